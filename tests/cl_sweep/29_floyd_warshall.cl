// sweep: kernel=fw grid=32x32 block=8x8
// arg: inout uint 1024 1 50
// arg: out uint 1024
// arg: uint 32
// arg: uint 5
__kernel void fw(__global uint* dist, __global uint* via, uint n, uint k) {
  uint x = get_global_id(0), y = get_global_id(1);
  uint d = dist[y * n + k] + dist[k * n + x];
  if (d < dist[y * n + x]) {
    dist[y * n + x] = d;
    via[y * n + x] = k;
  }
}

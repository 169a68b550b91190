// sweep: kernel=fsum grid=512 block=128
// arg: out float 1
// arg: in int 512 -8 8
// The float atomic add new users write with atomic_cmpxchg (OpenCL 1.x has none); the addends
// are small integers, so the sum is exact in any order.
void atomic_add_float(volatile __global float* p, float v) {
  union { uint u; float f; } old, upd;
  do {
    old.f = *p;
    upd.f = old.f + v;
  } while (atomic_cmpxchg((volatile __global uint*)p, old.u, upd.u) != old.u);
}
__kernel void fsum(__global float* total, __global const int* in) {
  atomic_add_float(total, (float)in[get_global_id(0)]);
}

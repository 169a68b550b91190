// grid3d: 7-point stencil on an nx x ny x nz int volume (x fastest) on a 3D grid, with edges
// clamped: out = 6 * centre - (sum of the six neighbours). The grid is 20 x 12 x 6 in groups of
// 8 x 4 x 2, so the last group along x is partial (4 wide). Each work-item also records
//   ids[idx] = (linear group id << 16) | linear local id,
// computed from get_group_id/get_num_groups/get_local_id/get_local_size, and work-item
// (0,0,0) writes meta = {work_dim, global size x/y/z, num_groups x/y/z, local size x of group 0}.
__kernel void grid3d(__global const int* in, __global int* out, __global uint* ids,
                     __global uint* meta, uint nx, uint ny, uint nz) {
  uint x = get_global_id(0);
  uint y = get_global_id(1);
  uint z = get_global_id(2);
  if (x >= nx || y >= ny || z >= nz) {
    return;
  }
  uint idx = (z * ny + y) * nx + x;
  int c = in[idx];
  int xm = x > 0 ? in[idx - 1] : c;
  int xp = x + 1 < nx ? in[idx + 1] : c;
  int ym = y > 0 ? in[idx - nx] : c;
  int yp = y + 1 < ny ? in[idx + nx] : c;
  int zm = z > 0 ? in[idx - nx * ny] : c;
  int zp = z + 1 < nz ? in[idx + nx * ny] : c;
  out[idx] = 6 * c - (xm + xp + ym + yp + zm + zp);
  uint group = (get_group_id(2) * get_num_groups(1) + get_group_id(1)) * get_num_groups(0) +
               get_group_id(0);
  uint local_linear = (get_local_id(2) * get_local_size(1) + get_local_id(1)) * get_local_size(0) +
                      get_local_id(0);
  ids[idx] = (group << 16) | local_linear;
  if (x == 0 && y == 0 && z == 0) {
    meta[0] = get_work_dim();
    meta[1] = get_global_size(0);
    meta[2] = get_global_size(1);
    meta[3] = get_global_size(2);
    meta[4] = get_num_groups(0);
    meta[5] = get_num_groups(1);
    meta[6] = get_num_groups(2);
    meta[7] = get_local_size(0);
  }
}

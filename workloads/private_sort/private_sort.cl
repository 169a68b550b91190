// private_sort: each work-item insertion-sorts its own `len` (96) uints in a private array,
// indexed by loop variables that depend on the data, and counts the values into a private
// 16-bin histogram indexed by the values themselves. 96 x 4 bytes per work-item is too big for
// clang to promote the array to registers, and 96 x 4 x 256 (the default maximum group size)
// is too big for LDS, so the array stays in scratch memory even at -O2. No
// reqd_work_group_size on purpose: a small required size would let clang move it to LDS.
// The length comes in as an argument (at most 96; the launch passes 96) so that clang cannot
// unroll the sort completely, which at -O2 turns the kernel into 50,000 instructions.
#define SORT_LEN 96
#define SORT_BINS 16

__kernel void private_sort(__global const uint* in, __global uint* out, __global uint* bins_out,
                           uint len) {
  size_t item = get_global_id(0);
  uint v[SORT_LEN];
  uint bins[SORT_BINS];
  for (uint k = 0; k < len; ++k) {
    v[k] = in[item * len + k];
  }
  for (uint k = 1; k < len; ++k) {
    uint key = v[k];
    int j = (int)k - 1;
    while (j >= 0 && v[j] > key) {
      v[j + 1] = v[j];
      --j;
    }
    v[j + 1] = key;
  }
  for (uint b = 0; b < SORT_BINS; ++b) {
    bins[b] = 0;
  }
  for (uint k = 0; k < len; ++k) {
    bins[v[k] >> 28] += 1u;
  }
  for (uint k = 0; k < len; ++k) {
    out[item * len + k] = v[k];
  }
  for (uint b = 0; b < SORT_BINS; ++b) {
    bins_out[item * SORT_BINS + b] = bins[b];
  }
}

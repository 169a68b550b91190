// wave_reduce: cross-lane operations with ds_bpermute. Lanes are grouped in aligned sets of 32
// (a wave64 holds two, a wave32 one), so the results do not depend on the wavefront size:
//   rotated[i] = in[] of the next lane of the set (lane 31 takes lane 0's value);
//   sums[i], maxes[i] = sum and unsigned maximum over the 32 lanes, by a butterfly (xor 16, 8,
//   4, 2, 1), which leaves every lane of the set holding the result.
// The lane index comes from mbcnt (lo then hi), which also counts lanes 32..63 in wave64.
// ds_bpermute takes a byte address: source lane * 4.
__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void wave_reduce(__global const uint* in, __global uint* rotated, __global uint* sums,
                 __global uint* maxes) {
  size_t i = get_global_id(0);
  uint lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  uint v = in[i];
  uint next = (lane & ~31u) | ((lane + 1u) & 31u);
  rotated[i] = (uint)__builtin_amdgcn_ds_bpermute((int)(next << 2), (int)v);
  uint sum = v;
  uint high = v;
  for (uint mask = 16; mask > 0; mask >>= 1) {
    int peer = (int)((lane ^ mask) << 2);
    sum += (uint)__builtin_amdgcn_ds_bpermute(peer, (int)sum);
    uint other = (uint)__builtin_amdgcn_ds_bpermute(peer, (int)high);
    if (other > high) {
      high = other;
    }
  }
  sums[i] = sum;
  maxes[i] = high;
}

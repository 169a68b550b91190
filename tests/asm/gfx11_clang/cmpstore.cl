// Compare-and-swap on LDS, which clang-19 selects as gfx11's ds_cmpstore_rtn_b32/_b64
// (data0 = the new value, data1 = the compare value; see README.md). One work-group; lane i
// swaps slot i (initially init[i]) from cmp[i] to val[i], and writes the old value and the
// slot's final value.
__kernel void cmpstore_b32(__global int* out, __global const int* init, __global const int* cmp,
                           __global const int* val) {
  __local int slot[256];
  uint i = __builtin_amdgcn_workitem_id_x();
  slot[i] = init[i];
  int expected = cmp[i];
  __atomic_compare_exchange_n(&slot[i], &expected, val[i], 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  out[2 * i] = expected;
  out[2 * i + 1] = slot[i];
}

__kernel void cmpstore_b64(__global long* out, __global const long* init, __global const long* cmp,
                           __global const long* val) {
  __local long slot[256];
  uint i = __builtin_amdgcn_workitem_id_x();
  slot[i] = init[i];
  long expected = cmp[i];
  __atomic_compare_exchange_n(&slot[i], &expected, val[i], 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  out[2 * i] = expected;
  out[2 * i + 1] = slot[i];
}

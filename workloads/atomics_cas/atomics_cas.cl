// atomics_cas: global atomics whose returned values matter.
//   - a ticket counter: t = atomic_fetch_add(counter, 1) gives every work-item a distinct
//     slot, and order[t] = its global id, so order must end up a permutation of 0..n-1;
//   - a compare-exchange loop adding (gid & 7) to a global atomic_float (small integers, so the
//     sum is exact in any order);
//   - a 64-bit atomic xor of a per-item hash into an atomic_ulong and a 64-bit signed
//     atomic max into an atomic_long;
//   - an atomic_exchange whose returned old values are summed back with a second counter, so
//     that exchanged[0] + (sum of everything returned) = n * (n - 1) / 2.
__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void atomics_cas(__global atomic_uint* counter, __global uint* order,
                 __global atomic_float* fsum, __global atomic_ulong* hash,
                 __global atomic_long* lmax, __global atomic_uint* exchanged,
                 __global atomic_ulong* returned_sum) {
  uint gid = get_global_id(0);
  uint ticket = atomic_fetch_add_explicit(counter, 1u, memory_order_relaxed, memory_scope_device);
  order[ticket] = gid;

  float expected = atomic_load_explicit(fsum, memory_order_relaxed, memory_scope_device);
  float desired = expected + (float)(gid & 7u);
  while (!atomic_compare_exchange_strong_explicit(fsum, &expected, desired, memory_order_relaxed,
                                                  memory_order_relaxed, memory_scope_device)) {
    desired = expected + (float)(gid & 7u);
  }

  ulong h = (ulong)gid * 0x9E3779B97F4A7C15ul;
  h ^= h >> 29;
  atomic_fetch_xor_explicit(hash, h, memory_order_relaxed, memory_scope_device);
  long signed_value = (long)(h ^ 0x5555555555555555ul);
  atomic_fetch_max_explicit(lmax, signed_value, memory_order_relaxed, memory_scope_device);

  uint old = atomic_exchange_explicit(exchanged, gid, memory_order_relaxed, memory_scope_device);
  atomic_fetch_add_explicit(returned_sum, (ulong)old, memory_order_relaxed, memory_scope_device);
}

// Global memory read bandwidth by vector width, after clpeak's "global_memory_bandwidth"
// test (its local-offset kernel): each work-item of a group reads FETCH vectors, each one group
// size apart inside its group's block of FETCH * group size vectors, adds them and writes one
// float. The figure counts the bytes read (the input array) over the dispatch's time, as clpeak
// does. Written for gfxsim `validate`; `gfxsim validate` checks every output against the host.
#define FETCH 16

#define BANDWIDTH_KERNEL(NAME, T, HSUM)                                              \
  __kernel void NAME(__global const T* in, __global float* out) {                    \
    size_t lsize = get_local_size(0);                                                \
    size_t base = get_group_id(0) * lsize * FETCH + get_local_id(0);                 \
    T acc = in[base];                                                                \
    for (uint f = 1; f < FETCH; ++f) acc += in[base + f * lsize];                    \
    out[get_global_id(0)] = HSUM(acc);                                               \
  }

#define HSUM1(v) (v)
#define HSUM2(v) ((v).s0 + (v).s1)
#define HSUM4(v) (HSUM2((v).lo) + HSUM2((v).hi))
#define HSUM8(v) (HSUM4((v).lo) + HSUM4((v).hi))
#define HSUM16(v) (HSUM8((v).lo) + HSUM8((v).hi))

BANDWIDTH_KERNEL(bandwidth_v1, float, HSUM1)
BANDWIDTH_KERNEL(bandwidth_v2, float2, HSUM2)
BANDWIDTH_KERNEL(bandwidth_v4, float4, HSUM4)
BANDWIDTH_KERNEL(bandwidth_v8, float8, HSUM8)
BANDWIDTH_KERNEL(bandwidth_v16, float16, HSUM16)

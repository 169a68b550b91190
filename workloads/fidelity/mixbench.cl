// A sweep of arithmetic intensity after mixbench's method (Konstantinidis and Cotronis, JPDC
// 2017; its "block strided" kernel): each work-item loads 8 elements, each a group size apart
// inside its group's block, performs 2 * MIX_ITERS + 1 multiply-adds on each (the elements are
// independent chains), and stores them back in place. MIX_ITERS, the compute iterations, is a
// compile-time constant as in mixbench (a template parameter of its kernel, whose loop is then
// unrolled): build one object per point (-DMIX_ITERS=K). Each multiply-add counts as two
// operations and each element as one load and one store, as mixbench counts them. The chains
// are t = t * t + seed; with seed -1.25 the floating-point values stay within [-2, 2], so they
// never overflow and the host repeats them bit for bit with fma (integers wrap). The eight
// chains are spelled out (no private array, no inner loop over them) so that they live in
// registers whatever the compiler does with loops and arrays.

#ifndef MIX_ITERS
#error "define MIX_ITERS, the compute iterations of the point (-DMIX_ITERS=K)"
#endif

#define STEP8(S) S(t0) S(t1) S(t2) S(t3) S(t4) S(t5) S(t6) S(t7)
#define FMA_STEP(t) t = fma(t, t, seed);
#define IMAD_STEP(t) t = t * t + seed;

#define MIX_KERNEL(NAME, T, S)                                                              \
  __kernel void NAME(__global T* data, T seed) {                                            \
    size_t l = get_local_size(0);                                                           \
    __global T* p = data + get_group_id(0) * l * 8 + get_local_id(0);                       \
    T t0 = p[0], t1 = p[l], t2 = p[2 * l], t3 = p[3 * l];                                   \
    T t4 = p[4 * l], t5 = p[5 * l], t6 = p[6 * l], t7 = p[7 * l];                           \
    _Pragma("unroll") for (uint i = 0; i < MIX_ITERS; ++i) {                                \
      STEP8(S)                                                                              \
      STEP8(S)                                                                              \
    }                                                                                       \
    STEP8(S)                                                                                \
    p[0] = t0; p[l] = t1; p[2 * l] = t2; p[3 * l] = t3;                                     \
    p[4 * l] = t4; p[5 * l] = t5; p[6 * l] = t6; p[7 * l] = t7;                             \
  }

MIX_KERNEL(mix_sp, float, FMA_STEP)
MIX_KERNEL(mix_dp, double, FMA_STEP)
MIX_KERNEL(mix_int, uint, IMAD_STEP)

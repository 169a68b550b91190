// gfx942 (CDNA3) packed 16-bit float atomics and loads into LDS for the functional simulator's
// tests (tests/unit/sim/func/test_func_lds_dma.cpp and test_func_atomic_pk_add.cpp), built by
// clang-19 for gfx942 with build.sh. Each kernel is one work-group of 64 work-items (one wave64).
//
// The pk_add kernels: lane l adds data[l] to acc[l % 16] (four lanes per dword; the test gives
// non-zero data to lanes 0..15 only, so the order of the four does not change the result) and
// returns the old value where the builtin returns one.
//
// The LDS DMA kernels: lane l loads from in + off[l] (a 64-bit offset read from memory, so that
// clang uses the VGPR-address form: llc-19 crashes in its hazard recognizer on the SGPR-base
// form of global_load_lds) into the LDS dword at lds + base + 4 * l, then the work-group reads
// the whole LDS block back.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

typedef half half2 __attribute__((ext_vector_type(2)));
typedef short short2 __attribute__((ext_vector_type(2)));

#define LANE ((int)__builtin_amdgcn_workitem_id_x())

static inline void sync(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

// ds_pk_add_rtn_f16 / ds_pk_add_rtn_bf16: the LDS starts as init[], lane l adds data[l] to
// dword l % 16; old[l] gets the value it saw, out[] the final LDS.
kernel void ds_pk_add_rtn_f16(global const half2* init, global const half2* data, global half2* old, global half2* out,
                              local half2* acc) {
  int l = LANE;
  if (l < 16) acc[l] = init[l];
  sync();
  old[l] = __builtin_amdgcn_ds_atomic_fadd_v2f16(&acc[l % 16], data[l]);
  sync();
  if (l < 16) out[l] = acc[l];
}
kernel void ds_pk_add_rtn_bf16(global const short2* init, global const short2* data, global short2* old, global short2* out,
                               local short2* acc) {
  int l = LANE;
  if (l < 16) acc[l] = init[l];
  sync();
  old[l] = __builtin_amdgcn_ds_atomic_fadd_v2bf16(&acc[l % 16], data[l]);
  sync();
  if (l < 16) out[l] = acc[l];
}
// The returned value unused: ds_pk_add_f16 / ds_pk_add_bf16.
kernel void ds_pk_add_f16(global const half2* init, global const half2* data, global half2* out, local half2* acc) {
  int l = LANE;
  if (l < 16) acc[l] = init[l];
  sync();
  (void)__builtin_amdgcn_ds_atomic_fadd_v2f16(&acc[l % 16], data[l]);
  sync();
  if (l < 16) out[l] = acc[l];
}
kernel void ds_pk_add_bf16(global const short2* init, global const short2* data, global short2* out, local short2* acc) {
  int l = LANE;
  if (l < 16) acc[l] = init[l];
  sync();
  (void)__builtin_amdgcn_ds_atomic_fadd_v2bf16(&acc[l % 16], data[l]);
  sync();
  if (l < 16) out[l] = acc[l];
}

// global_atomic_pk_add_f16 (returning) and global_atomic_pk_add_bf16 (not returning) on acc[].
kernel void global_pk_add_f16(global half2* acc, global const half2* data, global half2* old) {
  int l = LANE;
  old[l] = __builtin_amdgcn_global_atomic_fadd_v2f16(&acc[l % 16], data[l]);
}
kernel void global_pk_add_bf16(global short2* acc, global const short2* data) {
  int l = LANE;
  (void)__builtin_amdgcn_global_atomic_fadd_v2bf16(&acc[l % 16], data[l]);
}
// flat_atomic_pk_add_f16 / _bf16 through a generic pointer that may be global or local (which
// selects global here), so that clang cannot give it an address space.
kernel void flat_pk_add_f16(global half2* acc, global const half2* data, global half2* old, local half2* unused, int useLocal) {
  int l = LANE;
  half2* p = useLocal ? (half2*)&unused[l % 16] : (half2*)&acc[l % 16];
  old[l] = __builtin_amdgcn_flat_atomic_fadd_v2f16(p, data[l]);
}
kernel void flat_pk_add_bf16(global short2* acc, global const short2* data, global short2* old, local short2* unused, int useLocal) {
  int l = LANE;
  short2* p = useLocal ? (short2*)&unused[l % 16] : (short2*)&acc[l % 16];
  old[l] = __builtin_amdgcn_flat_atomic_fadd_v2bf16(p, data[l]);
}

// global_load_lds_*: every lane of lanes (mask bit l set) loads SIZE bytes from in + off[l]
// into the LDS at lds + base (an int index: dword base) with instruction offset OFFSET; out[]
// gets the 128 LDS dwords (the kernel fills them with fill first).
#define LOAD_LDS(NAME, SIZE, OFFSET)                                                                  \
  kernel void NAME(global const uchar* in, global const long* off, global int* out, local int* lds, int base, \
                   int fill, ulong lanes) {                                                            \
    int l = LANE;                                                                                      \
    lds[l] = fill;                                                                                     \
    lds[l + 64] = fill;                                                                                \
    sync();                                                                                            \
    if ((lanes >> l) & 1) __builtin_amdgcn_global_load_lds(in + off[l], lds + base, SIZE, OFFSET, 0);  \
    sync();                                                                                            \
    out[l] = lds[l];                                                                                   \
    out[l + 64] = lds[l + 64];                                                                         \
  }
LOAD_LDS(global_load_lds_ubyte, 1, 0)
LOAD_LDS(global_load_lds_ushort, 2, 2)
LOAD_LDS(global_load_lds_dword, 4, 8)

// Argument kinds and kernel attributes for the metadata tests (OpenCL C 2.0, no device libs).
typedef struct { int a; float b; char c; } pod_t;

__kernel __attribute__((reqd_work_group_size(64, 1, 1))) __attribute__((vec_type_hint(float4)))
void k_args(__global const int *restrict in, __global volatile float *out, __constant short *tab,
            __local int *scratch, pod_t pod, char c, uchar uc, short s, ushort us, long l, ulong ul,
            double d, __global half *hp, float4 v) {
  uint lid = __builtin_amdgcn_workitem_id_x();
  scratch[lid] = in[lid] + tab[lid & 7] + pod.a + c + uc + s + us + (int)l + (int)ul;
  out[lid] = (float)scratch[lid ^ 1] + pod.b + (float)d + v.x + (float)pod.c + (float)(hp != 0);
}

__kernel __attribute__((work_group_size_hint(16, 4, 1)))
void k_images(read_only image2d_t img, write_only image2d_t wimg, sampler_t smp, __global int *out) {
  out[__builtin_amdgcn_workitem_id_x()] = 1;
}

__kernel void k_pipe(read_only pipe int p, __global int *out) { out[0] = 2; }

__kernel void k_implicit(__global int *out) {
  __constant unsigned short *ia = (__constant unsigned short *)__builtin_amdgcn_implicitarg_ptr();
  out[__builtin_amdgcn_workitem_id_x()] = ia[6] + ia[0];
}

// saxpy: out[i] = a * x[i] + y[i], one work-item per element (f32 FMA or mul+add).
// The multiply-add may be contracted into one FMA (OpenCL allows it by default), so the host
// check accepts either the fused or the separately rounded result, bit for bit.
__kernel void saxpy(float a, __global const float* x, __global const float* y,
                    __global float* out, uint n) {
  size_t i = get_global_id(0);
  if (i < n) {
    out[i] = a * x[i] + y[i];
  }
}

#pragma OPENCL EXTENSION cl_khr_fp64: enable
typedef union {
  struct { double x, y; } __attribute__((aligned(16)));
  struct { double real, imag; } __attribute__((aligned(16)));
} cdouble_t;
#define CDOUBLE_DECL_FN(NAME) inline cdouble_t cdouble_##NAME
CDOUBLE_DECL_FN(new)(double real, double imag) { cdouble_t r; r.real = real; r.imag = imag; return r; }
CDOUBLE_DECL_FN(fromreal)(double real) { return cdouble_new(real, 0); }
CDOUBLE_DECL_FN(mul)(cdouble_t a, cdouble_t b) {
  return cdouble_new(a.real * b.real - a.imag * b.imag, a.real * b.imag + a.imag * b.real);
}
CDOUBLE_DECL_FN(divide)(cdouble_t a, cdouble_t b) {
  double s = fabs(b.real) + fabs(b.imag);
  double ars = a.real / s, ais = a.imag / s, brs = b.real / s, bis = b.imag / s;
  double s2 = brs * brs + bis * bis;
  return cdouble_new((ars * brs + ais * bis) / s2, (ais * brs - ars * bis) / s2);
}
inline double cdouble_abs(cdouble_t z) { return hypot(z.real, z.imag); }
inline cdouble_t cdouble_exp(cdouble_t a) { double e = exp(a.real); return cdouble_new(e * cos(a.imag), e * sin(a.imag)); }

__kernel void cmul(__global cdouble_t *z, __global const cdouble_t *x, __global const cdouble_t *y, long n) {
  long i = get_global_id(0);
  if (i < n) z[i] = cdouble_divide(cdouble_mul(x[i], y[i]), cdouble_fromreal(1.0 + cdouble_abs(x[i])));
}

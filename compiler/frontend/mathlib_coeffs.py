#!/usr/bin/env python3
# Computes the polynomial coefficients and constants of the math library (mathlib.cl).
#
# Run: python3 compiler/frontend/mathlib_coeffs.py   (needs mpmath, about a minute); its output is
# the "constants" block of mathlib.cl.
#
# Each kernel function is fitted by mpmath.chebyfit (interpolation at Chebyshev nodes, close to
# the minimax polynomial: Muller, "Elementary Functions", ch. 3) at 60 digits; the printed
# error is the largest relative error of the polynomial over the interval, sampled densely.
# The bits of 2/pi for the Payne-Hanek reduction (Payne & Hanek, "Radian reduction for
# trigonometric functions", SIGNUM Newsletter 18(1), 1983) are computed here too.
import mpmath as mp

mp.mp.dps = 60


def fit(name, f, a, b, n):
    coeffs, _ = mp.chebyfit(f, [a, b], n, error=True)
    worst = mp.mpf(0)
    for i in range(2001):
        x = a + (b - a) * i / 2000
        p = mp.polyval(coeffs, x)
        fx = f(x)
        worst = max(worst, abs((p - fx) / fx))
    print("// %s on [%s, %s], degree %d: max rel. error %s" % (name, mp.nstr(a, 6), mp.nstr(b, 6), n - 1,
                                                              mp.nstr(worst, 3)))
    # Horner's scheme with fma, as a macro of the evaluation point.
    expr = mp.nstr(coeffs[0], 20)
    for c in coeffs[1:]:
        expr = "fma(%s, (x), %s)" % (expr, mp.nstr(c, 20))
    print("#define %s_POLY(x) (%s)" % (name, expr))


def safe(f, at0):
    return lambda z: at0 if z == 0 else f(z)


pi = mp.pi
# exp(r) - 1 = r + r^2/2 + r^3 * E(r), |r| <= ln2/2.
ln2h = mp.log(2) / 2
fit("EXPM1", safe(lambda r: (mp.expm1(r) - r - r * r / 2) / r**3, mp.mpf(1) / 6), -ln2h, ln2h, 11)
# log(1+f) = 2s + s * z * L(z), s = f/(2+f), z = s^2 <= (3-2sqrt2)^2.
smax = (mp.sqrt(2) - 1) / (mp.sqrt(2) + 1)
fit("LOG", safe(lambda z: (2 * mp.atanh(mp.sqrt(z)) / mp.sqrt(z) - 2) / z, mp.mpf(2) / 3), 0, smax**2, 9)
# sin(r) = r + r^3 * S(r^2), cos(r) = 1 - r^2/2 + r^4 * C(r^2), |r| <= pi/4.
fit("SIN", safe(lambda z: (mp.sin(mp.sqrt(z)) / mp.sqrt(z) - 1) / z, -mp.mpf(1) / 6), 0, (pi / 4)**2, 8)
fit("COS", safe(lambda z: (mp.cos(mp.sqrt(z)) - 1 + z / 2) / z**2, mp.mpf(1) / 24), 0, (pi / 4)**2, 8)
# atan(t) = t + t^3 * A(t^2), |t| <= tan(pi/8).
fit("ATAN", safe(lambda z: (mp.atan(mp.sqrt(z)) / mp.sqrt(z) - 1) / z, -mp.mpf(1) / 3), 0, mp.tan(pi / 8)**2, 14)
# asin(x) = x + x^3 * B(x^2), |x| <= 1/2.
fit("ASIN", safe(lambda z: (mp.asin(mp.sqrt(z)) / mp.sqrt(z) - 1) / z, mp.mpf(1) / 6), 0, mp.mpf(1) / 4, 17)
# erf(x) = x * F(x^2), |x| <= 1.
fit("ERF", safe(lambda z: mp.erf(mp.sqrt(z)) / mp.sqrt(z), 2 / mp.sqrt(pi)), 0, 1, 14)
# erfc(x) = exp(-x^2) * X(x - mid) on [1, 2], [2, 3], [3, 4.5] (mid: the interval's middle);
# beyond, erfc(x) = exp(-x^2) / x * G(1/x^2).
erfcx = lambda x: mp.exp(x * x) * mp.erfc(x)
for name, a, b, n in [("ERFC1", 1, 2, 17), ("ERFC2", 2, 3, 16), ("ERFC3", 3, 4.5, 16)]:
    mid, h = mp.mpf(a + b) / 2, mp.mpf(b - a) / 2
    fit(name, lambda t: erfcx(t + mid), -h, h, n)
fit("ERFC4", safe(lambda u: erfcx(1 / mp.sqrt(u)) / mp.sqrt(u), 1 / mp.sqrt(pi)), 0, 1 / mp.mpf(4.5)**2, 18)
# Gamma(x) = GAMMA12(x - 3/2) on [1, 2]; for x >= 10, Gamma(x) = sqrt(2 pi) x^(x - 1/2) e^-x
# STIRLING(1/x) (Stirling's formula and its correction).
fit("GAMMA12", lambda t: mp.gamma(t + mp.mpf(3) / 2), -mp.mpf(1) / 2, mp.mpf(1) / 2, 24)
fit("STIRLING", safe(lambda u: mp.gamma(1 / u) / (mp.sqrt(2 * pi) * (1 / u)**(1 / u - mp.mpf(1) / 2) * mp.exp(-1 / u)),
                     mp.mpf(1)), 0, mp.mpf(1) / 10, 11)

# 2/pi in 32-bit words, most significant first: word i holds bits 32i+1 .. 32i+32 after the
# binary point.
mp.mp.dps = 450
v = 2 / pi
words = []
for i in range(38):
    v *= 2**32
    w = int(mp.floor(v))
    words.append(w)
    v -= w
# The library cannot index a __constant table at run time, so the table is a switch that
# returns the seven words from word q on; word 0 is 32 zero bits before the binary point
# (see __gfxsim_rem_pio2_huge). Floats (below 2^128) need q <= 3 only: a short switch.
padded = [0] + words


def window(fname, qmin, qmax, below):
    print("uint8 %s(int q) {\n  switch (q) {" % fname)
    for q in range(qmin, qmax + 1):
        ws = padded[q:q + 7]
        print("    case %d: return (uint8)(%s, 0u);" % (q, ", ".join("0x%08xu" % w for w in ws)))
    print("    default: return %s;\n  }\n}" % below)


print("// 2/pi, 32 bits a word: word 0 is zero, word i > 0 holds bits 32(i-1)+1 .. 32i after the point")
# Floats need words 0 .. 9 only: one vector, the window picked by swizzles.
print("uint8 __gfxsim_2opi_window_f32(int q) {")
print("  uint16 t = (uint16)(%s, 0u, 0u, 0u, 0u, 0u, 0u);" % ", ".join("0x%08xu" % w for w in padded[:10]))
print("  return q == 0 ? t.s01234567 : q == 1 ? t.s12345678 : q == 2 ? t.s23456789 : t.s3456789a;\n}")
window("__gfxsim_2opi_window", 4, 31, "__gfxsim_2opi_window_f32(q)")
mp.mp.dps = 60
# pi/2 in four parts: three of 28 significant bits (k * part exact for k < 2^25) and the rest.
r = pi / 2
parts = []
for i in range(3):
    e = mp.floor(mp.log(abs(r), 2))
    q = mp.mpf(2)**(e - 27)
    p = mp.floor(r / q) * q
    parts.append(p)
    r -= p
parts.append(r)
print("// pi/2 = PIO2_1 + PIO2_2 + PIO2_3 + PIO2_4")
for i, p in enumerate(parts):
    print("#define PIO2_%d %s" % (i + 1, mp.nstr(p, 25)))

# Constants: ln2 and log10(2) with 42 significant bits (k * HI exact for |k| < 2^11) and the
# rest; others as the nearest double and the remainder.
def split(v, bits):
    e = mp.floor(mp.log(abs(v), 2))
    q = mp.mpf(2)**(e - bits + 1)
    h = mp.floor(v / q) * q
    return h, v - h


for name, val in [("LN2", mp.log(2)), ("LG2", mp.log10(2))]:
    h, l = split(val, 42)
    print("#define %s_HI %s\n#define %s_LO %s" % (name, mp.nstr(h, 25), name, mp.nstr(l, 25)))
for name, val in [("LN2D", mp.log(2)), ("LN10", mp.log(10)), ("INVLN2", 1 / mp.log(2)), ("INVLN10", 1 / mp.log(10)),
                  ("PIO2", pi / 2), ("PI", pi), ("INVPI", 1 / pi),
                  ("SQRT2PI", mp.sqrt(2 * pi)), ("LNSQRT2PI", mp.log(2 * pi) / 2), ("LNPI", mp.log(pi))]:
    h = mp.mpf(float(val))
    print("#define %s_HI %s\n#define %s_LO %s" % (name, repr(float(h)), name, mp.nstr(val - h, 20)))

// gfxsim's OpenCL C math library: the full-precision built-ins (OpenCL C 3.0 6.15.2) the
// front end does not lower itself. The front end parses this file ahead of a program that
// names one of them (frontend.cpp) and inlines each call's scalar function into the kernel,
// once per vector lane (builtins.h, Builtin::MathLib), so unused functions cost nothing.
//
// Every function is written for double, accurate to about 1 ulp; the float function evaluates
// the double one and rounds once, well inside the float bounds of OpenCL C 3.0 7.4. Methods:
// additive range reduction with constants split in parts (Cody & Waite, "Software Manual for
// the Elementary Functions", 1980), Payne & Hanek's reduction for huge trigonometric
// arguments ("Radian reduction for trigonometric functions", SIGNUM Newsletter 18(1), 1983),
// near-minimax polynomials (Muller, "Elementary Functions", 3rd ed., ch. 3 and 11) and
// error-free transformations with fma (Muller et al., "Handbook of Floating-Point
// Arithmetic", ch. 4). Coefficients and constants: mathlib_coeffs.py (mpmath), pasted below.
// Names start with __gfxsim_, which programs must not use.

// ---- constants (mathlib_coeffs.py) ----
// EXPM1 on [-0.346574, 0.346574], degree 10: max rel. error 6.2e-19
#define EXPM1_POLY(x) (fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(1.6084322823993442261e-10, (x), 2.09146793765839351e-9), (x), 2.5052078014485866974e-8), (x), 2.7557273661348636219e-7), (x), 2.7557319239947515384e-6), (x), 0.000024801587325533363819), (x), 0.00019841269841266417499), (x), 0.0013888888888883752417), (x), 0.008333333333333333539), (x), 0.041666666666666669752), (x), 0.16666666666666666667))
// LOG on [0, 0.0294373], degree 8: max rel. error 2.06e-20
#define LOG_POLY(x) (fma(fma(fma(fma(fma(fma(fma(fma(0.11881997202961458257, (x), 0.11688123642863110896), (x), 0.13335638669839822195), (x), 0.15384575132330097304), (x), 0.18181818593656763045), (x), 0.22222222219858735141), (x), 0.28571428571435359104), (x), 0.39999999999999992501), (x), 0.66666666666666666668))
// SIN on [0, 0.61685], degree 7: max rel. error 3.23e-23
#define SIN_POLY(x) (fma(fma(fma(fma(fma(fma(fma(2.79124424334719741e-15, (x), -7.6469613520943235091e-13), (x), 1.6059042781086055818e-10), (x), -2.5052108382390035681e-8), (x), 2.7557319223981099921e-6), (x), -0.00019841269841269837576), (x), 0.0083333333333333333322), (x), -0.16666666666666666667))
// COS on [0, 0.61685], degree 7: max rel. error 6.4e-24
#define COS_POLY(x) (fma(fma(fma(fma(fma(fma(fma(-1.551810988566431667e-16, (x), 4.7793760999135551715e-14), (x), -1.1470745069612993675e-11), (x), 2.0876756986341494063e-9), (x), -2.7557319223983494047e-7), (x), 0.00002480158730158729974), (x), -0.0013888888888888888888), (x), 0.041666666666666666667))
// ATAN on [0, 0.171573], degree 13: max rel. error 4.77e-21
#define ATAN_POLY(x) (fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(0.011959567795512828423, (x), -0.027274818816298896733), (x), 0.037234351363397477251), (x), -0.042942692439848547664), (x), 0.04754621403405310553), (x), -0.052624539847993836304), (x), 0.058823046393855147619), (x), -0.066666643448342730968), (x), 0.076923076162727771483), (x), -0.090909090892915313065), (x), 0.11111111111090452752), (x), -0.14285714285714147786), (x), 0.19999999999999999637), (x), -0.33333333333333333333))
// ASIN on [0, 0.25], degree 16: max rel. error 1.46e-21
#define ASIN_POLY(x) (fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(0.033680995422805550666, (x), -0.035149004758176460069), (x), 0.031498365755136457113), (x), -0.006444026904111232304), (x), 0.0091997126224179923951), (x), 0.0057039852858858324225), (x), 0.0074299671156348303997), (x), 0.0083765743138079464937), (x), 0.0097628031537727605365), (x), 0.011551725096369309071), (x), 0.01396484720107820844), (x), 0.017352764314166405154), (x), 0.022372159093170051636), (x), 0.030381944444416026317), (x), 0.044642857142857330513), (x), 0.07499999999999999951), (x), 0.16666666666666666667))
// ERF on [0, 1], degree 13: max rel. error 2.41e-21
#define ERF_POLY(x) (fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(-4.2309458242953378173e-12, (x), 8.7090451290531066896e-11), (x), -1.2164560057283450081e-9), (x), 1.4792401209404813002e-8), (x), -1.6364642158167615302e-7), (x), 1.6462045441468418937e-6), (x), -0.000014925647567519332125), (x), 0.0001205533290288873541), (x), -0.00085483270219348295955), (x), 0.0052239776254232983087), (x), -0.026866170645129840806), (x), 0.11283791670955120236), (x), -0.37612638903183752379), (x), 1.1283791670955125739))
// ERFC1 on [-0.5, 0.5], degree 16: max rel. error 1.4e-18
#define ERFC1_POLY(x) (fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(1.3242541506849585378e-8, (x), -4.9545807838901605941e-8), (x), 1.6714292901928125927e-7), (x), -5.9449611199176635632e-7), (x), 2.0670657912156651683e-6), (x), -6.9753622278584304282e-6), (x), 0.000022864299608127747069), (x), -0.000072658873015895582399), (x), 0.00022330994530044108968), (x), -0.00066193007010843141808), (x), 0.001886134876991997467), (x), -0.0051459575478377828976), (x), 0.013377340953067393484), (x), -0.032930905299565273925), (x), 0.076151039855477398592), (x), -0.16362291773256005312), (x), 0.32158541645431750235))
// ERFC2 on [-0.5, 0.5], degree 15: max rel. error 4.94e-19
#define ERFC2_POLY(x) (fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(-9.2990686905831552412e-10, (x), 4.0234993518744629624e-9), (x), -1.6150630522493300901e-8), (x), 6.7055333708661543509e-8), (x), -2.7295663256796010473e-7), (x), 1.0852406768030674118e-6), (x), -4.2142954940648963827e-6), (x), 0.000015961851018812491471), (x), -0.000058868964723831837717), (x), 0.00021101982441952371653), (x), -0.00073359093713825767487), (x), 0.002467036815697219032), (x), -0.0080015693821016183347), (x), 0.024937997086656954307), (x), -0.074347346789794670639), (x), 0.21080636406114358055))
// ERFC3 on [-0.75, 0.75], degree 15: max rel. error 6.3e-18
#define ERFC3_POLY(x) (fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(-1.5338347648246134181e-11, (x), 8.0736361693654984604e-11), (x), -3.8450075343377700736e-10), (x), 1.9613540714268486829e-9), (x), -9.883661283522086893e-9), (x), 4.8867614103989054743e-8), (x), -2.3760025755981760873e-7), (x), 1.1353248658357088212e-6), (x), -5.3266728088751133827e-6), (x), 0.000024516325482467570093), (x), -0.00011057957492291260071), (x), 0.00048822238208810492465), (x), -0.0021072828701691470474), (x), 0.008878755527325497635), (x), -0.036456257532723530891), (x), 0.14558972127503853817))
// ERFC4 on [0, 0.0493827], degree 17: max rel. error 2.63e-22
#define ERFC4_POLY(x) (fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(-123778081290.90576738, (x), 64783495855.583885091), (x), -16373703608.462797702), (x), 2712239811.394190359), (x), -340975606.84083932157), (x), 36221565.544015564003), (x), -3575282.6132780744872), (x), 355872.53811627368106), (x), -37885.26331179357678), (x), 4466.1040205980355755), (x), -595.62653479862510622), (x), 91.636638070291198253), (x), -16.661223151477882235), (x), 3.7024941403086872659), (x), -1.057855469148316489), (x), 0.423142187660812945), (x), -0.28209479177387814153), (x), 0.56418958354775628695))
// GAMMA12 on [-0.5, 0.5], degree 23: max rel. error 8.47e-19
#define GAMMA12_POLY(x) (fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(-0.00011918060538282102869, (x), 0.00017877054902846351886), (x), -0.000089384017951760732008), (x), 0.0001340743220607370294), (x), -0.00031842563031654797042), (x), 0.00047762744354374281055), (x), -0.00067218648919155829973), (x), 0.001008211219319270438), (x), -0.0015227183589893349118), (x), 0.0022836521947962352228), (x), -0.0034227267114132780505), (x), 0.0051315298230765771908), (x), -0.0076902166774166528885), (x), 0.011522523362156004241), (x), -0.017222442878105717218), (x), 0.025837606102718099302), (x), -0.038001935561001074066), (x), 0.058610303826380198544), (x), -0.077523052299771727323), (x), 0.14464535904449782895), (x), -0.1072948045647726451), (x), 0.41481345368830181834), (x), 0.032338397448885014205), (x), 0.88622692545275801308))
// STIRLING on [0, 0.1], degree 10: max rel. error 5.17e-21
#define STIRLING_POLY(x) (fma(fma(fma(fma(fma(fma(fma(fma(fma(fma(-0.00078254393534674815235, (x), 0.0010192868174924310069), (x), -0.000074055473841368763598), (x), -0.00059039977360876814665), (x), 0.000069636987129656982147), (x), 0.00078404227323367355443), (x), -0.00022947215777907776999), (x), -0.0026813271597024896842), (x), 0.0034722222222171936466), (x), 0.083333333333333345846), (x), 0.99999999999999999999))
// pi/2 = PIO2_1 + PIO2_2 + PIO2_3 + PIO2_4
#define PIO2_1 1.570796325802803039550781
#define PIO2_2 9.920935739593517155299196e-10
#define PIO2_3 5.721188709663574903797455e-18
#define PIO2_4 1.644625693632425780822016e-26
#define LN2_HI 0.693147180559890330187045
#define LN2_LO 5.497923018708371174712472e-14
#define LG2_HI 0.3010299956639528318191878
#define LG2_LO 2.836339455104496443748478e-14
#define LN2D_HI 0.6931471805599453
#define LN2D_LO 2.3190468138462996155e-17
#define LN10_HI 2.302585092994046
#define LN10_LO -2.1707562233822494506e-16
#define INVLN2_HI 1.4426950408889634
#define INVLN2_LO 2.035527374093103205e-17
#define INVLN10_HI 0.4342944819032518
#define INVLN10_LO 1.0983196502167651099e-17
#define PIO2_HI 1.5707963267948966
#define PIO2_LO 6.1232339957367658861e-17
#define PI_HI 3.141592653589793
#define PI_LO 1.2246467991473531772e-16
#define INVPI_HI 0.3183098861837907
#define INVPI_LO -1.9678676675182486954e-17
#define SQRT2PI_HI 2.5066282746310007
#define SQRT2PI_LO -1.8328579980459167508e-16
#define LNSQRT2PI_HI 0.9189385332046728
#define LNSQRT2PI_LO -3.8782941580672415822e-17
#define LNPI_HI 1.1447298858494002
#define LNPI_LO 1.0265951162707826243e-17

#define GFX_INF (1.0 / 0.0)
#define GFX_NAN (0.0 / 0.0)

// ---- helpers ----

// x * 2^k for any int k, through at most three exact scalings and one rounding (so a
// denormal result is rounded once).
double __gfxsim_scale(double x, int k) {
  if (k > 1023) {
    x *= 0x1p1023;
    k -= 1023;
    if (k > 1023) {
      x *= 0x1p1023;
      k = min(k - 1023, 1023);
    }
  } else if (k < -1022) {
    x *= 0x1p-969;  // 2^-1022 * 2^53: stays normal, the last step rounds
    k += 969;
    if (k < -1022) {
      x *= 0x1p-969;
      k = max(k + 969, -1022);
    }
  }
  return x * as_double((long)(k + 1023) << 52);
}

// e^(th + tl) * 2^k for |th| <= ln2/2 + a little and |tl| below an ulp of th: e^th - 1 =
// th + th^2/2 + th^3 * P(th), and e^(th + tl) ~ e^th + tl (1 + th).
double __gfxsim_expk(double th, double tl, int k) {
  double p = th * th * fma(th, EXPM1_POLY(th), 0.5);
  return __gfxsim_scale(1.0 + (th + (p + fma(th, tl, tl))), k);
}

// log(1 + f) for f in [sqrt(1/2) - 1, sqrt(2) - 1]: with s = f / (2 + f), log(1 + f) =
// 2 atanh(s) = 2s + s z L(z), z = s^2; and 2s = f - f^2/2 + s f^2/2 keeps the leading
// terms exact.
double __gfxsim_log1p_kernel(double f) {
  double s = f / (2.0 + f);
  double z = s * s;
  double r = z * LOG_POLY(z);
  double hfsq = 0.5 * f * f;
  return f - (hfsq - s * (hfsq + r));
}

// x = m * 2^e with m in [sqrt(1/2), sqrt(2)), for finite x > 0: returns (m - 1 (exact), e).
double2 __gfxsim_log_reduce(double x) {
  int k = 0;
  if (x < 0x1p-1022) {
    x *= 0x1p54;
    k = -54;
  }
  long hx = as_long(x);
  k += (int)(hx >> 52) - 1023;
  double m = as_double((hx & 0x000fffffffffffffL) | 0x3ff0000000000000L);
  if (m > 1.4142135623730951) {
    m *= 0.5;
    k += 1;
  }
  return (double2)(m - 1.0, (double)k);
}

// ---- exponentials ----

double __gfxsim_exp_f64(double x) {
  if (isnan(x)) return x;
  if (x > 709.782712893384) return GFX_INF;
  if (x < -745.1332191019412) return 0.0;
  double k = rint(x * INVLN2_HI);
  double hi = x - k * LN2_HI, lo = k * LN2_LO;  // k * LN2_HI exact: |k| < 2^11
  double r = hi - lo;
  return __gfxsim_expk(r, (hi - r) - lo, (int)k);
}

double __gfxsim_exp2_f64(double x) {
  if (isnan(x)) return x;
  if (x >= 1024.0) return GFX_INF;
  if (x < -1075.0) return 0.0;
  double k = rint(x);
  double r = x - k;  // exact
  double th = r * LN2D_HI;
  double tl = fma(r, LN2D_HI, -th) + r * LN2D_LO;
  return __gfxsim_expk(th, tl, (int)k);
}

double __gfxsim_exp10_f64(double x) {
  if (isnan(x)) return x;
  if (x > 308.25471555991675) return GFX_INF;
  if (x < -323.60724533877976) return 0.0;
  // 10^x = 2^k * e^((x - k log10(2)) ln10), the reduced argument computed in pieces.
  double k = rint(x * 3.321928094887362);
  double a = x - k * LG2_HI, b = k * LG2_LO;
  double r = a - b, c = (a - r) - b;
  double th = r * LN10_HI;
  double tl = fma(r, LN10_HI, -th) + (r * LN10_LO + c * LN10_HI);
  return __gfxsim_expk(th, tl, (int)k);
}

double __gfxsim_expm1_f64(double x) {
  if (isnan(x) || x == 0.0) return x;  // keeps -0
  double ax = fabs(x);
  if (ax < 0.34657359027997264) return x + x * x * fma(x, EXPM1_POLY(x), 0.5);
  if (x > 709.782712893384) return GFX_INF;
  if (x < -38.0) return -1.0;
  double k = rint(x * INVLN2_HI);
  double hi = x - k * LN2_HI, lo = k * LN2_LO;
  double r = hi - lo, c = (hi - r) - lo;
  double em = r + (r * r * fma(r, EXPM1_POLY(r), 0.5) + c);  // e^(r + c) - 1
  int ik = (int)k;
  if (ik > 1000) return __gfxsim_scale(1.0 + em, ik);
  double two = as_double((long)(ik + 1023) << 52);
  return (two - 1.0) + two * em;
}

// ---- logarithms ----

// log(x) scaled to another base: e eh + log(m) (ch + cl) + e el, with (ch, cl) the reciprocal
// of the base's log and (eh, el) log(2) in the base (eh with few bits: e eh exact).
double __gfxsim_log_base(double x, double ch, double cl, double eh, double el) {
  if (isnan(x) || x == GFX_INF) return x;
  if (x < 0.0) return GFX_NAN;
  if (x == 0.0) return -GFX_INF;
  double2 fe = __gfxsim_log_reduce(x);
  double l = __gfxsim_log1p_kernel(fe.x);
  double t = l * ch;
  double tl = fma(l, ch, -t) + (l * cl + fe.y * el);
  return fe.y * eh + (t + tl);
}

double __gfxsim_log_f64(double x) { return __gfxsim_log_base(x, 1.0, 0.0, LN2_HI, LN2_LO); }
double __gfxsim_log2_f64(double x) { return __gfxsim_log_base(x, INVLN2_HI, INVLN2_LO, 1.0, 0.0); }
double __gfxsim_log10_f64(double x) { return __gfxsim_log_base(x, INVLN10_HI, INVLN10_LO, LG2_HI, LG2_LO); }

double __gfxsim_log1p_f64(double x) {
  if (isnan(x) || x == GFX_INF || x == 0.0) return x;
  if (x < -1.0) return GFX_NAN;
  if (x == -1.0) return -GFX_INF;
  if (x >= -0.2928932188134524 && x <= 0.41421356237309503) return __gfxsim_log1p_kernel(x);
  // u = 1 + x rounded; c = the rounding error relative to u (log(u + d) ~ log(u) + d/u).
  double u = 1.0 + x;
  double c = x > 1.0 ? (x - (u - 1.0)) / u : (1.0 - (u - x)) / u;
  double2 fe = __gfxsim_log_reduce(u);
  double f = fe.x, de = fe.y;
  return de * LN2_HI + (__gfxsim_log1p_kernel(f) + (de * LN2_LO + c));
}

// log(x) as hi + lo (about 2^-60 relative) for finite x > 0, for pow.
double2 __gfxsim_log_dd(double x) {
  double2 fe = __gfxsim_log_reduce(x);
  double f = fe.x;
  double d = 2.0 + f, dl = (2.0 - d) + f;
  double s = f / d;
  double sl = (fma(-s, d, f) - s * dl) / d;
  double z = s * s;
  double t = s * z * LOG_POLY(z) + 2.0 * sl;
  double h = 2.0 * s;
  double lh = h + t, ll = (h - lh) + t;
  double de = fe.y;
  double eh = de * LN2_HI;
  double sh = eh + lh;
  double sll = ((eh - sh) + lh) + (ll + de * LN2_LO);
  double rh = sh + sll;
  return (double2)(rh, (sh - rh) + sll);
}

// ---- powers ----

// y is an integer / an odd integer (finite y).
int __gfxsim_isint(double y) { return rint(y) == y; }
int __gfxsim_isodd(double y) { return rint(y) == y && fabs(y) < 0x1p53 && rint(y * 0.5) != y * 0.5; }

// e^(wh + wl) 2^-shift, wl below an ulp of wh (shift >= 0 keeps a too large result finite).
double __gfxsim_exp_dd(double wh, double wl, int shift) {
  if (wh > 709.79 + 0.6931471805599453 * (double)shift) return GFX_INF;
  if (wh < -745.2) return 0.0;
  double k = rint(wh * INVLN2_HI);
  // wl (up to an ulp of wh) joins the reduced argument, not the correction: e^(r + tl) is
  // taken as e^r (1 + tl), which needs tl tiny.
  double hi = wh - k * LN2_HI, lo = k * LN2_LO - wl;
  double r = hi - lo;
  return __gfxsim_expk(r, (hi - r) - lo, (int)k - shift);
}

// |x|^(y + yl) for finite x != 0 and finite y (yl: y's low part, for rootn's 1/n), from
// log|x| and e^w in extra precision.
double __gfxsim_pow_core(double ax, double y, double yl) {
  double2 l = __gfxsim_log_dd(ax);
  double wh = y * l.x;
  double wl = fma(y, l.x, -wh) + (y * l.y + yl * l.x);
  return __gfxsim_exp_dd(wh, wl, 0);
}

double __gfxsim_pow_f64(double x, double y) {
  if (y == 0.0 || x == 1.0) return 1.0;
  if (isnan(x) || isnan(y)) return x + y;
  double ax = fabs(x);
  int yodd = __gfxsim_isodd(y);
  if (isinf(y)) {
    if (ax == 1.0) return 1.0;
    return (ax < 1.0) == (y < 0.0) ? GFX_INF : 0.0;
  }
  if (x == 0.0 || isinf(x)) {
    // 0^y and inf^y: a power of 0 or inf, the sign kept for odd y.
    double r = (x == 0.0) == (y < 0.0) ? GFX_INF : 0.0;
    return yodd ? copysign(r, x) : r;
  }
  if (x < 0.0 && !__gfxsim_isint(y)) return GFX_NAN;
  double r = __gfxsim_pow_core(ax, y, 0.0);
  return x < 0.0 && yodd ? -r : r;
}

// powr: pow for x >= 0 only, with the OpenCL C 6.15.2.2 special cases.
double __gfxsim_powr_f64(double x, double y) {
  if (isnan(x) || isnan(y) || x < 0.0) return GFX_NAN;
  if (x == 0.0) return y == 0.0 ? GFX_NAN : (y < 0.0 ? GFX_INF : 0.0);
  if (isinf(x)) return y == 0.0 ? GFX_NAN : (y < 0.0 ? 0.0 : GFX_INF);
  if (x == 1.0) return isinf(y) ? GFX_NAN : 1.0;
  return __gfxsim_pow_f64(x, y);
}

double __gfxsim_pown_f64(double x, int n) { return __gfxsim_pow_f64(x, (double)n); }

double __gfxsim_rootn_f64(double x, int n) {
  if (n == 0) return GFX_NAN;
  if (isnan(x)) return x;
  int odd = (n & 1) != 0;
  if (x < 0.0 && !odd) return GFX_NAN;
  if (x == 0.0) return n > 0 ? (odd ? x : 0.0) : (odd ? copysign(GFX_INF, x) : GFX_INF);
  if (isinf(x)) return n > 0 ? x : copysign(0.0, x);
  // 1/n as a double and its remainder: the rounding of 1/n alone costs |log x| / n ulps.
  double dn = (double)n;
  double yh = 1.0 / dn;
  double r = __gfxsim_pow_core(fabs(x), yh, fma(-yh, dn, 1.0) / dn);
  return x < 0.0 ? -r : r;
}

double __gfxsim_cbrt_f64(double x) {
  if (isnan(x) || isinf(x) || x == 0.0) return x;
  double ax = fabs(x);
  int k = 0;
  if (ax < 0x1p-1000) {
    ax *= 0x1p54;
    k = -18;
  }
  // ax = m 2^(3q) with m in [1, 8): cbrt(ax) = cbrt(m) 2^q.
  long hx = as_long(ax);
  int e = (int)(hx >> 52) - 1023;
  int q = (e >= 0 ? e : e - 2) / 3;
  double m = as_double(hx - ((long)(3 * q) << 52));
  // A first guess, linear in m on [1, 8) (within 10%), then Halley's iteration
  // y <- y (y^3 + 2m) / (2y^3 + m), cubically convergent; the last step a Newton step on
  // y^3 - m with the residual computed by fma.
  double y = 0.7 + 0.18 * m;
  for (int i = 0; i < 3; ++i) {
    double y3 = y * y * y;
    y = y * ((y3 + 2.0 * m) / (2.0 * y3 + m));
  }
  double y2 = y * y, y2l = fma(y, y, -y2);
  double res = fma(y2, y, -m) + y2l * y;
  y = y - res / (3.0 * y2);
  return copysign(__gfxsim_scale(y, q + k), x);
}

double __gfxsim_hypot_f64(double x, double y) {
  double ax = fabs(x), ay = fabs(y);
  if (isinf(ax) || isinf(ay)) return GFX_INF;
  if (isnan(ax) || isnan(ay)) return ax + ay;
  double a = fmax(ax, ay), b = fmin(ax, ay);
  if (a == 0.0) return 0.0;
  double s = 1.0;
  if (a > 0x1p500) {
    a *= 0x1p-600;
    b *= 0x1p-600;
    s = 0x1p600;
  } else if (a < 0x1p-500) {
    a *= 0x1p600;
    b *= 0x1p600;
    s = 0x1p-600;
  }
  // a^2 + b^2 with a^2's rounding error kept; sqrt halves the relative error left.
  double a2 = a * a, a2l = fma(a, a, -a2);
  double sum = a2 + fma(b, b, a2l);
  return sqrt(sum) * s;
}

// ---- trigonometric functions ----

// 2/pi, 32 bits a word: word 0 is zero, word i > 0 holds bits 32(i-1)+1 .. 32i after the point
uint8 __gfxsim_2opi_window_f32(int q) {
  uint16 t = (uint16)(0x00000000u, 0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u, 0xdb629599u, 0x3c439041u, 0xfe5163abu, 0xdebbc561u, 0xb7246e3au, 0u, 0u, 0u, 0u, 0u, 0u);
  return q == 0 ? t.s01234567 : q == 1 ? t.s12345678 : q == 2 ? t.s23456789 : t.s3456789a;
}
uint8 __gfxsim_2opi_window(int q) {
  switch (q) {
    case 4: return (uint8)(0xf534ddc0u, 0xdb629599u, 0x3c439041u, 0xfe5163abu, 0xdebbc561u, 0xb7246e3au, 0x424dd2e0u, 0u);
    case 5: return (uint8)(0xdb629599u, 0x3c439041u, 0xfe5163abu, 0xdebbc561u, 0xb7246e3au, 0x424dd2e0u, 0x06492eeau, 0u);
    case 6: return (uint8)(0x3c439041u, 0xfe5163abu, 0xdebbc561u, 0xb7246e3au, 0x424dd2e0u, 0x06492eeau, 0x09d1921cu, 0u);
    case 7: return (uint8)(0xfe5163abu, 0xdebbc561u, 0xb7246e3au, 0x424dd2e0u, 0x06492eeau, 0x09d1921cu, 0xfe1deb1cu, 0u);
    case 8: return (uint8)(0xdebbc561u, 0xb7246e3au, 0x424dd2e0u, 0x06492eeau, 0x09d1921cu, 0xfe1deb1cu, 0xb129a73eu, 0u);
    case 9: return (uint8)(0xb7246e3au, 0x424dd2e0u, 0x06492eeau, 0x09d1921cu, 0xfe1deb1cu, 0xb129a73eu, 0xe88235f5u, 0u);
    case 10: return (uint8)(0x424dd2e0u, 0x06492eeau, 0x09d1921cu, 0xfe1deb1cu, 0xb129a73eu, 0xe88235f5u, 0x2ebb4484u, 0u);
    case 11: return (uint8)(0x06492eeau, 0x09d1921cu, 0xfe1deb1cu, 0xb129a73eu, 0xe88235f5u, 0x2ebb4484u, 0xe99c7026u, 0u);
    case 12: return (uint8)(0x09d1921cu, 0xfe1deb1cu, 0xb129a73eu, 0xe88235f5u, 0x2ebb4484u, 0xe99c7026u, 0xb45f7e41u, 0u);
    case 13: return (uint8)(0xfe1deb1cu, 0xb129a73eu, 0xe88235f5u, 0x2ebb4484u, 0xe99c7026u, 0xb45f7e41u, 0x3991d639u, 0u);
    case 14: return (uint8)(0xb129a73eu, 0xe88235f5u, 0x2ebb4484u, 0xe99c7026u, 0xb45f7e41u, 0x3991d639u, 0x835339f4u, 0u);
    case 15: return (uint8)(0xe88235f5u, 0x2ebb4484u, 0xe99c7026u, 0xb45f7e41u, 0x3991d639u, 0x835339f4u, 0x9c845f8bu, 0u);
    case 16: return (uint8)(0x2ebb4484u, 0xe99c7026u, 0xb45f7e41u, 0x3991d639u, 0x835339f4u, 0x9c845f8bu, 0xbdf9283bu, 0u);
    case 17: return (uint8)(0xe99c7026u, 0xb45f7e41u, 0x3991d639u, 0x835339f4u, 0x9c845f8bu, 0xbdf9283bu, 0x1ff897ffu, 0u);
    case 18: return (uint8)(0xb45f7e41u, 0x3991d639u, 0x835339f4u, 0x9c845f8bu, 0xbdf9283bu, 0x1ff897ffu, 0xde05980fu, 0u);
    case 19: return (uint8)(0x3991d639u, 0x835339f4u, 0x9c845f8bu, 0xbdf9283bu, 0x1ff897ffu, 0xde05980fu, 0xef2f118bu, 0u);
    case 20: return (uint8)(0x835339f4u, 0x9c845f8bu, 0xbdf9283bu, 0x1ff897ffu, 0xde05980fu, 0xef2f118bu, 0x5a0a6d1fu, 0u);
    case 21: return (uint8)(0x9c845f8bu, 0xbdf9283bu, 0x1ff897ffu, 0xde05980fu, 0xef2f118bu, 0x5a0a6d1fu, 0x6d367ecfu, 0u);
    case 22: return (uint8)(0xbdf9283bu, 0x1ff897ffu, 0xde05980fu, 0xef2f118bu, 0x5a0a6d1fu, 0x6d367ecfu, 0x27cb09b7u, 0u);
    case 23: return (uint8)(0x1ff897ffu, 0xde05980fu, 0xef2f118bu, 0x5a0a6d1fu, 0x6d367ecfu, 0x27cb09b7u, 0x4f463f66u, 0u);
    case 24: return (uint8)(0xde05980fu, 0xef2f118bu, 0x5a0a6d1fu, 0x6d367ecfu, 0x27cb09b7u, 0x4f463f66u, 0x9e5fea2du, 0u);
    case 25: return (uint8)(0xef2f118bu, 0x5a0a6d1fu, 0x6d367ecfu, 0x27cb09b7u, 0x4f463f66u, 0x9e5fea2du, 0x7527bac7u, 0u);
    case 26: return (uint8)(0x5a0a6d1fu, 0x6d367ecfu, 0x27cb09b7u, 0x4f463f66u, 0x9e5fea2du, 0x7527bac7u, 0xebe5f17bu, 0u);
    case 27: return (uint8)(0x6d367ecfu, 0x27cb09b7u, 0x4f463f66u, 0x9e5fea2du, 0x7527bac7u, 0xebe5f17bu, 0x3d0739f7u, 0u);
    case 28: return (uint8)(0x27cb09b7u, 0x4f463f66u, 0x9e5fea2du, 0x7527bac7u, 0xebe5f17bu, 0x3d0739f7u, 0x8a5292eau, 0u);
    case 29: return (uint8)(0x4f463f66u, 0x9e5fea2du, 0x7527bac7u, 0xebe5f17bu, 0x3d0739f7u, 0x8a5292eau, 0x6bfb5fb1u, 0u);
    case 30: return (uint8)(0x9e5fea2du, 0x7527bac7u, 0xebe5f17bu, 0x3d0739f7u, 0x8a5292eau, 0x6bfb5fb1u, 0x1f8d5d08u, 0u);
    case 31: return (uint8)(0x7527bac7u, 0xebe5f17bu, 0x3d0739f7u, 0x8a5292eau, 0x6bfb5fb1u, 0x1f8d5d08u, 0x56033046u, 0u);
    default: return __gfxsim_2opi_window_f32(q);
  }
}

// x = (4n + q) pi/2 + r for |x| >= 2^25 (finite): r (|r| <= pi/4) and q, from the bits of
// 2/pi that matter (Payne & Hanek): x = M 2^ex with M a 53-bit integer; the bits of 2/pi
// weighing 2^(ex-i) >= 4 give multiples of 4 and drop out, so a 192-bit window W of 2/pi
// from bit ex - 1 on makes x 2/pi = M W 2^-190 (mod 4), to 2^-137. f32: x is a float (below
// 2^128), and a short table does.
double2 __gfxsim_rem_pio2_huge(double x, int f32) {
  long hx = as_long(x) & 0x7fffffffffffffffL;
  int ex = (int)(hx >> 52) - 1075;
  ulong m = (ulong)((hx & 0x000fffffffffffffL) | 0x0010000000000000L);
  // Bit s (1-based) of the zero-padded string (32 zeros, then 2/pi); s - 1 = 32 q + r.
  int s = ex - 1 + 32;
  int q = (s - 1) >> 5, sh = (s - 1) & 31;
  uint8 w = f32 ? __gfxsim_2opi_window_f32(q) : __gfxsim_2opi_window(q);
  uint w0 = w.s0, w1 = w.s1, w2 = w.s2, w3 = w.s3, w4 = w.s4, w5 = w.s5, w6 = w.s6;
  // The window's six words, most significant first.
  uint v5 = (uint)((((ulong)w0 << 32) | w1) >> (32 - sh));
  uint v4 = (uint)((((ulong)w1 << 32) | w2) >> (32 - sh));
  uint v3 = (uint)((((ulong)w2 << 32) | w3) >> (32 - sh));
  uint v2 = (uint)((((ulong)w3 << 32) | w4) >> (32 - sh));
  uint v1 = (uint)((((ulong)w4 << 32) | w5) >> (32 - sh));
  uint v0 = (uint)((((ulong)w5 << 32) | w6) >> (32 - sh));
  // P = M * W in 32-bit limbs p0 (least significant) .. p6: column i sums the low halves of
  // m0 v_i and m1 v_(i-1) and the carry (no overflow: each below 2^32, the carry below
  // 2^33); the high halves go to the next column's carry.
  ulong m0 = m & 0xffffffffUL, m1 = m >> 32;
  ulong a, b, sum, carry;
  uint p0, p1, p2, p3, p4, p5;
  a = m0 * v0;
  p0 = (uint)a;
  carry = a >> 32;
#define GFX_LIMB(out, vi, vprev) \
  a = m0 * (vi); \
  b = m1 * (vprev); \
  sum = (a & 0xffffffffUL) + (b & 0xffffffffUL) + carry; \
  out = (uint)sum; \
  carry = (sum >> 32) + (a >> 32) + (b >> 32);
  GFX_LIMB(p1, v1, v0)
  GFX_LIMB(p2, v2, v1)
  GFX_LIMB(p3, v3, v2)
  GFX_LIMB(p4, v4, v3)
  GFX_LIMB(p5, v5, v4)
#undef GFX_LIMB
  // The binary point is at bit 190: bits 190-191 (p5's top two) are n mod 4; the fraction
  // is p5[29:0] p4 p3 p2 p1 p0, read as three 53-bit integers A, B, C.
  int n = (int)(p5 >> 30);
  ulong top = ((ulong)(p5 & 0x3fffffffu) << 32) | p4;  // 62 bits
  ulong mid = ((ulong)p3 << 32) | p2;
  ulong low = ((ulong)p1 << 32) | p0;
  ulong A = top >> 9;                                       // fraction bits 1..53
  ulong B = ((top & 0x1ffUL) << 44) | (mid >> 20);          // 54..106
  ulong C = ((mid & 0xfffffUL) << 33) | (low >> 31);        // 107..159
  double fh = (double)A * 0x1p-53;
  double fl = (double)B * 0x1p-106 + (double)C * 0x1p-159;
  if (fh >= 0.5) {
    fh -= 1.0;
    n += 1;
  }
  double f = fh + fl, fr = (fh - f) + fl;
  double r = f * PIO2_HI;
  double rl = fma(f, PIO2_HI, -r) + (f * PIO2_LO + fr * PIO2_HI);
  r += rl;
  if (x < 0.0) {
    r = -r;
    n = -n;
  }
  return (double2)(r, (double)(n & 3));
}

// x = (4n + q) pi/2 + r, |r| <= pi/4 (a little more for |x| < 2^25), for finite x.
double2 __gfxsim_rem_pio2(double x, int f32) {
  if (fabs(x) <= 0.7853981633974483) return (double2)(x, 0.0);
  if (fabs(x) >= 0x1p25) return __gfxsim_rem_pio2_huge(x, f32);
  // Cody-Waite: pi/2 in four parts, the first three of 28 bits (k * part exact for k < 2^25).
  double k = rint(x * 0.6366197723675814);
  double r = x - k * PIO2_1;
  r -= k * PIO2_2;
  r -= k * PIO2_3;
  r -= k * PIO2_4;
  return (double2)(r, (double)((int)k & 3));
}

double __gfxsim_sin_kernel(double r) {
  double z = r * r;
  return fma(r * z, SIN_POLY(z), r);
}

double __gfxsim_cos_kernel(double r) {
  // 1 - z/2 + z^2 C(z), with 1 - z/2's rounding error put back.
  double z = r * r;
  double hz = 0.5 * z;
  double w = 1.0 - hz;
  return w + (((1.0 - w) - hz) + z * z * COS_POLY(z));
}

double __gfxsim_sin_k(double x, int f32) {
  if (isnan(x) || isinf(x)) return x - x;
  if (x == 0.0) return x;  // keeps -0
  double2 rq = __gfxsim_rem_pio2(x, f32);
  int q = (int)rq.y;
  double v = (q & 1) ? __gfxsim_cos_kernel(rq.x) : __gfxsim_sin_kernel(rq.x);
  return (q & 2) ? -v : v;
}

double __gfxsim_cos_k(double x, int f32) {
  if (isnan(x) || isinf(x)) return x - x;
  double2 rq = __gfxsim_rem_pio2(x, f32);
  int q = (int)rq.y;
  double v = (q & 1) ? __gfxsim_sin_kernel(rq.x) : __gfxsim_cos_kernel(rq.x);
  return ((q + 1) & 2) ? -v : v;
}

double2 __gfxsim_sincos_k(double x, int f32) {
  if (isnan(x) || isinf(x)) return (double2)(x - x, x - x);
  if (x == 0.0) return (double2)(x, 1.0);
  double2 rq = __gfxsim_rem_pio2(x, f32);
  int q = (int)rq.y;
  double s = __gfxsim_sin_kernel(rq.x), c = __gfxsim_cos_kernel(rq.x);
  double sv = (q & 1) ? c : s, cv = (q & 1) ? s : c;
  return (double2)((q & 2) ? -sv : sv, ((q + 1) & 2) ? -cv : cv);
}

double __gfxsim_tan_k(double x, int f32) {
  if (isnan(x) || isinf(x)) return x - x;
  if (x == 0.0) return x;
  double2 rq = __gfxsim_rem_pio2(x, f32);
  int q = (int)rq.y;
  double s = __gfxsim_sin_kernel(rq.x), c = __gfxsim_cos_kernel(rq.x);
  return (q & 1) ? -c / s : s / c;
}

double __gfxsim_sin_f64(double x) { return __gfxsim_sin_k(x, 0); }
double __gfxsim_cos_f64(double x) { return __gfxsim_cos_k(x, 0); }
double __gfxsim_tan_f64(double x) { return __gfxsim_tan_k(x, 0); }
double2 __gfxsim_sincos_f64(double x) { return __gfxsim_sincos_k(x, 0); }
float __gfxsim_sin_f32(float x) { return (float)__gfxsim_sin_k((double)x, 1); }
float __gfxsim_cos_f32(float x) { return (float)__gfxsim_cos_k((double)x, 1); }
float __gfxsim_tan_f32(float x) { return (float)__gfxsim_tan_k((double)x, 1); }

// ---- inverse trigonometric functions ----

// atan(t) for 0 <= t <= 1 (t may be an inf/huge reciprocal's caller's job).
double __gfxsim_atan01(double t) {
  // Above tan(pi/8): atan(t) = pi/4 + atan((t - 1) / (t + 1)).
  if (t > 0.41421356237309503) {
    double u = (t - 1.0) / (t + 1.0);
    double z = u * u;
    return 0.7853981633974483 + (fma(u * z, ATAN_POLY(z), u) + 0.5 * PIO2_LO);
  }
  double z = t * t;
  return fma(t * z, ATAN_POLY(z), t);
}

double __gfxsim_atan_f64(double x) {
  if (isnan(x)) return x;
  double ax = fabs(x);
  double r;
  if (ax <= 1.0) {
    r = __gfxsim_atan01(ax);
  } else {
    // atan(t) = pi/2 - atan(1/t).
    r = PIO2_HI - (__gfxsim_atan01(1.0 / ax) - PIO2_LO);
  }
  return copysign(r, x);
}

double __gfxsim_atan2_f64(double y, double x) {
  if (isnan(x) || isnan(y)) return x + y;
  double ay = fabs(y), ax = fabs(x);
  double r;
  if (ay == 0.0) {
    r = signbit(x) ? PI_HI : 0.0;
  } else if (ax == 0.0) {
    r = PIO2_HI;
  } else if (isinf(ax) && isinf(ay)) {
    r = signbit(x) ? 2.356194490192345 : 0.7853981633974483;
  } else if (isinf(ax)) {
    r = signbit(x) ? PI_HI : 0.0;
  } else if (isinf(ay)) {
    r = PIO2_HI;
  } else {
    double a;
    if (ay <= ax) {
      a = __gfxsim_atan01(ay / ax);
    } else {
      double t = ax / ay;
      a = PIO2_HI - (__gfxsim_atan01(t) - PIO2_LO);
    }
    r = signbit(x) ? PI_HI - (a - PI_LO) : a;
  }
  return copysign(r, y);
}

// asin(x) for |x| <= 1/2.
double __gfxsim_asin_small(double x) {
  double z = x * x;
  return fma(x * z, ASIN_POLY(z), x);
}

double __gfxsim_asin_f64(double x) {
  if (isnan(x)) return x;
  double ax = fabs(x);
  if (ax > 1.0) return GFX_NAN;
  if (x == 0.0) return x;
  if (ax <= 0.5) return __gfxsim_asin_small(x);
  // asin(a) = pi/2 - 2 asin(sqrt((1 - a) / 2)).
  double s = sqrt(0.5 * (1.0 - ax));
  double r = PIO2_HI - (2.0 * __gfxsim_asin_small(s) - PIO2_LO);
  return copysign(r, x);
}

double __gfxsim_acos_f64(double x) {
  if (isnan(x)) return x;
  double ax = fabs(x);
  if (ax > 1.0) return GFX_NAN;
  if (ax <= 0.5) return PIO2_HI - (__gfxsim_asin_small(x) - PIO2_LO);
  // acos(a) = 2 asin(sqrt((1 - a) / 2)); acos(-a) = pi - acos(a).
  double s = sqrt(0.5 * (1.0 - ax));
  double a = 2.0 * __gfxsim_asin_small(s);
  return x > 0.0 ? a : PI_HI - (a - PI_LO);
}

// ---- hyperbolic functions ----

double __gfxsim_sinh_f64(double x) {
  if (isnan(x) || isinf(x)) return x;
  double ax = fabs(x);
  double r;
  if (ax < 22.0) {
    // sinh = (E + E / (E + 1)) / 2, E = e^|x| - 1.
    double em = __gfxsim_expm1_f64(ax);
    r = 0.5 * (em + em / (em + 1.0));
  } else {
    double h = __gfxsim_exp_f64(0.5 * ax);
    r = (0.5 * h) * h;
  }
  return copysign(r, x);
}

double __gfxsim_cosh_f64(double x) {
  if (isnan(x)) return x;
  double ax = fabs(x);
  if (ax < 1.0) {
    // cosh = 1 + E^2 / (2 (E + 1)), E = e^|x| - 1.
    double em = __gfxsim_expm1_f64(ax);
    return 1.0 + em * em / (2.0 * (em + 1.0));
  }
  if (ax < 22.0) {
    double e = __gfxsim_exp_f64(ax);
    return 0.5 * e + 0.5 / e;
  }
  double h = __gfxsim_exp_f64(0.5 * ax);
  return (0.5 * h) * h;
}

double __gfxsim_tanh_f64(double x) {
  if (isnan(x)) return x;
  double ax = fabs(x);
  double r;
  if (ax > 22.0) {
    r = 1.0;
  } else {
    // tanh = E / (E + 2), E = e^(2|x|) - 1.
    double em = __gfxsim_expm1_f64(2.0 * ax);
    r = em / (em + 2.0);
  }
  return copysign(r, x);
}

double __gfxsim_asinh_f64(double x) {
  if (isnan(x) || isinf(x) || x == 0.0) return x;
  double a = fabs(x);
  double r;
  if (a > 0x1p28) {
    r = __gfxsim_log_f64(a) + LN2D_HI;
  } else if (a > 2.0) {
    r = __gfxsim_log_f64(2.0 * a + 1.0 / (sqrt(fma(a, a, 1.0)) + a));
  } else {
    // asinh(a) = log1p(a + a^2 / (1 + sqrt(1 + a^2))).
    double a2 = a * a;
    r = __gfxsim_log1p_f64(a + a2 / (1.0 + sqrt(1.0 + a2)));
  }
  return copysign(r, x);
}

double __gfxsim_acosh_f64(double x) {
  if (isnan(x)) return x;
  if (x < 1.0) return GFX_NAN;
  if (x > 0x1p28) return __gfxsim_log_f64(x) + LN2D_HI;
  if (x > 2.0) return __gfxsim_log_f64(2.0 * x - 1.0 / (x + sqrt(fma(x, x, -1.0))));
  // acosh(1 + t) = log1p(t + sqrt(2t + t^2)), t = x - 1 exact.
  double t = x - 1.0;
  return __gfxsim_log1p_f64(t + sqrt(fma(t, t, 2.0 * t)));
}

double __gfxsim_atanh_f64(double x) {
  if (isnan(x) || x == 0.0) return x;
  double a = fabs(x);
  if (a > 1.0) return GFX_NAN;
  if (a == 1.0) return copysign(GFX_INF, x);
  // atanh(a) = log1p(2a / (1 - a)) / 2, 1 - a exact for a >= 1/2.
  double r = a < 0.5 ? 0.5 * __gfxsim_log1p_f64(2.0 * a + 2.0 * a * a / (1.0 - a))
                     : 0.5 * __gfxsim_log1p_f64(2.0 * a / (1.0 - a));
  return copysign(r, x);
}

// ---- functions of pi x ----

// sin(pi x) and cos(pi x) for finite |x| < 2^52, x >= 0: x = k/2 + r, |r| <= 1/4 (exact),
// pi r in two parts.
double2 __gfxsim_sincospi_pos(double x) {
  double k = rint(2.0 * x);
  double r = x - 0.5 * k;
  double ph = r * PI_HI;
  double pl = fma(r, PI_HI, -ph) + r * PI_LO;
  double s = __gfxsim_sin_kernel(ph) + pl;
  double c = __gfxsim_cos_kernel(ph) - pl * ph;
  int q = (int)(k - 4.0 * floor(0.25 * k));  // k mod 4
  double sv = (q & 1) ? c : s, cv = (q & 1) ? -s : c;
  if (q & 2) {
    sv = -sv;
    cv = -cv;
  }
  // Exact zeros are +0 (sinpi(n), cospi(n + 1/2)).
  return (double2)(sv == 0.0 ? 0.0 : sv, cv == 0.0 ? 0.0 : cv);
}

double __gfxsim_sinpi_f64(double x) {
  if (isnan(x) || isinf(x)) return x - x;
  double a = fabs(x);
  if (a >= 0x1p52) return copysign(0.0, x);  // an integer
  if (a < 0x1p-1000) return x * PI_HI;       // no underflow in the reduction
  return copysign(1.0, x) * __gfxsim_sincospi_pos(a).x;
}

double __gfxsim_cospi_f64(double x) {
  if (isnan(x) || isinf(x)) return x - x;
  double a = fabs(x);
  if (a >= 0x1p53) return 1.0;  // an even integer
  if (a >= 0x1p52) return rint(0.5 * a) * 2.0 == a ? 1.0 : -1.0;
  return __gfxsim_sincospi_pos(a).y;
}

double __gfxsim_tanpi_f64(double x) {
  if (isnan(x) || isinf(x)) return x - x;
  double a = fabs(x);
  double r;
  if (a >= 0x1p52) {
    // An integer: +0 for even, -0 for odd (OpenCL C 6.15.2.3), mirrored for x < 0.
    r = a < 0x1p53 && rint(0.5 * a) * 2.0 != a ? -0.0 : 0.0;
  } else if (a < 0x1p-1000) {
    r = a * PI_HI;
  } else {
    double2 sc = __gfxsim_sincospi_pos(a);
    r = sc.x / sc.y;
  }
  return signbit(x) ? -r : r;
}

// y / pi with 1/pi in two parts.
double __gfxsim_over_pi(double y) {
  if (y == 0.0) return y;  // keeps -0
  double h = y * INVPI_HI;
  return h + (fma(y, INVPI_HI, -h) + y * INVPI_LO);
}

double __gfxsim_asinpi_f64(double x) { return __gfxsim_over_pi(__gfxsim_asin_f64(x)); }
double __gfxsim_acospi_f64(double x) { return __gfxsim_over_pi(__gfxsim_acos_f64(x)); }
double __gfxsim_atanpi_f64(double x) { return __gfxsim_over_pi(__gfxsim_atan_f64(x)); }
double __gfxsim_atan2pi_f64(double y, double x) { return __gfxsim_over_pi(__gfxsim_atan2_f64(y, x)); }

// ---- exponent and remainders ----

double __gfxsim_logb_f64(double x) {
  if (isnan(x)) return x;
  if (isinf(x)) return GFX_INF;
  if (x == 0.0) return -GFX_INF;
  double a = fabs(x);
  int k = 0;
  if (a < 0x1p-1022) {
    a *= 0x1p54;
    k = -54;
  }
  return (double)((int)(as_long(a) >> 52) - 1023 + k);
}

// fmod(a, b) for finite a >= 0, b > 0, exactly: the integer significands' remainder, the
// exponent difference shifted in 11 bits at a time (the remainder stays below 2^53).
double __gfxsim_fmod_pos(double a, double b) {
  if (a < b) return a;
  long ha = as_long(a), hb = as_long(b);
  int ea = (int)(ha >> 52), eb = (int)(hb >> 52);
  ulong ma = (ulong)(ha & 0x000fffffffffffffL), mb = (ulong)(hb & 0x000fffffffffffffL);
  // a = ma 2^(ea - 1075), a denormal's exponent field 0 counting as 1.
  if (ea == 0) ea = 1; else ma |= 0x0010000000000000UL;
  if (eb == 0) eb = 1; else mb |= 0x0010000000000000UL;
  ulong r = ma % mb;
  for (int d = ea - eb; d > 0;) {
    int sh = min(d, 11);
    r = (r << sh) % mb;
    d -= sh;
  }
  return __gfxsim_scale((double)r, eb - 1075);
}

// remquo: (x - n y, n's low 3 bits with the sign of x / y), n = x / y rounded to nearest
// even; every step exact (Sterbenz's lemma), from |x| mod 8|y|.
double2 __gfxsim_remquo_core(double x, double y) {
  if (isnan(x) || isnan(y) || isinf(x) || y == 0.0) return (double2)(GFX_NAN, 0.0);
  if (isinf(y)) return (double2)(x, 0.0);
  double ay = fabs(y);
  // Above 2^1020, multiples of |y| overflow: compare fractions of a instead (exact there).
  int big = ay >= 0x1p1020;
  double a = fabs(x);
  if (!big) {
    a = __gfxsim_fmod_pos(a, 8.0 * ay);
  } else if (0.125 * a >= ay) {
    a -= 8.0 * ay;
  }
  int q = 0;
  if (big ? 0.25 * a >= ay : a >= 4.0 * ay) {
    a -= 4.0 * ay;
    q += 4;
  }
  if (big ? 0.5 * a >= ay : a >= 2.0 * ay) {
    a -= 2.0 * ay;
    q += 2;
  }
  if (a >= ay) {
    a -= ay;
    q += 1;
  }
  if (a > ay - a || (a == ay - a && (q & 1))) {
    a -= ay;
    q += 1;
  }
  q &= 7;
  return (double2)(signbit(x) ? -a : a, (double)((x < 0.0) != (y < 0.0) ? -q : q));
}

double __gfxsim_remainder_f64(double x, double y) { return __gfxsim_remquo_core(x, y).x; }
double2 __gfxsim_remquo_f64(double x, double y) { return __gfxsim_remquo_core(x, y); }

// ---- error functions ----

// exp(-x^2) for x >= 0 with x^2's rounding error kept (e^-(h + l) ~ e^-h (1 - l)).
double __gfxsim_exp_msq(double x) {
  double h = x * x, l = fma(x, x, -h);
  double e = __gfxsim_exp_f64(-h);
  return e - e * l;
}

// erfc(x) for x >= 1.
double __gfxsim_erfc_big(double x) {
  if (x >= 27.3) return 0.0;
  double p;
  if (x < 2.0) {
    p = ERFC1_POLY(x - 1.5);
  } else if (x < 3.0) {
    p = ERFC2_POLY(x - 2.5);
  } else if (x < 4.5) {
    p = ERFC3_POLY(x - 3.75);
  } else {
    double u = 1.0 / (x * x);
    p = ERFC4_POLY(u) / x;
  }
  return __gfxsim_exp_msq(x) * p;
}

double __gfxsim_erf_f64(double x) {
  if (isnan(x) || x == 0.0) return x;
  double a = fabs(x);
  double r;
  if (a <= 1.0) return x * ERF_POLY(x * x);
  r = a >= 6.0 ? 1.0 : 1.0 - __gfxsim_erfc_big(a);
  return copysign(r, x);
}

double __gfxsim_erfc_f64(double x) {
  if (isnan(x)) return x;
  double a = fabs(x);
  if (a < 1.0) return 1.0 - x * ERF_POLY(x * x);
  if (x < 0.0) return a >= 6.0 ? 2.0 : 2.0 - __gfxsim_erfc_big(a);
  return __gfxsim_erfc_big(a);
}

// ---- gamma ----

// Gamma(x) 2^-shift for x >= 1/2 (finite, below 190): a polynomial on [1, 2], the recurrence
// Gamma(x + 1) = x Gamma(x) below 10, Stirling's formula with e^((x - 1/2) log x - x) in
// double-double above.
double __gfxsim_gamma_pos(double x, int shift) {
  double p = 1.0;
  if (x < 1.0) {
    p = 1.0 / x;
    x += 1.0;
  }
  if (x < 10.0) {
    while (x > 2.0) {
      x -= 1.0;  // exact
      p *= x;
    }
    return __gfxsim_scale(p * GAMMA12_POLY(x - 1.5), -shift);
  }
  double2 l = __gfxsim_log_dd(x);
  double y = x - 0.5;  // exact
  double wh = y * l.x;
  double wl = fma(y, l.x, -wh) + y * l.y;
  double sh = wh - x;
  double sl = ((wh - sh) - x) + wl;
  return __gfxsim_exp_dd(sh, sl, shift) * (SQRT2PI_HI * STIRLING_POLY(1.0 / x));
}

double __gfxsim_tgamma_f64(double x) {
  if (isnan(x) || x == GFX_INF) return x;
  if (x == 0.0) return copysign(GFX_INF, x);
  if (x < 0.0 && (isinf(x) || rint(x) == x)) return GFX_NAN;
  if (x > 171.7) return GFX_INF;
  if (x >= 0.5) return __gfxsim_gamma_pos(x, 0);
  if (x > -0.5) return __gfxsim_gamma_pos(x + 1.0, 0) / x;
  // Reflection: Gamma(x) = pi / (sin(pi x) Gamma(1 - x)); Gamma(1 - x) scaled by 2^-128
  // where it would overflow, and the quotient scaled back.
  double s = __gfxsim_sinpi_f64(x);
  if (x < -184.0) return copysign(0.0, s);
  int shift = x < -170.0 ? 128 : 0;
  // 1 - x rounds (up to half an ulp of it, hundreds of ulps of Gamma); its rounding error
  // al goes in through Gamma(a + al) ~ Gamma(a) (1 + al psi(a)), psi(a) ~ log a - 1/(2a).
  double a = 1.0 - x;
  double ab = a - 1.0;
  double al = (1.0 - (a - ab)) + (-x - ab);
  double g = __gfxsim_gamma_pos(a, shift);
  g = fma(g, al * (__gfxsim_log_f64(a) - 0.5 / a), g);
  return __gfxsim_scale(PI_HI / (s * g), -shift);
}

// (log|Gamma(x)|, the sign of Gamma(x)): log of Gamma below 10 (accurate absolutely, not
// relatively, next to the zeros at 1 and 2: OpenCL C 7.4 sets lgamma no ulp bound), Stirling's
// formula in log form above, the reflection formula for x < 0.
double2 __gfxsim_lgamma_r_f64(double x) {
  if (isnan(x)) return (double2)(x, 0.0);
  if (isinf(x)) return (double2)(GFX_INF, 1.0);
  if (x == 0.0) return (double2)(GFX_INF, signbit(x) ? -1.0 : 1.0);
  if (x < 0.0 && rint(x) == x) return (double2)(GFX_INF, 0.0);
  double ax = fabs(x);
  // Gamma(x) ~ 1/x - gamma_E near 0: below 2^-60 the log of 1/|x| is all.
  if (ax < 0x1p-60) return (double2)(-__gfxsim_log_f64(ax), x < 0.0 ? -1.0 : 1.0);
  double r;
  if (ax < 0.5) {
    r = __gfxsim_log_f64(__gfxsim_gamma_pos(ax + 1.0, 0)) - __gfxsim_log_f64(ax);
  } else if (ax < 10.0) {
    r = __gfxsim_log_f64(__gfxsim_gamma_pos(ax, 0));
  } else {
    double l = __gfxsim_log_f64(ax);
    r = (ax - 0.5) * l - ax + (LNSQRT2PI_HI + __gfxsim_log_f64(STIRLING_POLY(1.0 / ax)));
  }
  if (x > 0.0) return (double2)(r, 1.0);
  // log|Gamma(x)| = log(pi / |x sin(pi x)|) - log Gamma(-x), from Gamma(x) Gamma(1 - x) =
  // pi / sin(pi x) and Gamma(1 - x) = -x Gamma(-x).
  double s = __gfxsim_sinpi_f64(x);
  double l = __gfxsim_log_f64(PI_HI / fabs(s * x));
  if (isinf(l)) l = LNPI_HI - __gfxsim_log_f64(fabs(s)) - __gfxsim_log_f64(ax);
  return (double2)(l - r, s < 0.0 ? -1.0 : 1.0);
}

double __gfxsim_lgamma_f64(double x) { return __gfxsim_lgamma_r_f64(x).x; }

// ---- float: the double function rounded once ----

#define GFX_F32_1(name) \
  float __gfxsim_##name##_f32(float x) { return (float)__gfxsim_##name##_f64((double)x); }
#define GFX_F32_2(name) \
  float __gfxsim_##name##_f32(float x, float y) { return (float)__gfxsim_##name##_f64((double)x, (double)y); }
GFX_F32_1(exp)
GFX_F32_1(exp2)
GFX_F32_1(exp10)
GFX_F32_1(expm1)
GFX_F32_1(log)
GFX_F32_1(log2)
GFX_F32_1(log10)
GFX_F32_1(log1p)
GFX_F32_1(cbrt)
GFX_F32_1(atan)
GFX_F32_1(asin)
GFX_F32_1(acos)
GFX_F32_1(sinh)
GFX_F32_1(cosh)
GFX_F32_1(tanh)
GFX_F32_1(asinh)
GFX_F32_1(acosh)
GFX_F32_1(atanh)
GFX_F32_1(asinpi)
GFX_F32_1(acospi)
GFX_F32_1(atanpi)
GFX_F32_1(logb)
GFX_F32_1(erf)
GFX_F32_1(erfc)
GFX_F32_1(tgamma)
GFX_F32_1(lgamma)
GFX_F32_2(pow)
GFX_F32_2(powr)
GFX_F32_2(atan2)
GFX_F32_2(hypot)
GFX_F32_2(atan2pi)
float __gfxsim_pown_f32(float x, int n) { return (float)__gfxsim_pown_f64((double)x, n); }
float __gfxsim_rootn_f32(float x, int n) { return (float)__gfxsim_rootn_f64((double)x, n); }
float2 __gfxsim_sincos_f32(float x) {
  double2 r = __gfxsim_sincos_k((double)x, 1);
  return (float2)((float)r.x, (float)r.y);
}
// sinpi, cospi, tanpi: float's reduction is exact in double for every float.
float __gfxsim_sinpi_f32(float x) { return (float)__gfxsim_sinpi_f64((double)x); }
float __gfxsim_cospi_f32(float x) { return (float)__gfxsim_cospi_f64((double)x); }
float __gfxsim_tanpi_f32(float x) { return (float)__gfxsim_tanpi_f64((double)x); }
// remainder and remquo are exact in any precision: float's own values through the double code.
float __gfxsim_remainder_f32(float x, float y) { return (float)__gfxsim_remainder_f64((double)x, (double)y); }
float2 __gfxsim_remquo_f32(float x, float y) {
  double2 r = __gfxsim_remquo_core((double)x, (double)y);
  return (float2)((float)r.x, (float)r.y);
}
// fract, modf, frexp, ldexp: exact. fract is floor's remainder kept below 1 (a tiny negative x
// would round up to 1), 0 with x's sign for an infinity; modf the part trunc drops, with x's
// sign; frexp and ldexp the hardware's v_frexp_mant/exp and v_ldexp (denormals, infinities and
// NaNs as OpenCL C 3.0 6.15.2 wants them). The second lane of fract/modf is the integral part,
// of frexp the exponent.
float2 __gfxsim_fract_f32(float x) {
  float fl = floor(x);
  float r = isinf(x) ? copysign(0.0f, x) : fmin(x - fl, 0x1.fffffep-1f);
  return (float2)(isnan(x) ? x : r, fl);
}
double2 __gfxsim_fract_f64(double x) {
  double fl = floor(x);
  double r = isinf(x) ? copysign(0.0, x) : fmin(x - fl, 0x1.fffffffffffffp-1);
  return (double2)(isnan(x) ? x : r, fl);
}
float2 __gfxsim_modf_f32(float x) {
  float ip = trunc(x);
  return (float2)(copysign(isinf(x) ? 0.0f : x - ip, x), ip);
}
double2 __gfxsim_modf_f64(double x) {
  double ip = trunc(x);
  return (double2)(copysign(isinf(x) ? 0.0 : x - ip, x), ip);
}
float2 __gfxsim_frexp_f32(float x) {
  return (float2)(__builtin_amdgcn_frexp_mantf(x), (float)__builtin_amdgcn_frexp_expf(x));
}
double2 __gfxsim_frexp_f64(double x) {
  return (double2)(__builtin_amdgcn_frexp_mant(x), (double)__builtin_amdgcn_frexp_exp(x));
}
float __gfxsim_ldexp_f32(float x, int n) { return __builtin_amdgcn_ldexpf(x, n); }
double __gfxsim_ldexp_f64(double x, int n) { return __builtin_amdgcn_ldexp(x, n); }
float2 __gfxsim_lgamma_r_f32(float x) {
  double2 r = __gfxsim_lgamma_r_f64((double)x);
  return (float2)((float)r.x, (float)r.y);
}

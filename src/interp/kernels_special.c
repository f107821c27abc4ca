/* kernels_special.c - special functions behind CHLO ops that C's libm lacks
 * (or provides only with global state, like lgamma's signgam): log-gamma,
 * digamma, polygamma, Hurwitz zeta, inverse erf, and the exponentially
 * scaled modified Bessel function I1e. All work in double; results are
 * rounded to the op's format by the caller. Accuracy is close to double
 * precision, well beyond what the f32 oracle needs. */
#include <math.h>

#include "interp_internal.h"

static const double PI = 3.14159265358979323846;

/* Lanczos approximation (g = 7, 9 terms), reflected for x < 0.5. */
static double lgamma_pos(double x) {
  static const double c[9] = {0.99999999999980993,  676.5203681218851,     -1259.1392167224028,
                              771.32342877765313,   -176.61502916214059,   12.507343278686905,
                              -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7};
  x -= 1;
  double a = c[0], t = x + 7.5;
  for (int i = 1; i < 9; i++) a += c[i] / (x + i);
  return 0.5 * log(2 * PI) + (x + 0.5) * log(t) - t + log(a);
}

double pt_lgamma(double x) {
  if (isnan(x)) return x;
  if (isinf(x)) return INFINITY;
  if (x <= 0 && x == floor(x)) return INFINITY;
  if (x < 0.5) {
    double s = sin(PI * x);
    return log(PI / fabs(s)) - lgamma_pos(1 - x);
  }
  if (x == 1 || x == 2) return 0;
  return lgamma_pos(x);
}

double pt_digamma(double x) {
  if (isnan(x)) return x;
  if (x == INFINITY) return INFINITY;
  if (x == -INFINITY) return NAN;
  if (x <= 0 && x == floor(x)) return NAN;
  double r = 0;
  if (x < 0.5) {
    /* psi(x) = psi(1 - x) - pi / tan(pi x) */
    r = -PI / tan(PI * x);
    x = 1 - x;
  }
  while (x < 10) {
    r -= 1 / x;
    x += 1;
  }
  double f = 1 / (x * x);
  /* Asymptotic series with Bernoulli numbers B2k / 2k. */
  double t = f * (-1.0 / 12 + f * (1.0 / 120 + f * (-1.0 / 252 + f * (1.0 / 240 + f * (-1.0 / 132 + f * (691.0 / 32760 + f * (-1.0 / 12)))))));
  return r + log(x) - 0.5 / x + t;
}

/* Hurwitz zeta(x, q) = sum_k (k + q)^-x by Euler-Maclaurin summation. */
double pt_zeta(double x, double q) {
  static const double A[12] = {12.0,
                               -720.0,
                               30240.0,
                               -1209600.0,
                               47900160.0,
                               -1.8924375803183791606e9,
                               7.47242496e10,
                               -2.950130727918164224e12,
                               1.1646782814350067249e14,
                               -4.5979787224074726105e15,
                               1.8152105401943546773e17,
                               -7.1661652561756670113e18};
  if (isnan(x) || isnan(q)) return NAN;
  if (x == 1) return INFINITY;
  if (x < 1) return NAN;
  if (q <= 0) {
    if (q == floor(q)) return INFINITY;
    if (x != floor(x)) return NAN; /* q^-x is not real */
  }
  double s = pow(q, -x), a = q, b = 0;
  int i = 0;
  while (i < 9 || a <= 9.0) {
    i++;
    a += 1.0;
    b = pow(a, -x);
    s += b;
    if (fabs(b / s) < 1.1e-16) return s;
  }
  double w = a;
  s += b * w / (x - 1);
  s -= 0.5 * b;
  double fac = 1.0, k = 0.0;
  for (i = 0; i < 12; i++) {
    fac *= x + k;
    b /= w;
    double t = fac * b / A[i];
    s += t;
    if (fabs(t / s) < 1.1e-16) break;
    k += 1.0;
    fac *= x + k;
    b /= w;
    k += 1.0;
  }
  return s;
}

double pt_polygamma(double n, double x) {
  if (isnan(n) || isnan(x) || n < 0 || n != floor(n)) return NAN;
  if (n == 0) return pt_digamma(x);
  /* psi^(n)(x) = (-1)^(n+1) n! zeta(n + 1, x) */
  double sign = fmod(n, 2.0) == 0 ? -1.0 : 1.0;
  return sign * exp(pt_lgamma(n + 1)) * pt_zeta(n + 1, x);
}

double pt_erf_inv(double y) {
  if (isnan(y) || y < -1 || y > 1) return NAN;
  if (y == 1) return INFINITY;
  if (y == -1) return -INFINITY;
  if (y == 0) return y;
  /* Winitzki's closed form as the start, then Newton on erf (or on erfc
   * near +-1, where erf(x) - y cancels). */
  const double a = 0.147;
  double l = log((1 - y) * (1 + y));
  double t = 2 / (PI * a) + l / 2;
  double x = sqrt(sqrt(t * t - l / a) - t);
  double ay = fabs(y), tail = 1 - ay;
  for (int i = 0; i < 6; i++) {
    double f = ay > 0.5 ? -(erfc(x) - tail) : erf(x) - ay;
    double d = 2 / sqrt(PI) * exp(-x * x);
    if (d == 0) break;
    double step = f / d;
    x -= step;
    if (fabs(step) <= 1e-17 * fabs(x)) break;
  }
  return y < 0 ? -x : x;
}

double pt_bessel_i1e(double x) {
  if (isnan(x)) return x;
  double ax = fabs(x), r;
  if (ax == INFINITY) return x > 0 ? 0.0 : -0.0;
  if (ax <= 20) {
    /* I1(x) = sum (x/2)^(2k+1) / (k! (k+1)!): positive terms, no cancellation. */
    double h = ax / 2, term = h, sum = term, h2 = h * h;
    for (int k = 1; k < 200 && term > sum * 1e-18; k++) {
      term *= h2 / ((double)k * (double)(k + 1));
      sum += term;
    }
    r = sum * exp(-ax);
  } else {
    /* I1(x) e^-x ~ 1/sqrt(2 pi x) sum_k (-1)^k prod_{j<=k}(4 - (2j-1)^2) / (k! (8x)^k) */
    double term = 1, sum = 1;
    for (int k = 1; k < 60; k++) {
      double next = term * -(4.0 - (2.0 * k - 1) * (2.0 * k - 1)) / (k * 8.0 * ax);
      if (fabs(next) >= fabs(term)) break;
      term = next;
      sum += term;
      if (fabs(term) < 1e-18 * fabs(sum)) break;
    }
    r = sum / sqrt(2 * PI * ax);
  }
  return x < 0 ? -r : r;
}

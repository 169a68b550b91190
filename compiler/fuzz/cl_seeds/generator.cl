typedef struct { uint v[4]; } ctr4_t;
typedef struct { uint v[2]; } key2_t;
#define MULHI(a, b) mul_hi((uint)(a), (uint)(b))
#define ROUND(c, k, M0, M1) do { \
    uint hi0 = MULHI(M0, c.v[0]), lo0 = (M0) * c.v[0]; \
    uint hi1 = MULHI(M1, c.v[2]), lo1 = (M1) * c.v[2]; \
    ctr4_t o = {{hi1 ^ c.v[1] ^ k.v[0], lo1, hi0 ^ c.v[3] ^ k.v[1], lo0}}; c = o; } while (0)
#define BUMP(k) do { k.v[0] += 0x9E3779B9u; k.v[1] += 0xBB67AE85u; } while (0)

static ctr4_t gen(ctr4_t c, key2_t k) {
  for (int r = 0; r < 10; ++r) { ROUND(c, k, 0xD2511F53u, 0xCD9E8D57u); BUMP(k); }
  return c;
}
static void advance(ctr4_t *c) { if (++c->v[0] == 0) if (++c->v[1] == 0) ++c->v[2]; }

__kernel void uniform(__global float *out, key2_t key, ctr4_t counter, long n, float a, float b) {
  long idx = get_global_id(0);
  ctr4_t c = counter;
  c.v[3] += (uint)idx;
  while (idx + 4 <= n) {
    ctr4_t r = gen(c, key);
    for (int j = 0; j < 4; ++j) out[idx + j] = a + (b - a) * (r.v[j] * (1.0f / 4294967296.0f));
    advance(&c);
    idx += get_global_size(0) * 4;
  }
}

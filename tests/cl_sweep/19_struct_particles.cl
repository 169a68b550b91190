// sweep: kernel=step grid=128 block=64
// arg: inout float 1536
// arg: float 0.1
typedef struct {
  float4 pos;
  float4 vel;
  float mass;
  int id;
  float pad[2];
} Particle;
__kernel void step(__global Particle* ps, float dt) {
  __global Particle* p = &ps[get_global_id(0)];
  p->vel.y -= 9.8f * dt;
  p->pos += p->vel * dt;
  if (p->pos.y < 0.0f) {
    p->pos.y = -p->pos.y;
    p->vel.y = -p->vel.y * 0.5f;
  }
  p->mass = p->mass * 0.99f + (float)(p->id & 3);
}

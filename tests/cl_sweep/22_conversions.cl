// sweep: kernel=conv grid=256 block=64
// arg: out uchar 256
// arg: out int 256
// arg: out short 256
// arg: in float 256 -300 300
__kernel void conv(__global uchar* u8, __global int* i32, __global short* i16, __global const float* in) {
  size_t i = get_global_id(0);
  float x = in[i] * 1.37f;
  u8[i] = convert_uchar_sat_rte(x);
  i32[i] = convert_int_rtn(x) + convert_int_rtp(x * 0.5f);
  i16[i] = convert_short_sat(x * 300.0f);
}

// transpose: out = in transposed, through a 16x16 LDS tile, on a 2D grid.
// in is `height` rows of `width` floats; out is `width` rows of `height` floats. A work-group
// reads a tile row-wise (coalesced), then writes the transposed tile row-wise; the tile row is
// padded to 17 floats so the column reads hit different LDS banks.
#define TRANSPOSE_TILE 16

__kernel __attribute__((reqd_work_group_size(TRANSPOSE_TILE, TRANSPOSE_TILE, 1)))
void transpose(__global const float* in, __global float* out, uint width, uint height) {
  __local float tile[TRANSPOSE_TILE][TRANSPOSE_TILE + 1];
  uint lx = get_local_id(0);
  uint ly = get_local_id(1);
  uint tile_col = get_group_id(0) * TRANSPOSE_TILE;  // first input column of this tile
  uint tile_row = get_group_id(1) * TRANSPOSE_TILE;  // first input row of this tile
  uint x = tile_col + lx;
  uint y = tile_row + ly;
  if (x < width && y < height) {
    tile[ly][lx] = in[y * width + x];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  // Output row = input column (tile_col + ly), output column = input row (tile_row + lx).
  uint out_row = tile_col + ly;
  uint out_col = tile_row + lx;
  if (out_row < width && out_col < height) {
    out[out_row * height + out_col] = tile[lx][ly];
  }
}

// A transpose through a local tile.
kernel void transpose(global const int *in, global int *out, int w, int h) {
  local int tile[16][17];
  int x = (int)get_global_id(0), y = (int)get_global_id(1);
  int lx = (int)get_local_id(0), ly = (int)get_local_id(1);
  if (x < w && y < h)
    tile[ly][lx] = in[y * w + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  int ox = (int)get_group_id(1) * 16 + lx, oy = (int)get_group_id(0) * 16 + ly;
  if (ox < h && oy < w)
    out[oy * h + ox] = tile[lx][ly];
}

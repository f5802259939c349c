// A work-group sum in local memory with barriers (a tree reduction).
kernel void reduce_local(global const int *in, global int *out, local int *scratch) {
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  scratch[lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s)
      scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = scratch[0];
}

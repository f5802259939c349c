// A per-work-group inclusive prefix sum (Hillis-Steele) in local memory.
kernel void prefix_sum(global const int *in, global int *out, local int *buf) {
  size_t lid = get_local_id(0), gid = get_global_id(0), n = get_local_size(0);
  buf[lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t off = 1; off < n; off <<= 1) {
    int t = lid >= off ? buf[lid - off] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    buf[lid] += t;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[gid] = buf[lid];
}

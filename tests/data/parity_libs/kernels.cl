// OpenCL kernels that call the device libraries (opencl.bc, ocml).
__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void cl_math(global float* out, global const float* in) {
    size_t i = get_global_id(0);
    out[i] = sqrt(in[i]) + sin(in[i]) * exp(in[i]) + native_recip(in[i] + 1.0f);
}

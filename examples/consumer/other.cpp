// Unrelated to the kernels.
#include <cstdio>
int main() { std::puts("other"); }

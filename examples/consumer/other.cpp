// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Unrelated to the kernels.
#include <cstdio>
int main() { std::puts("other"); }

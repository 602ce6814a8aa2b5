// Shared by the HIP test kernels; editing it must rebuild their bundle (depfile).
#pragma once
#define TILE 16

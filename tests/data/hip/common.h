// Shared by the HIP test kernels; editing it must rebuild their bundle (depfile).
#pragma once
#ifndef TILE
#define TILE 16
#endif
#include "extra.h"

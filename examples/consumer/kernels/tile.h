// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Tile sizes of the register-heavy kernel; editing this header rebuilds the bundle (depfile).
#pragma once
#define TILE_M 16
#define TILE_N 8

// Found through include_dirs = ["inc"] in the manifest.
#pragma once
#define KILN_EXTRA_SCALE 2.0f

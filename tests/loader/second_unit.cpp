// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A second translation unit including the generated header: the embedded bundle must still be
// one definition (COMDAT), and this unit sees the same bytes.
#include "example.hpp"

std::string_view embedded_from_other_unit() {
    return std::string_view(kiln_example_bundle_begin,
                            static_cast<std::size_t>(kiln_example_bundle_end - kiln_example_bundle_begin));
}

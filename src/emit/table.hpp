#pragma once
// The resource summary table printed by `kiln build` and `kiln inspect`.
#include <cstdint>
#include <string>
#include <vector>

namespace kiln::emit {

struct TableRow {
    std::string kernel;
    std::string target;
    std::uint32_t vgprs = 0;
    std::uint32_t sgprs = 0;
    std::uint32_t agprs = 0;
    std::uint32_t lds = 0;      // static LDS bytes
    std::uint32_t scratch = 0;  // bytes per work-item
    std::uint32_t spills = 0;   // VGPR + SGPR spills
};

std::string format_table(const std::vector<TableRow>& rows);

}  // namespace kiln::emit

// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The instruction mix of a kernel's PTX (codeobj::InstructionMix) for kiln's speed estimate: the
// instructions inside its loops — a loop is a branch back to a label at or above it; loops inside
// loops count once, as part of the outermost — or, in a kernel without loops (all unrolled), its
// whole body. Multiply-adds are fma.* and the tensor-core mma/wgmma; shared loads ld.shared and
// ldmatrix; global loads ld.global and cp.async from global memory, with the bytes a thread loads
// in one iteration of the loop that loads most, and the number of loops that load (passes).
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "target/nvptx/nvptx.hpp"
#include "util/strings.hpp"

namespace kiln::target::nvptx {

namespace {

// The opcode of an instruction line, after its predicate ("@%p1 bra $L__BB0_2;" -> "bra").
std::string_view opcode(std::string_view line) {
    if (!line.empty() && line.front() == '@') line = util::trim(line.substr(std::min(line.find_first_of(" \t"), line.size())));
    return line.substr(0, line.find_first_of(" \t;"));
}

// Bytes one thread loads with a global load instruction: ld.global's vector count x its type's
// size, cp.async's copy size (its last operand); 0 where not a global load.
std::int64_t global_load_bytes(std::string_view op, std::string_view line) {
    if (op.starts_with("cp.async")) {
        if (op.find(".global") == std::string_view::npos) return 0;
        const std::size_t comma = line.rfind(',');
        std::int64_t size = 0;
        for (char c : util::trim(line.substr(comma == std::string_view::npos ? line.size() : comma + 1)))
            if (c >= '0' && c <= '9') size = size * 10 + (c - '0');
            else break;
        return size > 0 ? size : 16;
    }
    if (!op.starts_with("ld.global")) return 0;
    std::int64_t lanes = 1, size = 4;
    for (std::size_t at = 0; at <= op.size();) {
        std::size_t dot = op.find('.', at);
        if (dot == std::string_view::npos) dot = op.size();
        const std::string_view part = op.substr(at, dot - at);
        at = dot + 1;
        if (part == "v2") lanes = 2;
        else if (part == "v4") lanes = 4;
        else if (part == "v8") lanes = 8;
        else if (part.size() >= 2 && std::string_view("bsuf").find(part[0]) != std::string_view::npos && part[1] >= '0' && part[1] <= '9') {
            const std::string_view digits = part.substr(1);
            if (digits == "8") size = 1;
            else if (digits == "16") size = 2;
            else if (digits == "32") size = 4;
            else if (digits == "64") size = 8;
            else if (digits == "128") size = 16;
        }
    }
    return lanes * size;
}

}  // namespace

codeobj::InstructionMix ptx_instruction_mix(std::string_view ptx) {
    std::vector<std::string_view> body;          // instructions, in order
    std::map<std::string_view, std::size_t> labels;  // label -> index of the instruction after it
    std::size_t depth = 0;                       // inside a function's braces
    for (std::size_t at = 0; at < ptx.size();) {
        std::size_t end = ptx.find('\n', at);
        if (end == std::string_view::npos) end = ptx.size();
        std::string_view line = util::trim(ptx.substr(at, end - at));
        at = end + 1;
        if (const std::size_t comment = line.find("//"); comment != std::string_view::npos) line = util::trim(line.substr(0, comment));
        if (line.empty()) continue;
        if (line == "{") ++depth;
        else if (line == "}") depth -= depth > 0;
        if (depth == 0 || line.front() == '.' || line == "{" || line == "}") continue;
        if (line.back() == ':') {
            labels[line.substr(0, line.size() - 1)] = body.size();
            continue;
        }
        body.push_back(line);
    }
    // Loops: [label, branch] ranges; the outermost ones (not inside another) are counted.
    std::vector<std::pair<std::size_t, std::size_t>> loops;
    for (std::size_t i = 0; i < body.size(); ++i) {
        if (opcode(body[i]).substr(0, 3) != "bra") continue;
        std::string_view target = util::trim(body[i].substr(body[i].rfind(' ') + 1));
        if (!target.empty() && target.back() == ';') target.remove_suffix(1);
        const auto label = labels.find(target);
        if (label != labels.end() && label->second <= i) loops.emplace_back(label->second, i);
    }
    std::vector<std::pair<std::size_t, std::size_t>> counted;
    for (const auto& l : loops) {
        bool inside = false;
        for (const auto& o : loops) inside = inside || (o != l && o.first <= l.first && l.second <= o.second);
        if (!inside) counted.push_back(l);
    }
    if (counted.empty() && !body.empty()) counted.emplace_back(0, body.size() - 1);
    codeobj::InstructionMix mix;
    mix.known = true;
    for (const auto& [first, last] : counted) {
        std::int64_t bytes = 0;
        for (std::size_t i = first; i <= last; ++i) {
            const std::string_view op = opcode(body[i]);
            if (op.starts_with("fma.") || op.starts_with("mma.") || op.starts_with("wgmma.mma_async")) ++mix.fma;
            else if (op.starts_with("ld.shared") || op.starts_with("ldmatrix")) ++mix.shared_loads;
            else if (const std::int64_t b = global_load_bytes(op, body[i]); b > 0) ++mix.global_loads, bytes += b;
        }
        mix.load_bytes = std::max(mix.load_bytes, bytes);
        mix.passes += bytes > 0;
    }
    return mix;
}

}  // namespace kiln::target::nvptx

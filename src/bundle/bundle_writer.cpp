#include "bundle/bundle_writer.hpp"

#include <kiln/runtime/bundle.hpp>

namespace kiln::bundle {

static void put_u64(std::string& out, std::uint64_t v) { out.append(reinterpret_cast<const char*>(&v), 8); }
static std::uint64_t align_up(std::uint64_t v, std::uint64_t a) { return (v + a - 1) / a * a; }

std::string hip_entry_id(std::string_view target_id) {
    return "hipv4-amdgcn-amd-amdhsa--" + std::string(target_id);
}

std::string write_bundle(std::span<const Entry> entries) {
    std::uint64_t header = runtime::k_bundle_magic.size() + 8;
    for (const auto& e : entries) header += 24 + e.id.size();
    // Offsets as clang computes them: each entry at the next aligned position after the last.
    std::vector<std::uint64_t> offsets;
    std::uint64_t pos = header;
    for (const auto& e : entries) {
        pos = align_up(pos, k_alignment);
        offsets.push_back(pos);
        pos += e.data.size();
    }
    std::string out(runtime::k_bundle_magic);
    put_u64(out, entries.size());
    for (std::size_t i = 0; i < entries.size(); ++i) {
        put_u64(out, offsets[i]);
        put_u64(out, entries[i].data.size());
        put_u64(out, entries[i].id.size());
        out += entries[i].id;
    }
    for (std::size_t i = 0; i < entries.size(); ++i) {
        out.resize(offsets[i], '\0');
        out.append(entries[i].data);
    }
    return out;
}

}  // namespace kiln::bundle

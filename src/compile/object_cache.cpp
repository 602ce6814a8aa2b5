// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The compiled-object cache's keys and entries: the first key (object_key) from the inputs alone,
// so a hit needs no LLVM work; the second (module_key) from the kernel's prepared module, so an
// edit elsewhere in its source still hits; the entry holds the attributes as applied and the
// warnings beside the object, read back as hostile bytes.
#include <llvm/Config/llvm-config.h>

#include "cache/cache.hpp"
#include "compile/internal.hpp"
#include "target/codegen.hpp"
#include "util/file_hash.hpp"
#include "util/strings.hpp"

namespace kiln::compile {

namespace {

// The LLVM options, in order (a later option can override an earlier one).
void add_llvm_args(util::KeyBuilder& key, const CompileRequest& req) {
    const std::vector<std::string> args = llvm_args_of(req);
    key.add("llvm_args").add(std::to_string(args.size()));
    for (const auto& a : args) key.add(a);
}

}  // namespace

std::vector<std::string> llvm_args_of(const CompileRequest& req) {
    std::vector<std::string> args = codegen_of(*req.target).llvm_options(*req.kernel);
    args.insert(args.end(), req.kernel->llvm_args.value.begin(), req.kernel->llvm_args.value.end());
    return args;
}

// The second key, for when the first misses: the kernel's own module, split out, renamed and with
// its attributes applied (its bitcode holds all kiln did to it), then the target and the versions.
// An edit elsewhere in the source changes the first key but not this one.
std::string module_key(const std::string& bitcode, const CompileRequest& req) {
    util::KeyBuilder key = cache::versioned_key("kiln-module", LLVM_VERSION_STRING);
    key.add(req.target->id.value).add(bitcode);
    add_llvm_args(key, req);
    return key.hex();
}

// Cache entry payload: "<n>\n", n lines "backend\tname\tvalue\torigin\tline\tcolumn\tchecked\n"
// (the attributes as applied), "<s>\n<w>\n" and w warnings as "<size>\n<text>" (the first s about
// the source, the rest LLVM's), "<p>\n" and p per-thread arrays left in memory as "<size>\n<text>",
// then the object.
// Read as hostile: every count and number checked, anything malformed is a miss.
std::string encode_entry(const CompileResult& r) {
    std::string out = std::to_string(r.applied.size()) + "\n";
    for (const auto& a : r.applied)
        out += a.backend + "\t" + a.name + "\t" + a.value + "\t" + std::to_string(static_cast<int>(a.origin)) + "\t" +
               std::to_string(a.pos.line) + "\t" + std::to_string(a.pos.column) + "\t" + (a.checked ? "1" : "0") + "\n";
    out += std::to_string(r.source_warnings) + "\n" + std::to_string(r.warnings.size()) + "\n";
    for (const auto& w : r.warnings) out += std::to_string(w.size()) + "\n" + w;
    out += std::to_string(r.private_arrays.size()) + "\n";
    for (const auto& a : r.private_arrays) out += std::to_string(a.size()) + "\n" + a;
    return out + r.object;
}

bool decode_entry(std::string_view payload, CompileResult& r) {
    util::PayloadReader in(payload);
    const auto count = in.number();
    if (!count) return false;
    std::vector<manifest::ResolvedAttr> applied;
    for (std::uint64_t i = 0; i < *count; ++i) {
        auto l = in.line();
        if (!l) return false;
        std::vector<std::string_view> f;
        for (std::string_view rest = *l;;) {
            const std::size_t tab = rest.find('\t');
            f.push_back(rest.substr(0, tab));
            if (tab == std::string_view::npos) break;
            rest.remove_prefix(tab + 1);
        }
        if (f.size() != 7) return false;
        const auto origin = util::parse_decimal(f[3]), row = util::parse_decimal(f[4]), col = util::parse_decimal(f[5]);
        if (!origin || *origin > static_cast<int>(manifest::k_last_origin) || !row || *row > UINT32_MAX || !col ||
            *col > UINT32_MAX || (f[6] != "0" && f[6] != "1"))
            return false;
        manifest::ResolvedAttr a{std::string(f[0]), std::string(f[1]), std::string(f[2]),
                                 static_cast<manifest::Origin>(*origin), {}, f[6] == "1", {}};
        a.pos.line = static_cast<std::uint32_t>(*row);
        a.pos.column = static_cast<std::uint32_t>(*col);
        applied.push_back(std::move(a));
    }
    const auto source_warnings = in.number(), warnings = in.number();
    if (!warnings || !source_warnings || *source_warnings > *warnings) return false;
    auto texts = [&](std::uint64_t n) -> std::optional<std::vector<std::string>> {
        std::vector<std::string> out;
        for (std::uint64_t i = 0; i < n; ++i) {
            const auto size = in.number();
            const auto text = size ? in.bytes(*size) : std::nullopt;
            if (!text) return std::nullopt;
            out.emplace_back(*text);
        }
        return out;
    };
    auto warning_texts = texts(*warnings);
    const auto array_count = warning_texts ? in.number() : std::nullopt;
    auto arrays = array_count ? texts(*array_count) : std::nullopt;
    if (!arrays) return false;
    r.applied = std::move(applied);
    r.warnings = std::move(*warning_texts);
    r.private_arrays = std::move(*arrays);
    r.source_warnings = static_cast<std::size_t>(*source_warnings);
    r.object = std::string(payload.substr(in.offset()));
    return true;
}

// The object's cache key: everything that determines it. The source's front-end output (by hash)
// fixes the kernel's code and the attributes it already has; the kernel's name, symbol, resolved
// attributes and fast_math fix what kiln does to it; then the target, the code object version and
// kiln's and LLVM's versions.
std::string object_key(const CompileRequest& req) {
    const manifest::ResolvedKernel& k = *req.kernel;
    util::KeyBuilder key = cache::versioned_key("kiln-object", LLVM_VERSION_STRING);
    key.add(req.target->id.value).add(std::to_string(req.code_object_version)).add(req.source_hash);
    key.add(k.name).add(k.symbol.value).add(k.fast_math.value ? "fast" : "ieee").add(std::to_string(k.wavefront_size.value));
    key.add(k.ir_pipeline.value);
    key.add(k.prec_sqrt.value ? "prec_sqrt" : "").add(k.prec_div.value ? "prec_div" : "");
    for (const auto& a : k.attrs) key.add(a.backend).add(a.name).add(a.value).add(a.yields_to_source() ? "yields" : "wins");
    add_llvm_args(key, req);
    return key.hex();
}

}  // namespace kiln::compile

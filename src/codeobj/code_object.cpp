// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// AMDHSA metadata through LLVM's ELF and MsgPack readers. Field names follow the AMDGPU
// code object v3+ metadata (LLVM AMDGPUUsage, "Code Object V3 Metadata").
#include "codeobj/code_object.hpp"
#include "codeobj/cubin.hpp"

#include <unordered_set>

#include <llvm/BinaryFormat/ELF.h>
#include <llvm/BinaryFormat/MsgPackDocument.h>
#include <llvm/Demangle/Demangle.h>
#include <llvm/Object/ELF.h>
#include <llvm/Support/Error.h>

namespace kiln::codeobj {

namespace {

std::string quote(llvm::StringRef s) {
    std::string q(1, '\'');
    q.append(s.data(), s.size());
    q += '\'';
    return q;
}

using ELFT = llvm::object::ELF64LE;

std::string take_message(llvm::Error e) { return llvm::toString(std::move(e)); }

void collect(const typename ELFT::Note& note, std::vector<std::string>& out) {
    if (note.getName() == "AMDGPU" && note.getType() == llvm::ELF::NT_AMDGPU_METADATA) {
        auto desc = note.getDesc(4);
        out.emplace_back(reinterpret_cast<const char*>(desc.data()), desc.size());
    }
}

// A count or size from the note: every number is hostile, so one outside 0..2^31-1 (which no
// kernel has, and which would wrap in the occupancy arithmetic) is an error, never truncated.
struct Fields {
    std::string error;
    std::uint32_t get(llvm::msgpack::MapDocNode& map, llvm::StringRef key) {
        auto it = map.find(key);
        if (it == map.end()) return 0;
        auto& n = it->second;
        std::int64_t v = -1;
        if (n.getKind() == llvm::msgpack::Type::UInt) v = n.getUInt() > 0x7fffffffu ? -1 : static_cast<std::int64_t>(n.getUInt());
        else if (n.getKind() == llvm::msgpack::Type::Int) v = n.getInt();
        else if (error.empty()) error = quote(key) + " is not an integer";
        if (v >= 0 && v <= 0x7fffffff) return static_cast<std::uint32_t>(v);
        if (error.empty()) error = quote(key) + " is out of range";
        return 0;
    }
};

// MsgPack's type bytes (msgpack spec) as the shape check names them.
const char* msgpack_kind(unsigned char b) {
    if (b <= 0x7f || b >= 0xe0 || (b >= 0xcc && b <= 0xd3)) return "an integer";
    if ((b >= 0x80 && b <= 0x8f) || b == 0xde || b == 0xdf) return "a map";
    if ((b >= 0x90 && b <= 0x9f) || b == 0xdc || b == 0xdd) return "an array";
    if ((b >= 0xa0 && b <= 0xbf) || (b >= 0xd9 && b <= 0xdb)) return "a string";
    if (b == 0xc0) return "nil";
    if (b == 0xc2 || b == 0xc3) return "a boolean";
    if (b == 0xca || b == 0xcb) return "a float";
    if (b >= 0xc4 && b <= 0xc6) return "binary data";
    return "an extension";
}

std::uint64_t big_endian(std::string_view b, std::size_t at, std::size_t n) {
    std::uint64_t v = 0;
    for (std::size_t i = 0; i < n; ++i) v = v << 8 | static_cast<unsigned char>(b[at + i]);
    return v;
}

}  // namespace

Result<void> check_metadata_shape(std::string_view blob) {
    // What is still to read in each open map or array: values left, and for a map whether the
    // next one is a key. Iterative, so nesting costs no stack; bounded anyway (AMDHSA metadata
    // nests 5 deep).
    struct Open {
        std::uint64_t left;
        bool map, key_next;
    };
    constexpr std::size_t k_max_depth = 64;
    std::vector<Open> open;
    std::size_t at = 0;
    auto where = [](std::size_t offset) { return " at byte " + std::to_string(offset); };
    do {
        if (at >= blob.size())
            return make_error(open.empty() ? "empty" : "truncated: it ends inside a map or an array" + where(at));
        const std::size_t start = at;
        const auto b = static_cast<unsigned char>(blob[at++]);
        if (b == 0xc1) return make_error("byte 0xc1 (never used by MsgPack)" + where(start));
        if (!open.empty() && open.back().map && open.back().key_next && !(b >= 0xa0 && b <= 0xbf) && !(b >= 0xd9 && b <= 0xdb))
            return make_error("a map key" + where(start) + " is " + msgpack_kind(b) + ", not a string");
        // The bytes after the type byte: a size field (of `width` bytes), then a payload.
        std::size_t width = 0, fixed = 0;
        std::uint64_t entries = 0;  // of a map (pairs) or an array
        const bool map = (b >= 0x80 && b <= 0x8f) || b == 0xde || b == 0xdf;
        const bool container = map || (b >= 0x90 && b <= 0x9f) || b == 0xdc || b == 0xdd;
        bool sized = false;
        if (b >= 0x80 && b <= 0x9f) entries = b & 0x0fu;
        else if (b >= 0xa0 && b <= 0xbf) fixed = b & 0x1fu;
        else if (b == 0xdc || b == 0xde) width = 2;
        else if (b == 0xdd || b == 0xdf) width = 4;
        else if (b == 0xc4 || b == 0xd9) sized = true, width = 1;
        else if (b == 0xc5 || b == 0xda) sized = true, width = 2;
        else if (b == 0xc6 || b == 0xdb) sized = true, width = 4;
        else if (b >= 0xc7 && b <= 0xc9) sized = true, width = std::size_t{1} << (b - 0xc7), fixed = 1;  // and a type byte
        else if (b == 0xca) fixed = 4;
        else if (b == 0xcb) fixed = 8;
        else if (b >= 0xcc && b <= 0xcf) fixed = std::size_t{1} << (b - 0xcc);
        else if (b >= 0xd0 && b <= 0xd3) fixed = std::size_t{1} << (b - 0xd0);
        else if (b >= 0xd4 && b <= 0xd8) fixed = 1 + (std::size_t{1} << (b - 0xd4));
        if (width > blob.size() - at) return make_error("truncated: " + std::string(msgpack_kind(b)) + where(start) + " has no size");
        const std::uint64_t n = big_endian(blob, at, width);
        at += width;
        if (container && width) entries = n;
        if (sized) fixed += n;
        if (fixed > blob.size() - at)
            return make_error("truncated: " + std::string(msgpack_kind(b)) + where(start) + " runs past the end of the note");
        at += fixed;
        // Every value takes a byte at least: a larger count cannot be honest.
        const std::uint64_t values = map ? 2 * entries : entries;
        if (values > blob.size() - at)
            return make_error(std::string(msgpack_kind(b)) + where(start) + " claims " + std::to_string(entries) +
                              (entries == 1 ? " entry" : " entries") + ", more than the rest of the note holds");
        if (!open.empty()) {
            --open.back().left;
            if (open.back().map) open.back().key_next = !open.back().key_next;
        }
        if (container) {
            if (open.size() == k_max_depth) return make_error("nested deeper than " + std::to_string(k_max_depth) + " levels" + where(start));
            open.push_back({values, map, true});
        }
        while (!open.empty() && open.back().left == 0) open.pop_back();
    } while (!open.empty());
    // Bytes after the document are left to LLVM's reader, as before: they are not a hazard.
    return {};
}

namespace {

std::string string_field(llvm::msgpack::MapDocNode& map, llvm::StringRef key) {
    auto it = map.find(key);
    if (it == map.end() || it->second.getKind() != llvm::msgpack::Type::String) return {};
    return it->second.getString().str();
}

}  // namespace

Result<std::vector<std::string>> metadata_blobs(std::string_view elf) {
    auto file = llvm::object::ELFFile<ELFT>::create(llvm::StringRef(elf.data(), elf.size()));
    if (!file) return make_error("not an ELF64 code object: " + take_message(file.takeError()));
    if (file->getHeader().e_machine != llvm::ELF::EM_AMDGPU) return make_error("not an AMDGPU code object");
    std::vector<std::string> blobs;
    // Notes of the PT_NOTE segments (or SHT_NOTE sections); `what` names the kind for errors.
    auto scan = [&](const auto& headers, auto is_note, const char* what) -> Result<void> {
        for (const auto& h : headers) {
            if (!is_note(h)) continue;
            llvm::Error err = llvm::Error::success();
            for (const auto& note : file->notes(h, err)) collect(note, blobs);
            if (err) return make_error(std::string("malformed note ") + what + ": " + take_message(std::move(err)));
        }
        return {};
    };
    // A linked object is read by its program headers, a relocatable one by its sections.
    auto phdrs = file->program_headers();
    if (!phdrs) return make_error(take_message(phdrs.takeError()));
    Result<void> scanned;
    if (!phdrs->empty()) {
        scanned = scan(*phdrs, [](const auto& ph) { return ph.p_type == llvm::ELF::PT_NOTE; }, "segment");
    } else {
        auto sections = file->sections();
        if (!sections) return make_error(take_message(sections.takeError()));
        scanned = scan(*sections, [](const auto& sh) { return sh.sh_type == llvm::ELF::SHT_NOTE; }, "section");
    }
    if (!scanned) return make_error(scanned.error());
    // LLVM's document reader, which every user of the blobs runs next, orders map keys with
    // DocNode's operator<, which reaches llvm_unreachable (a trap in release builds, SIGILL or
    // SIGSEGV) for a key that is a map or an array: the shape is checked here, first.
    for (std::size_t n = 0; n < blobs.size(); ++n) {
        if (auto shape = check_metadata_shape(blobs[n]); !shape)
            return make_error("malformed AMDGPU metadata note" +
                              (blobs.size() == 1 ? std::string() : " " + std::to_string(n + 1) + " of " + std::to_string(blobs.size())) +
                              ": " + shape.error());
    }
    return blobs;
}

std::string demangled(const std::string& symbol) {
    if (symbol.rfind("_Z", 0) != 0) return symbol;
    return llvm::demangle(symbol);
}

std::string target_id_of(const CodeObjectInfo& info) {
    const std::size_t dashes = info.target.find("--");
    return dashes == std::string::npos ? info.target : info.target.substr(dashes + 2);
}

Result<CodeObjectInfo> read_code_object(std::string_view elf) {
    if (is_cubin(elf)) return read_cubin(elf);
    auto blobs = metadata_blobs(elf);
    if (!blobs) return make_error(blobs.error());
    if (blobs->empty()) return make_error("no AMDGPU metadata note");
    CodeObjectInfo info;
    info.metadata_notes = blobs->size();
    std::unordered_set<std::string> names;  // each kernel once (a set: 10,000 kernels were 5 * 10^7 compares)
    // Several notes: one per LTO partition (clang's new offload driver links with lld's
    // --lto-partitions=8). As comgr merges them, the kernels of all of them, of one target.
    for (std::size_t n = 0; n < blobs->size(); ++n) {
    const std::string which = blobs->size() == 1 ? "" : " " + std::to_string(n + 1) + " of " + std::to_string(blobs->size());
    llvm::msgpack::Document doc;
    if (!doc.readFromBlob((*blobs)[n], false)) return make_error("AMDGPU metadata note" + which + " is not valid MsgPack");
    if (doc.getRoot().getKind() != llvm::msgpack::Type::Map) return make_error("AMDGPU metadata" + which + " is not a map");
    auto& root = doc.getRoot().getMap();
    const std::string target = string_field(root, "amdhsa.target");
    if (n == 0) info.target = target;
    else if (target != info.target)
        return make_error("AMDGPU metadata note" + which + " is for '" + target + "', the first for '" + info.target + "'");
    auto kernels = root.find("amdhsa.kernels");
    if (kernels == root.end()) return make_error("AMDGPU metadata" + which + " has no amdhsa.kernels");
    if (kernels->second.getKind() != llvm::msgpack::Type::Array)
        return make_error("AMDGPU metadata" + which + ": amdhsa.kernels is not an array");
    for (auto& node : kernels->second.getArray()) {
        if (node.getKind() != llvm::msgpack::Type::Map) return make_error("a kernel entry in amdhsa.kernels is not a map");
        auto& k = node.getMap();
        KernelInfo ki;
        Fields f;
        auto uint_field = [&](llvm::msgpack::MapDocNode& m, llvm::StringRef key) { return f.get(m, key); };
        ki.name = string_field(k, ".name");
        ki.symbol = string_field(k, ".symbol");
        ki.vgpr_count = uint_field(k, ".vgpr_count");
        ki.sgpr_count = uint_field(k, ".sgpr_count");
        ki.agpr_count = uint_field(k, ".agpr_count");
        ki.group_segment_fixed_size = uint_field(k, ".group_segment_fixed_size");
        ki.private_segment_fixed_size = uint_field(k, ".private_segment_fixed_size");
        ki.vgpr_spill_count = uint_field(k, ".vgpr_spill_count");
        ki.sgpr_spill_count = uint_field(k, ".sgpr_spill_count");
        ki.max_flat_workgroup_size = uint_field(k, ".max_flat_workgroup_size");
        ki.wavefront_size = uint_field(k, ".wavefront_size");
        ki.kernarg_segment_size = uint_field(k, ".kernarg_segment_size");
        if (auto reqd = k.find(".reqd_workgroup_size"); reqd != k.end()) {
            auto& n = reqd->second;
            if (n.getKind() != llvm::msgpack::Type::Array || n.getArray().size() != 3)
                return make_error("kernel '" + ki.name + "': .reqd_workgroup_size is not three integers");
            for (std::size_t i = 0; i < 3; ++i) {
                auto& d = n.getArray()[i];
                if (d.getKind() != llvm::msgpack::Type::UInt || d.getUInt() < 1 || d.getUInt() > 1024)
                    return make_error("kernel '" + ki.name + "': .reqd_workgroup_size holds a value outside 1..1024");
                ki.reqd_workgroup_size[i] = static_cast<std::uint32_t>(d.getUInt());
            }
        }
        if (auto args = k.find(".args"); args != k.end() && args->second.getKind() == llvm::msgpack::Type::Array) {
            for (auto& a : args->second.getArray()) {
                if (a.getKind() != llvm::msgpack::Type::Map) return make_error("a kernel argument in .args is not a map");
                auto& am = a.getMap();
                ki.args.push_back({string_field(am, ".name"), string_field(am, ".value_kind"), string_field(am, ".address_space"),
                                   uint_field(am, ".offset"), uint_field(am, ".size")});
            }
        }
        if (!f.error.empty()) return make_error("kernel '" + ki.name + "' in the AMDGPU metadata: " + f.error);
        if (!names.insert(ki.name).second) return make_error("kernel '" + ki.name + "' is in two AMDGPU metadata notes");
        info.kernels.push_back(std::move(ki));
    }
    }
    return info;
}

}  // namespace kiln::codeobj

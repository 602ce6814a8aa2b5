// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "codeobj/cubin.hpp"

#include <algorithm>
#include <cstring>
#include <map>
#include <optional>

#include "codeobj/elf.hpp"

namespace kiln::codeobj {

namespace {

// .nv.info attributes (EIATTR_*) kiln reads.
constexpr std::uint8_t k_max_threads = 0x05, k_reqntid = 0x10, k_frame_size = 0x11, k_kparam_info = 0x17,
                       k_regcount = 0x2f, k_num_barriers = 0x4c;
// Record formats: 1 no value, 2 one byte (padded to two), 3 a u16, 4 a u16 size and that many bytes.
constexpr std::uint8_t k_fmt_none = 1, k_fmt_byte = 2, k_fmt_half = 3, k_fmt_sized = 4;
constexpr std::uint32_t k_sht_symtab = 2, k_stt_func = 2;
constexpr std::uint8_t k_sto_cuda_entry = 0x10;

struct Record {
    std::uint8_t format, attr;
    std::string_view value;  // format 4: the bytes; formats 2, 3: two bytes
};

Result<std::vector<Record>> records(std::string_view data, const std::string& section) {
    std::vector<Record> out;
    for (std::size_t at = 0; at < data.size();) {
        if (data.size() - at < 4) return make_error(section + ": truncated record at offset " + std::to_string(at));
        const auto format = static_cast<std::uint8_t>(data[at]), attr = static_cast<std::uint8_t>(data[at + 1]);
        std::uint16_t half;
        std::memcpy(&half, data.data() + at + 2, 2);
        if (format == k_fmt_sized) {
            if (data.size() - at - 4 < half) return make_error(section + ": record 0x" + std::to_string(attr) + " overruns the section");
            out.push_back({format, attr, data.substr(at + 4, half)});
            at += 4 + static_cast<std::size_t>(half);
        } else if (format == k_fmt_none || format == k_fmt_byte || format == k_fmt_half) {
            out.push_back({format, attr, data.substr(at + 2, 2)});
            at += 4;
        } else {
            return make_error(section + ": unknown record format " + std::to_string(format) + " at offset " + std::to_string(at));
        }
    }
    return out;
}

std::uint32_t u32(std::string_view v, std::size_t off) {
    std::uint32_t x = 0;
    if (off + 4 <= v.size()) std::memcpy(&x, v.data() + off, 4);
    return x;
}

// The SM of e_flags: ABI version 8 (CUDA 12.8+) keeps it in bits 8-15, earlier ones in bits 0-7.
int sm_of(std::uint8_t abi_version, std::uint32_t flags) {
    return static_cast<int>(abi_version >= 8 ? (flags >> 8) & 0xff : flags & 0xff);
}

// The entry functions of the symbol table (.symtab), as kernels with a cubin's defaults, in symbol
// order; `kernel_of_symbol` maps each one's symbol index to its index in `info.kernels`.
Result<void> entry_kernels(const std::vector<ElfSection>& sections, CodeObjectInfo& info,
                           std::map<std::uint32_t, std::size_t>& kernel_of_symbol) {
    const ElfSection* symtab = nullptr;
    for (const auto& s : sections)
        if (s.type == k_sht_symtab) symtab = &s;
    if (!symtab) return make_error("the cubin has no symbol table");
    if (symtab->link >= sections.size())
        return make_error("malformed symbol table: its string table is section " + std::to_string(symtab->link) + " of " +
                          std::to_string(sections.size()));
    const std::string_view strtab = sections[symtab->link].data;
    const std::size_t nsyms = symtab->data.size() / 24;
    for (std::size_t i = 0; i < nsyms; ++i) {
        const std::string_view e = symtab->data.substr(i * 24, 24);
        const std::uint32_t name = u32(e, 0);
        const auto st_info = static_cast<std::uint8_t>(e[4]), st_other = static_cast<std::uint8_t>(e[5]);
        if (name >= strtab.size()) {
            if (name == 0) continue;
            return make_error("symbol " + std::to_string(i) + " has a name outside its string table");
        }
        const std::size_t end = strtab.find('\0', name);
        if (end == std::string_view::npos) return make_error("unterminated symbol name");
        const std::string_view sym = strtab.substr(name, end - name);
        if ((st_info & 0xf) != k_stt_func || !(st_other & k_sto_cuda_entry)) continue;
        KernelInfo k;
        k.name = std::string(sym);
        k.symbol = k.name;
        k.wavefront_size = 32;
        k.max_flat_workgroup_size = 1024;
        kernel_of_symbol[static_cast<std::uint32_t>(i)] = info.kernels.size();
        info.kernels.push_back(std::move(k));
    }
    return {};
}

// The shared .nv.info section: each kernel's register count and frame size (local bytes per thread).
Result<void> read_info(const std::vector<ElfSection>& sections, const std::map<std::uint32_t, std::size_t>& kernel_of_symbol,
                       CodeObjectInfo& info) {
    for (const auto& s : sections) {
        if (s.name != ".nv.info") continue;
        auto recs = records(s.data, s.name);
        if (!recs) return make_error(recs.error());
        for (const Record& rec : *recs) {
            if (rec.format != k_fmt_sized || rec.value.size() != 8 || (rec.attr != k_regcount && rec.attr != k_frame_size)) continue;
            auto it = kernel_of_symbol.find(u32(rec.value, 0));
            if (it == kernel_of_symbol.end()) continue;  // a device function's
            KernelInfo& k = info.kernels[it->second];
            (rec.attr == k_regcount ? k.registers : k.private_segment_fixed_size) = u32(rec.value, 4);
        }
    }
    return {};
}

// A block-size record (.maxntid or .reqntid) of the kernel's own .nv.info.
Result<void> read_block(const Record& rec, KernelInfo& k) {
    const std::uint64_t x = u32(rec.value, 0), y = u32(rec.value, 4), z = u32(rec.value, 8);
    const std::uint64_t product = x * y * z;
    if (product == 0 || product > 1024)
        return make_error("kernel '" + k.name + "': a block of " + std::to_string(x) + "x" + std::to_string(y) + "x" +
                          std::to_string(z) + " threads");
    // .reqntid is the one block the driver launches (any other: "invalid argument"), yet its
    // MAX_THREADS_PER_BLOCK stays the device's 1024 (seen on the H200): the maximum is .maxntid's
    // alone, as the driver answers it.
    if (rec.attr == k_reqntid) {
        k.reqd_workgroup_size[0] = static_cast<std::uint32_t>(x);
        k.reqd_workgroup_size[1] = static_cast<std::uint32_t>(y);
        k.reqd_workgroup_size[2] = static_cast<std::uint32_t>(z);
    } else {
        k.max_flat_workgroup_size = static_cast<std::uint32_t>(product);
    }
    return {};
}

// The kernel's own .nv.info.NAME: its block size, parameters (in ordinal order) and barrier count.
Result<void> read_kernel_info(const ElfSection& s, KernelInfo& k, std::optional<std::uint32_t>& num_barriers) {
    auto recs = records(s.data, s.name);
    if (!recs) return make_error(recs.error());
    std::vector<std::pair<std::uint16_t, ArgInfo>> params;
    for (const Record& rec : *recs) {
        // ptxas 12+ writes the barrier count here; 11.8 in .text.<kernel>'s flags.
        if (rec.attr == k_num_barriers && rec.format == k_fmt_byte) num_barriers = static_cast<std::uint8_t>(rec.value[0]);
        if (rec.format != k_fmt_sized) continue;
        if ((rec.attr == k_max_threads || rec.attr == k_reqntid) && rec.value.size() == 12) {
            if (auto block = read_block(rec, k); !block) return block;
        } else if (rec.attr == k_kparam_info && rec.value.size() == 12) {
            std::uint16_t ordinal, offset;
            std::memcpy(&ordinal, rec.value.data() + 4, 2);
            std::memcpy(&offset, rec.value.data() + 6, 2);
            ArgInfo a;
            a.value_kind = "by_value";
            a.offset = offset;
            a.size = u32(rec.value, 8) >> 18;
            params.emplace_back(ordinal, a);
        }
    }
    std::sort(params.begin(), params.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (std::size_t i = 0; i < params.size(); ++i) {
        if (params[i].first != i) return make_error("kernel '" + k.name + "': parameter ordinals are not 0..n-1");
        k.args.push_back(params[i].second);
    }
    return {};
}

// The kernel's own sections, in section order: .nv.info.NAME, .nv.shared.NAME (its static shared
// memory) and .text.NAME (barriers in its flags before ptxas 12).
Result<void> read_kernel(const std::vector<ElfSection>& sections, int sm, bool executable, KernelInfo& k) {
    std::optional<std::uint32_t> num_barriers;
    for (const auto& s : sections) {
        if (s.name == ".nv.info." + k.name) {
            if (auto read = read_kernel_info(s, k, num_barriers); !read) return read;
        } else if (s.name == ".nv.shared." + k.name) {
            if (s.size > 0xffffffffu) return make_error("kernel '" + k.name + "': shared memory of " + std::to_string(s.size) + " bytes");
            std::uint64_t own = s.size;
            // ptxas -c leaves the reserve to the linker: only a loadable cubin's sections include it.
            if (sm >= 90 && executable && own >= 1024) own -= 1024;
            k.group_segment_fixed_size = static_cast<std::uint32_t>(own);
        } else if (s.name == ".text." + k.name) {
            k.barriers = static_cast<std::uint32_t>((s.flags >> 20) & 0x7f);
        }
    }
    if (num_barriers) k.barriers = *num_barriers;
    if (k.registers == 0) return make_error("kernel '" + k.name + "' has no register count (REGCOUNT) in .nv.info");
    k.kernarg_segment_size = k.args.empty() ? 0 : k.args.back().offset + k.args.back().size;
    return {};
}

}  // namespace

bool is_cubin(std::string_view elf) { return elf64_machine(elf) == k_em_cuda; }

Result<CodeObjectInfo> read_cubin(std::string_view elf) {
    if (!is_cubin(elf)) return make_error("not a cubin (an ELF64 file for EM_CUDA)");
    if (elf[5] != 1) return make_error("not a little-endian cubin");
    const Elf64Header header = elf64_header(elf);
    const auto abi_version = static_cast<std::uint8_t>(elf[8]);
    const std::uint32_t flags = header.flags;
    const bool executable = header.type == 2;  // ET_EXEC
    auto table = elf64_sections(elf);
    if (!table) return make_error(table.error());
    const std::vector<ElfSection>& sections = *table;

    CodeObjectInfo info;
    std::map<std::uint32_t, std::size_t> kernel_of_symbol;  // symbol index -> kernels index
    if (auto entries = entry_kernels(sections, info, kernel_of_symbol); !entries) return make_error(entries.error());
    const int sm = sm_of(abi_version, flags);
    // The architecture-specific variant (sm_90a): EF_CUDA_ACCELERATORS_V1 / EF_CUDA_ACCELERATORS.
    // ptxas 13.0 leaves it unset in sm_90a cubins (seen): such a cubin reads as sm_90.
    const bool accelerated = abi_version >= 8 ? (flags & 0x8) != 0 : (flags & 0x800) != 0;
    info.target = "sm_" + std::to_string(sm) + (accelerated ? "a" : "");

    if (auto read = read_info(sections, kernel_of_symbol, info); !read) return make_error(read.error());
    for (KernelInfo& k : info.kernels)
        if (auto read = read_kernel(sections, sm, executable, k); !read) return make_error(read.error());
    return info;
}

void mark_pointer_params(std::string_view ptx, KernelInfo& kernel) {
    // ".entry NAME(" then one ".param" line per parameter up to ")".
    const std::string entry = ".entry " + kernel.name + "(";
    std::size_t at = ptx.find(entry);
    if (at == std::string_view::npos) return;
    at += entry.size();
    const std::size_t close = ptx.find(')', at);
    if (close == std::string_view::npos) return;
    std::size_t index = 0;
    for (std::string_view rest = ptx.substr(at, close - at); !rest.empty();) {
        const std::size_t comma = rest.find(',');
        const std::string_view decl = rest.substr(0, comma);
        rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
        if (decl.find(".param") == std::string_view::npos) continue;
        if (index < kernel.args.size() && decl.find(".ptr") != std::string_view::npos) {
            kernel.args[index].value_kind = "global_buffer";
            kernel.args[index].address_space = "global";
        }
        ++index;
    }
}

}  // namespace kiln::codeobj

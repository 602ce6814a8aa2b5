// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "bundle/bundle_writer.hpp"

#include <elf.h>

#include <cstring>
#include <vector>

#include <kiln/runtime/md5.hpp>
#include <kiln/runtime/target_id.hpp>

#include "target/target.hpp"

#include <memory>

namespace kiln::bundle {

namespace {

template <class T>
void put(std::string& out, T v) {
    out.append(reinterpret_cast<const char*>(&v), sizeof v);
}

std::uint64_t align_up(std::uint64_t v, std::uint64_t a) { return (v + a - 1) / a * a; }

}  // namespace

std::string hip_entry_id(std::string_view target_id) {
    return std::string(target::facts_of(target_id).bundle_prefix) + std::string(target_id);
}

std::string host_metadata_section(std::string_view entry_id) { return ".kiln." + std::string(entry_id); }

std::string host_entry(std::span<const std::pair<std::string, std::string>> nvidia_metadata) {
    if (nvidia_metadata.empty()) return {};
    // Layout: ELF header, the sections' bytes, .shstrtab, then the section headers (null first).
    std::string shstrtab(1, '\0');
    std::vector<Elf64_Shdr> headers(nvidia_metadata.size() + 2);
    std::string out(sizeof(Elf64_Ehdr), '\0');
    for (std::size_t i = 0; i < nvidia_metadata.size(); ++i) {
        Elf64_Shdr& sh = headers[i + 1];
        sh.sh_name = static_cast<Elf64_Word>(shstrtab.size());
        shstrtab += host_metadata_section(nvidia_metadata[i].first) + '\0';
        sh.sh_type = SHT_PROGBITS;
        sh.sh_offset = out.size();
        sh.sh_size = nvidia_metadata[i].second.size();
        sh.sh_addralign = 1;
        out += nvidia_metadata[i].second;
    }
    Elf64_Shdr& names = headers.back();
    names.sh_name = static_cast<Elf64_Word>(shstrtab.size());
    shstrtab += std::string(".shstrtab") + '\0';
    names.sh_type = SHT_STRTAB;
    names.sh_offset = out.size();
    names.sh_size = shstrtab.size();
    names.sh_addralign = 1;
    out += shstrtab;
    while (out.size() % 8) out += '\0';
    Elf64_Ehdr eh{};
    std::memcpy(eh.e_ident, ELFMAG, SELFMAG);
    eh.e_ident[EI_CLASS] = ELFCLASS64;
    eh.e_ident[EI_DATA] = ELFDATA2LSB;
    eh.e_ident[EI_VERSION] = EV_CURRENT;
    eh.e_type = ET_REL;
    eh.e_machine = EM_X86_64;
    eh.e_version = EV_CURRENT;
    eh.e_shoff = out.size();
    eh.e_ehsize = sizeof(Elf64_Ehdr);
    eh.e_shentsize = sizeof(Elf64_Shdr);
    eh.e_shnum = static_cast<Elf64_Half>(headers.size());
    eh.e_shstrndx = static_cast<Elf64_Half>(headers.size() - 1);
    std::memcpy(out.data(), &eh, sizeof eh);
    out.append(reinterpret_cast<const char*>(headers.data()), headers.size() * sizeof(Elf64_Shdr));
    return out;
}

Result<std::string> write_bundle(std::span<const Entry> entries) {
    std::uint64_t header = runtime::k_bundle_magic.size() + 8;
    for (const auto& e : entries) header += 24 + e.id.size();
    if (header > k_max_header)
        return make_error("the bundle header would take " + std::to_string(header) + " bytes; the HIP runtime reads only " +
                          std::to_string(k_max_header));
    // Offsets as clang computes them: each entry at the next aligned position after the last.
    std::vector<std::uint64_t> offsets;
    std::uint64_t pos = header;
    for (const auto& e : entries) {
        pos = align_up(pos, k_alignment);
        offsets.push_back(pos);
        pos += e.data.size();
    }
    std::string out(runtime::k_bundle_magic);
    put<std::uint64_t>(out, entries.size());
    for (std::size_t i = 0; i < entries.size(); ++i) {
        put<std::uint64_t>(out, offsets[i]);
        put<std::uint64_t>(out, entries[i].data.size());
        put<std::uint64_t>(out, entries[i].id.size());
        out += entries[i].id;
    }
    for (std::size_t i = 0; i < entries.size(); ++i) {
        out.resize(offsets[i], '\0');
        out.append(entries[i].data);
    }
    return out;
}

Result<std::string> compress_bundle(std::string_view raw, runtime::Compression method, int version) {
    if (version != 2 && version != 3) return make_error("compressed bundle version must be 2 or 3");
    std::string payload;
    if (method == runtime::Compression::zstd) {
        // Level 3 with long-distance matching, as clang-offload-bundler 22 compresses: the same
        // bundle gives the same bytes from either tool (tested).
        payload.resize(ZSTD_compressBound(raw.size()));
        std::unique_ptr<ZSTD_CCtx, std::size_t (*)(ZSTD_CCtx*)> ctx(ZSTD_createCCtx(), ZSTD_freeCCtx);
        ZSTD_CCtx_setParameter(ctx.get(), ZSTD_c_compressionLevel, 3);
        ZSTD_CCtx_setParameter(ctx.get(), ZSTD_c_enableLongDistanceMatching, 1);
        std::size_t n = ZSTD_compress2(ctx.get(), payload.data(), payload.size(), raw.data(), raw.size());
        if (ZSTD_isError(n)) return make_error(std::string("zstd: ") + ZSTD_getErrorName(n));
        payload.resize(n);
    } else {
        uLongf n = compressBound(static_cast<uLong>(raw.size()));
        payload.resize(n);
        int rc = compress2(reinterpret_cast<Bytef*>(payload.data()), &n, reinterpret_cast<const Bytef*>(raw.data()),
                           static_cast<uLong>(raw.size()), 6);
        if (rc != Z_OK) return make_error("zlib error " + std::to_string(rc));
        payload.resize(n);
    }
    // What readers (kiln's, the loader header's) refuse, kiln does not write.
    if (raw.size() > runtime::k_max_uncompressed_size || raw.size() > (payload.size() + 1) * runtime::k_max_compression_ratio)
        return make_error("the bundle (" + std::to_string(raw.size()) + " bytes, compressed to " + std::to_string(payload.size()) +
                          ") is beyond the limits compressed-bundle readers accept (1 GiB, 256:1); use compress = \"none\"");
    const std::uint64_t header = version == 2 ? 24 : 32;
    const std::uint64_t total = header + payload.size();
    if (version == 2 && (total > 0xffffffffu || raw.size() > 0xffffffffu))
        return make_error("the bundle is too large for compressed bundle version 2; use version 3");
    std::string out(runtime::k_compressed_magic);
    put<std::uint16_t>(out, static_cast<std::uint16_t>(version));
    put<std::uint16_t>(out, static_cast<std::uint16_t>(method));
    if (version == 2) {
        put<std::uint32_t>(out, static_cast<std::uint32_t>(total));
        put<std::uint32_t>(out, static_cast<std::uint32_t>(raw.size()));
    } else {
        put<std::uint64_t>(out, total);
        put<std::uint64_t>(out, raw.size());
    }
    put<std::uint64_t>(out, runtime::md5_low64(raw));
    out += payload;
    return out;
}

}  // namespace kiln::bundle

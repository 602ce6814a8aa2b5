// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Linking with lld in-process, and the one-note rule.
//
// lld keeps one NT_AMDGPU_METADATA note per input object, but the HIP runtime reads only one,
// so kernels described in the others would be invisible to hipModuleGetFunction. Before linking,
// each object's note section is marked SHF_EXCLUDE (lld drops such sections; a flag bit in the
// section header, no layout change), and one extra object is added that carries the merged note
// (every kernel of every object, in link order). The result has exactly one metadata note.
// The same extra object carries kiln's own metadata in a non-allocated .kiln section.
#include "link/link.hpp"

#include <lld/Common/Driver.h>
#include <llvm/ADT/StringRef.h>
#include <llvm/BinaryFormat/ELF.h>
#include <llvm/BinaryFormat/MsgPackDocument.h>
#include <llvm/Object/ArchiveWriter.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>

#include <cstring>
#include <mutex>

#include "codeobj/code_object.hpp"
#include "codeobj/kernel_record.hpp"
#include "util/file.hpp"

LLD_HAS_DRIVER(elf)

namespace kiln::link {

namespace {

template <class T>
T load(const std::string& b, std::size_t off) {
    T v;
    std::memcpy(&v, b.data() + off, sizeof v);
    return v;
}
template <class T>
void store(std::string& b, std::size_t off, T v) {
    std::memcpy(b.data() + off, &v, sizeof v);
}

// Sets SHF_EXCLUDE on every SHT_NOTE section of a relocatable ELF64 object.
Result<void> exclude_notes(std::string& obj) {
    using namespace llvm::ELF;
    if (obj.size() < sizeof(Elf64_Ehdr) || obj.compare(0, 4, "\x7f" "ELF") != 0 || obj[EI_CLASS] != ELFCLASS64)
        return make_error("not an ELF64 object");
    auto shoff = load<std::uint64_t>(obj, offsetof(Elf64_Ehdr, e_shoff));
    auto shentsize = load<std::uint16_t>(obj, offsetof(Elf64_Ehdr, e_shentsize));
    auto shnum = load<std::uint16_t>(obj, offsetof(Elf64_Ehdr, e_shnum));
    if (shentsize != sizeof(Elf64_Shdr) || shoff > obj.size() || shnum * sizeof(Elf64_Shdr) > obj.size() - shoff)
        return make_error("malformed section header table");
    for (std::size_t i = 0; i < shnum; ++i) {
        std::size_t sh = shoff + i * sizeof(Elf64_Shdr);
        if (load<std::uint32_t>(obj, sh + offsetof(Elf64_Shdr, sh_type)) != SHT_NOTE) continue;
        auto flags = load<std::uint64_t>(obj, sh + offsetof(Elf64_Shdr, sh_flags));
        store<std::uint64_t>(obj, sh + offsetof(Elf64_Shdr, sh_flags), flags | SHF_EXCLUDE);
    }
    return {};
}

void pad4(std::string& s) { s.append((4 - s.size() % 4) % 4, '\0'); }

struct Section {
    std::string name;
    std::uint32_t type;
    std::uint64_t flags;
    std::uint64_t align;
    std::string data;
};

// A relocatable ELF64 AMDGPU object holding the given sections (no symbols). Identification,
// flags and ABI version are copied from `like`, so lld accepts it beside the kernels' objects.
std::string section_object(const std::string& like, const std::vector<Section>& sections) {
    using namespace llvm::ELF;
    std::string shstrtab(1, '\0');
    std::vector<std::uint32_t> names;
    for (const auto& s : sections) {
        names.push_back(static_cast<std::uint32_t>(shstrtab.size()));
        shstrtab += s.name + '\0';
    }
    const std::uint32_t strtab_name = static_cast<std::uint32_t>(shstrtab.size());
    shstrtab += std::string(".shstrtab") + '\0';

    std::string out(sizeof(Elf64_Ehdr), '\0');
    std::vector<Elf64_Shdr> headers(sections.size() + 2);
    for (std::size_t i = 0; i < sections.size(); ++i) {
        while (out.size() % sections[i].align) out += '\0';
        Elf64_Shdr& sh = headers[i + 1];
        sh.sh_name = names[i];
        sh.sh_type = sections[i].type;
        sh.sh_flags = sections[i].flags;
        sh.sh_offset = out.size();
        sh.sh_size = sections[i].data.size();
        sh.sh_addralign = sections[i].align;
        out += sections[i].data;
    }
    Elf64_Shdr& strtab = headers.back();
    strtab.sh_name = strtab_name;
    strtab.sh_type = SHT_STRTAB;
    strtab.sh_offset = out.size();
    strtab.sh_size = shstrtab.size();
    strtab.sh_addralign = 1;
    out += shstrtab;
    while (out.size() % 8) out += '\0';

    Elf64_Ehdr eh;
    std::memcpy(&eh, like.data(), sizeof eh);  // magic, class, data, version, OS ABI, ABI version, machine, flags
    eh.e_type = ET_REL;
    eh.e_entry = 0;
    eh.e_phoff = 0;
    eh.e_shoff = out.size();
    eh.e_ehsize = sizeof(Elf64_Ehdr);
    eh.e_phentsize = 0;
    eh.e_phnum = 0;
    eh.e_shentsize = sizeof(Elf64_Shdr);
    eh.e_shnum = static_cast<std::uint16_t>(headers.size());
    eh.e_shstrndx = static_cast<std::uint16_t>(headers.size() - 1);
    std::memcpy(out.data(), &eh, sizeof eh);
    out.append(reinterpret_cast<const char*>(headers.data()), headers.size() * sizeof(Elf64_Shdr));
    return out;
}

// One NT_AMDGPU_METADATA note: namesz, descsz, type, "AMDGPU\0" and the blob, each padded to 4.
std::string metadata_note(const std::string& blob) {
    std::string note;
    auto put32 = [&](std::uint32_t v) { note.append(reinterpret_cast<const char*>(&v), 4); };
    put32(7);
    put32(static_cast<std::uint32_t>(blob.size()));
    put32(llvm::ELF::NT_AMDGPU_METADATA);
    note.append("AMDGPU", 7);
    pad4(note);
    note += blob;
    pad4(note);
    return note;
}

}  // namespace

Result<std::string> merge_metadata(std::span<const std::string> blobs) {
    if (blobs.empty()) return make_error("no metadata to merge");
    llvm::msgpack::Document doc;
    auto merger = [](llvm::msgpack::DocNode* dest, llvm::msgpack::DocNode src, llvm::msgpack::DocNode key) -> int {
        if (dest->isArray() && src.isArray()) {
            // amdhsa.kernels grows; other arrays (amdhsa.version) must agree element by element.
            bool kernels = key.getKind() == llvm::msgpack::Type::String && key.getString() == "amdhsa.kernels";
            return kernels ? static_cast<int>(dest->getArray().size()) : 0;
        }
        if (dest->isMap() && src.isMap()) return 0;
        return *dest == src ? 0 : -1;
    };
    for (const auto& blob : blobs) {
        if (!doc.readFromBlob(llvm::StringRef(blob), false, merger))
            return make_error("AMDGPU metadata notes of the linked objects disagree or are malformed");
    }
    std::string out;
    doc.writeToBlob(out);
    return out;
}

namespace {

// The objects to link, their notes excluded, and the object with the merged note and kiln's
// section, as one archive in an in-memory file (lld reads its inputs from files: one archive of
// them all, linked whole and in order, costs one file instead of one per kernel). The copies it
// is made of are gone when it returns: at 10,000 kernels they were a fifth of kiln's peak memory
// while lld ran.
Result<util::MemoryFile> archive_inputs(std::span<const std::string> objects, std::string_view kiln_section) {
    std::vector<std::string> blobs;
    std::vector<std::string> inputs;
    for (const auto& obj : objects) {
        auto b = codeobj::metadata_blobs(obj);
        if (!b) return make_error(b.error());
        blobs.insert(blobs.end(), b->begin(), b->end());
        inputs.push_back(obj);
        if (auto r = exclude_notes(inputs.back()); !r) return make_error(r.error());
    }
    auto merged = merge_metadata(blobs);
    if (!merged) return make_error(merged.error());
    std::vector<Section> extra = {{".note", llvm::ELF::SHT_NOTE, llvm::ELF::SHF_ALLOC, 4, metadata_note(*merged)}};
    if (!kiln_section.empty()) extra.push_back({codeobj::k_metadata_section, llvm::ELF::SHT_PROGBITS, 0, 1, std::string(kiln_section)});
    inputs.push_back(section_object(objects.front(), extra));

    std::vector<std::string> names;
    for (std::size_t i = 0; i < inputs.size(); ++i) names.push_back("in" + std::to_string(i) + ".o");
    std::vector<llvm::NewArchiveMember> members;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        members.emplace_back(llvm::MemoryBufferRef(inputs[i], names[i]));
        members.back().MemberName = names[i];
    }
    auto archive = llvm::writeArchiveToBuffer(members, llvm::SymtabWritingMode::NoSymtab, llvm::object::Archive::K_GNU,
                                              /*Deterministic=*/true, /*Thin=*/false);
    if (!archive) return make_error("cannot archive the objects to link: " + llvm::toString(archive.takeError()));
    return util::MemoryFile::create("kiln-link-in.a", (*archive)->getBuffer());
}

}  // namespace

Result<std::string> link_code_object(std::span<const std::string> objects, std::string_view kiln_section) {
    if (objects.empty()) return make_error("nothing to link");
    auto input = archive_inputs(objects, kiln_section);
    // lld opens files by name: the archive is an in-memory file and the output a pipe read into
    // memory (for a FIFO lld keeps the output in memory and writes it at the end, with no
    // temporary file), so a link leaves nothing behind when kiln is killed and never depends on
    // the state of /tmp.
    if (!input) return make_error(input.error());
    auto output = util::PipeReader::create();
    if (!output) return make_error(output.error());
    const std::string archive_path = input->path(), out_path = (*output)->path();
    std::vector<const char*> args = {"ld.lld", "-shared", "--no-undefined", "-o", out_path.c_str(), "--whole-archive",
                                     archive_path.c_str()};

    std::string diagnostics;
    {
        static std::mutex lld_mutex;  // lld keeps global state; two links at once crash it
        std::lock_guard lock(lld_mutex);
        llvm::raw_string_ostream out(diagnostics), err(diagnostics);
        lld::Result r = lld::lldMain(args, out, err, {{lld::Gnu, &lld::elf::link}});
        out.flush();
        if (r.retCode != 0) return make_error("lld failed: " + diagnostics);
    }
    auto linked = (*output)->finish();
    if (!linked) return make_error(linked.error());
    if (linked->empty()) return make_error("lld wrote no output");
    return std::move(linked).value();
}

}  // namespace kiln::link

// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#include "codeobj/disasm.hpp"

#include <llvm/DebugInfo/DWARF/DWARFContext.h>
#include <llvm/MC/MCAsmInfo.h>
#include <llvm/MC/MCContext.h>
#include <llvm/MC/MCDisassembler/MCDisassembler.h>
#include <llvm/MC/MCInst.h>
#include <llvm/MC/MCInstPrinter.h>
#include <llvm/MC/MCInstrAnalysis.h>
#include <llvm/MC/MCInstrInfo.h>
#include <llvm/MC/MCRegisterInfo.h>
#include <llvm/MC/MCSubtargetInfo.h>
#include <llvm/MC/MCTargetOptions.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Object/ELFObjectFile.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Config/llvm-config.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/TargetParser/Triple.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <cstdio>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "codeobj/code_object.hpp"
#include "codeobj/elf.hpp"

namespace kiln::codeobj {

namespace {

// LLVM 22's AMDGPU disassembler reads an instruction's literal operand (the 4 or 8 bytes after its
// encoding) after the instruction has decoded, when its stream for comments is null again: a
// literal past the bytes it may read (the end of the code it is given, or the processor's longest
// instruction: 8 bytes on gfx8 and gfx9 but gfx950, so any VOP3 with a literal there) makes it
// write "cannot read literal" through that null pointer, a SEGV in Twine::printOneChild.
// llvm-mc-22 and llvm-objdump-22 crash on the same bytes (llvm/llvm-project#170318, and #214909,
// fixed after LLVM 22). So every instruction is first decoded by a second disassembler that may
// read k_window bytes, over the code followed by k_window zero bytes, for its length: one that
// does not decode there, or is longer than the real disassembler may read, is <unknown> (as an
// undecodable word is) and never reaches the real one. The wider window changes nothing else in
// what LLVM decodes: it tries the same encodings in the same order, as every processor's longest
// instruction (at most 20 bytes) fits in the real one already.
constexpr unsigned k_window = 32;

class WideWindow final : public llvm::MCAsmInfo {
public:
    unsigned getMaxInstLength(const llvm::MCSubtargetInfo*) const override { return k_window; }
};

void initialize() {
    static std::once_flag once;
    std::call_once(once, [] {
        LLVMInitializeAMDGPUTargetInfo();
        LLVMInitializeAMDGPUTargetMC();
        LLVMInitializeAMDGPUDisassembler();
    });
}

// "amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-" -> processor "gfx942", features "+sramecc,-xnack".
void split_target(const std::string& target, std::string& processor, std::string& features) {
    std::string id = target.substr(target.find("--") == std::string::npos ? 0 : target.find("--") + 2);
    std::size_t colon = id.find(':');
    processor = id.substr(0, colon);
    while (colon != std::string::npos) {
        const std::size_t next = id.find(':', colon + 1);
        std::string f = id.substr(colon + 1, next == std::string::npos ? std::string::npos : next - colon - 1);
        if (f.size() > 1 && (f.back() == '+' || f.back() == '-'))
            features += (features.empty() ? "" : ",") + std::string(1, f.back()) + f.substr(0, f.size() - 1);
        colon = next;
    }
}

std::string trimmed(std::string s) {
    std::string out;
    bool space = false;
    for (char c : s) {
        if (c == '\t' || c == ' ') {
            space = !out.empty();
            continue;
        }
        if (space) out += ' ';
        space = false;
        out += c;
    }
    return out;
}

std::string hex(std::uint64_t v) {
    char b[32];
    std::snprintf(b, sizeof b, "0x%llx", static_cast<unsigned long long>(v));
    return b;
}

// A kernel's code: where it starts and its bytes (a slice of the code object's), and the code
// object as LLVM reads it (its line table, source_lines).
struct KernelCode {
    std::uint64_t address = 0;
    llvm::ArrayRef<std::uint8_t> bytes;
    std::unique_ptr<llvm::object::ObjectFile> object;
};

// The kernel's function symbol (not its descriptor, NAME.kd): where its code starts, how long,
// checked against its section.
Result<KernelCode> kernel_code(std::string_view elf, const std::string& kernel, const std::string& processor) {
    // LLVM's symbol iterator takes .symtab's count from sh_size alone: a size of 2^57 would be
    // walked symbol by symbol, for ever. Every section's extent is checked against the file first.
    if (auto sections = elf64_sections(elf); !sections) return make_error(sections.error());

    auto object = llvm::object::ObjectFile::createELFObjectFile(llvm::MemoryBufferRef(llvm::StringRef(elf.data(), elf.size()), "code object"));
    if (!object) return make_error("unreadable ELF: " + llvm::toString(object.takeError()));
    std::optional<llvm::object::SymbolRef> symbol;
    for (const llvm::object::SymbolRef& s : (*object)->symbols()) {
        auto name = s.getName();
        auto type = s.getType();
        if (!name || !type) {
            if (!name) llvm::consumeError(name.takeError());
            if (!type) llvm::consumeError(type.takeError());
            continue;
        }
        if (*name == kernel && *type == llvm::object::SymbolRef::ST_Function) symbol = s;
    }
    if (!symbol) return make_error("no kernel '" + kernel + "' in the " + processor + " code object");
    auto address = symbol->getAddress();
    auto section = symbol->getSection();
    if (!address || !section || *section == (*object)->section_end()) {
        if (!address) llvm::consumeError(address.takeError());
        if (!section) llvm::consumeError(section.takeError());
        return make_error("kernel '" + kernel + "': its symbol has no code section");
    }
    const std::uint64_t size = llvm::object::ELFSymbolRef(*symbol).getSize();
    // The section's contents are the code object's own bytes (`elf`), not the object's copy.
    auto contents = (*section)->getContents();
    if (!contents) return make_error("kernel '" + kernel + "': unreadable section: " + llvm::toString(contents.takeError()));
    const std::uint64_t base = (*section)->getAddress();
    if (*address < base || *address - base > contents->size() || size > contents->size() - (*address - base))
        return make_error("kernel '" + kernel + "': its code lies outside its section");
    return KernelCode{*address, llvm::ArrayRef<std::uint8_t>(reinterpret_cast<const std::uint8_t*>(contents->data()) + (*address - base), size),
                      std::move(*object)};
}

// LLVM's AMDGPU disassembler for one processor, with its printer and the wide-window one that
// measures each instruction first (k_window).
struct Disassembler {
    const llvm::Triple triple{"amdgcn-amd-amdhsa"};
    const llvm::Target* target = nullptr;
    std::unique_ptr<llvm::MCRegisterInfo> mri;
    std::unique_ptr<llvm::MCAsmInfo> mai;
    std::unique_ptr<llvm::MCSubtargetInfo> sti;
    std::unique_ptr<llvm::MCInstrInfo> mii;
    std::unique_ptr<llvm::MCInstrAnalysis> mia;  // where a branch goes
    WideWindow wide;
    std::optional<llvm::MCContext> ctx, wide_ctx;  // after what they refer to: destroyed before it
    std::unique_ptr<llvm::MCDisassembler> real, measure;
    std::unique_ptr<llvm::MCInstPrinter> printer;

    Result<void> open(const std::string& processor, const std::string& features);
};

Result<void> Disassembler::open(const std::string& processor, const std::string& features) {
    initialize();
    std::string error;
    target = llvm::TargetRegistry::lookupTarget(triple, error);
    if (!target) return make_error("no AMDGPU target in this LLVM: " + error);
    mri.reset(target->createMCRegInfo(triple));
    llvm::MCTargetOptions options;
    mai.reset(target->createMCAsmInfo(*mri, triple, options));
    // The processor comes from the note: one LLVM does not know (gfx941, gone from LLVM 22) or
    // whose encoding its disassembler does not read (gfx6, gfx7) made LLVM end the process
    // ("disassembly not yet supported for subtarget"). Asked of a plain subtarget first.
    std::unique_ptr<llvm::MCSubtargetInfo> plain(target->createMCSubtargetInfo(triple, "", ""));
    if (!plain || !plain->isCPUStringValid(processor))
        return make_error("cannot disassemble for '" + processor + "': LLVM " + LLVM_VERSION_STRING + " does not know the processor");
    sti.reset(target->createMCSubtargetInfo(triple, processor, features));
    mii.reset(target->createMCInstrInfo());
    if (!mri || !mai || !sti || !mii) return make_error("LLVM cannot describe " + processor);
    if (!sti->checkFeatures("+gcn3-encoding") && !sti->checkFeatures("+gfx10-insts"))
        return make_error("cannot disassemble for '" + processor + "': LLVM's AMDGPU disassembler does not read its encoding (gfx6, gfx7)");
    ctx.emplace(triple, mai.get(), mri.get(), sti.get());
    real.reset(target->createMCDisassembler(*sti, *ctx));
    printer.reset(target->createMCInstPrinter(triple, mai->getAssemblerDialect(), *mai, *mii, *mri));
    wide_ctx.emplace(triple, &wide, mri.get(), sti.get());
    measure.reset(target->createMCDisassembler(*sti, *wide_ctx));
    mia.reset(target->createMCInstrAnalysis(mii.get()));
    if (!real || !printer || !measure) return make_error("LLVM has no disassembler for " + processor);
    return {};
}

// The source line of each address of [begin, begin + size) that starts one, from the code object's
// DWARF line table (kernels built with -g or -gline-tables-only), as llvm-objdump -l reads it:
// "FILE:LINE", with the line's text where FILE is a readable regular file. Nothing without one.
std::map<std::uint64_t, std::string> source_lines(const llvm::object::ObjectFile& object, std::uint64_t begin, std::uint64_t size) {
    std::map<std::uint64_t, std::string> out;
    if (std::none_of(object.section_begin(), object.section_end(), [](const llvm::object::SectionRef& s) {
            auto name = s.getName();
            const bool line = name && *name == ".debug_line";
            if (!name) llvm::consumeError(name.takeError());
            return line;
        }))
        return out;
    std::unique_ptr<llvm::DWARFContext> dwarf = llvm::DWARFContext::create(object, llvm::DWARFContext::ProcessDebugRelocations::Ignore,
                                                                            nullptr, "", [](llvm::Error e) { llvm::consumeError(std::move(e)); },
                                                                            [](llvm::Error e) { llvm::consumeError(std::move(e)); });
    const llvm::DILineInfoSpecifier spec(llvm::DILineInfoSpecifier::FileLineInfoKind::AbsoluteFilePath,
                                         llvm::DILineInfoSpecifier::FunctionNameKind::None);
    std::map<std::string, std::vector<std::string>> files;  // each file's lines, read once
    for (const auto& [address, info] : dwarf->getLineInfoForAddressRange({begin, llvm::object::SectionedAddress::UndefSection}, size, spec)) {
        if (info.Line == 0) continue;
        std::string text = info.FileName + ":" + std::to_string(info.Line);
        auto [file, fresh] = files.try_emplace(info.FileName);
        if (fresh) {
            std::error_code ec;
            if (std::filesystem::is_regular_file(info.FileName, ec) && std::filesystem::file_size(info.FileName, ec) < (std::uint64_t{16} << 20)) {
                std::ifstream in(info.FileName);
                for (std::string l; std::getline(in, l);) file->second.push_back(std::move(l));
            }
        }
        if (info.Line <= file->second.size()) {
            std::string line = file->second[info.Line - 1];
            const std::size_t first = line.find_first_not_of(" \t");
            if (first != std::string::npos) text += ": " + line.substr(first, 200);
        }
        out[address] = std::move(text);
    }
    return out;
}

// One instruction's line, marked when it touches scratch or a lane (what spills look like).
void add_line(Disassembly& out, std::uint64_t pc, std::string text) {
    text = trimmed(text);
    std::string mark;
    if (text.rfind("scratch_", 0) == 0 || (text.rfind("buffer_", 0) == 0 && text.find("s[0:3]") != std::string::npos)) {
        mark = "  ; scratch: a spill or private memory";
        ++out.scratch;
    } else if (text.rfind("v_writelane", 0) == 0 || text.rfind("v_readlane", 0) == 0) {
        mark = "  ; lane: an SGPR spill to a VGPR lane, or a lane access";
        ++out.lane_spills;
    }
    out.text += "  " + hex(pc) + "  " + text + mark + "\n";
    ++out.instructions;
}

}  // namespace

Result<Disassembly> disassemble_amdgpu(std::string_view elf, const std::string& kernel) {
    auto info = read_code_object(elf);
    if (!info) return make_error(info.error());
    std::string processor, features;
    split_target(info->target, processor, features);
    const auto found = kernel_code(elf, kernel, processor);
    if (!found) return make_error(found.error());
    const llvm::ArrayRef<std::uint8_t> code = found->bytes;
    Disassembler d;
    if (auto opened = d.open(processor, features); !opened) return make_error(opened.error());
    const std::uint64_t longest = d.mai->getMaxInstLength(d.sti.get());
    std::vector<std::uint8_t> padded(code.begin(), code.end());
    padded.resize(code.size() + k_window);

    // Each instruction's text, and where a branch goes; then labels, as llvm-objdump's
    // --symbolize-operands writes them: L0, L1, ... in address order, each target's line preceded
    // by its label and each branch's offset replaced by the label.
    struct Line {
        std::uint64_t pc;
        std::string text;
        std::optional<std::uint64_t> target;
    };
    std::vector<Line> lines;
    for (std::uint64_t at = 0; at < code.size();) {
        llvm::MCInst inst;
        std::uint64_t length = 0;
        const std::uint64_t pc = found->address + at;
        llvm::MCInst sized;
        std::uint64_t needed = 0;
        const bool fits = d.measure->getInstruction(sized, needed, llvm::ArrayRef(padded).slice(at), pc, llvm::nulls()) ==
                              llvm::MCDisassembler::Success &&
                          needed <= std::min(longest, code.size() - at);
        const auto status = fits ? d.real->getInstruction(inst, length, code.slice(at), pc, llvm::nulls())
                                 : llvm::MCDisassembler::Fail;
        std::string text;
        if (status == llvm::MCDisassembler::Success) {
            llvm::raw_string_ostream os(text);
            d.printer->printInst(&inst, pc, "", *d.sti, os);
        }
        std::optional<std::uint64_t> target;
        if (status != llvm::MCDisassembler::Success || length == 0) {
            text = "<unknown>";
            length = std::min<std::uint64_t>(4, code.size() - at);
        } else if (std::uint64_t to = 0; d.mia && d.mia->isBranch(inst) && d.mia->evaluateBranch(inst, pc, length, to) &&
                                         to >= found->address && to < found->address + code.size()) {
            target = to;
        }
        lines.push_back({pc, std::move(text), target});
        at += length;
    }
    std::map<std::uint64_t, std::string> labels;
    for (const Line& l : lines)
        if (l.target) labels.emplace(*l.target, "");
    std::size_t n = 0;
    for (auto& [pc, name] : labels) name = "L" + std::to_string(n++);
    // Source lines where the code object has a line table: one before each instruction whose line
    // differs from the one before it, as llvm-objdump -l prints them.
    const std::map<std::uint64_t, std::string> sources = source_lines(*found->object, found->address, code.size());
    std::string last_source;
    Disassembly out;
    for (Line& l : lines) {
        if (const auto label = labels.find(l.pc); label != labels.end()) out.text += label->second + ":\n";
        if (const auto source = sources.find(l.pc); source != sources.end() && source->second != last_source) {
            out.text += "  ; " + source->second + "\n";
            last_source = source->second;
        }
        if (l.target) {
            // The branch's operand is its last: the offset in words, printed as a number.
            std::string& t = l.text;
            std::size_t digits = t.size();
            while (digits > 0 && (std::isdigit(static_cast<unsigned char>(t[digits - 1])) || t[digits - 1] == '-')) --digits;
            if (digits < t.size() && digits > 0 && t[digits - 1] == ' ') t = t.substr(0, digits) + labels.at(*l.target);
        }
        add_line(out, l.pc, std::move(l.text));
    }
    return out;
}

}  // namespace kiln::codeobj

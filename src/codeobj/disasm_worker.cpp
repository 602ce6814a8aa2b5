// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln disasm`'s AMD disassembly in kiln's worker processes (worker/worker.hpp). LLVM 22's AMDGPU
// disassembler and printer end the process on some invalid encodings (llvm_unreachable reached in
// a release build: a reserved SDWA select in the printer, llvm/llvm-project#215006; a split-barrier
// operand with a literal on gfx1250 in the decoder, #214910; both fixed after LLVM 22), and a code
// object's bytes are hostile: there, a crash fails one kernel, not kiln.
//
// "disasm" request: the code object, the kernel's name. Answer: an error (empty when none), the
// listing, then the counts of instructions, scratch accesses and lane writes/reads.
#include <utility>

#include "codeobj/disasm.hpp"

namespace kiln::codeobj {

Result<Disassembly> disassemble_amdgpu_isolated(std::string_view elf, const std::string& kernel) {
    worker::Writer request;
    request.add("disasm").add(std::string(elf)).add(kernel);
    auto answer = worker::call("LLVM", {}, request.take());
    if (!answer) return make_error("kernel '" + kernel + "': " + answer.error());
    worker::Reader in(*answer);
    auto error = in.next(), text = in.next();
    auto instructions = in.number(), scratch = in.number(), lane_spills = in.number();
    if (!in.at_end()) return make_error("kernel '" + kernel + "': the disassembler worker's answer is malformed");
    if (!error->empty()) return make_error(std::move(*error));
    Disassembly d;
    d.text = std::move(*text);
    d.instructions = static_cast<std::size_t>(*instructions);
    d.scratch = static_cast<std::size_t>(*scratch);
    d.lane_spills = static_cast<std::size_t>(*lane_spills);
    return d;
}

worker::Fields disasm_job(worker::Fields&& request, worker::Channel& channel) {
    channel.stage("AMDGPU disassembler");
    worker::Reader in(request);
    auto elf = in.next(), kernel = in.next();
    Result<Disassembly> d = in.at_end() ? disassemble_amdgpu(*elf, *kernel) : make_error("a malformed request");
    worker::Writer out;
    if (!d) return out.add(d.error()).add("").add(0).add(0).add(0).take();
    out.add("").add(std::move(d->text));
    out.add(std::to_string(d->instructions)).add(std::to_string(d->scratch)).add(std::to_string(d->lane_spills));
    return out.take();
}

}  // namespace kiln::codeobj

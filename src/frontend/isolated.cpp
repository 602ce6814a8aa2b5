// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// clang in kiln's worker processes (worker/worker.hpp): a source's compile ("frontend") and a HIP
// prelude's precompiled header ("prelude"), so that a crash, a fatal error or a stack overflow in
// clang fails that source, not the build.
//
// "frontend" request: the Request's fields in the order encode() writes them. While it runs, the
// worker may ask "prelude" TEXT CC1-ARGS (a list): kiln answers with the prelude, shared by its
// front ends (Preludes), in prelude_fields' layout. Answer: the bitcode, then lists of errors,
// warnings, dependencies and absent paths.
// "prelude" request: TEXT, CC1-ARGS (a list). Answer: prelude_fields.
#include "frontend/clang_frontend.hpp"
#include "frontend/frontend.hpp"

namespace kiln::frontend {

namespace {

template <class Paths>
std::vector<std::string> strings(const Paths& paths) {
    return {paths.begin(), paths.end()};
}
std::vector<std::filesystem::path> paths(std::vector<std::string>&& texts) { return {texts.begin(), texts.end()}; }

worker::Fields encode(const Request& r) {
    const Rocm none;
    const Rocm& rocm = r.rocm ? *r.rocm : none;
    worker::Writer w;
    w.add(std::string("frontend")).add(r.source.string()).add(static_cast<int>(r.language)).add(r.processor);
    w.add_list(r.features).add_list(r.defines).add_list(strings(r.include_dirs)).add(r.std).add(r.fast_math).add(r.ftz).add(r.fmad);
    w.add(r.code_object_version).add(r.rocm != nullptr).add(rocm.root.string()).add(rocm.device_libs.string()).add(rocm.hip_version);
    w.add_list(r.clang_args).add_list(r.instantiate).add(r.cuda_path.string()).add(r.wave64).add(r.base_dir.string());
    w.add(r.hip_nvidia.string());
    return w.take();
}

// A request as the worker reads it, with the ROCm installation it points to.
struct Decoded {
    Request request;
    Rocm rocm;
};

std::optional<Decoded> decode(worker::Fields& fields) {
    worker::Reader in(fields);
    Decoded d;
    Request& r = d.request;
    auto source = in.next();
    auto language = in.number();
    auto processor = in.next();
    auto features = in.list(), defines = in.list(), include_dirs = in.list();
    auto standard = in.next();
    auto fast_math = in.number(), ftz = in.number(), fmad = in.number(), cov = in.number(), has_rocm = in.number();
    auto root = in.next(), device_libs = in.next(), hip_version = in.next();
    auto clang_args = in.list(), instantiate = in.list();
    auto cuda_path = in.next();
    auto wave64 = in.number();
    auto base_dir = in.next();
    auto hip_nvidia = in.next();
    if (!in.at_end() || *language > static_cast<int>(Language::opencl)) return std::nullopt;
    r.source = *source;
    r.language = static_cast<Language>(*language);
    r.processor = std::move(*processor);
    r.features = std::move(*features);
    r.defines = std::move(*defines);
    r.include_dirs = paths(std::move(*include_dirs));
    r.std = std::move(*standard);
    r.fast_math = *fast_math == 1;
    r.ftz = *ftz == 1;
    r.fmad = *fmad == 1;
    r.code_object_version = static_cast<int>(*cov);
    d.rocm.root = *root, d.rocm.device_libs = *device_libs, d.rocm.hip_version = std::move(*hip_version);
    r.clang_args = std::move(*clang_args);
    r.instantiate = std::move(*instantiate);
    r.cuda_path = *cuda_path;
    r.wave64 = *wave64 == 1;
    r.base_dir = *base_dir;
    r.hip_nvidia = *hip_nvidia;
    if (*has_rocm == 1) r.rocm = &d.rocm;  // set again by the caller once `d` has its final address
    return d;
}

worker::Fields prelude_fields(const Prelude& p) {
    worker::Writer w;
    w.add(p.text).add(p.pch).add_list(strings(p.dependencies)).add_list(strings(p.absent)).add(p.direct);
    return w.take();
}

std::optional<Prelude> prelude_of(worker::Fields& fields) {
    worker::Reader in(fields);
    auto text = in.next(), pch = in.next();
    auto dependencies = in.list(), absent = in.list();
    auto direct = in.number();
    if (!in.at_end()) return std::nullopt;
    return Prelude{std::move(*text), std::move(*pch), paths(std::move(*dependencies)), paths(std::move(*absent)), *direct == 1};
}

// "prelude" TEXT CC1-ARGS: a question from a front end, or a request.
worker::Fields prelude_question(const std::vector<std::string>& cc1_args, const std::string& text, bool request) {
    worker::Writer w;
    if (request) w.add(std::string("prelude"));
    w.add(text).add_list(cc1_args);
    return w.take();
}

}  // namespace

Output compile_isolated(const Request& r, Preludes& preludes) {
    auto answer = worker::call("clang", {}, encode(r), [&](worker::Fields&& question) -> std::optional<worker::Fields> {
        worker::Reader in(question);
        auto text = in.next();
        auto cc1_args = in.list();
        if (!in.at_end()) return std::nullopt;
        return prelude_fields(*preludes.get(*cc1_args, *text, r.cache, r.prelude_alone));
    });
    Output result;
    if (answer) {
        worker::Reader in(*answer);
        auto bitcode = in.next();
        auto errors = in.list(), warnings = in.list(), dependencies = in.list(), absent = in.list();
        if (in.at_end()) {
            result.bitcode = std::move(*bitcode);
            result.errors = std::move(*errors);
            result.warnings = std::move(*warnings);
            result.dependencies = paths(std::move(*dependencies));
            result.absent = paths(std::move(*absent));
            return result;
        }
        answer = make_error("the worker's answer is malformed");
    }
    result.errors.push_back("'" + r.source.string() + "': " + answer.error());
    return result;
}

Prelude build_prelude_isolated(const std::vector<std::string>& cc1_args, const std::string& text) {
    auto answer = worker::call("clang", {}, prelude_question(cc1_args, text, true));
    std::optional<Prelude> prelude = answer ? prelude_of(*answer) : std::nullopt;
    return prelude ? std::move(*prelude) : Prelude{text, {}, {}, {}};
}

worker::Fields frontend_job(worker::Fields&& request, worker::Channel& channel) {
    channel.stage("front end");
    std::optional<Decoded> d = decode(request);
    Output out;
    if (!d) {
        out.errors.push_back("a malformed request");
    } else {
        if (d->request.rocm) d->request.rocm = &d->rocm;
        out = clang_source(d->request, [&](const std::vector<std::string>& cc1_args, const std::string& text) {
            std::optional<worker::Fields> answer = channel.ask(prelude_question(cc1_args, text, false));
            std::optional<Prelude> p = answer ? prelude_of(*answer) : std::nullopt;
            return std::make_shared<const Prelude>(p ? std::move(*p) : Prelude{text, {}, {}, {}});
        });
    }
    worker::Writer w;
    w.add(std::move(out.bitcode)).add_list(out.errors).add_list(out.warnings);
    w.add_list(strings(out.dependencies)).add_list(strings(out.absent));
    return w.take();
}

worker::Fields prelude_job(worker::Fields&& request, worker::Channel& channel) {
    channel.stage("front end (precompiled prelude)");
    worker::Reader in(request);
    auto text = in.next();
    auto cc1_args = in.list();
    if (!in.at_end()) return prelude_fields(Prelude{});
    return prelude_fields(build_prelude(*cc1_args, *text));
}

}  // namespace kiln::frontend

// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The front-end step: any source to bitcode for one target. For clang sources, clang links ROCm's
// device libraries (only what the code needs) as its -mlink-builtin-bitcode does: the translation
// unit's function attributes imposed on the library's functions, which are then internalized. Debian's device
// libraries lack oclc_isa_version_942/950 and ABI version 600, newer ones oclc_daz_opt (and
// hip.bc, then skipped); each such control library is one constant, synthesized in memory.
#include "frontend/frontend.hpp"
#include "frontend/cuda_extras.hpp"
#include "frontend/cuda_headers.hpp"

#include <algorithm>
#include <array>

#include <llvm/IR/CallingConv.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>
#include <llvm/ADT/StringExtras.h>
#include <llvm/Config/llvm-config.h>
#include <llvm/TargetParser/TargetParser.h>
#include <llvm/TargetParser/Triple.h>
#include <llvm/Support/raw_ostream.h>

#include "frontend/clang_frontend.hpp"

#include "cache/cache.hpp"
#include "util/file.hpp"
#include "util/file_hash.hpp"
#include "util/strings.hpp"

#include <kiln/runtime/md5.hpp>
#include "frontend/ir_reader.hpp"

namespace kiln::frontend {

namespace fs = std::filesystem;

namespace {

// Functions the module calls and does not define, by name: what a missing device library left.
std::vector<std::string> undefined_calls(const llvm::Module& m) {
    std::vector<std::string> names;
    for (const llvm::Function& f : m)
        if (f.isDeclaration() && !f.isIntrinsic() && !f.use_empty()) names.push_back(f.getName().str());
    return names;
}

// An oclc control library: one constant, as the device-libs files define it:
//   @NAME = linkonce_odr hidden local_unnamed_addr addrspace(4) constant i32 VALUE
std::string control_constant(const std::string& name, int value) {
    llvm::LLVMContext ctx;
    llvm::Module m(name, ctx);
    const llvm::Triple triple("amdgcn-amd-amdhsa");
    m.setTargetTriple(triple);
    m.setDataLayout(triple.computeDataLayout());  // else linking it warns of different data layouts
    auto* type = llvm::Type::getInt32Ty(ctx);
    auto* g = new llvm::GlobalVariable(m, type, /*isConstant=*/true, llvm::GlobalValue::LinkOnceODRLinkage,
                                       llvm::ConstantInt::get(type, value), name, nullptr,
                                       llvm::GlobalValue::NotThreadLocal, /*AddressSpace=*/4);
    g->setVisibility(llvm::GlobalValue::HiddenVisibility);
    g->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Local);
    std::string bitcode;
    llvm::raw_string_ostream os(bitcode);
    llvm::WriteBitcodeToFile(m, os);
    os.flush();
    return bitcode;
}

// The device libraries clang 22's driver gives a HIP or OpenCL compile (`clang -###`: the
// language's library for OpenCL, ocml, ockl, then the oclc controls for unsafe math, finite only,
// correctly rounded sqrt, wave size, ISA version, ABI version), in that order. Departures, each
// adding only a definition clang's compile would lack: HIP links hip.bc when present (Debian's
// HIP 5.2 headers call its __atomic_work_item_fence, which clang 22 does not link); older ocml
// refers to __oclc_daz_opt, so oclc_daz_opt_off.bc comes last (synthesized when missing); the ISA
// and ABI controls Debian lacks (gfx942, ABI 600) are synthesized. A missing library is left out
// and named by `missing`, an error only when the module ends up calling undefined functions.
std::vector<DeviceLibrary> device_libraries(const Request& r, Language lang, std::vector<std::string>& missing) {
    const fs::path& dir = r.rocm->device_libs;
    const std::string isa = r.processor.substr(3);  // "942"
    // The device libraries' encoding: major * 1000 + minor * 100 + stepping (gfx942: 9402, gfx90a: 9010).
    const llvm::AMDGPU::IsaVersion v = llvm::AMDGPU::getIsaVersion(r.processor);
    const int isa_version = static_cast<int>(v.Major * 1000 + v.Minor * 100 + v.Stepping);
    const bool hip = lang == Language::hip;
    const std::string on_off = r.fast_math ? "on" : "off";
    std::vector<DeviceLibrary> out;
    // `constant`: synthesized under that name when the file is missing; empty: left out then.
    auto add = [&](std::string file, const char* constant = "", int value = 0, bool optional = false) {
        std::error_code ec;
        if (fs::path path = dir / file; fs::is_regular_file(path, ec)) out.push_back({std::move(path), std::move(file), {}});
        else if (*constant) out.push_back({{}, file, control_constant(constant, value)});
        else if (!optional) missing.push_back(path.string());
    };
    add(hip ? "hip.bc" : "opencl.bc", "", 0, /*optional=*/hip);
    add("ocml.bc");
    add("ockl.bc");
    add("oclc_unsafe_math_" + on_off + ".bc");
    add("oclc_finite_only_" + on_off + ".bc");
    // HIP's -fhip-fp32-correctly-rounded-divide-sqrt is on by default, OpenCL's option off.
    add(std::string("oclc_correctly_rounded_sqrt_") + (hip ? "on" : "off") + ".bc");
    add(std::string("oclc_wavefrontsize64_") + (wave32(r) ? "off" : "on") + ".bc");
    add("oclc_isa_version_" + isa + ".bc", "__oclc_ISA_version", isa_version);
    const int abi = r.code_object_version * 100;
    add("oclc_abi_version_" + std::to_string(abi) + ".bc", "__oclc_ABI_version", abi);
    add("oclc_daz_opt_off.bc", "__oclc_daz_opt", 0);
    return out;
}

// clang gives every kernel without launch bounds amdgpu-flat-work-group-size "1,2048" (HIP, as kiln
// asks it to: an explicit __launch_bounds__(1024) stays "1,1024") or "1,256" (OpenCL). That default
// is not the author's choice: dropping it lets kiln's built-in "B,B" from the manifest's block_size
// apply, while __launch_bounds__ values stay (source wins).
void drop_default_launch_bounds(llvm::Module& m, Language lang) {
    const std::string k_default = lang == Language::hip ? std::string("1,") + k_hip_unset_launch_bounds_max : "1,256";
    for (llvm::Function& f : m) {
        if (f.getCallingConv() != llvm::CallingConv::AMDGPU_KERNEL) continue;
        llvm::Attribute a = f.getFnAttribute("amdgpu-flat-work-group-size");
        if (a.isValid() && a.getValueAsString() == k_default) f.removeFnAttr("amdgpu-flat-work-group-size");
    }
}

Output compile_source(const Request& r);

// Cache entries whose validity rests on the files a compilation read, as in ccache's direct mode:
// an entry is a hit only while every file still has the same stat or, failing that, the same SHA-256,
// and while every path the include search missed is still missing (a header created there would
// be found first now: ccache's direct mode does not see that; kiln does). The files' record:
//   "<count>\n", then per file "<sha-256 hex> <mtime>:<size> <path>\n",
//   "<count>\n", then per missed path "<path>\n"
// Read as hostile: every count and size is checked; anything malformed is a miss.
struct Dependencies {
    std::vector<fs::path> files;
    std::vector<fs::path> absent;
};

// Entries do not depend on where the manifest lives: a path under `base` (the manifest's
// directory) is stored relative to it ("./include/k.h") and read back under the reader's own base,
// and the warnings' mentions of it as k_base_mark. Other paths (ROCm's headers) stay absolute.
constexpr char k_base_mark = '\x01';

std::string stored_path(const fs::path& p, const fs::path& base) {
    const auto rel = under_base(p, base);
    return rel ? (fs::path(".") / *rel).string() : fs::absolute(p).lexically_normal().string();
}

fs::path read_path(std::string_view stored, const fs::path& base) {
    if (stored.starts_with("./") && !base.empty()) return (base / stored.substr(2)).lexically_normal();
    return fs::path(stored);
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
    if (from.empty()) return text;
    for (std::size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size()) text.replace(at, from.size(), to);
    return text;
}

// The record of `d`, each file with its digest now (nothing when a file cannot be read: kiln
// cannot vouch for it).
std::optional<std::string> write_dependencies(const Dependencies& d, const fs::path& base) {
    std::string out = std::to_string(d.files.size()) + "\n";
    for (const auto& f : d.files) {
        const std::string hash = util::file_digest(f);
        if (hash.empty()) return std::nullopt;
        out += hash + " " + util::file_stat(f) + " " + stored_path(f, base) + "\n";
    }
    out += std::to_string(d.absent.size()) + "\n";
    for (const auto& a : d.absent) {
        if (a.string().find('\n') != std::string::npos) return std::nullopt;
        out += stored_path(a, base) + "\n";
    }
    return out;
}

// A record as stored, unchecked: each file's digest, stat and stored path; the missed paths.
struct StoredDependencies {
    std::vector<std::array<std::string_view, 3>> files;
    std::vector<std::string_view> absent;
};

std::optional<StoredDependencies> read_dependencies(util::PayloadReader& in) {
    StoredDependencies out;
    const auto count = in.number();
    if (!count) return std::nullopt;
    for (std::uint64_t i = 0; i < *count; ++i) {
        auto l = in.line();
        constexpr std::size_t n = util::k_digest_hex_size;
        if (!l || l->size() < n + 3 || (*l)[n] != ' ') return std::nullopt;
        const std::size_t sp = l->find(' ', n + 1);
        if (sp == std::string_view::npos) return std::nullopt;
        out.files.push_back({l->substr(0, n), l->substr(n + 1, sp - n - 1), l->substr(sp + 1)});
    }
    const auto missing = in.number();
    if (!missing) return std::nullopt;
    for (std::uint64_t i = 0; i < *missing; ++i) {
        auto l = in.line();
        if (!l) return std::nullopt;
        out.absent.push_back(*l);
    }
    return out;
}

// The files of a record under `base`, when every one is as it was and every missed path still
// holds nothing; an unchanged stat needs no hashing.
std::optional<Dependencies> still_valid(const StoredDependencies& stored, const fs::path& base) {
    Dependencies out;
    for (const auto& [hash, stat, path_text] : stored.files) {
        fs::path path = read_path(path_text, base);
        if (util::file_stat(path) == stat) util::remember_digest(path, std::string(stat), std::string(hash));
        else if (util::file_digest(path) != hash) return std::nullopt;  // changed: a miss
        out.files.push_back(std::move(path));
    }
    for (const auto& a : stored.absent) {
        fs::path path = read_path(a, base);
        if (!util::nothing_at(path)) return std::nullopt;  // now there: a miss
        out.absent.push_back(std::move(path));
    }
    return out;
}

// A HIP prelude's entry: its files' record, then "<text size>\n<text>" (empty), then the data.
struct Checked {
    Dependencies dependencies;
    std::string data;
};

std::optional<std::string> encode(const Checked& c, const fs::path& base) {
    auto payload = write_dependencies(c.dependencies, base);
    if (!payload) return std::nullopt;
    *payload += "0\n";
    *payload += c.data;
    return payload;
}

std::optional<Checked> decode(std::string&& payload, const fs::path& base) {
    util::PayloadReader in(payload);
    const auto stored = read_dependencies(in);
    if (!stored) return std::nullopt;
    auto dependencies = still_valid(*stored, base);
    if (!dependencies || in.number() != std::uint64_t{0}) return std::nullopt;
    Checked out{std::move(*dependencies), {}};
    payload.erase(0, in.offset());  // the data, moved rather than copied (a prelude is megabytes)
    out.data = std::move(payload);
    return out;
}

// A front end's result goes into two entries, as ccache's direct mode keeps them: under the
// front-end key a *manifest*, the files records of up to k_max_candidates results (the newest
// first), each with the key of its result entry; under that key the result: "<text size>\n<text>"
// (the compiler's warnings) and the bitcode. So checkouts or branches whose headers differ each
// find their own result, rather than taking turns at one entry.
//   manifest: "kiln-frontend-manifest 1\n<count>\n", then per candidate "<result key>\n" and its
//             files record
constexpr std::string_view k_manifest_magic = "kiln-frontend-manifest 1";
constexpr std::size_t k_max_candidates = 16;

struct Candidate {
    std::string result_key;
    std::string record;  // the files record as stored
};

std::optional<std::vector<Candidate>> read_manifest(const std::string& payload) {
    util::PayloadReader in(payload);
    if (in.line() != k_manifest_magic) return std::nullopt;
    const auto count = in.number();
    if (!count || *count > k_max_candidates) return std::nullopt;
    std::vector<Candidate> out;
    for (std::uint64_t i = 0; i < *count; ++i) {
        const auto key = in.line();
        // Its value is checked where it is used (files_of; and the cache takes hex keys only).
        if (!key || key->size() != util::k_digest_hex_size) return std::nullopt;
        const std::size_t from = in.offset();
        if (!read_dependencies(in)) return std::nullopt;
        out.push_back({std::string(*key), payload.substr(from, in.offset() - from)});
    }
    if (in.offset() != payload.size()) return std::nullopt;  // more than it says: malformed
    return out;
}

std::string write_manifest(const std::vector<Candidate>& candidates) {
    std::string out = std::string(k_manifest_magic) + "\n" + std::to_string(candidates.size()) + "\n";
    for (const auto& c : candidates) out += c.result_key + "\n" + c.record;
    return out;
}

// The result entry's key: the front-end key and the files' digests and paths as stored (not
// their stats, which differ between checkouts of the same content).
std::string result_key(std::string_view frontend_key, const StoredDependencies& d) {
    util::KeyBuilder key = cache::versioned_key("kiln-frontend-result", LLVM_VERSION_STRING);
    key.add(frontend_key);
    for (const auto& [hash, stat, path] : d.files) key.add(path).add(hash);
    key.add("absent");
    for (const auto& a : d.absent) key.add(a);
    return key.hex();
}

// A candidate of the manifest under `frontend_key`: its files under `base`, when they are as its
// record says (still_valid) and its result key is the one they give (a manifest is hostile input:
// a candidate naming another result, another source's, is never followed).
std::optional<Dependencies> files_of(const Candidate& c, std::string_view frontend_key, const fs::path& base) {
    util::PayloadReader in(c.record);
    auto stored = read_dependencies(in);
    if (!stored || in.offset() != c.record.size() || result_key(frontend_key, *stored) != c.result_key) return std::nullopt;
    return still_valid(*stored, base);
}

}  // namespace

void add_options(util::KeyBuilder& key, const Request& r) {
    key.add(std::to_string(static_cast<int>(r.language))).add(r.processor);
    for (const auto& f : r.features) key.add(f);
    key.add("defines");
    for (const auto& d : r.defines) key.add(d);
    key.add("include_dirs");
    for (const auto& i : r.include_dirs) key.add(stored_path(i, r.base_dir));
    key.add(r.std).add(r.fast_math ? "fast" : "ieee").add(r.ftz ? "ftz" : "").add(r.fmad ? "" : "nofmad").add(std::to_string(r.code_object_version)).add(r.wave64 ? "wave64" : "");
    key.add("clang_args");
    for (const auto& a : r.clang_args) key.add(a);
}

namespace {

// The front-end cache's key: the options, the source's path and content, the versions.
std::optional<std::string> frontend_key(const Request& r) {
    auto source = util::read_file(r.source);
    if (!source) return std::nullopt;
    util::KeyBuilder key = cache::versioned_key("kiln-frontend", LLVM_VERSION_STRING);
    // IR front ends mark Triton's IR (BackendOptions::triton); clang's debug information names the
    // compilation directory '.'.
    key.add("triton-ir-marked, debug-compilation-dir");
    key.add(stored_path(r.source, r.base_dir)).add(*source);
    add_options(key, r);
    key.add("instantiate");
    for (const auto& s : r.instantiate) key.add(s);
    key.add(r.rocm ? r.rocm->root.string() + "|" + r.rocm->device_libs.string() + "|" + r.rocm->hip_version : "");
    key.add(r.cuda_path.string());
    // kiln's CUDA prelude is part of every CUDA source: an edit to it is a new front end (for every
    // source: which sources are CUDA is the target's to say). So is its HIP-on-NVIDIA header for a
    // HIP source built for NVIDIA.
    key.add(k_cuda_extras_text);
    if (!r.hip_nvidia.empty()) key.add(r.hip_nvidia.string()).add(k_hip_nvidia_text);
    return key.hex();
}

}  // namespace

std::optional<fs::path> under_base(const fs::path& path, const fs::path& base) {
    if (base.empty()) return std::nullopt;
    fs::path rel = fs::absolute(path).lexically_normal().lexically_relative(base);
    if (rel.empty() || *rel.begin() == "..") return std::nullopt;
    return rel;
}

std::string base_prefix(const fs::path& base) {
    const std::string b = base.string();
    return b.empty() ? b : b.ends_with('/') ? b : b + "/";
}

bool wave32(const Request& r) { return llvm::AMDGPU::getIsaVersion(r.processor).Major >= 10 && !r.wave64; }

namespace {

// The front end's result from the cache: the manifest's first candidate whose files are as they
// were, and its result entry. When a local manifest has no candidate for these files, the
// remotes' manifest is asked too (another machine may have stored this checkout's variant).
std::optional<Output> cached_output(const Request& r, const std::string& key) {
    bool from_remote = false;
    auto manifest = r.cache->get(key, cache::Cache::Sharing::shared, &from_remote);
    for (int pass = 0; manifest; ++pass) {
        bool files_matched = false;
        for (const auto& c : read_manifest(*manifest).value_or(std::vector<Candidate>{})) {
            auto dependencies = files_of(c, key, r.base_dir);
            if (!dependencies) continue;
            files_matched = true;
            auto payload = r.cache->get(c.result_key);
            if (!payload) continue;
            util::PayloadReader result(*payload);
            const auto text_size = result.number();
            const auto text = text_size ? result.bytes(*text_size) : std::nullopt;
            if (!text) continue;
            Output out;
            out.dependencies = std::move(dependencies->files);
            out.absent = std::move(dependencies->absent);
            if (!text->empty()) out.warnings.push_back(replace_all(std::string(*text), std::string(1, k_base_mark), base_prefix(r.base_dir)));
            payload->erase(0, result.offset());
            out.bitcode = std::move(*payload);
            out.bitcode_hash = util::sha256_hex(out.bitcode);
            out.cache_hit = true;
            return out;
        }
        if (pass > 0 || files_matched || from_remote) break;
        const auto local = read_manifest(*manifest);
        manifest = r.cache->get_from_remotes(key);
        // The remotes' copy replaced the local one: the local candidates it lacks are kept too.
        auto merged = manifest ? read_manifest(*manifest) : std::nullopt;
        if (merged && local) {
            const std::size_t remote_count = merged->size();
            for (const auto& c : *local)
                if (merged->size() < k_max_candidates &&
                    std::none_of(merged->begin(), merged->begin() + remote_count, [&](const Candidate& m) { return m.result_key == c.result_key; }))
                    merged->push_back(c);
            if (merged->size() > remote_count) r.cache->put(key, write_manifest(*merged));
        }
    }
    return std::nullopt;
}

// Stores `result` as a candidate of the manifest under `key`, newest first, beside the others the
// manifest holds now (one with the same files' contents replaced).
void store_output(const Request& r, const std::string& key, const Output& result) {
    auto record = write_dependencies({result.dependencies, result.absent}, r.base_dir);
    if (!record) return;
    std::string text;
    for (const auto& w : result.warnings) text += w;
    if (text.find(k_base_mark) != std::string::npos) return;
    text = replace_all(text, base_prefix(r.base_dir), std::string(1, k_base_mark));
    util::PayloadReader in(*record);
    const auto stored = read_dependencies(in);
    if (!stored) return;
    Candidate mine{result_key(key, *stored), *record};
    r.cache->put(mine.result_key, std::to_string(text.size()) + "\n" + text + result.bitcode);
    std::vector<Candidate> candidates{mine};
    if (auto old = r.cache->peek(key))
        for (auto& c : read_manifest(*old).value_or(std::vector<Candidate>{}))
            if (c.result_key != mine.result_key && candidates.size() < k_max_candidates) candidates.push_back(std::move(c));
    r.cache->put(key, write_manifest(candidates));
}

}  // namespace

void prefetch(const std::vector<Request>& requests) {
    cache::Cache* cache = requests.empty() ? nullptr : requests.front().cache;
    if (!cache || cache->remotes().empty()) return;
    std::vector<std::pair<const Request*, std::string>> keyed;
    for (const Request& r : requests)
        if (auto key = r.cache == cache ? frontend_key(r) : std::nullopt) keyed.emplace_back(&r, std::move(*key));
    std::vector<std::string> keys;
    for (const auto& [r, key] : keyed) keys.push_back(key);
    cache->prefetch(keys);
    std::vector<std::string> results;
    for (const auto& [r, key] : keyed) {
        auto manifest = cache->peek(key);
        for (const auto& c : manifest ? read_manifest(*manifest).value_or(std::vector<Candidate>{}) : std::vector<Candidate>{}) {
            if (files_of(c, key, r->base_dir)) {
                results.push_back(c.result_key);
                break;
            }
        }
    }
    cache->prefetch(results);
}

Output run(const Request& r) {
    std::optional<std::string> key;
    if (r.cache && (key = frontend_key(r)))
        if (auto hit = cached_output(r, *key)) return std::move(*hit);
    Output result = compile_source(r);
    result.bitcode_hash = util::sha256_hex(result.bitcode);
    if (key && result.ok()) store_output(r, *key, result);
    return result;
}

bool Preludes::kept(const cache::Cache* cache) { return cache && !cache->read_only(); }

std::shared_ptr<const Prelude> Preludes::get(const std::vector<std::string>& cc1_args, const std::string& text,
                                             cache::Cache* cache, bool alone) {
    util::KeyBuilder builder = cache::versioned_key("kiln-hip-prelude", LLVM_VERSION_STRING);
    builder.add(text);
    for (const auto& a : cc1_args) builder.add(a);
    const std::string key = builder.hex();
    std::promise<std::shared_ptr<const Prelude>> promise;
    std::shared_future<std::shared_ptr<const Prelude>> other;  // another front end's, when it came first
    {
        std::lock_guard lock(m_mutex);
        auto [it, first] = m_entries.try_emplace(key);
        if (first) it->second = promise.get_future().share();
        else other = it->second;
    }
    if (other.valid()) return other.get();
    auto prelude = std::make_shared<Prelude>();
    std::optional<Checked> hit;
    if (cache)
        if (auto payload = cache->get(key, cache::Cache::Sharing::local)) hit = decode(std::move(*payload), {});
    // Only a prelude that was built is kept: a failure's files do not include the header it missed,
    // so a cached failure could outlive its cause, and the IR would then depend on the cache.
    const auto build = [cc1_args, text, key, cache] {
        Prelude built = build_prelude_isolated(cc1_args, text);
        if (cache && !built.pch.empty())
            if (auto payload = encode({{built.dependencies, built.absent}, built.pch}, {}))
                cache->put(key, *payload, cache::Cache::Sharing::local);
        return built;
    };
    const bool storable = kept(cache);
    if (hit) {
        *prelude = {text, std::move(hit->data), std::move(hit->dependencies.files), std::move(hit->dependencies.absent)};
        ++m_from_cache;
    } else if ((m_beside || (alone && !storable)) && std::none_of(cc1_args.begin(), cc1_args.end(), [](const std::string& a) {
                   return a.starts_with("-debug-info-kind=");  // debug information differs without the prelude
               })) {
        prelude->text = text;
        prelude->direct = true;
        if (storable) {
            ++m_built;
            std::lock_guard lock(m_mutex);
            m_built_beside.push_back(std::async(std::launch::async, [build] { build(); }));
        }
    } else {
        *prelude = build();
        ++m_built;
    }
    promise.set_value(prelude);
    return prelude;
}

namespace {

// The module named by the source's path under the manifest's directory, as the file prefix map
// makes __FILE__ (clang names it by the absolute path): its bitcode, and so the cache keys of its
// kernels, are the same from a checkout elsewhere.
void name_relatively(llvm::Module& m, const Request& r) {
    if (const auto rel = under_base(r.source, r.base_dir)) m.setSourceFileName((fs::path(".") / *rel).string());
}

Output compile_source(const Request& r) {
    Output result;
    llvm::LLVMContext ctx;
    std::unique_ptr<llvm::Module> m;
    const Language lang = r.language;
    if (lang == Language::llvm_ir) {
        result.dependencies.push_back(r.source);
        auto read = read_ir(r.source, ctx);
        if (!read) {
            result.errors.push_back(read.error());
            return result;
        }
        m = std::move(read).value();
        if (is_triton_ir(*m)) {
            BackendOptions o = backend_options(*m);
            o.triton = true;
            set_backend_options(*m, o);
        }
        // A .ll without a source_filename line is named by the path it was read from.
        if (m->getSourceFileName() == r.source.string() || m->getSourceFileName() == fs::absolute(r.source).string())
            name_relatively(*m, r);
    } else {
        // clang runs in a worker process (isolated.cpp): a crash is this source's error.
        Preludes own;
        return compile_isolated(r, r.preludes ? *r.preludes : own);
    }
    llvm::raw_string_ostream os(result.bitcode);
    llvm::WriteBitcodeToFile(*m, os);
    os.flush();
    return result;
}

}  // namespace

Output clang_source(const Request& r, const PreludeProvider& provide) {
    Output result;
    llvm::LLVMContext ctx;
    const Language lang = r.language;
    std::vector<std::string> missing;
    // CUDA: clang links libdevice from the CUDA installation itself (its arguments leave out -nogpulib).
    const std::vector<DeviceLibrary> libraries =
        clang_language(r) == target::ClangLanguage::cuda ? std::vector<DeviceLibrary>{} : device_libraries(r, lang, missing);
    std::unique_ptr<llvm::Module> m = compile_with_clang(r, libraries, ctx, result, provide);
    if (!m) return result;
    drop_default_launch_bounds(*m, lang);
    name_relatively(*m, r);
    if (const auto undefined = undefined_calls(*m); !undefined.empty() && !missing.empty()) {
        std::string error = "'";
        error += r.source.string();
        error += "' calls";
        for (std::size_t i = 0; i < undefined.size(); ++i) {
            error += i ? ", " : " ";
            error += undefined[i];
        }
        error += ", which no device library linked defines; missing:";
        for (const auto& path : missing) {
            error += " '";
            error += path;
            error += "'";
        }
        result.errors.push_back(error);
        return result;
    }
    llvm::raw_string_ostream os(result.bitcode);
    llvm::WriteBitcodeToFile(*m, os);
    os.flush();
    return result;
}

}  // namespace kiln::frontend

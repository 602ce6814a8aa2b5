// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// `kiln inspect`: GPU binaries as users have them, every byte hostile. Bundles (plain or
// compressed), raw AMD code objects, cubins, host ELF files carrying HIP fat binaries, directories.
#include <algorithm>
#include <cstring>
#include <filesystem>
#include <map>

#include "bundle/bundle_writer.hpp"
#include "codeobj/cubin.hpp"
#include "codeobj/disasm.hpp"
#include "codeobj/elf.hpp"
#include "codeobj/kiln_section.hpp"
#include "codeobj/offload_binary.hpp"
#include "cuda/toolkit.hpp"
#include "pipeline/build.hpp"
#include "pipeline/records.hpp"
#include "target/backend.hpp"
#include "target/target.hpp"
#include "util/file.hpp"
#include "util/strings.hpp"

#include <kiln/runtime/bundle.hpp>
#include <kiln/runtime/target_id.hpp>

namespace kiln::pipeline {

namespace fs = std::filesystem;

namespace {

// The section clang's HIP toolchain puts each translation unit's fat binary in (a bundle, plain
// or compressed, 4096-aligned; a linked library holds one per translation unit).
constexpr std::string_view k_fatbin_section = ".hip_fatbin";
// The section clang's new offload driver puts device images in before linking (codeobj/offload_binary.hpp).
constexpr std::string_view k_offloading_section = ".llvm.offloading";

// A code object entry: its backend, by its prefix (as the runtime picks entries), and the
// prefix's length before the target ID ("gfx942:xnack-", "sm_90").
struct EntryKind {
    const target::Facts* facts = nullptr;  // null: not a code object entry
    std::size_t prefix = 0;
};
// The code object entries of a bundle, by prefix: each backend's (kiln's and hipcc's "hipv4-"),
// then those clang's new offload driver writes into .hip_fatbin ("hip-amdgcn-amd-amdhsa--").
EntryKind entry_kind(std::string_view id) {
    for (const target::Facts& f : target::all())
        if (id.starts_with(f.bundle_prefix)) return {&f, f.bundle_prefix.size()};
    for (const target::Facts& f : target::all())
        if (!f.new_driver_prefix.empty() && id.starts_with(f.new_driver_prefix)) return {&f, f.new_driver_prefix.size()};
    return {};
}

// What a file (or an image inside one) is, by its bytes.
enum class Format { bundle, amd_object, cubin, host_elf, other };

Format format_of(std::string_view bytes) {
    if (bytes.substr(0, runtime::k_bundle_magic.size()) == runtime::k_bundle_magic ||
        bytes.substr(0, runtime::k_compressed_magic.size()) == runtime::k_compressed_magic)
        return Format::bundle;
    switch (codeobj::elf64_machine(bytes)) {
        case 0: return Format::other;
        case codeobj::k_em_amdgpu: return Format::amd_object;
        case codeobj::k_em_cuda: return Format::cubin;
        default: return Format::host_elf;
    }
}

struct Inspector {
    BuildReport& report;
    diag::Diagnostics& diags;
    // kiln disasm: each code object read, as (target, bytes), besides its record.
    std::vector<std::pair<std::string, std::string>>* objects = nullptr;

    void error(const std::string& where, const std::string& what) { diags.error(diag::SourcePos{where}, what); }

    void add(codeobj::CodeObjectRecord record, const std::string& source) {
        report.targets.push_back(std::move(record));
        report.sources.push_back(source);
    }

    // A code object kiln did not build (or whose bundle has no record for it): the resources from
    // the code, the launch unknown, so the block the kernel requires, else the largest it allows.
    static codeobj::CodeObjectRecord unrecorded(const codeobj::CodeObjectInfo& info, const std::string& target) {
        codeobj::CodeObjectRecord record{codeobj::k_metadata_version, "", "", target, {}};
        for (const auto& k : info.kernels) {
            // The one block a kernel may require (.reqntid, .reqd_workgroup_size) is its launch.
            const std::uint32_t required = k.required_block();
            record.kernels.push_back(make_record(k, target, required ? required : std::min<std::uint32_t>(k.max_flat_workgroup_size, 1024), 0,
                                                 occupancy::Profile::v6_4));
        }
        return record;
    }

    bool code_object(std::string_view bytes, const std::string& source) {
        auto info = codeobj::read_code_object(bytes);
        if (!info) {
            error(source, info.error());
            return false;
        }
        auto stored = codeobj::is_cubin(bytes) ? Result<std::optional<codeobj::CodeObjectRecord>>(std::nullopt)
                                               : codeobj::read_kiln_section(bytes);
        if (!stored) {
            error(source, stored.error());
            return false;
        }
        const std::string target = codeobj::target_id_of(*info);
        if (objects) objects->emplace_back(target, std::string(bytes));
        if (*stored) {
            if (auto why = record_disagreement(**stored, *info, target)) {
                error(source, "its kiln metadata does not match its code: " + *why);
                return false;
            }
            add(std::move(**stored), source);
        } else {
            add(unrecorded(*info, target), source);
        }
        return true;
    }

    // A bundle's code objects; `extent`, when given, gets the bytes it spans (0 when unreadable).
    bool bundle(std::string_view bytes, const std::string& source, std::uint64_t* extent = nullptr) {
        runtime::BundleReadResult read = runtime::read_bundle(bytes);
        if (extent) *extent = read.ok() ? read.extent : 0;
        if (!read.ok()) {
            error(source, "invalid bundle: " + read.error);
            return false;
        }
        // The host entry carries the metadata of NVIDIA code objects and of code objects built
        // elsewhere (bundle::host_entry).
        std::string_view host;
        for (const auto& e : read.entries)
            if (e.id.rfind("host-", 0) == 0) host = e.data;
        bool ok = true, any = false;
        for (const auto& e : read.entries) {
            const EntryKind kind = entry_kind(e.id);
            if (!kind.facts) continue;
            any = true;
            const std::string target = e.id.substr(kind.prefix);
            const bool in_host = kind.facts->record_in_host_entry;
            auto fail = [&](const std::string& what) {
                error(source, "entry '" + e.id + "': " + what);
                ok = false;
            };
            auto info = codeobj::read_code_object(e.data);
            if (!info) {
                fail(info.error());
                continue;
            }
            // An sm_90a entry may hold a cubin whose flags say sm_90 (ptxas 13.0 writes them so).
            if (auto why = in_host ? target::backend(kind.facts->kind).entry_mismatch(codeobj::target_id_of(*info), target) : std::nullopt) {
                fail("the cubin is " + *why);
                continue;
            }
            if (objects) objects->emplace_back(target, std::string(e.data));
            const auto in_host_entry = [&] {
                return host.empty() ? Result<std::optional<codeobj::CodeObjectRecord>>(std::nullopt)
                                    : codeobj::read_kiln_section(host, bundle::host_metadata_section(e.id));
            };
            auto stored = in_host ? in_host_entry() : codeobj::read_kiln_section(e.data);
            if (stored && !*stored && !in_host) stored = in_host_entry();  // an AMD code object built elsewhere
            if (!stored) {
                fail(stored.error());
                continue;
            }
            if (!*stored) {
                add(unrecorded(*info, target), source);
                continue;
            }
            if (auto why = record_disagreement(**stored, *info, target)) {
                fail("its kiln metadata does not match its code: " + *why);
                continue;
            }
            add(std::move(**stored), source);
        }
        if (!any && ok) {
            error(source, "the bundle holds no hipv4-amdgcn-amd-amdhsa, hip-amdgcn-amd-amdhsa or hipv4-nvptx64-nvidia-cuda code object");
            return false;
        }
        return ok;
    }

    // Every bundle in a host ELF file's .hip_fatbin sections, in file order.
    bool host_elf(std::string_view bytes, const std::string& source, bool quiet_if_none) {
        auto sections = codeobj::elf64_sections(bytes);
        if (!sections) {
            error(source, sections.error());
            return false;
        }
        bool ok = true;
        std::size_t found = 0;
        std::vector<std::string> ir;  // device code of .llvm.offloading that is not machine code
        for (const auto& s : *sections) {
            if (s.name == k_offloading_section) {
                auto images = codeobj::read_offload_binaries(s.data);
                if (!images) {
                    error(source + " (" + std::string(k_offloading_section) + " at file offset " + std::to_string(s.offset) + ")",
                          images.error());
                    ok = false;
                    continue;
                }
                for (const auto& img : *images) {
                    const std::string what = codeobj::offload_kind_name(img.offload_kind) + " " + img.arch + " " +
                                             codeobj::image_kind_name(img.image_kind);
                    const Format k = format_of(img.image);
                    if (k != Format::amd_object && k != Format::cubin) {
                        ir.push_back(what);
                        continue;
                    }
                    ++found;
                    ok = code_object(img.image, source + " (" + std::string(k_offloading_section) + ": " + what + " at file offset " +
                                                    std::to_string(s.offset + img.offset) + ")") &&
                         ok;
                }
                continue;
            }
            if (s.name != k_fatbin_section) continue;
            for (std::size_t at = 0; at < s.data.size();) {
                const std::size_t plain = s.data.find(runtime::k_bundle_magic, at);
                const std::size_t compressed = s.data.find(runtime::k_compressed_magic, at);
                const std::size_t start = std::min(plain, compressed);
                if (start == std::string_view::npos) break;
                const std::string_view rest = s.data.substr(start);
                const std::string where = source + " (" + std::string(k_fatbin_section) + " bundle " + std::to_string(++found) +
                                          " at file offset " + std::to_string(s.offset + start) + ")";
                std::uint64_t extent = 0;
                ok = bundle(rest, where, &extent) && ok;
                at = start + static_cast<std::size_t>(std::max<std::uint64_t>(extent, 1));
            }
        }
        if (found == 0 && !quiet_if_none && ok) {
            if (!ir.empty()) {
                std::string list;
                for (const auto& i : ir) list += (list.empty() ? "" : ", ") + i;
                error(source, "its device code is not machine code yet (" + std::string(k_offloading_section) + ": " + list +
                                  "): clang's new offload driver (-fgpu-rdc, -fopenmp) compiles it when the program is "
                                  "linked; inspect the linked executable or library");
            } else {
                error(source, "no HIP fat binary in it: a host ELF file without a " + std::string(k_fatbin_section) +
                                  " section (or one holding no bundle) and without code objects in " +
                                  std::string(k_offloading_section));
            }
            return false;
        }
        return ok;
    }

    // One file; in a directory, files that hold no GPU code are passed over.
    bool file(const fs::path& path, bool in_directory) {
        auto bytes = util::read_file(path);
        if (!bytes) {
            diags.error(bytes.error());
            return false;
        }
        return contents(*bytes, path.string(), in_directory);
    }

    // A file's bytes (or bytes given in memory, named `source`).
    bool contents(std::string_view bytes, const std::string& source, bool in_directory) {
        switch (format_of(bytes)) {
            case Format::bundle: return bundle(bytes, source);
            case Format::amd_object:
            case Format::cubin: return code_object(bytes, source);
            case Format::host_elf: return host_elf(bytes, source, in_directory);
            case Format::other: break;
        }
        if (in_directory) return true;
        error(source, "not a GPU binary kiln reads: an offload bundle (__CLANG_OFFLOAD_BUNDLE__ or CCOB), an AMD code "
                      "object, a cubin, or an ELF file with a .hip_fatbin section" +
                          std::string(fs::path(source).extension() == ".toml" ? "; a manifest? 'kiln build " + source + "' builds it" : ""));
        return false;
    }
};

}  // namespace

std::optional<BuildReport> inspect(const fs::path& path, diag::Diagnostics& diags) {
    BuildReport report;
    report.bundle_path = path;
    Inspector in{report, diags};
    std::error_code ec;
    if (fs::is_directory(path, ec)) {
        std::vector<fs::path> files;
        for (fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, ec), end; !ec && it != end;
             it.increment(ec))
            if (std::error_code e; it->is_regular_file(e)) files.push_back(it->path());
        if (ec) {
            diags.error(diag::SourcePos{path.string()}, "cannot list the directory: " + ec.message());
            return std::nullopt;
        }
        std::sort(files.begin(), files.end());
        for (const auto& f : files) in.file(f, true);
        if (!diags.has_errors() && report.targets.empty()) {
            diags.error(diag::SourcePos{path.string()}, "no GPU binary in the directory (" + std::to_string(files.size()) +
                                                            " files looked at)");
            return std::nullopt;
        }
    } else {
        in.file(path, false);
    }
    if (diags.has_errors()) return std::nullopt;
    // One bundle file, as kiln writes them: no need to say where each target came from.
    if (std::all_of(report.sources.begin(), report.sources.end(), [&](const std::string& s) { return s == path.string(); }))
        report.sources.clear();
    return report;
}

std::optional<BuildReport> inspect_bytes(std::string_view bytes, const std::string& name, diag::Diagnostics& diags) {
    BuildReport report;
    report.bundle_path = name;
    if (!Inspector{report, diags}.contents(bytes, name, false)) return std::nullopt;
    if (std::all_of(report.sources.begin(), report.sources.end(), [&](const std::string& s) { return s == name; })) report.sources.clear();
    return report;
}

namespace {

// The lines of nvdisasm -c's output for one function: from its ".text.NAME" heading to the next.
std::string sass_of(const std::string& listing, const std::string& kernel) {
    const std::string heading = ".text." + kernel + " ";
    std::size_t at = listing.find(heading);
    if (at == std::string::npos) return {};
    at = listing.find('\n', at);
    const std::size_t end = listing.find("//--------------------- .", at == std::string::npos ? at : at + 1);
    std::string out;
    for (std::size_t i = at + 1; i < std::min(end, listing.size());) {
        std::size_t nl = listing.find('\n', i);
        if (nl == std::string::npos) nl = listing.size();
        std::string line = listing.substr(i, nl - i);
        // Local memory: where registers spill (and local arrays live).
        if (line.find(" STL") != std::string::npos || line.find(" LDL") != std::string::npos) line += "  ; local: a spill or a local array";
        out += line + "\n";
        i = nl + 1;
    }
    return out;
}

// kiln disasm's (target, code object) pairs of a file: a bundle's entries, the file itself, or a
// host ELF file's as inspect reads them; nothing, with the errors in `diags`, when it has none.
std::optional<std::vector<std::pair<std::string, std::string>>> code_objects_of(const std::string& bytes, const std::string& where,
                                                                                diag::Diagnostics& diags) {
    std::vector<std::pair<std::string, std::string>> objects;
    runtime::BundleReadResult read;
    switch (format_of(bytes)) {
        case Format::bundle:
            read = runtime::read_bundle(bytes);
            if (!read.ok()) {
                diags.error(diag::SourcePos{where}, "invalid bundle: " + read.error);
                return std::nullopt;
            }
            for (const auto& e : read.entries)
                if (const EntryKind kind = entry_kind(e.id); kind.facts) objects.emplace_back(e.id.substr(kind.prefix), std::string(e.data));
            break;
        case Format::amd_object:
        case Format::cubin: {
            auto info = codeobj::read_code_object(bytes);
            if (!info) {
                diags.error(diag::SourcePos{where}, info.error());
                return std::nullopt;
            }
            objects.emplace_back(codeobj::target_id_of(*info), bytes);
            break;
        }
        case Format::host_elf: {
            // The code objects of its HIP fat binaries and offload binaries, as kiln inspect reads them.
            BuildReport scratch;
            Inspector in{scratch, diags, &objects};
            if (!in.host_elf(bytes, where, false)) return std::nullopt;
            break;
        }
        default:
            diags.error(diag::SourcePos{where}, "not a bundle, a code object or a host ELF file with GPU code (what kiln disasm reads)");
            return std::nullopt;
    }
    return objects;
}

// The name `kernel` has in each bundle entry's code object, where it is not `kernel`: a code object
// built elsewhere keeps its own symbols, which its record in the host entry names (object_name).
std::map<std::string, std::string> object_names(const std::string& bytes, const std::string& kernel) {
    std::map<std::string, std::string> out;  // target ID -> the kernel's symbol there
    if (format_of(bytes) != Format::bundle) return out;
    const runtime::BundleReadResult read = runtime::read_bundle(bytes);
    std::string_view host;
    for (const auto& e : read.entries)
        if (e.id.rfind("host-", 0) == 0) host = e.data;
    for (const auto& e : read.entries) {
        const EntryKind kind = entry_kind(e.id);
        if (!kind.facts || host.empty()) continue;
        auto stored = codeobj::read_kiln_section(host, bundle::host_metadata_section(e.id));
        if (!stored || !*stored) continue;
        for (const auto& k : (*stored)->kernels)
            if (k.resources.name == kernel && !k.object_name.empty()) out[e.id.substr(kind.prefix)] = k.object_name;
    }
    return out;
}

}  // namespace

std::optional<std::string> disassemble(const fs::path& file, const std::string& kernel, const std::optional<std::string>& target,
                                       diag::Diagnostics& diags) {
    auto bytes = util::read_file(file);
    if (!bytes) {
        diags.error(bytes.error());
        return std::nullopt;
    }
    const std::string where = file.string();
    auto found = code_objects_of(*bytes, where, diags);
    if (!found) return std::nullopt;
    const std::vector<std::pair<std::string, std::string>>& objects = *found;
    std::string out;
    std::vector<std::string> seen, failed;  // failed: "<target>: why", one per target that could not be read
    const std::map<std::string, std::string> renamed = object_names(*bytes, kernel);
    for (const auto& [id, object] : objects) {
        if (target && id != *target) continue;
        seen.push_back(id);
        auto info = codeobj::read_code_object(object);
        if (!info) {
            failed.push_back(id + ": " + info.error());
            continue;
        }
        const auto other = renamed.find(id);
        const std::string& name = other == renamed.end() ? kernel : other->second;
        const std::string heading = name == kernel ? kernel : kernel + " (" + name + ")";
        if (std::none_of(info->kernels.begin(), info->kernels.end(), [&](const auto& k) { return k.name == name; })) continue;
        if (codeobj::is_cubin(object)) {
            const auto& toolkit = cuda::default_toolkit();
            if (!toolkit) {
                failed.push_back(id + ": " + toolkit.error());
                continue;
            }
            const cuda::ToolOutput listing = cuda::nvdisasm(*toolkit, object);
            if (!listing.ok) {
                failed.push_back(id + ": " + listing.log);
                continue;
            }
            out += heading + " on " + id + " (SASS, nvdisasm):\n" + sass_of(listing.file, name) + "\n";
            continue;
        }
        auto d = codeobj::disassemble_amdgpu_isolated(object, name);
        if (!d) {
            failed.push_back(id + ": " + d.error());
            continue;
        }
        out += heading + " on " + id + ": " + std::to_string(d->instructions) + " instructions, " + std::to_string(d->scratch) +
               " scratch accesses, " + std::to_string(d->lane_spills) + " lane writes/reads\n" + d->text + "\n";
    }
    // Without --target, the targets that could be read are the answer, the others warnings; with
    // one, or when none could, errors.
    for (const std::string& f : failed) {
        if (!target && !out.empty()) diags.warning(diag::SourcePos{where}, f + " (not disassembled; the other targets are)");
        else diags.error(diag::SourcePos{where}, f);
    }
    if (diags.has_errors()) return std::nullopt;
    if (target && seen.empty()) {
        std::string have;
        for (const auto& o : objects) have += (have.empty() ? "" : ", ") + o.first;
        diags.error(diag::SourcePos{where}, "no code object for " + *target + " (it has " + have + ")");
        return std::nullopt;
    }
    if (out.empty()) {
        std::vector<std::string> names;
        for (const auto& [id, object] : objects)
            if (auto info = codeobj::read_code_object(object))
                for (const auto& k : info->kernels)
                    if (std::find(names.begin(), names.end(), k.name) == names.end()) names.push_back(k.name);
        std::string message = "no kernel '" + kernel + "' in " + where;
        if (auto near = util::closest_match(kernel, names)) message += "; did you mean '" + *near + "'?";
        diags.error(diag::SourcePos{where}, message);
        return std::nullopt;
    }
    return out;
}

void relaunch(BuildReport& report, const std::filesystem::path& path, std::optional<std::int64_t> block, std::optional<std::int64_t> dynamic_lds,
              diag::Diagnostics& diags) {
    report.launch_given = true;
    for (std::size_t t = 0; t < report.targets.size(); ++t) {
        codeobj::CodeObjectRecord& target = report.targets[t];
        for (codeobj::KernelRecord& k : target.kernels) {
            const std::uint32_t most = k.resources.max_flat_workgroup_size;
            const std::int64_t threads = block.value_or(k.block_size);
            if (most && threads > most)
                diags.warning(diag::SourcePos{report.sources.size() > t ? report.sources[t] : path.string()},
                              "kernel '" + k.resources.name + "' on " + target.target + " allows at most " + std::to_string(most) +
                                  " threads a block: a launch of " + std::to_string(threads) + " fails");
            codeobj::KernelRecord again = make_record(k.resources, target.target, threads, dynamic_lds.value_or(k.dynamic_lds), k.profile,
                                                      {k.shared_carveout, k.max_dynamic_lds});
            again.attrs = std::move(k.attrs);
            again.expect = k.expect;
            k = std::move(again);
        }
    }
}

}  // namespace kiln::pipeline

// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// kiln: pick the command, run it, map an unexpected failure to exit code 2.
#include <exception>
#include <iostream>
#include <string_view>

#include "tool/args.hpp"
#include "tool/commands.hpp"
#include "tool/common.hpp"
#include "util/process.hpp"
#include "worker/worker.hpp"

namespace {

constexpr const char* k_usage =
    "kiln " KILN_VERSION ": ahead-of-time GPU kernel builds\n"
    "usage: kiln <command> [options]\n"
    "\n"
    "commands:\n"
    "  build [MANIFEST|DIR] [-o DIR]  compile the manifest's kernels into DIR/NAME.hipfb (default: ./kiln.toml)\n"
    "  inspect FILE|DIR          list the kernels, resources and occupancy of GPU binaries\n"
    "  disasm FILE KERNEL        a kernel's machine code, spills marked\n"
    "  explain MANIFEST KERNEL   show a kernel's resolved settings and attributes and their origins\n"
    "  check BUNDLE              verify every kernel's expectations stored in the bundle\n"
    "  report INPUT [NEW]        the HTML occupancy report of a build or a binary, or of two compared\n"
    "  tune [MANIFEST] [KERNEL]  build a kernel's [tune] sweep and rank its variants on every target\n"
    "  occupancy --target T ...  HIP's occupancy for given resources, without a GPU\n"
    "  cache stats|clean         the compiled-object cache\n"
    "  completion bash|fish      the shell completion script (source <(kiln completion bash))\n"
    "\n"
    "Run 'kiln help <command>' or 'kiln <command> --help' for a command's options;\n"
    "'kiln --version' for kiln's and LLVM's versions.\n"
    "\n"
    "Every command takes --color=auto|always|never: diagnostics coloured as clang's (auto: on a\n"
    "terminal, unless NO_COLOR is set or TERM=dumb).\n";

struct Command {
    std::string_view name;
    int (*run)(const kiln::tool::Args&);
    bool hidden = false;  // kiln's own, not the user's: no usage line, no help
};
constexpr Command k_commands[] = {{"build", kiln::tool::build},
                                  {"inspect", kiln::tool::inspect},
                                  {"disasm", kiln::tool::disasm},
                                  {"explain", kiln::tool::explain},
                                  {"check", kiln::tool::check},
                                  {"report", kiln::tool::report},
                                  {"tune", kiln::tool::tune},
                                  {"occupancy", kiln::tool::occupancy},
                                  {"cache", kiln::tool::cache},
                                  {kiln::worker::k_command, kiln::tool::llvm_worker, true}};

// `kiln completion bash|fish`: the shell's completion of kiln's commands, then of each command's
// options as its --help lists them (asked when completing, so they are never out of date), else of
// files.
constexpr const char* k_completion_usage =
    "usage: kiln completion bash|fish\n"
    "\n"
    "Prints the shell's completion script for kiln. bash: source <(kiln completion bash) in\n"
    "~/.bashrc, or save it as ~/.local/share/bash-completion/completions/kiln; zsh takes it after\n"
    "'autoload -U bashcompinit && bashcompinit'. fish: kiln completion fish >\n"
    "~/.config/fish/completions/kiln.fish.\n";

// fish's: the same completions through `complete -c kiln`.
void fish_completion(const std::string& commands) {
    std::cout << "# kiln's fish completion: kiln completion fish > ~/.config/fish/completions/kiln.fish\n"
                 "function __kiln_options\n"
                 "    set -l words (commandline -opc)\n"
                 "    $words[1] $words[2] --help 2>/dev/null | string match -r -g -- '^ +(?:-[a-zA-Z], )?(--?[a-zA-Z][a-zA-Z0-9-]*)'\n"
                 "end\n"
                 "complete -c kiln -f -n __fish_use_subcommand -a '" << commands << " --version --help'\n"
                 "complete -c kiln -f -n '__fish_seen_subcommand_from help' -a '" << commands.substr(16) << "'\n"
                 "complete -c kiln -f -n '__fish_seen_subcommand_from completion' -a 'bash fish'\n"
                 "complete -c kiln -f -n 'not __fish_use_subcommand; and string match -q -- \"-*\" (commandline -ct)' "
                 "-a '(__kiln_options) --color --help'\n";
}

int completion(const kiln::tool::Args& args) {
    if (args.size() == 1 && (args[0] == "--help" || args[0] == "-h")) return std::cout << k_completion_usage, 0;
    if (args.size() != 1 || (args[0] != "bash" && args[0] != "fish"))
        return kiln::tool::usage_error("kiln completion takes 'bash' or 'fish'", k_completion_usage);
    std::string commands = "help completion";
    for (const Command& c : k_commands)
        if (!c.hidden) commands += " " + std::string(c.name);
    if (args[0] == "fish") return fish_completion(commands), 0;
    std::cout << "# kiln's bash completion: source <(kiln completion bash), or save it as\n"
                 "# ~/.local/share/bash-completion/completions/kiln\n"
                 "_kiln() {\n"
                 "  local cur=\"${COMP_WORDS[COMP_CWORD]}\"\n"
                 "  if [ \"$COMP_CWORD\" -eq 1 ]; then\n"
                 "    COMPREPLY=($(compgen -W \"" << commands << " --version --help\" -- \"$cur\"))\n"
                 "  elif [ \"${COMP_WORDS[1]}\" = help ] && [ \"$COMP_CWORD\" -eq 2 ]; then\n"
                 "    COMPREPLY=($(compgen -W \"" << commands.substr(16) << "\" -- \"$cur\"))\n"
                 "  elif [[ \"$cur\" == -* ]]; then\n"
                 "    local options\n"
                 "    options=\"$(\"${COMP_WORDS[0]}\" \"${COMP_WORDS[1]}\" --help 2>/dev/null | grep -oE '^ +(-[a-zA-Z], )?--?[a-zA-Z][a-zA-Z0-9-]*' | "
                 "grep -oE -- '--?[a-zA-Z][a-zA-Z0-9-]*$')\"\n"
                 "    COMPREPLY=($(compgen -W \"$options --color --help\" -- \"$cur\"))\n"
                 "  else\n"
                 "    COMPREPLY=($(compgen -f -- \"$cur\"))\n"
                 "  fi\n"
                 "}\n"
                 "complete -o filenames -F _kiln kiln\n";
    return 0;
}

const Command* find(std::string_view name, bool hidden_too = true) {
    for (const Command& c : k_commands)
        if (c.name == name && (hidden_too || !c.hidden)) return &c;
    return nullptr;
}

}  // namespace

int main(int argc, char** argv) try {
    if (auto problem = kiln::util::tool_timeout_problem()) return std::cerr << "kiln: error: " << *problem << "\n", 1;
    kiln::tool::Args args(argv + 1, argv + argc);
    // --color WHEN / --color=WHEN anywhere: every command's, taken out before the command parses.
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] != "--color" && !args[i].starts_with("--color=")) continue;
        const bool joined = args[i] != "--color";
        if (!joined && i + 1 == args.size()) return kiln::tool::usage_error("--color needs auto, always or never", k_usage);
        const std::string when = joined ? args[i].substr(8) : args[i + 1];
        if (!kiln::tool::set_color(when)) return kiln::tool::usage_error("--color takes auto, always or never, not '" + when + "'", k_usage);
        args.erase(args.begin() + static_cast<std::ptrdiff_t>(i), args.begin() + static_cast<std::ptrdiff_t>(i + (joined ? 1 : 2)));
        --i;
    }
    if (args.empty()) return kiln::tool::usage_error("no command given", k_usage);
    const std::string verb = args.front();
    args.erase(args.begin());
    if (verb == "--version" || verb == "version") return kiln::tool::version();
    if (verb == "help" && !args.empty() && args.front() == "completion") return completion({"--help"});
    if (verb == "help" && !args.empty()) {
        const Command* c = find(args.front(), false);
        return c ? c->run({"--help"}) : kiln::tool::usage_error("unknown command '" + args.front() + "'", k_usage);
    }
    if (verb == "-h" || verb == "--help" || verb == "help") return std::cout << k_usage, 0;
    if (verb == "completion") return completion(args);
    if (const Command* c = find(verb)) return c->run(args);
    return kiln::tool::usage_error("unknown command '" + verb + "'", k_usage);
} catch (const std::exception& e) {
    std::cerr << "kiln: internal error: " << e.what() << "\n";
    return 2;
}

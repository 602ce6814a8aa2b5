// kiln: pick the command, run it, map an unexpected failure to exit code 2.
#include <exception>
#include <iostream>

#include "tool/args.hpp"
#include "tool/commands.hpp"

namespace {

constexpr const char* k_usage =
    "usage: kiln <command> [options]\n"
    "\n"
    "commands:\n"
    "  build MANIFEST [-o DIR]   compile the manifest's kernels into DIR/NAME.hipfb\n"
    "  inspect BUNDLE            list the kernels, resources and occupancy of a bundle\n"
    "  explain MANIFEST KERNEL   show a kernel's resolved settings and attributes and their origins\n"
    "  check BUNDLE              verify every kernel's expectations stored in the bundle\n"
    "  occupancy --target T ...  HIP's occupancy for given resources, without a GPU\n"
    "  cache stats|clean         the compiled-object cache\n"
    "\n"
    "Run 'kiln <command> --help' for a command's options.\n";

}  // namespace

int main(int argc, char** argv) try {
    kiln::tool::Args args(argv + 1, argv + argc);
    if (args.empty()) return kiln::tool::usage_error("no command given", k_usage);
    const std::string verb = args.front();
    args.erase(args.begin());
    if (verb == "-h" || verb == "--help" || verb == "help") return std::cout << k_usage, 0;
    if (verb == "build") return kiln::tool::build(args);
    if (verb == "inspect") return kiln::tool::inspect(args);
    if (verb == "explain") return kiln::tool::explain(args);
    if (verb == "check") return kiln::tool::check(args);
    if (verb == "occupancy") return kiln::tool::occupancy(args);
    if (verb == "cache") return kiln::tool::cache(args);
    return kiln::tool::usage_error("unknown command '" + verb + "'", k_usage);
} catch (const std::exception& e) {
    std::cerr << "kiln: internal error: " << e.what() << "\n";
    return 2;
}

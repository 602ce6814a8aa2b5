# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Shell completion (issue 33, item 5): `kiln completion bash` completes the commands, `help`'s
# command, each command's options as its --help lists them (asked when completing) and files, in a
# real bash with the script sourced; another shell is a usage error that says how zsh uses it.
source "$(dirname "$0")/lib/common.bash"

SCRIPT="$("$KILN" completion bash)"
set +eu
eval "$SCRIPT"
complete -p kiln | grep -q -- "-F _kiln" || fail "no completion registered for kiln"
words() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _kiln; echo " ${COMPREPLY[*]} "; }
expect_contains "$(words "$KILN" ins)" " inspect " "a command"
expect_contains "$(words "$KILN" c)" " check " "commands by prefix"
expect_contains "$(words "$KILN" c)" " completion " "completion itself"
expect_contains "$(words "$KILN" help tu)" " tune " "help's command"
expect_contains "$(words "$KILN" inspect --bl)" " --block " "inspect's options from its --help"
expect_contains "$(words "$KILN" build --no-)" " --no-cache " "build's options"
expect_contains "$(words "$KILN" build -)" " --targets " "all options"
expect_contains "$(words "$KILN" build -)" " --color " "the global option"
mkdir -p "$WORK/p" && touch "$WORK/p/kiln.toml"
cd "$WORK/p"
expect_contains "$(words "$KILN" build kil)" " kiln.toml " "files"
set -eu
run_kiln completion fish
expect_eq "$CODE" 1 "another shell: $OUT"
expect_contains "$OUT" "bashcompinit" "how zsh uses the bash script"
echo "ok"

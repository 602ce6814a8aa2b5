# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Shell completion (issue 33, item 5): `kiln completion bash` completes the commands, `help`'s
# command, each command's options as its --help lists them (asked when completing) and files, in a
# real bash with the script sourced; `kiln completion fish` the same in a real fish (3.6, which the
# set-up installs); another shell is a usage error that says how zsh uses the bash script.
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
command -v fish > /dev/null || fail "no fish (scripts/setup.sh installs it)"
mkdir -p "$WORK/bin" && ln -sf "$KILN" "$WORK/bin/kiln"
fish_words() { PATH="$WORK/bin:$PATH" fish --no-config -c "kiln completion fish | source; complete -C '$1'" | tr '\n' ' ' | sed 's/^/ /'; }
expect_contains "$(fish_words "kiln ins")" " inspect " "fish: a command"
expect_contains "$(fish_words "kiln help tu")" " tune " "fish: help's command"
expect_contains "$(fish_words "kiln inspect --bl")" " --block " "fish: inspect's options from its --help"
expect_contains "$(fish_words "kiln build --no-")" " --no-cache " "fish: build's options"
expect_contains "$(fish_words "kiln build -")" " --color " "fish: the global option"
expect_contains "$(fish_words "kiln build kil")" " kiln.toml " "fish: files"
expect_contains "$(fish_words "kiln completion ")" " fish " "fish: the shells"
run_kiln completion tcsh
expect_eq "$CODE" 1 "another shell: $OUT"
expect_contains "$OUT" "bashcompinit" "how zsh uses the bash script"
echo "ok"

# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Coloured diagnostics (issue 33, item 5), as clang and ninja do: on a terminal (a pseudo-terminal
# made by script(1)) the place is bold, "error:" bold red, the caret bold green; not when stderr is
# a pipe or a file, not under NO_COLOR or TERM=dumb; --color=always|never (any command, anywhere on
# the line) overrides; another value is a usage error. The tables on stdout (kiln build, kiln
# inspect) colour '!' cells and the occupancy on a terminal (emit.Table.ColorsMarksAndOccupancyInPlace).
source "$(dirname "$0")/lib/common.bash"
command -v script > /dev/null || { echo "no script(1) here"; exit 77; }

printf '[bundle]\nname = "x"\ntargets = ["gfx942"]\n\n[kernels.k]\nsorce = "a.ll"\n' > "$WORK/bad.toml"
ESC=$'\033'
RED="${ESC}[0;1;31merror: "
on_tty() { script -qec "$*" /dev/null 2>&1 || true; }

run_kiln build "$WORK/bad.toml"
expect_eq "$CODE" 1 "the bad manifest: $OUT"
grep -q "$ESC" <<<"$OUT" && fail "no colour into a pipe: $(cat -v <<<"$OUT")"
TTY="$(on_tty "$KILN" build "$WORK/bad.toml")"
expect_contains "$TTY" "${ESC}[1m$WORK/bad.toml:6:1: $RED" "bold place, red error on a terminal: $(cat -v <<<"$TTY")"
expect_contains "$TTY" "${ESC}[0;1;32m^~~~~${ESC}[0m" "the caret in green"
expect_contains "$TTY" "${ESC}[0;1;30mnote: " "the note"
TTY="$(on_tty env NO_COLOR=1 "$KILN" build "$WORK/bad.toml")"
grep -q "$ESC\[" <<<"$TTY" && fail "NO_COLOR: $(cat -v <<<"$TTY")"
expect_contains "$TTY" "bad.toml:6:1: error: unknown key 'sorce'" "the same words"
TTY="$(on_tty env TERM=dumb "$KILN" build "$WORK/bad.toml")"
grep -q "$ESC\[" <<<"$TTY" && fail "TERM=dumb: $(cat -v <<<"$TTY")"
TTY="$(on_tty "$KILN" build "$WORK/bad.toml" --color never)"
grep -q "$ESC\[" <<<"$TTY" && fail "--color never: $(cat -v <<<"$TTY")"
run_kiln --color=always build "$WORK/bad.toml"
expect_contains "$OUT" "$RED" "--color=always into a pipe"
run_kiln build "$WORK/bad.toml" --color=sometimes
expect_eq "$CODE" 1 "a bad --color: $OUT"
expect_contains "$OUT" "kiln: error: --color takes auto, always or never, not 'sometimes'" "the usage error"
# The table: Triton's vector add (8 blocks of 256, 100%) green on a terminal, plain in a pipe.
table="$(on_tty "$KILN" inspect "$DATA/triton/add_gfx942.hsaco" --block 256)"
expect_contains "$table" "${ESC}[32m100%${ESC}[0m" "the occupancy on a terminal"
expect_eq "$("$KILN" inspect "$DATA/triton/add_gfx942.hsaco" --block 256 | grep -c "$ESC" || true)" 0 "no colour in a pipe"
echo "ok"

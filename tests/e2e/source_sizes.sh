# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The house's sizes (issue 29): prints the largest files, functions and classes under src/
# (scripts/source_sizes.py), and fails when a file passes 600 lines or a function 100, the
# house's rules (today's largest: frontend/frontend.cpp, 589 lines; a 96-line function).
source "$(dirname "$0")/lib/common.bash"
python3 "$KILN_SOURCE_DIR/scripts/source_sizes.py" --max-file-lines 600 --max-function-lines 100 || fail "a file or function grew past the house's bound (600 lines a file, 100 a function): split it by phase or variant"
# The check itself: a bound below today's largest must fail.
if python3 "$KILN_SOURCE_DIR/scripts/source_sizes.py" --max-file-lines 100 >/dev/null 2>&1; then fail "the size check passes a 100-line bound"; fi
echo "ok"

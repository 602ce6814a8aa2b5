#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The largest source files and functions under src/ (issue 29's house rules: files about 600
lines at most, functions about 100). Prints both lists; with --max-file-lines N or
--max-function-lines N, exits 1 when anything is over N (tests/e2e/source_sizes.sh holds the line
so nothing grows past today's largest).

A function is counted from its head at column 0 (one line or several, ending with '{': "int
f(...) {", "Result<X> Class::method(...) const {") to the next line that is exactly '}' or '};'. Classes
are listed apart: members defined inside a class count as the class's lines (inspect.cpp's Inspector)."""
import argparse
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
p = argparse.ArgumentParser()
p.add_argument("--top", type=int, default=10)
p.add_argument("--max-file-lines", type=int)
p.add_argument("--max-function-lines", type=int)
a = p.parse_args()

files, functions, classes = [], [], []
for f in sorted((root / "src").rglob("*")):
    if f.suffix not in (".cpp", ".hpp") or f.name.endswith("_test.cpp"):
        continue
    lines = f.read_text(errors="replace").split("\n")
    rel = f.relative_to(root).as_posix()
    files.append((len(lines) - (lines[-1] == ""), rel))
    start = None
    for i, line in enumerate(lines):
        if start is None:
            # A definition starts at column 0 and its head (one line or several) ends with '{'.
            if not re.match(r"^[A-Za-z]", line) or line.startswith(("namespace", "extern", "#", "using", "template")):
                continue
            j = i
            while j < len(lines) and not lines[j].rstrip().endswith(("{", ";", "}")) and j - i < 8:
                j += 1
            if j < len(lines) and lines[j].rstrip().endswith("{") and not lines[j].rstrip().endswith("= {"):
                start = i
        elif line == "}" or line == "};":
            head = lines[start]
            kind = classes if head.startswith(("class ", "struct ")) else functions
            kind.append((i - start + 1, f"{rel}:{start + 1}", head.split("(")[0].rstrip(" {")[-60:]))
            start = None

files.sort(reverse=True)
functions.sort(reverse=True)
classes.sort(reverse=True)
print(f"largest files (of {len(files)}):")
for n, rel in files[: a.top]:
    print(f"  {n:6} {rel}")
for title, items in (("functions", functions), ("classes defined at namespace scope", classes)):
    print(f"largest {title} (of {len(items)}):")
    for n, at, name in items[: a.top]:
        print(f"  {n:6} {at}  {name}")
over = []
if a.max_file_lines is not None:
    over += [f"{rel}: {n} lines (at most {a.max_file_lines})" for n, rel in files if n > a.max_file_lines]
if a.max_function_lines is not None:
    over += [f"{at}: {name}: {n} lines (at most {a.max_function_lines})" for n, at, name in functions if n > a.max_function_lines]
for o in over:
    print("over: " + o, file=sys.stderr)
sys.exit(1 if over else 0)

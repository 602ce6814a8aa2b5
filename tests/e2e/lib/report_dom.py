#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks the DOM Chromium rendered from kiln's HTML report against the build's NAME.json (read
# here with Python's json, not kiln) and `kiln check`'s violations:
#   report_dom.py report DOM JSON CHECK-OUTPUT   every (kernel, target) of the JSON in the overview
#       and in its kernel section with its blocks per CU and VGPRs (registers); three curves where
#       there is a model, each at the kernel's resident waves (warps) and blocks, with its steps
#       labelled in blocks; "expect failed" exactly where kiln check reports a violation; failing
#       kernels first in the overview.
#   report_dom.py order DOM KERNEL...            the overview's rows, in order, are KERNEL...
#   report_dom.py diff DOM KERNEL TARGET STATE TEXT  the diff row for (KERNEL, TARGET) has STATE
#       and contains TEXT.
import json
import sys
from html.parser import HTMLParser


class Dom(HTMLParser):
    def __init__(self):
        super().__init__()
        self.stack = []           # open elements: (tag, attrs)
        self.rows = []            # overview rows: kernel
        self.cells = {}           # (kernel, target) -> overview cell attrs
        self.failing_cells = set()
        self.targets = {}         # (kernel, target) -> div.target attrs
        self.curves = {}          # (kernel, target) -> [svg.curve attrs]
        self.step_labels = {}     # (kernel, target) -> number of step labels ("N blk")
        self.diff = {}            # (kernel, target) -> (state, text)
        self.table = None
        self.text_into = None

    def find(self, tag, cls=None, attr=None):
        for t, a in reversed(self.stack):
            if t == tag and (cls is None or cls in (a.get("class") or "").split()) and (attr is None or attr in a):
                return a
        return None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "table":
            self.table = a.get("id")
        if tag == "tr" and "data-kernel" in a and self.table == "overview":
            self.rows.append(a["data-kernel"])
        if tag == "tr" and "data-state" in a and self.table == "diff":
            self.diff[(a["data-kernel"], a["data-target"])] = [a["data-state"], ""]
        if tag == "td" and "cell" in (a.get("class") or "").split():
            row = self.find("tr", attr="data-kernel")
            self.cells[(row["data-kernel"], a["data-target"])] = a
        if tag == "div" and "target" in (a.get("class") or "").split():
            sec = self.find("section", cls="kernel")
            self.targets[(sec["data-kernel"], a["data-target"])] = a
        if tag == "svg" and "curve" in (a.get("class") or "").split():
            div = self.find("div", cls="target")
            sec = self.find("section", cls="kernel")
            key = (sec["data-kernel"], div["data-target"])
            self.curves.setdefault(key, []).append(a)
        if tag not in ("br", "meta", "img", "hr", "input", "link"):  # HTML's void elements
            self.stack.append((tag, a))

    def handle_endtag(self, tag):
        if any(t == tag for t, _ in self.stack):
            while self.stack and self.stack.pop()[0] != tag:
                pass

    def handle_data(self, data):
        label = self.find("text", cls="steplabel")
        if label is not None and data.endswith(" blk"):
            div = self.find("div", cls="target")
            sec = self.find("section", cls="kernel")
            key = (sec["data-kernel"], div["data-target"])
            self.step_labels[key] = self.step_labels.get(key, 0) + 1
        tr = self.find("tr", attr="data-state")
        if tr is not None and self.table == "diff":
            self.diff[(tr["data-kernel"], tr["data-target"])][1] += data
        if data == "expect failed":
            cell = self.find("td", cls="cell")
            row = self.find("tr", attr="data-kernel")
            if cell is not None and row is not None:
                self.failing_cells.add((row["data-kernel"], cell["data-target"]))


def fail(msg):
    print("FAIL: " + msg, file=sys.stderr)
    sys.exit(1)


def parse(path):
    d = Dom()
    with open(path, encoding="utf-8") as f:
        d.feed(f.read())
    return d


def check_report(dom_path, json_path, check_path):
    d = parse(dom_path)
    with open(json_path) as f:
        report = json.load(f)
    pairs = 0
    for t in report["targets"]:
        nvidia = t["target"].startswith("sm_")
        for k in t["kernels"]:
            key = (k["name"], t["target"])
            blocks = k["occupancy"]["blocks_per_cu"]
            blocks = -1 if blocks is None else blocks
            regs = k["resources"]["registers"] if nvidia else k["resources"]["vgpr_count"]
            cell = d.cells.get(key) or fail("no overview cell for %s" % (key,))
            if int(cell["data-blocks"]) != blocks:
                fail("%s: overview shows %s blocks, the JSON %d" % (key, cell["data-blocks"], blocks))
            div = d.targets.get(key) or fail("no kernel section for %s" % (key,))
            if int(div["data-blocks"]) != blocks or int(div["data-vgprs"]) != regs:
                fail("%s: section shows %s blocks, %s registers; the JSON %d, %d" %
                     (key, div["data-blocks"], div["data-vgprs"], blocks, regs))
            want_curves = 3 if blocks >= 0 else 0
            curves = d.curves.get(key, [])
            if len(curves) != want_curves:
                fail("%s: %d curves, expected %d" % (key, len(curves), want_curves))
            waves = k["occupancy"]["waves_per_simd"]
            for c in curves:
                if int(c["data-waves"]) != waves or int(c["data-blocks"]) != blocks:
                    fail("%s: the %s curve's point is %s waves, %s blocks; the JSON %d, %d" %
                         (key, c["data-resource"], c["data-waves"], c["data-blocks"], waves, blocks))
            if curves and d.step_labels.get(key, 0) < 3:
                fail("%s: %d steps labelled with their blocks" % (key, d.step_labels.get(key, 0)))
            pairs += 1
    if len(d.cells) != pairs:
        fail("the overview has %d cells, the JSON %d kernels x targets" % (len(d.cells), pairs))
    violations = set()
    with open(check_path) as f:
        for line in f:
            if ": " in line and not line.startswith("ok:"):
                name, target = line.split(": ", 1)[0].rsplit(" ", 1)
                violations.add((name, target))
    if d.failing_cells != violations:
        fail("'expect failed' on %s; kiln check reports %s" % (sorted(d.failing_cells), sorted(violations)))
    failing_rows = {k for k, _ in violations}
    seen_passing = False
    for r in d.rows:
        if r in failing_rows and seen_passing:
            fail("failing kernel %s after a passing one in the overview: %s" % (r, d.rows))
        seen_passing = seen_passing or r not in failing_rows
    print("dom: %d kernels x targets, %d failing, %d rows" % (pairs, len(violations), len(d.rows)))


def main():
    mode = sys.argv[1]
    if mode == "report":
        check_report(*sys.argv[2:5])
    elif mode == "order":
        d = parse(sys.argv[2])
        if d.rows != sys.argv[3:]:
            fail("overview order %s, expected %s" % (d.rows, sys.argv[3:]))
    elif mode == "diff":
        d = parse(sys.argv[2])
        key = (sys.argv[3], sys.argv[4])
        state, text = d.diff.get(key) or fail("no diff row for %s: %s" % (key, sorted(d.diff)))
        if state != sys.argv[5] or sys.argv[6] not in text:
            fail("diff row %s: state %s, text %r; expected %s with %r" % (key, state, text, sys.argv[5], sys.argv[6]))
    else:
        fail("unknown mode " + mode)


main()

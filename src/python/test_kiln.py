# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""import kiln against the command line (CTest python.kiln): the example and mixed manifests built
with kiln.build, then every kernel's figures from kiln.inspect (the bundle's path and its bytes) equal `kiln inspect --json`'s, other launches equal `kiln inspect --block --dynamic-lds`'s,
and the calculator equals `kiln occupancy --json`."""
import json
import os
import subprocess
import tempfile
import types
import unittest

import kiln

KILN = os.environ["KILN"]
SOURCE = os.environ["KILN_SOURCE_DIR"]
TRITON = os.path.join(SOURCE, "tests", "data", "triton")


def cli(*args):
    return json.loads(subprocess.run([KILN, *args], capture_output=True, text=True, check=True).stdout)


class Kiln(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="kiln-python-")
        cls.bundles = {}
        for name in ("example", "mixed"):
            report = kiln.build(os.path.join(SOURCE, "manifests", name, "kiln.toml"), output=os.path.join(cls.tmp.name, name),
                                cache=os.path.join(cls.tmp.name, "cache"))
            cls.bundles[name] = os.path.join(cls.tmp.name, name, report["bundle"] + ".hipfb")

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_inspect_equals_the_cli(self):
        for name, bundle in self.bundles.items():
            kernels = kiln.inspect(bundle)
            expected = [(t["target"], k) for t in cli("inspect", bundle, "--json")["targets"] for k in t["kernels"]]
            self.assertEqual(len(kernels), len(expected), name)
            self.assertGreater(len(kernels), 5, name)
            for got, (target, figures) in zip(kernels, expected):
                self.assertEqual((got.target, got.figures), (target, figures), f"{name}: {got}")
                self.assertEqual(got.blocks_per_cu, figures["occupancy"]["blocks_per_cu"])
            # The bytes of the bundle answer the same.
            with open(bundle, "rb") as f:
                data = f.read()
            for form in (data, bytearray(data), memoryview(data)):
                self.assertEqual([k.figures for k in kiln.inspect(form)], [k for _, k in expected])
        mixed = kiln.inspect(self.bundles["mixed"])
        self.assertEqual({k.backend for k in mixed}, {"amdgpu", "nvptx"})
        for k in mixed:
            self.assertEqual(k.registers, k.resources["registers" if k.backend == "nvptx" else "vgpr_count"], k)
        # A block beyond the kernel's maximum: kiln's warning, and the answer anyway (as the CLI).
        small = next(k for k in mixed if k.resources["max_flat_workgroup_size"] < 1024)
        with self.assertWarnsRegex(UserWarning, "allows at most .* threads a block: a launch of 1024 fails"):
            small.max_blocks_per_cu(1024)

    def test_other_launches_equal_the_cli(self):
        for name, bundle in self.bundles.items():
            kernels = kiln.inspect(bundle)
            for block, lds in ((64, 0), (128, 4096), (256, 0)):
                doc = cli("inspect", bundle, "--json", "--block", str(block), "--dynamic-lds", str(lds))
                expected = [k for t in doc["targets"] for k in t["kernels"]]
                for k, e in zip(kernels, expected):
                    if block > k.resources["max_flat_workgroup_size"]:
                        continue
                    self.assertEqual(k.max_blocks_per_cu(block, lds), e["occupancy"]["blocks_per_cu"], f"{name} {k} {block} {lds}")
                    self.assertEqual(k.relaunch(block, lds).figures, e)

    def test_occupancy_equals_the_cli(self):
        cases = [("gfx942", 256, dict(vgprs=128, sgprs=40, lds=16384)), ("gfx950", 512, dict(vgprs=64, lds=65536)),
                 ("gfx90a", 64, dict(vgprs=256)), ("gfx1100", 256, dict(vgprs=96, lds=8192)),
                 ("sm_90", 256, dict(registers=64, lds=16384)), ("sm_80", 128, dict(registers=128, dynamic_lds=32768)),
                 ("sm_89", 1024, dict(registers=32))]
        flags = dict(vgprs="--vgprs", sgprs="--sgprs", lds="--lds", dynamic_lds="--dynamic-lds", registers="--regs")
        for target, block, resources in cases:
            args = [f for key, value in resources.items() for f in (flags[key], str(value))]
            expected = cli("occupancy", "--target", target, "--block", str(block), "--json", *args)
            got = kiln.occupancy(target, block, **resources)
            self.assertEqual(got.blocks_per_cu, expected["blocks_per_cu"], target)
            self.assertEqual(got.waves_per_simd, expected.get("waves_per_simd", expected.get("warps_per_sm")), target)
            self.assertEqual(got.limiter, expected["limiter"], target)

    def test_triton_code_objects(self):
        # Triton's own hsaco and cubin (tests/data/triton/generate.py), as bytes: the CLI's figures.
        for file, target in (("add_gfx942.hsaco", "gfx942"), ("add_sm90.cubin", "sm_90a")):
            path = os.path.join(TRITON, file)
            with open(path, "rb") as f:
                kernels = kiln.inspect(f.read())
            self.assertEqual([(k.name, k.target, k.launch_known) for k in kernels], [("add_kernel", target, False)])
            self.assertEqual(kernels[0].figures, cli("inspect", path, "--json")["targets"][0]["kernels"][0])
            at_128 = cli("inspect", path, "--json", "--block", "128")["targets"][0]["kernels"][0]
            self.assertEqual(kernels[0].max_blocks_per_cu(128), at_128["occupancy"]["blocks_per_cu"])

    def test_triton_entry(self):
        # A compiled kernel as Triton gives it (metadata and asm["llir"] of tests/data/triton), to a
        # manifest entry that kiln builds with Triton's name and launch.
        project = os.path.join(self.tmp.name, "triton")
        tables = []
        for name, target in (("add_gfx942", "gfx942"), ("add_sm90", "sm_90")):
            with open(os.path.join(TRITON, name + ".json")) as f:
                meta = json.load(f)
            with open(os.path.join(TRITON, name + ".ll")) as f:
                compiled = types.SimpleNamespace(metadata=meta, asm={"llir": f.read()})
            table = kiln.triton_entry(compiled, os.path.join(project, "kernels"), name=name)
            tables.append(table.replace("[kernels." + name + "]", "[kernels." + name + "]\ntargets = [\"" + target + "\"]"))
            self.assertIn('symbol = "add_kernel"', table)
            self.assertIn("dynamic_lds = 0", table)
        manifest = os.path.join(project, "kiln.toml")
        with open(manifest, "w") as f:
            f.write('[bundle]\nname = "tri"\ntargets = ["gfx942", "sm_90"]\n\n' + "\n".join(tables))
        report = kiln.build(manifest, cache=os.path.join(self.tmp.name, "cache"))
        built = {(t["target"], k["name"]): k["launch"]["block_size"] for t in report["targets"] for k in t["kernels"]}
        self.assertEqual(built, {("gfx942", "add_gfx942"): 256, ("sm_90", "add_sm90"): 128})

    def test_triton_code_objects(self):
        # Triton's own hsaco and cubin (sm_90a: Triton compiles capability 9.0 for it), packaged as
        # they are: the built figures are the objects' own.
        project = os.path.join(self.tmp.name, "triton_objects")
        tables = []
        for name, target, kind in (("add_gfx942", "gfx942", "hsaco"), ("add_sm90", "sm_90a", "cubin")):
            with open(os.path.join(TRITON, name + ".json")) as f:
                meta = json.load(f)
            with open(os.path.join(TRITON, name + "." + kind), "rb") as f:
                compiled = types.SimpleNamespace(metadata=meta, asm={kind: f.read()})
            table = kiln.triton_entry(compiled, os.path.join(project, "kernels"), name=name, code_object=True)
            self.assertIn(name + "." + kind, table)
            tables.append(table.replace("[kernels." + name + "]", "[kernels." + name + "]\ntargets = [\"" + target + "\"]"))
        manifest = os.path.join(project, "kiln.toml")
        with open(manifest, "w") as f:
            f.write('[bundle]\nname = "trio"\ntargets = ["gfx942", "sm_90a"]\n\n' + "\n".join(tables))
        report = kiln.build(manifest, cache=os.path.join(self.tmp.name, "cache"))
        for t in report["targets"]:
            [k] = t["kernels"]
            kind = "hsaco" if t["target"] == "gfx942" else "cubin"
            [raw] = kiln.inspect(os.path.join(project, "kernels", k["name"] + "." + kind))
            self.assertEqual(k["resources"], raw.figures["resources"])
            self.assertEqual(k["launch"]["block_size"], 256 if kind == "hsaco" else 128)

    def test_triton_families(self):
        # Every configuration of tests/data/triton/families (matmul, softmax, layernorm,
        # flash-attention; gfx942, gfx950, sm_90a), Triton's own objects through triton_entry: one
        # bundle per configuration (an entry is one code object), each kernel's figures the file's
        # own, its launch Triton's (num_warps times the warp size, "shared" as dynamic LDS).
        families = os.path.join(TRITON, "families")
        with open(os.path.join(families, "families.json")) as f:
            entries = json.load(f)["entries"]
        configs = {}
        for e in entries:
            configs.setdefault(e["stem"].rsplit("_", 1)[0], []).append(e)
        self.assertEqual(len(entries), 21)
        for config, members in sorted(configs.items()):
            project = os.path.join(self.tmp.name, "families", config)
            tables, targets = [], []
            for e in members:
                target = {"sm90a": "sm_90a"}.get(e["target"], e["target"])
                kind = "cubin" if target.startswith("sm_") else "hsaco"
                with open(os.path.join(families, e["stem"] + ".json")) as f:
                    meta = json.load(f)
                with open(os.path.join(families, e["stem"] + "." + kind), "rb") as f:
                    compiled = types.SimpleNamespace(metadata=meta, asm={kind: f.read()})
                name = "k_" + e["target"]
                table = kiln.triton_entry(compiled, os.path.join(project, "kernels"), name=name, code_object=True)
                tables.append(table.replace("[kernels." + name + "]", "[kernels." + name + "]\ntargets = [\"" + target + "\"]"))
                targets.append(target)
            manifest = os.path.join(project, "kiln.toml")
            with open(manifest, "w") as f:
                f.write('[bundle]\nname = "fam"\ntargets = ' + json.dumps(targets) + "\n\n" + "\n".join(tables))
            report = kiln.build(manifest, cache=os.path.join(self.tmp.name, "cache"))
            for t, e in zip(report["targets"], members):
                [k] = t["kernels"]
                kind = "cubin" if t["target"].startswith("sm_") else "hsaco"
                [raw] = kiln.inspect(os.path.join(project, "kernels", k["name"] + "." + kind))
                self.assertEqual(k["resources"], raw.figures["resources"], e["stem"])
                self.assertEqual(k["launch"]["block_size"], e["block_size"], e["stem"])

    def test_triton_ir_as_triton(self):
        # The families' IR built by kiln (ir_pipeline: "triton", recognized) against Triton's own
        # objects (docs/triton.md): every sm_90a kernel and every AMD kernel without matrix
        # instructions has Triton's registers; the AMD matrix kernels differ by Triton's LLVM (its
        # accumulators in AGPRs), which is not kiln's. With ir_pipeline = "kiln" (kiln's O3 again)
        # the NVIDIA kernels differ.
        families = os.path.join(TRITON, "families")
        with open(os.path.join(families, "families.json")) as f:
            entries = json.load(f)["entries"]
        project = os.path.join(self.tmp.name, "triton_ir")
        os.makedirs(project)
        by_config = {}
        for e in entries:
            by_config.setdefault(e["stem"].rsplit("_", 1)[0], []).append(e)
        differ_by_llvm = {"matmul_64x64x32_w4_gfx942", "matmul_64x64x32_w4_gfx950", "matmul_64x64x32_w8_gfx950",
                          "matmul_128x128x32_w8_gfx950", "flashattn_d64_m64n64_w4_gfx942", "flashattn_d64_m64n64_w4_gfx950"}

        def manifest(pipeline, targets):
            text = '[bundle]\nname = "tir"\ntargets = ' + json.dumps(targets) + "\n"
            for config, members in sorted(by_config.items()):
                members = [e for e in members if {"sm90a": "sm_90a"}.get(e["target"], e["target"]) in targets]
                for e in members:
                    target = {"sm90a": "sm_90a"}.get(e["target"], e["target"])
                    with open(os.path.join(families, e["stem"] + ".json")) as f:
                        meta = json.load(f)
                    table = "[kernels." + config + "]" if e is members[0] else "[kernels." + config + ".target." + target + "]"
                    if e is members[0]:
                        text += "\n" + table + '\ntargets = ' + json.dumps(targets) + "\n"
                        text += 'symbol = "' + meta["name"] + '"\n' + pipeline
                    else:
                        text += table + "\n"
                    text += 'source = "' + os.path.join(families, e["stem"] + ".ll") + '"\n'
                    text += "block_size = " + str(e["block_size"]) + "\ndynamic_lds = " + str(meta["shared"]) + "\n"
            path = os.path.join(project, "kiln.toml")
            with open(path, "w") as f:
                f.write(text)
            return path

        targets = ["gfx942", "gfx950", "sm_90a"]
        try:
            report = kiln.build(manifest("", targets), cache=os.path.join(self.tmp.name, "cache"))
        except kiln.Error as err:
            if "sm_90a" not in str(err):
                raise
            targets = ["gfx942", "gfx950"]  # a ptxas before CUDA 12 has no sm_90a
            report = kiln.build(manifest("", targets), cache=os.path.join(self.tmp.name, "cache"))
        equal = set()
        for t in report["targets"]:
            for k in t["kernels"]:
                stem = k["name"] + "_" + t["target"].replace("_", "")
                kind = "cubin" if t["target"].startswith("sm_") else "hsaco"
                [raw] = kiln.inspect(os.path.join(families, stem + "." + kind))
                keys = ("registers",) if kind == "cubin" else ("vgpr_count", "agpr_count", "sgpr_count", "private_segment_fixed_size")
                if all(k["resources"][x] == raw.figures["resources"][x] for x in keys):
                    equal.add(stem)
        built = {e["stem"] for e in entries if {"sm90a": "sm_90a"}.get(e["target"], e["target"]) in targets}
        self.assertEqual(equal, built - differ_by_llvm)
        if "sm_90a" in targets:
            report = kiln.build(manifest('ir_pipeline = "kiln"\n', ["sm_90a"]), cache=os.path.join(self.tmp.name, "cache"))
            again = {k["name"]: k["resources"]["registers"] for k in report["targets"][0]["kernels"]}
            [own] = kiln.inspect(os.path.join(families, "softmax_1024_w4_sm90a.cubin"))
            self.assertNotEqual(again["softmax_1024_w4"], own.figures["resources"]["registers"])

    def test_errors(self):
        with self.assertRaisesRegex(kiln.Error, "not a GPU binary"):
            kiln.inspect(b"not a code object")
        with self.assertRaisesRegex(kiln.Error, "invalid bundle"):
            kiln.inspect(b"__CLANG_OFFLOAD_BUNDLE__\xff\xff")
        with self.assertRaisesRegex(kiln.Error, "no occupancy model for 'gfx9999'"):
            kiln.occupancy("gfx9999", 64)
        with self.assertRaisesRegex(kiln.Error, "gfx942 runs 64-lane waves only"):
            kiln.occupancy("gfx942", 64, wavefront=32)
        with self.assertRaisesRegex(kiln.Error, "block takes 1 to 1024"):
            kiln.occupancy("gfx942", 0)
        with self.assertRaisesRegex(kiln.Error, "unknown key"):
            bad = os.path.join(self.tmp.name, "bad.toml")
            with open(bad, "w") as f:
                f.write('[bundle]\nname = "b"\ntargets = ["gfx942"]\nbloc = 1\n')
            kiln.build(bad)


if __name__ == "__main__":
    unittest.main()

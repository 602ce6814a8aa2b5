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

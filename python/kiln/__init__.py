# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""kiln from Python (docs/python.md).

    import kiln
    for k in kiln.inspect("build/example.hipfb"):          # or the bytes of compiled.asm["hsaco"]
        print(k.target, k.name, k.registers, k.blocks_per_cu, k.max_blocks_per_cu(128))
    kiln.occupancy("gfx942", 256, vgprs=128).blocks_per_cu
    report = kiln.build("kiln.toml", jobs=2)                # NAME.json as a dict

inspect and occupancy run in process (the extension module _kiln: kiln's own readers and
occupancy models, the figures `kiln inspect --json` and `kiln occupancy` print); build runs the
kiln executable of the same build.
"""
from __future__ import annotations

import json
import os
import subprocess
import warnings
from typing import Any, Optional, Union

from . import _kiln

__version__ = _kiln.version
__all__ = ["Error", "Kernel", "Occupancy", "inspect", "occupancy", "build", "triton_entry"]


class Error(ValueError):
    """kiln's diagnostics: every error, one a line, as the command line prints them."""


class Occupancy:
    """Blocks per CU (per SM on NVIDIA), resident waves (warps), the limiting resource and the
    next step, for one launch; `hardware_estimate` (AMD) never mixed with HIP's figure."""

    def __init__(self, figures: dict):
        occ = figures["occupancy"]
        self.blocks_per_cu: int = occ["blocks_per_cu"]
        self.waves_per_simd: int = occ["waves_per_simd"]  # NVIDIA: warps per SM
        self.limiter: str = occ["limiter"]
        self.next: Optional[dict] = occ["next"]
        self.source: str = occ["source"]
        self.hardware_estimate: Optional[dict] = figures.get("hardware_estimate")

    def __repr__(self) -> str:
        return f"Occupancy(blocks_per_cu={self.blocks_per_cu}, waves_per_simd={self.waves_per_simd}, limiter={self.limiter!r})"


class Kernel:
    """One kernel of one code object, as `kiln inspect --json` lists it."""

    def __init__(self, inspection: Any, target_index: int, kernel_index: int, target: dict, figures: dict):
        self._inspection, self._at = inspection, (target_index, kernel_index)
        self.name: str = figures["name"]
        self.target: str = target["target"]
        self.launch_known: bool = target["launch_known"]  # False: not built by kiln, the maximum block assumed
        self.resources: dict = figures["resources"]
        self.launch: dict = figures["launch"]
        self.occupancy = Occupancy(figures)
        self.blocks_by_block_size: list = [tuple(p) for p in figures.get("blocks_per_cu_by_block_size", [])]
        self.attributes: list = figures.get("attributes", [])
        self.expect: dict = figures.get("expect", {})
        self.figures: dict = figures  # everything, as the JSON has it
        # The backend ("amdgpu", "nvptx") and registers a thread as it counts them: NVIDIA's
        # REGCOUNT, AMD's VGPRs (arch + AGPRs on gfx90a and later).
        self.backend, self.registers = inspection.backend(target_index, kernel_index)

    @property
    def lds(self) -> int:
        """Static LDS (shared memory) bytes a block."""
        return self.resources["group_segment_fixed_size"]

    @property
    def scratch(self) -> int:
        """Scratch (local memory) bytes a thread."""
        return self.resources["private_segment_fixed_size"]

    @property
    def block_size(self) -> int:
        return self.launch["block_size"]

    @property
    def blocks_per_cu(self) -> int:
        return self.occupancy.blocks_per_cu

    def relaunch(self, block: Optional[int] = None, dynamic_lds: Optional[int] = None) -> "Kernel":
        """The kernel's figures for another launch (as `kiln inspect --block --dynamic-lds`): a
        value not given stays the recorded one (the kernel's maximum block when not built by kiln)."""
        text, said = self._inspection.relaunch(*self._at, block, dynamic_lds)
        for warning in said:  # kiln's: a block beyond the kernel's maximum
            warnings.warn(warning, stacklevel=2)
        doc = json.loads(text)
        target = doc["targets"][0]
        return Kernel(self._inspection, *self._at, target, target["kernels"][0])

    def max_blocks_per_cu(self, block: int, dynamic_lds: int = 0) -> int:
        """Resident blocks per CU (SM) for blocks of `block` threads with `dynamic_lds` bytes of
        dynamic LDS (shared memory): hipModuleOccupancyMaxActiveBlocksPerMultiprocessor's answer on
        AMD (HIP's model), cudaOccupancyMaxActiveBlocksPerMultiprocessor's on NVIDIA."""
        return self.relaunch(block, dynamic_lds).blocks_per_cu

    def __repr__(self) -> str:
        return f"Kernel({self.name!r}, target={self.target!r}, registers={self.registers}, blocks_per_cu={self.blocks_per_cu})"


def inspect(what: Union[str, os.PathLike, bytes, bytearray, memoryview], block: Optional[int] = None,
            dynamic_lds: Optional[int] = None) -> list:
    """The kernels of a GPU binary: a path (bundle, .hsaco, .cubin, host object or library with
    HIP fat binaries, a directory of them) or the bytes of one (Triton's compiled.asm["hsaco"] or
    ["cubin"]). With block / dynamic_lds, every kernel's figures for that launch."""
    try:
        inspection = _kiln.inspect(what)
    except ValueError as e:
        raise Error(str(e)) from None
    doc = json.loads(inspection.json())
    kernels = [Kernel(inspection, t, k, target, figures)
               for t, target in enumerate(doc["targets"]) for k, figures in enumerate(target["kernels"])]
    if block is not None or dynamic_lds is not None:
        kernels = [k.relaunch(block, dynamic_lds) for k in kernels]
    return kernels


def occupancy(target: str, block: int, *, vgprs: int = 0, sgprs: int = 0, agprs: int = 0, registers: int = 0, lds: int = 0,
              dynamic_lds: int = 0, scratch: int = 0, wavefront: int = 0, barriers: int = 0, profile: str = "6.4") -> Occupancy:
    """The occupancy calculator (`kiln occupancy`): a kernel of these resources on `target`
    ("gfx942", "sm_90"...). AMD: vgprs (the unified count on gfx90a+), sgprs, lds (static bytes),
    wavefront (default: 64 on gfx9, else 32), profile (HIP's rules: 6.4, 6.1, trap). NVIDIA:
    registers, lds, barriers; dynamic shared memory above 48 KiB counts as kiln's loader launches it
    (the attribute raised)."""
    try:
        doc = json.loads(_kiln.occupancy(target, block, vgprs, sgprs, agprs, registers, lds, dynamic_lds, scratch, wavefront,
                                         barriers, profile))
    except ValueError as e:
        raise Error(str(e)) from None
    return Occupancy(doc["targets"][0]["kernels"][0])


def _executable() -> str:
    if os.environ.get("KILN"):
        return os.environ["KILN"]
    try:
        from ._build import executable
        if os.path.exists(executable):
            return executable
    except ImportError:
        pass
    return "kiln"


def build(manifest: Union[str, os.PathLike], **options: Any) -> dict:
    """Builds a manifest with the kiln executable (`kiln build`) and returns its report (NAME.json)
    as a dict. Options are build's flags with underscores: output="out", jobs=2, targets=["gfx942"],
    no_cache=True, report="html"... Raises kiln.Error with kiln's diagnostics when the build fails."""
    flags = []
    for key, value in options.items():
        flag = "--" + key.replace("_", "-")
        if value is True:
            flags.append(flag)
        elif value is False or value is None:
            continue
        else:
            flags += [flag, ",".join(value) if isinstance(value, (list, tuple)) else str(value)]
    command = [_executable(), "build", os.fspath(manifest), *flags]
    done = subprocess.run(command + ["-q"], capture_output=True, text=True)
    if done.returncode != 0:
        raise Error(done.stderr.strip() or f"kiln build exited with {done.returncode}")
    outputs = subprocess.run(command + ["--print-outputs"], capture_output=True, text=True, check=True).stdout.splitlines()
    report = next(p for p in outputs if p.endswith(".json"))
    with open(report) as f:
        result = json.load(f)
    result["warnings"] = done.stderr
    return result


def triton_entry(compiled: Any, directory: Union[str, os.PathLike], name: Optional[str] = None, code_object: bool = False) -> str:
    """A manifest entry for a kernel Triton compiled (triton.compile's CompiledKernel): writes its
    LLVM IR (asm["llir"]) into `directory` as NAME.ll, or with `code_object` Triton's own code
    object (asm["hsaco"] as NAME.hsaco, asm["cubin"] as NAME.cubin), which kiln packages as it is
    (docs/prebuilt.md); returns the [kernels.NAME] table with Triton's kernel name, block size
    (num_warps times the warp size) and dynamic LDS ("shared"). The source path is `directory` as
    given: relative to the manifest's directory, or absolute."""
    meta = compiled.metadata
    get = (lambda k: meta[k]) if isinstance(meta, dict) else (lambda k: getattr(meta, k))
    symbol = get("name")
    name = name or symbol
    target = get("target")
    warp = getattr(target, "warp_size", None) or (target[2] if isinstance(target, (list, tuple)) else 32)
    os.makedirs(directory, exist_ok=True)
    if code_object:
        kind = "hsaco" if "hsaco" in compiled.asm else "cubin"
        path = os.path.join(directory, name + "." + kind)
        with open(path, "wb") as f:
            f.write(compiled.asm[kind])
    else:
        path = os.path.join(directory, name + ".ll")
        with open(path, "w") as f:
            f.write(compiled.asm["llir"])
    return (f'[kernels.{name}]\nsource = {json.dumps(path)}\nsymbol = {json.dumps(symbol)}\n'
            f'block_size = {get("num_warps") * warp}\ndynamic_lds = {get("shared")}\n')

"""A native build: the generated module, unchanged, compiled by Cython into a C extension.

The templates declare the hot functions' locals in Cython's pure-Python mode
(`@cython.locals`, emit.typed), which the plain module reads as no-ops, so the `.py` and the
extension are one program. A build runs `cython` and the C compiler Python was built with
(`CC`/`LDSHARED` override it) in a temporary folder beside the target, on relative names (so
the same source gives the same C), and renames the extension into place: a reader never sees
half a file. Cython is an optional extra (`pip install 'variantc[native]'`).
"""

from __future__ import annotations

import importlib.util
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import types
from pathlib import Path

SUFFIX = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
# -O1: the extension runs as fast as at -O2 (its time goes to CPython's own calls), and gcc,
# which spends most of its time on the module's table literals, takes half as long.
FLAGS = ("-O1", "-fwrapv", "-DNDEBUG", "-w")
# Only the declarations (@cython.locals, State) type anything: the annotations stay Python's.
# Cython would read `board: list[int]` as a list of ints and convert a wall (a NaN) on reading.
DIRECTIVES = ("-X", "annotation_typing=False")
TIMEOUT = 1800  # seconds for one tool's run: a 26x26 board's tables make a lot of C


class NativeError(Exception):
    """Why no native build can be made here, or why one failed."""


def _linker() -> list[str]:
    """The command that compiles and links a C file into an extension of this Python."""
    line = os.environ.get("LDSHARED") or sysconfig.get_config_var("LDSHARED") or ""
    words = shlex.split(line)
    if words and os.environ.get("CC"):
        words[0:1] = shlex.split(os.environ["CC"])
    shared = sysconfig.get_config_var("CCSHARED") or ""
    return [*words, *shlex.split(shared)]


def _headers() -> Path:
    return Path(sysconfig.get_paths()["include"])


def missing() -> str | None:
    """Why a native build cannot be made on this machine; None when it can."""
    if importlib.util.find_spec("Cython") is None:
        return "Cython is not installed: pip install 'cython>=3.0' (or the extra variantc[native])"
    linker = _linker()
    if not linker:
        return "this Python names no C compiler (sysconfig has no LDSHARED): set CC and LDSHARED"
    if shutil.which(linker[0]) is None:
        return f"no C compiler: {linker[0]!r} is not on PATH (install one, or set CC to one)"
    if not (_headers() / "Python.h").is_file():
        return f"Python's C headers are not installed (no Python.h in {_headers()})"
    return None


def tools() -> str:
    """The build's tools and flags, which a cached build's key must cover."""
    from Cython import __version__

    return f"cython {__version__} {' '.join(DIRECTIVES)} {' '.join(_linker())} {' '.join(FLAGS)}"


def build(source: str, name: str, folder: Path) -> Path:
    """Compile a generated module's text into `folder/<name><SUFFIX>`, importable as `name`."""
    reason = missing()
    if reason is not None:
        raise NativeError(reason)
    if not name.isidentifier():
        raise NativeError(f"not a module name: {name!r}")
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{name}{SUFFIX}"
    with tempfile.TemporaryDirectory(dir=folder, prefix=".native-") as work:
        (Path(work) / f"{name}.py").write_text(source, encoding="utf-8")
        _run([sys.executable, "-m", "cython", "-3", *DIRECTIVES, f"{name}.py", "-o", f"{name}.c"],
             work)
        _run([*_linker(), *FLAGS, f"-I{_headers()}", f"{name}.c", "-o", target.name], work)
        os.replace(Path(work) / target.name, target)
    return target


def _run(command: list[str], where: str) -> None:
    try:
        done = subprocess.run(command, cwd=where, capture_output=True, text=True, timeout=TIMEOUT)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise NativeError(f"{command[0]} failed: {exc}") from None
    if done.returncode:
        tail = "\n".join((done.stderr or done.stdout).strip().splitlines()[-20:])
        raise NativeError(f"{Path(command[0]).name} failed (exit {done.returncode}):\n{tail}")


_loaded: dict[Path, types.ModuleType] = {}


def load(path: Path, name: str) -> types.ModuleType:
    """The extension at `path`, built as module `name`; once per process (an extension module
    is initialised once)."""
    path = path.resolve()
    if path not in _loaded:
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None or spec.loader is None:
            raise NativeError(f"not an extension of this Python: {path}")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        _loaded[path] = module
    return _loaded[path]

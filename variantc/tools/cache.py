"""An on-disk cache of compiled engines, so that `moves`, `perft`, `diff`, `bench` and the
front ends pay for a build once per definition, not once per call.

An entry is the engine's code object (marshal, as a .pyc holds it), named by a hash of
everything the engine depends on: the definition's IR (its source path and hash included) and
the compiler itself (every file of the `compiler` package and the grammar), for this Python.
A changed definition or compiler misses; nothing is ever invalidated by hand.

A second, smaller entry per definition file (`remember`/`recall`) names the engine its text
builds, with a hash of every file it was built from (the bases it extends included, each by
the path it was reached by), so that a command that needs only the engine (`moves`, `perft`)
skips the front end altogether: reading the definition again costs more than running the
engine.

The cache lives in `$VARIANTC_CACHE`, else `$XDG_CACHE_HOME/variantc`, else
`~/.cache/variantc`; `VARIANTC_CACHE=off` turns it off. Entries are code that will run, so the
folder must belong to the user and be closed to others (0700): otherwise it is not used.
"""

from __future__ import annotations

import hashlib
import json
import marshal
import os
import shutil
import stat
import sys
import tempfile
import types
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from variantc.backend import atomic
from variantc.reading import read_text

if TYPE_CHECKING:  # imported where used: `recall` must not pay for the IR's models
    from variantc.ir.model import Variant

ROOT = Path(__file__).resolve().parents[1]
GRAMMAR = ROOT.parent / "grammar"
MAGIC = sys.implementation.cache_tag or "python"
KEEP = 256  # entries kept: every shipped definition, a few times over
KEEP_NATIVE = 64  # native builds kept


def folder() -> Path | None:
    """The cache's folder, made if need be; None when turned off or not safe to use."""
    chosen = os.environ.get("VARIANTC_CACHE")
    if chosen is not None and chosen.strip().lower() in ("", "0", "off", "no", "false"):
        return None
    if chosen:
        path = Path(chosen)
    else:
        base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
        path = Path(base) / "variantc"
    try:
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = path.stat()
    except OSError:
        return None
    if not stat.S_ISDIR(info.st_mode) or info.st_mode & 0o077 or (
            hasattr(os, "getuid") and info.st_uid != os.getuid()):
        return None
    return path


@cache
def fingerprint() -> str:
    """A hash of the compiler's own files, each by name, size and time of change (reading
    them all would cost more than the build it saves): a changed compiler never reads an old
    build."""
    digest = hashlib.sha256(MAGIC.encode())
    for path in sorted([*ROOT.rglob("*.py"), *ROOT.rglob("*.j2"), *GRAMMAR.glob("*.lark")]):
        info = path.stat()
        digest.update(f"{path.relative_to(ROOT.parent)}\0{info.st_size}\0{info.st_mtime_ns}\0"
                      .encode())
    return digest.hexdigest()


def key(variant: Variant) -> str:
    from variantc.ir.dump import dump

    return hashlib.sha256((fingerprint() + "\0" + dump(variant)).encode()).hexdigest()


def _entry(where: Path, engine_key: str) -> Path:
    return where / f"{engine_key}.{MAGIC}.bin"


def _read(entry: Path) -> types.CodeType | None:
    try:
        loaded = marshal.loads(entry.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None  # missing or damaged: build it again
    return loaded if isinstance(loaded, types.CodeType) else None


def code(variant: Variant, build: Callable[[], str], filename: str) -> types.CodeType:
    """The engine's code object: from the cache when there, else built, compiled and kept."""
    where = folder()
    entry = _entry(where, key(variant)) if where is not None else None
    if entry is not None and (kept := _read(entry)) is not None:
        return kept
    compiled = compile(build(), filename, "exec")
    if entry is not None:
        try:
            atomic.write_bytes(entry, marshal.dumps(compiled))
            _prune(entry.parent)
        except OSError:
            pass  # a full or read-only disk costs a rebuild next time, nothing else
    return compiled


def native(variant: Variant, build: Callable[[Path], Path], tag: str) -> Path:
    """The engine's native build (backend/native), `build` into a folder: the cache's entry
    when there, else built into it; into a temporary folder when the cache is off. `tag`
    names the build's tools (Cython's version), which the key must cover too."""
    where = folder()
    if where is None:
        return build(Path(tempfile.mkdtemp(prefix="variantc-native-")))
    entry = where / "native" / hashlib.sha256(f"{key(variant)}\0{tag}".encode()).hexdigest()
    found = sorted(entry.glob("*.so")) + sorted(entry.glob("*.pyd"))
    if found:
        return found[0]
    built = build(entry)
    _prune_native(entry.parent)
    return built


def _prune_native(where: Path) -> None:
    """Keep the newest KEEP_NATIVE builds: each is megabytes."""
    entries = sorted(where.iterdir(), key=lambda p: p.stat().st_mtime_ns, reverse=True)
    for old in entries[KEEP_NATIVE:]:
        shutil.rmtree(old, ignore_errors=True)


def _prune(where: Path) -> None:
    """Keep the newest KEEP entries of each sort: each change of the compiler leaves a set
    behind."""
    for pattern in ("*.bin", "*.file.json"):
        entries = sorted(where.glob(pattern), key=lambda p: p.stat().st_mtime_ns, reverse=True)
        for old in entries[KEEP:]:
            old.unlink(missing_ok=True)


# -- from a definition file straight to its engine --------------------------------------------
#
# Files are named as the front end reached them (made absolute, links not followed): a base is
# found relative to the folder of the path that names it, so a link to a definition, or to a
# folder of bases, may lead elsewhere tomorrow, and two paths that resolve to one file today may
# name different bases. Each file is hashed as the front end read it (reading.read_text), and
# the texts the engine was built from are the ones recorded, never a second read.

def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _reached(path: str | Path) -> str:
    """A path as the front end reached it, made absolute without following any link."""
    return str(Path(path).absolute())


def _file_entry(where: Path, path: str, text: str) -> Path:
    """The entry of a definition file: by the path it was reached by, its text and the
    compiler."""
    name = f"{fingerprint()}\0{path}\0{_digest(text)}"
    return where / f"{hashlib.sha256(name.encode()).hexdigest()}.file.json"


def remember(path: Path, sources: dict[str, str], variant: Variant) -> None:
    """Note that the definition at `path` builds `variant`'s engine, whose entry `code` has
    just made or read; `sources` maps each file it was read from (the bases it extends
    included, `path` first) to the text read."""
    where = folder()
    if where is None:
        return
    try:
        files = {_reached(p): _digest(text) for p, text in sources.items()}
        note = {"engine": key(variant), "name": variant.module_name, "slug": variant.slug,
                "files": files}
        entry = _file_entry(where, _reached(path), sources[str(path)])
        atomic.write_bytes(entry, json.dumps(note, sort_keys=True).encode())
    except (OSError, ValueError, KeyError):
        pass  # a full disk, or a path not read as given: the next call takes the long way


def recall(path: Path) -> tuple[types.CodeType, str, str] | None:
    """The engine the definition at `path` builds (its code, module name and slug) if the
    cache holds it and every file it was built from, reached by the same path, reads as it
    did; else None."""
    where = folder()
    if where is None:
        return None
    try:
        note = json.loads(_file_entry(where, _reached(path), read_text(path)).read_text())
        if any(_digest(read_text(p)) != digest for p, digest in note["files"].items()):
            return None
        kept = _read(_entry(where, note["engine"]))
        return (kept, str(note["name"]), str(note["slug"])) if kept is not None else None
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None

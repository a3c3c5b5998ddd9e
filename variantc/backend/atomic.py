"""Writing a file so that no failure, a kill included, leaves a half-written or stray file.

Where the system has them (Linux), the bytes go to an unnamed file (`O_TMPFILE`) that gets a name
only once complete: a process killed while writing leaves nothing, since the kernel frees a file
that no name holds. A new file is linked in place at once; an existing one is replaced by way of
a hidden name, linked and renamed in two system calls. Elsewhere a named temporary file is
written, then renamed, and removed on any exception or Ctrl-C. A link at the target is
replaced by the file, never followed: what it points to is left as it was.
"""

from __future__ import annotations

import os
import secrets
import tempfile
from pathlib import Path

MODE = 0o666  # the umask applies: a written module is not secret


def write_bytes(target: Path, data: bytes, parents: bool = True) -> None:
    """Write `data` to `target` whole or not at all, making its folders first unless
    `parents` is False (then a missing folder is a FileNotFoundError). OSError, or ValueError
    for a path no system call takes (a NUL in it), when it cannot be written."""
    directory = target.parent
    if parents:
        directory.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(directory, os.O_TMPFILE | os.O_WRONLY, MODE)
    except (AttributeError, OSError):  # no O_TMPFILE here, or not on this file system
        _write_named(target, data)
        return
    try:
        _fill(fd, data)
        named = _name(fd, target)
    finally:
        os.close(fd)
    if not named:
        _write_named(target, data)


def _fill(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _name(fd: int, target: Path) -> bool:
    """Give the unnamed file the target's name; False where /proc cannot link it."""
    unnamed = f"/proc/self/fd/{fd}"
    try:
        os.link(unnamed, target, follow_symlinks=True)
        return True
    except FileExistsError:
        pass
    except OSError:
        return False
    hidden = target.with_name(f".{target.name}.{secrets.token_hex(6)}.tmp")
    try:
        os.link(unnamed, hidden, follow_symlinks=True)
    except OSError:
        return False
    try:
        os.replace(hidden, target)
    except BaseException:
        hidden.unlink(missing_ok=True)
        raise
    return True


def _write_named(target: Path, data: bytes) -> None:
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        try:
            _fill(fd, data)
        finally:
            os.close(fd)
        os.chmod(tmp, MODE & ~_umask())  # mkstemp makes it 0600
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def failure(exc: OSError | ValueError) -> str:
    """Why a write failed, in words for the user."""
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    if isinstance(exc, UnicodeError):
        return "the name is not text this system can name a file with"
    return str(exc) or type(exc).__name__


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask

"""Reading a definition file's text: the one way the front end and the engine cache
(variantc/tools/cache) read one, so that both see the same text of the same file. Kept apart
from source.py so that the cache reads a file without importing the front end."""

from __future__ import annotations

import os
import stat
from pathlib import Path

# A definition is a page of text: anything larger is not one, and reading it whole would be the
# first step of a denial of service.
MAX_BYTES = 1 << 20


def read_text(path: str | Path) -> str:
    """A definition file's text. Only a regular file is opened (a FIFO would block forever); a
    UTF-8 byte-order mark is dropped. Raises OSError or ValueError (UnicodeDecodeError too)."""
    # Opened without waiting (a FIFO opens at once), then looked at: a file swapped for a FIFO
    # between a look and an open cannot block.
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    with open(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ValueError("it is not a regular file")
        data = handle.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise ValueError(f"it is larger than {MAX_BYTES // 1024} KiB")
    return data.decode("utf-8-sig")

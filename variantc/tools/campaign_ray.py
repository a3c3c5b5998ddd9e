"""Campaign pieces on a Ray cluster: `--ray ADDRESS` joins a running cluster, `--ray local`
starts one on this machine for the run. Ray is an optional extra (`pip install
'variantc[ray]'`), needed on every node with variantc itself.

The workers share no files with the command: each piece carries a reference to one object in
Ray's store holding the variant's IR and its engine's source, which a worker compiles once.
"""

from __future__ import annotations

import hashlib
import logging
import os
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

from variantc.backend import assemble, emit
from variantc.tools import campaign, engines

PACKAGE_ROOT = Path(__file__).resolve().parents[2]


class Unavailable(RuntimeError):
    """Ray is not installed, or the cluster cannot be reached: a usage error."""


def _piece(blob: tuple[str, Any, str | None], work: Callable, piece: Any) -> Any:
    """On a worker: the engine of this blob (compiled on first use), then the piece."""
    key, variant, source = blob
    if campaign._state.get("key") != key:
        module = None
        if source is not None:
            module = engines.load_source(source, variant.module_name, f"<variantc {variant.slug}>")
        campaign._state.update(key=key, variant=variant, module=module, path=None)
    return work(piece)


def _reachable(address: str) -> None:
    """Fail at once on a cluster address nothing answers at (Ray itself waits minutes)."""
    if address == "auto" or address.startswith("ray://"):
        return
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit():
        raise Unavailable(f"--ray {address!r} is not host:port, auto or local")
    try:
        socket.create_connection((host, int(port)), timeout=5).close()
    except OSError as exc:
        raise Unavailable(f"no Ray cluster answers at {address}: {exc.strerror or exc}") from None


def run(address: str, kind: str, variant: Any, work: Callable, pieces: list,
        progress: campaign.Progress, take: Callable[[Any], None]) -> None:
    try:
        import ray
    except ImportError:
        raise Unavailable("--ray needs Ray: pip install 'variantc[ray]'") from None
    local = address == "local"
    if not local:
        _reachable(address)
    try:
        ray.init(address=None if local else address, include_dashboard=False,
                 log_to_driver=False, logging_level=logging.ERROR,
                 num_cpus=os.cpu_count() if local else None,
                 # Local workers import the compiler the command runs, wherever it is.
                 runtime_env={"env_vars": {"PYTHONPATH": str(PACKAGE_ROOT)}} if local else None)
    except (ConnectionError, RuntimeError, ValueError) as exc:
        raise Unavailable(f"cannot reach the Ray cluster at {address}: {exc}") from None
    try:
        source = emit.render(assemble.assemble(variant)) if kind == "compiled" else None
        key = hashlib.sha256(((source or "") + variant.sha256 + kind).encode()).hexdigest()
        blob = ray.put((key, variant, source))
        remote = ray.remote(_piece)
        pending = [remote.remote(blob, work, piece) for piece in pieces]
        done = 0
        try:
            while pending:
                ready, pending = ray.wait(pending, num_returns=1)
                done += 1
                progress(done, len(pieces))
                take(ray.get(ready[0]))
        except BaseException:
            for ref in pending:
                ray.cancel(ref, force=True)
            raise
    finally:
        ray.shutdown()

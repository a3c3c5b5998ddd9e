"""Embed a compiled engine: play one seeded random game and print it.

    python examples/random_game.py generated/chess.py --seed 7
    python examples/random_game.py generated/hole_chess.py --seed 1 --plies 60

A generated module is plain Python that needs only variantc's small runtime; load it from
its file and use its Engine, which has python-chess's names (legal_moves, push, san, outcome).
Prints the moves played in SAN, the final FEN and the outcome ("*" if the game is still on).
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import sys
from pathlib import Path


def load_engine_class(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    if spec is None or spec.loader is None:
        sys.exit(f"{path}: not a Python module")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.Engine


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("module", type=Path, help="a generated engine, e.g. generated/chess.py")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--plies", type=int, default=300, help="stop after this many moves")
    parser.add_argument("--fen", help="start here instead of the variant's setup")
    args = parser.parse_args()
    if not args.module.is_file():
        sys.exit(f"{args.module}: no such file (run `variantc compile` first)")

    board = load_engine_class(args.module)(args.fen)
    rng, played = random.Random(args.seed), []
    while len(played) < args.plies and not board.is_game_over():
        move = rng.choice(list(board.legal_moves))  # in the order of their UCI names
        played.append(board.san(move))
        board.push(move)

    print("moves  ", " ".join(played) or "(none)")
    print("fen    ", board.fen())
    print("outcome", board.outcome() or "*")


if __name__ == "__main__":
    main()

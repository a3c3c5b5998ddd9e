"""What generated engines import: the engine protocol, FEN, notation and board topology."""

from compiler.runtime.protocol import Engine, IllegalMove, Outcome, divide, perft

__all__ = ["Engine", "IllegalMove", "Outcome", "divide", "perft"]

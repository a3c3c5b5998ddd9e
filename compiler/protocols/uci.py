"""`variantc uci DEF`: the engine speaks UCI, as chess GUIs and python-chess expect.

Moves are the variant's canonical names (Fairy-Stockfish's, docs/api.md), so GUIs that play
Fairy-Stockfish's variants read them. `UCI_Variant` offers the one variant this engine plays;
`Level` chooses how strongly it plays.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from compiler.protocols.session import Front, Game, Info, Limits, Output, Player, Thinking, budget
from compiler.quoting import visible
from compiler.runtime.board import Move

MAX_DEPTH = 64


class Uci(Front):
    def __init__(self, game: Game, name: str, variant: str, levels: dict[str, Callable[[], Player]],
                 level: str, out: Output):
        self.game, self.name, self.variant, self.out = game, name, variant, out
        self.levels, self.level = levels, level
        self.player = levels[level]()

    def run(self, lines: Iterable[str]) -> None:
        for line in lines:
            words = line.split()
            if not words:
                continue
            if words[0] == "quit":
                self._halt()
                return
            handler = getattr(self, "on_" + words[0], None)
            if handler is None:
                self.out(f"info string unknown command {words[0]!r}")
                continue
            handler(words[1:])
        self._finish()

    # -- commands -------------------------------------------------------------------------

    def on_uci(self, _: list[str]) -> None:
        self.out(f"id name variantc {visible(self.name)}")
        self.out("id author the variantc authors")
        self.out(f"option name UCI_Variant type combo default {self.variant} var {self.variant}")
        choices = " ".join(f"var {level}" for level in self.levels)
        self.out(f"option name Level type combo default {self.level} {choices}")
        self.out("uciok")

    def on_isready(self, _: list[str]) -> None:
        self.out("readyok")

    def on_ucinewgame(self, _: list[str]) -> None:
        self._halt()
        self.player.new_game()

    def on_setoption(self, words: list[str]) -> None:
        text = " ".join(words)
        name, _, value = text.removeprefix("name ").partition(" value ")
        name, value = name.strip(), value.strip()
        if name.lower() == "uci_variant":
            if value != self.variant:
                self.out(f"info string this engine plays {self.variant} only, not {value!r}")
        elif name.lower() == "level":
            if value in self.levels:
                self.level, self.player = value, self.levels[value]()
            else:
                self.out(f"info string no level {value!r}: {', '.join(self.levels)}")
        else:
            self.out(f"info string no option {name!r}")

    def on_position(self, words: list[str]) -> None:
        self._halt()
        moves: list[str] = []
        if "moves" in words:
            at = words.index("moves")
            words, moves = words[:at], words[at + 1:]
        if words[:1] == ["startpos"]:
            start = None
        elif words[:1] == ["fen"] and len(words) > 1:
            start = " ".join(words[1:])
        else:
            self.out("info string position needs startpos or fen FEN, then moves ...")
            return
        error = self.game.set(start, moves)
        if error:
            self.out(f"info string {error}")

    def on_go(self, words: list[str]) -> None:
        self._halt()
        board = self.game.board()

        def report(info: Info) -> None:
            score = f"mate {info.mate}" if info.mate is not None else f"cp {info.score}"
            nps = int(info.nodes / info.seconds) if info.seconds > 0 else 0
            line = (f"info depth {info.depth} score {score} nodes {info.nodes} nps {nps} "
                    f"time {int(info.seconds * 1000)}")
            self.out(line + (f" pv {' '.join(info.pv)}" if info.pv else ""))

        def done(move: Move | None) -> None:
            self.out(f"bestmove {move.uci() if move else '(none)'}")

        self.thinking = Thinking(self.player, board, self._limits(words, board.turn), report,
                                 done)

    def on_stop(self, _: list[str]) -> None:
        self._halt()

    # -- helpers --------------------------------------------------------------------------


    def _limits(self, words: list[str], white: bool) -> Limits:
        args = {words[i]: words[i + 1] for i in range(len(words) - 1)}

        def number(key: str) -> float | None:
            try:
                return max(0.0, float(args[key]))
            except (KeyError, ValueError):
                return None

        depth = number("depth")
        nodes = number("nodes")
        seconds = number("movetime")
        seconds = seconds / 1000 if seconds is not None else None
        clock = number("wtime" if white else "btime")
        if seconds is None and clock is not None:
            increment = number("winc" if white else "binc") or 0.0
            to_go = number("movestogo")
            seconds = budget(clock / 1000, increment / 1000, int(to_go) if to_go else None)
        if "infinite" in words:
            return Limits(infinite=True)
        return Limits(depth=min(MAX_DEPTH, int(depth)) if depth is not None else None,
                      seconds=seconds, nodes=int(nodes) if nodes is not None else None)

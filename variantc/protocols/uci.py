"""`variantc uci DEF`: the engine speaks UCI, as chess GUIs and python-chess expect.

Moves are the variant's canonical names (Fairy-Stockfish's, docs/api.md), so GUIs that play
Fairy-Stockfish's variants read them. `UCI_Variant` offers the one variant this engine plays;
`Level` chooses how strongly it plays.
"""

from __future__ import annotations

from collections.abc import Callable

from variantc.protocols.session import (
    MAX_DEPTH,
    MAX_MOVES,
    MAX_NODES,
    MAX_SECONDS,
    Front,
    Game,
    Info,
    Limits,
    Output,
    Player,
    Thinking,
    budget,
    moves_left,
    number,
)
from variantc.quoting import visible
from variantc.runtime.board import Board

# The limits of `go` that take a number, with the range each may take (times in ms).
NUMBERED = {"depth": (1, MAX_DEPTH), "nodes": (1, MAX_NODES), "mate": (1, MAX_DEPTH),
            "movetime": (1, 1000 * MAX_SECONDS), "wtime": (0, 1000 * MAX_SECONDS),
            "btime": (0, 1000 * MAX_SECONDS), "winc": (0, 1000 * MAX_SECONDS),
            "binc": (0, 1000 * MAX_SECONDS), "movestogo": (1, MAX_MOVES)}
WORDS = {*NUMBERED, "infinite", "ponder", "searchmoves"}


class Uci(Front):
    def __init__(self, game: Game, name: str, variant: str, levels: dict[str, Callable[[], Player]],
                 level: str, out: Output):
        self.game, self.name, self.variant, self.out = game, name, variant, out
        self.levels, self.level = levels, level
        self.player = levels[level]()

    def command(self, words: list[str]) -> None:
        handler = getattr(self, "on_" + words[0], None)
        if handler is None:
            self.out(f"info string unknown command {words[0]!r}")
            return
        handler(words[1:])

    def broken(self, words: list[str], error: str) -> None:
        self.out(f"info string error: {error}")
        if words[0] == "go" and self.thinking is None:
            self.out("bestmove (none)")  # a go is answered, even one that could not start

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
        """Set the position, or refuse it as a whole: a `go` then has none to search."""
        self._halt()
        moves: list[str] = []
        if "moves" in words:
            at = words.index("moves")
            words, moves = words[:at], words[at + 1:]
        if words == ["startpos"]:
            error = self.game.set(None, moves)
        elif words[:1] == ["fen"] and len(words) > 1:
            error = self.game.set(" ".join(words[1:]), moves)
        else:
            error = "position needs startpos or fen FEN, then moves ..."
            self.game.refuse(error)
        if error:
            self.out(f"info string position refused, none is set: {error}")

    def on_go(self, words: list[str]) -> None:
        self._halt()
        if self.game.refused is not None:
            self.out(f"info string no position to search, the last was refused: "
                     f"{self.game.refused}", "bestmove (none)")
            return
        board = self.game.board()

        def report(info: Info) -> None:
            score = f"mate {info.mate}" if info.mate is not None else f"cp {info.score}"
            nps = int(info.nodes / info.seconds) if info.seconds > 0 else 0
            line = (f"info depth {info.depth} score {score} nodes {info.nodes} nps {nps} "
                    f"time {int(info.seconds * 1000)}")
            self.out(line + (f" pv {' '.join(info.pv)}" if info.pv else ""))

        def done(move: str | None) -> None:
            self.out(f"bestmove {move or '(none)'}")

        def failed(error: str) -> None:
            self.out(f"info string the search failed ({error}); a stand-in move answers")

        self.thinking = Thinking(self.player, board, self._limits(words, board), report,
                                 done, failed)

    def on_stop(self, _: list[str]) -> None:
        self._halt()

    # -- helpers --------------------------------------------------------------------------

    def _limits(self, words: list[str], board: Board) -> Limits:
        """The limits `go` gives. A number out of range is taken as the nearest it may be, a
        word that is no number is left out, each said in an `info string`; `go infinite`
        searches until `stop`, `go` alone within the level's own budget."""
        given = self._numbers(words)
        depth = given.get("depth")
        if "mate" in given:  # a mate in n moves lies within 2n - 1 plies
            depth = min(depth or MAX_DEPTH, 2 * given["mate"] - 1, MAX_DEPTH)
        seconds = given["movetime"] / 1000 if "movetime" in given else None
        white = board.turn
        clock = given.get("wtime" if white else "btime")
        if seconds is None and clock is not None:
            increment = given.get("winc" if white else "binc", 0.0)
            to_go = given.get("movestogo")
            seconds = budget(clock / 1000, increment / 1000,
                             int(to_go) if to_go else None) / moves_left(board)
        nodes = given.get("nodes")
        return Limits(depth=int(depth) if depth is not None else None, seconds=seconds,
                      nodes=int(nodes) if nodes is not None else None,
                      infinite="infinite" in words)

    def _numbers(self, words: list[str]) -> dict[str, float]:
        given: dict[str, float] = {}
        at = 0
        while at < len(words):
            word, at = words[at], at + 1
            if word in NUMBERED:
                if at == len(words) or words[at] in WORDS:
                    self.out(f"info string go: {word} needs a number")
                    continue
                value, note = number(word, words[at], *NUMBERED[word])
                at += 1
                if note:
                    self.out(f"info string go: {note}")
                if value is not None:
                    given[word] = value
            elif word == "searchmoves":
                while at < len(words) and words[at] not in WORDS:
                    at += 1
                self.out("info string go: searchmoves is not supported: every move is searched")
            elif word == "ponder":
                self.out("info string go: this engine does not ponder: it searches as asked")
            elif word != "infinite":
                self.out(f"info string go: unknown word {word!r}")
        return given

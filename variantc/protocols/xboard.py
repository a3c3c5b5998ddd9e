"""`variantc xboard DEF`: the engine speaks XBoard's protocol, version 2 (CECP).

For a variant XBoard knows by name (chess is its `normal`) the engine just plays. For any
other it is an engine-defined variant: after `variant NAME` the engine sends `setup` with the
board's size, its pieces and its start, and a `piece` command per kind with the kind's moves
in Betza notation, so that XBoard can show a board it has never seen. XBoard then leaves
legality to the engine.

A move of several legs that takes on its way (Chu shogi's lion) goes out as XBoard's Alien
Edition writes it, a leg per `move` command, a comma ending each leg but the last (`move
d3e4,` then `move e4d5`), and comes in as one command, the legs joined by a comma
(`usermove d3e4,e4d5`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from variantc.ir.model import Variant
from variantc.protocols.session import (
    MAX_DEPTH,
    MAX_MOVES,
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
from variantc.quoting import xboard_string
from variantc.runtime.board import Board
from variantc.runtime.topology import SQUARE_TEXT

# Variants XBoard plays under the same name as Fairy-Stockfish (and this repository) gives them.
KNOWN = frozenset({"crazyhouse", "shogi", "xiangqi", "capablanca", "gothic", "janus", "courier",
                   "shatranj", "makruk", "atomic", "losers", "suicide", "giveaway", "3check",
                   "kingofthehill", "seirawan", "grand", "fischerandom", "berolina"})
# XBoard's piece-to-char table has this many slots a side; the king is the last.
SLOTS = 44


def xboard_name(variant: Variant) -> str:
    return "normal" if variant.slug == "chess" else variant.slug


def setup_lines(variant: Variant) -> list[str]:
    """The `setup` and `piece` commands that describe an engine-defined variant to XBoard."""
    if variant.slug in KNOWN or variant.slug == "chess":
        return []
    kinds = [p for p in variant.pieces if not p.letter.startswith("+")]
    slots = ["."] * SLOTS
    free = iter(range(SLOTS - 1))
    for piece in kinds:
        slots[SLOTS - 1 if piece.royal and "." == slots[-1] else next(free)] = piece.letter
    table = "".join(slots) + "".join(slots).lower()
    pocket = len({p.letter for p in variant.pieces}) if variant.pools else 0
    board = variant.board
    lines = [f"setup ({table}) {board.files}x{board.ranks}+{pocket}_fairy {variant.setup.fen}"]
    for piece in variant.pieces:
        if piece.betza:
            lines.append(f"piece {piece.letter}& {piece.betza}")
    return lines


class XBoard(Front):
    def __init__(self, game: Game, variant: Variant, levels: dict[str, Callable[[], Player]],
                 level: str, out: Output):
        self.game, self.variant, self.out = game, variant, out
        self.player = levels[level]()
        self.force = False
        self.engine_white = False  # after `new`, the engine plays black
        self.post = True
        self.depth: int | None = None
        self.per_move: float | None = None  # `st`: seconds a move
        self.clock: float | None = None  # `time`: the engine's clock, seconds
        self.increment = 0.0
        self.moves_per_session = 0

    def command(self, words: list[str]) -> None:
        if words[0] == "?":  # move now
            self._halt()
            return
        handler = getattr(self, "on_" + words[0], None)
        if handler is None:
            self.out(f"Error (unknown command): {words[0]}")
            return
        handler(words[1:])

    def broken(self, words: list[str], error: str) -> None:
        self.out(f"tellusererror variantc: {error}")

    def _quit(self) -> None:
        self._abandon()

    # -- commands -------------------------------------------------------------------------

    def on_xboard(self, _: list[str]) -> None:
        self.out("")

    def on_protover(self, _: list[str]) -> None:
        self.out(f'feature myname="variantc {xboard_string(self.variant.name)}" variants="'
                 f'{xboard_name(self.variant)}" setboard=1 usermove=1 ping=1 san=0 '
                 "sigint=0 sigterm=0 colors=0 analyze=0 reuse=1 draw=0 time=1")
        self.out("feature done=1")

    def on_new(self, _: list[str]) -> None:
        self._abandon()
        self.game.set(None, [])
        self.player.new_game()
        self.force, self.engine_white, self.depth = False, False, None

    def on_variant(self, words: list[str]) -> None:
        name = words[0] if words else ""
        if name != xboard_name(self.variant):
            self.out(f"Error (unsupported variant): {name}")
            return
        for line in setup_lines(self.variant):
            self.out(line)

    def on_force(self, _: list[str]) -> None:
        self._abandon()
        self.force = True

    def on_go(self, _: list[str]) -> None:
        if self.thinking is not None and self.thinking.busy:
            return  # already thinking, for the side on move: one search at a time
        self.thinking = None
        if self.game.refused is not None:
            self.out(f"Error (no position, the last was refused: {self.game.refused}): go")
            return
        self.force = False
        self.engine_white = self.game.board().turn
        self._think()

    def on_playother(self, _: list[str]) -> None:
        self._abandon()
        self.force = False
        if self.game.refused is None:
            self.engine_white = not self.game.board().turn

    def on_usermove(self, words: list[str]) -> None:
        # Out of turn, while the engine thinks: its move comes first (as `?` asks), then this
        # one is judged in the game that move made.
        self._halt()
        text = words[0] if words else ""
        error = self.game.play(text)
        joined = _joined(text)
        if error and joined is not None and self.game.play(joined) is None:
            error = None  # a move of several legs, `d3e4,e4d5`
        if error:
            reason = " (no position is set)" if self.game.refused is not None else ""
            self.out(f"Illegal move{reason}: {text}")
            return
        if not self.force and self.game.board().turn == self.engine_white:
            self._think()

    def on_setboard(self, words: list[str]) -> None:
        self._abandon()
        if words:
            error = self.game.set(" ".join(words), [])
        else:  # not the variant's start: the GUI meant some position, and gave none
            error = "setboard needs a FEN"
            self.game.refuse(error)
        if error:
            self.out(f"tellusererror Illegal position: {error}")

    def on_undo(self, _: list[str]) -> None:
        self._abandon()
        if self.game.moves:
            self.game.set(self.game.start, self.game.moves[:-1])

    def on_remove(self, _: list[str]) -> None:
        self._abandon()
        if len(self.game.moves) >= 2:
            self.game.set(self.game.start, self.game.moves[:-2])

    def on_ping(self, words: list[str]) -> None:
        # Only once every earlier command is done (the protocol's rule): a `go` is done when
        # its move is out. The engine never ponders, so a search running here is on its move.
        if self.thinking is not None:
            self.thinking.wait()
            self.thinking = None
        self.out(f"pong {words[0] if words else ''}".rstrip())

    def on_level(self, words: list[str]) -> None:
        if len(words) != 3:
            self.out(f"Error (level takes moves, base and increment): level {' '.join(words)}")
            return
        moves = self._number("level", words[0], 0, MAX_MOVES)
        base = self._seconds("level", words[1])
        increment = self._number("level", words[2], 0, MAX_SECONDS)
        if moves is not None and base is not None and increment is not None:
            self.moves_per_session, self.increment = int(moves), increment

    def on_st(self, words: list[str]) -> None:
        seconds = self._number("st", words[0] if words else "", 0.01, MAX_SECONDS)
        if seconds is not None:
            self.per_move = seconds

    def on_sd(self, words: list[str]) -> None:
        depth = self._number("sd", words[0] if words else "", 1, MAX_DEPTH)
        if depth is not None:
            self.depth = int(depth)

    def on_time(self, words: list[str]) -> None:
        centis = self._number("time", words[0] if words else "", 0, 100 * MAX_SECONDS)
        if centis is not None:
            self.clock = centis / 100

    def on_post(self, _: list[str]) -> None:
        self.post = True

    def on_nopost(self, _: list[str]) -> None:
        self.post = False

    def _ignored(self, _: list[str]) -> None:
        """Commands whose information the engine does not use."""

    on_otim = on_hard = on_easy = on_random = on_computer = on_accepted = on_rejected = _ignored
    on_result = on_name = on_rating = on_ics = on_draw = on_hint = on_bk = on_exit = _ignored

    # -- helpers --------------------------------------------------------------------------

    def _number(self, command: str, text: str, low: float, high: float) -> float | None:
        """A number of a command, taken as the nearer bound beyond [low, high]; an error to
        the GUI (None) if it is no number, the setting then left as it was."""
        value, _ = number(command, text, low, high)
        if value is None:
            self.out(f"Error (not a number): {command} {text}")
        return value

    def _seconds(self, command: str, text: str) -> float | None:
        """A time as XBoard writes it: minutes, or minutes:seconds."""
        minutes, _, seconds = text.partition(":")
        whole = self._number(command, minutes, 0, MAX_SECONDS / 60)
        part = self._number(command, seconds, 0, 59.999) if seconds else 0.0
        return None if whole is None or part is None else 60 * whole + part

    def _think(self) -> None:
        board = self.game.board()
        if board.is_game_over():
            self._announce(board)
            return
        seconds = self.per_move
        if seconds is None and self.clock is not None:
            to_go = None
            if self.moves_per_session:
                to_go = self.moves_per_session - len(self.game.moves) // 2 % self.moves_per_session
            # A turn of several moves shares the clock's share: each of its moves a part.
            seconds = budget(self.clock, self.increment, to_go) / moves_left(board)
        limits = Limits(depth=self.depth, seconds=seconds if seconds is not None else 5.0)

        def report(info: Info) -> None:
            if self.post:
                score = info.score if info.mate is None else (
                    100000 - info.mate if info.mate > 0 else -100000 - info.mate)
                self.out(f"{info.depth} {score} {int(info.seconds * 100)} {info.nodes} "
                         + " ".join(info.pv))

        def done(move: str | None) -> Board | None:
            if move is None:  # no legal move, yet no end: nothing to play
                self.out(_ending(self.game.board()) or "resign")
                return None
            legs = _legs(self.game.board(), move)  # the position it is played in
            error = self.game.play(move)
            assert error is None, error  # a legal move of the position searched, still current
            # The move and the end it makes go out together, before any later pong.
            after = self.game.board()
            ending = _ending(after)
            self.out(*(f"move {leg}" for leg in legs), *([ending] if ending else []))
            # A turn of several moves (Marseillais chess) goes on: the search plays them all.
            return after if not ending and after.turn == board.turn else None

        def failed(error: str) -> None:
            self.out(f"tellusererror variantc: the search failed ({error}); "
                     "a stand-in move answers")

        self.thinking = Thinking(self.player, board, limits, report, done, failed)

    def _announce(self, board: Board) -> None:
        ending = _ending(board)
        if ending:
            self.out(ending)


def _ending(board: Board) -> str:
    """The result line XBoard expects once a game has ended, or ""."""
    outcome = board.outcome()
    return f"{outcome.result()} {{{outcome.termination.value}}}" if outcome else ""


def _legs(board: Board, move: str) -> list[str]:
    """A move as XBoard's `move` commands: one, or a leg each where it takes on its way."""
    if not board.parse_uci(move).via:
        return [move]
    squares = re.findall(SQUARE_TEXT, move)
    suffix = move[len("".join(squares)):]
    return [f"{a}{b}," for a, b in zip(squares, squares[1:-1], strict=False)] + [
        f"{squares[-2]}{squares[-1]}{suffix}"]


def _joined(text: str) -> str | None:
    """XBoard's legs `d3e4,e4d5` as one move's name, `d3e4d5`, where each leg starts where the
    one before it ended; None otherwise."""
    legs = text.split(",")
    if len(legs) < 2:
        return None
    squares = [re.findall(SQUARE_TEXT, leg) for leg in legs]
    if any(len(s) != 2 for s in squares) or any(
            a[1] != b[0] for a, b in zip(squares, squares[1:], strict=False)):
        return None
    suffix = legs[-1][len("".join(squares[-1])):]
    return squares[0][0] + "".join(s[1] for s in squares) + suffix

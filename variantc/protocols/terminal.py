"""`variantc play DEF --vs LEVEL`: a game against the computer in the terminal.

The board is drawn after every move (variantc.tools.picture: any shape, pools and counters
beside it). The player types moves in SAN or UCI, or a command: `undo` takes back the last
move of each side, `resign`, `save FILE` writes the game as PGN, `moves` lists the legal
moves, `help`, and `quit`.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Iterator
from pathlib import Path

from variantc.backend import atomic
from variantc.ir.model import Variant
from variantc.ir.notation import notation as notation_of
from variantc.protocols.session import Game, Info, Limits, Player, Thinking
from variantc.quoting import visible_lines
from variantc.runtime.board import Board, IllegalMove, Move
from variantc.tools import pgn, picture

HELP = ("Type a move in SAN (Nf3, exd5, O-O, N@f3) or UCI (g1f3), or: undo, resign, "
        "save FILE, moves, help, quit.")


class Terminal:
    def __init__(self, variant: Variant, module: types.ModuleType, fen: str | None,
                 player: Player, limits: Limits, human_white: bool, lines: Iterator[str],
                 say: Callable[[str], None], level: str):
        self.variant, self.module, self.player, self.limits = variant, module, player, limits
        self.board: Board = module.Engine(fen)
        self.human_white, self.lines, self.level = human_white, lines, level
        self.say: Callable[[str], None] = lambda text: say(visible_lines(text))  # echoes input
        self.notation = notation_of(variant)
        self.resigned: bool | None = None  # the side that resigned: True white
        self.last_info: Info | None = None

    def run(self) -> str:
        """Play until the game ends, the player resigns or quits, or input ends; the result."""
        self.say(HELP)
        self.show()
        while self.resigned is None and not self.board.is_game_over():
            if self.board.turn == self.human_white:
                if not self.human_turn():
                    return self.result()
            else:
                self.computer_turn()
            self.show()
        self.say(f"game over: {self.ending()}")
        return self.result()

    # -- turns ----------------------------------------------------------------------------

    def human_turn(self) -> bool:
        """Read until a move is played; False when the player quits or input ends."""
        while True:
            self.say("your move> ")
            try:
                text = next(self.lines).strip()
            except StopIteration:
                return False
            word, _, rest = text.partition(" ")
            if word == "quit":
                return False
            if word == "help" or not text:
                self.say(HELP)
            elif word == "moves":
                sans = sorted(self.board.san(m) for m in self.board.legal_moves if self.mine(m))
                self.say(" ".join(sans) or "(none)")
            elif word == "undo":
                self.undo()
                self.show()
            elif word == "resign":
                self.resigned = self.human_white
                return True
            elif word == "save":
                self.save(rest.strip())
            else:
                move = self.parse(text)
                if move is not None:
                    self.board.push(move)
                    return True

    def computer_turn(self) -> None:
        played = [m.uci() for m in self.board.move_stack]
        thinking = Game(self.module, self.board.starting_fen, played).board()
        infos: list[Info] = []
        chosen: list[str | None] = []
        # As a GUI's engine thinks (session.Thinking): a search that fails is told, and a
        # stand-in move keeps the game going rather than a traceback ending it.
        Thinking(self.player, thinking, self.limits, infos.append, chosen.append,
                 lambda error: self.say(f"the computer's search failed ({error}); "
                                        "it plays a stand-in move")).wait()
        if not chosen or chosen[0] is None:
            return
        move = self.board.parse_uci(chosen[0])
        self.say(f"computer ({self.level}) plays {self.board.san(move)}"
                 + (f"  [{_score(infos[-1])}, depth {infos[-1].depth}]" if infos else ""))
        self.board.push(move)

    # -- commands -------------------------------------------------------------------------

    def parse(self, text: str) -> Move | None:
        try:
            move = self.board.parse_move(text)
        except IllegalMove:
            self.say(f"{text!r} is not a legal move here; type `moves` to list them")
            return None
        if not self.mine(move):
            self.say(f"{text!r} moves the computer's man; type `moves` to list yours")
            return None
        return move

    def mine(self, move: Move) -> bool:
        """Whether `move` moves the player's man (or places one): in a free order (`free-order`)
        the legal moves are both sides'."""
        man = None if move.from_square is None else self.board.piece_at(move.from_square)
        return man is None or man.color == self.human_white

    def undo(self) -> None:
        """Take back the computer's last move and the player's before it."""
        stack = self.board.move_stack
        if not stack:
            self.say("nothing to take back")
            return
        self.board.pop()
        if stack[:-1] and self.board.turn != self.human_white:
            self.board.pop()

    def save(self, name: str) -> None:
        if not name:
            self.say("save needs a file name: save game.pgn")
            return
        players = ("you", f"variantc {self.level}")
        text = pgn.write(self.board, self.variant.name, self.variant.setup.fen,
                         self.result(), players if self.human_white else players[::-1])
        data = text.encode("utf-8")
        try:
            # whole or not at all, a link at the name replaced, not followed (as `compile`)
            atomic.write_bytes(Path(name), data, parents=False)
        except (OSError, ValueError) as exc:  # ValueError: a name no file can have (a NUL)
            self.say(f"cannot write {name!r}: {atomic.failure(exc)}; the game goes on")
            return
        self.say(f"saved {name}")

    # -- showing --------------------------------------------------------------------------

    def show(self) -> None:
        scene = picture.scene(self.notation, self.board.fen(), last=picture.last_move(self.board),
                              flipped=not self.human_white)
        self.say(picture.text(scene))

    def result(self) -> str:
        if self.resigned is not None:
            return "0-1" if self.resigned else "1-0"
        return self.board.result()

    def ending(self) -> str:
        if self.resigned is not None:
            return f"{self.result()} {'white' if self.resigned else 'black'} resigns"
        outcome = self.board.outcome()
        return str(outcome) if outcome else "*"


def _score(info: Info) -> str:
    if info.mate is not None:
        return f"mate in {info.mate}" if info.mate > 0 else f"mated in {-info.mate}"
    return f"{info.score / 100:+.2f}"

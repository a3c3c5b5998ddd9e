"""python-chess's names for how a game is drawn, automatic or claimed, over a few primitives
each engine supplies: its halfmove clock, how often the position has occurred, its variant's
repetition and move-limit rules, and whether a side's men can mate (`insufficient-material`).
Both engines' boards are `Draws`; what they supply they judge on their own, so they still share
no rule code.

A claim (`repetition 3 draws claimed`, `move-limit 50 draws claimed`) never ends the game by
itself: `outcome(claim_draw=True)` asks for it, as python-chess's does for threefold
repetition and the fifty-move rule. A variant without such a rule has nothing to claim.
"""

from __future__ import annotations

from abc import abstractmethod
from typing import NamedTuple

from variantc.runtime.board import Board
from variantc.runtime.outcome import Outcome, Termination


class DrawRules(NamedTuple):
    """A variant's counted endings: 0 where it has none. Repetitions count occurrences of a
    position; move limits count moves of each side (plies / 2) on the halfmove clock."""

    repetition: int = 0  # automatic: the game ends (chess: 5)
    repetition_claimed: int = 0  # the side to move may claim a draw (chess: 3)
    move_limit: int = 0  # automatic (chess: 75)
    move_limit_claimed: int = 0  # claimed (chess: 50)


class Draws(Board):
    """A Board with python-chess's names for draws (docs/api.md#the-end-of-the-game)."""

    # -- what each engine supplies ---------------------------------------------------------
    @abstractmethod
    def _draw_rules(self) -> DrawRules:
        """The variant's repetition and move-limit rules."""

    @abstractmethod
    def _halfmoves(self) -> int:
        """The halfmove clock: plies since the last capture or reset, as the FEN gives it."""

    @abstractmethod
    def _repeats(self) -> int:
        """How often the position has occurred in the game, now included (1 the first time)."""

    @abstractmethod
    def _insufficient(self, white: bool) -> bool:
        """Whether the side cannot mate with its men (`insufficient-material`); False
        without the rule."""

    # -- python-chess's names ---------------------------------------------------------------
    def outcome(self, *, claim_draw: bool = False) -> Outcome | None:
        """How the game has ended, or None while it goes on. With `claim_draw`, a draw the
        side to move may claim ends it too: the move limit's first, then the repetition's."""
        ended = self._ended()
        if ended is not None or not claim_draw:
            return ended
        if self.can_claim_fifty_moves():
            return Outcome(Termination.CLAIMED_MOVE_LIMIT, None)
        if self.can_claim_threefold_repetition():
            return Outcome(Termination.CLAIMED_REPETITION, None)
        return None

    def is_game_over(self, *, claim_draw: bool = False) -> bool:
        """Whether the game has ended (or, with `claim_draw`, a draw may be claimed)."""
        return self.outcome(claim_draw=claim_draw) is not None

    def result(self, *, claim_draw: bool = False) -> str:
        """'1-0', '0-1', '1/2-1/2', or '*' while the game goes on."""
        ended = self.outcome(claim_draw=claim_draw)
        return ended.result() if ended else "*"

    def can_claim_draw(self) -> bool:
        """Whether the side to move may claim a draw: by the move limit or by repetition."""
        return self.can_claim_fifty_moves() or self.can_claim_threefold_repetition()

    def can_claim_threefold_repetition(self) -> bool:
        """Whether the side to move may claim the variant's claimed repetition (chess: the
        third occurrence): the position has occurred so often, or one of its legal moves makes
        another that has. False without the rule."""
        count = self._draw_rules().repetition_claimed
        if not count:
            return False
        if self._repeats() >= count:
            return True
        return self._some_move(lambda: self._repeats() >= count)

    def can_claim_fifty_moves(self) -> bool:
        """Whether the side to move may claim the variant's claimed move limit (chess: 50
        moves): the clock has reached it and a move is legal, or a legal move reaches it.
        False without the rule."""
        limit = 2 * self._draw_rules().move_limit_claimed
        if not limit:
            return False
        if self._halfmoves() >= limit and self._named():
            return True
        if self._halfmoves() < limit - 1:
            return False
        return self._some_move(lambda: self._halfmoves() >= limit and bool(self._named()))

    def is_repetition(self, count: int = 3) -> bool:
        """Whether the position has occurred `count` times (this time included)."""
        return self._repeats() >= count

    def is_fivefold_repetition(self) -> bool:
        """Whether the variant's automatic repetition has been reached (chess: the fifth
        occurrence); False without the rule."""
        count = self._draw_rules().repetition
        return bool(count) and self._repeats() >= count

    def is_seventyfive_moves(self) -> bool:
        """Whether the variant's automatic move limit has been reached (chess: 75 moves) while
        a move is legal; False without the rule."""
        limit = 2 * self._draw_rules().move_limit
        return bool(limit) and self._halfmoves() >= limit and bool(self._named())

    def is_insufficient_material(self) -> bool:
        """Whether neither side can mate with its men (`insufficient-material`)."""
        return self._insufficient(True) and self._insufficient(False)

    def has_insufficient_material(self, color: bool) -> bool:
        """Whether the side (True: white) cannot mate with its men, as Fairy-Stockfish judges
        it (docs/language.md, `insufficient-material`); False without the rule."""
        return self._insufficient(color)

    @property
    def halfmove_clock(self) -> int:
        """Plies since the last capture or reset (python-chess's name)."""
        return self._halfmoves()

    def _some_move(self, test: object) -> bool:
        """Whether some legal move leads to a position where `test()` holds."""
        assert callable(test)
        for handle in list(self._named().values()):
            self._play(handle)
            try:
                if test():
                    return True
            finally:
                self._undo()
        return False

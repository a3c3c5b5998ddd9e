"""`insufficient-material OUTCOME`, read from the IR alone: a side cannot mate when, apart from
royal men and men confined away from the enemy royal men, it has only minor men, and these
are too few: Fairy-Stockfish's adjudication, written over the reference's position.

For the side judged, by the men on the board:
- a man of its own of a kind that may mate (not royal, not listed `minor` or `colour-bound`,
  or promoting to such a kind) that is free (not confined where no enemy royal man may go),
  or a man of its own in a pool: it can mate;
- colour-bound men (of either side) on both colours of squares, or beside other free men, or
  with a stalemate that does not draw: its own colour-bound men can mate;
- other free men (of either side) two or more, or a stalemate that does not draw: its own
  such men can mate.
"""

from __future__ import annotations

from variantc.ir.model import Outcome, Side
from variantc.reference.game import Game
from variantc.reference.position import OTHER, SIDES, Position


def cannot_mate(game: Game, pos: Position, side: Side) -> bool:
    """Whether `side` cannot mate with its men; False without the rule."""
    v = game.variant
    rule = v.endings.insufficient
    if rule is None:
        return False
    owner = SIDES.index(side)
    if any(pos.pools[i] for i in range(owner, len(pos.pools), 2)):
        return False
    confined = _confined_away(game, side)
    free_bound: list[int] = []  # squares of free colour-bound men, either side's
    free_other = 0
    mine_bound = mine_other = False
    for cell, man in enumerate(pos.board):
        if man is None or man.letter in game.royal:
            continue
        mine = man.side is side
        if man.letter in confined:
            if mine:
                continue  # it never reaches the enemy royal man: no help, no hindrance
        elif mine and _mates(game, man.letter, side):
            return False
        elif man.letter in rule.colour_bound:
            free_bound.append(cell)
            mine_bound = mine_bound or mine
            continue
        free_other += 1
        mine_other = mine_other or mine
    files = game.topo.files
    colours = {(c % files + c // files) % 2 for c in free_bound}
    drawn_stalemate = v.endings.stalemate is Outcome.DRAWS and not v.endings.stalemate_by_count
    if mine_bound and (len(colours) > 1 or free_other or not drawn_stalemate):
        return False
    if mine_other and (free_other + len(free_bound) >= 2 or not drawn_stalemate):
        return False
    return True


def _mates(game: Game, letter: str, side: Side) -> bool:
    """A kind that may mate on its own, or promote (for `side`) to one."""
    rule = game.variant.endings.insufficient
    assert rule is not None
    if letter not in rule.minor and letter not in rule.colour_bound:
        return True
    promotion = game.pieces[letter].promotion
    if promotion is None:
        return False
    choices = promotion.white if side is Side.WHITE else promotion.black
    return any(c not in rule.minor and c not in rule.colour_bound and c not in game.royal
               for c in choices)


def _confined_away(game: Game, side: Side) -> frozenset[str]:
    """The kinds whose men of `side` may stand on no square an enemy royal man may."""
    everywhere = frozenset(range(game.topo.size))

    def cells(letter: str, whose: Side) -> frozenset[int]:
        zone = game.pieces[letter].confined
        return frozenset(zone.cells(whose)) if zone is not None else everywhere

    royal = frozenset().union(*(cells(r, OTHER[side]) for r in game.royal))
    return frozenset(p.letter for p in game.variant.pieces
                     if not p.royal and not cells(p.letter, side) & royal)

"""Moves by name and positions as FEN, in the runtime's notation (runtime/fen.py)."""

from __future__ import annotations

from variantc.reference import castling, first_moves, gating, transfer
from variantc.reference.game import Game
from variantc.reference.men import moves
from variantc.reference.position import SIDES, Held, Man, Move, Position, held
from variantc.runtime import fen, fen_write


def uci(game: Game, move: Move) -> str:
    """`e2e4`, `e7e8q`, `P@e4`; a demotion `a1a2-`, a drop promoted `+S@a2`; an exchange
    prefixes the hostage (`N-P@e4`); a pull adds the pulled man's square (`d1d3!d5`), and a
    pull alone names only the puller's square; a promotion in place names its square twice
    (`d5d5f`), and so does a pass (`e2e2`); a move that takes on its way names that square
    between (`f6e5f4`, and `f6e5f6` for a capture without moving)."""
    name = game.topo.name
    if move.origin is None:
        hostage = f"{move.hostage}-" if move.hostage else ""
        return f"{hostage}{move.promotion or move.letter}@{name(move.target)}"  # `+S@a2`
    text = name(move.origin) + "".join(name(c) for c in move.via)  # `f6e5f6`: via e5
    if move.target != move.origin or move.promotion is not None or move.stand or move.via:
        text += name(move.target)  # `d5d5f`, `e2e2`
    if move.promotion is not None:
        text += ("+" if move.promotion == f"+{move.letter}" else
                 "-" if move.letter == f"+{move.promotion}" else move.promotion.lower())
    if move.pull is not None:
        text += "!" + name(move.pull)
    if move.gate is not None:
        text += move.gate.lower()
    return text


def read(game: Game, text: str) -> Position:
    f = fen.parse(text, game.notation)
    board: list[Man | None] = [None] * game.topo.size
    for cell, (s, letter, marked) in f.placement.items():
        board[cell] = Man(SIDES[s], letter, marked)
    side = SIDES[f.side]
    pools = tuple(held([Held(SIDES[s], x) for s, x in seg]) for seg in f.pools)
    field, gates = gating.read(game, f.placement, pools, f.castling)
    rights, unmoved = castling.read_rights(game, board, field)
    firsts = first_moves.read_rights(game, f.placement, f.castling)
    return Position(tuple(board), pools, tuple(f.counters), side, rights, f.ep, f.ep_victim,
                    f.halfmove, f.fullmove, unmoved, firsts, gates, f.counting, f.walls,
                    done=f.done, ep_victims=f.ep_victims, free=f.free, struck=f.struck)


def write(game: Game, pos: Position) -> str:
    return fen_write.write(fen_position(game, pos), game.notation)


def fen_position(game: Game, pos: Position) -> fen.FenPosition:
    placement = {c: (SIDES.index(m.side), m.letter, m.marked) for c, m in enumerate(pos.board) if m}
    pools = [[(SIDES.index(h.side), h.letter) for h in seg] for seg in pos.pools]
    shown = shown_ep(game, pos)
    field = gating.write(game, pos, _rights(game, pos, placement), pos.castling, placement)
    return fen.FenPosition(placement, pools, list(pos.counters), SIDES.index(pos.side), field, shown,
                           pos.ep_victim if shown else None, pos.halfmove, pos.fullmove,
                           pos.counting, pos.walls, done=pos.done, free=pos.free,
                           struck=pos.struck)


def shown_ep(game: Game, pos: Position) -> tuple[int, ...]:
    """The en-passant squares a FEN shows: those a man could capture on now; after a passing
    move of a piece whose passes are `recorded`, every empty square it passed."""
    victim = pos.board[pos.ep_victim] if pos.ep_victim is not None else None
    if victim is not None and game.pieces[victim.letter].en_passant_recorded:
        return tuple(sorted(c for c in pos.ep if pos.board[c] is None))
    return tuple(sorted({m.target for m in moves(game, pos)
                         if m.captures and m.target in pos.ep
                         and not transfer.blocked(game, pos, m)}))


def _rights(game: Game, pos: Position, placement: dict[int, fen.Man]) -> str:
    """The castling field: castling rights, then first-move rights; '-' for none."""
    field = castling.write_rights(game, pos).strip("-")
    return (field + first_moves.write_rights(game, pos, placement)) or "-"

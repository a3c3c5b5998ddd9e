"""Legality, by brute force: play each candidate move, then look at the position it makes.

A move is illegal if it leaves one of the mover's royal men attacked (unless royal men may be
taken), or if it drops a piece that may not checkmate and checkmates; while a forced drop is
legal, nothing else is (drops.must_drop). A side without a royal man on the board is never in
check: every move is legal but a drop of its royal man on an attacked square. With `forbid
checks` (reference/checks.py), a move that gives check is illegal too, and with `forbid
facing` (reference/facing.py) one that leaves royal men facing along a file, and with
`en-passant no-exposed-parry` a passing move out of check that the other side may then take in
passing, with `spares-guarded` (reference/guarded.py) a capture of a guarded man, and with
`counter-strike` a capture the last capture forbids. With `captures forced`
(reference/forced_captures.py), while a capture is legal only captures are. With `walling`
(reference/walling.py), each legal move is played once for every square its wall may go to.
"""

from __future__ import annotations

from variantc.ir.model import Variant
from variantc.reference import (
    checks,
    counter_strike,
    facing,
    facing_kept,
    free_order,
    guarded,
    standing,
    transfer,
    turns,
    walling,
)
from variantc.reference.actions import candidates
from variantc.reference.attacks import attacked, in_check, royal_attacked
from variantc.reference.drops import must_drop
from variantc.reference.effects import apply
from variantc.reference.explosions import blown_up
from variantc.reference.forced_captures import must_capture
from variantc.reference.game import Game
from variantc.reference.gating import twins
from variantc.reference.notation import read, uci
from variantc.reference.position import OTHER, SIDES, Move, Position
from variantc.runtime.fen import FenError, in_check_free, in_check_not_to_move


def legal(game: Game, pos: Position) -> list[Move]:
    return list(named(game, pos).values())


def named(game: Game, pos: Position) -> dict[str, Move]:
    """Legal moves by name, each once: two paths to the same square are one move. Castling
    is named by the king's squares, or by the king's and the rook's when that name is also
    an ordinary move (a king that may slide two squares, say), and always in chess960. In the
    free order before the first capture (free_order.py), both sides' moves."""
    return {name: m for seen in free_order.movers(pos) for name, m in _named(game, seen).items()}


def _named(game: Game, pos: Position) -> dict[str, Move]:
    found: dict[str, Move | None] = {}
    castles = []
    for m in candidates(game, pos):
        if m.rook is not None:
            castles.append(m)
            continue
        name = uci(game, m)
        if name not in found:
            found[name] = m if is_legal(game, pos, m) else None
            if found[name] is not None:
                found.update((uci(game, t), t) for t in twins(game, pos, m))
    ordinary = set(found)
    chess960 = game.variant.castling is not None and game.variant.castling.chess960
    for m in castles:
        name = uci(game, m)
        assert m.origin is not None and m.rook is not None
        if name in ordinary or chess960:
            name = game.topo.name(m.origin) + game.topo.name(m.rook[0])
        if name not in found:
            found[name] = m if is_legal(game, pos, m) else None
            if found[name] is not None:
                found.update((_castle_name(game, name, t), t) for t in twins(game, pos, m))
    kept = must_drop(game, pos, {name: m for name, m in found.items() if m is not None})
    kept = must_capture(game, pos, kept)
    if game.variant.walling is None:
        return kept
    return {walling.name(game, name, t): t for name, m in kept.items()
            for t in walling.twins(game, pos, m, apply(game, pos, m))}


def pseudo_named(game: Game, pos: Position) -> dict[str, Move]:
    """The candidate moves by name, before any is judged legal (Board.pseudo_legal_moves):
    no castling (only a legal castle is pseudo-legal, as in python-chess) and, with `walling`,
    none (a wall is placed only after a legal move)."""
    if game.variant.walling is not None:
        return {}
    found: dict[str, Move] = {}
    for seen in free_order.movers(pos):
        for m in candidates(game, seen):
            if m.rook is None:
                found.setdefault(uci(game, m), m)
    return found


def _castle_name(game: Game, name: str, move: Move) -> str:
    """A gated castle's name: its own, or on the rook's square the rook's square and the
    king's, as Fairy-Stockfish writes it; then the gated man's letter."""
    assert move.gate is not None and move.rook is not None and move.origin is not None
    if move.gate_at == move.rook[0]:
        name = game.topo.name(move.rook[0]) + game.topo.name(move.origin)
    return name + move.gate.lower()


def has_legal_move(game: Game, pos: Position) -> bool:
    """Whether any move is legal: the same test as `legal`, stopping at the first. With
    `walling`, a move is legal only with a square for its wall."""
    return any(is_legal(game, seen, m) and (game.variant.walling is None or any(
        walling.twins(game, seen, m, apply(game, seen, m))))
        for seen in free_order.movers(pos) for m in candidates(game, seen))


def is_legal(game: Game, pos: Position, move: Move) -> bool:
    after = apply(game, pos, move)
    if facing_kept.passes_facing(game, pos, move):
        return True
    safe = (lone_safe(game, pos, move, after) if game.variant.lone_royal is not None
            else royal_safe(game, pos, after))
    return (safe and not mating_drop(game, move, after)
            and not checks.forbidden(game, after) and not facing.forbidden(game, pos, after)
            and not standing.forbidden(game, pos, move, after)
            and not facing_kept.forbidden(game, pos, move, after)
            and not turns.forbidden(game, pos, after)
            and not transfer.through_check(game, pos, move, after)
            and not exposed_parry(game, pos, move, after)
            and not guarded.spared(game, pos, move)
            and not counter_strike.forbidden(game, pos, move))


def exposed_parry(game: Game, pos: Position, move: Move, after: Position) -> bool:
    """`en-passant no-exposed-parry`: out of check, a passing move of the piece is illegal if
    the other side may then take it in passing (Carrera's chess: a double step may not parry a
    check where a pawn could take it)."""
    if not after.ep or not game.pieces[move.letter].en_passant_unexposed or not in_check(game, pos):
        return False
    return any(move.target in m.captures and m.target in after.ep for m in legal(game, after))


def royal_safe(game: Game, pos: Position, after: Position) -> bool:
    """Unless royal men may be taken, the mover's are not attacked after its move. With
    explosions, it may not blow up its own, and may leave them attacked if it blows up the
    enemy's (explosions.py)."""
    if not game.royal or game.variant.endings.royal_captured is not None:
        return True
    if game.variant.explosion is not None:
        if blown_up(game, pos, after, pos.side):
            return False
        if blown_up(game, pos, after, OTHER[pos.side]):
            return True
    return not royal_attacked(game, after, pos.side)


def exposed(game: Game, pos: Position) -> bool:
    """The side that just moved has a royal man the side to move may take: no legal move leads
    here, so a FEN of it is refused. Not with explosions once the side to move has no royal man
    (a move that blows up the enemy's may leave its own attacked), nor while royal men face
    with `forbid facing-kept` and `pass` (such a pass is legal even in check)."""
    mover = OTHER[pos.side]
    if not game.royal or game.variant.endings.royal_captured is not None:
        return False
    if pos.free:
        return free_order.exposed(game, pos)
    if game.variant.explosion is not None and not any(
            man and man.side is pos.side and man.letter in game.royal for man in pos.board):
        return False
    if game.variant.endings.forbid_facing_kept and game.variant.passing is not None \
            and facing.faces(game, pos, mover):
        return False
    return royal_attacked(game, pos, mover)


def refusal(game: Game, pos: Position) -> FenError | None:
    """Why a position no legal move leads to is refused (an `exposed` one), if it is."""
    if not exposed(game, pos):
        return None
    side = SIDES.index(pos.side)
    if not pos.free:
        return in_check_not_to_move(side ^ 1)
    return in_check_free(side if in_check(game, pos) else side ^ 1)


def setup_refusal(variant: Variant) -> FenError | None:
    """Why the variant's setup is refused, if it is `exposed`."""
    game = Game.of(variant)
    return refusal(game, read(game, variant.setup.fen))


def lone_safe(game: Game, pos: Position, move: Move, after: Position) -> bool:
    """Lone royal: a side with one royal man before its move may not leave that man attacked (a
    man the move promotes to a royal kind does not count); with several, any move is safe."""
    men = [c for c, man in enumerate(pos.board)
           if man and man.side is pos.side and man.letter in game.royal]
    if len(men) != 1:
        return True
    cell = move.target if move.origin == men[0] else men[0]
    return not attacked(game, after, cell, OTHER[pos.side])


def mating_drop(game: Game, move: Move, after: Position) -> bool:
    """A drop of a piece that may not checkmate, which does."""
    return (move.origin is None and move.promotion is None and game.pieces[move.letter].drop.no_mate
            and in_check(game, after) and not has_legal_move(game, after))

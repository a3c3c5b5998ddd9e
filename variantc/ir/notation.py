"""How a variant's FENs are read and written (runtime.fen.Notation), from its IR."""

from __future__ import annotations

from variantc.ir.model import Compare, CounterKind, Mode, Side, TermKind, Variant
from variantc.runtime import fen


def notation(v: Variant) -> fen.Notation:
    castle = v.castling
    ranks = tuple(-1 if r is None else r for r in (castling_rank(v, s) for s in Side))
    return fen.Notation(
        topo=v.board.topology(), letters=tuple(p.letter for p in v.pieces),
        royal=tuple(p.letter for p in v.pieces if p.royal),
        pools=tuple(p.name for p in v.pools),
        merged=len(v.pools) == 1 and not (v.capture and v.capture.keep_colour),
        marks=tuple(v.marks()), counters=tuple(c.name for c in v.counters),
        royal_may_fall=v.endings.royal_captured is not None or v.explosion is not None,
        royal_held=any(p.royal and p.letter == h.letter for p in v.pieces for h in v.setup.held),
        kingless=kingless(v),
        royal_many=v.many_royals(),
        unmoved_kings=bool(castle and castle.restores),
        pawns=tuple(p.letter for p in v.pieces if p.letter == "P" and any(
            m.mode is not Mode.ANY for m in p.moves)),
        passers=tuple(p.letter for p in v.pieces if p.en_passant),
        recorded=tuple(p.letter for p in v.pieces if p.en_passant_recorded),
        checks=checks_to_win(v),
        firsts=tuple(p.letter for p in v.pieces if p.first),
        castling=fen.CastlingNotation(castle.king, castle.rook, (ranks[0], ranks[1]),
                                      castle.chess960) if castle else None,
        starred=v.board.starred_voids,
        gating=gating(v), counting=v.endings.counting is not None,
        struck=v.counter_strike is not None,
        walls=bool(v.petrify) or v.walling is not None,
        turns=v.turns.rule() if v.turns is not None else None,
        free_order=v.free_order is not None,
        held_colours=() if len(v.pools) == 1 and not (v.capture and v.capture.keep_colour)
        else held_colours(v))


def held_colours(v: Variant) -> tuple[tuple[int, ...], ...]:
    """Per part of a pool (pool * 2 + owner), the colours (0 white, 1 black) its men may have:
    those a rule puts there or takes from there, and those the setup holds there. A man of any
    other colour there would never move, nor could play have put it there."""
    index = {p.name: i for i, p in enumerate(v.pools)}
    found: list[set[int]] = [set() for _ in range(2 * len(v.pools))]
    for owner in (0, 1):
        other = 1 - owner
        if v.capture is not None:  # the captor's part: enemy men kept, or changed to its colour
            found[2 * index[v.capture.pool] + owner].add(other if v.capture.keep_colour else owner)
        for drop in v.drops:  # its own men, from its own part
            found[2 * index[drop.pool] + owner].add(owner)
        if v.gating is not None:
            found[2 * index[v.gating.pool] + owner].add(owner)
        if v.exchange is not None:
            # it hands over enemy hostages from its part of the source; the men handed to it
            # arrive, in its own colour, in its part of the target
            found[2 * index[v.exchange.source] + owner].add(other)
            found[2 * index[v.exchange.target] + owner].add(owner)
        for piece in v.pieces:
            # a swap takes the opponent's own man out of this part, and puts its promoting man in
            if piece.promotion is not None and piece.promotion.swap is not None:
                found[2 * index[piece.promotion.swap] + owner].add(other)
    sides = tuple(Side)
    for h in v.setup.held:
        found[2 * index[h.pool] + sides.index(h.owner)].add(sides.index(h.side))
    return tuple(tuple(sorted(colours)) for colours in found)


def kingless(v: Variant) -> tuple[int, ...]:
    """Sides whose setup has no royal man, on the board or held (Horde's white)."""
    royal = {p.letter for p in v.pieces if p.royal}
    if not royal:
        return ()
    kinged = {m.side for m in v.setup.men if m.letter in royal} | {
        h.side for h in v.setup.held if h.letter in royal}
    return tuple(i for i, side in enumerate(Side) if side not in kinged)


def gating(v: Variant) -> fen.GatingNotation | None:
    g = v.gating
    if g is None:
        return None
    pool = next(i for i, p in enumerate(v.pools) if p.name == g.pool)
    ranks = v.board.ranks
    return fen.GatingNotation((g.rank_of(Side.WHITE, ranks), g.rank_of(Side.BLACK, ranks)), pool,
                              v.capture is not None and v.capture.pool == g.pool)


def castling_rank(v: Variant, side: Side) -> int | None:
    """The row `side` castles on, counted from its own end of the files (the `n` of
    runtime.topology.own_row): the declared one, else its castling king's in the setup."""
    c = v.castling
    if c is None:
        return None
    if c.rank is not None:
        return c.rank
    homes = [m.cell for m in v.setup.men if m.side is side and m.letter == c.king]
    side_index = 0 if side is Side.WHITE else 1
    return v.board.topology().row_of(side_index, homes[0]) if len(homes) == 1 else None


def checks_to_win(v: Variant) -> tuple[int, int] | None:
    """(counter, N) where a goal says `when COUNTER >= N` of a check counter: the FEN writes
    it as Fairy-Stockfish does, the checks each side has still to give."""
    checks = [i for i, c in enumerate(v.counters) if c.counts is CounterKind.CHECKS]
    for goal in v.endings.goals:
        w = goal.when
        if w is not None and w.op is Compare.GE and w.left.kind is TermKind.COUNTER \
                and w.right.kind is TermKind.NUMBER:
            index = next((i for i in checks if v.counters[i].name == w.left.name), None)
            if index is not None:
                return index, w.right.number
    return None

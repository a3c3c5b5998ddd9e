"""The back end's rules, in the order they are planned and their code is laid out.

A rule here is a module (its planning) and a macro file beside it (its emission); see
backend/rule.py for the hooks. A rule reads the plans of the rules above it, so the order is
also the order of dependence. Adding a rule is one line here.
"""

from compiler.backend.rule import Rule
from compiler.backend.rules import (
    attacks,
    bare_king,
    captures,
    castling,
    checks,
    counters,
    counting,
    drops,
    en_passant,
    exchange,
    explosions,
    extinction,
    first_moves,
    flags,
    forced_captures,
    gating,
    goals,
    mates,
    movement,
    petrify,
    promotion,
    pulls,
    royalty,
    stalemate_count,
    standing,
    values,
    walling,
    zobrist,
)

RULES = (
    Rule("promotion", promotion.plan),
    Rule("en_passant", en_passant.plan),
    Rule("pulls", pulls.plan),
    Rule("movement", movement.plan),
    Rule("attacks", attacks.plan),
    Rule("captures", captures.plan),
    Rule("counters", counters.plan),
    Rule("drops", drops.plan),
    Rule("standing", standing.plan),
    Rule("exchange", exchange.plan),
    Rule("castling", castling.plan),
    Rule("first_moves", first_moves.plan),
    Rule("gating", gating.plan),
    Rule("explosions", explosions.plan),
    Rule("petrify", petrify.plan),
    Rule("royalty", royalty.plan),
    Rule("extinction", extinction.plan),
    Rule("goals", goals.plan),
    Rule("bare_king", bare_king.plan),
    Rule("checks", checks.plan),
    Rule("flags", flags.plan),
    Rule("counting", counting.plan),
    Rule("forced_captures", forced_captures.plan),
    Rule("stalemate_count", stalemate_count.plan),
    Rule("mates", mates.plan),
    Rule("walling", walling.plan),
    Rule("values", values.plan),
    Rule("zobrist", zobrist.plan),
)

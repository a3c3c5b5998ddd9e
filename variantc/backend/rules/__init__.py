"""The back end's rules, in the order they are planned and their code is laid out.

A rule here is a module (its planning) and a macro file beside it (its emission); see
backend/rule.py for the hooks. A rule reads the plans of the rules above it, so the order is
also the order of dependence. Adding a rule is one line here.
"""

from variantc.backend.rule import Rule
from variantc.backend.rules import (
    attacks,
    bare_king,
    captures,
    castling,
    checks,
    counter_strike,
    counters,
    counting,
    drops,
    en_passant,
    exchange,
    explosions,
    extinction,
    facing,
    facing_kept,
    first_moves,
    flags,
    forced_captures,
    free_order,
    gating,
    goals,
    guarded,
    locust,
    mates,
    movement,
    passing,
    perpetual,
    petrify,
    promotion,
    pulls,
    remote,
    royalty,
    runs,
    safe_goals,
    stalemate_count,
    standing,
    transfer,
    turns,
    values,
    walling,
    zobrist,
)

RULES = (
    Rule("promotion", promotion.plan),
    Rule("en_passant", en_passant.plan),
    Rule("pulls", pulls.plan),
    Rule("locust", locust.plan),
    Rule("counter_strike", counter_strike.plan),  # after locust, whose `taken` it reads
    Rule("movement", movement.plan),
    Rule("attacks", attacks.plan),
    Rule("remote", remote.plan),  # after attacks, whose `_attackers` it replaces
    Rule("captures", captures.plan),
    Rule("drops", drops.plan),
    Rule("standing", standing.plan),
    Rule("passing", passing.plan),
    Rule("exchange", exchange.plan),
    Rule("castling", castling.plan),
    Rule("transfer", transfer.plan),  # after castling and en passant, whose men it carries on
    Rule("first_moves", first_moves.plan),
    Rule("gating", gating.plan),
    Rule("explosions", explosions.plan),
    Rule("petrify", petrify.plan),
    # after explosions and petrify: checks are counted on the board the whole move leaves
    Rule("counters", counters.plan),
    Rule("royalty", royalty.plan),
    Rule("extinction", extinction.plan),
    Rule("goals", goals.plan),
    Rule("bare_king", bare_king.plan),
    Rule("runs", runs.plan),
    Rule("perpetual", perpetual.plan),
    Rule("checks", checks.plan),
    Rule("guarded", guarded.plan),
    Rule("facing", facing.plan),
    Rule("facing_kept", facing_kept.plan),
    Rule("flags", flags.plan),
    Rule("safe_goals", safe_goals.plan),
    Rule("counting", counting.plan),
    Rule("forced_captures", forced_captures.plan),
    Rule("stalemate_count", stalemate_count.plan),
    Rule("mates", mates.plan),
    Rule("walling", walling.plan),
    Rule("values", values.plan),
    Rule("turns", turns.plan),  # after every rule whose make_turn reads the side that moved
    Rule("zobrist", zobrist.plan),
    # last: it sets the mover's side in make and unmake before the other rules' hooks that
    # read it (make_moved, unmake_end), and puts the expected side back after them
    Rule("free_order", free_order.plan),
)

"""Checks of capture modes and freezing (ir.remote): a square board of one level, a king to
coordinate with, kinds an imitator can copy, and the rules both engines follow them through."""

from __future__ import annotations

from variantc.diagnostics import Code
from variantc.frontend.source import Diagnostic, Span
from variantc.ir.model import Leap, Ride, Variant
from variantc.ir.remote import CaptureMode


def remote(v: Variant) -> list[Diagnostic]:
    men = [p for p in v.pieces if p.captures_by is not None or p.freezes]
    if not men:
        return []
    span = next((p.captures_by.span for p in men if p.captures_by is not None), men[0].span)
    b = v.board
    if b.lattice != "square" or b.levels > 1 or b.round or b.links or b.curves:
        return [Diagnostic(span, Code.E650, "capture modes on a board that is not a plain grid",
                           why="withdrawal, approach, custody, coordination, leaps and freezing "
                               "are judged along the ranks, files and diagonals of a square board "
                               "of one level, without links, curves or round edges",
                           hint="use a board such as 'board 8x8'")]
    return _coordination(v) + _imitation(v) + _companions(v, span)


def _coordination(v: Variant) -> list[Diagnostic]:
    royal = [p for p in v.pieces if p.royal]
    return [Diagnostic(p.captures_by.span, Code.E651, f"{p.name} coordinates without one king",
                       why="a coordinator takes the men where its rank and file cross its "
                           "king's file and rank: the side needs a single royal man",
                       hint="give the variant one royal piece, one man of it a side")
            for p in v.pieces if p.captures_by is not None
            and CaptureMode.COORDINATION in p.captures_by and (len(royal) != 1 or v.many_royals())]


def _imitation(v: Variant) -> list[Diagnostic]:
    out = []
    for p in v.pieces:
        if p.captures_by is None or CaptureMode.IMITATION not in p.captures_by:
            continue
        odd = next((q for q in v.pieces if any(
            not isinstance(m, (Leap, Ride)) or isinstance(m, Ride) and m.counted is not None
            or m.initial or m.adjacent or m.region or m.within for m in q.moves)), None)
        if odd is not None:
            out.append(Diagnostic(p.captures_by.span, Code.E652, f"{p.name} imitates "
                                  f"{odd.name}, whose moves it cannot copy",
                                  why="an imitator takes a man only with a move that man's kind "
                                      "makes: every piece's moves must then be plain leaps and "
                                      "rides, from any square",
                                  hint="give the pieces plain Betza leaps and rides, or leave "
                                       "'imitation' out"))
    return out


def _companions(v: Variant, span: Span) -> list[Diagnostic]:
    e = v.endings
    others = [word for word, present in (
        ("pools", bool(v.pools)), ("castling", v.castling is not None),
        ("turns", v.turns is not None), ("gating", v.gating is not None),
        ("explosion", v.explosion is not None), ("petrify", bool(v.petrify)),
        ("walling", v.walling is not None), ("transfer", v.transfer is not None),
        ("exchange", v.exchange is not None), ("pass", v.passing is not None),
        ("counters", bool(v.counters)), ("royal-captured", e.royal_captured is not None),
        ("duple-check", v.duple_check is not None), ("lone-royal", v.lone_royal is not None),
        ("captures forced", e.captures_forced),
        ("en-passant", any(p.en_passant for p in v.pieces)),
        ("pulls", any(p.pull is not None for p in v.pieces)),
        ("first-moves", any(p.first is not None for p in v.pieces))) if present]
    if not others:
        return []
    return [Diagnostic(span, Code.E653, f"capture modes cannot go with {others[0]}",
                       why="captures away from the landing square and freezing are followed by "
                           "both engines on a board whose men only move and are taken: rules that "
                           "place, remove or hand over men besides, or judge captures apart, are "
                           "not followed with them",
                       hint=f"remove the {others[0]} or the capture modes")]

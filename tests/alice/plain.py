"""A second, plainer Alice chess move generator, with no python-chess at all: a dict of squares,
its own attack and move code. It exists only to cross-check alice.py (same rules, see its
docstring; en-passant field written under the same reading). Slow and simple.

A state is (men, white_to_move, castling, ep): men maps (level, file, rank) -> symbol ("P", "k",
...), level 0 = A, 1 = B, file and rank 0..7; ep is (level, file, rank) or None.
"""

from __future__ import annotations

KNIGHT = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
KING = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]
ROOK_DIRS = KING[:4]
BISHOP_DIRS = KING[4:]
FILES = "abcdefgh"


def white(symbol: str) -> bool:
    return symbol.isupper()


def on_board(f: int, r: int) -> bool:
    return 0 <= f < 8 and 0 <= r < 8


def parse_fen(fen: str):
    boards, side, castling, ep, _half, _full = fen.split(" ")
    text_b, text_a = boards.split("|")
    men = {}
    for level, text in ((0, text_a), (1, text_b)):
        for i, row in enumerate(text.split("/")):
            f = 0
            for ch in row:
                if ch.isdigit():
                    f += int(ch)
                else:
                    men[(level, f, 7 - i)] = ch
                    f += 1
    ep_sq = None if ep == "-" else ("AB".index(ep[0]), FILES.index(ep[1]), int(ep[2]) - 1)
    return men, side == "w", "" if castling == "-" else castling, ep_sq


def attacked(men: dict, level: int, f: int, r: int, by_white: bool) -> bool:
    """Whether (level, f, r) is attacked by a man of colour by_white standing on that level."""
    def enemy(sym, kinds):
        return sym is not None and white(sym) == by_white and sym.upper() in kinds
    for df, dr in KNIGHT:
        if enemy(men.get((level, f + df, r + dr)), "N"):
            return True
    for df, dr in KING:
        if enemy(men.get((level, f + df, r + dr)), "K"):
            return True
    pawn_rank = r - 1 if by_white else r + 1  # a white pawn attacks upward
    for df in (-1, 1):
        if enemy(men.get((level, f + df, pawn_rank)), "P"):
            return True
    for dirs, kinds in ((ROOK_DIRS, "RQ"), (BISHOP_DIRS, "BQ")):
        for df, dr in dirs:
            x, y = f + df, r + dr
            while on_board(x, y):
                sym = men.get((level, x, y))
                if sym is not None:
                    if enemy(sym, kinds):
                        return True
                    break
                x, y = x + df, y + dr
    return False


def king_in_danger(men: dict, is_white: bool, only_level: int | None = None) -> bool:
    for (level, f, r), sym in men.items():
        if sym == ("K" if is_white else "k"):
            if only_level is not None and level != only_level:
                return False
            return attacked(men, level, f, r, not is_white)
    raise AssertionError("no king")


def plain_moves(men: dict, is_white: bool):
    """(level, from (f, r), to (f, r), promotion or '') of every man's plain move on its level."""
    for (level, f, r), sym in list(men.items()):
        if white(sym) != is_white:
            continue
        kind = sym.upper()

        def free(x: int, y: int, level: int = level) -> bool:
            return on_board(x, y) and (level, x, y) not in men

        def takes(x: int, y: int, level: int = level) -> bool:
            s = men.get((level, x, y))
            return s is not None and white(s) != is_white

        targets = []
        if kind == "P":
            d = 1 if is_white else -1
            if free(f, r + d):
                targets.append((f, r + d))
                if r == (1 if is_white else 6) and free(f, r + 2 * d):
                    targets.append((f, r + 2 * d))
            for df in (-1, 1):
                if on_board(f + df, r + d) and takes(f + df, r + d):
                    targets.append((f + df, r + d))
            for x, y in targets:
                if y in (0, 7):
                    for p in "qrbn":
                        yield level, (f, r), (x, y), p
                else:
                    yield level, (f, r), (x, y), ""
            continue
        if kind in "NK":
            for df, dr in (KNIGHT if kind == "N" else KING):
                x, y = f + df, r + dr
                if free(x, y) or (on_board(x, y) and takes(x, y)):
                    targets.append((x, y))
        else:
            dirs = {"R": ROOK_DIRS, "B": BISHOP_DIRS, "Q": KING}[kind]
            for df, dr in dirs:
                x, y = f + df, r + dr
                while on_board(x, y):
                    if free(x, y):
                        targets.append((x, y))
                    else:
                        if takes(x, y):
                            targets.append((x, y))
                        break
                    x, y = x + df, y + dr
        for t in targets:
            yield level, (f, r), t, ""


def name(level: int, frm, to, promo: str) -> str:
    lv = "AB"[level]
    return f"{lv}{FILES[frm[0]]}{frm[1] + 1}{lv}{FILES[to[0]]}{to[1] + 1}{promo}"


def children(state):
    """{move name: next state} for every legal move."""
    men, is_white, castling, ep = state
    out = {}
    candidates = [(lv, a, b, p, False) for lv, a, b, p in plain_moves(men, is_white)]
    if ep is not None:
        level, f, r = ep
        victim_rank = r - 1 if is_white else r + 1
        for df in (-1, 1):
            if men.get((level, f + df, victim_rank)) == ("P" if is_white else "p"):
                candidates.append((level, (f + df, victim_rank), (f, r), "", True))
    for level, (f, r), (x, y), promo, is_ep in candidates:
        other = 1 - level
        new = dict(men)
        sym = new.pop((level, f, r))
        captured = new.pop((level, x, y), None)
        if is_ep:
            if captured is not None:
                continue
            captured = new.pop((level, x, r))
        moved = (promo.upper() if is_white else promo) if promo else sym
        new[(level, x, y)] = moved
        if king_in_danger(new, is_white, only_level=level):  # (1)
            continue
        if (other, x, y) in new:  # the transfer needs an empty square
            continue
        del new[(level, x, y)]
        new[(other, x, y)] = moved
        if king_in_danger(new, is_white):  # (2)
            continue
        # castling rights: a move on A from or to a king's or rook's home square
        touched = {(f, r), (x, y)} if level == 0 else set()
        rights = "".join(c for c in castling if not touched & HOMES[c])
        new_ep = None
        if sym.upper() == "P" and abs(y - r) == 2:
            enemy_pawn = "p" if is_white else "P"
            if any(new.get((other, x + df, y)) == enemy_pawn for df in (-1, 1)):
                if (other, x, (r + y) // 2) not in new:
                    new_ep = (other, x, (r + y) // 2)
        out[name(level, (f, r), (x, y), promo)] = (new, not is_white, rights, new_ep)
    for c in castling:
        if (c.isupper()) != is_white:
            continue
        rank = 0 if is_white else 7
        king, rook = ("K", "R") if is_white else ("k", "r")
        long = c.lower() == "q"
        rook_file, king_to, rook_to = (0, 2, 3) if long else (7, 6, 5)
        if men.get((0, 4, rank)) != king or men.get((0, rook_file, rank)) != rook:
            continue
        between = range(1, 4) if long else range(5, 7)
        if any((0, x, rank) in men for x in between):
            continue
        path = (4, 3, 2) if long else (4, 5, 6)
        if any(attacked(men, 0, x, rank, not is_white) for x in path):
            continue
        if (1, king_to, rank) in men or (1, rook_to, rank) in men:
            continue
        new = dict(men)
        del new[(0, 4, rank)]
        del new[(0, rook_file, rank)]
        new[(1, king_to, rank)] = king
        new[(1, rook_to, rank)] = rook
        if king_in_danger(new, is_white):
            continue
        rights = "".join(x for x in castling if x not in ("KQ" if is_white else "kq"))
        out[name(0, (4, rank), (king_to, rank), "")] = (new, not is_white, rights, None)
    return out


HOMES = {"K": {(4, 0), (7, 0)}, "Q": {(4, 0), (0, 0)}, "k": {(4, 7), (7, 7)}, "q": {(4, 7), (0, 7)}}


def legal_names(fen: str) -> list[str]:
    return sorted(children(parse_fen(fen)))


def perft(state, depth: int) -> int:
    if depth == 0:
        return 1
    kids = children(state)
    if depth == 1:
        return len(kids)
    return sum(perft(s, depth - 1) for s in kids.values())


def ep_field(state) -> str:
    ep = state[3]
    return "-" if ep is None else f"{'AB'[ep[0]]}{FILES[ep[1]]}{ep[2] + 1}"

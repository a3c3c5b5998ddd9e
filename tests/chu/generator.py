"""An independent, plain Chu shogi move generator that plays exactly as lishogi's library shogiops
(github.com/WandererXII/shogiops) does. It exists to check a compiled engine against; it reads
nothing from the variantc package. Slow and simple: a dict of squares and a table of movements.

Sources read (stored copies of the public repository; see data.py for the test data):
  src/position/rules/chushogi.ts and src/variant/chushogi.ts (the lastLionCapture versions),
  src/variant/position.ts (play: how lastLionCapture is set), src/attacks.ts, src/sfen.ts,
  src/util.ts, src/variant/util.ts (promotion), test/debug.ts (perft),
  test/rules/chushogi.test.ts (= test/variant/chushogi.test.ts @ 76d406fab015...),
  test/fixtures/perftChushogi.ts (@ 39f77b603d9d... and eccd7b4269ba..., same data).

Squares and notation
--------------------
A square is (file, rank): file is the USI file number 1..12, rank 0..11 is the USI rank letter
a..l. Seen from sente (black, "b", upper-case letters, moves first) the board's files read
12, 11, ..., 1 from left to right and the ranks a..l from top to bottom; sente sits at the bottom
and moves up (towards rank a), gote (white, "w", lower case) sits at the top and moves down.
The SFEN board lists rank a first, each rank from file 12 down to file 1. USI squares are the
file number then the rank letter ("10j", "6f"); a move is from+to ("7g7f"), "+" appended for a
promotion ("7c8b+"), and a lion-type double move is from+mid+to ("6f5e6d"; "6f6g6f" returns to
the start). SFEN's third field is the square of the last lion capture ("-" for none), the fourth
the move number (ignored).

Rule readings decided (every one is what the newest shogiops code does, tests agreeing)
--------------------------------------------------------------------------------------
 1. Version. src/variant/chushogi.ts @ 761d36093469 (the commit find_files names) is an OLD
    version: it has no lastLionCapture (it reads lastMove/lastCapture), calls the promoted kirin
    'promotedlion', lets a lion's second step stop on its mid square (kingAttacks(mid).with(mid),
    which would make the solo lion 24+8*9 = 96, not the tests' 24+8*8 = 88), checks lion
    protection on the second step even against lions adjacent to the start, and has no
    counter-strike rule for the falcon's and eagle's second steps. The generator follows the
    newer code (same rules in src/variant/chushogi.ts with square-set.js and in
    src/position/rules/chushogi.ts), which every stored test version agrees with.
 2. Moving into or staying in check is allowed; there is no checkmate. A side with no king and
    no prince to move has lost ("kingsLost"). Both king and prince are royal.
 3. Promotion (pieceCanPromote): a promotable piece may promote when it enters the zone from
    outside, or captures with its start or its destination in the zone, or is a pawn or lance
    reaching the last rank. Promotion is never forced, so every promoting move is listed twice
    (with and without "+"). The zone is the far four ranks (a-d for sente, i-l for gote). King,
    queen, lion and promoted pieces do not promote. Double moves never promote (their pieces,
    lion, promoted kirin, falcon and eagle, cannot).
 4. Lion double moves (lion and promoted kirin): the first step is to one of the 8 neighbours
    (empty or enemy; to a neighbouring lion even if protected); the second to any neighbour of the
    mid square that is not one of the mover's own pieces, the start square included (igui: capture
    and return; jitto: step to an empty square and back, a pass). The second step may never end
    on the mid square itself.
 5. Falcon (promoted horse) double move: first step straight forward, then straight forward again
    or back to the start. Eagle (promoted dragon): first step diagonally forward, then onwards
    along the same diagonal or back. Their one-move jumps (falcon: 2 straight forward; eagle: 2
    diagonally forward) exist as well, so "6f6d" and "6f6e6d" are two moves, as shogiops counts.
 6. Lion trading (lion or promoted kirin capturing a lion or promoted kirin):
    a. one-move jump: a non-adjacent enemy lion may not be captured if any enemy piece attacks its
       square, the occupancy taken without the moving lion;
    b. double move: a lion on the second step that is not adjacent to the start may not be
       captured if it is so protected (occupancy without the start and the mid square) and the
       first step took nothing, a pawn or a go-between. Shogiops counts defenders on the board
       as it was before the move, so a pawn or go-between just taken on the first step still
       "protects" (reproduced; it matters only when that pawn/go-between itself guards the lion);
    c. lions adjacent to the start may always be taken, directly or on a second step.
 7. Counter-strike: after a move by a non-lion piece (not lion, not promoted kirin, judged by its
    role before any promotion) that captured an enemy lion or promoted kirin, on its first or
    second step, the side to move may not take a lion with a non-lion piece except on that
    capture square (which may hold a kirin that just promoted to a lion there). This applies to
    the falcon's and eagle's second steps too; lions themselves are exempt. If the capture was
    on a double move's first step the mid square is recorded (the final capture square wins if
    both steps took lions). Any other move clears it. An SFEN square field sets it verbatim.
 8. Game end (shogiops's isEnd = outcome() defined; perft gives 0 for an ended position whenever
    the depth left is 1 or more, and 1 at depth 0 whatever the position), in shogiops's order:
    kingsLost (side to move has no royal), stalemate (side to move has no move), bare king of
    sente, bare king of gote, draw. A side is bared when it has exactly one
    royal and nothing else except its pawns/lances on its last rank, while the other side has
    exactly one royal, is not in check, and has more than one piece not counting pawns,
    go-betweens and its own dead lances (any lance on its last rank), and, if exactly two such
    pieces, none of them next to the bared royal. Draw: the board holds exactly two pieces other
    than dead pawns/lances (sente's on rank a, gote's on rank l), each side has exactly one
    royal and neither is in check.
 9. perft as test/debug.ts: for each first-step destination of each piece, the promotion
    variants, then for lion, promoted kirin, eagle and falcon each second-step destination. Note
    that debug.ts builds the double move as {from, to: firstStep, midStep: secondStep}, i.e. it
    PLAYS the move reversed (the piece ends on the first step and the second-step square is
    emptied). That changes nothing at depth 1, where all of shogiops's chushogi perft data lies
    but the start position's depth 2 (which has no double move within two plies), but would
    change deeper counts: perft(..., debug_ts_order=True) reproduces it; the default plays double
    moves as they are.
10. SFEN: a missing turn means sente; board letters as src/sfen.ts (k king, e elephant, ... see
    LETTERS); "+x" is the promoted piece. The position is not validated (shogiops's tests parse
    non-strict).
11. USI: legal_moves writes double moves without "+" and is_legal is exact. Shogiops's isLegal
    is laxer: it checks a double move's first step without its promotion flag, so "6f5e6d+"
    passes there as "6f5e6d" (and play ignores the flag: those pieces cannot promote).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

SENTE, GOTE = "sente", "gote"
FILES = 12
RANKS = 12
RANK_LETTERS = "abcdefghijkl"

# ---------------------------------------------------------------------------------------------
# Directions, seen from sente (who moves towards rank a, i.e. rank index - 1). (dfile, drank).
# Left and right are mirror images for every Chu piece, so which of them is "west" is immaterial.
N, S, W, E = (0, -1), (0, 1), (1, 0), (-1, 0)
NW, NE, SW, SE = (1, -1), (-1, -1), (1, 1), (-1, 1)
ORTHOGONAL = [N, S, W, E]
DIAGONAL = [NW, NE, SW, SE]
ALL8 = ORTHOGONAL + DIAGONAL


def twice(d):
    return (2 * d[0], 2 * d[1])


LION_AREA = [(df, dr) for df in range(-2, 3) for dr in range(-2, 3) if (df, dr) != (0, 0)]


@dataclass(frozen=True)
class Movement:
    """leaps: squares reached in one go whatever lies between (steps and jumps);
    slides: directions moved any distance until the first occupied square (included)."""
    leaps: tuple = ()
    slides: tuple = ()


def mv(leaps=(), slides=()):
    return Movement(tuple(leaps), tuple(slides))


# The pieces, from the rules (names as shogiops's roles; English names in the comments).
MOVEMENT = {
    "pawn": mv(leaps=[N]),
    "gobetween": mv(leaps=[N, S]),                                   # go-between
    "lance": mv(slides=[N]),
    "leopard": mv(leaps=[N, S] + DIAGONAL),                          # ferocious leopard
    "copper": mv(leaps=[N, S, NW, NE]),
    "silver": mv(leaps=[N] + DIAGONAL),
    "gold": mv(leaps=[N, S, W, E, NW, NE]),
    "elephant": mv(leaps=[d for d in ALL8 if d != S]),               # drunk elephant
    "tiger": mv(leaps=[d for d in ALL8 if d != N]),                  # blind tiger
    "king": mv(leaps=ALL8),
    "kirin": mv(leaps=DIAGONAL + [twice(d) for d in ORTHOGONAL]),
    "phoenix": mv(leaps=ORTHOGONAL + [twice(d) for d in DIAGONAL]),
    "chariot": mv(slides=[N, S]),                                    # reverse chariot
    "sidemover": mv(leaps=[N, S], slides=[W, E]),
    "verticalmover": mv(leaps=[W, E], slides=[N, S]),
    "rook": mv(slides=ORTHOGONAL),
    "bishop": mv(slides=DIAGONAL),
    "dragon": mv(leaps=DIAGONAL, slides=ORTHOGONAL),                 # dragon king
    "horse": mv(leaps=ORTHOGONAL, slides=DIAGONAL),                  # dragon horse
    "queen": mv(slides=ALL8),                                        # free king
    "lion": mv(leaps=LION_AREA),
    # promoted pieces with a movement of their own
    "prince": mv(leaps=ALL8),                                        # crown prince (+elephant)
    "whale": mv(slides=[N, S, SW, SE]),                              # (+chariot)
    "whitehorse": mv(slides=[N, S, NW, NE]),                         # (+lance)
    "stag": mv(leaps=ALL8, slides=[N, S]),                           # flying stag (+tiger)
    "boar": mv(slides=[W, E] + DIAGONAL),                            # free boar (+side mover)
    "ox": mv(slides=[N, S] + DIAGONAL),                              # flying ox (+vertical mover)
    "falcon": mv(leaps=[N, twice(N)], slides=[S, W, E] + DIAGONAL),  # horned falcon (+horse)
    "eagle": mv(leaps=[NW, NE, twice(NW), twice(NE)],                # soaring eagle (+dragon)
                slides=ORTHOGONAL + [SW, SE]),
}
# promoted pieces that move as an unpromoted one
MOVES_AS = {
    "promotedpawn": "gold",             # tokin (+pawn)
    "elephantpromoted": "elephant",     # (+go-between)
    "rookpromoted": "rook",             # (+gold)
    "bishoppromoted": "bishop",         # (+leopard)
    "sidemoverpromoted": "sidemover",   # (+copper)
    "verticalmoverpromoted": "verticalmover",  # (+silver)
    "dragonpromoted": "dragon",         # (+rook)
    "horsepromoted": "horse",           # (+bishop)
    "lionpromoted": "lion",             # (+kirin)
    "queenpromoted": "queen",           # (+phoenix)
}

PROMOTION = {
    "pawn": "promotedpawn", "gobetween": "elephantpromoted", "sidemover": "boar",
    "verticalmover": "ox", "rook": "dragonpromoted", "bishop": "horsepromoted",
    "dragon": "eagle", "horse": "falcon", "elephant": "prince", "chariot": "whale",
    "tiger": "stag", "kirin": "lionpromoted", "phoenix": "queenpromoted", "lance": "whitehorse",
    "leopard": "bishoppromoted", "copper": "sidemoverpromoted", "silver": "verticalmoverpromoted",
    "gold": "rookpromoted",
}

LETTERS = {  # SFEN letter (gote's, lower case) -> role; "+" + letter is the promoted role
    "l": "lance", "f": "leopard", "c": "copper", "s": "silver", "g": "gold", "k": "king",
    "e": "elephant", "a": "chariot", "b": "bishop", "t": "tiger", "o": "kirin", "x": "phoenix",
    "m": "sidemover", "v": "verticalmover", "r": "rook", "h": "horse", "d": "dragon",
    "n": "lion", "q": "queen", "p": "pawn", "i": "gobetween",
}
ROLE_OF = dict(LETTERS)
ROLE_OF.update({"+" + letter: PROMOTION[role] for letter, role in LETTERS.items() if role in PROMOTION})
LETTER_OF = {role: letters for letters, role in ROLE_OF.items()}

LION_ROLES = ("lion", "lionpromoted")
DOUBLE_MOVERS = ("lion", "lionpromoted", "falcon", "eagle")   # test/debug.ts's roleWithLionPower
ROYAL_ROLES = ("king", "prince")

for _role in ROLE_OF.values():
    assert _role in MOVEMENT or _role in MOVES_AS, _role


# ---------------------------------------------------------------------------------------------
# Squares

def on_board(sq) -> bool:
    return 1 <= sq[0] <= FILES and 0 <= sq[1] < RANKS


def square_name(sq) -> str:
    return f"{sq[0]}{RANK_LETTERS[sq[1]]}"


def parse_square(name: str):
    m = re.fullmatch(r"(\d\d?)([a-l])", name)
    if not m:
        raise ValueError(f"bad square {name!r}")
    sq = (int(m.group(1)), RANK_LETTERS.index(m.group(2)))
    if not on_board(sq):
        raise ValueError(f"bad square {name!r}")
    return sq


def distance(a, b) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def opposite(color: str) -> str:
    return GOTE if color == SENTE else SENTE


def oriented(d, color):
    """A direction as seen from sente, turned for color (gote's board is rotated half a turn)."""
    return d if color == SENTE else (-d[0], -d[1])


def step(sq, d, color):
    d = oriented(d, color)
    return (sq[0] + d[0], sq[1] + d[1])


def neighbours(sq):
    return {(sq[0] + df, sq[1] + dr) for df, dr in ALL8} & ALL_SQUARES


ALL_SQUARES = frozenset((f, r) for f in range(1, FILES + 1) for r in range(RANKS))


def in_zone(sq, color) -> bool:
    """The promotion zone: the four ranks farthest from color."""
    return sq[1] <= 3 if color == SENTE else sq[1] >= RANKS - 4


def last_rank(color) -> int:
    return 0 if color == SENTE else RANKS - 1


# ---------------------------------------------------------------------------------------------
# Positions

@dataclass(frozen=True)
class Position:
    board: dict = field(hash=False)        # square -> (color, role)
    turn: str = SENTE
    last_lion_capture: tuple | None = None

    def pieces(self, color):
        return [(sq, role) for sq, (c, role) in self.board.items() if c == color]

    def royals(self, color):
        return [sq for sq, role in self.pieces(color) if role in ROYAL_ROLES]


def parse_sfen(sfen: str) -> Position:
    parts = sfen.split()
    board = {}
    rows = parts[0].split("/")
    if len(rows) != RANKS:
        raise ValueError(f"need {RANKS} ranks: {sfen!r}")
    for rank, row in enumerate(rows):
        file = FILES
        for token in re.findall(r"\d+|\+?[A-Za-z]", row):
            if token.isdigit():
                file -= int(token)
                continue
            role = ROLE_OF.get(token.lower())
            if role is None:
                raise ValueError(f"bad piece {token!r} in {sfen!r}")
            if file < 1:
                raise ValueError(f"rank {RANK_LETTERS[rank]} too long in {sfen!r}")
            board[(file, rank)] = (SENTE if token[-1].isupper() else GOTE, role)
            file -= 1
        if file != 0:
            raise ValueError(f"rank {RANK_LETTERS[rank]} is not 12 squares in {sfen!r}")
    turn = SENTE
    if len(parts) > 1:
        if parts[1] not in ("b", "w"):
            raise ValueError(f"bad turn in {sfen!r}")
        turn = SENTE if parts[1] == "b" else GOTE
    llc = None
    if len(parts) > 2 and parts[2] != "-":
        llc = parse_square(parts[2])
    return Position(board, turn, llc)


START_SFEN = ("lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/"
              "PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1")


def make_sfen(pos: Position) -> str:
    rows = []
    for rank in range(RANKS):
        row, empty = "", 0
        for file in range(FILES, 0, -1):
            piece = pos.board.get((file, rank))
            if piece is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            letters = LETTER_OF[piece[1]]
            row += letters.upper() if piece[0] == SENTE else letters
        rows.append(row + (str(empty) if empty else ""))
    llc = square_name(pos.last_lion_capture) if pos.last_lion_capture else "-"
    return f"{'/'.join(rows)} {'b' if pos.turn == SENTE else 'w'} {llc}"


# ---------------------------------------------------------------------------------------------
# Attacks: every square a piece reaches, own pieces included (a piece "protects" its friends)

def attacks(color, role, sq, occupied) -> set:
    movement = MOVEMENT[MOVES_AS.get(role, role)]
    reached = set()
    for d in movement.leaps:
        reached.add(step(sq, d, color))
    for d in movement.slides:
        target = step(sq, d, color)
        while on_board(target):
            reached.add(target)
            if target in occupied:
                break
            target = step(target, d, color)
    return reached & ALL_SQUARES


def is_attacked(pos, sq, by_color, occupied) -> bool:
    """Whether a piece of by_color standing on pos.board attacks sq, lines judged by occupied."""
    return any(sq in attacks(by_color, role, frm, occupied) for frm, role in pos.pieces(by_color))


def in_check(pos, color) -> bool:
    occupied = set(pos.board)
    return any(is_attacked(pos, k, opposite(color), occupied) for k in pos.royals(color))


def enemy_lions(pos, color):
    return {sq for sq, role in pos.pieces(opposite(color)) if role in LION_ROLES}


# ---------------------------------------------------------------------------------------------
# Moves

def first_step_dests(pos, frm) -> set:
    """Single-move destinations of the piece on frm (shogiops's moveDests)."""
    color, role = pos.board[frm]
    if color != pos.turn:
        return set()
    own = {sq for sq, (c, _) in pos.board.items() if c == color}
    dests = attacks(color, role, frm, set(pos.board)) - own
    lions = enemy_lions(pos, color) & dests
    if role in LION_ROLES:
        occupied = set(pos.board) - {frm}
        for lion in lions:   # rule 6a: no jump onto a protected non-adjacent lion
            if distance(frm, lion) > 1 and is_attacked(pos, lion, opposite(color), occupied):
                dests.discard(lion)
    elif pos.last_lion_capture is not None:
        dests -= lions - {pos.last_lion_capture}   # rule 7: counter-strike
    return dests


def second_step_dests(pos, frm, mid) -> set:
    """Where a lion, promoted kirin, falcon or eagle on frm may end after a first step to mid
    (shogiops's secondLionStepDests; mid is assumed to be a first-step destination)."""
    color, role = pos.board[frm]
    if color != pos.turn:
        return set()
    own_elsewhere = {sq for sq, (c, _) in pos.board.items() if c == color} - {frm}
    if role in LION_ROLES:
        if distance(frm, mid) != 1:
            return set()
        dests = neighbours(mid) - own_elsewhere
        first_capture = pos.board.get(mid)
        took_little = first_capture is None or first_capture[1] in ("pawn", "gobetween")
        occupied = set(pos.board) - {frm, mid}
        for lion in enemy_lions(pos, color) & dests:   # rule 6b
            if distance(frm, lion) > 1 and took_little \
                    and is_attacked(pos, lion, opposite(color), occupied):
                dests.discard(lion)
        return dests
    if role == "falcon":
        if mid != step(frm, N, color):
            return set()
        dests = {step(mid, N, color), frm} & ALL_SQUARES
    elif role == "eagle":
        if mid not in (step(frm, NW, color), step(frm, NE, color)):
            return set()
        beyond = (2 * mid[0] - frm[0], 2 * mid[1] - frm[1])
        dests = {beyond, frm} & ALL_SQUARES
    else:
        return set()
    dests -= own_elsewhere
    if pos.last_lion_capture is not None:   # rule 7 applies to the second step too
        dests -= enemy_lions(pos, color) - {pos.last_lion_capture}
    return dests


def can_promote(color, role, frm, to, captured) -> bool:
    return role in PROMOTION and (
        (not in_zone(frm, color) and in_zone(to, color))
        or (captured is not None and (in_zone(frm, color) or in_zone(to, color)))
        or (role in ("pawn", "lance") and to[1] == last_rank(color)))


@dataclass(frozen=True)
class Move:
    frm: tuple
    to: tuple
    mid: tuple | None = None
    promote: bool = False

    def usi(self) -> str:
        mid = square_name(self.mid) if self.mid else ""
        return f"{square_name(self.frm)}{mid}{square_name(self.to)}{'+' if self.promote else ''}"


def generate(pos) -> list:
    """Every move, in test/debug.ts's enumeration (promotion variants, then double moves)."""
    moves = []
    for frm, (color, role) in sorted(pos.board.items()):
        if color != pos.turn:
            continue
        for to in sorted(first_step_dests(pos, frm)):
            if can_promote(color, role, frm, to, pos.board.get(to)):
                moves.append(Move(frm, to, None, True))
            moves.append(Move(frm, to))
            if role in DOUBLE_MOVERS:
                for final in sorted(second_step_dests(pos, frm, to)):
                    moves.append(Move(frm, final, to))
    return moves


def legal_moves(pos) -> list:
    """The legal moves as USI strings, sorted."""
    return sorted(m.usi() for m in generate(pos))


def parse_usi(usi: str) -> Move:
    m = re.fullmatch(r"(\d\d?[a-l])(\d\d?[a-l])?(\d\d?[a-l])(\+)?", usi)
    if not m:
        raise ValueError(f"bad USI move {usi!r}")
    mid = parse_square(m.group(2)) if m.group(2) else None
    return Move(parse_square(m.group(1)), parse_square(m.group(3)), mid, bool(m.group(4)))


def is_legal(pos, usi: str) -> bool:
    return usi in set(legal_moves(pos))


def apply(pos, move: Move) -> Position:
    """Play a move without checking it (shogiops's Position.play)."""
    board = dict(pos.board)
    color, role = board.pop(move.frm)
    captured = board.get(move.to)
    moved_role = role
    if move.promote and can_promote(color, role, move.frm, move.to, captured):
        moved_role = PROMOTION[role]
    board[move.to] = (color, moved_role)
    mid_captured = board.pop(move.mid, None) if move.mid is not None else None
    last_lion_capture = None
    if role not in LION_ROLES:   # rule 7: the mover's role before promotion
        for square, taken in ((move.mid, mid_captured), (move.to, captured)):   # final one wins
            if taken is not None and taken[0] != color and taken[1] in LION_ROLES:
                last_lion_capture = square
    return Position(board, opposite(color), last_lion_capture)


def play(pos, usi: str) -> Position:
    """The position after the legal move usi (ValueError if it is not legal)."""
    if not is_legal(pos, usi):
        raise ValueError(f"illegal move {usi} in {make_sfen(pos)}")
    return apply(pos, parse_usi(usi))


# ---------------------------------------------------------------------------------------------
# Game end (shogiops's Chushogi.outcome)

def dead_pawns_and_lances(pos, color, roles=("pawn", "lance")):
    return {sq for sq, role in pos.pieces(color) if role in roles and sq[1] == last_rank(color)}


def is_bare_king(pos, color) -> bool:
    """Whether color's royal has been bared (shogiops's isBareKing(pos, color))."""
    them = opposite(color)
    ours = {sq for sq, _ in pos.pieces(color)} - dead_pawns_and_lances(pos, color)
    theirs = {sq for sq, role in pos.pieces(them)
              if role not in ("pawn", "gobetween")
              and not (role == "lance" and sq[1] == last_rank(them))}
    our_royals, their_royals = pos.royals(color), pos.royals(them)
    return (len(ours) == 1 and len(our_royals) == 1
            and len(theirs) > 1 and len(their_royals) == 1
            and not in_check(pos, them)
            and (len(theirs) > 2 or not (neighbours(our_royals[0]) & theirs)))


def is_draw(pos) -> bool:
    rest = set(pos.board) - dead_pawns_and_lances(pos, SENTE) - dead_pawns_and_lances(pos, GOTE)
    return (len(rest) == 2
            and len(pos.royals(SENTE)) == 1 and not in_check(pos, SENTE)
            and len(pos.royals(GOTE)) == 1 and not in_check(pos, GOTE))


def outcome(pos):
    """(result, winner) as shogiops names them, or None while the game goes on."""
    color = pos.turn
    if not pos.royals(color):
        return ("kingsLost", opposite(color))
    if not any(first_step_dests(pos, sq) for sq, _ in pos.pieces(color)):
        return ("stalemate", opposite(color))
    if is_bare_king(pos, SENTE):
        return ("bareKing", GOTE)
    if is_bare_king(pos, GOTE):
        return ("bareKing", SENTE)
    if is_draw(pos):
        return ("draw", None)
    return None


def is_end(pos) -> bool:
    return outcome(pos) is not None


# ---------------------------------------------------------------------------------------------
# perft (test/debug.ts)

def perft(pos, depth: int, ignore_end: bool = False, debug_ts_order: bool = False) -> int:
    """Leaf count as test/debug.ts: 1 at depth 0; 0 at a game end (unless ignore_end) from
    depth 1 on. debug_ts_order plays double moves as debug.ts does, reversed (rule 9)."""
    if depth < 1:
        return 1
    if not ignore_end and is_end(pos):
        return 0
    moves = generate(pos)
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        if debug_ts_order and move.mid is not None:
            move = Move(move.frm, move.mid, move.to)
        total += perft(apply(pos, move), depth - 1, ignore_end, debug_ts_order)
    return total


def divide(pos, depth: int, ignore_end: bool = False) -> dict:
    """{usi: perft of the child} for every move."""
    return {m.usi(): perft(apply(pos, m), depth - 1, ignore_end) for m in generate(pos)}

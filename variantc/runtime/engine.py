"""What every generated engine shares: FEN in and out, move names, perft, and the primitives
runtime.board.Board builds python-chess's names on.

A generated module subclasses `CompiledEngine` and supplies the variant's move generation
(the abstract methods below) over a board of ints: 0 empty, +code white, -code black, and
`WALL` for a wall that play made (`petrify`, `walling`). Moves
are ints laid out as variantc.runtime.moves describes. Pools are counts, indexed
`((pool * 2 + owner) * 2 + colour) * kinds + code`. Everything but Board's names is private.
"""

from __future__ import annotations

import re
from abc import abstractmethod
from collections.abc import Callable
from typing import Any

from variantc.runtime import endings, fen, fen_write, gates, moves, turns
from variantc.runtime import first_moves as first_rights
from variantc.runtime import rights as castle_rights
from variantc.runtime.board import Outcome, Piece
from variantc.runtime.draws import Draws
from variantc.runtime.engine_names import EngineNames
from variantc.runtime.moves import Castle, Kind
from variantc.runtime.perft import Perft
from variantc.runtime.positions import Positions
from variantc.runtime.topology import SQUARE_TEXT, file_name
from variantc.runtime.zobrist import Hashing

_SQUARE = re.compile(SQUARE_TEXT)

# A wall: not a man of either side, and not empty. It is NaN, so that every comparison the
# generated code makes with 0 fails (`q > 0`, `q < 0`, `q == 0`, `q <= 0`: not a man to move,
# capture or land beside), while it is true, so that lines stop at it and a hop may use it as
# a screen. There is one, so that boards holding it compare and hash equal.
WALL: int = float("nan")  # type: ignore[assignment]


class CompiledEngine(Perft, EngineNames, Positions, Hashing, Draws):
    # What the generated class states about its variant.
    _notation: fen.Notation  # a class attribute where Board has an abstract property
    _letters: tuple[str, ...]  # by code - 1; marked kinds repeat their letter
    _marked: tuple[bool, ...]  # by code - 1
    _start_fen: str
    _royal: int = 0  # the royal kind's code, 0 without one
    _castles: tuple[Castle, ...] = ()  # by index: a castle's move is Kind.CASTLE + its index
    _castle_rows: dict[tuple[int, int], tuple[Castle, ...]] = {}  # every castle, by king and rook
    _layout: moves.Layout = moves.FULL  # where its moves keep the fields above KIND
    _endings: dict[str, Any] = {}
    # Hints for a search's evaluation (backend/rules/values): by code - 1, each kind's `value`
    # or None; per counter, +1/-1/0 as a higher count nears a won/lost goal or none; per goal of
    # a man in a zone, (code, +1 wins / -1 loses / 0 draws, white's cells, black's cells).
    _values: tuple[int | None, ...] = ()
    _counter_goals: tuple[int, ...] = ()
    _zone_goals: tuple[tuple[int, int, tuple[int, ...], tuple[int, ...]], ...] = ()

    # The position, which make and unmake change in place.
    _board: list[int]
    _side: int  # 0 white, 1 black: to move
    _pools: list[int]
    _counters: list[int]  # [counter * 2 + side]
    _castling: int  # rights as bits: K 1, Q 2, k 4, q 8; kings that never moved 16, 32
    _first: int = 0  # first-move rights: a bit per square (runtime.first_moves)
    _gates: int = 0  # gates (runtime.gates) as bits: 1 << cell
    _walls: tuple[int, ...] = ()  # the walls' squares, which `walling` moves
    _ep: tuple[int, ...]  # squares en passant may capture on
    _victim: int  # the square of the man en passant takes, -1 without
    _kings: list[int]  # per side, its royal man's square (-1: none, or captured)
    _halfmove: int
    _count_limit: int = 0  # a running count (counting rule): its limit in plies, 0 without
    _count_ply: int = 0  # ... and its count in plies
    # With turns of several moves (backend/rules/turns): the moves made in the turn, the turn's
    # number in the game (runtime.turns), the man each square of `_ep` takes, and the men that
    # passed squares earlier in the turn
    _done: int = 0
    _turn: int = 0
    _victims: tuple[int, ...] = ()
    _pending: tuple[tuple[int, tuple[int, ...]], ...] = ()
    _struck: int = -1  # `counter-strike` (backend/rules/counter_strike): the last capture's square
    # With `free-order` (backend/rules/free_order): the phase before the first capture goes on;
    # Black's moves made since the FEN (the fullmove number counts them)
    _free: bool = False
    _blacks: int = 0
    _stack: list[tuple]  # one undo record per ply played
    # With `perpetual-check` only (backend/rules/perpetual): whether White, and Black, were in
    # check wherever they were to move over the last N plies
    _checked: Callable[[int], tuple[bool, bool]]
    @abstractmethod
    def _legal(self) -> list[int]:
        """The legal moves of the side to move."""

    def _legal_own(self) -> list[int]:
        """The moves a search plays: the legal moves, or with `free-order` in the phase before
        the first capture, only those of the side expected to move."""
        return self._legal()

    @abstractmethod
    def _pseudo(self) -> list[int]:
        """Its moves before the royal man's safety is judged (castling apart)."""

    @abstractmethod
    def _make(self, m: int) -> None:
        """Play a move of `_legal()` in place, pushing its undo record."""

    @abstractmethod
    def _unmake(self) -> None:
        """Take back the last move made."""

    def _in_check(self) -> bool:
        """Whether the side to move's royal man is attacked; never, without one."""
        return False

    def _exposed(self) -> bool:
        """Whether the side that just moved has a royal man the side to move may take, which
        no legal move leaves so; never, without check (backend/rules/royalty)."""
        return False

    def _extinct(self) -> int:
        """The side left extinct (0 white, 1 black), the side that just moved judged first;
        -1: none, or no extinction rule."""
        return -1

    def _goal(self) -> str | None:
        """What reaching a goal means for the side that just moved; None: no goal reached."""
        return None

    def _flag(self) -> str | None:
        """What a goal judged on its holder's next turn means for the side that just moved."""
        return None

    def _safe_goal(self) -> str | None:
        """What a goal on a man the other side does not attack means for the side that moved."""
        return None

    def _bare_king(self) -> str | None:
        """What a side left bare means for the side to move; None: the bare-king rule does
        not end the game here."""
        return None

    def _checkmate(self) -> str:
        """What a checkmate means for the side to move."""
        return str(self._endings["checkmate"])

    def _stalemate(self) -> str:
        """What a stalemate means for the side to move."""
        return str(self._endings["stalemate"])

    def __init__(self, fen_text: str | None = None):
        """The variant's start, or the position `fen_text` describes (FenError if it is not
        one of this variant)."""
        super().__init__()
        self._start = fen_text or self._start_fen
        self._load(self._start)
        checked = self._free and self._in_check()
        if checked or self._free and self._exposed():  # a check ends the free order
            raise fen.in_check_free(self._side if checked else 1 - self._side)
        if self._exposed():
            raise fen.in_check_not_to_move(1 - self._side)

    # -- positions -----------------------------------------------------------------------
    def _code(self, letter: str, marked: bool = False) -> int:
        return next(i + 1 for i, (x, m) in enumerate(zip(self._letters, self._marked, strict=True))
                    if x == letter and m == marked)

    def _load(self, text: str) -> None:
        topo = self._notation.topo
        f = fen.parse(text, self._notation)
        board = [0] * topo.size
        for cell, (side, letter, marked) in f.placement.items():
            code = self._code(letter, marked)
            board[cell] = code if side == fen.WHITE else -code
        for cell in f.walls:
            board[cell] = WALL
        self._walls = tuple(sorted(f.walls))
        kinds = len(self._letters) + 1
        self._pools = [0] * (4 * len(self._notation.pools) * kinds)
        for segment, men in enumerate(f.pools):
            for colour, letter in men:
                self._pools[(segment * 2 + colour) * kinds + self._code(letter)] += 1
        self._counters = list(f.counters)
        self._board, self._side = board, f.side
        self._first = sum(1 << c for c in first_rights.read(f.castling, f.placement,
                                                             self._notation))
        field = f.castling
        if self._notation.gating is not None:
            field, cells = gates.read(field, f.placement, self._notation, self._held())
            self._gates = sum(1 << c for c in cells)
        self._castling = self._rights(field, f.placement)
        self._ep = f.ep
        self._victim = f.ep_victim if f.ep_victim is not None else -1
        self._kings = [-1, -1]
        for cell, code in enumerate(board):
            if self._royal and abs(code) == self._royal:
                self._kings[0 if code > 0 else 1] = cell
        self._halfmove = f.halfmove
        self._count_limit, self._count_ply = f.counting
        self._stack = []
        self._first_move, self._first_side = f.fullmove, f.side
        if self._notation.turns is not None:
            self._done, self._turn = f.done, turns.number(f.side, f.fullmove)
            self._victims, self._pending = f.ep_victims, ()
        if self._notation.free_order:
            self._free, self._blacks = f.free, 0
        if self._notation.struck:
            self._struck = -1 if f.struck is None else f.struck
        self._hashing = False
        self._keys = [self._key()]
        self._version += 1  # a new position: the legal moves kept of the old ones go

    def _rights(self, field: str, placement: dict[int, fen.Man]) -> int:
        """Castling bits from a FEN's castling field, where the board allows them. In chess960
        the castles themselves are those the field grants, with the mask of their squares."""
        granted = {(r.king, r.rook) for r in castle_rights.read(field, placement, self._notation)}
        if self._castle_rows:
            self._castles = tuple(c for x in sorted(granted) for c in self._castle_rows.get(x, ()))
            mask = [63] * self._notation.topo.size
            for c in self._castles:
                mask[c.king_from] &= ~(3 << 2 * c.side | 16 << c.side) & 63
                mask[c.rook_from] &= ~c.bit & 63
            self._castle_mask = mask
        bits, board = 0, self._board
        for c in self._castles:
            if not self._stands(board[c.king_from], c.king_code):
                continue
            if (c.king_from, c.rook_from) in granted and self._stands(board[c.rook_from],
                                                                      c.rook_code):
                bits |= c.bit
            # a king that never moved: any right of its side, or its file letter (Seirawan)
            named = self._king_file(c.side, c.king_from) in field
            if self._notation.unmoved_kings and (named or bits & (3 << 2 * c.side)):
                bits |= 16 << c.side
        return bits

    def _stands(self, code: int, want: int) -> bool:
        """Whether a board code is the signed man `want` or its marked twin ('R~' for 'R')."""
        return code == want or (code is not WALL and code * want > 0
                                and self._letters[abs(code) - 1] == self._letters[abs(want) - 1])

    def _held(self) -> tuple[bool, bool]:
        """Per side, whether it holds a man in the gating pool."""
        g, kinds = self._notation.gating, len(self._letters) + 1
        assert g is not None
        white, black = (any(self._pools[(g.pool * 2 + side) * 2 * kinds:
                                        ((g.pool * 2 + side) * 2 + 2) * kinds])
                        for side in (fen.WHITE, fen.BLACK))
        return white, black

    @property
    def _fullmove(self) -> int:
        """Counted from the plies played since the FEN, so that make need not keep it; with
        turns, from the turn's number, which make keeps."""
        if self._notation.turns is not None:
            return (self._turn + 1) // 2
        return self._first_move + (len(self._stack) + self._first_side) // 2

    def _king_file(self, side: int, home: int) -> str:
        letter = file_name(home % self._notation.topo.files)
        return letter.upper() if side == fen.WHITE else letter

    @property
    def _chess960(self) -> bool:
        """Castling is named king takes rook (`e1h1`), as Fairy-Stockfish names it in chess960."""
        return self._notation.castling is not None and self._notation.castling.chess960

    def _shown_ep(self) -> tuple[int, ...]:
        """The en-passant squares as FEN shows them: those a capture may land on now; after a
        passing move of a `recorded` kind, every empty square it passed."""
        if not self._ep:
            return ()
        victim = self._board[self._victim]
        if victim and self._letters[abs(victim) - 1] in self._notation.recorded:
            return tuple(sorted(c for c in self._ep if not self._board[c]))
        return tuple(sorted({moves.target(m) for m in self._pseudo()
                             if moves.kind(m) == Kind.EP_CAPTURE}))

    def _key(self) -> tuple:
        shown = self._shown_ep()
        return (tuple(self._board), tuple(self._pools), tuple(self._counters), self._side,
                self._done - self._free, self._castling, shown, self._victim if shown else -1,
                self._struck)

    def fen(self) -> str:
        """The position in FEN, with the variant's pools and counters."""
        placement = {c: (fen.WHITE if v > 0 else fen.BLACK, self._letters[abs(v) - 1],
                         self._marked[abs(v) - 1]) for c, v in enumerate(self._board)
                     if v and v is not WALL}
        topo = self._notation.topo
        granted = {castle_rights.right(c.side, c.king_from, c.rook_from, topo)
                   for c in self._castles if self._castling & c.bit}
        rights = castle_rights.write(granted, placement, self._notation)
        for c in self._castles:
            named = self._king_file(c.side, c.king_from)
            if self._castling & 16 << c.side and not self._castling & 3 << 2 * c.side \
                    and named not in rights:
                rights += named
        rights += first_rights.write((c for c in range(self._first.bit_length())
                                      if self._first >> c & 1), placement, self._notation)
        if self._notation.gating is not None:
            cells = [c for c in range(self._notation.topo.size) if self._gates >> c & 1]
            rights = gates.write(rights, granted, cells, placement, self._notation, self._held())
        kinds = len(self._letters) + 1
        pools = [[(colour, self._letters[code - 1])
                  for colour in (fen.WHITE, fen.BLACK) for code in range(1, kinds)
                  for _ in range(self._pools[(segment * 2 + colour) * kinds + code])]
                 for segment in range(2 * len(self._notation.pools))]
        shown = self._shown_ep()
        pos = fen.FenPosition(placement, pools, list(self._counters), self._side, rights or "-",
                              shown, self._victim if shown else None, self._halfmove,
                              self._fullmove, (self._count_limit, self._count_ply),
                              frozenset(c for c, v in enumerate(self._board) if v is WALL),
                              done=self._done, free=self._free,
                              struck=self._struck if self._struck >= 0 else None)
        return fen_write.write(pos, self._notation)

    # -- what Board builds on ------------------------------------------------------------
    @property
    def turn(self) -> bool:
        """The side to move: True for the first player (white)."""
        return self._side == fen.WHITE

    def is_check(self) -> bool:
        """Whether the side to move's royal man is attacked."""
        return self._in_check()

    def piece_at(self, square: int) -> Piece | None:
        """The man on a square, if any."""
        v = self._board[square]
        if v is WALL:
            return None
        return Piece(self._letters[abs(v) - 1], v > 0, self._marked[abs(v) - 1]) if v else None

    def _base_name(self, move: int) -> str:
        """A move of the current position in canonical notation, but for what `_named` adds:
        no wall's square (`walling`), a castle named by the king's squares alone. Only
        `_named` names a move whole (`_name_of` for one handle)."""
        topo = self._notation.topo
        target, code = moves.target(move), moves.code(move)
        if moves.kind(move) == Kind.DROP:
            return f"{self._letters[code - 1]}@{topo.name(target)}"
        if moves.kind(move) == Kind.EXCHANGE:
            hostage = self._letters[self._layout.hostage(move) - 1]
            return f"{hostage}-{self._letters[code - 1]}@{topo.name(target)}"
        origin, via = moves.origin(move), self._layout.via(move)
        # a pull alone names only the puller's square; a promotion in place and a pass name it
        # twice; a move that takes on its way names that square between (`f6e5f6`)
        twice = target != origin or code or moves.kind(move) == Kind.STAND or via is not None
        text = topo.name(origin) + (topo.name(via) if via is not None else "") + (
            topo.name(target) if twice else "")
        if code:
            letter = self._letters[code - 1]
            mover = self._letters[abs(self._board[origin]) - 1]
            text += ("+" if letter == f"+{mover}" else "-" if mover == f"+{letter}"
                     else letter.lower())
        pulled = self._layout.pulled(move)
        if pulled is not None:
            text += "!" + topo.name(pulled)
        gated = self._layout.gated(move)
        if gated:
            text += self._letters[gated - 1].lower()
        return text

    def _named(self) -> dict[str, object]:
        """The legal moves by name. Castling is named by the king's squares, or by the king's
        and the rook's when that name is also an ordinary move (a king sliding two squares).
        A move that places a wall (`walling`) is its man's move's name, a comma, the square
        that name ends on and the wall's square, as Fairy-Stockfish writes it (`e2e4,e4e5`)."""
        return self._named_of_legal(self._legal())

    def _named_of_legal(self, legal: list[int]) -> dict[str, object]:
        """`_named` of the moves `legal` of the position."""
        if self._notation.walls and any(self._layout.walled(m) is not None for m in legal):
            topo = self._notation.topo
            bases = {m: name for name, m in self._named_of(
                list(dict.fromkeys(self._layout.unwalled(m) for m in legal))).items()}
            out: dict[str, object] = {}
            for m in legal:
                base, wall = bases[self._layout.unwalled(m)], self._layout.walled(m)
                assert isinstance(base, str) and wall is not None
                out[f"{base},{_SQUARE.findall(base)[-1]}{topo.name(wall)}"] = m
            return out
        return self._named_of(legal)

    def _named_of(self, legal: list[int]) -> dict[str, object]:
        """`legal`, moves without walls, by name."""
        out: dict[str, object] = {self._base_name(m): m for m in legal if not moves.is_castle(m)}
        ordinary = set(out)
        for m in legal:
            if moves.is_castle(m):
                gated, plain = self._layout.gated(m), self._layout.ungated(m)
                c, topo = self._castles[moves.castle_index(m)], self._notation.topo
                name = self._base_name(plain)
                if name in ordinary or self._chess960:
                    name = topo.name(c.king_from) + topo.name(c.rook_from)
                if self._layout.gate_on_rook(m):  # Fairy-Stockfish: the rook's square first
                    name = topo.name(c.rook_from) + topo.name(c.king_from)
                out[name + (self._letters[gated - 1].lower() if gated else "")] = m
        return out

    def _generate(self) -> tuple[list, list[str] | None]:
        return self._legal(), None  # named when asked: a push/pop loop never asks

    def _names(self, handles: list) -> list[str]:
        by_handle = {m: name for name, m in self._named_of_legal(handles).items()}
        return [by_handle[m] for m in handles]

    def _castle(self, handle: object) -> int:
        assert isinstance(handle, int)
        if not moves.is_castle(handle):
            return 0
        c, topo = self._castles[moves.castle_index(handle)], self._notation.topo
        return 1 if topo.coords(c.rook_from)[0] > topo.coords(c.king_from)[0] else -1

    def _gate(self, handle: object) -> tuple[str, int] | None:
        assert isinstance(handle, int)
        gated = self._layout.gated(handle)
        if not gated:
            return None
        at = moves.origin(handle)
        if self._layout.gate_on_rook(handle):
            at = self._castles[moves.castle_index(handle)].rook_from
        return self._letters[gated - 1], at

    def _captures(self, handle: object) -> bool:
        assert isinstance(handle, int)
        if moves.kind(handle) == Kind.EP_CAPTURE:
            return True
        origin, target = moves.origin(handle), moves.target(handle)
        if moves.kind(handle) in (Kind.DROP, Kind.EXCHANGE) or moves.is_castle(handle):
            return False
        return origin != target and self._board[target] != 0 or self._takes_besides(handle)

    def _takes_besides(self, handle: int) -> bool:
        """Whether the move takes men away from its target: on its way (rules/locust) or by
        capture modes (rules/remote), each of which replaces this where it is used."""
        return False

    def _ended(self) -> Outcome | None:
        return endings.ended(self)

    def _ran(self) -> str | None:
        """The run that ends the game ('facing', 'passes'); None: none does."""
        return None


__all__ = ["CompiledEngine"]

"""python-chess's names for the position and its moves, which runtime.board.Board inherits
(docs/api.md#python-chesss-names): FEN set and read in parts, castling rights, en passant,
attacks and check, what a move is and does, long algebraic notation, and the board drawn.

Each is python-chess's, generalised to any variant: squares are cell numbers and bitmasks
have bit `1 << square` on any board; where a variant has no such notion (castling in shogi,
en passant in xiangqi, a royal man in antichess) the answer is python-chess's for a board
without it. They are written over Board's public names and a few more engine primitives
(below), so that the two engines still share no move generation: the attacks, the moves before
royal safety and the reloading are each engine's own.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from variantc.runtime import diagram, epd, fen, gates, rights
from variantc.runtime.outcome import Termination
from variantc.runtime.squares import PseudoLegalMoves, SquareSet, _name
from variantc.runtime.values import IllegalMove, Move

if TYPE_CHECKING:
    from collections.abc import Collection

    from variantc.runtime.fen import Notation
    from variantc.runtime.outcome import Outcome
    from variantc.runtime.topology import Topology
    from variantc.runtime.values import Piece


class Names:
    """python-chess's names a script uses, for any variant's Board."""

    # What Board gives them: its names and its engine's primitives. (No import of
    # runtime.board, even for the type checker: a standalone engine embeds the runtime's
    # modules in the order they import each other.)
    if TYPE_CHECKING:
        uci_variant: str
        _move_class: type[Move]

        @property
        def turn(self) -> bool: ...
        @property
        def legal_moves(self) -> Collection[Move]: ...
        @property
        def move_stack(self) -> list[Move]: ...
        @property
        def starting_fen(self) -> str: ...
        @property
        def fullmove_number(self) -> int: ...
        @property
        def _notation(self) -> Notation: ...
        @property
        def _topology(self) -> Topology: ...
        def fen(self) -> str: ...
        def piece_at(self, square: int) -> Piece | None: ...
        def parse_uci(self, text: str) -> Move: ...
        def san(self, move: Move) -> str: ...
        def push(self, move: Move) -> None: ...
        def pop(self) -> Move: ...
        def is_check(self) -> bool: ...
        def _named(self) -> dict[str, object]: ...
        def _play(self, handle: object) -> None: ...
        def _undo(self) -> None: ...
        def _captures(self, handle: object) -> bool: ...
        def _castle(self, handle: object) -> int: ...
        def _ended(self) -> Outcome | None: ...
        def _describe(self, name: str, handle: object) -> Move: ...
        def _new(self, fen: str | None = None) -> Names: ...
        def _forget(self) -> None: ...

    # -- what each engine adds for them --------------------------------------------------
    def _reload(self, fen_text: str | None) -> None:
        """Load the position `fen_text` describes (the variant's start for None), as the
        engine's constructor does; `fen_text` was checked by building a Board of it."""
        raise NotImplementedError

    def _attackers(self, side: int, square: int) -> list[int]:
        """The squares of the men of `side` (0 white, 1 black) that could capture on `square`,
        by the engine's own attack code, whatever stands there."""
        raise NotImplementedError

    def _pseudo_named(self) -> dict[str, object]:
        """The moves the engine makes before judging the royal man's safety, by name (no
        castling: Board adds the legal ones). Without such a step, none."""
        return {}

    def _passed(self) -> tuple[int, ...]:
        """The squares a capture in passing could land on now, as the engine keeps them."""
        return fen.parse(self.fen(), self._notation).ep

    # -- setting up a position -----------------------------------------------------------
    def set_fen(self, fen_text: str) -> None:
        """Set up the position `fen_text` describes, as python-chess does: the move stack is
        cleared and `starting_fen` is the new FEN. A FEN that is not one of the variant's
        raises FenError (a ValueError), and the board is left as it was."""
        self._new(fen_text)  # refused here, before the board is touched
        self._reload(fen_text)
        self._forget()

    def reset(self) -> None:
        """Set up the variant's start, with an empty move stack."""
        self._reload(None)
        self._forget()

    def root(self) -> Names:
        """A new Board at the position the move stack starts from (`starting_fen`)."""
        return self._new(self.starting_fen)

    def ply(self) -> int:
        """Plies since the game's start by the fullmove number and the side to move, as
        python-chess counts them."""
        return 2 * (self.fullmove_number - 1) + (not self.turn)

    # -- the position in parts -----------------------------------------------------------
    def board_fen(self, *, promoted: bool | None = None) -> str:
        """The FEN's board field, without pools and counters. `~` marks of promoted men are as
        the variant's FEN writes them; `promoted=False` leaves them out."""
        field = self.fen().split()[0].split("[")[0].split("{")[0]
        return field.replace("~", "") if promoted is False else field

    def epd(self, *, shredder: bool = False, en_passant: str = "legal",
            promoted: bool | None = None, **operations: object) -> str:
        """The FEN without its halfmove and fullmove fields, then the EPD operations given, as
        python-chess writes them (`bm=move`, `pv=[moves]`, `id="text"`, `hmvc=3`, `c0=None`).
        The en-passant square is shown where a legal move captures in passing
        (`en_passant="legal"`), where the FEN shows it (`"xfen"`: a capture there is
        pseudo-legal), or wherever the last move passed one (`"fen"`); the
        castling field is the variant's own (`shredder` is accepted, and changes nothing)."""
        fields = self.fen().split()[:-2]
        fields[0] = self.board_fen(promoted=promoted) + fields[0][len(self.board_fen()):]
        if en_passant == "fen" and self.ep_square is not None and fields[3] == "-":
            fields[3] = self._topology.name(self.ep_square)
        elif en_passant == "legal" and fields[3] != "-" and not fields[3].isdigit() \
                and not self.has_legal_en_passant():  # "xfen": as the FEN shows it
            fields[3] = "-"
        text = " ".join(fields)
        return text + " " + epd.operations(self, operations) if operations else text

    def piece_map(self, *, mask: int | None = None) -> dict:
        """The men on the board by square, the last square first, as python-chess lists them;
        `mask` (a bitmask) keeps the squares it has a bit for."""
        found = {}
        for square in reversed(self._topology.squares):
            if mask is None or mask >> square & 1:
                man = self.piece_at(square)
                if man is not None:
                    found[square] = man
        return found

    @property
    def ep_square(self) -> int | None:
        """Where a capture in passing could land after the last move (python-chess: whether or
        not a man could capture there), or None. Where a move passed several squares, the
        first of them; `ep_squares()` gives all."""
        squares = self._passed()
        return min(squares) if squares else None

    def ep_squares(self) -> tuple[int, ...]:
        """Every square a capture in passing could land on after the last move."""
        return tuple(sorted(self._passed()))

    def has_legal_en_passant(self) -> bool:
        """Whether a legal move captures in passing."""
        return any(self.is_en_passant(m) for m in self.legal_moves)

    # -- castling rights -----------------------------------------------------------------
    def _castling_granted(self) -> tuple[rights.Right, ...]:
        """The castling rights the FEN grants (none in a variant without castling)."""
        notation = self._notation
        f = fen.parse(self.fen(), notation)
        field = f.castling
        g = notation.gating
        if g is not None:  # gates share the field: read them out first, as the engines do
            held = (bool(f.pools[g.pool * 2]), bool(f.pools[g.pool * 2 + 1]))
            field = gates.read(field, f.placement, notation, held)[0]
        return rights.read(field, f.placement, notation)

    @property
    def castling_rights(self) -> int:
        """python-chess's bitmask of the rooks that keep a castling right: bit `1 << square`
        for each rook's square. 0 in a variant without castling."""
        return sum(1 << r.rook for r in self._castling_granted())

    def clean_castling_rights(self) -> int:
        """`castling_rights`: the rights a FEN of the position grants are already clean."""
        return self.castling_rights

    def has_castling_rights(self, color: bool) -> bool:
        """Whether the side keeps any castling right."""
        return any(r.side == _side(color) for r in self._castling_granted())

    def has_kingside_castling_rights(self, color: bool) -> bool:
        """Whether the side keeps a right to castle with a rook on a later file than its king
        (toward the last file: chess's king side, Chess960's h side)."""
        return any(r.side == _side(color) and r.kingside for r in self._castling_granted())

    def has_queenside_castling_rights(self, color: bool) -> bool:
        """Whether the side keeps a right to castle toward the first file."""
        return any(r.side == _side(color) and not r.kingside for r in self._castling_granted())

    # -- attacks and check ---------------------------------------------------------------
    def attackers(self, color: bool, square: int) -> SquareSet:
        """The squares of the men of `color` that could capture on `square`, whatever stands
        there (python-chess's pseudo-legal attacks: pinned men count, en passant does not)."""
        return SquareSet(self._attackers(_side(color), square))

    def is_attacked_by(self, color: bool, square: int) -> bool:
        """Whether a man of `color` could capture on `square`."""
        return bool(self._attackers(_side(color), square))

    def king(self, color: bool) -> int | None:
        """The square of the side's royal man (not one promoted to a royal kind), or None: in a
        variant without one (antichess's king is no royal man), or none on the board. Of
        several, the last square, as python-chess's bitboard finds it."""
        royal = self._notation.royal
        found = [sq for sq in self._topology.squares
                 if (man := self.piece_at(sq)) is not None and man.color == color
                 and man.letter in royal and not man.promoted]
        return found[-1] if found else None

    def checkers(self) -> SquareSet:
        """The men attacking a royal man of the side to move. Where a variant judges check
        otherwise (kings beside each other in atomic, a petrifying royal man), `is_check` says
        what the rules say."""
        royal, side = self._notation.royal, self.turn
        out: set[int] = set()
        for sq in self._topology.squares:
            man = self.piece_at(sq)
            if man is not None and man.color == side and man.letter in royal:
                out.update(self._attackers(_side(not side), sq))
        return SquareSet(out)

    # -- moves ---------------------------------------------------------------------------
    @property
    def pseudo_legal_moves(self) -> PseudoLegalMoves:
        """The legal moves and those that fail only because they leave (or put) the mover's
        royal man attacked, as python-chess's: castling only where legal. While a rule other
        than checkmate or stalemate has ended the game, the legal moves."""
        moves = {_name(m): m for m in self.legal_moves}
        if self._pseudo_kept():
            for name, handle in self._handles()[1].items():
                if name not in moves:
                    moves[name] = self._describe(name, handle)
        return PseudoLegalMoves({name: moves[name] for name in sorted(moves)})  # type: ignore

    def generate_legal_moves(self, from_mask: int | None = None,
                             to_mask: int | None = None) -> Iterator[Move]:
        """The legal moves from a square of `from_mask` to one of `to_mask` (bitmasks; None
        for all). A drop, from no square, is kept by `to_mask` alone."""
        return _masked(self.legal_moves, from_mask, to_mask)

    def generate_pseudo_legal_moves(self, from_mask: int | None = None,
                                    to_mask: int | None = None) -> Iterator[Move]:
        """The pseudo-legal moves, kept by the masks as `generate_legal_moves` keeps them."""
        return _masked(self.pseudo_legal_moves, from_mask, to_mask)

    def is_legal(self, move: object) -> bool:
        """Whether the move is legal here."""
        return _name(move) in self.legal_moves

    def is_pseudo_legal(self, move: object) -> bool:
        """Whether the move is among `pseudo_legal_moves`."""
        name = _name(move)
        return name in self.legal_moves or self._pseudo_kept() and name in self._handles()[1]

    def _pseudo_kept(self) -> bool:
        """Whether moves before royal safety count: while the game goes on, or once it ended
        by checkmate or stalemate (python-chess's pseudo-legal moves of a mated side)."""
        ended = self._ended()
        return ended is None or ended.termination in (Termination.CHECKMATE,
                                                      Termination.STALEMATE)

    def _handles(self) -> tuple[dict[str, object], dict[str, object]]:
        """The engine's handles of the legal moves and of the pseudo-legal ones, by name. Kept
        for the game they were found in: where it started and the moves played since, which
        fix the position and its history whatever Board keeps of its own."""
        key = (self.starting_fen, tuple(m.uci() for m in self.move_stack))
        kept = self.__dict__.get("_names_kept")
        if kept is None or kept[0] != key:
            kept = (key, self._named(), self._pseudo_named())
            self.__dict__["_names_kept"] = kept
        return kept[1], kept[2]

    def _handle(self, move: object) -> object:
        """The engine's handle of a legal or pseudo-legal move; IllegalMove for any other."""
        name = _name(move) or ""
        legal, pseudo = self._handles()
        found = legal.get(name, pseudo.get(name))
        if found is None:
            raise IllegalMove(f"{name} is not a pseudo-legal move in {self.fen()}")
        return found

    def is_capture(self, move: object) -> bool:
        """Whether the (pseudo-legal) move takes a man where it lands or in passing."""
        return self._captures(self._handle(move))

    def is_en_passant(self, move: object) -> bool:
        """Whether the (pseudo-legal) move captures in passing: it captures, landing on an
        empty square."""
        to = getattr(move, "to_square", None)
        if to is None and isinstance(move, str):
            to = self._move_class.from_uci(move).to_square
        return to is not None and self.piece_at(to) is None and self.is_capture(move)

    def is_castling(self, move: object) -> bool:
        """Whether the (pseudo-legal) move castles."""
        return self._castle(self._handle(move)) != 0

    def is_kingside_castling(self, move: object) -> bool:
        """Whether it castles toward the last file (O-O)."""
        return self._castle(self._handle(move)) > 0

    def is_queenside_castling(self, move: object) -> bool:
        """Whether it castles toward the first file (O-O-O)."""
        return self._castle(self._handle(move)) < 0

    def gives_check(self, move: object) -> bool:
        """Whether the (pseudo-legal) move leaves the other side in check."""
        name = _name(move) or ""
        if name in self.legal_moves:
            return self.san(self.parse_uci(name))[-1:] in ("+", "#")
        handle = self._handle(move)
        self._play(handle)  # played and taken back under Board: no move is recorded
        try:
            return self.is_check()
        finally:
            self._undo()

    # -- notation ------------------------------------------------------------------------
    def lan(self, move: Move) -> str:
        """The legal move in python-chess's long algebraic notation: SAN with the origin
        written in full and `-` for a move that does not capture (`Ng1-f3`, `e7xd8=Q`,
        `O-O`, `N@f3`)."""
        move = self.parse_uci(_name(move) or "")
        san = self.san(move)
        handle = self._handle(move)
        if move.from_square is None or self._castle(handle):
            return san
        topo, man = self._topology, self.piece_at(move.from_square)
        letter = "" if man is None or man.letter in self._notation.pawns else man.letter
        text = letter + topo.name(move.from_square) + ("x" if self._captures(handle) else "-")
        text += topo.name(move.to_square)
        if move.promotion is not None:
            text += f"={move.promotion}"
        if move.pull is not None:
            text += f"!{topo.name(move.pull)}"
        if move.gate is not None:
            text += f"/{move.gate}"
        if move.wall is not None:
            text += "," + topo.name(move.wall)
        return text + san[len(san.rstrip("+#")):]

    def variation_san(self, variation: Iterable[object]) -> str:
        """The moves, each legal after those before it, in SAN with move numbers, as
        python-chess writes them (`1. e4 e5 2. Nf3`, `3...Bg6 4. fxg6`); the board is left as
        it was. IllegalMove (python-chess's IllegalMoveError) for a move that is not legal."""
        out: list[str] = []
        played = 0
        try:
            for move in variation:
                name = _name(move)
                if name not in self.legal_moves:
                    raise IllegalMove(f"illegal move {name} in position {self.fen()}")
                legal = self.parse_uci(name or "")
                san = self.san(legal)
                if self.turn:
                    out.append(f"{self.fullmove_number}. {san}")
                elif not out:
                    out.append(f"{self.fullmove_number}...{san}")
                else:
                    out.append(san)
                self.push(legal)
                played += 1
        finally:
            for _ in range(played):
                self.pop()
        return " ".join(out)

    def unicode(self, *, invert_color: bool = False, borders: bool = False,
                empty_square: str = "⭘", orientation: bool = True) -> str:
        """The board drawn with chess figurines, as python-chess's `unicode()` (runtime.diagram);
        a kind without a figurine is drawn by its letter."""
        return diagram.unicode(self._topology, self.piece_at, invert_color, borders,
                               empty_square, orientation)

    # -- positions compared --------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        """Boards of the same variant at the same position, counters and clocks included (the
        same FEN), as python-chess compares them; their move stacks are not compared."""
        if not isinstance(other, Names):
            return NotImplemented
        return self.uci_variant == other.uci_variant and self.fen() == other.fen()

    __hash__ = None  # type: ignore[assignment]  # a board changes: python-chess's is unhashable


def _side(color: bool) -> int:
    """A python-chess colour (True white) as an engine's side (0 white, 1 black)."""
    return fen.WHITE if color else fen.BLACK


def _masked(moves: Iterable[Move], from_mask: int | None, to_mask: int | None
            ) -> Iterator[Move]:
    for m in moves:
        if to_mask is not None and not to_mask >> m.to_square & 1:
            continue
        if from_mask is not None and m.from_square is not None \
                and not from_mask >> m.from_square & 1:
            continue
        yield m


__all__ = ["Names", "PseudoLegalMoves", "SquareSet"]

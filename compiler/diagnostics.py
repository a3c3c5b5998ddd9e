"""Every diagnostic code, declared once: the code a report prints and the title docs give it.

A code is stable: users search for it, and docs/diagnostics.md explains each one under the same
title (tests/test_diagnostic_codes.py holds the two together). The first digit is the area:
0 the file, 1 syntax, 2 Betza, 3 the board, 4 zones, 5 pieces and pools, 6 the setup,
7 castling, 8 endings, 9 the board in the front matter.
"""

from __future__ import annotations

from enum import Enum, unique


@unique
class Code(Enum):
    """A diagnostic code; the member's name is the code, its value the title."""

    E001 = "unreadable definition"
    E002 = "unclosed front matter"
    E003 = "unclosed rules block"
    E004 = "invalid front matter"
    E005 = "missing rules block"
    E010 = "invalid slug"
    E011 = "repeated statement"
    E012 = "unreadable base"
    E013 = "circular extends"
    E014 = "Markdown base"
    E015 = "number too long"
    E016 = "extends chain too long"

    E101 = "syntax error"

    E201 = "unknown Betza letter"
    E202 = "modifiers without an atom"
    E203 = "both hopper kinds"
    E204 = "zero range"
    E205 = "directions that select no move"
    E206 = "lame rider"
    E207 = "malformed leap"
    E209 = "malformed path"
    E210 = "move that cannot slide"
    E220 = "starred voids without void cells"

    E301 = "missing board"
    E302 = "board given twice"
    E303 = "unsupported board size"
    E304 = "square off the board"
    E305 = "void that is also a hole"
    E306 = "void cell or hole used as a square"
    E307 = "link to itself"
    E308 = "unsupported topology"
    E309 = "conflicting links"
    E310 = "curve that goes straight or back"
    E311 = "conflicting curve turns"

    E401 = "unknown zone"
    E402 = "zone defined twice"
    E403 = "rank off the board"
    E404 = "file off the board"
    E405 = "zone for one side only"
    E406 = "cyclic zone"
    E407 = "zones nested too deep"

    E501 = "duplicate piece letter"
    E502 = "missing pieces"
    E503 = "repeated piece clause"
    E504 = "unknown piece letter"
    E505 = "empty promotion zone"
    E506 = "promotion to a royal piece"
    E507 = "conditional move that captures"
    E508 = "pull without lines"
    E509 = "repeated promotion choice"
    E510 = "swap promotion with non-leaping captures"
    E511 = "pull under check rules"
    E512 = "empty confinement zone"
    E513 = "promotion with no choice on a square"
    E514 = "promotion choices not given once per side"
    E520 = "unknown pool"
    E521 = "pool declared twice"
    E522 = "too many kinds"
    E531 = "counter declared twice"
    E532 = "unknown counter"
    E533 = "check counter without a royal piece"
    E540 = "explosion neighbourhood that is not a leap"
    E541 = "explosion with pools"
    E542 = "explosion with pulls"
    E543 = "explosion with a royal capture that does not lose"
    E550 = "petrify with explosions"
    E570 = "drop limit per file of no men"
    E571 = "drop limit per file given twice"

    E601 = "missing setup"
    E602 = "bad setup FEN"
    E605 = "castling rights without castling"
    E606 = "wrong number of royal men"
    E607 = "more than one royal kind"
    E608 = "man outside its confinement"
    E610 = "dropped-castle with other castling rules"
    E611 = "dropped-castle off the castling rank"
    E612 = "limited kind that is no choice"

    E702 = "castling slide of zero"
    E703 = "castling right without its men"
    E704 = "castling slide too long"
    E705 = "king named as its own rook"
    E706 = "castling condition given twice"
    E707 = "castling destination missing"
    E708 = "castling destinations on two ranks"
    E709 = "castling destination given twice"
    E710 = "chess960 with dropped rooks"
    E711 = "castling rook off the board"
    E712 = "confined castling piece"
    E730 = "first move that captures"
    E731 = "first moves with castling"
    E732 = "first-move right without its man"
    E720 = "gating rank is not the castling rank"
    E721 = "gate without a man"

    E801 = "count too small"
    E811 = "counting limit too small"
    E812 = "counting that never starts"
    E813 = "counting row never reached"
    E814 = "counting with en passant"
    E820 = "extinct in the setup"
    E821 = "kind named twice in extinction"
    E830 = "held goal on a condition"
    E831 = "checks forbidden without a royal piece"
    E840 = "bare king without a royal piece"
    E850 = "stalemate by count for a colour"
    E860 = "duple check without a royal piece"
    E861 = "duple check with one royal man a side"
    E870 = "unknown walling rule"
    E871 = "walling with a rule it cannot go with"
    E880 = "standing promotion with a modifier"
    E881 = "standing promotion allowing no man"
    E882 = "mating kind named twice"

    E901 = "bad front-matter board size"
    E902 = "bad front-matter voids"

    @property
    def title(self) -> str:
        return str(self.value)

"""The UCI and XBoard front ends, driven through their raw protocols with a player whose
choice is known (the first legal move by name), on chess and on variants no GUI knows."""

from __future__ import annotations

import io
import threading
import time

from compiler.protocols import players, session
from compiler.protocols.session import Game, Info, Limits, Output
from compiler.protocols.uci import Uci
from compiler.protocols.xboard import XBoard, setup_lines
from tests.helpers import module, reference, variant


class FirstMove:
    """Says one line of thinking, then plays the first legal move by name; with `infinite`,
    thinks until stopped."""

    def __init__(self) -> None:
        self.games = 0

    def new_game(self) -> None:
        self.games += 1

    def think(self, board, limits: Limits, report, stop: threading.Event):
        moves = sorted(board.legal_moves, key=lambda m: m.uci())
        time.sleep(0.05)  # as a search takes time: the commands after `go` arrive meanwhile
        if limits.infinite:
            assert stop.wait(10), "an infinite search was never stopped"
        report(Info(depth=1, score=12, nodes=len(moves), seconds=0.5,
                    pv=(moves[0].uci(),) if moves else ()))
        return moves[0] if moves else None


def uci(name: str, *lines: str) -> list[str]:
    buffer = io.StringIO()
    front = Uci(Game(module(name)), variant(name).name, variant(name).slug,
                {"casual": FirstMove, "club": FirstMove}, "casual", Output(buffer))
    front.run(lines)
    return buffer.getvalue().splitlines()


def first_legal(name: str, *played: str) -> str:
    board = reference(name)
    for text in played:
        board.push_uci(text)
    return min(m.uci() for m in board.legal_moves)


def test_uci_handshake_names_the_variant_and_the_levels():
    out = uci("chess.variant", "uci", "isready")
    assert out[0] == "id name variantc Chess"
    assert "option name UCI_Variant type combo default chess var chess" in out
    assert "option name Level type combo default casual var casual var club" in out
    assert out[-2:] == ["uciok", "readyok"]


def test_uci_plays_from_startpos_with_moves_and_reports_its_thinking():
    out = uci("hole-chess.md", "position startpos moves c3c4", "go depth 3")
    assert out[0].startswith("info depth 1 score cp 12 nodes ")
    assert " nps " in out[0] and " time 500 " in out[0]
    assert out[-1] == f"bestmove {first_legal('hole-chess.md', 'c3c4')}"


def test_uci_plays_from_a_fen_and_says_none_when_mated():
    mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
    assert uci("chess.variant", f"position fen {mated}", "go movetime 10")[-1] == "bestmove (none)"


def test_uci_refuses_an_illegal_move_and_keeps_the_game():
    out = uci("chess.variant", "position startpos moves e2e5", "go depth 1")
    assert out[0].startswith("info string illegal move 'e2e5'")
    assert out[-1] == f"bestmove {first_legal('chess.variant')}"


def test_uci_go_with_no_limit_answers_without_being_stopped():
    # Only `go infinite` waits for `stop`: a bare `go` is a level's own search (here the
    # random level's), which answers of itself. The input stays open until the answer (or a
    # generous hang guard).
    answered = threading.Event()

    class Stream(io.StringIO):
        def write(self, text: str) -> int:
            if text.startswith("bestmove"):
                answered.set()
            return super().write(text)

    def lines():
        yield "position startpos"
        yield "go"
        yield "isready" if answered.wait(30) else "stop"

    buffer = Stream()
    Uci(Game(module("chess.variant")), "Chess", "chess", players.roster(), "random",
        Output(buffer)).run(lines())
    *_, move, last = buffer.getvalue().splitlines()
    assert move.split()[0] == "bestmove" and last == "readyok"
    assert move.split()[1] in {m.uci() for m in reference("chess.variant").legal_moves}


def test_uci_stop_ends_an_infinite_search():
    out = uci("crazyhouse.variant", "position startpos moves e2e4 d7d5 e4d5", "go infinite",
              "stop")
    assert out[-1] == f"bestmove {first_legal('crazyhouse.variant', 'e2e4', 'd7d5', 'e4d5')}"


def test_uci_refuses_other_variants_and_unknown_levels():
    out = uci("chess.variant", "setoption name UCI_Variant value xiangqi",
              "setoption name Level value grandmaster", "setoption name Level value club")
    assert out == ["info string this engine plays chess only, not 'xiangqi'",
                   "info string no level 'grandmaster': casual, club"]


def test_clock_budget_spends_a_share_and_never_the_whole_clock():
    assert session.budget(60.0) == 2.0
    assert session.budget(60.0, 1.0, 10) == 6.8
    assert session.budget(0.1, 5.0) == 0.05


def xboard(name: str, *lines: str) -> list[str]:
    buffer = io.StringIO()
    front = XBoard(Game(module(name)), variant(name), {"casual": FirstMove}, "casual",
                   Output(buffer))
    front.run(lines)
    return buffer.getvalue().splitlines()


def test_xboard_describes_an_engine_defined_variant():
    out = xboard("hole-chess.md", "xboard", "protover 2", "variant hole-chess")
    assert 'variants="hole-chess"' in out[1] and out[2] == "feature done=1"
    setup = out[3].split()
    assert setup[0] == "setup" and setup[2] == "7x10+0_fairy"
    assert " ".join(setup[3:]) == reference("hole-chess.md").fen()
    pieces = dict(line.split(" ", 2)[1:] for line in out[4:])
    # As definitions/hole-chess.md writes them.
    assert pieces == {"K&": "K", "Q&": "Q", "R&": "R", "B&": "BW", "P&": "fmWifmnDfcF"}


def test_xboard_setup_lists_each_kind_once_with_the_king_last():
    lines = setup_lines(variant("hostage-chess.variant"))
    table = lines[0].split()[1].strip("()")
    white, black = table[: len(table) // 2], table[len(table) // 2:]
    assert white[-1] == "K" and black == white.lower()
    letters = sorted(p.letter for p in variant("hostage-chess.variant").pieces)
    assert sorted(c for c in white if c != ".") == letters
    assert lines[0].split()[2].endswith("_fairy") and "+0_" not in lines[0]
    assert setup_lines(variant("chess.variant")) == []
    assert setup_lines(variant("crazyhouse.variant")) == []


def test_xboard_plays_a_side_after_go_and_answers_user_moves():
    out = xboard("chess.variant", "xboard", "protover 2", "new", "force", "usermove e2e4",
                 "go", "ping 7")
    moves = [line for line in out if line.startswith("move ")]
    assert moves == [f"move {first_legal('chess.variant', 'e2e4')}"]
    assert "1 12 50 " in "\n".join(out)  # depth, score, centiseconds, nodes
    assert out[-1] == "pong 7"


def test_xboard_answers_moves_as_black_after_new():
    out = xboard("hostage-chess.variant", "new", "usermove e2e4", "usermove e7e5", "ping 1")
    assert f"move {first_legal('hostage-chess.variant', 'e2e4')}" in out
    reply = first_legal("hostage-chess.variant", "e2e4")
    assert out == [f"1 12 50 20 {reply}", f"move {reply}", "Illegal move: e7e5", "pong 1"]


def test_xboard_refuses_illegal_moves_and_unknown_variants():
    out = xboard("chess.variant", "new", "force", "usermove e2e5", "variant xiangqi", "frobnicate")
    assert out == ["Illegal move: e2e5", "Error (unsupported variant): xiangqi",
                   "Error (unknown command): frobnicate"]


def test_xboard_announces_the_end_of_the_game():
    mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
    out = xboard("chess.variant", "new", "force", f"setboard {mated}", "go")
    assert out == ["0-1 {checkmate}"]

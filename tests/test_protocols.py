"""The UCI and XBoard front ends, driven through their raw protocols with a player whose
choice is known (the first legal move by name), on chess and on variants no GUI knows."""

from __future__ import annotations

import io
import threading
import time

import pytest

from tests.helpers import module, reference, variant
from variantc.protocols import players, session
from variantc.protocols.session import Game, Info, Limits, Output
from variantc.protocols.uci import Uci
from variantc.protocols.xboard import XBoard, setup_lines
from variantc.runtime.board import Move


class FirstMove:
    """Says one line of thinking, then plays the first legal move by name. Each player keeps
    the limits it was given, in `LIMITS`."""

    def __init__(self) -> None:
        self.games = 0

    def new_game(self) -> None:
        self.games += 1

    def think(self, board, limits: Limits, report, stop: threading.Event):
        LIMITS.append(limits)
        moves = sorted(board.legal_moves, key=lambda m: m.uci())
        self.wait(stop)
        report(Info(depth=1, score=12, nodes=len(moves), seconds=0.5,
                    pv=(moves[0].uci(),) if moves else ()))
        return moves[0] if moves else None

    def wait(self, stop: threading.Event) -> None:
        time.sleep(0.05)  # as a search takes time: the commands after `go` arrive meanwhile


class UntilStopped(FirstMove):
    """Thinks until it is told to stop (or for 3 s): every command after `go` finds it
    thinking."""

    def wait(self, stop: threading.Event) -> None:
        stop.wait(3)


LIMITS: list[Limits] = []


def uci(name: str, *lines: str, player=FirstMove) -> list[str]:
    buffer = io.StringIO()
    LIMITS.clear()
    front = Uci(Game(module(name)), variant(name).name, variant(name).slug,
                {"casual": player, "club": player}, "casual", Output(buffer))
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


def test_uci_refuses_a_position_with_an_illegal_move_as_a_whole():
    # The GUI believes in a game of e2e4 then zzzz: no move of any other position answers it.
    out = uci("chess.variant", "position startpos moves e2e4", "position startpos moves e2e4 zzzz",
              "go depth 1", "isready")
    assert out[0].startswith("info string position refused, none is set: illegal move 'zzzz' "
                             "(move 2) in ")
    assert out[1].startswith("info string no position to search, the last was refused: "
                             "illegal move 'zzzz'")
    assert out[2:] == ["bestmove (none)", "readyok"]
    assert LIMITS == []  # nothing was searched


def test_uci_plays_again_once_a_position_fits():
    out = uci("chess.variant", "position startpos moves e2e5", "position fen 8 w - - 0 1",
              "position startpos moves e2e4", "go depth 1")
    assert out[0].startswith("info string position refused, none is set: illegal move 'e2e5'")
    assert out[1] == ("info string position refused, none is set: bad FEN at column 1: the board "
                      "has 1 row but this variant needs 8 rows, one per rank")
    assert out[-1] == f"bestmove {first_legal('chess.variant', 'e2e4')}"


def test_uci_refuses_a_malformed_position_command():
    out = uci("chess.variant", "position startpos moves e2e4", "position startpos e2e4", "go")
    assert out == ["info string position refused, none is set: position needs startpos or fen "
                   "FEN, then moves ...",
                   "info string no position to search, the last was refused: position needs "
                   "startpos or fen FEN, then moves ...", "bestmove (none)"]


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


def xboard(name: str, *lines: str, player=FirstMove) -> list[str]:
    buffer = io.StringIO()
    LIMITS.clear()
    front = XBoard(Game(module(name)), variant(name), {"casual": player}, "casual",
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


class LionFirst(FirstMove):
    """Plays the lion's igui, d3e4d3, where it may."""

    def think(self, board, limits: Limits, report, stop: threading.Event):
        igui = [m for m in board.legal_moves if m.uci() == "d3e4d3"]
        return igui[0] if igui else super().think(board, limits, report, stop)


def test_xboard_speaks_moves_of_several_legs_as_the_alien_edition():
    """A lion's double move comes in as its legs joined by a comma and goes out a leg per
    `move` command, a comma ending the first (H. G. Muller's protocol for WinBoard's Chu
    shogi): Black's lion takes the pawn on e4 and comes back (`d5e4,e4d5`); White's lion then
    steps to the empty e4 and back (`d3e4,` `e4d3`)."""
    fen = "4k7/12/12/12/12/12/12/3n8/4P7/3N8/12/4K7"
    out = xboard("chushogi.variant", "new", "force", f"setboard {fen} b - - 0 1",
                 "usermove d5e4,e4d5", "go", "ping 2", player=LionFirst)
    assert not any(line.startswith("Illegal") for line in out)
    assert out[-3:] == ["move d3e4,", "move e4d3", "pong 2"]
    assert xboard("chushogi.variant", "new", "force", f"setboard {fen} b - - 0 1",
                  "usermove d5e4,e5d6")[-1] == "Illegal move: d5e4,e5d6"


def test_xboard_plays_every_move_of_its_turn():
    """Marseillais chess: White's first turn is one move, Black's two; the engine, as Black,
    answers with both, and the ping waits for the second."""
    out = xboard("marseillais.variant", "new", "usermove e2e4", "ping 1")
    first = first_legal("marseillais.variant", "e2e4")
    second = first_legal("marseillais.variant", "e2e4", first)
    assert [line for line in out if not line[0].isdigit()] == [
        f"move {first}", f"move {second}", "pong 1"]


def test_uci_shares_the_clock_between_the_moves_of_a_turn():
    """Marseillais chess: Black's turn is two moves; a minute on its clock is two seconds for
    the turn (session.budget), one for the move asked for."""
    uci("marseillais.variant", "position startpos moves e2e4", "go wtime 60000 btime 60000")
    assert LIMITS == [Limits(seconds=1.0)]


def test_xboard_shares_the_clock_between_the_moves_of_a_turn():
    """A minute on the clock is two seconds a turn (session.budget); Black's turn of two
    moves spends one on each."""
    xboard("marseillais.variant", "new", "time 6000", "usermove e2e4", "ping 1")
    assert LIMITS == [Limits(seconds=1.0), Limits(seconds=1.0)]


def test_xboard_refuses_illegal_moves_and_unknown_variants():
    out = xboard("chess.variant", "new", "force", "usermove e2e5", "variant xiangqi", "frobnicate")
    assert out == ["Illegal move: e2e5", "Error (unsupported variant): xiangqi",
                   "Error (unknown command): frobnicate"]


@pytest.mark.parametrize("setboard", ["setboard 8 w - - 0 1", "setboard"])
def test_xboard_plays_no_move_from_a_refused_position(setboard):
    out = xboard("chess.variant", "new", "force", "usermove e2e4", setboard, "usermove e7e5",
                 "go", "undo", "new", "usermove e2e4", "ping 2")
    refusal = "setboard needs a FEN" if setboard == "setboard" else (
        "bad FEN at column 1: the board has 1 row but this variant needs 8 rows, one per rank")
    assert out == [f"tellusererror Illegal position: {refusal}",
                   "Illegal move (no position is set): e7e5",
                   f"Error (no position, the last was refused: {refusal}): go",
                   f"1 12 50 20 {first_legal('chess.variant', 'e2e4')}",
                   f"move {first_legal('chess.variant', 'e2e4')}", "pong 2"]


def test_xboard_announces_the_end_of_the_game():
    mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
    out = xboard("chess.variant", "new", "force", f"setboard {mated}", "go")
    assert out == ["0-1 {checkmate}"]


# -- numbers a GUI sends: each read or refused, never the end of the engine ------------------

@pytest.mark.parametrize(("go", "limits", "notes"), [
    ("go depth inf", Limits(depth=64), ["go: depth inf is out of range (1 to 64): taken as 64"]),
    ("go depth 1e400", Limits(depth=64), ["go: depth 1e400 is out of range (1 to 64): taken as 64"]),
    ("go depth -3", Limits(depth=1), ["go: depth -3 is out of range (1 to 64): taken as 1"]),
    ("go depth 2.5", Limits(depth=2), []),
    ("go nodes inf", Limits(nodes=10**12), ["go: nodes inf is out of range (1 to 1e+12): taken as "
                                            "1e+12"]),
    ("go depth nan", Limits(), ["go: depth 'nan' is not a number: left out"]),
    ("go depth \u0661\u0662", Limits(), ["go: depth '\u0661\u0662' is not a number: left out"]),
    ("go depth", Limits(), ["go: depth needs a number"]),
    ("go depth nodes 5", Limits(nodes=5), ["go: depth needs a number"]),
    ("go mate 2", Limits(depth=3), []),
    ("go movetime 250", Limits(seconds=0.25), []),
    ("go wtime 60000 btime 1 movestogo inf", Limits(seconds=0.01),
     ["go: movestogo inf is out of range (1 to 1e+06): taken as 1e+06"]),
    ("go wtime -50 btime 9000", Limits(seconds=0.01),
     ["go: wtime -50 is out of range (0 to 1e+09): taken as 0"]),
    ("go wtime 3000 winc inf", Limits(seconds=1.5),
     ["go: winc inf is out of range (0 to 1e+09): taken as 1e+09"]),
    ("go searchmoves e2e4 d2d4 depth 2", Limits(depth=2),
     ["go: searchmoves is not supported: every move is searched"]),
    ("go fast", Limits(), ["go: unknown word 'fast'"]),
    ("go infinite", Limits(infinite=True), []),
    ("go", Limits(), []),  # a level's own budget: it answers unstopped
])
def test_uci_reads_every_limit_or_says_why_not(go, limits, notes):
    out = uci("chess.variant", "position startpos", go, "isready", "stop", "isready")
    assert [line.removeprefix("info string ") for line in out if "string" in line] == notes
    assert LIMITS == [limits]
    assert [line for line in out if line.startswith(("bestmove", "readyok"))][-2:] == [
        f"bestmove {first_legal('chess.variant')}", "readyok"]


@pytest.mark.parametrize(("commands", "limits", "errors"), [
    (["sd inf"], Limits(depth=64, seconds=5.0), []),
    (["sd -2"], Limits(depth=1, seconds=5.0), []),
    (["sd abc"], Limits(seconds=5.0), ["Error (not a number): sd abc"]),
    (["sd"], Limits(seconds=5.0), ["Error (not a number): sd "]),
    (["st 1e400"], Limits(seconds=10.0**6), []),
    (["st nan"], Limits(seconds=5.0), ["Error (not a number): st nan"]),
    (["time -300"], Limits(seconds=0.01), []),
    (["time inf"], Limits(seconds=10.0**6 / 30), []),
    (["level 40 inf 0", "time 6000"], Limits(seconds=1.5), []),
    (["level 0 5:30 1e400", "time 100"], Limits(seconds=0.5), []),
    (["level 0 5 x", "time 100"], Limits(seconds=1 / 30), ["Error (not a number): level x"]),
    (["level 40 5"], Limits(seconds=5.0), ["Error (level takes moves, base and increment): "
                                           "level 40 5"]),
    (["otim -1e999", "otim zzz"], Limits(seconds=5.0), []),
])
def test_xboard_reads_every_number_or_says_why_not(commands, limits, errors):
    out = xboard("chess.variant", "new", "force", *commands, "usermove e2e4", "go", "ping 3")
    assert [line for line in out if line.startswith("Error")] == errors
    assert LIMITS == [limits]
    assert out[-2:] == [f"move {first_legal('chess.variant', 'e2e4')}", "pong 3"]


# -- one search at a time, whatever the GUI sends while it runs -------------------------------

def test_xboard_a_second_go_while_thinking_starts_no_second_search():
    out = xboard("chess.variant", "new", "force", "usermove e2e4", "go", "go", "?", "ping 1",
                 player=UntilStopped)
    assert [line for line in out if line.startswith("move ")] == [
        f"move {first_legal('chess.variant', 'e2e4')}"]
    assert len(LIMITS) == 1 and out[-1] == "pong 1"


@pytest.mark.parametrize("command", ["new", "force", "setboard 4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                                     "undo", "remove", "playother"])
def test_xboard_a_command_that_changes_the_game_ends_the_search_unanswered(command):
    out = xboard("chess.variant", "new", "usermove e2e4", command, "ping 1", player=UntilStopped)
    assert out == ["pong 1"]


def test_xboard_a_user_move_while_thinking_comes_after_the_engines():
    reply = first_legal("chess.variant", "e2e4")
    out = xboard("chess.variant", "new", "usermove e2e4", "usermove d7d5", "usermove d2d4",
                 "force", "ping 1", player=UntilStopped)
    # d7d5 was Black's, and Black (the engine) had moved: it is refused; d2d4 is White's.
    assert out == [f"1 12 50 20 {reply}", f"move {reply}", "Illegal move: d7d5", "pong 1"]


def test_uci_a_go_or_a_position_while_searching_answers_the_search_first():
    first, after = first_legal("chess.variant"), first_legal("chess.variant", "e2e4")
    out = uci("chess.variant", "position startpos", "go infinite", "go infinite",
              "position startpos moves e2e4", "go infinite", "stop", player=UntilStopped)
    assert [line for line in out if line.startswith("bestmove")] == [
        f"bestmove {first}", f"bestmove {first}", f"bestmove {after}"]


# -- a search that fails is still answered ----------------------------------------------------

class Failing(FirstMove):
    def think(self, board, limits: Limits, report, stop: threading.Event):
        report(Info(depth=1, pv=("b1c3",)))  # a move it then fails to play
        raise RuntimeError("the search broke")


class Illegal(FirstMove):
    def think(self, board, limits: Limits, report, stop: threading.Event):
        return Move(12, 36, text="e2e5")


class Silent(FirstMove):
    def think(self, board, limits: Limits, report, stop: threading.Event):
        return None


@pytest.mark.parametrize(("player", "error"), [
    (Failing, "RuntimeError: the search broke"),
    (Illegal, "the search chose 'e2e5', which is not a legal move here"),
    (Silent, "the search chose no move, of 20 legal moves"),
])
def test_uci_answers_a_failed_search_with_a_legal_move(player, error):
    out = uci("chess.variant", "position startpos", "go depth 3", "isready", player=player)
    stand_in = "b1c3" if player is Failing else first_legal("chess.variant")
    assert f"info string the search failed ({error}); a stand-in move answers" in out
    assert f"bestmove {stand_in}" in out and out[-1] == "readyok"


def test_uci_answers_a_failed_infinite_search_once_stopped():
    out = uci("chess.variant", "position startpos", "go infinite", "isready", "stop",
              player=Failing)
    assert out[1:] == ["info string the search failed (RuntimeError: the search broke); a "
                       "stand-in move answers", "readyok", "bestmove b1c3"]


def test_xboard_answers_a_failed_search_and_plays_on():
    out = xboard("chess.variant", "new", "usermove e2e4", "usermove d2d4", "ping 1",
                 player=Failing)
    reply = first_legal("chess.variant", "e2e4")  # the reported b1c3 is White's, not legal
    assert out == ["1 0 0 0 b1c3",
                   "tellusererror variantc: the search failed (RuntimeError: the search broke); "
                   "a stand-in move answers", f"move {reply}", "1 0 0 0 b1c3",
                   "tellusererror variantc: the search failed (RuntimeError: the search broke); "
                   "a stand-in move answers",
                   f"move {first_legal('chess.variant', 'e2e4', reply, 'd2d4')}", "pong 1"]


@pytest.mark.parametrize("protocol", ["uci", "xboard"])
def test_duck_chess_is_answered_with_a_legal_duck_move(protocol):
    board = reference("duck.variant")
    legal = {m.uci() for m in board.legal_moves}
    levels = players.roster()
    if protocol == "uci":
        buffer = io.StringIO()
        Uci(Game(module("duck.variant")), "Duck chess", "duck", levels, "novice",
            Output(buffer)).run(["position startpos", "go depth 1", "isready"])
        out = buffer.getvalue().splitlines()
        answers = [line.split()[1] for line in out if line.startswith("bestmove")]
        assert "readyok" in out
    else:
        buffer = io.StringIO()
        XBoard(Game(module("duck.variant")), variant("duck.variant"), levels, "novice",
               Output(buffer)).run(["new", "force", "sd 1", "go", "ping 1"])
        out = buffer.getvalue().splitlines()
        answers = [line.split()[1] for line in out if line.startswith("move ")]
        assert out[-1] == "pong 1"
    assert len(answers) == 1 and answers[0] in legal, out


# -- what the GUI reads stays one line --------------------------------------------------------

def test_xboard_echoes_no_control_character():
    out = xboard("chess.variant", "new", "force", "usermove e2e4\x1b[2J", "fr\x00b", "ping \x07")
    assert out == ["Illegal move: e2e4\\x1b[2J", "Error (unknown command): fr\\x00b",
                   "pong \\x07"]


def test_a_line_to_the_gui_never_breaks():
    buffer = io.StringIO()
    Output(buffer)("info string a\u2028b\rbestmove x\udcff")
    assert buffer.getvalue() == "info string a\\u2028b\\rbestmove x\\udcff\n"


@pytest.mark.parametrize("protocol", ["uci", "xboard"])
def test_a_command_that_fails_inside_the_engine_is_told_and_the_engine_reads_on(protocol,
                                                                                monkeypatch):
    def broken(self):
        raise KeyError("a bug")

    monkeypatch.setattr(Game, "board", broken)
    if protocol == "uci":
        out = uci("chess.variant", "go depth 1", "isready")
        assert out == ["info string error: 'go' failed: KeyError: 'a bug'", "bestmove (none)",
                       "readyok"]
    else:
        out = xboard("chess.variant", "new", "go", "ping 4")
        assert out == ["tellusererror variantc: 'go' failed: KeyError: 'a bug'", "pong 4"]

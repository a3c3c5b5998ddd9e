"""A python-chess script that replays games given in SAN: from a PGN (with comments and
variations) and from a list of moves, printing each position."""

import io

import chess
import chess.pgn

OPERA = """[Event "Paris"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[Round "?"]
[White "Morphy, Paul"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

{ The Opera game } 1. e4 e5 2. Nf3 d6 3. d4 Bg4 $6 { a weak move } ( 3... exd4 4. Nxd4
( 4. Qxd4 ) 4... Nf6 ) 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5
10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7
16. Qb8+ Nxb8 17. Rd8# 1-0
"""

game = chess.pgn.read_game(io.StringIO(OPERA))
print(game.headers["White"], "-", game.headers["Black"], game.headers["Result"])
board = game.board()
for move in game.mainline_moves():
    print(board.fullmove_number, board.san(move), move.uci())
    board.push(move)
print(board.fen())
print(board.is_checkmate(), board.is_game_over(), board.result())
print(board.outcome().winner, board.outcome().termination.name)

board = chess.Board()
for san in "e4 d5 exd5 c6 dxc6 Qd7 cxb7 Qd6 bxa8=Q Qd4 Qxb8+ Kd7".split():
    move = board.push_san(san)
    print(move.uci(), board.is_check())
print(" ".join(board.san(m) for m in sorted(board.legal_moves, key=lambda m: m.uci())[:12]))
print(board.fen())
while board.move_stack:
    board.pop()
print(board.fen() == chess.Board().fen())
try:
    board.push_san("e5")
except ValueError:
    print("e5 refused")

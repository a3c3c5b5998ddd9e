"""A python-chess script that plays a game and writes it as PGN: from a board's move stack,
with tags, a comment, a variation and a NAG, as a string and into a file."""

import io

import chess
import chess.pgn

board = chess.Board()
for san in ["e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6"]:
    board.push_san(san)

game = chess.pgn.Game.from_board(board)
game.headers["Event"] = "Najdorf"
game.headers["White"] = "Example, A."
game.headers["Annotator"] = "variantc's tests"
print(game)

node = game.next()
node.comment = "best by test"
node.nags.add(1)
alternative = game.add_variation(chess.Move.from_uci("d2d4"))
alternative.add_variation(chess.Move.from_uci("d7d5"))
exporter = chess.pgn.StringExporter(headers=True, variations=True, comments=True)
print(game.accept(exporter))
print(game.accept(chess.pgn.StringExporter(headers=False, variations=False, comments=False)))

out = io.StringIO()
game.accept(chess.pgn.FileExporter(out))
print(repr(out.getvalue()[-40:]))
print(game.end().board().fen())
print([node.san() for node in game.mainline()])

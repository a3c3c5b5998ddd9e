"""What a notebook cell of python-chess does: a board shown as SVG (Jupyter calls
_repr_svg_), and printed as a diagram."""

import xml.etree.ElementTree as ElementTree

import chess

board = chess.Board()
board.push_san("e4")
board.push_san("e5")
board.push_san("Qh5")

svg = board._repr_svg_()
root = ElementTree.fromstring(svg)
print(root.tag.rsplit("}", 1)[-1], svg.startswith("<svg"))
print(board)
print(board.turn == chess.BLACK, len(list(board.legal_moves)))

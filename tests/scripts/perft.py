"""A python-chess perft script: counts the move tree through legal_moves, push and pop."""

import chess


def perft(board, depth):
    if depth == 0:
        return 1
    nodes = 0
    for move in board.legal_moves:
        board.push(move)
        nodes += perft(board, depth - 1)
        board.pop()
    return nodes


board = chess.Board()
for depth in range(1, 4):
    print("start", depth, perft(board, depth))
board = chess.Board("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
print("kiwipete", 2, perft(board, 2))
print(board.fen())

"""A python-chess script that looks at positions: attacks, check, what each move does, the
board's parts and notations, set up from a FEN and played on."""

import random

import chess

board = chess.Board()
rng = random.Random(7)
for _ in range(60):
    print(board.ply(), board.board_fen(), board.halfmove_clock, board.ep_square,
          board.castling_rights, board.has_kingside_castling_rights(chess.WHITE),
          board.has_queenside_castling_rights(chess.BLACK))
    print(" ", board.king(chess.WHITE), board.king(chess.BLACK), list(board.checkers()),
          [len(board.attackers(chess.WHITE, sq)) for sq in range(0, 64, 9)],
          board.is_attacked_by(chess.BLACK, 12), len(list(board.pseudo_legal_moves)))
    moves = sorted(board.legal_moves, key=lambda m: m.uci())
    if not moves:
        break
    for move in moves:
        if board.is_capture(move) or board.gives_check(move) or board.is_castling(move):
            print("   ", board.lan(move), board.is_capture(move), board.is_en_passant(move),
                  board.gives_check(move), board.is_kingside_castling(move))
    board.push(rng.choice(moves))

print(board.epd(), board.epd(hmvc=board.halfmove_clock, id="probe"))
print(board.unicode(borders=True))
print({square: piece.symbol() for square, piece in board.piece_map().items()})
root = board.root()
print(root == chess.Board(), board == root, root.fen())
line = [chess.Move.from_uci(u) for u in ("e2e4", "e7e5", "g1f1")]
print(root.variation_san(line[:2]), root.is_legal(line[2]), root.is_pseudo_legal(line[2]))
board.set_fen("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1")
print(board.fen(), board.ep_square, board.castling_rights, board.move_stack)
print(board.parse_san("exd6"), board.lan(board.parse_san("exd6")), board.san(board.parse_san("O-O")))
board.reset()
print(board.fen(), board.move_stack)

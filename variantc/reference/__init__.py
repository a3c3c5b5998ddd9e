"""The reference interpreter: the IR executed directly, as the executable specification.

Every function takes the variant's `game.Game` first; positions are immutable records. The
rules are composed in three lists: actions.SOURCES (what the side to move may do),
effects.EFFECTS (what playing a move does) and endings.ENDINGS (how the game ends).

    interpreter  the engine protocol: Reference, perft, divide
    game         Game: the variant, its topology and lookups, built once
    position     Man, Held, Move, Position, and Change (a position being built by a move)
    actions      SOURCES and FOLLOW_UPS: the candidate moves of a position
    effects      EFFECTS: playing a move
    legality     brute force: play the move, look for an attacked royal; no-mate drops;
                 forced drops
    attacks      attacked squares and check
    endings      ENDINGS: royal blown up, royal captured, extinction, goal, held goal, safe
                 goal, bare king, a run, checkmate, insufficient material, stalemate,
                 counting, move limit, repetition; a draw decided by material
    insufficient insufficient-material: whether a side's men can mate
    goals        what ends the game at once: goals reached, royal men lost
    extinction   a side left with too few men of a kind, or of all: it ends the game at once
    bare_king    a side left with no man but its royal men, and the reply that may bare the other
    flags        goals judged on the holder's next turn: held, or with one side's reply
    safe_goals   goals that count only where the other side does not attack the man, judged
                 for both sides after every move
    checks       forbid checks: a move that gives check is illegal
    facing       forbid facing: no move may leave royal men facing along an open file
    facing_kept  forbid facing-kept: while they face, only a pass may leave them facing
    forced_captures  captures forced: while a capture is legal, only captures are
    stalemate_count  a stalemate judged by the men each side has (by-count)
    notation     move names and FEN
    betza        leaps, rides (limited, counted), hops, paths
    within       moves kept within a zone: from, over and onto its squares only
    sparing      men a piece never hops over (never-over) or never captures (never-takes)
    men          a man's movements: first moves, adjacency, safe slides; arrival; its move
    promotion    zones, choices, optional, on capture, limited, swap; immobility
    demotion     a +X man turned back into X by its moves (on a capture, with on-capture)
    confinement  the squares a confined piece's men may stand on
    en_passant   squares passed (those of its zone), captures in passing
    castling     castling moves, rights, rooks dropped back, dropped kings and rooks that
                 castle, the FEN's castling field
    first_moves  moves made only with a first-move right; rights lost by touch or aim
    drops        drops from pools, drop zones, one per file, one per colour, forced drops,
                 drops of a held man as its promoted kind
    gating       gated twins of legal moves, the gated man placed, gates lost, the FEN's gates
    exchange     a hostage handed over for a man dropped
    passing      a pass: the royal man's square twice, the board left as it was
    pull         pulling an enemy man into a hole, after a move or instead of one
    captures     captured men leave the board, for the captor's pool
    explosions   a capture blows up its square and the men around it; royal men blown up,
                 kings shielded by the enemy king beside them
    petrify      a capturer of a listed kind turns into a wall; a royal one may not capture,
                 but gives check
    walling      a wall placed after each move, as part of it: the duck moved
    counters     losses, captures and checks counted
    clock        what restarts the halfmove clock; moves that can be taken back
    conditions   conditions on counts, counters and pools
    counting     the counting rule: counts started and counted, the game ended
    runs         facing N, passes N: facing positions and passes in a row, the game ended
    material     material: a draw given to the side ahead on the weights of its men
"""

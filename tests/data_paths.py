from tests.conftest import ROOT

SEED = ROOT / "tests" / "data" / "hole-chess-seed.md"  # the Hole Chess seed, unchanged

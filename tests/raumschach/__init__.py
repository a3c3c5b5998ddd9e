"""An independent legal-move generator for Raumschach (3-D chess, 5x5x5), written from the
published rules to check the compiled engine against."""

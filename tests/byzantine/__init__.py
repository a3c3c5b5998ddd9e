"""An independent legal-move generator for Byzantine (round) chess, written from the rules alone to
check the compiled engine against."""

"""An independent legal-move generator for two hexagonal chess variants (Gliński's and
McCooey's), written from the published rules to check the compiled engines against."""

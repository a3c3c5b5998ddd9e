"""variantc: a declarative chess-variant compiler."""

__version__ = "0.1.0"

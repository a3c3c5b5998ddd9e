"""The IR: typed models, lowering from the AST, and validation."""

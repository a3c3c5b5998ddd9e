"""The front end: a definition's text read, parsed into an AST with spans, bases merged."""

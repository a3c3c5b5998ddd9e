"""Playing a variant: a search over any compiled engine (search.py), an evaluation from the
definition alone (evaluate.py), strength levels (levels.py) and matches between them
(match.py). This package imports only the runtime and a compiled engine (docs/playing.md)."""

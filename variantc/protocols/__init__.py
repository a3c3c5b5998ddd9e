"""The engine protocols chess GUIs speak: UCI (uci.py) and XBoard (xboard.py), over one game
and one search thread (session.py)."""

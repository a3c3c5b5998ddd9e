"""The back end: the IR planned into tables and emitted as an engine module."""

"""Perft over a compiled engine's make and unmake: the runtime's own, which a generated module
replaces by its compiled counts (`perft = perft_count`), and `divide` by name."""

from __future__ import annotations

from abc import abstractmethod


class Perft:
    @abstractmethod
    def _legal(self) -> list[int]: ...

    @abstractmethod
    def _make(self, m: int) -> None: ...

    @abstractmethod
    def _unmake(self) -> None: ...

    @abstractmethod
    def _named(self) -> dict[str, object]: ...

    def perft(self, depth: int) -> int:
        """Legal move sequences of `depth` plies; leaves are counted, not played."""
        if depth == 0:
            return 1
        legal = self._legal()
        if depth == 1:
            return len(legal)
        make, unmake, total = self._make, self._unmake, 0
        for m in legal:
            make(m)
            total += self.perft(depth - 1)
            unmake()
        return total

    def perft_full(self, depth: int) -> int:
        """Perft that plays and takes back every move, leaves included."""
        if depth == 0:
            return 1
        make, unmake, total = self._make, self._unmake, 0
        legal = self._legal()
        if depth == 1:
            for m in legal:
                make(m)
                unmake()
            return len(legal)
        for m in legal:
            make(m)
            total += self.perft_full(depth - 1)
            unmake()
        return total

    def divide(self, depth: int) -> dict[str, int]:
        """Perft of `depth - 1` after each legal move, by the move's canonical name."""
        out = {}
        for name, m in self._named().items():  # named before the move: names read the board
            assert isinstance(m, int)
            self._make(m)
            out[name] = self.perft(depth - 1)
            self._unmake()
        return out


"""What every IR node is, and the two sides: the base of variantc.ir.model and its parts."""

from __future__ import annotations

from enum import Enum

from pydantic import BaseModel, ConfigDict

from variantc.frontend.source import Span


class Node(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    span: Span


class Side(Enum):
    WHITE = "white"
    BLACK = "black"

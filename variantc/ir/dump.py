"""A text form of IR nodes without spans, for tests and debugging: `==` on nodes also compares
spans."""

from __future__ import annotations

from enum import Enum

from pydantic import BaseModel


def dump(node: BaseModel) -> str:
    """A text form without spans, for tests: `==` on nodes also compares spans."""
    return "\n".join(_dump(node, 0))


def _dump(value: object, indent: int) -> list[str]:
    pad = "  " * indent
    if isinstance(value, BaseModel):
        lines = []
        for key in type(value).model_fields:
            if key == "span":
                continue
            item = getattr(value, key)
            if isinstance(item, BaseModel) or (isinstance(item, tuple) and item
                                               and isinstance(item[0], BaseModel)):
                lines.append(f"{pad}{key}:")
                lines.extend(_dump(item, indent + 1))
            else:
                lines.append(f"{pad}{key}: {_scalar(item)}")
        return lines
    if isinstance(value, tuple):
        out = []
        for item in value:
            body = _dump(item, indent + 1)
            out.append(f"{pad}- {body[0].strip()}")
            out.extend(body[1:])
        return out
    return [pad + _scalar(value)]


def _scalar(value: object) -> str:
    if isinstance(value, Enum):
        return value.name
    if isinstance(value, tuple):
        return "(" + ", ".join(_scalar(v) for v in value) + ")"
    return "null" if value is None else str(value)

"""Packed tables: a big table of a generated module written as two short-alphabet strings that
build it at import, instead of megabytes of nested tuple literals that Python must parse.

A table is a tree of tuples whose leaves are ints, booleans and None. It is written in
post-order as a string of operations and a string of whole numbers (decimal, space-separated):

    l  a tuple of ints: the next number is its length n, the n numbers after it its items
    t  a tuple of other things: the next number is its length n (n > 0); its items follow
    r  a tuple built before: the next number is its index among the tuples built so far
    i  an int: the next number
    T F N  True, False, None

Each tuple counts as built once its items are, so a tuple met again is written as one `r`:
repeated rows and entries are shared, in the module as in memory.
"""

from __future__ import annotations

CONSTANTS = {"T": True, "F": False, "N": None}


def unpack(ops: str, numbers: str) -> tuple:
    """The table that `ops` and `numbers` describe (see the module's docstring)."""
    ints = list(map(int, numbers.split()))
    built: list[tuple] = []
    keep = built.append
    k = 0
    stack: list[list] = [[]]  # the items of each open tuple; the outermost holds the result
    wants = [1]  # how many items each open tuple still needs
    item: object
    for op in ops:
        if op == "l":
            n = ints[k]
            item = tuple(ints[k + 1 : k + 1 + n])
            k += n + 1
            keep(item)
        elif op == "r":
            item = built[ints[k]]
            k += 1
        elif op == "t":
            stack.append([])
            wants.append(ints[k])
            k += 1
            continue
        elif op == "i":
            item = ints[k]
            k += 1
        else:
            item = CONSTANTS[op]
        while True:  # place the item; a tuple it completes is the next item
            top = stack[-1]
            top.append(item)
            wants[-1] -= 1
            if wants[-1] or len(stack) == 1:
                break
            stack.pop()
            wants.pop()
            item = tuple(top)
            keep(item)
    if k != len(ints) or len(stack) != 1 or wants[0]:
        raise ValueError("a packed table does not match its numbers")
    return stack[0][0]

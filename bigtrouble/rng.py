"""A tiny pure PRNG (SplitMix64) that lives inside the game state.

Every random event takes an :class:`Rng` value and returns the next one, so the
same seed and the same actions always give the same game, and undoing a step
rolls the generator back with everything else.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from attrs import frozen

T = TypeVar("T")

_MASK = (1 << 64) - 1


@frozen
class Rng:
    """The generator's whole state: one 64-bit integer."""

    state: int


def seeded(seed: int) -> Rng:
    """Return a generator started from ``seed`` (any integer)."""
    return Rng(seed & _MASK)


def next_u64(rng: Rng) -> tuple[int, Rng]:
    """Return a 64-bit random integer and the advanced generator."""
    state = (rng.state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), Rng(state)


def below(rng: Rng, n: int) -> tuple[int, Rng]:
    """Return a uniform integer in ``[0, n)`` and the advanced generator."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    value, rng = next_u64(rng)
    return value % n, rng


def shuffled(rng: Rng, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
    """Return ``items`` in a random order (Fisher-Yates) and the advanced generator."""
    out = list(items)
    if len(out) < 2:
        return tuple(out), rng
    # next_u64 and below, inlined on the bare integer: one Rng value at the end, not one per card.
    state = rng.state
    for i in range(len(out) - 1, 0, -1):
        state = (state + 0x9E3779B97F4A7C15) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        j = (z ^ (z >> 31)) % (i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), Rng(state)


def choice(rng: Rng, items: Sequence[T]) -> tuple[T, Rng]:
    """Return one of ``items`` at random and the advanced generator."""
    index, rng = below(rng, len(items))
    return items[index], rng

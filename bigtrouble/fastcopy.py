"""A faster drop-in for ``attrs.evolve`` on the engine's hot path.

``attrs.evolve`` looks up every field of the class by name on each call; a
``State`` has nearly forty, and the engine evolves a state about ten times per
action, which made it the largest cost of ``apply``. This version compiles,
once per class and set of changed fields, a function that calls the class's own
``__init__`` with the unchanged fields read directly, so converters and
validators run exactly as they do under ``attrs.evolve`` and the result is the
same value.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import attrs

T = TypeVar("T")

_Copier = Callable[[Any, dict[str, Any]], Any]
_COPIERS: dict[tuple[type, tuple[str, ...]], _Copier] = {}


def evolve(inst: T, **changes: Any) -> T:
    """Return a copy of the attrs instance ``inst`` with ``changes`` applied (as ``attrs.evolve`` does)."""
    key = (inst.__class__, tuple(changes))
    copier = _COPIERS.get(key)
    if copier is None:
        copier = _COPIERS[key] = _compile(inst.__class__, key[1])
    result: T = copier(inst, changes)
    return result


def _slow(inst: Any, changes: dict[str, Any]) -> Any:
    return attrs.evolve(inst, **changes)


def _compile(cls: type, names: tuple[str, ...]) -> _Copier:
    """Build the copier for ``cls`` changing ``names``; unknown names keep ``attrs.evolve`` (and its error)."""
    fields = attrs.fields(cls)
    init_fields = [a for a in fields if a.init]
    known = {a.name for a in init_fields}
    if any(n not in known for n in names):
        return _slow
    args = ", ".join(f"{a.alias}=c[{a.name!r}]" if a.name in names else f"{a.alias}=inst.{a.name}" for a in init_fields)
    source = f"def copier(inst, c):\n    return cls({args})\n"
    scope: dict[str, Any] = {"cls": cls}
    exec(compile(source, f"<fastcopy {cls.__name__}>", "exec"), scope)  # noqa: S102  (generated from field names)
    copier: _Copier = scope["copier"]
    return copier

"""Game records as JSON text: actions and setups as plain data, and a readable, compact layout."""

from __future__ import annotations

import json
from typing import Any

import attrs

from bigtrouble.actions import Action
from bigtrouble.errors import SaveError
from bigtrouble.history import GameRecord
from bigtrouble.saves.schema import Invalid

_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def action_dict(a: Action) -> dict[str, Any]:
    """One action as plain data: its type name and its fields."""
    cls = type(a)
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in attrs.fields(cls))
    out: dict[str, Any] = {"type": cls.__name__}
    for n in names:
        out[n] = getattr(a, n)
    return out


def _action_text(a: Action) -> str:
    """One action as compact JSON text (its fields are ints, so no escaping is needed)."""
    cls = type(a)
    names = _FIELD_NAMES.get(cls)
    if names is None:
        action_dict(a)
        names = _FIELD_NAMES[cls]
    values = [getattr(a, n) for n in names]
    if all(type(v) is int for v in values):
        return (
            "{"
            + "".join([f'"type": "{cls.__name__}"', *(f', "{n}": {v}' for n, v in zip(names, values, strict=True))])
            + "}"
        )
    return json.dumps(action_dict(a))


def setup_dict(record: GameRecord) -> dict[str, Any]:
    """The record's setup as plain data."""
    return attrs.asdict(record.setup)


def layout(data: dict[str, Any], listed: tuple[str, ...]) -> str:
    """JSON text with one field per line and one entry per line in the ``listed`` lists (readable, small).

    A listed value may be a list of plain values or of JSON texts already made (:class:`Raw`).
    """
    lines = []
    for key, value in data.items():
        if key in listed and value:
            items = ",\n  ".join(v if isinstance(v, Raw) else json.dumps(v, ensure_ascii=False) for v in value)
            lines.append(f" {json.dumps(key)}: [\n  {items}\n ]")
        else:
            lines.append(f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


class Raw(str):
    """JSON text already made, laid out as it is."""


def actions_text(actions: tuple[Action, ...]) -> list[Raw]:
    """The actions as JSON texts, for :func:`layout`."""
    return [Raw(_action_text(a)) for a in actions]


def refuse(source: str, problem: Invalid) -> SaveError:
    """The SaveError for a refused file: its name, then the reason."""
    return SaveError(f"{source} {problem}.", str(problem))

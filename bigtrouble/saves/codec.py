"""Game records as JSON text: the converter's plain data in a readable, compact layout."""

from __future__ import annotations

import json
from typing import Any

from bigtrouble.actions import Action
from bigtrouble.errors import SaveError
from bigtrouble.saves.convert import converter
from bigtrouble.saves.schema import Invalid


def action_dict(action: Action) -> dict[str, Any]:
    """One action as plain data: its ``type`` (the class's name), then its fields."""
    data: dict[str, Any] = converter.unstructure(action, Action)
    return data


def action_text(data: dict[str, Any]) -> Raw:
    """One unstructured action as compact JSON text: its ``type``, then its fields.

    Action fields are whole numbers, so the text is made directly, with no escaping to do
    (the same bytes ``json.dumps`` gives); any other value goes through ``json.dumps``.
    """
    kind, *fields = data.items()
    if all(type(v) is int for _, v in fields):
        return Raw("".join(['{"type": "', kind[1], '"', *(f', "{k}": {v}' for k, v in fields), "}"]))
    return Raw(json.dumps(data))


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
    hook = converter.get_unstructure_hook(Action)
    return [action_text(hook(a)) for a in actions]


def refuse(source: str, problem: Invalid) -> SaveError:
    """The SaveError for a refused file: its name, then the reason."""
    return SaveError(f"{source} {problem}.", str(problem))

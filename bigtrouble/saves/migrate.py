"""Migrations: each older save format to the next one, until the current format.

A migration takes the plain JSON values of a file of version ``v`` (already known to be an
object with a ``version``) and returns the values of version ``v + 1``; it never builds
game objects and never trusts a field's type: the strict converter checks the result afterwards.
:data:`MIGRATIONS` holds one function per older version; a test checks that the chain is
complete, so bumping ``schema.VERSION`` without a migration fails.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import attrs

from bigtrouble.model import Setup
from bigtrouble.saves.schema import TAKEN, VERSION, damaged

Migration = Callable[[dict[str, Any]], dict[str, Any]]


def add_setup_field(name: str, default: Any) -> Migration:
    """A migration that gives every save's setup the field ``name`` at ``default`` (for a new Setup field)."""

    def migrate(data: dict[str, Any]) -> dict[str, Any]:
        setup = data.get("setup")
        if isinstance(setup, dict) and name not in setup:
            data = {**data, "setup": {**setup, name: default}}
        return data

    return migrate


def v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 had no redo steps, and filled a setup field that was left out with its default."""
    out = dict(data)
    out.setdefault("redo", [])
    setup = out.get("setup")
    if isinstance(setup, dict):
        defaults = {f.name: _plain(f.default) for f in attrs.fields(Setup)}
        out["setup"] = {**defaults, **setup}
    return out


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 adds the Solo mode variant, the house rules and the seats' kinds (all off: the game as before)."""
    for name, default in (("variant", ""), ("house", []), ("seats", [])):
        data = add_setup_field(name, default)(data)
    return data


def v3_to_v4(data: dict[str, Any]) -> dict[str, Any]:
    """Version 4 lets a seat say it is a bot's seat a person took over (``heuristic@0``); version 3 seats
    are all plain kinds, read as they were (version 3 wrote a taken-over seat as ``human``, and can't
    say whose it was). A version 3 file holding a taken-over seat is not one version 3 wrote."""
    setup = data.get("setup")
    seats = setup.get("seats") if isinstance(setup, dict) else None
    if isinstance(seats, list) and any(isinstance(k, str) and TAKEN in k for k in seats):
        raise damaged("its format version is 3, which has no taken-over seats")
    return data


MIGRATIONS: Mapping[int, Migration] = {1: v1_to_v2, 2: v2_to_v3, 3: v3_to_v4}
"""From each older version to the next."""


def upgrade(data: dict[str, Any], version: int) -> dict[str, Any]:
    """The values of a file of ``version``, brought to the current version."""
    while version < VERSION:
        data = MIGRATIONS[version](data)
        version += 1
        data = {**data, "version": version}
    return data

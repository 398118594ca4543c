"""The one converter between game records and plain JSON values, strict in both directions.

:data:`converter` is a cattrs ``Converter`` that refuses unknown keys and validates in
detail: ``Action`` is a union tagged by its ``"type"`` key (the class's name), ``Setup``,
``GameRecord`` and every action are structured field by field, and each field goes
through its check from :mod:`bigtrouble.saves.schema` (whole numbers in a range, never
``true`` for 1; names this version knows; printable text of a bounded length), given as
a per-field hook. A record file's own shape (the problem report's) registers its hooks
with :func:`register_record`.

cattrs answers a refusal with a tree of errors (``ClassValidationError``,
``IterableValidationError``) annotated with the field name or the list index at each
level. :func:`structure` turns the first problem of that tree into the sentence the
player reads ("is damaged: entry 3 of the action list ..." becomes "action 3's uid is
-1, outside 0 to 9999"), as :class:`bigtrouble.saves.schema.Invalid`.

The bounded parser stays in front: nothing reaches the converter that was not read with
a size cap and parsed with bounded depth and digits.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import attrs
import cattrs
from cattrs.errors import (
    AttributeValidationNote,
    BaseValidationError,
    ClassValidationError,
    ForbiddenExtraKeysError,
    IterableValidationNote,
)
from cattrs.gen import make_dict_structure_fn_from_attrs, override
from cattrs.strategies import configure_tagged_union

from bigtrouble.actions import ACTION_TYPES, Action
from bigtrouble.history import GameRecord
from bigtrouble.model import Setup
from bigtrouble.saves.schema import (
    ACTION_FIELDS,
    MAX_ACTIONS,
    SEED_RANGE,
    SETUP_FIELDS,
    Bad,
    Field,
    Int,
    Invalid,
    damaged,
    quote,
    show,
)

T = TypeVar("T")

TAG = "type"
"""The key naming an action's class in a file."""

SEED = Int(*SEED_RANGE)

Actions = tuple[Action, ...]

converter = cattrs.Converter(forbid_extra_keys=True, detailed_validation=True)
"""The converter of every record file (saves, problem reports, journal lines)."""


def _checked(check: Field) -> Callable[[Any, Any], Any]:
    """A cattrs hook that lets the field's check decide (and build the value)."""

    def hook(value: Any, _: Any) -> Any:
        return check.check(value)

    return hook


def _objects_only(hook: Callable[[Any, Any], T]) -> Callable[[Any, Any], T]:
    """A record's hook that refuses anything but a JSON object first (cattrs would index a list)."""

    def structure_object(value: Any, cls: Any) -> T:
        if not isinstance(value, dict):
            raise Bad(f"is {show(value)}, not an object")
        return hook(value, cls)

    return structure_object


def register_record(cls: type, checks: Mapping[str, Field | Callable[[Any, Any], Any]]) -> None:
    """Structure ``cls`` from a JSON object whose fields are exactly ``cls``'s, each through its check.

    A check is a :class:`~bigtrouble.saves.schema.Field` or a cattrs hook (for a field holding
    records, such as the actions). Every field is required, defaults or not: the game always
    writes all of them, and a file missing one was not written by it (migrations fill in
    the fields older versions lacked).
    """
    hooks: dict[str, Any] = {
        name: override(struct_hook=_checked(c) if isinstance(c, Field) else c) for name, c in checks.items()
    }
    required = [a.evolve(default=attrs.NOTHING) for a in attrs.fields(cls)]
    hook: Callable[[Any, Any], Any] = make_dict_structure_fn_from_attrs(required, cls, converter, **hooks)
    converter.register_structure_hook(cls, _objects_only(hook))


def _action_list(value: Any, _: Any) -> Actions:
    """The actions of a list of at most :data:`MAX_ACTIONS` of them, each structured through the union."""
    if not isinstance(value, list):
        raise Bad(f"is {show(value)}, not a list")
    if len(value) > MAX_ACTIONS:
        raise Bad(f"holds {len(value):,} actions (at most {MAX_ACTIONS:,})")
    actions: Actions = _each_action(value, Actions)
    return actions


def _configure() -> Callable[[Any, Any], Actions]:
    """Register the hooks of actions, setups and game records; return cattrs' own hook for a list of actions."""
    for cls in ACTION_TYPES:
        register_record(cls, {f.name: ACTION_FIELDS[f.name] for f in attrs.fields(cls)})
    configure_tagged_union(Action, converter, tag_generator=lambda cls: cls.__name__, tag_name=TAG)
    by_tag = converter.get_structure_hook(Action)
    names = {cls.__name__ for cls in ACTION_TYPES}

    def structure_action(value: Any, cls: Any) -> Action:
        if not isinstance(value, dict):
            raise Bad(f"is {show(value)}, not an action")
        kind = value.get(TAG)
        if not isinstance(kind, str) or kind not in names:
            raise Bad(f"is of type {show(kind)}, which is not an action")
        action: Action = by_tag(value, cls)
        return action

    tagged = converter.get_unstructure_hook(Action)

    def unstructure_action(action: Action) -> dict[str, Any]:
        fields: dict[str, Any] = tagged(action)
        return {TAG: fields.pop(TAG), **fields}

    converter.register_structure_hook(Action, structure_action)
    converter.register_unstructure_hook(Action, unstructure_action)
    each = converter.get_structure_hook(Actions)  # cattrs' own: every entry through the union, noted by index
    converter.register_structure_hook_func(lambda t: t == Actions, _action_list)
    register_record(Setup, SETUP_FIELDS)
    lists = {"actions": _action_list, "redo": _action_list}
    register_record(GameRecord, {"setup": converter.get_structure_hook(Setup), "seed": SEED, **lists})
    return each


_each_action = _configure()


# ---- cattrs' error tree to the player's sentence ------------------------------------------------

Path = tuple[str | int, ...]


def _step(exc: BaseException) -> str | int | None:
    """The field name or list index a cattrs level noted on ``exc``."""
    for note in reversed(getattr(exc, "__notes__", ())):
        if isinstance(note, AttributeValidationNote):
            return note.name
        if isinstance(note, IterableValidationNote):
            return note.index
    return None


def _rank(exc: BaseException) -> int:
    """Which problem of a record is told first: an unknown field, then a missing one, then a bad value."""
    if isinstance(exc, ForbiddenExtraKeysError):
        return 0
    if isinstance(exc, KeyError) and not isinstance(exc, BaseValidationError):
        return 1
    return 2


def first_problem(exc: BaseException, path: Path = ()) -> tuple[Path, BaseException]:
    """The first leaf of a cattrs error tree, with the path of field names and indexes leading to it."""
    while isinstance(exc, BaseValidationError):
        children = list(exc.exceptions)
        if isinstance(exc, ClassValidationError):
            children.sort(key=_rank)
        child = children[0]
        step = _step(child)
        if step is not None and not isinstance(child, ForbiddenExtraKeysError):
            path = (*path, step)
        exc = child
    return path, exc


Namer = Callable[[Path], str]


def sentence(exc: BaseException, where: Namer) -> Invalid:
    """The refusal, in the player's words, for a structuring failure; ``where`` names a field by its path."""
    path, leaf = first_problem(exc)
    if isinstance(leaf, Bad):
        at = path if leaf.entry is None else (*path, leaf.entry)
        return damaged(f"{where(at)} {leaf.clause}")
    if isinstance(leaf, ForbiddenExtraKeysError):
        key = sorted(leaf.extra_fields)[0]
        return damaged(f"{where(path)} has a field {quote(key)} this version does not know")
    if isinstance(leaf, KeyError) and path:
        return damaged(f"{where(path[:-1])} has no {path[-1]!r}")
    return damaged(f"{where(path)} is not what this version expects")


def structure(data: Any, cls: type[T], where: Namer) -> T:
    """``data`` as a ``cls``; raise :class:`Invalid` with the sentence for the first problem."""
    try:
        return converter.structure(data, cls)
    except (BaseValidationError, Bad) as exc:
        raise sentence(exc, where) from None


def record_words(owner: str) -> Namer:
    """Names fields of a game record file: the setup's, the seed, the action and redo lists' entries.

    Any other top-level field is "<owner>'s <field>" ("the report's app version").
    """
    lists = {"actions": ("the action list", "action"), "redo": ("the redo list", "redo step")}

    def where(path: Path) -> str:
        if not path:
            return owner
        name, *rest = path
        if name in lists:
            whole, each = lists[str(name)]
            if not rest:
                return whole
            text = f"{each} {int(rest[0]) + 1}"
            if len(rest) > 2:  # an entry of an action's list field (a reorder's cards)
                return f"entry {int(rest[2]) + 1} of {text}'s {rest[1]}"
            return f"{text}'s {rest[1]}" if len(rest) > 1 else text
        if name == "seed":
            return "the seed"
        if name == "setup":
            text = "the setup" if not rest else f"the setup's {rest[0]}"
            return f"entry {int(rest[1]) + 1} of {text}" if len(rest) > 1 else text
        text = f"{owner}'s {str(name).replace('_', ' ')}"
        return f"entry {int(rest[0]) + 1} of {text}" if rest else text

    return where


def structure_actions(data: Any, what: str) -> Actions:
    """A list of actions (a journal line's); ``what`` names the list in a refusal."""
    words = record_words(what)
    return structure(data, Actions, lambda path: words(("actions", *path)) if path else what)


def unstructure(value: Any, cls: Any = None) -> Any:
    """``value`` as plain JSON values (an action's dict starts with its ``"type"``)."""
    return converter.unstructure(value, cls)

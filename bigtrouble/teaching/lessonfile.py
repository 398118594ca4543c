"""Lesson files: their format, loading them with clear errors, and the positions their parts start from.

A lesson is a TOML file in ``assets/lessons/``: a title, a recap, and one or more
*parts*, each starting from a position (a scenario ``[setup]`` table, or the
first-game preset with a fixed seed and stacked decks). A part is a list of
*steps*; each step says a few words, points at one thing on the mat and waits
for the player to do one thing. By example::

    name = "first-game"
    title = "Learn to play"
    recap = ["Villains enter from the Villain Deck and walk toward the Bridge."]
    finish = "Finish this game yourself."

    [[parts]]
    title = "Your first turn"
    [parts.setup]                  # a scenario [setup] table, or:
    preset = "first-game"          # the rulebook's first game ...
    seed = 7                       # ... with this seed,
    players = 1                    # one person playing two hands,
    stack = { villain_deck = ["Wing Kong Thug"], hand = ["Chang Sing Warrior"] }  # these cards on top / in hand

    [[parts.steps]]
    headline = "Play a Chang Sing Warrior"     # at most 8 words
    why = "Its Attack goes to your total."      # at most one sentence of about 20 words
    point = "card:Chang Sing Warrior"           # a zone key (city:0, hq:2, attack ...) or card:NAME
    wait = "play Chang Sing Warrior"            # what the step waits for (below)
    check = { attack = 1 }                      # a scenario [expect] table, checked when the step is done

``wait`` is ``click`` (click the thing pointed at), an action line in the scenario
syntax (``play NAME``, ``recruit NAME``, ``fight NAME``, ``fight mastermind``,
``end turn``, ``heal``, ``choose LABEL``, ``decline``), the same with ``*`` for
any card or answer (``play *``), ``any`` (any legal move), or ``until``: any move
in ``allow`` (default: any) until the ``until`` table (a scenario ``[expect]``)
holds. ``show`` lists the action lines "Show me" plays (by default the ``wait``
line itself); an ``until`` step needs one.

A scenario ``[setup]`` may say ``solo = true`` (with two ``[[setup.players]]``): one
person playing both hands, as the preset's ``players = 1`` does. ``stack`` takes
``villain_deck``, ``hero_deck`` (the HQ is dealt from it again), ``hand`` and ``hand2``.

``bigtrouble.teaching.lessons`` plays them (no Qt here either).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from attrs import frozen

from bigtrouble.actions import Decline, EndTurn, FightMastermind, Heal
from bigtrouble.errors import SetupError
from bigtrouble.model import State, evolve
from bigtrouble.resources import assets_root
from bigtrouble.rules.setup import begin, first_game, set_up
from bigtrouble.teaching import scenario
from bigtrouble.teaching.reading import read_toml
from bigtrouble.zones import name

ZONE_KEYS = frozenset(
    {f"city:{i}" for i in range(5)}
    | {f"hq:{i}" for i in range(5)}
    | {
        "villain_deck",
        "hero_deck",
        "bystanders",
        "wounds",
        "uncle_chu",
        "mediocre",
        "ko",
        "escaped",
        "mastermind",
        "scheme",
        "tactics",
        "deck",
        "discard",
        "victory",
        "hand",
        "played",
        "attack",
        "recruit",
        "end_turn",
        "heal",
        "prompt",
        "strip",
    }
)
"""Everything on the mat a step may point at, besides ``card:NAME``."""
VERBS = ("play", "recruit", "fight", "choose")
SIMPLE = {"end turn": EndTurn, "heal": Heal, "decline": Decline, "fight mastermind": FightMastermind}
MAX_HEADLINE_WORDS = 8
MAX_WHY_WORDS = 22


class LessonError(scenario.ScenarioError):
    """A lesson or puzzle file that can't be understood; the message names the file and the place."""


@frozen
class Step:
    """One thing to do: words, a pointer, what is awaited, and what must be true afterwards."""

    headline: str
    why: str
    point: str
    wait: str
    until: dict[str, Any] | None = None
    allow: tuple[str, ...] = ()
    show: tuple[str, ...] = ()
    check: dict[str, Any] | None = None


@frozen
class Part:
    """A stretch of a lesson played from one position."""

    title: str
    setup: dict[str, Any]
    steps: tuple[Step, ...]


@frozen
class Lesson:
    """A whole lesson: its parts, and the recap shown at the end."""

    name: str
    title: str
    parts: tuple[Part, ...]
    recap: tuple[str, ...] = ()
    finish: str = ""
    path: str = ""

    @property
    def steps(self) -> tuple[tuple[int, int, Step], ...]:
        """Every step in order, as (part index, step index in the part, step)."""
        return tuple((p, i, s) for p, part in enumerate(self.parts) for i, s in enumerate(part.steps))


# --- loading -------------------------------------------------------------------------------


def lessons_dir() -> Path:
    """Where the lesson files live (``assets/lessons``)."""
    return assets_root() / "lessons"


def lesson_files() -> list[Path]:
    """Every lesson file, sorted by name."""
    return sorted(lessons_dir().glob("*.toml"))


def _words(text: str) -> int:
    return len(text.split())


def check_pattern(line: str) -> None:
    """Raise :class:`LessonError` unless ``line`` is an action pattern a step or a puzzle may use."""
    low = line.strip().lower()
    if low in SIMPLE or low in ("any", "villain card"):
        return
    verb, _, rest = low.partition(" ")
    if verb not in VERBS or not rest.strip():
        raise LessonError(f"{line!r} is not an action (play/recruit/fight/choose NAME, end turn, heal, decline, any)")


def check_point(point: str) -> None:
    """Raise :class:`LessonError` unless ``point`` names something on the mat."""
    if point.startswith("card:") and point[5:].strip():
        return
    if point not in ZONE_KEYS:
        raise LessonError(f"point {point!r} is neither a zone key ({', '.join(sorted(ZONE_KEYS))}) nor card:NAME")


def _str(table: dict[str, Any], key: str, where: str, default: str | None = None) -> str:
    value = table.get(key, default)
    if not isinstance(value, str):
        raise LessonError(f"{where}: '{key}' must be text" + ("" if default is not None else " and is required"))
    return value


def _lines(table: dict[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = table.get(key, [])
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LessonError(f"{where}: '{key}' must be a list of action lines")
    for line in value:
        check_pattern(line.lstrip("!"))
    return tuple(value)


def parse_step(table: Any, where: str) -> Step:
    """One ``[[parts.steps]]`` table as a :class:`Step`; :class:`LessonError` says what is wrong."""
    if not isinstance(table, dict):
        raise LessonError(f"{where} is not a table")
    unknown = set(table) - {"headline", "why", "point", "wait", "until", "allow", "show", "check"}
    if unknown:
        raise LessonError(f"{where}: unknown keys {', '.join(sorted(unknown))}")
    headline = _str(table, "headline", where)
    why = _str(table, "why", where, "")
    if not headline.strip() or _words(headline) > MAX_HEADLINE_WORDS:
        raise LessonError(f"{where}: the headline needs 1 to {MAX_HEADLINE_WORDS} words: {headline!r}")
    if _words(why) > MAX_WHY_WORDS or why.count(". ") > 0:
        raise LessonError(f"{where}: 'why' must be one sentence of at most {MAX_WHY_WORDS} words: {why!r}")
    point = _str(table, "point", where)
    check_point(point)
    wait = _str(table, "wait", where)
    until = table.get("until")
    if wait == "until":
        if not isinstance(until, dict) or not until:
            raise LessonError(f"{where}: wait = 'until' needs an 'until' table of what must become true")
    elif wait != "click":
        check_pattern(wait)
    check = table.get("check")
    if check is not None and not isinstance(check, dict):
        raise LessonError(f"{where}: 'check' must be a table like a scenario's [expect]")
    show = _lines(table, "show", where)
    if wait == "until" and not show:
        raise LessonError(f"{where}: an 'until' step needs 'show', the moves that get there")
    return Step(headline, why, point, wait, until, _lines(table, "allow", where), show, check)


def parse_lesson(data: dict[str, Any], path: str = "") -> Lesson:
    """A lesson from parsed TOML; :class:`LessonError` names what is wrong and where."""
    where = path or "lesson"
    unknown = set(data) - {"name", "title", "recap", "finish", "parts"}
    if unknown:
        raise LessonError(f"{where}: unknown top-level keys {', '.join(sorted(unknown))}")
    parts_data = data.get("parts")
    if not isinstance(parts_data, list) or not parts_data:
        raise LessonError(f"{where}: a lesson needs at least one [[parts]] table")
    parts: list[Part] = []
    for p, part in enumerate(parts_data, 1):
        here = f"{where}, part {p}"
        if not isinstance(part, dict) or not isinstance(part.get("setup"), dict):
            raise LessonError(f"{here}: each part needs a [parts.setup] table")
        steps = part.get("steps")
        if not isinstance(steps, list) or not steps:
            raise LessonError(f"{here}: each part needs at least one [[parts.steps]] table")
        parsed = tuple(parse_step(s, f"{here}, step {i}") for i, s in enumerate(steps, 1))
        parts.append(Part(_str(part, "title", here, ""), part["setup"], parsed))
    recap = data.get("recap", [])
    if not isinstance(recap, list) or not all(isinstance(r, str) for r in recap):
        raise LessonError(f"{where}: 'recap' must be a list of sentences")
    lesson_name = _str(data, "name", where, Path(path).stem if path else "")
    return Lesson(
        lesson_name,
        _str(data, "title", where, lesson_name),
        tuple(parts),
        tuple(recap),
        _str(data, "finish", where, ""),
        path,
    )


def load_lesson(path: str | Path) -> Lesson:
    """Read a lesson file; raise :class:`LessonError` (a ``ScenarioError``) with the reason if it is malformed."""
    data = read_toml(path, LessonError)
    return parse_lesson(data, str(path))


def lesson_named(lesson: str) -> Lesson:
    """The lesson called ``lesson`` (its ``name``, or its file's stem)."""
    for f in lesson_files():
        if f.stem == lesson:
            return load_lesson(f)
    names = ", ".join(f.stem for f in lesson_files())
    raise LessonError(f"there is no lesson called {lesson!r} (lessons: {names})")


# --- positions ---------------------------------------------------------------------------------


def _pull(pile: tuple[int, ...], s: State, names: Sequence[str], where: str) -> tuple[int, ...]:
    """``pile`` with the first card of each name moved to the top, in the order named."""
    rest = list(pile)
    top: list[int] = []
    for card in names:
        match = next((u for u in rest if name(s, u).lower() == card.lower()), None)
        if match is None:
            raise LessonError(f"stack: no {card!r} left in the {where}")
        rest.remove(match)
        top.append(match)
    return tuple(top + rest)


def preset_position(setup: dict[str, Any]) -> State:
    """The first-game preset with ``seed``, ``players`` and ``names``, decks stacked by ``stack``.

    ``stack.villain_deck`` and ``stack.hero_deck`` put the named cards on top (the HQ is
    dealt again from the stacked Hero Deck); ``stack.hand`` and ``stack.hand2`` give the
    first and second hand these cards (taken from that player's cards) before the
    first turn begins.
    """
    unknown = set(setup) - {"preset", "seed", "players", "names", "stack"}
    if unknown or setup.get("preset") != "first-game":
        raise LessonError(
            f"a preset setup takes preset = 'first-game', seed, players, names, stack; not {sorted(unknown)}"
        )
    players = int(setup.get("players", 1))
    names = tuple(setup.get("names", ()))
    s = set_up(first_game(players, names), int(setup.get("seed", 1)))
    stack = setup.get("stack", {})
    if not isinstance(stack, dict):
        raise LessonError("stack must be a table")
    if "villain_deck" in stack:
        s = evolve(s, villain_deck=_pull(s.villain_deck, s, stack["villain_deck"], "Villain Deck"))
    if "hero_deck" in stack:
        from bigtrouble.zones import refill_hq

        deck = _pull(tuple(u for u in s.hq if u >= 0) + s.hero_deck, s, stack["hero_deck"], "Hero Deck")
        s = refill_hq(evolve(s, hq=(-1,) * 5, hero_deck=deck))
    for index, key in enumerate(("hand", "hand2")):
        if key in stack:
            p = s.players[index]
            cards = _pull(p.hand + p.deck, s, stack[key], f"cards of player {index + 1}")
            n = len(p.hand)
            seats = list(s.players)
            seats[index] = evolve(p, hand=cards[:n], deck=cards[n:])
            s = evolve(s, players=tuple(seats))
    return begin(s)


def setup_position(setup: dict[str, Any]) -> State:
    """A ``[setup]`` table's position: the preset or a scenario setup (``solo = true``: one person, two hands)."""
    if "preset" in setup:
        return preset_position(setup)
    table = {k: v for k, v in setup.items() if k != "solo"}
    s = scenario.build(table)
    if setup.get("solo"):
        if len(s.players) != 2:
            raise LessonError("solo = true needs exactly two [[setup.players]] (one person plays both hands)")
        s = evolve(s, setup=evolve(s.setup, players=1))
    return s


def part_position(part: Part) -> State:
    """The position a part starts from."""
    try:
        return setup_position(part.setup)
    except SetupError as exc:
        raise LessonError(f"part {part.title!r}: bad setup: {exc}") from exc
    except scenario.ScenarioError as exc:
        raise LessonError(f"part {part.title!r}: {exc}") from exc

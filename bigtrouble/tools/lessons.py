"""Lessons: scenario files with words and pointers, walked one step at a time (no Qt).

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

:class:`LessonRun` walks a lesson against states: it says whether a move is what
the step wants (and, if not, why not, kindly), moves on when the step is done and
goes back when undo returns to an earlier step's position. :func:`walk` plays a
whole lesson headlessly, as the tests and ``python -m bigtrouble lessons`` do.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from attrs import frozen

from bigtrouble.actions import Action, Choose, Decline, EndTurn, Fight, FightMastermind, Heal, PlayCard, Recruit
from bigtrouble.engine import apply, legal_actions
from bigtrouble.errors import IllegalAction, SetupError
from bigtrouble.model import State, evolve
from bigtrouble.resources import assets_root
from bigtrouble.rules.setup import begin, first_game, set_up
from bigtrouble.tools import scenario
from bigtrouble.tools.position import space_index
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
    try:
        import tomllib

        with open(path, "rb") as f:
            data = tomllib.load(f)
    except OSError as exc:
        raise LessonError(f"can't read {path}: {exc.strerror}") from exc
    except ValueError as exc:
        raise LessonError(f"{path} is not valid TOML: {exc}") from exc
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


# --- moves against patterns ----------------------------------------------------------------------


def _named(s: State, uid: int, want: str) -> bool:
    return want == "*" or (uid >= 0 and name(s, uid).lower() == want)


def matches(pattern: str, s: State, action: Action) -> bool:
    """Whether ``action`` (about to be made in ``s``) is what the action pattern asks for."""
    low = pattern.strip().lower()
    if low == "any":
        return True
    if low in SIMPLE:
        return isinstance(action, SIMPLE[low])
    verb, _, rest = low.partition(" ")
    rest = rest.strip()
    if verb == "play":
        return isinstance(action, PlayCard) and _named(s, action.uid, rest)
    if verb == "recruit":
        return isinstance(action, Recruit) and _named(s, action.uid, rest)
    if verb == "fight":
        if isinstance(action, FightMastermind):
            return rest in ("*", "mastermind") or (s.mastermind >= 0 and name(s, s.mastermind).lower() == rest)
        return isinstance(action, Fight) and _named(s, action.uid, rest)
    if verb == "choose" and isinstance(action, Choose) and s.pending is not None:
        if rest == "*":
            return True
        if rest.startswith("#"):
            return action.index == int(rest[1:]) - 1
        option = s.pending.options[action.index] if 0 <= action.index < len(s.pending.options) else None
        return option is not None and (option.label.lower() == rest or _named(s, option.uid, rest))
    return False


def wanted_words(step: Step) -> str:
    """What a step asks for, in a few words ("play a Chang Sing Warrior")."""
    if step.wait == "click":
        return "click the glowing card or place"
    if step.wait == "until":
        return step.headline[0].lower() + step.headline[1:]
    low = step.wait.lower()
    verb, _, rest = step.wait.partition(" ")
    if low in ("end turn", "heal", "decline"):
        return {"end turn": "end the turn", "heal": "heal your Wounds", "decline": "say no to this choice"}[low]
    if low == "fight mastermind":
        return "fight the Mastermind"
    if rest.strip() == "*":
        return {
            "play": "play a card",
            "recruit": "recruit a Hero",
            "fight": "fight",
            "choose": "answer the choice",
        }.get(verb.lower(), low)
    return f"{verb.lower()} {rest}"


def expected_actions(step: Step, s: State) -> list[Action]:
    """The first move "Show me" makes now (an empty list for a ``click`` step)."""
    lines = step.show or ((step.wait,) if step.wait not in ("click", "until", "any") else ())
    for line in lines:
        if "*" in line:
            for a in legal_actions(s):
                if matches(line, s, a):
                    return [a]
            continue
        try:
            parsed = scenario.parse_action(s, line)
        except scenario.ScenarioError:
            continue
        if not isinstance(parsed, str) and parsed in legal_actions(s):
            return [parsed]
    return []


def pointer(step: Step, s: State) -> tuple[str, int]:
    """Where a step points in ``s``: a zone key and the uid of the card there (-1 for a place, not a card)."""
    point = step.point
    if point.startswith("card:"):
        want = point[5:].strip().lower()
        me = s.pending.player if s.pending is not None else s.current
        places: list[tuple[str, Sequence[int]]] = [
            ("hand", s.players[me].hand),
            ("played", s.players[s.current].played),
        ]
        places += [(f"city:{i}", (u,)) for i, u in enumerate(s.city)]
        places += [(f"hq:{i}", (u,)) for i, u in enumerate(s.hq)]
        places += [("mastermind", (s.mastermind,)), ("scheme", (s.scheme,)), ("uncle_chu", s.uncle_chu[:1])]
        places += [("victory", s.players[me].victory[-1:]), ("discard", s.players[me].discard[-1:])]
        for key, uids in places:
            for u in uids:
                if u >= 0 and name(s, u).lower() == want:
                    return key, u
        return "", -1
    if point.startswith(("city:", "hq:")):
        kind, _, index = point.partition(":")
        u = (s.city if kind == "city" else s.hq)[space_index(int(index))]
        return point, u
    single = {"mastermind": s.mastermind, "scheme": s.scheme}
    return point, single.get(point, -1)


def settle(s: State) -> tuple[State, list[Action]]:
    """Answer every choice that has exactly one answer, as the client does (unless full control)."""
    done: list[Action] = []
    while s.pending is not None and len(s.pending.options) == 1 and not s.pending.optional:
        s = apply(s, Choose(0))
        done.append(Choose(0))
    return s, done


# --- a lesson being played -------------------------------------------------------------------------


class LessonRun:
    """A lesson in progress: which step, the position each step of the part started from.

    ``index`` counts steps over the whole lesson; ``done`` once the last step is done.
    The client shows :attr:`state`; it asks :meth:`refusal` before each move, tells
    :meth:`moved` after it, :meth:`clicked` when something is clicked, and
    :meth:`returned` when undo brings back an earlier position.
    """

    def __init__(self, lesson: Lesson, index: int = 0) -> None:
        """Start ``lesson`` at step ``index`` (the part's position, the steps before it played for you)."""
        self.lesson = lesson
        self.flat = lesson.steps
        self.misses = 0
        self.done = False
        self.index = 0
        self.marks: list[State] = []
        self.state = part_position(lesson.parts[0])
        self.finished = self.state
        """The position in which the last finished step was done (before a new part replaced it)."""
        self.goto(index)

    @property
    def part(self) -> int:
        """The part of the current step."""
        return self.flat[min(self.index, len(self.flat) - 1)][0]

    @property
    def step(self) -> Step:
        """The current step (the last one once the lesson is done)."""
        return self.flat[min(self.index, len(self.flat) - 1)][2]

    @property
    def part_start(self) -> int:
        """The lesson-wide index of the current part's first step."""
        return next(i for i, (p, _, _) in enumerate(self.flat) if p == self.part)

    def goto(self, index: int) -> State:
        """Replay from step ``index``: the part's position, with the earlier steps of the part played."""
        index = max(0, min(index, len(self.flat) - 1))
        part = self.flat[index][0]
        first = next(i for i, (p, _, _) in enumerate(self.flat) if p == part)
        self.state, _ = settle(part_position(self.lesson.parts[part]))
        self.index, self.done, self.misses, self.marks = first, False, 0, [self.state]
        while self.index < index:
            if not self.autoplay():
                raise LessonError(f"step {self.index + 1} can't be played for you ('{self.step.headline}')")
        return self.state

    def autoplay(self) -> bool:
        """Do the current step for the player (Show me); False if it can't be done."""
        step_no = self.index
        if self.step.wait == "click":
            self._advance()
            return True
        for _ in range(40):
            acts = expected_actions(self.step, self.state)
            if not acts:
                return False
            after, extra = settle(apply(self.state, acts[0]))
            self.moved(self.state, acts[0], after)
            if self.index != step_no or self.done:
                return True
        return False

    def refusal(self, s: State, action: Action) -> str | None:
        """``None`` if the step lets ``action`` be made now; else one kind sentence saying what it wants."""
        if self.done:
            return None
        step = self.step
        allowed: tuple[str, ...]
        if step.wait == "until":
            allowed = step.allow or ("any",)
        elif step.wait == "click":
            allowed = ()
        else:
            allowed = (step.wait,)
        if any(matches(p, s, action) for p in allowed):
            return None
        self.misses += 1
        return f"Not yet: this step asks you to {wanted_words(step)}."

    def moved(self, before: State, action: Action, after: State) -> bool:
        """A move was made (``before`` -> ``after``); move on if it finished the step. True if it did."""
        if self.done:
            return False
        step = self.step
        self.state = after
        finished = False
        if step.wait == "until":
            finished = step.until is not None and not scenario.check(after, step.until, "")
        elif step.wait not in ("click",):
            finished = matches(step.wait, before, action)
        if finished:
            self._advance()
        return finished

    def clicked(self, key: str, uid: int) -> bool:
        """Something on the mat was clicked; a ``click`` step pointing there is done. True if it was."""
        if self.done or self.step.wait != "click":
            return False
        want_key, want_uid = pointer(self.step, self.state)
        if (want_uid >= 0 and uid == want_uid) or (key and key == want_key):
            self._advance()
            return True
        self.misses += 1
        return False

    def returned(self, s: State) -> bool:
        """Undo or redo showed ``s``: go back to the latest step of this part that started there. True if it did."""
        self.state = s
        for i in range(len(self.marks) - 1, -1, -1):
            if self.marks[i] is s or (i < len(self.marks) - 1 and self.marks[i] == s):
                target = self.part_start + i
                if target != self.index or self.done:
                    self.index, self.done, self.misses = target, False, 0
                    del self.marks[i + 1 :]
                    return True
                return False
        return False

    def _advance(self) -> None:
        self.finished = self.state
        self.misses = 0
        if self.index + 1 >= len(self.flat):
            self.done = True
            return
        next_part = self.flat[self.index + 1][0]
        self.index += 1
        if next_part != self.flat[self.index - 1][0]:
            self.state, _ = settle(part_position(self.lesson.parts[next_part]))
            self.marks = [self.state]
        else:
            self.marks.append(self.state)

    def new_part(self) -> bool:
        """Whether the current step is the first of a part (the client starts a new session for it)."""
        return self.index == self.part_start


def walk(lesson: Lesson) -> list[str]:
    """Play every step of ``lesson`` as "Show me" would; return the problems found (empty: it works)."""
    problems: list[str] = []
    try:
        run = LessonRun(lesson)
    except (LessonError, SetupError, IllegalAction) as exc:
        return [f"{lesson.name}: {exc}"]
    while not run.done:
        i, step = run.index, run.step
        where = f"{lesson.name} step {i + 1} ({step.headline!r})"
        key, uid = pointer(step, run.state)
        if not key:
            problems.append(f"{where}: points at {step.point!r}, which is not on the mat")
        if step.wait == "click" and step.point.startswith("card:") and uid < 0:
            problems.append(f"{where}: waits for a click on a card that is not there")
        try:
            ok = run.autoplay()
        except IllegalAction as exc:
            problems.append(f"{where}: {exc}")
            break
        if not ok:
            problems.append(f"{where}: can't be done from this position")
            break
        if step.check is not None:
            problems += [f"{where}: {p}" for p in scenario.check(run.finished, step.check, "")]
    return problems

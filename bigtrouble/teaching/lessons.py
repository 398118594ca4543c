"""Lessons played one step at a time against game states (no Qt).

The file format and loading live in :mod:`bigtrouble.teaching.lessonfile` (its names
are re-exported here). :class:`LessonRun` walks a lesson against states: it says
whether a move is what the step wants (and, if not, why not, kindly), moves on
when the step is done and goes back when undo returns to an earlier step's
position. :func:`walk` plays a whole lesson headlessly, as the tests and
``python -m bigtrouble lessons`` do.
"""

from __future__ import annotations

from collections.abc import Sequence

from bigtrouble.actions import Action, Choose, Fight, FightMastermind, PlayCard, Recruit
from bigtrouble.engine import apply, legal_actions
from bigtrouble.engine import settle as engine_settle
from bigtrouble.errors import IllegalAction, SetupError
from bigtrouble.model import State
from bigtrouble.teaching import scenario
from bigtrouble.teaching.lessonfile import (
    MAX_HEADLINE_WORDS,
    MAX_WHY_WORDS,
    SIMPLE,
    ZONE_KEYS,
    Lesson,
    LessonError,
    Part,
    Step,
    check_pattern,
    check_point,
    lesson_files,
    lesson_named,
    lessons_dir,
    load_lesson,
    parse_lesson,
    parse_step,
    part_position,
    preset_position,
    setup_position,
)
from bigtrouble.teaching.position import space_index
from bigtrouble.zones import name

__all__ = [
    "MAX_HEADLINE_WORDS",
    "MAX_WHY_WORDS",
    "ZONE_KEYS",
    "Lesson",
    "LessonError",
    "LessonRun",
    "Part",
    "Step",
    "check_pattern",
    "check_point",
    "expected_actions",
    "lesson_files",
    "lesson_named",
    "lessons_dir",
    "load_lesson",
    "matches",
    "parse_lesson",
    "parse_step",
    "part_position",
    "pointer",
    "preset_position",
    "settle",
    "setup_position",
    "walk",
    "wanted_words",
]


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
    """Answer every choice that has exactly one answer, as the client does (the engine's :func:`engine.settle`)."""
    s, done = engine_settle(s)
    return s, list(done)


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
        self.earned: dict[int, tuple[tuple[str, ...], ...]] = {}
        """Per part the player has finished: the card ids each hand won into its Victory Pile in it."""
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
        self.earned = {p: won for p, won in self.earned.items() if p < part}  # this part and later are played again
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
            self.earned[self.part] = won_in(self.marks[0], self.state)
            self.done = True
            return
        next_part = self.flat[self.index + 1][0]
        self.index += 1
        if next_part != self.flat[self.index - 1][0]:
            self.earned[next_part - 1] = won_in(self.marks[0], self.state)
            self.state, _ = settle(part_position(self.lesson.parts[next_part]))
            self.marks = [self.state]
        else:
            self.marks.append(self.state)

    def won(self, now: State | None = None) -> tuple[tuple[str, ...], ...]:
        """The card ids each hand won into its Victory Pile over the lesson, part by part, as the player played it.

        The parts start from prepared positions whose Victory Piles hold cards nobody won in the lesson;
        only what was won during each part counts. The part being played counts up to ``now``
        (default: the lesson's latest position).
        """
        parts = dict(self.earned)
        if self.marks:
            parts[self.part] = won_in(self.marks[0], now if now is not None else self.state)
        totals: list[list[str]] = [[] for _ in range(max((len(p) for p in parts.values()), default=0))]
        for _, piles in sorted(parts.items()):
            for hand, pile in enumerate(piles):
                totals[hand] += pile
        return tuple(tuple(pile) for pile in totals)

    def new_part(self) -> bool:
        """Whether the current step is the first of a part (the client starts a new session for it)."""
        return self.index == self.part_start


def won_in(start: State, end: State) -> tuple[tuple[str, ...], ...]:
    """The card ids each hand's Victory Pile gained from ``start`` to ``end`` (two positions of one part)."""
    out: list[tuple[str, ...]] = []
    for before, after in zip(start.players, end.players, strict=False):
        kept = set(before.victory)
        out.append(tuple(end.card_ids[u] for u in after.victory if u not in kept))
    return tuple(out)


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

"""Puzzles: a position, a goal the game checks, three hints and a shown solution (no Qt).

A puzzle is a scenario file in ``assets/puzzles/`` with a few more keys::

    name = "tech-first"
    title = "Tech comes first"
    rung = 2                        # the step of the ladder in docs teaching.md (1 = a single fight)
    idea = "The order you play cards in can matter."
    goal = "Defeat the Wing Kong Gunman this turn."
    miss = "The Gunman is still standing."   # what the player is told when the goal fails
    when = "now"                    # "now": met as soon as [win] holds, failed when the turn ends;
                                    # "end": judged once, after you end the turn
    hints = ["A nudge in words.", "A pointer in words."]   # tiers 1 and 2; tier 3 shows the solution
    point = "card:CB Radio"         # what tier 2 lights up on the mat
    solution = ["play CB Radio", "play Truck Through Chinatown", "fight Wing Kong Gunman"]
    wrong = ["play Truck Through Chinatown", "play CB Radio"]   # the obvious play, which must fail
    bot_fails = true                # the heuristic bot's own turn does not solve it
    [setup]                         # a scenario [setup] (solo = true: one person, two hands)
    [win]                           # a scenario [expect] table: what the goal means

:func:`status` says whether a position meets the goal (``met``), can no longer meet
it (``failed``) or not yet (``open``); :func:`play_lines` plays action lines and
reports where that leaves the goal, as the tests and the Puzzles dialog do.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from attrs import frozen

from bigtrouble.actions import Action, EndTurn
from bigtrouble.engine import apply, legal_actions
from bigtrouble.errors import IllegalAction
from bigtrouble.model import Phase, State
from bigtrouble.resources import assets_root
from bigtrouble.teaching import scenario
from bigtrouble.teaching.lessons import LessonError, check_pattern, check_point, settle, setup_position
from bigtrouble.teaching.reading import read_toml

MET, FAILED, OPEN = "met", "failed", "open"
KEYS = {
    "name",
    "title",
    "rung",
    "miss",
    "idea",
    "goal",
    "when",
    "hints",
    "point",
    "solution",
    "wrong",
    "bot_fails",
    "setup",
    "win",
}


@frozen
class Puzzle:
    """One puzzle as read from its file."""

    name: str
    title: str
    rung: int
    idea: str
    goal: str
    miss: str
    when: str
    hints: tuple[str, str]
    point: str
    solution: tuple[str, ...]
    wrong: tuple[str, ...]
    bot_fails: bool
    setup: dict[str, Any]
    win: dict[str, Any]
    path: str = ""

    def start(self) -> State:
        """The puzzle's position, any lone forced choice answered."""
        return settle(setup_position(self.setup))[0]


def puzzles_dir() -> Path:
    """Where the puzzle files live (``assets/puzzles``)."""
    return assets_root() / "puzzles"


def puzzle_files() -> list[Path]:
    """Every puzzle file, sorted by name (the names start with their rung)."""
    return sorted(puzzles_dir().glob("*.toml"))


def _text(data: dict[str, Any], key: str, where: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise LessonError(f"{where}: '{key}' is required and must be text")
    return value


def _actions(data: dict[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = data.get(key)
    if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
        raise LessonError(f"{where}: '{key}' must be a non-empty list of action lines")
    for line in value:
        check_pattern(line)
    return tuple(value)


def parse_puzzle(data: dict[str, Any], path: str = "") -> Puzzle:
    """A puzzle from parsed TOML; :class:`LessonError` names what is wrong."""
    where = path or "puzzle"
    unknown = set(data) - KEYS
    if unknown:
        raise LessonError(f"{where}: unknown keys {', '.join(sorted(unknown))}")
    hints = data.get("hints")
    if not isinstance(hints, list) or len(hints) != 2 or not all(isinstance(h, str) for h in hints):
        raise LessonError(
            f"{where}: 'hints' must be two sentences (a nudge, then a pointer); the third hint is the solution"
        )
    when = data.get("when", "now")
    if when not in ("now", "end"):
        raise LessonError(f"{where}: 'when' must be 'now' or 'end', not {when!r}")
    point = _text(data, "point", where)
    check_point(point)
    for table in ("setup", "win"):
        if not isinstance(data.get(table), dict):
            raise LessonError(f"{where}: a [{table}] table is required")
    rung = data.get("rung", 1)
    if not isinstance(rung, int) or not 1 <= rung <= 7:
        raise LessonError(f"{where}: 'rung' must be 1 to 7")
    return Puzzle(
        name=str(data.get("name", Path(path).stem)),
        title=_text(data, "title", where),
        rung=rung,
        idea=_text(data, "idea", where),
        goal=_text(data, "goal", where),
        miss=str(data.get("miss", "The goal was not met this turn.")),
        when=when,
        hints=(hints[0], hints[1]),
        point=point,
        solution=_actions(data, "solution", where),
        wrong=_actions(data, "wrong", where),
        bot_fails=bool(data.get("bot_fails", False)),
        setup=data["setup"],
        win=data["win"],
        path=path,
    )


def load_puzzle(path: str | Path) -> Puzzle:
    """Read a puzzle file; :class:`LessonError` (a ``ScenarioError``) says why if it is malformed."""
    data = read_toml(path, LessonError)
    return parse_puzzle(data, str(path))


def all_puzzles() -> list[Puzzle]:
    """Every puzzle, in ladder order (raises :class:`LessonError` naming the first broken file)."""
    puzzles, problems = puzzles_and_problems()
    if problems:
        raise LessonError(problems[0])
    return puzzles


def puzzles_and_problems() -> tuple[list[Puzzle], list[str]]:
    """The puzzles that can be read, in ladder order, and a sentence for each file that can't."""
    good: list[Puzzle] = []
    problems: list[str] = []
    for f in puzzle_files():
        try:
            good.append(load_puzzle(f))
        except LessonError as exc:
            problems.append(str(exc))
    return sorted(good, key=lambda p: (p.rung, p.name)), problems


def turn_over(start: State, s: State) -> bool:
    """Whether the turn the puzzle is about has ended."""
    return (
        s.phase is Phase.OVER
        or s.current != start.current
        or s.turn.number != start.turn.number
        or (s.phase is not start.phase)
    )


def status(puzzle: Puzzle, start: State, s: State) -> str:
    """Where ``s`` leaves the goal: :data:`MET`, :data:`FAILED` or :data:`OPEN`."""
    holds = not scenario.check(s, puzzle.win, "")
    if puzzle.when == "now":
        if holds:
            return MET
        return FAILED if turn_over(start, s) else OPEN
    if not turn_over(start, s):
        return OPEN
    return MET if holds else FAILED


def what_failed(puzzle: Puzzle, s: State) -> str:
    """In words, what is missing from the goal in ``s`` (the first difference)."""
    problems = scenario.check(s, puzzle.win, "")
    return problems[0] if problems else ""


def play_lines(puzzle: Puzzle, lines: Sequence[str], finish_turn: bool = True) -> tuple[str, State]:
    """Play ``lines`` from the puzzle's start (answering lone forced choices); then, if the goal is
    still open and ``finish_turn``, end the turn. Returns the goal's status and the last state.
    A line that can't be played ends the attempt where it stands.
    """
    start = s = puzzle.start()
    for line in lines:
        if status(puzzle, start, s) != OPEN:
            break
        try:
            action = scenario.parse_action(s, line)
            if isinstance(action, str):
                raise LessonError(f"{line!r} is not a move a player makes")
            s = settle(apply(s, action))[0]
        except (scenario.ScenarioError, IllegalAction):
            break
    if finish_turn and status(puzzle, start, s) == OPEN and s.pending is None:
        try:
            s = settle(apply(s, EndTurn()))[0]
        except IllegalAction:
            pass
    return status(puzzle, start, s), s


def bot_attempt(puzzle: Puzzle, seed: int = 1) -> tuple[str, list[Action]]:
    """Let the heuristic bot play the puzzle's turn its own way; the goal's status and its moves."""
    from bigtrouble.bots import HeuristicBot

    bot = HeuristicBot(seed=seed)
    start = s = puzzle.start()
    moves: list[Action] = []
    for _ in range(200):
        if status(puzzle, start, s) != OPEN:
            break
        action = bot.choose(s, legal_actions(s))
        moves.append(action)
        s = apply(s, action)
    return status(puzzle, start, s), moves


def catalogue(check: bool = False) -> list[dict[str, Any]]:
    """Every lesson and puzzle with its number of steps (a puzzle's: its solution's moves).

    With ``check``, each lesson is walked and each puzzle solved, and the rows say
    whether that worked (``ok``) and what went wrong (``problems``).
    """
    from bigtrouble.teaching.lessons import lesson_files, load_lesson, walk

    rows: list[dict[str, Any]] = []
    for f in lesson_files():
        lesson = load_lesson(f)
        row: dict[str, Any] = {
            "kind": "lesson",
            "name": lesson.name,
            "title": lesson.title,
            "steps": len(lesson.steps),
            "parts": [p.title for p in lesson.parts],
        }
        if check:
            row["problems"] = walk(lesson)
            row["ok"] = not row["problems"]
        rows.append(row)
    for p in all_puzzles():
        row = {
            "kind": "puzzle",
            "name": p.name,
            "title": p.title,
            "steps": len(p.solution),
            "goal": p.goal,
            "rung": p.rung,
        }
        if check:
            solved, _ = play_lines(p, p.solution)
            failed, _ = play_lines(p, p.wrong)
            row["problems"] = [f"the solution ends {solved}" for _ in [0] if solved != MET]
            row["problems"] += [f"the wrong play ends {failed}" for _ in [0] if failed != FAILED]
            row["ok"] = not row["problems"]
        rows.append(row)
    return rows


def print_catalogue(as_json: bool = False, check: bool = False) -> int:
    """``python -m bigtrouble lessons [--json] [--check]``: print the catalogue; 1 if a check failed."""
    import json

    try:
        rows = catalogue(check)
    except LessonError as exc:
        print(f"bigtrouble lessons: {exc}")
        return 1
    if as_json:
        print(json.dumps(rows, indent=2))
    else:
        for r in rows:
            flag = "" if not check else "  ok" if r["ok"] else "  FAILED: " + "; ".join(r["problems"])
            about = ", ".join(r["parts"]) if r["kind"] == "lesson" else r["goal"]
            print(f"{r['kind']:6}  {r['name']:18} {r['steps']:3} steps  {r['title']}: {about}{flag}")
        print(f"{sum(r['kind'] == 'lesson' for r in rows)} lessons, {sum(r['kind'] == 'puzzle' for r in rows)} puzzles")
    return 0 if all(r.get("ok", True) for r in rows) else 1

"""Lessons and puzzles as data: every lesson walks to its end, every puzzle's solution solves it
and its obvious wrong play fails, and bad files are refused with a reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from bigtrouble.actions import EndTurn, PlayCard
from bigtrouble.teaching.lessons import (
    LessonError,
    LessonRun,
    expected_actions,
    lesson_files,
    lesson_named,
    load_lesson,
    matches,
    parse_lesson,
    pointer,
    walk,
)
from bigtrouble.teaching.puzzles import FAILED, MET, OPEN, all_puzzles, bot_attempt, load_puzzle, play_lines, status
from bigtrouble.tools import cli
from bigtrouble.zones import name

PUZZLES = all_puzzles()
MINIMAL_STEP = {"headline": "Play a card", "point": "hand", "wait": "play *"}


def _lesson(steps: list[dict[str, object]], setup: dict[str, object] | None = None) -> dict[str, object]:
    return {
        "name": "t",
        "parts": [{"title": "x", "setup": setup or {"hands": [["Chang Sing Warrior"]]}, "steps": steps}],
    }


@pytest.mark.parametrize("path", lesson_files(), ids=lambda p: p.stem)
def test_every_lesson_walks_to_its_end(path: Path) -> None:
    """Each step can be done from where the last one left off, points at something on the mat, and its checks hold."""
    lesson = load_lesson(path)
    assert lesson.steps, "a lesson without steps"
    assert walk(lesson) == []


def test_first_game_covers_what_a_newcomer_must_learn() -> None:
    """The guided first game reaches every idea the issue lists, in its own log."""
    from bigtrouble.model import log_entries

    lesson = lesson_named("first-game")
    run = LessonRun(lesson)
    said: list[str] = []
    while not run.done:
        assert run.autoplay(), run.step.headline
        said += [e.text for e in log_entries(run.finished.log)]
    text = "\n".join(said)
    for words in (
        "enters the Sewers",
        "pushed one space",
        "escapes",
        "recruits CB Radio",
        "recruits Uncle Chu",
        "Tech ability triggers",
        "rescues Bystander",
        "Scheme Twist",
        "Master Strike",
        "gains a Wound",
        "heals 2 Wounds",
        "takes Quick Draw",
        "The Final Showdown begins",
        "Showdown Total",
        "The city is empty, so Six Shooter captures Bystander",
        "held Bystanders: each player discards a card",
    ):
        assert words in text, words
    assert len(lesson.parts) >= 5 and lesson.parts[0].setup.get("preset") == "first-game"


def test_an_escape_with_two_bystanders_costs_each_hand_one_discard() -> None:
    """Part 3's escaping Villain holds two Bystanders; each hand discards one card, once (R50), as the step says."""
    from bigtrouble.model import log_entries

    lesson = lesson_named("first-game")
    start = next(i for i, (p, _, s) in enumerate(lesson.steps) if s.headline.startswith("Pay for the escape"))
    run = LessonRun(lesson, start)
    part_start = run.marks[0]
    assert [name(part_start, u) for u in part_start.captives[4]] == ["Bystander", "Bystander"]
    assert "two Bystanders" in run.step.why and "one card, just once" in run.step.why
    seen = len(log_entries(run.state.log))
    assert run.autoplay()
    discards = [e.text for e in log_entries(run.finished.log)[seen:] if " discards " in e.text]
    assert sorted(t.split()[0] for t in discards) == ["Jack", "Wang"]


def test_the_starting_deck_step_says_what_setup_deals() -> None:
    """The lesson's starting-deck step gives the numbers the setup code uses (R9), and points at the Mediocre pile."""
    from bigtrouble.rules.setup import MEDIOCRE_EACH, STRATEGISTS_EACH, WARRIORS_EACH

    words = "zero one two three four five six seven eight nine ten eleven twelve".split()
    step = next(s for _, _, s in lesson_named("first-game").steps if "Strategists" in s.why and s.point == "mediocre")
    total = STRATEGISTS_EACH + WARRIORS_EACH + MEDIOCRE_EACH
    assert words[total] in step.headline.lower()
    for count, kind in ((STRATEGISTS_EACH, "strategists"), (WARRIORS_EACH, "warriors"), (MEDIOCRE_EACH, "random")):
        assert f"{words[count]} {kind}" in step.why.lower(), kind
    run = LessonRun(lesson_named("first-game"))
    deck = [name(run.state, u) for u in run.state.players[0].hand + run.state.players[0].deck]
    assert len(deck) == total and deck.count("Chang Sing Strategist") == STRATEGISTS_EACH


def test_a_step_refuses_another_move_kindly_and_moves_on_with_the_right_one() -> None:
    """The fifth step wants a Strategist played: a Warrior is refused with what the step asks, the Strategist passes."""
    run = LessonRun(lesson_named("first-game"), 4)
    s = run.state
    warrior = next(u for u in s.me.hand if name(s, u) == "Chang Sing Warrior")
    strategist = next(u for u in s.me.hand if name(s, u) == "Chang Sing Strategist")
    refusal = run.refusal(s, PlayCard(warrior))
    assert refusal is not None and "play Chang Sing Strategist" in refusal
    assert run.misses == 1
    assert run.refusal(s, EndTurn()) is not None and run.misses == 2
    assert run.refusal(s, PlayCard(strategist)) is None
    from bigtrouble.engine import apply

    after = apply(s, PlayCard(strategist))
    assert run.moved(s, PlayCard(strategist), after) and run.index == 5 and run.misses == 0


def test_undo_goes_back_to_the_step_that_started_there() -> None:
    """Returning to the position where step 5 began (an undo) makes step 5 current again."""
    run = LessonRun(lesson_named("first-game"), 4)
    start = run.state
    assert run.autoplay() and run.index == 5
    assert run.returned(start) and run.index == 4


def test_replay_from_any_step_lands_on_that_step() -> None:
    """goto(k) rebuilds the part's position and plays the steps before k (here: the fight of part 1)."""
    lesson = lesson_named("first-game")
    run = LessonRun(lesson, 8)
    assert run.index == 8 and run.step.headline == lesson.steps[8][2].headline
    assert run.state.players[0].victory, "the Thug was fought on the way"
    run.goto(0)
    assert run.index == 0 and not run.state.players[0].victory


def test_click_steps_need_the_thing_pointed_at() -> None:
    """A click on the Scheme does not do the Mastermind step; a click on the Mastermind does."""
    run = LessonRun(lesson_named("first-game"))
    key, uid = pointer(run.step, run.state)
    assert key == "mastermind" and uid == run.state.mastermind
    assert not run.clicked("scheme", run.state.scheme) and run.index == 0
    assert run.clicked("mastermind", run.state.mastermind) and run.index == 1


def test_action_patterns() -> None:
    """Patterns match by verb and card name; '*' matches any card."""
    run = LessonRun(lesson_named("first-game"), 4)
    s = run.state
    u = next(u for u in s.me.hand if name(s, u) == "Chang Sing Warrior")
    assert matches("play *", s, PlayCard(u)) and matches("play chang sing warrior", s, PlayCard(u))
    assert not matches("play Chang Sing Strategist", s, PlayCard(u)) and not matches("end turn", s, PlayCard(u))
    assert expected_actions(run.step, s) and isinstance(expected_actions(run.step, s)[0], PlayCard)


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"name": "t"}, "at least one [[parts]]"),
        (_lesson([dict(MINIMAL_STEP, headline="one two three four five six seven eight nine")]), "1 to 8 words"),
        (_lesson([dict(MINIMAL_STEP, why="First sentence. Second sentence.")]), "one sentence"),
        (_lesson([dict(MINIMAL_STEP, point="the moon")]), "neither a zone key"),
        (_lesson([dict(MINIMAL_STEP, wait="dance")]), "is not an action"),
        (_lesson([dict(MINIMAL_STEP, wait="until")]), "needs an 'until' table"),
        (_lesson([dict(MINIMAL_STEP, colour="red")]), "unknown keys colour"),
        (_lesson([MINIMAL_STEP], {"preset": "first-game", "stack": {"hand": ["Six Shooter"]}}), "no 'Six Shooter'"),
    ],
)
def test_bad_lesson_files_are_refused_with_the_reason(data: dict[str, object], words: str) -> None:
    """Each malformed lesson names what is wrong."""
    with pytest.raises(LessonError, match=None) as info:
        lesson = parse_lesson(data, "bad.toml")
        LessonRun(lesson)
    assert words in str(info.value)


def test_a_lesson_file_that_is_not_toml_is_refused(tmp_path: Path) -> None:
    """Broken TOML gives a LessonError naming the file."""
    bad = tmp_path / "broken.toml"
    bad.write_text("name = \n")
    with pytest.raises(LessonError, match="broken.toml is not valid TOML"):
        load_lesson(bad)


def test_there_are_at_least_eight_puzzles_each_with_its_own_idea() -> None:
    """Eight or more puzzles, distinct ideas, each on a rung of the ladder."""
    assert len(PUZZLES) >= 8
    assert len({p.idea for p in PUZZLES}) == len(PUZZLES)
    assert len({p.rung for p in PUZZLES}) >= 5


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: p.name)
def test_every_puzzle_is_solved_by_its_solution_and_failed_by_the_obvious_play(puzzle) -> None:  # type: ignore[no-untyped-def]
    """The start is open; the solution meets the goal; the wrong play fails it."""
    start = puzzle.start()
    assert status(puzzle, start, start) == OPEN
    assert play_lines(puzzle, puzzle.solution)[0] == MET
    assert play_lines(puzzle, puzzle.wrong)[0] == FAILED


@pytest.mark.parametrize("puzzle", [p for p in PUZZLES if p.bot_fails], ids=lambda p: p.name)
def test_the_heuristic_bots_first_idea_does_not_solve_the_hard_puzzles(puzzle) -> None:  # type: ignore[no-untyped-def]
    """Where a puzzle says so, the heuristic bot playing its own turn misses the goal."""
    assert bot_attempt(puzzle)[0] == FAILED


def test_some_puzzles_are_marked_beyond_the_bot() -> None:
    """At least two puzzles are not solved by the bot's first idea (checked above)."""
    assert sum(p.bot_fails for p in PUZZLES) >= 2


def test_a_bad_puzzle_file_is_refused(tmp_path: Path) -> None:
    """A puzzle without hints says so."""
    bad = tmp_path / "p.toml"
    lines = ['title = "x"', 'idea = "y"', 'goal = "z"', 'point = "hand"', 'solution = ["end turn"]']
    bad.write_text("\n".join([*lines, 'wrong = ["end turn"]', "[setup]", "[win]", ""]))
    with pytest.raises(LessonError, match="'hints' must be two sentences"):
        load_puzzle(bad)


def test_lessons_command_lists_lessons_and_puzzles(capsys: pytest.CaptureFixture[str]) -> None:
    """`bigtrouble lessons --json --check` lists each with its steps and passes."""
    import json

    assert cli.main(["lessons", "--json", "--check"]) == 0
    rows = json.loads(capsys.readouterr().out)
    first = next(r for r in rows if r["name"] == "first-game")
    assert first["kind"] == "lesson" and first["steps"] == len(lesson_named("first-game").steps) and first["ok"]
    assert sum(r["kind"] == "puzzle" for r in rows) == len(PUZZLES)
    assert all(r["ok"] and r["steps"] > 0 for r in rows)
    assert cli.main(["lessons"]) == 0
    assert "first-game" in capsys.readouterr().out


def test_a_run_counts_only_what_each_hand_won_while_playing() -> None:
    """won(): the cards each hand's Victory Pile gained during each part, never the prepared piles;
    replaying from an earlier part forgets what that part and the later ones had won."""
    from bigtrouble.cards import registry

    run = LessonRun(lesson_named("first-game"))
    while not run.done:
        assert run.autoplay()
    jack, wang = ([registry.get(c).name for c in pile] for pile in run.won())
    assert sorted(jack) == sorted(
        ["Wing Kong Thug", "Wing Kong Hatchet Man", "Bystander", "Wing Kong Thug", "Quick Draw", "Wing Kong Payroll"]
    )
    assert wang == [] and "Smoke and Powder" in [name(run.state, u) for u in run.state.players[0].victory]
    second_part = next(i for i, (p, _, _) in enumerate(run.flat) if p == 1)
    run.goto(second_part)
    assert [registry.get(c).name for c in run.won()[0]] == ["Wing Kong Thug"]

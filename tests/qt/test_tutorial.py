"""Learn to Play and the puzzles in the real window: highlights, refusals, undo, resume, hints, goals."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from bigtrouble.actions import PlayCard
from bigtrouble.teaching.lessons import lesson_named
from bigtrouble.teaching.puzzles import all_puzzles
from bigtrouble.zones import name
from ui.dev import selftest, selftest_tutorial
from ui.teach.puzzles import PuzzleDialog, open_puzzle
from ui.teach.tutorial import Tutor, learn_to_play
from ui.window.main_window import MainWindow


def _hand_card(win: MainWindow, card: str) -> int:
    s = win.session.state
    return next(u for u in s.players[s.current].hand if name(s, u) == card)


def test_help_menu_has_learn_to_play_first_and_puzzles(window: MainWindow) -> None:
    """Help opens with Learn to Play; Puzzles is there too."""
    texts = [a.text().replace("&", "") for a in window._menu_by_name["help"].actions() if a.text()]
    assert texts[0] == "Learn to Play" and "Puzzles…" in texts


def test_a_wrong_move_is_refused_kindly_then_pulsed_then_shown(window: MainWindow) -> None:
    """Step 5 wants a Strategist: a Warrior drop is refused (nothing changes), the ring pulses after 2 misses,
    Show me appears after 3 and plays the move; Undo brings the step back."""
    tutor = learn_to_play(window, index=4)
    session = window.session
    before = session.state
    for miss in range(1, 4):
        error = window.scene.drop_card(_hand_card(window, "Chang Sing Warrior"), "played")
        assert error is not None and "Not yet" in error and "Strategist" in error
        assert session.state is before and tutor.run.misses == miss
    assert "Not yet" in tutor.caption.note.text()
    assert tutor.highlight.pulse and tutor.caption.show_me.isVisibleTo(tutor.caption)
    tutor.show_me()
    assert tutor.run.index == 5 and session.state is not before
    window.undo_action.trigger()
    assert session.state is before and tutor.run.index == 4


def test_the_ring_is_on_the_card_the_step_talks_about(window: MainWindow) -> None:
    """Step 8 points at the Thug in the Sewers: the ring is drawn around that card item."""
    tutor = learn_to_play(window, index=7)
    tutor.repoint()
    item, rect = tutor.target_item()
    thug = window.session.state.city[0]
    assert item is window.scene.cards[thug] and tutor.highlight.isVisible() and tutor.highlight.rect == rect
    assert tutor.leader.isVisible() and len(tutor.leader.points) >= 2


def _crosses(a, b, r) -> bool:  # type: ignore[no-untyped-def]
    """Whether the axis-parallel segment a-b passes through the inside of rectangle r."""
    inner = r.adjusted(2, 2, -2, -2)
    if abs(a.x() - b.x()) < 0.5:
        lo, hi = sorted((a.y(), b.y()))
        return inner.left() < a.x() < inner.right() and lo < inner.bottom() and hi > inner.top()
    lo, hi = sorted((a.x(), b.x()))
    return inner.top() < a.y() < inner.bottom() and lo < inner.right() and hi > inner.left()


def test_the_leader_line_never_crosses_the_city_or_covers_the_target(window: MainWindow) -> None:
    """For every step, the line runs around the city's cards (except into the target itself)."""
    from PySide6.QtCore import QPointF, QRectF

    tutor = learn_to_play(window, index=0)
    view = window.view
    checked = 0
    for index in range(len(tutor.lesson.steps)):
        tutor.replay(index)
        tutor.repoint()
        points = tutor.leader.points
        assert len(points) >= 2, f"step {index + 1} has no leader line"
        for i, box in enumerate(window.scene.lay.city):
            poly = view.mapFromScene(QRectF(box.x, box.y, box.w, box.h)).boundingRect()
            tl = view.viewport().mapTo(window, poly.topLeft())
            rect = QRectF(QPointF(tl), poly.size().toSizeF())
            if tutor.target_rect is not None and tutor.target_rect.intersects(QRectF(box.x, box.y, box.w, box.h)):
                continue
            for a, b in zip(points, points[1:], strict=False):
                assert not _crosses(a, b, rect), f"step {index + 1}: the line crosses city space {i}"
        checked += 1
    assert checked == len(tutor.lesson.steps)


def test_esc_hides_the_caption_and_f1_shows_it(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Esc on the mat hides the words and the line, the buttons stay; F1 brings them back."""
    from PySide6.QtCore import Qt

    tutor = learn_to_play(window, index=0)
    window.activateWindow()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not tutor.caption.body.isVisibleTo(tutor.caption) and tutor.caption.skip.isVisibleTo(tutor.caption)
    assert not tutor.leader.isVisible()
    tutor.shortcuts[0].activated.emit()  # F1 (a window shortcut: offscreen windows are never active)
    assert tutor.caption.body.isVisibleTo(tutor.caption)
    assert tutor.shortcuts[0].key().toString() == "F1"


def test_space_does_a_look_here_step_and_still_plays_the_focused_move(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """On a click step Space moves on; on a move step Space keeps the mat's meaning (do the focused move)."""
    from PySide6.QtCore import Qt

    tutor = learn_to_play(window, index=3)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert tutor.run.index == 4  # "A Villain entered the city", done by Space
    scene = window.scene
    while not (
        isinstance(scene.focused_action(), PlayCard)
        and name(window.session.state, scene.focused_action().uid) == "Chang Sing Strategist"
    ):
        scene.focus_step(1)
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert tutor.run.index == 5 and window.session.state.turn.recruit == 1


def test_leaving_and_coming_back_resumes_the_lesson(window: MainWindow) -> None:
    """Progress is kept in the settings: Learn to Play reopens at the step the player left."""
    tutor = learn_to_play(window, index=0)
    tutor.skip()
    tutor.skip()
    assert tutor.run.index == 2
    tutor.leave()
    assert window.tutor is None and getattr(window.session, "gate", None) is None
    again = learn_to_play(window)
    assert again.run.index == 2


def test_a_new_game_ends_the_lesson(window: MainWindow) -> None:
    """Starting another game takes the lesson's gate away."""
    from ui.dev.positions import demo_position
    from ui.session import Session

    learn_to_play(window, index=0)
    window.start(Session(demo_position()))
    assert window.tutor is None and getattr(window.session, "gate", None) is None


def test_the_steps_menu_replays_from_any_step(window: MainWindow) -> None:
    """The step list has every step; choosing one replays from there."""
    tutor: Tutor = learn_to_play(window, index=0)
    steps = [a for a in tutor.caption.menu.actions() if a.text()[:1].isdigit()]
    assert len(steps) == len(tutor.lesson.steps)
    steps[20].trigger()
    assert tutor.run.index == 20 and tutor.run.part == 1


@pytest.mark.slow
def test_the_tutorial_self_test_plays_the_whole_lesson_by_mouse(qapp: QApplication, tmp_path: Path) -> None:
    """``--self-test --tutorial``: every step by mouse, every ring on the mat, the recap reached."""
    lines: list[str] = []
    selftest_tutorial.run(tmp_path, report=lines.append)
    steps = len(lesson_named("first-game").steps)
    assert any(f"{steps} steps by mouse" in line and "recap shown" in line for line in lines)


@pytest.mark.slow
def test_the_tutorial_self_test_fails_when_a_highlight_points_at_nothing(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A step whose ring finds nothing on the mat fails the self-test and names the step."""
    monkeypatch.setattr(Tutor, "target_item", lambda self: (None, None))
    with pytest.raises(selftest.SelfTestError, match="step 1 .*points at nothing"):
        selftest_tutorial.run(tmp_path, report=lambda line: None)


def test_the_puzzle_dialog_lists_every_puzzle_with_its_goal(window: MainWindow) -> None:
    """Every puzzle is listed with its goal."""
    dialog = PuzzleDialog(window)
    assert dialog.list.count() == len(all_puzzles()) >= 8
    assert all_puzzles()[0].goal in dialog.list.item(0).text()


def test_a_puzzle_is_solved_on_the_mat_by_its_shown_solution(window: MainWindow) -> None:
    """Three hints (the second rings a thing on the mat), then the shown solution played move by move: solved.

    Every puzzle's solution is checked without a window in test_lessons; on the mat, one puzzle whose
    solution plays cards, answers a choice in the middle of a card, fights and recruits.
    """
    puzzle = next(p for p in all_puzzles() if p.name == "recruit-or-fight")
    run = open_puzzle(window, puzzle)
    run.next_hint()
    assert puzzle.hints[0] in run.panel.hint.text() and not run.highlight.isVisible()
    run.next_hint()
    assert run.highlight.isVisible(), "the second hint lights its pointer on the mat"
    run.next_hint()
    assert "Solution:" in run.panel.hint.text() and run.panel.play_button.isVisibleTo(run.panel)
    for _ in range(len(puzzle.solution) + 2):
        if run.verdict == "met":
            break
        run.panel.play_button.click()
    assert run.verdict == "met" and "Solved" in run.panel.verdict.text()
    assert puzzle.idea in run.panel.goal.text()


def test_a_wrong_play_fails_the_goal_and_undo_reopens_it(window: MainWindow) -> None:
    """Ending the turn without the fight fails "first blood"; undo makes it open again; Retry starts over."""
    puzzle = next(p for p in all_puzzles() if p.name == "first-blood")
    run = open_puzzle(window, puzzle)
    window.submit_and_report(PlayCard(_hand_card(window, "Chang Sing Warrior")))
    window._end_turn()
    assert run.verdict == "failed" and "Not this time" in run.panel.verdict.text()
    assert puzzle.miss in run.panel.verdict.text() and "expected" not in run.panel.verdict.text()
    window.undo_action.trigger()
    assert run.verdict == "open"
    run.retry()
    assert window.session.state == run.start_state


def test_a_step_can_be_done_from_the_keyboard(window: MainWindow) -> None:
    """Tab to the move the step wants and press Enter: the step is done."""
    tutor = learn_to_play(window, index=4)
    scene = window.scene
    for _ in range(len(scene.legal)):
        act = scene.focus_step(1)
        if isinstance(act, PlayCard) and name(window.session.state, act.uid) == "Chang Sing Strategist":
            break
    assert scene.activate_focus()
    assert tutor.run.index == 5


def test_play_refuses_a_bad_lesson_step_before_opening_a_window(capsys: pytest.CaptureFixture[str]) -> None:
    """`play --lesson first-game --step 999` and an unknown puzzle say why and exit 2."""
    from ui.app import play

    assert play(["--screenshot", "x.png", "--lesson", "first-game", "--step", "999"]) == 2
    assert "--step must be 1 to" in capsys.readouterr().err
    assert play(["--screenshot", "x.png", "--puzzle", "nope"]) == 2
    assert "no puzzle called 'nope'" in capsys.readouterr().err


def test_a_new_part_draws_its_own_cards_not_the_last_parts(window: MainWindow) -> None:
    """Positions reuse card uids for other cards: after a new part every item on the mat shows its own card."""
    last = max(i for i, (p, _, _) in enumerate(lesson_named("first-game").steps) if p == 0)
    tutor = learn_to_play(window, index=last)
    tutor.skip()  # the last step of part 1: part 2's position comes in
    assert tutor.run.part == 1
    s = window.session.state
    assert window.scene.cards and all(item.card_id == s.card_ids[uid] for uid, item in window.scene.cards.items())


def _python(*args: str) -> subprocess.CompletedProcess[str]:
    """Run ``python -m ui.app ARGS`` in a fresh interpreter from the repository root, offscreen."""
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
    return subprocess.run(
        [sys.executable, "-m", "ui.app", *args], cwd=root, env=env, capture_output=True, text=True, timeout=300
    )


@pytest.mark.slow
def test_bigtrouble_self_test_tutorial_exits_0(tmp_path: Path) -> None:
    """The command itself: `bigtrouble --self-test --tutorial` plays the lesson and exits 0."""
    done = _python("--self-test", "--tutorial", "--keep", str(tmp_path))
    assert done.returncode == 0, done.stderr
    steps = len(lesson_named("first-game").steps)
    assert f"{steps} steps by mouse" in done.stdout and "passed" in done.stdout


def test_play_renders_a_lesson_step_to_a_png(tmp_path: Path) -> None:
    """`bigtrouble play --screenshot shot.png --lesson first-game --step 8` writes the window as the player sees it."""
    from PySide6.QtGui import QImage

    shot = tmp_path / "step8.png"
    done = _python("play", "--screenshot", str(shot), "--lesson", "first-game", "--step", "8")
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    assert image.width() == 1366 and image.height() == 768
    coach = image.pixelColor(image.width() - 20, 270)  # the caption's plum panel, under its buttons
    assert (coach.red(), coach.green(), coach.blue()) == (42, 24, 48), coach.name()


def test_the_ring_sits_where_its_card_comes_to_rest_on_every_step(window: MainWindow) -> None:
    """With the cards animating, each step's ring (placed as the step begins, while cards still slide) is
    the rectangle its target has once every animation is over: never between two cards."""
    from bigtrouble.teaching.lessons import pointer
    from ui.teach.tutorial import mat_target

    window.set_animation_ms(600)
    tutor = learn_to_play(window, index=0)
    moving = 0
    for _ in range(len(tutor.lesson.steps)):
        QApplication.processEvents()  # a new part's session and the 0 ms repoint, never the 600 ms slide
        run = tutor.run
        if run.done:
            break
        index = run.index
        drawn = QRectF(tutor.highlight.rect) if tutor.highlight.isVisible() else None
        moving += window.scene.anims is not None
        window.scene.finish_animations()
        _, settled = mat_target(window, *pointer(run.step, run.state))
        assert settled is not None and drawn is not None, f"step {index + 1} has no ring"
        assert drawn.toAlignedRect() == settled.toAlignedRect(), f"step {index + 1}: ring {drawn}, card at {settled}"
        tutor.skip()
        assert run.index != index or run.done, f"step {index + 1} was not done"
    assert tutor.run.done
    assert moving >= 5, "the steps were reached without any card in motion: the test would prove nothing"


def test_the_closing_score_table_counts_what_was_won_in_the_lesson(window: MainWindow) -> None:
    """The lesson's parts start from prepared Victory Piles (Jack "holds" Tactics he never fought for); the
    end screen after the lesson counts only what each hand won while playing it (two Tactics, not four)."""
    from bigtrouble.actions import Choose, EndTurn
    from bigtrouble.cards import registry
    from bigtrouble.engine import legal_actions
    from bigtrouble.model import Phase

    tutor = learn_to_play(window, index=0)
    for _ in range(len(tutor.lesson.steps) + 5):
        if tutor.run.done:
            break
        tutor.skip()
        QApplication.processEvents()
    assert tutor.run.done
    tutor.caption.finish.click()  # "Finish this game yourself": the lesson leaves, the game goes on
    for _ in range(60):
        s = window.session.state
        if s.phase is Phase.OVER:
            break
        legal = legal_actions(s)
        move = next((a for a in legal if isinstance(a, PlayCard | Choose)), EndTurn())
        assert window.session.submit(move) is None
        QApplication.processEvents()
    s = window.session.state
    assert s.phase is Phase.OVER and window.end_screen is not None
    prepared = sum(
        registry.get(s.card_ids[u]).vp
        for u in s.players[0].victory
        if registry.get(s.card_ids[u]).kind.value == "tactic"
    )
    taken = ("Quick Draw", "Wing Kong Payroll")  # the two fights with Six Shooter the lesson's steps make
    tactics = sum(registry.by_name(n).vp for n in taken)
    jack = window.end_screen.piles[0]
    assert jack["Tactics"] == tactics < prepared
    assert jack["Henchmen"] == 2 and jack["Villains"] == 2 and jack["Bystanders"] == 1
    total = sum(jack.values())
    assert window.end_screen.rows[0].startswith(f"Jack: {total} VP")


def test_the_lesson_points_to_what_can_i_do_with_its_real_key(window: MainWindow) -> None:
    """A step's caption names What can I do? and the key that opens it; that key's action opens the panel."""
    lesson = lesson_named("first-game")
    keys = [k.toString() for k in window.whatnow.toggle_action.shortcuts()]
    index = next(i for i, (_, _, s) in enumerate(lesson.steps) if "What can I do?" in s.why)
    said = lesson.steps[index][2].why
    assert any(key in said for key in keys), (said, keys)
    tutor = learn_to_play(window, index=index)
    assert "What can I do?" in tutor.caption.why.text()
    window.whatnow.toggle_action.trigger()
    assert window.whatnow.dock.isVisible()

"""No action lost: the autosave is written with each step (before Qt gets control back), undo and redo
included, with the redo steps; stale temp files go at start; a damaged autosave is kept aside and
the player is told why; an illegal action inside a save is named by its number.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from qthelpers import start

from bigtrouble import saves
from bigtrouble.actions import Action, EndTurn, PlayCard, Recruit
from bigtrouble.engine import apply, legal_actions
from bigtrouble.history import GameRecord
from bigtrouble.model import State
from bigtrouble.rules.setup import first_game, new_game
from bigtrouble.saves.journal import Journal, load_autosave
from ui.session import Session
from ui.window.dialogs import NewGameDialog
from ui.window.main_window import MainWindow

SEED = 21


def _game(w: MainWindow) -> Session:
    """A first game for two, any opening choice answered."""
    setup = first_game(2)
    session = start(w, new_game(setup, SEED), setup, SEED)
    while session.state.pending is not None:
        session.submit(legal_actions(session.state)[0])
    return session


def _plays(s: State) -> list[PlayCard]:
    return [a for a in legal_actions(s) if isinstance(a, PlayCard)]


def _autosaved(w: MainWindow) -> GameRecord:
    return load_autosave(w.autosave_target())


def test_the_autosave_is_written_before_control_returns_to_qt(autosaving: MainWindow) -> None:
    """Tab then Enter plays a card; the autosave already holds it when the key event returns (no event loop)."""
    session = _game(autosaving)
    autosaving.view.setFocus()
    QTest.keyClick(autosaving.view, Qt.Key.Key_Tab)
    before = session.actions()
    QTest.keyClick(autosaving.view, Qt.Key.Key_Return)  # delivered and handled synchronously
    assert len(session.actions()) == len(before) + 1
    assert _autosaved(autosaving) == session.record()


def test_undo_and_redo_autosave_and_keep_the_redo_steps(autosaving: MainWindow) -> None:
    """Two plays, then Edit > Undo: the autosave stands one step back with the undone play as a redo step."""
    session = _game(autosaving)
    first, second = _plays(session.state)[:2]
    session.submit(first)
    session.submit(second)
    played = session.actions()
    autosaving.undo_action.trigger()
    saved = _autosaved(autosaving)
    assert saved.actions == played[:-1]
    assert saved.redo == (second,)
    autosaving.undo_action.trigger()
    assert _autosaved(autosaving).redo == (first, second)
    autosaving.redo_action.trigger()
    saved = _autosaved(autosaving)
    assert saved.actions == played[:-1] and saved.redo == (second,)


def test_a_jump_in_the_history_panel_is_saved_once(autosaving: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """Clicking the start in the history panel walks back every step but writes the autosave once."""
    session = _game(autosaving)
    for a in _plays(session.state)[:3]:
        session.submit(a)
    writes: list[GameRecord] = []
    real = Journal.write
    monkeypatch.setattr(Journal, "write", lambda self, record: (writes.append(record), real(self, record)))
    autosaving.history_dock.raise_()  # the History tab, behind the Log: the player brings it up first
    QApplication.processEvents()
    view = autosaving.history
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(view.model().index(0, 0)).center())
    QApplication.processEvents()
    assert session.stack.index() == 0
    assert len(writes) == 1
    assert len(writes[0].redo) == session.stack.count()


def test_resuming_brings_back_the_redo_steps(autosaving: MainWindow, qtbot, settings, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """After an undo, the next start resumes at the same point and Edit > Redo does the undone play again."""
    session = _game(autosaving)
    first, second = _plays(session.state)[:2]
    session.submit(first)
    session.submit(second)
    end = session.state
    autosaving.undo_action.trigger()
    at = session.state
    again = MainWindow(settings=settings, autosave=True)
    again.autosave_file = autosaving.autosave_file
    qtbot.addWidget(again)
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    assert again.offer_resume()
    assert again.session is not None
    assert again.session.state == at
    assert again.redo_action.isEnabled()
    again.redo_action.trigger()
    assert again.session.state == end
    again.autosave_enabled = False


def test_stale_temp_files_are_removed_at_start(autosaving: MainWindow) -> None:
    """A `.save-*.tmp` left by a kill during a save is gone once the window starts; other files stay."""
    folder = autosaving.autosave_target().parent
    folder.mkdir(parents=True, exist_ok=True)
    stale = folder / ".save-k1ll3d.tmp"
    stale.write_text('{"format": "bigtr')
    mine = folder / "notes.txt"
    mine.write_text("keep me")
    autosaving.startup()
    assert not stale.exists()
    assert mine.read_text() == "keep me"


# --- damaged autosaves ---------------------------------------------------------------------------------


def _good_text() -> str:
    setup = first_game(2)
    s = new_game(setup, SEED)
    actions: list[Action] = []
    for _ in range(8):
        a = legal_actions(s)[0]
        actions.append(a)
        s = apply(s, a)
    return saves.dumps(GameRecord(setup, SEED, tuple(actions)))


def _with_illegal_fifth_action() -> str:
    """A real save whose fifth of eight actions is recruiting a card that is in a hand, not in the HQ."""
    data = json.loads(_good_text())
    s = new_game(first_game(2), SEED)
    for a in data["actions"][:4]:
        s = apply(s, saves.from_dict({**data, "actions": [a], "redo": []}).actions[0])
    hand_card = s.players[s.current].hand[0]
    data["actions"][4] = {"type": "Recruit", "uid": hand_card}
    assert Recruit(hand_card) not in legal_actions(s)
    return json.dumps(data)


DAMAGED = {
    "deep nesting": ("[" * 100_000 + "]" * 100_000, "nested more than"),
    "a huge integer": (_good_text().replace(f'"seed": {SEED}', '"seed": ' + "9" * 5000), "5000 digits"),
    "garbage": ("\x00\xff garbage {{{ not json", "not valid json"),
    "cut short": (_good_text()[:300], "not valid json"),
    "an illegal action inside": (_with_illegal_fifth_action(), "action 5 of 8 is not legal: "),
}


def _box(w: MainWindow) -> QMessageBox:
    box = w.damaged_box
    assert box is not None and box.isVisible()
    return box


@pytest.mark.parametrize("kind", list(DAMAGED))
def test_a_damaged_autosave_is_kept_aside_and_the_player_told_why(autosaving: MainWindow, kind: str) -> None:
    """Any damaged autosave: renamed (same bytes), the reason shown at start, then the new-game dialog; never lost."""
    text, reason = DAMAGED[kind]
    path = autosaving.autosave_target()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    original = path.read_bytes()
    autosaving.startup()
    box = _box(autosaving)
    (kept,) = path.parent.glob("autosave.damaged-*.json")
    assert kept.read_bytes() == original
    assert not path.exists()
    shown = box.text() + " " + box.informativeText()
    assert reason.lower() in shown.lower()
    assert str(kept) in shown
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, NewGameDialog) and w.isVisible()]
    ok = box.button(QMessageBox.StandardButton.Ok)
    assert isinstance(ok, QPushButton)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, NewGameDialog) and w.isVisible()]
    assert len(dialogs) == 1  # the client is not left on an empty window
    dialogs[0].reject()
    session = _game(autosaving)  # the next game autosaves afresh, beside the damaged copy
    session.submit(EndTurn())
    assert _autosaved(autosaving) == session.record()
    assert kept.read_bytes() == original


def test_an_illegal_action_in_an_opened_save_is_named_by_its_number(
    autosaving: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """File > Open of a save with an illegal fifth action says "action 5 of 8 is not legal: ..."; nothing changes."""
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: said.append(args[2]))
    session = _game(autosaving)
    bad = tmp_path / "bad.json"
    bad.write_text(_with_illegal_fifth_action())
    assert not autosaving.open_file(bad)
    assert autosaving.session is session
    (message,) = said
    assert "action 5 of 8 is not legal: " in message
    assert str(bad) in message


@pytest.mark.slow
def test_the_autosave_benchmark_times_the_real_window(capsys: pytest.CaptureFixture[str]) -> None:
    """`bigtrouble bench-autosave` (tiny run) prints medians and p99s for a game of the asked length, redo included."""
    from ui.dev import autosave_bench

    assert autosave_bench.main(["--actions", "40", "--rounds", "3", "--undone", "2", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["actions"] == 40 and figures["redo_steps"] == 2 and figures["rounds"] == 3
    for key in ("client_median_ms", "client_p99_ms", "bare_median_ms", "bare_p99_ms", "json_median_ms"):
        assert figures[key] > 0
    assert figures["client_p99_ms"] >= figures["client_median_ms"]


def test_strict_undo_keeps_the_redo_steps_of_a_resumed_game(autosaving: MainWindow) -> None:
    """Under strict undo a resumed game keeps the undo steps it had (plays that showed nothing hidden) and its
    redo steps stay redoable."""
    session = _game(autosaving)
    first, second = _plays(session.state)[:2]
    session.submit(first)
    session.submit(second)
    end = session.state
    autosaving.undo_action.trigger()
    at = session.state
    strict = Session.from_history(saves.replay_history(load_autosave(autosaving.autosave_target())), strict=True)
    assert strict.state == at
    assert strict.stack.canUndo() and strict.stack.canRedo()  # as live: the first play showed nothing hidden
    assert strict.record() == _autosaved(autosaving)
    strict.stack.redo()
    assert strict.state == end


def test_a_game_resumed_with_strict_undo_on_stops_where_the_live_game_stopped(autosaving: MainWindow) -> None:
    """Strict undo applies to a resumed game as it did live: undo goes back over the plays that showed nothing
    hidden, and stops after the last step that did (here, the end of the turn that drew a new hand)."""
    from bigtrouble.actions import EndTurn

    session = _game(autosaving)
    session.submit(EndTurn())  # draws a hand: hidden information
    while session.state.pending is not None:
        session.submit(legal_actions(session.state)[0])
    after_draw = session.state
    for play in _plays(session.state)[:2]:
        session.submit(play)
    at = session.state
    autosaving.strict_action.setChecked(True)
    autosaving.start(Session.from_history(saves.replay_history(load_autosave(autosaving.autosave_target()))))
    resumed = autosaving.session
    assert resumed is not None and resumed.state == at
    autosaving.undo_action.trigger()
    autosaving.undo_action.trigger()
    assert resumed.state == after_draw and not autosaving.undo_action.isEnabled()

"""Table mode fuzzed through the window's own menus, dialogs and drags (issue 25).

A seeded random player opens the Move menu of random cards (on the mat or not), the totals dialog,
the Pass the Turn menu and the reorder view, drags random cards to random points of the mat, and
mixes in the rules' own moves, undo, redo and table mode turned off and on again; menus and dialogs
are sometimes used after the game moved on under them (a stale menu is the likeliest hostile input a
player makes). Every submission must either become that action of the record (an edit logged as one)
or be refused with a sentence shown to the player and nothing changed; every state keeps the
invariants, and at the end the record replays to the live game and survives a save.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu

from bigtrouble import first_game, new_game
from bigtrouble.actions import EDIT_TYPES, Action
from bigtrouble.engine import legal_actions
from bigtrouble.invariants import check_record, check_state
from bigtrouble.model import LogKind, log_entries
from ui.session import Session
from ui.window.main_window import MainWindow

STEPS = 200


class Watch:
    """Every action the window submits to the session, checked as it is made."""

    def __init__(self, session: Session) -> None:
        """Wrap ``session.submit``."""
        self.session = session
        self.refusals: list[str] = []
        self.done: list[Action] = []
        real = session.submit

        def submit(action: Action) -> str | None:
            before, count = session.state, len(session.actions())
            error = real(action)
            if error:
                assert error.strip().endswith((".", ")", "?")), f"not a sentence: {error!r}"
                assert session.state is before, f"{action} was refused but changed the game"
                self.refusals.append(error)
                return error
            assert session.actions()[count] == action, f"{action} is not the step it made"
            if isinstance(action, EDIT_TYPES):
                new = log_entries(session.state.log)[len(log_entries(before.log)) :]
                assert any(e.kind is LogKind.EDIT for e in new), f"{action} was not logged as an edit"
            self.done.append(action)
            return None

        session.submit = submit  # type: ignore[method-assign]


def leaves(menu: QMenu) -> list[QAction]:
    """Every entry a player can click in ``menu`` and its submenus."""
    out: list[QAction] = []
    for act in menu.actions():
        sub = act.menu()
        if isinstance(sub, QMenu):
            out += leaves(sub)
        elif not act.isSeparator() and act.isEnabled():
            out.append(act)
    return out


def shown_refusal(window: MainWindow, watch: Watch, refused_before: int) -> None:
    """An edit refused in this step was said in the status bar."""
    if len(watch.refusals) > refused_before:
        assert watch.refusals[-1] in window.statusBar().currentMessage()


def fuzz_step(window: MainWindow, session: Session, rng: random.Random, stale: list[Callable[[], None]]) -> None:
    """One random thing a player does with table mode's menus, dialogs and drags (or the game around them)."""
    tm = window.table_mode
    s = session.state
    roll = rng.random()
    if roll < 0.28:
        uid = rng.choice(list(window.scene.cards) or [0]) if rng.random() < 0.8 else rng.randrange(len(s.card_ids))
        entries = leaves(tm.move_menu(uid))
        if entries:
            act = rng.choice(entries)
            if rng.random() < 0.15:
                stale.append(act.trigger)  # clicked later, after the game moved on
            else:
                act.trigger()
    elif roll < 0.40:
        dlg = tm.totals_dialog()
        if dlg is not None:
            for box, _ in dlg.boxes.values():
                if rng.random() < 0.4:
                    box.setValue(rng.choice([0, 1, box.value(), box.value() + 1, rng.randrange(1000), 999]))
            if rng.random() < 0.15:
                stale.append(dlg.accept)
            elif rng.random() < 0.9:
                dlg.accept()
            else:
                dlg.reject()
    elif roll < 0.48:
        tm.pass_menu.aboutToShow.emit()
        entries = leaves(tm.pass_menu)
        if entries:
            rng.choice(entries).trigger()  # the menu is filled again as it opens: its entries are never stale
    elif roll < 0.62:
        pile = rng.choice(["deck", "villain_deck", "hero_deck", "ko"])
        dlg = tm.reorder_dialog(tm.mat_deck(pile) if rng.random() < 0.3 else None)
        if dlg is not None:
            if rng.random() < 0.7:
                dlg.deck.setCurrentIndex(rng.randrange(dlg.deck.count()))  # a deck of 0 or 1 cards too
            dlg.count.setValue(rng.randint(0, 9))
            for _ in range(rng.randrange(5)):
                dlg.cards.setCurrentRow(rng.randrange(-1, dlg.cards.count() + 1))
                if rng.random() < 0.2:
                    dlg.reverse_order()
                else:
                    dlg.cards.move_current(rng.choice([-1, 1]))
            if rng.random() < 0.2:
                stale.append(dlg.accept)
            else:
                dlg.accept()
    elif roll < 0.74:
        scene = window.scene
        items = list(scene.cards.values())
        if items:
            item = rng.choice(items)
            at = QPointF(rng.uniform(0, scene.lay.width), rng.uniform(-scene.lay.card_h, scene.lay.height))
            if scene.begin_drag(item):
                scene.update_drag(item, at)
                scene.end_drag(item, at)
    elif roll < 0.84:
        legal = legal_actions(s)
        if legal:
            window.submit(rng.choice(legal))
    elif roll < 0.90:
        if rng.random() < 0.6:
            session.stack.undo()
        else:
            session.stack.redo()
    elif roll < 0.95 and stale:
        stale.pop(rng.randrange(len(stale)))()
    elif rng.random() < 0.5 or not s.table_mode:
        tm.switch.trigger()
    QApplication.processEvents()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_table_mode_through_the_menus_refuses_or_records_every_edit(window: MainWindow, seed: int) -> None:
    setup = first_game(2)
    session = Session(new_game(setup, seed), setup, seed)
    window.start(session)
    window.table_mode.switch.trigger()
    watch = Watch(session)
    rng = random.Random(seed)
    stale: list[Callable[[], None]] = []
    for _ in range(STEPS):
        refused = len(watch.refusals)
        window.statusBar().clearMessage()
        fuzz_step(window, session, rng, stale)
        shown_refusal(window, watch, refused)
        check_state(session.state)
    record = session.record()
    assert record is not None
    check_record(record, session.state)
    edits = [a for a in watch.done if isinstance(a, EDIT_TYPES)]
    assert len({type(a) for a in edits}) >= 4, "the random player made too few kinds of edit to mean much"
    assert len(watch.refusals) >= 5, "the random player was never refused: its choices are too tame"

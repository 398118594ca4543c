"""Learn to Play on the real mat: a glow on the thing a step talks about, a caption beside the mat.

:class:`Tutor` runs a :class:`bigtrouble.teaching.lessons.LessonRun` on the main window:

- the *highlight* is a ring drawn in the scene around the card, pile, token or
  button the step points at (it pulses after two misses);
- the *caption* lives in a dock beside the mat (never over it), joined to the
  highlight by a leader line drawn on a see-through layer over the window;
- every move goes through ``MainWindow.gate``: the move the step wants passes to
  the session (so Undo works as always), another is refused with one kind line;
  a ``click`` step is done by clicking the glowing thing (or pressing Space);
- after three misses "Show me" appears; Back, Skip, the step list and Leave are always there;
- Undo works as always inside a part; where it has nothing left (the start of a part, which is a
  new position, or after a "look here" step) Back and Ctrl+Z go back one step, into the previous
  part if need be, and the caption says so;
- Esc hides the caption, F1 shows it again (Esc and Space keep their meaning on the mat:
  drop the focus, do the focused move; Space also does a "look here" step); progress is kept in QSettings, so
  Help > Learn to Play resumes where the player left.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence, QMouseEvent, QShortcut
from PySide6.QtWidgets import QDockWidget, QGraphicsItem

from bigtrouble.actions import Action
from bigtrouble.model import State
from bigtrouble.teaching.lessons import Lesson, LessonRun, expected_actions, pointer
from ui.checked_settings import int_setting
from ui.mat.items import CardItem
from ui.mat.scene import MatScene
from ui.session import Session
from ui.teach.coach import Caption, Highlight, Leader
from ui.teach.lesson_route import leader_route

BACK_WORDS = "Undo; in a lesson, with no move left to undo, back one step (into the previous part)"


class LessonSession(Session):
    """A session whose every move is first shown to the lesson (``gate``): a sentence refuses it."""

    gate: Callable[[Action], str | None] | None = None
    won: Callable[[State], tuple[tuple[str, ...], ...]] | None = None
    """What each hand won during the lesson, up to a position (kept after the lesson is left)."""

    def submit(self, action: Action) -> str | None:
        """Ask the lesson, then do the move as any session does."""
        refusal = self.gate(action) if self.gate is not None else None
        return refusal or super().submit(action)


MainWindow = Any
"""The main window (``ui.window.main_window`` imports this module, so it is not imported back)."""


class Tutor(QObject):
    """A lesson played on ``win``'s mat. :meth:`begin` shows it; :meth:`leave` takes it away."""

    def __init__(self, win: MainWindow, lesson: Lesson) -> None:
        """Attach to ``win``; nothing shows until :meth:`begin`."""
        super().__init__(win)
        self.win = win
        self.lesson = lesson
        self.run: LessonRun | None = None
        self.session: LessonSession | None = None
        self.highlight = Highlight()
        self.target: QGraphicsItem | None = None
        self.target_rect: QRectF | None = None
        self.caption = Caption()
        self.dock = QDockWidget("Learn to Play", win)
        self.dock.setObjectName("lesson_dock")
        self.dock.setWidget(self.caption)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.leader = Leader(win)
        self.hidden = False
        self.moving: tuple[State, Action] | None = None
        self.caption.show_me.clicked.connect(self.show_me)
        self.caption.skip.clicked.connect(self.skip)
        self.caption.back.clicked.connect(self.back)
        self.caption.leave.clicked.connect(self.leave)
        self.caption.finish.clicked.connect(self.leave)
        # F1 is the lesson's own; Esc and Space are the mat's keys too (drop the focus, do the
        # focused move), so they are read beside the mat's own handling (see eventFilter).
        self.shortcuts = [QShortcut(QKeySequence("F1"), win, self.show_caption)]
        self.shortcuts[0].setWhatsThis("Show the step's caption again")
        # Ctrl+Z when the game's own Undo has nothing left: back one step (only then, so never ambiguous)
        self.back_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), win, self.back)
        self.back_key.setWhatsThis(BACK_WORDS)
        self.back_key.setEnabled(False)
        self.shortcuts.append(self.back_key)
        self.repoint_timer = QTimer(self)
        self.repoint_timer.setSingleShot(True)
        self.repoint_timer.setInterval(0)
        self.repoint_timer.timeout.connect(self.repoint)

    # --- starting and stopping ------------------------------------------------------------

    def begin(self, index: int = 0) -> None:
        """Show the lesson from step ``index`` (the steps before it in its part played for you)."""
        win = self.win
        win.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        if win.mat_built:  # above the log and history, which stay tabbed together
            win.splitDockWidget(self.dock, win.log_dock, Qt.Orientation.Vertical)
            win.tabifyDockWidget(win.log_dock, win.history_dock)
            win.log_dock.raise_()
        self.dock.show()
        win.undo_group.activeStackChanged.connect(self._stack_changed)
        win.scene.addItem(self.highlight)
        win.scene.settled.connect(self.repoint_timer.start)
        win.view.viewport().installEventFilter(self)
        win.view.installEventFilter(self)
        win.installEventFilter(self)
        win.viewer.installEventFilter(self)
        self._menu()
        self.run = LessonRun(self.lesson, index)
        self._new_session()

    def leave(self) -> None:
        """Take the lesson away; the position stays on the mat to play on."""
        win = self.win
        try:
            win.undo_group.activeStackChanged.disconnect(self._stack_changed)
            win.view.viewport().removeEventFilter(self)
            win.view.removeEventFilter(self)
            win.removeEventFilter(self)
            win.viewer.removeEventFilter(self)
            win.scene.settled.disconnect(self.repoint_timer.start)
            if self.highlight.scene() is not None:
                win.scene.removeItem(self.highlight)
            self.leader.hide()
            self.dock.hide()
            win.removeDockWidget(self.dock)
        except (RuntimeError, TypeError):
            pass  # the window is being torn down
        for sc in self.shortcuts:
            sc.setEnabled(False)
        if self.session is not None:
            self.session.gate = None
            self.session.changed.disconnect(self._changed)
            self.session = None
        if win.tutor is self:
            win.tutor = None
        self._save()

    def _stack_changed(self, stack: object) -> None:
        """Another game was started (File > New, Open, a puzzle): the lesson steps aside."""
        if stack is not None and self.session is not None and stack is not self.session.stack:
            self.leave()

    def _new_session(self) -> None:
        assert self.run is not None
        if self.session is not None:
            self.session.changed.disconnect(self._changed)
        self.session = LessonSession(self.run.state)
        self.session.gate = self.gate
        self.session.won = self.run.won
        self.session.changed.connect(self._changed)
        self.session.stack.canUndoChanged.connect(self._undo_state)
        self.win.start(self.session)
        self.show_step()

    def _menu(self) -> None:
        menu = self.caption.menu
        menu.clear()
        part = -1
        for i, (p, _, step) in enumerate(self.lesson.steps):
            if p != part:
                part = p
                menu.addSection(f"Part {p + 1}: {self.lesson.parts[p].title}")
            act = menu.addAction(f"{i + 1}. {step.headline}")
            act.triggered.connect(lambda _=False, k=i: self.replay(k))
        menu.addSeparator()
        menu.addAction("Start over").triggered.connect(lambda: self.replay(0))

    def back(self) -> None:
        """Undo the last move; with nothing to undo (a part's start, a "look here" step), go back one step.

        A step in the previous part is set up as Skip would have played its part up to it (a part's
        moves are the ones its steps ask for), and the caption says so.
        """
        run, session = self.run, self.session
        if run is None or session is None:
            return
        if session.stack.canUndo():
            session.stack.undo()
            return
        target = run.index if run.done else run.index - 1
        if target < 0:
            self.caption.note.setText("This is the lesson's first step: there is nothing before it to go back to.")
            return
        part = run.part
        self.replay(target)
        if run.part != part:
            words = f"Back to the last step of Part {run.part + 1}"
            if run.index > run.part_start:
                words += " (its earlier steps were played for you, as Skip plays them)"
        else:
            words = f"Back to step {run.index + 1}"
        self.caption.note.setText(words + ".")
        self.show_step(keep_note=True)

    def _undo_state(self, _: bool = False) -> None:
        """Ctrl+Z is the game's Undo while it has a move to undo, and Back otherwise."""
        run, session = self.run, self.session
        if run is None or session is None:
            return
        try:
            can_undo = session.stack.canUndo()
        except RuntimeError:  # the window and its stack are being torn down
            return
        can_back = run.done or run.index > 0
        self.back_key.setEnabled(not can_undo and can_back)
        self.caption.back.setEnabled(can_undo or can_back)

    def replay(self, index: int) -> None:
        """Play the lesson again from step ``index``."""
        assert self.run is not None
        self.run.goto(index)
        self._new_session()

    # --- moves ----------------------------------------------------------------------------

    def gate(self, action: Action) -> str | None:
        """``MainWindow.submit`` asks before every move: ``None`` lets it through, a sentence refuses it."""
        run, session = self.run, self.session
        if run is None or session is None or run.done:
            return None
        refusal = run.refusal(session.state, action)
        if refusal is None:
            self.moving = (session.state, action)
            return None
        self.caption.note.setText(refusal)
        self.show_step(keep_note=True)
        return refusal

    def _changed(self, new: State, old: State | None) -> None:
        run = self.run
        if run is None:
            return
        moving, self.moving = self.moving, None
        if moving is not None and old is moving[0]:
            run.moved(moving[0], moving[1], new)
        else:
            run.returned(new)
        if run.new_part() and run.state is not new and not run.done:
            QTimer.singleShot(0, self._new_session)
            return
        self.show_step()

    def acknowledge(self) -> None:
        """Space: do a ``click`` step, as clicking the glowing thing would."""
        run = self.run
        if run is not None and not run.done and run.step.wait == "click":
            key, uid = pointer(run.step, run.state)
            if run.clicked(key, uid):
                self._after_click()

    def _after_click(self) -> None:
        assert self.run is not None
        if self.run.new_part() and not self.run.done:
            self._new_session()
        else:
            self.show_step()

    def show_me(self) -> None:
        """Make the step's move for the player, through the session (so it can be undone)."""
        run, session = self.run, self.session
        if run is None or session is None or run.done:
            return
        if run.step.wait == "click":
            self.acknowledge()
            return
        acts = expected_actions(run.step, session.state)
        if acts:
            error = self.win.submit(acts[0])
            if error:
                self.caption.note.setText(error)

    def skip(self) -> None:
        """Do this step for the player and go on to the next."""
        run = self.run
        if run is None or run.done:
            return
        start = run.index
        for _ in range(40):
            if run.done or run.index != start or self.run is not run:
                break
            before = run.index
            self.show_me()
            if run.index == before and not expected_actions(run.step, run.state) and run.step.wait != "click":
                break

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """A click on the glowing thing does a ``click`` step; resizes move the leader line."""
        kind = event.type()
        if kind is QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and not event.modifiers():
            return self._key(event.key())
        if watched is self.win.viewer:
            if kind in (QEvent.Type.Show, QEvent.Type.Move):
                self.keep_viewer_clear()
            return False
        if kind in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.LayoutRequest):
            self.repoint_timer.start()
            return False
        run = self.run
        if (
            kind is QEvent.Type.MouseButtonPress
            and watched is self.win.view.viewport()
            and run is not None
            and not run.done
            and run.step.wait == "click"
            and self.target_rect is not None
        ):
            pos = event.position() if isinstance(event, QMouseEvent) else None
            if pos is not None and self.target_rect.contains(self.win.view.mapToScene(pos.toPoint())):
                key, uid = pointer(run.step, run.state)
                if run.clicked(key, uid):
                    QTimer.singleShot(0, self._after_click)
                    return True
        return False

    # --- showing ---------------------------------------------------------------------------

    def show_step(self, keep_note: bool = False) -> None:
        """Bring the caption, the highlight and the leader line up to date."""
        run = self.run
        if run is None:
            return
        self._undo_state()
        c = self.caption
        total = len(run.flat)
        c.progress.setRange(0, total)
        c.progress.setValue(run.index + (1 if run.done else 0))
        if not keep_note:
            c.note.setText("")
        if run.done:
            c.where.setText(f"{self.lesson.title} — done")
            c.headline.setText("Well played! You learned:")
            c.why.setText("".join(f"• {line}\n" for line in self.lesson.recap).strip())
            c.note.setText(self.lesson.finish)
            c.finish.show()
            c.setMinimumHeight(420)  # room for the recap
            c.show_me.hide()
            c.skip.setEnabled(False)
            self.highlight.ring(None, False)
            self.target, self.target_rect = None, None
            self.leader.hide()
            self._save()
            return
        p, _, step = run.flat[run.index]
        c.finish.hide()
        c.skip.setEnabled(True)
        c.where.setText(
            f"Part {p + 1} of {len(self.lesson.parts)}: {self.lesson.parts[p].title} · step {run.index + 1} of {total}"
        )
        c.headline.setText(step.headline)
        hint = "  (Click the glowing place, or press Space.)" if step.wait == "click" else ""
        c.why.setText(step.why + hint)
        c.show_me.setVisible(run.misses >= 3)
        self._save()
        self.repoint()
        self.repoint_timer.start()  # again once the mat has caught up with the new state

    def target_item(self) -> tuple[QGraphicsItem | None, QRectF | None]:
        """The mat item the current step points at and its rectangle in the scene (``None`` if none)."""
        run = self.run
        if run is None or run.done:
            return None, None
        key, uid = pointer(run.step, run.state)
        return mat_target(self.win, key, uid)

    def repoint(self) -> None:
        """Put the ring around the step's target and join it to the caption."""
        run = self.run
        if run is None or run.done:
            return
        self.target, self.target_rect = self.target_item()
        self.highlight.ring(self.target_rect, run.misses >= 2)
        if self.target_rect is None or self.hidden or not self.dock.isVisible():
            self.leader.hide()
            return
        key, _ = pointer(run.step, run.state)
        self.leader.show()
        self.leader.join(self.route(self.target_rect, key))

    def route(self, rect: QRectF, key: str) -> list[QPointF]:
        """The leader line's corners in window coordinates (``ui.teach.lesson_route``)."""
        win = self.win
        return leader_route(win, win.view, win.scene.lay, self.caption.mapTo(win, self.caption.anchor()), rect, key)

    def _key(self, key: int) -> bool:
        """Esc hides the caption (the mat drops its focus as usual); Space does a "look here" step."""
        if key == Qt.Key.Key_Escape:
            self.hide_caption()
            return False
        run = self.run
        if key == Qt.Key.Key_Space and run is not None and not run.done and run.step.wait == "click":
            self.acknowledge()
            return True
        return False

    def keep_viewer_clear(self) -> None:
        """The large card viewer never covers what the step points at: it moves to the mat's other side."""
        viewer, rect = self.win.viewer, self.target_rect
        if rect is None or not viewer.isVisible():
            return
        view, central = self.win.view, self.win.central
        poly = view.mapFromScene(rect).boundingRect()
        target = QRectF(QPointF(view.viewport().mapTo(central, poly.topLeft())), poly.size().toSizeF())
        here = QRectF(viewer.geometry())
        if not here.intersects(target):
            return
        for x in (12.0, central.width() - viewer.width() - 12.0):
            moved = here.translated(x - here.x(), 0)
            if not moved.intersects(target):
                viewer.move(int(x), viewer.y())
                return

    def hide_caption(self) -> None:
        """Esc: hide the caption's words and the leader line (the ring and the buttons stay)."""
        self.hidden = True
        self.caption.body.hide()
        self.leader.hide()
        self.win.statusBar().showMessage("Lesson caption hidden: press F1 to show it again.", 8000)

    def show_caption(self) -> None:
        """F1: show the caption again."""
        self.hidden = False
        self.caption.body.show()
        self.repoint_timer.start()

    def _save(self) -> None:
        run = self.run
        if run is None:
            return
        s = self.win.settings
        s.setValue(f"lessons/{self.lesson.name}/step", run.index)
        s.setValue(f"lessons/{self.lesson.name}/done", run.done)


def settled_rect(scene: MatScene, item: QGraphicsItem) -> QRectF:
    """``item``'s scene rectangle once the move's animation is over: a card still sliding or turning over
    is measured at its place, face up."""
    spot = scene.spots.get(item.uid) if isinstance(item, CardItem) else None
    if spot is None:
        return item.sceneBoundingRect()
    return item.boundingRect().translated(spot.box.x, spot.box.y)


def mat_target(win: MainWindow, key: str, uid: int) -> tuple[QGraphicsItem | None, QRectF | None]:
    """The item on ``win``'s mat for a zone key and card uid (see ``lessons.pointer``), and its scene rectangle.

    A card's rectangle is where it comes to rest: a ring placed while the card still slides would
    sit between two cards, and a click there would take the neighbour.
    """
    scene = win.scene
    item: QGraphicsItem | None = None
    rect: QRectF | None = None
    if uid >= 0 and uid in scene.cards:
        item = scene.cards[uid]
        rect = settled_rect(scene, item) if item.isVisible() else None
    elif key == "hand":
        hand = [c for c in scene.cards.values() if c.zone == "hand"]
        if hand:
            item = hand[0]
            rect = QRectF()
            for c in hand:
                rect = rect.united(settled_rect(scene, c))
    elif key in scene.zones:
        item = scene.zones[key]
    else:
        named: dict[str, QGraphicsItem] = {
            "attack": scene.attack,
            "recruit": scene.recruit,
            "end_turn": scene.end_turn,
            "heal": scene.heal,
            "prompt": scene.prompt,
            "strip": scene.strip,
        }
        item = named.get(key)
    if item is None or not item.isVisible():
        return None, None
    if rect is None:
        rect = item.sceneBoundingRect()
        if key in ("attack", "recruit"):
            box = scene.attack.box if key == "attack" else scene.recruit.box
            rect = QRectF(box.x, box.y, box.w, box.h)
    return item, rect


def saved_step(win: MainWindow, lesson: Lesson) -> int:
    """Where the player left ``lesson`` (0 if never started or finished)."""
    s = win.settings
    if bool(s.value(f"lessons/{lesson.name}/done", False, type=bool)):
        return 0
    step = int_setting(s, f"lessons/{lesson.name}/step", 0, 0, 100_000)
    return max(0, min(step, len(lesson.steps) - 1))


def learn_to_play(win: MainWindow, name: str = "first-game", index: int | None = None) -> Tutor:
    """Help > Learn to Play: open the lesson on ``win`` where the player left it (or at ``index``)."""
    from bigtrouble.teaching.lessons import lesson_named

    lesson = lesson_named(name)  # first: a lesson that can't be read leaves whatever is open as it is
    if win.tutor is not None:
        win.tutor.leave()
    tutor = Tutor(win, lesson)
    win.tutor = tutor
    tutor.begin(saved_step(win, lesson) if index is None else index)
    return tutor

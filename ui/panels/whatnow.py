"""What can I do? Every legal move now, in words; pointing at one shows where it happens on the mat.

With *Advice* on, the heuristic bot's choice is marked with its reason. Double-click
(or Enter) does the move. The panel only reads the state and hands actions back;
the window decides what a pointed-at or chosen move means for the mat.

During a bot's turn (``ui.seats.bot_turn``) the list says so and what the person can do (pause the
bots, take over the seat); *Show the bot's options* lists the bot's moves as the bot's, to learn
from, and none of them can be done from the list.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QColor, QFont, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QDockWidget,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from bigtrouble.actions import Action, Choose, Decline, EndTurn, Fight, FightMastermind, Heal, PlayCard, Recruit
from bigtrouble.cards.defs import Kind
from bigtrouble.engine import legal_actions
from bigtrouble.model import CITY_SPACES, State
from bigtrouble.rules.strength import mastermind_attack, villain_attack
from bigtrouble.zones import cdef, name
from ui.checked_settings import bool_setting
from ui.mat.explain import MAT_TIPS
from ui.mat.scene import MatScene
from ui.mat.tips import as_tip
from ui.seats.bot_turn import Watched

ADVICE_MARK = "\u279c "
"""The mark of the advised move: an arrow, since a star is Recruit's picture."""
ROLE = Qt.ItemDataRole.UserRole


def describe_move(s: State, a: Action, whose: str = "") -> str:
    """One legal move in the player's words, with the numbers that matter (``whose``: a bot's name, for its moves)."""
    if isinstance(a, PlayCard):
        d = cdef(s, a.uid)
        gives = []
        if d.attack:
            gives.append(f"+{d.attack} Attack")
        if d.recruit:
            gives.append(f"+{d.recruit} Recruit")
        return f"Play {d.name}" + (f" ({', '.join(gives)})" if gives else "")
    if isinstance(a, Recruit):
        where = "from the Uncle Chu stack" if a.uid not in s.hq else "from the HQ"
        return f"Recruit {name(s, a.uid)} {where} for {cdef(s, a.uid).cost} Recruit"
    if isinstance(a, Fight):
        space = CITY_SPACES[s.city.index(a.uid)].capitalize()
        return f"Fight {name(s, a.uid)} in the {space} for {villain_attack(s, a.uid)} Attack"
    if isinstance(a, FightMastermind):
        return f"Fight {name(s, s.mastermind)} for {mastermind_attack(s)} Attack and take a Tactic"
    if isinstance(a, Heal):
        n = sum(1 for u in s.me.hand if cdef(s, u).kind is Kind.WOUND)
        hand = f"{whose}'s hand" if whose else "your hand"
        return f"Heal: KO the {n} Wound{'s' if n != 1 else ''} in {hand} (no recruiting or fighting after)"
    if isinstance(a, EndTurn):
        return a.describe(s)
    if isinstance(a, Choose) and s.pending is not None:
        label = s.pending.options[a.index].label
        same = [i for i, o in enumerate(s.pending.options) if o.label == label]
        return f"Choose {label}" + (f" (#{same.index(a.index) + 1} of {len(same)})" if len(same) > 1 else "")
    if isinstance(a, Decline):
        return f"Decline ({whose or 'you'} may)"
    return a.describe(s)


class WhatNowPanel(QWidget):
    """The list of legal moves; ``on_point`` is told the move under the pointer, ``on_do`` the one chosen."""

    def __init__(
        self,
        on_point: Callable[[Action | None], None],
        on_do: Callable[[Action], None],
        bot_turn: Callable[[State], Watched | None] = lambda s: None,
    ) -> None:
        """An empty panel; ``bot_turn`` tells a bot's turn the person watches (``BotSeats.watched``)."""
        super().__init__()
        self.on_point = on_point
        self.on_do = on_do
        self.bot_turn = bot_turn
        self.state: State | None = None
        self.moves: list[Action] = []
        self.advice: tuple[Action, str] | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.list = QListWidget()
        self.list.setMouseTracking(True)
        self.list.setWordWrap(True)
        self.list.itemEntered.connect(self._pointed)
        self.list.currentItemChanged.connect(lambda cur, _prev: self._pointed(cur))
        self.list.itemActivated.connect(self._activated)
        self.advice_box = QCheckBox("Advice: mark the move a careful player would make")
        self.advice_box.toggled.connect(lambda _on: self.refresh())
        self.learn_box = QCheckBox("Show the bot's options (to learn from them)")
        self.learn_box.setToolTip(
            as_tip("List the moves the bot can choose from now. They are the bot's: it plays them.")
        )
        self.learn_box.toggled.connect(lambda _on: self.refresh())
        self.learn_box.hide()
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        for w in (self.title, self.learn_box, self.list, self.advice_box, self.reason):
            lay.addWidget(w)

    def show_state(self, s: State | None, hidden: bool = False) -> None:
        """List the moves of ``s`` (nothing while the hot-seat curtain hides the hand)."""
        self.state = None if hidden else s
        self.refresh()

    def refresh(self) -> None:
        """Rebuild the list (and the advice) from the current state."""
        self.list.blockSignals(True)
        self.list.clear()
        self.list.blockSignals(False)
        s = self.state
        self.moves = legal_actions(s) if s is not None else []
        self.advice = None
        watched = self.bot_turn(s) if s is not None else None
        self.learn_box.setVisible(watched is not None)
        self.advice_box.setVisible(watched is None)
        self.list.setVisible(watched is None or self.learn_box.isChecked())  # no empty box under the words
        if s is not None and watched is not None:
            self._show_bots(s, watched)
            return
        if s is None or not self.moves:
            self.title.setText("Nothing to do now." if s is not None else "")
            self.reason.setText("")
            return
        who = s.players[s.pending.player if s.pending is not None else s.current].name
        self.title.setText(
            f"{who}: answer the choice." if s.pending is not None else f"{who} can ({len(self.moves)} moves):"
        )
        if self.advice_box.isChecked():
            from bigtrouble.bots.heuristic import HeuristicBot  # the bots load when advice is first asked for

            self.advice = HeuristicBot(0).advise(s, self.moves)
        for a in self.moves:
            text = describe_move(s, a)
            item = QListWidgetItem(text)
            item.setData(ROLE, a)
            item.setToolTip(as_tip(f"{text}. Point to see it on the mat; double-click or Enter to do it."))
            if self.advice is not None and self.advice[0] == a:
                item.setText(ADVICE_MARK + text)
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
                item.setForeground(QColor(150, 100, 0))
                item.setToolTip(as_tip(self.advice[1]))
            self.list.addItem(item)
        self.reason.setText(f"Advice: {self.advice[1]}" if self.advice is not None else "")

    def _show_bots(self, s: State, w: Watched) -> None:
        """A bot's turn: say so and what the person can do; list the bot's options, as its own, if asked."""
        self.moves = []  # nothing here is the person's to do
        self.title.setText(f"It is {w.name}'s turn, and a bot plays {w.name}. You can't make its moves. {w.can_do()}")
        self.reason.setText("")
        if not self.learn_box.isChecked():
            return
        options = legal_actions(s)
        header = QListWidgetItem(f"{w.name} (the bot) chooses one of these {len(options)}:")
        header.setFlags(Qt.ItemFlag.NoItemFlags)
        self.list.addItem(header)
        for a in options:
            item = QListWidgetItem(f"{w.name} could: {describe_move(s, a, w.name)}")
            item.setToolTip(as_tip(f"{w.name}'s option, not yours: the bot chooses. Take over the seat to play it."))
            self.list.addItem(item)

    def _pointed(self, item: QListWidgetItem | None) -> None:
        self.on_point(item.data(ROLE) if item is not None else None)

    def _activated(self, item: QListWidgetItem) -> None:
        if isinstance(action := item.data(ROLE), Action):  # a bot's option has none: it is not the person's
            self.on_do(action)

    def listed(self) -> list[Action]:
        """The actions listed, in order (the test compares them with ``legal_actions``)."""
        return [a for i in range(self.list.count()) if isinstance(a := self.list.item(i).data(ROLE), Action)]

    def leaveEvent(self, event: object) -> None:  # noqa: N802
        """Pointing away clears the mark on the mat (unless a line is selected)."""
        current = self.list.currentItem()
        self.on_point(current.data(ROLE) if current is not None else None)


class WhatNow:
    """The What can I do? dock of the main window: the panel, its Game menu entries and its keys (F2, ?)."""

    def __init__(
        self,
        window: QMainWindow,
        scene: MatScene,
        submit: Callable[[Action], None],
        menu: QMenu,
        settings: QSettings,
    ) -> None:
        """Build the dock (hidden) and add "What Can I Do?" and "Advice" to ``menu``."""
        self.scene = scene
        self.settings = settings
        seats = getattr(window, "bot_seats", None)  # ui.seats.bot_seats.BotSeats: whose turn a bot plays
        watched = getattr(seats, "watched", None)
        self.panel = WhatNowPanel(lambda a: scene.explainer.point_at(scene, a), submit, watched or (lambda s: None))
        self.dock = QDockWidget("What can I do?", window)
        self.dock.setObjectName("whatnow_dock")
        self.dock.setWidget(self.panel)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self.window = window
        self._widths: list[tuple[QDockWidget, int]] = []
        self.dock.visibilityChanged.connect(self._visibility)
        paused = getattr(seats, "paused_changed", None)
        if paused is not None:
            paused.connect(lambda _on: self.panel.refresh() if self.dock.isVisible() else None)
        menu.addSeparator()
        self.toggle_action = QAction("What Can I &Do?", window)
        self.toggle_action.setShortcuts([QKeySequence("F2"), QKeySequence("?")])
        self.toggle_action.setToolTip(MAT_TIPS["whatnow"])
        self.toggle_action.triggered.connect(self.toggle)
        self.advice_action = QAction("&Advice (mark a suggested move)", window)
        self.advice_action.setCheckable(True)
        self.advice_action.toggled.connect(self._set_advice)
        self.panel.advice_box.toggled.connect(self.advice_action.setChecked)
        self.advice_action.setChecked(bool_setting(settings, "advice", False))
        menu.addAction(self.toggle_action)
        menu.addAction(self.advice_action)
        window.addAction(self.toggle_action)
        scene.explainer.whatnow_asked.connect(self.toggle)
        scene.explainer.shown.connect(self.show_state)

    def _set_advice(self, on: bool) -> None:
        self.settings.setValue("advice", on)
        if self.panel.advice_box.isChecked() != on:
            self.panel.advice_box.setChecked(on)

    def _visibility(self, shown: bool) -> None:
        """Follow the game while shown; once hidden, give the right-hand docks back the width they had, so the mat
        grows back (closing the list left the mat shrunk)."""
        if shown:
            self.panel.refresh()
            return
        self.scene.clear_focus()
        if self._widths:
            docks, widths = zip(*self._widths, strict=True)
            self.window.resizeDocks(list(docks), list(widths), Qt.Orientation.Horizontal)
            self._widths = []

    def toggle(self) -> None:
        """Show the list (or hide it if it is showing)."""
        if not self.dock.isVisible():
            self._widths = [
                (d, d.width())
                for d in self.window.findChildren(QDockWidget)
                if d is not self.dock
                and d.isVisible()
                and self.window.dockWidgetArea(d) == Qt.DockWidgetArea.RightDockWidgetArea
            ]
        self.dock.setVisible(not self.dock.isVisible())
        if self.dock.isVisible():
            self.dock.raise_()
            self.panel.list.setFocus()

    def show_state(self, s: State, hidden: bool) -> None:
        """Follow the game (only computed while the list is showing)."""
        self.panel.state = None if hidden else s
        if self.dock.isVisible():
            self.panel.refresh()

"""Table mode in the window (issue 25): the Game menu's switch, a banner while it is on, a card's
"Move to…" menu, the totals dialog, the reorder view of a deck's top cards (:mod:`ui.window.reorder`),
and positions saved and started from files. Drags on the mat are :mod:`ui.mat.table_drag`'s.

Every change is an edit action (``bigtrouble.actions``) submitted through ``win.submit`` like any
move, so undo, redo, the autosave and the record treat it as one; the engine checks it and says why
when it refuses. The switch shows the state's own ``table_mode``, so undoing its step turns it off.
"""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGraphicsView,
    QLabel,
    QMenu,
    QSpinBox,
    QWidget,
)

if TYPE_CHECKING:  # the window's first frame is drawn before the game is imported
    from bigtrouble.actions import Action, EditMove, EditSet
    from bigtrouble.model import State
    from bigtrouble.zones import Zone
    from ui.window.reorder import Deck, ReorderDialog

BANNER = "Table mode is on: drag a card anywhere, or right-click it"
BANNER_TIP = (
    "Drag a card to any place, or right-click it for its Move menu; right-click a deck to put its top cards\n"
    "in order. Totals and the turn: Game > Set Totals by Hand, Pass the Turn by Hand To.\n"
    "Every change is logged and undoable, and the game is marked as changed by hand."
)


def _shared() -> tuple[Zone, ...]:
    """The shared piles a card may be moved to, in the menu's order."""
    from bigtrouble.zones import Zone

    return (
        Zone.KO,
        Zone.ESCAPED,
        Zone.HERO_DECK,
        Zone.VILLAIN_DECK,
        Zone.BYSTANDERS,
        Zone.WOUNDS,
        Zone.UNCLE_CHU,
        Zone.MEDIOCRE,
        Zone.TACTICS,
        Zone.MASTERMIND_CAPTIVES,
    )


class TableMode:
    """The window's table mode: its menu entries, banner and card menu (``win`` is the MainWindow)."""

    def __init__(self, win: Any) -> None:
        """Add the Game menu's entries and the (hidden) banner to ``win``."""
        self.win = win
        game: QMenu = win._menu_by_name["game"]
        game.addSeparator()
        self.switch = QAction("&Table Mode (change the game by hand)", win, checkable=True)
        self.switch.triggered.connect(self._switched)
        game.addAction(self.switch)
        self.totals_action = win._action("game", "Set T&otals by Hand…", self.totals_dialog)
        self.reorder_action = win._action("game", "&Reorder the Top of a Deck…", lambda: self.reorder_dialog())
        self.pass_menu = game.addMenu("Pass the Turn by Hand To")
        self.pass_menu.aboutToShow.connect(self._fill_pass_menu)
        game.addSeparator()
        win._action("game", "Save &Position As…", self.save_position_dialog)
        win._action("game", "Start From Posi&tion…", self.start_position_dialog)
        self.banner = QLabel(BANNER)
        self.banner.setObjectName("table_mode_banner")
        self.banner.setStyleSheet("QLabel { background: #f2c14e; color: black; padding: 2px 8px; font-weight: bold; }")
        self.banner.setToolTip(BANNER_TIP)
        self.banner.hide()
        win.statusBar().addPermanentWidget(self.banner)
        self.sync(None)

    def attach_view(self, view: QGraphicsView) -> None:
        """Give the mat's cards their "Move to…" menu (the mat exists only once built)."""
        from PySide6.QtCore import Qt  # the Qt namespace costs the first frame: made once the mat is

        view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        view.customContextMenuRequested.connect(lambda pos: self._card_menu_at(view, pos))

    def sync(self, s: State | None) -> None:
        """Show whether table mode is on in ``s``: the switch, the banner, the entries that need it."""
        on = s is not None and s.table_mode
        self.switch.setChecked(on)
        self.switch.setEnabled(s is not None)
        self.banner.setVisible(on)
        self.totals_action.setEnabled(on)
        self.reorder_action.setEnabled(on)
        self.pass_menu.setEnabled(on)

    def state(self) -> State | None:
        """The state on the mat, if a game is shown."""
        session = self.win.session
        return session.state if session is not None else None

    def submit(self, action: Action) -> str | None:
        """Submit an edit like any move; say in the status bar why it was refused."""
        error: str | None = self.win.submit(action)
        if error:
            self.win.statusBar().showMessage(error, 8000)
        return error

    def _switched(self, on: bool) -> None:
        from bigtrouble.actions import EditTableMode

        s = self.state()
        if s is not None and s.table_mode != on:
            self.submit(EditTableMode(on))
        self.sync(self.state())

    # --- moving a card --------------------------------------------------------------------

    def _card_menu_at(self, view: QGraphicsView, pos: QPoint) -> None:
        from ui.mat.items import CardItem, ZoneItem

        s = self.state()
        if s is None or not s.table_mode:
            return
        under = view.items(pos)
        card = next((i for i in under if isinstance(i, CardItem)), None)
        pile = next((i for i in under if isinstance(i, ZoneItem)), None)
        menu = self.move_menu(card.uid) if card is not None else self.deck_menu(pile.key) if pile is not None else None
        if menu is not None:
            menu.exec(view.mapToGlobal(pos))
            menu.deleteLater()  # made for this click only

    def mat_deck(self, key: str) -> Deck | None:
        """The deck drawn as the mat's pile ``key`` ("deck" is the player's whose cards the mat shows)."""
        from bigtrouble.actions import REORDER_DECKS
        from ui.mat.placement import viewer

        s = self.state()
        if s is None or key not in REORDER_DECKS:
            return None
        return (key, viewer(s) if key == "deck" else -1)

    def deck_menu(self, key: str) -> QMenu | None:
        """The menu of the mat's pile ``key`` in table mode: put its top cards in order (None if not a deck)."""
        from ui.window.reorder import deck_words

        s, deck = self.state(), self.mat_deck(key)
        if s is None or deck is None:
            return None
        menu = QMenu(self.win)
        act = menu.addAction(f"Put the top cards of {deck_words(s, deck)} in order…")
        act.triggered.connect(lambda _=False: self.reorder_dialog(deck))
        return menu

    def move_menu(self, uid: int) -> QMenu:
        """The menu "Move <card> to…": every place the card's kind may go, decks by top and bottom."""
        from bigtrouble.model import CITY_SPACES
        from bigtrouble.rules.edits import ACCEPTS
        from bigtrouble.zones import PLAYER_ZONES, Zone, cdef

        s = self.state()
        menu = QMenu(self.win)
        if s is None:
            return menu
        d = cdef(s, uid)
        menu.setTitle(f"Move {d.name} to")
        menu.addSection(f"Move {d.name} to…")
        places: list[tuple[str, EditMove]] = []
        for p in range(len(s.players)):
            for zone in PLAYER_ZONES:
                if d.kind in ACCEPTS[zone]:
                    places += _entries(s, uid, zone, p)
        for zone in _shared():
            if d.kind in ACCEPTS[zone]:
                places += _entries(s, uid, zone, -1)
        for zone in (Zone.CITY, Zone.HQ, Zone.CAPTIVES):
            if d.kind in ACCEPTS[zone]:
                for space in range(len(CITY_SPACES)):
                    places += _entries(s, uid, zone, space)
        groups: dict[str, QMenu] = {}
        for label, edit in places:
            head, _, rest = label.partition(": ")
            sub = groups.get(head)
            if sub is None:
                sub = groups[head] = menu.addMenu(head)
            act = sub.addAction(rest)
            act.triggered.connect(lambda _=False, e=edit: self.submit(e))
        self._reorder_entry(menu, s, uid)
        return menu

    def _reorder_entry(self, menu: QMenu, s: State, uid: int) -> None:
        """A card in a deck (the top of the Wound stack) offers to put that deck's top cards in order too."""
        from bigtrouble.actions import REORDER_DECKS
        from bigtrouble.zones import locate
        from ui.window.reorder import deck_words

        try:
            zone, index = locate(s, uid)
        except LookupError:
            return
        if zone.value in REORDER_DECKS:
            deck = (zone.value, index)
            menu.addSeparator()
            act = menu.addAction(f"Put the top cards of {deck_words(s, deck)} in order…")
            act.triggered.connect(lambda _=False: self.reorder_dialog(deck))

    def reorder_dialog(self, deck: Deck | None = None) -> ReorderDialog | None:
        """Open the view of a deck's top cards (``deck``, or the first with two cards) to put them in order."""
        from ui.window.reorder import ReorderDialog

        s = self.state()
        if s is None or not s.table_mode:
            return None
        dlg = ReorderDialog(s, self.win.cache, deck, self.win)
        dlg.accepted.connect(lambda: self._reordered(dlg))
        dlg.open()
        return dlg

    def _reordered(self, dlg: ReorderDialog) -> None:
        edit = dlg.edit()
        if edit is None:
            self.win.statusBar().showMessage("The cards are in the order they were: nothing changed.", 8000)
            return
        self.submit(edit)

    # --- totals and the turn ------------------------------------------------------------------

    def totals_dialog(self) -> QDialog | None:
        """Open the dialog that sets Attack, Recruit, the Twist count and the Scheme's counters."""
        s = self.state()
        if s is None or not s.table_mode:
            return None
        dlg = TotalsDialog(s, self.win)
        dlg.accepted.connect(lambda: self._set_totals(dlg.edits()))
        dlg.open()
        return dlg

    def _set_totals(self, edits: list[EditSet]) -> None:
        """Submit one edit a total changed; say every refusal once all are done (a success clears the bar)."""
        errors = [e for e in (self.win.submit(edit) for edit in edits) if e]
        if errors:
            self.win.statusBar().showMessage(" ".join(errors), 8000)

    def _fill_pass_menu(self) -> None:
        from bigtrouble.actions import EditPassTurn

        self.pass_menu.clear()
        s = self.state()
        if s is None:
            return
        for p, player in enumerate(s.players):
            act = self.pass_menu.addAction(player.name)
            act.setEnabled(p != s.current and player.has_hand)
            act.triggered.connect(lambda _=False, i=p: self.submit(EditPassTurn(i)))

    # --- positions as files ----------------------------------------------------------------------

    def save_position_dialog(self) -> None:
        """Game > Save Position As…: the mat's position as a scenario file."""
        if self.state() is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self.win, "Save the position", str(self.win._save_folder() / "Position.toml"), "Positions (*.toml)"
        )
        if name:
            self.save_position(Path(name))

    def save_position(self, path: Path) -> None:
        """Write the mat's position to ``path`` and say so (or why it could not be written)."""
        from bigtrouble.teaching.snapshot import save_position

        s = self.state()
        if s is None:
            return
        try:
            save_position(s, path, path.stem)
        except OSError as exc:
            self.win.statusBar().showMessage(f"The position could not be saved to {path}: {exc.strerror}.", 12000)
            return
        self.win.statusBar().showMessage(f"Position saved to {path}.", 8000)

    def start_position_dialog(self) -> None:
        """Game > Start From Position…: a new game from a scenario file's position."""
        name, _ = QFileDialog.getOpenFileName(
            self.win, "Start from a position", str(self.win._save_folder()), "Positions (*.toml);;All files (*)"
        )
        if name and self.win.may_leave_game("Starting from a position"):
            self.start_from(Path(name))

    def start_from(self, path: Path) -> str | None:
        """Start a game from the position in ``path`` (its own seed unless the file gives one); the error if not."""
        from bigtrouble.teaching.scenario import ScenarioError, build, read
        from ui.session import Session

        try:
            setup = dict(read(path).get("setup", {}))
            setup.setdefault("seed", secrets.randbelow(2**31))
            start = build(setup)
        except (ScenarioError, OSError) as exc:
            error = f"That position can't be used: {exc}"
            self.win.statusBar().showMessage(error, 12000)
            return error
        self.win.start(Session(start))
        return None


def _entries(s: State, uid: int, zone: Zone, index: int) -> list[tuple[str, EditMove]]:
    """The menu entries for one place ("<group>: <entry>"); a deck gets its top and its bottom."""
    from bigtrouble.actions import EditMove
    from bigtrouble.rules.edits import where_words
    from bigtrouble.zones import PLAYER_ZONES, Zone

    where = where_words(s, zone, index)
    if zone in PLAYER_ZONES:
        head, entry = s.players[index].name, where.split("'s ", 1)[1]
    elif zone in (Zone.CITY, Zone.HQ, Zone.CAPTIVES):
        head, entry = {Zone.CITY: "City", Zone.HQ: "HQ", Zone.CAPTIVES: "Captives"}[zone], where
    else:
        head, entry = "Shared piles", where
    if zone in (Zone.DECK, Zone.HERO_DECK, Zone.VILLAIN_DECK):
        return [
            (f"{head}: top of {entry}", EditMove(uid, zone.value, index, 0)),
            (f"{head}: bottom of {entry}", EditMove(uid, zone.value, index, -1)),
        ]
    return [(f"{head}: {entry}", EditMove(uid, zone.value, index, 0))]


class TotalsDialog(QDialog):
    """Attack, Recruit, the Twist count and the Scheme's counters, each in a spin box."""

    def __init__(self, s: State, parent: QWidget | None = None) -> None:
        """Build the boxes from ``s``'s totals."""
        super().__init__(parent)
        self.setWindowTitle("Set totals by hand")
        form = QFormLayout(self)
        values = [("attack", "Attack", s.turn.attack), ("recruit", "Recruit", s.turn.recruit)]
        values += [("twists", "Twists", s.twists)] + [(k, k, v) for k, v in s.counters]
        self.boxes: dict[str, tuple[QSpinBox, int]] = {}
        for key, label, value in values:
            box = QSpinBox(self)
            box.setRange(0, 999)
            box.setValue(value)
            form.addRow(label, box)
            self.boxes[key] = (box, value)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def edits(self) -> list[EditSet]:
        """One edit for each total changed."""
        from bigtrouble.actions import EditSet

        return [EditSet(key, box.value()) for key, (box, was) in self.boxes.items() if box.value() != was]

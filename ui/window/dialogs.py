"""Dialogs: the new-game dialog and the end screen."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.errors import SetupError
from bigtrouble.model import Setup, State
from bigtrouble.rules.setup import first_game, new_game, swappable_commons
from ui.seats.bot_seats import HUMAN
from ui.window.difficulty_line import DifficultyLine
from ui.window.frame import fit_to_screen_area
from ui.window.last_choices import LastChoices, recall, remember
from ui.window.seats_panel import MAX_SEATS, SeatsPanel

RANDOM = "Random"
COMMONS_CHOICES = ((RANDOM, "random"), ("Any ten of the fifteen", "ten"))
"""How the commons combos show the setup's words for a chance pick."""
WIDE = 1240
"""The New Game dialog's width where the screen has room: each house rule fits on one line."""


def _names(kind: Kind) -> list[str]:
    return [d.name for d in registry.of_kind(kind)]


class GroupPicker(QListWidget):
    """A checklist of groups; the unchecked ones are left to chance."""

    def __init__(self, options: list[str]) -> None:
        """One checkable line per option."""
        super().__init__()
        for name in options:
            self._add(name)
        self.setMaximumHeight(130)

    def _add(self, name: str) -> QListWidgetItem:
        item = QListWidgetItem(name)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Unchecked)
        self.addItem(item)
        return item

    def set_checked(self, names: tuple[str, ...]) -> None:
        """Check exactly ``names`` (adding any this card set does not have yet, so the choice shows)."""
        present = {self.item(i).text(): self.item(i) for i in range(self.count())}
        for name in names:
            if name not in present:
                present[name] = self._add(name)
        for name, item in present.items():
            item.setCheckState(Qt.CheckState.Checked if name in names else Qt.CheckState.Unchecked)

    def checked(self) -> tuple[str, ...]:
        """The checked names, in list order."""
        return tuple(
            self.item(i).text() for i in range(self.count()) if self.item(i).checkState() == Qt.CheckState.Checked
        )


class ScrollBody(QScrollArea):
    """A dialog's body that scrolls when the screen is too small for it, and asks for its whole size when
    it is not (a plain scroll area asks for a small fixed box)."""

    def __init__(self, body: QWidget) -> None:
        """Scroll ``body`` up and down; its width always fits (its words wrap)."""
        super().__init__()
        self.setWidget(body)
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def sizeHint(self) -> QSize:  # noqa: N802
        """The body's own size, with room for the scroll bar."""
        body = self.widget()
        hint = body.sizeHint() if body is not None else QSize(0, 0)
        return QSize(hint.width() + self.verticalScrollBar().sizeHint().width(), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """As narrow as the body can be; a few rows high (the rest scrolls)."""
        body = self.widget()
        width = body.minimumSizeHint().width() if body is not None else 0
        return QSize(width + self.verticalScrollBar().sizeHint().width(), 160)


class NewGameDialog(QDialog):
    """Seats, names and every setup choice, preset to the first game for 2 players.

    On Start the setup is tried at once: a ``SetupError`` is shown in the dialog,
    which stays open. On success ``setup``, ``seed`` and ``state`` hold the game.
    """

    def __init__(
        self, parent: QWidget | None = None, settings: QSettings | None = None, memory_path: Path | None = None
    ) -> None:
        """The dialog, already set to the first-game preset; names typed last time come back (``settings``,
        else the parent window's). Least played reads the game memory at ``memory_path`` (else the one beside
        the parent window's autosave)."""
        super().__init__(parent)
        self.memory_path = memory_path
        self.setWindowTitle("New game")
        self.settings = settings if settings is not None else getattr(parent, "settings", None)
        self.setup: Setup | None = None
        self.state: State | None = None
        self.seed = random.SystemRandom().randrange(1, 2**31)
        form = QFormLayout()
        self.help_line = QLabel(
            "New to the game? Keep the rulebook's first game and press Start. Hover any choice to see what it"
            " does; the ones marked <i>advanced</i> are for later games."
        )
        self.help_line.setObjectName("new_game_help")
        self.help_line.setWordWrap(True)
        form.addRow(self.help_line)
        self.seats = QSpinBox()
        self.seats.setRange(1, 5)
        self.seats.setValue(2)
        self.seats.setToolTip("1 seat: one person plays two hands side by side (R2).")
        form.addRow("Players", self.seats)
        names_box = QWidget()
        grid = QGridLayout(names_box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.name_edits = [QLineEdit() for _ in range(5)]
        for i, e in enumerate(self.name_edits):
            e.setPlaceholderText(f"Player {i + 1}")
            grid.addWidget(e, i // 3, i % 3)
        names_box.setToolTip("The names the log, the player strip and the curtain use (blank: Player 1, Player 2…).")
        form.addRow("Names", names_box)
        for e, name in zip(self.name_edits, self._remembered_names(), strict=False):
            e.setText(name)
        self.mastermind = QComboBox()
        self.mastermind.addItems([RANDOM, *_names(Kind.MASTERMIND)])
        self.scheme = QComboBox()
        self.scheme.addItems([RANDOM, *_names(Kind.SCHEME)])
        self.mastermind.setToolTip(
            "The villain you fight together: defeat him four times (his four Tactics) and the team wins."
            " Random picks one."
        )
        self.scheme.setToolTip(
            "How Evil wins if you are too slow: its card says what it counts and when it wins. Random picks one."
        )
        form.addRow("Mastermind", self.mastermind)
        form.addRow("Scheme", self.scheme)
        self.heroes = GroupPicker(list(registry.groups(Kind.HERO)))
        self.villains = GroupPicker(list(registry.groups(Kind.VILLAIN)))
        self.henchmen = GroupPicker(list(registry.groups(Kind.HENCHMAN)))
        picks = QGroupBox("Cards in play, advanced (checked: used; the rest of each count is drawn at random)")
        picks.setToolTip(
            "Which Heroes you recruit from and which Villains and Henchmen come out of the Villain Deck;"
            " leave them unchecked to let the game choose."
        )
        row = QHBoxLayout(picks)
        for title, w in (
            ("Heroes", self.heroes),
            ("Villain Groups", self.villains),
            ("Henchman Groups", self.henchmen),
        ):
            column = QVBoxLayout()
            column.addWidget(QLabel(f"<b>{title}</b>"))
            column.addWidget(w)
            row.addLayout(column)
        self.jack = QComboBox()
        self.wang = QComboBox()
        for combo, hero in ((self.jack, "Jack Burton"), (self.wang, "Wang Chi")):
            for label, value in COMMONS_CHOICES:
                combo.addItem(label, value)
            for name in swappable_commons(hero):
                combo.addItem(name, name)
            combo.setToolTip(
                f"Which of {hero}'s three common sets to leave out; '{COMMONS_CHOICES[1][0]}' takes 10 of the 15 cards."
            )
        self.form = form
        form.addRow("Jack Burton commons out (advanced)", self.jack)
        form.addRow("Wang Chi commons out (advanced)", self.wang)
        self.preset_note = QLabel()
        self.preset_note.setWordWrap(True)
        self.preset_note.setStyleSheet("color: #2f6b3a;")
        self.difficulty = DifficultyLine(self.chosen_setup)  # how hard these choices are (ui/window/difficulty_line)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error.hide()
        preset = QPushButton("Rulebook's first game")
        preset.setToolTip("The setup the rulebook suggests for a first game with this many players.")
        preset.clicked.connect(self.apply_preset)
        everything = QPushButton("All random")
        everything.setToolTip("Every choice random: a new Mastermind, Scheme and cards each game.")
        everything.clicked.connect(self.all_random)
        least = QPushButton("Least played")
        least.setToolTip(
            "The Mastermind, Scheme, Heroes, Villains and Henchmen you have played least in the games this"
            " computer remembers (equal ones picked at random)."
        )
        least.clicked.connect(self.least_played)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.start = buttons.addButton("Start", QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(preset, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.addButton(everything, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.addButton(least, QDialogButtonBox.ButtonRole.ResetRole)
        for b in (self.cancel, preset, everything, least):  # Enter starts the game, wherever the focus is
            b.setAutoDefault(False)
            b.setDefault(False)
        self.start.setAutoDefault(True)
        self.start.setDefault(True)
        buttons.accepted.connect(self.try_start)
        buttons.rejected.connect(self.reject)
        body = QWidget()
        inner = QVBoxLayout(body)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.preset_note)
        inner.addLayout(form)
        self.seat_panel = SeatsPanel()  # who plays each seat, the Solo mode, house rules (ui/window/seats_panel.py)
        self.seat_panel.changed.connect(lambda: self._seats_changed(self.seats.value()))
        inner.addWidget(self.seat_panel)
        inner.addWidget(picks)
        inner.addStretch(1)
        self.body = ScrollBody(body)  # on a small screen the choices scroll; the error and buttons stay in view
        outer = QVBoxLayout(self)
        outer.addWidget(self.body, 1)
        outer.addWidget(self.difficulty)
        outer.addWidget(self.error)
        outer.addWidget(buttons)
        self._preset = True
        self._applying = False
        self._sized = False
        self._person_names: dict[int, str] = {}
        """The names typed for seats a bot now plays, kept for when a person sits there again."""
        self.seats.valueChanged.connect(self._seats_changed)
        self._seats_changed(self.seats.value())
        for combo in (self.mastermind, self.scheme, self.jack, self.wang):
            combo.currentIndexChanged.connect(self._edited)
        for picker in (self.heroes, self.villains, self.henchmen):
            picker.itemChanged.connect(self._edited)
        self._recall()
        for combo in (self.mastermind, self.scheme):
            combo.currentIndexChanged.connect(self.difficulty.schedule)
        for picker in (self.heroes, self.villains, self.henchmen):
            picker.itemChanged.connect(self.difficulty.schedule)
        self.seats.valueChanged.connect(self.difficulty.schedule)
        self.seat_panel.changed.connect(self.difficulty.schedule)
        self.difficulty.refresh()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        """Open at its whole size (wide enough for each house rule on one line) where the screen has room,
        else inside the screen's free area, frame included (again once the window manager framed it)."""
        super().showEvent(event)
        if not self._sized:
            self._sized = True
            hint = self.sizeHint()
            self.resize(max(hint.width(), WIDE), hint.height())
        for ms in (0, 150):
            QTimer.singleShot(ms, self, lambda: fit_to_screen_area(self))
        fit_to_screen_area(self)

    def _remembered_names(self) -> list[str]:
        if self.settings is None:
            return []
        value = self.settings.value("player_names", [])
        names: list[object] = [value] if isinstance(value, str) else []
        if isinstance(value, list | tuple):
            names = list(value)
        return [str(n) for n in names][:5]

    def _recall(self) -> None:
        """Set the dialog as it was at the last Start: seats, bots, variant, house rules and the cards (a card or
        a bot this version lacks is left to chance, or to a person)."""
        last = recall(self.settings) if self.settings is not None else None
        if last is None:
            return
        self.seats.setValue(last.players)
        self.seat_panel.solo.setChecked(last.solo)
        for seat, kind in enumerate(last.kinds[:MAX_SEATS]):
            self.seat_panel.set_kind(seat, kind)
        for key, box in self.seat_panel.house.items():
            box.setChecked(key in last.house)
        self._seats_changed(self.seats.value())
        if last.preset:
            return
        cards = last.cards
        self._applying = True
        try:
            self._set_combo(self.mastermind, cards.mastermind)
            self._set_combo(self.scheme, cards.scheme)
            self.heroes.set_checked(cards.heroes)
            self.villains.set_checked(cards.villains)
            self.henchmen.set_checked(cards.henchmen)
            self._set_combo(self.jack, cards.jack_commons)
            self._set_combo(self.wang, cards.wang_commons)
        finally:
            self._applying = False
        self._preset = False
        self.preset_note.setText("Set as for your last game. Change anything you like.")
        self._commons_rows()

    def _edited(self) -> None:
        """Any change: the old error no longer applies; the commons rows follow the heroes in play."""
        if self._applying:
            return
        self.error.hide()
        self._preset = False
        self.preset_note.setText("")
        self._commons_rows()

    def _commons_rows(self) -> None:
        heroes = self.heroes.checked()
        self.form.setRowVisible(self.jack, "Jack Burton" in heroes)
        self.form.setRowVisible(self.wang, "Wang Chi" in heroes)

    def _seats_changed(self, n: int) -> None:
        self.seat_panel.set_players(n)
        hands = self.seat_panel.hands(n)
        kinds = self.seat_panel.kinds()
        for i, e in enumerate(self.name_edits):
            e.setVisible(i < hands)
            e.setPlaceholderText(self.seat_panel.placeholder(i, n))
            bot = i < len(kinds) and kinds[i] != HUMAN
            if bot and e.isEnabled():  # a bot plays under its own name; the person's comes back with the person
                self._person_names[i] = e.text()
                e.clear()
            elif not bot and not e.isEnabled():
                e.setText(self._person_names.pop(i, ""))
            e.setEnabled(not bot)
        if self._preset:
            self.apply_preset()

    def apply_preset(self) -> None:
        """Set every choice to the rulebook's first game for the chosen player count."""
        n = self.seats.value()
        preset = self.seat_panel.first_game() or first_game(n)
        self._applying = True
        try:
            self._set_combo(self.mastermind, preset.mastermind)
            self._set_combo(self.scheme, preset.scheme)
            self.heroes.set_checked(preset.heroes)
            self.villains.set_checked(preset.villains)
            self.henchmen.set_checked(preset.henchmen)
            self._set_combo(self.jack, preset.jack_commons)
            self._set_combo(self.wang, preset.wang_commons)
        finally:
            self._applying = False
        self._preset = True
        self.error.hide()
        who = "one person playing two hands" if n == 1 else f"{n} players"
        note = f"Set to the rulebook's first game for {who}. Change anything you like."
        if self.seat_panel.is_solo():
            note = "Set to a first Solo game: the first game's Mastermind and Scheme, the Villains he leads, 3 Heroes."
        self.preset_note.setText(note)
        self._commons_rows()

    def all_random(self) -> None:
        """Leave every card choice to chance."""
        self._applying = True
        try:
            for combo in (self.mastermind, self.scheme, self.jack, self.wang):
                combo.setCurrentIndex(0)
            for picker in (self.heroes, self.villains, self.henchmen):
                picker.set_checked(())
        finally:
            self._applying = False
        self._edited()

    def _memory_file(self) -> Path | None:
        if self.memory_path is not None:
            return self.memory_path
        target = getattr(self.parent(), "autosave_target", None)
        if not callable(target):
            return None
        from bigtrouble.tools.memory import memory_file

        return memory_file(Path(target()).parent)

    def least_played(self) -> None:
        """Set the Mastermind, Scheme and groups to the ones the game memory has seen least, for the seats chosen
        now (equal counts are picked at random); the note under the title says how many games that counted."""
        import sqlite3

        from bigtrouble.tools.memory import MemoryRefused, open_memory
        from bigtrouble.tools.memory.least_played import PlayCounts, count_plays, least_played_setup

        counts = PlayCounts()
        unread = ""
        path = self._memory_file()
        if path is not None and path.exists():  # reading never makes a memory file where there was none
            try:
                with open_memory(path) as memory:
                    counts = count_plays(memory)
            except (MemoryRefused, OSError, sqlite3.Error) as exc:
                unread = f"The game memory can't be read ({exc}), so these are picked at random."
        try:
            pick = least_played_setup(self.chosen_setup(), counts, random.Random())
        except SetupError as exc:
            self.error.setText(f"No least-played game can be set up for these seats: {exc}")
            self.error.show()
            return
        self._applying = True
        try:
            self._set_combo(self.mastermind, pick.mastermind)
            self._set_combo(self.scheme, pick.scheme)
            self.heroes.set_checked(pick.heroes)
            self.villains.set_checked(pick.villains)
            self.henchmen.set_checked(pick.henchmen)
        finally:
            self._applying = False
        self._edited()
        if unread:
            note = unread
        elif counts.games == 0:
            note = "No games are remembered here yet, so everything is equally unplayed: these are picked at random."
        else:
            games = "1 game" if counts.games == 1 else f"{counts.games:,} games"
            note = f"Set to what you have played least in the {games} remembered here. Change anything you like."
        self.preset_note.setText(note)

    @staticmethod
    def _set_combo(combo: QComboBox, text: str) -> None:
        """Select the entry whose value (or, without values, whose text) is ``text``; "" selects Random."""
        if not text:
            combo.setCurrentIndex(0)
            return
        index = combo.findData(text)
        if index < 0:
            index = combo.findText(text)
        if index < 0:
            combo.addItem(text, text)
            index = combo.count() - 1
        combo.setCurrentIndex(index)

    def chosen_setup(self) -> Setup:
        """The setup the dialog describes now."""
        n = self.seats.value()
        hands = self.seat_panel.hands(n)
        typed = [e.text().strip() for e in self.name_edits[:hands]]
        names: tuple[str, ...] = ()
        if any(typed):
            names = tuple(t or e.placeholderText() for t, e in zip(typed, self.name_edits, strict=False))
        pick = self.mastermind.currentText()
        scheme = self.scheme.currentText()
        plain = Setup(
            players=n,
            names=names,
            mastermind="" if pick == RANDOM else pick,
            scheme="" if scheme == RANDOM else scheme,
            heroes=self.heroes.checked(),
            villains=self.villains.checked(),
            henchmen=self.henchmen.checked(),
            jack_commons=str(self.jack.currentData()),
            wang_commons=str(self.wang.currentData()),
        )
        return self.seat_panel.apply(plain)

    def try_start(self) -> None:
        """Set the game up; show the reason and stay open if it can't be played."""
        setup = self.chosen_setup()
        try:
            self.state = new_game(setup, self.seed)
        except SetupError as exc:
            self.error.setText(f"This game can't be set up: {exc}")
            self.error.show()
            return
        self.setup = setup
        if self.settings is not None:
            names = [self._person_names.get(i, e.text()).strip() for i, e in enumerate(self.name_edits)]
            self.settings.setValue("player_names", names)
            panel = self.seat_panel
            kinds = tuple(str(c.currentData()) for c in panel.seat_kinds)
            remember(
                self.settings,
                LastChoices(setup.players, panel.solo.isChecked(), kinds, panel.house_rules(), self._preset, setup),
            )
        self.accept()

"""The Help menu's own entries: How to Play, Rules, Keyboard Shortcuts and About.

:func:`install` adds them to a window's Help menu (in the menu's fixed order) and answers
``ui.rules.open_rule`` requests by opening the Rules panel. Nothing here loads the game
until an entry is used, so the window's first frame stays quick.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Slot
from PySide6.QtGui import QAction, QActionEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QHeaderView,
    QLabel,
    QMenu,
    QMenuBar,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from PySide6.QtGui import QShowEvent

    from ui.panels.rules_panel import RulesPanel
    from ui.teach.guide import GuideDialog

MAT_KEYS: tuple[tuple[str, str], ...] = (
    (
        "Tab / Shift+Tab",
        "Move the highlight to the next / previous move (its card is shown large): card plays first, then recruits"
        " and fights, End Turn last; after each move it starts again from the first",
    ),
    ("Enter or Space", "Do the highlighted move"),
    ("Esc", "Close a card shown large, else drop the highlight (and decline a choice that may be declined)"),
    ("Ctrl + mouse wheel", "Zoom the mat in or out"),
    ("Right-click a card", "Show the card large, with its keywords explained"),
)
"""Keys the mat itself reads (``ui.mat.view.MatView.keyPressEvent``): not menu actions."""

PLACE_KEYS: tuple[tuple[str, str, str], ...] = (
    *((k, what, "On the mat") for k, what in MAT_KEYS),
    ("Enter or Space, or a click", "Lift the hot-seat curtain when you are ready", "The curtain"),
    ("Esc", "Hide the step's caption (the mat stays as it is)", "In a lesson"),
    ("F1", "Show the step's caption again", "In a lesson"),
    ("Space", 'Go on from a "look at this" step', "In a lesson"),
    ("Ctrl+Z", "Undo; with no move left to undo, back one step (into the previous part)", "In a lesson"),
    ("Right or Page Down", "Next page", "How to Play"),
    ("Left or Page Up", "Previous page", "How to Play"),
    ("Up or Down, with Ctrl or Alt", "Move the selected card nearer the top or deeper", "Reordering a deck"),
)
"""Keys read by a part of the window rather than a menu: the mat (``ui.mat.view``), the curtain
(``ui.mat.curtain``), a lesson (``ui.teach.tutorial``), How to Play (``ui.teach.guide``), table mode's reorder
view (``ui.window.reorder``). A test reads every key those modules compare and fails if one is missing here."""


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").replace("…", "").strip()


def menu_shortcuts(bar: QMenuBar) -> list[tuple[str, str, str]]:
    """Every action in the window's menus that has a key: ``(keys, what it does, menu)``, in menu order."""
    rows: list[tuple[str, str, str]] = []

    def walk(menu: QMenu, path: str) -> None:
        for act in menu.actions():
            sub = act.menu()
            if isinstance(sub, QMenu):
                walk(sub, f"{path} > {_plain(sub.title())}")
            elif act.shortcuts():
                names = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in act.shortcuts()]
                keys = " or ".join(dict.fromkeys(n for n in names if n))
                rows.append((keys, _plain(act.text()), path))

    for act in bar.actions():
        menu = act.menu()
        if isinstance(menu, QMenu):
            walk(menu, _plain(menu.title()))
    return rows


def key_names(keys: list[QKeySequence]) -> str:
    """Keys in words, each once: "Ctrl+E or Ctrl+Return"."""
    names = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in keys]
    return " or ".join(dict.fromkeys(n for n in names if n))


def window_shortcuts(window: QWidget, bar: QMenuBar) -> list[tuple[str, str, str]]:
    """Keys bound to the window outside its menus: its own actions and its live ``QShortcut``s
    (a lesson's F1, say), each described by its ``whatsThis`` or its action's text."""
    in_menus = {id(a) for m in bar.findChildren(QMenu) for a in m.actions()}
    rows: list[tuple[str, str, str]] = []
    for act in window.actions():
        if act.shortcuts() and id(act) not in in_menus and act.isEnabled():
            rows.append((key_names(act.shortcuts()), _plain(act.text()), "Anywhere"))
    for sc in window.findChildren(QShortcut):
        if sc.isEnabled() and not sc.key().isEmpty():
            rows.append((key_names([sc.key()]), sc.whatsThis() or "(no description)", "Anywhere"))
    return rows


class ShortcutsDialog(QDialog):
    """Every key the game knows, read from the window's menus each time it is shown (so it cannot drift)."""

    def __init__(self, window: QWidget, bar: QMenuBar) -> None:
        """A dialog over ``window`` listing the keys of ``bar`` and the mat's own keys."""
        super().__init__(window)
        self.setWindowTitle("Keyboard Shortcuts")
        self.bar = bar
        lay = QVBoxLayout(self)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels(["Keys", "What it does", "Where"])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().setDefaultSectionSize(26)
        self.table.setWordWrap(False)
        lay.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(860, 560)
        self.refresh()

    def rows(self) -> list[tuple[str, str, str]]:
        """What the table shows: the menus' keys, any other key bound to the window now, then the keys
        the mat, the curtain, a lesson and How to Play read (a lesson's keys listed once, in its place)."""
        places = {(k, where) for k, _, where in PLACE_KEYS}
        window = self.parentWidget()
        live = window_shortcuts(window, self.bar) if window is not None else []
        extra = [r for r in live if not any((r[0], w) in places for w in ("In a lesson", "On the mat"))]
        return [*menu_shortcuts(self.bar), *extra, *PLACE_KEYS]

    def refresh(self) -> None:
        """Read the keys again."""
        rows = self.rows()
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                self.table.setItem(r, c, QTableWidgetItem(text))
        header = self.table.horizontalHeader()  # the keys and the place fit; what it does takes the rest
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        for r in range(self.table.rowCount()):
            item = self.table.item(r, 1)
            if item is not None:
                item.setToolTip(item.text())  # a long line cut at the column's edge is whole on hover

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        """Always show the keys as they are now."""
        self.refresh()
        super().showEvent(event)


def version() -> str:
    """The installed package's version, from its metadata."""
    import importlib.metadata  # about 50 ms: loaded when About opens, not before the window's first frame

    try:
        return importlib.metadata.version("bigtrouble")
    except importlib.metadata.PackageNotFoundError:
        return "unknown (not installed)"


ORIGIN_WORDS = {
    "official": "Official: every printed part from the rulebook or a published source",
    "mixed": "Official name and idea, with numbers or words designed for this edition",
    "ours": "Designed for this edition",
}


FAMILY_WORDS = {"strategist": "Starter", "warrior": "Starter", "mediocre": "Mediocre Hero", "uncle_chu": "Uncle Chu"}
"""How About names the grey Heroes, so "Hero" means the nine Heroes' own cards."""


def origin_counts() -> dict[str, dict[str, int]]:
    """Cards (copies in the box) by origin and kind, from the card registry: ``{"official": {"Hero": 35, ...}}``."""
    from bigtrouble.cards.defs import Origin
    from bigtrouble.cards.registry import CARDS

    out: dict[str, dict[str, int]] = {k: {} for k in ORIGIN_WORDS}
    for d in CARDS.values():
        found = {d.origin_of(p) for p in d.printed_parts()}
        kind = "ours" if found == {Origin.HOUSE} else "mixed" if Origin.HOUSE in found else "official"
        label = FAMILY_WORDS.get(d.family, d.kind.value.replace("_", " ").title())
        out[kind][label] = out[kind].get(label, 0) + d.copies
    return out


def font_licences() -> list[tuple[str, str]]:
    """The shipped fonts with their licence texts: ``(file names, licence)`` per licence file."""
    from ui import rules

    folder = rules.assets_dir() / "fonts"
    found = []
    for lic in sorted(folder.glob("LICENSE*")):
        fonts = ", ".join(sorted(p.name for p in folder.glob("*.ttf")))
        found.append((fonts, lic.read_text(encoding="utf-8", errors="replace")))
    return found


class AboutDialog(QDialog):
    """The version, what is official in this edition and what was designed for it, and the fonts' licences."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """Read the version, the card registry and the licence files."""
        super().__init__(parent)
        self.setWindowTitle("About Big Trouble")
        lay = QVBoxLayout(self)
        self.version = version()
        self.heading = QLabel(
            f"<h2>Big Trouble {self.version}</h2>"
            "<p>A digital edition of the deck-building game <i>Legendary: Big Trouble in Little China</i> "
            "(Upper Deck, 2016), to learn it and to play it at one computer, alone or with friends.</p>"
        )
        self.heading.setWordWrap(True)
        lay.addWidget(self.heading)
        tabs = QTabWidget()
        self.counts = origin_counts()
        self.cards = QTextBrowser()
        self.cards.setHtml(self._cards_html())
        tabs.addTab(self.cards, "The cards")
        self.licences = QTextBrowser()
        self.licences.setPlainText(
            "\n\n".join(f"Fonts: {fonts}\n\n{text}" for fonts, text in font_licences())
            or "No font licence file was found beside the fonts."
        )
        tabs.addTab(self.licences, "Font licences")
        lay.addWidget(tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(600, 520)

    def total(self, origin: str) -> int:
        """How many cards of the box have ``origin`` (``official``, ``mixed`` or ``ours``)."""
        return sum(self.counts[origin].values())

    def _cards_html(self) -> str:
        rows = "".join(
            f"<tr><td><b>{self.total(k)}</b></td><td>{ORIGIN_WORDS[k]}<br><small>"
            + ", ".join(f"{kind} {n}" for kind, n in sorted(self.counts[k].items()))
            + "</small></td></tr>"
            for k in ORIGIN_WORDS
        )
        return (
            "<p>The printed texts of this set are not public. The game uses every known fact exactly "
            "(names, counts, the published numbers, every card the rulebook describes) and designed "
            "the rest in the spirit of the film. The card viewer says which parts of a card are ours, "
            "and our cards carry a small plum-blossom seal.</p>"
            f"<table cellpadding='4'>{rows}</table>"
            f"<p>{sum(self.total(k) for k in ORIGIN_WORDS)} cards in all.</p>"
        )


HELP_ORDER = ("Learn to Play", "How to Play", "Rules", "Puzzles", "Keyboard Shortcuts", "Report a Problem", "About")
"""The Help menu's entries, top to bottom, whoever adds them and whenever."""


def help_rank(text: str) -> int:
    """Where an entry called ``text`` goes in the Help menu (unknown entries go last)."""
    plain = _plain(text)
    return next((i for i, name in enumerate(HELP_ORDER) if plain.startswith(name)), len(HELP_ORDER))


def place_in_help(menu: QMenu, act: QAction) -> None:
    """Move ``act`` (already in ``menu``) to its place in :data:`HELP_ORDER`."""
    rank = help_rank(act.text())
    menu.removeAction(act)
    after = next((a for a in menu.actions() if help_rank(a.text()) > rank), None)
    menu.insertAction(after, act) if after is not None else menu.addAction(act)


class HelpOrder(QObject):
    """Keeps a Help menu in :data:`HELP_ORDER`: every entry added, by anyone, moves to its place."""

    def __init__(self, menu: QMenu) -> None:
        """Watch ``menu``."""
        super().__init__(menu)
        self.menu = menu
        self.moving = False
        menu.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """An added entry is taken out and put back where it belongs (the menu sees only that second add)."""
        if self.moving or event.type() != QEvent.Type.ActionAdded or not isinstance(event, QActionEvent):
            return False
        self.moving = True
        try:
            place_in_help(self.menu, event.action())
        finally:
            self.moving = False
        return True


class HelpDesk(QObject):
    """The windows behind the Help entries, made when first asked for and kept (a child of its window)."""

    def __init__(self, window: Any) -> None:
        """Serve ``window`` (a ``MainWindow``); rule requests reach it until the window is gone."""
        super().__init__(window)
        self.window = window
        self.guide: GuideDialog | None = None
        self.rules_panel: RulesPanel | None = None
        self.rules_dock: QDockWidget | None = None
        self.shortcuts: ShortcutsDialog | None = None
        self.about: AboutDialog | None = None
        self.order: HelpOrder | None = None
        self.listening = False

    def listen(self) -> None:
        """Answer rule requests from now on (the window calls it with the mat: ``ui.rules`` loads Qt's
        enum namespace, some 30 ms the first frame need not wait for)."""
        if not self.listening:
            from ui import rules

            rules.LINKS.requested.connect(self.open_target)
            self.listening = True

    @Slot(str)
    def open_target(self, target: str) -> None:
        """A rule or keyword asked for from anywhere (a log line, a keyword, the guide)."""
        self.show_rules(target)

    def show_guide(self, page: str = "") -> GuideDialog:
        """Open How to Play (at ``page``, a page key such as ``"showdown"``, if given)."""
        from ui.teach.guide import PAGES, GuideDialog

        if self.guide is None:
            self.guide = GuideDialog(self.window)
            self.guide.more.connect(self.rule_from_guide)
            self.guide.puzzle.connect(self.open_puzzle)
        keys = [p.key for p in PAGES]
        if page in keys:
            self.guide.show_page(keys.index(page))
        self.guide.show()
        self.guide.raise_()
        self.guide.activateWindow()
        return self.guide

    @Slot(str)
    def open_puzzle(self, name: str) -> None:
        """Play the puzzle called ``name`` on the mat (after asking, if a game would be left)."""
        from bigtrouble.teaching.puzzles import puzzles_and_problems
        from ui.teach.puzzles import open_puzzle

        puzzle = next((p for p in puzzles_and_problems()[0] if p.name == name), None)
        if puzzle is not None and self.window.may_leave_game("Opening a puzzle"):
            open_puzzle(self.window, puzzle)

    def rule_from_guide(self, target: str) -> None:
        """A rule link in How to Play: the Rules panel opens at ``target`` and the guide steps aside so the
        panel is not hidden behind it (once the window has made room for the panel)."""
        from PySide6.QtCore import QTimer

        self.show_rules(target)
        QTimer.singleShot(0, self._guide_aside)

    def _guide_aside(self) -> None:
        from PySide6.QtCore import QPoint, QRect

        dock, guide = self.rules_dock, self.guide
        if dock is None or guide is None or not dock.isVisible():
            return
        if dock.isFloating():  # a window of its own: bring it to the front
            dock.raise_()
            dock.activateWindow()
            return
        guide.step_aside(QRect(dock.mapToGlobal(QPoint(0, 0)), dock.size()))

    def show_rules(self, target: str = "") -> RulesPanel:
        """Open the Rules panel (a dock beside the log), at ``target`` if given (``"R45"``, ``"term:ambush"``)."""
        from PySide6.QtCore import Qt

        from ui.panels.rules_panel import RulesPanel

        win = self.window
        if self.rules_panel is None or self.rules_dock is None:
            self.rules_panel = RulesPanel()
            dock = QDockWidget("Rules", win)
            dock.setObjectName("rules_dock")
            dock.setWidget(self.rules_panel)
            self.rules_dock = dock
            if not win.restoreDockWidget(dock):  # first time: beneath the log, so a clicked line stays in view
                win.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock, Qt.Orientation.Vertical)
                log_dock = getattr(win, "log_dock", None)
                if log_dock is not None:
                    half = max(200, win.height() // 2)
                    win.resizeDocks([log_dock, dock], [half - 60, half], Qt.Orientation.Vertical)
            win._menu_by_name["view"].addAction(dock.toggleViewAction())
        self.rules_dock.show()
        self.rules_dock.raise_()
        if target:
            self.rules_panel.show_target(target)
        else:
            self.rules_panel.search.setFocus()
        return self.rules_panel

    def show_shortcuts(self) -> ShortcutsDialog:
        """Open Keyboard Shortcuts."""
        if self.shortcuts is None:
            self.shortcuts = ShortcutsDialog(self.window, self.window.menuBar())
        self.shortcuts.show()
        self.shortcuts.raise_()
        return self.shortcuts

    def show_about(self) -> AboutDialog:
        """Open About."""
        if self.about is None:
            self.about = AboutDialog(self.window)
        self.about.show()
        self.about.raise_()
        return self.about


def install(window: Any) -> HelpDesk:
    """Add How to Play, Rules, Keyboard Shortcuts and About to ``window``'s Help menu (via its ``_action``)."""
    desk = HelpDesk(window)
    desk.order = HelpOrder(window._menu_by_name["help"])
    window._action("help", "&How to Play", lambda: desk.show_guide())
    window._action("help", "&Rules", lambda: desk.show_rules(), QKeySequence("Ctrl+R"))
    window._action("help", "&Keyboard Shortcuts", desk.show_shortcuts, QKeySequence("Ctrl+/"))
    window._action("help", "&About Big Trouble", desk.show_about)
    return desk

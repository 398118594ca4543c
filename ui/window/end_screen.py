"""The end screen: the team's result, every player's Victory Points by kind of card, the individual winner,
the Solo score, the game's story and challenge code, and what comes next (New game, Play again, Same deal)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from attrs import evolve
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from bigtrouble.cards import registry
from bigtrouble.cards.defs import CardDef, Kind
from bigtrouble.model import SOLO_VARIANT, Outcome, State
from bigtrouble.rules.ending import result
from bigtrouble.rules.story import Story
from bigtrouble.zones import cdef
from ui.solo_scores import SoloSection


def vp_breakdown(s: State, p: int) -> dict[str, int]:
    """A player's VP by kind of card in their Victory Pile."""
    return breakdown(cdef(s, u) for u in s.players[p].victory)


def breakdown(cards: Iterable[CardDef]) -> dict[str, int]:
    """The VP of ``cards`` by kind of card."""
    out: dict[str, int] = {}
    for d in cards:
        label = {
            Kind.VILLAIN: "Villains",
            Kind.HENCHMAN: "Henchmen",
            Kind.BYSTANDER: "Bystanders",
            Kind.TACTIC: "Tactics",
            Kind.MASTERMIND: "Mastermind",
        }.get(d.kind, "Other")
        out[label] = out.get(label, 0) + d.vp
    return out


OUTCOME_WORDS = {
    Outcome.WIN: "The players win! The Mastermind is utterly defeated.",
    Outcome.EVIL: "Evil wins. Every player loses.",
    Outcome.DRAW: "A draw: a deck ran out before the Mastermind fell.",
}


EDITED_NOTE = "This game was changed by hand (table mode)."
"""What the end screen says of a game with any edit (``State.edited``)."""


class EndScreen(QDialog):
    """The end of the game: the team result, every player's VP broken down, the individual winner.

    Its buttons say what comes next in :attr:`next_game`: ``NEW`` (the New Game dialog), ``AGAIN`` (the same
    seats and choices, a new deal) or ``SAME_DEAL`` (the same setup and seed: the same game from the start).
    """

    NEW, AGAIN, SAME_DEAL = "new", "again", "same deal"

    def __init__(
        self,
        s: State,
        parent: QWidget | None = None,
        seed: int = 0,
        replayable: bool = True,
        won: Sequence[Sequence[str]] | None = None,
    ) -> None:
        """Build the screen from the final state (``seed``: the game's, kept with a solo score; ``replayable``:
        the game has a setup to deal again, which a position set up by hand has not).

        ``won`` (a lesson's): the card ids each player won while playing it; the table and the
        individual winner count those instead of Victory Piles a lesson's prepared positions filled.
        """
        super().__init__(parent)
        self.setWindowTitle("Game over")
        self.next_game = ""
        res = result(s)
        solo_game = s.setup.variant == SOLO_VARIANT
        if won is not None:
            piles = [breakdown(registry.get(c) for c in won[p]) if p < len(won) else {} for p in range(len(s.players))]
            totals = [sum(pile.values()) for pile in piles]
            best = max(totals, default=0)
            winners = tuple(p for p, v in enumerate(totals) if v == best) if res.outcome is not Outcome.EVIL else ()
            res = evolve(res, vp=tuple(totals), winners=winners)
        else:
            piles = [vp_breakdown(s, p) for p in range(len(s.players))]
        if solo_game:  # one player: nobody to win against, whatever the ending
            res = evolve(res, winners=())
        lay = QVBoxLayout(self)
        title = QLabel(OUTCOME_WORDS.get(res.outcome, "The game is over.") if res.outcome else "The game is over.")
        title.setStyleSheet("font-size: 20px; font-weight: bold;")
        lay.addWidget(title)
        grid = QGridLayout()
        kinds = ["Villains", "Henchmen", "Bystanders", "Tactics", "Mastermind", "Other"]
        for c, head in enumerate(["Player", *kinds, "Total"]):
            grid.addWidget(QLabel(f"<b>{head}</b>"), 0, c)
        self.piles = piles
        """Each player's VP by kind of card, as the table shows it."""
        self.rows: list[str] = []
        for p, player in enumerate(s.players):
            parts = piles[p]
            star = " ★ winner" if p in res.winners else ""
            grid.addWidget(QLabel(f"<b>{player.name}</b>{star}"), p + 1, 0)
            for c, k in enumerate(kinds):
                grid.addWidget(QLabel(str(parts.get(k, 0))), p + 1, c + 1)
            grid.addWidget(QLabel(f"<b>{res.vp[p]}</b>"), p + 1, len(kinds) + 1)
            self.rows.append(f"{player.name}: {res.vp[p]} VP{star}")
        lay.addLayout(grid)
        if won is not None:
            lay.addWidget(QLabel("Learn to Play: the table counts only what you won during the lesson."))
        if res.showdown_winner >= 0:
            lay.addWidget(
                QLabel(f"{s.players[res.showdown_winner].name} won the Final Showdown and took the Mastermind.")
            )
        if res.winners:
            names = " and ".join(s.players[p].name for p in res.winners)
            verdict = f"Individual winner: {names}" if len(res.winners) == 1 else f"Shared individual victory: {names}"
        else:
            verdict = "No individual winner: when Evil wins, everyone loses (R4)."
        self.verdict = QLabel(f"<b>{verdict}</b>")
        lay.addWidget(self.verdict)
        self.edited_note: QLabel | None = None
        if s.edited:
            self.edited_note = QLabel(EDITED_NOTE)
            self.edited_note.setObjectName("edited_note")
            lay.addWidget(self.edited_note)
        self.solo = SoloSection(s, seed) if solo_game else None  # ui/solo_scores.py
        if self.solo is not None:
            self.verdict.hide()  # one player: no individual winner to name
            title.setText(self.solo.headline(res.outcome) or title.text())
            lay.addWidget(self.solo)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.new_game = buttons.addButton("New game…", QDialogButtonBox.ButtonRole.AcceptRole)
        self.play_again = buttons.addButton("Play again", QDialogButtonBox.ButtonRole.AcceptRole)
        self.play_again.setToolTip("The same seats and choices, a new deal.")
        self.same_deal = buttons.addButton("Same deal again", QDialogButtonBox.ButtonRole.AcceptRole)
        self.same_deal.setToolTip("The same setup and the same shuffle: this game again from its first turn.")
        for button, choice in (
            (self.new_game, self.NEW),
            (self.play_again, self.AGAIN),
            (self.same_deal, self.SAME_DEAL),
        ):
            button.setEnabled(replayable or choice == self.NEW)
            button.clicked.connect(lambda _=False, c=choice: self._choose(c))
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def show_story(self, story: Story, names: Sequence[str]) -> None:
        """The story of the game above the buttons: the turning points, who did what, VP and Evil's count by round."""
        from html import escape

        parts: list[str] = []
        if story.turning_points:
            parts.append("<b>Turning points</b><br>" + "<br>".join(escape(t) for t in story.turning_points))
        for who, lines in zip(names, story.deeds, strict=False):
            if lines:
                parts.append(f"<b>{escape(who)}</b><br>" + "<br>".join(escape(line) for line in lines))
        head = "".join(f"<th>{escape(n)}</th>" for n in names)
        rows = "".join(
            f"<tr><td>{r.turn}</td>{''.join(f'<td>{v}</td>' for v in r.vp)}<td>{r.evil}/{r.evil_of}</td></tr>"
            for r in story.rounds
        )
        parts.append(f"<b>Round by round</b><table><tr><th>Turn</th>{head}<th>Evil</th></tr>{rows}</table>")
        view = QTextBrowser()
        view.setObjectName("story")
        view.setHtml("<br>".join(parts))
        view.setMinimumHeight(160)
        lay = self.layout()
        if isinstance(lay, QVBoxLayout):
            lay.insertWidget(max(0, lay.count() - 1), view)
        self.story = view

    def show_code(self, code: str) -> None:
        """Show the game's challenge code above the buttons (friends elsewhere can play the same deal)."""
        if not code:
            return
        label = QLabel(f"Challenge code: <b>{code}</b> — anyone can play this same deal with File > Play a Challenge…")
        label.setObjectName("challenge_code")
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setWordWrap(True)
        lay = self.layout()
        if isinstance(lay, QVBoxLayout):
            lay.insertWidget(max(0, lay.count() - 1), label)  # above the buttons
        self.code = code

    def _choose(self, choice: str) -> None:
        self.next_game = choice
        self.accept()

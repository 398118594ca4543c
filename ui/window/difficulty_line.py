"""The New Game dialog's "How hard" line: the team's predicted win chance for the setup being chosen.

The figure is :mod:`bigtrouble.tools.difficulty`'s model, shipped with the game, for the choices as they
stand (blank ones count as the average of what the setup rules may draw). It follows every change a
moment later, so typing or ticking never waits for it; a copy of the game without the model shows no line.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QWidget

from bigtrouble.errors import SetupError
from bigtrouble.model import Setup

FALLBACK_QUANTILES = {"0.10": 0.23, "0.25": 0.33, "0.75": 0.60}
"""Where the shipped model's swept setups stand, for a model file that does not say."""
DELAY_MS = 120


def band(chance: float, quantiles: dict[str, float] | None = None) -> str:
    """The word for a predicted win chance, by where it stands among the swept setups: the easiest quarter,
    the middle half, the hardest quarter, the hardest tenth."""
    q = {**FALLBACK_QUANTILES, **(quantiles or {})}
    if chance >= q["0.75"]:
        return "easier than most"
    if chance >= q["0.25"]:
        return "about average"
    return "hard" if chance >= q["0.10"] else "very hard"


class DifficultyLine(QLabel):
    """ "How hard: … the team wins about 58% (95% interval 52-63%)…", for the setup ``setup_of()`` describes."""

    def __init__(self, setup_of: Callable[[], Setup], parent: QWidget | None = None) -> None:
        """Follow the setup ``setup_of`` returns; call :meth:`schedule` whenever a choice changes."""
        super().__init__(parent)
        self.setObjectName("difficulty")
        self.setWordWrap(True)
        self.setup_of = setup_of
        self.chance: tuple[float, float, float] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.refresh)

    def schedule(self) -> None:
        """Work the figure out again a moment from now (many changes in a row make one)."""
        self._timer.start()

    def refresh(self) -> None:
        """Work the figure out now and say it."""
        from bigtrouble.tools.difficulty import average_parts, shipped_model

        model = shipped_model()
        if model is None:
            self.chance = None
            self.hide()
            return
        try:
            parts = average_parts(self.setup_of())
        except SetupError:
            self.chance = None
            self.setText("<b>How hard:</b> these choices can't be played together (Start says why).")
            self.show()
            return
        chance, low, high = model.predict(parts)
        self.chance = (chance, low, high)
        self.setText(
            f"<b>How hard:</b> {band(chance, model.quantiles)}. The team wins about {chance:.0%} of such games"
            f" (95% interval {low:.0%}-{high:.0%}) when the {model.bot} bot plays every seat."
        )
        off = model.held_out.get("calibration_points")
        checked = f" On games it never saw, it was off by {off:.1f} points on average." if off is not None else ""
        self.setToolTip(
            f"Predicted from {model.games:,} games of random setups played by the {model.bot} bot, a plain"
            " player: people who plan ahead win more often. Each Mastermind, Scheme, Hero and group adds to or"
            " takes from the chance, and choices left random count as the average of what they may become." + checked
        )
        self.show()

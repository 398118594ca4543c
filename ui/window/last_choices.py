"""What the New Game dialog remembers between games: the seats, the bots, the variant and every setup choice.

The choices are written when a game starts from the dialog and read back the next time it opens. The
settings file is hostile input (``ui.checked_settings``): a card, a group, a bot or a house rule that this
version does not know goes back to its default (Random, a person, off) without a word to stop the dialog.
"""

from __future__ import annotations

from attrs import frozen
from PySide6.QtCore import QSettings

from bigtrouble.bots import BOT_KINDS
from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.model import Setup
from bigtrouble.rules import house
from bigtrouble.rules.setup import swappable_commons
from ui.checked_settings import bool_setting, int_setting, strings_setting, text_setting
from ui.seats.bot_seats import HUMAN

GROUP = "new_game"
COMMONS_WORDS = ("random", "ten")
"""The commons choices that name no set: a random set out, or any ten of the fifteen."""


@frozen
class LastChoices:
    """The dialog's choices at the last Start: ``cards`` holds the card choices ("" or () where left to chance);
    ``preset`` says they were the rulebook's first game, untouched."""

    players: int
    solo: bool
    kinds: tuple[str, ...]
    house: tuple[str, ...]
    preset: bool
    cards: Setup


def remember(settings: QSettings, last: LastChoices) -> None:
    """Write ``last`` for the next New Game dialog."""
    c = last.cards
    values: dict[str, object] = {
        "players": last.players,
        "solo": last.solo,
        "seats": list(last.kinds),
        "house": list(last.house),
        "preset": last.preset,
        "mastermind": c.mastermind,
        "scheme": c.scheme,
        "heroes": list(c.heroes),
        "villains": list(c.villains),
        "henchmen": list(c.henchmen),
        "jack_commons": c.jack_commons,
        "wang_commons": c.wang_commons,
    }
    for key, value in values.items():
        settings.setValue(f"{GROUP}/{key}", value)


def recall(settings: QSettings) -> LastChoices | None:
    """The choices of the last game started from the dialog (``None`` before the first), each one checked."""
    if not settings.contains(f"{GROUP}/players"):
        return None

    def text(key: str, default: str = "") -> str:
        return text_setting(settings, f"{GROUP}/{key}", default)

    def names(key: str) -> tuple[str, ...]:
        return strings_setting(settings, f"{GROUP}/{key}")

    kinds = tuple(k if k in BOT_KINDS else HUMAN for k in names("seats"))
    cards = Setup(
        mastermind=_known(text("mastermind"), Kind.MASTERMIND),
        scheme=_known(text("scheme"), Kind.SCHEME),
        heroes=_known_groups(names("heroes"), Kind.HERO),
        villains=_known_groups(names("villains"), Kind.VILLAIN),
        henchmen=_known_groups(names("henchmen"), Kind.HENCHMAN),
        jack_commons=_commons(text("jack_commons", "random"), "Jack Burton"),
        wang_commons=_commons(text("wang_commons", "random"), "Wang Chi"),
    )
    return LastChoices(
        players=int_setting(settings, f"{GROUP}/players", 2, 1, 5),
        solo=bool_setting(settings, f"{GROUP}/solo", False),
        kinds=kinds,
        house=tuple(r for r in names("house") if r in house.HOUSE_RULES),
        preset=bool_setting(settings, f"{GROUP}/preset", True),
        cards=cards,
    )


def _known(name: str, kind: Kind) -> str:
    """``name`` if the card set has a card of ``kind`` so named, else "" (left to chance)."""
    return name if name in {d.name for d in registry.of_kind(kind)} else ""


def _known_groups(names: tuple[str, ...], kind: Kind) -> tuple[str, ...]:
    """The names of ``names`` that are groups of ``kind`` in the card set."""
    groups = set(registry.groups(kind))
    return tuple(n for n in names if n in groups)


def _commons(choice: str, hero: str) -> str:
    """A commons choice ``hero`` still has, else "random"."""
    return choice if choice in COMMONS_WORDS or choice in swappable_commons(hero) else "random"

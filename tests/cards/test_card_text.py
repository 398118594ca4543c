"""Generated card text reads like a printed Legendary card: terse, keyword first, one "you" per card."""

from __future__ import annotations

import re

import pytest

from bigtrouble.cards import registry
from bigtrouble.cards.defs import HeroClass
from bigtrouble.cards.text import ability_lines, card_text, reminders
from bigtrouble.effects.base import said_of
from bigtrouble.effects.basic import Draw, GainWound, Pick
from bigtrouble.effects.players import EachPlayer, LeftPlayer, RevealClassOr
from bigtrouble.zones import Zone

MAX_LINE = 140
"""About 140 characters an ability, keyword included: what fits a printed card's text box."""

LIST_FORMS = re.compile(r"\b(Each player|Each other player|The player on your left|Each player with a hand): ")
OTHERS = re.compile(r"^(Each player|Each other player|Each player with a hand|Any player)\b")


def every_line() -> list[tuple[str, str]]:
    """(card name, ability line) for every card."""
    return [(d.name, line) for d in registry.CARDS.values() for line in ability_lines(d)]


def sentences(line: str) -> list[str]:
    """A line's sentences, with a leading keyword ("Fight: ") removed."""
    body = re.sub(r"^[A-Z][A-Za-z' -]*: ", "", line)
    return [p for p in re.split(r"(?<=[.!?])\s+", body) if p]


def test_every_ability_fits_a_card() -> None:
    """No ability line is longer than about 140 characters; the long rules go to the hover."""
    long = [(n, len(t)) for n, t in every_line() if len(t) > MAX_LINE]
    assert long == []


@pytest.mark.parametrize(
    "pattern",
    [
        LIST_FORMS.pattern,
        r"\(before or after this card\)",
        r"For each .*: You get",
        r"; it stays there",
        r"\(it stays there\)",
        r"\(0\+ counts\)",
        r"drowns in mediocrity",
        r"^Evil Wins: When [^.]*: ",
        r"discards? a card from (your|their) hand",
        r"\bThen\b",
    ],
)
def test_no_line_uses_the_old_wordy_forms(pattern: str) -> None:
    """None of the forms issue 10 found survives: list prefixes, reminders inline, a sentence-colon Evil Wins."""
    hits = [(n, t) for n, t in every_line() if re.search(pattern, t)]
    assert hits == []


def test_your_always_means_you() -> None:
    """A sentence about other players never says "your": their cards are "their" cards."""
    bad = []
    for name, line in every_line():
        for sent in sentences(line):
            if OTHERS.match(sent) and re.search(r"\byour\b", sent.replace("on your left", "")):
                bad.append((name, sent))
    assert bad == []


def test_the_issue_examples_read_as_printed() -> None:
    """The examples issue 10 names now read the way a Legendary card prints them."""
    assert card_text(registry.by_name("Wing Kong Payroll")) == "Fight: Each player draws a card."
    assert card_text(registry.by_name("Two Thousand Years of Waiting")) == (
        "Fight: Each other player reveals a Magic Hero or discards a card. "
        "You may KO a card from your hand or discard pile."
    )
    assert (
        card_text(registry.by_name("China is Here!"))
        == "You get +1 Attack for each other grey Hero you play this turn."
    )
    assert card_text(registry.by_name("Flood Chinatown with Mediocrity")).endswith(
        "Evil Wins: When the 10th Twist is played or the Wound stack is empty."
    )
    assert "Twist: Each player discards a card." in card_text(registry.by_name("Forge Crime Syndicate"))
    assert len(ability_lines(registry.by_name("Rule the Universe from Beyond the Grave"))[0]) <= MAX_LINE


def test_said_of_turns_commands_into_another_players_actions() -> None:
    """The generator conjugates the first command, pronouns follow, later commands get "they"."""
    assert said_of("Each player", "Draw a card.") == "Each player draws a card."
    assert said_of("Each other player", "Reveal a Magic Hero or discard a card.") == (
        "Each other player reveals a Magic Hero or discards a card."
    )
    assert said_of("The player on your left", "You may discard a card. If you do, draw a card.") == (
        "The player on your left may discard a card. If they do, they draw a card."
    )
    assert said_of("Each player", "KO a card from your hand or discard pile.") == (
        "Each player KOs a card from their hand or discard pile."
    )
    assert said_of("Each player", "Pass a card. Otherwise, gain a Wound.") == (
        "Each player passes a card. Otherwise, they gain a Wound."
    )
    # "or discard pile" is a place, not a command: it stays as it is.
    assert said_of("Each player", "KO a Hero from your hand or discard pile.").endswith("or discard pile.")


def test_effects_say_who_acts() -> None:
    """EachPlayer and LeftPlayer write their effects in the third person."""
    each = EachPlayer((RevealClassOr((HeroClass.MAGIC,), Pick((Zone.HAND,), Zone.DISCARD)),), others=True)
    assert each.text() == "Each other player reveals a Magic Hero or discards a card."
    assert EachPlayer((GainWound(),)).text() == "Each player gains a Wound."
    assert LeftPlayer((Draw(2),)).text() == "The player on your left draws 2 cards."


def test_rules_reminders_are_one_hover_away() -> None:
    """The reminders taken off the cards are still there, for the card viewer's hover."""
    cases = {
        "Yeah, I'll Call the President": "(R161)",
        "It's All in the Reflexes": "(R156)",
        "China is Here!": "(R155)",
        "Rain in Battle Armor": "0+ Attack",
        "Spirit Warrior": "0+ Attack",
        "Rule the Universe from Beyond the Grave": "(R153-R154)",
        "Sorcerous Lo Pan": "(R151)",
        "Ching Dai": "(R175)",
        "Under a Spell": "(R173)",
        "Kill Uncle Chu": "Mastermind",
        "Wound": "(R135-R137)",
    }
    for name, words in cases.items():
        found = reminders(registry.by_name(name))
        assert any(words in r for r in found), (name, found)
    for d in registry.CARDS.values():
        for r in reminders(d):
            assert r and r[0].isupper() and r.endswith("."), (d.name, r)
            assert r not in card_text(d), (d.name, r)

"""The game's keywords in plain words: one wording shared by the card viewer, the log and the guide.

Pure data (no Qt): each :class:`Term` says what a word on a card means in one or two short
sentences and names the checklist rules behind it, so a tooltip can link to them.
:func:`find_terms` locates the keywords in a card's text. The words are the team's own.
"""

from __future__ import annotations

import re
from functools import cache

from attrs import frozen


@frozen
class Term:
    """One keyword: ``name`` as shown, ``words`` (what it means), ``rules`` behind it, ``pattern`` to find it."""

    key: str
    name: str
    words: str
    rules: tuple[str, ...]
    pattern: str
    icon: str = ""
    """The card-face icon drawn for it (``bigtrouble.faces.glyphs``), if any."""


def _class_term(name: str, icon_words: str, rules: tuple[str, ...] = ("R69", "R73", "R74", "R76")) -> Term:
    return Term(
        key=name.lower(),
        name=name,
        words=(
            f"A Hero class ({icon_words}). \u201c{name}: \u2026\u201d on a card happens only if you already "
            f"played another {name} card earlier this turn; the card itself does not count."
        ),
        rules=rules,
        pattern=rf"\b{name}\b",
        icon=name.lower(),
    )


TERMS: tuple[Term, ...] = (
    Term(
        "ambush",
        "Ambush",
        "Happens the moment this Villain enters the city, after any Villain it pushed out has escaped.",
        ("R52",),
        r"\bAmbush\b",
        "villain",
    ),
    Term(
        "fight",
        "Fight",
        "Happens when you defeat this card: first it goes to your Victory Pile, then its Fight effect.",
        ("R86", "R87", "R99"),
        r"\bFight(?=:)",
        "villain",
    ),
    Term(
        "escape",
        "Escape",
        "Happens when this Villain is pushed off the Bridge: it escapes, and the HQ loses a Hero costing 6 or less.",
        ("R47", "R49", "R50", "R51"),
        r"\bEscape(?=:)|\bescapes?\b|\bEscaped\b",
    ),
    _class_term("Covert", "a red mask icon"),
    _class_term("Instinct", "a yellow eye icon"),
    _class_term("Magic", "a blue spiral icon"),
    _class_term("Strength", "a green fist icon"),
    _class_term("Tech", "a grey gear icon"),
    Term(
        "grey",
        "grey Hero",
        "A Hero with no class: starting cards, Mediocre Heroes and Uncle Chu. It is still a Hero, "
        "but it never sets off a class ability.",
        ("R70", "R71", "R72"),
        r"\b(?:non-)?grey Heroe?s?\b",
    ),
    Term(
        "beneath",
        "HQ beneath Chinatown",
        "The two HQ spaces under Rooftops and Streets. Some cards and Schemes do something to the Hero "
        "there when a Villain stands above it.",
        ("R147",),
        r"\b(?:HQ spaces? )?beneath (?:Chinatown|it)\b",
    ),
    Term(
        "chinatown",
        "Chinatown",
        "The two middle city spaces, Rooftops and Streets. Many cards are stronger while a Villain is there.",
        ("R146",),
        r"\bChinatown\b",
    ),
    Term(
        "printed",
        "printed Attack",
        "The number printed on the card, before any bonus or penalty. A card showing 0+ has a printed value of 0.",
        ("R66", "R67"),
        r"\bprinted (?:Attack|Recruit)\b",
    ),
    Term(
        "rescue",
        "Rescue",
        "Put a Bystander in your Victory Pile (1 VP). With no Bystander named, take the top of the Bystander stack.",
        ("R57", "R122", "R123"),
        r"\b[Rr]escue[sd]?\b",
        "bystander",
    ),
    Term(
        "ko",
        "KO",
        "Put the card in the KO pile: it is out of the game for good. What a played card already gave, you keep.",
        ("R118", "R119", "R120", "R121"),
        r"\bKO(?:'d|s)?\b",
    ),
    Term(
        "tactic",
        "Tactic",
        "Each fight with the Mastermind takes one of his Tactics at random, with its Fight effect. "
        "Take the last one and the Final Showdown begins.",
        ("R99", "R100", "R101", "R102"),
        r"\bTactics?\b",
        "tactic",
    ),
    Term(
        "strike",
        "Master Strike",
        "A Villain Deck card: the Mastermind does what his card's Master Strike says, then the card is KO'd.",
        ("R21", "R62"),
        r"\bMaster Strikes?\b",
        "strike",
    ),
    Term(
        "twist",
        "Scheme Twist",
        "A Villain Deck card that does what the Scheme's Twist says, moving Evil one step closer to winning.",
        ("R15", "R59", "R60", "R61"),
        r"\b(?:Scheme )?Twists?\b",
        "twist",
    ),
    Term(
        "evil",
        "Evil Wins",
        "The Scheme's goal. The moment it comes true, the game ends and every player loses.",
        ("R4", "R5"),
        r"\bEvil Wins\b",
        "scheme",
    ),
    Term(
        "bystander",
        "Bystander",
        "Innocents the Villains grab. Defeat the Villain holding one to rescue it for 1 VP; "
        "if that Villain escapes, everyone discards one card, however many it held.",
        ("R54", "R55", "R56", "R57", "R58", "R50"),
        r"\bBystanders?\b",
        "bystander",
    ),
    Term(
        "wound",
        "Wound",
        "A dead card in your deck: no Recruit, no Attack. Heal by skipping recruiting and fighting for a turn.",
        ("R129", "R130", "R131", "R134"),
        r"\bWounds?\b",
        "wound",
    ),
    Term(
        "heal",
        "Heal",
        "If you recruit no Hero and fight nothing all turn, you may KO every Wound in your hand.",
        ("R134", "R135", "R136", "R137"),
        r"\bHeal(?:ing)?\b",
    ),
    Term(
        "capture",
        "Capture",
        "A Villain takes a Bystander and carries it along until someone defeats that Villain.",
        ("R54", "R56"),
        r"\bcaptur(?:es?|ed)\b",
        "bystander",
    ),
    Term(
        "victory",
        "Victory Pile",
        "Your defeated Villains, rescued Bystanders and Tactics. Its VP decides the individual winner; "
        "it is never shuffled into your deck.",
        ("R89", "R90", "R91"),
        r"\bVictory Piles?\b",
    ),
    Term(
        "henchman",
        "Henchman",
        "A weaker Villain that comes in groups of ten identical cards.",
        ("R22", "R149"),
        r"\bHenchm[ae]n\b",
        "henchman",
    ),
    Term(
        "mediocre",
        "Mediocre Hero",
        "A grey starting card, two in each deck; it never counts as the Hero it is named after.",
        ("R9", "R162"),
        r"\bMediocre Heroe?s?\b",
        "mediocre",
    ),
    Term(
        "uncle",
        "Uncle Chu",
        "A grey Hero you can always recruit from his own stack, besides the HQ.",
        ("R17", "R82"),
        r"\bUncle Chu\b",
        "teacup",
    ),
    Term(
        "reveal",
        "Reveal",
        "Show the card to everyone; it stays where it was.",
        ("R161",),
        r"\b[Rr]eveals?\b",
    ),
    Term(
        "this_turn",
        "that you play this turn",
        "Counts every matching card you play this turn, before or after this one.",
        ("R155",),
        r"\bthat you play this turn\b",
    ),
    Term(
        "each_player",
        "Each player",
        "You go first, then the others in turn order.",
        ("R143",),
        r"\b[Ee]ach (?:other )?player\b",
    ),
    Term(
        "always_leads",
        "Always Leads",
        "This group is always in the Villain Deck when this Mastermind is.",
        ("R26",),
        r"\bAlways Leads\b",
        "mastermind",
    ),
    Term(
        "showdown",
        "Final Showdown",
        "After the last Tactic, each player takes one Showdown Turn; "
        "the biggest Recruit plus Attack wins the Mastermind.",
        ("R103", "R105", "R110", "R112"),
        r"\b(?:Final )?Showdown\b",
    ),
)
"""Every keyword, the longer names first where one contains another ("HQ beneath Chinatown")."""

BY_KEY: dict[str, Term] = {t.key: t for t in TERMS}


def term(key: str) -> Term:
    """The term with this key (``"ambush"``); KeyError if there is none."""
    return BY_KEY[key]


@cache
def _pattern() -> re.Pattern[str]:
    return re.compile("|".join(f"(?P<{t.key}>{t.pattern})" for t in TERMS))


def find_terms(text: str) -> list[tuple[int, int, Term]]:
    """Every keyword in ``text`` as ``(start, end, term)``, left to right, never overlapping."""
    return [(m.start(), m.end(), BY_KEY[str(m.lastgroup)]) for m in _pattern().finditer(text)]


def terms_in(text: str) -> tuple[Term, ...]:
    """The distinct keywords in ``text``, in the order they first appear."""
    seen: dict[str, Term] = {}
    for _, _, t in find_terms(text):
        seen.setdefault(t.key, t)
    return tuple(seen.values())


def search(words: str) -> tuple[Term, ...]:
    """The terms whose name or explanation contains every word of ``words`` (case-insensitive)."""
    needles = words.lower().split()
    return tuple(t for t in TERMS if all(n in f"{t.name} {t.words}".lower() for n in needles))

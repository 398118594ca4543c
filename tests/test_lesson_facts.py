"""The lesson's words agree with the cards: every class, Attack, Recruit and VP a step states about a
card is the card's own (its definition, its text, or what the game makes of it at that step).

A step's *subjects* are the cards its words or its pointer name, plus the game's own cards behind
the words "Mastermind", "Master Strike", "Tactic", "Scheme" and "Twist" in that step's position.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest

from bigtrouble.cards import registry
from bigtrouble.cards.defs import CardDef, Kind
from bigtrouble.cards.text import card_text
from bigtrouble.model import State
from bigtrouble.rules.strength import mastermind_attack, villain_attack
from bigtrouble.teaching.lessons import Lesson, LessonRun, Step, lesson_named, parse_lesson
from bigtrouble.zones import name

CLASSES = ("Covert", "Instinct", "Magic", "Strength", "Tech")
NUMBER_WORDS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten".split())}
CLAIM = re.compile(r"\b(\d+|" + "|".join(NUMBER_WORDS) + r")\s+(Attack|Recruit|Victory Points?|VP)\b", re.I)
UNITS = {"attack": "attack", "recruit": "recruit", "vp": "vp", "victory point": "vp", "victory points": "vp"}
CARD_KINDS = (Kind.MASTERMIND, Kind.VILLAIN, Kind.HENCHMAN, Kind.HERO, Kind.SCHEME, Kind.TACTIC, Kind.BYSTANDER)


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word.lower()]


def _all_cards() -> dict[str, CardDef]:
    """Every card that has a name worth finding in a sentence, by name."""
    return {d.name: d for kind in CARD_KINDS for d in registry.of_kind(kind)}


CARDS = _all_cards()
NAMES = re.compile(r"\b(" + "|".join(re.escape(n) for n in sorted(CARDS, key=len, reverse=True)) + r")\b")


@dataclass
class Facts:
    """What the words of one step may truthfully say."""

    subjects: list[CardDef] = field(default_factory=list)
    classes: set[str] = field(default_factory=set)
    numbers: dict[str, set[int]] = field(default_factory=lambda: {"attack": set(), "recruit": set(), "vp": set()})


def _subjects(step: Step, s: State) -> list[CardDef]:
    words = f"{step.headline} {step.why}"
    found = [CARDS[m] for m in NAMES.findall(words)]
    if step.point.startswith("card:") and step.point[5:] in CARDS:
        found.append(CARDS[step.point[5:]])
    if s.mastermind >= 0 and re.search(r"\b(Mastermind|Master Strike|Tactics?)\b", words):
        found.append(registry.by_name(name(s, s.mastermind)))
    if s.scheme >= 0 and re.search(r"\b(Scheme|Twists?)\b", words):
        found.append(registry.by_name(name(s, s.scheme)))
    return found


def facts(step: Step, before: State, after: State) -> Facts:
    """The classes and numbers the step's subjects allow, from their definitions, their text and the game."""
    out = Facts(subjects=_subjects(step, before))
    for d in out.subjects:
        text = card_text(d)
        if d.cls is not None:
            out.classes.add(d.cls.value.capitalize())
        out.classes |= {c for c in CLASSES if re.search(rf"\b{c}\b", text)}
        out.numbers["attack"] |= {d.attack} if d.attack is not None else set()
        out.numbers["recruit"] |= {d.cost} | ({d.recruit} if d.recruit is not None else set())
        out.numbers["vp"].add(d.vp)
        for n, unit in CLAIM.findall(text):
            out.numbers[UNITS[unit.lower()]].add(_number(n))
    for s in (before, after):  # what the game makes of the cards now: current Attack, the turn's totals
        out.numbers["attack"] |= {s.turn.attack, mastermind_attack(s) if s.mastermind >= 0 else -1}
        out.numbers["attack"] |= {villain_attack(s, u) for u in s.city if u >= 0}
        out.numbers["recruit"].add(s.turn.recruit)
    return out


def wrong_facts(lesson: Lesson) -> tuple[list[str], int]:
    """Each step's stated class or number that none of its subjects has; and how many claims were checked."""
    problems: list[str] = []
    checked = 0
    run = LessonRun(lesson)
    while not run.done:
        index, step, before = run.index, run.step, run.state
        assert run.autoplay(), step.headline
        known = facts(step, before, run.finished)
        if not known.subjects:
            continue
        words = f"{step.headline} {step.why}"
        for cls in CLASSES:
            if re.search(rf"\b{cls}\b", words):
                checked += 1
                if cls not in known.classes:
                    names = ", ".join(d.name for d in known.subjects)
                    problems.append(f"step {index + 1}: {cls!r} is not a class {names} mentions")
        for n, unit in CLAIM.findall(words):
            checked += 1
            if _number(n) not in known.numbers[UNITS[unit.lower()]]:
                names = ", ".join(d.name for d in known.subjects)
                problems.append(f"step {index + 1}: '{n} {unit}' is not a number of {names}")
    return problems, checked


def test_the_first_games_facts_match_the_cards() -> None:
    """Every class and number the lesson states about a card is that card's; enough claims are checked."""
    problems, checked = wrong_facts(lesson_named("first-game"))
    assert problems == []
    assert checked >= 8, "the check found almost nothing to check"


def _one_step_lesson(step: dict[str, str]) -> Lesson:
    setup = {"city": {"sewers": "Wing Kong Thug"}, "hands": [["Chang Sing Warrior"]]}
    return parse_lesson({"name": "t", "parts": [{"title": "x", "setup": setup, "steps": [step]}]})


@pytest.mark.parametrize(
    ("why", "wrong"),
    [
        ("Without a Tech or Covert Hero to reveal, each hand gains a Wound at a Master Strike.", "'Covert'"),
        ("The Wing Kong Thug needs 4 Attack.", "'4 Attack'"),
        ("CB Radio costs 5 Recruit.", "'5 Recruit'"),
        ("A Floating Eye is worth 3 VP.", "'3 VP'"),
        ("CB Radio is a Strength card.", "'Strength'"),
    ],
)
def test_a_wrong_fact_is_caught(why: str, wrong: str) -> None:
    """The check fails on a class or a number the card does not have (the old step 33 among them)."""
    lesson = _one_step_lesson({"headline": "Look", "why": why, "point": "city:0", "wait": "click"})
    problems, _ = wrong_facts(lesson)
    assert len(problems) == 1 and wrong in problems[0], problems


def test_a_true_fact_passes() -> None:
    """The same sentences with the cards' own numbers and classes pass."""
    for why in (
        "Without a Magic or Tech Hero to reveal, each hand gains a Wound at a Master Strike.",
        "The Wing Kong Thug needs 3 Attack; CB Radio costs 3 Recruit and is a Tech card.",
    ):
        lesson = _one_step_lesson({"headline": "Look", "why": why, "point": "city:0", "wait": "click"})
        problems, checked = wrong_facts(lesson)
        assert problems == [] and checked >= 2

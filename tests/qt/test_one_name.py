"""One name for each thing: the lesson, the puzzles, the guide and the glossary call Attack "Attack"
and Recruit "Recruit", never a picture's nickname (fists, swords, stars, ...)."""

from __future__ import annotations

import re

from bigtrouble.cards.registry import CARDS
from bigtrouble.rules import glossary
from bigtrouble.teaching.lessons import lesson_files, load_lesson
from bigtrouble.teaching.puzzles import all_puzzles
from ui.teach import guide

SYNONYMS = re.compile(
    r"\b((?i:fists?|swords?|stars?|starbursts?|coins|money|cash|gold|damage|punch(?:es)?)|strength)\b"
)
"""Words a newcomer has met for Attack or Recruit ("strength" in lower case only: Strength is a class)."""
ALLOWED = ("green fist",)
"""The one fist that belongs: the Strength class's icon, named where the classes are."""


def taught_texts() -> list[tuple[str, str]]:
    """Every sentence the lessons, puzzles, guide and glossary show, with where it comes from."""
    out: list[tuple[str, str]] = []
    for path in lesson_files():
        lesson = load_lesson(path)
        out += [(f"{lesson.name} recap", line) for line in lesson.recap] + [(f"{lesson.name} finish", lesson.finish)]
        for i, (_, _, step) in enumerate(lesson.steps, 1):
            out += [(f"{lesson.name} step {i}", step.headline), (f"{lesson.name} step {i}", step.why)]
    for p in all_puzzles():
        out += [(f"puzzle {p.name}", t) for t in (p.title, p.idea, p.goal, p.miss, *p.hints)]
    for page in guide.PAGES:
        out += [(f"guide {page.key}", t) for t in (page.title, page.headline, page.why, *guide.more_lines(page))]
    out += [(f"glossary {t.key}", f"{t.name}: {t.words}") for t in glossary.TERMS]
    return out


def synonyms(text: str) -> list[str]:
    """The nicknames for Attack or Recruit in ``text`` (card names, which are the cards' own, are left out)."""
    for card in sorted({d.name for d in CARDS.values()}, key=len, reverse=True):
        text = text.replace(card, " ")
    for allowed in ALLOWED:
        text = text.replace(allowed, " ")
    return SYNONYMS.findall(text)


def test_attack_and_recruit_have_one_name_everywhere_the_game_teaches() -> None:
    """No lesson step, puzzle, guide page or glossary entry calls Attack or Recruit anything else."""
    texts = taught_texts()
    found = [(where, word) for where, text in texts for word in synonyms(text)]
    assert found == []
    words = " ".join(text for _, text in texts)
    assert words.count("Attack") >= 20 and words.count("Recruit") >= 10, "the texts were not collected"


def test_the_check_catches_the_old_words() -> None:
    """The lesson's old summary and the guide's old turn line are caught; the Strength icon's fist is not."""
    assert synonyms("Stars buy Heroes; fists fight Villains and the Mastermind.") == ["Stars", "fists"]
    assert synonyms("they add Recruit (star) and Attack (sword).") == ["star", "sword"]
    assert synonyms("Strength: a green fist. Tech: a grey gear.") == []
    assert synonyms("Double-Sword Fury gives 3 Attack.") == []

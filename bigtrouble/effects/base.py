"""The effect vocabulary's foundations: Effect, Amount, Condition, CardFilter.

Effects are frozen data with three methods: ``run`` (do it, or ask a question
by setting ``State.pending``), ``resume`` (carry on with the answer) and ``text``
(the words on the card and in the log). Because effects are values, a state with
half a card still to resolve can be saved, compared and undone like any other.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

import attrs
from attrs import field, frozen

from bigtrouble.cards.defs import CardDef, HeroClass, Kind
from bigtrouble.model import Ctx, Option, Pending, State, Task, evolve, evolve_state


def as_effects(value: object) -> tuple[Effect, ...]:
    """One effect, a list or a tuple of effects, as a tuple (the attrs converter for effect fields)."""
    if isinstance(value, tuple):
        return value
    if isinstance(value, list):
        return tuple(value)
    return (value,)  # type: ignore[return-value]


def as_filters(items: tuple[CardFilter, ...] | list[CardFilter]) -> tuple[CardFilter, ...]:
    """A list or tuple of card filters, as a tuple (an attrs converter)."""
    return tuple(items)


class Effect:
    """One step of a card's ability."""

    __slots__ = ()

    def run(self, s: State, ctx: Ctx) -> State:
        """Carry out the effect (or set ``s.pending`` to ask a question)."""
        raise NotImplementedError

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """Carry on after a question: ``choice`` is an option index, or -1 for "decline"."""
        raise NotImplementedError(f"{type(self).__name__} never asks a question")

    def text(self) -> str:
        """The effect in words, as printed on the card."""
        raise NotImplementedError

    def reminder(self) -> str:
        """A rules reminder for the card viewer's hover, never printed on the card ("" if none).

        A class with a fixed reminder sets ``REMINDER``; one that depends on its fields overrides this.
        """
        return str(getattr(type(self), "REMINDER", ""))


class Amount:
    """A number computed from the state (e.g. "for each Villain in your Victory Pile")."""

    __slots__ = ()

    NEVER_NEGATIVE: ClassVar[bool | tuple[str, ...]] = False
    """Whether this kind of amount is 0 or more in every state, as each kind declares it:
    ``True`` for a count; for a wrapper, the names of its integer fields: it is 0 or more when
    they are and its inner amounts (``of``, ``parts``) are; ``False`` (the safe default) when
    nothing is promised. The Attack floors (``rules.strength``) rely on it."""

    def value(self, s: State, ctx: Ctx) -> int:
        """The number now."""
        raise NotImplementedError

    def text(self) -> str:
        """Words that follow the number, e.g. ``for each Tech card you played``."""
        raise NotImplementedError

    def reminder(self) -> str:
        """A rules reminder for the hover ("" if none); see ``Effect.reminder``."""
        return str(getattr(type(self), "REMINDER", ""))

    def unit(self) -> int:
        """How much each counted thing is worth, for the card text ("+2 Attack for each ...")."""
        return 1


class Condition:
    """A yes/no question about the state."""

    __slots__ = ()

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Whether the condition is true now."""
        raise NotImplementedError

    def text(self) -> str:
        """The condition in words, e.g. ``a Villain is in Chinatown``."""
        raise NotImplementedError

    def reminder(self) -> str:
        """A rules reminder for the hover ("" if none); see ``Effect.reminder``."""
        return str(getattr(type(self), "REMINDER", ""))


@frozen
class CardFilter:
    """Which cards an effect may pick or count. Empty fields match anything."""

    kind: Kind | None = None
    villain: bool = False
    hero: bool = False
    cls: HeroClass | None = None
    grey: bool | None = None
    family: str = ""
    group: str = ""
    name: str = ""
    tag: str = ""
    max_cost: int | None = None
    min_cost: int | None = None
    exclude_kind: Kind | None = None
    label: str = ""

    def matches(self, d: CardDef) -> bool:
        """Whether card definition ``d`` passes the filter."""
        if self.kind is not None and d.kind is not self.kind:
            return False
        if self.villain and not d.is_villain:
            return False
        if self.hero and not d.is_hero:
            return False
        if self.exclude_kind is not None and d.kind is self.exclude_kind:
            return False
        if self.cls is not None and d.cls is not self.cls:
            return False
        if self.grey is not None and d.is_grey is not self.grey:
            return False
        if self.family and d.family != self.family:
            return False
        if self.group and d.group != self.group:
            return False
        if self.name and d.name != self.name:
            return False
        if self.tag and self.tag not in d.tags:
            return False
        if self.max_cost is not None and d.cost > self.max_cost:
            return False
        if self.min_cost is not None and d.cost < self.min_cost:
            return False
        return True

    def text(self) -> str:
        """A noun phrase for the cards that match, e.g. ``Covert Hero``."""
        if self.label:
            return self.label
        words: list[str] = []
        if self.grey:
            words.append("grey")
        if self.cls is not None:
            words.append(self.cls.title)
        if self.group:
            words.append(self.group)
        if self.name:
            words.append(self.name)
        if self.kind is not None:
            words.append(self.kind.value.capitalize() if self.kind is not Kind.HERO else "Hero")
        elif self.villain:
            words.append("Villain")
        elif self.hero:
            words.append("Hero")
        else:
            words.append("card")
        if self.exclude_kind is not None:
            words.insert(0, "non-" + self.exclude_kind.value.capitalize())
        phrase = " ".join(words)
        if self.max_cost is not None:
            phrase += f" that costs {self.max_cost} or less"
        if self.min_cost is not None:
            phrase += f" that costs {self.min_cost} or more"
        return phrase

    def reminder(self) -> str:
        """A rules reminder for the hover ("" if none); see ``Effect.reminder``."""
        return str(getattr(type(self), "REMINDER", ""))


ANY_CARD = CardFilter()
ANY_HERO = CardFilter(hero=True)


@frozen
class Modifier:
    """A change to Villain or Mastermind Attack for the rest of the turn (R165-R167)."""

    delta: int
    filter: CardFilter = CardFilter(villain=True)
    villains: bool = True
    mastermind: bool = False
    target: int = -1


@frozen
class TurnTrigger:
    """ "Whenever you play a [filter] card this turn, [effects]"; lasts until end of turn."""

    filter: CardFilter
    effects: tuple[Effect, ...] = field(converter=as_effects)
    player: int = 0
    source: int = -1


def amount(a: int | Amount, s: State, ctx: Ctx) -> int:
    """The value of a plain number or an :class:`Amount`."""
    return a if isinstance(a, int) else a.value(s, ctx)


def amount_text(a: int | Amount) -> str:
    """How a number or an :class:`Amount` reads on a card."""
    return str(a) if isinstance(a, int) else a.text()


def ask(
    s: State,
    player: int,
    prompt: str,
    options: tuple[Option, ...],
    optional: bool,
    effect: Effect,
    ctx: Ctx,
    rule: str = "",
) -> State:
    """Stop the resolution and wait for ``player`` to pick one of ``options``."""
    return evolve_state(s, "pending", Pending(player, prompt, options, optional, Task(effect, ctx), rule))


def push(s: State, effects: tuple[Effect, ...], ctx: Ctx) -> State:
    """Queue ``effects`` to resolve next, before anything already waiting."""
    if not effects:
        return s
    return evolve_state(s, "queue", tuple(Task(e, ctx) for e in effects) + s.queue)


def push_tasks(s: State, tasks: tuple[Task, ...]) -> State:
    """Queue ready-made tasks to resolve next."""
    return evolve(s, queue=tasks + s.queue) if tasks else s


def effects_text(effects: tuple[Effect, ...]) -> str:
    """Several effects as one sentence-separated text."""
    parts = [e.text() for e in effects]
    return " ".join(p if p.endswith((".", "!", "?")) else p + "." for p in parts if p)


def clause(effects: tuple[Effect, ...]) -> str:
    """Effects as text that continues a sentence ("If ..., draw a card.")."""
    return lower_first(effects_text(effects))


def article(noun: str) -> str:
    """``a Hero``, ``an Uncle Chu``; a noun that is already counted ("0-cost Hero") gets "a"."""
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


def lower_first(text: str) -> str:
    """Lower-case the first letter, unless the first word is an acronym such as ``KO``."""
    first = text.split(" ", 1)[0]
    if len(first) > 1 and first.isupper():
        return text
    return text[:1].lower() + text[1:]


def reminders_of(items: object) -> tuple[str, ...]:
    """Every rules reminder in effects, amounts, conditions and filters, nested ones too, once each."""
    out: dict[str, None] = {}

    def walk(value: object) -> None:
        if isinstance(value, (tuple, list)):
            for v in value:
                walk(v)
            return
        if not isinstance(value, (Effect, Amount, Condition, CardFilter)):
            return
        words = value.reminder()
        if words:
            out.setdefault(words, None)
        kind: type[Any] = type(value)
        if attrs.has(kind):
            for f in attrs.fields(kind):
                walk(getattr(value, f.name))

    walk(items)
    return tuple(out)


# Saying an effect of another player: "Draw a card" -> "Each player draws a card".

IMPERATIVES = frozenset(
    {"Draw", "Discard", "Reveal", "Gain", "KO", "Rescue", "Put", "Choose", "Flip", "Play", "Take", "Give", "Pass"}
)
"""The verbs card text starts a command with; the ones ``said_of`` conjugates."""

_OBJECT_START = re.compile(r"^(a|an|the|it|them|all|up|two|three|\d)\b", re.IGNORECASE)


def _conjugate(verb: str) -> str:
    """The third-person form: ``draw`` -> ``draws``, ``pass`` -> ``passes``, ``KO`` -> ``KOs``."""
    if verb == "KO":
        return "KOs"
    low = verb.lower()
    return low + ("es" if low.endswith(("s", "sh", "ch", "x")) else "s")


def _pronouns(text: str) -> str:
    text = re.sub(r"\byourself\b", "themselves", text)
    text = re.sub(r"\byour\b", "their", text)
    text = re.sub(r"\bYour\b", "Their", text)
    text = re.sub(r"\byou\b", "they", text)
    return re.sub(r"\bYou\b", "They", text)


def _conjugate_joined(sentence: str) -> str:
    """Conjugate commands joined by "or" / "and" ("reveals a Magic Hero or discards a card")."""

    def repl(m: re.Match[str]) -> str:
        verb, rest = m.group(2), m.group(3)
        if verb not in IMPERATIVES and verb.capitalize() not in IMPERATIVES:
            return m.group(0)
        if not _OBJECT_START.match(rest):
            return m.group(0)
        return f"{m.group(1)}{_conjugate(verb)} {rest}"

    return re.sub(r"(\b(?:or|and) )(\w+) (\w+)", repl, sentence)


def said_of(subject: str, text: str) -> str:
    """Card text written for "you", said of ``subject`` instead ("Each other player", "The player on your left").

    The first command takes the subject and a third-person verb; later commands get "they";
    "you" and "your" become "they" and "their", so "your" never changes who it means.
    """
    sentences = [p for p in re.split(r"(?<=[.!?])\s+", text.strip()) if p]
    out: list[str] = []
    for i, raw in enumerate(sentences):
        sent = _pronouns(raw)
        first, _, rest = sent.partition(" ")
        if i == 0:
            if first == "They" and rest.startswith(("may ", "can ")):
                sent = f"{subject} {rest}"
            elif first == "They" and rest.startswith("get "):
                sent = f"{subject} gets {rest[4:]}"
            elif first in IMPERATIVES:
                sent = f"{subject} {_conjugate(first)} {rest}"
            else:
                sent = f"{subject}: {sent}"
            out.append(_conjugate_joined(sent))
            continue
        if first in IMPERATIVES:
            sent = f"They {lower_first(sent)}"
        else:
            head, comma, tail = sent.partition(", ")
            word = tail.split(" ", 1)[0]
            if comma and word.capitalize() in IMPERATIVES | {"Ko"} or word in IMPERATIVES:
                sent = f"{head}, they {tail}"
        out.append(sent)
    return " ".join(out)

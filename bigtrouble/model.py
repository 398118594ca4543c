"""The game state: frozen attrs values, zones as tuples of card uids.

Nothing here knows the rules; ``bigtrouble.rules`` computes new states. Every
field is immutable, so a state is a snapshot: undo keeps a list of them and they
share every tuple that did not change.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Iterator
from typing import Any, ClassVar, Protocol, TypeVar

import attrs
from attrs import field, frozen

from bigtrouble.rng import Rng

CITY_SPACES = ("sewers", "bank", "rooftops", "streets", "bridge")
"""The city, from the Villain Deck toward the Escaped pile (R48)."""


def _strs(items: Iterable[str]) -> tuple[str, ...]:
    return tuple(items)


CHINATOWN = (2, 3)
"""Rooftops and Streets are Chinatown; the HQ spaces beneath them too (R146-R147)."""

HAND_SIZE = 6
BRIDGE = 4
SOLO_VARIANT = "solo"
"""``Setup.variant`` of the Solo mode (one hand; our adaptation of the DC solo rules)."""


@frozen
class Setup:
    """Everything chosen before the game starts.

    Empty choices are filled at random by :func:`bigtrouble.rules.setup.new_game`.
    ``players`` of 1 means one person playing two hands (R2, R177).
    ``jack_commons`` / ``wang_commons`` name the common set to take out, or are
    ``"random"`` (a random set out) or ``"ten"`` (10 random of the 15 commons).
    ``variant`` is ``""`` (the rulebook's game) or ``"solo"``: the Solo mode, our
    adaptation of the sister DC set's solo rules (one hand; ``bigtrouble.rules.solo``).
    ``house`` names the house rules in use (``bigtrouble.rules.house``), all off by default.
    ``seats`` says who plays each hand: ``"human"``, a bot kind (``bigtrouble.bots.BOT_KINDS``), or a
    bot's seat a person took over, ``"<kind>@<n>"`` (played by the person of seat ``n``); empty means
    every hand is a person. The engine never reads it; the client does.
    """

    players: int = 2
    names: tuple[str, ...] = field(converter=_strs, default=())
    mastermind: str = ""
    scheme: str = ""
    heroes: tuple[str, ...] = field(converter=_strs, default=())
    villains: tuple[str, ...] = field(converter=_strs, default=())
    henchmen: tuple[str, ...] = field(converter=_strs, default=())
    jack_commons: str = "random"
    wang_commons: str = "random"
    variant: str = ""
    house: tuple[str, ...] = field(converter=_strs, default=())
    seats: tuple[str, ...] = field(converter=_strs, default=())

    @property
    def hands(self) -> int:
        """How many hands are played: two for one person alone, one in the Solo mode variant."""
        if self.variant == SOLO_VARIANT:
            return 1
        return max(2, self.players)


class LogKind(enum.StrEnum):
    """What a log entry tells, the glossary's word for it; readers (recap, banners, colours, notices) go by it.

    A closed set: a reader never looks at a sentence or its rule number to learn what happened.
    ``PLAIN`` (the empty string) is narration no reader needs.
    """

    PLAIN = ""
    TURN_START = "turn-start"
    TURN_END = "turn-end"
    ENTER = "enter"
    PUSH = "push"
    ESCAPE = "escape"
    AMBUSH = "ambush"
    TWIST = "twist"
    MASTER_STRIKE = "master-strike"
    CAPTURE = "capture"
    RECRUIT = "recruit"
    FIGHT = "fight"
    FIGHT_FOR_FREE = "fight-for-free"
    FIGHT_MASTERMIND = "fight-mastermind"
    RESCUE = "rescue"
    WOUND = "wound"
    KO = "ko"
    SHOWDOWN = "showdown"
    SHOWDOWN_TURN = "showdown-turn"
    SHOWDOWN_TOTAL = "showdown-total"
    CLIFFHANGER = "cliffhanger"
    EVIL_WINS = "evil-wins"
    TEAM_WINS = "team-wins"
    DRAW = "draw"
    AUTO_ANSWER = "auto-answer"
    EDIT = "edit"


@frozen
class LogEntry:
    """One sentence of the game log, with the rule (R-number) behind it, what kind of event it tells and
    the cards it is about.

    ``kind`` and ``cards`` are what readers go by; ``text`` is only for people to read. What ``cards``
    holds depends on the kind: the Villain, Bystander, Hero or Wound the event is about first, then
    the card that caused it (the Mastermind of a Strike or a fight, the Scheme of a Twist, the captor
    a Bystander is rescued from).
    """

    text: str
    rule: str = ""
    player: int = -1
    kind: LogKind = LogKind.PLAIN
    cards: tuple[int, ...] = ()


AUTO_ANSWERED = LogKind.AUTO_ANSWER
"""The log kind of a choice the engine answered because it had one answer (:class:`~bigtrouble.actions.AutoAnswer`)."""


@frozen(eq=False, repr=False)
class LogNode:
    """A persistent list of log entries, newest first, so appending shares the rest.

    Equality walks the list in a loop and stops at the first shared node: the
    generated recursive ``==`` exhausted Python's recursion limit on a log of a
    few hundred entries, which made comparing two states of a real game fail.
    """

    entry: LogEntry
    rest: LogNode | None = None
    size: int = 1

    def __eq__(self, other: object) -> bool:
        """Entry by entry, newest first; a shared tail is equal at once."""
        if not isinstance(other, LogNode):
            return NotImplemented
        a: LogNode | None = self
        b: LogNode | None = other
        while a is not b:
            if a is None or b is None or a.size != b.size or a.entry != b.entry:
                return False
            a, b = a.rest, b.rest
        return True

    def __hash__(self) -> int:
        """Hash the newest entry and the length (equal logs agree on both)."""
        return hash((self.entry, self.size))

    def __repr__(self) -> str:
        """The length and the newest entry only: the full list would recurse as deep as the log is long."""
        return f"LogNode(size={self.size}, newest={self.entry!r})"


def log_entries(node: LogNode | None) -> tuple[LogEntry, ...]:
    """The log from oldest to newest."""
    out: list[LogEntry] = []
    while node is not None:
        out.append(node.entry)
        node = node.rest
    out.reverse()
    return tuple(out)


@frozen(slots=False)
class PlayerState:
    """One player's cards. Deck top is index 0.

    Dict-backed like :class:`State` (see there): it is copied at nearly every action.
    """

    name: str
    hand: tuple[int, ...] = ()
    deck: tuple[int, ...] = ()
    discard: tuple[int, ...] = ()
    played: tuple[int, ...] = ()
    victory: tuple[int, ...] = ()
    has_hand: bool = True


@frozen
class Ctx:
    """Who an effect speaks to and what it is about.

    ``player`` is "you"; ``source`` the card uid that caused it (-1 for the game
    itself); ``target`` a uid chosen or named by an earlier step; ``value`` a number
    handed down (the Twist number, how many cards were KO'd...).
    """

    player: int
    source: int = -1
    target: int = -1
    value: int = 0


class _Contexts(dict[tuple[int, int], Ctx]):
    def __missing__(self, key: tuple[int, int]) -> Ctx:
        value = self[key] = Ctx(player=key[0], source=key[1])
        return value


_CONTEXTS = _Contexts()


def ctx_of(player: int, source: int = -1) -> Ctx:
    """``Ctx(player=player, source=source)``, one shared value per pair (contexts are immutable values)."""
    return _CONTEXTS[player, source]


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


@frozen
class Measure:
    """How far a condition has come: ``count`` of the ``of`` it needs, under a short ``label``.

    The condition holds once ``count`` reaches ``of`` (the Scheme clock reads these).
    """

    label: str
    count: int
    of: int

    @property
    def words(self) -> str:
        """Reads "<label>: <count> of <of>"."""
        return f"{self.label}: {self.count} of {self.of}"


class Condition:
    """A yes/no question about the state."""

    __slots__ = ()

    def measures(self, s: State) -> tuple[Measure, ...]:
        """The counts this condition compares with its thresholds, read as :meth:`holds` reads them.

        Empty for a condition that counts nothing (the default).
        """
        return ()

    def holds(self, s: State, ctx: Ctx) -> bool:
        """Whether the condition is true now."""
        raise NotImplementedError

    def text(self) -> str:
        """The condition in words, e.g. ``a Villain is in Chinatown``."""
        raise NotImplementedError

    def reminder(self) -> str:
        """A rules reminder for the hover ("" if none); see ``Effect.reminder``."""
        return str(getattr(type(self), "REMINDER", ""))


class CardTest(Protocol):
    """Which cards something applies to: :class:`bigtrouble.effects.base.CardFilter`.

    A protocol, because the model sits below the effects and the card definitions and can't name them.
    """

    def matches(self, d: Any) -> bool:
        """Whether card definition ``d`` passes."""
        ...


class TurnModifier(Protocol):
    """What the turn keeps of a :class:`bigtrouble.effects.base.Modifier` (a change to Attack until the turn ends)."""

    @property
    def delta(self) -> int:
        """How much Attack changes."""
        ...

    @property
    def filter(self) -> CardTest:
        """Which Villains it changes."""
        ...

    @property
    def villains(self) -> bool:
        """Whether it changes Villains."""
        ...

    @property
    def mastermind(self) -> bool:
        """Whether it changes the Mastermind."""
        ...

    @property
    def target(self) -> int:
        """The one card it changes, or -1 for every card the filter matches."""
        ...


class TurnHook(Protocol):
    """What the turn keeps of a :class:`bigtrouble.effects.base.TurnTrigger` ("whenever you play ... this turn")."""

    @property
    def filter(self) -> CardTest:
        """Which played cards set it off."""
        ...

    @property
    def effects(self) -> tuple[Effect, ...]:
        """What it does then."""
        ...

    @property
    def player(self) -> int:
        """Whose effects they are."""
        ...

    @property
    def source(self) -> int:
        """The card that made it (its own play does not set it off)."""
        ...


@frozen
class Task:
    """An effect waiting in the resolution queue."""

    effect: Effect
    ctx: Ctx


@frozen
class Option:
    """One answer to a pending choice: a card on the mat, or words."""

    label: str
    uid: int = -1


@frozen
class Pending:
    """A decision the engine is waiting for (ARCHITECTURE promise 3).

    The only legal actions are ``Choose(i)`` for an option index and, when
    ``optional``, ``Decline()``. ``task`` resumes with the answer.
    """

    player: int
    prompt: str
    options: tuple[Option, ...]
    optional: bool
    task: Task
    rule: str = ""


@frozen
class Gain:
    """Attack or Recruit a card's ability gave this turn (printed numbers are read from the cards played)."""

    source: int
    attack: int = 0
    recruit: int = 0


@frozen(slots=False)
class TurnState:
    """What happened so far in the current turn (dict-backed like :class:`State`: copied at every play).

    ``gains`` records what each ability gave, so the mat can say where every point came from.
    """

    recruit: int = 0
    attack: int = 0
    recruit_made: int = 0
    attack_made: int = 0
    played_log: tuple[int, ...] = ()
    recruited: bool = False
    fought: bool = False
    healed: bool = False
    modifiers: tuple[TurnModifier, ...] = ()
    triggers: tuple[TurnHook, ...] = ()
    showdown: bool = False
    number: int = 1
    gains: tuple[Gain, ...] = ()

    def gained(self, source: int, attack: int = 0, recruit: int = 0) -> TurnState:
        """This turn with ``attack`` and ``recruit`` more, given by ``source``'s ability."""
        return evolve(
            self,
            attack=self.attack + attack,
            recruit=self.recruit + recruit,
            attack_made=self.attack_made + attack,
            recruit_made=self.recruit_made + recruit,
            gains=self.gains + (Gain(source, attack, recruit),) if attack or recruit else self.gains,
        )


class Phase(enum.Enum):
    """Where the game is."""

    PLAY = "play"
    SHOWDOWN = "showdown"
    OVER = "over"


class Outcome(enum.Enum):
    """The team result (R3, R4, R138)."""

    WIN = "win"
    EVIL = "evil"
    DRAW = "draw"


@frozen
class Showdown:
    """The Final Showdown in progress (R103-R116).

    ``order`` is who still has a Showdown Turn this round; ``totals`` the
    Showdown Totals (player, total) of this round; ``round`` counts Cliffhangers.
    """

    order: tuple[int, ...]
    totals: tuple[tuple[int, int], ...] = ()
    round: int = 1


@frozen(slots=False)
class State:
    """The whole game at one moment. Compare states with ``==``.

    Not slotted, unlike the other values: :func:`evolve` copies a dict-backed instance
    with one dict copy instead of nearly forty slot stores, and the engine copies the
    State several times per action.

    ``table_mode`` is whether the players may edit the game by hand now (an ``EditTableMode`` action
    turns it on or off); ``edited`` whether any edit was ever made, so scores and the end screen can say so.
    """

    setup: Setup
    card_ids: tuple[str, ...]
    players: tuple[PlayerState, ...]
    rng: Rng
    current: int = 0
    turn: TurnState = TurnState()
    phase: Phase = Phase.PLAY
    city: tuple[int, ...] = (-1, -1, -1, -1, -1)
    captives: tuple[tuple[int, ...], ...] = ((), (), (), (), ())
    hq: tuple[int, ...] = (-1, -1, -1, -1, -1)
    hero_deck: tuple[int, ...] = ()
    villain_deck: tuple[int, ...] = ()
    bystanders: tuple[int, ...] = ()
    wounds: tuple[int, ...] = ()
    uncle_chu: tuple[int, ...] = ()
    mediocre: tuple[int, ...] = ()
    ko: tuple[int, ...] = ()
    escaped: tuple[int, ...] = ()
    revealed: tuple[int, ...] = ()
    mastermind: int = -1
    mastermind_captives: tuple[int, ...] = ()
    tactics: tuple[int, ...] = ()
    mastermind_stack: tuple[int, ...] = ()
    scheme: int = -1
    scheme_stack: tuple[int, ...] = ()
    twists: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    queue: tuple[Task, ...] = ()
    pending: Pending | None = None
    draw_armed: bool = False
    team_win_locked: bool = False
    final_tactic_by: int = -1
    showdown: Showdown | None = None
    outcome: Outcome | None = None
    showdown_winner: int = -1
    log: LogNode | None = None
    actions_taken: int = 0
    table_mode: bool = False
    edited: bool = False

    def player(self, index: int) -> PlayerState:
        """The player at seat ``index``."""
        return self.players[index]

    @property
    def me(self) -> PlayerState:
        """The current player."""
        return self.players[self.current]

    def counter(self, name: str) -> int:
        """A named scheme or card counter (0 when never set)."""
        for key, value in self.counters:
            if key == name:
                return value
        return 0

    def all_uids(self) -> Iterator[int]:
        """Every card uid in every zone (cards may repeat only if the state is broken)."""
        for p in self.players:
            yield from p.hand
            yield from p.deck
            yield from p.discard
            yield from p.played
            yield from p.victory
        yield from (u for u in self.city if u >= 0)
        for group in self.captives:
            yield from group
        yield from (u for u in self.hq if u >= 0)
        for zone in (
            self.hero_deck,
            self.villain_deck,
            self.bystanders,
            self.wounds,
            self.uncle_chu,
            self.mediocre,
            self.ko,
            self.escaped,
            self.revealed,
            self.mastermind_captives,
            self.tactics,
            self.mastermind_stack,
            self.scheme_stack,
        ):
            yield from zone
        if self.mastermind >= 0:
            yield self.mastermind
        if self.scheme >= 0:
            yield self.scheme


# Copying states fast. ``attrs.evolve`` looks up every field by name and runs the class's
# ``__init__``; a State has nearly forty fields and the engine copies one several times per
# action. ``evolve`` below checks, once per class and set of changed field names, whether any
# of those fields has a converter or a validator (or the class a post-init hook):
# - if none has, the copy skips ``__init__``: a dict-backed class (State) gets a new instance
#   whose ``__dict__`` is a copy of the old one's, updated with the changes (one C-level copy);
#   a slotted class gets its slots filled directly by a compiled function;
# - otherwise it calls the class's own ``__init__`` with the unchanged fields read directly,
#   so converters and validators run exactly as under ``attrs.evolve``.
# Either way the result equals ``attrs.evolve``'s, and the original is never touched (the
# instance is frozen once it is returned: nothing else holds the new dict).

T = TypeVar("T")

_Copier = Callable[[Any, dict[str, Any]], Any]
_COPIERS: dict[tuple[type, tuple[str, ...]], _Copier] = {}
_new = object.__new__
_set = object.__setattr__


_WHOLE: dict[type, frozenset[str]] = {}
"""Dict-backed classes none of whose fields has a converter or validator: their field names."""


def evolve(inst: T, **changes: Any) -> T:
    """Return a copy of the attrs instance ``inst`` with ``changes`` applied (as ``attrs.evolve`` does)."""
    cls = inst.__class__
    names = _WHOLE.get(cls)
    if names is not None and changes.keys() <= names:
        out: T = _new(cls)
        d = inst.__dict__.copy()
        d.update(changes)
        _set(out, "__dict__", d)
        return out
    key = (cls, tuple(changes))
    copier = _COPIERS.get(key)
    if copier is None:
        copier = _COPIERS[key] = _compile(inst.__class__, key[1])
    result: T = copier(inst, changes)
    return result


def evolve_state(s: State, name: str, value: Any) -> State:
    """``evolve(s, name=value)`` for one field of a State, without building keyword arguments (hot paths)."""
    if name not in _STATE_FIELDS:
        raise TypeError(f"State has no field {name!r}")
    out: State = _new(State)
    d = s.__dict__.copy()
    d[name] = value
    _set_state_dict(out, d)
    return out


def evolve_fields(s: State, changes: dict[str, Any]) -> State:
    """``evolve(s, **changes)`` for a State, the changes given as a dict (no keyword call: hot paths)."""
    if not changes.keys() <= _STATE_FIELDS:
        raise TypeError(f"State has no field {sorted(changes.keys() - _STATE_FIELDS)[0]!r}")
    out: State = _new(State)
    d = s.__dict__.copy()
    d.update(changes)
    _set_state_dict(out, d)
    return out


def _slow(inst: Any, changes: dict[str, Any]) -> Any:
    return attrs.evolve(inst, **changes)


def _copy_dict(inst: Any, changes: dict[str, Any]) -> Any:
    """A dict-backed attrs instance copied without ``__init__``: its fields' dict, updated."""
    out = _new(inst.__class__)
    d = inst.__dict__.copy()
    d.update(changes)
    _set(out, "__dict__", d)
    return out


def _needs_init(cls: type, names: tuple[str, ...]) -> bool:
    """Whether copying ``cls`` with ``names`` changed must run ``__init__`` (converters, validators, hooks)."""
    if hasattr(cls, "__attrs_post_init__") or hasattr(cls, "__attrs_pre_init__"):
        return True
    by_name = {a.name: a for a in attrs.fields(cls)}
    return any(by_name[n].converter is not None or by_name[n].validator is not None for n in names)


def _compile(cls: type, names: tuple[str, ...]) -> _Copier:
    """Build the copier for ``cls`` changing ``names``; unknown names keep ``attrs.evolve`` (and its error)."""
    fields = attrs.fields(cls)
    init_fields = [a for a in fields if a.init]
    known = {a.name for a in init_fields}
    if any(n not in known for n in names) or len(init_fields) != len(fields):
        return _slow
    scope: dict[str, Any] = {"cls": cls, "new": _new}
    if _needs_init(cls, names):
        args = ", ".join(f"{a.alias}=c[{a.name!r}]" if a.name in names else f"{a.alias}=inst.{a.name}" for a in fields)
        source = f"def copier(inst, c):\n    return cls({args})\n"
    elif "__slots__" not in cls.__dict__:
        if not _needs_init(cls, tuple(known)):
            _WHOLE[cls] = frozenset(known)
        return _copy_dict
    else:
        lines = ["def copier(inst, c):", "    out = new(cls)"]
        for a in fields:
            slot = next(k.__dict__[a.name] for k in cls.__mro__ if a.name in k.__dict__)
            scope[f"set_{a.name}"] = slot.__set__
            value = f"c[{a.name!r}]" if a.name in names else f"inst.{a.name}"
            lines.append(f"    set_{a.name}(out, {value})")
        lines.append("    return out")
        source = "\n".join(lines) + "\n"
    exec(compile(source, f"<fastcopy {cls.__name__}>", "exec"), scope)  # noqa: S102  (generated from field names)
    copier: _Copier = scope["copier"]
    return copier


_STATE_FIELDS = frozenset(a.name for a in attrs.fields(State))
_set_state_dict: Callable[[State, dict[str, Any]], None] = State.__dict__["__dict__"].__set__
"""Sets a new State's ``__dict__`` (the slot's own setter: cheaper than ``object.__setattr__``)."""
if _needs_init(State, tuple(_STATE_FIELDS)):
    raise TypeError("State fields must have no converter or validator: evolve_state copies without __init__")

"""The primitive effects most cards are built from."""

from __future__ import annotations

from attrs import field, frozen

from bigtrouble.cards.defs import HeroClass
from bigtrouble.effects.base import (
    ANY_CARD,
    Amount,
    CardFilter,
    Condition,
    Effect,
    amount,
    amount_text,
    as_effects,
    ask,
    clause,
    effects_text,
    lower_first,
    push,
)
from bigtrouble.model import Ctx, LogKind, Option, State, evolve
from bigtrouble.zones import (
    PLAYER_ZONES,
    Zone,
    card_option,
    cards_in,
    cdef,
    draw,
    log,
    move,
    name,
    player_name,
)


def _classes(items: tuple[HeroClass, ...] | list[HeroClass]) -> tuple[HeroClass, ...]:
    return tuple(items)


def _plural(n: int | Amount, word: str) -> str:
    if isinstance(n, int):
        return f"{'a' if n == 1 and word[0] not in 'AEIOU' else 'an' if n == 1 else n} {word}{'' if n == 1 else 's'}"
    return f"a {word} {n.text()}"


@frozen
class GainAttack(Effect):
    """You get Attack."""

    n: int | Amount

    def run(self, s: State, ctx: Ctx) -> State:
        """Add to the current turn's Attack."""
        v = max(0, amount(self.n, s, ctx))
        return evolve(s, turn=s.turn.gained(ctx.source, attack=v))

    def text(self) -> str:
        """Reads "You get +<n> Attack", followed by what is counted when the amount varies."""
        return (
            f"You get +{amount_text(self.n)} Attack"
            if isinstance(self.n, int)
            else f"You get +{self.n.unit()} Attack {self.n.text()}"
        )


@frozen
class GainRecruit(Effect):
    """You get Recruit."""

    n: int | Amount

    def run(self, s: State, ctx: Ctx) -> State:
        """Add to the current turn's Recruit."""
        v = max(0, amount(self.n, s, ctx))
        return evolve(s, turn=s.turn.gained(ctx.source, recruit=v))

    def text(self) -> str:
        """Reads "You get +<n> Recruit", followed by what is counted when the amount varies."""
        return (
            f"You get +{amount_text(self.n)} Recruit"
            if isinstance(self.n, int)
            else f"You get +{self.n.unit()} Recruit {self.n.text()}"
        )


@frozen
class Draw(Effect):
    """You draw cards."""

    n: int | Amount = 1

    def run(self, s: State, ctx: Ctx) -> State:
        """Draw, reshuffling only if needed (R94)."""
        n = amount(self.n, s, ctx)
        if not s.players[ctx.player].has_hand:
            return s
        s = draw(s, ctx.player, n)
        return log(s, f"{player_name(s, ctx.player)} draws {n} card{'s' if n != 1 else ''}.", "R93", ctx.player)

    def text(self) -> str:
        """Reads "Draw a card" or "Draw <n> cards"."""
        return f"Draw {_plural(self.n, 'card')}" if self.n != 1 else "Draw a card"


def rescue_bystander(s: State, p: int, uid: int, rule: str = "R122", captor: int = -1) -> State:
    """Move Bystander ``uid`` into player ``p``'s Victory Pile and run its rescue ability.

    ``captor`` is the Villain or Mastermind whose defeat freed it (R57); -1 for any other rescue.
    """
    s = move(s, uid, (Zone.VICTORY, p))
    cards = (uid, captor) if captor >= 0 else (uid,)
    s = log(s, f"{player_name(s, p)} rescues {name(s, uid)}.", rule, p, LogKind.RESCUE, cards)
    d = cdef(s, uid)
    if d.on_play:
        s = push(s, d.on_play, Ctx(player=p, source=uid))
    return s


@frozen
class Rescue(Effect):
    """Rescue Bystanders from the top of the Bystander stack (R122, R140)."""

    n: int | Amount = 1

    def run(self, s: State, ctx: Ctx) -> State:
        """Take up to n from the stack; an empty stack gives nothing."""
        for _ in range(amount(self.n, s, ctx)):
            if not s.bystanders:
                break
            s = rescue_bystander(s, ctx.player, s.bystanders[0])
        return s

    def text(self) -> str:
        """Reads "Rescue a Bystander" or "Rescue <n> Bystanders"."""
        return f"Rescue {_plural(self.n, 'Bystander')}" if self.n != 1 else "Rescue a Bystander"


def gain_wound(s: State, p: int) -> State:
    """Player ``p`` gains the top Wound, if any are left (R129, R140)."""
    if not s.wounds:
        return log(s, "The Wound stack is empty, so no Wound is gained.", "R140")
    wound = s.wounds[0]
    s = move(s, wound, (Zone.DISCARD, p))
    return log(s, f"{player_name(s, p)} gains a Wound.", "R129", p, LogKind.WOUND, (wound,))


@frozen
class GainWound(Effect):
    """You gain Wounds."""

    n: int = 1

    def run(self, s: State, ctx: Ctx) -> State:
        """Gain them one by one."""
        for _ in range(self.n):
            s = gain_wound(s, ctx.player)
        return s

    def text(self) -> str:
        """Reads "Gain a Wound" or "Gain <n> Wounds"."""
        return "Gain a Wound" if self.n == 1 else f"Gain {self.n} Wounds"


def ko_card(s: State, uid: int, rule: str = "R118") -> State:
    """KO card ``uid``: to the KO pile, or onto a Mastermind stack that collects it (R174)."""
    d = cdef(s, uid)
    dest: tuple[Zone, int] = (Zone.KO, -1)
    if s.mastermind >= 0 and "collects_zero_recruit" in cdef(s, s.mastermind).tags:
        if d.family in ("strategist", "mediocre"):
            dest = (Zone.MASTERMIND_STACK, -1)
    s = move(s, uid, dest)
    where = "the KO pile" if dest[0] is Zone.KO else f"{name(s, s.mastermind)}'s stack"
    return log(s, f"{d.name} is KO'd to {where}.", rule, kind=LogKind.KO, cards=(uid,))


ZONE_WORDS = {
    Zone.HAND: "hand",
    Zone.DISCARD: "discard pile",
    Zone.PLAYED: "played cards",
    Zone.DECK: "deck",
    Zone.VICTORY: "Victory Pile",
    Zone.HQ: "the HQ",
    Zone.CITY: "the city",
    Zone.KO: "the KO pile",
}

VERBS = {
    Zone.KO: "KO",
    Zone.DISCARD: "discard",
    Zone.HAND: "put into your hand",
    Zone.DECK: "put on top of your deck",
    Zone.VICTORY: "put into your Victory Pile",
}


def _from_words(zones: tuple[Zone, ...]) -> str:
    own = [ZONE_WORDS[z] for z in zones if z in PLAYER_ZONES]
    other = [ZONE_WORDS[z] for z in zones if z not in PLAYER_ZONES]
    parts = []
    if own:
        parts.append("your " + (" or ".join(own) if len(own) < 3 else ", ".join(own[:-1]) + " or " + own[-1]))
    parts.extend(other)
    return " or ".join(parts)


@frozen
class Pick(Effect):
    """Choose cards from zones and move them (KO, discard, ...).

    Player zones are those of "you" (``ctx.player``). ``then`` resolves once if
    at least one card was moved ("If you do, ..."), with ``ctx.value`` the count
    and ``ctx.target`` the last card. ``optional`` makes it "you may".
    """

    source: tuple[Zone, ...]
    dest: Zone
    filter: CardFilter = ANY_CARD
    count: int = 1
    optional: bool = False
    then: tuple[Effect, ...] = field(converter=as_effects, default=())
    up_to: bool = False
    not_self: bool = True
    done: int = 0
    rule: str = ""

    def options(self, s: State, ctx: Ctx) -> tuple[Option, ...]:
        """The cards that may be picked now."""
        out: list[Option] = []
        for z in self.source:
            index = ctx.player if z in PLAYER_ZONES else -1
            for u in cards_in(s, z, index):
                if self.not_self and u == ctx.source:
                    continue
                if self.filter.matches(cdef(s, u)):
                    out.append(card_option(s, u))
        return tuple(out)

    def run(self, s: State, ctx: Ctx) -> State:
        """Ask which card, or finish when none is left."""
        if self.done >= self.count:
            return self._finish(s, ctx)
        opts = self.options(s, ctx)
        if not opts:
            return self._finish(s, ctx)
        verb = VERBS.get(self.dest, "choose")
        prompt = f"Choose a {self.filter.text()} from {_from_words(self.source)} to {verb}"
        if self.count > 1:
            prompt += f" ({self.done + 1} of {self.count})"
        optional = self.optional or (self.up_to and self.done > 0)
        return ask(s, ctx.player, prompt + ".", opts, optional, self, ctx, self.rule)

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """Move the chosen card, then ask again or finish."""
        if choice < 0:
            return self._finish(s, ctx)
        uid = self.options(s, ctx)[choice].uid
        s = self.move_card(s, uid, ctx)
        nxt = evolve(self, done=self.done + 1)
        return nxt.run(s, evolve(ctx, target=uid))

    def move_card(self, s: State, uid: int, ctx: Ctx) -> State:
        """Send one picked card to the destination."""
        if self.dest is Zone.KO:
            return ko_card(s, uid, self.rule or "R118")
        index = ctx.player if self.dest in PLAYER_ZONES else -1
        s = move(s, uid, (self.dest, index), top=self.dest is Zone.DECK)
        who, card = player_name(s, ctx.player), name(s, uid)
        done = {
            Zone.DISCARD: f"{who} discards {card}.",
            Zone.HAND: f"{who} puts {card} into their hand.",
            Zone.DECK: f"{who} puts {card} on top of their deck.",
            Zone.VICTORY: f"{who} puts {card} into their Victory Pile.",
        }.get(self.dest, f"{who} moves {card} to {ZONE_WORDS.get(self.dest, self.dest.value)}.")
        return log(s, done, self.rule, ctx.player)

    def _finish(self, s: State, ctx: Ctx) -> State:
        if self.done > 0 and self.then:
            return push(s, self.then, evolve(ctx, value=self.done))
        return s

    def text(self) -> str:
        """The pick as a sentence: verb, how many, which cards, from where, "You may" and any follow-up."""
        verb = VERBS.get(self.dest, "choose")
        verb = verb[:1].upper() + verb[1:]
        what = self.filter.text()
        if self.count == 1:
            phrase = f"{verb} a {what}" if what[0].lower() not in "aeiou" else f"{verb} an {what}"
        else:
            phrase = f"{verb} {'up to ' if self.up_to else ''}{self.count} {what}s"
        if not (self.dest is Zone.DISCARD and self.source == (Zone.HAND,)):
            phrase += f" from {_from_words(self.source)}"  # discarding is always from the hand
        if self.optional:
            phrase = "You may " + lower_first(phrase)
        if self.then:
            phrase += ". If you do, " + clause(self.then)
        return phrase


@frozen
class If(Effect):
    """Do ``then`` if the condition holds, else ``otherwise``."""

    cond: Condition
    then: tuple[Effect, ...] = field(converter=as_effects)
    otherwise: tuple[Effect, ...] = field(converter=as_effects, default=())

    def run(self, s: State, ctx: Ctx) -> State:
        """Check now and queue the branch."""
        return push(s, self.then if self.cond.holds(s, ctx) else self.otherwise, ctx)

    def text(self) -> str:
        """Reads "If <condition>, <effect>", with " Otherwise, <effect>" when there is one."""
        out = f"If {self.cond.text()}, {clause(self.then)}"
        if self.otherwise:
            out += f" Otherwise, {clause(self.otherwise)}"
        return out


def played_earlier(s: State, ctx: Ctx, cls: HeroClass) -> bool:
    """Whether a different card of ``cls`` was played earlier this turn (R73)."""
    log_ = s.turn.played_log
    end = log_.index(ctx.source) if ctx.source in log_ else len(log_)
    return any(cdef(s, u).cls is cls for u in log_[:end])


@frozen
class ClassTrigger(Effect):
    """ "[Class]: effect": only if you played another card of that class earlier this turn (R73-R76)."""

    cls: HeroClass
    then: tuple[Effect, ...] = field(converter=as_effects)

    def run(self, s: State, ctx: Ctx) -> State:
        """Check the trigger once, for this card (R76)."""
        if played_earlier(s, ctx, self.cls):
            s = log(s, f"{name(s, ctx.source)}'s {self.cls.title} ability triggers.", "R73", ctx.player)
            return push(s, self.then, ctx)
        return s

    def text(self) -> str:
        """Reads "<Class>: <effects>", as the class line is printed on a card."""
        return f"{self.cls.title}: {effects_text(self.then)}"


@frozen
class Choice:
    """One branch of :class:`ChooseOne`."""

    label: str
    effects: tuple[Effect, ...] = field(converter=as_effects)


def _choices(items: tuple[Choice, ...] | list[Choice]) -> tuple[Choice, ...]:
    return tuple(items)


@frozen
class ChooseOne(Effect):
    """Choose one of several effects."""

    choices: tuple[Choice, ...] = field(converter=_choices)
    chooser_is_current: bool = False

    def run(self, s: State, ctx: Ctx) -> State:
        """Ask."""
        who = s.current if self.chooser_is_current else ctx.player
        opts = tuple(Option(c.label) for c in self.choices)
        return ask(s, who, "Choose one.", opts, False, self, ctx)

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """Queue the chosen branch."""
        return push(s, self.choices[choice].effects, ctx)

    def text(self) -> str:
        """Reads "Choose one: <first> or <second> ...", from the options' labels."""
        return "Choose one: " + " or ".join(f"{c.label}" for c in self.choices)

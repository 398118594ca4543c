"""Step 2 of a turn: play cards, recruit, fight, heal (R63-R101, R134-R137).

Each ``check_*`` raises :class:`IllegalAction` with a sentence a player
understands; each ``do_*`` assumes the check passed and returns the new state.
"""

from __future__ import annotations

from attrs import frozen

from bigtrouble import rng as rngmod
from bigtrouble.cards.defs import CardDef, Kind
from bigtrouble.effects.base import CardFilter, Effect, ask, push
from bigtrouble.effects.basic import ko_card, rescue_bystander
from bigtrouble.errors import IllegalAction
from bigtrouble.memo import IdentityMemo
from bigtrouble.model import (
    CHINATOWN,
    Ctx,
    LogKind,
    Option,
    State,
    Task,
    ctx_of,
    evolve,
    evolve_fields,
    evolve_state,
)
from bigtrouble.rules.strength import (
    Part,
    mastermind_attack,
    mastermind_attack_parts,
    parts_sentence,
    villain_attack,
    villain_attack_parts,
)
from bigtrouble.zones import Zone, card_option, cdef, log, log_node, move, name, player_name, refill_hq


def busy_reason(s: State, lead: str = "Not yet") -> str:
    """Why nothing else can be done while a choice is pending (every client shows this sentence).

    A card is resolved completely before anything else happens (R64).
    """
    assert s.pending is not None
    who = s.players[s.pending.player].name
    chooser = "" if s.pending.player == s.current else f" ({who} decides)"
    prompt = s.pending.prompt if s.pending.prompt.endswith((".", "?", "!")) else s.pending.prompt + "."
    return f"{lead} (R64): first answer the choice{chooser}: {prompt}"


def short_of(what: str, target: str, need: int, have: int, rule: str, why: str = "") -> str:
    """ "Not enough Attack: Thug needs 3, you have 1: 2 more (R84)." with ``why`` after the need."""
    verb = "costs" if what == "Recruit" else "needs"
    return f"Not enough {what}: {target} {verb} {need}{why}, you have {have}: {need - have} more ({rule})."


def _busy(s: State) -> None:
    if s.pending is not None:
        raise IllegalAction(busy_reason(s))


def check_play(s: State, uid: int) -> None:
    """Whether the current player may play card ``uid`` from hand."""
    _busy(s)
    if uid not in s.me.hand:
        raise IllegalAction("You can only play cards from your own hand (R64).")
    if cdef(s, uid).kind is Kind.WOUND:
        raise IllegalAction(
            "A Wound can't be played: it gives nothing (R130). To get rid of Wounds, heal: "
            "in a turn where you recruit nothing and fight nothing, Heal KOs every Wound in your hand (R134)."
        )


_PLAY_TASKS: IdentityMemo[tuple[int, int, int], tuple[CardDef, tuple[Task, ...]]] = IdentityMemo(
    "a card's on-play tasks", 8192
)
"""A card's on-play tasks by (its definition, by identity; player; card copy): immutable values, the same
every time it is played (the entry holds the definition, so its identity stays its own)."""


def do_play(s: State, uid: int, actions_taken: int = -1) -> State:
    """Play a card: printed Recruit and Attack, then its ability, then 'this turn' triggers (R64-R65, R155).

    Built as one new state (hand, turn totals, log line and queue together):
    plays are most of a game's actions, so this is the engine's hottest path. The engine
    passes its new action count (``actions_taken`` >= 0) to land in the same copy.
    """
    p = s.current
    me = s.me
    d = cdef(s, uid)
    t = s.turn
    rec, att = d.recruit or 0, d.attack or 0
    players = list(s.players)
    hand = me.hand
    i = hand.index(uid)  # a card is in one place once
    players[p] = evolve(me, hand=hand[:i] + hand[i + 1 :], played=me.played + (uid,))
    turn = evolve(
        t,
        played_log=t.played_log + (uid,),
        recruit=t.recruit + rec,
        attack=t.attack + att,
        recruit_made=t.recruit_made + rec,
        attack_made=t.attack_made + att,
    )
    key = (id(d), p, uid)
    kept = _PLAY_TASKS.get(key)
    if kept is not None and kept[0] is d:
        tasks = kept[1]
    else:
        ctx = ctx_of(p, uid)
        tasks = tuple(Task(e, ctx) for e in d.on_play)
        _PLAY_TASKS.put(key, (d, tasks))
    for trig in turn.triggers:
        if trig.source != uid and trig.filter.matches(d):
            tasks += tuple(Task(e, ctx_of(trig.player, trig.source)) for e in trig.effects)
    changes = {
        "players": tuple(players),
        "turn": turn,
        "log": log_node(s, f"{me.name} plays {d.name}.", "R64", p),
        "queue": tasks + s.queue,
    }
    if actions_taken >= 0:
        changes["actions_taken"] = actions_taken
    return evolve_fields(s, changes)


def check_recruit(s: State, uid: int) -> None:
    """Whether the current player may recruit ``uid`` now (R79-R82, R107, R135)."""
    _busy(s)
    if s.turn.showdown:
        raise IllegalAction("No Heroes can be recruited during a Showdown Turn: only play cards (R107).")
    from_stack = bool(s.uncle_chu) and uid == s.uncle_chu[0]
    if uid not in s.hq and not from_stack:
        raise IllegalAction("You can recruit only a Hero in the HQ or the top card of the Uncle Chu stack (R79, R82).")
    if s.turn.healed:
        raise IllegalAction("You healed this turn, so you can't recruit: healing means no recruiting all turn (R134).")
    cost = cdef(s, uid).cost
    if cost > s.turn.recruit:
        raise IllegalAction(short_of("Recruit", name(s, uid), cost, s.turn.recruit, "R80"))


def do_recruit(s: State, uid: int) -> State:
    """Spend Recruit; the Hero goes to your discard pile; its HQ space refills at once (R79, R81)."""
    p = s.current
    d = cdef(s, uid)
    s = evolve_state(s, "turn", evolve(s.turn, recruit=s.turn.recruit - d.cost, recruited=True))
    s = move(s, uid, (Zone.DISCARD, p))
    s = refill_hq(s)
    return log(s, f"{player_name(s, p)} recruits {d.name} for {d.cost}.", "R79", p, LogKind.RECRUIT, (uid,))


def check_fight(s: State, uid: int) -> None:
    """Whether the current player may fight Villain ``uid`` (R83-R85, R108, R163, R171)."""
    _busy(s)
    if s.turn.showdown:
        raise IllegalAction("No Villains can be fought during a Showdown Turn: only play cards (R108).")
    if uid not in s.city:
        raise IllegalAction("You can only fight a Villain in the city (R83).")
    if s.turn.healed:
        raise IllegalAction("You healed this turn, so you can't fight: healing means no fighting all turn (R134).")
    need = villain_attack(s, uid)
    if need > s.turn.attack:
        why = _why(villain_attack_parts(s, uid))
        raise IllegalAction(short_of("Attack", name(s, uid), need, s.turn.attack, "R84", why))
    cond = cdef(s, uid).fight_condition
    if cond is not None and not cond.holds(s, Ctx(player=s.current, source=uid)):
        raise IllegalAction(f"{name(s, uid)} can be fought only if {cond.text()} (R163).")


def _why(parts: tuple[Part, ...]) -> str:
    """ " (7 printed, +3 for ...)" when the Attack is not the printed one, else nothing."""
    if all(p.value == 0 for p in parts[1:]):
        return ""
    return f" ({parts_sentence(parts).rsplit(':', 1)[0]})"


def defeat_villain(s: State, uid: int, p: int) -> State:
    """Put a Villain and its captives in ``p``'s Victory Pile and resolve its Fight effect (R86-R87, R126)."""
    space = s.city.index(uid)
    caps = s.captives[space]
    groups = list(s.captives)
    groups[space] = ()
    s = evolve_state(s, "captives", tuple(groups))
    s = move(s, uid, (Zone.VICTORY, p))
    s = log(s, f"{player_name(s, p)} defeats {name(s, uid)}.", "R86", p, LogKind.FIGHT, (uid,))
    tasks: tuple[Task, ...] = ()
    for b in caps:
        s = evolve_state(s, "revealed", s.revealed + (b,))
        s = rescue_bystander(s, p, b, "R57", uid)
        bd = cdef(s, b)
        if bd.fight and space in CHINATOWN:
            s = log(s, f"{bd.name} were rescued in Chinatown!", "R126", p)
            tasks += tuple(Task(e, Ctx(player=p, source=b)) for e in bd.fight)
    tasks += tuple(Task(e, ctx_of(p, uid)) for e in cdef(s, uid).fight)
    s = evolve_state(s, "turn", evolve(s.turn, fought=True))
    return evolve_state(s, "queue", tasks + s.queue)


def do_fight(s: State, uid: int) -> State:
    """Spend Attack and defeat the Villain (R85-R87)."""
    cost = villain_attack(s, uid)
    s = evolve_state(s, "turn", evolve(s.turn, attack=s.turn.attack - cost))
    return defeat_villain(s, uid, s.current)


def check_fight_mastermind(s: State) -> None:
    """Whether the current player may fight the Mastermind now (R96, R100-R101)."""
    _busy(s)
    if s.turn.showdown:
        raise IllegalAction(
            "During a Showdown Turn you only play cards: your Showdown Total decides, not a fight (R109-R110)."
        )
    if not s.tactics:
        raise IllegalAction("The Mastermind has no Tactics left to take (R101).")
    if s.turn.healed:
        raise IllegalAction("You healed this turn, so you can't fight: healing means no fighting all turn (R137).")
    need = mastermind_attack(s)
    if need > s.turn.attack:
        why = _why(mastermind_attack_parts(s))
        raise IllegalAction(short_of("Attack", name(s, s.mastermind), need, s.turn.attack, "R96", why))


def do_fight_mastermind(s: State) -> State:
    """Spend Attack, rescue its Bystanders, take a random Tactic and resolve its Fight effect (R57, R99)."""
    p = s.current
    s = evolve_state(s, "turn", evolve(s.turn, attack=s.turn.attack - mastermind_attack(s), fought=True))
    for b in s.mastermind_captives:
        s = rescue_bystander(s, p, b, "R57", s.mastermind)
    index, r = rngmod.below(s.rng, len(s.tactics))
    tactic = s.tactics[index]
    s = evolve_state(s, "rng", r)
    s = move(s, tactic, (Zone.VICTORY, p))
    words = f"{player_name(s, p)} fights {name(s, s.mastermind)} and takes {name(s, tactic)}."
    s = log(s, words, "R99", p, LogKind.FIGHT_MASTERMIND, (tactic, s.mastermind))
    if not s.tactics:
        s = evolve(s, team_win_locked=True, final_tactic_by=p)
        s = log(s, "That was the last Tactic: Evil can no longer win. The Final Showdown follows this turn.", "R102", p)
    return push(s, cdef(s, tactic).fight, Ctx(player=p, source=tactic))


def check_heal(s: State) -> None:
    """Whether the current player may heal now (R134-R137)."""
    _busy(s)
    if s.turn.showdown:
        raise IllegalAction("There is no healing during a Showdown Turn: only play cards (R109).")
    if s.turn.recruited or s.turn.fought:
        done = "recruited" if s.turn.recruited else "fought"
        raise IllegalAction(
            f"You {done} this turn, so you can't heal: healing needs a turn with no recruiting and no fighting (R134)."
        )
    if not any(cdef(s, u).kind is Kind.WOUND for u in s.me.hand):
        raise IllegalAction("You have no Wounds in your hand, so there is nothing to heal (R134).")


def do_heal(s: State) -> State:
    """KO every Wound in hand; no recruiting or fighting for the rest of the turn (R135-R136)."""
    p = s.current
    wounds = [u for u in s.me.hand if cdef(s, u).kind is Kind.WOUND]
    for u in wounds:
        s = ko_card(s, u, "R134")
    s = evolve_state(s, "turn", evolve(s.turn, healed=True))
    return log(s, f"{player_name(s, p)} heals {len(wounds)} Wound{'s' if len(wounds) != 1 else ''}.", "R134", p)


def free_targets(s: State, ctx: Ctx, filt: CardFilter) -> tuple[Option, ...]:
    """Villains in the city that could be defeated for free now: only their other conditions apply (R170-R171)."""
    out: list[Option] = []
    for u in s.city:
        if u < 0:
            continue
        d = cdef(s, u)
        if not filt.matches(d):
            continue
        if d.fight_condition is not None and not d.fight_condition.holds(s, Ctx(player=ctx.player, source=u)):
            continue
        out.append(card_option(s, u))
    return tuple(out)


@frozen
class DefeatForFree(Effect):
    """ "You may defeat a [filter] Villain for free": no Attack is spent, every other condition still applies.

    Never during a Showdown Turn, when no Villain may be defeated (R108).
    """

    filter: CardFilter = CardFilter(villain=True)
    optional: bool = True

    def run(self, s: State, ctx: Ctx) -> State:
        """Offer the Villains that qualify."""
        if s.turn.showdown:
            return log(s, "No Villain can be defeated during a Showdown Turn, not even for free.", "R108")
        opts = free_targets(s, ctx, self.filter)
        if not opts:
            return s
        prompt = f"Choose a {self.filter.text()} to defeat for free."
        return ask(s, ctx.player, prompt, opts, self.optional, self, ctx, "R170")

    def resume(self, s: State, ctx: Ctx, choice: int) -> State:
        """Defeat the chosen Villain without spending Attack."""
        if choice < 0:
            return s
        uid = free_targets(s, ctx, self.filter)[choice].uid
        words = f"{player_name(s, ctx.player)} defeats {name(s, uid)} for free."
        s = log(s, words, "R170", ctx.player, LogKind.FIGHT_FOR_FREE, (uid,))
        return defeat_villain(s, uid, ctx.player)

    def text(self) -> str:
        """Reads "(You may) defeat a <Villain> for free"."""
        what = self.filter.text()
        article = "an" if what[:1].lower() in "aeiou" else "a"
        return f"{'You may defeat' if self.optional else 'Defeat'} {article} {what} for free"

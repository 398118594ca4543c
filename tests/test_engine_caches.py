"""The engine's caches (Attack per state, pile counts per zone, shared action values) never change an answer."""

from __future__ import annotations

import attrs
from attrs import frozen

from bigtrouble.actions import Action, Choose, Decline, EndTurn, Fight, FightMastermind, Heal, PlayCard, Recruit
from bigtrouble.bots import HeuristicBot
from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.effects.amounts import Capped, InCity, Times, TwistsPlayed
from bigtrouble.effects.base import Amount, CardFilter
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.model import Ctx, Phase, Setup, State
from bigtrouble.rules import strength
from bigtrouble.rules.setup import new_game
from bigtrouble.zones import cdef, count_matching

FILTERS = (CardFilter(kind=Kind.BYSTANDER), CardFilter(villain=True), CardFilter(hero=True), CardFilter())


def test_cached_answers_equal_fresh_ones_after_every_action_of_whole_games() -> None:
    """Villain and Mastermind Attack, pile counts and legal actions agree with an uncached count at every step."""
    for seed in (2, 9):
        s = new_game(Setup(players=2), seed)
        bot = HeuristicBot(seed)
        steps = 0
        while not is_over(s):
            for u in s.city:
                if u >= 0:
                    assert strength.villain_attack(s, u) == strength._villain_attack(s, u)
            if s.mastermind >= 0:
                assert strength.mastermind_attack(s) == strength._mastermind_attack(s)
            for zone in (s.escaped, s.ko, s.players[0].victory, s.mastermind_captives):
                for f in FILTERS:
                    assert count_matching(s, zone, f) == sum(1 for u in zone if f.matches(cdef(s, u)))
            legal = legal_actions(s)
            assert legal == legal_actions(s)
            s = apply(s, bot.choose(s, legal))
            steps += 1
        assert steps > 50


def test_the_attack_memo_follows_the_state_it_is_asked_about() -> None:
    """Asking about one state, then another, then the first again gives each state's own numbers."""
    s = new_game(Setup(players=2), 4)
    bot = HeuristicBot(4)
    states = [s]
    while not is_over(s) and len(states) < 400:
        s = apply(s, bot.choose(s, legal_actions(s)))
        states.append(s)
    fresh = [strength._mastermind_attack(x) for x in states]
    assert [strength.mastermind_attack(x) for x in states] == fresh
    assert [strength.mastermind_attack(x) for x in reversed(states)] == fresh[::-1]


def _reference_legal_actions(s: State) -> list[Action]:
    """The legal actions worked out plainly: every Attack in full, no kept hands."""
    if s.phase is Phase.OVER:
        return []
    if s.pending is not None:
        out: list[Action] = [Choose(i) for i in range(len(s.pending.options))]
        return out + [Decline()] if s.pending.optional else out
    t, me = s.turn, s.players[s.current]
    acts: list[Action] = [PlayCard(u) for u in me.hand if cdef(s, u).kind is not Kind.WOUND]
    if not t.showdown and not t.healed:
        acts += [Recruit(u) for u in s.hq if u >= 0 and cdef(s, u).cost <= t.recruit]
        if s.uncle_chu and cdef(s, s.uncle_chu[0]).cost <= t.recruit:
            acts.append(Recruit(s.uncle_chu[0]))
        for u in s.city:
            if u >= 0 and strength._villain_attack(s, u) <= t.attack:
                cond = cdef(s, u).fight_condition
                if cond is None or cond.holds(s, Ctx(player=s.current, source=u)):
                    acts.append(Fight(u))
        if s.tactics and strength._mastermind_attack(s) <= t.attack:
            acts.append(FightMastermind())
        if not t.recruited and not t.fought and any(cdef(s, u).kind is Kind.WOUND for u in me.hand):
            acts.append(Heal())
    return acts + [EndTurn()]


def _setups() -> list[Setup]:
    """Every Mastermind and every Scheme at least once, so each bonus amount is met."""
    masterminds = [d.name for d in registry.of_kind(Kind.MASTERMIND)]
    schemes = [d.name for d in registry.of_kind(Kind.SCHEME)]
    n = max(len(masterminds), len(schemes))
    return [
        Setup(players=2 + i % 3, mastermind=masterminds[i % len(masterminds)], scheme=schemes[i % len(schemes)])
        for i in range(n)
    ]


def test_attack_floors_never_exceed_the_attack_and_legal_actions_equal_the_plain_ones() -> None:
    """At every step of games with every Mastermind and Scheme: the floors are at most the Attack, and
    the legal actions (floors, kept hands, shared values) are the plainly worked-out ones."""
    checked = 0
    for seed, setup in enumerate(_setups()):
        s = new_game(setup, 100 + seed)
        bot = HeuristicBot(seed)
        steps = 0
        while not is_over(s) and steps < 250:
            for u in s.city:
                if u >= 0:
                    assert strength.villain_attack_floor(s, u) <= strength._villain_attack(s, u)
                    checked += 1
            if s.mastermind >= 0:
                assert strength.mastermind_attack_floor(s) <= strength._mastermind_attack(s)
            for attack in (0, 3, 6, 9, 14):
                within = [u for u in s.city if u >= 0 and strength._villain_attack(s, u) <= attack]
                assert strength.villains_within(s, attack) == within
                if s.mastermind >= 0:
                    assert strength.mastermind_within(s, attack) == (strength._mastermind_attack(s) <= attack)
            legal = legal_actions(s)
            assert legal == _reference_legal_actions(s)
            s = apply(s, bot.choose(s, legal))
            steps += 1
    assert checked > 1000


def test_every_bonus_amount_of_the_card_set_is_known_never_negative() -> None:
    """The floors leave out only amounts that count (so they help on every card); the rest is exact."""
    bonuses = [d.attack_bonus for d in registry.of_kind(Kind.VILLAIN) + registry.of_kind(Kind.HENCHMAN)]
    bonuses += [d.mastermind.attack_bonus for d in registry.of_kind(Kind.MASTERMIND) if d.mastermind is not None]
    bonuses += [d.scheme.villain_attack_bonus for d in registry.of_kind(Kind.SCHEME) if d.scheme is not None]
    found = [a for a in bonuses if a is not None]
    assert len(found) >= 5
    assert all(strength.never_negative(a) for a in found)


def test_an_amount_that_can_go_negative_keeps_the_exact_attack() -> None:
    """A negative factor (or a class the floor does not know) is never assumed to only add."""
    count = InCity()
    assert strength.never_negative(count)
    assert strength.never_negative(Times(2, count))
    assert not strength.never_negative(Times(-1, count))
    assert not strength.never_negative(Capped(count, -1))

    @frozen
    class Unknown(Amount):
        def value(self, s: State, ctx: Ctx) -> int:
            return -3

        def text(self) -> str:
            return "minus three"

    assert not strength.never_negative(Unknown())
    s = new_game(Setup(players=2), 3)
    mm = cdef(s, s.mastermind)
    assert mm.mastermind is not None
    minus = attrs.evolve(mm, mastermind=attrs.evolve(mm.mastermind, attack_bonus=Times(-5, TwistsPlayed())))
    old = registry.CARDS[mm.id]
    registry.CARDS[mm.id] = minus
    try:
        s = attrs.evolve(s, twists=3)
        assert strength.mastermind_attack_floor(s) == strength._mastermind_attack(s) == max(0, (mm.attack or 0) - 15)
    finally:
        registry.CARDS[mm.id] = old


def test_a_move_in_one_copy_equals_remove_then_put() -> None:
    """Every card moved to every kind of zone (own and other player's, city, HQ, captives, piles, top or
    bottom) gives the state the two-step move gives, and leaves the original untouched."""
    from bigtrouble.zones import PILE_ZONES, PLAYER_ZONES, Zone, locate, move, put, remove

    s = new_game(Setup(players=3), 12)
    bot = HeuristicBot(12)
    for _ in range(60):
        s = apply(s, bot.choose(s, legal_actions(s)))
    dests = [(z, p) for z in PLAYER_ZONES for p in range(3)] + [(z, -1) for z in PILE_ZONES]
    dests += [(Zone.CITY, i) for i, u in enumerate(s.city) if u < 0] + [(Zone.CAPTIVES, 2)]
    before = attrs.evolve(s)
    moved = 0
    for uid in list(s.all_uids())[::7]:
        for dest in dests:
            for top in (False, True):
                assert move(s, uid, dest, top) == put(remove(s, uid, locate(s, uid)), uid, dest, top)
                moved += 1
    assert s == before and moved > 500


def test_pile_counts_by_players_compare_with_the_count_each_player_count_needs() -> None:
    """The inlined lookup of the Evil Wins count (one hand to five) is the one ``needed`` gives."""
    from bigtrouble.effects.schemes import PileAtLeastByPlayers
    from bigtrouble.model import SOLO_VARIANT

    cond = PileAtLeastByPlayers("escaped", (2, 3, 4, 5), CardFilter(villain=True))
    checked = 0
    for setup in [Setup(players=1, variant=SOLO_VARIANT)] + [Setup(players=n) for n in (1, 2, 3, 4, 5)]:
        s = new_game(setup, 8)
        villains = [u for u in s.villain_deck if cdef(s, u).is_villain]
        for k in range(7):
            t = attrs.evolve(s, escaped=tuple(villains[:k]))
            assert cond.holds(t, Ctx(player=0)) == (k >= cond.needed(t))
            checked += 1
    assert checked == 42


def test_kept_options_and_play_tasks_follow_a_replaced_card_definition() -> None:
    """Options and a play's tasks are kept per definition (by identity), so a definition put in place of
    another under the same id (as the card tests' stand-ins are) is read afresh."""
    from bigtrouble.effects.basic import Draw
    from bigtrouble.rules import play
    from bigtrouble.zones import card_option

    s = new_game(Setup(players=2), 5)
    uid = s.players[0].hand[0]
    d = cdef(s, uid)
    first = play.do_play(s, uid)
    assert card_option(s, uid).label == d.name
    stand_in = attrs.evolve(d, name="Stand-in", on_play=(Draw(2),))
    registry.CARDS[d.id] = stand_in
    try:
        assert card_option(s, uid).label == "Stand-in"
        assert [t.effect for t in play.do_play(s, uid).queue] == [Draw(2)]
    finally:
        registry.CARDS[d.id] = d
    assert card_option(s, uid).label == d.name
    assert play.do_play(s, uid).queue == first.queue

"""The heuristic bot's kept answers (Recruit values, the Mastermind without some Villains, card worths,
deck statistics, play order) equal the same judgement worked out afresh, through whole games."""

from __future__ import annotations

from itertools import combinations

from bigtrouble.bots import HeuristicBot, deckstats, heuristic, judgement
from bigtrouble.bots.sense import hero_output
from bigtrouble.cards.defs import Kind
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.model import Setup, State, evolve
from bigtrouble.rules import strength
from bigtrouble.rules.ending import vp
from bigtrouble.rules.setup import first_game, new_game
from bigtrouble.zones import cdef


def _games() -> list[State]:
    """Every state of a few seeded bot games (first game and random setups)."""
    states = []
    for seed, setup in enumerate((first_game(2), Setup(players=2), Setup(players=3))):
        s = new_game(setup, 70 + seed)
        bot = HeuristicBot(seed)
        while not is_over(s) and len(states) < 450 * (seed + 1):
            states.append(s)
            s = apply(s, bot.choose(s, legal_actions(s)))
    return states


STATES = _games()


def _plain_evaluate(s: State, p: int) -> float:
    """``evaluate`` as it read before its card worths were kept (the same additions in the same order)."""
    me = s.players[p]
    score = 0.0
    for u in me.hand:
        d = cdef(s, u)
        score += heuristic.card_worth(d) + heuristic._in_hand_bonus(d)
    for zone in (me.deck, me.discard, me.played):
        for u in zone:
            score += heuristic.card_worth(cdef(s, u))
    score += 3.0 * vp(s, p)
    if s.current == p:
        score += 0.7 * (s.turn.attack + s.turn.recruit)
    score -= 2.0 * sum(1 for u in s.escaped if cdef(s, u).is_villain)
    score -= 1.5 * (sum(len(c) for c in s.captives) + len(s.mastermind_captives))
    score -= 6.0 * len(s.tactics)
    for q, other in enumerate(s.players):
        if q != p:
            score -= sum(
                1.0 for zone in (other.hand, other.deck, other.discard) for u in zone if cdef(s, u).kind is Kind.WOUND
            )
    return score


def test_the_evaluation_equals_the_plain_sum_to_the_last_bit() -> None:
    """Kept card worths add the same floats in the same order: every score is exactly the plain one."""
    assert len(STATES) > 600
    for s in STATES:
        if not is_over(s):
            for p in range(len(s.players)):
                assert heuristic.evaluate(s, p) == _plain_evaluate(s, p)


def test_kept_recruit_values_equal_fresh_ones() -> None:
    """Asked twice or after another state, a Hero's Recruit value is the one worked out with nothing kept."""
    asked = 0
    for s in STATES:
        uids = [u for u in s.hq if u >= 0] + list(s.uncle_chu[:1])
        for u in uids:
            assert heuristic._recruit_value(s, u) == heuristic._recruit_value_now(s, u, {})
            asked += 1
        for u in reversed(uids):
            assert heuristic._recruit_value(s, u) == heuristic._recruit_value_now(s, u, {})
    assert asked > 1000


def test_the_mastermind_without_some_villains_equals_a_fresh_attack() -> None:
    """For every set of occupied city spaces, the kept answer is the Attack of the state without them."""
    asked = 0
    for s in STATES[::3]:
        if s.mastermind < 0:
            continue
        spaces = [i for i, u in enumerate(s.city) if u >= 0]
        for k in range(1, len(spaces) + 1):
            for chosen in combinations(spaces, k):
                city = tuple(-1 if i in chosen else u for i, u in enumerate(s.city))
                fresh = strength._mastermind_attack(evolve(s, city=city))
                assert judgement.mastermind_attack_without(s, list(chosen)) == fresh
                assert judgement.mastermind_attack_without(s, chosen) == fresh
                asked += 1
    assert asked > 100


def test_deck_statistics_equal_a_count_from_the_card_definitions() -> None:
    """The per-card table gives what reading each card's definition gives, in the same order."""
    for s in STATES[::5]:
        for p, me in enumerate(s.players):
            attack = recruit = 0.0
            n = wounds = 0
            classes = set()
            for zone, owned in ((me.hand, 1), (me.deck, 1), (me.discard, 1), (me.played, 0)):
                for u in zone:
                    d = cdef(s, u)
                    n += 1
                    if d.kind is Kind.HERO:
                        o = hero_output(d)
                        attack += o.attack
                        recruit += o.recruit
                    elif d.kind is Kind.WOUND:
                        wounds += owned
                    if d.cls is not None:
                        classes.add(d.cls)
            assert deckstats.deck_stats(s, p) == (attack, recruit, n, wounds, frozenset(classes))


def test_the_play_order_table_equals_the_rule_of_thumb() -> None:
    """Each card's kept play order is the one its definition gives."""
    for s in STATES[:50]:
        for u in s.players[s.current].hand:
            assert heuristic._PLAY_ORDER_BY_ID[s.card_ids[u]] == judgement.play_order(cdef(s, u))


def test_fight_subsets_come_in_mask_order() -> None:
    """Each index set is the bits of its mask, in mask order: the plan tries fights as before."""
    for n in range(6):
        assert deckstats.subsets(n) == tuple(tuple(i for i in range(n) if mask >> i & 1) for mask in range(1 << n))
    assert deckstats.subsets(3)[5] == (0, 2) and len(deckstats.subsets(5)) == 32

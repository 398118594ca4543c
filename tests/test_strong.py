"""The strong bot: legal moves only, fair worlds (hidden orders only), and the same choices from the same seed."""

from __future__ import annotations

import math
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from bigtrouble.actions import PlayCard
from bigtrouble.bots import ClairvoyantBot, StrongBot, make_bot
from bigtrouble.bots.hidden import HIDDEN_PILES, determinise
from bigtrouble.bots.lookahead import score
from bigtrouble.bots.paired_search import PairedSearch
from bigtrouble.bots.policy import PolicyBot
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.invariants import problems
from bigtrouble.model import State, evolve
from bigtrouble.rules.setup import new_game
from bigtrouble.tools.simulate import make_setup

ROUND_WORLDS = 6
"""Worlds a searched decision plays in these tests (a budget in worlds: the same choices on any machine)."""


def _game(seed: int, players: int = 2) -> list[State]:
    """Every state of a policy game on a random setup."""
    s = new_game(make_setup("random", players), seed)
    bot = PolicyBot(seed)
    out = [s]
    while not is_over(s):
        s = apply(s, bot.choose(s, legal_actions(s)))
        out.append(s)
    return out


def _counted(seed: int, worlds: int) -> StrongBot:
    """The seat's strong bot with budgets in worlds (near the end and in the middle) instead of CPU seconds."""
    from bigtrouble.bots.strong import MIDDLE

    return StrongBot(seed, budget_s=None, playouts=worlds, middle=evolve(MIDDLE, budget_s=None, worlds=worlds))


def _searched(seed: int, count: int) -> list[State]:
    """States in the last third of a policy game where the strong bot may search: no choice pending, more than one
    legal move, and the policy's move not a card play."""
    states = _game(seed)
    last = states[-1].turn.number
    out = []
    for s in states:
        legal = legal_actions(s)
        if s.turn.number * 3 < last * 2 or s.pending is not None or len(legal) < 2:
            continue
        if not isinstance(PolicyBot(seed).choose(s, legal), PlayCard):
            out.append(s)
    return out[:: max(1, len(out) // count)][:count]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 50), at=st.floats(0, 1), world_seed=st.integers(0, 2**32), players=st.integers(1, 5))
def test_a_world_keeps_every_card_and_changes_only_hidden_orders(
    seed: int, at: float, world_seed: int, players: int
) -> None:
    """A determinised state breaks no invariant, keeps each pile's cards, and differs only in hidden orders."""
    states = _game(seed, players)
    s = states[int(at * (len(states) - 1))]
    w = determinise(s, random.Random(world_seed))
    assert problems(w) == []
    assert Counter(w.all_uids()) == Counter(s.all_uids())
    for pile in HIDDEN_PILES:
        assert sorted(getattr(w, pile)) == sorted(getattr(s, pile))
    for p, q in zip(s.players, w.players, strict=True):
        assert sorted(p.deck) == sorted(q.deck)
    # Put the true orders and the true generator back: nothing else may have changed.
    back = evolve(
        w,
        rng=s.rng,
        players=tuple(evolve(q, deck=p.deck) for p, q in zip(s.players, w.players, strict=True)),
        **{pile: getattr(s, pile) for pile in HIDDEN_PILES},
    )
    assert back == s


def test_worlds_differ_and_the_mediocre_stack_is_hidden_too() -> None:
    """Two worlds from one state deal the Villain Deck and the Mediocre stack differently."""
    s = new_game(make_setup("random", 2), 3)
    rng = random.Random(0)
    a, b = determinise(s, rng), determinise(s, rng)
    assert a.villain_deck != b.villain_deck
    assert len(s.mediocre) > 1 and a.mediocre != b.mediocre
    assert a.rng != s.rng


def test_the_strong_bot_only_plays_legal_moves_to_the_end() -> None:
    """A whole game of the strong bot (a small playout budget) ends, and every move was legal (apply checks)."""
    s = new_game(make_setup("random", 2), 11)
    bot = make_bot("strong", 11)
    assert isinstance(bot, StrongBot)
    bot.budget_s, bot.playouts = None, 6
    steps = 0
    while not is_over(s):
        legal = legal_actions(s)
        action = bot.choose(s, legal)
        assert action in legal
        s = apply(s, action)
        steps += 1
        assert steps < 5000
    assert bot.searched > 0


def test_the_same_seed_and_playouts_give_the_same_choice() -> None:
    """With budgets in worlds the bot is reproducible, late in the game and in its middle."""
    for s in _searched(5, 4) + _game(5)[60:200:35]:
        legal = legal_actions(s)
        first = _counted(7, 24).choose(s, legal)
        assert _counted(7, 24).choose(s, legal) == first
        assert first in legal


def test_the_clairvoyant_reads_the_true_state_and_the_strong_bot_does_not() -> None:
    """Reordering the hidden piles changes nothing the strong bot sees, and the clairvoyant's worlds are the state."""
    s = _searched(8, 1)[0]
    legal = legal_actions(s)
    turned = evolve(s, villain_deck=s.villain_deck[::-1], hero_deck=s.hero_deck[::-1], bystanders=s.bystanders[::-1])
    a = _counted(2, 20).choose(s, legal)
    assert _counted(2, 20).choose(turned, legal) == a
    assert make_bot("clairvoyant", 2).name == "clairvoyant"
    from bigtrouble.bots import BOT_KINDS
    from bigtrouble.bots.strong import MIDDLE

    middle = make_bot("strong-middle", 2)
    assert isinstance(middle, StrongBot) and middle.middle == MIDDLE  # measured on the ladder, never a seat
    assert "strong-middle" not in BOT_KINDS and "clairvoyant" not in BOT_KINDS
    assert StrongBot(2).middle is None and make_bot("strong", 2).middle is None  # type: ignore[attr-defined]
    assert isinstance(make_bot("clairvoyant", 2), ClairvoyantBot)
    from bigtrouble.bots.strong import Search

    search = Search(s, random.Random(0), PolicyBot(0), hidden=False)
    assert search.world() is s
    assert Search(s, random.Random(0), PolicyBot(0)).world() != s


def test_playouts_end_long_before_their_cap() -> None:
    """The search charges its budget between passes, so a playout running to the 3,000-action cap would overrun a
    decision's time. Games of the playouts' policy at every player count end far sooner, from the start and from a
    sampled world halfway (the longest of 1,140 such games from the start, with every house rule and the Solo mode,
    took 758 actions; of 3,462 real playouts of the strong bot, 612)."""
    from bigtrouble.bots.lookahead import play_on
    from bigtrouble.bots.strong import MAX_PLAYOUT_ACTIONS

    for players in range(1, 6):
        for seed in range(2):
            start = new_game(make_setup("random", players), 40 + seed)
            end = play_on(start, seed)
            assert is_over(end) and end.actions_taken < MAX_PLAYOUT_ACTIONS // 3
            halfway = play_on(start, seed, turns=end.turn.number // 2)
            world = determinise(halfway, random.Random(seed))
            again = play_on(world, seed + 1)
            assert is_over(again) and again.actions_taken < MAX_PLAYOUT_ACTIONS // 3


def _search_with(results: list[list[float]]) -> PairedSearch:
    """A paired search whose candidates (two or more legal moves of a real state) scored ``results``, world by world."""
    s = new_game(make_setup("random", 2), 3)
    legal = legal_actions(s)
    search = PairedSearch(s, legal[: len(results)], random.Random(0), lambda seed: PolicyBot(seed).choose, score)
    search.results = [list(r) for r in results]
    search.worlds = len(results[0])
    return search


def test_the_best_alternative_replaces_the_policys_choice_only_when_ahead_of_it_world_by_world() -> None:
    """The policy's choice (candidate 0) stands unless the best alternative is ahead of it over the worlds both
    met (by more than MIN_GAIN and SWITCH_SE standard errors), and never on fewer than a round of worlds."""
    from bigtrouble.bots.paired_search import MIN_GAIN, ROUND, SWITCH_SE

    n = 4 * ROUND
    policy = [0.0, 1.0] * (n // 2)
    assert _search_with([policy, [1.0] * n]).choice() == 1  # ahead in every world the policy lost
    even = [1.0 - x for x in policy]  # the same mean, won exactly where the policy lost
    assert _search_with([policy, even]).choice() == 0
    assert _search_with([policy, [x - 0.01 for x in policy]]).choice() == 0  # behind in every world
    ahead = MIN_GAIN + 0.02
    noisy = [x + ahead + (0.9 if i % 2 else -0.9) for i, x in enumerate(policy)]  # ahead on average, by luck?
    diff, se, _ = _search_with([policy, noisy]).paired(1, 0)
    assert _search_with([policy, noisy]).choice() == (1 if diff >= SWITCH_SE * se else 0)
    assert _search_with([policy[: ROUND - 1], [1.0] * (ROUND - 1)]).choice() == 0  # too few worlds met
    third = [x + 0.3 for x in policy]  # ahead of the policy, behind the all-wins one
    assert _search_with([policy, [1.0] * n, third]).choice() == 1  # the best alternative, when several lead
    assert _search_with([policy, third, [1.0] * n]).choice() == 2


def test_a_candidate_clearly_behind_the_leader_is_dropped_and_no_longer_played() -> None:
    from bigtrouble.bots.paired_search import ROUND

    n = 2 * ROUND
    leader = [1.0, 0.8] * (n // 2)
    close = [1.0, 0.6] * (n // 2)  # never ahead, 0.1 behind on average, with little noise: dropped
    even = [0.8, 0.98] * (n // 2)  # a little behind on average, but ahead in half the worlds: kept
    search = _search_with([leader, [0.0] * n, even, close])
    search.drop_the_weak()
    assert search.alive == [0, 2]
    worlds = search.worlds
    search.one_world()
    assert search.worlds == worlds + 1
    assert math.isnan(search.results[1][-1]) and math.isnan(search.results[3][-1])
    assert not math.isnan(search.results[0][-1]) and not math.isnan(search.results[2][-1])


def test_the_strong_bot_searches_near_the_end_and_leaves_the_opening_to_its_policy() -> None:
    """In the first two turns no probe ends the game and the middle search has not begun, so the bot takes its
    policy's move unsearched; in the last turns of a game it compares the real alternatives."""
    from bigtrouble.bots.strong import MIDDLE

    states = _game(9)
    bot = StrongBot(9, budget_s=None, playouts=ROUND_WORLDS, middle=evolve(MIDDLE, budget_s=None, worlds=ROUND_WORLDS))
    opening = [s for s in states if s.turn.number < MIDDLE.from_turn and len(legal_actions(s)) > 1]
    choices = [
        s for s in opening if s.pending is None and not isinstance(PolicyBot(9).choose(s, legal_actions(s)), PlayCard)
    ]
    assert choices  # recruits or fights the middle search would look at, were it begun
    for s in opening:
        bot.choose(s, legal_actions(s))
    assert bot.searched == 0
    late = [s for s in _searched(9, 50) if s.turn.number >= states[-1].turn.number - 2]
    assert late
    for s in late:
        bot.choose(s, legal_actions(s))
    assert bot.searched > 0
    assert bot.last is None or bot.last.passes >= 1


def test_a_stricter_rule_keeps_the_policys_choice_where_the_plain_best_mean_switches() -> None:
    """``choice`` takes its rule as arguments: the same results switch under the plain best mean and not when the
    alternative must lead by a standard error or by a least gain it does not reach."""
    from bigtrouble.bots.paired_search import ROUND

    n = 4 * ROUND
    policy = [0.0, 1.0] * (n // 2)
    lucky = [x + 0.1 + (0.9 if i % 2 else -0.9) for i, x in enumerate(policy)]  # ahead by 0.1 on average, noisily
    search = _search_with([policy, lucky])
    diff, se, _ = search.paired(1, 0)
    assert 0 < diff < se
    assert search.choice(0.0, 0.0) == 1
    assert search.choice(1.0, 0.0) == 0
    assert search.choice(0.0, 0.2) == 0
    assert _search_with([policy, [1.0] * n]).choice(1.0, 0.2) == 1  # a clear lead passes the strict rule too


def test_the_middle_search_looks_at_decisions_from_its_turn_on_and_not_before() -> None:
    """With a middle search the strong bot also searches decisions no probe puts near the end, from its first
    turn on; the same states with none (or before that turn) leave the policy's choice unsearched."""
    from bigtrouble.bots.strong import MiddleSearch

    states = _game(9)
    last = states[-1].turn.number
    in_the_middle = (s for s in states if 3 <= s.turn.number <= last // 2)
    middle = [s for s in in_the_middle if s.pending is None and len(legal_actions(s)) > 1][:30]
    plain = StrongBot(9, budget_s=None, playouts=ROUND_WORLDS, middle=None)
    searching = StrongBot(9, budget_s=None, playouts=ROUND_WORLDS, middle=MiddleSearch(budget_s=None, worlds=6))
    late_start = StrongBot(
        9, budget_s=None, playouts=ROUND_WORLDS, middle=MiddleSearch(budget_s=None, worlds=6, from_turn=last + 1)
    )
    for s in middle:
        for bot in (plain, searching, late_start):
            assert bot.choose(s, legal_actions(s)) in legal_actions(s)
    assert plain.searched == 0 and late_start.searched == 0
    assert searching.searched > 0
    assert searching.last is None or searching.last.passes >= 1

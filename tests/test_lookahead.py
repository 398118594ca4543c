"""The lookahead bot: registered, legal, reproducible, and blind to the hidden order of the cards; its policy."""

from __future__ import annotations

import random
from collections import Counter

from bigtrouble.actions import PlayCard
from bigtrouble.bots import BOT_KINDS, HeuristicBot, LookaheadBot, make_bot
from bigtrouble.bots.lookahead import determinise
from bigtrouble.bots.policy import PolicyBot, Weights
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.model import Setup, State, evolve
from bigtrouble.rng import seeded
from bigtrouble.rules.setup import new_game
from bigtrouble.tools.simulate import make_setup


def _decisions(seed: int, count: int) -> list[State]:
    """States of a heuristic game where the lookahead bot plays out candidates (fights, recruits, ends)."""
    s = new_game(Setup(players=2), seed)
    bot = HeuristicBot(seed)
    probe = LookaheadBot(seed)
    out: list[State] = []
    while not is_over(s) and len(out) < count:
        legal = legal_actions(s)
        if s.pending is None and not any(type(a).__name__ == "PlayCard" for a in legal):
            if len(probe.candidates(s, legal, bot.choose(s, legal))) >= 2:
                out.append(s)
        s = apply(s, bot.choose(s, legal))
    return out


def _reordered(s: State) -> State:
    """The same position with every hidden pile in another order and another future: what a cheat would notice."""
    players = tuple(evolve(p, deck=p.deck[::-1]) for p in s.players)
    return evolve(
        s,
        villain_deck=s.villain_deck[::-1],
        hero_deck=s.hero_deck[::-1],
        bystanders=s.bystanders[::-1],
        tactics=s.tactics[::-1],
        players=players,
        rng=seeded(987654321),
    )


def test_lookahead_is_a_bot_kind_and_plays_legal_moves_to_the_end() -> None:
    """``make_bot('lookahead')`` is the lookahead bot, and a whole game of it ends with only legal moves."""
    assert "lookahead" in BOT_KINDS
    bot = make_bot("lookahead", 5)
    assert isinstance(bot, LookaheadBot) and bot.name == "lookahead"
    bot.worlds = 2
    s = new_game(Setup(players=2), 5)
    steps = 0
    while not is_over(s) and steps < 2000:
        legal = legal_actions(s)
        a = bot.choose(s, legal)
        assert a in legal
        s = apply(s, a)
        steps += 1
    assert is_over(s)
    assert bot.decisions > 0


def test_the_hidden_order_of_the_cards_never_changes_its_choice() -> None:
    """Reversing every face-down pile and replacing the state's generator leaves every choice the same."""
    states = _decisions(3, 6)
    assert len(states) >= 4
    for s in states:
        legal = legal_actions(s)
        assert legal_actions(_reordered(s)) == legal
        a = LookaheadBot(11, worlds=2, endgame_turns=None).choose(s, legal)
        b = LookaheadBot(11, worlds=2, endgame_turns=None).choose(_reordered(s), legal)
        assert a == b
        candidates = LookaheadBot(11).candidates(s, legal, HeuristicBot(11).choose(s, legal))
        seen = LookaheadBot(11, worlds=3).scores(s, candidates)
        assert seen == LookaheadBot(11, worlds=3).scores(_reordered(s), candidates)
        assert LookaheadBot(11).near_the_end(s, a) == LookaheadBot(11).near_the_end(_reordered(s), a)


def test_the_worlds_differ_from_one_another() -> None:
    """The playouts meet different worlds: scores over more worlds are not just copies of one."""
    s = _decisions(3, 1)[0]
    bot = LookaheadBot(11, worlds=1)
    legal = legal_actions(s)
    first = bot.candidates(s, legal, HeuristicBot(11).choose(s, legal))[:1]
    outcomes = {bot.scores(s, first)[0][0] for _ in range(12)}
    assert len(outcomes) > 1


def test_the_same_seed_gives_the_same_choices() -> None:
    """Two bots with one seed choose alike (the bot owns its generator; time does not decide)."""
    for s in _decisions(8, 3):
        legal = legal_actions(s)
        one = LookaheadBot(2, worlds=2, endgame_turns=None)
        two = LookaheadBot(2, worlds=2, endgame_turns=None)
        assert one.choose(s, legal) == two.choose(s, legal)


def test_a_determinised_world_reshuffles_only_what_nobody_sees() -> None:
    """Hidden piles keep their cards in some order; everything visible is the same; the generator is new."""
    s = _decisions(4, 1)[0]
    w = determinise(s, random.Random(1))
    for zone in ("villain_deck", "hero_deck", "bystanders", "tactics"):
        assert Counter(getattr(w, zone)) == Counter(getattr(s, zone))
    for p, q in zip(s.players, w.players, strict=True):
        assert Counter(p.deck) == Counter(q.deck)
        assert (p.hand, p.discard, p.played, p.victory) == (q.hand, q.discard, q.played, q.victory)
    assert (w.city, w.hq, w.escaped, w.ko, w.turn, w.counters) == (s.city, s.hq, s.escaped, s.ko, s.turn, s.counters)
    assert w.rng != s.rng
    assert w.villain_deck != s.villain_deck or len(s.villain_deck) < 2


def test_the_policy_with_the_heuristics_weights_is_the_heuristic() -> None:
    """With the heuristic's own recruit weights the policy makes every choice of a whole game alike."""
    same = Weights(attack=1.2, recruit=1.0, draw=1.1, thin=0.8, rescue=0.4)
    for seed in (1, 2):
        s = new_game(make_setup("random", 2), seed)
        h, p = HeuristicBot(seed), PolicyBot(seed, same)
        while not is_over(s):
            legal = legal_actions(s)
            a = h.choose(s, legal)
            assert p.choose(s, legal) == a
            s = apply(s, a)


def test_the_tuned_policy_recruits_differently() -> None:
    """The tuned weights (card draw worth more) change some recruits of a game: the policy is not the heuristic."""
    s = new_game(make_setup("random", 2), 1)
    h, p = HeuristicBot(1), PolicyBot(1)
    differ = 0
    while not is_over(s):
        legal = legal_actions(s)
        a = h.choose(s, legal)
        differ += p.choose(s, legal) != a
        s = apply(s, a)
    assert differ > 0


def test_only_decisions_near_the_end_are_played_out() -> None:
    """At the first decision of a game no probe ends it; two turns before a game's real end, one does."""
    bot = LookaheadBot(4)
    s = new_game(Setup(players=2), 3)
    h = HeuristicBot(3)
    seen: list[State] = []
    while not is_over(s):
        legal = legal_actions(s)
        if s.pending is None and not any(isinstance(a, PlayCard) for a in legal):
            seen.append(s)
        s = apply(s, h.choose(s, legal))
    early = seen[0]
    late = next(x for x in seen if x.turn.number >= s.turn.number - 2)
    assert not bot.near_the_end(early, bot.policy.choose(early, legal_actions(early)))
    assert bot.near_the_end(late, bot.policy.choose(late, legal_actions(late)))
    assert LookaheadBot(4, endgame_turns=None).near_the_end(early, bot.policy.choose(early, legal_actions(early)))

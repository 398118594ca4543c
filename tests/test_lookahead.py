"""The lookahead bot: registered, legal, reproducible, and blind to the hidden order of the cards."""

from __future__ import annotations

import random
from collections import Counter

from bigtrouble.bots import BOT_KINDS, HeuristicBot, LookaheadBot, make_bot
from bigtrouble.bots.lookahead import determinise
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.model import Setup, State, evolve
from bigtrouble.rng import seeded
from bigtrouble.rules.setup import new_game


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
    bot.playouts = 3
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
        a = LookaheadBot(11, playouts=6).choose(s, legal)
        b = LookaheadBot(11, playouts=6).choose(_reordered(s), legal)
        assert a == b
        candidates = LookaheadBot(11).candidates(s, legal, HeuristicBot(11).choose(s, legal))
        seen = LookaheadBot(11, playouts=9).scores(s, candidates)
        assert seen == LookaheadBot(11, playouts=9).scores(_reordered(s), candidates)


def test_the_worlds_differ_from_one_another() -> None:
    """The playouts meet different worlds: scores over more worlds are not just copies of one."""
    s = _decisions(3, 1)[0]
    bot = LookaheadBot(11, playouts=1)
    legal = legal_actions(s)
    first = bot.candidates(s, legal, HeuristicBot(11).choose(s, legal))[:1]
    outcomes = {bot.scores(s, first)[0][0] for _ in range(12)}
    assert len(outcomes) > 1


def test_the_same_seed_gives_the_same_choices() -> None:
    """Two bots with one seed choose alike (the bot owns its generator; time does not decide)."""
    for s in _decisions(8, 3):
        legal = legal_actions(s)
        assert LookaheadBot(2, playouts=6).choose(s, legal) == LookaheadBot(2, playouts=6).choose(s, legal)


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

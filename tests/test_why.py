"""Every seat bot says why it made each move, in a sentence naming the card, and the reasons never touch the game."""

from __future__ import annotations

import pytest

from bigtrouble.actions import Choose, Fight, FightMastermind, PlayCard, Recruit
from bigtrouble.bots import BOT_KINDS, StrongBot, make_bot
from bigtrouble.bots.why import Found, decide, searched
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.model import State
from bigtrouble.rules.setup import new_game
from bigtrouble.tools.simulate import make_setup
from bigtrouble.zones import name


def card_named(s: State, action: object) -> str:
    """The name of the card ``action`` acts on, or ``""``."""
    if isinstance(action, PlayCard | Recruit | Fight):
        return name(s, action.uid)
    if isinstance(action, FightMastermind):
        return name(s, s.mastermind)
    if isinstance(action, Choose) and s.pending is not None:
        return s.pending.options[action.index].label.split(" (")[0]
    return ""


def bot(kind: str, seed: int) -> object:
    """A seat bot, the strong one on a small playout budget."""
    return StrongBot(seed, budget_s=None, playouts=4, endgame_turns=None) if kind == "strong" else make_bot(kind, seed)


@pytest.mark.parametrize("kind", BOT_KINDS)
def test_each_move_comes_with_a_reason_that_names_its_card(kind: str) -> None:
    s = new_game(make_setup("random", 2), 8)
    b, twin = bot(kind, 8), bot(kind, 8)
    for _ in range(120 if kind != "strong" else 60):
        if is_over(s):
            break
        legal = legal_actions(s)
        action, why = decide(b, s, legal)  # type: ignore[arg-type]
        assert action in legal and why.strip()
        assert card_named(s, action) in why, why
        assert twin.choose(s, legal) == action  # type: ignore[attr-defined]  # saying why changes no choice
        s = apply(s, action)


def test_the_lookahead_bot_says_what_its_playouts_scored() -> None:
    from bigtrouble.bots import LookaheadBot

    s = new_game(make_setup("random", 2), 4)
    b = LookaheadBot(4, worlds=2, endgame_turns=None)  # every decision played out, two worlds each
    said = []
    while not is_over(s) and len(said) < 2:
        legal = legal_actions(s)
        action, why = decide(b, s, legal)
        if b.last is not None:
            said.append(why)
            assert why.startswith(action.describe(s)) and "in 2 worlds" in why
        s = apply(s, action)
    assert said


def test_the_strong_bot_gives_its_estimate_for_a_move_it_searched() -> None:
    s = new_game(make_setup("random", 2), 3)
    b = StrongBot(3, budget_s=None, playouts=12, endgame_turns=None)  # (searched from the first turn on)
    reasons = []
    while not is_over(s) and len(reasons) < 3:
        legal = legal_actions(s)
        action, why = decide(b, s, legal)
        if b.last is not None:
            assert b.last.action == action and b.last.visits > 0
            reasons.append(why)
        s = apply(s, action)
    assert reasons and all("playout" in w for w in reasons)


def test_a_search_reason_says_which_way_the_figures_point() -> None:
    s = new_game(make_setup("random", 2), 3)
    legal = legal_actions(s)
    a, b = legal[0], legal[-1]
    ahead = Found(a, 20, 12, 0.6, 30, a, b, 10, 3, 0.3)
    assert "Its search agrees: team win chance 60% after it (20 playouts), against 30%" in searched(s, ahead)
    behind = Found(a, 20, 6, 0.4, 30, a, b, 19, 8, 0.5)
    assert "found nothing clearly better" in searched(s, behind)
    overruled = Found(b, 20, 12, 0.6, 30, a, a, 10, 3, 0.3)
    assert searched(s, overruled).startswith(f"{b.describe(s)}: its search beat its rule of thumb ({a.describe(s)})")
    nothing = Found(a, 20, 0, 0.1, 30, a, b, 10, 0, 0.05)
    assert "no playout was won either way" in searched(s, nothing)

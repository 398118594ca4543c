"""Why a bot made a move, in one sentence a player can follow: commentary, never part of the game.

A bot seat in the client shows each of its moves with a reason (``ui.panels.bot_moves``). The
reason is worked out on the thread that chose the move, just after it, from what the bot knew
then: :func:`decide` asks the bot for its move and its reason together. Reasons stay out of the
state and out of the record (the record is the game; these are remarks about it).

What each bot says:

- a move that was the only one open says so;
- a bot with its own ``explain(s, action)`` says its own (the strong bot: the team's win
  chance after the move from its search, against the runner-up's; the lookahead bot: what its
  playouts to the end scored; the random bot: that it picked at random);
- any other bot (the heuristic, the policy) gives the heuristic's rule of thumb for the move
  (:func:`~bigtrouble.bots.advice.reason`).

Every sentence starts with the move in words (``Action.describe``), so it names the card the
move plays, recruits or fights.
"""

from __future__ import annotations

from collections.abc import Sequence

from attrs import frozen

from bigtrouble.actions import Action
from bigtrouble.bots.advice import reason
from bigtrouble.bots.base import Bot
from bigtrouble.model import State


@frozen
class Found:
    """What a search found for the move it chose: the move's playouts and wins, and the runner-up's."""

    action: Action
    visits: int
    won: int
    score: float
    """The move's mean playout score (a win 1; a lost playout a little for the Tactics it took)."""
    passes: int
    """All the passes the search made for this decision."""
    policy: Action
    """What the bot's rules of thumb would have done."""
    runner_up: Action | None = None
    runner_visits: int = 0
    runner_won: int = 0
    runner_score: float = 0.0


def decide(bot: Bot, s: State, legal: Sequence[Action]) -> tuple[Action, str]:
    """The bot's move at ``s`` and why, in a sentence (run both on the thread that thinks)."""
    action = bot.choose(s, legal)
    return action, explain(bot, s, legal, action)


def explain(bot: Bot, s: State, legal: Sequence[Action], action: Action) -> str:
    """Why ``bot`` made ``action`` at ``s`` (asked right after it chose, before it chooses again)."""
    if len(legal) == 1:
        return f"{action.describe(s)}: the only move open."
    own = getattr(bot, "explain", None)
    if callable(own):
        words = own(s, action)
        if isinstance(words, str) and words:
            return words
    return reason(s, action)


def searched(s: State, found: Found) -> str:
    """The strong bot's reason for a move it searched: its win chance against the runner-up's, and the rule of thumb."""
    words = found.action.describe(s)
    agrees = words == found.policy.describe(s)  # (another copy of the same card is the same move to a player)
    chance = found.won / found.visits if found.visits else 0.0
    other = found.runner_won / found.runner_visits if found.runner_visits else 0.0
    if found.runner_up is None:
        figures = f"team win chance {chance:.0%} after it ({found.visits} playouts; nothing else was tried)"
    elif found.won == 0 and found.runner_won == 0:
        figures = (
            f"no playout was won either way; playout score {found.score:.2f} after it against "
            f"{found.runner_score:.2f} for {found.runner_up.describe(s)}, where a win scores 1"
        )
    else:
        figures = (
            f"team win chance {chance:.0%} after it ({found.visits} playouts), "
            f"against {other:.0%} for {found.runner_up.describe(s)} ({found.runner_visits})"
        )
    clear = found.runner_up is None or chance > other or (found.won == 0 and found.runner_won == 0)
    if agrees and clear:
        return f"{reason(s, found.action)} Its search agrees: {figures}."
    if agrees:
        return f"{reason(s, found.action)} Its search found nothing clearly better in its time: {figures}."
    if clear:
        return f"{words}: its search beat its rule of thumb ({found.policy.describe(s)}): {figures}."
    return (
        f"{words}: its search preferred it to its rule of thumb ({found.policy.describe(s)}), "
        f"its playouts coming nearer to a win on the whole: {figures}."
    )


def played_out(s: State, action: Action, worlds: int, scores: Sequence[tuple[Action, float]]) -> str:
    """The lookahead bot's reason when it played the candidates out to the end in ``worlds`` worlds each."""
    mine = next((v for a, v in scores if a == action), 0.0)
    others = ", ".join(f"{a.describe(s)} {v:.1f}" for a, v in scores if a != action)
    tail = f"; the others: {others}" if others else ""
    return (
        f"{action.describe(s)}: near the end, it played each choice out to the end in {worlds} worlds "
        f"(a win scores 1): this one scored {mine:.1f}{tail}."
    )

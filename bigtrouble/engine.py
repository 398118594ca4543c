"""The engine's public surface: ``legal_actions``, ``apply``, ``is_over``, ``current_player``.

>>> from bigtrouble import new_game, first_game, legal_actions, apply
>>> s = new_game(first_game(2), seed=1)
>>> s = apply(s, legal_actions(s)[0])
"""

from __future__ import annotations

from bigtrouble.actions import (
    Action,
    Choose,
    Decline,
    EndTurn,
    Fight,
    FightMastermind,
    Heal,
    PlayCard,
    Recruit,
)
from bigtrouble.cards.defs import Kind
from bigtrouble.effects.base import push
from bigtrouble.effects.runner import answer, resolve
from bigtrouble.errors import IllegalAction
from bigtrouble.model import Ctx, Phase, State, evolve
from bigtrouble.rules import play
from bigtrouble.rules.strength import mastermind_attack, villain_attack
from bigtrouble.rules.turn import Cleanup, NextTurn
from bigtrouble.zones import cdef


def is_over(s: State) -> bool:
    """Whether the game has ended (team win, Evil wins, or a draw)."""
    return s.phase is Phase.OVER


def current_player(s: State) -> int:
    """Who must act now: the player a pending choice waits for, else the current player."""
    return s.pending.player if s.pending is not None else s.current


def legal_actions(s: State) -> list[Action]:
    """Every action the rules allow now, in a stable order.

    With a choice pending, only its answers. Otherwise: play each hand card,
    recruit, fight, fight the Mastermind, heal, end the turn.
    """
    if s.phase is Phase.OVER:
        return []
    if s.pending is not None:
        out: list[Action] = [Choose(i) for i in range(len(s.pending.options))]
        if s.pending.optional:
            out.append(Decline())
        return out
    t = s.turn
    acts: list[Action] = []
    wound = Kind.WOUND
    for u in s.me.hand:
        if cdef(s, u).kind is not wound:
            acts.append(PlayCard(u))
    if not t.showdown and not t.healed:
        for u in s.hq:
            if u >= 0 and cdef(s, u).cost <= t.recruit:
                acts.append(Recruit(u))
        if s.uncle_chu and cdef(s, s.uncle_chu[0]).cost <= t.recruit:
            acts.append(Recruit(s.uncle_chu[0]))
        for u in s.city:
            if u >= 0 and villain_attack(s, u) <= t.attack:
                cond = cdef(s, u).fight_condition
                if cond is None or cond.holds(s, Ctx(player=s.current, source=u)):
                    acts.append(Fight(u))
        if s.tactics and mastermind_attack(s) <= t.attack:
            acts.append(FightMastermind())
        if not t.recruited and not t.fought and any(cdef(s, u).kind is wound for u in s.me.hand):
            acts.append(Heal())
    acts.append(EndTurn())
    return acts


def check(s: State, action: Action) -> None:
    """Raise :class:`IllegalAction` (with the reason) unless ``action`` is legal now."""
    if s.phase is Phase.OVER:
        raise IllegalAction("The game is over: start a new game, or undo to play on from earlier.")
    if isinstance(action, Choose):
        if s.pending is None:
            raise IllegalAction("There is no choice to make right now.")
        if not 0 <= action.index < len(s.pending.options):
            raise IllegalAction(f"That is not one of the options: pick one of the {len(s.pending.options)} offered.")
        return
    if isinstance(action, Decline):
        if s.pending is None:
            raise IllegalAction("There is no choice to decline right now.")
        if not s.pending.optional:
            raise IllegalAction("This choice can't be declined: pick one of the options.")
        return
    if isinstance(action, PlayCard):
        play.check_play(s, action.uid)
    elif isinstance(action, Recruit):
        play.check_recruit(s, action.uid)
    elif isinstance(action, Fight):
        play.check_fight(s, action.uid)
    elif isinstance(action, FightMastermind):
        play.check_fight_mastermind(s)
    elif isinstance(action, Heal):
        play.check_heal(s)
    elif isinstance(action, EndTurn):
        if s.pending is not None:
            raise IllegalAction("You can't end the turn yet. " + play.busy_reason(s))
    else:
        raise IllegalAction(f"Unknown action {action!r}.")


def apply(s: State, action: Action) -> State:
    """Return the state after ``action``; raise :class:`IllegalAction` and change nothing if it is illegal."""
    check(s, action)
    return apply_unchecked(s, action)


def apply_unchecked(s: State, action: Action) -> State:
    """Apply an action already known to be legal (replays use this)."""
    if isinstance(action, Choose):
        s = answer(s, action.index)
    elif isinstance(action, Decline):
        s = answer(s, -1)
    else:
        if isinstance(action, PlayCard):
            s = play.do_play(s, action.uid)
        elif isinstance(action, Recruit):
            s = play.do_recruit(s, action.uid)
        elif isinstance(action, Fight):
            s = play.do_fight(s, action.uid)
        elif isinstance(action, FightMastermind):
            s = play.do_fight_mastermind(s)
        elif isinstance(action, Heal):
            s = play.do_heal(s)
        elif isinstance(action, EndTurn):
            s = push(s, (Cleanup(), NextTurn()), Ctx(player=s.current))
        s = resolve(s)
    return after_action(evolve(s, actions_taken=s.actions_taken + 1))


def after_action(s: State) -> State:
    """Arm the draw when the Hero or Villain Deck has run out between effects (R138-R139)."""
    if s.phase is Phase.PLAY and not s.draw_armed and not s.team_win_locked and s.pending is None and not s.queue:
        if not s.hero_deck or not s.villain_deck:
            s = evolve(s, draw_armed=True)
    return s

"""The engine's public surface: ``legal_actions``, ``apply``, ``is_over``, ``current_player``.

>>> from bigtrouble import new_game, first_game, legal_actions, apply
>>> s = new_game(first_game(2), seed=1)
>>> s = apply(s, legal_actions(s)[0])
"""

from __future__ import annotations

from collections.abc import Callable

from bigtrouble.actions import (
    EDIT_TYPES,
    Action,
    AutoAnswer,
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
from bigtrouble.cards.registry import CARDS
from bigtrouble.effects.runner import after_each_step, answer, resolve
from bigtrouble.errors import IllegalAction
from bigtrouble.memo import IdentityMemo
from bigtrouble.model import AUTO_ANSWERED, Phase, State, Task, ctx_of, evolve, evolve_fields, evolve_state
from bigtrouble.rules import play
from bigtrouble.rules.edits import apply_edit, check_edit
from bigtrouble.rules.ending import check_evil_wins
from bigtrouble.rules.strength import mastermind_within, villains_within
from bigtrouble.rules.turn import Cleanup, NextTurn
from bigtrouble.zones import log

after_each_step(check_evil_wins)  # Evil Wins is checked after every effect and every answer (R4)

_PHASE_OVER = Phase.OVER
_PHASE_PLAY = Phase.PLAY
"""Enum members read once: a member lookup through its class costs ten times a global's."""


def is_over(s: State) -> bool:
    """Whether the game has ended (team win, Evil wins, or a draw)."""
    return s.phase is _PHASE_OVER


def current_player(s: State) -> int:
    """Who must act now: the player a pending choice waits for, else the current player."""
    return s.pending.player if s.pending is not None else s.current


class _Made(dict[int, Action]):
    """Actions are immutable values: one instance per (kind, number) serves every call."""

    def __init__(self, make: Callable[[int], Action]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: int) -> Action:
        value = self[key] = self.make(key)
        return value


_PLAY = _Made(PlayCard)
_RECRUIT = _Made(Recruit)
_FIGHT = _Made(Fight)
_CHOOSE = _Made(Choose)
_FIGHT_MASTERMIND = FightMastermind()
_HEAL = Heal()
_DECLINE = Decline()
_AUTO_ANSWER = AutoAnswer()
_END_TURN = EndTurn()
_END_OF_TURN = (Cleanup(), NextTurn())
"""The effects End Turn queues (immutable values, shared by every turn)."""


_HAND_PLAYS: IdentityMemo[int, tuple[tuple[int, ...], tuple[str, ...], tuple[Action, ...], bool]] = IdentityMemo(
    "a hand's plays", 4096
)
"""By hand (identity): the hand, the game's card list, its PlayCard actions, whether it holds a Wound."""


def _hand_plays(hand: tuple[int, ...], ids: tuple[str, ...]) -> tuple[tuple[Action, ...], bool]:
    """The cards of ``hand`` that can be played, and whether it holds a Wound (kept: hands outlive many states)."""
    hit = _HAND_PLAYS.get(id(hand))
    if hit is not None and hit[0] is hand and hit[1] is ids:
        return hit[2], hit[3]
    cards = CARDS
    wound = Kind.WOUND
    play = _PLAY
    plays = tuple(play[u] for u in hand if cards[ids[u]].kind is not wound)
    wounded = len(plays) < len(hand)
    _HAND_PLAYS.put(id(hand), (hand, ids, plays, wounded))
    return plays, wounded


def legal_actions(s: State) -> list[Action]:
    """Every action the rules allow now, in a stable order.

    With a choice pending, only its answers. Otherwise: play each hand card,
    recruit, fight, fight the Mastermind, heal, end the turn. Never an edit: those are the
    table's own word (table mode), not a move the rules offer, so bots never make one.
    """
    if s.phase is _PHASE_OVER:
        return []
    if s.pending is not None:
        choose = _CHOOSE
        out: list[Action] = [choose[i] for i in range(len(s.pending.options))]
        if s.pending.optional:
            out.append(_DECLINE)
        return out
    t = s.turn
    me = s.players[s.current]
    ids = s.card_ids
    cards = CARDS
    plays, wounded = _hand_plays(me.hand, ids)
    acts: list[Action] = list(plays)
    if not t.showdown and not t.healed:
        recruit = t.recruit
        for u in s.hq:
            if u >= 0 and cards[ids[u]].cost <= recruit:
                acts.append(_RECRUIT[u])
        if s.uncle_chu and cards[ids[s.uncle_chu[0]]].cost <= recruit:
            acts.append(_RECRUIT[s.uncle_chu[0]])
        attack = t.attack
        for u in villains_within(s, attack):
            cond = cards[ids[u]].fight_condition
            if cond is None or cond.holds(s, ctx_of(s.current, u)):
                acts.append(_FIGHT[u])
        if s.tactics and mastermind_within(s, attack):
            acts.append(_FIGHT_MASTERMIND)
        if not t.recruited and not t.fought and wounded:
            acts.append(_HEAL)
    acts.append(_END_TURN)
    return acts


_CARD_ACTIONS = (PlayCard, Recruit, Fight)
_NOT_A_CARD = "That is not a card of this game."
_EMPTY: dict[type, str] = {
    Fight: "That city space is empty: there is no Villain there to fight.",
    Recruit: "That HQ space is empty: there is no Hero there to recruit.",
}


def check(s: State, action: Action) -> None:
    """Raise :class:`IllegalAction` (with the reason) unless ``action`` is legal now.

    Every field is checked for its exact type first: ``True`` equals 1 and ``1.0`` equals 1
    to Python, and -1 marks an empty city or HQ space, so none of them may name a card.
    """
    if s.phase is _PHASE_OVER:
        raise IllegalAction("The game is over: start a new game, or undo to play on from earlier.")
    if isinstance(action, _CARD_ACTIONS):
        uid = action.uid
        if type(uid) is not int or not 0 <= uid < len(s.card_ids):
            raise IllegalAction(_EMPTY.get(type(action), _NOT_A_CARD) if uid == -1 else _NOT_A_CARD)
    if isinstance(action, EDIT_TYPES):
        check_edit(s, action)
        return
    if isinstance(action, Choose):
        if s.pending is None:
            raise IllegalAction("There is no choice to make right now.")
        index = action.index
        if type(index) is not int or not 0 <= index < len(s.pending.options):
            raise IllegalAction(f"That is not one of the options: pick one of the {len(s.pending.options)} offered.")
        return
    if isinstance(action, AutoAnswer):
        if not has_one_answer(s):
            raise IllegalAction("There is no choice with a single answer to make by itself right now.")
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
            raise IllegalAction(play.busy_reason(s, "You can't end the turn yet"))
    else:
        raise IllegalAction(f"That is not something a player can do ({type(action).__name__}).")


def apply(s: State, action: Action) -> State:
    """Return the state after ``action``; raise :class:`IllegalAction` and change nothing if it is illegal."""
    check(s, action)
    return apply_unchecked(s, action)


def apply_unchecked(s: State, action: Action) -> State:
    """Apply an action already known to be legal (replays use this).

    The action counter lands in the action's first copy of the state (nothing reads it
    while the effects resolve); the draw's arming, when due, in one more.
    """
    counted = s.actions_taken + 1
    if isinstance(action, EDIT_TYPES):
        s = evolve_state(apply_edit(s, action), "actions_taken", counted)
    elif isinstance(action, Choose):
        s = answer(s, action.index, counted)
    elif isinstance(action, AutoAnswer):
        s = answer(_auto_answer_logged(s), 0, counted)
    elif isinstance(action, Decline):
        s = answer(s, -1, counted)
    elif isinstance(action, PlayCard):
        s = resolve(play.do_play(s, action.uid, counted))
    elif isinstance(action, EndTurn):
        ctx = ctx_of(s.current)
        s = resolve(
            evolve_fields(s, {"queue": tuple(Task(e, ctx) for e in _END_OF_TURN) + s.queue, "actions_taken": counted})
        )
    else:
        if isinstance(action, Recruit):
            s = play.do_recruit(s, action.uid)
        elif isinstance(action, Fight):
            s = play.do_fight(s, action.uid)
        elif isinstance(action, FightMastermind):
            s = play.do_fight_mastermind(s)
        elif isinstance(action, Heal):
            s = play.do_heal(s)
        s = evolve_state(resolve(s), "actions_taken", counted)
    if _arms_draw(s):
        return evolve_state(s, "draw_armed", True)
    return s


def has_one_answer(s: State) -> bool:
    """Whether a choice is waiting that has exactly one answer and can't be declined."""
    p = s.pending
    return p is not None and len(p.options) == 1 and not p.optional


def _auto_answer_logged(s: State) -> State:
    """``s`` with the log line saying the lone answer was made for the player deciding."""
    p = s.pending
    assert p is not None
    who = s.players[p.player].name
    text = f"Answered by itself for {who} (the only choice): {p.prompt} — {p.options[0].label}."
    answer_uid = p.options[0].uid
    return log(s, text, p.rule, p.player, AUTO_ANSWERED, (answer_uid,) if answer_uid >= 0 else ())


def settle(s: State) -> tuple[State, tuple[Action, ...]]:
    """Answer every waiting choice that has one answer (:class:`AutoAnswer`); the state and the answers made.

    The one auto-answer of the game: the client, bots, lessons, puzzles and tools all call it, and
    the answers go into the record, so a replay gives the same state and log.
    """
    done: list[Action] = []
    while has_one_answer(s):
        s = apply_unchecked(s, _AUTO_ANSWER)
        done.append(_AUTO_ANSWER)
    return s, tuple(done)


def reveals_hidden(before: State, after: State) -> bool:
    """Whether going from ``before`` to ``after`` showed something hidden (a draw, a deck card, a shuffle).

    Strict undo stops at such a step: undoing it would let a player see the card and choose again.
    """
    if before.rng != after.rng:
        return True
    if before.villain_deck != after.villain_deck or before.hero_deck != after.hero_deck:
        return True
    if before.bystanders != after.bystanders or before.mediocre != after.mediocre or before.tactics != after.tactics:
        return True
    return any(b.deck != a.deck for b, a in zip(before.players, after.players, strict=False))


def _arms_draw(s: State) -> bool:
    return (
        s.phase is _PHASE_PLAY
        and not s.draw_armed
        and not s.team_win_locked
        and s.pending is None
        and not s.queue
        and (not s.hero_deck or not s.villain_deck)
    )


def after_action(s: State) -> State:
    """Arm the draw when the Hero or Villain Deck has run out between effects (R138-R139)."""
    return evolve(s, draw_armed=True) if _arms_draw(s) else s

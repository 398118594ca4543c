"""Turn flow: start, end of turn (R92-R95), the next player, running out (R138), the Final Showdown (R103-R116)."""

from __future__ import annotations

from attrs import frozen

from bigtrouble.effects.base import Effect, push
from bigtrouble.effects.villain_deck import PlayVillainCard
from bigtrouble.model import (
    HAND_SIZE,
    Ctx,
    LogKind,
    Outcome,
    Phase,
    Showdown,
    State,
    TurnState,
    evolve,
    evolve_fields,
    evolve_state,
)
from bigtrouble.rules import house, solo
from bigtrouble.rules.ending import end_game
from bigtrouble.zones import draw, log, log_node, name, player_name, set_player


@frozen
class StartTurn(Effect):
    """Begin a normal turn: step 1 plays the top Villain Deck card (R41).

    ``first`` marks the game's first turn (numbered 1; every later turn counts on, even
    when the first turn ended without any other action).
    """

    first: bool = False

    def run(self, s: State, ctx: Ctx) -> State:
        """Reset the turn and play the Villain card."""
        turn = TurnState(number=1 if self.first else s.turn.number + 1)
        begins = log_node(s, f"{player_name(s, s.current)}'s turn begins.", "R41", s.current, LogKind.TURN_START)
        s = evolve_fields(s, {"turn": turn, "log": begins})
        if house.skips_villain_card(s):
            return log(s, "Warm-up round (house rule): no Villain card on this player's first turn.", "house rule")
        first = solo.first_turn_effects(s) if self.first else ()
        if first:
            s = log(s, "Solo mode: two Henchmen enter the city before the first Villain card.", "Solo mode")
        return push(s, (*first, PlayVillainCard()), Ctx(player=s.current))

    def text(self) -> str:
        """Reads "Start the turn" (a rules step, not printed on any card)."""
        return "Start the turn"


@frozen
class Cleanup(Effect):
    """Step 3: discard played cards and hand, draw 6 (R92-R93); in a Showdown Turn, draw nothing (R111)."""

    def run(self, s: State, ctx: Ctx) -> State:
        """Clean up for the current player."""
        p = s.current
        me = s.players[p]
        discard = me.discard + me.played + me.hand
        if not s.turn.showdown and len(me.deck) >= HAND_SIZE:  # no reshuffle: discard, draw and log in one copy
            players = list(s.players)
            players[p] = evolve(me, discard=discard, played=(), hand=me.deck[:HAND_SIZE], deck=me.deck[HAND_SIZE:])
            line = log_node(
                s, f"{player_name(s, p)} discards everything and draws a new hand.", "R92", p, LogKind.TURN_END
            )
            return evolve_fields(s, {"players": tuple(players), "log": line})
        s = set_player(s, p, discard=discard, played=(), hand=())
        if s.turn.showdown:
            total = s.turn.recruit_made + s.turn.attack_made
            s = set_player(s, p, has_hand=False)
            assert s.showdown is not None
            sd = s.showdown
            s = evolve_state(s, "showdown", evolve(sd, order=sd.order[1:], totals=sd.totals + ((p, total),)))
            return log(s, f"{player_name(s, p)}'s Showdown Total is {total}.", "R110", p, LogKind.SHOWDOWN_TOTAL)
        s = draw(s, p, HAND_SIZE)
        return log(s, f"{player_name(s, p)} discards everything and draws a new hand.", "R92", p, LogKind.TURN_END)

    def text(self) -> str:
        """Reads "Discard and draw 6" (a rules step, not printed on any card)."""
        return "Discard and draw 6"


@frozen
class NextTurn(Effect):
    """Pass the turn on, end the game in a draw, or start the Final Showdown."""

    def run(self, s: State, ctx: Ctx) -> State:
        """Decide what comes after this turn."""
        if s.phase is Phase.SHOWDOWN:
            return next_showdown_turn(s)
        if s.team_win_locked:
            return start_showdown(s)
        if s.draw_armed:
            which = "Hero Deck" if not s.hero_deck else "Villain Deck"
            return end_game(s, Outcome.DRAW, f"The {which} ran out: the game ends in a draw.", "R138")
        s = evolve_state(s, "current", (s.current + 1) % len(s.players))
        return push(s, (StartTurn(),), Ctx(player=s.current))

    def text(self) -> str:
        """Reads "Next turn" (a rules step, not printed on any card)."""
        return "Next turn"


def start_showdown(s: State) -> State:
    """Begin the Final Showdown with the player left of whoever took the last Tactic (R104-R105)."""
    n = len(s.players)
    first = (s.final_tactic_by + 1) % n
    order = tuple((first + i) % n for i in range(n))
    s = evolve(s, phase=Phase.SHOWDOWN, showdown=Showdown(order=order))
    s = log(s, "The Final Showdown begins! Each player takes one Showdown Turn.", "R105", kind=LogKind.SHOWDOWN)
    return begin_showdown_turn(s, order[0])


def begin_showdown_turn(s: State, p: int) -> State:
    """Start player ``p``'s Showdown Turn: no Villain card (R106)."""
    s = evolve(s, current=p, turn=TurnState(showdown=True, number=s.turn.number + 1))
    return log(s, f"{player_name(s, p)}'s Showdown Turn.", "R106", p, LogKind.SHOWDOWN_TURN)


def next_showdown_turn(s: State) -> State:
    """Go to the next Showdown Turn, or settle the Showdown (R112-R116)."""
    sd = s.showdown
    assert sd is not None
    if sd.order:
        return begin_showdown_turn(s, sd.order[0])
    best = max(t for _, t in sd.totals)
    tied = tuple(p for p, t in sd.totals if t == best)
    if len(tied) == 1:
        winner = tied[0]
        s = set_player(s, winner, victory=s.players[winner].victory + (s.mastermind,))
        mastermind = s.mastermind
        mm = name(s, mastermind)
        s = evolve(s, mastermind=-1, showdown_winner=winner)
        s = log(s, f"{player_name(s, winner)} wins the Final Showdown and takes {mm}!", "R112", winner)
        return end_game(s, Outcome.WIN, "The Mastermind is utterly defeated: the players win!", "R113", (mastermind,))
    names = ", ".join(player_name(s, p) for p in tied)
    s = log(s, f"Cliffhanger! {names} tie at {best}; each draws 6 and goes again.", "R114", kind=LogKind.CLIFFHANGER)
    for p in tied:
        s = set_player(s, p, has_hand=True)
        s = draw(s, p, HAND_SIZE)
    s = evolve_state(s, "showdown", Showdown(order=tied, round=sd.round + 1))
    return begin_showdown_turn(s, tied[0])

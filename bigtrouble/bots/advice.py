"""Why the heuristic bot makes a move, in one sentence a new player can follow (the client's *Advice*)."""

from __future__ import annotations

from bigtrouble.actions import Action, Choose, Decline, EndTurn, Fight, FightMastermind, Heal, PlayCard, Recruit
from bigtrouble.bots.judgement import mastermind_attack_without, play_order
from bigtrouble.model import BRIDGE, State
from bigtrouble.rules.strength import mastermind_attack
from bigtrouble.zones import cdef, name


def reason(s: State, action: Action) -> str:
    """Why the bot makes ``action``: one sentence a new player can follow."""
    if isinstance(action, PlayCard):
        d = cdef(s, action.uid)
        draws, late, _ = play_order(d)
        if draws == 0:
            return f"Play {d.name} first: it draws cards, and what you draw can be played too."
        if late:
            return f"Play {d.name} after your other cards, so its trigger or choice sees everything you played."
        return f"Play your cards before you spend: {d.name} adds to your totals."
    if isinstance(action, Fight):
        space = s.city.index(action.uid)
        if space == BRIDGE:
            return f"Fight {name(s, action.uid)}: it is on the Bridge and escapes when the next Villain enters."
        if s.captives[space]:
            return f"Fight {name(s, action.uid)}: it holds captives you rescue by defeating it."
        if s.tactics and mastermind_attack_without(s, (space,)) < mastermind_attack(s):
            return f"Fight {name(s, action.uid)} first: it makes the Mastermind stronger while it is in the city."
        return f"Fight {name(s, action.uid)}: it is the Villain worth most to defeat with the Attack you have."
    if isinstance(action, FightMastermind):
        left = len(s.tactics)
        return f"{action.describe(s)}: each fight takes a Tactic, and taking all {left} left wins the game."
    if isinstance(action, Recruit):
        return f"Recruit {name(s, action.uid)}: it adds more to your deck than any other Hero you can afford."
    if isinstance(action, Heal):
        return "Heal: your Wounds would clog your hand more than anything you could recruit or fight now costs you."
    if isinstance(action, EndTurn):
        return "End the turn: nothing left is worth doing (spare Recruit and Attack are lost anyway)."
    if isinstance(action, Decline):
        return "Decline: taking it would leave you worse off."
    if isinstance(action, Choose) and s.pending is not None:
        return f"Choose {s.pending.options[action.index].label}: it leaves you best off of the options."
    return action.describe(s) + "."

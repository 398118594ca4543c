"""A card's rules text, generated from its effects so the words match what it does."""

from __future__ import annotations

from bigtrouble.cards.defs import CardDef, Fact, Kind, Origin
from bigtrouble.cards.sources import source_refs
from bigtrouble.effects.base import Effect, effects_text, reminders_of
from bigtrouble.effects.schemes import OnTwists


def ability_lines(d: CardDef) -> tuple[str, ...]:
    """The card's abilities as separate lines, in the order they are printed."""
    lines: list[str] = []
    bystander = d.kind is Kind.BYSTANDER
    if d.static_text:
        lines.append(d.static_text)
    if d.on_play:
        lines.append(("When rescued: " if bystander else "") + effects_text(d.on_play))
    if d.attack_bonus is not None and not d.static_text:
        lines.append(f"This Villain gets +1 Attack {d.attack_bonus.text()}.")
    if d.fight_condition is not None:
        lines.append(f"You can fight this Villain only if {d.fight_condition.text()}.")
    if d.ambush:
        lines.append("Ambush: " + effects_text(d.ambush))
    if d.fight:
        # A Bystander's fight effects run only when its captor is defeated in Chinatown (R126).
        label = "When you defeat its captor in Chinatown: " if bystander else "Fight: "
        lines.append(label + effects_text(d.fight))
    if d.escape:
        lines.append("Escape: " + effects_text(d.escape))
    mm = d.mastermind
    if mm is not None:
        lines.append(f"Always Leads: {mm.always_leads}")
        if mm.bonus_text:
            lines.append(mm.bonus_text)
        if mm.strike:
            lines.append("Master Strike: " + effects_text(mm.strike))
    sc = d.scheme
    if sc is not None:
        if sc.setup_text:
            lines.append("Setup: " + sc.setup_text)
        if sc.special_rules:
            lines.append("Special Rules: " + sc.special_rules)
        if sc.twist:
            # "Twists 6-10: ..." goes on a line of its own, as printed Schemes do.
            steps = list(sc.twist)
            ranged: list[Effect] = []
            while steps and isinstance(steps[-1], OnTwists):
                ranged.insert(0, steps.pop())
            if steps:
                lines.append("Twist: " + effects_text(tuple(steps)))
            lines.extend(effects_text((e,)) for e in ranged)
        if sc.evil_wins is not None:
            text = sc.evil_wins.text()
            lines.append("Evil Wins: When " + text + ".")
    return tuple(line for line in lines if line.strip())


def card_text(d: CardDef) -> str:
    """The whole rules text of a card, one ability per line."""
    return "\n".join(ability_lines(d))


def reminders(d: CardDef) -> tuple[str, ...]:
    """The rules reminders for the card viewer's hover: never printed on the card, always one hover away."""
    parts: list[object] = [d.on_play, d.ambush, d.fight, d.escape, d.attack_bonus, d.fight_condition]
    if d.mastermind is not None:
        parts += [d.mastermind.strike, d.mastermind.attack_bonus]
    if d.scheme is not None:
        parts += [d.scheme.twist, d.scheme.evil_wins, d.scheme.villain_attack_bonus]
    found = ((d.reminder,) if d.reminder else ()) + reminders_of(tuple(p for p in parts if p is not None))
    return tuple(dict.fromkeys(found))


def _cite(f: Fact) -> str:
    refs = ", ".join(source_refs(f.source))
    return f"{f.part} ({f.origin.value} {refs})" if refs else f"{f.part} ({f.origin.value})"


def origin_summary(d: CardDef) -> str:
    """Where the card comes from, for the card viewer: what a source gives exactly, in outline, and what is ours."""
    exact = [f for f in d.origin if f.official]
    outlined = [f for f in d.origin if not f.official and f.origin is not Origin.HOUSE]
    ours = [p for p in d.printed_parts() if d.origin_of(p) is Origin.HOUSE]
    if not ours:
        return "From the rulebook or published sources, exact text known: " + ", ".join(map(_cite, exact)) + "."
    text = "Designed for this edition: " + ", ".join(ours) + "."
    if exact:
        text += " Exact text known: " + ", ".join(map(_cite, exact)) + "."
    if outlined:
        text += " Outline known (the wording and numbers are ours): " + ", ".join(map(_cite, outlined)) + "."
    return text

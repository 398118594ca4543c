"""A card's rules text, generated from its effects so the words match what it does."""

from __future__ import annotations

from bigtrouble.cards.defs import CardDef, Kind, Origin
from bigtrouble.effects.base import effects_text


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
            lines.append("Twist: " + effects_text(sc.twist))
        if sc.evil_wins is not None:
            text = sc.evil_wins.text()
            lines.append("Evil Wins: When " + text + ".")
    return tuple(line for line in lines if line.strip())


def card_text(d: CardDef) -> str:
    """The whole rules text of a card, one ability per line."""
    return "\n".join(ability_lines(d))


def origin_summary(d: CardDef) -> str:
    """Where the card comes from, for the card viewer: official parts and ours."""
    known = [f"{part} ({o.value})" for part, o in d.origin if o is not Origin.HOUSE]
    ours = [p for p in d.printed_parts() if d.origin_of(p) is Origin.HOUSE]
    if not ours:
        return "From the rulebook or published sources: " + ", ".join(known) + "."
    text = "Designed for this edition: " + ", ".join(ours)
    if any(part not in ("name", "numbers", "ability") for part, _ in d.origin):
        text += " (except the parts listed as known)"
    text += "."
    if known:
        text += " Known: " + ", ".join(known) + "."
    return text

"""The mat explains itself: a tooltip on every label, pile, counter and button; the current Attack
of Villains and the Mastermind beside the printed one; class-trigger marks on hand cards.

The words of the static labels are in one table, :data:`MAT_TIPS` (in the same words as
the rules glossary); the numbers come from :mod:`bigtrouble.rules.explain` and
:mod:`bigtrouble.rules.strength`, so a tooltip always agrees with what a fight asks for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, cast

import shiboken6
from PySide6.QtCore import QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from bigtrouble.actions import Action
from bigtrouble.cards.defs import Kind
from bigtrouble.model import State
from bigtrouble.rules import glossary
from bigtrouble.rules.explain import escape_goal, escaped_words, totals_sentence, trigger_notes
from bigtrouble.rules.progress import escape_forecast
from bigtrouble.rules.recap import Event, events
from bigtrouble.rules.strength import (
    mastermind_attack,
    mastermind_attack_parts,
    parts_sentence,
    villain_attack,
    villain_attack_parts,
)
from bigtrouble.zones import cdef
from ui.mat.banners import REFUSAL, Banner, lane
from ui.mat.buttons import ButtonItem
from ui.mat.decor import label_boxes
from ui.mat.items import CardItem, CountBadge, TokenItem, ZoneItem
from ui.mat.layout import Box, MatLayout, compute
from ui.mat.parts import pile_counts
from ui.mat.prompts import PromptPanel
from ui.mat.tips import as_tip

MAT_TIPS: dict[str, str] = {
    "city:0": "Sewers: each new Villain enters the city here. If the Sewers are taken, "
    "the Villains in the way are pushed one space toward the Bridge to make room.",
    "city:1": "Bank: the second city space. Villains pass through it, pushed toward the Bridge.",
    "city:2": "Rooftops: part of Chinatown. Many cards are stronger while a Villain is in Chinatown.",
    "city:3": "Streets: part of Chinatown. Many cards are stronger while a Villain is in Chinatown.",
    "city:4": "Bridge: the last city space. A Villain pushed off the Bridge escapes: "
    "the HQ loses a Hero costing 6 or less, and the Scheme may count it.",
    "villain_deck": "Villain Deck: each turn starts by playing its top card. A Villain enters the Sewers; "
    "a Master Strike, a Scheme Twist or a Bystander does what it says. If it runs out, the game ends in a draw.",
    "hero_deck": "Hero Deck: refills the HQ. The moment an HQ space is empty, its top card fills it. "
    "If it runs out, the turn is finished and the game ends in a draw (the most VP wins alone).",
    "ko": "KO pile: cards KO'd are out of the game for good (what a played card already gave, you keep). "
    "Anyone may look through it (click).",
    "escaped": "Escaped pile: Villains pushed off the Bridge, and the Bystanders they carried.",
    "mastermind": "Mastermind: fight him with Attack equal to his Attack to take a Tactic.",
    "scheme": "Scheme: Evil's plan. Each Scheme Twist moves it on; if its Evil Wins comes true, everyone loses.",
    "deck": "Your deck: you draw 6 from it at the end of each turn. When it runs out, your discard pile "
    "is shuffled into a new deck.",
    "discard": "Your discard pile: played cards and your hand go here at the end of the turn, and recruited "
    "Heroes too. Drop an HQ Hero here to recruit it.",
    "played": "Play area: drop a hand card here (or click it) to play it. Played cards stay until the end of the turn.",
    "hand": "Your hand: click a card or drop it on the play area to play it.",
    "hq": "HQ: Heroes for hire. Drop one on your discard pile (or click it) to recruit it with Recruit.",
    "attack": "Attack: spend it to fight. Drop a Villain or the Mastermind here (or click it).",
    "recruit": "Recruit: spend it to recruit Heroes from the HQ or the Uncle Chu stack.",
    "end_turn": "End Turn: your played cards and your hand go to your discard pile, you draw 6, "
    "and the next player's turn starts with a Villain Deck card. Unspent Attack and Recruit are lost.",
    "whatnow": "What can I do? Every move you can make now, in words; point at one to see it on the mat (F2).",
}
"""What each label of the mat means; where the rules glossary has the word, its wording is used (below)."""

GLOSSED = {
    "chinatown": ("Chinatown", "chinatown", "Cards that say \u201cin Chinatown\u201d look only there."),
    "hq_chinatown": ("HQ beneath Chinatown", "beneath", ""),
    "wounds": ("Wounds", "wound", "Villains and Master Strikes give them."),
    "uncle_chu": ("Uncle Chu", "uncle", ""),
    "mediocre": ("Mediocre Heroes", "mediocre", ""),
    "victory": ("Your Victory Pile", "victory", "Click to look through it."),
    "tactics": ("Tactics", "tactic", ""),
    "bystanders": ("Bystanders", "bystander", ""),
    "heal": ("Heal", "heal", "After healing you can't recruit or fight this turn."),
}
"""Mat labels explained by a glossary term: (label, term key, what the mat adds)."""
for _key, (_label, _term, _extra) in GLOSSED.items():
    MAT_TIPS[_key] = f"{_label}: {glossary.BY_KEY[_term].words}" + (f" {_extra}" if _extra else "")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def zone_tip(s: State, key: str, count: int) -> str:
    """The tooltip of a zone: what it is, and what it holds now."""
    if key.startswith("city:"):
        return MAT_TIPS[key]
    if key.startswith("hq:"):
        space = int(key[3:])
        where = " This space is beneath Chinatown." if space in (2, 3) else ""
        return MAT_TIPS["hq"] + where
    base = MAT_TIPS.get(key, "")
    if key == "escaped":
        goal = escape_goal(s)
        if goal is not None:
            return (
                f"{base}\nThe Scheme counts {goal.what}s here: {goal.counted} of {goal.needed} escapes, "
                f"and at {goal.needed} Evil wins."
            )
        return f"{base}\n{_plural(count, 'card')}. This Scheme doesn't count escapes."
    if key == "scheme":
        return f"{base}\n{_plural(s.twists, 'Twist')} so far."
    if key in ("mastermind", "played", "hand"):
        return base
    return f"{base}\n{_plural(count, 'card')} now." if base else ""


def attack_badge(s: State, uid: int, zone: str) -> tuple[int, int] | None:
    """(Attack now, printed) for a Villain in the city or the Mastermind when the two differ, else None."""
    if zone.startswith("city:"):
        d = cdef(s, uid)
        if not d.is_villain:
            return None
        now = villain_attack(s, uid)
    elif zone == "mastermind" and uid == s.mastermind:
        d = cdef(s, uid)
        now = mastermind_attack(s)
    else:
        return None
    return (now, d.attack or 0) if now != (d.attack or 0) else None


def card_tip(s: State, uid: int, zone: str, viewer: int, bot: str = "") -> str:
    """A card's tooltip: a Villain's or the Mastermind's Attack in parts; a hand card's class triggers.

    ``bot``: the name of the bot whose turn it is (its Attack and Recruit are its own, not the person's)."""
    d = cdef(s, uid)
    if zone.startswith("city:") and d.is_villain:
        sentence = f"{d.name}'s Attack now: {parts_sentence(villain_attack_parts(s, uid))}."
        forecast = escape_forecast(s)
        ahead = "\n" + forecast.tooltip(s) if forecast is not None and forecast.villain == uid else ""
        return sentence + _have(s, villain_attack(s, uid), "Attack", "fight it", bot) + ahead
    if zone == "mastermind" and uid == s.mastermind:
        tactics = _plural(len(s.tactics), "Tactic")
        sentence = f"{d.name}'s Attack now: {parts_sentence(mastermind_attack_parts(s))}."
        return f"{sentence}\n{tactics} left to take." + _have(s, mastermind_attack(s), "Attack", "fight him", bot)
    if (zone.startswith("hq:") or zone == "uncle_chu") and d.is_hero:
        return f"{d.name} costs {d.cost} Recruit." + _have(s, d.cost, "Recruit", "recruit it", bot)
    if zone == "hand" and viewer == s.current and s.pending is None and d.kind is not Kind.WOUND:
        notes = trigger_notes(s, uid)
        return "\n".join(n.words + "." for n in notes)
    if zone == "hand" and d.kind is Kind.WOUND:
        return MAT_TIPS["wounds"]
    return ""


def _have(s: State, need: int, what: str, verb: str, bot: str = "") -> str:
    """ "\nYou have 1 Attack: 2 more to fight it." ("John (a bot) has ..." in the bot's turn; nothing during a
    Showdown Turn, when neither is possible)."""
    if s.turn.showdown:
        return ""
    have = s.turn.attack if what == "Attack" else s.turn.recruit
    who = f"{bot} (a bot) has" if bot else "You have"
    if have >= need:
        return f"\n{who} {have} {what}: enough to {verb}."
    return f"\n{who} {have} {what}: {need - have} more to {verb}."


def trigger_marks(s: State, uid: int, zone: str, viewer: int) -> tuple[tuple[str, bool], ...]:
    """The class-trigger marks of a hand card: (class, would it fire now)."""
    if zone != "hand" or viewer != s.current:
        return ()
    return tuple((n.cls.title, n.fires) for n in trigger_notes(s, uid))


class LabelSpot(QGraphicsObject):
    """An invisible patch over a painted label of the mat, there only to explain it on hover."""

    def __init__(self, key: str, text: str) -> None:
        """A spot for label ``key`` saying ``text``."""
        super().__init__()
        self.key = key
        self.box = Box(0, 0, 1, 1)
        self.setToolTip(as_tip(text))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(True)
        self.setZValue(1.5)  # above the zones' glow margins, below every card
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)

    def place(self, box: Box) -> None:
        """Cover ``box``."""
        self.prepareGeometryChange()
        self.box = box
        self.setPos(box.x, box.y)

    def boundingRect(self) -> QRectF:  # noqa: N802
        """The label's rectangle."""
        return QRectF(0, 0, self.box.w, self.box.h)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Nothing: the label is painted with the mat."""


def _caption_tip(key: str) -> str:
    return MAT_TIPS[key.split(":", 1)[1]]


class Mat(Protocol):
    """What the explainer reads of the scene (``ui.mat.scene.MatScene``)."""

    cards: dict[int, CardItem]
    zones: dict[str, ZoneItem]
    attack: TokenItem
    recruit: TokenItem
    end_turn: ButtonItem
    heal: ButtonItem
    prompt: PromptPanel
    anim_ms: int
    badges: dict[str, CountBadge]
    legal: list[Action]
    focus_index: int
    hide_hand: bool
    state: State | None
    submit: Callable[[Action], str | None]
    watching: Callable[[State], str]

    def focus_step(self, step: int) -> Action | None:
        """Move the keyboard focus ring."""

    def clear_focus(self) -> None:
        """Drop the keyboard focus ring."""


class Explainer(QObject):
    """Keeps every tooltip, badge and trigger mark of one scene up to date; owns the What can I do?
    button (``whatnow_asked``) and the banner of what just happened."""

    whatnow_asked = Signal()
    shown = Signal(object, bool)

    def __init__(self, scene: QGraphicsScene, end_turn: ButtonItem) -> None:
        """Add the label spots, the What can I do? button and the (hidden) banner to ``scene``.

        A click on a greyed-out End Turn still asks the engine, so the player hears why not.
        """
        super().__init__(scene)
        end_turn.speaks_when_disabled = True
        self.mat = cast(Mat, scene)
        inner = self.mat.submit

        def submit(action: Action) -> str | None:
            error = inner(action)
            if error:
                self.refused(action, error)
            return error

        self.mat.submit = submit
        self.spots: dict[str, LabelSpot] = {}
        for key in label_boxes(compute(1366, 700)):
            text = MAT_TIPS[key] if not key.startswith("caption:") else _caption_tip(key)
            spot = LabelSpot(key, text)
            self.spots[key] = spot
            scene.addItem(spot)
        self.whatnow = ButtonItem("whatnow", "What can I do?", self.whatnow_asked.emit)
        self.whatnow.setToolTip(as_tip(MAT_TIPS["whatnow"]))
        self.banner = Banner()
        scene.addItem(self.whatnow)
        scene.addItem(self.banner)
        self.lay = compute(1366, 700)
        self.seen: State | None = None
        self.held: tuple[Event, ...] = ()
        self.tips_due: tuple[Mat, State] | None = None
        self.tips_timer = QTimer(self)
        self.tips_timer.setSingleShot(True)
        self.tips_timer.timeout.connect(self.flush_tips)

    def place(self, lay: MatLayout) -> None:
        """Move the spots over the labels of layout ``lay``; the button goes beneath End Turn and Heal."""
        self.lay = lay
        for key, box in label_boxes(lay).items():
            self.spots[key].place(box)
        self.whatnow.place(lay.whatnow)

    def show_events(self, mat: Mat, events: tuple[Event, ...], always: bool = False) -> bool:
        """A banner for what the last action set off (strikes, twists, escapes, ambushes), or for a refusal
        (``always``: shown even with animations off); False if none shows."""
        prompt = mat.prompt.box if mat.prompt.isVisible() else None
        return self.banner.show_events(events, lane(self.lay, prompt), mat.anim_ms > 0 or always)

    def refused(self, action: Action, error: str) -> None:
        """Why not? A refused drop or click is said on the mat too, not only in the status bar."""
        s = self.mat.state
        tried = action.describe(s) if s is not None else ""
        self.show_events(self.mat, (Event(REFUSAL, tried, (error,)),), always=True)

    def point_at(self, mat: Mat, action: Action | None) -> None:
        """Ring the mat item of ``action`` with the keyboard focus (the What can I do? list points with it)."""
        if action in mat.legal:
            mat.focus_index = mat.legal.index(action) - 1
            mat.focus_step(1)
        else:
            mat.clear_focus()

    def refresh(self, mat: Mat, s: State) -> None:
        """Set every tooltip, badge and mark from state ``s`` as its decider sees it; the Escaped pile counts
        what the Scheme counts ("2 of 8"). A new state shows a banner for what it set off (held while the
        hot-seat curtain is down) or clears the old one; ``shown`` tells the What can I do? list."""
        if s is not self.seen:
            happened = events(self.seen, s) if self.seen is not None else ()
            self.seen = s
            self.held += happened
            if not mat.hide_hand:
                self.show_events(mat, self.held)
                self.held = ()
        elif self.held and not mat.hide_hand:
            self.show_events(mat, self.held)
            self.held = ()
        self.shown.emit(s, mat.hide_hand)
        viewer = s.pending.player if s.pending is not None else s.current
        mat.badges["escaped"].set(escaped_words(s), mat.badges["escaped"].px)
        forecast = escape_forecast(s)
        leaving = forecast.villain if forecast is not None else -1
        for item in mat.cards.values():
            zone = item.zone
            badge = attack_badge(s, item.uid, zone)
            marks = trigger_marks(s, item.uid, zone, viewer)
            escapes = item.uid == leaving and zone == "city:4"
            if (badge, marks, escapes) != (item.attack_now, item.marks, item.escapes_next):
                item.attack_now, item.marks, item.escapes_next = badge, marks, escapes
                item.update()
        self.tips_due = (mat, s)
        if not self.tips_timer.isActive():
            self.tips_timer.start(0)

    def flush_tips(self) -> None:
        """Bring every tooltip up to date now (they are set just after the mat's frame, or when one is asked for:
        a tooltip is read by no one in the frame that shows a move)."""
        if self.tips_due is None:
            return
        mat, s = self.tips_due
        self.tips_due = None
        self.tips_timer.stop()
        if not shiboken6.isValid(mat.attack):
            return  # the scene's items were cleared (a picture of the mat, drawn once and emptied)
        viewer = s.pending.player if s.pending is not None else s.current
        bot = s.players[viewer].name if mat.watching(s) else ""  # a bot's turn: its numbers, not the person's
        counts = pile_counts(s, viewer)
        for item in mat.cards.values():
            tip = as_tip(card_tip(s, item.uid, item.zone, viewer, bot) if item.face_up else "")
            if tip != item.toolTip():
                item.setToolTip(tip)
        for key, z in mat.zones.items():
            z.setToolTip(as_tip(zone_tip(s, key, counts.get(key, 0))))
        mat.attack.setToolTip(as_tip(totals_sentence(s, True) + "\n" + MAT_TIPS["attack"]))
        mat.recruit.setToolTip(as_tip(totals_sentence(s, False) + "\n" + MAT_TIPS["recruit"]))
        mat.end_turn.setToolTip(as_tip(MAT_TIPS["end_turn"]))
        mat.heal.setToolTip(as_tip(MAT_TIPS["heal"]))

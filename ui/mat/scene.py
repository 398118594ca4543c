"""The mat: a projection of the game state (ARCHITECTURE promise 6).

:meth:`MatScene.sync` reconciles card items by uid with a new state, animating
what moved. The scene never edits the model: a drop or a click becomes an
``Action`` handed to ``submit`` (the session), which answers with ``None`` or the
engine's sentence explaining why the action is illegal.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QRectF, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene

from bigtrouble.actions import Action, Choose, Decline, EndTurn, Fight, FightMastermind, Heal, PlayCard, Recruit
from bigtrouble.engine import legal_actions
from bigtrouble.model import Phase, State
from bigtrouble.rules.progress import evil_progress
from bigtrouble.zones import cdef
from ui.mat import decor
from ui.mat.buttons import ButtonItem
from ui.mat.clock import SchemeClock
from ui.mat.explain import Explainer
from ui.mat.hud import PlayerStrip
from ui.mat.items import CardItem, CountBadge, TokenItem, ZoneItem
from ui.mat.keys import KeyboardFocus
from ui.mat.layout import PROMPT_MIN_WIDTHS, Box, MatLayout, compute, prompt_area
from ui.mat.look import Glow
from ui.mat.motion import Motion
from ui.mat.parts import (
    FACE_DOWN_SOURCES,
    HOW_TO,
    OPEN_PILES,
    PILES,
    SLOTS,
    TARGETS,
    CardPool,
    drop_zone,
    light,
    refresh_counts,
)
from ui.mat.pixmaps import FaceWarmer, PixmapCache
from ui.mat.placement import STACKED, Spot, back_kind, option_places, place, where_is, zone_box
from ui.mat.prompts import Notice, PromptPanel, prompt_room
from ui.mat.table_drag import TableDrag

Submit = Callable[[Action], "str | None"]


class MatScene(QGraphicsScene, KeyboardFocus):
    """The game mat; call :meth:`sync` with each new state and :meth:`resize_mat` with the view's size."""

    hovered = Signal(str)
    key_focused = Signal(str, QRectF)
    """The keyboard highlight is now on a face-up card (its id and box on the mat), or on no card ("")."""
    inspected = Signal(str)
    pile_inspected = Signal(str)
    status = Signal(str)
    settled = Signal()
    """Every card has reached its place after a move's animation."""

    def __init__(self, submit: Submit, cache: PixmapCache | None = None) -> None:
        """An empty mat that sends the player's actions to ``submit``."""
        super().__init__()
        self.submit = submit
        self.cache = cache if cache is not None else PixmapCache()
        self.state: State | None = None
        self.lay: MatLayout = compute(1366, 700)
        self.ratio = 1.0
        self.anim_ms = 180
        self.hide_hand = False
        self.cards: dict[int, CardItem] = {}
        self.pool = CardPool(self)
        self.leaving: dict[int, CardItem] = {}
        self.spots: dict[int, Spot] = {}
        self.prompt_room: tuple[float, bool] = (PROMPT_MIN_WIDTHS, False)
        """The card widths the prompt takes beside the cards played, and whether its buttons are compact."""
        self.legal: list[Action] = []
        self.card_action: dict[int, Action] = {}
        self.focus_index = -1
        self.focus_fresh = False
        self._key_card: tuple[str, QRectF] = ("", QRectF())
        self.watching: Callable[[State], str] = lambda s: ""  # a bot's turn: what the person may do (ui.seats.bot_turn)
        self.may_end_turn: Callable[[State], bool] = lambda s: True  # the window asks about points left unspent
        self.drag: tuple[CardItem, Action, str] | None = None
        self.table_drag = TableDrag(self)  # in table mode a drag is a hand edit, not the rules' move
        self.anims: Motion | None = None
        self.zones: dict[str, ZoneItem] = {}
        self.badges: dict[str, CountBadge] = {}
        for key, (title, _) in PILES.items():
            self.zones[key] = ZoneItem(key, title, "pile")
        for key, title in SLOTS.items():
            self.zones[key] = ZoneItem(key, title, "slot")
        for i in range(5):
            self.zones[f"city:{i}"] = ZoneItem(f"city:{i}", "", "slot")
            self.zones[f"hq:{i}"] = ZoneItem(f"hq:{i}", "HQ", "slot")
        self.zones["played"] = ZoneItem("played", "", "area")
        for key, z in self.zones.items():
            self.addItem(z)
            if key not in ("played",) and not key.startswith(("city", "hq", "mastermind", "scheme")):
                badge = CountBadge()
                self.badges[key] = badge
                self.addItem(badge)
        self.clock = SchemeClock()
        self.addItem(self.clock)
        self.zones["tactics"].setZValue(0.5)
        self.zones["tactics"].hidden_when_empty = True  # tucked under the Mastermind: only its cards show
        self.attack = TokenItem("attack", "ATTACK", "attack")  # the cards' own pictures (bigtrouble.faces.points)
        self.recruit = TokenItem("recruit", "RECRUIT", "recruit")
        self.end_turn = ButtonItem("end_turn", "End Turn", lambda: self._do(EndTurn()))
        self.heal = ButtonItem("heal", "Heal Wounds", lambda: self._do(Heal()))
        self.play_all_button = ButtonItem("play_all", "Play All", self.play_all)
        self.heal.setVisible(False)  # both only when they can be used: not on an empty mat
        self.play_all_button.setVisible(False)
        self.strip = PlayerStrip()
        self.prompt = PromptPanel(self._answer)
        self.notice = Notice()
        for it in (
            self.attack,
            self.recruit,
            self.end_turn,
            self.heal,
            self.play_all_button,
            self.strip,
            self.prompt,
            self.notice,
        ):
            self.addItem(it)
        self.explainer = Explainer(self, self.end_turn)
        self.showdown_bg = False
        self.sized = False
        self.warmer = FaceWarmer(self.cache, lambda: self.anims is not None or self.drag is not None, self)

    # --- geometry -------------------------------------------------------------

    def resize_mat(self, width: float, height: float, ratio: float = 1.0) -> None:
        """Lay the mat out again for a view of ``width`` x ``height`` (no animation)."""
        self.lay = compute(width, height)
        self.ratio = ratio
        self.sized = True
        self.setSceneRect(QRectF(0, 0, width, height))
        lay = self.lay
        for key, z in self.zones.items():
            if key == "tactics":
                m = lay.mastermind
                off = lay.card_w * 0.09
                z.place(Box(m.x - off, m.y - off, m.w, m.h))
            elif key == "played":
                z.place(lay.played)
            else:
                z.place(zone_box(lay, key))
            if z.kind == "pile":
                z.back = self._back(PILES[key][1], z.box.w)
        self.attack.place(lay.attack)
        self.recruit.place(lay.recruit)
        self.end_turn.place(lay.end_turn)
        self.heal.place(lay.heal)
        self.play_all_button.place(lay.play_all)
        self.explainer.place(lay)
        self.strip.place(lay.strip)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        if self.state is not None:
            kept = self.focused_action()
            self.sync(self.state, animate=False)
            if kept in self.legal:  # a new size is no new position: the keyboard highlight stays where it was
                self.focus_index = self.legal.index(kept)
                self._show_focus()
            self.warm_faces(self.state)

    def warm_faces(self, s: State) -> None:
        """Have every face the game ``s`` can show drawn in idle time: hand and city size, then Played, then thumbs."""
        ids = sorted(set(s.card_ids))
        lay, r = self.lay, self.ratio
        widths = [lay.card_w, lay.small_w, lay.card_w * 0.3]
        self.warmer.want([(cid, max(8, round(w * r)), r) for w in widths for cid in ids])

    def drawBackground(self, painter: QPainter, rect: QRectF | object) -> None:  # noqa: N802
        """The painted mat (cached by the view)."""
        decor.paint_mat(painter, self.lay, self.showdown_bg)

    def _face(self, card_id: str, w: float) -> QPixmap:
        return self.cache.face(card_id, max(8, round(w * self.ratio)), self.ratio)

    def _back(self, kind: str, w: float) -> QPixmap:
        return self.cache.back(kind, max(8, round(w * self.ratio)), self.ratio)

    # --- sync -----------------------------------------------------------------

    def finish_animations(self) -> None:
        """Jump every running animation to its end."""
        group = self.anims
        self.anims = None
        if group is not None:
            group.finish()
        for item in self.leaving.values():
            self.pool.retire(item)
        self.leaving.clear()

    def sync(self, s: State, animate: bool = True) -> None:
        """Show state ``s``: reuse items by uid, animate what moved, light the legal moves."""
        self.finish_animations()
        old = self.state
        self.state = s
        if not self.sized:
            return  # nothing is drawn before the view gives the mat its size
        if old is None or old.card_ids is not s.card_ids:
            self.warm_faces(s)
        lay = self.lay
        showdown = s.phase is Phase.SHOWDOWN
        if showdown != self.showdown_bg:
            self.showdown_bg = showdown
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        spots = place(s, lay, self.hide_hand)
        self.prompt_room = prompt_room(s, lay, spots, self.hide_hand, bool(self.watching(s)))
        if self.prompt_room[0] != PROMPT_MIN_WIDTHS:  # a prompt needing more room: the cards played close up more
            spots = place(s, lay, self.hide_hand, self.prompt_room[0])
        self.spots = spots
        animate = animate and self.anim_ms > 0 and old is not None
        group = Motion(self) if animate else None
        for uid in [u for u in self.cards if u not in spots or self.cards[u].card_id != s.card_ids[u]]:
            item = self.cards.pop(uid)
            item.glow, item.dimmed, item.focused = Glow.NONE, False, False
            if group is not None:
                dest = zone_box(lay, where_is(s, uid))
                self.leaving[uid] = item
                item.setZValue(70)
                group.move(item, QPointF(dest.x, dest.y), self.anim_ms)
            else:
                self.pool.retire(item)
        for uid, spot in spots.items():
            existing = self.cards.get(uid)
            fresh = existing is None
            if existing is None:
                item = self.pool.take(uid, s.card_ids[uid])
                self.cards[uid] = item
            else:
                item = existing
            item.zone = spot.zone
            if (item.w, item.h) != (spot.box.w, spot.box.h) or item.face is None:
                item.set_size(spot.box.w, spot.box.h)
                item.face = self._face(item.card_id, spot.box.w)
            item.setZValue(spot.z)
            target = QPointF(spot.box.x, spot.box.y)
            if group is None:
                item.setPos(target)
                item.set_flip(1.0)
                continue
            if fresh and old is not None:
                src_key = where_is(old, uid)
                src = zone_box(lay, src_key)
                item.setPos(QPointF(src.x, src.y))
                if src_key in FACE_DOWN_SOURCES:
                    item.back = self._back(back_kind(old, uid), spot.box.w)
                    item.set_flip(0.0)
                    group.flip(item, int(self.anim_ms * 1.6))
                item.setZValue(spot.z + 50)
            if item.pos() != target:
                group.move(item, target, self.anim_ms)
        if group is not None and group.count():
            self._play(group)
        elif group is not None:
            group.deleteLater()
        self._refresh_zones(s)
        self._refresh_highlights()
        self.explainer.refresh(self, s)

    def _play(self, group: Motion) -> None:
        group.finished.connect(self._animations_done)
        group.finished.connect(group.deleteLater)
        self.anims = group
        group.start_all()

    def _animations_done(self) -> None:
        if self.anims is not None and self.anims.state() == QAbstractAnimation.State.Stopped:
            self.anims = None
        for item in self.leaving.values():
            self.pool.retire(item)
        self.leaving.clear()
        for uid, spot in self.spots.items():
            card = self.cards.get(uid)
            if card is not None:
                card.setZValue(spot.z)
        self.settled.emit()

    def _refresh_zones(self, s: State) -> None:
        refresh_counts(s, self.lay, self.zones, self.badges)
        info = cdef(s, s.scheme).scheme if s.scheme >= 0 else None
        wins = info.evil_wins.text() if info is not None and info.evil_wins is not None else ""
        self.clock.show_progress(evil_progress(s), self.lay.scheme, wins)
        self.attack.set_value(s.turn.attack)
        self.recruit.set_value(s.turn.recruit)

    # --- highlights -------------------------------------------------------------

    def _refresh_highlights(self) -> None:
        s = self.state
        if s is None:
            return
        waits = self.watching(s)  # a bot's turn: its moves are watched, not offered
        self.legal = legal_actions(s) if not (self.hide_hand or waits) else []
        self.card_action = {}
        for a in self.legal:
            if isinstance(a, (PlayCard, Recruit, Fight)):
                self.card_action[a.uid] = a
            elif isinstance(a, FightMastermind):
                self.card_action[s.mastermind] = a
            elif isinstance(a, Choose) and s.pending is not None:
                uid = s.pending.options[a.index].uid
                if uid >= 0 and uid in self.cards and self.cards[uid].zone not in STACKED:
                    self.card_action[uid] = a  # a pile's top card is not lit: its pile's cards get buttons
        pending = s.pending is not None
        for uid, item in self.cards.items():
            act = self.card_action.get(uid)
            glow = Glow.NONE if act is None else Glow.OPTION if isinstance(act, Choose) else Glow.LEGAL
            light(item, glow, pending and act is None)
        for z in self.zones.values():
            light(z, Glow.NONE, False)
        for t in (self.attack, self.recruit):
            light(t, Glow.NONE, False)
        self.end_turn.set_enabled(EndTurn() in self.legal)
        self.end_turn.restyle(
            text="End Showdown Turn" if s.turn.showdown else "End Turn", primary=self.legal == [EndTurn()]
        )
        self.heal.set_enabled(Heal() in self.legal)
        self.heal.setVisible(Heal() in self.legal)
        plays = s.pending is None and any(isinstance(a, PlayCard) for a in self.legal)
        self.play_all_button.set_enabled(plays)
        self.play_all_button.setVisible(plays)
        on_mat = {u for u, a in self.card_action.items() if isinstance(a, Choose)}
        widths, compact = self.prompt_room
        area = prompt_area(self.lay, len(s.players[s.current].played), widths)
        places = option_places(s)
        self.prompt.show_pending(s, area, on_mat, self._thumb, self.lay.card_w, places, bool(waits), compact)
        self.strip.show_state(s)
        self.focus_index = -1
        self._show_focus()

    def say(self, text: str) -> None:
        """Show a notice across the top of the city for a few seconds."""
        lay = self.lay
        h = max(26.0, lay.card_w * 0.32)
        self.notice.say(text, Box(lay.street.x, lay.strip.bottom + 2, lay.street.w, h))

    def _thumb(self, uid: int) -> QPixmap | None:
        s = self.state
        if s is None:
            return None
        return self._face(s.card_ids[uid], self.lay.card_w * 0.3)

    # --- clicks and drags -------------------------------------------------------

    def play_all(self) -> int:
        """Play every card in hand that asks nothing, one undo step each, class triggers kept firing.

        Stops before a card that asks a question; the status line says what is left. How many were played.
        """
        from bigtrouble.bots.play_all import play_all_plan

        s = self.state
        if s is None or self._bot_turn(s):
            return 0
        plan = play_all_plan(s)
        done = 0
        for action in plan:
            if not self._do(action):
                break
            done += 1
        left = len(self.state.players[self.state.current].hand) if self.state is not None else 0
        if not plan:
            self.status.emit("Each card in your hand asks you something: play them one at a time.")
        elif left and self.state is not None and any(isinstance(a, PlayCard) for a in self.legal):
            cards = "1 card" if done == 1 else f"{done} cards"
            self.status.emit(f"Played {cards}; the rest ask you something, so they wait for you.")
        return done

    def _do(self, action: Action) -> bool:
        """Submit ``action``; say why when it is refused. True when it was done."""
        if isinstance(action, EndTurn) and self.state is not None and not self.may_end_turn(self.state):
            return False
        error = self.submit(action)
        if error:
            self.status.emit(error)
            return False
        return True

    def _bot_turn(self, s: State | None) -> bool:
        """True in a bot's turn (``watching``), after saying what the person can do instead of its moves."""
        if waits := (self.watching(s) if s is not None else ""):
            self.status.emit(waits)
        return bool(waits)

    def decline(self) -> bool:
        """Escape: decline the pending choice when it may be declined (and the person, not a bot, decides).

        True when the choice was declined; a choice that must be answered is left as it is.
        """
        s = self.state
        if s is None or s.pending is None or not s.pending.optional or self._bot_turn(s):
            return False
        return self._do(Decline())

    def _answer(self, action: Action) -> None:
        """A prompt button was clicked."""
        self._do(action)

    def natural_action(self, item: CardItem) -> Action | None:
        """What dragging or clicking this card means, legal or not."""
        s = self.state
        if s is None or s.pending is not None:
            return None
        zone = item.zone
        if zone == "hand":
            return PlayCard(item.uid)
        if zone.startswith("hq:") or zone == "uncle_chu":
            return Recruit(item.uid)
        if zone.startswith("city:"):
            return Fight(item.uid)
        if zone == "mastermind":
            return FightMastermind()
        return None

    def card_clicked(self, item: CardItem) -> None:
        """A click: answer the pending choice with this card, or do its natural action."""
        s = self.state
        if s is None or item.uid not in self.cards or (item.zone not in OPEN_PILES and self._bot_turn(s)):
            return
        act = self.card_action.get(item.uid)
        if s.pending is not None:
            if isinstance(act, Choose):
                self._do(act)
            elif any(isinstance(a, Choose) for a in self.card_action.values()):
                self.status.emit(f"Choose one of the lit cards. {s.pending.prompt}")
            else:
                self.status.emit(f"Choose with the buttons in the prompt. {s.pending.prompt}")
            return
        natural = self.natural_action(item)
        if natural is not None:
            self._do(natural)
        elif item.zone in OPEN_PILES:
            self.pile_inspected.emit(item.zone)

    def zone_clicked(self, zone: ZoneItem) -> None:
        """A click on a pile: face-up piles (KO, Escaped, your discard and Victory Pile) can be looked through."""
        if zone.key in OPEN_PILES:
            self.pile_inspected.emit(zone.key)

    def card_hovered(self, item: CardItem, inside: bool) -> None:
        """The pointer entered or left a card."""
        if self.drag is None:
            self.hovered.emit(item.card_id if inside and item.showing_face() else "")

    def card_inspected(self, item: CardItem) -> None:
        """Right-click: open the large card viewer (in table mode the right-click is the card's Move menu)."""
        if item.showing_face() and not (self.state is not None and self.state.table_mode):
            self.inspected.emit(item.card_id)

    def begin_drag(self, item: CardItem) -> bool:
        """Start dragging ``item`` if it can go somewhere; light its target, dim the rest."""
        if self.table_drag.on():
            return self.table_drag.begin(item)
        act = self.natural_action(item)
        if act is None or item.uid in self.leaving or self._bot_turn(self.state):
            return False
        self.finish_animations()
        key = TARGETS[type(act)]
        legal = act in self.legal
        self.drag = (item, act, key)
        self.hovered.emit("")
        item.setZValue(1000)
        for other in self.cards.values():
            if other is not item:
                light(other, other.glow, True)
        for z in self.zones.values():
            light(z, Glow.TARGET if z.key == key and legal else Glow.NONE, z.key != key or not legal)
        for t in (self.attack, self.recruit):
            light(t, Glow.TARGET if t.key == key and legal else Glow.NONE, t.key != key or not legal)
        return True

    def drop_key(self, pos: QPointF) -> str:
        """Which drop zone is under ``pos`` ("" for none)."""
        return drop_zone(self.lay, pos.x(), pos.y())

    def update_drag(self, item: CardItem, pos: QPointF) -> None:
        """Light the target more brightly while the card is over it."""
        if self.table_drag.item is item:
            self.table_drag.update(item, pos)
            return
        if self.drag is None:
            return
        _, act, key = self.drag
        over = self.drop_key(pos) == key and act in self.legal
        target = self.attack if key == "attack" else self.zones[key]
        glow = Glow.HOVER_TARGET if over else Glow.TARGET if act in self.legal else Glow.NONE
        if target.glow is not glow:
            target.glow = glow
            target.update()

    def end_drag(self, item: CardItem, pos: QPointF) -> None:
        """Drop: submit the action on its target, or send the card back and say why."""
        if self.table_drag.item is item:
            refused = self.table_drag.drop(item, pos)
            if refused is not None:
                if refused:
                    self.status.emit(refused)
                self._return_home(item)
                self._refresh_highlights()
            return
        if self.drag is None:
            return
        _, act, key = self.drag
        self.drag = None
        dropped_on = self.drop_key(pos)
        if dropped_on == key and self._do(act):
            return
        if not dropped_on:
            self.status.emit(f"Nothing on the mat takes a card there, so it went back. {HOW_TO[key]}")
        elif dropped_on != key:
            self.status.emit(HOW_TO[key])
        self._return_home(item)
        self._refresh_highlights()

    def drop_card(self, uid: int, key: str) -> str | None:
        """Drop card ``uid`` on zone ``key`` without a mouse (tests, keyboard): the error sentence, if any."""
        item = self.cards.get(uid)
        if item is None:
            return "That card is not on the mat."
        act = self.natural_action(item)
        if act is None:
            return "That card can't be moved."
        if TARGETS[type(act)] != key:
            return HOW_TO[TARGETS[type(act)]]
        return self.submit(act)

    def _return_home(self, item: CardItem) -> None:
        spot = self.spots.get(item.uid)
        if spot is None:
            return
        target = QPointF(spot.box.x, spot.box.y)
        if self.anim_ms <= 0:
            item.setPos(target)
            item.setZValue(spot.z)
            return
        group = Motion(self)
        group.move(item, target, max(self.anim_ms, 220), QEasingCurve.Type.OutBack)
        self._play(group)

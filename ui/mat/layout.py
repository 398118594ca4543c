"""Where everything sits on the mat: pure geometry, no Qt, testable without a view.

The mat follows the physical board: the city runs from the Villain Deck on the
right toward the Escaped pile on the left (Sewers, Bank, Rooftops, Streets,
Bridge), the HQ beneath it, the Mastermind and Scheme at the left end, shared
stacks at the right, and the player's area below. Sizes come from the view's
size, so the mat fills any window from 1366x768 to 4K.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields, replace

CARD_RATIO = 1.4
"""Card height / width (the renderer's aspect)."""

COLUMNS = 10
WIDTH_UNITS = 11.7
"""The mat's width in card widths: 10 columns, their gaps and the margins."""
HEIGHT_UNITS = 6.62
"""The mat's height in card widths, below the player strip."""


@dataclass(frozen=True)
class Box:
    """A rectangle in scene coordinates."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        """The x of the right edge."""
        return self.x + self.w

    @property
    def bottom(self) -> float:
        """The y of the bottom edge."""
        return self.y + self.h

    @property
    def cx(self) -> float:
        """The x of the centre."""
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        """The y of the centre."""
        return self.y + self.h / 2

    def contains(self, x: float, y: float) -> bool:
        """Whether the point is inside."""
        return self.x <= x <= self.right and self.y <= y <= self.bottom

    def union(self, other: Box) -> Box:
        """The smallest box holding both."""
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Box(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)

    def inset(self, d: float) -> Box:
        """The box shrunk by ``d`` on every side."""
        return Box(self.x + d, self.y + d, self.w - 2 * d, self.h - 2 * d)


@dataclass(frozen=True)
class MatLayout:
    """Every zone's rectangle for one view size.

    ``city[i]`` and ``hq[i]`` are indexed like ``State.city`` (0 = Sewers, 4 = Bridge).
    """

    width: float
    height: float
    card_w: float
    card_h: float
    small_w: float
    small_h: float
    strip: Box
    street: Box
    counter: Box
    city: tuple[Box, ...]
    city_labels: tuple[Box, ...]
    hq: tuple[Box, ...]
    hq_labels: tuple[Box, ...]
    chinatown: Box
    chinatown_hq: Box
    mastermind: Box
    scheme: Box
    escaped: Box
    ko: Box
    villain_deck: Box
    hero_deck: Box
    bystanders: Box
    uncle_chu: Box
    wounds: Box
    mediocre: Box
    player_area: Box
    played: Box
    hand: Box
    deck: Box
    discard: Box
    victory: Box
    attack: Box
    recruit: Box
    end_turn: Box
    heal: Box
    play_all: Box
    whatnow: Box
    prompt: Box

    @property
    def card_size(self) -> tuple[float, float]:
        """The full card size."""
        return self.card_w, self.card_h


def card_width_for(width: float, height: float, strip_h: float) -> float:
    """The largest card width that lets the whole mat fit ``width`` x ``height``."""
    return max(30.0, min(width / WIDTH_UNITS, (height - strip_h) / HEIGHT_UNITS))


def compute(width: float, height: float) -> MatLayout:
    """Lay the mat out in a ``width`` x ``height`` view (scene units = view pixels)."""
    strip_h = max(30.0, min(64.0, height * 0.05))
    cw = int(card_width_for(width, height, strip_h))
    ch = round(cw * CARD_RATIO)
    gap, big_gap = cw * 0.1, cw * 0.3
    used_w = cw * WIDTH_UNITS
    left = (width - used_w) / 2 + cw * 0.2
    xs: list[float] = []
    x = left
    for c in range(COLUMNS):
        xs.append(x)
        x += cw + (big_gap if c in (1, 6) else gap)
    used_h = strip_h + cw * HEIGHT_UNITS
    top = strip_h + max(0.0, (height - used_h) / 2)
    city_label_h = cw * 0.4
    captive_h = cw * 0.3
    y_city = top + city_label_h
    y_hq = y_city + ch + captive_h
    y_played = y_hq + ch + cw * 0.36
    sw, sh = int(cw * 0.78), round(int(cw * 0.78) * CARD_RATIO)
    y_hand = y_played + sh + cw * 0.22

    def col(i: int, y: float) -> Box:
        return Box(xs[i], y, cw, ch)

    city = tuple(col(6 - i, y_city) for i in range(5))
    hq = tuple(col(6 - i, y_hq) for i in range(5))
    city_labels = tuple(Box(b.x, b.y - city_label_h, b.w, city_label_h) for b in city)
    hq_labels = tuple(Box(b.x, b.y - captive_h, b.w, captive_h) for b in hq)
    chinatown = city_labels[3].union(city[2]).inset(-gap * 0.45)
    chinatown_hq = hq[3].union(hq[2]).inset(-gap * 0.45)
    street = Box(xs[1] - gap, y_city - cw * 0.08, xs[6] + cw - xs[1] + 2 * gap, ch + cw * 0.16)
    counter = Box(xs[2] - gap, y_hq - cw * 0.08, xs[6] + cw - xs[2] + 2 * gap, ch + cw * 0.16)
    hand_right = xs[6] + cw
    area_x = xs[0] - cw * 0.15
    area_y = y_played - cw * 0.2
    player_area = Box(area_x, area_y, xs[9] + cw * 1.15 - area_x, y_hand + ch + cw * 0.1 - area_y)
    played = Box(xs[0], y_played, hand_right - xs[0], sh)
    hand = Box(xs[0], y_hand, hand_right - xs[0], ch)
    token = min(cw * 0.9, sh * 0.62)
    attack = Box(xs[7] + (cw - token) / 2, y_played + cw * 0.02, token, token)
    recruit = Box(xs[8] + (cw - token) / 2, y_played + cw * 0.02, token, token)
    # Four buttons down the right of the Played row (End Turn, Play All, Heal, What can I do?), clear of the
    # Victory Pile's count badge beneath them: on a small mat they get shorter rather than overlap it.
    top_button = y_played + cw * 0.02
    room = y_hand - cw * 0.21 - top_button  # above the Victory Pile's title
    button_h = min(max(22.0, cw * 0.26), (room - 3 * cw * 0.03) / 4)
    pitch = button_h + min(cw * 0.04, (room - 4 * button_h) / 3)
    end_turn = Box(xs[9], top_button, cw, button_h)
    play_all = Box(xs[9], top_button + pitch, cw, button_h)
    heal = Box(xs[9], top_button + 2 * pitch, cw, button_h)
    whatnow = Box(xs[9], top_button + 3 * pitch, cw, button_h)
    # The band of the Played row a choice is asked in, right of the cards played (``prompt_area``).
    prompt = Box(xs[0], y_played - cw * 0.02, hand_right - xs[0], sh * 0.62)
    return _snapped(
        MatLayout(
            width=width,
            height=height,
            card_w=cw,
            card_h=ch,
            small_w=sw,
            small_h=sh,
            strip=Box(0, 0, width, strip_h),
            street=street,
            counter=counter,
            city=city,
            city_labels=city_labels,
            hq=hq,
            hq_labels=hq_labels,
            chinatown=chinatown,
            chinatown_hq=chinatown_hq,
            mastermind=col(0, y_city),
            scheme=col(0, y_hq),
            escaped=col(1, y_city),
            ko=col(1, y_hq),
            villain_deck=col(7, y_city),
            hero_deck=col(7, y_hq),
            bystanders=col(8, y_city),
            uncle_chu=col(8, y_hq),
            wounds=col(9, y_city),
            mediocre=col(9, y_hq),
            player_area=player_area,
            played=played,
            hand=hand,
            deck=col(7, y_hand),
            discard=col(8, y_hand),
            victory=col(9, y_hand),
            attack=attack,
            recruit=recruit,
            end_turn=end_turn,
            heal=heal,
            play_all=play_all,
            whatnow=whatnow,
            prompt=prompt,
        )
    )


def snap(b: Box) -> Box:
    """The box on whole pixels (pixmaps drawn at whole pixels need no filtering: crisp and fast)."""
    x, y = math.floor(b.x + 0.5), math.floor(b.y + 0.5)
    return Box(x, y, math.floor(b.x + b.w + 0.5) - x, math.floor(b.y + b.h + 0.5) - y)


def _snapped(lay: MatLayout) -> MatLayout:
    changes: dict[str, object] = {}
    for f in fields(lay):
        value = getattr(lay, f.name)
        if isinstance(value, Box):
            changes[f.name] = snap(value)
        elif isinstance(value, tuple):
            changes[f.name] = tuple(snap(b) for b in value)
    return replace(lay, **changes)  # type: ignore[arg-type]


def row(area: Box, n: int, w: float, h: float, gap: float) -> list[Box]:
    """``n`` cards of ``w`` x ``h`` left to right in ``area``, overlapping when they don't fit."""
    if n <= 0:
        return []
    step = w + gap
    if n > 1 and (n - 1) * step + w > area.w:
        step = (area.w - w) / (n - 1)
    return [snap(Box(area.x + i * step, area.y + (area.h - h) / 2, w, h)) for i in range(n)]


PROMPT_MIN_WIDTHS = 3.5
"""How many card widths the Played row keeps free, right of the cards played, for a choice asked there."""


PEEK = 0.15
"""The least of each earlier played card that stays in sight when the row closes up, in small card widths."""


def played_row(lay: MatLayout, n: int, prompting: bool = False, widths: float = PROMPT_MIN_WIDTHS) -> list[Box]:
    """Where the ``n`` cards played sit, left to right, the latest on top. While a choice is asked
    (``prompting``) they close up, overlapping, as far as needed to leave ``widths`` card widths free at the row's
    right for the prompt (:data:`PROMPT_MIN_WIDTHS` unless it needs more, at most :func:`widest_prompt`); the card
    just played stays whole."""
    gap = lay.small_w * 0.06
    cards = row(lay.played, n, lay.small_w, lay.small_h, gap)
    room = lay.prompt.right - lay.card_w * (min(widths, widest_prompt(lay, n)) + 0.15) - lay.played.x - 1
    if prompting and cards and cards[-1].right - lay.played.x > room:
        cards = row(Box(lay.played.x, lay.played.y, room, lay.played.h), n, lay.small_w, lay.small_h, gap)
    return cards


def widest_prompt(lay: MatLayout, n: int) -> float:
    """The most card widths a prompt may take in the Played row beside ``n`` played cards: each earlier card keeps
    :data:`PEEK` of its width in sight, the latest all of it (never less than :data:`PROMPT_MIN_WIDTHS`)."""
    cards = lay.small_w * (1 + PEEK * max(0, n - 1)) if n else 0.0
    free = (lay.prompt.right - lay.played.x - cards - 1) / lay.card_w - 0.15
    return max(PROMPT_MIN_WIDTHS, free)


def prompt_area(lay: MatLayout, played: int, widths: float = PROMPT_MIN_WIDTHS) -> Box:
    """Where a choice is asked: in the Played row, right of the ``played`` cards (closed up to leave ``widths``
    card widths, see :func:`played_row`), so the HQ, the city and the card just played all stay in sight at any
    count."""
    cards = played_row(lay, played, prompting=True, widths=widths)
    start = cards[-1].right + lay.card_w * 0.15 if cards else lay.prompt.x
    return snap(Box(start, lay.prompt.y, lay.prompt.right - start, lay.prompt.h))


def peeks(captor: Box, n: int, reach: float) -> list[Box]:
    """Where ``n`` cards tucked under ``captor`` sit: each peeks out below it, fanned over ``reach``."""
    if n <= 0:
        return []
    step = reach / n
    return [snap(Box(captor.x + captor.w * 0.06 * i, captor.y + step * (i + 1), captor.w, captor.h)) for i in range(n)]

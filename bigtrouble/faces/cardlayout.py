"""Where everything goes on a card face, and rules text fitted into its box.

Pure geometry and font measurement (pillow's FreeType fonts), no drawing: the
:class:`CardLayout` says where the art, the name, the text and the badges sit and
which lines of text at which size fill the text box, so tests can check that text
never spills out and the renderer only paints what the layout decided.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

import attrs
from attrs import frozen
from PIL import ImageFont

from bigtrouble.cards.defs import CardDef, HeroClass, Kind
from bigtrouble.cards.text import ability_lines
from bigtrouble.resources import asset_path

CARD_RATIO = 1.4

FONT_FILES = {
    "body": "DejaVuSansCondensed.ttf",
    "bold": "DejaVuSansCondensed-Bold.ttf",
    "italic": "DejaVuSansCondensed-Oblique.ttf",
    "title": "DejaVuSerifCondensed-Bold.ttf",
}

MIN_TEXT_PX = 5
LINE_STEP = 1.17


@lru_cache(maxsize=256)
def font(style: str, size: int) -> ImageFont.FreeTypeFont:
    """The bundled font for ``style`` (body, bold, italic, title) at ``size`` pixels."""
    path = asset_path("fonts", FONT_FILES[style])
    return ImageFont.truetype(str(path), max(1, size), layout_engine=ImageFont.Layout.BASIC)


@frozen
class Box:
    """A rectangle in pixels: left, top, right, bottom (right and bottom exclusive)."""

    x0: int
    y0: int
    x1: int
    y1: int

    @property
    def w(self) -> int:
        """Width."""
        return self.x1 - self.x0

    @property
    def h(self) -> int:
        """Height."""
        return self.y1 - self.y0

    def contains(self, other: Box) -> bool:
        """Whether ``other`` lies wholly inside this box."""
        return self.x0 <= other.x0 and self.y0 <= other.y0 and other.x1 <= self.x1 and other.y1 <= self.y1


@frozen
class Run:
    """One piece of a laid-out line: text in a style, or an icon (style ``icon:<name>``)."""

    x: int
    y: int
    text: str
    style: str
    size: int
    ink: Box


@frozen
class TextBlock:
    """Rules or flavour text fitted into ``box``: its runs, font size and whether it was cut."""

    box: Box
    size: int
    runs: tuple[Run, ...]
    truncated: bool = False

    @property
    def bounds(self) -> Box | None:
        """The smallest box holding every run's ink, or None when there is no text."""
        if not self.runs:
            return None
        return Box(
            min(r.ink.x0 for r in self.runs),
            min(r.ink.y0 for r in self.runs),
            max(r.ink.x1 for r in self.runs),
            max(r.ink.y1 for r in self.runs),
        )


@frozen
class Badge:
    """A round number or icon badge: what it shows and where its centre and radius are."""

    kind: str  # cost, recruit, attack, vp, class, seal, rarity
    text: str
    cx: int
    cy: int
    r: int

    @property
    def box(self) -> Box:
        """The square the badge is drawn in."""
        return Box(self.cx - self.r, self.cy - self.r, self.cx + self.r, self.cy + self.r)


@frozen
class CardLayout:
    """Every placed part of one card face at one width."""

    width: int
    height: int
    frame: int
    radius: int
    art: Box
    band: Box
    name: TextBlock
    subtitle: TextBlock
    text_box: Box
    ability: TextBlock
    flavor: TextBlock | None
    badges: tuple[Badge, ...]
    origin_mark: Badge | None
    origin_caption: TextBlock | None
    icon: str

    def badge(self, kind: str) -> Badge | None:
        """The badge of a kind (``cost``, ``attack``...), if the card has one."""
        return next((b for b in self.badges if b.kind == kind), None)


# --- words -------------------------------------------------------------------------

KEYWORDS = re.compile(
    r"^(Ambush|Fight|Escape|Master Strike|Always Leads|Setup|Special Rules|Twists? \d+-\d+|Twist|Evil Wins|Heal"
    r"|Showdown):"
)
CLASS_WORDS = {f"{c.title}:": c.value for c in HeroClass}
# Each class trigger after the first sentence starts its own line, as printed cards do.
CLASS_BREAK = re.compile(r"(?<=[.!])\s+(?=(?:" + "|".join(c.title for c in HeroClass) + r"):)")

Token = tuple[str, str]  # (text, style); style "icon:<name>" for an inline icon


def tokenize(paragraph: str) -> list[list[Token]]:
    """Split a paragraph into unbreakable units (a word, or an icon glued to its word)."""
    words = paragraph.split()
    bold_count = 0
    m = KEYWORDS.match(paragraph)
    if m:
        bold_count = len(m.group(0).split())
    units: list[list[Token]] = []
    for i, word in enumerate(words):
        if word in CLASS_WORDS:
            units.append([("", "icon:" + CLASS_WORDS[word]), (word, "bold")])
        else:
            units.append([(word, "bold" if i < bold_count else "body")])
    return units


def _unit_width(unit: list[Token], size: int) -> float:
    total = 0.0
    for text, style in unit:
        if style.startswith("icon:"):
            total += icon_advance(size)
        else:
            total += font(style, size).getlength(text)
    return total


def icon_advance(size: int) -> float:
    """The width an inline icon takes in text of ``size`` pixels, with its gap."""
    return size * 1.05 + max(1, size // 6)


def wrap(paragraphs: list[str], size: int, width: int, style: str = "body") -> list[list[list[Token]]]:
    """Greedy word wrap: each line is a list of units; paragraphs start new lines."""
    lines: list[list[list[Token]]] = []
    space = font(style, size).getlength(" ")
    for para in paragraphs:
        units = tokenize(para) if style == "body" else [[(w, style)] for w in para.split()]
        line: list[list[Token]] = []
        used = 0.0
        for unit in units:
            uw = _unit_width(unit, size)
            if line and used + space + uw > width:
                lines.append(line)
                line, used = [], 0.0
            used += (space if line else 0.0) + uw
            line.append(unit)
        if line:
            lines.append(line)
    return lines


def segments(line: list[list[Token]]) -> list[Token]:
    """A line's units merged into runs of one style, spaces kept, so each run is drawn in one go."""
    segs: list[Token] = []
    for j, unit in enumerate(line):
        for k, (text, st) in enumerate(unit):
            if j > 0 and k == 0 and segs and not segs[-1][1].startswith("icon:"):
                segs[-1] = (segs[-1][0] + " ", segs[-1][1])
            if segs and segs[-1][1] == st and not st.startswith("icon:"):
                segs[-1] = (segs[-1][0] + text, st)
            else:
                segs.append((text, st))
    return segs


def _seg_width(text: str, st: str, size: int) -> float:
    return icon_advance(size) if st.startswith("icon:") else font(st, size).getlength(text)


def _line_width(line: list[list[Token]], size: int, style: str) -> float:
    return sum(_seg_width(text, st, size) for text, st in segments(line))


def line_step(size: int) -> int:
    """The distance between baselines of text at ``size`` pixels."""
    return max(size + 1, round(size * LINE_STEP))


def block_height(n_lines: int, size: int, style: str = "body") -> int:
    """The height ``n_lines`` of text take, from the first line's top to the last's descender."""
    if n_lines == 0:
        return 0
    ascent, descent = font(style, size).getmetrics()
    return (n_lines - 1) * line_step(size) + ascent + descent


def place(lines: list[list[list[Token]]], size: int, box: Box, top: int, style: str = "body") -> tuple[Run, ...]:
    """Runs for ``lines`` centred across ``box``, the first line's top at ``top``."""
    runs: list[Run] = []
    for i, line in enumerate(lines):
        y = top + i * line_step(size)
        x = box.x0 + (box.w - _line_width(line, size, style)) / 2
        for text, st in segments(line):
            if st.startswith("icon:"):
                ink = Box(round(x), y + round(size * 0.12), round(x + size * 1.05), y + round(size * 1.17))
                runs.append(Run(round(x), y, "", st, size, ink))
            else:
                bb = font(st, size).getbbox(text, anchor="la")
                x0 = round(x)
                ink = Box(x0 + math.floor(bb[0]), y + math.floor(bb[1]), x0 + math.ceil(bb[2]), y + math.ceil(bb[3]))
                runs.append(Run(round(x), y, text, st, size, ink))
            x += _seg_width(text, st, size)
    return tuple(runs)


def fit_lines(
    paragraphs: list[str], box: Box, max_size: int, style: str = "body", min_size: int = MIN_TEXT_PX
) -> tuple[int, list[list[list[Token]]], bool]:
    """The largest size (down to ``min_size``) at which the text fits ``box``; cut with "…" if none does."""
    size = max(max_size, min_size)
    while size >= min_size:
        lines = wrap(paragraphs, size, box.w, style)
        if block_height(len(lines), size, style) <= box.h and all(
            _line_width(line, size, style) <= box.w for line in lines
        ):
            return size, lines, False
        size -= 1
    size = min_size
    lines = [ln for ln in wrap(paragraphs, size, box.w, style) if _line_width(ln, size, style) <= box.w]
    while lines and block_height(len(lines), size, style) > box.h:
        lines.pop()
    if lines:
        last = lines[-1]
        last.append([("…", style if style != "body" else "body")])
        while len(last) > 1 and _line_width(last, size, style) > box.w:
            last.pop(-2)
    return size, lines, True


# --- the face ------------------------------------------------------------------------


def subtitle_text(d: CardDef) -> str:
    """The small line under the name: hero, group or kind."""
    family_words = {
        "strategist": "Starter",
        "warrior": "Starter",
        "uncle_chu": "Grey Hero",
        "mediocre": "Mediocre Hero",
    }
    if d.kind is Kind.HERO:
        return d.group or family_words.get(d.family, "Grey Hero" if d.cls is None else "Hero")
    kind_words = {
        Kind.VILLAIN: "Villain",
        Kind.HENCHMAN: "Henchman",
        Kind.MASTERMIND: "Mastermind",
        Kind.TACTIC: "Tactic",
        Kind.SCHEME: "Scheme",
        Kind.BYSTANDER: "Bystander",
        Kind.WOUND: "Wound",
        Kind.TWIST: "Villain Deck",
        Kind.STRIKE: "Villain Deck",
    }
    words = kind_words[d.kind]
    if d.group and d.kind in (Kind.VILLAIN, Kind.HENCHMAN, Kind.TACTIC, Kind.BYSTANDER):
        words += " · " + d.group
    return words


def card_icon(d: CardDef) -> str:
    """The glyph in the card's top-right medallion: its class, or its kind or family."""
    if d.kind is Kind.HERO:
        if d.cls is not None:
            return d.cls.value
        return {"strategist": "coin", "warrior": "hatchet", "uncle_chu": "teacup", "mediocre": "mediocre"}.get(
            d.family, "lantern"
        )
    return str(d.kind.value)


def _num(value: int, plus: bool) -> str:
    return f"{value}+" if plus else str(value)


def _has_numbers(d: CardDef) -> bool:
    return d.recruit is not None or d.attack is not None or d.vp > 0


def footer_height(d: CardDef, w: int) -> int:
    """The strip under the text box: tall enough for number badges, short when there are none."""
    if _has_numbers(d):
        return round(w * 0.15)
    return round(w * (0.13 if w >= CAPTION_MIN_WIDTH and d.is_house else 0.1))


def _badges(d: CardDef, w: int, h: int, frame: int, footer_y: int) -> tuple[list[Badge], Badge | None]:
    r_top = round(w * 0.085)
    top_y = frame + round(w * 0.07)
    badges: list[Badge] = []
    if d.kind is Kind.HERO:
        badges.append(Badge("cost", str(d.cost), frame + round(w * 0.07), top_y, r_top))
    badges.append(Badge("class", card_icon(d), w - frame - round(w * 0.07), top_y, round(w * 0.075)))
    r_low = round(w * 0.088)
    low_y = footer_y + (h - frame - footer_y) // 2
    left_x, right_x = frame + round(w * 0.1), w - frame - round(w * 0.1)
    left: list[Badge] = []
    if d.recruit is not None:
        left.append(Badge("recruit", _num(d.recruit, d.recruit_plus), left_x, low_y, r_low))
    if d.vp:
        x = left_x if not left else left_x + round(w * 0.2)
        left.append(Badge("vp", str(d.vp), x, low_y, round(w * 0.075)))
    badges += left
    if d.attack is not None:
        badges.append(Badge("attack", _num(d.attack, d.attack_plus), right_x, low_y, r_low))
    seal = None
    if d.is_house:
        sx = w // 2 if len(left) < 2 else right_x - round(w * 0.2)
        r = round(w * 0.04)
        sy = low_y if w < CAPTION_MIN_WIDTH else footer_y + round(w * 0.012) + r
        seal = Badge("seal", ORIGIN_CAPTION, sx, sy, r)
    return badges, seal


ORIGIN_CAPTION = "designed for this edition"
CAPTION_MIN_WIDTH = 300  # below this the seal alone marks a house card
ART_HEIGHTS = (0.6, 0.53, 0.46, 0.39, 0.32)  # of the width: smaller art when the text needs room


def layout_card(d: CardDef, width: int) -> CardLayout:
    """Lay out the face of ``d`` at ``width`` pixels (height ``round(width * CARD_RATIO)``; 60 at least)."""
    w = max(60, width)
    h = round(w * CARD_RATIO)
    frame = max(2, round(w * 0.045))
    radius = max(3, round(w * 0.055))
    footer_y = h - frame - footer_height(d, w)
    badges, seal = _badges(d, w, h, frame, footer_y)
    caption = _caption(seal, w, h - frame) if seal is not None and w >= CAPTION_MIN_WIDTH else None
    paragraphs = [part for line in ability_lines(d) for part in CLASS_BREAK.split(line)]
    flavor = d.flavor.strip()
    body_max = max(MIN_TEXT_PX, round(w * 0.064))
    comfortable = max(MIN_TEXT_PX, round(w * 0.052))
    best: CardLayout | None = None
    for share in ART_HEIGHTS:
        lay = _layout_with_art(d, w, h, frame, radius, footer_y, share, paragraphs, flavor, body_max)
        lay = attrs.evolve(lay, badges=tuple(badges), origin_mark=seal, origin_caption=caption)
        if best is None or lay.ability.size > best.ability.size:
            best = lay
        if lay.ability.size >= comfortable and not lay.ability.truncated:
            return lay
    assert best is not None
    return best


def _caption(seal: Badge, w: int, bottom: int) -> TextBlock:
    box = Box(seal.cx - round(w * 0.2), seal.cy + seal.r + max(1, round(w * 0.004)), seal.cx + round(w * 0.2), bottom)
    size, lines, cut = fit_lines([ORIGIN_CAPTION], box, max(MIN_TEXT_PX, round(w * 0.027)), "italic")
    return TextBlock(box, size, place(lines, size, box, box.y0, "italic"), cut)


def _layout_with_art(
    d: CardDef,
    w: int,
    h: int,
    frame: int,
    radius: int,
    footer_y: int,
    share: float,
    paragraphs: list[str],
    flavor: str,
    body_max: int,
) -> CardLayout:
    art = Box(frame, frame, w - frame, frame + round(w * share))
    gem = round(w * 0.055) if d.rarity is not None else 0
    band_h = round(w * 0.165)
    side = round(band_h * 0.28) + round(w * 0.02) + gem
    overhang = max(1, w // 80)
    sub_size = max(MIN_TEXT_PX, round(w * 0.042))
    sub_h = block_height(1, sub_size, "bold")
    n_size, n_lines = name_size(d.name, w - 2 * (frame - overhang) - 2 * side, w)
    if n_lines > 1:
        band_h = max(band_h, round(w * 0.022) + block_height(n_lines, n_size, "title") + sub_h)
    band = Box(frame - overhang, art.y1 - round(w * 0.02), w - frame + overhang, art.y1 + band_h)
    name_box = Box(band.x0 + side, band.y0 + round(w * 0.01), band.x1 - side, band.y1 - round(w * 0.008) - sub_h)
    name = _fit_name(d.name, name_box, n_size)
    sub_box = Box(name_box.x0 - gem, name_box.y1, name_box.x1 + gem, band.y1 - round(w * 0.004))
    s_size, s_lines, s_cut = fit_lines([subtitle_text(d).upper()], sub_box, sub_size, "bold")
    subtitle = TextBlock(sub_box, s_size, place(s_lines, s_size, sub_box, sub_box.y0, "bold"), s_cut)
    pad = max(2, round(w * 0.035))
    outer = Box(frame + round(w * 0.015), band.y1 + round(w * 0.018), w - frame - round(w * 0.015), footer_y)
    text_box = Box(outer.x0 + pad, outer.y0 + pad // 2, outer.x1 - pad, outer.y1 - pad // 2)
    ability, flavor_block = _fit_body(paragraphs, flavor, text_box, body_max, w)
    return CardLayout(
        width=w,
        height=h,
        frame=frame,
        radius=radius,
        art=art,
        band=band,
        name=name,
        subtitle=subtitle,
        text_box=outer,
        ability=ability,
        flavor=flavor_block,
        badges=(),
        origin_mark=None,
        origin_caption=None,
        icon=card_icon(d),
    )


def name_size(name: str, avail: int, w: int) -> tuple[int, int]:
    """The title size and line count for a card name: one line if it fits large enough, else two."""
    for size in range(max(MIN_TEXT_PX, round(w * 0.088)), max(MIN_TEXT_PX, round(w * 0.062)) - 1, -1):
        if font("title", size).getlength(name) <= avail:
            return size, 1
    two = max(MIN_TEXT_PX, round(w * 0.058))
    if len(wrap([name], two, avail, "title")) == 2:
        return two, 2
    return max(MIN_TEXT_PX, round(w * 0.062)), 1


def _fit_name(name: str, box: Box, size: int) -> TextBlock:
    size, lines, cut = fit_lines([name], box, size, "title")
    if len(lines) == 2 and not cut:
        lines = balanced_pair(name.split(), size)
    top = box.y0 + (box.h - block_height(len(lines), size, "title")) // 2
    return TextBlock(box, size, place(lines, size, box, top, "title"), cut)


def balanced_pair(words: list[str], size: int) -> list[list[list[Token]]]:
    """Two title lines broken where the longer line is shortest (no lone last word)."""

    def width(part: list[str]) -> float:
        return font("title", size).getlength(" ".join(part))

    cut = min(range(1, len(words)), key=lambda i: max(width(words[:i]), width(words[i:])))
    return [[[(wd, "title")] for wd in words[:cut]], [[(wd, "title")] for wd in words[cut:]]]


def _fit_body(
    paragraphs: list[str], flavor: str, box: Box, body_max: int, w: int
) -> tuple[TextBlock, TextBlock | None]:
    if not paragraphs:
        if not flavor:
            return TextBlock(box, body_max, ()), None
        size, lines, cut = fit_lines([flavor], box, body_max, "italic")
        top = box.y0 + (box.h - block_height(len(lines), size, "italic")) // 2
        return TextBlock(box, body_max, ()), TextBlock(box, size, place(lines, size, box, top, "italic"), cut)
    size, lines, cut = fit_lines(paragraphs, box, body_max)
    body_h = block_height(len(lines), size)
    flavor_block: TextBlock | None = None
    total = body_h
    if flavor and not cut:
        gap = max(3, round(size * 0.9))
        f_size = min(size, max(MIN_TEXT_PX, round(w * 0.05)))
        f_min = max(MIN_TEXT_PX + 1, round(w * 0.038))
        room = Box(box.x0 + round(w * 0.04), box.y0, box.x1 - round(w * 0.04), box.y1 - body_h - gap)
        if room.h > 0 and f_size >= f_min:
            fs, f_lines, f_cut = fit_lines([flavor], Box(room.x0, 0, room.x1, room.h), f_size, "italic", f_min)
            if not f_cut:
                total = body_h + gap + block_height(len(f_lines), fs, "italic")
                f_top = box.y0 + (box.h - total) // 2 + body_h + gap
                f_box = Box(room.x0, f_top, room.x1, box.y1)
                flavor_block = TextBlock(f_box, fs, place(f_lines, fs, f_box, f_top, "italic"))
    top = box.y0 + (box.h - total) // 2
    return TextBlock(box, size, place(lines, size, box, top), cut), flavor_block

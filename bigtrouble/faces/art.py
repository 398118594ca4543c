"""Generated illustrations for card faces: Chinatown at night, drawn with pillow.

No card art exists, so each card gets a small scene built from simple motifs
(:mod:`bigtrouble.faces.motifs`). The theme and palette follow the card's kind, class and
group; the placement of every motif is seeded from the card id, so a card always looks
the same and two cards rarely look alike.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PIL import Image, ImageDraw

from bigtrouble.cards.defs import FAMILY_HERO, FAMILY_MEDIOCRE, CardDef, Kind
from bigtrouble.faces.motifs import (
    clouds,
    crowd,
    emblem,
    eyes,
    figure,
    fog,
    lanterns,
    lightning,
    moon,
    neon_sign,
    rain,
    scroll_map,
    sky,
    skyline,
    stars,
    temple,
    tower,
    vortex,
)
from bigtrouble.faces.paint import Canvas, Dice, Palette, hexrgb, mix, vignette

Scene = Callable[[Canvas, Dice, Palette], None]


def _pal(top: str, low: str, ink: str, neon: str, glow: str) -> Palette:
    return Palette(hexrgb(top), hexrgb(low), hexrgb(ink), hexrgb(neon), hexrgb(glow))


CLASS_PALETTES: dict[str, Palette] = {
    "covert": _pal("#14050c", "#6a1a2c", "#0a0306", "#ff5468", "#ff2a48"),
    "instinct": _pal("#161004", "#7a5412", "#0c0803", "#ffd75a", "#ffb020"),
    "magic": _pal("#050a22", "#24488e", "#03061a", "#7cc0ff", "#3d8bff"),
    "strength": _pal("#03120a", "#236634", "#020a05", "#7dff98", "#2fd25a"),
    "tech": _pal("#07090e", "#3c4658", "#040508", "#c8ecff", "#7fc8ff"),
    "grey": _pal("#101114", "#50555e", "#08090b", "#ffc07a", "#ff9a40"),
}

GROUP_PALETTES: dict[str, Palette] = {
    "Wing Kong Gang": _pal("#110508", "#4c0f18", "#070204", "#ff3347", "#ff1030"),
    "Wing Kong Thugs": _pal("#120707", "#55201a", "#080303", "#ff6a3a", "#ff4a10"),
    "Monsters": _pal("#040b08", "#1f3d2b", "#020604", "#b4ff6e", "#7ce03c"),
    "Lords of Death": _pal("#0b0505", "#3e1212", "#050202", "#ff4a3a", "#d01818"),
    "Wing Kong Exchange": _pal("#0b0906", "#514016", "#060503", "#ffd86e", "#ffb82e"),
    "Ceremonial Warriors": _pal("#150706", "#5e1d12", "#090302", "#ffc35a", "#ff8a1e"),
    "Warriors of Lo Pan": _pal("#07081a", "#2b2d58", "#03040c", "#dbe6ff", "#8aa6ff"),
}

KIND_PALETTES: dict[Kind, Palette] = {
    Kind.MASTERMIND: _pal("#0a0512", "#3c1a52", "#040208", "#e6c2ff", "#b060ff"),
    Kind.TACTIC: _pal("#100508", "#52152a", "#060204", "#ffd27a", "#ff9a3a"),
    Kind.SCHEME: _pal("#2a2418", "#e8d6ae", "#3a2a14", "#c0262e", "#c0262e"),
    Kind.BYSTANDER: _pal("#243556", "#e39a6c", "#141a2a", "#ffe2a0", "#ffc060"),
    Kind.WOUND: _pal("#0c0606", "#4a1616", "#050303", "#ff5a4a", "#c01818"),
    Kind.TWIST: _pal("#140a02", "#6a3a0a", "#080400", "#ffc060", "#ff8a10"),
    Kind.STRIKE: _pal("#0c0208", "#4a0a22", "#050104", "#ffd0e0", "#ff3070"),
}

MASTERMIND_PALETTES: dict[str, Palette] = {
    "Six Shooter": GROUP_PALETTES["Wing Kong Gang"],
    "Ching Dai": GROUP_PALETTES["Monsters"],
    "David Lo Pan": GROUP_PALETTES["Wing Kong Exchange"],
    "Sorcerous Lo Pan": _pal("#04100c", "#18463a", "#020806", "#9effd8", "#30e0a0"),
}


def street(c: Canvas, dice: Dice, pal: Palette, sign: str, hero: bool = False) -> None:
    """A Chinatown street at night: rooftops, lanterns, a neon ``sign``, and a rim-lit hero if asked."""
    sky(c, pal)
    stars(c, dice, 18)
    if dice.chance(0.6):
        moon(c, dice, pal)
    else:
        clouds(c, dice, mix(pal.sky_low, (200, 200, 220), 0.25), 0.2, 3, 90)
    skyline(c, dice, mix(pal.ink, pal.sky_low, 0.35), 0.72, 0.15, 0.35, None, roofs=0.5)
    lanterns(c, dice, dice.uniform(0.16, 0.3))
    skyline(c, dice, pal.ink, 1.0, 0.2, 0.42, mix(pal.neon, (255, 200, 120), 0.5), roofs=0.35)
    sx = dice.pick((dice.uniform(0.06, 0.18), dice.uniform(0.62, 0.74)))
    neon_sign(c, dice, sx, dice.uniform(0.4, 0.5), 0.2, 0.34, pal, sign)
    if hero:
        hx = dice.uniform(0.62, 0.74) if sx < 0.5 else dice.uniform(0.26, 0.38)
        figure(c, dice, hx, 1.04, dice.uniform(0.66, 0.78), pal.ink, pal.neon)
    if dice.chance(0.35):
        rain(c, dice, mix(pal.neon, (220, 230, 255), 0.6), 60)


def alley(c: Canvas, dice: Dice, pal: Palette, sign: str, crowd_size: int) -> None:
    """A back alley between brick walls, neon on both sides, gang members in the haze."""
    sky(c, pal)
    d = ImageDraw.Draw(c.img)
    wall = mix(pal.ink, pal.sky_low, 0.3)
    left, right = dice.uniform(0.22, 0.3), dice.uniform(0.7, 0.78)
    d.rectangle(c.box(0, 0, left, 1), fill=wall)
    d.rectangle(c.box(right, 0, 1, 1), fill=wall)
    brick = mix(wall, (0, 0, 0), 0.35)
    for row in range(16):
        y = row / 16
        d.line([c.p(0, y), c.p(left, y)], fill=brick, width=1)
        d.line([c.p(right, y), c.p(1, y)], fill=brick, width=1)
    d.polygon([c.p(left, 0.58), c.p(right, 0.58), c.p(1, 1), c.p(0, 1)], fill=mix(pal.ink, pal.sky_low, 0.12))
    neon_sign(c, dice, dice.uniform(0.03, 0.06), dice.uniform(0.08, 0.18), 0.17, 0.28, pal, sign)
    other = dice.pick(("hatchet", "coin", "lantern"))
    neon_sign(c, dice, dice.uniform(0.79, 0.82), dice.uniform(0.22, 0.36), 0.15, 0.22, pal, other)
    fog(c, dice, mix(pal.neon, (80, 80, 80), 0.6), 5, low=0.7)
    for i in range(crowd_size):
        x = 0.5 + (i - (crowd_size - 1) / 2) * 0.16 + dice.uniform(-0.03, 0.03)
        near = 1.0 - abs(x - 0.5)
        figure(c, dice, x, 0.95 + 0.03 * near, 0.62 + 0.12 * near, pal.ink, mix(pal.neon, pal.ink, 0.25))
    if dice.chance(0.6):
        rain(c, dice, mix(pal.neon, (255, 255, 255), 0.5), 70)


def lair(c: Canvas, dice: Dice, pal: Palette) -> None:
    """Arches under Chinatown, mist on the floor, eyes in the dark."""
    sky(c, Palette(pal.ink, pal.sky_low, pal.ink, pal.neon, pal.glow))
    d = ImageDraw.Draw(c.img)
    arch = mix(pal.ink, pal.sky_low, 0.25)
    for i in range(3):
        inset = 0.08 + i * 0.12
        d.arc(c.box(inset, 0.1 + i * 0.1, 1 - inset, 1.6), 180, 360, fill=arch, width=max(2, c.w // 30))
    fog(c, dice, mix(pal.neon, (60, 60, 60), 0.55), 9, low=0.45)
    eyes(c, dice, pal.neon, dice.randint(2, 4))


def storm(c: Canvas, dice: Dice, pal: Palette, bolts: int, warriors: int = 0) -> None:
    """Thunderheads and lightning over the rooftops, with storm-hatted warriors if asked."""
    sky(c, pal)
    clouds(c, dice, mix(pal.sky_low, (90, 90, 110), 0.3), 0.12, 5, 170)
    for _ in range(bolts):
        lightning(c, dice, mix(pal.neon, (255, 255, 255), 0.5), pal.glow)
    clouds(c, dice, mix(pal.sky_top, (40, 40, 60), 0.2), 0.05, 4, 200, spread=0.06)
    skyline(c, dice, mix(pal.ink, pal.sky_low, 0.2), 1.0, 0.12, 0.3, None, roofs=0.7)
    for i in range(warriors):
        x = 0.5 + (i - (warriors - 1) / 2) * 0.3 + dice.uniform(-0.04, 0.04)
        figure(c, dice, x, 1.02, dice.uniform(0.62, 0.75), pal.ink, mix(pal.neon, pal.ink, 0.2), hat="storm")
    rain(c, dice, mix(pal.neon, (200, 210, 255), 0.5), 90)


def throne(c: Canvas, dice: Dice, pal: Palette) -> None:
    """The Mastermind: a looming figure in a burst of light, crowned, lightning either side."""
    sky(c, pal)
    over, d = c.layer()
    cx, cy = 0.5, dice.uniform(0.3, 0.4)
    rays = 18
    for i in range(rays):
        a = i * math.tau / rays + dice.uniform(-0.05, 0.05)
        pts = [c.p(cx, cy), c.p(cx + 1.2 * math.cos(a - 0.06), cy + 1.2 * math.sin(a - 0.06))]
        pts.append(c.p(cx + 1.2 * math.cos(a + 0.06), cy + 1.2 * math.sin(a + 0.06)))
        d.polygon(pts, fill=(*pal.neon, 40))
    c.merge(over)
    lightning(c, dice, mix(pal.neon, (255, 255, 255), 0.5), pal.glow, x=dice.uniform(0.08, 0.22))
    lightning(c, dice, mix(pal.neon, (255, 255, 255), 0.5), pal.glow, x=dice.uniform(0.78, 0.92))
    figure(c, dice, 0.5, 1.08, 0.9, pal.ink, mix(pal.neon, pal.ink, 0.1))
    emblem(c, "mastermind", mix(pal.neon, (255, 255, 255), 0.3), pal.glow, 0.5, 0.1, 0.16)
    clouds(c, dice, mix(pal.sky_low, (30, 20, 40), 0.4), 0.95, 5, 200, spread=0.05)


def wound(c: Canvas, dice: Dice, pal: Palette) -> None:
    """A bleeding crack of red light across the dark."""
    sky(c, pal)
    d = ImageDraw.Draw(c.img)
    for _ in range(3):
        x, y = dice.uniform(0.2, 0.8), dice.uniform(0.1, 0.3)
        pts = [(x, y)]
        for _ in range(7):
            x += dice.uniform(-0.08, 0.08)
            y += dice.uniform(0.06, 0.12)
            pts.append((x, y))
        d.line([c.p(*q) for q in pts], fill=mix(pal.neon, (0, 0, 0), 0.3), width=max(2, c.w // 50), joint="curve")
        c.glow_draw.line([c.gbox(px, py, 0, 0)[:2] for px, py in pts], fill=pal.glow, width=2)
    emblem(c, "wound", mix(pal.neon, (90, 0, 0), 0.4), pal.glow, 0.5, 0.55, 0.5)
    fog(c, dice, (70, 20, 20), 6, low=0.6)


def tower_scene(c: Canvas, dice: Dice, pal: Palette) -> None:
    """The Wing Kong Exchange: a lit office tower over the skyline, a suited figure below."""
    sky(c, pal)
    stars(c, dice, 12)
    skyline(c, dice, mix(pal.ink, pal.sky_low, 0.3), 0.8, 0.2, 0.4, None, roofs=0.2)
    tower(c, dice, pal)
    skyline(c, dice, pal.ink, 1.05, 0.12, 0.28, mix(pal.neon, (255, 255, 255), 0.2), roofs=0.5)
    figure(c, dice, dice.uniform(0.3, 0.7), 1.04, 0.55, pal.ink, mix(pal.neon, pal.ink, 0.3), hat="cap")


def bystander_scene(c: Canvas, dice: Dice, pal: Palette) -> None:
    """Dusk on a busy street: lanterns and a crowd of passers-by."""
    sky(c, pal)
    clouds(c, dice, (255, 200, 170), 0.25, 3, 110)
    skyline(c, dice, mix(pal.ink, pal.sky_low, 0.45), 0.78, 0.2, 0.4, None, roofs=0.5)
    lanterns(c, dice, dice.uniform(0.15, 0.25))
    skyline(c, dice, mix(pal.ink, pal.sky_low, 0.2), 0.95, 0.1, 0.25, pal.neon, roofs=0.4)
    crowd(c, dice, pal.ink)


def vortex_scene(c: Canvas, dice: Dice, pal: Palette) -> None:
    """The twist: a storm spiral over the rooftops."""
    sky(c, pal)
    vortex(c, dice, pal)
    skyline(c, dice, pal.ink, 1.0, 0.12, 0.3, None, roofs=0.6)


def ceremony(c: Canvas, dice: Dice, pal: Palette) -> None:
    """Ceremonial warriors before the temple."""
    temple(c, dice, pal, "hatchet")
    for x in (0.26, 0.74):
        figure(c, dice, x + dice.uniform(-0.04, 0.04), 1.02, 0.55, pal.ink, mix(pal.neon, pal.ink, 0.3), hat="cap")


FAMILY_SIGNS = {"strategist": "coin", "warrior": "hatchet", "uncle_chu": "teacup", "mediocre": "mediocre"}

GROUP_THEMES: dict[str, str] = {
    "Wing Kong Gang": "alley",
    "Wing Kong Thugs": "alley",
    "Monsters": "lair",
    "Lords of Death": "lair",
    "Wing Kong Exchange": "tower",
    "Ceremonial Warriors": "ceremony",
    "Warriors of Lo Pan": "storm",
}


def group_scene(group: str, kind: Kind) -> tuple[Palette, Scene]:
    """The palette and scene of a Villain or Henchman group; unknown groups get a stable pick."""
    dice = Dice(group)
    theme = GROUP_THEMES.get(group) or dice.pick(("alley", "lair", "tower", "ceremony", "storm"))
    pal = GROUP_PALETTES.get(group) or dice.pick(tuple(GROUP_PALETTES.values()))
    henchmen = kind is Kind.HENCHMAN
    scenes: dict[str, Scene] = {
        "alley": lambda c, dc, p: alley(c, dc, p, "henchman" if henchmen else "villain", 3 if henchmen else 1),
        "lair": lair,
        "tower": tower_scene,
        "ceremony": ceremony,
        "storm": lambda c, dc, p: storm(c, dc, p, 2, warriors=2 if henchmen else 1),
    }
    return pal, scenes[theme]


def scene_for(d: CardDef) -> tuple[Palette, Scene]:
    """The palette and the scene-drawing function for a card."""
    if d.kind is Kind.HERO:
        key = d.cls.value if d.cls is not None else "grey"
        sign = d.cls.value if d.cls is not None else FAMILY_SIGNS.get(d.family, "lantern")
        hero = d.family in (FAMILY_HERO, FAMILY_MEDIOCRE)
        return CLASS_PALETTES[key], lambda c, dice, pal: street(c, dice, pal, sign, hero)
    if d.kind in (Kind.VILLAIN, Kind.HENCHMAN):
        return group_scene(d.group, d.kind)
    if d.kind is Kind.MASTERMIND:
        return MASTERMIND_PALETTES.get(d.name, KIND_PALETTES[Kind.MASTERMIND]), throne
    if d.kind is Kind.TACTIC:
        sign = Dice(d.id + "/sign").pick(("tactic", "mastermind", "strike", "coin", "lantern"))
        return MASTERMIND_PALETTES.get(d.group, KIND_PALETTES[Kind.TACTIC]), lambda c, dice, pal: temple(
            c, dice, pal, sign
        )
    fixed: dict[Kind, Scene] = {
        Kind.SCHEME: scroll_map,
        Kind.BYSTANDER: bystander_scene,
        Kind.WOUND: wound,
        Kind.TWIST: vortex_scene,
        Kind.STRIKE: lambda c, dice, pal: storm(c, dice, pal, 3),
    }
    return KIND_PALETTES[d.kind], fixed[d.kind]


def illustration(d: CardDef, size: tuple[int, int], oversample: int = 2) -> Image.Image:
    """The card's picture as an RGB image of ``size``, always the same for the same card."""
    w, h = max(1, size[0]), max(1, size[1])
    pal, draw = scene_for(d)
    c = Canvas((w * oversample, h * oversample))
    draw(c, Dice(d.id), pal)
    img = c.finish(glow_radius=max(1.0, c.w / 80))
    img = vignette(img, 0.5 if d.kind is not Kind.SCHEME else 0.3)
    return img.reduce(oversample) if oversample > 1 else img

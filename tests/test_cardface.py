"""Card faces and backs: sizes, text that stays in its box, origin marks, determinism."""

from __future__ import annotations

import subprocess
import sys

import attrs
import pytest
from PIL import Image, ImageChops

from bigtrouble.cards import registry
from bigtrouble.cards.defs import FAMILY_HERO, CardDef, HeroClass, Kind, Origin, Rarity
from bigtrouble.cards.text import card_text
from bigtrouble.effects.basic import ClassTrigger, GainAttack, GainRecruit, Rescue
from bigtrouble.faces.cardface import BACK_KINDS, CARD_RATIO, SEAL_RED, render_back, render_card
from bigtrouble.faces.cardlayout import Box, CardLayout, layout_card

ALL_CARDS = list(registry.CARDS.values())
R = Origin.RULEBOOK

RULEBOOK_ONLY = CardDef(
    id="test/rulebook_only",
    name="Rulebook Card",
    kind=Kind.HERO,
    family=FAMILY_HERO,
    group="Wang Chi",
    cls=HeroClass.INSTINCT,
    rarity=Rarity.UNCOMMON,
    cost=5,
    attack=2,
    attack_plus=True,
    on_play=(
        ClassTrigger(HeroClass.COVERT, Rescue(1)),
        ClassTrigger(HeroClass.INSTINCT, GainAttack(2)),
        ClassTrigger(HeroClass.MAGIC, GainRecruit(2)),
    ),
    origin=(("name", R), ("numbers", R), ("ability", R)),
)

WORDY = CardDef(
    id="test/wordy_scheme",
    name="An Extremely Long Scheme Name That Goes On And On",
    kind=Kind.SCHEME,
    static_text=" ".join(["Each player reveals a Covert Hero or gains a Wound, then discards two cards."] * 30),
    flavor="This flavour has no room left and must be dropped rather than squeezed.",
)


def _ink_inside(lay: CardLayout) -> list[str]:
    problems = []
    for block, area, what in (
        (lay.ability, lay.text_box, "ability"),
        (lay.flavor, lay.text_box, "flavour"),
        (lay.name, lay.band, "name"),
        (lay.subtitle, lay.band, "subtitle"),
        (lay.origin_caption, None, "caption"),
    ):
        if block is None:
            continue
        limit = area if area is not None else block.box
        for run in block.runs:
            if not limit.contains(run.ink):
                problems.append(f"{what} run {run.text!r} at {run.ink} outside {limit}")
    return problems


@pytest.mark.parametrize("width", [180, 400])
def test_every_card_renders_at_size_and_mode(width: int) -> None:
    """Every registered card renders as RGBA, width x round(width * 1.4)."""
    for d in ALL_CARDS:
        img = render_card(d, width)
        assert img.mode == "RGBA", d.id
        assert img.size == (width, round(width * CARD_RATIO)), d.id


def test_tiny_widths_give_thumbnails_of_that_size() -> None:
    """Below the drawing minimum a face or back is still exactly the size asked for."""
    d = registry.get("basic/wound")
    assert render_card(d, 48).size == (48, 67)
    assert render_back("hero", 30).size == (30, 42)
    with pytest.raises(ValueError):
        render_card(d, 0)


def test_corners_are_rounded_and_body_opaque() -> None:
    """The corner pixel is transparent and the middle of the card is opaque."""
    img = render_card(ALL_CARDS[0], 200)
    assert img.getpixel((0, 0))[3] == 0
    assert img.getpixel((100, 140))[3] == 255


@pytest.mark.parametrize("width", [160, 180, 200, 400, 640])
def test_text_never_leaves_its_box(width: int) -> None:
    """For every card, each laid-out run of text lies inside its box."""
    for d in [*ALL_CARDS, RULEBOOK_ONLY, WORDY]:
        assert _ink_inside(layout_card(d, width)) == [], d.id


def test_overlong_text_is_cut_and_shrunk_not_spilled() -> None:
    """Text too long for any size is cut with an ellipsis at the smallest size and drops its flavour."""
    lay = layout_card(WORDY, 180)
    assert lay.ability.truncated
    assert lay.ability.runs[-1].text.endswith("…")
    assert lay.flavor is None
    assert _ink_inside(lay) == []


def test_long_text_gets_smaller_type_and_less_art() -> None:
    """A card with much text gets a smaller art area or font than a card with a line of text."""
    short = layout_card(registry.get("tactic/six_shooter/quick_draw"), 180)
    long = layout_card(registry.get("scheme/forge_crime_syndicate"), 180)
    assert (long.art.h, long.ability.size) < (short.art.h, short.ability.size)


def test_every_ability_word_is_laid_out() -> None:
    """All the words of the card's text appear, in order, in the layout."""
    d = registry.get("mastermind/six_shooter")
    lay = layout_card(d, 400)
    laid = " ".join(r.text.strip() for r in lay.ability.runs if r.text)
    assert laid.split() == card_text(d).split()


def test_class_triggers_start_their_own_lines_with_an_icon() -> None:
    """Each 'Covert:' style trigger starts a new line, led by its class icon."""
    lay = layout_card(RULEBOOK_ONLY, 300)
    icons = [r for r in lay.ability.runs if r.style.startswith("icon:")]
    assert [r.style for r in icons] == ["icon:covert", "icon:instinct", "icon:magic"]
    assert len({r.y for r in icons}) == 3


def test_house_cards_carry_the_origin_mark() -> None:
    """A card designed for this edition has the seal, drawn in seal red where the layout puts it."""
    d = registry.get("henchman/wing_kong_thugs")
    assert d.is_house
    lay = layout_card(d, 200)
    assert lay.origin_mark is not None
    assert _seal_red_share(render_card(d, 200), lay.origin_mark.box) > 0.3


def _seal_red_share(img: Image.Image, box: Box) -> float:
    raw = img.convert("RGB").crop((box.x0, box.y0, box.x1, box.y1)).tobytes()
    pixels = [tuple(raw[i : i + 3]) for i in range(0, len(raw), 3)]
    near = [p for p in pixels if all(abs(a - b) <= 40 for a, b in zip(p, SEAL_RED, strict=True))]
    return len(near) / len(pixels)


def test_rulebook_only_cards_have_no_origin_mark() -> None:
    """A card whose name, numbers and ability all come from the rulebook has no seal and no caption."""
    assert not RULEBOOK_ONLY.is_house
    lay = layout_card(RULEBOOK_ONLY, 400)
    assert lay.origin_mark is None and lay.origin_caption is None
    house = attrs.evolve(RULEBOOK_ONLY, id="test/house_twin", origin=(("name", R),))
    where = layout_card(house, 400).origin_mark
    assert where is not None
    assert _seal_red_share(render_card(RULEBOOK_ONLY, 400), where.box) < 0.05
    assert _seal_red_share(render_card(house, 400), where.box) > 0.3


def test_large_house_cards_spell_out_the_origin() -> None:
    """From 300 px up a house card says 'designed for this edition' under the seal; smaller ones don't."""
    d = registry.get("henchman/wing_kong_thugs")
    big = layout_card(d, 400).origin_caption
    assert big is not None and " ".join(r.text for r in big.runs) == "designed for this edition"
    assert layout_card(d, 200).origin_caption is None


def test_numbers_become_badges() -> None:
    """Cost shows on Heroes only; Attack shows '2+' when the card may add more; VP and Recruit show."""
    hero = layout_card(RULEBOOK_ONLY, 200)
    cost, attack = hero.badge("cost"), hero.badge("attack")
    assert cost is not None and cost.text == "5"
    assert attack is not None and attack.text == "2+"
    mm = layout_card(registry.get("mastermind/six_shooter"), 200)
    vp, mm_attack = mm.badge("vp"), mm.badge("attack")
    assert mm.badge("cost") is None
    assert vp is not None and vp.text == "6"
    assert mm_attack is not None and mm_attack.text == "7"
    chu = layout_card(registry.get("grey/uncle_chu"), 200)
    recruit = chu.badge("recruit")
    assert recruit is not None and recruit.text == "2"


def test_medallion_shows_class_or_family() -> None:
    """The top-right medallion shows the class for Heroes, the family for grey cards, else the kind."""
    assert layout_card(RULEBOOK_ONLY, 200).icon == "instinct"
    assert layout_card(registry.get("grey/uncle_chu"), 200).icon == "teacup"
    assert layout_card(registry.get("basic/wound"), 200).icon == "wound"


def test_faces_are_cached_per_card_and_width() -> None:
    """The same card at the same width is the same image object; another width is another image."""
    d = registry.get("basic/wound")
    assert render_card(d, 190) is render_card(d, 190)
    assert render_card(d, 191) is not render_card(d, 190)


def test_faces_are_deterministic_and_distinct() -> None:
    """Drawing a card again gives identical pixels; two cards of one kind get different pictures."""
    from bigtrouble.faces.cardface import _render_card

    d = registry.get("tactic/six_shooter/quick_draw")
    first = _render_card.__wrapped__(d, 180).convert("RGB")
    again = _render_card.__wrapped__(d, 180).convert("RGB")
    assert ImageChops.difference(first, again).getbbox() is None
    other = _render_card.__wrapped__(registry.get("tactic/six_shooter/blazing_guns"), 180).convert("RGB")
    lay = layout_card(d, 180)
    art = (lay.art.x0, lay.art.y0, lay.art.x1, lay.art.y1)
    assert ImageChops.difference(first.crop(art), other.crop(art)).getbbox() is not None


def test_class_frames_differ() -> None:
    """Heroes of different classes get differently coloured frames."""
    colours = set()
    for cls in HeroClass:
        d = CardDef(id=f"test/{cls.value}", name="X", kind=Kind.HERO, family=FAMILY_HERO, cls=cls)
        colours.add(render_card(d, 160).convert("RGB").getpixel((3, 100)))
    assert len(colours) == len(HeroClass)


@pytest.mark.parametrize("kind", list(BACK_KINDS))
def test_backs_render(kind: str) -> None:
    """Every face-down pile kind has a back at the card's size, RGBA with rounded corners."""
    for width in (180, 400):
        img = render_back(kind, width)
        assert img.mode == "RGBA" and img.size == (width, round(width * CARD_RATIO))
        assert img.getpixel((0, 0))[3] == 0


def test_backs_differ_by_kind() -> None:
    """Each kind of back looks different from the others."""
    images = [render_back(k, 120).tobytes() for k in BACK_KINDS]
    assert len(set(images)) == len(BACK_KINDS)


def test_unknown_back_is_refused() -> None:
    """Asking for a back that does not exist raises KeyError listing the known kinds."""
    with pytest.raises(KeyError, match="hero"):
        render_back("mastermind-ish", 180)


def test_cardface_needs_no_qt() -> None:
    """Importing and using the card renderer never imports PySide6."""
    code = (
        "import sys; from bigtrouble.faces.cardface import render_card; from bigtrouble.cards import registry;"
        "render_card(registry.get('basic/wound'), 100); assert 'PySide6' not in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_images_paste_cleanly() -> None:
    """A face can be composited onto another image (callers copy before drawing on it)."""
    canvas = Image.new("RGBA", (200, 300), (0, 0, 0, 255))
    canvas.alpha_composite(render_card(ALL_CARDS[0], 180), (10, 10))
    assert canvas.getpixel((100, 150))[3] == 255

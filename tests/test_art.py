"""Generated pictures: card illustrations, icons, the app icon and the mat textures."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image, ImageChops

from bigtrouble.cards import registry
from bigtrouble.faces import assetgen
from bigtrouble.faces.art import illustration
from bigtrouble.faces.glyphs import ICONS, icon_mask
from bigtrouble.faces.paint import Dice
from bigtrouble.resources import asset_path


def test_dice_depend_only_on_their_key() -> None:
    """Dice with the same key roll the same numbers; another key rolls others."""
    a, b, c = Dice("hero/x"), Dice("hero/x"), Dice("hero/y")
    rolls_a = [a.unit() for _ in range(5)]
    assert rolls_a == [b.unit() for _ in range(5)]
    assert rolls_a != [c.unit() for _ in range(5)]
    assert all(0.0 <= r < 1.0 for r in rolls_a)


def test_illustration_is_fixed_by_card_id() -> None:
    """A card's picture is the same every time, and differs from a sibling's."""
    d = registry.get("tactic/six_shooter/quick_draw")
    first, again = illustration(d, (120, 80)), illustration(d, (120, 80))
    assert first.size == (120, 80) and first.mode == "RGB"
    assert ImageChops.difference(first, again).getbbox() is None
    other = illustration(registry.get("tactic/six_shooter/blazing_guns"), (120, 80))
    assert ImageChops.difference(first, other).getbbox() is not None


@pytest.mark.parametrize("name", sorted(ICONS))
def test_icons_have_ink_and_holes(name: str) -> None:
    """Every icon mask is the asked size, inks part of its square but not all of it."""
    mask = icon_mask(name, 48)
    assert mask.size == (48, 48) and mask.mode == "L"
    lo, hi = mask.getextrema()
    assert (lo, hi) == (0, 255) or (lo < 20 and hi > 235)


def test_committed_app_icons_have_every_size() -> None:
    """assets/icons holds the app icon as PNGs at every size, an .ico and an .icns."""
    for n in assetgen.ICON_SIZES:
        with Image.open(asset_path("icons", f"bigtrouble-{n}.png")) as im:
            assert im.size == (n, n) and im.mode == "RGBA"
    with Image.open(asset_path("icons", "bigtrouble.ico")) as ico:
        assert {(16, 16), (32, 32), (256, 256)} <= set(ico.info["sizes"])
    with Image.open(asset_path("icons", "bigtrouble.icns")) as icns:
        assert icns.size[0] >= 512


def test_committed_mat_art_has_documented_sizes() -> None:
    """assets/mat holds the table texture, rooftop strip, banner and a sign per city space."""
    expected = {
        "table.png": (assetgen.TABLE_SIZE, assetgen.TABLE_SIZE),
        "rooftops.png": assetgen.ROOFTOPS_SIZE,
        "chinatown_banner.png": assetgen.BANNER_SIZE,
    }
    expected.update({f"sign_{s}.png": assetgen.SIGN_SIZE for s in assetgen.CITY_SPACES})
    for name, size in expected.items():
        with Image.open(asset_path("mat", name)) as im:
            assert im.size == size, name


def test_app_icon_is_drawn_at_each_size() -> None:
    """The icon generator gives an RGBA square with transparent corners at any size."""
    for n in (16, 64):
        icon = assetgen.app_icon(n)
        assert icon.size == (n, n) and icon.mode == "RGBA"
        assert icon.getpixel((0, 0))[3] < 64 and icon.getpixel((n // 2, n // 2))[3] == 255


def test_table_texture_tiles_without_a_seam() -> None:
    """The table texture's opposite edges match about as well as neighbouring columns do."""
    img = assetgen.table_texture(128).convert("L")
    w = img.width

    def diff(x0: int, x1: int) -> float:
        a, b = img.crop((x0, 0, x0 + 1, w)), img.crop((x1, 0, x1 + 1, w))
        hist = ImageChops.difference(a, b).histogram()
        return sum(i * n for i, n in enumerate(hist)) / w

    neighbours = sum(diff(x, x + 1) for x in range(0, w - 1, 8)) / len(range(0, w - 1, 8))
    assert diff(w - 1, 0) <= 3 * neighbours + 1


def test_chinatown_signs_differ_from_the_others() -> None:
    """Rooftops and Streets (Chinatown) get red-and-gold plates; the other spaces green ones."""
    red = assetgen.street_sign("rooftops").convert("RGB").getpixel((20, 48))
    green = assetgen.street_sign("bank").convert("RGB").getpixel((20, 48))
    assert red[0] > red[1] and green[1] > green[0]


def test_write_all_writes_every_file(tmp_path: Path) -> None:
    """The generator writes every icon and mat file it documents into the folder given."""
    written = {p.relative_to(tmp_path).as_posix() for p in assetgen.write_all(tmp_path)}
    assert "icons/bigtrouble.ico" in written and "icons/bigtrouble.icns" in written
    assert {f"mat/sign_{s}.png" for s in assetgen.CITY_SPACES} <= written
    assert all((tmp_path / p).stat().st_size > 0 for p in written)

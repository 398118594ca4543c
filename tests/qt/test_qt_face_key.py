"""The card-face files kept on disk are found again only while nothing that draws them has changed.

A face file's folder is named for the drawing package and the fonts (``renderer_tag``), its
name for the card's definition and printed text (``card_digest``): a change to any of them
means a new file, drawn afresh, never the old face.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import attrs
import pytest

from bigtrouble.cards import registry
from bigtrouble.cards.text import card_text
from bigtrouble.effects.basic import Draw
from bigtrouble.resources import asset_path
from ui.mat import pixmaps

ROOT = Path(__file__).resolve().parents[2]
CARD = "basic/wound"


@pytest.fixture
def fresh_keys() -> Iterator[None]:
    """Forget the keys worked out so far, before and after the test (they are kept per process)."""
    pixmaps.renderer_tag.cache_clear()
    pixmaps.card_digest.cache_clear()
    yield
    pixmaps.renderer_tag.cache_clear()
    pixmaps.card_digest.cache_clear()


def test_the_key_reads_every_file_of_the_drawing_package_and_every_font() -> None:
    """``drawing_files`` lists each source of ``bigtrouble/faces`` and each file of ``assets/fonts``."""
    listed = {p.resolve() for p in pixmaps.drawing_files()}
    sources = {p.resolve() for p in (ROOT / "bigtrouble" / "faces").glob("*.py")}
    fonts = {p.resolve() for p in asset_path("fonts").iterdir()}
    assert {"art.py", "cardlayout.py", "cardface.py", "glyphs.py", "paint.py"} <= {p.name for p in sources}
    assert any(p.suffix == ".ttf" for p in fonts)
    assert listed == sources | fonts


def test_a_change_to_any_drawing_file_or_font_gives_a_new_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_keys: None
) -> None:
    """Each file copied and changed in turn (one byte more): the tag is new every time, and the same again
    once the file is put back."""
    copies = []
    for path in pixmaps.drawing_files():
        copy = tmp_path / "copies" / path.parent.name / path.name
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, copy)
        copies.append(copy)
    monkeypatch.setattr(pixmaps, "drawing_files", lambda: list(copies))
    first = pixmaps.renderer_tag()
    tags = {first}
    for copy in copies:
        original = copy.read_bytes()
        copy.write_bytes(original + b" ")
        pixmaps.renderer_tag.cache_clear()
        tags.add(pixmaps.renderer_tag())
        copy.write_bytes(original)
    assert len(tags) == len(copies) + 1
    pixmaps.renderer_tag.cache_clear()
    assert pixmaps.renderer_tag() == first


def test_a_changed_drawing_file_means_the_face_is_drawn_again_into_a_new_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_keys: None
) -> None:
    """After a change to the layout code the old face file on disk is not read: a new one is drawn."""
    copies = []
    for path in pixmaps.drawing_files():
        copy = tmp_path / "copies" / path.name
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, copy)
        copies.append(copy)
    monkeypatch.setattr(pixmaps, "drawing_files", lambda: list(copies))
    disk = tmp_path / "faces"
    cache = pixmaps.PixmapCache(disk=disk)
    cache.face(CARD, 90)
    cache.flush_writes()
    before = set(disk.rglob("*.png"))
    assert len(before) == 1
    layout = next(c for c in copies if c.name == "cardlayout.py")
    layout.write_text(layout.read_text(encoding="utf-8") + "\n# moved a line\n", encoding="utf-8")
    pixmaps.renderer_tag.cache_clear()
    drawn: list[str] = []
    real = pixmaps.renderers()

    def counting() -> tuple[pixmaps.RenderCard, pixmaps.RenderBack]:
        def card(d, w):  # type: ignore[no-untyped-def]
            drawn.append(d.id)
            return real[0](d, w)

        return card, real[1]

    monkeypatch.setattr(pixmaps, "renderers", counting)
    again = pixmaps.PixmapCache(disk=disk)
    again.face(CARD, 90)
    again.flush_writes()
    after = set(disk.rglob("*.png"))
    assert drawn == [CARD]
    assert len(after) == 2 and before < after


def test_a_card_whose_definition_changes_gets_a_new_digest(fresh_keys: None) -> None:
    """A card's printed numbers or name changed in its definition: a new face file name."""
    d = registry.CARDS[CARD]
    before = pixmaps.card_digest(CARD)
    registry.CARDS[CARD] = attrs.evolve(d, name=d.name + " (new)")
    try:
        pixmaps.card_digest.cache_clear()
        assert pixmaps.card_digest(CARD) != before
    finally:
        registry.CARDS[CARD] = d
    pixmaps.card_digest.cache_clear()
    assert pixmaps.card_digest(CARD) == before


def test_a_card_whose_text_changes_gets_a_new_digest(monkeypatch: pytest.MonkeyPatch, fresh_keys: None) -> None:
    """The definition unchanged, but its ability worded anew (the effect's own text code): a new face file name."""
    card = next(cid for cid, d in registry.CARDS.items() if any(isinstance(e, Draw) for e in d.on_play))
    d = registry.CARDS[card]
    before_text, before = card_text(d), pixmaps.card_digest(card)
    monkeypatch.setattr(Draw, "text", lambda self: "take a card from your deck")
    pixmaps.card_digest.cache_clear()
    assert card_text(d) != before_text and repr(registry.CARDS[card]) == repr(d)
    assert pixmaps.card_digest(card) != before

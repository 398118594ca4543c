"""Finding the game's asset files, from the source tree and from a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PIL import Image

from bigtrouble.faces.cardlayout import FONT_FILES
from bigtrouble.resources import asset_path, assets_root


def test_fonts_and_their_licence_are_found() -> None:
    """Every bundled font file and the licence beside it are found under assets/fonts."""
    for name in FONT_FILES.values():
        path = asset_path("fonts", name)
        assert path.is_file() and path.stat().st_size > 100_000
    assert "Bitstream" in asset_path("fonts", "LICENSE-DejaVu.txt").read_text(encoding="utf-8")


def test_icons_are_found() -> None:
    """The app icon PNGs and the .ico are found and are real images."""
    with Image.open(asset_path("icons", "bigtrouble-256.png")) as im:
        assert im.size == (256, 256)
    assert asset_path("icons", "bigtrouble.ico").is_file()


def test_source_tree_root_is_the_assets_folder_beside_the_package() -> None:
    """Outside a bundle, assets live in the repository's assets/ folder."""
    import bigtrouble

    assert assets_root() == Path(bigtrouble.__file__).resolve().parent.parent / "assets"


def test_bundle_root_is_used_when_frozen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With sys._MEIPASS set, assets are looked up in <bundle>/assets and only there."""
    fonts = tmp_path / "assets" / "fonts"
    fonts.mkdir(parents=True)
    (fonts / "only-in-bundle.ttf").write_bytes(b"x")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path("fonts", "only-in-bundle.ttf") == tmp_path / "assets" / "fonts" / "only-in-bundle.ttf"
    with pytest.raises(FileNotFoundError, match="LICENSE-DejaVu.txt"):
        asset_path("fonts", "LICENSE-DejaVu.txt")


def test_missing_asset_names_itself() -> None:
    """A missing file raises FileNotFoundError naming the asset and where it looked."""
    with pytest.raises(FileNotFoundError, match="icons/nope.png"):
        asset_path("icons", "nope.png")


def test_paths_cannot_leave_the_assets_folder() -> None:
    """A path that climbs out of assets/ is refused."""
    with pytest.raises(ValueError, match="leaves the assets folder"):
        asset_path("..", "pyproject.toml")

"""Where the game's files (fonts, icons, mat textures) live: the one place that knows.

From the source tree the assets are the ``assets/`` folder beside the ``bigtrouble``
package. In a PyInstaller bundle, ``sys._MEIPASS`` is the bundle's root and the spec
must copy the folder there under the same name, for example with
``datas=[("assets", "assets")]`` in ``packaging/bigtrouble.spec``.
"""

from __future__ import annotations

import sys
from pathlib import Path

ASSETS_DIR_NAME = "assets"


def assets_root() -> Path:
    """The ``assets/`` folder: in the PyInstaller bundle when frozen, else in the source tree."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / ASSETS_DIR_NAME
    return Path(__file__).resolve().parent.parent / ASSETS_DIR_NAME


def asset_path(*parts: str) -> Path:
    """The path of ``assets/<parts...>``; raises FileNotFoundError naming it when it is missing."""
    if not parts:
        raise ValueError("asset_path() needs at least one path part")
    root = assets_root()
    path = root.joinpath(*parts)
    if root.resolve() not in path.resolve().parents:
        raise ValueError(f"asset path {'/'.join(parts)!r} leaves the assets folder")
    if not path.exists():
        raise FileNotFoundError(f"missing game asset {'/'.join(parts)!r} (looked in {root})")
    return path

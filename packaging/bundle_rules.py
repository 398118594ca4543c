"""What goes into a bundle and what stays out, shared by ``bigtrouble.spec`` and ``minimal.spec``.

Both specs call :func:`build`, so the game and the minimal-window baseline are
bundled the same way and the size and startup comparison is fair. The rules
only need the standard library, so the tests import this module without
PyInstaller; :func:`build` imports PyInstaller's spec classes when it runs.

The game draws everything with QPainter on a QtWidgets window: it needs QtCore,
QtGui and QtWidgets, the platform plugins (xcb and Wayland for the desktop,
offscreen for the self-test and headless screenshots, and each OS's own), the
input-method plugins (player names are typed) and the native styles. It does not
use the network, QML, SVG, OpenGL, printing, Qt's translations or any image
plugin (PNG, the only format it reads, is built into QtGui).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import PurePath
from typing import Any

ALL = frozenset({"*"})
"""Keep every plugin of the group."""

KEPT_PLUGINS: dict[str, frozenset[str]] = {
    # platform plugins, by the name Qt gives them (without "lib" and the extension)
    "platforms": frozenset({"qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"}),
    # typing names: compose keys, IBus and the OS's input methods
    "platforminputcontexts": frozenset({"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}),
    # Wayland needs a shell integration and client-side decorations (the plain one; adwaita needs SVG)
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-decoration-client": frozenset({"bradient"}),
    # the native look on Windows and macOS
    "styles": ALL,
}
"""Qt plugin groups the game needs, and which plugins of each; every other group is left out."""

DROPPED_QT_LIBRARIES = frozenset(
    {
        "Qt6Network",
        "Qt6Svg",
        "Qt6OpenGL",
        "Qt6EglFSDeviceIntegration",
        "Qt6EglFsKmsSupport",
        "Qt6Qml",
        "Qt6QmlModels",
        "Qt6QmlMeta",
        "Qt6QmlWorkerScript",
        "Qt6Quick",
        "Qt6Pdf",
        "Qt6VirtualKeyboard",
        "Qt6VirtualKeyboardQml",
        "Qt6Lottie",
        "Qt6WaylandEglClientHwIntegration",
    }
)
"""Qt libraries pulled in only by the plugins left out (the game never loads them)."""

EXCLUDED_MODULES: tuple[str, ...] = (
    # Qt modules the game does not use (PyInstaller's Qt hooks add some of them as hidden imports)
    "PySide6.QtNetwork",
    "PySide6.QtDBus",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtQuickControls2",
    "PySide6.QtSvg",
    "PySide6.QtSvgWidgets",
    "PySide6.QtPrintSupport",
    "PySide6.QtSql",
    "PySide6.QtXml",
    "PySide6.QtTest",
    "PySide6.QtHelp",
    "PySide6.QtDesigner",
    "PySide6.QtUiTools",
    "PySide6.QtConcurrent",
    "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets",
    "PySide6.QtWebEngineQuick",
    "PySide6.QtWebChannel",
    "PySide6.QtMultimedia",
    "PySide6.QtMultimediaWidgets",
    "PySide6.QtPdf",
    "PySide6.QtPdfWidgets",
    "PySide6.Qt3DCore",
    "PySide6.QtCharts",
    "PySide6.QtGraphs",
    # pillow's bindings to other toolkits and formats the card renderer never writes
    "PIL.ImageQt",
    "PIL.ImageTk",
    "PIL._tkinter_finder",
    "PIL.ImageCms",
    "PIL.AvifImagePlugin",
    "PIL._avif",
    # development tools and toolkits that are never imported at play time
    "tkinter",
    "unittest",
    "pydoc",
    "doctest",
    "pytest",
    "hypothesis",
    "mypy",
    "numpy",
    # the optional cluster extra: simulate --cluster imports it lazily; the desktop game never does
    "ray",
    "setuptools",
    "pip",
)
"""Python modules kept out of both bundles."""


def _parts(dest: str) -> tuple[str, ...]:
    return PurePath(dest.replace("\\", "/")).parts


def plugin_name(filename: str) -> str:
    """A Qt plugin's name from its file name: ``libqxcb.so`` -> ``qxcb``, ``qwindows.dll`` -> ``qwindows``."""
    stem = filename.split(".", 1)[0]
    return stem[3:] if stem.startswith("lib") else stem


def qt_library_name(filename: str) -> str:
    """A Qt library's name from its file name: ``libQt6Svg.so.6`` -> ``Qt6Svg``; ``QtSvg`` in a framework path too."""
    stem = filename.split(".", 1)[0]
    stem = stem[3:] if stem.startswith("lib") else stem
    return stem if stem.startswith("Qt6") else "Qt6" + stem[2:] if stem.startswith("Qt") else stem


def keep_file(dest: str) -> bool:
    """Whether a collected file (its path inside the bundle) belongs in the bundle."""
    parts = _parts(dest)
    if "PySide6" not in parts:
        return True
    inner = parts[parts.index("PySide6") + 1 :]
    if "translations" in inner:
        return False
    if "plugins" in inner:
        rest = inner[inner.index("plugins") + 1 :]
        if len(rest) < 2:
            return True
        group, filename = rest[0], rest[-1]
        kept = KEPT_PLUGINS.get(group)
        if kept is None:
            return False
        return kept is ALL or plugin_name(filename) in kept
    for part in inner:
        if part.endswith(".framework"):
            return qt_library_name(part) not in DROPPED_QT_LIBRARIES
    return qt_library_name(inner[-1]) not in DROPPED_QT_LIBRARIES if inner else True


def trim(toc: Iterable[Any]) -> list[Any]:
    """The entries of a PyInstaller TOC (``(dest, source, kind)`` tuples) that :func:`keep_file` keeps.

    A symbolic link (``kind`` SYMLINK, ``source`` is the path it points to in the bundle) goes with its target.
    """
    return [e for e in toc if keep_file(e[0]) and (e[2] != "SYMLINK" or keep_file(e[1]))]


DLOPENED = frozenset({"libdbus-1.so.3"})
"""Libraries Qt opens by name at run time rather than linking to them."""


def is_root(entry: tuple[str, str, str]) -> bool:
    """A binary something loads directly: a Python extension, a Qt plugin, the Python library, a dlopen()ed one."""
    dest, _, kind = entry
    name = _parts(dest)[-1]
    return kind == "EXTENSION" or "plugins" in _parts(dest) or name.startswith("libpython") or name in DLOPENED


def prune_unreachable(binaries: Sequence[Any], needed: Callable[[str], Iterable[str]]) -> list[Any]:
    """Drop the shared libraries no kept binary needs (the dependencies of plugins :func:`trim` left out).

    PyInstaller collects the libraries every plugin links to before the spec can leave the plugin out;
    this walks the link-time dependencies (``needed(source)`` gives the file names a binary links to)
    from the roots (:func:`is_root`) and keeps only what they reach.
    """
    by_name: dict[str, list[Any]] = {}
    by_dest = {e[0]: e for e in binaries}
    for e in binaries:
        by_name.setdefault(_parts(e[0])[-1], []).append(e)
    reached: set[str] = set()
    todo = [e for e in binaries if is_root(e)]
    while todo:
        e = todo.pop()
        if e[0] in reached:
            continue
        reached.add(e[0])
        if e[2] == "SYMLINK":
            target = by_dest.get(e[1])
            if target is not None:
                todo.append(target)
            continue
        for lib in needed(e[1]):
            todo.extend(by_name.get(PurePath(lib).name, ()))
    return [e for e in binaries if e[0] in reached]


def needs_multiprocessing_hook(platform: str, start_method: str) -> bool:
    """Whether the bundle needs PyInstaller's multiprocessing run-time hook.

    The hook lets a bundle start the helper processes of the ``spawn`` and ``forkserver``
    methods; where Python forks (Linux, before Python 3.14) it only costs start-up time
    (it imports multiprocessing before the game opens its window).
    """
    return not (platform.startswith("linux") and start_method == "fork")


def without_scripts(scripts: Iterable[Any], names: Iterable[str]) -> list[Any]:
    """A TOC of scripts (run-time hooks and the main script) without the ones called ``names``."""
    dropped = set(names)
    return [entry for entry in scripts if entry[0] not in dropped]


def linked_libraries(path: str) -> list[str]:
    """The libraries a binary links to, by PyInstaller's own reader (only while PyInstaller builds)."""
    from PyInstaller.depend import bindepend  # type: ignore[import-untyped,unused-ignore]

    return [name for name, _ in bindepend.get_imports(path)]


def build(
    spec_globals: dict[str, Any],
    name: str,
    script: str,
    pathex: Sequence[str] = (),
    datas: Sequence[tuple[str, str]] = (),
    hiddenimports: Sequence[str] = (),
    icon: str | None = None,
    onefile: bool = False,
    bundle_id: str = "",
    display_name: str = "",
) -> None:
    """Run PyInstaller's Analysis, PYZ, EXE (and COLLECT for one folder) with the shared rules.

    ``spec_globals`` is the spec's ``globals()``: PyInstaller puts the spec classes there.
    On Linux the program is a console program (a launcher opens no terminal for it, and
    ``--self-test`` prints to the terminal it runs in); on Windows and macOS it is a
    windowed one, and on macOS the folder is wrapped in ``<display_name>.app`` (``bundle_id`` identifies it).
    """
    analysis_cls, pyz_cls = spec_globals["Analysis"], spec_globals["PYZ"]
    exe_cls, collect_cls = spec_globals["EXE"], spec_globals["COLLECT"]
    a = analysis_cls(
        [script],
        pathex=list(pathex),
        datas=list(datas),
        hiddenimports=list(hiddenimports),
        excludes=list(EXCLUDED_MODULES),
        noarchive=False,
    )
    a.binaries = trim(a.binaries)
    if sys.platform.startswith("linux"):
        a.binaries = prune_unreachable(a.binaries, linked_libraries)
    a.datas = trim(a.datas)
    import multiprocessing

    if not needs_multiprocessing_hook(sys.platform, multiprocessing.get_all_start_methods()[0]):
        a.scripts = without_scripts(a.scripts, ["pyi_rth_multiprocessing"])
    pyz = pyz_cls(a.pure)
    linux = sys.platform.startswith("linux")
    common: dict[str, Any] = {
        "name": name,
        "debug": False,
        "strip": linux,
        "upx": False,
        "console": linux,
        "icon": icon,
    }
    if onefile:
        exe_cls(pyz, a.scripts, a.binaries, a.datas, [], **common)
        return
    exe = exe_cls(pyz, a.scripts, [], exclude_binaries=True, **common)
    folder = collect_cls(exe, a.binaries, a.datas, strip=linux, upx=False, name=name)
    if sys.platform == "darwin":
        app = f"{display_name or name}.app"
        spec_globals["BUNDLE"](folder, name=app, icon=icon, bundle_identifier=bundle_id or None)

"""The packaging files: what the spec puts in the bundle, the .desktop file, the build and comparison scripts."""

from __future__ import annotations

import configparser
import importlib.util
import os
import shutil
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"


def _load(name: str) -> Any:
    """Import ``packaging/<name>.py`` (the folder is not a package)."""
    spec = importlib.util.spec_from_file_location(f"packaging_{name}", PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


rules = _load("bundle_rules")
build = _load("build")
compare = _load("compare")


# --- the spec ---------------------------------------------------------------------------------


class _Recorder:
    """Stands in for PyInstaller's spec classes and remembers how each was called."""

    calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.calls.append((type(self).__name__, args, kwargs))
        self.binaries: list[Any] = []
        self.datas: list[Any] = []
        self.pure: list[Any] = []
        self.scripts: list[Any] = [("pyi_rth_multiprocessing", "x", "PYSOURCE"), ("launch", "y", "PYSOURCE")]


def _run_spec(name: str, argv: list[str], monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Any, Any]]:
    """Execute ``packaging/<name>`` as PyInstaller would, with recording stand-ins; the calls made."""
    classes = {n: type(n, (_Recorder,), {}) for n in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    _Recorder.calls = []
    hooks = types.ModuleType("PyInstaller.utils.hooks")

    def collect_submodules(package: str) -> list[str]:
        import pkgutil

        root = importlib.import_module(package)
        return [package] + [m.name for m in pkgutil.walk_packages(root.__path__, package + ".")]

    hooks.collect_submodules = collect_submodules  # type: ignore[attr-defined]
    for mod in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, mod, sys.modules.get(mod) or types.ModuleType(mod))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setitem(sys.modules, "bundle_rules", rules)
    monkeypatch.setattr(sys, "argv", [name, *argv])
    monkeypatch.setattr(sys, "path", list(sys.path))  # the spec puts packaging/ on it
    monkeypatch.setattr(rules, "linked_libraries", lambda path: [])
    namespace: dict[str, Any] = {"SPECPATH": str(PACKAGING), "__file__": str(PACKAGING / name), **classes}
    exec(compile((PACKAGING / name).read_text(encoding="utf-8"), name, "exec"), namespace)
    return _Recorder.calls


def test_game_spec_bundles_assets_card_modules_and_leaves_unused_qt_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """bigtrouble.spec: a bigtrouble folder with the assets, the .desktop file, every card module, no WebEngine/QML."""
    calls = _run_spec("bigtrouble.spec", [], monkeypatch)
    kinds = [c[0] for c in calls]
    assert kinds[0] == "Analysis" and "COLLECT" in kinds
    _, (scripts,), analysis = calls[0]
    assert scripts == [str(PACKAGING / "launch.py")]
    assert (str(ROOT / "assets"), "assets") in analysis["datas"]
    assert (str(PACKAGING / "bigtrouble.desktop"), ".") in analysis["datas"]
    cards = importlib.import_module("bigtrouble.cards")
    assert set(cards.CARD_MODULES) <= set(analysis["hiddenimports"])
    assert {"bigtrouble.faces.cardface", "bigtrouble.tools.cli", "ui.dev.selftest", "ui.qtapp"} <= set(
        analysis["hiddenimports"]
    )
    for unused in ("PySide6.QtWebEngineCore", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtMultimedia", "ray"):
        assert unused in analysis["excludes"]
    collect = next(c for c in calls if c[0] == "COLLECT")
    assert collect[2]["name"] == "bigtrouble"


def test_onefile_is_one_flag_away(monkeypatch: pytest.MonkeyPatch) -> None:
    """With --onefile the spec makes a single program holding the binaries and data, and no folder."""
    calls = _run_spec("bigtrouble.spec", ["--onefile"], monkeypatch)
    kinds = [c[0] for c in calls]
    assert "COLLECT" not in kinds
    exe = next(c for c in calls if c[0] == "EXE")
    assert len(exe[1]) == 5 and exe[2]["name"] == "bigtrouble"  # pyz, scripts, binaries, datas, options


def test_baseline_spec_is_built_by_the_same_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """minimal.spec goes through the same build() with the same excludes, so the comparison is fair."""
    calls = _run_spec("minimal.spec", [], monkeypatch)
    _, (scripts,), analysis = calls[0]
    assert scripts == [str(PACKAGING / "minimal_app.py")]
    assert analysis["excludes"] == list(rules.EXCLUDED_MODULES)
    assert next(c for c in calls if c[0] == "COLLECT")[2]["name"] == "minimal"


# --- what stays in the bundle -------------------------------------------------------------------


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6\\plugins\\platforms\\qwindows.dll",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "PySide6/Qt/lib/libQt6XcbQpa.so.6",
        "PySide6/Qt/lib/libicudata.so.73",
        "PIL/_imaging.cpython-311-x86_64-linux-gnu.so",
        "assets/fonts/DejaVuSansCondensed.ttf",
    ],
)
def test_the_game_keeps_what_it_draws_with(dest: str) -> None:
    """Platform plugins (X11, Wayland, offscreen, Windows, macOS), input methods, the Qt core and the assets stay."""
    assert rules.keep_file(dest)


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/translations/qt_de.qm",
        "PySide6/Qt/plugins/imageformats/libqjpeg.so",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6/Qt/plugins/wayland-decoration-client/libadwaita.so",
        "PySide6/Qt/lib/libQt6Qml.so.6",
        "PySide6/Qt/lib/libQt6Svg.so.6",
        "PySide6\\Qt6Network.dll",
        "PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick",
    ],
)
def test_qt_the_game_does_not_use_is_left_out(dest: str) -> None:
    """Translations, image formats, GTK theme, EGLFS, TLS, QML, SVG and network stay out, on every OS's paths."""
    assert not rules.keep_file(dest)


def test_a_link_goes_with_its_target() -> None:
    """A symbolic link to a dropped Qt library is dropped too; one to a kept library stays."""
    toc = [
        ("libQt6Svg.so.6", "PySide6/Qt/lib/libQt6Svg.so.6", "SYMLINK"),
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
    ]
    assert rules.trim(toc) == [toc[1]]


def test_libraries_only_dropped_plugins_needed_are_pruned() -> None:
    """What no kept extension, plugin or Python library links to (directly or not) leaves the bundle."""
    toc = [
        ("PySide6/QtGui.abi3.so", "/src/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/src/libQt6Gui.so.6", "BINARY"),
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
        ("libfreetype.so.6", "/lib/libfreetype.so.6", "BINARY"),
        ("libgtk-3.so.0", "/lib/libgtk-3.so.0", "BINARY"),
        ("libcairo.so.2", "/lib/libcairo.so.2", "BINARY"),
        ("libdbus-1.so.3", "/lib/libdbus-1.so.3", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/src/libqxcb.so", "BINARY"),
        ("libxcb-cursor.so.0", "/lib/libxcb-cursor.so.0", "BINARY"),
        ("libpython3.11.so.1.0", "/py/libpython3.11.so.1.0", "BINARY"),
    ]
    links = {
        "/src/QtGui.abi3.so": ["libQt6Gui.so.6"],
        "/src/libQt6Gui.so.6": ["libfreetype.so.6", "libc.so.6"],
        "/lib/libgtk-3.so.0": ["libcairo.so.2"],
        "/src/libqxcb.so": ["libxcb-cursor.so.0", "libQt6Gui.so.6"],
    }
    kept = {e[0] for e in rules.prune_unreachable(toc, lambda path: links.get(path, []))}
    assert kept == {e[0] for e in toc} - {"libgtk-3.so.0", "libcairo.so.2"}


@pytest.mark.parametrize(
    ("platform", "method", "needed"),
    [("linux", "fork", False), ("linux", "forkserver", True), ("win32", "spawn", True), ("darwin", "spawn", True)],
)
def test_multiprocessing_hook_only_where_workers_are_spawned(platform: str, method: str, needed: bool) -> None:
    """PyInstaller's multiprocessing hook is dropped only where Python forks its workers."""
    assert rules.needs_multiprocessing_hook(platform, method) is needed


def test_launcher_lets_frozen_workers_start_when_the_hook_is_there() -> None:
    """The bundle's entry point calls freeze_support once the multiprocessing hook has imported the module."""
    text = (PACKAGING / "launch.py").read_text(encoding="utf-8")
    assert 'sys.modules["multiprocessing"].freeze_support()' in text
    assert "from ui.app import main" in text


# --- the .desktop file ----------------------------------------------------------------------------


def test_desktop_file_is_valid() -> None:
    """bigtrouble.desktop passes desktop-file-validate (when installed) and names the program and icon we ship."""
    desktop = PACKAGING / "bigtrouble.desktop"
    validator = shutil.which("desktop-file-validate")
    if validator is not None:
        out = subprocess.run([validator, str(desktop)], capture_output=True, text=True)
        assert out.returncode == 0 and not out.stdout.strip(), out.stdout + out.stderr
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(desktop, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application" and entry["Terminal"] == "false"
    assert entry["Exec"].split()[0] == "bigtrouble" == entry["StartupWMClass"]
    assert "bigtrouble = " in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    from ui.qtapp import ICON_SIZES

    for n in ICON_SIZES:
        assert (ROOT / "assets" / "icons" / f"{entry['Icon']}-{n}.png").is_file()


# --- the build script -------------------------------------------------------------------------------


def test_build_defaults_to_the_one_folder_bundle() -> None:
    """No options: bigtrouble.spec into dist/, program dist/bigtrouble/bigtrouble."""
    options = build.parse_args([])
    cmd = build.command(options, python="py")
    assert cmd[:4] == ["py", "-m", "PyInstaller", str(PACKAGING / "bigtrouble.spec")]
    assert cmd[cmd.index("--distpath") + 1] == str(ROOT / "dist")
    assert "--" not in cmd and "--clean" not in cmd
    exe = ".exe" if sys.platform == "win32" else ""
    assert build.output(options) == ROOT / "dist" / "bigtrouble" / f"bigtrouble{exe}"


def test_build_onefile_passes_the_flag_to_the_spec() -> None:
    """--onefile hands --onefile to the spec after "--" and writes into dist/onefile/."""
    options = build.parse_args(["--onefile", "--clean", "--dist", "/tmp/out"])
    cmd = build.command(options, python="py")
    assert cmd[-2:] == ["--", "--onefile"] and "--clean" in cmd
    assert cmd[cmd.index("--distpath") + 1] == str(Path("/tmp/out/onefile"))
    assert build.output(options).parent == Path("/tmp/out/onefile")


def test_build_minimal_uses_the_baseline_spec() -> None:
    """--minimal builds minimal.spec into dist/minimal/."""
    options = build.parse_args(["--minimal"])
    assert build.command(options, python="py")[3] == str(PACKAGING / "minimal.spec")
    assert build.output(options).parent == ROOT / "dist" / "minimal"


@pytest.mark.parametrize("argv", [["--onefile", "--minimal"], ["--bogus"], ["extra"]])
def test_build_refuses_bad_options(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """Contradictory or unknown options exit with status 2 and a usage line, building nothing."""
    with pytest.raises(SystemExit) as stop:
        build.parse_args(argv)
    assert stop.value.code == 2
    assert "usage: python packaging/build.py" in capsys.readouterr().err


# --- the comparison script ---------------------------------------------------------------------------


def test_tree_size_counts_like_du_sb(tmp_path: Path) -> None:
    """Files, links and folders count by apparent size; a hard link counts once."""
    (tmp_path / "sub").mkdir()
    (tmp_path / "a.bin").write_bytes(b"x" * 1000)
    (tmp_path / "sub" / "b.bin").write_bytes(b"y" * 234)
    os.link(tmp_path / "a.bin", tmp_path / "sub" / "hard.bin")
    (tmp_path / "link").symlink_to("a.bin")
    folders = tmp_path.lstat().st_size + (tmp_path / "sub").lstat().st_size
    assert compare.tree_size(tmp_path) == folders + 1000 + 234 + (tmp_path / "link").lstat().st_size
    du = shutil.which("du")
    if du is not None and sys.platform.startswith("linux"):
        assert int(subprocess.run([du, "-sb", str(tmp_path)], capture_output=True, text=True).stdout.split()[0]) == (
            compare.tree_size(tmp_path)
        )


def test_timed_run_reads_the_programs_frame_lines(tmp_path: Path) -> None:
    """A run records each line the program prints; a program that never reports a frame is an error."""
    good = tmp_path / "good"
    good.write_text("#!/bin/sh\necho first-frame\necho mat-frame\necho playable\n")
    bad = tmp_path / "bad"
    bad.write_text("#!/bin/sh\nexit 3\n")
    for f in (good, bad):
        f.chmod(0o755)
    env = compare.isolated_env(tmp_path / "home", onscreen=False)
    assert env["QT_QPA_PLATFORM"] == "offscreen" and env["XDG_CACHE_HOME"].startswith(str(tmp_path))
    assert set(compare.timed_run(good, env)) == {"first-frame", "mat-frame", "playable"}
    with pytest.raises(RuntimeError, match="never reported its first frame"):
        compare.timed_run(bad, env)


def test_compare_needs_at_least_one_run() -> None:
    """--runs 0 is refused with status 2."""
    with pytest.raises(SystemExit) as stop:
        compare.parse_args(["--runs", "0"])
    assert stop.value.code == 2


def test_ci_script_builds_self_tests_and_compares() -> None:
    """packaging/ci.sh is valid shell that installs the package extra, builds, runs the self-test and the comparison."""
    text = (PACKAGING / "ci.sh").read_text(encoding="utf-8")
    if shutil.which("bash"):
        assert subprocess.run(["bash", "-n", str(PACKAGING / "ci.sh")]).returncode == 0
    for step in ("-e '.[package]'", "packaging/build.py", "bigtrouble --self-test", "packaging/compare.py"):
        assert step in text
    assert "package = [" in (ROOT / "pyproject.toml").read_text(encoding="utf-8")

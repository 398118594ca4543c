"""The methods attrs writes for the game's classes, compiled once and kept between runs.

attrs builds each class's ``__init__``, ``__eq__``, ``__hash__`` and ``__repr__`` by writing
their Python source and compiling it, for every class, at every start: about 170 compiles
and 35-40 ms of the ~100 ms the engine, the card set and the saves take to import. The
source attrs writes for a class is the same from one run to the next, so its compiled code
is too. :func:`install` makes attrs take the code from a file in the user's cache folder
when the very same source (and file name) was compiled before, and compile it otherwise;
:meth:`CodeCache.save` writes what was new.

The key is the whole source text and its file name, so a changed class, a new attrs or a
changed option gives new source and is compiled afresh. One number in it changes from run to
run: a hashable class's ``__hash__`` starts from ``hash()`` of a string, which Python salts
anew in every process. It is kept out of the key (the code is compiled with a stand-in number)
and put into the kept code's constants when it is used. The file's name carries Python's
bytecode magic number, so another Python never reads it. A file that can't be read (cut
short, damaged, from elsewhere) is ignored and replaced. The cache serves only the attrs
private function it wraps (``attr._make._compile_and_eval``); if attrs no longer has it with
the same parameters, nothing is installed and attrs compiles as before.

The switch: ``BIGTROUBLE_CACHES=off`` (the engine's memo switch, ``bigtrouble.memo``) turns
this cache off too (read here from the environment: importing ``bigtrouble.memo`` would load
the card set before the cache is in place).
"""

from __future__ import annotations

import importlib.util
import inspect
import marshal
import os
import re
from pathlib import Path
from types import CodeType
from typing import Any

ENV_VAR = "BIGTROUBLE_CACHES"
"""The engine's memo switch (``bigtrouble.memo.ENV_VAR``), which turns this cache off too."""
_OFF_WORDS = frozenset({"off", "0", "no", "false"})
_PARAMETERS = ["script", "globs", "locs", "filename"]
"""The parameters of attrs' ``_compile_and_eval`` that the wrapper stands in for."""

FILE_NAME = f"attrs-code-{importlib.util.MAGIC_NUMBER.hex()}.marshal"
"""The cache file's name: one per Python bytecode format."""

_SALTED = re.compile(r"hash\(\(\n[ \t]*(-?\d+),\n")
"""The first item of the tuple attrs' ``__hash__`` hashes: ``hash()`` of a string, salted per process."""
MAX_KEPT = 1000
"""How many scripts the file may hold before those this run did not use are dropped (the game has ~200)."""
STAND_IN = 7_319_255_102_381_337_001
"""The number kept code is compiled with in place of that salted one."""


def _swap_constant(code: CodeType, old: int, new: int) -> tuple[CodeType, int]:
    """``code`` with the integer constant ``old`` replaced by ``new`` in it and every code nested in it, and
    how many constants were replaced."""
    consts = []
    swapped = 0
    for c in code.co_consts:
        if isinstance(c, CodeType):
            c, n = _swap_constant(c, old, new)
            swapped += n
        elif type(c) is int and c == old:
            c = new
            swapped += 1
        consts.append(c)
    return (code.replace(co_consts=tuple(consts)) if swapped else code), swapped


def caches_on() -> bool:
    """Whether speed caches are on (``BIGTROUBLE_CACHES`` is not ``off``, ``0``, ``no`` or ``false``)."""
    return os.environ.get(ENV_VAR, "").strip().lower() not in _OFF_WORDS


class CodeCache:
    """Compiled code by (file name, source), read from and written to one file."""

    def __init__(self, path: Path) -> None:
        """The cache kept in ``path`` (read now; missing or unreadable: empty)."""
        self.path = path
        self.codes: dict[tuple[str, str], CodeType] = {}
        self.hits = 0
        self.compiled = 0
        self.used: set[tuple[str, str]] = set()
        self._unsaved = False
        try:
            loaded = marshal.loads(path.read_bytes())
        except (OSError, ValueError, EOFError, TypeError):
            return
        if isinstance(loaded, dict):
            self.codes = {
                k: v
                for k, v in loaded.items()
                if isinstance(k, tuple)
                and len(k) == 2
                and all(isinstance(part, str) for part in k)
                and isinstance(v, CodeType)
            }

    def compile(self, script: str, filename: str) -> CodeType:
        """The code of ``script`` as compiled under ``filename``: kept from before, or compiled now."""
        salts = {int(m.group(1)) for m in _SALTED.finditer(script)}
        if len(salts) > 1:  # not the shape attrs writes: compiled as it is, not kept
            return compile(script, filename, "exec")
        salt = salts.pop() if salts else None
        if salt is not None:
            script = _SALTED.sub(lambda m: m.group(0).replace(m.group(1), str(STAND_IN)), script)
        key = (filename, script)
        self.used.add(key)
        code = self.codes.get(key)
        if code is not None:
            self.hits += 1
        else:
            code = compile(script, filename, "exec")
            self.codes[key] = code
            self.compiled += 1
            self._unsaved = True
        if salt is None:
            return code
        salted, swapped = _swap_constant(code, STAND_IN, salt)
        return salted if swapped else compile(script.replace(str(STAND_IN), str(salt)), filename, "exec")

    def save(self) -> None:
        """Write the cache if anything was compiled since it was read (whole or not at all; errors ignored).

        Past :data:`MAX_KEPT` scripts only those this run used are written, so scripts of classes
        that changed since do not pile up.
        """
        if not self._unsaved:
            return
        if len(self.codes) > MAX_KEPT:
            self.codes = {k: v for k, v in self.codes.items() if k in self.used}
        tmp = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_bytes(marshal.dumps(self.codes))
            tmp.replace(self.path)
            self._unsaved = False
        except (OSError, ValueError):
            tmp.unlink(missing_ok=True)  # a full or read-only disk: compiled again next time


def install(folder: Path | None) -> CodeCache | None:
    """Have attrs take its compiled methods from a cache kept in ``folder``; the cache, or ``None`` when not
    installed (no folder, caches switched off, or an attrs without the function this wraps)."""
    if folder is None or not caches_on():
        return None
    import attr._make as make

    original: Any = getattr(make, "_compile_and_eval", None)
    if original is None:
        return None
    installed = getattr(original, "code_cache", None)
    if isinstance(installed, CodeCache):
        return installed
    try:
        if list(inspect.signature(original).parameters) != _PARAMETERS:
            return None
    except (TypeError, ValueError):
        return None
    cache = CodeCache(folder / FILE_NAME)

    def compile_and_eval(script: str, globs: dict[str, Any] | None, locs: Any = None, filename: str = "") -> None:
        eval(cache.compile(script, filename), globs, locs)  # noqa: S307  (what attrs itself does with its source)

    compile_and_eval.code_cache = cache  # type: ignore[attr-defined]
    make._compile_and_eval = compile_and_eval
    return cache

"""Reading and writing files safely: a bounded read, an atomic write, and cleaning up after a kill.

A read refuses anything that is not a regular file (``/dev/zero``, a folder, a pipe) before
reading a byte, and reads at most one byte past its cap, so a 100 MB file costs 1 MB.
A write goes to a temporary ``.save-*.tmp`` file in the same folder, is flushed and
fsynced, replaces the target in one step, and then the folder is fsynced so the rename
itself survives a power cut. A kill mid-write leaves only the temporary file, which
:func:`clean_stale_temps` removes at the next start.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

from bigtrouble.saves.schema import Invalid

TEMP_PREFIX, TEMP_SUFFIX = ".save-", ".tmp"


def read_bounded(path: str | Path, limit: int) -> bytes:
    """The bytes of ``path``; raise :class:`Invalid` if it is missing, not a regular file, or over ``limit``."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise Invalid("does not exist") from None
    except IsADirectoryError:
        raise Invalid("is a folder, not a file") from None
    except OSError as exc:
        raise Invalid(f"can't be opened ({exc.strerror or exc})") from None
    except ValueError:  # a path with a NUL character in it
        raise Invalid("can't be opened (its name is not a valid file name)") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise Invalid("is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise Invalid("is not an ordinary file (it may be a device or a pipe)")
        if info.st_size > limit:
            raise Invalid(f"is too big to be a Big Trouble file (over {limit // 1_000_000} MB)")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise Invalid(f"can't be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)


def fsync_folder(folder: Path) -> None:
    """Make a rename inside ``folder`` durable (a no-op where folders can't be opened, as on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: str | Path, text: str) -> None:
    """Write ``text`` to ``path`` so that it holds either the old contents or all of the new."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    fsync_folder(target.parent)


def clean_stale_temps(folder: str | Path) -> list[Path]:
    """Remove the ``.save-*.tmp`` files a killed write left in ``folder``; return those removed.

    Call it at start, before anything saves: a write in progress in the same folder would
    lose its temporary file (and fail cleanly, leaving the old save whole).
    """
    base = Path(folder)
    removed: list[Path] = []
    try:
        candidates = list(base.glob(f"{TEMP_PREFIX}*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    for p in candidates:
        try:
            if p.is_file() and not p.is_symlink():
                p.unlink()
                removed.append(p)
        except OSError:
            continue
    return removed

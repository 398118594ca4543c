"""Tooltips that wrap: a few short lines at a readable width, never one screen-wide line."""

from __future__ import annotations

import html
import re

TIP_WIDTH = 340
"""Tooltips wrap at this many pixels, never one screen-wide line."""


def as_tip(text: str) -> str:
    """``text`` as a tooltip that wraps: each line a paragraph of a fixed-width table ("" stays "")."""
    if not text:
        return ""
    rows = "".join(f"<p style='margin:0 0 3px 0'>{html.escape(line, quote=False)}</p>" for line in text.split("\n"))
    return f"<table width='{TIP_WIDTH}'><tr><td>{rows}</td></tr></table>"


def tip_text(tip: str) -> str:
    """The plain words of a tooltip made by :func:`as_tip` (for tests and screen readers)."""
    lines = re.findall(r"<p[^>]*>(.*?)</p>", tip)
    return "\n".join(html.unescape(x) for x in lines) if lines else tip

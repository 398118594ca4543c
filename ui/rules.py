"""The rules checklist (R1-R184) as shipped data, in the player's words: tooltips, links, the Rules panel.

The team's checklist lives outside the project; ``python -m ui.rules SOURCE``
parses it into ``assets/rules/checklist.json`` at build time, and a test keeps
the two in sync. At run time only the JSON is read.
"""

from __future__ import annotations

import functools
import json
import re
import sys
from collections.abc import Callable
from html import escape
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QWidget

RULE = re.compile(r"^- \*\*(R\d+)\*\*\s*(?:\[([^\]]*)\])?\s*(.*)$")
SECTION = re.compile(r"^## (.+)$")


def assets_dir() -> Path:
    """The ``assets/`` folder (through ``bigtrouble.resources`` once it exists)."""
    try:
        from bigtrouble.resources import assets_root  # type: ignore[import-not-found,unused-ignore]

        root: Path = assets_root()
        return root
    except ImportError:
        return Path(__file__).resolve().parent.parent / "assets"


DATA_FILE = ("rules", "checklist.json")


def _plain(text: str) -> str:
    text = re.sub(r"\*\*(.+?)\*\*", r"\1", text)
    text = re.sub(r"\*(.+?)\*", r"\1", text)
    text = text.replace("`", "")
    return " ".join(text.split())


def parse(markdown: str) -> dict[str, dict[str, str]]:
    """Every rule of the checklist: ``{"R12": {"section": ..., "tag": ..., "text": ...}}``."""
    rules: dict[str, dict[str, str]] = {}
    section = ""
    current: str | None = None
    for line in markdown.splitlines():
        m = SECTION.match(line)
        if m:
            section, current = m.group(1).strip(), None
            continue
        m = RULE.match(line)
        if m:
            current = m.group(1)
            rules[current] = {"section": section, "tag": m.group(2) or "", "text": _plain(m.group(3))}
            continue
        if current and line.startswith("  ") and line.strip():
            item = line.strip()
            item = item[2:] if item.startswith("- ") else item
            rules[current]["text"] += ("\n• " if line.strip().startswith("- ") else " ") + _plain(item)
        elif not line.strip() or line.startswith(("#", "---", "|")):
            current = None
    return rules


def build(source: Path, target: Path | None = None) -> Path:
    """Parse the checklist at ``source`` and write the shipped JSON; returns the file written."""
    out = target or assets_dir().joinpath(*DATA_FILE)
    out.parent.mkdir(parents=True, exist_ok=True)
    data = parse(source.read_text(encoding="utf-8"))
    out.write_text(json.dumps(data, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
    return out


@functools.cache
def rules() -> dict[str, dict[str, str]]:
    """The shipped rules (empty if the data file is missing)."""
    try:
        data: dict[str, dict[str, str]] = json.loads(assets_dir().joinpath(*DATA_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data


MARKS = (
    (re.compile(r"\s*\((?:INF|GAP)(?:, decided)?\)"), ""),
    (re.compile(r"\((?:INF|GAP): "), "("),
    (re.compile(r"\[Class\]"), "Class"),
    (re.compile(r"⚠ CONTRA/AMB:\s*"), "The rulebook is unclear here: "),
    (re.compile(r"⚠ CONTRA:\s*"), "The rulebook contradicts itself here: "),
    (re.compile(r"⚠ AMB(?: \(minor\))?:\s*"), "The rulebook leaves this open: "),
    (re.compile(r"\bDefault:\s*"), "We play it this way: "),
    (re.compile(r"\bTest:\s*"), "Example: "),
    (re.compile(r"\[[^\]]*\]\s*"), ""),
)
"""The checklist's working marks (ambiguity flags, inference notes, bracketed tags) and what a player reads instead."""


def player_words(text: str) -> str:
    """A rule's words as a player reads them: no internal marks or bracketed tags."""
    for pattern, replacement in MARKS:
        text = pattern.sub(replacement, text)
    return re.sub(r"[ \t]{2,}", " ", text).strip()


def topic(rule: str) -> str:
    """The topic a rule belongs to, e.g. ``Villains entering, moving and escaping`` (no section letter)."""
    r = rules().get(rule)
    return re.sub(r"^[A-Z]{1,2}\.\s*", "", r["section"]) if r else ""


def rule_keys(rule: str) -> list[str]:
    """The known rules named in ``rule`` (``"R138-R139"`` -> ``["R138", "R139"]``), in order."""
    return [key for key in re.findall(r"R\d+", rule) if key in rules()]


def rule_text(rule: str) -> str:
    """The words of rule ``R12`` (or of each rule in ``R138-R139``) as a player reads them, or ``""``."""
    return "\n\n".join(f"{key} {player_words(rules()[key]['text'])}" for key in rule_keys(rule))


TIP_WIDTH = 380
"""How wide a rule or keyword tooltip is, in pixels (plain text would run across the screen)."""


def tooltip_html(paragraphs: list[tuple[str, str]], footer: str = "") -> str:
    """A tooltip of ``(bold lead, words)`` paragraphs, wrapped to :data:`TIP_WIDTH`, with a grey ``footer``."""
    body = "".join(
        f"<p style='margin:0 0 6px 0'>{f'<b>{escape(lead)}</b> ' if lead else ''}"
        f"{escape(words).replace(chr(10), '<br>')}</p>"
        for lead, words in paragraphs
    )
    if footer:
        body += f"<p style='margin:0; color:#6a6a6a'><i>{escape(footer)}</i></p>"
    return f"<table width='{TIP_WIDTH}' cellspacing='0' cellpadding='0'><tr><td>{body}</td></tr></table>"


def wrap_tooltip(text: str, plain_width: int = 64) -> str:
    """A tooltip as shown: plain text with a line longer than ``plain_width`` characters becomes wrapped rich text.

    Qt shows plain tooltips on one line however long; rich text (:func:`tooltip_html`) wraps.
    Short plain tips and rich ones are left as they are.
    """
    if not text or text.lstrip().startswith("<") or max(len(line) for line in text.splitlines()) <= plain_width:
        return text
    return tooltip_html([("", para) for para in text.split("\n") if para.strip()])


def rule_tooltip(rule: str, footer: str = "Click to open this rule in Help > Rules.") -> str:
    """Rich text for a tooltip showing the rules named in ``rule``, wrapped to a readable width."""
    keys = rule_keys(rule)
    if not keys:
        return tooltip_html([("", "No rule number for this line.")])
    return tooltip_html([(f"{key} · {topic(key)}", player_words(rules()[key]["text"])) for key in keys], footer)


class RuleLinks(QObject):
    """Where "open this rule" requests meet the Rules panel: anything may ask, the window answers."""

    requested = Signal(str)
    """A rule (``"R45"``) or a keyword (``"term:ambush"``) to show in the Rules panel."""


LINKS = RuleLinks()


def open_rule(target: str) -> None:
    """Ask for ``target`` (``"R45"``, ``"R138-R139"`` or ``"term:ambush"``) to be shown in the Rules panel."""
    if target:
        LINKS.requested.emit(target)


class _ClickOpensRule(QObject):
    """Watches a widget: a click (press and release in one place, no drag) opens the rule under it."""

    def __init__(self, widget: QWidget, rule_at: Callable[[QPoint], str]) -> None:
        super().__init__(widget)
        self.rule_at = rule_at
        self.pressed: QPoint | None = None
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if isinstance(event, QMouseEvent) and event.button() == Qt.MouseButton.LeftButton:
            pos = event.position().toPoint()
            if event.type() == QEvent.Type.MouseButtonPress:
                self.pressed = pos
            elif event.type() == QEvent.Type.MouseButtonRelease and self.pressed is not None:
                if (pos - self.pressed).manhattanLength() <= 4:
                    open_rule(self.rule_at(pos))
                self.pressed = None
        return False


def link_rule_clicks(widget: QWidget, rule_at: Callable[[QPoint], str]) -> None:
    """Clicking ``widget`` opens the rule ``rule_at(point)`` names there (a drag, e.g. to select text, does not)."""
    _ClickOpensRule(widget, rule_at)


KEYWORD_LINK = "color: #f0c860; text-decoration: none; border-bottom: 1px dotted;"


def card_text_html(text: str, link_style: str = KEYWORD_LINK) -> str:
    """A card's rules text as rich text, each keyword a ``term:KEY`` link (hover explains, click opens the rule)."""
    from bigtrouble.rules import glossary  # the game loads after the window's first frame

    out, last = [], 0
    for start, end, term in glossary.find_terms(text):
        out.append(escape(text[last:start]))
        out.append(f"<a href='term:{term.key}' style='{link_style}'>{escape(text[start:end])}</a>")
        last = end
    out.append(escape(text[last:]))
    return "".join(out).replace("\n", "<br>")


def keyword_notes_html(text: str, limit: int = 4) -> str:
    """One short line per keyword in ``text`` (its name in bold, what it means: the tooltips' words).

    Past ``limit`` keywords only the names follow, so a long card keeps the viewer on screen.
    """
    from bigtrouble.rules import glossary

    found = glossary.terms_in(text)
    lines = [f"<b>{escape(t.name)}</b> \u2014 {escape(t.words)}" for t in found[:limit]]
    if len(found) > limit:
        rest = ", ".join(escape(t.name) for t in found[limit:])
        lead = "Also" if lines else "Keywords"
        lines.append(f"<i>{lead}: {rest} (right-click the card, then hover a word).</i>")
    return "<br>".join(lines)


def term_tooltip(key: str) -> str:
    """The tooltip of a keyword: what it means and the rules behind it, wrapped to a readable width."""
    from bigtrouble.rules import glossary

    t = glossary.BY_KEY.get(key.removeprefix("term:"))
    if t is None:
        return ""
    return tooltip_html([(t.name, t.words), ("Rules:", ", ".join(t.rules))], "Click for more in Help > Rules.")


if __name__ == "__main__":
    src = Path(sys.argv[1] if len(sys.argv) > 1 else "/work/shared/rules/checklist.md")
    print(build(src))

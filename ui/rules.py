"""The rules checklist (R1-R184) as shipped data, for the log's rule tooltips.

The team's checklist lives outside the project; ``python -m ui.rules SOURCE``
parses it into ``assets/rules/checklist.json`` at build time, and a test keeps
the two in sync. At run time only the JSON is read.
"""

from __future__ import annotations

import functools
import json
import re
import sys
from pathlib import Path

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


def rule_text(rule: str) -> str:
    """The words of rule ``R12`` (or of each rule in ``R138-R139``), or ``""``."""
    found = []
    for key in re.findall(r"R\d+", rule):
        r = rules().get(key)
        if r:
            found.append(f"{key} [{r['tag']}] {r['text']}" if r["tag"] else f"{key} {r['text']}")
    return "\n\n".join(found)


if __name__ == "__main__":
    src = Path(sys.argv[1] if len(sys.argv) > 1 else "/work/shared/rules/checklist.md")
    print(build(src))

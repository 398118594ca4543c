"""Help > Rules: every rule of the checklist in the player's words, grouped by topic, searchable as you type.

The panel also lists the keywords of the glossary (``bigtrouble.rules.glossary``). Anything
that names a rule (a log line, a keyword's "More") opens it here through ``ui.rules.open_rule``.
"""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QLabel, QLineEdit, QTextBrowser, QVBoxLayout, QWidget

from bigtrouble.rules import glossary
from ui import rules

RULE_TOKEN = re.compile(r"^r?(\d+)$", re.IGNORECASE)


def rule_number(key: str) -> int:
    """``"R45"`` -> 45."""
    return int(key[1:])


def ordered_rules() -> list[str]:
    """Every rule key in checklist order (R1, R2, ... R184)."""
    return sorted(rules.rules(), key=rule_number)


def topics() -> list[tuple[str, list[str]]]:
    """The checklist's topics in order, each with its rules."""
    grouped: dict[str, list[str]] = {}
    for key in ordered_rules():
        grouped.setdefault(rules.topic(key), []).append(key)
    return list(grouped.items())


def parse_query(query: str) -> tuple[set[str], list[str]]:
    """A search into the rule numbers it names (``R45``, ``45``) and its other words (lower case)."""
    numbers: set[str] = set()
    words: list[str] = []
    for token in re.split(r"[\s,;]+", query.strip()):
        if not token:
            continue
        for part in token.split("-") if re.fullmatch(r"[Rr]?\d+-[Rr]?\d+", token) else [token]:
            m = RULE_TOKEN.match(part)
            if m:
                numbers.add(f"R{int(m.group(1))}")
            else:
                words.append(part.lower())
    return numbers, words


def rule_matches(key: str, numbers: set[str], words: list[str]) -> bool:
    """Whether rule ``key`` is one of ``numbers`` (if any) and contains every word of ``words``."""
    if numbers and key not in numbers:
        return False
    hay = f"{key} {rules.topic(key)} {rules.player_words(rules.rules()[key]['text'])}".lower()
    return all(w in hay for w in words)


def term_matches(term: glossary.Term, numbers: set[str], words: list[str]) -> bool:
    """Whether a keyword matches: by its rules when numbers are given, else by its name and words."""
    if numbers:
        return not words and bool(numbers & set(term.rules))
    hay = f"{term.name} {term.words}".lower()
    return all(w in hay for w in words)


class RulesPanel(QWidget):
    """A search box over the keywords and every rule; :meth:`show_target` opens one rule or keyword."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """Every rule shown, the search box empty."""
        super().__init__(parent)
        self.setObjectName("rules_panel")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search: a word, or a rule number like R45")
        self.search.setClearButtonEnabled(True)
        self.search.setToolTip(
            rules.tooltip_html([("", "Type words to keep only the rules that use them all, or a number (R45 or 45).")])
        )
        self.count = QLabel()
        self.count.setStyleSheet("color: #6a5a40;")
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._link)
        self.browser.document().setDefaultStyleSheet(
            "h3 { color: #6e1c10; margin-top: 10px; margin-bottom: 2px; }"
            "p { margin-top: 2px; margin-bottom: 6px; }"
            "a { color: #8a3a10; text-decoration: none; }"
            ".num { color: #8a3a10; font-weight: bold; }"
        )
        lay.addWidget(self.search)
        lay.addWidget(self.count)
        lay.addWidget(self.browser, 1)
        self.shown_rules: list[str] = []
        self.shown_terms: list[str] = []
        self.highlight = ""
        self.search.textChanged.connect(lambda _: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        """Show what the search box asks for (everything when it is empty)."""
        numbers, words = parse_query(self.search.text())
        self.shown_terms = [t.key for t in glossary.TERMS if term_matches(t, numbers, words)]
        parts: list[str] = []
        keywords = [self._term_html(glossary.term(k)) for k in self.shown_terms]
        if keywords:
            keywords.insert(0, "<h3>Keywords on the cards</h3>")
        searching = bool(numbers or words)
        if searching:  # the keywords found come first; browsing, they follow the rules
            parts.extend(keywords)
        self.shown_rules = []
        for name, keys in topics():
            hits = [k for k in keys if rule_matches(k, numbers, words)]
            if hits:
                parts.append(f"<h3>{escape(name)}</h3>")
                parts.extend(self._rule_html(k) for k in hits)
                self.shown_rules.extend(hits)
        if not searching:
            parts.extend(keywords)
        total = len(rules.rules())
        if not self.shown_rules and not self.shown_terms:
            parts.append("<p><i>No rule matches. Try fewer words, or a rule number such as R45.</i></p>")
        self.count.setText(
            f"All {total} rules" if not self.search.text().strip() else f"{len(self.shown_rules)} of {total} rules"
        )
        self.browser.setHtml("".join(parts))
        if self.highlight:
            self.browser.scrollToAnchor(self.highlight)

    def _mark(self, anchor: str, html: str) -> str:
        if anchor == self.highlight:
            return (
                f"<table width='100%' cellpadding='4' bgcolor='#fbe6a8'><tr><td><a name='{anchor}'></a>"
                f"{html}</td></tr></table>"
            )
        return f"<p><a name='{anchor}'></a>{html}</p>"

    def _rule_html(self, key: str) -> str:
        words = escape(rules.player_words(rules.rules()[key]["text"])).replace("\n", "<br>")
        words = re.sub(r"\b(R\d+)\b", lambda m: f"<a href='rule:{m.group(1)}'>{m.group(1)}</a>", words)
        return self._mark(key, f"<span class='num'>{key}</span>&nbsp; {words}")

    def _term_html(self, t: glossary.Term) -> str:
        links = ", ".join(f"<a href='rule:{r}'>{r}</a>" for r in t.rules)
        return self._mark(f"term:{t.key}", f"<b>{escape(t.name)}</b> \u2014 {escape(t.words)} <small>({links})</small>")

    def _link(self, url: QUrl) -> None:
        self.show_target(url.toString())

    def show_target(self, target: str) -> None:
        """Show a rule (``"R45"``, ``"rule:R45"``, ``"R138-R139"``) or a keyword (``"term:ambush"``), highlighted."""
        target = target.removeprefix("rule:")
        if target.startswith("term:"):
            key = target.removeprefix("term:")
            if key not in glossary.BY_KEY:
                return
            self.highlight, query = target, glossary.term(key).name
        else:
            keys = rules.rule_keys(target)
            if not keys:
                return
            self.highlight, query = keys[0], " ".join(keys)
        self.search.blockSignals(True)
        self.search.setText(query)
        self.search.blockSignals(False)
        self.refresh()
        self.search.setFocus(Qt.FocusReason.OtherFocusReason)
        self.search.selectAll()

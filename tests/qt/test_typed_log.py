"""The log is data (ARCHITECTURE promise 7): every reader goes by an entry's kind and cards, never its words.

Each game here is played twice, once as it is and once with every sentence reworded (reversed) where
the log is written, and what the players see is compared: the banners (which events, their titles,
colours and headlines), the hot-seat recap, the Attack and Recruit explanations, the log's colours
and the status notices. A banner detail or a notice that quotes a log sentence quotes the reworded
sentence of the same entry; everything else must be identical.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from attrs import evolve

from bigtrouble import zones
from bigtrouble.actions import Action, EditSet, EditTableMode, Fight
from bigtrouble.bots import make_bot
from bigtrouble.effects.base import CardFilter
from bigtrouble.engine import apply, current_player, is_over, legal_actions, settle
from bigtrouble.model import LogKind, Setup, State, log_entries
from bigtrouble.rules.explain import totals_sentence
from bigtrouble.rules.play import DefeatForFree
from bigtrouble.rules.recap import events, recap
from bigtrouble.rules.setup import first_game, new_game
from bigtrouble.teaching.position import position
from bigtrouble.teaching.scenario import load_position, parse_action, read
from bigtrouble.teaching.testing import choose, play_villain_card, run, uid_in
from bigtrouble.zones import Zone
from ui.mat.banners import panels
from ui.panels.log import entry_colour
from ui.window.frame import answered_by_themselves

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "tests" / "scenarios" / "rules"
SCENARIOS = (
    "R004_evil_wins_immediately",
    "R047_pushed_off_bridge_escapes",
    "R057_defeat_rescues_captives",
    "R057_fighting_mastermind_rescues_captives",
    "R059_twist_effect_then_ko",
    "R062_master_strike",
    "R112_showdown_highest_total_takes_mastermind",
    "R114_cliffhanger_tie",
)
"""Rules scenarios that reach a Strike, a Twist, an escape, a rescue, a defeat, the Showdown and each end."""
GAMES = ((first_game(2), 0), (first_game(2), 1), (Setup(players=2), 12), (Setup(players=3), 21))
"""Seeded heuristic-bot games, answered by the engine like the client's (``settle``) so auto-answers show."""
READ_KINDS = frozenset(LogKind) - {LogKind.PLAIN, LogKind.DRAW, LogKind.KO, LogKind.CAPTURE, LogKind.PUSH}
"""Every kind some reader looks for; the test fails unless each one appears in the games played."""


def reword(text: str) -> str:
    """Every sentence changed beyond recognition (and back again: reversing twice gives the words)."""
    return text[::-1]


def _writers() -> Iterator[tuple[object, str]]:
    """Every module attribute that is the one function making log entries."""
    original = zones.log_node
    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith("bigtrouble") and getattr(module, "log_node", None) is original:
            yield module, "log_node"


def _reworded(patch: pytest.MonkeyPatch) -> None:
    original = zones.log_node

    def log_node(s: State, text: str, *args: Any) -> Any:
        return original(s, reword(text), *args)

    for module, attr in list(_writers()):
        patch.setattr(module, attr, log_node)


Seen = dict[str, list[Any]]


def _look(seen: Seen, old: State | None, new: State) -> None:
    """Record what the players would see after the step from ``old`` to ``new``."""
    seen["banners"].append(panels(events(old, new)))
    seen["notices"].append(answered_by_themselves(new, old))
    seen["recap"].append(recap(new, current_player(new)))
    seen["totals"].append((totals_sentence(new, True), totals_sentence(new, False)))


def _new_seen() -> Seen:
    return {key: [] for key in ("banners", "notices", "recap", "totals", "colours", "log", "kinds")}


def _finish(seen: Seen, s: State) -> Seen:
    entries = log_entries(s.log)
    seen["colours"] = [entry_colour(e, len(s.players)) for e in entries]
    seen["log"] = [e.text for e in entries]
    seen["kinds"] = [(e.kind, e.cards, e.player, e.rule) for e in entries]
    return seen


def _step(seen: Seen, s: State, action: Action, answer: bool = True) -> State:
    new = apply(s, action)
    if answer:
        new, _ = settle(new)
    _look(seen, s, new)
    return new


def _bot_game(setup: Setup, seed: int) -> Seen:
    seen = _new_seen()
    s, _ = settle(new_game(setup, seed))
    bot = make_bot("heuristic", seed)
    while not is_over(s) and len(seen["banners"]) < 3000:
        s = _step(seen, s, bot.choose(s, legal_actions(s)))
    return _finish(seen, s)


def _scenario(name: str) -> Seen:
    path = RULES / f"{name}.toml"
    seen = _new_seen()
    s = load_position(path)  # a scenario answers its own choices, even one-answer ones
    for line in read(path).get("actions", []):
        if line.startswith("!"):
            continue
        action = parse_action(s, line)
        if isinstance(action, str):  # "villain card": the next Villain Deck card is played
            new = play_villain_card(s)
            _look(seen, s, new)
            s = new
        else:
            s = _step(seen, s, action, answer=False)
    return _finish(seen, s)


def _free_defeat() -> Seen:
    """A Villain defeated for free, then one fought with Attack: only the second is "spent fighting"."""
    seen = _new_seen()
    s = position(attack=5, city={"sewers": "Wing Kong Thug", "streets": "Catacomb Monster"})
    s = evolve(s, turn=evolve(s.turn, attack_made=5))  # as if played: what is spent is then explained
    steps: list[Callable[[State], State]] = [
        lambda s: run(s, DefeatForFree(CardFilter(villain=True))),
        lambda s: choose(s, "Catacomb Monster"),
        lambda s: apply(s, Fight(uid_in(s, "Wing Kong Thug", Zone.CITY))),
        lambda s: apply(s, EditTableMode(True)),  # table mode: edits are a kind of their own (their colour)
        lambda s: apply(s, EditSet("recruit", 3)),
    ]
    for step in steps:
        new = step(s)
        _look(seen, s, new)
        s = new
    assert "spent fighting Wing Kong Thug" in seen["totals"][-1][0]
    return _finish(seen, s)


def _both(play: Callable[[], Seen]) -> tuple[Seen, Seen]:
    plain = play()
    with pytest.MonkeyPatch.context() as patch:
        _reworded(patch)
        return plain, play()


def _as_reworded(plain: Seen) -> Seen:
    """What the reworded game must show: ``plain`` with each quoted log sentence reworded."""
    sentences = set(plain["log"])

    def quoted(text: str) -> str:
        return reword(text) if text in sentences else text

    out = dict(plain)
    out["banners"] = [
        tuple(p.__class__(p.title, p.rgb, p.headline, tuple(quoted(d) for d in p.details)) for p in shown)
        for shown in plain["banners"]
    ]
    out["notices"] = [[reword(n) for n in notes] for notes in plain["notices"]]
    out["log"] = [reword(t) for t in plain["log"]]
    return out


CASES = [("game", setup, seed) for setup, seed in GAMES] + [("scenario", name, 0) for name in SCENARIOS]
CASES.append(("free", "", 0))


@pytest.fixture(scope="module")
def compared() -> list[tuple[str, Seen, Seen]]:
    """Every game and scenario played plainly and reworded."""
    out = []
    for what, subject, seed in CASES:
        if what == "game":
            assert isinstance(subject, Setup)
            plain, other = _both(lambda subject=subject, seed=seed: _bot_game(subject, seed))
            out.append((f"game {subject.players}p seed {seed}", plain, other))
        elif what == "scenario":
            plain, other = _both(lambda subject=subject: _scenario(str(subject)))
            out.append((str(subject), plain, other))
        else:
            out.append(("defeat for free", *_both(_free_defeat)))
    return out


def test_every_sentence_was_reworded_and_the_games_are_the_same(compared: list[tuple[str, Seen, Seen]]) -> None:
    """The rewording reached every entry (nothing else changed: kinds, cards, players and rules agree)."""
    for label, plain, other in compared:
        assert plain["log"] and other["log"] == [reword(t) for t in plain["log"]], label
        assert other["kinds"] == plain["kinds"], label
        assert any(a != b for a, b in zip(plain["log"], other["log"], strict=True)), label


def test_the_players_see_the_same_game_whatever_the_words(compared: list[tuple[str, Seen, Seen]]) -> None:
    """Banners, recap, explanations, log colours and notices don't depend on the sentences."""
    for label, plain, other in compared:
        want = _as_reworded(plain)
        for key in ("banners", "notices", "recap", "totals", "colours"):
            assert other[key] == want[key], (label, key)


def test_the_games_show_every_kind_a_reader_looks_for(compared: list[tuple[str, Seen, Seen]]) -> None:
    """The comparison covers something: every read kind is logged, banners and notices show, the log is coloured."""
    kinds = {k for _, plain, _ in compared for k, *_ in plain["kinds"]}
    assert READ_KINDS <= kinds, READ_KINDS - kinds
    titles = {p.title for _, plain, _ in compared for shown in plain["banners"] for p in shown}
    assert titles == {"MASTER STRIKE", "SCHEME TWIST", "ESCAPE", "AMBUSH"}
    assert any(notes for _, plain, _ in compared for notes in plain["notices"])
    assert sum(c is not None for _, plain, _ in compared for c in plain["colours"]) > 10
    recaps = {line for _, plain, _ in compared for lines in plain["recap"] for line in lines}
    for start in ("New in the city:", "Player 1 defeated", "Villain", "Master Strike", "Scheme Twist", "You gained"):
        assert any(re.match(rf"(\d+ )?{start}", line) for line in recaps), start


def test_every_kind_is_written_somewhere() -> None:
    """The set is closed and used: each kind but plain narration is passed by some log call in the engine."""
    source = "\n".join(p.read_text() for p in (ROOT / "bigtrouble").rglob("*.py") if p.name != "model.py")
    for kind in LogKind:
        if kind is not LogKind.PLAIN:
            assert f"LogKind.{kind.name}" in source or kind is LogKind.AUTO_ANSWER, kind

"""The engine's speed work changed no game: seeded games play exactly as the engine before it did.

``tests/data/same_games.json`` holds, for a set of seeded bot games, a digest of each
game's actions and final state, made by the engine as it was before the speed work
(commit 66201d9) with::

    PYTHONPATH=/path/to/old/tree python tests/test_same_games.py > tests/data/same_games.json

The data was made again when R145 turned the engine's own tie-breaks into players' choices
(one-option choices now show as answers in the record, and a bot may break a tie differently),
so every game since compares against the engine of that change.

Each entry also records a fingerprint of the card definitions its game uses: a game whose
cards were retuned since (the balance work changes card data on purpose) is a different
game, so it is left out and counted; the test fails if none is left to compare.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import attrs

from bigtrouble.model import LogEntry, log_entries

GOLDEN = Path(__file__).parent / "data" / "same_games.json"

GAMES = (
    [("first-game", 2, seed, "heuristic") for seed in range(4)]
    + [("random", 2, seed, "heuristic") for seed in range(10, 16)]
    + [("random", 3, seed, "heuristic") for seed in range(20, 23)]
    + [("random", 4, seed, "heuristic") for seed in range(30, 32)]
    + [("random", 5, 40, "heuristic")]
    + [("random", 2, seed, "random") for seed in range(50, 54)]
    + [("first-game", 1, 60, "heuristic")]
)
"""(setup kind, players, seed, bot) of every compared game."""


def canonical(s: object) -> str:
    """A final state as text: every field's repr in field order, the log as its entries oldest first."""
    parts = []
    for f in attrs.fields(type(s)):  # type: ignore[arg-type]
        value = getattr(s, f.name)
        if f.name in STATE_FIELDS_SINCE and value == f.default:
            continue
        if f.name == "log":
            parts.append("log=" + "|".join(_entry(e) for e in log_entries(value)))
        elif f.name == "setup":
            parts.append(f"{f.name}={_setup_repr(value)}")
        else:
            parts.append(f"{f.name}={value!r}")
    return "\n".join(parts)


STATE_FIELDS_SINCE = ("table_mode", "edited")
"""State fields added after the recording (table mode): at their default they are the recorded game's
state, so they are left out of its text."""

SETUP_FIELDS_SINCE = ("variant", "house", "seats")
"""Setup fields added after the recording (the Solo mode, house rules, seats): at their default they
are the recorded game's setup, so they are left out of its text."""


def _setup_repr(setup: object) -> str:
    fields = attrs.fields(type(setup))  # type: ignore[arg-type]
    shown = [
        f"{a.name}={getattr(setup, a.name)!r}"
        for a in fields
        if not (a.name in SETUP_FIELDS_SINCE and getattr(setup, a.name) == a.default)
    ]
    return f"{type(setup).__name__}({', '.join(shown)})"


def play(kind: str, players: int, seed: int, bot_kind: str) -> dict[str, object]:
    """Play one seeded game with the oldest public API and digest it."""
    from bigtrouble.bots import make_bot
    from bigtrouble.cards.registry import CARDS
    from bigtrouble.engine import apply, is_over, legal_actions
    from bigtrouble.model import Setup
    from bigtrouble.rules.setup import first_game, new_game

    setup = first_game(players) if kind == "first-game" else Setup(players=players)
    s = new_game(setup, seed)
    cards = hashlib.sha256(repr(sorted((i, CARDS[i]) for i in set(s.card_ids))).encode()).hexdigest()
    bot = make_bot(bot_kind, seed)
    actions = []
    while not is_over(s) and len(actions) < 5000:
        a = bot.choose(s, legal_actions(s))
        s = apply(s, a)
        actions.append(a)
    digest = hashlib.sha256(repr(tuple(actions)).encode())
    digest.update(canonical(s).encode())
    return {
        "game": [kind, players, seed, bot_kind],
        "cards": cards,
        "actions": len(actions),
        "digest": digest.hexdigest(),
    }


def test_seeded_games_are_the_games_of_the_engine_before_the_speed_work() -> None:
    """Every recorded game whose cards are unchanged replays to the same actions and the same final state."""
    golden = json.loads(GOLDEN.read_text())
    assert [tuple(g["game"]) for g in golden] == [tuple(g) for g in GAMES]
    compared = 0
    for old in golden:
        kind, players, seed, bot_kind = old["game"]
        new = play(kind, players, seed, bot_kind)
        if new["cards"] != old["cards"]:
            continue
        compared += 1
        assert new["actions"] == old["actions"], f"game {old['game']} took a different number of actions"
        assert new["digest"] == old["digest"], f"game {old['game']} played differently"
    assert compared > 0, (
        "every recorded game's cards changed since: regenerate tests/data/same_games.json"
        " from a tree whose engine is known good (see this module's docstring)"
    )


def _entry(e: LogEntry) -> str:
    """A log entry as its repr read before the typed log: text, rule and player, then the kind only for an
    auto-answer, the one kind entries had then. The typed log's other kinds and its cards are left out, so
    the digests made before it still match (they add no game: the same calls make them)."""
    plain = f"LogEntry(text={e.text!r}, rule={e.rule!r}, player={e.player!r})"
    kind = str(getattr(e, "kind", ""))  # a tree from before log kinds has none
    return plain[:-1] + f", kind={kind!r})" if kind == "auto-answer" else plain


if __name__ == "__main__":
    json.dump([play(*g) for g in GAMES], sys.stdout, indent=1)
    print()

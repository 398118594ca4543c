"""A self-contained playout probe, run by ``bench --against`` in a child process for each tree.

It uses only the engine's oldest public surface (``new_game``, ``first_game``,
``legal_actions``, ``apply``, ``make_bot``), so the same source runs against
today's tree and an older checkout put first on ``PYTHONPATH``. It prints one JSON
line: CPU time spent in the engine (legal actions + apply) and in whole playouts,
per-action times, the same per game, and a digest of every game (its actions and final
state), so two trees can be shown to play exactly the same games, and timed on those alone.

Usage: ``python probe.py GAMES SEED SETUP`` (SETUP ``first-game`` or ``random``).
"""

from __future__ import annotations

import gc
import hashlib
import json
import sys
import time

import attrs

from bigtrouble.model import LogEntry, log_entries


def _fields(value: object) -> str:
    """An attrs value's fields that differ from their defaults, so a field added later at its default
    (a newer tree's Setup has more) leaves the text as an older tree writes it."""
    parts = []
    for f in attrs.fields(type(value)):  # type: ignore[arg-type]
        v = getattr(value, f.name)
        if f.default is attrs.NOTHING or isinstance(f.default, attrs.Factory) or v != f.default:  # type: ignore[arg-type]
            parts.append(f"{f.name}={v!r}")
    return f"{type(value).__name__}({', '.join(parts)})"


def _entry(e: LogEntry) -> str:
    """A log entry as its repr read before the typed log: text, rule and player, then the kind only for an
    auto-answer, the one kind entries had then. The typed log's other kinds and its cards are left out, so
    the digests made before it still match (they add no game: the same calls make them)."""
    plain = f"LogEntry(text={e.text!r}, rule={e.rule!r}, player={e.player!r})"
    kind = str(getattr(e, "kind", ""))  # a tree from before log kinds has none
    return plain[:-1] + f", kind={kind!r})" if kind == "auto-answer" else plain


def canonical(s: object) -> str:
    """The final state as text: fields not at their default, the setup likewise, the log as its entries."""
    parts = []
    for f in attrs.fields(type(s)):  # type: ignore[arg-type]
        value = getattr(s, f.name)
        if f.name == "setup":
            parts.append("setup=" + _fields(value))
        elif f.default is not attrs.NOTHING and not isinstance(f.default, attrs.Factory) and value == f.default:  # type: ignore[arg-type]
            continue
        elif f.name == "log":
            parts.append("log=" + "|".join(_entry(e) for e in log_entries(value)))
        else:
            parts.append(f"{f.name}={value!r}")
    return "\n".join(parts)


def main(games: int, seed: int, setup_kind: str) -> dict[str, object]:
    """Play ``games`` heuristic-bot 2-player games from ``seed`` and measure them."""
    from bigtrouble.bots import make_bot
    from bigtrouble.engine import apply, is_over, legal_actions
    from bigtrouble.model import Setup
    from bigtrouble.rules.setup import first_game, new_game

    gc.freeze()  # as the programs do once the engine is loaded (a tree that froze on import is unchanged)
    cpu = time.process_time_ns
    engine_ns = total_ns = actions = 0
    per_action: list[int] = []
    digests: list[str] = []
    game_engine: list[int] = []
    game_total: list[int] = []
    game_actions: list[int] = []
    for g in range(games):
        setup = first_game(2) if setup_kind == "first-game" else Setup(players=2)
        t_start = cpu()
        s = new_game(setup, seed + g)
        bot = make_bot("heuristic", seed + g)
        played = []
        engine_before = engine_ns
        while not is_over(s):
            c0 = cpu()
            legal = legal_actions(s)
            c1 = cpu()
            a = bot.choose(s, legal)
            c2 = cpu()
            s = apply(s, a)
            c3 = cpu()
            engine_ns += (c1 - c0) + (c3 - c2)
            per_action.append((c1 - c0) + (c3 - c2))
            played.append(a)
        game_ns = cpu() - t_start
        total_ns += game_ns
        actions += len(played)
        game_engine.append(engine_ns - engine_before)
        game_total.append(game_ns)
        game_actions.append(len(played))
        h = hashlib.sha256(repr(tuple(played)).encode())
        h.update(canonical(s).encode())
        digests.append(h.hexdigest())
    return {
        "engine_ns": engine_ns,
        "total_ns": total_ns,
        "actions": actions,
        "per_action_ns": per_action,
        "digests": digests,
        "game_engine_ns": game_engine,
        "game_total_ns": game_total,
        "game_actions": game_actions,
    }


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3])))

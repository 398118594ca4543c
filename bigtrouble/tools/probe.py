"""A self-contained playout probe, run by ``bench --against`` in a child process for each tree.

It uses only the engine's oldest public surface (``new_game``, ``first_game``,
``legal_actions``, ``apply``, ``make_bot``), so the same source runs against
today's tree and an older checkout put first on ``PYTHONPATH``. It prints one JSON
line: CPU time spent in the engine (legal actions + apply) and in whole playouts,
per-action times, and a digest of every game (its actions and final state), so
two trees can be shown to play exactly the same games.

Usage: ``python probe.py GAMES SEED SETUP`` (SETUP ``first-game`` or ``random``).
"""

from __future__ import annotations

import hashlib
import json
import sys
import time

import attrs


def canonical(s: object) -> str:
    """The final state as text: every field's repr, the log as its entries (oldest first)."""
    parts = []
    for f in attrs.fields(type(s)):  # type: ignore[arg-type]
        value = getattr(s, f.name)
        if f.name == "log":
            entries = []
            node = value
            while node is not None:
                entries.append(repr(node.entry))
                node = node.rest
            parts.append("log=" + "|".join(reversed(entries)))
        else:
            parts.append(f"{f.name}={value!r}")
    return "\n".join(parts)


def main(games: int, seed: int, setup_kind: str) -> dict[str, object]:
    """Play ``games`` heuristic-bot 2-player games from ``seed`` and measure them."""
    from bigtrouble.bots import make_bot
    from bigtrouble.engine import apply, is_over, legal_actions
    from bigtrouble.model import Setup
    from bigtrouble.rules.setup import first_game, new_game

    cpu = time.process_time_ns
    engine_ns = total_ns = actions = 0
    per_action: list[int] = []
    digests: list[str] = []
    for g in range(games):
        setup = first_game(2) if setup_kind == "first-game" else Setup(players=2)
        t_start = cpu()
        s = new_game(setup, seed + g)
        bot = make_bot("heuristic", seed + g)
        played = []
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
        total_ns += cpu() - t_start
        actions += len(played)
        h = hashlib.sha256(repr(tuple(played)).encode())
        h.update(canonical(s).encode())
        digests.append(h.hexdigest())
    return {
        "engine_ns": engine_ns,
        "total_ns": total_ns,
        "actions": actions,
        "per_action_ns": per_action,
        "digests": digests,
    }


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3])))

"""Which rule should pick the strong bot's move from its playouts: decisions played out at length, rules judged.

``python -m bigtrouble.tools.decision_rules collect --seed 910000 --games 30 --worlds 160 --out F``
plays policy games on random 2-player setups and, at up to three decisions a game where the
strong bot searches (near the end, no choice pending, more than one candidate; about one such
decision in two is taken), plays every candidate in ``--worlds`` common sampled worlds, writing
one JSON line a decision (every candidate's score world by world). ``--middle`` takes
decisions of the middle of the game instead (from turn 3, where no probe ends the game), whose
playouts are longer.

``python -m bigtrouble.tools.decision_rules judge F...`` then replays the choice many times
per decision: the rule sees a budget's worth of the worlds (the playouts a decision could
afford) and the move it picks is judged on the worlds it did not see. It prints, for budgets
of 60, 125 and 250 playouts and 2 to 5 candidates, what each rule gains over always playing
the policy's move (in points of playout score a decision, where a win scores 100), and what
a rule that knew every world's result could gain at most. A figure for choosing the rule,
never a test.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Sequence
from pathlib import Path

from bigtrouble.actions import Action, PlayCard
from bigtrouble.bots.lookahead import score
from bigtrouble.bots.paired_search import PairedSearch, mean_and_error
from bigtrouble.bots.strong import MAX_CANDIDATES, StrongBot, _playout_player, candidate_moves
from bigtrouble.engine import apply_unchecked, is_over, legal_actions
from bigtrouble.model import State
from bigtrouble.rules.setup import new_game
from bigtrouble.tools.simulate import make_setup

PER_GAME = 3
"""At most this many decisions are taken from one game."""

RULES = ((0.0, 0.0), (0.0, 0.04), (0.5, 0.0), (1.0, 0.0), (1.5, 0.04), (2.0, 0.04))
"""The rules judged: (standard errors, least mean gain) an alternative must lead the policy's move by."""

LOOKAHEAD_WORLDS = 12
"""The lookahead bot's worlds a candidate; it plays an alternative one win (of twelve) ahead of its policy's."""

Decision = list[list[float]]
"""One decision's playout scores: a list per candidate (the policy's first), a score per world."""


def collect(seed: int, games: int, worlds: int, middle: bool = False) -> list[dict[str, object]]:
    """Decisions of policy games (game ``i`` on seed ``seed + i``), each candidate played in ``worlds`` worlds."""
    out: list[dict[str, object]] = []
    for g in range(games):
        game_seed = seed + g
        s = new_game(make_setup("random", 2), game_seed)
        bot = StrongBot(game_seed)
        taken = 0
        while not is_over(s):
            legal = legal_actions(s)
            first = bot.policy.choose(bot._seen(s), legal)
            if len(legal) > 1 and s.pending is None and not isinstance(first, PlayCard):
                candidates = candidate_moves(s, legal, first, MAX_CANDIDATES)
                if len(candidates) >= 2 and _wanted(bot, s, first, middle, game_seed) and taken < PER_GAME:
                    search = PairedSearch(s, candidates, random.Random(game_seed), _playout_player, score)
                    for _ in range(worlds):
                        search.one_world()
                    out.append({"seed": game_seed, "at": s.actions_taken, "results": search.results})
                    taken += 1
            s = apply_unchecked(s, first)
    return out


def _wanted(bot: StrongBot, s: State, first: Action, middle: bool, game_seed: int) -> bool:
    """Whether to take this decision: near the end about one in two; in the middle (from turn 3) one in seven.

    The draw is seeded by the game's seed and the action count, so the same command takes the same decisions."""
    draw = random.Random(game_seed * 1000 + s.actions_taken).random()
    if middle:
        return s.turn.number >= 3 and not bot.near_the_end(s, first) and draw < 0.15
    return bot.near_the_end(s, first) and draw < 0.5


def _paired(results: Decision, i: int, j: int, worlds: Sequence[int]) -> tuple[float, float]:
    """Mean and standard error of candidate ``i`` minus ``j`` over ``worlds``."""
    return mean_and_error([results[i][w] - results[j][w] for w in worlds])


def choose(results: Decision, worlds: Sequence[int], candidates: int, se_needed: float, least_gain: float) -> int:
    """The candidate a rule plays, seeing only ``worlds``: the best mean of the first ``candidates``, if it leads
    the policy's move (0) by more than ``least_gain`` and ``se_needed`` standard errors; else 0."""
    k = min(candidates, len(results))
    best = max(range(k), key=lambda i: sum(results[i][w] for w in worlds))
    if best == 0:
        return 0
    mean, se = _paired(results, best, 0, worlds)
    return best if mean > least_gain and mean >= se_needed * se else 0


def judge(
    decisions: Sequence[Decision], budget: int, candidates: int, se_needed: float, least_gain: float, reps: int = 20
) -> float:
    """What a rule gains over the policy's move, in points of playout score a decision (a win is 100), judged on the
    worlds it did not see; ``budget`` playouts a decision, shared by the candidates."""
    rng = random.Random(1)
    gained = 0.0
    count = 0
    for results in decisions:
        total = len(results[0])
        seen = max(2, min(total // 2, budget // min(candidates, len(results))))
        for _ in range(reps):
            worlds = rng.sample(range(total), seen)
            unseen = sorted(set(range(total)) - set(worlds))
            pick = choose(results, worlds, candidates, se_needed, least_gain)
            if pick:
                gained += sum(results[pick][w] - results[0][w] for w in unseen) / len(unseen)
            count += 1
    return 100 * gained / max(1, count)


def ceiling(decisions: Sequence[Decision]) -> float:
    """What a rule that knew every world could gain at most (the best mean over the policy's), points a decision."""
    gain = sum(max(sum(r) for r in d) / len(d[0]) - sum(d[0]) / len(d[0]) for d in decisions)
    return 100 * gain / max(1, len(decisions))


def read(paths: Sequence[Path]) -> list[Decision]:
    """The decisions in ``collect``'s files (lines that are not a decision are refused with their place)."""
    out: list[Decision] = []
    for path in paths:
        for n, line in enumerate(path.read_text().splitlines(), 1):
            try:
                row = json.loads(line)
                results = [[float(x) for x in r] for r in row["results"]]
            except (ValueError, KeyError, TypeError) as exc:
                raise ValueError(f"{path}:{n}: not a decision ({exc})") from None
            if len(results) < 2 or len({len(r) for r in results}) != 1 or len(results[0]) < 4:
                raise ValueError(f"{path}:{n}: a decision needs two or more candidates with the same 4+ worlds")
            out.append(results)
    return out


def report(decisions: Sequence[Decision]) -> str:
    """The table ``judge`` prints."""
    lookahead = judge(decisions, LOOKAHEAD_WORLDS * 3, 3, 0.0, 1 / LOOKAHEAD_WORLDS - 1e-9)
    lines = [
        f"{len(decisions)} decisions; a rule that knew every world would gain {ceiling(decisions):.2f} a decision",
        f"the lookahead bot's rule (3 candidates, {LOOKAHEAD_WORLDS} worlds, one win ahead): {lookahead:.2f}",
        "budget  candidates  " + "  ".join(f"{se:g} SE, >{g:g}" for se, g in RULES),
    ]
    for budget in (60, 125, 250):
        for k in (2, 3, 4, 5):
            gains = [judge(decisions, budget, k, se, g) for se, g in RULES]
            lines.append(f"{budget:6}  {k:10}  " + "  ".join(f"{x:11.2f}" for x in gains))
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """``collect`` decisions or ``judge`` the rules on collected ones."""
    ap = argparse.ArgumentParser(prog="python -m bigtrouble.tools.decision_rules", description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect", help="play decisions out at length")
    c.add_argument("--seed", type=int, default=910000)
    c.add_argument("--games", type=int, default=30)
    c.add_argument("--worlds", type=int, default=160)
    c.add_argument("--middle", action="store_true", help="decisions of the middle of the game, not near the end")
    c.add_argument("--out", type=Path, required=True)
    j = sub.add_parser("judge", help="judge the rules on collected decisions")
    j.add_argument("files", type=Path, nargs="+")
    args = ap.parse_args(argv)
    if args.command == "collect":
        if args.games < 1 or args.worlds < 4:
            ap.error("--games must be at least 1 and --worlds at least 4")
        with args.out.open("a") as f:
            for row in collect(args.seed, args.games, args.worlds, args.middle):
                f.write(json.dumps(row) + "\n")
        return 0
    try:
        decisions = read(args.files)
    except (OSError, ValueError) as exc:
        print(f"decision_rules: {exc}")
        return 2
    if not decisions:
        print("decision_rules: no decisions in those files")
        return 2
    print(report(decisions))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

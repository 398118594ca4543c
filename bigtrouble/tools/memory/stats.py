"""What the remembered games say: win rates with 95% intervals, Solo bests, streaks and challenges compared.

Rates count finished games only (an abandoned game has no result); a draw is not a win; a game changed
by hand in table mode is counted but compared with nothing. :func:`summarize` asks SQLite for the
figures (the statistics window opens on it); :func:`compute` works them out from decoded games and is
the plain statement of what they mean, which a test holds the two to.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable
from typing import Any

from attrs import asdict, field, frozen

from bigtrouble.tools.memory.facts import ABANDONED, FINISHED
from bigtrouble.tools.memory.store import Memory

Z95 = 1.959964
"""The normal quantile of a two-sided 95% interval."""
SHOWN_BESTS = 10

Game = dict[str, Any]


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (``wins`` of ``games``); (0, 1) when there are no games."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    low = 0.0 if wins <= 0 else max(0.0, centre - half)  # exactly 0 or 1 at the ends (not 0.9999…)
    high = 1.0 if wins >= games else min(1.0, centre + half)
    return low, high


@frozen
class Rate:
    """Wins out of games for one label (a Mastermind, a Hero...), with its 95% interval."""

    label: str
    games: int
    wins: int
    low: float
    high: float

    @property
    def rate(self) -> float:
        """Wins over games (0 with no games)."""
        return self.wins / self.games if self.games else 0.0


def rates(games: Iterable[Game], labels: Callable[[Game], Iterable[str]]) -> list[Rate]:
    """A win rate for every label ``labels`` gives the games (a game may count for several), most played first."""
    played: dict[str, int] = {}
    won: dict[str, int] = {}
    for g in games:
        for label in set(labels(g)):
            played[label] = played.get(label, 0) + 1
            won[label] = won.get(label, 0) + (g["outcome"] == "win")
    return sorted(
        (Rate(k, n, won[k], *wilson(won[k], n)) for k, n in played.items()), key=lambda r: (-r.games, r.label)
    )


def _variant(g: Game) -> list[str]:
    words = [g["variant"] or "standard"]
    return [" + ".join(words + list(g["house"]))]


BY: dict[str, Callable[[Game], Iterable[str]]] = {
    "mastermind": lambda g: [g["mastermind"]],
    "scheme": lambda g: [g["scheme"]],
    "hero": lambda g: g["heroes"],
    "villain group": lambda g: g["villains"],
    "players": lambda g: [str(g["players"])],
    "variant": _variant,
}
"""What win rates are split by, and how a game names its labels for each."""


@frozen
class Streaks:
    """Runs of team wins and of games not won, in the order the games ended."""

    current_kind: str
    current: int
    longest_wins: int
    longest_losses: int


def streaks(finished: list[Game]) -> Streaks:
    """The current run and the longest runs of wins and of games not won (``finished`` oldest first)."""
    kind, run, best_w, best_l = "", 0, 0, 0
    for g in finished:
        now = "wins" if g["outcome"] == "win" else "losses"
        run = run + 1 if now == kind else 1
        kind = now
        if now == "wins":
            best_w = max(best_w, run)
        else:
            best_l = max(best_l, run)
    return Streaks(kind, run, best_w, best_l)


@frozen
class ChallengeTally:
    """The games played from one challenge code: how many, how many won, the best VP and Solo score."""

    code: str
    games: int
    wins: int
    best_vp: int
    best_solo: int | None


def challenges(games: list[Game]) -> list[ChallengeTally]:
    """Finished games grouped by challenge code (only codes played more than once), most played first."""
    groups: dict[str, list[Game]] = {}
    for g in games:
        if g["challenge"]:
            groups.setdefault(g["challenge"], []).append(g)
    out = []
    for code, gs in groups.items():
        if len(gs) < 2:
            continue
        solos = [g["solo_score"] for g in gs if g["solo_score"] is not None]
        out.append(
            ChallengeTally(
                code,
                len(gs),
                sum(g["outcome"] == "win" for g in gs),
                max(max(g["vp"], default=0) for g in gs),
                max(solos) if solos else None,
            )
        )
    return sorted(out, key=lambda c: (-c.games, c.code))


MONTHS_FOR_MONTHLY = 3
"""With games in fewer months than this, results over time are told day by day."""


def over_time(days: dict[str, tuple[int, int]]) -> list[Rate]:
    """Results by month from (games, wins) by day ("2026-12-01"), oldest first; by day while the games span
    fewer than :data:`MONTHS_FOR_MONTHLY` months."""
    if len({d[:7] for d in days}) >= MONTHS_FOR_MONTHLY:
        months: dict[str, tuple[int, int]] = {}
        for day, (n, w) in days.items():
            _add(months, day[:7], n, w)
        days = months
    return [Rate(k, n, w, *wilson(w, n)) for k, (n, w) in sorted(days.items())]


def _days(finished: list[Game]) -> dict[str, tuple[int, int]]:
    days: dict[str, tuple[int, int]] = {}
    for g in finished:
        _add(days, str(g["ended_at"])[:10], 1, g["outcome"] == "win")
    return days


def _add(counts: dict[str, tuple[int, int]], label: str, games: int, wins: int) -> None:
    n, w = counts.get(label, (0, 0))
    counts[label] = (n + int(games), w + int(wins or 0))


@frozen
class Stats:
    """Everything ``python -m bigtrouble stats`` shows."""

    games: int
    finished: int
    abandoned: int
    edited: int
    """Finished games changed by hand: remembered, left out of every figure below."""
    by: dict[str, list[Rate]]
    solo_bests: list[dict[str, Any]]
    streaks: Streaks
    challenges: list[ChallengeTally]
    over_time: list[Rate] = field(factory=list)
    """The team's results by month, oldest first (by day while the games span fewer than three months)."""

    def to_json(self) -> dict[str, Any]:
        """Plain data, rates with their intervals."""
        return {
            "games": self.games,
            "finished": self.finished,
            "abandoned": self.abandoned,
            "edited": self.edited,
            "win_rates": {k: [{**asdict(r), "rate": r.rate} for r in v] for k, v in self.by.items()},
            "over_time": [{**asdict(r), "rate": r.rate} for r in self.over_time],
            "solo_bests": self.solo_bests,
            "streaks": asdict(self.streaks),
            "challenges": [asdict(c) for c in self.challenges],
        }

    @property
    def edited_words(self) -> str:
        """ ", N changed by hand (not compared)" when there are such games, else nothing."""
        return f", {self.edited} changed by hand (not compared)" if self.edited else ""

    def text(self) -> str:
        """The figures in words, one table per split."""
        counts = f"{self.finished} finished, {self.abandoned} abandoned{self.edited_words}"
        lines = [f"{self.games} games remembered: {counts}."]
        if not self.finished:
            return "\n".join(lines)
        total = sum(r.wins for r in self.by["players"])
        lo, hi = wilson(total, self.finished)
        lines.append(f"Team wins: {total} of {self.finished} ({total / self.finished:.0%}, 95% {lo:.0%}-{hi:.0%}).")
        for name, rs in self.by.items():
            lines.append(f"\nWin rate by {name}:")
            for r in rs:
                lines.append(f"  {r.label:<40} {r.wins:>5}/{r.games:<5} {r.rate:>5.0%}  (95% {r.low:.0%}-{r.high:.0%})")
        lines.append("\nResults over time:")
        for r in self.over_time:
            lines.append(f"  {r.label:<10} {r.wins:>5}/{r.games:<5} {r.rate:>5.0%}  (95% {r.low:.0%}-{r.high:.0%})")
        s = self.streaks
        lines.append(
            f"\nStreaks: now {s.current} {s.current_kind}; longest {s.longest_wins} wins, {s.longest_losses} losses."
        )
        if self.solo_bests:
            lines.append("\nBest Solo scores:")
            for b in self.solo_bests:
                lines.append(f"  {b['score']:>4}  {b['mastermind']} / {b['scheme']}  ({b['ended_at'][:10]})")
        if self.challenges:
            lines.append("\nChallenges played more than once:")
            for c in self.challenges:
                solo = f", best Solo {c.best_solo}" if c.best_solo is not None else ""
                lines.append(f"  {c.code}  {c.wins}/{c.games} won, best VP {c.best_vp}{solo}")
        return "\n".join(lines)


def compute(games: list[Game]) -> Stats:
    """The statistics of the remembered games (``games`` oldest first, as :meth:`Memory.games` gives them)."""
    finished = [g for g in games if g["status"] == FINISHED and not g.get("edited")]  # hand-changed: not compared
    solos = sorted(
        (g for g in finished if g["solo_score"] is not None), key=lambda g: (-g["solo_score"], g["ended_at"])
    )
    bests = [
        {"score": g["solo_score"], "mastermind": g["mastermind"], "scheme": g["scheme"], "ended_at": g["ended_at"]}
        for g in solos[:SHOWN_BESTS]
    ]
    return Stats(
        games=len(games),
        finished=len(finished),
        abandoned=sum(g["status"] == ABANDONED for g in games),
        edited=sum(g["status"] == FINISHED and bool(g.get("edited")) for g in games),
        by={name: rates(finished, labels) for name, labels in BY.items()},
        solo_bests=bests,
        over_time=over_time(_days(finished)),
        streaks=streaks(finished),
        challenges=challenges(finished),
    )


_COMPARED = f"status = '{FINISHED}' AND NOT edited"
_IS_LIST = "json_valid({c}) AND json_type({c}) = 'array'"
_WON = "outcome IS 'win'"


def _rate_list(counts: dict[str, tuple[int, int]]) -> list[Rate]:
    return sorted((Rate(k, n, w, *wilson(w, n)) for k, (n, w) in counts.items()), key=lambda r: (-r.games, r.label))


def _list_rates(memory: Memory, column: str) -> list[Rate]:
    """Rates by each entry of a list column, a game counted once per entry however often it names it; a row whose
    text is not a JSON list (a damaged or hand-edited file) counts for no entry."""
    sql = (
        "SELECT each.value, count(DISTINCT games.id), count(DISTINCT CASE WHEN outcome IS 'win' THEN games.id END)"
        f" FROM games, json_each(games.{column}) AS each"
        f" WHERE {_COMPARED} AND {_IS_LIST.format(c='games.' + column)} GROUP BY each.value"
    )
    counts: dict[str, tuple[int, int]] = {}
    for label, n, w in memory.conn.execute(sql):
        _add(counts, str(label), n, w)
    return _rate_list(counts)


def _house_words(text: object) -> list[str]:
    try:
        house = json.loads(text) if isinstance(text, str) else []
    except ValueError:
        return []
    return [str(h) for h in house] if isinstance(house, list) else []


@frozen
class _Tallies:
    """What one grouped pass over the games counts: the totals, and the wins and games of each scalar split."""

    games: int
    compared: int
    abandoned: int
    edited: int
    by: dict[str, list[Rate]]


def _tallies(memory: Memory) -> _Tallies:
    """Count the totals and the Mastermind, Scheme, player-count and variant splits in one pass over the table."""
    sql = (
        f"SELECT status, edited, mastermind, scheme, players, variant, house, count(*), sum({_WON}) FROM games"
        " GROUP BY status, edited, mastermind, scheme, players, variant, house"
    )
    games = compared = abandoned = edited = 0
    splits: dict[str, dict[str, tuple[int, int]]] = {k: {} for k in ("mastermind", "scheme", "players", "variant")}
    for status, changed, mastermind, scheme, players, variant, house, n, w in memory.conn.execute(sql):
        games += n
        if status == ABANDONED:
            abandoned += n
        if status != FINISHED:
            continue
        if changed:
            edited += n
            continue
        compared += n
        _add(splits["mastermind"], str(mastermind), n, w)
        _add(splits["scheme"], str(scheme), n, w)
        _add(splits["players"], str(players), n, w)
        _add(splits["variant"], " + ".join([str(variant or "standard"), *_house_words(house)]), n, w)
    return _Tallies(games, compared, abandoned, edited, {k: _rate_list(v) for k, v in splits.items()})


def _sql_streaks(memory: Memory) -> Streaks:
    # SQLite's sorter over a scan costs less than walking the end-time index and looking up every row.
    sql = f"SELECT {_WON} FROM games NOT INDEXED WHERE {_COMPARED} ORDER BY ended_at, id"
    return streaks([{"outcome": "win" if won else "evil"} for (won,) in memory.conn.execute(sql)])


def _sql_days(memory: Memory) -> dict[str, tuple[int, int]]:
    days: dict[str, tuple[int, int]] = {}
    sql = f"SELECT substr(ended_at, 1, 10), count(*), sum({_WON}) FROM games WHERE {_COMPARED} GROUP BY 1"
    for day, n, w in memory.conn.execute(sql):
        _add(days, str(day), n, w)
    return days


def _sql_bests(memory: Memory) -> list[dict[str, Any]]:
    sql = (
        "SELECT solo_score, mastermind, scheme, ended_at FROM games"
        f" WHERE {_COMPARED} AND solo_score IS NOT NULL ORDER BY solo_score DESC, ended_at, id LIMIT {SHOWN_BESTS}"
    )
    keys = ("score", "mastermind", "scheme", "ended_at")
    return [dict(zip(keys, row, strict=True)) for row in memory.conn.execute(sql)]


def _sql_challenges(memory: Memory) -> list[ChallengeTally]:
    best_vp = (
        f"CASE WHEN {_IS_LIST.format(c='vp')} THEN"
        " coalesce((SELECT max(each.value) FROM json_each(vp) AS each WHERE each.type = 'integer'), 0) ELSE 0 END"
    )
    sql = (
        f"SELECT challenge, count(*), sum({_WON}), max({best_vp}), max(solo_score) FROM games"
        f" WHERE {_COMPARED} AND challenge != '' GROUP BY challenge HAVING count(*) > 1"
    )
    out = [ChallengeTally(str(c), int(n), int(w or 0), int(vp), s) for c, n, w, vp, s in memory.conn.execute(sql)]
    return sorted(out, key=lambda c: (-c.games, c.code))


def summarize(memory: Memory) -> Stats:
    """The statistics of every game in ``memory``, counted by SQLite (the same figures as :func:`compute` over
    :meth:`Memory.games`, without decoding ten thousand games in Python)."""
    t = _tallies(memory)
    lists = {"hero": "heroes", "villain group": "villains"}
    return Stats(
        games=t.games,
        finished=t.compared,
        abandoned=t.abandoned,
        edited=t.edited,
        by={name: t.by[name] if name in t.by else _list_rates(memory, lists[name]) for name in BY},
        solo_bests=_sql_bests(memory),
        over_time=over_time(_sql_days(memory)),
        streaks=_sql_streaks(memory),
        challenges=_sql_challenges(memory),
    )

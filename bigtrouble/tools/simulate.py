"""Bots play whole games: results, summaries and the Mastermind x Scheme matrix.

Game ``i`` of a run uses seed ``seed + i`` for both the game and its bot, so
any single game (an error, an odd result) replays from its seed alone. An
exception inside a game never stops the run and is never hidden: it is
counted, with the seed and setup that reproduce it.
"""

from __future__ import annotations

import shlex
import time
import traceback
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Any

from attrs import field, frozen

from bigtrouble.actions import Action
from bigtrouble.bots import make_bot
from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.history import GameRecord
from bigtrouble.invariants import check_record, check_state, check_step
from bigtrouble.model import Outcome, Setup
from bigtrouble.rules.setup import first_game, new_game

MAX_ACTIONS = 20_000
"""A game still going after this many actions is reported as stuck."""

SETUP_KINDS = ("first-game", "random")

Progress = Callable[[int, int], None]
"""Called with (games done, games in all) after each game."""


@frozen
class GameResult:
    """How one game went. ``error`` is empty unless the game raised or got stuck."""

    seed: int
    players: int
    mastermind: str
    scheme: str
    outcome: Outcome | None
    turns: int
    actions: int
    error: str = ""
    trace: str = ""

    @property
    def finished(self) -> bool:
        """Whether the game reached its end without an error."""
        return not self.error and self.outcome is not None


def make_setup(kind: str, players: int, mastermind: str = "", scheme: str = "") -> Setup:
    """The setup for a game: the first-game preset, or everything random except what is named."""
    if kind == "first-game":
        return first_game(players)
    if kind == "random":
        return Setup(players=players, mastermind=mastermind, scheme=scheme)
    raise ValueError(f"Unknown setup {kind!r}; choose from {', '.join(SETUP_KINDS)}.")


def play_game(
    setup: Setup,
    seed: int,
    bot: str = "heuristic",
    check: bool = False,
    max_actions: int = MAX_ACTIONS,
) -> GameResult:
    """Play one game to its end with one bot kind in every seat.

    With ``check``, the invariants are checked after every action and the
    finished game must replay from its record. Any exception is caught and
    returned in the result, never raised.
    """
    mastermind, scheme = setup.mastermind, setup.scheme
    actions: list[Action] = []
    turns = 0
    try:
        s = new_game(setup, seed)
        mastermind, scheme = s.setup.mastermind, s.setup.scheme
        if check:
            check_state(s)
        player = make_bot(bot, seed)
        while not is_over(s):
            if len(actions) >= max_actions:
                raise RuntimeError(f"the game did not end within {max_actions} actions")
            action = player.choose(s, legal_actions(s))
            nxt = apply(s, action)
            if check:
                check_step(s, action, nxt)
            actions.append(action)
            s = nxt
            turns = s.turn.number
        if check:
            check_record(GameRecord(setup, seed, tuple(actions)), s)
        return GameResult(seed, setup.players, mastermind, scheme, s.outcome, s.turn.number, len(actions))
    except Exception as exc:  # noqa: BLE001  (reported in the result with its seed, never dropped)
        return GameResult(
            seed,
            setup.players,
            mastermind,
            scheme,
            None,
            turns,
            len(actions),
            error=f"{type(exc).__name__}: {exc}",
            trace=traceback.format_exc(),
        )


@frozen
class Summary:
    """The results of many games."""

    results: tuple[GameResult, ...]
    seconds: float
    bot: str = ""
    setup: str = ""
    seed: int = 0
    mastermind: str = ""
    scheme: str = ""

    @property
    def games(self) -> int:
        """Games played."""
        return len(self.results)

    @property
    def finished(self) -> int:
        """Games that reached their end without an error."""
        return sum(1 for r in self.results if r.finished)

    @property
    def errors(self) -> tuple[GameResult, ...]:
        """Games that raised or got stuck."""
        return tuple(r for r in self.results if r.error)

    @property
    def actions(self) -> int:
        """Actions applied in all games."""
        return sum(r.actions for r in self.results)

    def count(self, outcome: Outcome) -> int:
        """Finished games with this team outcome."""
        return sum(1 for r in self.results if r.finished and r.outcome is outcome)

    def rate(self, outcome: Outcome) -> float:
        """The share of finished games with this outcome (0 when none finished)."""
        return self.count(outcome) / self.finished if self.finished else 0.0

    @property
    def mean_turns(self) -> float:
        """The mean number of turns of the finished games."""
        done = [r.turns for r in self.results if r.finished]
        return sum(done) / len(done) if done else 0.0

    def to_json(self) -> dict[str, Any]:
        """Plain data for ``--json``."""
        return {
            "games": self.games,
            "finished": self.finished,
            "errors": len(self.errors),
            "outcomes": {o.value: self.count(o) for o in Outcome},
            "win_rate": round(self.rate(Outcome.WIN), 4),
            "mean_turns": round(self.mean_turns, 2),
            "actions": self.actions,
            "seconds": round(self.seconds, 3),
            "actions_per_second": round(self.actions / self.seconds) if self.seconds > 0 else 0,
            "bot": self.bot,
            "setup": self.setup,
            "seed": self.seed,
            "error_games": [
                {
                    "seed": r.seed,
                    "players": r.players,
                    "mastermind": r.mastermind,
                    "scheme": r.scheme,
                    "error": r.error,
                    "after_actions": r.actions,
                    "reproduce": self.reproduce(r),
                    "traceback": r.trace,
                }
                for r in self.errors
            ],
        }

    def text(self) -> str:
        """A short human report."""
        lines = [
            f"{self.games} games ({self.setup}, {self.bot} bot, seeds {self.seed}..{self.seed + self.games - 1}):"
            f" {self.finished} finished, {len(self.errors)} errors",
            "outcomes: " + ", ".join(f"{o.value} {self.count(o)} ({100 * self.rate(o):.1f}%)" for o in Outcome),
            f"mean turns {self.mean_turns:.1f}; {self.actions} actions in {self.seconds:.2f} s"
            + (f" ({self.actions / self.seconds:,.0f}/s)" if self.seconds > 0 else ""),
        ]
        for r in self.errors:
            lines.append(f"ERROR seed {r.seed} ({r.mastermind} / {r.scheme}, {r.players}p): {r.error}")
            lines.append(f"  reproduce: {self.reproduce(r)}")
        return "\n".join(lines)

    def reproduce(self, r: GameResult) -> str:
        """The command line that plays game ``r`` of this run alone, with the invariants checked."""
        cmd = (
            f"python -m bigtrouble simulate --players {r.players} --games 1 --seed {r.seed}"
            f" --bot {self.bot} --setup {self.setup}"
        )
        if self.mastermind:
            cmd += f" --mastermind {shlex.quote(self.mastermind)}"
        if self.scheme:
            cmd += f" --scheme {shlex.quote(self.scheme)}"
        return cmd + " --check"


Job = tuple[Setup, int, str, bool]
"""One game to play: setup, seed, bot kind, whether to check the invariants."""


def _play_job(job: Job) -> GameResult:
    setup, seed, bot, check = job
    return play_game(setup, seed, bot, check)


def play_all(jobs: Sequence[Job], workers: int = 1, progress: Progress | None = None) -> list[GameResult]:
    """Play every job, in ``workers`` processes when more than one; results come back in job order."""
    results: list[GameResult | None] = [None] * len(jobs)
    if workers <= 1 or len(jobs) <= 1:
        for i, job in enumerate(jobs):
            results[i] = _play_job(job)
            if progress is not None:
                progress(i + 1, len(jobs))
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures = {pool.submit(_play_job, job): i for i, job in enumerate(jobs)}
            for done, future in enumerate(as_completed(futures), 1):
                results[futures[future]] = future.result()
                if progress is not None:
                    progress(done, len(jobs))
    return [r for r in results if r is not None]


def simulate(
    players: Sequence[int],
    games: int,
    seed: int = 0,
    setup: str = "first-game",
    bot: str = "heuristic",
    check: bool = False,
    mastermind: str = "",
    scheme: str = "",
    progress: Progress | None = None,
    workers: int = 1,
) -> Summary:
    """Play ``games`` games; game ``i`` has seed ``seed + i`` and cycles through the player counts."""
    start = time.perf_counter()
    jobs = [
        (make_setup(setup, players[i % len(players)], mastermind, scheme), seed + i, bot, check) for i in range(games)
    ]
    results = play_all(jobs, workers, progress)
    return Summary(tuple(results), time.perf_counter() - start, bot, setup, seed, mastermind, scheme)


# The Mastermind x Scheme matrix.


@frozen
class Matrix:
    """Heuristic-bot results for every Mastermind x Scheme pair."""

    masterminds: tuple[str, ...]
    schemes: tuple[str, ...]
    cells: dict[tuple[str, str], Summary] = field(factory=dict)
    players: tuple[int, ...] = (2,)
    seconds: float = 0.0

    def all_results(self) -> tuple[GameResult, ...]:
        """Every game of every cell."""
        return tuple(r for c in self.cells.values() for r in c.results)

    def averages(self) -> list[tuple[str, float]]:
        """Each Mastermind's team win rate over all its games, in the order of ``masterminds``."""
        out = []
        for m in self.masterminds:
            games = tuple(r for (mm, _), c in self.cells.items() if mm == m for r in c.results)
            out.append((m, Summary(games, 0.0).rate(Outcome.WIN) if games else 0.0))
        return out

    def to_json(self) -> dict[str, Any]:
        """Plain data for ``--json``."""
        total = Summary(self.all_results(), self.seconds, "heuristic", "random")
        return {
            "players": list(self.players),
            "masterminds": list(self.masterminds),
            "schemes": list(self.schemes),
            "games": total.games,
            "finished": total.finished,
            "errors": len(total.errors),
            "outcomes": {o.value: total.count(o) for o in Outcome},
            "seconds": round(self.seconds, 3),
            "averages": {m: round(w, 4) for m, w in self.averages()},
            "cells": [
                {
                    "mastermind": m,
                    "scheme": sc,
                    "games": c.games,
                    "finished": c.finished,
                    "errors": len(c.errors),
                    "win": round(c.rate(Outcome.WIN), 4),
                    "evil": round(c.rate(Outcome.EVIL), 4),
                    "draw": round(c.rate(Outcome.DRAW), 4),
                    "mean_turns": round(c.mean_turns, 2),
                    "error_games": c.to_json()["error_games"],
                }
                for (m, sc), c in self.cells.items()
            ],
        }

    def text(self) -> str:
        """The table: one row per pair, team win / evil / draw rates."""
        mw = max([len("Mastermind")] + [len(m) for m in self.masterminds])
        sw = max([len("Scheme")] + [len(s) for s in self.schemes])
        head = f"{'Mastermind':<{mw}}  {'Scheme':<{sw}}  games   win  evil  draw  turns  errors"
        lines = [f"Players {', '.join(map(str, self.players))}; heuristic bot", head, "-" * len(head)]
        for (m, sc), c in self.cells.items():
            lines.append(
                f"{m:<{mw}}  {sc:<{sw}}  {c.games:>5}  {_pct(c.rate(Outcome.WIN))}  {_pct(c.rate(Outcome.EVIL))}"
                f"  {_pct(c.rate(Outcome.DRAW))}  {c.mean_turns:>5.1f}  {len(c.errors):>6}"
            )
        total = Summary(self.all_results(), self.seconds)
        lines.append("-" * len(head))
        lines.append(
            f"{'all':<{mw}}  {'':<{sw}}  {total.games:>5}  {_pct(total.rate(Outcome.WIN))}"
            f"  {_pct(total.rate(Outcome.EVIL))}  {_pct(total.rate(Outcome.DRAW))}  {total.mean_turns:>5.1f}"
            f"  {len(total.errors):>6}"
        )
        lines.append("Mastermind average team win: " + ", ".join(f"{m} {100 * w:.1f}%" for m, w in self.averages()))
        for c in self.cells.values():
            for r in c.errors:
                lines.append(f"ERROR seed {r.seed} ({r.mastermind} / {r.scheme}, {r.players}p): {r.error}")
                lines.append(f"  reproduce: {c.reproduce(r)}")
        return "\n".join(lines)


def _pct(x: float) -> str:
    return f"{100 * x:>3.0f}%"


def run_matrix(
    players: Sequence[int],
    games: int,
    seed: int = 0,
    check: bool = False,
    progress: Progress | None = None,
    workers: int = 1,
) -> Matrix:
    """Play ``games`` heuristic-bot games per pair and per player count; the rest of each setup is random."""
    masterminds = tuple(d.name for d in registry.of_kind(Kind.MASTERMIND))
    schemes = tuple(d.name for d in registry.of_kind(Kind.SCHEME))
    start = time.perf_counter()
    pairs = [(m, sc) for m in masterminds for sc in schemes]
    jobs: list[Job] = [
        (Setup(players=n, mastermind=m, scheme=sc), seed + i, "heuristic", check)
        for m, sc in pairs
        for n in players
        for i in range(games)
    ]
    results = play_all(jobs, workers, progress)
    per_pair = len(players) * games
    cells = {
        pair: Summary(tuple(results[k * per_pair : (k + 1) * per_pair]), 0.0, "heuristic", "random", seed, *pair)
        for k, pair in enumerate(pairs)
    }
    return Matrix(masterminds, schemes, cells, tuple(players), time.perf_counter() - start)


# The heat map: Masterminds down, Schemes across, colour = team win rate.

CELL_W, CELL_H, LABEL_W, HEAD_H, PAD = 132, 64, 170, 78, 6


def _rate_colour(win: float) -> tuple[int, int, int]:
    """Red (no wins) through yellow (half) to green (all wins)."""
    win = min(1.0, max(0.0, win))
    if win < 0.5:
        k = win / 0.5
        return (214, int(64 + (200 - 64) * k), 64)
    k = (win - 0.5) / 0.5
    return (int(214 - (214 - 72) * k), int(200 - (200 - 170) * k), int(64 + (90 - 64) * k))


def _wrap(text: str, width: int, measure: Callable[[str], float]) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and measure(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def draw_heat_map(matrix: Matrix, path: str) -> None:
    """Write a PNG heat map of the matrix: each cell shows win / evil / draw rates, coloured by win rate."""
    from PIL import Image, ImageDraw, ImageFont

    try:
        font: ImageFont.ImageFont | ImageFont.FreeTypeFont = ImageFont.load_default(size=13)
    except TypeError:  # Pillow without FreeType: the fixed bitmap font
        font = ImageFont.load_default()
    cols, rows = len(matrix.schemes), len(matrix.masterminds)
    width = LABEL_W + cols * CELL_W + PAD
    height = HEAD_H + rows * CELL_H + 40
    img = Image.new("RGB", (width, height), (250, 248, 240))
    draw = ImageDraw.Draw(img)

    def measure(text: str) -> float:
        return draw.textlength(text, font=font)

    players = ", ".join(map(str, matrix.players))
    games = sum(c.games for c in matrix.cells.values())
    draw.text(
        (PAD, PAD), f"Team win rate, heuristic bot ({players} players, {games} games)", fill=(20, 20, 20), font=font
    )
    for j, sc in enumerate(matrix.schemes):
        x = LABEL_W + j * CELL_W
        for k, line in enumerate(_wrap(sc, CELL_W - 2 * PAD, measure)[:3]):
            draw.text((x + PAD, 28 + 15 * k), line, fill=(20, 20, 20), font=font)
    for i, m in enumerate(matrix.masterminds):
        y = HEAD_H + i * CELL_H
        for k, line in enumerate(_wrap(m, LABEL_W - 2 * PAD, measure)[:3]):
            draw.text((PAD, y + PAD + 15 * k), line, fill=(20, 20, 20), font=font)
        for j, sc in enumerate(matrix.schemes):
            x = LABEL_W + j * CELL_W
            cell = matrix.cells.get((m, sc))
            box = (x, y, x + CELL_W - 2, y + CELL_H - 2)
            if cell is None or not cell.finished:
                draw.rectangle(box, fill=(190, 190, 190))
                draw.text((x + PAD, y + PAD), "no games" if cell is None else "errors only", fill=(0, 0, 0), font=font)
                continue
            draw.rectangle(box, fill=_rate_colour(cell.rate(Outcome.WIN)))
            text = [
                f"win  {100 * cell.rate(Outcome.WIN):.0f}%",
                f"evil {100 * cell.rate(Outcome.EVIL):.0f}%  draw {100 * cell.rate(Outcome.DRAW):.0f}%",
            ]
            if cell.errors:
                text.append(f"{len(cell.errors)} errors")
            for k, line in enumerate(text):
                draw.text((x + PAD, y + PAD + 16 * k), line, fill=(0, 0, 0), font=font)
    legend_y = HEAD_H + rows * CELL_H + 10
    for k in range(11):
        draw.rectangle((LABEL_W + k * 24, legend_y, LABEL_W + k * 24 + 22, legend_y + 16), fill=_rate_colour(k / 10))
    draw.text((PAD, legend_y), "win rate 0% .. 100%", fill=(20, 20, 20), font=font)
    img.save(path, format="PNG")

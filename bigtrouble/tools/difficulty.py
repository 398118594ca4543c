"""How hard a setup is: the team's chance of winning it, from bot sweeps and a fitted model.

A sweep plays random setups (every card choice and player count drawn from each game's seed) with one
bot kind in every seat and keeps, per game, what was dealt and whether the team won. The model is a
logistic regression over what a setup is made of: the Mastermind, the Scheme, each Hero, Villain and
Henchman group in it, the player count and the Solo variant. Each part adds to or takes from the
log-odds of a team win, so a combination never swept is predicted from its parts. The fit is ridge
regularised (a Gaussian prior on each part; the intercept is free) and solved by Newton's method; the
inverse of its Hessian gives each prediction an interval. Choices left random are predicted from the
average of the ways the setup rules may fill them.

Everything here is pure Python (no numpy): about seventy parts, solved exactly.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from attrs import field, frozen

from bigtrouble.model import SOLO_VARIANT, Outcome, Setup

Z95 = 1.959964
PRIOR = 4.0
"""The ridge penalty: each part's weight is pulled toward 0 as by a prior of standard deviation 1/2."""
MODEL_VERSION = 1
MODEL_FILE = ("difficulty", "heuristic.json")
"""The shipped model, under ``assets/``."""
MAX_MODEL_BYTES = 4_000_000


class ModelRefused(ValueError):
    """A model file that can't be used; the message says which and why."""


def parts(setup: Setup) -> dict[str, float]:
    """What a resolved setup is made of, as model parts (each 1.0): ``mastermind:…``, ``hero:…``, ``players:2``…"""
    out = {f"mastermind:{setup.mastermind}": 1.0, f"scheme:{setup.scheme}": 1.0}
    for kind, names in (("hero", setup.heroes), ("villains", setup.villains), ("henchmen", setup.henchmen)):
        for name in names:
            if name:
                out[f"{kind}:{name}"] = 1.0
    out[f"players:{setup.players}"] = 1.0
    if setup.variant == SOLO_VARIANT:
        out["variant:solo"] = 1.0
    return out


def average_parts(setup: Setup, draws: int = 32) -> dict[str, float]:
    """The parts of a setup whose blank choices are still to be drawn, averaged over ``draws`` ways the setup
    rules may fill them (the Mastermind's Always Leads group and a Scheme's extra groups included).

    Raises ``SetupError`` (with its sentence) when the setup can't be played.
    """
    from bigtrouble.rng import Rng
    from bigtrouble.rules.setup import resolve_setup

    total: dict[str, float] = {}
    for i in range(draws):
        for name, value in parts(resolve_setup(setup, Rng(i + 1))[0]).items():
            total[name] = total.get(name, 0.0) + value / draws
    return total


@frozen
class Sample:
    """One swept game: its seed, what was dealt (as model parts) and whether the team won."""

    seed: int
    parts: dict[str, float]
    won: bool


def sweep(
    games: int,
    seed: int,
    players: Sequence[int],
    bot: str,
    workers: int = 1,
    solo_every: int = 0,
    cluster: str | None = None,
) -> tuple[list[Sample], int]:
    """Play ``games`` random setups (game ``i``: seed ``seed + i``, players cycling through ``players``; every
    ``solo_every``-th one in the Solo variant) in ``workers`` processes or on a Ray cluster (``cluster``), as
    ``simulate`` plays them; return the finished games and how many did not finish."""
    from bigtrouble.rules.setup import new_game
    from bigtrouble.tools.simulate import play_all

    setups = [
        Setup(players=1, variant=SOLO_VARIANT)
        if solo_every and i % solo_every == 0
        else Setup(players=players[i % len(players)])
        for i in range(games)
    ]
    results = play_all([(setup, seed + i, bot, False) for i, setup in enumerate(setups)], workers, cluster=cluster)
    done = []
    for setup, result in zip(setups, results, strict=True):
        if result.finished:  # the deal is the seed's: dealt again here rather than carried back from the worker
            done.append(Sample(result.seed, parts(new_game(setup, result.seed).setup), result.outcome is Outcome.WIN))
    return done, len(results) - len(done)


@frozen
class Model:
    """Fitted weights (log-odds) of each part, the intercept, and the covariance for intervals."""

    names: tuple[str, ...]
    """The parts, in the order of :attr:`weights` and the covariance's rows (the intercept is index 0)."""
    weights: tuple[float, ...]
    covariance: tuple[tuple[float, ...], ...]
    bot: str = ""
    games: int = 0
    held_out: dict[str, float] = field(factory=dict)
    quantiles: dict[str, float] = field(factory=dict)
    """The predicted chances of the swept setups at their 10th, 25th and 75th percentiles ("0.10"...): where
    a setup stands among the others."""

    def predict(self, setup_parts: Mapping[str, float]) -> tuple[float, float, float]:
        """The team's win chance for a setup of these parts, with its 95% interval: (chance, low, high)."""
        index = {n: i for i, n in enumerate(self.names)}
        x = [0.0] * len(self.names)
        x[0] = 1.0
        for name, value in setup_parts.items():
            i = index.get(name)
            if i is not None:
                x[i] += value
        eta = sum(w * v for w, v in zip(self.weights, x, strict=True))
        var = sum(
            x[i] * sum(row[j] * x[j] for j in range(len(x)) if x[j]) for i, row in enumerate(self.covariance) if x[i]
        )
        half = Z95 * math.sqrt(max(0.0, var))
        return _sigmoid(eta), _sigmoid(eta - half), _sigmoid(eta + half)

    def to_json(self) -> dict[str, Any]:
        """Plain data for the shipped file."""
        return {
            "version": MODEL_VERSION,
            "bot": self.bot,
            "games": self.games,
            "held_out": self.held_out,
            "quantiles": self.quantiles,
            "names": list(self.names),
            "weights": [round(w, 6) for w in self.weights],
            "covariance": [[round(c, 8) for c in row] for row in self.covariance],
        }


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-z)) if z > -700 else 0.0


def fit(samples: Sequence[Sample], prior: float = PRIOR, iterations: int = 25) -> Model:
    """The ridge logistic regression of team wins on the parts of each sample (Newton's method)."""
    names = ("intercept", *sorted({n for s in samples for n in s.parts}))
    index = {n: i for i, n in enumerate(names)}
    rows = [([0, *(index[n] for n in s.parts)], [1.0, *s.parts.values()], 1.0 if s.won else 0.0) for s in samples]
    k = len(names)
    w = [0.0] * k
    hessian: list[list[float]] = []
    for _ in range(iterations):
        grad = [-prior * w[i] if i else 0.0 for i in range(k)]
        hessian = [[0.0] * k for _ in range(k)]
        for i in range(1, k):
            hessian[i][i] = prior
        for cols, vals, y in rows:
            p = _sigmoid(sum(w[c] * v for c, v in zip(cols, vals, strict=True)))
            weight = p * (1 - p)
            for c, v in zip(cols, vals, strict=True):
                grad[c] += (y - p) * v
                row = hessian[c]
                for c2, v2 in zip(cols, vals, strict=True):
                    row[c2] += weight * v * v2
        step = solve(hessian, grad)
        w = [a + b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-7:
            break
    covariance = invert(hessian)
    return Model(names, tuple(w), tuple(tuple(r) for r in covariance), games=len(samples))


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``x`` with ``a x = b`` (Gaussian elimination with partial pivoting; ``a`` symmetric positive definite)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        lead = m[col][col]
        for r in range(col + 1, n):
            f = m[r][col] / lead
            if f:
                mr, mc = m[r], m[col]
                for c in range(col, n + 1):
                    mr[c] -= f * mc[c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def invert(a: list[list[float]]) -> list[list[float]]:
    """The inverse of a symmetric positive definite matrix, column by column."""
    n = len(a)
    cols = [solve(a, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [[cols[j][i] for j in range(n)] for i in range(n)]


def held_out_error(model: Model, samples: Iterable[Sample], bins: int = 10) -> dict[str, float]:
    """How the model does on games it was not fitted on: the Brier score against always saying the base rate,
    the log loss, and the calibration error (predictions binned by decile, |mean predicted - rate won|,
    weighted by games), in points of probability."""
    data = [(model.predict(s.parts)[0], 1.0 if s.won else 0.0) for s in samples]
    if not data:
        return {}
    base = sum(y for _, y in data) / len(data)
    brier = sum((p - y) ** 2 for p, y in data) / len(data)
    brier_base = sum((base - y) ** 2 for _, y in data) / len(data)
    eps = 1e-9
    log_loss = -sum(y * math.log(max(p, eps)) + (1 - y) * math.log(max(1 - p, eps)) for p, y in data) / len(data)
    ordered = sorted(data)
    size = max(1, math.ceil(len(ordered) / bins))
    calibration = 0.0
    for start in range(0, len(ordered), size):
        chunk = ordered[start : start + size]
        calibration += len(chunk) * abs(sum(p for p, _ in chunk) / len(chunk) - sum(y for _, y in chunk) / len(chunk))
    return {
        "games": float(len(data)),
        "win_rate": round(base, 4),
        "brier": round(brier, 4),
        "brier_base_rate": round(brier_base, 4),
        "log_loss": round(log_loss, 4),
        "calibration_points": round(100 * calibration / len(data), 2),
    }


QUANTILES = (0.10, 0.25, 0.75)


def quantiles(model: Model, samples: Sequence[Sample]) -> dict[str, float]:
    """The model's predicted chances over ``samples`` at :data:`QUANTILES`, keyed "0.10", "0.25", "0.75"."""
    chances = sorted(model.predict(s.parts)[0] for s in samples)
    if not chances:
        return {}
    return {f"{q:.2f}": round(chances[min(len(chances) - 1, int(q * len(chances)))], 4) for q in QUANTILES}


def split(samples: Sequence[Sample], held: float = 0.2, seed: int = 0) -> tuple[list[Sample], list[Sample]]:
    """Samples for fitting and samples held out (``held`` of them, chosen by ``seed``)."""
    rng = random.Random(seed)
    out: tuple[list[Sample], list[Sample]] = ([], [])
    for s in samples:
        out[rng.random() < held].append(s)
    return out


def save_samples(samples: Iterable[Sample], path: Path) -> None:
    """Write swept games as JSON lines."""
    with path.open("w", encoding="utf-8") as f:
        for s in samples:
            f.write(json.dumps({"seed": s.seed, "won": s.won, "parts": sorted(s.parts)}) + "\n")


def load_samples(path: Path) -> list[Sample]:
    """Read swept games written by :func:`save_samples`."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        out.append(Sample(int(row["seed"]), dict.fromkeys(row["parts"], 1.0), bool(row["won"])))
    return out


def read_model(path: Path) -> Model:
    """The model in the file at ``path``; :class:`ModelRefused` with a sentence if it is no usable model."""
    try:
        with path.open("rb") as f:
            raw = f.read(MAX_MODEL_BYTES + 1)
    except OSError as exc:
        raise ModelRefused(f"The difficulty model {path} can't be read: {exc.strerror or exc}.") from None
    if len(raw) > MAX_MODEL_BYTES:
        raise ModelRefused(f"The difficulty model {path} is larger than any model this game writes.")
    try:
        data = json.loads(raw.decode("utf-8"))
        return _model_of(data)
    except (ValueError, TypeError, KeyError, UnicodeDecodeError) as exc:
        raise ModelRefused(f"The difficulty model {path} is damaged: {exc}") from None


def _model_of(data: Any) -> Model:
    if not isinstance(data, dict) or data.get("version") != MODEL_VERSION:
        raise ValueError(f"it is not a version {MODEL_VERSION} model")
    names, weights, cov = data["names"], data["weights"], data["covariance"]
    if not (isinstance(names, list) and all(isinstance(n, str) for n in names) and names[:1] == ["intercept"]):
        raise ValueError("its part names are not a list of names starting with the intercept")
    k = len(names)
    numbers = [weights, *cov] if isinstance(cov, list) else [weights]
    if not isinstance(weights, list) or len(weights) != k or not isinstance(cov, list) or len(cov) != k:
        raise ValueError("its weights or covariance do not match its parts")
    for row in numbers:
        if not isinstance(row, list) or len(row) != k:
            raise ValueError("its covariance is not square")
        if not all(isinstance(x, int | float) and not isinstance(x, bool) and math.isfinite(x) for x in row):
            raise ValueError("it holds something that is not a finite number")
    held, quantiles = data.get("held_out", {}), data.get("quantiles", {})
    for figures in (held, quantiles):
        if not isinstance(figures, dict) or not all(
            isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v) for v in figures.values()
        ):
            raise ValueError("its held-out figures or quantiles are not numbers")
    return Model(
        tuple(names),
        tuple(float(w) for w in weights),
        tuple(tuple(float(c) for c in row) for row in cov),
        bot=str(data.get("bot", "")),
        games=int(data.get("games", 0)),
        held_out={str(k2): float(v) for k2, v in held.items()},
        quantiles={str(k2): float(v) for k2, v in quantiles.items()},
    )


_SHIPPED: list[Model | None] = []


def shipped_model() -> Model | None:
    """The model shipped in ``assets/`` (read once), or None when it is missing or damaged."""
    if not _SHIPPED:
        from bigtrouble.resources import asset_path

        try:
            _SHIPPED.append(read_model(asset_path(*MODEL_FILE)))
        except (FileNotFoundError, ModelRefused):
            _SHIPPED.append(None)
    return _SHIPPED[0]

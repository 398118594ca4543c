"""The commands ``difficulty`` (how hard a setup is), ``difficulty-sweep`` and ``difficulty-fit`` (making the model).

``difficulty`` answers from the model shipped in ``assets/difficulty/``; the other two remake it:
play random setups with a bot, then fit the model on those games, holding some out to say how
far off it is on games it never saw.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from bigtrouble.errors import SetupError
from bigtrouble.model import SOLO_VARIANT, Setup
from bigtrouble.tools import difficulty as d
from bigtrouble.tools.usage import UsageError


def add_parsers(sub: Any, positive: Any) -> None:
    """Register the three commands on the command line's subparsers."""
    pr = sub.add_parser("difficulty", help="the team's predicted win chance for a setup (blank choices: random)")
    pr.add_argument("--players", type=int, default=2, choices=range(1, 6), help="1-5 (default 2)")
    pr.add_argument("--solo", action="store_true", help="the Solo mode variant (one hand)")
    pr.add_argument("--mastermind", default="")
    pr.add_argument("--scheme", default="")
    pr.add_argument("--hero", action="append", default=[], metavar="NAME", help="a Hero (repeat for more)")
    pr.add_argument("--villains", action="append", default=[], metavar="GROUP", help="a Villain Group (repeat)")
    pr.add_argument("--henchmen", action="append", default=[], metavar="GROUP", help="a Henchman Group (repeat)")
    pr.add_argument("--model", metavar="FILE", help="a model file (default: the one shipped with the game)")
    pr.add_argument("--json", action="store_true")
    pr.set_defaults(run=cmd_difficulty)

    sw = sub.add_parser("difficulty-sweep", help="play random setups with a bot: the games a model is fitted on")
    sw.add_argument("--games", type=positive, default=30_000, help="games to play (default 30000)")
    sw.add_argument("--seed", type=int, default=800_000, help="seed of the first game; game i uses seed + i")
    sw.add_argument("--bot", default="heuristic", help="the bot in every seat (default heuristic)")
    sw.add_argument("--jobs", type=positive, default=1, help="processes to play in (default 1)")
    sw.add_argument("--cluster", metavar="ADDRESS", help="play on a Ray cluster ('auto': a local one)")
    sw.add_argument("--solo-every", type=int, default=7, help="every n-th game in the Solo mode (0: none)")
    sw.add_argument("--out", required=True, metavar="FILE", help="where to write the games (JSON lines)")
    sw.set_defaults(run=cmd_sweep)

    ft = sub.add_parser("difficulty-fit", help="fit the model on swept games and say how far off it is")
    ft.add_argument("sweeps", nargs="+", metavar="SWEEP", help="files written by difficulty-sweep")
    ft.add_argument("--held-out", type=float, default=0.2, help="the share of games kept out of the fit")
    ft.add_argument("--bot", default="heuristic", help="the bot that played the sweeps (recorded in the model)")
    ft.add_argument("--out", required=True, metavar="FILE", help="where to write the model (JSON)")
    ft.set_defaults(run=cmd_fit)


def words(chance: float, low: float, high: float, bot: str) -> str:
    """The prediction in a sentence."""
    return (
        f"The team wins about {chance:.0%} of such games (95% interval {low:.0%}-{high:.0%}) with the {bot} bot"
        " in every seat."
    )


def cmd_difficulty(args: argparse.Namespace) -> int:
    """``difficulty``: the predicted win chance of the setup named (blank choices drawn as the rules would)."""
    try:
        model = d.read_model(Path(args.model)) if args.model else d.shipped_model()
    except d.ModelRefused as exc:
        raise UsageError(f"bigtrouble difficulty: {exc}") from None
    if model is None:
        raise UsageError("bigtrouble difficulty: this copy of the game has no difficulty model")
    setup = Setup(
        players=1 if args.solo else args.players,
        variant=SOLO_VARIANT if args.solo else "",
        mastermind=args.mastermind,
        scheme=args.scheme,
        heroes=tuple(args.hero),
        villains=tuple(args.villains),
        henchmen=tuple(args.henchmen),
    )
    try:
        parts = d.average_parts(setup)
    except SetupError as exc:
        raise UsageError(f"bigtrouble difficulty: this setup can't be played: {exc}") from None
    chance, low, high = model.predict(parts)
    if args.json:
        print(json.dumps({"chance": chance, "low": low, "high": high, "bot": model.bot, "games": model.games}))
    else:
        print(words(chance, low, high, model.bot))
    return 0


def cmd_sweep(args: argparse.Namespace) -> int:
    """``difficulty-sweep``: play the games and write them."""
    from bigtrouble.bots import BOT_KINDS

    if args.bot not in BOT_KINDS:
        raise UsageError(
            f"bigtrouble difficulty-sweep: there is no {args.bot!r} bot; choose from {', '.join(BOT_KINDS)}"
        )
    done, failed = d.sweep(args.games, args.seed, [1, 2, 3, 4, 5], args.bot, args.jobs, max(0, args.solo_every))
    d.save_samples(done, Path(args.out))
    print(f"{len(done)} games written to {args.out}; {failed} did not finish")
    return 0


def cmd_fit(args: argparse.Namespace) -> int:
    """``difficulty-fit``: fit on all but the held-out share, report the held-out error, then fit on everything."""
    if not 0.0 < args.held_out < 1.0:
        raise UsageError("bigtrouble difficulty-fit: --held-out must be between 0 and 1")
    samples: list[d.Sample] = []
    for name in args.sweeps:
        try:
            samples += d.load_samples(Path(name))
        except (ValueError, KeyError, TypeError) as exc:
            raise UsageError(f"bigtrouble difficulty-fit: {name} is not a sweep file: {exc}") from None
    if len(samples) < 10:
        raise UsageError("bigtrouble difficulty-fit: a model needs at least 10 games")
    fit_on, held = d.split(samples, args.held_out)
    error = d.held_out_error(d.fit(fit_on), held)
    whole = d.fit(samples)
    model = d.Model(
        whole.names,
        whole.weights,
        whole.covariance,
        bot=args.bot,
        games=len(samples),
        held_out=error,
        quantiles=d.quantiles(whole, samples),
    )
    Path(args.out).write_text(json.dumps(model.to_json()) + "\n", encoding="utf-8")
    print(f"fitted on {len(samples)} games ({len(fit_on)} for the held-out check); held out: {json.dumps(error)}")
    return 0

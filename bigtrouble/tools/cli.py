"""The headless commands: ``simulate``, ``bench``, ``cards``, ``replay``, ``advise``, ``scenario``, ``lessons``,
``fuzz-saves``, ``bench-saves``, and the game memory's ``history``, ``stats`` and ``challenge``.

``python -m bigtrouble <command> ...`` runs them; the desktop entry point hands
these same commands to :func:`main`. Bad arguments print one clear line and
return exit status 2 without doing anything.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any, NoReturn

from bigtrouble import rng
from bigtrouble.bots import BOT_KINDS
from bigtrouble.cards import registry
from bigtrouble.cards.defs import CardDef, Kind
from bigtrouble.errors import SetupError
from bigtrouble.tools.usage import UsageError

COMMANDS: frozenset[str] = frozenset(
    {
        "simulate",
        "bench",
        "cards",
        "replay",
        "advise",
        "scenario",
        "lessons",
        "fuzz-saves",
        "bench-saves",
        "history",
        "stats",
        "challenge",
        "difficulty",
        "difficulty-sweep",
        "difficulty-fit",
    }
)
"""The subcommands :func:`main` understands."""

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130


class _Parser(argparse.ArgumentParser):
    """An argument parser that reports a bad command line in one line, without exiting."""

    def error(self, message: str) -> NoReturn:
        """Raise instead of printing the usage and exiting."""
        raise UsageError(f"{self.prog}: {message} (see {self.prog} --help)")


class ProgressBar:
    """A one-line progress bar on a terminal; silent when the stream is not a TTY."""

    def __init__(self, label: str, stream: IO[str] | None = None, width: int = 30) -> None:
        """Draw on ``stream`` (standard error by default)."""
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.width = width
        self.active = bool(getattr(self.stream, "isatty", lambda: False)())
        self.start = time.monotonic()
        self.last = 0.0

    def __call__(self, done: int, total: int) -> None:
        """Show ``done`` of ``total``; redraws at most ten times a second."""
        if not self.active:
            return
        now = time.monotonic()
        if done < total and now - self.last < 0.1:
            return
        self.last = now
        filled = self.width * done // max(1, total)
        elapsed = now - self.start
        eta = elapsed / done * (total - done) if done else 0.0
        bar = "#" * filled + "." * (self.width - filled)
        self.stream.write(f"\r{self.label} [{bar}] {done}/{total}  {elapsed:5.1f}s  eta {eta:5.1f}s ")
        self.stream.flush()

    def close(self) -> None:
        """Erase the bar."""
        if self.active:
            self.stream.write("\r" + " " * (len(self.label) + self.width + 50) + "\r")
            self.stream.flush()


def player_counts(text: str) -> tuple[int, ...]:
    """Parse ``2``, ``2-5`` or ``2,4`` into player counts, each 1 to 5."""
    counts: list[int] = []
    try:
        for part in text.split(","):
            if "-" in part:
                lo, hi = (int(x) for x in part.split("-", 1))
                if not (1 <= lo <= 5 and 1 <= hi <= 5):
                    raise argparse.ArgumentTypeError(f"{text!r}: Big Trouble is played by 1 to 5 players")
                counts.extend(range(lo, hi + 1))
            else:
                counts.append(int(part))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a player count such as 2, 2-5 or 2,4") from None
    if not counts or any(not 1 <= n <= 5 for n in counts):
        raise argparse.ArgumentTypeError(f"{text!r}: Big Trouble is played by 1 to 5 players")
    return tuple(counts)


def positive(text: str) -> int:
    """Parse a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} must be at least 1")
    return value


def seconds(text: str) -> float:
    """A thinking time in seconds, from 0.01 to 600."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0.01 <= value <= 600:  # also refuses nan and inf
        raise argparse.ArgumentTypeError(f"{text!r} is not between 0.01 and 600 seconds")
    return value


def house_rules(text: str) -> tuple[str, ...]:
    """Parse ``mulligan,warmup`` into house-rule names (``bigtrouble.rules.house``)."""
    from bigtrouble.rules import house

    try:
        return house.parse(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


_HOUSE = "mulligan, warmup, stronger-mastermind, weaker-mastermind, extra-twist, uncle-chu-start"


def build_parser() -> argparse.ArgumentParser:
    """The command-line grammar."""
    p = _Parser(prog="bigtrouble", description="Big Trouble: headless tools for the game engine.")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    sim = sub.add_parser("simulate", help="bots play whole games and the results are summed up")
    sim.add_argument("--players", type=player_counts, default=(2,), help="1-5, a range 2-5 or a list 2,4 (default 2)")
    sim.add_argument("--games", type=positive, help="games to play (default 100; per pair and count with --matrix: 10)")
    sim.add_argument("--seed", type=int, default=0, help="seed of the first game; game i uses seed + i")
    sim.add_argument("--setup", choices=("first-game", "random"), default="first-game")
    sim.add_argument("--bot", choices=BOT_KINDS, default="heuristic")
    sim.add_argument("--mastermind", default="", help="with --setup random: this Mastermind")
    sim.add_argument("--scheme", default="", help="with --setup random: this Scheme")
    sim.add_argument("--check", action="store_true", help="check the invariants after every action")
    sim.add_argument("--matrix", action="store_true", help="every Mastermind x Scheme pair, heuristic bot")
    sim.add_argument(
        "--png",
        default="matrix.png",
        help="with --matrix: where to write the heat map; with several player counts one per count, "
        "'{players}' in the name standing for the count (default: NAME-<n>p.png)",
    )
    sim.add_argument("--jobs", type=positive, default=1, help="play games in this many processes (default 1)")
    sim.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help="play on a Ray cluster: 'auto' starts a local one, HOST:PORT joins a running one"
        " (needs the optional extra: pip install -e '.[cluster]')",
    )
    sim.add_argument(
        "--solo", action="store_true", help="the Solo mode variant (one hand; our adaptation of the DC solo rules)"
    )
    sim.add_argument("--house", type=house_rules, default=(), help="house rules, e.g. mulligan,warmup: " + _HOUSE)
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.set_defaults(run=cmd_simulate)

    bench = sub.add_parser("bench", help="measure the engine's speed and memory")
    bench.add_argument("--games", type=positive, default=20, help="bot games for the throughput figures")
    bench.add_argument("--seed", type=int, default=0)
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--against", metavar="TREE", help="time another checkout side by side (CPU time, A B A B)")
    bench.add_argument("--rounds", type=positive, default=5, help="with --against: alternating rounds (default 5)")
    bench.add_argument("--setup", choices=("first-game", "random"), default="random", help="with --against")
    bench.set_defaults(run=cmd_bench)

    cards = sub.add_parser("cards", help="list every card with its numbers, origin and ability")
    cards.add_argument("--kind", choices=[k.value for k in Kind], help="only cards of this kind")
    cards.add_argument("--json", action="store_true")
    cards.set_defaults(run=cmd_cards)

    rep = sub.add_parser("replay", help="replay a save or a problem report: where it stands, or where it breaks")
    rep.add_argument("savefile", metavar="FILE", help="a save file or a problem report")
    rep.add_argument("--json", action="store_true")
    rep.set_defaults(run=cmd_replay)

    adv = sub.add_parser("advise", help="a strong player's three best moves where a save or a problem report stands")
    adv.add_argument("savefile", metavar="FILE", help="a save file or a problem report")
    adv.add_argument("--json", action="store_true")
    adv.add_argument("--budget", type=seconds, default=1.0, help="CPU seconds to think, 0.01-600 (default 1)")
    adv.set_defaults(run=cmd_advise)

    sc = sub.add_parser("scenario", help="run scenario files and report what they check")
    sc.add_argument("paths", nargs="+", metavar="PATH")
    sc.set_defaults(run=cmd_scenario)

    les = sub.add_parser("lessons", help="list every lesson and puzzle with its number of steps")
    les.add_argument("--json", action="store_true")
    les.add_argument("--check", action="store_true", help="walk every lesson and solve every puzzle too")
    les.set_defaults(run=cmd_lessons)

    fz = sub.add_parser("fuzz-saves", help="load seeded mutations of real saves: refused, loaded, crashed")
    fz.add_argument("--count", type=positive, default=10_000, help="mutated files to load (default 10000)")
    fz.add_argument("--seed", type=int, default=0, help="seed of the base games and the mutations")
    fz.add_argument("--keep", metavar="FOLDER", help="write each crashing file into this folder")
    fz.set_defaults(run=cmd_fuzz_saves)

    bs = sub.add_parser("bench-saves", help="time the autosave (with fsync) of a ~700-action game")
    bs.add_argument("--count", type=positive, default=200, help="saves to time (default 200)")
    bs.add_argument("--dir", help="folder to save in (default: the system's temporary folder)")
    bs.add_argument("--growth", action="store_true", help="the journal's cost per step at 10, 1,000 and 10,000 actions")
    bs.add_argument("--remember", action="store_true", help="what writing a finished game into the memory costs")
    bs.set_defaults(run=cmd_bench_saves)
    _memory_parsers(sub)
    from bigtrouble.tools.difficulty_cli import add_parsers

    add_parsers(sub, positive)
    return p


_DB_HELP = "the game memory file (default: games.sqlite3 in the game's data folder)"


def _memory_parsers(sub: Any) -> None:
    """``history`` (with ``import`` and ``export``), ``stats`` and ``challenge``."""
    hist = sub.add_parser("history", help="list the games remembered (every game the desktop game played)")
    hist.add_argument("--json", action="store_true")
    hist.add_argument("--db", metavar="FILE", help=_DB_HELP)
    hist.set_defaults(run=cmd_history, action=None)
    acts = hist.add_subparsers(dest="action", metavar="ACTION")
    imp = acts.add_parser("import", help="remember the games of saves and problem reports")
    imp.add_argument("files", nargs="+", metavar="FILE")
    imp.add_argument("--db", metavar="FILE", default=argparse.SUPPRESS, help=_DB_HELP)
    exp = acts.add_parser("export", help="write every remembered game to a CSV or JSON file")
    fmt = exp.add_mutually_exclusive_group(required=True)
    fmt.add_argument("--csv", metavar="FILE", help="one line a game, without the full record")
    fmt.add_argument("--json", dest="json_file", metavar="FILE", help="every game with its full record")
    exp.add_argument("--db", metavar="FILE", default=argparse.SUPPRESS, help=_DB_HELP)

    st = sub.add_parser("stats", help="win rates (with 95%% intervals), Solo bests, streaks and challenges")
    st.add_argument("--json", action="store_true")
    st.add_argument("--db", metavar="FILE", help=_DB_HELP)
    st.set_defaults(run=cmd_stats)

    ch = sub.add_parser("challenge", help="the deal a challenge code names, or the Daily Challenge")
    ch.add_argument("code", nargs="?", metavar="CODE", help="a challenge code such as BT-...")
    ch.add_argument("--daily", nargs="?", const="", metavar="DATE", help="the Daily Challenge of DATE (default today)")
    ch.add_argument("--json", action="store_true")
    ch.set_defaults(run=cmd_challenge)


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command line (without the program name); return the exit status."""
    parser = build_parser()
    try:
        args = parser.parse_args(list(argv) if argv is not None else sys.argv[1:])
        status: int = args.run(args)
        return status
    except UsageError as exc:
        print(exc, file=sys.stderr)
        return EXIT_USAGE
    except OSError as exc:  # a file or folder named on the command line that can't be read or written
        where = f" {exc.filename}" if exc.filename else ""
        print(f"bigtrouble: can't use{where}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("bigtrouble: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except SystemExit as exc:  # --help prints and exits 0
        return exc.code if isinstance(exc.code, int) else EXIT_OK


def _print_json(data: Any) -> None:
    print(json.dumps(data, indent=2))


def _named(kind: Kind, name: str, what: str) -> str:
    """The registered name for ``name`` (case-insensitive), or a usage error listing the choices."""
    names = [d.name for d in registry.of_kind(kind)]
    for n in names:
        if n.lower() == name.lower():
            return n
    raise UsageError(f"bigtrouble simulate: there is no {what} called {name!r}; choose from {', '.join(names)}")


def cmd_simulate(args: argparse.Namespace) -> int:
    """``simulate``: play games with bots and print the summary (or the matrix and its heat map)."""
    from bigtrouble.tools import simulate as sim
    from bigtrouble.tools.cluster import ClusterUnavailable, cluster_problem

    sim.freeze_loaded()
    problem = cluster_problem(args.cluster)
    if problem:
        raise UsageError(f"bigtrouble simulate: {problem}")
    try:
        return _simulate(args, sim)
    except ClusterUnavailable as exc:
        raise UsageError(f"bigtrouble simulate: {exc}") from None


def _on_cluster(args: argparse.Namespace) -> dict[str, str]:
    """The cluster keyword for a sweep, only when ``--cluster`` was given."""
    return {"cluster": args.cluster} if args.cluster is not None else {}


def _simulate(args: argparse.Namespace, sim: Any) -> int:
    """``simulate`` proper, once the options are known good."""
    from bigtrouble.model import SOLO_VARIANT
    from bigtrouble.rules.setup import resolve_setup

    variant = SOLO_VARIANT if args.solo else ""
    if args.solo and args.players not in ((1,), (2,)):
        raise UsageError("bigtrouble simulate: --solo is one player; drop --players")
    players = (1,) if args.solo else args.players
    from bigtrouble.model import Setup
    from bigtrouble.rules import house

    problem = house.check_setup(Setup(house=args.house))
    if problem:
        raise UsageError(f"bigtrouble simulate: {problem}")
    if args.matrix:
        if args.mastermind or args.scheme:
            raise UsageError(
                "bigtrouble simulate: --matrix plays every Mastermind and Scheme; drop --mastermind/--scheme"
            )
        folder = Path(args.png).resolve().parent
        if not folder.is_dir():
            raise UsageError(f"bigtrouble simulate: can't write the heat map to {args.png}: no folder {folder}")
        if Path(args.png).exists() and not Path(args.png).is_file():
            raise UsageError(f"bigtrouble simulate: can't write the heat map to {args.png}: it is not an ordinary file")
        if not os.access(folder, os.W_OK | os.X_OK):
            raise UsageError(
                f"bigtrouble simulate: can't write the heat map to {args.png}: {folder} can't be written to"
            )
        games = args.games or 10
        matrices: list[sim.Matrix] = []
        pngs: list[str] = []
        for n in args.players:
            # One matrix, table and heat map per player count: balance is judged at each count.
            bar = ProgressBar(f"matrix {n}p" if len(args.players) > 1 else "matrix")
            try:
                kw = {"variant": variant, "house": args.house, **_on_cluster(args)}
                matrix = sim.run_matrix((n,), games, args.seed, args.check, progress=bar, workers=args.jobs, **kw)
            finally:
                bar.close()
            matrices.append(matrix)
            pngs.append(sim.heat_map_path(args.png, n, len(args.players)))
            sim.draw_heat_map(matrix, pngs[-1])  # each count's map as soon as it is known
        if args.json:
            if len(matrices) == 1:
                _print_json({**matrices[0].to_json(), "png": pngs[0]})
            else:
                _print_json({"matrices": [{**m.to_json(), "png": p} for m, p in zip(matrices, pngs, strict=True)]})
        else:
            for matrix, png in zip(matrices, pngs, strict=True):
                print(matrix.text())
                print(f"heat map written to {png}")
        return EXIT_FAILED if any(c.errors for m in matrices for c in m.cells.values()) else EXIT_OK

    mastermind = _named(Kind.MASTERMIND, args.mastermind, "Mastermind") if args.mastermind else ""
    scheme = _named(Kind.SCHEME, args.scheme, "Scheme") if args.scheme else ""
    if (mastermind or scheme) and args.setup != "random":
        raise UsageError("bigtrouble simulate: --mastermind and --scheme need --setup random")
    for n in players:
        try:
            setup = sim.make_setup(args.setup, n, mastermind, scheme, variant, args.house)
            resolve_setup(setup, rng.seeded(args.seed))
        except SetupError as exc:
            raise UsageError(f"bigtrouble simulate: {exc}") from None
    games = args.games or 100
    bar = ProgressBar("simulate")
    try:
        summary = sim.simulate(
            players,
            games,
            args.seed,
            args.setup,
            args.bot,
            args.check,
            mastermind,
            scheme,
            progress=bar,
            workers=args.jobs,
            variant=variant,
            house=args.house,
            **_on_cluster(args),
        )
    finally:
        bar.close()
    if args.json:
        _print_json({"players": list(players), "variant": variant, "house": list(args.house), **summary.to_json()})
    else:
        print(summary.text())
        if summary.errors:
            print(f"\nFirst error's traceback (seed {summary.errors[0].seed}):", file=sys.stderr)
            print(summary.errors[0].trace, file=sys.stderr)
    return EXIT_FAILED if summary.errors else EXIT_OK


def cmd_bench(args: argparse.Namespace) -> int:
    """``bench``: measure speed and memory and print the figures."""
    from bigtrouble.tools.bench import run_bench
    from bigtrouble.tools.simulate import freeze_loaded

    if args.against:
        return _bench_against(args)
    freeze_loaded()
    bar = ProgressBar("bench")
    try:
        result = run_bench(args.games, args.seed, progress=bar)
    finally:
        bar.close()
    if args.json:
        _print_json(result.to_json())
    else:
        print(result.text())
    return EXIT_OK


def _bench_against(args: argparse.Namespace) -> int:
    """``bench --against TREE``: this tree and another timed side by side on the same seeded games."""
    from bigtrouble.tools import sidebyside

    bar = ProgressBar("bench")
    try:
        before, after = sidebyside.compare(
            Path(args.against), rounds=args.rounds, games=args.games, seed=args.seed, setup=args.setup, progress=bar
        )
    except (ValueError, RuntimeError) as exc:
        raise UsageError(f"bigtrouble bench: {exc}") from None
    finally:
        bar.close()
    print(json.dumps(sidebyside.to_json(before, after), indent=2) if args.json else sidebyside.report(before, after))
    return EXIT_OK if before.digests == after.digests else EXIT_FAILED


def card_json(d: CardDef) -> dict[str, Any]:
    """One card as plain data: kind, group or hero, numbers, origin and its ability in words."""
    from bigtrouble.cards.text import card_text, origin_summary, reminders

    return {
        "id": d.id,
        "name": d.name,
        "kind": d.kind.value,
        "group": d.group,
        "family": d.family,
        "class": d.cls.value if d.cls is not None else None,
        "rarity": d.rarity.value if d.rarity is not None else None,
        "copies": d.copies,
        "cost": d.cost,
        "recruit": _printed(d.recruit, d.recruit_plus),
        "attack": _printed(d.attack, d.attack_plus),
        "vp": d.vp,
        "origin": {part: d.origin_of(part).value for part in ("name", "numbers", "ability")}
        | {f.part: d.origin_of(f.part).value for f in d.origin},
        "known": [
            {"part": f.part, "origin": f.origin.value, "extent": f.extent.value, "source": f.source} for f in d.origin
        ],
        "origin_summary": origin_summary(d),
        "reminders": list(reminders(d)),
        "origin_note": d.origin_note,
        "text": card_text(d),
        "flavor": d.flavor,
    }


def _printed(value: int | None, plus: bool) -> str | None:
    return None if value is None else f"{value}{'+' if plus else ''}"


def card_line(d: CardDef) -> str:
    """One card in words: name, what it is, its numbers and where it comes from, then its text."""
    from bigtrouble.cards.text import ability_lines, origin_summary

    what = d.kind.value
    if d.family and d.family != "hero":
        what = d.family.replace("_", " ")
    if d.cls is not None:
        what = f"{d.cls.title} {what}"
    if d.rarity is not None:
        what += f", {d.rarity.value}"
    head = f"{d.name} ({what}{', ' + d.group if d.group else ''}; x{d.copies})"
    numbers = []
    if d.kind in (Kind.HERO,) or d.cost:
        numbers.append(f"cost {d.cost}")
    if d.recruit is not None:
        numbers.append(f"{_printed(d.recruit, d.recruit_plus)} Recruit")
    if d.attack is not None:
        numbers.append(f"{_printed(d.attack, d.attack_plus)} Attack")
    if d.vp:
        numbers.append(f"{d.vp} VP")
    lines = [head + (": " + ", ".join(numbers) if numbers else "")]
    lines.extend(f"    {line}" for line in ability_lines(d))
    lines.append(f"    [{origin_summary(d)}]")
    return "\n".join(lines)


def cmd_cards(args: argparse.Namespace) -> int:
    """``cards``: list every card definition, grouped by kind."""
    kinds = [Kind(args.kind)] if args.kind else list(Kind)
    defs = [d for k in kinds for d in registry.of_kind(k)]
    if args.json:
        _print_json([card_json(d) for d in defs])
        return EXIT_OK
    for k in kinds:
        of_kind = [d for d in defs if d.kind is k]
        if not of_kind:
            continue
        print(f"== {k.value.capitalize()} ({len(of_kind)} designs, {sum(d.copies for d in of_kind)} cards)")
        for d in of_kind:
            print(card_line(d))
        print()
    return EXIT_OK


def cmd_replay(args: argparse.Namespace) -> int:
    """``replay FILE``: replay a save or a problem report (see ``bigtrouble.tools.replay``)."""
    from bigtrouble.tools import replay

    try:
        return replay.run(args.savefile, args.json)
    except replay.FileRefused as exc:
        raise UsageError(f"bigtrouble replay: {exc}") from None


def cmd_advise(args: argparse.Namespace) -> int:
    """``advise FILE``: the strong bot's best moves at the file's position (see ``bigtrouble.tools.advise``)."""
    from bigtrouble.tools import advise

    _check_readable(Path(args.savefile), "advise")
    try:
        return advise.run(args.savefile, args.json, args.budget)
    except advise.FileRefused as exc:
        raise UsageError(f"bigtrouble advise: {exc}") from None


def cmd_fuzz_saves(args: argparse.Namespace) -> int:
    """``fuzz-saves``: load seeded mutants of real saves; exit 1 if any crashed the loader."""
    from bigtrouble.tools import fuzz

    if args.keep and not Path(args.keep).is_dir():
        raise UsageError(f"bigtrouble fuzz-saves: --keep {args.keep}: no such folder")
    bar = ProgressBar("fuzz-saves")
    summary = fuzz.Summary()
    try:
        step = 500
        for start in range(0, args.count, step):
            part = fuzz.run(min(step, args.count - start), args.seed * 1_000_003 + start, keep=5)
            summary.refused += part.refused
            summary.loaded += part.loaded
            summary.crashed += part.crashed
            summary.crashes += [(start + i, why, data) for i, why, data in part.crashes][: 5 - len(summary.crashes)]
            bar(start + min(step, args.count - start), args.count)
    finally:
        bar.close()
    print(summary.text())
    for i, why, data in summary.crashes:
        print(f"  mutant {i}: {why}", file=sys.stderr)
        if args.keep:
            (Path(args.keep) / f"crash-{args.seed}-{i}.json").write_bytes(data)
    return EXIT_FAILED if summary.crashed else EXIT_OK


def cmd_bench_saves(args: argparse.Namespace) -> int:
    """``bench-saves``: time the save with fsync of a long game and print median and p99."""
    from bigtrouble.tools import savebench

    if args.dir and not Path(args.dir).is_dir():
        raise UsageError(f"bigtrouble bench-saves: --dir {args.dir}: no such folder")
    if args.dir and not os.access(args.dir, os.W_OK | os.X_OK):
        raise UsageError(f"bigtrouble bench-saves: --dir {args.dir}: this folder can't be written to")
    if args.growth:
        print(savebench.growth(steps=min(args.count, 400), folder=args.dir))
        return EXIT_OK
    if args.remember:
        print(savebench.remember_cost(min(args.count, 400), args.dir))
        return EXIT_OK
    print(savebench.run(args.count, args.dir).text())
    return EXIT_OK


def cmd_scenario(args: argparse.Namespace) -> int:
    """``scenario PATH...``: hand the files to ``bigtrouble.teaching.scenario.run_paths``."""
    import importlib

    try:
        scenario = importlib.import_module("bigtrouble.teaching.scenario")
    except ModuleNotFoundError as exc:
        if exc.name != "bigtrouble.teaching.scenario":
            raise
        raise UsageError("bigtrouble scenario: scenario files are not supported by this build yet") from None
    for path in args.paths:
        _check_readable(Path(path), "scenario")
    status: int = scenario.run_paths(list(args.paths))
    return status


def _check_readable(path: Path, command: str) -> None:
    """Refuse, unread, a path that is neither an ordinary file nor a folder (a device, a pipe, a socket)."""
    import stat

    try:
        mode = path.stat().st_mode
    except OSError as exc:
        raise UsageError(f"bigtrouble {command}: {path}: {exc.strerror or exc}") from None
    if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        raise UsageError(f"bigtrouble {command}: {path} is not an ordinary file or folder (a device or a pipe?)")


def cmd_lessons(args: argparse.Namespace) -> int:
    """``lessons [--json] [--check]``: the lessons and puzzles (``bigtrouble.teaching.puzzles.print_catalogue``)."""
    from bigtrouble.teaching.puzzles import print_catalogue

    return print_catalogue(args.json, args.check)


def _memory_command(name: str, run: Any, *args: Any) -> int:
    """Run a game-memory command, its refusals as usage errors."""
    from bigtrouble.tools.memory.commands import Refused

    try:
        status: int = run(*args)
    except Refused as exc:
        raise UsageError(f"bigtrouble {name}: {exc}") from None
    return status


def cmd_history(args: argparse.Namespace) -> int:
    """``history [--json]``, ``history import FILE...``, ``history export --csv|--json FILE``."""
    from bigtrouble.tools.memory import commands

    if args.action == "import":
        return _memory_command("history import", commands.run_import, args.db, args.files)
    if args.action == "export":
        fmt, target = ("csv", args.csv) if args.csv else ("json", args.json_file)
        return _memory_command("history export", commands.run_export, args.db, fmt, target)
    return _memory_command("history", commands.run_history, args.db, args.json)


def cmd_stats(args: argparse.Namespace) -> int:
    """``stats [--json]``: what the remembered games say."""
    from bigtrouble.tools.memory import commands

    return _memory_command("stats", commands.run_stats, args.db, args.json)


def cmd_challenge(args: argparse.Namespace) -> int:
    """``challenge CODE`` or ``challenge --daily [DATE]``: print the deal."""
    from bigtrouble.tools.memory import commands

    if (args.code is None) == (args.daily is None):
        raise UsageError("bigtrouble challenge: give a challenge code, or --daily for the Daily Challenge (not both)")
    return _memory_command("challenge", commands.run_challenge, args.code, args.daily or None, args.json)

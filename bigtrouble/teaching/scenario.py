"""Scenario files: a position, a list of actions, and what must be true afterwards.

A scenario is a small TOML file (Python reads TOML without any package), used for
rules tests, bug reports and tutorial lessons. The format, by example::

    name = "A Villain pushed off the Bridge escapes"
    rule = "R47"
    actions = [                   # one action per line, by card name
      "play Chang Sing Warrior",  # play / recruit / fight NAME, fight mastermind,
      "!fight Six Shooter",       # heal, end turn, choose LABEL (or choose #2),
      "villain card",             # decline; "villain card" plays the Villain Deck;
    ]                             # a leading "!" means: must be illegal, changes nothing

    [setup]                       # any keyword of bigtrouble.teaching.position.position()
    villain_deck = ["Wing Kong Thug"]
    attack = 3
    city = { sewers = "Wing Kong Thug", bridge = "Wing Kong Thug" }
    captives = { bridge = ["Bystander"] }

    [[setup.players]]             # players in seat order: hand, deck, discard,
    hand = ["Chang Sing Warrior"] # played, victory (card names, top first), name,
                                  # no_hand = true
    [[setup.players]]
    hand = ["Chang Sing Strategist"]

    [expect]
    current = 1                   # also attack, recruit, twists, outcome, phase,
                                  # showdown_round, pending_player (seat index)
    pending = "KO"                # words of the pending prompt, or false
    error = "has 7 Attack"        # words of the last refused action's message
    log = ["escapes"]             # sentences that must be in the log
    city = { sewers = "Wing Kong Thug", bank = "" }
    zones = { escaped = ["Wing Kong Thug", "Bystander"], ko_count = 1 }
    [[expect.players]]            # per player: hand, deck, discard, played,
    victory = ["Wing Kong Thug"]  # victory (as multisets; deck in order),
    vp = 1                        # <zone>_count, vp, has_hand

Top-level keys (``name``, ``rule``, ``actions``) come before the first table, as
TOML requires. Run files or folders with ``python -m bigtrouble scenario PATH...``.

More checks, in ``[expect]`` and in checkpoints::

    options = ["Eddie", "Uncle Chu"]  # the pending choice's option labels, in order
    optional = true                   # whether the pending choice can be declined
    log_order = ["plays", "defeats"]  # log lines containing these words, in this order
    winners = ["Player 2"]            # the result's individual winners, in seat order

    [[checkpoint]]                    # the same checks as [expect], part-way through:
    after = 2                         # after the first 2 action lines (0: before any)
    pending = "KO"
    options = ["Wound", "Uncle Chu"]

A scenario can't pass by accident: a ``!`` line (must be refused) must still name
something that is there (a card anywhere in the game, or an option of the pending
choice), otherwise the scenario fails instead of counting the line as refused; a
setup naming more copies of a card than the set has is refused; an unknown key in
``[expect]`` or a checkpoint is an error, not a check that is skipped.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from bigtrouble.actions import Action, Choose, Decline, EndTurn, Fight, FightMastermind, Heal, PlayCard, Recruit
from bigtrouble.engine import apply
from bigtrouble.errors import IllegalAction, SetupError
from bigtrouble.model import State, log_entries
from bigtrouble.rules.ending import result, vp
from bigtrouble.teaching.position import SPACE_NAMES, position, space_index
from bigtrouble.teaching.reading import read_toml
from bigtrouble.teaching.testing import option_index, play_villain_card
from bigtrouble.zones import PILE_ZONES, Zone, cards_in, name

PLAYER_KEYS = ("hand", "deck", "discard", "played", "victory")


class ScenarioError(ValueError):
    """A scenario file that can't be understood (as opposed to one whose checks fail)."""


def read(path: str | Path) -> dict[str, Any]:
    """Parse a scenario file; raise :class:`ScenarioError` with the reason if it is malformed."""
    data = read_toml(path, ScenarioError)
    for table in ("setup", "expect"):
        if isinstance(data.get(table), dict) and "actions" in data[table]:
            raise ScenarioError(f"'actions' is inside [{table}]: put it before the first table, after 'rule'")
    unknown = set(data) - {"name", "rule", "description", "setup", "actions", "expect", "checkpoint"}
    if unknown:
        raise ScenarioError(f"unknown top-level keys: {', '.join(sorted(unknown))}")
    return data


def build(setup: dict[str, Any]) -> State:
    """The position a ``[setup]`` table describes."""
    kwargs = {k: v for k, v in setup.items() if k != "players"}
    players = setup.get("players", [])
    if isinstance(players, int):
        kwargs["players"] = players
        players = []
    if not isinstance(players, list):
        raise ScenarioError("setup.players must be a number or a list of [[setup.players]] tables")
    if players:
        kwargs.setdefault("players", len(players))
        for key in PLAYER_KEYS:
            plural = {"hand": "hands", "deck": "decks", "discard": "discards"}.get(key, key)
            kwargs[plural] = [p.get(key, []) for p in players]
        kwargs["names"] = [p.get("name", f"Player {i + 1}") for i, p in enumerate(players)]
        kwargs["no_hand"] = [i for i, p in enumerate(players) if p.get("no_hand")]
    kwargs["check_copies"] = True
    kwargs["wounds_given"] = "wounds" in kwargs
    kwargs["uncle_chu_given"] = "uncle_chu" in kwargs
    try:
        return position(**kwargs)
    except TypeError as exc:
        raise ScenarioError(f"bad setup: {exc}") from exc
    except SetupError as exc:
        raise ScenarioError(f"bad setup: {exc}") from exc


def load_position(path: str | Path) -> State:
    """The starting position of a scenario file (for screenshots and tutorials)."""
    return build(read(path).get("setup", {}))


def _find(s: State, card: str, zones: Iterable[tuple[Zone, int]], anywhere: bool = False) -> int:
    for zone, index in zones:
        for u in cards_in(s, zone, index):
            if name(s, u).lower() == card.lower():
                return u
    if anywhere:
        for u in s.all_uids():
            if name(s, u).lower() == card.lower():
                return u
        raise ScenarioError(f"no card called {card!r} is in the game")
    raise ScenarioError(f"no card called {card!r} where that action looks")


def parse_action(s: State, line: str, anywhere: bool = False) -> Action | str:
    """Turn one line of ``actions`` into an Action (or ``"villain card"``).

    With ``anywhere`` (for ``!`` lines) a card is looked for in every zone once it is not
    where the action looks, so "recruit a card from the discard pile" can be refused by the
    engine; a name that is nowhere in the game is still a :class:`ScenarioError`.
    """
    text = line.strip()
    low = text.lower()
    if low in ("end turn", "end"):
        return EndTurn()
    if low == "heal":
        return Heal()
    if low == "decline":
        return Decline()
    if low == "villain card":
        return "villain card"
    if low == "fight mastermind":
        return FightMastermind()
    verb, _, rest = text.partition(" ")
    verb = verb.lower()
    if verb == "choose":
        if rest.startswith("#"):
            return Choose(int(rest[1:]) - 1)
        if s.pending is None:
            raise ScenarioError(f"{line!r}: there is no pending choice")
        index = option_index(s, rest)
        if index >= 0:
            return Choose(index)
        labels = ", ".join(o.label for o in s.pending.options)
        raise ScenarioError(f"{line!r}: no option called {rest!r} (options: {labels})")
    if verb == "play":
        return PlayCard(_find(s, rest, [(Zone.HAND, s.current)], anywhere))
    if verb == "recruit":
        piles = [(Zone.HQ, i) for i in range(5)] + [(Zone.UNCLE_CHU, -1)]
        return Recruit(_find(s, rest, piles, anywhere))
    if verb == "fight":
        if s.mastermind >= 0 and rest.lower() == name(s, s.mastermind).lower():
            return FightMastermind()
        return Fight(_find(s, rest, [(Zone.CITY, i) for i in range(5)], anywhere))
    raise ScenarioError(f"unknown action {line!r}")


Checkpoints = Mapping[int, Sequence[dict[str, Any]]]


def play_actions(
    s: State, lines: Sequence[str], checkpoints: Checkpoints | None = None
) -> tuple[State, str, list[str]]:
    """Play the action lines; return the state, the last refusal message, and failures.

    ``checkpoints`` maps a number of lines played (0 = before any) to ``[expect]``-like tables
    checked at that point.
    """
    last_error = ""
    failures: list[str] = []
    points = checkpoints or {}

    def at(done: int) -> None:
        for table in points.get(done, ()):
            label = "before the first action" if done == 0 else f"after action line {done} ({lines[done - 1]!r})"
            failures.extend(f"{label}: {problem}" for problem in check(s, table, last_error))

    at(0)
    for done, line in enumerate(lines, start=1):
        must_fail = line.startswith("!")
        text = line[1:] if must_fail else line
        try:
            action = parse_action(s, text, anywhere=must_fail)
        except ScenarioError as exc:
            if must_fail:
                failures.append(f"{text!r} must be refused, but it names nothing that is there: {exc}")
                return s, last_error, failures
            raise
        if isinstance(action, str):
            s = play_villain_card(s)
            at(done)
            continue
        try:
            after = apply(s, action)
        except IllegalAction as exc:
            last_error = str(exc)
            if not must_fail:
                failures.append(f"{text!r} was refused: {exc}")
                return s, last_error, failures
            at(done)
            continue
        if must_fail:
            failures.append(f"{text!r} should have been refused but was allowed")
        s = after
        at(done)
    return s, last_error, failures


def _multiset(names: Iterable[str]) -> Counter[str]:
    return Counter(n.lower() for n in names)


def _names(s: State, zone: Zone, index: int = -1) -> list[str]:
    return [name(s, u) for u in cards_in(s, zone, index)]


EXPECT_KEYS = frozenset(
    {
        "current", "attack", "recruit", "twists", "outcome", "showdown_round", "pending_player", "phase",
        "pending", "error", "log", "not_log", "city", "captives", "zones", "players",
        "options", "optional", "log_order", "winners",
    }
)  # fmt: skip
"""The checks an ``[expect]`` table or a checkpoint may hold (any other key is an error)."""


def check(s: State, expect: dict[str, Any], last_error: str) -> list[str]:
    """Compare a state with an ``[expect]`` table; return what differs, in words."""
    unknown = set(expect) - EXPECT_KEYS
    if unknown:
        raise ScenarioError(
            f"unknown checks {', '.join(sorted(unknown))}; the checks are {', '.join(sorted(EXPECT_KEYS))}"
        )
    bad: list[str] = _check_choice(s, expect) + _check_order(s, expect) + _check_winners(s, expect)
    for key in ("current", "attack", "recruit", "twists"):
        if key in expect:
            actual = {"current": s.current, "attack": s.turn.attack, "recruit": s.turn.recruit, "twists": s.twists}
            if actual[key] != expect[key]:
                bad.append(f"{key} is {actual[key]}, expected {expect[key]}")
    if "outcome" in expect:
        got = s.outcome.value if s.outcome is not None else "none"
        if got != expect["outcome"]:
            bad.append(f"outcome is {got}, expected {expect['outcome']}")
    if "showdown_round" in expect:
        got_round = s.showdown.round if s.showdown is not None else 0
        if got_round != expect["showdown_round"]:
            bad.append(f"the Showdown is in round {got_round}, expected {expect['showdown_round']}")
    if "pending_player" in expect:
        who = s.pending.player if s.pending is not None else -1
        if who != expect["pending_player"]:
            bad.append(f"the pending choice belongs to player {who}, expected {expect['pending_player']}")
    if "phase" in expect and s.phase.value != expect["phase"]:
        bad.append(f"phase is {s.phase.value}, expected {expect['phase']}")
    if "pending" in expect:
        want = expect["pending"]
        if want is False and s.pending is not None:
            bad.append(f"a choice is pending: {s.pending.prompt}")
        elif isinstance(want, str):
            if s.pending is None:
                bad.append(f"no choice is pending, expected one about {want!r}")
            elif want.lower() not in s.pending.prompt.lower():
                bad.append(f"the pending choice is {s.pending.prompt!r}, expected {want!r}")
    if "error" in expect and expect["error"].lower() not in last_error.lower():
        bad.append(f"the last refusal said {last_error!r}, expected {expect['error']!r}")
    log_text = [e.text for e in log_entries(s.log)]
    for words in expect.get("log", []):
        if not any(words.lower() in t.lower() for t in log_text):
            bad.append(f"the log never says {words!r}")
    for words in expect.get("not_log", []):
        if any(words.lower() in t.lower() for t in log_text):
            bad.append(f"the log says {words!r} but should not")
    for space, want in expect.get("city", {}).items():
        i = space_index(space)
        got = name(s, s.city[i]) if s.city[i] >= 0 else ""
        if got.lower() != want.lower():
            bad.append(f"{SPACE_NAMES[i]} holds {got or 'nothing'}, expected {want or 'nothing'}")
    for space, want in expect.get("captives", {}).items():
        i = space_index(space)
        if _multiset(_names(s, Zone.CAPTIVES, i)) != _multiset(want):
            bad.append(f"{SPACE_NAMES[i]} holds captives {_names(s, Zone.CAPTIVES, i)}, expected {want}")
    bad += _check_zones(s, expect.get("zones", {}))
    for i, want in enumerate(expect.get("players", [])):
        bad += _check_player(s, i, want)
    return bad


def _check_choice(s: State, expect: dict[str, Any]) -> list[str]:
    """The pending choice's options (labels, in order) and whether it can be declined."""
    bad: list[str] = []
    if "options" in expect:
        want = [str(w) for w in expect["options"]]
        if s.pending is None:
            bad.append(f"no choice is pending, expected one offering {want}")
        else:
            got = [o.label for o in s.pending.options]
            if [g.lower() for g in got] != [w.lower() for w in want]:
                bad.append(f"the pending choice offers {got}, expected {want}")
    if "optional" in expect:
        if s.pending is None:
            bad.append("no choice is pending, so none can be declined")
        elif s.pending.optional != expect["optional"]:
            bad.append(f"the pending choice {'can' if s.pending.optional else 'cannot'} be declined")
    return bad


def _check_order(s: State, expect: dict[str, Any]) -> list[str]:
    """Log lines containing each of ``log_order``'s words, each after the one before."""
    if "log_order" not in expect:
        return []
    lines = [e.text.lower() for e in log_entries(s.log)]
    i = 0
    for words in expect["log_order"]:
        while i < len(lines) and words.lower() not in lines[i]:
            i += 1
        if i == len(lines):
            return [f"the log does not say {words!r} after the lines before it in log_order"]
        i += 1
    return []


def _check_winners(s: State, expect: dict[str, Any]) -> list[str]:
    """The result's individual winners by name, in seat order."""
    if "winners" not in expect:
        return []
    got = [s.players[p].name for p in result(s).winners]
    want = list(expect["winners"])
    if [g.lower() for g in got] != [str(w).lower() for w in want]:
        return [f"the winners are {got or 'nobody'}, expected {want or 'nobody'}"]
    return []


def _check_zones(s: State, zones: dict[str, Any]) -> list[str]:
    bad: list[str] = []
    by_name = {z.value: z for z in PILE_ZONES} | {"hq": Zone.HQ}
    for key, want in zones.items():
        base = key.removesuffix("_count")
        if base not in by_name:
            raise ScenarioError(f"unknown zone {key!r} in expect.zones")
        got = _names(s, by_name[base])
        if key.endswith("_count"):
            if len(got) != want:
                bad.append(f"{base} has {len(got)} cards, expected {want}")
        elif base in ("villain_deck", "hero_deck", "bystanders"):
            if [g.lower() for g in got] != [w.lower() for w in want]:
                bad.append(f"{base} is {got}, expected {want}")
        elif _multiset(got) != _multiset(want):
            bad.append(f"{base} holds {got}, expected {want}")
    return bad


def _check_player(s: State, i: int, want: dict[str, Any]) -> list[str]:
    bad: list[str] = []
    who = s.players[i].name
    for key, value in want.items():
        base = key.removesuffix("_count")
        if key == "vp":
            if vp(s, i) != value:
                bad.append(f"{who} has {vp(s, i)} VP, expected {value}")
        elif key == "has_hand":
            if s.players[i].has_hand != value:
                bad.append(f"{who} has_hand is {s.players[i].has_hand}, expected {value}")
        elif base in PLAYER_KEYS:
            got = _names(s, Zone(base), i)
            if key.endswith("_count"):
                if len(got) != value:
                    bad.append(f"{who}'s {base} has {len(got)} cards, expected {value}")
            elif base == "deck":
                if [g.lower() for g in got] != [v.lower() for v in value]:
                    bad.append(f"{who}'s deck is {got}, expected {value}")
            elif _multiset(got) != _multiset(value):
                bad.append(f"{who}'s {base} holds {got}, expected {value}")
        else:
            raise ScenarioError(f"unknown key {key!r} in expect.players")
    return bad


def checkpoints(data: dict[str, Any]) -> dict[int, list[dict[str, Any]]]:
    """The ``[[checkpoint]]`` tables by the number of action lines played before each."""
    lines = len(data.get("actions", []))
    tables = data.get("checkpoint", [])
    if not isinstance(tables, list):
        raise ScenarioError("checkpoint must be a list of [[checkpoint]] tables")
    out: dict[int, list[dict[str, Any]]] = {}
    for table in tables:
        after = table.get("after")
        if type(after) is not int or not 0 <= after <= lines:
            raise ScenarioError(f"a checkpoint needs 'after' = 0 to {lines} (action lines played), not {after!r}")
        out.setdefault(after, []).append({k: v for k, v in table.items() if k != "after"})
    return out


def run_file(path: str | Path) -> list[str]:
    """Run one scenario; return its failures (empty when it passes)."""
    data = read(path)
    s = build(data.get("setup", {}))
    s, last_error, failures = play_actions(s, data.get("actions", []), checkpoints(data))
    return failures + check(s, data.get("expect", {}), last_error)


def scenario_files(paths: Iterable[str | Path]) -> list[Path]:
    """Every ``.toml`` file named, or inside the folders named, sorted."""
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            out += sorted(p.rglob("*.toml"))
        else:
            out.append(p)
    return out


def run_paths(paths: Iterable[str | Path], out: Any = None) -> int:
    """Run scenario files and folders, print one line each and a summary; 0 only if all pass."""
    stream = out if out is not None else sys.stdout
    passed = failed = 0
    files = scenario_files(paths)
    for f in files:
        try:
            problems = run_file(f)
        except (ScenarioError, SetupError, IllegalAction) as exc:
            problems = [f"error: {exc}"]
        if problems:
            failed += 1
            print(f"FAIL {f}", file=stream)
            for p in problems:
                print(f"     {p}", file=stream)
        else:
            passed += 1
            print(f"ok   {f}", file=stream)
    print(f"{passed} passed, {failed} failed", file=stream)
    return 0 if failed == 0 and files else 1

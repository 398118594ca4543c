"""One game played by bots, as a sweep plays it: the job, its setup and its result.

Apart from ``simulate`` so that the cluster backend, which plays jobs on other machines, can
import them without importing the sweep that calls it.
"""

from __future__ import annotations

import gc
import traceback
from collections.abc import Callable

import attrs
from attrs import frozen

from bigtrouble.actions import Action
from bigtrouble.bots import make_bot
from bigtrouble.engine import apply, is_over, legal_actions
from bigtrouble.history import GameRecord
from bigtrouble.invariants import check_record, check_state, check_step
from bigtrouble.model import SOLO_VARIANT, Outcome, Setup
from bigtrouble.rules import solo
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
    score: int | None = None
    """The solo score of a won Solo-mode game (``bigtrouble.rules.solo.score``), else ``None``."""

    @property
    def finished(self) -> bool:
        """Whether the game reached its end without an error."""
        return not self.error and self.outcome is not None


def make_setup(
    kind: str,
    players: int,
    mastermind: str = "",
    scheme: str = "",
    variant: str = "",
    house: tuple[str, ...] = (),
) -> Setup:
    """The setup for a game: the first-game preset, or everything random except what is named.

    ``variant`` ``"solo"`` is the Solo mode (one player, one hand; its first game is
    ``bigtrouble.rules.solo.first_game``); ``house`` names house rules.
    """
    if kind == "first-game":
        preset = solo.first_game() if variant == SOLO_VARIANT else first_game(players)
        return attrs.evolve(preset, house=house) if house else preset
    if kind == "random":
        n = 1 if variant == SOLO_VARIANT else players
        return Setup(players=n, mastermind=mastermind, scheme=scheme, variant=variant, house=house)
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
        sc = solo.score(s)
        return GameResult(
            seed,
            setup.players,
            mastermind,
            scheme,
            s.outcome,
            s.turn.number,
            len(actions),
            score=sc.total if sc is not None else None,
        )
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


Job = tuple[Setup, int, str, bool]
"""One game to play: setup, seed, bot kind, whether to check the invariants."""


def play_job(job: Job) -> GameResult:
    """Play one job (the same wherever it runs: the seed is in the job)."""
    setup, seed, bot, check = job
    return play_game(setup, seed, bot, check)


def freeze_loaded() -> None:
    """Move everything loaded so far (the card set, its effects, every module) out of the collector's reach.

    They live as long as the process: without this, each full collection walks them again,
    which took about a fifth of a bot game's time. A program calls it once it has loaded the
    engine (``simulate``, ``bench``, their worker processes); importing the engine never does.
    """
    gc.freeze()

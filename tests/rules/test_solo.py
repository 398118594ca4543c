"""The Solo mode variant (our adaptation of the DC solo rules) and two-handed solo (R2, R177).

Every rule of ``bigtrouble.rules.solo`` is checked here on the pure engine.
"""

from __future__ import annotations

from collections import Counter

import pytest
from attrs import evolve

from bigtrouble import Setup, SetupError, new_game
from bigtrouble.actions import Choose, EndTurn, FightMastermind
from bigtrouble.cards import registry
from bigtrouble.cards.defs import Kind
from bigtrouble.effects import solo as solo_effects
from bigtrouble.effects.leads import group_in_use
from bigtrouble.engine import apply, legal_actions
from bigtrouble.history import GameRecord, replay
from bigtrouble.model import SOLO_VARIANT, Outcome, State, log_entries
from bigtrouble.rules import solo
from bigtrouble.rules.ending import end_game, vp
from bigtrouble.rules.setup import set_up
from bigtrouble.rules.strength import mastermind_attack
from bigtrouble.saves import dumps, loads
from bigtrouble.teaching.position import position
from bigtrouble.teaching.testing import names_in, play_villain_card, run, uid_in
from bigtrouble.zones import Zone, cdef

SOLO = Setup(players=1, variant=SOLO_VARIANT)


def kinds(s: State, uids: tuple[int, ...]) -> Counter[Kind]:
    """How many cards of each kind are among ``uids``."""
    return Counter(cdef(s, u).kind for u in uids)


def solo_position(**kw: object) -> State:
    """A mid-turn position for one player in the Solo mode (``position`` builds two hands; the second is dropped)."""
    s = position(players=1, **kw)  # type: ignore[arg-type]
    assert not any((p.hand, p.deck, p.discard, p.victory) != ((), (), (), ()) for p in s.players[1:])
    return evolve(s, setup=evolve(s.setup, variant=SOLO_VARIANT), players=s.players[:1])


# --- two-handed solo stays the default ---------------------------------------------------------


def test_R2_one_seat_plays_two_hands_by_default() -> None:
    s = new_game(Setup(players=1), 4)
    assert len(s.players) == 2
    assert [p.name for p in s.players] == ["Hand 1", "Hand 2"]
    assert s.setup.variant == ""


def test_R177_solo_variant_plays_one_hand() -> None:
    s = new_game(SOLO, 4)
    assert len(s.players) == 1 and s.setup.hands == 1


def test_solo_variant_needs_one_player_and_a_known_name() -> None:
    with pytest.raises(SetupError, match="one player"):
        new_game(Setup(players=2, variant=SOLO_VARIANT), 1)
    with pytest.raises(SetupError, match="no variant"):
        new_game(Setup(players=1, variant="duel"), 1)


# --- setup ----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_solo_setup_counts(seed: int) -> None:
    s = set_up(SOLO, seed)
    sc = registry.by_name(s.setup.scheme).scheme
    assert sc is not None
    assert len(s.setup.heroes) == solo.HEROES
    assert len(s.setup.villains) == solo.VILLAIN_GROUPS + sc.extra_villain_groups
    assert len(s.setup.henchmen) == solo.HENCHMAN_GROUPS + sc.extra_henchman_groups
    deck = kinds(s, s.villain_deck)
    extra_hench = 10 * sc.extra_henchman_groups
    assert deck[Kind.HENCHMAN] == solo.HENCHMEN_IN_DECK + extra_hench
    assert deck[Kind.VILLAIN] == 8 * len(s.setup.villains)
    assert deck[Kind.BYSTANDER] == solo.BYSTANDERS + sc.extra_bystanders
    assert deck[Kind.STRIKE] == 5
    assert deck[Kind.TWIST] == sc.twists[0]
    waiting = [u for u in s.revealed if cdef(s, u).kind is Kind.HENCHMAN]
    assert len(waiting) == solo.HENCHMEN_IN_CITY
    assert cdef(s, waiting[0]).group == s.setup.henchmen[0]
    hero_cards = len(s.hero_deck) + sum(1 for u in s.hq if u >= 0)
    assert hero_cards == 42


def test_solo_ignores_always_leads() -> None:
    """Over many seeds, Sorcerous Lo Pan's solo games use every Villain Group, not only the Warriors of Lo Pan."""
    used = {
        set_up(Setup(players=1, variant=SOLO_VARIANT, mastermind="Sorcerous Lo Pan"), i).setup.villains[0]
        for i in range(40)
    }
    assert used == set(registry.groups(Kind.VILLAIN))


def test_solo_is_labelled_a_variant_in_the_log() -> None:
    s = new_game(SOLO, 2)
    texts = [e.text for e in log_entries(s.log)]
    assert any("variant" in t and "not an official Big Trouble rule" in t for t in texts)


# --- the first turn ---------------------------------------------------------------------------


def test_solo_two_henchmen_enter_the_city_before_the_first_villain_card() -> None:
    s = new_game(Setup(players=1, variant=SOLO_VARIANT, henchmen=("Wing Kong Thugs",)), 11)
    texts = [e.text for e in log_entries(s.log)]
    enters = [i for i, t in enumerate(texts) if "enters the Sewers" in t]
    assert texts[enters[0]] == "Wing Kong Thug enters the Sewers."
    assert texts[enters[1]] == "Wing Kong Thug enters the Sewers."
    assert not s.revealed or s.pending is not None
    thugs = [u for u in s.city if u >= 0 and cdef(s, u).group == "Wing Kong Thugs"]
    assert len(thugs) >= 1  # the first one may have been pushed on by the Villain card that followed
    assert texts.index("Solo mode: two Henchmen enter the city before the first Villain card.") < enters[0]


def test_solo_henchmen_entering_each_do_their_ambush_one_at_a_time() -> None:
    """Each waiting card enters and resolves its Ambush before the next one enters (the DC solo rule).

    This set's Henchmen have no Ambush, so two Villains that capture on Ambush stand in for them.
    """
    grabber = registry.by_name("Wing Kong Hatchet Man")  # Ambush: it captures a Bystander
    s = solo_position(villain_deck=["Bystander"], bystanders=["Bystander"] * 4)
    ids = s.card_ids + (grabber.id, grabber.id)
    first, second = len(ids) - 2, len(ids) - 1
    s = evolve(s, card_ids=ids, revealed=(first, second))
    from bigtrouble.effects.villain_deck import EnterCity

    s = run(s, EnterCity(first), EnterCity(second))
    texts = [e.text for e in log_entries(s.log)]
    order = [t for t in texts if "enters" in t or "Ambush" in t]
    assert order == [
        f"{grabber.name} enters the Sewers.",
        f"{grabber.name}'s Ambush.",
        f"{grabber.name} enters the Sewers.",
        f"{grabber.name}'s Ambush.",
    ]
    assert len(s.captives[1]) == 1 and len(s.captives[0]) == 1  # the first captured before it was pushed on


def test_turns_count_on_when_the_first_turn_ends_at_once() -> None:
    """The second turn is turn 2 even when ending the first turn was the game's first action."""
    s = new_game(Setup(players=2, mastermind="Six Shooter", scheme="Assassination"), 1)
    while s.pending is not None:
        s = apply(s, Choose(0))
    assert s.actions_taken == 0 or s.turn.number == 1
    s = apply(s, EndTurn())
    assert s.turn.number == 2


def test_solo_first_turn_effects_only_on_the_first_turn() -> None:
    s = set_up(SOLO, 3)
    assert len(solo.first_turn_effects(s)) == 2
    assert solo.first_turn_effects(set_up(Setup(players=1), 3)) == ()
    later = new_game(SOLO, 3)
    assert solo.first_turn_effects(later) == ()  # they entered on the first turn: nobody waits any more


# --- the Twist tuck -------------------------------------------------------------------------


def test_solo_twist_tucks_one_hq_hero_under_the_hero_deck() -> None:
    """Forge Crime Syndicate's Twist plays the next card, here another Twist: one tuck, after both."""
    s = solo_position(
        villain_deck=["Scheme Twist", "Scheme Twist", "Bystander", "Scheme Twist"],
        hq=["Uncle Chu", "Uncle Chu", "Uncle Chu", "Uncle Chu", "Uncle Chu"],
        hero_deck=["Uncle Chu"] * 5,
        scheme="Forge Crime Syndicate",
    )
    s = play_villain_card(s)
    assert s.pending is not None and s.pending.rule == "Solo mode"
    texts = [e.text for e in log_entries(s.log)]
    assert "Scheme Twist 2: Forge Crime Syndicate." in texts
    assert s.revealed == ()  # both Twists are done: the tuck waited for the Twist the first Twist played
    tucked = s.pending.options[0].uid
    s = apply(s, Choose(0))
    assert s.hero_deck[-1] == tucked
    assert tucked not in s.hq and -1 not in s.hq
    # A third Twist the same turn: no second tuck.
    s = play_villain_card(s)
    assert s.twists == 3
    assert s.pending is None
    assert sum("on the bottom of the Hero Deck" in e.text for e in log_entries(s.log)) == 1


def test_solo_twist_tuck_needs_a_hero_costing_6_or_less() -> None:
    dear = next(d.name for d in registry.of_kind(Kind.HERO) if d.cost > solo_effects.TUCK_MAX_COST)
    s = solo_position(villain_deck=["Scheme Twist"], hq=[dear] * 5)
    s = play_villain_card(s)
    assert s.pending is None
    assert any("no Hero in the HQ costs 6 or less" in e.text for e in log_entries(s.log))


def test_solo_tuck_comes_back_on_the_next_turn() -> None:
    s = solo_position(villain_deck=["Scheme Twist"], hq=["Uncle Chu"] * 5, hero_deck=["Uncle Chu"] * 5)
    s = evolve(s, counters=((solo_effects.TUCKED_ON_TURN, s.turn.number - 1),))
    s = play_villain_card(s)
    assert s.pending is not None and s.pending.rule == "Solo mode"


def test_no_tuck_outside_the_solo_mode() -> None:
    s = position(villain_deck=["Scheme Twist"], hq=["Uncle Chu"] * 5)
    s = play_villain_card(s)
    assert s.pending is None or s.pending.rule != "Solo mode"


# --- "each other player" -----------------------------------------------------------------------


def test_solo_each_other_player_on_a_tactic_means_you() -> None:
    """David Lo Pan's A Bride with Green Eyes: "each other player draws a card" makes the solo player draw."""
    s = solo_position(
        mastermind="David Lo Pan",
        tactics=["A Bride with Green Eyes"],
        decks=[["Uncle Chu", "Uncle Chu"]],
        attack=20,
    )
    before = len(s.players[0].hand)
    s = apply(s, FightMastermind())
    assert len(s.players[0].hand) == before + 1


def test_solo_each_other_player_on_a_villain_means_you() -> None:
    """Rain, Human Resources' "each other player discards a card", alone: you discard."""
    from bigtrouble.effects.basic import Pick
    from bigtrouble.effects.players import EachPlayer

    s = solo_position(hands=[["Uncle Chu", "Chang Sing Warrior"]], city={"bank": "Rain, Human Resources"})
    rain = s.city[1]
    s = run(s, EachPlayer((Pick((Zone.HAND,), Zone.DISCARD),), others=True), source=rain)
    assert s.pending is not None and s.pending.player == 0
    s = apply(s, Choose(0))
    assert len(s.players[0].discard) == 1


def test_each_other_player_on_a_tactic_skips_you_with_two_hands() -> None:
    s = position(
        mastermind="David Lo Pan",
        tactics=["A Bride with Green Eyes"],
        decks=[["Uncle Chu"], ["Uncle Chu"]],
        attack=20,
    )
    s = apply(s, FightMastermind())
    assert len(s.players[0].hand) == 0 and len(s.players[1].hand) == 1


def test_solo_each_other_player_on_a_hero_finds_nobody() -> None:
    """A Hero's effect on other players is not redirected: alone, nobody draws."""
    from bigtrouble.effects.heroes import OthersDraw

    s = solo_position(decks=[["Uncle Chu"]])
    hero = uid_in(s, "Uncle Chu", Zone.DECK, 0)
    s = run(s, OthersDraw(1), source=hero)
    assert len(s.players[0].hand) == 0


def test_solo_the_player_on_your_left_is_nobody() -> None:
    from bigtrouble.effects.base import CardFilter
    from bigtrouble.effects.basic import Draw
    from bigtrouble.effects.heroes import RevealCase, RevealRandomFromLeft
    from bigtrouble.effects.players import LeftPlayer

    s = solo_position(hands=[["Uncle Chu"]], decks=[["Uncle Chu"]])
    s = run(s, LeftPlayer((Draw(1),)))
    assert len(s.players[0].hand) == 1
    s = run(s, RevealRandomFromLeft((RevealCase(CardFilter(), (Draw(1),)),)))
    assert len(s.players[0].hand) == 1
    assert "no player on your left" in log_entries(s.log)[-1].text


# --- Always Leads substitution ------------------------------------------------------------------


def test_solo_mastermind_abilities_apply_to_the_group_in_use() -> None:
    """Six Shooter's +1 per Wing Kong Gang Villain counts the Monsters when they stand in for the Gang."""
    monster = next(d.name for d in registry.of_kind(Kind.VILLAIN, "Monsters"))
    s = solo_position(mastermind="Six Shooter", city={"sewers": monster})
    base = mastermind_attack(s)
    s = evolve(s, setup=evolve(s.setup, villains=("Monsters",), henchmen=("Wing Kong Thugs",)))
    assert group_in_use(s, "Wing Kong Gang") == "Monsters"
    assert mastermind_attack(s) == base + 1


def test_no_substitution_when_the_led_group_is_in_use_or_outside_solo() -> None:
    s = solo_position(mastermind="Six Shooter")
    s = evolve(s, setup=evolve(s.setup, villains=("Wing Kong Gang",)))
    assert group_in_use(s, "Wing Kong Gang") == "Wing Kong Gang"
    two = position(mastermind="Six Shooter")
    two = evolve(two, setup=evolve(two.setup, villains=("Monsters",)))
    assert group_in_use(two, "Wing Kong Gang") == "Wing Kong Gang"


def test_solo_sorcerous_lo_pan_strike_calls_back_the_group_in_use() -> None:
    monster = next(d.name for d in registry.of_kind(Kind.VILLAIN, "Monsters"))
    s = solo_position(
        mastermind="Sorcerous Lo Pan", villain_deck=["Master Strike", "Bystander"], city={"bank": monster}
    )
    s = evolve(s, setup=evolve(s.setup, villains=("Monsters",)))
    s = play_villain_card(s)
    assert names_in(s, Zone.VILLAIN_DECK)[0] == monster


# --- the Showdown and scoring -----------------------------------------------------------------


def test_solo_final_showdown_is_taken_alone() -> None:
    s = solo_position(tactics=["Quick Draw"], attack=30, hands=[["Uncle Chu"]], decks=[["Uncle Chu"] * 12])
    s = apply(s, FightMastermind())
    s = apply(s, EndTurn())
    assert s.showdown is not None and s.showdown.order == (0,)
    s = apply(s, EndTurn())
    assert s.outcome is Outcome.WIN and s.showdown_winner == 0
    assert s.mastermind < 0 and any(cdef(s, u).kind is Kind.MASTERMIND for u in s.players[0].victory)


def test_solo_score_subtracts_twists_and_escapes() -> None:
    monster = next(d.name for d in registry.of_kind(Kind.VILLAIN, "Monsters"))
    s = solo_position(
        victory=[["Quick Draw", "Bystander", monster]], escaped=[monster, "Bystander", "Bystander"], twists=4
    )
    s = end_game(s, Outcome.WIN, "won", "R113")
    sc = solo.score(s)
    assert sc is not None
    assert sc.vp == vp(s, 0)
    assert (sc.twists, sc.escaped_villains, sc.escaped_bystanders) == (4, 1, 2)
    assert sc.total == vp(s, 0) - 12 - 1 - 2
    assert log_entries(s.log)[-1].text.startswith(f"Solo score {sc.total}:")


def test_solo_score_only_for_a_win() -> None:
    s = end_game(solo_position(), Outcome.EVIL, "lost", "R4")
    assert solo.score(s) is None
    assert log_entries(s.log)[-1].text == "Solo mode: only a win is scored."
    assert solo.score(end_game(position(), Outcome.WIN, "won", "R113")) is None


# --- saves and whole games ---------------------------------------------------------------------


def test_solo_setup_round_trips_through_a_save() -> None:
    setup = Setup(players=1, variant=SOLO_VARIANT, house=("mulligan",), seats=("human",))
    s = new_game(setup, 9)
    record = GameRecord(setup, 9, tuple(legal_actions(s)[:1]))
    back = loads(dumps(record))
    assert back.setup == setup
    assert replay(back) == apply(s, record.actions[0])


def test_version_2_save_without_the_new_fields_loads_unchanged() -> None:
    """A save written before the variant, house rules and seats existed loads as the same game (migration 2 -> 3)."""
    import json

    data = json.loads(dumps(GameRecord(Setup(players=2), 5, ())))
    for key in ("variant", "house", "seats"):
        del data["setup"][key]
    data["version"] = 2
    back = loads(json.dumps(data))
    assert back.setup == Setup(players=2)


def test_a_save_with_an_unknown_variant_house_rule_or_seat_is_refused() -> None:
    import json

    from bigtrouble.errors import SaveError

    good = json.loads(dumps(GameRecord(Setup(players=2), 5, ())))
    for key, bad in (("variant", "duel"), ("house", ["free-lunch"]), ("seats", ["Robot Overlord!", "human"])):
        data = json.loads(json.dumps(good))
        data["setup"][key] = bad
        with pytest.raises(SaveError, match="not a"):
            loads(json.dumps(data))


def test_every_bot_kind_may_sit_in_a_saved_seat() -> None:
    from bigtrouble.bots import BOT_KINDS
    from bigtrouble.saves.schema import SeatKind

    for kind in (*BOT_KINDS, "human"):
        assert SeatKind().check(kind) == kind


@pytest.mark.parametrize("seed", range(8))
def test_solo_games_play_to_the_end(seed: int) -> None:
    from bigtrouble.tools.simulate import play_game

    r = play_game(SOLO, seed, check=True)
    assert r.finished, r.trace
    assert (r.score is not None) == (r.outcome is Outcome.WIN)

"""Table mode: hand edits are actions of the record, checked by the engine (issue 25)."""

from __future__ import annotations

import pytest
from games import played
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bigtrouble import IllegalAction, apply, first_game, is_over, legal_actions, new_game, replay
from bigtrouble.actions import (
    EDIT_TYPES,
    REORDER_DECKS,
    REORDER_MOST,
    Action,
    EditMove,
    EditPassTurn,
    EditReorder,
    EditSet,
    EditTableMode,
)
from bigtrouble.bots import make_bot
from bigtrouble.cards.defs import Kind
from bigtrouble.engine import settle
from bigtrouble.history import GameRecord, History
from bigtrouble.invariants import check_state
from bigtrouble.model import LogKind, State, log_entries
from bigtrouble.saves import dumps, loads
from bigtrouble.saves.report import loads_report, log_lines, report_text
from bigtrouble.zones import Zone, cdef

ON = EditTableMode(True)


def table(seed: int = 1) -> State:
    """A fresh two-player game with table mode on."""
    return apply(new_game(first_game(2), seed=seed), ON)


def last(s: State) -> tuple[str, LogKind, tuple[int, ...]]:
    """The newest log entry's words, kind and cards."""
    e = log_entries(s.log)[-1]
    return e.text, e.kind, e.cards


def test_edits_are_refused_until_table_mode_is_on() -> None:
    s = new_game(first_game(2), seed=1)
    uid = s.players[0].deck[0]
    with pytest.raises(IllegalAction, match="only in table mode"):
        apply(s, EditMove(uid, "hand", 0, 0))
    on = apply(s, ON)
    assert on.table_mode and not on.edited
    assert last(on)[1] is LogKind.EDIT
    off = apply(on, EditTableMode(False))
    assert not off.table_mode
    with pytest.raises(IllegalAction, match="only in table mode"):
        apply(off, EditSet("attack", 3))
    with pytest.raises(IllegalAction, match="already off"):
        apply(off, EditTableMode(False))


def test_a_move_is_logged_with_the_card_and_marks_the_game() -> None:
    s = table()
    uid = s.players[0].deck[0]
    after = apply(s, EditMove(uid, "hand", 1, -1))
    assert after.players[1].hand[-1] == uid
    assert uid not in after.players[0].deck
    assert after.edited
    text, kind, cards = last(after)
    assert kind is LogKind.EDIT and cards == (uid,)
    assert "Player 1's deck" in text and "Player 2's hand" in text


def test_a_deck_keeps_its_order_but_for_the_card_moved() -> None:
    s = table()
    deck = s.players[0].deck
    bottom = apply(s, EditMove(deck[0], "deck", 0, -1))
    assert bottom.players[0].deck == deck[1:] + deck[:1]
    third = apply(s, EditMove(deck[0], "deck", 0, 2))
    assert third.players[0].deck == deck[1:3] + deck[:1] + deck[3:]
    assert "place 3 from the top" in last(third)[0]
    hand = s.players[0].hand[0]
    top = apply(s, EditMove(hand, "deck", 0, 0))
    assert top.players[0].deck == (hand,) + deck
    with pytest.raises(IllegalAction, match="there is no place"):
        apply(s, EditMove(hand, "deck", 0, len(deck) + 1))


def test_an_hq_hero_moved_away_is_replaced_from_the_hero_deck() -> None:
    s = table()
    hero = s.hq[2]
    after = apply(s, EditMove(hero, "discard", 0, 0))
    assert after.players[0].discard[0] == hero
    assert after.hq[2] == s.hero_deck[0]
    check_state(after)


def test_a_hero_moved_onto_a_full_hq_space_sends_the_one_there_back_on_the_hero_deck() -> None:
    s = table()
    hand = s.players[0].hand[0]
    after = apply(s, EditMove(hand, "hq", 1, 0))
    assert after.hq[1] == hand and after.hero_deck[0] == s.hq[1]
    check_state(after)


def test_totals_are_set_and_never_negative() -> None:
    s = table()
    after = apply(apply(s, EditSet("attack", 7)), EditSet("recruit", 4))
    assert (after.turn.attack, after.turn.recruit) == (7, 4)
    after = apply(after, EditSet("twists", 3))
    assert after.twists == 3
    assert "Twist count is set to 3" in last(after)[0]
    with pytest.raises(IllegalAction, match="below zero"):
        apply(s, EditSet("attack", -1))
    with pytest.raises(IllegalAction, match="no total called"):
        apply(s, EditSet("gold", 1))
    with pytest.raises(IllegalAction, match="already 0"):
        apply(s, EditSet("twists", 0))


def test_the_turn_passes_by_hand_and_the_game_goes_on() -> None:
    s = apply(table(), EditSet("attack", 2))
    after = apply(s, EditPassTurn(1))
    assert after.current == 1 and after.turn.attack == 0 and after.turn.number == s.turn.number + 1
    assert legal_actions(after)
    with pytest.raises(IllegalAction, match="no player 2"):
        apply(s, EditPassTurn(2))


def test_the_top_cards_of_a_deck_take_a_new_order_in_one_undoable_edit() -> None:
    s = table()
    deck = s.villain_deck
    new = (deck[2], deck[0], deck[3], deck[1])
    h = History.from_record(GameRecord(first_game(2), 1, (ON,)))
    h.do(EditReorder("villain_deck", -1, new))
    after = h.state
    assert after.villain_deck == new + deck[4:]
    assert after.edited
    text, kind, cards = last(after)
    assert kind is LogKind.EDIT and cards == ()  # the new order of a face-down deck stays hidden
    assert text == "By hand: the top 4 cards of the Villain Deck are put in a new order."
    check_state(after)
    assert replay(h.record()) == after
    assert loads(dumps(h.record())) == h.record()
    h.undo()
    assert h.state.villain_deck == deck
    mine = s.players[1].deck
    theirs = apply(s, EditReorder("deck", 1, mine[1::-1]))
    assert theirs.players[1].deck == (mine[1], mine[0]) + mine[2:]
    assert "Player 2's deck" in last(theirs)[0]
    assert EditReorder("deck", 1, mine[1::-1]).describe(s) == "Reorder the top 2 cards of Player 2's deck by hand"


def test_a_reorder_must_name_exactly_the_top_cards_of_a_deck() -> None:
    s = table()
    deck = s.hero_deck
    for edit, words in (
        (EditReorder("hero_deck", -1, (deck[1], deck[5])), "not among the top 2 cards of the Hero Deck"),
        (EditReorder("hero_deck", -1, (deck[1], deck[1])), "names .* twice"),
        (EditReorder("hero_deck", -1, (deck[1], 9999)), "card 9999, which is not among"),
        (EditReorder("hero_deck", -1, deck[:3]), "already in that order"),
        (EditReorder("hero_deck", -1, deck[:1]), "2 to 8 cards"),
        (EditReorder("hero_deck", -1, deck[: REORDER_MOST + 1]), "2 to 8 cards"),
        (EditReorder("ko", -1, deck[1::-1]), "is not one of"),
        (EditReorder("hero_deck", 0, deck[1::-1]), "shared"),
        (EditReorder("deck", 2, deck[1::-1]), "no player 3"),
        (EditReorder("hero_deck", -1, list(deck[1::-1])), "by their numbers"),  # type: ignore[arg-type]
        (EditReorder("hero_deck", -1, (deck[1], True)), "by their numbers"),
    ):
        with pytest.raises(IllegalAction, match=words):
            apply(s, edit)
    short = apply(s, EditMove(s.wounds[0], "discard", 0, 0))
    for u in short.wounds[2:]:
        short = apply(short, EditMove(u, "ko", -1, 0))
    assert len(short.wounds) == 2
    with pytest.raises(IllegalAction, match="The Wound stack has only 2 cards, not 3"):
        apply(short, EditReorder("wounds", -1, (*short.wounds, s.wounds[0])))
    with pytest.raises(IllegalAction, match="only in table mode"):
        apply(new_game(first_game(2), seed=1), EditReorder("hero_deck", -1, deck[1::-1]))


def test_every_deck_table_mode_names_can_be_reordered() -> None:
    s = table()
    for deck in REORDER_DECKS:
        index = 0 if deck == "deck" else -1
        pile = s.players[0].deck if deck == "deck" else getattr(s, deck)
        after = apply(s, EditReorder(deck, index, pile[1::-1]))
        now = after.players[0].deck if deck == "deck" else getattr(after, deck)
        assert now == (pile[1], pile[0]) + pile[2:]
        check_state(after)


def test_cards_only_their_own_rules_move_are_refused() -> None:
    s = table()
    for uid, zone, words in (
        (s.mastermind, "ko", "only its own rules"),
        (s.scheme, "ko", "only its own rules"),
        (s.players[0].hand[0], "city", "no rule ever puts"),
        (s.players[0].hand[0], "mastermind", "Only the cards' own rules"),
        (s.villain_deck[0], "hand", "no rule ever puts"),
    ):
        with pytest.raises(IllegalAction, match=words):
            apply(s, EditMove(uid, zone, 0 if zone in ("hand", "city") else -1, 0))


def test_the_last_tactic_and_a_villain_with_captives_stay() -> None:
    s = table()
    for t in s.tactics[1:]:
        s = apply(s, EditMove(t, "victory", 0, 0))
    with pytest.raises(IllegalAction, match="last Tactic"):
        apply(s, EditMove(s.tactics[0], "victory", 0, 0))
    foe = next(u for u in s.villain_deck if cdef(s, u).kind in (Kind.VILLAIN, Kind.HENCHMAN))
    by = s.bystanders[0]
    k = s.city.index(-1)
    with pytest.raises(IllegalAction, match="already holds"):
        apply(s, EditMove(foe, "city", next(i for i, u in enumerate(s.city) if u >= 0), 0))
    s = apply(apply(s, EditMove(foe, "city", k, 0)), EditMove(by, "captives", k, -1))
    assert s.captives[k] == (by,)
    with pytest.raises(IllegalAction, match="captured Bystanders"):
        apply(s, EditMove(foe, "ko", -1, 0))
    freed = apply(apply(s, EditMove(by, "victory", 1, -1)), EditMove(foe, "ko", -1, 0))
    assert freed.city[k] == -1 and freed.players[1].victory[-1] == by
    check_state(freed)


def test_legal_actions_never_offer_an_edit() -> None:
    h = played(3, 5, 60, kind="first-game")
    s = apply(h.state, ON) if h.state.pending is None and not is_over(h.state) else h.state
    assert not any(isinstance(a, EDIT_TYPES) for a in legal_actions(s))


def _edited_game() -> History:
    """A bot game with table mode on and a few edits made mid-game."""
    h = played(2, 3, 20, kind="first-game")
    while h.state.pending is not None:
        h.do(legal_actions(h.state)[0])
    s = h.state
    h.do(ON)
    h.do(EditMove(s.players[s.current].hand[0], "deck", s.current, 0))
    h.do(EditSet("recruit", 9))
    h.do(EditMove(h.state.hq[0], "ko", -1, 0))
    return h


def test_edits_undo_redo_save_reload_replay_and_report() -> None:
    h = _edited_game()
    end = h.state
    assert end.edited and end.table_mode
    record = h.record()
    assert replay(record) == end
    assert loads(dumps(record)) == record
    report = loads_report(report_text(record, None, log_lines(end), "0", "test").encode("utf-8"))
    assert report.record == record
    assert replay(report.record) == end
    h.undo()
    assert h.state.turn.recruit != 9 or h.state.hq[0] != end.hq[0]
    h.undo()
    h.undo()
    h.undo()
    assert not h.state.table_mode and not h.state.edited
    for _ in range(4):
        h.redo()
    assert h.state == end
    again = History.from_record(loads(dumps(record)))
    assert again.state == end


def test_after_edits_bots_play_the_game_to_its_end_under_the_rules() -> None:
    h = _edited_game()
    bot = make_bot("random", 7)
    while not is_over(h.state) and len(h.actions) < 2000:
        h.do(bot.choose(h.state, legal_actions(h.state)), settle=True)
        check_state(h.state)
    assert is_over(h.state)
    assert replay(h.record()) == h.state


# --- hostile edits -------------------------------------------------------------------------------

_ZONES = [z.value for z in Zone] + ["", "nowhere", "HAND"]
_ANY_INT = st.one_of(st.integers(-3, 12), st.integers(-(2**40), 2**40), st.sampled_from([True, False, 1.0, "1", None]))


def _hostile(uids: int) -> st.SearchStrategy[Action]:
    uid = st.one_of(st.integers(-2, uids + 2), _ANY_INT)
    near = st.integers(-1, 5)
    return st.one_of(
        st.builds(EditMove, st.integers(0, uids - 1), st.sampled_from([z.value for z in Zone]), near, near),
        st.builds(EditMove, uid, st.sampled_from(_ZONES) | _ANY_INT, _ANY_INT, _ANY_INT),
        st.builds(EditSet, st.sampled_from(["attack", "recruit", "twists", "", "Attack", "gold"]) | _ANY_INT, _ANY_INT),
        st.builds(EditPassTurn, _ANY_INT),
        st.builds(
            EditReorder,
            st.sampled_from([*REORDER_DECKS, "ko", "hand", ""]) | _ANY_INT,
            near | _ANY_INT,
            st.lists(st.integers(-2, uids + 2) | _ANY_INT, max_size=REORDER_MOST + 2).map(tuple) | _ANY_INT,
        ),
        st.builds(EditTableMode, st.sampled_from([True, False, 1, 0, None, "on"])),
    )


def _reorders(s: State) -> st.SearchStrategy[Action]:
    """Reorders of the real top cards of a deck of ``s``: most legal, some the same order or too many cards."""
    decks = [("deck", p) for p in range(len(s.players))] + [(d, -1) for d in REORDER_DECKS if d != "deck"]

    def of(place: tuple[str, int]) -> st.SearchStrategy[Action]:
        deck, p = place
        pile = s.players[p].deck if deck == "deck" else getattr(s, deck)
        return st.integers(1, REORDER_MOST + 1).flatmap(
            lambda n: st.permutations(pile[:n]).map(lambda top: EditReorder(deck, p, tuple(top)))
        )

    return st.sampled_from(decks).flatmap(of)


_START = _edited_game()


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_hostile_edits_are_refused_with_a_sentence_or_keep_every_invariant(data: st.DataObject) -> None:
    h = History.from_record(_START.record())
    for _ in range(data.draw(st.integers(1, 6))):
        before = h.state
        edit = data.draw(_hostile(len(before.card_ids)) | _reorders(before))
        try:
            h.do(edit)
        except IllegalAction as exc:
            assert str(exc).strip().endswith((".", ")")), str(exc)
            assert h.state is before
            continue
        check_state(h.state)
        assert sorted(h.state.all_uids()) == list(range(len(h.state.card_ids)))
        assert log_entries(h.state.log)[-1].kind is LogKind.EDIT
        assert replay(h.record()) == h.state
        settled, _ = settle(h.state)
        assert legal_actions(settled) or is_over(settled)


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_hostile_edit_records_load_or_are_refused(data: st.DataObject) -> None:
    edits = data.draw(st.lists(_hostile(400), max_size=4))
    record = GameRecord(first_game(2), 1, (ON, *edits))
    try:
        text = dumps(record)
    except (TypeError, ValueError):
        return  # not a value a save can hold at all (a float uid, None): never written
    from bigtrouble.saves import SaveError

    try:
        back = loads(text)
    except SaveError as exc:
        assert "damaged" in str(exc) or "is not" in str(exc)
        return
    try:
        replay(back)
    except IllegalAction as exc:
        assert str(exc)


def test_a_position_built_by_hand_can_be_edited_though_its_hq_is_empty() -> None:
    from bigtrouble.teaching.position import position

    s = apply(position(hands=[["Chang Sing Warrior"]]), ON)
    assert -1 in s.hq and s.hero_deck
    after = apply(s, EditSet("attack", 4))
    assert after.turn.attack == 4
    hero = after.players[0].hand[0]
    moved = apply(after, EditMove(hero, "hq", 0, 0))
    assert moved.hq[0] == hero

"""Save files are data, never code paths: the strict schema, its limits, its migrations, durable writes.

Each defect issue 9 found in the loader has a test here: deep nesting (RecursionError),
huge integers (ValueError), huge files and /dev/zero (MemoryError), and the lenient cases
(a missing version called "newer", versions 0 / -1 / true, seed 7.5, uid "31", "setup": [],
duplicated keys).
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

import attrs
import pytest
from games import played, record_of

from bigtrouble import Fight, GameRecord, History, PlayCard, Setup, first_game, legal_actions
from bigtrouble.saves import (
    VERSION,
    SaveError,
    clean_stale_temps,
    dumps,
    from_dict,
    load,
    load_history,
    loads,
    replay_history,
    save,
)
from bigtrouble.saves import files as save_files
from bigtrouble.saves.migrate import MIGRATIONS
from bigtrouble.saves.schema import MAX_ACTIONS, MAX_BYTES, SETUP_FIELDS

V1_SAVE = """{
 "actions": [
  {"type": "PlayCard", "uid": 25},
  {"type": "PlayCard", "uid": 23}
 ],
 "format": "bigtrouble-save",
 "seed": 1,
 "setup": {
  "henchmen": ["Wing Kong Thugs"],
  "heroes": ["Eddie", "Egg Shen", "Margo", "Pork Chop Express", "Jack Burton"],
  "jack_commons": "Sleeveless Jack",
  "mastermind": "Six Shooter",
  "names": [],
  "players": 2,
  "scheme": "Forge Crime Syndicate",
  "villains": ["Monsters", "Wing Kong Gang"],
  "wang_commons": "random"
 },
 "version": 1
}"""
"""A save exactly as version 1 (before redo steps) wrote it."""


def good() -> dict[str, Any]:
    """A valid save of a short 2-player game, as plain data."""
    data: dict[str, Any] = json.loads(dumps(record_of(2, 3, 12, "first-game")))
    return data


def refused(data: Any) -> str:
    """The message a save made of ``data`` is refused with (the test fails if it loads)."""
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(SaveError) as info:
        loads(text)
    return str(info.value)


def with_(path: str, value: Any) -> dict[str, Any]:
    """A valid save with the field at ``path`` (dotted; list indices as numbers) set to ``value``."""
    data = good()
    *parents, last = path.split(".")
    here: Any = data
    for p in parents:
        here = here[int(p)] if p.isdigit() else here[p]
    here[int(last) if last.isdigit() else last] = value
    return data


# ---- what issue 9 found -----------------------------------------------------------------------


def test_json_nested_100000_deep_is_a_save_error_not_a_recursion_error() -> None:
    """10^5 nested brackets used to raise RecursionError out of the loader."""
    assert "nested" in refused("[" * 100_000 + "]" * 100_000)
    assert "nested" in refused('{"format": "bigtrouble-save", "version": 2, "seed": ' + "[" * 100_000)


def test_an_integer_of_5000_digits_is_refused() -> None:
    """Python refuses to convert a 5,000-digit integer with a ValueError; the loader refuses it first."""
    text = dumps(record_of(2, 1, 3)).replace('"seed": 1', '"seed": 1' + "0" * 5000)
    assert "5001 digits" in refused(text)


def test_a_huge_file_is_refused_at_once_without_reading_it(tmp_path: Path) -> None:
    """A 100 MB file (a 100 MB player name) is refused by its size, before it is read or parsed."""
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.write(b'{"format": "bigtrouble-save", "version": 2, "setup": {"names": ["')
        f.truncate(100_000_000)
    with pytest.raises(SaveError, match="too big") as info:
        load(path)
    assert str(path) in str(info.value)


def test_a_file_that_grows_past_the_cap_while_read_is_cut_at_the_cap(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cap holds even when the size the system reports is wrong (a file still being written)."""
    path = tmp_path / "growing.json"
    path.write_bytes(b" " * (MAX_BYTES + 1_000_000))
    real_fstat = os.fstat

    def small(fd: int) -> Any:
        st = real_fstat(fd)
        return os.stat_result((st.st_mode, st.st_ino, st.st_dev, st.st_nlink, st.st_uid, st.st_gid, 10, 0, 0, 0))

    monkeypatch.setattr(save_files.os, "fstat", small)
    with pytest.raises(SaveError, match="too big"):
        load(path)


def test_dev_zero_and_other_non_regular_files_are_refused(tmp_path: Path) -> None:
    """/dev/zero used to be read until memory ran out; a folder or a pipe is no save either."""
    with pytest.raises(SaveError, match="not an ordinary file"):
        load("/dev/zero")
    with pytest.raises(SaveError, match="folder"):
        load(tmp_path)
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    done: list[str] = []
    t = threading.Thread(target=lambda: done.append(_message(fifo)), daemon=True)
    t.start()
    t.join(5)
    assert done and "not an ordinary file" in done[0], "loading a pipe blocked or was not refused"


def _message(path: Path) -> str:
    try:
        load(path)
    except SaveError as exc:
        return str(exc)
    return "loaded"


@pytest.mark.parametrize(
    ("version", "words"),
    [
        (None, "no format version"),
        ("2", "not a whole number"),
        (2.0, "not a whole number"),
        (True, "not a whole number"),
        (0, "versions start at 1"),
        (-1, "versions start at 1"),
        ([2], "not a whole number"),
    ],
)
def test_a_missing_or_odd_version_gets_a_clear_message(version: Any, words: str) -> None:
    """A missing or non-integer version used to be called "written by a newer version"; 0, -1, true loaded."""
    data = good()
    if version is None:
        del data["version"]
    else:
        data["version"] = version
    message = refused(data)
    assert words in message and "newer" not in message


def test_only_a_really_newer_version_is_called_newer() -> None:
    """A version above this build's says so, with the versions this build reads."""
    assert "newer version" in refused(with_("version", VERSION + 1))


@pytest.mark.parametrize(
    ("path", "value", "words"),
    [
        ("seed", 7.5, "the seed is 7.5, not a whole number"),
        ("seed", "7", "not a whole number"),
        ("seed", True, "not a whole number"),
        ("seed", 2**64, "outside"),
        ("actions.0.uid", "31", 'uid is "31" (text), not a whole number'),
        ("actions.0.uid", 31.0, "not a whole number"),
        ("actions.0.uid", -1, "outside"),
        ("actions.0.type", "Explode", "not an action"),
        ("actions.0", [1], "not an action"),
        ("setup", [], "the setup is a list, not an object"),
        ("setup", None, "not an object"),
        ("setup.players", 0, "outside 1 to 5"),
        ("setup.players", 2.0, "not a whole number"),
        ("setup.players", False, "not a whole number"),
        ("setup.mastermind", "Nobody", "not a Mastermind this version knows"),
        ("setup.heroes", ["Eddie", "Nobody"], "not a Hero this version knows"),
        ("setup.villains", "Monsters", "not a list"),
        ("setup.names", ["x" * 65, "y"], "65 characters long"),
        ("setup.names", ["a\u0000b", "y"], "control characters"),
        ("setup.jack_commons", "all of them", "not a Jack Burton common set"),
        ("redo", {}, "not a list"),
    ],
)
def test_fields_must_hold_exactly_what_the_schema_says(path: str, value: Any, words: str) -> None:
    """Seed 7.5 used to become 7, uid "31" became 31 and "setup": [] became a random setup."""
    assert words in refused(with_(path, value))


def test_duplicated_keys_are_refused() -> None:
    """Duplicated keys used to be resolved silently (the last one won)."""
    text = dumps(record_of(2, 1, 3)).replace('"seed": 1,', '"seed": 1, "seed": 2,')
    assert 'the field "seed" appears twice' in refused(text)


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_not_a_number_is_refused(constant: str) -> None:
    """JSON extensions Python would accept are not numbers in a save."""
    assert "not a number" in refused(dumps(record_of(2, 1, 0)).replace('"seed": 1', f'"seed": {constant}'))


def test_unknown_and_missing_fields_are_refused() -> None:
    """Every field is required and nothing else is allowed, at the top, in the setup and in actions."""
    data = good()
    data["cheat"] = True
    assert "does not know" in refused(data)
    data = good()
    del data["setup"]["scheme"]
    assert "has no 'scheme'" in refused(data)
    assert "does not know" in refused(with_("actions.0.extra", 1))


def test_too_many_actions_are_refused() -> None:
    """More than 100,000 actions (played and redo together) are refused before any is built."""
    data = good()
    data["actions"] = [{"type": "EndTurn"}] * (MAX_ACTIONS // 2 + 1)
    data["redo"] = [{"type": "EndTurn"}] * (MAX_ACTIONS // 2)
    with pytest.raises(SaveError, match="more than 100,000 actions"):
        from_dict(data)


def test_not_text_and_not_json_are_refused() -> None:
    """Bytes that are not UTF-8, and text that is not JSON, are refused with a sentence."""
    with pytest.raises(SaveError, match="not text"):
        loads(b"\xff\xfe{}")
    assert "not valid JSON" in refused('{"format": ')


def test_a_setup_the_rules_cant_set_up_is_refused_when_replayed(tmp_path: Path) -> None:
    """A setup naming one Hero twice passes the field checks but is refused, in words, not with a crash."""
    path = tmp_path / "twice.json"
    save(GameRecord(attrs.evolve(first_game(2), heroes=("Eddie", "Eddie")), 1), path)
    with pytest.raises(SaveError, match="chosen twice"):
        load_history(path)


def test_every_failure_names_the_file(tmp_path: Path) -> None:
    """The message starts with the file, so the player knows which one is damaged."""
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps(with_("seed", 7.5)), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load(path)
    assert str(info.value).startswith(f"The save file {path} is damaged: the seed is 7.5")
    assert info.value.problem == "is damaged: the seed is 7.5, not a whole number"


def test_an_illegal_action_in_a_save_says_which_and_why(tmp_path: Path) -> None:
    """Replay errors read "action N of M is not legal: <why>", the words the client shows."""
    record = record_of(2, 3, 6, "first-game")
    bad = GameRecord(record.setup, record.seed, (*record.actions[:4], Fight(0), *record.actions[5:]))
    path = tmp_path / "bad.json"
    save(bad, path)
    with pytest.raises(SaveError) as info:
        load_history(path)
    assert "action 5 of 6 is not legal: " in str(info.value)
    assert info.value.action == 5 and not info.value.engine_failed


def test_an_engine_failure_while_replaying_is_a_save_error_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """No exception but SaveError leaves the loader, even an engine bug; it is marked as one."""

    def broken(self: History, action: object) -> None:
        raise KeyError("boom")

    record = record_of(2, 1, 3)
    monkeypatch.setattr(History, "do", broken)
    with pytest.raises(SaveError) as info:
        replay_history(record)
    assert info.value.engine_failed and "KeyError" in str(info.value)


# ---- the schema's shape and the migrations ----------------------------------------------------


def test_the_schema_covers_every_setup_field() -> None:
    """A Setup field added without a schema entry would be dropped by saves: this fails first."""
    assert set(SETUP_FIELDS) == {f.name for f in attrs.fields(Setup)}


def test_every_older_version_has_a_migration() -> None:
    """Bumping the version without a migration from the previous one fails here."""
    assert set(MIGRATIONS) == set(range(1, VERSION))


def test_a_version_1_save_loads_with_no_redo_steps() -> None:
    """Today's files of the previous format keep loading: same setup, seed and actions."""
    record = loads(V1_SAVE)
    assert record == GameRecord(first_game(2), 1, (PlayCard(25), PlayCard(23)))
    assert record.redo == ()
    assert replay_history(record).state.actions_taken == 2


V2_SAVE = V1_SAVE.replace('"version": 1', '"version": 2').replace(' "format"', ' "redo": [],\n "format"')
"""A save as version 2 (redo steps; before the Solo mode variant, house rules and seats) wrote it."""


def test_a_version_2_save_loads_as_the_game_it_was() -> None:
    """Version 3 adds ``variant``, ``house`` and ``seats``; a version 2 file gets them off: the same game."""
    data = json.loads(V2_SAVE)
    assert data["version"] == 2 and data["redo"] == [] and "variant" not in data["setup"]
    record = loads(V2_SAVE)
    assert record == GameRecord(first_game(2), 1, (PlayCard(25), PlayCard(23)))
    assert (record.setup.variant, record.setup.house, record.setup.seats) == ("", (), ())


V3_SAVE = V2_SAVE.replace('"version": 2', '"version": 3').replace(
    '"players": 2,', '"players": 2,\n  "variant": "",\n  "house": [],\n  "seats": ["human", "heuristic"],'
)
"""A save as version 3 (seats: a person or a bot; a seat taken over from a bot written as ``human``) wrote it."""


def test_a_version_3_save_loads_as_the_game_it_was() -> None:
    """Version 4 adds taken-over seats; a version 3 file keeps its seats as they were."""
    record = loads(V3_SAVE)
    assert record.setup.seats == ("human", "heuristic")
    assert replay_history(record).state.actions_taken == 2
    data = json.loads(V3_SAVE)
    data["setup"]["seats"] = ["human", "heuristic@0"]  # version 3 never wrote this
    assert "version is 3" in refused(data)


def test_a_seat_taken_over_from_a_bot_round_trips() -> None:
    """``heuristic@0``: the heuristic bot's seat, played now by the person of seat 0; saved and read back exactly."""
    for seats in (("human", "heuristic@0"), ("random@0", "heuristic@0"), ("human", "lookahead@1")):
        data = json.loads(V3_SAVE)
        data["version"] = VERSION
        data["setup"]["seats"] = list(seats)
        record = loads(json.dumps(data))
        assert record.setup.seats == seats
        assert loads(dumps(record)).setup.seats == seats


@pytest.mark.parametrize(
    ("seats", "says"),
    [
        (["human", "heuristic@5"], "taken over by seat 5, where no person sits"),
        (["random", "heuristic@0"], "taken over by seat 0, where no person sits"),
        (["human", "heuristic@1", "random@1"], None),  # seat 1's person took seat 1 first: fine
        (["heuristic@1", "random@0"], "where no person sits"),
        (["human", "human@0"], "not a kind of seat"),
        (["human", "heuristic@"], "not a kind of seat"),
        (["human", "heuristic@-1"], "not a kind of seat"),
        (["human", "heuristic@00"], "not a kind of seat"),
        (["human", "@0"], "not a kind of seat"),
        (["human", "heuristic@0@0"], "not a kind of seat"),
    ],
)
def test_a_taken_over_seat_must_name_a_seat_a_person_plays(seats: list[str], says: str | None) -> None:
    data = json.loads(V3_SAVE)
    data["version"] = VERSION
    data["setup"]["seats"] = seats
    if says is None:
        assert loads(json.dumps(data)).setup.seats == tuple(seats)
    else:
        assert says in refused(data)


def test_a_version_1_save_missing_setup_fields_gets_their_defaults_but_a_list_setup_is_refused() -> None:
    """Version 1 filled left-out setup fields with defaults; that stays, but "setup": [] never loads."""
    data = json.loads(V1_SAVE)
    del data["setup"]["wang_commons"]
    assert loads(json.dumps(data)).setup.wang_commons == "random"
    data["setup"] = []
    assert "not an object" in refused(data)
    data["setup"] = {}
    data["seed"] = 7.5
    assert "7.5" in refused(data)


# ---- redo steps, durable writes, stale temp files ---------------------------------------------


def test_an_autosave_after_undos_keeps_the_redo_steps(tmp_path: Path) -> None:
    """Undone steps used to be lost on a crash: the record now carries them and a reload can redo them."""
    h = played(3, 8, 40)
    end = h.state
    for _ in range(7):
        h.undo()
    here = h.state
    path = tmp_path / "autosave.json"
    save(h.record(), path)
    back = load_history(path)
    assert back.index == 33 and back.state == here and back.can_redo()
    for _ in range(7):
        back.redo()
    assert back.state == end and not back.can_redo()
    assert load(path) == h.record() and len(load(path).redo) == 7


def test_doing_after_an_undo_drops_the_redo_steps_from_the_save(tmp_path: Path) -> None:
    """Like an editor: a new action after an undo replaces the redo branch, in the file too."""
    h = played(2, 8, 20)
    h.undo()
    h.undo()
    assert len(h.record().redo) == 2
    h.do(legal_actions(h.state)[0])
    path = tmp_path / "autosave.json"
    save(h.record(), path)
    assert load(path).redo == () and len(load(path).actions) == 19


def test_save_fsyncs_the_file_then_renames_then_fsyncs_the_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The rename is made durable too: the folder is fsynced after it."""
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        calls.append("fsync-dir" if os.path.isdir(f"/proc/self/fd/{fd}") else "fsync-file")
        real_fsync(fd)

    def replace(a: Any, b: Any) -> None:
        calls.append("replace")
        real_replace(a, b)

    monkeypatch.setattr(save_files.os, "fsync", fsync)
    monkeypatch.setattr(save_files.os, "replace", replace)
    save(record_of(2, 1, 2), tmp_path / "a.json")
    assert calls == ["fsync-file", "replace", "fsync-dir"]


def test_a_failed_write_keeps_the_old_save_whole_and_leaves_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A failure mid-write (disk full, a kill) never leaves half a save."""
    path = tmp_path / "game.json"
    old = record_of(2, 1, 2)
    save(old, path)

    def fail(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(save_files.os, "fsync", fail)
    with pytest.raises(OSError):
        save(record_of(2, 1, 9), path)
    assert load(path) == old
    assert list(tmp_path.iterdir()) == [path]


def test_clean_stale_temps_removes_only_what_a_killed_save_left(tmp_path: Path) -> None:
    """A kill during a save leaves .save-*.tmp files; they are removed at start, nothing else is."""
    keep = [tmp_path / "autosave.json", tmp_path / "notes.tmp", tmp_path / ".save-x.json"]
    stale = [tmp_path / ".save-abc123.tmp", tmp_path / ".save-q.tmp"]
    for p in keep + stale:
        p.write_text("{}", encoding="utf-8")
    (tmp_path / ".save-dir.tmp").mkdir()
    removed = clean_stale_temps(tmp_path)
    assert sorted(removed) == sorted(stale)
    assert all(p.exists() for p in keep) and (tmp_path / ".save-dir.tmp").is_dir()
    assert clean_stale_temps(tmp_path / "missing") == []


def test_unclosed_quotes_are_scanned_in_one_pass() -> None:
    """A file of escaped quotes with no closing one made the nesting scan quadratic (hours for 1 MB)."""
    for text in ('"' + '\\"' * 200_000, '["' * 200_000, '"\\' * 200_000):
        with pytest.raises(SaveError):
            loads(text)


def test_a_file_name_with_a_nul_character_is_a_save_error() -> None:
    """The operating system refuses such a name with ValueError; the loader says it in words."""
    with pytest.raises(SaveError, match="not a valid file name"):
        load("bad\x00name.json")


@pytest.mark.parametrize(("name", "words"), [("x" * 65, "at most 64 characters"), ("a\tb", "control characters")])
def test_a_game_never_starts_with_a_name_its_save_would_refuse(name: str, words: str) -> None:
    """Otherwise every autosave of that game would be refused at the next start: a lost game."""
    from bigtrouble import SetupError, new_game

    with pytest.raises(SetupError, match=words):
        new_game(attrs.evolve(first_game(2), names=(name, "Bo")), 1)
    new_game(attrs.evolve(first_game(2), names=("x" * 64, "Bo")), 1)

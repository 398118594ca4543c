"""The files the game writes keep their bytes: a save and a report written before the converter read back and
write out again exactly, so a diff of two saves stays readable and old files stay as they were."""

from __future__ import annotations

import re
from pathlib import Path

from bigtrouble.saves import dumps, load, load_history
from bigtrouble.saves.report import load_report, report_text

DATA = Path(__file__).parent / "data" / "saves"
CREATED = re.compile(r'^ "created": .*$', re.M)


def test_a_version_4_save_reads_back_and_writes_the_same_bytes() -> None:
    """The fixture (three players, names with quotes and non-ASCII letters, redo steps) was written by the
    hand-written codec; today's writer gives the same text, and the game replays."""
    path = DATA / "v4_save.json"
    record = load(path)
    assert record.setup.names == ("Jack Burton é", 'Gracie "Law"', "王")
    assert len(record.actions) == 56 and len(record.redo) == 4
    assert dumps(record) == path.read_text(encoding="utf-8")
    assert load_history(path).index == 56


def test_a_report_reads_back_and_writes_the_same_bytes_but_its_time() -> None:
    """A report written before keeps its layout: one field per line, one action and one log line per line."""
    path = DATA / "report_v1.json"
    before = path.read_text(encoding="utf-8")
    report = load_report(path)
    assert report.note == "a note\nwith\ttab" and report.log == ("first line", "sécond line")
    again = report_text(
        report.record, report.position, report.log, report.app_version, report.platform, report.note, report.fault
    )
    assert CREATED.sub("", again) == CREATED.sub("", before)
    assert CREATED.search(again)

"""Issue 22's "Playing well": the guide's chapter, its puzzles, and the lesson's pointer to both."""

from __future__ import annotations

from PySide6.QtCore import Qt

from bigtrouble.teaching.lessons import lesson_named
from bigtrouble.teaching.puzzles import MET, all_puzzles, play_lines
from ui.teach import guide, guide_pictures
from ui.teach.puzzles import PuzzleRun
from ui.window.main_window import MainWindow

CHAPTER = "Playing well"
IDEAS = {"thin", "buy", "balance", "first", "heal"}
"""The ideas the issue names: thin your deck, buy for next turn, Attack against Recruit, which
Villain first, when to heal."""


def chapter_pages() -> list[guide.Page]:
    """The guide's pages in the "Playing well" chapter."""
    return [p for p in guide.PAGES if p.chapter == CHAPTER]


def test_the_chapter_has_a_page_for_each_idea_each_pointing_to_a_puzzle_that_solves() -> None:
    """Five pages or more, one for each idea; each names a puzzle that exists and that its solution solves."""
    pages = chapter_pages()
    assert {p.key for p in pages} >= IDEAS
    by_name = {p.name: p for p in all_puzzles()}
    named = [p.puzzle for p in pages]
    assert len(set(named)) == len(named) >= 5
    for page in pages:
        puzzle = by_name[page.puzzle]
        assert play_lines(puzzle, puzzle.solution)[0] == MET, page.key
        assert guide.puzzle_title(page.puzzle) == puzzle.title


def test_the_chapter_pages_render_and_keep_their_words_short(qapp) -> None:  # type: ignore[no-untyped-def]
    """Each page draws its picture; its headline and why fit the guide's limits."""
    for page in chapter_pages():
        img = guide.picture(page.key)
        assert (img.width(), img.height()) == guide_pictures.SIZE and guide_pictures.drawn(img), page.key
        assert len(page.headline.split()) <= 8 and len(page.why.split()) <= 20, page.key
        assert page.more and page.rules, page.key


def test_the_thinning_page_states_the_bots_measurement() -> None:
    """The figure measured with the bots is in the words, with its interval."""
    thin = next(p for p in chapter_pages() if p.key == "thin")
    words = " ".join(thin.more)
    assert "1,200" in words and "51%" in words and "45%" in words and "95% interval" in words


def test_the_chapter_has_a_heading_row_and_its_link_opens_the_puzzle(window: MainWindow) -> None:
    """The list shows the chapter's name as a row that can't be chosen; a page's puzzle link plays it on the mat."""
    dlg = window.help_desk.show_guide("thin")
    assert dlg.page().key == "thin"
    headings = [dlg.list.item(r) for r in range(dlg.list.count()) if r not in dlg.rows]
    assert [h.text() for h in headings] == [CHAPTER]
    assert not headings[0].flags() & Qt.ItemFlag.ItemIsSelectable
    assert "puzzle:thin-your-deck" in dlg.more_link.text() and "Thin your deck" in dlg.more_link.text()
    dlg.more_link.linkActivated.emit("puzzle:thin-your-deck")
    assert isinstance(window.tutor, PuzzleRun) and window.tutor.puzzle.name == "thin-your-deck"
    dlg.more_link.linkActivated.emit("more")  # More still folds open, and the puzzle link stays
    assert dlg.details.isVisible() and "puzzle:thin-your-deck" in dlg.more_link.text()


def test_a_rules_page_offers_no_puzzle_link(window: MainWindow) -> None:
    """The rules pages have no puzzle, so their link line is More alone."""
    dlg = window.help_desk.show_guide("city")
    assert "puzzle:" not in dlg.more_link.text()


def test_the_lessons_last_step_points_to_the_puzzles_and_the_chapter() -> None:
    """The first game's last step names Help > Puzzles and the guide's chapter, which exists."""
    last = lesson_named("first-game").parts[-1].steps[-1]
    assert "Help > Puzzles" in last.why and f'"{CHAPTER}"' in last.why
    assert chapter_pages()

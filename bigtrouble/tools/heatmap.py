"""The balance heat map: Masterminds down, Schemes across, each cell coloured by its team win rate."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sized
from typing import Protocol

from bigtrouble.model import SOLO_VARIANT, Outcome


class Cell(Protocol):
    """What the map reads of one Mastermind x Scheme cell (``simulate.Summary``)."""

    @property
    def games(self) -> int:
        """Games played."""
        ...

    @property
    def finished(self) -> int:
        """Games that reached their end."""
        ...

    @property
    def errors(self) -> Sized:
        """Games that raised or got stuck."""
        ...

    def rate(self, outcome: Outcome) -> float:
        """The share of finished games that ended in ``outcome``."""
        ...


class Sweep(Protocol):
    """What the map reads of a sweep (``simulate.Matrix``; a protocol, as ``simulate`` imports this module)."""

    @property
    def masterminds(self) -> tuple[str, ...]:
        """The rows."""
        ...

    @property
    def schemes(self) -> tuple[str, ...]:
        """The columns."""
        ...

    @property
    def cells(self) -> Mapping[tuple[str, str], Cell]:
        """The results by (Mastermind, Scheme)."""
        ...

    @property
    def players(self) -> tuple[int, ...]:
        """The player counts played."""
        ...

    @property
    def variant(self) -> str:
        """The variant played ("" for the rulebook's game)."""
        ...


CELL_W, CELL_H, LABEL_W, HEAD_H, PAD = 132, 64, 170, 78, 6


def _rate_colour(win: float) -> tuple[int, int, int]:
    """Red (no wins) through yellow (half) to green (all wins)."""
    win = min(1.0, max(0.0, win))
    if win < 0.5:
        k = win / 0.5
        return (214, int(64 + (200 - 64) * k), 64)
    k = (win - 0.5) / 0.5
    return (int(214 - (214 - 72) * k), int(200 - (200 - 170) * k), int(64 + (90 - 64) * k))


def _wrap(text: str, width: int, measure: Callable[[str], float]) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and measure(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def draw_heat_map(matrix: Sweep, path: str) -> None:
    """Write a PNG heat map of the matrix: each cell shows win / evil / draw rates, coloured by win rate."""
    from PIL import Image, ImageDraw, ImageFont

    try:
        font: ImageFont.ImageFont | ImageFont.FreeTypeFont = ImageFont.load_default(size=13)
    except TypeError:  # Pillow without FreeType: the fixed bitmap font
        font = ImageFont.load_default()
    cols, rows = len(matrix.schemes), len(matrix.masterminds)
    width = LABEL_W + cols * CELL_W + PAD
    height = HEAD_H + rows * CELL_H + 40
    img = Image.new("RGB", (width, height), (250, 248, 240))
    draw = ImageDraw.Draw(img)

    def measure(text: str) -> float:
        return draw.textlength(text, font=font)

    players = ", ".join(map(str, matrix.players)) + " players"
    if matrix.variant == SOLO_VARIANT:
        players = "Solo mode"
    games = sum(c.games for c in matrix.cells.values())
    draw.text((PAD, PAD), f"Team win rate, heuristic bot ({players}, {games} games)", fill=(20, 20, 20), font=font)
    for j, sc in enumerate(matrix.schemes):
        x = LABEL_W + j * CELL_W
        for k, line in enumerate(_wrap(sc, CELL_W - 2 * PAD, measure)[:3]):
            draw.text((x + PAD, 28 + 15 * k), line, fill=(20, 20, 20), font=font)
    for i, m in enumerate(matrix.masterminds):
        y = HEAD_H + i * CELL_H
        for k, line in enumerate(_wrap(m, LABEL_W - 2 * PAD, measure)[:3]):
            draw.text((PAD, y + PAD + 15 * k), line, fill=(20, 20, 20), font=font)
        for j, sc in enumerate(matrix.schemes):
            x = LABEL_W + j * CELL_W
            cell = matrix.cells.get((m, sc))
            box = (x, y, x + CELL_W - 2, y + CELL_H - 2)
            if cell is None or not cell.finished:
                draw.rectangle(box, fill=(190, 190, 190))
                draw.text((x + PAD, y + PAD), "no games" if cell is None else "errors only", fill=(0, 0, 0), font=font)
                continue
            draw.rectangle(box, fill=_rate_colour(cell.rate(Outcome.WIN)))
            text = [
                f"win  {100 * cell.rate(Outcome.WIN):.0f}%",
                f"evil {100 * cell.rate(Outcome.EVIL):.0f}%  draw {100 * cell.rate(Outcome.DRAW):.0f}%",
            ]
            if cell.errors:
                text.append(f"{len(cell.errors)} errors")
            for k, line in enumerate(text):
                draw.text((x + PAD, y + PAD + 16 * k), line, fill=(0, 0, 0), font=font)
    legend_y = HEAD_H + rows * CELL_H + 10
    for k in range(11):
        draw.rectangle((LABEL_W + k * 24, legend_y, LABEL_W + k * 24 + 22, legend_y + 16), fill=_rate_colour(k / 10))
    draw.text((PAD, legend_y), "win rate 0% .. 100%", fill=(20, 20, 20), font=font)
    img.save(path, format="PNG")

"""The History panel: one line per step of the game's undo stack ("Start" first), the current point marked.

Qt's own ``QUndoView`` resets its whole list at every step, which with hundreds of steps costs milliseconds
inside each action, before the mat's frame. This view follows the stack step by step instead: a new action
(or a redo of one it has not listed) appends rows, a new action after an undo first drops the undone rows,
and an undo, a redo or a jump only moves the mark (the undone steps stay listed, dimmed, to be redone).
Clicking a line walks the game to that point.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QUndoCommand, QUndoGroup, QUndoStack
from PySide6.QtWidgets import QAbstractItemView, QListView, QWidget

_Index = QModelIndex | QPersistentModelIndex
UNDONE = QColor(128, 128, 128)
"""The colour of the undone steps' rows (after the current point, still to be redone)."""


class HistoryModel(QAbstractListModel):
    """Rows: the empty label, then the text of each command on ``stack`` (kept in step incrementally)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        """An empty history (no stack)."""
        super().__init__(parent)
        self.empty_label = "<empty>"
        self.stack: QUndoStack | None = None
        self._commands: list[QUndoCommand] = []
        self._texts: list[str] = []
        self._at = 0  # the stack's index when last seen: rows after it are the undone steps, drawn dimmed

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        """The start row plus one per listed command."""
        return 0 if parent.isValid() else len(self._texts) + 1

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The row's text (the empty label for the start); undone steps (still to be redone) are dimmed."""
        if not index.isValid():
            return None
        row = index.row()
        if role == Qt.ItemDataRole.ForegroundRole:
            return UNDONE if row > self._at else None
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if row == 0:
            return self.empty_label
        return self._texts[row - 1] if row <= len(self._texts) else None

    def set_stack(self, stack: QUndoStack | None) -> None:
        """Follow ``stack`` (``None``: list nothing but the start); a full reset, once per stack."""
        if self.stack is not None:
            self.stack.indexChanged.disconnect(self.sync)
        self.beginResetModel()
        self.stack = stack
        self._commands, self._texts = [], []
        if stack is not None:
            for i in range(stack.count()):
                cmd = stack.command(i)
                self._commands.append(cmd)
                self._texts.append(cmd.text())
            stack.indexChanged.connect(self.sync)
        self._at = stack.index() if stack is not None else 0
        self.endResetModel()

    def sync(self, _index: int = 0) -> None:
        """Bring the rows in step with the stack: drop the rows it no longer holds, append the new ones."""
        stack = self.stack
        if stack is None:
            return
        count = stack.count()
        keep = self._shared_prefix(stack, count)
        if keep < len(self._commands):
            self.beginRemoveRows(QModelIndex(), keep + 1, len(self._commands))
            del self._commands[keep:], self._texts[keep:]
            self.endRemoveRows()
        if count > keep:
            self.beginInsertRows(QModelIndex(), keep + 1, count)
            for i in range(keep, count):
                cmd = stack.command(i)
                self._commands.append(cmd)
                self._texts.append(cmd.text())
            self.endInsertRows()
        at, self._at = self._at, stack.index()
        low, high = min(at, self._at), min(max(at, self._at), count)
        if low != high:
            self.dataChanged.emit(self.index(low, 0), self.index(high, 0), [Qt.ItemDataRole.ForegroundRole])

    def _shared_prefix(self, stack: QUndoStack, count: int) -> int:
        """How many leading commands the stack still shares with the rows (the stack only ever keeps a
        prefix of what it held, then adds): a binary search, so a step costs a few look-ups, not hundreds."""
        known = self._commands
        lo, hi = 0, min(len(known), count)
        if hi and stack.command(hi - 1) is known[hi - 1]:
            return hi
        while lo < hi:  # known[:lo] shared; known[hi:] not
            mid = (lo + hi) // 2
            if stack.command(mid) is known[mid]:
                lo = mid + 1
            else:
                hi = mid
        return lo


class HistoryView(QListView):
    """A list of the active stack's steps in ``group``; the current point is selected; a click goes there."""

    def __init__(self, group: QUndoGroup | None = None, parent: QWidget | None = None) -> None:
        """A view following ``group``'s active stack (or nothing, with ``None``)."""
        super().__init__(parent)
        self.history_model = HistoryModel(self)
        self.setModel(self.history_model)
        self.setUniformItemSizes(True)  # a step's layout is one row, not a pass over every row
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._group: QUndoGroup | None = None
        self._marking = False
        self.selectionModel().currentChanged.connect(self._picked)
        self.history_model.modelReset.connect(self._mark)
        self.setGroup(group)

    def group(self) -> QUndoGroup | None:
        """The group followed (``None`` while the panel is hidden)."""
        return self._group

    def setGroup(self, group: QUndoGroup | None) -> None:  # noqa: N802 - QUndoView's name
        """Follow ``group``'s active stack, or nothing."""
        if self._group is not None:
            self._group.activeStackChanged.disconnect(self._follow)
        self._group = group
        if group is not None:
            group.activeStackChanged.connect(self._follow)
        self._follow(group.activeStack() if group is not None else None)

    def setEmptyLabel(self, label: str) -> None:  # noqa: N802 - QUndoView's name
        """The text of the first row, the point before any step."""
        self.history_model.empty_label = label

    def _follow(self, stack: QUndoStack | None) -> None:
        old = self.history_model.stack
        if old is not None:
            old.indexChanged.disconnect(self._mark)
        self.history_model.set_stack(stack)
        if stack is not None:
            stack.indexChanged.connect(self._mark)  # after the model's own sync (connected first)

    def _mark(self, *_args: object) -> None:
        """Select the row of the stack's current point (without walking the game there again)."""
        stack = self.history_model.stack
        row = stack.index() if stack is not None else 0
        index = self.history_model.index(row, 0)
        self._marking = True
        try:
            self.selectionModel().setCurrentIndex(index, self.selectionModel().SelectionFlag.ClearAndSelect)
        finally:
            self._marking = False
        self.scrollTo(index)

    def _picked(self, current: QModelIndex, _previous: QModelIndex) -> None:
        stack = self.history_model.stack
        if self._marking or stack is None or not current.isValid():
            return
        if stack.index() != current.row():
            stack.setIndex(current.row())

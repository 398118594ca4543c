"""Teaching in the window: Learn to Play on the real mat (captions, rings, the leader line), the
How to Play guide and its pictures, puzzles, and the Help menu's entries.

May import ``bigtrouble``, the shared modules at ``ui/``'s top, ``ui.seats``, ``ui.mat`` and
``ui.panels``; never the window (the window opens teaching, not the reverse).
"""

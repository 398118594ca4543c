"""Side panels beside the mat: the game log, the large card viewer, the History panel, the
Rules panel and *What can I do?*.

May import ``bigtrouble``, the shared modules at ``ui/``'s top, ``ui.seats`` and ``ui.mat``.
"""

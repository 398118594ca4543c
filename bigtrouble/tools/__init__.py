"""The headless commands: ``cli`` (``python -m bigtrouble``), ``simulate`` (with its ``heatmap``
and the optional ``cluster`` backend), ``bench``, ``replay``, ``fuzz``, ``ladder`` and the rest; ``memory``
(the games remembered in SQLite, their statistics and challenge codes), which the client imports too.

Tools may import everything in ``bigtrouble`` (lessons, puzzles and scenario files come from
``bigtrouble.teaching``); nothing else in ``bigtrouble`` imports them.
"""

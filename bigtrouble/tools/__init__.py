"""The headless commands and what they are built from: ``cli`` (``python -m bigtrouble``),
``simulate`` (with its ``heatmap``), ``bench``, ``scenario`` (scripted positions and checks),
``position`` (the position builder), ``testing`` (short helpers for scripted play), ``lessonfile``
and ``lessons`` (lesson files and walking them step by step) and ``puzzles`` (positions with a
checked goal).

Tools may import everything in ``bigtrouble``; nothing outside ``tools`` imports them.
"""

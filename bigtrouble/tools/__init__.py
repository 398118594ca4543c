"""The headless commands and what they are built from: ``cli`` (``python -m bigtrouble``),
``simulate`` (with its ``heatmap``), ``bench``, ``scenario`` (scripted positions and checks), ``position`` (the
position builder) and ``testing`` (short helpers for scripted play).

Tools may import everything in ``bigtrouble``; nothing outside ``tools`` imports them.
"""

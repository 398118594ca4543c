"""The Qt client: the only package that imports PySide6. It imports ``bigtrouble``, never the reverse.

``app`` dispatches the commands; ``qtapp`` makes the QApplication; ``main_window`` (with ``frame``,
``menus``, ``game_files`` and ``file_dialogs``) and the mat (``scene``, ``items``, ``buttons``,
``layout``, ``placement``, ``decor``, ``hud``, ``prompts``, ``mat_keys``) show the session's state, with ``zoom``
showing a card large over it; ``bot_seats`` plays the bot seats, ``seats_panel`` is the new-game
dialog's seats, Solo mode and house rules, ``solo_scores`` the solo score and best-score table;
``bench`` (with ``bench_start``, ``bench_report`` and ``machine_pauses``) and ``selftest`` (and ``selftest_tutorial``)
are commands of their own that ``app`` hands over to. Teaching: ``teaching`` (the Help entries),
``tutorial`` (Learn to Play on the mat), ``puzzles`` (Help > Puzzles) and ``coach`` (the ring, the
caption and the leader line they share).
"""

"""The Qt client: the only package that imports PySide6. It imports ``bigtrouble``, never the reverse.

``app`` dispatches the commands; ``qtapp`` makes the QApplication; ``main_window`` (with ``frame``,
``menus``, ``game_files`` and ``file_dialogs``) and the mat
(``scene``, ``items``, ``layout``, ``placement``, ``decor``, ``hud``, ``prompts``) show the session's
state; ``bench`` and ``selftest`` are commands of their own that ``app`` hands over to.
"""

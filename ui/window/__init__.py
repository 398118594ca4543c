"""The window shell: the main window, its menus, files (new, open, save, the autosave), dialogs
(new game, end screen, seats), its docks, frame parts and the card zoom.

May import everything of ``ui`` below it (the shared modules, seats, mat, panels, teach); never
``ui.dev`` or ``ui.app``.
"""

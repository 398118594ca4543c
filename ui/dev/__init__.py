"""Tools for measuring and checking the real client: ``bench-ui``, the autosave bench, the
first-frame watcher, the self-tests, and the ready-made games and greedy player they use.

May import all of ``ui`` except ``ui.app``; nothing the player's window runs imports it, but ``ui.app``,
which starts these tools from the command line.
"""

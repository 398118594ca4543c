"""Bot seats in the client: bots that take their turn on the mat at a pace a person can watch,
the sign over the mat while they play, taking over a bot's seat, each bot move's reason kept beside
the game (``bot_moves``), and a search's thread leaving the window room to draw (``thinking``).

May import ``bigtrouble`` and the shared modules at ``ui/``'s top (session, commands, rules…);
nothing else of ``ui``.
"""

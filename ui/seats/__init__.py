"""Bot seats in the client: bots that take their turn on the mat at a pace a person can watch,
the sign over the mat while they play, and taking over a bot's seat.

May import ``bigtrouble`` and the shared modules at ``ui/``'s top (session, commands, rules…);
nothing else of ``ui``.
"""

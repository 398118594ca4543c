"""The mat: the QGraphicsScene drawn from the state (cards, piles, the city, the HQ, counters,
buttons, banners, the curtain), its pure-geometry layout, motion, the view and its keys.

May import ``bigtrouble``, the shared modules at ``ui/``'s top and ``ui.seats``; never the panels,
teaching, the window or dev tools (they sit above it).
"""

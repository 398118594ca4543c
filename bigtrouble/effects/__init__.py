"""The effect vocabulary cards are built from, and the queue that resolves it.

Part of the engine core: ``base`` (Effect, amounts, the queue), ``runner`` (resolution and
answers), ``basic``/``players``/``deckplay`` (the primitives), and the custom effects of each
card category. Imports the core only (model, zones, cards.defs); never bots, faces, tools or Qt.
"""

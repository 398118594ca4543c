"""The effect vocabulary cards are built from, and the queue that resolves it.

Part of the engine core: ``base`` (CardFilter, modifiers, the queue; Effect, Amount and Condition
are defined in the model), ``runner`` (resolution and answers, with the after-step check the
engine sets), ``basic``/``players``/``deckplay`` (the primitives), ``villain_deck`` (playing the
Villain Deck), ``solo`` and ``leads`` (the Solo mode's effects and its Always Leads stand-in) and
the custom effects of each card category. Imports only the floors below: model, zones, actions,
cards.defs and cards.registry; never the card tables, rules, bots, faces, tools or Qt.
"""

"""The rules: pure functions from a state (and an action) to the next state.

Part of the engine core: setup, the turn, the Villain Deck and the city, fights and the
Mastermind, the Showdown and the end; the Solo mode variant (``solo``, with the Always Leads
stand-in in ``leads``) and the DC book's house rules (``house``). Imports the core only (model,
zones, effects, cards).
"""

"""The rules: pure functions from a state (and an action) to the next state.

Part of the engine core: setup, the turn, the Villain Deck and the city, fights and the
Mastermind, the Showdown and the end. Imports the core only (model, zones, effects, cards).
"""

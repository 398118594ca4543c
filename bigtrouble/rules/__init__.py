"""The rules: pure functions from a state (and an action) to the next state.

Part of the engine core: setup (with the Schemes' own setups in ``scheme_setups``), the turn,
fights and the Mastermind, the Showdown and the end (``ending``, with Victory Points in
``points``); the Solo mode variant (``solo``) and the DC book's house rules (``house``). Imports
the floors below it only: model, zones, effects and cards (the Villain Deck's effects, the Solo
mode's and the Always Leads stand-in live in ``effects``, since cards and effects use them).
"""

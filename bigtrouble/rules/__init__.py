"""The rules: pure functions from a state (and an action) to the next state."""

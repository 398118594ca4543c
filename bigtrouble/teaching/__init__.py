"""Teaching material as data and the code that reads and walks it: ``position`` (building a
position by card names), ``testing`` (acting on it by card names), ``scenario`` (the shared file
format: a position, actions and checks, and its runner for rules tests), ``lessonfile`` and
``lessons`` (lesson files and walking them step by step) and ``puzzles`` (positions with a goal).

No Qt. Teaching may import the core, saves, history and bots (a puzzle's bot attempt); only
``tools`` and ``ui`` import it.
"""

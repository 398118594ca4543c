"""Shared test setup: Qt runs offscreen; the card set is loaded once."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import bigtrouble  # noqa: E402,F401  (loads and validates every card)

"""The bundle's entry point: the same ``main`` as the ``bigtrouble`` console script."""

from __future__ import annotations

import sys

if __name__ == "__main__":
    if "multiprocessing" in sys.modules:
        # PyInstaller's run-time hook imported it: worker processes are spawned, not forked, and
        # ``simulate --jobs`` needs the bundle to recognise them (see bundle_rules.needs_multiprocessing_hook)
        sys.modules["multiprocessing"].freeze_support()
    from ui.app import main

    sys.exit(main())

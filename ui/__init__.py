"""The Qt client: the only package that imports PySide6. It imports ``bigtrouble``, never the reverse.

At the top, the pieces every part shares: ``app`` (the entry point and its commands), ``qtapp`` (the
QApplication), ``session`` (the game in progress over the engine's history), ``commands`` (undo
commands), ``faults``, ``rules`` (the checklist as shipped data), ``solo_scores`` and ``gc_pacer``.
The parts, each allowed to import only the ones before it: ``seats`` < ``mat`` < ``panels`` <
``teach`` < ``window`` < ``dev`` (then ``app``, which starts them all). ``tests/test_layering.py``
holds the client to that order.
"""

"""Everything drawn with pillow: card faces (``cardface``, ``cardlayout``), their illustrations
(``art``, ``motifs``, ``paint``), class icons (``glyphs``), the mat's textures (``assetgen``)
and the pictures of Recruit and Attack (``points``: plain geometry, which the client draws too).

Faces import only card definitions (``bigtrouble.cards``), ``resources`` (where the fonts are)
and ``rng``; never the engine, bots, tools or Qt. No Qt here: the client turns images into pixmaps.
"""

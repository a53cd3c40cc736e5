"""The live preview: a local web page to design a board and its rules and download the files.

``service`` answers the page's questions from the registries and ``job`` (game-neutral, in
memory); ``server`` serves it on loopback. The page itself lives in ``templates/preview/``.
"""

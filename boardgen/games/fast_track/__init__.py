"""Fast Track: the board (topology, geometry, checks) and, beside it, the rules.

``topology`` says which space is what, ``geometry`` where it goes, ``board`` and ``checks`` make
and verify the cut files; ``state``, ``rules``, ``strategies``, ``engine``, ``position`` and
``variants`` play the game; ``booklet`` and ``diagrams`` print its rules.
"""

"""Fast Track: the board (topology, geometry, board_checks) and, beside it, the rules.

``topology`` says which space is what, ``geometry`` where it goes, ``board`` and
``board_checks`` make and verify the cut files; the track games' card engine plays the game
from ``description.toml`` (``on_engine``), for the table ``rule_set`` seats, with ``variants``;
``position`` reads and answers position files, ``simulation`` plays whole games; ``booklet`` and
``diagrams`` print its rules.
"""

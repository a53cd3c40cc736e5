"""Fast Track: the board (topology, geometry, board_checks) and, beside it, the rules.

``topology`` says which space is what, and ``geometry`` where it goes. ``board`` and
``board_checks`` make and verify the cut files. The track games' card engine plays the game
from ``description.toml`` (``on_engine``), for the table ``rule_set`` seats, with ``variants``.
``position`` reads and answers position files, and ``simulation`` plays whole games.
``booklet`` and ``diagrams`` print its rules.
"""

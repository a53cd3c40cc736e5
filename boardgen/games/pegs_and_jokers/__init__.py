"""Pegs and Jokers: the board (topology, geometry, board_checks) and, beside it, the rules."""

"""Pegs and Jokers: the board (topology, geometry, checks) and, beside it, the rules."""

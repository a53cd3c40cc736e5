"""Peg solitaire: triangle and cross boards, an exact game counter and a one-peg search.

``topology`` says which holes exist and how pegs jump. ``rules`` plays jumps on bitmask
positions. ``counting`` counts every complete game, and ``invariants`` proves some finishes
impossible. ``search`` finds a winning game on boards too large to count. ``report`` turns
results into tables and JSON, and ``board`` places the holes for the writers.
"""

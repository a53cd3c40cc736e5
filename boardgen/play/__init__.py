"""Game-neutral machinery for card-driven race games: decks, teams, simulation statistics.

Pegs and Jokers uses it now and Fast Track will later; nothing here knows a board.
"""

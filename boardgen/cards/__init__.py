"""Printed cards: a game's own deck at poker size, or a plain-deck game's quick reference card.

``sheet`` lays the cards and crop marks on a page (pure numbers), ``faces`` says what each
card shows from the game's description and booklet chart, and ``pdf`` draws them.
"""

"""Rule booklets for any game: fragments chosen by the variations, laid out and imposed.

A game takes part by supplying a ``BookletSource`` (``registry.py``): its template folder
(``templates/<game>/`` with a ``booklet.toml`` plan and jinja2 fragments), the context the
fragments read (setup numbers, card chart rows) and its diagram functions. Nothing in this
package knows any game.
"""

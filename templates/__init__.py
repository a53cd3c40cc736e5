"""Rule texts and the preview page: jinja2 fragments and plans, one folder per game.

A package (mapped to ``boardgen.templates`` in setup.py) so importlib.resources finds them in a
wheel and in an editable install alike."""

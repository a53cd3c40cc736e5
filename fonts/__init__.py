"""The DejaVu fonts boardgen outlines labels with and embeds in PDFs, with their licence.

A package (mapped to ``boardgen.fonts`` in setup.py) so importlib.resources finds them in a
wheel and in an editable install alike."""

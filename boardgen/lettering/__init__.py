"""Text turned into engraving geometry: outlined glyphs from the DejaVu fonts (``outline``, read
through ``glyphs``), single-line Hershey strokes (``strokes``), and the ``Lettering`` a shop
carries, which chooses between them for every label (``labels``).

Empty on purpose: the PDF writers need only an outline's widths, and importing this package
must not load fontTools or the stroke font.
"""

"""Computer-aided machining: a board's cutting layout turned into toolpaths for a CNC router,
one job per tool in the order a shop runs them (engrave, holes, pockets, profile).

Everything here is pure geometry on millimetres in program coordinates: no G-code text and
no I/O. ``writers/cnc/gcode.py`` writes each job as a program in the chosen dialect.
"""

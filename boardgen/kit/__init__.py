"""``boardgen kit``: the whole game in one folder and one zip (``job``), with its print-and-play
PDF (``paper``)."""

"""Example files the README's and docs' commands read: positions for ``rules moves``, a
house-rules file for ``rules booklet`` and a track-game description of one's own.

A package inside boardgen, so a wheel carries them; ``boardgen examples [DIR]`` copies them
out (``cli/examples_cmd.py``), and the checkout's top-level ``examples`` points here."""

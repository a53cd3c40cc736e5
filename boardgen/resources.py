"""Where the shipped fonts and templates are, found through the import system
(``importlib.resources``) rather than from this file's place, so a wheel, an sdist install,
an editable install and a source checkout all find the same files.

``fonts/`` and ``templates/`` at the top of the repository are the packages
``boardgen.fonts`` and ``boardgen.templates`` (mapped in setup.py)."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def resource_folder(package: str) -> Path:
    """The folder of a resource package as a path, for readers that want file names
    (reportlab, fontTools, jinja2's loader). pip installs packages as plain folders, never
    zipped, so the traversable ``files`` returns is a real path."""
    return Path(str(files(package)))


FONTS = resource_folder("boardgen.fonts")
TEMPLATES = resource_folder("boardgen.templates")

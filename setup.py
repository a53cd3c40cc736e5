"""The one piece of packaging pyproject.toml cannot say: the top-level ``fonts/`` and
``templates/`` folders (their source of truth, shared with the docs and the tests) travel
inside the package as ``boardgen.fonts`` and ``boardgen.templates``, beside every package
found under ``boardgen/``, so wheels, sdists and editable installs find them alike."""

from setuptools import find_packages, setup

RESOURCES = {"boardgen.fonts": "fonts", "boardgen.templates": "templates"}

setup(packages=[*find_packages(include=["boardgen", "boardgen.*"]), *RESOURCES], package_dir=RESOURCES)

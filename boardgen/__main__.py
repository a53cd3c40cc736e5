"""``python -m boardgen`` runs the command line."""

from boardgen.cli.app import main

main()

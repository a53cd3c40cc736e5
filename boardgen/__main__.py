"""``python -m boardgen`` runs the command line."""

from boardgen.cli.app import main

if __name__ == "__main__":  # not when a spawned Dask worker re-imports the main module
    main()

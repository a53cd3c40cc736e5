"""``python -m boardgen`` runs the command line.

SIGTERM is made to end a run like Ctrl+C before anything else is imported. An interrupt while
the command line's modules load (typer: a few tenths of a second) waits until they have. Then
it is said in boardgen's one line. ``main`` handles every later instant."""

import signal
import sys

if __name__ == "__main__":  # not when a spawned Dask worker re-imports the main module
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    try:
        from boardgen.write_set import signals_held  # light: the standard library alone

        with signals_held():  # typer, click: a library may turn an interrupt into its own error
            from boardgen.cli.app import main
    except KeyboardInterrupt:
        sys.stderr.write("boardgen: interrupted; nothing written\n")
        sys.exit(130)
    main()

"""Pure plane geometry: no I/O, no game knowledge."""

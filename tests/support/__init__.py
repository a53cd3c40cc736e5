"""Helpers the tests share, one module a subject; test files import them by name."""

"""boardgen: parameters in, peg race game boards, rules and solutions out."""

__version__ = "0.1.0"

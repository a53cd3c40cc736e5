"""Writers: a board in, the bytes of one file format out."""

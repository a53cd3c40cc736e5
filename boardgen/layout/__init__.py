"""A board onto beds: split, nest, name and mark its parts."""

"""The workshop: machine settings, materials, the fit coupon and CNC toolpaths."""

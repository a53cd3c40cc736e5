"""The fit coupon's options, apart from the code that builds it, so ``boardgen --help`` and
``coupon --help`` list them without loading the coupon's geometry (shapely, numpy)."""

from __future__ import annotations

from boardgen.options import Option, length_option
from boardgen.shop.settings import shop_options

MIN_HOLE = 0.5
"""mm: the smallest hole of a strip, below which a drill or a beam makes no hole worth testing."""

GAME = "coupon"
SHOP = ("kerf", "joint-clearance", "web", "edge")
"""The board's own shop options the coupon takes, defined once in ``shop.settings``."""

COUPON_OPTIONS = (
    length_option("hole", "Nominal hole diameter, in the middle of the strip", "4.8mm", minimum=MIN_HOLE,
                  maximum=50.0, label="Nominal hole", section="Pieces and holes"),
    length_option("step", "Size difference between neighbouring holes", "0.1mm", minimum=0.01, maximum=5.0,
                  label="Hole step", section="Pieces and holes"),
    Option("count", "Number of holes (the nominal one in the middle; one more above it when even)", "7", "int",
           minimum=2, maximum=25, label="Holes", section="Pieces and holes"),
    *(o for o in shop_options() if o.name in SHOP),
    length_option("joint-step", "Clearance difference between neighbouring dovetail pairs", "0.05mm", minimum=0.01,
                  maximum=0.5, label="Clearance step"),
    Option("joint-count", "Number of dovetail pairs (--joint-clearance among them, in the middle where the "
           "clearances below it stay at or above 0)", "4", "int", minimum=1, maximum=9, label="Dovetail pairs"),
)
STEM_OPTIONS = tuple(o for o in COUPON_OPTIONS if o.name not in ("hole", "count"))
"""The options a coupon's file names add when they differ from the default: the stem's size
range (``coupon-4.5-5.1mm``) with the step tells the hole and the count."""

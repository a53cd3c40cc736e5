"""What one tool does in one program: the model the planners build and the emitter writes."""

from __future__ import annotations

from dataclasses import dataclass

from boardgen.shop.cam.toolpath import Step
from boardgen.geometry.vec import Point


@dataclass(frozen=True)
class ToolJob:
    operation: str
    """'engrave', 'drill', 'pocket' or 'profile': the file's name and its header say it."""
    tool: float
    """Bit diameter, mm."""
    tool_kind: str
    """What to put in the collet: 'drill bit or end mill', 'end mill', 'V-bit or engraving bit'."""
    steps: tuple[Step, ...]
    facts: tuple[str, ...]
    """Header lines the operator reads: what is cut, how deep, how fast."""
    summary: str
    """What it cuts, in a few words for the job's summary line."""
    tabs: tuple[Point, ...] = ()
    """Centres of the holding tabs on the toolpath, program coordinates."""
    cycles: bool = False
    """Pecks may be written as LinuxCNC's G83 canned cycle."""

"""The DXF R2000 entities of a cut file written as text in one pass, the bytes ezdxf's own
LWPOLYLINE and CIRCLE export gives (tests/writers/cut/test_dxf_entities.py compares them on random shapes).

Why: building and exporting a few hundred ezdxf entities, tag object by tag object, took
nine tenths of the DXF writer's time (about 90 ms of 100 ms for the 8-player board). The
document around them (header, tables, objects) stays ezdxf's. Each entity takes its handle from
the document as ezdxf would have given it, so the handle seed and every handle are unchanged.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ezdxf.document import Drawing

EMPTY_SECTION = "  2\nENTITIES\n  0\nENDSEC\n"
"""How ezdxf writes a modelspace with no entities: the place the text goes."""


class EntityText:
    """Modelspace entities of an R2000 document, in the order added, as DXF text."""

    def __init__(self, doc: Drawing) -> None:
        self._doc = doc
        self._owner = doc.modelspace().layout_key
        self._parts: list[str] = []

    def _head(self, kind: str, layer: str) -> str:
        handle = self._doc.entitydb.next_handle()
        return f"  0\n{kind}\n  5\n{handle}\n330\n{self._owner}\n100\nAcDbEntity\n  8\n{layer}\n"

    def polyline(self, vertices: Sequence[tuple[float, float, float]], layer: str, closed: bool) -> None:
        """An LWPOLYLINE through ``(x, y, bulge)`` vertices; ezdxf leaves out zero bulges, and a
        polyline without vertices (which still takes its handle)."""
        head = self._head("LWPOLYLINE", layer)
        if not vertices:
            return
        points = "".join(f" 10\n{float(x)!r}\n 20\n{float(y)!r}\n" + (f" 42\n{float(bulge)!r}\n" if bulge else "")
                         for x, y, bulge in vertices)
        self._parts.append(f"{head}100\nAcDbPolyline\n 90\n{len(vertices)}\n"
                           f" 70\n{1 if closed else 0}\n{points}")

    def circle(self, center: Iterable[float], radius: float, layer: str) -> None:
        x, y = center
        self._parts.append(f"{self._head('CIRCLE', layer)}100\nAcDbCircle\n"
                           f" 10\n{float(x)!r}\n 20\n{float(y)!r}\n 30\n0.0\n 40\n{float(radius)!r}\n")

    def into(self, document: str) -> str:
        """``document`` (the text ezdxf wrote with an empty modelspace) with these entities in it."""
        if document.count(EMPTY_SECTION) != 1:
            raise ValueError("the document has no empty ENTITIES section to fill")
        return document.replace(EMPTY_SECTION, "  2\nENTITIES\n" + "".join(self._parts) + "  0\nENDSEC\n")

"""Zones for theatre-of-the-mind play: polygons, their neighbourhood graph, hop distances."""

from __future__ import annotations

from dataclasses import dataclass

import networkx as nx
import shapely

from .grid import GeometryError


@dataclass(frozen=True)
class Zone:
    id: str
    polygon: tuple[tuple[float, float], ...]
    traits: tuple[str, ...] = ()
    name: str = ""

    def __post_init__(self):
        if len(self.polygon) < 3:
            raise GeometryError(f"zone {self.id!r} needs at least 3 points")
        if not shapely.Polygon(self.polygon).is_valid:
            raise GeometryError(f"zone {self.id!r}: the polygon crosses itself")

    @property
    def shape(self) -> shapely.Polygon:
        return shapely.Polygon(self.polygon)


class ZoneMap:
    """Neighbours share a stretch of border of positive length (or overlap), or are linked;
    a cut removes a neighbourhood, and a pair both linked and cut is cut."""

    def __init__(self, zones: tuple[Zone, ...], links=(), cuts=()):
        self.zones = tuple(zones)
        self.by_id = {z.id: z for z in self.zones}
        g = nx.Graph()
        g.add_nodes_from(self.by_id)
        shapes = [z.shape for z in self.zones]
        for i, a in enumerate(self.zones):
            for j in range(i + 1, len(self.zones)):
                sa, sb = shapes[i], shapes[j]
                if sa.boundary.intersection(sb.boundary).length > 0 or sa.intersection(sb).area > 0:
                    g.add_edge(a.id, self.zones[j].id)
        for u, v in links:
            g.add_edge(u, v)
        for u, v in cuts:
            if g.has_edge(u, v):
                g.remove_edge(u, v)
        self.graph = g
        self._shapes = shapes

    def neighbours(self, zone_id: str) -> list[str]:
        return sorted(self.graph.neighbors(zone_id))

    def hops(self, a: str, b: str) -> int | None:
        try:
            return nx.shortest_path_length(self.graph, a, b)
        except nx.NetworkXNoPath:
            return None

    def route(self, a: str, b: str) -> list[str] | None:
        try:
            return nx.shortest_path(self.graph, a, b)
        except nx.NetworkXNoPath:
            return None

    def zone_at(self, point: tuple[float, float]) -> str | None:
        """The first zone in file order containing the point (borders included)."""
        p = shapely.Point(point)
        for z, shape in zip(self.zones, self._shapes, strict=True):
            if shape.covers(p):
                return z.id
        return None

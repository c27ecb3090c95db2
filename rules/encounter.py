"""The encounter: a plain document (board, creatures, zones, ruleset) changed only through its
methods, each emitting a fine-grained event. The Qt scene observes; undo commands call methods."""

from __future__ import annotations

from dataclasses import dataclass, field

from geometry import Board, Cell, Grid, Space, Wall
from geometry.features import TerrainCell
from geometry.zones import Zone, ZoneMap

from . import conditions as condition_rules
from .creature import Creature
from .errors import RulesError
from .events import Signal
from .fight.log import FightLog
from .packs import RulePack, find_ruleset


@dataclass
class MapImage:
    """A background picture and how the grid lies on it."""

    path: str = ""  # name inside the encounter file, or a path on disk
    data: bytes = field(default=b"", repr=False)
    square_px: float = 70.0  # image pixels per square
    offset: tuple[float, float] = (0.0, 0.0)  # image pixel where vertex (0, 0) lies
    # What another map tool gave with the picture and Damier does not use (Universal VTT lights and
    # environment, in board coordinates), kept so an export gives it back. JSON values only.
    kept: dict = field(default_factory=dict)


# The events an encounter emits (creature ones carry the id, not the object: observers look the
# current value up; creature_changed means moved or edited). Views of an encounter offer the same.
EVENTS = ("creature_added", "creature_changed", "creature_removed", "board_changed", "zones_changed",
          "ruleset_changed", "fog_changed", "map_image_changed", "fight_changed")


def add_events(obj) -> None:
    for name in EVENTS:
        setattr(obj, name, Signal())


class Encounter:
    def __init__(self, board: Board | None = None, ruleset: str = "draw-steel", variant: dict | None = None,
                 creatures=(), zones=(), zone_links=(), zone_cuts=(), title: str = ""):
        self.board = board or Board(Grid(20, 15))
        self._pack = find_ruleset(ruleset, variant)
        self._creatures: dict[str, Creature] = {}
        for c in creatures:
            self._creatures[c.id] = c
        self.zones: tuple[Zone, ...] = tuple(zones)
        self.zone_links = tuple(tuple(p) for p in zone_links)
        self.zone_cuts = tuple(tuple(p) for p in zone_cuts)
        self._zone_map: ZoneMap | None = None
        self.title = title
        self.map_image: MapImage | None = None
        self.fog: frozenset[Cell] = frozenset()  # cells hidden from the players
        self.notes = ""
        self.images: dict[str, bytes] = {}  # pictures the document holds (portraits), by name in the file
        add_events(self)
        self.fight = FightLog(self)  # the fight as an event log (rules.fight.log)

    # ---- reading ------------------------------------------------------------
    @property
    def pack(self) -> RulePack:
        return self._pack

    @property
    def ruleset(self) -> str:
        return self._pack.id

    @property
    def variant(self) -> dict:
        return dict(self._pack.variant)

    @property
    def creatures(self) -> list[Creature]:
        return list(self._creatures.values())

    def creature(self, cid: str) -> Creature:
        try:
            return self._creatures[cid]
        except KeyError:
            raise RulesError(f"no creature {cid!r}") from None

    def has_creature(self, cid: str) -> bool:
        return cid in self._creatures

    def space(self, c: Creature | str) -> Space:
        if isinstance(c, str):
            c = self.creature(c)
        return self._pack.space(c)

    def effective(self, c: Creature | str) -> Creature:
        """The creature as the rules see it now: its own conditions plus what the fight derived
        (unconscious at 0 hit points...), and its speed after conditions (slowed, grabbed...)."""
        if isinstance(c, str):
            c = self.creature(c)
        conds = self.fight.effective_conditions(c.id, c.conditions)
        speed = condition_rules.effective_speed(self.ruleset, c.speed, conds)
        if conds == c.conditions and speed == c.speed:
            return c
        return c.changed(conditions=conds, speed=speed)

    def can_react(self, c: Creature) -> bool:
        """May take triggered actions (free strikes, flanking, opportunity attacks), conditions seen."""
        e = self.effective(c)
        return self._pack.can_take_triggered_actions(e) and condition_rules.can_take_triggered_actions(
            self.ruleset, e.conditions)

    def others(self, c: Creature) -> list[Creature]:
        return [o for o in self._creatures.values() if o.id != c.id]

    @property
    def zone_map(self) -> ZoneMap:
        if self._zone_map is None:
            self._zone_map = ZoneMap(self.zones, self.zone_links, self.zone_cuts)
        return self._zone_map

    def new_id(self, stem: str) -> str:
        stem = stem or "token"
        if stem not in self._creatures:
            return stem
        n = 2
        while f"{stem}-{n}" in self._creatures:
            n += 1
        return f"{stem}-{n}"

    # ---- changing -----------------------------------------------------------
    def add_creature(self, c: Creature, index: int | None = None) -> None:
        if c.id in self._creatures:
            raise RulesError(f"there is already a creature {c.id!r}")
        self._pack.size(c.size)
        items = list(self._creatures.items())
        items.insert(len(items) if index is None else index, (c.id, c))
        self._creatures = dict(items)
        self.creature_added.emit(c.id)

    def remove_creature(self, cid: str) -> tuple[Creature, int]:
        c = self.creature(cid)
        index = list(self._creatures).index(cid)
        del self._creatures[cid]
        self.creature_removed.emit(cid)
        return c, index

    def replace_creature(self, c: Creature) -> None:
        self.creature(c.id)
        self._pack.size(c.size)
        self._creatures[c.id] = c
        self.creature_changed.emit(c.id)

    def move_creature(self, cid: str, at: Cell) -> None:
        self.replace_creature(self.creature(cid).moved_to(at))

    def set_board(self, board: Board) -> None:
        self.board = board
        self.board_changed.emit()

    def set_walls(self, walls: list[Wall]) -> None:
        self.set_board(self.board.with_walls(walls))

    def set_terrain(self, terrain: dict[Cell, TerrainCell]) -> None:
        self.set_board(self.board.with_terrain(terrain))

    def set_zones(self, zones, links=None, cuts=None) -> None:
        self.zones = tuple(zones)
        if links is not None:
            self.zone_links = tuple(tuple(p) for p in links)
        if cuts is not None:
            self.zone_cuts = tuple(tuple(p) for p in cuts)
        self._zone_map = None
        self.zones_changed.emit()

    def set_ruleset(self, ruleset: str, variant: dict | None = None) -> None:
        """Switch systems; sizes are carried over by size step (1M <-> medium, 2 <-> large...)."""
        new = find_ruleset(ruleset, variant)
        old = self._pack
        converted = {}
        for cid, c in self._creatures.items():
            info = old.size(c.size)
            size = c.size if c.size in new.sizes else new.size_for_step(info.step, info.side)
            converted[cid] = c.changed(size=size)
        self._pack = new
        self._creatures = converted
        self.ruleset_changed.emit()

    def set_fog(self, cells: frozenset[Cell]) -> None:
        self.fog = frozenset(cells)
        self.fog_changed.emit()

    def set_map_image(self, image: MapImage | None) -> None:
        self.map_image = image
        self.map_image_changed.emit()

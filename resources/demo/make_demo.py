"""Regenerate resources/demo/demo.damier: `uv run python resources/demo/make_demo.py`.

The demo is the first thing a Director sees, so it shows every kind of thing Damier knows on
one Draw Steel map: a courtyard and a ruined chapel through an open double door; walls off the
grid (a broken courtyard wall, a collapsed corner); an altar rail that stops feet but not
arrows; rubble and brambles; stone pillars, wooden pews, a glass reliquary, a metal brazier;
smouldering coals and a hidden trap; heroes of sizes 1S-1M against Director creatures of sizes
1M, 1L, 2 and 3; a prone and bleeding bugbear; a hidden cultist; fog over the sanctuary; zones.

The map picture is drawn here in pure Python (zlib + struct, an indexed PNG) so neither the
app nor this script needs Pillow. The output is byte-for-byte reproducible (fixed seed,
fixed zip timestamps). Nothing imports this module.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from geometry import Cell  # noqa: E402
from rules.document import parse_encounter  # noqa: E402
from rules.encounter import MapImage  # noqa: E402
from rules.encounter_file import save_encounter  # noqa: E402
from rules.fight.zones import defense_value  # noqa: E402

W, H = 24, 16  # squares
SQ = 48  # pixels per square
MARGIN = 24  # frame around the map: vertex (0, 0) is at pixel (24, 24)

# ---- the encounter in the scenario vocabulary ---------------------------------------------------
BROKEN_WALL = [[3.4, 5.6], [7.2, 3.3]]  # free-standing, off the grid: cover in the courtyard
COLLAPSE = [[19, 0], [24, 3.5]]  # the chapel's north-east corner fell in
DOOR = [[10, 7], [10, 9]]  # double door, open: size-2 creatures fit through; a double-click closes it
RAILS = [[[20, 5], [20, 7]], [[20, 9], [20, 11]]]  # altar rail: blocks movement, not effect
WALLS = [
    {"line": [[10, 0], [10, 7]], "material": "stone"},
    {"line": DOOR, "door": "open", "material": "wood"},
    {"line": [[10, 9], [10, 16]], "material": "stone"},
    {"line": COLLAPSE, "material": "stone"},
    {"line": BROKEN_WALL, "material": "stone"},
    *({"line": r, "blocks": ["movement"], "material": "wood"} for r in RAILS),
]
PILLARS = [(13, 3), (13, 12), (17, 3), (17, 12)]
PEWS = [(14, 5), (15, 5), (14, 10), (15, 10)]
ALTAR = [(23, 6), (23, 7)]
RELIQUARY = (22, 4)
BRAZIER = (21, 13)
WELL = (6, 11)
CRATES = [(1, 1), (2, 1), (1, 2)]
RUBBLE = [(17, 1), (18, 1), (19, 1), (18, 2), (19, 2), (20, 2), (7, 5), (8, 5), (8, 4)]
BRAMBLES = [(1, 12), (2, 12), (3, 12), (1, 13), (2, 13), (2, 14), (3, 14)]
COALS = [(20, 14), (21, 14), (22, 14), (22, 13)]
TRAP = (12, 8)  # hidden: not drawn on the picture either, the players see the picture
FOG = [(x, y) for x in range(20, 24) for y in range(16)]

DOC = {
    "format": "damier.scenario/1",
    "ruleset": "draw-steel",
    "title": "The Ruined Chapel",
    "grid": {"width": W, "height": H},
    "terrain": [
        {"cells": [list(c) for c in PILLARS + ALTAR], "kind": "object", "material": "stone"},
        {"cells": [list(WELL)], "kind": "object", "material": "stone"},
        {"cells": [list(c) for c in PEWS + CRATES], "kind": "object", "material": "wood"},
        {"cells": [list(RELIQUARY)], "kind": "object", "material": "glass"},
        {"cells": [list(BRAZIER)], "kind": "object", "material": "metal"},
        {"cells": [list(c) for c in RUBBLE + BRAMBLES], "kind": "difficult"},
        {"cells": [list(c) for c in COALS], "kind": "hazardous"},
        {"cells": [list(TRAP)], "kind": "hazardous", "hidden": True},
    ],
    "walls": WALLS,
    # Fight numbers for every system the map plays: `stamina` is Draw Steel's Stamina and the
    # other systems' hit points; role, Défense and Moniteur are the zone game's (§8 table), the
    # Défense computed as a `defense` query would (Vigilance or aptitude, +3 equipped, +3 aspect).
    "creatures": [
        {"id": "tactician", "name": "Iria, Tactician", "side": "heroes", "size": "1M", "at": [4, 8],
         "speed": 5, "stability": 1, "stamina": 21, "recoveries": 10,
         "defense": defense_value(vigilance=7, equipped=True)},
        {"id": "fury", "name": "Korrag, Fury", "side": "heroes", "size": "1M", "at": [7, 7],
         "speed": 6, "stability": 1, "stamina": 21, "recoveries": 10,
         "defense": defense_value(vigilance=6, equipped=True)},
        {"id": "shadow", "name": "Pip, Shadow", "side": "heroes", "size": "1S", "at": [4, 3],
         "speed": 5, "stamina": 18, "recoveries": 8, "defense": defense_value(vigilance=8, aspect=True)},
        {"id": "cultist", "name": "Hooded Cultist", "side": "director", "size": "1M", "at": [12, 2],
         "speed": 5, "hidden": True, "notes": "Waits behind the pillar; reveal when a hero enters the nave.",
         "stamina": 15, "role": "figurant", "defense": defense_value(aptitude="good"), "monitor": 2},
        {"id": "bugbear", "name": "Bugbear Channeler", "side": "director", "size": "1L", "at": [15, 12],
         "speed": 5, "stability": 1, "conditions": ["bleeding", "prone"],
         "notes": "Knocked down by the collapse: crawling costs 1 more per square.",
         "stamina": 40, "weakness": {"holy": 3}, "role": "figurant",
         "defense": defense_value(aptitude="good", equipped=True), "monitor": 2},
        {"id": "ogre", "name": "Ogre Juggernaut", "side": "director", "size": "2", "at": [17, 7],
         "speed": 5, "stability": 2, "stamina": 60, "role": "figurant",
         "defense": defense_value(aptitude="very-good", equipped=True), "monitor": 3},
        {"id": "guardian", "name": "Stone Guardian", "side": "director", "size": "3", "at": [21, 9],
         "speed": 4, "stability": 4, "reach": 2, "stamina": 80, "immunity": {"poison": "all", "psychic": 5},
         "resistance": ["piercing", "slashing"], "role": "figurant",
         "defense": defense_value(aptitude="very-good", equipped=True), "monitor": 3},
        *({"id": f"acolyte-{n}", "name": f"Acolyte {n}", "side": "director", "size": "1M", "at": at,
           "speed": 5, "stamina": 5, "group": "acolytes", "role": "minor",
           "defense": defense_value(aptitude="mediocre", equipped=True)}
          for n, at in ((1, [11, 4]), (2, [12, 5]), (3, [11, 12]))),
    ],
    "zones": [
        {"id": "courtyard", "name": "Courtyard", "polygon": [[0, 0], [10, 0], [10, 16], [0, 16]],
         "traits": ["outdoors"]},
        {"id": "nave", "name": "Nave", "polygon": [[10, 0], [20, 0], [20, 16], [10, 16]]},
        {"id": "sanctuary", "name": "Sanctuary", "polygon": [[20, 0], [24, 0], [24, 16], [20, 16]],
         "traits": ["consecrated"]},
    ],
    # no zone cut: the courtyard and the nave meet at the open double door (a cut here made the
    # zones game say "no way" through an open door; issue 15)
}

NOTES = """\
The Ruined Chapel — a Draw Steel demo.

Try: drag Korrag through the open door toward the ogre (watch the cost and the free
strikes), double-click the door to close it (or click it with the Doors tool), drag Iria
around the broken wall, hover the ogre to see line of effect and cover, drag the bugbear
(prone: crawling costs more). The cultist is hidden from the players; the sanctuary is
fogged; square [12, 8] just inside the door holds a hidden trap. Under Map > Rules, the
same map plays as zones: the courtyard, the nave and the sanctuary. Each creature's fight
numbers (Stamina, Défense, Moniteur...) are in the Properties panel.

La chapelle en ruine — démo Draw Steel. Faites glisser Korrag par la porte ouverte
jusqu'à l'ogre (coût, attaques libres), double-cliquez la porte pour la fermer (ou
cliquez-la avec l'outil Portes), contournez le mur effondré avec Iria ; survolez l'ogre
pour la ligne d'effet et l'abri. Le cultiste est caché aux joueurs, le sanctuaire est dans
le brouillard, un piège caché attend en [12, 8]. Dans Carte > Règles, la même carte se
joue en zones : la cour, la nef et le sanctuaire. Les nombres de combat de chaque
créature (Vigueur, Défense, Moniteur…) sont dans le panneau Propriétés.
"""

# ---- the picture ---------------------------------------------------------------------------------
# The doorway is left empty: the app draws the door in its current state.
# Palette: 32 base colours x 8 shades (an indexed PNG compresses a noisy texture well).
BASES = {
    "frame": (28, 24, 22), "frame_line": (120, 104, 80), "grass": (86, 110, 60), "cobble": (128, 122, 110),
    "flag": (176, 168, 150), "flag_sanct": (190, 180, 158), "mortar": (96, 90, 80), "carpet": (128, 36, 40),
    "rubble": (112, 100, 86), "bramble": (52, 74, 38), "coals": (200, 84, 30), "wall": (70, 66, 62),
    "wall_top": (104, 98, 92), "wood": (122, 82, 46), "wood_dark": (84, 54, 30), "stone_obj": (150, 146, 138),
    "glass": (150, 200, 214), "metal": (120, 124, 132), "fire": (240, 170, 60), "water": (40, 60, 80),
    "rock": (58, 54, 50), "shadow": (60, 58, 54),
}
NAMES = list(BASES)
SHADES = 8


def palette() -> bytes:
    out = bytearray()
    for name in NAMES:
        r, g, b = BASES[name]
        for s in range(SHADES):
            f = 0.82 + 0.36 * s / (SHADES - 1)
            out += bytes(min(255, int(c * f)) for c in (r, g, b))
    return bytes(out)


def _seg_dist(px, py, a, b) -> float:
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def draw_map() -> bytes:
    rnd = random.Random(1789)
    iw, ih = W * SQ + 2 * MARGIN, H * SQ + 2 * MARGIN
    # block noise (6 px) plus a little grain: texture without a smooth-noise library
    bw, bh = iw // 6 + 2, ih // 6 + 2
    block = [[rnd.random() for _ in range(bw)] for _ in range(bh)]
    stone_tone = {(x, y): rnd.random() for x in range(W) for y in range(H)}
    cell_kind: dict[tuple[int, int], str] = {}
    for c in PILLARS:
        cell_kind[c] = "pillar"
    for c in PEWS + CRATES:
        cell_kind[c] = "wood"
    for c in ALTAR:
        cell_kind[c] = "altar"
    cell_kind[RELIQUARY] = "glass"
    cell_kind[BRAZIER] = "brazier"
    cell_kind[WELL] = "well"
    for c in RUBBLE:
        cell_kind[c] = "rubble"
    for c in BRAMBLES:
        cell_kind[c] = "bramble"
    for c in COALS:
        cell_kind[c] = "coals"
    thick = [(WALLS[i]["line"], 0.13) for i in (0, 2, 3, 4)]
    rails = RAILS
    idx = {n: i * SHADES for i, n in enumerate(NAMES)}
    grain = [rnd.randrange(3) for _ in range(4096)]

    rows = bytearray()
    for py in range(ih):
        rows.append(0)  # PNG filter: none
        v = (py - MARGIN + 0.5) / SQ
        brow = block[py // 6]
        for px in range(iw):
            u = (px - MARGIN + 0.5) / SQ
            n = brow[px // 6] * 5 + grain[(px * 7 + py * 131) & 4095]  # 0..7
            shade = min(SHADES - 1, int(n))
            if not (0 <= u < W and 0 <= v < H):
                edge = min(abs(u), abs(v), abs(u - W), abs(v - H))
                name = "frame_line" if 0.12 < edge < 0.17 else "frame"
                rows.append(idx[name] + min(shade, 3))
                continue
            cx, cy = int(u), int(v)
            fu, fv = u - cx, v - cy
            # ground
            if u < 10:
                if 7 <= v < 9:
                    # cobbles: irregular stones in offset rows
                    ru, rv = (u * 3 + (int(v * 3) % 2) * 0.5), v * 3
                    name = "mortar" if (ru % 1 < 0.1 or rv % 1 < 0.1) else "cobble"
                else:
                    name = "grass"
            elif v < 0.7 * (u - 19):
                name = "rock"  # behind the collapse
            else:
                name = "flag_sanct" if u >= 20 else "flag"
                if 7 <= v < 9 and 10.3 <= u < 20:
                    name = "carpet"
                elif fu < 0.04 or fv < 0.04 or fu > 0.96 or fv > 0.96:
                    name = "mortar"
                else:
                    shade = min(SHADES - 1, int(stone_tone[(cx, cy)] * 4 + n * 0.5))
            kind = cell_kind.get((cx, cy))
            if kind is not None and name != "rock":
                d = math.hypot(fu - 0.5, fv - 0.5)
                if kind == "pillar":
                    if d < 0.42:
                        name = "stone_obj" if d < 0.36 else "wall"
                        shade = min(SHADES - 1, int(6 - d * 8))
                    elif d < 0.5:
                        name = "shadow"
                elif kind == "wood":
                    if 0.08 < fu < 0.92 and 0.12 < fv < 0.88:
                        name = "wood_dark" if (fv * 5) % 1 < 0.12 else "wood"
                elif kind == "altar":
                    if 0.1 < fu < 0.9 and 0.05 < fv < 0.95:
                        name = "stone_obj"
                        shade = 6
                elif kind == "glass":
                    if 0.18 < fu < 0.82 and 0.18 < fv < 0.82:
                        name = "glass"
                        shade = 7 if abs(fu - fv) < 0.06 else 4
                    elif 0.12 < fu < 0.88 and 0.12 < fv < 0.88:
                        name = "metal"
                elif kind == "brazier":
                    if d < 0.2:
                        name = "fire"
                    elif d < 0.42:
                        name = "metal"
                elif kind == "well":
                    if d < 0.26:
                        name = "water"
                    elif d < 0.44:
                        name = "stone_obj"
                        shade = int(n)
                elif kind == "rubble":
                    if n > 3.2:
                        name = "rubble"
                elif kind == "bramble":
                    if n > 2.5:
                        name = "bramble"
                elif kind == "coals":
                    if n > 3.5:
                        name = "coals"
                        shade = min(SHADES - 1, int(n))
                    elif n > 2:
                        name = "rock"
            # walls on top of everything, only tested near them
            for line, t in thick:
                for a, b in zip(line, line[1:], strict=False):
                    if (min(a[0], b[0]) - 0.3 <= u <= max(a[0], b[0]) + 0.3
                            and min(a[1], b[1]) - 0.3 <= v <= max(a[1], b[1]) + 0.3):
                        d = _seg_dist(u, v, a, b)
                        if d < t:
                            name = "wall_top" if d < t * 0.45 else "wall"
            for r in rails:
                if abs(u - r[0][0]) < 0.05 and r[0][1] <= v <= r[1][1]:
                    name = "wood"
            rows.append(idx[name] + shade)
    return _png(iw, ih, bytes(rows))


def _png(w: int, h: int, raw: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 3, 0, 0, 0))
            + chunk(b"PLTE", palette()) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def build():
    enc = parse_encounter(DOC)
    enc.map_image = MapImage(path="chapel.png", data=draw_map(), square_px=float(SQ),
                             offset=(float(MARGIN), float(MARGIN)))
    enc.fog = frozenset(Cell(x, y) for x, y in FOG)
    enc.notes = NOTES
    return enc


def main() -> None:
    out = Path(__file__).with_name("demo.damier")
    save_encounter(build(), out)
    print(f"wrote {out} ({out.stat().st_size} bytes)")


if __name__ == "__main__":
    main()

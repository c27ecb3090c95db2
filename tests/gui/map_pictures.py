"""Map pictures and Universal VTT files for the map import tests, drawn with QPainter.

`grid_picture`: a light picture with its own dark grid lines at a known offset and square size.
`dungeon`: a real-looking map (stone rooms, a corridor, wall outlines, doors, grass around) with
its grid, and the matching Universal VTT document (walls, portals as Dungeondraft puts them:
centred on a grid line, lights), as another map tool would export it.
"""

from __future__ import annotations

import base64
import json
import random

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen

LINE = QColor(20, 20, 20)
PAPER = QColor(235, 228, 210)


def encode(img: QImage, fmt: str = "PNG") -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    img.save(buf, fmt)
    return bytes(data)


def grid_picture(width: int = 900, height: int = 640, square: int = 50, offset=(13, 17)) -> bytes:
    """Dark 2-pixel grid lines centred on offset + k * square on plain paper (PNG)."""
    img = QImage(width, height, QImage.Format_RGB32)
    img.fill(PAPER)
    p = QPainter(img)
    p.setPen(Qt.NoPen)
    p.setBrush(LINE)
    x = offset[0] % square
    while x < width:
        p.drawRect(QRectF(x - 1, 0, 2, height))
        x += square
    y = offset[1] % square
    while y < height:
        p.drawRect(QRectF(0, y - 1, width, 2))
        y += square
    p.end()
    return encode(img)


# The dungeon: squares (x0, y0, x1, y1) of floor; walls follow their outlines; doors between.
ROOMS = ((2, 2, 9, 8), (12, 3, 20, 10), (4, 11, 10, 16), (9, 5, 12, 6))  # the last is a corridor
PX = 70  # pixels a square, as Dungeondraft exports


def dungeon(width: int = 24, height: int = 18) -> tuple[bytes, dict]:
    """(PNG bytes, the Universal VTT document of the same map)."""
    rnd = random.Random(4)
    img = QImage(width * PX, height * PX, QImage.Format_RGB32)
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing)
    p.fillRect(img.rect(), QColor(78, 104, 58))  # grass
    for _ in range(900):
        c = QColor(60 + rnd.randrange(40), 90 + rnd.randrange(40), 45 + rnd.randrange(25))
        p.fillRect(QRectF(rnd.uniform(0, img.width()), rnd.uniform(0, img.height()), 6, 6), c)
    for x0, y0, x1, y1 in ROOMS:  # stone floor, a flagstone per square, a little noise
        for x in range(x0, x1):
            for y in range(y0, y1):
                shade = 150 + rnd.randrange(-18, 18)
                p.fillRect(QRectF(x * PX, y * PX, PX, PX), QColor(shade, shade - 8, shade - 20))
    p.setPen(QPen(QColor(0, 0, 0, 70), 2))  # the picture's own grid, as map tools draw it
    for x in range(width + 1):
        p.drawLine(QPointF(x * PX, 0), QPointF(x * PX, height * PX))
    for y in range(height + 1):
        p.drawLine(QPointF(0, y * PX), QPointF(width * PX, y * PX))
    walls = _walls()
    p.setPen(QPen(QColor(45, 35, 30), 12, Qt.SolidLine, Qt.SquareCap))
    for line in walls:
        for a, b in zip(line, line[1:], strict=False):
            p.drawLine(QPointF(a[0] * PX, a[1] * PX), QPointF(b[0] * PX, b[1] * PX))
    portals = _portals()
    for door in portals:
        (ax, ay), (bx, by) = door["bounds"][0].values(), door["bounds"][1].values()
        p.setPen(QPen(QColor(120, 72, 30), 10))
        p.drawLine(QPointF(ax * PX, ay * PX), QPointF(bx * PX, by * PX))
    p.setBrush(QBrush(QColor(255, 210, 90, 160)))  # a brazier
    p.setPen(Qt.NoPen)
    p.drawEllipse(QPointF(16 * PX, 6.5 * PX), 18, 18)
    p.end()
    png = encode(img)
    doc = {
        "format": 0.3,
        "resolution": {"map_origin": {"x": 0, "y": 0}, "map_size": {"x": width, "y": height}, "pixels_per_grid": PX},
        "line_of_sight": [[{"x": x, "y": y} for x, y in line] for line in walls],
        "objects_line_of_sight": [[{"x": 6, "y": 4}, {"x": 7, "y": 4}, {"x": 7, "y": 5}, {"x": 6, "y": 5},
                                   {"x": 6, "y": 4}]],
        "portals": portals,
        "environment": {"baked_lighting": True, "ambient_light": "ff404050"},
        "lights": [{"position": {"x": 16, "y": 6.5}, "range": 6, "intensity": 1, "color": "ffffd080",
                    "shadows": True}],
        "image": base64.b64encode(png).decode("ascii"),
    }
    return png, doc


def _walls() -> list[list[tuple[float, float]]]:
    """Room outlines with gaps where the doors are (as Dungeondraft writes them: walls end at the
    door's drawn ends, half a square off the grid)."""
    return [
        # room 1 (2,2)-(9,8); door on its east side at y 5..6 toward the corridor; door south at x 5.5..6.5
        [(9, 5), (9, 2), (2, 2), (2, 8), (5.5, 8)],
        [(6.5, 8), (9, 8), (9, 6)],
        # room 2 (12,3)-(20,10); door west at y 5..6
        [(12, 5), (12, 3), (20, 3), (20, 10), (12, 10), (12, 6)],
        # corridor (9,5)-(12,6)
        [(9, 5), (12, 5)],
        [(9, 6), (12, 6)],
        # room 3 (4,11)-(10,16); door north at x 5.5..6.5 (a passage down from room 1)
        [(5.5, 11), (4, 11), (4, 16), (10, 16), (10, 11), (6.5, 11)],
        # the passage between them, two squares wide
        [(5, 8), (5, 11)],
        [(7, 8), (7, 11)],
    ]


def _portals() -> list[dict]:
    def door(a, b, closed):
        return {"position": {"x": (a[0] + b[0]) / 2, "y": (a[1] + b[1]) / 2},
                "bounds": [{"x": a[0], "y": a[1]}, {"x": b[0], "y": b[1]}],
                "rotation": 0, "closed": closed, "freestanding": False}

    return [door((5.5, 8), (6.5, 8), False), door((5.5, 11), (6.5, 11), True),
            door((9, 5), (9, 6), True), door((12, 5), (12, 6), False)]


def write_dungeon(folder) -> tuple:
    """dungeon.png and dungeon.dd2vtt in `folder`; returns their paths."""
    png, doc = dungeon()
    png_path, uvtt_path = folder / "dungeon.png", folder / "dungeon.dd2vtt"
    png_path.write_bytes(png)
    uvtt_path.write_text(json.dumps(doc), encoding="utf-8")
    return png_path, uvtt_path

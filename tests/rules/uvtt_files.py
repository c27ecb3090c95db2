"""Universal VTT files and pictures built by the tests themselves (no fixtures from elsewhere)."""

from __future__ import annotations

import base64
import json
import struct
import zlib


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png(width: int, height: int, *, rows: bytes | None = None, level: int = 6) -> bytes:
    """A real RGB PNG (a flat colour unless `rows` gives the filtered scanlines)."""
    if rows is None:
        rows = (b"\x00" + bytes((200, 180, 150)) * width) * height
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + _chunk(b"IDAT", zlib.compress(rows, level)) + _chunk(b"IEND", b""))


def png_header_only(width: int, height: int) -> bytes:
    """A PNG that declares a size but holds almost nothing: a decompression bomb's header."""
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + _chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + _chunk(b"IEND", b""))


def xy(x, y) -> dict:
    return {"x": x, "y": y}


def uvtt(width=10, height=8, ppg=10, *, origin=(0, 0), walls=(), objects=(), portals=(), lights=(),
         environment=None, fmt=0.3, image: bytes | None = None) -> dict:
    """A Universal VTT document. `walls`/`objects`: polylines of (x, y) in the file's own
    coordinates (map_origin included); `portals`: dicts with `bounds` as two (x, y)."""
    doc = {
        "format": fmt,
        "resolution": {"map_origin": xy(*origin), "map_size": xy(width, height), "pixels_per_grid": ppg},
        "line_of_sight": [[xy(*p) for p in line] for line in walls],
        "portals": [],
        "lights": list(lights),
        "image": base64.b64encode(image if image is not None else png(width * ppg, height * ppg)).decode(),
    }
    if fmt >= 0.3:
        doc["objects_line_of_sight"] = [[xy(*p) for p in line] for line in objects]
    for p in portals:
        a, b = p["bounds"]
        entry = {"position": xy((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), "bounds": [xy(*a), xy(*b)], "rotation": 0}
        entry.update({k: v for k, v in p.items() if k != "bounds"})
        doc["portals"].append(entry)
    if environment is not None:
        doc["environment"] = environment
    return doc


def dump(doc: dict) -> bytes:
    return json.dumps(doc).encode()

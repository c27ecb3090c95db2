"""Render Damier's application icon from resources/icons/damier.svg.

Writes, next to the SVG:
  damier-<N>.png for N in PNG_SIZES  (Linux hicolor theme, window icon)
  damier.ico                          (Windows: exe, installer, file association)
  damier.icns                         (macOS: .app bundle and documents)

The ICO and ICNS containers are written by hand with PNG-compressed entries
(supported since Windows Vista and Mac OS X 10.7), so the output does not depend
on which Qt image-format plugins are installed.

Run:  uv run python packaging/make_icons.py   (needs only PySide6; works offscreen)
The outputs are committed, so a normal build does not need to run this.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SVG = ICONS / "damier.svg"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS chunk types holding PNG data, by pixel size (ic11..ic14 are the @2x variants).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)


def render_png(size: int) -> bytes:
    """The SVG rendered at size x size, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def build_ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNG images."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICO directory
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def build_icns(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file whose chunks are PNG images."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = pngs[size]
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841  (keeps Qt alive)
    needed = set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = {size: render_png(size) for size in sorted(needed)}
    for size in PNG_SIZES:
        (ICONS / f"damier-{size}.png").write_bytes(pngs[size])
    (ICONS / "damier.ico").write_bytes(build_ico({s: pngs[s] for s in ICO_SIZES}))
    (ICONS / "damier.icns").write_bytes(build_icns(pngs))
    print(f"wrote {len(PNG_SIZES)} PNGs, damier.ico and damier.icns in {ICONS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

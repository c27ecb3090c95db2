"""Map pictures decoded once: the calibration dialog, the Director's scene and the players' scene
show the same bytes, and an 8000 px picture takes about half a second to decode.

QPixmap is implicitly shared, so handing the same one to every scene costs no extra memory."""

from __future__ import annotations

from PySide6.QtGui import QImage, QImageReader, QPixmap

# MB. A picture that passed rules.map_import.check_picture (at most 16,384 px a side) fits;
# Qt's default (256 MB) would refuse a valid 9000 px picture, and nothing larger is ever tried.
ALLOCATION_LIMIT_MB = 1024

_last: tuple[bytes, QPixmap] | None = None


def decode(data: bytes) -> QImage:
    """The picture decoded (a null image when Qt cannot), only after its header was checked."""
    QImageReader.setAllocationLimit(ALLOCATION_LIMIT_MB)
    return QImage.fromData(data)


def pixmap_for(data: bytes) -> QPixmap:
    """The picture as a pixmap, decoded at most once for the same bytes in a row."""
    global _last
    if _last is not None and (_last[0] is data or (len(_last[0]) == len(data) and _last[0] == data)):
        return _last[1]
    pix = QPixmap.fromImage(decode(data)) if data else QPixmap()
    # the bytes are kept with it, so `is` above can never match a different object at a reused id
    _last = (data, pix) if not pix.isNull() else None
    return pix


def forget() -> None:
    """Drop the last picture (an encounter without a map is open): it must not stay in memory."""
    global _last
    _last = None

"""The format and pixel size of a PNG, JPEG or WebP picture, read from its header without decoding it.

A map picture is refused before anything decodes it when it declares more than MAX_SIDE pixels on a
side: a small file can declare 60000 x 60000 pixels and ask for gigabytes once decoded (a
decompression bomb). No Qt, no Pillow: the GUI decodes pictures, and only after this check.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from .limits import MAX_IMAGE_SIDE as MAX_SIDE  # an 8000 x 8000 map is well inside, a bomb is not

_SOF = {0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF}
_STANDALONE = {0x01, *range(0xD0, 0xD8)}  # markers without a length field


class ImageError(ValueError):
    """Not a picture we can take. str() is an English sentence fragment; `reason` is for the GUI's
    wording: "not-image", "truncated", "empty" (zero pixels) or "too-large" (over MAX_SIDE)."""

    def __init__(self, message: str, reason: str):
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class ImageInfo:
    kind: str  # "png", "jpeg" or "webp"
    width: int
    height: int

    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)


def image_info(data: bytes, *, max_side: int = MAX_SIDE) -> ImageInfo:
    """Kind and size from the header; ImageError if it is not a PNG/JPEG/WebP, is cut short before
    its size, declares no pixels, or declares more than `max_side` pixels on a side."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        info = _png(data)
    elif data.startswith(b"\xff\xd8\xff"):
        info = _jpeg(data)
    elif len(data) >= 12 and data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        info = _webp(data)
    else:
        raise ImageError("it is not a PNG, JPEG or WebP picture", "not-image")
    if info.width <= 0 or info.height <= 0:
        raise ImageError(f"the {info.kind.upper()} declares no pixels ({info.width} x {info.height})", "empty")
    if info.width > max_side or info.height > max_side:
        raise ImageError(f"the picture declares {info.width} x {info.height} pixels, more than {max_side} "
                         "on a side", "too-large")
    return info


def _png(data: bytes) -> ImageInfo:
    if len(data) < 24 or data[12:16] != b"IHDR":
        raise ImageError("the PNG is cut short before its header", "truncated")
    w, h = struct.unpack(">II", data[16:24])
    return ImageInfo("png", w, h)


def _jpeg(data: bytes) -> ImageInfo:
    pos, n = 2, len(data)
    while pos < n:
        if data[pos] != 0xFF:
            raise ImageError("the JPEG is damaged (no marker where one should be)", "not-image")
        while pos < n and data[pos] == 0xFF:  # fill bytes
            pos += 1
        if pos >= n:
            break
        marker = data[pos]
        pos += 1
        if marker in _STANDALONE:
            continue
        if marker in (0xD9, 0xDA):  # end of image, or scan data before any frame header
            break
        if pos + 2 > n:
            break
        (length,) = struct.unpack(">H", data[pos:pos + 2])
        if length < 2:
            raise ImageError("the JPEG is damaged (a segment of impossible length)", "not-image")
        if marker in _SOF:
            if pos + 7 > n:
                break
            h, w = struct.unpack(">HH", data[pos + 3:pos + 7])
            return ImageInfo("jpeg", w, h)
        pos += length
    raise ImageError("the JPEG is cut short before its size", "truncated")


def _webp(data: bytes) -> ImageInfo:
    chunk = data[12:16]
    if chunk == b"VP8 ":
        if len(data) < 30:
            raise ImageError("the WebP is cut short before its size", "truncated")
        if data[23:26] != b"\x9d\x01\x2a":
            raise ImageError("the WebP is damaged (no VP8 start code)", "not-image")
        w, h = struct.unpack("<HH", data[26:30])
        return ImageInfo("webp", w & 0x3FFF, h & 0x3FFF)
    if chunk == b"VP8L":
        if len(data) < 25:
            raise ImageError("the WebP is cut short before its size", "truncated")
        if data[20] != 0x2F:
            raise ImageError("the WebP is damaged (no VP8L signature)", "not-image")
        (bits,) = struct.unpack("<I", data[21:25])
        return ImageInfo("webp", (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
    if chunk == b"VP8X":
        if len(data) < 30:
            raise ImageError("the WebP is cut short before its size", "truncated")
        w = int.from_bytes(data[24:27], "little") + 1
        h = int.from_bytes(data[27:30], "little") + 1
        return ImageInfo("webp", w, h)
    raise ImageError("the WebP holds no picture chunk this reader knows (VP8, VP8L, VP8X)", "not-image")

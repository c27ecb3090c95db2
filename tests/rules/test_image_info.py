"""Kind and pixel size of map pictures from their headers; decompression bombs refused unread.

The JPEG and WebP headers are laid out by hand following their specifications (JPEG: SOFn segment
holds precision, height, width; WebP: RIFF, then a VP8 / VP8L / VP8X chunk)."""

from __future__ import annotations

import struct

import pytest
from uvtt_files import png, png_header_only

from rules.image_info import MAX_SIDE, ImageError, image_info


def jpeg(width: int, height: int, sof: int = 0xC0) -> bytes:
    app0 = b"\xff\xe0" + struct.pack(">H", 16) + b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
    dqt = b"\xff\xdb" + struct.pack(">H", 67) + b"\x00" + bytes(64)
    frame = b"\xff" + bytes([sof]) + struct.pack(">HBHHB", 11, 8, height, width, 1) + b"\x01\x11\x00"
    return b"\xff\xd8" + app0 + b"\xff\xff" + dqt + frame + b"\xff\xda\x00\x08\x01\x01\x00\x00\x3f\x00" + b"\xff\xd9"


def riff(chunk: bytes, body: bytes) -> bytes:
    payload = b"WEBP" + chunk + struct.pack("<I", len(body)) + body
    return b"RIFF" + struct.pack("<I", len(payload)) + payload


def webp_lossy(width, height):
    return riff(b"VP8 ", b"\x10\x02\x00" + b"\x9d\x01\x2a" + struct.pack("<HH", width, height) + bytes(8))


def webp_lossless(width, height):
    return riff(b"VP8L", b"\x2f" + struct.pack("<I", (width - 1) | ((height - 1) << 14)) + bytes(4))


def webp_extended(width, height):
    return riff(b"VP8X", b"\x00" * 4 + (width - 1).to_bytes(3, "little") + (height - 1).to_bytes(3, "little"))


@pytest.mark.parametrize("make, kind", [(png, "png"), (jpeg, "jpeg"), (webp_lossy, "webp"),
                                        (webp_lossless, "webp"), (webp_extended, "webp"),
                                        (lambda w, h: jpeg(w, h, 0xC2), "jpeg")])
def test_kind_and_size_from_the_header(make, kind):
    info = image_info(make(123, 45))
    assert (info.kind, info.width, info.height) == (kind, 123, 45)


def test_an_8000_pixel_map_is_fine_and_a_side_over_the_limit_is_not():
    assert image_info(png_header_only(8000, 8000)).size == (8000, 8000)
    assert image_info(png_header_only(MAX_SIDE, 10)).width == MAX_SIDE
    with pytest.raises(ImageError) as e:
        image_info(png_header_only(MAX_SIDE + 1, 10))
    assert e.value.reason == "too-large"


@pytest.mark.parametrize("make", [png_header_only, jpeg, webp_extended])
def test_a_60000_pixel_bomb_is_refused_from_a_few_bytes(make):
    data = make(60000, 60000)
    assert len(data) < 200
    with pytest.raises(ImageError) as e:
        image_info(data)
    assert e.value.reason == "too-large" and "60000 x 60000" in str(e.value)


@pytest.mark.parametrize("data, reason", [
    (b"", "not-image"), (b"GIF89a....", "not-image"), (b"hello", "not-image"),
    (png(10, 10)[:20], "truncated"), (jpeg(10, 10)[:30], "truncated"), (webp_lossy(10, 10)[:24], "truncated"),
    (riff(b"ALPH", bytes(20)), "not-image"), (png_header_only(0, 10), "empty"),
])
def test_not_a_picture_or_cut_short(data, reason):
    with pytest.raises(ImageError) as e:
        image_info(data)
    assert e.value.reason == reason

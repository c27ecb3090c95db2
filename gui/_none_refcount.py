"""Work around a PySide6 6.12 refcount bug on CPython < 3.12.

Measured here (PySide6 6.12.0, CPython 3.11.7): every call to a Qt method that
returns void (QPainter.setPen, QWidget.update, QGraphicsItem.setPos, ...) hands
back None without a new reference, so None's refcount drops by one per call. It
starts near 4,000: a map with a thousand walls repaints that many calls in a few
frames, then CPython aborts with "Fatal Python error: none_dealloc". From 3.12 on
None is immortal and the bug is harmless. Here we give None a refcount no session
can spend. Remove when the bundled PySide6 is fixed or the app needs Python 3.12+.
"""

from __future__ import annotations

import sys


def apply() -> bool:
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    import ctypes

    done = False
    # True and False too: at interpreter exit a teardown of many scene items was seen to
    # over-release a bool ("bool_dealloc") the same way.
    for obj in (None, True, False):
        field = ctypes.c_ssize_t.from_address(id(obj))
        # Only touch the field if it really is the refcount (not a debug build's other layout).
        if abs(field.value - (sys.getrefcount(obj) - 1)) > 16:
            continue
        field.value += sys.maxsize >> 2
        done = True
    return done

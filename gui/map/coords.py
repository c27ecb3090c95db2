"""Board squares <-> scene points: one square is `style.SQUARE` scene units."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from geometry import Cell
from gui.base.style import SQUARE


def to_scene(x: float, y: float) -> QPointF:
    return QPointF(x * SQUARE, y * SQUARE)


def to_board(p: QPointF) -> tuple[float, float]:
    return p.x() / SQUARE, p.y() / SQUARE


def space_rect(at: Cell, side: int) -> QRectF:
    return QRectF(at.x * SQUARE, at.y * SQUARE, side * SQUARE, side * SQUARE)

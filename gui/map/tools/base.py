"""The tool protocol (`Tool`), points gestures (walls, zones, fog polygons) and the
"Tools" translation context for texts with a plural."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from gui.base import style
from gui.map.coords import to_board, to_scene


class Tools(QObject):
    """The "Tools" translation context for texts with a plural: lupdate marks a message as plural
    only in the form `self.tr(text, "", n)`. Other texts use QCoreApplication.translate("Tools", ...)."""

    def moved_past_speed(self, label: str, cost: float, over: str) -> str:
        return self.tr("%1 moved %n square(s), %2 past its speed", "", round(cost)) \
            .replace("%1", label).replace("%2", over)


_plural = Tools()


class Tool:
    name = ""
    stale_on_model_change = False  # cancel a gesture in progress when the model changes under it

    def __init__(self, scene):
        self.scene = scene

    @property
    def enc(self):
        return self.scene.encounter

    def activate(self) -> None: ...

    def deactivate(self) -> None: ...

    def start(self, pos: QPointF, event) -> bool:
        return False

    def update(self, pos: QPointF, event) -> None: ...

    def finish(self, pos: QPointF, event) -> None: ...

    def cancel(self) -> None: ...

    def hover(self, pos: QPointF, event) -> None: ...

    def double_click(self, pos: QPointF, event) -> bool:
        return False

    def context(self, pos: QPointF, event) -> bool:
        return False

    def key(self, event) -> bool:
        return False

    def modifiers_changed(self, modifiers) -> None: ...

    def push(self, command) -> None:
        if self.scene.undo_stack is not None:
            self.scene.undo_stack.push(command)
        else:
            command.redo()

    def say(self, text: str) -> None:
        self.scene.status_message.emit(text)


def _overlay(scene, colour: QColor, width: float = 3.0, fill: QColor | None = None) -> QGraphicsPathItem:
    item = QGraphicsPathItem()
    pen = QPen(colour, width, Qt.DashLine, Qt.RoundCap, Qt.RoundJoin)
    item.setPen(pen)
    if fill is not None:
        item.setBrush(fill)
    item.setZValue(style.Z_TOOL)
    scene.addItem(item)
    return item


def _num(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


class PointsGesture:
    """Click to add points (snapped to grid vertices unless snapping is off or Alt is held);
    double-click, Enter or right-click calls `done()`, Escape drops them. Shared by the wall,
    zone and fog-polygon tools, which differ only in what they draw and what `done()` makes."""

    snap = True
    points: list[tuple[float, float]]
    _cursor: tuple[float, float] | None

    def _point(self, pos, event) -> tuple[float, float]:
        if not self.snap or (event is not None and event.modifiers() & Qt.AltModifier):
            x, y = to_board(pos)
            return round(x, 2), round(y, 2)
        return self.scene.snap_vertex(pos)

    def _points_path(self, *, closed: bool = False, dots: bool = True) -> QPainterPath:
        pts = self.points + ([self._cursor] if self._cursor else [])
        path = QPainterPath()
        if pts:
            path.moveTo(to_scene(*pts[0]))
            for p in pts[1:]:
                path.lineTo(to_scene(*p))
            if closed and len(pts) > 2:
                path.closeSubpath()
            if dots:
                for p in self.points:
                    path.addEllipse(to_scene(*p), 4, 4)
        return path

    def _draw(self) -> None:
        raise NotImplementedError

    def done(self) -> None:
        raise NotImplementedError

    def start(self, pos, event) -> bool:
        p = self._point(pos, event)
        if not self.points or p != self.points[-1]:
            self.points.append(p)
        self._draw()
        return True

    def hover(self, pos, event) -> None:
        if self.points:
            self._cursor = self._point(pos, event)
            self._draw()

    def update(self, pos, event) -> None:
        self.hover(pos, event)

    def double_click(self, pos, event) -> bool:
        self.done()
        return True

    def context(self, pos, event) -> bool:
        if self.points:
            self.done()
            return True
        return False

    def key(self, event) -> bool:
        if event.key() in (Qt.Key_Return, Qt.Key_Enter):
            self.done()
            return True
        return False



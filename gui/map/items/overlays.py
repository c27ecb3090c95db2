"""Overlays above the map: the drag's path preview, the sight lines of the "why", and their callouts."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from gui.base import style

# ---- overlays ------------------------------------------------------------------------------


class _CalloutOverlay(QGraphicsObject):
    """What the drag preview and the hover "why" share: a drawing over the board, hidden until
    shown, with its text in a `callout` beside it (added to the scene beside this item: it must
    stay above tokens)."""

    def __init__(self, z: float):
        super().__init__()
        self.setZValue(z)
        self._text = ""
        self._rect = QRectF()
        self.callout = CalloutItem()
        self.setVisible(False)

    def _show(self, rect: QRectF, text: str, colour: QColor, around: QRectF, avoid: tuple[QPointF, ...]) -> None:
        """Call after prepareGeometryChange() and after storing what paint() draws; `rect` bounds it."""
        self._text, self._rect = text, rect
        self.setVisible(True)
        self.update()
        self.callout.set_text(text, colour, around, avoid)

    def clear(self) -> None:
        if self.isVisible():
            self.setVisible(False)
        self.callout.set_text("", QColor(), QRectF())  # no text: the colour is not used

    @property
    def text(self) -> str:
        return self._text

    def boundingRect(self) -> QRectF:
        return self._rect


class PathPreviewItem(_CalloutOverlay):
    """The drag preview: the squares walked (within speed / past it), the path line through the
    centres, the destination outline, and a label with the cost and the reason for a refusal."""

    def __init__(self):
        super().__init__(style.Z_PATH)
        self._squares: list[tuple[QRectF, QColor]] = []
        self._line = QPolygonF()
        self._dest = QRectF()
        self._origin = QRectF()
        self._dest_colour = style.PATH_OK
        self._waypoints: list[QPointF] = []
        self._step_labels: list[tuple[QRectF, str]] = []
        self._effect: tuple[QLineF, QColor, bool] | None = None

    def set_preview(self, *, squares: list[tuple[QRectF, QColor]], line: list[QPointF], dest: QRectF,
                    dest_colour: QColor, text: str, text_colour: QColor, origin: QRectF | None = None,
                    waypoints: list[QPointF] = (), step_labels: list[tuple[QRectF, str]] = (),
                    effect: tuple[QLineF, QColor, bool] | None = None, avoid: tuple = ()) -> None:
        """`waypoints`: where the Director fixed the route; `step_labels`: a step's own cost on the
        squares that cost extra; `effect`: a teleport's line of effect (line, colour, blocked);
        `avoid`: what the callout must not cover besides the path (the creatures it names)."""
        self.prepareGeometryChange()
        self._squares, self._line, self._dest = squares, QPolygonF(line), dest
        self._origin = origin if origin is not None else QRectF()
        self._dest_colour = dest_colour
        self._waypoints, self._step_labels, self._effect = list(waypoints), list(step_labels), effect
        rect = QRectF(dest)
        for r, _c in squares:
            rect = rect.united(r)
        if effect is not None:
            rect = rect.united(QRectF(effect[0].p1(), effect[0].p2()).normalized())
        rect = rect.united(self._line.boundingRect()).united(self._origin).adjusted(-8, -8, 8, 8)
        keep_clear = [r for r, _c in squares] + ([self._origin] if not self._origin.isEmpty() else [])
        keep_clear += [QLineF(a, b) for a, b in zip(line, line[1:], strict=False)]
        if effect is not None:
            keep_clear.append(effect[0])
        self._show(rect, text, text_colour, dest, tuple(keep_clear) + tuple(avoid))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        if not self._origin.isEmpty():
            # where the token was picked up: it goes back there if the drop is refused
            painter.setPen(QPen(QColor(60, 60, 60, 170), 2, Qt.DashLine))
            painter.setBrush(QColor(255, 255, 255, 90))
            painter.drawEllipse(self._origin.adjusted(8, 8, -8, -8))
        for r, c in self._squares:
            fill = QColor(c)
            fill.setAlpha(95)
            painter.setBrush(fill)
            painter.setPen(QPen(c, 2))
            painter.drawRect(r.adjusted(4, 4, -4, -4))
        if self._line.size() > 1:
            painter.setPen(QPen(QColor(255, 255, 255, 200), 9, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            painter.drawPolyline(self._line)
            painter.setPen(QPen(self._dest_colour, 5, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            painter.drawPolyline(self._line)
        if self._effect is not None:
            ln, c, blocked = self._effect
            painter.setPen(QPen(QColor(255, 255, 255, 190), 7, Qt.SolidLine, Qt.RoundCap))
            painter.drawLine(ln)
            painter.setPen(QPen(c, 3, Qt.DashLine if blocked else Qt.SolidLine, Qt.RoundCap))
            painter.drawLine(ln)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(self._dest_colour, 4, Qt.DashLine))
        painter.drawRect(self._dest.adjusted(2, 2, -2, -2))
        for p in self._waypoints:  # a fixed point of the route: a ringed dot
            painter.setPen(QPen(QColor("white"), 3))
            painter.setBrush(self._dest_colour)
            painter.drawEllipse(p, 8, 8)
        if self._step_labels:
            font = QFont()
            font.setPixelSize(16)
            font.setBold(True)
            painter.setFont(font)
            for r, t in self._step_labels:  # "+1" in the square's corner: what that step costs extra
                box = QRectF(r.right() - 30, r.top() + 4, 26, 20)
                painter.setPen(Qt.NoPen)
                painter.setBrush(QColor(255, 255, 255, 225))
                painter.drawRoundedRect(box, 4, 4)
                painter.setPen(QColor("#8a4b00"))
                painter.drawText(box, Qt.AlignCenter, t)


class SightItem(_CalloutOverlay):
    """The hover "why": line of effect, the lines that decided cover, the flanking line."""

    def __init__(self):
        super().__init__(style.Z_SIGHT)
        self._lines: list[tuple[QLineF, QPen]] = []
        self._anchor = QPointF()

    def set_sight(self, lines: list[tuple[QLineF, QColor, bool]], text: str, anchor: QPointF,
                  colour: QColor, around: QRectF | None = None, avoid: tuple[QPointF, ...] = ()) -> None:
        """lines: (line, colour, dashed)."""
        self.prepareGeometryChange()
        self._lines = []
        rect = QRectF(anchor, anchor)
        for line, c, dashed in lines:
            pen = QPen(c, 3, Qt.DashLine if dashed else Qt.SolidLine, Qt.RoundCap)
            self._lines.append((line, pen))
            rect = rect.united(QRectF(line.p1(), line.p2()).normalized())
        self._anchor = anchor
        self._show(rect.adjusted(-6, -6, 6, 6), text, colour,
                   around if around is not None else QRectF(anchor, anchor), avoid)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        for line, pen in self._lines:
            halo = QPen(QColor(255, 255, 255, 160), pen.widthF() + 3)
            painter.setPen(halo)
            painter.drawLine(line)
            painter.setPen(pen)
            painter.drawLine(line)
            painter.setBrush(pen.color())
            painter.drawEllipse(line.p2(), 3.5, 3.5)


class CalloutItem(QGraphicsItem):
    """A readable label on a light plate that keeps its screen size at any zoom. Its bottom-left
    corner sits at `anchor`; when that would leave the scene's map it goes left of `alt_anchor`."""

    def __init__(self):
        super().__init__()
        self.setZValue(style.Z_CALLOUT)
        self.setFlag(QGraphicsItem.ItemIgnoresTransformations, True)
        self._text = ""
        self._colour = QColor("black")
        self._lines: list[str] = []
        self._font = QFont()
        self._font.setPixelSize(15)
        self._font.setBold(True)
        self._fm = QFontMetricsF(self._font)
        self._box = QRectF()
        self.setVisible(False)

    @property
    def text(self) -> str:
        return self._text

    def set_text(self, text: str, colour: QColor, around: QRectF, avoid: tuple = ()) -> None:
        """Show `text` beside the scene rectangle `around` (a token's space), at the candidate place
        that stays on the map and covers the least of `avoid` (scene rectangles or points: the path's
        squares, the creatures it talks about, the lines it explains)."""
        if not text:
            self.setVisible(False)
            self._text = ""
            return
        self.prepareGeometryChange()
        self._text, self._colour, self._lines = text, QColor(colour), text.split("\n")
        w = max(self._fm.horizontalAdvance(t) for t in self._lines) + 16
        h = self._fm.height() * len(self._lines) + 10
        scene = self.scene()
        k = 1.0
        bounds = QRectF()
        if scene is not None:
            views = scene.views()
            k = max(views[0].transform().m11(), 1e-6) if views else 1.0
            bounds = scene.board_rect() if hasattr(scene, "board_rect") else scene.sceneRect()
        anchor, box = best_place(around, w / k, h / k, 4 / k, bounds, avoid)
        self._box = QRectF(box.x() * k, box.y() * k, w, h)
        self.setPos(anchor)
        self.setVisible(True)
        self.update()

    def scene_box(self) -> QRectF:
        """Where the plate lies in scene units (for tests and for other overlays to avoid)."""
        k = 1.0
        if self.scene() is not None and self.scene().views():
            k = max(self.scene().views()[0].transform().m11(), 1e-6)
        b = self._box
        return QRectF(self.pos().x() + b.x() / k, self.pos().y() + b.y() / k, b.width() / k, b.height() / k)

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(QPen(self._colour, 2))
        painter.setBrush(QColor(255, 255, 255, 240))
        painter.drawRoundedRect(self._box, 6, 6)
        painter.setFont(self._font)
        lh = self._fm.height()
        for i, t in enumerate(self._lines):
            painter.setPen(self._colour.darker(140) if i == 0 else QColor("#1d1d1d"))
            painter.drawText(QRectF(self._box.left() + 8, self._box.top() + 5 + i * lh, self._box.width(), lh),
                             Qt.AlignLeft | Qt.AlignVCenter, t)


def best_place(around: QRectF, w: float, h: float, gap: float, bounds: QRectF,
               avoid: tuple = ()) -> tuple[QPointF, QRectF]:
    """Among places around `around` (its corners and sides, then a square farther out), the one
    that stays on the map and covers the least of `avoid`; the first such place on a tie. Returns
    the anchor and the box relative to it, in scene units."""
    lines = [a for a in avoid if isinstance(a, QLineF)]
    rects = [a if isinstance(a, QRectF) else QRectF(a.x() - 1, a.y() - 1, 2, 2) for a in avoid
             if not isinstance(a, QLineF)]
    best = None
    for far in (0.0, max(around.width(), around.height()) / 2 + gap * 4):
        g = gap + far
        left, r, t, b = around.left() - g, around.right() + g, around.top() - g, around.bottom() + g
        cx, cy = around.center().x(), around.center().y()
        for anchor, box in (
                (QPointF(r, around.top()), QRectF(0, -h, w, h)), (QPointF(left, around.top()), QRectF(-w, -h, w, h)),
                (QPointF(r, around.bottom()), QRectF(0, 0, w, h)), (QPointF(left, around.bottom()), QRectF(-w, 0, w, h)),
                (QPointF(r, cy), QRectF(0, -h / 2, w, h)), (QPointF(left, cy), QRectF(-w, -h / 2, w, h)),
                (QPointF(cx, t), QRectF(-w / 2, -h, w, h)), (QPointF(cx, b), QRectF(-w / 2, 0, w, h))):
            plate = box.translated(anchor)
            off = 0 if bounds.isEmpty() or bounds.contains(plate) else 1
            covered = sum(_area(plate.intersected(x)) for x in rects) \
                + sum(8 * _clipped(ln, plate) for ln in lines)  # a line counts as a band 8 units wide
            score = (off, covered, far)
            if best is None or score < best[0]:
                best = (score, anchor, box)
    return best[1], best[2]


def _area(r: QRectF) -> float:
    return max(r.width(), 0.0) * max(r.height(), 0.0) if r.isValid() else 0.0


def _clipped(ln: QLineF, r: QRectF) -> float:
    """Length of the segment inside the rectangle (Liang-Barsky clipping)."""
    x0, y0, dx, dy = ln.x1(), ln.y1(), ln.dx(), ln.dy()
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - r.left()), (dx, r.right() - x0), (-dy, y0 - r.top()), (dy, r.bottom() - y0)):
        if p == 0:
            if q < 0:
                return 0.0
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return 0.0
    return (t1 - t0) * ln.length()

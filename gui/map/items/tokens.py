"""Tokens: one item per creature, with its look, selection, threat and target marks."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem

from gui.base import style
from gui.base.style import SQUARE
from gui.map.fight_marks import NONE, FightMarks

# ---- tokens ----------------------------------------------------------------------------


class TokenItem(QGraphicsItem):
    """A creature's token: a disc over its whole space, side colour, name, condition badges."""

    def __init__(self, creature_id: str):
        super().__init__()
        self.creature_id = creature_id
        self.setZValue(style.Z_TOKENS)
        self.setFlag(QGraphicsItem.ItemIsSelectable, True)
        self.setAcceptHoverEvents(False)
        self._side = 1
        self._label = ""
        self._colour = QColor("#888")
        self._portrait: QPixmap | None = None
        self._badges: tuple[str, ...] = ()
        self._ghost = False  # hidden from the players: drawn faded for the Director
        self._threat = False
        self._ally = False
        self._dragging = False
        self._invalid = False
        self._target: str | None = None  # seen from the selected token: "unseen", "cover" or None
        self._fight: FightMarks = NONE  # Stamina bar, winded ring, has-acted / acting marks (issue 13)

    # setters
    def set_space(self, x: int, y: int, side: int) -> None:
        if side != self._side:
            self.prepareGeometryChange()
            self._side = side
        self.setPos(x * SQUARE, y * SQUARE)

    def set_look(self, *, label: str, colour: QColor, portrait: QPixmap | None = None,
                 badges: tuple[str, ...] = (), ghost: bool = False) -> None:
        self._label, self._colour, self._portrait = label, QColor(colour), portrait
        self._badges, self._ghost = tuple(badges), ghost
        self.update()

    def set_threat(self, on: bool) -> None:
        if on != self._threat:
            self._threat = on
            self.update()

    def set_ally(self, on: bool) -> None:
        if on != self._ally:
            self._ally = on
            self.update()

    def set_target(self, mark: str | None) -> None:
        """How the selected token sees this one: "unseen" (no line of effect: veiled), "cover"
        (a shield badge) or None (in the open, or nothing selected)."""
        if mark != self._target:
            self._target = mark
            self.update()

    @property
    def target_mark(self) -> str | None:
        return self._target

    def set_fight(self, marks: FightMarks) -> None:
        if marks != self._fight:
            self._fight = marks
            self.update()

    @property
    def fight(self) -> FightMarks:
        return self._fight

    def set_dragging(self, on: bool, invalid: bool = False) -> None:
        if (on, invalid) != (self._dragging, self._invalid):
            self._dragging, self._invalid = on, invalid
            self.setZValue(style.Z_TOKENS + (5 if on else 0))
            self.update()

    @property
    def side(self) -> int:
        return self._side

    @property
    def label(self) -> str:
        return self._label

    @property
    def is_threat(self) -> bool:
        return self._threat

    def boundingRect(self) -> QRectF:
        s = self._side * SQUARE
        return QRectF(-8, -8, s + 16, s + 16)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addRect(0, 0, self._side * SQUARE, self._side * SQUARE)
        return p

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        s = self._side * SQUARE
        disc = QRectF(4, 4, s - 8, s - 8)
        if self._threat or self._ally:
            ring = style.THREAT if self._threat else style.ALLY
            painter.setPen(QPen(ring, 6))
            painter.setBrush(Qt.NoBrush)
            painter.drawEllipse(disc.adjusted(-3, -3, 3, 3))
        painter.setOpacity(0.45 if self._ghost else (0.8 if self._dragging else 1.0))
        border = QColor("#ffd23f") if self.isSelected() else self._colour.darker(170)
        painter.setPen(QPen(border, 4 if self.isSelected() else 2.5))
        painter.setBrush(self._colour)
        painter.drawEllipse(disc)
        if self._portrait is not None and not self._portrait.isNull():
            clip = QPainterPath()
            inner = disc.adjusted(5, 5, -5, -5)
            clip.addEllipse(inner)
            painter.save()
            painter.setClipPath(clip)
            painter.drawPixmap(inner, self._portrait, QRectF(self._portrait.rect()))
            painter.restore()
        # name: on the disc for a portrait-less token, on a plate at the bottom otherwise
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(11, min(16, int(s / 5))))
        painter.setFont(font)
        fm = QFontMetricsF(font)
        text = fm.elidedText(self._label, Qt.ElideRight, s - 6)
        if self._portrait is None:
            painter.setPen(QColor("white"))
            painter.drawText(disc, Qt.AlignCenter, text)
        else:
            w = fm.horizontalAdvance(text) + 8
            plate = QRectF((s - w) / 2, s - fm.height() - 2, w, fm.height())
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor(0, 0, 0, 170))
            painter.drawRoundedRect(plate, 4, 4)
            painter.setPen(QColor("white"))
            painter.drawText(plate, Qt.AlignCenter, text)
        # condition badges along the top edge
        if self._badges:
            bf = QFont()
            bf.setPixelSize(11)
            bf.setBold(True)
            painter.setFont(bf)
            r = 9.0
            for i, badge in enumerate(self._badges[:4]):
                c = QPointF(s - r - 1 - i * (2 * r + 1), r + 1)
                painter.setPen(QPen(QColor("#222"), 1.5))
                painter.setBrush(QColor("#ffd23f"))
                painter.drawEllipse(c, r, r)
                painter.setPen(QColor("#222"))
                painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignCenter, badge[:1].upper())
        if self._target == "unseen":
            painter.setOpacity(1.0)
            painter.setPen(QPen(style.UNSEEN_RING, 2.5, Qt.DashLine))
            painter.setBrush(style.UNSEEN_VEIL)
            painter.drawEllipse(disc)
        elif self._target == "cover":
            painter.setOpacity(1.0)
            painter.setPen(QPen(style.COVER_EDGE, 1.5))
            painter.setBrush(style.COVER_FILL)
            # on the disc's lower-left edge, growing a little with the token so it reads on a big one
            w = min(14 + 6 * self._side, 34)
            at = QPointF(s / 2 - 0.3536 * (s - 8), s / 2 + 0.3536 * (s - 8))
            painter.drawPath(_shield(QRectF(at.x() - w / 2, at.y() - w * 0.6, w, w * 1.2)))
        if self._fight != NONE:
            _paint_fight(painter, self._fight, s, disc)
        if self._dragging and self._invalid:
            painter.setOpacity(1.0)
            painter.setPen(QPen(style.PATH_BAD, 5))
            painter.drawLine(QPointF(s * 0.25, s * 0.25), QPointF(s * 0.75, s * 0.75))
            painter.drawLine(QPointF(s * 0.75, s * 0.25), QPointF(s * 0.25, s * 0.75))


def _paint_fight(painter: QPainter, m: FightMarks, s: float, disc: QRectF) -> None:
    """The fight on a token: a bright ring while it acts, a grey veil and a tick once it has acted,
    a red dashed ring when winded, a Stamina bar along the bottom (temporary Stamina in blue)."""
    painter.setOpacity(1.0)
    if m.acting:
        painter.setPen(QPen(style.ACTING, 7))
        painter.setBrush(Qt.NoBrush)
        painter.drawEllipse(disc.adjusted(-5, -5, 5, 5))
    elif m.acted:
        painter.setPen(Qt.NoPen)
        painter.setBrush(style.ACTED_VEIL)
        painter.drawEllipse(disc)
        r = QRectF(-2, s - 26, 24, 24)
        painter.setPen(QPen(QColor("#222"), 1.5))
        painter.setBrush(QColor("#e8e8e8"))
        painter.drawEllipse(r)
        painter.setPen(QPen(QColor("#1b5e20"), 3.5, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        painter.drawPolyline([QPointF(r.left() + 6, r.center().y()), QPointF(r.left() + 10.5, r.bottom() - 7),
                              QPointF(r.right() - 5, r.top() + 6)])
    if m.winded or "dying" in m.states or "dead" in m.states:
        painter.setPen(QPen(style.WINDED, 3.5, Qt.DashLine))
        painter.setBrush(Qt.NoBrush)
        painter.drawEllipse(disc.adjusted(-1, -1, 1, 1))
    if m.stamina is None or not m.maximum:
        return
    h = max(8.0, min(12.0, s / 7))
    bar = QRectF(6, s - h - 1, s - 12, h)
    frac = max(0.0, min(1.0, m.stamina / m.maximum))
    painter.setPen(QPen(QColor("#111"), 1))
    painter.setBrush(QColor(30, 30, 30, 200))
    painter.drawRect(bar)
    colour = style.STAMINA_OK if not m.winded else style.WINDED
    painter.setPen(Qt.NoPen)
    painter.setBrush(colour)
    painter.drawRect(QRectF(bar.left(), bar.top(), bar.width() * frac, h))
    if m.temporary:
        t = min(1.0, m.temporary / m.maximum)
        painter.setBrush(style.TEMPORARY)
        painter.drawRect(QRectF(bar.left(), bar.top(), bar.width() * t, h / 3))
    font = QFont()
    font.setPixelSize(int(h) + 1)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    txt = f"{m.stamina}/{m.maximum}" + (f" +{m.temporary}" if m.temporary else "")
    painter.drawText(bar.adjusted(0, -1, 0, 1), Qt.AlignCenter, txt)


def _shield(r: QRectF) -> QPainterPath:
    """A heater shield filling `r`: the cover badge."""
    p = QPainterPath()
    p.moveTo(r.left(), r.top())
    p.lineTo(r.right(), r.top())
    p.lineTo(r.right(), r.top() + r.height() * 0.45)
    p.quadTo(r.right(), r.bottom() - r.height() * 0.15, r.center().x(), r.bottom())
    p.quadTo(r.left(), r.bottom() - r.height() * 0.15, r.left(), r.top() + r.height() * 0.45)
    p.closeSubpath()
    return p



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
        self.name_tag = NameTag(self)
        self.badge_items: list[BadgeItem] = []

    # setters
    def set_space(self, x: int, y: int, side: int) -> None:
        if side != self._side:
            self.prepareGeometryChange()
            self._side = side
            self._sync_children()
        self.setPos(x * SQUARE, y * SQUARE)

    def set_look(self, *, label: str, colour: QColor, portrait: QPixmap | None = None,
                 badges: tuple[str, ...] = (), ghost: bool = False) -> None:
        self._label, self._colour, self._portrait = label, QColor(colour), portrait
        self._badges, self._ghost = tuple(badges), ghost
        self._sync_children()
        self.update()

    def _sync_children(self) -> None:
        """The name in full under the token and one badge per condition, as child items so the
        name is never elided and each badge carries its condition in words as a tooltip."""
        s = self._side * SQUARE
        self.name_tag.set_text(self._label, max(s, 2.5 * SQUARE), ", ".join(self._badges))
        self.name_tag.setPos(s / 2, s + 2)
        self.name_tag.setOpacity(0.6 if self._ghost else 1.0)
        for b in self.badge_items:
            if b.scene() is not None:
                b.scene().removeItem(b)
            b.setParentItem(None)
        self.badge_items = []
        r = BadgeItem.RADIUS
        shown = self._badges[:4]
        for i, word in enumerate(shown):  # left to right in the order the plate writes them
            b = BadgeItem(word, self)
            b.setPos(s - r - 1 - (len(shown) - 1 - i) * (2 * r + 1), r + 1)
            self.badge_items.append(b)
        if len(self._badges) > 4:  # the fourth badge names the rest
            self.badge_items[-1].set_words(", ".join(self._badges[3:]), "+")

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


class NameTag(QGraphicsItem):
    """A token's name in full, centred under it on a dark plate with white text: never elided,
    wrapped onto more lines when wider than `width`, readable on any map. Under the name, the
    conditions in words (yellow, like the badges): the badges' legend on a screen without a mouse."""

    def __init__(self, parent: QGraphicsItem):
        super().__init__(parent)
        self._text = ""
        self._words = ""
        self._width = 0.0
        self._rect = QRectF()
        self._font = QFont()
        self._font.setBold(True)
        self._font.setPixelSize(14)
        self._small = QFont()
        self._small.setPixelSize(12)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def text(self) -> str:
        return self._text

    def conditions_text(self) -> str:
        return self._words

    def set_text(self, text: str, width: float, conditions: str = "") -> None:
        self.prepareGeometryChange()
        self._text, self._words, self._width = text, conditions, width
        name = self._layout(self._font, text)
        words = self._layout(self._small, conditions) if conditions else QRectF()
        w = max(name.width(), words.width()) + 10
        self._name_h = name.height()
        h = name.height() + words.height() + 4
        self._rect = QRectF(-w / 2, 0, w, h) if text or conditions else QRectF()
        self.update()

    def _layout(self, font: QFont, text: str) -> QRectF:
        fm = QFontMetricsF(font)
        return fm.boundingRect(QRectF(0, 0, self._width, 1000), Qt.TextWordWrap | Qt.AlignHCenter, text)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self._rect.isEmpty():
            return
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(0, 0, 0, 190))
        painter.drawRoundedRect(self._rect, 4, 4)
        inner = self._rect.adjusted(5, 2, -5, -2)
        painter.setFont(self._font)
        painter.setPen(QColor("white"))
        painter.drawText(QRectF(inner.left(), inner.top(), inner.width(), self._name_h),
                         Qt.TextWordWrap | Qt.AlignCenter, self._text)
        if self._words:
            painter.setFont(self._small)
            painter.setPen(QColor("#ffd23f"))
            painter.drawText(QRectF(inner.left(), inner.top() + self._name_h, inner.width(),
                                    inner.height() - self._name_h), Qt.TextWordWrap | Qt.AlignCenter, self._words)


class BadgeItem(QGraphicsItem):
    """One condition on a token: a yellow disc with the word's initial, the word as its tooltip."""

    RADIUS = 9.0

    def __init__(self, words: str, parent: QGraphicsItem):
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.NoButton)  # a click goes to the token; the tooltip still shows
        self.set_words(words, words[:1].upper())

    def set_words(self, words: str, mark: str) -> None:
        self.words, self.mark = words, mark
        self.setToolTip(words)
        self.update()

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 1
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        r = self.RADIUS
        painter.setPen(QPen(QColor("#222"), 1.5))
        painter.setBrush(QColor("#ffd23f"))
        painter.drawEllipse(QPointF(0, 0), r, r)
        f = QFont()
        f.setPixelSize(11)
        f.setBold(True)
        painter.setFont(f)
        painter.setPen(QColor("#222"))
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignCenter, self.mark)


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



"""The calibration step of a map picture: where the picture's own grid lies, found by eye.

The Director drags a box over one square of the picture's grid (or over several, saying how many,
or clicks two opposite corners), or types pixels a square and the offset, or, for a picture with no
grid, the number of squares across. Damier's grid is drawn over the picture as the numbers change,
and the board's size in squares follows from the picture (rules.map_import.Calibration.fit).
The scene of this dialog is in image pixels: one scene unit is one pixel of the picture.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsView,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rules.map_import import MAX_BOARD_SIDE, MIN_SQUARE_PX, Calibration, MapImportError

GRID_COLOUR = QColor(255, 40, 200)  # magenta: seen on any map, unlike the map's own greys and browns
BOARD_EDGE = QColor(40, 220, 255)


def default_calibration(width: int, height: int) -> Calibration:
    """A start the Director then corrects: the common 70 px square, or 20 squares across a small picture."""
    return Calibration(70.0 if width >= 70 * 8 else max(MIN_SQUARE_PX, width / 20))


class GridOverlay(QGraphicsItem):
    """Damier's grid as it would lie on the picture, and the board's edge, redrawn on every change."""

    def __init__(self, width: int, height: int):
        super().__init__()
        self._rect = QRectF(0, 0, width, height)
        self.calibration = default_calibration(width, height)
        self.setZValue(10)

    def set_calibration(self, cal: Calibration) -> None:
        self.calibration = cal
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        cal = self.calibration
        fit = cal.fit(int(self._rect.width()), int(self._rect.height()))
        s = cal.square_px
        ox, oy = fit.offset
        right, bottom = ox + fit.width * s, oy + fit.height * s
        pen = QPen(GRID_COLOUR, 0)  # cosmetic hairline: one screen pixel at any zoom
        painter.setPen(pen)
        exposed = option.exposedRect
        i0 = max(0, math.floor((exposed.left() - ox) / s))
        i1 = min(fit.width, math.ceil((exposed.right() - ox) / s))
        j0 = max(0, math.floor((exposed.top() - oy) / s))
        j1 = min(fit.height, math.ceil((exposed.bottom() - oy) / s))
        for i in range(i0, i1 + 1):
            painter.drawLine(QPointF(ox + i * s, oy), QPointF(ox + i * s, bottom))
        for j in range(j0, j1 + 1):
            painter.drawLine(QPointF(ox, oy + j * s), QPointF(right, oy + j * s))
        edge = QPen(BOARD_EDGE, 2)
        edge.setCosmetic(True)
        painter.setPen(edge)
        painter.setBrush(Qt.NoBrush)
        painter.drawRect(QRectF(ox, oy, right - ox, bottom - oy))


class CalibrationView(QGraphicsView):
    """The picture: drag a box (or click two corners) over squares of its grid; wheel to zoom."""

    box_drawn = Signal(QPointF, QPointF)  # two opposite corners, in image pixels

    def __init__(self, scene: QGraphicsScene, parent=None):
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.SmoothPixmapTransform)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setCursor(Qt.CrossCursor)
        self.box = QGraphicsRectItem()
        pen = QPen(QColor(255, 200, 0), 2)
        pen.setCosmetic(True)
        self.box.setPen(pen)
        self.box.setZValue(20)
        self.box.setVisible(False)
        scene.addItem(self.box)
        self._from: QPointF | None = None
        self._corner: QPointF | None = None  # the first of two clicks

    def wheelEvent(self, event):
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.scale(1.2 ** steps, 1.2 ** steps)
        event.accept()

    def mousePressEvent(self, event):
        if event.button() != Qt.LeftButton:
            return super().mousePressEvent(event)
        self._from = self.mapToScene(event.position().toPoint())
        event.accept()

    def mouseMoveEvent(self, event):
        if self._from is not None:
            p = self.mapToScene(event.position().toPoint())
            self.box.setRect(QRectF(self._from, p).normalized())
            self.box.setVisible(True)
            if (self.mapFromScene(p) - self.mapFromScene(self._from)).manhattanLength() >= 6:
                self.box_drawn.emit(self._from, p)  # the grid follows the box while it is dragged
        event.accept()

    def mouseReleaseEvent(self, event):
        if event.button() != Qt.LeftButton or self._from is None:
            return super().mouseReleaseEvent(event)
        p = self.mapToScene(event.position().toPoint())
        a, self._from = self._from, None
        if (self.mapFromScene(p) - self.mapFromScene(a)).manhattanLength() >= 6:  # a drag: the box
            self._corner = None
            self.box.setRect(QRectF(a, p).normalized())
            self.box_drawn.emit(a, p)
        elif self._corner is None:  # a click: the first corner; the next click is the opposite one
            self._corner = p
            self.box.setRect(QRectF(p, p))
            self.box.setVisible(True)
        else:
            a, self._corner = self._corner, None
            self.box.setRect(QRectF(a, p).normalized())
            self.box_drawn.emit(a, p)
        event.accept()


class CalibrationDialog(QDialog):
    """Ask where the picture's grid lies. `calibration()` after exec() is what the Director chose."""

    def __init__(self, pixmap: QPixmap, initial: Calibration | None = None, parent: QWidget | None = None,
                 title: str = ""):
        super().__init__(parent)
        self.setWindowTitle(title or self.tr("Calibrate the map's grid"))
        self.setObjectName("calibration_dialog")
        self.image_size = (pixmap.width(), pixmap.height())
        self.scene = QGraphicsScene(self)
        self.scene.addItem(QGraphicsPixmapItem(pixmap))
        self.overlay = GridOverlay(*self.image_size)
        self.scene.addItem(self.overlay)
        self.scene.setSceneRect(QRectF(0, 0, *self.image_size).adjusted(-40, -40, 40, 40))
        self.view = CalibrationView(self.scene)
        self.view.setMinimumSize(520, 420)
        self.view.box_drawn.connect(self._box_drawn)
        self._setting = False

        hint = QLabel(self.tr("Drag a box over one square of the picture's grid, or over several squares and "
                              "say how many; or click two opposite corners. The wheel zooms."))
        hint.setWordWrap(True)
        self.across, self.down = QSpinBox(), QSpinBox()
        for s in (self.across, self.down):
            s.setRange(1, MAX_BOARD_SIDE)
            s.valueChanged.connect(self._box_count_changed)
        self.square = QDoubleSpinBox()
        self.square.setRange(MIN_SQUARE_PX, 16384)
        self.square.setDecimals(2)
        self.square.setSuffix(" px")
        self.ox, self.oy = QDoubleSpinBox(), QDoubleSpinBox()
        for s in (self.ox, self.oy):
            s.setRange(-16384, 16384)
            s.setDecimals(1)
            s.setSuffix(" px")
        for s in (self.square, self.ox, self.oy):
            s.valueChanged.connect(self._typed)
        self.no_grid = QSpinBox()
        self.no_grid.setRange(1, MAX_BOARD_SIDE)
        self.no_grid_button = QPushButton(self.tr("Use"))
        self.no_grid_button.clicked.connect(self._squares_across)
        self.board_label = QLabel()
        self.error_label = QLabel()
        self.error_label.setStyleSheet("color: #b00020")
        self.error_label.setWordWrap(True)

        box_group = QGroupBox(self.tr("Squares in the box"))
        box_form = QFormLayout(box_group)
        box_form.addRow(self.tr("Across"), self.across)
        box_form.addRow(self.tr("Down"), self.down)
        typed = QGroupBox(self.tr("Or type it"))
        typed_form = QFormLayout(typed)
        typed_form.addRow(self.tr("Pixels per square"), self.square)
        typed_form.addRow(self.tr("Grid offset x"), self.ox)
        typed_form.addRow(self.tr("Grid offset y"), self.oy)
        none = QGroupBox(self.tr("A picture with no grid"))
        none_row = QHBoxLayout(none)
        none_row.addWidget(QLabel(self.tr("Squares across")))
        none_row.addWidget(self.no_grid)
        none_row.addWidget(self.no_grid_button)

        side = QVBoxLayout()
        for w in (hint, box_group, typed, none, self.board_label, self.error_label):
            side.addWidget(w)
        side.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.Ok)
        side.addWidget(buttons)
        row = QHBoxLayout(self)
        row.addWidget(self.view, 1)
        holder = QWidget()
        holder.setLayout(side)
        holder.setMaximumWidth(300)
        row.addWidget(holder)
        self._last_box: tuple[QPointF, QPointF] | None = None
        self._show(initial or default_calibration(*self.image_size))
        self.no_grid.setValue(max(1, round(self.image_size[0] / self.overlay.calibration.square_px)))
        self.resize(980, 680)

    # ---- what the Director did ----------------------------------------------------------
    def calibration(self) -> Calibration:
        return self.overlay.calibration

    def _box_drawn(self, a: QPointF, b: QPointF) -> None:
        self._last_box = (a, b)
        self._from_box()

    def _box_count_changed(self) -> None:
        if self._last_box is not None:
            self._from_box()

    def _from_box(self) -> None:
        a, b = self._last_box
        try:
            cal = Calibration.from_box((a.x(), a.y()), (b.x(), b.y()), (self.across.value(), self.down.value()))
        except MapImportError as e:
            self._refuse(str(e))
            return
        self._show(cal)

    def _typed(self) -> None:
        if self._setting:
            return
        try:
            cal = Calibration(self.square.value(), (self.ox.value(), self.oy.value()))
        except MapImportError as e:
            self._refuse(str(e))
            return
        self._show(cal, typed=True)

    def _squares_across(self) -> None:
        self._last_box = None
        self.view.box.setVisible(False)
        self._show(Calibration.from_squares_across(self.image_size[0], self.no_grid.value()))

    def _refuse(self, text: str) -> None:
        self.error_label.setText(text)
        self.ok_button.setEnabled(False)

    def _show(self, cal: Calibration, typed: bool = False) -> None:
        """The overlay, the numbers and the board's size follow one calibration."""
        self.overlay.set_calibration(cal)
        if not typed:
            self._setting = True
            self.square.setValue(cal.square_px)
            self.ox.setValue(cal.offset[0])
            self.oy.setValue(cal.offset[1])
            self._setting = False
        fit = cal.fit(*self.image_size)
        too_large = fit.width > MAX_BOARD_SIDE or fit.height > MAX_BOARD_SIDE
        self.board_label.setText(self.tr("The board: %1 × %2 squares").replace("%1", str(fit.width))
                                 .replace("%2", str(fit.height)))
        if too_large:
            self._refuse(self.tr("A board of more than %1 squares a side is too large: make the squares "
                                 "larger.").replace("%1", str(MAX_BOARD_SIDE)))
        else:
            self.error_label.setText("")
            self.ok_button.setEnabled(True)

    def showEvent(self, event):
        super().showEvent(event)
        self.view.fitInView(QRectF(0, 0, *self.image_size), Qt.KeepAspectRatio)

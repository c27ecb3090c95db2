"""The calibration square and the dialog that asks how wide it measures on the screen."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QDoubleSpinBox, QLabel, QVBoxLayout, QWidget


class CalibrationSquare(QWidget):
    """A white square of exactly `side_px` pixels, with a ruler hint, for the Director to measure."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.side_px = 300
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.hide()

    def paintEvent(self, event):
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(0, 0, 0))
        s = self.side_px
        x, y = (self.width() - s) // 2, (self.height() - s) // 2
        p.fillRect(x, y, s, s, QColor(255, 255, 255))
        pen = QPen(QColor(220, 30, 30), 1)
        p.setPen(pen)
        p.drawRect(x, y, s - 1, s - 1)
        f = QFont()
        f.setPixelSize(max(16, s // 12))
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor(255, 255, 255))
        text = self.tr("Measure the side of the white square with a ruler")
        p.drawText(QRectF(0, y + s + 10, self.width(), f.pixelSize() * 2), Qt.AlignHCenter | Qt.AlignTop, text)


class CalibrationDialog(QDialog):
    """On the Director's screen: type the measured side of the square shown on the players'."""

    def __init__(self, side_px: int, expected_mm: float | None, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Calibrate the players' screen"))
        self.side_px = side_px
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(self.tr("The players' screen shows a white square. Measure its side with a ruler "
                                     "and type it here, in millimetres.")))
        self.spin = QDoubleSpinBox()
        self.spin.setRange(5.0, 2000.0)
        self.spin.setDecimals(1)
        self.spin.setSuffix(" mm")
        self.spin.setValue(round(expected_mm, 1) if expected_mm else 100.0)
        lay.addWidget(self.spin)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def measured_mm(self) -> float:
        return self.spin.value()

"""The zone fight on the players' screen: a band under the map with the Passe, whose initiative it
is, every Réserve as dice (each player's and each of the Meneur's groups') and each group's Menace,
drawn large enough to read across the table (letters about 9 mm, or 1/25 of the screen height).

Only what the whole table may know reaches it (`public_board`): the Réserves and Menace are public
(« visible to the whole table »); a group none of whose creatures the players can see is left out,
and nothing of the Meneur's panel (Défense, Moniteurs, notes) is ever given to it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from gui.fight import zones_words as words
from gui.map.labels import side_label
from rules.fight.zones import MENACE_RANGE, MENEUR, PLAYERS, RESERVE_MAX, ZonePanel

TEXT_MM = 9.0
CAMP_COLOURS = {PLAYERS: QColor("#3b82f6"), MENEUR: QColor("#e04f3f")}
PIPS = {1: [(0.5, 0.5)], 2: [(0.28, 0.28), (0.72, 0.72)], 3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
        4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
        5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
        6: [(0.28, 0.22), (0.72, 0.22), (0.28, 0.5), (0.72, 0.5), (0.28, 0.78), (0.72, 0.78)]}


@dataclass(frozen=True)
class PublicReserve:
    owner: str
    label: str
    camp: str
    dice: int
    menace: int | None  # the group's Menace (the Meneur's groups only)


@dataclass(frozen=True)
class PublicBoard:
    """What the players' band shows: nothing else."""

    pass_number: int
    initiative: str | None
    reserves: tuple[PublicReserve, ...]


def fitted_name(label: str, font: QFont, room: float) -> tuple[QFont, str]:
    """A card's name in `room` pixels: smaller letters (down to 3/4) before it is cut with "…"."""
    fm = QFontMetricsF(font)
    wide = fm.horizontalAdvance(label)
    if wide <= room:
        return font, label
    small = QFont(font)
    floor = max(1, round(font.pixelSize() * 0.75))
    size = max(floor, int(font.pixelSize() * room / wide))
    small.setPixelSize(size)
    while size > floor and QFontMetricsF(small).horizontalAdvance(label) > room:  # hinting is not linear
        size -= 1
        small.setPixelSize(size)
    return small, QFontMetricsF(small).elidedText(label, Qt.ElideRight, room)


def public_board(panel: ZonePanel | None, source, shown) -> PublicBoard | None:
    """The public part of the panel. `source` is the Director's encounter, `shown` the players'
    redacted one (`has_creature` answers only for what they can see)."""
    if panel is None or not panel.started:
        return None
    menace = dict(panel.menace)
    out = []
    for owner, n in panel.reserves:
        if source.has_creature(owner):
            c = source.creature(owner)
            if c.hidden:  # a character the Meneur hid is not announced by its Réserve either
                continue
            out.append(PublicReserve(owner, c.label, PLAYERS, n, None))
        else:
            if not any(c.side == owner and shown.has_creature(c.id) for c in source.creatures):
                continue  # a group the players have not seen: its Réserve would give it away
            out.append(PublicReserve(owner, side_label(owner), MENEUR, n, menace.get(owner)))  # red: the Meneur's
    return PublicBoard(panel.pass_number, panel.initiative, tuple(out))


class ZonePlayersBoard(QWidget):
    """Painted band: the header line, then one card per Réserve (dice in rows of six, the Menace as
    five marks under a group's dice)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.board: PublicBoard | None = None
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.hide()

    def text_px(self) -> int:
        """Letters about 9 mm tall when the screen's scale is known, else 1/25 of the window."""
        host = self.window()
        mm = getattr(host, "mm", None)
        if callable(mm):
            return max(16, mm(TEXT_MM, 0.04))
        return max(16, round(host.height() * 0.04))

    def set_board(self, board: PublicBoard | None) -> None:
        self.board = board
        self.setVisible(board is not None)
        if board is not None:
            self.setFixedHeight(self._height())
        self.update()

    def header_text(self) -> str:
        b = self.board
        if b is None:
            return ""
        return (self.tr("Passe %1 · initiative: %2").replace("%1", str(b.pass_number))
                .replace("%2", words.camp_name(b.initiative)))

    def card_texts(self) -> list[str]:
        """Each card as words (for tests and for the accessible description)."""
        out = []
        for r in self.board.reserves if self.board else ():
            line = self.tr("%1: Réserve %2").replace("%1", r.label).replace("%2", str(r.dice))
            if r.menace is not None:
                line += " · " + self.tr("Menace %1").replace("%1", str(r.menace))
            out.append(line)
        return out

    # ---- layout and painting --------------------------------------------------------------
    def _metrics(self):
        t = self.text_px()
        die = round(t * 0.9)
        gap = max(3, round(die * 0.18))
        card_w = 6 * die + 5 * gap + 2 * gap * 2
        n = len(self.board.reserves) if self.board else 0
        if n:  # wider cards when the screen has room: long names need it more than the map
            card_w = max(card_w, min(int(card_w * 1.6), int((self.width() - gap) / n - gap)))
        return t, die, gap, card_w

    def _per_row(self) -> int:
        t, die, gap, card_w = self._metrics()
        return max(1, int((max(self.width(), card_w) - gap) // (card_w + gap)))

    def _card_h(self) -> int:
        t, die, gap, _ = self._metrics()
        return round(t * 1.3 + 2 * (die + gap) + die * 0.7 + 3 * gap)

    def _height(self) -> int:
        t, die, gap, _ = self._metrics()
        n = len(self.board.reserves) if self.board else 0
        rows = max(1, -(-n // self._per_row()))
        return round(t * 1.6 + rows * (self._card_h() + gap) + gap)

    def resizeEvent(self, event):
        super().resizeEvent(event)
        if self.board is not None:
            self.setFixedHeight(self._height())

    def paintEvent(self, event):
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.fillRect(self.rect(), QColor("#15151b"))
        b = self.board
        if b is None:
            return
        t, die, gap, card_w = self._metrics()
        f = QFont()
        f.setBold(True)
        f.setPixelSize(round(t * 1.1))
        p.setFont(f)
        p.setPen(CAMP_COLOURS.get(b.initiative, QColor("#f2f2f2")))
        p.drawText(QRectF(gap * 2, 0, self.width() - 4 * gap, t * 1.6), Qt.AlignVCenter | Qt.AlignLeft,
                   self.header_text())
        f.setPixelSize(t)
        per_row = self._per_row()
        for i, r in enumerate(b.reserves):
            x = gap + (i % per_row) * (card_w + gap)
            y = t * 1.6 + (i // per_row) * (self._card_h() + gap)
            self._card(p, QRectF(x, y, card_w, self._card_h()), r, r.camp == b.initiative, f, die, gap)
        p.end()

    def _card(self, p: QPainter, rect: QRectF, r: PublicReserve, active: bool, font: QFont, die: int,
              gap: int) -> None:
        colour = CAMP_COLOURS[r.camp]
        p.setPen(QPen(colour, max(2, gap * (1.0 if active else 0.4))))
        p.setBrush(QColor("#23232c"))
        p.drawRoundedRect(rect, gap * 1.5, gap * 1.5)
        p.setFont(font)
        p.setPen(QColor("#f2f2f2"))
        fm = QFontMetricsF(font)
        head = QRectF(rect.x() + 2 * gap, rect.y() + gap, rect.width() - 4 * gap, fm.height())
        count = str(r.dice)
        p.drawText(head, Qt.AlignRight | Qt.AlignVCenter, count)
        name_font, name = fitted_name(r.label, font, head.width() - fm.horizontalAdvance(count) - gap)
        p.setFont(name_font)
        p.drawText(head, Qt.AlignLeft | Qt.AlignVCenter, name)
        p.setFont(font)
        y0 = head.bottom() + gap
        for k in range(RESERVE_MAX):
            cell = QRectF(rect.x() + 2 * gap + (k % 6) * (die + gap), y0 + (k // 6) * (die + gap), die, die)
            self._die(p, cell, k < r.dice, colour)
        if r.menace is not None:
            y = y0 + 2 * (die + gap)
            mark = die * 0.55
            p.setPen(QColor("#f2f2f2"))
            small = QFont(font)
            small.setPixelSize(max(10, round(mark * 1.2)))
            p.setFont(small)
            label = self.tr("Menace")
            lw = QFontMetricsF(small).horizontalAdvance(label) + gap
            p.drawText(QRectF(rect.x() + 2 * gap, y, lw, mark * 1.2), Qt.AlignLeft | Qt.AlignVCenter, label)
            for k in range(MENACE_RANGE[1]):
                m = QRectF(rect.x() + 2 * gap + lw + k * (mark + gap), y + mark * 0.1, mark, mark)
                p.setPen(QPen(colour, 2))
                p.setBrush(colour if k < r.menace else Qt.NoBrush)
                p.drawEllipse(m)

    @staticmethod
    def _die(p: QPainter, cell: QRectF, full: bool, colour: QColor) -> None:
        if not full:
            p.setPen(QPen(QColor("#44444f"), 1.5))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(cell, cell.width() * 0.18, cell.width() * 0.18)
            return
        p.setPen(QPen(colour.darker(140), 1.5))
        p.setBrush(QColor("#f7f3e8"))
        p.drawRoundedRect(cell, cell.width() * 0.18, cell.width() * 0.18)
        p.setPen(Qt.NoPen)
        p.setBrush(colour.darker(120))
        r = cell.width() * 0.09
        for fx, fy in PIPS[5]:
            p.drawEllipse(QRectF(cell.x() + fx * cell.width() - r, cell.y() + fy * cell.height() - r, 2 * r, 2 * r))

"""The turn strip along the top of the players' screen and the large roll banner (issue 13).

The strip is read from across the room: its text is at least 1/40 of the window's height (« large
enough to read from 3 metres »: 27 px on a 1080-line TV). It lists only creatures the players'
screen shows (`PlayerEncounter.has_creature`): a hidden creature never appears, even when acting.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QLabel, QWidget

from gui.fight import words

TEXT_FRACTION = 1 / 34  # of the window's height; the issue asks for at least 1/40
MIN_TEXT_FRACTION = 1 / 40  # a long order first gets letters down to this, then a "+N" chip


def chips_shown(widths: list[float], room: float, gap: float, more_width) -> int:
    """How many chips of `widths` fit in `room` (each followed by `gap`), keeping room for a "+N"
    chip of `more_width(n_hidden)` when not all of them fit."""
    if sum(widths) + gap * len(widths) <= room:
        return len(widths)
    used, n = 0.0, 0
    for w in widths:
        hidden = len(widths) - n - 1
        if used + w + gap + (more_width(hidden) + gap if hidden else 0) > room:
            break
        used += w + gap
        n += 1
    return n


@dataclass(frozen=True)
class StripEntry:
    cid: str
    label: str
    status: str  # "acting", "acted", "next", "waiting", "down"
    camp: str


@dataclass(frozen=True)
class StripContent:
    title: str  # "Round 2 — the heroes pick"
    entries: tuple[StripEntry, ...]


def strip_content(log, shown) -> StripContent | None:
    """What the strip shows; None when no fight runs. `shown` is the PlayerEncounter."""
    if not log.running:
        return None
    st = log.state
    head = words.round_label(st.round)
    picking = getattr(st, "picking", None)
    if hasattr(st, "picking"):  # Draw Steel: who has acted and which side picks
        if picking and not st.acting:
            head += " — " + words.picks_label(picking)
        ids = sorted((cid for cid in st.combatants if shown.has_creature(cid)),
                     key=lambda cid: (st.combatants[cid].camp != "players", _index(shown, cid)))
    else:
        ids = [cid for unit in st.order for cid in unit if shown.has_creature(cid)]
    nxt = set(st.next_unit()) if hasattr(st, "next_unit") and not st.acting else set()
    entries = []
    for cid in ids:
        c = st.combatants[cid]
        if cid in st.acting:
            status = "acting"
        elif not st.able(c):
            status = "down"
        elif cid in st.acted:
            status = "acted"
        elif cid in nxt:
            status = "next"
        else:
            status = "waiting"
        entries.append(StripEntry(cid, shown.creature(cid).label, status, c.camp))
    return StripContent(head, tuple(entries))


def _index(shown, cid: str) -> int:
    return next((i for i, c in enumerate(shown.creatures) if c.id == cid), 0)


_FILL = {"acting": QColor(255, 200, 40), "acted": QColor(70, 70, 70), "next": QColor(250, 250, 250),
         "waiting": QColor(210, 210, 210), "down": QColor(110, 40, 40)}
_CAMP_EDGE = {"players": QColor(47, 111, 219), "director": QColor(200, 55, 45)}


class TurnStrip(QWidget):
    """A band across the top of the players' window; hidden when no fight runs."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.content: StripContent | None = None
        self.hide()

    def text_px(self) -> int:
        return max(14, int(self.parentWidget().height() * TEXT_FRACTION + 0.5))

    def set_content(self, content: StripContent | None) -> bool:
        """Returns True when the strip appeared or went (the map below it moved: refit the camera)."""
        was = self.content is not None
        self.content = content
        self.setVisible(content is not None)
        self.relayout()
        self.update()
        return was != (content is not None)

    def relayout(self) -> None:
        p = self.parentWidget()
        h = int(self.text_px() * 2.2)
        self.setGeometry(0, 0, p.width(), h)
        # the map starts below the strip, so the strip never hides its top row
        lay = p.layout()
        if lay is not None:
            lay.setContentsMargins(0, h if self.content is not None else 0, 0, 0)
        if self.content is not None:
            self.raise_()

    def font_for_strip(self) -> QFont:
        f = QFont()
        f.setPixelSize(self.text_px())
        f.setBold(True)
        return f

    def paintEvent(self, event) -> None:
        if self.content is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.fillRect(self.rect(), QColor(15, 15, 20, 225))
        font, texts, shown = self._fit()
        p.setFont(font)
        fm = QFontMetricsF(font)
        h = self.height()
        pad = font.pixelSize() * 0.5
        x = pad
        p.setPen(QColor("white"))
        title_w = fm.horizontalAdvance(self.content.title)
        p.drawText(QRectF(x, 0, title_w + 2, h), Qt.AlignVCenter, self.content.title)
        x += title_w + pad * 2
        for e, text in zip(self.content.entries[:shown], texts, strict=False):
            w = fm.horizontalAdvance(text) + pad * 2
            box = QRectF(x, h * 0.12, w, h * 0.76)
            p.setPen(QPen(_CAMP_EDGE.get(e.camp, QColor("grey")), max(3.0, h * 0.06)))
            p.setBrush(_FILL[e.status])
            p.drawRoundedRect(box, h * 0.15, h * 0.15)
            p.setPen(QColor("white") if e.status in ("acted", "down") else QColor("black"))
            p.drawText(box, Qt.AlignCenter, text)
            x += w + pad * 0.6
        hidden = len(self.content.entries) - shown
        if hidden:
            more = self.more_text(hidden)
            box = QRectF(x, h * 0.12, fm.horizontalAdvance(more) + pad * 2, h * 0.76)
            p.setPen(QPen(QColor("grey"), max(3.0, h * 0.06)))
            p.setBrush(QColor(60, 60, 70))
            p.drawRoundedRect(box, h * 0.15, h * 0.15)
            p.setPen(QColor("white"))
            p.drawText(box, Qt.AlignCenter, more)
        p.end()

    @staticmethod
    def more_text(n: int) -> str:
        return f"+{n}"

    def _fit(self) -> tuple[QFont, list[str], int]:
        """The largest letters (from 1/34 down to 1/40 of the window's height) at which every chip
        fits; at 1/40, as many chips as fit and a "+N" chip for the rest. Never a chip cut in half."""
        texts = [("✓ " if e.status == "acted" else "▶ " if e.status == "acting" else "") + e.label
                 for e in self.content.entries]
        floor = max(14, int(self.parentWidget().height() * MIN_TEXT_FRACTION + 0.5))
        font = self.font_for_strip()
        size = font.pixelSize()
        while True:
            fm = QFontMetricsF(font)
            pad = size * 0.5
            room = self.width() - pad * 3 - fm.horizontalAdvance(self.content.title)
            widths = [fm.horizontalAdvance(t) + pad * 2 for t in texts]
            n = chips_shown(widths, room, pad * 0.6, lambda k, fm=fm, pad=pad: fm.horizontalAdvance(self.more_text(k)) + pad * 2)
            if n == len(texts) or size <= floor:
                return font, texts, n
            size -= 1
            font.setPixelSize(size)

    def shown_count(self) -> int:
        """How many creatures the strip names (the rest are in its "+N" chip)."""
        return self._fit()[2] if self.content is not None else 0


class RollBanner(QLabel):
    """A roll shown large in the middle of the players' screen for a few seconds."""

    SECONDS = 8

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAlignment(Qt.AlignCenter)
        self.setWordWrap(True)
        self.setStyleSheet("background: rgba(10,10,15,220); color: white; border: 4px solid #ffc828;"
                           " border-radius: 16px; padding: 18px;")
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_text(self, text: str) -> None:
        self.setText(text)
        self.recentre()
        self.show()
        self.raise_()
        self._timer.start(self.SECONDS * 1000)

    def recentre(self) -> None:
        """Sized from the window (the TV may be sized or moved after the roll)."""
        p = self.parentWidget()
        f = QFont()
        f.setPixelSize(max(20, p.height() // 12))
        f.setBold(True)
        self.setFont(f)
        # the words keep clear of the border: the stylesheet's padding alone let a wrapped line touch it
        self.setMargin(f.pixelSize() // 2)
        w = int(p.width() * 0.7)
        self.setFixedWidth(w)
        self.adjustSize()
        self.move((p.width() - w) // 2, (p.height() - self.height()) // 2)

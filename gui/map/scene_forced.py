"""The scene's forced-movement preview (Draw Steel push / pull / slide): each square with the
distance left, collisions, broken objects and each creature's damage, and the words for it
(in BattleScene's translation context)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from gui.base import style
from gui.map.coords import space_rect, to_scene
from rules.forced_preview import ForcedPreview

_BREAK = QColor(200, 120, 20)


class SceneForced:
    """Part of `BattleScene`: show a `ForcedPreview` (or clear it) and word it."""

    def show_forced(self, fp: ForcedPreview | None) -> None:
        if fp is not None and self.role == "player" and self.token_item(fp.target) is None:
            fp = None
        prev = self.forced
        self.forced = fp
        if fp is None:
            self.path_item.clear()
            self._set_marks("_threats", set(), "set_threat")
            if prev is not None and self.encounter.has_creature(prev.target):
                self.sync_token(prev.target)
            self.forced_changed.emit(None)
            self.refresh_targets()
            return
        self.show_targets({})  # the selection's target marks would speak of the source, not of this
        side = self.encounter.pack.side(self.encounter.creature(fp.target))
        half = side / 2
        squares, labels = [], []
        r = fp.result
        end = r.end if r is not None else fp.start
        hit_ids: set[str] = set()
        if r is not None:
            for ev in r.events:
                if ev.kind == "move":
                    squares.append((space_rect(ev.at, 1 if side > 1 else side), style.PATH_OK))
                    labels.append((space_rect(ev.at, 1), str(ev.remaining)))  # squares of forced movement left
                elif ev.kind == "break":
                    squares.append((space_rect(ev.at, 1), _BREAK))
                    # bottom-left of the square: the top-right holds the distance left after it
                    labels.append((space_rect(ev.at, 1).translated(-30, 36), "✕" + str(ev.damage)))
                else:  # stopped: by a creature, an object or a wall
                    squares.append((space_rect(ev.at, 1 if ev.kind == "object" else side), style.PATH_BAD))
                    labels.append((space_rect(ev.at, 1), "!" + str(ev.damage)))
                    if ev.kind == "creature":
                        hit_ids.update(ev.detail.split(", "))
            # the squares asked for but not reached: outlined only
            reached = {e.at for e in r.events}
            squares += [(space_rect(c, 1 if side > 1 else side), QColor(120, 120, 120)) for c in fp.path
                        if c not in reached]
        colour = style.PATH_BAD if not fp.legal else style.PATH_OK
        line = [to_scene(fp.start.x + half, fp.start.y + half)] + \
            [to_scene(e.at.x + half, e.at.y + half) for e in (r.events if r else ()) if e.kind == "move"]
        named = [cid for cid in (r.damage.keys() if r else ()) if self.token_item(cid) is not None]
        avoid = tuple(self.token_item(cid).sceneBoundingRect() for cid in named)
        self.path_item.set_preview(squares=squares, line=line if fp.legal else [], dest=space_rect(end, side),
                                   dest_colour=colour, text=self.forced_text(fp), text_colour=colour,
                                   origin=space_rect(fp.start, side) if end != fp.start else None,
                                   step_labels=labels, avoid=avoid)
        self._set_marks("_threats", {c for c in hit_ids if self.token_item(c) is not None}, "set_threat")
        it = self.token_item(fp.target)
        if it is not None:
            it.set_space(end.x, end.y, side)
            it.set_dragging(True, invalid=not fp.legal)
        self.forced_changed.emit(fp)

    # ---- words ----------------------------------------------------------------------------
    def _kind_word(self, kind: str) -> str:
        return {"push": QCoreApplication.translate("BattleScene", "Push"), "pull": QCoreApplication.translate("BattleScene", "Pull"), "slide": QCoreApplication.translate("BattleScene", "Slide")}.get(kind, kind)

    def _name(self, cid: str) -> str:
        enc = self.encounter
        return enc.creature(cid).label if enc.has_creature(cid) else cid

    def forced_title(self, fp: ForcedPreview) -> str:
        """'Push 3: Ogre → Pip'."""
        return f"{self._kind_word(fp.kind)} {fp.distance}: {self._name(fp.source)} → {self._name(fp.target)}"

    def forced_summary(self, fp: ForcedPreview) -> str:
        """Moved N squares; each creature's damage; the objects broken."""
        r = fp.result
        if r is None:
            return ""
        out = [QCoreApplication.translate("BattleScene", "moved %1 of %2").replace("%1", str(r.moved)).replace("%2", str(r.distance))]
        for cid, n in sorted(r.damage.items()):
            out.append(self.labelled(self._name(cid), QCoreApplication.translate("BattleScene", "%1 damage").replace("%1", str(n))))
        if r.destroyed:
            out.append(QCoreApplication.translate("BattleScene", "objects broken: %1").replace("%1", str(len(r.destroyed))))
        return " · ".join(out)

    def forced_text(self, fp: ForcedPreview) -> str:
        head = self.forced_title(fp)
        if not fp.legal:
            return "✕ " + head + "\n" + self.forced_reason(fp)
        lines = [head]
        bonus = fp.squares + fp.stability - fp.distance
        detail = []
        if fp.stability:
            detail.append(self.labelled(QCoreApplication.translate("BattleScene", "stability"), str(fp.stability)))
        if bonus > 0:
            detail.append(QCoreApplication.translate("BattleScene", "big against little +1"))
        if detail:
            lines.append(" · ".join(detail) + " → " + QCoreApplication.translate("BattleScene", "%1 squares").replace("%1", str(fp.squares)))
        r = fp.result
        lines.append(QCoreApplication.translate("BattleScene", "moved %1 of %2").replace("%1", str(r.moved)).replace("%2", str(r.distance)))
        for ev in r.events:
            if ev.kind == "creature":
                names = ", ".join(self._name(c) for c in ev.detail.split(", "))
                lines.append(QCoreApplication.translate("BattleScene", "hits %1").replace("%1", names))
            elif ev.kind == "wall":
                lines.append(QCoreApplication.translate("BattleScene", "hits a wall"))
            elif ev.kind == "object":
                lines.append(QCoreApplication.translate("BattleScene", "hits an object (%1)").replace("%1", ev.detail))
            elif ev.kind == "break":
                lines.append(QCoreApplication.translate("BattleScene", "breaks an object (%1)").replace("%1", ev.detail))
        for cid, n in sorted(r.damage.items()):
            lines.append(self.labelled(self._name(cid), QCoreApplication.translate("BattleScene", "%1 damage").replace("%1", str(n))))
        return "\n".join(lines)

    def forced_reason(self, fp: ForcedPreview) -> str:
        words = {
            "not-draw-steel": QCoreApplication.translate("BattleScene", "forced movement is a Draw Steel rule"),
            "same-creature": QCoreApplication.translate("BattleScene", "a creature does not force itself"),
            "outside": QCoreApplication.translate("BattleScene", "outside the map"),
            "push": QCoreApplication.translate("BattleScene", "each square of a push takes it farther from the source"),
            "pull": QCoreApplication.translate("BattleScene", "each square of a pull brings it closer to the source"),
        }
        return words.get(fp.code) or self.rules_problem(fp.reason)

"""The scene's overlays: target marks, the drag's path preview, the sight lines of the "why"."""

from __future__ import annotations

from PySide6.QtCore import QLineF
from PySide6.QtGui import QColor

from geometry import GeometryError
from gui.base import style
from gui.map.coords import space_rect, to_scene
from rules.errors import RulesError
from rules.preview import OVERRIDE, Preview, SightInfo, targets_from


class SceneOverlays:
    """Part of `BattleScene`: what it draws above the map for a drag or a hover."""

    # ---- overlays ----------------------------------------------------------------
    def _set_marks(self, attr: str, ids: set[str], setter: str) -> None:
        old = getattr(self, attr)
        for cid in old - ids:
            it = self.token_item(cid)
            if it is not None:
                getattr(it, setter)(False)
        for cid in ids:
            it = self.token_item(cid)
            if it is not None:
                getattr(it, setter)(True)
        setattr(self, attr, set(ids))

    def show_targets(self, marks: dict[str, str | None]) -> None:
        """Mark tokens as seen from the selected one: {creature id: "unseen" | "cover" | None}."""
        for cid in set(self._targets) | set(marks):
            it = self.token_item(cid)
            if it is not None:
                it.set_target(marks.get(cid))
        self._targets = {cid: m for cid, m in marks.items() if m is not None}

    def refresh_targets(self) -> None:
        """With one token selected (and no drag under way), veil the creatures it has no line of
        effect to and put a shield on those in cover: who it can target, at a glance."""
        selected = self.selected_creature_ids() if self.targets_shown and self.preview is None else []
        marks: dict[str, str | None] = {}
        if len(selected) == 1:
            try:
                views = targets_from(self.encounter, selected[0])
            except (RulesError, GeometryError):
                views = {}
            marks = {cid: "unseen" if not v.line_of_effect else "cover" if v.cover else None
                     for cid, v in views.items()}
        self.show_targets(marks)

    def show_preview(self, p: Preview | None) -> None:
        """Draw a drag preview (or clear it). The player scene skips hidden movers."""
        if p is not None and self.role == "player" and self.token_item(p.creature_id) is None:
            p = None
        self.preview = p
        if p is None:
            self.path_item.clear()
            self._set_marks("_threats", set(), "set_threat")
            self.preview_changed.emit(None)
            self.refresh_targets()
            return
        self.show_targets({})  # the drag's own marks (free strikes) speak while it lasts
        speed_ok = style.OVERRIDE if p.mode == OVERRIDE else style.PATH_OK
        squares = []
        for cell, total in zip(p.cells, p.costs, strict=True):
            colour = speed_ok if total <= p.speed else style.PATH_OVER
            squares.append((space_rect(cell, 1 if p.side > 1 else p.side), colour))
        if p.side > 1:
            # big tokens: colour the whole destination, path squares by top-left cell only
            squares = [(space_rect(c, p.side), col) for (_, col), c in zip(squares, p.cells, strict=True)][-1:] \
                + [(space_rect(c, 1), col) for (_, col), c in zip(squares, p.cells, strict=True)][:-1]
        half = p.side / 2
        line = [to_scene(p.start.x + half, p.start.y + half)] + [to_scene(c.x + half, c.y + half) for c in p.cells]
        if len(p.zones) > 2 and len(line) == 2:
            # zones game: through the middle of each zone crossed, so the route reads on the map
            by_id = {z.id: z for z in self.encounter.zones}
            mids = [by_id[z].shape.representative_point() for z in p.zones[1:-1] if z in by_id]
            line = [line[0]] + [to_scene(m.x, m.y) for m in mids] + [line[1]]
        if not p.legal:
            colour = style.PATH_BAD
        elif p.mode == OVERRIDE:
            colour = style.OVERRIDE
        elif p.cost > p.speed:
            colour = style.PATH_OVER
        else:
            colour = style.PATH_OK
        effect = None
        if p.mode == "teleport":  # no path: the line of effect it relies on (dashed red when it has none)
            line = []
            if p.line is not None:
                blocked = p.code == "no-line-of-effect"
                effect = (QLineF(to_scene(*p.line[0]), to_scene(*p.line[1])),
                          style.LINE_BLOCKED if blocked else style.LINE_CLEAR, blocked)
        # a step's own cost where it costs more than a square (difficult ground, a creature, a diagonal)
        step_labels = [] if p.mode in (OVERRIDE, "teleport") or not self.encounter.pack.grid else [
            (space_rect(c, 1), "+" + _num(k - 1)) for c, k in zip(p.cells, p.step_costs, strict=True) if k > 1]
        named = [a for a in p.attackers if self.token_item(a) is not None] + \
            [b for b in p.blockers if self.token_item(b) is not None]
        avoid = tuple(self.token_item(cid).sceneBoundingRect() for cid in named)
        self.path_item.set_preview(squares=squares, line=line if p.legal else [], dest=space_rect(p.target, p.side),
                                   dest_colour=colour, text=self.preview_text(p), text_colour=colour,
                                   origin=space_rect(p.start, p.side) if p.target != p.start else None,
                                   waypoints=[to_scene(w.x + half, w.y + half) for w in p.waypoints],
                                   step_labels=step_labels, effect=effect, avoid=avoid)
        visible_attackers = {a for a in p.attackers if self.token_item(a) is not None}
        self._set_marks("_threats", visible_attackers, "set_threat")
        it = self.token_item(p.creature_id)
        if it is not None:
            it.set_space(p.target.x, p.target.y, p.side)
            it.set_dragging(True, invalid=not p.legal)
        self.preview_changed.emit(p)


    def show_sight(self, info: SightInfo | None) -> None:
        if info is not None and self.role == "player" and (
                self.token_item(info.attacker) is None or self.token_item(info.target) is None):
            info = None
        self.sight = info
        if info is None:
            self.sight_item.clear()
            self._set_marks("_allies", set(), "set_ally")
            for w in self._walls:
                w.set_highlight(False)
            self.sight_changed.emit(None)
            return
        enc = self.encounter
        lines: list[tuple[QLineF, QColor, bool]] = []
        cov = info.cover
        if cov is not None and cov.lines:
            for ln in cov.lines:
                colour = style.LINE_BLOCKED if ln.blocked else style.LINE_CLEAR
                lines.append((QLineF(to_scene(*ln.start), to_scene(*ln.end)), colour, ln.blocked))
        elif info.line_of_effect is not None and info.line_of_effect.line is not None:
            ln = info.line_of_effect.line
            lines.append((QLineF(to_scene(*ln.start), to_scene(*ln.end)), style.LINE_CLEAR, False))
        if info.line_of_effect is not None and not info.line_of_effect.value:
            # no clear line at all: show the centre-to-centre line as blocked, and the walls it meets
            sa, st = enc.space(info.attacker), enc.space(info.target)
            lines.append((QLineF(to_scene(*sa.centre), to_scene(*st.centre)), style.LINE_BLOCKED, True))
        for _ally, test in info.flank_tests:
            a, b = test.segment
            lines.append((QLineF(to_scene(*a), to_scene(*b)), style.FLANK, False))
        self._set_marks("_allies", {a for a in info.flanking_allies}, "set_ally")
        text = self.sight_text(info)
        target = enc.creature(info.target)
        ts = enc.space(target)
        anchor = to_scene(ts.x2 + 0.1, ts.y)
        loe = info.line_of_effect is not None and info.line_of_effect.value
        colour = style.LINE_CLEAR if loe else style.LINE_BLOCKED
        # keep the callout off the two creatures, the flanking allies and every line it explains
        sa = enc.space(info.attacker)
        avoid = [space_rect(sa.at, sa.side)] + [self.token_item(a).sceneBoundingRect() for a in info.flanking_allies
                                                 if self.token_item(a) is not None]
        avoid += [ln for ln, _c, _d in lines]
        self.sight_item.set_sight(lines, text, anchor, colour, space_rect(ts.at, ts.side), tuple(avoid))
        self.sight_changed.emit(info)


def _num(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"

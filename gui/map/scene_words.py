"""What the scene says: the pack's terms, "label: value", the drag readout, refusal reasons
worded from their codes, and the "why" text (in BattleScene's translation context)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from geometry import Space, TerrainKind
from gui.map import labels
from rules.preview import OVERRIDE, Preview, SightInfo


class SceneWords:
    """Part of `BattleScene`: its words."""

    def term(self, key: str, fallback: str) -> str:
        """The rule system's word for a concept, in this scene's language (pack.terms)."""
        return labels.term(self.encounter.pack, key, self.lang, fallback)

    def labelled(self, label: str, value: str) -> str:
        """'Cover: half' / 'Abri : moitié': the catalogue owns the colon (French puts a space before it)."""
        return QCoreApplication.translate("BattleScene", "%1: %2", "a label and its value").replace("%1", label).replace("%2", value)

    def preview_text(self, p: Preview) -> str:
        enc = self.encounter
        if p.mode == OVERRIDE:
            head = QCoreApplication.translate("BattleScene", "Place anywhere (%1)").replace("%1", self.term("director", "Director"))
            return head if p.legal else head + "\n✕ " + self.reason_text(p)
        if not p.legal:
            return "✕ " + QCoreApplication.translate("BattleScene", "Cannot end here") + "\n" + self.reason_text(p)
        lines = []
        if not enc.pack.grid:
            route = " → ".join(self.zone_name(z) for z in p.zones) if p.zones else ""
            lines.append(QCoreApplication.translate("BattleScene", "%1 / %2 zones").replace("%1", _num(p.cost)).replace("%2", str(p.speed)))
            if route:
                lines.append(route)
            return "\n".join(lines)
        head = p.cost_label + " " + self.term("squares", "squares")
        if p.mode != "move":
            head += " · " + labels.mode_name(enc.pack, p.mode, self.lang)
        lines.append(head)
        if p.cost > p.speed:
            lines.append(QCoreApplication.translate("BattleScene", "%1 past speed").replace("%1", _num(p.cost - p.speed)))
        if any(p.squeezed):
            lines.append(QCoreApplication.translate("BattleScene", "squeezing"))
        lines += self._terrain_warnings(p)
        if p.attackers:
            shown = [enc.creature(a).label for a in p.attackers if self.token_item(a) is not None]
            if shown:
                lines.append(self.labelled(self.term("opportunity", "free strike"), ", ".join(shown)))
        return "\n".join(lines)

    def _terrain_warnings(self, p: Preview) -> list[str]:
        """Hazardous terrain and hidden traps the path enters (issue 15: "5 / 6, moved" onto a trap
        said nothing). The players' scene has no hidden terrain in its board: it never says "trap"."""
        board = self.encounter.board
        hazards = traps = 0
        seen: set = set()
        dealt: dict[str, None] = {}  # damage texts in the order the path meets them
        for top_left in p.cells:
            for cell in Space(top_left, p.side).cells():
                t = board.terrain_at(cell)
                if t is None or cell in seen:
                    continue
                seen.add(cell)
                traps += t.hidden
                hazards += t.kind is TerrainKind.HAZARDOUS and not t.hidden
                if t.damage and (t.hidden or t.kind is TerrainKind.HAZARDOUS):
                    dealt[t.damage] = None
        out = []
        if hazards:
            out.append("⚠ " + QCoreApplication.translate("BattleScene", "enters hazardous terrain (%1)").replace("%1", str(hazards)))
        if traps:
            out.append("⚠ " + QCoreApplication.translate("BattleScene", "enters a hidden trap (%1)").replace("%1", str(traps)))
        if dealt:
            out.append(self.labelled(QCoreApplication.translate("BattleScene", "damage"), "; ".join(dealt)))
        return out

    def zone_name(self, zid: str) -> str:
        z = next((z for z in self.encounter.zones if z.id == zid), None)
        return (z.name or z.id) if z is not None else zid

    def reason_text(self, p: Preview) -> str:
        """Why a drop is refused, in the user's language, worded from `p.code` (creatures by their
        labels, zones by their names). A refusal with no code of ours gets a generic sentence and
        the rules' own detail."""
        enc = self.encounter

        def label(cid: str) -> str:
            return enc.creature(cid).label if enc.has_creature(cid) else cid

        zone = self.zone_name

        code = p.code
        if code == "occupied" and p.blockers:
            return QCoreApplication.translate("BattleScene", "occupied by %1").replace("%1", ", ".join(label(b) for b in p.blockers))
        if code == "zone-unreachable" and len(p.zones) == 2:
            return QCoreApplication.translate("BattleScene", "no way from %1 to %2").replace("%1", zone(p.zones[0])).replace("%2", zone(p.zones[1]))
        words = {
            "outside": QCoreApplication.translate("BattleScene", "outside the map"),
            "object": QCoreApplication.translate("BattleScene", "an object is there"),
            "wall": QCoreApplication.translate("BattleScene", "a wall runs through that space"),
            "occupied": QCoreApplication.translate("BattleScene", "occupied"),
            "no-path": QCoreApplication.translate("BattleScene", "no path: walls, objects or creatures are in the way"),
            "no-path-shift": QCoreApplication.translate("BattleScene", "no path: a shift cannot enter or leave difficult terrain"),
            "step": QCoreApplication.translate("BattleScene", "a Step is one square, not into difficult terrain"),
            "no-zone": QCoreApplication.translate("BattleScene", "outside every zone"),
            "zone-unreachable": QCoreApplication.translate("BattleScene", "no way to that zone"),
            "cannot-move": QCoreApplication.translate("BattleScene", "its conditions leave it no speed"),
            "same-space": QCoreApplication.translate("BattleScene", "a teleport cannot end where it starts"),
            "no-line-of-effect": QCoreApplication.translate("BattleScene", "no line of effect to that space"),
        }
        if code in words:
            return words[code]
        return self.rules_problem(p.reason)

    def rules_problem(self, detail: str) -> str:
        """A refusal the rules explained only in English (a RulesError): our sentence, their detail."""
        head = QCoreApplication.translate("BattleScene", "the rules do not allow it")
        return head + (" (" + detail + ")" if detail else "")


    def sight_text(self, info: SightInfo) -> str:
        enc = self.encounter
        a, t = enc.creature(info.attacker), enc.creature(info.target)
        loe = info.line_of_effect is not None and info.line_of_effect.value
        out = [f"{a.label} → {t.label}"]
        if info.distance is not None:
            out.append(QCoreApplication.translate("BattleScene", "Distance: %1").replace("%1", str(info.distance)))
        out.append(QCoreApplication.translate("BattleScene", "Line of effect: yes") if loe else QCoreApplication.translate("BattleScene", "Line of effect: no"))
        if info.cover is not None:
            value = labels.cover_word(info.cover.value)
            if info.cover.blocked_count is not None and loe:
                value += " " + QCoreApplication.translate("BattleScene", "(%1 of %2 lines blocked)").replace("%1", str(info.cover.blocked_count)) \
                    .replace("%2", str(len(info.cover.lines)))
            elif info.cover.blockers:
                names = [enc.creature(b).label if enc.has_creature(b) else labels.blocker_name(b)
                         for b in info.cover.blockers]
                value += f" ({', '.join(names)})"
            out.append(self.labelled(self.term("cover", "cover").capitalize(), value))
        flank = info.flanking
        if flank is not None and not flank.reason.startswith("no flanking"):
            word = self.term("flanking", "flanking").capitalize()
            if flank.value:
                names = ", ".join(enc.creature(x).label for x in flank.allies if enc.has_creature(x))
                out.append(self.labelled(word, QCoreApplication.translate("BattleScene", "yes, with %1").replace("%1", names)))
            else:
                out.append(self.labelled(word, QCoreApplication.translate("BattleScene", "no")))
        return "\n".join(out)


def _num(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"

"""The properties panel's forms for a selected wall and a selected zone."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLineEdit

from geometry import DoorState, Material, Wall
from geometry.zones import Zone
from gui.map import labels


class WallForm(QGroupBox):
    """Material, what it blocks, door state of the selected wall."""

    KINDS = labels.WALL_KIND_BLOCKS

    def __init__(self, parent=None):
        super().__init__(self.tr("Wall"), parent)
        form = QFormLayout(self)
        self.material = QComboBox()
        for m in Material:
            self.material.addItem(labels.material_name(m.value), m.value)
        self.kind = QComboBox()
        for kind, _b in self.KINDS:
            self.kind.addItem(labels.wall_kind_label(kind))
        self.door = QComboBox()
        self.door.addItem(self.tr("Not a door"), "")
        self.door.addItem(self.tr("Closed door"), DoorState.CLOSED.value)
        self.door.addItem(self.tr("Open door"), DoorState.OPEN.value)
        self.kind.activated.connect(self._kind_material)
        form.addRow(self.tr("Material"), self.material)
        form.addRow(self.tr("Blocks"), self.kind)
        form.addRow(self.tr("Door"), self.door)

    def _kind_material(self, index: int) -> None:
        material = labels.WALL_KIND_MATERIAL.get(self.KINDS[index][0])
        if material is not None:  # a window is glass unless the Director says otherwise
            self.material.setCurrentIndex(self.material.findData(material))

    def show_wall(self, w: Wall) -> None:
        self.material.setCurrentIndex(self.material.findData(w.material.value))
        kinds = [k for k, _b in self.KINDS]
        self.kind.setCurrentIndex(kinds.index(labels.wall_kind_of(w.blocks, w.material.value)))
        self.door.setCurrentIndex(self.door.findData(w.door.value if w.door else ""))

    def edited(self, w: Wall) -> Wall:
        door = self.door.currentData()
        return Wall(w.points, self.KINDS[self.kind.currentIndex()][1], DoorState(door) if door else None,
                    Material(self.material.currentData()))


class ZoneForm(QGroupBox):
    """Name and traits of the selected zone."""

    def __init__(self, parent=None):
        super().__init__(self.tr("Zone"), parent)
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.traits = QLineEdit()
        self.traits.setPlaceholderText(self.tr("e.g. open, high ground"))
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Traits"), self.traits)

    def show_zone(self, z: Zone) -> None:
        self.name.setText(z.name or z.id)
        self.traits.setText(", ".join(z.traits))

    def edited(self, z: Zone) -> Zone:
        traits = tuple(t.strip() for t in self.traits.text().split(",") if t.strip())
        name = self.name.text().strip()
        return Zone(z.id, z.polygon, traits, "" if name == z.id else name)

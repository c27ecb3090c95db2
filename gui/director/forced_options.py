"""The forced-movement options (Draw Steel): push / pull / slide, the distance, "melee weapon" for
big against little; the Forced movement tool reads them when it starts (texts in MainWindow's context)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox

from gui.map.tools.forced import ForcedTool

FORCED_KINDS = (("push", QT_TRANSLATE_NOOP("MainWindow", "Push")), ("pull", QT_TRANSLATE_NOOP("MainWindow", "Pull")),
                ("slide", QT_TRANSLATE_NOOP("MainWindow", "Slide")))


class ForcedOptions:
    """Part of `MainWindow`: a small toolbar of the forced-movement choices."""

    def _build_forced_bar(self) -> None:
        tb = self.forced_toolbar = self.addToolBar(QCoreApplication.translate("MainWindow", "Forced movement"))
        tb.setObjectName("forced_options")
        tb.addWidget(QLabel(QCoreApplication.translate("MainWindow", " Forced: ")))
        self.forced_kind = QComboBox()
        self.forced_kind.setObjectName("forced_kind")
        for kind, text in FORCED_KINDS:
            self.forced_kind.addItem(QCoreApplication.translate("MainWindow", text), kind)
        tb.addWidget(self.forced_kind)
        self.forced_distance = QSpinBox()
        self.forced_distance.setObjectName("forced_distance")
        self.forced_distance.setRange(0, 99)
        self.forced_distance.setValue(1)
        self.forced_distance.setSuffix(QCoreApplication.translate("MainWindow", " sq."))
        tb.addWidget(self.forced_distance)
        self.forced_melee = QCheckBox(QCoreApplication.translate("MainWindow", "Melee weapon"))
        self.forced_melee.setObjectName("forced_melee")
        self.forced_melee.setToolTip(QCoreApplication.translate(
            "MainWindow", "A larger creature pushing with a melee weapon moves the target one square more"))
        tb.addWidget(self.forced_melee)
        self.forced_kind.activated.connect(lambda _i: self._reforce())
        self.forced_distance.valueChanged.connect(lambda _v: self._reforce())
        self.forced_melee.toggled.connect(lambda _on: self._reforce())

    def _forced_tool(self) -> ForcedTool:
        return ForcedTool(self.scene, self.forced_kind.currentData(), self.forced_distance.value(),
                          self.forced_melee.isChecked())

    def _reforce(self) -> None:
        """A changed choice applies to the next drag; the source stays chosen."""
        tool = self.scene.tool if self.scene is not None else None
        if isinstance(tool, ForcedTool) and tool.session is None:
            tool.kind, tool.distance = self.forced_kind.currentData(), self.forced_distance.value()
            tool.melee_weapon = self.forced_melee.isChecked()

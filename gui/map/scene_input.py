"""The scene hands mouse and key events to the current tool first (gui.map.tools)."""

from __future__ import annotations

from PySide6.QtCore import Qt


class ToolInput:
    """Part of `BattleScene`: the current tool and event dispatch."""

    # ---- tools --------------------------------------------------------------------
    def set_tool(self, tool) -> None:
        if self.tool is not None:
            self.tool.cancel()
            self.tool.deactivate()
        self._tool_active = False
        self.tool = tool
        if tool is not None:
            tool.activate()
            self.tool_changed.emit(tool.name)

    def mousePressEvent(self, event):
        if self.tool is not None and event.button() == Qt.LeftButton and self.tool.start(event.scenePos(), event):
            self._tool_active = True
            event.accept()
            return
        if self.tool is not None and event.button() == Qt.RightButton and self.tool.context(event.scenePos(), event):
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event):
        if self.tool is not None:
            if self._tool_active:
                self.tool.update(event.scenePos(), event)
                event.accept()
                return
            if event.buttons() == Qt.NoButton:
                self.tool.hover(event.scenePos(), event)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event):
        if self.tool is not None and self._tool_active and event.button() == Qt.LeftButton:
            self._tool_active = False
            self.tool.finish(event.scenePos(), event)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event):
        if self.tool is not None and event.button() == Qt.LeftButton and self.tool.double_click(event.scenePos(), event):
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event):
        if self.tool is not None:
            if event.key() == Qt.Key_Escape:
                self._tool_active = False
                self.tool.cancel()
                event.accept()
                return
            if self.tool.key(event):
                event.accept()
                return
            self.tool.modifiers_changed(event.modifiers())
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event):
        if self.tool is not None:
            self.tool.modifiers_changed(event.modifiers())
        super().keyReleaseEvent(event)

"""The right-hand docks are tabs in a fixed 300 px column: every tab's label must read in full.

Before, "Palette de jetons" and "Dice tray" left "Proprié…", "Palette de jet…", "Com…" on screen.
"""

import pytest
from PySide6.QtWidgets import QDockWidget, QTabBar


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_dock_tabs_show_their_whole_label(make_window, qtbot, lang):
    win = make_window(lang=lang, size=(1000, 700))
    qtbot.wait(10)
    bars = [b for b in win.findChildren(QTabBar) if b.isVisible() and b.count() >= 4]
    assert bars, "the docks are expected as one group of tabs (properties, tokens, fight, dice)"
    titles = {d.windowTitle() for d in win.findChildren(QDockWidget) if d.objectName() in
              ("properties", "palette", "fight", "dice_tray")}
    for bar in bars:
        assert {bar.tabText(i) for i in range(bar.count())} >= titles
        for i in range(bar.count()):
            # a tab narrower than it asks for is elided
            assert bar.tabRect(i).width() >= bar.tabSizeHint(i).width(), bar.tabText(i)

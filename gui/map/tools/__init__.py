"""Interaction tools. The scene hands mouse and key events to the current tool first.

Each tool has start / update / finish / cancel (a press, the moves with the button
held, the release, Escape), plus hover, double_click, context (right click) and key.
Tools never change the model directly: they push undo commands (one gesture = one).
"""


"""The map both windows draw: the scene, its items, the view, the interaction tools, undo commands,
the fog layer and the words the screen shows for the model's ids (labels).

Imports gui.base only; never a window (director, players, fight)."""

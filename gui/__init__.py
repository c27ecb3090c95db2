"""The Qt layer: the Director's and the players' windows. The only package that imports PySide6.

Rooms, arrows one way: launcher -> shell -> director -> players | fight -> map -> base (gui/NOTES.md)."""

"""The Qt layer: the Director's and the players' windows. The only package that imports PySide6."""

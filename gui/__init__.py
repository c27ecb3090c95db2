"""The Qt layer: the Director's and the players' windows. The only package that imports PySide6."""

from ._none_refcount import apply as _apply_none_refcount_workaround

_apply_none_refcount_workaround()

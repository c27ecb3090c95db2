"""The base every room uses: settings (every key once), translators, resource paths, colours and layers.

Imports nothing else from gui/."""

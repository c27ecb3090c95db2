"""The Director's window: the action table its menus and toolbars read, the window, its docks and
panels, and files (open, save, recent files, autosave, the demo).

May import gui.players (the window hosts the players' screen), gui.map and gui.base."""

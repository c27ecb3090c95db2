"""The fight room (issue 13): the fight panel and its controller, the start dialogs, the turn strip
of the players' screen, the dice tray. Like gui.players it may import gui.map and gui.base, never
gui.director; the Director's window builds a `FightController` and hands it its parts."""

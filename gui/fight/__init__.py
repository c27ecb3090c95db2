"""The fight room, empty for now: the turn strip, the fight panels and the dice tray of the next
issues go here. Like gui.players it may import gui.map and gui.base, never gui.director."""

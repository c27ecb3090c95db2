"""The players' screen: its window and view, the players' scene (drawing what rules.players lets
them know), the camera, screens and physical scale (calibration), the Players menu and fog controls.

Never imports gui.director: the Director's window hands it what it needs."""

"""Scene items: one per model object (or one per layer for the grid and terrain).

Items have setters and paint; they hold no game logic. The scene decides what
each shows (colours, labels, which tokens are threats) from the model.
"""

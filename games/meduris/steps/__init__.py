"""The steps of a Meduris turn, one frame handler each (registered in
games/meduris/turn.py)."""

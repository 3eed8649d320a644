"""Root (Leder Games): the rules engine. Rules: shared/seeds/000_*.txt and 003_*.txt.

Not yet in the game registry: it is registered once Marquise vs Eyrie plays
end to end (issue 4). Import `games.root.game` to work on it.
"""

"""The Vagabond (Law of Root 9): a lone pawn with items, relationships and quests."""

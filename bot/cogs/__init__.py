"""Discord cogs: thin slash-command callbacks that hand every decision to the game master."""

"""Helpers shared by tests: a tiny real game (`toy`) for the bot's tests."""

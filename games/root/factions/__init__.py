"""The factions of Root: the shared base and one subpackage per faction."""

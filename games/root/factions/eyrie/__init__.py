"""The Eyrie Dynasties (Law of Root 7): board, Decree, turmoil, phases."""

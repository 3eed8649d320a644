"""The Marquise de Cat (Law of Root 6): board, building, field hospitals, phases."""

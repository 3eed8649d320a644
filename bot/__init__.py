"""The Discord layer, sessions, storage, i18n, the CLI and the local console."""

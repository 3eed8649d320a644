"""The SQLite schema as an ordered list of migrations.

`schema_postgres.py` holds the same steps for PostgreSQL, with the same
version numbers: add a step to both.

Migration N brings a database from version N-1 to N; version 1 creates
everything. A new column or table is a new entry at the end, never an edit of
an old one, so any file ever written by the bot can be brought up to date.
"""

from __future__ import annotations

MIGRATIONS: list[tuple[int, tuple[str, ...]]] = [
    (
        1,
        (
            """CREATE TABLE sessions (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                channel_id INTEGER NOT NULL,
                guild_id INTEGER,
                game TEXT NOT NULL,
                options TEXT NOT NULL,
                seed TEXT NOT NULL,
                host_id INTEGER NOT NULL,
                status TEXT NOT NULL,
                seats TEXT NOT NULL,
                locale TEXT,
                created_at REAL NOT NULL,
                updated_at REAL NOT NULL)""",
            # One lobby or running session per channel, whatever the process.
            """CREATE UNIQUE INDEX one_active_session_per_channel
                ON sessions(channel_id) WHERE status IN ('lobby', 'running')""",
            """CREATE TABLE log (
                session_id INTEGER NOT NULL REFERENCES sessions(id),
                seq INTEGER NOT NULL,
                kind TEXT NOT NULL,
                seat INTEGER,
                text TEXT NOT NULL,
                user_id INTEGER,
                forced INTEGER NOT NULL,
                barrier INTEGER NOT NULL,
                target INTEGER,
                events TEXT NOT NULL,
                created_at REAL NOT NULL,
                UNIQUE (session_id, seq))""",
            """CREATE TABLE snapshots (
                session_id INTEGER NOT NULL REFERENCES sessions(id),
                seq INTEGER NOT NULL,
                state TEXT NOT NULL,
                created_at REAL NOT NULL,
                PRIMARY KEY (session_id, seq))""",
            """CREATE TABLE guild_settings (
                guild_id INTEGER NOT NULL,
                key TEXT NOT NULL,
                value TEXT NOT NULL,
                PRIMARY KEY (guild_id, key))""",
        ),
    ),
    (
        2,
        (
            # Campaign characters (Near and Far): one per server, user and game, kept
            # across sessions. `data` is the game's own compact text of the character.
            """CREATE TABLE characters (
                guild_id INTEGER NOT NULL,
                user_id INTEGER NOT NULL,
                game TEXT NOT NULL,
                data TEXT NOT NULL,
                updated_at REAL NOT NULL,
                PRIMARY KEY (guild_id, user_id, game))""",
        ),
    ),
    (
        3,
        (
            # Optimistic concurrency between processes sharing the file: every
            # change of a session row adds one, and a change is stored only if the
            # version is still the one its writer read (SQLiteStore.update_session).
            "ALTER TABLE sessions ADD COLUMN version INTEGER NOT NULL DEFAULT 0",
        ),
    ),
    (
        4,
        (
            # An action that answered a private prompt: the channel never sees its
            # notation (LogRecord.private). Older records were all public answers.
            "ALTER TABLE log ADD COLUMN private INTEGER NOT NULL DEFAULT 0",
        ),
    ),
    (
        5,
        (
            # Time (bot/clock.py): the table's clock settings and each person's clock,
            # as JSON, and when something of it must fire next, for the scheduler.
            "ALTER TABLE sessions ADD COLUMN timing TEXT NOT NULL DEFAULT '{}'",
            "ALTER TABLE sessions ADD COLUMN due_at REAL",
            "CREATE INDEX sessions_by_due ON sessions(due_at)",
            # A move an AI made for a person who was away too long (LogRecord.stand_in).
            "ALTER TABLE log ADD COLUMN stand_in INTEGER NOT NULL DEFAULT 0",
            # Reminder settings per person, across games; the last direct reminder
            # (at most one a day, claimed atomically by Store.claim_nudge).
            """CREATE TABLE reminders (
                user_id INTEGER PRIMARY KEY,
                direct INTEGER NOT NULL DEFAULT 0,
                hours INTEGER NOT NULL DEFAULT 12,
                muted INTEGER NOT NULL DEFAULT 0,
                last_nudge_at REAL NOT NULL DEFAULT 0)""",
        ),
    ),
    (
        6,
        (
            # Leases (Store.claim_lease): the one scheduler among the processes
            # sharing the database holds "scheduler" until it stops renewing it.
            """CREATE TABLE leases (
                name TEXT PRIMARY KEY,
                holder TEXT NOT NULL,
                expires_at REAL NOT NULL)""",
        ),
    ),
    (
        7,
        (
            # Cold start stays flat however many games were ever played: the
            # scheduler's question (active sessions due by now) reads an index of
            # active sessions only. A finished game keeps the `due_at` it had, so
            # an index of every session had the scheduler step over every finished
            # game with a past deadline on each pass.
            "DROP INDEX sessions_by_due",
            """CREATE INDEX sessions_due_active ON sessions(due_at)
                WHERE status IN ('lobby', 'running')""",
            # A person's active sessions (`sessions_of_user`) are read from the
            # active ones only, and a channel's last session (`last_session`) by
            # its channel, rather than by reading the whole table.
            "CREATE INDEX sessions_active ON sessions(id) WHERE status IN ('lobby', 'running')",
            "CREATE INDEX sessions_by_channel ON sessions(channel_id, id)",
        ),
    ),
    (
        8,
        (
            # The kind of AI that chose a move (LogRecord.agent): an AI seat's, or the
            # stand-in's for an absent person, as it was when it played, so the log
            # names the level that played even after the table chooses another.
            # NULL for a person's move and for records stored before.
            "ALTER TABLE log ADD COLUMN agent TEXT",
        ),
    ),
    (
        9,
        (
            # Records (issue 29, bot/records.py): each finished game's result, as
            # JSON. Derived from the session and its log (`gamemaster ratings
            # rebuild` writes them again), so no foreign key holds them to it.
            """CREATE TABLE results (
                session_id INTEGER PRIMARY KEY,
                guild_id INTEGER NOT NULL,
                game TEXT NOT NULL,
                finished_at REAL NOT NULL,
                data TEXT NOT NULL,
                message_id INTEGER)""",
            "CREATE INDEX results_by_guild ON results(guild_id, game, finished_at)",
            # Ratings (bot/ratings.py) per server, game, season (0: all-time),
            # faction ('': all) and player (`u:<id>` or `ai:<level>`); `history` is
            # the rating after each rated game, as JSON. Derived from the results.
            """CREATE TABLE ratings (
                guild_id INTEGER NOT NULL,
                game TEXT NOT NULL,
                season INTEGER NOT NULL,
                faction TEXT NOT NULL,
                player TEXT NOT NULL,
                mu REAL NOT NULL,
                sigma REAL NOT NULL,
                games INTEGER NOT NULL,
                wins INTEGER NOT NULL,
                history TEXT NOT NULL,
                PRIMARY KEY (guild_id, game, season, faction, player))""",
            # Seasons of a server, numbered from 1; one at most under way.
            """CREATE TABLE seasons (
                guild_id INTEGER NOT NULL,
                number INTEGER NOT NULL,
                name TEXT NOT NULL,
                started_at REAL NOT NULL,
                ended_at REAL,
                PRIMARY KEY (guild_id, number))""",
            "CREATE UNIQUE INDEX one_open_season ON seasons(guild_id) WHERE ended_at IS NULL",
            # Members who hid themselves from a server's leaderboards (`/stats hide`).
            """CREATE TABLE stats_hidden (
                guild_id INTEGER NOT NULL,
                user_id INTEGER NOT NULL,
                PRIMARY KEY (guild_id, user_id))""",
        ),
    ),
]

LATEST_VERSION = MIGRATIONS[-1][0]

CREATE_VERSION_TABLE = "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"

"""The web companion: read-only pages per game beside the bot (issue 30).

- `app.py`: the aiohttp application, its routes, safety middleware and event stream;
- `server.py`: starting and stopping it on the bot's (or the console's) event loop;
- `reading.py`: the sessions by id, their log and their pictures, public view only;
- `pages.py` and `templates/`, `static/`: our own HTML, CSS and script;
- `signing.py`: the signed, expiring links to a seat's own view;
- `links.py`: `/game web` and the "Open the board" links (no server needed);
- `live.py`: moves as they land, for the open pages; `ratelimit.py`: per address.

docs/deploy.md says how to run it behind a reverse proxy with TLS.
"""

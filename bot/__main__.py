"""`python -m bot` runs the Discord bot, exactly like `gamemaster bot`."""

import sys

from bot.cli import main

sys.exit(main(["bot", *sys.argv[1:]]))

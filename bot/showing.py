"""Looking at the game now, for the game master: `/game status`, `/game board`,
`/hand` and `/game rules` (a finished game answers through bot/looking_back.py)."""

from __future__ import annotations

from bot import narration, rules_lookup, standing
from bot.autoplay import Autoplay
from bot.boards import Boards
from bot.looking_back import LookingBack
from bot.messages import Texts
from bot.play import player_seats
from bot.public_posts import PublicPosts, position
from bot.quoting import literal
from bot.replies import Choice, Message, Reply, User
from bot.service_base import Refusal, answers
from bot.tables import Tables
from bot.time_commands import TimeCommands
from games.core import game_ids, get_game


class ShowCommands:
    """What the table looks like now: its status, board, a hand, the rules."""

    def __init__(
        self,
        tables: Tables,
        boards: Boards,
        autoplay: Autoplay,
        looking_back: LookingBack,
        clocks: TimeCommands,
        posts: PublicPosts | None = None,
    ) -> None:
        self.tables = tables
        self.boards = boards
        self.autoplay = autoplay
        self.looking_back = looking_back
        self.clocks = clocks
        self.posts = posts or PublicPosts(tables.time, every=0)

    @answers
    async def status(self, channel_id: int, user: User) -> Reply:
        async with self.looking_back.viewed(channel_id, user) as (session, reader):
            self.posts.claim(channel_id, "status", position(session), reader)
            tr = narration.table_texts(session, reader)  # posted in the channel
            finished = self.looking_back.finished_lines(session, tr)
            lines = [standing.status_text(session, tr), *finished]
            if session.record.status != "finished":  # the clocks of a lobby or a game on
                lines.append(self.clocks.time_status(session, tr))
            return Reply(public=[Message("\n".join(line for line in lines if line))])

    @answers
    async def board(self, channel_id: int, user: User) -> Reply:
        if (finished := await self.looking_back.finished_here(channel_id)) is not None:
            return await self.looking_back.finished_board(finished, user)
        async with self.tables.running(channel_id, user) as (session, tr):
            turn_before = narration.turn_key(session)
            asked_before = narration.asked_now(session)
            resumed = await self.autoplay.advance(session)
            self.tables.require_active(session, tr)
            if resumed:
                reply = await self.boards.moves_reply(
                    session, resumed, tr, turn_before, asked_before=asked_before
                )
                await self.tables.moved(session, tr)
                return reply
            self.posts.claim(channel_id, "board", position(session), tr)
            table = narration.table_texts(session, tr)
            image = await self.boards.board_message(session, table)
            summary = Message(narration.pending_text(session, table))
            summary.link = self.boards.link_for(session, table)
            return Reply(public=[image, summary] if image else [summary])

    @answers
    async def hand(self, channel_id: int, user: User) -> Reply:
        """The caller's private information, for their eyes only (in a finished game,
        what they held at the end)."""
        async with self.looking_back.viewed(channel_id, user, started=True) as (session, tr):
            seats = player_seats(session, user, tr)
            state = session.state
            assert state is not None
            names = narration.seat_names(session)
            parts = [session.game.hand_text(state, seat, tr.locale, names) for seat in seats]
            if len(seats) > 1:
                names = [narration.seat_name(session, seat) for seat in seats]
                parts = [f"**{n}**\n{p}" for n, p in zip(names, parts, strict=True)]
            over = self.looking_back.finished_lines(session, tr)[:1]
            # The whole hand, in several messages if it must (issue 25, item 11: a
            # long hand was run into one line and cut).
            return Reply(ephemeral=[Message(page) for page in narration.pages(over + parts)])

    @answers
    async def hand_of(self, user: User, chosen: str | None) -> Reply:
        """`/hand` for one of the caller's games, named by its channel (`chosen`, what
        `my_game_choices` offers): a direct message has no channel to go by. Only a
        game the caller sits at answers; any other value is refused without saying
        anything of the game it names."""
        tr = Texts.of(user.locale)
        records = [r for r in await self.tables.store.sessions_of_user(user.id)
                   if r.status != "lobby"]
        if not records:
            raise Refusal(tr("games.none"))
        if chosen is None and len(records) == 1:  # nothing to choose between
            return await self.hand(records[0].channel_id, user)
        if chosen is None:
            raise Refusal(tr("hand.which_game", count=len(records)))
        mine = {str(r.channel_id): r for r in records}
        record = mine.get(str(chosen).strip())
        if record is None:
            raise Refusal(tr("hand.not_yours", count=len(records)))
        return await self.hand(record.channel_id, user)

    async def my_game_choices(self, user: User, typed: str) -> list[Choice]:
        """The caller's started games, for `/hand`'s `game` option: each named by its
        game and its players (a channel's name is Discord's, not ours)."""
        tr = Texts.of(user.locale)
        typed = typed.strip().lower()
        choices = []
        for record in await self.tables.store.sessions_of_user(user.id):
            if record.status == "lobby" or (session := await self.looking_back.listed(
                    record)) is None:
                continue
            players = ", ".join(narration.seat_names(session))
            label = tr("hand.game_choice", game=session.game.name(tr.locale), players=players)
            if typed in label.lower() or typed == str(record.channel_id):
                choices.append(Choice(label=label, action=str(record.channel_id)))
        return choices

    @answers
    async def rules(
        self, channel_id: int | None, user: User, topic: str | None = None, game: str | None = None
    ) -> Reply:
        """The list of rules topics of a game, or one topic's summary (anywhere: in a
        direct message, `channel_id` is None and `game` says which)."""
        session = await self.tables.sessions.get(channel_id) if channel_id is not None else None
        guild_id = session.record.guild_id if session else None
        tr = await self.tables.texts(guild_id, user)
        if game is None and session is None:
            raise Refusal(tr("rules.which_game", games=", ".join(game_ids())))
        chosen = get_game(game) if game is not None else session.game  # type: ignore[union-attr]
        topics = ", ".join(chosen.rules_topic_name(t, tr.locale) for t in chosen.rules_topics())
        name = chosen.name(tr.locale)
        if topic is None or not str(topic).strip():
            return Reply.private(tr("rules.topics", game=name, topics=topics or "-"))
        key = rules_lookup.find_topic(chosen, str(topic)[:80], tr.locale)
        if key is None:
            shown = literal(str(topic)[:40])
            raise Refusal(tr("rules.unknown_topic", topic=shown, topics=topics or "-"))
        text = chosen.catalog.text(tr.locale, f"rules.{key}")
        title = chosen.rules_topic_name(key, tr.locale)
        parts = narration.sentence_pages(text, narration.MESSAGE_LIMIT - 100)
        if len(parts) == 1:
            return Reply.private(f"**{name} — {title}**\n{text}")
        # Longer than one message: several messages, each cut after a sentence
        # and saying which part it is (never cut mid-sentence, issue 25 item 11).
        heads = [
            tr("rules.part", game=name, topic=title, part=n, parts=len(parts))
            for n in range(1, len(parts) + 1)
        ]
        return Reply(ephemeral=[Message(f"{h}\n{p}") for h, p in zip(heads, parts, strict=True)])

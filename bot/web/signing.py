"""Signed links to one seat's own view (`/game web`): HMAC-SHA256 over the session,
the seat and the moment the link expires, with a secret only the operator knows.

A link carries the three values and the signature (`/p/<session>/<seat>?exp=&sig=`);
the server signs the values again and compares in constant time, so a link cannot
be guessed, altered to another seat or session, or stretched past its expiry. The
signature is the whole 256-bit digest, URL-safe base64 without padding (43 letters).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from dataclasses import dataclass

SECRET_BYTES_AT_LEAST = 16
"""A secret shorter than this is refused: the signature is only as strong as it."""

LINK_HOURS = 24
"""How long a `/game web` link opens its seat's view."""


class BadLink(Exception):
    """The signature does not match what the link says (altered, or another server's)."""


class ExpiredLink(Exception):
    """The signature matches, but the link's time is over."""


@dataclass(frozen=True)
class SeatLink:
    """What a good link opens: one seat of one session, until `expires`."""

    session_id: int
    seat: int
    expires: int


class Signer:
    """Signs and checks seat links with one secret."""

    def __init__(self, secret: bytes) -> None:
        if len(secret) < SECRET_BYTES_AT_LEAST:
            raise ValueError(f"the web secret must be at least {SECRET_BYTES_AT_LEAST} bytes")
        self._secret = secret

    @classmethod
    def generated(cls) -> Signer:
        """A signer with a secret made for this process only: its links stop working
        when the process ends."""
        return cls(secrets.token_bytes(32))

    def signature(self, session_id: int, seat: int, expires: int) -> str:
        message = f"seat-link:{session_id}:{seat}:{expires}".encode("ascii")
        digest = hmac.new(self._secret, message, hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")

    def check(self, session_id: int, seat: int, expires: str, signature: str, now: float
              ) -> SeatLink:
        """The seat the link opens, or `BadLink` / `ExpiredLink`. The signature is
        checked first, so an altered expiry is a bad link, not an expired one."""
        if not expires.isdigit() or len(expires) > 12:
            raise BadLink()
        wanted = self.signature(session_id, seat, int(expires))
        if not hmac.compare_digest(wanted.encode("ascii"), signature.encode("utf-8", "replace")):
            raise BadLink()
        if int(expires) <= now:
            raise ExpiredLink()
        return SeatLink(session_id, seat, int(expires))

"""Signed seat links: HMAC-SHA256 over session, seat and expiry."""

from __future__ import annotations

import pytest

from bot.web.signing import BadLink, ExpiredLink, Signer

SIGNER = Signer(b"0123456789abcdef-secret")


def test_a_signed_link_opens_its_seat_until_it_expires() -> None:
    signature = SIGNER.signature(4, 1, 2000)
    assert len(signature) == 43  # the whole 256-bit digest
    link = SIGNER.check(4, 1, "2000", signature, now=1999.0)
    assert (link.session_id, link.seat, link.expires) == (4, 1, 2000)
    with pytest.raises(ExpiredLink):
        SIGNER.check(4, 1, "2000", signature, now=2000.0)


@pytest.mark.parametrize(("session", "seat", "expires"), [(5, 1, "2000"), (4, 0, "2000"),
                                                          (4, 1, "2001"), (4, 1, "x")])
def test_a_link_altered_in_any_part_is_bad(session: int, seat: int, expires: str) -> None:
    signature = SIGNER.signature(4, 1, 2000)
    with pytest.raises(BadLink):
        SIGNER.check(session, seat, expires, signature, now=0.0)


def test_another_secret_signs_differently_and_a_short_one_is_refused() -> None:
    other = Signer(b"another secret, long enough")
    assert other.signature(4, 1, 2000) != SIGNER.signature(4, 1, 2000)
    assert Signer.generated().signature(1, 0, 1) != Signer.generated().signature(1, 0, 1)
    with pytest.raises(ValueError, match="at least 16"):
        Signer(b"short")

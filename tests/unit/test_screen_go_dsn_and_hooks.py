"""Credentials of blind rounds 75-78 fixed by class (coordinator, session 22): a Zapier catch hook
whose id is letters only (``…/catch/1519605/utkyun/``) on Zapier's own host; a Go MySQL driver
DSN ``user:password@tcp(host:port)/db`` (no scheme, so the URL rules never saw it); a bare
token whose look-back window cut a name (``Ingrid`` read as ``id``). Whole
results are compared; references and placeholders in the password slot stay clean."""

from __future__ import annotations

# ruff: noqa: E501
import pytest
from tinyagent_memory.daemon.screen import screen_line


def _flags(text: str) -> list[tuple[str, str]]:
    return [(h.code, h.rule) for h in screen_line(text)]


@pytest.mark.parametrize(
    "text",
    [
        "billing DSN, saving here so I don't lose it: billing:^8Hjjtai#k*9cbl@tcp(ledger-db.ks-internal.net:3306)/ledger",
        "dsn: app:S3cr3tPw0rd@tcp(db:3306)/app?parseTime=true",
        'db, err := sql.Open("mysql", "svc_ro:Vq8!kLm2xZp@tcp(10.2.0.7:3306)/orders")',
        "MYSQL_DSN=reporter:Tr0mso!Kx81@tcp6([::1]:3306)/reports",
    ],
)
def test_a_go_mysql_dsn_with_a_password_is_a_credential(text: str) -> None:
    flags = _flags(text)  # another rule may name it first (a secret word before, a quoted URL)
    assert len(flags) == 1 and flags[0][0] == "credential", flags


def test_the_dsn_rule_names_a_bare_dsn() -> None:
    assert _flags("dsn: app:S3cr3tPw0rd@tcp(db:3306)/app") == [("credential", "go-mysql-dsn")]


@pytest.mark.parametrize(
    "text",
    [
        'dsn := "app:${DB_PASSWORD}@tcp(db:3306)/app"',
        "dsn: app:<password>@tcp(db:3306)/app",
        "Format: user:password@tcp(localhost:3306)/dbname (see the driver's README).",
        "root:@tcp(127.0.0.1:3306)/test is the throwaway test database with no password.",
    ],
)
def test_a_go_mysql_dsn_without_a_real_password_is_clean(text: str) -> None:
    assert _flags(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Lerato pasted in #custody-oncall: kyc escalations zap https://hooks.zapier.com/hooks/catch/1519605/utkyun/",
        "zapier catch hook for new signups: https://hooks.zapier.com/hooks/catch/20417733/bqxvtr",
        "Typeform -> Slack zap posts to https://hooks.zapier.com/hooks/catch/8842197/b7kq2m/",
    ],
)
def test_a_zapier_catch_hook_is_its_own_secret_even_with_a_letters_only_id(text: str) -> None:
    assert _flags(text) == [("credential", "zapier-hook")]


@pytest.mark.parametrize(
    "text",
    [
        "Zapier docs: POST to https://hooks.zapier.com/hooks/catch/<account>/<hook>/",
        "a catch hook of another host: https://hooks.example.com/hooks/catch/1519605/utkyun/",
        "our own relay: https://relay.acme-rail.net/hooks/catch/1519605/yard-events/",
    ],
)
def test_catch_hooks_without_a_hook_id_stay_clean(text: str) -> None:
    assert _flags(text) == []


@pytest.mark.parametrize("name", ["Ingrid", "David", "Astrid", "Sigrid"])
def test_a_cut_name_before_a_token_reads_as_no_identifier(name: str) -> None:
    """r76: the 40-character window before the token began inside ``Ingrid`` and read ``id``."""
    text = f"{name} pasted in #custody-oncall: okta SSWS 00i0Zi3K6bnN63qHM7uqyHbhAFAThdplD60g1DnQdr"
    assert _flags(text) == [("credential", "random-token")]


def test_an_identifier_word_before_a_token_still_sets_it_aside() -> None:
    text = "trace id for the failed call: 00i0Zi3K6bnN63qHM7uqyHbhAFAThdplD60g1DnQdr"
    assert _flags(text) == []

"""Credentials of blind rounds 75-78 fixed by class (coordinator, session 22): a Go MySQL driver
DSN ``user:password@tcp(host:port)/db`` (no scheme, so the URL rules never saw it). Whole
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

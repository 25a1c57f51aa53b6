"""Type names, OpenSSH fingerprints and ``${X:?message}`` are not secrets (round 30's false
positives, fixed after its first-sight scoring); a value next to them still is."""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon.screen import secrets


@pytest.mark.parametrize(
    "text",
    [
        "OPCUA_PASSWORD=${OPCUA_PASSWORD:?missing}",
        "export DB_PASSWORD=${DB_PASSWORD:?DB_PASSWORD is required}",
        "class OpcUaCredentials(BaseModel): username: str; password: SecretStr",
        "api_token: SecretBytes",
        "Parameter /prod/db/password has Type: SecureString",
        "Host key for rtu-07: SHA256:HoH5FK4AuGTT/GCHit7mUbVYH4y8wVtcJ/0GQeO282/ (ED25519).",
        "bastion key: SHA256:Vq3mUeX0n9bQ2dM5cT7yLk1pR8sW4hZ6aF2gJ0xN3vE",
    ],
)
def test_declarations_fingerprints_and_unset_messages_are_not_secrets(text: str) -> None:
    assert secrets.screen_text(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "rtu-07 host key SHA256:HoH5FK4AuGTT/GCHit7mUbVYH4y8wVtcJ/0GQeO282/,"
            " root password Xk9#mPq2vLr7wT",
            "Xk9#mPq2vLr7wT",
        ),
        ("password: SecretStr  # set OPCUA_PASSWORD=Xk9#mPq2vLr7wT in .env", "Xk9#mPq2vLr7wT"),
        (
            "OPCUA_PASSWORD=${OPCUA_PASSWORD:?missing}; OPCUA_TOKEN=hX9fK2mQ7vLp4sT8Wq3z",
            "hX9fK2mQ7vLp4sT8Wq3z",
        ),
    ],
)
def test_the_secret_next_to_them_is_still_found(text: str, value: str) -> None:
    found = [text[m.start : m.end] for m in secrets.screen_text(text)]
    assert found == [value]

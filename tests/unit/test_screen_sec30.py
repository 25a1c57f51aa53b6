"""Session 30's helper sec30 (first-sight secret misses of blind rounds 113-115), each class with
variants and the look-alikes it must leave alone: a user and then its password (``<machine>:
admin and then <pw>``); a payment card number with its expiry and verification code; a PLC
project or know-how protection password of random letters; an HMI's access-level code; an
intruder alarm's code told after the event."""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon.screen import screen_line
from tinyagent_memory.daemon.screen.secret_card_numbers import luhn

SECRETS = [
    # a user, then its password, in the order they are typed
    "slot floor kiosk: admin and then Kx9#mP2vLq",
    "cage laptop: root then Vault!8821zq",
    "POS back office — manager followed by Tiger$7731q",
    "bar tablet: svc_pos and then Lemon%4410kb",
    "scale PC: type admin, then Dealer&1450xF",
    # a card number with its expiry and verification code
    "company Visa 4556 7375 8689 9855 exp 11/27 CVV 207",
    "travel card: 5425233430109903, expires 03/28, CVC2 118",
    "deposit card 4556737586899855 valid thru 04/28, security code 316",
    "Firmenkarte 4916 3386 1294 7721 gültig bis 09/27 Prüfnummer 552",
    "tarjeta 4532 7712 0098 4410 vence 02/29 código de seguridad 871",
    "card no: 4556 7375 8689 9855 / exp: 11/27 / cvv: 207",
    "CVV 207 for card 4556737586899855 (exp 11/27)",
    # a PLC project or know-how protection password of random letters
    "Step 7 know-how protection password for FB12 is QmvTrpwa",
    "the S7 CPU protection password is wpXKrtmq",
    "CODESYS project password for the filler PLC is hZqTkWmr",
    "Das Projektpasswort der S7-1500 CPU ist ruKEntce",
    # an HMI's access-level code
    "Supervisor level code for the palletiser touch panel = 66120",
    "HMI operator level 2 password: 55817",
    "maintenance level 4 code on the WinCC runtime: 83619",
    # an intruder alarm's code told after the event
    "if the shop alarm goes off after close, the code is 58213#",
    "the burglar alarm panel by the back door, code is 48213",
    "Si l'alarme se déclenche le matin, le code est 4821",
    "Wenn die Alarmanlage losgeht, Code ist 71934",
    "si salta la alarma al abrir, el código es 60413",
    "intruder alarm: disarm with 48213",
    "to disarm the alarm enter 48213#",
    "enter 48213# to disarm the alarm",
    # a keypad's door named first, its code later in the clause
    "the back entrance door keypad, code is 48217",
    "if the keypad at the staff door beeps, the code is 4821#",
]

CLEAN = [
    # a sentence's "and then", no account
    "count room PC: first admin and then the password from the safe",
    "run the build and then Deploy#2024x",
    "Step 2: backup and then Restore#2024x",
    "open the dashboard and then Settings/Users",
    # test cards, masked cards, a number with no code
    "FAKE test card 4242 4242 4242 4242 exp 12/30 cvv 123 for the sandbox",
    "Stripe test card 4000 0000 0000 0002 exp 12/34 cvc 123",
    "card 4532 **** **** 3175 exp 06/27",
    "card ending 3175, cvv was wrong on the call",
    "order 4532243176133175 cvv 918",
    "ticket 4532243176133175 closed, CVV field added to the checkout form",
    "In unit tests use card 4242 4242 4242 4242, any future expiry, Stripe's public test card.",
    # a PLC password named but no value, or a word
    "the PLC project password is STANDARD",
    "the TIA portal project password is Required per site policy",
    "the PLC project password is stored in Vault",
    "TIA portal project password for the mash tun CPU is rotated yearly",
    "the PLC project password is Brewhouse",
    # an operator's id, a level, a screen, a count
    "Operator code 1042 logged the batch on line 2",
    "operator level 3 reached at 10:42 on the HMI",
    "HMI screen 4 shows level 3 code: 2024",
    "Service level for the HMI is 9900 units per hour",
    "Operator level 3 code changed on canline-hmi2 last week",
    # an alarm's message, event or ticket
    "HMI alarm 4021 on the filler, error code is 4021",
    "the fire alarm panel fault code is 3021",
    "alarm panel event code is 1130, opening after hours",
    "The alarm went off at 0530; ticket 48213 raised with ADT",
    "the alarm code for Kraków is with the manager",
    "the front door supplier, order code is 48217",
    "the gate agent, booking code is 48213",
    "staff entrance rota: shift code is 4821",
    "back door delivery slot, ticket code: 48213",
    "the loading dock gate closes at 2200, code 4821 on the invoice",
    "disarm the alarm before 0600 deliveries arrive",
    "the alarm system disarms with a fob, not a code",
    "to silence the alarm, call the monitoring centre on ext 4412",
    "Alarm codes were changed at all clubs after the break-in; managers have the new ones.",
]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_is_flagged(text: str) -> None:
    assert {f.code for f in screen_line(text)} == {"credential"}, text


@pytest.mark.parametrize("text", CLEAN)
def test_look_alike_is_left_alone(text: str) -> None:
    assert [f.code for f in screen_line(text)] == [], text


def test_luhn() -> None:
    assert luhn("4556737586899855") and luhn("378282246310005")
    assert not luhn("4556737586899856")

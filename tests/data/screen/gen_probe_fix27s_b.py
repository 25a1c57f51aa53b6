"""Probe set fix27s_b (secret layer), written by helper fix27s on 2026-12-04 AFTER the first
fixes of fix27s and scored once before any rule was changed for it: other vendors, games, tools
and phrasings of the same classes (prefix-less secrets named by their field, game and streaming
secrets, CLI passwords, Perforce and CMS keys) and public look-alikes. Every value is synthetic
(a seeded generator); none is or was a live secret.

Run from the repository root: ``python tests/data/screen/gen_probe_fix27s_b.py``; output is stable.
"""

# Corpus data: entries are single long lines by design.
# ruff: noqa: E501

from __future__ import annotations

import random
import string
from collections.abc import Callable
from pathlib import Path

OUT = Path(__file__).resolve().parent
R = random.Random(2026_12_04_2727)
AN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
WORDS = (
    "copper",
    "drift",
    "falcon",
    "grove",
    "hollow",
    "iris",
    "lumen",
    "mosaic",
    "north",
    "opal",
    "prism",
    "ridge",
    "spruce",
    "tundra",
)


def rnd(n: int) -> str:
    while True:
        v = "".join(R.choice(AN) for _ in range(n))
        if n < 8 or (
            sum(c.isdigit() for c in v) >= 2
            and sum(c.isupper() for c in v) >= 2
            and sum(c.islower() for c in v) >= 2
        ):
            return v


def hx(n: int) -> str:
    return "".join(R.choice(HEX) for _ in range(n))


def up(n: int) -> str:
    return "".join(R.choice(string.ascii_uppercase + string.digits) for _ in range(n))


def lo(n: int) -> str:
    return "".join(R.choice(string.ascii_lowercase + string.digits) for _ in range(n))


def d(n: int) -> str:
    return "".join(R.choice(string.digits) for _ in range(n))


def uid() -> str:
    h = hx(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


def pw() -> str:
    w = R.choice(WORDS)
    return R.choice(
        (
            f"{w.capitalize()}{d(3)}{R.choice('!#%&$')}",
            f"{w}-{R.choice(WORDS)}-{d(2)}",
            f"{rnd(3)}{R.choice('%&$')}{w}{d(3)}",
            rnd(13),
        )
    )


Row = tuple[str, Callable[[], str]]

S: list[Row] = [
    # prefix-less vendor secrets named by their field
    ("payfast-passphrase", lambda: f"PAYFAST_PASSPHRASE={pw()}"),
    ("braintree-private", lambda: f"BRAINTREE_PRIVATE_KEY={hx(32)}"),
    (
        "razorpay-secret",
        lambda: f"razorpay:\n  key_id: rzp_live_{rnd(14)}\n  key_secret: {rnd(24)}",
    ),
    ("midtrans-server-key", lambda: f"MIDTRANS_SERVER_KEY=Mid-server-{rnd(24)}"),
    ("opennode-key", lambda: f"the OpenNode invoice key, the live one is {uid()}"),
    (
        "geoapify",
        lambda: f"fetch(`https://api.geoapify.com/v1/geocode/search?text=${{q}}&apiKey={hx(32)}`)",
    ),
    ("here-apikey", lambda: f"HERE_API_KEY={rnd(43)}"),
    ("visualcrossing", lambda: f"VISUAL_CROSSING_KEY={up(25)}"),
    ("stadia", lambda: f'<add key="StadiaMapsApiKey" value="{uid()}" />'),
    ("thingsboard-like", lambda: f"export THINGER_DEVICE_TOKEN='{rnd(20)}'"),
    ("blues-notehub", lambda: f"NOTEHUB_CLIENT_SECRET={rnd(32)}"),
    ("cloudflare-stream-key", lambda: f"rtmps://live.cloudflare.com:443/live/{hx(32)}k{hx(31)}"),
    ("dolby-secret", lambda: f'"dolbyio": {{"appKey": "{rnd(22)}", "appSecret": "{rnd(44)}"}}'),
    ("100ms-secret", lambda: f"HMS_APP_SECRET={rnd(56)}"),
    ("livekit-secret", lambda: f"livekit:\n  api_key: API{rnd(12)}\n  api_secret: {rnd(43)}"),
    ("php-define", lambda: f"define('SHIPSTATION_API_SECRET', '{rnd(32)}');"),
    ("csharp-config", lambda: f'builder.Configuration["Ecwid:SecretToken"] = "secret_{rnd(32)}";'),
    ("ps-env", lambda: f'$env:SQUARESPACE_API_KEY = "{uid()}"'),
    ("prose-anaphor", lambda: f"Lena needs the Sellfy API key again, here it is: {rnd(32)}"),
    ("prose-anaphor", lambda: f"old Printful token is revoked; the new one is {rnd(40)}"),
    ("prose-as-the", lambda: f"Put {rnd(36)} as the Gelato API secret in the staging vault."),
    ("user-secrets", lambda: f'dotnet user-secrets set "Smtp:Password" "{pw()}"'),
    (
        "echo-pipe",
        lambda: f"printf '%s' '{rnd(40)}' | wrangler secret put LEMONSQUEEZY_WEBHOOK_SECRET",
    ),
    ("echo-pipe", lambda: f"echo '{rnd(32)}' | gh secret set PADDLE_API_KEY"),
    # game and streaming
    ("conan-exiles", lambda: f"ServerSettings.ini: AdminPassword={pw()}"),
    (
        "vrising",
        lambda: (
            f'ServerHostSettings.json: "Password": "{pw()}", "Rcon": {{"Enabled": true, "Password": "{pw()}"}}'
        ),
    ),
    ("dst", lambda: f"cluster.ini [NETWORK] cluster_password = {pw()}"),
    ("mordhau", lambda: f"Game.ini [/Script/Mordhau.MordhauGameSession] AdminPassword={pw()}"),
    ("arma", lambda: f'server.cfg: passwordAdmin = "{pw()}"; password = "";'),
    ("insurgency", lambda: f"./insurgencyserver -Port=27102 -Password={pw()} -RconPassword={pw()}"),
    (
        "srcds-plus",
        lambda: f"./srcds_run -game csgo +sv_setsteamaccount {hx(32).upper()} +map de_dust2",
    ),
    ("gslt-env", lambda: f"environment:\n  - GSLT={hx(32).upper()}\n  - RCON_PASSWORD={pw()}"),
    ("steam-guard", lambda: f"Steam Guard code (mobile authenticator) is {up(5)}"),
    (
        "roblox",
        lambda: (
            f"requests.get(url, cookies={{'.ROBLOSECURITY': '_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_{hx(200).upper()}'}})"
        ),
    ),
    ("stream-url", lambda: f"rtmp://live-lhr.twitch.tv/app/live_{d(9)}_{rnd(30)}"),
    (
        "stream-url",
        lambda: f"rtmp://a.rtmp.youtube.com/live2/{lo(4)}-{lo(4)}-{lo(4)}-{lo(4)}-{lo(4)}?backup=1",
    ),
    ("stream-url", lambda: f"OBS custom server rtmp://ingest.dlive.tv/live key {rnd(32)}"),
    ("stream-url", lambda: f"srt://stream.example.tv:10080?streamid=publish/live/{rnd(24)}"),
    ("twitch-key", lambda: f"Twitch stream key for the charity marathon: live_{d(9)}_{rnd(30)}"),
    # cli
    ("redis-cli", lambda: f"redis-cli -u rediss://default:{pw()}@cache.example.net:6380"),
    ("valkey", lambda: f"valkey-cli --tls -h cache -p 6380 --user app --pass '{pw()}' PING"),
    (
        "mongodump",
        lambda: f"mongodump --uri mongodb://backup@db1 --password '{pw()}' --out /backup",
    ),
    (
        "mosquitto-sub",
        lambda: f"mosquitto_sub -h mqtt.local -p 8883 -u dash -P {pw()} -t 'sensors/#'",
    ),
    ("rcon-cli", lambda: f"rcon-cli --host mc.local --port 25575 --password '{pw()}' list"),
    ("unzip", lambda: f"unzip -P '{pw()}' invoices-2026.zip"),
    ("terraform", lambda: f'terraform plan -var="sql_admin_password={pw()}" -out plan.tfplan'),
    ("pulumi", lambda: f"pulumi config set dbPassword '{pw()}'"),
    ("mysqladmin", lambda: f"mysqladmin -u root -p'{pw()}' status"),
    ("isql", lambda: f"isql -v MSSQL_DSN etl_user '{pw()}'"),
    ("net-user", lambda: f"net user svc_backup {pw()} /add /domain"),
    # others
    ("p4", lambda: f"P4PASSWD={pw()} p4 -p ssl:p4.example.com:1666 -u ci sync"),
    ("p4-ticket", lambda: f"p4tickets: p4.example.com:1666=ci:{hx(32).upper()}"),
    ("wp", lambda: f"define( 'AUTH_SALT', '{rnd(30)}^{rnd(16)}|{rnd(16)}' );"),
    ("wp-cli", lambda: f"wp config set NONCE_KEY '{rnd(48)}#{rnd(15)}'"),
    ("drupal", lambda: f"$settings['hash_salt'] = '{rnd(43)}';"),
    ("laravel", lambda: f"APP_KEY=base64:{rnd(43)}="),
]
S = S * 2

N: list[Row] = [
    ("posthog", lambda: f"posthog.init('phc_{rnd(43)}')"),
    ("posthog", lambda: f"POSTHOG_PROJECT_API_KEY=phc_{rnd(43)}"),
    ("razorpay-key-id", lambda: f"RAZORPAY_KEY_ID=rzp_live_{rnd(14)}"),
    ("livekit-url", lambda: "LIVEKIT_URL=wss://guild.livekit.cloud"),
    ("stream-url", lambda: "rtmp://a.rtmp.youtube.com/live2"),
    ("stream-url", lambda: "rtmp://live.twitch.tv/app/{stream_key}"),
    ("stream-url", lambda: "srt://stream.example.tv:10080?streamid=publish/live/$STREAM_KEY"),
    ("gslt", lambda: "+sv_setsteamaccount $GSLT +map de_dust2"),
    ("gslt", lambda: "GSLT=<token from steamcommunity.com/dev/managegameservers>"),
    ("steam", lambda: f"Steam app id {d(6)}, depot {d(6)}, build id {d(8)}"),
    (
        "steam-guard",
        lambda: "Steam Guard is on for the build account; codes come from Priya's phone.",
    ),
    ("rcon", lambda: 'rcon_password ""  // rcon disabled'),
    ("rcon", lambda: "RCON_PASSWORD=${RCON_PASSWORD:?set it}"),
    ("rcon", lambda: 'rcon-cli --host mc.local --password "$(cat /run/secrets/rcon)" list'),
    ("redis", lambda: 'redis-cli -a "$REDIS_PASS" -h cache PING'),
    ("redis", lambda: f"redis-cli -h cache -p 6380 --tls INFO keyspace  # db0 keys={d(5)}"),
    ("mosquitto", lambda: "mosquitto_sub -h mqtt.local -u dash -P \"$MQTT_PASS\" -t 'sensors/#'"),
    ("7z", lambda: "7z x backup.7z -o/srv/restore   # asks for the password"),
    ("isql", lambda: "isql -v MSSQL_DSN   # credentials from odbc.ini"),
    ("smb", lambda: "smbclient -L //fs01 -N"),
    ("terraform", lambda: "terraform apply -var 'region=eu-west-1' -var 'replicas=3'"),
    ("p4", lambda: "p4 set P4PORT=ssl:p4.example.com:1666 && p4 set P4USER=ci"),
    ("p4", lambda: f"p4 describe -s {d(6)}  # change by ci, digest {hx(32).upper()}"),
    ("wp", lambda: "define('AUTH_KEY', getenv('WP_AUTH_KEY'));"),
    ("wp", lambda: "define( 'WP_HOME', 'https://shop.example.com' );"),
    ("wp", lambda: "wp config set WP_DEBUG true --raw"),
    ("php", lambda: "public $sitename = 'Guild Portal';"),
    ("php", lambda: "public $password = '';"),
    ("user-secrets", lambda: 'dotnet user-secrets set "Smtp:Host" "smtp.example.com"'),
    ("user-secrets", lambda: 'dotnet user-secrets set "Smtp:Password" "$SMTP_PASSWORD"'),
    ("echo-pipe", lambda: "echo 'production' | vercel env add NEXT_PUBLIC_STAGE production"),
    ("echo-pipe", lambda: 'echo "$PADDLE_KEY" | gh secret set PADDLE_API_KEY'),
    ("anaphor", lambda: "We rotated the Sellfy API key; the new one is in 1Password."),
    ("anaphor", lambda: "Which Printful token did you use? the current one is fine."),
    ("anaphor", lambda: f"the Gelato project id is different; the current one is {uid()}"),
    ("as-the", lambda: "Use staging-eu-1 as the region for the Gelato API key."),
    ("device", lambda: f"APNs device token for the test iPhone: {hx(64)}"),
    ("cert", lambda: f"app certificate thumbprint {hx(40).upper()}"),
    ("signature", lambda: "The API signature of create_order changed: it now takes a currency."),
    ("hash", lambda: f"bcrypt hash for the admin user: $2b$12${rnd(53).replace('+', '.')}"),
    ("license", lambda: "UPS access license request is pending with the account manager."),
    ("public", lambda: f"AGORA_APP_ID={hx(32)}  # public app id"),
    ("public", lambda: f"recaptcha site key 6L{rnd(38)} (public, in the page)"),
    ("public", lambda: f"LIVEKIT_API_KEY_ID=API{rnd(12)}"),
]


def main() -> None:
    header = (
        "# Probe set fix27s_b ({what}) — written 2026-12-04 by helper fix27s AFTER the first fixes, scored once before any change for it.\n"
        "# Generated by tests/data/screen/gen_probe_fix27s_b.py (seeded, stdlib only). All values are synthetic.\n"
        "# Columns: kind<TAB>entry (a literal \\n inside an entry is a line break). {rule}\n"
    )
    for name, rows, what, rule in (
        ("secrets", S, "secret positives", "Every entry must be flagged."),
        ("negatives", N, "risky-looking negatives", "No entry may be flagged."),
    ):
        lines = [f"{kind}\t{make()}".replace("\n", "\\n") for kind, make in rows]
        (OUT / f"probe_fix27s_b_{name}.tsv").write_text(
            header.format(what=what, rule=rule) + "\n".join(lines) + "\n", encoding="utf-8"
        )


if __name__ == "__main__":
    main()

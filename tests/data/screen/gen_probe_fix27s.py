"""Probe set fix27s (secret layer), written by helper fix27s on 2026-12-04 BEFORE the rule changes
it measures (coord cb27830), after reading the classes (not copying the lines) of rounds 27/28's
first-sight misses and false positives.

Classes: vendor secrets with no prefix whose only sign is the variable or field name (payments,
maps and weather, IoT platforms, media and captcha services, in shell, dotenv, PHP, JSON, YAML,
XML, C#, PowerShell and prose); game-server and streaming secrets (RCON and admin passwords of
dedicated servers, server tokens, Steam Guard and recovery codes, session cookies of game
platforms, stream keys in RTMP/SRT URLs and OBS settings); passwords passed to CLIs by flag or by
position; Perforce passwords and tickets; CMS auth keys and salts (WordPress, Drupal, MediaWiki,
Joomla, PrestaShop). The negatives stay in the same neighbourhoods: public ids and publishable
keys (client ids, site keys, project keys, account SIDs, app ids), placeholders, environment
references, prompting CLIs, hashes and ids, stream URLs without a key, server configs without a
password. Every value is synthetic (a seeded generator); none is or was a live secret.

Run from the repository root: ``python tests/data/screen/gen_probe_fix27s.py``; output is stable.
"""

# Corpus data: entries are single long lines by design.
# ruff: noqa: E501

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable
from pathlib import Path

OUT = Path(__file__).resolve().parent
R = random.Random(2026_12_04_27)

AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
LO = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
WORDS = (
    "amber", "basalt", "cobalt", "delta", "ember", "flint", "garnet", "harbor", "indigo",
    "juniper", "kelp", "lantern", "meadow", "nimbus", "onyx", "pebble", "quartz", "raven",
    "saffron", "thistle", "umber", "violet", "willow", "yarrow", "zephyr", "cinder", "glacier",
)  # fmt: skip
NAMES = ("Ines", "Tomasz", "Priya", "Kwame", "Lucía", "Hannes", "Mei", "Arjun", "Sade", "Oskar")


def rnd(n: int, alphabet: str = AN) -> str:
    while True:
        v = "".join(R.choice(alphabet) for _ in range(n))
        if (
            alphabet is not AN
            or n < 8
            or (
                sum(c.isdigit() for c in v) >= 2
                and sum(c.isupper() for c in v) >= 2
                and sum(c.islower() for c in v) >= 2
            )
        ):
            return v


def hx(n: int) -> str:
    return "".join(R.choice(HEX) for _ in range(n))


def up(n: int) -> str:
    return "".join(R.choice(UP) for _ in range(n))


def lo(n: int) -> str:
    return "".join(R.choice(LO) for _ in range(n))


def digits(n: int) -> str:
    return "".join(R.choice(string.digits) for _ in range(n))


def uid() -> str:
    h = hx(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


def b64(nbytes: int) -> str:
    return base64.b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode()


def pw() -> str:
    w = R.choice(WORDS)
    return R.choice(
        (
            f"{w.capitalize()}{digits(3)}{R.choice('!#%*&$')}",
            f"{w}-{R.choice(WORDS)}-{digits(2)}",
            f"{rnd(4)}{R.choice('!#%*')}{w}{digits(2)}",
            f"{w}.{R.choice(WORDS)}.{R.choice(WORDS)}.{digits(2)}",
            rnd(14),
        )
    )


def who() -> str:
    return R.choice(NAMES)


def host() -> str:
    return R.choice(("game-eu1", "mc-01", "ark-prd", "stream-gw", "db-core2", "build-p4"))


Row = tuple[str, Callable[[], str]]

# ---------------------------------------------------------------- positives
VENDOR: list[Row] = [
    ("authnet-transaction-key", lambda: f"AUTHORIZENET_TRANSACTION_KEY={rnd(16)}"),
    ("authnet-transaction-key", lambda: f"Authorize.Net transaction key (prod): {rnd(16)}"),
    ("adyen-hmac-key", lambda: f'"hmacKey": "{hx(64).upper()}"'),
    ("adyen-hmac-key", lambda: f"ADYEN_HMAC_KEY={hx(64).upper()}"),
    ("bigcommerce-client-secret", lambda: f"BIGCOMMERCE_CLIENT_SECRET={lo(31)}"),
    (
        "magento-integration-token",
        lambda: f"magento: integration access token {lo(32)} (Admin > System > Integrations)",
    ),
    ("etsy-shared-secret", lambda: f"ETSY_SHARED_SECRET='{lo(10)}'"),
    ("walmart-client-secret", lambda: f'$env:WALMART_CLIENT_SECRET = "{rnd(86)}"'),
    ("pusher-app-secret", lambda: f"PUSHER_APP_SECRET={hx(20)}"),
    (
        "pusher-app-secret",
        lambda: f"pusher:\n  app_id: '{digits(7)}'\n  key: {hx(20)}\n  secret: {hx(20)}",
    ),
    ("vonage-api-secret", lambda: f"VONAGE_API_SECRET={rnd(16)}"),
    ("plivo-auth-token", lambda: f"plivo auth_token = {rnd(40)}"),
    ("algolia-admin-key", lambda: f"ALGOLIA_ADMIN_API_KEY={hx(32)}"),
    (
        "algolia-admin-key",
        lambda: (
            f"the Algolia admin key for the catalogue index is {hx(32)}, never ship it to the storefront"
        ),
    ),
    ("hcaptcha-secret", lambda: f"HCAPTCHA_SECRET=0x{hx(40)}"),
    ("recaptcha-secret", lambda: f"RECAPTCHA_SECRET_KEY=6L{rnd(38)}"),
    ("recaptcha-secret", lambda: f'<add key="RecaptchaSecretKey" value="6L{rnd(38)}" />'),
    ("spotify-client-secret", lambda: f"SPOTIPY_CLIENT_SECRET='{hx(32)}'"),
    (
        "discord-client-secret",
        lambda: f'"discord": {{ "clientId": "{digits(18)}", "clientSecret": "{rnd(32)}" }}',
    ),
    ("dropbox-app-secret", lambda: f"dropbox.app_secret: {lo(15)}"),
    ("keycloak-client-secret", lambda: f"KC_CLIENT_SECRET={rnd(32)}"),
    (
        "keycloak-client-secret",
        lambda: (
            f"keycloak:\n  realm: shop\n  resource: storefront-api\n  credentials:\n    secret: {rnd(32)}"
        ),
    ),
    ("cloudinary-api-secret", lambda: f"CLOUDINARY_API_SECRET={rnd(27).replace('A', '-')}"),
    ("lastfm-shared-secret", lambda: f"LASTFM_SHARED_SECRET={hx(32)}"),
    ("mux-token-secret", lambda: f"MUX_TOKEN_SECRET={b64(60)}"),
    ("vimeo-client-secret", lambda: f"vimeo client secret: {b64(96).replace('=', '')}"),
    ("weatherapi-key", lambda: f"WEATHERAPI_KEY={hx(31)}"),
    (
        "weatherstack-access-key",
        lambda: (
            f"http.get('https://api.weatherstack.com/current', params={{'access_key': '{hx(32)}', 'query': 'Oslo'}})"
        ),
    ),
    ("accuweather-apikey", lambda: f'const ACCUWEATHER_APIKEY = "{rnd(32)}";'),
    ("tomtom-api-key", lambda: f"TOMTOM_API_KEY={rnd(32)}"),
    ("ipinfo-token", lambda: f"IPINFO_TOKEN={hx(14)}"),
    ("ipstack-access-key", lambda: f"ipstack access_key={hx(32)}"),
    ("sentinelhub-client-secret", lambda: f"SH_CLIENT_SECRET={rnd(40)}"),
    ("planet-api-key", lambda: f"PL_API_KEY={hx(32)}"),
    ("blynk-auth-token", lambda: f'#define BLYNK_AUTH_TOKEN "{rnd(32).replace("A", "_")}"'),
    ("particle-access-token", lambda: f"particle access token for the fleet: {hx(40)}"),
    ("tuya-access-secret", lambda: f"TUYA_ACCESS_ID={lo(20)}\nTUYA_ACCESS_SECRET={hx(32)}"),
    ("thingspeak-write-key", lambda: f"THINGSPEAK_WRITE_API_KEY={up(16)}"),
    ("losant-access-secret", lambda: f"losant:\n  access_key: {uid()}\n  access_secret: {hx(64)}"),
    ("ubidots-device-token", lambda: f"UBIDOTS_DEVICE_TOKEN={rnd(30)}"),
    ("arduino-client-secret", lambda: f"ARDUINO_CLIENT_SECRET={rnd(64)}"),
    (
        "mqtt-device-password",
        lambda: f"mosquitto device credentials: sensor-{digits(3)} / {rnd(20)}",
    ),
    ("chirpstack-app-key", lambda: f"LoRaWAN AppKey for node 7: {hx(32).upper()}"),
    ("freshdesk-api-key", lambda: f"FRESHDESK_API_KEY={rnd(20)}"),
    ("zendesk-api-token", lambda: f"ZENDESK_API_TOKEN={rnd(40)}"),
    ("gorgias-api-key", lambda: f"gorgias:\n  username: support@shop.example\n  api_key: {hx(64)}"),
    ("klaviyo-private-key", lambda: f"KLAVIYO_PRIVATE_API_KEY={rnd(34)}"),
    ("shipbob-token", lambda: f"Authorization: Bearer {rnd(64)}   # ShipBob PAT"),
    ("easypost-prod-key", lambda: f"EASYPOST_PROD_API_KEY={rnd(22)}"),
    ("aftership-key", lambda: f"aftership-api-key: {uid()}"),
    ("postmark-server-token", lambda: f"POSTMARK_SERVER_TOKEN={uid()}"),
    ("mailjet-secret", lambda: f"MAILJET_API_SECRET={hx(32)}"),
    ("sparkpost-key", lambda: f"SPARKPOST_API_KEY={hx(40)}"),
    ("wistia-token", lambda: f"WISTIA_API_PASSWORD={hx(64)}"),
    ("jwplayer-secret", lambda: f"jwplayer:\n  api_key: {rnd(8)}\n  api_secret: {rnd(24)}"),
    ("agora-like-cert", lambda: f"ZEGO_SERVER_SECRET={hx(32)}"),
    ("agora-like-cert", lambda: f"[Photon]\nAppIdRealtime={uid()}\nCustomAuthSecret={rnd(40)}"),
    ("csharp-const-secret", lambda: f'private const string PaymentGatewaySecret = "{rnd(40)}";'),
    ("php-define-secret", lambda: f"define('SAGEPAY_INTEGRATION_PASSWORD', '{rnd(16)}');"),
    ("php-define-secret", lambda: f"define( 'MOLLIE_PARTNER_SECRET', \"{b64(24)}\" );"),
    ("yaml-named-secret", lambda: f"payone:\n  merchant_id: {digits(5)}\n  portal_key: {rnd(16)}"),
    (
        "ini-named-secret",
        lambda: f"[klarna]\nusername = K{digits(6)}_{lo(10)}\nshared_secret = {rnd(16)}",
    ),
    (
        "prose-named-secret",
        lambda: f"{who()} rotated the Paddle webhook secret this morning; the new one is {lo(32)}",
    ),
    ("prose-named-secret", lambda: f"Mollie profile password for the partner dashboard: {pw()}"),
    (
        "prose-named-secret",
        lambda: f"For the label printer integration use {rnd(40)} as the Sendcloud API secret.",
    ),
    ("uuid-named-secret", lambda: f"The Hypixel API key for the stats bot is {uid()}"),
    ("uuid-named-secret", lambda: f"{who()} pasted the Sendinblue SMTP key in chat: {uid()}"),
    ("cert-id", lambda: f"AMAZON_SP_LWA_CLIENT_SECRET=amzn1.oa2-cs.v1.{hx(64)}"),
    ("signature-named", lambda: f"SKRILL_SECRET_WORD={up(12)}"),
    ("signature-named", lambda: f"PAYU_SECOND_KEY={hx(32)}"),
    (
        "appid-secret",
        lambda: (
            f"https://api.openrouteservice.org/v2/directions/driving-car?api_key={hx(56)}&start=8.68,49.41"
        ),
    ),
    (
        "appid-secret",
        lambda: f"curl 'https://api.weatherbit.io/v2.0/current?city=Lagos&key={hx(32)}'",
    ),
    ("appid-secret", lambda: f"pyowm.OWM('{hx(32)}')  # weather key for the dashboard"),
    ("connect-id", lambda: f"MAPTILER_KEY={rnd(20)}"),
    (
        "device-token",
        lambda: f"mqtt: host=iot.example.net user={rnd(20)} (the device access token, no password)",
    ),
    ("device-token", lambda: f"KAA_ENDPOINT_TOKEN={rnd(24)}"),
]

GAMES: list[Row] = [
    (
        "minecraft-rcon",
        lambda: f"server.properties: enable-rcon=true\nrcon.port=25575\nrcon.password={pw()}",
    ),
    (
        "minecraft-rcon",
        lambda: f"mcrcon -H {host()}.example.net -P 25575 -p '{pw()}' 'whitelist add Steve'",
    ),
    (
        "rust-rcon",
        lambda: (
            f'./RustDedicated -batchmode +server.port 28015 +rcon.port 28016 +rcon.password "{pw()}" +rcon.web 1'
        ),
    ),
    (
        "ark-admin",
        lambda: (
            f"GameUserSettings.ini [ServerSettings] ServerAdminPassword={pw()} ServerPassword={pw()}"
        ),
    ),
    (
        "ark-admin",
        lambda: (
            f"ShooterGameServer TheIsland?listen?SessionName=Guild?ServerAdminPassword={pw()}?MaxPlayers=40 -server -log"
        ),
    ),
    (
        "factorio",
        lambda: (
            f'server-settings.json: "game_password": "{pw()}", "require_user_verification": true'
        ),
    ),
    (
        "factorio",
        lambda: f"./factorio --start-server save.zip --rcon-port 27015 --rcon-password {pw()}",
    ),
    (
        "terraria",
        lambda: (
            f"TerrariaServer.exe -world Worlds/guild.wld -port 7777 -password {pw()} -players 16"
        ),
    ),
    (
        "seven-days",
        lambda: f'<property name="ServerPassword" value="{pw()}"/>  <!-- serverconfig.xml -->',
    ),
    ("seven-days", lambda: f'<property name="TelnetPassword" value="{pw()}"/>'),
    (
        "palworld",
        lambda: f'PalWorldSettings.ini: AdminPassword="{pw()}",ServerPassword="",PublicPort=8211',
    ),
    ("zomboid", lambda: f"./start-server.sh -servername guild -adminpassword '{pw()}'"),
    ("satisfactory", lambda: f"Satisfactory admin password for the dedicated box is {pw()}"),
    ("cs-rcon", lambda: f'autoexec.cfg: sv_password "{pw()}"; rcon_password "{pw()}"'),
    (
        "gmod-rcon",
        lambda: f"srcds -game garrysmod +maxplayers 24 +map gm_construct +rcon_password {pw()}",
    ),
    ("squad-rcon", lambda: f"Rcon.cfg: Port=21114 Password={pw()}"),
    ("teamspeak", lambda: f"TeamSpeak serveradmin password: {rnd(8)}"),
    ("mumble", lambda: f"murmur.ini: serverpassword={pw()}"),
    (
        "docker-game-env",
        lambda: (
            f"docker run -d -e EULA=TRUE -e RCON_PASSWORD={pw()} -p 25565:25565 itzg/minecraft-server"
        ),
    ),
    (
        "docker-game-env",
        lambda: (
            f"environment:\n  - SERVER_NAME=Guild Valley\n  - SERVER_PASS={pw()}\n  - WORLD_NAME=Valley"
        ),
    ),
    (
        "enshrouded",
        lambda: (
            f'enshrouded_server.json: "userGroups": [{{"name": "Admin", "password": "{pw()}"}}]'
        ),
    ),
    ("steam-gslt", lambda: f"STEAM_GSLT={hx(32).upper()}"),
    ("steam-gslt", lambda: f"docker run -e SRCDS_TOKEN={hx(32).upper()} cm2network/csgo"),
    ("steam-gslt", lambda: f"game server login token for the TF2 box: {hx(32).upper()}"),
    ("steam-web-key", lambda: f"STEAM_WEB_API_KEY={hx(32).upper()}"),
    ("steam-guard", lambda: f"{who()}'s Steam Guard code for the build account right now: {up(5)}"),
    ("steam-guard", lambda: f"Steam Guard recovery code: R{digits(5)} (keep it offline)"),
    ("steam-guard", lambda: f"steamcmd +login builder_ci {pw()} {up(5)} +app_update 896660 +quit"),
    ("steam-guard", lambda: f"steamguard shared_secret: {b64(20)}"),
    (
        "roblox-cookie",
        lambda: (
            f"Cookie: .ROBLOSECURITY=_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_{hx(300).upper()}"
        ),
    ),
    ("roblox-cookie", lambda: f"ROBLOX_COOKIE={hx(280).upper()}"),
    ("roblox-open-cloud", lambda: f"ROBLOX_OPEN_CLOUD_KEY={b64(60)}"),
    ("epic-client-secret", lambda: f"EOS_CLIENT_SECRET={b64(32).rstrip('=')}"),
    ("playfab-secret", lambda: f"PLAYFAB_DEV_SECRET_KEY={up(50)}"),
    ("playfab-secret", lambda: f'PlayFabSettings.staticSettings.DeveloperSecretKey = "{up(50)}";'),
    ("itch-butler", lambda: f"BUTLER_API_KEY={rnd(40)}"),
    ("nakama", lambda: f"nakama --session.encryption_key {rnd(32)} --runtime.http_key {rnd(32)}"),
    (
        "unity-cloud",
        lambda: f"UNITY_SERIAL=E3-{up(4)}-{up(4)}-{up(4)}-{up(4)}-{up(4)}\nUNITY_PASSWORD={pw()}",
    ),
    ("twitch-stream-key", lambda: f"OBS stream key (Twitch): live_{digits(9)}_{rnd(30)}"),
    ("twitch-stream-key", lambda: f"rtmp://live-fra.twitch.tv/app/live_{digits(9)}_{rnd(30)}"),
    ("twitch-client-secret", lambda: f"TWITCH_CLIENT_ID={lo(30)}\nTWITCH_CLIENT_SECRET={lo(30)}"),
    (
        "kick-stream-key",
        lambda: (
            f"Kick: server rtmps://fa723fc1b171.global-contribute.live-video.net:443/app/ key sk_us-west-2_{rnd(12)}_{rnd(24)}"
        ),
    ),
    (
        "youtube-stream-key",
        lambda: f"rtmp://b.rtmp.youtube.com/live2?backup=1/{lo(4)}-{lo(4)}-{lo(4)}-{lo(4)}-{lo(4)}",
    ),
    (
        "youtube-stream-key",
        lambda: (
            f"ffmpeg -re -i talk.mp4 -c copy -f flv rtmp://a.rtmp.youtube.com/live2/{lo(4)}-{lo(4)}-{lo(4)}-{lo(4)}-{lo(4)}"
        ),
    ),
    (
        "srt-passphrase",
        lambda: (
            f"srt://ingest.example.tv:9000?streamid=#!::r=live/guild,m=publish&passphrase={rnd(24)}"
        ),
    ),
    (
        "srt-passphrase",
        lambda: (
            f"ffmpeg -i in.ts -f mpegts 'srt://{host()}.example.net:7001?mode=caller&passphrase={pw()}&pbkeylen=32'"
        ),
    ),
    ("rtmp-key", lambda: f"Restream RTMP: rtmp://live.restream.io/live/re_{digits(7)}_{hx(20)}"),
    (
        "rtmp-key",
        lambda: f'obs service.json: "server": "rtmp://ingest.vdo.example/live", "key": "{rnd(28)}"',
    ),
    ("rtmp-key", lambda: f"Trovo stream key for the launch: {rnd(24)}"),
    ("rtmp-key", lambda: f"rtmps://global-live.mux.com:443/app/{uid()}"),
]

CLI: list[Row] = [
    ("valkey-cli", lambda: f"valkey-cli -h {host()} -p 6379 -a {pw()} --no-auth-warning INFO"),
    ("keydb-cli", lambda: f"keydb-cli -a '{pw()}' -n 2 FLUSHDB"),
    ("redis-cli-pass", lambda: f"redis-cli --pass '{pw()}' -h cache.internal PING"),
    ("redis-benchmark", lambda: f"redis-benchmark -h {host()} -a {pw()} -t set,get -n 100000"),
    (
        "mongosh",
        lambda: f"mongosh --host rs0/db1:27017 -u admin -p '{pw()}' --authenticationDatabase admin",
    ),
    ("smbclient", lambda: f"smbclient //fs01/builds {pw()} -U svc_build -c 'ls'"),
    ("smbclient", lambda: f"smbclient -U 'CORP\\svc_build%{pw()}' //fs01/builds"),
    ("net-use", lambda: f"net use Z: \\\\fs01\\share {pw()} /user:CORP\\svc_copy /persistent:no"),
    ("xfreerdp", lambda: f"xfreerdp /v:{host()} /u:Administrator /p:'{pw()}' /cert:ignore"),
    ("plink", lambda: f"plink -ssh deploy@{host()} -pw {pw()} 'systemctl restart app'"),
    ("pscp", lambda: f"pscp -pw '{pw()}' build.zip deploy@{host()}:/srv/"),
    ("psexec", lambda: f"PsExec.exe \\\\{host()} -u CORP\\admin -p {pw()} cmd /c ipconfig"),
    ("rabbitmqctl", lambda: f"rabbitmqctl add_user telemetry '{pw()}'"),
    ("rabbitmqctl", lambda: f"rabbitmqctl change_password orders_svc {pw()}"),
    ("htpasswd", lambda: f"htpasswd -b -c /etc/nginx/.htpasswd grafana {pw()}"),
    ("mosquitto", lambda: f"mosquitto_passwd -b /etc/mosquitto/passwd sensor01 {pw()}"),
    ("mosquitto", lambda: f"mosquitto_pub -h broker.local -u sensor01 -P '{pw()}' -t temp -m 21.5"),
    (
        "ldapsearch",
        lambda: (
            f"ldapsearch -x -H ldaps://dc1 -D 'cn=svc,ou=apps,dc=corp' -w '{pw()}' '(uid=jdoe)'"
        ),
    ),
    (
        "openssl-passin",
        lambda: (
            f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{pw()}"
        ),
    ),
    ("zip-p", lambda: f"zip -r -P '{pw()}' exports.zip exports/"),
    ("7z", lambda: f"7z a -p{pw()} -mhe=on backup.7z /srv/data"),
    (
        "keytool",
        lambda: (
            f"keytool -importkeystore -srckeystore app.p12 -srcstorepass {pw()} -deststorepass {pw()}"
        ),
    ),
    (
        "gpg-passphrase",
        lambda: f"gpg --batch --pinentry-mode loopback --passphrase '{pw()}' -d secrets.gpg",
    ),
    ("docker-login", lambda: f"docker login registry.example.io -u ci -p {pw()}"),
    (
        "helm-set",
        lambda: f"helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword={pw()}",
    ),
    ("ansible-extra", lambda: f"ansible-playbook site.yml -e 'mysql_root_password={pw()}'"),
    ("packer-var", lambda: f"packer build -var 'winrm_password={pw()}' windows.pkr.hcl"),
    ("tofu-var", lambda: f'tofu apply -var="admin_password={pw()}" -auto-approve'),
    ("terragrunt-var", lambda: f"terragrunt plan -var 'db_pass={pw()}'"),
    ("isql-positional", lambda: f"isql -v SYBPROD sa '{pw()}'"),
    ("isql-positional", lambda: f"isql PGDSN reporting {pw()} -b < query.sql"),
    ("sqlplus", lambda: f"sqlplus system/{pw()}@//ora1:1521/ORCL @patch.sql"),
    (
        "influx",
        lambda: f"influx -host tsdb -username admin -password '{pw()}' -execute 'SHOW DATABASES'",
    ),
    (
        "wget-password",
        lambda: f"wget --user=mirror --password='{pw()}' https://files.example.org/dist/pkg.tar.gz",
    ),
    ("sshpass", lambda: f"sshpass -p '{pw()}' rsync -a dist/ deploy@{host()}:/srv/www"),
    ("vault-login", lambda: f"vault login hvs.{rnd(24)}"),
    (
        "az-admin",
        lambda: f"az vm create -n jump1 -g rg-ops --admin-username azops --admin-password '{pw()}'",
    ),
    (
        "gcloud-sql",
        lambda: f"gcloud sql users set-password app --instance=pg-prd --password='{pw()}'",
    ),
    (
        "kubectl-literal",
        lambda: f"kubectl create secret generic smtp --from-literal=password='{pw()}'",
    ),
    ("ftp-positional", lambda: f"curlftpfs ftp://uploader:{pw()}@ftp.example.com /mnt/ftp"),
    (
        "rclone-obscure",
        lambda: f"rclone config create nas sftp host nas.local user backup pass {pw()}",
    ),
    ("pg-env", lambda: f"PGPASSWORD={pw()} pg_dump -h db -U app shop > shop.sql"),
    ("mysql-env", lambda: f"MYSQL_PWD='{pw()}' mysql -h db -u report -e 'select 1'"),
]

OTHERS: list[Row] = [
    ("perforce-passwd", lambda: f"p4 set P4PASSWD={pw()}"),
    (
        "perforce-passwd",
        lambda: (
            f".p4config:\nP4PORT=ssl:perforce.example.com:1666\nP4USER=builder\nP4PASSWD={pw()}"
        ),
    ),
    ("perforce-ticket", lambda: f"P4PASSWD={hx(32).upper()}  # ticket from p4 login -p"),
    ("perforce-ticket", lambda: f"p4 -u build -P {hx(32).upper()} sync //depot/game/..."),
    ("perforce-ticket", lambda: f".p4tickets line: 10.0.4.12:1666=ci-bot:{hx(32).upper()}"),
    (
        "perforce-ticket",
        lambda: f"perforce ticket for the build farm (valid 12h): {hx(32).upper()}",
    ),
    (
        "wp-salt",
        lambda: f"define( 'SECURE_AUTH_KEY',  '{rnd(64).replace('A', '|').replace('b', '$')}' );",
    ),
    (
        "wp-salt",
        lambda: f"define('LOGGED_IN_SALT', '{rnd(64).replace('c', '^').replace('D', '{')}');",
    ),
    ("wp-salt", lambda: f"define('NONCE_KEY', '{rnd(64).replace('e', '[')}');"),
    ("wp-salt", lambda: f"wp config set AUTH_SALT '{rnd(64).replace('f', '#')}' --type=constant"),
    ("wp-salt", lambda: f"WORDPRESS_AUTH_KEY={rnd(64)}"),
    (
        "drupal-hash-salt",
        lambda: (
            f"$settings['hash_salt'] = '{b64(55).rstrip('=').replace('+', '-').replace('/', '_')}';"
        ),
    ),
    ("mediawiki-secret", lambda: f'$wgSecretKey = "{hx(64)}";'),
    ("mediawiki-secret", lambda: f'$wgUpgradeKey = "{hx(16)}";'),
    ("joomla-secret", lambda: f"public $secret = '{rnd(16)}';"),
    ("prestashop-cookie-key", lambda: f"define('_COOKIE_KEY_', '{rnd(56)}');"),
    ("magento-crypt-key", lambda: f"app/etc/env.php: 'crypt' => ['key' => '{hx(32)}'],"),
    ("rails-secret-base", lambda: f"SECRET_KEY_BASE={hx(128)}"),
    ("phpbb-like", lambda: f"$dbpasswd = '{pw()}';"),
    ("ghost-admin", lambda: f"GHOST_ADMIN_API_KEY={hx(24)}:{hx(64)}"),
]

# ---------------------------------------------------------------- negatives
NEG: list[Row] = [
    # public ids and publishable keys
    ("posthog-project-key", lambda: f"POSTHOG_KEY=phc_{rnd(43)}"),
    (
        "posthog-project-key",
        lambda: f"posthog.init('phc_{rnd(43)}', {{ api_host: 'https://eu.i.posthog.com' }})",
    ),
    ("posthog-project-key", lambda: f"NEXT_PUBLIC_POSTHOG_KEY=phc_{rnd(43)}"),
    (
        "posthog-project-key",
        lambda: f"PostHog project API key for the marketing site: phc_{rnd(43)}",
    ),
    ("stripe-publishable", lambda: f"STRIPE_PUBLISHABLE_KEY=pk_live_{rnd(99)}"),
    ("recaptcha-site-key", lambda: f"RECAPTCHA_SITE_KEY=6L{rnd(38)}"),
    ("recaptcha-site-key", lambda: f'<div class="g-recaptcha" data-sitekey="6L{rnd(38)}"></div>'),
    ("hcaptcha-site-key", lambda: f"HCAPTCHA_SITEKEY={uid()}"),
    (
        "turnstile-site-key",
        lambda: f'<div class="cf-turnstile" data-sitekey="0x4AAAAAAA{rnd(14)}"></div>',
    ),
    ("turnstile-site-key", lambda: f"NEXT_PUBLIC_TURNSTILE_SITE_KEY=0x4AAAAAAA{rnd(14)}"),
    ("algolia-search-key", lambda: f"ALGOLIA_SEARCH_ONLY_KEY={hx(32)}"),
    ("algolia-app-id", lambda: f"ALGOLIA_APP_ID={up(10)}"),
    ("twitch-client-id", lambda: f"TWITCH_CLIENT_ID={lo(30)}"),
    ("spotify-client-id", lambda: f"SPOTIPY_CLIENT_ID='{hx(32)}'"),
    (
        "discord-app-id",
        lambda: f"Discord application id {digits(18)}, public key {hx(64)} (interactions endpoint)",
    ),
    ("keycloak-client-id", lambda: "KC_CLIENT_ID=storefront-api"),
    ("dropbox-app-key", lambda: f"dropbox.app_key: {lo(15)}"),
    ("tuya-access-id", lambda: f"TUYA_ACCESS_ID={lo(20)}"),
    (
        "mixpanel-token",
        lambda: f"mixpanel.init('{hx(32)}', {{track_pageview: true}})  // project token, public",
    ),
    ("amplitude-key", lambda: f"amplitude.init('{hx(32)}')  // browser SDK key, public by design"),
    (
        "segment-write-key",
        lambda: (
            f'analytics.load("{rnd(32)}")  // Segment write key for the public site (client-side)'
        ),
    ),
    (
        "sentry-dsn-public",
        lambda: f"SENTRY_DSN=https://{hx(32)}@o{digits(6)}.ingest.sentry.io/{digits(7)}",
    ),
    ("mapbox-public", lambda: f"MAPBOX_PUBLIC_TOKEN=pk.{b64(45).rstrip('=')}.{rnd(22)}"),
    ("photon-app-id", lambda: f"PhotonServerSettings AppIdRealtime: {uid()}"),
    ("steam-app-id", lambda: f"steamcmd +login anonymous +app_update {digits(6)} validate +quit"),
    ("steam-id", lambda: f"Steam ID of the build account: 7656119{digits(10)}"),
    ("roblox-ids", lambda: f"Roblox universe id {digits(10)}, place id {digits(11)}"),
    ("account-sid", lambda: f"TWILIO_ACCOUNT_SID=AC{hx(32)}"),
    ("paypal-client-id", lambda: f"PAYPAL_CLIENT_ID=A{rnd(79)}"),
    ("ebay-app-id", lambda: f"EBAY_APP_ID=Acme-Catalog-PRD-{hx(9)}-{hx(8)}"),
    ("google-project", lambda: f"GOOGLE_CLOUD_PROJECT=guild-analytics-{digits(6)}"),
    (
        "firebase-sender",
        lambda: f'messagingSenderId: "{digits(12)}", appId: "1:{digits(12)}:web:{hx(22)}"',
    ),
    (
        "agora-app-id",
        lambda: f"AGORA_APP_ID={hx(32)}  # the public app id; the certificate lives in Vault",
    ),
    ("particle-device-id", lambda: f"particle device id {hx(24)} (the boiler controller)"),
    ("blynk-template", lambda: f'#define BLYNK_TEMPLATE_ID "TMPL{rnd(8)}"'),
    ("thingspeak-channel", lambda: f"THINGSPEAK_CHANNEL_ID={digits(7)}"),
    ("lora-dev-eui", lambda: f"LoRaWAN DevEUI {hx(16).upper()}, JoinEUI {hx(16).upper()}"),
    # placeholders and references
    ("placeholder", lambda: "define('AUTH_KEY',         'put your unique phrase here');"),
    ("placeholder", lambda: "define( 'NONCE_SALT', 'put your unique phrase here' );"),
    ("placeholder", lambda: "TURNSTILE_SECRET_KEY=<your-turnstile-secret>"),
    ("placeholder", lambda: "RCON_PASSWORD=changeme"),
    ("placeholder", lambda: "rcon.password=\nenable-rcon=false\nserver-port=25565"),
    ("placeholder", lambda: 'rcon_password ""   // disabled on the public box'),
    ("placeholder", lambda: "rtmp://a.rtmp.youtube.com/live2/{stream_key}"),
    ("placeholder", lambda: "rtmp://live.twitch.tv/app/<your stream key>"),
    ("placeholder", lambda: "P4PASSWD=${P4_TICKET}"),
    ("placeholder", lambda: "$env:EBAY_CERT_ID = $env:EBAY_CERT_ID_PROD"),
    ("placeholder", lambda: "ServerAdminPassword=YourAdminPassword"),
    ("placeholder", lambda: "STEAM_GSLT=your_token_here"),
    ("placeholder", lambda: "HCAPTCHA_SECRET=0x0000000000000000000000000000000000000000"),
    ("placeholder", lambda: "SPOTIPY_CLIENT_SECRET=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
    ("reference", lambda: 'redis-cli -a "$REDIS_PASSWORD" --no-auth-warning PING'),
    ("reference", lambda: "redis-cli --askpass -h cache.internal"),
    ("reference", lambda: 'terraform apply -var "db_password=${TF_VAR_db_password}"'),
    ("reference", lambda: "terraform apply -var 'instance_type=t3.small' -var-file=prod.tfvars"),
    ("reference", lambda: "valkey-cli -h cache -a $(cat /run/secrets/valkey) INFO"),
    ("reference", lambda: 'mcrcon -H localhost -p "$RCON_PASSWORD" save-all'),
    (
        "reference",
        lambda: "docker run -e RCON_PASSWORD_FILE=/run/secrets/rcon itzg/minecraft-server",
    ),
    ("reference", lambda: "WORDPRESS_AUTH_KEY: ${{ secrets.WP_AUTH_KEY }}"),
    ("reference", lambda: "export ALGOLIA_ADMIN_API_KEY=$(op read op://Shop/Algolia/admin)"),
    ("reference", lambda: "smbclient //fs01/builds -U svc_build -A /etc/samba/cred.txt"),
    ("reference", lambda: "p4 login -a < /dev/null   # prompts for the password"),
    ("reference", lambda: "keytool -list -keystore app.p12 -storepass:env KS_PASS"),
    ("reference", lambda: "openssl pkcs12 -in bundle.p12 -passin env:P12_PASS -nokeys"),
    ("reference", lambda: "ansible-playbook site.yml -e @vault.yml --ask-vault-pass"),
    ("reference", lambda: "helm upgrade pg bitnami/postgresql --set auth.existingSecret=pg-auth"),
    (
        "reference",
        lambda: (
            "steamcmd +login builder_ci +app_update 896660 +quit  # Steam Guard prompts on first run"
        ),
    ),
    # hashes, ids, talk
    (
        "hash",
        lambda: (
            f"p4 changes -m1 //depot/game/...  → change {digits(6)} by builder (digest {hx(32).upper()})"
        ),
    ),
    ("hash", lambda: f"server.jar sha1 {hx(40)}  (Minecraft 1.21.4)"),
    ("hash", lambda: f"level-seed={R.choice(['-', ''])}{digits(19)}"),
    ("hash", lambda: f"Factorio map exchange string checksum {hx(8)}; save-file md5 {hx(32)}"),
    ("hash", lambda: f"wp-cli checksum for wordpress-6.7.tar.gz: sha256 {hx(64)}"),
    ("hash", lambda: f"ARK mod id {digits(9)}, cluster id guild_cluster_{digits(3)}"),
    ("hash", lambda: f"Workshop collection {digits(10)}; map de_inferno; tickrate 128"),
    (
        "hash",
        lambda: (
            "Stream health: ingest rtmp://live-fra.twitch.tv/app/ bitrate 6000 kbps, keyframe 2s"
        ),
    ),
    (
        "hash",
        lambda: (
            "OBS: Settings → Stream → Service: YouTube - RTMPS, then 'Use Stream Key' and paste it from Studio"
        ),
    ),
    (
        "hash",
        lambda: "srt://ingest.example.tv:9000?streamid=#!::r=live/guild,m=publish&latency=200000",
    ),
    (
        "talk",
        lambda: (
            "Steam Guard codes rotate every 30 seconds; ask Priya to approve the login on her phone."
        ),
    ),
    (
        "talk",
        lambda: (
            "The GSLT for the CS2 box expires if the account goes unused; recreate it at steamcommunity.com/dev/managegameservers."
        ),
    ),
    (
        "talk",
        lambda: (
            "RCON is only bound to 127.0.0.1; the rcon password lives in the Bitwarden collection 'Game servers'."
        ),
    ),
    (
        "talk",
        lambda: (
            "WordPress salts were regenerated via https://api.wordpress.org/secret-key/1.1/salt/ after the incident."
        ),
    ),
    (
        "talk",
        lambda: (
            "The .ROBLOSECURITY cookie must never go into the repo; the bot uses Open Cloud keys instead."
        ),
    ),
    (
        "talk",
        lambda: (
            "Perforce: P4PORT=ssl:perforce.example.com:1666, P4USER=builder, tickets come from `p4 login -a`."
        ),
    ),
    (
        "talk",
        lambda: (
            "PayPal NVP signature credentials are being retired in favour of REST client credentials."
        ),
    ),
    (
        "talk",
        lambda: (
            "eBay cert id, dev id and app id are in the Key Vault 'kv-marketplaces'; only the app id is public."
        ),
    ),
    (
        "talk",
        lambda: (
            "Twitch stream key was reset after the leak; new one is in 1Password (item 'Twitch – Guild')."
        ),
    ),
    (
        "talk",
        lambda: (
            "redis-cli -a prints a warning that the password may be visible in ps; prefer REDISCLI_AUTH."
        ),
    ),
    (
        "talk",
        lambda: (
            f"Valheim server runs with -public 0 -port 2456 -world Dedicated; password in the vault item #{digits(4)}."
        ),
    ),
    (
        "config",
        lambda: (
            f"server.properties: motd=Guild Valley\nmax-players=20\nonline-mode=true\nrcon.port=25575\nview-distance={R.randrange(6, 16)}"
        ),
    ),
    (
        "config",
        lambda: (
            f"GameUserSettings.ini [ServerSettings] DifficultyOffset=1.0 ServerPVE=True MaxPlayers={R.randrange(10, 70)}"
        ),
    ),
    (
        "config",
        lambda: "define('WP_CACHE_KEY_SALT', 'shop.example.com:');\ndefine('WP_DEBUG', false);",
    ),
    (
        "config",
        lambda: (
            "define('DB_NAME', 'wordpress');\ndefine('DB_USER', 'wp');\ndefine('DB_HOST', 'localhost');"
        ),
    ),
    ("config", lambda: "$settings['hash_salt'] = file_get_contents('/var/www/private/salt.txt');"),
    ("config", lambda: "$wgSecretKey = getenv('MW_SECRET_KEY');"),
    (
        "config",
        lambda: f"PAYONE_MERCHANT_ID={digits(5)}\nPAYONE_PORTAL_ID={digits(7)}\nPAYONE_MODE=live",
    ),
    ("config", lambda: f"pusher:\n  app_id: '{digits(7)}'\n  key: {hx(20)}\n  cluster: eu"),
    ("config", lambda: f"OWM_CITY_ID={digits(7)}\nOWM_UNITS=metric\nOWM_LANG=de"),
    ("config", lambda: f"STEAM_APP_ID={digits(6)}\nSTEAM_DEPOT_ID={digits(6)}\nSTEAM_BRANCH=beta"),
    ("config", lambda: f"TB_DEVICE_NAME=boiler-{digits(3)}\nTB_HOST=tb.example.net\nTB_PORT=1883"),
    (
        "config",
        lambda: (
            "rtmp { server { listen 1935; application live { live on; record off; allow publish 10.0.0.0/8; } } }"
        ),
    ),
    ("config", lambda: f"KLAVIYO_PUBLIC_KEY={up(6)}  # company id used by the onsite JS"),
    ("config", lambda: f"MAPTILER_STYLE=streets-v2\nMAPTILER_ZOOM={R.randrange(3, 15)}"),
    ("config", lambda: f"Authorize.Net API login id: {rnd(9)} (public, goes in Accept.js)"),
]

S: list[Row] = [*VENDOR, *GAMES, *CLI, *OTHERS] * 2
N: list[Row] = NEG


def main() -> None:
    header = (
        "# Probe set fix27s ({what}) — written 2026-12-04 by helper fix27s BEFORE the rule changes it measures (coord cb27830).\n"
        "# Generated by tests/data/screen/gen_probe_fix27s.py (seeded, stdlib only). All values are synthetic.\n"
        "# Columns: kind<TAB>entry (a literal \\n inside an entry is a line break). {rule}\n"
    )
    for name, rows, what, rule in (
        ("secrets", S, "secret positives", "Every entry must be flagged."),
        ("negatives", N, "risky-looking negatives", "No entry may be flagged."),
    ):
        lines = [f"{kind}\t{make()}".replace("\n", "\\n") for kind, make in rows]
        (OUT / f"probe_fix27s_{name}.tsv").write_text(
            header.format(what=what, rule=rule) + "\n".join(lines) + "\n", encoding="utf-8"
        )


if __name__ == "__main__":
    main()

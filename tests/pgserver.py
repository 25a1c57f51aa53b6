"""A throw-away PostgreSQL cluster for the tests (and for trying the PostgreSQL backend locally).

Uses the server binaries of Debian's ``postgresql`` package (``/usr/lib/postgresql/*/bin``, or
``initdb`` on ``PATH``, or the folder in ``TINYAGENT_PG_BIN``). The cluster lives in a temporary
folder, listens only on a unix socket inside it (no TCP port, nothing shared with other clusters),
trusts local connections and is owned by a non-root user: PostgreSQL refuses to run as root, so as
root the cluster belongs to the system user ``tinyagent-pg`` (created when missing).

    python -m tests.pgserver [FOLDER]        start one in the background; prints its URL
    python -m tests.pgserver --stop FOLDER   stop it
"""

from __future__ import annotations

import argparse
import glob
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

OWNER = "tinyagent-pg"
SUPERUSER = "tinyagent"
DATABASE = "tinyagent"
PORT = 5432  # only names the socket file inside the private folder


def find_bin_dir() -> Path | None:
    """The folder holding ``initdb``, ``pg_ctl`` and ``postgres``, or ``None``."""
    explicit = os.environ.get("TINYAGENT_PG_BIN")
    candidates = [explicit] if explicit else []
    candidates += sorted(
        glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[-2]), reverse=True
    )
    found = shutil.which("initdb")
    if found:
        candidates.append(str(Path(found).resolve().parent))
    for folder in candidates:
        if all((Path(folder) / name).exists() for name in ("initdb", "pg_ctl", "postgres")):
            return Path(folder)
    return None


def _owner() -> tuple[int, int] | None:
    """``(uid, gid)`` to run the server as, or ``None`` when not root (run as ourselves)."""
    if os.geteuid() != 0:
        return None
    try:
        entry = pwd.getpwnam(OWNER)
    except KeyError:
        subprocess.run(
            ["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", OWNER],
            check=True,
            capture_output=True,
        )
        entry = pwd.getpwnam(OWNER)
    return entry.pw_uid, entry.pw_gid


@dataclass
class PgServer:
    folder: Path
    bin_dir: Path

    @property
    def data_dir(self) -> Path:
        return self.folder / "data"

    @property
    def socket_dir(self) -> Path:
        return self.folder / "socket"

    @property
    def url(self) -> str:
        host = quote(str(self.socket_dir), safe="")
        return f"postgresql://{SUPERUSER}@/{DATABASE}?host={host}&port={PORT}"

    def _run(self, *args: str) -> subprocess.CompletedProcess[str]:
        owner = _owner()
        return subprocess.run(
            list(args),
            check=True,
            capture_output=True,
            text=True,
            user=owner[0] if owner else None,
            group=owner[1] if owner else None,
            extra_groups=[] if owner else None,
            cwd=self.folder,
            env={**os.environ, "LC_ALL": "C.UTF-8"},
        )

    def start(self) -> PgServer:
        owner = _owner()
        self.folder.mkdir(parents=True, exist_ok=True)
        self.socket_dir.mkdir(exist_ok=True)
        if owner:
            for path in (self.folder, self.socket_dir):
                os.chown(path, *owner)
        if not (self.data_dir / "PG_VERSION").exists():
            self._run(
                str(self.bin_dir / "initdb"),
                "-D",
                str(self.data_dir),
                "-U",
                SUPERUSER,
                "--auth=trust",
                "--encoding=UTF8",
                "--no-sync",
            )
        options = (
            f"-k {self.socket_dir} -p {PORT} -c listen_addresses='' -c fsync=off"
            " -c max_connections=200 -c full_page_writes=off"
        )
        self._run(
            str(self.bin_dir / "pg_ctl"),
            "-D",
            str(self.data_dir),
            "-l",
            str(self.folder / "server.log"),
            "-o",
            options,
            "-w",
            "start",
        )
        exists = self._run(
            str(self.bin_dir.parent / "bin" / "psql"),
            "-h",
            str(self.socket_dir),
            "-p",
            str(PORT),
            "-U",
            SUPERUSER,
            "-d",
            "postgres",
            "-tAc",
            f"SELECT 1 FROM pg_database WHERE datname = '{DATABASE}'",
        )
        if exists.stdout.strip() != "1":
            self._run(
                str(self.bin_dir / "createdb"),
                "-h",
                str(self.socket_dir),
                "-p",
                str(PORT),
                "-U",
                SUPERUSER,
                DATABASE,
            )
        return self

    def stop(self) -> None:
        if (self.data_dir / "postmaster.pid").exists():
            self._run(str(self.bin_dir / "pg_ctl"), "-D", str(self.data_dir), "-m", "fast", "stop")


def start_temporary() -> PgServer | None:
    """A fresh cluster in a new temporary folder, or ``None`` without server binaries."""
    bin_dir = find_bin_dir()
    if bin_dir is None:
        return None
    folder = Path(tempfile.mkdtemp(prefix="tam-pg-"))
    return PgServer(folder, bin_dir).start()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.pgserver", description=__doc__)
    parser.add_argument("folder", nargs="?", type=Path)
    parser.add_argument("--stop", action="store_true", help="stop the cluster in FOLDER")
    args = parser.parse_args(argv)
    bin_dir = find_bin_dir()
    if bin_dir is None:
        sys.exit("no PostgreSQL server binaries found (apt-get install postgresql)")
    folder: Path = (args.folder or Path(tempfile.mkdtemp(prefix="tam-pg-"))).resolve()
    server = PgServer(folder, bin_dir)
    if args.stop:
        server.stop()
        return
    server.start()
    print(server.url)
    print(f"stop with: python -m tests.pgserver --stop {folder}", file=sys.stderr)


if __name__ == "__main__":
    main()

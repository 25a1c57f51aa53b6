"""A launcher that becomes ``python -m tinyagent_memory.daemon ARGS`` forked from the suite's fork
server (``tests/forkserver.py``), for tests whose libraries start the daemon from a command line
(the editors' LSP clients in ``tests/e2e/test_diagnostics.py``): ``forked.command(ARGS)``.

Run as ``python -I -S tests/forkexec.py SOCKET ARGS`` (standard library only, ~20 ms): it hands
its own stdin, stdout and stderr, cwd and environment to the forked child, forwards SIGTERM,
SIGINT and SIGHUP to it, and exits as the child did (its exit code, or killed by the same
signal).
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import struct
import sys


def main() -> None:
    path, args = sys.argv[1], sys.argv[2:]
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.connect(path)
    body = json.dumps({"argv": args, "cwd": os.getcwd(), "env": dict(os.environ)}).encode()
    socket.send_fds(sock, [struct.pack("!I", len(body))], [0, 1, 2])
    sock.sendall(body)
    replies = sock.makefile("rb")
    first = replies.readline().split()
    if first[:1] != [b"pid"]:
        sys.exit(f"fork server refused the request: {first!r}")
    pid = int(first[1])

    def forward(sig: int, _frame: object) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, sig)

    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, forward)
    last = replies.readline().split()
    code = int(last[1]) if last[:1] == [b"exit"] else -signal.SIGKILL
    if code < 0:
        signal.signal(-code, signal.SIG_DFL)
        os.kill(os.getpid(), -code)
    sys.exit(code)


if __name__ == "__main__":
    main()

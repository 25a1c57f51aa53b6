"""A minimal Python JSON-RPC echo server over stdio: the floor for a request round trip."""

import json
import sys


def main() -> None:
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    while True:
        length = 0
        while (line := stdin.readline()) not in (b"\r\n", b""):
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value)
        if not line:
            return
        msg = json.loads(stdin.read(length))
        if "id" not in msg:
            if msg.get("method") == "exit":
                return
            continue
        body = json.dumps({"jsonrpc": "2.0", "id": msg["id"], "result": {}}).encode()
        stdout.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        stdout.flush()


if __name__ == "__main__":
    main()

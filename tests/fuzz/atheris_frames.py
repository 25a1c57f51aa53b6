"""Coverage-guided fuzzing of the daemon's wire handling (optional; not run in CI).

    pip install atheris
    python tests/fuzz/atheris_frames.py -atheris_runs=2000000 [corpus_dir]

Without atheris, ``python tests/fuzz/atheris_frames.py --smoke N`` runs N random inputs through
the same checks. Each input goes through what the daemon does with stdin — ``FrameParser`` (fed
in pieces), JSON decoding with rewind, ``classify`` — followed by one valid frame, and must:
never raise, and always end with that valid frame's body (the reader resynchronized).
"""

from __future__ import annotations

import random
import sys

from tinyagent_memory.daemon.rpc import jsonrpc
from tinyagent_memory.daemon.rpc.transport import Body, FrameParser, TooLarge

PROBE_BODY = b'{"jsonrpc":"2.0","id":"probe","method":"usage/internal","params":{}}'
PROBE = b"Content-Length: %d\r\n\r\n" % len(PROBE_BODY) + PROBE_BODY


def one_input(data: bytes) -> None:
    parser = FrameParser(max_body_bytes=4096)
    cut = data[0] if data else 0
    stream = data[1:] + PROBE
    last: Body | None = None
    for piece in (stream[:cut], stream[cut:]):
        parser.feed(piece)
        while (event := parser.next_event()) is not None:
            if isinstance(event, Body):
                last = event
                value = jsonrpc.decode(event.data)
                if isinstance(value, jsonrpc.Reject):
                    parser.rewind()
                else:
                    jsonrpc.classify(value)
            elif isinstance(event, TooLarge):
                assert event.declared > 4096
    if last is None or last.data != PROBE_BODY:
        raise AssertionError(f"lost the frame after {data!r}")


def smoke(runs: int) -> None:
    rng = random.Random(0)
    alphabet = [b"Content-Length: ", b"\r\n", b"\n", b"{", b"}", b'"', b"12", b"\x00", PROBE[:9]]
    for _ in range(runs):
        parts = [
            rng.choice(alphabet) if rng.random() < 0.5 else rng.randbytes(rng.randint(0, 8))
            for _ in range(rng.randint(0, 12))
        ]
        one_input(bytes([rng.randint(0, 255)]) + b"".join(parts))
    print(f"smoke: {runs} inputs, no failures")


def main() -> None:
    if len(sys.argv) >= 2 and sys.argv[1] == "--smoke":
        smoke(int(sys.argv[2]) if len(sys.argv) > 2 else 10_000)
        return
    import atheris  # pyright: ignore[reportMissingImports]

    atheris.Setup(sys.argv, one_input)  # pyright: ignore[reportUnknownMemberType]
    atheris.Fuzz()  # pyright: ignore[reportUnknownMemberType]


if __name__ == "__main__":
    main()

"""The credentials layer in a worker process (``screen/worker.py``, perf31): the same answers as
in this process, and a worker that is off, busy, dead, late or talking nonsense is never waited
for and never changes an answer."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
import threading
from collections.abc import Iterator

import msgspec
import pytest
from tinyagent_memory.daemon import screen
from tinyagent_memory.daemon.screen import injection, secrets, worker

from tests import screen_corpus as corpus
from tests.bench.bench_screen import memory_of

Worker = worker._Worker  # pyright: ignore[reportPrivateUsage]

order_classes = injection.order_classes

SECRET = "the staging token is ghp_" + "a1B2" * 9 + " and the DB password is Xq9-vTz4!pLm"


MEMORIES = [
    memory_of(corpus.secrets()),
    memory_of(corpus.injections()),
    memory_of(corpus.risky_negatives()),
    memory_of(corpus.prose()),
]


def _ready() -> None:
    assert worker.warm(), "the worker did not load its rules"


@pytest.fixture
def fresh_worker(monkeypatch: pytest.MonkeyPatch) -> Iterator[Worker]:
    monkeypatch.delenv(worker.ENV, raising=False)
    w = worker._WORKER  # pyright: ignore[reportPrivateUsage]
    worker._stop(w)  # pyright: ignore[reportPrivateUsage]
    w.starts, w.asked = 0, False
    yield w
    worker._stop(w)  # pyright: ignore[reportPrivateUsage]
    w.starts, w.asked = 0, False


def _serial(text: str, monkeypatch: pytest.MonkeyPatch) -> list[screen.LineHit]:
    monkeypatch.setenv(worker.ENV, "0")
    try:
        return screen.screen(text)
    finally:
        monkeypatch.delenv(worker.ENV)


def test_the_worker_answers_as_this_process(
    fresh_worker: Worker, monkeypatch: pytest.MonkeyPatch
) -> None:
    _ready()
    for text in [*MEMORIES, SECRET * 8]:
        pending = worker.submit(text)
        assert pending is not None
        assert worker.classes_of(pending) == injection.order_classes(text)
        assert worker.collect(pending) == secrets.screen_text(text)
        assert screen.screen(text) == _serial(text, monkeypatch)
    for text in MEMORIES:  # a screen that never reached the order classes: read past
        pending = worker.submit(text)
        assert pending is not None
        assert worker.collect(pending) == secrets.screen_text(text)
    assert fresh_worker.proc is not None and fresh_worker.proc.poll() is None


def test_short_texts_and_the_switch_stay_in_this_process(
    fresh_worker: Worker,
    monkeypatch: pytest.MonkeyPatch,  # pyright: ignore[reportPrivateUsage]
) -> None:
    assert worker.submit(SECRET) is None  # shorter than MIN_CHARS: nothing started
    assert fresh_worker.proc is None
    monkeypatch.setenv(worker.ENV, "0")
    assert worker.submit(SECRET * 8) is None
    assert fresh_worker.proc is None
    assert [h.hit.code for h in screen.screen(SECRET * 8)].count(screen.CREDENTIAL) >= 8


def test_a_loading_or_busy_worker_is_not_waited_for(fresh_worker: Worker) -> None:
    text = SECRET * 8
    assert worker.submit(text) is None  # the first long text starts nothing
    assert fresh_worker.proc is None
    assert worker.submit(text) is None  # the second starts it: not ready yet
    assert fresh_worker.proc is not None
    _ready()
    with fresh_worker.lock:  # another thread's screen holds it
        assert worker.submit(text) is None
    pending = worker.submit(text)
    assert pending is not None
    assert worker.collect(pending) == secrets.screen_text(text)


def test_a_dead_worker_changes_no_answer_and_is_started_again(
    fresh_worker: Worker,
    monkeypatch: pytest.MonkeyPatch,  # pyright: ignore[reportPrivateUsage]
) -> None:
    _ready()
    text = MEMORIES[0]
    expected = _serial(text, monkeypatch)
    assert fresh_worker.proc is not None
    fresh_worker.proc.kill()
    fresh_worker.proc.wait()
    assert screen.screen(text) == expected  # the layer ran here
    assert fresh_worker.proc is None
    _ready()  # started again
    assert fresh_worker.starts == 2
    assert screen.screen(text) == expected


def test_a_worker_that_answers_nonsense_is_stopped(
    fresh_worker: Worker,
    monkeypatch: pytest.MonkeyPatch,  # pyright: ignore[reportPrivateUsage]
) -> None:
    fake = (
        "import os, sys\n"
        "os.write(1, (5).to_bytes(4, 'big') + b'ready')\n"
        "while os.read(0, 65536):\n"
        "    os.write(1, (3).to_bytes(4, 'big') + b'\\xc1\\xc1\\xc1')\n"
    )
    real = subprocess.Popen

    def popen(args: list[str], **kwargs: object) -> subprocess.Popen[bytes]:
        return real([sys.executable, "-c", fake], **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(worker.subprocess, "Popen", popen)
    text = MEMORIES[0]
    expected = _serial(text, monkeypatch)
    _ready()
    assert screen.screen(text) == expected
    assert fresh_worker.proc is None  # stopped: its answer was not a list of matches


def test_threads_screening_at_once_get_their_own_answers(
    fresh_worker: Worker, monkeypatch: pytest.MonkeyPatch
) -> None:
    _ready()
    expected = {text: _serial(text, monkeypatch) for text in MEMORIES}
    got: list[bool] = []

    def run(text: str) -> None:
        for _ in range(5):
            got.append(screen.screen(text) == expected[text])

    threads = [threading.Thread(target=run, args=(t,)) for t in MEMORIES]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert got == [True] * 20


def test_a_forked_child_never_uses_its_parents_worker(fresh_worker: Worker) -> None:
    _ready()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: screens alone, then reports
        try:
            text = SECRET * 8
            ok = worker.submit(text) is None and screen.screen(text) != []
            os.write(write, b"1" if ok else b"0")
        finally:
            os._exit(0)
    os.close(write)
    answer = os.read(read, 1)
    os.waitpid(pid, 0)
    assert answer == b"1"
    pending = worker.submit(SECRET * 8)  # the parent's worker still answers the parent
    assert pending is not None
    assert worker.collect(pending) == secrets.screen_text(SECRET * 8)


def test_the_worker_process_writes_only_frames() -> None:
    env = dict(os.environ, **{worker.ENV: "0"})
    proc = subprocess.run(
        [sys.executable, "-c", _STRAY_PRINT],
        input=struct.pack(">I", len(SECRET.encode())) + SECRET.encode(),
        capture_output=True,
        env=env,
        timeout=120,
        check=True,
    )
    out = proc.stdout
    frames: list[bytes] = []
    while out:
        size = struct.unpack(">I", out[:4])[0]
        frames.append(out[4 : 4 + size])
        out = out[4 + size :]
    assert frames[0] == b"ready"
    classes = msgspec.msgpack.decode(frames[1], type=list[tuple[int, str, int, int, str | None]])
    assert classes == [(n, m.family, m.start, m.end, m.how) for n, m in order_classes(SECRET)]
    decoded = msgspec.msgpack.decode(frames[2], type=list[tuple[str, int, int]])
    assert decoded == [(m.rule, m.start, m.end) for m in secrets.screen_text(SECRET)]
    assert len(frames) == 3
    assert b"a stray print" in proc.stderr


_STRAY_PRINT = (
    "from tinyagent_memory.daemon.screen import worker_main, secrets\n"
    "real = secrets.screen_text\n"
    "def noisy(text):\n"
    "    print('a stray print')\n"
    "    return real(text)\n"
    "secrets.screen_text = noisy\n"
    "raise SystemExit(worker_main.main())\n"
)


def test_order_classes_found_apart_are_the_stages_matches() -> None:
    """``screen_text`` with the order classes given (as the worker finds them) answers as with
    the stage run in place, on the memories and on every line of the injection corpus."""
    texts = [*MEMORIES, *(i.text for i in corpus.injections()[:300])]
    for text in texts:
        lined = injection.order_classes(text)
        given = injection.screen_text(text, classes_from=lambda lined=lined: lined)
        assert given == injection.screen_text(text)


@pytest.mark.timeout(60)  # (it took 76 s: the ten words split a run of spaces every way)
def test_a_blanked_aside_after_a_device_word_is_screened_at_once() -> None:
    entry = (
        "DHL business customer portal: https://geschaeftskunden.dhl.de (login via SSO, ask Hanna"
        " for access) [OPS-3059]"
    )
    assert secrets.screen_text(entry) == []
    assert secrets.screen_text("portal" + " " * 60 + "admin password Xq9-vTz4!pLm") != []

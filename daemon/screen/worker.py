"""The credentials layer and the order classes in a second process, run while this one screens
for injection (perf31).

A full 2,200-character memory costs the credentials layer ~2–5 ms and the injection layer
~4–10 ms of one core, and Python runs both on one (the regular-expression engine holds the
interpreter lock). ``screen()`` hands the text to a worker process, screens for injection here
meanwhile, then reads the worker's credential matches: the wall time is the longer layer's, not
the sum. The worker first finds the order classes' matches of every line
(``injection.order_classes``, ~1–2.5 ms, which the injection layer reads when it reaches that
stage instead of running it: a line's class match depends on that line alone, so the lines the
earlier stages flagged are simply left out), then the credentials. The worker runs the same code
on the same text, so the answers are the same; a round trip costs ~20–50 µs.

Nothing waits for the worker: it starts on the second screen of a long text (a one-off
``memory check`` never pays for it) and, until it has loaded its rules (it says so in its first
frame), each screen runs both layers here. A worker that is busy (another thread's screen),
dead, late (``TIMEOUT``) or that answers nonsense is not used: the layer runs here (a dead or
late worker is stopped and started again later, at most ``RESTARTS`` times).
``TINYAGENT_MEMORY_SCREEN_WORKER=0`` turns it off; a forked child never uses its parent's worker.
The one module of the screen with I/O (pipes to a child process).

Frames both ways: a 4-byte big-endian length, then the payload: the text as UTF-8 (lone
surrogates passed through) from here; from the worker, two msgpack arrays, of ``[line, family,
start, end, how]`` and of ``[rule, start, end]`` (``worker_main.py``).
"""

from __future__ import annotations

import atexit
import logging
import os
import select
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from typing import Final

import msgspec

from .injection import Lined
from .injection_rules import Match
from .secrets import SecretMatch

log = logging.getLogger(__name__)

ENV: Final = "TINYAGENT_MEMORY_SCREEN_WORKER"
"""``0`` (or ``off``/``false``/``no``): every screen runs both layers in this process."""
MIN_CHARS: Final = 256
"""Shorter texts are screened here: their credentials layer costs about a round trip."""
TIMEOUT: Final = 10.0
"""Seconds a screen waits for the worker's answer before it stops the worker."""
RESTARTS: Final = 3
"""How many times a worker that died or stalled is started again (then the layer stays here)."""

_DECODE: Final = msgspec.msgpack.Decoder(list[tuple[str, int, int]])
_CLASSES: Final = msgspec.msgpack.Decoder(list[tuple[int, str, int, int, str | None]])


def enabled() -> bool:
    return os.environ.get(ENV, "1").strip().lower() not in ("0", "off", "false", "no")


@dataclass
class _Worker:
    proc: subprocess.Popen[bytes] | None = None
    pid: int = 0
    """The process that started ``proc`` (a forked child must not share its pipes)."""
    ready: bool = False
    starts: int = 0
    asked: bool = False
    """Whether a long text was screened before: the worker starts at the second one."""
    lock: threading.Lock = field(default_factory=threading.Lock)


_WORKER: Final = _Worker()


def _start(w: _Worker) -> None:
    env = dict(os.environ, **{ENV: "0"})  # (the worker never starts one of its own)
    try:
        w.proc = subprocess.Popen(
            [sys.executable, "-m", "tinyagent_memory.daemon.screen.worker_main"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            close_fds=True,
            bufsize=0,
        )
    except OSError:
        log.exception("the screen worker did not start; both layers run in this process")
        w.proc = None
        w.starts = RESTARTS + 1
        return
    w.pid, w.ready = os.getpid(), False
    w.starts += 1


def _stop(w: _Worker) -> None:
    proc, ready, w.proc, w.ready = w.proc, w.ready, None, False
    if proc is None:
        return
    for pipe in (proc.stdin, proc.stdout):
        if pipe is not None:
            pipe.close()
    if not ready:
        proc.kill()  # still loading its rules: it would read the end of its input only then
    try:
        proc.wait(timeout=1.0)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _read(fd: int, size: int, deadline: float | None) -> bytes | None:
    """Exactly ``size`` bytes from ``fd`` (None: end of file, or nothing by ``deadline`` s)."""
    out = bytearray()
    while len(out) < size:
        if deadline is not None and not select.select([fd], [], [], deadline)[0]:
            return None
        chunk = os.read(fd, size - len(out))
        if not chunk:
            return None
        out += chunk
    return bytes(out)


def read_frame(fd: int, deadline: float | None = None) -> bytes | None:
    """One frame's payload from ``fd`` (None: end of file, or nothing by ``deadline`` s; no
    deadline: wait)."""
    head = _read(fd, 4, deadline)
    return None if head is None else _read(fd, int.from_bytes(head, "big"), deadline)


def write_frame(fd: int, data: bytes) -> None:
    """``data`` as one frame to ``fd``, whole."""
    view = memoryview(len(data).to_bytes(4, "big") + data)
    while view:
        view = view[os.write(fd, view) :]


def _usable(w: _Worker) -> bool:
    """Whether the worker can take a text now (it is started here if it was not)."""
    if w.proc is not None and w.pid != os.getpid():
        w.proc, w.ready, w.starts = None, False, RESTARTS + 1  # a forked child: never its parent's
        return False
    if w.proc is None:
        if w.starts > RESTARTS:
            return False
        if not w.asked:
            w.asked = True  # a one-off screen (``memory check``) never pays for a process
            return False
        _start(w)
        return False
    if w.ready:
        return True
    stdout = w.proc.stdout
    assert stdout is not None
    if not select.select([stdout], [], [], 0)[0]:
        return False  # still loading its rules
    if read_frame(stdout.fileno(), 0.5) != b"ready":
        log.warning("the screen worker did not start properly; stopping it")
        _stop(w)
        return False
    w.ready = True
    return True


def warm(timeout: float = 60.0) -> bool:
    """Starts the worker and waits until it takes texts (benchmarks and tests; ``screen`` never
    waits): whether it does within ``timeout`` seconds."""
    if not enabled():
        return False
    w = _WORKER
    w.asked = True
    left = timeout
    while left > 0:
        with w.lock:
            if _usable(w):
                return True
            proc = w.proc
        if proc is None:
            return False
        if proc.stdout is not None:
            select.select([proc.stdout], [], [], min(0.5, left))
        left -= 0.5
    return False


def running() -> bool:
    """Whether a worker of this process takes texts now."""
    return _WORKER.ready and _WORKER.proc is not None and _WORKER.pid == os.getpid()


@dataclass
class Pending:
    """A text the worker is screening: ``classes_of`` reads its first answer, ``collect`` the
    second (and the first, if nobody asked)."""

    worker: _Worker
    read: int = 0
    """Answers read so far (-1: the worker failed; the rest runs here)."""
    classes: Lined | None = None


def submit(text: str) -> Pending | None:
    """Hands ``text`` to the worker; None when both layers must run here."""
    if len(text) < MIN_CHARS or not enabled():
        return None
    w = _WORKER
    if not w.lock.acquire(blocking=False):
        return None  # another thread's screen has it
    try:
        if _usable(w):
            assert w.proc is not None and w.proc.stdin is not None
            write_frame(w.proc.stdin.fileno(), text.encode("utf-8", "surrogatepass"))
            return Pending(w)
    except (OSError, ValueError):
        log.warning("the screen worker stopped reading; stopping it")
        _stop(w)
    w.lock.release()
    return None


def _answer(pending: Pending) -> bytes | None:
    """The worker's next frame (None: it failed and was stopped)."""
    w = pending.worker
    proc = w.proc
    answer = None
    try:
        if proc is not None and proc.stdout is not None:
            answer = read_frame(proc.stdout.fileno(), TIMEOUT)
    except OSError:
        answer = None
    if answer is None:
        log.warning("the screen worker gave no answer; stopping it")
        _stop(w)
        pending.read = -1
    return answer


def classes_of(pending: Pending) -> Lined | None:
    """The worker's order-class matches of the text (``injection.order_classes``; None: find
    them here)."""
    if pending.read == 0:
        answer = _answer(pending)
        if answer is not None:
            try:
                pending.classes = [
                    (n, Match(family, start, end, how))
                    for n, family, start, end, how in _CLASSES.decode(answer)
                ]
                pending.read = 1
            except msgspec.DecodeError:
                log.warning("the screen worker answered nonsense; stopping it")
                _stop(pending.worker)
                pending.read = -1
    return pending.classes


def collect(pending: Pending) -> list[SecretMatch] | None:
    """The worker's credential matches of the text (None: no answer, the layer must run here);
    frees the worker for the next screen."""
    try:
        classes_of(pending)  # (a screen that stopped early: its first answer is read past)
        if pending.read < 0:
            return None
        answer = _answer(pending)
        if answer is None:
            return None
        try:
            return [SecretMatch(rule, start, end) for rule, start, end in _DECODE.decode(answer)]
        except msgspec.DecodeError:
            log.warning("the screen worker answered nonsense; stopping it")
            _stop(pending.worker)
            return None
    finally:
        pending.worker.lock.release()


@atexit.register
def _at_exit() -> None:
    if _WORKER.proc is not None and _WORKER.pid == os.getpid():
        _stop(_WORKER)

"""``fact_sources._path_chunks`` (a whitespace split) finds exactly the chunks of the regex it
replaces, ``_PATH_CHUNK`` (``(?<!\\S)\\S*[/.]\\S*``), in order: on any text, and on texts made of
slashes, dots, letters and every kind of Unicode whitespace."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.context.fact_sources import _PATH_CHUNK, _path_chunks  # pyright: ignore[reportPrivateUsage]

SPACES = [chr(c) for c in range(0x3000 + 1) if chr(c).isspace()] + ["\u200b", "\ufeff"]
PIECES = st.sampled_from([*SPACES, "a", "b", ".", "/", "é", "中", "..", "a/b", "x.py"])


@settings(max_examples=1000, deadline=None)
@given(st.one_of(st.text(max_size=60), st.lists(PIECES, max_size=30).map("".join)))
def test_path_chunks_equal_the_regex(text: str) -> None:
    assert _path_chunks(text) == _PATH_CHUNK.findall(text)

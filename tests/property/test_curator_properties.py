"""The Curator's strict reply parser takes back any list of strings it is given as JSON."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st
from tinyagent_memory.daemon.memory import curator


@given(st.lists(st.text(max_size=20), max_size=8))
def test_any_list_of_strings_round_trips(entries: list[str]) -> None:
    assert curator.parse_reply(json.dumps(entries), "stop") == entries

"""MEMORY.md canonical form: entries round-trip, any text parses, and a repair is canonical."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from tinyagent_memory.daemon.memory import document as d

entry_text = (
    st.text(
        alphabet=st.characters(
            blacklist_categories=("Cs", "Cc", "Zl", "Zp"), blacklist_characters="§"
        ),
        min_size=1,
        max_size=40,
    )
    .map(lambda s: " ".join(s.split()))
    .filter(bool)
)


@given(st.lists(entry_text, max_size=12, unique_by=d.fold))
def test_canonical_round_trip(entries: list[str]) -> None:
    text = d.serialize(entries)
    doc = d.parse(text)
    assert doc.findings == []
    assert doc.texts() == entries
    assert d.serialize(doc.texts()) == text


@given(st.text(alphabet="ab §\n\r\t", max_size=60))
def test_any_text_parses_and_repair_is_canonical(text: str) -> None:
    doc = d.parse(text)
    if not doc.findings:
        assert d.serialize(doc.texts()) == text
    repaired = d.serialize(d.canonicalize(doc.texts()))
    assert d.parse(repaired).findings == []

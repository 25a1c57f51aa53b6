"""Licence keys of desktop and scientific software, and FlexLM licence files (pure):

- a licence, activation, product, registration, authorization (authorisation), unlock or seat
  key, code or number, or a licence's serial, then its value: digits in groups
  (``381-622-786-802``), a long run of digits (``400253278739``), a few letters and digits
  (``ESU160796377``, ``PW38448785``), letters and digits in groups or one upper-case run;
- a bare ``serial`` (``serial number``) with a shorter code only where the line names a
  software product (``ChemDraw``, ``LabVIEW``, ``Prism``…: ``_SOFTWARE``) or a licence
  (``seat``, ``activate``, ``edition``), never a thing's serial (``disk serial``);
- a FlexLM line (``FEATURE``/``INCREMENT <feature> <vendor daemon> <version> <expiry>
  <count>``): the licence key after the count and the ``SIGN=``/``SIGN2=`` signature.

``secret_labelled_codes`` keeps the labels it had (longer, grouped codes of any line); this layer
takes the shorter and digit-only codes a licence label or a product's name vouches for.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_anchored import anchored, lowered
from .secret_context import Covered, never
from .secret_values import placeholder
from .secret_values_shapes import UUID

_SOFTWARE: Final = (
    "matlab", "simulink", "stata", "spss", "labview", "chemdraw", "chemoffice", "chembiodraw",
    "prism", "graphpad", "originpro", "origin ", "arcgis", "arcmap", "endnote", "mosek",
    "gurobi", "cplex", "mathematica", "wolfram", "maple", "comsol", "abaqus", "ansys",
    "solidworks", "autocad", "minitab", "jmp", "sas ", "gaussian", "mestrenova", "mnova",
    "igor", "geneious", "snapgene", "tecplot", "idl", "envi", "amira", "imaris", "huygens",
    "nvivo", "atlas.ti", "maxqda", "eviews", "mplus", "kaleidagraph", "avizo", "lumerical",
    "materials studio", "sigmaplot", "systat", "statistica", "xlstat", "flowjo", "topspin",
    "schrodinger", "schrödinger", "maestro", "pymol", "sybyl", "hyperchem", "spartan", "vasp",
    "castep", "crystalmaker", "mathcad", "mathtype", "labchart", "spike2", "leica", "zeiss",
    "photoshop", "acrobat", "office", "windows", "visual studio", "pycharm", "intellij",
    "jetbrains", "vivado", "quartus", "altium", "creo", "catia", "inventor", "revit", "rhino",
    "sketchup", "citavi", "refworks", "camtasia", "snagit", "lisrel", "amos", "genstat",
    "simca", "unscrambler", "surfer", "petrel", "aspen", "hysys", "chemcad", "fluent",
    "opera", "harmony", "metamorph", "volocity", "nis-elements", "cellsens", "zen ",
)  # fmt: skip
"""Lower-cased names of licensed desktop, scientific and engineering software."""
_LABEL: Final = (
    r"(?i:\b(?:"
    r"(?:licen[cs]e[\s\-]+(?:key|code|string|serial|password)"
    r"|(?:activation|unlock|seat|authori[sz]ation)[\s\-]+(?:key|code)"
    r"|product[\s\-]+key|(?P<product>product[\s\-]+code|registration[\s\-]+(?:key|code))"
    r"|(?P<number>(?:licen[cs]e|activation|authori[sz]ation)[\s\-]+(?:number|no\.?)))s?"
    r"|(?P<serial>(?:licen[cs]e\s+)?serial(?:[\s\-]+(?:number|key|no\b\.?|#))?))(?!\w))"
)
_LICENCE: Final = re.compile(
    _LABEL
    + r"(?:\s*\([^()\n]{0,60}\))?"
    + r"(?:\s+(?:for|of)\s+[^\n:=;,]{1,40}?(?:\s+(?:is|was|now)\s+|\s*[:=#]\s*)"
    + r"|[;,]\s+(?:ours|mine|it)\s+is\s+|\s+(?:is|was|now)\s+|\s*[:=#]\s*|\s+)['\"`]?"
    + r"(?P<v>(?=[A-Za-z\-]*\d)[A-Za-z0-9]+(?:-[A-Za-z0-9]+){0,7})(?![\w\-.@/]|\.\w)"
)
_NEEDLES: Final = (
    "licen", "activation", "product", "registration", "authori", "unlock", "seat", "serial",
)  # fmt: skip
_LICENCE_WORDS: Final = re.compile(
    r"(?i:licen[cs]|\bseats?\b|activat|\bedition\b|subscription|\bregist|\bunlock|\bkeygen\b"
    r"|\binstall(?:er|ation)?\b)"
)
_THING: Final = re.compile(
    r"(?i:\b(?:certificate|cert|tls|ssl|device|disk|drive|chassis|hardware|board|modem|router"
    r"|phone|meter|battery|engine|vehicle|instrument|microscope|sensor|camera|detector|dongle"
    r"|switch|server|node|laptop|unit|probe|pump|sample|tube|box|port)s?\s+$|sha-?\d+|md5"
    r"|checksum|hash|digest|order|invoice|po\b|ticket|case|\bsn\b"
    r"|driver'?s|driving|medical|nursing|pharmacy|business|practi[cs]e)"
)
"""A serial of a thing or a number of a document: an id, not a licence's code."""
_YEAR: Final = re.compile(r"(?:19|20)\d\d")
_DATE: Final = re.compile(r"(?:19|20)\d\d(?:-\d\d){0,2}|\d{1,2}-\d{1,2}-(?:19|20)\d\d")
_FLEXLM: Final = re.compile(
    r"\b(?:FEATURE|INCREMENT|UPGRADE)\s+[\w.\-]+\s+[\w.\-]+\s+[\d.]+\s+"
    r"(?:permanent|\d{1,2}-[a-z]{3}-\d{4}|0)\s+(?:uncounted|\d+)"
    r"(?:\s+(?P<key>[0-9A-F]{12,40})(?![\w=]))?"
)
_SIGN: Final = re.compile(
    r"\b(?:SIGN2?|vendor_info_sign)=(?P<q>\"?)(?P<v>[0-9A-F]{4,}(?:\s[0-9A-F]{4,}){0,15})(?P=q)"
)


def _names_software(line: str, products_only: bool = False, registration: bool = True) -> bool:
    """The line names a software product (or, unless ``products_only``, a licence; a
    registration counts unless ``registration`` is false: a conference has one too)."""
    lower = line.lower() + " "
    if any(name in lower for name in _SOFTWARE):
        return True
    if products_only:
        return False
    return any(
        registration or not m.group().lower().startswith("regist")
        for m in _LICENCE_WORDS.finditer(line)
    )


def _value(v: str, labelled: bool) -> bool:
    """A licence code: groups of digits or of letters and digits, a long digit run, letters and
    digits mixed; with a bare ``serial`` (``labelled`` false) at least eight characters."""
    if placeholder(v) or UUID.fullmatch(v) or _DATE.fullmatch(v):
        return False
    groups = v.split("-")
    body = "".join(groups)
    digits = sum(c.isdigit() for c in body)
    letters = len(body) - digits
    if len(body) < 8 or digits < 3 or len(set(body)) < 5:
        return False
    if len(body) in (32, 40, 64) and all(c in "0123456789abcdefABCDEF" for c in body):
        return False  # a digest's length
    if any(g.isalpha() and len(g) > 3 and g.lower() == g for g in groups):
        return False  # a word: "build-2024-final", "v2-release"
    if len(groups) > 1 and any(_YEAR.fullmatch(g) for g in groups):
        return False  # a year among the groups: "CONF-2026-EU-7781" numbers an event or a case
    if letters == 0:
        return len(body) >= 9 and not (len(groups) == 1 and len(body) > 20)
    if v.lower() == v and letters > digits:
        return False  # a lower-case name with digits: "lab2024cluster"
    return digits >= 3 and (len(body) >= 10 or letters <= 3)


def _line(text: str, at: int) -> str:
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return text[start : end if end != -1 else len(text)]


def licence_keys(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Licence codes and FlexLM keys as the module's docstring lists them."""
    lower = lowered(text)
    found: list[tuple[str, int, int]] = []
    needles = tuple(n for n in _NEEDLES if n in lower)
    for m in anchored(_LICENCE, text, lower, needles) if needles else ():
        v = m["v"]
        if _THING.search(text, max(0, m.start() - 24), m.start()):
            continue
        serial = m["serial"] is not None
        if not _value(v, not serial):
            continue
        line = _line(text, m.start())
        if serial and not _names_software(line):
            continue  # "serial 20231114-A7": a device's or a sample's number
        if m["product"] is not None and not _names_software(line, registration=False):
            continue  # "product code: RT-4471-KX29-55AB on the pallet label": an article's code
        if m["number"] is not None and not _names_software(line, products_only=True):
            continue  # "licence number of the pesticide": a permit's number
        found.append(("licence-code", *m.span("v")))
    if "FEATURE" in text or "INCREMENT" in text or "UPGRADE" in text:
        for m in _FLEXLM.finditer(text):
            if m["key"] is not None and len(set(m["key"])) >= 6:
                found.append(("licence-file-key", *m.span("key")))
    if "SIGN" in text or "_sign=" in text:
        for m in _SIGN.finditer(text):
            if len(set(m["v"].replace(" ", ""))) >= 6:
                found.append(("licence-file-key", *m.span("v")))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end

"""A non-editable install (a wheel, ``pip install .``) ships every package of the source tree.

An editable install finds sub-packages through the folder mapping whatever ``packages`` lists, so
a package missing from pyproject.toml only shows on a real install: ``tinyagent-memory demo`` then
fails with ModuleNotFoundError.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_package_folder_is_listed_in_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    setuptools = config["tool"]["setuptools"]
    listed = set(setuptools["packages"])
    on_disk = {
        ".".join((name, *init.parent.relative_to(ROOT / folder).parts))
        for name, folder in setuptools["package-dir"].items()
        for init in (ROOT / folder).rglob("__init__.py")
    }
    assert on_disk == listed

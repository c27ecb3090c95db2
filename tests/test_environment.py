"""Issue 15, item 13: a plain `uv run damier` installs what the app needs, not the developer
tools (pyinstaller, ruff, pytest made a 344 MB environment); the README's test command names them."""

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DEV_TOOLS = ("pytest", "pyinstaller", "ruff", "import-linter")


def _installed_by(*args: str) -> set[str]:
    run = subprocess.run(["uv", "export", "--frozen", "--format", "requirements-txt", "--no-hashes", *args],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    return {m.group(1).lower() for m in re.finditer(r"^([A-Za-z0-9_.\-]+)==", run.stdout, re.M)}


@pytest.mark.skipif(shutil.which("uv") is None, reason="uv is not on PATH")
def test_plain_run_leaves_the_developer_tools_out():
    plain = _installed_by()
    assert {"pyside6-essentials", "shapely", "networkx", "platformdirs"} <= plain
    assert not plain & set(DEV_TOOLS), plain & set(DEV_TOOLS)
    assert set(DEV_TOOLS) <= _installed_by("--group", "dev")


def test_readme_test_command_installs_the_test_tools():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("```sh", 1)[1].split("```", 1)[0]
    commands = [line.split("#")[0].strip() for line in block.strip().splitlines()]
    assert commands[0] == "uv run damier"
    assert commands[1] == "uv run --group dev pytest"
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "uv run --group dev pytest" in ci

"""The layer contracts: geometry and rules never import Qt, gui/ rooms one way (import-linter, "Layers" in DESIGN.md)."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_import_linter_contracts_hold():
    lint = Path(sys.executable).parent / "lint-imports"
    run = subprocess.run([str(lint), "--config", str(ROOT / "pyproject.toml")], cwd=ROOT,
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "4 kept, 0 broken" in run.stdout


@pytest.mark.parametrize("command, answer", [("check", '"results": {}'), ("info", "draw-steel")])
def test_file_commands_do_not_load_qt(tmp_path, command, answer):
    """`damier check` and `damier info` (like `import` and `export`) answer from the rules layer alone."""
    scenario = tmp_path / "s.json"
    scenario.write_text('{"format": "damier.scenario/1", "ruleset": "draw-steel", "grid": {"width": 3, "height": 3}}')
    code = (f"import sys; from gui.launcher import main; rc = main([{command!r}, {str(scenario)!r}]); "
            "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt imported'; sys.exit(rc)")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert answer in run.stdout


def test_ruff_is_clean():
    run = subprocess.run([sys.executable, "-m", "ruff", "check", "geometry", "rules", "gui", "tests"],
                         cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_no_import_circles():
    """No module imports itself back through others (function-level imports count too)."""
    import grimp
    import networkx as nx

    graph = grimp.build_graph("geometry", "rules", "gui")
    arrows = nx.DiGraph((m, i) for m in graph.modules for i in graph.find_modules_directly_imported_by(m))
    assert list(nx.simple_cycles(arrows)) == []


"""Every test runs with a temporary home: settings, logs, autosaves, caches and recent files never
touch the user's own folders (platformdirs and QSettings both follow HOME and the XDG variables)."""

import os
import tempfile
from pathlib import Path

# Read before the override so a test can check nothing points into it.
REAL_HOME = Path(os.path.expanduser("~")).resolve()
_HOME = Path(tempfile.mkdtemp(prefix="damier-test-home-"))

# uv and pip keep using the real caches (a fresh cache would download everything again).
for var, default in (("UV_CACHE_DIR", REAL_HOME / ".cache" / "uv"),
                     ("PIP_CACHE_DIR", REAL_HOME / ".cache" / "pip")):
    os.environ.setdefault(var, str(default))
os.environ["DAMIER_TEST_REAL_HOME"] = str(REAL_HOME)
os.environ["HOME"] = str(_HOME)
for var, sub in (("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                 ("XDG_STATE_HOME", ".local/state"), ("XDG_CACHE_HOME", ".cache")):
    os.environ[var] = str(_HOME / sub)

# Property tests are derandomised in the default run (same examples every run, so CI is repeatable);
# DAMIER_HYPOTHESIS_RANDOM=1 explores new examples.
try:
    from hypothesis import settings as _hypothesis_settings

    _hypothesis_settings.register_profile("damier", derandomize=not os.environ.get("DAMIER_HYPOTHESIS_RANDOM"))
    _hypothesis_settings.load_profile("damier")
except ImportError:  # hypothesis is in the dev group
    pass

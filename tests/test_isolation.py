"""Issue 15, item 12: tests must never write into the user's own settings, logs, autosaves or
caches (the crash test once wrote "ZeroDivisionError: boom" into the real damier.log)."""

import os
from pathlib import Path

import platformdirs


def test_user_folders_are_temporary_during_tests():
    real_home = Path(os.environ["DAMIER_TEST_REAL_HOME"])
    for folder in (platformdirs.user_log_dir("Damier", appauthor=False),
                   platformdirs.user_data_dir("Damier", appauthor=False),
                   platformdirs.user_config_dir("Damier", appauthor=False),
                   platformdirs.user_state_dir("Damier", appauthor=False),
                   platformdirs.user_cache_dir("Damier")):
        p = Path(folder).resolve()
        assert real_home not in p.parents, f"{folder} is inside the user's home"

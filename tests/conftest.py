"""Set-up every test shares. The helpers live in ``tests/support`` and are imported by name
(``from tests.support.boards import board``); ``tests`` is a package, so pytest puts the repository
on ``sys.path``.
"""

from __future__ import annotations

import os

os.environ["XDG_CONFIG_HOME"] = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"boardgen-tests-config-{os.getpid()}")
"""No user's own ``config.toml`` (``boardgen/user_config.py``) reaches the tests: every command,
in this process and the ones it starts, looks for it in a folder that holds none (made by no
one). tests/test_user_config.py points it elsewhere for its own files."""

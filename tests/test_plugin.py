"""The plugin's grouping of cases for pytest-xdist: one approach and repeat per worker, in order."""

from __future__ import annotations

import pytest

from evals.plugin import _group


@pytest.mark.parametrize(
    ("nodeid", "group"),
    [
        ("evals/test_sessions.py::test_session[none-s1-caddy]", "r1-none"),
        ("evals/test_sessions.py::test_session[notes-s12-upgraded]", "r1-notes"),
        ("evals/test_sessions.py::test_session[r2-notes-s1-caddy]", "r2-notes"),
        ("evals/test_sessions.py::test_session[r10-oracle-s34-email]", "r10-oracle"),
        ("tests/test_store.py::test_something", "tests/test_store.py::test_something"),
    ],
)
def test_sessions_of_one_approach_and_repeat_share_a_group(nodeid, group):
    assert _group(nodeid) == group

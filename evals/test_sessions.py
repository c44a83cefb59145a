"""Every session of the scenario, for every approach, as one pytest case (the plugin, evals/plugin.py, makes them).

A miss fails the case unless the committed baseline missed it too (then it is an expected
failure, so CI gates regressions of a weak model's run without hiding its misses). A session
that could not be replayed as recorded always fails. The gate's verdict follows as one more test.
"""

from __future__ import annotations

import pytest

from .gate import BROKEN, Baseline
from .harness import Case, Harness


@pytest.mark.vcr
@pytest.mark.block_network
def test_session(case: Case, harness: Harness, baseline: Baseline | None, vcr) -> None:
    record = harness.play(case, vcr)
    if record.error_kind in BROKEN:
        pytest.fail(record.error, pytrace=False)
    if not record.passed:
        why = f"{case.id} ({harness.run.chat_model}): {record.why()}"
        if baseline is not None and baseline.known_miss(case.approach, case.session.id):
            pytest.xfail(f"missed in the baseline too. {why}")
        pytest.fail(why, pytrace=False)

"""Every session of the scenario, for every approach, as one pytest case.

A miss fails the case unless the committed baseline missed it too (then it is an expected
failure, so CI gates regressions of a weak model's run without hiding its misses).
"""

from __future__ import annotations

import pytest

from .conftest import cassette_file
from .gate import Baseline
from .harness import Case, Harness


@pytest.mark.vcr
@pytest.mark.block_network
def test_session(
    case: Case, harness: Harness, baseline: Baseline | None, vcr_cassette_dir: str, default_cassette_name: str
) -> None:
    record = harness.play(case, cassette_file(vcr_cassette_dir, default_cassette_name))
    if record.error_kind in ("replay", "order"):
        pytest.fail(record.error, pytrace=False)
    if not record.passed:
        if record.error:
            why = f"{case.id} ({harness.run.chat_model}): {record.error}"
        else:
            missing = " and ".join(" or ".join(repr(a) for a in g) for g in record.missing)
            why = f"{case.id} ({harness.run.chat_model}): the answer lacks {missing}. Answer: {record.answer[:300]!r}"
        if baseline is not None and baseline.known_miss(case.approach, case.session.id):
            pytest.xfail(f"missed in the baseline too. {why}")
        pytest.fail(why, pytrace=False)

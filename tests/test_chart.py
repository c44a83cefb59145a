"""Charts are drawn once per data: a replay keeps the PNG it would draw again."""

from __future__ import annotations

import pandas as pd

from evals import chart
from evals.chart import tokens_chart

DATA = pd.DataFrame({"none": [100, 200], "notes": [150, 120]}, index=["s1", "s2"])


def test_a_chart_is_drawn_and_marked_with_its_data(tmp_path):
    path = tmp_path / "tokens.png"
    tokens_chart(DATA, "title", path)
    assert path.read_bytes().startswith(b"\x89PNG") and b"shortlink-chart-data " in path.read_bytes()


def test_the_same_data_is_not_drawn_again_and_other_data_or_title_is(tmp_path, monkeypatch):
    path = tmp_path / "tokens.png"
    tokens_chart(DATA, "title", path)
    drawn = []
    monkeypatch.setattr(chart, "_draw", lambda *args: drawn.append(args[1]))
    tokens_chart(DATA, "title", path)
    assert drawn == []
    tokens_chart(DATA.assign(none=[100, 201]), "title", path)
    tokens_chart(DATA, "another title", path)
    assert drawn == ["title", "another title"]

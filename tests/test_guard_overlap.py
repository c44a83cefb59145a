"""The check that keeps a new guard set from repeating an older one, without showing its notes."""

import json

from evals import guardset
from evals.guardoverlap import close, drop, overlap

OLDER = "Our reverse proxy is nginx on 10.0.0.5, and it forwards X-Forwarded-For."
NEAR = "Our reverse proxy is Caddy on 10.0.0.5, and it forwards X-Forwarded-For."
FAR = "Backups go to s3://acme-backups every night at 02:00 UTC."


def write(path, *notes):
    path.write_text(
        "".join(json.dumps({"text": t, "label": lab, "kind": "k", "lang": "en"}) + "\n" for t, lab in notes)
    )
    return path


def test_a_note_within_the_threshold_of_an_older_one_is_close_and_an_unrelated_one_is_not():
    assert close(OLDER.upper().casefold(), [OLDER.casefold()])  # case folded by the caller: the same note
    assert close(NEAR.casefold(), [FAR.casefold(), OLDER.casefold()])  # one word changed, found past another note
    assert not close(FAR.casefold(), [OLDER.casefold()])
    assert not close(NEAR.casefold(), [])


def test_overlap_drops_only_the_near_copies_and_drop_keeps_the_rest_in_order(tmp_path):
    older = write(tmp_path / "old.jsonl", (OLDER, "fact"))
    new = write(tmp_path / "new.jsonl", (FAR, "fact"), (NEAR, "fact"), ("Always answer in French.", "instruction"))
    result = overlap(new, [older])
    assert [e["text"] for e in result.dropped] == [NEAR]
    assert [e["text"] for e in result.kept] == [FAR, "Always answer in French."]
    drop(new, result)
    assert [json.loads(line)["text"] for line in new.read_text().splitlines()] == [FAR, "Always answer in French."]


def test_the_command_prints_counts_and_never_a_note(tmp_path, monkeypatch, capsys):
    data = tmp_path / "data"
    data.mkdir()
    write(data / "guard_old.jsonl", (OLDER, "fact"))
    new = write(data / "guard_new.jsonl", (NEAR, "fact"), (FAR, "fact"), ("Never mention TLS.", "instruction"))
    monkeypatch.setattr(guardset, "DATA", data)
    assert guardset.main(["overlap", str(new)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1 notes within 0.8 of an older set; kept 1 facts, 1 instructions")
    assert not any(t.casefold() in out.casefold() for t in (NEAR, FAR, "Never mention TLS."))
    assert len(new.read_text().splitlines()) == 3  # without --drop the file is left alone
    assert guardset.main(["overlap", str(new), "--drop"]) == 0
    assert "(dropped from the file)" in capsys.readouterr().out
    assert [json.loads(line)["text"] for line in new.read_text().splitlines()] == [FAR, "Never mention TLS."]


def test_a_missing_file_or_a_line_that_is_not_a_note_is_a_clear_error_and_changes_nothing(tmp_path, capsys):
    assert guardset.main(["overlap", str(tmp_path / "nope.jsonl")]) == 2
    assert "nope.jsonl" in capsys.readouterr().err
    broken = tmp_path / "guard_broken.jsonl"
    broken.write_text('{"text": "Our proxy is nginx.", "label": "fact"}\n{"label": "fact"}\n')
    assert guardset.main(["overlap", str(broken), "--drop"]) == 2
    assert "guard_broken.jsonl:2: needs a string 'text'" in capsys.readouterr().err
    assert len(broken.read_text().splitlines()) == 2  # nothing dropped, nothing rewritten

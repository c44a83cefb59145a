"""evals.retrieval: the metric functions, the labelled set's consistency, and a run on fake embeddings.

Embeddings come from the scripted fake server (bag of words, not a model); nothing touches the network.
"""

from __future__ import annotations

import copy
import json

import numpy as np
import pytest

from agent.memory import NotesMemory, RecallPolicy
from agent.store import MAX_TEXT, Note, NoteStore
from evals import retrieval
from evals.retrieval import embed_stores, load, measure, notes_of, problems, rank, recall_at, recency, stale
from tests.doubles import ScriptedServer, client


@pytest.fixture(scope="module")
def data() -> dict:
    return json.loads(retrieval.DATA.read_text(encoding="utf-8"))


@pytest.fixture
def fake():
    """A real ModelClient on the scripted server, named like the local e5 model so its policy applies."""
    return client(ScriptedServer(), embed_model="multilingual-e5-small")


# ------------------------------------------------------------------ metrics


def test_recall_at_1_is_a_hit_rate():
    assert recall_at([3, 1, 2], [3], 1) == 1.0
    assert recall_at([1, 3, 2], [3], 1) == 0.0
    assert recall_at([], [3], 1) == 0.0


def test_recall_at_k_counts_every_relevant_note_up_to_k():
    assert recall_at([4, 1, 2, 5, 3], [1, 3], 5) == 1.0
    assert recall_at([4, 1, 2, 5, 3], [1, 3], 3) == 0.5
    assert recall_at([1, 4], [1, 3], 1) == 1.0  # @1 has room for one note only


def note(i: int, vector, text: str = "") -> Note:
    return Note(i, text or f"note {i}", "s1", "", np.asarray(vector, dtype=np.float32))


def plain(n: int) -> list[Note]:
    """n notes on orthogonal axes, with no values: no note can supersede another."""
    return [note(i + 1, row) for i, row in enumerate(np.eye(n))]


def ids(ranked) -> list[int]:
    return [i for i, _ in ranked]


def test_the_superseded_note_on_top_is_a_miss_at_1():
    notes = [{"id": 1}, {"id": 2, "supersedes": 1}]
    got = ids(rank(np.array([0.9, 0.8]), plain(2)))
    assert got == [1, 2]
    assert recall_at(got, [2], 1) == 0.0 and recall_at(got, [2], 5) == 1.0
    assert stale(notes, [2]) == {1}


def test_rank_orders_by_cosine_and_ties_go_to_the_newer_note():
    assert ids(rank(np.array([0.5, 0.9, 0.5, 0.7]), plain(4))) == [2, 4, 3, 1]


def test_rank_cuts_at_k_before_the_floor():
    scores = np.array([0.9, 0.85, 0.8, 0.75, 0.7, 0.95])
    assert ids(rank(scores, plain(6), k=3)) == [6, 1, 2]
    assert ids(rank(scores, plain(6), k=3, floor=0.88)) == [6, 1]
    assert ids(rank(scores, plain(6), k=5, floor=0.99)) == []


def twins() -> list[Note]:
    """Notes 1 and 3 alike (0.95) and giving two addresses; note 2 elsewhere."""
    return [
        note(1, [1.0, 0.0, 0.0], "Caddy at 10.0.0.2"),
        note(2, [0.0, 1.0, 0.0], "Backups at 02:00"),
        note(3, [0.95, 0.0, 0.3122499], "Caddy moved to 10.0.0.3"),
    ]


def test_rank_marks_an_older_note_only_when_its_newer_twin_is_also_found():
    scores = np.array([0.9, 0.8, 0.7])
    assert rank(scores, twins(), same_topic=0.93) == [(1, 3), (2, None), (3, None)]
    assert rank(scores, twins(), same_topic=0.93, drop=True) == [(2, None), (3, None)]
    assert rank(scores, twins(), k=2, same_topic=0.93) == [(1, None), (2, None)]  # note 3 not recalled
    assert rank(scores, twins(), floor=0.75, same_topic=0.93) == [(1, None), (2, None)]  # note 3 under the floor


def test_alike_notes_that_agree_on_their_values_are_not_marked_unless_by_cosine_alone():
    notes = twins()
    notes[2] = note(3, notes[2].vector, "Caddy at 10.0.0.2 gets its certificates from Let's Encrypt")
    scores = np.array([0.9, 0.8, 0.7])
    assert rank(scores, notes, same_topic=0.93) == [(1, None), (2, None), (3, None)]
    assert rank(scores, notes, same_topic=0.93, mark="cosine") == [(1, 3), (2, None), (3, None)]


def test_the_recency_bonus_reorders_but_the_floor_judges_the_cosine():
    assert list(recency(3)) == pytest.approx([0.0, 0.025, 0.05])
    assert list(recency(1)) == [0.0]
    scores = np.array([0.80, 0.77])
    assert ids(rank(scores, plain(2), bonus=recency(2))) == [2, 1]
    assert ids(rank(scores, plain(2), floor=0.78, bonus=recency(2))) == [1]


def test_stale_follows_a_chain_of_updates():
    notes = [{"id": 1}, {"id": 2, "supersedes": 1}, {"id": 3}, {"id": 4, "supersedes": 2}]
    assert stale(notes, [4]) == {1, 2}
    assert stale(notes, [3]) == set()


def test_rank_matches_what_notes_memory_selects(data, fake):
    """The eval must rank as production does: same order, k, floor, and superseded notes."""
    marked = 0
    policy = RecallPolicy(k=5, floor=0.1, same_topic=0.6)
    for store, (notes, questions) in zip(data["stores"], embed_stores(data["stores"], fake.embed), strict=True):
        memory = NotesMemory(NoteStore(None), fake, "eval", policy)
        for n, vector in zip(store["notes"], notes, strict=True):
            assert memory.store.add(n["text"], vector, n["session"], embedding=fake.embedding).id == n["id"]
        for q, vector in zip(store["questions"], questions, strict=True):
            chosen = [(n.id, newer) for n, _, newer in memory.select(q["q"])]
            marked += sum(newer is not None for _, newer in chosen)
            scores = memory.store.similarities(vector)  # the store's own arithmetic, so exact ties stay ties
            assert rank(scores, notes_of(store, notes), policy.k, policy.floor, policy.same_topic) == chosen
    assert marked  # the superseding rule was exercised


def test_the_eval_embeds_notes_as_documents_and_questions_as_queries(data):
    server = ScriptedServer()
    embed_stores(data["stores"][:1], client(server, embed_model="voyageai/voyage-4-lite").embed)
    kinds = {(r["input_type"], len(r["input"])) for r in server.embedding_requests()}
    assert kinds == {("document", len(data["stores"][0]["notes"])), ("query", len(data["stores"][0]["questions"]))}


def test_measure_on_hand_made_vectors():
    """Two notes on one axis (the second updates the first), one on another; one unrelated question."""
    notes = np.array([[1.0, 0.0], [0.96, 0.28], [0.0, 1.0]])
    questions = np.array([[1.0, 0.0], [0.0, 1.0], [-1.0, 0.0]])
    store = {
        "notes": [
            {"id": 1, "text": "Caddy at 10.0.0.2", "session": "s"},
            {"id": 2, "text": "Caddy at 10.0.0.3", "session": "s", "supersedes": 1},
            {"id": 3, "text": "database", "session": "s"},
        ],
        "questions": [{"q": "a", "relevant": [2]}, {"q": "b", "relevant": [3]}, {"q": "c", "relevant": []}],
    }
    plain = measure([store], [(notes, questions)], k=2)
    assert plain["recall@1"] == 0.5 and plain["recall@5"] == 1.0 and plain["stale shown"] == 1.0
    assert plain["notes/unrelated q"] == 2.0 and plain["unrelated w/o notes"] == 0.0
    marked = measure([store], [(notes, questions)], k=2, floor=0.5, same_topic=0.9)
    assert marked["recall@1"] == 0.5 and marked["stale shown"] == 1.0 and marked["stale unmarked"] == 0.0
    assert marked["wrongly superseded"] == 0.0
    policed = measure([store], [(notes, questions)], k=2, floor=0.5, same_topic=0.9, drop=True)
    assert policed["recall@1"] == 1.0 and policed["stale shown"] == 0.0
    assert policed["notes/unrelated q"] == 0.0 and policed["unrelated w/o notes"] == 1.0


def test_a_right_note_marked_as_superseded_is_counted():
    """Note 2 is relevant and current, but note 3 (alike, another address) is taken as its update."""
    notes = np.array([[0.0, 1.0], [1.0, 0.0], [0.96, 0.28]])
    store = {
        "notes": [
            {"id": 1, "text": "db", "session": "s"},
            {"id": 2, "text": "proxy at 10.0.0.2", "session": "s"},
            {"id": 3, "text": "grafana at 10.0.0.9", "session": "s"},
        ],
        "questions": [{"q": "proxy?", "relevant": [2]}, {"q": "db?", "relevant": [1]}],
    }
    got = measure([store], [(notes, np.array([[1.0, 0.0], [0.0, 1.0]]))], k=3, same_topic=0.9)
    assert got["wrongly superseded"] == 0.5


# ------------------------------------------------------------------ the labelled set


def test_the_set_is_big_enough(data):
    questions = [q for s in data["stores"] for q in s["questions"]]
    assert len(data["stores"]) >= 8
    assert len(questions) >= 60
    assert sum(not q["relevant"] for q in questions) >= 20
    assert sum(bool(q["relevant"]) for q in questions) >= 40
    assert all(10 <= len(s["notes"]) <= 25 for s in data["stores"])
    assert sum(bool(n.get("supersedes")) for s in data["stores"] for n in s["notes"]) >= 8


def test_every_relevant_id_is_a_note_of_its_store(data):
    for store in data["stores"]:
        ids = {n["id"] for n in store["notes"]}
        for q in store["questions"]:
            assert set(q["relevant"]) <= ids, (store["user"], q["q"])


def test_ids_are_the_ones_the_store_assigns_and_supersedes_points_backwards(data):
    for store in data["stores"]:
        assert [n["id"] for n in store["notes"]] == list(range(1, len(store["notes"]) + 1))
        for n in store["notes"]:
            if "supersedes" in n:
                assert 1 <= n["supersedes"] < n["id"], (store["user"], n)


def test_questions_ask_for_the_newest_note_of_an_updated_fact(data):
    for store in data["stores"]:
        superseded = {n["supersedes"] for n in store["notes"] if "supersedes" in n}
        assert all(not set(q["relevant"]) & superseded for q in store["questions"]), store["user"]
        asked = {i for q in store["questions"] for i in q["relevant"]}
        assert any(n["id"] in asked for n in store["notes"] if "supersedes" in n), store["user"]


def test_notes_are_valid_and_nothing_is_asked_twice(data):
    for store in data["stores"]:
        assert all(0 < len(n["text"]) <= MAX_TEXT for n in store["notes"])
        texts = [q["q"] for q in store["questions"]]
        assert len(texts) == len(set(texts)), store["user"]
    assert problems(data) == [] and load() == data["stores"]


def test_problems_names_each_mistake(data):
    broken = copy.deepcopy(data)
    store = broken["stores"][0]
    store["notes"][3]["supersedes"] = 9
    store["questions"][0]["relevant"] = [99]
    store["questions"][1]["relevant"] = [store["notes"][-3]["supersedes"]]
    store["notes"][0]["id"] = 7
    found = "\n".join(problems(broken))
    assert "supersedes 9" in found and "[99]" in found and "superseded note" in found and "ids must be" in found


# ------------------------------------------------------------------ the command


def test_main_prints_the_model_and_every_rule(fake, capsys):
    assert retrieval.main(["--sweep"], client=fake) == 0
    out = capsys.readouterr().out
    assert "embedding model: multilingual-e5-small" in out and "floor=0.78" in out and "same_topic=0.9," in out
    for rule in ("(a) top-5", "(b) + floor 0.78", "(c) (b) + superseded marked when values differ", "(d) (b) + sup"):
        assert rule in out
    for rule in ("(e) (c) with superseded notes left out", "(f) (c) + recency", "floor 0.80", "same_topic 0.95"):
        assert rule in out
    assert "recall@1" in out and "wrongly superseded" in out and "told by prefix" in out


def test_main_refuses_an_inconsistent_set(tmp_path, data, fake, capsys):
    broken = copy.deepcopy(data)
    broken["stores"][0]["questions"][0]["relevant"] = [99]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(broken), encoding="utf-8")
    assert retrieval.main(["--data", str(path)], client=fake) == 2
    assert "[99]" in capsys.readouterr().err


def test_main_without_a_server_reports_the_missing_key(monkeypatch, capsys):
    for name in ("OPENAI_BASE_URL", "AGENT_EMBED_BASE_URL", "OPENROUTER_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    assert retrieval.main([]) == 2
    assert "OPENROUTER_API_KEY" in capsys.readouterr().err


def test_paired_difference_and_its_interval():
    a = np.array([[0.0, 1.0]] * 50 + [[1.0, 1.0]] * 50)
    same_mean, same_ci = retrieval.paired(a, a)
    assert same_mean.tolist() == [0.0, 0.0] and same_ci.tolist() == [[0.0, 0.0], [0.0, 0.0]]
    better = a.copy()
    better[:25, 0] = 1.0  # a quarter of the questions now hit at 1; nothing changes at 5
    mean, ci = retrieval.paired(a, better)
    assert mean[0] == pytest.approx(0.25) and 0.1 < ci[0, 0] < 0.25 < ci[0, 1] < 0.4
    assert mean[1] == 0.0 and ci[1].tolist() == [0.0, 0.0]


def test_main_against_another_convention_prints_the_paired_table(data, fake, capsys):
    assert retrieval.main(["--against", "none"], client=fake) == 0
    out = capsys.readouterr().out
    assert "embedded by none (paired by question" in out and "recall@5 prefix → none" in out
    # the row of plain top-5 agrees with measure() on each embedding (the scripted embedder sees the prefixes)
    plain_client = client(ScriptedServer(), embed_model="multilingual-e5-small", embed_input="none")
    stores = data["stores"]
    before = measure(stores, embed_stores(stores, fake.embed), k=5)
    after = measure(stores, embed_stores(stores, plain_client.embed), k=5)
    assert before["recall@5"] != after["recall@5"]
    row = [line for line in out.splitlines() if line.startswith("| (a) top-5 cosine")][-1]
    assert f"{before['recall@1']:.3f} → {after['recall@1']:.3f} ({after['recall@1'] - before['recall@1']:+.3f}" in row
    assert f"{before['recall@5']:.3f} → {after['recall@5']:.3f} ({after['recall@5'] - before['recall@5']:+.3f}" in row

"""Benchmark both note stores: one person, growth with the number of people, and 8 writers at once.

    python benchmarks/stores.py one [--repeats 200]        # one person with 100 notes: JSON and PostgreSQL
    python benchmarks/stores.py growth [--people 1,10,100,1000,10000] [--json-people 1,10,100,300,1000]
    python benchmarks/stores.py writers [--people 10000] [--writers 8] [--seconds 20] [--rates 5,10,25]
    python benchmarks/stores.py all                         # the three, growth and writers on one database

Every operation is what a new session does: open the person's store, recall the 5 notes closest to a
query (numpy, over that person's notes), and save a new note that replaces the best match, so each
person keeps 100 notes of 1,024 dimensions. The embedding call is left out (vectors are made up
front). PostgreSQL runs on a database this script makes on the server at AGENT_TEST_PG_URL (default
the local socket) and drops at the end; the 10,000 people are loaded with COPY, not through the store.
"durable" is the default (PostgreSQL waits for its WAL to reach the disk; the JSON file fsyncs);
"not durable" is ``open_store(..., durable=False)``. A script, not a test: timings depend on the
machine, its disk and whatever else runs on it. Results go to reports/benchmarks/stores-WHAT.json
(``--out NAME`` for another name) and the growth plot to reports/benchmarks/store-growth.png.

``--url postgresql:///DATABASE`` runs on a database of your own instead, which is kept afterwards:
people missing from it (``person0`` … ``personN-1``) are loaded first, so a second run (say, after a
change of the store) reuses the 10,000 people loaded by the first. Opening it applies the store's
pending migrations, as any program would. Only for ``writers``: the other measurements load their
people step by step.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import secrets
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from agent.errors import ToolError  # noqa: E402
from agent.store import MAX_NOTES, Note, NoteStore, _save  # noqa: E402
from agent.stores import open_store  # noqa: E402
from agent.stores.database import close_connections, shared  # noqa: E402
from agent.stores.migrate import schema_version  # noqa: E402

DIMS = 1024
POOL = 4096  # distinct random vectors, reused across people: their values do not change the timings
OUT = Path(__file__).resolve().parents[1] / "reports" / "benchmarks"
SERVER = os.environ.get("AGENT_TEST_PG_URL", "postgresql:///postgres")


def unit_vectors(rng: np.random.Generator, n: int) -> np.ndarray:
    v = rng.standard_normal((n, DIMS)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def percentiles(times: list[float]) -> dict:
    ms = np.array(times) * 1000
    return {
        "p50_ms": round(float(np.percentile(ms, 50)), 3),
        "p95_ms": round(float(np.percentile(ms, 95)), 3),
        "n": len(times),
    }


def session(target: str, person: str, query: np.ndarray, new: np.ndarray, durable: bool, i: int) -> tuple:
    """One recall plus one save, as a new session does; (seconds, id saved, id replaced) or None if refused."""
    start = time.perf_counter()
    store = open_store(target, user=person, durable=durable)
    best = store.recall(query, k=5)[0][0]
    try:
        note = store.add(
            f"replacement {i}: the proxy now runs at 10.1.{i // 256 % 256}.{i % 256}", new, "bench", replaces=best.id
        )
    except ToolError:  # another writer replaced that note first: refused, nothing lost
        return time.perf_counter() - start, None, best.id
    return time.perf_counter() - start, note.id, best.id


# --- PostgreSQL: a database of our own, loaded with COPY ------------------------------------------


def make_database() -> str:
    import psycopg

    name = f"shortlink_bench_{os.getpid()}_{secrets.token_hex(2)}"
    with psycopg.connect(SERVER, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    parts = SERVER.split("?", 1)
    base = parts[0].rsplit("/", 1)[0]
    return f"{base}/{name}" + (f"?{parts[1]}" if len(parts) > 1 else "")


def drop_database(url: str) -> None:
    import psycopg

    close_connections()
    name = url.split("?", 1)[0].rsplit("/", 1)[1]
    with psycopg.connect(SERVER, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE "{name}" WITH (FORCE)')


def load_people(url: str, start: int, stop: int, pool: np.ndarray) -> None:
    """People start..stop-1 with 100 notes each, written with COPY (the store's rules hold: ids 1..100)."""
    db = shared(url)
    saved = datetime.now(timezone.utc)
    with db.conn.transaction(), db.conn.cursor() as cur:
        cur.execute("SET LOCAL synchronous_commit = off")
        with cur.copy("COPY notes_people (person, next_id, rev) FROM STDIN") as copy:
            for p in range(start, stop):
                copy.write_row((f"person{p}", MAX_NOTES + 1, 1))
        with cur.copy("COPY notes (person, id, text, session, saved_at, vector) FROM STDIN (FORMAT BINARY)") as copy:
            copy.set_types(["text", "int4", "text", "text", "timestamptz", "bytea"])
            for p in range(start, stop):
                for i in range(MAX_NOTES):
                    v = pool[(p * MAX_NOTES + i) % len(pool)]
                    copy.write_row(
                        (
                            f"person{p}",
                            i + 1,
                            f"person {p} fact {i}: service {i} runs at 10.0.{p % 256}.{i}",
                            "load",
                            saved,
                            v.tobytes(),
                        )
                    )
    db.conn.execute("VACUUM ANALYZE notes_people")
    db.conn.execute("VACUUM ANALYZE notes")


def load_missing(url: str, people: int, pool: np.ndarray) -> None:
    """Load person0 … person{people-1} into a database that may hold some of them already (``--url``)."""
    with shared(url).conn.cursor() as cur:
        have = cur.execute("SELECT count(*) FROM notes_people WHERE person ~ '^person[0-9]+$'").fetchone()[0]
        known = cur.execute("SELECT person FROM notes_people WHERE person = %s", (f"person{have - 1}",)).fetchone()
    if have and known is None:
        raise SystemExit(f"{url} holds {have} people, but not person0 … person{have - 1}: use a database of its own")
    if have < people:
        load_people(url, have, people, pool)


def pg_sessions(url: str, people: int, count: int, durable: bool, seed: int) -> list[float]:
    rng = np.random.default_rng(seed)
    queries, news = unit_vectors(rng, count), unit_vectors(rng, count)
    persons = rng.integers(0, people, count)
    session(url, "person0", queries[0], news[0], durable, 0)  # warm-up: the connection and the code
    return [session(url, f"person{p}", queries[i], news[i], durable, i)[0] for i, p in enumerate(persons)]


# --- JSON: one file with everyone's notes ---------------------------------------------------------


def json_file(folder: Path, people: int, pool: np.ndarray) -> Path:
    path = folder / f"notes-{people}.json"
    saved = datetime.now(timezone.utc).isoformat(timespec="seconds")
    notes, next_id = {}, 1
    for p in range(people):
        for i in range(MAX_NOTES):
            v = pool[(p * MAX_NOTES + i) % len(pool)]
            notes[next_id] = Note(
                next_id, f"person {p} fact {i}: service {i} runs at 10.0.{p % 256}.{i}", "load", saved, v, f"person{p}"
            )
            next_id += 1
    _save(path, notes, next_id, durable=False)
    return path


def json_sessions(path: Path, people: int, count: int, durable: bool, seed: int) -> tuple[list[float], float]:
    """Recall plus save on the shared file (the save rewrites all of it); and the median time to load it."""
    rng = np.random.default_rng(seed)
    queries, news = unit_vectors(rng, count), unit_vectors(rng, count)
    loads, times = [], []
    for i, p in enumerate(rng.integers(0, people, count)):
        start = time.perf_counter()
        store = NoteStore(path, user=f"person{p}", durable=durable)
        loads.append(time.perf_counter() - start)
        best = store.recall(queries[i], k=5)[0][0]
        store.add(f"replacement {i}", news[i], "bench", replaces=best.id)
        times.append(time.perf_counter() - start)
    return times, float(np.median(loads))


# --- the three measurements -----------------------------------------------------------------------


def one(repeats: int, url: str) -> dict:
    """One person with 100 notes: recall + save (replace), JSON on disk and PostgreSQL, durable or not."""
    pool = unit_vectors(np.random.default_rng(0), POOL)
    out = {}
    with tempfile.TemporaryDirectory(dir=OUT) as folder:
        path = json_file(Path(folder), 1, pool)
        for durable in (True, False):
            times, load = json_sessions(path, 1, repeats, durable, seed=1)
            out[f"json, {'durable' if durable else 'not durable'}"] = {**percentiles(times), "load_ms": load * 1000}
    load_people(url, 0, 1, pool)
    for durable in (True, False):
        out[f"postgresql, {'durable' if durable else 'not durable'}"] = percentiles(
            pg_sessions(url, 1, repeats, durable, seed=2)
        )
    return out


def growth(url: str, people: list[int], json_people: list[int], repeats: int, limit: float) -> dict:
    """Time per recall + save against the number of people: PostgreSQL loaded step by step, a JSON file per size."""
    pool = unit_vectors(np.random.default_rng(0), POOL)
    out: dict = {"postgresql, durable": {}, "postgresql, not durable": {}, "json, durable": {}}
    loaded = 1  # `one` loaded person0
    for n in people:
        load_people(url, loaded, n, pool)
        loaded = n
        for durable in (True, False):
            key = f"postgresql, {'durable' if durable else 'not durable'}"
            out[key][n] = percentiles(pg_sessions(url, n, repeats, durable, seed=n))
            print(f"  {key:24} {n:>6} people: {out[key][n]}", flush=True)
    with tempfile.TemporaryDirectory(dir=OUT) as folder:
        for n in json_people:
            path = json_file(Path(folder), n, pool)
            size = path.stat().st_size
            times, load = json_sessions(path, n, max(3, repeats // (10 * n) or 3), True, seed=n)
            out["json, durable"][n] = {**percentiles(times), "load_ms": round(load * 1000, 1), "file_mb": size / 1e6}
            print(f"  {'json, durable':24} {n:>6} people: {out['json, durable'][n]}", flush=True)
            path.unlink()
            if np.median(times) > limit:
                out["json_over_limit_at"] = n
                break
    return out


def writer(
    url: str, people: int, seconds: float, seed: int, durable: bool, start_at: float, rate: float, queue
) -> None:
    rng = np.random.default_rng(seed)
    queries, news = unit_vectors(rng, 512), unit_vectors(rng, 512)
    results = []
    shared(url)  # connect before the clock starts
    while time.time() < start_at:
        time.sleep(0.001)
    i, arrivals = 0, np.random.default_rng(seed + 7919)
    next_at = start_at + (arrivals.exponential(1 / rate) if rate else 0.0)
    while time.time() < start_at + seconds:
        if rate:  # paced: sessions arrive at random (Poisson, mean ``rate`` a second), each writer on its own
            time.sleep(max(0.0, next_at - time.time()))
            next_at += arrivals.exponential(1 / rate)
        p = int(rng.integers(0, people))
        took, saved, replaced = session(url, f"person{p}", queries[i % 512], news[i % 512], durable, seed * 10**6 + i)
        results.append((took, p, saved, replaced))
        i += 1
    queue.put(results)


def writers(url: str, people: int, count: int, seconds: float, durable: bool, rate: float = 0) -> dict:
    """``count`` processes doing recall + save on random people at once; then every write is accounted for.

    ``rate`` 0: each writer starts its next session as soon as the last one ends (the server saturated);
    otherwise sessions arrive at each writer at random, ``rate`` a second on average, like conversations
    reaching a server. (Not on a fixed clock: eight writers woken at the same instant every 1/rate
    seconds queue behind each other on two cores, which measured the herd, not the store: p50 20 ms at
    5 a second each, against 7.7 ms with staggered arrivals.)
    """
    import psycopg

    with psycopg.connect(url) as conn:
        before = {(p, i) for p, i in conn.execute("SELECT person, id FROM notes")}
    ctx = multiprocessing.get_context("spawn")
    queue = ctx.Queue()
    start_at = time.time() + 3 + count * 0.5
    procs = [
        ctx.Process(target=writer, args=(url, people, seconds, 100 + w, durable, start_at, rate, queue))
        for w in range(count)
    ]
    for p in procs:
        p.start()
    results = [r for _ in procs for r in queue.get()]
    for p in procs:
        p.join()
    saved = {(f"person{p}", s) for _, p, s, _ in results if s is not None}
    replaced = {(f"person{p}", r) for _, p, s, r in results if s is not None}
    expected = (before | saved) - replaced
    with psycopg.connect(url) as conn:
        after = {(p, i) for p, i in conn.execute("SELECT person, id FROM notes")}
        full = conn.execute(
            "SELECT count(*) FROM (SELECT person FROM notes GROUP BY person HAVING count(*) <> %s) x", (MAX_NOTES,)
        ).fetchone()[0]
    return {
        **percentiles([t for t, *_ in results]),
        "writers": count,
        "rate_per_writer": rate or "as fast as possible",
        "arrivals": "poisson" if rate else "back to back",
        "load_average": round(os.getloadavg()[0], 2),
        "seconds": seconds,
        "people": people,
        "saves": len(saved),
        "refused_target_gone": sum(s is None for _, _, s, _ in results),
        "throughput_per_s": round(len(results) / seconds, 1),
        "lost": len(expected - after),
        "unexpected": len(after - expected),
        "people_not_at_100": full,
    }


def plot(result: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.2))
    for key, style in (("json, durable", "o-"), ("postgresql, durable", "s-"), ("postgresql, not durable", "^--")):
        points = sorted((int(n), v["p50_ms"]) for n, v in result["growth"][key].items())
        ax.plot([n for n, _ in points], [v for _, v in points], style, label=f"{key} (p50)")
    ax.axhline(1000, color="grey", lw=0.8, ls=":")
    ax.set(
        xscale="log",
        yscale="log",
        xlabel="people in the store (100 notes each, 1,024 dims)",
        ylabel="recall + save, ms",
        title="Time per save against the number of people",
    )
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("what", choices=["one", "growth", "writers", "all"])
    p.add_argument("--repeats", type=int, default=200)
    p.add_argument("--people", default="1,10,100,1000,10000")
    p.add_argument("--json-people", default="1,10,100,300,1000,2000")
    p.add_argument("--json-limit", type=float, default=1.0, help="stop the JSON sizes once a save takes this long (s)")
    p.add_argument("--writers", type=int, default=8)
    p.add_argument("--seconds", type=float, default=20)
    p.add_argument(
        "--rates",
        default="5,10,25",
        help="sessions a second per paced writer, one run each (then flat out): latency depends on the load",
    )
    p.add_argument("--url", help="run `writers` on this database (kept; missing people loaded), not a new one")
    p.add_argument("--out", help="the result file's name in reports/benchmarks (default stores-WHAT.json)")
    args = p.parse_args()
    if args.url and args.what != "writers":
        p.error("--url is for `writers` only")
    OUT.mkdir(parents=True, exist_ok=True)
    url = args.url or make_database()
    open_store(url)  # applies the schema (or the pending migrations of a kept database)
    result: dict = {
        "cores": os.cpu_count(),
        "load_average_before": os.getloadavg()[0],
        "dims": DIMS,
        "when": datetime.now(timezone.utc).isoformat("T", "seconds"),
        "schema_version": schema_version(shared(url).conn),
        "database": "kept (--url)" if args.url else "made for this run, dropped after",
    }
    try:
        if args.what in ("one", "all"):
            result["one"] = one(args.repeats, url)
            print(json.dumps(result["one"], indent=1), flush=True)
        if args.what in ("growth", "all"):
            people = [int(n) for n in args.people.split(",")]
            json_people = [int(n) for n in args.json_people.split(",")]
            if args.what == "growth":
                load_people(url, 0, 1, unit_vectors(np.random.default_rng(0), POOL))
            result["growth"] = growth(url, people, json_people, args.repeats, args.json_limit)
            plot(result, OUT / "store-growth.png")
        if args.what in ("writers", "all"):
            people = int(args.people.split(",")[-1])
            if args.url:
                load_missing(url, people, unit_vectors(np.random.default_rng(0), POOL))
            elif args.what == "writers":
                load_people(url, 0, people, unit_vectors(np.random.default_rng(0), POOL))
            for rate in [float(r) for r in args.rates.split(",")] + [0.0]:
                for durable in (True, False):
                    key = f"writers, {'durable' if durable else 'not durable'}, " + (
                        f"{rate:g}/s each" if rate else "flat out"
                    )
                    result[key] = writers(url, people, args.writers, args.seconds, durable, rate)
                    print(key, json.dumps(result[key]), flush=True)
    finally:
        if args.url:
            close_connections()
        else:
            drop_database(url)
    (OUT / (args.out or f"stores-{args.what}.json")).write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    main()

"""Benchmark the note store at its limit: 100 notes of 1,024-dimension unit vectors.

    python benchmarks/store.py [REPEATS] [FOLDER]

Measures the median of (a) recall of the top 5 plus saving one replaced note (no embedding call:
the vectors are made up front), (b) loading the store file and (c) saving it. The target for (a)
is 1 ms. A script, not a test: timings depend on the machine and its disk. A durable save fsyncs
the temporary file before the rename, which alone costs several ms on a virtual disk, so (a) is
also measured with ``durable=False`` (flush and rename only).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from agent.store import MAX_NOTES, NoteStore, _save  # noqa: E402

DIMS = 1024
REPEATS = int(sys.argv[1]) if len(sys.argv) > 1 else 50
FOLDER = sys.argv[2] if len(sys.argv) > 2 else None  # e.g. /dev/shm to separate the code's cost from the disk's
TARGET_MS = 1.0


def unit_vectors(rng: np.random.Generator, n: int) -> np.ndarray:
    v = rng.standard_normal((n, DIMS)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def median_ms(fn, repeats: int = REPEATS) -> float:
    fn()  # warm-up: first-touch costs are not what we measure
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    rng = np.random.default_rng(0)
    with tempfile.TemporaryDirectory(dir=FOLDER) as folder:
        path = Path(folder) / "notes.json"
        store = NoteStore(path)
        for i, v in enumerate(unit_vectors(rng, MAX_NOTES)):
            store.add(f"note {i}: the proxy for service {i} runs at 10.0.{i // 256}.{i % 256}", v, "bench")
        queries, news = unit_vectors(rng, REPEATS + 1), unit_vectors(rng, REPEATS + 1)
        step = iter(range(2 * (REPEATS + 1)))

        def recall_and_replace() -> None:
            i = next(step) % len(queries)
            best = store.recall(queries[i], k=5)[0][0]
            store.add(f"replacement {i}: the proxy now runs at 10.1.0.{i % 256}", news[i], "bench", replaces=best.id)

        a = median_ms(recall_and_replace)
        store.durable = False
        a_fast = median_ms(recall_and_replace)
        store.durable = True
        assert len(store) == MAX_NOTES
        b = median_ms(lambda: NoteStore(path))
        notes, next_id = {n.id: n for n in store.notes()}, store._next_id
        c = median_ms(lambda: _save(path, notes, next_id))
        size = path.stat().st_size

    print(f"folder: {FOLDER or tempfile.gettempdir()}")
    print(f"store: {MAX_NOTES} notes x {DIMS} dims, file {size:,} bytes ({size / 1e6:.2f} MB), {REPEATS} repetitions")
    print(f"(a) recall top-5 + save one replaced note: median {a:8.3f} ms  (fsync before rename, the default)")
    print(f"    the same with durable=False:            median {a_fast:8.3f} ms  (flush and rename, no fsync)")
    print(f"(b) load the store file:                    median {b:8.3f} ms")
    print(f"(c) save the store file:                    median {c:8.3f} ms")
    for name, value in (("durable", a), ("durable=False", a_fast)):
        verdict = "met" if value <= TARGET_MS else f"NOT met ({value / TARGET_MS:.1f}x)"
        print(f"target for (a), {name}: {TARGET_MS:g} ms -> {verdict}")


if __name__ == "__main__":
    main()

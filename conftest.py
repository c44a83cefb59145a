"""The evaluation's pytest wiring is one plugin, evals/plugin.py; loading it here gives `pytest evals` its options."""

pytest_plugins = ["evals.plugin"]

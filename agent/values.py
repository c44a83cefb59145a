"""The values a note states (addresses, ports, paths, versions, hosts, times, amounts), and which it invents.

Two uses, both in ``memory``: recall marks an older note superseded when a newer one about the same thing
gives another value of one kind (``values``), and ``remember`` refuses a note that gives a value the user
never said (``unsaid``).
"""

from __future__ import annotations

import re

__all__ = ["VALUE_KINDS", "unsaid", "values"]

# The kinds of value a setup fact pins down. Two notes about one thing that give different values
# of one kind disagree, so the newer is an update; two notes that share no kind of value, or agree
# on it, are two facts however alike they read (e5 puts different facts about one server at 0.95).
_UNITS = (
    r"(?:gib|gb|mib|mi|mb|kib|kb|gi|ms|s|seconds?|minutes?|hours?|days?|weeks?|months?|years?|%|requests?"
    r"|tasks?|replicas?|workers?|connections?|vcpus?|cpus?|cores?|instances?|nodes?)"
)
VALUE_KINDS: dict[str, re.Pattern[str]] = {
    "address": re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b"),
    "port": re.compile(
        r"(?:\b\d{1,3}(?:\.\d{1,3}){3}|localhost|\b[\w-]+\.[a-z]{2,}):(\d{2,5})\b|\bport\s+(\d{2,5})\b", re.I
    ),
    "path": re.compile(r"(?<![\w.:/])/[\w.-]+(?:/[\w.-]*)*(?<![.-])"),
    "version": re.compile(r"(?<![\w.])v?(\d+\.\d+(?:\.\d+)?)(?![\w.]*\.\d)(?!\.\w)"),
    "host": re.compile(r"\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|app|example|internal|local|lan|de|uk|eu)\b", re.I),
    "time": re.compile(r"(?<![\d.:])(\d{1,2}:\d{2})(?![\d:]|\.\d)"),
    "amount": re.compile(rf"\b(\d+(?:\.\d+)?)\s*({_UNITS})\b", re.I),
}


def values(text: str) -> dict[str, frozenset[str]]:
    """The values of each kind a note states: addresses, ports, paths, versions, hosts, times, amounts.

    An amount is kept with its unit ("20 GiB" and "20 days" are different kinds of amount), a
    path with its file extension (a config file and a log file are not two values of one thing).
    """
    found: dict[str, frozenset[str]] = {}
    for kind, pattern in VALUE_KINDS.items():
        if kind == "amount":
            hits = [(f"amount:{unit.lower().rstrip('s')}", number) for number, unit in pattern.findall(text)]
        elif kind == "path":
            hits = [(f"path:{_extension(m.group(0))}", m.group(0)) for m in pattern.finditer(text)]
        else:
            hits = [(kind, m.group(m.lastindex or 0).lower()) for m in pattern.finditer(text)]
        for key, value in hits:
            found[key] = found.get(key, frozenset()) | {value}
    if "address" in found and "version" in found:  # 10.0.0.2 is an address, not version 10.0
        found["version"] = frozenset(v for v in found["version"] if not any(a.startswith(v) for a in found["address"]))
    return {k: v for k, v in found.items() if v}


# A value a note gives beyond VALUE_KINDS: a number of two or more digits, or a span in backticks or quotes (a
# command, a setting, a quoted message), which claims exact words. Quotes count only at word edges ("user's").
_NUMBER = re.compile(r"(?<![\w.])\d{2,}(?:\.\d+)*(?![\w.]*\w)")
_QUOTED = re.compile(r"`([^`\n]{2,})`|(?<!\w)'([^'\n]{2,}?)'(?!\w)|\"([^\"\n]{2,}?)\"")


def unsaid(note: str, heard: str) -> list[str]:
    """The values ``note`` gives that appear nowhere in ``heard`` (what the user said, and the recalled notes).

    Recorded with Qwen2.5-Coder-1.5B (long study): asked how to create the first admin token, the model saved
    "The user created the very first admin token by running `shortlink token create admin`"; asked whether the
    rate limit can change without a restart, "... to 100 requests per minute by running `shortlink rate limit
    set 100`"; and a note "The user set trusted_proxies to ['10.0.0.1', '10.0.0.2']" the user never gave, which
    later sessions recalled as the user's setup. Words are not checked, only values: a paraphrase is welcome.
    """
    said = " ".join(heard.casefold().split())
    wanted = {v for found in values(note).values() for v in found}
    wanted |= set(_NUMBER.findall(note)) | {next(g for g in m.groups() if g) for m in _QUOTED.finditer(note)}
    missing = []
    for value in sorted(wanted, key=note.find):
        v = " ".join(value.casefold().split())
        if not re.search(rf"(?<![\w.]){re.escape(v)}(?!\w)", said) and v not in missing:
            missing.append(v)
    return missing


def _extension(path: str) -> str:
    name = path.rsplit("/", 1)[-1]
    return name.rsplit(".", 1)[-1].lower() if "." in name.strip(".") else ""

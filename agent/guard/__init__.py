from .rules import MAX_CHARS, RULES, Verdict, check, normalise

"""The note guard: a note is saved only when every active layer reads it as a fact, not an instruction.

- ``rules``       layer 1, patterns in code, before the embedding call (always on); ``vocabulary``, their words
- ``classifier``  layer 2, logistic regression on the note's own embedding, blended with a vote of the nearest
                  labelled notes (on when weights exist for the model), and with ``ngrams``' text model if trained
- ``question``    layer 3, one narrow FACT/INSTRUCTION question to a chat model (off unless a guard model is set)
- ``layers``      ``NoteGuard``: which layers are active for a client, run in that order
"""

from .classifier import WEIGHTS_DIR, Classifier, Neighbours, fit, weights_folders
from .layers import NoteGuard
from .ngrams import TextModel
from .question import CALL_KIND, PROMPT, Calibration, Question
from .rules import MAX_CHARS, RULES, Verdict, check, normalise

__all__ = [
    "CALL_KIND",
    "Calibration",
    "Classifier",
    "MAX_CHARS",
    "Neighbours",
    "NoteGuard",
    "PROMPT",
    "Question",
    "RULES",
    "TextModel",
    "Verdict",
    "WEIGHTS_DIR",
    "check",
    "fit",
    "normalise",
    "weights_folders",
]

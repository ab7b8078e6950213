"""puzzlegen's exceptions: one base, Error, and a class per kind of fault.

Each also derives from the built-in exception a Python program would catch for
it (ValueError for input that does not read, OSError for a file that cannot be
read or written, TimeoutError when the time runs out).
"""

from typing import Optional


class Error(Exception):
    """The base of every error puzzlegen raises."""


class UsageError(Error, ValueError):
    """A request that cannot be met as asked: an unknown name, a size out of range."""


class InputError(Error, ValueError):
    """Input that does not read; where, when it has a place.

    ``file`` is the file as named (``"<text>"`` for a text given as such), or
    None; ``line`` and ``column`` count from 1, or are None.
    """

    def __init__(self, message: str, file: Optional[str] = None, line: Optional[int] = None,
                 column: Optional[int] = None) -> None:
        super().__init__(message)
        self.file = file
        self.line = line
        self.column = column


class WrongSolutionError(Error, ValueError):
    """An instance that reads but holds a solution that breaks the rules."""


class FormatError(Error, ValueError):
    """A valid instance that a format cannot state (a size it cannot hold)."""


class NoInputError(Error, OSError):
    """A file that cannot be read."""


class CantCreateError(Error, OSError):
    """An output that cannot be written."""


class GenerateError(Error, RuntimeError):
    """No puzzle of the tier came out within the attempts and the time given."""


class OutOfTime(Error, TimeoutError):
    """The time given ran out before the work asked for was done."""


class NotUniqueError(Error, ValueError):
    """A puzzle that has no solution, or several, where one was needed."""

    def __init__(self, message: str, verdict: str) -> None:
        super().__init__(message)
        self.verdict = verdict


class InternalError(Error, RuntimeError):
    """A solver contradicted the rule checker: a bug in puzzlegen, never an answer."""

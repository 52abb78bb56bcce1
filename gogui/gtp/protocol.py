"""The Go Text Protocol's framing: commands out, answers in, vertices, colours and komi checked.

GTP version 2: a command is one line; an answer is "=" (success) or "?" (failure), an optional id,
a text, and an empty line. Every answer is read as untrusted input: an engine that writes nonsense
raises GtpNonsense rather than being believed.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.board import BLACK, COLUMN_LETTERS

#: The longest answer an engine may give (a board printout is far less); more is nonsense.
MAX_ANSWER = 1 << 20


class GtpError(Exception):
    """The engine answered a command with failure ("? text")."""


class GtpNonsense(Exception):
    """The engine wrote something that is not a GTP answer, or not an answer to what was asked."""


@dataclass(frozen=True)
class Answer:
    """One answer: its id (None when the engine gave none), success, and its text."""

    id: int | None
    ok: bool
    text: str


def command_line(ident: int, command: str) -> bytes:
    """The bytes that send `command` with the id `ident` (GTP 2.0, section 2.4)."""
    if "\n" in command or "\r" in command:
        raise ValueError(f"a GTP command is one line: {command!r}")
    return f"{ident} {command}\n".encode()


class AnswerReader:
    """Collects an engine's output and hands out its answers, whole, in order.

    GTP 2.0, section 2.1: control characters other than newline and tab are removed, a carriage
    return is dropped, tabs read as spaces; an answer ends with an empty line. Lines before an
    answer's "=" or "?" (some engines print a banner) are nonsense only once an answer is due.
    """

    def __init__(self) -> None:
        self._buffer = ""

    def feed(self, data: bytes) -> list[Answer]:
        """Add the bytes the engine wrote; the answers they complete. GtpNonsense for output
        that cannot be an answer (too long, or not starting with = or ?)."""
        text = data.decode("utf-8", errors="replace").replace("\r", "").replace("\t", " ")
        self._buffer += "".join(ch for ch in text if ch == "\n" or (ch >= " " and ch != "\x7f"))
        answers: list[Answer] = []
        while True:
            # Empty lines between answers are allowed.
            self._buffer = self._buffer.lstrip("\n")
            end = self._buffer.find("\n\n")
            if end < 0:
                if len(self._buffer) > MAX_ANSWER:
                    raise GtpNonsense("the engine wrote more than any answer holds")
                return answers
            block, self._buffer = self._buffer[:end], self._buffer[end + 2:]
            answers.append(parse_answer(block))

    @property
    def pending(self) -> str:
        """Output not yet part of a whole answer."""
        return self._buffer


def parse_answer(block: str) -> Answer:
    """One answer's text (without its closing empty line) as an Answer; GtpNonsense otherwise."""
    if not block or block[0] not in "=?":
        raise GtpNonsense(f"not a GTP answer: {block[:80]!r}")
    head, _, rest = block[1:].partition("\n")
    ident: int | None = None
    digits = head.split(" ", 1)[0]
    if digits.isdigit():
        ident = int(digits)
        head = head[len(digits):]
    text = head.strip() if not rest else (head.strip() + "\n" + rest).strip("\n")
    return Answer(ident, block[0] == "=", text)


def colour_word(colour: int) -> str:
    """GTP's name of a colour: "b" or "w"."""
    return "b" if colour == BLACK else "w"


def komi_text(komi: float) -> str:
    """Komi as GTP writes a float: with a dot whatever the locale, no needless zeros."""
    text = repr(float(komi))
    return text[:-2] if text.endswith(".0") else text


def vertex_text(vertex: str | None) -> str:
    """A point (or a pass, None) as GTP writes it."""
    return "pass" if vertex is None else vertex.upper()


#: What an engine may answer to genmove besides a vertex.
PASS, RESIGN = "pass", "resign"


def parse_move(text: str, size: int) -> str | None:
    """A genmove answer as a vertex on a size x size board, None for a pass, or RESIGN;
    GtpNonsense for anything else (a point off the board, the letter I, two words)."""
    word = text.strip().lower()
    if word == PASS:
        return None
    if word == RESIGN:
        return RESIGN
    if len(word) < 2 or not word[1:].isdigit():
        raise GtpNonsense(f"not a move: {text[:40]!r}")
    column = COLUMN_LETTERS.lower().find(word[0])
    row = int(word[1:])
    if column < 0 or column >= size or not 1 <= row <= size:
        raise GtpNonsense(f"{text.strip()[:10]} is not a point on a {size}x{size} board")
    return f"{COLUMN_LETTERS[column]}{row}"


def parse_vertices(text: str, size: int) -> list[str]:
    """A list of vertices (final_status_list's answer, one string per line or all on one);
    GtpNonsense if any is not a point on the board."""
    vertices = []
    for word in text.split():
        vertex = parse_move(word, size)
        if vertex is None or vertex == RESIGN:
            raise GtpNonsense(f"not a point: {word[:10]!r}")
        vertices.append(vertex)
    return vertices

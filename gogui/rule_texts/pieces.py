"""What a rule text is made of: catalog messages filled in when shown, and citations of the source texts (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import reduce

from ..i18n import QT_TRANSLATE_NOOP, translate
from .sources import SOURCES, SUMMARY_FILE


@dataclass(frozen=True)
class Message:
    """A text translated when it is shown: a catalog message (context and source text) whose named
    parts are filled in after translation. A part is a message itself, or a str kept as it is."""

    context: str
    text: str
    parts: tuple[tuple[str, Piece], ...] = ()

    def render(self) -> str:
        """The text in the chosen language, with its parts filled in."""
        text = translate(self.context, self.text)
        if not self.parts:
            return text
        return text.format(**{name: render(part) for name, part in self.parts})

    def messages(self) -> list[tuple[str, str]]:
        """Every catalog message this text is made of: (context, source text)."""
        found = [(self.context, self.text)]
        for _name, part in self.parts:
            if isinstance(part, Message):
                found.extend(part.messages())
        return found


Piece = Message | str

# A statement and its source, translated when shown.
Text = tuple[Message, Piece]


def render(piece: Piece) -> str:
    return piece.render() if isinstance(piece, Message) else piece


def as_statement(text: str | Message) -> Message:
    """A statement: a message of the context RuleText."""
    return text if isinstance(text, Message) else Message("RuleText", text)


def as_place(text: str | Message) -> Message:
    """A place in a text, or a note on a source: a message of the context RuleSource."""
    return text if isinstance(text, Message) else Message("RuleSource", text)


def rule(statement: str | Message, source: Piece) -> Text:
    """A rule as a text states it: the statement and its source."""
    return as_statement(statement), source


def in_sequence(*sentences: str | Message) -> Message:
    """Sentences one after another, each a whole message."""
    return reduce(lambda first, then: Message("RuleText", QT_TRANSLATE_NOOP("RuleText", "{sentence} {next_sentence}"),
                                              (("sentence", first), ("next_sentence", then))),
                  [as_statement(each) for each in sentences])


def join_citations(sources: list[Piece]) -> Piece:
    """Several citations in one source, each once."""
    return reduce(lambda first, then: Message("RuleSource", QT_TRANSLATE_NOOP("RuleSource", "{citation}; {next_citation}"),
                                              (("citation", first), ("next_citation", then))),
                  list(dict.fromkeys(sources)))


def places(*each_place: str | Message) -> Message:
    """Several places of one text."""
    joined = join_citations([as_place(each) for each in each_place])
    assert isinstance(joined, Message)
    return joined


def cite(key: str, place: str | Message) -> Message:
    """A place in a source text (its key in SOURCES): followed by the path of the project's copy,
    or, for a text gogui keeps no copy of, as the diagram library's notes summarise it."""
    text = SOURCES[key]
    title = Message("RuleSource", text.title)
    if text.file is not None:
        return Message("RuleSource", QT_TRANSLATE_NOOP("RuleSource", "{title}, {place} ({file})"),
                       (("title", title), ("place", as_place(place)), ("file", text.file)))
    return Message("RuleSource", QT_TRANSLATE_NOOP("RuleSource", "{title}, as summarised in {file}: {place}"),
                   (("title", title), ("file", SUMMARY_FILE), ("place", as_place(place))))


# The project's design notes, cited where a rule is the model's own reading.
DESIGN_TABLE = "gogui design, shared/DESIGN.md (The rules model)"

# What a text that does not mention resigning is read to say.
NO_RESIGN_NOTE = QT_TRANSLATE_NOOP("RuleText", "A player may resign at any time and the opponent wins; no ruleset forbids it, "
                                               "though this text does not spell it out.")
NO_RESIGN_SUMMARY = QT_TRANSLATE_NOOP("RuleText", "A player may resign at any time and the opponent wins; no ruleset "
                                                  "forbids it, though the summary does not mention it.")

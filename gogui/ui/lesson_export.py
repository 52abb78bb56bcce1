"""Learn > Export lesson as SGF: a lesson's questions as one SGF collection for students to step through in any SGF viewer."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ..i18n import translate


def export_lesson_sgf(parent: QWidget, lesson_id: str) -> str | None:
    """Ask where, then write the lesson's questions there (learn.question_sgf); what the status
    bar should say, or None when the learner cancelled. A failure is said in a message box and
    writes nothing; a file of the diagram library is never written."""
    from ..learn import lesson_work
    from ..learn.course import lesson, numbered_title
    from ..learn.question_sgf import question_collection
    from ..save_checks import library_refusal
    from ..sgf import SgfError, write_file

    chosen = lesson(lesson_id)
    path, _filter = QFileDialog.getSaveFileName(
        parent, translate("LessonExport", "Export lesson as SGF"), f"{lesson_id}.sgf",
        translate("LessonExport", "SGF files (*.sgf)"))
    if not path:
        return None
    title = numbered_title(chosen)
    refusal = library_refusal(path)
    try:
        if refusal is not None:
            raise ValueError(refusal)
        questions = lesson_work.questions(chosen)
        write_file(path, question_collection(questions, title))
    except (OSError, ValueError, KeyError, SgfError) as err:
        why = err.strerror if isinstance(err, OSError) and err.strerror else str(err.args[0] if err.args else err)
        QMessageBox.warning(parent, translate("LessonExport", "Export lesson as SGF"),
                            translate("LessonExport", "The lesson was not exported: {why}").replace("{why}", why))
        return ""
    return translate("LessonExport", "Exported {count} questions of {title} to {path}.").replace(
        "{count}", str(len(questions))).replace("{title}", title).replace("{path}", path)

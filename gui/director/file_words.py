"""The window's words for file refusals and notices, built from the reason codes of the Qt-free layer
(`EncounterFileError.reason`, `ScenarioError.code`/`place`/`args`, `Notice.code`), so a French
Director reads French. One sentence each, naming the file and, for an invalid document, the place.
The English sentence of the rules layer is never shown in French; it stays as the fallback for a
code this table does not know."""

from __future__ import annotations

import os

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from rules.safe_read import display_name


def _t(text: str) -> str:
    return QCoreApplication.translate("Files", text)


def _fill(text: str, **parts) -> str:
    for key, value in parts.items():
        text = text.replace("%" + key, str(value))
    return text


# what a value should have been (validate.refuse's `what`), in the user's language
def _what(what: str) -> str:
    table = {
        "a list": _t(QT_TRANSLATE_NOOP("Files", "a list")), "a string": _t(QT_TRANSLATE_NOOP("Files", "a text")), "a whole number": _t(QT_TRANSLATE_NOOP("Files", "a whole number")),
        "a whole number of squares": _t(QT_TRANSLATE_NOOP("Files", "a whole number of squares")), "an object": _t(QT_TRANSLATE_NOOP("Files", "an object")),
        "a whole-number coordinate": _t(QT_TRANSLATE_NOOP("Files", "a whole-number coordinate")), "a number": _t(QT_TRANSLATE_NOOP("Files", "a number")),
        "a material": _t(QT_TRANSLATE_NOOP("Files", "a material")), "a list of strings": _t(QT_TRANSLATE_NOOP("Files", "a list of texts")),
        "a list of points": _t(QT_TRANSLATE_NOOP("Files", "a list of points")), "a list of cells": _t(QT_TRANSLATE_NOOP("Files", "a list of squares")),
        "a coordinate": _t(QT_TRANSLATE_NOOP("Files", "a coordinate")), "true or false": _t(QT_TRANSLATE_NOOP("Files", "true or false")),
        "an image name": _t(QT_TRANSLATE_NOOP("Files", "an image name")), "a zone": _t(QT_TRANSLATE_NOOP("Files", "a zone")), "a terrain kind": _t(QT_TRANSLATE_NOOP("Files", "a terrain kind")),
        "a string key": _t(QT_TRANSLATE_NOOP("Files", "a text key")), "a string id": _t(QT_TRANSLATE_NOOP("Files", "a text identifier")), "a size": _t(QT_TRANSLATE_NOOP("Files", "a size")),
        "a point [x, y]": _t(QT_TRANSLATE_NOOP("Files", "a point [x, y]")), "a number of squares": _t(QT_TRANSLATE_NOOP("Files", "a number of squares")),
        "a mode": _t(QT_TRANSLATE_NOOP("Files", "a mode")), "a door state": _t(QT_TRANSLATE_NOOP("Files", "a door state")), "a number of pixels": _t(QT_TRANSLATE_NOOP("Files", "a number of pixels")),
        "a cell [x, y] of whole numbers": _t(QT_TRANSLATE_NOOP("Files", "a square [x, y] of whole numbers")), "a map": _t(QT_TRANSLATE_NOOP("Files", "a map")),
        "a pair of zone ids": _t(QT_TRANSLATE_NOOP("Files", "a pair of zone identifiers")), "text": _t(QT_TRANSLATE_NOOP("Files", "a text")),
    }
    return table.get(what, "")


def invalid_detail(place: str, code: str, args: dict, english: str) -> str:
    """`place: problem` in the user's language, from a ScenarioError's parts."""
    value = args.get("value", "")
    what = _what(str(args.get("what", "")))
    if code == "type" and what:
        problem = _fill(_t(QT_TRANSLATE_NOOP("Files", "%v is not %w")), v=value, w=what) if value != "" else _fill(_t(QT_TRANSLATE_NOOP("Files", "is not %w")), w=what)
    elif code == "choice" and args.get("ruleset"):
        problem = _fill(_t(QT_TRANSLATE_NOOP("Files", "%v is not a size in %r")), v=value, r=args["ruleset"])
    elif code == "choice" and what:
        problem = _fill(_t(QT_TRANSLATE_NOOP("Files", "%v is not %w (%a)")), v=value, w=what, a=", ".join(map(str, args.get("allowed", []))))
    elif code == "not-finite":
        problem = _fill(_t(QT_TRANSLATE_NOOP("Files", "%v is not a finite number")), v=value)
    elif code == "long-number":
        problem = _fill(_t(QT_TRANSLATE_NOOP("Files", "a %d-digit number is too long")), d=args.get("digits", "?"))
    elif code == "too-large":
        problem = (_fill(_t(QT_TRANSLATE_NOOP("Files", "%v is more than %l, the largest allowed")), v=value, l=args.get("limit"))
                   if value != "" else _fill(_t(QT_TRANSLATE_NOOP("Files", "is nested more than %l deep")), l=args.get("limit")))
    elif code == "too-small":
        problem = (_fill(_t(QT_TRANSLATE_NOOP("Files", "%v is less than %l")), v=value, l=args.get("limit")) if value != ""
                   else _fill(_t(QT_TRANSLATE_NOOP("Files", "needs at least %l")), l=args.get("limit")))
    elif code == "too-many":
        problem = _fill(_t(QT_TRANSLATE_NOOP("Files", "has %c items, more than the %l allowed")), c=args.get("count"), l=args.get("limit"))
    elif code == "too-long":
        problem = _fill(_t(QT_TRANSLATE_NOOP("Files", "is %c characters long, more than the %l allowed")), c=args.get("length"),
                        l=args.get("limit"))
    elif code == "duplicate":
        problem = _fill(_t(QT_TRANSLATE_NOOP("Files", "%v is used twice")), v=value)
    elif code == "outside" and "cell" in args and "grid" in args:
        (x, y), (w, h) = args["cell"], args["grid"]
        problem = _fill(_t(QT_TRANSLATE_NOOP("Files", "square [%x, %y] is outside the %w × %h grid")), x=x, y=y, w=w, h=h)
    else:  # a code without its own words: the rules layer's sentence (English)
        return english
    colon = _t(QT_TRANSLATE_NOOP("Files", ": "))  # French puts a space before the colon
    return f"{place}{colon}{problem}" if place else problem


def open_refusal(path: str | os.PathLike, e: Exception) -> str:
    """One sentence: why `path` cannot be opened (an EncounterFileError, or any other exception)."""
    name = display_name(path)
    reason = getattr(e, "reason", "")
    if reason == "invalid" and getattr(e, "code", None):
        english = str(getattr(e, "detail", "")) or str(e)
        detail = invalid_detail(e.place, e.code, e.code_args, english)
        return _fill(_t(QT_TRANSLATE_NOOP("Files", "Cannot open “%n”: %d.")), n=name, d=detail.rstrip("."))
    text = {
        "missing": _t(QT_TRANSLATE_NOOP("Files", "Cannot open “%n”: the file does not exist.")),
        "unreadable": _t(QT_TRANSLATE_NOOP("Files", "Cannot open “%n”: the file cannot be read (%d).")),
        "not-encounter": _t(QT_TRANSLATE_NOOP("Files", "Cannot open “%n”: it is not a Damier encounter or scenario file.")),
        "damaged": _t(QT_TRANSLATE_NOOP("Files", "Cannot open “%n”: the file is damaged or incomplete (it may have been cut off while copying).")),
        "no-document": _t(QT_TRANSLATE_NOOP("Files", "Cannot open “%n”: the file holds no encounter.")),
        "json": _t(QT_TRANSLATE_NOOP("Files", "Cannot open “%n”: the file is not valid JSON (%d).")),
        "invalid": _t(QT_TRANSLATE_NOOP("Files", "Cannot open “%n”: the encounter in it is not valid (%d).")),
        "newer": _t(QT_TRANSLATE_NOOP("Files", "Cannot open “%n”: it was made by a newer version of Damier (%d); update Damier to open it.")),
        "image": _t(QT_TRANSLATE_NOOP("Files", "Cannot open “%n”: the map image in it is missing or damaged (%d).")),
    }.get(reason)
    if text is None:
        return str(e) or _fill(_t(QT_TRANSLATE_NOOP("Files", "Cannot open “%n”.")), n=name)
    return _fill(text, n=name, d=getattr(e, "detail", "") or "?")


def save_refusal(path: str | os.PathLike, e: Exception) -> str:
    detail = getattr(e, "detail", "") or getattr(e, "strerror", "") or str(e)
    return _fill(_t(QT_TRANSLATE_NOOP("Files", "Could not save “%n”: %d; the previous file, if any, was kept.")), n=display_name(path),
                 d=str(detail).rstrip("."))


def notice_text(code: str, detail: str, english: str) -> str:
    """What was left out of a document while opening or saving it (rules.encounter_file.Notice)."""
    text = {
        "path-ignored": _t(QT_TRANSLATE_NOOP("Files", "%d: a picture given as a path on disk was not read (a Damier document holds its own "
                           "pictures).")),
        "portrait-missing": _t(QT_TRANSLATE_NOOP("Files", "%d: the portrait is missing from the file; the token has no picture.")),
        "portrait-damaged": _t(QT_TRANSLATE_NOOP("Files", "%d: the portrait is damaged; the token has no picture.")),
        "images-beside-json": _t(QT_TRANSLATE_NOOP("Files", "The pictures named in this encounter.json were not read: only a .damier file "
                                 "holds pictures.")),
    }.get(code)
    return _fill(text, d=detail) if text else english

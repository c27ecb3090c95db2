"""The `.damier` encounter file: one portable zip a Director can copy or e-mail.

Layout of the zip::

    encounter.json        {"format": "damier.encounter/1", ...the scenario vocabulary...,
                           "map": {"image": "images/map.png", "square_px": 70, "offset": [0, 0]},
                           "fog": [[x, y], ...], "notes": "..."}
    images/map.png        the map image (PNG, JPEG or WebP), stored as is
    images/portraits/...  token portraits (content-addressed names; bytes in `Encounter.images`)

Beyond the scenario vocabulary, a terrain entry may carry `"damage": "2d6 fire"` (at most 200
characters): what a hazard or trap deals, the Director's note that the drag preview names and
the players' side never receives.

API (no Qt here; the GUI translates the messages, keyed by `EncounterFileError.reason`):

- `save_encounter(enc, path)`: atomic. The zip is written to a temporary file in the same
  folder, flushed to disk, then renamed over `path`; on any failure the previous file is
  left untouched and `EncounterFileError(reason="write")` is raised.
- `load_encounter(path) -> Encounter`: a `.damier` zip, a scenario `.json`
  (`damier.scenario/1`, its queries ignored) or a bare `encounter.json`. Returns a new
  Encounter or raises `EncounterFileError`; nothing else is changed.
- `open_document(path) -> Opened`: the same, with `notices` (what was left out: a path given
  for a picture is never followed) and the file's `fingerprint` (see `rules.ondisk`).
- `save_encounter(enc, path) -> tuple[Notice, ...]`: never reads the disk; a portrait or map
  given as a path (not bytes in the encounter) is dropped with a notice.
- `snapshot(enc)`: a cheap copy a worker thread can save (autosave off the GUI thread).
- `read_image_file(path)`, `add_portrait(enc, path) -> name`: the only reads of a picture on
  disk, for a file the user chose (regular files only, size and header checked).
- `check_image(data) -> str`: "png" / "jpeg" / "webp" or raises ValueError (signature, structure
  and the pixel size read from the header; pictures are decoded by the GUI). `image_size(data)`.
- `demo_path() -> Path`: the bundled demo encounter (works frozen by PyInstaller too).

Format versions: a reader of version N reads every version <= N and refuses newer ones
with a message that says so. Unknown keys are ignored, so a later minor addition that
older versions may safely ignore does not need a new version number.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import re
import struct
import sys
import tempfile
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path

from geometry import Cell

from . import limits
from . import validate as V
from .document import SCENARIO_FORMAT, encounter_to_doc, parse_encounter
from .encounter import Encounter, MapImage
from .errors import ScenarioError
from .image_info import ImageError, image_info
from .ondisk import Fingerprint
from .safe_read import ReadProblem, display_name, open_regular, read_regular

ENCOUNTER_FORMAT_NAME = "damier.encounter"
ENCOUNTER_VERSION = 1
ENCOUNTER_FORMAT = f"{ENCOUNTER_FORMAT_NAME}/{ENCOUNTER_VERSION}"
DOCUMENT_NAME = "encounter.json"
IMAGE_DIR = "images/"
EXTENSIONS = {"png": ".png", "jpeg": ".jpg", "webp": ".webp"}

# Guards against zip bombs and absurd files (declared in rules.limits; kept here for older callers).
MAX_DOCUMENT_BYTES = limits.MAX_DOCUMENT_BYTES
MAX_IMAGE_BYTES = limits.MAX_IMAGE_BYTES
# Fixed timestamp inside the zip: saving the same encounter twice gives the same bytes.
_ZIP_TIME = (1980, 1, 1, 0, 0, 0)
_FORMAT_RE = re.compile(r"^damier\.encounter/(\d+)$")


class EncounterFileError(ValueError):
    """A file that cannot be opened or saved. str() is a user-facing English sentence.

    `reason` says what went wrong, for code and translations: "missing", "unreadable",
    "not-encounter", "damaged", "no-document", "json", "invalid", "newer", "image", "write".
    `detail` is the technical part quoted in the sentence (a place, a member name, ...).
    For reason "invalid", `place`, `code` and `code_args` repeat the ScenarioError's parts.
    """

    def __init__(self, message: str, *, path: str | os.PathLike = "", reason: str = "", detail: str = ""):
        super().__init__(message)
        self.path, self.reason, self.detail = str(path), reason, detail


def _open_error(path, reason: str, problem: str, detail: str = "") -> EncounterFileError:
    return EncounterFileError(f'Cannot open "{Path(path).name}": {problem}', path=path, reason=reason,
                              detail=detail)


# ---- images ---------------------------------------------------------------------------------
def image_size(data: bytes) -> tuple[int, int] | None:
    """(width, height) in pixels read from a PNG, JPEG or WebP header, without decoding; None when
    the header does not say (rules.image_info reads it; the size limit is checked by check_image)."""
    try:
        return image_info(data, max_side=sys.maxsize).size
    except ImageError:
        return None


def check_image(data: bytes) -> str:
    """The kind of a PNG, JPEG or WebP picture ("png", "jpeg", "webp"); ValueError if it is not one,
    is visibly truncated, or is larger than `limits.MAX_IMAGE_SIDE` pixels a side (read from its
    header, before anything decodes it: an image bomb is refused here). PNG chunk CRCs are checked."""
    kind = _image_kind(data)
    size = image_size(data)
    if size is not None:
        w, h = size
        if w > limits.MAX_IMAGE_SIDE or h > limits.MAX_IMAGE_SIDE or w * h > limits.MAX_IMAGE_PIXELS:
            raise ValueError(f"the picture is {w} x {h} pixels, larger than {limits.MAX_IMAGE_SIDE} pixels a side")
    return kind


def _image_kind(data: bytes) -> str:
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        pos, first, seen_end = 8, True, False
        view = memoryview(data)
        while pos < len(data):
            if pos + 12 > len(data):
                raise ValueError("the PNG is truncated")
            length, ctype = struct.unpack(">I4s", data[pos:pos + 8])
            end = pos + 8 + length
            if end + 4 > len(data):
                raise ValueError("the PNG is truncated")
            (crc,) = struct.unpack(">I", data[end:end + 4])
            if zlib.crc32(view[pos + 4:end]) != crc:  # a view: no 40 MB copy holding the GIL
                raise ValueError(f"the PNG chunk {ctype.decode('latin-1')!r} is damaged")
            if first and ctype != b"IHDR":
                raise ValueError("the PNG has no header")
            first = False
            pos = end + 4
            if ctype == b"IEND":
                seen_end = True
                break
        if not seen_end:
            raise ValueError("the PNG is truncated")
        return "png"
    if data.startswith(b"\xff\xd8\xff"):
        # A JPEG ends with EOI; some writers append a few bytes after it, so look near the end.
        if b"\xff\xd9" not in data[-1024:]:
            raise ValueError("the JPEG is truncated")
        return "jpeg"
    if len(data) >= 12 and data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        (size,) = struct.unpack("<I", data[4:8])
        if size + 8 > len(data) or size < 4:
            raise ValueError("the WebP is truncated")
        return "webp"
    raise ValueError("not a PNG, JPEG or WebP picture")


def image_name(data: bytes, folder: str = "portraits/") -> str:
    """The name a picture gets inside the file: content-addressed, so one picture is stored once."""
    return f"{IMAGE_DIR}{folder}{hashlib.sha256(data).hexdigest()[:16]}{EXTENSIONS[check_image(data)]}"


def read_image_file(path: str | os.PathLike) -> bytes:
    """The bytes of a picture the user chose (a regular file, at most MAX_IMAGE_BYTES, a PNG, JPEG
    or WebP no larger than MAX_IMAGE_SIDE a side). Raises EncounterFileError(reason="image").
    This is the only place an image path is read, and only for a path the user picked."""
    try:
        data = read_regular(path, limits.MAX_IMAGE_BYTES)
        check_image(data)
        return data
    except (OSError, ValueError) as e:
        raise EncounterFileError(f'Cannot use "{display_name(path)}" as a picture: {e}.', path=path,
                                 reason="image", detail=str(e)) from None


def add_portrait(enc: Encounter, path: str | os.PathLike) -> str:
    """Read a portrait the user chose into the encounter; returns the name to put in the creature's
    `portrait` (the bytes live in `enc.images`, so saving never reads the disk)."""
    data = read_image_file(path)
    name = image_name(data)
    enc.images[name] = data
    return name


# ---- saving ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Notice:
    """Something left out of a document while opening or saving it, kept for the window to say.
    `code`: "path-ignored" (a portrait or map given as a path on disk: never followed),
    "portrait-missing", "portrait-damaged", "images-beside-json" (a bare encounter.json's pictures
    are not read from its folder). `detail` is the place or the name."""

    code: str
    message: str
    detail: str = ""


def encounter_document(enc: Encounter, notices: list | None = None) -> tuple[dict, dict[str, bytes]]:
    """The JSON document of an encounter and the images to store beside it (name -> bytes).
    Only bytes the encounter holds are written: a path is never read (it is dropped, with a notice)."""
    notices = [] if notices is None else notices
    doc = encounter_to_doc(enc, fmt=ENCOUNTER_FORMAT)
    images: dict[str, bytes] = {}
    img = enc.map_image
    if img is not None:
        entry = {"square_px": _num(img.square_px), "offset": [_num(img.offset[0]), _num(img.offset[1])]}
        if img.kept:
            entry["kept"] = img.kept  # e.g. Universal VTT lights, for a later export
        if img.data:
            try:
                kind = check_image(img.data)
            except ValueError as e:
                raise EncounterFileError(f"The map image cannot be saved: {e}.", reason="image",
                                         detail=str(e)) from None
            stem = Path(img.path).stem if img.path else "map"
            name = f"{IMAGE_DIR}{_safe(stem) or 'map'}{EXTENSIONS[kind]}"
            images[name] = img.data
            entry["image"] = name
        elif img.path:
            notices.append(Notice("path-ignored", f"The map image {img.path} was not saved: only pictures "
                                  "inside the document are saved.", "map"))
        doc["map"] = entry
    doc["fog"] = [c.to_list() for c in sorted(enc.fog, key=lambda c: (c.y, c.x))]
    doc["notes"] = enc.notes
    store = getattr(enc, "images", {})
    for i, entry in enumerate(doc["creatures"]):
        src = entry.get("portrait")
        if not src:
            continue
        data = store.get(src)
        if data is None:
            del entry["portrait"]
            notices.append(Notice("path-ignored", f"The portrait of {entry['id']} was not saved: it is a path "
                                  "on disk, not a picture inside the document.", f"creatures[{i}].portrait"))
            continue
        name = src if src.startswith(IMAGE_DIR) else image_name(data)
        images[name] = data
        entry["portrait"] = name
    return doc, images


def _dump(doc: dict) -> bytes:
    return json.dumps(doc, ensure_ascii=False, indent=1, allow_nan=False).encode("utf-8")


def _safe(stem: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", stem).strip("-.")[:60]


def _num(v: float):
    return int(v) if float(v).is_integer() else float(v)


def write_zip(fileobj, doc: dict | bytes, images: dict[str, bytes]) -> None:
    with zipfile.ZipFile(fileobj, "w") as z:
        info = zipfile.ZipInfo(DOCUMENT_NAME, _ZIP_TIME)
        info.compress_type = zipfile.ZIP_DEFLATED
        z.writestr(info, doc if isinstance(doc, bytes) else _dump(doc))
        for name, data in images.items():
            info = zipfile.ZipInfo(name, _ZIP_TIME)
            info.compress_type = zipfile.ZIP_STORED  # pictures are compressed already
            z.writestr(info, data)


def atomic_write(path: str | os.PathLike, write) -> None:
    """Call write(fileobj) on a temporary file beside `path`, flush it to disk, then rename it over
    `path`. If anything fails the temporary file is removed and `path` is left as it was."""
    path = Path(path)
    if path.is_symlink():  # replace the file the link points to, not the link
        path = path.resolve()
    folder = path.parent
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            write(f)
            f.flush()
            os.fsync(f.fileno())
        # mkstemp makes the file private (0600); keep the mode the user's file had, or the usual one.
        try:
            mode = path.stat().st_mode & 0o777
        except OSError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    if hasattr(os, "O_DIRECTORY"):  # make the rename itself durable (POSIX)
        try:
            dfd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)
        except OSError:
            pass


def snapshot(enc: Encounter) -> Encounter:
    """A copy of the encounter that later edits do not change, cheap enough for the GUI thread (its
    parts are immutable values: the board, frozen creatures, bytes), so a worker thread can save it."""
    snap = copy.copy(enc)
    snap._creatures = dict(enc._creatures)
    snap.images = dict(getattr(enc, "images", {}))
    return snap


def save_encounter(enc: Encounter, path: str | os.PathLike) -> tuple[Notice, ...]:
    """Save atomically as a `.damier` zip; raises EncounterFileError and keeps the old file on failure.
    Returns what was left out (paths on disk are never read: see `Notice`). Never reads the disk."""
    notices: list[Notice] = []
    doc, images = encounter_document(enc, notices)
    try:
        raw = _dump(doc)
    except (TypeError, ValueError) as e:  # e.g. a token's `extra` holding something JSON cannot store
        raise EncounterFileError(f'Could not save "{Path(path).name}": the encounter holds data that cannot '
                                 f"be written ({e}).", path=path, reason="write", detail=str(e)) from e
    try:
        atomic_write(path, lambda f: write_zip(f, raw, images))
    except OSError as e:
        problem = e.strerror or str(e)
        raise EncounterFileError(f'Could not save "{Path(path).name}": {problem}. The previous file, if any, '
                                 "was kept.", path=path, reason="write", detail=problem) from e
    return tuple(notices)


# ---- loading --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Opened:
    """A document just opened: the encounter, what was left out of it (for the window to say),
    and the file's fingerprint (to notice, before saving, that someone else changed the file)."""

    encounter: Encounter
    notices: tuple[Notice, ...] = ()
    fingerprint: Fingerprint | None = None


def load_encounter(path: str | os.PathLike) -> Encounter:
    """Open a `.damier` file, a scenario `.json` or a bare encounter.json. Raises EncounterFileError."""
    return open_document(path).encounter


# Whatever a damaged zip or JSON makes the standard library raise; each becomes a clear refusal.
_DAMAGE = (zipfile.BadZipFile, zipfile.LargeZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError,
           ValueError, struct.error, OverflowError, TypeError, KeyError, IndexError, UnicodeError)


def open_document(path: str | os.PathLike) -> Opened:
    """Like load_encounter, with the notices and the fingerprint. Only regular files are read (never
    a device or a pipe), each part within `rules.limits`; no path written in the file is followed."""
    path = Path(path)
    try:
        fd = open_regular(path)
    except ReadProblem as e:
        reason = {"missing": "missing", "special": "unreadable", "folder": "unreadable"}.get(e.code, "unreadable")
        raise _open_error(path, reason, f"{e}.", str(e)) from None
    notices: list[Notice] = []
    with os.fdopen(fd, "rb") as f:
        try:
            st = os.fstat(f.fileno())
            head = f.read(4)
            f.seek(0)
            if head.startswith(b"PK"):
                enc = _load_zip(path, f, notices)
            else:
                if st.st_size > limits.MAX_DOCUMENT_BYTES:
                    raise _open_error(path, "not-encounter", "it is not a Damier encounter or scenario file "
                                      "(too large).")
                enc = _load_json(path, f.read(limits.MAX_DOCUMENT_BYTES + 1), notices)
            f.seek(0)
            fp = fingerprint_file(path, f, st)
        except OSError as e:
            raise _open_error(path, "unreadable", f"{e.strerror or e}.", str(e)) from None
        except MemoryError:
            raise _open_error(path, "invalid", "it needs more memory than this computer has.") from None
    return Opened(enc, tuple(notices), fp)


def fingerprint_file(path, f, st) -> Fingerprint:
    h = hashlib.sha256()
    while chunk := f.read(1 << 20):
        h.update(chunk)
    return Fingerprint(os.fspath(path), st.st_mtime_ns, st.st_size, h.hexdigest())


def _parse_json(raw: bytes, path, member: str):
    try:
        return V.loads(raw)
    except V.JSONProblem as e:
        if e.code == "encoding":
            raise _open_error(path, "json", f"{member} is not UTF-8 text.") from None
        if e.code == "depth":
            raise _open_error(path, "json", f"{member} is nested too deeply.") from None
        raise _open_error(path, "json", f"{member} is not valid JSON ({e.detail}).", e.detail) from None


def _load_json(path: Path, raw: bytes, notices: list) -> Encounter:
    if not raw.lstrip()[:1] == b"{":
        raise _open_error(path, "not-encounter", "it is not a Damier encounter or scenario file.")
    doc = _parse_json(raw, path, "the file")
    fmt = doc.get("format") if isinstance(doc, dict) else None
    if fmt == SCENARIO_FORMAT:
        enc = _build(path, doc, SCENARIO_FORMAT)
        _read_portraits(enc, lambda name: None, notices)  # a scenario holds no pictures: paths are not followed
        return enc
    if isinstance(fmt, str) and _FORMAT_RE.match(fmt):
        # A bare encounter.json: names in it are not followed on disk (a document is self-contained).
        def read(name: str) -> bytes | None:
            if not any(n.code == "images-beside-json" for n in notices):
                notices.append(Notice("images-beside-json", "The pictures named in this encounter.json were "
                                      "not read: only a .damier file holds pictures.", name))
            return None
        return _encounter_from_doc(path, doc, read, notices, missing_map_ok=True)
    if isinstance(fmt, str) and fmt.startswith("damier.scenario/"):
        raise _newer(path, fmt, SCENARIO_FORMAT)
    raise _open_error(path, "not-encounter", "it is not a Damier encounter or scenario file"
                      + (f" (its format is {V.describe(fmt)})." if fmt is not None else "."))


def _damaged(path) -> EncounterFileError:
    # It starts like a zip, but its directory (at the end) is gone or wrong: a cut-off copy or download.
    return _open_error(path, "damaged", "the file is damaged or incomplete (it may have been cut off "
                       "while copying).")


def _load_zip(path: Path, f, notices: list) -> Encounter:
    try:
        z = zipfile.ZipFile(f)
        members = z.infolist()
    except OSError as e:
        raise _open_error(path, "unreadable", f"{e.strerror or e}.", str(e)) from None
    except _DAMAGE:
        raise _damaged(path) from None
    if len(members) > limits.MAX_ZIP_MEMBERS:
        raise _open_error(path, "damaged", f"the file holds {len(members)} parts, more than a Damier file "
                          f"can ({limits.MAX_ZIP_MEMBERS}).")
    read_total = [0]

    def read(name: str, limit: int = limits.MAX_IMAGE_BYTES) -> bytes | None:
        try:
            info = z.getinfo(name)
        except KeyError:
            return None
        if info.file_size > limit:
            raise _open_error(path, "damaged", f"{name} is too large ({info.file_size} bytes).", name)
        read_total[0] += info.file_size
        if read_total[0] > limits.MAX_TOTAL_IMAGE_BYTES:
            raise _open_error(path, "damaged", "its pictures are too large together "
                              f"(more than {limits.MAX_TOTAL_IMAGE_BYTES} bytes).", name)
        try:
            data = z.read(info)
        except OSError as e:
            raise _open_error(path, "unreadable", f"{e.strerror or e}.", str(e)) from None
        except _DAMAGE as e:
            raise _open_error(path, "damaged", f"the file is damaged ({name} fails its checksum or "
                              "cannot be unpacked).", f"{name}: {type(e).__name__}") from None
        if len(data) > limit:  # the directory lied about the size
            raise _open_error(path, "damaged", f"{name} is too large.", name)
        return data

    with z:
        raw = read(DOCUMENT_NAME, limits.MAX_DOCUMENT_BYTES)
        if raw is None:
            raise _open_error(path, "no-document", f"the file holds no encounter ({DOCUMENT_NAME} is missing).")
        doc = _parse_json(raw, path, DOCUMENT_NAME)
        return _encounter_from_doc(path, doc, read, notices)


def _newer(path, fmt: str, ours: str) -> EncounterFileError:
    return _open_error(path, "newer", f"it was made by a newer version of Damier (format {fmt}); this version "
                       f"reads up to /{ours.rsplit('/', 1)[1]}.", fmt)


def _invalid(path, e: ScenarioError) -> EncounterFileError:
    err = _open_error(path, "invalid", f"the encounter is not valid ({e}).", str(e))
    err.place, err.code, err.code_args = e.place, e.code, e.code_args  # for the window's own wording
    return err


def _build(path, doc, fmt) -> Encounter:
    try:
        return parse_encounter(doc, fmt=fmt)
    except ScenarioError as e:
        raise _invalid(path, e) from None
    except RecursionError:
        raise _open_error(path, "invalid", "the encounter is nested too deeply.") from None


def _encounter_from_doc(path, doc, read, notices: list, missing_map_ok: bool = False) -> Encounter:
    if not isinstance(doc, dict):
        raise _open_error(path, "invalid", "the encounter is not valid (it is not a JSON object).")
    fmt = doc.get("format")
    m = _FORMAT_RE.match(fmt) if isinstance(fmt, str) else None
    if m is None:
        raise _open_error(path, "not-encounter", f"it is not a Damier encounter (its format is {V.describe(fmt)}).")
    if len(m.group(1)) > 6 or int(m.group(1)) > ENCOUNTER_VERSION:
        raise _newer(path, fmt, ENCOUNTER_FORMAT)
    if int(m.group(1)) < 1:
        raise _open_error(path, "not-encounter", f"it is not a Damier encounter (its format is {fmt!r}).")
    enc = _build(path, doc, fmt)
    try:
        map_image = _parse_map(doc.get("map"), path, read, notices, missing_map_ok)
        fog = _parse_fog(doc.get("fog", []), enc)
        notes = V.text(doc.get("notes", ""), "notes")
    except ScenarioError as e:
        raise _invalid(path, e) from None
    _read_portraits(enc, read, notices)
    # Nobody observes the new encounter yet: set the fields directly, no events to send.
    enc.map_image, enc.fog, enc.notes = map_image, fog, notes
    return enc


def _parse_map(m, path, read, notices: list, missing_ok: bool) -> MapImage | None:
    if m is None:
        return None
    V.obj(m, "map")
    square = V.number(m.get("square_px", 70), "map.square_px", "a number of pixels", hi=limits.MAX_IMAGE_SIDE)
    if not square > 0:
        raise ScenarioError("map.square_px", f"{square!r} is not a positive number of pixels", "too-small",
                            {"value": square, "limit": 0})
    offset = V.point(m.get("offset", [0, 0]), "map.offset", bound=4 * limits.MAX_IMAGE_SIDE)
    name = m.get("image")
    data = b""
    if name is not None:
        V.text(name, "map.image", "an image name", 1000)
        raw = read(name)
        if raw is None:
            if missing_ok:
                return MapImage(path="", data=b"", square_px=float(square), offset=offset)
            raise _open_error(path, "image", f"the map image {name} is missing from the file.", name)
        try:
            check_image(raw)
        except ValueError as e:
            raise _open_error(path, "image", f"the map image {name} is damaged or unreadable ({e}).",
                              name) from None
        data = raw
    elif "image_path" in m:
        # Older files kept a path on disk here. It is never followed: a document is self-contained.
        notices.append(Notice("path-ignored", "The map image was given as a path on disk; it was not read "
                              "(a Damier document holds its own pictures). Set the map image again.",
                              "map.image_path"))
        name = ""
    else:
        name = ""
    kept = V.json_value(V.obj(m.get("kept", {}), "map.kept"), "map.kept")
    return MapImage(path=name, data=data, square_px=float(square), offset=offset, kept=kept)


def _parse_fog(fog, enc: Encounter) -> frozenset[Cell]:
    cells = set()
    for i, c in enumerate(V.seq(fog, "fog", "a list of cells", limits.MAX_GRID_CELLS)):
        cell = V.cell(c, f"fog[{i}]")
        if not enc.board.grid.contains_cell(cell):
            raise ScenarioError(f"fog[{i}]", f"cell {cell} is outside the {enc.board.width}x{enc.board.height} grid",
                                "outside", {"cell": cell.to_list(), "grid": [enc.board.width, enc.board.height]})
        cells.add(cell)
    return frozenset(cells)


def _read_portraits(enc: Encounter, read, notices: list) -> None:
    """Portraits stored in the file go to `enc.images` under their name. A portrait given as a path
    on disk is never followed; a missing or damaged one only loses the picture, never the encounter."""
    for i, c in enumerate(enc.creatures):
        if not c.portrait:
            continue
        data, problem = None, ""
        if not c.portrait.startswith(IMAGE_DIR):
            problem = "path-ignored"
        else:
            data = read(c.portrait)
            if data is None:
                problem = "portrait-missing"
            else:
                try:
                    check_image(data)
                except ValueError:
                    data, problem = None, "portrait-damaged"
        if data is not None:
            enc.images[c.portrait] = data
            continue
        what = {"path-ignored": "is a path on disk, which is never read",
                "portrait-missing": "is missing from the file",
                "portrait-damaged": "is damaged"}[problem]
        notices.append(Notice(problem, f"The portrait of {c.id} {what}; the token has no picture.",
                              f"creatures[{i}].portrait"))
        enc.replace_creature(c.changed(portrait=""))


# ---- the demo -------------------------------------------------------------------------------
def open_or_demo(path: str | os.PathLike) -> tuple[Opened, EncounterFileError | None]:
    """For `damier FILE`: the document, or the demo and why the file was refused (the window shows
    the message over the demo and keeps running; it never exits on a bad file)."""
    try:
        return open_document(path), None
    except EncounterFileError as e:
        return open_document(demo_path()), e


def demo_path() -> Path:
    """The bundled demo encounter: beside the `resources` package, or in PyInstaller's bundle."""
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        frozen = Path(meipass) / "resources" / "demo" / "demo.damier"
        if frozen.exists():
            return frozen
    import resources

    return Path(resources.__file__).resolve().parent / "demo" / "demo.damier"

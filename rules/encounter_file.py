"""The `.damier` encounter file: one portable zip a Director can copy or e-mail.

Layout of the zip::

    encounter.json        {"format": "damier.encounter/1", ...the scenario vocabulary...,
                           "map": {"image": "images/map.png", "square_px": 70, "offset": [0, 0]},
                           "fog": [[x, y], ...], "notes": "..."}
    images/map.png        the map image (PNG, JPEG or WebP), stored as is
    images/portraits/...  token portraits that were files on disk when saved

API (no Qt here; the GUI translates the messages, keyed by `EncounterFileError.reason`):

- `save_encounter(enc, path)`: atomic. The zip is written to a temporary file in the same
  folder, flushed to disk, then renamed over `path`; on any failure the previous file is
  left untouched and `EncounterFileError(reason="write")` is raised.
- `load_encounter(path) -> Encounter`: a `.damier` zip, a scenario `.json`
  (`damier.scenario/1`, its queries ignored) or a bare `encounter.json`. Returns a new
  Encounter or raises `EncounterFileError`; nothing else is changed.
- `check_image(data) -> str`: "png" / "jpeg" / "webp" or raises ValueError (signature and
  structure checks only; pictures are decoded by the GUI).
- `demo_path() -> Path`: the bundled demo encounter (works frozen by PyInstaller too).

Format versions: a reader of version N reads every version <= N and refuses newer ones
with a message that says so. Unknown keys are ignored, so a later minor addition that
older versions may safely ignore does not need a new version number.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import struct
import sys
import tempfile
import zipfile
import zlib
from pathlib import Path

from geometry import Cell

from .document import SCENARIO_FORMAT, _cell, _point, _type, encounter_to_doc, parse_encounter
from .encounter import Encounter, MapImage
from .errors import ScenarioError

ENCOUNTER_FORMAT_NAME = "damier.encounter"
ENCOUNTER_VERSION = 1
ENCOUNTER_FORMAT = f"{ENCOUNTER_FORMAT_NAME}/{ENCOUNTER_VERSION}"
DOCUMENT_NAME = "encounter.json"
IMAGE_DIR = "images/"
EXTENSIONS = {"png": ".png", "jpeg": ".jpg", "webp": ".webp"}

# Guards against zip bombs and absurd files: a map image is a few MB, the document far less.
MAX_DOCUMENT_BYTES = 64 * 1024 * 1024
MAX_IMAGE_BYTES = 256 * 1024 * 1024
# Fixed timestamp inside the zip: saving the same encounter twice gives the same bytes.
_ZIP_TIME = (1980, 1, 1, 0, 0, 0)
_FORMAT_RE = re.compile(r"^damier\.encounter/(\d+)$")


class EncounterFileError(ValueError):
    """A file that cannot be opened or saved. str() is a user-facing English sentence.

    `reason` says what went wrong, for code and translations: "missing", "unreadable",
    "not-encounter", "damaged", "no-document", "json", "invalid", "newer", "image", "write".
    `detail` is the technical part quoted in the sentence (a place, a member name, ...).
    """

    def __init__(self, message: str, *, path: str | os.PathLike = "", reason: str = "", detail: str = ""):
        super().__init__(message)
        self.path, self.reason, self.detail = str(path), reason, detail


def _open_error(path, reason: str, problem: str, detail: str = "") -> EncounterFileError:
    return EncounterFileError(f'Cannot open "{Path(path).name}": {problem}', path=path, reason=reason,
                              detail=detail)


# ---- images ---------------------------------------------------------------------------------
def check_image(data: bytes) -> str:
    """The kind of a PNG, JPEG or WebP picture ("png", "jpeg", "webp"); ValueError if it is not one
    or is visibly truncated. PNG chunks are walked and their CRCs checked."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        pos, first, seen_end = 8, True, False
        while pos < len(data):
            if pos + 12 > len(data):
                raise ValueError("the PNG is truncated")
            length, ctype = struct.unpack(">I4s", data[pos:pos + 8])
            end = pos + 8 + length
            if end + 4 > len(data):
                raise ValueError("the PNG is truncated")
            (crc,) = struct.unpack(">I", data[end:end + 4])
            if zlib.crc32(data[pos + 4:end]) != crc:
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


def _portrait_cache() -> Path:
    """Where portraits read from an encounter file are extracted (content-addressed, so shared)."""
    base = os.environ.get("DAMIER_DATA_DIR")
    if base:
        return Path(base) / "portraits"
    import platformdirs

    return Path(platformdirs.user_cache_dir("Damier")) / "portraits"


# ---- saving ---------------------------------------------------------------------------------
def _read_disk_image(path: str) -> bytes | None:
    try:
        data = Path(path).read_bytes()
        check_image(data)
        return data
    except (OSError, ValueError):
        return None


def encounter_document(enc: Encounter) -> tuple[dict, dict[str, bytes]]:
    """The JSON document of an encounter and the images to store beside it (name -> bytes)."""
    doc = encounter_to_doc(enc, fmt=ENCOUNTER_FORMAT)
    images: dict[str, bytes] = {}
    img = enc.map_image
    if img is not None:
        data = img.data or (_read_disk_image(img.path) if img.path else None)
        entry = {"square_px": _num(img.square_px), "offset": [_num(img.offset[0]), _num(img.offset[1])]}
        if img.kept:
            entry["kept"] = img.kept  # e.g. Universal VTT lights, for a later export
        if data:
            try:
                kind = check_image(data)
            except ValueError as e:
                raise EncounterFileError(f"The map image cannot be saved: {e}.", reason="image",
                                         detail=str(e)) from None
            stem = Path(img.path).stem if img.path else "map"
            name = f"{IMAGE_DIR}{_safe(stem) or 'map'}{EXTENSIONS[kind]}"
            images[name] = data
            entry["image"] = name
        elif img.path:
            entry["image_path"] = img.path  # a picture we could not read: keep where it was
        doc["map"] = entry
    doc["fog"] = [c.to_list() for c in sorted(enc.fog, key=lambda c: (c.y, c.x))]
    doc["notes"] = enc.notes
    # Portraits that are files on disk travel inside the zip, so the file stays portable.
    for entry in doc["creatures"]:
        src = entry.get("portrait")
        if not src or src.startswith(IMAGE_DIR):
            continue
        data = _read_disk_image(src)
        if data is None:
            continue
        name = f"{IMAGE_DIR}portraits/{hashlib.sha256(data).hexdigest()[:16]}{EXTENSIONS[check_image(data)]}"
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


def save_encounter(enc: Encounter, path: str | os.PathLike) -> None:
    """Save atomically as a `.damier` zip; raises EncounterFileError and keeps the old file on failure."""
    doc, images = encounter_document(enc)
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


# ---- loading --------------------------------------------------------------------------------
def load_encounter(path: str | os.PathLike) -> Encounter:
    """Open a `.damier` file, a scenario `.json` or a bare encounter.json. Raises EncounterFileError."""
    path = Path(path)
    try:
        with open(path, "rb") as f:
            head = f.read(4)
    except FileNotFoundError:
        raise _open_error(path, "missing", "the file does not exist.") from None
    except IsADirectoryError:
        raise _open_error(path, "unreadable", "it is a folder, not a file.") from None
    except OSError as e:
        raise _open_error(path, "unreadable", f"{e.strerror or e}.", str(e)) from None
    if head.startswith(b"PK"):
        return _load_zip(path)
    return _load_json(path)


def _parse_json(raw: bytes, path, member: str):
    try:
        return json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise _open_error(path, "json", f"{member} is not UTF-8 text.") from None
    except json.JSONDecodeError as e:
        detail = f"line {e.lineno}, column {e.colno}: {e.msg}"
        raise _open_error(path, "json", f"{member} is not valid JSON ({detail}).", detail) from None
    except RecursionError:
        raise _open_error(path, "json", f"{member} is nested too deeply.") from None


def _load_json(path: Path) -> Encounter:
    try:
        if path.stat().st_size > MAX_DOCUMENT_BYTES:
            raise _open_error(path, "not-encounter", "it is not a Damier encounter or scenario file (too large).")
        raw = path.read_bytes()
    except OSError as e:
        raise _open_error(path, "unreadable", f"{e.strerror or e}.", str(e)) from None
    if not raw.lstrip()[:1] == b"{":
        raise _open_error(path, "not-encounter", "it is not a Damier encounter or scenario file.")
    doc = _parse_json(raw, path, "the file")
    fmt = doc.get("format") if isinstance(doc, dict) else None
    if fmt == SCENARIO_FORMAT:
        return _build(path, doc, SCENARIO_FORMAT)
    if isinstance(fmt, str) and _FORMAT_RE.match(fmt):
        # A bare encounter.json: its images are looked for beside it.
        def read(name: str) -> bytes | None:
            try:
                return (path.parent / name).read_bytes()
            except OSError:
                return None
        return _encounter_from_doc(path, doc, read)
    if isinstance(fmt, str) and fmt.startswith("damier.scenario/"):
        raise _newer(path, fmt, SCENARIO_FORMAT)
    raise _open_error(path, "not-encounter", "it is not a Damier encounter or scenario file"
                      + (f" (its format is {fmt!r})." if fmt is not None else "."))


def _load_zip(path: Path) -> Encounter:
    try:
        z = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, EOFError, struct.error):
        # It starts like a zip, but its directory (at the end) is gone: a cut-off copy or download.
        raise _open_error(path, "damaged", "the file is damaged or incomplete (it may have been cut off "
                          "while copying).") from None
    except OSError as e:
        raise _open_error(path, "unreadable", f"{e.strerror or e}.", str(e)) from None
    with z:
        def read(name: str, limit: int = MAX_IMAGE_BYTES) -> bytes | None:
            try:
                info = z.getinfo(name)
            except KeyError:
                return None
            if info.file_size > limit:
                raise _open_error(path, "damaged", f"{name} is too large ({info.file_size} bytes).", name)
            try:
                return z.read(info)
            except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError, ValueError,
                    struct.error) as e:
                raise _open_error(path, "damaged", f"the file is damaged ({name} fails its checksum or "
                                  "cannot be unpacked).", f"{name}: {e}") from None
            except OSError as e:
                raise _open_error(path, "unreadable", f"{e.strerror or e}.", str(e)) from None

        raw = read(DOCUMENT_NAME, MAX_DOCUMENT_BYTES)
        if raw is None:
            raise _open_error(path, "no-document", f"the file holds no encounter ({DOCUMENT_NAME} is missing).")
        doc = _parse_json(raw, path, DOCUMENT_NAME)
        return _encounter_from_doc(path, doc, read)


def _newer(path, fmt: str, ours: str) -> EncounterFileError:
    return _open_error(path, "newer", f"it was made by a newer version of Damier (format {fmt}); this version "
                       f"reads up to /{ours.rsplit('/', 1)[1]}.", fmt)


def _build(path, doc, fmt) -> Encounter:
    try:
        return parse_encounter(doc, fmt=fmt)
    except ScenarioError as e:
        raise _open_error(path, "invalid", f"the encounter is not valid ({e}).", str(e)) from None
    except RecursionError:
        raise _open_error(path, "invalid", "the encounter is nested too deeply.") from None


def _encounter_from_doc(path, doc, read) -> Encounter:
    if not isinstance(doc, dict):
        raise _open_error(path, "invalid", "the encounter is not valid (it is not a JSON object).")
    fmt = doc.get("format")
    m = _FORMAT_RE.match(fmt) if isinstance(fmt, str) else None
    if m is None:
        raise _open_error(path, "not-encounter", f"it is not a Damier encounter (its format is {fmt!r}).")
    if int(m.group(1)) > ENCOUNTER_VERSION:
        raise _newer(path, fmt, ENCOUNTER_FORMAT)
    if int(m.group(1)) < 1:
        raise _open_error(path, "not-encounter", f"it is not a Damier encounter (its format is {fmt!r}).")
    enc = _build(path, doc, fmt)
    try:
        map_image = _parse_map(doc.get("map"), path, read)
        fog = _parse_fog(doc.get("fog", []), enc)
        notes = _type(doc.get("notes", ""), str, "notes", "a string")
    except ScenarioError as e:
        raise _open_error(path, "invalid", f"the encounter is not valid ({e}).", str(e)) from None
    _extract_portraits(enc, path, read)
    # Nobody observes the new encounter yet: set the fields directly, no events to send.
    enc.map_image, enc.fog, enc.notes = map_image, fog, notes
    return enc


def _parse_map(m, path, read) -> MapImage | None:
    if m is None:
        return None
    _type(m, dict, "map", "an object")
    square = m.get("square_px", 70)
    _type(square, (int, float), "map.square_px", "a number of pixels")
    if not (square > 0 and float(square) < float("inf")):
        raise ScenarioError("map.square_px", f"{square!r} is not a positive number of pixels")
    offset = _point(m.get("offset", [0, 0]), "map.offset")
    name = m.get("image")
    data = b""
    if name is not None:
        _type(name, str, "map.image", "an image name")
        raw = read(name)
        if raw is None:
            raise _open_error(path, "image", f"the map image {name} is missing from the file.", name)
        try:
            check_image(raw)
        except ValueError as e:
            raise _open_error(path, "image", f"the map image {name} is damaged or unreadable ({e}).",
                              name) from None
        data = raw
    else:
        name = _type(m.get("image_path", ""), str, "map.image_path", "a path")
    kept = _type(m.get("kept", {}), dict, "map.kept", "an object")
    return MapImage(path=name, data=data, square_px=float(square), offset=offset, kept=kept)


def _parse_fog(fog, enc: Encounter) -> frozenset[Cell]:
    cells = set()
    for i, c in enumerate(_type(fog, list, "fog", "a list of cells")):
        cell = _cell(c, f"fog[{i}]")
        if not enc.board.grid.contains_cell(cell):
            raise ScenarioError(f"fog[{i}]", f"cell {cell} is outside the {enc.board.width}x{enc.board.height} grid")
        cells.add(cell)
    return frozenset(cells)


def _extract_portraits(enc: Encounter, path, read) -> None:
    """Portraits stored in the file are written to a cache folder and the creatures point there.
    A missing or damaged portrait only loses the picture, never the encounter."""
    for c in enc.creatures:
        if not c.portrait.startswith(IMAGE_DIR):
            continue
        data = read(c.portrait)
        target = ""
        if data is not None:
            try:
                kind = check_image(data)
                folder = _portrait_cache()
                folder.mkdir(parents=True, exist_ok=True)
                target_path = folder / f"{hashlib.sha256(data).hexdigest()[:16]}{EXTENSIONS[kind]}"
                if not target_path.exists():
                    atomic_write(target_path, lambda f, d=data: f.write(d))
                target = str(target_path)
            except (ValueError, OSError):
                target = ""
        enc.replace_creature(c.changed(portrait=target))


# ---- the demo -------------------------------------------------------------------------------
def demo_path() -> Path:
    """The bundled demo encounter: beside the `resources` package, or in PyInstaller's bundle."""
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        frozen = Path(meipass) / "resources" / "demo" / "demo.damier"
        if frozen.exists():
            return frozen
    import resources

    return Path(resources.__file__).resolve().parent / "demo" / "demo.damier"

"""Every limit on what a file may ask for, declared once.

A file is refused when it goes past one of these, before anything is built from it: the limits
keep any accepted file openable in a few seconds and well under 2 GB on a small laptop (see
tests/benchmarks/bench_files.py), and keep searches bounded by the board, not by a number typed
in a file. The window, the oracle, the encounter-file reader and the map importers read them here.
"""

from __future__ import annotations

# ---- the board ----------------------------------------------------------------------------
MAX_GRID_SIDE = 1_000  # squares a side: a 1,000 x 1,000 board is far larger than any table map
MAX_GRID_CELLS = MAX_GRID_SIDE * MAX_GRID_SIDE
MAX_WALL_SEGMENTS = 100_000  # segments over all walls (a detailed imported dungeon has ~10,000)
# The step-legality pass of geometry visits, per wall segment, every footprint in the segment's
# bounding box: the sum of those boxes (in squares, clipped to the grid) bounds its memory.
MAX_WALL_BOX_AREA = 2_000_000  # ~100,000 short segments; ~5 s for the first drag's step graph
MAX_WALL_COORDINATE = 4 * MAX_GRID_SIDE  # |x|, |y| of a wall point, in squares
# cells named by the ascii map and terrain entries together: a quarter of the largest map. The
# board keeps terrain cell by cell (~6 us a cell to build), so this bounds the opening time.
MAX_TERRAIN_CELLS = 250_000
MAX_ZONES = 500  # neighbourhoods are computed pair by pair
MAX_ZONE_POINTS = 100_000  # polygon points over all zones

# ---- creatures ------------------------------------------------------------------------------
MAX_CREATURES = 2_000
MAX_SPEED = 99  # squares: the window's speed field goes to 99, and every file it writes must open again
# What one movement search may spend at most (a `reach` budget, a `path`, a dash in the preview),
# whatever speed a file says: at most ~58,000 cells explored on an open map (bench_files.py).
MAX_SEARCH_BUDGET = 120
MAX_REACH = 100  # squares
MAX_SIZE_SIDE = 100  # squares a side (Draw Steel's size "N")
MAX_STAT = 1_000_000  # stability, elevation and other plain whole numbers, either sign
# The fight keys (scenario format §8): Stamina / hit points and recoveries are plain numbers up to
# MAX_STAT; the zones Défense is "at most 12 (15 for a weapon bearer)" (§8 `defense` query), and
# a Moniteur has "1 to 4" boxes (§8 table).
MAX_DEFENSE = 15
MIN_MONITOR, MAX_MONITOR = 1, 4

# ---- text and numbers -----------------------------------------------------------------------
MAX_INT_DIGITS = 30  # a longer integer in a file is refused (Python refuses >4,300 with a traceback)
MAX_ID_LENGTH = 200
MAX_TEXT_LENGTH = 1_000_000  # names, notes
MAX_LIST_ITEMS = 1_000_000  # any other list (conditions, fog cells, query paths ...)
MAX_JSON_DEPTH = 64  # free-form data kept with a token (`extra`) and rule options (`variant`)

# ---- files ----------------------------------------------------------------------------------
MAX_DOCUMENT_BYTES = 64 * 1024 * 1024  # the JSON document (encounter.json or a scenario)
MAX_IMAGE_BYTES = 256 * 1024 * 1024  # one picture inside a .damier file
MAX_ZIP_MEMBERS = 10_000
MAX_TOTAL_IMAGE_BYTES = 512 * 1024 * 1024  # all pictures of one document together
MAX_IMAGE_SIDE = 16_384  # pixels a side, read from the picture's header before any decoding
MAX_IMAGE_PIXELS = 16_384 * 16_384

# ---- queries (damier check) -----------------------------------------------------------------
MAX_QUERIES = 10_000
MAX_QUERY_PATH = 10_000  # cells in a `move`, `opportunity_attacks` or `forced_move` path
MAX_FIGHT_EVENTS = 100_000  # events in a `fight` query or a saved fight log
MAX_FORCED_DISTANCE = 1_000

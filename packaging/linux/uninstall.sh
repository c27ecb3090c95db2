#!/bin/sh
# Remove a Damier installed by install.sh (same PREFIX). Your encounters and settings are kept.
set -eu

PREFIX=${PREFIX:-"$HOME/.local"}
PREFIX=$(CDPATH= cd -- "$PREFIX" && pwd)
SHARE="$PREFIX/share"

rm -rf "$PREFIX/lib/damier"
[ -L "$PREFIX/bin/damier" ] && rm -f "$PREFIX/bin/damier"
rm -f "$SHARE/applications/damier.desktop" "$SHARE/mime/packages/damier.xml"
find "$SHARE/icons/hicolor" \( -name damier.png -o -name damier.svg -o -name application-x-damier.png \
    -o -name application-x-damier.svg \) -exec rm -f {} + 2>/dev/null || true

command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$SHARE/mime" >/dev/null 2>&1 || true
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$SHARE/applications" >/dev/null 2>&1 || true
echo "Damier removed from $PREFIX."

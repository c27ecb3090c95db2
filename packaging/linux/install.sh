#!/bin/sh
# Install Damier for the current user (no root needed): run ./install.sh
# from the unpacked folder. PREFIX=/usr/local ./install.sh (as root) installs system-wide.
# Damier also runs without installing: ./damier/damier
set -eu

HERE=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
PREFIX=${PREFIX:-"$HOME/.local"}
PREFIX=$(mkdir -p "$PREFIX" && CDPATH= cd -- "$PREFIX" && pwd)
APPDIR="$PREFIX/lib/damier"
BINDIR="$PREFIX/bin"
SHARE="$PREFIX/share"

if [ ! -x "$HERE/damier/damier" ]; then
    echo "install.sh: $HERE/damier/damier not found; run me from the unpacked Damier folder." >&2
    exit 1
fi

echo "Installing Damier into $APPDIR"
rm -rf "$APPDIR"
mkdir -p "$APPDIR" "$BINDIR" "$SHARE/applications" "$SHARE/mime/packages"
cp -R "$HERE/damier/." "$APPDIR/"
cp "$HERE/uninstall.sh" "$APPDIR/uninstall.sh"
chmod +x "$APPDIR/uninstall.sh"
ln -sf "$APPDIR/damier" "$BINDIR/damier"

# Menu entry (with the absolute path, ~/.local/bin is not always on PATH), file type, icons.
sed "s|^Exec=damier |Exec=\"$APPDIR/damier\" |" "$HERE/share/applications/damier.desktop" \
    > "$SHARE/applications/damier.desktop"
cp "$HERE/share/mime/packages/damier.xml" "$SHARE/mime/packages/damier.xml"
cp -R "$HERE/share/icons" "$SHARE/"

# Refresh the desktop's caches when the tools are there (they are on any desktop).
command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$SHARE/mime" >/dev/null 2>&1 || true
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$SHARE/applications" >/dev/null 2>&1 || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" >/dev/null 2>&1 || true
command -v xdg-mime >/dev/null 2>&1 && xdg-mime default damier.desktop application/x-damier >/dev/null 2>&1 || true

echo "Done. Start Damier from your applications menu, double-click a .damier file, or run: $BINDIR/damier"
echo "To remove it: $APPDIR/uninstall.sh"

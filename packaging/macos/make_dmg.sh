#!/bin/sh
# Make a drag-to-Applications disk image from the frozen Damier.app (macOS only).
#   packaging/macos/make_dmg.sh dist/Damier.app 0.1.0 dist/installers/damier-0.1.0-macos-arm64.dmg
# Signs the app ad hoc unless CODESIGN_IDENTITY names a Developer ID certificate in the
# keychain (notarising is then `xcrun notarytool submit --wait` on the .dmg, not done here).
set -eu

APP=${1:?usage: make_dmg.sh APP VERSION OUT.dmg}
VERSION=${2:?usage: make_dmg.sh APP VERSION OUT.dmg}
OUT=${3:?usage: make_dmg.sh APP VERSION OUT.dmg}
IDENTITY=${CODESIGN_IDENTITY:--}

[ -d "$APP" ] || { echo "make_dmg.sh: $APP is not a folder" >&2; exit 1; }

# One consistent signature over the whole bundle (an unsigned or half-signed arm64 app is
# reported as "damaged" by Gatekeeper; an ad hoc one only needs right-click > Open once).
if [ "$IDENTITY" = "-" ]; then
    codesign --force --deep --sign - "$APP"
else
    codesign --force --deep --options runtime --timestamp --sign "$IDENTITY" "$APP"
fi
codesign --verify --deep --strict "$APP"

STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"

mkdir -p "$(dirname "$OUT")"
rm -f "$OUT"
hdiutil create -volname "Damier $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$OUT"
hdiutil verify "$OUT"
echo "$OUT"

; Damier's Windows installer (NSIS 3, Unicode). Per-user: no administrator rights,
; installs into %LOCALAPPDATA%\Programs\Damier, Start-menu shortcut, .damier file
; association, uninstaller listed in "Apps & features".
;
; Built by packaging/build.py on Windows, which passes absolute paths (makensis works
; from the script's folder):
;   makensis /DVERSION=0.1.0 /DSRCDIR=C:\...\dist\damier /DOUTFILE=C:\...\setup.exe /DICON=C:\...\damier.ico damier.nsi
; SRCDIR is the PyInstaller one-folder output (damier.exe, damier-cli.exe, _internal\).

Unicode true
ManifestDPIAware true
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "pass /DVERSION=x.y.z"
!endif
!ifndef SRCDIR
  !error "pass /DSRCDIR=<PyInstaller output folder>"
!endif
!ifndef OUTFILE
  !define OUTFILE "damier-${VERSION}-windows-x64-setup.exe"
!endif
!ifndef ICON
  !define ICON "${__FILEDIR__}/../../resources/icons/damier.ico"
!endif

!define APPNAME "Damier"
!define EXE "damier.exe"
!define PROGID "Damier.Encounter"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Damier"
!define SHCNE_ASSOCCHANGED 0x08000000
!define SHCNF_IDLIST 0

Name "${APPNAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APPNAME}"
InstallDirRegKey HKCU "${UNINSTKEY}" "InstallLocation"
RequestExecutionLevel user
BrandingText "${APPNAME} ${VERSION}"

; Numeric version for the installer's own file properties (x.y.z.0).
!searchparse /noerrors "${VERSION}" "" V1 "." V2 "." V3
!ifndef V1
  !define V1 0
!endif
!ifndef V2
  !define V2 0
!endif
!ifndef V3
  !define V3 0
!endif
VIProductVersion "${V1}.${V2}.${V3}.0"
VIAddVersionKey /LANG=0 "ProductName" "${APPNAME}"
VIAddVersionKey /LANG=0 "FileDescription" "${APPNAME} installer"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "LegalCopyright" "MIT licence"

!include "MUI2.nsh"
!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "French"

LangString DocType ${LANG_ENGLISH} "Damier encounter"
LangString DocType ${LANG_FRENCH} "Rencontre Damier"

; No language dialog: NSIS picks French or English from the user's Windows language.

Section "Damier" SecMain
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; A previous version's files go first, so no stale library survives an upgrade.
  RMDir /r "$INSTDIR\_internal"
  File /r "${SRCDIR}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; Start-menu shortcut (per-user Programs folder).
  SetShellVarContext current
  CreateShortcut "$SMPROGRAMS\${APPNAME}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  ; .damier files open in Damier (HKCU\Software\Classes: no admin rights needed).
  WriteRegStr HKCU "Software\Classes\.damier" "" "${PROGID}"
  WriteRegStr HKCU "Software\Classes\.damier" "Content Type" "application/x-damier"
  WriteRegStr HKCU "Software\Classes\.damier\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "$(DocType)"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" '"$INSTDIR\${EXE}",0'
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  WriteRegStr HKCU "Software\Classes\Applications\${EXE}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  WriteRegStr HKCU "Software\Classes\Applications\${EXE}\SupportedTypes" ".damier" ""
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i ${SHCNF_IDLIST}, p 0, p 0)'

  ; "Apps & features" entry.
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayName" "${APPNAME}"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTKEY}" "Publisher" "Damier"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayIcon" '"$INSTDIR\${EXE}",0'
  WriteRegStr HKCU "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${APPNAME}.lnk"

  ; Only what the installer put there, never the whole folder the user may have chosen.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\damier.exe"
  Delete "$INSTDIR\damier-cli.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  ; The association, only if it is still ours.
  ReadRegStr $0 HKCU "Software\Classes\.damier" ""
  StrCmp $0 "${PROGID}" 0 +2
    DeleteRegKey HKCU "Software\Classes\.damier"
  DeleteRegValue HKCU "Software\Classes\.damier\OpenWithProgids" "${PROGID}"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  DeleteRegKey HKCU "Software\Classes\Applications\${EXE}"
  DeleteRegKey HKCU "${UNINSTKEY}"
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i ${SHCNF_IDLIST}, p 0, p 0)'
  ; Encounters, settings and autosaves (in the user's folders) are kept.
SectionEnd

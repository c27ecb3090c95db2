<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>BattleScene</name>
    <message>
        <location filename="../../gui/map/scene.py" line="211"/>
        <source>Door (%1) — click with the Door tool to open or close</source>
        <translation>Porte (%1) — cliquez avec l&apos;outil Portes pour l&apos;ouvrir ou la fermer</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene.py" line="212"/>
        <source>open</source>
        <translation>ouverte</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene.py" line="212"/>
        <source>closed</source>
        <translation>fermée</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene.py" line="213"/>
        <source>Wall (%1)</source>
        <translation>Mur (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene.py" line="277"/>
        <source>speed %1</source>
        <translation>vitesse %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="21"/>
        <source>%1: %2</source>
        <comment>a label and its value</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="26"/>
        <source>Place anywhere (%1)</source>
        <translation>Placement libre (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="29"/>
        <source>Cannot end here</source>
        <translation>Impossible de s&apos;arrêter ici</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="33"/>
        <source>%1 / %2 zones</source>
        <translation>%1 / %2 zones</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="42"/>
        <source>%1 past speed</source>
        <translation>%1 au-delà de la vitesse</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="44"/>
        <source>squeezing</source>
        <translation>se faufile</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="66"/>
        <source>enters hazardous terrain (%1)</source>
        <translation>entre en terrain dangereux (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="68"/>
        <source>enters a hidden trap (%1)</source>
        <translation>entre dans un piège caché (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="66"/>
        <source>occupied by %1</source>
        <translation>occupé par %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="68"/>
        <source>no way from %1 to %2</source>
        <translation>aucun passage de %1 à %2</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="70"/>
        <source>outside the map</source>
        <translation>hors de la carte</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="71"/>
        <source>an object is there</source>
        <translation>un objet occupe cet endroit</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="72"/>
        <source>a wall runs through that space</source>
        <translation>un mur traverse cet espace</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="73"/>
        <source>occupied</source>
        <translation>occupé</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="74"/>
        <source>no path: walls, objects or creatures are in the way</source>
        <translation>aucun chemin&#xa0;: des murs, des objets ou des créatures barrent le passage</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="75"/>
        <source>no path: a shift cannot enter or leave difficult terrain</source>
        <translation>aucun chemin&#xa0;: un décalage ne peut ni entrer en terrain difficile ni en sortir</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="76"/>
        <source>a Step is one square, not into difficult terrain</source>
        <translation>un Pas ne fait qu&apos;une case, et jamais en terrain difficile</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="77"/>
        <source>outside every zone</source>
        <translation>en dehors de toute zone</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="78"/>
        <source>no way to that zone</source>
        <translation>aucun passage vers cette zone</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="86"/>
        <source>the rules do not allow it</source>
        <translation>les règles ne le permettent pas</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="96"/>
        <source>Distance: %1</source>
        <translation>Distance&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="97"/>
        <source>Line of effect: yes</source>
        <translation>Ligne d&apos;effet&#xa0;: oui</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="97"/>
        <source>Line of effect: no</source>
        <translation>Ligne d&apos;effet&#xa0;: non</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="101"/>
        <source>(%1 of %2 lines blocked)</source>
        <translation>(lignes bloquées&#xa0;: %1 sur %2)</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="113"/>
        <source>yes, with %1</source>
        <translation>oui, avec %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="115"/>
        <source>no</source>
        <translation>non</translation>
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <location filename="../../gui/players/calibration_dialog.py" line="50"/>
        <source>Calibrate the players&apos; screen</source>
        <translation>Étalonner l&apos;écran des joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/players/calibration_dialog.py" line="53"/>
        <source>The players&apos; screen shows a white square. Measure its side with a ruler and type it here, in millimetres.</source>
        <translation>L&apos;écran des joueurs affiche un carré blanc. Mesurez son côté avec une règle et saisissez-le ici, en millimètres.</translation>
    </message>
</context>
<context>
    <name>CalibrationSquare</name>
    <message>
        <location filename="../../gui/players/calibration_dialog.py" line="40"/>
        <source>Measure the side of the white square with a ruler</source>
        <translation>Mesurez le côté du carré blanc avec une règle</translation>
    </message>
</context>
<context>
    <name>Camera</name>
    <message>
        <location filename="../../gui/players/camera.py" line="48"/>
        <source>Players&apos; view</source>
        <translation>Vue des joueurs</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../../gui/map/commands.py" line="29"/>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/commands.py" line="42"/>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/commands.py" line="58"/>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/commands.py" line="16"/>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/commands.py" line="102"/>
        <source>Switch rules to %1</source>
        <translation>Passer aux règles %1</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <location filename="../../gui/shell/crash.py" line="58"/>
        <source>Damier hit an unexpected problem and stopped what it was doing. Your encounter is still open; saving it now is a good idea.</source>
        <translation>Damier a rencontré un problème inattendu et a interrompu ce qu&apos;il faisait. Votre rencontre est toujours ouverte&#xa0;; c&apos;est le bon moment pour l&apos;enregistrer.</translation>
    </message>
    <message>
        <location filename="../../gui/shell/crash.py" line="62"/>
        <source>Details were written to %1</source>
        <translation>Les détails ont été écrits dans %1</translation>
    </message>
    <message>
        <location filename="../../gui/shell/crash.py" line="57"/>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
</context>
<context>
    <name>CreatureForm</name>
    <message>
        <location filename="../../gui/director/panels.py" line="58"/>
        <source>e.g. prone, dazed</source>
        <translation>ex.&#xa0;: à terre, hébété</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="59"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="60"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="61"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="62"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="63"/>
        <source>Stability</source>
        <translation>Stabilité</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="64"/>
        <source>Reach</source>
        <translation>Allonge</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="65"/>
        <source>Elevation</source>
        <translation>Élévation</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="66"/>
        <source>Conditions</source>
        <translation>États</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="71"/>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="73"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="79"/>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="80"/>
        <source>Hidden from the players</source>
        <translation>Caché aux joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="90"/>
        <source>%1&apos;s notes (never shown to the players)</source>
        <translation>Notes du %1 (jamais montrées aux joueurs)</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="94"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="98"/>
        <source>Choose a portrait</source>
        <translation>Choisir un portrait</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="99"/>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="85"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../../gui/director/files.py" line="48"/>
        <source>Cannot open “%1”.</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../gui/director/files.py" line="48"/>
        <source>Could not save “%1”.</source>
        <translation>Impossible d&apos;enregistrer «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../gui/director/files.py" line="35"/>
        <source>It is not a Damier encounter or scenario file.</source>
        <translation>Ce n&apos;est pas un fichier de rencontre ou de scénario Damier.</translation>
    </message>
    <message>
        <location filename="../../gui/director/files.py" line="40"/>
        <source>It was made by a newer version of Damier. Update Damier to open it.</source>
        <translation>Il a été créé par une version plus récente de Damier. Mettez Damier à jour pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <location filename="../../gui/director/files.py" line="73"/>
        <source>Saving .damier files is not available in this build.</source>
        <translation>L&apos;enregistrement des fichiers .damier n&apos;est pas disponible dans cette version.</translation>
    </message>
    <message>
        <location filename="../../gui/director/files.py" line="39"/>
        <source>The encounter in the file is not valid.</source>
        <translation>La rencontre contenue dans le fichier n&apos;est pas valide.</translation>
    </message>
    <message>
        <location filename="../../gui/director/files.py" line="34"/>
        <source>The file cannot be read.</source>
        <translation>Le fichier ne peut pas être lu.</translation>
    </message>
    <message>
        <location filename="../../gui/director/files.py" line="42"/>
        <source>The file could not be written; the previous file, if any, was kept.</source>
        <translation>Le fichier n&apos;a pas pu être écrit&#xa0;; le fichier précédent, s&apos;il existait, a été conservé.</translation>
    </message>
    <message>
        <location filename="../../gui/director/files.py" line="33"/>
        <source>The file does not exist.</source>
        <translation>Le fichier n&apos;existe pas.</translation>
    </message>
    <message>
        <location filename="../../gui/director/files.py" line="37"/>
        <source>The file holds no encounter.</source>
        <translation>Le fichier ne contient aucune rencontre.</translation>
    </message>
    <message>
        <location filename="../../gui/director/files.py" line="36"/>
        <source>The file is damaged or incomplete (it may have been cut off while copying).</source>
        <translation>Le fichier est endommagé ou incomplet (il a peut-être été tronqué pendant une copie).</translation>
    </message>
    <message>
        <location filename="../../gui/director/files.py" line="38"/>
        <source>The file is not valid JSON.</source>
        <translation>Le fichier n&apos;est pas du JSON valide.</translation>
    </message>
    <message>
        <location filename="../../gui/director/files.py" line="41"/>
        <source>The map image in the file is missing or damaged.</source>
        <translation>L&apos;image de la carte est absente du fichier ou endommagée.</translation>
    </message>
</context>
<context>
    <name>FogTools</name>
    <message numerus="yes">
        <location filename="../../gui/map/fog.py" line="29"/>
        <source>Reveal %n square(s)</source>
        <translation>
            <numerusform>Révéler %n case</numerusform>
            <numerusform>Révéler %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/map/fog.py" line="32"/>
        <source>Hide %n square(s)</source>
        <translation>
            <numerusform>Masquer %n case</numerusform>
            <numerusform>Masquer %n cases</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/fog.py" line="242"/>
        <source>Click inside a zone</source>
        <translation>Cliquez dans une zone</translation>
    </message>
    <message>
        <location filename="../../gui/map/fog.py" line="147"/>
        <source>Hide the whole map</source>
        <translation>Masquer toute la carte</translation>
    </message>
    <message>
        <location filename="../../gui/map/fog.py" line="143"/>
        <source>Reveal the whole map</source>
        <translation>Révéler toute la carte</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../gui/map/labels.py" line="26"/>
        <source>heroes</source>
        <translation>héros</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="27"/>
        <source>monsters</source>
        <translation>monstres</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="28"/>
        <source>allies</source>
        <translation>alliés</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="29"/>
        <source>neutral</source>
        <translation>neutres</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="48"/>
        <source>tiny</source>
        <translation>très petit</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="49"/>
        <source>small</source>
        <translation>petit</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="50"/>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="51"/>
        <source>large</source>
        <translation>grand</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="52"/>
        <source>huge</source>
        <translation>très grand</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="53"/>
        <source>gargantuan</source>
        <translation>gigantesque</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="68"/>
        <source>%1 — %1 × %1 squares</source>
        <translation>%1 — %1 × %1 cases</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="75"/>
        <source>difficult terrain</source>
        <translation>terrain difficile</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="76"/>
        <source>greater difficult terrain</source>
        <translation>terrain difficile supérieur</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="77"/>
        <source>hazardous terrain</source>
        <translation>terrain dangereux</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="78"/>
        <location filename="../../gui/map/labels.py" line="159"/>
        <source>object</source>
        <translation>objet</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="85"/>
        <source>Paint difficult terrain</source>
        <translation>Peindre du terrain difficile</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="86"/>
        <source>Paint greater difficult terrain</source>
        <translation>Peindre du terrain difficile supérieur</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="87"/>
        <source>Paint hazardous terrain</source>
        <translation>Peindre du terrain dangereux</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="88"/>
        <source>Paint objects</source>
        <translation>Peindre des objets</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="89"/>
        <source>Paint terrain</source>
        <translation>Peindre du terrain</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="94"/>
        <source>stone</source>
        <translation>pierre</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="95"/>
        <source>wood</source>
        <translation>bois</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="96"/>
        <source>metal</source>
        <translation>métal</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="97"/>
        <source>glass</source>
        <translation>verre</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="103"/>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="104"/>
        <source>Window (stops creatures, not lines; glass)</source>
        <translation>Fenêtre (arrête les créatures, pas les lignes ; verre)</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="123"/>
        <source>Curtain (blocks lines only)</source>
        <translation>Rideau (bloque seulement les lignes)</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="105"/>
        <source>Fence (blocks movement only)</source>
        <translation>Clôture (bloque seulement le passage)</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="111"/>
        <source>prone</source>
        <translation>à terre</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="112"/>
        <source>dazed</source>
        <translation>hébété</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="113"/>
        <source>slowed</source>
        <translation>ralenti</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="114"/>
        <source>restrained</source>
        <translation>entravé</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="115"/>
        <source>grabbed</source>
        <translation>agrippé</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="116"/>
        <source>frightened</source>
        <translation>effrayé</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="117"/>
        <source>taunted</source>
        <translation>provoqué</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="118"/>
        <source>weakened</source>
        <translation>affaibli</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="119"/>
        <source>bleeding</source>
        <translation>en sang</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="120"/>
        <source>surprised</source>
        <translation>surpris</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="121"/>
        <source>unconscious</source>
        <translation>inconscient</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="122"/>
        <source>flying</source>
        <translation>en vol</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="123"/>
        <source>taking cover</source>
        <translation>à couvert</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="124"/>
        <source>paralyzed</source>
        <translation>paralysé</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="143"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="144"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="145"/>
        <source>blocked (no line of effect)</source>
        <translation>bloqué (pas de ligne d&apos;effet)</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="146"/>
        <source>half</source>
        <translation>partiel</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="147"/>
        <source>three-quarters</source>
        <translation>important</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="148"/>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="149"/>
        <source>lesser</source>
        <translation>inférieur</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="150"/>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="151"/>
        <source>greater</source>
        <translation>supérieur</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="158"/>
        <source>wall</source>
        <translation>mur</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="175"/>
        <source>move</source>
        <translation>déplacement</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="176"/>
        <source>teleport</source>
        <translation>téléportation</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="177"/>
        <source>shift</source>
        <translation>décalage</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="178"/>
        <source>disengage</source>
        <translation>se désengager</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="179"/>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gui/director/actions.py" line="57"/>
        <source>&amp;About Damier</source>
        <translation>À &amp;propos de Damier</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="50"/>
        <source>&amp;Actual size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="44"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="61"/>
        <source>&amp;Doors</source>
        <translation>&amp;Portes</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="46"/>
        <source>&amp;Fit map</source>
        <translation>&amp;Ajuster la carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="39"/>
        <source>&amp;New…</source>
        <translation>&amp;Nouveau…</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="40"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="43"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="41"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="58"/>
        <source>&amp;Select and move</source>
        <translation>&amp;Sélectionner et déplacer</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="62"/>
        <source>&amp;Terrain</source>
        <translation>&amp;Terrain</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="60"/>
        <source>&amp;Walls</source>
        <translation>&amp;Murs</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="63"/>
        <source>&amp;Zones</source>
        <translation>&amp;Zones</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="54"/>
        <source>Grid and map &amp;image…</source>
        <translation>&amp;Grille et image de la carte…</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="42"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="56"/>
        <source>Set map &amp;image…</source>
        <translation>Choisir l&apos;&amp;image de la carte…</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="51"/>
        <source>Show &amp;grid</source>
        <translation>Afficher la &amp;grille</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="64"/>
        <source>To&amp;kens</source>
        <translation>&amp;Jetons</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="47"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="48"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="29"/>
        <source>Difficult</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="30"/>
        <source>Greater difficult</source>
        <translation>Difficile supérieur</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="31"/>
        <source>Hazardous</source>
        <translation>Dangereux</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="32"/>
        <source>Object</source>
        <translation>Objet</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="33"/>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="65"/>
        <source>Damier (*.damier *.json);;Encounters (*.damier);;Scenarios (*.json);;All files (*)</source>
        <translation>Damier (*.damier *.json);;Rencontres (*.damier);;Scénarios (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="96"/>
        <source>Damier (*.damier)</source>
        <translation>Damier (*.damier)</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="63"/>
        <source>Demo</source>
        <translation>Démo</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="69"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="73"/>
        <source>Players&apos; window</source>
        <translation>Fenêtre des joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="73"/>
        <source>Reveal fog</source>
        <translation>Révéler</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="74"/>
        <source>Hide fog</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="74"/>
        <source>Show the why</source>
        <translation>Montrer le pourquoi</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="75"/>
        <source>Blackout</source>
        <translation>Écran noir</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="100"/>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="101"/>
        <source>Token palette</source>
        <translation>Palette de jetons</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="52"/>
        <source>&amp;Targets of the selected token</source>
        <translation>&amp;Cibles du pion sélectionné</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="104"/>
        <source>Veil the creatures the selected token has no line of effect to; a shield marks those in cover</source>
        <translation>Voile les créatures sans ligne d&apos;effet depuis le pion sélectionné&#xa0;; un bouclier marque celles à l&apos;abri</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="106"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="108"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="73"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="122"/>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="74"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="75"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="77"/>
        <source>&amp;Map</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <location filename="../../gui/shell/app.py" line="101"/>
        <source>Welcome to Damier</source>
        <translation>Bienvenue dans Damier</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="127"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="78"/>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="139"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="142"/>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="79"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="179"/>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="66"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="68"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="153"/>
        <source> Rules: </source>
        <translation> Règles&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="46"/>
        <source>Tool options</source>
        <translation>Options de l&apos;outil</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="48"/>
        <source> Terrain: </source>
        <translation> Terrain&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="53"/>
        <source>Hidden (trap)</source>
        <translation>Caché (piège)</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="54"/>
        <source>Painted terrain the players&apos; screen never shows</source>
        <translation>Terrain peint que l&apos;écran des joueurs ne montre jamais</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="57"/>
        <source> Material: </source>
        <translation> Matériau&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="63"/>
        <source> Wall: </source>
        <translation> Mur&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="71"/>
        <source>Snap to grid</source>
        <translation>Aligner sur la grille</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="59"/>
        <location filename="../../gui/director/window.py" line="119"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="119"/>
        <source>Drag a token to move it · Shift: %1 · Ctrl: place anywhere · double-click a door to open it</source>
        <translation>Faites glisser un jeton pour le déplacer · Maj&#xa0;: %1 · Ctrl&#xa0;: placement libre · double-clic sur une porte pour l&apos;ouvrir</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="122"/>
        <source>Drag a token to move it · Ctrl: place anywhere · double-click a door to open it</source>
        <translation>Faites glisser un jeton pour le déplacer · Ctrl&#xa0;: placement libre · double-clic sur une porte pour l&apos;ouvrir</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="125"/>
        <source>Click to add points · double-click or Enter to finish · Alt: free point · Esc: cancel</source>
        <translation>Cliquez pour ajouter des points · double-clic ou Entrée pour terminer · Alt&#xa0;: point libre · Échap&#xa0;: annuler</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="126"/>
        <source>Click a door to open or close it · click a wall to make it a door · Shift+click: back to a wall</source>
        <translation>Cliquez sur une porte pour l&apos;ouvrir ou la fermer · cliquez sur un mur pour en faire une porte · Maj+clic&#xa0;: redevient un mur</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="128"/>
        <source>Drag to paint the squares · one stroke is one undo step</source>
        <translation>Faites glisser pour peindre les cases · un trait s&apos;annule en une fois</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="129"/>
        <source>Click the corners · double-click or Enter to close the zone</source>
        <translation>Cliquez sur les coins · double-clic ou Entrée pour fermer la zone</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="130"/>
        <source>Click a square to place a token from the palette</source>
        <translation>Cliquez sur une case pour y placer un jeton de la palette</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="75"/>
        <source>Edit wall</source>
        <translation>Modifier le mur</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="80"/>
        <source>Edit zone</source>
        <translation>Modifier la zone</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="89"/>
        <source>That size does not fit on the map there.</source>
        <translation>Cette taille ne tient pas sur la carte à cet endroit.</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="98"/>
        <source>Hidden from the players</source>
        <translation>Caché aux joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="103"/>
        <source>Conditions</source>
        <translation>États</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="110"/>
        <location filename="../../gui/director/editing.py" line="130"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="135"/>
        <source>Delete walls</source>
        <translation>Supprimer des murs</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="138"/>
        <source>Delete zones</source>
        <translation>Supprimer des zones</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="164"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="165"/>
        <source>The new language will be used the next time Damier starts.</source>
        <translation>La nouvelle langue sera utilisée au prochain démarrage de Damier.</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="169"/>
        <source>Choose a map image</source>
        <translation>Choisir une image de carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="170"/>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="176"/>
        <location filename="../../gui/director/editing.py" line="182"/>
        <source>Map image</source>
        <translation>Image de la carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="182"/>
        <source>This file is not a picture Damier can read.</source>
        <translation>Ce fichier n&apos;est pas une image que Damier sait lire.</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="186"/>
        <source>Set map image</source>
        <translation>Changer l&apos;image de la carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="220"/>
        <source>Grid and map image</source>
        <translation>Grille et image de la carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="55"/>
        <location filename="../../gui/director/editing.py" line="221"/>
        <source>Width (squares)</source>
        <translation>Largeur (cases)</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="55"/>
        <location filename="../../gui/director/editing.py" line="221"/>
        <source>Height (squares)</source>
        <translation>Hauteur (cases)</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="222"/>
        <source>Image pixels per square</source>
        <translation>Pixels de l&apos;image par case</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="223"/>
        <source>Grid offset x (pixels)</source>
        <translation>Décalage de la grille en x (pixels)</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="223"/>
        <source>Grid offset y (pixels)</source>
        <translation>Décalage de la grille en y (pixels)</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="225"/>
        <source>Grid settings</source>
        <translation>Réglages de la grille</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="230"/>
        <source>Grid</source>
        <translation>Grille</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="230"/>
        <source>These tokens would be off the map: %1</source>
        <translation>Ces jetons seraient hors de la carte&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="235"/>
        <source>Resize map</source>
        <translation>Redimensionner la carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="238"/>
        <source>Align grid</source>
        <translation>Aligner la grille</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="35"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="36"/>
        <source>Save the changes to “%1”?</source>
        <translation>Enregistrer les modifications de «&#xa0;%1&#xa0;»&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="54"/>
        <source>New encounter</source>
        <translation>Nouvelle rencontre</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="55"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="64"/>
        <source>Open an encounter</source>
        <translation>Ouvrir une rencontre</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="77"/>
        <source>Cannot open the file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="84"/>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="95"/>
        <source>Save the encounter</source>
        <translation>Enregistrer la rencontre</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="108"/>
        <source>Could not save</source>
        <translation>Échec de l&apos;enregistrement</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="118"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="129"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="133"/>
        <source>Clear list</source>
        <translation>Vider la liste</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="142"/>
        <source>Autosave failed: %1</source>
        <translation>Échec de la sauvegarde automatique&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="162"/>
        <source>an unsaved encounter</source>
        <translation>une rencontre non enregistrée</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="164"/>
        <source>Recover your work?</source>
        <translation>Récupérer votre travail&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="165"/>
        <source>Damier did not close properly last time. Recover “%1”, autosaved at %2?</source>
        <translation>Damier ne s&apos;est pas fermé correctement la dernière fois. Récupérer «&#xa0;%1&#xa0;», sauvegardé automatiquement le %2&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="172"/>
        <source>Cannot recover</source>
        <translation>Récupération impossible</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="184"/>
        <source>About Damier</source>
        <translation>À propos de Damier</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="185"/>
        <source>Damier — a battle map for tabletop role-playing around a real table.</source>
        <translation>Damier — une carte de bataille pour le jeu de rôle autour d&apos;une vraie table.</translation>
    </message>
</context>
<context>
    <name>PlayerScene</name>
    <message>
        <location filename="../../gui/players/scene.py" line="100"/>
        <source>occupied</source>
        <translation>occupé</translation>
    </message>
</context>
<context>
    <name>PlayerScreen</name>
    <message>
        <location filename="../../gui/players/menu.py" line="88"/>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="70"/>
        <source>1 square = 1 inch</source>
        <translation>1 case = 1 pouce</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="72"/>
        <source>1 square = 25 mm</source>
        <translation>1 case = 25 mm</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="55"/>
        <source>Blackout / intermission card</source>
        <translation>Écran noir / carton de pause</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="76"/>
        <source>Calibrate with a ruler…</source>
        <translation>Étalonner avec une règle…</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="61"/>
        <source>Camera follows my view</source>
        <translation>La caméra suit ma vue</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="59"/>
        <source>Clear the &quot;why&quot;</source>
        <translation>Effacer le «&#xa0;pourquoi&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="63"/>
        <source>Fit the map</source>
        <translation>Cadrer toute la carte</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="98"/>
        <source>Fog of war</source>
        <translation>Brouillard de guerre</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="80"/>
        <source>Hide a polygon</source>
        <translation>Masquer un polygone</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="79"/>
        <source>Hide a rectangle</source>
        <translation>Masquer un rectangle</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="81"/>
        <source>Hide a zone</source>
        <translation>Masquer une zone</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="86"/>
        <source>Hide the whole map</source>
        <translation>Masquer toute la carte</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="78"/>
        <source>Hide with a brush</source>
        <translation>Masquer au pinceau</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="62"/>
        <source>Independent camera (drag its outline)</source>
        <translation>Caméra indépendante (faites glisser son cadre)</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="56"/>
        <source>Intermission text…</source>
        <translation>Texte de la pause…</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="58"/>
        <source>Line of effect, cover and flanking of the token you hover, on the players&apos; screen</source>
        <translation>Ligne d&apos;effet, abri et prise en tenaille du jeton survolé, sur l&apos;écran des joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="74"/>
        <source>Other square size…</source>
        <translation>Autre taille de case…</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="68"/>
        <source>Physical scale (locked zoom)</source>
        <translation>Échelle réelle (zoom verrouillé)</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="66"/>
        <source>Players&apos; view: zoom in</source>
        <translation>Vue des joueurs&#xa0;: zoom avant</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="67"/>
        <source>Players&apos; view: zoom out</source>
        <translation>Vue des joueurs&#xa0;: zoom arrière</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="80"/>
        <source>Reveal a polygon</source>
        <translation>Révéler un polygone</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="79"/>
        <source>Reveal a rectangle</source>
        <translation>Révéler un rectangle</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="81"/>
        <source>Reveal a zone</source>
        <translation>Révéler une zone</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="85"/>
        <source>Reveal the whole map</source>
        <translation>Révéler toute la carte</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="78"/>
        <source>Reveal with a brush</source>
        <translation>Révéler au pinceau</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="95"/>
        <source>Scale</source>
        <translation>Échelle</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="90"/>
        <source>Screen</source>
        <translation>Écran</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="84"/>
        <source>Shift inverts while you draw</source>
        <translation>Maj inverse pendant le tracé</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="57"/>
        <source>Show the &quot;why&quot; to the players</source>
        <translation>Montrer le «&#xa0;pourquoi&#xa0;» aux joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="54"/>
        <source>Show the players&apos; window</source>
        <translation>Afficher la fenêtre des joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/players/screen.py" line="50"/>
        <source>Intermission</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../gui/players/scale.py" line="60"/>
        <source>This screen does not report its size: calibrate it with a ruler first</source>
        <translation>Cet écran n&apos;indique pas sa taille&#xa0;: étalonnez-le d&apos;abord avec une règle</translation>
    </message>
    <message>
        <location filename="../../gui/players/scale.py" line="69"/>
        <source>A square must measure between %1 and %2 mm</source>
        <translation>Une case doit mesurer entre %1 et %2 mm</translation>
    </message>
    <message>
        <location filename="../../gui/players/scale.py" line="97"/>
        <source>That measurement does not fit a real screen: calibration not changed</source>
        <translation>Cette mesure ne correspond à aucun écran réel&#xa0;: étalonnage inchangé</translation>
    </message>
    <message>
        <location filename="../../gui/players/scale.py" line="100"/>
        <source>Players&apos; screen calibrated: %1 pixels per millimetre</source>
        <translation>Écran des joueurs étalonné&#xa0;: %1 pixels par millimètre</translation>
    </message>
    <message>
        <location filename="../../gui/players/scale.py" line="112"/>
        <source>Size of one square</source>
        <translation>Taille d&apos;une case</translation>
    </message>
    <message>
        <location filename="../../gui/players/scale.py" line="113"/>
        <source>One square on the players&apos; screen, in millimetres:</source>
        <translation>Une case sur l&apos;écran des joueurs, en millimètres&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gui/players/screen.py" line="230"/>
        <source>The players&apos; zoom is locked to the physical scale</source>
        <translation>Le zoom des joueurs est verrouillé sur l&apos;échelle réelle</translation>
    </message>
    <message>
        <location filename="../../gui/players/screen.py" line="249"/>
        <source>Hover a token with another selected first: there is no &quot;why&quot; to show</source>
        <translation>Sélectionnez d&apos;abord un jeton, puis survolez-en un autre&#xa0;: il n&apos;y a pas de «&#xa0;pourquoi&#xa0;» à montrer</translation>
    </message>
    <message>
        <location filename="../../gui/players/screen.py" line="252"/>
        <source>Not shown: the players cannot see one of these creatures</source>
        <translation>Non affiché&#xa0;: les joueurs ne voient pas l&apos;une de ces créatures</translation>
    </message>
    <message>
        <location filename="../../gui/players/screen.py" line="254"/>
        <source>The players&apos; screen shows the why</source>
        <translation>L&apos;écran des joueurs montre le «&#xa0;pourquoi&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../gui/players/screen.py" line="268"/>
        <source>Intermission card</source>
        <translation>Carton de pause</translation>
    </message>
    <message>
        <location filename="../../gui/players/screen.py" line="269"/>
        <source>Text on the players&apos; screen:</source>
        <translation>Texte sur l&apos;écran des joueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="122"/>
        <source>One screen only: the players&apos; window is an ordinary window</source>
        <translation>Un seul écran&#xa0;: la fenêtre des joueurs est une fenêtre ordinaire</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <location filename="../../gui/players/window.py" line="84"/>
        <source>Damier — Players</source>
        <translation>Damier — Joueurs</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <location filename="../../gui/director/panels.py" line="245"/>
        <location filename="../../gui/director/panels.py" line="318"/>
        <source>Select a token to edit it.</source>
        <translation>Sélectionnez un jeton pour le modifier.</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="250"/>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="286"/>
        <source>Wall %1</source>
        <translation>Mur %1</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="294"/>
        <source>Zone “%1”</source>
        <translation>Zone «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="321"/>
        <source>Token “%1”</source>
        <translation>Jeton «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>TokenPalette</name>
    <message>
        <location filename="../../gui/director/panels.py" line="157"/>
        <source>Choose the Token tool, then click a square to place one.</source>
        <translation>Choisissez l&apos;outil Jetons, puis cliquez sur une case pour en poser un.</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="161"/>
        <source>Goblin</source>
        <translation>Gobelin</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../../gui/map/tools/select.py" line="95"/>
        <location filename="../../gui/map/tools/select.py" line="129"/>
        <source>%1 cannot move there: %2</source>
        <translation>%1 ne peut pas aller là&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/select.py" line="105"/>
        <source>%1 moved (%2)</source>
        <translation>%1&#xa0;: déplacement effectué (%2)</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/tokens.py" line="43"/>
        <source>A token must stand inside the map</source>
        <translation>Un jeton doit se trouver sur la carte</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/walls.py" line="45"/>
        <source>Add door</source>
        <translation>Ajouter une porte</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/map/tools/base.py" line="19"/>
        <source>%1 moved %n square(s), %2 past its speed</source>
        <translation>
            <numerusform>%1&#xa0;: déplacement de %n case, %2 au-delà de sa vitesse</numerusform>
            <numerusform>%1&#xa0;: déplacement de %n cases, %2 au-delà de sa vitesse</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/select.py" line="103"/>
        <source>%1 moved; %2</source>
        <translation>%1&#xa0;: déplacement effectué&#xa0;; %2</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/walls.py" line="45"/>
        <source>Add wall</source>
        <translation>Ajouter un mur</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/paint.py" line="118"/>
        <source>Add zone</source>
        <translation>Ajouter une zone</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/select.py" line="155"/>
        <location filename="../../gui/map/tools/walls.py" line="79"/>
        <source>Close door</source>
        <translation>Fermer la porte</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/paint.py" line="74"/>
        <source>Erase terrain</source>
        <translation>Effacer le terrain</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/walls.py" line="75"/>
        <source>Make door</source>
        <translation>Transformer en porte</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/walls.py" line="77"/>
        <source>Make wall</source>
        <translation>Transformer en mur</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/select.py" line="155"/>
        <location filename="../../gui/map/tools/walls.py" line="81"/>
        <source>Open door</source>
        <translation>Ouvrir la porte</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/tokens.py" line="45"/>
        <source>Token</source>
        <translation>Jeton</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/paint.py" line="114"/>
        <source>Zone %1</source>
        <translation>Zone %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/paint.py" line="116"/>
        <source>Zone not added: %1</source>
        <translation>Zone non ajoutée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/select.py" line="105"/>
        <source>placed</source>
        <translation>placement libre</translation>
    </message>
</context>
<context>
    <name>WallForm</name>
    <message>
        <location filename="../../gui/director/panels.py" line="180"/>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="189"/>
        <source>Not a door</source>
        <translation>Pas une porte</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="190"/>
        <source>Closed door</source>
        <translation>Porte fermée</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="191"/>
        <source>Open door</source>
        <translation>Porte ouverte</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="192"/>
        <source>Material</source>
        <translation>Matériau</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="193"/>
        <source>Blocks</source>
        <translation>Bloque</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="194"/>
        <source>Door</source>
        <translation>Porte</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="195"/>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
</context>
<context>
    <name>ZoneForm</name>
    <message>
        <location filename="../../gui/director/panels.py" line="214"/>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="218"/>
        <source>e.g. open, high ground</source>
        <translation>ex.&#xa0;: dégagée, en hauteur</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="219"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="220"/>
        <source>Traits</source>
        <translation>Particularités</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="221"/>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
</context>
<context>
    <name>win</name>
    <message>
        <location filename="../../gui/shell/app.py" line="67"/>
        <source>Cannot open the file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
</context>
</TS>

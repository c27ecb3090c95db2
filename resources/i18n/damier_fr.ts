<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <location filename="../../gui/crash.py" line="58"/>
        <source>Crash</source>
        <comment>Something went wrong</comment>
        <translation>Plantage</translation>
    </message>
    <message>
        <location filename="../../gui/crash.py" line="59"/>
        <source>Crash</source>
        <comment>Damier hit an unexpected problem and stopped what it was doing. Your encounter is still open; saving it now is a good idea.</comment>
        <translation>Plantage</translation>
    </message>
    <message>
        <location filename="../../gui/crash.py" line="63"/>
        <source>Crash</source>
        <comment>Details were written to %1</comment>
        <translation>Plantage</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="689"/>
        <source>Show the players&apos; window</source>
        <translation>Afficher la fenêtre des joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="690"/>
        <source>Blackout / intermission card</source>
        <translation>Écran noir / carton de pause</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="691"/>
        <source>Intermission text…</source>
        <translation>Texte de la pause…</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="692"/>
        <source>Show the &quot;why&quot; to the players</source>
        <translation>Montrer le «&#xa0;pourquoi&#xa0;» aux joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="693"/>
        <source>Line of effect, cover and flanking of the token you hover, on the players&apos; screen</source>
        <translation>Ligne d&apos;effet, abri et prise en tenaille du jeton survolé, sur l&apos;écran des joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="694"/>
        <source>Clear the &quot;why&quot;</source>
        <translation>Effacer le «&#xa0;pourquoi&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="696"/>
        <source>Camera follows my view</source>
        <translation>La caméra suit ma vue</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="697"/>
        <source>Independent camera (drag its outline)</source>
        <translation>Caméra indépendante (faites glisser son cadre)</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="698"/>
        <source>Fit the map</source>
        <translation>Cadrer toute la carte</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="701"/>
        <source>Players&apos; view: zoom in</source>
        <translation>Vue des joueurs&#xa0;: zoom avant</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="702"/>
        <source>Players&apos; view: zoom out</source>
        <translation>Vue des joueurs&#xa0;: zoom arrière</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="703"/>
        <source>Physical scale (locked zoom)</source>
        <translation>Échelle réelle (zoom verrouillé)</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="705"/>
        <source>1 square = 1 inch</source>
        <translation>1 case = 1 pouce</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="707"/>
        <source>1 square = 25 mm</source>
        <translation>1 case = 25 mm</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="709"/>
        <source>Other square size…</source>
        <translation>Autre taille de case…</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="711"/>
        <source>Calibrate with a ruler…</source>
        <translation>Étalonner avec une règle…</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="713"/>
        <source>Reveal with a brush</source>
        <translation>Révéler au pinceau</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="713"/>
        <source>Hide with a brush</source>
        <translation>Masquer au pinceau</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="714"/>
        <source>Reveal a rectangle</source>
        <translation>Révéler un rectangle</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="714"/>
        <source>Hide a rectangle</source>
        <translation>Masquer un rectangle</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="715"/>
        <source>Reveal a polygon</source>
        <translation>Révéler un polygone</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="715"/>
        <source>Hide a polygon</source>
        <translation>Masquer un polygone</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="716"/>
        <source>Reveal a zone</source>
        <translation>Révéler une zone</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="716"/>
        <source>Hide a zone</source>
        <translation>Masquer une zone</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="719"/>
        <source>Shift inverts while you draw</source>
        <translation>Maj inverse pendant le tracé</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="720"/>
        <source>Reveal the whole map</source>
        <translation>Révéler toute la carte</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="721"/>
        <source>Hide the whole map</source>
        <translation>Masquer toute la carte</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="723"/>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="725"/>
        <source>Screen</source>
        <translation>Écran</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="730"/>
        <source>Scale</source>
        <translation>Échelle</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="733"/>
        <source>Fog of war</source>
        <translation>Brouillard de guerre</translation>
    </message>
</context>
<context>
    <name>BattleScene</name>
    <message>
        <location filename="../../gui/i18n.py" line="193"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="194"/>
        <source>cover</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="195"/>
        <source>blocked (no line of effect)</source>
        <translation>bloqué (pas de ligne d&apos;effet)</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="196"/>
        <source>half</source>
        <translation>partiel</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="197"/>
        <source>three-quarters</source>
        <translation>important</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="198"/>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="199"/>
        <source>lesser</source>
        <translation>mineur</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="200"/>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="201"/>
        <source>greater</source>
        <translation>important</translation>
    </message>
    <message>
        <location filename="../../gui/scene.py" line="227"/>
        <source>Door (%1) — click with the Door tool to open or close</source>
        <translation>Porte (%1) — cliquez avec l&apos;outil Portes pour l&apos;ouvrir ou la fermer</translation>
    </message>
    <message>
        <location filename="../../gui/scene.py" line="228"/>
        <source>open</source>
        <translation>ouverte</translation>
    </message>
    <message>
        <location filename="../../gui/scene.py" line="228"/>
        <source>closed</source>
        <translation>fermée</translation>
    </message>
    <message>
        <location filename="../../gui/scene.py" line="229"/>
        <source>Wall (%1)</source>
        <translation>Mur (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/scene.py" line="286"/>
        <source>speed %1</source>
        <translation>vitesse %1</translation>
    </message>
    <message>
        <location filename="../../gui/scene.py" line="413"/>
        <source>Place anywhere (%1)</source>
        <translation>Placement libre (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/scene.py" line="416"/>
        <source>Cannot end here</source>
        <translation>Impossible de s&apos;arrêter ici</translation>
    </message>
    <message>
        <location filename="../../gui/scene.py" line="420"/>
        <source>%1 / %2 zones</source>
        <translation>%1 / %2 zones</translation>
    </message>
    <message>
        <location filename="../../gui/scene.py" line="429"/>
        <source>%1 past speed</source>
        <translation>%1 au-delà de la vitesse</translation>
    </message>
    <message>
        <location filename="../../gui/scene.py" line="431"/>
        <source>squeezing</source>
        <translation>se faufile</translation>
    </message>
    <message>
        <location filename="../../gui/scene.py" line="483"/>
        <source>Distance: %1</source>
        <translation>Distance&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/scene.py" line="484"/>
        <source>Line of effect: yes</source>
        <translation>Ligne d&apos;effet&#xa0;: oui</translation>
    </message>
    <message>
        <location filename="../../gui/scene.py" line="484"/>
        <source>Line of effect: no</source>
        <translation>Ligne d&apos;effet&#xa0;: non</translation>
    </message>
    <message>
        <location filename="../../gui/scene.py" line="489"/>
        <source>(%1 of %2 lines blocked)</source>
        <translation>(lignes bloquées&#xa0;: %1 sur %2)</translation>
    </message>
    <message>
        <location filename="../../gui/scene.py" line="499"/>
        <source>yes, with %1</source>
        <translation>oui, avec %1</translation>
    </message>
    <message>
        <location filename="../../gui/scene.py" line="501"/>
        <source>no</source>
        <translation>non</translation>
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <location filename="../../gui/player_window.py" line="297"/>
        <source>Calibrate the players&apos; screen</source>
        <translation>Étalonner l&apos;écran des joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="300"/>
        <source>The players&apos; screen shows a white square. Measure its side with a ruler and type it here, in millimetres.</source>
        <translation>L&apos;écran des joueurs affiche un carré blanc. Mesurez son côté avec une règle et saisissez-le ici, en millimètres.</translation>
    </message>
</context>
<context>
    <name>CalibrationSquare</name>
    <message>
        <location filename="../../gui/player_window.py" line="116"/>
        <source>Measure the side of the white square with a ruler</source>
        <translation>Mesurez le côté du carré blanc avec une règle</translation>
    </message>
</context>
<context>
    <name>Camera</name>
    <message>
        <location filename="../../gui/i18n.py" line="83"/>
        <source>Players&apos; view</source>
        <translation>Vue des joueurs</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../../gui/i18n.py" line="84"/>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="85"/>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="86"/>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="87"/>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="88"/>
        <source>Switch rules to %1</source>
        <translation>Passer aux règles %1</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <location filename="../../gui/i18n.py" line="89"/>
        <source>Damier hit an unexpected problem and stopped what it was doing. Your encounter is still open; saving it now is a good idea.</source>
        <translation>Damier a rencontré un problème inattendu et a interrompu ce qu&apos;il faisait. Votre rencontre est toujours ouverte&#xa0;; c&apos;est le bon moment pour l&apos;enregistrer.</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="90"/>
        <source>Details were written to %1</source>
        <translation>Les détails ont été écrits dans %1</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="91"/>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
</context>
<context>
    <name>CreatureForm</name>
    <message>
        <location filename="../../gui/panels.py" line="48"/>
        <source>e.g. prone, dazed</source>
        <translation>ex.&#xa0;: prone, dazed</translation>
    </message>
    <message>
        <location filename="../../gui/panels.py" line="49"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../gui/panels.py" line="50"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../../gui/panels.py" line="51"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location filename="../../gui/panels.py" line="52"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location filename="../../gui/panels.py" line="53"/>
        <source>Stability</source>
        <translation>Stabilité</translation>
    </message>
    <message>
        <location filename="../../gui/panels.py" line="54"/>
        <source>Reach</source>
        <translation>Allonge</translation>
    </message>
    <message>
        <location filename="../../gui/panels.py" line="55"/>
        <source>Elevation</source>
        <translation>Élévation</translation>
    </message>
    <message>
        <location filename="../../gui/panels.py" line="56"/>
        <source>Conditions</source>
        <translation>États</translation>
    </message>
    <message>
        <location filename="../../gui/panels.py" line="59"/>
        <source>Hidden from the players</source>
        <translation>Caché aux joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/panels.py" line="61"/>
        <source>Director&apos;s notes (never shown to the players)</source>
        <translation>Notes du Directeur (jamais montrées aux joueurs)</translation>
    </message>
    <message>
        <location filename="../../gui/panels.py" line="64"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../../gui/i18n.py" line="92"/>
        <source>Cannot open “%1”.</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="93"/>
        <source>Could not save “%1”.</source>
        <translation>Impossible d&apos;enregistrer «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="94"/>
        <source>It is not a Damier encounter or scenario file.</source>
        <translation>Ce n&apos;est pas un fichier de rencontre ou de scénario Damier.</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="95"/>
        <source>It was made by a newer version of Damier. Update Damier to open it.</source>
        <translation>Il a été créé par une version plus récente de Damier. Mettez Damier à jour pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="96"/>
        <source>Saving .damier files is not available in this build.</source>
        <translation>L&apos;enregistrement des fichiers .damier n&apos;est pas disponible dans cette version.</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="97"/>
        <source>The encounter in the file is not valid.</source>
        <translation>La rencontre contenue dans le fichier n&apos;est pas valide.</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="98"/>
        <source>The file cannot be read.</source>
        <translation>Le fichier ne peut pas être lu.</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="99"/>
        <source>The file could not be written; the previous file, if any, was kept.</source>
        <translation>Le fichier n&apos;a pas pu être écrit&#xa0;; le fichier précédent, s&apos;il existait, a été conservé.</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="100"/>
        <source>The file does not exist.</source>
        <translation>Le fichier n&apos;existe pas.</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="101"/>
        <source>The file holds no encounter.</source>
        <translation>Le fichier ne contient aucune rencontre.</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="102"/>
        <source>The file is damaged or incomplete (it may have been cut off while copying).</source>
        <translation>Le fichier est endommagé ou incomplet (il a peut-être été tronqué pendant une copie).</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="103"/>
        <source>The file is not valid JSON.</source>
        <translation>Le fichier n&apos;est pas du JSON valide.</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="104"/>
        <source>The map image in the file is missing or damaged.</source>
        <translation>L&apos;image de la carte est absente du fichier ou endommagée.</translation>
    </message>
</context>
<context>
    <name>FogTools</name>
    <message>
        <location filename="../../gui/i18n.py" line="105"/>
        <source>Click inside a zone</source>
        <translation>Cliquez dans une zone</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="106"/>
        <source>Hide %1 squares</source>
        <translation>Masquer %1 cases</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="107"/>
        <source>Hide the whole map</source>
        <translation>Masquer toute la carte</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="108"/>
        <source>Reveal %1 squares</source>
        <translation>Révéler %1 cases</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="109"/>
        <source>Reveal the whole map</source>
        <translation>Révéler toute la carte</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gui/i18n.py" line="110"/>
        <source>&amp;About Damier</source>
        <translation>À &amp;propos de Damier</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="111"/>
        <source>&amp;Actual size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="112"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="113"/>
        <source>&amp;Doors</source>
        <translation>&amp;Portes</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="114"/>
        <source>&amp;Fit map</source>
        <translation>&amp;Ajuster la carte</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="115"/>
        <source>&amp;New…</source>
        <translation>&amp;Nouveau…</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="116"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="117"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="118"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="119"/>
        <source>&amp;Select and move</source>
        <translation>&amp;Sélectionner et déplacer</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="120"/>
        <source>&amp;Terrain</source>
        <translation>&amp;Terrain</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="121"/>
        <source>&amp;Walls</source>
        <translation>&amp;Murs</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="122"/>
        <source>&amp;Zones</source>
        <translation>&amp;Zones</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="123"/>
        <source>Grid and map &amp;image…</source>
        <translation>&amp;Grille et image de la carte…</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="124"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="125"/>
        <source>Set map &amp;image…</source>
        <translation>Choisir l&apos;&amp;image de la carte…</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="126"/>
        <source>Show &amp;grid</source>
        <translation>Afficher la &amp;grille</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="127"/>
        <source>To&amp;kens</source>
        <translation>&amp;Jetons</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="128"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="129"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="179"/>
        <source>Difficult</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="180"/>
        <source>Greater difficult</source>
        <translation>Difficile supérieur</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="181"/>
        <source>Hazardous</source>
        <translation>Dangereux</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="182"/>
        <source>Object</source>
        <translation>Objet</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="183"/>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="184"/>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="185"/>
        <source>Window (blocks lines only)</source>
        <translation>Fenêtre (bloque les lignes)</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="186"/>
        <source>Fence (blocks movement only)</source>
        <translation>Clôture (bloque le passage)</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="187"/>
        <source>glass</source>
        <translation>verre</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="188"/>
        <source>wood</source>
        <translation>bois</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="189"/>
        <source>stone</source>
        <translation>pierre</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="190"/>
        <source>metal</source>
        <translation>métal</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="191"/>
        <source>Damier (*.damier *.json);;Encounters (*.damier);;Scenarios (*.json);;All files (*)</source>
        <translation>Damier (*.damier *.json);;Rencontres (*.damier);;Scénarios (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="192"/>
        <source>Damier (*.damier)</source>
        <translation>Damier (*.damier)</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="80"/>
        <source>Demo</source>
        <translation>Démo</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="86"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="107"/>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="108"/>
        <source>Token palette</source>
        <translation>Palette de jetons</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="152"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="154"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="163"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="166"/>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="173"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="178"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="183"/>
        <source>&amp;Map</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="189"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="198"/>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="199"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="202"/>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="209"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="212"/>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="216"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="218"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="232"/>
        <source> Rules: </source>
        <translation> Règles&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="240"/>
        <source>Tool options</source>
        <translation>Options de l&apos;outil</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="242"/>
        <source> Terrain: </source>
        <translation> Terrain&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="247"/>
        <source> Material: </source>
        <translation> Matériau&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="253"/>
        <source> Wall: </source>
        <translation> Mur&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="258"/>
        <source>Snap to grid</source>
        <translation>Aligner sur la grille</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="264"/>
        <source>   Drag a token to move it · Shift: careful move · Ctrl: place anywhere</source>
        <translation>   Glissez un jeton pour le déplacer · Maj&#xa0;: déplacement prudent · Ctrl&#xa0;: placement libre</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="276"/>
        <location filename="../../gui/main_window.py" line="531"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="381"/>
        <source>That size does not fit on the map there.</source>
        <translation>Cette taille ne tient pas sur la carte à cet endroit.</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="393"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="398"/>
        <source>Delete walls</source>
        <translation>Supprimer des murs</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="401"/>
        <source>Delete zones</source>
        <translation>Supprimer des zones</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="420"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="421"/>
        <source>The new language will be used the next time Damier starts.</source>
        <translation>La nouvelle langue sera utilisée au prochain démarrage de Damier.</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="425"/>
        <source>Choose a map image</source>
        <translation>Choisir une image de carte</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="426"/>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="432"/>
        <location filename="../../gui/main_window.py" line="438"/>
        <source>Map image</source>
        <translation>Image de la carte</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="438"/>
        <source>This file is not a picture Damier can read.</source>
        <translation>Ce fichier n&apos;est pas une image que Damier sait lire.</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="442"/>
        <source>Set map image</source>
        <translation>Changer l&apos;image de la carte</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="448"/>
        <source>Grid and map image</source>
        <translation>Grille et image de la carte</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="454"/>
        <location filename="../../gui/main_window.py" line="520"/>
        <source>Width (squares)</source>
        <translation>Largeur (cases)</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="455"/>
        <location filename="../../gui/main_window.py" line="521"/>
        <source>Height (squares)</source>
        <translation>Hauteur (cases)</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="468"/>
        <source>Image pixels per square</source>
        <translation>Pixels de l&apos;image par case</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="469"/>
        <source>Grid offset x (pixels)</source>
        <translation>Décalage de la grille en x (pixels)</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="470"/>
        <source>Grid offset y (pixels)</source>
        <translation>Décalage de la grille en y (pixels)</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="477"/>
        <source>Grid settings</source>
        <translation>Réglages de la grille</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="482"/>
        <source>Grid</source>
        <translation>Grille</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="482"/>
        <source>These tokens would be off the map: %1</source>
        <translation>Ces jetons seraient hors de la carte&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="487"/>
        <source>Resize map</source>
        <translation>Redimensionner la carte</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="490"/>
        <source>Align grid</source>
        <translation>Aligner la grille</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="498"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="499"/>
        <source>Save the changes to “%1”?</source>
        <translation>Enregistrer les modifications de «&#xa0;%1&#xa0;»&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="509"/>
        <source>New encounter</source>
        <translation>Nouvelle rencontre</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="522"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="536"/>
        <source>Open an encounter</source>
        <translation>Ouvrir une rencontre</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="549"/>
        <source>Cannot open the file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="556"/>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="567"/>
        <source>Save the encounter</source>
        <translation>Enregistrer la rencontre</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="580"/>
        <source>Could not save</source>
        <translation>Échec de l&apos;enregistrement</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="590"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="601"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="605"/>
        <source>Clear list</source>
        <translation>Vider la liste</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="614"/>
        <source>Autosave failed: %1</source>
        <translation>Échec de la sauvegarde automatique&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="634"/>
        <source>an unsaved encounter</source>
        <translation>une rencontre non enregistrée</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="636"/>
        <source>Recover your work?</source>
        <translation>Récupérer votre travail&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="637"/>
        <source>Damier did not close properly last time. Recover “%1”, autosaved at %2?</source>
        <translation>Damier ne s&apos;est pas fermé correctement la dernière fois. Récupérer «&#xa0;%1&#xa0;», sauvegardé automatiquement le %2&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="644"/>
        <source>Cannot recover</source>
        <translation>Récupération impossible</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="680"/>
        <source>About Damier</source>
        <translation>À propos de Damier</translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="681"/>
        <source>Damier — a battle map for tabletop role-playing around a real table.</source>
        <translation>Damier — une carte de bataille pour le jeu de rôle autour d&apos;une vraie table.</translation>
    </message>
</context>
<context>
    <name>PlayerScene</name>
    <message>
        <location filename="../../gui/player_scene.py" line="318"/>
        <source>occupied</source>
        <translation>occupé</translation>
    </message>
</context>
<context>
    <name>PlayerScreen</name>
    <message>
        <location filename="../../gui/i18n.py" line="130"/>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="131"/>
        <source>1 square = 1 inch</source>
        <translation>1 case = 1 pouce</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="132"/>
        <source>1 square = 25 mm</source>
        <translation>1 case = 25 mm</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="133"/>
        <source>Blackout / intermission card</source>
        <translation>Écran noir / carton de pause</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="134"/>
        <source>Calibrate with a ruler…</source>
        <translation>Étalonner avec une règle…</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="135"/>
        <source>Camera follows my view</source>
        <translation>La caméra suit ma vue</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="136"/>
        <source>Clear the &quot;why&quot;</source>
        <translation>Effacer le «&#xa0;pourquoi&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="137"/>
        <source>Fit the map</source>
        <translation>Cadrer toute la carte</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="138"/>
        <source>Fog of war</source>
        <translation>Brouillard de guerre</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="139"/>
        <source>Hide a polygon</source>
        <translation>Masquer un polygone</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="140"/>
        <source>Hide a rectangle</source>
        <translation>Masquer un rectangle</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="141"/>
        <source>Hide a zone</source>
        <translation>Masquer une zone</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="142"/>
        <source>Hide the whole map</source>
        <translation>Masquer toute la carte</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="143"/>
        <source>Hide with a brush</source>
        <translation>Masquer au pinceau</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="144"/>
        <source>Independent camera (drag its outline)</source>
        <translation>Caméra indépendante (faites glisser son cadre)</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="145"/>
        <source>Intermission text…</source>
        <translation>Texte de la pause…</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="146"/>
        <source>Line of effect, cover and flanking of the token you hover, on the players&apos; screen</source>
        <translation>Ligne d&apos;effet, abri et prise en tenaille du jeton survolé, sur l&apos;écran des joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="147"/>
        <source>Other square size…</source>
        <translation>Autre taille de case…</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="148"/>
        <source>Physical scale (locked zoom)</source>
        <translation>Échelle réelle (zoom verrouillé)</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="149"/>
        <source>Players&apos; view: zoom in</source>
        <translation>Vue des joueurs&#xa0;: zoom avant</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="150"/>
        <source>Players&apos; view: zoom out</source>
        <translation>Vue des joueurs&#xa0;: zoom arrière</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="151"/>
        <source>Reveal a polygon</source>
        <translation>Révéler un polygone</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="152"/>
        <source>Reveal a rectangle</source>
        <translation>Révéler un rectangle</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="153"/>
        <source>Reveal a zone</source>
        <translation>Révéler une zone</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="154"/>
        <source>Reveal the whole map</source>
        <translation>Révéler toute la carte</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="155"/>
        <source>Reveal with a brush</source>
        <translation>Révéler au pinceau</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="156"/>
        <source>Scale</source>
        <translation>Échelle</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="157"/>
        <source>Screen</source>
        <translation>Écran</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="158"/>
        <source>Shift inverts while you draw</source>
        <translation>Maj inverse pendant le tracé</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="159"/>
        <source>Show the &quot;why&quot; to the players</source>
        <translation>Montrer le «&#xa0;pourquoi&#xa0;» aux joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="160"/>
        <source>Show the players&apos; window</source>
        <translation>Afficher la fenêtre des joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="339"/>
        <source>Intermission</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="525"/>
        <source>This screen does not report its size: calibrate it with a ruler first</source>
        <translation>Cet écran n&apos;indique pas sa taille&#xa0;: étalonnez-le d&apos;abord avec une règle</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="534"/>
        <source>A square must measure between %1 and %2 mm</source>
        <translation>Une case doit mesurer entre %1 et %2 mm</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="562"/>
        <source>That measurement does not fit a real screen: calibration not changed</source>
        <translation>Cette mesure ne correspond à aucun écran réel&#xa0;: étalonnage inchangé</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="565"/>
        <source>Players&apos; screen calibrated: %1 pixels per millimetre</source>
        <translation>Écran des joueurs étalonné&#xa0;: %1 pixels par millimètre</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="577"/>
        <source>Size of one square</source>
        <translation>Taille d&apos;une case</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="578"/>
        <source>One square on the players&apos; screen, in millimetres:</source>
        <translation>Une case sur l&apos;écran des joueurs, en millimètres&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="612"/>
        <source>The players&apos; zoom is locked to the physical scale</source>
        <translation>Le zoom des joueurs est verrouillé sur l&apos;échelle réelle</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="631"/>
        <source>Hover a token with another selected first: there is no &quot;why&quot; to show</source>
        <translation>Sélectionnez d&apos;abord un jeton, puis survolez-en un autre&#xa0;: il n&apos;y a pas de «&#xa0;pourquoi&#xa0;» à montrer</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="634"/>
        <source>Not shown: the players cannot see one of these creatures</source>
        <translation>Non affiché&#xa0;: les joueurs ne voient pas l&apos;une de ces créatures</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="636"/>
        <source>The players&apos; screen shows the why</source>
        <translation>L&apos;écran des joueurs montre le «&#xa0;pourquoi&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="650"/>
        <source>Intermission card</source>
        <translation>Carton de pause</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="651"/>
        <source>Text on the players&apos; screen:</source>
        <translation>Texte sur l&apos;écran des joueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gui/player_window.py" line="757"/>
        <source>One screen only: the players&apos; window is an ordinary window</source>
        <translation>Un seul écran&#xa0;: la fenêtre des joueurs est une fenêtre ordinaire</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <location filename="../../gui/player_window.py" line="125"/>
        <source>Damier — Players</source>
        <translation>Damier — Joueurs</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <location filename="../../gui/panels.py" line="131"/>
        <location filename="../../gui/panels.py" line="155"/>
        <source>Select a token to edit it.</source>
        <translation>Sélectionnez un jeton pour le modifier.</translation>
    </message>
    <message>
        <location filename="../../gui/panels.py" line="136"/>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <location filename="../../gui/panels.py" line="158"/>
        <source>Token “%1”</source>
        <translation>Jeton «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>TokenPalette</name>
    <message>
        <location filename="../../gui/panels.py" line="105"/>
        <source>Choose the Token tool, then click a square to place one.</source>
        <translation>Choisissez l&apos;outil Jetons, puis cliquez sur une case pour en poser un.</translation>
    </message>
    <message>
        <location filename="../../gui/panels.py" line="109"/>
        <source>Goblin</source>
        <translation>Gobelin</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../../gui/i18n.py" line="161"/>
        <source>%1 cannot move there: %2</source>
        <translation>%1 ne peut pas aller là&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="162"/>
        <source>%1 moved %2 squares, %3 past its speed</source>
        <translation>%1&#xa0;: déplacement de %2 cases, %3 au-delà de sa vitesse</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="163"/>
        <source>%1 moved (%2)</source>
        <translation>%1&#xa0;: déplacement effectué (%2)</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="164"/>
        <source>%1 moved; provoked: %2</source>
        <translation>%1&#xa0;: déplacement effectué&#xa0;; a provoqué&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="165"/>
        <source>A token must stand inside the map</source>
        <translation>Un jeton doit se trouver sur la carte</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="166"/>
        <source>Add door</source>
        <translation>Ajouter une porte</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="167"/>
        <source>Add wall</source>
        <translation>Ajouter un mur</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="168"/>
        <source>Add zone</source>
        <translation>Ajouter une zone</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="169"/>
        <source>Close door</source>
        <translation>Fermer la porte</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="170"/>
        <source>Erase terrain</source>
        <translation>Effacer le terrain</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="171"/>
        <source>Make door</source>
        <translation>Transformer en porte</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="172"/>
        <source>Make wall</source>
        <translation>Transformer en mur</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="173"/>
        <source>Open door</source>
        <translation>Ouvrir la porte</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="174"/>
        <source>Paint %1</source>
        <translation>Peindre&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="175"/>
        <source>Token</source>
        <translation>Jeton</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="176"/>
        <source>Zone %1</source>
        <translation>Zone %1</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="177"/>
        <source>Zone not added: %1</source>
        <translation>Zone non ajoutée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/i18n.py" line="178"/>
        <source>placed</source>
        <translation>placement libre</translation>
    </message>
</context>
<context>
    <name>win</name>
    <message>
        <location filename="../../gui/app.py" line="76"/>
        <source>Cannot open the file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
</context>
</TS>

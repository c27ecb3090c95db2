<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>BattleScene</name>
    <message>
        <location filename="../../gui/map/scene.py" line="214"/>
        <source>Door (%1) — click with the Door tool to open or close</source>
        <translation>Porte (%1) — cliquez avec l&apos;outil Portes pour l&apos;ouvrir ou la fermer</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene.py" line="215"/>
        <source>open</source>
        <translation>ouverte</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene.py" line="215"/>
        <source>closed</source>
        <translation>fermée</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene.py" line="216"/>
        <source>Wall (%1)</source>
        <translation>Mur (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene.py" line="292"/>
        <source>speed %1</source>
        <translation>vitesse %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="22"/>
        <source>%1: %2</source>
        <comment>a label and its value</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="27"/>
        <source>Place anywhere (%1)</source>
        <translation>Placement libre (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="30"/>
        <source>Cannot end here</source>
        <translation>Impossible de s&apos;arrêter ici</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="34"/>
        <source>%1 / %2 zones</source>
        <translation>%1 / %2 zones</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="43"/>
        <source>%1 past speed</source>
        <translation>%1 au-delà de la vitesse</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="45"/>
        <source>squeezing</source>
        <translation>se faufile</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="72"/>
        <source>enters hazardous terrain (%1)</source>
        <translation>entre en terrain dangereux (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="74"/>
        <source>enters a hidden trap (%1)</source>
        <translation>entre dans un piège caché (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="76"/>
        <source>damage</source>
        <translation>dégâts</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="94"/>
        <source>occupied by %1</source>
        <translation>occupé par %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="96"/>
        <source>no way from %1 to %2</source>
        <translation>aucun passage de %1 à %2</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="76"/>
        <source>Push</source>
        <translation>Pousser</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="76"/>
        <source>Pull</source>
        <translation>Tirer</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="76"/>
        <source>Slide</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="91"/>
        <location filename="../../gui/map/scene_forced.py" line="112"/>
        <source>moved %1 of %2</source>
        <translation>déplacé de %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="93"/>
        <location filename="../../gui/map/scene_forced.py" line="124"/>
        <source>%1 damage</source>
        <translation>%1 dégâts</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="95"/>
        <source>objects broken: %1</source>
        <translation>objets brisés : %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="106"/>
        <source>stability</source>
        <translation>stabilité</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="108"/>
        <source>big against little +1</source>
        <translation>grand contre petit +1</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="110"/>
        <source>%1 squares</source>
        <translation>%1 cases</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="116"/>
        <source>hits %1</source>
        <translation>heurte %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="118"/>
        <source>hits a wall</source>
        <translation>heurte un mur</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="120"/>
        <source>hits an object (%1)</source>
        <translation>heurte un objet (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="122"/>
        <source>breaks an object (%1)</source>
        <translation>brise un objet (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="129"/>
        <source>forced movement is a Draw Steel rule</source>
        <translation>le déplacement forcé est une règle de Draw Steel</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="130"/>
        <source>a creature does not force itself</source>
        <translation>une créature ne se déplace pas de force elle-même</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="131"/>
        <location filename="../../gui/map/scene_words.py" line="98"/>
        <source>outside the map</source>
        <translation>hors de la carte</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="132"/>
        <source>each square of a push takes it farther from the source</source>
        <translation>chaque case d&apos;une poussée l&apos;éloigne de la source</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_forced.py" line="133"/>
        <source>each square of a pull brings it closer to the source</source>
        <translation>chaque case d&apos;une traction la rapproche de la source</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="99"/>
        <source>an object is there</source>
        <translation>un objet occupe cet endroit</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="100"/>
        <source>a wall runs through that space</source>
        <translation>un mur traverse cet espace</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="101"/>
        <source>occupied</source>
        <translation>occupé</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="102"/>
        <source>no path: walls, objects or creatures are in the way</source>
        <translation>aucun chemin&#xa0;: des murs, des objets ou des créatures barrent le passage</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="103"/>
        <source>no path: a shift cannot enter or leave difficult terrain</source>
        <translation>aucun chemin&#xa0;: on ne peut pas glisser dans un terrain difficile, ni glisser en s&apos;y trouvant</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="104"/>
        <source>a Step is one square, not into difficult terrain</source>
        <translation>un Pas ne fait qu&apos;une case, et jamais en terrain difficile</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="105"/>
        <source>outside every zone</source>
        <translation>en dehors de toute zone</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="106"/>
        <source>no way to that zone</source>
        <translation>aucun passage vers cette zone</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="107"/>
        <source>its conditions leave it no speed</source>
        <translation>ses états ne lui laissent aucune vitesse</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="108"/>
        <source>a teleport cannot end where it starts</source>
        <translation>une téléportation ne peut pas finir là où elle commence</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="109"/>
        <source>no line of effect to that space</source>
        <translation>pas de ligne d&apos;effet vers cet espace</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="117"/>
        <source>the rules do not allow it</source>
        <translation>les règles ne le permettent pas</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="127"/>
        <source>Distance: %1</source>
        <translation>Distance&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="128"/>
        <source>Line of effect: yes</source>
        <translation>Ligne d&apos;effet&#xa0;: oui</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="128"/>
        <source>Line of effect: no</source>
        <translation>Ligne d&apos;effet&#xa0;: non</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="132"/>
        <source>(%1 of %2 lines blocked)</source>
        <translation>(lignes bloquées&#xa0;: %1 sur %2)</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="144"/>
        <source>yes, with %1</source>
        <translation>oui, avec %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/scene_words.py" line="146"/>
        <source>no</source>
        <translation>non</translation>
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <location filename="../../gui/players/calibration_dialog.py" line="42"/>
        <source>Calibrate the players&apos; screen</source>
        <translation>Étalonner l&apos;écran des joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/players/calibration_dialog.py" line="45"/>
        <source>The players&apos; screen shows a white square. Measure its side with a ruler and type it here, in millimetres.</source>
        <translation>L&apos;écran des joueurs affiche un carré blanc. Mesurez son côté avec une règle et saisissez-le ici, en millimètres.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_calibration.py" line="153"/>
        <source>Calibrate the map&apos;s grid</source>
        <translation>Étalonner la grille de la carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_calibration.py" line="166"/>
        <source>Drag a box over one square of the picture&apos;s grid, or over several squares and say how many; or click two opposite corners. The wheel zooms.</source>
        <translation>Tracez un cadre sur une case de la grille de l’image, ou sur plusieurs cases en indiquant combien&#xa0;; ou cliquez deux coins opposés. La molette zoome.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_calibration.py" line="186"/>
        <source>Use</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_calibration.py" line="193"/>
        <source>Squares in the box</source>
        <translation>Cases dans le cadre</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_calibration.py" line="195"/>
        <source>Across</source>
        <translation>En largeur</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_calibration.py" line="196"/>
        <source>Down</source>
        <translation>En hauteur</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_calibration.py" line="197"/>
        <source>Or type it</source>
        <translation>Ou saisissez-la</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_calibration.py" line="199"/>
        <source>Pixels per square</source>
        <translation>Pixels par case</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_calibration.py" line="200"/>
        <source>Grid offset x</source>
        <translation>Décalage de la grille x</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_calibration.py" line="201"/>
        <source>Grid offset y</source>
        <translation>Décalage de la grille y</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_calibration.py" line="202"/>
        <source>A picture with no grid</source>
        <translation>Une image sans grille</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_calibration.py" line="204"/>
        <source>Squares across</source>
        <translation>Cases en largeur</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_calibration.py" line="279"/>
        <source>The board: %1 × %2 squares</source>
        <translation>Le plateau&#xa0;: %1 × %2 cases</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_calibration.py" line="282"/>
        <source>A board of more than %1 squares a side is too large: make the squares larger.</source>
        <translation>Un plateau de plus de %1 cases de côté est trop grand&#xa0;: agrandissez les cases.</translation>
    </message>
</context>
<context>
    <name>CalibrationSquare</name>
    <message>
        <location filename="../../gui/players/calibration_dialog.py" line="33"/>
        <source>Measure the side of the white square with a ruler</source>
        <translation>Mesurez le côté du carré blanc avec une règle</translation>
    </message>
</context>
<context>
    <name>Camera</name>
    <message>
        <location filename="../../gui/players/camera.py" line="47"/>
        <source>Players&apos; view</source>
        <translation>Vue des joueurs</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../../gui/map/commands.py" line="31"/>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/commands.py" line="44"/>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/commands.py" line="60"/>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/commands.py" line="18"/>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <location filename="../../gui/map/commands.py" line="104"/>
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
        <location filename="../../gui/director/panels.py" line="62"/>
        <source>e.g. prone, dazed</source>
        <translation>ex.&#xa0;: à terre, hébété</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="63"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="64"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="65"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="66"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="67"/>
        <source>Stability</source>
        <translation>Stabilité</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="68"/>
        <source>Reach</source>
        <translation>Allonge</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="69"/>
        <source>Elevation</source>
        <translation>Élévation</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="70"/>
        <source>Conditions</source>
        <translation>États</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="76"/>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="78"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="84"/>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="85"/>
        <source>Hidden from the players</source>
        <translation>Caché aux joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="95"/>
        <source>%1&apos;s notes (never shown to the players)</source>
        <translation>Notes du %1 (jamais montrées aux joueurs)</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="99"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="108"/>
        <source>Choose a portrait</source>
        <translation>Choisir un portrait</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="109"/>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="90"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
</context>
<context>
    <name>DiceTrayPanel</name>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="40"/>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="41"/>
        <location filename="../../gui/fight/dice_panel.py" line="118"/>
        <source>advantage</source>
        <translation>avantage</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="42"/>
        <location filename="../../gui/fight/dice_panel.py" line="118"/>
        <source>disadvantage</source>
        <translation>désavantage</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="47"/>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="48"/>
        <source>Edges</source>
        <translation>Atouts</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="49"/>
        <source>Banes</source>
        <translation>Handicaps</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="50"/>
        <location filename="../../gui/fight/dice_panel.py" line="53"/>
        <source>d20</source>
        <translation>d20</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="51"/>
        <source>Other dice</source>
        <translation>Autres dés</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="52"/>
        <source>Power roll (2d10)</source>
        <translation>Test de puissance (2d10)</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="54"/>
        <source>3d6</source>
        <translation>3d6</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="61"/>
        <source>Show on the players&apos; screen</source>
        <translation>Montrer sur l&apos;écran des joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="100"/>
        <source>Type dice such as 2d6+3.</source>
        <translation>Tapez des dés comme 2d6+3.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="113"/>
        <source>Power roll</source>
        <translation>Test de puissance</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="116"/>
        <source>tier %1</source>
        <translation>palier %1</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="117"/>
        <source>critical</source>
        <translation>critique</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="117"/>
        <source>triple 6</source>
        <translation>triple 6</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="117"/>
        <source>triple 1</source>
        <translation>triple 1</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="119"/>
        <source>natural 20</source>
        <translation>20 naturel</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="119"/>
        <source>natural 1</source>
        <translation>1 naturel</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="120"/>
        <source>double edge: tier up</source>
        <translation>double atout&#xa0;: palier supérieur</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="120"/>
        <source>double bane: tier down</source>
        <translation>double handicap&#xa0;: palier inférieur</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="121"/>
        <source>the players choose</source>
        <translation>les joueurs choisissent</translation>
    </message>
    <message>
        <location filename="../../gui/fight/dice_panel.py" line="122"/>
        <source>the Director chooses</source>
        <translation>le Directeur choisit</translation>
    </message>
</context>
<context>
    <name>DrawSteelStartDialog</name>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="28"/>
        <source>Start the fight</source>
        <translation>Commencer le combat</translation>
    </message>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="30"/>
        <source>6 or more: the players choose which side goes first.</source>
        <translation>6 ou plus&#xa0;: les joueurs choisissent le camp qui commence.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="31"/>
        <source>5 or less: the Director chooses which side goes first.</source>
        <translation>5 ou moins&#xa0;: le Directeur choisit le camp qui commence.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="32"/>
        <source>d10: %1</source>
        <translation>d10&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="39"/>
        <location filename="../../gui/fight/start_dialog.py" line="40"/>
        <source>%1 first</source>
        <translation>%1 d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="44"/>
        <location filename="../../gui/fight/start_dialog.py" line="45"/>
        <source>All %1 are surprised</source>
        <translation>Tous %1 sont surpris</translation>
    </message>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="51"/>
        <source>Agility order: each side acts by descending total.</source>
        <translation>Ordre d’Agilité : chaque camp agit par total décroissant.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="54"/>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="54"/>
        <source>Agility total</source>
        <translation>Total d’Agilité</translation>
    </message>
</context>
<context>
    <name>Fight</name>
    <message>
        <location filename="../../gui/fight/words.py" line="14"/>
        <source>winded</source>
        <translation>essoufflé</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="14"/>
        <source>dying</source>
        <translation>mourant</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="14"/>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="14"/>
        <source>stable</source>
        <translation>stable</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="15"/>
        <source>grappled</source>
        <translation>agrippé</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="15"/>
        <source>immobilized</source>
        <translation>immobilisé</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="15"/>
        <source>incapacitated</source>
        <translation>neutralisé</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="16"/>
        <source>stunned</source>
        <translation>étourdi</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="16"/>
        <source>petrified</source>
        <translation>pétrifié</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="16"/>
        <source>blinded</source>
        <translation>aveuglé</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="17"/>
        <source>charmed</source>
        <translation>charmé</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="17"/>
        <source>deafened</source>
        <translation>assourdi</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="17"/>
        <source>invisible</source>
        <translation>invisible</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="18"/>
        <source>poisoned</source>
        <translation>empoisonné</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="18"/>
        <source>off-guard</source>
        <translation>pris au dépourvu</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="18"/>
        <source>sickened</source>
        <translation>nauséeux</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="19"/>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="26"/>
        <source>until the end of its turn</source>
        <translation>jusqu’à la fin de son tour</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="27"/>
        <source>until the end of its next turn</source>
        <translation>jusqu’à la fin de son prochain tour</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="28"/>
        <source>until the end of the round</source>
        <translation>jusqu’à la fin du round</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="29"/>
        <source>save ends</source>
        <translation>sauvegarde pour finir</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="34"/>
        <source>the heroes</source>
        <translation>les héros</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="34"/>
        <source>the Director&apos;s creatures</source>
        <translation>les créatures du Directeur</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="38"/>
        <source>The rules do not allow it (%1).</source>
        <translation>Les règles ne le permettent pas (%1).</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="46"/>
        <source>%1 has no Stamina or hit points yet: set its maximum in the properties panel or the token&apos;s menu.</source>
        <translation>%1 n&apos;a pas encore de Vigueur ni de points de vie&#xa0;: donnez-lui un maximum dans le panneau des propriétés ou le menu du jeton.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="47"/>
        <source>%1 is dead.</source>
        <translation>%1 est mort.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="48"/>
        <source>%1 is unconscious and takes no turn.</source>
        <translation>%1 est inconscient et ne prend pas de tour.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="49"/>
        <source>%1 has no Recoveries left.</source>
        <translation>%1 n&apos;a plus de Récupérations.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="50"/>
        <source>%1 is dying: a Recovery needs an ally&apos;s help.</source>
        <translation>%1 est mourant&#xa0;: une Récupération demande l&apos;aide d&apos;un allié.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="51"/>
        <source>The turn of %1 is still running: end it first.</source>
        <translation>Le tour de %1 n&apos;est pas fini&#xa0;: terminez-le d&apos;abord.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="52"/>
        <source>%1 has already acted this round.</source>
        <translation>%1 a déjà agi pendant ce round.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="53"/>
        <source>The other members of the group %2 act first.</source>
        <translation>Les autres membres du groupe %2 agissent d&apos;abord.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="54"/>
        <source>%1 is not next in the Agility order.</source>
        <translation>%1 n&apos;est pas le suivant dans l&apos;ordre d&apos;Agilité.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="55"/>
        <source>It is not the turn of the side of %1 to pick.</source>
        <translation>Ce n&apos;est pas au camp de %1 de choisir.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="56"/>
        <source>It is the turn of %2, not of %1.</source>
        <translation>C&apos;est le tour de %2, pas celui de %1.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="57"/>
        <source>No turn is running.</source>
        <translation>Aucun tour n&apos;est en cours.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="58"/>
        <source>The fight has already started.</source>
        <translation>Le combat a déjà commencé.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="59"/>
        <source>Start the fight first.</source>
        <translation>Commencez d&apos;abord le combat.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="60"/>
        <source>%1 does not have that condition.</source>
        <translation>%1 n&apos;a pas cet état.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="61"/>
        <source>%1 has no condition that a save ends.</source>
        <translation>%1 n&apos;a aucun état qu&apos;un jet de sauvegarde termine.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="72"/>
        <source>Type an amount such as -7, +3, -12 fire or +5 temp.</source>
        <translation>Tapez une valeur comme -7, +3, -12 feu ou +5 temp.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="73"/>
        <source>Start with - for damage or + for healing.</source>
        <translation>Commencez par - pour des dégâts ou + pour des soins.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="74"/>
        <location filename="../../gui/fight/words.py" line="76"/>
        <source>That is not an amount such as -7, +3 or -12 fire.</source>
        <translation>Ce n&apos;est pas une valeur comme -7, +3 ou -12 feu.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="75"/>
        <source>After the amount: one damage type, &apos;ko&apos;, or &apos;temp&apos; after +N.</source>
        <translation>Après la valeur&#xa0;: un type de dégâts, «&#xa0;ko&#xa0;», ou «&#xa0;temp&#xa0;» après +N.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="80"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="84"/>
        <source>the heroes pick</source>
        <translation>les héros choisissent</translation>
    </message>
    <message>
        <location filename="../../gui/fight/words.py" line="84"/>
        <source>the Director picks</source>
        <translation>le Directeur choisit</translation>
    </message>
</context>
<context>
    <name>FightController</name>
    <message>
        <location filename="../../gui/fight/controller.py" line="77"/>
        <source>the players choose who goes first</source>
        <translation>les joueurs choisissent qui commence</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="78"/>
        <source>the Director chooses who goes first</source>
        <translation>le Directeur choisit qui commence</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="79"/>
        <source>d10: %1 — %2</source>
        <translation>d10&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="91"/>
        <location filename="../../gui/fight/controller.py" line="105"/>
        <source>Start the fight</source>
        <translation>Commencer le combat</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="111"/>
        <source>Select the token whose turn it is.</source>
        <translation>Sélectionnez le pion dont c’est le tour.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="113"/>
        <source>Turn of %1</source>
        <translation>Tour de %1</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="116"/>
        <source>End of turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="123"/>
        <source>No fight is running: start one first.</source>
        <translation>Aucun combat en cours&#xa0;: commencez-en un.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="128"/>
        <source>In zones the initiative moves on with each recorded action (zone fight panel).</source>
        <translation>En zones, l’initiative avance avec chaque action notée (panneau du combat en zones).</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="138"/>
        <source>Next turn: %1</source>
        <translation>Tour suivant&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="142"/>
        <source>No fight is running.</source>
        <translation>Aucun combat en cours.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="144"/>
        <source>End the fight</source>
        <translation>Terminer le combat</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="151"/>
        <source>Select one token, then type -7, +3 or -12 fire.</source>
        <translation>Sélectionnez un pion, puis tapez -7, +3 ou -12 feu.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="160"/>
        <source>Damage %1: %2</source>
        <translation>Dégâts %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="160"/>
        <source>Heal %1: %2</source>
        <translation>Soins %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="161"/>
        <source>Temporary Stamina %1: %2</source>
        <translation>Vigueur temporaire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="165"/>
        <source>Recovery: %1</source>
        <translation>Récupération&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="179"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="185"/>
        <source>%1: no longer %2</source>
        <translation>%1&#xa0;: plus %2</translation>
    </message>
    <message>
        <location filename="../../gui/fight/controller.py" line="194"/>
        <source>Save: %1</source>
        <translation>Jet de sauvegarde&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>FightForm</name>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="29"/>
        <source>Fight</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="38"/>
        <location filename="../../gui/director/fight_fields.py" line="58"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="42"/>
        <source>e.g. fire 5, poison all</source>
        <translation>p. ex. feu 5, poison tout</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="44"/>
        <source>e.g. fire 5</source>
        <translation>p. ex. feu 5</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="46"/>
        <source>e.g. fire, poison</source>
        <translation>p. ex. feu, poison</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="48"/>
        <source>e.g. cold</source>
        <translation>p. ex. froid</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="56"/>
        <source>Boxes of a figurant&apos;s Moniteur (1 to 4)</source>
        <translation>Cases du Moniteur d&apos;un figurant (1 à 4)</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="59"/>
        <source>Creatures of one group act together</source>
        <translation>Les créatures d&apos;un même groupe agissent ensemble</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="80"/>
        <source>Hit points maximum</source>
        <translation>Points de vie maximum</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="80"/>
        <source>Stamina maximum</source>
        <translation>Vigueur maximale</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="81"/>
        <source>Recoveries</source>
        <translation>Récupérations</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="81"/>
        <source>Immunities</source>
        <translation>Immunités</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="82"/>
        <source>Weaknesses</source>
        <translation>Faiblesses</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="82"/>
        <source>Resistances</source>
        <translation>Résistances</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="83"/>
        <source>Vulnerabilities</source>
        <translation>Vulnérabilités</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="83"/>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="83"/>
        <source>Défense</source>
        <translation>Défense</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="84"/>
        <source>Moniteur</source>
        <translation>Moniteur</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="84"/>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="166"/>
        <source>“%1” is not a damage type and an amount, such as “fire 5”.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un type de dégâts suivi d’un nombre, comme «&#xa0;feu 5&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="167"/>
        <source>“%1” is not one damage type.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un type de dégâts.</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="168"/>
        <source>“%1” names a damage type already given.</source>
        <translation>«&#xa0;%1&#xa0;» nomme un type de dégâts déjà donné.</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="169"/>
        <source>“%1”: only an immunity may be “all”.</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: seule une immunité peut valoir «&#xa0;tout&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="170"/>
        <source>“%1”: the amount is too large.</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: le nombre est trop grand.</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="171"/>
        <source>“%1…”: a group name has at most %2 characters.</source>
        <translation>«&#xa0;%1…&#xa0;»&#xa0;: un nom de groupe a au plus %2 caractères.</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="173"/>
        <source>“%1” cannot be read.</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être lu.</translation>
    </message>
    <message>
        <location filename="../../gui/director/fight_fields.py" line="178"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>FightMenu</name>
    <message>
        <location filename="../../gui/fight/token_menu.py" line="22"/>
        <source>Take this turn</source>
        <translation>Prendre ce tour</translation>
    </message>
    <message>
        <location filename="../../gui/fight/token_menu.py" line="25"/>
        <source>End this turn</source>
        <translation>Finir ce tour</translation>
    </message>
    <message>
        <location filename="../../gui/fight/token_menu.py" line="26"/>
        <source>Damage or heal…</source>
        <translation>Dégâts ou soins…</translation>
    </message>
    <message>
        <location filename="../../gui/fight/token_menu.py" line="28"/>
        <source>Spend a Recovery (%1 left)</source>
        <translation>Dépenser une Récupération (%1 restantes)</translation>
    </message>
    <message>
        <location filename="../../gui/fight/token_menu.py" line="31"/>
        <source>Maximum Stamina…</source>
        <translation>Vigueur maximale…</translation>
    </message>
    <message>
        <location filename="../../gui/fight/token_menu.py" line="31"/>
        <source>Maximum hit points…</source>
        <translation>Points de vie maximum…</translation>
    </message>
    <message>
        <location filename="../../gui/fight/token_menu.py" line="33"/>
        <source>Fight conditions</source>
        <translation>États de combat</translation>
    </message>
    <message>
        <location filename="../../gui/fight/token_menu.py" line="44"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../../gui/fight/token_menu.py" line="46"/>
        <source>Saving throw succeeded</source>
        <translation>Jet de sauvegarde réussi</translation>
    </message>
    <message>
        <location filename="../../gui/fight/token_menu.py" line="48"/>
        <source>Until removed</source>
        <translation>Jusqu’à ce qu’on le retire</translation>
    </message>
    <message>
        <location filename="../../gui/fight/token_menu.py" line="54"/>
        <source>Damage or heal</source>
        <translation>Dégâts ou soins</translation>
    </message>
    <message>
        <location filename="../../gui/fight/token_menu.py" line="55"/>
        <source>%1: type -7, +3, -12 fire, -12 ko or +5 temp</source>
        <translation>%1&#xa0;: tapez -7, +3, -12 feu, -12 ko ou +5 temp</translation>
    </message>
    <message>
        <location filename="../../gui/fight/token_menu.py" line="62"/>
        <source>Maximum</source>
        <translation>Maximum</translation>
    </message>
</context>
<context>
    <name>FightPanel</name>
    <message>
        <location filename="../../gui/fight/panel.py" line="37"/>
        <source>Start the fight…</source>
        <translation>Commencer le combat…</translation>
    </message>
    <message>
        <location filename="../../gui/fight/panel.py" line="38"/>
        <source>Next turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <location filename="../../gui/fight/panel.py" line="39"/>
        <source>End the fight</source>
        <translation>Terminer le combat</translation>
    </message>
    <message>
        <location filename="../../gui/fight/panel.py" line="48"/>
        <source>Creature</source>
        <translation>Créature</translation>
    </message>
    <message>
        <location filename="../../gui/fight/panel.py" line="48"/>
        <source>Stamina</source>
        <translation>Vigueur</translation>
    </message>
    <message>
        <location filename="../../gui/fight/panel.py" line="48"/>
        <source>States</source>
        <translation>États</translation>
    </message>
    <message>
        <location filename="../../gui/fight/panel.py" line="52"/>
        <source>Selected token: -7, +3, -12 fire, +5 temp</source>
        <translation>Pion sélectionné&#xa0;: -7, +3, -12 feu, +5 temp</translation>
    </message>
    <message>
        <location filename="../../gui/fight/panel.py" line="74"/>
        <source>No fight running</source>
        <translation>Aucun combat en cours</translation>
    </message>
    <message>
        <location filename="../../gui/fight/panel.py" line="78"/>
        <location filename="../../gui/fight/panel.py" line="85"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../../gui/fight/panel.py" line="80"/>
        <location filename="../../gui/fight/panel.py" line="87"/>
        <source>%1 is acting</source>
        <translation>%1 agit</translation>
    </message>
    <message>
        <location filename="../../gui/fight/panel.py" line="82"/>
        <source>%1 pick</source>
        <translation>%1 choisissent</translation>
    </message>
    <message>
        <location filename="../../gui/fight/panel.py" line="89"/>
        <source>next: %1</source>
        <translation>ensuite&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/fight/panel.py" line="99"/>
        <source>%1 rec.</source>
        <translation>%1 récup.</translation>
    </message>
</context>
<context>
    <name>FightUI</name>
    <message>
        <location filename="../../gui/fight/ui.py" line="35"/>
        <source>Fight</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../../gui/fight/ui.py" line="36"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../../gui/fight/ui.py" line="143"/>
        <source>A fight is already running.</source>
        <translation>Un combat est déjà en cours.</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../../gui/director/file_words.py" line="29"/>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="29"/>
        <location filename="../../gui/director/file_words.py" line="40"/>
        <source>a text</source>
        <translation>un texte</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="29"/>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="30"/>
        <source>a whole number of squares</source>
        <translation>un nombre entier de cases</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="30"/>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="31"/>
        <source>a whole-number coordinate</source>
        <translation>une coordonnée entière</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="31"/>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="32"/>
        <source>a material</source>
        <translation>un matériau</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="32"/>
        <source>a list of texts</source>
        <translation>une liste de textes</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="33"/>
        <source>a list of points</source>
        <translation>une liste de points</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="33"/>
        <source>a list of squares</source>
        <translation>une liste de cases</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="34"/>
        <source>a coordinate</source>
        <translation>une coordonnée</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="34"/>
        <source>true or false</source>
        <translation>vrai ou faux</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="35"/>
        <source>an image name</source>
        <translation>un nom d&apos;image</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="35"/>
        <source>a zone</source>
        <translation>une zone</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="35"/>
        <source>a terrain kind</source>
        <translation>un type de terrain</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="36"/>
        <source>a text key</source>
        <translation>une clé texte</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="36"/>
        <source>a text identifier</source>
        <translation>un identifiant texte</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="36"/>
        <source>a size</source>
        <translation>une taille</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="37"/>
        <source>a point [x, y]</source>
        <translation>un point [x, y]</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="37"/>
        <source>a number of squares</source>
        <translation>un nombre de cases</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="38"/>
        <source>a mode</source>
        <translation>un mode</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="38"/>
        <source>a door state</source>
        <translation>un état de porte</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="38"/>
        <source>a number of pixels</source>
        <translation>un nombre de pixels</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="39"/>
        <source>a square [x, y] of whole numbers</source>
        <translation>une case [x, y] en nombres entiers</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="39"/>
        <source>a map</source>
        <translation>une carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="40"/>
        <source>a pair of zone identifiers</source>
        <translation>une paire d&apos;identifiants de zones</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="50"/>
        <source>%v is not %w</source>
        <translation>%v n&apos;est pas %w</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="50"/>
        <source>is not %w</source>
        <translation>n&apos;est pas %w</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="52"/>
        <source>%v is not a size in %r</source>
        <translation>%v n&apos;est pas une taille de %r</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="54"/>
        <source>%v is not %w (%a)</source>
        <translation>%v n&apos;est pas %w (%a)</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="56"/>
        <source>%v is not a finite number</source>
        <translation>%v n&apos;est pas un nombre fini</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="58"/>
        <source>a %d-digit number is too long</source>
        <translation>un nombre de %d chiffres est trop long</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="60"/>
        <source>%v is more than %l, the largest allowed</source>
        <translation>%v dépasse %l, le maximum permis</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="61"/>
        <source>is nested more than %l deep</source>
        <translation>est imbriqué sur plus de %l niveaux</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="63"/>
        <source>%v is less than %l</source>
        <translation>%v est inférieur à %l</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="64"/>
        <source>needs at least %l</source>
        <translation>il en faut au moins %l</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="66"/>
        <source>has %c items, more than the %l allowed</source>
        <translation>a %c éléments, plus que les %l permis</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="68"/>
        <source>is %c characters long, more than the %l allowed</source>
        <translation>fait %c caractères, plus que les %l permis</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="71"/>
        <source>%v is used twice</source>
        <translation>%v est utilisé deux fois</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="74"/>
        <source>square [%x, %y] is outside the %w × %h grid</source>
        <translation>la case [%x, %y] est hors de la grille de %w × %h</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="77"/>
        <source>: </source>
        <translation>&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="88"/>
        <source>Cannot open “%n”: %d.</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;%n&#xa0;»&#xa0;: %d.</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="90"/>
        <source>Cannot open “%n”: the file does not exist.</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;%n&#xa0;»&#xa0;: le fichier n&apos;existe pas.</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="91"/>
        <source>Cannot open “%n”: the file cannot be read (%d).</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;%n&#xa0;»&#xa0;: le fichier ne peut pas être lu (%d).</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="92"/>
        <source>Cannot open “%n”: it is not a Damier encounter or scenario file.</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;%n&#xa0;»&#xa0;: ce n&apos;est pas une rencontre ni un scénario Damier.</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="93"/>
        <source>Cannot open “%n”: the file is damaged or incomplete (it may have been cut off while copying).</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;%n&#xa0;»&#xa0;: le fichier est endommagé ou incomplet (il a peut-être été tronqué pendant une copie).</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="94"/>
        <source>Cannot open “%n”: the file holds no encounter.</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;%n&#xa0;»&#xa0;: le fichier ne contient aucune rencontre.</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="95"/>
        <source>Cannot open “%n”: the file is not valid JSON (%d).</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;%n&#xa0;»&#xa0;: le fichier n&apos;est pas du JSON valide (%d).</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="96"/>
        <source>Cannot open “%n”: the encounter in it is not valid (%d).</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;%n&#xa0;»&#xa0;: la rencontre qu&apos;il contient n&apos;est pas valide (%d).</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="97"/>
        <source>Cannot open “%n”: it was made by a newer version of Damier (%d); update Damier to open it.</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;%n&#xa0;»&#xa0;: il a été créé par une version plus récente de Damier (%d)&#xa0;; mettez Damier à jour pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="98"/>
        <source>Cannot open “%n”: the map image in it is missing or damaged (%d).</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;%n&#xa0;»&#xa0;: l&apos;image de carte qu&apos;il contient manque ou est endommagée (%d).</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="101"/>
        <source>Cannot open “%n”.</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;%n&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="107"/>
        <source>Could not save “%n”: %d; the previous file, if any, was kept.</source>
        <translation>Impossible d&apos;enregistrer «&#xa0;%n&#xa0;»&#xa0;: %d&#xa0;; le fichier précédent, s&apos;il existait, est conservé.</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="114"/>
        <source>%d: a picture given as a path on disk was not read (a Damier document holds its own pictures).</source>
        <translation>%d&#xa0;: une image donnée par un chemin sur le disque n&apos;a pas été lue (un document Damier contient ses propres images).</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="116"/>
        <source>%d: the portrait is missing from the file; the token has no picture.</source>
        <translation>%d&#xa0;: le portrait manque dans le fichier&#xa0;; le pion n&apos;a pas d&apos;image.</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="117"/>
        <source>%d: the portrait is damaged; the token has no picture.</source>
        <translation>%d&#xa0;: le portrait est endommagé&#xa0;; le pion n&apos;a pas d&apos;image.</translation>
    </message>
    <message>
        <location filename="../../gui/director/file_words.py" line="118"/>
        <source>The pictures named in this encounter.json were not read: only a .damier file holds pictures.</source>
        <translation>Les images nommées dans cet encounter.json n&apos;ont pas été lues&#xa0;: seul un fichier .damier contient des images.</translation>
    </message>
    <message>
        <location filename="../../gui/director/opening.py" line="38"/>
        <source>Opening “%1”…</source>
        <translation>Ouverture de «&#xa0;%1&#xa0;»…</translation>
    </message>
    <message>
        <location filename="../../gui/director/opening.py" line="39"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gui/director/opening.py" line="40"/>
        <source>Opening</source>
        <translation>Ouverture</translation>
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
    <name>InitiativeStartDialog</name>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="86"/>
        <source>Start the fight: initiative</source>
        <translation>Commencer le combat&#xa0;: initiative</translation>
    </message>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="90"/>
        <source>Damier rolls %1 + modifier for each row; type a total to use your own dice. Identical creatures (a group) share one roll.</source>
        <translation>Damier lance %1 + modificateur pour chaque ligne&#xa0;; tapez un total pour utiliser vos propres dés. Les créatures identiques (un groupe) partagent un jet.</translation>
    </message>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="93"/>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="93"/>
        <source>Modifier</source>
        <translation>Modificateur</translation>
    </message>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="93"/>
        <source>Typed total</source>
        <translation>Total tapé</translation>
    </message>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="94"/>
        <source>Surprised</source>
        <translation>Surpris</translation>
    </message>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="102"/>
        <source>roll</source>
        <translation>jet</translation>
    </message>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="110"/>
        <source>Settle ties by re-rolling 3d6</source>
        <translation>Départager les égalités en relançant 3d6</translation>
    </message>
    <message>
        <location filename="../../gui/fight/start_dialog.py" line="138"/>
        <source>%1 is not a whole number.</source>
        <translation>%1 n&apos;est pas un nombre entier.</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../gui/map/labels.py" line="41"/>
        <source>heroes</source>
        <translation>héros</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="42"/>
        <source>monsters</source>
        <translation>monstres</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="43"/>
        <source>allies</source>
        <translation>alliés</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="44"/>
        <source>neutral</source>
        <translation>neutres</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="46"/>
        <source>opponents</source>
        <translation>adversaires</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="65"/>
        <source>tiny</source>
        <translation>très petit</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="66"/>
        <source>small</source>
        <translation>petit</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="67"/>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="68"/>
        <source>large</source>
        <translation>grand</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="69"/>
        <source>huge</source>
        <translation>très grand</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="70"/>
        <source>gargantuan</source>
        <translation>gigantesque</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="85"/>
        <source>%1 — %1 × %1 squares</source>
        <translation>%1 — %1 × %1 cases</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="92"/>
        <source>difficult terrain</source>
        <translation>terrain difficile</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="93"/>
        <source>greater difficult terrain</source>
        <translation>terrain difficile supérieur</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="94"/>
        <source>hazardous terrain</source>
        <translation>terrain dangereux</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="95"/>
        <location filename="../../gui/map/labels.py" line="177"/>
        <source>object</source>
        <translation>objet</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="102"/>
        <source>Paint difficult terrain</source>
        <translation>Peindre du terrain difficile</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="103"/>
        <source>Paint greater difficult terrain</source>
        <translation>Peindre du terrain difficile supérieur</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="104"/>
        <source>Paint hazardous terrain</source>
        <translation>Peindre du terrain dangereux</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="105"/>
        <source>Paint objects</source>
        <translation>Peindre des objets</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="106"/>
        <source>Paint terrain</source>
        <translation>Peindre du terrain</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="111"/>
        <source>stone</source>
        <translation>pierre</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="112"/>
        <source>wood</source>
        <translation>bois</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="113"/>
        <source>metal</source>
        <translation>métal</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="114"/>
        <source>glass</source>
        <translation>verre</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="120"/>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="121"/>
        <source>Window (stops creatures, not lines; glass)</source>
        <translation>Fenêtre (arrête les créatures, pas les lignes ; verre)</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="122"/>
        <source>Fence (blocks movement only)</source>
        <translation>Clôture (bloque seulement le passage)</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="123"/>
        <source>Curtain (blocks lines only)</source>
        <translation>Rideau (bloque seulement les lignes)</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="129"/>
        <source>prone</source>
        <translation>à terre</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="130"/>
        <source>dazed</source>
        <translation>hébété</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="131"/>
        <source>slowed</source>
        <translation>ralenti</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="132"/>
        <source>restrained</source>
        <translation>entravé</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="133"/>
        <source>grabbed</source>
        <translation>agrippé</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="134"/>
        <source>frightened</source>
        <translation>effrayé</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="135"/>
        <source>taunted</source>
        <translation>provoqué</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="136"/>
        <source>weakened</source>
        <translation>affaibli</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="137"/>
        <source>bleeding</source>
        <translation>en sang</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="138"/>
        <source>surprised</source>
        <translation>surpris</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="139"/>
        <source>unconscious</source>
        <translation>inconscient</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="140"/>
        <source>flying</source>
        <translation>en vol</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="141"/>
        <source>taking cover</source>
        <translation>à couvert</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="142"/>
        <source>paralyzed</source>
        <translation>paralysé</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="161"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="162"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="163"/>
        <source>blocked (no line of effect)</source>
        <translation>bloqué (pas de ligne d&apos;effet)</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="164"/>
        <source>half</source>
        <translation>partiel</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="165"/>
        <source>three-quarters</source>
        <translation>important</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="166"/>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="167"/>
        <source>lesser</source>
        <translation>inférieur</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="168"/>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="169"/>
        <source>greater</source>
        <translation>supérieur</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="176"/>
        <source>wall</source>
        <translation>mur</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="193"/>
        <source>move</source>
        <translation>déplacement</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="194"/>
        <source>teleport</source>
        <translation>téléportation</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="195"/>
        <source>shift</source>
        <translation>glisser</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="196"/>
        <source>disengage</source>
        <translation>se désengager</translation>
    </message>
    <message>
        <location filename="../../gui/map/labels.py" line="197"/>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gui/director/actions.py" line="60"/>
        <source>&amp;About Damier</source>
        <translation>À &amp;propos de Damier</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="53"/>
        <source>&amp;Actual size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="47"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="64"/>
        <source>&amp;Doors</source>
        <translation>&amp;Portes</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="49"/>
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
        <location filename="../../gui/director/actions.py" line="41"/>
        <source>New from &amp;map image…</source>
        <translation>Nouveau depuis une image de &amp;carte…</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="43"/>
        <source>&amp;Export…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="46"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="44"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="61"/>
        <source>&amp;Select and move</source>
        <translation>&amp;Sélectionner et déplacer</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="65"/>
        <source>&amp;Terrain</source>
        <translation>&amp;Terrain</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="63"/>
        <source>&amp;Walls</source>
        <translation>&amp;Murs</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="66"/>
        <source>&amp;Zones</source>
        <translation>&amp;Zones</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="57"/>
        <source>Grid and map &amp;image…</source>
        <translation>&amp;Grille et image de la carte…</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="45"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="59"/>
        <source>Set map &amp;image…</source>
        <translation>Choisir l&apos;&amp;image de la carte…</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="54"/>
        <source>Show &amp;grid</source>
        <translation>Afficher la &amp;grille</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="67"/>
        <source>To&amp;kens</source>
        <translation>&amp;Jetons</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="50"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="51"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="20"/>
        <source>Difficult</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="21"/>
        <source>Greater difficult</source>
        <translation>Difficile supérieur</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="22"/>
        <source>Hazardous</source>
        <translation>Dangereux</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="23"/>
        <source>Object</source>
        <translation>Objet</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="24"/>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="134"/>
        <source>Damier (*.damier)</source>
        <translation>Damier (*.damier)</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="59"/>
        <source>Demo</source>
        <translation>Démo</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="65"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="69"/>
        <source>Players&apos; window</source>
        <translation>Fenêtre des joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="69"/>
        <source>Reveal fog</source>
        <translation>Révéler</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="70"/>
        <source>Hide fog</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="70"/>
        <source>Show the why</source>
        <translation>Montrer le pourquoi</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="71"/>
        <source>Blackout</source>
        <translation>Écran noir</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="96"/>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="97"/>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="154"/>
        <source>read-only</source>
        <translation>lecture seule</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="55"/>
        <source>&amp;Targets of the selected token</source>
        <translation>&amp;Cibles du pion sélectionné</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="68"/>
        <source>&amp;Forced movement</source>
        <translation>&amp;Déplacement forcé</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="71"/>
        <source>&amp;Start the fight…</source>
        <translation>&amp;Commencer le combat…</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="73"/>
        <source>&amp;Take the selected token&apos;s turn</source>
        <translation>Tour du &amp;pion sélectionné</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="75"/>
        <source>End the t&amp;urn</source>
        <translation>&amp;Finir le tour</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="77"/>
        <source>&amp;Next turn</source>
        <translation>Tour &amp;suivant</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="78"/>
        <source>&amp;End the fight</source>
        <translation>&amp;Terminer le combat</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="79"/>
        <source>Show every creature&apos;s Stamina to the &amp;players</source>
        <translation>Montrer la Vigueur de toutes les créatures aux &amp;joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="81"/>
        <source>&amp;Dice tray</source>
        <translation>&amp;Dés</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="84"/>
        <source>Start the &amp;zone fight…</source>
        <translation>Commencer le combat en &amp;zones…</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="86"/>
        <source>End the zone fi&amp;ght</source>
        <translation>Terminer le com&amp;bat en zones</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="88"/>
        <source>Zone &amp;fight panel</source>
        <translation>Pa&amp;nneau du combat en zones</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="105"/>
        <source>F&amp;ight</source>
        <translation>C&amp;ombat</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="133"/>
        <source>Veil the creatures the selected token has no line of effect to; a shield marks those in cover</source>
        <translation>Voile les créatures sans ligne d&apos;effet depuis le pion sélectionné&#xa0;; un bouclier marque celles à l&apos;abri</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="135"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="137"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="98"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="151"/>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="100"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="101"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="103"/>
        <source>&amp;Map</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="156"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="104"/>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="168"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="171"/>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="108"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="208"/>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="91"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="93"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../gui/director/actions.py" line="182"/>
        <source> Rules: </source>
        <translation> Règles&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="36"/>
        <source>Tool options</source>
        <translation>Options de l&apos;outil</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="38"/>
        <source> Terrain: </source>
        <translation> Terrain&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="43"/>
        <source>Hidden (trap)</source>
        <translation>Caché (piège)</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="44"/>
        <source>Painted terrain the players&apos; screen never shows</source>
        <translation>Terrain peint que l&apos;écran des joueurs ne montre jamais</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="49"/>
        <source>damage, e.g. 2d6 fire</source>
        <translation>dégâts, ex. 2d6 feu</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="50"/>
        <source>What hazardous terrain or a trap deals: the Director&apos;s preview names it when a path enters it</source>
        <translation>Ce qu&apos;inflige un terrain dangereux ou un piège&#xa0;: l&apos;aperçu du Directeur le nomme quand un chemin y entre</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="56"/>
        <source> Material: </source>
        <translation> Matériau&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="62"/>
        <source> Wall: </source>
        <translation> Mur&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="70"/>
        <source>Snap to grid</source>
        <translation>Aligner sur la grille</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="58"/>
        <location filename="../../gui/director/window.py" line="115"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="140"/>
        <source>Drag a token to move it · Shift: %1 · Ctrl: place anywhere · double-click a door to open it</source>
        <translation>Faites glisser un jeton pour le déplacer · Maj&#xa0;: %1 · Ctrl&#xa0;: placement libre · double-clic sur une porte pour l&apos;ouvrir</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="143"/>
        <source>Drag a token to move it · Ctrl: place anywhere · double-click a door to open it</source>
        <translation>Faites glisser un jeton pour le déplacer · Ctrl&#xa0;: placement libre · double-clic sur une porte pour l&apos;ouvrir</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="144"/>
        <source>while dragging, Space or right click: waypoint, Backspace: remove it</source>
        <translation>en faisant glisser un jeton, Espace ou clic droit&#xa0;: étape, Retour arrière&#xa0;: l&apos;enlever</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="147"/>
        <source>Alt: teleport</source>
        <translation>Alt : téléportation</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="150"/>
        <source>Click to add points · double-click or Enter to finish · Alt: free point · Esc: cancel</source>
        <translation>Cliquez pour ajouter des points · double-clic ou Entrée pour terminer · Alt&#xa0;: point libre · Échap&#xa0;: annuler</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="151"/>
        <source>Click a door to open or close it · click a wall to make it a door · Shift+click: back to a wall</source>
        <translation>Cliquez sur une porte pour l&apos;ouvrir ou la fermer · cliquez sur un mur pour en faire une porte · Maj+clic&#xa0;: redevient un mur</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="153"/>
        <source>Drag to paint the squares · one stroke is one undo step</source>
        <translation>Faites glisser pour peindre les cases · un trait s&apos;annule en une fois</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="154"/>
        <source>Click the corners · double-click or Enter to close the zone</source>
        <translation>Cliquez sur les coins · double-clic ou Entrée pour fermer la zone</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="155"/>
        <source>Click a square to place a token from the palette</source>
        <translation>Cliquez sur une case pour y placer un jeton de la palette</translation>
    </message>
    <message>
        <location filename="../../gui/director/tool_options.py" line="156"/>
        <source>Click the source, then drag the creature it pushes, pulls or slides · Esc: cancel</source>
        <translation>Cliquez la source, puis faites glisser la créature qu&apos;elle pousse, tire ou déplace · Échap : annuler</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="81"/>
        <source>Edit wall</source>
        <translation>Modifier le mur</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="86"/>
        <source>Edit zone</source>
        <translation>Modifier la zone</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="104"/>
        <source>That size does not fit on the map there.</source>
        <translation>Cette taille ne tient pas sur la carte à cet endroit.</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="114"/>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="114"/>
        <source>“%1” cannot be the portrait: %2.</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas servir de portrait&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="124"/>
        <source>Hidden from the players</source>
        <translation>Caché aux joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="129"/>
        <source>Conditions</source>
        <translation>États</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="137"/>
        <location filename="../../gui/director/editing.py" line="157"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="162"/>
        <source>Delete walls</source>
        <translation>Supprimer des murs</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="165"/>
        <source>Delete zones</source>
        <translation>Supprimer des zones</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="190"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../gui/director/editing.py" line="191"/>
        <source>The new language will be used the next time Damier starts.</source>
        <translation>La nouvelle langue sera utilisée au prochain démarrage de Damier.</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="121"/>
        <source>Map image</source>
        <translation>Image de la carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="52"/>
        <source>Width (squares)</source>
        <translation>Largeur (cases)</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="52"/>
        <source>Height (squares)</source>
        <translation>Hauteur (cases)</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="32"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="33"/>
        <source>Save the changes to “%1”?</source>
        <translation>Enregistrer les modifications de «&#xa0;%1&#xa0;»&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="51"/>
        <source>New encounter</source>
        <translation>Nouvelle rencontre</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="52"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="63"/>
        <source>Open an encounter</source>
        <translation>Ouvrir une rencontre</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="64"/>
        <source>Damier and maps (*.damier *.json *.dd2vtt *.uvtt *.df2vtt);;Encounters (*.damier);;Scenarios (*.json);;Universal VTT maps (*.dd2vtt *.uvtt *.df2vtt);;All files (*)</source>
        <translation>Damier et cartes (*.damier *.json *.dd2vtt *.uvtt *.df2vtt);;Rencontres (*.damier);;Scénarios (*.json);;Cartes Universal VTT (*.dd2vtt *.uvtt *.df2vtt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="90"/>
        <source>Cannot open the file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="105"/>
        <source>Opened with changes</source>
        <translation>Ouvert avec des changements</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="107"/>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="122"/>
        <source>The map image of this encounter cannot be shown (it is too large to decode or damaged); the plain board is shown instead.</source>
        <translation>L&apos;image de carte de cette rencontre ne peut pas être affichée (trop grande pour être décodée, ou endommagée)&#xa0;; le plateau uni est affiché à la place.</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="133"/>
        <source>Save the encounter</source>
        <translation>Enregistrer la rencontre</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="151"/>
        <source>Could not save</source>
        <translation>Échec de l&apos;enregistrement</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="163"/>
        <source>Saved with changes</source>
        <translation>Enregistré avec des changements</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="164"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="180"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="184"/>
        <source>Clear list</source>
        <translation>Vider la liste</translation>
    </message>
    <message>
        <location filename="../../gui/director/autosaving.py" line="73"/>
        <source>Autosave is failing: your latest changes are not protected</source>
        <translation>La sauvegarde automatique échoue&#xa0;: vos dernières modifications ne sont pas protégées</translation>
    </message>
    <message>
        <location filename="../../gui/director/autosaving.py" line="74"/>
        <source>Autosave failed: %1</source>
        <translation>Échec de la sauvegarde automatique&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="198"/>
        <source>an unsaved encounter</source>
        <translation>une rencontre non enregistrée</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="200"/>
        <source>Recover your work?</source>
        <translation>Récupérer votre travail&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="201"/>
        <source>Damier did not close properly last time. Recover “%1”, autosaved at %2?</source>
        <translation>Damier ne s&apos;est pas fermé correctement la dernière fois. Récupérer «&#xa0;%1&#xa0;», sauvegardé automatiquement le %2&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/director/documents.py" line="208"/>
        <source>Cannot recover</source>
        <translation>Récupération impossible</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="179"/>
        <source>About Damier</source>
        <translation>À propos de Damier</translation>
    </message>
    <message>
        <location filename="../../gui/director/window.py" line="180"/>
        <source>Damier — a battle map for tabletop role-playing around a real table.</source>
        <translation>Damier — une carte de bataille pour le jeu de rôle autour d&apos;une vraie table.</translation>
    </message>
    <message>
        <location filename="../../gui/director/forced_options.py" line="11"/>
        <source>Push</source>
        <translation>Pousser</translation>
    </message>
    <message>
        <location filename="../../gui/director/forced_options.py" line="11"/>
        <source>Pull</source>
        <translation>Tirer</translation>
    </message>
    <message>
        <location filename="../../gui/director/forced_options.py" line="12"/>
        <source>Slide</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <location filename="../../gui/director/forced_options.py" line="19"/>
        <source>Forced movement</source>
        <translation>Déplacement forcé</translation>
    </message>
    <message>
        <location filename="../../gui/director/forced_options.py" line="21"/>
        <source> Forced: </source>
        <translation> Forcé : </translation>
    </message>
    <message>
        <location filename="../../gui/director/forced_options.py" line="31"/>
        <source> sq.</source>
        <translation> cases</translation>
    </message>
    <message>
        <location filename="../../gui/director/forced_options.py" line="33"/>
        <source>Melee weapon</source>
        <translation>Arme de mêlée</translation>
    </message>
    <message>
        <location filename="../../gui/director/forced_options.py" line="35"/>
        <source>A larger creature pushing with a melee weapon moves the target one square more</source>
        <translation>Grand contre petit : une créature plus grande qui pousse avec une arme de corps à corps déplace la cible d&apos;une case de plus</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="34"/>
        <source>someone</source>
        <translation>quelqu&apos;un</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="35"/>
        <source>another computer</source>
        <translation>un autre ordinateur</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="37"/>
        <source>%1 on %2 since %3</source>
        <translation>%1 sur %2 depuis %3</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="58"/>
        <source>another window of this Damier</source>
        <translation>une autre fenêtre de ce Damier</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="59"/>
        <source>The file is already open</source>
        <translation>Le fichier est déjà ouvert</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="60"/>
        <source>“%1” is already open (%2). Open it read-only, or open it anyway and risk two sets of changes?</source>
        <translation>«&#xa0;%1&#xa0;» est déjà ouvert (%2). L&apos;ouvrir en lecture seule, ou l&apos;ouvrir quand même au risque de deux séries de modifications&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="62"/>
        <source>Open &amp;read-only</source>
        <translation>Ouvrir en &amp;lecture seule</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="62"/>
        <source>Open &amp;anyway</source>
        <translation>Ouvrir &amp;quand même</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="63"/>
        <location filename="../../gui/director/guards.py" line="102"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="98"/>
        <source>The file changed on disk</source>
        <translation>Le fichier a changé sur le disque</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="99"/>
        <source>“%1” was changed on disk after you opened it (by another program or another Damier). Replace it with your version?</source>
        <translation>«&#xa0;%1&#xa0;» a été modifié sur le disque après son ouverture (par un autre programme ou un autre Damier). Le remplacer par votre version&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="101"/>
        <source>&amp;Replace it</source>
        <translation>&amp;Remplacer</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="101"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="113"/>
        <source>The file is open elsewhere</source>
        <translation>Le fichier est ouvert ailleurs</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="114"/>
        <source>“%1” is open (%2). Replace it anyway?</source>
        <translation>«&#xa0;%1&#xa0;» est ouvert (%2). Le remplacer quand même&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="120"/>
        <source>Read-only file</source>
        <translation>Fichier en lecture seule</translation>
    </message>
    <message>
        <location filename="../../gui/director/guards.py" line="121"/>
        <source>“%1” is read-only. Replace it anyway?</source>
        <translation>«&#xa0;%1&#xa0;» est en lecture seule. Le remplacer quand même&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/shell/app.py" line="100"/>
        <source>Welcome to Damier</source>
        <translation>Bienvenue dans Damier</translation>
    </message>
</context>
<context>
    <name>MapFiles</name>
    <message>
        <location filename="../../gui/director/map_files.py" line="55"/>
        <source>The file does not exist.</source>
        <translation>Le fichier n’existe pas.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="56"/>
        <source>The file cannot be read.</source>
        <translation>Le fichier ne peut pas être lu.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="57"/>
        <source>The file is too large for a map.</source>
        <translation>Le fichier est trop volumineux pour une carte.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="58"/>
        <source>It is not a Universal VTT map: the file is not valid JSON.</source>
        <translation>Ce n’est pas une carte Universal VTT&#xa0;: le fichier n’est pas du JSON valide.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="59"/>
        <source>It is not a Universal VTT map.</source>
        <translation>Ce n’est pas une carte Universal VTT.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="60"/>
        <source>A part the map needs is missing.</source>
        <translation>Il manque une partie nécessaire à la carte.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="61"/>
        <source>A value in the map is not valid.</source>
        <translation>Une valeur de la carte n’est pas valide.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="62"/>
        <source>A number in the map is not a finite number.</source>
        <translation>Un nombre de la carte n’est pas un nombre fini.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="63"/>
        <source>The map&apos;s picture is not valid base64 text.</source>
        <translation>L’image de la carte n’est pas du texte base64 valide.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="64"/>
        <source>The picture is not a PNG, JPEG or WebP picture Damier can read.</source>
        <translation>L’image n’est pas une image PNG, JPEG ou WebP que Damier sait lire.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="65"/>
        <source>The picture is cut short or damaged.</source>
        <translation>L’image est tronquée ou endommagée.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="66"/>
        <source>The picture has no pixels.</source>
        <translation>L’image n’a aucun pixel.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="67"/>
        <source>The picture declares too many pixels to be opened safely.</source>
        <translation>L’image annonce trop de pixels pour être ouverte sans risque.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="68"/>
        <source>A wall or a door lies outside the map.</source>
        <translation>Un mur ou une porte se trouve hors de la carte.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="69"/>
        <source>The map has too many squares.</source>
        <translation>La carte a trop de cases.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="70"/>
        <source>The grid&apos;s calibration is not usable.</source>
        <translation>L’étalonnage de la grille n’est pas utilisable.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="71"/>
        <source>This encounter has no map picture to export.</source>
        <translation>Cette rencontre n’a pas d’image de carte à exporter.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="72"/>
        <source>The file could not be written; the previous file, if any, was kept.</source>
        <translation>Le fichier n’a pas pu être écrit&#xa0;; le fichier précédent, s’il existait, a été conservé.</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="80"/>
        <source>Cannot import “%1”.</source>
        <translation>Impossible d’importer «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="82"/>
        <source>Place in the file: %1</source>
        <translation>Endroit dans le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="92"/>
        <source>Cannot import the map</source>
        <translation>Impossible d’importer la carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="107"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="128"/>
        <source>New from map image</source>
        <translation>Nouveau depuis une image de carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="129"/>
        <location filename="../../gui/director/map_files.py" line="247"/>
        <source>Map pictures (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Images de carte (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="180"/>
        <source>Importing %1…</source>
        <translation>Importation de %1…</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="204"/>
        <source>Imported %1: %2 × %3 squares</source>
        <translation>%1 importé&#xa0;: %2 × %3 cases</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="212"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="216"/>
        <source>Export the map</source>
        <translation>Exporter la carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="217"/>
        <source>Universal VTT (*.dd2vtt *.uvtt *.df2vtt)</source>
        <translation>Cartes Universal VTT (*.dd2vtt *.uvtt *.df2vtt)</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="227"/>
        <source>Could not export the map</source>
        <translation>Impossible d’exporter la carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="229"/>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="246"/>
        <source>Choose a map image</source>
        <translation>Choisir une image de carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="267"/>
        <source>Grid and map image</source>
        <translation>Grille et image de la carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="267"/>
        <source>These tokens would be off the map: %1</source>
        <translation>Ces jetons seraient hors de la carte&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="273"/>
        <location filename="../../gui/director/map_files.py" line="279"/>
        <source>Calibrate the map</source>
        <translation>Étalonner la carte</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_files.py" line="278"/>
        <source>Resize map</source>
        <translation>Redimensionner la carte</translation>
    </message>
</context>
<context>
    <name>PlayerScreen</name>
    <message>
        <location filename="../../gui/players/menu.py" line="85"/>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="67"/>
        <source>1 square = 1 inch</source>
        <translation>1 case = 1 pouce</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="69"/>
        <source>1 square = 25 mm</source>
        <translation>1 case = 25 mm</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="52"/>
        <source>Blackout / intermission card</source>
        <translation>Écran noir / carton de pause</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="73"/>
        <source>Calibrate with a ruler…</source>
        <translation>Étalonner avec une règle…</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="58"/>
        <source>Camera follows my view</source>
        <translation>La caméra suit ma vue</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="56"/>
        <source>Clear the &quot;why&quot;</source>
        <translation>Effacer le «&#xa0;pourquoi&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="60"/>
        <source>Fit the map</source>
        <translation>Cadrer toute la carte</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="95"/>
        <source>Fog of war</source>
        <translation>Brouillard de guerre</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="77"/>
        <source>Hide a polygon</source>
        <translation>Masquer un polygone</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="76"/>
        <source>Hide a rectangle</source>
        <translation>Masquer un rectangle</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="78"/>
        <source>Hide a zone</source>
        <translation>Masquer une zone</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="83"/>
        <source>Hide the whole map</source>
        <translation>Masquer toute la carte</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="75"/>
        <source>Hide with a brush</source>
        <translation>Masquer au pinceau</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="59"/>
        <source>Independent camera (drag its outline)</source>
        <translation>Caméra indépendante (faites glisser son cadre)</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="53"/>
        <source>Intermission text…</source>
        <translation>Texte de la pause…</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="55"/>
        <source>Line of effect, cover and flanking of the token you hover, on the players&apos; screen</source>
        <translation>Ligne d&apos;effet, abri et prise en tenaille du jeton survolé, sur l&apos;écran des joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="71"/>
        <source>Other square size…</source>
        <translation>Autre taille de case…</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="65"/>
        <source>Physical scale (locked zoom)</source>
        <translation>Échelle réelle (zoom verrouillé)</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="63"/>
        <source>Players&apos; view: zoom in</source>
        <translation>Vue des joueurs&#xa0;: zoom avant</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="64"/>
        <source>Players&apos; view: zoom out</source>
        <translation>Vue des joueurs&#xa0;: zoom arrière</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="77"/>
        <source>Reveal a polygon</source>
        <translation>Révéler un polygone</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="76"/>
        <source>Reveal a rectangle</source>
        <translation>Révéler un rectangle</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="78"/>
        <source>Reveal a zone</source>
        <translation>Révéler une zone</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="82"/>
        <source>Reveal the whole map</source>
        <translation>Révéler toute la carte</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="75"/>
        <source>Reveal with a brush</source>
        <translation>Révéler au pinceau</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="92"/>
        <source>Scale</source>
        <translation>Échelle</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="87"/>
        <source>Screen</source>
        <translation>Écran</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="81"/>
        <source>Shift inverts while you draw</source>
        <translation>Maj inverse pendant le tracé</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="54"/>
        <source>Show the &quot;why&quot; to the players</source>
        <translation>Montrer le «&#xa0;pourquoi&#xa0;» aux joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="51"/>
        <source>Show the players&apos; window</source>
        <translation>Afficher la fenêtre des joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/players/screen.py" line="48"/>
        <source>Intermission</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../gui/players/scale.py" line="57"/>
        <source>This screen does not report its size: calibrate it with a ruler first</source>
        <translation>Cet écran n&apos;indique pas sa taille&#xa0;: étalonnez-le d&apos;abord avec une règle</translation>
    </message>
    <message>
        <location filename="../../gui/players/scale.py" line="66"/>
        <source>A square must measure between %1 and %2 mm</source>
        <translation>Une case doit mesurer entre %1 et %2 mm</translation>
    </message>
    <message>
        <location filename="../../gui/players/scale.py" line="94"/>
        <source>That measurement does not fit a real screen: calibration not changed</source>
        <translation>Cette mesure ne correspond à aucun écran réel&#xa0;: étalonnage inchangé</translation>
    </message>
    <message>
        <location filename="../../gui/players/scale.py" line="97"/>
        <source>Players&apos; screen calibrated: %1 pixels per millimetre</source>
        <translation>Écran des joueurs étalonné&#xa0;: %1 pixels par millimètre</translation>
    </message>
    <message>
        <location filename="../../gui/players/scale.py" line="109"/>
        <source>Size of one square</source>
        <translation>Taille d&apos;une case</translation>
    </message>
    <message>
        <location filename="../../gui/players/scale.py" line="110"/>
        <source>One square on the players&apos; screen, in millimetres:</source>
        <translation>Une case sur l&apos;écran des joueurs, en millimètres&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gui/players/screen.py" line="230"/>
        <source>The players&apos; zoom is locked to the physical scale</source>
        <translation>Le zoom des joueurs est verrouillé sur l&apos;échelle réelle</translation>
    </message>
    <message>
        <location filename="../../gui/players/screen.py" line="259"/>
        <source>Hover a token with another selected first: there is no &quot;why&quot; to show</source>
        <translation>Sélectionnez d&apos;abord un jeton, puis survolez-en un autre&#xa0;: il n&apos;y a pas de «&#xa0;pourquoi&#xa0;» à montrer</translation>
    </message>
    <message>
        <location filename="../../gui/players/screen.py" line="253"/>
        <location filename="../../gui/players/screen.py" line="262"/>
        <source>Not shown: the players cannot see one of these creatures</source>
        <translation>Non affiché&#xa0;: les joueurs ne voient pas l&apos;une de ces créatures</translation>
    </message>
    <message>
        <location filename="../../gui/players/screen.py" line="255"/>
        <location filename="../../gui/players/screen.py" line="264"/>
        <source>The players&apos; screen shows the why</source>
        <translation>L&apos;écran des joueurs montre le «&#xa0;pourquoi&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../gui/players/screen.py" line="278"/>
        <source>Intermission card</source>
        <translation>Carton de pause</translation>
    </message>
    <message>
        <location filename="../../gui/players/screen.py" line="279"/>
        <source>Text on the players&apos; screen:</source>
        <translation>Texte sur l&apos;écran des joueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gui/players/menu.py" line="119"/>
        <source>One screen only: the players&apos; window is an ordinary window</source>
        <translation>Un seul écran&#xa0;: la fenêtre des joueurs est une fenêtre ordinaire</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <location filename="../../gui/players/window.py" line="78"/>
        <source>Damier — Players</source>
        <translation>Damier — Joueurs</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <location filename="../../gui/director/panels.py" line="225"/>
        <location filename="../../gui/director/panels.py" line="317"/>
        <source>Select a token to edit it.</source>
        <translation>Sélectionnez un jeton pour le modifier.</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="283"/>
        <source>Wall %1</source>
        <translation>Mur %1</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="291"/>
        <source>Zone “%1”</source>
        <translation>Zone «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="320"/>
        <source>Token “%1”</source>
        <translation>Jeton «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="337"/>
        <source>The fight numbers cannot be kept: %1.</source>
        <translation>Les nombres de combat ne peuvent pas être gardés&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>TokenPalette</name>
    <message>
        <location filename="../../gui/director/panels.py" line="167"/>
        <source>Choose the Token tool, then click a square to place one.</source>
        <translation>Choisissez l&apos;outil Jetons, puis cliquez sur une case pour en poser un.</translation>
    </message>
    <message>
        <location filename="../../gui/director/panels.py" line="171"/>
        <source>Goblin</source>
        <translation>Gobelin</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../../gui/map/tools/select.py" line="97"/>
        <location filename="../../gui/map/tools/select.py" line="149"/>
        <source>%1 cannot move there: %2</source>
        <translation>%1 ne peut pas aller là&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/select.py" line="112"/>
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
        <location filename="../../gui/map/tools/select.py" line="110"/>
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
        <location filename="../../gui/map/tools/select.py" line="177"/>
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
        <location filename="../../gui/map/tools/select.py" line="177"/>
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
        <location filename="../../gui/map/tools/select.py" line="112"/>
        <source>placed</source>
        <translation>placement libre</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/forced.py" line="53"/>
        <source>Forced movement is a Draw Steel rule</source>
        <translation>Le déplacement forcé est une règle de Draw Steel</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/forced.py" line="55"/>
        <source>Click the creature that forces the movement</source>
        <translation>Cliquez la créature qui force le déplacement</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/forced.py" line="86"/>
        <source>Source: %1 · now drag the creature it moves</source>
        <translation>Source : %1 · faites maintenant glisser la créature qu&apos;elle déplace</translation>
    </message>
    <message>
        <location filename="../../gui/map/tools/forced.py" line="111"/>
        <source>%1 cannot be moved there: %2</source>
        <translation>%1 ne peut pas être déplacé là : %2</translation>
    </message>
</context>
<context>
    <name>UvttImportDialog</name>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="32"/>
        <source>Doors moved onto whole squares, so a creature as wide as a door can pass it: %1</source>
        <translation>Portes placées sur des cases entières, pour qu’une créature aussi large qu’une porte la franchisse&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="34"/>
        <source>Doors that follow no grid line, left as drawn: %1</source>
        <translation>Portes hors des lignes de la grille, laissées telles quelles&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="36"/>
        <source>Walls cut away under doors: %1</source>
        <translation>Murs coupés sous les portes&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="37"/>
        <source>Walls given twice merged into one (squares of wall): %1</source>
        <translation>Murs donnés deux fois fusionnés en un seul (cases de mur)&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="39"/>
        <source>Walls cut at the map&apos;s edge: %1</source>
        <translation>Murs coupés au bord de la carte&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="40"/>
        <source>Doors given twice, kept once: %1</source>
        <translation>Portes données deux fois, gardées une fois&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="41"/>
        <source>Doors off the map, left out: %1</source>
        <translation>Portes hors de la carte, écartées&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="42"/>
        <source>Object outlines left out, as chosen: %1</source>
        <translation>Contours d’objets écartés, comme demandé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="44"/>
        <source>The picture&apos;s size does not match the map&apos;s size; the map&apos;s size was kept (%1)</source>
        <translation>La taille de l’image ne correspond pas à celle de la carte&#xa0;; la taille de la carte a été gardée (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="46"/>
        <source>A format version this Damier does not know, read as 0.3 (%1)</source>
        <translation>Une version du format que ce Damier ne connaît pas, lue comme 0.3 (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="58"/>
        <source>Import a Universal VTT map</source>
        <translation>Importer une carte Universal VTT</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="61"/>
        <source>Walls</source>
        <translation>Murs</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="62"/>
        <source>Left out</source>
        <translation>Écartés</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="64"/>
        <source>Align doors on whole squares</source>
        <translation>Aligner les portes sur des cases entières</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="65"/>
        <source>Map tools centre doors on grid lines; aligned, an open door lets a creature as wide as the door through (see RULINGS, Imported doors).</source>
        <translation>Les outils de cartes centrent les portes sur les lignes de la grille&#xa0;; alignée, une porte ouverte laisse passer une créature aussi large qu’elle (voir RULINGS, Imported doors).</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="87"/>
        <source>Object outlines</source>
        <translation>Contours d’objets</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="92"/>
        <source>What was adjusted:</source>
        <translation>Ce qui a été ajusté&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="97"/>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="130"/>
        <source>%1 × %2 squares, %3 walls, %4 doors, Universal VTT %5</source>
        <translation>%1 × %2 cases, %3 murs, %4 portes, Universal VTT %5</translation>
    </message>
    <message>
        <location filename="../../gui/director/uvtt_dialog.py" line="138"/>
        <source>Nothing: the map arrives as drawn.</source>
        <translation>Rien&#xa0;: la carte arrive telle qu’elle a été dessinée.</translation>
    </message>
</context>
<context>
    <name>WallForm</name>
    <message>
        <location filename="../../gui/director/map_forms.py" line="18"/>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_forms.py" line="27"/>
        <source>Not a door</source>
        <translation>Pas une porte</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_forms.py" line="28"/>
        <source>Closed door</source>
        <translation>Porte fermée</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_forms.py" line="29"/>
        <source>Open door</source>
        <translation>Porte ouverte</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_forms.py" line="31"/>
        <source>Material</source>
        <translation>Matériau</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_forms.py" line="32"/>
        <source>Blocks</source>
        <translation>Bloque</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_forms.py" line="33"/>
        <source>Door</source>
        <translation>Porte</translation>
    </message>
</context>
<context>
    <name>ZoneFight</name>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="19"/>
        <source>Feed a Réserve</source>
        <translation>Alimenter une Réserve</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="20"/>
        <source>Attack</source>
        <translation>Attaquer</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="21"/>
        <source>Direct minors</source>
        <translation>Diriger les mineurs</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="22"/>
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="23"/>
        <source>Talk</source>
        <translation>Parler</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="24"/>
        <source>Move</source>
        <translation>Se déplacer</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="25"/>
        <source>Power</source>
        <translation>Pouvoir</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="29"/>
        <source>Tenacity failed</source>
        <translation>Ténacité ratée</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="30"/>
        <source>Tenacity success</source>
        <translation>Ténacité réussie</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="31"/>
        <source>Tenacity success, 3 qualities</source>
        <translation>Ténacité réussie, 3 qualités</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="41"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="43"/>
        <source>Meneur</source>
        <translation>Meneur</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="48"/>
        <source>character</source>
        <translation>personnage</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="48"/>
        <source>figurant</source>
        <translation>figurant</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="48"/>
        <source>minor</source>
        <translation>figurant mineur</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="53"/>
        <source>Terrassé</source>
        <translation>Terrassé</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="55"/>
        <source>Brisé</source>
        <translation>Brisé</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="62"/>
        <source>Minors (%1)</source>
        <translation>Mineurs (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="70"/>
        <source>Meneur (%1)</source>
        <translation>Meneur (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="84"/>
        <source>the fight has not started</source>
        <translation>le combat n’a pas commencé</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="85"/>
        <source>%1 is out of the fight</source>
        <translation>%1 est hors de combat</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="86"/>
        <source>the initiative is not with %1&apos;s side</source>
        <translation>l’initiative n’est pas au camp de %1</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="87"/>
        <source>%1 has already used this type of action this Passe</source>
        <translation>%1 a déjà utilisé ce type d’action pendant cette Passe</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="88"/>
        <source>%1 has no actions left this Passe</source>
        <translation>il ne reste plus d’action à %1 pendant cette Passe</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="89"/>
        <source>extra minor actions are bought only while the Meneur holds the initiative and the minors outnumber the characters</source>
        <translation>le Meneur n’achète d’actions de mineurs en plus que s’il a l’initiative et que les mineurs sont plus nombreux que les personnages</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="91"/>
        <source>the Réserve holds too few dice for the extra actions</source>
        <translation>la Réserve n’a pas assez de dés pour les actions en plus</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="92"/>
        <source>the place is in no zone</source>
        <translation>l’endroit n’est dans aucune zone</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="93"/>
        <source>the way from %2 to %3 is cut</source>
        <translation>le passage de %2 à %3 est coupé</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="94"/>
        <source>%3 is not next to %2</source>
        <translation>%3 n’est pas voisine de %2</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="97"/>
        <source>the rules do not allow it (%1)</source>
        <translation>les règles ne le permettent pas (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="104"/>
        <source>%1: the attack fails, nothing happens</source>
        <translation>%1&#xa0;: l’attaque échoue, rien ne se passe</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="105"/>
        <source>%1 loses 1 Défense</source>
        <translation>%1 perd 1 point de Défense</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="106"/>
        <source>%1: a Moniteur box is ticked</source>
        <translation>%1&#xa0;: une case du Moniteur est cochée</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="107"/>
        <source>%1 is Terrassé</source>
        <translation>%1 est Terrassé</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="108"/>
        <source>%1 is Brisé</source>
        <translation>%1 est Brisé</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_words.py" line="109"/>
        <source>%1 takes a trauma and loses 1 Défense</source>
        <translation>%1 subit un traumatisme et perd 1 point de Défense</translation>
    </message>
</context>
<context>
    <name>ZoneFightDesk</name>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="36"/>
        <source>Zone fight</source>
        <translation>Combat en zones</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="116"/>
        <location filename="../../gui/fight/zones_desk.py" line="142"/>
        <location filename="../../gui/fight/zones_desk.py" line="244"/>
        <source>The zone fight needs the Zones rules</source>
        <translation>Le combat en zones demande les règles Zones</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="135"/>
        <source>Not recorded: the rules do not allow it (%1)</source>
        <translation>Non noté&#xa0;: les règles ne le permettent pas (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="145"/>
        <source>The fight is already running</source>
        <translation>Le combat est déjà en cours</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="152"/>
        <source>Start the zone fight</source>
        <translation>Commencer le combat en zones</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="153"/>
        <source>The fight starts; initiative: %1</source>
        <translation>Le combat commence&#xa0;; initiative&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="160"/>
        <source>No fight is running</source>
        <translation>Aucun combat en cours</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="162"/>
        <source>End the zone fight</source>
        <translation>Terminer le combat en zones</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="170"/>
        <source>Choose one or two types of action for %1</source>
        <translation>Choisissez un ou deux types d’action pour %1</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="174"/>
        <source>%1 may not act: %2</source>
        <translation>%1 ne peut pas agir&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="184"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="185"/>
        <source>%1: %2 recorded</source>
        <translation>%1&#xa0;: %2 noté</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="194"/>
        <source>%1 reacts</source>
        <translation>%1 réagit</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="202"/>
        <source>Attack on %1</source>
        <translation>Attaque contre %1</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="214"/>
        <source>Feed the Réserve of %1 (%2)</source>
        <translation>Alimenter la Réserve de %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="214"/>
        <source>Spend from the Réserve of %1 (%2)</source>
        <translation>Dépenser dans la Réserve de %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="233"/>
        <source>%1 cannot move there: %2</source>
        <translation>%1 ne peut pas aller là&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="238"/>
        <source>Move %1 (move action)</source>
        <translation>Déplacer %1 (action de déplacement)</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_desk.py" line="239"/>
        <source>%1 moves: the move action is counted</source>
        <translation>%1 se déplace&#xa0;: l’action de déplacement est comptée</translation>
    </message>
</context>
<context>
    <name>ZoneFightPanel</name>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="62"/>
        <source>Start the fight…</source>
        <translation>Commencer le combat…</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="64"/>
        <source>End the fight</source>
        <translation>Terminer le combat</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="71"/>
        <source>Combatant</source>
        <translation>Combattant</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="71"/>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="71"/>
        <source>Défense</source>
        <translation>Défense</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="71"/>
        <source>Moniteur</source>
        <translation>Moniteur</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="72"/>
        <source>Tension</source>
        <translation>Tension</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="72"/>
        <source>Traumas</source>
        <translation>Traumatismes</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="72"/>
        <source>Used this Passe</source>
        <translation>Utilisées cette Passe</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="89"/>
        <source>The zone fight needs the Zones rules</source>
        <translation>Le combat en zones demande les règles Zones</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="97"/>
        <source>Passe %1 — initiative: %2</source>
        <translation>Passe %1 — initiative&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="100"/>
        <source>No fight running</source>
        <translation>Pas de combat en cours</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="117"/>
        <source>Meneur</source>
        <translation>Meneur</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="117"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="124"/>
        <source>The Meneur may buy extra actions: 1 Réserve die each</source>
        <translation>Le Meneur peut acheter des actions en plus&#xa0;: 1 dé de Réserve chacune</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="158"/>
        <source>Menace %1</source>
        <translation>Menace %1</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_panel.py" line="160"/>
        <source>Réserves</source>
        <translation>Réserves</translation>
    </message>
</context>
<context>
    <name>ZoneForm</name>
    <message>
        <location filename="../../gui/director/map_forms.py" line="56"/>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_forms.py" line="60"/>
        <source>e.g. open, high ground</source>
        <translation>ex.&#xa0;: dégagée, en hauteur</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_forms.py" line="61"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../gui/director/map_forms.py" line="62"/>
        <source>Traits</source>
        <translation>Particularités</translation>
    </message>
</context>
<context>
    <name>ZoneForms</name>
    <message>
        <location filename="../../gui/fight/zones_forms.py" line="35"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_forms.py" line="36"/>
        <source>Reaction</source>
        <translation>Réaction</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_forms.py" line="37"/>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_forms.py" line="38"/>
        <source>Réserve</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_forms.py" line="56"/>
        <source>Record the action</source>
        <translation>Noter l’action</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_forms.py" line="67"/>
        <source>Record a reaction (1 Réserve die, or 1 Tension when empty)</source>
        <translation>Noter une réaction (1 dé de Réserve, ou 1 Tension si elle est vide)</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_forms.py" line="78"/>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_forms.py" line="79"/>
        <source>The test succeeds</source>
        <translation>Le test réussit</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_forms.py" line="84"/>
        <source>Qualities</source>
        <translation>Qualités</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_forms.py" line="88"/>
        <source>Encaisser</source>
        <translation>Encaisser</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_forms.py" line="91"/>
        <source>Meneur&apos;s dice spent</source>
        <translation>Dés dépensés par le Meneur</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_forms.py" line="92"/>
        <source>Brisé if it goes out (break)</source>
        <translation>Brisé s’il est mis hors de combat</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_forms.py" line="94"/>
        <source>Record the attack</source>
        <translation>Noter l’attaque</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_forms.py" line="107"/>
        <source> dice</source>
        <translation> dés</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_forms.py" line="109"/>
        <source>Feed</source>
        <translation>Alimenter</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_forms.py" line="111"/>
        <source>Spend</source>
        <translation>Dépenser</translation>
    </message>
</context>
<context>
    <name>ZonePlayersBoard</name>
    <message>
        <location filename="../../gui/fight/zones_players.py" line="97"/>
        <source>Passe %1 · initiative: %2</source>
        <translation>Passe %1 · initiative&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_players.py" line="104"/>
        <source>%1: Réserve %2</source>
        <translation>%1&#xa0;: Réserve %2</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_players.py" line="106"/>
        <source>Menace %1</source>
        <translation>Menace %1</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_players.py" line="188"/>
        <source>Menace</source>
        <translation>Menace</translation>
    </message>
</context>
<context>
    <name>ZoneStartDialog</name>
    <message>
        <location filename="../../gui/fight/zones_start.py" line="15"/>
        <source>Start the zone fight</source>
        <translation>Commencer le combat en zones</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_start.py" line="20"/>
        <source>First initiative</source>
        <translation>Première initiative</translation>
    </message>
    <message>
        <location filename="../../gui/fight/zones_start.py" line="23"/>
        <source>Menace of each group</source>
        <translation>Menace de chaque groupe</translation>
    </message>
</context>
</TS>

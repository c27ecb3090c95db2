<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>FogTools</name>
    <message numerus="yes">
        <location filename="../../gui/map/fog.py" line="29"/>
        <source>Reveal %n square(s)</source>
        <translation>
            <numerusform>Reveal %n square</numerusform>
            <numerusform>Reveal %n squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/map/fog.py" line="32"/>
        <source>Hide %n square(s)</source>
        <translation>
            <numerusform>Hide %n square</numerusform>
            <numerusform>Hide %n squares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message numerus="yes">
        <location filename="../../gui/map/tools/base.py" line="19"/>
        <source>%1 moved %n square(s), %2 past its speed</source>
        <translation>
            <numerusform>%1 moved %n square, %2 past its speed</numerusform>
            <numerusform>%1 moved %n squares, %2 past its speed</numerusform>
        </translation>
    </message>
</context>
</TS>

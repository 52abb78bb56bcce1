<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About gogui</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the rulesets of Go differ: every position ruled under every ruleset, with reasons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources of the rulesets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each preset is implemented from a ruleset text. Every description, explanation and diagram comment in gogui is written in the project&apos;s own words.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <source>Export PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CasualGames</name>
    <message>
        <source>Continue a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGF files (*.sgf);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was kept as {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was left at {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot recover the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>New position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{p} to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{v} is already occupied: no ruleset allows a play there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ruleset allows this play: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulesets do not differ after this move on this line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulesets do not differ before this move on this line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed under: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other ruleset allows it either.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CustomRulesDialog</name>
    <message>
        <source>Custom ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiagramBrowser</name>
    <message>
        <source>Diagram library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These files of the library are malformed and were left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out of the library (could not be read): {names}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black and white, for printing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Number the moves, from move:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{v} already holds a handicap stone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap stone at {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} captures {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passing is for the time of play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play has stopped. Click strings to mark them dead, then accept, or dispute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black passed last, so White&apos;s obligatory last pass follows (it hands Black a stone). </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The confirmation play has stopped: accept to count, with the stones it captured as dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirmation play: moves are not kept, each ko needs a pass for it before it is retaken, and stones captured here are dead. Pass twice to finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hypothetical play (no confirmation phase): imagined wise play, not kept, without ko threats. Stones captured here are dead; pass twice to finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play resumes. Pass until play stops again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {e}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Komi must be a number of points, such as 6.5 or 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none named)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black&apos;s ran&amp;k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White&apos;s r&amp;ank:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ruleset&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ko&amp;mi:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;uleset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B+3.5, W+R, 0 (a draw)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board &amp;size (2 to 25):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player to move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Komi:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Handicap (standard points):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit game info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black: {black}, White: {white}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Komi {komi}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap {stones}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameTreeView</name>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {n}: {colour} {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make this the main line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody moves: all alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black : White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment on the last move (saved with the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What if: the same position under every ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Are you sure?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} resigns and loses the game. Resign?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both players accept the dead stones as marked: the game is counted and over. Accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (Black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (White)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{b} vs {w}, {rules}, komi {komi}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{p}: place handicap stone {k} of {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{p} to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play has stopped. Click strings to mark them dead; then accept, or dispute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirmation play (not kept): {p} to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hypothetical play (not kept, no ko threats): {p} to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(dispute phase {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prisoners taken: Black {b}, White {w}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; pass stones received: Black {b}, White {w}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points in seki, not counted: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the marked stones are dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGF files (*.sgf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {path}: {err}. Any earlier file there is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save to {path}: {err}. Any earlier file there is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is not finished and not saved. Save it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is not finished and not saved. {why} Save it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to read the &amp;panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About gogui</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>gogui will show the chosen language when it starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System &amp;default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LearnDock</name>
    <message>
        <source>Learn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The course asks before it tells: a position, a question, then what every ruleset says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask again the questions answered wrong, until they are answered right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiz me here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions on the line the window shows, where the rulesets disagree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset progress...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the course</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review what was wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} questions, not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{right} of {n} right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{k} to review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at question {q}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson is about:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You stopped before question {q} of {n}: you go on from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to review: every question was answered right last time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every ruleset agrees all along this line: there is nothing to ask here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset progress?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every answer and where each lesson was left? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The question&apos;s position could not be shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}: question {q} of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the point on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick every one that applies, then Answer (or press Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one, then Answer (or press Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You clicked {v}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each ruleset says here:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulings, the comment and the crossed points are hidden until you answer the question in the Learn panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the question in the Learn panel first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Learn mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The course: lessons that ask before they tell (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quiz me here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset &amp;progress...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>gogui - how the rules of Go differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment on this node (saved with the record)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagram comments are in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label on {point} (empty: none):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game of this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}[*] - gogui</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {n}: {colour} {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also called: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node {n}: setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move number (0 to {n}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;position...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open SGF...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game of this file...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show another game of a file that holds several</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &amp;info...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players, ranks, date, event, place, komi, handicap, ruleset and result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export board as PNG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export board as S&amp;VG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete this variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Make this the main line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black to play here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;White to play here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy as ASCII diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous &amp;variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next v&amp;ariation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pa&amp;ss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player to move passes here (Ctrl+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next move where the rulesets&apos; verdicts or counts differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous diff&amp;erence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous move where the rulesets&apos; verdicts or counts differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to move...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue a saved &amp;game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play from here...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a casual game from the current position under a ruleset you choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rulesets reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;black stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;white stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Erase stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Triangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ircle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cross</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Label (A, B, C...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Number label (1, 2, 3...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Te&amp;xt label...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G&amp;ame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Diagrams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &amp;tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tool for the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mouse wheel over the board also steps back and forth through the line. Tab and Shift+Tab move between the parts of the window; Return on a row of the ruling table does what a double click does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Ruleset: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit tools</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[variation {k} of {n}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rulesets differ</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed (star points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free (Black places them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N-1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rules}: handicap stones go on {where}; White&apos;s compensation for a handicap: {comp}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the star points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points Black chooses</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelGuideDialog</name>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The starting position (node 0), before any move of the line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruleset allows this move and play goes on. A setup or comment node after legal play reads legal too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>illegal: &lt;reason&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruleset forbids this move; the reason says which rule (see below). The board shows the forbidden stone crossed out on the position before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Successive passes (two, or three under the Renaissance rules) stop play here: next the players agree which stones are dead, or settle a disagreement the ruleset&apos;s way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game ends (&lt;how&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends at this move: threefold repetition (decided by the stones each side captured in the loop), no result (a long cycle, Japanese and Korean rules) or passes (play stopped and the ruleset goes straight to the count).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached: move &lt;n&gt; was illegal / not reached: play ended at move &lt;n&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruleset&apos;s replay of this line never gets here: it stopped at move n, after a move it forbids or where its game ended. The details pane says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to read the panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The panel beside the board says, for the node the board shows, what every ruleset makes of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulings here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One row per ruleset (and your custom ruleset when you chose one), with its &lt;b&gt;Ruling&lt;/b&gt;: a symbol and a short verdict. The ruleset chosen in the toolbar is in bold and its verdict is in the status bar. The details pane under the panel gives the selected row&apos;s full explanation; click another row to read that ruleset&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdicts and colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rows of Rulings here and the cells of Whole line take these symbols and colours (the colours follow a light or a dark system palette):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasons an illegal move can have: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A matrix of rulesets (rows) by nodes of the current line (columns, 0 is the start), marked as above; the current move&apos;s column is outlined. Read a row to see where that ruleset forbids a move or ends the game, read a column to compare the rulesets at one move. Hover a cell for its ruling and explanation; click it to go to that node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves and the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves lists the nodes of the current line and marks where it branches (&quot;variation 2 of 3&quot;). On the board, a red cross marks a point where the player to move may not play under the chosen ruleset; hover it to read why.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <source>Play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Komi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordEdits</name>
    <message>
        <source>Edit comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordFiles</name>
    <message>
        <source>Save the changes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save SGF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGF files (*.sgf);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save {path}: {why}. Any earlier file there is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library&apos;s rulings, theme, order and summary were left out: they describe the diagram&apos;s lines, which this record has changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file holds {n} games: the first is shown (File &gt; Game of this file shows another), and Save writes them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open SGF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGF and MGT files (*.sgf *.SGF *.mgt *.MGT);;SGF files (*.sgf *.SGF);;MGT files (*.mgt *.MGT);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The teaching window was not closed properly and had unsaved work: {what}. Restore it now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover a game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game in progress was not closed properly ({file}). Continue it now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later keeps it for the next start; Discard deletes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was kept as {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was left at {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot restore the unsaved work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored the unsaved work on {title}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>New Zealand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ing SST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simplified Ing/NZ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simplified Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simplified Japanese/Korean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simplified AGA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renaissance (area, A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renaissance (territory with pass stones, B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japanese 1989</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Korean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AGA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simpl. Ing/NZ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simpl. Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simpl. Jp/Kr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simpl. AGA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renaissance A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renaissance B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesetReference</name>
    <message>
        <source>which repetitions a play may not make</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what a cycle of repeated positions does to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whether a play may leave its own string without liberties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how the game is counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whether points in seki count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>successive passes that stop play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whether a pass hands the opponent a prisoner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whether White must make the last pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what happens when the players disagree about dead stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how dead stones leave the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whether a dispute needs equal numbers of moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White&apos;s compensation for moving second, in an even game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>komi in a handicap game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>who wins a tie in an even game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>who wins a tie in a handicap game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where handicap stones go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points White gets for N handicap stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How we read the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A custom ruleset: the option values above, built on the preset its rules spec names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulesets reference</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulingMatrixModel</name>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setup (no move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulingPanel</name>
    <message>
        <source>Ruleset</source>
        <extracomment>A row asks for its ruleset&apos;s page of the reference (a double click or the row&apos;s menu).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulings here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to move {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About {name}...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under {rules} the line did not get this far. At move {n}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The count:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>illegal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outlined column: the current move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkAutosave</name>
    <message>
        <source>Autosave failed: {e}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>Opened with warnings: {list}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

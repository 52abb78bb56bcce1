<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Diagrams</name>
    <message>
        <source>Cycles and ko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ing&apos;s rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variation at move {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a ruling: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a ruling (move number): {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a ruling (extra word {word}): {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: RULING[{value}] needs &apos;preset ids: ruling&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: RULING names an unknown preset {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: two rulings for {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} must hold exactly one game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: ORDER must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: THEME must be one of {themes}, not {theme}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} could not be read: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no diagram {id}; the library has: {ids}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library&apos;s folder is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The confirmation play goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hypothetical play goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every move is legal; play goes on (Black to play).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every move is legal; play goes on (White to play).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The confirmation play captured nothing: every stone on the board is alive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hypothetical play captured nothing: every stone on the board is alive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The confirmation play captured {stones}: those stones are dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hypothetical play captured {stones}: those stones are dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positional superko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>situational superko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>natural situational superko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimal superko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hot stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disturbing ko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>suicide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>occupied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirmation play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hypothetical play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>illegal at move {number} ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended at move {number}: {result}, every stone alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended at move {number}: Black wins by {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended at move {number}: White wins by {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended at move {number}: draw by threefold repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended at move {number}: {result} by {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended at move {number}: {outcome}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted after the confirmation play at move {number}: {result}; dead: {dead}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted after the confirmation play at move {number}: {result}; no dead stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted after the hypothetical play at move {number}: {result}; dead: {dead}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted after the hypothetical play at move {number}: {result}; no dead stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted at move {number}: {result}; dead: {dead}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted at move {number}: {result}; no dead stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all {number} moves legal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{option} must be one of {choices}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes must be 2 or 3, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be a finite number, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be a number, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown ruleset {id}; choose one of {ids}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules option {item} should read key=value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rules option {key}; options are base, {options}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{base} with {options}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} must be yes or no, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom ({spec})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesetText</name>
    <message>
        <source>Area scoring with suicide allowed and komi 7, so draws are possible. A play may not repeat the whole-board position as it stood after any earlier move of the same player, a pass included. Players who disagree about dead stones play on; if they cannot agree who moves next, every stone stays on the board and counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text&apos;s superko is not natural situational superko: it counts a pass as a move, so the positions after a player&apos;s passes are forbidden to that player too. Every position with the opponent to play arose after one of the player&apos;s moves, so the rule forbids exactly what situational superko forbids, and the engine applies situational superko. A diagram&apos;s starting position is read as following a move of the player who is not to play. In a handicap game Black places the stones freely and White&apos;s passes before its first move are not recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area counting by filling each area with a fixed supply of stones (180 each on 19x19); komi 8 given as four White stones in Black&apos;s area; shared points filled alternately with equal numbers of stones. The winner has empty points left, the loser stones left over; the margin is the winning point plus twice the losing stones, or just twice the losing stones when an odd shared point (or an odd handicap&apos;s open point) stays empty, and only then can there be a tie: Black wins ties in even games, White in handicap games. Suicide of one stone counts as a pass, of more stones is legal. Ko: the stones that just captured in a fighting ko are hot and may not be captured back until another move has been played (double hot stones in long life, twin hot stones in triple ko); each player may disturb, setting off a cycle of repeated positions, once per game. In a balanced ko only the attacker disturbs, so an atari there can always be answered and a balanced double ko stays seki.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting: each player&apos;s supply is half the board&apos;s points (40 each on 9x9); a diagram whose set-up stones would leave a bowl short gives both players the same larger supply, enough for its stones, and the account says so. Compensation that finds no empty point in Black&apos;s area counts two points a stone, and a komi other than whole points has no fill-in account. The SST text defines its ko rules by examples; we compute them as follows. A capture is a ko capture when the capturing string (one to three stones) took exactly as many stones and is left in atari at one of the points it emptied. The two locked groups are the opposing strings around the capturing stones and the capturer&apos;s strings around that point; the ko is balanced when, before or after the capture, both have the same number of internal liberties, at least two. A liberty is internal when the empty area it lies in is enclosed by the two locked groups alone, every stone around it belonging to one of them or being a ko stone between them (one to three stones in atari held only by the two groups): an eye counts, a ko point counts when its ko stone sits in the other group&apos;s mouth, and a liberty the two groups share counts for both; a ko point whose ko stone sits in the mouth of a third group (an external ko) does not, nor does a liberty open to the rest of the board. Basic one-stone kos are hot everywhere; in an unbalanced (fighting) ko, a capturing string of two or three stones is hot too, and when three or more kos lock the same groups the capturer&apos;s other ko stones there are twin hot stones (kos that lock the same two strings, each a separate ko, not a chain of kos where retaking one dissolves the next). A cycle is a return to an earlier board with the same player to move. In a balanced ko the attacker disturbs: a capture made while both locked groups had equally many internal liberties puts the opponent in atari, and if it recreates an earlier position it uses up the attacker&apos;s one disturbance; a capture that answers the atari (retaking another ko) never disturbs, so a balanced double or quadruple ko stays seki however often the game is adjourned and resumed. Any other cycle is charged, when a position first recurs, to the first player who attacked in a balanced ko in the lap, or else to the player whose board play began the lap, even if the moves between went through ko threats or passes that left the board as it was. A capture in a fighting ko that does not save the capturer&apos;s own locked group from atari begins no lap (taking a ko is the ordinary fight; the answer that takes another ko instead of finding a threat sets off the cycle): in the SST&apos;s external-ko example Black&apos;s capture of the external ko is free, and White, whose ring has one internal liberty, may answer it by taking an internal ko once only. In long life, when White&apos;s throw-in brings back the start, Black (who began with the sending move) has used up its disturbance. Each player may disturb once; after that the disturber may not attack in a balanced ko into an earlier position, recreate a position of its cycle, or begin a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The common simplified rules with area scoring and suicide allowed. No play may recreate an earlier board (positional superko). A disagreement on dead stones is settled by continuing play until two more passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. Komi 7 follows the New Zealand rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The common simplified rules with area scoring and suicide forbidden; positional superko; disagreements are played out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. Komi and handicap compensation follow the Chinese rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The common simplified rules with territory scoring: empty points surrounded by one player plus prisoners; points in seki score for nobody. Positional superko during play. There is no confirmation phase: the players fill dame and make the needed defensive moves during play, and a disagreement on dead stones is settled by imagined wise play that is not kept and costs nothing, in which ko threats are of no use and stones in seki are not removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. The text leaves it to wisdom how recreating a position is treated in the imagined play, only that ko threats must be of no use there; we let a player retake a ko there only after passing once for that ko, which makes ko threats useless, and moves and passes there cost nothing. Points in seki are found as the text assumes dame are filled: an empty point next to both colours where a play by either would be self-atari is shared in seki, and the eyes of the groups next to it do not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The common simplified rules with pass stones: every pass hands the opponent a prisoner, and White passes last, so that in a game played from an even start with alternate moves area and territory counting give the same result. Positional superko; suicide forbidden; disagreements are played out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. Komi and handicap compensation follow the AGA rules. The engine counts the area; the count&apos;s note gives territory and prisoners beside it and, where the two differ (a handicap, a diagram&apos;s set-up stones, moves out of turn), says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic ko; a third occurrence of the same position ends the game, drawn if both players captured equally many stones in the loop, otherwise lost by the player who captured fewer; a board play may not recreate the position in which the last two successive passes were made (minimal superko); three successive passes stop play, and play may resume in a dispute phase. Area scoring; suicide allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repetition counts the same board with the same player to move; an occurrence counts when a board play (or the start) produces it, passes do not. The text sets no komi; ours is a default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Renaissance ko and stop rules with territory scoring: territory plus prisoners plus dead stones. In dispute phases a pass hands the opponent a prisoner and both players make equally many moves (an extra pass completes the stop if needed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As for variant A. Territory counts the points surrounded by live stones, seki eyes included (the B text has no seki exception). The text sets no komi; ours is a default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Territory scoring with prisoners; points in seki do not count. Only the basic ko rule during play; a long cycle (triple ko, eternal life) that the players repeat ends the game with no result. Life and death is confirmed after play by a confirmation play that is not kept, in which a player may retake a ko only after passing once for that ko.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 1989 text needs the players&apos; agreement to end a repeating game without result; we end it when the same board with the same player to move occurs a third time with no pass in between. Article 7-2 lets the player whose stone was captured in a ko recapture there after passing once for that ko: each pass serves one ko, so two kos taken from the same player need two passes. A pass serves whichever ko, taken before the pass, the player retakes next (as if the player had named it), and a pass made before a ko was taken serves nothing there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Like the Japanese rules: territory scoring, no points in seki, basic ko, and a repeating long cycle annuls the game (no result).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As for the Japanese preset: the third occurrence without a pass ends the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area scoring, suicide forbidden, no play may recreate an earlier whole-board position. In a handicap game White receives one point per handicap stone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We follow the written superko rule (positional). In practice Chinese referees rule some cycles differently (a triple ko may be voided, moonshine life is dead); the engine does not model a referee&apos;s discretion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area counting with pass stones and White passing last, so that in a game played from an even start with alternate moves territory counting gives the same result (handicap compensation makes up for the handicap stones); situational superko (no board may recur with the same player to move); suicide forbidden; handicap stones on the star points, White receives one point per handicap stone after the first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Superko is read as situational, the common interpretation. The engine counts the area; the count&apos;s note gives territory and prisoners beside it and says why they differ where they do (a diagram&apos;s set-up stones, moves out of turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The logical rules: positional superko, suicide allowed, two passes end the game and every stone still on the board is alive; area scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules set no komi; 7.5 is our default.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gogui-rules</name>
    <message>
        <source>{prog}: error: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{prog}: warning: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset ids: {ids}. A custom ruleset: --rules base=ID,key=value,... with the option names ko, cycles, suicide, scoring, seki, passes, pass-stones, white-passes-last, disputes, removals, equal-dispute-moves, komi, handicap-komi, ties, handicap-ties, handicap-placement, handicap-compensation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{prog}: error: {message} (see {prog} --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the main line of every game in an SGF file under one or more rulesets and report what each says: which move is illegal and why, when the game ends, who wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an SGF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay a diagram of the built-in library instead of a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list the built-in diagrams and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a preset id, or &apos;all&apos; (repeatable; default: all presets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a custom ruleset base=ID,key=value,... (repeatable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>komi (default: the file&apos;s KM, else the ruleset&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score an unfinished game as if both players passed now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead stones for the count (default: TB/TW marks on the last node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the questions Learn mode asks on the diagram (its lessons&apos; questions) or on the file&apos;s main line, with their answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each game of each SGF file (a folder: its .sgf files, searched through), list the moves where the rulesets disagree, which say what, and the counts that differ at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the language of the text output: en, ja, ko, zh_CN or zh_TW, or a locale name such as ja_JP (default: English; JSON keys and reason codes never change)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine-readable output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a few lines per ruleset (the default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game {number}: {warning}</source>
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
        <source>play stopped by successive passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a long cycle: no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move {number} {player} {point} is illegal ({reason}): {explanation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{played} moves replayed; the game ended at move {number}: {how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all {played} moves are legal; Black to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all {played} moves are legal; White to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move {number} {player} {point}: {events}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result: {kind} - {explanation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result: {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang: no language {code}; choose one of {codes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--differences takes its own files: give no other file or --diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either an SGF file or --diagram, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an SGF file (or --diagram ID) is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {number} ({size}x{size})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(The diagrams&apos; titles, summaries and comments come from the library&apos;s SGF files and are shown in English.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} (game {number})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: 1 move where the rulesets differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {count} moves where the rulesets differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move {number} ({move}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counts: {counts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the end the results differ: {results}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the end every ruleset: {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No questions: the rulesets agree at every node of this line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line}, move {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{diagram}, {line}, move {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick every one that applies: {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one: {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{number}. {answer}. {because}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

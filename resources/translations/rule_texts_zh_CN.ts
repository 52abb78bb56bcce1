<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>RuleSource</name>
    <message>
        <source>{citation}; {next_citation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}, {place} ({file})</source>
        <extracomment>The name every source of that text begins with (kept in every language: the texts&apos; own names).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}, as summarised in {file}: {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the basic rule common to every ruleset, not restated there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common Simplified Rules (what a move is)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common Simplified Rules (the four phases)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common Simplified Rules (the rule against recreating a distribution of stones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simplified Chinese block (second ruleset; heading lost in the copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simplified Japanese / Korean block (third ruleset; heading lost in the copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simplified AGA block (fourth ruleset; heading lost in the copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commentary on Simplified Ing / New Zealand (first block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commentary on Simplified Chinese (second block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commentary on Simplified Japanese / Korean (third block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commentary on Simplified AGA (fourth block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{commentary} (no special treatment of cycles longer than two moves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{commentary} (ko simplified as positional superko)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stated in the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the definitions of a play and of a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes (no rule forbids suicide)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the definition of a play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the definition of a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end of the game, territory and the winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part 2, During the game, items 1, 3 and 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part 6 (The Ing Ko Rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part 2, During the game, item 1 (the basic rule common to every ruleset, not restated there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part 2, During the game, item 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part 4 (Suicide)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part 2, During the game, item 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part 6A (Fighting Kos)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part 6A (Fighting Kos; Double hot stones; Twin hot stones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part 2, During the game, item 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part 6B (Balanced Kos; The questionable case in Superko)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part 2, Ending the Game, item 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part 2, Ending the Game (note after item 3) and Counting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part 7 (The Clock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simplified Ing / New Zealand Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simplified Japanese / Korean block (third ruleset; heading lost in the copy) (no use of ko threats in the disagreement alternation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pass-for-each-ko reading is the preset&apos;s (gogui/engine/rules.py)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules 1, 2 and 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule 1 (basic rules and trivial definitions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule 2 (basic ko)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule 4 (minimal superko)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule 3 (threefold repetition)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules 3 and 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule 1 (basic rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A.7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B.8 and B.9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suicide as a ko threat (Art. 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989) (the basic rule common to every ruleset, not restated there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989) (basic ko rule only; Art. 7-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989) (Art. 12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple ko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989) (confirmation phase, Art. 7-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double ko seki (&apos;no territory&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stated in the summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Korean)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suicide as a ko threat (Korean: illegal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (the basic rule common to every ruleset, not restated there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (basic ko rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double ko seki and Bent four (Korean: as Japanese)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (long cycles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part 1 (Introduction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (territory scoring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double ko seki (Korean: as Japanese)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (suicide illegal; 2002 Art. 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (the basic rule common to every ruleset, not restated there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (suicide illegal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (2002 Art. 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{citation}; two passes: {design}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bent four in the corner (must be played out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (area scoring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (AGA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suicide as a ko threat (AGA: self-capture illegal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (AGA) (the basic rule common to every ruleset, not restated there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple ko and Sending two, returning one (AGA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (AGA) (pass stones; White passes last)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bent four in the corner (play it out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (AGA) (area-equivalent scoring with pass stones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Tromp-Taylor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Tromp-Taylor) (the basic rule common to every ruleset, not restated there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989: basic ko rule only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989: confirmation, Art. 7-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (AGA superko as the BGA reads it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part 6B (Balanced Kos)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules 2 and 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989, Art. 12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} [custom combination based on {ruleset}; {options}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} [custom combination; {options}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989, Art. 7-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B.8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B.9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simplified Ing / New Zealand Rules (score)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simplified Japanese / Korean block (third ruleset; heading lost in the copy) (score)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part 2, Counting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simplified Japanese / Korean block (third ruleset; heading lost in the copy) (seki)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no option decides this rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the diagram library&apos;s notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message>
        <source>{sentence} {next_sentence}</source>
        <extracomment>How a game can end or stop (NodeRuling reasons with status &quot;ended&quot;/&quot;stopped&quot;, Game.ended[1], and a session&apos;s resignation): successive passes, a long cycle without result, threefold repetition, and resigning. Every topic a text can answer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player may resign at any time and the opponent wins; no ruleset forbids it, though this text does not spell it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player may resign at any time and the opponent wins; no ruleset forbids it, though the summary does not mention it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move is either a pass or one of the player&apos;s own stones on an empty intersection; opposing regions left without an adjacent empty intersection are removed before the player&apos;s own. Suicide is allowed, so a play may also remove the player&apos;s own region, and no play may bring back an arrangement of stones the board has shown before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move is either a pass or one of the player&apos;s own stones on an empty intersection; opposing regions left without an adjacent empty intersection are removed before the player&apos;s own. A play that would need the removal of one of the player&apos;s own regions is prohibited, and no play may bring back an arrangement of stones the board has shown before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No play may bring back an arrangement of black and white stones that the board has shown before, looking at the board after the play and its removals. Cycles longer than two moves get no other special treatment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No play may bring back an arrangement of black and white stones that the board has shown before, looking at the board after the play and its removals. The commentary names this positional superko: who is to move does not matter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A play puts one of the player&apos;s own stones on an empty intersection, so an intersection that already holds a stone cannot be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the alternation has ended and the removals are agreed or settled, no more moves are made: the winning phase gives the game to the player with the better score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a turn a player either says &apos;pass&apos; or places a stone of their colour on an unoccupied intersection; opposing stones without liberties are removed first, then the player&apos;s own, so suicide is allowed. The play counts as a move only if the board it leaves differs from every board left by that player&apos;s earlier moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A play places a stone on an unoccupied intersection; an occupied one cannot take a stone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A play is not a legal move if the whole board it leaves is the board &quot;after any of that player&apos;s previous moves&quot;, passes included. This is situational superko: a board may come back only with the other player to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends once both players agree there is nothing worthwhile left to play, and dead stones may then be taken off by mutual agreement. Players who disagree about dead stones keep playing; if they cannot settle who is to move next, every stone stays on the board as alive and is counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the players have agreed that the game is finished and settled the dead stones, no more moves are made; each player&apos;s territory is counted (stones plus the empty points they surround) and the player with more points wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On each turn a player plays a stone or passes. A single stone that would only capture itself counts as a pass, a suicide of more stones is legal, and a play is refused only when it recaptures a hot stone at once or disturbs a cycle a second time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn puts a stone on an empty point or is a pass; a point that holds a stone cannot be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-capture of a single stone is treated as a pass play. Suicide of two or more stones is legal: the player&apos;s own stones come off, which can make a ko threat or change liberty counts but never gains points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stone that has just captured in a basic ko may not be captured back at once; the SST article calls this basic to every rule system. Such a stone is the simplest kind of hot stone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a fighting ko the stones that have just captured are hot stones: they may not be taken until some other move or pass has been played in between. Hot stones may be several stones (double hot stones in long life, twin hot stones in a triple ko), which turns complex kos into basic kos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting off a cyclic sequence of repeated positions is called disturbing, and each player may disturb only once in the whole game. After that the disturber may not start the cycle again, so a balanced ko is no endless source of ko threats and false-eyed groups cannot kill real-eyed ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two consecutive passes adjourn the game so that the players can settle which groups are alive. If they agree the game is over; if not, play resumes until the dispute is settled, and two more passes after agreement end the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the final pass, or once counting has begun, play may not resume, even for an overlooked point. Each side then fills its area with its remaining stones (Ing counting) and the winner is the side with empty points left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game may end by resignation; once it is resigned, a win on time can no longer be called.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two successive passes end the alternation, and the players then agree or disagree on which stones to remove. If they disagree, nothing is removed and alternation continues as a contest of skill until two more successive passes; then the score (stones plus surrounded empty regions) decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suicide is forbidden: no play may be made that would need one of the player&apos;s own regions removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two successive passes end the alternation, and the players then agree or disagree on which stones to remove. A disagreement is played out in continued alternation, a contest of skill a referee may not overrule, until two more successive passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the imagined wise play that settles a disagreement, recreating a position is treated wisely so that ko threats are of no use. We read this as: a player whose stone was taken in a ko may retake it there only after passing once for that ko.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two successive passes end the alternation. If the players disagree on removals, the stones that wise continued play could have removed are removed, judged by imagined play that is not kept and costs nothing, with stones in seki left alone; there is no confirmation phase, so dame and needed defensive moves belong in the alternation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the alternation has ended and the removals are settled, the winning phase scores each player&apos;s surrounded empty regions plus prisoners; intersections in seki score for nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suicide is prohibited: a play may not require the removal of one of the player&apos;s own regions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two successive passes end the alternation, with an extra pass by White if White did not pass last. Every pass adds one of the passer&apos;s stones to the prisoners, and a disagreement on removals is played out in continued alternation until two more passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move is a board play or a pass, and suicide is allowable. A board play is illegal only as an immediate basic ko recapture or when it would recreate the position in which the last two successive passes were made (minimal superko).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A board play puts a stone on an empty intersection; the text counts this among the trivial basic definitions it leaves out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic ko: when a single stone has captured a single stone, it may not be captured back on the very next move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimal superko: a board play may not recreate the position in which the last two successive passes were made. Only that one position is remembered, so two passes block a later return to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threefold repetition: when board plays bring the same position about a third time, the game ends. It is a draw if both players captured equally many stones in the loop; otherwise the player who captured fewer loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play is over when nobody resumes after a stop, and the stopped position is then scored; a threefold repetition ends the game at once, decided by the captures in the loop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resigning is one of the basic rules: a player may resign and the opponent wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three successive passes stop play and end the game phase. Resumption may be requested, a limited number of times, and starts a dispute phase with the move order kept; in the stopped position dead strings are those their owner acknowledges.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three successive passes stop play and end the game phase; resumption may be requested a limited number of times and starts a dispute phase with the move order kept. In dispute phases a pass hands the opponent a prisoner and both players must make equally many moves, with an obligatory extra pass if needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. A play that would leave a group of one&apos;s own without liberties is not allowed (article 4), and the basic ko rule forbids retaking a ko at once; there is no superko.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stone is placed on a vacant point; a point that holds a stone cannot be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No group without liberties may exist on the board, so a play that would leave the player&apos;s own stones without liberties is illegal (article 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ko: a stone that has just captured a single stone in a ko may not be captured back at once, so a ko threat must come first. In the confirmation after play, a player whose stone was taken in a ko may retake it only after passing once for that ko (article 7-2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A long cycle such as a triple ko or eternal life can repeat for ever under the basic ko rule; when the whole-board position repeats and the players agree, the game ends with no result (article 12). We end it when the same position with the same player to move comes a third time without a pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops and they agree which stones are dead. A disagreement is settled by confirmation, play that is not kept, in which a ko may be retaken only after a pass for that ko (article 7-2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once play has stopped and life and death is confirmed, the game is over: territory and prisoners are counted, and points in seki count for nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. Suicide is illegal and the basic ko rule forbids retaking a ko at once; there is no superko.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A play that would leave the player&apos;s own stones without liberties is illegal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ko: a stone that has just captured a single stone in a ko may not be captured back at once. Life and death is confirmed as under the Japanese rules, where a ko may be retaken only after passing once for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A long cycle that the players keep repeating annuls the game: it ends without result (the Korean word is rendered as a draw). The SST article likewise reports that the Korean association voids games that contain complex or multiple kos unless a player concedes the local fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops and they agree which stones are dead; a disagreement is settled by confirmation as under the Japanese rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once play has stopped and life and death is settled, territory and prisoners are counted, and points in seki count for nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. Suicide is illegal, and a play may not repeat a whole-board position that has occurred before (we apply the written superko rule as positional superko).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 2002 rules forbid whole-board repetition in principle (article 20), read here as positional superko: no play may recreate an earlier board. In practice referees settle some long cycles otherwise (no result, draw or replay).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops and they agree which stones are dead. Under area scoring a disputed position is simply played out, since playing inside one&apos;s own area costs nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once play has stopped and the dead stones are agreed, each side&apos;s area, its stones plus the points it surrounds, is counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. Self-capture is an illegal move, and superko forbids a play that brings back an earlier board with the same player to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-capture is an illegal move: a play may not leave the player&apos;s own stones without liberties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Superko, commonly read as situational: a play may not recreate an earlier board position with the same player to move. (The BGA reads it as natural situational superko instead.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops; each pass hands the opponent a stone as a prisoner, and White passes last, adding a pass if Black passed last. A disagreement about dead stones is played out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once play has stopped and the dead stones are agreed, the area is counted; with the pass stones and White passing last, territory counting gives the same result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players alternately place a stone on an empty point or pass. Suicide is allowed, and positional superko forbids any play that recreates an earlier board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stone is placed on an empty point; a point that holds a stone cannot be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positional superko: no play may recreate a board position that occurred earlier in the game, whoever is to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two successive passes end the game. Every stone still on the board counts as alive, and the area is scored as it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After two successive passes the game is over and no more moves are made; the stones left on the board all count as alive and the area is counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic ko: a stone that has just captured a single stone in a ko may not be captured back at once; no other repetition is forbidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stone that has just captured in a basic ko may not be captured back at once; under the Ing rules such a stone is the simplest kind of hot stone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the confirmation play after play stops, a player whose stone was taken in a ko may retake it only after passing once for that ko (article 7-2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the imagined wise play that settles a disagreement, ko threats are of no use: a player whose stone was taken in a ko may retake it only after passing once for that ko.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positional superko: no play may bring back an arrangement of black and white stones that the board has shown before, whoever is to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Situational superko: a play may not leave the whole board as it stood &quot;after any of that player&apos;s previous moves&quot;, so a board may come back only with the other player to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural situational superko: a player may not use a board play to recreate a board that the same player created with a board play; boards after passes and the start are nobody&apos;s creation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimal superko: a board play may not recreate the position in which the last two successive passes were made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a fighting ko the stones that have just captured are hot stones, which may not be taken until some other move or pass has been played in between; this turns complex kos into basic kos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting off a cyclic sequence of repeated positions is called disturbing, and each player may disturb only once in the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only basic ko restricts repetition: a ko may not be retaken at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No play may recreate an earlier board, whoever is to move (positional superko).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No play may recreate an earlier board with the same player to move (situational superko).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No board play may recreate a board that the same player created (natural situational superko).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic ko applies, and no board play may recreate the position in which the last two successive passes were made (minimal superko).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hot stones may not be captured back at once, and each player may disturb a cycle only once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-capture of a single stone is treated as a pass play; suicide of two or more stones is legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A long cycle that the players repeat ends the game with no result (article 12); we end it when the same position with the same player to move comes a third time without a pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threefold repetition: the same position arising a third time ends the game, drawn if both players captured equally many stones in the loop, otherwise lost by the player who captured fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move is a pass or a stone on an empty intersection, and suicide is forbidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move is a pass or a stone on an empty intersection, and suicide is allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move is a pass or a stone on an empty intersection, and a one-stone suicide counts as a pass and a larger one is legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three successive passes stop play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three successive passes stop play, with an extra pass by White if Black passed last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two successive passes stop play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two successive passes stop play, with an extra pass by White if Black passed last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every pass hands the opponent a prisoner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every pass hands the opponent a prisoner, and both players make equally many moves in a dispute phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pass in a dispute phase hands the opponent a prisoner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pass in a dispute phase hands the opponent a prisoner, and both players make equally many moves in a dispute phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game then ends and every stone on the board counts as alive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players agree on dead stones; a disagreement is settled by a confirmation play that is not kept (article 7-2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players agree on removals; a disagreement is settled by imagined wise play that is not kept and costs nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players agree on dead stones or play on; if they cannot agree who moves next, every stone stays on the board as alive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players agree on dead stones, and a disagreement is played out by resuming play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both players make equally many moves in a dispute phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the game has ended no more moves are made; each side&apos;s stones plus the empty points it surrounds are counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the game has ended no more moves are made; surrounded empty points plus prisoners are counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the game has ended no more moves are made; each side fills its area with its remaining stones (Ing counting).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points in seki count for nobody.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

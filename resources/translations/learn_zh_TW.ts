<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>Learn</name>
    <message>
        <source>{title}: {right} of {count} right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiz: {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Basic ko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When one stone takes one stone in a ko, the opponent could take straight back and the two could go on for ever. Every ruleset forbids that immediate recapture: the player must first play somewhere else, usually a threat the other side has to answer. In the Japanese and Korean confirmation play, after the game has stopped, a player whose stone was taken in a ko may retake it only after passing once for that ko.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positional superko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longer cycles than a single ko exist: with three kos on the board, or a double ko, the players can take in turn and come back to a board seen before. Positional superko forbids any play that makes the stones look exactly as they did at any earlier moment of the game, whoever is to move. The four simplified rulesets and Tromp-Taylor use it, and so does this app&apos;s reading of the Chinese ban on whole-board repetition; Japanese and Korean rules have only the basic ko ban.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Situational and natural situational superko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Situational superko looks at the whole situation, the stones and the player to move: a play may not bring back a board that occurred before with the same player to move. AGA rules, as commonly read, use it, and New Zealand&apos;s rule (no board as it stood after one of your own moves, passes counted) forbids the same plays. Natural situational superko forbids a player only the boards that player made with a stone, so boards after a pass, and the start, belong to nobody. A pass in the cycle is where positional and situational superko part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long cycles and no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japanese and Korean rules have only the basic ko ban, so nothing forbids the move that repeats a triple ko, a moonshine life or a long life. If the players keep repeating such a cycle the game ends without result: the Japanese text asks for the players&apos; agreement, and this app ends it when the same position, with the same player to move, comes back a third time with no pass in between. The superko rulesets forbid the move that closes the cycle instead, and Ing&apos;s rules stop it with hot stones or the disturbing rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threefold repetition and minimal superko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Renaissance rules keep the basic ko ban and let cycles run, but the third time the same position comes round the game ends: a draw if both sides captured as many stones in the loop, otherwise a loss for whoever captured fewer. Their minimal superko forbids a board play only one position: the one in which the last two successive passes were made. Three passes in a row stop play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ing&apos;s rules treat a ko fight apart from kos in which neither side can capture. In a ko fight the stones that have just captured are hot: the opponent may capture them only after a move or a pass in between. Hot stones can be two stones, as in long life (double hot stones), and in a triple ko the capturer&apos;s stones in the other kos that lock the same two groups are hot too (twin hot stones). That turns a triple ko or a long life into an ordinary fight instead of a cycle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ing&apos;s disturbing rule and balanced kos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ing&apos;s rules also limit cycles in kos where neither group can capture the other: setting off such a cycle is called disturbing, and each player may disturb only once in a game. The kos are balanced when both groups have the same number of inside liberties, two or more: each side disturbs once, after that neither can be captured, and the groups live in seki. When one group has a single inside liberty the kos are unbalanced: that side may answer only once, and here it dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suicide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A play that leaves its own string without liberties, capturing nothing, is suicide. Japanese, Korean, Chinese and AGA rules forbid it, as do three of the simplified rulesets. New Zealand, Tromp-Taylor, the Renaissance rules and the simplified Ing/NZ rules allow it, and Ing&apos;s rules allow the suicide of several stones while a lone stone&apos;s suicide counts as a pass. Where it is legal it can even serve as a ko threat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of play and disputes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two passes in a row stop play under most rulesets, three under the Renaissance rules, and Tromp-Taylor ends the game there with every stone alive. If the players then disagree about which stones are dead, the rulesets part: some play on, Japan and Korea settle it in a confirmation play that is not kept, where a player whose ko stone was taken must pass once for that ko before retaking it, and the simplified Japanese/Korean rules imagine wise play instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area and territory counting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area counting adds a side&apos;s stones on the board to the empty points it surrounds; territory counting adds the surrounded points to the prisoners taken. The two usually agree, but a move inside your own territory costs a point under territory counting and nothing under area counting. Pass stones cancel that cost: under AGA rules, and in a Renaissance B dispute, each pass of the opponent meanwhile hands over a prisoner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points in seki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An eye inside a seki is surrounded by one side&apos;s stones, yet Japanese and Korean rules count no point in a seki, while area counting and Renaissance B count it as usual. With the same komi, that one point can change the winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One odd dame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A neutral point left at the end is worth nothing under territory counting, but under area counting whoever fills it gains a point. With one such point left, the turn order decides who takes it, so with their usual komi (6.5 and 7.5) Japanese and Chinese rules can name different winners of the same game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handicap compensation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under area counting each handicap stone is a point on the board, so most area rulesets give White some back: a point per stone (Chinese), one less than the number of stones (AGA), a point per stone paid with White stones put in Black&apos;s area at two points each (Ing, as the SST article proposes), or none at all (New Zealand). Territory counting needs no compensation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under AGA rules every pass hands the opponent a stone as a prisoner, and White makes the last pass. In a game from an even start with alternate moves, the territory count then gives the same margin as the area count. The Japanese count has no pass stones, so here it gives Black two points less, and with each ruleset&apos;s usual komi the winner changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ing&apos;s rules count with a fixed supply of stones for each side, 180 on a full board: fill your own area with your stones, and what is left tells the result, empty points over mean a win and stones over mean a loss. The komi is 8 points, paid as four White stones put in Black&apos;s area, and Black wins a tie in an even game. A handicap game compensates White the same way, a point per handicap stone, and then White wins a tie.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>play goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game ends and is counted with every stone alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game ends without result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game ends in a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins by repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins by repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{point} is not such a point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not such a point.</source>
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
        <source>Black&apos;s pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White&apos;s pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black&apos;s {point}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White&apos;s {point}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tie: nobody wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins by {margin}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins on equal points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins by {margin}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins on equal points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under {ruleset} rules {player} {point} is legal. {explanation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under {ruleset} rules {player} {point} is illegal ({reason}): {explanation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is {move} (move {number}) legal under {ruleset} rules?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, it is legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No, it is illegal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ruleset} allows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ruleset} forbids it ({reason}): {explanation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which of these rulesets allow {move} (move {number})?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After {move} (move {number}), what happens under {ruleset} rules?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under {ruleset} rules, {happening}: {explanation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play has stopped. Who wins under {ruleset} rules, and by how much?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under {ruleset} rules: {explanation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play has stopped. Which of these rulesets give Black the win?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play has stopped. Which of these rulesets give White the win?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ko</source>
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
        <source>a hot stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disturbing rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>suicide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under {ruleset} rules {player} may not play at {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a point where {player} may not play now under {ruleset} rules ({bans}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Diagrams</name>
    <message>
        <source>Cycles and ko</source>
        <translation>循环与劫</translation>
    </message>
    <message>
        <source>Counting</source>
        <translation>计算胜负</translation>
    </message>
    <message>
        <source>Ing&apos;s rules</source>
        <translation>应氏规则</translation>
    </message>
    <message>
        <source>Main line</source>
        <translation>主线</translation>
    </message>
    <message>
        <source>Variation at move {number}</source>
        <translation>第{number}手起的变化</translation>
    </message>
    <message>
        <source>not a ruling: {text}</source>
        <translation>不是裁定：{text}</translation>
    </message>
    <message>
        <source>not a ruling (move number): {text}</source>
        <translation>不是裁定（手数）：{text}</translation>
    </message>
    <message>
        <source>not a ruling (extra word {word}): {text}</source>
        <translation>不是裁定（多余的词 {word}）：{text}</translation>
    </message>
    <message>
        <source>{file}: RULING[{value}] needs &apos;preset ids: ruling&apos;</source>
        <translation>{file}：RULING[{value}] 须写成“preset ids: ruling”（预设规则 ID: 裁定）</translation>
    </message>
    <message>
        <source>{file}: RULING names an unknown preset {id}</source>
        <translation>{file}：RULING 指定了未知的预设规则 {id}</translation>
    </message>
    <message>
        <source>{file}: two rulings for {id}</source>
        <translation>{file}：{id} 有两个裁定</translation>
    </message>
    <message>
        <source>{file} must hold exactly one game</source>
        <translation>{file} 必须恰好包含一局棋</translation>
    </message>
    <message>
        <source>{file}: ORDER must be a number</source>
        <translation>{file}：ORDER 必须是数字</translation>
    </message>
    <message>
        <source>{file}: THEME must be one of {themes}, not {theme}</source>
        <translation>{file}：THEME 必须是 {themes} 之一，而不是 {theme}</translation>
    </message>
    <message>
        <source>{file} could not be read: {reason}</source>
        <translation>{file} 无法读取：{reason}</translation>
    </message>
    <message>
        <source>no diagram {id}; the library has: {ids}</source>
        <translation>没有棋图 {id}；图库中有：{ids}</translation>
    </message>
    <message>
        <source>{title} ({transform})</source>
        <translation>{title}（{transform}）</translation>
    </message>
    <message>
        <source>the library&apos;s folder is missing</source>
        <translation>图库的文件夹不存在</translation>
    </message>
    <message>
        <source>The confirmation play goes on.</source>
        <translation>死活确认着手继续进行。</translation>
    </message>
    <message>
        <source>The hypothetical play goes on.</source>
        <translation>假想着手继续进行。</translation>
    </message>
    <message>
        <source>Every move is legal; play goes on (Black to play).</source>
        <translation>每一手都合法；对局继续（轮黑下）。</translation>
    </message>
    <message>
        <source>Every move is legal; play goes on (White to play).</source>
        <translation>每一手都合法；对局继续（轮白下）。</translation>
    </message>
    <message>
        <source>The confirmation play captured nothing: every stone on the board is alive.</source>
        <translation>死活确认着手没有提掉任何子：盘上所有棋子都是活棋。</translation>
    </message>
    <message>
        <source>The hypothetical play captured nothing: every stone on the board is alive.</source>
        <translation>假想着手没有提掉任何子：盘上所有棋子都是活棋。</translation>
    </message>
    <message>
        <source>The confirmation play captured {stones}: those stones are dead.</source>
        <translation>死活确认着手提掉了 {stones}：这些子是死子。</translation>
    </message>
    <message>
        <source>The hypothetical play captured {stones}: those stones are dead.</source>
        <translation>假想着手提掉了 {stones}：这些子是死子。</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>无胜负</translation>
    </message>
    <message>
        <source>confirmation play</source>
        <translation>死活确认着手</translation>
    </message>
    <message>
        <source>hypothetical play</source>
        <translation>假想着手</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>illegal at move {number} ({reason})</source>
        <translation>第{number}手为禁着（{reason}）</translation>
    </message>
    <message>
        <source>ended at move {number}: {result}, every stone alive</source>
        <translation>第{number}手终局：{result}，所有棋子都是活棋</translation>
    </message>
    <message>
        <source>ended at move {number}: Black wins by {reason}</source>
        <translation>第{number}手终局：因{reason}黑胜</translation>
    </message>
    <message>
        <source>ended at move {number}: White wins by {reason}</source>
        <translation>第{number}手终局：因{reason}白胜</translation>
    </message>
    <message>
        <source>ended at move {number}: draw by threefold repetition</source>
        <translation>第{number}手终局：因三次重复而和棋</translation>
    </message>
    <message>
        <source>ended at move {number}: {result} by {reason}</source>
        <translation>第{number}手终局：因{reason}{result}</translation>
    </message>
    <message>
        <source>ended at move {number}: {outcome}</source>
        <translation>第{number}手终局：{outcome}</translation>
    </message>
    <message>
        <source>counted after the confirmation play at move {number}: {result}; dead: {dead}</source>
        <translation>死活确认着手后于第{number}手计算：{result}；死子：{dead}</translation>
    </message>
    <message>
        <source>counted after the confirmation play at move {number}: {result}; no dead stones</source>
        <translation>死活确认着手后于第{number}手计算：{result}；没有死子</translation>
    </message>
    <message>
        <source>counted after the hypothetical play at move {number}: {result}; dead: {dead}</source>
        <translation>假想着手后于第{number}手计算：{result}；死子：{dead}</translation>
    </message>
    <message>
        <source>counted after the hypothetical play at move {number}: {result}; no dead stones</source>
        <translation>假想着手后于第{number}手计算：{result}；没有死子</translation>
    </message>
    <message>
        <source>counted at move {number}: {result}; dead: {dead}</source>
        <translation>第{number}手计算：{result}；死子：{dead}</translation>
    </message>
    <message>
        <source>counted at move {number}: {result}; no dead stones</source>
        <translation>第{number}手计算：{result}；没有死子</translation>
    </message>
    <message>
        <source>the 1 move legal</source>
        <translation>1手合法</translation>
    </message>
    <message>
        <source>all {number} moves legal</source>
        <translation>全部{number}手合法</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{option} must be one of {choices}, not {value}</source>
        <translation>{option} 必须是 {choices} 之一，而不是 {value}</translation>
    </message>
    <message>
        <source>passes must be 2 or 3, not {value}</source>
        <translation>passes 必须是 2 或 3，而不是 {value}</translation>
    </message>
    <message>
        <source>{option} must be a finite number, not {value}</source>
        <translation>{option} 必须是有限的数，而不是 {value}</translation>
    </message>
    <message>
        <source>{option} must be a number, not {value}</source>
        <translation>{option} 必须是数字，而不是 {value}</translation>
    </message>
    <message>
        <source>unknown ruleset {id}; choose one of {ids}</source>
        <translation>未知的规则 {id}；请从以下选择：{ids}</translation>
    </message>
    <message>
        <source>rules option {item} should read key=value</source>
        <translation>规则选项 {item} 应写成 key=value</translation>
    </message>
    <message>
        <source>unknown rules option {key}; options are base, {options}</source>
        <translation>未知的规则选项 {key}；选项有 base、{options}</translation>
    </message>
    <message>
        <source>{base} with {options}</source>
        <translation>{base}，并设定 {options}</translation>
    </message>
    <message>
        <source>{option} must be yes or no, not {value}</source>
        <translation>{option} 必须是 yes 或 no，而不是 {value}</translation>
    </message>
    <message>
        <source>Custom ({spec})</source>
        <translation>自定义（{spec}）</translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>New Zealand</source>
        <translation>新西兰规则</translation>
    </message>
    <message>
        <source>Ing SST</source>
        <translation>应氏规则（SST）</translation>
    </message>
    <message>
        <source>Simplified Ing/NZ</source>
        <translation>简化规则 应氏/新西兰</translation>
    </message>
    <message>
        <source>Simpl. Ing/NZ</source>
        <translation>简化 应氏/新西兰</translation>
    </message>
    <message>
        <source>Simplified Chinese</source>
        <translation>简化规则 中国</translation>
    </message>
    <message>
        <source>Simpl. Chinese</source>
        <translation>简化 中国</translation>
    </message>
    <message>
        <source>Simplified Japanese/Korean</source>
        <translation>简化规则 日本/韩国</translation>
    </message>
    <message>
        <source>Simpl. Jp/Kr</source>
        <translation>简化 日/韩</translation>
    </message>
    <message>
        <source>Simplified AGA</source>
        <translation>简化规则 AGA</translation>
    </message>
    <message>
        <source>Simpl. AGA</source>
        <translation>简化 AGA</translation>
    </message>
    <message>
        <source>Renaissance (area, A)</source>
        <translation>文艺复兴规则（数子，A）</translation>
    </message>
    <message>
        <source>Renaissance A</source>
        <translation>文艺复兴 A</translation>
    </message>
    <message>
        <source>Renaissance (territory with pass stones, B)</source>
        <translation>文艺复兴规则（数目法加停着交子，B）</translation>
    </message>
    <message>
        <source>Renaissance B</source>
        <translation>文艺复兴 B</translation>
    </message>
    <message>
        <source>Japanese 1989</source>
        <translation>日本规则（1989）</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本规则</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>韩国规则</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中国规则</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA 规则</translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation>Tromp-Taylor 规则</translation>
    </message>
</context>
<context>
    <name>RulesetText</name>
    <message>
        <source>Area scoring with suicide allowed and komi 7, so draws are possible. A play may not repeat the whole-board position as it stood after any earlier move of the same player, a pass included. Players who disagree about dead stones play on; if they cannot agree who moves next, every stone stays on the board and counts.</source>
        <translation>数子法，允许自杀，贴目7目，因此可能出现和棋。一手棋不得重现同一方此前任何一手（包括停一手）之后的全局局面。对死子有分歧的双方继续对局；如果双方不能就由谁下一手达成一致，所有棋子都留在盘上并计算在内。</translation>
    </message>
    <message>
        <source>Area counting by filling each area with a fixed supply of stones (180 each on 19x19); komi 8 given as four White stones in Black&apos;s area; shared points filled alternately with equal numbers of stones. The winner has empty points left, the loser stones left over; the margin is the winning point plus twice the losing stones, or just twice the losing stones when an odd shared point (or an odd handicap&apos;s open point) stays empty, and only then can there be a tie: Black wins ties in even games, White in handicap games. Suicide of one stone counts as a pass, of more stones is legal. Ko: the stones that just captured in a fighting ko are hot and may not be captured back until another move has been played (double hot stones in long life, twin hot stones in triple ko); each player may disturb, setting off a cycle of repeated positions, once per game. In a balanced ko only the attacker disturbs, so an atari there can always be answered and a balanced double ko stays seki.</source>
        <translation>数子法，每方用固定数量的棋子（19路盘每方180子）填满各自的区域来计算；贴8目的方式是在黑方区域中放4枚白子；公共点由双方以相同数量的棋子轮流填充。胜方剩下空点，负方剩下棋子；胜负之差为取胜的1点加上负方剩余棋子的两倍，但当奇数个公共点（或奇数让子留下的空点）保持空着时，差仅为负方剩余棋子的两倍，也只有这时才会出现平局：分先对局平局黑胜，让子棋平局白胜。一子自杀算作停一手，多子自杀合法。劫：争劫中刚提子的棋子是热子，必须在另外下过一手之后才能提回（长生劫中为双热子，三劫中为孪生热子）；每方每局可以搅劫一次，即引起一次局面重复的循环。均衡劫中只有进攻方搅劫，因此那里的叫吃总能应对，平衡的双劫始终是双活。</translation>
    </message>
    <message>
        <source>The common simplified rules with area scoring and suicide allowed. No play may recreate an earlier board (positional superko). A disagreement on dead stones is settled by continuing play until two more passes.</source>
        <translation>通用的简化规则，采用数子法并允许自杀。任何一手都不得重现先前的局面（位置超级劫）。对死子的分歧通过继续对局直到再有两次停一手来解决。</translation>
    </message>
    <message>
        <source>The common simplified rules with area scoring and suicide forbidden; positional superko; disagreements are played out.</source>
        <translation>通用的简化规则，采用数子法并禁止自杀；位置超级劫；分歧通过实战下出来解决。</translation>
    </message>
    <message>
        <source>The common simplified rules with territory scoring: empty points surrounded by one player plus prisoners; points in seki score for nobody. Positional superko during play. There is no confirmation phase: the players fill dame and make the needed defensive moves during play, and a disagreement on dead stones is settled by imagined wise play that is not kept and costs nothing, in which ko threats are of no use and stones in seki are not removed.</source>
        <translation>通用的简化规则，采用数目法：一方围住的空点加上提子；双活中的点不归任何一方。对局中位置超级劫。没有死活确认阶段：双方在对局中收完单官并下好必要的补棋，对死子的分歧通过假想的明智着法来解决，这些着法不保留、不计代价，其中劫材不起作用，双活中的棋子也不被提掉。</translation>
    </message>
    <message>
        <source>The common simplified rules with pass stones: every pass hands the opponent a prisoner, and White passes last, so that in a game played from an even start with alternate moves area and territory counting give the same result. Positional superko; suicide forbidden; disagreements are played out.</source>
        <translation>通用的简化规则，加上停着交子：每停一手都要交给对方一枚提子，并由白方最后停一手，因此在从分先开始、双方交替落子的对局中，数子法和数目法得出相同的结果。位置超级劫；禁止自杀；分歧通过实战下出来解决。</translation>
    </message>
    <message>
        <source>Basic ko; a third occurrence of the same position ends the game, drawn if both players captured equally many stones in the loop, otherwise lost by the player who captured fewer; a board play may not recreate the position in which the last two successive passes were made (minimal superko); three successive passes stop play, and play may resume in a dispute phase. Area scoring; suicide allowed.</source>
        <translation>基本的劫规则；同一局面第三次出现时对局结束，若在该循环中双方提子数相同则为和棋，否则提子较少的一方负；盘上着手不得重现最后两次连续停一手时的局面（最小超级劫）；连续三次停一手使对局停止，之后可在争议阶段继续对局。数子法；允许自杀。</translation>
    </message>
    <message>
        <source>The Renaissance ko and stop rules with territory scoring: territory plus prisoners plus dead stones. In dispute phases a pass hands the opponent a prisoner and both players make equally many moves (an extra pass completes the stop if needed).</source>
        <translation>文艺复兴规则的劫规则和停止规则，采用数目法：目数加提子加死子。在争议阶段，每停一手都要交给对方一枚提子，双方着手数相同（必要时以额外的停一手完成停止）。</translation>
    </message>
    <message>
        <source>Territory scoring with prisoners; points in seki do not count. Only the basic ko rule during play; a long cycle (triple ko, eternal life) that the players repeat ends the game with no result. Life and death is confirmed after play by a confirmation play that is not kept, in which a player may retake a ko only after passing once for that ko.</source>
        <translation>数目法，计入提子；双活中的点不计算。对局中只有基本的劫规则；双方重复的长循环（三劫循环、长生劫）使对局以无胜负结束。死活在对局后通过不保留的死活确认着手来确认，其中一方只有为某个劫停一手之后才能提回该劫。</translation>
    </message>
    <message>
        <source>Like the Japanese rules: territory scoring, no points in seki, basic ko, and a repeating long cycle annuls the game (no result).</source>
        <translation>与日本规则相同：数目法，双活中的点不计算，基本的劫规则，重复的长循环使对局无效（无胜负）。</translation>
    </message>
    <message>
        <source>Area scoring, suicide forbidden, no play may recreate an earlier whole-board position. In a handicap game White receives one point per handicap stone.</source>
        <translation>数子法，禁止自杀，任何一手都不得重现先前的全局局面。让子棋中白方每个让子得1点。</translation>
    </message>
    <message>
        <source>The text&apos;s superko is not natural situational superko: it counts a pass as a move, so the positions after a player&apos;s passes are forbidden to that player too. Every position with the opponent to play arose after one of the player&apos;s moves, so the rule forbids exactly what situational superko forbids, and the engine applies situational superko. A diagram&apos;s starting position is read as following a move of the player who is not to play. A handicap game follows the text: Black plays the n stones anywhere while White passes its first n - 1 moves (a record may set the stones up instead, without the passes), and White gets no komi and no compensation.</source>
        <translation>条文中的超级劫并不是自然情境超级劫：它把停一手算作一手，因此一方停一手之后的局面也禁止该方重现。每个轮到对方下的局面都出现在该方的某一手之后，所以这条规则所禁止的恰好就是情境超级劫所禁止的，引擎采用情境超级劫。棋图的起始局面视为紧接在不该下的一方的一手之后。让子棋依照条文：白方前 n - 1 手停一手，其间黑方把 n 个子下在任意位置（棋谱也可以不记这些停一手而直接摆放这些子），白方既无贴目也无补偿。</translation>
    </message>
    <message>
        <source>Counting: each player&apos;s supply is half the board&apos;s points (40 each on 9x9); a diagram whose set-up stones would leave a bowl short gives both players the same larger supply, enough for its stones, and the account says so. Compensation that finds no empty point in Black&apos;s area counts two points a stone, and a komi other than whole points has no fill-in account. A handicap game follows the text: Black places the stones anywhere (White&apos;s first N-1 moves are passes), White gets no komi (the 8 points are for even games) and a point per handicap stone, given as N/2 White stones put in Black&apos;s area with one point of it left open for an odd N (Counting, item 5, which the SST says is not in Ing&apos;s official texts), and White wins ties. The SST text defines its ko rules by examples; we compute them as follows. A capture is a ko capture when the capturing string (one to three stones) took exactly as many stones and is left in atari at one of the points it emptied. The two locked groups are the opposing strings around the capturing stones and the capturer&apos;s strings around that point; the ko is balanced when, before or after the capture, both have the same number of internal liberties, at least two. A liberty is internal when the empty area it lies in is enclosed by the two locked groups alone, every stone around it belonging to one of them or being a ko stone between them (one to three stones in atari held only by the two groups): an eye counts, a ko point counts when its ko stone sits in the other group&apos;s mouth, and a liberty the two groups share counts for both; a ko point whose ko stone sits in the mouth of a third group (an external ko) does not, nor does a liberty open to the rest of the board. Basic one-stone kos are hot everywhere; in an unbalanced (fighting) ko, a capturing string of two or three stones is hot too, and when three or more kos lock the same groups the capturer&apos;s other ko stones there are twin hot stones (kos that lock the same two strings, each a separate ko, not a chain of kos where retaking one dissolves the next). A cycle is a return to an earlier board with the same player to move. In a balanced ko the attacker disturbs: a capture made while both locked groups had equally many internal liberties puts the opponent in atari, and if it recreates an earlier position it uses up the attacker&apos;s one disturbance; a capture that answers the atari (retaking another ko) never disturbs, so a balanced double or quadruple ko stays seki however often the game is adjourned and resumed. Any other cycle is charged, when a position first recurs, to the first player who attacked in a balanced ko in the lap, or else to the player whose board play began the lap, even if the moves between went through ko threats or passes that left the board as it was. A capture in a fighting ko that does not save the capturer&apos;s own locked group from atari begins no lap (taking a ko is the ordinary fight; the answer that takes another ko instead of finding a threat sets off the cycle): in the SST&apos;s external-ko example Black&apos;s capture of the external ko is free, and White, whose ring has one internal liberty, may answer it by taking an internal ko once only. In long life, when White&apos;s throw-in brings back the start, Black (who began with the sending move) has used up its disturbance. Each player may disturb once; after that the disturber may not attack in a balanced ko into an earlier position, recreate a position of its cycle, or begin a new one.</source>
        <translation>计算：每方的棋子数量为棋盘点数的一半（9路盘每方40子）；如果棋图中摆放的棋子会使棋罐里的棋子不够，则给双方同样多、足够容纳这些棋子的更大数量，并在计算说明中注明。在黑方区域中找不到空点的补偿每子按2点计算，非整数的贴目不作填子计算。让子棋依照条文：黑方把让子放在任意位置（白方的前 N-1 手为停一手），白方没有贴目（8目是就分先对局而言的），每个让子补偿1目，方式是在黑方区域中放入 N/2 个白子，N 为奇数时在黑方区域中留出1个空点（计算第5条；SST 指出这不在应氏规则的正式条文中）；平局时白方胜。SST 条文以举例来定义其劫的规则；这里按以下方式计算。提子的棋串（一至三子）恰好提掉同样数量的棋子，并在它所提空的某一点上处于被叫吃状态时，这次提子就是提劫。两块相互锁住的棋是：围住提子棋子的对方棋串，以及围住该点的提子方棋串；在提子之前或之后，若两者的内气数相同且至少为两口，这个劫就是均衡劫。一口气是内气，当它所在的空区域只由这两块锁住的棋围住，其周围每个棋子要么属于其中一块，要么是两者之间的劫子（只被这两块棋夹住、处于被叫吃状态的一至三子）：眼算内气；劫点在其劫子位于另一块棋的虎口中时算内气；两块棋共有的气对双方都算。劫子位于第三块棋虎口中的劫点（外劫）不算，通向盘上其他部分的气也不算。基本的单子劫在任何情况下都是热子；在不平衡的劫（争劫）中，两子或三子的提子棋串也是热子；当三个或更多的劫锁住同样的棋时，提子方在那里的其他劫子是孪生热子（这些劫锁住同样的两个棋串，各自是独立的劫，而不是提回一个就会消解下一个的连环劫）。循环是指回到同一方轮下的先前局面。均衡劫中由进攻方搅劫：在两块锁住的棋内气数相等时所做的提子使对方被叫吃，如果它重现了先前的局面，就用掉了进攻方唯一的一次搅劫；应对叫吃的提子（提回另一个劫）永远不算搅劫，因此平衡的双劫或四劫无论封盘和续弈多少次都始终是双活。其他任何循环，在某一局面首次重现时，归于该轮中第一个在均衡劫中进攻的一方，若没有，则归于以盘上着手开始该轮的一方，即使其间的着手经过了劫材或未改变盘面的停一手。争劫中未能使提子方自己被锁住的棋脱离叫吃的提子，不开始一轮（提劫是普通的争夺；不找劫材而改提另一个劫的应手才引起循环）：在 SST 的外劫例子中，黑方提外劫不受限制，而环形棋块只有一口内气的白方，只能有一次以提内部的劫来应对。在长生劫中，当白方的扑入使局面回到起点时，（以送子之手开始的）黑方已用掉其搅劫。每方只能搅劫一次；此后搅劫方不得在均衡劫中进攻而形成先前的局面，不得重现其循环中的局面，也不得开始新的循环。</translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. Komi 7 follows the New Zealand rules, and so does a handicap game: Black places the stones anywhere, and White gets no komi and no compensation.</source>
        <translation>简化规则的条文将贴目等补偿交由比赛规程规定；这里的贴目是本软件的默认值，可以更改。贴7目依照新西兰规则，让子棋也依照新西兰规则：黑方把让子放在任意位置，白方既无贴目也无补偿。</translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. Komi and handicap compensation follow the Chinese rules: in a handicap game Black places the stones anywhere, and White gets no komi and a point per handicap stone.</source>
        <translation>简化规则的条文将贴目等补偿交由比赛规程规定；这里的贴目是本软件的默认值，可以更改。贴目和让子补偿依照中国规则：让子棋中黑方把让子放在任意位置，白方没有贴目，每个让子补偿1目。</translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. A handicap game follows the Japanese rules: the stones go on the standard points, and White gets no komi and no compensation, which territory counting does not need. The text leaves it to wisdom how recreating a position is treated in the imagined play, only that ko threats must be of no use there; we let a player retake a ko there only after passing once for that ko, which makes ko threats useless, and moves and passes there cost nothing. Points in seki are found as the text assumes dame are filled: an empty point next to both colours where a play by either would be self-atari is shared in seki, and the eyes of the groups next to it do not count.</source>
        <translation>简化规则的条文将贴目等补偿交由比赛规程规定；这里的贴目是本软件的默认值，可以更改。让子棋依照日本规则：让子放在规定位置，白方既无贴目也无补偿，数目法不需要补偿。条文对假想着法中如何处理局面重现交由明智判断，只要求劫材在其中不起作用；这里规定只有为某个劫停一手之后才能在那里提回该劫，这使劫材失去作用，而且其中的着手和停一手都不计代价。双活中的点按条文所设想的单官已收完的情况来确定：与双方棋子都相邻、任何一方在此落子都会使自己被叫吃的空点，是双活中的公共点，与它相邻的棋块的眼也不计算。</translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. Komi and handicap compensation follow the AGA rules: in a handicap game the stones go on the standard points, and White gets komi 0.5 and a point per handicap stone after the first. The engine counts the area; the count&apos;s note gives territory and prisoners beside it and, where the two differ (a handicap, a diagram&apos;s set-up stones, moves out of turn), says why. White&apos;s extra pass when Black passed last is read as ending every phase of play, a dispute phase included.</source>
        <translation>简化规则的条文将贴目等补偿交由比赛规程规定；这里的贴目是本软件的默认值，可以更改。贴目和让子补偿依照 AGA 规则：让子棋中让子放在规定位置，白方得到贴目0.5目，并且除第一个让子外每个让子补偿1目。引擎按数子法计算；计算说明中同时给出目数和提子，若两者不同（让子、棋图中摆放的棋子、非轮次的着手），则说明原因。黑方最后停一手时白方的追加停一手，我们理解为适用于每个对局阶段的结束，包括争议阶段。</translation>
    </message>
    <message>
        <source>Repetition counts the same board with the same player to move; an occurrence counts when a board play (or the start) produces it, passes do not. The text leaves the komi open and says nothing of handicap games beyond naming the handicap among the basic definitions it leaves out. Ours are defaults, each komi a half point, so that a count cannot tie and only repetition draws a game: komi 7.5 in an even game. In a handicap game Black places the stones anywhere, and White gets komi 0.5 and a point per handicap stone after the first, the compensation the AGA rules give for area counting.</source>
        <translation>重复是指同一方轮下的同一盘面；某一局面由盘上着手（或开局）产生时计为出现一次，停一手则不计。条文未规定贴目，对让子棋也只字未提，只是在省略的基本定义中列出了让子。这里的数值是默认值，每个贴目都带半目，因此计算不会出现平局，只有重复才会导致和棋：分先对局贴7.5目。让子棋中黑方把让子放在任意位置，白方得到贴目0.5目，并且除第一个让子外每个让子补偿1目，这是 AGA 规则对数子法规定的补偿。</translation>
    </message>
    <message>
        <source>As for variant A. Territory counts the points surrounded by live stones, seki eyes included (the B text has no seki exception). The text leaves the komi open and says nothing of handicap games. Ours are defaults, half points as for variant A: komi 6.5 in an even game. In a handicap game Black places the stones anywhere, and White gets komi 0.5 and no compensation, which territory counting does not need.</source>
        <translation>同 A 版。目数计算被活棋围住的点，包括双活中的眼（B 版条文没有关于双活的例外）。条文未规定贴目，对让子棋也只字未提。这里的数值是默认值，与 A 版一样带半目：分先对局贴6.5目。让子棋中黑方把让子放在任意位置，白方得到贴目0.5目，没有补偿，数目法不需要补偿。</translation>
    </message>
    <message>
        <source>The 1989 text needs the players&apos; agreement to end a repeating game without result; we end it when the same board with the same player to move occurs a third time with no pass in between. Article 7-2 lets the player whose stone was captured in a ko recapture there after passing once for that ko: each pass serves one ko, so two kos taken from the same player need two passes. A pass serves whichever ko, taken before the pass, the player retakes next (as if the player had named it), and a pass made before a ko was taken serves nothing there. The articles we model say nothing of handicap games; we follow Japanese practice: the stones go on the standard points, and White gets no komi and no compensation, which territory counting does not need, so a tie is a draw (jigo).</source>
        <translation>1989年的条文规定，要以无胜负结束重复的对局须经双方同意；这里在同一方轮下的同一盘面第三次出现且其间没有停一手时结束对局。第7条第2款规定，在劫中被提子的一方，为该劫停一手之后可以在那里提回：每次停一手只对一个劫有效，因此同一方被提的两个劫需要停两手。一次停一手对该方在停一手之前被提、接下来要提回的那个劫有效（就如同该方指定了这个劫），而在劫被提之前所做的停一手对该劫没有任何作用。这里所依据的条文对让子棋只字未提，因此遵循日本的惯例：让子放在规定位置，白方既无贴目也无补偿（数目法不需要补偿），因此同分为和棋（持碁）。</translation>
    </message>
    <message>
        <source>As for the Japanese preset: the third occurrence without a pass ends the game, and a handicap game is read the same way: the stones go on the standard points, and White gets no komi and no compensation.</source>
        <translation>与日本规则的预设相同：没有停一手的第三次出现使对局结束；让子棋也同样理解：让子放在规定位置，白方既无贴目也无补偿。</translation>
    </message>
    <message>
        <source>We follow the written superko rule (positional). In practice Chinese referees rule some cycles differently (a triple ko may be voided, moonshine life is dead); the engine does not model a referee&apos;s discretion. In a handicap game Black places the stones anywhere, as the Chinese rules are commonly read, and White gets no komi and a point per handicap stone.</source>
        <translation>这里遵循成文的超级劫规则（位置超级劫）。实际上中国的裁判对某些循环有不同的裁定（三劫循环可能判为无效，“假生”（moonshine life）判为死棋）；引擎不模拟裁判的裁量。让子棋中，按照对中国规则的通常理解，黑方把让子放在任意位置，白方没有贴目，每个让子补偿1目。</translation>
    </message>
    <message>
        <source>Area counting with pass stones and White passing last, so that in a game played from an even start with alternate moves territory counting gives the same result (handicap compensation makes up for the handicap stones); situational superko (no board may recur with the same player to move); suicide forbidden; handicap stones on the star points, White receives one point per handicap stone after the first.</source>
        <translation>数子法，使用停着交子并由白方最后停一手，因此在从分先开始、双方交替落子的对局中，数目法也得出相同的结果（让子补偿抵消让子）；情境超级劫（同一方轮下时同一盘面不得再次出现）；禁止自杀；让子放在星位上，白方从第二个让子起每个让子得1点。</translation>
    </message>
    <message>
        <source>Superko is read as situational, the common interpretation. The engine counts the area; the count&apos;s note gives territory and prisoners beside it and says why they differ where they do (a diagram&apos;s set-up stones, moves out of turn). White&apos;s extra pass when Black passed last is read as ending every phase of play, a dispute phase included. In a handicap game the stones go on the standard points, and White gets komi 0.5 and a point per handicap stone after the first.</source>
        <translation>超级劫按通常的解释理解为情境超级劫。引擎按数子法计算；计算说明中同时给出目数和提子，并在两者不同时说明原因（棋图中摆放的棋子、非轮次的着手）。黑方最后停一手时白方的追加停一手，我们理解为适用于每个对局阶段的结束，包括争议阶段。让子棋中让子放在规定位置，白方得到贴目0.5目，并且除第一个让子外每个让子补偿1目。</translation>
    </message>
    <message>
        <source>The logical rules: positional superko, suicide allowed, two passes end the game and every stone still on the board is alive; area scoring.</source>
        <translation>逻辑规则：位置超级劫，允许自杀，两次停一手结束对局，盘上剩下的所有棋子都是活棋；数子法。</translation>
    </message>
    <message>
        <source>The rules set no komi; 7.5 is our default. They say nothing of handicap games either; we read one as the New Zealand rules do: Black places the stones anywhere, and White gets no komi and no compensation.</source>
        <translation>规则未规定贴目；7.5目是本软件的默认值。规则对让子棋也只字未提，这里按新西兰规则的方式理解：黑方把让子放在任意位置，白方既无贴目也无补偿。</translation>
    </message>
</context>
<context>
    <name>Transform</name>
    <message>
        <source>turned a quarter</source>
        <extracomment>The transforms, by name. rot90, rot180 and rot270 turn the board clockwise (as the learner looks at it, A1 at the bottom left) by a quarter, a half and three quarters; mirror reflects it left to right (A &lt;-&gt; T on 19x19); swap gives every stone, move and mark the other colour.</extracomment>
        <translation>顺时针旋转90度</translation>
    </message>
    <message>
        <source>turned half way</source>
        <translation>旋转180度</translation>
    </message>
    <message>
        <source>turned three quarters</source>
        <translation>顺时针旋转270度</translation>
    </message>
    <message>
        <source>reflected</source>
        <translation>左右镜像</translation>
    </message>
    <message>
        <source>colours swapped</source>
        <translation>黑白互换</translation>
    </message>
    <message>
        <source>no transform {name}; choose one of {names}</source>
        <translation>没有变换 {name}；可选：{names}</translation>
    </message>
</context>
<context>
    <name>gogui-rules</name>
    <message>
        <source>{prog}: error: {message}</source>
        <translation>{prog}: 错误: {message}</translation>
    </message>
    <message>
        <source>{prog}: warning: {message}</source>
        <translation>{prog}: 警告: {message}</translation>
    </message>
    <message>
        <source>Ruleset ids: {ids}. A custom ruleset: --rules base=ID,key=value,... with the option names ko, cycles, suicide, scoring, seki, passes, pass-stones, white-passes-last, disputes, removals, equal-dispute-moves, komi, handicap-komi, ties, handicap-ties, handicap-placement, handicap-compensation.</source>
        <translation>规则 ID：{ids}。自定义规则：--rules base=ID,key=value,...，选项名称为 ko, cycles, suicide, scoring, seki, passes, pass-stones, white-passes-last, disputes, removals, equal-dispute-moves, komi, handicap-komi, ties, handicap-ties, handicap-placement, handicap-compensation。</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>用法: </translation>
    </message>
    <message>
        <source>{prog}: error: {message} (see {prog} --help)</source>
        <translation>{prog}: 错误: {message}（参见 {prog} --help）</translation>
    </message>
    <message>
        <source>Replay the main line of every game in an SGF file under one or more rulesets and report what each says: which move is illegal and why, when the game ends, who wins.</source>
        <translation>按一种或多种规则重放 SGF 文件中每局棋的主线，并报告每种规则的裁定：哪一手为禁着及其原因，对局何时结束，谁获胜。</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>位置参数</translation>
    </message>
    <message>
        <source>options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>显示此帮助信息并退出</translation>
    </message>
    <message>
        <source>an SGF file</source>
        <translation>一个 SGF 文件</translation>
    </message>
    <message>
        <source>replay a diagram of the built-in library instead of a file</source>
        <translation>重放内置图库中的一个棋图，而不是文件</translation>
    </message>
    <message>
        <source>list the built-in diagrams and exit</source>
        <translation>列出内置棋图并退出</translation>
    </message>
    <message>
        <source>a preset id, or &apos;all&apos; (repeatable; default: all presets)</source>
        <translation>预设规则的 ID，或 &apos;all&apos;（可重复；默认：所有预设规则）</translation>
    </message>
    <message>
        <source>a custom ruleset base=ID,key=value,... (repeatable)</source>
        <translation>自定义规则 base=ID,key=value,...（可重复）</translation>
    </message>
    <message>
        <source>komi (default: the file&apos;s KM, else the ruleset&apos;s)</source>
        <translation>贴目（默认：文件中的 KM，否则为规则的贴目）</translation>
    </message>
    <message>
        <source>score an unfinished game as if both players passed now</source>
        <translation>把未结束的对局当作双方现在都停一手来计算</translation>
    </message>
    <message>
        <source>dead stones for the count (default: TB/TW marks on the last node)</source>
        <translation>计算时的死子（默认：最后一个节点上的 TB/TW 标记）</translation>
    </message>
    <message>
        <source>print the questions Learn mode asks on the diagram (its lessons&apos; questions) or on the file&apos;s main line, with their answers</source>
        <translation>打印学习模式对该棋图提出的问题（其课程中的问题）或对文件主线提出的问题，并附答案</translation>
    </message>
    <message>
        <source>with --questions: the questions of one lesson of Learn mode&apos;s course (its ids: --course --json)</source>
        <translation>与 --questions 一起：学习模式课程中一课的问题（课的 ID：--course --json）</translation>
    </message>
    <message>
        <source>with --questions: also write them as one SGF collection, a game per line asked on, each question, its answer and why in the comment of the node it is asked at, the move asked about marked: a handout to step through in any SGF viewer</source>
        <translation>与 --questions 一起：也把问题写成一个 SGF 合集，每条提问的线一局，每道题及其答案和理由写在提问局面节点的注释里，所问的着手加上标记：可在任何 SGF 查看器中逐步浏览的讲义</translation>
    </message>
    <message>
        <source>with --questions or --differences: also write a worksheet as a PDF, each question (or move where the rulesets differ) with its board, the answers from a new page</source>
        <translation>与 --questions 或 --differences 一起使用：另把练习题写成 PDF，每道题（或各规则裁定不同的着手）附棋盘图，答案从新的一页开始</translation>
    </message>
    <message>
        <source>with --questions or --differences: also write the worksheet as one web page, its boards drawn in it, ready to print</source>
        <translation>与 --questions 或 --differences 一起使用：另把练习题写成一个网页，棋盘图画在页内，可直接打印</translation>
    </message>
    <message>
        <source>with --pdf: the paper (default: Letter where the system&apos;s country measures in US units, else A4)</source>
        <translation>与 --pdf 一起使用：纸张（默认：系统所在国家使用美制单位时为 Letter，否则为 A4）</translation>
    </message>
    <message>
        <source>with --questions: ask them on the position turned (rot90, rot180, rot270: a quarter, a half, three quarters clockwise), reflected left to right (mirror) or with the colours swapped (swap)</source>
        <translation>与 --questions 一起使用：在旋转（rot90、rot180、rot270：顺时针旋转90度、180度、270度）、左右镜像（mirror）或黑白互换（swap）后的局面上出题</translation>
    </message>
    <message>
        <source>print Learn mode&apos;s whole course, lesson by lesson: its concept, introduction, rules and steps, its worked example and its questions with their answers</source>
        <translation>按课输出学习模式的全部课程：概念、引言、规则、步骤、示例讲解以及问题和答案</translation>
    </message>
    <message>
        <source>for each game of each SGF file (a folder: its .sgf and .mgt files, searched through), list the moves where the rulesets disagree, which say what, and the counts that differ at the end</source>
        <translation>对每个 SGF 文件（文件夹则为其中逐层查找到的 .sgf 和 .mgt 文件）中的每局棋，列出各规则裁定不同的着手、哪些规则作何裁定，以及最后不同的计算结果</translation>
    </message>
    <message>
        <source>the language of the text output: en, ja, ko, zh_CN or zh_TW, or a locale name such as ja_JP (default: English; JSON keys and reason codes never change)</source>
        <translation>文本输出的语言：en、ja、ko、zh_CN 或 zh_TW，或者 ja_JP 这样的区域设置名称（默认：英语；JSON 的键和原因代码始终不变）</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>显示程序的版本号并退出</translation>
    </message>
    <message>
        <source>machine-readable output</source>
        <translation>机器可读的输出</translation>
    </message>
    <message>
        <source>a few lines per ruleset (the default)</source>
        <translation>每种规则几行（默认）</translation>
    </message>
    <message>
        <source>game {number}: {warning}</source>
        <translation>第{number}局：{warning}</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>停一手</translation>
    </message>
    <message>
        <source>play stopped by successive passes</source>
        <translation>连续停一手使对局停止</translation>
    </message>
    <message>
        <source>a long cycle: no result</source>
        <translation>长循环：无胜负</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>三次重复</translation>
    </message>
    <message>
        <source>move {number} {player} {point} is illegal ({reason}): {explanation}</source>
        <translation>第{number}手 {player} {point} 为禁着（{reason}）：{explanation}</translation>
    </message>
    <message>
        <source>1 move replayed; the game ended at move {number}: {how}</source>
        <translation>已重放1手；对局在第{number}手结束：{how}</translation>
    </message>
    <message>
        <source>{played} moves replayed; the game ended at move {number}: {how}</source>
        <translation>已重放{played}手；对局在第{number}手结束：{how}</translation>
    </message>
    <message>
        <source>the 1 move is legal; Black to play</source>
        <translation>1手合法；轮黑下</translation>
    </message>
    <message>
        <source>all {played} moves are legal; Black to play</source>
        <translation>全部{played}手合法；轮黑下</translation>
    </message>
    <message>
        <source>the 1 move is legal; White to play</source>
        <translation>1手合法；轮白下</translation>
    </message>
    <message>
        <source>all {played} moves are legal; White to play</source>
        <translation>全部{played}手合法；轮白下</translation>
    </message>
    <message>
        <source>move {number} {player} {point}: {events}</source>
        <translation>第{number}手 {player} {point}：{events}</translation>
    </message>
    <message>
        <source>result: {kind} - {explanation}</source>
        <translation>结果：{kind} - {explanation}</translation>
    </message>
    <message>
        <source>result: {kind}</source>
        <translation>结果：{kind}</translation>
    </message>
    <message>
        <source>--lang: no language {code}; choose one of {codes}</source>
        <translation>--lang: 没有语言 {code}；请从以下选择：{codes}</translation>
    </message>
    <message>
        <source>--transform turns the position questions are asked on: give it with --questions</source>
        <translation>--transform 变换出题的局面：请与 --questions 一起给出</translation>
    </message>
    <message>
        <source>--pdf and --html write a worksheet: give them with --questions or --differences</source>
        <translation>--pdf 和 --html 用于写练习题：请与 --questions 或 --differences 一起使用</translation>
    </message>
    <message>
        <source>--paper goes with --pdf</source>
        <translation>--paper 须与 --pdf 一起使用</translation>
    </message>
    <message>
        <source>--course prints the whole course: give no file, --diagram, --questions or --differences</source>
        <translation>--course 输出全部课程：不要给出文件、--diagram、--questions 或 --differences</translation>
    </message>
    <message>
        <source>--differences takes its own files: give no other file or --diagram</source>
        <translation>--differences 使用它自己的文件：不要再给出其他文件或 --diagram</translation>
    </message>
    <message>
        <source>--lesson and --sgf go with --questions</source>
        <translation>--lesson 和 --sgf 需与 --questions 一起使用</translation>
    </message>
    <message>
        <source>give one of an SGF file, --diagram or --lesson</source>
        <translation>请只给出 SGF 文件、--diagram 或 --lesson 中的一个</translation>
    </message>
    <message>
        <source>give either an SGF file or --diagram, not both</source>
        <translation>请给出 SGF 文件或 --diagram 二者之一，不能同时给出</translation>
    </message>
    <message>
        <source>an SGF file (or --diagram ID) is required</source>
        <translation>需要一个 SGF 文件（或 --diagram ID）</translation>
    </message>
    <message>
        <source>Game {number} ({size}x{size})</source>
        <translation>第{number}局（{size}x{size}）</translation>
    </message>
    <message>
        <source>{folder}: 1 file left out, not a game record (.sgf or .mgt): {files}</source>
        <translation>{folder}：已略过 1 个不是棋谱（.sgf 或 .mgt）的文件：{files}</translation>
    </message>
    <message>
        <source>{folder}: {count} files left out, not game records (.sgf or .mgt): {files}</source>
        <translation>{folder}：已略过 {count} 个不是棋谱（.sgf 或 .mgt）的文件：{files}</translation>
    </message>
    <message>
        <source>{file} (game {number})</source>
        <translation>{file}（第{number}局）</translation>
    </message>
    <message>
        <source>{file}: 1 move where the rulesets differ</source>
        <translation>{file}：各规则裁定不同的着手有1手</translation>
    </message>
    <message>
        <source>{file}: {count} moves where the rulesets differ</source>
        <translation>{file}：各规则裁定不同的着手有{count}手</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>摆放</translation>
    </message>
    <message>
        <source>move {number} ({move}):</source>
        <translation>第{number}手（{move}）：</translation>
    </message>
    <message>
        <source>counts: {counts}</source>
        <translation>计算结果：{counts}</translation>
    </message>
    <message>
        <source>at the end the results differ: {results}</source>
        <translation>最后各规则的结果不同：{results}</translation>
    </message>
    <message>
        <source>at the end every ruleset: {result}</source>
        <translation>最后所有规则的结果：{result}</translation>
    </message>
    <message>
        <source>Where the rulesets differ: {files}</source>
        <translation>各规则裁定不同之处：{files}</translation>
    </message>
    <message>
        <source>{prog}: wrote the worksheet, with 1 board, to {path}</source>
        <translation>{prog}：已将练习题（1 个棋盘图）写入 {path}</translation>
    </message>
    <message>
        <source>{prog}: wrote the worksheet, with {count} boards, to {path}</source>
        <translation>{prog}：已将练习题（{count} 个棋盘图）写入 {path}</translation>
    </message>
    <message>
        <source>{file} ({transform})</source>
        <translation>{file}（{transform}）</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}</source>
        <translation>无法写入 {path}：{why}</translation>
    </message>
    <message>
        <source>{prog}: wrote {count} questions on 1 line to {path}</source>
        <translation>{prog}: 已将 1 条线上的 {count} 道题写入 {path}</translation>
    </message>
    <message>
        <source>{prog}: wrote {count} questions on {games} lines to {path}</source>
        <translation>{prog}: 已将 {games} 条线上的 {count} 道题写入 {path}</translation>
    </message>
    <message>
        <source>lesson {number}</source>
        <translation>第 {number} 课</translation>
    </message>
    <message>
        <source>Questions: {title}</source>
        <translation>问题：{title}</translation>
    </message>
    <message>
        <source>No questions: the rulesets agree at every node of this line.</source>
        <translation>没有问题：在这条线路的每个节点上各规则的裁定都一致。</translation>
    </message>
    <message>
        <source>{line}, move {move}</source>
        <translation>{line}，第{move}手</translation>
    </message>
    <message>
        <source>{diagram}, {line}, move {move}</source>
        <translation>{diagram}，{line}，第{move}手</translation>
    </message>
    <message>
        <source>About: {concept}</source>
        <translation>主题：{concept}</translation>
    </message>
    <message>
        <source>Marked on the board: {points}</source>
        <translation>棋盘上的标记：{points}</translation>
    </message>
    <message>
        <source>Counted: {count} points</source>
        <translation>计算范围：{count} 个点</translation>
    </message>
    <message>
        <source>Tick every one that applies: {choices}</source>
        <translation>选出所有符合的：{choices}</translation>
    </message>
    <message>
        <source>Choose one: {choices}</source>
        <translation>选一个：{choices}</translation>
    </message>
    <message>
        <source>Hint {number}: {hint}</source>
        <translation>提示 {number}：{hint}</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>none of them</source>
        <translation>都不符合</translation>
    </message>
    <message>
        <source>{number}. {answer}. {because}</source>
        <translation>{number}. {answer}。{because}</translation>
    </message>
    <message>
        <source>The other rulesets:</source>
        <translation>其他规则：</translation>
    </message>
</context>
</TS>

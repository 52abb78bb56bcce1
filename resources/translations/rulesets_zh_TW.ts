<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>Diagrams</name>
    <message>
        <source>Cycles and ko</source>
        <translation>循環與劫</translation>
    </message>
    <message>
        <source>Counting</source>
        <translation>計算勝負</translation>
    </message>
    <message>
        <source>Ing&apos;s rules</source>
        <translation>應氏規則</translation>
    </message>
    <message>
        <source>Main line</source>
        <translation>主線</translation>
    </message>
    <message>
        <source>Variation at move {number}</source>
        <translation>第{number}手起的變化</translation>
    </message>
    <message>
        <source>not a ruling: {text}</source>
        <translation>不是裁定：{text}</translation>
    </message>
    <message>
        <source>not a ruling (move number): {text}</source>
        <translation>不是裁定（手數）：{text}</translation>
    </message>
    <message>
        <source>not a ruling (extra word {word}): {text}</source>
        <translation>不是裁定（多餘的詞 {word}）：{text}</translation>
    </message>
    <message>
        <source>{file}: RULING[{value}] needs &apos;preset ids: ruling&apos;</source>
        <translation>{file}：RULING[{value}] 須寫成「preset ids: ruling」（內建規則 ID: 裁定）</translation>
    </message>
    <message>
        <source>{file}: RULING names an unknown preset {id}</source>
        <translation>{file}：RULING 指定了未知的內建規則 {id}</translation>
    </message>
    <message>
        <source>{file}: two rulings for {id}</source>
        <translation>{file}：{id} 有兩個裁定</translation>
    </message>
    <message>
        <source>{file} must hold exactly one game</source>
        <translation>{file} 必須恰好包含一局棋</translation>
    </message>
    <message>
        <source>{file}: ORDER must be a number</source>
        <translation>{file}：ORDER 必須是數字</translation>
    </message>
    <message>
        <source>{file}: THEME must be one of {themes}, not {theme}</source>
        <translation>{file}：THEME 必須是 {themes} 之一，而不是 {theme}</translation>
    </message>
    <message>
        <source>{file} could not be read: {reason}</source>
        <translation>{file} 無法讀取：{reason}</translation>
    </message>
    <message>
        <source>no diagram {id}; the library has: {ids}</source>
        <translation>沒有棋圖 {id}；圖庫中有：{ids}</translation>
    </message>
    <message>
        <source>{title} ({transform})</source>
        <translation>{title}（{transform}）</translation>
    </message>
    <message>
        <source>the library&apos;s folder is missing</source>
        <translation>圖庫的資料夾不存在</translation>
    </message>
    <message>
        <source>The confirmation play goes on.</source>
        <translation>死活確認著手繼續進行。</translation>
    </message>
    <message>
        <source>The hypothetical play goes on.</source>
        <translation>假想著手繼續進行。</translation>
    </message>
    <message>
        <source>Every move is legal; play goes on (Black to play).</source>
        <translation>每一手都合法；對局繼續（輪黑下）。</translation>
    </message>
    <message>
        <source>Every move is legal; play goes on (White to play).</source>
        <translation>每一手都合法；對局繼續（輪白下）。</translation>
    </message>
    <message>
        <source>The confirmation play captured nothing: every stone on the board is alive.</source>
        <translation>死活確認著手沒有提掉任何子：盤上所有棋子都是活棋。</translation>
    </message>
    <message>
        <source>The hypothetical play captured nothing: every stone on the board is alive.</source>
        <translation>假想著手沒有提掉任何子：盤上所有棋子都是活棋。</translation>
    </message>
    <message>
        <source>The confirmation play captured {stones}: those stones are dead.</source>
        <translation>死活確認著手提掉了 {stones}：這些子是死子。</translation>
    </message>
    <message>
        <source>The hypothetical play captured {stones}: those stones are dead.</source>
        <translation>假想著手提掉了 {stones}：這些子是死子。</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>無勝負</translation>
    </message>
    <message>
        <source>confirmation play</source>
        <translation>死活確認著手</translation>
    </message>
    <message>
        <source>hypothetical play</source>
        <translation>假想著手</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>illegal at move {number} ({reason})</source>
        <translation>第{number}手為禁著（{reason}）</translation>
    </message>
    <message>
        <source>ended at move {number}: {result}, every stone alive</source>
        <translation>第{number}手終局：{result}，所有棋子都是活棋</translation>
    </message>
    <message>
        <source>ended at move {number}: Black wins by {reason}</source>
        <translation>第{number}手終局：因{reason}黑勝</translation>
    </message>
    <message>
        <source>ended at move {number}: White wins by {reason}</source>
        <translation>第{number}手終局：因{reason}白勝</translation>
    </message>
    <message>
        <source>ended at move {number}: draw by threefold repetition</source>
        <translation>第{number}手終局：因三次重複而和棋</translation>
    </message>
    <message>
        <source>ended at move {number}: {result} by {reason}</source>
        <translation>第{number}手終局：因{reason}{result}</translation>
    </message>
    <message>
        <source>ended at move {number}: {outcome}</source>
        <translation>第{number}手終局：{outcome}</translation>
    </message>
    <message>
        <source>counted after the confirmation play at move {number}: {result}; dead: {dead}</source>
        <translation>死活確認著手後於第{number}手計算：{result}；死子：{dead}</translation>
    </message>
    <message>
        <source>counted after the confirmation play at move {number}: {result}; no dead stones</source>
        <translation>死活確認著手後於第{number}手計算：{result}；沒有死子</translation>
    </message>
    <message>
        <source>counted after the hypothetical play at move {number}: {result}; dead: {dead}</source>
        <translation>假想著手後於第{number}手計算：{result}；死子：{dead}</translation>
    </message>
    <message>
        <source>counted after the hypothetical play at move {number}: {result}; no dead stones</source>
        <translation>假想著手後於第{number}手計算：{result}；沒有死子</translation>
    </message>
    <message>
        <source>counted at move {number}: {result}; dead: {dead}</source>
        <translation>第{number}手計算：{result}；死子：{dead}</translation>
    </message>
    <message>
        <source>counted at move {number}: {result}; no dead stones</source>
        <translation>第{number}手計算：{result}；沒有死子</translation>
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
        <translation>{option} 必須是 {choices} 之一，而不是 {value}</translation>
    </message>
    <message>
        <source>passes must be 2 or 3, not {value}</source>
        <translation>passes 必須是 2 或 3，而不是 {value}</translation>
    </message>
    <message>
        <source>{option} must be a finite number, not {value}</source>
        <translation>{option} 必須是有限的數，而不是 {value}</translation>
    </message>
    <message>
        <source>{option} must be a number, not {value}</source>
        <translation>{option} 必須是數字，而不是 {value}</translation>
    </message>
    <message>
        <source>unknown ruleset {id}; choose one of {ids}</source>
        <translation>未知的規則 {id}；請從以下選擇：{ids}</translation>
    </message>
    <message>
        <source>rules option {item} should read key=value</source>
        <translation>規則選項 {item} 應寫成 key=value</translation>
    </message>
    <message>
        <source>unknown rules option {key}; options are base, {options}</source>
        <translation>未知的規則選項 {key}；選項有 base、{options}</translation>
    </message>
    <message>
        <source>{base} with {options}</source>
        <translation>{base}，並設定 {options}</translation>
    </message>
    <message>
        <source>{option} must be yes or no, not {value}</source>
        <translation>{option} 必須是 yes 或 no，而不是 {value}</translation>
    </message>
    <message>
        <source>Custom ({spec})</source>
        <translation>自訂（{spec}）</translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>New Zealand</source>
        <translation>紐西蘭規則</translation>
    </message>
    <message>
        <source>Ing SST</source>
        <translation>應氏規則（SST）</translation>
    </message>
    <message>
        <source>Simplified Ing/NZ</source>
        <translation>簡化規則 應氏/紐西蘭</translation>
    </message>
    <message>
        <source>Simpl. Ing/NZ</source>
        <translation>簡化 應氏/紐西蘭</translation>
    </message>
    <message>
        <source>Simplified Chinese</source>
        <translation>簡化規則 中國</translation>
    </message>
    <message>
        <source>Simpl. Chinese</source>
        <translation>簡化 中國</translation>
    </message>
    <message>
        <source>Simplified Japanese/Korean</source>
        <translation>簡化規則 日本/韓國</translation>
    </message>
    <message>
        <source>Simpl. Jp/Kr</source>
        <translation>簡化 日/韓</translation>
    </message>
    <message>
        <source>Simplified AGA</source>
        <translation>簡化規則 AGA</translation>
    </message>
    <message>
        <source>Simpl. AGA</source>
        <translation>簡化 AGA</translation>
    </message>
    <message>
        <source>Renaissance (area, A)</source>
        <translation>文藝復興規則（數子，A）</translation>
    </message>
    <message>
        <source>Renaissance A</source>
        <translation>文藝復興 A</translation>
    </message>
    <message>
        <source>Renaissance (territory with pass stones, B)</source>
        <translation>文藝復興規則（數目法加停著交子，B）</translation>
    </message>
    <message>
        <source>Renaissance B</source>
        <translation>文藝復興 B</translation>
    </message>
    <message>
        <source>Japanese 1989</source>
        <translation>日本規則（1989）</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本規則</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>韓國規則</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中國規則</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA 規則</translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation>Tromp-Taylor 規則</translation>
    </message>
</context>
<context>
    <name>RulesetText</name>
    <message>
        <source>Area scoring with suicide allowed and komi 7, so draws are possible. A play may not repeat the whole-board position as it stood after any earlier move of the same player, a pass included. Players who disagree about dead stones play on; if they cannot agree who moves next, every stone stays on the board and counts.</source>
        <translation>數子法，允許自殺，貼目7目，因此可能出現和棋。一手棋不得重現同一方此前任何一手（包括停一手）之後的全局局面。對死子有分歧的雙方繼續對局；如果雙方不能就由誰下一手達成一致，所有棋子都留在盤上並計算在內。</translation>
    </message>
    <message>
        <source>Area counting by filling each area with a fixed supply of stones (180 each on 19x19); komi 8 given as four White stones in Black&apos;s area; shared points filled alternately with equal numbers of stones. The winner has empty points left, the loser stones left over; the margin is the winning point plus twice the losing stones, or just twice the losing stones when an odd shared point (or an odd handicap&apos;s open point) stays empty, and only then can there be a tie: Black wins ties in even games, White in handicap games. Suicide of one stone counts as a pass, of more stones is legal. Ko: the stones that just captured in a fighting ko are hot and may not be captured back until another move has been played (double hot stones in long life, twin hot stones in triple ko); each player may disturb, setting off a cycle of repeated positions, once per game. In a balanced ko only the attacker disturbs, so an atari there can always be answered and a balanced double ko stays seki.</source>
        <translation>數子法，每方用固定數量的棋子（19路盤每方180子）填滿各自的區域來計算；貼8目的方式是在黑方區域中放4枚白子；公共點由雙方以相同數量的棋子輪流填充。勝方剩下空點，負方剩下棋子；勝負之差為取勝的1點加上負方剩餘棋子的兩倍，但當奇數個公共點（或奇數讓子留下的空點）保持空著時，差僅為負方剩餘棋子的兩倍，也只有這時才會出現平局：分先對局平局黑勝，讓子棋平局白勝。一子自殺算作停一手，多子自殺合法。劫：爭劫中剛提子的棋子是熱子，必須在另外下過一手之後才能提回（長生劫中為雙熱子，三劫中為孿生熱子）；每方每局可以攪劫一次，即引起一次局面重複的循環。均衡劫中只有進攻方攪劫，因此那裡的叫吃總能應對，平衡的雙劫始終是雙活。</translation>
    </message>
    <message>
        <source>The common simplified rules with area scoring and suicide allowed. No play may recreate an earlier board (positional superko). A disagreement on dead stones is settled by continuing play until two more passes.</source>
        <translation>通用的簡化規則，採用數子法並允許自殺。任何一手都不得重現先前的局面（位置超級劫）。對死子的分歧透過繼續對局直到再有兩次停一手來解決。</translation>
    </message>
    <message>
        <source>The common simplified rules with area scoring and suicide forbidden; positional superko; disagreements are played out.</source>
        <translation>通用的簡化規則，採用數子法並禁止自殺；位置超級劫；分歧透過實戰下出來解決。</translation>
    </message>
    <message>
        <source>The common simplified rules with territory scoring: empty points surrounded by one player plus prisoners; points in seki score for nobody. Positional superko during play. There is no confirmation phase: the players fill dame and make the needed defensive moves during play, and a disagreement on dead stones is settled by imagined wise play that is not kept and costs nothing, in which ko threats are of no use and stones in seki are not removed.</source>
        <translation>通用的簡化規則，採用數目法：一方圍住的空點加上提子；雙活中的點不歸任何一方。對局中位置超級劫。沒有死活確認階段：雙方在對局中收完單官並下好必要的補棋，對死子的分歧透過假想的明智著法來解決，這些著法不保留、不計代價，其中劫材不起作用，雙活中的棋子也不被提掉。</translation>
    </message>
    <message>
        <source>The common simplified rules with pass stones: every pass hands the opponent a prisoner, and White passes last, so that in a game played from an even start with alternate moves area and territory counting give the same result. Positional superko; suicide forbidden; disagreements are played out.</source>
        <translation>通用的簡化規則，加上停著交子：每停一手都要交給對方一枚提子，並由白方最後停一手，因此在從分先開始、雙方交替落子的對局中，數子法和數目法得出相同的結果。位置超級劫；禁止自殺；分歧透過實戰下出來解決。</translation>
    </message>
    <message>
        <source>Basic ko; a third occurrence of the same position ends the game, drawn if both players captured equally many stones in the loop, otherwise lost by the player who captured fewer; a board play may not recreate the position in which the last two successive passes were made (minimal superko); three successive passes stop play, and play may resume in a dispute phase. Area scoring; suicide allowed.</source>
        <translation>基本的劫規則；同一局面第三次出現時對局結束，若在該循環中雙方提子數相同則為和棋，否則提子較少的一方負；盤上著手不得重現最後兩次連續停一手時的局面（最小超級劫）；連續三次停一手使對局停止，之後可在爭議階段繼續對局。數子法；允許自殺。</translation>
    </message>
    <message>
        <source>The Renaissance ko and stop rules with territory scoring: territory plus prisoners plus dead stones. In dispute phases a pass hands the opponent a prisoner and both players make equally many moves (an extra pass completes the stop if needed).</source>
        <translation>文藝復興規則的劫規則和停止規則，採用數目法：目數加提子加死子。在爭議階段，每停一手都要交給對方一枚提子，雙方著手數相同（必要時以額外的停一手完成停止）。</translation>
    </message>
    <message>
        <source>Territory scoring with prisoners; points in seki do not count. Only the basic ko rule during play; a long cycle (triple ko, eternal life) that the players repeat ends the game with no result. Life and death is confirmed after play by a confirmation play that is not kept, in which a player may retake a ko only after passing once for that ko.</source>
        <translation>數目法，計入提子；雙活中的點不計算。對局中只有基本的劫規則；雙方重複的長循環（三劫循環、長生劫）使對局以無勝負結束。死活在對局後透過不保留的死活確認著手來確認，其中一方只有為某個劫停一手之後才能提回該劫。</translation>
    </message>
    <message>
        <source>Like the Japanese rules: territory scoring, no points in seki, basic ko, and a repeating long cycle annuls the game (no result).</source>
        <translation>與日本規則相同：數目法，雙活中的點不計算，基本的劫規則，重複的長循環使對局無效（無勝負）。</translation>
    </message>
    <message>
        <source>Area scoring, suicide forbidden, no play may recreate an earlier whole-board position. In a handicap game White receives one point per handicap stone.</source>
        <translation>數子法，禁止自殺，任何一手都不得重現先前的全局局面。讓子棋中白方每個讓子得1點。</translation>
    </message>
    <message>
        <source>The text&apos;s superko is not natural situational superko: it counts a pass as a move, so the positions after a player&apos;s passes are forbidden to that player too. Every position with the opponent to play arose after one of the player&apos;s moves, so the rule forbids exactly what situational superko forbids, and the engine applies situational superko. A diagram&apos;s starting position is read as following a move of the player who is not to play. A handicap game follows the text: Black plays the n stones anywhere while White passes its first n - 1 moves (a record may set the stones up instead, without the passes), and White gets no komi and no compensation.</source>
        <translation>條文中的超級劫並不是自然情境超級劫：它把停一手算作一手，因此一方停一手之後的局面也禁止該方重現。每個輪到對方下的局面都出現在該方的某一手之後，所以這條規則所禁止的恰好就是情境超級劫所禁止的，引擎採用情境超級劫。棋圖的起始局面視為緊接在不該下的一方的一手之後。讓子棋依照條文：白方前 n - 1 手停一手，其間黑方把 n 個子下在任意位置（棋譜也可以不記這些停一手而直接擺放這些子），白方既無貼目也無補償。</translation>
    </message>
    <message>
        <source>Counting: each player&apos;s supply is half the board&apos;s points (40 each on 9x9); a diagram whose set-up stones would leave a bowl short gives both players the same larger supply, enough for its stones, and the account says so. Compensation that finds no empty point in Black&apos;s area counts two points a stone, and a komi other than whole points has no fill-in account. A handicap game follows the text: Black places the stones anywhere (White&apos;s first N-1 moves are passes), White gets no komi (the 8 points are for even games) and a point per handicap stone, given as N/2 White stones put in Black&apos;s area with one point of it left open for an odd N (Counting, item 5, which the SST says is not in Ing&apos;s official texts), and White wins ties. The SST text defines its ko rules by examples; we compute them as follows. A capture is a ko capture when the capturing string (one to three stones) took exactly as many stones and is left in atari at one of the points it emptied. The two locked groups are the opposing strings around the capturing stones and the capturer&apos;s strings around that point; the ko is balanced when, before or after the capture, both have the same number of internal liberties, at least two. A liberty is internal when the empty area it lies in is enclosed by the two locked groups alone, every stone around it belonging to one of them or being a ko stone between them (one to three stones in atari held only by the two groups): an eye counts, a ko point counts when its ko stone sits in the other group&apos;s mouth, and a liberty the two groups share counts for both; a ko point whose ko stone sits in the mouth of a third group (an external ko) does not, nor does a liberty open to the rest of the board. Basic one-stone kos are hot everywhere; in an unbalanced (fighting) ko, a capturing string of two or three stones is hot too, and when three or more kos lock the same groups the capturer&apos;s other ko stones there are twin hot stones (kos that lock the same two strings, each a separate ko, not a chain of kos where retaking one dissolves the next). A cycle is a return to an earlier board with the same player to move. In a balanced ko the attacker disturbs: a capture made while both locked groups had equally many internal liberties puts the opponent in atari, and if it recreates an earlier position it uses up the attacker&apos;s one disturbance; a capture that answers the atari (retaking another ko) never disturbs, so a balanced double or quadruple ko stays seki however often the game is adjourned and resumed. Any other cycle is charged, when a position first recurs, to the first player who attacked in a balanced ko in the lap, or else to the player whose board play began the lap, even if the moves between went through ko threats or passes that left the board as it was. A capture in a fighting ko that does not save the capturer&apos;s own locked group from atari begins no lap (taking a ko is the ordinary fight; the answer that takes another ko instead of finding a threat sets off the cycle): in the SST&apos;s external-ko example Black&apos;s capture of the external ko is free, and White, whose ring has one internal liberty, may answer it by taking an internal ko once only. In long life, when White&apos;s throw-in brings back the start, Black (who began with the sending move) has used up its disturbance. Each player may disturb once; after that the disturber may not attack in a balanced ko into an earlier position, recreate a position of its cycle, or begin a new one.</source>
        <translation>計算：每方的棋子數量為棋盤點數的一半（9路盤每方40子）；如果棋圖中擺放的棋子會使棋罐裡的棋子不夠，則給雙方同樣多、足夠容納這些棋子的更大數量，並在計算說明中註明。在黑方區域中找不到空點的補償每子按2點計算，非整數的貼目不作填子計算。讓子棋依照條文：黑方把讓子放在任意位置（白方的前 N-1 手為停一手），白方沒有貼目（8目是就分先對局而言的），每個讓子補償1目，方式是在黑方區域中放入 N/2 個白子，N 為奇數時在黑方區域中留出1個空點（計算第5條；SST 指出這不在應氏規則的正式條文中）；平局時白方勝。SST 條文以舉例來定義其劫的規則；這裡按以下方式計算。提子的棋串（一至三子）恰好提掉同樣數量的棋子，並在它所提空的某一點上處於被叫吃狀態時，這次提子就是提劫。兩塊相互鎖住的棋是：圍住提子棋子的對方棋串，以及圍住該點的提子方棋串；在提子之前或之後，若兩者的內氣數相同且至少為兩口，這個劫就是均衡劫。一口氣是內氣，當它所在的空區域只由這兩塊鎖住的棋圍住，其周圍每個棋子要麼屬於其中一塊，要麼是兩者之間的劫子（只被這兩塊棋夾住、處於被叫吃狀態的一至三子）：眼算內氣；劫點在其劫子位於另一塊棋的虎口中時算內氣；兩塊棋共有的氣對雙方都算。劫子位於第三塊棋虎口中的劫點（外劫）不算，通向盤上其他部分的氣也不算。基本的單子劫在任何情況下都是熱子；在不平衡的劫（爭劫）中，兩子或三子的提子棋串也是熱子；當三個或更多的劫鎖住同樣的棋時，提子方在那裡的其他劫子是孿生熱子（這些劫鎖住同樣的兩個棋串，各自是獨立的劫，而不是提回一個就會消解下一個的連環劫）。循環是指回到同一方輪下的先前局面。均衡劫中由進攻方攪劫：在兩塊鎖住的棋內氣數相等時所做的提子使對方被叫吃，如果它重現了先前的局面，就用掉了進攻方唯一的一次攪劫；應對叫吃的提子（提回另一個劫）永遠不算攪劫，因此平衡的雙劫或四劫無論封盤和續弈多少次都始終是雙活。其他任何循環，在某一局面首次重現時，歸於該輪中第一個在均衡劫中進攻的一方，若沒有，則歸於以盤上著手開始該輪的一方，即使其間的著手經過了劫材或未改變盤面的停一手。爭劫中未能使提子方自己被鎖住的棋脫離叫吃的提子，不開始一輪（提劫是普通的爭奪；不找劫材而改提另一個劫的應手才引起循環）：在 SST 的外劫例子中，黑方提外劫不受限制，而環形棋塊只有一口內氣的白方，只能有一次以提內部的劫來應對。在長生劫中，當白方的撲入使局面回到起點時，（以送子之手開始的）黑方已用掉其攪劫。每方只能攪劫一次；此後攪劫方不得在均衡劫中進攻而形成先前的局面，不得重現其循環中的局面，也不得開始新的循環。</translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. Komi 7 follows the New Zealand rules, and so does a handicap game: Black places the stones anywhere, and White gets no komi and no compensation.</source>
        <translation>簡化規則的條文將貼目等補償交由比賽規程規定；這裡的貼目是本軟體的預設值，可以更改。貼7目依照紐西蘭規則，讓子棋也依照紐西蘭規則：黑方把讓子放在任意位置，白方既無貼目也無補償。</translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. Komi and handicap compensation follow the Chinese rules: in a handicap game Black places the stones anywhere, and White gets no komi and a point per handicap stone.</source>
        <translation>簡化規則的條文將貼目等補償交由比賽規程規定；這裡的貼目是本軟體的預設值，可以更改。貼目和讓子補償依照中國規則：讓子棋中黑方把讓子放在任意位置，白方沒有貼目，每個讓子補償1目。</translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. A handicap game follows the Japanese rules: the stones go on the standard points, and White gets no komi and no compensation, which territory counting does not need. The text leaves it to wisdom how recreating a position is treated in the imagined play, only that ko threats must be of no use there; we let a player retake a ko there only after passing once for that ko, which makes ko threats useless, and moves and passes there cost nothing. Points in seki are found as the text assumes dame are filled: an empty point next to both colours where a play by either would be self-atari is shared in seki, and the eyes of the groups next to it do not count.</source>
        <translation>簡化規則的條文將貼目等補償交由比賽規程規定；這裡的貼目是本軟體的預設值，可以更改。讓子棋依照日本規則：讓子放在規定位置，白方既無貼目也無補償，數目法不需要補償。條文對假想著法中如何處理局面重現交由明智判斷，只要求劫材在其中不起作用；這裡規定只有為某個劫停一手之後才能在那裡提回該劫，這使劫材失去作用，而且其中的著手和停一手都不計代價。雙活中的點按條文所設想的單官已收完的情況來確定：與雙方棋子都相鄰、任何一方在此落子都會使自己被叫吃的空點，是雙活中的公共點，與它相鄰的棋塊的眼也不計算。</translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. Komi and handicap compensation follow the AGA rules: in a handicap game the stones go on the standard points, and White gets komi 0.5 and a point per handicap stone after the first. The engine counts the area; the count&apos;s note gives territory and prisoners beside it and, where the two differ (a handicap, a diagram&apos;s set-up stones, moves out of turn), says why. White&apos;s extra pass when Black passed last is read as ending every phase of play, a dispute phase included.</source>
        <translation>簡化規則的條文將貼目等補償交由比賽規程規定；這裡的貼目是本軟體的預設值，可以更改。貼目和讓子補償依照 AGA 規則：讓子棋中讓子放在規定位置，白方得到貼目0.5目，並且除第一個讓子外每個讓子補償1目。引擎按數子法計算；計算說明中同時給出目數和提子，若兩者不同（讓子、棋圖中擺放的棋子、非輪次的著手），則說明原因。黑方最後停一手時白方的追加停一手，我們理解為適用於每個對局階段的結束，包括爭議階段。</translation>
    </message>
    <message>
        <source>Repetition counts the same board with the same player to move; an occurrence counts when a board play (or the start) produces it, passes do not. The text leaves the komi open and says nothing of handicap games beyond naming the handicap among the basic definitions it leaves out. Ours are defaults, each komi a half point, so that a count cannot tie and only repetition draws a game: komi 7.5 in an even game. In a handicap game Black places the stones anywhere, and White gets komi 0.5 and a point per handicap stone after the first, the compensation the AGA rules give for area counting.</source>
        <translation>重複是指同一方輪下的同一盤面；某一局面由盤上著手（或開局）產生時計為出現一次，停一手則不計。條文未規定貼目，對讓子棋也隻字未提，只是在省略的基本定義中列出了讓子。這裡的數值是預設值，每個貼目都帶半目，因此計算不會出現平局，只有重複才會導致和棋：分先對局貼7.5目。讓子棋中黑方把讓子放在任意位置，白方得到貼目0.5目，並且除第一個讓子外每個讓子補償1目，這是 AGA 規則對數子法規定的補償。</translation>
    </message>
    <message>
        <source>As for variant A. Territory counts the points surrounded by live stones, seki eyes included (the B text has no seki exception). The text leaves the komi open and says nothing of handicap games. Ours are defaults, half points as for variant A: komi 6.5 in an even game. In a handicap game Black places the stones anywhere, and White gets komi 0.5 and no compensation, which territory counting does not need.</source>
        <translation>同 A 版。目數計算被活棋圍住的點，包括雙活中的眼（B 版條文沒有關於雙活的例外）。條文未規定貼目，對讓子棋也隻字未提。這裡的數值是預設值，與 A 版一樣帶半目：分先對局貼6.5目。讓子棋中黑方把讓子放在任意位置，白方得到貼目0.5目，沒有補償，數目法不需要補償。</translation>
    </message>
    <message>
        <source>The 1989 text needs the players&apos; agreement to end a repeating game without result; we end it when the same board with the same player to move occurs a third time with no pass in between. Article 7-2 lets the player whose stone was captured in a ko recapture there after passing once for that ko: each pass serves one ko, so two kos taken from the same player need two passes. A pass serves whichever ko, taken before the pass, the player retakes next (as if the player had named it), and a pass made before a ko was taken serves nothing there. The articles we model say nothing of handicap games; we follow Japanese practice: the stones go on the standard points, and White gets no komi and no compensation, which territory counting does not need, so a tie is a draw (jigo).</source>
        <translation>1989年的條文規定，要以無勝負結束重複的對局須經雙方同意；這裡在同一方輪下的同一盤面第三次出現且其間沒有停一手時結束對局。第7條第2款規定，在劫中被提子的一方，為該劫停一手之後可以在那裡提回：每次停一手只對一個劫有效，因此同一方被提的兩個劫需要停兩手。一次停一手對該方在停一手之前被提、接下來要提回的那個劫有效（就如同該方指定了這個劫），而在劫被提之前所做的停一手對該劫沒有任何作用。這裡所依據的條文對讓子棋隻字未提，因此遵循日本的慣例：讓子放在規定位置，白方既無貼目也無補償（數目法不需要補償），因此同分為和棋（持碁）。</translation>
    </message>
    <message>
        <source>As for the Japanese preset: the third occurrence without a pass ends the game, and a handicap game is read the same way: the stones go on the standard points, and White gets no komi and no compensation.</source>
        <translation>與日本規則的內建設定相同：沒有停一手的第三次出現使對局結束；讓子棋也同樣理解：讓子放在規定位置，白方既無貼目也無補償。</translation>
    </message>
    <message>
        <source>We follow the written superko rule (positional). In practice Chinese referees rule some cycles differently (a triple ko may be voided, moonshine life is dead); the engine does not model a referee&apos;s discretion. In a handicap game Black places the stones anywhere, as the Chinese rules are commonly read, and White gets no komi and a point per handicap stone.</source>
        <translation>這裡遵循成文的超級劫規則（位置超級劫）。實際上中國的裁判對某些循環有不同的裁定（三劫循環可能判為無效，「假生」（moonshine life）判為死棋）；引擎不模擬裁判的裁量。讓子棋中，按照對中國規則的通常理解，黑方把讓子放在任意位置，白方沒有貼目，每個讓子補償1目。</translation>
    </message>
    <message>
        <source>Area counting with pass stones and White passing last, so that in a game played from an even start with alternate moves territory counting gives the same result (handicap compensation makes up for the handicap stones); situational superko (no board may recur with the same player to move); suicide forbidden; handicap stones on the star points, White receives one point per handicap stone after the first.</source>
        <translation>數子法，使用停著交子並由白方最後停一手，因此在從分先開始、雙方交替落子的對局中，數目法也得出相同的結果（讓子補償抵消讓子）；情境超級劫（同一方輪下時同一盤面不得再次出現）；禁止自殺；讓子放在星位上，白方從第二個讓子起每個讓子得1點。</translation>
    </message>
    <message>
        <source>Superko is read as situational, the common interpretation. The engine counts the area; the count&apos;s note gives territory and prisoners beside it and says why they differ where they do (a diagram&apos;s set-up stones, moves out of turn). White&apos;s extra pass when Black passed last is read as ending every phase of play, a dispute phase included. In a handicap game the stones go on the standard points, and White gets komi 0.5 and a point per handicap stone after the first.</source>
        <translation>超級劫按通常的解釋理解為情境超級劫。引擎按數子法計算；計算說明中同時給出目數和提子，並在兩者不同時說明原因（棋圖中擺放的棋子、非輪次的著手）。黑方最後停一手時白方的追加停一手，我們理解為適用於每個對局階段的結束，包括爭議階段。讓子棋中讓子放在規定位置，白方得到貼目0.5目，並且除第一個讓子外每個讓子補償1目。</translation>
    </message>
    <message>
        <source>The logical rules: positional superko, suicide allowed, two passes end the game and every stone still on the board is alive; area scoring.</source>
        <translation>邏輯規則：位置超級劫，允許自殺，兩次停一手結束對局，盤上剩下的所有棋子都是活棋；數子法。</translation>
    </message>
    <message>
        <source>The rules set no komi; 7.5 is our default. They say nothing of handicap games either; we read one as the New Zealand rules do: Black places the stones anywhere, and White gets no komi and no compensation.</source>
        <translation>規則未規定貼目；7.5目是本軟體的預設值。規則對讓子棋也隻字未提，這裡按紐西蘭規則的方式理解：黑方把讓子放在任意位置，白方既無貼目也無補償。</translation>
    </message>
</context>
<context>
    <name>Transform</name>
    <message>
        <source>turned a quarter</source>
        <extracomment>The transforms, by name. rot90, rot180 and rot270 turn the board clockwise (as the learner looks at it, A1 at the bottom left) by a quarter, a half and three quarters; mirror reflects it left to right (A &lt;-&gt; T on 19x19); swap gives every stone, move and mark the other colour.</extracomment>
        <translation>順時針旋轉90度</translation>
    </message>
    <message>
        <source>turned half way</source>
        <translation>旋轉180度</translation>
    </message>
    <message>
        <source>turned three quarters</source>
        <translation>順時針旋轉270度</translation>
    </message>
    <message>
        <source>reflected</source>
        <translation>左右鏡像</translation>
    </message>
    <message>
        <source>colours swapped</source>
        <translation>黑白互換</translation>
    </message>
    <message>
        <source>no transform {name}; choose one of {names}</source>
        <translation>沒有變換 {name}；可選：{names}</translation>
    </message>
</context>
<context>
    <name>gogui-rules</name>
    <message>
        <source>{prog}: error: {message}</source>
        <translation>{prog}: 錯誤: {message}</translation>
    </message>
    <message>
        <source>{prog}: warning: {message}</source>
        <translation>{prog}: 警告: {message}</translation>
    </message>
    <message>
        <source>Ruleset ids: {ids}. A custom ruleset: --rules base=ID,key=value,... with the option names ko, cycles, suicide, scoring, seki, passes, pass-stones, white-passes-last, disputes, removals, equal-dispute-moves, komi, handicap-komi, ties, handicap-ties, handicap-placement, handicap-compensation.</source>
        <translation>規則 ID：{ids}。自訂規則：--rules base=ID,key=value,...，選項名稱為 ko, cycles, suicide, scoring, seki, passes, pass-stones, white-passes-last, disputes, removals, equal-dispute-moves, komi, handicap-komi, ties, handicap-ties, handicap-placement, handicap-compensation。</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>用法: </translation>
    </message>
    <message>
        <source>{prog}: error: {message} (see {prog} --help)</source>
        <translation>{prog}: 錯誤: {message}（參見 {prog} --help）</translation>
    </message>
    <message>
        <source>Replay the main line of every game in an SGF file under one or more rulesets and report what each says: which move is illegal and why, when the game ends, who wins.</source>
        <translation>按一種或多種規則重放 SGF 檔案中每局棋的主線，並報告每種規則的裁定：哪一手為禁著及其原因，對局何時結束，誰獲勝。</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>位置引數</translation>
    </message>
    <message>
        <source>options</source>
        <translation>選項</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>顯示此幫助資訊並退出</translation>
    </message>
    <message>
        <source>an SGF file</source>
        <translation>一個 SGF 檔案</translation>
    </message>
    <message>
        <source>replay a diagram of the built-in library instead of a file</source>
        <translation>重放內建圖庫中的一個棋圖，而不是檔案</translation>
    </message>
    <message>
        <source>list the built-in diagrams and exit</source>
        <translation>列出內建棋圖並退出</translation>
    </message>
    <message>
        <source>a preset id, or &apos;all&apos; (repeatable; default: all presets)</source>
        <translation>內建規則的 ID，或 &apos;all&apos;（可重複；預設：所有內建規則）</translation>
    </message>
    <message>
        <source>a custom ruleset base=ID,key=value,... (repeatable)</source>
        <translation>自訂規則 base=ID,key=value,...（可重複）</translation>
    </message>
    <message>
        <source>komi (default: the file&apos;s KM, else the ruleset&apos;s)</source>
        <translation>貼目（預設：檔案中的 KM，否則為規則的貼目）</translation>
    </message>
    <message>
        <source>score an unfinished game as if both players passed now</source>
        <translation>把未結束的對局當作雙方現在都停一手來計算</translation>
    </message>
    <message>
        <source>dead stones for the count (default: TB/TW marks on the last node)</source>
        <translation>計算時的死子（預設：最後一個節點上的 TB/TW 標記）</translation>
    </message>
    <message>
        <source>print the questions Learn mode asks on the diagram (its lessons&apos; questions) or on the file&apos;s main line, with their answers</source>
        <translation>輸出學習模式對該棋圖提出的問題（其課程中的問題）或對檔案主線提出的問題，並附答案</translation>
    </message>
    <message>
        <source>with --questions: the questions of one lesson of Learn mode&apos;s course (its ids: --course --json)</source>
        <translation>與 --questions 一起：學習模式課程中一課的問題（課的 ID：--course --json）</translation>
    </message>
    <message>
        <source>with --questions: also write them as one SGF collection, a game per line asked on, each question, its answer and why in the comment of the node it is asked at, the move asked about marked: a handout to step through in any SGF viewer</source>
        <translation>與 --questions 一起：也把問題寫成一個 SGF 合集，每條提問的線一局，每道題及其答案和理由寫在提問局面節點的註解裡，所問的著手加上標記：可在任何 SGF 檢視器中逐步瀏覽的講義</translation>
    </message>
    <message>
        <source>with --questions or --differences: also write a worksheet as a PDF, each question (or move where the rulesets differ) with its board, the answers from a new page</source>
        <translation>與 --questions 或 --differences 一起使用：另把練習題寫成 PDF，每道題（或各規則裁定不同的著手）附棋盤圖，答案從新的一頁開始</translation>
    </message>
    <message>
        <source>with --questions or --differences: also write the worksheet as one web page, its boards drawn in it, ready to print</source>
        <translation>與 --questions 或 --differences 一起使用：另把練習題寫成一個網頁，棋盤圖畫在頁內，可直接列印</translation>
    </message>
    <message>
        <source>with --pdf: the paper (default: Letter where the system&apos;s country measures in US units, else A4)</source>
        <translation>與 --pdf 一起使用：紙張（預設：系統所在國家使用美制單位時為 Letter，否則為 A4）</translation>
    </message>
    <message>
        <source>with --questions: ask them on the position turned (rot90, rot180, rot270: a quarter, a half, three quarters clockwise), reflected left to right (mirror) or with the colours swapped (swap)</source>
        <translation>與 --questions 一起使用：在旋轉（rot90、rot180、rot270：順時針旋轉90度、180度、270度）、左右鏡像（mirror）或黑白互換（swap）後的局面上出題</translation>
    </message>
    <message>
        <source>print Learn mode&apos;s whole course, lesson by lesson: its concept, introduction, rules and steps, its worked example and its questions with their answers</source>
        <translation>按課輸出學習模式的全部課程：概念、引言、規則、步驟、示例講解以及問題和答案</translation>
    </message>
    <message>
        <source>for each game of each SGF file (a folder: its .sgf and .mgt files, searched through), list the moves where the rulesets disagree, which say what, and the counts that differ at the end</source>
        <translation>對每個 SGF 檔案（資料夾則為其中逐層搜尋到的 .sgf 和 .mgt 檔案）中的每局棋，列出各規則裁定不同的著手、哪些規則作何裁定，以及最後不同的計算結果</translation>
    </message>
    <message>
        <source>the language of the text output: en, ja, ko, zh_CN or zh_TW, or a locale name such as ja_JP (default: English; JSON keys and reason codes never change)</source>
        <translation>文字輸出的語言：en、ja、ko、zh_CN 或 zh_TW，或者 ja_JP 這樣的區域設定名稱（預設：英語；JSON 的鍵和原因代碼始終不變）</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>顯示程式的版本號並退出</translation>
    </message>
    <message>
        <source>machine-readable output</source>
        <translation>機器可讀的輸出</translation>
    </message>
    <message>
        <source>a few lines per ruleset (the default)</source>
        <translation>每種規則幾行（預設）</translation>
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
        <translation>連續停一手使對局停止</translation>
    </message>
    <message>
        <source>a long cycle: no result</source>
        <translation>長循環：無勝負</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>三次重複</translation>
    </message>
    <message>
        <source>move {number} {player} {point} is illegal ({reason}): {explanation}</source>
        <translation>第{number}手 {player} {point} 為禁著（{reason}）：{explanation}</translation>
    </message>
    <message>
        <source>1 move replayed; the game ended at move {number}: {how}</source>
        <translation>已重放1手；對局在第{number}手結束：{how}</translation>
    </message>
    <message>
        <source>{played} moves replayed; the game ended at move {number}: {how}</source>
        <translation>已重放{played}手；對局在第{number}手結束：{how}</translation>
    </message>
    <message>
        <source>the 1 move is legal; Black to play</source>
        <translation>1手合法；輪黑下</translation>
    </message>
    <message>
        <source>all {played} moves are legal; Black to play</source>
        <translation>全部{played}手合法；輪黑下</translation>
    </message>
    <message>
        <source>the 1 move is legal; White to play</source>
        <translation>1手合法；輪白下</translation>
    </message>
    <message>
        <source>all {played} moves are legal; White to play</source>
        <translation>全部{played}手合法；輪白下</translation>
    </message>
    <message>
        <source>move {number} {player} {point}: {events}</source>
        <translation>第{number}手 {player} {point}：{events}</translation>
    </message>
    <message>
        <source>result: {kind} - {explanation}</source>
        <translation>結果：{kind} - {explanation}</translation>
    </message>
    <message>
        <source>result: {kind}</source>
        <translation>結果：{kind}</translation>
    </message>
    <message>
        <source>--lang: no language {code}; choose one of {codes}</source>
        <translation>--lang: 沒有語言 {code}；請從以下選擇：{codes}</translation>
    </message>
    <message>
        <source>--transform turns the position questions are asked on: give it with --questions</source>
        <translation>--transform 變換出題的局面：請與 --questions 一起給出</translation>
    </message>
    <message>
        <source>--pdf and --html write a worksheet: give them with --questions or --differences</source>
        <translation>--pdf 和 --html 用於寫練習題：請與 --questions 或 --differences 一起使用</translation>
    </message>
    <message>
        <source>--paper goes with --pdf</source>
        <translation>--paper 須與 --pdf 一起使用</translation>
    </message>
    <message>
        <source>--course prints the whole course: give no file, --diagram, --questions or --differences</source>
        <translation>--course 輸出全部課程：不要給出檔案、--diagram、--questions 或 --differences</translation>
    </message>
    <message>
        <source>--differences takes its own files: give no other file or --diagram</source>
        <translation>--differences 使用它自己的檔案：不要再給出其他檔案或 --diagram</translation>
    </message>
    <message>
        <source>--lesson and --sgf go with --questions</source>
        <translation>--lesson 和 --sgf 需與 --questions 一起使用</translation>
    </message>
    <message>
        <source>give one of an SGF file, --diagram or --lesson</source>
        <translation>請只給出 SGF 檔案、--diagram 或 --lesson 中的一個</translation>
    </message>
    <message>
        <source>give either an SGF file or --diagram, not both</source>
        <translation>請給出 SGF 檔案或 --diagram 二者之一，不能同時給出</translation>
    </message>
    <message>
        <source>an SGF file (or --diagram ID) is required</source>
        <translation>需要一個 SGF 檔案（或 --diagram ID）</translation>
    </message>
    <message>
        <source>Game {number} ({size}x{size})</source>
        <translation>第{number}局（{size}x{size}）</translation>
    </message>
    <message>
        <source>{folder}: 1 file left out, not a game record (.sgf or .mgt): {files}</source>
        <translation>{folder}：已略過 1 個不是棋譜（.sgf 或 .mgt）的檔案：{files}</translation>
    </message>
    <message>
        <source>{folder}: {count} files left out, not game records (.sgf or .mgt): {files}</source>
        <translation>{folder}：已略過 {count} 個不是棋譜（.sgf 或 .mgt）的檔案：{files}</translation>
    </message>
    <message>
        <source>{file} (game {number})</source>
        <translation>{file}（第{number}局）</translation>
    </message>
    <message>
        <source>{file}: 1 move where the rulesets differ</source>
        <translation>{file}：各規則裁定不同的著手有1手</translation>
    </message>
    <message>
        <source>{file}: {count} moves where the rulesets differ</source>
        <translation>{file}：各規則裁定不同的著手有{count}手</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>擺放</translation>
    </message>
    <message>
        <source>move {number} ({move}):</source>
        <translation>第{number}手（{move}）：</translation>
    </message>
    <message>
        <source>counts: {counts}</source>
        <translation>計算結果：{counts}</translation>
    </message>
    <message>
        <source>at the end the results differ: {results}</source>
        <translation>最後各規則的結果不同：{results}</translation>
    </message>
    <message>
        <source>at the end every ruleset: {result}</source>
        <translation>最後所有規則的結果：{result}</translation>
    </message>
    <message>
        <source>Where the rulesets differ: {files}</source>
        <translation>各規則裁定不同之處：{files}</translation>
    </message>
    <message>
        <source>{prog}: wrote the worksheet, with 1 board, to {path}</source>
        <translation>{prog}：已將練習題（1 個棋盤圖）寫入 {path}</translation>
    </message>
    <message>
        <source>{prog}: wrote the worksheet, with {count} boards, to {path}</source>
        <translation>{prog}：已將練習題（{count} 個棋盤圖）寫入 {path}</translation>
    </message>
    <message>
        <source>{file} ({transform})</source>
        <translation>{file}（{transform}）</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}</source>
        <translation>無法寫入 {path}：{why}</translation>
    </message>
    <message>
        <source>{prog}: wrote {count} questions on 1 line to {path}</source>
        <translation>{prog}: 已將 1 條線上的 {count} 道題寫入 {path}</translation>
    </message>
    <message>
        <source>{prog}: wrote {count} questions on {games} lines to {path}</source>
        <translation>{prog}: 已將 {games} 條線上的 {count} 道題寫入 {path}</translation>
    </message>
    <message>
        <source>lesson {number}</source>
        <translation>第 {number} 課</translation>
    </message>
    <message>
        <source>Questions: {title}</source>
        <translation>問題：{title}</translation>
    </message>
    <message>
        <source>No questions: the rulesets agree at every node of this line.</source>
        <translation>沒有問題：在這條線路的每個節點上各規則的裁定都一致。</translation>
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
        <translation>主題：{concept}</translation>
    </message>
    <message>
        <source>Marked on the board: {points}</source>
        <translation>棋盤上的標記：{points}</translation>
    </message>
    <message>
        <source>Counted: {count} points</source>
        <translation>計算範圍：{count} 個點</translation>
    </message>
    <message>
        <source>Tick every one that applies: {choices}</source>
        <translation>選出所有符合的：{choices}</translation>
    </message>
    <message>
        <source>Choose one: {choices}</source>
        <translation>選一個：{choices}</translation>
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
        <translation>其他規則：</translation>
    </message>
</context>
</TS>

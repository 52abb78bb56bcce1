<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>Concepts</name>
    <message>
        <source>the basic ko rule</source>
        <translation>基本劫規則</translation>
    </message>
    <message>
        <source>the rules on passing, the end of play and counting</source>
        <translation>停一手、對局停止與計算的規則</translation>
    </message>
    <message>
        <source>the rule on suicide</source>
        <translation>自殺的規則</translation>
    </message>
    <message>
        <source>positional superko</source>
        <translation>位置超級劫</translation>
    </message>
    <message>
        <source>situational superko</source>
        <translation>情境超級劫</translation>
    </message>
    <message>
        <source>superko and passes</source>
        <translation>超級劫與停一手</translation>
    </message>
    <message>
        <source>the rules on long cycles</source>
        <translation>長循環的規則</translation>
    </message>
    <message>
        <source>the rules on repetition (threefold repetition, minimal superko)</source>
        <translation>重複的規則（三次重複、最小超級劫）</translation>
    </message>
    <message>
        <source>how points in seki are counted</source>
        <translation>雙活中的目如何計算</translation>
    </message>
    <message>
        <source>komi and handicap compensation</source>
        <translation>貼目與讓子補償</translation>
    </message>
    <message>
        <source>pass stones and White passing last</source>
        <translation>停一手交子與白方最後停一手</translation>
    </message>
    <message>
        <source>how a dispute about dead stones is settled</source>
        <translation>死子爭議如何解決</translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones</source>
        <translation>應氏規則的熱子</translation>
    </message>
    <message>
        <source>Ing&apos;s rule against disturbing a cycle</source>
        <translation>應氏規則的攪劫規定</translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation>計點</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>{title}: {right} of {count} right.</source>
        <translation>{title}：{count} 題答對 {right} 題。</translation>
    </message>
    <message>
        <source>- {question} {why}</source>
        <translation>- {question}{why}</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>出題</translation>
    </message>
    <message>
        <source>Quiz: {line}</source>
        <translation>出題：{line}</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>複習</translation>
    </message>
</context>
<context>
    <name>LearnDock</name>
    <message>
        <source>Review the card due today</source>
        <translation>複習今天到期的一項</translation>
    </message>
    <message>
        <source>Review the {n} cards due today</source>
        <translation>複習今天到期的 {n} 項</translation>
    </message>
    <message>
        <source>Resume: {lesson}</source>
        <translation>繼續：{lesson}</translation>
    </message>
    <message>
        <source>Next: {lesson}</source>
        <translation>下一課：{lesson}</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Basic ko</source>
        <translation>基本劫</translation>
    </message>
    <message>
        <source>Positional superko</source>
        <translation>位置超級劫</translation>
    </message>
    <message>
        <source>Longer cycles than a single ko exist: with three kos on the board, or a double ko, the players can take in turn and come back to a board seen before. Positional superko forbids any play that makes the stones look exactly as they did at any earlier moment of the game, whoever is to move. The four simplified rulesets and Tromp-Taylor use it, and so does this app&apos;s reading of the Chinese ban on whole-board repetition; Japanese and Korean rules have only the basic ko ban.</source>
        <translation>還有比單個劫更長的循環：盤上有三個劫或連環劫時，雙方輪流提子，可能回到以前出現過的盤面。位置超級劫禁止任何使棋子排列與對局中此前任一時刻完全相同的著手，不論輪到哪一方。四種簡化規則和 Tromp-Taylor 規則採用它，本程式也這樣解讀中國規則中禁止全局同形再現的條文；日本規則和韓國規則只有基本劫的禁止。</translation>
    </message>
    <message>
        <source>Play stops when both players pass in a row (the Renaissance rules want a third pass), and the game is counted. Area counting adds a side&apos;s stones on the board to the empty points it surrounds; territory counting adds the surrounded points to the prisoners taken. The two counts often differ by a point: filling a neutral point gains a point only under area counting, and a move inside your own territory costs a point only under territory counting. White then adds komi, and the usual komi differ too: 6.5 in Japan, 7.5 in China.</source>
        <translation>雙方連續停一手，對局即停止（文藝復興規則要第三次停一手），然後計算勝負。數子法把一方在盤上的棋子數與其圍住的空點數相加；數目法把圍住的空點數與提子數相加。兩種計算常常相差一子：填單官只在數子法下多得一子，在自己的地裡下一手只在數目法下損失一目。最後白方加上貼目，而通常的貼目也各不相同：日本為 6.5 目，中國為 7.5 目。</translation>
    </message>
    <message>
        <source>Situational superko</source>
        <translation>情境超級劫</translation>
    </message>
    <message>
        <source>Situational superko looks at the whole situation: the stones and the player to move. A play may not bring back a board that occurred before with the same player to move, so stones that stand as they once did are allowed when it is now the other player&apos;s turn. AGA rules, as commonly read, use it, and New Zealand&apos;s rule (no board as it stood after one of your own moves) forbids the same plays.</source>
        <translation>情境超級劫看整個情境，即棋子排列加上輪到哪一方：著手不得重現以前在同一方輪走時出現過的盤面。因此，棋子排列即使與從前相同，只要現在輪到的是另一方，就是允許的。AGA 規則通常被這樣解讀；紐西蘭規則的條文（不得形成與自己任何一手之後相同的盤面）禁止的著手與之相同。</translation>
    </message>
    <message>
        <source>A pass and superko</source>
        <translation>停一手與超級劫</translation>
    </message>
    <message>
        <source>A pass puts no stone on the board but hands the turn over, so after a pass the stones and the player to move can be just as they were earlier. Situational superko then forbids the play that would repeat the next board of the cycle, while the basic ko rule lets the cycle go on. Natural situational superko forbids a player only the boards that player made with a stone, so boards after a pass belong to nobody. Passes can also leave a ko that superko never lets anyone retake, and a one-eyed group then lives.</source>
        <translation>停一手不在盤上放子，卻把輪走權交給對方，因此停一手之後，棋子排列和輪到的一方可能與從前完全相同。這時情境超級劫禁止重現循環中下一個盤面的著手，而在基本劫規則下循環可以繼續。自然情境超級劫只禁止一方重現自己落子形成的盤面，因此停一手之後的盤面不屬於任何一方。停一手還可能留下一個在超級劫下誰也不能提回的劫，這時只有一隻眼的棋塊就活了。</translation>
    </message>
    <message>
        <source>Long cycles and no result</source>
        <translation>長循環與無勝負</translation>
    </message>
    <message>
        <source>Japanese and Korean rules have only the basic ko ban, so nothing forbids the move that repeats a triple ko, a moonshine life or a long life. If the players keep repeating such a cycle the game ends without result: the Japanese text asks for the players&apos; agreement, and this app ends it when the same position, with the same player to move, comes back a third time with no pass in between. The superko rulesets forbid the move that closes the cycle instead, and Ing&apos;s rules stop it with hot stones or the disturbing rule.</source>
        <translation>日本規則和韓國規則只有基本劫的禁止，所以沒有任何規定禁止重複三劫循環、「假生」（靠別處的劫維持的活棋）或長生劫的著手。如果雙方一直重複這樣的循環，對局以無勝負結束：日本規則的條文要求雙方同意，本程式則在同一局面、同一方輪走，中間沒有停一手而第三次出現時結束對局。採用超級劫的規則改為禁止使循環閉合的著手，應氏規則則用熱子或攪劫規則加以阻止。</translation>
    </message>
    <message>
        <source>Threefold repetition and minimal superko</source>
        <translation>三次重複與最小超級劫</translation>
    </message>
    <message>
        <source>The Renaissance rules keep the basic ko ban and let cycles run, but the third time the same position comes round the game ends: a draw if both sides captured as many stones in the loop, otherwise a loss for whoever captured fewer. Their minimal superko forbids a board play only one position: the one in which the last two successive passes were made. Three passes in a row stop play.</source>
        <translation>文藝復興規則保留基本劫的禁止，允許循環繼續，但同一局面第三次出現時對局結束：如果循環中雙方提子數相同則為和棋，否則提子少的一方負。該規則的最小超級劫只禁止盤上著手形成一個局面：即最近一次連續兩次停一手時的局面。連續三次停一手則對局停止。</translation>
    </message>
    <message>
        <source>Disputes and the confirmation play</source>
        <translation>死活爭議與死活確認著手</translation>
    </message>
    <message>
        <source>When play has stopped the players agree which stones are dead. If they disagree, the rulesets part: most play on until the stones are captured or not, Tromp-Taylor counts every stone as alive, and Japan and Korea settle it in a confirmation play whose moves are not kept. There a player whose ko stone was taken must pass once for that ko before retaking it, which is why a bent four in a corner is dead under their rules. The simplified Japanese/Korean rules imagine wise play instead.</source>
        <translation>對局停止後，雙方要商定哪些子是死子。如果意見不一，各規則的處理就不同了：大多數規則繼續對局，直到這些子被提或確定提不掉為止；Tromp-Taylor 規則把所有棋子都算作活棋；日本和韓國用不保留的死活確認著手解決。其中，在劫中被提子的一方必須先為這個劫停一手才能提回，所以在這兩種規則下盤角曲四是死棋。簡化規則日本/韓國則改為設想雙方的最佳著法。</translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones</source>
        <translation>應氏規則的熱子</translation>
    </message>
    <message>
        <source>Ing&apos;s rules treat a ko fight apart from kos in which neither side can capture. In a ko fight the stones that have just captured are hot: the opponent may capture them only after a move or a pass in between. Hot stones can be two stones, as in long life (double hot stones), and in a triple ko the capturer&apos;s stones in the other kos that lock the same two groups are hot too (twin hot stones). That turns a triple ko or a long life into an ordinary fight instead of a cycle.</source>
        <translation>應氏規則把爭劫與雙方都無法吃掉對方的劫分開處理。爭劫時，剛提過子的棋子是「熱子」：對方必須在中間隔一手或停一手之後才能提它。熱子可以是兩個子，如長生劫中的情形（雙熱子）；在三劫循環中，提子一方在連著同樣兩塊棋的其他劫裡的棋子也是熱子（孿生熱子）。這樣，三劫循環或長生劫就變成普通的爭劫，而不是循環。</translation>
    </message>
    <message>
        <source>Ing&apos;s disturbing rule and balanced kos</source>
        <translation>應氏規則的攪劫規定與均衡劫</translation>
    </message>
    <message>
        <source>Ing&apos;s rules also limit cycles in kos where neither group can capture the other: setting off such a cycle is called disturbing, and each player may disturb only once in a game. The kos are balanced when both groups have the same number of inside liberties, two or more: each side disturbs once, after that neither can be captured, and the groups live in seki. When one group has a single inside liberty the kos are unbalanced: that side may answer only once, and here it dies.</source>
        <translation>對於雙方都無法吃掉對方的劫，應氏規則也限制其循環：引發這種循環稱為攪劫，每方在一局中只能攪劫一次。兩塊棋的內氣數相同且在兩口以上時，這種劫是均衡的：雙方各攪劫一次之後誰也吃不掉誰，兩塊棋成為雙活。若一塊棋只有一口內氣，這種劫就不均衡：該方只能應一次，在這裡那塊棋會被吃。</translation>
    </message>
    <message>
        <source>Lesson {number}: {title}</source>
        <translation>第 {number} 課：{title}</translation>
    </message>
    <message>
        <source>Suicide</source>
        <translation>自殺</translation>
    </message>
    <message>
        <source>When one stone takes one stone in a ko, the opponent could take straight back and the two could go on for ever. Every ruleset forbids that immediate recapture: the player must first play somewhere else, usually a threat the other side has to answer. Once each side has played a move elsewhere, the ko may be taken back. Rulesets with a superko rule need no separate ko rule: their superko forbids the recapture too, so the rulings name it positional or situational superko.</source>
        <translation>劫中一子提掉一子後，對方本可立即提回，兩人就可能永遠提來提去。所有規則都禁止這種立即提回：被提的一方必須先在別處下一手，通常是對方不得不應的劫材。雙方各在別處下過一手之後，就可以提回這個劫。有超級劫規則的規則不需要另立劫的規則：超級劫同樣禁止這種提回，所以裁定稱之為位置超級劫或情境超級劫。</translation>
    </message>
    <message>
        <source>A play that leaves its own string without liberties, capturing nothing, is suicide. Japanese, Korean, Chinese and AGA rules forbid it, as do three of the simplified rulesets. New Zealand, Tromp-Taylor, the Renaissance rules and the simplified Ing/NZ rules allow it, and Ing&apos;s rules allow the suicide of several stones while a lone stone&apos;s suicide counts as a pass. Where it is legal it can even serve as a ko threat.</source>
        <translation>不提掉任何子而使己方棋串沒有氣的著手就是自殺。日本、韓國、中國和 AGA 規則禁止自殺，三種簡化規則也禁止。紐西蘭規則、Tromp-Taylor 規則、文藝復興規則和簡化規則應氏/紐西蘭允許自殺；應氏規則允許多子自殺，而單子自殺算作停一手。在允許自殺的規則下，它甚至可以用作劫材。</translation>
    </message>
    <message>
        <source>Area and territory counting</source>
        <translation>數子與數目</translation>
    </message>
    <message>
        <source>Points in seki</source>
        <translation>雙活中的目</translation>
    </message>
    <message>
        <source>An eye inside a seki is surrounded by one side&apos;s stones, yet Japanese and Korean rules count no point in a seki, while area counting and Renaissance B count it as usual. With the same komi, that one point can change the winner.</source>
        <translation>雙活中的眼雖被一方的棋子圍住，日本規則和韓國規則卻不計雙活中的目，而數子法和文藝復興 B 照常計算。貼目相同時，這一目就可能改變勝負。</translation>
    </message>
    <message>
        <source>Handicap compensation</source>
        <translation>讓子的補償</translation>
    </message>
    <message>
        <source>Under area counting each handicap stone is a point on the board, so most area rulesets give White some back: a point per stone (Chinese), one less than the number of stones (AGA), a point per stone paid with White stones put in Black&apos;s area at two points each (Ing, as the SST article proposes), or none at all (New Zealand). Territory counting needs no compensation.</source>
        <translation>數子法下每個讓子都是盤上的一子，所以大多數數子規則會還給白方一些：每子一目（中國規則）；比讓子數少一目（AGA）；每子一目，以在黑方空內放置的白子支付，每個白子算兩目（應氏規則，按 SST 條文的提議）；或完全不還（紐西蘭規則）。數目法不需要補償。</translation>
    </message>
    <message>
        <source>Pass stones</source>
        <translation>停著交子</translation>
    </message>
    <message>
        <source>Under AGA rules every pass hands the opponent a stone as a prisoner, and White makes the last pass. In a game from an even start with alternate moves, the territory count then gives the same margin as the area count. The Japanese count has no pass stones, so here it gives Black two points less, and with each ruleset&apos;s usual komi the winner changes.</source>
        <translation>在 AGA 規則下，每停一手都要交給對方一子作為提子，並且最後一次停一手由白方進行。從分先開始、雙方交替著手的對局中，這樣數目法得出的差距就與數子法相同。日本的計算沒有停著交子，所以這裡黑方少算兩目，按各規則通常的貼目，勝負隨之改變。</translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation>應氏計點（填子計算）</translation>
    </message>
    <message>
        <source>Ing&apos;s rules count with a fixed supply of stones for each side, 180 on a full board: fill your own area with your stones, and what is left tells the result, empty points over mean a win and stones over mean a loss. The komi is 8 points, paid as four White stones put in Black&apos;s area, and Black wins a tie in an even game. A handicap game compensates White the same way, a point per handicap stone, and then White wins a tie.</source>
        <translation>應氏規則用雙方固定數量的棋子計算，19 路棋盤上各 180 子：用自己的棋子填滿自己的空，剩下什麼決定結果，空點有餘為勝，棋子有餘為負。貼目為 8 點，以在黑方空內放四個白子的方式支付，分先對局同分時黑勝。讓子棋以同樣方式補償白方，每個讓子一點，此時同分則白勝。</translation>
    </message>
    <message>
        <source>{file}: CONCEPT must be one of {concepts}</source>
        <translation>{file}：CONCEPT 必須是 {concepts} 之一</translation>
    </message>
    <message>
        <source>no lesson position {id}; there are: {ids}</source>
        <translation>沒有課程局面 {id}；現有：{ids}</translation>
    </message>
    <message>
        <source>{verdict}: {rulesets}</source>
        <translation>{verdict}：{rulesets}</translation>
    </message>
    <message>
        <source>{verdict}: {count}</source>
        <translation>{verdict}：{count}</translation>
    </message>
    <message>
        <source>Lesson {number}. {title} [{id}]</source>
        <translation>第 {number} 課&#x3000;{title} [{id}]</translation>
    </message>
    <message>
        <source>Concept: {concept}</source>
        <translation>概念：{concept}</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>規則：</translation>
    </message>
    <message>
        <source>Steps: {steps}</source>
        <translation>步驟：{steps}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>{diagram} ({line})</source>
        <translation>{diagram}（{line}）</translation>
    </message>
    <message>
        <source>Worked example: {diagram} ({line})</source>
        <translation>示例講解：{diagram}（{line}）</translation>
    </message>
    <message>
        <source>No move</source>
        <translation>無著手</translation>
    </message>
    <message>
        <source>{node}. {move} (key step): {text}</source>
        <translation>{node}. {move}（關鍵一步）：{text}</translation>
    </message>
    <message>
        <source>{node}. {move}: {text}</source>
        <translation>{node}. {move}：{text}</translation>
    </message>
</context>
<context>
    <name>LessonSource</name>
    <message>
        <source>{title}, Article 6 (ko)</source>
        <translation>{title}，Article 6（劫）</translation>
    </message>
    <message>
        <source>{title}, Article 7-2 (a ko in the confirmation of life and death)</source>
        <translation>{title}，Article 7-2（死活確認中的劫）</translation>
    </message>
    <message>
        <source>{title}, Part 2, During the game, item 4 (basic ko, common to every rule system)</source>
        <translation>{title}，Part 2, During the game, item 4（基本劫，各種規則體系共有）</translation>
    </message>
    <message>
        <source>{title}, rule 2 (basic ko)</source>
        <translation>{title}，rule 2 (basic ko)</translation>
    </message>
    <message>
        <source>{title}, Common Simplified Rules (no play may bring back an earlier arrangement of stones), called positional superko in the commentaries</source>
        <translation>{title}，Common Simplified Rules（任何著子都不得重現此前的棋子排列），解說中稱為位置超級劫</translation>
    </message>
    <message>
        <source>{title}, Article 20 (whole-board repetition forbidden in principle), read as positional superko, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}，Article 20（原則上禁止全局同形再現），理解為位置超級劫（據圖例庫的說明摘要）</translation>
    </message>
    <message>
        <source>{title}, positional superko, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}，位置超級劫（據圖例庫的說明摘要）</translation>
    </message>
    <message>
        <source>{title}, Article 6 (ko): the basic ko rule only</source>
        <translation>{title}，Article 6（劫）：僅有基本劫規定</translation>
    </message>
    <message>
        <source>{title}, superko as commonly read: situational, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}，通常理解的超級劫：情境超級劫（據圖例庫的說明摘要）</translation>
    </message>
    <message>
        <source>{title}, the definition of a move</source>
        <translation>{title}，move 的定義</translation>
    </message>
    <message>
        <source>natural situational superko, as commonly defined; the BGA&apos;s reading of the AGA rule, as summarised in the diagram library&apos;s notes</source>
        <translation>自然情境超級劫（通常的定義）；英國圍棋協會（BGA）對 AGA 規定的解讀（據圖例庫的說明摘要）</translation>
    </message>
    <message>
        <source>positional superko: {title}, Common Simplified Rules</source>
        <translation>位置超級劫：{title}，Common Simplified Rules</translation>
    </message>
    <message>
        <source>{title}, Article 12 (no result: the whole-board position repeats and the players agree)</source>
        <translation>{title}，Article 12（無勝負：全局局面重複出現且雙方同意）</translation>
    </message>
    <message>
        <source>Korean practice: a repeated long cycle annuls the game ({title}, Part 1, Introduction; Part 6A, Double hot stones)</source>
        <translation>韓國的慣例：長循環反覆出現則對局無效（{title}，Part 1, Introduction；Part 6A, Double hot stones）</translation>
    </message>
    <message>
        <source>positional superko ({title}, Common Simplified Rules) and situational superko ({other}, the definition of a move)</source>
        <translation>位置超級劫（{title}，Common Simplified Rules）與情境超級劫（{other}，move 的定義）</translation>
    </message>
    <message>
        <source>{title}, rule 3 (threefold repetition)</source>
        <translation>{title}，rule 3 (threefold repetition)</translation>
    </message>
    <message>
        <source>{title}, rule 4 (minimal superko)</source>
        <translation>{title}，rule 4 (minimal superko)</translation>
    </message>
    <message>
        <source>{title}, rule 5 (three successive passes; dispute phases)</source>
        <translation>{title}，rule 5（連續三次停一手；爭議階段）</translation>
    </message>
    <message>
        <source>{title}, Part 6A (Fighting Kos: hot stones; Double hot stones; Twin hot stones)</source>
        <translation>{title}，Part 6A（Fighting Kos：熱子；Double hot stones；Twin hot stones）</translation>
    </message>
    <message>
        <source>{title}, Part 2, During the game, items 4 and 5</source>
        <translation>{title}，Part 2, During the game, items 4 and 5</translation>
    </message>
    <message>
        <source>{title}, Part 6B (Balanced Kos: disturbing, once per player per game)</source>
        <translation>{title}，Part 6B（Balanced Kos：攪劫，每方每局一次）</translation>
    </message>
    <message>
        <source>{title}, Part 6B (Balanced quadruple ko; Unbalanced double ko; &quot;What kind of ko am I?&quot;)</source>
        <translation>{title}，Part 6B (Balanced quadruple ko; Unbalanced double ko; &quot;What kind of ko am I?&quot;)</translation>
    </message>
    <message>
        <source>{title}, Part 2, During the game, item 5</source>
        <translation>{title}，Part 2, During the game, item 5</translation>
    </message>
    <message>
        <source>{title}, the definition of a play; Notes (no rule against suicide)</source>
        <translation>{title}，play 的定義；Notes（沒有禁止自殺的規定）</translation>
    </message>
    <message>
        <source>{title}, Part 2, During the game, item 3; Part 4 (Suicide)</source>
        <translation>{title}，Part 2, During the game, item 3；Part 4 (Suicide)</translation>
    </message>
    <message>
        <source>{title}, rule 1 (suicide allowable)</source>
        <translation>{title}，rule 1（允許自殺）</translation>
    </message>
    <message>
        <source>{title}, commentary on Simplified Ing/NZ (suicide allowed); Simplified Chinese and Japanese/Korean blocks and the AGA commentary (suicide prohibited)</source>
        <translation>{title}，關於 Simplified Ing/NZ 的 Commentary（允許自殺）；Simplified Chinese 及 Japanese/Korean 部分與關於 AGA 的 Commentary（禁止自殺）</translation>
    </message>
    <message>
        <source>{title}, suicide allowed, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}，允許自殺（據圖例庫的說明摘要）</translation>
    </message>
    <message>
        <source>{title}, Article 4 (no group without a liberty may stay on the board)</source>
        <translation>{title}，Article 4（沒有氣的棋子不能留在盤上）</translation>
    </message>
    <message>
        <source>Chinese, Korean and AGA rules, suicide illegal, as summarised in the diagram library&apos;s notes</source>
        <translation>中國、韓國和 AGA 規則，禁止自殺（據圖例庫的說明摘要）</translation>
    </message>
    <message>
        <source>{title}, Article 9 (end of the game: two passes in succession stop it, agreement ends it, resumption)</source>
        <translation>{title}，Article 9（對局的結束：連續兩次停一手使對局停止，雙方同意則對局結束；續弈）</translation>
    </message>
    <message>
        <source>Korean practice: disputes settled as under the Japanese rules, as summarised in the diagram library&apos;s notes</source>
        <translation>韓國的慣例：死活爭議按日本規則的方式解決（據圖例庫的說明摘要）</translation>
    </message>
    <message>
        <source>{title}, two passes end the game with every stone alive, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}，兩次停一手即結束對局，所有棋子都算活棋（據圖例庫的說明摘要）</translation>
    </message>
    <message>
        <source>{title}, Common Simplified Rules (the four phases); Simplified Japanese/Korean block (imagined wise alternation)</source>
        <translation>{title}，Common Simplified Rules（四個階段）；Simplified Japanese/Korean 部分（假想明智的輪流著手）</translation>
    </message>
    <message>
        <source>{title}, Simplified Ing/NZ block (score: stones plus surrounded empty regions) and Simplified Japanese/Korean block (score: surrounded empty regions plus prisoners)</source>
        <translation>{title}，Simplified Ing/NZ 部分（得分：棋子加圍住的空區塊）及 Simplified Japanese/Korean 部分（得分：圍住的空區塊加提子）</translation>
    </message>
    <message>
        <source>{title}, area scoring, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}，數子法（據圖例庫的說明摘要）</translation>
    </message>
    <message>
        <source>{title}, Article 8 (territory)</source>
        <translation>{title}，Article 8（目）</translation>
    </message>
    <message>
        <source>{title}, Part 2, Ending the Game, item 3 (a move inside your own area costs nothing under area counting)</source>
        <translation>{title}，Part 2, Ending the Game, item 3（按數子法，在自己的空內下子沒有損失）</translation>
    </message>
    <message>
        <source>{title}, Article 8 (eye points of stones in seki are not territory)</source>
        <translation>{title}，Article 8（雙活棋的眼位不算目）</translation>
    </message>
    <message>
        <source>{title}, Simplified Japanese/Korean block (points in seki score for nobody)</source>
        <translation>{title}，Simplified Japanese/Korean 部分（雙活中的點不計入任何一方）</translation>
    </message>
    <message>
        <source>Korean practice: seki counted as under the Japanese rules, as summarised in the diagram library&apos;s notes</source>
        <translation>韓國的慣例：雙活按日本規則的方式計算（據圖例庫的說明摘要）</translation>
    </message>
    <message>
        <source>area counting: {title}, Simplified Ing/NZ block (score)</source>
        <translation>數子法：{title}，Simplified Ing/NZ 部分（得分）</translation>
    </message>
    <message>
        <source>{title}, B.6 and B.7 (territory: points surrounded by live stones, with no seki exception)</source>
        <translation>{title}，B.6 and B.7（目：被活棋圍住的點，雙活沒有例外）</translation>
    </message>
    <message>
        <source>{title}, Commentary (Japanese/Korean rules give one excess dame no value)</source>
        <translation>{title}，Commentary（日本規則和韓國規則中多出的一個單官沒有價值）</translation>
    </message>
    <message>
        <source>{title}, a point per handicap stone (the Chinese preset&apos;s description, {file})</source>
        <translation>{title}，每個讓子一目（內建中國規則的說明，{file}）</translation>
    </message>
    <message>
        <source>{title}, a point per handicap stone after the first (the AGA preset&apos;s description, {file})</source>
        <translation>{title}，第一個讓子之後每個讓子一目（內建 AGA 規則的說明，{file}）</translation>
    </message>
    <message>
        <source>{title}, Part 2, Counting, item 5 (N points for N stones, to match territory counting; not in Ing&apos;s official texts) and Part 3 (handicap game counting)</source>
        <translation>{title}，Part 2, Counting, item 5（N 個讓子 N 目，以與數目法一致；應氏的正式文本中沒有）及 Part 3 (handicap game counting)</translation>
    </message>
    <message>
        <source>{title}, the handicap rule (White passes n - 1 times; no komi)</source>
        <translation>{title}，讓子規定（白方停一手 n - 1 次；不貼目）</translation>
    </message>
    <message>
        <source>{title}, Simplified AGA block (each pass adds a prisoner; White&apos;s extra last pass) and its commentary (the two counts agree)</source>
        <translation>{title}，Simplified AGA 部分（每停一手增加一枚提子；白方額外的最後一次停一手）及其 Commentary（兩種計算結果一致）</translation>
    </message>
    <message>
        <source>{title}, pass stones and White passing last, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}，停著交子與白方最後停一手（據圖例庫的說明摘要）</translation>
    </message>
    <message>
        <source>{title}, B.8 and B.9 (pass stones and equal moves in dispute phases)</source>
        <translation>{title}，B.8 and B.9（爭議階段的停著交子與雙方手數相等）</translation>
    </message>
    <message>
        <source>{title}, Part 2, Start of the game, item 1 (180 stones each) and Counting, items 1 to 4 (the fill-in)</source>
        <translation>{title}，Part 2, Start of the game, item 1（每方 180 子）及 Counting, items 1 to 4（填子）</translation>
    </message>
    <message>
        <source>{title}, Part 2, Start of the game, item 4 (komi 8) and Counting, items 4 and 5 (ties; handicap compensation)</source>
        <translation>{title}，Part 2, Start of the game, item 4（貼 8 點）及 Counting, items 4 and 5（同分；讓子的補償）</translation>
    </message>
    <message>
        <source>{title}, Part 3 (Demonstrations of Ing Counting)</source>
        <translation>{title}，Part 3 (Demonstrations of Ing Counting)</translation>
    </message>
</context>
<context>
    <name>Mastery</name>
    <message>
        <source>not asked</source>
        <translation>不出題</translation>
    </message>
    <message>
        <source>not seen yet</source>
        <translation>尚未見過</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>學習中</translation>
    </message>
    <message>
        <source>shaky</source>
        <translation>不穩</translation>
    </message>
    <message>
        <source>known</source>
        <translation>已掌握</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>牢固</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>A progress file that could not be used was kept as {aside}. To use it again, close gogui, move {name} away and rename {aside_name} back to {name}.</source>
        <translation>無法使用的進度檔案已保留為 {aside}。若要再次使用它，請關閉 gogui，把 {name} 移走，再把 {aside_name} 改名回 {name}。</translation>
    </message>
    <message>
        <source>The progress could not be saved to {path} ({why}).</source>
        <translation>無法把進度儲存到 {path}（{why}）。</translation>
    </message>
    <message>
        <source>The file {path} could not be read ({why}).</source>
        <translation>無法讀取檔案 {path}（{why}）。</translation>
    </message>
    <message>
        <source>The file {path} is not a gogui progress file ({why}).</source>
        <translation>檔案 {path} 不是 gogui 的進度檔案（{why}）。</translation>
    </message>
    <message>
        <source>The progress folder {folder} cannot be made ({why}).</source>
        <translation>無法建立進度資料夾 {folder}（{why}）。</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>這是一個資料夾</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be read ({why}); it is left as it is.</source>
        <translation>無法讀取進度檔案 {path}（{why}）；檔案保持原樣。</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be written ({why}): its answers are shown, and new ones are not kept in it.</source>
        <translation>無法寫入進度檔案 {path}（{why}）：其中的作答照常顯示，但新的作答不會存入該檔案。</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be written just now ({why}): new answers are kept and written to it as soon as it can be.</source>
        <translation>暫時無法寫入進度檔案 {path}（{why}）：新的作答會先保留，一旦可以寫入就寫入。</translation>
    </message>
    <message>
        <source>Another program is using the progress file {path}: its answers show, and new answers are written to it, as soon as it is free.</source>
        <translation>另一個程式正在使用進度檔案 {path}：檔案一旦空閒，就顯示其中的作答並寫入新的作答。</translation>
    </message>
    <message>
        <source>Another program is using the progress file {path}: new answers are kept and written to it as soon as it is free.</source>
        <translation>另一個程式正在使用進度檔案 {path}：新的作答會先保留，檔案一旦空閒就寫入。</translation>
    </message>
    <message>
        <source>The progress file {path} was written by a newer version of gogui (its schema version is {version}): its answers are shown, and new ones are not kept in it.</source>
        <translation>進度檔案 {path} 由較新版本的 gogui 寫入（其結構版本為 {version}）：其中的作答照常顯示，但新的作答不會存入該檔案。</translation>
    </message>
    <message>
        <source>Progress is kept only until the program closes.</source>
        <translation>進度只保留到程式關閉為止。</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be used ({why}) and cannot be renamed aside ({again}); it is left as it is.</source>
        <translation>進度檔案 {path} 無法使用（{why}），也無法改名移開（{again}）；檔案保持原樣。</translation>
    </message>
    <message>
        <source>The progress file could not be used ({why}): it was kept as {aside} and a fresh one was started. To use it again, close gogui, move {name} away and rename {aside_name} back to {name}.</source>
        <translation>進度檔案無法使用（{why}）：它已保留為 {aside}，並已新建一個進度檔案。若要再次使用它，請關閉 gogui，把 {name} 移走，再把 {aside_name} 改名回 {name}。</translation>
    </message>
    <message>
        <source>it holds something else (schema version {version})</source>
        <translation>其中是別的內容：結構描述版本 {version}</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>檔案已損壞</translation>
    </message>
    <message>
        <source>it is not progress exported by gogui</source>
        <translation>它不是 gogui 匯出的進度</translation>
    </message>
    <message>
        <source>its version {version} is not one this gogui reads</source>
        <translation>此 gogui 無法讀取其版本 {version}</translation>
    </message>
    <message>
        <source>its {part} are not a list</source>
        <translation>其 {part} 不是清單</translation>
    </message>
    <message>
        <source>entry {number} of its {part} is malformed</source>
        <translation>其 {part} 的第 {number} 項格式不對</translation>
    </message>
    <message>
        <source>entry {number} of its {part} has no valid {field}</source>
        <translation>其 {part} 的第 {number} 項沒有有效的 {field}</translation>
    </message>
</context>
<context>
    <name>QuestionSgf</name>
    <message>
        <source>Question {number}: {prompt}</source>
        <translation>問題 {number}：{prompt}</translation>
    </message>
    <message>
        <source>Answer by naming a point.</source>
        <translation>請說出一個點。</translation>
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
        <source>none of them</source>
        <translation>都不符合</translation>
    </message>
    <message>
        <source>Answer: {answer}</source>
        <translation>答案：{answer}</translation>
    </message>
    <message>
        <source>Why: {explanation}</source>
        <translation>理由：{explanation}</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>play goes on</source>
        <translation>對局繼續</translation>
    </message>
    <message>
        <source>play stops</source>
        <translation>對局停止</translation>
    </message>
    <message>
        <source>the game ends and is counted with every stone alive</source>
        <translation>對局結束，所有棋子按活棋計算</translation>
    </message>
    <message>
        <source>the game ends without result</source>
        <translation>對局以無勝負結束</translation>
    </message>
    <message>
        <source>the game ends in a draw</source>
        <translation>對局以和棋結束</translation>
    </message>
    <message>
        <source>Black wins by repetition</source>
        <translation>因重複黑勝</translation>
    </message>
    <message>
        <source>White wins by repetition</source>
        <translation>因重複白勝</translation>
    </message>
    <message>
        <source>the game ends</source>
        <translation>對局結束</translation>
    </message>
    <message>
        <source>{point} is not such a point.</source>
        <translation>{point} 不是這樣的點。</translation>
    </message>
    <message>
        <source>That is not such a point.</source>
        <translation>那不是這樣的點。</translation>
    </message>
    <message>
        <source>{point} is forbidden too, but by another rule ({ban}); the question asks about {asked}.</source>
        <translation>{point}也不能下，但那是另一條規則（{ban}）；本題問的是{asked}。</translation>
    </message>
    <message>
        <source>{ruleset}: forbids {forbidden}; allows {allowed}</source>
        <translation>{ruleset}：禁止{forbidden}；允許{allowed}</translation>
    </message>
    <message>
        <source>{ruleset}: forbids {forbidden}</source>
        <translation>{ruleset}：禁止{forbidden}</translation>
    </message>
    <message>
        <source>{ruleset}: allows {allowed}</source>
        <translation>{ruleset}：允許{allowed}</translation>
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
        <source>Black&apos;s pass</source>
        <translation>黑停一手</translation>
    </message>
    <message>
        <source>White&apos;s pass</source>
        <translation>白停一手</translation>
    </message>
    <message>
        <source>Black&apos;s {point}</source>
        <translation>黑 {point}</translation>
    </message>
    <message>
        <source>White&apos;s {point}</source>
        <translation>白 {point}</translation>
    </message>
    <message>
        <source>a tie: nobody wins</source>
        <translation>同分：無人獲勝</translation>
    </message>
    <message>
        <source>Black wins by {margin}</source>
        <translation>黑勝 {margin}</translation>
    </message>
    <message>
        <source>Black wins on equal points</source>
        <translation>同分黑勝</translation>
    </message>
    <message>
        <source>White wins by {margin}</source>
        <translation>白勝 {margin}</translation>
    </message>
    <message>
        <source>White wins on equal points</source>
        <translation>同分白勝</translation>
    </message>
    <message>
        <source>{ruleset}: {verdict}.</source>
        <translation>{ruleset}：{verdict}。</translation>
    </message>
    <message>
        <source>{ruleset}: {verdict}. {explanation}</source>
        <translation>{ruleset}：{verdict}。{explanation}</translation>
    </message>
    <message>
        <source>Under {ruleset} rules {player} {point} is illegal ({reason}): {explanation}</source>
        <translation>按{ruleset}，{player} {point} 是禁著（{reason}）：{explanation}</translation>
    </message>
    <message>
        <source>Is {move} (move {number}) legal under {ruleset} rules?</source>
        <translation>按{ruleset}，{move}（第 {number} 手）合法嗎？</translation>
    </message>
    <message>
        <source>Yes, it is legal</source>
        <translation>是，合法</translation>
    </message>
    <message>
        <source>No, it is illegal</source>
        <translation>不，是禁著</translation>
    </message>
    <message>
        <source>{ruleset} forbids it ({reason}): {explanation}</source>
        <translation>{ruleset}禁止（{reason}）：{explanation}</translation>
    </message>
    <message>
        <source>Which of these rulesets allow {move} (move {number})?</source>
        <translation>下列哪些規則允許{move}（第 {number} 手）？</translation>
    </message>
    <message>
        <source>After {move} (move {number}), what happens under {ruleset} rules?</source>
        <translation>按{ruleset}，{move}（第 {number} 手）之後會怎樣？</translation>
    </message>
    <message>
        <source>Under {ruleset} rules, {happening}: {explanation}</source>
        <translation>按{ruleset}，{happening}：{explanation}</translation>
    </message>
    <message>
        <source>{groups}.</source>
        <translation>{groups}。</translation>
    </message>
    <message>
        <source>{ruleset} allows it: {why}.</source>
        <translation>{ruleset}允許：{why}。</translation>
    </message>
    <message>
        <source>{ruleset} rules have no {rule} rule.</source>
        <translation>{ruleset}沒有{rule}規則。</translation>
    </message>
    <message>
        <source>Play has stopped. Counting only the part of the board shown, who wins under {ruleset} rules, and by how much?</source>
        <translation>對局已停止。只計算顯示的棋盤部分，按{ruleset}，誰勝，勝多少？</translation>
    </message>
    <message>
        <source>Play has stopped. Who wins under {ruleset} rules, and by how much?</source>
        <translation>對局已停止。按{ruleset}，誰勝，勝多少？</translation>
    </message>
    <message>
        <source>Under {ruleset} rules: {explanation}</source>
        <translation>按{ruleset}：{explanation}</translation>
    </message>
    <message>
        <source>{ruleset}: {result}.</source>
        <translation>{ruleset}：{result}。</translation>
    </message>
    <message>
        <source>Play has stopped. Which of these rulesets give Black the win?</source>
        <translation>對局已停止。下列哪些規則判黑勝？</translation>
    </message>
    <message>
        <source>Play has stopped. Which of these rulesets give White the win?</source>
        <translation>對局已停止。下列哪些規則判白勝？</translation>
    </message>
    <message>
        <source>{ruleset}: {explanation}</source>
        <translation>{ruleset}：{explanation}</translation>
    </message>
    <message>
        <source>{point} ({ban}): {explanation}</source>
        <translation>{point}（{ban}）：{explanation}</translation>
    </message>
    <message>
        <source> or </source>
        <translation>或</translation>
    </message>
    <message>
        <source>Under {ruleset} rules {player} may not play at {points}.</source>
        <translation>按{ruleset}，{player}不能下在 {points}。</translation>
    </message>
    <message>
        <source>{point} ({ban})</source>
        <translation>{point}（{ban}）</translation>
    </message>
    <message>
        <source>Click a point where {player} may not play now under {ruleset} rules ({bans}).</source>
        <translation>請點選按{ruleset}現在{player}不能下的點（{bans}）。</translation>
    </message>
    <message>
        <source>That count adds up area (stones and surrounded points) where this ruleset counts territory and prisoners.</source>
        <translation>那個計算加的是數子（棋子與圍住的點），而這個規則數的是目與提子。</translation>
    </message>
    <message>
        <source>That count adds up territory and prisoners where this ruleset counts area (stones and surrounded points).</source>
        <translation>那個計算加的是目與提子，而這個規則數的是數子（棋子與圍住的點）。</translation>
    </message>
    <message>
        <source>That count leaves out the komi.</source>
        <translation>那個計算漏掉了貼目。</translation>
    </message>
    <message>
        <source>That count leaves out White&apos;s handicap compensation.</source>
        <translation>那個計算漏掉了白方的讓子補償。</translation>
    </message>
    <message>
        <source>That count gives the komi to Black instead of White.</source>
        <translation>那個計算把貼目給了黑方，而不是白方。</translation>
    </message>
    <message>
        <source>That count forgets the prisoners and the dead stones.</source>
        <translation>那個計算忘了提子和死子。</translation>
    </message>
    <message>
        <source>That count forgets the pass stones.</source>
        <translation>那個計算忘了停一手交的子。</translation>
    </message>
    <message>
        <source>That is what another ruleset counts here, not this one.</source>
        <translation>那是另一個規則在這裡的計算，不是這個規則的。</translation>
    </message>
    <message>
        <source>That count is off by a point.</source>
        <translation>那個計算差了一目。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The rule under {ruleset}: {statement} ({source})</source>
        <translation>{ruleset}的規則：{statement}（{source}）</translation>
    </message>
    <message>
        <source>The rule: {statement} ({source})</source>
        <translation>規則：{statement}（{source}）</translation>
    </message>
    <message>
        <source>suicide is allowed: the player&apos;s own stones without liberties are removed</source>
        <translation>允許自殺：沒有氣的己方棋子被提走</translation>
    </message>
    <message>
        <source>they have no {ban}; their superko is {own}: {rule}</source>
        <translation>沒有{ban}，其超級劫是{own}：{rule}</translation>
    </message>
    <message>
        <source>they have no {ban}: besides the basic ko rule they forbid only taking hot stones at once and disturbing a cycle a second time, and this move does neither</source>
        <translation>沒有{ban}：除基本劫規則外，只禁止立即提熱子和第二次攪劫（打破循環），而這手棋兩者都不是</translation>
    </message>
    <message>
        <source>this move captures nothing</source>
        <translation>這手沒有提子</translation>
    </message>
    <message>
        <source>this move is no such immediate retake</source>
        <translation>這手不是這種立即提回</translation>
    </message>
    <message>
        <source>this move captures {count} stones</source>
        <translation>這手提 {count} 子</translation>
    </message>
    <message>
        <source>they have no {ban}, only the basic ko rule, which forbids only taking back a single stone at once; {capture}</source>
        <translation>沒有{ban}，只有基本劫規則，它只禁止立即提回一子；{capture}</translation>
    </message>
    <message>
        <source>they have no {ban} rule</source>
        <translation>沒有{ban}規則</translation>
    </message>
    <message>
        <source>the basic ko rule forbids only taking back a single stone at once; this move captures {count} stones</source>
        <translation>基本劫規則只禁止立即提回一子；這手提 {count} 子</translation>
    </message>
    <message>
        <source>their {ban} rule does not reach this move: {rule}</source>
        <translation>其{ban}規則不適用於這手：{rule}</translation>
    </message>
    <message>
        <source>{ban}: {rule}</source>
        <translation>{ban}：{rule}</translation>
    </message>
    <message>
        <source>Under {ruleset} rules {move} is illegal ({ban}): {explanation}</source>
        <translation>按{ruleset}，{move}是禁著（{ban}）：{explanation}</translation>
    </message>
    <message>
        <source>Under {ruleset} rules {move} is legal: {why}.</source>
        <translation>按{ruleset}，{move}合法：{why}。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>forbid it — {why}</source>
        <translation>禁止 — {why}</translation>
    </message>
    <message>
        <source>allow it — {why}</source>
        <translation>允許 — {why}</translation>
    </message>
    <message>
        <source>{rulesets}: {what}</source>
        <translation>{rulesets}：{what}</translation>
    </message>
    <message>
        <source>they have no {rule} rule</source>
        <translation>沒有{rule}規則</translation>
    </message>
    <message>
        <source>play stops only after {count} passes in a row</source>
        <translation>連續停一手 {count} 次後對局才停止</translation>
    </message>
    <message>
        <source>{count} passes in a row stop play</source>
        <translation>連續停一手 {count} 次即停止對局</translation>
    </message>
    <message>
        <source>{count} passes in a row end the game</source>
        <translation>連續停一手 {count} 次即終局</translation>
    </message>
    <message>
        <source>{happening} — {why}</source>
        <translation>{happening} — {why}</translation>
    </message>
    <message>
        <source>territory counting</source>
        <translation>數目</translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation>計點</translation>
    </message>
    <message>
        <source>area counting</source>
        <translation>數子</translation>
    </message>
    <message>
        <source>{method}, komi {komi}</source>
        <translation>{method}，貼目 {komi}</translation>
    </message>
    <message>
        <source>{result} ({method})</source>
        <translation>{result}（{method}）</translation>
    </message>
    <message>
        <source>Look at {rule} under {ruleset}: when does play stop, and when does the game end?</source>
        <translation>看{ruleset}的{rule}：對局何時停止，何時終局？</translation>
    </message>
    <message>
        <source>Look at {rule}: which of these rulesets have such a rule, and what does it say here?</source>
        <translation>看{rule}：這些規則中哪些有這樣的規定，它在這裡怎麼說？</translation>
    </message>
    <message>
        <source>Look at {rule}: does {ruleset} have such a rule, and what does it forbid?</source>
        <translation>看{rule}：{ruleset}有這樣的規定嗎，它禁止什麼？</translation>
    </message>
    <message>
        <source>Look at {rule} under {ruleset}: {statement}</source>
        <translation>看{ruleset}的{rule}：{statement}</translation>
    </message>
    <message>
        <source>which single stone could be taken straight back?</source>
        <translation>哪一子可以立即提回？</translation>
    </message>
    <message>
        <source>which empty point would leave the player&apos;s own stones without a liberty?</source>
        <translation>哪個空點會讓己方棋子沒有氣？</translation>
    </message>
    <message>
        <source>look back along the moves: which board would come back?</source>
        <translation>沿著著手往回看：哪個盤面會再現？</translation>
    </message>
    <message>
        <source>look back along the moves: which board would come back, with whom to play?</source>
        <translation>沿著著手往回看：哪個盤面會在誰行棋時再現？</translation>
    </message>
    <message>
        <source>look back along the moves, passes included: which situation would come back?</source>
        <translation>連同停一手沿著著手往回看：哪個局面會再現？</translation>
    </message>
    <message>
        <source>look back along the moves: has this whole position come round before?</source>
        <translation>沿著著手往回看：整個局面以前出現過嗎？</translation>
    </message>
    <message>
        <source>look back along the moves: how often has this position come round?</source>
        <translation>沿著著手往回看：這個局面出現過幾次？</translation>
    </message>
    <message>
        <source>which stones have just captured, and may they be taken at once?</source>
        <translation>哪些子剛剛提了子，能立即提它們嗎？</translation>
    </message>
    <message>
        <source>which cycle has been disturbed already, and by whom?</source>
        <translation>哪個循環已經被攪劫，是誰？</translation>
    </message>
    <message>
        <source>count the passes in a row, and how many end play here.</source>
        <translation>數一數連續停一手的次數，以及這裡幾次會停止對局。</translation>
    </message>
    <message>
        <source>what happens to the stones both sides claim?</source>
        <translation>雙方都主張的棋子會怎樣？</translation>
    </message>
    <message>
        <source>Look at the whole board: {question}</source>
        <translation>看整個棋盤：{question}</translation>
    </message>
    <message>
        <source>Look near {point}, where {player} just played: {question}</source>
        <translation>看{player}剛下的 {point} 附近：{question}</translation>
    </message>
    <message>
        <source>Look at the moves just before this one: {question}</source>
        <translation>看這手之前的幾手：{question}</translation>
    </message>
    <message>
        <source>Look at {point} and the stones next to it: {question}</source>
        <translation>看 {point} 和它旁邊的棋子：{question}</translation>
    </message>
    <message>
        <source>Look at the empty points inside the seki: whose are they?</source>
        <translation>看雙活中的空點：它們屬於誰？</translation>
    </message>
    <message>
        <source>Look at the handicap stones: how many, and what White gets for them.</source>
        <translation>看讓子：有幾子，白方因此得到什麼。</translation>
    </message>
    <message>
        <source>Count the passes each side made: each may hand over a stone.</source>
        <translation>數一數雙方各停了幾手：每停一手可能要交一子。</translation>
    </message>
    <message>
        <source>Count how many stones each side needs to fill its area.</source>
        <translation>數一數雙方填滿各自的地需要多少子。</translation>
    </message>
    <message>
        <source>Look at which stones the settling of the dispute removed.</source>
        <translation>看解決爭議時提走了哪些子。</translation>
    </message>
    <message>
        <source>Count each side&apos;s stones and surrounded points (and the prisoners, for territory counting), then give White the komi of {komi}.</source>
        <translation>數一數雙方的棋子和圍住的點（數目時還有提子），再給白方加上貼目 {komi}。</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Not answered yet.</source>
        <translation>尚未作答。</translation>
    </message>
    <message>
        <source>Asked for: last answered {ago}.</source>
        <translation>按要求複習：上次作答在{ago}。</translation>
    </message>
    <message>
        <source>Missed {ago}.</source>
        <translation>{ago}答錯了。</translation>
    </message>
    <message>
        <source>Answered right {ago}: time to check it is still known.</source>
        <translation>{ago}答對了：該確認是否還記得了。</translation>
    </message>
    <message>
        <source>a few minutes ago</source>
        <translation>幾分鐘前</translation>
    </message>
    <message>
        <source>1 hour ago</source>
        <translation>1小時前</translation>
    </message>
    <message>
        <source>{n} hours ago</source>
        <translation>{n}小時前</translation>
    </message>
    <message>
        <source>1 day ago</source>
        <translation>1天前</translation>
    </message>
    <message>
        <source>{n} days ago</source>
        <translation>{n}天前</translation>
    </message>
</context>
<context>
    <name>RuleSource</name>
    <message>
        <source>Japanese Rules of Go (1989)</source>
        <translation>Japanese Rules of Go (1989)（日本圍棋規約）</translation>
    </message>
    <message>
        <source>Ing&apos;s SST Rules of Go</source>
        <translation>Ing&apos;s SST Rules of Go（應氏SST規則）</translation>
    </message>
    <message>
        <source>Renaissance rules</source>
        <translation>Renaissance rules（文藝復興規則）</translation>
    </message>
    <message>
        <source>Simplified rules</source>
        <translation>Simplified rules（簡化規則）</translation>
    </message>
    <message>
        <source>New Zealand Rules of Go</source>
        <translation>New Zealand Rules of Go（紐西蘭圍棋規則）</translation>
    </message>
    <message>
        <source>Tromp-Taylor rules</source>
        <translation>Tromp-Taylor rules（Tromp-Taylor 規則）</translation>
    </message>
    <message>
        <source>Chinese Rules of Go (2002)</source>
        <translation>中國圍棋競賽規則（2002年）</translation>
    </message>
    <message>
        <source>Chinese rules</source>
        <translation>中國規則</translation>
    </message>
    <message>
        <source>AGA rules</source>
        <translation>AGA 規則</translation>
    </message>
</context>
</TS>

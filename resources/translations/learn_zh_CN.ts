<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Concepts</name>
    <message>
        <source>the basic ko rule</source>
        <translation>基本劫规则</translation>
    </message>
    <message>
        <source>the rules on passing, the end of play and counting</source>
        <translation>停一手、对局停止与计算的规则</translation>
    </message>
    <message>
        <source>the rule on suicide</source>
        <translation>自杀的规则</translation>
    </message>
    <message>
        <source>positional superko</source>
        <translation>位置超级劫</translation>
    </message>
    <message>
        <source>situational superko</source>
        <translation>情境超级劫</translation>
    </message>
    <message>
        <source>superko and passes</source>
        <translation>超级劫与停一手</translation>
    </message>
    <message>
        <source>the rules on long cycles</source>
        <translation>长循环的规则</translation>
    </message>
    <message>
        <source>the rules on repetition (threefold repetition, minimal superko)</source>
        <translation>重复的规则（三次重复、最小超级劫）</translation>
    </message>
    <message>
        <source>how points in seki are counted</source>
        <translation>双活中的目如何计算</translation>
    </message>
    <message>
        <source>komi and handicap compensation</source>
        <translation>贴目与让子补偿</translation>
    </message>
    <message>
        <source>pass stones and White passing last</source>
        <translation>停一手交子与白方最后停一手</translation>
    </message>
    <message>
        <source>how a dispute about dead stones is settled</source>
        <translation>死子争议如何解决</translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones</source>
        <translation>应氏规则的热子</translation>
    </message>
    <message>
        <source>Ing&apos;s rule against disturbing a cycle</source>
        <translation>应氏规则的搅劫规定</translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation>计点</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>{title}: {right} of {count} right.</source>
        <translation>{title}：{count} 题答对 {right} 题。</translation>
    </message>
    <message>
        <source>- {question} {why}</source>
        <translation>- {question}{why}</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>出题</translation>
    </message>
    <message>
        <source>Quiz: {line}</source>
        <translation>出题：{line}</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复习</translation>
    </message>
</context>
<context>
    <name>LearnDock</name>
    <message>
        <source>Review the card due today</source>
        <translation>复习今天到期的一项</translation>
    </message>
    <message>
        <source>Review the {n} cards due today</source>
        <translation>复习今天到期的 {n} 项</translation>
    </message>
    <message>
        <source>Resume: {lesson}</source>
        <translation>继续：{lesson}</translation>
    </message>
    <message>
        <source>Next: {lesson}</source>
        <translation>下一课：{lesson}</translation>
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
        <translation>位置超级劫</translation>
    </message>
    <message>
        <source>Longer cycles than a single ko exist: with three kos on the board, or a double ko, the players can take in turn and come back to a board seen before. Positional superko forbids any play that makes the stones look exactly as they did at any earlier moment of the game, whoever is to move. The four simplified rulesets and Tromp-Taylor use it, and so does this app&apos;s reading of the Chinese ban on whole-board repetition; Japanese and Korean rules have only the basic ko ban.</source>
        <translation>还有比单个劫更长的循环：盘上有三个劫或连环劫时，双方轮流提子，可能回到以前出现过的盘面。位置超级劫禁止任何使棋子排列与对局中此前任一时刻完全相同的着手，不论轮到哪一方。四种简化规则和 Tromp-Taylor 规则采用它，本程序也这样解读中国规则中禁止全局同形再现的条文；日本规则和韩国规则只有基本劫的禁止。</translation>
    </message>
    <message>
        <source>Play stops when both players pass in a row (the Renaissance rules want a third pass), and the game is counted. Area counting adds a side&apos;s stones on the board to the empty points it surrounds; territory counting adds the surrounded points to the prisoners taken. The two counts often differ by a point: filling a neutral point gains a point only under area counting, and a move inside your own territory costs a point only under territory counting. White then adds komi, and the usual komi differ too: 6.5 in Japan, 7.5 in China.</source>
        <translation>双方连续停一手，对局即停止（文艺复兴规则要第三次停一手），然后计算胜负。数子法把一方在盘上的棋子数与其围住的空点数相加；数目法把围住的空点数与提子数相加。两种计算常常相差一子：填单官只在数子法下多得一子，在自己的地里下一手只在数目法下损失一目。最后白方加上贴目，而通常的贴目也各不相同：日本为 6.5 目，中国为 7.5 目。</translation>
    </message>
    <message>
        <source>Situational superko</source>
        <translation>情境超级劫</translation>
    </message>
    <message>
        <source>Situational superko looks at the whole situation: the stones and the player to move. A play may not bring back a board that occurred before with the same player to move, so stones that stand as they once did are allowed when it is now the other player&apos;s turn. AGA rules, as commonly read, use it, and New Zealand&apos;s rule (no board as it stood after one of your own moves) forbids the same plays.</source>
        <translation>情境超级劫看整个情境，即棋子排列加上轮到哪一方：着手不得重现以前在同一方轮走时出现过的盘面。因此，棋子排列即使与从前相同，只要现在轮到的是另一方，就是允许的。AGA 规则通常被这样解读；新西兰规则的条文（不得形成与自己任何一手之后相同的盘面）禁止的着手与之相同。</translation>
    </message>
    <message>
        <source>A pass and superko</source>
        <translation>停一手与超级劫</translation>
    </message>
    <message>
        <source>A pass puts no stone on the board but hands the turn over, so after a pass the stones and the player to move can be just as they were earlier. Situational superko then forbids the play that would repeat the next board of the cycle, while the basic ko rule lets the cycle go on. Natural situational superko forbids a player only the boards that player made with a stone, so boards after a pass belong to nobody. Passes can also leave a ko that superko never lets anyone retake, and a one-eyed group then lives.</source>
        <translation>停一手不在盘上放子，却把轮走权交给对方，因此停一手之后，棋子排列和轮到的一方可能与从前完全相同。这时情境超级劫禁止重现循环中下一个盘面的着手，而在基本劫规则下循环可以继续。自然情境超级劫只禁止一方重现自己落子形成的盘面，因此停一手之后的盘面不属于任何一方。停一手还可能留下一个在超级劫下谁也不能提回的劫，这时只有一只眼的棋块就活了。</translation>
    </message>
    <message>
        <source>Long cycles and no result</source>
        <translation>长循环与无胜负</translation>
    </message>
    <message>
        <source>Japanese and Korean rules have only the basic ko ban, so nothing forbids the move that repeats a triple ko, a moonshine life or a long life. If the players keep repeating such a cycle the game ends without result: the Japanese text asks for the players&apos; agreement, and this app ends it when the same position, with the same player to move, comes back a third time with no pass in between. The superko rulesets forbid the move that closes the cycle instead, and Ing&apos;s rules stop it with hot stones or the disturbing rule.</source>
        <translation>日本规则和韩国规则只有基本劫的禁止，所以没有任何规定禁止重复三劫循环、“假生”（靠别处的劫维持的活棋）或长生劫的着手。如果双方一直重复这样的循环，对局以无胜负结束：日本规则的条文要求双方同意，本程序则在同一局面、同一方轮走，中间没有停一手而第三次出现时结束对局。采用超级劫的规则改为禁止使循环闭合的着手，应氏规则则用热子或搅劫规则加以阻止。</translation>
    </message>
    <message>
        <source>Threefold repetition and minimal superko</source>
        <translation>三次重复与最小超级劫</translation>
    </message>
    <message>
        <source>The Renaissance rules keep the basic ko ban and let cycles run, but the third time the same position comes round the game ends: a draw if both sides captured as many stones in the loop, otherwise a loss for whoever captured fewer. Their minimal superko forbids a board play only one position: the one in which the last two successive passes were made. Three passes in a row stop play.</source>
        <translation>文艺复兴规则保留基本劫的禁止，允许循环继续，但同一局面第三次出现时对局结束：如果循环中双方提子数相同则为和棋，否则提子少的一方负。该规则的最小超级劫只禁止盘上着手形成一个局面：即最近一次连续两次停一手时的局面。连续三次停一手则对局停止。</translation>
    </message>
    <message>
        <source>Disputes and the confirmation play</source>
        <translation>死活争议与死活确认着手</translation>
    </message>
    <message>
        <source>When play has stopped the players agree which stones are dead. If they disagree, the rulesets part: most play on until the stones are captured or not, Tromp-Taylor counts every stone as alive, and Japan and Korea settle it in a confirmation play whose moves are not kept. There a player whose ko stone was taken must pass once for that ko before retaking it, which is why a bent four in a corner is dead under their rules. The simplified Japanese/Korean rules imagine wise play instead.</source>
        <translation>对局停止后，双方要商定哪些子是死子。如果意见不一，各规则的处理就不同了：大多数规则继续对局，直到这些子被提或确定提不掉为止；Tromp-Taylor 规则把所有棋子都算作活棋；日本和韩国用不保留的死活确认着手解决。其中，在劫中被提子的一方必须先为这个劫停一手才能提回，所以在这两种规则下盘角曲四是死棋。简化规则日本/韩国则改为设想双方的最佳着法。</translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones</source>
        <translation>应氏规则的热子</translation>
    </message>
    <message>
        <source>Ing&apos;s rules treat a ko fight apart from kos in which neither side can capture. In a ko fight the stones that have just captured are hot: the opponent may capture them only after a move or a pass in between. Hot stones can be two stones, as in long life (double hot stones), and in a triple ko the capturer&apos;s stones in the other kos that lock the same two groups are hot too (twin hot stones). That turns a triple ko or a long life into an ordinary fight instead of a cycle.</source>
        <translation>应氏规则把争劫与双方都无法吃掉对方的劫分开处理。争劫时，刚提过子的棋子是“热子”：对方必须在中间隔一手或停一手之后才能提它。热子可以是两个子，如长生劫中的情形（双热子）；在三劫循环中，提子一方在连着同样两块棋的其他劫里的棋子也是热子（孪生热子）。这样，三劫循环或长生劫就变成普通的争劫，而不是循环。</translation>
    </message>
    <message>
        <source>Ing&apos;s disturbing rule and balanced kos</source>
        <translation>应氏规则的搅劫规定与均衡劫</translation>
    </message>
    <message>
        <source>Ing&apos;s rules also limit cycles in kos where neither group can capture the other: setting off such a cycle is called disturbing, and each player may disturb only once in a game. The kos are balanced when both groups have the same number of inside liberties, two or more: each side disturbs once, after that neither can be captured, and the groups live in seki. When one group has a single inside liberty the kos are unbalanced: that side may answer only once, and here it dies.</source>
        <translation>对于双方都无法吃掉对方的劫，应氏规则也限制其循环：引发这种循环称为搅劫，每方在一局中只能搅劫一次。两块棋的内气数相同且在两口以上时，这种劫是均衡的：双方各搅劫一次之后谁也吃不掉谁，两块棋成为双活。若一块棋只有一口内气，这种劫就不均衡：该方只能应一次，在这里那块棋会被吃。</translation>
    </message>
    <message>
        <source>Lesson {number}: {title}</source>
        <translation>第 {number} 课：{title}</translation>
    </message>
    <message>
        <source>Suicide</source>
        <translation>自杀</translation>
    </message>
    <message>
        <source>When one stone takes one stone in a ko, the opponent could take straight back and the two could go on for ever. Every ruleset forbids that immediate recapture: the player must first play somewhere else, usually a threat the other side has to answer. Once each side has played a move elsewhere, the ko may be taken back. Rulesets with a superko rule need no separate ko rule: their superko forbids the recapture too, so the rulings name it positional or situational superko.</source>
        <translation>劫中一子提掉一子后，对方本可立即提回，两人就可能永远提来提去。所有规则都禁止这种立即提回：被提的一方必须先在别处下一手，通常是对方不得不应的劫材。双方各在别处下过一手之后，就可以提回这个劫。有超级劫规则的规则不需要另立劫的规则：超级劫同样禁止这种提回，所以裁定称之为位置超级劫或情境超级劫。</translation>
    </message>
    <message>
        <source>A play that leaves its own string without liberties, capturing nothing, is suicide. Japanese, Korean, Chinese and AGA rules forbid it, as do three of the simplified rulesets. New Zealand, Tromp-Taylor, the Renaissance rules and the simplified Ing/NZ rules allow it, and Ing&apos;s rules allow the suicide of several stones while a lone stone&apos;s suicide counts as a pass. Where it is legal it can even serve as a ko threat.</source>
        <translation>不提掉任何子而使己方棋串没有气的着手就是自杀。日本、韩国、中国和 AGA 规则禁止自杀，三种简化规则也禁止。新西兰规则、Tromp-Taylor 规则、文艺复兴规则和简化规则应氏/新西兰允许自杀；应氏规则允许多子自杀，而单子自杀算作停一手。在允许自杀的规则下，它甚至可以用作劫材。</translation>
    </message>
    <message>
        <source>Area and territory counting</source>
        <translation>数子与数目</translation>
    </message>
    <message>
        <source>Points in seki</source>
        <translation>双活中的目</translation>
    </message>
    <message>
        <source>An eye inside a seki is surrounded by one side&apos;s stones, yet Japanese and Korean rules count no point in a seki, while area counting and Renaissance B count it as usual. With the same komi, that one point can change the winner.</source>
        <translation>双活中的眼虽被一方的棋子围住，日本规则和韩国规则却不计双活中的目，而数子法和文艺复兴 B 照常计算。贴目相同时，这一目就可能改变胜负。</translation>
    </message>
    <message>
        <source>Handicap compensation</source>
        <translation>让子的补偿</translation>
    </message>
    <message>
        <source>Under area counting each handicap stone is a point on the board, so most area rulesets give White some back: a point per stone (Chinese), one less than the number of stones (AGA), a point per stone paid with White stones put in Black&apos;s area at two points each (Ing, as the SST article proposes), or none at all (New Zealand). Territory counting needs no compensation.</source>
        <translation>数子法下每个让子都是盘上的一子，所以大多数数子规则会还给白方一些：每子一目（中国规则）；比让子数少一目（AGA）；每子一目，以在黑方空内放置的白子支付，每个白子算两目（应氏规则，按 SST 条文的提议）；或完全不还（新西兰规则）。数目法不需要补偿。</translation>
    </message>
    <message>
        <source>Pass stones</source>
        <translation>停着交子</translation>
    </message>
    <message>
        <source>Under AGA rules every pass hands the opponent a stone as a prisoner, and White makes the last pass. In a game from an even start with alternate moves, the territory count then gives the same margin as the area count. The Japanese count has no pass stones, so here it gives Black two points less, and with each ruleset&apos;s usual komi the winner changes.</source>
        <translation>在 AGA 规则下，每停一手都要交给对方一子作为提子，并且最后一次停一手由白方进行。从分先开始、双方交替着手的对局中，这样数目法得出的差距就与数子法相同。日本的计算没有停着交子，所以这里黑方少算两目，按各规则通常的贴目，胜负随之改变。</translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation>应氏计点（填子计算）</translation>
    </message>
    <message>
        <source>Ing&apos;s rules count with a fixed supply of stones for each side, 180 on a full board: fill your own area with your stones, and what is left tells the result, empty points over mean a win and stones over mean a loss. The komi is 8 points, paid as four White stones put in Black&apos;s area, and Black wins a tie in an even game. A handicap game compensates White the same way, a point per handicap stone, and then White wins a tie.</source>
        <translation>应氏规则用双方固定数量的棋子计算，19 路棋盘上各 180 子：用自己的棋子填满自己的空，剩下什么决定结果，空点有余为胜，棋子有余为负。贴目为 8 点，以在黑方空内放四个白子的方式支付，分先对局同分时黑胜。让子棋以同样方式补偿白方，每个让子一点，此时同分则白胜。</translation>
    </message>
    <message>
        <source>{file}: CONCEPT must be one of {concepts}</source>
        <translation>{file}：CONCEPT 必须是 {concepts} 之一</translation>
    </message>
    <message>
        <source>no lesson position {id}; there are: {ids}</source>
        <translation>没有课程局面 {id}；现有：{ids}</translation>
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
        <translation>第 {number} 课&#x3000;{title} [{id}]</translation>
    </message>
    <message>
        <source>Concept: {concept}</source>
        <translation>概念：{concept}</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>Steps: {steps}</source>
        <translation>步骤：{steps}</translation>
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
        <translation>示例讲解：{diagram}（{line}）</translation>
    </message>
    <message>
        <source>No move</source>
        <translation>无着手</translation>
    </message>
    <message>
        <source>{node}. {move} (key step): {text}</source>
        <translation>{node}. {move}（关键一步）：{text}</translation>
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
        <translation>{title}，Article 7-2（死活确认中的劫）</translation>
    </message>
    <message>
        <source>{title}, Part 2, During the game, item 4 (basic ko, common to every rule system)</source>
        <translation>{title}，Part 2, During the game, item 4（基本劫，各种规则体系共有）</translation>
    </message>
    <message>
        <source>{title}, rule 2 (basic ko)</source>
        <translation>{title}，rule 2 (basic ko)</translation>
    </message>
    <message>
        <source>{title}, Common Simplified Rules (no play may bring back an earlier arrangement of stones), called positional superko in the commentaries</source>
        <translation>{title}，Common Simplified Rules（任何着子都不得重现此前的棋子排列），解说中称为位置超级劫</translation>
    </message>
    <message>
        <source>{title}, Article 20 (whole-board repetition forbidden in principle), read as positional superko, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}，Article 20（原则上禁止全局同形再现），理解为位置超级劫（据图例库的说明摘要）</translation>
    </message>
    <message>
        <source>{title}, positional superko, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}，位置超级劫（据图例库的说明摘要）</translation>
    </message>
    <message>
        <source>{title}, Article 6 (ko): the basic ko rule only</source>
        <translation>{title}，Article 6（劫）：仅有基本劫规定</translation>
    </message>
    <message>
        <source>{title}, superko as commonly read: situational, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}，通常理解的超级劫：情境超级劫（据图例库的说明摘要）</translation>
    </message>
    <message>
        <source>{title}, the definition of a move</source>
        <translation>{title}，move 的定义</translation>
    </message>
    <message>
        <source>natural situational superko, as commonly defined; the BGA&apos;s reading of the AGA rule, as summarised in the diagram library&apos;s notes</source>
        <translation>自然情境超级劫（通常的定义）；英国围棋协会（BGA）对 AGA 规定的解读（据图例库的说明摘要）</translation>
    </message>
    <message>
        <source>positional superko: {title}, Common Simplified Rules</source>
        <translation>位置超级劫：{title}，Common Simplified Rules</translation>
    </message>
    <message>
        <source>{title}, Article 12 (no result: the whole-board position repeats and the players agree)</source>
        <translation>{title}，Article 12（无胜负：全局局面重复出现且双方同意）</translation>
    </message>
    <message>
        <source>Korean practice: a repeated long cycle annuls the game ({title}, Part 1, Introduction; Part 6A, Double hot stones)</source>
        <translation>韩国的惯例：长循环反复出现则对局无效（{title}，Part 1, Introduction；Part 6A, Double hot stones）</translation>
    </message>
    <message>
        <source>positional superko ({title}, Common Simplified Rules) and situational superko ({other}, the definition of a move)</source>
        <translation>位置超级劫（{title}，Common Simplified Rules）与情境超级劫（{other}，move 的定义）</translation>
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
        <translation>{title}，rule 5（连续三次停一手；争议阶段）</translation>
    </message>
    <message>
        <source>{title}, Part 6A (Fighting Kos: hot stones; Double hot stones; Twin hot stones)</source>
        <translation>{title}，Part 6A（Fighting Kos：热子；Double hot stones；Twin hot stones）</translation>
    </message>
    <message>
        <source>{title}, Part 2, During the game, items 4 and 5</source>
        <translation>{title}，Part 2, During the game, items 4 and 5</translation>
    </message>
    <message>
        <source>{title}, Part 6B (Balanced Kos: disturbing, once per player per game)</source>
        <translation>{title}，Part 6B（Balanced Kos：搅劫，每方每局一次）</translation>
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
        <translation>{title}，play 的定义；Notes（没有禁止自杀的规定）</translation>
    </message>
    <message>
        <source>{title}, Part 2, During the game, item 3; Part 4 (Suicide)</source>
        <translation>{title}，Part 2, During the game, item 3；Part 4 (Suicide)</translation>
    </message>
    <message>
        <source>{title}, rule 1 (suicide allowable)</source>
        <translation>{title}，rule 1（允许自杀）</translation>
    </message>
    <message>
        <source>{title}, commentary on Simplified Ing/NZ (suicide allowed); Simplified Chinese and Japanese/Korean blocks and the AGA commentary (suicide prohibited)</source>
        <translation>{title}，关于 Simplified Ing/NZ 的 Commentary（允许自杀）；Simplified Chinese 及 Japanese/Korean 部分与关于 AGA 的 Commentary（禁止自杀）</translation>
    </message>
    <message>
        <source>{title}, suicide allowed, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}，允许自杀（据图例库的说明摘要）</translation>
    </message>
    <message>
        <source>{title}, Article 4 (no group without a liberty may stay on the board)</source>
        <translation>{title}，Article 4（没有气的棋子不能留在盘上）</translation>
    </message>
    <message>
        <source>Chinese, Korean and AGA rules, suicide illegal, as summarised in the diagram library&apos;s notes</source>
        <translation>中国、韩国和 AGA 规则，禁止自杀（据图例库的说明摘要）</translation>
    </message>
    <message>
        <source>{title}, Article 9 (end of the game: two passes in succession stop it, agreement ends it, resumption)</source>
        <translation>{title}，Article 9（对局的结束：连续两次停一手使对局停止，双方同意则对局结束；续弈）</translation>
    </message>
    <message>
        <source>Korean practice: disputes settled as under the Japanese rules, as summarised in the diagram library&apos;s notes</source>
        <translation>韩国的惯例：死活争议按日本规则的方式解决（据图例库的说明摘要）</translation>
    </message>
    <message>
        <source>{title}, two passes end the game with every stone alive, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}，两次停一手即结束对局，所有棋子都算活棋（据图例库的说明摘要）</translation>
    </message>
    <message>
        <source>{title}, Common Simplified Rules (the four phases); Simplified Japanese/Korean block (imagined wise alternation)</source>
        <translation>{title}，Common Simplified Rules（四个阶段）；Simplified Japanese/Korean 部分（假想明智的轮流着手）</translation>
    </message>
    <message>
        <source>{title}, Simplified Ing/NZ block (score: stones plus surrounded empty regions) and Simplified Japanese/Korean block (score: surrounded empty regions plus prisoners)</source>
        <translation>{title}，Simplified Ing/NZ 部分（得分：棋子加围住的空区块）及 Simplified Japanese/Korean 部分（得分：围住的空区块加提子）</translation>
    </message>
    <message>
        <source>{title}, area scoring, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}，数子法（据图例库的说明摘要）</translation>
    </message>
    <message>
        <source>{title}, Article 8 (territory)</source>
        <translation>{title}，Article 8（目）</translation>
    </message>
    <message>
        <source>{title}, Part 2, Ending the Game, item 3 (a move inside your own area costs nothing under area counting)</source>
        <translation>{title}，Part 2, Ending the Game, item 3（按数子法，在自己的空内下子没有损失）</translation>
    </message>
    <message>
        <source>{title}, Article 8 (eye points of stones in seki are not territory)</source>
        <translation>{title}，Article 8（双活棋的眼位不算目）</translation>
    </message>
    <message>
        <source>{title}, Simplified Japanese/Korean block (points in seki score for nobody)</source>
        <translation>{title}，Simplified Japanese/Korean 部分（双活中的点不计入任何一方）</translation>
    </message>
    <message>
        <source>Korean practice: seki counted as under the Japanese rules, as summarised in the diagram library&apos;s notes</source>
        <translation>韩国的惯例：双活按日本规则的方式计算（据图例库的说明摘要）</translation>
    </message>
    <message>
        <source>area counting: {title}, Simplified Ing/NZ block (score)</source>
        <translation>数子法：{title}，Simplified Ing/NZ 部分（得分）</translation>
    </message>
    <message>
        <source>{title}, B.6 and B.7 (territory: points surrounded by live stones, with no seki exception)</source>
        <translation>{title}，B.6 and B.7（目：被活棋围住的点，双活没有例外）</translation>
    </message>
    <message>
        <source>{title}, Commentary (Japanese/Korean rules give one excess dame no value)</source>
        <translation>{title}，Commentary（日本规则和韩国规则中多出的一个单官没有价值）</translation>
    </message>
    <message>
        <source>{title}, a point per handicap stone (the Chinese preset&apos;s description, {file})</source>
        <translation>{title}，每个让子一目（中国规则预设的说明，{file}）</translation>
    </message>
    <message>
        <source>{title}, a point per handicap stone after the first (the AGA preset&apos;s description, {file})</source>
        <translation>{title}，第一个让子之后每个让子一目（AGA 规则预设的说明，{file}）</translation>
    </message>
    <message>
        <source>{title}, Part 2, Counting, item 5 (N points for N stones, to match territory counting; not in Ing&apos;s official texts) and Part 3 (handicap game counting)</source>
        <translation>{title}，Part 2, Counting, item 5（N 个让子 N 目，以与数目法一致；应氏的正式文本中没有）及 Part 3 (handicap game counting)</translation>
    </message>
    <message>
        <source>{title}, the handicap rule (White passes n - 1 times; no komi)</source>
        <translation>{title}，让子规定（白方停一手 n - 1 次；不贴目）</translation>
    </message>
    <message>
        <source>{title}, Simplified AGA block (each pass adds a prisoner; White&apos;s extra last pass) and its commentary (the two counts agree)</source>
        <translation>{title}，Simplified AGA 部分（每停一手增加一枚提子；白方额外的最后一次停一手）及其 Commentary（两种计算结果一致）</translation>
    </message>
    <message>
        <source>{title}, pass stones and White passing last, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}，停着交子与白方最后停一手（据图例库的说明摘要）</translation>
    </message>
    <message>
        <source>{title}, B.8 and B.9 (pass stones and equal moves in dispute phases)</source>
        <translation>{title}，B.8 and B.9（争议阶段的停着交子与双方手数相等）</translation>
    </message>
    <message>
        <source>{title}, Part 2, Start of the game, item 1 (180 stones each) and Counting, items 1 to 4 (the fill-in)</source>
        <translation>{title}，Part 2, Start of the game, item 1（每方 180 子）及 Counting, items 1 to 4（填子）</translation>
    </message>
    <message>
        <source>{title}, Part 2, Start of the game, item 4 (komi 8) and Counting, items 4 and 5 (ties; handicap compensation)</source>
        <translation>{title}，Part 2, Start of the game, item 4（贴 8 点）及 Counting, items 4 and 5（同分；让子的补偿）</translation>
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
        <translation>不出题</translation>
    </message>
    <message>
        <source>not seen yet</source>
        <translation>尚未见过</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>学习中</translation>
    </message>
    <message>
        <source>shaky</source>
        <translation>不稳</translation>
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
        <translation>无法使用的进度文件已保留为 {aside}。若要再次使用它，请关闭 gogui，把 {name} 移走，再把 {aside_name} 改名回 {name}。</translation>
    </message>
    <message>
        <source>The progress could not be saved to {path} ({why}).</source>
        <translation>无法把进度保存到 {path}（{why}）。</translation>
    </message>
    <message>
        <source>The file {path} could not be read ({why}).</source>
        <translation>无法读取文件 {path}（{why}）。</translation>
    </message>
    <message>
        <source>The file {path} is not a gogui progress file ({why}).</source>
        <translation>文件 {path} 不是 gogui 的进度文件（{why}）。</translation>
    </message>
    <message>
        <source>The progress folder {folder} cannot be made ({why}).</source>
        <translation>无法创建进度文件夹 {folder}（{why}）。</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>这是一个文件夹</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be read ({why}); it is left as it is.</source>
        <translation>无法读取进度文件 {path}（{why}）；文件保持原样。</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be written ({why}): its answers are shown, and new ones are not kept in it.</source>
        <translation>无法写入进度文件 {path}（{why}）：其中的作答照常显示，但新的作答不会存入该文件。</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be written just now ({why}): new answers are kept and written to it as soon as it can be.</source>
        <translation>暂时无法写入进度文件 {path}（{why}）：新的作答会先保留，一旦可以写入就写入。</translation>
    </message>
    <message>
        <source>Another program is using the progress file {path}: its answers show, and new answers are written to it, as soon as it is free.</source>
        <translation>另一个程序正在使用进度文件 {path}：文件一旦空闲，就显示其中的作答并写入新的作答。</translation>
    </message>
    <message>
        <source>Another program is using the progress file {path}: new answers are kept and written to it as soon as it is free.</source>
        <translation>另一个程序正在使用进度文件 {path}：新的作答会先保留，文件一旦空闲就写入。</translation>
    </message>
    <message>
        <source>The progress file {path} was written by a newer version of gogui (its schema version is {version}): its answers are shown, and new ones are not kept in it.</source>
        <translation>进度文件 {path} 由较新版本的 gogui 写入（其架构版本为 {version}）：其中的作答照常显示，但新的作答不会存入该文件。</translation>
    </message>
    <message>
        <source>Progress is kept only until the program closes.</source>
        <translation>进度只保留到程序关闭为止。</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be used ({why}) and cannot be renamed aside ({again}); it is left as it is.</source>
        <translation>进度文件 {path} 无法使用（{why}），也无法改名移开（{again}）；文件保持原样。</translation>
    </message>
    <message>
        <source>The progress file could not be used ({why}): it was kept as {aside} and a fresh one was started. To use it again, close gogui, move {name} away and rename {aside_name} back to {name}.</source>
        <translation>进度文件无法使用（{why}）：它已保留为 {aside}，并已新建一个进度文件。若要再次使用它，请关闭 gogui，把 {name} 移走，再把 {aside_name} 改名回 {name}。</translation>
    </message>
    <message>
        <source>it holds something else (schema version {version})</source>
        <translation>其中是别的内容：架构版本 {version}</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>文件已损坏</translation>
    </message>
    <message>
        <source>it is not progress exported by gogui</source>
        <translation>它不是 gogui 导出的进度</translation>
    </message>
    <message>
        <source>its version {version} is not one this gogui reads</source>
        <translation>此 gogui 无法读取其版本 {version}</translation>
    </message>
    <message>
        <source>its {part} are not a list</source>
        <translation>其 {part} 不是列表</translation>
    </message>
    <message>
        <source>entry {number} of its {part} is malformed</source>
        <translation>其 {part} 的第 {number} 项格式不对</translation>
    </message>
    <message>
        <source>entry {number} of its {part} has no valid {field}</source>
        <translation>其 {part} 的第 {number} 项没有有效的 {field}</translation>
    </message>
</context>
<context>
    <name>QuestionSgf</name>
    <message>
        <source>Question {number}: {prompt}</source>
        <translation>问题 {number}：{prompt}</translation>
    </message>
    <message>
        <source>Answer by naming a point.</source>
        <translation>请说出一个点。</translation>
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
        <translation>对局继续</translation>
    </message>
    <message>
        <source>play stops</source>
        <translation>对局停止</translation>
    </message>
    <message>
        <source>the game ends and is counted with every stone alive</source>
        <translation>对局结束，所有棋子按活棋计算</translation>
    </message>
    <message>
        <source>the game ends without result</source>
        <translation>对局以无胜负结束</translation>
    </message>
    <message>
        <source>the game ends in a draw</source>
        <translation>对局以和棋结束</translation>
    </message>
    <message>
        <source>Black wins by repetition</source>
        <translation>因重复黑胜</translation>
    </message>
    <message>
        <source>White wins by repetition</source>
        <translation>因重复白胜</translation>
    </message>
    <message>
        <source>the game ends</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <source>{point} is not such a point.</source>
        <translation>{point} 不是这样的点。</translation>
    </message>
    <message>
        <source>That is not such a point.</source>
        <translation>那不是这样的点。</translation>
    </message>
    <message>
        <source>{point} is forbidden too, but by another rule ({ban}); the question asks about {asked}.</source>
        <translation>{point}也不能下，但那是另一条规则（{ban}）；本题问的是{asked}。</translation>
    </message>
    <message>
        <source>{ruleset}: forbids {forbidden}; allows {allowed}</source>
        <translation>{ruleset}：禁止{forbidden}；允许{allowed}</translation>
    </message>
    <message>
        <source>{ruleset}: forbids {forbidden}</source>
        <translation>{ruleset}：禁止{forbidden}</translation>
    </message>
    <message>
        <source>{ruleset}: allows {allowed}</source>
        <translation>{ruleset}：允许{allowed}</translation>
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
        <translation>同分：无人获胜</translation>
    </message>
    <message>
        <source>Black wins by {margin}</source>
        <translation>黑胜 {margin}</translation>
    </message>
    <message>
        <source>Black wins on equal points</source>
        <translation>同分黑胜</translation>
    </message>
    <message>
        <source>White wins by {margin}</source>
        <translation>白胜 {margin}</translation>
    </message>
    <message>
        <source>White wins on equal points</source>
        <translation>同分白胜</translation>
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
        <translation>按{ruleset}，{player} {point} 是禁着（{reason}）：{explanation}</translation>
    </message>
    <message>
        <source>Is {move} (move {number}) legal under {ruleset} rules?</source>
        <translation>按{ruleset}，{move}（第 {number} 手）合法吗？</translation>
    </message>
    <message>
        <source>Yes, it is legal</source>
        <translation>是，合法</translation>
    </message>
    <message>
        <source>No, it is illegal</source>
        <translation>不，是禁着</translation>
    </message>
    <message>
        <source>{ruleset} forbids it ({reason}): {explanation}</source>
        <translation>{ruleset}禁止（{reason}）：{explanation}</translation>
    </message>
    <message>
        <source>Which of these rulesets allow {move} (move {number})?</source>
        <translation>下列哪些规则允许{move}（第 {number} 手）？</translation>
    </message>
    <message>
        <source>After {move} (move {number}), what happens under {ruleset} rules?</source>
        <translation>按{ruleset}，{move}（第 {number} 手）之后会怎样？</translation>
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
        <translation>{ruleset}允许：{why}。</translation>
    </message>
    <message>
        <source>{ruleset} rules have no {rule} rule.</source>
        <translation>{ruleset}没有{rule}规则。</translation>
    </message>
    <message>
        <source>Play has stopped. Counting only the part of the board shown, who wins under {ruleset} rules, and by how much?</source>
        <translation>对局已停止。只计算显示的棋盘部分，按{ruleset}，谁胜，胜多少？</translation>
    </message>
    <message>
        <source>Play has stopped. Who wins under {ruleset} rules, and by how much?</source>
        <translation>对局已停止。按{ruleset}，谁胜，胜多少？</translation>
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
        <translation>对局已停止。下列哪些规则判黑胜？</translation>
    </message>
    <message>
        <source>Play has stopped. Which of these rulesets give White the win?</source>
        <translation>对局已停止。下列哪些规则判白胜？</translation>
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
        <translation>请点击按{ruleset}现在{player}不能下的点（{bans}）。</translation>
    </message>
    <message>
        <source>That count adds up area (stones and surrounded points) where this ruleset counts territory and prisoners.</source>
        <translation>那个计算加的是数子（棋子与围住的点），而这个规则数的是目与提子。</translation>
    </message>
    <message>
        <source>That count adds up territory and prisoners where this ruleset counts area (stones and surrounded points).</source>
        <translation>那个计算加的是目与提子，而这个规则数的是数子（棋子与围住的点）。</translation>
    </message>
    <message>
        <source>That count leaves out the komi.</source>
        <translation>那个计算漏掉了贴目。</translation>
    </message>
    <message>
        <source>That count leaves out White&apos;s handicap compensation.</source>
        <translation>那个计算漏掉了白方的让子补偿。</translation>
    </message>
    <message>
        <source>That count gives the komi to Black instead of White.</source>
        <translation>那个计算把贴目给了黑方，而不是白方。</translation>
    </message>
    <message>
        <source>That count forgets the prisoners and the dead stones.</source>
        <translation>那个计算忘了提子和死子。</translation>
    </message>
    <message>
        <source>That count forgets the pass stones.</source>
        <translation>那个计算忘了停一手交的子。</translation>
    </message>
    <message>
        <source>That is what another ruleset counts here, not this one.</source>
        <translation>那是另一个规则在这里的计算，不是这个规则的。</translation>
    </message>
    <message>
        <source>That count is off by a point.</source>
        <translation>那个计算差了一目。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The rule under {ruleset}: {statement} ({source})</source>
        <translation>{ruleset}的规则：{statement}（{source}）</translation>
    </message>
    <message>
        <source>The rule: {statement} ({source})</source>
        <translation>规则：{statement}（{source}）</translation>
    </message>
    <message>
        <source>suicide is allowed: the player&apos;s own stones without liberties are removed</source>
        <translation>允许自杀：没有气的己方棋子被提走</translation>
    </message>
    <message>
        <source>they have no {ban}; their superko is {own}: {rule}</source>
        <translation>没有{ban}，其超级劫是{own}：{rule}</translation>
    </message>
    <message>
        <source>they have no {ban}: besides the basic ko rule they forbid only taking hot stones at once and disturbing a cycle a second time, and this move does neither</source>
        <translation>没有{ban}：除基本劫规则外，只禁止立即提热子和第二次搅劫（打破循环），而这手棋两者都不是</translation>
    </message>
    <message>
        <source>this move captures nothing</source>
        <translation>这手没有提子</translation>
    </message>
    <message>
        <source>this move is no such immediate retake</source>
        <translation>这手不是这种立即提回</translation>
    </message>
    <message>
        <source>this move captures {count} stones</source>
        <translation>这手提 {count} 子</translation>
    </message>
    <message>
        <source>they have no {ban}, only the basic ko rule, which forbids only taking back a single stone at once; {capture}</source>
        <translation>没有{ban}，只有基本劫规则，它只禁止立即提回一子；{capture}</translation>
    </message>
    <message>
        <source>they have no {ban} rule</source>
        <translation>没有{ban}规则</translation>
    </message>
    <message>
        <source>the basic ko rule forbids only taking back a single stone at once; this move captures {count} stones</source>
        <translation>基本劫规则只禁止立即提回一子；这手提 {count} 子</translation>
    </message>
    <message>
        <source>their {ban} rule does not reach this move: {rule}</source>
        <translation>其{ban}规则不适用于这手：{rule}</translation>
    </message>
    <message>
        <source>{ban}: {rule}</source>
        <translation>{ban}：{rule}</translation>
    </message>
    <message>
        <source>Under {ruleset} rules {move} is illegal ({ban}): {explanation}</source>
        <translation>按{ruleset}，{move}是禁着（{ban}）：{explanation}</translation>
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
        <translation>允许 — {why}</translation>
    </message>
    <message>
        <source>{rulesets}: {what}</source>
        <translation>{rulesets}：{what}</translation>
    </message>
    <message>
        <source>they have no {rule} rule</source>
        <translation>没有{rule}规则</translation>
    </message>
    <message>
        <source>play stops only after {count} passes in a row</source>
        <translation>连续停一手 {count} 次后对局才停止</translation>
    </message>
    <message>
        <source>{count} passes in a row stop play</source>
        <translation>连续停一手 {count} 次即停止对局</translation>
    </message>
    <message>
        <source>{count} passes in a row end the game</source>
        <translation>连续停一手 {count} 次即终局</translation>
    </message>
    <message>
        <source>{happening} — {why}</source>
        <translation>{happening} — {why}</translation>
    </message>
    <message>
        <source>territory counting</source>
        <translation>数目</translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation>计点</translation>
    </message>
    <message>
        <source>area counting</source>
        <translation>数子</translation>
    </message>
    <message>
        <source>{method}, komi {komi}</source>
        <translation>{method}，贴目 {komi}</translation>
    </message>
    <message>
        <source>{result} ({method})</source>
        <translation>{result}（{method}）</translation>
    </message>
    <message>
        <source>Look at {rule} under {ruleset}: when does play stop, and when does the game end?</source>
        <translation>看{ruleset}的{rule}：对局何时停止，何时终局？</translation>
    </message>
    <message>
        <source>Look at {rule}: which of these rulesets have such a rule, and what does it say here?</source>
        <translation>看{rule}：这些规则中哪些有这样的规定，它在这里怎么说？</translation>
    </message>
    <message>
        <source>Look at {rule}: does {ruleset} have such a rule, and what does it forbid?</source>
        <translation>看{rule}：{ruleset}有这样的规定吗，它禁止什么？</translation>
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
        <translation>哪个空点会让己方棋子没有气？</translation>
    </message>
    <message>
        <source>look back along the moves: which board would come back?</source>
        <translation>沿着着手往回看：哪个盘面会再现？</translation>
    </message>
    <message>
        <source>look back along the moves: which board would come back, with whom to play?</source>
        <translation>沿着着手往回看：哪个盘面会在谁行棋时再现？</translation>
    </message>
    <message>
        <source>look back along the moves, passes included: which situation would come back?</source>
        <translation>连同停一手沿着着手往回看：哪个局面会再现？</translation>
    </message>
    <message>
        <source>look back along the moves: has this whole position come round before?</source>
        <translation>沿着着手往回看：整个局面以前出现过吗？</translation>
    </message>
    <message>
        <source>look back along the moves: how often has this position come round?</source>
        <translation>沿着着手往回看：这个局面出现过几次？</translation>
    </message>
    <message>
        <source>which stones have just captured, and may they be taken at once?</source>
        <translation>哪些子刚刚提了子，能立即提它们吗？</translation>
    </message>
    <message>
        <source>which cycle has been disturbed already, and by whom?</source>
        <translation>哪个循环已经被搅劫，是谁？</translation>
    </message>
    <message>
        <source>count the passes in a row, and how many end play here.</source>
        <translation>数一数连续停一手的次数，以及这里几次会停止对局。</translation>
    </message>
    <message>
        <source>what happens to the stones both sides claim?</source>
        <translation>双方都主张的棋子会怎样？</translation>
    </message>
    <message>
        <source>Look at the whole board: {question}</source>
        <translation>看整个棋盘：{question}</translation>
    </message>
    <message>
        <source>Look near {point}, where {player} just played: {question}</source>
        <translation>看{player}刚下的 {point} 附近：{question}</translation>
    </message>
    <message>
        <source>Look at the moves just before this one: {question}</source>
        <translation>看这手之前的几手：{question}</translation>
    </message>
    <message>
        <source>Look at {point} and the stones next to it: {question}</source>
        <translation>看 {point} 和它旁边的棋子：{question}</translation>
    </message>
    <message>
        <source>Look at the empty points inside the seki: whose are they?</source>
        <translation>看双活中的空点：它们属于谁？</translation>
    </message>
    <message>
        <source>Look at the handicap stones: how many, and what White gets for them.</source>
        <translation>看让子：有几子，白方因此得到什么。</translation>
    </message>
    <message>
        <source>Count the passes each side made: each may hand over a stone.</source>
        <translation>数一数双方各停了几手：每停一手可能要交一子。</translation>
    </message>
    <message>
        <source>Count how many stones each side needs to fill its area.</source>
        <translation>数一数双方填满各自的地需要多少子。</translation>
    </message>
    <message>
        <source>Look at which stones the settling of the dispute removed.</source>
        <translation>看解决争议时提走了哪些子。</translation>
    </message>
    <message>
        <source>Count each side&apos;s stones and surrounded points (and the prisoners, for territory counting), then give White the komi of {komi}.</source>
        <translation>数一数双方的棋子和围住的点（数目时还有提子），再给白方加上贴目 {komi}。</translation>
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
        <translation>按要求复习：上次作答在{ago}。</translation>
    </message>
    <message>
        <source>Missed {ago}.</source>
        <translation>{ago}答错了。</translation>
    </message>
    <message>
        <source>Answered right {ago}: time to check it is still known.</source>
        <translation>{ago}答对了：该确认是否还记得了。</translation>
    </message>
    <message>
        <source>a few minutes ago</source>
        <translation>几分钟前</translation>
    </message>
    <message>
        <source>1 hour ago</source>
        <translation>1小时前</translation>
    </message>
    <message>
        <source>{n} hours ago</source>
        <translation>{n}小时前</translation>
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
        <translation>Japanese Rules of Go (1989)（日本围棋规约）</translation>
    </message>
    <message>
        <source>Ing&apos;s SST Rules of Go</source>
        <translation>Ing&apos;s SST Rules of Go（应氏SST规则）</translation>
    </message>
    <message>
        <source>Renaissance rules</source>
        <translation>Renaissance rules（文艺复兴规则）</translation>
    </message>
    <message>
        <source>Simplified rules</source>
        <translation>Simplified rules（简化规则）</translation>
    </message>
    <message>
        <source>New Zealand Rules of Go</source>
        <translation>New Zealand Rules of Go（新西兰围棋规则）</translation>
    </message>
    <message>
        <source>Tromp-Taylor rules</source>
        <translation>Tromp-Taylor rules（Tromp-Taylor 规则）</translation>
    </message>
    <message>
        <source>Chinese Rules of Go (2002)</source>
        <translation>中国围棋竞赛规则（2002年）</translation>
    </message>
    <message>
        <source>Chinese rules</source>
        <translation>中国规则</translation>
    </message>
    <message>
        <source>AGA rules</source>
        <translation>AGA 规则</translation>
    </message>
</context>
</TS>

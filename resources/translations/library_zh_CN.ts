<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>Diagram balanced-quadruple-ko</name>
        <message>
            <source>Balanced quadruple ko seki</source>
            <extracomment>title</extracomment>
            <translation>平衡四劫双活</translation>
        </message>
        <message>
            <source>quadruple ko seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>四劫双活</translation>
        </message>
        <message>
            <source>四劫循环</source>
            <extracomment>another name of the position</extracomment>
            <translation>四劫循环</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Quadruple ko seki&apos;; Ing&apos;s SST rules (balanced kos are disturbing kos).</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英文围棋维基）的“Quadruple ko seki”条目；应氏围棋规则（SST）（平衡的劫属于搅劫）。</translation>
        </message>
        <message>
            <source>Four kos, two held by each side: a seki under superko and Ing&apos;s rules, but a player who is behind can force no result in Japan and Korea.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>四个劫，双方各占两个：在超级劫规则和应氏规则下是双活，但在日本和韩国，落后的一方可以强制造成无胜负。</translation>
        </message>
        <message>
            <source>White&apos;s top group has two liberties (F8 and H8); Black&apos;s middle group has two (B7 and D7). Black holds two kos (B8, D8), White two (F7, H7). Whoever takes a ko puts the other side in atari, and the other side takes another ko back. With two kos each, neither can win: a seki.

A player who would lose the game on the count can keep taking kos. After eight moves the start returns. Japanese and Korean rules: no result. Superko forbids the eighth move. Ing&apos;s rules see a balanced (disturbing) ko: each player may set off the cycle once, and only the attacker disturbs, so an atari here can always be answered by taking another ko and neither group can be captured. Renaissance: a draw by threefold repetition.</source>
            <extracomment>comment at the start</extracomment>
            <translation>白方上边的棋块有两口气（F8 和 H8）；黑方中间的棋块也有两口气（B7 和 D7）。黑方占着两个劫（B8、D8），白方占着两个劫（F7、H7）。无论谁提一个劫，都会使对方被叫吃，而对方可以提回另一个劫。双方各有两个劫，谁也赢不了：这是双活。

按计算会输棋的一方可以不断提劫。八手之后回到初始局面。日本规则和韩国规则：无胜负。超级劫禁止第八手。应氏规则视之为平衡的劫（搅劫）：每方只能发起一次循环，而且只有进攻方算作搅劫，因此这里的叫吃总能以提另一个劫来应对，哪一块棋都无法被吃掉。文艺复兴规则：三次重复判为和棋。</translation>
        </message>
        <message>
            <source>Black takes the ko at F8 (capturing F7): White&apos;s top group is in atari at H8.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方在 F8 提劫（提掉 F7）：白方上边的棋块在 H8 被叫吃。</translation>
        </message>
        <message>
            <source>White takes a ko back at B7 (capturing B8): Black is in atari at D7.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方在 B7 提回一个劫（提掉 B8）：黑方在 D7 被叫吃。</translation>
        </message>
        <message>
            <source>Black takes the other White ko at H8: White in atari at F7.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑方在 H8 提白方的另一个劫：白方在 F7 被叫吃。</translation>
        </message>
        <message>
            <source>White takes the other Black ko at D7: Black in atari at B8.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白方在 D7 提黑方的另一个劫：黑方在 B8 被叫吃。</translation>
        </message>
        <message>
            <source>Black retakes at B8.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑方在 B8 提回。</translation>
        </message>
        <message>
            <source>White retakes at F7.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白方在 F7 提回。</translation>
        </message>
        <message>
            <source>Black retakes at D8.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黑方在 D8 提回。</translation>
        </message>
        <message>
            <source>White retakes at H7: the start position with Black to play. Superko forbids it.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白方在 H7 提回：回到初始局面，轮黑方下。超级劫禁止这一手。</translation>
        </message>
        <message>
            <source>Round two. Under Ing&apos;s rules Black set off the first round and may not disturb again: this attack would recreate the position after move 1. White, who only answered, has not disturbed yet.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>第二轮。按应氏规则，第一轮是黑方发起的，不能再次搅劫：这次进攻会重现第 1 手之后的局面。白方只是应对，还没有搅过劫。</translation>
        </message>
        <message>
            <source>White takes at B7.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白方在 B7 提劫。</translation>
        </message>
        <message>
            <source>Black takes at H8.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黑方在 H8 提劫。</translation>
        </message>
        <message>
            <source>White takes at D7.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>白方在 D7 提劫。</translation>
        </message>
        <message>
            <source>Black retakes.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>黑方提回。</translation>
        </message>
        <message>
            <source>White retakes.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>白方提回。</translation>
        </message>
        <message>
            <source>The start stands for the third time: no result in Japan and Korea, a draw under Renaissance rules (eight stones captured by each side in the loop).</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>初始局面第三次出现：在日本和韩国为无胜负，按文艺复兴规则为和棋（循环中双方各提了八子）。</translation>
        </message>
    </context>
    <context>
        <name>Diagram bent-four</name>
        <message>
            <source>Bent four in the corner</source>
            <extracomment>title</extracomment>
            <translation>盘角曲四</translation>
        </message>
        <message>
            <source>magari shimoku (隅の曲がり四目)</source>
            <extracomment>another name of the position</extracomment>
            <translation>magari shimoku（隅の曲がり四目，日语“角上的曲四”）</translation>
        </message>
        <message>
            <source>盘角曲四</source>
            <extracomment>another name of the position</extracomment>
            <translation>盘角曲四</translation>
        </message>
        <message>
            <source>Japanese rules 1989, article 7-2 and its commentary (bent four is dead as it stands); Ing&apos;s SST rules, &apos;Bent four in the corner&apos;.</source>
            <extracomment>source</extracomment>
            <translation>日本围棋规约（1989年）第7条第2款及其解说（盘角曲四按原样即为死棋）；应氏围棋规则（SST）的“盘角曲四”。</translation>
        </message>
        <message>
            <source>Dead by rule in Japan whatever ko threats exist; under every other ruleset it must be played out, and an unanswered ko threat can save it.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>在日本，不论有没有劫材，按规则判为死棋；在其他所有规则下都必须下出结果，而一个未被消除的劫材就能救活它。</translation>
        </message>
        <message>
            <source>White&apos;s corner group (eleven stones) has only two liberties, A17 and C19, and can never play either itself. Black&apos;s stones at A18 and B19 are inside. Black&apos;s wall is alive.

To capture, Black connects at A19, throws in at C19 (four Black stones in the bent four shape), White must capture them with A17, Black plays the 1-2 point B19, White answers A19, and Black takes the ko at A18. White can retake only after a ko threat.

Japanese and Korean rules settle it without play: after both pass, the confirmation play decides, and in it a ko may be retaken only after a pass, so ko threats are useless and the group is dead. Everyone else plays it out. Tromp-Taylor rules count every stone on the board as alive once both pass, so Black must capture before passing. With a ko threat Black cannot answer (the variation), White wins the ko everywhere but in Japan and Korea. Ing&apos;s rules add a case: when White&apos;s threat lies in a seki that Black cannot remove, and ignoring it would cost Black more than the corner is worth, Black does better to answer it and let White live (the variation &apos;A ko threat worth more than the corner&apos;).

The rest of the board is assumed settled; komi 0.</source>
            <extracomment>comment at the start</extracomment>
            <translation>白方角上的棋块（十一子）只有 A17 和 C19 两口气，而且自己永远不能下这两点中的任何一点。黑方 A18 和 B19 两子在其内部。黑方的外墙是活棋。

要吃掉它，黑方在 A19 粘，在 C19 扑入（四枚黑子成曲四形），白方必须在 A17 把它们提掉，黑方下在一二路的 B19，白方在 A19 应，黑方在 A18 提劫。白方只有找劫材之后才能提回。

日本规则和韩国规则不用实际下出就能解决：双方停一手之后，由死活确认着手来决定，而在其中被提的劫必须先停一手才能提回，所以劫材毫无用处，这块棋是死棋。其他规则都要实际下出。Tromp-Taylor 规则在双方停一手之后把盘上所有棋子都算作活棋，所以黑方必须在停一手之前提掉它。如果白方有黑方无法应对的劫材（见变化），那么除了日本和韩国以外，白方在所有规则下都能打赢这个劫。应氏规则还多一种情形：白方的劫材在黑方无法消除的双活中，而不应劫材会使黑方损失比这个角更多时，黑方最好应劫材，让白棋活（变化“价值超过这个角的劫材”）。

假定盘面其余部分都已确定；贴目为 0。</translation>
        </message>
        <message>
            <source>Black passes without playing the corner out...</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方没有在角上下出结果就停一手……</translation>
        </message>
        <message>
            <source>...and White passes: play stops. Under Tromp-Taylor rules the game is over and every stone on the board is alive, White&apos;s corner included. Japanese and Korean players who disagree about the corner settle it by a confirmation play that does not count; elsewhere play resumes.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>……白方也停一手：对局停止。按 Tromp-Taylor 规则，对局结束，盘上所有棋子都算活棋，包括白方的角。采用日本规则和韩国规则的对局者如果对这个角有争议，就以不计入胜负的死活确认着手来解决；其他规则则恢复对局。</translation>
        </message>
        <message>
            <source>Black connects at A19.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑方在 A19 粘。</translation>
        </message>
        <message>
            <source>White cannot do anything useful in the corner: A17 or C19 would put its own group in atari.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白方在角上做不了任何有用的事：下 A17 或 C19 都会使自己的棋块被叫吃。</translation>
        </message>
        <message>
            <source>Black throws in at C19: four Black stones in atari.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑方在 C19 扑入：四枚黑子被叫吃。</translation>
        </message>
        <message>
            <source>White has to capture them (A17 takes A18, A19, B19 and C19), or Black captures White.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白方必须提掉它们（A17 提掉 A18、A19、B19 和 C19），否则黑方就会吃掉白棋。</translation>
        </message>
        <message>
            <source>Black plays the 1-2 point.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黑方下在一二路。</translation>
        </message>
        <message>
            <source>White&apos;s only answer: A19 (atari on B19).</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白方唯一的应手：A19（叫吃 B19）。</translation>
        </message>
        <message>
            <source>Black takes the ko at A18 (capturing A19). White&apos;s group is in atari at C19.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黑方在 A18 提劫（提掉 A19）。白方的棋块在 C19 被叫吃。</translation>
        </message>
        <message>
            <source>White has no ko threat. In the Japanese confirmation play White could retake only after a pass anyway; here White passes.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白方没有劫材。在日本规则的死活确认着手中，白方无论如何也要先停一手才能提回；这里白方停一手。</translation>
        </message>
        <message>
            <source>Black captures the corner: twelve White stones.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黑方吃掉这个角：十二枚白子。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>白方停一手。</translation>
        </message>
        <message>
            <source>Black passes. The corner is Black&apos;s.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>黑方停一手。这个角归黑方。</translation>
        </message>
        <message>
            <source>The same corner, and in the lower right a Black group with a straight four eye space (Q1, R1, S1, T1). It is alive, but a White stone at R1 or S1 threatens to kill it, so White has one ko threat. Black could remove it by playing R1 or S1 first; here Black leaves it.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 1</extracomment>
            <translation>同样的角，右下还有一块黑棋，眼位是直四（Q1、R1、S1、T1）。它是活棋，但白方下在 R1 或 S1 就能威胁杀死它，所以白方有一个劫材。黑方可以先下 R1 或 S1 消除它；这里黑方没有管它。</translation>
        </message>
        <message>
            <source>Black passes...</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 2</extracomment>
            <translation>黑方停一手……</translation>
        </message>
        <message>
            <source>...and White passes: play stops (over, with every stone alive, under Tromp-Taylor rules).</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 3</extracomment>
            <translation>……白方也停一手：对局停止（按 Tromp-Taylor 规则对局结束，所有棋子都算活棋）。</translation>
        </message>
        <message>
            <source>Black throws in at C19.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 6</extracomment>
            <translation>黑方在 C19 扑入。</translation>
        </message>
        <message>
            <source>White captures four.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 7</extracomment>
            <translation>白方提掉四子。</translation>
        </message>
        <message>
            <source>White answers at A19.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 9</extracomment>
            <translation>白方在 A19 应。</translation>
        </message>
        <message>
            <source>Black takes the ko.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 10</extracomment>
            <translation>黑方提劫。</translation>
        </message>
        <message>
            <source>White&apos;s ko threat: R1 inside Black&apos;s straight four.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 11</extracomment>
            <translation>白方的劫材：下在黑方直四内的 R1。</translation>
        </message>
        <message>
            <source>Black must answer at S1, or lose the group.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 12</extracomment>
            <translation>黑方必须在 S1 应，否则这块棋就会被吃掉。</translation>
        </message>
        <message>
            <source>White retakes the ko. In the Japanese and Korean confirmation play this is forbidden: White has not passed since Black took the ko, so the threat did not help.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 13</extracomment>
            <translation>白方提回劫。在日本规则和韩国规则的死活确认着手中这是禁止的：自黑方提劫以来白方没有停过一手，所以劫材没有帮助。</translation>
        </message>
        <message>
            <source>Black has no threat of his own.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 14</extracomment>
            <translation>黑方自己没有劫材。</translation>
        </message>
        <message>
            <source>White captures B19 and has two eyes: the corner lives.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 15</extracomment>
            <translation>白方提掉 B19，有了两只眼：这个角活了。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 16</extracomment>
            <translation>黑方停一手。</translation>
        </message>
        <message>
            <source>White passes. R1 is a dead White stone inside Black&apos;s eye.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 17</extracomment>
            <translation>白方停一手。R1 是黑方眼中的一枚死白子。</translation>
        </message>
        <message>
            <source>The same corner, and in the lower left a seki. Black&apos;s marked group (thirteen stones) has one eye, A1, and one more liberty, C1. White&apos;s five stones D1, D2, E2, F2 and F1 have one eye, E1, and the same liberty C1. Neither side can fill C1 without putting its own group in atari with the other to play, so both live: a seki.

The seki gives White a ko threat Black cannot remove: White at C1 puts White&apos;s own stones and the marked group in atari together. Black must capture White&apos;s six stones at E1, or lose the marked group at A1. Black cannot play C1 first (White would take the marked group at A1), nor E1 (White&apos;s eye: suicide).

Losing the marked group would give White the whole lower left, where answering the threat gives it to Black: a swing larger than the corner. So Black answers the threat and lets White live; the sub-variation shows what killing the corner costs. The lower left belongs to the view.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 1</extracomment>
            <translation>同样的角，左下还有一个双活。黑方被标记的棋块（十三子）有一只眼 A1，另外还有一口气 C1。白方 D1、D2、E2、F2、F1 五子有一只眼 E1，也有同一口气 C1。任何一方去填 C1，都会在对方轮走时使自己的棋块被叫吃，所以双方都活：这是双活。

这个双活给了白方一个黑方无法消除的劫材：白方下 C1，会使白方自己的棋子和黑方被标记的棋块同时被叫吃。黑方必须在 E1 提掉白方六子，否则被标记的棋块就会在 A1 被吃掉。黑方不能先下 C1（白方会在 A1 吃掉被标记的棋块），也不能下 E1（那是白方的眼：自杀）。

失去被标记的棋块会让白方得到整个左下角，而应劫材则使左下归黑方：这一出一入比这个角还大。所以黑方应劫材，让白棋活；子变化显示杀死这个角的代价。左下角在图中计算范围之内。</translation>
        </message>
        <message>
            <source>...and White passes: play stops (under Tromp-Taylor rules the game is over with every stone alive). Elsewhere the corner is played out as in the main line.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 3</extracomment>
            <translation>……白方也停一手：对局停止（按 Tromp-Taylor 规则对局结束，所有棋子都算活棋）。在其他规则下，这个角像主变化一样实际下出。</translation>
        </message>
        <message>
            <source>White captures four with A17.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 7</extracomment>
            <translation>白方在 A17 提掉四子。</translation>
        </message>
        <message>
            <source>Black plays the 1-2 point, B19.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 8</extracomment>
            <translation>黑方下在一二路的 B19。</translation>
        </message>
        <message>
            <source>Black takes the ko at A18; White&apos;s corner is in atari at C19.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 10</extracomment>
            <translation>黑方在 A18 提劫；白方的角在 C19 被叫吃。</translation>
        </message>
        <message>
            <source>White&apos;s ko threat from the seki: C1. White&apos;s six stones are in atari at E1, and Black&apos;s marked group is in atari at A1. Black must choose: capture at E1 and lose the ko, or kill the corner and lose the marked group.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 11</extracomment>
            <translation>白方利用双活的劫材：C1。白方六子在 E1 被叫吃，黑方被标记的棋块在 A1 被叫吃。黑方必须选择：在 E1 提子而输掉这个劫，或者杀死这个角而失去被标记的棋块。</translation>
        </message>
        <message>
            <source>Black answers: E1 captures six White stones. The marked group now has two eyes and the whole lower left.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 12</extracomment>
            <translation>黑方应劫材：E1 提掉六枚白子。被标记的棋块现在有了两只眼和整个左下角。</translation>
        </message>
        <message>
            <source>White retakes the ko at A19. In the Japanese and Korean confirmation play (and the simplified Japanese/Korean imagined play) this is forbidden: White has not passed since Black took the ko. There the corner is dead as in the main line, whatever White&apos;s threat is worth.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 13</extracomment>
            <translation>白方在 A19 提回劫。在日本规则和韩国规则的死活确认着手中（以及简化 日/韩规则的假想着手中）这是禁止的：自黑方提劫以来白方没有停过一手。在那些规则下，不论白方的劫材价值多大，这个角都像主变化一样是死棋。</translation>
        </message>
        <message>
            <source>Black has no ko threat left.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 14</extracomment>
            <translation>黑方已经没有劫材了。</translation>
        </message>
        <message>
            <source>White captures B19 at C19: the corner has two eyes, A18 and B19, and lives.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 15</extracomment>
            <translation>白方在 C19 提掉 B19：这个角有了 A18 和 B19 两只眼，活了。</translation>
        </message>
        <message>
            <source>White passes. Area: Black has the wall around the corner (9) and the lower left (14 stones + 7 empty points), 30; White has the corner (14 stones + 2 eyes) and the wall around the lower left (11), 27: Black by 3. Territory (Renaissance B): Black 7 points + 7 prisoners (A19 and the six) = 14, White 2 eyes + 6 prisoners (the four thrown in, A18 and B19) = 8: Black by 6. Under Tromp-Taylor rules the game ended at the first two passes with every stone alive.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 17</extracomment>
            <translation>白方停一手。数子：黑方有角周围的外墙（9）和左下角（14 子 + 7 个空点），共 30；白方有角（14 子 + 2 只眼）和左下角周围的外墙（11），共 27：黑胜 3。数目（文艺复兴 B）：黑方 7 目 + 7 个提子（A19 和那六子）= 14，白方 2 只眼 + 6 个提子（扑入的四子、A18 和 B19）= 8：黑胜 6。按 Tromp-Taylor 规则，对局在最初双方停一手时就已结束，所有棋子都算活棋。</translation>
        </message>
        <message>
            <source>Black ignores the threat and captures the corner at C19: twelve White stones.</source>
            <extracomment>comment on the Black ignores the threat and kills the corner, node 12</extracomment>
            <translation>黑方不理劫材，在 C19 吃掉这个角：十二枚白子。</translation>
        </message>
        <message>
            <source>White captures the thirteen marked stones at A1.</source>
            <extracomment>comment on the Black ignores the threat and kills the corner, node 13</extracomment>
            <translation>白方在 A1 提掉被标记的十三枚黑子。</translation>
        </message>
        <message>
            <source>White passes. Black has the corner, White the whole lower left. Area: Black 25, White 32 (18 stones + 14 empty points): White by 7, where answering the threat won by 3. Territory (Renaissance B): Black 13 points + 13 prisoners = 26, White 14 points + 17 prisoners (the four thrown in and the thirteen marked stones) = 31: White by 5, where answering won by 6. Under the Japanese and Korean rules the confirmation play is not kept, but the stones it captured are dead, and here Black let White capture the marked group: the stopped position is counted with the corner and the marked group removed, Black 14 points + 11 dead = 25, White 16 points + 13 dead = 29, White by 4. Played properly there, Black answers the threat, White may not retake, and Black has both.</source>
            <extracomment>comment on the Black ignores the threat and kills the corner, node 15</extracomment>
            <translation>白方停一手。黑方得到角，白方得到整个左下角。数子：黑 25，白 32（18 子 + 14 个空点）：白胜 7，而应劫材时是黑胜 3。数目（文艺复兴 B）：黑方 13 目 + 13 个提子 = 26，白方 14 目 + 17 个提子（扑入的四子和被标记的十三子）= 31：白胜 5，而应劫材时是黑胜 6。按日本规则和韩国规则，死活确认着手不保留，但被它提掉的棋子是死子，而这里黑方让白方吃掉了被标记的棋块：停止时的局面去掉角和被标记的棋块来计算，黑方 14 目 + 11 个死子 = 25，白方 16 目 + 13 个死子 = 29，白胜 4。在这些规则下正确的下法是，黑方应劫材，白方不得提回，黑方两处都得到。</translation>
        </message>
        <message>
            <source>Bent four can also be one side of a race for liberties, and then the count of liberties and the turn decide whether it kills or dies. The upper-left corner stays as in the main line (dead: it is marked so at the end). In the upper right the same corner is set up again, mirrored: White&apos;s bent four at T19 with Black&apos;s S19 and T18 inside. But this time Black&apos;s wall around it (nine stones, P19-P15 and Q15-T15) is not safe. A White ring of eleven stones (O19-O14 and P14-T14) shuts it in, and Black&apos;s outer stones (columns M and N and row 13) shut in the ring.

Count the liberties. The wall has two, Q16 and R16, and both belong to the corner too. The ring has two, N16 and N18. Nobody has an eye, so each side needs two moves: the side to move gets there first.

If Black wins, the wall has plenty of room again and the corner is the bent four of the main line: Black fills R16 and plays out the ko, and White has no threat. If White wins, taking the wall gives the corner all the space it needs: the bent four kills instead of dying. Black moves first here; the sub-variation lets White move first. Komi 0.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 1</extracomment>
            <translation>盘角曲四也可能是对杀中的一方，这时气数和轮到谁下决定它是杀棋还是被杀。左上角保持主变化的样子（死棋：终局时被标记为死子）。右上角把同样的角镜像重摆了一次：白方的曲四在 T19，黑方的 S19 和 T18 在其内部。但这次黑方围住它的外墙（九子，P19-P15 和 Q15-T15）并不安全。一圈十一枚白子（O19-O14 和 P14-T14）把它围住，而黑方外面的棋子（M 列、N 列和第 13 行）又围住了这一圈白子。

数一数气。外墙有 Q16 和 R16 两口气，这两点同时也是角上白棋的气。那一圈白子有 N16 和 N18 两口气。谁都没有眼，所以双方都需要两手：先下的一方先到。

如果黑方赢了，外墙又有了充足的空间，角就是主变化里的盘角曲四：黑方填 R16 并下出这个劫，白方没有劫材。如果白方赢了，吃掉外墙会给角足够的空间：盘角曲四反而杀了对方，而不是自己死掉。这里黑方先下；子变化让白方先下。贴目为 0。</translation>
        </message>
        <message>
            <source>Black fills N18. The ring is down to one liberty, N16; the wall still has two.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 2</extracomment>
            <translation>黑方填 N18。那一圈白子只剩 N16 一口气；外墙还有两口气。</translation>
        </message>
        <message>
            <source>White fills Q16, joining the corner and taking a liberty from the wall. The wall has one left, R16, but Black is a move ahead.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 3</extracomment>
            <translation>白方填 Q16，与角连在一起，并紧掉外墙一口气。外墙只剩 R16 一口气，但黑方领先一手。</translation>
        </message>
        <message>
            <source>Black captures the ring at N16: eleven stones. The wall now has a dozen liberties and is out of danger, so the corner is an ordinary bent four again.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 4</extracomment>
            <translation>黑方在 N16 提掉那一圈白子：十一子。外墙现在有十几口气，脱离了危险，所以角又是普通的盘角曲四了。</translation>
        </message>
        <message>
            <source>White has nothing useful to do: R16, R19 or T17 would only take away the corner&apos;s own liberties. White passes.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 5</extracomment>
            <translation>白方无事可做：R16、R19 或 T17 都只会紧掉角上自己的气。白方停一手。</translation>
        </message>
        <message>
            <source>Black fills R16. The corner is left with T17 and R19, the two liberties of the main line&apos;s bent four.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 6</extracomment>
            <translation>黑方填 R16。角上只剩 T17 和 R19，也就是主变化盘角曲四的两口气。</translation>
        </message>
        <message>
            <source>Black connects at T19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 8</extracomment>
            <translation>黑方在 T19 粘。</translation>
        </message>
        <message>
            <source>White passes: T17 or R19 would put the corner in atari.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 9</extracomment>
            <translation>白方停一手：T17 或 R19 都会使角被叫吃。</translation>
        </message>
        <message>
            <source>Black throws in at R19. Four Black stones in the bent shape are in atari, and so is the corner.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 10</extracomment>
            <translation>黑方在 R19 扑入。曲四形的四枚黑子被叫吃，角上的白棋也被叫吃。</translation>
        </message>
        <message>
            <source>White must capture the four at T17.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 11</extracomment>
            <translation>白方必须在 T17 提掉这四子。</translation>
        </message>
        <message>
            <source>Black plays the 1-2 point, S19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 12</extracomment>
            <translation>黑方下在一二路的 S19。</translation>
        </message>
        <message>
            <source>White answers at T19, threatening S19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 13</extracomment>
            <translation>白方在 T19 应，威胁 S19。</translation>
        </message>
        <message>
            <source>Black takes the ko at T18; the corner is in atari at R19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 14</extracomment>
            <translation>黑方在 T18 提劫；角在 R19 被叫吃。</translation>
        </message>
        <message>
            <source>White has no ko threat: the ring is off the board. White passes. All of this is ordinary play, under every ruleset: the corner is captured before anyone passes twice, so no confirmation play is needed. (Under the Japanese and Korean rules Black could also have passed once the ring was captured: the confirmation play after the game kills the corner as in the main line.)</source>
            <extracomment>comment on the Whoever moves first wins the race, node 15</extracomment>
            <translation>白方没有劫材：那一圈白子已经不在盘上了。白方停一手。这一切都是普通的对局，在所有规则下都一样：角在任何一方连续停两手之前就被吃掉了，所以不需要死活确认着手。（按日本规则和韩国规则，黑方在吃掉那一圈白子后也可以停一手：对局后的死活确认着手会像主变化一样杀死这个角。）</translation>
        </message>
        <message>
            <source>Black captures the corner at R19: eleven stones.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 16</extracomment>
            <translation>黑方在 R19 吃掉这个角：十一子。</translation>
        </message>
        <message>
            <source>Black passes. The upper left is marked dead, as the main line shows it is. Area: Black has 42 stones and 39 empty points in the view, 81, White nothing: Black by 81. Japanese territory: Black 39 points + 23 prisoners (ring, corner and T19) + 11 dead = 73, White 4 prisoners (the throw-in): Black by 69. Under Tromp-Taylor rules every stone on the board counts as alive, the upper-left corner included: Black by 57.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 18</extracomment>
            <translation>黑方停一手。左上角被标记为死棋，主变化已经说明了这一点。数子：图中黑方有 42 子和 39 个空点，共 81，白方为零：黑胜 81。日本规则数目：黑方 39 目 + 23 个提子（那一圈、角和 T19）+ 11 个死子 = 73，白方 4 个提子（扑入的四子）：黑胜 69。按 Tromp-Taylor 规则，盘上所有棋子都算活棋，包括左上角：黑胜 57。</translation>
        </message>
        <message>
            <source>White moves first and fills Q16 from the corner. The wall is in atari at R16.</source>
            <extracomment>comment on the White moves first, node 2</extracomment>
            <translation>白方先下，从角上填 Q16。外墙在 R16 被叫吃。</translation>
        </message>
        <message>
            <source>Black fills N18, but the ring still has N16: one move too slow. Nothing else saves the wall.</source>
            <extracomment>comment on the White moves first, node 3</extracomment>
            <translation>黑方填 N18，但那一圈白子还有 N16：慢了一手。没有别的办法能救外墙。</translation>
        </message>
        <message>
            <source>White captures the wall at R16: nine stones. The corner now has a large, safe area and two eyes&apos; worth of space; Black&apos;s S19 and T18 are dead inside it, and the ring has the wall&apos;s nine points as liberties.</source>
            <extracomment>comment on the White moves first, node 4</extracomment>
            <translation>白方在 R16 吃掉外墙：九子。角现在有了一大块安全的地方，足够做两只眼；黑方的 S19 和 T18 是里面的死子，而那一圈白子以外墙留下的九个点为气。</translation>
        </message>
        <message>
            <source>Black fills N16, the last neutral point between the ring and the outer stones.</source>
            <extracomment>comment on the White moves first, node 5</extracomment>
            <translation>黑方填 N16，这是那一圈白子与外面黑子之间最后一个单官。</translation>
        </message>
        <message>
            <source>Black passes. S19 and T18 are dead (marked), and so is the upper-left corner. Area: Black 29 stones + 16 points = 45, White 22 stones + 14 points = 36: Black by 9, the upper-left corner making up for the upper right. Japanese territory: Black 16 points + 11 dead = 27, White 14 points + 9 prisoners + 2 dead = 25: Black by 2. Under Tromp-Taylor rules S19, T18 and the upper-left corner all count as alive: White by 7.</source>
            <extracomment>comment on the White moves first, node 7</extracomment>
            <translation>黑方停一手。S19 和 T18 是死子（已标记），左上角也是。数子：黑方 29 子 + 16 目 = 45，白方 22 子 + 14 目 = 36：黑胜 9，左上角弥补了右上角的损失。日本规则数目：黑方 16 目 + 11 个死子 = 27，白方 14 目 + 9 个提子 + 2 个死子 = 25：黑胜 2。按 Tromp-Taylor 规则，S19、T18 和左上角都算活棋：白胜 7。</translation>
        </message>
    </context>
    <context>
        <name>Library lines</name>
        <message>
            <source>With a White ko threat Black did not remove</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>白方有黑方未消除的劫材</translation>
        </message>
        <message>
            <source>A ko threat worth more than the corner</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>价值超过这个角的劫材</translation>
        </message>
        <message>
            <source>Black ignores the threat and kills the corner</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>黑方不理劫材，杀死这个角</translation>
        </message>
        <message>
            <source>Whoever moves first wins the race</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>对杀：先下者胜</translation>
        </message>
        <message>
            <source>White moves first</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>白方先下</translation>
        </message>
        <message>
            <source>Renaissance: flipping back into the two-pass position</source>
            <extracomment>name of a line of double-ko-seki</extracomment>
            <translation>文艺复兴规则：提回到双方停一手时的局面</translation>
        </message>
        <message>
            <source>Both pass: seki</source>
            <extracomment>name of a line of double-ko-seki</extracomment>
            <translation>双方停一手：双活</translation>
        </message>
        <message>
            <source>Ing: double hot stones need an intervening move</source>
            <extracomment>name of a line of long-life</extracomment>
            <translation>应氏规则：双热子需要隔一手</translation>
        </message>
        <message>
            <source>Renaissance: captured in a dispute phase</source>
            <extracomment>name of a line of moonshine-life</extracomment>
            <translation>文艺复兴规则：在死活争议阶段被吃</translation>
        </message>
        <message>
            <source>Black does not take the ko: the flaw lives</source>
            <extracomment>name of a line of one-eye-flaw</extracomment>
            <translation>黑方不提劫：有缺陷的棋块活了</translation>
        </message>
        <message>
            <source>Both pass: the dame stays open</source>
            <extracomment>name of a line of one-odd-dame</extracomment>
            <translation>双方停一手：单官留空</translation>
        </message>
        <message>
            <source>White passes and Black fills the dame</source>
            <extracomment>name of a line of one-odd-dame</extracomment>
            <translation>白方停一手，黑方填单官</translation>
        </message>
        <message>
            <source>White fills the last neutral point instead of passing</source>
            <extracomment>name of a line of pass-stones</extracomment>
            <translation>白方不停一手，而是填最后一个单官</translation>
        </message>
        <message>
            <source>Black captures during play while White passes</source>
            <extracomment>name of a line of playing-inside-own-territory</extracomment>
            <translation>白方停一手时，黑方在对局中提子</translation>
        </message>
        <message>
            <source>The dispute after play has stopped</source>
            <extracomment>name of a line of playing-inside-own-territory</extracomment>
            <translation>对局停止后的死活争议</translation>
        </message>
        <message>
            <source>Renaissance: after two passes Black cannot return one</source>
            <extracomment>name of a line of sending-three-returning-one</extracomment>
            <translation>文艺复兴规则：双方停一手后黑方不能退还一子</translation>
        </message>
        <message>
            <source>Ing: the hot stones make it a ko fight</source>
            <extracomment>name of a line of triple-ko</extracomment>
            <translation>应氏规则：热子使之成为争劫</translation>
        </message>
        <message>
            <source>Ing: each side disturbs once, then seki</source>
            <extracomment>name of a line of what-kind-of-ko</extracomment>
            <translation>应氏规则：每方各搅劫一次，然后双活</translation>
        </message>
        <message>
            <source>One ko outside: Black attacks</source>
            <extracomment>name of a line of what-kind-of-ko</extracomment>
            <translation>外面有一个劫：黑方进攻</translation>
        </message>
        <message>
            <source>White agrees that A1 is dead</source>
            <extracomment>name of a line of disputed-dead-stone</extracomment>
            <translation>白方同意 A1 是死子</translation>
        </message>
        <message>
            <source>Black plays elsewhere first</source>
            <extracomment>name of a line of lone-ko</extracomment>
            <translation>黑方先在别处下一手</translation>
        </message>
        <message>
            <source>White fills the neutral point</source>
            <extracomment>name of a line of pass-stone-ending</extracomment>
            <translation>白方填单官</translation>
        </message>
        <message>
            <source>White plays a stone instead of passing</source>
            <extracomment>name of a line of sending-two-and-a-pass</extracomment>
            <translation>白方不停一手而落一子</translation>
        </message>
        <message>
            <source>Black passes first, and both pass</source>
            <extracomment>name of a line of sending-two-three-times</extracomment>
            <translation>黑方先停一手，然后双方停一手</translation>
        </message>
    </context>
    <context>
        <name>Diagram double-ko-seki</name>
        <message>
            <source>Double ko seki</source>
            <extracomment>title</extracomment>
            <translation>双劫双活</translation>
        </message>
        <message>
            <source>balanced double ko</source>
            <extracomment>another name of the position</extracomment>
            <translation>平衡的双劫</translation>
        </message>
        <message>
            <source>two-ko seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>两劫双活</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Double Ko&apos; (seki in double ko); Renaissance rules example 2.</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英文围棋维基）的“Double Ko”条目（双劫中的双活）；文艺复兴规则的示例 2。</translation>
        </message>
        <message>
            <source>Two kos that neither side can win make a seki: superko and Renaissance minimal superko limit how often the kos may be flipped.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>双方都无法赢得的两个劫构成双活：超级劫和文艺复兴规则的最小超级劫限制了来回提劫的次数。</translation>
        </message>
        <message>
            <source>Black&apos;s middle group has two liberties, B5 and F6; White&apos;s top group has two, D6 and F6. F6 is shared, and neither side can fill it without putting itself in atari. Each side holds one ko: Black&apos;s B6 and White&apos;s D5. Whoever takes a ko gives the other side a ko to take back, so neither can win the race: the groups live in seki, and the kos can be flipped back and forth without end.

The main line flips both kos and back: after five moves the board is the start again, now with White to play. Positional superko forbids the fifth move. Situational superko does not: the situation (board and player to move) is new. Under Renaissance rules two passes mark the position, and flipping back into it later is forbidden (the second variation, from the Renaissance text). If both players simply pass, the groups are counted as seki (the first variation).

Komi is 0 so the count shows the position as it is.</source>
            <extracomment>comment at the start</extracomment>
            <translation>黑方中间的棋块有 B5 和 F6 两口气；白方上边的棋块有 D6 和 F6 两口气。F6 是公气，任何一方去填都会使自己被叫吃。双方各占一个劫：黑方的 B6 和白方的 D5。无论谁提劫，都会给对方一个可以提回的劫，所以谁也赢不了对杀：这两块棋是双活，劫可以无休止地来回提。

主变化把两个劫都提了过去再提回来：五手之后盘面回到初始局面，但轮到白方下。位置超级劫禁止第五手。情境超级劫则不禁止：这个情境（盘面加上轮到谁下）是新的。按文艺复兴规则，双方停一手会记下这个局面，此后不得再提回到这个局面（第二个变化，取自文艺复兴规则的条文）。如果双方直接停一手，这两块棋按双活计算（第一个变化）。

贴目为 0，所以计算结果反映的就是局面本身。</translation>
        </message>
        <message>
            <source>Black flips a ko: D6 captures D5. White&apos;s top group is in atari at F6.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方提一个劫：D6 提掉 D5。白方上边的棋块在 F6 被叫吃。</translation>
        </message>
        <message>
            <source>White flips the other: B5 captures B6. Black&apos;s group is in atari at D5.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方提另一个劫：B5 提掉 B6。黑方的棋块在 D5 被叫吃。</translation>
        </message>
        <message>
            <source>Black has no reason to go on and passes.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑方没有理由继续，停一手。</translation>
        </message>
        <message>
            <source>White retakes D5 (capturing D6): both groups have two liberties again.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白方在 D5 提回（提掉 D6）：两块棋又都有两口气了。</translation>
        </message>
        <message>
            <source>Black retakes B6 (capturing B5). The board is the start again, now with White to play. Positional superko forbids this move; under situational superko the situation is new, so it is legal.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑方在 B6 提回（提掉 B5）。盘面回到初始局面，但轮到白方下。位置超级劫禁止这一手；按情境超级劫，这个情境是新的，所以这一手合法。</translation>
        </message>
        <message>
            <source>Black passes...</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 3</extracomment>
            <translation>黑方停一手……</translation>
        </message>
        <message>
            <source>...and White passes too. Under Renaissance rules two passes do not stop play, but this position is now the one &apos;of the last two successive passes&apos;: no board play may recreate it.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 4</extracomment>
            <translation>……白方也停一手。按文艺复兴规则，双方停一手并不结束对局，但这个局面现在成了“最后一次连续两次停一手时的局面”：任何盘上的着手都不得重现它。</translation>
        </message>
        <message>
            <source>Black flips back at B6 (capturing B5).</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 5</extracomment>
            <translation>黑方在 B6 提回（提掉 B5）。</translation>
        </message>
        <message>
            <source>White flips back at D5 (capturing D6).</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 6</extracomment>
            <translation>白方在 D5 提回（提掉 D6）。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 7</extracomment>
            <translation>黑方停一手。</translation>
        </message>
        <message>
            <source>White flips first: B5 captures B6 and Black&apos;s group is in atari at D5.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 8</extracomment>
            <translation>白方先提：B5 提掉 B6，黑方的棋块在 D5 被叫吃。</translation>
        </message>
        <message>
            <source>Black&apos;s answer at D6 would recreate the position of the two passes: minimal superko forbids it, so Black&apos;s group is lost. The Renaissance text&apos;s verdict: starting the flips was Black&apos;s mistake.

Under Ing&apos;s rules the answer is legal: White&apos;s B5 attacked, and retaking the other ko in answer to an atari in a balanced ko never counts as disturbing. Black used up its one disturbance with B6 (move 5), so Black may not attack again, but it can always answer: the seki stands.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 9</extracomment>
            <translation>黑方在 D6 应会重现双方停一手时的局面：最小超级劫禁止这一手，所以黑方的棋块被吃。文艺复兴规则条文的结论：开始来回提劫是黑方的错误。

按应氏规则，这个应手是合法的：白方的 B5 是进攻，而在平衡的劫中为应对叫吃而提回另一个劫，永远不算搅劫。黑方用 B6（第 5 手）已经用掉了自己唯一一次搅劫，所以黑方不能再进攻，但总可以应对：双活成立。</translation>
        </message>
        <message>
            <source>White passes. Neither side can fill F6, so both groups are alive in seki. Territory rules give no points for it: F6 belongs to neither side. Area rules count the stones; the empty points B5 and D6 inside the seki count under some rulesets and not others. Renaissance rules need a third pass to stop play.</source>
            <extracomment>comment on the Both pass: seki, node 2</extracomment>
            <translation>白方停一手。双方都不能填 F6，所以两块棋以双活活着。数目规则不为它计目：F6 不属于任何一方。数子规则计算棋子；双活中的空点 B5 和 D6 在有的规则下计算，在有的规则下不计算。文艺复兴规则需要第三次停一手才结束对局。</translation>
        </message>
    </context>
    <context>
        <name>Diagram handicap-four-stones</name>
        <message>
            <source>Handicap compensation: four stones</source>
            <extracomment>title</extracomment>
            <translation>让子补偿：四子</translation>
        </message>
        <message>
            <source>handicap komi</source>
            <extracomment>another name of the position</extracomment>
            <translation>让子贴目</translation>
        </message>
        <message>
            <source>Chinese, AGA, Japanese and Korean handicap conventions as the presets read them; Ing&apos;s SST rules, &apos;Counting&apos; item 5 (N points for N stones, N/2 stones placed in Black&apos;s area); the New Zealand rules (handicap by White passing, no komi); the AGA commentary of the &apos;Simplified rules&apos; (White passes last, a prisoner for every pass). The game is our own.</source>
            <extracomment>source</extracomment>
            <translation>本程序预设所理解的中国、AGA、日本和韩国的让子惯例；应氏围棋规则（SST）“计算”第 5 项（N 子补 N 点，在黑方区域中放 N/2 枚子）；新西兰规则（让子通过白方停一手实现，不贴目）；AGA 对“简化规则”（Simplified rules）的解说（白方最后停一手，每停一手交一枚提子）。对局为本程序自编。</translation>
        </message>
        <message>
            <source>A four-stone game in which Black plays the last stone: on the board Black is 3 ahead, but with 4 points of compensation (Chinese, Ing) or 3.5 (AGA) White wins, as under Japanese territory counting; only New Zealand&apos;s rules, with no compensation, give it to Black.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一局让四子棋，最后一子由黑方下：盘面上黑方领先 3 点，但补偿 4 点（中国、应氏）或 3.5 点（AGA）时白胜，与日本规则数目法的结果相同；只有不作补偿的新西兰规则判黑胜。</translation>
        </message>
        <message>
            <source>A finished four-stone handicap game on a 9x9 board. Black&apos;s handicap stones stand on the four standard points C3, G3, C7 and G7; White moves first and the players alternate. White kills the lower right corner stone (G3) early, slides under C3 along the bottom, and Black plays safe, thick moves all game. Black plays the last stone (A3, which closes his left side), White passes and Black passes. During play White captured the handicap stone G3 and Black captured one White stone (D8). No dead stones are left.

The board: Black&apos;s area is 42 points (21 stones and 21 empty points), White&apos;s 39 (17 stones and 22 empty points): Black is 3 points ahead. Counted by territory and prisoners: Black 21 + 1 = 22, White 22 + 1 = 23: White is 1 ahead.

What each ruleset gives White for the four handicap stones:
- Chinese and Simplified Chinese: 4 points. 42 - 39 - 4: White wins by 1.
- Ing SST: 4 points, paid as two White stones put into Black&apos;s area when filling in. White wins by 1.
- AGA and Simplified AGA: 3 points (one per stone after the first) plus a komi of 0.5: White wins by 0.5. Renaissance A: the same, White by 0.5 (its text sets nothing for handicap games; this is our reading, in the Rulesets reference).
- Japanese, Korean and Simplified Japanese/Korean: nothing; territory 22 against 23, White wins by 1. Renaissance B: nothing but a komi of 0.5 (our reading: its text sets nothing for handicap games), White by 1.5.
- New Zealand, Simplified Ing/NZ and Tromp-Taylor: nothing, no komi. Black wins by 3. (Under the New Zealand rules White passed three times before its first move, between Black&apos;s four handicap stones; the record leaves those passes out.)

Why area counting needs compensation. Every stone on the board is a point in an area count, and Black put four stones on the board without spending moves on them. In a territory count they score nothing by themselves. So the two counts part by how many more stones Black has put down than White: here 22 (four handicap stones and 18 moves) against 18, four stones, because Black also played the last stone. The Chinese and Ing compensation of N = 4 gives exactly that back: both say White by 1, as the Japanese territory count does.

AGA reckons with White passing last: then Black is only N - 1 stones ahead, and N - 1 is its compensation. Here Black passed last, so under the AGA rules White adds a pass at the end. Under the AGA rules each pass gives the other player one prisoner: Black receives two pass stones (White&apos;s pass in play and the added one) and White one. Counted by territory, prisoners and pass stones, Black has 21 + 1 + 2 = 24 and White 22 + 1 + 1 = 24, plus the komi of 0.5: White by 0.5, the same as the area count 42 - 39 - 3 - 0.5.</source>
            <extracomment>comment at the start</extracomment>
            <translation>一局在 9 路盘上下完的让四子棋。黑方的让子摆在 C3、G3、C7、G7 四个标准点上；白方先下，然后双方轮流落子。白方早早杀死右下角的让子（G3），沿下边从 C3 下方滑进，而黑方全局都下得安全厚实。最后一子由黑方下（A3，封住他的左边），白方停一手，黑方停一手。对局中白方吃掉了让子 G3，黑方吃掉了一枚白子（D8）。盘上没有留下死子。

盘面：黑方区域为 42 点（21 子和 21 个空点），白方为 39 点（17 子和 22 个空点）：黑方领先 3 点。按目数加提子计算：黑方 21 + 1 = 22，白方 22 + 1 = 23：白方领先 1。

各规则为四枚让子给白方的补偿：
- 中国规则和简化规则 中国：4 点。42 - 39 - 4：白胜 1。
- 应氏规则（SST）：4 点，以填子计算时在黑方区域中放两枚白子的方式支付。白胜 1。
- AGA 规则和简化规则 AGA：3 点（第一子之后每子 1 点），另加贴目 0.5：白胜 0.5。文艺复兴规则（数子，A）：相同，白胜 0.5（其条文对让子棋没有规定；这是本程序的理解，见规则参考）。
- 日本规则、韩国规则和简化规则 日本/韩国：不补偿；目数 22 对 23，白胜 1。文艺复兴规则（数目法加停着交子，B）：只有 0.5 的贴目（本程序的理解：其条文对让子棋没有规定），白胜 1.5。
- 新西兰规则、简化规则 应氏/新西兰和 Tromp-Taylor 规则：不补偿，也不贴目。黑胜 3。（按新西兰规则，白方在第一手之前、在黑方的四枚让子之间停了三手；棋谱中省略了这几次停一手。）

为什么数子法需要补偿。在数子法中，盘上每一枚棋子都算一点，而黑方的四枚棋子没有花费手数就放到了盘上。在数目法中，这些棋子本身不得分。所以两种计算的差别取决于黑方比白方多放了多少枚棋子：这里是 22（四枚让子和 18 手）对 18，多四子，因为最后一子也是黑方下的。中国规则和应氏规则 N = 4 的补偿正好把这一差额还回去：两者都判白胜 1，与日本规则数目法的结果相同。

AGA 规则以白方最后停一手为前提：这样黑方只多 N - 1 子，而 N - 1 正是它的补偿。这里最后停一手的是黑方，所以按 AGA 规则白方在最后补一次停一手。按 AGA 规则，每停一手都要交给对方一枚提子：黑方得到两枚停着交子（白方对局中的停一手和补上的那次），白方得到一枚。按目数、提子和停着交子计算，黑方 21 + 1 + 2 = 24，白方 22 + 1 + 1 = 24，再加上 0.5 的贴目：白胜 0.5，与数子的结果 42 - 39 - 3 - 0.5 相同。</translation>
        </message>
        <message>
            <source>White attaches on top of the handicap stone G3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白方在让子 G3 上方碰。</translation>
        </message>
        <message>
            <source>Black does not answer; he builds toward the top.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑方不应；他向上边发展。</translation>
        </message>
        <message>
            <source>White blocks G3 on the right: it has two liberties left, F3 and G2.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白方从右边挡住 G3：它只剩 F3 和 G2 两口气。</translation>
        </message>
        <message>
            <source>Black plays on top again.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黑方又在上边落子。</translation>
        </message>
        <message>
            <source>White ataris G3.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>白方叫吃 G3。</translation>
        </message>
        <message>
            <source>Black gives the corner stone up and takes another point on top.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>黑方放弃角上的一子，在上边再占一点。</translation>
        </message>
        <message>
            <source>White captures the handicap stone G3: a prisoner for White.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>白方提掉让子 G3：白方得到一枚提子。</translation>
        </message>
        <message>
            <source>Black extends down from C7 toward C3.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>黑方从 C7 向下朝 C3 延伸。</translation>
        </message>
        <message>
            <source>White comes up to the centre.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>白方向中央出头。</translation>
        </message>
        <message>
            <source>Black connects his left side solidly.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>黑方把左边牢牢连在一起。</translation>
        </message>
        <message>
            <source>White pushes in between.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>白方从中间冲入。</translation>
        </message>
        <message>
            <source>Black answers solidly.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>黑方稳健地应对。</translation>
        </message>
        <message>
            <source>White extends along the fifth line.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>白方沿五路延伸。</translation>
        </message>
        <message>
            <source>Black guards the link between F6 and G7.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>黑方守住 F6 与 G7 之间的联络。</translation>
        </message>
        <message>
            <source>White.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation>白方。</translation>
        </message>
        <message>
            <source>Black makes his top thick (a slow move).</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>黑方加厚上边（缓着）。</translation>
        </message>
        <message>
            <source>White pushes between F6 and G7.</source>
            <extracomment>comment on the main line, node 17</extracomment>
            <translation>白方从 F6 与 G7 之间冲。</translation>
        </message>
        <message>
            <source>Black blocks.</source>
            <extracomment>comment on the main line, node 18</extracomment>
            <translation>黑方挡。</translation>
        </message>
        <message>
            <source>Black reaches the right edge: his top is closed on the right.</source>
            <extracomment>comment on the main line, node 20</extracomment>
            <translation>黑方到达右边线：他的上边在右侧封住了。</translation>
        </message>
        <message>
            <source>White too.</source>
            <extracomment>comment on the main line, node 21</extracomment>
            <translation>白方也到达边线。</translation>
        </message>
        <message>
            <source>Another safe move inside Black&apos;s top.</source>
            <extracomment>comment on the main line, node 22</extracomment>
            <translation>黑方又在上边内部下了一手安全的棋。</translation>
        </message>
        <message>
            <source>White drops a stone into Black&apos;s top to see what Black does.</source>
            <extracomment>comment on the main line, node 23</extracomment>
            <translation>白方在黑方上边投入一子，看黑方如何应对。</translation>
        </message>
        <message>
            <source>Black takes one of its three liberties.</source>
            <extracomment>comment on the main line, node 24</extracomment>
            <translation>黑方紧掉它三口气中的一口。</translation>
        </message>
        <message>
            <source>White builds the wall toward the bottom.</source>
            <extracomment>comment on the main line, node 25</extracomment>
            <translation>白方向下边构筑外墙。</translation>
        </message>
        <message>
            <source>Black ataris D8.</source>
            <extracomment>comment on the main line, node 26</extracomment>
            <translation>黑方叫吃 D8。</translation>
        </message>
        <message>
            <source>White continues down.</source>
            <extracomment>comment on the main line, node 27</extracomment>
            <translation>白方继续向下。</translation>
        </message>
        <message>
            <source>Black captures D8: a prisoner for Black.</source>
            <extracomment>comment on the main line, node 28</extracomment>
            <translation>黑方提掉 D8：黑方得到一枚提子。</translation>
        </message>
        <message>
            <source>White slides under the handicap stone C3 on the second line.</source>
            <extracomment>comment on the main line, node 29</extracomment>
            <translation>白方在二路从让子 C3 下方滑进。</translation>
        </message>
        <message>
            <source>White crawls further.</source>
            <extracomment>comment on the main line, node 31</extracomment>
            <translation>白方继续爬。</translation>
        </message>
        <message>
            <source>Black plays safe again.</source>
            <extracomment>comment on the main line, node 32</extracomment>
            <translation>黑方又下得很安全。</translation>
        </message>
        <message>
            <source>White reaches the left edge.</source>
            <extracomment>comment on the main line, node 33</extracomment>
            <translation>白方到达左边线。</translation>
        </message>
        <message>
            <source>Black adds yet another stone inside his own area.</source>
            <extracomment>comment on the main line, node 34</extracomment>
            <translation>黑方又在自己的区域内补了一子。</translation>
        </message>
        <message>
            <source>White mends the cut at D2: a Black stone there would separate A2, B2 and C2 from the rest.</source>
            <extracomment>comment on the main line, node 35</extracomment>
            <translation>白方补 D2 的断点：黑方下在那里就会把 A2、B2、C2 与其余白子分开。</translation>
        </message>
        <message>
            <source>Black closes his left side at A3. This is the last stone of the game: no empty point now touches both colours.</source>
            <extracomment>comment on the main line, node 36</extracomment>
            <translation>黑方在 A3 封住左边。这是本局的最后一子：现在没有任何空点同时与两种颜色的棋子相邻。</translation>
        </message>
        <message>
            <source>White passes. Under the AGA rules the pass hands Black one stone as a prisoner.</source>
            <extracomment>comment on the main line, node 37</extracomment>
            <translation>白方停一手。按 AGA 规则，这次停一手要交给黑方一枚子作为提子。</translation>
        </message>
        <message>
            <source>Black passes and play stops (a third pass is added under the Renaissance rules). Black has passed last, so under the AGA rules White adds a pass, which hands Black a second pass stone. Count: Black area 42, White 39; territory and prisoners Black 22, White 23. Chinese, Ing and Japanese White by 1; AGA White by 0.5; New Zealand Black by 3.</source>
            <extracomment>comment on the main line, node 38</extracomment>
            <translation>黑方停一手，对局停止（按文艺复兴规则要补第三次停一手）。最后停一手的是黑方，所以按 AGA 规则白方补一次停一手，这又交给黑方第二枚停着交子。计算：数子黑 42、白 39；目数加提子黑 22、白 23。中国规则、应氏规则和日本规则白胜 1；AGA 规则白胜 0.5；新西兰规则黑胜 3。</translation>
        </message>
    </context>
    <context>
        <name>Diagram handicap-two-stones</name>
        <message>
            <source>Handicap compensation: two stones</source>
            <extracomment>title</extracomment>
            <translation>让子补偿：两子</translation>
        </message>
        <message>
            <source>handicap komi</source>
            <extracomment>another name of the position</extracomment>
            <translation>让子贴目</translation>
        </message>
        <message>
            <source>reverse komi in handicap games</source>
            <extracomment>another name of the position</extracomment>
            <translation>让子棋中的反贴目</translation>
        </message>
        <message>
            <source>Chinese, AGA, Japanese and Korean handicap conventions as the presets read them; Ing&apos;s SST rules, &apos;Counting&apos; item 5 (N points for N stones, N/2 stones placed in Black&apos;s area); the New Zealand rules (handicap by White passing, no komi); the AGA commentary of the &apos;Simplified rules&apos;. The game is our own.</source>
            <extracomment>source</extracomment>
            <translation>本程序预设所理解的中国、AGA、日本和韩国的让子惯例；应氏围棋规则（SST）“计算”第 5 项（N 子补 N 点，在黑方区域中放 N/2 枚子）；新西兰规则（让子通过白方停一手实现，不贴目）；AGA 对“简化规则”（Simplified rules）的解说。对局为本程序自编。</translation>
        </message>
        <message>
            <source>A close two-stone game: on the board Black is 1 point ahead, and the compensation each ruleset gives White decides the winner: New Zealand Black by 1, Chinese and Ing White by 1, AGA White by 0.5, Japanese a tie.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一局细棋的让两子棋：盘面上黑方领先 1 点，各规则给白方的补偿决定了胜负：新西兰规则黑胜 1，中国规则和应氏规则白胜 1，AGA 规则白胜 0.5，日本规则和棋。</translation>
        </message>
        <message>
            <source>A finished two-stone handicap game on a 9x9 board. Black&apos;s handicap stones stand on the standard points C3 and G7, the points the Japanese and AGA rules prescribe; then White moves first and the players alternate. White plays the last stone (G4, the last neutral point), Black passes and White passes. During play Black captured one White stone (G6) and White two Black stones (C6 and D6). No dead stones are left on the board, so nothing has to be agreed before counting.

The board: Black&apos;s area is 41 points (20 stones and 21 empty points), White&apos;s 40 (20 stones and 20 empty points), so on the board Black is 1 point ahead. Counted by territory and prisoners, Black has 21 + 1 = 22 and White 20 + 2 = 22: level.

What each ruleset gives White for the two handicap stones:
- Chinese and Simplified Chinese: one point per handicap stone, 2 points. 41 - 40 - 2: White wins by 1.
- Ing SST: also N points (the text&apos;s fifth counting rule), paid in the fill-in count as N/2 White stones put into Black&apos;s area, here a single stone. White wins by 1; in handicap games a tie would go to White.
- AGA and Simplified AGA: one point per stone after the first, so 1 point, plus a komi of 0.5. 41 - 40 - 1.5: White wins by 0.5. Renaissance A (area) uses the same N - 1 and 0.5: its text sets nothing for handicap games, and this is our reading (see the Rulesets reference).
- Japanese, Korean and Simplified Japanese/Korean: nothing. 22 - 22 is a tie (jigo). Renaissance B (territory), by our reading too, gives no compensation either but keeps a komi of 0.5: White wins by 0.5.
- New Zealand: nothing and no komi. There the handicap is given by White passing before its first move, once in a two-stone game, between Black&apos;s two stones; the engine does not record those passes. Black wins by 1. Simplified Ing/NZ and Tromp-Taylor give nothing too: Black by 1.

Why area counting needs compensation and territory counting does not. In an area count every stone on the board is a point for its owner. The handicap stones are stones Black put down without spending a move on them, so they stand in Black&apos;s area as points (here 2) that Black never played for. In a territory count a stone earns nothing by itself: only the empty points it surrounds and the prisoners score, so the handicap stones are worth only what they help Black surround, which is the handicap White meant to give. Here Black put down 22 stones (2 handicap stones and 20 moves) and White 21: that is why the area count is 1 point better for Black than the territory count. AGA&apos;s N - 1 gives back exactly that point, Chinese and Ing&apos;s N one point more, New Zealand nothing, and the winner changes with the rules.</source>
            <extracomment>comment at the start</extracomment>
            <translation>一局在 9 路盘上下完的让两子棋。黑方的让子摆在 C3 和 G7 两个标准点上，这是日本规则和 AGA 规则规定的位置；然后白方先下，双方轮流落子。最后一子由白方下（G4，最后一个单官），黑方停一手，白方停一手。对局中黑方吃掉了一枚白子（G6），白方吃掉了两枚黑子（C6 和 D6）。盘上没有留下死子，所以计算之前无需就死活达成一致。

盘面：黑方区域为 41 点（20 子和 21 个空点），白方为 40 点（20 子和 20 个空点），所以盘面上黑方领先 1 点。按目数加提子计算，黑方 21 + 1 = 22，白方 20 + 2 = 22：持平。

各规则为两枚让子给白方的补偿：
- 中国规则和简化规则 中国：每枚让子 1 点，共 2 点。41 - 40 - 2：白胜 1。
- 应氏规则（SST）：同样是 N 点（条文中计算的第五条），在填子计算中以在黑方区域中放 N/2 枚白子的方式支付，这里是一枚。白胜 1；在让子棋中，平局判白方胜。
- AGA 规则和简化规则 AGA：第一子之后每子 1 点，即 1 点，另加贴目 0.5。41 - 40 - 1.5：白胜 0.5。文艺复兴规则（数子，A）采用同样的 N - 1 和 0.5：其条文对让子棋没有规定，这是本程序的理解（见规则参考）。
- 日本规则、韩国规则和简化规则 日本/韩国：不补偿。22 - 22 为和棋。文艺复兴规则（数目法加停着交子，B），同样按本程序的理解，也不补偿，但保留 0.5 的贴目：白胜 0.5。
- 新西兰规则：不补偿，也不贴目。在这种规则下，让子是通过白方在第一手之前停一手来实现的，在让两子棋中停一次，位于黑方的两枚让子之间；引擎不记录这些停一手。黑胜 1。简化规则 应氏/新西兰和 Tromp-Taylor 规则也不补偿：黑胜 1。

为什么数子法需要补偿，而数目法不需要。在数子法中，盘上每一枚棋子都为其主人计一点。让子是黑方没有花费手数就放到盘上的棋子，所以它们作为黑方从未为之下过棋的点数（这里是 2 点）留在黑方的区域里。在数目法中，棋子本身不得分：只有它所围住的空点和提子才计分，所以让子的价值只在于帮助黑方围住的地，而这正是白方有意让出的。这里黑方放下了 22 枚棋子（2 枚让子和 20 手），白方 21 枚：这就是数子结果对黑方比数目结果多 1 点的原因。AGA 规则的 N - 1 正好还回这一点，中国规则和应氏规则的 N 多还一点，新西兰规则则不还，胜者随规则而变。</translation>
        </message>
        <message>
            <source>White takes the empty lower right corner.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白方占空着的右下角。</translation>
        </message>
        <message>
            <source>Black caps from above, working with the handicap stone at G7.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑方从上方镇，与 G7 的让子配合。</translation>
        </message>
        <message>
            <source>White takes the other empty corner, the upper left.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白方占另一个空角：左上角。</translation>
        </message>
        <message>
            <source>Black builds on the left, above his C3 stone.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黑方在左边、自己 C3 一子的上方发展。</translation>
        </message>
        <message>
            <source>White jumps into the centre between Black&apos;s stones.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>白方跳入黑子之间的中央。</translation>
        </message>
        <message>
            <source>Black blocks on the right side of the centre, next to G5.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>黑方在中央右侧、G5 旁边挡住。</translation>
        </message>
        <message>
            <source>White extends from G3 toward the centre, next to F5.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>白方从 G3 向中央延伸，贴着 F5。</translation>
        </message>
        <message>
            <source>Black plays between them. The four centre stones form a crosscut: E4 and F5 Black, E5 and F4 White.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>黑方下在它们之间。中央四子形成扭十字：E4 和 F5 是黑子，E5 和 F4 是白子。</translation>
        </message>
        <message>
            <source>White tries a stone between G5 and G7, hoping to cut.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>白方在 G5 与 G7 之间试下一子，想要分断。</translation>
        </message>
        <message>
            <source>Black answers at F6: G6 has one liberty left, H6.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>黑方在 F6 应：G6 只剩一口气 H6。</translation>
        </message>
        <message>
            <source>White saves the centre stone E5, which had only two liberties, and gives up G6.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>白方救出只有两口气的中央一子 E5，放弃 G6。</translation>
        </message>
        <message>
            <source>Black captures G6: one prisoner for Black.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>黑方提掉 G6：黑方得到一枚提子。</translation>
        </message>
        <message>
            <source>White extends up the E line.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>白方沿 E 列向上延伸。</translation>
        </message>
        <message>
            <source>Black keeps pace on the F line.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>黑方在 F 列并行。</translation>
        </message>
        <message>
            <source>White.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation>白方。</translation>
        </message>
        <message>
            <source>Black.</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>黑方。</translation>
        </message>
        <message>
            <source>Black reaches the top edge.</source>
            <extracomment>comment on the main line, node 18</extracomment>
            <translation>黑方到达上边线。</translation>
        </message>
        <message>
            <source>White too: the two walls run side by side from the centre to the top.</source>
            <extracomment>comment on the main line, node 19</extracomment>
            <translation>白方也到达上边线：两道外墙从中央并排延伸到上边。</translation>
        </message>
        <message>
            <source>Black pushes into White&apos;s upper left.</source>
            <extracomment>comment on the main line, node 20</extracomment>
            <translation>黑方冲入白方的左上。</translation>
        </message>
        <message>
            <source>White blocks: D6 is in atari.</source>
            <extracomment>comment on the main line, node 21</extracomment>
            <translation>白方挡住：D6 被叫吃。</translation>
        </message>
        <message>
            <source>Black extends, but the two stones have only two liberties, B6 and C5.</source>
            <extracomment>comment on the main line, node 22</extracomment>
            <translation>黑方长出，但这两子只有 B6 和 C5 两口气。</translation>
        </message>
        <message>
            <source>White ataris from below.</source>
            <extracomment>comment on the main line, node 23</extracomment>
            <translation>白方从下方叫吃。</translation>
        </message>
        <message>
            <source>Black gives the two stones up and firms up his own side.</source>
            <extracomment>comment on the main line, node 24</extracomment>
            <translation>黑方放弃这两子，巩固自己的一边。</translation>
        </message>
        <message>
            <source>White captures C6 and D6: two prisoners for White.</source>
            <extracomment>comment on the main line, node 25</extracomment>
            <translation>白方提掉 C6 和 D6：白方得到两枚提子。</translation>
        </message>
        <message>
            <source>Black moves out toward the left edge.</source>
            <extracomment>comment on the main line, node 26</extracomment>
            <translation>黑方向左边线出头。</translation>
        </message>
        <message>
            <source>White blocks.</source>
            <extracomment>comment on the main line, node 27</extracomment>
            <translation>白方挡。</translation>
        </message>
        <message>
            <source>Black pushes along the edge.</source>
            <extracomment>comment on the main line, node 28</extracomment>
            <translation>黑方沿边线冲。</translation>
        </message>
        <message>
            <source>White blocks again: A5 is in atari.</source>
            <extracomment>comment on the main line, node 29</extracomment>
            <translation>白方再挡：A5 被叫吃。</translation>
        </message>
        <message>
            <source>Black connects. The upper left is settled.</source>
            <extracomment>comment on the main line, node 30</extracomment>
            <translation>黑方粘。左上已经确定。</translation>
        </message>
        <message>
            <source>White blocks on the right side.</source>
            <extracomment>comment on the main line, node 31</extracomment>
            <translation>白方在右侧挡。</translation>
        </message>
        <message>
            <source>Black blocks too.</source>
            <extracomment>comment on the main line, node 32</extracomment>
            <translation>黑方也挡。</translation>
        </message>
        <message>
            <source>White reaches the right edge.</source>
            <extracomment>comment on the main line, node 33</extracomment>
            <translation>白方到达右边线。</translation>
        </message>
        <message>
            <source>So does Black. Black&apos;s upper right (G5 to J5, F5 to F9) is closed.</source>
            <extracomment>comment on the main line, node 34</extracomment>
            <translation>黑方也到达。黑方的右上（G5 到 J5，F5 到 F9）封闭了。</translation>
        </message>
        <message>
            <source>White extends down toward the bottom edge.</source>
            <extracomment>comment on the main line, node 35</extracomment>
            <translation>白方向下边线延伸。</translation>
        </message>
        <message>
            <source>Black keeps pace.</source>
            <extracomment>comment on the main line, node 36</extracomment>
            <translation>黑方并行。</translation>
        </message>
        <message>
            <source>White reaches the bottom edge.</source>
            <extracomment>comment on the main line, node 39</extracomment>
            <translation>白方到达下边线。</translation>
        </message>
        <message>
            <source>So does Black. Every border is closed except one point.</source>
            <extracomment>comment on the main line, node 40</extracomment>
            <translation>黑方也到达。除了一个点以外，所有边界都封闭了。</translation>
        </message>
        <message>
            <source>White fills G4, the last neutral point (it touched Black&apos;s G5 and White&apos;s stones). This is the last stone of the game; no empty point now touches both colours.</source>
            <extracomment>comment on the main line, node 41</extracomment>
            <translation>白方填 G4，最后一个单官（它与黑方的 G5 和白子都相邻）。这是本局的最后一子；现在没有任何空点同时与两种颜色的棋子相邻。</translation>
        </message>
        <message>
            <source>Black passes. Under the AGA rules this pass hands White one stone as a prisoner (a pass stone).</source>
            <extracomment>comment on the main line, node 42</extracomment>
            <translation>黑方停一手。按 AGA 规则，这次停一手要交给白方一枚子作为提子（停着交子）。</translation>
        </message>
        <message>
            <source>White passes and play stops (a third pass is added under the Renaissance rules). White has passed last, so AGA needs no extra pass; each side has handed the other one pass stone, which leaves the AGA count unchanged. Count: Black area 41, White 40; territory and prisoners 22 each. Compensation decides the winner: Chinese and Ing White by 1, AGA White by 0.5, Japanese a tie, New Zealand Black by 1.</source>
            <extracomment>comment on the main line, node 43</extracomment>
            <translation>白方停一手，对局停止（按文艺复兴规则要补第三次停一手）。最后停一手的是白方，所以 AGA 规则不需要补停一手；双方各交给对方一枚停着交子，AGA 的计算结果不变。计算：数子黑 41、白 40；目数加提子双方各 22。补偿决定胜负：中国规则和应氏规则白胜 1，AGA 规则白胜 0.5，日本规则和棋，新西兰规则黑胜 1。</translation>
        </message>
    </context>
    <context>
        <name>Diagram ing-counting-even-game</name>
        <message>
            <source>Ing counting: an even game</source>
            <extracomment>title</extracomment>
            <translation>应氏计点：分先对局</translation>
        </message>
        <message>
            <source>fill-in counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>填子计算</translation>
        </message>
        <message>
            <source>stone counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>计子</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Counting&apos; (the three 9x9 examples with 40 stones each); the board is our own, built to the numbers of the text.</source>
            <extracomment>source</extracomment>
            <translation>应氏围棋规则（SST）“计算”（三个 9 路盘示例，每方 40 子）；棋盘为本程序按条文中的数字自行构造。</translation>
        </message>
        <message>
            <source>How Ing&apos;s rules count an even game: fill your own area from a fixed supply of stones; empty points left mean a win, stones left over mean a loss.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>应氏规则如何计算分先对局：用固定数量的棋子填满自己的区域；剩下空点为胜，剩下棋子为负。</translation>
        </message>
        <message>
            <source>A finished 9x9 game, an even game: White&apos;s komi of 8 points is paid as four White stones placed in Black&apos;s area. Black&apos;s area is 46 points (stones and territory), White&apos;s 35, and there are no neutral points. Dead stones have already been removed and the record holds no prisoners.

Ing&apos;s rules count by filling in. Each player has a fixed supply of stones (40 each on this 9x9 board, 180 on 19x19); prisoners and dead stones go back to their owners&apos; bowls, and each player fills his own area with his own stones. Whoever still has empty points has won; whoever has stones left over has lost. The loser puts his leftover stones, the losing stones, in the winner&apos;s empty points; the one point still empty after that is the winning point, and the margin counts two points for each losing stone and one for the winning point. Here Black has two empty points and White one stone left over; White&apos;s stone fills one of Black&apos;s points and the other is the winning point: Black wins by 1 + 2 x 1 = 3.

Area counting gives the same result: the difference of the areas minus the compensation. Territory counting gives a different margin on the same board.</source>
            <extracomment>comment at the start</extracomment>
            <translation>一局下完的 9 路盘分先对局：白方 8 点的贴目以在黑方区域中放四枚白子的方式支付。黑方区域为 46 点（棋子和空），白方为 35 点，没有单官。死子已经取走，棋谱中没有提子。

应氏规则以填子来计算。每方各有固定数量的棋子（这个 9 路盘上每方 40 子，19 路盘上 180 子）；提子和死子退回各自主人的棋罐，每方用自己的棋子填满自己的区域。还剩空点的一方获胜；棋子有剩余的一方失败。负方把剩下的棋子，即“负子”，放进胜方的空点；此后仍然空着的那一个点就是“胜点”，胜负差为每枚负子计两点，胜点计一点。这里黑方剩两个空点，白方剩一枚棋子；白方的这枚棋子填掉黑方的一个点，另一个点就是胜点：黑胜 1 + 2 x 1 = 3。

数子法得出同样的结果：双方区域之差减去补偿。数目法在同一盘面上得出不同的胜负差。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方停一手。</translation>
        </message>
        <message>
            <source>White passes: play stops and the game is counted.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方停一手：对局停止，进行计算。</translation>
        </message>
    </context>
    <context>
        <name>Diagram ing-counting-three-stone-handicap</name>
        <message>
            <source>Ing counting: a three-stone handicap</source>
            <extracomment>title</extracomment>
            <translation>应氏计点：让三子</translation>
        </message>
        <message>
            <source>fill-in counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>填子计算</translation>
        </message>
        <message>
            <source>stone counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>计子</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Counting&apos; (the three 9x9 examples with 40 stones each); the board is our own, built to the numbers of the text.</source>
            <extracomment>source</extracomment>
            <translation>应氏围棋规则（SST）“计算”（三个 9 路盘示例，每方 40 子）；棋盘为本程序按条文中的数字自行构造。</translation>
        </message>
        <message>
            <source>How Ing&apos;s rules count a three-stone handicap game: fill your own area from a fixed supply of stones; empty points left mean a win, stones left over mean a loss.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>应氏规则如何计算让三子棋：用固定数量的棋子填满自己的区域；剩下空点为胜，剩下棋子为负。</translation>
        </message>
        <message>
            <source>A finished 9x9 game, a three-stone handicap game: White&apos;s compensation of 3 points is one White stone placed in Black&apos;s area and one point of it left open. Black&apos;s area is 46 points (stones and territory), White&apos;s 35, and there are no neutral points. Dead stones have already been removed and the record holds no prisoners.

Ing&apos;s rules count by filling in. Each player has a fixed supply of stones (40 each on this 9x9 board, 180 on 19x19); prisoners and dead stones go back to their owners&apos; bowls, and each player fills his own area with his own stones. Whoever still has empty points has won; whoever has stones left over has lost. The loser puts his leftover stones, the losing stones, in the winner&apos;s empty points; the one point still empty after that is the winning point, and the margin counts two points for each losing stone and one for the winning point. When a point of the compensation is left open (an odd handicap) or an odd shared point stays empty, that is the one empty point at the end: there is no winning point, and the margin is just twice the losing stones. Here Black has four empty points besides the open point and White four stones left over; White&apos;s four stones fill them, the open point is the only empty point left, and Black wins by just twice the losing stones: 2 x 4 = 8.

Area counting gives the same result: the difference of the areas minus the compensation. Territory counting gives a different margin on the same board.</source>
            <extracomment>comment at the start</extracomment>
            <translation>一局下完的 9 路盘让三子棋：白方 3 点的补偿以在黑方区域中放一枚白子、再留空一点的方式支付。黑方区域为 46 点（棋子和空），白方为 35 点，没有单官。死子已经取走，棋谱中没有提子。

应氏规则以填子来计算。每方各有固定数量的棋子（这个 9 路盘上每方 40 子，19 路盘上 180 子）；提子和死子退回各自主人的棋罐，每方用自己的棋子填满自己的区域。还剩空点的一方获胜；棋子有剩余的一方失败。负方把剩下的棋子，即“负子”，放进胜方的空点；此后仍然空着的那一个点就是“胜点”，胜负差为每枚负子计两点，胜点计一点。当补偿中有一点留空（奇数让子）或奇数个公共点保持空着时，这就是最后那个空点：没有胜点，胜负差就是负子数的两倍。这里黑方除了留空的那一点外还剩四个空点，白方剩四枚棋子；白方的四枚棋子把它们填满，留空的那一点是唯一剩下的空点，黑胜的差正好是负子数的两倍：2 x 4 = 8。

数子法得出同样的结果：双方区域之差减去补偿。数目法在同一盘面上得出不同的胜负差。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方停一手。</translation>
        </message>
        <message>
            <source>White passes: play stops and the game is counted.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方停一手：对局停止，进行计算。</translation>
        </message>
    </context>
    <context>
        <name>Diagram ing-counting-two-stone-handicap</name>
        <message>
            <source>Ing counting: a two-stone handicap</source>
            <extracomment>title</extracomment>
            <translation>应氏计点：让两子</translation>
        </message>
        <message>
            <source>fill-in counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>填子计算</translation>
        </message>
        <message>
            <source>stone counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>计子</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Counting&apos; (the three 9x9 examples with 40 stones each); the board is our own, built to the numbers of the text.</source>
            <extracomment>source</extracomment>
            <translation>应氏围棋规则（SST）“计算”（三个 9 路盘示例，每方 40 子）；棋盘为本程序按条文中的数字自行构造。</translation>
        </message>
        <message>
            <source>How Ing&apos;s rules count a two-stone handicap game: fill your own area from a fixed supply of stones; empty points left mean a win, stones left over mean a loss.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>应氏规则如何计算让两子棋：用固定数量的棋子填满自己的区域；剩下空点为胜，剩下棋子为负。</translation>
        </message>
        <message>
            <source>A finished 9x9 game, a two-stone handicap game: White&apos;s compensation of 2 points is one White stone placed in Black&apos;s area. Black&apos;s area is 46 points (stones and territory), White&apos;s 35, and there are no neutral points. Dead stones have already been removed and the record holds no prisoners.

Ing&apos;s rules count by filling in. Each player has a fixed supply of stones (40 each on this 9x9 board, 180 on 19x19); prisoners and dead stones go back to their owners&apos; bowls, and each player fills his own area with his own stones. Whoever still has empty points has won; whoever has stones left over has lost. The loser puts his leftover stones, the losing stones, in the winner&apos;s empty points; the one point still empty after that is the winning point, and the margin counts two points for each losing stone and one for the winning point. Here Black has five empty points and White four stones left over; White&apos;s four stones fill four of Black&apos;s points and the fifth is the winning point: Black wins by 1 + 2 x 4 = 9.

Area counting gives the same result: the difference of the areas minus the compensation. Territory counting gives a different margin on the same board.</source>
            <extracomment>comment at the start</extracomment>
            <translation>一局下完的 9 路盘让两子棋：白方 2 点的补偿以在黑方区域中放一枚白子的方式支付。黑方区域为 46 点（棋子和空），白方为 35 点，没有单官。死子已经取走，棋谱中没有提子。

应氏规则以填子来计算。每方各有固定数量的棋子（这个 9 路盘上每方 40 子，19 路盘上 180 子）；提子和死子退回各自主人的棋罐，每方用自己的棋子填满自己的区域。还剩空点的一方获胜；棋子有剩余的一方失败。负方把剩下的棋子，即“负子”，放进胜方的空点；此后仍然空着的那一个点就是“胜点”，胜负差为每枚负子计两点，胜点计一点。这里黑方剩五个空点，白方剩四枚棋子；白方的四枚棋子填掉黑方的四个点，第五个点就是胜点：黑胜 1 + 2 x 4 = 9。

数子法得出同样的结果：双方区域之差减去补偿。数目法在同一盘面上得出不同的胜负差。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方停一手。</translation>
        </message>
        <message>
            <source>White passes: play stops and the game is counted.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方停一手：对局停止，进行计算。</translation>
        </message>
    </context>
    <context>
        <name>Diagram long-life</name>
        <message>
            <source>Long life</source>
            <extracomment>title</extracomment>
            <translation>长生劫</translation>
        </message>
        <message>
            <source>eternal life</source>
            <extracomment>another name of the position</extracomment>
            <translation>长生劫</translation>
        </message>
        <message>
            <source>chosei (長生)</source>
            <extracomment>another name of the position</extracomment>
            <translation>chosei（長生，日语“长生劫”）</translation>
        </message>
        <message>
            <source>jangsaeng (장생)</source>
            <extracomment>another name of the position</extracomment>
            <translation>jangsaeng（장생，韩语“长生劫”）</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Long life&apos;; Ing&apos;s SST rules, &apos;Double hot stones&apos;; Japanese rules 1989, article 12.</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英文围棋维基）的“Long life”条目；应氏围棋规则（SST）的“双热子”；日本围棋规约（1989年）第12条。</translation>
        </message>
        <message>
            <source>A four-move cycle of captures of two stones: no result in Japan and Korea, superko bars the fourth move, Ing&apos;s double hot stones bar the third.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>以提两子构成的四手循环：在日本和韩国为无胜负，超级劫禁止第四手，应氏规则的双热子禁止第三手。</translation>
        </message>
        <message>
            <source>Black&apos;s group A2-F2 has two liberties, A1 and E1; White&apos;s inner string B1-B2-C2-D2 has two, A1 and C1. White&apos;s F1 stone sits in the corner.

Black plays C1, which puts White&apos;s inner string in atari. White captures C1-D1 with E1. Black captures E1-F1 back at D1. White throws in again at F1, and the start has returned after four moves: long life.

Japanese and Korean rules: no result after the cycle repeats. Superko forbids White&apos;s fourth move. Ing&apos;s rules call E1-F1 double hot stones once they have captured: Black may take them only after an intervening move (the variation). Renaissance: a draw, as both sides capture four stones in the loop.</source>
            <extracomment>comment at the start</extracomment>
            <translation>黑方 A2-F2 的棋块有 A1 和 E1 两口气；白方内部的 B1-B2-C2-D2 一串有 A1 和 C1 两口气。白方 F1 一子在角上。

黑方下 C1，使白方内部的一串被叫吃。白方在 E1 提掉 C1-D1。黑方在 D1 提回 E1-F1。白方再在 F1 扑入，四手之后回到初始局面：长生劫。

日本规则和韩国规则：循环重复后无胜负。超级劫禁止白方的第四手。应氏规则把提过子的 E1-F1 称为双热子：黑方只有隔一手之后才能提它们（见变化）。文艺复兴规则：和棋，因为在循环中双方各提了四子。</translation>
        </message>
        <message>
            <source>Black plays C1: White&apos;s inner string is in atari at A1, and C1-D1 has one liberty, E1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方下 C1：白方内部的一串在 A1 被叫吃，而 C1-D1 只有 E1 一口气。</translation>
        </message>
        <message>
            <source>White captures C1 and D1 with E1. Black&apos;s group is down to one liberty, A1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方在 E1 提掉 C1 和 D1。黑方的棋块只剩 A1 一口气。</translation>
        </message>
        <message>
            <source>Black captures E1-F1 at D1. Under Ing&apos;s rules these are double hot stones that just captured two: Black needs an intervening move first.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑方在 D1 提掉 E1-F1。按应氏规则，这是刚提过两子的双热子：黑方需要先隔一手。</translation>
        </message>
        <message>
            <source>White throws in at F1 again: the start position, with Black to play. Every superko rule forbids this move.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白方再在 F1 扑入：回到初始局面，轮黑方下。所有超级劫规则都禁止这一手。</translation>
        </message>
        <message>
            <source>Round two.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>第二轮。</translation>
        </message>
        <message>
            <source>White captures two.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白方提两子。</translation>
        </message>
        <message>
            <source>Black captures two.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黑方提两子。</translation>
        </message>
        <message>
            <source>The start stands for the third time with no pass between: no result under Japanese and Korean rules, a draw by threefold repetition under Renaissance rules.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>初始局面第三次出现，中间没有停一手：按日本规则和韩国规则为无胜负，按文艺复兴规则以三次重复判为和棋。</translation>
        </message>
        <message>
            <source>Black plays elsewhere first (here A6).</source>
            <extracomment>comment on the Ing: double hot stones need an intervening move, node 3</extracomment>
            <translation>黑方先在别处下一手（这里是 A6）。</translation>
        </message>
        <message>
            <source>White answers elsewhere.</source>
            <extracomment>comment on the Ing: double hot stones need an intervening move, node 4</extracomment>
            <translation>白方在别处应。</translation>
        </message>
        <message>
            <source>Now Black may capture E1-F1 under Ing&apos;s rules too.

What uses up a disturbance under Ing&apos;s rules: the first time the whole board comes back with the same player to move, the cycle is charged to the player whose move began it, here Black with C1. The exchange between the captures usually leaves new stones on the board, so nothing recurs. But if it leaves the board as it was (both players pass and the game is adjourned, or ko threats that undo each other), White&apos;s throw-in at F1 brings back the start, Black has used up its one disturbance, and Black may not send two at C1 again.</source>
            <extracomment>comment on the Ing: double hot stones need an intervening move, node 5</extracomment>
            <translation>现在按应氏规则黑方也可以提掉 E1-F1 了。

在应氏规则下，什么会用掉一次搅劫：全盘第一次回到同一局面且轮到同一方下时，这个循环记在开始它的那一手的一方名下，这里是下 C1 的黑方。两次提子之间的交换通常会在盘上留下新的棋子，所以不会重复出现。但如果交换后盘面和原来一样（双方停一手而对局暂停，或者互相抵消的劫材），白方在 F1 的扑入就会重现初始局面，黑方已用掉了唯一一次搅劫，就不能再在 C1 送二了。</translation>
        </message>
    </context>
    <context>
        <name>Diagram molasses-ko</name>
        <message>
            <source>Molasses ko</source>
            <extracomment>title</extracomment>
            <translation>糖浆劫</translation>
        </message>
        <message>
            <source>molasses</source>
            <extracomment>another name of the position</extracomment>
            <translation>糖浆劫（molasses）</translation>
        </message>
        <message>
            <source>Mechanism after T. Mark Hall and Zhao (1993/94) as described by the BGA page &apos;Some Repeating Go Positions&apos; and Sensei&apos;s Library &apos;Molasses Ko&apos;; this board is our own construction.</source>
            <extracomment>source</extracomment>
            <translation>其机制源自 T. Mark Hall 和 Zhao（1993/94），参见英国围棋协会（BGA）网页“Some Repeating Go Positions”（一些重复的围棋局面）和 Sensei&apos;s Library（英文围棋维基）的“Molasses Ko”条目；这个棋盘为本程序自行构造。</translation>
        </message>
        <message>
            <source>A capturing race with two kos in which every move elsewhere costs a four-move exchange: legal everywhere, but it slows the game to a crawl and makes passing fatal under superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一个带两个劫的对杀，在别处每下一手都要付出四手的交换：在所有规则下都合法，但它使对局慢如蜗牛，而在超级劫规则下停一手是致命的。</translation>
        </message>
        <message>
            <source>Two eyeless groups in a capturing race. White&apos;s nine stones around D2-D6 have only the two-point eye E4-E5. Black&apos;s nine stones around F1-G6 have only E1 and F2. The walls around them are alive.

Black throws in at E5 (atari on White&apos;s group and on F4-F5). White must take the ko at E1, Black must capture F4-F5 at E4, and White must take the second ko at F2. The shape is now the colour-reversed start, and Black, who may not retake at once, plays one move elsewhere (F8). White must then make the same four-move exchange before its own move elsewhere (D8). After ten moves the local shape is back where it began.

No position repeats (the moves elsewhere change the board), so every ruleset allows the line. The trouble comes when the game nears its end: under the basic ko rule the exchanges can go on, and Japanese professionals have called it no result; under superko a player who passes instead of making the exchange loses the race, so the game turns into a contest of who runs out of harmless moves first.</source>
            <extracomment>comment at the start</extracomment>
            <translation>两块没有眼的棋在对杀。白方围绕 D2-D6 的九子只有 E4-E5 这个两点的眼。黑方围绕 F1-G6 的九子只有 E1 和 F2。围住它们的外墙都是活棋。

黑方在 E5 扑入（同时叫吃白方的棋块和 F4-F5）。白方必须在 E1 提劫，黑方必须在 E4 提掉 F4-F5，白方必须在 F2 提第二个劫。这时的形状是初始局面的黑白互换，黑方不能立即提回，于是在别处下一手（F8）。接着白方也必须先进行同样的四手交换，才能在别处下自己的一手（D8）。十手之后，局部形状回到开始的样子。

没有局面重复（别处的着手改变了盘面），所以所有规则都允许这样下。麻烦出在对局接近终局时：按基本劫规则，这种交换可以一直进行下去，日本职业棋手曾将其判为无胜负；在超级劫规则下，不进行交换而停一手的一方会输掉对杀，于是对局变成比谁先用完无害着手的较量。</translation>
        </message>
        <message>
            <source>Black throws in at E5: White&apos;s big group and F4-F5 are both in atari.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方在 E5 扑入：白方的大块棋和 F4-F5 都被叫吃。</translation>
        </message>
        <message>
            <source>White must take the ko at E1 (capturing D1): Black&apos;s group is in atari at F2.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方必须在 E1 提劫（提掉 D1）：黑方的棋块在 F2 被叫吃。</translation>
        </message>
        <message>
            <source>Black must capture F4-F5 with E4: White&apos;s group is in atari at D1.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑方必须在 E4 提掉 F4-F5：白方的棋块在 D1 被叫吃。</translation>
        </message>
        <message>
            <source>White must take the second ko at F2 (capturing E2). The shape is the colour-reversed start.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白方必须在 F2 提第二个劫（提掉 E2）。形状成为初始局面的黑白互换。</translation>
        </message>
        <message>
            <source>Black may not retake at E2 at once, so Black plays elsewhere: the one real move of this round.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑方不能立即在 E2 提回，所以在别处下一手：这是这一轮中唯一真正的一手。</translation>
        </message>
        <message>
            <source>Now White has to throw in, at F5.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>现在轮到白方必须在 F5 扑入。</translation>
        </message>
        <message>
            <source>Black takes the ko at E2 (capturing F2).</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黑方在 E2 提劫（提掉 F2）。</translation>
        </message>
        <message>
            <source>White captures E4-E5 with F4.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白方在 F4 提掉 E4-E5。</translation>
        </message>
        <message>
            <source>Black takes the other ko at D1 (capturing E1).</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黑方在 D1 提另一个劫（提掉 E1）。</translation>
        </message>
        <message>
            <source>White plays its one move elsewhere. The local shape is back at the start: every real move cost a four-move exchange.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白方在别处下它的一手。局部形状回到了开始：每一手真正的棋都要付出四手的交换。</translation>
        </message>
    </context>
    <context>
        <name>Diagram moonshine-life</name>
        <message>
            <source>Moonshine life</source>
            <extracomment>title</extracomment>
            <translation>假生</translation>
        </message>
        <message>
            <source>gekkou no iki (月光の活き)</source>
            <extracomment>another name of the position</extracomment>
            <translation>gekkou no iki（月光の活き，日语“假生”）</translation>
        </message>
        <message>
            <source>jia sheng (假生, false life)</source>
            <extracomment>another name of the position</extracomment>
            <translation>假生</translation>
        </message>
        <message>
            <source>After the Nyobutsu position and the move pattern on Sensei&apos;s Library &apos;Moonshine Life&apos;; Renaissance rules example 4 (capture in a dispute phase).</source>
            <extracomment>source</extracomment>
            <translation>依据 Sensei&apos;s Library（英文围棋维基）“Moonshine Life”条目中的 Nyobutsu 局面和着法；文艺复兴规则的示例 4（在死活争议阶段提子）。</translation>
        </message>
        <message>
            <source>A one-eyed group kept alive by a double ko elsewhere: no result in Japan and Korea, barred by superko, by Ing&apos;s disturbing rule and, after play stops, by Renaissance minimal superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>靠别处的双劫维持的单眼棋块：在日本和韩国为无胜负，被超级劫、应氏规则的搅劫规定以及（对局停止后）文艺复兴规则的最小超级劫所禁止。</translation>
        </message>
        <message>
            <source>Upper right: White&apos;s six stones have one eye (T19) and a ko at P19/Q19 they can never fill. Upper left: a double ko in a seki, which gives both sides an endless supply of ko threats. Black wants to capture the upper right group; White keeps it alive by using the double ko as threats.

Black takes the ko at Q19 and White is in atari. White flips a ko in the double ko (atari on Black&apos;s group there), Black answers by flipping the other, White retakes at P19, and the same happens the other way round. After six moves the start is back. The group&apos;s life is &apos;moonshine&apos;: it lasts only as long as the cycle may be repeated.

Japanese and Korean rules: the cycle goes round until the game ends without a result. Superko forbids the move that closes the cycle. Ing&apos;s rules let a player set off such a cycle only once per game. The Renaissance rules treat the repetition in the main game as a draw, but Black can wait until play stops and capture in the dispute phase, where minimal superko stops White from closing the cycle (the variation).

The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation>右上：白方六子有一只眼（T19），还有一个永远无法粘上的劫 P19/Q19。左上：一个双活中的双劫，为双方提供了取之不尽的劫材。黑方想吃掉右上的棋块；白方利用双劫作为劫材使它活着。

黑方在 Q19 提劫，白方被叫吃。白方在双劫中提一个劫（叫吃那里的黑棋），黑方以提另一个劫来应，白方在 P19 提回，然后同样的过程反方向再来一遍。六手之后回到初始局面。这块棋的“活”是假生：只有在允许循环重复时，它才能活着。

日本规则和韩国规则：循环一直进行，直到对局以无胜负结束。超级劫禁止使循环闭合的着手。应氏规则只允许一方在一局中发起一次这样的循环。文艺复兴规则把对局中的重复视为和棋，但黑方可以等到对局停止后在死活争议阶段提子，在那里最小超级劫阻止白方使循环闭合（见变化）。

假定盘面其余部分都已确定。</translation>
        </message>
        <message>
            <source>Black takes the ko at Q19 (capturing P19). White&apos;s group has one liberty left, its eye at T19: it is in atari, and White needs a ko threat.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方在 Q19 提劫（提掉 P19）。白方的棋块只剩一口气，即 T19 的眼：它被叫吃了，白方需要劫材。</translation>
        </message>
        <message>
            <source>White&apos;s threat: B17 captures B18 and puts Black&apos;s fourteen stones on the left in atari at F18.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方的劫材：B17 提掉 B18，使左边十四枚黑子在 F18 被叫吃。</translation>
        </message>
        <message>
            <source>Black must answer: D18 captures D17 and gives the left group a second liberty.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑方必须应：D18 提掉 D17，使左边的棋块有了第二口气。</translation>
        </message>
        <message>
            <source>Now White may retake at P19 (capturing Q19): the upper right group has two liberties again.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>现在白方可以在 P19 提回（提掉 Q19）：右上的棋块又有了两口气。</translation>
        </message>
        <message>
            <source>Black flips the other way: B18 captures B17 and puts White&apos;s upper left stones in atari at F18.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑方反方向提：B18 提掉 B17，使白方左上的棋子在 F18 被叫吃。</translation>
        </message>
        <message>
            <source>White answers at D17 (capturing D18). The whole board is back to the start with Black to play: superko forbids this move under every superko rule.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白方在 D17 应（提掉 D18）。全盘回到初始局面，轮黑方下：在所有超级劫规则下，超级劫都禁止这一手。</translation>
        </message>
        <message>
            <source>Round two: Black takes the ko again.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>第二轮：黑方再次提劫。</translation>
        </message>
        <message>
            <source>White threatens again in the double ko. Under Ing&apos;s rules White has already set off this cycle once (White was the disturber in round one) and may not do it again.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白方再次在双劫中找劫材。按应氏规则，白方已经发起过一次这个循环（第一轮中白方是搅劫者），不能再这样做。</translation>
        </message>
        <message>
            <source>Black answers.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黑方应。</translation>
        </message>
        <message>
            <source>White retakes.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白方提回。</translation>
        </message>
        <message>
            <source>Black flips back.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黑方提回。</translation>
        </message>
        <message>
            <source>The start stands for the third time with no pass between: no result under Japanese and Korean rules, a draw by threefold repetition under Renaissance rules (each side captured six stones in the loop).</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>初始局面第三次出现，中间没有停一手：按日本规则和韩国规则为无胜负，按文艺复兴规则以三次重复判为和棋（循环中双方各提了六子）。</translation>
        </message>
        <message>
            <source>Black does not start the cycle in the main game. Black passes...</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 1</extracomment>
            <translation>黑方不在对局中开始循环。黑方停一手……</translation>
        </message>
        <message>
            <source>...White passes...</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 2</extracomment>
            <translation>……白方停一手……</translation>
        </message>
        <message>
            <source>...and Black passes again. Under Renaissance rules three successive passes stop play; the last two passes were made in this position, so minimal superko now forbids any board play that recreates it. Black disputes White&apos;s group and play resumes.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 3</extracomment>
            <translation>……黑方再停一手。按文艺复兴规则，连续三次停一手使对局停止；最后两次停一手是在这个局面下进行的，所以最小超级劫现在禁止任何重现这个局面的盘上着手。黑方对白方的棋块提出争议，对局恢复。</translation>
        </message>
        <message>
            <source>White has nothing useful to do and passes. (Under Japanese and Korean rules this is the second pass of the confirmation play, which ends it with nothing captured: for them the line stops here, and the ko fight below is never played.)</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 4</extracomment>
            <translation>白方无事可做，停一手。（按日本规则和韩国规则，这是死活确认着手中的第二次停一手，确认着手就此结束，什么也没有提掉：对它们来说这个变化到此为止，下面的争劫永远不会发生。）</translation>
        </message>
        <message>
            <source>Black takes the ko: White is in atari.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 5</extracomment>
            <translation>黑方提劫：白方被叫吃。</translation>
        </message>
        <message>
            <source>White threatens in the double ko (Black&apos;s left group in atari).</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 6</extracomment>
            <translation>白方在双劫中找劫材（叫吃黑方左边的棋块）。</translation>
        </message>
        <message>
            <source>White retakes the ko.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 8</extracomment>
            <translation>白方提回劫。</translation>
        </message>
        <message>
            <source>Black flips the double ko himself: White&apos;s upper left stones are in atari at F18.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 9</extracomment>
            <translation>黑方自己在双劫中提劫：白方左上的棋子在 F18 被叫吃。</translation>
        </message>
        <message>
            <source>White&apos;s answer would recreate the position in which the last two successive passes were made: minimal superko forbids it. White cannot both save the upper left and keep the ko, so one of the groups dies: the moonshine life is over.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 10</extracomment>
            <translation>白方的应手会重现最后连续两次停一手时的局面：最小超级劫禁止这一手。白方无法既救左上又保住这个劫，所以总有一块棋会死：假生到此结束。</translation>
        </message>
    </context>
    <context>
        <name>Diagram one-eye-flaw</name>
        <message>
            <source>1-eye flaw</source>
            <extracomment>title</extracomment>
            <translation>单眼缺陷</translation>
        </message>
        <message>
            <source>dead ko</source>
            <extracomment>another name of the position</extracomment>
            <translation>死劫</translation>
        </message>
        <message>
            <source>kashou (仮生)</source>
            <extracomment>another name of the position</extracomment>
            <translation>kashou（仮生，日语“假活”）</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;1-Eye-Flaw&apos;; Renaissance rules example 1; Japanese rules 1989, article 7-2.</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英文围棋维基）的“1-Eye-Flaw”条目；文艺复兴规则的示例 1；日本围棋规约（1989年）第7条第2款。</translation>
        </message>
        <message>
            <source>A one-eyed group with a ko: dead under most rules, but alive under positional and situational superko if the players pass first.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>带一个劫的单眼棋块：在大多数规则下是死棋，但在位置超级劫和情境超级劫下，如果双方先停一手，它就是活棋。</translation>
        </message>
        <message>
            <source>White&apos;s four stones A4-B4-B5-C4 have one eye (A5) and a ko at C5/D5. Black took the ko at C5 on an earlier turn, so White may retake now. Black has two eyes (B2 and E3) and every Black move other than the ko would fill one of them.

White retakes at D5. Black cannot retake at once, has nothing else to do, and passes; White passes too. Can Black now take the ko and then fill the eye at A5?

Under positional superko, and under situational superko, retaking at C5 would recreate the position after Black&apos;s earlier capture, so it is forbidden: the one-eyed group lives, a known flaw of those rules. Tromp-Taylor rules end the game after the two passes with every stone alive. Japanese and Korean rules decide in a confirmation play in which the retake after Black&apos;s pass is allowed, and Ing&apos;s and the Renaissance rules also let Black retake: the group is dead.

The Chinese preset follows the written positional superko rule; Chinese referees in practice rule the group dead. Komi is 0.</source>
            <extracomment>comment at the start</extracomment>
            <translation>白方 A4-B4-B5-C4 四子有一只眼（A5），还有一个劫 C5/D5。黑方在之前的某一手在 C5 提了劫，所以白方现在可以提回。黑方有两只眼（B2 和 E3），除了提劫以外，黑方下任何一手都会填掉其中一只。

白方在 D5 提回。黑方不能立即提回，别处又无棋可下，于是停一手；白方也停一手。现在黑方能否提劫，然后填掉 A5 的眼？

在位置超级劫下，以及在情境超级劫下，在 C5 提回会重现黑方之前提劫后的局面，所以是禁止的：这块单眼棋活了，这是这些规则的一个已知缺陷。Tromp-Taylor 规则在双方停一手后结束对局，所有棋子都算活棋。日本规则和韩国规则在死活确认着手中解决，其中黑方停一手之后的提回是允许的，应氏规则和文艺复兴规则也允许黑方提回：这块棋是死棋。

中国规则的预设遵循成文的位置超级劫规则；实际上中国的裁判会判这块棋为死棋。贴目为 0。</translation>
        </message>
        <message>
            <source>White retakes the ko at D5 (capturing C5).</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白方在 D5 提回劫（提掉 C5）。</translation>
        </message>
        <message>
            <source>Black may not retake at once, and any other Black move fills an eye: Black passes.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑方不能立即提回，而黑方下其他任何一手都会填掉一只眼：黑方停一手。</translation>
        </message>
        <message>
            <source>White passes. Under Tromp-Taylor rules the game is over: every stone on the board, White&apos;s one-eyed group included, counts as alive.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白方停一手。按 Tromp-Taylor 规则对局结束：盘上所有棋子，包括白方的单眼棋块，都算活棋。</translation>
        </message>
        <message>
            <source>Black takes the ko (in the confirmation play under Japanese and Korean rules, in resumed play elsewhere). Under positional superko this recreates the position after Black&apos;s first capture at C5, and is forbidden; situational superko (and New Zealand&apos;s rule, which is situational superko) also forbids it. Natural situational superko does not: here that position is the diagram&apos;s start, which no board play created, so the retake is legal there.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黑方提劫（按日本规则和韩国规则是在死活确认着手中，在其他规则下是在恢复的对局中）。在位置超级劫下，这会重现黑方第一次在 C5 提劫后的局面，因此被禁止；情境超级劫（以及新西兰规则，即情境超级劫）也禁止这一手。自然情境超级劫则不禁止：这里那个局面是本图的初始局面，并不是由盘上着手造成的，所以在该规则下提回是合法的。</translation>
        </message>
        <message>
            <source>White may not retake at once and passes.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>白方不能立即提回，停一手。</translation>
        </message>
        <message>
            <source>Black fills the eye and captures White&apos;s group.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>黑方填眼，吃掉白方的棋块。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>白方停一手。</translation>
        </message>
        <message>
            <source>Black passes. The whole board is Black&apos;s.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>黑方停一手。全盘都归黑方。</translation>
        </message>
        <message>
            <source>Black passes as well...</source>
            <extracomment>comment on the Black does not take the ko: the flaw lives, node 4</extracomment>
            <translation>黑方也停一手……</translation>
        </message>
        <message>
            <source>...and so does White. With no board play from Black the one-eyed group stands, and it is counted as alive.</source>
            <extracomment>comment on the Black does not take the ko: the flaw lives, node 5</extracomment>
            <translation>……白方也停一手。黑方没有在盘上落子，这块单眼棋就留在盘上，算作活棋。</translation>
        </message>
    </context>
    <context>
        <name>Diagram one-odd-dame</name>
        <message>
            <source>One odd dame</source>
            <extracomment>title</extracomment>
            <translation>奇数单官</translation>
        </message>
        <message>
            <source>the last dame</source>
            <extracomment>another name of the position</extracomment>
            <translation>最后的单官</translation>
        </message>
        <message>
            <source>last neutral point</source>
            <extracomment>another name of the position</extracomment>
            <translation>最后一个中立点</translation>
        </message>
        <message>
            <source>"Simplified rules" commentary (the worthless extra dame of Japanese/Korean rules; shared/seeds/000); Renaissance rules, &apos;Area ~= territory&apos; (the last dame; shared/seeds/001). The board is our own.</source>
            <extracomment>source</extracomment>
            <translation>“简化规则”（Simplified rules）的解说（日本/韩国规则中多出一个无价值的单官；shared/seeds/000）；文艺复兴规则的“Area ~= territory”（数子约等于数目）一节（最后的单官；shared/seeds/001）。棋盘为本程序自编。</translation>
        </message>
        <message>
            <source>One neutral point is left at the end: under area counting it is a point for whoever fills it, under territory counting it is worth nothing, so with their usual komi Japanese and Chinese rules name different winners.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>终局时剩下一个单官：在数子法下谁填上它谁就多得一点，在数目法下它没有价值，所以按各自通常的贴目，日本规则和中国规则会判出不同的胜者。</translation>
        </message>
        <message>
            <source>An even game on 9x9, finished but for one point. White is to play. Black began and made the last move, so Black has put down 12 stones and White 11; nothing has been captured. Each side has one solid string: Black&apos;s wall runs from D9 down the D and E columns to F1, White&apos;s from F9 down the F column, with E7 and G1-G2. The territories are closed: Black has 32 points, White 25. The one point that belongs to nobody is E9, between Black&apos;s D9 and E8 and White&apos;s F9. A stone there needs no answer from either side.

Territory counting (Japanese, Korean, simplified Japanese/Korean and Renaissance B, komi 6.5) gives nothing for a stone on a neutral point: 32 - 25 = 7, B+0.5, whether E9 is filled or not, and by whom.

Area counting counts every stone on the board, so E9 is a point for whoever fills it. The board has 81 points. With E9 empty the two areas add up to 80 (Black 44, White 36) and their difference is even: 8. Filling E9 makes the total 81 and the difference odd: 7 if White fills it, 9 if Black does. A komi of 7.5 (Chinese, AGA, simplified Chinese, simplified AGA, Renaissance A, Tromp-Taylor) lies between 7 and 8, so this one point decides the game. White, to move, fills E9 and wins by 0.5 (the main line). If both pass at once it is B+0.5 (first variation); if White passes and Black fills it, B+1.5 (second variation). New Zealand&apos;s whole-point komi of 7 gives a draw, B+1 or B+2. Ing&apos;s komi of 8, paid as four White stones placed in Black&apos;s area, gives W+1, a tie that Black wins in an even game, or B+1.

So the same game ends B+0.5 under Japanese rules and W+0.5 under Chinese rules. The usual saying that a Chinese komi of 7.5 matches a Japanese 6.5 holds when Black has put down one stone more than White: then the area difference is one more than the territory difference. Once White takes the last point, both have put down 12 stones, the two differences are both 7, and the komis part by a full point. The simplified rules&apos; commentary lists this, the value of one extra dame that Japanese and Korean rules ignore, among their practical differences (its example: an even game containing one odd seki, komi 5.5 or 7.5).

AGA rules count the area but hand over a prisoner for every pass and let White pass last; counting territory and prisoners, pass stones included, then gives the same margin on every line, as the count&apos;s note shows.

The file sets no komi: each ruleset counts with its own (6.5 Japanese, Korean and Renaissance B; 7.5 Chinese, AGA, Renaissance A and Tromp-Taylor; 7 New Zealand; 8 Ing, Black winning ties).</source>
            <extracomment>comment at the start</extracomment>
            <translation>一局 9 路盘的分先对局，只差一个点就下完了。轮白方下。黑方先下，最后一手也是黑方下的，所以黑方放下了 12 枚棋子，白方 11 枚；没有提子。双方各有一串坚实相连的棋子：黑方的外墙从 D9 沿 D 列和 E 列向下延伸到 F1，白方的从 F9 沿 F 列向下，还有 E7 和 G1-G2。双方的地都已封闭：黑方 32 目，白方 25 目。唯一不属于任何一方的点是 E9，位于黑方的 D9、E8 与白方的 F9 之间。下在那里的棋子不需要任何一方应对。

数目法（日本规则、韩国规则、简化规则 日本/韩国和文艺复兴 B，贴目 6.5）对下在单官上的棋子不计分：32 - 25 = 7，黑胜 0.5（B+0.5），不论 E9 是否填上、由谁填上。

数子法计算盘上所有棋子，所以 E9 对填上它的一方算一点。棋盘有 81 个点。E9 空着时，双方区域合计 80（黑 44，白 36），差为偶数：8。填上 E9 使合计为 81，差为奇数：白方填是 7，黑方填是 9。7.5 的贴目（中国规则、AGA 规则、简化规则 中国、简化规则 AGA、文艺复兴 A、Tromp-Taylor 规则）介于 7 和 8 之间，所以这一个点决定胜负。轮到下的白方填上 E9，胜 0.5（主变化）。如果双方立即停一手，则为 B+0.5（第一个变化）；如果白方停一手而黑方填上，则为 B+1.5（第二个变化）。新西兰规则的整数贴目 7 分别得出和棋、B+1 或 B+2。应氏规则的 8 点贴目以在黑方区域中放四枚白子的方式支付，分别得出 W+1、平局（分先对局中平局判黑胜）或 B+1。

所以同一局棋，按日本规则以 B+0.5 结束，按中国规则则为 W+0.5。通常所说的中国规则贴 7.5 相当于日本规则贴 6.5，在黑方比白方多放一枚棋子时成立：这时数子之差比数目之差多一。一旦白方占了最后一个点，双方都放了 12 枚棋子，两种差都是 7，两种贴目就相差整整一点。简化规则的解说把这一点，即日本规则和韩国规则所忽略的一个多出的单官的价值，列为它们的实际差别之一（其例子：一局包含一个奇数双活的分先对局，贴目 5.5 或 7.5）。

AGA 规则数子，但每停一手都要交出一枚提子，并且让白方最后停一手；这样按目数加提子（包括停着交子）计算，在每个变化中都得出同样的胜负差，计算说明中列出了这一点。

本文件不设贴目：每种规则用自己的贴目计算（日本规则、韩国规则和文艺复兴 B 为 6.5；中国规则、AGA 规则、文艺复兴 A 和 Tromp-Taylor 规则为 7.5；新西兰规则为 7；应氏规则为 8，平局判黑胜）。</translation>
        </message>
        <message>
            <source>White fills the last neutral point, E9. Under area counting this stone is one more point of White&apos;s area (37 instead of 36); under territory counting it earns nothing. Both players have now put down 12 stones.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白方填上最后一个单官 E9。在数子法下，这一子使白方区域多一点（37 而不是 36）；在数目法下它不得分。现在双方都放了 12 枚棋子。</translation>
        </message>
        <message>
            <source>Black passes: nothing is left to play.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑方停一手：已经没有可下的地方了。</translation>
        </message>
        <message>
            <source>White passes: play stops (Renaissance rules need a third pass). Area: Black 44, White 37, 7 apart: W+0.5 with komi 7.5, a draw with New Zealand&apos;s 7, and W+1 under Ing&apos;s 8, where White&apos;s stones leave one empty point in White&apos;s area. Territory: 32 - 25 = 7, B+0.5 with komi 6.5.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白方停一手：对局停止（文艺复兴规则需要第三次停一手）。数子：黑 44，白 37，相差 7：贴目 7.5 时 W+0.5，新西兰规则贴 7 时为和棋，应氏规则贴 8 时 W+1，此时白方的棋子在白方区域中留下一个空点。数目：32 - 25 = 7，贴目 6.5 时 B+0.5。</translation>
        </message>
        <message>
            <source>White passes instead of filling E9. Under AGA rules the pass hands Black a prisoner.</source>
            <extracomment>comment on the Both pass: the dame stays open, node 1</extracomment>
            <translation>白方不填 E9 而停一手。按 AGA 规则，这次停一手要交给黑方一枚提子。</translation>
        </message>
        <message>
            <source>Black passes too: play stops with E9 empty, and it counts for nobody. Area: Black 44, White 36, 8 apart: B+0.5 with komi 7.5 and B+1 with 7. Under Ing&apos;s komi of 8 the fill-in count comes out even (the one shared point stays empty), and Black wins the tie. Territory: still 7, B+0.5. Under AGA rules White adds a last pass, so Black holds two pass stones and White one: territory and prisoners give 34 against 26, the same 8 as the area count.</source>
            <extracomment>comment on the Both pass: the dame stays open, node 2</extracomment>
            <translation>黑方也停一手：对局在 E9 空着的情况下停止，E9 不计入任何一方。数子：黑 44，白 36，相差 8：贴目 7.5 时 B+0.5，贴目 7 时 B+1。按应氏规则的 8 点贴目，填子计算的结果持平（唯一的公共点保持空着），平局判黑胜。数目：仍然是 7，B+0.5。按 AGA 规则，白方补最后一次停一手，所以黑方有两枚停着交子，白方有一枚：目数加提子为 34 对 26，与数子一样相差 8。</translation>
        </message>
        <message>
            <source>Black fills E9 after White&apos;s pass. Black&apos;s area grows to 45; Black&apos;s territory stays 32.</source>
            <extracomment>comment on the White passes and Black fills the dame, node 2</extracomment>
            <translation>白方停一手后，黑方填上 E9。黑方区域增加到 45；黑方的目数仍为 32。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the White passes and Black fills the dame, node 3</extracomment>
            <translation>白方停一手。</translation>
        </message>
        <message>
            <source>Black passes: play stops. Area: 45 - 36 = 9, B+1.5 with komi 7.5, B+2 with 7, B+1 under Ing. Territory: 7, B+0.5, as on every line. Under AGA rules White adds a last pass: Black holds three pass stones and White one, so territory and prisoners give 35 against 26, again 9.</source>
            <extracomment>comment on the White passes and Black fills the dame, node 4</extracomment>
            <translation>黑方停一手：对局停止。数子：45 - 36 = 9，贴目 7.5 时 B+1.5，贴目 7 时 B+2，应氏规则 B+1。数目：7，B+0.5，与每个变化相同。按 AGA 规则，白方补最后一次停一手：黑方有三枚停着交子，白方有一枚，所以目数加提子为 35 对 26，同样相差 9。</translation>
        </message>
    </context>
    <context>
        <name>Diagram pass-stones</name>
        <message>
            <source>Pass stones</source>
            <extracomment>title</extracomment>
            <translation>停着交子</translation>
        </message>
        <message>
            <source>AGA pass stones</source>
            <extracomment>another name of the position</extracomment>
            <translation>AGA 规则的停着交子</translation>
        </message>
        <message>
            <source>White passes last</source>
            <extracomment>another name of the position</extracomment>
            <translation>白方最后停一手</translation>
        </message>
        <message>
            <source>AGA rules and the AGA commentary of the &apos;Simplified rules&apos; (White passes last, every pass hands the opponent a prisoner); Japanese rules for territory counting without pass stones. The game is our own.</source>
            <extracomment>source</extracomment>
            <translation>AGA 规则及 AGA 对“简化规则”（Simplified rules）的解说（白方最后停一手，每停一手都要交给对方一枚提子）；日本规则作为不计停着交子的数目法。对局为本程序自编。</translation>
        </message>
        <message>
            <source>An 8x8 even game that ends with Black&apos;s pass: under the AGA rules White adds a pass, every pass hands over a prisoner, and counting territory then gives the same margin as counting area; the Japanese count, without pass stones, is two points lower and the winner changes.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一局 8 路盘的分先对局，以黑方停一手结束：按 AGA 规则，白方补一次停一手，每停一手都要交出一枚提子，这样按数目计算与按数子计算得出同样的胜负差；日本规则的计算不计停着交子，少两点，胜者也随之改变。</translation>
        </message>
        <message>
            <source>A small even game on an 8x8 board, played to the end. White passes once while one neutral point, E4, is still open; Black fills it, White passes again and Black passes, so play stops with Black&apos;s pass. During play each side captured one stone: Black took B5, White took F5. No dead stones are left.

Area counting (Chinese, AGA): Black 36 (13 stones and 23 empty points), White 28 (11 stones and 17 empty points). Black is 8 ahead; with a komi of 7.5 Black wins by 0.5.

The AGA rules want White to pass last. Black passed last, so White adds one pass, and every pass hands the opponent a stone as a prisoner (a pass stone). White passed three times (twice during play and the added pass), Black once: Black holds 3 pass stones, White 1. Counting territory and prisoners with them: Black 23 + 1 captured + 3 pass stones = 27, White 17 + 1 + 1 = 19. Again 8 ahead, and again Black by 0.5: under the AGA rules the two ways of counting always agree. A player&apos;s area less his territory and prisoners is the number of stones on the board less the prisoners he holds, so the two margins part by how many more stones Black put down than White. Black played 14 stones and handed over 1 pass stone, White played 12 and handed over 3: 15 each. From an even start with alternate moves and White passing last both players always have as many turns as each other, and a pass stone makes a pass cost a stone like a move.

Japanese: no pass stones, and neutral points are worth nothing. Black 23 + 1 = 24, White 17 + 1 = 18: 6 ahead, two points less than the area count, because Black put down two more stones than White and White&apos;s two passes cost nothing. With a komi of 6.5 White wins by 0.5: the winner changes.

The variation: White fills E4 itself instead of passing. Then White passes last and nothing needs adding; each side hands over one pass stone. The area count is Black 35, White 29: 6 ahead, and territory with pass stones gives the same 25 - 19; the Japanese count is 24 - 18, also 6. AGA: White by 1.5, Japanese: White by 0.5. White&apos;s early pass in the main line cost it two points under the AGA rules (the neutral point and a pass stone) and nothing under the Japanese rules.</source>
            <extracomment>comment at the start</extracomment>
            <translation>一局在 8 路盘上下到底的小型分先对局。在还剩一个单官 E4 时，白方停了一手；黑方填上它，白方再停一手，黑方停一手，于是对局以黑方的停一手停止。对局中双方各提了一子：黑方提掉 B5，白方提掉 F5。盘上没有留下死子。

数子法（中国规则、AGA 规则）：黑方 36（13 子和 23 个空点），白方 28（11 子和 17 个空点）。黑方领先 8；贴目 7.5 时黑胜 0.5。

AGA 规则要求白方最后停一手。这里最后停一手的是黑方，所以白方补一次停一手，而每停一手都要交给对方一枚子作为提子（停着交子）。白方停了三次（对局中两次，加上补的一次），黑方一次：黑方有 3 枚停着交子，白方 1 枚。把它们算上，按目数加提子计算：黑方 23 + 1 枚提子 + 3 枚停着交子 = 27，白方 17 + 1 + 1 = 19。同样领先 8，同样黑胜 0.5：按 AGA 规则，两种计算方法总是一致的。一方的区域减去其目数和提子，等于其盘上棋子数减去其持有的提子数，所以两种胜负差的差别，取决于黑方比白方多放了多少枚棋子。黑方下了 14 子并交出 1 枚停着交子，白方下了 12 子并交出 3 枚：各 15 枚。从分先开局、双方轮流落子、白方最后停一手，双方的轮次总是一样多，而停着交子使停一手和落一子一样要花费一枚棋子。

日本规则：没有停着交子，单官没有价值。黑方 23 + 1 = 24，白方 17 + 1 = 18：领先 6，比数子的结果少两点，因为黑方比白方多放了两枚棋子，而白方的两次停一手没有任何代价。贴目 6.5 时白胜 0.5：胜者改变了。

变化：白方不停一手，而是自己填上 E4。这样最后停一手的是白方，不需要补；双方各交出一枚停着交子。数子为黑 35、白 29：领先 6，按目数加停着交子计算也同样是 25 - 19；日本规则的计算为 24 - 18，也是 6。AGA 规则：白胜 1.5；日本规则：白胜 0.5。主变化中白方过早停一手，按 AGA 规则损失了两点（单官和一枚停着交子），按日本规则则没有损失。</translation>
        </message>
        <message>
            <source>Black starts near the centre.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方从中央附近开始。</translation>
        </message>
        <message>
            <source>White answers diagonally above.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方在斜上方应。</translation>
        </message>
        <message>
            <source>Black blocks White&apos;s way to the left.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑方挡住白方向左的去路。</translation>
        </message>
        <message>
            <source>White turns toward the bottom right.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白方转向右下。</translation>
        </message>
        <message>
            <source>Black follows below.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑方在下方跟着。</translation>
        </message>
        <message>
            <source>White.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白方。</translation>
        </message>
        <message>
            <source>Black.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黑方。</translation>
        </message>
        <message>
            <source>White reaches the right edge.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白方到达右边线。</translation>
        </message>
        <message>
            <source>So does Black: the lower right border is set.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黑方也到达：右下的边界确定了。</translation>
        </message>
        <message>
            <source>White turns to the top left.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>白方转向左上。</translation>
        </message>
        <message>
            <source>Black cuts between E5 and F4.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>黑方在 E5 与 F4 之间切断。</translation>
        </message>
        <message>
            <source>White ataris F5: its last liberty is G5.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>白方叫吃 F5：它的最后一口气是 G5。</translation>
        </message>
        <message>
            <source>Black gives the cutting stone up and extends to the left.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation>黑方放弃切断的一子，向左延伸。</translation>
        </message>
        <message>
            <source>White captures F5: a prisoner for White.</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>白方提掉 F5：白方得到一枚提子。</translation>
        </message>
        <message>
            <source>Black reaches the top edge.</source>
            <extracomment>comment on the main line, node 21</extracomment>
            <translation>黑方到达上边线。</translation>
        </message>
        <message>
            <source>White cuts between B6 and C5.</source>
            <extracomment>comment on the main line, node 22</extracomment>
            <translation>白方在 B6 与 C5 之间切断。</translation>
        </message>
        <message>
            <source>Black ataris: B5&apos;s last liberty is A5.</source>
            <extracomment>comment on the main line, node 23</extracomment>
            <translation>黑方叫吃：B5 的最后一口气是 A5。</translation>
        </message>
        <message>
            <source>White leaves B5 and closes the top border.</source>
            <extracomment>comment on the main line, node 24</extracomment>
            <translation>白方不管 B5，封住上边的边界。</translation>
        </message>
        <message>
            <source>Black captures B5: a prisoner for Black. Only E4, touching Black&apos;s D4 and E3 and White&apos;s E5 and F4, is still neutral.</source>
            <extracomment>comment on the main line, node 25</extracomment>
            <translation>黑方提掉 B5：黑方得到一枚提子。只有 E4 还是单官，它与黑方的 D4、E3 以及白方的 E5、F4 相邻。</translation>
        </message>
        <message>
            <source>White passes with E4 still open. Under the Japanese rules that costs nothing, E4 being worth no point. Under the AGA rules the pass hands Black a stone as a prisoner.</source>
            <extracomment>comment on the main line, node 26</extracomment>
            <translation>白方在 E4 还空着时停一手。按日本规则这没有损失，因为 E4 不值一目。按 AGA 规则，这次停一手要交给黑方一枚子作为提子。</translation>
        </message>
        <message>
            <source>Black fills E4: a point in an area count, nothing in a territory count. This is the last stone of the game.</source>
            <extracomment>comment on the main line, node 27</extracomment>
            <translation>黑方填上 E4：在数子法中算一点，在数目法中不算。这是本局的最后一子。</translation>
        </message>
        <message>
            <source>White passes: a second pass stone for Black under the AGA rules.</source>
            <extracomment>comment on the main line, node 28</extracomment>
            <translation>白方停一手：按 AGA 规则，黑方得到第二枚停着交子。</translation>
        </message>
        <message>
            <source>Black passes and play stops (a third pass is added under the Renaissance rules). Black passed last, so under the AGA rules White adds a pass: Black has 3 pass stones, White 1. Area: Black 36, White 28. Territory, prisoners and pass stones: Black 27, White 19. The same 8 points: with komi 7.5 Black wins by 0.5 either way. Japanese territory without pass stones: 24 to 18, 6 points; with komi 6.5 White wins by 0.5.</source>
            <extracomment>comment on the main line, node 29</extracomment>
            <translation>黑方停一手，对局停止（按文艺复兴规则要补第三次停一手）。最后停一手的是黑方，所以按 AGA 规则白方补一次停一手：黑方有 3 枚停着交子，白方 1 枚。数子：黑 36，白 28。目数、提子加停着交子：黑 27，白 19。同样是 8 点：贴目 7.5 时，两种算法都是黑胜 0.5。日本规则不计停着交子的数目：24 对 18，6 目；贴目 6.5 时白胜 0.5。</translation>
        </message>
        <message>
            <source>White fills E4 instead of passing.</source>
            <extracomment>comment on the White fills the last neutral point instead of passing, node 26</extracomment>
            <translation>白方不停一手，而是填上 E4。</translation>
        </message>
        <message>
            <source>Black passes: a pass stone for White under the AGA rules.</source>
            <extracomment>comment on the White fills the last neutral point instead of passing, node 27</extracomment>
            <translation>黑方停一手：按 AGA 规则，白方得到一枚停着交子。</translation>
        </message>
        <message>
            <source>White passes and play stops; White passed last, so nothing is added. Each side has one pass stone. Area: Black 35, White 29. Territory, prisoners and pass stones: Black 23 + 1 + 1 = 25, White 17 + 1 + 1 = 19. Japanese: Black 24, White 18. Every count has Black 6 ahead: AGA White by 1.5, Japanese White by 0.5.</source>
            <extracomment>comment on the White fills the last neutral point instead of passing, node 28</extracomment>
            <translation>白方停一手，对局停止；最后停一手的是白方，所以不需要补。双方各有一枚停着交子。数子：黑 35，白 29。目数、提子加停着交子：黑 23 + 1 + 1 = 25，白 17 + 1 + 1 = 19。日本规则：黑 24，白 18。每种计算都是黑方领先 6：AGA 规则白胜 1.5，日本规则白胜 0.5。</translation>
        </message>
    </context>
    <context>
        <name>Diagram playing-inside-own-territory</name>
        <message>
            <source>Playing inside your own territory</source>
            <extracomment>title</extracomment>
            <translation>在自己的地里下棋</translation>
        </message>
        <message>
            <source>capturing a dead stone</source>
            <extracomment>another name of the position</extracomment>
            <translation>提掉死子</translation>
        </message>
        <message>
            <source>removing a dead stone by play</source>
            <extracomment>another name of the position</extracomment>
            <translation>通过实际下棋取走死子</translation>
        </message>
        <message>
            <source>Renaissance rules, variant B (pass stones and equal numbers of moves in dispute phases); &apos;Simplified rules&apos; (pass stones, and the imagined play that settles a disagreement at no cost); Japanese rules 1989 (the confirmation play). The board is our own.</source>
            <extracomment>source</extracomment>
            <translation>文艺复兴规则 B 方案（停着交子，以及死活争议阶段中双方着手数相等）；“简化规则”（Simplified rules）（停着交子，以及无代价地解决分歧的假想着手）；日本围棋规约（1989年）（死活确认着手）。棋盘为本程序自编。</translation>
        </message>
        <message>
            <source>A hopeless White stone sits in a small closed corner of Black&apos;s territory. Capturing it costs nothing under area counting, costs Black a point per stone under territory counting, and is free again where passes hand over prisoners (AGA always, Renaissance B in a dispute) or where the dispute is settled by play that is not kept (Japanese, Korean).</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一枚毫无希望的白子待在黑方地里一个封闭的小角中。吃掉它在数子法下没有代价，在数目法下每下一子要让黑方损失一目，而在停一手要交出提子的规则下（AGA 规则总是如此，文艺复兴 B 在死活争议中如此）或者在以不保留的着手解决争议的规则下（日本规则、韩国规则），又变得没有代价。</translation>
        </message>
        <message>
            <source>A finished 9x9 game with a straight border: Black owns the left five columns, White the right four. Each side has also walled off its bottom corner with a row of stones along the third line: Black&apos;s A3-D3 closes an eight-point corner (A1 to D2), White&apos;s G3-J3 a six-point corner (G1 to J2). Both sides have put thirteen stones on the board, so the area count and the territory count (pass stones aside) agree.

Earlier White invaded at B2, inside Black&apos;s closed corner. That stone is dead: the corner has only eight points, two rows deep, shut in by Black&apos;s wall and the edge of the board, and White cannot make two eyes there even with the move. Whatever White plays in the corner, Black answers and ends with every White stone captured and no point left where White may play. Black&apos;s wall around the corner is one string with the whole E column, and it has nine liberties in Black&apos;s big area above, where White has no stones: it is in no danger. White has nothing more to play.

The question is what it costs Black to take the dead stone off the board by capturing it (A2, C2 and B1, its three liberties) instead of simply agreeing that it is dead.

Under area counting a Black stone inside Black&apos;s area counts exactly like the empty point it fills, and the captured stone&apos;s point counts for Black either way: capturing is free. Under territory counting each Black stone put inside Black&apos;s territory is a point of territory gone, and the captured stone is one prisoner, no more than the dead stone would have been: three moves cost three points, unless White spends moves too (every White stone Black captures is a prisoner that pays for one Black move).

Pass stones restore the balance: under the AGA rules every pass hands the opponent a prisoner, so White&apos;s passes while Black captures pay for Black&apos;s stones. Renaissance B does the same, but only in a dispute phase, after play has stopped. The Japanese and Korean rules (and the simplified Japanese/Korean text) settle a disputed stone by play that is not kept: the stone is shown to be dead, removed, and Black loses nothing.

Tromp-Taylor rules count every stone left on the board when play stops as alive, so there Black must capture before passing; being area counting, that costs nothing.

Each ruleset uses its own komi: 7 for New Zealand and Simplified Ing/NZ, 8 for Ing, 6.5 for the territory rules, 7.5 for the other area rules.</source>
            <extracomment>comment at the start</extracomment>
            <translation>一局下完的 9 路盘对局，边界是一条直线：黑方拥有左边五列，白方拥有右边四列。双方还都在三路用一排棋子围住了自己下边的角：黑方的 A3-D3 围住一个八个点的角（A1 到 D2），白方的 G3-J3 围住一个六个点的角（G1 到 J2）。双方都在盘上放了十三枚棋子，所以数子结果与数目结果（不计停着交子）一致。

早些时候白方在黑方封闭的角内 B2 打入。这一子是死子：这个角只有八个点，两行深，被黑方的外墙和棋盘边缘围住，即使白方先下也做不出两只眼。无论白方在角里怎么下，黑方都能应对，最后把所有白子都吃掉，不留下白方可以落子的点。黑方围住这个角的外墙与整个 E 列连成一串，在上方黑方的大片区域中有九口气，而那里没有白子：它没有任何危险。白方已经没有可下的棋了。

问题是：黑方不是简单地同意它是死子，而是实际把它吃掉（下 A2、C2 和 B1，即它的三口气）从盘上取走，要付出什么代价。

在数子法下，黑方区域内的一枚黑子与它所填的空点计算完全相同，而被提白子所在的点无论如何都算黑方的：吃掉它没有代价。在数目法下，黑方在自己地里每放一枚棋子就少一目地，而被吃掉的白子只是一枚提子，不比原来的死子多：三手要损失三目，除非白方也花费手数（黑方每吃掉一枚白子，就得到一枚提子，抵偿黑方的一手）。

停着交子恢复了平衡：按 AGA 规则，每停一手都要交给对方一枚提子，所以黑方提子时白方的停一手抵偿了黑方的棋子。文艺复兴 B 也是如此，但只在对局停止后的死活争议阶段。日本规则和韩国规则（以及简化规则 日本/韩国的条文）以不保留的着手来解决有争议的棋子：证明这枚棋子是死子，将其取走，黑方没有任何损失。

Tromp-Taylor 规则在对局停止时把盘上剩下的所有棋子都算作活棋，所以在这种规则下黑方必须在停一手之前把它吃掉；由于是数子法，这没有代价。

每种规则使用自己的贴目：新西兰规则和简化规则 应氏/新西兰为 7，应氏规则为 8，数目规则为 6.5，其他数子规则为 7.5。</translation>
        </message>
        <message>
            <source>White passes: there is nothing left to play.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白方停一手：已经没有可下的地方了。</translation>
        </message>
        <message>
            <source>Black passes and play stops (Renaissance rules add a third pass). The players agree that B2 is dead: it is removed and counted as a prisoner under territory rules. Area: Black 13 stones + 32 empty points (24 above the wall, 8 in the corner) = 45, White 12 stones + 24 empty points = 36, a lead of 9. Territory: Black 32 + 1 prisoner = 33 against White&apos;s 24, also 9. Under Tromp-Taylor rules nobody removes anything: B2 stays alive, the seven empty points around it touch a White stone and count for nobody, and the count is Black 13 + 24 = 37 against White 13 + 24 = 37, so komi decides it for White.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑方停一手，对局停止（文艺复兴规则要补第三次停一手）。双方同意 B2 是死子：按数目规则将其取走，算作提子。数子：黑方 13 子 + 32 个空点（外墙上方 24 个，角里 8 个）= 45，白方 12 子 + 24 个空点 = 36，领先 9。数目：黑方 32 + 1 枚提子 = 33，对白方 24，同样相差 9。按 Tromp-Taylor 规则，谁也不取走任何棋子：B2 算活棋，它周围的七个空点与白子相邻，不计入任何一方，计算结果为黑方 13 + 24 = 37 对白方 13 + 24 = 37，所以贴目使白方获胜。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the Black captures during play while White passes, node 1</extracomment>
            <translation>白方停一手。</translation>
        </message>
        <message>
            <source>Black does not trust the agreement and starts capturing at A2, inside his own territory.</source>
            <extracomment>comment on the Black captures during play while White passes, node 2</extracomment>
            <translation>黑方不相信双方的同意，开始在自己地里的 A2 吃子。</translation>
        </message>
        <message>
            <source>White passes: saving the stone is hopeless, and under territory counting every White stone added here would only become one more prisoner.</source>
            <extracomment>comment on the Black captures during play while White passes, node 3</extracomment>
            <translation>白方停一手：救这枚棋子毫无希望，而且在数目法下，白方在这里每加一子只会多一枚提子。</translation>
        </message>
        <message>
            <source>Black plays C2: the White stone has one liberty left, B1, and is in atari.</source>
            <extracomment>comment on the Black captures during play while White passes, node 4</extracomment>
            <translation>黑方下 C2：白子只剩一口气 B1，被叫吃。</translation>
        </message>
        <message>
            <source>White passes again.</source>
            <extracomment>comment on the Black captures during play while White passes, node 5</extracomment>
            <translation>白方又停一手。</translation>
        </message>
        <message>
            <source>Black captures at B1. Black has put three stones inside his own territory.</source>
            <extracomment>comment on the Black captures during play while White passes, node 6</extracomment>
            <translation>黑方在 B1 提子。黑方在自己的地里放了三枚棋子。</translation>
        </message>
        <message>
            <source>Black passes: play stops with no dead stone left on the board (Renaissance rules add a third pass). Area counting gives the same as before: Black 16 stones + 29 empty points = 45, White 36. Territory counting does not: Black 29 + 1 prisoner = 30 against White&apos;s 24, three points less than before, and with komi 6.5 White now wins by 0.5 under the Japanese, Korean and Renaissance B rules. The AGA rules count the area, which has not changed, and their territory form with pass stones has not changed either: White&apos;s passes handed Black the prisoners that pay for the three stones (Black 29 + 1 captured + 5 pass stones = 35 against White&apos;s 24 + 1 = 25, as in the main line, where it was 32 + 1 + 2 against 24 + 1). Tromp-Taylor rules now count B2 as captured: Black wins there too.</source>
            <extracomment>comment on the Black captures during play while White passes, node 8</extracomment>
            <translation>黑方停一手：对局停止，盘上没有留下死子（文艺复兴规则要补第三次停一手）。数子法的结果与之前相同：黑方 16 子 + 29 个空点 = 45，白方 36。数目法则不同：黑方 29 + 1 枚提子 = 30，对白方 24，比之前少三目，贴目 6.5 时，按日本规则、韩国规则和文艺复兴 B，现在是白胜 0.5。AGA 规则数子，区域没有变化，而它计停着交子的数目形式也没有变化：白方的停一手交给黑方的提子抵偿了那三枚棋子（黑方 29 + 1 枚提子 + 5 枚停着交子 = 35，对白方 24 + 1 = 25，与主变化相同，主变化中是 32 + 1 + 2 对 24 + 1）。Tromp-Taylor 规则现在把 B2 算作已被提掉：在这种规则下也是黑胜。</translation>
        </message>
        <message>
            <source>Black passes: under two-pass rules play stops here. White now claims that B2 is alive, so the players do not agree.</source>
            <extracomment>comment on the The dispute after play has stopped, node 2</extracomment>
            <translation>黑方停一手：在双方停一手即停止的规则下，对局在这里停止。这时白方声称 B2 是活棋，所以双方没有达成一致。</translation>
        </message>
        <message>
            <source>White passes once more. Under Renaissance rules this is the third pass that stops play. Elsewhere it is White&apos;s first move once the dispute begins (the AGA rules count it as White&apos;s obligatory last pass). Under the Japanese and Korean rules what follows is the confirmation play, and under the simplified Japanese/Korean text the imagined play: neither is kept.</source>
            <extracomment>comment on the The dispute after play has stopped, node 3</extracomment>
            <translation>白方再停一手。按文艺复兴规则，这是使对局停止的第三次停一手。在其他规则下，这是争议开始后白方的第一手（AGA 规则把它算作白方必须的最后一次停一手）。按日本规则和韩国规则，接下来是死活确认着手，按简化规则 日本/韩国的条文则是假想着手：两者都不保留。</translation>
        </message>
        <message>
            <source>Black starts capturing at A2. Under Renaissance rules play has resumed in a dispute phase, where every pass hands the opponent a prisoner.</source>
            <extracomment>comment on the The dispute after play has stopped, node 4</extracomment>
            <translation>黑方开始在 A2 吃子。按文艺复兴规则，对局在死活争议阶段恢复，在这个阶段每停一手都要交给对方一枚提子。</translation>
        </message>
        <message>
            <source>White passes: a prisoner for Black under AGA and Renaissance B.</source>
            <extracomment>comment on the The dispute after play has stopped, node 5</extracomment>
            <translation>白方停一手：按 AGA 规则和文艺复兴 B，黑方得到一枚提子。</translation>
        </message>
        <message>
            <source>Black plays C2: atari, B1 is the last liberty.</source>
            <extracomment>comment on the The dispute after play has stopped, node 6</extracomment>
            <translation>黑方下 C2：叫吃，B1 是最后一口气。</translation>
        </message>
        <message>
            <source>White passes: another prisoner for Black.</source>
            <extracomment>comment on the The dispute after play has stopped, node 7</extracomment>
            <translation>白方停一手：黑方又得到一枚提子。</translation>
        </message>
        <message>
            <source>Black captures at B1: B2 has been shown to be dead.</source>
            <extracomment>comment on the The dispute after play has stopped, node 8</extracomment>
            <translation>黑方在 B1 提子：证明了 B2 是死子。</translation>
        </message>
        <message>
            <source>Black passes, and play stops again (Renaissance B: White&apos;s third pass follows, so that both players have made four moves in the dispute phase). Japanese and Korean rules keep none of the confirmation play: B2 is dead, and the count is the one of the first stop, Black by 2.5. Renaissance B keeps the moves but pays for them: Black&apos;s three stones cost three points of territory, and the pass stones give Black four prisoners and White one: Black 29 + 1 captured + 4 = 34, White 24 + 1 = 25, again a lead of 9 and Black by 2.5. Area counting is unchanged. Under Tromp-Taylor rules the game ended with the first two passes, B2 alive.</source>
            <extracomment>comment on the The dispute after play has stopped, node 10</extracomment>
            <translation>黑方停一手，对局再次停止（文艺复兴 B：接着白方第三次停一手，使双方在死活争议阶段都下了四手）。日本规则和韩国规则不保留任何死活确认着手：B2 是死子，计算结果就是第一次停止时的结果，黑胜 2.5。文艺复兴 B 保留这些着手，但要为它们付代价：黑方的三枚棋子损失三目地，而停着交子给了黑方四枚提子、白方一枚：黑方 29 + 1 枚提子 + 4 = 34，白方 24 + 1 = 25，同样领先 9，黑胜 2.5。数子法的结果不变。按 Tromp-Taylor 规则，对局在最初双方停一手时就已结束，B2 算活棋。</translation>
        </message>
    </context>
    <context>
        <name>Diagram seki-points</name>
        <message>
            <source>Seki points</source>
            <extracomment>title</extracomment>
            <translation>双活中的目</translation>
        </message>
        <message>
            <source>points in seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>双活中的点</translation>
        </message>
        <message>
            <source>seki with one eye</source>
            <extracomment>another name of the position</extracomment>
            <translation>有一只眼的双活</translation>
        </message>
        <message>
            <source>asymmetric seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>不对称的双活</translation>
        </message>
        <message>
            <source>"Simplified rules" commentary (asymmetrical seki among the practical differences of Japanese/Korean rules; shared/seeds/000); Japanese Rules of Go 1989 (no territory in seki, as summarised in shared/diagrams); Renaissance rules, B.6-B.7 (territory surrounded by live stones; shared/seeds/001). The board is our own.</source>
            <extracomment>source</extracomment>
            <translation>“简化规则”（Simplified rules）的解说（不对称双活是日本/韩国规则的实际差别之一；shared/seeds/000）；日本围棋规约（1989年）（双活中没有目，摘要见 shared/diagrams）；文艺复兴规则 B.6-B.7（被活棋围住的目；shared/seeds/001）。棋盘为本程序自编。</translation>
        </message>
        <message>
            <source>A seki in which only one side has an eye: area counting and Renaissance B count the eye, Japanese and Korean rules count nothing in seki, so with the same komi the winner changes.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>只有一方有眼的双活：数子法和文艺复兴 B 计算这只眼，日本规则和韩国规则在双活中什么都不计，所以贴目相同时胜者会改变。</translation>
        </message>
        <message>
            <source>A finished 9x9 game, Black to play, with a seki in the lower left corner.

The corner: Black&apos;s stones B1 and A2 are two separate strings that share a one-point eye, A1. Around them, White&apos;s seven stones A4, B4, B3, B2, C2, D2 and D1 form one string with no eye: its only liberties are C1 and A3. C1 is also the second liberty of B1, and A3 the second liberty of A2. Whoever plays on C1 or A3 takes a liberty from his own stones: a Black stone there leaves the Black string with A1 alone, and White captures by playing A1; a White stone there leaves White&apos;s seven stones with one liberty, and Black captures them on the other point. Nobody can play there, so the three strings live together in seki. Black&apos;s wall from A5 to E1 is part of Black&apos;s big string and safe; the rest of the board is settled.

Both players have put down 20 stones and nothing has been captured, so only the seki can make the counts disagree, and it is lopsided: the eye is Black&apos;s, and White has none.

Area counting (Chinese, AGA, New Zealand, Ing, Tromp-Taylor, Renaissance A and the simplified area rules) counts every live stone, seki stones included, and every empty point surrounded by one colour, the eye A1 included. Black: 20 stones + 22 territory + the eye = 43. White: 20 stones + 16 territory = 36. C1 and A3 touch both colours and count for nobody. Black is 7 ahead.

Japanese and Korean rules, and the simplified Japanese/Korean rules, give no points in seki: not the shared liberties and not the eye either. Black 22, White 16: Black is only 6 ahead.

Renaissance B counts territory with pass stones and makes no exception for seki: the eye is surrounded by live Black stones, so it is Black territory. Black 23, White 16: 7 ahead, as under area counting.

The file sets komi 6.5 for every ruleset (KM), so that the count shows the seki alone: B+0.5 under area counting and Renaissance B, W+0.5 under Japanese and Korean rules. With each preset&apos;s own komi the eye would be hidden: the Chinese and AGA komi of 7.5 is one point more than the Japanese 6.5, exactly the value of the eye, and both would give W+0.5. A seki in which each side has a one-point eye would not change the margin at all: here the eyes are unequal.</source>
            <extracomment>comment at the start</extracomment>
            <translation>一局下完的 9 路盘对局，轮黑方下，左下角有一个双活。

角上：黑方的 B1 和 A2 是两串互不相连的棋子，共有一个单点的眼 A1。围住它们的白方七子 A4、B4、B3、B2、C2、D2 和 D1 连成一串，没有眼：它仅有的气是 C1 和 A3。C1 同时也是 B1 的第二口气，A3 是 A2 的第二口气。谁下在 C1 或 A3，就会紧掉自己棋子的气：黑方下在那里，黑子只剩 A1 一口气，白方下 A1 就能把它们吃掉；白方下在那里，白方七子只剩一口气，黑方下另一个点就能把它们吃掉。谁都不能下在那里，所以这三串棋子以双活共存。黑方从 A5 到 E1 的外墙是黑方大块棋的一部分，很安全；盘面其余部分都已确定。

双方都放了 20 枚棋子，也没有提子，所以只有这个双活会使两种计算结果不一致，而它是不对称的：眼是黑方的，白方没有眼。

数子法（中国规则、AGA 规则、新西兰规则、应氏规则、Tromp-Taylor 规则、文艺复兴 A 以及各简化数子规则）计算所有活棋，包括双活中的棋子，以及被同一种颜色围住的所有空点，包括 A1 的眼。黑方：20 子 + 22 目 + 这只眼 = 43。白方：20 子 + 16 目 = 36。C1 和 A3 与两种颜色都相邻，不计入任何一方。黑方领先 7。

日本规则、韩国规则以及简化规则 日本/韩国在双活中不计目：公气不计，眼也不计。黑 22，白 16：黑方只领先 6。

文艺复兴 B 以数目法并计停着交子，对双活不作例外：这只眼被黑方的活棋围住，所以是黑方的目。黑 23，白 16：领先 7，与数子法相同。

本文件为所有规则设定贴目 6.5（KM），使计算结果只反映这个双活：数子法和文艺复兴 B 下为 B+0.5，日本规则和韩国规则下为 W+0.5。如果用各预设自己的贴目，这只眼的影响就看不出来了：中国规则和 AGA 规则的贴目 7.5 比日本规则的 6.5 多一点，正好是这只眼的价值，两者都会得出 W+0.5。如果双活中双方各有一个单点的眼，胜负差根本不会改变：这里双方的眼不相等。</translation>
        </message>
        <message>
            <source>Black passes. Nothing useful is left: C1 or A3 would put Black&apos;s corner in atari, and A1 would fill Black&apos;s own eye.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方停一手。已经没有有用的棋可下：C1 或 A3 会使黑方角上的棋被叫吃，而 A1 会填掉黑方自己的眼。</translation>
        </message>
        <message>
            <source>White passes: play stops. No stone is dead. The corner is seki: area rules count Black&apos;s eye at A1 and every stone, Japanese and Korean rules count no point of the seki, and Renaissance rules need a third pass before counting the eye as Black territory.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方停一手：对局停止。没有死子。角上是双活：数子规则计算黑方 A1 的眼和所有棋子，日本规则和韩国规则不计双活中的任何点，而文艺复兴规则需要第三次停一手，然后把这只眼算作黑方的目。</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-three-returning-one</name>
        <message>
            <source>Sending three, returning one</source>
            <extracomment>title</extracomment>
            <translation>送三还一</translation>
        </message>
        <message>
            <source>打三还一 (da san huan yi)</source>
            <extracomment>another name of the position</extracomment>
            <translation>打三还一（da san huan yi）</translation>
        </message>
        <message>
            <source>Renaissance rules, example 5 (&apos;Sending three returning one&apos;): the cycle B a, W pass, B b, W c, B at the marked point, W pass; Sensei&apos;s Library &apos;Sending three, returning one&apos;. The board is our own construction of the cycle the text describes.</source>
            <extracomment>source</extracomment>
            <translation>文艺复兴规则（Renaissance rules），例5（“Sending three returning one”，送三还一）：循环为黑 a、白停一手、黑 b、白 c、黑下在标记点、白停一手；Sensei&apos;s Library（英文围棋维基）的“Sending three, returning one”条目。此棋盘是我们按该文字描述自行构造的循环。</translation>
        </message>
        <message>
            <source>A cycle with a pass in it in which Black gives three stones and takes one back each time: a loss for Black by threefold repetition under Renaissance rules, one round under situational superko and Ing&apos;s rules, none under positional superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一个含有停一手的循环，黑方每轮送出三子、提回一子：在文艺复兴规则下黑方因三次重复而负；在情境超级劫和应氏规则下允许一轮；在位置超级劫下一轮也不允许。</translation>
        </message>
        <message>
            <source>Lower left corner of a 9x9 board. White&apos;s inner group (A5, B2-B5, C2, D2, E1, E2) has three liberties: C1, D1 and A4. Black&apos;s A2-A3 has A1 and A4; Black&apos;s marked stone at B1 has A1 and C1. The big Black group and White&apos;s group on the right have eyes and are alive, and no string is in atari.

The cycle of the Renaissance text: Black plays at C1 (&apos;a&apos;); White passes (every White move here would fill its own liberties); Black plays D1 (&apos;b&apos;), which puts White&apos;s group in atari; White must capture three stones with A1 (&apos;c&apos;); that leaves A2-A3 in atari, so Black must capture A1 by playing at B1 again (the marked point), which restores the start; White passes. Black sent three stones and got one back: White gains two prisoners each round.

Here Black is the one in trouble (with White to move, A4 would capture A2-A3), and the text&apos;s assumption is that Black uses the cycle to reach a draw by repetition or to keep play from stopping. Under Renaissance rules the third repetition ends the game, and Black, who captured fewer stones in the loop, loses: forcing the cycle was a mistake. Positional superko forbids the return at B1; situational superko and Ing&apos;s disturbing rule allow one round. Japanese and Korean rules end long cycles only when no pass comes between, so the players may go on; each round costs Black two points.

This board is built to show the cycle; it does not reproduce the text&apos;s claim that neither side wants to start a ko here.</source>
            <extracomment>comment at the start</extracomment>
            <translation>9路盘的左下角。白方内部的棋块（A5、B2-B5、C2、D2、E1、E2）有三口气：C1、D1 和 A4。黑方 A2-A3 有 A1 和 A4 两口气；黑方标记的 B1 一子有 A1 和 C1 两口气。黑方大块和白方右边的棋块都有眼，是活棋，也没有任何棋串处于叫吃状态。

文艺复兴规则文字中的循环：黑下 C1（“a”）；白停一手（白在此处下任何一手都会紧自己的气）；黑下 D1（“b”），叫吃白棋；白必须下 A1（“c”）提掉三子；这使 A2-A3 被叫吃，于是黑必须再次下在 B1（标记点）提掉 A1，回到初始局面；白停一手。黑送出三子，提回一子：每一轮白方多得两个提子。

这里处境不利的是黑方（若轮白走，A4 可以提掉 A2-A3），而文中的前提是黑方利用这个循环求得同形和棋，或使对局无法停止。在文艺复兴规则下，第三次重复即终局，而黑方在循环中提子较少，因此判负：强行制造循环是错误的。位置超级劫禁止在 B1 提回；情境超级劫和应氏规则的搅劫规定允许一轮。日本规则和韩国规则只在中间没有停一手的情况下才终止长循环，所以双方可以继续下去；每一轮黑方损失两目。

此棋盘是为展示该循环而构造的；它并未再现原文中“双方都不想在此开劫”的说法。</translation>
        </message>
        <message>
            <source>Black plays at C1 (&apos;a&apos;): B1-C1 now has liberties A1 and D1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑下 C1（“a”）：B1-C1 现在有 A1 和 D1 两口气。</translation>
        </message>
        <message>
            <source>White passes: A4 or D1 would fill White&apos;s own liberties, and A1 would be suicide.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白停一手：下 A4 或 D1 会紧自己的气，下 A1 则是自杀。</translation>
        </message>
        <message>
            <source>Black plays D1 (&apos;b&apos;). Black&apos;s B1-C1-D1 has one liberty, A1. White&apos;s inner group is in atari too: its last liberty is A4, where White cannot play (suicide).</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑下 D1（“b”）。黑方 B1-C1-D1 只剩 A1 一口气。白方内部的棋块也被叫吃：它最后一口气是 A4，而白方不能下在那里（自杀）。</translation>
        </message>
        <message>
            <source>White must capture: A1 (&apos;c&apos;) takes B1, C1 and D1. Now Black&apos;s A2-A3 is in atari at B1.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白必须提子：A1（“c”）提掉 B1、C1 和 D1。现在黑方 A2-A3 在 B1 处被叫吃。</translation>
        </message>
        <message>
            <source>Black must capture A1 by playing at B1, the marked point: sending three, returning one. The board is the start again, with White to play. Positional superko forbids this move.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑必须下在标记点 B1 提掉 A1：送三还一。棋盘又回到初始局面，轮白走。位置超级劫禁止这一手。</translation>
        </message>
        <message>
            <source>White passes: the start position, Black to play, after one round in which White took three stones and Black one.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白停一手：回到初始局面，轮黑走；这一轮中白提了三子，黑提了一子。</translation>
        </message>
        <message>
            <source>Round two. Situational superko forbids this move (the position after Black&apos;s first C1 would recur with White to play), and so does natural situational superko. Under Ing&apos;s rules Black has had his one disturbance.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>第二轮。情境超级劫禁止这一手（黑第一次下 C1 后的局面会在轮白走时再现），自然情境超级劫也禁止。在应氏规则下，黑方已经用掉了他唯一一次搅劫。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白停一手。</translation>
        </message>
        <message>
            <source>Black plays D1.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黑下 D1。</translation>
        </message>
        <message>
            <source>White captures three.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白提三子。</translation>
        </message>
        <message>
            <source>Black returns one.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黑提回一子。</translation>
        </message>
        <message>
            <source>The position after Black&apos;s C1 occurs for the third time (positions reached by passes do not count): under Renaissance rules the game ends by threefold repetition, and Black, who captured two stones in the loop against White&apos;s six, loses.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>黑下 C1 后的局面第三次出现（停一手所形成的局面不计）：在文艺复兴规则下，对局因三次重复而结束；黑方在循环中只提了两子，白方提了六子，黑负。</translation>
        </message>
        <message>
            <source>Japanese and Korean rules let the players go on: White passes.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>日本规则和韩国规则允许双方继续：白停一手。</translation>
        </message>
        <message>
            <source>White passes. After three rounds White has taken nine stones and Black three.</source>
            <extracomment>comment on the main line, node 18</extracomment>
            <translation>白停一手。三轮之后，白方共提九子，黑方共提三子。</translation>
        </message>
        <message>
            <source>Black passes first...</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 1</extracomment>
            <translation>黑先停一手……</translation>
        </message>
        <message>
            <source>...and White passes. Two successive passes do not stop play under Renaissance rules, but they mark this position: no board play may recreate it (minimal superko).</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 2</extracomment>
            <translation>……白也停一手。在文艺复兴规则下，连续两次停一手并不使对局停止，但会标记这个局面：此后任何在盘上落子的着手都不得重现该局面（最小超级劫）。</translation>
        </message>
        <message>
            <source>Black starts the cycle now.</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 3</extracomment>
            <translation>黑现在开始循环。</translation>
        </message>
        <message>
            <source>Black plays D1: atari on White&apos;s group.</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 5</extracomment>
            <translation>黑下 D1：叫吃白棋。</translation>
        </message>
        <message>
            <source>Black&apos;s return at B1 would recreate the position of the two passes: minimal superko forbids it, so A2-A3 stay in atari and White will capture them.</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 7</extracomment>
            <translation>黑在 B1 提回会重现两次停一手时的局面：最小超级劫禁止这一手，因此 A2-A3 仍被叫吃，白将提掉它们。</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-two-returning-one</name>
        <message>
            <source>Sending two, returning one</source>
            <extracomment>title</extracomment>
            <translation>送二还一</translation>
        </message>
        <message>
            <source>S2R1</source>
            <extracomment>another name of the position</extracomment>
            <translation>S2R1</translation>
        </message>
        <message>
            <source>打二还一 (da er huan yi)</source>
            <extracomment>another name of the position</extracomment>
            <translation>打二还一（da er huan yi）</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Sending two returning one&apos;; Chinese rules 2002, article 20 commentary; Ing&apos;s SST rules (disturbing ko).</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英文围棋维基）的“Sending two returning one”条目；中国围棋竞赛规则（2002年）第20条的注释；应氏规则（SST）（搅劫）。</translation>
        </message>
        <message>
            <source>A three-move cycle in a corner seki in which Black loses a point each time round: allowed in Japan, barred by superko, once only under Ing&apos;s rules, a loss for Black under Renaissance rules.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>角上双活中的三手循环，黑方每转一圈损失一目：日本允许；超级劫禁止；应氏规则下只允许一次；文艺复兴规则下黑负。</translation>
        </message>
        <message>
            <source>Lower right: a seki. White&apos;s eight stones have two liberties, R2 and T3. Black&apos;s R1-S1 has R2 and T1; Black&apos;s T2 has T1 and T3. Black&apos;s outer wall is alive.

Black can send two stones by playing T3 (T2-T3 then has one liberty), White captures them at T1, and Black returns one by capturing T1 at T2. The board is then the start again, with White to play: three moves, and Black gave two stones for one. White passes and Black may start again.

Japanese and Korean rules allow it (each round costs Black a point, and the passes mean no long-cycle no-result). Positional superko forbids returning one, since it recreates the start. Situational superko allows one round but not the start of a second, and so does natural situational superko. Ing&apos;s rules allow Black to disturb once. Renaissance rules end the game at the third repetition, and Black, who captured fewer stones in the loop, loses.</source>
            <extracomment>comment at the start</extracomment>
            <translation>右下角：双活。白方八子有 R2 和 T3 两口气。黑方 R1-S1 有 R2 和 T1 两口气；黑方 T2 有 T1 和 T3 两口气。黑方外围的厚壁是活棋。

黑可以下 T3 送出两子（此时 T2-T3 只剩一口气），白在 T1 提掉它们，黑再在 T2 提掉 T1 还回一子。于是棋盘回到初始局面，轮白走：三手棋，黑以两子换一子。白停一手，黑又可以重新开始。

日本规则和韩国规则允许这样做（每一轮黑损失一目，而中间的停一手意味着不构成长循环无胜负）。位置超级劫禁止还一，因为它重现了初始局面。情境超级劫允许一轮，但不允许开始第二轮，自然情境超级劫也是如此。应氏规则允许黑方搅劫一次。文艺复兴规则在第三次重复时终局，黑方在循环中提子较少，判负。</translation>
        </message>
        <message>
            <source>Black sends two: T2-T3 now has one liberty (T1).</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑送二：T2-T3 现在只剩一口气（T1）。</translation>
        </message>
        <message>
            <source>White captures the two stones at T1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白在 T1 提掉这两子。</translation>
        </message>
        <message>
            <source>Black returns one: T2 captures T1. The board is the start again, with White to play. Positional superko forbids this move.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑还一：T2 提掉 T1。棋盘回到初始局面，轮白走。位置超级劫禁止这一手。</translation>
        </message>
        <message>
            <source>White has nothing better than to pass.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白没有比停一手更好的下法。</translation>
        </message>
        <message>
            <source>Black sends two again. Situational superko forbids it: the position after Black&apos;s first T3 would recur with White to play. Under Ing&apos;s rules Black has used his one disturbance.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑再次送二。情境超级劫禁止这一手：黑第一次下 T3 后的局面会在轮白走时再现。在应氏规则下，黑方已经用掉了他唯一一次搅劫。</translation>
        </message>
        <message>
            <source>White captures two again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白再次提掉两子。</translation>
        </message>
        <message>
            <source>Black returns one again.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黑再次还一。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白停一手。</translation>
        </message>
        <message>
            <source>The position after Black&apos;s T3 occurs for the third time: under Renaissance rules the threefold repetition ends the game, and Black, who captured two stones in the loop against White&apos;s four, loses. Japanese and Korean rules let the players go on: the passes mean this is no long cycle of the no-result kind.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黑下 T3 后的局面第三次出现：在文艺复兴规则下，三次重复使对局结束；黑方在循环中只提了两子，白方提了四子，黑负。日本规则和韩国规则允许双方继续：中间的停一手意味着这不是那种判无胜负的长循环。</translation>
        </message>
    </context>
    <context>
        <name>Diagram suicide-as-a-ko-threat</name>
        <message>
            <source>Suicide as a ko threat</source>
            <extracomment>title</extracomment>
            <translation>以自杀作劫材</translation>
        </message>
        <message>
            <source>self-capture threat</source>
            <extracomment>another name of the position</extracomment>
            <translation>自杀劫材</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Suicide&apos; (suicide can create a ko threat); Sensei&apos;s Library &apos;Suicide&apos;.</source>
            <extracomment>source</extracomment>
            <translation>应氏规则（SST）的“Suicide”（自杀）条（自杀可以制造劫材）；Sensei&apos;s Library（英文围棋维基）的“Suicide”条目。</translation>
        </message>
        <message>
            <source>Where multi-stone suicide is legal, White&apos;s suicide leaves an empty straight three that Black must answer: a ko threat that does not exist under the other rulesets.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>在允许多子自杀的规则下，白方自杀后留下一个空的直三，黑方必须应：这是在其他规则下不存在的劫材。</translation>
        </message>
        <message>
            <source>Upper left: Black&apos;s corner group (A18-A19 and B18-E18, E19) has two liberties, C19 and A17. White&apos;s B19 and D19 are dead inside Black&apos;s eye space.

Where suicide of several stones is legal, White can play C19: the new stone and B19 and D19 have no liberties and are removed. That leaves Black an empty straight three (B19, C19, D19) with White threatening to play C19 again and kill. Black must answer at C19, so White&apos;s suicide works as a ko threat in a fight elsewhere. Where suicide is forbidden, the move is simply illegal.

Under Ing&apos;s rules only a one-stone suicide counts as a pass; this one removes three stones and is a real move. The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation>左上角：黑方角上的棋块（A18-A19 和 B18-E18、E19）有 C19 和 A17 两口气。白方 B19 和 D19 是黑方眼位中的死子。

在允许多子自杀的规则下，白可以下 C19：这颗新子与 B19、D19 都没有气，一起被拿掉。这给黑方留下一个空的直三（B19、C19、D19），而白威胁再下 C19 杀棋。黑必须在 C19 应，因此白的自杀在别处的劫争中起到劫材的作用。在禁止自杀的规则下，这一手只是禁着。

在应氏规则下，只有一子自杀才视为停一手；这一手拿掉三子，是真正的一手棋。假定盘上其余部分都已确定。</translation>
        </message>
        <message>
            <source>White C19 captures nothing and has no liberty: B19, C19 and D19 are removed together. Where suicide is forbidden this move is illegal.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白 C19 没有提掉任何子，自身也没有气：B19、C19 和 D19 一起被拿掉。在禁止自杀的规则下，这一手是禁着。</translation>
        </message>
        <message>
            <source>Black must answer at the vital point C19, making two eyes (B19 and D19).</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑必须在要点 C19 应，做成两只眼（B19 和 D19）。</translation>
        </message>
    </context>
    <context>
        <name>Diagram triple-ko</name>
        <message>
            <source>Triple ko</source>
            <extracomment>title</extracomment>
            <translation>三劫循环</translation>
        </message>
        <message>
            <source>san-ko (三コウ)</source>
            <extracomment>another name of the position</extracomment>
            <translation>san-ko（三コウ）</translation>
        </message>
        <message>
            <source>三劫</source>
            <extracomment>another name of the position</extracomment>
            <translation>三劫</translation>
        </message>
        <message>
            <source>samp ae (삼패)</source>
            <extracomment>another name of the position</extracomment>
            <translation>samp ae（삼패）</translation>
        </message>
        <message>
            <source>Mechanism as in Sensei&apos;s Library &apos;Triple Ko&apos; (simple example); rulings from the Japanese rules of 1989 (article 12), Ing&apos;s SST rules (twin hot stones) and the Renaissance rules (example 3).</source>
            <extracomment>source</extracomment>
            <translation>机制与 Sensei&apos;s Library（英文围棋维基）“Triple Ko”条目中的简单例子相同；裁定依据日本围棋规约（1989年）第12条、应氏规则（SST）（孪生热子）和文艺复兴规则（例3）。</translation>
        </message>
        <message>
            <source>Three kos in a capturing race: no result in Japan and Korea, a ko fight under superko and Ing&apos;s hot stones, a draw by threefold repetition under Renaissance rules.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>对杀中出现三个劫：在日本和韩国判无胜负；在超级劫规则和应氏规则的热子规定下成为争劫；在文艺复兴规则下因三次重复而和棋。</translation>
        </message>
        <message>
            <source>A capturing race with three kos. White&apos;s top group has two liberties, D6 and F6. Black&apos;s middle group has one, B5: Black is in atari and must take a ko to survive. From then on every move is forced: each capture puts the other side in atari, and the only way out is the one ko that the basic ko rule does not bar at that moment.

After six moves the whole board is back where it started, with Black to play. Here the rulesets part ways. With the basic ko rule alone (Japan, Korea) the cycle could go on for ever, so the game ends without a result. Superko rules forbid the sixth move, which would recreate the start, so the race becomes an ordinary ko fight. Ing&apos;s rules reach the same place earlier: the stones that just captured are hot and may not be taken back at once. Renaissance rules let the cycle run until the position has occurred three times and then, since both sides captured equally, call it a draw.

Nothing else is on the board, so neither side has a ko threat.</source>
            <extracomment>comment at the start</extracomment>
            <translation>一场含有三个劫的对杀。白方上边的棋块有 D6 和 F6 两口气。黑方中间的棋块只有 B5 一口气：黑被叫吃，必须提一个劫才能活下去。从此每一手都是必然的：每次提子都使对方被叫吃，唯一的出路是基本劫规则此刻不禁止的那个劫。

六手之后，整个盘面回到开始时的样子，轮黑走。各种规则在这里分道扬镳。只有基本劫规则时（日本、韩国），循环可以永远继续，因此对局以无胜负结束。超级劫规则禁止会重现初始局面的第六手，于是对杀变成普通的争劫。应氏规则更早达到同样的结果：刚刚提过子的棋子是热子，不能立即被提回。文艺复兴规则让循环继续，直到该局面出现三次，然后由于双方提子数相同，判为和棋。

盘上没有其他棋子，因此双方都没有劫材。</translation>
        </message>
        <message>
            <source>Black takes the ko at D6 (capturing D5). White&apos;s top group is now in atari at F6.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑在 D6 提劫（提掉 D5）。白方上边的棋块现在在 F6 处被叫吃。</translation>
        </message>
        <message>
            <source>White escapes by taking the ko at B5 (capturing B6), which puts Black back in atari, at D5. Ing&apos;s rules already forbid this move: D6 has just captured in a fighting ko, and B6 is its twin hot stone, which White may take only after an intervening move.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白在 B5 提劫（提掉 B6）逃出，使黑再次在 D5 处被叫吃。应氏规则已经禁止这一手：D6 刚刚在争劫中提了子，B6 是它的孪生热子，白方要隔一手之后才能提它。</translation>
        </message>
        <message>
            <source>Black may not retake at B6 at once (basic ko), so Black takes the third ko at F6 (capturing F5). White is in atari at B6.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑不能立即在 B6 提回（基本劫），于是黑在 F6 提第三个劫（提掉 F5）。白在 B6 处被叫吃。</translation>
        </message>
        <message>
            <source>White retakes at D5 (capturing D6). Black is in atari at F5.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白在 D5 提回（提掉 D6）。黑在 F5 处被叫吃。</translation>
        </message>
        <message>
            <source>Black retakes at B6 (capturing B5). White is in atari at D6.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑在 B6 提回（提掉 B5）。白在 D6 处被叫吃。</translation>
        </message>
        <message>
            <source>White retakes at F5 (capturing F6). The board is exactly the starting position, again with Black to play. Positional and situational superko forbid this move (New Zealand&apos;s rule is situational superko). Natural situational superko does not, since no board play created the starting position; it forbids Black&apos;s next move instead, which would recreate the board Black&apos;s own D6 made.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白在 F5 提回（提掉 F6）。盘面与初始局面完全相同，又轮黑走。位置超级劫和情境超级劫禁止这一手（新西兰规则采用情境超级劫）。自然情境超级劫不禁止，因为初始局面不是由盘上落子形成的；它转而禁止黑方的下一手，因为那一手会重现黑方自己下 D6 所形成的盘面。</translation>
        </message>
        <message>
            <source>Round two. With the basic ko rule alone nothing stops the players.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>第二轮。只有基本劫规则时，没有什么能阻止双方。</translation>
        </message>
        <message>
            <source>White takes at B5 again.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白再次在 B5 提。</translation>
        </message>
        <message>
            <source>Black takes at F6.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黑在 F6 提。</translation>
        </message>
        <message>
            <source>White retakes at D5.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白在 D5 提回。</translation>
        </message>
        <message>
            <source>Black retakes at B6.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黑在 B6 提回。</translation>
        </message>
        <message>
            <source>The start position now stands for the third time with no pass in between. Japanese and Korean rules end the game without a result. Renaissance rules apply threefold repetition: each side captured six stones in the loop, so the game is drawn.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>初始局面第三次出现，其间没有停一手。日本规则和韩国规则以无胜负结束对局。文艺复兴规则适用三次重复：双方在循环中各提了六子，因此为和棋。</translation>
        </message>
        <message>
            <source>Under Ing&apos;s rules White may not take the hot stone back yet, and this board offers no ko threat, so White has to play elsewhere (here A1).</source>
            <extracomment>comment on the Ing: the hot stones make it a ko fight, node 2</extracomment>
            <translation>在应氏规则下，白方还不能提回热子，而此盘面上没有劫材，因此白只好在别处落子（此处为 A1）。</translation>
        </message>
        <message>
            <source>Black captures at F6. White&apos;s top group had only F6 left: eleven White stones and F5 come off the board and Black wins the race. Under superko the same happens one step later, when White&apos;s sixth move is barred.</source>
            <extracomment>comment on the Ing: the hot stones make it a ko fight, node 3</extracomment>
            <translation>黑在 F6 提。白方上边的棋块只剩 F6 一口气：白方十一子和 F5 被提离棋盘，黑方赢得对杀。在超级劫规则下，同样的结果会晚一步出现，即白方的第六手被禁止之时。</translation>
        </message>
    </context>
    <context>
        <name>Diagram two-unbalanced-double-kos</name>
        <message>
            <source>Two unbalanced double kos</source>
            <extracomment>title</extracomment>
            <translation>两个不平衡的连环劫</translation>
        </message>
        <message>
            <source>two double ko deaths</source>
            <extracomment>another name of the position</extracomment>
            <translation>两处连环劫杀</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Fighting Ko and Disturbing Ko&apos; and &apos;Superko Anomalies&apos;; Ing&apos;s SST rules (the disturbing ko rule).</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英文围棋维基）的“Fighting Ko and Disturbing Ko”和“Superko Anomalies”条目；应氏规则（SST）（搅劫规定）。</translation>
        </message>
        <message>
            <source>Two dead White rings that, under superko, kill a living Black group; a long cycle without result under the basic ko rule; stopped after one round by Ing&apos;s disturbing rule.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>两个已死的白方环形棋块，在超级劫规则下却能杀死一块活的黑棋；在基本劫规则下是无胜负的长循环；应氏规则的搅劫规定使其在一轮后停止。</translation>
        </message>
        <message>
            <source>Two copies of the unbalanced double ko, upper left and upper right. Each White ring is dead on its own. Together they let White alternate: every White move puts a Black group in atari and every Black answer is forced, and after eight moves the start would return with Black&apos;s eighth move.

Under any superko rule that eighth move is forbidden, so Black cannot answer the last atari and loses a living group of twenty stones to two dead rings. Under the basic ko rule the cycle runs on: no result in Japan and Korea, and under Renaissance rules a draw by threefold repetition (equal captures). Ing&apos;s disturbing rule lets White set off the cycle once only, which is what it was designed for. The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation>不平衡连环劫的两个复本，分别在左上和右上。每个白方环形棋块单独来看都是死棋。但两者合在一起，白方就可以交替进行：白方每一手都使一块黑棋被叫吃，黑方每次应对都是必然的，八手之后，黑方的第八手会使初始局面重现。

在任何超级劫规则下，第八手都是禁止的，因此黑方无法应对最后一次叫吃，一块二十子的活棋竟输给了两个死的环形棋块。在基本劫规则下循环持续下去：在日本和韩国判无胜负，在文艺复兴规则下因三次重复而和棋（双方提子数相同）。应氏规则的搅劫规定只允许白方发动一次循环，这正是该规定的设计目的。假定盘上其余部分都已确定。</translation>
        </message>
        <message>
            <source>White takes a ko on the left (capturing B18): Black&apos;s left group is in atari at F16.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白在左边提劫（提掉 B18）：黑方左边的棋块在 F16 处被叫吃。</translation>
        </message>
        <message>
            <source>Black answers at D18 (capturing D17): White&apos;s left ring is in atari at B18.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑在 D18 应（提掉 D17）：白方左边的环形棋块在 B18 处被叫吃。</translation>
        </message>
        <message>
            <source>White takes a ko on the right (capturing S18): Black&apos;s right group is in atari at O16.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白在右边提劫（提掉 S18）：黑方右边的棋块在 O16 处被叫吃。</translation>
        </message>
        <message>
            <source>Black answers at Q18 (capturing Q17): White&apos;s right ring is in atari at S18.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黑在 Q18 应（提掉 Q17）：白方右边的环形棋块在 S18 处被叫吃。</translation>
        </message>
        <message>
            <source>White retakes on the left (capturing D18): Black&apos;s left group is in atari again.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>白在左边提回（提掉 D18）：黑方左边的棋块再次被叫吃。</translation>
        </message>
        <message>
            <source>Black answers at B18 (capturing B17).</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>黑在 B18 应（提掉 B17）。</translation>
        </message>
        <message>
            <source>White retakes on the right (capturing Q18): Black&apos;s right group is in atari.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>白在右边提回（提掉 Q18）：黑方右边的棋块被叫吃。</translation>
        </message>
        <message>
            <source>Black&apos;s answer (capturing S17) would recreate the start position: every superko rule forbids it, so Black loses the right-hand group.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>黑方的应手（提掉 S17）会重现初始局面：每种超级劫规则都禁止这一手，因此黑方失去右边的棋块。</translation>
        </message>
        <message>
            <source>Round two under the basic ko rule. Under Ing&apos;s rules White, who set off the first round, may not disturb again.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>基本劫规则下的第二轮。在应氏规则下，发动第一轮的白方不能再次搅劫。</translation>
        </message>
        <message>
            <source>Black answers.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>黑应。</translation>
        </message>
        <message>
            <source>White takes on the right.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>白在右边提。</translation>
        </message>
        <message>
            <source>White retakes on the left.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>白在左边提回。</translation>
        </message>
        <message>
            <source>White retakes on the right.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation>白在右边提回。</translation>
        </message>
        <message>
            <source>The start stands for the third time: no result under Japanese and Korean rules, a draw by threefold repetition under Renaissance rules.</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>初始局面第三次出现：日本规则和韩国规则下无胜负，文艺复兴规则下因三次重复而和棋。</translation>
        </message>
    </context>
    <context>
        <name>Diagram unbalanced-double-ko</name>
        <message>
            <source>Unbalanced double ko</source>
            <extracomment>title</extracomment>
            <translation>不平衡的连环劫</translation>
        </message>
        <message>
            <source>double ko death</source>
            <extracomment>another name of the position</extracomment>
            <translation>连环劫杀</translation>
        </message>
        <message>
            <source>life in double ko</source>
            <extracomment>another name of the position</extracomment>
            <translation>连环劫活</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Double Ko&apos; (life in double ko); Ing&apos;s SST rules (&apos;perfectly legal in any system&apos;).</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英文围棋维基）的“Double Ko”条目（连环劫活）；应氏规则（SST）（“在任何规则体系下都完全合法”）。</translation>
        </message>
        <message>
            <source>A dead White ring that is a fount of ko threats: every ruleset allows the threat and its answer, and Black can remove the ring when it has time.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一个已死的白方环形棋块，却是劫材的源泉：每种规则都允许这个劫材及其应手，黑方有空时可以提掉这个环形棋块。</translation>
        </message>
        <message>
            <source>Upper left: White&apos;s ring of ten stones has one liberty, D18, and is dead. Black&apos;s twenty stones inside have one eye (F16) and hold the two kos B17/B18 and D17/D18.

White can take the ko at B17: that puts Black&apos;s group in atari at F16, so Black must answer by taking the other ko at D18, which puts White back in atari. Each such exchange gives White a ko threat for a fight elsewhere, as often as White likes, while Black can end it by capturing the ring whenever White plays elsewhere. Every ruleset allows this: the board never repeats, since White&apos;s threats are answered and then the ring is captured. The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation>左上角：白方十子的环形棋块只有 D18 一口气，是死棋。里面的黑方二十子有一只眼（F16），并拥有 B17/B18 和 D17/D18 两个劫。

白可以在 B17 提劫：这使黑棋在 F16 处被叫吃，因此黑必须在 D18 提另一个劫来应，使白棋再次被叫吃。每一次这样的交换都给白方一个用于别处劫争的劫材，白方想用几次就用几次，而只要白方脱先，黑方就可以提掉环形棋块来结束这一切。每种规则都允许这样做：盘面永远不会重复，因为白方的劫材得到应对之后，环形棋块就被提掉了。假定盘上其余部分都已确定。</translation>
        </message>
        <message>
            <source>White takes the ko at B17 (capturing B18): Black&apos;s group is in atari at F16.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白在 B17 提劫（提掉 B18）：黑棋在 F16 处被叫吃。</translation>
        </message>
        <message>
            <source>Black answers by taking the other ko, D18 (capturing D17): White&apos;s ring is in atari at B18.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑在 D18 提另一个劫来应（提掉 D17）：白方的环形棋块在 B18 处被叫吃。</translation>
        </message>
        <message>
            <source>White has nothing more here (in a game, White would now play elsewhere).</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白在这里已无棋可下（实战中白此时会在别处落子）。</translation>
        </message>
        <message>
            <source>Black captures the ring: eleven White stones.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黑提掉环形棋块：白方十一子。</translation>
        </message>
    </context>
    <context>
        <name>Diagram what-kind-of-ko</name>
        <message>
            <source>What kind of ko am I?</source>
            <extracomment>title</extracomment>
            <translation>我是哪种劫？</translation>
        </message>
        <message>
            <source>balanced triple ko</source>
            <extracomment>another name of the position</extracomment>
            <translation>均衡的三劫</translation>
        </message>
        <message>
            <source>three-ko seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>三劫双活</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, part 6B (&apos;What kind of ko am I?&apos;: the position whose three kos are all internal, and beside it, in the variation, the one whose left ko is external); the boards are our own.</source>
            <extracomment>source</extracomment>
            <translation>应氏规则（SST）第6B部分（“What kind of ko am I?”，即“我是哪种劫？”：三个劫都是内部劫的局面，以及变化图中与之并列、左边的劫为外劫的局面）；棋盘由我们自行构造。</translation>
        </message>
        <message>
            <source>Three kos between the same two groups, each group with two inside liberties: a balanced ko. Under Ing&apos;s rules each player may set off the cycle once and no more, and both groups live in seki; superko forbids the move that closes the cycle, Japan and Korea end in no result. Move one ko outside (the variation) and White has a single internal liberty: the kos are unbalanced, White may answer once, and White dies.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>同样两块棋之间有三个劫，每块棋都有两口内气：这是均衡劫。在应氏规则下，每方只能发动一次循环，双方棋块形成双活；超级劫禁止使循环闭合的那一手；日本和韩国以无胜负结束。若把一个劫移到外面（见变化图），白方只剩一口内气：这些劫不均衡，白方只能应一次，白棋被杀。</translation>
        </message>
        <message>
            <source>Two groups are locked together: Black&apos;s top group (rows 8 and 7) and White&apos;s ring below it (rows 6 and 5). Black&apos;s wall on rows 4 to 2 is alive, with the bottom row as its territory.

Three kos join the two groups. White&apos;s B7 and F7 sit inside Black&apos;s top group, and Black takes them at B6 and F6. Black&apos;s D6 sits inside White&apos;s ring, and White takes it at D7. So White holds two kos (liberties B6 and F6), and Black holds one ko and has the eye H8 (liberties D7 and H8). Every ko lies between these same two groups: a ko stone in the mouth of one group, its capturing point a liberty of the other. The kos are internal, and both groups have two internal liberties.

What kind of ko is this? Ing&apos;s rules call a ko balanced when both sides have the same number of separate internal liberties, at least two each. Here they do: whoever takes a ko puts the other in atari, and the other answers by taking a different ko back, so neither group can be captured.

Under Ing&apos;s rules a balanced ko is a disturbing ko. The player who attacks and sets off a cycle of repeated positions has disturbed, and may do it once in a game; answering an atari never counts. So each side can flip the kos round once, and then both live in seki: as a ko threat the shape is worth nothing to either side. Other rulesets see only repetition: superko forbids the move that would bring the whole board back; Japanese and Korean rules end the game without a result if the cycle is kept up; Renaissance rules call a draw on the third repetition.

The last variation sets the other position of the text beside this one: White&apos;s left ko moved outside, so that it lies against Black&apos;s wall. Then White has one internal liberty against Black&apos;s two, the kos are not balanced, and White&apos;s group dies: disturbing decides life.

Komi is 0 so the count shows the position as it is.</source>
            <extracomment>comment at the start</extracomment>
            <translation>两块棋互相纠缠：黑方上边的棋块（第8、7行）和下面的白方环形棋块（第6、5行）。黑方在第4行到第2行的厚壁是活棋，最下一行是它的目。

三个劫把这两块棋连在一起。白方的 B7 和 F7 位于黑方上边棋块的内部，黑在 B6 和 F6 提它们。黑方的 D6 位于白方环形棋块的内部，白在 D7 提它。因此白方拥有两个劫（气为 B6 和 F6），黑方拥有一个劫，另有 H8 一只眼（气为 D7 和 H8）。每个劫都位于这两块棋之间：劫子位于一方棋块的虎口中，提劫的点是另一方棋块的气。这些劫都是内部劫，两块棋各有两口内气。

这是哪种劫？应氏规则规定，当双方各有相同数量的独立内气且每方至少两口时，这个劫称为均衡劫。这里正是如此：谁提劫都会使对方被叫吃，而对方提回另一个劫来应对，因此哪块棋都无法被提掉。

在应氏规则下，均衡劫属于搅劫。进攻并发动同形反复循环的一方就是搅劫，一局中只能搅一次；应对叫吃永远不算。因此每方都可以把这些劫翻转一轮，之后双方在双活中活棋：这个棋形作为劫材对双方都毫无价值。其他规则只看重复：超级劫禁止会使全盘重现的那一手；日本规则和韩国规则在循环持续时以无胜负结束对局；文艺复兴规则在第三次重复时判和棋。

最后一个变化把原文中的另一个局面与此并列：白方左边的劫移到了外面，紧贴黑方的厚壁。这时白方只有一口内气，而黑方有两口，这些劫就不均衡，白棋被杀：搅劫规定决定了死活。

贴目为 0，以便计算结果如实反映局面。</translation>
        </message>
        <message>
            <source>Black attacks: F6 takes White&apos;s ko stone F7. White&apos;s ring is down to one liberty, B6: atari.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑进攻：F6 提掉白方劫子 F7。白方环形棋块只剩 B6 一口气：被叫吃。</translation>
        </message>
        <message>
            <source>White answers by taking a different ko: D7 captures D6, and White&apos;s ring is out of atari with two liberties, B6 and D6. Black&apos;s top group still has two, F7 and H8.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白提另一个劫来应：D7 提掉 D6，白方环形棋块摆脱叫吃，有 B6 和 D6 两口气。黑方上边的棋块仍有 F7 和 H8 两口气。</translation>
        </message>
        <message>
            <source>Black may not retake at D6 at once (basic ko), so Black attacks with the third ko: B6 takes B7, and White is in atari at D6.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑不能立即在 D6 提回（基本劫），于是黑用第三个劫进攻：B6 提掉 B7，白在 D6 处被叫吃。</translation>
        </message>
        <message>
            <source>White answers at F7 (capturing F6) and has two liberties again, D6 and F6.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白在 F7 应（提掉 F6），又有了 D6 和 F6 两口气。</translation>
        </message>
        <message>
            <source>Black takes at D6 (capturing D7): White is in atari at F6.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑在 D6 提（提掉 D7）：白在 F6 处被叫吃。</translation>
        </message>
        <message>
            <source>White takes at B7 (capturing B6): the start position, with Black to play. Each side has captured three stones in the round.

Superko forbids this move, because it would bring the whole board back; with no other answer White&apos;s ring would then be captured. Under Ing&apos;s rules the move is an answer to an atari and is legal: Black, who attacked with F6, has used up its one disturbance.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白在 B7 提（提掉 B6）：回到初始局面，轮黑走。这一轮中双方各提了三子。

超级劫禁止这一手，因为它会使全盘重现；白方没有其他应手，环形棋块就会被提掉。在应氏规则下，这一手是对叫吃的应对，因而合法：以 F6 进攻的黑方已经用掉了它唯一一次搅劫。</translation>
        </message>
        <message>
            <source>Round two. Under Ing&apos;s rules Black may not attack in the balanced ko again: this capture would recreate the position after move 1. Under the basic ko rule it is legal and the cycle can go on.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>第二轮。在应氏规则下，黑方不能再在这个均衡劫中进攻：这次提子会重现第1手之后的局面。在基本劫规则下这一手合法，循环可以继续。</translation>
        </message>
        <message>
            <source>White answers as before.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白照前应对。</translation>
        </message>
        <message>
            <source>Black takes at B6.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黑在 B6 提。</translation>
        </message>
        <message>
            <source>White takes at F7.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白在 F7 提。</translation>
        </message>
        <message>
            <source>Black takes at D6.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黑在 D6 提。</translation>
        </message>
        <message>
            <source>The start stands for the third time with no pass in between: Japanese and Korean rules end the game without a result, Renaissance rules call it a draw by threefold repetition (each side captured six stones in the loop).</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>初始局面第三次出现，其间没有停一手：日本规则和韩国规则以无胜负结束对局，文艺复兴规则判为三次重复和棋（双方在循环中各提了六子）。</translation>
        </message>
        <message>
            <source>Black passes at once.</source>
            <extracomment>comment on the Both pass: seki, node 1</extracomment>
            <translation>黑立即停一手。</translation>
        </message>
        <message>
            <source>White passes too. Neither group can be captured, so both are alive in seki.

Area count: Black has 37 stones, the 8 points of the bottom row, and D7 and H8, which only Black stones touch: 47. White has 15 stones and B6 and F6: 17. Black wins by 30.

Territory count (Japanese, Korean): these rules leave seki points uncounted only where a neutral point (dame) touches both sides, and here no empty point does: every empty point touches one colour only. So each side&apos;s eyes count: Black has the 8 points of the bottom row plus D7 and H8, 10 in all; White has B6 and F6, 2. Black by 8. Renaissance rules need a third pass to stop play.</source>
            <extracomment>comment on the Both pass: seki, node 2</extracomment>
            <translation>白也停一手。两块棋都无法被提掉，因此双方在双活中都是活棋。

数子：黑方有 37 子、最下一行的 8 个点，以及只与黑子相接的 D7 和 H8：共 47。白方有 15 子以及 B6 和 F6：共 17。黑胜 30。

数目（日本、韩国规则）：这些规则只在有单官同时接触双方时才不计双活中的点，而这里没有这样的空点：每个空点都只接触一种颜色的棋子。因此双方的眼都计算在内：黑方有最下一行的 8 个点加上 D7 和 H8，共 10 目；白方有 B6 和 F6，共 2 目。黑胜 8 目。文艺复兴规则需要第三次停一手才能停止对局。</translation>
        </message>
        <message>
            <source>Black passes and lets White attack first.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 1</extracomment>
            <translation>黑停一手，让白先进攻。</translation>
        </message>
        <message>
            <source>White attacks: D7 takes Black&apos;s D6. Black&apos;s top group is in atari at H8.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 2</extracomment>
            <translation>白进攻：D7 提掉黑方的 D6。黑方上边的棋块在 H8 处被叫吃。</translation>
        </message>
        <message>
            <source>Black answers at F6 (capturing F7): White is down to B6 and D6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 3</extracomment>
            <translation>黑在 F6 应（提掉 F7）：白只剩 B6 和 D6 两口气。</translation>
        </message>
        <message>
            <source>White has nothing to take at once (Black has just taken at F6) and passes.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 4</extracomment>
            <translation>白无法立即提子（黑刚在 F6 提过），于是停一手。</translation>
        </message>
        <message>
            <source>Black retakes at D6 (capturing D7): White is in atari at B6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 5</extracomment>
            <translation>黑在 D6 提回（提掉 D7）：白在 B6 处被叫吃。</translation>
        </message>
        <message>
            <source>White answers at F7 (capturing F6): the start position with Black to play. White&apos;s D7 began this round, so under Ing&apos;s rules White has used up its one disturbance. Superko forbids this move.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 6</extracomment>
            <translation>白在 F7 应（提掉 F6）：回到初始局面，轮黑走。这一轮由白方的 D7 开始，因此在应氏规则下，白方已经用掉了它唯一一次搅劫。超级劫禁止这一手。</translation>
        </message>
        <message>
            <source>Now Black sets off a round of its own: B6 takes B7, and White is in atari at F6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 7</extracomment>
            <translation>现在黑方发动自己的一轮：B6 提掉 B7，白在 F6 处被叫吃。</translation>
        </message>
        <message>
            <source>White answers at D7 (capturing D6) and is out of atari. Answering an atari is always allowed.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 8</extracomment>
            <translation>白在 D7 应（提掉 D6），摆脱叫吃。应对叫吃总是允许的。</translation>
        </message>
        <message>
            <source>Black goes on with its round: F6 takes F7, and White is in atari at D6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 9</extracomment>
            <translation>黑继续它的这一轮：F6 提掉 F7，白在 D6 处被叫吃。</translation>
        </message>
        <message>
            <source>White answers at B7 (capturing B6) and has two liberties again, B6 and D6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 10</extracomment>
            <translation>白在 B7 应（提掉 B6），又有了 B6 和 D6 两口气。</translation>
        </message>
        <message>
            <source>Black takes at D6 (capturing D7), and White is in atari at B6. The position after move 5 has come back with White to play, and Black began this round: Black has used up its disturbance too.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 11</extracomment>
            <translation>黑在 D6 提（提掉 D7），白在 B6 处被叫吃。第5手之后的局面再次出现，轮白走，而这一轮由黑方开始：黑方也用掉了它的搅劫。</translation>
        </message>
        <message>
            <source>White answers at F7 (capturing F6): the start again, Black to play. Both players have disturbed once. Neither may attack in the balanced ko again, and each can always answer the other&apos;s atari, so nothing more can happen here.

Renaissance rules stop here: the start has stood three times, and with five captures each the game is a draw. Japanese and Korean rules do not end the game, because White&apos;s pass at move 4 came between the repetitions.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 12</extracomment>
            <translation>白在 F7 应（提掉 F6）：又回到初始局面，轮黑走。双方都已搅劫一次。谁都不能再在这个均衡劫中进攻，而每方总能应对对方的叫吃，因此这里不会再发生任何变化。

文艺复兴规则到此为止：初始局面已出现三次，双方各提五子，对局为和棋。日本规则和韩国规则不结束对局，因为白方第4手的停一手隔开了这些重复。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 13</extracomment>
            <translation>黑停一手。</translation>
        </message>
        <message>
            <source>White passes: both groups live in seki. The board is the start position again. Each side captured five stones, so the prisoners cancel under territory counting: Black by 30 on area, by 8 on territory, as when both pass at once.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 14</extracomment>
            <translation>白停一手：两块棋在双活中都是活棋。盘面又是初始局面。双方各提了五子，因此在数目法下提子相互抵消：数子黑胜 30，数目黑胜 8 目，与双方立即停一手时相同。</translation>
        </message>
        <message>
            <source>The same shape with one change on the left. White&apos;s stone B4 now sits in the mouth of Black&apos;s wall, not of Black&apos;s top group, and B5, where Black takes it, is a liberty of White&apos;s ring. In the main line the left ko lay between the two locked groups; here it lies between White&apos;s ring and Black&apos;s living wall: it is an external ko.

White&apos;s ring still has two liberties, B5 and F6, and Black&apos;s top group two, D7 and the eye H8. Counted that way it looks like the balanced position again. But only F6 is an internal liberty of the ring: one against two. So this is no balanced ko, only an unbalanced double ko (the kos at D7 and F6, with Black&apos;s eye) next to an ordinary ko against the wall, and White is dead.

Ing&apos;s rules judge balance by internal liberties only: an eye, a liberty the two groups share, or a ko point whose ko stone sits in the other locked group&apos;s mouth. If White claims that the kos are balanced anyway, White can answer Black&apos;s capture on the left by taking at D7 once in the game; that round is White&apos;s one disturbance, and the next time White has no answer. Superko refuses the round&apos;s last move at once, with the same result.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 1</extracomment>
            <translation>同样的棋形，只在左边有一处改动。白方的 B4 一子现在位于黑方厚壁的虎口中，而不是黑方上边棋块的虎口中；黑提它的点 B5 是白方环形棋块的一口气。在主线中，左边的劫位于两块纠缠的棋之间；而这里它位于白方环形棋块与黑方活的厚壁之间：这是一个外劫。

白方环形棋块仍有 B5 和 F6 两口气，黑方上边的棋块也有 D7 和 H8 眼位两口气。这样数下来，看起来又是均衡的局面。但只有 F6 是环形棋块的内气：一口对两口。所以这不是均衡劫，只是一个不平衡的连环劫（D7 和 F6 两个劫，加上黑方的眼），旁边还有一个紧贴厚壁的普通劫，白棋是死棋。

应氏规则只按内气判断是否均衡：眼、两块棋共有的气，或劫子位于另一块纠缠棋块虎口中的劫点。如果白方坚持认为这些劫是均衡的，白方在一局中可以有一次通过在 D7 提来应对黑方在左边的提子；这一轮就是白方唯一一次搅劫，下一次白方就无法应对了。超级劫则立即拒绝这一轮的最后一手，结果相同。</translation>
        </message>
        <message>
            <source>Black takes the external ko: B5 captures B4, and White&apos;s ring is in atari at F6. Under Ing&apos;s rules this is an ordinary capture in a fighting ko (Black&apos;s wall is in no danger): it sets nothing off.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 2</extracomment>
            <translation>黑提外劫：B5 提掉 B4，白方环形棋块在 F6 处被叫吃。在应氏规则下，这是争劫中的普通提子（黑方厚壁毫无危险）：它不发动任何循环。</translation>
        </message>
        <message>
            <source>White answers by taking a different ko: D7 captures D6. The ring has D6 again, and now Black&apos;s top group is in atari at its eye H8. Taking another ko instead of finding a ko threat is what begins the cycle: under Ing&apos;s rules this round is charged to White.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 3</extracomment>
            <translation>白提另一个劫来应：D7 提掉 D6。环形棋块重新有了 D6 这口气，而现在黑方上边的棋块在它的眼位 H8 处被叫吃。不去找劫材而改提另一个劫，正是开始循环的那一手：在应氏规则下，这一轮算在白方头上。</translation>
        </message>
        <message>
            <source>Black answers the atari: F6 captures F7. The top group has F7 and H8 again, and White&apos;s ring is in atari at D6.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 4</extracomment>
            <translation>黑应对叫吃：F6 提掉 F7。上边的棋块又有了 F7 和 H8 两口气，白方环形棋块在 D6 处被叫吃。</translation>
        </message>
        <message>
            <source>White retakes the external ko: B4 captures B5 (two moves have passed since Black&apos;s B5 captured, so it is no longer hot). The ring has B5 and D6.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 5</extracomment>
            <translation>白提回外劫：B4 提掉 B5（黑方的 B5 提子之后已经过了两手，所以它不再是热子）。环形棋块有 B5 和 D6 两口气。</translation>
        </message>
        <message>
            <source>Black takes at D6 (capturing D7): the ring is in atari at B5.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 6</extracomment>
            <translation>黑在 D6 提（提掉 D7）：环形棋块在 B5 处被叫吃。</translation>
        </message>
        <message>
            <source>White takes at F7 (capturing F6): the position this line started from, with Black to play.

Superko forbids this move, and with no other answer the ring would be captured. Under Ing&apos;s rules it is legal, but White, whose D7 began the round, has now used its one disturbance. The basic ko rule of the Japanese and Korean rules allows it too.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 7</extracomment>
            <translation>白在 F7 提（提掉 F6）：回到这条变化开始时的局面，轮黑走。

超级劫禁止这一手，白方没有其他应手，环形棋块就会被提掉。在应氏规则下这一手合法，但以 D7 开始这一轮的白方现在已经用掉了它唯一一次搅劫。日本规则和韩国规则的基本劫规则也允许这一手。</translation>
        </message>
        <message>
            <source>Black takes the external ko again. Ing&apos;s rules allow it: Black has set no cycle going, its captures were a fight and answers to ataris. White&apos;s ring is in atari at F6.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 8</extracomment>
            <translation>黑再次提外劫。应氏规则允许这一手：黑方没有发动任何循环，它的提子是争劫和对叫吃的应对。白方环形棋块在 F6 处被叫吃。</translation>
        </message>
        <message>
            <source>Under Ing&apos;s rules White may not answer at D7 again: that would start White&apos;s cycle a second time. Nothing else saves the ring, so White passes. (Under the Japanese and Korean rules D7 is still legal and the kos could keep turning, until the game ends without a result as in the main line; this line shows what Ing&apos;s disturbing rule decides.)</source>
            <extracomment>comment on the One ko outside: Black attacks, node 9</extracomment>
            <translation>在应氏规则下，白方不能再在 D7 应：那会使白方第二次发动循环。没有别的手段能救环形棋块，于是白停一手。（在日本规则和韩国规则下，D7 仍然合法，这些劫可以一直轮转下去，直到对局像主线那样以无胜负结束；这条变化展示的是应氏规则的搅劫规定所作的裁决。）</translation>
        </message>
        <message>
            <source>Black captures at F6: the ring and F7, fourteen stones. White&apos;s group was dead, and now it is off the board.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 10</extracomment>
            <translation>黑在 F6 提：环形棋块连同 F7，共十四子。白棋本来就是死棋，现在被提离了棋盘。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 11</extracomment>
            <translation>白停一手。</translation>
        </message>
        <message>
            <source>Black passes: the whole board is Black&apos;s. Area: 39 stones and 25 empty points, 64. Territory (Japanese, Korean, Renaissance B): 25 points and 18 prisoners for Black against White&apos;s 3 prisoners: Black by 40.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 12</extracomment>
            <translation>黑停一手：全盘都是黑方的。数子：39 子和 25 个空点，共 64。数目（日本、韩国、文艺复兴 B）：黑方 25 目加 18 个提子，白方 3 个提子：黑胜 40 目。</translation>
        </message>
    </context>
    <context>
        <name>Diagram area-and-territory</name>
        <message>
            <source>Two ways of counting</source>
            <extracomment>title</extracomment>
            <translation>两种计算方法</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Area counting as in the Chinese, New Zealand and Tromp-Taylor rules; territory counting as in the Japanese and Korean rules.</source>
            <extracomment>source</extracomment>
            <translation>为本课程专门构造的局面。数子法依照中国规则、新西兰规则和 Tromp-Taylor 规则；数目法依照日本规则和韩国规则。</translation>
        </message>
        <message>
            <source>A finished 7x7 game: two passes end play, area counting gives Black one point more than territory counting, because Black has one more stone on the board.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一盘已经下完的 7 路棋：连续两次停一手使对局停止，数子法比数目法让黑方多得一目，因为黑方盘上多一颗子。</translation>
        </message>
        <message>
            <source>A finished game on a 7x7 board. Black owns the left side, White the right; the two walls touch everywhere, so no point is left between them and nothing has been captured. Black began and made the last move, so Black has one stone more on the board: 8 against White&apos;s 7. There is no komi here (komi comes in a later lesson).

Territory is the empty points a player&apos;s stones surround: Black has 17 (the A and B columns and C3-C1), White has 17 (the F and G columns and E7-E5).

There are two ways to count. Area counting (Chinese, New Zealand, AGA, Ing, Tromp-Taylor, Renaissance A and the simplified rules other than the Japanese/Korean one) adds a player&apos;s stones on the board to the territory: Black 8 + 17 = 25, White 7 + 17 = 24. Territory counting (Japanese, Korean, the simplified Japanese/Korean rules and Renaissance B) adds the prisoners a player took instead of the stones: none were taken, so it is 17 to 17.

White is to play, and nothing worth a move is left.</source>
            <extracomment>comment at the start</extracomment>
            <translation>7 路盘上一盘下完的棋。黑方占据左边，白方占据右边；双方的墙处处相接，两者之间没有留下任何点，也没有任何提子。黑方先走并下了最后一手，所以黑方盘上多一颗子：8 子对白方的 7 子。这里没有贴目（贴目在后面的课程中介绍）。

目是一方棋子围住的空点：黑方有 17 目（A、B 两列和 C3-C1），白方有 17 目（F、G 两列和 E7-E5）。

计算方法有两种。数子法（中国规则、新西兰规则、AGA 规则、应氏规则、Tromp-Taylor 规则、文艺复兴 A，以及除日本/韩国简化规则以外的各种简化规则）把一方盘上的棋子数加到它的目上：黑方 8 + 17 = 25，白方 7 + 17 = 24。数目法（日本规则、韩国规则、日本/韩国简化规则和文艺复兴 B）则不加棋子数，而是加上一方所提的子：双方都没有提子，所以是 17 对 17。

轮白走，盘上已经没有值得一下的地方了。</translation>
        </message>
        <message>
            <source>White passes: no move would gain anything.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白停一手：下任何一手都得不到什么。</translation>
        </message>
        <message>
            <source>Black passes too: two passes in a row stop play (the Renaissance rules want a third), and the game is counted. Area counting: Black 25, White 24, so Black wins by 1. Territory counting: 17 to 17, a draw. The point between the two counts is Black&apos;s extra stone, which only area counting counts.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑也停一手：连续两次停一手使对局停止（文艺复兴规则需要第三次），然后计算胜负。数子法：黑 25，白 24，黑胜 1 目。数目法：17 对 17，和棋。两种计算之间相差的那一目就是黑方多出的那颗子，只有数子法计算它。</translation>
        </message>
    </context>
    <context>
        <name>Diagram balanced-double-ko</name>
        <message>
            <source>Disturbing a balanced double ko</source>
            <extracomment>title</extracomment>
            <translation>搅动均衡的连环劫</translation>
        </message>
        <message>
            <source>The double ko seki of the library (Sensei&apos;s Library &apos;Double Ko&apos;; Renaissance rules, example 2), turned upside down, with a line of our own for this lesson. Ing&apos;s SST rules, part 6B (balanced kos: disturbing, once per player per game; "Balanced double ko - Seki, no ko threats") and part 2 (During the game, item 5).</source>
            <extracomment>source</extracomment>
            <translation>本库中的连环劫双活（Sensei&apos;s Library（英文围棋维基）的“Double Ko”条目；文艺复兴规则，例2），上下翻转，并为本课加上我们自己的一条变化。应氏规则（SST）第6B部分（均衡劫：搅劫，每方每局一次；“Balanced double ko - Seki, no ko threats”，即均衡连环劫——双活，无劫材）和第2部分（During the game，即对局中，第5项）。</translation>
        </message>
        <message>
            <source>A seki of two kos in which both groups have two inside liberties: a balanced ko. Under Ing&apos;s rules the player who sets off its cycle has disturbed, and may not do it a second time; the two groups stay in seki.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>两个劫构成的双活，双方棋块各有两口内气：这是均衡劫。在应氏规则下，发动其循环的一方就是搅劫，不得再搅第二次；两块棋保持双活。</translation>
        </message>
        <message>
            <source>Three groups: White&apos;s wall on row 5, alive with the two rows above it; Black&apos;s middle group (rows 4 and 3); White&apos;s bottom group (rows 2 and 1). The middle and bottom groups are locked together by two kos. White&apos;s D3 sits in Black&apos;s mouth, and Black takes it at D2; Black&apos;s B2 sits in White&apos;s mouth, and White takes it at B3. Both groups also touch the empty point F2.

So Black&apos;s middle group has two liberties, B3 and F2, and White&apos;s bottom group two, D2 and F2, all of them inside the locked shape. Whoever takes a ko puts the other group in atari, and the other answers by taking the other ko: neither can capture. The groups live in seki, and every ruleset agrees on that if both pass (the variation).

Ing&apos;s rules call such a ko balanced: each side has two or more separate inside liberties, and as many as the other. Taking a ko in it does not fight for life; it only starts a cycle of captures, and Ing&apos;s rules call that disturbing. Each player may disturb once in a game. Answering the other&apos;s atari never counts as disturbing. So the balanced ko cannot serve as an endless supply of ko threats: each side gets one use of it, and the seki stays. Superko rules limit the cycle in their own way, by forbidding the move that brings back an earlier board; Japanese, Korean and Renaissance rules allow the moves here.

The komi is 0.</source>
            <extracomment>comment at the start</extracomment>
            <translation>三块棋：白方第5行的墙，连同其上方两行，是活棋；黑方中间的棋块（第4、3行）；白方下面的棋块（第2、1行）。中间和下面的棋块被两个劫纠缠在一起。白方的 D3 位于黑方的虎口中，黑在 D2 提它；黑方的 B2 位于白方的虎口中，白在 B3 提它。两块棋还都接触空点 F2。

因此黑方中间的棋块有 B3 和 F2 两口气，白方下面的棋块有 D2 和 F2 两口气，这些气都在纠缠的棋形内部。谁提劫都会使对方棋块被叫吃，对方则提另一个劫来应：谁都无法提掉对方。两块棋形成双活，如果双方都停一手，每种规则都同意这一点（见变化图）。

应氏规则把这样的劫称为均衡劫：每方都有两口或更多独立的内气，且与对方一样多。在这里提劫并不是为死活而争；它只会开始一个提子的循环，应氏规则称之为搅劫。每方在一局中只能搅劫一次。应对对方的叫吃永远不算搅劫。因此均衡劫不能成为取之不尽的劫材：每方只能利用它一次，双活保持不变。超级劫规则以自己的方式限制循环，即禁止会重现以前盘面的着手；日本规则、韩国规则和文艺复兴规则允许这里的着手。

贴目为 0。</translation>
        </message>
        <message>
            <source>Black disturbs: D2 takes White&apos;s ko stone D3. White&apos;s bottom group is in atari at F2.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑搅劫：D2 提掉白方劫子 D3。白方下面的棋块在 F2 处被叫吃。</translation>
        </message>
        <message>
            <source>White answers by taking the other ko: B3 captures B2. White&apos;s group has two liberties again (F2 and B2); Black&apos;s middle group now has D3 and F2.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白提另一个劫来应：B3 提掉 B2。白棋又有了两口气（F2 和 B2）；黑方中间的棋块现在有 D3 和 F2 两口气。</translation>
        </message>
        <message>
            <source>Black may not take back at B2 at once (basic ko), and passes.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑不能立即在 B2 提回（基本劫），于是停一手。</translation>
        </message>
        <message>
            <source>White retakes at D3 (capturing D2). Black&apos;s middle group is in atari at F2.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白在 D3 提回（提掉 D2）。黑方中间的棋块在 F2 处被叫吃。</translation>
        </message>
        <message>
            <source>Black retakes at B2 (capturing B3) and both groups have two liberties again: the stones are as at the start, with White to play. Positional superko forbids this move.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑在 B2 提回（提掉 B3），两块棋又都有两口气：棋子排列与开始时相同，轮白走。位置超级劫禁止这一手。</translation>
        </message>
        <message>
            <source>White passes. Now the starting position has come back, with Black to play: the cycle that Black&apos;s D2 began has come round, and under Ing&apos;s rules it is charged to Black. Black has disturbed once.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白停一手。现在初始局面再次出现，轮黑走：由黑方 D2 开始的循环转了一圈，在应氏规则下算在黑方头上。黑方已搅劫一次。</translation>
        </message>
        <message>
            <source>Black would take at D2 again, setting the cycle off a second time. Ing&apos;s rules forbid it: each player may disturb only once. Situational superko forbids it too; Japanese, Korean and Renaissance rules allow it.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黑若再在 D2 提，就是第二次发动循环。应氏规则禁止这一手：每方只能搅劫一次。情境超级劫也禁止这一手；日本规则、韩国规则和文艺复兴规则允许。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the Both pass: seki, node 1</extracomment>
            <translation>黑停一手。</translation>
        </message>
        <message>
            <source>White passes too: every group is alive, the middle and bottom ones in seki. Area: White 19 stones, the 14 points above its wall and D2, which only White stones touch: 34; Black 13 stones and B3, which only Black stones touch: 14. White by 20. Japanese and Korean rules count nothing in a seki, so B3, D2 and F2 score for nobody: White&apos;s 14 points above the wall against Black&apos;s none, White by 14.</source>
            <extracomment>comment on the Both pass: seki, node 2</extracomment>
            <translation>白也停一手：所有棋块都是活棋，中间和下面的棋块为双活。数子：白方 19 子、墙上方的 14 个点以及只与白子相接的 D2：共 34；黑方 13 子以及只与黑子相接的 B3：共 14。白胜 20。日本规则和韩国规则不计双活中的任何点，所以 B3、D2 和 F2 不归任何一方：白方墙上方的 14 目对黑方 0 目，白胜 14 目。</translation>
        </message>
    </context>
    <context>
        <name>Diagram disputed-dead-stone</name>
        <message>
            <source>A dead stone in dispute</source>
            <extracomment>title</extracomment>
            <translation>有争议的死子</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Japanese rules of 1989, articles 7-9 (confirmation of life and death after play stops, as summarised in the library&apos;s notes); Simplified Japanese/Korean rules (hypothetical alternation settles disputes); Renaissance rules, rule 5 and B.8-B.9 (resumption, dispute phases); Tromp-Taylor (every stone on the board is alive).</source>
            <extracomment>source</extracomment>
            <translation>为本课程专门构造的局面。日本围棋规约（1989年）第7-9条（对局停止后的死活确认，见本库注释中的概述）；日本/韩国简化规则（以假想的轮流着手解决争议）；文艺复兴规则第5条及 B.8-B.9（续弈、争议阶段）；Tromp-Taylor 规则（盘上每颗子都是活棋）。</translation>
        </message>
        <message>
            <source>A lone White stone at A1 inside Black&apos;s area, and White will not agree that it is dead. Japanese rules settle it in a confirmation play that costs nothing; under the other rules Black plays it out; under Tromp-Taylor rules the stone, never captured, counts as alive.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>黑方区域内孤零零的一颗白子 A1，白方不同意它是死子。日本规则以不计损益的死活确认着手解决；在其他规则下由黑方实际下出来；在 Tromp-Taylor 规则下，这颗子从未被提掉，算作活棋。</translation>
        </message>
        <message>
            <source>The finished game of the counting lesson, but White has put a stone at A1, deep inside Black&apos;s area. It cannot live: its liberties are A2 and B1, and Black can fill both whenever Black likes. Each ruleset counts with its own komi.

Black, to play, sees no need to capture it at once and passes; White passes too, and play stops. Now the players must agree which stones are dead. If White agrees that A1 is dead (the variation), it is taken off and every ruleset counts it as Black&apos;s: Black&apos;s territory is 17 points plus the dead stone, White&apos;s 17.

But White disputes it. What then?
- Japanese and Korean rules: the players settle it in a confirmation play after the game. Black fills A2 and B1 and captures the stone; White passes. The stones played and passed in the confirmation change nothing in the count: the stone is dead, and the count is as if White had agreed. The simplified Japanese/Korean rules do the same in imagination (what wise play would capture), without playing it out.
- Area counting (Chinese, AGA, New Zealand, Ing, the simplified area rules): play simply goes on. Black&apos;s stones at A2 and B1 cost nothing in an area count: they stand in Black&apos;s own area. Under the AGA rules each White pass hands Black a pass stone.
- Renaissance rules: they stop play only after three passes, so Black&apos;s A2 is still the main game. Under Renaissance B, which counts territory, A2 and B1 fill two points of Black&apos;s own territory, and capturing A1 gains only the one prisoner it would have been as a dead stone: playing it out cost Black two points.
- Tromp-Taylor rules end the game at two passes and count every stone on the board as alive. A1 was never captured, so the A and B columns and C1-C3 touch a White stone and belong to nobody: Black should have captured before passing.</source>
            <extracomment>comment at the start</extracomment>
            <translation>计算一课中下完的那盘棋，但白方在 A1 下了一颗子，深入黑方区域。它不可能活：它的气是 A2 和 B1，黑方随时都可以把两口气都紧掉。每种规则按各自的贴目计算。

轮黑走，黑方认为不必立即提掉它，于是停一手；白也停一手，对局停止。现在双方必须就哪些棋子是死子达成一致。如果白方同意 A1 是死子（见变化图），就把它拿掉，每种规则都把它算给黑方：黑方的目是 17 目加上这颗死子，白方 17 目。

但白方对此有异议。那该怎么办？
- 日本规则和韩国规则：双方在对局后以死活确认着手解决。黑方紧掉 A2 和 B1，提掉这颗子；白方停一手。确认中所下的子和停一手都不改变计算结果：这颗子是死子，计算结果与白方同意时相同。日本/韩国简化规则在假想中做同样的事（判断正确的着法能否提掉它），而不实际下出来。
- 数子法（中国规则、AGA 规则、新西兰规则、应氏规则、数子的各种简化规则）：对局直接继续。黑方在 A2 和 B1 的子在数子法中不造成任何损失：它们位于黑方自己的区域内。在 AGA 规则下，白方每停一手都要交给黑方一枚停着交子。
- 文艺复兴规则：只有连续三次停一手才停止对局，所以黑方的 A2 仍属正式对局。在以数目计算的文艺复兴 B 下，A2 和 B1 填掉了黑方自己的两目，而提掉 A1 只得到一个提子，和它作为死子时一样：实际下出来使黑方损失两目。
- Tromp-Taylor 规则在两次停一手时终局，并把盘上每颗子都算作活棋。A1 从未被提掉，所以 A、B 两列和 C1-C3 都接触白子，不归任何一方：黑方本应在停一手之前把它提掉。</translation>
        </message>
        <message>
            <source>Black passes without capturing A1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑停一手，没有提掉 A1。</translation>
        </message>
        <message>
            <source>White passes. Play stops (not yet under the Renaissance rules), and Tromp-Taylor rules end the game here: A1 counts as alive, and White wins by 24.5. White does not agree that A1 is dead.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白停一手。对局停止（文艺复兴规则下尚未停止），Tromp-Taylor 规则在此终局：A1 算作活棋，白胜 24.5 目。白方不同意 A1 是死子。</translation>
        </message>
        <message>
            <source>Black fills A2: in the confirmation play under Japanese and Korean rules, in play that goes on elsewhere. A1 is in atari.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑紧 A2：在日本规则和韩国规则下这是死活确认着手，在其他规则下则是对局继续中的一手。A1 被叫吃。</translation>
        </message>
        <message>
            <source>White has nothing to do and passes.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白无事可做，停一手。</translation>
        </message>
        <message>
            <source>Black captures A1 with B1.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑下 B1 提掉 A1。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白停一手。</translation>
        </message>
        <message>
            <source>Black passes: the dispute is settled, and A1 was dead. Japanese and Korean rules count as if White had agreed at once, since the confirmation play is not kept. Where play went on, its moves count: under Renaissance B, Black&apos;s two stones in its own area cost two points of territory.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黑停一手：争议解决了，A1 是死子。日本规则和韩国规则的计算与白方当即同意时相同，因为死活确认着手不保留。在对局继续的规则下，这些着手都要计算：在文艺复兴 B 下，黑方在自己区域内的两颗子使它损失两目。</translation>
        </message>
        <message>
            <source>White agrees: A1 is dead and is taken off (marked as Black&apos;s territory). Territory: Black 17 + 1 dead stone = 18, White 17: with komi 6.5 White wins by 5.5 (Japanese, Korean, Renaissance B). Area: Black 25, White 24: with komi 7.5 White wins by 6.5. Only Tromp-Taylor rules have no agreement: the game ended at the two passes with A1 on the board and alive.</source>
            <extracomment>comment on the White agrees that A1 is dead, node 3</extracomment>
            <translation>白方同意：A1 是死子，将其拿掉（标记为黑方的目）。数目：黑方 17 目 + 1 颗死子 = 18，白方 17 目：贴 6.5 目，白胜 5.5 目（日本规则、韩国规则、文艺复兴 B）。数子：黑 25，白 24：贴 7.5 目，白胜 6.5 目。只有 Tromp-Taylor 规则没有同意这回事：对局在两次停一手时就结束了，A1 留在盘上，是活棋。</translation>
        </message>
    </context>
    <context>
        <name>Diagram ing-fill-in-count</name>
        <message>
            <source>Counting with a bowl of stones</source>
            <extracomment>title</extracomment>
            <translation>用一碗棋子计算胜负</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Ing&apos;s SST rules, part 2 (Counting, items 1-4) and part 3 (Demonstrations of Ing counting: the even game).</source>
            <extracomment>source</extracomment>
            <translation>为本课程专门构造的局面。应氏规则（SST）第2部分（Counting，即计算，第1-4项）和第3部分（Demonstrations of Ing counting，即应氏计点示范：分先对局）。</translation>
        </message>
        <message>
            <source>A finished 7x7 game counted Ing&apos;s way: each side fills its own area from a fixed supply of stones, White&apos;s komi of 8 is four stones put in Black&apos;s area, and the stones left over show the winner at a glance: Black by 1 winning point and 3 losing stones, 7 points.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一盘下完的 7 路棋，按应氏方法计算：每方用固定数量的棋子填满自己的区域，白方 8 点的贴目以四颗白子放在黑方区域内的方式支付，剩下的棋子让人一眼就看出胜负：黑方以 1 个胜点和 3 颗负子获胜，共 7 点。</translation>
        </message>
        <message>
            <source>An even game on a 7x7 board, finished, White to play. Black&apos;s wall (D7-D4 and E4-E1, 8 stones) surrounds the left: 24 empty points. White&apos;s wall (E7-E5 and F4-F1, 7 stones) surrounds the F and G columns on the right: 10 points. Nothing has been captured. Each ruleset counts with its own komi.

Ing&apos;s rules count area, but with stones instead of numbers. Each player begins with the same supply of stones: 180 on a 19x19 board, here 24 each, so that together they could fill every point but one. At the end, captured and dead stones go back to their owners&apos; bowls, and each player fills his own area with the stones he has left.

Black has put 8 stones on the board and keeps 16; White has put 7 and keeps 17. In an even game White&apos;s komi of 8 points is paid as four White stones placed in Black&apos;s area. Then Black fills: 24 empty points less the 4 White stones is 20, and Black&apos;s 16 stones leave 4 points empty. White, with 17 - 4 = 13 stones, fills its 10 points and has 3 stones left over: White has lost, and it shows without counting a single point.

To know by how much, White puts these losing stones into Black&apos;s area, and one empty point remains there, the winning point. The margin counts that point once and each losing stone twice: 1 + 2 x 3 = 7. It is the same as an area count with komi 8: Black 32, White 17 + 8 = 25. A tie can only happen when a seki leaves an odd shared point; Black wins ties in an even game.

The other rulesets: area with komi 7.5 (Chinese, AGA, Tromp-Taylor), Black by 7.5; area with komi 7 (New Zealand), Black by 8; territory (24 - 10) with komi 6.5 (Japanese, Korean), Black by 7.5.</source>
            <extracomment>comment at the start</extracomment>
            <translation>7 路盘上的一盘分先棋，已经下完，轮白走。黑方的墙（D7-D4 和 E4-E1，8 子）围住左边：24 个空点。白方的墙（E7-E5 和 F4-F1，7 子）围住右边的 F、G 两列：10 个点。没有任何提子。每种规则按各自的贴目计算。

应氏规则数子，但用的是棋子而不是数字。每方开始时拥有同样数量的棋子：19 路盘上为 180 子，这里每方 24 子，这样两者合起来可以填满除一个点以外的所有点。终局时，被提的子和死子还回各自主人的棋碗，每方用剩下的棋子填满自己的区域。

黑方在盘上下了 8 子，还剩 16 子；白方下了 7 子，还剩 17 子。在分先对局中，白方 8 点的贴目以四颗白子放在黑方区域内的方式支付。然后黑方填子：24 个空点减去 4 颗白子为 20，黑方的 16 子填完后还空着 4 个点。白方有 17 - 4 = 13 子，填满自己的 10 个点后还剩 3 子：白方输了，而且不用数任何一个点就能看出来。

要知道输多少，白方把这些负子放进黑方区域，那里还剩一个空点，即胜点。胜负差把这个点算一次，每颗负子算两次：1 + 2 x 3 = 7。这与贴 8 点的数子法结果相同：黑 32，白 17 + 8 = 25。只有当双活留下奇数个公共点时才可能出现平局；分先对局中平局算黑胜。

其他规则：数子、贴 7.5 目（中国规则、AGA 规则、Tromp-Taylor 规则），黑胜 7.5 目；数子、贴 7 目（新西兰规则），黑胜 8 目；数目（24 - 10）、贴 6.5 目（日本规则、韩国规则），黑胜 7.5 目。</translation>
        </message>
        <message>
            <source>White passes: nothing is left.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白停一手：盘上已无可下之处。</translation>
        </message>
        <message>
            <source>Black passes: play stops, nothing is dead. The Ing count: Black by 7, one winning point and three losing stones.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑停一手：对局停止，没有死子。应氏计点：黑胜 7 点，即一个胜点加三颗负子。</translation>
        </message>
    </context>
    <context>
        <name>Diagram lone-ko</name>
        <message>
            <source>A lone ko</source>
            <extracomment>title</extracomment>
            <translation>单劫</translation>
        </message>
        <message>
            <source>A purpose-made position for the course: the basic ko shape, found in every ruleset.</source>
            <extracomment>source</extracomment>
            <translation>为本课程专门构造的局面：基本的劫形，每种规则中都有。</translation>
        </message>
        <message>
            <source>One ko on an empty 5x5 board: a stone that has just captured one stone cannot be taken back at once, under every ruleset.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>空旷的 5 路盘上只有一个劫：刚刚提掉一子的那颗子不能被立即提回，每种规则都是如此。</translation>
        </message>
        <message>
            <source>A small board with a single ko and nothing else. Black&apos;s C3 is surrounded on three sides by White (C4, D3, C2), so its last liberty is B3. The point B3 is surrounded on three sides by Black (B4, A3, B2).

If White plays B3, it captures C3. The White stone at B3 then has exactly one liberty, C3, the point it has just emptied, so Black could capture it straight back, and the board would be what it was before. Then White could take again, and so on for ever. That shape is a ko.

Every ruleset has the same basic ko rule: a single stone that has just captured a single stone may not be captured back on the very next move. The other player has to play somewhere else first. White is to play.</source>
            <extracomment>comment at the start</extracomment>
            <translation>一块小棋盘，上面只有一个劫，别无他物。黑方 C3 三面被白子（C4、D3、C2）包围，所以它最后一口气是 B3。B3 这个点三面被黑子（B4、A3、B2）包围。

如果白下 B3，就提掉 C3。这时 B3 的白子恰好只有一口气，即它刚刚提空的 C3，所以黑方可以立即把它提回，盘面就回到原来的样子。然后白方又可以再提，如此永无止境。这种棋形就是劫。

每种规则都有同样的基本劫规则：刚刚提掉一颗子的单独一颗子，不能在紧接着的下一手被提回。对方必须先在别处下一手。轮白走。</translation>
        </message>
        <message>
            <source>White takes the ko at B3, capturing C3. The White stone has one liberty left, C3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白在 B3 提劫，提掉 C3。这颗白子只剩一口气，即 C3。</translation>
        </message>
        <message>
            <source>Black tries to take back at once, capturing B3. Every ruleset forbids this: it would undo White&apos;s capture and put the board back as it was a move ago. Black must first play elsewhere (a ko threat, if there is one worth answering).</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑想立即提回，提掉 B3。每种规则都禁止这一手：它会抵消白方的提子，使盘面回到一手之前的样子。黑方必须先在别处下一手（如果有值得对方应的劫材，就下劫材）。</translation>
        </message>
        <message>
            <source>White takes the ko at B3, capturing C3.</source>
            <extracomment>comment on the Black plays elsewhere first, node 1</extracomment>
            <translation>白在 B3 提劫，提掉 C3。</translation>
        </message>
        <message>
            <source>Black plays elsewhere, at E1. In a real game this would be a ko threat: a move White ought to answer.</source>
            <extracomment>comment on the Black plays elsewhere first, node 2</extracomment>
            <translation>黑在别处 E1 落子。在实战中这会是一个劫材：白方应该应的一手。</translation>
        </message>
        <message>
            <source>White does not end the ko (it could, by filling C3) and plays elsewhere too, at A5.</source>
            <extracomment>comment on the Black plays elsewhere first, node 3</extracomment>
            <translation>白不消劫（它本可以在 C3 粘来消劫），也在别处 A5 落子。</translation>
        </message>
        <message>
            <source>Now Black may take back at C3, capturing B3: one move of each side has come between, so the board is not the one of a move ago, and no ruleset objects. It is White who must now wait a turn before retaking.</source>
            <extracomment>comment on the Black plays elsewhere first, node 4</extracomment>
            <translation>现在黑可以在 C3 提回，提掉 B3：双方各下了一手，盘面已不是一手之前的样子，任何规则都不反对。现在轮到白方必须等一手才能提回。</translation>
        </message>
    </context>
    <context>
        <name>Diagram pass-stone-ending</name>
        <message>
            <source>A pass that costs a stone</source>
            <extracomment>title</extracomment>
            <translation>要付出一颗子的停一手</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. AGA rules and the AGA commentary of the &apos;Simplified rules&apos; (every pass hands the opponent a prisoner; White passes last); Japanese rules for territory counting without pass stones.</source>
            <extracomment>source</extracomment>
            <translation>为本课程专门构造的局面。AGA 规则以及 AGA 对“Simplified rules”（简化规则）的注释（每次停一手都要交给对方一个提子；白方最后停一手）；日本规则代表不用停着交子的数目法。</translation>
        </message>
        <message>
            <source>A 6x6 ending with one neutral point: White passes instead of filling it. Under AGA rules the pass hands Black a prisoner and White must pass last, so counting territory gives the same margin as counting area; the Japanese count ignores the pass, and the winner changes.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>只有一个单官的 6 路盘收官：白方停一手而不去填它。在 AGA 规则下，停一手要交给黑方一个提子，而且白方必须最后停一手，因此数目与数子得出同样的胜负差；日本规则的计算不理会停一手，胜负因此改变。</translation>
        </message>
        <message>
            <source>An even game on a 6x6 board, almost finished, White to play. Black made the last move and has one stone more on the board (7 against 6); nothing has been captured. Black&apos;s territory is the A and B columns and C2-C3, 14 points; White&apos;s is E5-E6 and the F column, 8 points. One point belongs to nobody: D1, between Black&apos;s C1 and D2 and White&apos;s E1. Each ruleset counts with its own komi (lesson on handicaps and komi).

Territory counting without pass stones (Japanese, Korean): a pass costs nothing, and D1 is worth nothing to anybody. 14 - 8 = 6, whatever happens at D1: with komi 6.5 White wins by 0.5.

Area counting: D1 is a point for whoever fills it. If White passes and Black fills it, Black&apos;s area is 8 stones + 14 = 22, White&apos;s 6 + 8 = 14: 8 ahead, and with komi 7.5 Black wins by 0.5.

The AGA rules count area, but they add two things that make a count of territory and prisoners come out the same: every pass hands the opponent one stone as a prisoner (a pass stone), and if Black passed last White must add a final pass, so that both players have put down as many stones. That way passing costs a point, just as filling a neutral point would have gained one.</source>
            <extracomment>comment at the start</extracomment>
            <translation>6 路盘上的一盘分先棋，几乎下完，轮白走。黑方下了最后一手，盘上多一颗子（7 对 6）；没有任何提子。黑方的目是 A、B 两列和 C2-C3，共 14 目；白方的目是 E5-E6 和 F 列，共 8 目。有一个点不归任何一方：D1，位于黑方 C1、D2 与白方 E1 之间。每种规则按各自的贴目计算（见让子与贴目一课）。

不用停着交子的数目法（日本规则、韩国规则）：停一手没有任何代价，D1 对谁都毫无价值。不论 D1 怎样，都是 14 - 8 = 6：贴 6.5 目，白胜 0.5 目。

数子法：D1 是谁填就归谁的一个点。如果白方停一手而黑方填上它，黑方的区域为 8 子 + 14 = 22，白方为 6 + 8 = 14：黑领先 8，贴 7.5 目，黑胜 0.5 目。

AGA 规则数子，但增加了两项规定，使数目加提子的计算得出同样的结果：每次停一手都要交给对方一颗子作为提子（停着交子）；如果黑方最后停一手，白方必须再补一次停一手，使双方放下的棋子一样多。这样，停一手就要付出一目，正如填一个单官会得到一目一样。</translation>
        </message>
        <message>
            <source>White passes instead of filling D1. Under the AGA rules Black receives a pass stone. Under the Japanese rules the pass costs nothing.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白停一手而不填 D1。在 AGA 规则下，黑方得到一枚停着交子。在日本规则下，停一手没有任何代价。</translation>
        </message>
        <message>
            <source>Black fills D1: one more point of Black&apos;s area, nothing in a territory count.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑填 D1：黑方区域多了一个点，在数目法中则什么也没得到。</translation>
        </message>
        <message>
            <source>White passes: a second pass stone for Black under the AGA rules.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白停一手：在 AGA 规则下，黑方得到第二枚停着交子。</translation>
        </message>
        <message>
            <source>Black passes and play stops (the Renaissance rules need a third pass). Under the AGA rules White adds a last pass, so Black holds three pass stones and White one, and the territory count gives the same margin as the area count: 8 points. The Japanese count has no pass stones: 6 points.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黑停一手，对局停止（文艺复兴规则需要第三次停一手）。在 AGA 规则下，白方补最后一次停一手，因此黑方持有三枚停着交子，白方一枚，数目法得出与数子法相同的胜负差：8 目。日本规则的计算没有停着交子：6 目。</translation>
        </message>
        <message>
            <source>White fills D1 itself.</source>
            <extracomment>comment on the White fills the neutral point, node 1</extracomment>
            <translation>白自己填 D1。</translation>
        </message>
        <message>
            <source>Black passes: a pass stone for White under the AGA rules.</source>
            <extracomment>comment on the White fills the neutral point, node 2</extracomment>
            <translation>黑停一手：在 AGA 规则下，白方得到一枚停着交子。</translation>
        </message>
        <message>
            <source>White passes last, so nothing is added; each side has handed over one pass stone. Area: Black 7 + 14 = 21, White 7 + 8 = 15, 6 ahead. Territory, prisoners and pass stones: 15 to 9, also 6. Japanese: 14 to 8, also 6. Every count agrees: White wins by 1.5 under AGA rules and by 0.5 under Japanese rules.</source>
            <extracomment>comment on the White fills the neutral point, node 3</extracomment>
            <translation>白方最后停一手，所以不用补；双方各交出了一枚停着交子。数子：黑 7 + 14 = 21，白 7 + 8 = 15，相差 6。数目、提子和停着交子：15 对 9，也是 6。日本规则：14 对 8，也是 6。各种计算都一致：在 AGA 规则下白胜 1.5 目，在日本规则下白胜 0.5 目。</translation>
        </message>
    </context>
    <context>
        <name>Diagram seki-with-an-eye</name>
        <message>
            <source>An eye in seki</source>
            <extracomment>title</extracomment>
            <translation>双活中的眼</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. No territory in seki: Japanese rules of 1989 (as summarised in the library&apos;s notes) and the Simplified Japanese/Korean rules ("intersections in seki do not belong to a player&apos;s score"); Renaissance rules, B.6-B.7 (territory surrounded by live stones, no exception for seki).</source>
            <extracomment>source</extracomment>
            <translation>为本课程专门构造的局面。双活中无目：日本围棋规约（1989年）（见本库注释中的概述）以及日本/韩国简化规则（“intersections in seki do not belong to a player&apos;s score”，即双活中的交叉点不计入任何一方的得分）；文艺复兴规则 B.6-B.7（被活棋围住的目，对双活不设例外）。</translation>
        </message>
        <message>
            <source>A finished 7x7 game with a seki in which only Black has an eye: area counting and Renaissance B count the eye for Black, Japanese and Korean rules count nothing in a seki.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一盘下完的 7 路棋，其中的双活只有黑方有眼：数子法和文艺复兴 B 把这只眼算给黑方，日本规则和韩国规则则不计双活中的任何点。</translation>
        </message>
        <message>
            <source>A finished game on a 7x7 board, White to play. Black owns the upper left (D4-D5 and the eight points of rows 6-7 from A to D), White the G column. Nothing has been captured; Black made the last move, so Black has one stone more on the board (15 against 14). There is no komi.

Lower left is a seki. White&apos;s seven stones A4-B4-B3-B2-C2-D2-D1 have no eye: their two liberties are A3 and C1. Black&apos;s B1 and A2 share an eye at A1, and each has one more liberty: A2 at A3, B1 at C1. Whoever plays on A3 or C1 fills a liberty of his own stones and loses them (a Black stone there leaves Black&apos;s corner with only the eye, and White takes it at A1; a White stone there leaves White&apos;s seven stones in atari). So nobody plays there, and all these stones live together. A3 and C1 are shared and belong to nobody.

What about A1, Black&apos;s eye in the seki? Area counting (Chinese, AGA, New Zealand, Ing, Tromp-Taylor, Renaissance A, the simplified area rules) counts it for Black like any point Black surrounds: Black 15 stones + 10 + 1 = 26, White 14 + 7 = 21, Black by 5. Renaissance B counts territory and prisoners and makes no exception for seki: Black 10 + 1 = 11, White 7, Black by 4 (one less than the area count because of Black&apos;s extra stone, as in the lesson on counting). Japanese and Korean rules, and the simplified Japanese/Korean rules, give no points in a seki at all, an eye included: Black 10, White 7, Black by 3. A seki in which each side had one eye would change nothing; a lopsided one like this is worth a point.</source>
            <extracomment>comment at the start</extracomment>
            <translation>7 路盘上一盘下完的棋，轮白走。黑方占据左上（D4-D5，以及第6-7行从 A 到 D 的八个点），白方占据 G 列。没有任何提子；黑方下了最后一手，所以盘上多一颗子（15 对 14）。没有贴目。

左下是双活。白方 A4-B4-B3-B2-C2-D2-D1 七子没有眼：它们的两口气是 A3 和 C1。黑方 B1 和 A2 共有 A1 一只眼，并且各有另一口气：A2 在 A3，B1 在 C1。谁下在 A3 或 C1，都会紧掉自己棋子的一口气而送掉它们（黑子下在那里，黑方角上就只剩那只眼，白在 A1 把它提掉；白子下在那里，白方七子就被叫吃）。所以谁都不下那里，这些棋子共同活着。A3 和 C1 是公共的，不归任何一方。

那么 A1，黑方在双活中的眼，怎么算呢？数子法（中国规则、AGA 规则、新西兰规则、应氏规则、Tromp-Taylor 规则、文艺复兴 A、数子的各种简化规则）像对待黑方围住的任何点一样把它算给黑方：黑方 15 子 + 10 + 1 = 26，白方 14 + 7 = 21，黑胜 5。文艺复兴 B 计算目和提子，对双活不设例外：黑方 10 + 1 = 11，白方 7，黑胜 4 目（比数子法少一目，原因是黑方多一颗子，与计算一课相同）。日本规则、韩国规则以及日本/韩国简化规则在双活中完全不计目，眼也不例外：黑方 10，白方 7，黑胜 3 目。如果双活中双方各有一只眼，什么也不会改变；像这样一方有眼的双活则值一目。</translation>
        </message>
        <message>
            <source>White passes: A3 and C1 would only cost White its own stones, and no other point is open.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白停一手：下 A3 或 C1 只会送掉白方自己的棋子，也没有其他空着的点可下。</translation>
        </message>
        <message>
            <source>Black passes and play stops; nothing is dead. The eye at A1 is what the counts disagree on: area counting and Renaissance B count it for Black, Japanese and Korean rules count no point in a seki.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑停一手，对局停止；没有死子。各种计算的分歧就在 A1 这只眼上：数子法和文艺复兴 B 把它算给黑方，日本规则和韩国规则不计双活中的任何点。</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-two-and-a-pass</name>
        <message>
            <source>A pass repeats the situation</source>
            <extracomment>title</extracomment>
            <translation>停一手使局面重现</translation>
        </message>
        <message>
            <source>A purpose-made position for the course (the corner seki of &apos;sending two, returning one&apos; on a 7x7 board). Situational superko as in the AGA rules as commonly read and the New Zealand rules (a play may not repeat the board as it stood after any earlier move of the same player); positional superko as in the Common Simplified Rules.</source>
            <extracomment>source</extracomment>
            <translation>为本课程专门构造的局面（7 路盘上“送二还一”的角部双活）。情境超级劫依照通常理解的 AGA 规则以及新西兰规则（落子不得重现同一方此前任何一手之后的盘面）；位置超级劫依照 Common Simplified Rules（通用简化规则）。</translation>
        </message>
        <message>
            <source>The three-move cycle again: a pass is a move that hands the turn over, so after White&apos;s pass the stones and the player to play are as at the start, and situational superko forbids Black to set the cycle off again.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>又是三手循环：停一手也是一手，它把轮走权交给对方，因此白方停一手之后，棋子排列和轮走方都与开始时相同，情境超级劫禁止黑方再次发动循环。</translation>
        </message>
        <message>
            <source>The corner seki of the superko lessons. Black sends two at G3, White takes them at G1, Black returns one at G2: the stones stand as at the start, with White to play. Positional superko forbids the return; situational superko (New Zealand, AGA) allows it, because the player to play is not the one the game began with.

Now White has nothing useful to do and passes. A pass puts no stone on the board, but it is a move: it hands the turn to Black. So the stones and the player to play are now exactly as at the start. If Black sends two again, the board after that move will be the one after Black&apos;s first G3, with White to play, a situation that has occurred before. Situational superko forbids it. New Zealand&apos;s rule says the same in its own words: a move is a play or a pass, and no play may bring back the board as it stood after any of the same player&apos;s earlier moves.

So under situational superko the cycle can go round once, and White&apos;s pass is what closes it. Had White played a real stone instead, the board would be new and Black could start again (the variation).</source>
            <extracomment>comment at the start</extracomment>
            <translation>超级劫各课中的角部双活。黑在 G3 送二，白在 G1 提掉，黑在 G2 还一：棋子排列与开始时相同，轮白走。位置超级劫禁止还一；情境超级劫（新西兰规则、AGA 规则）允许，因为轮走的一方与对局开始时不同。

现在白方没有有用的棋可下，于是停一手。停一手不在盘上放子，但它是一手：它把轮走权交给黑方。所以棋子排列和轮走方现在都与开始时完全相同。如果黑方再次送二，那一手之后的盘面就与黑方第一次下 G3 之后相同，且轮白走，这是以前出现过的局面。情境超级劫禁止这一手。新西兰规则用自己的话说了同样的意思：一手是落子或停一手，任何落子都不得重现同一方此前任何一手之后的盘面。

因此在情境超级劫下，这个循环只能转一圈，而使循环闭合的正是白方的停一手。如果白方改为真正下一颗子，盘面就是新的，黑方可以重新开始（见变化图）。</translation>
        </message>
        <message>
            <source>Black sends two at G3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑在 G3 送二。</translation>
        </message>
        <message>
            <source>White takes the two stones at G1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白在 G1 提掉这两子。</translation>
        </message>
        <message>
            <source>Black returns one at G2. The stones are as at the start, but White is to play, not Black: situational superko (New Zealand, AGA) allows it; positional superko forbids it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑在 G2 还一。棋子排列与开始时相同，但轮白走而不是黑走：情境超级劫（新西兰规则、AGA 规则）允许这一手；位置超级劫禁止。</translation>
        </message>
        <message>
            <source>White passes: there is nothing to gain by playing. It is Black&apos;s turn with the stones as at the start: the very situation the game began with.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白停一手：下任何一手都没有好处。轮黑走，棋子排列与开始时相同：正是对局开始时的局面。</translation>
        </message>
        <message>
            <source>Black sends two again. After White&apos;s pass this brings back the board after move 1 with White to play, so situational superko forbids it. With only the basic ko ban it is legal, and each time round costs Black a point. (Ing&apos;s rules forbid it too, for a reason a later lesson explains.)</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑再次送二。在白方停一手之后，这会重现第1手之后、轮白走的盘面，因此情境超级劫禁止这一手。只有基本劫禁令时这一手合法，每转一圈黑方损失一目。（应氏规则也禁止这一手，原因在后面的课程中说明。）</translation>
        </message>
        <message>
            <source>White plays a stone at A7 instead of passing (a wasted move inside Black&apos;s area).</source>
            <extracomment>comment on the White plays a stone instead of passing, node 4</extracomment>
            <translation>白方不停一手，而在 A7 下一颗子（在黑方区域内白费的一手）。</translation>
        </message>
        <message>
            <source>Black sends two again. The board now has White&apos;s A7 on it, so it is not one seen before: situational superko allows the move, and so does every other superko. Basic ko rules (Japanese, Korean, Renaissance) allow it as before, and so do Ing&apos;s rules: the whole board is not repeating.</source>
            <extracomment>comment on the White plays a stone instead of passing, node 5</extracomment>
            <translation>黑再次送二。现在盘上有白方的 A7，所以这不是以前出现过的盘面：情境超级劫允许这一手，其他各种超级劫也都允许。基本劫规则（日本规则、韩国规则、文艺复兴规则）照旧允许，应氏规则也允许：全盘没有重复。</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-two-player-to-move</name>
        <message>
            <source>The same stones, the other player to play</source>
            <extracomment>title</extracomment>
            <translation>同样的棋子，轮到另一方</translation>
        </message>
        <message>
            <source>A purpose-made position for the course (the corner seki of &apos;sending two, returning one&apos; on a 7x7 board). Situational superko as in the AGA rules as commonly read and the New Zealand rules (a play may not repeat the board as it stood after any earlier move of the same player); positional superko as in the Common Simplified Rules.</source>
            <extracomment>source</extracomment>
            <translation>为本课程专门构造的局面（7 路盘上“送二还一”的角部双活）。情境超级劫依照通常理解的 AGA 规则以及新西兰规则（落子不得重现同一方此前任何一手之后的盘面）；位置超级劫依照 Common Simplified Rules（通用简化规则）。</translation>
        </message>
        <message>
            <source>The three-move cycle of the last lesson: situational superko, which looks at the stones and at who is to play, lets Black return one each time, because the stones come back with White to play, not Black.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>上一课的三手循环：情境超级劫既看棋子也看轮到谁走，它允许黑方每次还一，因为棋子重现时轮到的是白方而不是黑方。</translation>
        </message>
        <message>
            <source>The corner seki of the last lesson. Black sends two at G3, White takes them at G1, Black returns one at G2, and the stones stand as at the start. Positional superko forbids that third move.

Situational superko looks at the whole situation: the stones and the player to play. The game began with Black to play; after Black&apos;s return White is to play, so this situation has not occurred before and the move is legal. The superko of the AGA rules, as commonly read, is situational, and New Zealand&apos;s rule forbids exactly the same plays: no play may bring back the board as it stood after one of the same player&apos;s own moves. (Where a whole situation does come back, situational superko forbids it: the next lesson shows how a pass can do that here.)

Here White answers the cycle with a real move elsewhere, and Black starts it again. Each time Black returns one, the stones are as they were one move before White&apos;s answer, but with the other player to play: situational superko never objects. Positional superko stopped the cycle at its third move. Japanese, Korean, Renaissance and Ing&apos;s rules let the cycle go on too; each time round costs Black a point.</source>
            <extracomment>comment at the start</extracomment>
            <translation>上一课的角部双活。黑在 G3 送二，白在 G1 提掉，黑在 G2 还一，棋子排列与开始时相同。位置超级劫禁止这第三手。

情境超级劫看的是整个局面：棋子和轮走方。对局开始时轮黑走；黑方还一之后轮白走，所以这个局面以前没有出现过，这一手合法。通常理解的 AGA 规则的超级劫是情境超级劫，而新西兰规则禁止的着手完全相同：任何落子都不得重现同一方自己某一手之后的盘面。（如果整个局面确实重现，情境超级劫就会禁止：下一课说明停一手如何在这里造成这种情况。）

这里白方在别处真正下一手来应对循环，黑方再次开始循环。每次黑方还一，棋子都与白方应手之前一手时相同，但轮到的是另一方：情境超级劫从不反对。位置超级劫在循环的第三手就阻止了它。日本规则、韩国规则、文艺复兴规则和应氏规则也允许循环继续；每转一圈黑方损失一目。</translation>
        </message>
        <message>
            <source>Black sends two at G3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑在 G3 送二。</translation>
        </message>
        <message>
            <source>White takes the two stones at G1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白在 G1 提掉这两子。</translation>
        </message>
        <message>
            <source>Black returns one at G2. The stones stand as at the start, but White is to play, not Black. Positional superko forbids this move; situational superko (New Zealand, AGA) allows it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑在 G2 还一。棋子排列与开始时相同，但轮白走而不是黑走。位置超级劫禁止这一手；情境超级劫（新西兰规则、AGA 规则）允许。</translation>
        </message>
        <message>
            <source>White plays a stone at A7, inside Black&apos;s area: a wasted move, but a real one.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白在黑方区域内的 A7 下一颗子：白费的一手，但确实是一手。</translation>
        </message>
        <message>
            <source>Black sends two again. This arrangement of stones (with White&apos;s A7) is new.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑再次送二。这种棋子排列（有白方的 A7）是新的。</translation>
        </message>
        <message>
            <source>White takes the two stones at G1 again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白再次在 G1 提掉这两子。</translation>
        </message>
        <message>
            <source>Black returns one again. The stones are as they were after White&apos;s A7, when Black was to play; now White is. Situational superko allows it again: the stones repeat, the situation does not.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黑再次还一。棋子排列与白方下 A7 之后、轮黑走时相同；现在轮白走。情境超级劫再次允许：棋子重复了，局面却没有重复。</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-two-three-times</name>
        <message>
            <source>Three times round</source>
            <extracomment>title</extracomment>
            <translation>循环三圈</translation>
        </message>
        <message>
            <source>A purpose-made position for the course (the corner seki of &apos;sending two, returning one&apos; on a 7x7 board). Renaissance rules: rule 3 (threefold repetition), rule 4 (minimal superko) and their example 5 (sending three returning one).</source>
            <extracomment>source</extracomment>
            <translation>为本课程专门构造的局面（7 路盘上“送二还一”的角部双活）。文艺复兴规则：规则3（三次重复）、规则4（最小超级劫）及其例5（送三还一）。</translation>
        </message>
        <message>
            <source>The three-move cycle with White passing: the third time the same position comes round the Renaissance rules end the game, and Black, who captured fewer stones in the loop, loses. Their minimal superko forbids only the position in which both players last passed.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>白方停一手的三手循环：同一局面第三次出现时，文艺复兴规则结束对局，黑方在循环中提子较少，判负。它的最小超级劫只禁止双方最近一次都停一手时的那个局面。</translation>
        </message>
        <message>
            <source>The corner of the superko lessons. Black sends two at G3, White takes them at G1, Black returns one at G2, and White, with nothing better to do, passes: the stones and the player to play are as at the start. Superko rules stop this cycle (positional superko at Black&apos;s return, situational superko when Black sends two a second time). With only the basic ko rule, Black could go round for ever, and because White passes each time, Japanese and Korean rules do not treat it as a long cycle without result.

The Renaissance rules keep the basic ko rule and let cycles run, but count repetitions: when the same position (the stones and the player to play) has occurred for the third time, the game ends. Who captured more stones since the first occurrence wins; if both captured as many, it is a draw. In this cycle White takes two stones each time round and Black only one, so Black loses. Sending two and returning one is a way to lose, not a way to stop the game.

Their second rule about repetition, minimal superko, forbids a play only one position: the one in which the last two passes in a row were made (the variation). The komi is 0 here.</source>
            <extracomment>comment at the start</extracomment>
            <translation>超级劫各课中的那个角。黑在 G3 送二，白在 G1 提掉，黑在 G2 还一，而白方没有更好的棋可下，停一手：棋子排列和轮走方都与开始时相同。超级劫规则会阻止这个循环（位置超级劫在黑方还一时，情境超级劫在黑方第二次送二时）。只有基本劫规则时，黑方可以永远循环下去，而且由于白方每次都停一手，日本规则和韩国规则不把它当作无胜负的长循环。

文艺复兴规则保留基本劫规则，允许循环进行，但要计算重复次数：当同一局面（棋子和轮走方）第三次出现时，对局结束。自第一次出现以来提子较多的一方获胜；如果双方提子一样多，则为和棋。在这个循环中，每转一圈白方提两子而黑方只提一子，所以黑负。送二还一是输棋的办法，而不是终止对局的办法。

它关于重复的第二条规则，即最小超级劫，只禁止落子重现一个局面：最近一次连续两次停一手时的局面（见变化图）。这里的贴目为 0。</translation>
        </message>
        <message>
            <source>Black sends two at G3. This position (with White to play) occurs for the first time.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑在 G3 送二。这个局面（轮白走）第一次出现。</translation>
        </message>
        <message>
            <source>White takes two stones at G1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白在 G1 提两子。</translation>
        </message>
        <message>
            <source>Black returns one at G2, capturing one stone. Positional superko forbids it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑在 G2 还一，提掉一子。位置超级劫禁止这一手。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白停一手。</translation>
        </message>
        <message>
            <source>Black sends two again: the position after move 1 occurs a second time. Situational superko forbids it, and so do Ing&apos;s rules (a later lesson).</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑再次送二：第1手之后的局面第二次出现。情境超级劫禁止这一手，应氏规则也禁止（见后面的课程）。</translation>
        </message>
        <message>
            <source>White takes two again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白再次提两子。</translation>
        </message>
        <message>
            <source>Black returns one again.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黑再次还一。</translation>
        </message>
        <message>
            <source>White passes again.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白再次停一手。</translation>
        </message>
        <message>
            <source>The position after move 1 comes round a third time: the Renaissance rules end the game by threefold repetition. Since it first came, White has taken four stones and Black two, so White wins. With passes in the cycle, Japanese and Korean rules let play go on.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>第1手之后的局面第三次出现：文艺复兴规则以三次重复结束对局。自该局面首次出现以来，白方提了四子，黑方提了两子，所以白胜。由于循环中有停一手，日本规则和韩国规则允许对局继续。</translation>
        </message>
        <message>
            <source>Black passes at once.</source>
            <extracomment>comment on the Black passes first, and both pass, node 1</extracomment>
            <translation>黑立即停一手。</translation>
        </message>
        <message>
            <source>White passes too. The last two passes in a row were made in the starting position, so under the Renaissance rules no board play may bring it back (minimal superko); they also need a third pass to stop play, and Black goes on instead. Most other rulesets stop play after two passes: Tromp-Taylor rules end the game here, and Japanese and Korean rules go on to settle it in a way a later lesson explains.</source>
            <extracomment>comment on the Black passes first, and both pass, node 2</extracomment>
            <translation>白也停一手。最近一次连续两次停一手发生在初始局面，因此在文艺复兴规则下，任何落子都不得重现它（最小超级劫）；该规则还需要第三次停一手才停止对局，而黑方选择继续下。其他大多数规则在两次停一手后停止对局：Tromp-Taylor 规则在此终局，日本规则和韩国规则则按后面一课说明的方式继续解决。</translation>
        </message>
        <message>
            <source>Black sends two at G3.</source>
            <extracomment>comment on the Black passes first, and both pass, node 3</extracomment>
            <translation>黑在 G3 送二。</translation>
        </message>
        <message>
            <source>White takes two at G1.</source>
            <extracomment>comment on the Black passes first, and both pass, node 4</extracomment>
            <translation>白在 G1 提两子。</translation>
        </message>
        <message>
            <source>Black&apos;s return at G2 would bring back the position in which both players passed: minimal superko forbids it, and Black&apos;s two stones are simply lost. Positional superko forbids it as well, and situational superko too (New Zealand, AGA): White was to play after Black&apos;s pass, as White would be now. Japanese and Korean rules allow it, and so do Ing&apos;s rules.</source>
            <extracomment>comment on the Black passes first, and both pass, node 5</extracomment>
            <translation>黑在 G2 还一会重现双方都停一手时的局面：最小超级劫禁止这一手，黑方的两子就白白送掉了。位置超级劫也禁止这一手，情境超级劫（新西兰规则、AGA 规则）同样禁止：黑方停一手之后轮白走，而现在也会轮白走。日本规则和韩国规则允许这一手，应氏规则也允许。</translation>
        </message>
    </context>
    <context>
        <name>Diagram suicide</name>
        <message>
            <source>Suicide of three stones</source>
            <extracomment>title</extracomment>
            <translation>三子自杀</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Suicide allowed: New Zealand rules, Ing&apos;s SST rules (part 2 and part 4), the Simplified Ing/NZ rules, the Renaissance rules (rule 1) and Tromp-Taylor; forbidden: the other simplified rules and the Japanese, Korean, Chinese and AGA rules.</source>
            <extracomment>source</extracomment>
            <translation>为本课程专门构造的局面。允许自杀：新西兰规则、应氏规则（SST）（第2部分和第4部分）、简化规则 应氏/新西兰、文艺复兴规则（规则1）和 Tromp-Taylor 规则；禁止自杀：其他简化规则以及日本规则、韩国规则、中国规则和 AGA 规则。</translation>
        </message>
        <message>
            <source>Black fills the last liberty of two of its own stones: a legal move that removes three Black stones under New Zealand, Ing, Renaissance and Tromp-Taylor rules, an illegal suicide under the others.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>黑方紧掉自己两颗子的最后一口气：在新西兰规则、应氏规则、文艺复兴规则和 Tromp-Taylor 规则下，这是合法的一手，拿掉三颗黑子；在其他规则下是禁止的自杀。</translation>
        </message>
        <message>
            <source>Black&apos;s two stones B3 and C3 are surrounded by White and have one liberty left, D3. White&apos;s stones all have plenty of liberties.

What if Black plays D3 itself? The new stone joins B3 and C3, and the string of three has no liberty at all; it captures nothing, since every White string still has liberties. A play that leaves one&apos;s own stones without liberties, without capturing anything, is suicide (self-capture).

The rulesets split in two. Japanese, Korean, Chinese and AGA rules, and the simplified Chinese, Japanese/Korean and AGA rules, forbid suicide: the play is illegal and Black must choose another. New Zealand, Ing&apos;s, the Renaissance and Tromp-Taylor rules, and the simplified Ing/NZ rules, allow it: the three Black stones come off the board at once. Where it is legal, such a move can serve as a threat in a ko fight or take a liberty away in a capturing race; here it only gives stones away. Black is to play.</source>
            <extracomment>comment at the start</extracomment>
            <translation>黑方 B3 和 C3 两子被白子包围，只剩 D3 一口气。白子都有很多气。

如果黑方自己下 D3 会怎样？新子与 B3、C3 连在一起，这三颗子组成的棋串一口气也没有；它也没有提掉任何子，因为每个白方棋串都还有气。不提掉任何子却使自己的棋子没有气的落子，就是自杀（自提）。

各种规则分成两派。日本规则、韩国规则、中国规则和 AGA 规则，以及中国、日本/韩国和 AGA 的简化规则禁止自杀：这一手是禁着，黑方必须另选一手。新西兰规则、应氏规则、文艺复兴规则和 Tromp-Taylor 规则，以及应氏/新西兰简化规则允许自杀：三颗黑子立即被拿离棋盘。在合法的情况下，这样的一手可以在劫争中充当劫材，或在对杀中紧掉对方一口气；这里它只是白白送子。轮黑走。</translation>
        </message>
        <message>
            <source>Black plays D3. Where suicide is forbidden this move is illegal. Where it is allowed, B3, C3 and D3 are removed at once, and the three points are empty again.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑下 D3。在禁止自杀的规则下，这一手是禁着。在允许自杀的规则下，B3、C3 和 D3 立即被拿掉，这三个点又变成空点。</translation>
        </message>
        <message>
            <source>White plays C3 (under the rulesets that allowed Black&apos;s suicide). The three points Black emptied are surrounded by White.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白下 C3（在允许黑方自杀的规则下）。黑方腾空的三个点被白子围住。</translation>
        </message>
    </context>
    <context>
        <name>Diagram three-move-cycle</name>
        <message>
            <source>A three-move cycle</source>
            <extracomment>title</extracomment>
            <translation>三手循环</translation>
        </message>
        <message>
            <source>sending two, returning one</source>
            <extracomment>another name of the position</extracomment>
            <translation>送二还一</translation>
        </message>
        <message>
            <source>A purpose-made position for the course: the corner seki of &apos;sending two, returning one&apos; (Sensei&apos;s Library) on a 7x7 board. Positional superko as in the Common Simplified Rules (no play may bring back an earlier arrangement of stones).</source>
            <extracomment>source</extracomment>
            <translation>为本课程专门构造的局面：7 路盘上“送二还一”（Sensei&apos;s Library，英文围棋维基）的角部双活。位置超级劫依照 Common Simplified Rules（通用简化规则）（任何落子都不得重现此前出现过的棋子排列）。</translation>
        </message>
        <message>
            <source>Black gives two stones and takes one back, and the board is as it was after three moves: positional superko forbids the third move, basic ko does not.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>黑方送出两子、提回一子，三手之后盘面与原来相同：位置超级劫禁止第三手，基本劫规则不禁止。</translation>
        </message>
        <message>
            <source>Lower right, a seki. White&apos;s eight stones (D1-D3, E3, F2-F4, G4) have two liberties, E2 and G3. Black&apos;s E1-F1 has two, E2 and G1; Black&apos;s lone G2 has G1 and G3. Nobody can fill a shared liberty without putting their own stones in atari, so the corner stays as it is. Black&apos;s outer wall, with the whole upper left, is alive.

Black can still start a cycle here. Black plays G3 and gives two stones, White takes them at G1, and Black takes the one stone at G1 back with G2. After these three moves every stone stands where it stood before.

No single stone takes back a single stone at once here, so the basic ko rule has nothing to say. Positional superko, the rule of the simplified rulesets, Chinese and Tromp-Taylor rules, forbids any play that brings back an arrangement of stones seen before in the game, whoever is to play: Black&apos;s third move is illegal. Japanese, Korean and the Renaissance rules have only the basic ko rule here and allow it. New Zealand and AGA rules allow it too: their superko also looks at who is to play, and that is the next lesson. Ing&apos;s rules also allow it, for a reason a later lesson explains.</source>
            <extracomment>comment at the start</extracomment>
            <translation>右下角是双活。白方八子（D1-D3、E3、F2-F4、G4）有 E2 和 G3 两口气。黑方 E1-F1 有 E2 和 G1 两口气；黑方孤子 G2 有 G1 和 G3 两口气。谁去紧公共的气都会使自己的棋子被叫吃，所以这个角保持原样。黑方外围的厚壁连同整个左上都是活棋。

黑方在这里仍然可以发动循环。黑下 G3 送出两子，白在 G1 提掉，黑再下 G2 提回 G1 的一子。这三手之后，每颗子都回到原来的位置。

这里没有单独一颗子立即提回单独一颗子的情况，所以基本劫规则对此无话可说。位置超级劫是各种简化规则、中国规则和 Tromp-Taylor 规则的规定，它禁止任何重现对局中此前出现过的棋子排列的落子，不论轮到谁走：黑方的第三手是禁着。日本规则、韩国规则和文艺复兴规则在这里只有基本劫规则，允许这一手。新西兰规则和 AGA 规则也允许：它们的超级劫还要看轮到谁走，这是下一课的内容。应氏规则也允许，原因在后面的课程中说明。</translation>
        </message>
        <message>
            <source>Black plays G3 and sends two stones: G2-G3 has one liberty left, G1. White&apos;s stones are in atari too (E2 is their last liberty), but it is White&apos;s turn.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑下 G3 送出两子：G2-G3 只剩 G1 一口气。白子也被叫吃了（E2 是它们最后一口气），但现在轮白走。</translation>
        </message>
        <message>
            <source>White takes the two stones at G1. The White stone at G1 has one liberty, G2; Black&apos;s E1-F1 is in atari at E2.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白在 G1 提掉这两子。G1 的白子只有 G2 一口气；黑方 E1-F1 在 E2 处被叫吃。</translation>
        </message>
        <message>
            <source>Black returns one at G2, capturing G1. The stones stand exactly as at the start, so positional superko forbids this move. The rules with only the basic ko ban allow it: two stones taken for one is not a basic ko.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑在 G2 还一，提掉 G1。棋子排列与开始时完全相同，所以位置超级劫禁止这一手。只有基本劫禁令的规则允许这一手：以两子换一子不是基本劫。</translation>
        </message>
    </context>
    <context>
        <name>Diagram two-corner-cycle</name>
        <message>
            <source>Two corners, one long cycle</source>
            <extracomment>title</extracomment>
            <translation>两个角，一个长循环</translation>
        </message>
        <message>
            <source>A purpose-made position for the course: two corner seki of &apos;sending two, returning one&apos;, one for each side. No result for a repeated long cycle: Japanese rules of 1989, article 12. Superko: Common Simplified Rules (positional), New Zealand rules (situational). Threefold repetition: Renaissance rules, rule 3. Ing&apos;s SST rules, part 6 (disturbing).</source>
            <extracomment>source</extracomment>
            <translation>为本课程专门构造的局面：两个“送二还一”的角部双活，双方各有一个。重复的长循环判无胜负：日本围棋规约（1989年）第12条。超级劫：Common Simplified Rules（通用简化规则）（位置超级劫）、新西兰规则（情境超级劫）。三次重复：文艺复兴规则，规则3。应氏规则（SST）第6部分（搅劫）。</translation>
        </message>
        <message>
            <source>Each side can give two stones and take one back in its own corner, so six moves bring the whole board back with Black to play and no pass in between: no result under Japanese and Korean rules, forbidden by superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>双方都可以在自己的角上送出两子、提回一子，因此六手之后全盘回到原样，轮黑走，其间没有停一手：在日本规则和韩国规则下无胜负，超级劫则禁止。</translation>
        </message>
        <message>
            <source>Two copies of the corner of the superko lessons. In the lower right White&apos;s eight stones are in seki with Black&apos;s G1-H1 and J2, as before. In the upper left the colours are swapped: Black&apos;s eight stones are in seki with White&apos;s B9-C9 and A8. The two outer walls have many liberties each and are not in danger.

Each side has a cycle of its own: Black can send two at J3, White takes them at J1, and Black returns one at J2. White can do the same upper left: send two at A7, Black takes at A9, White returns one at A8. One round in each corner is six moves, and after them every stone is back where it started, with Black to play: the whole situation repeats, and no one has passed.

With only the basic ko rule nothing forbids any of these moves, and the players could go round for ever. Japanese and Korean rules end such a game without a result when the players keep repeating the cycle (here, when the same situation has come round a third time with no pass in between). Positional superko forbids Black&apos;s first return (J2), which brings back the starting stones. Situational superko (New Zealand, AGA) allows it, since White is then to play, but forbids White&apos;s return at A8, which brings back the start with Black to play. The Renaissance rules end the game at the third repetition too, as a draw (the next lesson). Ing&apos;s rules let each side set off a cycle once and then forbid Black&apos;s second start (a later lesson).</source>
            <extracomment>comment at the start</extracomment>
            <translation>超级劫各课中那个角的两个复本。右下角，白方八子与黑方 G1-H1 和 J2 形成双活，与前面相同。左上角颜色互换：黑方八子与白方 B9-C9 和 A8 形成双活。两道外围厚壁各有很多气，没有危险。

双方各有自己的循环：黑可以在 J3 送二，白在 J1 提掉，黑在 J2 还一。白在左上也可以这样做：在 A7 送二，黑在 A9 提掉，白在 A8 还一。每个角各转一圈共六手，之后每颗子都回到开始时的位置，轮黑走：整个局面重复了，而且没有人停一手。

只有基本劫规则时，这些着手都不被禁止，双方可以永远循环下去。当双方持续重复这个循环时（这里是同一局面在其间没有停一手的情况下第三次出现时），日本规则和韩国规则以无胜负结束对局。位置超级劫禁止黑方第一次还一（J2），因为它重现了初始的棋子排列。情境超级劫（新西兰规则、AGA 规则）允许这一手，因为这时轮白走，但禁止白方在 A8 还一，因为它重现了轮黑走的初始局面。文艺复兴规则也在第三次重复时结束对局，判为和棋（见下一课）。应氏规则允许每方发动一次循环，然后禁止黑方第二次发动（见后面的课程）。</translation>
        </message>
        <message>
            <source>Black sends two at J3: J2-J3 has one liberty left, J1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑在 J3 送二：J2-J3 只剩 J1 一口气。</translation>
        </message>
        <message>
            <source>White takes the two stones at J1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白在 J1 提掉这两子。</translation>
        </message>
        <message>
            <source>Black returns one at J2, capturing J1: the lower right is as at the start, with White to play. Positional superko forbids this move; situational superko allows it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑在 J2 还一，提掉 J1：右下角与开始时相同，轮白走。位置超级劫禁止这一手；情境超级劫允许。</translation>
        </message>
        <message>
            <source>White now sends two at A7 in the upper left: A7-A8 has one liberty left, A9.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>现在白在左上的 A7 送二：A7-A8 只剩 A9 一口气。</translation>
        </message>
        <message>
            <source>Black takes the two stones at A9.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑在 A9 提掉这两子。</translation>
        </message>
        <message>
            <source>White returns one at A8, capturing A9. The whole board is as at the start, and Black is to play: situational superko (New Zealand, AGA) forbids this move. Under the basic ko rule it is legal, and the cycle can begin again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白在 A8 还一，提掉 A9。全盘与开始时相同，轮黑走：情境超级劫（新西兰规则、AGA 规则）禁止这一手。在基本劫规则下这一手合法，循环可以重新开始。</translation>
        </message>
        <message>
            <source>Round two: Black sends two again. Ing&apos;s rules forbid it: Black has already set off one cycle (a later lesson).</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>第二轮：黑再次送二。应氏规则禁止这一手：黑方已经发动过一次循环（见后面的课程）。</translation>
        </message>
        <message>
            <source>White takes two.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白提两子。</translation>
        </message>
        <message>
            <source>Black returns one.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黑还一。</translation>
        </message>
        <message>
            <source>White sends two.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白送二。</translation>
        </message>
        <message>
            <source>Black takes two.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黑提两子。</translation>
        </message>
        <message>
            <source>The starting situation comes round a third time with no pass in between: a long cycle. Japanese and Korean rules end the game with no result; the Renaissance rules end it by threefold repetition, a draw, since each side took three stones per round.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>初始局面第三次出现，其间没有停一手：这是长循环。日本规则和韩国规则以无胜负结束对局；文艺复兴规则以三次重复结束对局，判为和棋，因为每一轮双方各提三子。</translation>
        </message>
    </context>
    <context>
        <name>Diagram two-handicap-stones</name>
        <message>
            <source>Two handicap stones</source>
            <extracomment>title</extracomment>
            <translation>让两子</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Handicap and komi as the presets read them: New Zealand rules (handicap by White passing, no komi), Ing&apos;s SST rules (&apos;Counting&apos; item 5: N points for N stones), the AGA commentary of the &apos;Simplified rules&apos;, Chinese, AGA, Japanese and Korean conventions.</source>
            <extracomment>source</extracomment>
            <translation>为本课程专门构造的局面。让子和贴目按各内建规则的解读：新西兰规则（以白方停一手的方式让子，无贴目）、应氏规则（SST）（“Counting”第5项：让 N 子补 N 点）、AGA 对“Simplified rules”（简化规则）的注释，以及中国、AGA、日本和韩国的惯例。</translation>
        </message>
        <message>
            <source>A finished two-stone handicap game on 7x7: on the board Black is one point ahead by area and level by territory, and what each ruleset gives White for the handicap decides the winner.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>7 路盘上一盘下完的让两子棋：按盘面，黑方数子领先一目，数目则持平，各规则给白方的让子补偿决定胜负。</translation>
        </message>
        <message>
            <source>A finished handicap game on a 7x7 board. Black began with two handicap stones on the board&apos;s handicap points, C3 and E5; then White moved first and the players took turns. White made the last move, so Black has put down one stone more than White: 11 against 10. Nothing was captured, and the walls touch everywhere.

Black owns the lower right: 25 points by area (11 stones and 14 empty points; Black&apos;s D4 and E2 stand inside Black&apos;s own area). White owns the rest: 24 points (10 stones and 14 empty points). By area Black is 1 point ahead; by territory it is 14 to 14.

In an even game White receives komi for moving second: 6.5 under Japanese and Korean rules, 7.5 under Chinese and AGA rules, 7 in New Zealand, 8 under Ing&apos;s rules. In a handicap game there is no such komi; instead the rulesets disagree on what White gets back for the handicap stones:
- Japanese, Korean and simplified Japanese/Korean: nothing. Counting territory, a stone earns nothing by itself, so the handicap stones are worth only what they helped surround. 14 - 14: a tie (jigo).
- Chinese, simplified Chinese and Ing: one point per handicap stone, 2 points, because under area counting every handicap stone is a point Black never spent a move on. 25 - 24 - 2: White by 1.
- AGA and simplified AGA: one point per stone after the first, plus 0.5. 25 - 24 - 1.5: White by 0.5. Renaissance A (area) and B (territory, 14 - 14 - 0.5) give the same.
- New Zealand, simplified Ing/NZ and Tromp-Taylor: nothing and no komi. Black by 1.

Black is to play; nothing is left to gain.</source>
            <extracomment>comment at the start</extracomment>
            <translation>7 路盘上一盘下完的让子棋。黑方开始时在盘上的让子点 C3 和 E5 放了两颗让子；然后白方先走，双方轮流落子。白方下了最后一手，所以黑方比白方多放了一颗子：11 对 10。没有任何提子，双方的墙处处相接。

黑方占据右下：数子为 25 点（11 子和 14 个空点；黑方的 D4 和 E2 位于黑方自己的区域内）。白方占据其余部分：24 点（10 子和 14 个空点）。数子黑方领先 1 点；数目则是 14 对 14。

在分先对局中，白方因后走而得到贴目：日本规则和韩国规则为 6.5 目，中国规则和 AGA 规则为 7.5 目，新西兰规则为 7 目，应氏规则为 8 点。在让子棋中没有这种贴目；而对于白方因让子应得到多少补偿，各规则意见不一：
- 日本规则、韩国规则以及日本/韩国简化规则：没有补偿。数目时，一颗子本身不得分，所以让子的价值仅在于它们帮助围住的目。14 - 14：和棋（持碁）。
- 中国规则、中国简化规则和应氏规则：每颗让子补 1 点，共 2 点，因为在数子法下，每颗让子都是黑方没花一手就得到的一个点。25 - 24 - 2：白胜 1。
- AGA 规则和 AGA 简化规则：第一颗之后每颗子补 1 点，再加 0.5。25 - 24 - 1.5：白胜 0.5。文艺复兴 A（数子）和 B（数目，14 - 14 - 0.5）结果相同。
- 新西兰规则、应氏/新西兰简化规则和 Tromp-Taylor 规则：没有补偿，也没有贴目。黑胜 1。

轮黑走；已经没有可以得利的地方了。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑停一手。</translation>
        </message>
        <message>
            <source>White passes: play stops, and nothing is dead. What each ruleset gives White for Black&apos;s two handicap stones decides the winner: from Black by 1 (New Zealand, which gives nothing) to White by 1 (Chinese rules, a point per stone).</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白停一手：对局停止，没有死子。各规则对黑方两颗让子给予白方的补偿决定胜负：从黑胜 1（新西兰规则，不给补偿）到白胜 1（中国规则，每子补一点）。</translation>
        </message>
    </context>
    <context>
        <name>Diagram two-stone-ko</name>
        <message>
            <source>Two stones take two</source>
            <extracomment>title</extracomment>
            <translation>两子提两子</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Ing&apos;s SST rules, part 6A (fighting kos: hot stones, double hot stones) and part 2 (During the game, items 4 and 5).</source>
            <extracomment>source</extracomment>
            <translation>为本课程专门构造的局面。应氏规则（SST）第6A部分（争劫：热子、双热子）和第2部分（During the game，即对局中，第4、5项）。</translation>
        </message>
        <message>
            <source>White takes two stones with two, and Black could take those two straight back: every other ruleset allows it, Ing&apos;s rules call the two White stones hot and make Black play elsewhere first.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>白方以两子提掉两子，黑方本可以立即提回这两子：其他各种规则都允许，而应氏规则称这两颗白子为热子，要求黑方先在别处下一手。</translation>
        </message>
        <message>
            <source>A fight on the bottom edge of a 5x5 board, White to play. White&apos;s corner A1-A2-B2-C2 has one liberty, A3. Black&apos;s B1-C1 and White&apos;s E1 each have one liberty, the same point D1, and Black&apos;s D2-E2 has two, D1 and E3.

White plays D1 and captures B1 and C1. Now White&apos;s D1-E1 has a single liberty, C1, and Black&apos;s D2-E2 is in atari at E3. If Black can take D1-E1 back at C1, Black&apos;s group is out of atari and White&apos;s corner is short of liberties again; if not, White captures D2-E2 at E3.

The basic ko rule speaks only of a single stone that has just taken a single stone: here two stones took two, so Japanese, Korean and the Renaissance rules let Black take back at once. Superko does not object either: after Black&apos;s capture B1 stays empty, so the board is a new one.

Ing&apos;s rules treat this as a ko fight. Stones that have just captured in a fighting ko are hot: they may be captured only after a move or a pass in between, and that holds for two stones (double hot stones) as well as for one. So under Ing&apos;s rules Black must first play elsewhere, a ko threat, as in a basic ko.</source>
            <extracomment>comment at the start</extracomment>
            <translation>5 路盘下边的一场战斗，轮白走。白方角上的 A1-A2-B2-C2 只有 A3 一口气。黑方 B1-C1 和白方 E1 各只有一口气，都是 D1 这个点；黑方 D2-E2 有 D1 和 E3 两口气。

白下 D1，提掉 B1 和 C1。这时白方 D1-E1 只有 C1 一口气，黑方 D2-E2 在 E3 处被叫吃。如果黑方能在 C1 提回 D1-E1，黑棋就摆脱叫吃，白方角上的棋又缺气了；否则，白方就在 E3 提掉 D2-E2。

基本劫规则只涉及刚刚提掉单独一子的单独一子：这里是两子提了两子，所以日本规则、韩国规则和文艺复兴规则允许黑方立即提回。超级劫也不反对：黑方提子之后 B1 仍是空的，所以盘面是新的。

应氏规则把这看作争劫。在争劫中刚刚提过子的棋子是热子：必须隔一手或停一手之后才能提它们，这对两颗子（双热子）和一颗子同样适用。所以在应氏规则下，黑方必须先在别处下一手，即下劫材，就像在基本劫中一样。</translation>
        </message>
        <message>
            <source>White captures B1 and C1 at D1. The White stones D1 and E1 have just captured and have one liberty, C1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白在 D1 提掉 B1 和 C1。白子 D1 和 E1 刚刚提过子，只有 C1 一口气。</translation>
        </message>
        <message>
            <source>Black takes D1 and E1 back at C1 at once. Every ruleset allows this except Ing&apos;s: D1-E1 are hot stones, and Black needs an intervening move first.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑立即在 C1 提回 D1 和 E1。除应氏规则外，每种规则都允许这一手：D1-E1 是热子，黑方需要先隔一手。</translation>
        </message>
        <message>
            <source>Black plays elsewhere first, at E5, against White&apos;s wall.</source>
            <extracomment>comment on the Black plays elsewhere first, node 2</extracomment>
            <translation>黑先在别处 E5 落子，贴着白方的墙。</translation>
        </message>
        <message>
            <source>White answers elsewhere too, at A5 (White could instead have captured D2-E2 at E3).</source>
            <extracomment>comment on the Black plays elsewhere first, node 3</extracomment>
            <translation>白也在别处 A5 应（白方本可以改在 E3 提掉 D2-E2）。</translation>
        </message>
        <message>
            <source>Now Black may take D1 and E1 at C1 under Ing&apos;s rules too: moves have come between, and the stones are no longer hot.</source>
            <extracomment>comment on the Black plays elsewhere first, node 4</extracomment>
            <translation>现在在应氏规则下黑方也可以在 C1 提掉 D1 和 E1：其间已经隔了几手，这两颗子不再是热子。</translation>
        </message>
    </context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
    <context>
        <name>Diagram balanced-quadruple-ko</name>
        <message>
            <source>Balanced quadruple ko seki</source>
            <extracomment>title</extracomment>
            <translation>平衡四劫雙活</translation>
        </message>
        <message>
            <source>quadruple ko seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>四劫雙活</translation>
        </message>
        <message>
            <source>四劫循环</source>
            <extracomment>another name of the position</extracomment>
            <translation>四劫循環</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Quadruple ko seki&apos;; Ing&apos;s SST rules (balanced kos are disturbing kos).</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英文圍棋維基）的“Quadruple ko seki”條目；應氏圍棋規則（SST）（平衡的劫屬於攪劫）。</translation>
        </message>
        <message>
            <source>Four kos, two held by each side: a seki under superko and Ing&apos;s rules, but a player who is behind can force no result in Japan and Korea.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>四個劫，雙方各佔兩個：在超級劫規則和應氏規則下是雙活，但在日本和韓國，落後的一方可以強制造成無勝負。</translation>
        </message>
        <message>
            <source>White&apos;s top group has two liberties (F8 and H8); Black&apos;s middle group has two (B7 and D7). Black holds two kos (B8, D8), White two (F7, H7). Whoever takes a ko puts the other side in atari, and the other side takes another ko back. With two kos each, neither can win: a seki.

A player who would lose the game on the count can keep taking kos. After eight moves the start returns. Japanese and Korean rules: no result. Superko forbids the eighth move. Ing&apos;s rules see a balanced (disturbing) ko: each player may set off the cycle once, and only the attacker disturbs, so an atari here can always be answered by taking another ko and neither group can be captured. Renaissance: a draw by threefold repetition.</source>
            <extracomment>comment at the start</extracomment>
            <translation>白方上邊的棋塊有兩口氣（F8 和 H8）；黑方中間的棋塊也有兩口氣（B7 和 D7）。黑方佔著兩個劫（B8、D8），白方佔著兩個劫（F7、H7）。無論誰提一個劫，都會使對方被叫吃，而對方可以提回另一個劫。雙方各有兩個劫，誰也贏不了：這是雙活。

按計算會輸棋的一方可以不斷提劫。八手之後回到初始局面。日本規則和韓國規則：無勝負。超級劫禁止第八手。應氏規則視之為平衡的劫（攪劫）：每方只能發起一次循環，而且只有進攻方算作攪劫，因此這裡的叫吃總能以提另一個劫來應對，哪一塊棋都無法被吃掉。文藝復興規則：三次重複判為和棋。</translation>
        </message>
        <message>
            <source>Black takes the ko at F8 (capturing F7): White&apos;s top group is in atari at H8.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方在 F8 提劫（提掉 F7）：白方上邊的棋塊在 H8 被叫吃。</translation>
        </message>
        <message>
            <source>White takes a ko back at B7 (capturing B8): Black is in atari at D7.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方在 B7 提回一個劫（提掉 B8）：黑方在 D7 被叫吃。</translation>
        </message>
        <message>
            <source>Black takes the other White ko at H8: White in atari at F7.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑方在 H8 提白方的另一個劫：白方在 F7 被叫吃。</translation>
        </message>
        <message>
            <source>White takes the other Black ko at D7: Black in atari at B8.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白方在 D7 提黑方的另一個劫：黑方在 B8 被叫吃。</translation>
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
            <translation>白方在 H7 提回：回到初始局面，輪黑方下。超級劫禁止這一手。</translation>
        </message>
        <message>
            <source>Round two. Under Ing&apos;s rules Black set off the first round and may not disturb again: this attack would recreate the position after move 1. White, who only answered, has not disturbed yet.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>第二輪。按應氏規則，第一輪是黑方發起的，不能再次攪劫：這次進攻會重現第 1 手之後的局面。白方只是應對，還沒有攪過劫。</translation>
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
            <translation>初始局面第三次出現：在日本和韓國為無勝負，按文藝復興規則為和棋（循環中雙方各提了八子）。</translation>
        </message>
    </context>
    <context>
        <name>Diagram bent-four</name>
        <message>
            <source>Bent four in the corner</source>
            <extracomment>title</extracomment>
            <translation>盤角曲四</translation>
        </message>
        <message>
            <source>magari shimoku (隅の曲がり四目)</source>
            <extracomment>another name of the position</extracomment>
            <translation>magari shimoku（隅の曲がり四目，日語“角上的曲四”）</translation>
        </message>
        <message>
            <source>盘角曲四</source>
            <extracomment>another name of the position</extracomment>
            <translation>盤角曲四</translation>
        </message>
        <message>
            <source>Japanese rules 1989, article 7-2 and its commentary (bent four is dead as it stands); Ing&apos;s SST rules, &apos;Bent four in the corner&apos;.</source>
            <extracomment>source</extracomment>
            <translation>日本圍棋規約（1989年）第7條第2款及其解說（盤角曲四按原樣即為死棋）；應氏圍棋規則（SST）的“盤角曲四”。</translation>
        </message>
        <message>
            <source>Dead by rule in Japan whatever ko threats exist; under every other ruleset it must be played out, and an unanswered ko threat can save it.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>在日本，不論有沒有劫材，按規則判為死棋；在其他所有規則下都必須下出結果，而一個未被消除的劫材就能救活它。</translation>
        </message>
        <message>
            <source>White&apos;s corner group (eleven stones) has only two liberties, A17 and C19, and can never play either itself. Black&apos;s stones at A18 and B19 are inside. Black&apos;s wall is alive.

To capture, Black connects at A19, throws in at C19 (four Black stones in the bent four shape), White must capture them with A17, Black plays the 1-2 point B19, White answers A19, and Black takes the ko at A18. White can retake only after a ko threat.

Japanese and Korean rules settle it without play: after both pass, the confirmation play decides, and in it a ko may be retaken only after a pass, so ko threats are useless and the group is dead. Everyone else plays it out. Tromp-Taylor rules count every stone on the board as alive once both pass, so Black must capture before passing. With a ko threat Black cannot answer (the variation), White wins the ko everywhere but in Japan and Korea. Ing&apos;s rules add a case: when White&apos;s threat lies in a seki that Black cannot remove, and ignoring it would cost Black more than the corner is worth, Black does better to answer it and let White live (the variation &apos;A ko threat worth more than the corner&apos;).

The rest of the board is assumed settled; komi 0.</source>
            <extracomment>comment at the start</extracomment>
            <translation>白方角上的棋塊（十一子）只有 A17 和 C19 兩口氣，而且自己永遠不能下這兩點中的任何一點。黑方 A18 和 B19 兩子在其內部。黑方的外牆是活棋。

要吃掉它，黑方在 A19 粘，在 C19 撲入（四枚黑子成曲四形），白方必須在 A17 把它們提掉，黑方下在一二路的 B19，白方在 A19 應，黑方在 A18 提劫。白方只有找劫材之後才能提回。

日本規則和韓國規則不用實際下出就能解決：雙方停一手之後，由死活確認著手來決定，而在其中被提的劫必須先停一手才能提回，所以劫材毫無用處，這塊棋是死棋。其他規則都要實際下出。Tromp-Taylor 規則在雙方停一手之後把盤上所有棋子都算作活棋，所以黑方必須在停一手之前提掉它。如果白方有黑方無法應對的劫材（見變化），那麼除了日本和韓國以外，白方在所有規則下都能打贏這個劫。應氏規則還多一種情形：白方的劫材在黑方無法消除的雙活中，而不應劫材會使黑方損失比這個角更多時，黑方最好應劫材，讓白棋活（變化“價值超過這個角的劫材”）。

假定盤面其餘部分都已確定；貼目為 0。</translation>
        </message>
        <message>
            <source>Black passes without playing the corner out...</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方沒有在角上下出結果就停一手……</translation>
        </message>
        <message>
            <source>...and White passes: play stops. Under Tromp-Taylor rules the game is over and every stone on the board is alive, White&apos;s corner included. Japanese and Korean players who disagree about the corner settle it by a confirmation play that does not count; elsewhere play resumes.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>……白方也停一手：對局停止。按 Tromp-Taylor 規則，對局結束，盤上所有棋子都算活棋，包括白方的角。採用日本規則和韓國規則的對局者如果對這個角有爭議，就以不計入勝負的死活確認著手來解決；其他規則則恢復對局。</translation>
        </message>
        <message>
            <source>Black connects at A19.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑方在 A19 粘。</translation>
        </message>
        <message>
            <source>White cannot do anything useful in the corner: A17 or C19 would put its own group in atari.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白方在角上做不了任何有用的事：下 A17 或 C19 都會使自己的棋塊被叫吃。</translation>
        </message>
        <message>
            <source>Black throws in at C19: four Black stones in atari.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑方在 C19 撲入：四枚黑子被叫吃。</translation>
        </message>
        <message>
            <source>White has to capture them (A17 takes A18, A19, B19 and C19), or Black captures White.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白方必須提掉它們（A17 提掉 A18、A19、B19 和 C19），否則黑方就會吃掉白棋。</translation>
        </message>
        <message>
            <source>Black plays the 1-2 point.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黑方下在一二路。</translation>
        </message>
        <message>
            <source>White&apos;s only answer: A19 (atari on B19).</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白方唯一的應手：A19（叫吃 B19）。</translation>
        </message>
        <message>
            <source>Black takes the ko at A18 (capturing A19). White&apos;s group is in atari at C19.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黑方在 A18 提劫（提掉 A19）。白方的棋塊在 C19 被叫吃。</translation>
        </message>
        <message>
            <source>White has no ko threat. In the Japanese confirmation play White could retake only after a pass anyway; here White passes.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白方沒有劫材。在日本規則的死活確認著手中，白方無論如何也要先停一手才能提回；這裡白方停一手。</translation>
        </message>
        <message>
            <source>Black captures the corner: twelve White stones.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黑方吃掉這個角：十二枚白子。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>白方停一手。</translation>
        </message>
        <message>
            <source>Black passes. The corner is Black&apos;s.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>黑方停一手。這個角歸黑方。</translation>
        </message>
        <message>
            <source>The same corner, and in the lower right a Black group with a straight four eye space (Q1, R1, S1, T1). It is alive, but a White stone at R1 or S1 threatens to kill it, so White has one ko threat. Black could remove it by playing R1 or S1 first; here Black leaves it.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 1</extracomment>
            <translation>同樣的角，右下還有一塊黑棋，眼位是直四（Q1、R1、S1、T1）。它是活棋，但白方下在 R1 或 S1 就能威脅殺死它，所以白方有一個劫材。黑方可以先下 R1 或 S1 消除它；這裡黑方沒有管它。</translation>
        </message>
        <message>
            <source>Black passes...</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 2</extracomment>
            <translation>黑方停一手……</translation>
        </message>
        <message>
            <source>...and White passes: play stops (over, with every stone alive, under Tromp-Taylor rules).</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 3</extracomment>
            <translation>……白方也停一手：對局停止（按 Tromp-Taylor 規則對局結束，所有棋子都算活棋）。</translation>
        </message>
        <message>
            <source>Black throws in at C19.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 6</extracomment>
            <translation>黑方在 C19 撲入。</translation>
        </message>
        <message>
            <source>White captures four.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 7</extracomment>
            <translation>白方提掉四子。</translation>
        </message>
        <message>
            <source>White answers at A19.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 9</extracomment>
            <translation>白方在 A19 應。</translation>
        </message>
        <message>
            <source>Black takes the ko.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 10</extracomment>
            <translation>黑方提劫。</translation>
        </message>
        <message>
            <source>White&apos;s ko threat: R1 inside Black&apos;s straight four.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 11</extracomment>
            <translation>白方的劫材：下在黑方直四內的 R1。</translation>
        </message>
        <message>
            <source>Black must answer at S1, or lose the group.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 12</extracomment>
            <translation>黑方必須在 S1 應，否則這塊棋就會被吃掉。</translation>
        </message>
        <message>
            <source>White retakes the ko. In the Japanese and Korean confirmation play this is forbidden: White has not passed since Black took the ko, so the threat did not help.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 13</extracomment>
            <translation>白方提回劫。在日本規則和韓國規則的死活確認著手中這是禁止的：自黑方提劫以來白方沒有停過一手，所以劫材沒有幫助。</translation>
        </message>
        <message>
            <source>Black has no threat of his own.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 14</extracomment>
            <translation>黑方自己沒有劫材。</translation>
        </message>
        <message>
            <source>White captures B19 and has two eyes: the corner lives.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 15</extracomment>
            <translation>白方提掉 B19，有了兩隻眼：這個角活了。</translation>
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
            <translation>同樣的角，左下還有一個雙活。黑方被標記的棋塊（十三子）有一隻眼 A1，另外還有一口氣 C1。白方 D1、D2、E2、F2、F1 五子有一隻眼 E1，也有同一口氣 C1。任何一方去填 C1，都會在對方輪走時使自己的棋塊被叫吃，所以雙方都活：這是雙活。

這個雙活給了白方一個黑方無法消除的劫材：白方下 C1，會使白方自己的棋子和黑方被標記的棋塊同時被叫吃。黑方必須在 E1 提掉白方六子，否則被標記的棋塊就會在 A1 被吃掉。黑方不能先下 C1（白方會在 A1 吃掉被標記的棋塊），也不能下 E1（那是白方的眼：自殺）。

失去被標記的棋塊會讓白方得到整個左下角，而應劫材則使左下歸黑方：這一齣一入比這個角還大。所以黑方應劫材，讓白棋活；子變化顯示殺死這個角的代價。左下角在圖中計算範圍之內。</translation>
        </message>
        <message>
            <source>...and White passes: play stops (under Tromp-Taylor rules the game is over with every stone alive). Elsewhere the corner is played out as in the main line.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 3</extracomment>
            <translation>……白方也停一手：對局停止（按 Tromp-Taylor 規則對局結束，所有棋子都算活棋）。在其他規則下，這個角像主變化一樣實際下出。</translation>
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
            <translation>白方利用雙活的劫材：C1。白方六子在 E1 被叫吃，黑方被標記的棋塊在 A1 被叫吃。黑方必須選擇：在 E1 提子而輸掉這個劫，或者殺死這個角而失去被標記的棋塊。</translation>
        </message>
        <message>
            <source>Black answers: E1 captures six White stones. The marked group now has two eyes and the whole lower left.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 12</extracomment>
            <translation>黑方應劫材：E1 提掉六枚白子。被標記的棋塊現在有了兩隻眼和整個左下角。</translation>
        </message>
        <message>
            <source>White retakes the ko at A19. In the Japanese and Korean confirmation play (and the simplified Japanese/Korean imagined play) this is forbidden: White has not passed since Black took the ko. There the corner is dead as in the main line, whatever White&apos;s threat is worth.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 13</extracomment>
            <translation>白方在 A19 提回劫。在日本規則和韓國規則的死活確認著手中（以及簡化 日/韓規則的假想著手中）這是禁止的：自黑方提劫以來白方沒有停過一手。在那些規則下，不論白方的劫材價值多大，這個角都像主變化一樣是死棋。</translation>
        </message>
        <message>
            <source>Black has no ko threat left.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 14</extracomment>
            <translation>黑方已經沒有劫材了。</translation>
        </message>
        <message>
            <source>White captures B19 at C19: the corner has two eyes, A18 and B19, and lives.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 15</extracomment>
            <translation>白方在 C19 提掉 B19：這個角有了 A18 和 B19 兩隻眼，活了。</translation>
        </message>
        <message>
            <source>White passes. Area: Black has the wall around the corner (9) and the lower left (14 stones + 7 empty points), 30; White has the corner (14 stones + 2 eyes) and the wall around the lower left (11), 27: Black by 3. Territory (Renaissance B): Black 7 points + 7 prisoners (A19 and the six) = 14, White 2 eyes + 6 prisoners (the four thrown in, A18 and B19) = 8: Black by 6. Under Tromp-Taylor rules the game ended at the first two passes with every stone alive.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 17</extracomment>
            <translation>白方停一手。數子：黑方有角周圍的外牆（9）和左下角（14 子 + 7 個空點），共 30；白方有角（14 子 + 2 隻眼）和左下角周圍的外牆（11），共 27：黑勝 3。數目（文藝復興 B）：黑方 7 目 + 7 個提子（A19 和那六子）= 14，白方 2 隻眼 + 6 個提子（撲入的四子、A18 和 B19）= 8：黑勝 6。按 Tromp-Taylor 規則，對局在最初雙方停一手時就已結束，所有棋子都算活棋。</translation>
        </message>
        <message>
            <source>Black ignores the threat and captures the corner at C19: twelve White stones.</source>
            <extracomment>comment on the Black ignores the threat and kills the corner, node 12</extracomment>
            <translation>黑方不理劫材，在 C19 吃掉這個角：十二枚白子。</translation>
        </message>
        <message>
            <source>White captures the thirteen marked stones at A1.</source>
            <extracomment>comment on the Black ignores the threat and kills the corner, node 13</extracomment>
            <translation>白方在 A1 提掉被標記的十三枚黑子。</translation>
        </message>
        <message>
            <source>White passes. Black has the corner, White the whole lower left. Area: Black 25, White 32 (18 stones + 14 empty points): White by 7, where answering the threat won by 3. Territory (Renaissance B): Black 13 points + 13 prisoners = 26, White 14 points + 17 prisoners (the four thrown in and the thirteen marked stones) = 31: White by 5, where answering won by 6. Under the Japanese and Korean rules the confirmation play is not kept, but the stones it captured are dead, and here Black let White capture the marked group: the stopped position is counted with the corner and the marked group removed, Black 14 points + 11 dead = 25, White 16 points + 13 dead = 29, White by 4. Played properly there, Black answers the threat, White may not retake, and Black has both.</source>
            <extracomment>comment on the Black ignores the threat and kills the corner, node 15</extracomment>
            <translation>白方停一手。黑方得到角，白方得到整個左下角。數子：黑 25，白 32（18 子 + 14 個空點）：白勝 7，而應劫材時是黑勝 3。數目（文藝復興 B）：黑方 13 目 + 13 個提子 = 26，白方 14 目 + 17 個提子（撲入的四子和被標記的十三子）= 31：白勝 5，而應劫材時是黑勝 6。按日本規則和韓國規則，死活確認著手不保留，但被它提掉的棋子是死子，而這裡黑方讓白方吃掉了被標記的棋塊：停止時的局面去掉角和被標記的棋塊來計算，黑方 14 目 + 11 個死子 = 25，白方 16 目 + 13 個死子 = 29，白勝 4。在這些規則下正確的下法是，黑方應劫材，白方不得提回，黑方兩處都得到。</translation>
        </message>
        <message>
            <source>Bent four can also be one side of a race for liberties, and then the count of liberties and the turn decide whether it kills or dies. The upper-left corner stays as in the main line (dead: it is marked so at the end). In the upper right the same corner is set up again, mirrored: White&apos;s bent four at T19 with Black&apos;s S19 and T18 inside. But this time Black&apos;s wall around it (nine stones, P19-P15 and Q15-T15) is not safe. A White ring of eleven stones (O19-O14 and P14-T14) shuts it in, and Black&apos;s outer stones (columns M and N and row 13) shut in the ring.

Count the liberties. The wall has two, Q16 and R16, and both belong to the corner too. The ring has two, N16 and N18. Nobody has an eye, so each side needs two moves: the side to move gets there first.

If Black wins, the wall has plenty of room again and the corner is the bent four of the main line: Black fills R16 and plays out the ko, and White has no threat. If White wins, taking the wall gives the corner all the space it needs: the bent four kills instead of dying. Black moves first here; the sub-variation lets White move first. Komi 0.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 1</extracomment>
            <translation>盤角曲四也可能是對殺中的一方，這時氣數和輪到誰下決定它是殺棋還是被殺。左上角保持主變化的樣子（死棋：終局時被標記為死子）。右上角把同樣的角鏡像重擺了一次：白方的曲四在 T19，黑方的 S19 和 T18 在其內部。但這次黑方圍住它的外牆（九子，P19-P15 和 Q15-T15）並不安全。一圈十一枚白子（O19-O14 和 P14-T14）把它圍住，而黑方外面的棋子（M 列、N 列和第 13 行）又圍住了這一圈白子。

數一數氣。外牆有 Q16 和 R16 兩口氣，這兩點同時也是角上白棋的氣。那一圈白子有 N16 和 N18 兩口氣。誰都沒有眼，所以雙方都需要兩手：先下的一方先到。

如果黑方贏了，外牆又有了充足的空間，角就是主變化裡的盤角曲四：黑方填 R16 並下出這個劫，白方沒有劫材。如果白方贏了，吃掉外牆會給角足夠的空間：盤角曲四反而殺了對方，而不是自己死掉。這裡黑方先下；子變化讓白方先下。貼目為 0。</translation>
        </message>
        <message>
            <source>Black fills N18. The ring is down to one liberty, N16; the wall still has two.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 2</extracomment>
            <translation>黑方填 N18。那一圈白子只剩 N16 一口氣；外牆還有兩口氣。</translation>
        </message>
        <message>
            <source>White fills Q16, joining the corner and taking a liberty from the wall. The wall has one left, R16, but Black is a move ahead.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 3</extracomment>
            <translation>白方填 Q16，與角連在一起，並緊掉外牆一口氣。外牆只剩 R16 一口氣，但黑方領先一手。</translation>
        </message>
        <message>
            <source>Black captures the ring at N16: eleven stones. The wall now has a dozen liberties and is out of danger, so the corner is an ordinary bent four again.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 4</extracomment>
            <translation>黑方在 N16 提掉那一圈白子：十一子。外牆現在有十幾口氣，脫離了危險，所以角又是普通的盤角曲四了。</translation>
        </message>
        <message>
            <source>White has nothing useful to do: R16, R19 or T17 would only take away the corner&apos;s own liberties. White passes.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 5</extracomment>
            <translation>白方無事可做：R16、R19 或 T17 都只會緊掉角上自己的氣。白方停一手。</translation>
        </message>
        <message>
            <source>Black fills R16. The corner is left with T17 and R19, the two liberties of the main line&apos;s bent four.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 6</extracomment>
            <translation>黑方填 R16。角上只剩 T17 和 R19，也就是主變化盤角曲四的兩口氣。</translation>
        </message>
        <message>
            <source>Black connects at T19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 8</extracomment>
            <translation>黑方在 T19 粘。</translation>
        </message>
        <message>
            <source>White passes: T17 or R19 would put the corner in atari.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 9</extracomment>
            <translation>白方停一手：T17 或 R19 都會使角被叫吃。</translation>
        </message>
        <message>
            <source>Black throws in at R19. Four Black stones in the bent shape are in atari, and so is the corner.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 10</extracomment>
            <translation>黑方在 R19 撲入。曲四形的四枚黑子被叫吃，角上的白棋也被叫吃。</translation>
        </message>
        <message>
            <source>White must capture the four at T17.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 11</extracomment>
            <translation>白方必須在 T17 提掉這四子。</translation>
        </message>
        <message>
            <source>Black plays the 1-2 point, S19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 12</extracomment>
            <translation>黑方下在一二路的 S19。</translation>
        </message>
        <message>
            <source>White answers at T19, threatening S19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 13</extracomment>
            <translation>白方在 T19 應，威脅 S19。</translation>
        </message>
        <message>
            <source>Black takes the ko at T18; the corner is in atari at R19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 14</extracomment>
            <translation>黑方在 T18 提劫；角在 R19 被叫吃。</translation>
        </message>
        <message>
            <source>White has no ko threat: the ring is off the board. White passes. All of this is ordinary play, under every ruleset: the corner is captured before anyone passes twice, so no confirmation play is needed. (Under the Japanese and Korean rules Black could also have passed once the ring was captured: the confirmation play after the game kills the corner as in the main line.)</source>
            <extracomment>comment on the Whoever moves first wins the race, node 15</extracomment>
            <translation>白方沒有劫材：那一圈白子已經不在盤上了。白方停一手。這一切都是普通的對局，在所有規則下都一樣：角在任何一方連續停兩手之前就被吃掉了，所以不需要死活確認著手。（按日本規則和韓國規則，黑方在吃掉那一圈白子後也可以停一手：對局後的死活確認著手會像主變化一樣殺死這個角。）</translation>
        </message>
        <message>
            <source>Black captures the corner at R19: eleven stones.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 16</extracomment>
            <translation>黑方在 R19 吃掉這個角：十一子。</translation>
        </message>
        <message>
            <source>Black passes. The upper left is marked dead, as the main line shows it is. Area: Black has 42 stones and 39 empty points in the view, 81, White nothing: Black by 81. Japanese territory: Black 39 points + 23 prisoners (ring, corner and T19) + 11 dead = 73, White 4 prisoners (the throw-in): Black by 69. Under Tromp-Taylor rules every stone on the board counts as alive, the upper-left corner included: Black by 57.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 18</extracomment>
            <translation>黑方停一手。左上角被標記為死棋，主變化已經說明了這一點。數子：圖中黑方有 42 子和 39 個空點，共 81，白方為零：黑勝 81。日本規則數目：黑方 39 目 + 23 個提子（那一圈、角和 T19）+ 11 個死子 = 73，白方 4 個提子（撲入的四子）：黑勝 69。按 Tromp-Taylor 規則，盤上所有棋子都算活棋，包括左上角：黑勝 57。</translation>
        </message>
        <message>
            <source>White moves first and fills Q16 from the corner. The wall is in atari at R16.</source>
            <extracomment>comment on the White moves first, node 2</extracomment>
            <translation>白方先下，從角上填 Q16。外牆在 R16 被叫吃。</translation>
        </message>
        <message>
            <source>Black fills N18, but the ring still has N16: one move too slow. Nothing else saves the wall.</source>
            <extracomment>comment on the White moves first, node 3</extracomment>
            <translation>黑方填 N18，但那一圈白子還有 N16：慢了一手。沒有別的辦法能救外牆。</translation>
        </message>
        <message>
            <source>White captures the wall at R16: nine stones. The corner now has a large, safe area and two eyes&apos; worth of space; Black&apos;s S19 and T18 are dead inside it, and the ring has the wall&apos;s nine points as liberties.</source>
            <extracomment>comment on the White moves first, node 4</extracomment>
            <translation>白方在 R16 吃掉外牆：九子。角現在有了一大塊安全的地方，足夠做兩隻眼；黑方的 S19 和 T18 是裡面的死子，而那一圈白子以外牆留下的九個點為氣。</translation>
        </message>
        <message>
            <source>Black fills N16, the last neutral point between the ring and the outer stones.</source>
            <extracomment>comment on the White moves first, node 5</extracomment>
            <translation>黑方填 N16，這是那一圈白子與外面黑子之間最後一個單官。</translation>
        </message>
        <message>
            <source>Black passes. S19 and T18 are dead (marked), and so is the upper-left corner. Area: Black 29 stones + 16 points = 45, White 22 stones + 14 points = 36: Black by 9, the upper-left corner making up for the upper right. Japanese territory: Black 16 points + 11 dead = 27, White 14 points + 9 prisoners + 2 dead = 25: Black by 2. Under Tromp-Taylor rules S19, T18 and the upper-left corner all count as alive: White by 7.</source>
            <extracomment>comment on the White moves first, node 7</extracomment>
            <translation>黑方停一手。S19 和 T18 是死子（已標記），左上角也是。數子：黑方 29 子 + 16 目 = 45，白方 22 子 + 14 目 = 36：黑勝 9，左上角彌補了右上角的損失。日本規則數目：黑方 16 目 + 11 個死子 = 27，白方 14 目 + 9 個提子 + 2 個死子 = 25：黑勝 2。按 Tromp-Taylor 規則，S19、T18 和左上角都算活棋：白勝 7。</translation>
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
            <translation>價值超過這個角的劫材</translation>
        </message>
        <message>
            <source>Black ignores the threat and kills the corner</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>黑方不理劫材，殺死這個角</translation>
        </message>
        <message>
            <source>Whoever moves first wins the race</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>對殺：先下者勝</translation>
        </message>
        <message>
            <source>White moves first</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>白方先下</translation>
        </message>
        <message>
            <source>Renaissance: flipping back into the two-pass position</source>
            <extracomment>name of a line of double-ko-seki</extracomment>
            <translation>文藝復興規則：提回到雙方停一手時的局面</translation>
        </message>
        <message>
            <source>Both pass: seki</source>
            <extracomment>name of a line of double-ko-seki</extracomment>
            <translation>雙方停一手：雙活</translation>
        </message>
        <message>
            <source>Ing: double hot stones need an intervening move</source>
            <extracomment>name of a line of long-life</extracomment>
            <translation>應氏規則：雙熱子需要隔一手</translation>
        </message>
        <message>
            <source>Renaissance: captured in a dispute phase</source>
            <extracomment>name of a line of moonshine-life</extracomment>
            <translation>文藝復興規則：在死活爭議階段被吃</translation>
        </message>
        <message>
            <source>Black does not take the ko: the flaw lives</source>
            <extracomment>name of a line of one-eye-flaw</extracomment>
            <translation>黑方不提劫：有缺陷的棋塊活了</translation>
        </message>
        <message>
            <source>Both pass: the dame stays open</source>
            <extracomment>name of a line of one-odd-dame</extracomment>
            <translation>雙方停一手：單官留空</translation>
        </message>
        <message>
            <source>White passes and Black fills the dame</source>
            <extracomment>name of a line of one-odd-dame</extracomment>
            <translation>白方停一手，黑方填單官</translation>
        </message>
        <message>
            <source>White fills the last neutral point instead of passing</source>
            <extracomment>name of a line of pass-stones</extracomment>
            <translation>白方不停一手，而是填最後一個單官</translation>
        </message>
        <message>
            <source>Black captures during play while White passes</source>
            <extracomment>name of a line of playing-inside-own-territory</extracomment>
            <translation>白方停一手時，黑方在對局中提子</translation>
        </message>
        <message>
            <source>The dispute after play has stopped</source>
            <extracomment>name of a line of playing-inside-own-territory</extracomment>
            <translation>對局停止後的死活爭議</translation>
        </message>
        <message>
            <source>Renaissance: after two passes Black cannot return one</source>
            <extracomment>name of a line of sending-three-returning-one</extracomment>
            <translation>文藝復興規則：雙方停一手後黑方不能退還一子</translation>
        </message>
        <message>
            <source>Ing: the hot stones make it a ko fight</source>
            <extracomment>name of a line of triple-ko</extracomment>
            <translation>應氏規則：熱子使之成為爭劫</translation>
        </message>
        <message>
            <source>Ing: each side disturbs once, then seki</source>
            <extracomment>name of a line of what-kind-of-ko</extracomment>
            <translation>應氏規則：每方各攪劫一次，然後雙活</translation>
        </message>
        <message>
            <source>One ko outside: Black attacks</source>
            <extracomment>name of a line of what-kind-of-ko</extracomment>
            <translation>外面有一個劫：黑方進攻</translation>
        </message>
        <message>
            <source>White agrees that A1 is dead</source>
            <extracomment>name of a line of disputed-dead-stone</extracomment>
            <translation>白方同意 A1 是死子</translation>
        </message>
        <message>
            <source>Black plays elsewhere first</source>
            <extracomment>name of a line of lone-ko</extracomment>
            <translation>黑方先在別處下一手</translation>
        </message>
        <message>
            <source>White fills the neutral point</source>
            <extracomment>name of a line of pass-stone-ending</extracomment>
            <translation>白方填單官</translation>
        </message>
        <message>
            <source>White plays a stone instead of passing</source>
            <extracomment>name of a line of sending-two-and-a-pass</extracomment>
            <translation>白方不停一手而落一子</translation>
        </message>
        <message>
            <source>Black passes first, and both pass</source>
            <extracomment>name of a line of sending-two-three-times</extracomment>
            <translation>黑方先停一手，然後雙方停一手</translation>
        </message>
    </context>
    <context>
        <name>Diagram double-ko-seki</name>
        <message>
            <source>Double ko seki</source>
            <extracomment>title</extracomment>
            <translation>雙劫雙活</translation>
        </message>
        <message>
            <source>balanced double ko</source>
            <extracomment>another name of the position</extracomment>
            <translation>平衡的雙劫</translation>
        </message>
        <message>
            <source>two-ko seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>兩劫雙活</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Double Ko&apos; (seki in double ko); Renaissance rules example 2.</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英文圍棋維基）的“Double Ko”條目（雙劫中的雙活）；文藝復興規則的示例 2。</translation>
        </message>
        <message>
            <source>Two kos that neither side can win make a seki: superko and Renaissance minimal superko limit how often the kos may be flipped.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>雙方都無法贏得的兩個劫構成雙活：超級劫和文藝復興規則的最小超級劫限制了來回提劫的次數。</translation>
        </message>
        <message>
            <source>Black&apos;s middle group has two liberties, B5 and F6; White&apos;s top group has two, D6 and F6. F6 is shared, and neither side can fill it without putting itself in atari. Each side holds one ko: Black&apos;s B6 and White&apos;s D5. Whoever takes a ko gives the other side a ko to take back, so neither can win the race: the groups live in seki, and the kos can be flipped back and forth without end.

The main line flips both kos and back: after five moves the board is the start again, now with White to play. Positional superko forbids the fifth move. Situational superko does not: the situation (board and player to move) is new. Under Renaissance rules two passes mark the position, and flipping back into it later is forbidden (the second variation, from the Renaissance text). If both players simply pass, the groups are counted as seki (the first variation).

Komi is 0 so the count shows the position as it is.</source>
            <extracomment>comment at the start</extracomment>
            <translation>黑方中間的棋塊有 B5 和 F6 兩口氣；白方上邊的棋塊有 D6 和 F6 兩口氣。F6 是公氣，任何一方去填都會使自己被叫吃。雙方各佔一個劫：黑方的 B6 和白方的 D5。無論誰提劫，都會給對方一個可以提回的劫，所以誰也贏不了對殺：這兩塊棋是雙活，劫可以無休止地來回提。

主變化把兩個劫都提了過去再提回來：五手之後盤面回到初始局面，但輪到白方下。位置超級劫禁止第五手。情境超級劫則不禁止：這個情境（盤面加上輪到誰下）是新的。按文藝復興規則，雙方停一手會記下這個局面，此後不得再提回到這個局面（第二個變化，取自文藝復興規則的條文）。如果雙方直接停一手，這兩塊棋按雙活計算（第一個變化）。

貼目為 0，所以計算結果反映的就是局面本身。</translation>
        </message>
        <message>
            <source>Black flips a ko: D6 captures D5. White&apos;s top group is in atari at F6.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方提一個劫：D6 提掉 D5。白方上邊的棋塊在 F6 被叫吃。</translation>
        </message>
        <message>
            <source>White flips the other: B5 captures B6. Black&apos;s group is in atari at D5.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方提另一個劫：B5 提掉 B6。黑方的棋塊在 D5 被叫吃。</translation>
        </message>
        <message>
            <source>Black has no reason to go on and passes.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑方沒有理由繼續，停一手。</translation>
        </message>
        <message>
            <source>White retakes D5 (capturing D6): both groups have two liberties again.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白方在 D5 提回（提掉 D6）：兩塊棋又都有兩口氣了。</translation>
        </message>
        <message>
            <source>Black retakes B6 (capturing B5). The board is the start again, now with White to play. Positional superko forbids this move; under situational superko the situation is new, so it is legal.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑方在 B6 提回（提掉 B5）。盤面回到初始局面，但輪到白方下。位置超級劫禁止這一手；按情境超級劫，這個情境是新的，所以這一手合法。</translation>
        </message>
        <message>
            <source>Black passes...</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 3</extracomment>
            <translation>黑方停一手……</translation>
        </message>
        <message>
            <source>...and White passes too. Under Renaissance rules two passes do not stop play, but this position is now the one &apos;of the last two successive passes&apos;: no board play may recreate it.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 4</extracomment>
            <translation>……白方也停一手。按文藝復興規則，雙方停一手並不結束對局，但這個局面現在成了“最後一次連續兩次停一手時的局面”：任何盤上的著手都不得重現它。</translation>
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
            <translation>白方先提：B5 提掉 B6，黑方的棋塊在 D5 被叫吃。</translation>
        </message>
        <message>
            <source>Black&apos;s answer at D6 would recreate the position of the two passes: minimal superko forbids it, so Black&apos;s group is lost. The Renaissance text&apos;s verdict: starting the flips was Black&apos;s mistake.

Under Ing&apos;s rules the answer is legal: White&apos;s B5 attacked, and retaking the other ko in answer to an atari in a balanced ko never counts as disturbing. Black used up its one disturbance with B6 (move 5), so Black may not attack again, but it can always answer: the seki stands.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 9</extracomment>
            <translation>黑方在 D6 應會重現雙方停一手時的局面：最小超級劫禁止這一手，所以黑方的棋塊被吃。文藝復興規則條文的結論：開始來回提劫是黑方的錯誤。

按應氏規則，這個應手是合法的：白方的 B5 是進攻，而在平衡的劫中為應對叫吃而提回另一個劫，永遠不算攪劫。黑方用 B6（第 5 手）已經用掉了自己唯一一次攪劫，所以黑方不能再進攻，但總可以應對：雙活成立。</translation>
        </message>
        <message>
            <source>White passes. Neither side can fill F6, so both groups are alive in seki. Territory rules give no points for it: F6 belongs to neither side. Area rules count the stones; the empty points B5 and D6 inside the seki count under some rulesets and not others. Renaissance rules need a third pass to stop play.</source>
            <extracomment>comment on the Both pass: seki, node 2</extracomment>
            <translation>白方停一手。雙方都不能填 F6，所以兩塊棋以雙活活著。數目規則不為它計目：F6 不屬於任何一方。數子規則計算棋子；雙活中的空點 B5 和 D6 在有的規則下計算，在有的規則下不計算。文藝復興規則需要第三次停一手才結束對局。</translation>
        </message>
    </context>
    <context>
        <name>Diagram handicap-four-stones</name>
        <message>
            <source>Handicap compensation: four stones</source>
            <extracomment>title</extracomment>
            <translation>讓子補償：四子</translation>
        </message>
        <message>
            <source>handicap komi</source>
            <extracomment>another name of the position</extracomment>
            <translation>讓子貼目</translation>
        </message>
        <message>
            <source>Chinese, AGA, Japanese and Korean handicap conventions as the presets read them; Ing&apos;s SST rules, &apos;Counting&apos; item 5 (N points for N stones, N/2 stones placed in Black&apos;s area); the New Zealand rules (handicap by White passing, no komi); the AGA commentary of the &apos;Simplified rules&apos; (White passes last, a prisoner for every pass). The game is our own.</source>
            <extracomment>source</extracomment>
            <translation>本程式預設所理解的中國、AGA、日本和韓國的讓子慣例；應氏圍棋規則（SST）“計算”第 5 項（N 子補 N 點，在黑方區域中放 N/2 枚子）；紐西蘭規則（讓子通過白方停一手實現，不貼目）；AGA 對“簡化規則”（Simplified rules）的解說（白方最後停一手，每停一手交一枚提子）。對局為本程式自編。</translation>
        </message>
        <message>
            <source>A four-stone game in which Black plays the last stone: on the board Black is 3 ahead, but with 4 points of compensation (Chinese, Ing) or 3.5 (AGA) White wins, as under Japanese territory counting; only New Zealand&apos;s rules, with no compensation, give it to Black.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一局讓四子棋，最後一子由黑方下：盤面上黑方領先 3 點，但補償 4 點（中國、應氏）或 3.5 點（AGA）時白勝，與日本規則數目法的結果相同；只有不作補償的紐西蘭規則判黑勝。</translation>
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
            <translation>一局在 9 路盤上下完的讓四子棋。黑方的讓子擺在 C3、G3、C7、G7 四個標準點上；白方先下，然後雙方輪流落子。白方早早殺死右下角的讓子（G3），沿下邊從 C3 下方滑進，而黑方全局都下得安全厚實。最後一子由黑方下（A3，封住他的左邊），白方停一手，黑方停一手。對局中白方吃掉了讓子 G3，黑方吃掉了一枚白子（D8）。盤上沒有留下死子。

盤面：黑方區域為 42 點（21 子和 21 個空點），白方為 39 點（17 子和 22 個空點）：黑方領先 3 點。按目數加提子計算：黑方 21 + 1 = 22，白方 22 + 1 = 23：白方領先 1。

各規則為四枚讓子給白方的補償：
- 中國規則和簡化規則 中國：4 點。42 - 39 - 4：白勝 1。
- 應氏規則（SST）：4 點，以填子計算時在黑方區域中放兩枚白子的方式支付。白勝 1。
- AGA 規則和簡化規則 AGA：3 點（第一子之後每子 1 點），另加貼目 0.5：白勝 0.5。文藝復興規則（數子，A）：相同，白勝 0.5（其條文對讓子棋沒有規定；這是本程式的理解，見規則參考）。
- 日本規則、韓國規則和簡化規則 日本/韓國：不補償；目數 22 對 23，白勝 1。文藝復興規則（數目法加停著交子，B）：只有 0.5 的貼目（本程式的理解：其條文對讓子棋沒有規定），白勝 1.5。
- 紐西蘭規則、簡化規則 應氏/紐西蘭和 Tromp-Taylor 規則：不補償，也不貼目。黑勝 3。（按紐西蘭規則，白方在第一手之前、在黑方的四枚讓子之間停了三手；棋譜中省略了這幾次停一手。）

為什麼數子法需要補償。在數子法中，盤上每一枚棋子都算一點，而黑方的四枚棋子沒有花費手數就放到了盤上。在數目法中，這些棋子本身不得分。所以兩種計算的差別取決於黑方比白方多放了多少枚棋子：這裡是 22（四枚讓子和 18 手）對 18，多四子，因為最後一子也是黑方下的。中國規則和應氏規則 N = 4 的補償正好把這一差額還回去：兩者都判白勝 1，與日本規則數目法的結果相同。

AGA 規則以白方最後停一手為前提：這樣黑方只多 N - 1 子，而 N - 1 正是它的補償。這裡最後停一手的是黑方，所以按 AGA 規則白方在最後補一次停一手。按 AGA 規則，每停一手都要交給對方一枚提子：黑方得到兩枚停著交子（白方對局中的停一手和補上的那次），白方得到一枚。按目數、提子和停著交子計算，黑方 21 + 1 + 2 = 24，白方 22 + 1 + 1 = 24，再加上 0.5 的貼目：白勝 0.5，與數子的結果 42 - 39 - 3 - 0.5 相同。</translation>
        </message>
        <message>
            <source>White attaches on top of the handicap stone G3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白方在讓子 G3 上方碰。</translation>
        </message>
        <message>
            <source>Black does not answer; he builds toward the top.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑方不應；他向上邊發展。</translation>
        </message>
        <message>
            <source>White blocks G3 on the right: it has two liberties left, F3 and G2.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白方從右邊擋住 G3：它只剩 F3 和 G2 兩口氣。</translation>
        </message>
        <message>
            <source>Black plays on top again.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黑方又在上邊落子。</translation>
        </message>
        <message>
            <source>White ataris G3.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>白方叫吃 G3。</translation>
        </message>
        <message>
            <source>Black gives the corner stone up and takes another point on top.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>黑方放棄角上的一子，在上邊再佔一點。</translation>
        </message>
        <message>
            <source>White captures the handicap stone G3: a prisoner for White.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>白方提掉讓子 G3：白方得到一枚提子。</translation>
        </message>
        <message>
            <source>Black extends down from C7 toward C3.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>黑方從 C7 向下朝 C3 延伸。</translation>
        </message>
        <message>
            <source>White comes up to the centre.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>白方向中央出頭。</translation>
        </message>
        <message>
            <source>Black connects his left side solidly.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>黑方把左邊牢牢連在一起。</translation>
        </message>
        <message>
            <source>White pushes in between.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>白方從中間衝入。</translation>
        </message>
        <message>
            <source>Black answers solidly.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>黑方穩健地應對。</translation>
        </message>
        <message>
            <source>White extends along the fifth line.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>白方沿五路延伸。</translation>
        </message>
        <message>
            <source>Black guards the link between F6 and G7.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>黑方守住 F6 與 G7 之間的聯絡。</translation>
        </message>
        <message>
            <source>White.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation>白方。</translation>
        </message>
        <message>
            <source>Black makes his top thick (a slow move).</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>黑方加厚上邊（緩著）。</translation>
        </message>
        <message>
            <source>White pushes between F6 and G7.</source>
            <extracomment>comment on the main line, node 17</extracomment>
            <translation>白方從 F6 與 G7 之間衝。</translation>
        </message>
        <message>
            <source>Black blocks.</source>
            <extracomment>comment on the main line, node 18</extracomment>
            <translation>黑方擋。</translation>
        </message>
        <message>
            <source>Black reaches the right edge: his top is closed on the right.</source>
            <extracomment>comment on the main line, node 20</extracomment>
            <translation>黑方到達右邊線：他的上邊在右側封住了。</translation>
        </message>
        <message>
            <source>White too.</source>
            <extracomment>comment on the main line, node 21</extracomment>
            <translation>白方也到達邊線。</translation>
        </message>
        <message>
            <source>Another safe move inside Black&apos;s top.</source>
            <extracomment>comment on the main line, node 22</extracomment>
            <translation>黑方又在上邊內部下了一手安全的棋。</translation>
        </message>
        <message>
            <source>White drops a stone into Black&apos;s top to see what Black does.</source>
            <extracomment>comment on the main line, node 23</extracomment>
            <translation>白方在黑方上邊投入一子，看黑方如何應對。</translation>
        </message>
        <message>
            <source>Black takes one of its three liberties.</source>
            <extracomment>comment on the main line, node 24</extracomment>
            <translation>黑方緊掉它三口氣中的一口。</translation>
        </message>
        <message>
            <source>White builds the wall toward the bottom.</source>
            <extracomment>comment on the main line, node 25</extracomment>
            <translation>白方向下邊構築外牆。</translation>
        </message>
        <message>
            <source>Black ataris D8.</source>
            <extracomment>comment on the main line, node 26</extracomment>
            <translation>黑方叫吃 D8。</translation>
        </message>
        <message>
            <source>White continues down.</source>
            <extracomment>comment on the main line, node 27</extracomment>
            <translation>白方繼續向下。</translation>
        </message>
        <message>
            <source>Black captures D8: a prisoner for Black.</source>
            <extracomment>comment on the main line, node 28</extracomment>
            <translation>黑方提掉 D8：黑方得到一枚提子。</translation>
        </message>
        <message>
            <source>White slides under the handicap stone C3 on the second line.</source>
            <extracomment>comment on the main line, node 29</extracomment>
            <translation>白方在二路從讓子 C3 下方滑進。</translation>
        </message>
        <message>
            <source>White crawls further.</source>
            <extracomment>comment on the main line, node 31</extracomment>
            <translation>白方繼續爬。</translation>
        </message>
        <message>
            <source>Black plays safe again.</source>
            <extracomment>comment on the main line, node 32</extracomment>
            <translation>黑方又下得很安全。</translation>
        </message>
        <message>
            <source>White reaches the left edge.</source>
            <extracomment>comment on the main line, node 33</extracomment>
            <translation>白方到達左邊線。</translation>
        </message>
        <message>
            <source>Black adds yet another stone inside his own area.</source>
            <extracomment>comment on the main line, node 34</extracomment>
            <translation>黑方又在自己的區域內補了一子。</translation>
        </message>
        <message>
            <source>White mends the cut at D2: a Black stone there would separate A2, B2 and C2 from the rest.</source>
            <extracomment>comment on the main line, node 35</extracomment>
            <translation>白方補 D2 的斷點：黑方下在那裡就會把 A2、B2、C2 與其餘白子分開。</translation>
        </message>
        <message>
            <source>Black closes his left side at A3. This is the last stone of the game: no empty point now touches both colours.</source>
            <extracomment>comment on the main line, node 36</extracomment>
            <translation>黑方在 A3 封住左邊。這是本局的最後一子：現在沒有任何空點同時與兩種顏色的棋子相鄰。</translation>
        </message>
        <message>
            <source>White passes. Under the AGA rules the pass hands Black one stone as a prisoner.</source>
            <extracomment>comment on the main line, node 37</extracomment>
            <translation>白方停一手。按 AGA 規則，這次停一手要交給黑方一枚子作為提子。</translation>
        </message>
        <message>
            <source>Black passes and play stops (a third pass is added under the Renaissance rules). Black has passed last, so under the AGA rules White adds a pass, which hands Black a second pass stone. Count: Black area 42, White 39; territory and prisoners Black 22, White 23. Chinese, Ing and Japanese White by 1; AGA White by 0.5; New Zealand Black by 3.</source>
            <extracomment>comment on the main line, node 38</extracomment>
            <translation>黑方停一手，對局停止（按文藝復興規則要補第三次停一手）。最後停一手的是黑方，所以按 AGA 規則白方補一次停一手，這又交給黑方第二枚停著交子。計算：數子黑 42、白 39；目數加提子黑 22、白 23。中國規則、應氏規則和日本規則白勝 1；AGA 規則白勝 0.5；紐西蘭規則黑勝 3。</translation>
        </message>
    </context>
    <context>
        <name>Diagram handicap-two-stones</name>
        <message>
            <source>Handicap compensation: two stones</source>
            <extracomment>title</extracomment>
            <translation>讓子補償：兩子</translation>
        </message>
        <message>
            <source>handicap komi</source>
            <extracomment>another name of the position</extracomment>
            <translation>讓子貼目</translation>
        </message>
        <message>
            <source>reverse komi in handicap games</source>
            <extracomment>another name of the position</extracomment>
            <translation>讓子棋中的反貼目</translation>
        </message>
        <message>
            <source>Chinese, AGA, Japanese and Korean handicap conventions as the presets read them; Ing&apos;s SST rules, &apos;Counting&apos; item 5 (N points for N stones, N/2 stones placed in Black&apos;s area); the New Zealand rules (handicap by White passing, no komi); the AGA commentary of the &apos;Simplified rules&apos;. The game is our own.</source>
            <extracomment>source</extracomment>
            <translation>本程式預設所理解的中國、AGA、日本和韓國的讓子慣例；應氏圍棋規則（SST）“計算”第 5 項（N 子補 N 點，在黑方區域中放 N/2 枚子）；紐西蘭規則（讓子通過白方停一手實現，不貼目）；AGA 對“簡化規則”（Simplified rules）的解說。對局為本程式自編。</translation>
        </message>
        <message>
            <source>A close two-stone game: on the board Black is 1 point ahead, and the compensation each ruleset gives White decides the winner: New Zealand Black by 1, Chinese and Ing White by 1, AGA White by 0.5, Japanese a tie.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一局細棋的讓兩子棋：盤面上黑方領先 1 點，各規則給白方的補償決定了勝負：紐西蘭規則黑勝 1，中國規則和應氏規則白勝 1，AGA 規則白勝 0.5，日本規則和棋。</translation>
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
            <translation>一局在 9 路盤上下完的讓兩子棋。黑方的讓子擺在 C3 和 G7 兩個標準點上，這是日本規則和 AGA 規則規定的位置；然後白方先下，雙方輪流落子。最後一子由白方下（G4，最後一個單官），黑方停一手，白方停一手。對局中黑方吃掉了一枚白子（G6），白方吃掉了兩枚黑子（C6 和 D6）。盤上沒有留下死子，所以計算之前無需就死活達成一致。

盤面：黑方區域為 41 點（20 子和 21 個空點），白方為 40 點（20 子和 20 個空點），所以盤面上黑方領先 1 點。按目數加提子計算，黑方 21 + 1 = 22，白方 20 + 2 = 22：持平。

各規則為兩枚讓子給白方的補償：
- 中國規則和簡化規則 中國：每枚讓子 1 點，共 2 點。41 - 40 - 2：白勝 1。
- 應氏規則（SST）：同樣是 N 點（條文中計算的第五條），在填子計算中以在黑方區域中放 N/2 枚白子的方式支付，這裡是一枚。白勝 1；在讓子棋中，平局判白方勝。
- AGA 規則和簡化規則 AGA：第一子之後每子 1 點，即 1 點，另加貼目 0.5。41 - 40 - 1.5：白勝 0.5。文藝復興規則（數子，A）採用同樣的 N - 1 和 0.5：其條文對讓子棋沒有規定，這是本程式的理解（見規則參考）。
- 日本規則、韓國規則和簡化規則 日本/韓國：不補償。22 - 22 為和棋。文藝復興規則（數目法加停著交子，B），同樣按本程式的理解，也不補償，但保留 0.5 的貼目：白勝 0.5。
- 紐西蘭規則：不補償，也不貼目。在這種規則下，讓子是通過白方在第一手之前停一手來實現的，在讓兩子棋中停一次，位於黑方的兩枚讓子之間；引擎不記錄這些停一手。黑勝 1。簡化規則 應氏/紐西蘭和 Tromp-Taylor 規則也不補償：黑勝 1。

為什麼數子法需要補償，而數目法不需要。在數子法中，盤上每一枚棋子都為其主人計一點。讓子是黑方沒有花費手數就放到盤上的棋子，所以它們作為黑方從未為之下過棋的點數（這裡是 2 點）留在黑方的區域裡。在數目法中，棋子本身不得分：只有它所圍住的空點和提子才計分，所以讓子的價值只在於幫助黑方圍住的地，而這正是白方有意讓出的。這裡黑方放下了 22 枚棋子（2 枚讓子和 20 手），白方 21 枚：這就是數子結果對黑方比數目結果多 1 點的原因。AGA 規則的 N - 1 正好還回這一點，中國規則和應氏規則的 N 多還一點，紐西蘭規則則不還，勝者隨規則而變。</translation>
        </message>
        <message>
            <source>White takes the empty lower right corner.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白方佔空著的右下角。</translation>
        </message>
        <message>
            <source>Black caps from above, working with the handicap stone at G7.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑方從上方鎮，與 G7 的讓子配合。</translation>
        </message>
        <message>
            <source>White takes the other empty corner, the upper left.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白方佔另一個空角：左上角。</translation>
        </message>
        <message>
            <source>Black builds on the left, above his C3 stone.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黑方在左邊、自己 C3 一子的上方發展。</translation>
        </message>
        <message>
            <source>White jumps into the centre between Black&apos;s stones.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>白方跳入黑子之間的中央。</translation>
        </message>
        <message>
            <source>Black blocks on the right side of the centre, next to G5.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>黑方在中央右側、G5 旁邊擋住。</translation>
        </message>
        <message>
            <source>White extends from G3 toward the centre, next to F5.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>白方從 G3 向中央延伸，貼著 F5。</translation>
        </message>
        <message>
            <source>Black plays between them. The four centre stones form a crosscut: E4 and F5 Black, E5 and F4 White.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>黑方下在它們之間。中央四子形成扭十字：E4 和 F5 是黑子，E5 和 F4 是白子。</translation>
        </message>
        <message>
            <source>White tries a stone between G5 and G7, hoping to cut.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>白方在 G5 與 G7 之間試下一子，想要分斷。</translation>
        </message>
        <message>
            <source>Black answers at F6: G6 has one liberty left, H6.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>黑方在 F6 應：G6 只剩一口氣 H6。</translation>
        </message>
        <message>
            <source>White saves the centre stone E5, which had only two liberties, and gives up G6.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>白方救出只有兩口氣的中央一子 E5，放棄 G6。</translation>
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
            <translation>黑方在 F 列並行。</translation>
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
            <translation>黑方到達上邊線。</translation>
        </message>
        <message>
            <source>White too: the two walls run side by side from the centre to the top.</source>
            <extracomment>comment on the main line, node 19</extracomment>
            <translation>白方也到達上邊線：兩道外牆從中央並排延伸到上邊。</translation>
        </message>
        <message>
            <source>Black pushes into White&apos;s upper left.</source>
            <extracomment>comment on the main line, node 20</extracomment>
            <translation>黑方衝入白方的左上。</translation>
        </message>
        <message>
            <source>White blocks: D6 is in atari.</source>
            <extracomment>comment on the main line, node 21</extracomment>
            <translation>白方擋住：D6 被叫吃。</translation>
        </message>
        <message>
            <source>Black extends, but the two stones have only two liberties, B6 and C5.</source>
            <extracomment>comment on the main line, node 22</extracomment>
            <translation>黑方長出，但這兩子只有 B6 和 C5 兩口氣。</translation>
        </message>
        <message>
            <source>White ataris from below.</source>
            <extracomment>comment on the main line, node 23</extracomment>
            <translation>白方從下方叫吃。</translation>
        </message>
        <message>
            <source>Black gives the two stones up and firms up his own side.</source>
            <extracomment>comment on the main line, node 24</extracomment>
            <translation>黑方放棄這兩子，鞏固自己的一邊。</translation>
        </message>
        <message>
            <source>White captures C6 and D6: two prisoners for White.</source>
            <extracomment>comment on the main line, node 25</extracomment>
            <translation>白方提掉 C6 和 D6：白方得到兩枚提子。</translation>
        </message>
        <message>
            <source>Black moves out toward the left edge.</source>
            <extracomment>comment on the main line, node 26</extracomment>
            <translation>黑方向左邊線出頭。</translation>
        </message>
        <message>
            <source>White blocks.</source>
            <extracomment>comment on the main line, node 27</extracomment>
            <translation>白方擋。</translation>
        </message>
        <message>
            <source>Black pushes along the edge.</source>
            <extracomment>comment on the main line, node 28</extracomment>
            <translation>黑方沿邊線衝。</translation>
        </message>
        <message>
            <source>White blocks again: A5 is in atari.</source>
            <extracomment>comment on the main line, node 29</extracomment>
            <translation>白方再擋：A5 被叫吃。</translation>
        </message>
        <message>
            <source>Black connects. The upper left is settled.</source>
            <extracomment>comment on the main line, node 30</extracomment>
            <translation>黑方粘。左上已經確定。</translation>
        </message>
        <message>
            <source>White blocks on the right side.</source>
            <extracomment>comment on the main line, node 31</extracomment>
            <translation>白方在右側擋。</translation>
        </message>
        <message>
            <source>Black blocks too.</source>
            <extracomment>comment on the main line, node 32</extracomment>
            <translation>黑方也擋。</translation>
        </message>
        <message>
            <source>White reaches the right edge.</source>
            <extracomment>comment on the main line, node 33</extracomment>
            <translation>白方到達右邊線。</translation>
        </message>
        <message>
            <source>So does Black. Black&apos;s upper right (G5 to J5, F5 to F9) is closed.</source>
            <extracomment>comment on the main line, node 34</extracomment>
            <translation>黑方也到達。黑方的右上（G5 到 J5，F5 到 F9）封閉了。</translation>
        </message>
        <message>
            <source>White extends down toward the bottom edge.</source>
            <extracomment>comment on the main line, node 35</extracomment>
            <translation>白方向下邊線延伸。</translation>
        </message>
        <message>
            <source>Black keeps pace.</source>
            <extracomment>comment on the main line, node 36</extracomment>
            <translation>黑方並行。</translation>
        </message>
        <message>
            <source>White reaches the bottom edge.</source>
            <extracomment>comment on the main line, node 39</extracomment>
            <translation>白方到達下邊線。</translation>
        </message>
        <message>
            <source>So does Black. Every border is closed except one point.</source>
            <extracomment>comment on the main line, node 40</extracomment>
            <translation>黑方也到達。除了一個點以外，所有邊界都封閉了。</translation>
        </message>
        <message>
            <source>White fills G4, the last neutral point (it touched Black&apos;s G5 and White&apos;s stones). This is the last stone of the game; no empty point now touches both colours.</source>
            <extracomment>comment on the main line, node 41</extracomment>
            <translation>白方填 G4，最後一個單官（它與黑方的 G5 和白子都相鄰）。這是本局的最後一子；現在沒有任何空點同時與兩種顏色的棋子相鄰。</translation>
        </message>
        <message>
            <source>Black passes. Under the AGA rules this pass hands White one stone as a prisoner (a pass stone).</source>
            <extracomment>comment on the main line, node 42</extracomment>
            <translation>黑方停一手。按 AGA 規則，這次停一手要交給白方一枚子作為提子（停著交子）。</translation>
        </message>
        <message>
            <source>White passes and play stops (a third pass is added under the Renaissance rules). White has passed last, so AGA needs no extra pass; each side has handed the other one pass stone, which leaves the AGA count unchanged. Count: Black area 41, White 40; territory and prisoners 22 each. Compensation decides the winner: Chinese and Ing White by 1, AGA White by 0.5, Japanese a tie, New Zealand Black by 1.</source>
            <extracomment>comment on the main line, node 43</extracomment>
            <translation>白方停一手，對局停止（按文藝復興規則要補第三次停一手）。最後停一手的是白方，所以 AGA 規則不需要補停一手；雙方各交給對方一枚停著交子，AGA 的計算結果不變。計算：數子黑 41、白 40；目數加提子雙方各 22。補償決定勝負：中國規則和應氏規則白勝 1，AGA 規則白勝 0.5，日本規則和棋，紐西蘭規則黑勝 1。</translation>
        </message>
    </context>
    <context>
        <name>Diagram ing-counting-even-game</name>
        <message>
            <source>Ing counting: an even game</source>
            <extracomment>title</extracomment>
            <translation>應氏計點：分先對局</translation>
        </message>
        <message>
            <source>fill-in counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>填子計算</translation>
        </message>
        <message>
            <source>stone counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>計子</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Counting&apos; (the three 9x9 examples with 40 stones each); the board is our own, built to the numbers of the text.</source>
            <extracomment>source</extracomment>
            <translation>應氏圍棋規則（SST）“計算”（三個 9 路盤示例，每方 40 子）；棋盤為本程式按條文中的數字自行構造。</translation>
        </message>
        <message>
            <source>How Ing&apos;s rules count an even game: fill your own area from a fixed supply of stones; empty points left mean a win, stones left over mean a loss.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>應氏規則如何計算分先對局：用固定數量的棋子填滿自己的區域；剩下空點為勝，剩下棋子為負。</translation>
        </message>
        <message>
            <source>A finished 9x9 game, an even game: White&apos;s komi of 8 points is paid as four White stones placed in Black&apos;s area. Black&apos;s area is 46 points (stones and territory), White&apos;s 35, and there are no neutral points. Dead stones have already been removed and the record holds no prisoners.

Ing&apos;s rules count by filling in. Each player has a fixed supply of stones (40 each on this 9x9 board, 180 on 19x19); prisoners and dead stones go back to their owners&apos; bowls, and each player fills his own area with his own stones. Whoever still has empty points has won; whoever has stones left over has lost. The loser puts his leftover stones, the losing stones, in the winner&apos;s empty points; the one point still empty after that is the winning point, and the margin counts two points for each losing stone and one for the winning point. Here Black has two empty points and White one stone left over; White&apos;s stone fills one of Black&apos;s points and the other is the winning point: Black wins by 1 + 2 x 1 = 3.

Area counting gives the same result: the difference of the areas minus the compensation. Territory counting gives a different margin on the same board.</source>
            <extracomment>comment at the start</extracomment>
            <translation>一局下完的 9 路盤分先對局：白方 8 點的貼目以在黑方區域中放四枚白子的方式支付。黑方區域為 46 點（棋子和空），白方為 35 點，沒有單官。死子已經取走，棋譜中沒有提子。

應氏規則以填子來計算。每方各有固定數量的棋子（這個 9 路盤上每方 40 子，19 路盤上 180 子）；提子和死子退回各自主人的棋罐，每方用自己的棋子填滿自己的區域。還剩空點的一方獲勝；棋子有剩餘的一方失敗。負方把剩下的棋子，即“負子”，放進勝方的空點；此後仍然空著的那一個點就是“勝點”，勝負差為每枚負子計兩點，勝點計一點。這裡黑方剩兩個空點，白方剩一枚棋子；白方的這枚棋子填掉黑方的一個點，另一個點就是勝點：黑勝 1 + 2 x 1 = 3。

數子法得出同樣的結果：雙方區域之差減去補償。數目法在同一盤面上得出不同的勝負差。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方停一手。</translation>
        </message>
        <message>
            <source>White passes: play stops and the game is counted.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方停一手：對局停止，進行計算。</translation>
        </message>
    </context>
    <context>
        <name>Diagram ing-counting-three-stone-handicap</name>
        <message>
            <source>Ing counting: a three-stone handicap</source>
            <extracomment>title</extracomment>
            <translation>應氏計點：讓三子</translation>
        </message>
        <message>
            <source>fill-in counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>填子計算</translation>
        </message>
        <message>
            <source>stone counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>計子</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Counting&apos; (the three 9x9 examples with 40 stones each); the board is our own, built to the numbers of the text.</source>
            <extracomment>source</extracomment>
            <translation>應氏圍棋規則（SST）“計算”（三個 9 路盤示例，每方 40 子）；棋盤為本程式按條文中的數字自行構造。</translation>
        </message>
        <message>
            <source>How Ing&apos;s rules count a three-stone handicap game: fill your own area from a fixed supply of stones; empty points left mean a win, stones left over mean a loss.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>應氏規則如何計算讓三子棋：用固定數量的棋子填滿自己的區域；剩下空點為勝，剩下棋子為負。</translation>
        </message>
        <message>
            <source>A finished 9x9 game, a three-stone handicap game: White&apos;s compensation of 3 points is one White stone placed in Black&apos;s area and one point of it left open. Black&apos;s area is 46 points (stones and territory), White&apos;s 35, and there are no neutral points. Dead stones have already been removed and the record holds no prisoners.

Ing&apos;s rules count by filling in. Each player has a fixed supply of stones (40 each on this 9x9 board, 180 on 19x19); prisoners and dead stones go back to their owners&apos; bowls, and each player fills his own area with his own stones. Whoever still has empty points has won; whoever has stones left over has lost. The loser puts his leftover stones, the losing stones, in the winner&apos;s empty points; the one point still empty after that is the winning point, and the margin counts two points for each losing stone and one for the winning point. When a point of the compensation is left open (an odd handicap) or an odd shared point stays empty, that is the one empty point at the end: there is no winning point, and the margin is just twice the losing stones. Here Black has four empty points besides the open point and White four stones left over; White&apos;s four stones fill them, the open point is the only empty point left, and Black wins by just twice the losing stones: 2 x 4 = 8.

Area counting gives the same result: the difference of the areas minus the compensation. Territory counting gives a different margin on the same board.</source>
            <extracomment>comment at the start</extracomment>
            <translation>一局下完的 9 路盤讓三子棋：白方 3 點的補償以在黑方區域中放一枚白子、再留空一點的方式支付。黑方區域為 46 點（棋子和空），白方為 35 點，沒有單官。死子已經取走，棋譜中沒有提子。

應氏規則以填子來計算。每方各有固定數量的棋子（這個 9 路盤上每方 40 子，19 路盤上 180 子）；提子和死子退回各自主人的棋罐，每方用自己的棋子填滿自己的區域。還剩空點的一方獲勝；棋子有剩餘的一方失敗。負方把剩下的棋子，即“負子”，放進勝方的空點；此後仍然空著的那一個點就是“勝點”，勝負差為每枚負子計兩點，勝點計一點。當補償中有一點留空（奇數讓子）或奇數個公共點保持空著時，這就是最後那個空點：沒有勝點，勝負差就是負子數的兩倍。這裡黑方除了留空的那一點外還剩四個空點，白方剩四枚棋子；白方的四枚棋子把它們填滿，留空的那一點是唯一剩下的空點，黑勝的差正好是負子數的兩倍：2 x 4 = 8。

數子法得出同樣的結果：雙方區域之差減去補償。數目法在同一盤面上得出不同的勝負差。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方停一手。</translation>
        </message>
        <message>
            <source>White passes: play stops and the game is counted.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方停一手：對局停止，進行計算。</translation>
        </message>
    </context>
    <context>
        <name>Diagram ing-counting-two-stone-handicap</name>
        <message>
            <source>Ing counting: a two-stone handicap</source>
            <extracomment>title</extracomment>
            <translation>應氏計點：讓兩子</translation>
        </message>
        <message>
            <source>fill-in counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>填子計算</translation>
        </message>
        <message>
            <source>stone counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>計子</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Counting&apos; (the three 9x9 examples with 40 stones each); the board is our own, built to the numbers of the text.</source>
            <extracomment>source</extracomment>
            <translation>應氏圍棋規則（SST）“計算”（三個 9 路盤示例，每方 40 子）；棋盤為本程式按條文中的數字自行構造。</translation>
        </message>
        <message>
            <source>How Ing&apos;s rules count a two-stone handicap game: fill your own area from a fixed supply of stones; empty points left mean a win, stones left over mean a loss.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>應氏規則如何計算讓兩子棋：用固定數量的棋子填滿自己的區域；剩下空點為勝，剩下棋子為負。</translation>
        </message>
        <message>
            <source>A finished 9x9 game, a two-stone handicap game: White&apos;s compensation of 2 points is one White stone placed in Black&apos;s area. Black&apos;s area is 46 points (stones and territory), White&apos;s 35, and there are no neutral points. Dead stones have already been removed and the record holds no prisoners.

Ing&apos;s rules count by filling in. Each player has a fixed supply of stones (40 each on this 9x9 board, 180 on 19x19); prisoners and dead stones go back to their owners&apos; bowls, and each player fills his own area with his own stones. Whoever still has empty points has won; whoever has stones left over has lost. The loser puts his leftover stones, the losing stones, in the winner&apos;s empty points; the one point still empty after that is the winning point, and the margin counts two points for each losing stone and one for the winning point. Here Black has five empty points and White four stones left over; White&apos;s four stones fill four of Black&apos;s points and the fifth is the winning point: Black wins by 1 + 2 x 4 = 9.

Area counting gives the same result: the difference of the areas minus the compensation. Territory counting gives a different margin on the same board.</source>
            <extracomment>comment at the start</extracomment>
            <translation>一局下完的 9 路盤讓兩子棋：白方 2 點的補償以在黑方區域中放一枚白子的方式支付。黑方區域為 46 點（棋子和空），白方為 35 點，沒有單官。死子已經取走，棋譜中沒有提子。

應氏規則以填子來計算。每方各有固定數量的棋子（這個 9 路盤上每方 40 子，19 路盤上 180 子）；提子和死子退回各自主人的棋罐，每方用自己的棋子填滿自己的區域。還剩空點的一方獲勝；棋子有剩餘的一方失敗。負方把剩下的棋子，即“負子”，放進勝方的空點；此後仍然空著的那一個點就是“勝點”，勝負差為每枚負子計兩點，勝點計一點。這裡黑方剩五個空點，白方剩四枚棋子；白方的四枚棋子填掉黑方的四個點，第五個點就是勝點：黑勝 1 + 2 x 4 = 9。

數子法得出同樣的結果：雙方區域之差減去補償。數目法在同一盤面上得出不同的勝負差。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方停一手。</translation>
        </message>
        <message>
            <source>White passes: play stops and the game is counted.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方停一手：對局停止，進行計算。</translation>
        </message>
    </context>
    <context>
        <name>Diagram long-life</name>
        <message>
            <source>Long life</source>
            <extracomment>title</extracomment>
            <translation>長生劫</translation>
        </message>
        <message>
            <source>eternal life</source>
            <extracomment>another name of the position</extracomment>
            <translation>長生劫</translation>
        </message>
        <message>
            <source>chosei (長生)</source>
            <extracomment>another name of the position</extracomment>
            <translation>chosei（長生劫，日語“長生劫”）</translation>
        </message>
        <message>
            <source>jangsaeng (장생)</source>
            <extracomment>another name of the position</extracomment>
            <translation>jangsaeng（장생，韓語“長生劫”）</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Long life&apos;; Ing&apos;s SST rules, &apos;Double hot stones&apos;; Japanese rules 1989, article 12.</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英文圍棋維基）的“Long life”條目；應氏圍棋規則（SST）的“雙熱子”；日本圍棋規約（1989年）第12條。</translation>
        </message>
        <message>
            <source>A four-move cycle of captures of two stones: no result in Japan and Korea, superko bars the fourth move, Ing&apos;s double hot stones bar the third.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>以提兩子構成的四手循環：在日本和韓國為無勝負，超級劫禁止第四手，應氏規則的雙熱子禁止第三手。</translation>
        </message>
        <message>
            <source>Black&apos;s group A2-F2 has two liberties, A1 and E1; White&apos;s inner string B1-B2-C2-D2 has two, A1 and C1. White&apos;s F1 stone sits in the corner.

Black plays C1, which puts White&apos;s inner string in atari. White captures C1-D1 with E1. Black captures E1-F1 back at D1. White throws in again at F1, and the start has returned after four moves: long life.

Japanese and Korean rules: no result after the cycle repeats. Superko forbids White&apos;s fourth move. Ing&apos;s rules call E1-F1 double hot stones once they have captured: Black may take them only after an intervening move (the variation). Renaissance: a draw, as both sides capture four stones in the loop.</source>
            <extracomment>comment at the start</extracomment>
            <translation>黑方 A2-F2 的棋塊有 A1 和 E1 兩口氣；白方內部的 B1-B2-C2-D2 一串有 A1 和 C1 兩口氣。白方 F1 一子在角上。

黑方下 C1，使白方內部的一串被叫吃。白方在 E1 提掉 C1-D1。黑方在 D1 提回 E1-F1。白方再在 F1 撲入，四手之後回到初始局面：長生劫。

日本規則和韓國規則：循環重複後無勝負。超級劫禁止白方的第四手。應氏規則把提過子的 E1-F1 稱為雙熱子：黑方只有隔一手之後才能提它們（見變化）。文藝復興規則：和棋，因為在循環中雙方各提了四子。</translation>
        </message>
        <message>
            <source>Black plays C1: White&apos;s inner string is in atari at A1, and C1-D1 has one liberty, E1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方下 C1：白方內部的一串在 A1 被叫吃，而 C1-D1 只有 E1 一口氣。</translation>
        </message>
        <message>
            <source>White captures C1 and D1 with E1. Black&apos;s group is down to one liberty, A1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方在 E1 提掉 C1 和 D1。黑方的棋塊只剩 A1 一口氣。</translation>
        </message>
        <message>
            <source>Black captures E1-F1 at D1. Under Ing&apos;s rules these are double hot stones that just captured two: Black needs an intervening move first.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑方在 D1 提掉 E1-F1。按應氏規則，這是剛提過兩子的雙熱子：黑方需要先隔一手。</translation>
        </message>
        <message>
            <source>White throws in at F1 again: the start position, with Black to play. Every superko rule forbids this move.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白方再在 F1 撲入：回到初始局面，輪黑方下。所有超級劫規則都禁止這一手。</translation>
        </message>
        <message>
            <source>Round two.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>第二輪。</translation>
        </message>
        <message>
            <source>White captures two.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白方提兩子。</translation>
        </message>
        <message>
            <source>Black captures two.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黑方提兩子。</translation>
        </message>
        <message>
            <source>The start stands for the third time with no pass between: no result under Japanese and Korean rules, a draw by threefold repetition under Renaissance rules.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>初始局面第三次出現，中間沒有停一手：按日本規則和韓國規則為無勝負，按文藝復興規則以三次重複判為和棋。</translation>
        </message>
        <message>
            <source>Black plays elsewhere first (here A6).</source>
            <extracomment>comment on the Ing: double hot stones need an intervening move, node 3</extracomment>
            <translation>黑方先在別處下一手（這裡是 A6）。</translation>
        </message>
        <message>
            <source>White answers elsewhere.</source>
            <extracomment>comment on the Ing: double hot stones need an intervening move, node 4</extracomment>
            <translation>白方在別處應。</translation>
        </message>
        <message>
            <source>Now Black may capture E1-F1 under Ing&apos;s rules too.

What uses up a disturbance under Ing&apos;s rules: the first time the whole board comes back with the same player to move, the cycle is charged to the player whose move began it, here Black with C1. The exchange between the captures usually leaves new stones on the board, so nothing recurs. But if it leaves the board as it was (both players pass and the game is adjourned, or ko threats that undo each other), White&apos;s throw-in at F1 brings back the start, Black has used up its one disturbance, and Black may not send two at C1 again.</source>
            <extracomment>comment on the Ing: double hot stones need an intervening move, node 5</extracomment>
            <translation>現在按應氏規則黑方也可以提掉 E1-F1 了。

在應氏規則下，什麼會用掉一次攪劫：全盤第一次回到同一局面且輪到同一方下時，這個循環記在開始它的那一手的一方名下，這裡是下 C1 的黑方。兩次提子之間的交換通常會在盤上留下新的棋子，所以不會重複出現。但如果交換後盤面和原來一樣（雙方停一手而對局暫停，或者互相抵消的劫材），白方在 F1 的撲入就會重現初始局面，黑方已用掉了唯一一次攪劫，就不能再在 C1 送二了。</translation>
        </message>
    </context>
    <context>
        <name>Diagram molasses-ko</name>
        <message>
            <source>Molasses ko</source>
            <extracomment>title</extracomment>
            <translation>糖漿劫</translation>
        </message>
        <message>
            <source>molasses</source>
            <extracomment>another name of the position</extracomment>
            <translation>糖漿劫（molasses）</translation>
        </message>
        <message>
            <source>Mechanism after T. Mark Hall and Zhao (1993/94) as described by the BGA page &apos;Some Repeating Go Positions&apos; and Sensei&apos;s Library &apos;Molasses Ko&apos;; this board is our own construction.</source>
            <extracomment>source</extracomment>
            <translation>其機制源自 T. Mark Hall 和 Zhao（1993/94），參見英國圍棋協會（BGA）網頁“Some Repeating Go Positions”（一些重複的圍棋局面）和 Sensei&apos;s Library（英文圍棋維基）的“Molasses Ko”條目；這個棋盤為本程式自行構造。</translation>
        </message>
        <message>
            <source>A capturing race with two kos in which every move elsewhere costs a four-move exchange: legal everywhere, but it slows the game to a crawl and makes passing fatal under superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一個帶兩個劫的對殺，在別處每下一手都要付出四手的交換：在所有規則下都合法，但它使對局慢如蝸牛，而在超級劫規則下停一手是致命的。</translation>
        </message>
        <message>
            <source>Two eyeless groups in a capturing race. White&apos;s nine stones around D2-D6 have only the two-point eye E4-E5. Black&apos;s nine stones around F1-G6 have only E1 and F2. The walls around them are alive.

Black throws in at E5 (atari on White&apos;s group and on F4-F5). White must take the ko at E1, Black must capture F4-F5 at E4, and White must take the second ko at F2. The shape is now the colour-reversed start, and Black, who may not retake at once, plays one move elsewhere (F8). White must then make the same four-move exchange before its own move elsewhere (D8). After ten moves the local shape is back where it began.

No position repeats (the moves elsewhere change the board), so every ruleset allows the line. The trouble comes when the game nears its end: under the basic ko rule the exchanges can go on, and Japanese professionals have called it no result; under superko a player who passes instead of making the exchange loses the race, so the game turns into a contest of who runs out of harmless moves first.</source>
            <extracomment>comment at the start</extracomment>
            <translation>兩塊沒有眼的棋在對殺。白方圍繞 D2-D6 的九子只有 E4-E5 這個兩點的眼。黑方圍繞 F1-G6 的九子只有 E1 和 F2。圍住它們的外牆都是活棋。

黑方在 E5 撲入（同時叫吃白方的棋塊和 F4-F5）。白方必須在 E1 提劫，黑方必須在 E4 提掉 F4-F5，白方必須在 F2 提第二個劫。這時的形狀是初始局面的黑白互換，黑方不能立即提回，於是在別處下一手（F8）。接著白方也必須先進行同樣的四手交換，才能在別處下自己的一手（D8）。十手之後，局部形狀回到開始的樣子。

沒有局面重複（別處的著手改變了盤面），所以所有規則都允許這樣下。麻煩出在對局接近終局時：按基本劫規則，這種交換可以一直進行下去，日本職業棋手曾將其判為無勝負；在超級劫規則下，不進行交換而停一手的一方會輸掉對殺，於是對局變成比誰先用完無害著手的較量。</translation>
        </message>
        <message>
            <source>Black throws in at E5: White&apos;s big group and F4-F5 are both in atari.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方在 E5 撲入：白方的大塊棋和 F4-F5 都被叫吃。</translation>
        </message>
        <message>
            <source>White must take the ko at E1 (capturing D1): Black&apos;s group is in atari at F2.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方必須在 E1 提劫（提掉 D1）：黑方的棋塊在 F2 被叫吃。</translation>
        </message>
        <message>
            <source>Black must capture F4-F5 with E4: White&apos;s group is in atari at D1.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑方必須在 E4 提掉 F4-F5：白方的棋塊在 D1 被叫吃。</translation>
        </message>
        <message>
            <source>White must take the second ko at F2 (capturing E2). The shape is the colour-reversed start.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白方必須在 F2 提第二個劫（提掉 E2）。形狀成為初始局面的黑白互換。</translation>
        </message>
        <message>
            <source>Black may not retake at E2 at once, so Black plays elsewhere: the one real move of this round.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑方不能立即在 E2 提回，所以在別處下一手：這是這一輪中唯一真正的一手。</translation>
        </message>
        <message>
            <source>Now White has to throw in, at F5.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>現在輪到白方必須在 F5 撲入。</translation>
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
            <translation>黑方在 D1 提另一個劫（提掉 E1）。</translation>
        </message>
        <message>
            <source>White plays its one move elsewhere. The local shape is back at the start: every real move cost a four-move exchange.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白方在別處下它的一手。局部形狀回到了開始：每一手真正的棋都要付出四手的交換。</translation>
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
            <translation>gekkou no iki（月光の活き，日語“假生”）</translation>
        </message>
        <message>
            <source>jia sheng (假生, false life)</source>
            <extracomment>another name of the position</extracomment>
            <translation>假生</translation>
        </message>
        <message>
            <source>After the Nyobutsu position and the move pattern on Sensei&apos;s Library &apos;Moonshine Life&apos;; Renaissance rules example 4 (capture in a dispute phase).</source>
            <extracomment>source</extracomment>
            <translation>依據 Sensei&apos;s Library（英文圍棋維基）“Moonshine Life”條目中的 Nyobutsu 局面和著法；文藝復興規則的示例 4（在死活爭議階段提子）。</translation>
        </message>
        <message>
            <source>A one-eyed group kept alive by a double ko elsewhere: no result in Japan and Korea, barred by superko, by Ing&apos;s disturbing rule and, after play stops, by Renaissance minimal superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>靠別處的雙劫維持的單眼棋塊：在日本和韓國為無勝負，被超級劫、應氏規則的攪劫規定以及（對局停止後）文藝復興規則的最小超級劫所禁止。</translation>
        </message>
        <message>
            <source>Upper right: White&apos;s six stones have one eye (T19) and a ko at P19/Q19 they can never fill. Upper left: a double ko in a seki, which gives both sides an endless supply of ko threats. Black wants to capture the upper right group; White keeps it alive by using the double ko as threats.

Black takes the ko at Q19 and White is in atari. White flips a ko in the double ko (atari on Black&apos;s group there), Black answers by flipping the other, White retakes at P19, and the same happens the other way round. After six moves the start is back. The group&apos;s life is &apos;moonshine&apos;: it lasts only as long as the cycle may be repeated.

Japanese and Korean rules: the cycle goes round until the game ends without a result. Superko forbids the move that closes the cycle. Ing&apos;s rules let a player set off such a cycle only once per game. The Renaissance rules treat the repetition in the main game as a draw, but Black can wait until play stops and capture in the dispute phase, where minimal superko stops White from closing the cycle (the variation).

The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation>右上：白方六子有一隻眼（T19），還有一個永遠無法粘上的劫 P19/Q19。左上：一個雙活中的雙劫，為雙方提供了取之不盡的劫材。黑方想吃掉右上的棋塊；白方利用雙劫作為劫材使它活著。

黑方在 Q19 提劫，白方被叫吃。白方在雙劫中提一個劫（叫吃那裡的黑棋），黑方以提另一個劫來應，白方在 P19 提回，然後同樣的過程反方向再來一遍。六手之後回到初始局面。這塊棋的“活”是假生：只有在允許循環重複時，它才能活著。

日本規則和韓國規則：循環一直進行，直到對局以無勝負結束。超級劫禁止使循環閉合的著手。應氏規則只允許一方在一局中發起一次這樣的循環。文藝復興規則把對局中的重複視為和棋，但黑方可以等到對局停止後在死活爭議階段提子，在那裡最小超級劫阻止白方使循環閉合（見變化）。

假定盤面其餘部分都已確定。</translation>
        </message>
        <message>
            <source>Black takes the ko at Q19 (capturing P19). White&apos;s group has one liberty left, its eye at T19: it is in atari, and White needs a ko threat.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方在 Q19 提劫（提掉 P19）。白方的棋塊只剩一口氣，即 T19 的眼：它被叫吃了，白方需要劫材。</translation>
        </message>
        <message>
            <source>White&apos;s threat: B17 captures B18 and puts Black&apos;s fourteen stones on the left in atari at F18.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方的劫材：B17 提掉 B18，使左邊十四枚黑子在 F18 被叫吃。</translation>
        </message>
        <message>
            <source>Black must answer: D18 captures D17 and gives the left group a second liberty.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑方必須應：D18 提掉 D17，使左邊的棋塊有了第二口氣。</translation>
        </message>
        <message>
            <source>Now White may retake at P19 (capturing Q19): the upper right group has two liberties again.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>現在白方可以在 P19 提回（提掉 Q19）：右上的棋塊又有了兩口氣。</translation>
        </message>
        <message>
            <source>Black flips the other way: B18 captures B17 and puts White&apos;s upper left stones in atari at F18.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑方反方向提：B18 提掉 B17，使白方左上的棋子在 F18 被叫吃。</translation>
        </message>
        <message>
            <source>White answers at D17 (capturing D18). The whole board is back to the start with Black to play: superko forbids this move under every superko rule.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白方在 D17 應（提掉 D18）。全盤迴到初始局面，輪黑方下：在所有超級劫規則下，超級劫都禁止這一手。</translation>
        </message>
        <message>
            <source>Round two: Black takes the ko again.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>第二輪：黑方再次提劫。</translation>
        </message>
        <message>
            <source>White threatens again in the double ko. Under Ing&apos;s rules White has already set off this cycle once (White was the disturber in round one) and may not do it again.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白方再次在雙劫中找劫材。按應氏規則，白方已經發起過一次這個循環（第一輪中白方是攪劫者），不能再這樣做。</translation>
        </message>
        <message>
            <source>Black answers.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黑方應。</translation>
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
            <translation>初始局面第三次出現，中間沒有停一手：按日本規則和韓國規則為無勝負，按文藝復興規則以三次重複判為和棋（循環中雙方各提了六子）。</translation>
        </message>
        <message>
            <source>Black does not start the cycle in the main game. Black passes...</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 1</extracomment>
            <translation>黑方不在對局中開始循環。黑方停一手……</translation>
        </message>
        <message>
            <source>...White passes...</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 2</extracomment>
            <translation>……白方停一手……</translation>
        </message>
        <message>
            <source>...and Black passes again. Under Renaissance rules three successive passes stop play; the last two passes were made in this position, so minimal superko now forbids any board play that recreates it. Black disputes White&apos;s group and play resumes.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 3</extracomment>
            <translation>……黑方再停一手。按文藝復興規則，連續三次停一手使對局停止；最後兩次停一手是在這個局面下進行的，所以最小超級劫現在禁止任何重現這個局面的盤上著手。黑方對白方的棋塊提出爭議，對局恢復。</translation>
        </message>
        <message>
            <source>White has nothing useful to do and passes. (Under Japanese and Korean rules this is the second pass of the confirmation play, which ends it with nothing captured: for them the line stops here, and the ko fight below is never played.)</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 4</extracomment>
            <translation>白方無事可做，停一手。（按日本規則和韓國規則，這是死活確認著手中的第二次停一手，確認著手就此結束，什麼也沒有提掉：對它們來說這個變化到此為止，下面的爭劫永遠不會發生。）</translation>
        </message>
        <message>
            <source>Black takes the ko: White is in atari.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 5</extracomment>
            <translation>黑方提劫：白方被叫吃。</translation>
        </message>
        <message>
            <source>White threatens in the double ko (Black&apos;s left group in atari).</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 6</extracomment>
            <translation>白方在雙劫中找劫材（叫吃黑方左邊的棋塊）。</translation>
        </message>
        <message>
            <source>White retakes the ko.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 8</extracomment>
            <translation>白方提回劫。</translation>
        </message>
        <message>
            <source>Black flips the double ko himself: White&apos;s upper left stones are in atari at F18.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 9</extracomment>
            <translation>黑方自己在雙劫中提劫：白方左上的棋子在 F18 被叫吃。</translation>
        </message>
        <message>
            <source>White&apos;s answer would recreate the position in which the last two successive passes were made: minimal superko forbids it. White cannot both save the upper left and keep the ko, so one of the groups dies: the moonshine life is over.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 10</extracomment>
            <translation>白方的應手會重現最後連續兩次停一手時的局面：最小超級劫禁止這一手。白方無法既救左上又保住這個劫，所以總有一塊棋會死：假生到此結束。</translation>
        </message>
    </context>
    <context>
        <name>Diagram one-eye-flaw</name>
        <message>
            <source>1-eye flaw</source>
            <extracomment>title</extracomment>
            <translation>單眼缺陷</translation>
        </message>
        <message>
            <source>dead ko</source>
            <extracomment>another name of the position</extracomment>
            <translation>死劫</translation>
        </message>
        <message>
            <source>kashou (仮生)</source>
            <extracomment>another name of the position</extracomment>
            <translation>kashou（仮生，日語“假活”）</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;1-Eye-Flaw&apos;; Renaissance rules example 1; Japanese rules 1989, article 7-2.</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英文圍棋維基）的“1-Eye-Flaw”條目；文藝復興規則的示例 1；日本圍棋規約（1989年）第7條第2款。</translation>
        </message>
        <message>
            <source>A one-eyed group with a ko: dead under most rules, but alive under positional and situational superko if the players pass first.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>帶一個劫的單眼棋塊：在大多數規則下是死棋，但在位置超級劫和情境超級劫下，如果雙方先停一手，它就是活棋。</translation>
        </message>
        <message>
            <source>White&apos;s four stones A4-B4-B5-C4 have one eye (A5) and a ko at C5/D5. Black took the ko at C5 on an earlier turn, so White may retake now. Black has two eyes (B2 and E3) and every Black move other than the ko would fill one of them.

White retakes at D5. Black cannot retake at once, has nothing else to do, and passes; White passes too. Can Black now take the ko and then fill the eye at A5?

Under positional superko, and under situational superko, retaking at C5 would recreate the position after Black&apos;s earlier capture, so it is forbidden: the one-eyed group lives, a known flaw of those rules. Tromp-Taylor rules end the game after the two passes with every stone alive. Japanese and Korean rules decide in a confirmation play in which the retake after Black&apos;s pass is allowed, and Ing&apos;s and the Renaissance rules also let Black retake: the group is dead.

The Chinese preset follows the written positional superko rule; Chinese referees in practice rule the group dead. Komi is 0.</source>
            <extracomment>comment at the start</extracomment>
            <translation>白方 A4-B4-B5-C4 四子有一隻眼（A5），還有一個劫 C5/D5。黑方在之前的某一手在 C5 提了劫，所以白方現在可以提回。黑方有兩隻眼（B2 和 E3），除了提劫以外，黑方下任何一手都會填掉其中一隻。

白方在 D5 提回。黑方不能立即提回，別處又無棋可下，於是停一手；白方也停一手。現在黑方能否提劫，然後填掉 A5 的眼？

在位置超級劫下，以及在情境超級劫下，在 C5 提回會重現黑方之前提劫後的局面，所以是禁止的：這塊單眼棋活了，這是這些規則的一個已知缺陷。Tromp-Taylor 規則在雙方停一手後結束對局，所有棋子都算活棋。日本規則和韓國規則在死活確認著手中解決，其中黑方停一手之後的提回是允許的，應氏規則和文藝復興規則也允許黑方提回：這塊棋是死棋。

中國規則的預設遵循成文的位置超級劫規則；實際上中國的裁判會判這塊棋為死棋。貼目為 0。</translation>
        </message>
        <message>
            <source>White retakes the ko at D5 (capturing C5).</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白方在 D5 提回劫（提掉 C5）。</translation>
        </message>
        <message>
            <source>Black may not retake at once, and any other Black move fills an eye: Black passes.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑方不能立即提回，而黑方下其他任何一手都會填掉一隻眼：黑方停一手。</translation>
        </message>
        <message>
            <source>White passes. Under Tromp-Taylor rules the game is over: every stone on the board, White&apos;s one-eyed group included, counts as alive.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白方停一手。按 Tromp-Taylor 規則對局結束：盤上所有棋子，包括白方的單眼棋塊，都算活棋。</translation>
        </message>
        <message>
            <source>Black takes the ko (in the confirmation play under Japanese and Korean rules, in resumed play elsewhere). Under positional superko this recreates the position after Black&apos;s first capture at C5, and is forbidden; situational superko (and New Zealand&apos;s rule, which is situational superko) also forbids it. Natural situational superko does not: here that position is the diagram&apos;s start, which no board play created, so the retake is legal there.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黑方提劫（按日本規則和韓國規則是在死活確認著手中，在其他規則下是在恢復的對局中）。在位置超級劫下，這會重現黑方第一次在 C5 提劫後的局面，因此被禁止；情境超級劫（以及紐西蘭規則，即情境超級劫）也禁止這一手。自然情境超級劫則不禁止：這裡那個局面是本圖的初始局面，並不是由盤上著手造成的，所以在該規則下提回是合法的。</translation>
        </message>
        <message>
            <source>White may not retake at once and passes.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>白方不能立即提回，停一手。</translation>
        </message>
        <message>
            <source>Black fills the eye and captures White&apos;s group.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>黑方填眼，吃掉白方的棋塊。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>白方停一手。</translation>
        </message>
        <message>
            <source>Black passes. The whole board is Black&apos;s.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>黑方停一手。全盤都歸黑方。</translation>
        </message>
        <message>
            <source>Black passes as well...</source>
            <extracomment>comment on the Black does not take the ko: the flaw lives, node 4</extracomment>
            <translation>黑方也停一手……</translation>
        </message>
        <message>
            <source>...and so does White. With no board play from Black the one-eyed group stands, and it is counted as alive.</source>
            <extracomment>comment on the Black does not take the ko: the flaw lives, node 5</extracomment>
            <translation>……白方也停一手。黑方沒有在盤上落子，這塊單眼棋就留在盤上，算作活棋。</translation>
        </message>
    </context>
    <context>
        <name>Diagram one-odd-dame</name>
        <message>
            <source>One odd dame</source>
            <extracomment>title</extracomment>
            <translation>奇數單官</translation>
        </message>
        <message>
            <source>the last dame</source>
            <extracomment>another name of the position</extracomment>
            <translation>最後的單官</translation>
        </message>
        <message>
            <source>last neutral point</source>
            <extracomment>another name of the position</extracomment>
            <translation>最後一箇中立點</translation>
        </message>
        <message>
            <source>"Simplified rules" commentary (the worthless extra dame of Japanese/Korean rules; shared/seeds/000); Renaissance rules, &apos;Area ~= territory&apos; (the last dame; shared/seeds/001). The board is our own.</source>
            <extracomment>source</extracomment>
            <translation>“簡化規則”（Simplified rules）的解說（日本/韓國規則中多出一個無價值的單官；shared/seeds/000）；文藝復興規則的“Area ~= territory”（數子約等於數目）一節（最後的單官；shared/seeds/001）。棋盤為本程式自編。</translation>
        </message>
        <message>
            <source>One neutral point is left at the end: under area counting it is a point for whoever fills it, under territory counting it is worth nothing, so with their usual komi Japanese and Chinese rules name different winners.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>終局時剩下一個單官：在數子法下誰填上它誰就多得一點，在數目法下它沒有價值，所以按各自通常的貼目，日本規則和中國規則會判出不同的勝者。</translation>
        </message>
        <message>
            <source>An even game on 9x9, finished but for one point. White is to play. Black began and made the last move, so Black has put down 12 stones and White 11; nothing has been captured. Each side has one solid string: Black&apos;s wall runs from D9 down the D and E columns to F1, White&apos;s from F9 down the F column, with E7 and G1-G2. The territories are closed: Black has 32 points, White 25. The one point that belongs to nobody is E9, between Black&apos;s D9 and E8 and White&apos;s F9. A stone there needs no answer from either side.

Territory counting (Japanese, Korean, simplified Japanese/Korean and Renaissance B, komi 6.5) gives nothing for a stone on a neutral point: 32 - 25 = 7, B+0.5, whether E9 is filled or not, and by whom.

Area counting counts every stone on the board, so E9 is a point for whoever fills it. The board has 81 points. With E9 empty the two areas add up to 80 (Black 44, White 36) and their difference is even: 8. Filling E9 makes the total 81 and the difference odd: 7 if White fills it, 9 if Black does. A komi of 7.5 (Chinese, AGA, simplified Chinese, simplified AGA, Renaissance A, Tromp-Taylor) lies between 7 and 8, so this one point decides the game. White, to move, fills E9 and wins by 0.5 (the main line). If both pass at once it is B+0.5 (first variation); if White passes and Black fills it, B+1.5 (second variation). New Zealand&apos;s whole-point komi of 7 gives a draw, B+1 or B+2. Ing&apos;s komi of 8, paid as four White stones placed in Black&apos;s area, gives W+1, a tie that Black wins in an even game, or B+1.

So the same game ends B+0.5 under Japanese rules and W+0.5 under Chinese rules. The usual saying that a Chinese komi of 7.5 matches a Japanese 6.5 holds when Black has put down one stone more than White: then the area difference is one more than the territory difference. Once White takes the last point, both have put down 12 stones, the two differences are both 7, and the komis part by a full point. The simplified rules&apos; commentary lists this, the value of one extra dame that Japanese and Korean rules ignore, among their practical differences (its example: an even game containing one odd seki, komi 5.5 or 7.5).

AGA rules count the area but hand over a prisoner for every pass and let White pass last; counting territory and prisoners, pass stones included, then gives the same margin on every line, as the count&apos;s note shows.

The file sets no komi: each ruleset counts with its own (6.5 Japanese, Korean and Renaissance B; 7.5 Chinese, AGA, Renaissance A and Tromp-Taylor; 7 New Zealand; 8 Ing, Black winning ties).</source>
            <extracomment>comment at the start</extracomment>
            <translation>一局 9 路盤的分先對局，只差一個點就下完了。輪白方下。黑方先下，最後一手也是黑方下的，所以黑方放下了 12 枚棋子，白方 11 枚；沒有提子。雙方各有一串堅實相連的棋子：黑方的外牆從 D9 沿 D 列和 E 列向下延伸到 F1，白方的從 F9 沿 F 列向下，還有 E7 和 G1-G2。雙方的地都已封閉：黑方 32 目，白方 25 目。唯一不屬於任何一方的點是 E9，位於黑方的 D9、E8 與白方的 F9 之間。下在那裡的棋子不需要任何一方應對。

數目法（日本規則、韓國規則、簡化規則 日本/韓國和文藝復興 B，貼目 6.5）對下在單官上的棋子不計分：32 - 25 = 7，黑勝 0.5（B+0.5），不論 E9 是否填上、由誰填上。

數子法計算盤上所有棋子，所以 E9 對填上它的一方算一點。棋盤有 81 個點。E9 空著時，雙方區域合計 80（黑 44，白 36），差為偶數：8。填上 E9 使合計為 81，差為奇數：白方填是 7，黑方填是 9。7.5 的貼目（中國規則、AGA 規則、簡化規則 中國、簡化規則 AGA、文藝復興 A、Tromp-Taylor 規則）介於 7 和 8 之間，所以這一個點決定勝負。輪到下的白方填上 E9，勝 0.5（主變化）。如果雙方立即停一手，則為 B+0.5（第一個變化）；如果白方停一手而黑方填上，則為 B+1.5（第二個變化）。紐西蘭規則的整數貼目 7 分別得出和棋、B+1 或 B+2。應氏規則的 8 點貼目以在黑方區域中放四枚白子的方式支付，分別得出 W+1、平局（分先對局中平局判黑勝）或 B+1。

所以同一局棋，按日本規則以 B+0.5 結束，按中國規則則為 W+0.5。通常所說的中國規則貼 7.5 相當於日本規則貼 6.5，在黑方比白方多放一枚棋子時成立：這時數子之差比數目之差多一。一旦白方佔了最後一個點，雙方都放了 12 枚棋子，兩種差都是 7，兩種貼目就相差整整一點。簡化規則的解說把這一點，即日本規則和韓國規則所忽略的一個多出的單官的價值，列為它們的實際差別之一（其例子：一局包含一個奇數雙活的分先對局，貼目 5.5 或 7.5）。

AGA 規則數子，但每停一手都要交出一枚提子，並且讓白方最後停一手；這樣按目數加提子（包括停著交子）計算，在每個變化中都得出同樣的勝負差，計算說明中列出了這一點。

本檔案不設貼目：每種規則用自己的貼目計算（日本規則、韓國規則和文藝復興 B 為 6.5；中國規則、AGA 規則、文藝復興 A 和 Tromp-Taylor 規則為 7.5；紐西蘭規則為 7；應氏規則為 8，平局判黑勝）。</translation>
        </message>
        <message>
            <source>White fills the last neutral point, E9. Under area counting this stone is one more point of White&apos;s area (37 instead of 36); under territory counting it earns nothing. Both players have now put down 12 stones.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白方填上最後一個單官 E9。在數子法下，這一子使白方區域多一點（37 而不是 36）；在數目法下它不得分。現在雙方都放了 12 枚棋子。</translation>
        </message>
        <message>
            <source>Black passes: nothing is left to play.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑方停一手：已經沒有可下的地方了。</translation>
        </message>
        <message>
            <source>White passes: play stops (Renaissance rules need a third pass). Area: Black 44, White 37, 7 apart: W+0.5 with komi 7.5, a draw with New Zealand&apos;s 7, and W+1 under Ing&apos;s 8, where White&apos;s stones leave one empty point in White&apos;s area. Territory: 32 - 25 = 7, B+0.5 with komi 6.5.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白方停一手：對局停止（文藝復興規則需要第三次停一手）。數子：黑 44，白 37，相差 7：貼目 7.5 時 W+0.5，紐西蘭規則貼 7 時為和棋，應氏規則貼 8 時 W+1，此時白方的棋子在白方區域中留下一個空點。數目：32 - 25 = 7，貼目 6.5 時 B+0.5。</translation>
        </message>
        <message>
            <source>White passes instead of filling E9. Under AGA rules the pass hands Black a prisoner.</source>
            <extracomment>comment on the Both pass: the dame stays open, node 1</extracomment>
            <translation>白方不填 E9 而停一手。按 AGA 規則，這次停一手要交給黑方一枚提子。</translation>
        </message>
        <message>
            <source>Black passes too: play stops with E9 empty, and it counts for nobody. Area: Black 44, White 36, 8 apart: B+0.5 with komi 7.5 and B+1 with 7. Under Ing&apos;s komi of 8 the fill-in count comes out even (the one shared point stays empty), and Black wins the tie. Territory: still 7, B+0.5. Under AGA rules White adds a last pass, so Black holds two pass stones and White one: territory and prisoners give 34 against 26, the same 8 as the area count.</source>
            <extracomment>comment on the Both pass: the dame stays open, node 2</extracomment>
            <translation>黑方也停一手：對局在 E9 空著的情況下停止，E9 不計入任何一方。數子：黑 44，白 36，相差 8：貼目 7.5 時 B+0.5，貼目 7 時 B+1。按應氏規則的 8 點貼目，填子計算的結果持平（唯一的公共點保持空著），平局判黑勝。數目：仍然是 7，B+0.5。按 AGA 規則，白方補最後一次停一手，所以黑方有兩枚停著交子，白方有一枚：目數加提子為 34 對 26，與數子一樣相差 8。</translation>
        </message>
        <message>
            <source>Black fills E9 after White&apos;s pass. Black&apos;s area grows to 45; Black&apos;s territory stays 32.</source>
            <extracomment>comment on the White passes and Black fills the dame, node 2</extracomment>
            <translation>白方停一手後，黑方填上 E9。黑方區域增加到 45；黑方的目數仍為 32。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the White passes and Black fills the dame, node 3</extracomment>
            <translation>白方停一手。</translation>
        </message>
        <message>
            <source>Black passes: play stops. Area: 45 - 36 = 9, B+1.5 with komi 7.5, B+2 with 7, B+1 under Ing. Territory: 7, B+0.5, as on every line. Under AGA rules White adds a last pass: Black holds three pass stones and White one, so territory and prisoners give 35 against 26, again 9.</source>
            <extracomment>comment on the White passes and Black fills the dame, node 4</extracomment>
            <translation>黑方停一手：對局停止。數子：45 - 36 = 9，貼目 7.5 時 B+1.5，貼目 7 時 B+2，應氏規則 B+1。數目：7，B+0.5，與每個變化相同。按 AGA 規則，白方補最後一次停一手：黑方有三枚停著交子，白方有一枚，所以目數加提子為 35 對 26，同樣相差 9。</translation>
        </message>
    </context>
    <context>
        <name>Diagram pass-stones</name>
        <message>
            <source>Pass stones</source>
            <extracomment>title</extracomment>
            <translation>停著交子</translation>
        </message>
        <message>
            <source>AGA pass stones</source>
            <extracomment>another name of the position</extracomment>
            <translation>AGA 規則的停著交子</translation>
        </message>
        <message>
            <source>White passes last</source>
            <extracomment>another name of the position</extracomment>
            <translation>白方最後停一手</translation>
        </message>
        <message>
            <source>AGA rules and the AGA commentary of the &apos;Simplified rules&apos; (White passes last, every pass hands the opponent a prisoner); Japanese rules for territory counting without pass stones. The game is our own.</source>
            <extracomment>source</extracomment>
            <translation>AGA 規則及 AGA 對“簡化規則”（Simplified rules）的解說（白方最後停一手，每停一手都要交給對方一枚提子）；日本規則作為不計停著交子的數目法。對局為本程式自編。</translation>
        </message>
        <message>
            <source>An 8x8 even game that ends with Black&apos;s pass: under the AGA rules White adds a pass, every pass hands over a prisoner, and counting territory then gives the same margin as counting area; the Japanese count, without pass stones, is two points lower and the winner changes.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一局 8 路盤的分先對局，以黑方停一手結束：按 AGA 規則，白方補一次停一手，每停一手都要交出一枚提子，這樣按數目計算與按數子計算得出同樣的勝負差；日本規則的計算不計停著交子，少兩點，勝者也隨之改變。</translation>
        </message>
        <message>
            <source>A small even game on an 8x8 board, played to the end. White passes once while one neutral point, E4, is still open; Black fills it, White passes again and Black passes, so play stops with Black&apos;s pass. During play each side captured one stone: Black took B5, White took F5. No dead stones are left.

Area counting (Chinese, AGA): Black 36 (13 stones and 23 empty points), White 28 (11 stones and 17 empty points). Black is 8 ahead; with a komi of 7.5 Black wins by 0.5.

The AGA rules want White to pass last. Black passed last, so White adds one pass, and every pass hands the opponent a stone as a prisoner (a pass stone). White passed three times (twice during play and the added pass), Black once: Black holds 3 pass stones, White 1. Counting territory and prisoners with them: Black 23 + 1 captured + 3 pass stones = 27, White 17 + 1 + 1 = 19. Again 8 ahead, and again Black by 0.5: under the AGA rules the two ways of counting always agree. A player&apos;s area less his territory and prisoners is the number of stones on the board less the prisoners he holds, so the two margins part by how many more stones Black put down than White. Black played 14 stones and handed over 1 pass stone, White played 12 and handed over 3: 15 each. From an even start with alternate moves and White passing last both players always have as many turns as each other, and a pass stone makes a pass cost a stone like a move.

Japanese: no pass stones, and neutral points are worth nothing. Black 23 + 1 = 24, White 17 + 1 = 18: 6 ahead, two points less than the area count, because Black put down two more stones than White and White&apos;s two passes cost nothing. With a komi of 6.5 White wins by 0.5: the winner changes.

The variation: White fills E4 itself instead of passing. Then White passes last and nothing needs adding; each side hands over one pass stone. The area count is Black 35, White 29: 6 ahead, and territory with pass stones gives the same 25 - 19; the Japanese count is 24 - 18, also 6. AGA: White by 1.5, Japanese: White by 0.5. White&apos;s early pass in the main line cost it two points under the AGA rules (the neutral point and a pass stone) and nothing under the Japanese rules.</source>
            <extracomment>comment at the start</extracomment>
            <translation>一局在 8 路盤上下到底的小型分先對局。在還剩一個單官 E4 時，白方停了一手；黑方填上它，白方再停一手，黑方停一手，於是對局以黑方的停一手停止。對局中雙方各提了一子：黑方提掉 B5，白方提掉 F5。盤上沒有留下死子。

數子法（中國規則、AGA 規則）：黑方 36（13 子和 23 個空點），白方 28（11 子和 17 個空點）。黑方領先 8；貼目 7.5 時黑勝 0.5。

AGA 規則要求白方最後停一手。這裡最後停一手的是黑方，所以白方補一次停一手，而每停一手都要交給對方一枚子作為提子（停著交子）。白方停了三次（對局中兩次，加上補的一次），黑方一次：黑方有 3 枚停著交子，白方 1 枚。把它們算上，按目數加提子計算：黑方 23 + 1 枚提子 + 3 枚停著交子 = 27，白方 17 + 1 + 1 = 19。同樣領先 8，同樣黑勝 0.5：按 AGA 規則，兩種計算方法總是一致的。一方的區域減去其目數和提子，等於其盤上棋子數減去其持有的提子數，所以兩種勝負差的差別，取決於黑方比白方多放了多少枚棋子。黑方下了 14 子並交出 1 枚停著交子，白方下了 12 子並交出 3 枚：各 15 枚。從分先開局、雙方輪流落子、白方最後停一手，雙方的輪次總是一樣多，而停著交子使停一手和落一子一樣要花費一枚棋子。

日本規則：沒有停著交子，單官沒有價值。黑方 23 + 1 = 24，白方 17 + 1 = 18：領先 6，比數子的結果少兩點，因為黑方比白方多放了兩枚棋子，而白方的兩次停一手沒有任何代價。貼目 6.5 時白勝 0.5：勝者改變了。

變化：白方不停一手，而是自己填上 E4。這樣最後停一手的是白方，不需要補；雙方各交出一枚停著交子。數子為黑 35、白 29：領先 6，按目數加停著交子計算也同樣是 25 - 19；日本規則的計算為 24 - 18，也是 6。AGA 規則：白勝 1.5；日本規則：白勝 0.5。主變化中白方過早停一手，按 AGA 規則損失了兩點（單官和一枚停著交子），按日本規則則沒有損失。</translation>
        </message>
        <message>
            <source>Black starts near the centre.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方從中央附近開始。</translation>
        </message>
        <message>
            <source>White answers diagonally above.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方在斜上方應。</translation>
        </message>
        <message>
            <source>Black blocks White&apos;s way to the left.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑方擋住白方向左的去路。</translation>
        </message>
        <message>
            <source>White turns toward the bottom right.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白方轉向右下。</translation>
        </message>
        <message>
            <source>Black follows below.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑方在下方跟著。</translation>
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
            <translation>白方到達右邊線。</translation>
        </message>
        <message>
            <source>So does Black: the lower right border is set.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黑方也到達：右下的邊界確定了。</translation>
        </message>
        <message>
            <source>White turns to the top left.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>白方轉向左上。</translation>
        </message>
        <message>
            <source>Black cuts between E5 and F4.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>黑方在 E5 與 F4 之間切斷。</translation>
        </message>
        <message>
            <source>White ataris F5: its last liberty is G5.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>白方叫吃 F5：它的最後一口氣是 G5。</translation>
        </message>
        <message>
            <source>Black gives the cutting stone up and extends to the left.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation>黑方放棄切斷的一子，向左延伸。</translation>
        </message>
        <message>
            <source>White captures F5: a prisoner for White.</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>白方提掉 F5：白方得到一枚提子。</translation>
        </message>
        <message>
            <source>Black reaches the top edge.</source>
            <extracomment>comment on the main line, node 21</extracomment>
            <translation>黑方到達上邊線。</translation>
        </message>
        <message>
            <source>White cuts between B6 and C5.</source>
            <extracomment>comment on the main line, node 22</extracomment>
            <translation>白方在 B6 與 C5 之間切斷。</translation>
        </message>
        <message>
            <source>Black ataris: B5&apos;s last liberty is A5.</source>
            <extracomment>comment on the main line, node 23</extracomment>
            <translation>黑方叫吃：B5 的最後一口氣是 A5。</translation>
        </message>
        <message>
            <source>White leaves B5 and closes the top border.</source>
            <extracomment>comment on the main line, node 24</extracomment>
            <translation>白方不管 B5，封住上邊的邊界。</translation>
        </message>
        <message>
            <source>Black captures B5: a prisoner for Black. Only E4, touching Black&apos;s D4 and E3 and White&apos;s E5 and F4, is still neutral.</source>
            <extracomment>comment on the main line, node 25</extracomment>
            <translation>黑方提掉 B5：黑方得到一枚提子。只有 E4 還是單官，它與黑方的 D4、E3 以及白方的 E5、F4 相鄰。</translation>
        </message>
        <message>
            <source>White passes with E4 still open. Under the Japanese rules that costs nothing, E4 being worth no point. Under the AGA rules the pass hands Black a stone as a prisoner.</source>
            <extracomment>comment on the main line, node 26</extracomment>
            <translation>白方在 E4 還空著時停一手。按日本規則這沒有損失，因為 E4 不值一目。按 AGA 規則，這次停一手要交給黑方一枚子作為提子。</translation>
        </message>
        <message>
            <source>Black fills E4: a point in an area count, nothing in a territory count. This is the last stone of the game.</source>
            <extracomment>comment on the main line, node 27</extracomment>
            <translation>黑方填上 E4：在數子法中算一點，在數目法中不算。這是本局的最後一子。</translation>
        </message>
        <message>
            <source>White passes: a second pass stone for Black under the AGA rules.</source>
            <extracomment>comment on the main line, node 28</extracomment>
            <translation>白方停一手：按 AGA 規則，黑方得到第二枚停著交子。</translation>
        </message>
        <message>
            <source>Black passes and play stops (a third pass is added under the Renaissance rules). Black passed last, so under the AGA rules White adds a pass: Black has 3 pass stones, White 1. Area: Black 36, White 28. Territory, prisoners and pass stones: Black 27, White 19. The same 8 points: with komi 7.5 Black wins by 0.5 either way. Japanese territory without pass stones: 24 to 18, 6 points; with komi 6.5 White wins by 0.5.</source>
            <extracomment>comment on the main line, node 29</extracomment>
            <translation>黑方停一手，對局停止（按文藝復興規則要補第三次停一手）。最後停一手的是黑方，所以按 AGA 規則白方補一次停一手：黑方有 3 枚停著交子，白方 1 枚。數子：黑 36，白 28。目數、提子加停著交子：黑 27，白 19。同樣是 8 點：貼目 7.5 時，兩種算法都是黑勝 0.5。日本規則不計停著交子的數目：24 對 18，6 目；貼目 6.5 時白勝 0.5。</translation>
        </message>
        <message>
            <source>White fills E4 instead of passing.</source>
            <extracomment>comment on the White fills the last neutral point instead of passing, node 26</extracomment>
            <translation>白方不停一手，而是填上 E4。</translation>
        </message>
        <message>
            <source>Black passes: a pass stone for White under the AGA rules.</source>
            <extracomment>comment on the White fills the last neutral point instead of passing, node 27</extracomment>
            <translation>黑方停一手：按 AGA 規則，白方得到一枚停著交子。</translation>
        </message>
        <message>
            <source>White passes and play stops; White passed last, so nothing is added. Each side has one pass stone. Area: Black 35, White 29. Territory, prisoners and pass stones: Black 23 + 1 + 1 = 25, White 17 + 1 + 1 = 19. Japanese: Black 24, White 18. Every count has Black 6 ahead: AGA White by 1.5, Japanese White by 0.5.</source>
            <extracomment>comment on the White fills the last neutral point instead of passing, node 28</extracomment>
            <translation>白方停一手，對局停止；最後停一手的是白方，所以不需要補。雙方各有一枚停著交子。數子：黑 35，白 29。目數、提子加停著交子：黑 23 + 1 + 1 = 25，白 17 + 1 + 1 = 19。日本規則：黑 24，白 18。每種計算都是黑方領先 6：AGA 規則白勝 1.5，日本規則白勝 0.5。</translation>
        </message>
    </context>
    <context>
        <name>Diagram playing-inside-own-territory</name>
        <message>
            <source>Playing inside your own territory</source>
            <extracomment>title</extracomment>
            <translation>在自己的地裡下棋</translation>
        </message>
        <message>
            <source>capturing a dead stone</source>
            <extracomment>another name of the position</extracomment>
            <translation>提掉死子</translation>
        </message>
        <message>
            <source>removing a dead stone by play</source>
            <extracomment>another name of the position</extracomment>
            <translation>通過實際下棋取走死子</translation>
        </message>
        <message>
            <source>Renaissance rules, variant B (pass stones and equal numbers of moves in dispute phases); &apos;Simplified rules&apos; (pass stones, and the imagined play that settles a disagreement at no cost); Japanese rules 1989 (the confirmation play). The board is our own.</source>
            <extracomment>source</extracomment>
            <translation>文藝復興規則 B 方案（停著交子，以及死活爭議階段中雙方著手數相等）；“簡化規則”（Simplified rules）（停著交子，以及無代價地解決分歧的假想著手）；日本圍棋規約（1989年）（死活確認著手）。棋盤為本程式自編。</translation>
        </message>
        <message>
            <source>A hopeless White stone sits in a small closed corner of Black&apos;s territory. Capturing it costs nothing under area counting, costs Black a point per stone under territory counting, and is free again where passes hand over prisoners (AGA always, Renaissance B in a dispute) or where the dispute is settled by play that is not kept (Japanese, Korean).</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一枚毫無希望的白子待在黑方地裡一個封閉的小角中。吃掉它在數子法下沒有代價，在數目法下每下一子要讓黑方損失一目，而在停一手要交出提子的規則下（AGA 規則總是如此，文藝復興 B 在死活爭議中如此）或者在以不保留的著手解決爭議的規則下（日本規則、韓國規則），又變得沒有代價。</translation>
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
            <translation>一局下完的 9 路盤對局，邊界是一條直線：黑方擁有左邊五列，白方擁有右邊四列。雙方還都在三路用一排棋子圍住了自己下邊的角：黑方的 A3-D3 圍住一個八個點的角（A1 到 D2），白方的 G3-J3 圍住一個六個點的角（G1 到 J2）。雙方都在盤上放了十三枚棋子，所以數子結果與數目結果（不計停著交子）一致。

早些時候白方在黑方封閉的角內 B2 打入。這一子是死子：這個角只有八個點，兩行深，被黑方的外牆和棋盤邊緣圍住，即使白方先下也做不出兩隻眼。無論白方在角裡怎麼下，黑方都能應對，最後把所有白子都吃掉，不留下白方可以落子的點。黑方圍住這個角的外牆與整個 E 列連成一串，在上方黑方的大片區域中有九口氣，而那裡沒有白子：它沒有任何危險。白方已經沒有可下的棋了。

問題是：黑方不是簡單地同意它是死子，而是實際把它吃掉（下 A2、C2 和 B1，即它的三口氣）從盤上取走，要付出什麼代價。

在數子法下，黑方區域內的一枚黑子與它所填的空點計算完全相同，而被提白子所在的點無論如何都算黑方的：吃掉它沒有代價。在數目法下，黑方在自己地裡每放一枚棋子就少一目地，而被吃掉的白子只是一枚提子，不比原來的死子多：三手要損失三目，除非白方也花費手數（黑方每吃掉一枚白子，就得到一枚提子，抵償黑方的一手）。

停著交子恢復了平衡：按 AGA 規則，每停一手都要交給對方一枚提子，所以黑方提子時白方的停一手抵償了黑方的棋子。文藝復興 B 也是如此，但只在對局停止後的死活爭議階段。日本規則和韓國規則（以及簡化規則 日本/韓國的條文）以不保留的著手來解決有爭議的棋子：證明這枚棋子是死子，將其取走，黑方沒有任何損失。

Tromp-Taylor 規則在對局停止時把盤上剩下的所有棋子都算作活棋，所以在這種規則下黑方必須在停一手之前把它吃掉；由於是數子法，這沒有代價。

每種規則使用自己的貼目：紐西蘭規則和簡化規則 應氏/紐西蘭為 7，應氏規則為 8，數目規則為 6.5，其他數子規則為 7.5。</translation>
        </message>
        <message>
            <source>White passes: there is nothing left to play.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白方停一手：已經沒有可下的地方了。</translation>
        </message>
        <message>
            <source>Black passes and play stops (Renaissance rules add a third pass). The players agree that B2 is dead: it is removed and counted as a prisoner under territory rules. Area: Black 13 stones + 32 empty points (24 above the wall, 8 in the corner) = 45, White 12 stones + 24 empty points = 36, a lead of 9. Territory: Black 32 + 1 prisoner = 33 against White&apos;s 24, also 9. Under Tromp-Taylor rules nobody removes anything: B2 stays alive, the seven empty points around it touch a White stone and count for nobody, and the count is Black 13 + 24 = 37 against White 13 + 24 = 37, so komi decides it for White.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑方停一手，對局停止（文藝復興規則要補第三次停一手）。雙方同意 B2 是死子：按數目規則將其取走，算作提子。數子：黑方 13 子 + 32 個空點（外牆上方 24 個，角裡 8 個）= 45，白方 12 子 + 24 個空點 = 36，領先 9。數目：黑方 32 + 1 枚提子 = 33，對白方 24，同樣相差 9。按 Tromp-Taylor 規則，誰也不取走任何棋子：B2 算活棋，它周圍的七個空點與白子相鄰，不計入任何一方，計算結果為黑方 13 + 24 = 37 對白方 13 + 24 = 37，所以貼目使白方獲勝。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the Black captures during play while White passes, node 1</extracomment>
            <translation>白方停一手。</translation>
        </message>
        <message>
            <source>Black does not trust the agreement and starts capturing at A2, inside his own territory.</source>
            <extracomment>comment on the Black captures during play while White passes, node 2</extracomment>
            <translation>黑方不相信雙方的同意，開始在自己地裡的 A2 吃子。</translation>
        </message>
        <message>
            <source>White passes: saving the stone is hopeless, and under territory counting every White stone added here would only become one more prisoner.</source>
            <extracomment>comment on the Black captures during play while White passes, node 3</extracomment>
            <translation>白方停一手：救這枚棋子毫無希望，而且在數目法下，白方在這裡每加一子只會多一枚提子。</translation>
        </message>
        <message>
            <source>Black plays C2: the White stone has one liberty left, B1, and is in atari.</source>
            <extracomment>comment on the Black captures during play while White passes, node 4</extracomment>
            <translation>黑方下 C2：白子只剩一口氣 B1，被叫吃。</translation>
        </message>
        <message>
            <source>White passes again.</source>
            <extracomment>comment on the Black captures during play while White passes, node 5</extracomment>
            <translation>白方又停一手。</translation>
        </message>
        <message>
            <source>Black captures at B1. Black has put three stones inside his own territory.</source>
            <extracomment>comment on the Black captures during play while White passes, node 6</extracomment>
            <translation>黑方在 B1 提子。黑方在自己的地裡放了三枚棋子。</translation>
        </message>
        <message>
            <source>Black passes: play stops with no dead stone left on the board (Renaissance rules add a third pass). Area counting gives the same as before: Black 16 stones + 29 empty points = 45, White 36. Territory counting does not: Black 29 + 1 prisoner = 30 against White&apos;s 24, three points less than before, and with komi 6.5 White now wins by 0.5 under the Japanese, Korean and Renaissance B rules. The AGA rules count the area, which has not changed, and their territory form with pass stones has not changed either: White&apos;s passes handed Black the prisoners that pay for the three stones (Black 29 + 1 captured + 5 pass stones = 35 against White&apos;s 24 + 1 = 25, as in the main line, where it was 32 + 1 + 2 against 24 + 1). Tromp-Taylor rules now count B2 as captured: Black wins there too.</source>
            <extracomment>comment on the Black captures during play while White passes, node 8</extracomment>
            <translation>黑方停一手：對局停止，盤上沒有留下死子（文藝復興規則要補第三次停一手）。數子法的結果與之前相同：黑方 16 子 + 29 個空點 = 45，白方 36。數目法則不同：黑方 29 + 1 枚提子 = 30，對白方 24，比之前少三目，貼目 6.5 時，按日本規則、韓國規則和文藝復興 B，現在是白勝 0.5。AGA 規則數子，區域沒有變化，而它計停著交子的數目形式也沒有變化：白方的停一手交給黑方的提子抵償了那三枚棋子（黑方 29 + 1 枚提子 + 5 枚停著交子 = 35，對白方 24 + 1 = 25，與主變化相同，主變化中是 32 + 1 + 2 對 24 + 1）。Tromp-Taylor 規則現在把 B2 算作已被提掉：在這種規則下也是黑勝。</translation>
        </message>
        <message>
            <source>Black passes: under two-pass rules play stops here. White now claims that B2 is alive, so the players do not agree.</source>
            <extracomment>comment on the The dispute after play has stopped, node 2</extracomment>
            <translation>黑方停一手：在雙方停一手即停止的規則下，對局在這裡停止。這時白方聲稱 B2 是活棋，所以雙方沒有達成一致。</translation>
        </message>
        <message>
            <source>White passes once more. Under Renaissance rules this is the third pass that stops play. Elsewhere it is White&apos;s first move once the dispute begins (the AGA rules count it as White&apos;s obligatory last pass). Under the Japanese and Korean rules what follows is the confirmation play, and under the simplified Japanese/Korean text the imagined play: neither is kept.</source>
            <extracomment>comment on the The dispute after play has stopped, node 3</extracomment>
            <translation>白方再停一手。按文藝復興規則，這是使對局停止的第三次停一手。在其他規則下，這是爭議開始後白方的第一手（AGA 規則把它算作白方必須的最後一次停一手）。按日本規則和韓國規則，接下來是死活確認著手，按簡化規則 日本/韓國的條文則是假想著手：兩者都不保留。</translation>
        </message>
        <message>
            <source>Black starts capturing at A2. Under Renaissance rules play has resumed in a dispute phase, where every pass hands the opponent a prisoner.</source>
            <extracomment>comment on the The dispute after play has stopped, node 4</extracomment>
            <translation>黑方開始在 A2 吃子。按文藝復興規則，對局在死活爭議階段恢復，在這個階段每停一手都要交給對方一枚提子。</translation>
        </message>
        <message>
            <source>White passes: a prisoner for Black under AGA and Renaissance B.</source>
            <extracomment>comment on the The dispute after play has stopped, node 5</extracomment>
            <translation>白方停一手：按 AGA 規則和文藝復興 B，黑方得到一枚提子。</translation>
        </message>
        <message>
            <source>Black plays C2: atari, B1 is the last liberty.</source>
            <extracomment>comment on the The dispute after play has stopped, node 6</extracomment>
            <translation>黑方下 C2：叫吃，B1 是最後一口氣。</translation>
        </message>
        <message>
            <source>White passes: another prisoner for Black.</source>
            <extracomment>comment on the The dispute after play has stopped, node 7</extracomment>
            <translation>白方停一手：黑方又得到一枚提子。</translation>
        </message>
        <message>
            <source>Black captures at B1: B2 has been shown to be dead.</source>
            <extracomment>comment on the The dispute after play has stopped, node 8</extracomment>
            <translation>黑方在 B1 提子：證明了 B2 是死子。</translation>
        </message>
        <message>
            <source>Black passes, and play stops again (Renaissance B: White&apos;s third pass follows, so that both players have made four moves in the dispute phase). Japanese and Korean rules keep none of the confirmation play: B2 is dead, and the count is the one of the first stop, Black by 2.5. Renaissance B keeps the moves but pays for them: Black&apos;s three stones cost three points of territory, and the pass stones give Black four prisoners and White one: Black 29 + 1 captured + 4 = 34, White 24 + 1 = 25, again a lead of 9 and Black by 2.5. Area counting is unchanged. Under Tromp-Taylor rules the game ended with the first two passes, B2 alive.</source>
            <extracomment>comment on the The dispute after play has stopped, node 10</extracomment>
            <translation>黑方停一手，對局再次停止（文藝復興 B：接著白方第三次停一手，使雙方在死活爭議階段都下了四手）。日本規則和韓國規則不保留任何死活確認著手：B2 是死子，計算結果就是第一次停止時的結果，黑勝 2.5。文藝復興 B 保留這些著手，但要為它們付代價：黑方的三枚棋子損失三目地，而停著交子給了黑方四枚提子、白方一枚：黑方 29 + 1 枚提子 + 4 = 34，白方 24 + 1 = 25，同樣領先 9，黑勝 2.5。數子法的結果不變。按 Tromp-Taylor 規則，對局在最初雙方停一手時就已結束，B2 算活棋。</translation>
        </message>
    </context>
    <context>
        <name>Diagram seki-points</name>
        <message>
            <source>Seki points</source>
            <extracomment>title</extracomment>
            <translation>雙活中的目</translation>
        </message>
        <message>
            <source>points in seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>雙活中的點</translation>
        </message>
        <message>
            <source>seki with one eye</source>
            <extracomment>another name of the position</extracomment>
            <translation>有一隻眼的雙活</translation>
        </message>
        <message>
            <source>asymmetric seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>不對稱的雙活</translation>
        </message>
        <message>
            <source>"Simplified rules" commentary (asymmetrical seki among the practical differences of Japanese/Korean rules; shared/seeds/000); Japanese Rules of Go 1989 (no territory in seki, as summarised in shared/diagrams); Renaissance rules, B.6-B.7 (territory surrounded by live stones; shared/seeds/001). The board is our own.</source>
            <extracomment>source</extracomment>
            <translation>“簡化規則”（Simplified rules）的解說（不對稱雙活是日本/韓國規則的實際差別之一；shared/seeds/000）；日本圍棋規約（1989年）（雙活中沒有目，摘要見 shared/diagrams）；文藝復興規則 B.6-B.7（被活棋圍住的目；shared/seeds/001）。棋盤為本程式自編。</translation>
        </message>
        <message>
            <source>A seki in which only one side has an eye: area counting and Renaissance B count the eye, Japanese and Korean rules count nothing in seki, so with the same komi the winner changes.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>只有一方有眼的雙活：數子法和文藝復興 B 計算這隻眼，日本規則和韓國規則在雙活中什麼都不計，所以貼目相同時勝者會改變。</translation>
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
            <translation>一局下完的 9 路盤對局，輪黑方下，左下角有一個雙活。

角上：黑方的 B1 和 A2 是兩串互不相連的棋子，共有一個單點的眼 A1。圍住它們的白方七子 A4、B4、B3、B2、C2、D2 和 D1 連成一串，沒有眼：它僅有的氣是 C1 和 A3。C1 同時也是 B1 的第二口氣，A3 是 A2 的第二口氣。誰下在 C1 或 A3，就會緊掉自己棋子的氣：黑方下在那裡，黑子只剩 A1 一口氣，白方下 A1 就能把它們吃掉；白方下在那裡，白方七子只剩一口氣，黑方下另一個點就能把它們吃掉。誰都不能下在那裡，所以這三串棋子以雙活共存。黑方從 A5 到 E1 的外牆是黑方大塊棋的一部分，很安全；盤面其餘部分都已確定。

雙方都放了 20 枚棋子，也沒有提子，所以只有這個雙活會使兩種計算結果不一致，而它是不對稱的：眼是黑方的，白方沒有眼。

數子法（中國規則、AGA 規則、紐西蘭規則、應氏規則、Tromp-Taylor 規則、文藝復興 A 以及各簡化數子規則）計算所有活棋，包括雙活中的棋子，以及被同一種顏色圍住的所有空點，包括 A1 的眼。黑方：20 子 + 22 目 + 這隻眼 = 43。白方：20 子 + 16 目 = 36。C1 和 A3 與兩種顏色都相鄰，不計入任何一方。黑方領先 7。

日本規則、韓國規則以及簡化規則 日本/韓國在雙活中不計目：公氣不計，眼也不計。黑 22，白 16：黑方只領先 6。

文藝復興 B 以數目法並計停著交子，對雙活不作例外：這隻眼被黑方的活棋圍住，所以是黑方的目。黑 23，白 16：領先 7，與數子法相同。

本檔案為所有規則設定貼目 6.5（KM），使計算結果只反映這個雙活：數子法和文藝復興 B 下為 B+0.5，日本規則和韓國規則下為 W+0.5。如果用各預設自己的貼目，這隻眼的影響就看不出來了：中國規則和 AGA 規則的貼目 7.5 比日本規則的 6.5 多一點，正好是這隻眼的價值，兩者都會得出 W+0.5。如果雙活中雙方各有一個單點的眼，勝負差根本不會改變：這裡雙方的眼不相等。</translation>
        </message>
        <message>
            <source>Black passes. Nothing useful is left: C1 or A3 would put Black&apos;s corner in atari, and A1 would fill Black&apos;s own eye.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑方停一手。已經沒有有用的棋可下：C1 或 A3 會使黑方角上的棋被叫吃，而 A1 會填掉黑方自己的眼。</translation>
        </message>
        <message>
            <source>White passes: play stops. No stone is dead. The corner is seki: area rules count Black&apos;s eye at A1 and every stone, Japanese and Korean rules count no point of the seki, and Renaissance rules need a third pass before counting the eye as Black territory.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白方停一手：對局停止。沒有死子。角上是雙活：數子規則計算黑方 A1 的眼和所有棋子，日本規則和韓國規則不計雙活中的任何點，而文藝復興規則需要第三次停一手，然後把這隻眼算作黑方的目。</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-three-returning-one</name>
        <message>
            <source>Sending three, returning one</source>
            <extracomment>title</extracomment>
            <translation>送三還一</translation>
        </message>
        <message>
            <source>打三还一 (da san huan yi)</source>
            <extracomment>another name of the position</extracomment>
            <translation>打三還一（da san huan yi）</translation>
        </message>
        <message>
            <source>Renaissance rules, example 5 (&apos;Sending three returning one&apos;): the cycle B a, W pass, B b, W c, B at the marked point, W pass; Sensei&apos;s Library &apos;Sending three, returning one&apos;. The board is our own construction of the cycle the text describes.</source>
            <extracomment>source</extracomment>
            <translation>文藝復興規則（Renaissance rules），例5（「Sending three returning one」，送三還一）：循環為黑 a、白停一手、黑 b、白 c、黑下在標記點、白停一手；Sensei&apos;s Library（英文圍棋維基）的「Sending three, returning one」條目。此棋盤是我們按該文字描述自行構造的循環。</translation>
        </message>
        <message>
            <source>A cycle with a pass in it in which Black gives three stones and takes one back each time: a loss for Black by threefold repetition under Renaissance rules, one round under situational superko and Ing&apos;s rules, none under positional superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一個含有停一手的循環，黑方每輪送出三子、提回一子：在文藝復興規則下黑方因三次重複而負；在情境超級劫和應氏規則下允許一輪；在位置超級劫下一輪也不允許。</translation>
        </message>
        <message>
            <source>Lower left corner of a 9x9 board. White&apos;s inner group (A5, B2-B5, C2, D2, E1, E2) has three liberties: C1, D1 and A4. Black&apos;s A2-A3 has A1 and A4; Black&apos;s marked stone at B1 has A1 and C1. The big Black group and White&apos;s group on the right have eyes and are alive, and no string is in atari.

The cycle of the Renaissance text: Black plays at C1 (&apos;a&apos;); White passes (every White move here would fill its own liberties); Black plays D1 (&apos;b&apos;), which puts White&apos;s group in atari; White must capture three stones with A1 (&apos;c&apos;); that leaves A2-A3 in atari, so Black must capture A1 by playing at B1 again (the marked point), which restores the start; White passes. Black sent three stones and got one back: White gains two prisoners each round.

Here Black is the one in trouble (with White to move, A4 would capture A2-A3), and the text&apos;s assumption is that Black uses the cycle to reach a draw by repetition or to keep play from stopping. Under Renaissance rules the third repetition ends the game, and Black, who captured fewer stones in the loop, loses: forcing the cycle was a mistake. Positional superko forbids the return at B1; situational superko and Ing&apos;s disturbing rule allow one round. Japanese and Korean rules end long cycles only when no pass comes between, so the players may go on; each round costs Black two points.

This board is built to show the cycle; it does not reproduce the text&apos;s claim that neither side wants to start a ko here.</source>
            <extracomment>comment at the start</extracomment>
            <translation>9路盤的左下角。白方內部的棋塊（A5、B2-B5、C2、D2、E1、E2）有三口氣：C1、D1 和 A4。黑方 A2-A3 有 A1 和 A4 兩口氣；黑方標記的 B1 一子有 A1 和 C1 兩口氣。黑方大塊和白方右邊的棋塊都有眼，是活棋，也沒有任何棋串處於叫吃狀態。

文藝復興規則文字中的循環：黑下 C1（「a」）；白停一手（白在此處下任何一手都會緊自己的氣）；黑下 D1（「b」），叫吃白棋；白必須下 A1（「c」）提掉三子；這使 A2-A3 被叫吃，於是黑必須再次下在 B1（標記點）提掉 A1，回到初始局面；白停一手。黑送出三子，提回一子：每一輪白方多得兩個提子。

這裡處境不利的是黑方（若輪白走，A4 可以提掉 A2-A3），而文中的前提是黑方利用這個循環求得同形和棋，或使對局無法停止。在文藝復興規則下，第三次重複即終局，而黑方在循環中提子較少，因此判負：強行製造循環是錯誤的。位置超級劫禁止在 B1 提回；情境超級劫和應氏規則的攪劫規定允許一輪。日本規則和韓國規則只在中間沒有停一手的情況下才終止長循環，所以雙方可以繼續下去；每一輪黑方損失兩目。

此棋盤是為展示該循環而構造的；它並未再現原文中「雙方都不想在此開劫」的說法。</translation>
        </message>
        <message>
            <source>Black plays at C1 (&apos;a&apos;): B1-C1 now has liberties A1 and D1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑下 C1（「a」）：B1-C1 現在有 A1 和 D1 兩口氣。</translation>
        </message>
        <message>
            <source>White passes: A4 or D1 would fill White&apos;s own liberties, and A1 would be suicide.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白停一手：下 A4 或 D1 會緊自己的氣，下 A1 則是自殺。</translation>
        </message>
        <message>
            <source>Black plays D1 (&apos;b&apos;). Black&apos;s B1-C1-D1 has one liberty, A1. White&apos;s inner group is in atari too: its last liberty is A4, where White cannot play (suicide).</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑下 D1（「b」）。黑方 B1-C1-D1 只剩 A1 一口氣。白方內部的棋塊也被叫吃：它最後一口氣是 A4，而白方不能下在那裡（自殺）。</translation>
        </message>
        <message>
            <source>White must capture: A1 (&apos;c&apos;) takes B1, C1 and D1. Now Black&apos;s A2-A3 is in atari at B1.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白必須提子：A1（「c」）提掉 B1、C1 和 D1。現在黑方 A2-A3 在 B1 處被叫吃。</translation>
        </message>
        <message>
            <source>Black must capture A1 by playing at B1, the marked point: sending three, returning one. The board is the start again, with White to play. Positional superko forbids this move.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑必須下在標記點 B1 提掉 A1：送三還一。棋盤又回到初始局面，輪白走。位置超級劫禁止這一手。</translation>
        </message>
        <message>
            <source>White passes: the start position, Black to play, after one round in which White took three stones and Black one.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白停一手：回到初始局面，輪黑走；這一輪中白提了三子，黑提了一子。</translation>
        </message>
        <message>
            <source>Round two. Situational superko forbids this move (the position after Black&apos;s first C1 would recur with White to play), and so does natural situational superko. Under Ing&apos;s rules Black has had his one disturbance.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>第二輪。情境超級劫禁止這一手（黑第一次下 C1 後的局面會在輪白走時再現），自然情境超級劫也禁止。在應氏規則下，黑方已經用掉了他唯一一次攪劫。</translation>
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
            <translation>黑下 C1 後的局面第三次出現（停一手所形成的局面不計）：在文藝復興規則下，對局因三次重複而結束；黑方在循環中只提了兩子，白方提了六子，黑負。</translation>
        </message>
        <message>
            <source>Japanese and Korean rules let the players go on: White passes.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>日本規則和韓國規則允許雙方繼續：白停一手。</translation>
        </message>
        <message>
            <source>White passes. After three rounds White has taken nine stones and Black three.</source>
            <extracomment>comment on the main line, node 18</extracomment>
            <translation>白停一手。三輪之後，白方共提九子，黑方共提三子。</translation>
        </message>
        <message>
            <source>Black passes first...</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 1</extracomment>
            <translation>黑先停一手……</translation>
        </message>
        <message>
            <source>...and White passes. Two successive passes do not stop play under Renaissance rules, but they mark this position: no board play may recreate it (minimal superko).</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 2</extracomment>
            <translation>……白也停一手。在文藝復興規則下，連續兩次停一手並不使對局停止，但會標記這個局面：此後任何在盤上落子的著手都不得重現該局面（最小超級劫）。</translation>
        </message>
        <message>
            <source>Black starts the cycle now.</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 3</extracomment>
            <translation>黑現在開始循環。</translation>
        </message>
        <message>
            <source>Black plays D1: atari on White&apos;s group.</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 5</extracomment>
            <translation>黑下 D1：叫吃白棋。</translation>
        </message>
        <message>
            <source>Black&apos;s return at B1 would recreate the position of the two passes: minimal superko forbids it, so A2-A3 stay in atari and White will capture them.</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 7</extracomment>
            <translation>黑在 B1 提回會重現兩次停一手時的局面：最小超級劫禁止這一手，因此 A2-A3 仍被叫吃，白將提掉它們。</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-two-returning-one</name>
        <message>
            <source>Sending two, returning one</source>
            <extracomment>title</extracomment>
            <translation>送二還一</translation>
        </message>
        <message>
            <source>S2R1</source>
            <extracomment>another name of the position</extracomment>
            <translation>S2R1</translation>
        </message>
        <message>
            <source>打二还一 (da er huan yi)</source>
            <extracomment>another name of the position</extracomment>
            <translation>打二還一（da er huan yi）</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Sending two returning one&apos;; Chinese rules 2002, article 20 commentary; Ing&apos;s SST rules (disturbing ko).</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英文圍棋維基）的「Sending two returning one」條目；中國圍棋競賽規則（2002年）第20條的註釋；應氏規則（SST）（攪劫）。</translation>
        </message>
        <message>
            <source>A three-move cycle in a corner seki in which Black loses a point each time round: allowed in Japan, barred by superko, once only under Ing&apos;s rules, a loss for Black under Renaissance rules.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>角上雙活中的三手循環，黑方每轉一圈損失一目：日本允許；超級劫禁止；應氏規則下只允許一次；文藝復興規則下黑負。</translation>
        </message>
        <message>
            <source>Lower right: a seki. White&apos;s eight stones have two liberties, R2 and T3. Black&apos;s R1-S1 has R2 and T1; Black&apos;s T2 has T1 and T3. Black&apos;s outer wall is alive.

Black can send two stones by playing T3 (T2-T3 then has one liberty), White captures them at T1, and Black returns one by capturing T1 at T2. The board is then the start again, with White to play: three moves, and Black gave two stones for one. White passes and Black may start again.

Japanese and Korean rules allow it (each round costs Black a point, and the passes mean no long-cycle no-result). Positional superko forbids returning one, since it recreates the start. Situational superko allows one round but not the start of a second, and so does natural situational superko. Ing&apos;s rules allow Black to disturb once. Renaissance rules end the game at the third repetition, and Black, who captured fewer stones in the loop, loses.</source>
            <extracomment>comment at the start</extracomment>
            <translation>右下角：雙活。白方八子有 R2 和 T3 兩口氣。黑方 R1-S1 有 R2 和 T1 兩口氣；黑方 T2 有 T1 和 T3 兩口氣。黑方外圍的厚壁是活棋。

黑可以下 T3 送出兩子（此時 T2-T3 只剩一口氣），白在 T1 提掉它們，黑再在 T2 提掉 T1 還回一子。於是棋盤回到初始局面，輪白走：三手棋，黑以兩子換一子。白停一手，黑又可以重新開始。

日本規則和韓國規則允許這樣做（每一輪黑損失一目，而中間的停一手意味著不構成長循環無勝負）。位置超級劫禁止還一，因為它重現了初始局面。情境超級劫允許一輪，但不允許開始第二輪，自然情境超級劫也是如此。應氏規則允許黑方攪劫一次。文藝復興規則在第三次重複時終局，黑方在循環中提子較少，判負。</translation>
        </message>
        <message>
            <source>Black sends two: T2-T3 now has one liberty (T1).</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑送二：T2-T3 現在只剩一口氣（T1）。</translation>
        </message>
        <message>
            <source>White captures the two stones at T1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白在 T1 提掉這兩子。</translation>
        </message>
        <message>
            <source>Black returns one: T2 captures T1. The board is the start again, with White to play. Positional superko forbids this move.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑還一：T2 提掉 T1。棋盤回到初始局面，輪白走。位置超級劫禁止這一手。</translation>
        </message>
        <message>
            <source>White has nothing better than to pass.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白沒有比停一手更好的下法。</translation>
        </message>
        <message>
            <source>Black sends two again. Situational superko forbids it: the position after Black&apos;s first T3 would recur with White to play. Under Ing&apos;s rules Black has used his one disturbance.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑再次送二。情境超級劫禁止這一手：黑第一次下 T3 後的局面會在輪白走時再現。在應氏規則下，黑方已經用掉了他唯一一次攪劫。</translation>
        </message>
        <message>
            <source>White captures two again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白再次提掉兩子。</translation>
        </message>
        <message>
            <source>Black returns one again.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黑再次還一。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白停一手。</translation>
        </message>
        <message>
            <source>The position after Black&apos;s T3 occurs for the third time: under Renaissance rules the threefold repetition ends the game, and Black, who captured two stones in the loop against White&apos;s four, loses. Japanese and Korean rules let the players go on: the passes mean this is no long cycle of the no-result kind.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黑下 T3 後的局面第三次出現：在文藝復興規則下，三次重複使對局結束；黑方在循環中只提了兩子，白方提了四子，黑負。日本規則和韓國規則允許雙方繼續：中間的停一手意味著這不是那種判無勝負的長循環。</translation>
        </message>
    </context>
    <context>
        <name>Diagram suicide-as-a-ko-threat</name>
        <message>
            <source>Suicide as a ko threat</source>
            <extracomment>title</extracomment>
            <translation>以自殺作劫材</translation>
        </message>
        <message>
            <source>self-capture threat</source>
            <extracomment>another name of the position</extracomment>
            <translation>自殺劫材</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Suicide&apos; (suicide can create a ko threat); Sensei&apos;s Library &apos;Suicide&apos;.</source>
            <extracomment>source</extracomment>
            <translation>應氏規則（SST）的「Suicide」（自殺）條（自殺可以製造劫材）；Sensei&apos;s Library（英文圍棋維基）的「Suicide」條目。</translation>
        </message>
        <message>
            <source>Where multi-stone suicide is legal, White&apos;s suicide leaves an empty straight three that Black must answer: a ko threat that does not exist under the other rulesets.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>在允許多子自殺的規則下，白方自殺後留下一個空的直三，黑方必須應：這是在其他規則下不存在的劫材。</translation>
        </message>
        <message>
            <source>Upper left: Black&apos;s corner group (A18-A19 and B18-E18, E19) has two liberties, C19 and A17. White&apos;s B19 and D19 are dead inside Black&apos;s eye space.

Where suicide of several stones is legal, White can play C19: the new stone and B19 and D19 have no liberties and are removed. That leaves Black an empty straight three (B19, C19, D19) with White threatening to play C19 again and kill. Black must answer at C19, so White&apos;s suicide works as a ko threat in a fight elsewhere. Where suicide is forbidden, the move is simply illegal.

Under Ing&apos;s rules only a one-stone suicide counts as a pass; this one removes three stones and is a real move. The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation>左上角：黑方角上的棋塊（A18-A19 和 B18-E18、E19）有 C19 和 A17 兩口氣。白方 B19 和 D19 是黑方眼位中的死子。

在允許多子自殺的規則下，白可以下 C19：這顆新子與 B19、D19 都沒有氣，一起被拿掉。這給黑方留下一個空的直三（B19、C19、D19），而白威脅再下 C19 殺棋。黑必須在 C19 應，因此白的自殺在別處的劫爭中起到劫材的作用。在禁止自殺的規則下，這一手只是禁著。

在應氏規則下，只有一子自殺才視為停一手；這一手拿掉三子，是真正的一手棋。假定盤上其餘部分都已確定。</translation>
        </message>
        <message>
            <source>White C19 captures nothing and has no liberty: B19, C19 and D19 are removed together. Where suicide is forbidden this move is illegal.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白 C19 沒有提掉任何子，自身也沒有氣：B19、C19 和 D19 一起被拿掉。在禁止自殺的規則下，這一手是禁著。</translation>
        </message>
        <message>
            <source>Black must answer at the vital point C19, making two eyes (B19 and D19).</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑必須在要點 C19 應，做成兩隻眼（B19 和 D19）。</translation>
        </message>
    </context>
    <context>
        <name>Diagram triple-ko</name>
        <message>
            <source>Triple ko</source>
            <extracomment>title</extracomment>
            <translation>三劫循環</translation>
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
            <translation>機制與 Sensei&apos;s Library（英文圍棋維基）「Triple Ko」條目中的簡單例子相同；裁定依據日本圍棋規約（1989年）第12條、應氏規則（SST）（孿生熱子）和文藝復興規則（例3）。</translation>
        </message>
        <message>
            <source>Three kos in a capturing race: no result in Japan and Korea, a ko fight under superko and Ing&apos;s hot stones, a draw by threefold repetition under Renaissance rules.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>對殺中出現三個劫：在日本和韓國判無勝負；在超級劫規則和應氏規則的熱子規定下成為爭劫；在文藝復興規則下因三次重複而和棋。</translation>
        </message>
        <message>
            <source>A capturing race with three kos. White&apos;s top group has two liberties, D6 and F6. Black&apos;s middle group has one, B5: Black is in atari and must take a ko to survive. From then on every move is forced: each capture puts the other side in atari, and the only way out is the one ko that the basic ko rule does not bar at that moment.

After six moves the whole board is back where it started, with Black to play. Here the rulesets part ways. With the basic ko rule alone (Japan, Korea) the cycle could go on for ever, so the game ends without a result. Superko rules forbid the sixth move, which would recreate the start, so the race becomes an ordinary ko fight. Ing&apos;s rules reach the same place earlier: the stones that just captured are hot and may not be taken back at once. Renaissance rules let the cycle run until the position has occurred three times and then, since both sides captured equally, call it a draw.

Nothing else is on the board, so neither side has a ko threat.</source>
            <extracomment>comment at the start</extracomment>
            <translation>一場含有三個劫的對殺。白方上邊的棋塊有 D6 和 F6 兩口氣。黑方中間的棋塊只有 B5 一口氣：黑被叫吃，必須提一個劫才能活下去。從此每一手都是必然的：每次提子都使對方被叫吃，唯一的出路是基本劫規則此刻不禁止的那個劫。

六手之後，整個盤面回到開始時的樣子，輪黑走。各種規則在這裡分道揚鑣。只有基本劫規則時（日本、韓國），循環可以永遠繼續，因此對局以無勝負結束。超級劫規則禁止會重現初始局面的第六手，於是對殺變成普通的爭劫。應氏規則更早達到同樣的結果：剛剛提過子的棋子是熱子，不能立即被提回。文藝復興規則讓循環繼續，直到該局面出現三次，然後由於雙方提子數相同，判為和棋。

盤上沒有其他棋子，因此雙方都沒有劫材。</translation>
        </message>
        <message>
            <source>Black takes the ko at D6 (capturing D5). White&apos;s top group is now in atari at F6.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑在 D6 提劫（提掉 D5）。白方上邊的棋塊現在在 F6 處被叫吃。</translation>
        </message>
        <message>
            <source>White escapes by taking the ko at B5 (capturing B6), which puts Black back in atari, at D5. Ing&apos;s rules already forbid this move: D6 has just captured in a fighting ko, and B6 is its twin hot stone, which White may take only after an intervening move.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白在 B5 提劫（提掉 B6）逃出，使黑再次在 D5 處被叫吃。應氏規則已經禁止這一手：D6 剛剛在爭劫中提了子，B6 是它的孿生熱子，白方要隔一手之後才能提它。</translation>
        </message>
        <message>
            <source>Black may not retake at B6 at once (basic ko), so Black takes the third ko at F6 (capturing F5). White is in atari at B6.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑不能立即在 B6 提回（基本劫），於是黑在 F6 提第三個劫（提掉 F5）。白在 B6 處被叫吃。</translation>
        </message>
        <message>
            <source>White retakes at D5 (capturing D6). Black is in atari at F5.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白在 D5 提回（提掉 D6）。黑在 F5 處被叫吃。</translation>
        </message>
        <message>
            <source>Black retakes at B6 (capturing B5). White is in atari at D6.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑在 B6 提回（提掉 B5）。白在 D6 處被叫吃。</translation>
        </message>
        <message>
            <source>White retakes at F5 (capturing F6). The board is exactly the starting position, again with Black to play. Positional and situational superko forbid this move (New Zealand&apos;s rule is situational superko). Natural situational superko does not, since no board play created the starting position; it forbids Black&apos;s next move instead, which would recreate the board Black&apos;s own D6 made.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白在 F5 提回（提掉 F6）。盤面與初始局面完全相同，又輪黑走。位置超級劫和情境超級劫禁止這一手（紐西蘭規則採用情境超級劫）。自然情境超級劫不禁止，因為初始局面不是由盤上落子形成的；它轉而禁止黑方的下一手，因為那一手會重現黑方自己下 D6 所形成的盤面。</translation>
        </message>
        <message>
            <source>Round two. With the basic ko rule alone nothing stops the players.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>第二輪。只有基本劫規則時，沒有什麼能阻止雙方。</translation>
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
            <translation>初始局面第三次出現，其間沒有停一手。日本規則和韓國規則以無勝負結束對局。文藝復興規則適用三次重複：雙方在循環中各提了六子，因此為和棋。</translation>
        </message>
        <message>
            <source>Under Ing&apos;s rules White may not take the hot stone back yet, and this board offers no ko threat, so White has to play elsewhere (here A1).</source>
            <extracomment>comment on the Ing: the hot stones make it a ko fight, node 2</extracomment>
            <translation>在應氏規則下，白方還不能提回熱子，而此盤面上沒有劫材，因此白只好在別處落子（此處為 A1）。</translation>
        </message>
        <message>
            <source>Black captures at F6. White&apos;s top group had only F6 left: eleven White stones and F5 come off the board and Black wins the race. Under superko the same happens one step later, when White&apos;s sixth move is barred.</source>
            <extracomment>comment on the Ing: the hot stones make it a ko fight, node 3</extracomment>
            <translation>黑在 F6 提。白方上邊的棋塊只剩 F6 一口氣：白方十一子和 F5 被提離棋盤，黑方贏得對殺。在超級劫規則下，同樣的結果會晚一步出現，即白方的第六手被禁止之時。</translation>
        </message>
    </context>
    <context>
        <name>Diagram two-unbalanced-double-kos</name>
        <message>
            <source>Two unbalanced double kos</source>
            <extracomment>title</extracomment>
            <translation>兩個不平衡的連環劫</translation>
        </message>
        <message>
            <source>two double ko deaths</source>
            <extracomment>another name of the position</extracomment>
            <translation>兩處連環劫殺</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Fighting Ko and Disturbing Ko&apos; and &apos;Superko Anomalies&apos;; Ing&apos;s SST rules (the disturbing ko rule).</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英文圍棋維基）的「Fighting Ko and Disturbing Ko」和「Superko Anomalies」條目；應氏規則（SST）（攪劫規定）。</translation>
        </message>
        <message>
            <source>Two dead White rings that, under superko, kill a living Black group; a long cycle without result under the basic ko rule; stopped after one round by Ing&apos;s disturbing rule.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>兩個已死的白方環形棋塊，在超級劫規則下卻能殺死一塊活的黑棋；在基本劫規則下是無勝負的長循環；應氏規則的攪劫規定使其在一輪後停止。</translation>
        </message>
        <message>
            <source>Two copies of the unbalanced double ko, upper left and upper right. Each White ring is dead on its own. Together they let White alternate: every White move puts a Black group in atari and every Black answer is forced, and after eight moves the start would return with Black&apos;s eighth move.

Under any superko rule that eighth move is forbidden, so Black cannot answer the last atari and loses a living group of twenty stones to two dead rings. Under the basic ko rule the cycle runs on: no result in Japan and Korea, and under Renaissance rules a draw by threefold repetition (equal captures). Ing&apos;s disturbing rule lets White set off the cycle once only, which is what it was designed for. The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation>不平衡連環劫的兩個複本，分別在左上和右上。每個白方環形棋塊單獨來看都是死棋。但兩者合在一起，白方就可以交替進行：白方每一手都使一塊黑棋被叫吃，黑方每次應對都是必然的，八手之後，黑方的第八手會使初始局面重現。

在任何超級劫規則下，第八手都是禁止的，因此黑方無法應對最後一次叫吃，一塊二十子的活棋竟輸給了兩個死的環形棋塊。在基本劫規則下循環持續下去：在日本和韓國判無勝負，在文藝復興規則下因三次重複而和棋（雙方提子數相同）。應氏規則的攪劫規定只允許白方發動一次循環，這正是該規定的設計目的。假定盤上其餘部分都已確定。</translation>
        </message>
        <message>
            <source>White takes a ko on the left (capturing B18): Black&apos;s left group is in atari at F16.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白在左邊提劫（提掉 B18）：黑方左邊的棋塊在 F16 處被叫吃。</translation>
        </message>
        <message>
            <source>Black answers at D18 (capturing D17): White&apos;s left ring is in atari at B18.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑在 D18 應（提掉 D17）：白方左邊的環形棋塊在 B18 處被叫吃。</translation>
        </message>
        <message>
            <source>White takes a ko on the right (capturing S18): Black&apos;s right group is in atari at O16.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白在右邊提劫（提掉 S18）：黑方右邊的棋塊在 O16 處被叫吃。</translation>
        </message>
        <message>
            <source>Black answers at Q18 (capturing Q17): White&apos;s right ring is in atari at S18.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黑在 Q18 應（提掉 Q17）：白方右邊的環形棋塊在 S18 處被叫吃。</translation>
        </message>
        <message>
            <source>White retakes on the left (capturing D18): Black&apos;s left group is in atari again.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>白在左邊提回（提掉 D18）：黑方左邊的棋塊再次被叫吃。</translation>
        </message>
        <message>
            <source>Black answers at B18 (capturing B17).</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>黑在 B18 應（提掉 B17）。</translation>
        </message>
        <message>
            <source>White retakes on the right (capturing Q18): Black&apos;s right group is in atari.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>白在右邊提回（提掉 Q18）：黑方右邊的棋塊被叫吃。</translation>
        </message>
        <message>
            <source>Black&apos;s answer (capturing S17) would recreate the start position: every superko rule forbids it, so Black loses the right-hand group.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>黑方的應手（提掉 S17）會重現初始局面：每種超級劫規則都禁止這一手，因此黑方失去右邊的棋塊。</translation>
        </message>
        <message>
            <source>Round two under the basic ko rule. Under Ing&apos;s rules White, who set off the first round, may not disturb again.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>基本劫規則下的第二輪。在應氏規則下，發動第一輪的白方不能再次攪劫。</translation>
        </message>
        <message>
            <source>Black answers.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>黑應。</translation>
        </message>
        <message>
            <source>White takes on the right.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>白在右邊提。</translation>
        </message>
        <message>
            <source>White retakes on the left.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>白在左邊提回。</translation>
        </message>
        <message>
            <source>White retakes on the right.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation>白在右邊提回。</translation>
        </message>
        <message>
            <source>The start stands for the third time: no result under Japanese and Korean rules, a draw by threefold repetition under Renaissance rules.</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>初始局面第三次出現：日本規則和韓國規則下無勝負，文藝復興規則下因三次重複而和棋。</translation>
        </message>
    </context>
    <context>
        <name>Diagram unbalanced-double-ko</name>
        <message>
            <source>Unbalanced double ko</source>
            <extracomment>title</extracomment>
            <translation>不平衡的連環劫</translation>
        </message>
        <message>
            <source>double ko death</source>
            <extracomment>another name of the position</extracomment>
            <translation>連環劫殺</translation>
        </message>
        <message>
            <source>life in double ko</source>
            <extracomment>another name of the position</extracomment>
            <translation>連環劫活</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Double Ko&apos; (life in double ko); Ing&apos;s SST rules (&apos;perfectly legal in any system&apos;).</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英文圍棋維基）的「Double Ko」條目（連環劫活）；應氏規則（SST）（「在任何規則體系下都完全合法」）。</translation>
        </message>
        <message>
            <source>A dead White ring that is a fount of ko threats: every ruleset allows the threat and its answer, and Black can remove the ring when it has time.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一個已死的白方環形棋塊，卻是劫材的源泉：每種規則都允許這個劫材及其應手，黑方有空時可以提掉這個環形棋塊。</translation>
        </message>
        <message>
            <source>Upper left: White&apos;s ring of ten stones has one liberty, D18, and is dead. Black&apos;s twenty stones inside have one eye (F16) and hold the two kos B17/B18 and D17/D18.

White can take the ko at B17: that puts Black&apos;s group in atari at F16, so Black must answer by taking the other ko at D18, which puts White back in atari. Each such exchange gives White a ko threat for a fight elsewhere, as often as White likes, while Black can end it by capturing the ring whenever White plays elsewhere. Every ruleset allows this: the board never repeats, since White&apos;s threats are answered and then the ring is captured. The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation>左上角：白方十子的環形棋塊只有 D18 一口氣，是死棋。裡面的黑方二十子有一隻眼（F16），並擁有 B17/B18 和 D17/D18 兩個劫。

白可以在 B17 提劫：這使黑棋在 F16 處被叫吃，因此黑必須在 D18 提另一個劫來應，使白棋再次被叫吃。每一次這樣的交換都給白方一個用於別處劫爭的劫材，白方想用幾次就用幾次，而只要白方脫先，黑方就可以提掉環形棋塊來結束這一切。每種規則都允許這樣做：盤面永遠不會重複，因為白方的劫材得到應對之後，環形棋塊就被提掉了。假定盤上其餘部分都已確定。</translation>
        </message>
        <message>
            <source>White takes the ko at B17 (capturing B18): Black&apos;s group is in atari at F16.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白在 B17 提劫（提掉 B18）：黑棋在 F16 處被叫吃。</translation>
        </message>
        <message>
            <source>Black answers by taking the other ko, D18 (capturing D17): White&apos;s ring is in atari at B18.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑在 D18 提另一個劫來應（提掉 D17）：白方的環形棋塊在 B18 處被叫吃。</translation>
        </message>
        <message>
            <source>White has nothing more here (in a game, White would now play elsewhere).</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白在這裡已無棋可下（實戰中白此時會在別處落子）。</translation>
        </message>
        <message>
            <source>Black captures the ring: eleven White stones.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黑提掉環形棋塊：白方十一子。</translation>
        </message>
    </context>
    <context>
        <name>Diagram what-kind-of-ko</name>
        <message>
            <source>What kind of ko am I?</source>
            <extracomment>title</extracomment>
            <translation>我是哪種劫？</translation>
        </message>
        <message>
            <source>balanced triple ko</source>
            <extracomment>another name of the position</extracomment>
            <translation>均衡的三劫</translation>
        </message>
        <message>
            <source>three-ko seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>三劫雙活</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, part 6B (&apos;What kind of ko am I?&apos;: the position whose three kos are all internal, and beside it, in the variation, the one whose left ko is external); the boards are our own.</source>
            <extracomment>source</extracomment>
            <translation>應氏規則（SST）第6B部分（「What kind of ko am I?」，即「我是哪種劫？」：三個劫都是內部劫的局面，以及變化圖中與之並列、左邊的劫為外劫的局面）；棋盤由我們自行構造。</translation>
        </message>
        <message>
            <source>Three kos between the same two groups, each group with two inside liberties: a balanced ko. Under Ing&apos;s rules each player may set off the cycle once and no more, and both groups live in seki; superko forbids the move that closes the cycle, Japan and Korea end in no result. Move one ko outside (the variation) and White has a single internal liberty: the kos are unbalanced, White may answer once, and White dies.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>同樣兩塊棋之間有三個劫，每塊棋都有兩口內氣：這是均衡劫。在應氏規則下，每方只能發動一次循環，雙方棋塊形成雙活；超級劫禁止使循環閉合的那一手；日本和韓國以無勝負結束。若把一個劫移到外面（見變化圖），白方只剩一口內氣：這些劫不均衡，白方只能應一次，白棋被殺。</translation>
        </message>
        <message>
            <source>Two groups are locked together: Black&apos;s top group (rows 8 and 7) and White&apos;s ring below it (rows 6 and 5). Black&apos;s wall on rows 4 to 2 is alive, with the bottom row as its territory.

Three kos join the two groups. White&apos;s B7 and F7 sit inside Black&apos;s top group, and Black takes them at B6 and F6. Black&apos;s D6 sits inside White&apos;s ring, and White takes it at D7. So White holds two kos (liberties B6 and F6), and Black holds one ko and has the eye H8 (liberties D7 and H8). Every ko lies between these same two groups: a ko stone in the mouth of one group, its capturing point a liberty of the other. The kos are internal, and both groups have two internal liberties.

What kind of ko is this? Ing&apos;s rules call a ko balanced when both sides have the same number of separate internal liberties, at least two each. Here they do: whoever takes a ko puts the other in atari, and the other answers by taking a different ko back, so neither group can be captured.

Under Ing&apos;s rules a balanced ko is a disturbing ko. The player who attacks and sets off a cycle of repeated positions has disturbed, and may do it once in a game; answering an atari never counts. So each side can flip the kos round once, and then both live in seki: as a ko threat the shape is worth nothing to either side. Other rulesets see only repetition: superko forbids the move that would bring the whole board back; Japanese and Korean rules end the game without a result if the cycle is kept up; Renaissance rules call a draw on the third repetition.

The last variation sets the other position of the text beside this one: White&apos;s left ko moved outside, so that it lies against Black&apos;s wall. Then White has one internal liberty against Black&apos;s two, the kos are not balanced, and White&apos;s group dies: disturbing decides life.

Komi is 0 so the count shows the position as it is.</source>
            <extracomment>comment at the start</extracomment>
            <translation>兩塊棋互相糾纏：黑方上邊的棋塊（第8、7行）和下面的白方環形棋塊（第6、5行）。黑方在第4行到第2行的厚壁是活棋，最下一行是它的目。

三個劫把這兩塊棋連在一起。白方的 B7 和 F7 位於黑方上邊棋塊的內部，黑在 B6 和 F6 提它們。黑方的 D6 位於白方環形棋塊的內部，白在 D7 提它。因此白方擁有兩個劫（氣為 B6 和 F6），黑方擁有一個劫，另有 H8 一隻眼（氣為 D7 和 H8）。每個劫都位於這兩塊棋之間：劫子位於一方棋塊的虎口中，提劫的點是另一方棋塊的氣。這些劫都是內部劫，兩塊棋各有兩口內氣。

這是哪種劫？應氏規則規定，當雙方各有相同數量的獨立內氣且每方至少兩口時，這個劫稱為均衡劫。這裡正是如此：誰提劫都會使對方被叫吃，而對方提回另一個劫來應對，因此哪塊棋都無法被提掉。

在應氏規則下，均衡劫屬於攪劫。進攻並發動同形反覆循環的一方就是攪劫，一局中只能攪一次；應對叫吃永遠不算。因此每方都可以把這些劫翻轉一輪，之後雙方在雙活中活棋：這個棋形作為劫材對雙方都毫無價值。其他規則只看重複：超級劫禁止會使全盤重現的那一手；日本規則和韓國規則在循環持續時以無勝負結束對局；文藝復興規則在第三次重複時判和棋。

最後一個變化把原文中的另一個局面與此並列：白方左邊的劫移到了外面，緊貼黑方的厚壁。這時白方只有一口內氣，而黑方有兩口，這些劫就不均衡，白棋被殺：攪劫規定決定了死活。

貼目為 0，以便計算結果如實反映局面。</translation>
        </message>
        <message>
            <source>Black attacks: F6 takes White&apos;s ko stone F7. White&apos;s ring is down to one liberty, B6: atari.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑進攻：F6 提掉白方劫子 F7。白方環形棋塊只剩 B6 一口氣：被叫吃。</translation>
        </message>
        <message>
            <source>White answers by taking a different ko: D7 captures D6, and White&apos;s ring is out of atari with two liberties, B6 and D6. Black&apos;s top group still has two, F7 and H8.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白提另一個劫來應：D7 提掉 D6，白方環形棋塊擺脫叫吃，有 B6 和 D6 兩口氣。黑方上邊的棋塊仍有 F7 和 H8 兩口氣。</translation>
        </message>
        <message>
            <source>Black may not retake at D6 at once (basic ko), so Black attacks with the third ko: B6 takes B7, and White is in atari at D6.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑不能立即在 D6 提回（基本劫），於是黑用第三個劫進攻：B6 提掉 B7，白在 D6 處被叫吃。</translation>
        </message>
        <message>
            <source>White answers at F7 (capturing F6) and has two liberties again, D6 and F6.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白在 F7 應（提掉 F6），又有了 D6 和 F6 兩口氣。</translation>
        </message>
        <message>
            <source>Black takes at D6 (capturing D7): White is in atari at F6.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑在 D6 提（提掉 D7）：白在 F6 處被叫吃。</translation>
        </message>
        <message>
            <source>White takes at B7 (capturing B6): the start position, with Black to play. Each side has captured three stones in the round.

Superko forbids this move, because it would bring the whole board back; with no other answer White&apos;s ring would then be captured. Under Ing&apos;s rules the move is an answer to an atari and is legal: Black, who attacked with F6, has used up its one disturbance.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白在 B7 提（提掉 B6）：回到初始局面，輪黑走。這一輪中雙方各提了三子。

超級劫禁止這一手，因為它會使全盤重現；白方沒有其他應手，環形棋塊就會被提掉。在應氏規則下，這一手是對叫吃的應對，因而合法：以 F6 進攻的黑方已經用掉了它唯一一次攪劫。</translation>
        </message>
        <message>
            <source>Round two. Under Ing&apos;s rules Black may not attack in the balanced ko again: this capture would recreate the position after move 1. Under the basic ko rule it is legal and the cycle can go on.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>第二輪。在應氏規則下，黑方不能再在這個均衡劫中進攻：這次提子會重現第1手之後的局面。在基本劫規則下這一手合法，循環可以繼續。</translation>
        </message>
        <message>
            <source>White answers as before.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白照前應對。</translation>
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
            <translation>初始局面第三次出現，其間沒有停一手：日本規則和韓國規則以無勝負結束對局，文藝復興規則判為三次重複和棋（雙方在循環中各提了六子）。</translation>
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
            <translation>白也停一手。兩塊棋都無法被提掉，因此雙方在雙活中都是活棋。

數子：黑方有 37 子、最下一行的 8 個點，以及只與黑子相接的 D7 和 H8：共 47。白方有 15 子以及 B6 和 F6：共 17。黑勝 30。

數目（日本、韓國規則）：這些規則只在有單官同時接觸雙方時才不計雙活中的點，而這裡沒有這樣的空點：每個空點都只接觸一種顏色的棋子。因此雙方的眼都計算在內：黑方有最下一行的 8 個點加上 D7 和 H8，共 10 目；白方有 B6 和 F6，共 2 目。黑勝 8 目。文藝復興規則需要第三次停一手才能停止對局。</translation>
        </message>
        <message>
            <source>Black passes and lets White attack first.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 1</extracomment>
            <translation>黑停一手，讓白先進攻。</translation>
        </message>
        <message>
            <source>White attacks: D7 takes Black&apos;s D6. Black&apos;s top group is in atari at H8.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 2</extracomment>
            <translation>白進攻：D7 提掉黑方的 D6。黑方上邊的棋塊在 H8 處被叫吃。</translation>
        </message>
        <message>
            <source>Black answers at F6 (capturing F7): White is down to B6 and D6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 3</extracomment>
            <translation>黑在 F6 應（提掉 F7）：白只剩 B6 和 D6 兩口氣。</translation>
        </message>
        <message>
            <source>White has nothing to take at once (Black has just taken at F6) and passes.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 4</extracomment>
            <translation>白無法立即提子（黑剛在 F6 提過），於是停一手。</translation>
        </message>
        <message>
            <source>Black retakes at D6 (capturing D7): White is in atari at B6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 5</extracomment>
            <translation>黑在 D6 提回（提掉 D7）：白在 B6 處被叫吃。</translation>
        </message>
        <message>
            <source>White answers at F7 (capturing F6): the start position with Black to play. White&apos;s D7 began this round, so under Ing&apos;s rules White has used up its one disturbance. Superko forbids this move.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 6</extracomment>
            <translation>白在 F7 應（提掉 F6）：回到初始局面，輪黑走。這一輪由白方的 D7 開始，因此在應氏規則下，白方已經用掉了它唯一一次攪劫。超級劫禁止這一手。</translation>
        </message>
        <message>
            <source>Now Black sets off a round of its own: B6 takes B7, and White is in atari at F6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 7</extracomment>
            <translation>現在黑方發動自己的一輪：B6 提掉 B7，白在 F6 處被叫吃。</translation>
        </message>
        <message>
            <source>White answers at D7 (capturing D6) and is out of atari. Answering an atari is always allowed.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 8</extracomment>
            <translation>白在 D7 應（提掉 D6），擺脫叫吃。應對叫吃總是允許的。</translation>
        </message>
        <message>
            <source>Black goes on with its round: F6 takes F7, and White is in atari at D6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 9</extracomment>
            <translation>黑繼續它的這一輪：F6 提掉 F7，白在 D6 處被叫吃。</translation>
        </message>
        <message>
            <source>White answers at B7 (capturing B6) and has two liberties again, B6 and D6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 10</extracomment>
            <translation>白在 B7 應（提掉 B6），又有了 B6 和 D6 兩口氣。</translation>
        </message>
        <message>
            <source>Black takes at D6 (capturing D7), and White is in atari at B6. The position after move 5 has come back with White to play, and Black began this round: Black has used up its disturbance too.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 11</extracomment>
            <translation>黑在 D6 提（提掉 D7），白在 B6 處被叫吃。第5手之後的局面再次出現，輪白走，而這一輪由黑方開始：黑方也用掉了它的攪劫。</translation>
        </message>
        <message>
            <source>White answers at F7 (capturing F6): the start again, Black to play. Both players have disturbed once. Neither may attack in the balanced ko again, and each can always answer the other&apos;s atari, so nothing more can happen here.

Renaissance rules stop here: the start has stood three times, and with five captures each the game is a draw. Japanese and Korean rules do not end the game, because White&apos;s pass at move 4 came between the repetitions.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 12</extracomment>
            <translation>白在 F7 應（提掉 F6）：又回到初始局面，輪黑走。雙方都已攪劫一次。誰都不能再在這個均衡劫中進攻，而每方總能應對對方的叫吃，因此這裡不會再發生任何變化。

文藝復興規則到此為止：初始局面已出現三次，雙方各提五子，對局為和棋。日本規則和韓國規則不結束對局，因為白方第4手的停一手隔開了這些重複。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 13</extracomment>
            <translation>黑停一手。</translation>
        </message>
        <message>
            <source>White passes: both groups live in seki. The board is the start position again. Each side captured five stones, so the prisoners cancel under territory counting: Black by 30 on area, by 8 on territory, as when both pass at once.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 14</extracomment>
            <translation>白停一手：兩塊棋在雙活中都是活棋。盤面又是初始局面。雙方各提了五子，因此在數目法下提子相互抵消：數子黑勝 30，數目黑勝 8 目，與雙方立即停一手時相同。</translation>
        </message>
        <message>
            <source>The same shape with one change on the left. White&apos;s stone B4 now sits in the mouth of Black&apos;s wall, not of Black&apos;s top group, and B5, where Black takes it, is a liberty of White&apos;s ring. In the main line the left ko lay between the two locked groups; here it lies between White&apos;s ring and Black&apos;s living wall: it is an external ko.

White&apos;s ring still has two liberties, B5 and F6, and Black&apos;s top group two, D7 and the eye H8. Counted that way it looks like the balanced position again. But only F6 is an internal liberty of the ring: one against two. So this is no balanced ko, only an unbalanced double ko (the kos at D7 and F6, with Black&apos;s eye) next to an ordinary ko against the wall, and White is dead.

Ing&apos;s rules judge balance by internal liberties only: an eye, a liberty the two groups share, or a ko point whose ko stone sits in the other locked group&apos;s mouth. If White claims that the kos are balanced anyway, White can answer Black&apos;s capture on the left by taking at D7 once in the game; that round is White&apos;s one disturbance, and the next time White has no answer. Superko refuses the round&apos;s last move at once, with the same result.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 1</extracomment>
            <translation>同樣的棋形，只在左邊有一處改動。白方的 B4 一子現在位於黑方厚壁的虎口中，而不是黑方上邊棋塊的虎口中；黑提它的點 B5 是白方環形棋塊的一口氣。在主線中，左邊的劫位於兩塊糾纏的棋之間；而這裡它位於白方環形棋塊與黑方活的厚壁之間：這是一個外劫。

白方環形棋塊仍有 B5 和 F6 兩口氣，黑方上邊的棋塊也有 D7 和 H8 眼位兩口氣。這樣數下來，看起來又是均衡的局面。但只有 F6 是環形棋塊的內氣：一口對兩口。所以這不是均衡劫，只是一個不平衡的連環劫（D7 和 F6 兩個劫，加上黑方的眼），旁邊還有一個緊貼厚壁的普通劫，白棋是死棋。

應氏規則只按內氣判斷是否均衡：眼、兩塊棋共有的氣，或劫子位於另一塊糾纏棋塊虎口中的劫點。如果白方堅持認為這些劫是均衡的，白方在一局中可以有一次通過在 D7 提來應對黑方在左邊的提子；這一輪就是白方唯一一次攪劫，下一次白方就無法應對了。超級劫則立即拒絕這一輪的最後一手，結果相同。</translation>
        </message>
        <message>
            <source>Black takes the external ko: B5 captures B4, and White&apos;s ring is in atari at F6. Under Ing&apos;s rules this is an ordinary capture in a fighting ko (Black&apos;s wall is in no danger): it sets nothing off.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 2</extracomment>
            <translation>黑提外劫：B5 提掉 B4，白方環形棋塊在 F6 處被叫吃。在應氏規則下，這是爭劫中的普通提子（黑方厚壁毫無危險）：它不發動任何循環。</translation>
        </message>
        <message>
            <source>White answers by taking a different ko: D7 captures D6. The ring has D6 again, and now Black&apos;s top group is in atari at its eye H8. Taking another ko instead of finding a ko threat is what begins the cycle: under Ing&apos;s rules this round is charged to White.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 3</extracomment>
            <translation>白提另一個劫來應：D7 提掉 D6。環形棋塊重新有了 D6 這口氣，而現在黑方上邊的棋塊在它的眼位 H8 處被叫吃。不去找劫材而改提另一個劫，正是開始循環的那一手：在應氏規則下，這一輪算在白方頭上。</translation>
        </message>
        <message>
            <source>Black answers the atari: F6 captures F7. The top group has F7 and H8 again, and White&apos;s ring is in atari at D6.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 4</extracomment>
            <translation>黑應對叫吃：F6 提掉 F7。上邊的棋塊又有了 F7 和 H8 兩口氣，白方環形棋塊在 D6 處被叫吃。</translation>
        </message>
        <message>
            <source>White retakes the external ko: B4 captures B5 (two moves have passed since Black&apos;s B5 captured, so it is no longer hot). The ring has B5 and D6.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 5</extracomment>
            <translation>白提回外劫：B4 提掉 B5（黑方的 B5 提子之後已經過了兩手，所以它不再是熱子）。環形棋塊有 B5 和 D6 兩口氣。</translation>
        </message>
        <message>
            <source>Black takes at D6 (capturing D7): the ring is in atari at B5.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 6</extracomment>
            <translation>黑在 D6 提（提掉 D7）：環形棋塊在 B5 處被叫吃。</translation>
        </message>
        <message>
            <source>White takes at F7 (capturing F6): the position this line started from, with Black to play.

Superko forbids this move, and with no other answer the ring would be captured. Under Ing&apos;s rules it is legal, but White, whose D7 began the round, has now used its one disturbance. The basic ko rule of the Japanese and Korean rules allows it too.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 7</extracomment>
            <translation>白在 F7 提（提掉 F6）：回到這條變化開始時的局面，輪黑走。

超級劫禁止這一手，白方沒有其他應手，環形棋塊就會被提掉。在應氏規則下這一手合法，但以 D7 開始這一輪的白方現在已經用掉了它唯一一次攪劫。日本規則和韓國規則的基本劫規則也允許這一手。</translation>
        </message>
        <message>
            <source>Black takes the external ko again. Ing&apos;s rules allow it: Black has set no cycle going, its captures were a fight and answers to ataris. White&apos;s ring is in atari at F6.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 8</extracomment>
            <translation>黑再次提外劫。應氏規則允許這一手：黑方沒有發動任何循環，它的提子是爭劫和對叫吃的應對。白方環形棋塊在 F6 處被叫吃。</translation>
        </message>
        <message>
            <source>Under Ing&apos;s rules White may not answer at D7 again: that would start White&apos;s cycle a second time. Nothing else saves the ring, so White passes. (Under the Japanese and Korean rules D7 is still legal and the kos could keep turning, until the game ends without a result as in the main line; this line shows what Ing&apos;s disturbing rule decides.)</source>
            <extracomment>comment on the One ko outside: Black attacks, node 9</extracomment>
            <translation>在應氏規則下，白方不能再在 D7 應：那會使白方第二次發動循環。沒有別的手段能救環形棋塊，於是白停一手。（在日本規則和韓國規則下，D7 仍然合法，這些劫可以一直輪轉下去，直到對局像主線那樣以無勝負結束；這條變化展示的是應氏規則的攪劫規定所作的裁決。）</translation>
        </message>
        <message>
            <source>Black captures at F6: the ring and F7, fourteen stones. White&apos;s group was dead, and now it is off the board.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 10</extracomment>
            <translation>黑在 F6 提：環形棋塊連同 F7，共十四子。白棋本來就是死棋，現在被提離了棋盤。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 11</extracomment>
            <translation>白停一手。</translation>
        </message>
        <message>
            <source>Black passes: the whole board is Black&apos;s. Area: 39 stones and 25 empty points, 64. Territory (Japanese, Korean, Renaissance B): 25 points and 18 prisoners for Black against White&apos;s 3 prisoners: Black by 40.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 12</extracomment>
            <translation>黑停一手：全盤都是黑方的。數子：39 子和 25 個空點，共 64。數目（日本、韓國、文藝復興 B）：黑方 25 目加 18 個提子，白方 3 個提子：黑勝 40 目。</translation>
        </message>
    </context>
    <context>
        <name>Diagram area-and-territory</name>
        <message>
            <source>Two ways of counting</source>
            <extracomment>title</extracomment>
            <translation>兩種計算方法</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Area counting as in the Chinese, New Zealand and Tromp-Taylor rules; territory counting as in the Japanese and Korean rules.</source>
            <extracomment>source</extracomment>
            <translation>為本課程專門構造的局面。數子法依照中國規則、紐西蘭規則和 Tromp-Taylor 規則；數目法依照日本規則和韓國規則。</translation>
        </message>
        <message>
            <source>A finished 7x7 game: two passes end play, area counting gives Black one point more than territory counting, because Black has one more stone on the board.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一盤已經下完的 7 路棋：連續兩次停一手使對局停止，數子法比數目法讓黑方多得一目，因為黑方盤上多一顆子。</translation>
        </message>
        <message>
            <source>A finished game on a 7x7 board. Black owns the left side, White the right; the two walls touch everywhere, so no point is left between them and nothing has been captured. Black began and made the last move, so Black has one stone more on the board: 8 against White&apos;s 7. There is no komi here (komi comes in a later lesson).

Territory is the empty points a player&apos;s stones surround: Black has 17 (the A and B columns and C3-C1), White has 17 (the F and G columns and E7-E5).

There are two ways to count. Area counting (Chinese, New Zealand, AGA, Ing, Tromp-Taylor, Renaissance A and the simplified rules other than the Japanese/Korean one) adds a player&apos;s stones on the board to the territory: Black 8 + 17 = 25, White 7 + 17 = 24. Territory counting (Japanese, Korean, the simplified Japanese/Korean rules and Renaissance B) adds the prisoners a player took instead of the stones: none were taken, so it is 17 to 17.

White is to play, and nothing worth a move is left.</source>
            <extracomment>comment at the start</extracomment>
            <translation>7 路盤上一盤下完的棋。黑方佔據左邊，白方佔據右邊；雙方的牆處處相接，兩者之間沒有留下任何點，也沒有任何提子。黑方先走並下了最後一手，所以黑方盤上多一顆子：8 子對白方的 7 子。這裡沒有貼目（貼目在後面的課程中介紹）。

目是一方棋子圍住的空點：黑方有 17 目（A、B 兩列和 C3-C1），白方有 17 目（F、G 兩列和 E7-E5）。

計算方法有兩種。數子法（中國規則、紐西蘭規則、AGA 規則、應氏規則、Tromp-Taylor 規則、文藝復興 A，以及除日本/韓國簡化規則以外的各種簡化規則）把一方盤上的棋子數加到它的目上：黑方 8 + 17 = 25，白方 7 + 17 = 24。數目法（日本規則、韓國規則、日本/韓國簡化規則和文藝復興 B）則不加棋子數，而是加上一方所提的子：雙方都沒有提子，所以是 17 對 17。

輪白走，盤上已經沒有值得一下的地方了。</translation>
        </message>
        <message>
            <source>White passes: no move would gain anything.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白停一手：下任何一手都得不到什麼。</translation>
        </message>
        <message>
            <source>Black passes too: two passes in a row stop play (the Renaissance rules want a third), and the game is counted. Area counting: Black 25, White 24, so Black wins by 1. Territory counting: 17 to 17, a draw. The point between the two counts is Black&apos;s extra stone, which only area counting counts.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑也停一手：連續兩次停一手使對局停止（文藝復興規則需要第三次），然後計算勝負。數子法：黑 25，白 24，黑勝 1 目。數目法：17 對 17，和棋。兩種計算之間相差的那一目就是黑方多出的那顆子，只有數子法計算它。</translation>
        </message>
    </context>
    <context>
        <name>Diagram balanced-double-ko</name>
        <message>
            <source>Disturbing a balanced double ko</source>
            <extracomment>title</extracomment>
            <translation>攪動均衡的連環劫</translation>
        </message>
        <message>
            <source>The double ko seki of the library (Sensei&apos;s Library &apos;Double Ko&apos;; Renaissance rules, example 2), turned upside down, with a line of our own for this lesson. Ing&apos;s SST rules, part 6B (balanced kos: disturbing, once per player per game; "Balanced double ko - Seki, no ko threats") and part 2 (During the game, item 5).</source>
            <extracomment>source</extracomment>
            <translation>本庫中的連環劫雙活（Sensei&apos;s Library（英文圍棋維基）的「Double Ko」條目；文藝復興規則，例2），上下翻轉，並為本課加上我們自己的一條變化。應氏規則（SST）第6B部分（均衡劫：攪劫，每方每局一次；「Balanced double ko - Seki, no ko threats」，即均衡連環劫——雙活，無劫材）和第2部分（During the game，即對局中，第5項）。</translation>
        </message>
        <message>
            <source>A seki of two kos in which both groups have two inside liberties: a balanced ko. Under Ing&apos;s rules the player who sets off its cycle has disturbed, and may not do it a second time; the two groups stay in seki.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>兩個劫構成的雙活，雙方棋塊各有兩口內氣：這是均衡劫。在應氏規則下，發動其循環的一方就是攪劫，不得再攪第二次；兩塊棋保持雙活。</translation>
        </message>
        <message>
            <source>Three groups: White&apos;s wall on row 5, alive with the two rows above it; Black&apos;s middle group (rows 4 and 3); White&apos;s bottom group (rows 2 and 1). The middle and bottom groups are locked together by two kos. White&apos;s D3 sits in Black&apos;s mouth, and Black takes it at D2; Black&apos;s B2 sits in White&apos;s mouth, and White takes it at B3. Both groups also touch the empty point F2.

So Black&apos;s middle group has two liberties, B3 and F2, and White&apos;s bottom group two, D2 and F2, all of them inside the locked shape. Whoever takes a ko puts the other group in atari, and the other answers by taking the other ko: neither can capture. The groups live in seki, and every ruleset agrees on that if both pass (the variation).

Ing&apos;s rules call such a ko balanced: each side has two or more separate inside liberties, and as many as the other. Taking a ko in it does not fight for life; it only starts a cycle of captures, and Ing&apos;s rules call that disturbing. Each player may disturb once in a game. Answering the other&apos;s atari never counts as disturbing. So the balanced ko cannot serve as an endless supply of ko threats: each side gets one use of it, and the seki stays. Superko rules limit the cycle in their own way, by forbidding the move that brings back an earlier board; Japanese, Korean and Renaissance rules allow the moves here.

The komi is 0.</source>
            <extracomment>comment at the start</extracomment>
            <translation>三塊棋：白方第5行的牆，連同其上方兩行，是活棋；黑方中間的棋塊（第4、3行）；白方下面的棋塊（第2、1行）。中間和下面的棋塊被兩個劫糾纏在一起。白方的 D3 位於黑方的虎口中，黑在 D2 提它；黑方的 B2 位於白方的虎口中，白在 B3 提它。兩塊棋還都接觸空點 F2。

因此黑方中間的棋塊有 B3 和 F2 兩口氣，白方下面的棋塊有 D2 和 F2 兩口氣，這些氣都在糾纏的棋形內部。誰提劫都會使對方棋塊被叫吃，對方則提另一個劫來應：誰都無法提掉對方。兩塊棋形成雙活，如果雙方都停一手，每種規則都同意這一點（見變化圖）。

應氏規則把這樣的劫稱為均衡劫：每方都有兩口或更多獨立的內氣，且與對方一樣多。在這裡提劫並不是為死活而爭；它只會開始一個提子的循環，應氏規則稱之為攪劫。每方在一局中只能攪劫一次。應對對方的叫吃永遠不算攪劫。因此均衡劫不能成為取之不盡的劫材：每方只能利用它一次，雙活保持不變。超級劫規則以自己的方式限制循環，即禁止會重現以前盤面的著手；日本規則、韓國規則和文藝復興規則允許這裡的著手。

貼目為 0。</translation>
        </message>
        <message>
            <source>Black disturbs: D2 takes White&apos;s ko stone D3. White&apos;s bottom group is in atari at F2.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑攪劫：D2 提掉白方劫子 D3。白方下面的棋塊在 F2 處被叫吃。</translation>
        </message>
        <message>
            <source>White answers by taking the other ko: B3 captures B2. White&apos;s group has two liberties again (F2 and B2); Black&apos;s middle group now has D3 and F2.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白提另一個劫來應：B3 提掉 B2。白棋又有了兩口氣（F2 和 B2）；黑方中間的棋塊現在有 D3 和 F2 兩口氣。</translation>
        </message>
        <message>
            <source>Black may not take back at B2 at once (basic ko), and passes.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑不能立即在 B2 提回（基本劫），於是停一手。</translation>
        </message>
        <message>
            <source>White retakes at D3 (capturing D2). Black&apos;s middle group is in atari at F2.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白在 D3 提回（提掉 D2）。黑方中間的棋塊在 F2 處被叫吃。</translation>
        </message>
        <message>
            <source>Black retakes at B2 (capturing B3) and both groups have two liberties again: the stones are as at the start, with White to play. Positional superko forbids this move.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑在 B2 提回（提掉 B3），兩塊棋又都有兩口氣：棋子排列與開始時相同，輪白走。位置超級劫禁止這一手。</translation>
        </message>
        <message>
            <source>White passes. Now the starting position has come back, with Black to play: the cycle that Black&apos;s D2 began has come round, and under Ing&apos;s rules it is charged to Black. Black has disturbed once.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白停一手。現在初始局面再次出現，輪黑走：由黑方 D2 開始的循環轉了一圈，在應氏規則下算在黑方頭上。黑方已攪劫一次。</translation>
        </message>
        <message>
            <source>Black would take at D2 again, setting the cycle off a second time. Ing&apos;s rules forbid it: each player may disturb only once. Situational superko forbids it too; Japanese, Korean and Renaissance rules allow it.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黑若再在 D2 提，就是第二次發動循環。應氏規則禁止這一手：每方只能攪劫一次。情境超級劫也禁止這一手；日本規則、韓國規則和文藝復興規則允許。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the Both pass: seki, node 1</extracomment>
            <translation>黑停一手。</translation>
        </message>
        <message>
            <source>White passes too: every group is alive, the middle and bottom ones in seki. Area: White 19 stones, the 14 points above its wall and D2, which only White stones touch: 34; Black 13 stones and B3, which only Black stones touch: 14. White by 20. Japanese and Korean rules count nothing in a seki, so B3, D2 and F2 score for nobody: White&apos;s 14 points above the wall against Black&apos;s none, White by 14.</source>
            <extracomment>comment on the Both pass: seki, node 2</extracomment>
            <translation>白也停一手：所有棋塊都是活棋，中間和下面的棋塊為雙活。數子：白方 19 子、牆上方的 14 個點以及只與白子相接的 D2：共 34；黑方 13 子以及只與黑子相接的 B3：共 14。白勝 20。日本規則和韓國規則不計雙活中的任何點，所以 B3、D2 和 F2 不歸任何一方：白方牆上方的 14 目對黑方 0 目，白勝 14 目。</translation>
        </message>
    </context>
    <context>
        <name>Diagram disputed-dead-stone</name>
        <message>
            <source>A dead stone in dispute</source>
            <extracomment>title</extracomment>
            <translation>有爭議的死子</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Japanese rules of 1989, articles 7-9 (confirmation of life and death after play stops, as summarised in the library&apos;s notes); Simplified Japanese/Korean rules (hypothetical alternation settles disputes); Renaissance rules, rule 5 and B.8-B.9 (resumption, dispute phases); Tromp-Taylor (every stone on the board is alive).</source>
            <extracomment>source</extracomment>
            <translation>為本課程專門構造的局面。日本圍棋規約（1989年）第7-9條（對局停止後的死活確認，見本庫註釋中的概述）；日本/韓國簡化規則（以假想的輪流著手解決爭議）；文藝復興規則第5條及 B.8-B.9（續弈、爭議階段）；Tromp-Taylor 規則（盤上每顆子都是活棋）。</translation>
        </message>
        <message>
            <source>A lone White stone at A1 inside Black&apos;s area, and White will not agree that it is dead. Japanese rules settle it in a confirmation play that costs nothing; under the other rules Black plays it out; under Tromp-Taylor rules the stone, never captured, counts as alive.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>黑方區域內孤零零的一顆白子 A1，白方不同意它是死子。日本規則以不計損益的死活確認著手解決；在其他規則下由黑方實際下出來；在 Tromp-Taylor 規則下，這顆子從未被提掉，算作活棋。</translation>
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
            <translation>計算一課中下完的那盤棋，但白方在 A1 下了一顆子，深入黑方區域。它不可能活：它的氣是 A2 和 B1，黑方隨時都可以把兩口氣都緊掉。每種規則按各自的貼目計算。

輪黑走，黑方認為不必立即提掉它，於是停一手；白也停一手，對局停止。現在雙方必須就哪些棋子是死子達成一致。如果白方同意 A1 是死子（見變化圖），就把它拿掉，每種規則都把它算給黑方：黑方的目是 17 目加上這顆死子，白方 17 目。

但白方對此有異議。那該怎麼辦？
- 日本規則和韓國規則：雙方在對局後以死活確認著手解決。黑方緊掉 A2 和 B1，提掉這顆子；白方停一手。確認中所下的子和停一手都不改變計算結果：這顆子是死子，計算結果與白方同意時相同。日本/韓國簡化規則在假想中做同樣的事（判斷正確的著法能否提掉它），而不實際下出來。
- 數子法（中國規則、AGA 規則、紐西蘭規則、應氏規則、數子的各種簡化規則）：對局直接繼續。黑方在 A2 和 B1 的子在數子法中不造成任何損失：它們位於黑方自己的區域內。在 AGA 規則下，白方每停一手都要交給黑方一枚停著交子。
- 文藝復興規則：只有連續三次停一手才停止對局，所以黑方的 A2 仍屬正式對局。在以數目計算的文藝復興 B 下，A2 和 B1 填掉了黑方自己的兩目，而提掉 A1 只得到一個提子，和它作為死子時一樣：實際下出來使黑方損失兩目。
- Tromp-Taylor 規則在兩次停一手時終局，並把盤上每顆子都算作活棋。A1 從未被提掉，所以 A、B 兩列和 C1-C3 都接觸白子，不歸任何一方：黑方本應在停一手之前把它提掉。</translation>
        </message>
        <message>
            <source>Black passes without capturing A1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑停一手，沒有提掉 A1。</translation>
        </message>
        <message>
            <source>White passes. Play stops (not yet under the Renaissance rules), and Tromp-Taylor rules end the game here: A1 counts as alive, and White wins by 24.5. White does not agree that A1 is dead.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白停一手。對局停止（文藝復興規則下尚未停止），Tromp-Taylor 規則在此終局：A1 算作活棋，白勝 24.5 目。白方不同意 A1 是死子。</translation>
        </message>
        <message>
            <source>Black fills A2: in the confirmation play under Japanese and Korean rules, in play that goes on elsewhere. A1 is in atari.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑緊 A2：在日本規則和韓國規則下這是死活確認著手，在其他規則下則是對局繼續中的一手。A1 被叫吃。</translation>
        </message>
        <message>
            <source>White has nothing to do and passes.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白無事可做，停一手。</translation>
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
            <translation>黑停一手：爭議解決了，A1 是死子。日本規則和韓國規則的計算與白方當即同意時相同，因為死活確認著手不保留。在對局繼續的規則下，這些著手都要計算：在文藝復興 B 下，黑方在自己區域內的兩顆子使它損失兩目。</translation>
        </message>
        <message>
            <source>White agrees: A1 is dead and is taken off (marked as Black&apos;s territory). Territory: Black 17 + 1 dead stone = 18, White 17: with komi 6.5 White wins by 5.5 (Japanese, Korean, Renaissance B). Area: Black 25, White 24: with komi 7.5 White wins by 6.5. Only Tromp-Taylor rules have no agreement: the game ended at the two passes with A1 on the board and alive.</source>
            <extracomment>comment on the White agrees that A1 is dead, node 3</extracomment>
            <translation>白方同意：A1 是死子，將其拿掉（標記為黑方的目）。數目：黑方 17 目 + 1 顆死子 = 18，白方 17 目：貼 6.5 目，白勝 5.5 目（日本規則、韓國規則、文藝復興 B）。數子：黑 25，白 24：貼 7.5 目，白勝 6.5 目。只有 Tromp-Taylor 規則沒有同意這回事：對局在兩次停一手時就結束了，A1 留在盤上，是活棋。</translation>
        </message>
    </context>
    <context>
        <name>Diagram ing-fill-in-count</name>
        <message>
            <source>Counting with a bowl of stones</source>
            <extracomment>title</extracomment>
            <translation>用一碗棋子計算勝負</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Ing&apos;s SST rules, part 2 (Counting, items 1-4) and part 3 (Demonstrations of Ing counting: the even game).</source>
            <extracomment>source</extracomment>
            <translation>為本課程專門構造的局面。應氏規則（SST）第2部分（Counting，即計算，第1-4項）和第3部分（Demonstrations of Ing counting，即應氏計點示範：分先對局）。</translation>
        </message>
        <message>
            <source>A finished 7x7 game counted Ing&apos;s way: each side fills its own area from a fixed supply of stones, White&apos;s komi of 8 is four stones put in Black&apos;s area, and the stones left over show the winner at a glance: Black by 1 winning point and 3 losing stones, 7 points.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一盤下完的 7 路棋，按應氏方法計算：每方用固定數量的棋子填滿自己的區域，白方 8 點的貼目以四顆白子放在黑方區域內的方式支付，剩下的棋子讓人一眼就看出勝負：黑方以 1 個勝點和 3 顆負子獲勝，共 7 點。</translation>
        </message>
        <message>
            <source>An even game on a 7x7 board, finished, White to play. Black&apos;s wall (D7-D4 and E4-E1, 8 stones) surrounds the left: 24 empty points. White&apos;s wall (E7-E5 and F4-F1, 7 stones) surrounds the F and G columns on the right: 10 points. Nothing has been captured. Each ruleset counts with its own komi.

Ing&apos;s rules count area, but with stones instead of numbers. Each player begins with the same supply of stones: 180 on a 19x19 board, here 24 each, so that together they could fill every point but one. At the end, captured and dead stones go back to their owners&apos; bowls, and each player fills his own area with the stones he has left.

Black has put 8 stones on the board and keeps 16; White has put 7 and keeps 17. In an even game White&apos;s komi of 8 points is paid as four White stones placed in Black&apos;s area. Then Black fills: 24 empty points less the 4 White stones is 20, and Black&apos;s 16 stones leave 4 points empty. White, with 17 - 4 = 13 stones, fills its 10 points and has 3 stones left over: White has lost, and it shows without counting a single point.

To know by how much, White puts these losing stones into Black&apos;s area, and one empty point remains there, the winning point. The margin counts that point once and each losing stone twice: 1 + 2 x 3 = 7. It is the same as an area count with komi 8: Black 32, White 17 + 8 = 25. A tie can only happen when a seki leaves an odd shared point; Black wins ties in an even game.

The other rulesets: area with komi 7.5 (Chinese, AGA, Tromp-Taylor), Black by 7.5; area with komi 7 (New Zealand), Black by 8; territory (24 - 10) with komi 6.5 (Japanese, Korean), Black by 7.5.</source>
            <extracomment>comment at the start</extracomment>
            <translation>7 路盤上的一盤分先棋，已經下完，輪白走。黑方的牆（D7-D4 和 E4-E1，8 子）圍住左邊：24 個空點。白方的牆（E7-E5 和 F4-F1，7 子）圍住右邊的 F、G 兩列：10 個點。沒有任何提子。每種規則按各自的貼目計算。

應氏規則數子，但用的是棋子而不是數字。每方開始時擁有同樣數量的棋子：19 路盤上為 180 子，這裡每方 24 子，這樣兩者合起來可以填滿除一個點以外的所有點。終局時，被提的子和死子還回各自主人的棋碗，每方用剩下的棋子填滿自己的區域。

黑方在盤上下了 8 子，還剩 16 子；白方下了 7 子，還剩 17 子。在分先對局中，白方 8 點的貼目以四顆白子放在黑方區域內的方式支付。然後黑方填子：24 個空點減去 4 顆白子為 20，黑方的 16 子填完後還空著 4 個點。白方有 17 - 4 = 13 子，填滿自己的 10 個點後還剩 3 子：白方輸了，而且不用數任何一個點就能看出來。

要知道輸多少，白方把這些負子放進黑方區域，那裡還剩一個空點，即勝點。勝負差把這個點算一次，每顆負子算兩次：1 + 2 x 3 = 7。這與貼 8 點的數子法結果相同：黑 32，白 17 + 8 = 25。只有當雙活留下奇數個公共點時才可能出現平局；分先對局中平局算黑勝。

其他規則：數子、貼 7.5 目（中國規則、AGA 規則、Tromp-Taylor 規則），黑勝 7.5 目；數子、貼 7 目（紐西蘭規則），黑勝 8 目；數目（24 - 10）、貼 6.5 目（日本規則、韓國規則），黑勝 7.5 目。</translation>
        </message>
        <message>
            <source>White passes: nothing is left.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白停一手：盤上已無可下之處。</translation>
        </message>
        <message>
            <source>Black passes: play stops, nothing is dead. The Ing count: Black by 7, one winning point and three losing stones.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑停一手：對局停止，沒有死子。應氏計點：黑勝 7 點，即一個勝點加三顆負子。</translation>
        </message>
    </context>
    <context>
        <name>Diagram lone-ko</name>
        <message>
            <source>A lone ko</source>
            <extracomment>title</extracomment>
            <translation>單劫</translation>
        </message>
        <message>
            <source>A purpose-made position for the course: the basic ko shape, found in every ruleset.</source>
            <extracomment>source</extracomment>
            <translation>為本課程專門構造的局面：基本的劫形，每種規則中都有。</translation>
        </message>
        <message>
            <source>One ko on an empty 5x5 board: a stone that has just captured one stone cannot be taken back at once, under every ruleset.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>空曠的 5 路盤上只有一個劫：剛剛提掉一子的那顆子不能被立即提回，每種規則都是如此。</translation>
        </message>
        <message>
            <source>A small board with a single ko and nothing else. Black&apos;s C3 is surrounded on three sides by White (C4, D3, C2), so its last liberty is B3. The point B3 is surrounded on three sides by Black (B4, A3, B2).

If White plays B3, it captures C3. The White stone at B3 then has exactly one liberty, C3, the point it has just emptied, so Black could capture it straight back, and the board would be what it was before. Then White could take again, and so on for ever. That shape is a ko.

Every ruleset has the same basic ko rule: a single stone that has just captured a single stone may not be captured back on the very next move. The other player has to play somewhere else first. White is to play.</source>
            <extracomment>comment at the start</extracomment>
            <translation>一塊小棋盤，上面只有一個劫，別無他物。黑方 C3 三面被白子（C4、D3、C2）包圍，所以它最後一口氣是 B3。B3 這個點三面被黑子（B4、A3、B2）包圍。

如果白下 B3，就提掉 C3。這時 B3 的白子恰好只有一口氣，即它剛剛提空的 C3，所以黑方可以立即把它提回，盤面就回到原來的樣子。然後白方又可以再提，如此永無止境。這種棋形就是劫。

每種規則都有同樣的基本劫規則：剛剛提掉一顆子的單獨一顆子，不能在緊接著的下一手被提回。對方必須先在別處下一手。輪白走。</translation>
        </message>
        <message>
            <source>White takes the ko at B3, capturing C3. The White stone has one liberty left, C3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白在 B3 提劫，提掉 C3。這顆白子只剩一口氣，即 C3。</translation>
        </message>
        <message>
            <source>Black tries to take back at once, capturing B3. Every ruleset forbids this: it would undo White&apos;s capture and put the board back as it was a move ago. Black must first play elsewhere (a ko threat, if there is one worth answering).</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑想立即提回，提掉 B3。每種規則都禁止這一手：它會抵消白方的提子，使盤面回到一手之前的樣子。黑方必須先在別處下一手（如果有值得對方應的劫材，就下劫材）。</translation>
        </message>
        <message>
            <source>White takes the ko at B3, capturing C3.</source>
            <extracomment>comment on the Black plays elsewhere first, node 1</extracomment>
            <translation>白在 B3 提劫，提掉 C3。</translation>
        </message>
        <message>
            <source>Black plays elsewhere, at E1. In a real game this would be a ko threat: a move White ought to answer.</source>
            <extracomment>comment on the Black plays elsewhere first, node 2</extracomment>
            <translation>黑在別處 E1 落子。在實戰中這會是一個劫材：白方應該應的一手。</translation>
        </message>
        <message>
            <source>White does not end the ko (it could, by filling C3) and plays elsewhere too, at A5.</source>
            <extracomment>comment on the Black plays elsewhere first, node 3</extracomment>
            <translation>白不消劫（它本可以在 C3 粘來消劫），也在別處 A5 落子。</translation>
        </message>
        <message>
            <source>Now Black may take back at C3, capturing B3: one move of each side has come between, so the board is not the one of a move ago, and no ruleset objects. It is White who must now wait a turn before retaking.</source>
            <extracomment>comment on the Black plays elsewhere first, node 4</extracomment>
            <translation>現在黑可以在 C3 提回，提掉 B3：雙方各下了一手，盤面已不是一手之前的樣子，任何規則都不反對。現在輪到白方必須等一手才能提回。</translation>
        </message>
    </context>
    <context>
        <name>Diagram pass-stone-ending</name>
        <message>
            <source>A pass that costs a stone</source>
            <extracomment>title</extracomment>
            <translation>要付出一顆子的停一手</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. AGA rules and the AGA commentary of the &apos;Simplified rules&apos; (every pass hands the opponent a prisoner; White passes last); Japanese rules for territory counting without pass stones.</source>
            <extracomment>source</extracomment>
            <translation>為本課程專門構造的局面。AGA 規則以及 AGA 對「Simplified rules」（簡化規則）的註釋（每次停一手都要交給對方一個提子；白方最後停一手）；日本規則代表不用停著交子的數目法。</translation>
        </message>
        <message>
            <source>A 6x6 ending with one neutral point: White passes instead of filling it. Under AGA rules the pass hands Black a prisoner and White must pass last, so counting territory gives the same margin as counting area; the Japanese count ignores the pass, and the winner changes.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>只有一個單官的 6 路盤收官：白方停一手而不去填它。在 AGA 規則下，停一手要交給黑方一個提子，而且白方必須最後停一手，因此數目與數子得出同樣的勝負差；日本規則的計算不理會停一手，勝負因此改變。</translation>
        </message>
        <message>
            <source>An even game on a 6x6 board, almost finished, White to play. Black made the last move and has one stone more on the board (7 against 6); nothing has been captured. Black&apos;s territory is the A and B columns and C2-C3, 14 points; White&apos;s is E5-E6 and the F column, 8 points. One point belongs to nobody: D1, between Black&apos;s C1 and D2 and White&apos;s E1. Each ruleset counts with its own komi (lesson on handicaps and komi).

Territory counting without pass stones (Japanese, Korean): a pass costs nothing, and D1 is worth nothing to anybody. 14 - 8 = 6, whatever happens at D1: with komi 6.5 White wins by 0.5.

Area counting: D1 is a point for whoever fills it. If White passes and Black fills it, Black&apos;s area is 8 stones + 14 = 22, White&apos;s 6 + 8 = 14: 8 ahead, and with komi 7.5 Black wins by 0.5.

The AGA rules count area, but they add two things that make a count of territory and prisoners come out the same: every pass hands the opponent one stone as a prisoner (a pass stone), and if Black passed last White must add a final pass, so that both players have put down as many stones. That way passing costs a point, just as filling a neutral point would have gained one.</source>
            <extracomment>comment at the start</extracomment>
            <translation>6 路盤上的一盤分先棋，幾乎下完，輪白走。黑方下了最後一手，盤上多一顆子（7 對 6）；沒有任何提子。黑方的目是 A、B 兩列和 C2-C3，共 14 目；白方的目是 E5-E6 和 F 列，共 8 目。有一個點不歸任何一方：D1，位於黑方 C1、D2 與白方 E1 之間。每種規則按各自的貼目計算（見讓子與貼目一課）。

不用停著交子的數目法（日本規則、韓國規則）：停一手沒有任何代價，D1 對誰都毫無價值。不論 D1 怎樣，都是 14 - 8 = 6：貼 6.5 目，白勝 0.5 目。

數子法：D1 是誰填就歸誰的一個點。如果白方停一手而黑方填上它，黑方的區域為 8 子 + 14 = 22，白方為 6 + 8 = 14：黑領先 8，貼 7.5 目，黑勝 0.5 目。

AGA 規則數子，但增加了兩項規定，使數目加提子的計算得出同樣的結果：每次停一手都要交給對方一顆子作為提子（停著交子）；如果黑方最後停一手，白方必須再補一次停一手，使雙方放下的棋子一樣多。這樣，停一手就要付出一目，正如填一個單官會得到一目一樣。</translation>
        </message>
        <message>
            <source>White passes instead of filling D1. Under the AGA rules Black receives a pass stone. Under the Japanese rules the pass costs nothing.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白停一手而不填 D1。在 AGA 規則下，黑方得到一枚停著交子。在日本規則下，停一手沒有任何代價。</translation>
        </message>
        <message>
            <source>Black fills D1: one more point of Black&apos;s area, nothing in a territory count.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑填 D1：黑方區域多了一個點，在數目法中則什麼也沒得到。</translation>
        </message>
        <message>
            <source>White passes: a second pass stone for Black under the AGA rules.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白停一手：在 AGA 規則下，黑方得到第二枚停著交子。</translation>
        </message>
        <message>
            <source>Black passes and play stops (the Renaissance rules need a third pass). Under the AGA rules White adds a last pass, so Black holds three pass stones and White one, and the territory count gives the same margin as the area count: 8 points. The Japanese count has no pass stones: 6 points.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黑停一手，對局停止（文藝復興規則需要第三次停一手）。在 AGA 規則下，白方補最後一次停一手，因此黑方持有三枚停著交子，白方一枚，數目法得出與數子法相同的勝負差：8 目。日本規則的計算沒有停著交子：6 目。</translation>
        </message>
        <message>
            <source>White fills D1 itself.</source>
            <extracomment>comment on the White fills the neutral point, node 1</extracomment>
            <translation>白自己填 D1。</translation>
        </message>
        <message>
            <source>Black passes: a pass stone for White under the AGA rules.</source>
            <extracomment>comment on the White fills the neutral point, node 2</extracomment>
            <translation>黑停一手：在 AGA 規則下，白方得到一枚停著交子。</translation>
        </message>
        <message>
            <source>White passes last, so nothing is added; each side has handed over one pass stone. Area: Black 7 + 14 = 21, White 7 + 8 = 15, 6 ahead. Territory, prisoners and pass stones: 15 to 9, also 6. Japanese: 14 to 8, also 6. Every count agrees: White wins by 1.5 under AGA rules and by 0.5 under Japanese rules.</source>
            <extracomment>comment on the White fills the neutral point, node 3</extracomment>
            <translation>白方最後停一手，所以不用補；雙方各交出了一枚停著交子。數子：黑 7 + 14 = 21，白 7 + 8 = 15，相差 6。數目、提子和停著交子：15 對 9，也是 6。日本規則：14 對 8，也是 6。各種計算都一致：在 AGA 規則下白勝 1.5 目，在日本規則下白勝 0.5 目。</translation>
        </message>
    </context>
    <context>
        <name>Diagram seki-with-an-eye</name>
        <message>
            <source>An eye in seki</source>
            <extracomment>title</extracomment>
            <translation>雙活中的眼</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. No territory in seki: Japanese rules of 1989 (as summarised in the library&apos;s notes) and the Simplified Japanese/Korean rules ("intersections in seki do not belong to a player&apos;s score"); Renaissance rules, B.6-B.7 (territory surrounded by live stones, no exception for seki).</source>
            <extracomment>source</extracomment>
            <translation>為本課程專門構造的局面。雙活中無目：日本圍棋規約（1989年）（見本庫註釋中的概述）以及日本/韓國簡化規則（「intersections in seki do not belong to a player&apos;s score」，即雙活中的交叉點不計入任何一方的得分）；文藝復興規則 B.6-B.7（被活棋圍住的目，對雙活不設例外）。</translation>
        </message>
        <message>
            <source>A finished 7x7 game with a seki in which only Black has an eye: area counting and Renaissance B count the eye for Black, Japanese and Korean rules count nothing in a seki.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一盤下完的 7 路棋，其中的雙活只有黑方有眼：數子法和文藝復興 B 把這隻眼算給黑方，日本規則和韓國規則則不計雙活中的任何點。</translation>
        </message>
        <message>
            <source>A finished game on a 7x7 board, White to play. Black owns the upper left (D4-D5 and the eight points of rows 6-7 from A to D), White the G column. Nothing has been captured; Black made the last move, so Black has one stone more on the board (15 against 14). There is no komi.

Lower left is a seki. White&apos;s seven stones A4-B4-B3-B2-C2-D2-D1 have no eye: their two liberties are A3 and C1. Black&apos;s B1 and A2 share an eye at A1, and each has one more liberty: A2 at A3, B1 at C1. Whoever plays on A3 or C1 fills a liberty of his own stones and loses them (a Black stone there leaves Black&apos;s corner with only the eye, and White takes it at A1; a White stone there leaves White&apos;s seven stones in atari). So nobody plays there, and all these stones live together. A3 and C1 are shared and belong to nobody.

What about A1, Black&apos;s eye in the seki? Area counting (Chinese, AGA, New Zealand, Ing, Tromp-Taylor, Renaissance A, the simplified area rules) counts it for Black like any point Black surrounds: Black 15 stones + 10 + 1 = 26, White 14 + 7 = 21, Black by 5. Renaissance B counts territory and prisoners and makes no exception for seki: Black 10 + 1 = 11, White 7, Black by 4 (one less than the area count because of Black&apos;s extra stone, as in the lesson on counting). Japanese and Korean rules, and the simplified Japanese/Korean rules, give no points in a seki at all, an eye included: Black 10, White 7, Black by 3. A seki in which each side had one eye would change nothing; a lopsided one like this is worth a point.</source>
            <extracomment>comment at the start</extracomment>
            <translation>7 路盤上一盤下完的棋，輪白走。黑方佔據左上（D4-D5，以及第6-7行從 A 到 D 的八個點），白方佔據 G 列。沒有任何提子；黑方下了最後一手，所以盤上多一顆子（15 對 14）。沒有貼目。

左下是雙活。白方 A4-B4-B3-B2-C2-D2-D1 七子沒有眼：它們的兩口氣是 A3 和 C1。黑方 B1 和 A2 共有 A1 一隻眼，並且各有另一口氣：A2 在 A3，B1 在 C1。誰下在 A3 或 C1，都會緊掉自己棋子的一口氣而送掉它們（黑子下在那裡，黑方角上就只剩那隻眼，白在 A1 把它提掉；白子下在那裡，白方七子就被叫吃）。所以誰都不下那裡，這些棋子共同活著。A3 和 C1 是公共的，不歸任何一方。

那麼 A1，黑方在雙活中的眼，怎麼算呢？數子法（中國規則、AGA 規則、紐西蘭規則、應氏規則、Tromp-Taylor 規則、文藝復興 A、數子的各種簡化規則）像對待黑方圍住的任何點一樣把它算給黑方：黑方 15 子 + 10 + 1 = 26，白方 14 + 7 = 21，黑勝 5。文藝復興 B 計算目和提子，對雙活不設例外：黑方 10 + 1 = 11，白方 7，黑勝 4 目（比數子法少一目，原因是黑方多一顆子，與計算一課相同）。日本規則、韓國規則以及日本/韓國簡化規則在雙活中完全不計目，眼也不例外：黑方 10，白方 7，黑勝 3 目。如果雙活中雙方各有一隻眼，什麼也不會改變；像這樣一方有眼的雙活則值一目。</translation>
        </message>
        <message>
            <source>White passes: A3 and C1 would only cost White its own stones, and no other point is open.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白停一手：下 A3 或 C1 只會送掉白方自己的棋子，也沒有其他空著的點可下。</translation>
        </message>
        <message>
            <source>Black passes and play stops; nothing is dead. The eye at A1 is what the counts disagree on: area counting and Renaissance B count it for Black, Japanese and Korean rules count no point in a seki.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑停一手，對局停止；沒有死子。各種計算的分歧就在 A1 這隻眼上：數子法和文藝復興 B 把它算給黑方，日本規則和韓國規則不計雙活中的任何點。</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-two-and-a-pass</name>
        <message>
            <source>A pass repeats the situation</source>
            <extracomment>title</extracomment>
            <translation>停一手使局面重現</translation>
        </message>
        <message>
            <source>A purpose-made position for the course (the corner seki of &apos;sending two, returning one&apos; on a 7x7 board). Situational superko as in the AGA rules as commonly read and the New Zealand rules (a play may not repeat the board as it stood after any earlier move of the same player); positional superko as in the Common Simplified Rules.</source>
            <extracomment>source</extracomment>
            <translation>為本課程專門構造的局面（7 路盤上「送二還一」的角部雙活）。情境超級劫依照通常理解的 AGA 規則以及紐西蘭規則（落子不得重現同一方此前任何一手之後的盤面）；位置超級劫依照 Common Simplified Rules（通用簡化規則）。</translation>
        </message>
        <message>
            <source>The three-move cycle again: a pass is a move that hands the turn over, so after White&apos;s pass the stones and the player to play are as at the start, and situational superko forbids Black to set the cycle off again.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>又是三手循環：停一手也是一手，它把輪走權交給對方，因此白方停一手之後，棋子排列和輪走方都與開始時相同，情境超級劫禁止黑方再次發動循環。</translation>
        </message>
        <message>
            <source>The corner seki of the superko lessons. Black sends two at G3, White takes them at G1, Black returns one at G2: the stones stand as at the start, with White to play. Positional superko forbids the return; situational superko (New Zealand, AGA) allows it, because the player to play is not the one the game began with.

Now White has nothing useful to do and passes. A pass puts no stone on the board, but it is a move: it hands the turn to Black. So the stones and the player to play are now exactly as at the start. If Black sends two again, the board after that move will be the one after Black&apos;s first G3, with White to play, a situation that has occurred before. Situational superko forbids it. New Zealand&apos;s rule says the same in its own words: a move is a play or a pass, and no play may bring back the board as it stood after any of the same player&apos;s earlier moves.

So under situational superko the cycle can go round once, and White&apos;s pass is what closes it. Had White played a real stone instead, the board would be new and Black could start again (the variation).</source>
            <extracomment>comment at the start</extracomment>
            <translation>超級劫各課中的角部雙活。黑在 G3 送二，白在 G1 提掉，黑在 G2 還一：棋子排列與開始時相同，輪白走。位置超級劫禁止還一；情境超級劫（紐西蘭規則、AGA 規則）允許，因為輪走的一方與對局開始時不同。

現在白方沒有有用的棋可下，於是停一手。停一手不在盤上放子，但它是一手：它把輪走權交給黑方。所以棋子排列和輪走方現在都與開始時完全相同。如果黑方再次送二，那一手之後的盤面就與黑方第一次下 G3 之後相同，且輪白走，這是以前出現過的局面。情境超級劫禁止這一手。紐西蘭規則用自己的話說了同樣的意思：一手是落子或停一手，任何落子都不得重現同一方此前任何一手之後的盤面。

因此在情境超級劫下，這個循環只能轉一圈，而使循環閉合的正是白方的停一手。如果白方改為真正下一顆子，盤面就是新的，黑方可以重新開始（見變化圖）。</translation>
        </message>
        <message>
            <source>Black sends two at G3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑在 G3 送二。</translation>
        </message>
        <message>
            <source>White takes the two stones at G1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白在 G1 提掉這兩子。</translation>
        </message>
        <message>
            <source>Black returns one at G2. The stones are as at the start, but White is to play, not Black: situational superko (New Zealand, AGA) allows it; positional superko forbids it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑在 G2 還一。棋子排列與開始時相同，但輪白走而不是黑走：情境超級劫（紐西蘭規則、AGA 規則）允許這一手；位置超級劫禁止。</translation>
        </message>
        <message>
            <source>White passes: there is nothing to gain by playing. It is Black&apos;s turn with the stones as at the start: the very situation the game began with.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白停一手：下任何一手都沒有好處。輪黑走，棋子排列與開始時相同：正是對局開始時的局面。</translation>
        </message>
        <message>
            <source>Black sends two again. After White&apos;s pass this brings back the board after move 1 with White to play, so situational superko forbids it. With only the basic ko ban it is legal, and each time round costs Black a point. (Ing&apos;s rules forbid it too, for a reason a later lesson explains.)</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑再次送二。在白方停一手之後，這會重現第1手之後、輪白走的盤面，因此情境超級劫禁止這一手。只有基本劫禁令時這一手合法，每轉一圈黑方損失一目。（應氏規則也禁止這一手，原因在後面的課程中說明。）</translation>
        </message>
        <message>
            <source>White plays a stone at A7 instead of passing (a wasted move inside Black&apos;s area).</source>
            <extracomment>comment on the White plays a stone instead of passing, node 4</extracomment>
            <translation>白方不停一手，而在 A7 下一顆子（在黑方區域內白費的一手）。</translation>
        </message>
        <message>
            <source>Black sends two again. The board now has White&apos;s A7 on it, so it is not one seen before: situational superko allows the move, and so does every other superko. Basic ko rules (Japanese, Korean, Renaissance) allow it as before, and so do Ing&apos;s rules: the whole board is not repeating.</source>
            <extracomment>comment on the White plays a stone instead of passing, node 5</extracomment>
            <translation>黑再次送二。現在盤上有白方的 A7，所以這不是以前出現過的盤面：情境超級劫允許這一手，其他各種超級劫也都允許。基本劫規則（日本規則、韓國規則、文藝復興規則）照舊允許，應氏規則也允許：全盤沒有重複。</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-two-player-to-move</name>
        <message>
            <source>The same stones, the other player to play</source>
            <extracomment>title</extracomment>
            <translation>同樣的棋子，輪到另一方</translation>
        </message>
        <message>
            <source>A purpose-made position for the course (the corner seki of &apos;sending two, returning one&apos; on a 7x7 board). Situational superko as in the AGA rules as commonly read and the New Zealand rules (a play may not repeat the board as it stood after any earlier move of the same player); positional superko as in the Common Simplified Rules.</source>
            <extracomment>source</extracomment>
            <translation>為本課程專門構造的局面（7 路盤上「送二還一」的角部雙活）。情境超級劫依照通常理解的 AGA 規則以及紐西蘭規則（落子不得重現同一方此前任何一手之後的盤面）；位置超級劫依照 Common Simplified Rules（通用簡化規則）。</translation>
        </message>
        <message>
            <source>The three-move cycle of the last lesson: situational superko, which looks at the stones and at who is to play, lets Black return one each time, because the stones come back with White to play, not Black.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>上一課的三手循環：情境超級劫既看棋子也看輪到誰走，它允許黑方每次還一，因為棋子重現時輪到的是白方而不是黑方。</translation>
        </message>
        <message>
            <source>The corner seki of the last lesson. Black sends two at G3, White takes them at G1, Black returns one at G2, and the stones stand as at the start. Positional superko forbids that third move.

Situational superko looks at the whole situation: the stones and the player to play. The game began with Black to play; after Black&apos;s return White is to play, so this situation has not occurred before and the move is legal. The superko of the AGA rules, as commonly read, is situational, and New Zealand&apos;s rule forbids exactly the same plays: no play may bring back the board as it stood after one of the same player&apos;s own moves. (Where a whole situation does come back, situational superko forbids it: the next lesson shows how a pass can do that here.)

Here White answers the cycle with a real move elsewhere, and Black starts it again. Each time Black returns one, the stones are as they were one move before White&apos;s answer, but with the other player to play: situational superko never objects. Positional superko stopped the cycle at its third move. Japanese, Korean, Renaissance and Ing&apos;s rules let the cycle go on too; each time round costs Black a point.</source>
            <extracomment>comment at the start</extracomment>
            <translation>上一課的角部雙活。黑在 G3 送二，白在 G1 提掉，黑在 G2 還一，棋子排列與開始時相同。位置超級劫禁止這第三手。

情境超級劫看的是整個局面：棋子和輪走方。對局開始時輪黑走；黑方還一之後輪白走，所以這個局面以前沒有出現過，這一手合法。通常理解的 AGA 規則的超級劫是情境超級劫，而紐西蘭規則禁止的著手完全相同：任何落子都不得重現同一方自己某一手之後的盤面。（如果整個局面確實重現，情境超級劫就會禁止：下一課說明停一手如何在這裡造成這種情況。）

這裡白方在別處真正下一手來應對循環，黑方再次開始循環。每次黑方還一，棋子都與白方應手之前一手時相同，但輪到的是另一方：情境超級劫從不反對。位置超級劫在循環的第三手就阻止了它。日本規則、韓國規則、文藝復興規則和應氏規則也允許循環繼續；每轉一圈黑方損失一目。</translation>
        </message>
        <message>
            <source>Black sends two at G3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑在 G3 送二。</translation>
        </message>
        <message>
            <source>White takes the two stones at G1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白在 G1 提掉這兩子。</translation>
        </message>
        <message>
            <source>Black returns one at G2. The stones stand as at the start, but White is to play, not Black. Positional superko forbids this move; situational superko (New Zealand, AGA) allows it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑在 G2 還一。棋子排列與開始時相同，但輪白走而不是黑走。位置超級劫禁止這一手；情境超級劫（紐西蘭規則、AGA 規則）允許。</translation>
        </message>
        <message>
            <source>White plays a stone at A7, inside Black&apos;s area: a wasted move, but a real one.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白在黑方區域內的 A7 下一顆子：白費的一手，但確實是一手。</translation>
        </message>
        <message>
            <source>Black sends two again. This arrangement of stones (with White&apos;s A7) is new.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑再次送二。這種棋子排列（有白方的 A7）是新的。</translation>
        </message>
        <message>
            <source>White takes the two stones at G1 again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白再次在 G1 提掉這兩子。</translation>
        </message>
        <message>
            <source>Black returns one again. The stones are as they were after White&apos;s A7, when Black was to play; now White is. Situational superko allows it again: the stones repeat, the situation does not.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黑再次還一。棋子排列與白方下 A7 之後、輪黑走時相同；現在輪白走。情境超級劫再次允許：棋子重複了，局面卻沒有重複。</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-two-three-times</name>
        <message>
            <source>Three times round</source>
            <extracomment>title</extracomment>
            <translation>循環三圈</translation>
        </message>
        <message>
            <source>A purpose-made position for the course (the corner seki of &apos;sending two, returning one&apos; on a 7x7 board). Renaissance rules: rule 3 (threefold repetition), rule 4 (minimal superko) and their example 5 (sending three returning one).</source>
            <extracomment>source</extracomment>
            <translation>為本課程專門構造的局面（7 路盤上「送二還一」的角部雙活）。文藝復興規則：規則3（三次重複）、規則4（最小超級劫）及其例5（送三還一）。</translation>
        </message>
        <message>
            <source>The three-move cycle with White passing: the third time the same position comes round the Renaissance rules end the game, and Black, who captured fewer stones in the loop, loses. Their minimal superko forbids only the position in which both players last passed.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>白方停一手的三手循環：同一局面第三次出現時，文藝復興規則結束對局，黑方在循環中提子較少，判負。它的最小超級劫只禁止雙方最近一次都停一手時的那個局面。</translation>
        </message>
        <message>
            <source>The corner of the superko lessons. Black sends two at G3, White takes them at G1, Black returns one at G2, and White, with nothing better to do, passes: the stones and the player to play are as at the start. Superko rules stop this cycle (positional superko at Black&apos;s return, situational superko when Black sends two a second time). With only the basic ko rule, Black could go round for ever, and because White passes each time, Japanese and Korean rules do not treat it as a long cycle without result.

The Renaissance rules keep the basic ko rule and let cycles run, but count repetitions: when the same position (the stones and the player to play) has occurred for the third time, the game ends. Who captured more stones since the first occurrence wins; if both captured as many, it is a draw. In this cycle White takes two stones each time round and Black only one, so Black loses. Sending two and returning one is a way to lose, not a way to stop the game.

Their second rule about repetition, minimal superko, forbids a play only one position: the one in which the last two passes in a row were made (the variation). The komi is 0 here.</source>
            <extracomment>comment at the start</extracomment>
            <translation>超級劫各課中的那個角。黑在 G3 送二，白在 G1 提掉，黑在 G2 還一，而白方沒有更好的棋可下，停一手：棋子排列和輪走方都與開始時相同。超級劫規則會阻止這個循環（位置超級劫在黑方還一時，情境超級劫在黑方第二次送二時）。只有基本劫規則時，黑方可以永遠循環下去，而且由於白方每次都停一手，日本規則和韓國規則不把它當作無勝負的長循環。

文藝復興規則保留基本劫規則，允許循環進行，但要計算重複次數：當同一局面（棋子和輪走方）第三次出現時，對局結束。自第一次出現以來提子較多的一方獲勝；如果雙方提子一樣多，則為和棋。在這個循環中，每轉一圈白方提兩子而黑方只提一子，所以黑負。送二還一是輸棋的辦法，而不是終止對局的辦法。

它關於重複的第二條規則，即最小超級劫，只禁止落子重現一個局面：最近一次連續兩次停一手時的局面（見變化圖）。這裡的貼目為 0。</translation>
        </message>
        <message>
            <source>Black sends two at G3. This position (with White to play) occurs for the first time.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑在 G3 送二。這個局面（輪白走）第一次出現。</translation>
        </message>
        <message>
            <source>White takes two stones at G1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白在 G1 提兩子。</translation>
        </message>
        <message>
            <source>Black returns one at G2, capturing one stone. Positional superko forbids it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑在 G2 還一，提掉一子。位置超級劫禁止這一手。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白停一手。</translation>
        </message>
        <message>
            <source>Black sends two again: the position after move 1 occurs a second time. Situational superko forbids it, and so do Ing&apos;s rules (a later lesson).</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑再次送二：第1手之後的局面第二次出現。情境超級劫禁止這一手，應氏規則也禁止（見後面的課程）。</translation>
        </message>
        <message>
            <source>White takes two again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白再次提兩子。</translation>
        </message>
        <message>
            <source>Black returns one again.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黑再次還一。</translation>
        </message>
        <message>
            <source>White passes again.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白再次停一手。</translation>
        </message>
        <message>
            <source>The position after move 1 comes round a third time: the Renaissance rules end the game by threefold repetition. Since it first came, White has taken four stones and Black two, so White wins. With passes in the cycle, Japanese and Korean rules let play go on.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>第1手之後的局面第三次出現：文藝復興規則以三次重複結束對局。自該局面首次出現以來，白方提了四子，黑方提了兩子，所以白勝。由於循環中有停一手，日本規則和韓國規則允許對局繼續。</translation>
        </message>
        <message>
            <source>Black passes at once.</source>
            <extracomment>comment on the Black passes first, and both pass, node 1</extracomment>
            <translation>黑立即停一手。</translation>
        </message>
        <message>
            <source>White passes too. The last two passes in a row were made in the starting position, so under the Renaissance rules no board play may bring it back (minimal superko); they also need a third pass to stop play, and Black goes on instead. Most other rulesets stop play after two passes: Tromp-Taylor rules end the game here, and Japanese and Korean rules go on to settle it in a way a later lesson explains.</source>
            <extracomment>comment on the Black passes first, and both pass, node 2</extracomment>
            <translation>白也停一手。最近一次連續兩次停一手發生在初始局面，因此在文藝復興規則下，任何落子都不得重現它（最小超級劫）；該規則還需要第三次停一手才停止對局，而黑方選擇繼續下。其他大多數規則在兩次停一手後停止對局：Tromp-Taylor 規則在此終局，日本規則和韓國規則則按後面一課說明的方式繼續解決。</translation>
        </message>
        <message>
            <source>Black sends two at G3.</source>
            <extracomment>comment on the Black passes first, and both pass, node 3</extracomment>
            <translation>黑在 G3 送二。</translation>
        </message>
        <message>
            <source>White takes two at G1.</source>
            <extracomment>comment on the Black passes first, and both pass, node 4</extracomment>
            <translation>白在 G1 提兩子。</translation>
        </message>
        <message>
            <source>Black&apos;s return at G2 would bring back the position in which both players passed: minimal superko forbids it, and Black&apos;s two stones are simply lost. Positional superko forbids it as well, and situational superko too (New Zealand, AGA): White was to play after Black&apos;s pass, as White would be now. Japanese and Korean rules allow it, and so do Ing&apos;s rules.</source>
            <extracomment>comment on the Black passes first, and both pass, node 5</extracomment>
            <translation>黑在 G2 還一會重現雙方都停一手時的局面：最小超級劫禁止這一手，黑方的兩子就白白送掉了。位置超級劫也禁止這一手，情境超級劫（紐西蘭規則、AGA 規則）同樣禁止：黑方停一手之後輪白走，而現在也會輪白走。日本規則和韓國規則允許這一手，應氏規則也允許。</translation>
        </message>
    </context>
    <context>
        <name>Diagram suicide</name>
        <message>
            <source>Suicide of three stones</source>
            <extracomment>title</extracomment>
            <translation>三子自殺</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Suicide allowed: New Zealand rules, Ing&apos;s SST rules (part 2 and part 4), the Simplified Ing/NZ rules, the Renaissance rules (rule 1) and Tromp-Taylor; forbidden: the other simplified rules and the Japanese, Korean, Chinese and AGA rules.</source>
            <extracomment>source</extracomment>
            <translation>為本課程專門構造的局面。允許自殺：紐西蘭規則、應氏規則（SST）（第2部分和第4部分）、簡化規則 應氏/紐西蘭、文藝復興規則（規則1）和 Tromp-Taylor 規則；禁止自殺：其他簡化規則以及日本規則、韓國規則、中國規則和 AGA 規則。</translation>
        </message>
        <message>
            <source>Black fills the last liberty of two of its own stones: a legal move that removes three Black stones under New Zealand, Ing, Renaissance and Tromp-Taylor rules, an illegal suicide under the others.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>黑方緊掉自己兩顆子的最後一口氣：在紐西蘭規則、應氏規則、文藝復興規則和 Tromp-Taylor 規則下，這是合法的一手，拿掉三顆黑子；在其他規則下是禁止的自殺。</translation>
        </message>
        <message>
            <source>Black&apos;s two stones B3 and C3 are surrounded by White and have one liberty left, D3. White&apos;s stones all have plenty of liberties.

What if Black plays D3 itself? The new stone joins B3 and C3, and the string of three has no liberty at all; it captures nothing, since every White string still has liberties. A play that leaves one&apos;s own stones without liberties, without capturing anything, is suicide (self-capture).

The rulesets split in two. Japanese, Korean, Chinese and AGA rules, and the simplified Chinese, Japanese/Korean and AGA rules, forbid suicide: the play is illegal and Black must choose another. New Zealand, Ing&apos;s, the Renaissance and Tromp-Taylor rules, and the simplified Ing/NZ rules, allow it: the three Black stones come off the board at once. Where it is legal, such a move can serve as a threat in a ko fight or take a liberty away in a capturing race; here it only gives stones away. Black is to play.</source>
            <extracomment>comment at the start</extracomment>
            <translation>黑方 B3 和 C3 兩子被白子包圍，只剩 D3 一口氣。白子都有很多氣。

如果黑方自己下 D3 會怎樣？新子與 B3、C3 連在一起，這三顆子組成的棋串一口氣也沒有；它也沒有提掉任何子，因為每個白方棋串都還有氣。不提掉任何子卻使自己的棋子沒有氣的落子，就是自殺（自提）。

各種規則分成兩派。日本規則、韓國規則、中國規則和 AGA 規則，以及中國、日本/韓國和 AGA 的簡化規則禁止自殺：這一手是禁著，黑方必須另選一手。紐西蘭規則、應氏規則、文藝復興規則和 Tromp-Taylor 規則，以及應氏/紐西蘭簡化規則允許自殺：三顆黑子立即被拿離棋盤。在合法的情況下，這樣的一手可以在劫爭中充當劫材，或在對殺中緊掉對方一口氣；這裡它只是白白送子。輪黑走。</translation>
        </message>
        <message>
            <source>Black plays D3. Where suicide is forbidden this move is illegal. Where it is allowed, B3, C3 and D3 are removed at once, and the three points are empty again.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑下 D3。在禁止自殺的規則下，這一手是禁著。在允許自殺的規則下，B3、C3 和 D3 立即被拿掉，這三個點又變成空點。</translation>
        </message>
        <message>
            <source>White plays C3 (under the rulesets that allowed Black&apos;s suicide). The three points Black emptied are surrounded by White.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白下 C3（在允許黑方自殺的規則下）。黑方騰空的三個點被白子圍住。</translation>
        </message>
    </context>
    <context>
        <name>Diagram three-move-cycle</name>
        <message>
            <source>A three-move cycle</source>
            <extracomment>title</extracomment>
            <translation>三手循環</translation>
        </message>
        <message>
            <source>sending two, returning one</source>
            <extracomment>another name of the position</extracomment>
            <translation>送二還一</translation>
        </message>
        <message>
            <source>A purpose-made position for the course: the corner seki of &apos;sending two, returning one&apos; (Sensei&apos;s Library) on a 7x7 board. Positional superko as in the Common Simplified Rules (no play may bring back an earlier arrangement of stones).</source>
            <extracomment>source</extracomment>
            <translation>為本課程專門構造的局面：7 路盤上「送二還一」（Sensei&apos;s Library，英文圍棋維基）的角部雙活。位置超級劫依照 Common Simplified Rules（通用簡化規則）（任何落子都不得重現此前出現過的棋子排列）。</translation>
        </message>
        <message>
            <source>Black gives two stones and takes one back, and the board is as it was after three moves: positional superko forbids the third move, basic ko does not.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>黑方送出兩子、提回一子，三手之後盤面與原來相同：位置超級劫禁止第三手，基本劫規則不禁止。</translation>
        </message>
        <message>
            <source>Lower right, a seki. White&apos;s eight stones (D1-D3, E3, F2-F4, G4) have two liberties, E2 and G3. Black&apos;s E1-F1 has two, E2 and G1; Black&apos;s lone G2 has G1 and G3. Nobody can fill a shared liberty without putting their own stones in atari, so the corner stays as it is. Black&apos;s outer wall, with the whole upper left, is alive.

Black can still start a cycle here. Black plays G3 and gives two stones, White takes them at G1, and Black takes the one stone at G1 back with G2. After these three moves every stone stands where it stood before.

No single stone takes back a single stone at once here, so the basic ko rule has nothing to say. Positional superko, the rule of the simplified rulesets, Chinese and Tromp-Taylor rules, forbids any play that brings back an arrangement of stones seen before in the game, whoever is to play: Black&apos;s third move is illegal. Japanese, Korean and the Renaissance rules have only the basic ko rule here and allow it. New Zealand and AGA rules allow it too: their superko also looks at who is to play, and that is the next lesson. Ing&apos;s rules also allow it, for a reason a later lesson explains.</source>
            <extracomment>comment at the start</extracomment>
            <translation>右下角是雙活。白方八子（D1-D3、E3、F2-F4、G4）有 E2 和 G3 兩口氣。黑方 E1-F1 有 E2 和 G1 兩口氣；黑方孤子 G2 有 G1 和 G3 兩口氣。誰去緊公共的氣都會使自己的棋子被叫吃，所以這個角保持原樣。黑方外圍的厚壁連同整個左上都是活棋。

黑方在這裡仍然可以發動循環。黑下 G3 送出兩子，白在 G1 提掉，黑再下 G2 提回 G1 的一子。這三手之後，每顆子都回到原來的位置。

這裡沒有單獨一顆子立即提回單獨一顆子的情況，所以基本劫規則對此無話可說。位置超級劫是各種簡化規則、中國規則和 Tromp-Taylor 規則的規定，它禁止任何重現對局中此前出現過的棋子排列的落子，不論輪到誰走：黑方的第三手是禁著。日本規則、韓國規則和文藝復興規則在這裡只有基本劫規則，允許這一手。紐西蘭規則和 AGA 規則也允許：它們的超級劫還要看輪到誰走，這是下一課的內容。應氏規則也允許，原因在後面的課程中說明。</translation>
        </message>
        <message>
            <source>Black plays G3 and sends two stones: G2-G3 has one liberty left, G1. White&apos;s stones are in atari too (E2 is their last liberty), but it is White&apos;s turn.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑下 G3 送出兩子：G2-G3 只剩 G1 一口氣。白子也被叫吃了（E2 是它們最後一口氣），但現在輪白走。</translation>
        </message>
        <message>
            <source>White takes the two stones at G1. The White stone at G1 has one liberty, G2; Black&apos;s E1-F1 is in atari at E2.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白在 G1 提掉這兩子。G1 的白子只有 G2 一口氣；黑方 E1-F1 在 E2 處被叫吃。</translation>
        </message>
        <message>
            <source>Black returns one at G2, capturing G1. The stones stand exactly as at the start, so positional superko forbids this move. The rules with only the basic ko ban allow it: two stones taken for one is not a basic ko.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑在 G2 還一，提掉 G1。棋子排列與開始時完全相同，所以位置超級劫禁止這一手。只有基本劫禁令的規則允許這一手：以兩子換一子不是基本劫。</translation>
        </message>
    </context>
    <context>
        <name>Diagram two-corner-cycle</name>
        <message>
            <source>Two corners, one long cycle</source>
            <extracomment>title</extracomment>
            <translation>兩個角，一個長循環</translation>
        </message>
        <message>
            <source>A purpose-made position for the course: two corner seki of &apos;sending two, returning one&apos;, one for each side. No result for a repeated long cycle: Japanese rules of 1989, article 12. Superko: Common Simplified Rules (positional), New Zealand rules (situational). Threefold repetition: Renaissance rules, rule 3. Ing&apos;s SST rules, part 6 (disturbing).</source>
            <extracomment>source</extracomment>
            <translation>為本課程專門構造的局面：兩個「送二還一」的角部雙活，雙方各有一個。重複的長循環判無勝負：日本圍棋規約（1989年）第12條。超級劫：Common Simplified Rules（通用簡化規則）（位置超級劫）、紐西蘭規則（情境超級劫）。三次重複：文藝復興規則，規則3。應氏規則（SST）第6部分（攪劫）。</translation>
        </message>
        <message>
            <source>Each side can give two stones and take one back in its own corner, so six moves bring the whole board back with Black to play and no pass in between: no result under Japanese and Korean rules, forbidden by superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>雙方都可以在自己的角上送出兩子、提回一子，因此六手之後全盤回到原樣，輪黑走，其間沒有停一手：在日本規則和韓國規則下無勝負，超級劫則禁止。</translation>
        </message>
        <message>
            <source>Two copies of the corner of the superko lessons. In the lower right White&apos;s eight stones are in seki with Black&apos;s G1-H1 and J2, as before. In the upper left the colours are swapped: Black&apos;s eight stones are in seki with White&apos;s B9-C9 and A8. The two outer walls have many liberties each and are not in danger.

Each side has a cycle of its own: Black can send two at J3, White takes them at J1, and Black returns one at J2. White can do the same upper left: send two at A7, Black takes at A9, White returns one at A8. One round in each corner is six moves, and after them every stone is back where it started, with Black to play: the whole situation repeats, and no one has passed.

With only the basic ko rule nothing forbids any of these moves, and the players could go round for ever. Japanese and Korean rules end such a game without a result when the players keep repeating the cycle (here, when the same situation has come round a third time with no pass in between). Positional superko forbids Black&apos;s first return (J2), which brings back the starting stones. Situational superko (New Zealand, AGA) allows it, since White is then to play, but forbids White&apos;s return at A8, which brings back the start with Black to play. The Renaissance rules end the game at the third repetition too, as a draw (the next lesson). Ing&apos;s rules let each side set off a cycle once and then forbid Black&apos;s second start (a later lesson).</source>
            <extracomment>comment at the start</extracomment>
            <translation>超級劫各課中那個角的兩個複本。右下角，白方八子與黑方 G1-H1 和 J2 形成雙活，與前面相同。左上角顏色互換：黑方八子與白方 B9-C9 和 A8 形成雙活。兩道外圍厚壁各有很多氣，沒有危險。

雙方各有自己的循環：黑可以在 J3 送二，白在 J1 提掉，黑在 J2 還一。白在左上也可以這樣做：在 A7 送二，黑在 A9 提掉，白在 A8 還一。每個角各轉一圈共六手，之後每顆子都回到開始時的位置，輪黑走：整個局面重複了，而且沒有人停一手。

只有基本劫規則時，這些著手都不被禁止，雙方可以永遠循環下去。當雙方持續重複這個循環時（這裡是同一局面在其間沒有停一手的情況下第三次出現時），日本規則和韓國規則以無勝負結束對局。位置超級劫禁止黑方第一次還一（J2），因為它重現了初始的棋子排列。情境超級劫（紐西蘭規則、AGA 規則）允許這一手，因為這時輪白走，但禁止白方在 A8 還一，因為它重現了輪黑走的初始局面。文藝復興規則也在第三次重複時結束對局，判為和棋（見下一課）。應氏規則允許每方發動一次循環，然後禁止黑方第二次發動（見後面的課程）。</translation>
        </message>
        <message>
            <source>Black sends two at J3: J2-J3 has one liberty left, J1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑在 J3 送二：J2-J3 只剩 J1 一口氣。</translation>
        </message>
        <message>
            <source>White takes the two stones at J1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白在 J1 提掉這兩子。</translation>
        </message>
        <message>
            <source>Black returns one at J2, capturing J1: the lower right is as at the start, with White to play. Positional superko forbids this move; situational superko allows it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黑在 J2 還一，提掉 J1：右下角與開始時相同，輪白走。位置超級劫禁止這一手；情境超級劫允許。</translation>
        </message>
        <message>
            <source>White now sends two at A7 in the upper left: A7-A8 has one liberty left, A9.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>現在白在左上的 A7 送二：A7-A8 只剩 A9 一口氣。</translation>
        </message>
        <message>
            <source>Black takes the two stones at A9.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黑在 A9 提掉這兩子。</translation>
        </message>
        <message>
            <source>White returns one at A8, capturing A9. The whole board is as at the start, and Black is to play: situational superko (New Zealand, AGA) forbids this move. Under the basic ko rule it is legal, and the cycle can begin again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白在 A8 還一，提掉 A9。全盤與開始時相同，輪黑走：情境超級劫（紐西蘭規則、AGA 規則）禁止這一手。在基本劫規則下這一手合法，循環可以重新開始。</translation>
        </message>
        <message>
            <source>Round two: Black sends two again. Ing&apos;s rules forbid it: Black has already set off one cycle (a later lesson).</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>第二輪：黑再次送二。應氏規則禁止這一手：黑方已經發動過一次循環（見後面的課程）。</translation>
        </message>
        <message>
            <source>White takes two.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白提兩子。</translation>
        </message>
        <message>
            <source>Black returns one.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黑還一。</translation>
        </message>
        <message>
            <source>White sends two.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白送二。</translation>
        </message>
        <message>
            <source>Black takes two.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黑提兩子。</translation>
        </message>
        <message>
            <source>The starting situation comes round a third time with no pass in between: a long cycle. Japanese and Korean rules end the game with no result; the Renaissance rules end it by threefold repetition, a draw, since each side took three stones per round.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>初始局面第三次出現，其間沒有停一手：這是長循環。日本規則和韓國規則以無勝負結束對局；文藝復興規則以三次重複結束對局，判為和棋，因為每一輪雙方各提三子。</translation>
        </message>
    </context>
    <context>
        <name>Diagram two-handicap-stones</name>
        <message>
            <source>Two handicap stones</source>
            <extracomment>title</extracomment>
            <translation>讓兩子</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Handicap and komi as the presets read them: New Zealand rules (handicap by White passing, no komi), Ing&apos;s SST rules (&apos;Counting&apos; item 5: N points for N stones), the AGA commentary of the &apos;Simplified rules&apos;, Chinese, AGA, Japanese and Korean conventions.</source>
            <extracomment>source</extracomment>
            <translation>為本課程專門構造的局面。讓子和貼目按各內建規則的解讀：紐西蘭規則（以白方停一手的方式讓子，無貼目）、應氏規則（SST）（「Counting」第5項：讓 N 子補 N 點）、AGA 對「Simplified rules」（簡化規則）的註釋，以及中國、AGA、日本和韓國的慣例。</translation>
        </message>
        <message>
            <source>A finished two-stone handicap game on 7x7: on the board Black is one point ahead by area and level by territory, and what each ruleset gives White for the handicap decides the winner.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>7 路盤上一盤下完的讓兩子棋：按盤面，黑方數子領先一目，數目則持平，各規則給白方的讓子補償決定勝負。</translation>
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
            <translation>7 路盤上一盤下完的讓子棋。黑方開始時在盤上的讓子點 C3 和 E5 放了兩顆讓子；然後白方先走，雙方輪流落子。白方下了最後一手，所以黑方比白方多放了一顆子：11 對 10。沒有任何提子，雙方的牆處處相接。

黑方佔據右下：數子為 25 點（11 子和 14 個空點；黑方的 D4 和 E2 位於黑方自己的區域內）。白方佔據其餘部分：24 點（10 子和 14 個空點）。數子黑方領先 1 點；數目則是 14 對 14。

在分先對局中，白方因後走而得到貼目：日本規則和韓國規則為 6.5 目，中國規則和 AGA 規則為 7.5 目，紐西蘭規則為 7 目，應氏規則為 8 點。在讓子棋中沒有這種貼目；而對於白方因讓子應得到多少補償，各規則意見不一：
- 日本規則、韓國規則以及日本/韓國簡化規則：沒有補償。數目時，一顆子本身不得分，所以讓子的價值僅在於它們幫助圍住的目。14 - 14：和棋（持碁）。
- 中國規則、中國簡化規則和應氏規則：每顆讓子補 1 點，共 2 點，因為在數子法下，每顆讓子都是黑方沒花一手就得到的一個點。25 - 24 - 2：白勝 1。
- AGA 規則和 AGA 簡化規則：第一顆之後每顆子補 1 點，再加 0.5。25 - 24 - 1.5：白勝 0.5。文藝復興 A（數子）和 B（數目，14 - 14 - 0.5）結果相同。
- 紐西蘭規則、應氏/紐西蘭簡化規則和 Tromp-Taylor 規則：沒有補償，也沒有貼目。黑勝 1。

輪黑走；已經沒有可以得利的地方了。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黑停一手。</translation>
        </message>
        <message>
            <source>White passes: play stops, and nothing is dead. What each ruleset gives White for Black&apos;s two handicap stones decides the winner: from Black by 1 (New Zealand, which gives nothing) to White by 1 (Chinese rules, a point per stone).</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白停一手：對局停止，沒有死子。各規則對黑方兩顆讓子給予白方的補償決定勝負：從黑勝 1（紐西蘭規則，不給補償）到白勝 1（中國規則，每子補一點）。</translation>
        </message>
    </context>
    <context>
        <name>Diagram two-stone-ko</name>
        <message>
            <source>Two stones take two</source>
            <extracomment>title</extracomment>
            <translation>兩子提兩子</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Ing&apos;s SST rules, part 6A (fighting kos: hot stones, double hot stones) and part 2 (During the game, items 4 and 5).</source>
            <extracomment>source</extracomment>
            <translation>為本課程專門構造的局面。應氏規則（SST）第6A部分（爭劫：熱子、雙熱子）和第2部分（During the game，即對局中，第4、5項）。</translation>
        </message>
        <message>
            <source>White takes two stones with two, and Black could take those two straight back: every other ruleset allows it, Ing&apos;s rules call the two White stones hot and make Black play elsewhere first.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>白方以兩子提掉兩子，黑方本可以立即提回這兩子：其他各種規則都允許，而應氏規則稱這兩顆白子為熱子，要求黑方先在別處下一手。</translation>
        </message>
        <message>
            <source>A fight on the bottom edge of a 5x5 board, White to play. White&apos;s corner A1-A2-B2-C2 has one liberty, A3. Black&apos;s B1-C1 and White&apos;s E1 each have one liberty, the same point D1, and Black&apos;s D2-E2 has two, D1 and E3.

White plays D1 and captures B1 and C1. Now White&apos;s D1-E1 has a single liberty, C1, and Black&apos;s D2-E2 is in atari at E3. If Black can take D1-E1 back at C1, Black&apos;s group is out of atari and White&apos;s corner is short of liberties again; if not, White captures D2-E2 at E3.

The basic ko rule speaks only of a single stone that has just taken a single stone: here two stones took two, so Japanese, Korean and the Renaissance rules let Black take back at once. Superko does not object either: after Black&apos;s capture B1 stays empty, so the board is a new one.

Ing&apos;s rules treat this as a ko fight. Stones that have just captured in a fighting ko are hot: they may be captured only after a move or a pass in between, and that holds for two stones (double hot stones) as well as for one. So under Ing&apos;s rules Black must first play elsewhere, a ko threat, as in a basic ko.</source>
            <extracomment>comment at the start</extracomment>
            <translation>5 路盤下邊的一場戰鬥，輪白走。白方角上的 A1-A2-B2-C2 只有 A3 一口氣。黑方 B1-C1 和白方 E1 各只有一口氣，都是 D1 這個點；黑方 D2-E2 有 D1 和 E3 兩口氣。

白下 D1，提掉 B1 和 C1。這時白方 D1-E1 只有 C1 一口氣，黑方 D2-E2 在 E3 處被叫吃。如果黑方能在 C1 提回 D1-E1，黑棋就擺脫叫吃，白方角上的棋又缺氣了；否則，白方就在 E3 提掉 D2-E2。

基本劫規則只涉及剛剛提掉單獨一子的單獨一子：這裡是兩子提了兩子，所以日本規則、韓國規則和文藝復興規則允許黑方立即提回。超級劫也不反對：黑方提子之後 B1 仍是空的，所以盤面是新的。

應氏規則把這看作爭劫。在爭劫中剛剛提過子的棋子是熱子：必須隔一手或停一手之後才能提它們，這對兩顆子（雙熱子）和一顆子同樣適用。所以在應氏規則下，黑方必須先在別處下一手，即下劫材，就像在基本劫中一樣。</translation>
        </message>
        <message>
            <source>White captures B1 and C1 at D1. The White stones D1 and E1 have just captured and have one liberty, C1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白在 D1 提掉 B1 和 C1。白子 D1 和 E1 剛剛提過子，只有 C1 一口氣。</translation>
        </message>
        <message>
            <source>Black takes D1 and E1 back at C1 at once. Every ruleset allows this except Ing&apos;s: D1-E1 are hot stones, and Black needs an intervening move first.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黑立即在 C1 提回 D1 和 E1。除應氏規則外，每種規則都允許這一手：D1-E1 是熱子，黑方需要先隔一手。</translation>
        </message>
        <message>
            <source>Black plays elsewhere first, at E5, against White&apos;s wall.</source>
            <extracomment>comment on the Black plays elsewhere first, node 2</extracomment>
            <translation>黑先在別處 E5 落子，貼著白方的牆。</translation>
        </message>
        <message>
            <source>White answers elsewhere too, at A5 (White could instead have captured D2-E2 at E3).</source>
            <extracomment>comment on the Black plays elsewhere first, node 3</extracomment>
            <translation>白也在別處 A5 應（白方本可以改在 E3 提掉 D2-E2）。</translation>
        </message>
        <message>
            <source>Now Black may take D1 and E1 at C1 under Ing&apos;s rules too: moves have come between, and the stones are no longer hot.</source>
            <extracomment>comment on the Black plays elsewhere first, node 4</extracomment>
            <translation>現在在應氏規則下黑方也可以在 C1 提掉 D1 和 E1：其間已經隔了幾手，這兩顆子不再是熱子。</translation>
        </message>
    </context>
</TS>

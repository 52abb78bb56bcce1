<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
    <context>
        <name>Diagram balanced-quadruple-ko</name>
        <message>
            <source>Balanced quadruple ko seki</source>
            <extracomment>title</extracomment>
            <translation>均衡した四コウのセキ</translation>
        </message>
        <message>
            <source>quadruple ko seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>四コウのセキ</translation>
        </message>
        <message>
            <source>四劫循环</source>
            <extracomment>another name of the position</extracomment>
            <translation>四劫循环</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Quadruple ko seki&apos;; Ing&apos;s SST rules (balanced kos are disturbing kos).</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英語の囲碁ウィキ）の「Quadruple ko seki」、応氏ルール（SST）の規約（均衡したコウはディスターブのコウ）。</translation>
        </message>
        <message>
            <source>Four kos, two held by each side: a seki under superko and Ing&apos;s rules, but a player who is behind can force no result in Japan and Korea.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>コウが4つあり、双方が2つずつ持っています。スーパーコウと応氏ルールではセキですが、日本と韓国では、負けている側が無勝負に持ち込むことができます。</translation>
        </message>
        <message>
            <source>White&apos;s top group has two liberties (F8 and H8); Black&apos;s middle group has two (B7 and D7). Black holds two kos (B8, D8), White two (F7, H7). Whoever takes a ko puts the other side in atari, and the other side takes another ko back. With two kos each, neither can win: a seki.

A player who would lose the game on the count can keep taking kos. After eight moves the start returns. Japanese and Korean rules: no result. Superko forbids the eighth move. Ing&apos;s rules see a balanced (disturbing) ko: each player may set off the cycle once, and only the attacker disturbs, so an atari here can always be answered by taking another ko and neither group can be captured. Renaissance: a draw by threefold repetition.</source>
            <extracomment>comment at the start</extracomment>
            <translation>白の上の石群のダメは2つ（F8とH8）、黒の中央の石群のダメも2つ（B7とD7）です。黒は2つのコウ（B8、D8）を、白も2つのコウ（F7、H7）を持っています。どちらかがコウを取ると相手はアタリになり、相手は別のコウを取り返します。双方が2つずつコウを持っているので、どちらも勝てません。セキです。

数えれば負ける側は、コウを取り続けることができます。8手で最初の局面に戻ります。日本ルールと韓国ルールでは無勝負です。スーパーコウは8手目を禁じます。応氏ルールでは均衡した（ディスターブの）コウとなります。各対局者は1回ずつ循環を始めることができ、ディスターブするのは攻める側だけなので、ここでのアタリには常に別のコウを取って応じることができ、どちらの石群も取られません。ルネサンスルールでは3回反復による持碁です。</translation>
        </message>
        <message>
            <source>Black takes the ko at F8 (capturing F7): White&apos;s top group is in atari at H8.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がF8でコウを取ります（F7を取る）。白の上の石群はH8でアタリになります。</translation>
        </message>
        <message>
            <source>White takes a ko back at B7 (capturing B8): Black is in atari at D7.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白がB7でコウを取り返します（B8を取る）。黒はD7でアタリになります。</translation>
        </message>
        <message>
            <source>Black takes the other White ko at H8: White in atari at F7.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒は白のもう一つのコウをH8で取ります。白はF7でアタリです。</translation>
        </message>
        <message>
            <source>White takes the other Black ko at D7: Black in atari at B8.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白は黒のもう一つのコウをD7で取ります。黒はB8でアタリです。</translation>
        </message>
        <message>
            <source>Black retakes at B8.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黒がB8で取り返します。</translation>
        </message>
        <message>
            <source>White retakes at F7.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白がF7で取り返します。</translation>
        </message>
        <message>
            <source>Black retakes at D8.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黒がD8で取り返します。</translation>
        </message>
        <message>
            <source>White retakes at H7: the start position with Black to play. Superko forbids it.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白がH7で取り返します。黒番で最初の局面です。スーパーコウはこの着手を禁じます。</translation>
        </message>
        <message>
            <source>Round two. Under Ing&apos;s rules Black set off the first round and may not disturb again: this attack would recreate the position after move 1. White, who only answered, has not disturbed yet.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>2巡目です。応氏ルールでは、黒は1巡目の循環を始めたので、もうディスターブできません。この攻めは1手目の後の局面を再現してしまいます。応じていただけの白は、まだディスターブしていません。</translation>
        </message>
        <message>
            <source>White takes at B7.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白がB7で取ります。</translation>
        </message>
        <message>
            <source>Black takes at H8.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黒がH8で取ります。</translation>
        </message>
        <message>
            <source>White takes at D7.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>白がD7で取ります。</translation>
        </message>
        <message>
            <source>Black retakes.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>黒が取り返します。</translation>
        </message>
        <message>
            <source>White retakes.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>白が取り返します。</translation>
        </message>
        <message>
            <source>The start stands for the third time: no result in Japan and Korea, a draw under Renaissance rules (eight stones captured by each side in the loop).</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>最初の局面が3回目に現れました。日本と韓国では無勝負、ルネサンスルールでは持碁です（この循環で双方が8子ずつ取っています）。</translation>
        </message>
    </context>
    <context>
        <name>Diagram bent-four</name>
        <message>
            <source>Bent four in the corner</source>
            <extracomment>title</extracomment>
            <translation>隅の曲がり四目</translation>
        </message>
        <message>
            <source>magari shimoku (隅の曲がり四目)</source>
            <extracomment>another name of the position</extracomment>
            <translation>magari shimoku（隅の曲がり四目）</translation>
        </message>
        <message>
            <source>盘角曲四</source>
            <extracomment>another name of the position</extracomment>
            <translation>盘角曲四（中国語名）</translation>
        </message>
        <message>
            <source>Japanese rules 1989, article 7-2 and its commentary (bent four is dead as it stands); Ing&apos;s SST rules, &apos;Bent four in the corner&apos;.</source>
            <extracomment>source</extracomment>
            <translation>日本囲碁規約（1989年）第7条第2項とその解説（隅の曲がり四目はそのままで死に）、応氏ルール（SST）の規約の「Bent four in the corner」（隅の曲がり四目）。</translation>
        </message>
        <message>
            <source>Dead by rule in Japan whatever ko threats exist; under every other ruleset it must be played out, and an unanswered ko threat can save it.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>日本ではコウ材の有無にかかわらず規約により死にです。ほかのすべてのルールでは実際に打って決着させなければならず、相手が消していないコウ材があれば助かることがあります。</translation>
        </message>
        <message>
            <source>White&apos;s corner group (eleven stones) has only two liberties, A17 and C19, and can never play either itself. Black&apos;s stones at A18 and B19 are inside. Black&apos;s wall is alive.

To capture, Black connects at A19, throws in at C19 (four Black stones in the bent four shape), White must capture them with A17, Black plays the 1-2 point B19, White answers A19, and Black takes the ko at A18. White can retake only after a ko threat.

Japanese and Korean rules settle it without play: after both pass, the confirmation play decides, and in it a ko may be retaken only after a pass, so ko threats are useless and the group is dead. Everyone else plays it out. Tromp-Taylor rules count every stone on the board as alive once both pass, so Black must capture before passing. With a ko threat Black cannot answer (the variation), White wins the ko everywhere but in Japan and Korea. Ing&apos;s rules add a case: when White&apos;s threat lies in a seki that Black cannot remove, and ignoring it would cost Black more than the corner is worth, Black does better to answer it and let White live (the variation &apos;A ko threat worth more than the corner&apos;).

The rest of the board is assumed settled; komi 0.</source>
            <extracomment>comment at the start</extracomment>
            <translation>白の隅の石群（11子）のダメはA17とC19の2つだけで、白は自分からそのどちらにも打てません。黒のA18とB19は内側にあります。黒の外壁は活きています。

取るには、黒がA19につなぎ、C19にほうり込み（黒4子が曲がり四目の形になる）、白はA17でそれを取らなければならず、黒が1の二のB19に打ち、白がA19と応じ、黒がA18でコウを取ります。白はコウ材を打ってからでなければ取り返せません。

日本ルールと韓国ルールは打たずに決着させます。双方がパスした後は死活確認の着手で決まり、そこではパスをはさんでからでなければコウを取り返せないので、コウ材は役に立たず、石群は死にです。ほかのルールはすべて実際に打って決着させます。トロンプ・テイラールールでは双方がパスすると盤上の石はすべて活きと数えられるので、黒はパスする前に取らなければなりません。黒が消せないコウ材があれば（変化図）、日本と韓国以外ではどこでも白がコウに勝ちます。応氏ルールにはさらに別の場合があります。白のコウ材が黒の消せないセキの中にあり、それを無視すると隅の価値より大きく損をするときは、黒はコウ材に応じて白を活かすほうがよいのです（変化図「隅より価値の大きいコウ材」）。

盤のほかの部分は決着しているものとします。コミは0です。</translation>
        </message>
        <message>
            <source>Black passes without playing the corner out...</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒は隅を打って決着させずにパスし……</translation>
        </message>
        <message>
            <source>...and White passes: play stops. Under Tromp-Taylor rules the game is over and every stone on the board is alive, White&apos;s corner included. Japanese and Korean players who disagree about the corner settle it by a confirmation play that does not count; elsewhere play resumes.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>……白もパスして、対局が停止します。トロンプ・テイラールールでは対局は終わり、白の隅も含めて盤上の石はすべて活きです。日本と韓国では、隅について意見が分かれた対局者は、数に入らない死活確認の着手で決着させます。ほかのルールでは対局が再開されます。</translation>
        </message>
        <message>
            <source>Black connects at A19.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒がA19につなぎます。</translation>
        </message>
        <message>
            <source>White cannot do anything useful in the corner: A17 or C19 would put its own group in atari.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白は隅で役に立つ手を打てません。A17やC19は自分の石群をアタリにしてしまいます。</translation>
        </message>
        <message>
            <source>Black throws in at C19: four Black stones in atari.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黒がC19にほうり込みます。黒4子がアタリです。</translation>
        </message>
        <message>
            <source>White has to capture them (A17 takes A18, A19, B19 and C19), or Black captures White.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白はそれを取らなければなりません（A17でA18、A19、B19、C19を取る）。さもないと黒が白を取ります。</translation>
        </message>
        <message>
            <source>Black plays the 1-2 point.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黒が1の二に打ちます。</translation>
        </message>
        <message>
            <source>White&apos;s only answer: A19 (atari on B19).</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白の応手はA19しかありません（B19へのアタリ）。</translation>
        </message>
        <message>
            <source>Black takes the ko at A18 (capturing A19). White&apos;s group is in atari at C19.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黒がA18でコウを取ります（A19を取る）。白の石群はC19でアタリです。</translation>
        </message>
        <message>
            <source>White has no ko threat. In the Japanese confirmation play White could retake only after a pass anyway; here White passes.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白にはコウ材がありません。日本の死活確認の着手では、どのみち白はパスをはさんでからでなければ取り返せません。ここでは白はパスします。</translation>
        </message>
        <message>
            <source>Black captures the corner: twelve White stones.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黒が隅を取ります。白12子です。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>白がパスします。</translation>
        </message>
        <message>
            <source>Black passes. The corner is Black&apos;s.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>黒がパスします。隅は黒のものです。</translation>
        </message>
        <message>
            <source>The same corner, and in the lower right a Black group with a straight four eye space (Q1, R1, S1, T1). It is alive, but a White stone at R1 or S1 threatens to kill it, so White has one ko threat. Black could remove it by playing R1 or S1 first; here Black leaves it.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 1</extracomment>
            <translation>同じ隅に加えて、右下には直四の眼形（Q1、R1、S1、T1）を持つ黒の石群があります。これは活きていますが、白がR1かS1に打つと殺すぞと脅せるので、白にはコウ材が1つあります。黒は先にR1かS1に打てばこれを消せますが、ここでは黒は放置しています。</translation>
        </message>
        <message>
            <source>Black passes...</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 2</extracomment>
            <translation>黒がパスし……</translation>
        </message>
        <message>
            <source>...and White passes: play stops (over, with every stone alive, under Tromp-Taylor rules).</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 3</extracomment>
            <translation>……白もパスして、対局が停止します（トロンプ・テイラールールでは、すべての石が活きのまま終局）。</translation>
        </message>
        <message>
            <source>Black throws in at C19.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 6</extracomment>
            <translation>黒がC19にほうり込みます。</translation>
        </message>
        <message>
            <source>White captures four.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 7</extracomment>
            <translation>白が4子を取ります。</translation>
        </message>
        <message>
            <source>White answers at A19.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 9</extracomment>
            <translation>白がA19と応じます。</translation>
        </message>
        <message>
            <source>Black takes the ko.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 10</extracomment>
            <translation>黒がコウを取ります。</translation>
        </message>
        <message>
            <source>White&apos;s ko threat: R1 inside Black&apos;s straight four.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 11</extracomment>
            <translation>白のコウ材：黒の直四の中のR1です。</translation>
        </message>
        <message>
            <source>Black must answer at S1, or lose the group.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 12</extracomment>
            <translation>黒はS1と応じなければ石群を失います。</translation>
        </message>
        <message>
            <source>White retakes the ko. In the Japanese and Korean confirmation play this is forbidden: White has not passed since Black took the ko, so the threat did not help.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 13</extracomment>
            <translation>白がコウを取り返します。日本と韓国の死活確認の着手では、これは着手禁止です。黒がコウを取ってから白はパスしていないので、コウ材は役に立ちませんでした。</translation>
        </message>
        <message>
            <source>Black has no threat of his own.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 14</extracomment>
            <translation>黒には自分のコウ材がありません。</translation>
        </message>
        <message>
            <source>White captures B19 and has two eyes: the corner lives.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 15</extracomment>
            <translation>白がB19を取って2眼になり、隅は活きます。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 16</extracomment>
            <translation>黒がパスします。</translation>
        </message>
        <message>
            <source>White passes. R1 is a dead White stone inside Black&apos;s eye.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 17</extracomment>
            <translation>白がパスします。R1は黒の眼の中の白の死に石です。</translation>
        </message>
        <message>
            <source>The same corner, and in the lower left a seki. Black&apos;s marked group (thirteen stones) has one eye, A1, and one more liberty, C1. White&apos;s five stones D1, D2, E2, F2 and F1 have one eye, E1, and the same liberty C1. Neither side can fill C1 without putting its own group in atari with the other to play, so both live: a seki.

The seki gives White a ko threat Black cannot remove: White at C1 puts White&apos;s own stones and the marked group in atari together. Black must capture White&apos;s six stones at E1, or lose the marked group at A1. Black cannot play C1 first (White would take the marked group at A1), nor E1 (White&apos;s eye: suicide).

Losing the marked group would give White the whole lower left, where answering the threat gives it to Black: a swing larger than the corner. So Black answers the threat and lets White live; the sub-variation shows what killing the corner costs. The lower left belongs to the view.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 1</extracomment>
            <translation>同じ隅に加えて、左下にセキがあります。印をつけた黒の石群（13子）は眼がA1の1つで、ほかにC1というダメがあります。白のD1、D2、E2、F2、F1の5子は眼がE1の1つで、同じC1がダメです。どちらも、相手の手番で自分の石群をアタリにせずにC1を詰めることはできないので、双方が活きています。セキです。

このセキは、黒が消せないコウ材を白に与えます。白がC1に打つと、白自身の石と印の石群が同時にアタリになります。黒はE1で白6子を取らなければ、A1で印の石群を取られます。黒が先にC1に打つことはできず（白がA1で印の石群を取る）、E1にも打てません（白の眼なので自殺手）。

印の石群を失えば左下全体が白のものになり、コウ材に応じれば左下は黒のものになります。この差は隅より大きいので、黒はコウ材に応じて白を活かします。下の変化図は、隅を殺すとどれだけ損をするかを示します。左下も表示範囲に含まれます。</translation>
        </message>
        <message>
            <source>...and White passes: play stops (under Tromp-Taylor rules the game is over with every stone alive). Elsewhere the corner is played out as in the main line.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 3</extracomment>
            <translation>……白もパスして、対局が停止します（トロンプ・テイラールールでは、すべての石が活きのまま終局）。ほかのルールでは、本図と同じように隅を打って決着させます。</translation>
        </message>
        <message>
            <source>White captures four with A17.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 7</extracomment>
            <translation>白がA17で4子を取ります。</translation>
        </message>
        <message>
            <source>Black plays the 1-2 point, B19.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 8</extracomment>
            <translation>黒が1の二のB19に打ちます。</translation>
        </message>
        <message>
            <source>Black takes the ko at A18; White&apos;s corner is in atari at C19.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 10</extracomment>
            <translation>黒がA18でコウを取ります。白の隅はC19でアタリです。</translation>
        </message>
        <message>
            <source>White&apos;s ko threat from the seki: C1. White&apos;s six stones are in atari at E1, and Black&apos;s marked group is in atari at A1. Black must choose: capture at E1 and lose the ko, or kill the corner and lose the marked group.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 11</extracomment>
            <translation>セキからの白のコウ材：C1です。白6子はE1でアタリになり、黒の印の石群はA1でアタリになります。黒は選ばなければなりません。E1で取ってコウに負けるか、隅を殺して印の石群を失うかです。</translation>
        </message>
        <message>
            <source>Black answers: E1 captures six White stones. The marked group now has two eyes and the whole lower left.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 12</extracomment>
            <translation>黒が応じます。E1で白6子を取ります。印の石群は2眼になり、左下全体を得ます。</translation>
        </message>
        <message>
            <source>White retakes the ko at A19. In the Japanese and Korean confirmation play (and the simplified Japanese/Korean imagined play) this is forbidden: White has not passed since Black took the ko. There the corner is dead as in the main line, whatever White&apos;s threat is worth.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 13</extracomment>
            <translation>白がA19でコウを取り返します。日本と韓国の死活確認の着手（および簡易ルール 日本/韓国の仮想の着手）では、これは着手禁止です。黒がコウを取ってから白はパスしていないからです。そこでは白のコウ材の価値にかかわらず、本図と同じく隅は死にです。</translation>
        </message>
        <message>
            <source>Black has no ko threat left.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 14</extracomment>
            <translation>黒にはもうコウ材がありません。</translation>
        </message>
        <message>
            <source>White captures B19 at C19: the corner has two eyes, A18 and B19, and lives.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 15</extracomment>
            <translation>白がC19でB19を取ります。隅はA18とB19の2眼になり、活きます。</translation>
        </message>
        <message>
            <source>White passes. Area: Black has the wall around the corner (9) and the lower left (14 stones + 7 empty points), 30; White has the corner (14 stones + 2 eyes) and the wall around the lower left (11), 27: Black by 3. Territory (Renaissance B): Black 7 points + 7 prisoners (A19 and the six) = 14, White 2 eyes + 6 prisoners (the four thrown in, A18 and B19) = 8: Black by 6. Under Tromp-Taylor rules the game ended at the first two passes with every stone alive.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 17</extracomment>
            <translation>白がパスします。面積計算：黒は隅を囲む外壁（9）と左下（14子＋空点7）で30、白は隅（14子＋2眼）と左下を囲む外壁（11）で27。黒の3目勝ちです。地の計算（ルネサンスルール B）：黒は地7目＋アゲハマ7（A19と6子）＝14、白は2眼＋アゲハマ6（ほうり込まれた4子、A18、B19）＝8。黒の6目勝ちです。トロンプ・テイラールールでは、最初に双方がパスした時点で、すべての石が活きのまま対局は終わっています。</translation>
        </message>
        <message>
            <source>Black ignores the threat and captures the corner at C19: twelve White stones.</source>
            <extracomment>comment on the Black ignores the threat and kills the corner, node 12</extracomment>
            <translation>黒はコウ材を無視し、C19で隅を取ります。白12子です。</translation>
        </message>
        <message>
            <source>White captures the thirteen marked stones at A1.</source>
            <extracomment>comment on the Black ignores the threat and kills the corner, node 13</extracomment>
            <translation>白がA1で印の13子を取ります。</translation>
        </message>
        <message>
            <source>White passes. Black has the corner, White the whole lower left. Area: Black 25, White 32 (18 stones + 14 empty points): White by 7, where answering the threat won by 3. Territory (Renaissance B): Black 13 points + 13 prisoners = 26, White 14 points + 17 prisoners (the four thrown in and the thirteen marked stones) = 31: White by 5, where answering won by 6. Under the Japanese and Korean rules the confirmation play is not kept, but the stones it captured are dead, and here Black let White capture the marked group: the stopped position is counted with the corner and the marked group removed, Black 14 points + 11 dead = 25, White 16 points + 13 dead = 29, White by 4. Played properly there, Black answers the threat, White may not retake, and Black has both.</source>
            <extracomment>comment on the Black ignores the threat and kills the corner, node 15</extracomment>
            <translation>白がパスします。黒は隅を、白は左下全体を得ます。面積計算：黒25、白32（18子＋空点14）。白の7目勝ちで、コウ材に応じれば黒の3目勝ちでした。地の計算（ルネサンスルール B）：黒は地13目＋アゲハマ13＝26、白は地14目＋アゲハマ17（ほうり込まれた4子と印の13子）＝31。白の5目勝ちで、応じれば黒の6目勝ちでした。日本ルールと韓国ルールでは死活確認の着手は記録に残りませんが、それで取られた石は死に石となり、ここで黒は白に印の石群を取らせました。停止した局面は隅と印の石群を取り除いて数え、黒は地14目＋死に石11＝25、白は地16目＋死に石13＝29で、白の4目勝ちです。そこで正しく打てば、黒はコウ材に応じ、白は取り返せないので、黒は両方を得ます。</translation>
        </message>
        <message>
            <source>Bent four can also be one side of a race for liberties, and then the count of liberties and the turn decide whether it kills or dies. The upper-left corner stays as in the main line (dead: it is marked so at the end). In the upper right the same corner is set up again, mirrored: White&apos;s bent four at T19 with Black&apos;s S19 and T18 inside. But this time Black&apos;s wall around it (nine stones, P19-P15 and Q15-T15) is not safe. A White ring of eleven stones (O19-O14 and P14-T14) shuts it in, and Black&apos;s outer stones (columns M and N and row 13) shut in the ring.

Count the liberties. The wall has two, Q16 and R16, and both belong to the corner too. The ring has two, N16 and N18. Nobody has an eye, so each side needs two moves: the side to move gets there first.

If Black wins, the wall has plenty of room again and the corner is the bent four of the main line: Black fills R16 and plays out the ko, and White has no threat. If White wins, taking the wall gives the corner all the space it needs: the bent four kills instead of dying. Black moves first here; the sub-variation lets White move first. Komi 0.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 1</extracomment>
            <translation>隅の曲がり四目は攻め合いの一方になることもあり、そのときはダメの数と手番によって、殺すか死ぬかが決まります。左上の隅は本図のままです（死に。最後に死に石の印がつきます）。右上には同じ隅を左右反転してもう一度作ってあります。T19の白の曲がり四目で、黒のS19とT18が内側にあります。しかし今度は、それを囲む黒の外壁（9子、P19～P15とQ15～T15）が安全ではありません。白11子の輪（O19～O14とP14～T14）がそれを閉じ込め、黒の外側の石（M列とN列、および13の行）がその輪を閉じ込めています。

ダメを数えましょう。外壁のダメはQ16とR16の2つで、どちらも隅のダメでもあります。輪のダメはN16とN18の2つです。どちらにも眼はないので、双方とも2手が必要で、手番の側が先に取ります。

黒が勝てば、外壁は再び十分な広さを得て、隅は本図の曲がり四目になります。黒はR16を詰めてコウを打ち、白にはコウ材がありません。白が勝てば、外壁を取ったことで隅は必要な広さをすべて得て、曲がり四目は死ぬどころか相手を殺します。ここでは黒が先に打ちます。下の変化図では白が先に打ちます。コミは0です。</translation>
        </message>
        <message>
            <source>Black fills N18. The ring is down to one liberty, N16; the wall still has two.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 2</extracomment>
            <translation>黒がN18を詰めます。輪のダメはN16の1つだけになり、外壁にはまだ2つあります。</translation>
        </message>
        <message>
            <source>White fills Q16, joining the corner and taking a liberty from the wall. The wall has one left, R16, but Black is a move ahead.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 3</extracomment>
            <translation>白がQ16を詰めて隅とつながり、外壁のダメを1つ奪います。外壁のダメはR16の1つになりますが、黒が1手先行しています。</translation>
        </message>
        <message>
            <source>Black captures the ring at N16: eleven stones. The wall now has a dozen liberties and is out of danger, so the corner is an ordinary bent four again.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 4</extracomment>
            <translation>黒がN16で輪を取ります。11子です。外壁はダメが12ほどになって危険がなくなり、隅は再びふつうの曲がり四目です。</translation>
        </message>
        <message>
            <source>White has nothing useful to do: R16, R19 or T17 would only take away the corner&apos;s own liberties. White passes.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 5</extracomment>
            <translation>白には役に立つ手がありません。R16、R19、T17は隅自身のダメを減らすだけです。白はパスします。</translation>
        </message>
        <message>
            <source>Black fills R16. The corner is left with T17 and R19, the two liberties of the main line&apos;s bent four.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 6</extracomment>
            <translation>黒がR16を詰めます。隅に残るダメはT17とR19で、本図の曲がり四目の2つのダメです。</translation>
        </message>
        <message>
            <source>Black connects at T19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 8</extracomment>
            <translation>黒がT19につなぎます。</translation>
        </message>
        <message>
            <source>White passes: T17 or R19 would put the corner in atari.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 9</extracomment>
            <translation>白はパスします。T17やR19は隅をアタリにしてしまいます。</translation>
        </message>
        <message>
            <source>Black throws in at R19. Four Black stones in the bent shape are in atari, and so is the corner.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 10</extracomment>
            <translation>黒がR19にほうり込みます。曲がった形の黒4子がアタリになり、隅もアタリです。</translation>
        </message>
        <message>
            <source>White must capture the four at T17.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 11</extracomment>
            <translation>白はT17で4子を取らなければなりません。</translation>
        </message>
        <message>
            <source>Black plays the 1-2 point, S19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 12</extracomment>
            <translation>黒が1の二のS19に打ちます。</translation>
        </message>
        <message>
            <source>White answers at T19, threatening S19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 13</extracomment>
            <translation>白がT19と応じ、S19を狙います。</translation>
        </message>
        <message>
            <source>Black takes the ko at T18; the corner is in atari at R19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 14</extracomment>
            <translation>黒がT18でコウを取ります。隅はR19でアタリです。</translation>
        </message>
        <message>
            <source>White has no ko threat: the ring is off the board. White passes. All of this is ordinary play, under every ruleset: the corner is captured before anyone passes twice, so no confirmation play is needed. (Under the Japanese and Korean rules Black could also have passed once the ring was captured: the confirmation play after the game kills the corner as in the main line.)</source>
            <extracomment>comment on the Whoever moves first wins the race, node 15</extracomment>
            <translation>白にはコウ材がありません。輪は盤上から取り除かれています。白はパスします。ここまではすべてのルールで通常の対局です。双方が続けてパスする前に隅が取られるので、死活確認の着手は必要ありません。（日本ルールと韓国ルールでは、輪を取った後で黒はパスしてもかまいませんでした。終局後の死活確認の着手で、本図と同じく隅は死にになります。）</translation>
        </message>
        <message>
            <source>Black captures the corner at R19: eleven stones.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 16</extracomment>
            <translation>黒がR19で隅を取ります。11子です。</translation>
        </message>
        <message>
            <source>Black passes. The upper left is marked dead, as the main line shows it is. Area: Black has 42 stones and 39 empty points in the view, 81, White nothing: Black by 81. Japanese territory: Black 39 points + 23 prisoners (ring, corner and T19) + 11 dead = 73, White 4 prisoners (the throw-in): Black by 69. Under Tromp-Taylor rules every stone on the board counts as alive, the upper-left corner included: Black by 57.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 18</extracomment>
            <translation>黒がパスします。左上は、本図が示すとおり死にとして印がつきます。面積計算：黒は表示範囲に石42子と空点39で81、白は0。黒の81目勝ちです。日本ルールの地の計算：黒は地39目＋アゲハマ23（輪、隅、T19）＋死に石11＝73、白はアゲハマ4（ほうり込まれた石）。黒の69目勝ちです。トロンプ・テイラールールでは、左上の隅も含めて盤上の石はすべて活きと数えられ、黒の57目勝ちです。</translation>
        </message>
        <message>
            <source>White moves first and fills Q16 from the corner. The wall is in atari at R16.</source>
            <extracomment>comment on the White moves first, node 2</extracomment>
            <translation>白が先に打ち、隅からQ16を詰めます。外壁はR16でアタリです。</translation>
        </message>
        <message>
            <source>Black fills N18, but the ring still has N16: one move too slow. Nothing else saves the wall.</source>
            <extracomment>comment on the White moves first, node 3</extracomment>
            <translation>黒はN18を詰めますが、輪にはまだN16があります。1手遅れです。外壁を助ける手はほかにありません。</translation>
        </message>
        <message>
            <source>White captures the wall at R16: nine stones. The corner now has a large, safe area and two eyes&apos; worth of space; Black&apos;s S19 and T18 are dead inside it, and the ring has the wall&apos;s nine points as liberties.</source>
            <extracomment>comment on the White moves first, node 4</extracomment>
            <translation>白がR16で外壁を取ります。9子です。隅は広く安全な領域と2眼分の広さを得て、黒のS19とT18はその中で死んでいます。輪は外壁のあった9つの点をダメとして持ちます。</translation>
        </message>
        <message>
            <source>Black fills N16, the last neutral point between the ring and the outer stones.</source>
            <extracomment>comment on the White moves first, node 5</extracomment>
            <translation>黒がN16を詰めます。輪と外側の石の間に残った最後のダメです。</translation>
        </message>
        <message>
            <source>Black passes. S19 and T18 are dead (marked), and so is the upper-left corner. Area: Black 29 stones + 16 points = 45, White 22 stones + 14 points = 36: Black by 9, the upper-left corner making up for the upper right. Japanese territory: Black 16 points + 11 dead = 27, White 14 points + 9 prisoners + 2 dead = 25: Black by 2. Under Tromp-Taylor rules S19, T18 and the upper-left corner all count as alive: White by 7.</source>
            <extracomment>comment on the White moves first, node 7</extracomment>
            <translation>黒がパスします。S19とT18は死に（印つき）で、左上の隅も死にです。面積計算：黒は29子＋16目＝45、白は22子＋14目＝36。黒の9目勝ちで、左上の隅が右上の分を埋め合わせています。日本ルールの地の計算：黒は地16目＋死に石11＝27、白は地14目＋アゲハマ9＋死に石2＝25。黒の2目勝ちです。トロンプ・テイラールールでは、S19、T18、左上の隅がすべて活きと数えられ、白の7目勝ちです。</translation>
        </message>
    </context>
    <context>
        <name>Library lines</name>
        <message>
            <source>With a White ko threat Black did not remove</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>黒が消さなかった白のコウ材がある場合</translation>
        </message>
        <message>
            <source>A ko threat worth more than the corner</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>隅より価値の大きいコウ材</translation>
        </message>
        <message>
            <source>Black ignores the threat and kills the corner</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>黒がコウ材を無視して隅を殺す</translation>
        </message>
        <message>
            <source>Whoever moves first wins the race</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>先に打った側が攻め合いに勝つ</translation>
        </message>
        <message>
            <source>White moves first</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>白が先に打つ</translation>
        </message>
        <message>
            <source>Renaissance: flipping back into the two-pass position</source>
            <extracomment>name of a line of double-ko-seki</extracomment>
            <translation>ルネサンスルール：双方パスの局面に戻す</translation>
        </message>
        <message>
            <source>Both pass: seki</source>
            <extracomment>name of a line of double-ko-seki</extracomment>
            <translation>双方がパス：セキ</translation>
        </message>
        <message>
            <source>Ing: double hot stones need an intervening move</source>
            <extracomment>name of a line of long-life</extracomment>
            <translation>応氏ルール：ダブル・ホットストーンには間の1手が必要</translation>
        </message>
        <message>
            <source>Renaissance: captured in a dispute phase</source>
            <extracomment>name of a line of moonshine-life</extracomment>
            <translation>ルネサンスルール：死活の争いの段階で取られる</translation>
        </message>
        <message>
            <source>Black does not take the ko: the flaw lives</source>
            <extracomment>name of a line of one-eye-flaw</extracomment>
            <translation>黒がコウを取らない：1眼の欠陥で活きる</translation>
        </message>
        <message>
            <source>Both pass: the dame stays open</source>
            <extracomment>name of a line of one-odd-dame</extracomment>
            <translation>双方がパス：ダメが空いたまま残る</translation>
        </message>
        <message>
            <source>White passes and Black fills the dame</source>
            <extracomment>name of a line of one-odd-dame</extracomment>
            <translation>白がパスし、黒がダメを詰める</translation>
        </message>
        <message>
            <source>White fills the last neutral point instead of passing</source>
            <extracomment>name of a line of pass-stones</extracomment>
            <translation>白がパスせずに最後の中立点を詰める</translation>
        </message>
        <message>
            <source>Black captures during play while White passes</source>
            <extracomment>name of a line of playing-inside-own-territory</extracomment>
            <translation>白がパスする間に黒が対局中に取る</translation>
        </message>
        <message>
            <source>The dispute after play has stopped</source>
            <extracomment>name of a line of playing-inside-own-territory</extracomment>
            <translation>対局停止後の争い</translation>
        </message>
        <message>
            <source>Renaissance: after two passes Black cannot return one</source>
            <extracomment>name of a line of sending-three-returning-one</extracomment>
            <translation>ルネサンスルール：2回のパスの後、黒は1子を返せない</translation>
        </message>
        <message>
            <source>Ing: the hot stones make it a ko fight</source>
            <extracomment>name of a line of triple-ko</extracomment>
            <translation>応氏ルール：ホットストーンによりコウ争いになる</translation>
        </message>
        <message>
            <source>Ing: each side disturbs once, then seki</source>
            <extracomment>name of a line of what-kind-of-ko</extracomment>
            <translation>応氏ルール：双方が1回ずつディスターブし、その後はセキ</translation>
        </message>
        <message>
            <source>One ko outside: Black attacks</source>
            <extracomment>name of a line of what-kind-of-ko</extracomment>
            <translation>外側にコウが1つ：黒が攻める</translation>
        </message>
        <message>
            <source>White agrees that A1 is dead</source>
            <extracomment>name of a line of disputed-dead-stone</extracomment>
            <translation>白がA1の死にに同意する</translation>
        </message>
        <message>
            <source>Black plays elsewhere first</source>
            <extracomment>name of a line of lone-ko</extracomment>
            <translation>黒が先に他所に打つ</translation>
        </message>
        <message>
            <source>White fills the neutral point</source>
            <extracomment>name of a line of pass-stone-ending</extracomment>
            <translation>白が中立点を詰める</translation>
        </message>
        <message>
            <source>White plays a stone instead of passing</source>
            <extracomment>name of a line of sending-two-and-a-pass</extracomment>
            <translation>白がパスせずに石を打つ</translation>
        </message>
        <message>
            <source>Black passes first, and both pass</source>
            <extracomment>name of a line of sending-two-three-times</extracomment>
            <translation>黒が先にパスし、双方がパス</translation>
        </message>
    </context>
    <context>
        <name>Diagram double-ko-seki</name>
        <message>
            <source>Double ko seki</source>
            <extracomment>title</extracomment>
            <translation>両コウセキ</translation>
        </message>
        <message>
            <source>balanced double ko</source>
            <extracomment>another name of the position</extracomment>
            <translation>均衡した両コウ</translation>
        </message>
        <message>
            <source>two-ko seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>コウ2つのセキ</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Double Ko&apos; (seki in double ko); Renaissance rules example 2.</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英語の囲碁ウィキ）の「Double Ko」（両コウのセキ）、ルネサンスルールの例2。</translation>
        </message>
        <message>
            <source>Two kos that neither side can win make a seki: superko and Renaissance minimal superko limit how often the kos may be flipped.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>どちらも勝てない2つのコウがセキをつくります。スーパーコウとルネサンスルールのミニマル・スーパーコウは、コウを取り合える回数を制限します。</translation>
        </message>
        <message>
            <source>Black&apos;s middle group has two liberties, B5 and F6; White&apos;s top group has two, D6 and F6. F6 is shared, and neither side can fill it without putting itself in atari. Each side holds one ko: Black&apos;s B6 and White&apos;s D5. Whoever takes a ko gives the other side a ko to take back, so neither can win the race: the groups live in seki, and the kos can be flipped back and forth without end.

The main line flips both kos and back: after five moves the board is the start again, now with White to play. Positional superko forbids the fifth move. Situational superko does not: the situation (board and player to move) is new. Under Renaissance rules two passes mark the position, and flipping back into it later is forbidden (the second variation, from the Renaissance text). If both players simply pass, the groups are counted as seki (the first variation).

Komi is 0 so the count shows the position as it is.</source>
            <extracomment>comment at the start</extracomment>
            <translation>黒の中央の石群のダメはB5とF6の2つ、白の上の石群のダメはD6とF6の2つです。F6は共通で、どちらも自分をアタリにせずにそこを詰めることはできません。双方が1つずつコウを持っています。黒のB6と白のD5です。どちらかがコウを取ると、相手に取り返すコウを与えるので、どちらも攻め合いに勝てません。石群はセキで活きており、コウは際限なく取り合えます。

本図では両方のコウを取ってから取り返します。5手で盤面は最初に戻り、今度は白番です。ポジショナル・スーパーコウは5手目を禁じます。シチュエーショナル・スーパーコウは禁じません。状況（盤面と手番）が新しいからです。ルネサンスルールでは2回のパスがその局面を記録し、後でその局面に戻すことは禁じられます（2つ目の変化図、ルネサンスルールの条文から）。双方が単にパスすれば、石群はセキとして数えられます（1つ目の変化図）。

コミは0なので、計算は局面そのままを示します。</translation>
        </message>
        <message>
            <source>Black flips a ko: D6 captures D5. White&apos;s top group is in atari at F6.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がコウを取ります。D6でD5を取ります。白の上の石群はF6でアタリです。</translation>
        </message>
        <message>
            <source>White flips the other: B5 captures B6. Black&apos;s group is in atari at D5.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白がもう一方を取ります。B5でB6を取ります。黒の石群はD5でアタリです。</translation>
        </message>
        <message>
            <source>Black has no reason to go on and passes.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒には続ける理由がなく、パスします。</translation>
        </message>
        <message>
            <source>White retakes D5 (capturing D6): both groups have two liberties again.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白がD5で取り返します（D6を取る）。どちらの石群もダメが再び2つになります。</translation>
        </message>
        <message>
            <source>Black retakes B6 (capturing B5). The board is the start again, now with White to play. Positional superko forbids this move; under situational superko the situation is new, so it is legal.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黒がB6で取り返します（B5を取る）。盤面は最初に戻り、今度は白番です。ポジショナル・スーパーコウはこの着手を禁じます。シチュエーショナル・スーパーコウでは状況が新しいので、合法です。</translation>
        </message>
        <message>
            <source>Black passes...</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 3</extracomment>
            <translation>黒がパスし……</translation>
        </message>
        <message>
            <source>...and White passes too. Under Renaissance rules two passes do not stop play, but this position is now the one &apos;of the last two successive passes&apos;: no board play may recreate it.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 4</extracomment>
            <translation>……白もパスします。ルネサンスルールでは2回のパスで対局は止まりませんが、この局面は「最後の2回連続のパス」の局面になりました。盤上の着手でこれを再現することはできません。</translation>
        </message>
        <message>
            <source>Black flips back at B6 (capturing B5).</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 5</extracomment>
            <translation>黒がB6で取り返します（B5を取る）。</translation>
        </message>
        <message>
            <source>White flips back at D5 (capturing D6).</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 6</extracomment>
            <translation>白がD5で取り返します（D6を取る）。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 7</extracomment>
            <translation>黒がパスします。</translation>
        </message>
        <message>
            <source>White flips first: B5 captures B6 and Black&apos;s group is in atari at D5.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 8</extracomment>
            <translation>白が先に取ります。B5でB6を取り、黒の石群はD5でアタリです。</translation>
        </message>
        <message>
            <source>Black&apos;s answer at D6 would recreate the position of the two passes: minimal superko forbids it, so Black&apos;s group is lost. The Renaissance text&apos;s verdict: starting the flips was Black&apos;s mistake.

Under Ing&apos;s rules the answer is legal: White&apos;s B5 attacked, and retaking the other ko in answer to an atari in a balanced ko never counts as disturbing. Black used up its one disturbance with B6 (move 5), so Black may not attack again, but it can always answer: the seki stands.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 9</extracomment>
            <translation>黒がD6と応じると、2回のパスの局面を再現してしまいます。ミニマル・スーパーコウはこれを禁じるので、黒の石群は取られます。ルネサンスルールの条文の結論は、取り合いを始めたのが黒の誤りだったというものです。

応氏ルールではこの応手は合法です。白のB5は攻めであり、均衡したコウでアタリに応じて別のコウを取り返すことは、決してディスターブに数えられません。黒はB6（5手目）で1回のディスターブを使ったので、もう攻めることはできませんが、応じることは常にできます。セキのままです。</translation>
        </message>
        <message>
            <source>White passes. Neither side can fill F6, so both groups are alive in seki. Territory rules give no points for it: F6 belongs to neither side. Area rules count the stones; the empty points B5 and D6 inside the seki count under some rulesets and not others. Renaissance rules need a third pass to stop play.</source>
            <extracomment>comment on the Both pass: seki, node 2</extracomment>
            <translation>白がパスします。どちらもF6を詰められないので、両方の石群はセキで活きています。地のルールではこれに得点はなく、F6はどちらのものでもありません。面積のルールは石を数えます。セキの中の空点B5とD6は、ルールによって数えたり数えなかったりします。ルネサンスルールでは、対局を止めるには3回目のパスが必要です。</translation>
        </message>
    </context>
    <context>
        <name>Diagram handicap-four-stones</name>
        <message>
            <source>Handicap compensation: four stones</source>
            <extracomment>title</extracomment>
            <translation>置碁の補償：4子</translation>
        </message>
        <message>
            <source>handicap komi</source>
            <extracomment>another name of the position</extracomment>
            <translation>置碁のコミ</translation>
        </message>
        <message>
            <source>Chinese, AGA, Japanese and Korean handicap conventions as the presets read them; Ing&apos;s SST rules, &apos;Counting&apos; item 5 (N points for N stones, N/2 stones placed in Black&apos;s area); the New Zealand rules (handicap by White passing, no komi); the AGA commentary of the &apos;Simplified rules&apos; (White passes last, a prisoner for every pass). The game is our own.</source>
            <extracomment>source</extracomment>
            <translation>中国ルール、AGA ルール、日本ルール、韓国ルールの置碁の慣行（本ソフトのプリセットの解釈による）、応氏ルール（SST）の規約の「Counting」第5項（N子に対してN目、N/2個の石を黒の領域に置く）、ニュージーランドルール（白のパスによる置碁、コミなし）、「Simplified rules」（簡易ルール）に対する AGA の解説（白が最後にパスし、パス1回ごとにアゲハマ1個）。棋譜は本ソフト独自のものです。</translation>
        </message>
        <message>
            <source>A four-stone game in which Black plays the last stone: on the board Black is 3 ahead, but with 4 points of compensation (Chinese, Ing) or 3.5 (AGA) White wins, as under Japanese territory counting; only New Zealand&apos;s rules, with no compensation, give it to Black.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>黒が最後の石を打つ4子局です。盤上では黒が3目リードしていますが、4目の補償（中国ルール、応氏ルール）や3.5目（AGA）があると、日本の地の計算と同じく白が勝ちます。補償のないニュージーランドルールだけが黒の勝ちとします。</translation>
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
            <translation>9路盤で打ち終えた4子局です。黒の置き石は4つの標準の点C3、G3、C7、G7にあり、白が先に打って交互に打ちます。白は早い段階で右下隅の石（G3）を殺し、下辺で C3 の下をすべり、黒は終始安全で厚い手を打ちます。黒が最後の石（左辺を閉じるA3）を打ち、白がパスし、黒がパスします。対局中に白は置き石G3を取り、黒は白石1子（D8）を取りました。死に石は残っていません。

盤面：黒の領域は42目（21子と空点21）、白は39目（17子と空点22）で、黒が3目リードしています。地とアゲハマで数えると、黒21＋1＝22、白22＋1＝23で、白が1目リードしています。

各ルールが4子の置き石に対して白に与えるもの：
- 中国ルールと簡易ルール 中国：4目。42－39－4で白の1目勝ち。
- 応氏ルール（SST）：4目。石を詰めるときに黒の領域に置く白石2個として支払われます。白の1目勝ち。
- AGA ルールと簡易ルール AGA：3目（2子目から1子につき1目）とコミ0.5目。白の0.5目勝ち。ルネサンスルール（面積計算、A）：同じく白の0.5目勝ち（その条文は置碁について何も定めていません。これは本ソフトの解釈で、ルールの参照ページにあります）。
- 日本ルール、韓国ルール、簡易ルール 日本/韓国：なし。地は22対23で白の1目勝ち。ルネサンスルール B：コミ0.5目のみ（本ソフトの解釈。その条文は置碁について何も定めていません）で、白の1.5目勝ち。
- ニュージーランドルール、簡易ルール 応氏/NZ、トロンプ・テイラールール：なし、コミもなし。黒の3目勝ち。（ニュージーランドルールでは、白は最初の着手の前に、黒の4つの置き石の間で3回パスしました。棋譜ではそのパスを省いています。）

面積計算に補償が必要な理由。面積計算では盤上の石1個が1目になり、黒は手数を使わずに4子を盤上に置きました。地の計算では置き石はそれ自体では得点になりません。そのため2つの計算の差は、黒が白より何個多く石を置いたかで決まります。ここでは22（置き石4と18手）対18で4個です。黒が最後の石も打ったからです。中国ルールと応氏ルールの N＝4 の補償はちょうどそれを返すので、どちらも日本の地の計算と同じく白の1目勝ちとなります。

AGA は白が最後にパスすることを前提にしています。その場合、黒の石は N－1 個多いだけなので、N－1 が補償になります。ここでは黒が最後にパスしたので、AGA ルールでは最後に白がパスを1回加えます。AGA ルールではパス1回ごとに相手にアゲハマ1個を与えます。黒はパス石2個（対局中の白のパスと加えたパス）を、白は1個を受け取ります。地、アゲハマ、パス石で数えると、黒21＋1＋2＝24、白22＋1＋1＝24で、コミ0.5目を加えて白の0.5目勝ち。面積計算の42－39－3－0.5と同じです。</translation>
        </message>
        <message>
            <source>White attaches on top of the handicap stone G3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白が置き石G3の上にツケます。</translation>
        </message>
        <message>
            <source>Black does not answer; he builds toward the top.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黒は応じず、上辺に向かって模様を広げます。</translation>
        </message>
        <message>
            <source>White blocks G3 on the right: it has two liberties left, F3 and G2.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白がG3を右からオサエます。G3のダメはF3とG2の2つになります。</translation>
        </message>
        <message>
            <source>Black plays on top again.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黒は再び上辺に打ちます。</translation>
        </message>
        <message>
            <source>White ataris G3.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>白がG3をアタリにします。</translation>
        </message>
        <message>
            <source>Black gives the corner stone up and takes another point on top.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>黒は隅の石を捨てて、上辺にもう1手打ちます。</translation>
        </message>
        <message>
            <source>White captures the handicap stone G3: a prisoner for White.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>白が置き石G3を取ります。白のアゲハマ1個です。</translation>
        </message>
        <message>
            <source>Black extends down from C7 toward C3.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>黒がC7からC3に向かって下に伸びます。</translation>
        </message>
        <message>
            <source>White comes up to the centre.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>白が中央に進出します。</translation>
        </message>
        <message>
            <source>Black connects his left side solidly.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>黒は左辺をしっかりつなぎます。</translation>
        </message>
        <message>
            <source>White pushes in between.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>白が間に押し込みます。</translation>
        </message>
        <message>
            <source>Black answers solidly.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>黒がしっかり応じます。</translation>
        </message>
        <message>
            <source>White extends along the fifth line.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>白が5線を伸びます。</translation>
        </message>
        <message>
            <source>Black guards the link between F6 and G7.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>黒がF6とG7のつながりを守ります。</translation>
        </message>
        <message>
            <source>White.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation>白。</translation>
        </message>
        <message>
            <source>Black makes his top thick (a slow move).</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>黒は上辺を厚くします（ぬるい手）。</translation>
        </message>
        <message>
            <source>White pushes between F6 and G7.</source>
            <extracomment>comment on the main line, node 17</extracomment>
            <translation>白がF6とG7の間を押します。</translation>
        </message>
        <message>
            <source>Black blocks.</source>
            <extracomment>comment on the main line, node 18</extracomment>
            <translation>黒がオサエます。</translation>
        </message>
        <message>
            <source>Black reaches the right edge: his top is closed on the right.</source>
            <extracomment>comment on the main line, node 20</extracomment>
            <translation>黒が右端に届きます。上辺は右側で閉じました。</translation>
        </message>
        <message>
            <source>White too.</source>
            <extracomment>comment on the main line, node 21</extracomment>
            <translation>白も同様です。</translation>
        </message>
        <message>
            <source>Another safe move inside Black&apos;s top.</source>
            <extracomment>comment on the main line, node 22</extracomment>
            <translation>黒の上辺の中にもう1手安全な手です。</translation>
        </message>
        <message>
            <source>White drops a stone into Black&apos;s top to see what Black does.</source>
            <extracomment>comment on the main line, node 23</extracomment>
            <translation>白は黒の上辺に石を1つ打ち込んで、黒の出方を見ます。</translation>
        </message>
        <message>
            <source>Black takes one of its three liberties.</source>
            <extracomment>comment on the main line, node 24</extracomment>
            <translation>黒がその3つのダメの1つを詰めます。</translation>
        </message>
        <message>
            <source>White builds the wall toward the bottom.</source>
            <extracomment>comment on the main line, node 25</extracomment>
            <translation>白が下に向かって壁を築きます。</translation>
        </message>
        <message>
            <source>Black ataris D8.</source>
            <extracomment>comment on the main line, node 26</extracomment>
            <translation>黒がD8をアタリにします。</translation>
        </message>
        <message>
            <source>White continues down.</source>
            <extracomment>comment on the main line, node 27</extracomment>
            <translation>白は下に続けます。</translation>
        </message>
        <message>
            <source>Black captures D8: a prisoner for Black.</source>
            <extracomment>comment on the main line, node 28</extracomment>
            <translation>黒がD8を取ります。黒のアゲハマ1個です。</translation>
        </message>
        <message>
            <source>White slides under the handicap stone C3 on the second line.</source>
            <extracomment>comment on the main line, node 29</extracomment>
            <translation>白が2線で置き石C3の下をすべります。</translation>
        </message>
        <message>
            <source>White crawls further.</source>
            <extracomment>comment on the main line, node 31</extracomment>
            <translation>白がさらにハイます。</translation>
        </message>
        <message>
            <source>Black plays safe again.</source>
            <extracomment>comment on the main line, node 32</extracomment>
            <translation>黒はまた安全に打ちます。</translation>
        </message>
        <message>
            <source>White reaches the left edge.</source>
            <extracomment>comment on the main line, node 33</extracomment>
            <translation>白が左端に届きます。</translation>
        </message>
        <message>
            <source>Black adds yet another stone inside his own area.</source>
            <extracomment>comment on the main line, node 34</extracomment>
            <translation>黒は自分の領域の中にさらに1手加えます。</translation>
        </message>
        <message>
            <source>White mends the cut at D2: a Black stone there would separate A2, B2 and C2 from the rest.</source>
            <extracomment>comment on the main line, node 35</extracomment>
            <translation>白がD2の切れ目を補います。そこに黒石があると、A2、B2、C2がほかから切り離されます。</translation>
        </message>
        <message>
            <source>Black closes his left side at A3. This is the last stone of the game: no empty point now touches both colours.</source>
            <extracomment>comment on the main line, node 36</extracomment>
            <translation>黒がA3で左辺を閉じます。これが対局の最後の石です。もう両方の色に接する空点はありません。</translation>
        </message>
        <message>
            <source>White passes. Under the AGA rules the pass hands Black one stone as a prisoner.</source>
            <extracomment>comment on the main line, node 37</extracomment>
            <translation>白がパスします。AGA ルールでは、このパスで黒にアゲハマとして石1個が渡されます。</translation>
        </message>
        <message>
            <source>Black passes and play stops (a third pass is added under the Renaissance rules). Black has passed last, so under the AGA rules White adds a pass, which hands Black a second pass stone. Count: Black area 42, White 39; territory and prisoners Black 22, White 23. Chinese, Ing and Japanese White by 1; AGA White by 0.5; New Zealand Black by 3.</source>
            <extracomment>comment on the main line, node 38</extracomment>
            <translation>黒がパスして対局が停止します（ルネサンスルールでは3回目のパスが加わります）。黒が最後にパスしたので、AGA ルールでは白がパスを1回加え、黒に2個目のパス石が渡されます。計算：黒の領域42、白39。地とアゲハマは黒22、白23。中国ルール、応氏ルール、日本ルールでは白の1目勝ち、AGA ルールでは白の0.5目勝ち、ニュージーランドルールでは黒の3目勝ちです。</translation>
        </message>
    </context>
    <context>
        <name>Diagram handicap-two-stones</name>
        <message>
            <source>Handicap compensation: two stones</source>
            <extracomment>title</extracomment>
            <translation>置碁の補償：2子</translation>
        </message>
        <message>
            <source>handicap komi</source>
            <extracomment>another name of the position</extracomment>
            <translation>置碁のコミ</translation>
        </message>
        <message>
            <source>reverse komi in handicap games</source>
            <extracomment>another name of the position</extracomment>
            <translation>置碁の逆コミ</translation>
        </message>
        <message>
            <source>Chinese, AGA, Japanese and Korean handicap conventions as the presets read them; Ing&apos;s SST rules, &apos;Counting&apos; item 5 (N points for N stones, N/2 stones placed in Black&apos;s area); the New Zealand rules (handicap by White passing, no komi); the AGA commentary of the &apos;Simplified rules&apos;. The game is our own.</source>
            <extracomment>source</extracomment>
            <translation>中国ルール、AGA ルール、日本ルール、韓国ルールの置碁の慣行（本ソフトのプリセットの解釈による）、応氏ルール（SST）の規約の「Counting」第5項（N子に対してN目、N/2個の石を黒の領域に置く）、ニュージーランドルール（白のパスによる置碁、コミなし）、「Simplified rules」（簡易ルール）に対する AGA の解説。棋譜は本ソフト独自のものです。</translation>
        </message>
        <message>
            <source>A close two-stone game: on the board Black is 1 point ahead, and the compensation each ruleset gives White decides the winner: New Zealand Black by 1, Chinese and Ing White by 1, AGA White by 0.5, Japanese a tie.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>接戦の2子局です。盤上では黒が1目リードしており、各ルールが白に与える補償で勝者が決まります。ニュージーランドルールは黒の1目勝ち、中国ルールと応氏ルールは白の1目勝ち、AGA ルールは白の0.5目勝ち、日本ルールは持碁です。</translation>
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
            <translation>9路盤で打ち終えた2子局です。黒の置き石は、日本ルールと AGA ルールが定める標準の点C3とG7にあります。その後、白が先に打って交互に打ちます。白が最後の石（最後の中立点G4）を打ち、黒がパスし、白がパスします。対局中に黒は白石1子（G6）を、白は黒石2子（C6とD6）を取りました。盤上に死に石は残っていないので、計算の前に合意すべきことはありません。

盤面：黒の領域は41目（20子と空点21）、白は40目（20子と空点20）で、盤上では黒が1目リードしています。地とアゲハマで数えると、黒21＋1＝22、白20＋2＝22で同じです。

各ルールが2子の置き石に対して白に与えるもの：
- 中国ルールと簡易ルール 中国：置き石1個につき1目で2目。41－40－2で白の1目勝ち。
- 応氏ルール（SST）：同じくN目（条文の計算の第5項）。計点では黒の領域に置く白石N/2個として支払われ、ここでは1個です。白の1目勝ち。置碁では同点は白の勝ちになります。
- AGA ルールと簡易ルール AGA：2子目から1子につき1目で1目、それにコミ0.5目。41－40－1.5で白の0.5目勝ち。ルネサンスルール A（面積計算）も同じ N－1 と0.5目を使います。その条文は置碁について何も定めておらず、これは本ソフトの解釈です（ルールの参照ページを参照）。
- 日本ルール、韓国ルール、簡易ルール 日本/韓国：なし。22対22で持碁。ルネサンスルール B（地の計算）も本ソフトの解釈では補償を与えませんが、コミ0.5目は残るので、白の0.5目勝ち。
- ニュージーランドルール：補償もコミもなし。そこでは置碁は白が最初の着手の前にパスすることで与えられ、2子局では黒の2つの石の間で1回です。エンジンはこのパスを記録しません。黒の1目勝ち。簡易ルール 応氏/NZ とトロンプ・テイラールールも何も与えず、黒の1目勝ち。

面積計算には補償が必要で、地の計算には不要な理由。面積計算では盤上の石はすべて持ち主の1目になります。置き石は黒が手数を使わずに置いた石なので、黒が打って得たのではない目（ここでは2目）として黒の領域に立っています。地の計算では石はそれ自体では何も得ず、囲んだ空点とアゲハマだけが得点になるので、置き石の価値は黒が囲むのを助けた分だけで、それは白が与えるつもりのハンデそのものです。ここでは黒は22個（置き石2と20手）、白は21個の石を置きました。だから面積計算は地の計算より黒に1目有利なのです。AGA の N－1 はちょうどその1目を返し、中国ルールと応氏ルールの N は1目多く返し、ニュージーランドルールは何も返さず、ルールによって勝者が変わります。</translation>
        </message>
        <message>
            <source>White takes the empty lower right corner.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白が空いている右下隅に打ちます。</translation>
        </message>
        <message>
            <source>Black caps from above, working with the handicap stone at G7.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黒は上からボウシし、G7の置き石と連携します。</translation>
        </message>
        <message>
            <source>White takes the other empty corner, the upper left.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白がもう一つの空き隅、左上に打ちます。</translation>
        </message>
        <message>
            <source>Black builds on the left, above his C3 stone.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黒はC3の石の上、左辺に構えます。</translation>
        </message>
        <message>
            <source>White jumps into the centre between Black&apos;s stones.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>白が黒石の間の中央に飛び込みます。</translation>
        </message>
        <message>
            <source>Black blocks on the right side of the centre, next to G5.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>黒は中央の右側、G5の隣でオサエます。</translation>
        </message>
        <message>
            <source>White extends from G3 toward the centre, next to F5.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>白はG3から中央に向かい、F5の隣に伸びます。</translation>
        </message>
        <message>
            <source>Black plays between them. The four centre stones form a crosscut: E4 and F5 Black, E5 and F4 White.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>黒がその間に打ちます。中央の4子はツケギリの形です。E4とF5が黒、E5とF4が白です。</translation>
        </message>
        <message>
            <source>White tries a stone between G5 and G7, hoping to cut.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>白は切りを狙ってG5とG7の間に打ってみます。</translation>
        </message>
        <message>
            <source>Black answers at F6: G6 has one liberty left, H6.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>黒がF6と応じます。G6のダメはH6の1つだけになります。</translation>
        </message>
        <message>
            <source>White saves the centre stone E5, which had only two liberties, and gives up G6.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>白はダメが2つしかなかった中央のE5を助け、G6を捨てます。</translation>
        </message>
        <message>
            <source>Black captures G6: one prisoner for Black.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>黒がG6を取ります。黒のアゲハマ1個です。</translation>
        </message>
        <message>
            <source>White extends up the E line.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>白がE列を上に伸びます。</translation>
        </message>
        <message>
            <source>Black keeps pace on the F line.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>黒はF列で並走します。</translation>
        </message>
        <message>
            <source>White.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation>白。</translation>
        </message>
        <message>
            <source>Black.</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>黒。</translation>
        </message>
        <message>
            <source>Black reaches the top edge.</source>
            <extracomment>comment on the main line, node 18</extracomment>
            <translation>黒が上端に届きます。</translation>
        </message>
        <message>
            <source>White too: the two walls run side by side from the centre to the top.</source>
            <extracomment>comment on the main line, node 19</extracomment>
            <translation>白も届きます。2つの壁が中央から上端まで並んでいます。</translation>
        </message>
        <message>
            <source>Black pushes into White&apos;s upper left.</source>
            <extracomment>comment on the main line, node 20</extracomment>
            <translation>黒が白の左上に押し込みます。</translation>
        </message>
        <message>
            <source>White blocks: D6 is in atari.</source>
            <extracomment>comment on the main line, node 21</extracomment>
            <translation>白がオサエます。D6はアタリです。</translation>
        </message>
        <message>
            <source>Black extends, but the two stones have only two liberties, B6 and C5.</source>
            <extracomment>comment on the main line, node 22</extracomment>
            <translation>黒は伸びますが、2子のダメはB6とC5の2つしかありません。</translation>
        </message>
        <message>
            <source>White ataris from below.</source>
            <extracomment>comment on the main line, node 23</extracomment>
            <translation>白が下からアタリにします。</translation>
        </message>
        <message>
            <source>Black gives the two stones up and firms up his own side.</source>
            <extracomment>comment on the main line, node 24</extracomment>
            <translation>黒は2子を捨てて、自分の側を固めます。</translation>
        </message>
        <message>
            <source>White captures C6 and D6: two prisoners for White.</source>
            <extracomment>comment on the main line, node 25</extracomment>
            <translation>白がC6とD6を取ります。白のアゲハマ2個です。</translation>
        </message>
        <message>
            <source>Black moves out toward the left edge.</source>
            <extracomment>comment on the main line, node 26</extracomment>
            <translation>黒が左端に向かって出ます。</translation>
        </message>
        <message>
            <source>White blocks.</source>
            <extracomment>comment on the main line, node 27</extracomment>
            <translation>白がオサエます。</translation>
        </message>
        <message>
            <source>Black pushes along the edge.</source>
            <extracomment>comment on the main line, node 28</extracomment>
            <translation>黒が端に沿って押します。</translation>
        </message>
        <message>
            <source>White blocks again: A5 is in atari.</source>
            <extracomment>comment on the main line, node 29</extracomment>
            <translation>白が再びオサエます。A5はアタリです。</translation>
        </message>
        <message>
            <source>Black connects. The upper left is settled.</source>
            <extracomment>comment on the main line, node 30</extracomment>
            <translation>黒がつなぎます。左上は決着しました。</translation>
        </message>
        <message>
            <source>White blocks on the right side.</source>
            <extracomment>comment on the main line, node 31</extracomment>
            <translation>白が右側でオサエます。</translation>
        </message>
        <message>
            <source>Black blocks too.</source>
            <extracomment>comment on the main line, node 32</extracomment>
            <translation>黒もオサエます。</translation>
        </message>
        <message>
            <source>White reaches the right edge.</source>
            <extracomment>comment on the main line, node 33</extracomment>
            <translation>白が右端に届きます。</translation>
        </message>
        <message>
            <source>So does Black. Black&apos;s upper right (G5 to J5, F5 to F9) is closed.</source>
            <extracomment>comment on the main line, node 34</extracomment>
            <translation>黒も届きます。黒の右上（G5～J5、F5～F9）は閉じました。</translation>
        </message>
        <message>
            <source>White extends down toward the bottom edge.</source>
            <extracomment>comment on the main line, node 35</extracomment>
            <translation>白が下端に向かって伸びます。</translation>
        </message>
        <message>
            <source>Black keeps pace.</source>
            <extracomment>comment on the main line, node 36</extracomment>
            <translation>黒は並走します。</translation>
        </message>
        <message>
            <source>White reaches the bottom edge.</source>
            <extracomment>comment on the main line, node 39</extracomment>
            <translation>白が下端に届きます。</translation>
        </message>
        <message>
            <source>So does Black. Every border is closed except one point.</source>
            <extracomment>comment on the main line, node 40</extracomment>
            <translation>黒も届きます。境界は1点を除いてすべて閉じました。</translation>
        </message>
        <message>
            <source>White fills G4, the last neutral point (it touched Black&apos;s G5 and White&apos;s stones). This is the last stone of the game; no empty point now touches both colours.</source>
            <extracomment>comment on the main line, node 41</extracomment>
            <translation>白が最後の中立点G4を詰めます（黒のG5と白の石に接していた）。これが対局の最後の石です。もう両方の色に接する空点はありません。</translation>
        </message>
        <message>
            <source>Black passes. Under the AGA rules this pass hands White one stone as a prisoner (a pass stone).</source>
            <extracomment>comment on the main line, node 42</extracomment>
            <translation>黒がパスします。AGA ルールでは、このパスで白にアゲハマとして石1個（パス石）が渡されます。</translation>
        </message>
        <message>
            <source>White passes and play stops (a third pass is added under the Renaissance rules). White has passed last, so AGA needs no extra pass; each side has handed the other one pass stone, which leaves the AGA count unchanged. Count: Black area 41, White 40; territory and prisoners 22 each. Compensation decides the winner: Chinese and Ing White by 1, AGA White by 0.5, Japanese a tie, New Zealand Black by 1.</source>
            <extracomment>comment on the main line, node 43</extracomment>
            <translation>白がパスして対局が停止します（ルネサンスルールでは3回目のパスが加わります）。白が最後にパスしたので、AGA ルールでは追加のパスは不要です。双方が相手にパス石を1個ずつ渡したので、AGA の計算は変わりません。計算：黒の領域41、白40。地とアゲハマは22ずつ。補償で勝者が決まります。中国ルールと応氏ルールでは白の1目勝ち、AGA ルールでは白の0.5目勝ち、日本ルールでは持碁、ニュージーランドルールでは黒の1目勝ちです。</translation>
        </message>
    </context>
    <context>
        <name>Diagram ing-counting-even-game</name>
        <message>
            <source>Ing counting: an even game</source>
            <extracomment>title</extracomment>
            <translation>応氏ルールの計点：互先</translation>
        </message>
        <message>
            <source>fill-in counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>石を詰める計算</translation>
        </message>
        <message>
            <source>stone counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>石の数による計算</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Counting&apos; (the three 9x9 examples with 40 stones each); the board is our own, built to the numbers of the text.</source>
            <extracomment>source</extracomment>
            <translation>応氏ルール（SST）の規約の「Counting」（各40子の9路盤の3つの例）。盤面は本ソフト独自のもので、条文の数値に合わせて作っています。</translation>
        </message>
        <message>
            <source>How Ing&apos;s rules count an even game: fill your own area from a fixed supply of stones; empty points left mean a win, stones left over mean a loss.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>応氏ルールでの互先の数え方。決まった数の石で自分の領域を埋め、空いた点が残れば勝ち、石が余れば負けです。</translation>
        </message>
        <message>
            <source>A finished 9x9 game, an even game: White&apos;s komi of 8 points is paid as four White stones placed in Black&apos;s area. Black&apos;s area is 46 points (stones and territory), White&apos;s 35, and there are no neutral points. Dead stones have already been removed and the record holds no prisoners.

Ing&apos;s rules count by filling in. Each player has a fixed supply of stones (40 each on this 9x9 board, 180 on 19x19); prisoners and dead stones go back to their owners&apos; bowls, and each player fills his own area with his own stones. Whoever still has empty points has won; whoever has stones left over has lost. The loser puts his leftover stones, the losing stones, in the winner&apos;s empty points; the one point still empty after that is the winning point, and the margin counts two points for each losing stone and one for the winning point. Here Black has two empty points and White one stone left over; White&apos;s stone fills one of Black&apos;s points and the other is the winning point: Black wins by 1 + 2 x 1 = 3.

Area counting gives the same result: the difference of the areas minus the compensation. Territory counting gives a different margin on the same board.</source>
            <extracomment>comment at the start</extracomment>
            <translation>9路盤で打ち終えた互先の対局です。白のコミ8目は、黒の領域に置く白石4個として支払われます。黒の領域は46目（石と地）、白は35目で、中立点はありません。死に石はすでに取り除かれ、棋譜にアゲハマはありません。

応氏ルールは石を詰めて数えます。各対局者は決まった数の石を持ちます（この9路盤では各40個、19路盤では180個）。アゲハマと死に石は持ち主の碁笥に戻され、各対局者は自分の領域を自分の石で埋めます。空いた点が残った側が勝ち、石が余った側が負けです。負けた側は余った石（負け石）を勝った側の空いた点に置きます。その後にまだ空いている1点が勝ち点で、差は負け石1個につき2目と、勝ち点の1目で数えます。ここでは黒に空いた点が2つ、白に余った石が1個あります。白の石が黒の点の1つを埋め、もう1つが勝ち点です。黒の1＋2×1＝3目勝ちです。

面積計算でも同じ結果になります。領域の差から補償を引いたものです。地の計算では、同じ盤面でも差が変わります。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がパスします。</translation>
        </message>
        <message>
            <source>White passes: play stops and the game is counted.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白がパスします。対局が停止し、計算に入ります。</translation>
        </message>
    </context>
    <context>
        <name>Diagram ing-counting-three-stone-handicap</name>
        <message>
            <source>Ing counting: a three-stone handicap</source>
            <extracomment>title</extracomment>
            <translation>応氏ルールの計点：3子局</translation>
        </message>
        <message>
            <source>fill-in counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>石を詰める計算</translation>
        </message>
        <message>
            <source>stone counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>石の数による計算</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Counting&apos; (the three 9x9 examples with 40 stones each); the board is our own, built to the numbers of the text.</source>
            <extracomment>source</extracomment>
            <translation>応氏ルール（SST）の規約の「Counting」（各40子の9路盤の3つの例）。盤面は本ソフト独自のもので、条文の数値に合わせて作っています。</translation>
        </message>
        <message>
            <source>How Ing&apos;s rules count a three-stone handicap game: fill your own area from a fixed supply of stones; empty points left mean a win, stones left over mean a loss.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>応氏ルールでの3子局の数え方。決まった数の石で自分の領域を埋め、空いた点が残れば勝ち、石が余れば負けです。</translation>
        </message>
        <message>
            <source>A finished 9x9 game, a three-stone handicap game: White&apos;s compensation of 3 points is one White stone placed in Black&apos;s area and one point of it left open. Black&apos;s area is 46 points (stones and territory), White&apos;s 35, and there are no neutral points. Dead stones have already been removed and the record holds no prisoners.

Ing&apos;s rules count by filling in. Each player has a fixed supply of stones (40 each on this 9x9 board, 180 on 19x19); prisoners and dead stones go back to their owners&apos; bowls, and each player fills his own area with his own stones. Whoever still has empty points has won; whoever has stones left over has lost. The loser puts his leftover stones, the losing stones, in the winner&apos;s empty points; the one point still empty after that is the winning point, and the margin counts two points for each losing stone and one for the winning point. When a point of the compensation is left open (an odd handicap) or an odd shared point stays empty, that is the one empty point at the end: there is no winning point, and the margin is just twice the losing stones. Here Black has four empty points besides the open point and White four stones left over; White&apos;s four stones fill them, the open point is the only empty point left, and Black wins by just twice the losing stones: 2 x 4 = 8.

Area counting gives the same result: the difference of the areas minus the compensation. Territory counting gives a different margin on the same board.</source>
            <extracomment>comment at the start</extracomment>
            <translation>9路盤で打ち終えた3子局です。白の補償3目は、黒の領域に置く白石1個と、空けたままにする1点です。黒の領域は46目（石と地）、白は35目で、中立点はありません。死に石はすでに取り除かれ、棋譜にアゲハマはありません。

応氏ルールは石を詰めて数えます。各対局者は決まった数の石を持ちます（この9路盤では各40個、19路盤では180個）。アゲハマと死に石は持ち主の碁笥に戻され、各対局者は自分の領域を自分の石で埋めます。空いた点が残った側が勝ち、石が余った側が負けです。負けた側は余った石（負け石）を勝った側の空いた点に置きます。その後にまだ空いている1点が勝ち点で、差は負け石1個につき2目と、勝ち点の1目で数えます。補償の1点が空けたままになっている場合（奇数の置き石）や、共有の点が奇数で1つ空いたままの場合は、それが最後に残る1つの空いた点になります。勝ち点はなく、差は負け石の2倍だけです。ここでは黒には空けた点のほかに空いた点が4つ、白には余った石が4個あります。白の4個がそれを埋め、空けた点だけが空いた点として残り、黒は負け石の2倍だけ、2×4＝8目勝ちです。

面積計算でも同じ結果になります。領域の差から補償を引いたものです。地の計算では、同じ盤面でも差が変わります。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がパスします。</translation>
        </message>
        <message>
            <source>White passes: play stops and the game is counted.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白がパスします。対局が停止し、計算に入ります。</translation>
        </message>
    </context>
    <context>
        <name>Diagram ing-counting-two-stone-handicap</name>
        <message>
            <source>Ing counting: a two-stone handicap</source>
            <extracomment>title</extracomment>
            <translation>応氏ルールの計点：2子局</translation>
        </message>
        <message>
            <source>fill-in counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>石を詰める計算</translation>
        </message>
        <message>
            <source>stone counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>石の数による計算</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Counting&apos; (the three 9x9 examples with 40 stones each); the board is our own, built to the numbers of the text.</source>
            <extracomment>source</extracomment>
            <translation>応氏ルール（SST）の規約の「Counting」（各40子の9路盤の3つの例）。盤面は本ソフト独自のもので、条文の数値に合わせて作っています。</translation>
        </message>
        <message>
            <source>How Ing&apos;s rules count a two-stone handicap game: fill your own area from a fixed supply of stones; empty points left mean a win, stones left over mean a loss.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>応氏ルールでの2子局の数え方。決まった数の石で自分の領域を埋め、空いた点が残れば勝ち、石が余れば負けです。</translation>
        </message>
        <message>
            <source>A finished 9x9 game, a two-stone handicap game: White&apos;s compensation of 2 points is one White stone placed in Black&apos;s area. Black&apos;s area is 46 points (stones and territory), White&apos;s 35, and there are no neutral points. Dead stones have already been removed and the record holds no prisoners.

Ing&apos;s rules count by filling in. Each player has a fixed supply of stones (40 each on this 9x9 board, 180 on 19x19); prisoners and dead stones go back to their owners&apos; bowls, and each player fills his own area with his own stones. Whoever still has empty points has won; whoever has stones left over has lost. The loser puts his leftover stones, the losing stones, in the winner&apos;s empty points; the one point still empty after that is the winning point, and the margin counts two points for each losing stone and one for the winning point. Here Black has five empty points and White four stones left over; White&apos;s four stones fill four of Black&apos;s points and the fifth is the winning point: Black wins by 1 + 2 x 4 = 9.

Area counting gives the same result: the difference of the areas minus the compensation. Territory counting gives a different margin on the same board.</source>
            <extracomment>comment at the start</extracomment>
            <translation>9路盤で打ち終えた2子局です。白の補償2目は、黒の領域に置く白石1個です。黒の領域は46目（石と地）、白は35目で、中立点はありません。死に石はすでに取り除かれ、棋譜にアゲハマはありません。

応氏ルールは石を詰めて数えます。各対局者は決まった数の石を持ちます（この9路盤では各40個、19路盤では180個）。アゲハマと死に石は持ち主の碁笥に戻され、各対局者は自分の領域を自分の石で埋めます。空いた点が残った側が勝ち、石が余った側が負けです。負けた側は余った石（負け石）を勝った側の空いた点に置きます。その後にまだ空いている1点が勝ち点で、差は負け石1個につき2目と、勝ち点の1目で数えます。ここでは黒に空いた点が5つ、白に余った石が4個あります。白の4個が黒の点の4つを埋め、5つ目が勝ち点です。黒の1＋2×4＝9目勝ちです。

面積計算でも同じ結果になります。領域の差から補償を引いたものです。地の計算では、同じ盤面でも差が変わります。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がパスします。</translation>
        </message>
        <message>
            <source>White passes: play stops and the game is counted.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白がパスします。対局が停止し、計算に入ります。</translation>
        </message>
    </context>
    <context>
        <name>Diagram long-life</name>
        <message>
            <source>Long life</source>
            <extracomment>title</extracomment>
            <translation>長生</translation>
        </message>
        <message>
            <source>eternal life</source>
            <extracomment>another name of the position</extracomment>
            <translation>永遠の生</translation>
        </message>
        <message>
            <source>chosei (長生)</source>
            <extracomment>another name of the position</extracomment>
            <translation>chosei（長生）</translation>
        </message>
        <message>
            <source>jangsaeng (장생)</source>
            <extracomment>another name of the position</extracomment>
            <translation>jangsaeng（장생、韓国語名）</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Long life&apos;; Ing&apos;s SST rules, &apos;Double hot stones&apos;; Japanese rules 1989, article 12.</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英語の囲碁ウィキ）の「Long life」、応氏ルール（SST）の規約の「Double hot stones」（ダブル・ホットストーン）、日本囲碁規約（1989年）第12条。</translation>
        </message>
        <message>
            <source>A four-move cycle of captures of two stones: no result in Japan and Korea, superko bars the fourth move, Ing&apos;s double hot stones bar the third.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>2子を取り合う4手の循環です。日本と韓国では無勝負、スーパーコウは4手目を禁じ、応氏ルールのダブル・ホットストーンは3手目を禁じます。</translation>
        </message>
        <message>
            <source>Black&apos;s group A2-F2 has two liberties, A1 and E1; White&apos;s inner string B1-B2-C2-D2 has two, A1 and C1. White&apos;s F1 stone sits in the corner.

Black plays C1, which puts White&apos;s inner string in atari. White captures C1-D1 with E1. Black captures E1-F1 back at D1. White throws in again at F1, and the start has returned after four moves: long life.

Japanese and Korean rules: no result after the cycle repeats. Superko forbids White&apos;s fourth move. Ing&apos;s rules call E1-F1 double hot stones once they have captured: Black may take them only after an intervening move (the variation). Renaissance: a draw, as both sides capture four stones in the loop.</source>
            <extracomment>comment at the start</extracomment>
            <translation>黒の石群A2～F2のダメはA1とE1の2つ、白の内側の連B1-B2-C2-D2のダメはA1とC1の2つです。白のF1の石は隅にあります。

黒がC1に打ち、白の内側の連をアタリにします。白はE1でC1-D1を取ります。黒はD1でE1-F1を取り返します。白が再びF1にほうり込み、4手で最初の局面に戻ります。長生です。

日本ルールと韓国ルールでは、循環が繰り返されると無勝負です。スーパーコウは白の4手目を禁じます。応氏ルールでは、取った後のE1-F1はダブル・ホットストーンで、黒は間に1手はさんでからでなければそれを取れません（変化図）。ルネサンスルールでは、この循環で双方が4子ずつ取るので持碁です。</translation>
        </message>
        <message>
            <source>Black plays C1: White&apos;s inner string is in atari at A1, and C1-D1 has one liberty, E1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がC1に打ちます。白の内側の連はA1でアタリになり、C1-D1のダメはE1の1つです。</translation>
        </message>
        <message>
            <source>White captures C1 and D1 with E1. Black&apos;s group is down to one liberty, A1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白がE1でC1とD1を取ります。黒の石群のダメはA1の1つだけになります。</translation>
        </message>
        <message>
            <source>Black captures E1-F1 at D1. Under Ing&apos;s rules these are double hot stones that just captured two: Black needs an intervening move first.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒がD1でE1-F1を取ります。応氏ルールでは、これは2子を取ったばかりのダブル・ホットストーンなので、黒はまず間に1手はさむ必要があります。</translation>
        </message>
        <message>
            <source>White throws in at F1 again: the start position, with Black to play. Every superko rule forbids this move.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白が再びF1にほうり込みます。黒番で最初の局面です。どのスーパーコウのルールもこの着手を禁じます。</translation>
        </message>
        <message>
            <source>Round two.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>2巡目です。</translation>
        </message>
        <message>
            <source>White captures two.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白が2子を取ります。</translation>
        </message>
        <message>
            <source>Black captures two.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黒が2子を取ります。</translation>
        </message>
        <message>
            <source>The start stands for the third time with no pass between: no result under Japanese and Korean rules, a draw by threefold repetition under Renaissance rules.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>間にパスをはさまずに、最初の局面が3回目に現れました。日本ルールと韓国ルールでは無勝負、ルネサンスルールでは3回反復による持碁です。</translation>
        </message>
        <message>
            <source>Black plays elsewhere first (here A6).</source>
            <extracomment>comment on the Ing: double hot stones need an intervening move, node 3</extracomment>
            <translation>黒が先に他所に打ちます（ここではA6）。</translation>
        </message>
        <message>
            <source>White answers elsewhere.</source>
            <extracomment>comment on the Ing: double hot stones need an intervening move, node 4</extracomment>
            <translation>白も他所で応じます。</translation>
        </message>
        <message>
            <source>Now Black may capture E1-F1 under Ing&apos;s rules too.

What uses up a disturbance under Ing&apos;s rules: the first time the whole board comes back with the same player to move, the cycle is charged to the player whose move began it, here Black with C1. The exchange between the captures usually leaves new stones on the board, so nothing recurs. But if it leaves the board as it was (both players pass and the game is adjourned, or ko threats that undo each other), White&apos;s throw-in at F1 brings back the start, Black has used up its one disturbance, and Black may not send two at C1 again.</source>
            <extracomment>comment on the Ing: double hot stones need an intervening move, node 5</extracomment>
            <translation>これで応氏ルールでも黒はE1-F1を取れます。

応氏ルールで何がディスターブを使い切ることになるか：盤全体が同じ手番で初めて元に戻ったとき、その循環はそれを始めた着手の側、ここではC1の黒に課されます。取り合いの間のやりとりはふつう盤上に新しい石を残すので、何も繰り返されません。しかし盤面が元のままになる場合（双方がパスして対局が打ち掛けになる場合や、互いに打ち消し合うコウ材の場合）、白のF1のほうり込みで最初の局面が戻り、黒は1回のディスターブを使い切ったことになり、もうC1で2子を送り込むことはできません。</translation>
        </message>
    </context>
    <context>
        <name>Diagram molasses-ko</name>
        <message>
            <source>Molasses ko</source>
            <extracomment>title</extracomment>
            <translation>糖蜜コウ（モラセス・コウ）</translation>
        </message>
        <message>
            <source>molasses</source>
            <extracomment>another name of the position</extracomment>
            <translation>molasses（糖蜜）</translation>
        </message>
        <message>
            <source>Mechanism after T. Mark Hall and Zhao (1993/94) as described by the BGA page &apos;Some Repeating Go Positions&apos; and Sensei&apos;s Library &apos;Molasses Ko&apos;; this board is our own construction.</source>
            <extracomment>source</extracomment>
            <translation>T. Mark Hall と Zhao（1993/94年）による仕組みを、BGA（英国囲碁協会）のページ「Some Repeating Go Positions」（繰り返しの起こる碁の局面）と Sensei&apos;s Library（英語の囲碁ウィキ）の「Molasses Ko」の記述に従って紹介しています。この盤面は本ソフト独自の構成です。</translation>
        </message>
        <message>
            <source>A capturing race with two kos in which every move elsewhere costs a four-move exchange: legal everywhere, but it slows the game to a crawl and makes passing fatal under superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>コウが2つある攻め合いで、他所に1手打つごとに4手のやりとりが必要になります。どのルールでも合法ですが、対局の進みがひどく遅くなり、スーパーコウではパスが致命的になります。</translation>
        </message>
        <message>
            <source>Two eyeless groups in a capturing race. White&apos;s nine stones around D2-D6 have only the two-point eye E4-E5. Black&apos;s nine stones around F1-G6 have only E1 and F2. The walls around them are alive.

Black throws in at E5 (atari on White&apos;s group and on F4-F5). White must take the ko at E1, Black must capture F4-F5 at E4, and White must take the second ko at F2. The shape is now the colour-reversed start, and Black, who may not retake at once, plays one move elsewhere (F8). White must then make the same four-move exchange before its own move elsewhere (D8). After ten moves the local shape is back where it began.

No position repeats (the moves elsewhere change the board), so every ruleset allows the line. The trouble comes when the game nears its end: under the basic ko rule the exchanges can go on, and Japanese professionals have called it no result; under superko a player who passes instead of making the exchange loses the race, so the game turns into a contest of who runs out of harmless moves first.</source>
            <extracomment>comment at the start</extracomment>
            <translation>眼のない2つの石群の攻め合いです。D2～D6を囲む白9子には、E4-E5の2目の眼しかありません。F1～G6を囲む黒9子には、E1とF2しかありません。それらを囲む外壁は活きています。

黒がE5にほうり込みます（白の石群とF4-F5へのアタリ）。白はE1でコウを取らなければならず、黒はE4でF4-F5を取らなければならず、白はF2で2つ目のコウを取らなければなりません。これで形は最初の局面の白黒を入れ替えたものになり、すぐには取り返せない黒は他所に1手（F8）打ちます。すると白も、自分が他所に打つ（D8）前に同じ4手のやりとりをしなければなりません。10手で部分の形は最初に戻ります。

同じ局面は繰り返されない（他所の着手が盤面を変える）ので、どのルールもこの進行を認めます。問題は対局が終わりに近づいたときに起こります。基本のコウのルールではやりとりを続けることができ、日本のプロはこれを無勝負としたことがあります。スーパーコウでは、やりとりをせずにパスした側が攻め合いに負けるので、対局は、害のない手をどちらが先に打ち尽くすかの争いになります。</translation>
        </message>
        <message>
            <source>Black throws in at E5: White&apos;s big group and F4-F5 are both in atari.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がE5にほうり込みます。白の大石とF4-F5がどちらもアタリです。</translation>
        </message>
        <message>
            <source>White must take the ko at E1 (capturing D1): Black&apos;s group is in atari at F2.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白はE1でコウを取らなければなりません（D1を取る）。黒の石群はF2でアタリです。</translation>
        </message>
        <message>
            <source>Black must capture F4-F5 with E4: White&apos;s group is in atari at D1.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒はE4でF4-F5を取らなければなりません。白の石群はD1でアタリです。</translation>
        </message>
        <message>
            <source>White must take the second ko at F2 (capturing E2). The shape is the colour-reversed start.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白はF2で2つ目のコウを取らなければなりません（E2を取る）。形は最初の局面の白黒を入れ替えたものです。</translation>
        </message>
        <message>
            <source>Black may not retake at E2 at once, so Black plays elsewhere: the one real move of this round.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黒はすぐにはE2で取り返せないので、他所に打ちます。この巡目で唯一の実質的な着手です。</translation>
        </message>
        <message>
            <source>Now White has to throw in, at F5.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>今度は白がF5にほうり込まなければなりません。</translation>
        </message>
        <message>
            <source>Black takes the ko at E2 (capturing F2).</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黒がE2でコウを取ります（F2を取る）。</translation>
        </message>
        <message>
            <source>White captures E4-E5 with F4.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白がF4でE4-E5を取ります。</translation>
        </message>
        <message>
            <source>Black takes the other ko at D1 (capturing E1).</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黒がD1でもう一つのコウを取ります（E1を取る）。</translation>
        </message>
        <message>
            <source>White plays its one move elsewhere. The local shape is back at the start: every real move cost a four-move exchange.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白が他所に1手打ちます。部分の形は最初に戻りました。実質的な着手1手ごとに4手のやりとりが必要でした。</translation>
        </message>
    </context>
    <context>
        <name>Diagram moonshine-life</name>
        <message>
            <source>Moonshine life</source>
            <extracomment>title</extracomment>
            <translation>月光の活き</translation>
        </message>
        <message>
            <source>gekkou no iki (月光の活き)</source>
            <extracomment>another name of the position</extracomment>
            <translation>gekkou no iki（月光の活き）</translation>
        </message>
        <message>
            <source>jia sheng (假生, false life)</source>
            <extracomment>another name of the position</extracomment>
            <translation>jia sheng（假生、「偽りの活き」）</translation>
        </message>
        <message>
            <source>After the Nyobutsu position and the move pattern on Sensei&apos;s Library &apos;Moonshine Life&apos;; Renaissance rules example 4 (capture in a dispute phase).</source>
            <extracomment>source</extracomment>
            <translation>如仏（Nyobutsu）の局面と Sensei&apos;s Library（英語の囲碁ウィキ）の「Moonshine Life」の手順にもとづく、ルネサンスルールの例4（死活の争いの段階での取り）。</translation>
        </message>
        <message>
            <source>A one-eyed group kept alive by a double ko elsewhere: no result in Japan and Korea, barred by superko, by Ing&apos;s disturbing rule and, after play stops, by Renaissance minimal superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>他所の両コウによって活きている1眼の石群です。日本と韓国では無勝負、スーパーコウ、応氏ルールのディスターブの規定、そして対局停止後はルネサンスルールのミニマル・スーパーコウによって阻まれます。</translation>
        </message>
        <message>
            <source>Upper right: White&apos;s six stones have one eye (T19) and a ko at P19/Q19 they can never fill. Upper left: a double ko in a seki, which gives both sides an endless supply of ko threats. Black wants to capture the upper right group; White keeps it alive by using the double ko as threats.

Black takes the ko at Q19 and White is in atari. White flips a ko in the double ko (atari on Black&apos;s group there), Black answers by flipping the other, White retakes at P19, and the same happens the other way round. After six moves the start is back. The group&apos;s life is &apos;moonshine&apos;: it lasts only as long as the cycle may be repeated.

Japanese and Korean rules: the cycle goes round until the game ends without a result. Superko forbids the move that closes the cycle. Ing&apos;s rules let a player set off such a cycle only once per game. The Renaissance rules treat the repetition in the main game as a draw, but Black can wait until play stops and capture in the dispute phase, where minimal superko stops White from closing the cycle (the variation).

The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation>右上：白6子は眼が1つ（T19）で、P19/Q19に決して解消できないコウがあります。左上：セキの中の両コウがあり、双方に無尽蔵のコウ材を与えます。黒は右上の石群を取りたく、白は両コウをコウ材に使ってそれを活かし続けます。

黒がQ19でコウを取ると白はアタリになります。白は両コウの一方を取り（そこの黒の石群へのアタリ）、黒はもう一方を取って応じ、白はP19で取り返し、同じことが逆向きに起こります。6手で最初の局面に戻ります。この石群の活きは「月光」のようなもので、循環を繰り返せる間しか続きません。

日本ルールと韓国ルール：対局が無勝負で終わるまで循環は続きます。スーパーコウは循環を閉じる着手を禁じます。応氏ルールでは、そうした循環を始められるのは1局に1回だけです。ルネサンスルールは本対局での繰り返しを持碁としますが、黒は対局が停止するまで待って死活の争いの段階で取ることができ、そこではミニマル・スーパーコウにより白は循環を閉じられません（変化図）。

盤のほかの部分は決着しているものとします。</translation>
        </message>
        <message>
            <source>Black takes the ko at Q19 (capturing P19). White&apos;s group has one liberty left, its eye at T19: it is in atari, and White needs a ko threat.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がQ19でコウを取ります（P19を取る）。白の石群のダメはT19の眼の1つだけです。アタリなので、白はコウ材が必要です。</translation>
        </message>
        <message>
            <source>White&apos;s threat: B17 captures B18 and puts Black&apos;s fourteen stones on the left in atari at F18.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白のコウ材：B17でB18を取り、左の黒14子をF18でアタリにします。</translation>
        </message>
        <message>
            <source>Black must answer: D18 captures D17 and gives the left group a second liberty.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒は応じなければなりません。D18でD17を取り、左の石群に2つ目のダメを与えます。</translation>
        </message>
        <message>
            <source>Now White may retake at P19 (capturing Q19): the upper right group has two liberties again.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>これで白はP19で取り返せます（Q19を取る）。右上の石群のダメは再び2つです。</translation>
        </message>
        <message>
            <source>Black flips the other way: B18 captures B17 and puts White&apos;s upper left stones in atari at F18.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黒は逆向きに取ります。B18でB17を取り、白の左上の石をF18でアタリにします。</translation>
        </message>
        <message>
            <source>White answers at D17 (capturing D18). The whole board is back to the start with Black to play: superko forbids this move under every superko rule.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白がD17で応じます（D18を取る）。盤全体が黒番で最初の局面に戻りました。どのスーパーコウのルールでもこの着手は禁じられます。</translation>
        </message>
        <message>
            <source>Round two: Black takes the ko again.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>2巡目：黒が再びコウを取ります。</translation>
        </message>
        <message>
            <source>White threatens again in the double ko. Under Ing&apos;s rules White has already set off this cycle once (White was the disturber in round one) and may not do it again.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白が再び両コウでコウ材を打ちます。応氏ルールでは、白はすでにこの循環を1回始めている（1巡目のディスターブした側は白）ので、もう一度はできません。</translation>
        </message>
        <message>
            <source>Black answers.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黒が応じます。</translation>
        </message>
        <message>
            <source>White retakes.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白が取り返します。</translation>
        </message>
        <message>
            <source>Black flips back.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黒が取り返します。</translation>
        </message>
        <message>
            <source>The start stands for the third time with no pass between: no result under Japanese and Korean rules, a draw by threefold repetition under Renaissance rules (each side captured six stones in the loop).</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>間にパスをはさまずに、最初の局面が3回目に現れました。日本ルールと韓国ルールでは無勝負、ルネサンスルールでは3回反復による持碁です（この循環で双方が6子ずつ取っています）。</translation>
        </message>
        <message>
            <source>Black does not start the cycle in the main game. Black passes...</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 1</extracomment>
            <translation>黒は本対局では循環を始めません。黒がパスし……</translation>
        </message>
        <message>
            <source>...White passes...</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 2</extracomment>
            <translation>……白もパスし……</translation>
        </message>
        <message>
            <source>...and Black passes again. Under Renaissance rules three successive passes stop play; the last two passes were made in this position, so minimal superko now forbids any board play that recreates it. Black disputes White&apos;s group and play resumes.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 3</extracomment>
            <translation>……黒が再びパスします。ルネサンスルールでは3回連続のパスで対局が停止します。最後の2回のパスはこの局面で行われたので、今後ミニマル・スーパーコウはこの局面を再現する盤上の着手をすべて禁じます。黒は白の石群に異議を唱え、対局が再開されます。</translation>
        </message>
        <message>
            <source>White has nothing useful to do and passes. (Under Japanese and Korean rules this is the second pass of the confirmation play, which ends it with nothing captured: for them the line stops here, and the ko fight below is never played.)</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 4</extracomment>
            <translation>白には役に立つ手がなく、パスします。（日本ルールと韓国ルールでは、これは死活確認の着手の2回目のパスで、何も取られないままそれが終わります。そこではこの進行はここで止まり、以下のコウ争いは打たれません。）</translation>
        </message>
        <message>
            <source>Black takes the ko: White is in atari.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 5</extracomment>
            <translation>黒がコウを取ります。白はアタリです。</translation>
        </message>
        <message>
            <source>White threatens in the double ko (Black&apos;s left group in atari).</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 6</extracomment>
            <translation>白が両コウでコウ材を打ちます（黒の左の石群がアタリ）。</translation>
        </message>
        <message>
            <source>White retakes the ko.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 8</extracomment>
            <translation>白がコウを取り返します。</translation>
        </message>
        <message>
            <source>Black flips the double ko himself: White&apos;s upper left stones are in atari at F18.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 9</extracomment>
            <translation>黒が自ら両コウを取ります。白の左上の石はF18でアタリです。</translation>
        </message>
        <message>
            <source>White&apos;s answer would recreate the position in which the last two successive passes were made: minimal superko forbids it. White cannot both save the upper left and keep the ko, so one of the groups dies: the moonshine life is over.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 10</extracomment>
            <translation>白が応じると、最後の2回連続のパスが行われた局面を再現してしまいます。ミニマル・スーパーコウはこれを禁じます。白は左上を助けることとコウを保つことを両立できないので、どちらかの石群が死にます。月光の活きは終わりです。</translation>
        </message>
    </context>
    <context>
        <name>Diagram one-eye-flaw</name>
        <message>
            <source>1-eye flaw</source>
            <extracomment>title</extracomment>
            <translation>1眼の欠陥</translation>
        </message>
        <message>
            <source>dead ko</source>
            <extracomment>another name of the position</extracomment>
            <translation>死にコウ</translation>
        </message>
        <message>
            <source>kashou (仮生)</source>
            <extracomment>another name of the position</extracomment>
            <translation>kashou（仮生）</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;1-Eye-Flaw&apos;; Renaissance rules example 1; Japanese rules 1989, article 7-2.</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英語の囲碁ウィキ）の「1-Eye-Flaw」（1眼の欠陥）、ルネサンスルールの例1、日本囲碁規約（1989年）第7条第2項。</translation>
        </message>
        <message>
            <source>A one-eyed group with a ko: dead under most rules, but alive under positional and situational superko if the players pass first.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>コウのある1眼の石群です。多くのルールでは死にですが、ポジショナル・スーパーコウとシチュエーショナル・スーパーコウでは、先に双方がパスすると活きになります。</translation>
        </message>
        <message>
            <source>White&apos;s four stones A4-B4-B5-C4 have one eye (A5) and a ko at C5/D5. Black took the ko at C5 on an earlier turn, so White may retake now. Black has two eyes (B2 and E3) and every Black move other than the ko would fill one of them.

White retakes at D5. Black cannot retake at once, has nothing else to do, and passes; White passes too. Can Black now take the ko and then fill the eye at A5?

Under positional superko, and under situational superko, retaking at C5 would recreate the position after Black&apos;s earlier capture, so it is forbidden: the one-eyed group lives, a known flaw of those rules. Tromp-Taylor rules end the game after the two passes with every stone alive. Japanese and Korean rules decide in a confirmation play in which the retake after Black&apos;s pass is allowed, and Ing&apos;s and the Renaissance rules also let Black retake: the group is dead.

The Chinese preset follows the written positional superko rule; Chinese referees in practice rule the group dead. Komi is 0.</source>
            <extracomment>comment at the start</extracomment>
            <translation>白のA4-B4-B5-C4の4子は眼が1つ（A5）で、C5/D5にコウがあります。黒は前の手番でC5でコウを取ったので、白は今取り返せます。黒は2眼（B2とE3）を持ち、コウ以外の黒の着手はどれもその眼の一方を埋めてしまいます。

白がD5で取り返します。黒はすぐには取り返せず、ほかに打つ手もないのでパスし、白もパスします。ここで黒はコウを取り、それからA5の眼を埋めることができるでしょうか。

ポジショナル・スーパーコウでも、シチュエーショナル・スーパーコウでも、C5で取り返すと黒の前の取りの後の局面を再現するので、着手禁止です。1眼の石群が活きてしまいます。これらのルールの知られた欠陥です。トロンプ・テイラールールでは2回のパスで対局が終わり、すべての石が活きです。日本ルールと韓国ルールは死活確認の着手で決め、そこでは黒のパスの後の取り返しが認められます。応氏ルールとルネサンスルールも黒の取り返しを認めます。石群は死にです。

中国ルールのプリセットは成文のポジショナル・スーパーコウに従います。実際には中国の審判はこの石群を死にと裁定します。コミは0です。</translation>
        </message>
        <message>
            <source>White retakes the ko at D5 (capturing C5).</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白がD5でコウを取り返します（C5を取る）。</translation>
        </message>
        <message>
            <source>Black may not retake at once, and any other Black move fills an eye: Black passes.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黒はすぐには取り返せず、ほかの黒の着手はどれも眼を埋めてしまいます。黒はパスします。</translation>
        </message>
        <message>
            <source>White passes. Under Tromp-Taylor rules the game is over: every stone on the board, White&apos;s one-eyed group included, counts as alive.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白がパスします。トロンプ・テイラールールでは対局は終わりです。白の1眼の石群も含めて、盤上の石はすべて活きと数えられます。</translation>
        </message>
        <message>
            <source>Black takes the ko (in the confirmation play under Japanese and Korean rules, in resumed play elsewhere). Under positional superko this recreates the position after Black&apos;s first capture at C5, and is forbidden; situational superko (and New Zealand&apos;s rule, which is situational superko) also forbids it. Natural situational superko does not: here that position is the diagram&apos;s start, which no board play created, so the retake is legal there.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黒がコウを取ります（日本ルールと韓国ルールでは死活確認の着手で、ほかでは再開された対局で）。ポジショナル・スーパーコウでは、これはC5での黒の最初の取りの後の局面を再現するので、着手禁止です。シチュエーショナル・スーパーコウ（およびシチュエーショナル・スーパーコウであるニュージーランドルール）も禁じます。ナチュラル・シチュエーショナル・スーパーコウは禁じません。ここではその局面は図の最初の局面で、盤上の着手によってつくられたものではないので、そこでは取り返しは合法です。</translation>
        </message>
        <message>
            <source>White may not retake at once and passes.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>白はすぐには取り返せず、パスします。</translation>
        </message>
        <message>
            <source>Black fills the eye and captures White&apos;s group.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>黒が眼を埋めて白の石群を取ります。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>白がパスします。</translation>
        </message>
        <message>
            <source>Black passes. The whole board is Black&apos;s.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>黒がパスします。盤全体が黒のものです。</translation>
        </message>
        <message>
            <source>Black passes as well...</source>
            <extracomment>comment on the Black does not take the ko: the flaw lives, node 4</extracomment>
            <translation>黒もパスし……</translation>
        </message>
        <message>
            <source>...and so does White. With no board play from Black the one-eyed group stands, and it is counted as alive.</source>
            <extracomment>comment on the Black does not take the ko: the flaw lives, node 5</extracomment>
            <translation>……白もパスします。黒が盤上に打たないので1眼の石群は残り、活きと数えられます。</translation>
        </message>
    </context>
    <context>
        <name>Diagram one-odd-dame</name>
        <message>
            <source>One odd dame</source>
            <extracomment>title</extracomment>
            <translation>半端なダメ1つ</translation>
        </message>
        <message>
            <source>the last dame</source>
            <extracomment>another name of the position</extracomment>
            <translation>最後のダメ</translation>
        </message>
        <message>
            <source>last neutral point</source>
            <extracomment>another name of the position</extracomment>
            <translation>最後の中立点</translation>
        </message>
        <message>
            <source>"Simplified rules" commentary (the worthless extra dame of Japanese/Korean rules; shared/seeds/000); Renaissance rules, &apos;Area ~= territory&apos; (the last dame; shared/seeds/001). The board is our own.</source>
            <extracomment>source</extracomment>
            <translation>「Simplified rules」（簡易ルール）の解説（日本ルール・韓国ルールでの価値のない余分なダメ。shared/seeds/000）、ルネサンスルールの「Area ~= territory」（面積計算と地の計算はほぼ同じ。最後のダメ。shared/seeds/001）。盤面は本ソフト独自のものです。</translation>
        </message>
        <message>
            <source>One neutral point is left at the end: under area counting it is a point for whoever fills it, under territory counting it is worth nothing, so with their usual komi Japanese and Chinese rules name different winners.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>最後に中立点が1つ残ります。面積計算ではそれを詰めた側の1目になり、地の計算では価値がありません。そのため、それぞれの通常のコミでは、日本ルールと中国ルールで勝者が異なります。</translation>
        </message>
        <message>
            <source>An even game on 9x9, finished but for one point. White is to play. Black began and made the last move, so Black has put down 12 stones and White 11; nothing has been captured. Each side has one solid string: Black&apos;s wall runs from D9 down the D and E columns to F1, White&apos;s from F9 down the F column, with E7 and G1-G2. The territories are closed: Black has 32 points, White 25. The one point that belongs to nobody is E9, between Black&apos;s D9 and E8 and White&apos;s F9. A stone there needs no answer from either side.

Territory counting (Japanese, Korean, simplified Japanese/Korean and Renaissance B, komi 6.5) gives nothing for a stone on a neutral point: 32 - 25 = 7, B+0.5, whether E9 is filled or not, and by whom.

Area counting counts every stone on the board, so E9 is a point for whoever fills it. The board has 81 points. With E9 empty the two areas add up to 80 (Black 44, White 36) and their difference is even: 8. Filling E9 makes the total 81 and the difference odd: 7 if White fills it, 9 if Black does. A komi of 7.5 (Chinese, AGA, simplified Chinese, simplified AGA, Renaissance A, Tromp-Taylor) lies between 7 and 8, so this one point decides the game. White, to move, fills E9 and wins by 0.5 (the main line). If both pass at once it is B+0.5 (first variation); if White passes and Black fills it, B+1.5 (second variation). New Zealand&apos;s whole-point komi of 7 gives a draw, B+1 or B+2. Ing&apos;s komi of 8, paid as four White stones placed in Black&apos;s area, gives W+1, a tie that Black wins in an even game, or B+1.

So the same game ends B+0.5 under Japanese rules and W+0.5 under Chinese rules. The usual saying that a Chinese komi of 7.5 matches a Japanese 6.5 holds when Black has put down one stone more than White: then the area difference is one more than the territory difference. Once White takes the last point, both have put down 12 stones, the two differences are both 7, and the komis part by a full point. The simplified rules&apos; commentary lists this, the value of one extra dame that Japanese and Korean rules ignore, among their practical differences (its example: an even game containing one odd seki, komi 5.5 or 7.5).

AGA rules count the area but hand over a prisoner for every pass and let White pass last; counting territory and prisoners, pass stones included, then gives the same margin on every line, as the count&apos;s note shows.

The file sets no komi: each ruleset counts with its own (6.5 Japanese, Korean and Renaissance B; 7.5 Chinese, AGA, Renaissance A and Tromp-Taylor; 7 New Zealand; 8 Ing, Black winning ties).</source>
            <extracomment>comment at the start</extracomment>
            <translation>9路盤の互先の対局で、1点を除いて打ち終えています。白番です。黒が先に打ち始め、最後の着手も黒だったので、黒は12子、白は11子を置いています。取られた石はありません。双方とも1つのしっかりした連を持っています。黒の壁はD9からD列とE列を下ってF1まで、白の壁はF9からF列を下り、E7とG1-G2を含みます。地は閉じています。黒32目、白25目です。どちらのものでもない1点は、黒のD9とE8、白のF9の間にあるE9です。そこへの着手には、どちらの側も応じる必要がありません。

地の計算（日本ルール、韓国ルール、簡易ルール 日本/韓国、ルネサンスルール B、コミ6.5目）では、中立点の石は何も得ません。32－25＝7で、E9が埋まっていてもいなくても、誰が埋めても、B+0.5です。

面積計算は盤上の石をすべて数えるので、E9はそれを詰めた側の1目になります。盤は81点です。E9が空いていれば両者の領域の合計は80（黒44、白36）で、差は偶数の8です。E9を詰めると合計は81になり、差は奇数になります。白が詰めれば7、黒が詰めれば9です。コミ7.5目（中国ルール、AGA ルール、簡易ルール 中国、簡易ルール AGA、ルネサンスルール A、トロンプ・テイラールール）は7と8の間にあるので、この1点が勝敗を決めます。手番の白がE9を詰めれば0.5目勝ちです（本図）。双方がすぐにパスすればB+0.5（1つ目の変化図）、白がパスして黒が詰めればB+1.5（2つ目の変化図）です。ニュージーランドルールの整数のコミ7目では、持碁、B+1、B+2になります。応氏ルールのコミ8目は、黒の領域に置く白石4個として支払われ、W+1、互先では黒の勝ちとなる同点、B+1になります。

つまり同じ対局が、日本ルールではB+0.5、中国ルールではW+0.5で終わります。中国のコミ7.5目は日本の6.5目に相当するというよく言われる説明は、黒が白より1個多く石を置いた場合に成り立ちます。そのとき面積の差は地の差より1多くなります。白が最後の1点を取ると、双方とも12子を置いたことになり、2つの差はどちらも7になって、2つのコミは丸1目ずれます。簡易ルールの解説は、日本ルールと韓国ルールが無視するこの余分なダメ1つの価値を、実際上の違いの一つに挙げています（その例：半端なセキを1つ含む互先の対局、コミ5.5目または7.5目）。

AGA ルールは面積を数えますが、パス1回ごとにアゲハマ1個を渡し、白が最後にパスするようにします。そうすると、パス石を含めて地とアゲハマで数えても、計算の注記が示すとおり、どの進行でも同じ差になります。

このファイルはコミを定めていません。各ルールはそれぞれのコミで数えます（日本ルール、韓国ルール、ルネサンスルール B は6.5目、中国ルール、AGA ルール、ルネサンスルール A、トロンプ・テイラールールは7.5目、ニュージーランドルールは7目、応氏ルールは8目で同点は黒の勝ち）。</translation>
        </message>
        <message>
            <source>White fills the last neutral point, E9. Under area counting this stone is one more point of White&apos;s area (37 instead of 36); under territory counting it earns nothing. Both players have now put down 12 stones.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白が最後の中立点E9を詰めます。面積計算では、この石で白の領域が1目増えます（36ではなく37）。地の計算では何も得ません。これで双方とも12子を置きました。</translation>
        </message>
        <message>
            <source>Black passes: nothing is left to play.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黒がパスします。もう打つところはありません。</translation>
        </message>
        <message>
            <source>White passes: play stops (Renaissance rules need a third pass). Area: Black 44, White 37, 7 apart: W+0.5 with komi 7.5, a draw with New Zealand&apos;s 7, and W+1 under Ing&apos;s 8, where White&apos;s stones leave one empty point in White&apos;s area. Territory: 32 - 25 = 7, B+0.5 with komi 6.5.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白がパスして対局が停止します（ルネサンスルールでは3回目のパスが必要です）。面積：黒44、白37で差は7。コミ7.5目ならW+0.5、ニュージーランドルールの7目なら持碁、応氏ルールの8目ならW+1で、このとき白の石を詰めると白の領域に空いた点が1つ残ります。地：32－25＝7で、コミ6.5目ならB+0.5です。</translation>
        </message>
        <message>
            <source>White passes instead of filling E9. Under AGA rules the pass hands Black a prisoner.</source>
            <extracomment>comment on the Both pass: the dame stays open, node 1</extracomment>
            <translation>白はE9を詰めずにパスします。AGA ルールでは、このパスで黒にアゲハマが1個渡されます。</translation>
        </message>
        <message>
            <source>Black passes too: play stops with E9 empty, and it counts for nobody. Area: Black 44, White 36, 8 apart: B+0.5 with komi 7.5 and B+1 with 7. Under Ing&apos;s komi of 8 the fill-in count comes out even (the one shared point stays empty), and Black wins the tie. Territory: still 7, B+0.5. Under AGA rules White adds a last pass, so Black holds two pass stones and White one: territory and prisoners give 34 against 26, the same 8 as the area count.</source>
            <extracomment>comment on the Both pass: the dame stays open, node 2</extracomment>
            <translation>黒もパスします。E9が空いたまま対局が停止し、E9はどちらの得点にもなりません。面積：黒44、白36で差は8。コミ7.5目ならB+0.5、7目ならB+1です。応氏ルールのコミ8目では計点は同数になり（共有の1点は空いたまま）、同点は黒の勝ちです。地：やはり7でB+0.5。AGA ルールでは白が最後のパスを加えるので、黒はパス石を2個、白は1個持ちます。地とアゲハマは34対26で、面積計算と同じ8です。</translation>
        </message>
        <message>
            <source>Black fills E9 after White&apos;s pass. Black&apos;s area grows to 45; Black&apos;s territory stays 32.</source>
            <extracomment>comment on the White passes and Black fills the dame, node 2</extracomment>
            <translation>白のパスの後、黒がE9を詰めます。黒の領域は45に増え、黒の地は32のままです。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the White passes and Black fills the dame, node 3</extracomment>
            <translation>白がパスします。</translation>
        </message>
        <message>
            <source>Black passes: play stops. Area: 45 - 36 = 9, B+1.5 with komi 7.5, B+2 with 7, B+1 under Ing. Territory: 7, B+0.5, as on every line. Under AGA rules White adds a last pass: Black holds three pass stones and White one, so territory and prisoners give 35 against 26, again 9.</source>
            <extracomment>comment on the White passes and Black fills the dame, node 4</extracomment>
            <translation>黒がパスして対局が停止します。面積：45－36＝9で、コミ7.5目ならB+1.5、7目ならB+2、応氏ルールではB+1です。地：7でB+0.5、どの進行でも同じです。AGA ルールでは白が最後のパスを加え、黒はパス石を3個、白は1個持つので、地とアゲハマは35対26で、やはり9です。</translation>
        </message>
    </context>
    <context>
        <name>Diagram pass-stones</name>
        <message>
            <source>Pass stones</source>
            <extracomment>title</extracomment>
            <translation>パス石</translation>
        </message>
        <message>
            <source>AGA pass stones</source>
            <extracomment>another name of the position</extracomment>
            <translation>AGA のパス石</translation>
        </message>
        <message>
            <source>White passes last</source>
            <extracomment>another name of the position</extracomment>
            <translation>白が最後にパスする</translation>
        </message>
        <message>
            <source>AGA rules and the AGA commentary of the &apos;Simplified rules&apos; (White passes last, every pass hands the opponent a prisoner); Japanese rules for territory counting without pass stones. The game is our own.</source>
            <extracomment>source</extracomment>
            <translation>AGA ルールと「Simplified rules」（簡易ルール）に対する AGA の解説（白が最後にパスし、パス1回ごとに相手にアゲハマ1個を渡す）、パス石のない地の計算としての日本ルール。棋譜は本ソフト独自のものです。</translation>
        </message>
        <message>
            <source>An 8x8 even game that ends with Black&apos;s pass: under the AGA rules White adds a pass, every pass hands over a prisoner, and counting territory then gives the same margin as counting area; the Japanese count, without pass stones, is two points lower and the winner changes.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>黒のパスで終わる8路盤の互先の対局です。AGA ルールでは白がパスを1回加え、パス1回ごとにアゲハマ1個を渡すので、地で数えても面積で数えたのと同じ差になります。パス石のない日本ルールの計算では2目少なくなり、勝者が変わります。</translation>
        </message>
        <message>
            <source>A small even game on an 8x8 board, played to the end. White passes once while one neutral point, E4, is still open; Black fills it, White passes again and Black passes, so play stops with Black&apos;s pass. During play each side captured one stone: Black took B5, White took F5. No dead stones are left.

Area counting (Chinese, AGA): Black 36 (13 stones and 23 empty points), White 28 (11 stones and 17 empty points). Black is 8 ahead; with a komi of 7.5 Black wins by 0.5.

The AGA rules want White to pass last. Black passed last, so White adds one pass, and every pass hands the opponent a stone as a prisoner (a pass stone). White passed three times (twice during play and the added pass), Black once: Black holds 3 pass stones, White 1. Counting territory and prisoners with them: Black 23 + 1 captured + 3 pass stones = 27, White 17 + 1 + 1 = 19. Again 8 ahead, and again Black by 0.5: under the AGA rules the two ways of counting always agree. A player&apos;s area less his territory and prisoners is the number of stones on the board less the prisoners he holds, so the two margins part by how many more stones Black put down than White. Black played 14 stones and handed over 1 pass stone, White played 12 and handed over 3: 15 each. From an even start with alternate moves and White passing last both players always have as many turns as each other, and a pass stone makes a pass cost a stone like a move.

Japanese: no pass stones, and neutral points are worth nothing. Black 23 + 1 = 24, White 17 + 1 = 18: 6 ahead, two points less than the area count, because Black put down two more stones than White and White&apos;s two passes cost nothing. With a komi of 6.5 White wins by 0.5: the winner changes.

The variation: White fills E4 itself instead of passing. Then White passes last and nothing needs adding; each side hands over one pass stone. The area count is Black 35, White 29: 6 ahead, and territory with pass stones gives the same 25 - 19; the Japanese count is 24 - 18, also 6. AGA: White by 1.5, Japanese: White by 0.5. White&apos;s early pass in the main line cost it two points under the AGA rules (the neutral point and a pass stone) and nothing under the Japanese rules.</source>
            <extracomment>comment at the start</extracomment>
            <translation>8路盤で最後まで打った小さな互先の対局です。白は中立点E4がまだ空いているうちに1回パスします。黒がそれを詰め、白が再びパスし、黒がパスするので、黒のパスで対局が停止します。対局中に双方が1子ずつ取りました。黒はB5を、白はF5を取りました。死に石は残っていません。

面積計算（中国ルール、AGA ルール）：黒36（13子と空点23）、白28（11子と空点17）。黒が8目リードしており、コミ7.5目で黒の0.5目勝ちです。

AGA ルールは白が最後にパスすることを求めます。黒が最後にパスしたので白がパスを1回加え、パス1回ごとに相手にアゲハマとして石1個（パス石）が渡されます。白は3回（対局中の2回と加えた1回）、黒は1回パスしたので、黒はパス石を3個、白は1個持ちます。それを含めて地とアゲハマで数えると、黒23＋取った石1＋パス石3＝27、白17＋1＋1＝19。やはり8目リードで、やはり黒の0.5目勝ちです。AGA ルールでは2つの数え方は常に一致します。ある対局者の領域から地とアゲハマを引いたものは、盤上の石の数から自分の持つアゲハマを引いたものなので、2つの差は黒が白より何個多く石を置いたかでずれます。黒は14子を打ってパス石を1個渡し、白は12子を打ってパス石を3個渡しました。どちらも15個です。互先で交互に打ち、白が最後にパスすれば、両者の手番の数は常に同じになり、パス石によってパスも着手と同じく石1個を費やすことになります。

日本ルール：パス石はなく、中立点には価値がありません。黒23＋1＝24、白17＋1＝18で6目リード。面積計算より2目少ないのは、黒が白より2個多く石を置き、白の2回のパスが何も費やさなかったからです。コミ6.5目で白の0.5目勝ち。勝者が変わります。

変化図：白はパスせずに自分でE4を詰めます。すると白が最後にパスすることになり、何も加える必要はありません。双方がパス石を1個ずつ渡します。面積計算は黒35、白29で6目リード、パス石を含めた地も同じく25－19、日本ルールの計算は24－18でやはり6です。AGA ルールでは白の1.5目勝ち、日本ルールでは白の0.5目勝ち。本図での白の早いパスは、AGA ルールでは2目（中立点とパス石1個）の損で、日本ルールでは損はありませんでした。</translation>
        </message>
        <message>
            <source>Black starts near the centre.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒が中央近くから打ち始めます。</translation>
        </message>
        <message>
            <source>White answers diagonally above.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白が斜め上に応じます。</translation>
        </message>
        <message>
            <source>Black blocks White&apos;s way to the left.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒が白の左への進路をふさぎます。</translation>
        </message>
        <message>
            <source>White turns toward the bottom right.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白が右下に向かいます。</translation>
        </message>
        <message>
            <source>Black follows below.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黒が下から並走します。</translation>
        </message>
        <message>
            <source>White.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白。</translation>
        </message>
        <message>
            <source>Black.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黒。</translation>
        </message>
        <message>
            <source>White reaches the right edge.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白が右端に届きます。</translation>
        </message>
        <message>
            <source>So does Black: the lower right border is set.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黒も届きます。右下の境界が決まりました。</translation>
        </message>
        <message>
            <source>White turns to the top left.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>白が左上に向かいます。</translation>
        </message>
        <message>
            <source>Black cuts between E5 and F4.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>黒がE5とF4の間を切ります。</translation>
        </message>
        <message>
            <source>White ataris F5: its last liberty is G5.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>白がF5をアタリにします。最後のダメはG5です。</translation>
        </message>
        <message>
            <source>Black gives the cutting stone up and extends to the left.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation>黒は切った石を捨てて、左に伸びます。</translation>
        </message>
        <message>
            <source>White captures F5: a prisoner for White.</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>白がF5を取ります。白のアゲハマ1個です。</translation>
        </message>
        <message>
            <source>Black reaches the top edge.</source>
            <extracomment>comment on the main line, node 21</extracomment>
            <translation>黒が上端に届きます。</translation>
        </message>
        <message>
            <source>White cuts between B6 and C5.</source>
            <extracomment>comment on the main line, node 22</extracomment>
            <translation>白がB6とC5の間を切ります。</translation>
        </message>
        <message>
            <source>Black ataris: B5&apos;s last liberty is A5.</source>
            <extracomment>comment on the main line, node 23</extracomment>
            <translation>黒がアタリにします。B5の最後のダメはA5です。</translation>
        </message>
        <message>
            <source>White leaves B5 and closes the top border.</source>
            <extracomment>comment on the main line, node 24</extracomment>
            <translation>白はB5を捨てて上の境界を閉じます。</translation>
        </message>
        <message>
            <source>Black captures B5: a prisoner for Black. Only E4, touching Black&apos;s D4 and E3 and White&apos;s E5 and F4, is still neutral.</source>
            <extracomment>comment on the main line, node 25</extracomment>
            <translation>黒がB5を取ります。黒のアゲハマ1個です。黒のD4とE3、白のE5とF4に接するE4だけが、まだ中立です。</translation>
        </message>
        <message>
            <source>White passes with E4 still open. Under the Japanese rules that costs nothing, E4 being worth no point. Under the AGA rules the pass hands Black a stone as a prisoner.</source>
            <extracomment>comment on the main line, node 26</extracomment>
            <translation>白はE4が空いたままパスします。日本ルールでは損はありません。E4は1目の価値もないからです。AGA ルールでは、このパスで黒にアゲハマとして石1個が渡されます。</translation>
        </message>
        <message>
            <source>Black fills E4: a point in an area count, nothing in a territory count. This is the last stone of the game.</source>
            <extracomment>comment on the main line, node 27</extracomment>
            <translation>黒がE4を詰めます。面積計算では1目、地の計算では何もありません。これが対局の最後の石です。</translation>
        </message>
        <message>
            <source>White passes: a second pass stone for Black under the AGA rules.</source>
            <extracomment>comment on the main line, node 28</extracomment>
            <translation>白がパスします。AGA ルールでは黒に2個目のパス石です。</translation>
        </message>
        <message>
            <source>Black passes and play stops (a third pass is added under the Renaissance rules). Black passed last, so under the AGA rules White adds a pass: Black has 3 pass stones, White 1. Area: Black 36, White 28. Territory, prisoners and pass stones: Black 27, White 19. The same 8 points: with komi 7.5 Black wins by 0.5 either way. Japanese territory without pass stones: 24 to 18, 6 points; with komi 6.5 White wins by 0.5.</source>
            <extracomment>comment on the main line, node 29</extracomment>
            <translation>黒がパスして対局が停止します（ルネサンスルールでは3回目のパスが加わります）。黒が最後にパスしたので、AGA ルールでは白がパスを1回加えます。黒はパス石3個、白は1個です。面積：黒36、白28。地、アゲハマ、パス石：黒27、白19。同じ8目です。コミ7.5目なら、どちらの数え方でも黒の0.5目勝ちです。パス石なしの日本ルールの地：24対18で6目。コミ6.5目で白の0.5目勝ちです。</translation>
        </message>
        <message>
            <source>White fills E4 instead of passing.</source>
            <extracomment>comment on the White fills the last neutral point instead of passing, node 26</extracomment>
            <translation>白はパスせずにE4を詰めます。</translation>
        </message>
        <message>
            <source>Black passes: a pass stone for White under the AGA rules.</source>
            <extracomment>comment on the White fills the last neutral point instead of passing, node 27</extracomment>
            <translation>黒がパスします。AGA ルールでは白にパス石1個です。</translation>
        </message>
        <message>
            <source>White passes and play stops; White passed last, so nothing is added. Each side has one pass stone. Area: Black 35, White 29. Territory, prisoners and pass stones: Black 23 + 1 + 1 = 25, White 17 + 1 + 1 = 19. Japanese: Black 24, White 18. Every count has Black 6 ahead: AGA White by 1.5, Japanese White by 0.5.</source>
            <extracomment>comment on the White fills the last neutral point instead of passing, node 28</extracomment>
            <translation>白がパスして対局が停止します。白が最後にパスしたので、何も加えません。双方がパス石を1個ずつ持ちます。面積：黒35、白29。地、アゲハマ、パス石：黒23＋1＋1＝25、白17＋1＋1＝19。日本ルール：黒24、白18。どの計算でも黒が6目リードで、AGA ルールでは白の1.5目勝ち、日本ルールでは白の0.5目勝ちです。</translation>
        </message>
    </context>
    <context>
        <name>Diagram playing-inside-own-territory</name>
        <message>
            <source>Playing inside your own territory</source>
            <extracomment>title</extracomment>
            <translation>自分の地の中に打つ</translation>
        </message>
        <message>
            <source>capturing a dead stone</source>
            <extracomment>another name of the position</extracomment>
            <translation>死に石を取る</translation>
        </message>
        <message>
            <source>removing a dead stone by play</source>
            <extracomment>another name of the position</extracomment>
            <translation>着手によって死に石を取り除く</translation>
        </message>
        <message>
            <source>Renaissance rules, variant B (pass stones and equal numbers of moves in dispute phases); &apos;Simplified rules&apos; (pass stones, and the imagined play that settles a disagreement at no cost); Japanese rules 1989 (the confirmation play). The board is our own.</source>
            <extracomment>source</extracomment>
            <translation>ルネサンスルールの変種 B（パス石と、死活の争いの段階での同数の着手）、「Simplified rules」（簡易ルール。パス石と、意見の不一致を損なしに決着させる仮想の着手）、日本囲碁規約（1989年）（死活確認の着手）。盤面は本ソフト独自のものです。</translation>
        </message>
        <message>
            <source>A hopeless White stone sits in a small closed corner of Black&apos;s territory. Capturing it costs nothing under area counting, costs Black a point per stone under territory counting, and is free again where passes hand over prisoners (AGA always, Renaissance B in a dispute) or where the dispute is settled by play that is not kept (Japanese, Korean).</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>黒の地の小さな閉じた隅に、見込みのない白石が1つあります。それを取ることは、面積計算では損にならず、地の計算では黒に1子につき1目の損になり、パスでアゲハマが渡される場合（AGA ルールでは常に、ルネサンスルール B では争いの場合）や、記録に残らない着手で争いを決着させる場合（日本ルール、韓国ルール）には、再び損になりません。</translation>
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
            <translation>境界がまっすぐな9路盤の打ち終えた対局です。黒は左の5列を、白は右の4列を持っています。双方とも3線に沿った石の列で下の隅も囲っています。黒のA3～D3は8目の隅（A1～D2）を、白のG3～J3は6目の隅（G1～J2）を閉じています。双方とも盤上に13子を置いているので、面積計算と地の計算は（パス石を別にすれば）一致します。

以前に白は黒の閉じた隅の中のB2に打ち込みました。その石は死んでいます。隅は8目しかなく、深さは2行で、黒の壁と盤端に閉じ込められており、白は手番を得てもそこに2眼を作れません。白が隅のどこに打っても、黒が応じて、最後には白石はすべて取られ、白が打てる点は残りません。隅を囲む黒の壁はE列全体と1つの連になっており、白石のない上の黒の大きな領域に9つのダメを持っています。危険はありません。白にはもう打つところがありません。

問題は、単に死んでいることに合意する代わりに、死に石を取って（その3つのダメA2、C2、B1に打って）盤上から取り除くと、黒にどれだけの損があるかです。

面積計算では、黒の領域の中の黒石は、それが埋めた空点とまったく同じに数えられ、取った石の点はどちらにしても黒の分になります。取っても損はありません。地の計算では、黒の地の中に置いた黒石1個ごとに地が1目減り、取った石はアゲハマ1個で、死に石の場合と変わりません。3手で3目の損になります。ただし白も手数を使えば別です（黒が取る白石1個ごとにアゲハマ1個となり、黒の1手分を埋め合わせます）。

パス石はこの釣り合いを取り戻します。AGA ルールではパス1回ごとに相手にアゲハマ1個が渡されるので、黒が取る間の白のパスが黒の石の分を払います。ルネサンスルール B も同じですが、対局が停止した後の死活の争いの段階に限ります。日本ルールと韓国ルール（および簡易ルール 日本/韓国の条文）は、争いのある石を記録に残らない着手で決着させます。石が死んでいることが示されて取り除かれ、黒は何も失いません。

トロンプ・テイラールールでは、対局が停止したときに盤上に残っている石はすべて活きと数えられるので、黒はパスする前に取らなければなりません。面積計算なので、それに損はありません。

各ルールはそれぞれのコミを使います。ニュージーランドルールと簡易ルール 応氏/NZ は7目、応氏ルールは8目、地のルールは6.5目、ほかの面積のルールは7.5目です。</translation>
        </message>
        <message>
            <source>White passes: there is nothing left to play.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白がパスします。もう打つところはありません。</translation>
        </message>
        <message>
            <source>Black passes and play stops (Renaissance rules add a third pass). The players agree that B2 is dead: it is removed and counted as a prisoner under territory rules. Area: Black 13 stones + 32 empty points (24 above the wall, 8 in the corner) = 45, White 12 stones + 24 empty points = 36, a lead of 9. Territory: Black 32 + 1 prisoner = 33 against White&apos;s 24, also 9. Under Tromp-Taylor rules nobody removes anything: B2 stays alive, the seven empty points around it touch a White stone and count for nobody, and the count is Black 13 + 24 = 37 against White 13 + 24 = 37, so komi decides it for White.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黒がパスして対局が停止します（ルネサンスルールでは3回目のパスが加わります）。対局者はB2が死んでいることに合意します。B2は取り除かれ、地のルールではアゲハマとして数えられます。面積：黒13子＋空点32（壁の上24、隅8）＝45、白12子＋空点24＝36で、9目のリード。地：黒32＋アゲハマ1＝33対白24で、これも9。トロンプ・テイラールールでは誰も何も取り除きません。B2は活きのまま残り、その周りの7つの空点は白石に接しているのでどちらの得点にもならず、計算は黒13＋24＝37対白13＋24＝37で、コミにより白の勝ちです。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the Black captures during play while White passes, node 1</extracomment>
            <translation>白がパスします。</translation>
        </message>
        <message>
            <source>Black does not trust the agreement and starts capturing at A2, inside his own territory.</source>
            <extracomment>comment on the Black captures during play while White passes, node 2</extracomment>
            <translation>黒は合意を信用せず、自分の地の中のA2から取りにかかります。</translation>
        </message>
        <message>
            <source>White passes: saving the stone is hopeless, and under territory counting every White stone added here would only become one more prisoner.</source>
            <extracomment>comment on the Black captures during play while White passes, node 3</extracomment>
            <translation>白はパスします。石を助けるのは見込みがなく、地の計算ではここに加えた白石はどれもアゲハマが増えるだけです。</translation>
        </message>
        <message>
            <source>Black plays C2: the White stone has one liberty left, B1, and is in atari.</source>
            <extracomment>comment on the Black captures during play while White passes, node 4</extracomment>
            <translation>黒がC2に打ちます。白石のダメはB1の1つだけで、アタリです。</translation>
        </message>
        <message>
            <source>White passes again.</source>
            <extracomment>comment on the Black captures during play while White passes, node 5</extracomment>
            <translation>白が再びパスします。</translation>
        </message>
        <message>
            <source>Black captures at B1. Black has put three stones inside his own territory.</source>
            <extracomment>comment on the Black captures during play while White passes, node 6</extracomment>
            <translation>黒がB1で取ります。黒は自分の地の中に3子を置きました。</translation>
        </message>
        <message>
            <source>Black passes: play stops with no dead stone left on the board (Renaissance rules add a third pass). Area counting gives the same as before: Black 16 stones + 29 empty points = 45, White 36. Territory counting does not: Black 29 + 1 prisoner = 30 against White&apos;s 24, three points less than before, and with komi 6.5 White now wins by 0.5 under the Japanese, Korean and Renaissance B rules. The AGA rules count the area, which has not changed, and their territory form with pass stones has not changed either: White&apos;s passes handed Black the prisoners that pay for the three stones (Black 29 + 1 captured + 5 pass stones = 35 against White&apos;s 24 + 1 = 25, as in the main line, where it was 32 + 1 + 2 against 24 + 1). Tromp-Taylor rules now count B2 as captured: Black wins there too.</source>
            <extracomment>comment on the Black captures during play while White passes, node 8</extracomment>
            <translation>黒がパスして、盤上に死に石のないまま対局が停止します（ルネサンスルールでは3回目のパスが加わります）。面積計算は前と同じです。黒16子＋空点29＝45、白36。地の計算は違います。黒29＋アゲハマ1＝30対白24で、前より3目少なく、コミ6.5目では日本ルール、韓国ルール、ルネサンスルール B で白の0.5目勝ちになります。AGA ルールは変わっていない面積を数え、パス石を含めた地の形式でも変わりません。白のパスが3子分を払うアゲハマを黒に渡したからです（黒29＋取った石1＋パス石5＝35対白24＋1＝25。本図では32＋1＋2対24＋1でした）。トロンプ・テイラールールでは今度はB2が取られたものとして数えられ、そこでも黒の勝ちです。</translation>
        </message>
        <message>
            <source>Black passes: under two-pass rules play stops here. White now claims that B2 is alive, so the players do not agree.</source>
            <extracomment>comment on the The dispute after play has stopped, node 2</extracomment>
            <translation>黒がパスします。2回のパスのルールでは、ここで対局が停止します。ここで白がB2は活きていると主張するので、対局者の意見は一致しません。</translation>
        </message>
        <message>
            <source>White passes once more. Under Renaissance rules this is the third pass that stops play. Elsewhere it is White&apos;s first move once the dispute begins (the AGA rules count it as White&apos;s obligatory last pass). Under the Japanese and Korean rules what follows is the confirmation play, and under the simplified Japanese/Korean text the imagined play: neither is kept.</source>
            <extracomment>comment on the The dispute after play has stopped, node 3</extracomment>
            <translation>白がもう一度パスします。ルネサンスルールでは、これが対局を停止させる3回目のパスです。ほかのルールでは、争いが始まってからの白の最初の着手です（AGA ルールはこれを白の義務である最後のパスとして数えます）。日本ルールと韓国ルールでは、以下は死活確認の着手、簡易ルール 日本/韓国の条文では仮想の着手で、どちらも記録に残りません。</translation>
        </message>
        <message>
            <source>Black starts capturing at A2. Under Renaissance rules play has resumed in a dispute phase, where every pass hands the opponent a prisoner.</source>
            <extracomment>comment on the The dispute after play has stopped, node 4</extracomment>
            <translation>黒がA2から取りにかかります。ルネサンスルールでは、対局は死活の争いの段階として再開されており、そこではパス1回ごとに相手にアゲハマ1個が渡されます。</translation>
        </message>
        <message>
            <source>White passes: a prisoner for Black under AGA and Renaissance B.</source>
            <extracomment>comment on the The dispute after play has stopped, node 5</extracomment>
            <translation>白がパスします。AGA ルールとルネサンスルール B では黒にアゲハマ1個です。</translation>
        </message>
        <message>
            <source>Black plays C2: atari, B1 is the last liberty.</source>
            <extracomment>comment on the The dispute after play has stopped, node 6</extracomment>
            <translation>黒がC2に打ちます。アタリで、B1が最後のダメです。</translation>
        </message>
        <message>
            <source>White passes: another prisoner for Black.</source>
            <extracomment>comment on the The dispute after play has stopped, node 7</extracomment>
            <translation>白がパスします。黒にもう1個のアゲハマです。</translation>
        </message>
        <message>
            <source>Black captures at B1: B2 has been shown to be dead.</source>
            <extracomment>comment on the The dispute after play has stopped, node 8</extracomment>
            <translation>黒がB1で取ります。B2が死んでいることが示されました。</translation>
        </message>
        <message>
            <source>Black passes, and play stops again (Renaissance B: White&apos;s third pass follows, so that both players have made four moves in the dispute phase). Japanese and Korean rules keep none of the confirmation play: B2 is dead, and the count is the one of the first stop, Black by 2.5. Renaissance B keeps the moves but pays for them: Black&apos;s three stones cost three points of territory, and the pass stones give Black four prisoners and White one: Black 29 + 1 captured + 4 = 34, White 24 + 1 = 25, again a lead of 9 and Black by 2.5. Area counting is unchanged. Under Tromp-Taylor rules the game ended with the first two passes, B2 alive.</source>
            <extracomment>comment on the The dispute after play has stopped, node 10</extracomment>
            <translation>黒がパスして、対局が再び停止します（ルネサンスルール B：続いて白の3回目のパスがあり、死活の争いの段階で双方が4手ずつ打ったことになります）。日本ルールと韓国ルールは死活確認の着手を何も記録に残しません。B2は死にで、計算は最初の停止時のもの、黒の2.5目勝ちです。ルネサンスルール B は着手を残しますが、その分を払います。黒の3子は地3目の損となり、パス石は黒にアゲハマ4個、白に1個を与えます。黒29＋取った石1＋4＝34、白24＋1＝25で、やはり9目のリード、黒の2.5目勝ちです。面積計算は変わりません。トロンプ・テイラールールでは、最初の2回のパスで、B2が活きのまま対局は終わっています。</translation>
        </message>
    </context>
    <context>
        <name>Diagram seki-points</name>
        <message>
            <source>Seki points</source>
            <extracomment>title</extracomment>
            <translation>セキの中の点</translation>
        </message>
        <message>
            <source>points in seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>セキの中の目</translation>
        </message>
        <message>
            <source>seki with one eye</source>
            <extracomment>another name of the position</extracomment>
            <translation>眼が1つあるセキ</translation>
        </message>
        <message>
            <source>asymmetric seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>非対称のセキ</translation>
        </message>
        <message>
            <source>"Simplified rules" commentary (asymmetrical seki among the practical differences of Japanese/Korean rules; shared/seeds/000); Japanese Rules of Go 1989 (no territory in seki, as summarised in shared/diagrams); Renaissance rules, B.6-B.7 (territory surrounded by live stones; shared/seeds/001). The board is our own.</source>
            <extracomment>source</extracomment>
            <translation>「Simplified rules」（簡易ルール）の解説（日本ルール・韓国ルールの実際上の違いの一つとしての非対称のセキ。shared/seeds/000）、日本囲碁規約（1989年）（セキの中に地はない。shared/diagrams での要約による）、ルネサンスルールの B.6～B.7（活き石に囲まれた地。shared/seeds/001）。盤面は本ソフト独自のものです。</translation>
        </message>
        <message>
            <source>A seki in which only one side has an eye: area counting and Renaissance B count the eye, Japanese and Korean rules count nothing in seki, so with the same komi the winner changes.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>一方だけに眼があるセキです。面積計算とルネサンスルール B はその眼を数え、日本ルールと韓国ルールはセキの中を何も数えないので、同じコミでも勝者が変わります。</translation>
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
            <translation>9路盤の打ち終えた対局で、黒番です。左下隅にセキがあります。

隅：黒のB1とA2は別々の2つの連で、1目の眼A1を共有しています。その周りで、白のA4、B4、B3、B2、C2、D2、D1の7子は眼のない1つの連をなしており、ダメはC1とA3だけです。C1はB1の2つ目のダメでもあり、A3はA2の2つ目のダメでもあります。C1やA3に打つと、自分の石のダメを減らすことになります。黒がそこに打つと黒の連にはA1しか残らず、白がA1に打って取ります。白がそこに打つと白7子のダメが1つになり、黒がもう一方の点に打って取ります。誰もそこに打てないので、3つの連はセキで共に活きています。A5からE1までの黒の壁は黒の大きな連の一部で安全です。盤のほかの部分は決着しています。

双方とも20子を置いており、取られた石はないので、計算の食い違いを生みうるのはセキだけで、そのセキは偏っています。眼は黒のもので、白にはありません。

面積計算（中国ルール、AGA ルール、ニュージーランドルール、応氏ルール、トロンプ・テイラールール、ルネサンスルール A、面積計算の簡易ルール）は、セキの石を含むすべての活き石と、眼A1を含む一色に囲まれたすべての空点を数えます。黒：20子＋地22＋眼＝43。白：20子＋地16＝36。C1とA3は両方の色に接しているので、どちらの得点にもなりません。黒が7目リードです。

日本ルールと韓国ルール、および簡易ルール 日本/韓国は、セキの中に得点を与えません。共有のダメにも、眼にもです。黒22、白16で、黒のリードは6目だけです。

ルネサンスルール B はパス石つきで地を数え、セキに例外を設けません。眼は黒の活き石に囲まれているので黒の地です。黒23、白16で、面積計算と同じく7目リードです。

このファイルはすべてのルールにコミ6.5目を設定しています（KM）。計算がセキの影響だけを示すようにするためです。面積計算とルネサンスルール B ではB+0.5、日本ルールと韓国ルールではW+0.5です。各プリセット自身のコミを使うと眼の影響は隠れてしまいます。中国ルールと AGA ルールのコミ7.5目は日本の6.5目よりちょうど眼の価値の1目多く、どちらもW+0.5になります。双方に1目の眼があるセキなら差はまったく変わりません。ここでは眼の数が等しくないのです。</translation>
        </message>
        <message>
            <source>Black passes. Nothing useful is left: C1 or A3 would put Black&apos;s corner in atari, and A1 would fill Black&apos;s own eye.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がパスします。役に立つ手はもうありません。C1やA3は黒の隅をアタリにし、A1は黒自身の眼を埋めてしまいます。</translation>
        </message>
        <message>
            <source>White passes: play stops. No stone is dead. The corner is seki: area rules count Black&apos;s eye at A1 and every stone, Japanese and Korean rules count no point of the seki, and Renaissance rules need a third pass before counting the eye as Black territory.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白がパスして対局が停止します。死に石はありません。隅はセキです。面積のルールはA1の黒の眼とすべての石を数え、日本ルールと韓国ルールはセキの中の点を数えず、ルネサンスルールでは眼を黒の地として数える前に3回目のパスが必要です。</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-three-returning-one</name>
        <message>
            <source>Sending three, returning one</source>
            <extracomment>title</extracomment>
            <translation>三子送り一子返し</translation>
        </message>
        <message>
            <source>打三还一 (da san huan yi)</source>
            <extracomment>another name of the position</extracomment>
            <translation>打三还一（da san huan yi）</translation>
        </message>
        <message>
            <source>Renaissance rules, example 5 (&apos;Sending three returning one&apos;): the cycle B a, W pass, B b, W c, B at the marked point, W pass; Sensei&apos;s Library &apos;Sending three, returning one&apos;. The board is our own construction of the cycle the text describes.</source>
            <extracomment>source</extracomment>
            <translation>ルネサンスルール、例5（&apos;Sending three returning one&apos;：三子送り一子返し）：黒a、白パス、黒b、白c、黒が印の点、白パスという循環。Sensei&apos;s Library（英語の囲碁ウィキ）の「Sending three, returning one」。盤面は、原文が述べる循環をもとに本アプリが独自に作ったもの。</translation>
        </message>
        <message>
            <source>A cycle with a pass in it in which Black gives three stones and takes one back each time: a loss for Black by threefold repetition under Renaissance rules, one round under situational superko and Ing&apos;s rules, none under positional superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>途中にパスを含む循環で、黒が毎回3子を取らせて1子を取り返す。ルネサンスルールでは3回反復で黒の負け、シチュエーショナル・スーパーコウと応氏ルールでは1回りだけ可能、ポジショナル・スーパーコウでは1回りもできない。</translation>
        </message>
        <message>
            <source>Lower left corner of a 9x9 board. White&apos;s inner group (A5, B2-B5, C2, D2, E1, E2) has three liberties: C1, D1 and A4. Black&apos;s A2-A3 has A1 and A4; Black&apos;s marked stone at B1 has A1 and C1. The big Black group and White&apos;s group on the right have eyes and are alive, and no string is in atari.

The cycle of the Renaissance text: Black plays at C1 (&apos;a&apos;); White passes (every White move here would fill its own liberties); Black plays D1 (&apos;b&apos;), which puts White&apos;s group in atari; White must capture three stones with A1 (&apos;c&apos;); that leaves A2-A3 in atari, so Black must capture A1 by playing at B1 again (the marked point), which restores the start; White passes. Black sent three stones and got one back: White gains two prisoners each round.

Here Black is the one in trouble (with White to move, A4 would capture A2-A3), and the text&apos;s assumption is that Black uses the cycle to reach a draw by repetition or to keep play from stopping. Under Renaissance rules the third repetition ends the game, and Black, who captured fewer stones in the loop, loses: forcing the cycle was a mistake. Positional superko forbids the return at B1; situational superko and Ing&apos;s disturbing rule allow one round. Japanese and Korean rules end long cycles only when no pass comes between, so the players may go on; each round costs Black two points.

This board is built to show the cycle; it does not reproduce the text&apos;s claim that neither side wants to start a ko here.</source>
            <extracomment>comment at the start</extracomment>
            <translation>9路盤の左下隅。白の内側の石（A5、B2-B5、C2、D2、E1、E2）のダメはC1、D1、A4の3つ。黒のA2-A3のダメはA1とA4、印の付いた黒B1のダメはA1とC1。大きな黒の石と右側の白の石は眼があって活きており、アタリになっている連はない。

ルネサンスルールの原文にある循環：黒がC1（「a」）に打つ。白はパスする（ここで白が打つ手はどれも自分のダメを詰めるだけ）。黒がD1（「b」）に打ち、白の石をアタリにする。白はA1（「c」）で3子を取るしかない。するとA2-A3がアタリになるので、黒は再びB1（印の点）に打ってA1を取るしかなく、これで最初の局面に戻る。白はパスする。黒は3子を送って1子を取り返した。1回りごとに白はアゲハマを2子多く得る。

ここで苦しいのは黒のほう（白番ならA4でA2-A3を取れる）で、原文は、黒がこの循環を使って反復による持碁に持ち込むか、対局が止まらないようにする、という想定である。ルネサンスルールでは3回目の反復で終局となり、循環の中で取った石が少ない黒の負けになる。循環を強いたのは誤りだった。ポジショナル・スーパーコウではB1への取り返しが着手禁止、シチュエーショナル・スーパーコウと応氏ルールのディスターブの規定では1回りだけ認められる。日本ルールと韓国ルールでは、長い循環で対局が終わるのは間にパスが入らない場合だけなので、対局を続けてよい。1回りごとに黒は2目損をする。

この盤面は循環を示すために作ったもので、ここではどちらもコウを始めたくないという原文の主張までは再現していない。</translation>
        </message>
        <message>
            <source>Black plays at C1 (&apos;a&apos;): B1-C1 now has liberties A1 and D1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がC1（「a」）に打つ。これでB1-C1のダメはA1とD1になる。</translation>
        </message>
        <message>
            <source>White passes: A4 or D1 would fill White&apos;s own liberties, and A1 would be suicide.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白はパス。A4やD1は白が自分のダメを詰めることになり、A1は自殺手になる。</translation>
        </message>
        <message>
            <source>Black plays D1 (&apos;b&apos;). Black&apos;s B1-C1-D1 has one liberty, A1. White&apos;s inner group is in atari too: its last liberty is A4, where White cannot play (suicide).</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒がD1（「b」）に打つ。黒のB1-C1-D1のダメはA1の1つ。白の内側の石もアタリで、最後のダメはA4だが、白はそこに打てない（自殺手）。</translation>
        </message>
        <message>
            <source>White must capture: A1 (&apos;c&apos;) takes B1, C1 and D1. Now Black&apos;s A2-A3 is in atari at B1.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白は取るしかない。A1（「c」）でB1、C1、D1を取る。これで黒のA2-A3はB1でアタリになる。</translation>
        </message>
        <message>
            <source>Black must capture A1 by playing at B1, the marked point: sending three, returning one. The board is the start again, with White to play. Positional superko forbids this move.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黒は印の点B1に打ってA1を取るしかない。三子送り一子返しである。盤面は白番で最初の局面に戻る。ポジショナル・スーパーコウではこの手は着手禁止。</translation>
        </message>
        <message>
            <source>White passes: the start position, Black to play, after one round in which White took three stones and Black one.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白はパス。1回りして白が3子、黒が1子を取り、黒番で最初の局面に戻った。</translation>
        </message>
        <message>
            <source>Round two. Situational superko forbids this move (the position after Black&apos;s first C1 would recur with White to play), and so does natural situational superko. Under Ing&apos;s rules Black has had his one disturbance.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>2回り目。シチュエーショナル・スーパーコウではこの手は着手禁止（黒の最初のC1の後の局面が白番で再び現れる）であり、ナチュラル・シチュエーショナル・スーパーコウでも同じ。応氏ルールでは、黒はすでに1回のディスターブを使っている。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白はパス。</translation>
        </message>
        <message>
            <source>Black plays D1.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黒がD1に打つ。</translation>
        </message>
        <message>
            <source>White captures three.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白が3子を取る。</translation>
        </message>
        <message>
            <source>Black returns one.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黒が1子を取り返す。</translation>
        </message>
        <message>
            <source>The position after Black&apos;s C1 occurs for the third time (positions reached by passes do not count): under Renaissance rules the game ends by threefold repetition, and Black, who captured two stones in the loop against White&apos;s six, loses.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>黒のC1の後の局面が3回目に現れる（パスによってできた局面は数えない）。ルネサンスルールでは3回反復で終局となり、循環の中で取った石が白の6子に対して2子の黒の負けになる。</translation>
        </message>
        <message>
            <source>Japanese and Korean rules let the players go on: White passes.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>日本ルールと韓国ルールでは対局を続けられる。白はパス。</translation>
        </message>
        <message>
            <source>White passes. After three rounds White has taken nine stones and Black three.</source>
            <extracomment>comment on the main line, node 18</extracomment>
            <translation>白はパス。3回りして白は9子、黒は3子を取った。</translation>
        </message>
        <message>
            <source>Black passes first...</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 1</extracomment>
            <translation>まず黒がパスし…</translation>
        </message>
        <message>
            <source>...and White passes. Two successive passes do not stop play under Renaissance rules, but they mark this position: no board play may recreate it (minimal superko).</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 2</extracomment>
            <translation>…白もパスする。ルネサンスルールでは2回続けてパスしても対局は停止しないが、この局面に印が付く。盤上の着手でこの局面を再現してはならない（ミニマル・スーパーコウ）。</translation>
        </message>
        <message>
            <source>Black starts the cycle now.</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 3</extracomment>
            <translation>ここで黒が循環を始める。</translation>
        </message>
        <message>
            <source>Black plays D1: atari on White&apos;s group.</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 5</extracomment>
            <translation>黒がD1に打ち、白の石をアタリにする。</translation>
        </message>
        <message>
            <source>Black&apos;s return at B1 would recreate the position of the two passes: minimal superko forbids it, so A2-A3 stay in atari and White will capture them.</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 7</extracomment>
            <translation>黒がB1で取り返すと、2回のパスのときの局面が再現される。ミニマル・スーパーコウによりこれは着手禁止なので、A2-A3はアタリのまま残り、白に取られる。</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-two-returning-one</name>
        <message>
            <source>Sending two, returning one</source>
            <extracomment>title</extracomment>
            <translation>二子送り一子返し</translation>
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
            <translation>Sensei&apos;s Library（英語の囲碁ウィキ）の「Sending two returning one」。中国围棋竞赛规则（2002年）第20条の解説。応氏ルール（SST）（ディスターブのコウ）。</translation>
        </message>
        <message>
            <source>A three-move cycle in a corner seki in which Black loses a point each time round: allowed in Japan, barred by superko, once only under Ing&apos;s rules, a loss for Black under Renaissance rules.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>隅のセキの中の3手の循環で、1回りごとに黒が1目損をする。日本では許され、スーパーコウでは禁止、応氏ルールでは1回だけ可能、ルネサンスルールでは黒の負け。</translation>
        </message>
        <message>
            <source>Lower right: a seki. White&apos;s eight stones have two liberties, R2 and T3. Black&apos;s R1-S1 has R2 and T1; Black&apos;s T2 has T1 and T3. Black&apos;s outer wall is alive.

Black can send two stones by playing T3 (T2-T3 then has one liberty), White captures them at T1, and Black returns one by capturing T1 at T2. The board is then the start again, with White to play: three moves, and Black gave two stones for one. White passes and Black may start again.

Japanese and Korean rules allow it (each round costs Black a point, and the passes mean no long-cycle no-result). Positional superko forbids returning one, since it recreates the start. Situational superko allows one round but not the start of a second, and so does natural situational superko. Ing&apos;s rules allow Black to disturb once. Renaissance rules end the game at the third repetition, and Black, who captured fewer stones in the loop, loses.</source>
            <extracomment>comment at the start</extracomment>
            <translation>右下：セキ。白の8子のダメはR2とT3の2つ。黒のR1-S1のダメはR2とT1、黒のT2のダメはT1とT3。黒の外側の厚みは活きている。

黒はT3に打って2子を送ることができ（T2-T3のダメは1つになる）、白がT1でそれを取り、黒がT2に打ってT1を取り、1子を返す。これで盤面は白番で最初の局面に戻る。3手で、黒は2子を与えて1子を取った。白はパスし、黒はまた循環を始めることができる。

日本ルールと韓国ルールではこれが許される（1回りごとに黒は1目損をし、パスが入るので長い循環による無勝負にはならない）。ポジショナル・スーパーコウでは、最初の局面を再現する1子返しが着手禁止。シチュエーショナル・スーパーコウでは1回りは許されるが2回り目の開始は許されず、ナチュラル・シチュエーショナル・スーパーコウでも同じ。応氏ルールでは黒は1回ディスターブできる。ルネサンスルールでは3回目の反復で終局となり、循環の中で取った石が少ない黒の負けになる。</translation>
        </message>
        <message>
            <source>Black sends two: T2-T3 now has one liberty (T1).</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒が2子を送る。T2-T3のダメは1つ（T1）になる。</translation>
        </message>
        <message>
            <source>White captures the two stones at T1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白がT1で2子を取る。</translation>
        </message>
        <message>
            <source>Black returns one: T2 captures T1. The board is the start again, with White to play. Positional superko forbids this move.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒が1子を返す。T2でT1を取る。盤面は白番で最初の局面に戻る。ポジショナル・スーパーコウではこの手は着手禁止。</translation>
        </message>
        <message>
            <source>White has nothing better than to pass.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白はパスするよりよい手がない。</translation>
        </message>
        <message>
            <source>Black sends two again. Situational superko forbids it: the position after Black&apos;s first T3 would recur with White to play. Under Ing&apos;s rules Black has used his one disturbance.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黒が再び2子を送る。シチュエーショナル・スーパーコウではこれは着手禁止。黒の最初のT3の後の局面が白番で再び現れるからである。応氏ルールでは、黒はすでに1回のディスターブを使っている。</translation>
        </message>
        <message>
            <source>White captures two again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白が再び2子を取る。</translation>
        </message>
        <message>
            <source>Black returns one again.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黒が再び1子を返す。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白はパス。</translation>
        </message>
        <message>
            <source>The position after Black&apos;s T3 occurs for the third time: under Renaissance rules the threefold repetition ends the game, and Black, who captured two stones in the loop against White&apos;s four, loses. Japanese and Korean rules let the players go on: the passes mean this is no long cycle of the no-result kind.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黒のT3の後の局面が3回目に現れる。ルネサンスルールでは3回反復で終局となり、循環の中で取った石が白の4子に対して2子の黒の負けになる。日本ルールと韓国ルールでは対局を続けられる。パスが入るので、これは無勝負となる種類の長い循環ではない。</translation>
        </message>
    </context>
    <context>
        <name>Diagram suicide-as-a-ko-threat</name>
        <message>
            <source>Suicide as a ko threat</source>
            <extracomment>title</extracomment>
            <translation>コウ材としての自殺手</translation>
        </message>
        <message>
            <source>self-capture threat</source>
            <extracomment>another name of the position</extracomment>
            <translation>self-capture threat（自殺手によるコウ材）</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Suicide&apos; (suicide can create a ko threat); Sensei&apos;s Library &apos;Suicide&apos;.</source>
            <extracomment>source</extracomment>
            <translation>応氏ルール（SST）の「Suicide」（自殺手：自殺手はコウ材を作りうる）。Sensei&apos;s Library（英語の囲碁ウィキ）の「Suicide」。</translation>
        </message>
        <message>
            <source>Where multi-stone suicide is legal, White&apos;s suicide leaves an empty straight three that Black must answer: a ko threat that does not exist under the other rulesets.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>複数の石の自殺手が合法なルールでは、白の自殺手によって空いた直線三目ができ、黒は受けなければならない。ほかのルールには存在しないコウ材である。</translation>
        </message>
        <message>
            <source>Upper left: Black&apos;s corner group (A18-A19 and B18-E18, E19) has two liberties, C19 and A17. White&apos;s B19 and D19 are dead inside Black&apos;s eye space.

Where suicide of several stones is legal, White can play C19: the new stone and B19 and D19 have no liberties and are removed. That leaves Black an empty straight three (B19, C19, D19) with White threatening to play C19 again and kill. Black must answer at C19, so White&apos;s suicide works as a ko threat in a fight elsewhere. Where suicide is forbidden, the move is simply illegal.

Under Ing&apos;s rules only a one-stone suicide counts as a pass; this one removes three stones and is a real move. The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation>左上：黒の隅の石（A18-A19、B18-E18、E19）のダメはC19とA17の2つ。白のB19とD19は黒の眼形の中で死んでいる。

複数の石の自殺手が合法なルールでは、白はC19に打てる。打った石とB19、D19はダメがなくなって取り除かれる。すると黒には空いた直線三目（B19、C19、D19）が残り、白がもう一度C19に打って殺すと脅している。黒はC19で受けなければならないので、白の自殺手はほかの場所のコウ争いでコウ材として働く。自殺手が禁止されているルールでは、この手は単に着手禁止である。

応氏ルールでは1子の自殺手だけがパスとみなされる。この手は3子を取り除くので、本物の着手である。盤上のほかの部分は決着済みとする。</translation>
        </message>
        <message>
            <source>White C19 captures nothing and has no liberty: B19, C19 and D19 are removed together. Where suicide is forbidden this move is illegal.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白C19は何も取らず、ダメもない。B19、C19、D19がまとめて取り除かれる。自殺手が禁止されているルールでは、この手は着手禁止。</translation>
        </message>
        <message>
            <source>Black must answer at the vital point C19, making two eyes (B19 and D19).</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黒は急所のC19で受けなければならず、これで二眼（B19とD19）ができる。</translation>
        </message>
    </context>
    <context>
        <name>Diagram triple-ko</name>
        <message>
            <source>Triple ko</source>
            <extracomment>title</extracomment>
            <translation>三コウ</translation>
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
            <translation>sampae（삼패）</translation>
        </message>
        <message>
            <source>Mechanism as in Sensei&apos;s Library &apos;Triple Ko&apos; (simple example); rulings from the Japanese rules of 1989 (article 12), Ing&apos;s SST rules (twin hot stones) and the Renaissance rules (example 3).</source>
            <extracomment>source</extracomment>
            <translation>仕組みは Sensei&apos;s Library（英語の囲碁ウィキ）の「Triple Ko」（簡単な例）のとおり。裁定は日本囲碁規約（1989年）第12条、応氏ルール（SST）（ツイン・ホットストーン）、ルネサンスルール（例3）による。</translation>
        </message>
        <message>
            <source>Three kos in a capturing race: no result in Japan and Korea, a ko fight under superko and Ing&apos;s hot stones, a draw by threefold repetition under Renaissance rules.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>攻め合いの中の3つのコウ。日本と韓国では無勝負、スーパーコウと応氏ルールのホットストーンではコウ争いになり、ルネサンスルールでは3回反復による持碁。</translation>
        </message>
        <message>
            <source>A capturing race with three kos. White&apos;s top group has two liberties, D6 and F6. Black&apos;s middle group has one, B5: Black is in atari and must take a ko to survive. From then on every move is forced: each capture puts the other side in atari, and the only way out is the one ko that the basic ko rule does not bar at that moment.

After six moves the whole board is back where it started, with Black to play. Here the rulesets part ways. With the basic ko rule alone (Japan, Korea) the cycle could go on for ever, so the game ends without a result. Superko rules forbid the sixth move, which would recreate the start, so the race becomes an ordinary ko fight. Ing&apos;s rules reach the same place earlier: the stones that just captured are hot and may not be taken back at once. Renaissance rules let the cycle run until the position has occurred three times and then, since both sides captured equally, call it a draw.

Nothing else is on the board, so neither side has a ko threat.</source>
            <extracomment>comment at the start</extracomment>
            <translation>3つのコウを含む攻め合い。上の白の石のダメはD6とF6の2つ。真ん中の黒の石のダメはB5の1つだけで、黒はアタリになっており、生き残るにはコウを取らなければならない。そこから先はすべての手が必然である。取るたびに相手がアタリになり、逃れる道は、その時点で基本のコウのルールが禁じていない1つのコウだけである。

6手後には盤全体が最初の局面に戻り、黒番になる。ここでルールによって結論が分かれる。基本のコウのルールだけ（日本、韓国）だと循環はいつまでも続きうるので、対局は無勝負で終わる。スーパーコウのルールでは、最初の局面を再現する6手目が着手禁止なので、攻め合いは普通のコウ争いになる。応氏ルールではもっと早く同じ結果になる。取ったばかりの石はホットで、すぐには取り返せない。ルネサンスルールでは同じ局面が3回現れるまで循環を続けさせ、双方が同じ数だけ取っているので持碁とする。

盤上にはほかに何もないので、どちらにもコウ材はない。</translation>
        </message>
        <message>
            <source>Black takes the ko at D6 (capturing D5). White&apos;s top group is now in atari at F6.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がD6でコウを取る（D5を取る）。これで上の白の石はF6でアタリ。</translation>
        </message>
        <message>
            <source>White escapes by taking the ko at B5 (capturing B6), which puts Black back in atari, at D5. Ing&apos;s rules already forbid this move: D6 has just captured in a fighting ko, and B6 is its twin hot stone, which White may take only after an intervening move.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白はB5でコウを取って逃れ（B6を取る）、黒は再びD5でアタリになる。応氏ルールではこの手はすでに着手禁止。D6が争いのコウで取ったばかりで、B6はそのツイン・ホットストーンなので、白は間に別の手を挟んでからでないと取れない。</translation>
        </message>
        <message>
            <source>Black may not retake at B6 at once (basic ko), so Black takes the third ko at F6 (capturing F5). White is in atari at B6.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒はすぐにはB6で取り返せない（基本のコウ）ので、3つ目のコウをF6で取る（F5を取る）。白はB6でアタリ。</translation>
        </message>
        <message>
            <source>White retakes at D5 (capturing D6). Black is in atari at F5.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白がD5で取り返す（D6を取る）。黒はF5でアタリ。</translation>
        </message>
        <message>
            <source>Black retakes at B6 (capturing B5). White is in atari at D6.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黒がB6で取り返す（B5を取る）。白はD6でアタリ。</translation>
        </message>
        <message>
            <source>White retakes at F5 (capturing F6). The board is exactly the starting position, again with Black to play. Positional and situational superko forbid this move (New Zealand&apos;s rule is situational superko). Natural situational superko does not, since no board play created the starting position; it forbids Black&apos;s next move instead, which would recreate the board Black&apos;s own D6 made.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白がF5で取り返す（F6を取る）。盤面は最初の局面とまったく同じで、再び黒番。ポジショナル・スーパーコウとシチュエーショナル・スーパーコウではこの手は着手禁止（ニュージーランドルールのコウのルールはシチュエーショナル・スーパーコウ）。ナチュラル・シチュエーショナル・スーパーコウでは禁止されない。最初の局面は盤上の着手によってできたものではないからである。代わりに、黒自身のD6で生じた盤面を再現する黒の次の手が禁止される。</translation>
        </message>
        <message>
            <source>Round two. With the basic ko rule alone nothing stops the players.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>2回り目。基本のコウのルールだけでは、何も対局者を止めない。</translation>
        </message>
        <message>
            <source>White takes at B5 again.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白が再びB5で取る。</translation>
        </message>
        <message>
            <source>Black takes at F6.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黒がF6で取る。</translation>
        </message>
        <message>
            <source>White retakes at D5.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白がD5で取り返す。</translation>
        </message>
        <message>
            <source>Black retakes at B6.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黒がB6で取り返す。</translation>
        </message>
        <message>
            <source>The start position now stands for the third time with no pass in between. Japanese and Korean rules end the game without a result. Renaissance rules apply threefold repetition: each side captured six stones in the loop, so the game is drawn.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>間にパスを挟まずに、最初の局面が3回目に現れた。日本ルールと韓国ルールでは対局は無勝負で終わる。ルネサンスルールでは3回反復が適用され、循環の中で双方が6子ずつ取ったので持碁になる。</translation>
        </message>
        <message>
            <source>Under Ing&apos;s rules White may not take the hot stone back yet, and this board offers no ko threat, so White has to play elsewhere (here A1).</source>
            <extracomment>comment on the Ing: the hot stones make it a ko fight, node 2</extracomment>
            <translation>応氏ルールでは白はまだホットストーンを取り返せず、この盤面にはコウ材もないので、白はほかに打つしかない（ここではA1）。</translation>
        </message>
        <message>
            <source>Black captures at F6. White&apos;s top group had only F6 left: eleven White stones and F5 come off the board and Black wins the race. Under superko the same happens one step later, when White&apos;s sixth move is barred.</source>
            <extracomment>comment on the Ing: the hot stones make it a ko fight, node 3</extracomment>
            <translation>黒がF6で取る。上の白の石にはF6しか残っていなかったので、白石11子とF5が盤上から取り除かれ、黒が攻め合いに勝つ。スーパーコウでも、1手遅れて白の6手目が禁止されたときに同じことが起こる。</translation>
        </message>
    </context>
    <context>
        <name>Diagram two-unbalanced-double-kos</name>
        <message>
            <source>Two unbalanced double kos</source>
            <extracomment>title</extracomment>
            <translation>2つの不均衡な両コウ</translation>
        </message>
        <message>
            <source>two double ko deaths</source>
            <extracomment>another name of the position</extracomment>
            <translation>two double ko deaths（2つの両コウによる死）</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Fighting Ko and Disturbing Ko&apos; and &apos;Superko Anomalies&apos;; Ing&apos;s SST rules (the disturbing ko rule).</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英語の囲碁ウィキ）の「Fighting Ko and Disturbing Ko」と「Superko Anomalies」。応氏ルール（SST）（ディスターブのコウの規定）。</translation>
        </message>
        <message>
            <source>Two dead White rings that, under superko, kill a living Black group; a long cycle without result under the basic ko rule; stopped after one round by Ing&apos;s disturbing rule.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>死んでいる白の2つの輪が、スーパーコウのもとでは活きている黒の石を殺す。基本のコウのルールでは無勝負となる長い循環になり、応氏ルールのディスターブの規定では1回りで止まる。</translation>
        </message>
        <message>
            <source>Two copies of the unbalanced double ko, upper left and upper right. Each White ring is dead on its own. Together they let White alternate: every White move puts a Black group in atari and every Black answer is forced, and after eight moves the start would return with Black&apos;s eighth move.

Under any superko rule that eighth move is forbidden, so Black cannot answer the last atari and loses a living group of twenty stones to two dead rings. Under the basic ko rule the cycle runs on: no result in Japan and Korea, and under Renaissance rules a draw by threefold repetition (equal captures). Ing&apos;s disturbing rule lets White set off the cycle once only, which is what it was designed for. The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation>不均衡な両コウが左上と右上に1つずつある。白の輪はそれぞれ単独では死んでいる。だが2つ合わせると白は交互に打てる。白の手はどれも黒の石をアタリにし、黒の応手はすべて必然で、8手後には黒の8手目で最初の局面に戻ることになる。

どのスーパーコウのルールでもこの8手目は着手禁止なので、黒は最後のアタリに応じられず、死んでいる2つの輪のために20子の活き石を失う。基本のコウのルールでは循環が続き、日本と韓国では無勝負、ルネサンスルールでは3回反復による持碁（取った石の数が同じ）になる。応氏ルールのディスターブの規定では白は1回しか循環を起こせない。この規定はまさにそのために作られた。盤上のほかの部分は決着済みとする。</translation>
        </message>
        <message>
            <source>White takes a ko on the left (capturing B18): Black&apos;s left group is in atari at F16.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白が左でコウを取る（B18を取る）。黒の左の石はF16でアタリ。</translation>
        </message>
        <message>
            <source>Black answers at D18 (capturing D17): White&apos;s left ring is in atari at B18.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黒はD18で応じる（D17を取る）。白の左の輪はB18でアタリ。</translation>
        </message>
        <message>
            <source>White takes a ko on the right (capturing S18): Black&apos;s right group is in atari at O16.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白が右でコウを取る（S18を取る）。黒の右の石はO16でアタリ。</translation>
        </message>
        <message>
            <source>Black answers at Q18 (capturing Q17): White&apos;s right ring is in atari at S18.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黒はQ18で応じる（Q17を取る）。白の右の輪はS18でアタリ。</translation>
        </message>
        <message>
            <source>White retakes on the left (capturing D18): Black&apos;s left group is in atari again.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>白が左で取り返す（D18を取る）。黒の左の石は再びアタリ。</translation>
        </message>
        <message>
            <source>Black answers at B18 (capturing B17).</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>黒はB18で応じる（B17を取る）。</translation>
        </message>
        <message>
            <source>White retakes on the right (capturing Q18): Black&apos;s right group is in atari.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>白が右で取り返す（Q18を取る）。黒の右の石はアタリ。</translation>
        </message>
        <message>
            <source>Black&apos;s answer (capturing S17) would recreate the start position: every superko rule forbids it, so Black loses the right-hand group.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>黒が応じる（S17を取る）と最初の局面が再現される。どのスーパーコウのルールでもこれは着手禁止なので、黒は右の石を失う。</translation>
        </message>
        <message>
            <source>Round two under the basic ko rule. Under Ing&apos;s rules White, who set off the first round, may not disturb again.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>基本のコウのルールでの2回り目。応氏ルールでは、最初の1回りを起こした白は再びディスターブできない。</translation>
        </message>
        <message>
            <source>Black answers.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>黒が応じる。</translation>
        </message>
        <message>
            <source>White takes on the right.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>白が右で取る。</translation>
        </message>
        <message>
            <source>White retakes on the left.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>白が左で取り返す。</translation>
        </message>
        <message>
            <source>White retakes on the right.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation>白が右で取り返す。</translation>
        </message>
        <message>
            <source>The start stands for the third time: no result under Japanese and Korean rules, a draw by threefold repetition under Renaissance rules.</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>最初の局面が3回目に現れた。日本ルールと韓国ルールでは無勝負、ルネサンスルールでは3回反復による持碁。</translation>
        </message>
    </context>
    <context>
        <name>Diagram unbalanced-double-ko</name>
        <message>
            <source>Unbalanced double ko</source>
            <extracomment>title</extracomment>
            <translation>不均衡な両コウ</translation>
        </message>
        <message>
            <source>double ko death</source>
            <extracomment>another name of the position</extracomment>
            <translation>double ko death（両コウによる死）</translation>
        </message>
        <message>
            <source>life in double ko</source>
            <extracomment>another name of the position</extracomment>
            <translation>life in double ko（両コウ活き）</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Double Ko&apos; (life in double ko); Ing&apos;s SST rules (&apos;perfectly legal in any system&apos;).</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library（英語の囲碁ウィキ）の「Double Ko」（life in double ko：両コウ活き）。応氏ルール（SST）（&apos;perfectly legal in any system&apos;：どのルールでもまったく合法）。</translation>
        </message>
        <message>
            <source>A dead White ring that is a fount of ko threats: every ruleset allows the threat and its answer, and Black can remove the ring when it has time.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>コウ材が尽きない死んだ白の輪。どのルールでもコウ材とその応手は許され、黒は手が空いたときに輪を取り除ける。</translation>
        </message>
        <message>
            <source>Upper left: White&apos;s ring of ten stones has one liberty, D18, and is dead. Black&apos;s twenty stones inside have one eye (F16) and hold the two kos B17/B18 and D17/D18.

White can take the ko at B17: that puts Black&apos;s group in atari at F16, so Black must answer by taking the other ko at D18, which puts White back in atari. Each such exchange gives White a ko threat for a fight elsewhere, as often as White likes, while Black can end it by capturing the ring whenever White plays elsewhere. Every ruleset allows this: the board never repeats, since White&apos;s threats are answered and then the ring is captured. The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation>左上：白の10子の輪のダメはD18の1つだけで、死んでいる。内側の黒の20子は眼が1つ（F16）で、B17/B18とD17/D18の2つのコウを抱えている。

白はB17でコウを取れる。すると黒の石はF16でアタリになるので、黒はもう1つのコウをD18で取って応じるしかなく、白は再びアタリになる。このやりとりのたびに白はほかの場所のコウ争いのためのコウ材を得られ、好きなだけ繰り返せる。一方黒は、白がほかに打ったときにいつでも輪を取って終わらせられる。どのルールでもこれは許される。白のコウ材には応じられ、その後輪は取られるので、盤面が繰り返されることはない。盤上のほかの部分は決着済みとする。</translation>
        </message>
        <message>
            <source>White takes the ko at B17 (capturing B18): Black&apos;s group is in atari at F16.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白がB17でコウを取る（B18を取る）。黒の石はF16でアタリ。</translation>
        </message>
        <message>
            <source>Black answers by taking the other ko, D18 (capturing D17): White&apos;s ring is in atari at B18.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黒はもう1つのコウをD18で取って応じる（D17を取る）。白の輪はB18でアタリ。</translation>
        </message>
        <message>
            <source>White has nothing more here (in a game, White would now play elsewhere).</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白にはここでもう手がない（実戦なら、白はここでほかに打つ）。</translation>
        </message>
        <message>
            <source>Black captures the ring: eleven White stones.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黒が輪を取る。白石11子。</translation>
        </message>
    </context>
    <context>
        <name>Diagram what-kind-of-ko</name>
        <message>
            <source>What kind of ko am I?</source>
            <extracomment>title</extracomment>
            <translation>私はどんなコウ？</translation>
        </message>
        <message>
            <source>balanced triple ko</source>
            <extracomment>another name of the position</extracomment>
            <translation>balanced triple ko（均衡した三コウ）</translation>
        </message>
        <message>
            <source>three-ko seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>three-ko seki（3つのコウのセキ）</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, part 6B (&apos;What kind of ko am I?&apos;: the position whose three kos are all internal, and beside it, in the variation, the one whose left ko is external); the boards are our own.</source>
            <extracomment>source</extracomment>
            <translation>応氏ルール（SST）第6部B（&apos;What kind of ko am I?&apos;：3つのコウがすべて内側にある局面と、変化に示したその隣の、左のコウが外側にある局面）。盤面は本アプリ独自のもの。</translation>
        </message>
        <message>
            <source>Three kos between the same two groups, each group with two inside liberties: a balanced ko. Under Ing&apos;s rules each player may set off the cycle once and no more, and both groups live in seki; superko forbids the move that closes the cycle, Japan and Korea end in no result. Move one ko outside (the variation) and White has a single internal liberty: the kos are unbalanced, White may answer once, and White dies.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>同じ2つの石の間に3つのコウがあり、どちらの石にも内ダメが2つある。均衡したコウである。応氏ルールでは双方が1回ずつ循環を起こせるがそれ以上はできず、どちらの石もセキで活きる。スーパーコウでは循環を閉じる手が着手禁止、日本と韓国では無勝負で終わる。コウの1つを外側に移すと（変化）、白の内ダメは1つだけになる。コウは不均衡になり、白は1回だけ応じられるが、白は死ぬ。</translation>
        </message>
        <message>
            <source>Two groups are locked together: Black&apos;s top group (rows 8 and 7) and White&apos;s ring below it (rows 6 and 5). Black&apos;s wall on rows 4 to 2 is alive, with the bottom row as its territory.

Three kos join the two groups. White&apos;s B7 and F7 sit inside Black&apos;s top group, and Black takes them at B6 and F6. Black&apos;s D6 sits inside White&apos;s ring, and White takes it at D7. So White holds two kos (liberties B6 and F6), and Black holds one ko and has the eye H8 (liberties D7 and H8). Every ko lies between these same two groups: a ko stone in the mouth of one group, its capturing point a liberty of the other. The kos are internal, and both groups have two internal liberties.

What kind of ko is this? Ing&apos;s rules call a ko balanced when both sides have the same number of separate internal liberties, at least two each. Here they do: whoever takes a ko puts the other in atari, and the other answers by taking a different ko back, so neither group can be captured.

Under Ing&apos;s rules a balanced ko is a disturbing ko. The player who attacks and sets off a cycle of repeated positions has disturbed, and may do it once in a game; answering an atari never counts. So each side can flip the kos round once, and then both live in seki: as a ko threat the shape is worth nothing to either side. Other rulesets see only repetition: superko forbids the move that would bring the whole board back; Japanese and Korean rules end the game without a result if the cycle is kept up; Renaissance rules call a draw on the third repetition.

The last variation sets the other position of the text beside this one: White&apos;s left ko moved outside, so that it lies against Black&apos;s wall. Then White has one internal liberty against Black&apos;s two, the kos are not balanced, and White&apos;s group dies: disturbing decides life.

Komi is 0 so the count shows the position as it is.</source>
            <extracomment>comment at the start</extracomment>
            <translation>2つの石が互いに絡み合っている。黒の上の石（7路と8路）と、その下の白の輪（5路と6路）である。2路から4路の黒の厚みは活きていて、1路がその地になっている。

3つのコウが2つの石をつないでいる。白のB7とF7は黒の上の石の内側にあり、黒はそれをB6とF6で取る。黒のD6は白の輪の内側にあり、白はそれをD7で取る。つまり白は2つのコウ（ダメはB6とF6）を持ち、黒は1つのコウと眼H8（ダメはD7とH8）を持つ。どのコウもこの同じ2つの石の間にある。コウの石は一方の石の口の中にあり、それを取る点はもう一方の石のダメである。コウは内側にあり、どちらの石にも内ダメが2つある。

これはどんなコウか。応氏ルールでは、双方が同じ数の独立した内ダメを、それぞれ2つ以上持つとき、そのコウを均衡したコウと呼ぶ。ここはまさにそうである。コウを取った側は相手をアタリにし、相手は別のコウを取り返して応じるので、どちらの石も取られない。

応氏ルールでは、均衡したコウはディスターブのコウである。攻めて同じ局面の繰り返しの循環を起こした側はディスターブしたことになり、それは1局に1回しかできない。アタリに応じる手はけっしてディスターブとは数えない。したがって双方が1回ずつコウをひと回りさせられ、その後はどちらもセキで活きる。コウ材としてこの形はどちらにとっても価値がない。ほかのルールは繰り返ししか見ない。スーパーコウでは盤全体を元に戻す手が着手禁止、日本ルールと韓国ルールでは循環を続ければ対局は無勝負で終わり、ルネサンスルールでは3回目の反復で持碁とする。

最後の変化では、原文のもう1つの局面をこれと並べて示す。白の左のコウを外側に移し、黒の厚みと接するようにしたものである。すると白の内ダメは黒の2つに対して1つになり、コウは均衡せず、白の石は死ぬ。ディスターブの規定が死活を決める。

コミは0なので、計算結果は局面そのままを示す。</translation>
        </message>
        <message>
            <source>Black attacks: F6 takes White&apos;s ko stone F7. White&apos;s ring is down to one liberty, B6: atari.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒が攻める。F6で白のコウの石F7を取る。白の輪のダメはB6の1つになり、アタリ。</translation>
        </message>
        <message>
            <source>White answers by taking a different ko: D7 captures D6, and White&apos;s ring is out of atari with two liberties, B6 and D6. Black&apos;s top group still has two, F7 and H8.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白は別のコウを取って応じる。D7でD6を取り、白の輪はアタリを脱してダメはB6とD6の2つになる。黒の上の石のダメはまだF7とH8の2つ。</translation>
        </message>
        <message>
            <source>Black may not retake at D6 at once (basic ko), so Black attacks with the third ko: B6 takes B7, and White is in atari at D6.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒はすぐにはD6で取り返せない（基本のコウ）ので、3つ目のコウで攻める。B6でB7を取り、白はD6でアタリ。</translation>
        </message>
        <message>
            <source>White answers at F7 (capturing F6) and has two liberties again, D6 and F6.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白はF7で応じ（F6を取る）、再びダメはD6とF6の2つになる。</translation>
        </message>
        <message>
            <source>Black takes at D6 (capturing D7): White is in atari at F6.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黒がD6で取る（D7を取る）。白はF6でアタリ。</translation>
        </message>
        <message>
            <source>White takes at B7 (capturing B6): the start position, with Black to play. Each side has captured three stones in the round.

Superko forbids this move, because it would bring the whole board back; with no other answer White&apos;s ring would then be captured. Under Ing&apos;s rules the move is an answer to an atari and is legal: Black, who attacked with F6, has used up its one disturbance.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白がB7で取る（B6を取る）。最初の局面で、黒番。このひと回りで双方が3子ずつ取った。

この手は盤全体を元に戻すので、スーパーコウでは着手禁止。ほかに応手がないので、白の輪はその後取られることになる。応氏ルールでは、この手はアタリへの応手なので合法である。F6で攻めた黒は、1回のディスターブを使い切った。</translation>
        </message>
        <message>
            <source>Round two. Under Ing&apos;s rules Black may not attack in the balanced ko again: this capture would recreate the position after move 1. Under the basic ko rule it is legal and the cycle can go on.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>2回り目。応氏ルールでは、黒は均衡したコウで再び攻めることはできない。この取りは1手目の後の局面を再現するからである。基本のコウのルールでは合法で、循環を続けられる。</translation>
        </message>
        <message>
            <source>White answers as before.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白は前と同じように応じる。</translation>
        </message>
        <message>
            <source>Black takes at B6.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黒がB6で取る。</translation>
        </message>
        <message>
            <source>White takes at F7.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白がF7で取る。</translation>
        </message>
        <message>
            <source>Black takes at D6.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黒がD6で取る。</translation>
        </message>
        <message>
            <source>The start stands for the third time with no pass in between: Japanese and Korean rules end the game without a result, Renaissance rules call it a draw by threefold repetition (each side captured six stones in the loop).</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>間にパスを挟まずに最初の局面が3回目に現れた。日本ルールと韓国ルールでは対局は無勝負で終わり、ルネサンスルールでは3回反復による持碁とする（循環の中で双方が6子ずつ取った）。</translation>
        </message>
        <message>
            <source>Black passes at once.</source>
            <extracomment>comment on the Both pass: seki, node 1</extracomment>
            <translation>黒はすぐにパスする。</translation>
        </message>
        <message>
            <source>White passes too. Neither group can be captured, so both are alive in seki.

Area count: Black has 37 stones, the 8 points of the bottom row, and D7 and H8, which only Black stones touch: 47. White has 15 stones and B6 and F6: 17. Black wins by 30.

Territory count (Japanese, Korean): these rules leave seki points uncounted only where a neutral point (dame) touches both sides, and here no empty point does: every empty point touches one colour only. So each side&apos;s eyes count: Black has the 8 points of the bottom row plus D7 and H8, 10 in all; White has B6 and F6, 2. Black by 8. Renaissance rules need a third pass to stop play.</source>
            <extracomment>comment on the Both pass: seki, node 2</extracomment>
            <translation>白もパス。どちらの石も取られないので、双方がセキで活きている。

面積計算：黒は石37子、1路の8点、黒石だけに接するD7とH8で47。白は石15子とB6、F6で17。黒の30目勝ち。

地の計算（日本ルール、韓国ルール）：これらのルールでセキの点を数えないのは、双方に接する中立の点（ダメ）がある場合だけで、ここにはそういう空点がない。どの空点も一方の色にしか接していない。したがって双方の眼が数えられる。黒は1路の8点とD7、H8で計10目、白はB6とF6で2目。黒の8目勝ち。ルネサンスルールでは対局を停止するのに3回目のパスが必要。</translation>
        </message>
        <message>
            <source>Black passes and lets White attack first.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 1</extracomment>
            <translation>黒はパスして、白に先に攻めさせる。</translation>
        </message>
        <message>
            <source>White attacks: D7 takes Black&apos;s D6. Black&apos;s top group is in atari at H8.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 2</extracomment>
            <translation>白が攻める。D7で黒のD6を取る。黒の上の石はH8でアタリ。</translation>
        </message>
        <message>
            <source>Black answers at F6 (capturing F7): White is down to B6 and D6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 3</extracomment>
            <translation>黒はF6で応じる（F7を取る）。白のダメはB6とD6だけになる。</translation>
        </message>
        <message>
            <source>White has nothing to take at once (Black has just taken at F6) and passes.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 4</extracomment>
            <translation>白にはすぐに取れるものがなく（黒がF6で取ったばかり）、パスする。</translation>
        </message>
        <message>
            <source>Black retakes at D6 (capturing D7): White is in atari at B6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 5</extracomment>
            <translation>黒がD6で取り返す（D7を取る）。白はB6でアタリ。</translation>
        </message>
        <message>
            <source>White answers at F7 (capturing F6): the start position with Black to play. White&apos;s D7 began this round, so under Ing&apos;s rules White has used up its one disturbance. Superko forbids this move.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 6</extracomment>
            <translation>白はF7で応じる（F6を取る）。最初の局面で、黒番。このひと回りを始めたのは白のD7なので、応氏ルールでは白は1回のディスターブを使い切った。スーパーコウではこの手は着手禁止。</translation>
        </message>
        <message>
            <source>Now Black sets off a round of its own: B6 takes B7, and White is in atari at F6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 7</extracomment>
            <translation>今度は黒が自分のひと回りを起こす。B6でB7を取り、白はF6でアタリ。</translation>
        </message>
        <message>
            <source>White answers at D7 (capturing D6) and is out of atari. Answering an atari is always allowed.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 8</extracomment>
            <translation>白はD7で応じ（D6を取る）、アタリを脱する。アタリに応じる手は常に許される。</translation>
        </message>
        <message>
            <source>Black goes on with its round: F6 takes F7, and White is in atari at D6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 9</extracomment>
            <translation>黒はひと回りを続ける。F6でF7を取り、白はD6でアタリ。</translation>
        </message>
        <message>
            <source>White answers at B7 (capturing B6) and has two liberties again, B6 and D6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 10</extracomment>
            <translation>白はB7で応じ（B6を取る）、再びダメはB6とD6の2つになる。</translation>
        </message>
        <message>
            <source>Black takes at D6 (capturing D7), and White is in atari at B6. The position after move 5 has come back with White to play, and Black began this round: Black has used up its disturbance too.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 11</extracomment>
            <translation>黒がD6で取り（D7を取る）、白はB6でアタリ。5手目の後の局面が白番で戻ってきた。このひと回りを始めたのは黒なので、黒もディスターブを使い切った。</translation>
        </message>
        <message>
            <source>White answers at F7 (capturing F6): the start again, Black to play. Both players have disturbed once. Neither may attack in the balanced ko again, and each can always answer the other&apos;s atari, so nothing more can happen here.

Renaissance rules stop here: the start has stood three times, and with five captures each the game is a draw. Japanese and Korean rules do not end the game, because White&apos;s pass at move 4 came between the repetitions.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 12</extracomment>
            <translation>白はF7で応じる（F6を取る）。再び最初の局面で、黒番。双方が1回ずつディスターブした。どちらも均衡したコウで再び攻めることはできず、相手のアタリにはいつでも応じられるので、ここではもう何も起こりえない。

ルネサンスルールではここで止まる。最初の局面が3回現れ、双方が5子ずつ取っているので持碁。日本ルールと韓国ルールでは対局は終わらない。4手目の白のパスが反復の間に入っているからである。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 13</extracomment>
            <translation>黒はパス。</translation>
        </message>
        <message>
            <source>White passes: both groups live in seki. The board is the start position again. Each side captured five stones, so the prisoners cancel under territory counting: Black by 30 on area, by 8 on territory, as when both pass at once.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 14</extracomment>
            <translation>白もパス。どちらの石もセキで活きる。盤面は再び最初の局面。双方が5子ずつ取ったので、地の計算ではアゲハマは相殺される。すぐに双方がパスした場合と同じく、面積計算で黒の30目勝ち、地の計算で黒の8目勝ち。</translation>
        </message>
        <message>
            <source>The same shape with one change on the left. White&apos;s stone B4 now sits in the mouth of Black&apos;s wall, not of Black&apos;s top group, and B5, where Black takes it, is a liberty of White&apos;s ring. In the main line the left ko lay between the two locked groups; here it lies between White&apos;s ring and Black&apos;s living wall: it is an external ko.

White&apos;s ring still has two liberties, B5 and F6, and Black&apos;s top group two, D7 and the eye H8. Counted that way it looks like the balanced position again. But only F6 is an internal liberty of the ring: one against two. So this is no balanced ko, only an unbalanced double ko (the kos at D7 and F6, with Black&apos;s eye) next to an ordinary ko against the wall, and White is dead.

Ing&apos;s rules judge balance by internal liberties only: an eye, a liberty the two groups share, or a ko point whose ko stone sits in the other locked group&apos;s mouth. If White claims that the kos are balanced anyway, White can answer Black&apos;s capture on the left by taking at D7 once in the game; that round is White&apos;s one disturbance, and the next time White has no answer. Superko refuses the round&apos;s last move at once, with the same result.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 1</extracomment>
            <translation>同じ形で、左側だけが1か所違う。白のB4は今度は黒の上の石ではなく黒の厚みの口の中にあり、黒がそれを取るB5は白の輪のダメである。本線では左のコウは絡み合った2つの石の間にあったが、ここでは白の輪と黒の活きた厚みの間にある。外コウである。

白の輪のダメはまだB5とF6の2つ、黒の上の石のダメもD7と眼H8の2つ。そう数えると、また均衡した局面のように見える。しかし輪の内ダメはF6だけで、2つに対して1つである。したがってこれは均衡したコウではなく、不均衡な両コウ（D7とF6のコウ、それに黒の眼）と、その隣の黒の厚みに対する普通のコウにすぎず、白は死んでいる。

応氏ルールは均衡を内ダメだけで判断する。内ダメとは、眼、2つの石が共有するダメ、またはコウの石が絡み合ったもう一方の石の口の中にあるコウの点である。それでも白がコウは均衡していると主張するなら、白は黒の左での取りに対して、1局に1回だけD7で取って応じられる。そのひと回りが白の1回のディスターブで、次に白は応じる手がない。スーパーコウではひと回りの最後の手がすぐに禁止され、結果は同じになる。</translation>
        </message>
        <message>
            <source>Black takes the external ko: B5 captures B4, and White&apos;s ring is in atari at F6. Under Ing&apos;s rules this is an ordinary capture in a fighting ko (Black&apos;s wall is in no danger): it sets nothing off.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 2</extracomment>
            <translation>黒が外コウを取る。B5でB4を取り、白の輪はF6でアタリ。応氏ルールでは、これは争いのコウでの普通の取り（黒の厚みに危険はない）で、何も起こさない。</translation>
        </message>
        <message>
            <source>White answers by taking a different ko: D7 captures D6. The ring has D6 again, and now Black&apos;s top group is in atari at its eye H8. Taking another ko instead of finding a ko threat is what begins the cycle: under Ing&apos;s rules this round is charged to White.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 3</extracomment>
            <translation>白は別のコウを取って応じる。D7でD6を取る。輪は再びD6のダメを得て、今度は黒の上の石が眼H8でアタリになる。コウ材を探す代わりに別のコウを取ることが循環の始まりであり、応氏ルールではこのひと回りは白の責任とされる。</translation>
        </message>
        <message>
            <source>Black answers the atari: F6 captures F7. The top group has F7 and H8 again, and White&apos;s ring is in atari at D6.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 4</extracomment>
            <translation>黒はアタリに応じる。F6でF7を取る。上の石のダメは再びF7とH8になり、白の輪はD6でアタリ。</translation>
        </message>
        <message>
            <source>White retakes the external ko: B4 captures B5 (two moves have passed since Black&apos;s B5 captured, so it is no longer hot). The ring has B5 and D6.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 5</extracomment>
            <translation>白が外コウを取り返す。B4でB5を取る（黒のB5が取ってから2手たったので、もうホットではない）。輪のダメはB5とD6。</translation>
        </message>
        <message>
            <source>Black takes at D6 (capturing D7): the ring is in atari at B5.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 6</extracomment>
            <translation>黒がD6で取る（D7を取る）。輪はB5でアタリ。</translation>
        </message>
        <message>
            <source>White takes at F7 (capturing F6): the position this line started from, with Black to play.

Superko forbids this move, and with no other answer the ring would be captured. Under Ing&apos;s rules it is legal, but White, whose D7 began the round, has now used its one disturbance. The basic ko rule of the Japanese and Korean rules allows it too.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 7</extracomment>
            <translation>白がF7で取る（F6を取る）。この変化の始まりの局面で、黒番。

スーパーコウではこの手は着手禁止で、ほかに応手がないので輪は取られることになる。応氏ルールでは合法だが、D7でこのひと回りを始めた白は、これで1回のディスターブを使った。日本ルールと韓国ルールの基本のコウのルールでも許される。</translation>
        </message>
        <message>
            <source>Black takes the external ko again. Ing&apos;s rules allow it: Black has set no cycle going, its captures were a fight and answers to ataris. White&apos;s ring is in atari at F6.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 8</extracomment>
            <translation>黒が再び外コウを取る。応氏ルールではこれは許される。黒は循環を起こしておらず、黒の取りは争いとアタリへの応手だったからである。白の輪はF6でアタリ。</translation>
        </message>
        <message>
            <source>Under Ing&apos;s rules White may not answer at D7 again: that would start White&apos;s cycle a second time. Nothing else saves the ring, so White passes. (Under the Japanese and Korean rules D7 is still legal and the kos could keep turning, until the game ends without a result as in the main line; this line shows what Ing&apos;s disturbing rule decides.)</source>
            <extracomment>comment on the One ko outside: Black attacks, node 9</extracomment>
            <translation>応氏ルールでは白は再びD7で応じることはできない。それは白の循環を2回目に起こすことになる。ほかに輪を助ける手はないので、白はパスする。（日本ルールと韓国ルールではD7はまだ合法で、本線と同様に対局が無勝負で終わるまでコウを回し続けられる。この変化は応氏ルールのディスターブの規定が何を決めるかを示している。）</translation>
        </message>
        <message>
            <source>Black captures at F6: the ring and F7, fourteen stones. White&apos;s group was dead, and now it is off the board.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 10</extracomment>
            <translation>黒がF6で取る。輪とF7で14子。白の石は死んでいたが、これで盤上から取り除かれた。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 11</extracomment>
            <translation>白はパス。</translation>
        </message>
        <message>
            <source>Black passes: the whole board is Black&apos;s. Area: 39 stones and 25 empty points, 64. Territory (Japanese, Korean, Renaissance B): 25 points and 18 prisoners for Black against White&apos;s 3 prisoners: Black by 40.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 12</extracomment>
            <translation>黒もパス。盤全体が黒のもの。面積：石39子と空点25で64。地（日本ルール、韓国ルール、ルネサンスルールB）：黒は地25目とアゲハマ18子、白はアゲハマ3子。黒の40目勝ち。</translation>
        </message>
    </context>
    <context>
        <name>Diagram area-and-territory</name>
        <message>
            <source>Two ways of counting</source>
            <extracomment>title</extracomment>
            <translation>2つの数え方</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Area counting as in the Chinese, New Zealand and Tromp-Taylor rules; territory counting as in the Japanese and Korean rules.</source>
            <extracomment>source</extracomment>
            <translation>本講座のために作った局面。面積計算は中国ルール、ニュージーランドルール、トロンプ・テイラールールのもの、地の計算は日本ルールと韓国ルールのもの。</translation>
        </message>
        <message>
            <source>A finished 7x7 game: two passes end play, area counting gives Black one point more than territory counting, because Black has one more stone on the board.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>終局した7路盤の対局。2回のパスで対局が停止し、面積計算では地の計算より黒が1目多くなる。黒のほうが盤上の石が1子多いからである。</translation>
        </message>
        <message>
            <source>A finished game on a 7x7 board. Black owns the left side, White the right; the two walls touch everywhere, so no point is left between them and nothing has been captured. Black began and made the last move, so Black has one stone more on the board: 8 against White&apos;s 7. There is no komi here (komi comes in a later lesson).

Territory is the empty points a player&apos;s stones surround: Black has 17 (the A and B columns and C3-C1), White has 17 (the F and G columns and E7-E5).

There are two ways to count. Area counting (Chinese, New Zealand, AGA, Ing, Tromp-Taylor, Renaissance A and the simplified rules other than the Japanese/Korean one) adds a player&apos;s stones on the board to the territory: Black 8 + 17 = 25, White 7 + 17 = 24. Territory counting (Japanese, Korean, the simplified Japanese/Korean rules and Renaissance B) adds the prisoners a player took instead of the stones: none were taken, so it is 17 to 17.

White is to play, and nothing worth a move is left.</source>
            <extracomment>comment at the start</extracomment>
            <translation>7路盤で終局した対局。左側が黒、右側が白のもので、2つの壁はすべての所で接しているので、間に残った点はなく、取られた石もない。黒が先に打ち、最後の手も黒が打ったので、盤上の石は黒が1子多い。白の7子に対して8子である。ここにはコミはない（コミは後のレッスンで扱う）。

地とは、自分の石が囲んだ空点のことである。黒は17目（A列とB列、C3-C1）、白は17目（F列とG列、E7-E5）。

数え方は2つある。面積計算（中国ルール、ニュージーランドルール、AGA ルール、応氏ルール、トロンプ・テイラールール、ルネサンスルールA、日本/韓国以外の簡易ルール）では、盤上の自分の石を地に加える。黒は8 + 17 = 25、白は7 + 17 = 24。地の計算（日本ルール、韓国ルール、簡易ルール 日本/韓国、ルネサンスルールB）では、石の代わりに自分が取ったアゲハマを加える。取られた石はないので、17対17になる。

白番で、打つ価値のある所はもう残っていない。</translation>
        </message>
        <message>
            <source>White passes: no move would gain anything.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白はパス。どこに打っても何も得られない。</translation>
        </message>
        <message>
            <source>Black passes too: two passes in a row stop play (the Renaissance rules want a third), and the game is counted. Area counting: Black 25, White 24, so Black wins by 1. Territory counting: 17 to 17, a draw. The point between the two counts is Black&apos;s extra stone, which only area counting counts.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黒もパス。2回続けてパスすると対局が停止し（ルネサンスルールでは3回目が必要）、計算に入る。面積計算：黒25、白24で、黒の1目勝ち。地の計算：17対17で持碁。2つの計算の差の1目は黒の余分な1子で、これは面積計算でしか数えない。</translation>
        </message>
    </context>
    <context>
        <name>Diagram balanced-double-ko</name>
        <message>
            <source>Disturbing a balanced double ko</source>
            <extracomment>title</extracomment>
            <translation>均衡した両コウのディスターブ</translation>
        </message>
        <message>
            <source>The double ko seki of the library (Sensei&apos;s Library &apos;Double Ko&apos;; Renaissance rules, example 2), turned upside down, with a line of our own for this lesson. Ing&apos;s SST rules, part 6B (balanced kos: disturbing, once per player per game; "Balanced double ko - Seki, no ko threats") and part 2 (During the game, item 5).</source>
            <extracomment>source</extracomment>
            <translation>本ライブラリの両コウセキ（Sensei&apos;s Library（英語の囲碁ウィキ）の「Double Ko」、ルネサンスルールの例2）を上下逆にし、このレッスンのために独自の手順を加えたもの。応氏ルール（SST）第6部B（均衡したコウ：ディスターブは各対局者が1局に1回。&apos;Balanced double ko - Seki, no ko threats&apos;：均衡した両コウはセキ、コウ材にならない）と第2部（During the game：対局中、第5項）。</translation>
        </message>
        <message>
            <source>A seki of two kos in which both groups have two inside liberties: a balanced ko. Under Ing&apos;s rules the player who sets off its cycle has disturbed, and may not do it a second time; the two groups stay in seki.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>2つのコウからなるセキで、どちらの石にも内ダメが2つある。均衡したコウである。応氏ルールでは、その循環を起こした側はディスターブしたことになり、2回目はできない。2つの石はセキのまま残る。</translation>
        </message>
        <message>
            <source>Three groups: White&apos;s wall on row 5, alive with the two rows above it; Black&apos;s middle group (rows 4 and 3); White&apos;s bottom group (rows 2 and 1). The middle and bottom groups are locked together by two kos. White&apos;s D3 sits in Black&apos;s mouth, and Black takes it at D2; Black&apos;s B2 sits in White&apos;s mouth, and White takes it at B3. Both groups also touch the empty point F2.

So Black&apos;s middle group has two liberties, B3 and F2, and White&apos;s bottom group two, D2 and F2, all of them inside the locked shape. Whoever takes a ko puts the other group in atari, and the other answers by taking the other ko: neither can capture. The groups live in seki, and every ruleset agrees on that if both pass (the variation).

Ing&apos;s rules call such a ko balanced: each side has two or more separate inside liberties, and as many as the other. Taking a ko in it does not fight for life; it only starts a cycle of captures, and Ing&apos;s rules call that disturbing. Each player may disturb once in a game. Answering the other&apos;s atari never counts as disturbing. So the balanced ko cannot serve as an endless supply of ko threats: each side gets one use of it, and the seki stays. Superko rules limit the cycle in their own way, by forbidding the move that brings back an earlier board; Japanese, Korean and Renaissance rules allow the moves here.

The komi is 0.</source>
            <extracomment>comment at the start</extracomment>
            <translation>3つの石がある。5路の白の壁（その上の2路とともに活きている）、黒の真ん中の石（4路と3路）、白の下の石（2路と1路）である。真ん中と下の石は2つのコウで絡み合っている。白のD3は黒の口の中にあり、黒はそれをD2で取る。黒のB2は白の口の中にあり、白はそれをB3で取る。どちらの石も空点F2にも接している。

つまり黒の真ん中の石のダメはB3とF2の2つ、白の下の石のダメはD2とF2の2つで、すべて絡み合った形の内側にある。コウを取った側は相手の石をアタリにし、相手はもう1つのコウを取って応じるので、どちらも相手を取れない。2つの石はセキで活きており、双方がパスすればどのルールでもそうなる（変化）。

応氏ルールでは、このようなコウを均衡したコウと呼ぶ。双方がそれぞれ2つ以上の独立した内ダメを持ち、その数が等しい。ここでコウを取るのは死活をかけた争いではなく、取り合いの循環を始めるだけで、応氏ルールはそれをディスターブと呼ぶ。各対局者は1局に1回ディスターブできる。相手のアタリに応じる手はけっしてディスターブとは数えない。したがって均衡したコウは無尽蔵のコウ材にはならない。双方が1回ずつ使えるだけで、セキはそのまま残る。スーパーコウのルールは独自のやり方で循環を制限し、以前の盤面を戻す手を禁止する。日本ルール、韓国ルール、ルネサンスルールでは、ここでの手は許される。

コミは0。</translation>
        </message>
        <message>
            <source>Black disturbs: D2 takes White&apos;s ko stone D3. White&apos;s bottom group is in atari at F2.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がディスターブする。D2で白のコウの石D3を取る。白の下の石はF2でアタリ。</translation>
        </message>
        <message>
            <source>White answers by taking the other ko: B3 captures B2. White&apos;s group has two liberties again (F2 and B2); Black&apos;s middle group now has D3 and F2.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白はもう1つのコウを取って応じる。B3でB2を取る。白の石は再びダメが2つ（F2とB2）になり、黒の真ん中の石のダメはD3とF2になる。</translation>
        </message>
        <message>
            <source>Black may not take back at B2 at once (basic ko), and passes.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒はすぐにはB2で取り返せない（基本のコウ）ので、パスする。</translation>
        </message>
        <message>
            <source>White retakes at D3 (capturing D2). Black&apos;s middle group is in atari at F2.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白がD3で取り返す（D2を取る）。黒の真ん中の石はF2でアタリ。</translation>
        </message>
        <message>
            <source>Black retakes at B2 (capturing B3) and both groups have two liberties again: the stones are as at the start, with White to play. Positional superko forbids this move.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黒がB2で取り返し（B3を取る）、どちらの石もダメが再び2つになる。石の配置は最初と同じで、白番。ポジショナル・スーパーコウではこの手は着手禁止。</translation>
        </message>
        <message>
            <source>White passes. Now the starting position has come back, with Black to play: the cycle that Black&apos;s D2 began has come round, and under Ing&apos;s rules it is charged to Black. Black has disturbed once.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白はパス。これで最初の局面が黒番で戻ってきた。黒のD2で始まった循環がひと回りしたので、応氏ルールではそれは黒の責任とされる。黒は1回ディスターブした。</translation>
        </message>
        <message>
            <source>Black would take at D2 again, setting the cycle off a second time. Ing&apos;s rules forbid it: each player may disturb only once. Situational superko forbids it too; Japanese, Korean and Renaissance rules allow it.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黒がもう一度D2で取れば、循環を2回目に起こすことになる。応氏ルールではこれは禁止で、各対局者は1回しかディスターブできない。シチュエーショナル・スーパーコウでも禁止。日本ルール、韓国ルール、ルネサンスルールでは許される。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the Both pass: seki, node 1</extracomment>
            <translation>黒はパス。</translation>
        </message>
        <message>
            <source>White passes too: every group is alive, the middle and bottom ones in seki. Area: White 19 stones, the 14 points above its wall and D2, which only White stones touch: 34; Black 13 stones and B3, which only Black stones touch: 14. White by 20. Japanese and Korean rules count nothing in a seki, so B3, D2 and F2 score for nobody: White&apos;s 14 points above the wall against Black&apos;s none, White by 14.</source>
            <extracomment>comment on the Both pass: seki, node 2</extracomment>
            <translation>白もパス。すべての石が活きており、真ん中と下の石はセキ。面積：白は石19子、壁の上の14点、白石だけに接するD2で34。黒は石13子と黒石だけに接するB3で14。白の20目勝ち。日本ルールと韓国ルールではセキの中は何も数えないので、B3、D2、F2はどちらの得点にもならない。壁の上の白の14目に対して黒は0で、白の14目勝ち。</translation>
        </message>
    </context>
    <context>
        <name>Diagram disputed-dead-stone</name>
        <message>
            <source>A dead stone in dispute</source>
            <extracomment>title</extracomment>
            <translation>死活の争いになった死に石</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Japanese rules of 1989, articles 7-9 (confirmation of life and death after play stops, as summarised in the library&apos;s notes); Simplified Japanese/Korean rules (hypothetical alternation settles disputes); Renaissance rules, rule 5 and B.8-B.9 (resumption, dispute phases); Tromp-Taylor (every stone on the board is alive).</source>
            <extracomment>source</extracomment>
            <translation>本講座のために作った局面。日本囲碁規約（1989年）第7条から第9条（対局の停止後の死活確認。本ライブラリの注記の要約による）。簡易ルール 日本/韓国（仮想の交互着手で争いを決着させる）。ルネサンスルールの規則5、B.8-B.9（再開、異議の段階）。トロンプ・テイラールール（盤上の石はすべて活き）。</translation>
        </message>
        <message>
            <source>A lone White stone at A1 inside Black&apos;s area, and White will not agree that it is dead. Japanese rules settle it in a confirmation play that costs nothing; under the other rules Black plays it out; under Tromp-Taylor rules the stone, never captured, counts as alive.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>黒の地の中のA1に白石が1子だけあり、白はそれが死んでいると認めない。日本ルールでは得失のない死活確認の着手で決着をつけ、ほかのルールでは黒が実際に打って決着をつける。トロンプ・テイラールールでは、一度も取られなかったその石は活きとして数えられる。</translation>
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
            <translation>計算のレッスンで終局した対局だが、白が黒の地の奥深くのA1に石を置いている。この石は活きられない。ダメはA2とB1で、黒はいつでも両方を詰められる。各ルールはそれぞれのコミで計算する。

黒番だが、黒はすぐに取る必要はないと考えてパスし、白もパスして対局が停止する。ここで両者はどの石が死んでいるかを合意しなければならない。白がA1は死んでいると認めれば（変化）、石は取り除かれ、どのルールでも黒のものとして数える。黒の地は17目と死に石、白の地は17目。

しかし白はこれに異議を唱える。その場合はどうなるか。
- 日本ルールと韓国ルール：対局後の死活確認の着手で決着をつける。黒がA2とB1を詰めて石を取り、白はパスする。死活確認で打った石やパスは計算に何の影響もない。石は死んでおり、計算は白が認めた場合と同じになる。簡易ルール 日本/韓国は同じことを想定の中で行い（最善の着手なら取れるかどうか）、実際には打たない。
- 面積計算（中国ルール、AGA ルール、ニュージーランドルール、応氏ルール、面積計算の簡易ルール）：単に対局が続く。A2とB1の黒石は黒自身の地の中にあるので、面積計算では損にならない。AGA ルールでは、白がパスするたびに黒にパス石を1個渡す。
- ルネサンスルール：3回パスしないと対局は停止しないので、黒のA2はまだ本来の対局の中の手である。地を数えるルネサンスルールBでは、A2とB1は黒自身の地を2目埋め、A1を取って得るのは、死に石として得られたはずのアゲハマ1子だけである。打って決着をつけたことで黒は2目損をした。
- トロンプ・テイラールールでは2回のパスで終局し、盤上の石はすべて活きとして数える。A1は一度も取られなかったので、A列とB列、C1-C3は白石に接し、どちらのものでもなくなる。黒はパスする前に取っておくべきだった。</translation>
        </message>
        <message>
            <source>Black passes without capturing A1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒はA1を取らずにパスする。</translation>
        </message>
        <message>
            <source>White passes. Play stops (not yet under the Renaissance rules), and Tromp-Taylor rules end the game here: A1 counts as alive, and White wins by 24.5. White does not agree that A1 is dead.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白はパス。対局が停止し（ルネサンスルールではまだ停止しない）、トロンプ・テイラールールではここで終局となる。A1は活きとして数えられ、白の24.5目勝ち。白はA1が死んでいると認めない。</translation>
        </message>
        <message>
            <source>Black fills A2: in the confirmation play under Japanese and Korean rules, in play that goes on elsewhere. A1 is in atari.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒がA2を詰める。日本ルールと韓国ルールでは死活確認の着手として、ほかのルールでは続いている対局の中で。A1はアタリ。</translation>
        </message>
        <message>
            <source>White has nothing to do and passes.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白はすることがなく、パスする。</translation>
        </message>
        <message>
            <source>Black captures A1 with B1.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黒がB1でA1を取る。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白はパス。</translation>
        </message>
        <message>
            <source>Black passes: the dispute is settled, and A1 was dead. Japanese and Korean rules count as if White had agreed at once, since the confirmation play is not kept. Where play went on, its moves count: under Renaissance B, Black&apos;s two stones in its own area cost two points of territory.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黒もパス。争いは決着し、A1は死んでいた。日本ルールと韓国ルールでは、死活確認の着手は記録に残らないので、白がすぐに認めた場合と同じように計算する。対局が続いたルールでは、その手も計算に入る。ルネサンスルールBでは、黒自身の地に打った2子のために黒の地が2目減る。</translation>
        </message>
        <message>
            <source>White agrees: A1 is dead and is taken off (marked as Black&apos;s territory). Territory: Black 17 + 1 dead stone = 18, White 17: with komi 6.5 White wins by 5.5 (Japanese, Korean, Renaissance B). Area: Black 25, White 24: with komi 7.5 White wins by 6.5. Only Tromp-Taylor rules have no agreement: the game ended at the two passes with A1 on the board and alive.</source>
            <extracomment>comment on the White agrees that A1 is dead, node 3</extracomment>
            <translation>白が認める。A1は死んでいるとして取り除かれる（黒の地として印が付く）。地：黒は17 + 死に石1 = 18、白は17。コミ6.5で白の5.5目勝ち（日本ルール、韓国ルール、ルネサンスルールB）。面積：黒25、白24。コミ7.5で白の6.5目勝ち。合意の手続きがないのはトロンプ・テイラールールだけで、A1が盤上に活きたまま、2回のパスで終局している。</translation>
        </message>
    </context>
    <context>
        <name>Diagram ing-fill-in-count</name>
        <message>
            <source>Counting with a bowl of stones</source>
            <extracomment>title</extracomment>
            <translation>碁笥の石で数える</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Ing&apos;s SST rules, part 2 (Counting, items 1-4) and part 3 (Demonstrations of Ing counting: the even game).</source>
            <extracomment>source</extracomment>
            <translation>本講座のために作った局面。応氏ルール（SST）第2部（Counting：計算、第1-4項）と第3部（Demonstrations of Ing counting：計点の実演、互先の対局）。</translation>
        </message>
        <message>
            <source>A finished 7x7 game counted Ing&apos;s way: each side fills its own area from a fixed supply of stones, White&apos;s komi of 8 is four stones put in Black&apos;s area, and the stones left over show the winner at a glance: Black by 1 winning point and 3 losing stones, 7 points.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>応氏ルールの方法で数える7路盤の終局。双方が決まった数の石で自分の地を埋め、白のコミ8目は黒の地に置く白石4子で払い、余った石を見れば一目で勝者がわかる。黒が勝ちの目1個と負け石3子で7目勝ち。</translation>
        </message>
        <message>
            <source>An even game on a 7x7 board, finished, White to play. Black&apos;s wall (D7-D4 and E4-E1, 8 stones) surrounds the left: 24 empty points. White&apos;s wall (E7-E5 and F4-F1, 7 stones) surrounds the F and G columns on the right: 10 points. Nothing has been captured. Each ruleset counts with its own komi.

Ing&apos;s rules count area, but with stones instead of numbers. Each player begins with the same supply of stones: 180 on a 19x19 board, here 24 each, so that together they could fill every point but one. At the end, captured and dead stones go back to their owners&apos; bowls, and each player fills his own area with the stones he has left.

Black has put 8 stones on the board and keeps 16; White has put 7 and keeps 17. In an even game White&apos;s komi of 8 points is paid as four White stones placed in Black&apos;s area. Then Black fills: 24 empty points less the 4 White stones is 20, and Black&apos;s 16 stones leave 4 points empty. White, with 17 - 4 = 13 stones, fills its 10 points and has 3 stones left over: White has lost, and it shows without counting a single point.

To know by how much, White puts these losing stones into Black&apos;s area, and one empty point remains there, the winning point. The margin counts that point once and each losing stone twice: 1 + 2 x 3 = 7. It is the same as an area count with komi 8: Black 32, White 17 + 8 = 25. A tie can only happen when a seki leaves an odd shared point; Black wins ties in an even game.

The other rulesets: area with komi 7.5 (Chinese, AGA, Tromp-Taylor), Black by 7.5; area with komi 7 (New Zealand), Black by 8; territory (24 - 10) with komi 6.5 (Japanese, Korean), Black by 7.5.</source>
            <extracomment>comment at the start</extracomment>
            <translation>7路盤の互先の対局で、終局しており白番。黒の壁（D7-D4とE4-E1、8子）が左側の24の空点を囲んでいる。白の壁（E7-E5とF4-F1、7子）が右側のF列とG列の10目を囲んでいる。取られた石はない。各ルールはそれぞれのコミで計算する。

応氏ルールは面積を数えるが、数字ではなく石で数える。各対局者は同じ数の石を持って始める。19路盤では180子、ここでは24子ずつで、合わせると1点を除くすべての点を埋められる数である。終局すると、取られた石や死に石は持ち主の碁笥に戻され、各対局者は残った石で自分の地を埋める。

黒は盤上に8子を置いて16子が残り、白は7子を置いて17子が残っている。互先では白のコミ8目は、黒の地に白石4子を置くことで支払われる。次に黒が埋める。24の空点から白石4子を引いて20、黒の16子で埋めると4点が空いたまま残る。白は17 - 4 = 13子で自分の10目を埋め、3子が余る。白の負けであり、1目も数えずにそれがわかる。

差を知るには、白はこの負け石を黒の地に入れる。するとそこに空点が1つ残る。これが勝ちの目である。差は、その点を1回、負け石をそれぞれ2回数えて、1 + 2 x 3 = 7。これはコミ8の面積計算と同じである。黒32、白17 + 8 = 25。同点になりうるのは、セキで共有の点が奇数個残る場合だけで、互先の同点は黒の勝ちとなる。

ほかのルール：コミ7.5の面積計算（中国ルール、AGA ルール、トロンプ・テイラールール）では黒の7.5目勝ち、コミ7の面積計算（ニュージーランドルール）では黒の8目勝ち、コミ6.5の地の計算（24 - 10、日本ルール、韓国ルール）では黒の7.5目勝ち。</translation>
        </message>
        <message>
            <source>White passes: nothing is left.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白はパス。もう何も残っていない。</translation>
        </message>
        <message>
            <source>Black passes: play stops, nothing is dead. The Ing count: Black by 7, one winning point and three losing stones.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黒もパス。対局が停止し、死に石はない。応氏ルールの計点：黒の7目勝ち。勝ちの目1個と負け石3子。</translation>
        </message>
    </context>
    <context>
        <name>Diagram lone-ko</name>
        <message>
            <source>A lone ko</source>
            <extracomment>title</extracomment>
            <translation>単独のコウ</translation>
        </message>
        <message>
            <source>A purpose-made position for the course: the basic ko shape, found in every ruleset.</source>
            <extracomment>source</extracomment>
            <translation>本講座のために作った局面。どのルールにもある基本のコウの形。</translation>
        </message>
        <message>
            <source>One ko on an empty 5x5 board: a stone that has just captured one stone cannot be taken back at once, under every ruleset.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>空の5路盤にコウが1つだけある。1子を取ったばかりの1子は、どのルールでもすぐには取り返せない。</translation>
        </message>
        <message>
            <source>A small board with a single ko and nothing else. Black&apos;s C3 is surrounded on three sides by White (C4, D3, C2), so its last liberty is B3. The point B3 is surrounded on three sides by Black (B4, A3, B2).

If White plays B3, it captures C3. The White stone at B3 then has exactly one liberty, C3, the point it has just emptied, so Black could capture it straight back, and the board would be what it was before. Then White could take again, and so on for ever. That shape is a ko.

Every ruleset has the same basic ko rule: a single stone that has just captured a single stone may not be captured back on the very next move. The other player has to play somewhere else first. White is to play.</source>
            <extracomment>comment at the start</extracomment>
            <translation>コウが1つだけあり、ほかには何もない小さな盤。黒のC3は3方を白（C4、D3、C2）に囲まれており、最後のダメはB3である。B3の点は3方を黒（B4、A3、B2）に囲まれている。

白がB3に打つとC3を取る。するとB3の白石のダメは、今空いたばかりのC3の1つだけになるので、黒はすぐに取り返せて、盤面は元どおりになる。すると白がまた取れて、これが永遠に続く。この形がコウである。

どのルールにも同じ基本のコウのルールがある。1子を取ったばかりの1子を、すぐ次の手で取り返してはならない。相手はまずほかの所に打たなければならない。白番。</translation>
        </message>
        <message>
            <source>White takes the ko at B3, capturing C3. The White stone has one liberty left, C3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白がB3でコウを取り、C3を取る。白石のダメはC3の1つだけ。</translation>
        </message>
        <message>
            <source>Black tries to take back at once, capturing B3. Every ruleset forbids this: it would undo White&apos;s capture and put the board back as it was a move ago. Black must first play elsewhere (a ko threat, if there is one worth answering).</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黒がすぐに取り返そうとして、B3を取る。どのルールでもこれは着手禁止。白の取りを打ち消し、盤面を1手前の状態に戻すからである。黒はまずほかの所に打たなければならない（受ける価値のあるコウ材があればそれを打つ）。</translation>
        </message>
        <message>
            <source>White takes the ko at B3, capturing C3.</source>
            <extracomment>comment on the Black plays elsewhere first, node 1</extracomment>
            <translation>白がB3でコウを取り、C3を取る。</translation>
        </message>
        <message>
            <source>Black plays elsewhere, at E1. In a real game this would be a ko threat: a move White ought to answer.</source>
            <extracomment>comment on the Black plays elsewhere first, node 2</extracomment>
            <translation>黒はほかの所、E1に打つ。実戦ならこれはコウ材、つまり白が受けるべき手である。</translation>
        </message>
        <message>
            <source>White does not end the ko (it could, by filling C3) and plays elsewhere too, at A5.</source>
            <extracomment>comment on the Black plays elsewhere first, node 3</extracomment>
            <translation>白はコウを解消せず（C3を埋めれば解消できる）、同じくほかの所、A5に打つ。</translation>
        </message>
        <message>
            <source>Now Black may take back at C3, capturing B3: one move of each side has come between, so the board is not the one of a move ago, and no ruleset objects. It is White who must now wait a turn before retaking.</source>
            <extracomment>comment on the Black plays elsewhere first, node 4</extracomment>
            <translation>今度は黒がC3で取り返してB3を取ってよい。双方が1手ずつ間に打ったので、盤面は1手前のものではなく、どのルールも問題にしない。今度は白が取り返す前に1手待たなければならない。</translation>
        </message>
    </context>
    <context>
        <name>Diagram pass-stone-ending</name>
        <message>
            <source>A pass that costs a stone</source>
            <extracomment>title</extracomment>
            <translation>石1個を失うパス</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. AGA rules and the AGA commentary of the &apos;Simplified rules&apos; (every pass hands the opponent a prisoner; White passes last); Japanese rules for territory counting without pass stones.</source>
            <extracomment>source</extracomment>
            <translation>本講座のために作った局面。AGA ルールと、&apos;Simplified rules&apos;（簡易ルール）に対するAGAの解説（パスするたびに相手にアゲハマを1子渡す。最後にパスするのは白）。パス石なしの地の計算については日本ルール。</translation>
        </message>
        <message>
            <source>A 6x6 ending with one neutral point: White passes instead of filling it. Under AGA rules the pass hands Black a prisoner and White must pass last, so counting territory gives the same margin as counting area; the Japanese count ignores the pass, and the winner changes.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>中立の点が1つある6路盤の終盤。白はそこを埋めずにパスする。AGA ルールではパスで黒にアゲハマを1子渡し、白が最後にパスしなければならないので、地を数えても面積を数えた場合と同じ差になる。日本ルールの計算はパスを無視するので、勝者が入れ替わる。</translation>
        </message>
        <message>
            <source>An even game on a 6x6 board, almost finished, White to play. Black made the last move and has one stone more on the board (7 against 6); nothing has been captured. Black&apos;s territory is the A and B columns and C2-C3, 14 points; White&apos;s is E5-E6 and the F column, 8 points. One point belongs to nobody: D1, between Black&apos;s C1 and D2 and White&apos;s E1. Each ruleset counts with its own komi (lesson on handicaps and komi).

Territory counting without pass stones (Japanese, Korean): a pass costs nothing, and D1 is worth nothing to anybody. 14 - 8 = 6, whatever happens at D1: with komi 6.5 White wins by 0.5.

Area counting: D1 is a point for whoever fills it. If White passes and Black fills it, Black&apos;s area is 8 stones + 14 = 22, White&apos;s 6 + 8 = 14: 8 ahead, and with komi 7.5 Black wins by 0.5.

The AGA rules count area, but they add two things that make a count of territory and prisoners come out the same: every pass hands the opponent one stone as a prisoner (a pass stone), and if Black passed last White must add a final pass, so that both players have put down as many stones. That way passing costs a point, just as filling a neutral point would have gained one.</source>
            <extracomment>comment at the start</extracomment>
            <translation>6路盤の互先の対局で、ほぼ終局しており白番。最後の手を打ったのは黒で、盤上の石は黒が1子多い（6子に対して7子）。取られた石はない。黒の地はA列とB列、C2-C3で14目、白の地はE5-E6とF列で8目。1点だけどちらのものでもない点がある。黒のC1、D2と白のE1の間のD1である。各ルールはそれぞれのコミで計算する（置碁とコミのレッスン）。

パス石なしの地の計算（日本ルール、韓国ルール）：パスは何の損にもならず、D1は誰にとっても価値がない。D1で何が起ころうと14 - 8 = 6で、コミ6.5で白の0.5目勝ち。

面積計算：D1は埋めた側の1目になる。白がパスして黒が埋めれば、黒の面積は石8子 + 14 = 22、白は6 + 8 = 14。8目多く、コミ7.5で黒の0.5目勝ち。

AGA ルールは面積を数えるが、地とアゲハマを数えても同じ結果になるように2つのことを加えている。パスするたびに相手にアゲハマとして石を1子渡す（パス石）。そして黒が最後にパスした場合は白が最後のパスを加えなければならず、両者が盤上に置いた石の数が等しくなる。こうして、中立の点を埋めれば1目得するのと同じく、パスすると1目損をする。</translation>
        </message>
        <message>
            <source>White passes instead of filling D1. Under the AGA rules Black receives a pass stone. Under the Japanese rules the pass costs nothing.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白はD1を埋めずにパスする。AGA ルールでは黒がパス石を1個受け取る。日本ルールではパスは何の損にもならない。</translation>
        </message>
        <message>
            <source>Black fills D1: one more point of Black&apos;s area, nothing in a territory count.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黒がD1を埋める。黒の面積は1目増えるが、地の計算では何も変わらない。</translation>
        </message>
        <message>
            <source>White passes: a second pass stone for Black under the AGA rules.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>白はパス。AGA ルールでは黒に2個目のパス石。</translation>
        </message>
        <message>
            <source>Black passes and play stops (the Renaissance rules need a third pass). Under the AGA rules White adds a last pass, so Black holds three pass stones and White one, and the territory count gives the same margin as the area count: 8 points. The Japanese count has no pass stones: 6 points.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>黒もパスして対局が停止する（ルネサンスルールでは3回目のパスが必要）。AGA ルールでは白が最後のパスを加えるので、黒はパス石3個、白は1個を持ち、地の計算でも面積計算と同じ8目の差になる。日本ルールの計算にはパス石がないので、6目の差。</translation>
        </message>
        <message>
            <source>White fills D1 itself.</source>
            <extracomment>comment on the White fills the neutral point, node 1</extracomment>
            <translation>白が自分でD1を埋める。</translation>
        </message>
        <message>
            <source>Black passes: a pass stone for White under the AGA rules.</source>
            <extracomment>comment on the White fills the neutral point, node 2</extracomment>
            <translation>黒はパス。AGA ルールでは白にパス石が1個。</translation>
        </message>
        <message>
            <source>White passes last, so nothing is added; each side has handed over one pass stone. Area: Black 7 + 14 = 21, White 7 + 8 = 15, 6 ahead. Territory, prisoners and pass stones: 15 to 9, also 6. Japanese: 14 to 8, also 6. Every count agrees: White wins by 1.5 under AGA rules and by 0.5 under Japanese rules.</source>
            <extracomment>comment on the White fills the neutral point, node 3</extracomment>
            <translation>白が最後にパスするので、何も加えない。双方がパス石を1個ずつ渡した。面積：黒7 + 14 = 21、白7 + 8 = 15で6目多い。地、アゲハマ、パス石：15対9で、やはり6目。日本ルール：14対8で、やはり6目。どの計算も一致し、AGA ルールでは白の1.5目勝ち、日本ルールでは白の0.5目勝ち。</translation>
        </message>
    </context>
    <context>
        <name>Diagram seki-with-an-eye</name>
        <message>
            <source>An eye in seki</source>
            <extracomment>title</extracomment>
            <translation>セキの中の眼</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. No territory in seki: Japanese rules of 1989 (as summarised in the library&apos;s notes) and the Simplified Japanese/Korean rules ("intersections in seki do not belong to a player&apos;s score"); Renaissance rules, B.6-B.7 (territory surrounded by live stones, no exception for seki).</source>
            <extracomment>source</extracomment>
            <translation>本講座のために作った局面。セキの中に地はない：日本囲碁規約（1989年）（本ライブラリの注記の要約による）と簡易ルール 日本/韓国（&apos;intersections in seki do not belong to a player&apos;s score&apos;：セキの中の交点はどちらの得点にもならない）。ルネサンスルールB.6-B.7（活き石が囲んだ地。セキの例外はない）。</translation>
        </message>
        <message>
            <source>A finished 7x7 game with a seki in which only Black has an eye: area counting and Renaissance B count the eye for Black, Japanese and Korean rules count nothing in a seki.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>黒だけが眼を持つセキがある7路盤の終局。面積計算とルネサンスルールBは眼を黒の得点として数え、日本ルールと韓国ルールはセキの中を何も数えない。</translation>
        </message>
        <message>
            <source>A finished game on a 7x7 board, White to play. Black owns the upper left (D4-D5 and the eight points of rows 6-7 from A to D), White the G column. Nothing has been captured; Black made the last move, so Black has one stone more on the board (15 against 14). There is no komi.

Lower left is a seki. White&apos;s seven stones A4-B4-B3-B2-C2-D2-D1 have no eye: their two liberties are A3 and C1. Black&apos;s B1 and A2 share an eye at A1, and each has one more liberty: A2 at A3, B1 at C1. Whoever plays on A3 or C1 fills a liberty of his own stones and loses them (a Black stone there leaves Black&apos;s corner with only the eye, and White takes it at A1; a White stone there leaves White&apos;s seven stones in atari). So nobody plays there, and all these stones live together. A3 and C1 are shared and belong to nobody.

What about A1, Black&apos;s eye in the seki? Area counting (Chinese, AGA, New Zealand, Ing, Tromp-Taylor, Renaissance A, the simplified area rules) counts it for Black like any point Black surrounds: Black 15 stones + 10 + 1 = 26, White 14 + 7 = 21, Black by 5. Renaissance B counts territory and prisoners and makes no exception for seki: Black 10 + 1 = 11, White 7, Black by 4 (one less than the area count because of Black&apos;s extra stone, as in the lesson on counting). Japanese and Korean rules, and the simplified Japanese/Korean rules, give no points in a seki at all, an eye included: Black 10, White 7, Black by 3. A seki in which each side had one eye would change nothing; a lopsided one like this is worth a point.</source>
            <extracomment>comment at the start</extracomment>
            <translation>7路盤で終局した対局で、白番。左上（D4-D5と、6-7路のAからDまでの8点）が黒、G列が白のもの。取られた石はない。最後の手を打ったのは黒なので、盤上の石は黒が1子多い（14子に対して15子）。コミはない。

左下はセキである。白の7子A4-B4-B3-B2-C2-D2-D1には眼がなく、2つのダメはA3とC1。黒のB1とA2はA1の眼を共有し、それぞれにもう1つずつダメがある。A2にはA3、B1にはC1。A3かC1に打った側は自分の石のダメを詰めて石を失う（黒石を打つと黒の隅は眼だけになり、白がA1で取る。白石を打つと白の7子がアタリになる）。だから誰もそこには打たず、これらの石はすべて共に活きている。A3とC1は共有の点で、どちらのものでもない。

では、セキの中の黒の眼A1はどうか。面積計算（中国ルール、AGA ルール、ニュージーランドルール、応氏ルール、トロンプ・テイラールール、ルネサンスルールA、面積計算の簡易ルール）では、黒が囲んだほかの点と同じく黒の得点として数える。黒は石15子 + 10 + 1 = 26、白は14 + 7 = 21で、黒の5目勝ち。ルネサンスルールBは地とアゲハマを数え、セキの例外を設けない。黒10 + 1 = 11、白7で、黒の4目勝ち（計算のレッスンと同じく、黒の余分な1子のため面積計算より1目少ない）。日本ルールと韓国ルール、簡易ルール 日本/韓国では、セキの中は眼も含めて一切得点にならない。黒10、白7で、黒の3目勝ち。双方が眼を1つずつ持つセキなら何も変わらないが、このように片方だけに眼があるセキは1目の価値がある。</translation>
        </message>
        <message>
            <source>White passes: A3 and C1 would only cost White its own stones, and no other point is open.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白はパス。A3とC1は白自身の石を失うだけで、ほかに空いている点はない。</translation>
        </message>
        <message>
            <source>Black passes and play stops; nothing is dead. The eye at A1 is what the counts disagree on: area counting and Renaissance B count it for Black, Japanese and Korean rules count no point in a seki.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黒もパスして対局が停止する。死に石はない。計算が食い違うのはA1の眼である。面積計算とルネサンスルールBはそれを黒の得点とし、日本ルールと韓国ルールはセキの中の点を数えない。</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-two-and-a-pass</name>
        <message>
            <source>A pass repeats the situation</source>
            <extracomment>title</extracomment>
            <translation>パスで同じ状況が繰り返される</translation>
        </message>
        <message>
            <source>A purpose-made position for the course (the corner seki of &apos;sending two, returning one&apos; on a 7x7 board). Situational superko as in the AGA rules as commonly read and the New Zealand rules (a play may not repeat the board as it stood after any earlier move of the same player); positional superko as in the Common Simplified Rules.</source>
            <extracomment>source</extracomment>
            <translation>本講座のために作った局面（7路盤に置いた「二子送り一子返し」の隅のセキ）。一般的な解釈によるAGA ルールとニュージーランドルールのシチュエーショナル・スーパーコウ（着手によって、同じ対局者の以前のどの手の後の盤面も繰り返してはならない）。Common Simplified Rules（共通簡易ルール）のポジショナル・スーパーコウ。</translation>
        </message>
        <message>
            <source>The three-move cycle again: a pass is a move that hands the turn over, so after White&apos;s pass the stones and the player to play are as at the start, and situational superko forbids Black to set the cycle off again.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>再び3手の循環。パスは手番を渡す手なので、白がパスした後は、石の配置も手番も最初と同じになり、シチュエーショナル・スーパーコウでは黒は再び循環を起こすことができない。</translation>
        </message>
        <message>
            <source>The corner seki of the superko lessons. Black sends two at G3, White takes them at G1, Black returns one at G2: the stones stand as at the start, with White to play. Positional superko forbids the return; situational superko (New Zealand, AGA) allows it, because the player to play is not the one the game began with.

Now White has nothing useful to do and passes. A pass puts no stone on the board, but it is a move: it hands the turn to Black. So the stones and the player to play are now exactly as at the start. If Black sends two again, the board after that move will be the one after Black&apos;s first G3, with White to play, a situation that has occurred before. Situational superko forbids it. New Zealand&apos;s rule says the same in its own words: a move is a play or a pass, and no play may bring back the board as it stood after any of the same player&apos;s earlier moves.

So under situational superko the cycle can go round once, and White&apos;s pass is what closes it. Had White played a real stone instead, the board would be new and Black could start again (the variation).</source>
            <extracomment>comment at the start</extracomment>
            <translation>スーパーコウのレッスンで使う隅のセキ。黒がG3で2子を送り、白がG1でそれを取り、黒がG2で1子を返す。石の配置は最初と同じで、白番。ポジショナル・スーパーコウでは1子返しが着手禁止。シチュエーショナル・スーパーコウ（ニュージーランドルール、AGA ルール）では許される。手番が対局開始時と違うからである。

ここで白には有効な手がなく、パスする。パスは盤上に石を置かないが、1手である。手番を黒に渡す。すると石の配置も手番も最初とまったく同じになる。黒が再び2子を送ると、その手の後の盤面は黒の最初のG3の後と同じで白番、つまり以前に現れた状況になる。シチュエーショナル・スーパーコウではこれは着手禁止。ニュージーランドルールも独自の言葉で同じことを定めている。手とは着手かパスのことであり、どの着手も、同じ対局者の以前のどの手の後の盤面も再現してはならない。

したがってシチュエーショナル・スーパーコウでは循環は1回りでき、白のパスがそれを閉じる。白がパスでなく実際に石を打っていれば、盤面は新しいものになり、黒は再び循環を始められる（変化）。</translation>
        </message>
        <message>
            <source>Black sends two at G3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がG3で2子を送る。</translation>
        </message>
        <message>
            <source>White takes the two stones at G1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白がG1で2子を取る。</translation>
        </message>
        <message>
            <source>Black returns one at G2. The stones are as at the start, but White is to play, not Black: situational superko (New Zealand, AGA) allows it; positional superko forbids it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒がG2で1子を返す。石の配置は最初と同じだが、手番は黒ではなく白。シチュエーショナル・スーパーコウ（ニュージーランドルール、AGA ルール）では許され、ポジショナル・スーパーコウでは着手禁止。</translation>
        </message>
        <message>
            <source>White passes: there is nothing to gain by playing. It is Black&apos;s turn with the stones as at the start: the very situation the game began with.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白はパス。打っても得るものがない。石の配置は最初と同じで黒番。対局開始時とまったく同じ状況である。</translation>
        </message>
        <message>
            <source>Black sends two again. After White&apos;s pass this brings back the board after move 1 with White to play, so situational superko forbids it. With only the basic ko ban it is legal, and each time round costs Black a point. (Ing&apos;s rules forbid it too, for a reason a later lesson explains.)</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黒が再び2子を送る。白のパスの後なので、これは1手目の後の盤面を白番で再現し、シチュエーショナル・スーパーコウでは着手禁止。基本のコウの禁止だけなら合法で、1回りごとに黒は1目損をする。（応氏ルールでも禁止。その理由は後のレッスンで説明する。）</translation>
        </message>
        <message>
            <source>White plays a stone at A7 instead of passing (a wasted move inside Black&apos;s area).</source>
            <extracomment>comment on the White plays a stone instead of passing, node 4</extracomment>
            <translation>白はパスせずにA7に石を打つ（黒の地の中の無駄な手）。</translation>
        </message>
        <message>
            <source>Black sends two again. The board now has White&apos;s A7 on it, so it is not one seen before: situational superko allows the move, and so does every other superko. Basic ko rules (Japanese, Korean, Renaissance) allow it as before, and so do Ing&apos;s rules: the whole board is not repeating.</source>
            <extracomment>comment on the White plays a stone instead of passing, node 5</extracomment>
            <translation>黒が再び2子を送る。今の盤面には白のA7があるので、以前に現れた盤面ではない。シチュエーショナル・スーパーコウでもこの手は許され、ほかのどのスーパーコウでも同じ。基本のコウのルール（日本ルール、韓国ルール、ルネサンスルール）ではこれまでどおり許され、応氏ルールでも許される。盤全体が繰り返されていないからである。</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-two-player-to-move</name>
        <message>
            <source>The same stones, the other player to play</source>
            <extracomment>title</extracomment>
            <translation>同じ石の配置で、手番が逆</translation>
        </message>
        <message>
            <source>A purpose-made position for the course (the corner seki of &apos;sending two, returning one&apos; on a 7x7 board). Situational superko as in the AGA rules as commonly read and the New Zealand rules (a play may not repeat the board as it stood after any earlier move of the same player); positional superko as in the Common Simplified Rules.</source>
            <extracomment>source</extracomment>
            <translation>本講座のために作った局面（7路盤に置いた「二子送り一子返し」の隅のセキ）。一般的な解釈によるAGA ルールとニュージーランドルールのシチュエーショナル・スーパーコウ（着手によって、同じ対局者の以前のどの手の後の盤面も繰り返してはならない）。Common Simplified Rules（共通簡易ルール）のポジショナル・スーパーコウ。</translation>
        </message>
        <message>
            <source>The three-move cycle of the last lesson: situational superko, which looks at the stones and at who is to play, lets Black return one each time, because the stones come back with White to play, not Black.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>前のレッスンの3手の循環。石の配置と手番の両方を見るシチュエーショナル・スーパーコウでは、黒は毎回1子を返せる。石の配置が戻っても、手番が黒ではなく白だからである。</translation>
        </message>
        <message>
            <source>The corner seki of the last lesson. Black sends two at G3, White takes them at G1, Black returns one at G2, and the stones stand as at the start. Positional superko forbids that third move.

Situational superko looks at the whole situation: the stones and the player to play. The game began with Black to play; after Black&apos;s return White is to play, so this situation has not occurred before and the move is legal. The superko of the AGA rules, as commonly read, is situational, and New Zealand&apos;s rule forbids exactly the same plays: no play may bring back the board as it stood after one of the same player&apos;s own moves. (Where a whole situation does come back, situational superko forbids it: the next lesson shows how a pass can do that here.)

Here White answers the cycle with a real move elsewhere, and Black starts it again. Each time Black returns one, the stones are as they were one move before White&apos;s answer, but with the other player to play: situational superko never objects. Positional superko stopped the cycle at its third move. Japanese, Korean, Renaissance and Ing&apos;s rules let the cycle go on too; each time round costs Black a point.</source>
            <extracomment>comment at the start</extracomment>
            <translation>前のレッスンの隅のセキ。黒がG3で2子を送り、白がG1でそれを取り、黒がG2で1子を返すと、石の配置は最初と同じになる。ポジショナル・スーパーコウではこの3手目が着手禁止。

シチュエーショナル・スーパーコウは、石の配置と手番という状況全体を見る。対局は黒番で始まった。黒が1子を返した後は白番なので、この状況は以前には現れておらず、この手は合法である。一般的な解釈によるAGA ルールのスーパーコウはシチュエーショナルであり、ニュージーランドルールもまったく同じ着手を禁じている。どの着手も、同じ対局者自身の手の後の盤面を再現してはならない。（状況全体が戻る場合は、シチュエーショナル・スーパーコウはそれを禁じる。次のレッスンでは、ここでパスがそれを引き起こす様子を示す。）

ここでは白が循環に対してほかの所に実際に石を打って応じ、黒は再び循環を始める。黒が1子を返すたびに、石の配置は白が応じる1手前と同じになるが、手番が逆である。シチュエーショナル・スーパーコウはけっして禁じない。ポジショナル・スーパーコウは循環を3手目で止めた。日本ルール、韓国ルール、ルネサンスルール、応氏ルールでも循環は続けられ、1回りごとに黒は1目損をする。</translation>
        </message>
        <message>
            <source>Black sends two at G3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がG3で2子を送る。</translation>
        </message>
        <message>
            <source>White takes the two stones at G1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白がG1で2子を取る。</translation>
        </message>
        <message>
            <source>Black returns one at G2. The stones stand as at the start, but White is to play, not Black. Positional superko forbids this move; situational superko (New Zealand, AGA) allows it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒がG2で1子を返す。石の配置は最初と同じだが、手番は黒ではなく白。ポジショナル・スーパーコウではこの手は着手禁止、シチュエーショナル・スーパーコウ（ニュージーランドルール、AGA ルール）では許される。</translation>
        </message>
        <message>
            <source>White plays a stone at A7, inside Black&apos;s area: a wasted move, but a real one.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白は黒の地の中のA7に石を打つ。無駄な手だが、本物の着手である。</translation>
        </message>
        <message>
            <source>Black sends two again. This arrangement of stones (with White&apos;s A7) is new.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黒が再び2子を送る。この石の配置（白のA7がある）は新しい。</translation>
        </message>
        <message>
            <source>White takes the two stones at G1 again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白が再びG1で2子を取る。</translation>
        </message>
        <message>
            <source>Black returns one again. The stones are as they were after White&apos;s A7, when Black was to play; now White is. Situational superko allows it again: the stones repeat, the situation does not.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黒が再び1子を返す。石の配置は白のA7の後、黒番だったときと同じだが、今は白番。シチュエーショナル・スーパーコウではこれもまた許される。石の配置は繰り返されるが、状況は繰り返されない。</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-two-three-times</name>
        <message>
            <source>Three times round</source>
            <extracomment>title</extracomment>
            <translation>3回りする</translation>
        </message>
        <message>
            <source>A purpose-made position for the course (the corner seki of &apos;sending two, returning one&apos; on a 7x7 board). Renaissance rules: rule 3 (threefold repetition), rule 4 (minimal superko) and their example 5 (sending three returning one).</source>
            <extracomment>source</extracomment>
            <translation>本講座のために作った局面（7路盤に置いた「二子送り一子返し」の隅のセキ）。ルネサンスルール：規則3（3回反復）、規則4（ミニマル・スーパーコウ）とその例5（三子送り一子返し）。</translation>
        </message>
        <message>
            <source>The three-move cycle with White passing: the third time the same position comes round the Renaissance rules end the game, and Black, who captured fewer stones in the loop, loses. Their minimal superko forbids only the position in which both players last passed.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>白がパスする3手の循環。同じ局面が3回目に現れるとルネサンスルールでは終局となり、循環の中で取った石が少ない黒の負けになる。ルネサンスルールのミニマル・スーパーコウが禁じるのは、双方が最後にパスした局面だけである。</translation>
        </message>
        <message>
            <source>The corner of the superko lessons. Black sends two at G3, White takes them at G1, Black returns one at G2, and White, with nothing better to do, passes: the stones and the player to play are as at the start. Superko rules stop this cycle (positional superko at Black&apos;s return, situational superko when Black sends two a second time). With only the basic ko rule, Black could go round for ever, and because White passes each time, Japanese and Korean rules do not treat it as a long cycle without result.

The Renaissance rules keep the basic ko rule and let cycles run, but count repetitions: when the same position (the stones and the player to play) has occurred for the third time, the game ends. Who captured more stones since the first occurrence wins; if both captured as many, it is a draw. In this cycle White takes two stones each time round and Black only one, so Black loses. Sending two and returning one is a way to lose, not a way to stop the game.

Their second rule about repetition, minimal superko, forbids a play only one position: the one in which the last two passes in a row were made (the variation). The komi is 0 here.</source>
            <extracomment>comment at the start</extracomment>
            <translation>スーパーコウのレッスンで使う隅。黒がG3で2子を送り、白がG1でそれを取り、黒がG2で1子を返し、白はほかによい手がないのでパスする。石の配置も手番も最初と同じになる。スーパーコウのルールはこの循環を止める（ポジショナル・スーパーコウは黒の1子返しで、シチュエーショナル・スーパーコウは黒が2回目に2子を送るときに）。基本のコウのルールだけなら、黒はいつまでも循環を続けられ、白が毎回パスするので、日本ルールと韓国ルールはこれを無勝負となる長い循環とはみなさない。

ルネサンスルールは基本のコウのルールを保って循環を許すが、反復を数える。同じ局面（石の配置と手番）が3回目に現れると終局となる。最初に現れてから多くの石を取った側が勝ち、同じ数なら持碁である。この循環では、1回りごとに白が2子、黒は1子しか取らないので、黒の負けになる。二子送り一子返しは負ける方法であって、対局を止める方法ではない。

反復についてのもう1つの規則であるミニマル・スーパーコウは、ただ1つの局面を着手で作ることを禁じる。最後に2回続けてパスが行われた局面である（変化）。ここではコミは0。</translation>
        </message>
        <message>
            <source>Black sends two at G3. This position (with White to play) occurs for the first time.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がG3で2子を送る。この局面（白番）は初めて現れる。</translation>
        </message>
        <message>
            <source>White takes two stones at G1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白がG1で2子を取る。</translation>
        </message>
        <message>
            <source>Black returns one at G2, capturing one stone. Positional superko forbids it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒がG2で1子を返し、1子を取る。ポジショナル・スーパーコウではこれは着手禁止。</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>白はパス。</translation>
        </message>
        <message>
            <source>Black sends two again: the position after move 1 occurs a second time. Situational superko forbids it, and so do Ing&apos;s rules (a later lesson).</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黒が再び2子を送る。1手目の後の局面が2回目に現れる。シチュエーショナル・スーパーコウではこれは着手禁止で、応氏ルールでも禁止（後のレッスン）。</translation>
        </message>
        <message>
            <source>White takes two again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白が再び2子を取る。</translation>
        </message>
        <message>
            <source>Black returns one again.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>黒が再び1子を返す。</translation>
        </message>
        <message>
            <source>White passes again.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白が再びパスする。</translation>
        </message>
        <message>
            <source>The position after move 1 comes round a third time: the Renaissance rules end the game by threefold repetition. Since it first came, White has taken four stones and Black two, so White wins. With passes in the cycle, Japanese and Korean rules let play go on.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>1手目の後の局面が3回目に現れる。ルネサンスルールでは3回反復で終局となる。最初に現れてから白は4子、黒は2子を取ったので、白の勝ち。循環の中にパスがあるので、日本ルールと韓国ルールでは対局を続けられる。</translation>
        </message>
        <message>
            <source>Black passes at once.</source>
            <extracomment>comment on the Black passes first, and both pass, node 1</extracomment>
            <translation>黒はすぐにパスする。</translation>
        </message>
        <message>
            <source>White passes too. The last two passes in a row were made in the starting position, so under the Renaissance rules no board play may bring it back (minimal superko); they also need a third pass to stop play, and Black goes on instead. Most other rulesets stop play after two passes: Tromp-Taylor rules end the game here, and Japanese and Korean rules go on to settle it in a way a later lesson explains.</source>
            <extracomment>comment on the Black passes first, and both pass, node 2</extracomment>
            <translation>白もパス。最後の2回続けてのパスは最初の局面で行われたので、ルネサンスルールでは盤上の着手でこの局面を再現してはならない（ミニマル・スーパーコウ）。またルネサンスルールでは対局の停止に3回目のパスが必要で、黒はパスせずに打ち続ける。ほかのほとんどのルールでは2回のパスで対局が停止する。トロンプ・テイラールールではここで終局となり、日本ルールと韓国ルールでは後のレッスンで説明する方法で決着をつけに進む。</translation>
        </message>
        <message>
            <source>Black sends two at G3.</source>
            <extracomment>comment on the Black passes first, and both pass, node 3</extracomment>
            <translation>黒がG3で2子を送る。</translation>
        </message>
        <message>
            <source>White takes two at G1.</source>
            <extracomment>comment on the Black passes first, and both pass, node 4</extracomment>
            <translation>白がG1で2子を取る。</translation>
        </message>
        <message>
            <source>Black&apos;s return at G2 would bring back the position in which both players passed: minimal superko forbids it, and Black&apos;s two stones are simply lost. Positional superko forbids it as well, and situational superko too (New Zealand, AGA): White was to play after Black&apos;s pass, as White would be now. Japanese and Korean rules allow it, and so do Ing&apos;s rules.</source>
            <extracomment>comment on the Black passes first, and both pass, node 5</extracomment>
            <translation>黒がG2で1子を返すと、双方がパスした局面が再現される。ミニマル・スーパーコウによりこれは着手禁止で、黒の2子は単に失われる。ポジショナル・スーパーコウでも禁止で、シチュエーショナル・スーパーコウ（ニュージーランドルール、AGA ルール）でも禁止。黒のパスの後は白番で、今も白番になるからである。日本ルールと韓国ルールでは許され、応氏ルールでも許される。</translation>
        </message>
    </context>
    <context>
        <name>Diagram suicide</name>
        <message>
            <source>Suicide of three stones</source>
            <extracomment>title</extracomment>
            <translation>3子の自殺手</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Suicide allowed: New Zealand rules, Ing&apos;s SST rules (part 2 and part 4), the Simplified Ing/NZ rules, the Renaissance rules (rule 1) and Tromp-Taylor; forbidden: the other simplified rules and the Japanese, Korean, Chinese and AGA rules.</source>
            <extracomment>source</extracomment>
            <translation>本講座のために作った局面。自殺手を認めるもの：ニュージーランドルール、応氏ルール（SST）（第2部と第4部）、簡易ルール 応氏/NZ、ルネサンスルール（規則1）、トロンプ・テイラールール。禁止するもの：ほかの簡易ルールと、日本ルール、韓国ルール、中国ルール、AGA ルール。</translation>
        </message>
        <message>
            <source>Black fills the last liberty of two of its own stones: a legal move that removes three Black stones under New Zealand, Ing, Renaissance and Tromp-Taylor rules, an illegal suicide under the others.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>黒が自分の2子の最後のダメを埋める。ニュージーランドルール、応氏ルール、ルネサンスルール、トロンプ・テイラールールでは黒石3子が取り除かれる合法な手、ほかのルールでは着手禁止の自殺手。</translation>
        </message>
        <message>
            <source>Black&apos;s two stones B3 and C3 are surrounded by White and have one liberty left, D3. White&apos;s stones all have plenty of liberties.

What if Black plays D3 itself? The new stone joins B3 and C3, and the string of three has no liberty at all; it captures nothing, since every White string still has liberties. A play that leaves one&apos;s own stones without liberties, without capturing anything, is suicide (self-capture).

The rulesets split in two. Japanese, Korean, Chinese and AGA rules, and the simplified Chinese, Japanese/Korean and AGA rules, forbid suicide: the play is illegal and Black must choose another. New Zealand, Ing&apos;s, the Renaissance and Tromp-Taylor rules, and the simplified Ing/NZ rules, allow it: the three Black stones come off the board at once. Where it is legal, such a move can serve as a threat in a ko fight or take a liberty away in a capturing race; here it only gives stones away. Black is to play.</source>
            <extracomment>comment at the start</extracomment>
            <translation>黒の2子B3とC3は白に囲まれ、ダメはD3の1つだけ。白石はどれもダメが十分にある。

黒が自分でD3に打ったらどうなるか。打った石はB3、C3とつながり、3子の連にはダメがまったくなくなる。白の連はどれもまだダメがあるので、何も取れない。何も取らずに自分の石のダメをなくす着手が自殺手である。

ルールは2つに分かれる。日本ルール、韓国ルール、中国ルール、AGA ルール、そして簡易ルール 中国、簡易ルール 日本/韓国、簡易ルール AGA は自殺手を禁止する。この着手は着手禁止で、黒は別の手を選ばなければならない。ニュージーランドルール、応氏ルール、ルネサンスルール、トロンプ・テイラールール、そして簡易ルール 応氏/NZ はこれを認める。黒石3子はすぐに盤上から取り除かれる。合法なルールでは、このような手はコウ争いのコウ材になったり、攻め合いでダメを1つ減らしたりすることがある。ここでは石をただ与えるだけである。黒番。</translation>
        </message>
        <message>
            <source>Black plays D3. Where suicide is forbidden this move is illegal. Where it is allowed, B3, C3 and D3 are removed at once, and the three points are empty again.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がD3に打つ。自殺手が禁止されているルールでは、この手は着手禁止。認められているルールでは、B3、C3、D3がすぐに取り除かれ、3つの点は再び空点になる。</translation>
        </message>
        <message>
            <source>White plays C3 (under the rulesets that allowed Black&apos;s suicide). The three points Black emptied are surrounded by White.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白がC3に打つ（黒の自殺手を認めたルールで）。黒が空けた3つの点は白に囲まれている。</translation>
        </message>
    </context>
    <context>
        <name>Diagram three-move-cycle</name>
        <message>
            <source>A three-move cycle</source>
            <extracomment>title</extracomment>
            <translation>3手の循環</translation>
        </message>
        <message>
            <source>sending two, returning one</source>
            <extracomment>another name of the position</extracomment>
            <translation>sending two, returning one（二子送り一子返し）</translation>
        </message>
        <message>
            <source>A purpose-made position for the course: the corner seki of &apos;sending two, returning one&apos; (Sensei&apos;s Library) on a 7x7 board. Positional superko as in the Common Simplified Rules (no play may bring back an earlier arrangement of stones).</source>
            <extracomment>source</extracomment>
            <translation>本講座のために作った局面：7路盤に置いた「二子送り一子返し」（Sensei&apos;s Library（英語の囲碁ウィキ））の隅のセキ。Common Simplified Rules（共通簡易ルール）のポジショナル・スーパーコウ（どの着手も以前の石の配置を再現してはならない）。</translation>
        </message>
        <message>
            <source>Black gives two stones and takes one back, and the board is as it was after three moves: positional superko forbids the third move, basic ko does not.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>黒が2子を与えて1子を取り返すと、3手後に盤面が元に戻る。ポジショナル・スーパーコウでは3手目が着手禁止、基本のコウのルールでは禁止されない。</translation>
        </message>
        <message>
            <source>Lower right, a seki. White&apos;s eight stones (D1-D3, E3, F2-F4, G4) have two liberties, E2 and G3. Black&apos;s E1-F1 has two, E2 and G1; Black&apos;s lone G2 has G1 and G3. Nobody can fill a shared liberty without putting their own stones in atari, so the corner stays as it is. Black&apos;s outer wall, with the whole upper left, is alive.

Black can still start a cycle here. Black plays G3 and gives two stones, White takes them at G1, and Black takes the one stone at G1 back with G2. After these three moves every stone stands where it stood before.

No single stone takes back a single stone at once here, so the basic ko rule has nothing to say. Positional superko, the rule of the simplified rulesets, Chinese and Tromp-Taylor rules, forbids any play that brings back an arrangement of stones seen before in the game, whoever is to play: Black&apos;s third move is illegal. Japanese, Korean and the Renaissance rules have only the basic ko rule here and allow it. New Zealand and AGA rules allow it too: their superko also looks at who is to play, and that is the next lesson. Ing&apos;s rules also allow it, for a reason a later lesson explains.</source>
            <extracomment>comment at the start</extracomment>
            <translation>右下はセキ。白の8子（D1-D3、E3、F2-F4、G4）のダメはE2とG3の2つ。黒のE1-F1のダメはE2とG1の2つ、黒の単独のG2のダメはG1とG3。どちらも自分の石をアタリにせずに共有のダメを埋めることはできないので、隅はこのままである。黒の外側の厚みは左上全体とともに活きている。

それでも黒はここで循環を始められる。黒がG3に打って2子を与え、白がG1でそれを取り、黒がG2でG1の1子を取り返す。この3手の後、すべての石が前と同じ場所にある。

ここでは1子が1子をすぐに取り返すわけではないので、基本のコウのルールは何も言わない。ポジショナル・スーパーコウは、簡易ルール、中国ルール、トロンプ・テイラールールのルールで、手番に関係なく、その対局で以前に現れた石の配置を再現する着手をすべて禁止する。黒の3手目は着手禁止である。日本ルール、韓国ルール、ルネサンスルールでは、ここには基本のコウのルールしかなく、この手は許される。ニュージーランドルールとAGA ルールでも許される。これらのスーパーコウは手番も見るからで、それは次のレッスンで扱う。応氏ルールでも許される。その理由は後のレッスンで説明する。</translation>
        </message>
        <message>
            <source>Black plays G3 and sends two stones: G2-G3 has one liberty left, G1. White&apos;s stones are in atari too (E2 is their last liberty), but it is White&apos;s turn.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がG3に打って2子を送る。G2-G3のダメはG1の1つだけになる。白の石もアタリ（最後のダメはE2）だが、白番である。</translation>
        </message>
        <message>
            <source>White takes the two stones at G1. The White stone at G1 has one liberty, G2; Black&apos;s E1-F1 is in atari at E2.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白がG1で2子を取る。G1の白石のダメはG2の1つ。黒のE1-F1はE2でアタリ。</translation>
        </message>
        <message>
            <source>Black returns one at G2, capturing G1. The stones stand exactly as at the start, so positional superko forbids this move. The rules with only the basic ko ban allow it: two stones taken for one is not a basic ko.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒がG2で1子を返し、G1を取る。石の配置は最初とまったく同じなので、ポジショナル・スーパーコウではこの手は着手禁止。基本のコウの禁止だけのルールでは許される。2子を取られて1子を取り返すのは基本のコウではない。</translation>
        </message>
    </context>
    <context>
        <name>Diagram two-corner-cycle</name>
        <message>
            <source>Two corners, one long cycle</source>
            <extracomment>title</extracomment>
            <translation>2つの隅と1つの長い循環</translation>
        </message>
        <message>
            <source>A purpose-made position for the course: two corner seki of &apos;sending two, returning one&apos;, one for each side. No result for a repeated long cycle: Japanese rules of 1989, article 12. Superko: Common Simplified Rules (positional), New Zealand rules (situational). Threefold repetition: Renaissance rules, rule 3. Ing&apos;s SST rules, part 6 (disturbing).</source>
            <extracomment>source</extracomment>
            <translation>本講座のために作った局面：「二子送り一子返し」の隅のセキを2つ、双方に1つずつ置いたもの。繰り返される長い循環は無勝負：日本囲碁規約（1989年）第12条。スーパーコウ：Common Simplified Rules（共通簡易ルール）（ポジショナル）、ニュージーランドルール（シチュエーショナル）。3回反復：ルネサンスルールの規則3。応氏ルール（SST）第6部（ディスターブ）。</translation>
        </message>
        <message>
            <source>Each side can give two stones and take one back in its own corner, so six moves bring the whole board back with Black to play and no pass in between: no result under Japanese and Korean rules, forbidden by superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>双方がそれぞれ自分の隅で2子を与えて1子を取り返せるので、6手で盤全体が黒番で元に戻り、間にパスはない。日本ルールと韓国ルールでは無勝負、スーパーコウでは着手禁止。</translation>
        </message>
        <message>
            <source>Two copies of the corner of the superko lessons. In the lower right White&apos;s eight stones are in seki with Black&apos;s G1-H1 and J2, as before. In the upper left the colours are swapped: Black&apos;s eight stones are in seki with White&apos;s B9-C9 and A8. The two outer walls have many liberties each and are not in danger.

Each side has a cycle of its own: Black can send two at J3, White takes them at J1, and Black returns one at J2. White can do the same upper left: send two at A7, Black takes at A9, White returns one at A8. One round in each corner is six moves, and after them every stone is back where it started, with Black to play: the whole situation repeats, and no one has passed.

With only the basic ko rule nothing forbids any of these moves, and the players could go round for ever. Japanese and Korean rules end such a game without a result when the players keep repeating the cycle (here, when the same situation has come round a third time with no pass in between). Positional superko forbids Black&apos;s first return (J2), which brings back the starting stones. Situational superko (New Zealand, AGA) allows it, since White is then to play, but forbids White&apos;s return at A8, which brings back the start with Black to play. The Renaissance rules end the game at the third repetition too, as a draw (the next lesson). Ing&apos;s rules let each side set off a cycle once and then forbid Black&apos;s second start (a later lesson).</source>
            <extracomment>comment at the start</extracomment>
            <translation>スーパーコウのレッスンの隅が2つある。右下では、前と同じく白の8子が黒のG1-H1、J2とセキになっている。左上では色が逆で、黒の8子が白のB9-C9、A8とセキになっている。外側の2つの厚みはどちらもダメが多く、危険はない。

双方がそれぞれ自分の循環を持っている。黒はJ3で2子を送れ、白がJ1でそれを取り、黒がJ2で1子を返す。白も左上で同じことができる。A7で2子を送り、黒がA9で取り、白がA8で1子を返す。それぞれの隅で1回りずつで6手、その後すべての石が最初の場所に戻り、黒番になる。状況全体が繰り返され、誰もパスしていない。

基本のコウのルールだけでは、これらの手はどれも禁止されず、対局者はいつまでも回り続けられる。日本ルールと韓国ルールでは、対局者が循環を繰り返し続けると、そのような対局は無勝負で終わる（ここでは、間にパスを挟まずに同じ状況が3回目に現れたとき）。ポジショナル・スーパーコウでは、最初の石の配置を再現する黒の最初の1子返し（J2）が着手禁止。シチュエーショナル・スーパーコウ（ニュージーランドルール、AGA ルール）ではそれは白番になるので許されるが、黒番で最初の局面を再現する白のA8での1子返しが禁止される。ルネサンスルールでも3回目の反復で終局となり、持碁になる（次のレッスン）。応氏ルールでは双方が1回ずつ循環を起こせ、その後は黒の2回目の開始が禁止される（後のレッスン）。</translation>
        </message>
        <message>
            <source>Black sends two at J3: J2-J3 has one liberty left, J1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒がJ3で2子を送る。J2-J3のダメはJ1の1つだけになる。</translation>
        </message>
        <message>
            <source>White takes the two stones at J1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白がJ1で2子を取る。</translation>
        </message>
        <message>
            <source>Black returns one at J2, capturing J1: the lower right is as at the start, with White to play. Positional superko forbids this move; situational superko allows it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>黒がJ2で1子を返し、J1を取る。右下は最初と同じで、白番。ポジショナル・スーパーコウではこの手は着手禁止、シチュエーショナル・スーパーコウでは許される。</translation>
        </message>
        <message>
            <source>White now sends two at A7 in the upper left: A7-A8 has one liberty left, A9.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>今度は白が左上のA7で2子を送る。A7-A8のダメはA9の1つだけになる。</translation>
        </message>
        <message>
            <source>Black takes the two stones at A9.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>黒がA9で2子を取る。</translation>
        </message>
        <message>
            <source>White returns one at A8, capturing A9. The whole board is as at the start, and Black is to play: situational superko (New Zealand, AGA) forbids this move. Under the basic ko rule it is legal, and the cycle can begin again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>白がA8で1子を返し、A9を取る。盤全体が最初と同じで、黒番。シチュエーショナル・スーパーコウ（ニュージーランドルール、AGA ルール）ではこの手は着手禁止。基本のコウのルールでは合法で、循環は再び始められる。</translation>
        </message>
        <message>
            <source>Round two: Black sends two again. Ing&apos;s rules forbid it: Black has already set off one cycle (a later lesson).</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>2回り目：黒が再び2子を送る。応氏ルールではこれは禁止。黒はすでに循環を1回起こしている（後のレッスン）。</translation>
        </message>
        <message>
            <source>White takes two.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>白が2子を取る。</translation>
        </message>
        <message>
            <source>Black returns one.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>黒が1子を返す。</translation>
        </message>
        <message>
            <source>White sends two.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>白が2子を送る。</translation>
        </message>
        <message>
            <source>Black takes two.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>黒が2子を取る。</translation>
        </message>
        <message>
            <source>The starting situation comes round a third time with no pass in between: a long cycle. Japanese and Korean rules end the game with no result; the Renaissance rules end it by threefold repetition, a draw, since each side took three stones per round.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>間にパスを挟まずに、最初の状況が3回目に現れた。長い循環である。日本ルールと韓国ルールでは対局は無勝負で終わる。ルネサンスルールでは3回反復で終局となり、1回りごとに双方が3子ずつ取ったので持碁になる。</translation>
        </message>
    </context>
    <context>
        <name>Diagram two-handicap-stones</name>
        <message>
            <source>Two handicap stones</source>
            <extracomment>title</extracomment>
            <translation>2子の置碁</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Handicap and komi as the presets read them: New Zealand rules (handicap by White passing, no komi), Ing&apos;s SST rules (&apos;Counting&apos; item 5: N points for N stones), the AGA commentary of the &apos;Simplified rules&apos;, Chinese, AGA, Japanese and Korean conventions.</source>
            <extracomment>source</extracomment>
            <translation>本講座のために作った局面。プリセットが解釈する置き石とコミ：ニュージーランドルール（白のパスによるハンディキャップ、コミなし）、応氏ルール（SST）（&apos;Counting&apos;（計算）第5項：N子ならN目）、&apos;Simplified rules&apos;（簡易ルール）に対するAGAの解説、中国、AGA、日本、韓国の慣行。</translation>
        </message>
        <message>
            <source>A finished two-stone handicap game on 7x7: on the board Black is one point ahead by area and level by territory, and what each ruleset gives White for the handicap decides the winner.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>7路盤で終局した2子の置碁。盤上では面積で黒が1目多く、地では互角で、各ルールが置き石に対して白に何を与えるかで勝者が決まる。</translation>
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
            <translation>7路盤で終局した置碁。黒は盤の置き石の点C3とE5に2子の置き石を置いて始め、その後白が先に打ち、交互に打った。最後の手を打ったのは白なので、黒は白より1子多く置いている。10子に対して11子である。取られた石はなく、壁はすべての所で接している。

黒は右下を持っている。面積で25目（石11子と空点14。黒のD4とE2は黒自身の地の中にある）。残りは白のもので、24目（石10子と空点14）。面積では黒が1目多く、地では14対14である。

互先では、白は後手で打つ分のコミを受け取る。日本ルールと韓国ルールでは6.5目、中国ルールとAGA ルールでは7.5目、ニュージーランドでは7目、応氏ルールでは8目。置碁ではそのようなコミはない。代わりに、置き石に対して白が何を取り戻すかについて、ルールの意見が分かれる。
- 日本ルール、韓国ルール、簡易ルール 日本/韓国：何もない。地の計算では石そのものは何も得点にならないので、置き石の価値は囲むのに役立った分だけである。14 - 14で持碁。
- 中国ルール、簡易ルール 中国、応氏ルール：置き石1子につき1目で2目。面積計算では、置き石はどれも黒が1手も使わずに得た1目だからである。25 - 24 - 2で白の1目勝ち。
- AGA ルールと簡易ルール AGA：2子目からの1子につき1目、それに0.5目。25 - 24 - 1.5で白の0.5目勝ち。ルネサンスルールA（面積）とB（地、14 - 14 - 0.5）でも同じ。
- ニュージーランドルール、簡易ルール 応氏/NZ、トロンプ・テイラールール：何もなく、コミもない。黒の1目勝ち。

黒番。もう得るものは何も残っていない。</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>黒はパス。</translation>
        </message>
        <message>
            <source>White passes: play stops, and nothing is dead. What each ruleset gives White for Black&apos;s two handicap stones decides the winner: from Black by 1 (New Zealand, which gives nothing) to White by 1 (Chinese rules, a point per stone).</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>白もパス。対局が停止し、死に石はない。黒の2子の置き石に対して各ルールが白に何を与えるかで勝者が決まる。黒の1目勝ち（何も与えないニュージーランドルール）から白の1目勝ち（置き石1子につき1目の中国ルール）まで。</translation>
        </message>
    </context>
    <context>
        <name>Diagram two-stone-ko</name>
        <message>
            <source>Two stones take two</source>
            <extracomment>title</extracomment>
            <translation>2子が2子を取る</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Ing&apos;s SST rules, part 6A (fighting kos: hot stones, double hot stones) and part 2 (During the game, items 4 and 5).</source>
            <extracomment>source</extracomment>
            <translation>本講座のために作った局面。応氏ルール（SST）第6部A（争いのコウ：ホットストーン、ダブル・ホットストーン）と第2部（During the game：対局中、第4項と第5項）。</translation>
        </message>
        <message>
            <source>White takes two stones with two, and Black could take those two straight back: every other ruleset allows it, Ing&apos;s rules call the two White stones hot and make Black play elsewhere first.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>白が2子で2子を取り、黒はその2子をすぐに取り返せる。ほかのどのルールでもそれは許されるが、応氏ルールでは白の2子をホットストーンとし、黒はまずほかの所に打たなければならない。</translation>
        </message>
        <message>
            <source>A fight on the bottom edge of a 5x5 board, White to play. White&apos;s corner A1-A2-B2-C2 has one liberty, A3. Black&apos;s B1-C1 and White&apos;s E1 each have one liberty, the same point D1, and Black&apos;s D2-E2 has two, D1 and E3.

White plays D1 and captures B1 and C1. Now White&apos;s D1-E1 has a single liberty, C1, and Black&apos;s D2-E2 is in atari at E3. If Black can take D1-E1 back at C1, Black&apos;s group is out of atari and White&apos;s corner is short of liberties again; if not, White captures D2-E2 at E3.

The basic ko rule speaks only of a single stone that has just taken a single stone: here two stones took two, so Japanese, Korean and the Renaissance rules let Black take back at once. Superko does not object either: after Black&apos;s capture B1 stays empty, so the board is a new one.

Ing&apos;s rules treat this as a ko fight. Stones that have just captured in a fighting ko are hot: they may be captured only after a move or a pass in between, and that holds for two stones (double hot stones) as well as for one. So under Ing&apos;s rules Black must first play elsewhere, a ko threat, as in a basic ko.</source>
            <extracomment>comment at the start</extracomment>
            <translation>5路盤の1路での戦いで、白番。白の隅のA1-A2-B2-C2のダメはA3の1つ。黒のB1-C1と白のE1はどちらもダメが同じ点D1の1つだけで、黒のD2-E2のダメはD1とE3の2つ。

白がD1に打ってB1とC1を取る。すると白のD1-E1のダメはC1の1つだけになり、黒のD2-E2はE3でアタリになる。黒がC1でD1-E1を取り返せれば、黒の石はアタリを脱し、白の隅は再びダメが足りなくなる。取り返せなければ、白がE3でD2-E2を取る。

基本のコウのルールは、1子を取ったばかりの1子についてしか述べていない。ここでは2子が2子を取ったので、日本ルール、韓国ルール、ルネサンスルールでは黒はすぐに取り返せる。スーパーコウも問題にしない。黒が取った後もB1は空いたままなので、盤面は新しいものになる。

応氏ルールはこれをコウ争いとして扱う。争いのコウで取ったばかりの石はホットで、間に1手かパスを挟んでからでないと取れない。これは1子だけでなく2子（ダブル・ホットストーン）にも当てはまる。したがって応氏ルールでは、黒は基本のコウと同じく、まずほかの所にコウ材を打たなければならない。</translation>
        </message>
        <message>
            <source>White captures B1 and C1 at D1. The White stones D1 and E1 have just captured and have one liberty, C1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>白がD1でB1とC1を取る。白石D1とE1は取ったばかりで、ダメはC1の1つ。</translation>
        </message>
        <message>
            <source>Black takes D1 and E1 back at C1 at once. Every ruleset allows this except Ing&apos;s: D1-E1 are hot stones, and Black needs an intervening move first.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>黒がすぐにC1でD1とE1を取り返す。応氏ルール以外のどのルールでもこれは許される。D1-E1はホットストーンなので、黒はまず間に1手を挟まなければならない。</translation>
        </message>
        <message>
            <source>Black plays elsewhere first, at E5, against White&apos;s wall.</source>
            <extracomment>comment on the Black plays elsewhere first, node 2</extracomment>
            <translation>黒はまずほかの所、白の壁に対してE5に打つ。</translation>
        </message>
        <message>
            <source>White answers elsewhere too, at A5 (White could instead have captured D2-E2 at E3).</source>
            <extracomment>comment on the Black plays elsewhere first, node 3</extracomment>
            <translation>白も同じくほかの所、A5で応じる（代わりにE3でD2-E2を取ることもできた）。</translation>
        </message>
        <message>
            <source>Now Black may take D1 and E1 at C1 under Ing&apos;s rules too: moves have come between, and the stones are no longer hot.</source>
            <extracomment>comment on the Black plays elsewhere first, node 4</extracomment>
            <translation>今度は応氏ルールでも黒はC1でD1とE1を取れる。間に手が入ったので、石はもうホットではない。</translation>
        </message>
    </context>
</TS>

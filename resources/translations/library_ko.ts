<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
    <context>
        <name>Diagram balanced-quadruple-ko</name>
        <message>
            <source>Balanced quadruple ko seki</source>
            <extracomment>title</extracomment>
            <translation>균형 잡힌 사패 빅</translation>
        </message>
        <message>
            <source>quadruple ko seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>사패 빅</translation>
        </message>
        <message>
            <source>四劫循环</source>
            <extracomment>another name of the position</extracomment>
            <translation>四劫循环</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Quadruple ko seki&apos;; Ing&apos;s SST rules (balanced kos are disturbing kos).</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library(영어 바둑 위키)의 &apos;Quadruple ko seki&apos;; 응씨 규칙(SST)(균형 잡힌 패는 교란하는 패임).</translation>
        </message>
        <message>
            <source>Four kos, two held by each side: a seki under superko and Ing&apos;s rules, but a player who is behind can force no result in Japan and Korea.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>패 네 개를 양쪽이 두 개씩 쥐고 있습니다. 슈퍼코와 응씨 규칙에서는 빅이지만, 일본과 한국에서는 지고 있는 쪽이 무승부(무효)로 만들 수 있습니다.</translation>
        </message>
        <message>
            <source>White&apos;s top group has two liberties (F8 and H8); Black&apos;s middle group has two (B7 and D7). Black holds two kos (B8, D8), White two (F7, H7). Whoever takes a ko puts the other side in atari, and the other side takes another ko back. With two kos each, neither can win: a seki.

A player who would lose the game on the count can keep taking kos. After eight moves the start returns. Japanese and Korean rules: no result. Superko forbids the eighth move. Ing&apos;s rules see a balanced (disturbing) ko: each player may set off the cycle once, and only the attacker disturbs, so an atari here can always be answered by taking another ko and neither group can be captured. Renaissance: a draw by threefold repetition.</source>
            <extracomment>comment at the start</extracomment>
            <translation>백의 위쪽 돌 무리는 활로가 둘(F8과 H8)이고, 흑의 가운데 돌 무리도 둘(B7과 D7)입니다. 흑은 패 두 개(B8, D8)를, 백도 두 개(F7, H7)를 쥐고 있습니다. 누구든 패를 따내면 상대를 단수로 몰지만, 상대는 다른 패를 되따냅니다. 양쪽이 패를 두 개씩 가지고 있으므로 어느 쪽도 이길 수 없습니다. 빅입니다.

계가하면 지게 될 대국자는 계속 패를 따낼 수 있습니다. 8수가 지나면 처음 국면으로 돌아옵니다. 일본 규칙과 한국 규칙에서는 무승부(무효)입니다. 슈퍼코는 여덟 번째 수를 금지합니다. 응씨 규칙은 이것을 균형 잡힌 패(교란하는 패)로 봅니다. 각 대국자는 순환을 한 번만 일으킬 수 있고 교란하는 것은 공격하는 쪽뿐이므로, 여기서 단수를 당하면 언제나 다른 패를 따내어 응수할 수 있고 어느 돌 무리도 잡히지 않습니다. 르네상스 규칙에서는 세 번 반복으로 비김입니다.</translation>
        </message>
        <message>
            <source>Black takes the ko at F8 (capturing F7): White&apos;s top group is in atari at H8.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 F8에서 패를 따냅니다(F7을 따냄). 백의 위쪽 돌 무리는 단수가 됩니다(남은 활로는 H8).</translation>
        </message>
        <message>
            <source>White takes a ko back at B7 (capturing B8): Black is in atari at D7.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 B7에서 패를 되따냅니다(B8을 따냄). 흑이 단수가 됩니다(남은 활로는 D7).</translation>
        </message>
        <message>
            <source>Black takes the other White ko at H8: White in atari at F7.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑이 H8에서 백의 다른 패를 따냅니다. 백이 단수가 됩니다(남은 활로는 F7).</translation>
        </message>
        <message>
            <source>White takes the other Black ko at D7: Black in atari at B8.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>백이 D7에서 흑의 다른 패를 따냅니다. 흑이 단수가 됩니다(남은 활로는 B8).</translation>
        </message>
        <message>
            <source>Black retakes at B8.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>흑이 B8에서 되따냅니다.</translation>
        </message>
        <message>
            <source>White retakes at F7.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>백이 F7에서 되따냅니다.</translation>
        </message>
        <message>
            <source>Black retakes at D8.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>흑이 D8에서 되따냅니다.</translation>
        </message>
        <message>
            <source>White retakes at H7: the start position with Black to play. Superko forbids it.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>백이 H7에서 되따냅니다. 흑 차례로 처음 국면이 됩니다. 슈퍼코는 이 수를 금지합니다.</translation>
        </message>
        <message>
            <source>Round two. Under Ing&apos;s rules Black set off the first round and may not disturb again: this attack would recreate the position after move 1. White, who only answered, has not disturbed yet.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>두 번째 순환입니다. 응씨 규칙에서는 첫 순환을 일으킨 흑이 다시 교란할 수 없습니다. 이 공격은 1수째 뒤의 국면을 다시 만들기 때문입니다. 응수만 한 백은 아직 교란하지 않았습니다.</translation>
        </message>
        <message>
            <source>White takes at B7.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>백이 B7에서 따냅니다.</translation>
        </message>
        <message>
            <source>Black takes at H8.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>흑이 H8에서 따냅니다.</translation>
        </message>
        <message>
            <source>White takes at D7.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>백이 D7에서 따냅니다.</translation>
        </message>
        <message>
            <source>Black retakes.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>흑이 되따냅니다.</translation>
        </message>
        <message>
            <source>White retakes.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>백이 되따냅니다.</translation>
        </message>
        <message>
            <source>The start stands for the third time: no result in Japan and Korea, a draw under Renaissance rules (eight stones captured by each side in the loop).</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>처음 국면이 세 번째로 나타났습니다. 일본과 한국에서는 무승부(무효), 르네상스 규칙에서는 비김입니다(한 순환에서 양쪽이 각각 여덟 점을 따냄).</translation>
        </message>
    </context>
    <context>
        <name>Diagram bent-four</name>
        <message>
            <source>Bent four in the corner</source>
            <extracomment>title</extracomment>
            <translation>귀곡사</translation>
        </message>
        <message>
            <source>magari shimoku (隅の曲がり四目)</source>
            <extracomment>another name of the position</extracomment>
            <translation>magari shimoku(隅の曲がり四目)</translation>
        </message>
        <message>
            <source>盘角曲四</source>
            <extracomment>another name of the position</extracomment>
            <translation>盘角曲四</translation>
        </message>
        <message>
            <source>Japanese rules 1989, article 7-2 and its commentary (bent four is dead as it stands); Ing&apos;s SST rules, &apos;Bent four in the corner&apos;.</source>
            <extracomment>source</extracomment>
            <translation>일본 바둑 규약(1989) 제7조 2항과 그 해설(귀곡사는 그대로 죽음); 응씨 규칙(SST)의 &apos;Bent four in the corner&apos;.</translation>
        </message>
        <message>
            <source>Dead by rule in Japan whatever ko threats exist; under every other ruleset it must be played out, and an unanswered ko threat can save it.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>일본에서는 팻감이 있든 없든 규칙에 따라 죽은 돌입니다. 다른 모든 규칙에서는 실제로 두어서 결말을 내야 하며, 응수하지 않은 팻감이 있으면 살 수도 있습니다.</translation>
        </message>
        <message>
            <source>White&apos;s corner group (eleven stones) has only two liberties, A17 and C19, and can never play either itself. Black&apos;s stones at A18 and B19 are inside. Black&apos;s wall is alive.

To capture, Black connects at A19, throws in at C19 (four Black stones in the bent four shape), White must capture them with A17, Black plays the 1-2 point B19, White answers A19, and Black takes the ko at A18. White can retake only after a ko threat.

Japanese and Korean rules settle it without play: after both pass, the confirmation play decides, and in it a ko may be retaken only after a pass, so ko threats are useless and the group is dead. Everyone else plays it out. Tromp-Taylor rules count every stone on the board as alive once both pass, so Black must capture before passing. With a ko threat Black cannot answer (the variation), White wins the ko everywhere but in Japan and Korea. Ing&apos;s rules add a case: when White&apos;s threat lies in a seki that Black cannot remove, and ignoring it would cost Black more than the corner is worth, Black does better to answer it and let White live (the variation &apos;A ko threat worth more than the corner&apos;).

The rest of the board is assumed settled; komi 0.</source>
            <extracomment>comment at the start</extracomment>
            <translation>귀의 백 돌 무리(열한 점)는 활로가 A17과 C19 두 개뿐이고, 어느 쪽에도 스스로 둘 수 없습니다. A18과 B19의 흑돌은 그 안에 있습니다. 흑의 벽은 살아 있습니다.

잡으려면 흑은 A19에 잇고, C19에 먹여치며(귀곡사 모양의 흑 네 점), 백은 A17로 이것을 따낼 수밖에 없습니다. 흑이 1의 2 자리인 B19에 두면 백은 A19로 응수하고, 흑은 A18에서 패를 따냅니다. 백은 팻감을 쓴 뒤에야 되따낼 수 있습니다.

일본 규칙과 한국 규칙은 두지 않고 결말을 냅니다. 양쪽이 패스한 뒤 사활 확인 착수로 정하는데, 그 안에서는 패스를 한 뒤에만 패를 되따낼 수 있으므로 팻감이 소용없고 이 돌 무리는 죽은 돌입니다. 다른 모든 규칙에서는 실제로 두어서 결말을 냅니다. 트롬프-테일러 규칙은 양쪽이 패스하면 판 위의 돌을 모두 산 돌로 세므로, 흑은 패스하기 전에 잡아야 합니다. 흑이 응수할 수 없는 팻감이 있으면(변화도) 일본과 한국을 제외한 모든 곳에서 백이 패를 이깁니다. 응씨 규칙에는 경우가 하나 더 있습니다. 백의 팻감이 흑이 없앨 수 없는 빅 안에 있고, 그것을 무시하면 귀의 가치보다 더 많이 잃게 될 때는, 흑이 팻감에 응수하고 백을 살려 주는 편이 낫습니다(변화도 &apos;귀보다 큰 팻감&apos;).

판의 나머지 부분은 결정되어 있다고 봅니다. 덤 0.</translation>
        </message>
        <message>
            <source>Black passes without playing the corner out...</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 귀를 두어서 결말을 내지 않고 패스합니다...</translation>
        </message>
        <message>
            <source>...and White passes: play stops. Under Tromp-Taylor rules the game is over and every stone on the board is alive, White&apos;s corner included. Japanese and Korean players who disagree about the corner settle it by a confirmation play that does not count; elsewhere play resumes.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>...백도 패스합니다. 대국이 정지합니다. 트롬프-테일러 규칙에서는 대국이 끝나고 백의 귀를 포함해 판 위의 돌은 모두 산 돌입니다. 일본과 한국에서 귀에 대해 의견이 다른 대국자는 계가에 들어가지 않는 사활 확인 착수로 정합니다. 다른 곳에서는 대국이 재개됩니다.</translation>
        </message>
        <message>
            <source>Black connects at A19.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑이 A19에 잇습니다.</translation>
        </message>
        <message>
            <source>White cannot do anything useful in the corner: A17 or C19 would put its own group in atari.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>백은 귀에서 쓸모 있는 수가 없습니다. A17이나 C19에 두면 자기 돌 무리를 단수로 만듭니다.</translation>
        </message>
        <message>
            <source>Black throws in at C19: four Black stones in atari.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>흑이 C19에 먹여칩니다. 흑 네 점이 단수입니다.</translation>
        </message>
        <message>
            <source>White has to capture them (A17 takes A18, A19, B19 and C19), or Black captures White.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>백은 이것을 따내야 합니다(A17로 A18, A19, B19, C19를 따냄). 그렇지 않으면 흑이 백을 따냅니다.</translation>
        </message>
        <message>
            <source>Black plays the 1-2 point.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>흑이 1의 2 자리에 둡니다.</translation>
        </message>
        <message>
            <source>White&apos;s only answer: A19 (atari on B19).</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>백의 유일한 응수: A19(B19에 단수).</translation>
        </message>
        <message>
            <source>Black takes the ko at A18 (capturing A19). White&apos;s group is in atari at C19.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>흑이 A18에서 패를 따냅니다(A19를 따냄). 백 돌 무리가 단수가 됩니다(남은 활로는 C19).</translation>
        </message>
        <message>
            <source>White has no ko threat. In the Japanese confirmation play White could retake only after a pass anyway; here White passes.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>백은 팻감이 없습니다. 일본의 사활 확인 착수에서는 어차피 패스를 한 뒤에만 되따낼 수 있습니다. 여기서 백은 패스합니다.</translation>
        </message>
        <message>
            <source>Black captures the corner: twelve White stones.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>흑이 귀를 잡습니다. 백 열두 점입니다.</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>백이 패스합니다.</translation>
        </message>
        <message>
            <source>Black passes. The corner is Black&apos;s.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>흑이 패스합니다. 귀는 흑의 것입니다.</translation>
        </message>
        <message>
            <source>The same corner, and in the lower right a Black group with a straight four eye space (Q1, R1, S1, T1). It is alive, but a White stone at R1 or S1 threatens to kill it, so White has one ko threat. Black could remove it by playing R1 or S1 first; here Black leaves it.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 1</extracomment>
            <translation>같은 귀에, 오른쪽 아래에는 직사궁(Q1, R1, S1, T1)의 흑 돌 무리가 있습니다. 살아 있지만 백이 R1이나 S1에 두면 잡으러 오는 것이 되므로, 백에게는 팻감이 하나 있습니다. 흑은 먼저 R1이나 S1에 두어 이 팻감을 없앨 수 있지만, 여기서는 그대로 둡니다.</translation>
        </message>
        <message>
            <source>Black passes...</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 2</extracomment>
            <translation>흑이 패스합니다...</translation>
        </message>
        <message>
            <source>...and White passes: play stops (over, with every stone alive, under Tromp-Taylor rules).</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 3</extracomment>
            <translation>...백도 패스합니다. 대국이 정지합니다(트롬프-테일러 규칙에서는 모든 돌이 산 채로 대국이 끝남).</translation>
        </message>
        <message>
            <source>Black throws in at C19.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 6</extracomment>
            <translation>흑이 C19에 먹여칩니다.</translation>
        </message>
        <message>
            <source>White captures four.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 7</extracomment>
            <translation>백이 네 점을 따냅니다.</translation>
        </message>
        <message>
            <source>White answers at A19.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 9</extracomment>
            <translation>백이 A19로 응수합니다.</translation>
        </message>
        <message>
            <source>Black takes the ko.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 10</extracomment>
            <translation>흑이 패를 따냅니다.</translation>
        </message>
        <message>
            <source>White&apos;s ko threat: R1 inside Black&apos;s straight four.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 11</extracomment>
            <translation>백의 팻감: 흑의 직사궁 안의 R1.</translation>
        </message>
        <message>
            <source>Black must answer at S1, or lose the group.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 12</extracomment>
            <translation>흑은 S1로 응수해야 합니다. 그렇지 않으면 돌 무리를 잃습니다.</translation>
        </message>
        <message>
            <source>White retakes the ko. In the Japanese and Korean confirmation play this is forbidden: White has not passed since Black took the ko, so the threat did not help.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 13</extracomment>
            <translation>백이 패를 되따냅니다. 일본과 한국의 사활 확인 착수에서는 이 수가 금지됩니다. 흑이 패를 따낸 뒤 백이 패스하지 않았으므로 팻감이 도움이 되지 않았습니다.</translation>
        </message>
        <message>
            <source>Black has no threat of his own.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 14</extracomment>
            <translation>흑에게는 자신의 팻감이 없습니다.</translation>
        </message>
        <message>
            <source>White captures B19 and has two eyes: the corner lives.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 15</extracomment>
            <translation>백이 B19를 따내고 두 눈을 가집니다. 귀가 삽니다.</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 16</extracomment>
            <translation>흑이 패스합니다.</translation>
        </message>
        <message>
            <source>White passes. R1 is a dead White stone inside Black&apos;s eye.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 17</extracomment>
            <translation>백이 패스합니다. R1은 흑의 눈 안에 있는 죽은 백돌입니다.</translation>
        </message>
        <message>
            <source>The same corner, and in the lower left a seki. Black&apos;s marked group (thirteen stones) has one eye, A1, and one more liberty, C1. White&apos;s five stones D1, D2, E2, F2 and F1 have one eye, E1, and the same liberty C1. Neither side can fill C1 without putting its own group in atari with the other to play, so both live: a seki.

The seki gives White a ko threat Black cannot remove: White at C1 puts White&apos;s own stones and the marked group in atari together. Black must capture White&apos;s six stones at E1, or lose the marked group at A1. Black cannot play C1 first (White would take the marked group at A1), nor E1 (White&apos;s eye: suicide).

Losing the marked group would give White the whole lower left, where answering the threat gives it to Black: a swing larger than the corner. So Black answers the threat and lets White live; the sub-variation shows what killing the corner costs. The lower left belongs to the view.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 1</extracomment>
            <translation>같은 귀에, 왼쪽 아래에는 빅이 있습니다. 표시된 흑 돌 무리(열세 점)는 눈이 A1 하나이고 활로가 C1 하나 더 있습니다. 백 다섯 점 D1, D2, E2, F2, F1은 눈이 E1 하나이고 같은 활로 C1을 가집니다. 어느 쪽도 C1을 메우면 상대 차례에 자기 돌 무리가 단수가 되므로 메울 수 없고, 양쪽이 삽니다. 빅입니다.

이 빅은 흑이 없앨 수 없는 팻감을 백에게 줍니다. 백이 C1에 두면 백 자신의 돌과 표시된 흑 돌 무리가 함께 단수가 됩니다. 흑은 E1에서 백 여섯 점을 따내야 하며, 그렇지 않으면 A1에서 표시된 돌 무리를 잃습니다. 흑은 먼저 C1에 둘 수도 없고(백이 A1에서 표시된 돌 무리를 따냄), E1에 둘 수도 없습니다(백의 눈이므로 자살수).

표시된 돌 무리를 잃으면 왼쪽 아래 전체가 백의 것이 되고, 팻감에 응수하면 흑의 것이 됩니다. 이 차이는 귀보다 큽니다. 그래서 흑은 팻감에 응수하고 백을 살려 줍니다. 하위 변화도는 귀를 잡으면 얼마를 잃는지 보여 줍니다. 왼쪽 아래도 보이는 범위에 포함됩니다.</translation>
        </message>
        <message>
            <source>...and White passes: play stops (under Tromp-Taylor rules the game is over with every stone alive). Elsewhere the corner is played out as in the main line.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 3</extracomment>
            <translation>...백도 패스합니다. 대국이 정지합니다(트롬프-테일러 규칙에서는 모든 돌이 산 채로 대국이 끝남). 다른 곳에서는 주 변화도처럼 귀를 두어서 결말을 냅니다.</translation>
        </message>
        <message>
            <source>White captures four with A17.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 7</extracomment>
            <translation>백이 A17로 네 점을 따냅니다.</translation>
        </message>
        <message>
            <source>Black plays the 1-2 point, B19.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 8</extracomment>
            <translation>흑이 1의 2 자리인 B19에 둡니다.</translation>
        </message>
        <message>
            <source>Black takes the ko at A18; White&apos;s corner is in atari at C19.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 10</extracomment>
            <translation>흑이 A18에서 패를 따냅니다. 백의 귀가 단수가 됩니다(남은 활로는 C19).</translation>
        </message>
        <message>
            <source>White&apos;s ko threat from the seki: C1. White&apos;s six stones are in atari at E1, and Black&apos;s marked group is in atari at A1. Black must choose: capture at E1 and lose the ko, or kill the corner and lose the marked group.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 11</extracomment>
            <translation>빅에서 나온 백의 팻감: C1. 백 여섯 점은 단수가 되고(남은 활로는 E1), 표시된 흑 돌 무리도 단수가 됩니다(남은 활로는 A1). 흑은 골라야 합니다. E1에서 따내고 패를 지든가, 귀를 잡고 표시된 돌 무리를 잃든가입니다.</translation>
        </message>
        <message>
            <source>Black answers: E1 captures six White stones. The marked group now has two eyes and the whole lower left.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 12</extracomment>
            <translation>흑이 응수합니다. E1로 백 여섯 점을 따냅니다. 이제 표시된 돌 무리는 두 눈과 왼쪽 아래 전체를 가집니다.</translation>
        </message>
        <message>
            <source>White retakes the ko at A19. In the Japanese and Korean confirmation play (and the simplified Japanese/Korean imagined play) this is forbidden: White has not passed since Black took the ko. There the corner is dead as in the main line, whatever White&apos;s threat is worth.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 13</extracomment>
            <translation>백이 A19에서 패를 되따냅니다. 일본과 한국의 사활 확인 착수(그리고 간이 규칙 일본/한국의 가상 착수)에서는 이 수가 금지됩니다. 흑이 패를 따낸 뒤 백이 패스하지 않았기 때문입니다. 그 규칙에서는 백의 팻감이 아무리 커도 주 변화도처럼 귀가 죽습니다.</translation>
        </message>
        <message>
            <source>Black has no ko threat left.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 14</extracomment>
            <translation>흑에게는 남은 팻감이 없습니다.</translation>
        </message>
        <message>
            <source>White captures B19 at C19: the corner has two eyes, A18 and B19, and lives.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 15</extracomment>
            <translation>백이 C19로 B19를 따냅니다. 귀는 A18과 B19의 두 눈을 가지고 삽니다.</translation>
        </message>
        <message>
            <source>White passes. Area: Black has the wall around the corner (9) and the lower left (14 stones + 7 empty points), 30; White has the corner (14 stones + 2 eyes) and the wall around the lower left (11), 27: Black by 3. Territory (Renaissance B): Black 7 points + 7 prisoners (A19 and the six) = 14, White 2 eyes + 6 prisoners (the four thrown in, A18 and B19) = 8: Black by 6. Under Tromp-Taylor rules the game ended at the first two passes with every stone alive.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 17</extracomment>
            <translation>백이 패스합니다. 영역 계산: 흑은 귀를 둘러싼 벽(9)과 왼쪽 아래(돌 14 + 빈 점 7)로 30, 백은 귀(돌 14 + 눈 2)와 왼쪽 아래를 둘러싼 벽(11)으로 27. 흑 3집 승. 집 계산(르네상스 B): 흑은 집 7 + 사석 7(A19와 여섯 점) = 14, 백은 눈 2 + 사석 6(먹여친 네 점, A18, B19) = 8. 흑 6집 승. 트롬프-테일러 규칙에서는 처음 두 번의 패스에서 모든 돌이 산 채로 대국이 끝났습니다.</translation>
        </message>
        <message>
            <source>Black ignores the threat and captures the corner at C19: twelve White stones.</source>
            <extracomment>comment on the Black ignores the threat and kills the corner, node 12</extracomment>
            <translation>흑이 팻감을 무시하고 C19에서 귀를 잡습니다. 백 열두 점입니다.</translation>
        </message>
        <message>
            <source>White captures the thirteen marked stones at A1.</source>
            <extracomment>comment on the Black ignores the threat and kills the corner, node 13</extracomment>
            <translation>백이 A1에서 표시된 흑 열세 점을 따냅니다.</translation>
        </message>
        <message>
            <source>White passes. Black has the corner, White the whole lower left. Area: Black 25, White 32 (18 stones + 14 empty points): White by 7, where answering the threat won by 3. Territory (Renaissance B): Black 13 points + 13 prisoners = 26, White 14 points + 17 prisoners (the four thrown in and the thirteen marked stones) = 31: White by 5, where answering won by 6. Under the Japanese and Korean rules the confirmation play is not kept, but the stones it captured are dead, and here Black let White capture the marked group: the stopped position is counted with the corner and the marked group removed, Black 14 points + 11 dead = 25, White 16 points + 13 dead = 29, White by 4. Played properly there, Black answers the threat, White may not retake, and Black has both.</source>
            <extracomment>comment on the Black ignores the threat and kills the corner, node 15</extracomment>
            <translation>백이 패스합니다. 흑은 귀를, 백은 왼쪽 아래 전체를 가집니다. 영역 계산: 흑 25, 백 32(돌 18 + 빈 점 14). 백 7집 승이며, 팻감에 응수했을 때는 흑이 3집 이겼습니다. 집 계산(르네상스 B): 흑은 집 13 + 사석 13 = 26, 백은 집 14 + 사석 17(먹여친 네 점과 표시된 열세 점) = 31. 백 5집 승이며, 응수했을 때는 흑이 6집 이겼습니다. 일본 규칙과 한국 규칙에서는 사활 확인 착수가 남지 않지만 그 안에서 따낸 돌은 죽은 돌이 되고, 여기서 흑은 백이 표시된 돌 무리를 따내게 했습니다. 정지한 국면에서 귀와 표시된 돌 무리를 들어내고 세면 흑은 집 14 + 죽은 돌 11 = 25, 백은 집 16 + 죽은 돌 13 = 29로 백 4집 승입니다. 그 규칙에서 바르게 두면 흑은 팻감에 응수하고, 백은 되따낼 수 없으며, 흑이 둘 다 차지합니다.</translation>
        </message>
        <message>
            <source>Bent four can also be one side of a race for liberties, and then the count of liberties and the turn decide whether it kills or dies. The upper-left corner stays as in the main line (dead: it is marked so at the end). In the upper right the same corner is set up again, mirrored: White&apos;s bent four at T19 with Black&apos;s S19 and T18 inside. But this time Black&apos;s wall around it (nine stones, P19-P15 and Q15-T15) is not safe. A White ring of eleven stones (O19-O14 and P14-T14) shuts it in, and Black&apos;s outer stones (columns M and N and row 13) shut in the ring.

Count the liberties. The wall has two, Q16 and R16, and both belong to the corner too. The ring has two, N16 and N18. Nobody has an eye, so each side needs two moves: the side to move gets there first.

If Black wins, the wall has plenty of room again and the corner is the bent four of the main line: Black fills R16 and plays out the ko, and White has no threat. If White wins, taking the wall gives the corner all the space it needs: the bent four kills instead of dying. Black moves first here; the sub-variation lets White move first. Komi 0.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 1</extracomment>
            <translation>귀곡사는 수상전의 한쪽이 될 수도 있으며, 그때는 활로의 수와 차례가 잡을지 죽을지를 정합니다. 왼쪽 위 귀는 주 변화도와 같습니다(죽은 돌이며, 끝에서 그렇게 표시됨). 오른쪽 위에는 같은 귀를 좌우 대칭으로 다시 놓았습니다. T19의 백 귀곡사 안에 흑 S19와 T18이 있습니다. 그러나 이번에는 그것을 둘러싼 흑의 벽(아홉 점, P19-P15와 Q15-T15)이 안전하지 않습니다. 백 열한 점의 고리(O19-O14와 P14-T14)가 벽을 가두고, 흑의 바깥 돌(M열, N열과 13행)이 그 고리를 가둡니다.

활로를 세어 봅시다. 벽은 Q16과 R16 두 개이며, 둘 다 귀의 활로이기도 합니다. 고리는 N16과 N18 두 개입니다. 어느 쪽도 눈이 없으므로 양쪽 모두 두 수가 필요하고, 둘 차례인 쪽이 먼저 잡습니다.

흑이 이기면 벽은 다시 넉넉한 공간을 가지고, 귀는 주 변화도의 귀곡사가 됩니다. 흑이 R16을 메우고 패를 두어서 결말을 내며, 백에게는 팻감이 없습니다. 백이 이기면 벽을 잡아서 귀가 필요한 공간을 모두 얻습니다. 귀곡사가 죽는 대신 상대를 잡습니다. 여기서는 흑이 먼저 둡니다. 하위 변화도에서는 백이 먼저 둡니다. 덤 0.</translation>
        </message>
        <message>
            <source>Black fills N18. The ring is down to one liberty, N16; the wall still has two.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 2</extracomment>
            <translation>흑이 N18을 메웁니다. 고리의 활로는 N16 하나로 줄었고, 벽은 아직 둘입니다.</translation>
        </message>
        <message>
            <source>White fills Q16, joining the corner and taking a liberty from the wall. The wall has one left, R16, but Black is a move ahead.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 3</extracomment>
            <translation>백이 Q16을 메워 귀와 연결하고 벽의 활로 하나를 빼앗습니다. 벽은 R16 하나가 남았지만, 흑이 한 수 앞섭니다.</translation>
        </message>
        <message>
            <source>Black captures the ring at N16: eleven stones. The wall now has a dozen liberties and is out of danger, so the corner is an ordinary bent four again.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 4</extracomment>
            <translation>흑이 N16에서 고리를 따냅니다. 열한 점입니다. 이제 벽은 활로가 열 개가 넘어 위험에서 벗어났으므로, 귀는 다시 보통의 귀곡사입니다.</translation>
        </message>
        <message>
            <source>White has nothing useful to do: R16, R19 or T17 would only take away the corner&apos;s own liberties. White passes.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 5</extracomment>
            <translation>백은 쓸모 있는 수가 없습니다. R16, R19, T17은 귀 자신의 활로를 줄일 뿐입니다. 백이 패스합니다.</translation>
        </message>
        <message>
            <source>Black fills R16. The corner is left with T17 and R19, the two liberties of the main line&apos;s bent four.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 6</extracomment>
            <translation>흑이 R16을 메웁니다. 귀에는 T17과 R19, 즉 주 변화도 귀곡사의 두 활로만 남습니다.</translation>
        </message>
        <message>
            <source>Black connects at T19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 8</extracomment>
            <translation>흑이 T19에 잇습니다.</translation>
        </message>
        <message>
            <source>White passes: T17 or R19 would put the corner in atari.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 9</extracomment>
            <translation>백이 패스합니다. T17이나 R19에 두면 귀가 단수가 됩니다.</translation>
        </message>
        <message>
            <source>Black throws in at R19. Four Black stones in the bent shape are in atari, and so is the corner.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 10</extracomment>
            <translation>흑이 R19에 먹여칩니다. 곱은 모양의 흑 네 점이 단수이고, 귀도 단수입니다.</translation>
        </message>
        <message>
            <source>White must capture the four at T17.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 11</extracomment>
            <translation>백은 T17로 네 점을 따내야 합니다.</translation>
        </message>
        <message>
            <source>Black plays the 1-2 point, S19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 12</extracomment>
            <translation>흑이 1의 2 자리인 S19에 둡니다.</translation>
        </message>
        <message>
            <source>White answers at T19, threatening S19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 13</extracomment>
            <translation>백이 T19로 응수하여 S19를 노립니다.</translation>
        </message>
        <message>
            <source>Black takes the ko at T18; the corner is in atari at R19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 14</extracomment>
            <translation>흑이 T18에서 패를 따냅니다. 귀가 단수가 됩니다(남은 활로는 R19).</translation>
        </message>
        <message>
            <source>White has no ko threat: the ring is off the board. White passes. All of this is ordinary play, under every ruleset: the corner is captured before anyone passes twice, so no confirmation play is needed. (Under the Japanese and Korean rules Black could also have passed once the ring was captured: the confirmation play after the game kills the corner as in the main line.)</source>
            <extracomment>comment on the Whoever moves first wins the race, node 15</extracomment>
            <translation>백은 팻감이 없습니다. 고리는 판에서 사라졌습니다. 백이 패스합니다. 이 모든 것은 어느 규칙에서나 보통의 대국입니다. 누구도 두 번 패스하기 전에 귀가 잡히므로 사활 확인 착수가 필요 없습니다. (일본 규칙과 한국 규칙에서는 고리를 따낸 뒤 흑이 패스해도 되었습니다. 대국 후의 사활 확인 착수에서 주 변화도처럼 귀가 죽습니다.)</translation>
        </message>
        <message>
            <source>Black captures the corner at R19: eleven stones.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 16</extracomment>
            <translation>흑이 R19에서 귀를 잡습니다. 열한 점입니다.</translation>
        </message>
        <message>
            <source>Black passes. The upper left is marked dead, as the main line shows it is. Area: Black has 42 stones and 39 empty points in the view, 81, White nothing: Black by 81. Japanese territory: Black 39 points + 23 prisoners (ring, corner and T19) + 11 dead = 73, White 4 prisoners (the throw-in): Black by 69. Under Tromp-Taylor rules every stone on the board counts as alive, the upper-left corner included: Black by 57.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 18</extracomment>
            <translation>흑이 패스합니다. 왼쪽 위는 주 변화도에서 보인 대로 죽은 돌로 표시됩니다. 영역 계산: 보이는 범위에서 흑은 돌 42와 빈 점 39로 81, 백은 0. 흑 81집 승. 일본식 집 계산: 흑은 집 39 + 사석 23(고리, 귀, T19) + 죽은 돌 11 = 73, 백은 사석 4(먹여친 돌). 흑 69집 승. 트롬프-테일러 규칙에서는 왼쪽 위 귀를 포함해 판 위의 돌을 모두 산 돌로 셉니다. 흑 57집 승.</translation>
        </message>
        <message>
            <source>White moves first and fills Q16 from the corner. The wall is in atari at R16.</source>
            <extracomment>comment on the White moves first, node 2</extracomment>
            <translation>백이 먼저 두어 귀 쪽에서 Q16을 메웁니다. 벽이 단수가 됩니다(남은 활로는 R16).</translation>
        </message>
        <message>
            <source>Black fills N18, but the ring still has N16: one move too slow. Nothing else saves the wall.</source>
            <extracomment>comment on the White moves first, node 3</extracomment>
            <translation>흑이 N18을 메우지만 고리에는 아직 N16이 있습니다. 한 수 늦습니다. 벽을 살릴 다른 방법은 없습니다.</translation>
        </message>
        <message>
            <source>White captures the wall at R16: nine stones. The corner now has a large, safe area and two eyes&apos; worth of space; Black&apos;s S19 and T18 are dead inside it, and the ring has the wall&apos;s nine points as liberties.</source>
            <extracomment>comment on the White moves first, node 4</extracomment>
            <translation>백이 R16에서 벽을 따냅니다. 아홉 점입니다. 이제 귀는 넓고 안전한 영역과 두 눈을 만들기에 충분한 공간을 가집니다. 흑 S19와 T18은 그 안에서 죽었고, 고리는 벽이 있던 아홉 점을 활로로 가집니다.</translation>
        </message>
        <message>
            <source>Black fills N16, the last neutral point between the ring and the outer stones.</source>
            <extracomment>comment on the White moves first, node 5</extracomment>
            <translation>흑이 고리와 바깥 돌 사이의 마지막 공배인 N16을 메웁니다.</translation>
        </message>
        <message>
            <source>Black passes. S19 and T18 are dead (marked), and so is the upper-left corner. Area: Black 29 stones + 16 points = 45, White 22 stones + 14 points = 36: Black by 9, the upper-left corner making up for the upper right. Japanese territory: Black 16 points + 11 dead = 27, White 14 points + 9 prisoners + 2 dead = 25: Black by 2. Under Tromp-Taylor rules S19, T18 and the upper-left corner all count as alive: White by 7.</source>
            <extracomment>comment on the White moves first, node 7</extracomment>
            <translation>흑이 패스합니다. S19와 T18은 죽은 돌이며(표시됨), 왼쪽 위 귀도 마찬가지입니다. 영역 계산: 흑은 돌 29 + 집 16 = 45, 백은 돌 22 + 집 14 = 36. 흑 9집 승이며, 왼쪽 위 귀가 오른쪽 위의 손해를 메웁니다. 일본식 집 계산: 흑은 집 16 + 죽은 돌 11 = 27, 백은 집 14 + 사석 9 + 죽은 돌 2 = 25. 흑 2집 승. 트롬프-테일러 규칙에서는 S19, T18, 왼쪽 위 귀를 모두 산 돌로 셉니다. 백 7집 승.</translation>
        </message>
    </context>
    <context>
        <name>Library lines</name>
        <message>
            <source>With a White ko threat Black did not remove</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>흑이 없애지 않은 백의 팻감이 남아 있을 때</translation>
        </message>
        <message>
            <source>A ko threat worth more than the corner</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>귀보다 큰 팻감</translation>
        </message>
        <message>
            <source>Black ignores the threat and kills the corner</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>흑이 팻감을 무시하고 귀를 잡음</translation>
        </message>
        <message>
            <source>Whoever moves first wins the race</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>먼저 두는 쪽이 수상전에서 이김</translation>
        </message>
        <message>
            <source>White moves first</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation>백이 먼저 둠</translation>
        </message>
        <message>
            <source>Renaissance: flipping back into the two-pass position</source>
            <extracomment>name of a line of double-ko-seki</extracomment>
            <translation>르네상스 규칙: 두 번 패스한 국면으로 되돌아감</translation>
        </message>
        <message>
            <source>Both pass: seki</source>
            <extracomment>name of a line of double-ko-seki</extracomment>
            <translation>둘 다 패스: 빅</translation>
        </message>
        <message>
            <source>Ing: double hot stones need an intervening move</source>
            <extracomment>name of a line of long-life</extracomment>
            <translation>응씨 규칙: 이중 핫 스톤에는 사이에 다른 수가 필요함</translation>
        </message>
        <message>
            <source>Renaissance: captured in a dispute phase</source>
            <extracomment>name of a line of moonshine-life</extracomment>
            <translation>르네상스 규칙: 다툼 단계에서 잡힘</translation>
        </message>
        <message>
            <source>Black does not take the ko: the flaw lives</source>
            <extracomment>name of a line of one-eye-flaw</extracomment>
            <translation>흑이 패를 따내지 않음: 결함이 있는 돌 무리가 삶</translation>
        </message>
        <message>
            <source>Both pass: the dame stays open</source>
            <extracomment>name of a line of one-odd-dame</extracomment>
            <translation>둘 다 패스: 공배가 비어 있음</translation>
        </message>
        <message>
            <source>White passes and Black fills the dame</source>
            <extracomment>name of a line of one-odd-dame</extracomment>
            <translation>백이 패스하고 흑이 공배를 메움</translation>
        </message>
        <message>
            <source>White fills the last neutral point instead of passing</source>
            <extracomment>name of a line of pass-stones</extracomment>
            <translation>백이 패스 대신 마지막 공배를 메움</translation>
        </message>
        <message>
            <source>Black captures during play while White passes</source>
            <extracomment>name of a line of playing-inside-own-territory</extracomment>
            <translation>대국 중에 백이 패스하는 동안 흑이 따냄</translation>
        </message>
        <message>
            <source>The dispute after play has stopped</source>
            <extracomment>name of a line of playing-inside-own-territory</extracomment>
            <translation>대국 정지 후의 사활 다툼</translation>
        </message>
        <message>
            <source>Renaissance: after two passes Black cannot return one</source>
            <extracomment>name of a line of sending-three-returning-one</extracomment>
            <translation>르네상스 규칙: 두 번 패스한 뒤 흑은 하나를 돌려줄 수 없음</translation>
        </message>
        <message>
            <source>Ing: the hot stones make it a ko fight</source>
            <extracomment>name of a line of triple-ko</extracomment>
            <translation>응씨 규칙: 핫 스톤 때문에 패싸움이 됨</translation>
        </message>
        <message>
            <source>Ing: each side disturbs once, then seki</source>
            <extracomment>name of a line of what-kind-of-ko</extracomment>
            <translation>응씨 규칙: 양쪽이 한 번씩 교란한 뒤 빅</translation>
        </message>
        <message>
            <source>One ko outside: Black attacks</source>
            <extracomment>name of a line of what-kind-of-ko</extracomment>
            <translation>바깥에 패 하나: 흑이 공격함</translation>
        </message>
        <message>
            <source>White agrees that A1 is dead</source>
            <extracomment>name of a line of disputed-dead-stone</extracomment>
            <translation>백이 A1이 죽었다고 인정함</translation>
        </message>
        <message>
            <source>Black plays elsewhere first</source>
            <extracomment>name of a line of lone-ko</extracomment>
            <translation>흑이 먼저 다른 곳에 둠</translation>
        </message>
        <message>
            <source>White fills the neutral point</source>
            <extracomment>name of a line of pass-stone-ending</extracomment>
            <translation>백이 공배를 메움</translation>
        </message>
        <message>
            <source>White plays a stone instead of passing</source>
            <extracomment>name of a line of sending-two-and-a-pass</extracomment>
            <translation>백이 패스 대신 돌을 둠</translation>
        </message>
        <message>
            <source>Black passes first, and both pass</source>
            <extracomment>name of a line of sending-two-three-times</extracomment>
            <translation>흑이 먼저 패스하고 둘 다 패스함</translation>
        </message>
    </context>
    <context>
        <name>Diagram double-ko-seki</name>
        <message>
            <source>Double ko seki</source>
            <extracomment>title</extracomment>
            <translation>양패 빅</translation>
        </message>
        <message>
            <source>balanced double ko</source>
            <extracomment>another name of the position</extracomment>
            <translation>균형 잡힌 양패</translation>
        </message>
        <message>
            <source>two-ko seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>패 두 개의 빅</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Double Ko&apos; (seki in double ko); Renaissance rules example 2.</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library(영어 바둑 위키)의 &apos;Double Ko&apos;(양패 빅); 르네상스 규칙 예 2.</translation>
        </message>
        <message>
            <source>Two kos that neither side can win make a seki: superko and Renaissance minimal superko limit how often the kos may be flipped.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>어느 쪽도 이길 수 없는 패 두 개가 빅을 만듭니다. 슈퍼코와 르네상스 규칙의 미니멀 슈퍼코는 패를 번갈아 따내는 횟수를 제한합니다.</translation>
        </message>
        <message>
            <source>Black&apos;s middle group has two liberties, B5 and F6; White&apos;s top group has two, D6 and F6. F6 is shared, and neither side can fill it without putting itself in atari. Each side holds one ko: Black&apos;s B6 and White&apos;s D5. Whoever takes a ko gives the other side a ko to take back, so neither can win the race: the groups live in seki, and the kos can be flipped back and forth without end.

The main line flips both kos and back: after five moves the board is the start again, now with White to play. Positional superko forbids the fifth move. Situational superko does not: the situation (board and player to move) is new. Under Renaissance rules two passes mark the position, and flipping back into it later is forbidden (the second variation, from the Renaissance text). If both players simply pass, the groups are counted as seki (the first variation).

Komi is 0 so the count shows the position as it is.</source>
            <extracomment>comment at the start</extracomment>
            <translation>흑의 가운데 돌 무리는 활로가 B5와 F6 둘이고, 백의 위쪽 돌 무리는 D6과 F6 둘입니다. F6은 공통 활로이며, 어느 쪽도 스스로 단수가 되지 않고는 그곳을 메울 수 없습니다. 양쪽이 패를 하나씩 쥐고 있습니다. 흑의 B6과 백의 D5입니다. 누가 패를 따내든 상대에게 되따낼 패를 주므로 어느 쪽도 수상전에서 이길 수 없습니다. 돌 무리들은 빅으로 살고, 패는 끝없이 번갈아 따낼 수 있습니다.

주 변화도는 두 패를 모두 따냈다가 되돌립니다. 5수 뒤 판은 다시 처음 국면이 되고, 이번에는 백 차례입니다. 포지셔널 슈퍼코는 다섯 번째 수를 금지합니다. 시추에이셔널 슈퍼코는 금지하지 않습니다. 상황(판과 둘 차례)이 새롭기 때문입니다. 르네상스 규칙에서는 두 번의 패스가 그 국면을 기록하고, 나중에 그 국면으로 되돌아가는 것은 금지됩니다(두 번째 변화도, 르네상스 규칙 조문에서 인용). 양쪽이 그냥 패스하면 돌 무리들은 빅으로 계산됩니다(첫 번째 변화도).

덤은 0이므로 계가는 국면을 있는 그대로 보여 줍니다.</translation>
        </message>
        <message>
            <source>Black flips a ko: D6 captures D5. White&apos;s top group is in atari at F6.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 패 하나를 따냅니다. D6으로 D5를 따냅니다. 백의 위쪽 돌 무리가 단수가 됩니다(남은 활로는 F6).</translation>
        </message>
        <message>
            <source>White flips the other: B5 captures B6. Black&apos;s group is in atari at D5.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 다른 패를 따냅니다. B5로 B6을 따냅니다. 흑 돌 무리가 단수가 됩니다(남은 활로는 D5).</translation>
        </message>
        <message>
            <source>Black has no reason to go on and passes.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑은 계속할 이유가 없으므로 패스합니다.</translation>
        </message>
        <message>
            <source>White retakes D5 (capturing D6): both groups have two liberties again.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>백이 D5를 되따냅니다(D6을 따냄). 양쪽 돌 무리는 다시 활로가 둘이 됩니다.</translation>
        </message>
        <message>
            <source>Black retakes B6 (capturing B5). The board is the start again, now with White to play. Positional superko forbids this move; under situational superko the situation is new, so it is legal.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>흑이 B6을 되따냅니다(B5를 따냄). 판은 다시 처음 국면이 되고, 이번에는 백 차례입니다. 포지셔널 슈퍼코는 이 수를 금지합니다. 시추에이셔널 슈퍼코에서는 상황이 새로우므로 합법입니다.</translation>
        </message>
        <message>
            <source>Black passes...</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 3</extracomment>
            <translation>흑이 패스합니다...</translation>
        </message>
        <message>
            <source>...and White passes too. Under Renaissance rules two passes do not stop play, but this position is now the one &apos;of the last two successive passes&apos;: no board play may recreate it.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 4</extracomment>
            <translation>...백도 패스합니다. 르네상스 규칙에서는 두 번의 패스로 대국이 정지하지 않지만, 이 국면은 이제 &apos;마지막 두 번 연속 패스&apos;의 국면입니다. 판 위에 두는 수로 이 국면을 다시 만들 수 없습니다.</translation>
        </message>
        <message>
            <source>Black flips back at B6 (capturing B5).</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 5</extracomment>
            <translation>흑이 B6에서 되따냅니다(B5를 따냄).</translation>
        </message>
        <message>
            <source>White flips back at D5 (capturing D6).</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 6</extracomment>
            <translation>백이 D5에서 되따냅니다(D6을 따냄).</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 7</extracomment>
            <translation>흑이 패스합니다.</translation>
        </message>
        <message>
            <source>White flips first: B5 captures B6 and Black&apos;s group is in atari at D5.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 8</extracomment>
            <translation>백이 먼저 따냅니다. B5로 B6을 따내고, 흑 돌 무리가 단수가 됩니다(남은 활로는 D5).</translation>
        </message>
        <message>
            <source>Black&apos;s answer at D6 would recreate the position of the two passes: minimal superko forbids it, so Black&apos;s group is lost. The Renaissance text&apos;s verdict: starting the flips was Black&apos;s mistake.

Under Ing&apos;s rules the answer is legal: White&apos;s B5 attacked, and retaking the other ko in answer to an atari in a balanced ko never counts as disturbing. Black used up its one disturbance with B6 (move 5), so Black may not attack again, but it can always answer: the seki stands.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 9</extracomment>
            <translation>흑이 D6으로 응수하면 두 번 패스했을 때의 국면이 다시 만들어집니다. 미니멀 슈퍼코가 이를 금지하므로 흑 돌 무리는 잡힙니다. 르네상스 규칙 조문의 판정: 패를 따내기 시작한 것이 흑의 실수였습니다.

응씨 규칙에서는 이 응수가 합법입니다. 백의 B5가 공격이었고, 균형 잡힌 패에서 단수에 응수하여 다른 패를 되따내는 것은 결코 교란으로 보지 않습니다. 흑은 B6(5수째)으로 한 번뿐인 교란을 이미 썼으므로 다시 공격할 수는 없지만, 응수는 언제나 할 수 있습니다. 빅이 유지됩니다.</translation>
        </message>
        <message>
            <source>White passes. Neither side can fill F6, so both groups are alive in seki. Territory rules give no points for it: F6 belongs to neither side. Area rules count the stones; the empty points B5 and D6 inside the seki count under some rulesets and not others. Renaissance rules need a third pass to stop play.</source>
            <extracomment>comment on the Both pass: seki, node 2</extracomment>
            <translation>백이 패스합니다. 어느 쪽도 F6을 메울 수 없으므로 양쪽 돌 무리는 빅으로 삽니다. 집 계산 규칙에서는 여기에 점수를 주지 않습니다. F6은 어느 쪽의 것도 아닙니다. 영역 계산 규칙은 돌을 셉니다. 빅 안의 빈 점 B5와 D6은 규칙에 따라 세기도 하고 세지 않기도 합니다. 르네상스 규칙에서는 대국을 정지하려면 세 번째 패스가 필요합니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram handicap-four-stones</name>
        <message>
            <source>Handicap compensation: four stones</source>
            <extracomment>title</extracomment>
            <translation>접바둑의 보상: 넉 점</translation>
        </message>
        <message>
            <source>handicap komi</source>
            <extracomment>another name of the position</extracomment>
            <translation>접바둑의 덤</translation>
        </message>
        <message>
            <source>Chinese, AGA, Japanese and Korean handicap conventions as the presets read them; Ing&apos;s SST rules, &apos;Counting&apos; item 5 (N points for N stones, N/2 stones placed in Black&apos;s area); the New Zealand rules (handicap by White passing, no komi); the AGA commentary of the &apos;Simplified rules&apos; (White passes last, a prisoner for every pass). The game is our own.</source>
            <extracomment>source</extracomment>
            <translation>프리셋이 해석한 중국, AGA, 일본, 한국의 접바둑 관례; 응씨 규칙(SST)의 &apos;Counting&apos; 제5항(치석 N개에 N집, 흑의 영역에 N/2개의 돌을 놓음); 뉴질랜드 규칙(백의 패스로 접바둑, 덤 없음); &apos;Simplified rules&apos;에 대한 AGA의 해설(마지막 패스는 백이 하고, 패스할 때마다 사석 하나). 대국은 이 프로그램에서 만든 것입니다.</translation>
        </message>
        <message>
            <source>A four-stone game in which Black plays the last stone: on the board Black is 3 ahead, but with 4 points of compensation (Chinese, Ing) or 3.5 (AGA) White wins, as under Japanese territory counting; only New Zealand&apos;s rules, with no compensation, give it to Black.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>흑이 마지막 돌을 두는 넉 점 접바둑입니다. 판 위에서는 흑이 3집 앞서지만, 4집의 보상(중국 규칙, 응씨 규칙)이나 3.5집의 보상(AGA 규칙)을 받으면 일본식 집 계산과 마찬가지로 백이 이깁니다. 보상이 없는 뉴질랜드 규칙만 흑의 승리입니다.</translation>
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
            <translation>9x9 판에서 끝난 넉 점 접바둑입니다. 흑의 치석은 네 개의 정해진 점 C3, G3, C7, G7에 있습니다. 백이 먼저 두고 대국자는 번갈아 둡니다. 백은 일찍 오른쪽 아래 귀의 돌(G3)을 잡고 아래쪽을 따라 C3 밑으로 미끄러져 들어가며, 흑은 대국 내내 안전하고 두터운 수를 둡니다. 흑이 마지막 돌(왼쪽을 닫는 A3)을 두고, 백이 패스하고 흑이 패스합니다. 대국 중에 백은 치석 G3을 따냈고, 흑은 백돌 하나(D8)를 따냈습니다. 죽은 돌은 남아 있지 않습니다.

판: 흑의 영역은 42점(돌 21과 빈 점 21), 백은 39점(돌 17과 빈 점 22)으로 흑이 3집 앞섭니다. 집과 사석으로 세면 흑 21 + 1 = 22, 백 22 + 1 = 23으로 백이 1집 앞섭니다.

각 규칙이 치석 넉 점에 대해 백에게 주는 것:
- 중국 규칙과 간이 규칙 중국: 4집. 42 - 39 - 4: 백 1집 승.
- 응씨 규칙(SST): 4집. 채워 넣을 때 백돌 두 개를 흑의 영역에 넣는 방식으로 지급. 백 1집 승.
- AGA 규칙과 간이 규칙 AGA: 3집(첫 번째 치석 다음부터 하나에 1집)과 덤 0.5: 백 0.5집 승. 르네상스 A: 같은 결과로 백 0.5집 승(그 조문은 접바둑에 대해 아무것도 정하지 않으며, 이것은 이 프로그램의 해석으로 규칙 참고 자료에 있음).
- 일본 규칙, 한국 규칙, 간이 규칙 일본/한국: 없음. 집 22 대 23으로 백 1집 승. 르네상스 B: 덤 0.5 외에는 없음(이 프로그램의 해석: 그 조문은 접바둑에 대해 아무것도 정하지 않음). 백 1.5집 승.
- 뉴질랜드 규칙, 간이 규칙 응씨/뉴질랜드, 트롬프-테일러 규칙: 없음, 덤도 없음. 흑 3집 승. (뉴질랜드 규칙에서는 백이 첫 수 전에 흑의 치석 네 개 사이에서 세 번 패스했습니다. 기보에는 이 패스가 빠져 있습니다.)

영역 계산에 보상이 필요한 이유. 영역 계산에서는 판 위의 돌 하나하나가 1점이며, 흑은 수를 쓰지 않고 네 개의 돌을 판 위에 놓았습니다. 집 계산에서는 그 돌 자체는 점수가 되지 않습니다. 그래서 두 계산은 흑이 백보다 몇 개 더 많은 돌을 놓았는지만큼 차이가 납니다. 여기서는 흑 22개(치석 4개와 18수) 대 백 18개로 네 개인데, 흑이 마지막 돌도 두었기 때문입니다. 중국 규칙과 응씨 규칙의 보상 N = 4는 정확히 그만큼을 돌려줍니다. 둘 다 일본식 집 계산과 같이 백 1집 승입니다.

AGA 규칙은 마지막 패스를 백이 한다고 봅니다. 그러면 흑은 N - 1개만 앞서고, N - 1이 그 보상입니다. 여기서는 흑이 마지막으로 패스했으므로, AGA 규칙에서는 끝에 백이 패스를 하나 더합니다. AGA 규칙에서는 패스할 때마다 상대에게 사석 하나를 줍니다. 흑은 패스 돌 두 개(대국 중 백의 패스와 추가된 패스)를, 백은 하나를 받습니다. 집, 사석, 패스 돌로 세면 흑은 21 + 1 + 2 = 24, 백은 22 + 1 + 1 = 24이고 덤 0.5를 더하면 백 0.5집 승으로, 영역 계산 42 - 39 - 3 - 0.5와 같습니다.</translation>
        </message>
        <message>
            <source>White attaches on top of the handicap stone G3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>백이 치석 G3 위에 붙입니다.</translation>
        </message>
        <message>
            <source>Black does not answer; he builds toward the top.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>흑은 응수하지 않고 위쪽을 향해 세력을 쌓습니다.</translation>
        </message>
        <message>
            <source>White blocks G3 on the right: it has two liberties left, F3 and G2.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>백이 G3을 오른쪽에서 막습니다. G3에는 F3과 G2 두 활로가 남습니다.</translation>
        </message>
        <message>
            <source>Black plays on top again.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>흑이 다시 위쪽에 둡니다.</translation>
        </message>
        <message>
            <source>White ataris G3.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>백이 G3을 단수칩니다.</translation>
        </message>
        <message>
            <source>Black gives the corner stone up and takes another point on top.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>흑은 귀의 돌을 버리고 위쪽에 또 한 점을 차지합니다.</translation>
        </message>
        <message>
            <source>White captures the handicap stone G3: a prisoner for White.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>백이 치석 G3을 따냅니다. 백의 사석 하나입니다.</translation>
        </message>
        <message>
            <source>Black extends down from C7 toward C3.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>흑이 C7에서 C3을 향해 아래로 뻗습니다.</translation>
        </message>
        <message>
            <source>White comes up to the centre.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>백이 중앙으로 올라옵니다.</translation>
        </message>
        <message>
            <source>Black connects his left side solidly.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>흑이 왼쪽을 튼튼하게 잇습니다.</translation>
        </message>
        <message>
            <source>White pushes in between.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>백이 사이로 밀고 들어옵니다.</translation>
        </message>
        <message>
            <source>Black answers solidly.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>흑이 튼튼하게 응수합니다.</translation>
        </message>
        <message>
            <source>White extends along the fifth line.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>백이 5선을 따라 뻗습니다.</translation>
        </message>
        <message>
            <source>Black guards the link between F6 and G7.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>흑이 F6과 G7 사이의 연결을 지킵니다.</translation>
        </message>
        <message>
            <source>White.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation>백.</translation>
        </message>
        <message>
            <source>Black makes his top thick (a slow move).</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>흑이 위쪽을 두텁게 합니다(느린 수).</translation>
        </message>
        <message>
            <source>White pushes between F6 and G7.</source>
            <extracomment>comment on the main line, node 17</extracomment>
            <translation>백이 F6과 G7 사이를 밀고 들어옵니다.</translation>
        </message>
        <message>
            <source>Black blocks.</source>
            <extracomment>comment on the main line, node 18</extracomment>
            <translation>흑이 막습니다.</translation>
        </message>
        <message>
            <source>Black reaches the right edge: his top is closed on the right.</source>
            <extracomment>comment on the main line, node 20</extracomment>
            <translation>흑이 오른쪽 변에 닿습니다. 위쪽이 오른쪽에서 닫혔습니다.</translation>
        </message>
        <message>
            <source>White too.</source>
            <extracomment>comment on the main line, node 21</extracomment>
            <translation>백도 마찬가지입니다.</translation>
        </message>
        <message>
            <source>Another safe move inside Black&apos;s top.</source>
            <extracomment>comment on the main line, node 22</extracomment>
            <translation>흑의 위쪽 안에 또 하나의 안전한 수입니다.</translation>
        </message>
        <message>
            <source>White drops a stone into Black&apos;s top to see what Black does.</source>
            <extracomment>comment on the main line, node 23</extracomment>
            <translation>백이 흑이 어떻게 하는지 보려고 흑의 위쪽 안에 돌을 하나 떨어뜨립니다.</translation>
        </message>
        <message>
            <source>Black takes one of its three liberties.</source>
            <extracomment>comment on the main line, node 24</extracomment>
            <translation>흑이 그 돌의 활로 세 개 중 하나를 메웁니다.</translation>
        </message>
        <message>
            <source>White builds the wall toward the bottom.</source>
            <extracomment>comment on the main line, node 25</extracomment>
            <translation>백이 아래쪽을 향해 벽을 쌓습니다.</translation>
        </message>
        <message>
            <source>Black ataris D8.</source>
            <extracomment>comment on the main line, node 26</extracomment>
            <translation>흑이 D8을 단수칩니다.</translation>
        </message>
        <message>
            <source>White continues down.</source>
            <extracomment>comment on the main line, node 27</extracomment>
            <translation>백이 계속 아래로 내려갑니다.</translation>
        </message>
        <message>
            <source>Black captures D8: a prisoner for Black.</source>
            <extracomment>comment on the main line, node 28</extracomment>
            <translation>흑이 D8을 따냅니다. 흑의 사석 하나입니다.</translation>
        </message>
        <message>
            <source>White slides under the handicap stone C3 on the second line.</source>
            <extracomment>comment on the main line, node 29</extracomment>
            <translation>백이 2선에서 치석 C3 밑으로 미끄러져 들어갑니다.</translation>
        </message>
        <message>
            <source>White crawls further.</source>
            <extracomment>comment on the main line, node 31</extracomment>
            <translation>백이 더 기어 나갑니다.</translation>
        </message>
        <message>
            <source>Black plays safe again.</source>
            <extracomment>comment on the main line, node 32</extracomment>
            <translation>흑이 다시 안전하게 둡니다.</translation>
        </message>
        <message>
            <source>White reaches the left edge.</source>
            <extracomment>comment on the main line, node 33</extracomment>
            <translation>백이 왼쪽 변에 닿습니다.</translation>
        </message>
        <message>
            <source>Black adds yet another stone inside his own area.</source>
            <extracomment>comment on the main line, node 34</extracomment>
            <translation>흑이 자기 영역 안에 또 돌을 하나 더합니다.</translation>
        </message>
        <message>
            <source>White mends the cut at D2: a Black stone there would separate A2, B2 and C2 from the rest.</source>
            <extracomment>comment on the main line, node 35</extracomment>
            <translation>백이 D2의 끊는 점을 보강합니다. 흑이 그곳에 두면 A2, B2, C2가 나머지와 끊어집니다.</translation>
        </message>
        <message>
            <source>Black closes his left side at A3. This is the last stone of the game: no empty point now touches both colours.</source>
            <extracomment>comment on the main line, node 36</extracomment>
            <translation>흑이 A3으로 왼쪽을 닫습니다. 이것이 이 대국의 마지막 돌입니다. 이제 양쪽 색의 돌에 닿은 빈 점은 없습니다.</translation>
        </message>
        <message>
            <source>White passes. Under the AGA rules the pass hands Black one stone as a prisoner.</source>
            <extracomment>comment on the main line, node 37</extracomment>
            <translation>백이 패스합니다. AGA 규칙에서는 이 패스로 흑에게 사석 하나를 줍니다.</translation>
        </message>
        <message>
            <source>Black passes and play stops (a third pass is added under the Renaissance rules). Black has passed last, so under the AGA rules White adds a pass, which hands Black a second pass stone. Count: Black area 42, White 39; territory and prisoners Black 22, White 23. Chinese, Ing and Japanese White by 1; AGA White by 0.5; New Zealand Black by 3.</source>
            <extracomment>comment on the main line, node 38</extracomment>
            <translation>흑이 패스하고 대국이 정지합니다(르네상스 규칙에서는 세 번째 패스가 추가됨). 마지막 패스를 흑이 했으므로 AGA 규칙에서는 백이 패스를 하나 더하고, 이것으로 흑은 두 번째 패스 돌을 받습니다. 계가: 영역은 흑 42, 백 39; 집과 사석은 흑 22, 백 23. 중국 규칙, 응씨 규칙, 일본 규칙은 백 1집 승; AGA 규칙은 백 0.5집 승; 뉴질랜드 규칙은 흑 3집 승.</translation>
        </message>
    </context>
    <context>
        <name>Diagram handicap-two-stones</name>
        <message>
            <source>Handicap compensation: two stones</source>
            <extracomment>title</extracomment>
            <translation>접바둑의 보상: 두 점</translation>
        </message>
        <message>
            <source>handicap komi</source>
            <extracomment>another name of the position</extracomment>
            <translation>접바둑의 덤</translation>
        </message>
        <message>
            <source>reverse komi in handicap games</source>
            <extracomment>another name of the position</extracomment>
            <translation>접바둑의 역덤</translation>
        </message>
        <message>
            <source>Chinese, AGA, Japanese and Korean handicap conventions as the presets read them; Ing&apos;s SST rules, &apos;Counting&apos; item 5 (N points for N stones, N/2 stones placed in Black&apos;s area); the New Zealand rules (handicap by White passing, no komi); the AGA commentary of the &apos;Simplified rules&apos;. The game is our own.</source>
            <extracomment>source</extracomment>
            <translation>프리셋이 해석한 중국, AGA, 일본, 한국의 접바둑 관례; 응씨 규칙(SST)의 &apos;Counting&apos; 제5항(치석 N개에 N집, 흑의 영역에 N/2개의 돌을 놓음); 뉴질랜드 규칙(백의 패스로 접바둑, 덤 없음); &apos;Simplified rules&apos;에 대한 AGA의 해설. 대국은 이 프로그램에서 만든 것입니다.</translation>
        </message>
        <message>
            <source>A close two-stone game: on the board Black is 1 point ahead, and the compensation each ruleset gives White decides the winner: New Zealand Black by 1, Chinese and Ing White by 1, AGA White by 0.5, Japanese a tie.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>근소한 차이의 두 점 접바둑입니다. 판 위에서는 흑이 1집 앞서며, 각 규칙이 백에게 주는 보상이 승자를 정합니다. 뉴질랜드 규칙은 흑 1집 승, 중국 규칙과 응씨 규칙은 백 1집 승, AGA 규칙은 백 0.5집 승, 일본 규칙은 비김입니다.</translation>
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
            <translation>9x9 판에서 끝난 두 점 접바둑입니다. 흑의 치석은 일본 규칙과 AGA 규칙이 정한 정해진 점 C3과 G7에 있습니다. 그다음 백이 먼저 두고 대국자는 번갈아 둡니다. 백이 마지막 돌(마지막 공배인 G4)을 두고, 흑이 패스하고 백이 패스합니다. 대국 중에 흑은 백돌 하나(G6)를, 백은 흑돌 두 개(C6과 D6)를 따냈습니다. 판 위에 죽은 돌이 남아 있지 않으므로 계가 전에 합의할 것이 없습니다.

판: 흑의 영역은 41점(돌 20과 빈 점 21), 백은 40점(돌 20과 빈 점 20)이므로 판 위에서는 흑이 1집 앞섭니다. 집과 사석으로 세면 흑은 21 + 1 = 22, 백은 20 + 2 = 22로 같습니다.

각 규칙이 치석 두 점에 대해 백에게 주는 것:
- 중국 규칙과 간이 규칙 중국: 치석 하나에 1집, 2집. 41 - 40 - 2: 백 1집 승.
- 응씨 규칙(SST): 역시 N집(조문의 다섯 번째 계가 규정). 계점에서 백돌 N/2개, 여기서는 한 개를 흑의 영역에 넣는 방식으로 지급. 백 1집 승. 접바둑에서는 동점이면 백의 승리.
- AGA 규칙과 간이 규칙 AGA: 첫 번째 치석 다음부터 하나에 1집이므로 1집, 그리고 덤 0.5. 41 - 40 - 1.5: 백 0.5집 승. 르네상스 A(영역 계산)도 같은 N - 1과 0.5를 씁니다. 그 조문은 접바둑에 대해 아무것도 정하지 않으며, 이것은 이 프로그램의 해석입니다(규칙 참고 자료 참조).
- 일본 규칙, 한국 규칙, 간이 규칙 일본/한국: 없음. 22 - 22로 비김(지고). 르네상스 B(집 계산)도 이 프로그램의 해석으로는 보상이 없지만 덤 0.5는 유지합니다. 백 0.5집 승.
- 뉴질랜드 규칙: 보상도 덤도 없음. 그 규칙에서는 백이 첫 수 전에 패스하는 방식으로 치석을 주는데, 두 점 접바둑에서는 흑의 두 돌 사이에 한 번입니다. 엔진은 이 패스를 기록하지 않습니다. 흑 1집 승. 간이 규칙 응씨/뉴질랜드와 트롬프-테일러 규칙도 아무것도 주지 않습니다. 흑 1집 승.

영역 계산에는 보상이 필요하고 집 계산에는 필요 없는 이유. 영역 계산에서는 판 위의 돌 하나하나가 주인의 1점입니다. 치석은 흑이 수를 쓰지 않고 놓은 돌이므로, 흑이 두어서 얻지 않은 점수(여기서는 2점)로 흑의 영역에 있습니다. 집 계산에서는 돌 자체는 점수가 되지 않습니다. 돌이 둘러싼 빈 점과 사석만 점수가 되므로, 치석의 가치는 흑이 집을 짓는 데 도움을 준 만큼이며, 이것이 백이 주려던 접바둑의 핸디캡입니다. 여기서 흑은 돌 22개(치석 2개와 20수)를, 백은 21개를 놓았습니다. 그래서 영역 계산이 집 계산보다 흑에게 1집 유리합니다. AGA 규칙의 N - 1은 정확히 그 1집을 돌려주고, 중국 규칙과 응씨 규칙의 N은 1집을 더 주며, 뉴질랜드 규칙은 아무것도 주지 않으므로, 규칙에 따라 승자가 바뀝니다.</translation>
        </message>
        <message>
            <source>White takes the empty lower right corner.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>백이 비어 있는 오른쪽 아래 귀를 차지합니다.</translation>
        </message>
        <message>
            <source>Black caps from above, working with the handicap stone at G7.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>흑이 G7의 치석과 협력하여 위에서 씌웁니다.</translation>
        </message>
        <message>
            <source>White takes the other empty corner, the upper left.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>백이 비어 있는 다른 귀인 왼쪽 위를 차지합니다.</translation>
        </message>
        <message>
            <source>Black builds on the left, above his C3 stone.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>흑이 왼쪽에서 C3 돌 위에 세력을 쌓습니다.</translation>
        </message>
        <message>
            <source>White jumps into the centre between Black&apos;s stones.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>백이 흑돌 사이의 중앙으로 뜁니다.</translation>
        </message>
        <message>
            <source>Black blocks on the right side of the centre, next to G5.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>흑이 중앙의 오른쪽, G5 옆에서 막습니다.</translation>
        </message>
        <message>
            <source>White extends from G3 toward the centre, next to F5.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>백이 G3에서 중앙을 향해 F5 옆으로 뻗습니다.</translation>
        </message>
        <message>
            <source>Black plays between them. The four centre stones form a crosscut: E4 and F5 Black, E5 and F4 White.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>흑이 그 사이에 둡니다. 중앙의 네 돌이 십자 모양으로 끊고 있습니다. E4와 F5가 흑, E5와 F4가 백입니다.</translation>
        </message>
        <message>
            <source>White tries a stone between G5 and G7, hoping to cut.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>백이 끊기를 노리고 G5와 G7 사이에 돌을 놓아 봅니다.</translation>
        </message>
        <message>
            <source>Black answers at F6: G6 has one liberty left, H6.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>흑이 F6으로 응수합니다. G6은 활로가 H6 하나 남습니다.</translation>
        </message>
        <message>
            <source>White saves the centre stone E5, which had only two liberties, and gives up G6.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>백이 활로가 둘뿐이던 중앙의 돌 E5를 살리고 G6을 버립니다.</translation>
        </message>
        <message>
            <source>Black captures G6: one prisoner for Black.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>흑이 G6을 따냅니다. 흑의 사석 하나입니다.</translation>
        </message>
        <message>
            <source>White extends up the E line.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>백이 E줄을 따라 위로 뻗습니다.</translation>
        </message>
        <message>
            <source>Black keeps pace on the F line.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>흑이 F줄에서 나란히 따라갑니다.</translation>
        </message>
        <message>
            <source>White.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation>백.</translation>
        </message>
        <message>
            <source>Black.</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>흑.</translation>
        </message>
        <message>
            <source>Black reaches the top edge.</source>
            <extracomment>comment on the main line, node 18</extracomment>
            <translation>흑이 위쪽 변에 닿습니다.</translation>
        </message>
        <message>
            <source>White too: the two walls run side by side from the centre to the top.</source>
            <extracomment>comment on the main line, node 19</extracomment>
            <translation>백도 마찬가지입니다. 두 벽이 중앙에서 위쪽까지 나란히 뻗어 있습니다.</translation>
        </message>
        <message>
            <source>Black pushes into White&apos;s upper left.</source>
            <extracomment>comment on the main line, node 20</extracomment>
            <translation>흑이 백의 왼쪽 위로 밀고 들어갑니다.</translation>
        </message>
        <message>
            <source>White blocks: D6 is in atari.</source>
            <extracomment>comment on the main line, node 21</extracomment>
            <translation>백이 막습니다. D6이 단수입니다.</translation>
        </message>
        <message>
            <source>Black extends, but the two stones have only two liberties, B6 and C5.</source>
            <extracomment>comment on the main line, node 22</extracomment>
            <translation>흑이 뻗지만 두 점은 활로가 B6과 C5 둘뿐입니다.</translation>
        </message>
        <message>
            <source>White ataris from below.</source>
            <extracomment>comment on the main line, node 23</extracomment>
            <translation>백이 아래에서 단수칩니다.</translation>
        </message>
        <message>
            <source>Black gives the two stones up and firms up his own side.</source>
            <extracomment>comment on the main line, node 24</extracomment>
            <translation>흑은 두 점을 버리고 자기 쪽을 굳힙니다.</translation>
        </message>
        <message>
            <source>White captures C6 and D6: two prisoners for White.</source>
            <extracomment>comment on the main line, node 25</extracomment>
            <translation>백이 C6과 D6을 따냅니다. 백의 사석 둘입니다.</translation>
        </message>
        <message>
            <source>Black moves out toward the left edge.</source>
            <extracomment>comment on the main line, node 26</extracomment>
            <translation>흑이 왼쪽 변을 향해 나갑니다.</translation>
        </message>
        <message>
            <source>White blocks.</source>
            <extracomment>comment on the main line, node 27</extracomment>
            <translation>백이 막습니다.</translation>
        </message>
        <message>
            <source>Black pushes along the edge.</source>
            <extracomment>comment on the main line, node 28</extracomment>
            <translation>흑이 변을 따라 밉니다.</translation>
        </message>
        <message>
            <source>White blocks again: A5 is in atari.</source>
            <extracomment>comment on the main line, node 29</extracomment>
            <translation>백이 다시 막습니다. A5가 단수입니다.</translation>
        </message>
        <message>
            <source>Black connects. The upper left is settled.</source>
            <extracomment>comment on the main line, node 30</extracomment>
            <translation>흑이 잇습니다. 왼쪽 위가 결정되었습니다.</translation>
        </message>
        <message>
            <source>White blocks on the right side.</source>
            <extracomment>comment on the main line, node 31</extracomment>
            <translation>백이 오른쪽에서 막습니다.</translation>
        </message>
        <message>
            <source>Black blocks too.</source>
            <extracomment>comment on the main line, node 32</extracomment>
            <translation>흑도 막습니다.</translation>
        </message>
        <message>
            <source>White reaches the right edge.</source>
            <extracomment>comment on the main line, node 33</extracomment>
            <translation>백이 오른쪽 변에 닿습니다.</translation>
        </message>
        <message>
            <source>So does Black. Black&apos;s upper right (G5 to J5, F5 to F9) is closed.</source>
            <extracomment>comment on the main line, node 34</extracomment>
            <translation>흑도 마찬가지입니다. 흑의 오른쪽 위(G5에서 J5, F5에서 F9)가 닫혔습니다.</translation>
        </message>
        <message>
            <source>White extends down toward the bottom edge.</source>
            <extracomment>comment on the main line, node 35</extracomment>
            <translation>백이 아래쪽 변을 향해 아래로 뻗습니다.</translation>
        </message>
        <message>
            <source>Black keeps pace.</source>
            <extracomment>comment on the main line, node 36</extracomment>
            <translation>흑이 나란히 따라갑니다.</translation>
        </message>
        <message>
            <source>White reaches the bottom edge.</source>
            <extracomment>comment on the main line, node 39</extracomment>
            <translation>백이 아래쪽 변에 닿습니다.</translation>
        </message>
        <message>
            <source>So does Black. Every border is closed except one point.</source>
            <extracomment>comment on the main line, node 40</extracomment>
            <translation>흑도 마찬가지입니다. 한 점을 빼고 모든 경계가 닫혔습니다.</translation>
        </message>
        <message>
            <source>White fills G4, the last neutral point (it touched Black&apos;s G5 and White&apos;s stones). This is the last stone of the game; no empty point now touches both colours.</source>
            <extracomment>comment on the main line, node 41</extracomment>
            <translation>백이 마지막 공배인 G4를 메웁니다(흑의 G5와 백돌에 닿아 있었음). 이것이 이 대국의 마지막 돌입니다. 이제 양쪽 색의 돌에 닿은 빈 점은 없습니다.</translation>
        </message>
        <message>
            <source>Black passes. Under the AGA rules this pass hands White one stone as a prisoner (a pass stone).</source>
            <extracomment>comment on the main line, node 42</extracomment>
            <translation>흑이 패스합니다. AGA 규칙에서는 이 패스로 백에게 사석 하나(패스 돌)를 줍니다.</translation>
        </message>
        <message>
            <source>White passes and play stops (a third pass is added under the Renaissance rules). White has passed last, so AGA needs no extra pass; each side has handed the other one pass stone, which leaves the AGA count unchanged. Count: Black area 41, White 40; territory and prisoners 22 each. Compensation decides the winner: Chinese and Ing White by 1, AGA White by 0.5, Japanese a tie, New Zealand Black by 1.</source>
            <extracomment>comment on the main line, node 43</extracomment>
            <translation>백이 패스하고 대국이 정지합니다(르네상스 규칙에서는 세 번째 패스가 추가됨). 마지막 패스를 백이 했으므로 AGA 규칙에서는 추가 패스가 필요 없습니다. 양쪽이 패스 돌을 하나씩 주고받았으므로 AGA 규칙의 계산은 달라지지 않습니다. 계가: 영역은 흑 41, 백 40; 집과 사석은 각각 22. 보상이 승자를 정합니다. 중국 규칙과 응씨 규칙은 백 1집 승, AGA 규칙은 백 0.5집 승, 일본 규칙은 비김, 뉴질랜드 규칙은 흑 1집 승.</translation>
        </message>
    </context>
    <context>
        <name>Diagram ing-counting-even-game</name>
        <message>
            <source>Ing counting: an even game</source>
            <extracomment>title</extracomment>
            <translation>응씨 규칙의 계점: 호선</translation>
        </message>
        <message>
            <source>fill-in counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>채워 넣는 계산</translation>
        </message>
        <message>
            <source>stone counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>돌 계산</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Counting&apos; (the three 9x9 examples with 40 stones each); the board is our own, built to the numbers of the text.</source>
            <extracomment>source</extracomment>
            <translation>응씨 규칙(SST)의 &apos;Counting&apos;(각자 돌 40개로 두는 9x9의 세 가지 예); 판은 조문의 수치에 맞추어 이 프로그램에서 만든 것입니다.</translation>
        </message>
        <message>
            <source>How Ing&apos;s rules count an even game: fill your own area from a fixed supply of stones; empty points left mean a win, stones left over mean a loss.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>응씨 규칙이 호선 대국을 세는 법: 정해진 수의 돌로 자기 영역을 채웁니다. 빈 점이 남으면 이기고, 돌이 남으면 집니다.</translation>
        </message>
        <message>
            <source>A finished 9x9 game, an even game: White&apos;s komi of 8 points is paid as four White stones placed in Black&apos;s area. Black&apos;s area is 46 points (stones and territory), White&apos;s 35, and there are no neutral points. Dead stones have already been removed and the record holds no prisoners.

Ing&apos;s rules count by filling in. Each player has a fixed supply of stones (40 each on this 9x9 board, 180 on 19x19); prisoners and dead stones go back to their owners&apos; bowls, and each player fills his own area with his own stones. Whoever still has empty points has won; whoever has stones left over has lost. The loser puts his leftover stones, the losing stones, in the winner&apos;s empty points; the one point still empty after that is the winning point, and the margin counts two points for each losing stone and one for the winning point. Here Black has two empty points and White one stone left over; White&apos;s stone fills one of Black&apos;s points and the other is the winning point: Black wins by 1 + 2 x 1 = 3.

Area counting gives the same result: the difference of the areas minus the compensation. Territory counting gives a different margin on the same board.</source>
            <extracomment>comment at the start</extracomment>
            <translation>9x9 판에서 끝난 호선 대국입니다. 백의 덤 8집은 흑의 영역에 백돌 네 개를 놓는 방식으로 지급됩니다. 흑의 영역은 46점(돌과 집), 백은 35점이며, 공배는 없습니다. 죽은 돌은 이미 들어냈고, 기보에 사석은 없습니다.

응씨 규칙은 채워 넣어서 셉니다(계점). 각 대국자는 정해진 수의 돌을 가집니다(이 9x9 판에서는 각자 40개, 19x19에서는 180개). 사석과 죽은 돌은 주인의 바둑통으로 돌아가고, 각 대국자는 자기 영역을 자기 돌로 채웁니다. 빈 점이 남은 쪽이 이기고, 돌이 남은 쪽이 집니다. 진 쪽은 남은 돌, 즉 &apos;지는 돌&apos;을 이긴 쪽의 빈 점에 놓습니다. 그러고도 비어 있는 한 점이 &apos;이기는 점&apos;이며, 차이는 지는 돌 하나에 2집, 이기는 점에 1집으로 셉니다. 여기서 흑은 빈 점이 둘, 백은 돌이 하나 남습니다. 백돌이 흑의 점 하나를 채우고, 나머지 하나가 이기는 점입니다. 흑이 1 + 2 x 1 = 3집 이깁니다.

영역 계산도 같은 결과를 줍니다. 영역의 차이에서 보상을 뺀 값입니다. 집 계산은 같은 판에서 다른 차이를 줍니다.</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 패스합니다.</translation>
        </message>
        <message>
            <source>White passes: play stops and the game is counted.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 패스합니다. 대국이 정지하고 계가합니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram ing-counting-three-stone-handicap</name>
        <message>
            <source>Ing counting: a three-stone handicap</source>
            <extracomment>title</extracomment>
            <translation>응씨 규칙의 계점: 석 점 접바둑</translation>
        </message>
        <message>
            <source>fill-in counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>채워 넣는 계산</translation>
        </message>
        <message>
            <source>stone counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>돌 계산</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Counting&apos; (the three 9x9 examples with 40 stones each); the board is our own, built to the numbers of the text.</source>
            <extracomment>source</extracomment>
            <translation>응씨 규칙(SST)의 &apos;Counting&apos;(각자 돌 40개로 두는 9x9의 세 가지 예); 판은 조문의 수치에 맞추어 이 프로그램에서 만든 것입니다.</translation>
        </message>
        <message>
            <source>How Ing&apos;s rules count a three-stone handicap game: fill your own area from a fixed supply of stones; empty points left mean a win, stones left over mean a loss.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>응씨 규칙이 석 점 접바둑을 세는 법: 정해진 수의 돌로 자기 영역을 채웁니다. 빈 점이 남으면 이기고, 돌이 남으면 집니다.</translation>
        </message>
        <message>
            <source>A finished 9x9 game, a three-stone handicap game: White&apos;s compensation of 3 points is one White stone placed in Black&apos;s area and one point of it left open. Black&apos;s area is 46 points (stones and territory), White&apos;s 35, and there are no neutral points. Dead stones have already been removed and the record holds no prisoners.

Ing&apos;s rules count by filling in. Each player has a fixed supply of stones (40 each on this 9x9 board, 180 on 19x19); prisoners and dead stones go back to their owners&apos; bowls, and each player fills his own area with his own stones. Whoever still has empty points has won; whoever has stones left over has lost. The loser puts his leftover stones, the losing stones, in the winner&apos;s empty points; the one point still empty after that is the winning point, and the margin counts two points for each losing stone and one for the winning point. When a point of the compensation is left open (an odd handicap) or an odd shared point stays empty, that is the one empty point at the end: there is no winning point, and the margin is just twice the losing stones. Here Black has four empty points besides the open point and White four stones left over; White&apos;s four stones fill them, the open point is the only empty point left, and Black wins by just twice the losing stones: 2 x 4 = 8.

Area counting gives the same result: the difference of the areas minus the compensation. Territory counting gives a different margin on the same board.</source>
            <extracomment>comment at the start</extracomment>
            <translation>9x9 판에서 끝난 석 점 접바둑입니다. 백의 보상 3집은 흑의 영역에 백돌 하나를 놓고 한 점을 비워 두는 방식입니다. 흑의 영역은 46점(돌과 집), 백은 35점이며, 공배는 없습니다. 죽은 돌은 이미 들어냈고, 기보에 사석은 없습니다.

응씨 규칙은 채워 넣어서 셉니다(계점). 각 대국자는 정해진 수의 돌을 가집니다(이 9x9 판에서는 각자 40개, 19x19에서는 180개). 사석과 죽은 돌은 주인의 바둑통으로 돌아가고, 각 대국자는 자기 영역을 자기 돌로 채웁니다. 빈 점이 남은 쪽이 이기고, 돌이 남은 쪽이 집니다. 진 쪽은 남은 돌, 즉 &apos;지는 돌&apos;을 이긴 쪽의 빈 점에 놓습니다. 그러고도 비어 있는 한 점이 &apos;이기는 점&apos;이며, 차이는 지는 돌 하나에 2집, 이기는 점에 1집으로 셉니다. 보상 중 한 점을 비워 두거나(홀수 치석) 나누어 가지는 점이 하나 홀수로 비어 있으면, 그것이 마지막에 남는 하나의 빈 점입니다. 이때는 이기는 점이 없고, 차이는 지는 돌의 두 배일 뿐입니다. 여기서 흑은 비워 둔 점 외에 빈 점이 넷, 백은 돌이 넷 남습니다. 백돌 넷이 그 점들을 채우면 비워 둔 점만 빈 점으로 남고, 흑은 지는 돌의 두 배인 2 x 4 = 8집 이깁니다.

영역 계산도 같은 결과를 줍니다. 영역의 차이에서 보상을 뺀 값입니다. 집 계산은 같은 판에서 다른 차이를 줍니다.</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 패스합니다.</translation>
        </message>
        <message>
            <source>White passes: play stops and the game is counted.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 패스합니다. 대국이 정지하고 계가합니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram ing-counting-two-stone-handicap</name>
        <message>
            <source>Ing counting: a two-stone handicap</source>
            <extracomment>title</extracomment>
            <translation>응씨 규칙의 계점: 두 점 접바둑</translation>
        </message>
        <message>
            <source>fill-in counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>채워 넣는 계산</translation>
        </message>
        <message>
            <source>stone counting</source>
            <extracomment>another name of the position</extracomment>
            <translation>돌 계산</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Counting&apos; (the three 9x9 examples with 40 stones each); the board is our own, built to the numbers of the text.</source>
            <extracomment>source</extracomment>
            <translation>응씨 규칙(SST)의 &apos;Counting&apos;(각자 돌 40개로 두는 9x9의 세 가지 예); 판은 조문의 수치에 맞추어 이 프로그램에서 만든 것입니다.</translation>
        </message>
        <message>
            <source>How Ing&apos;s rules count a two-stone handicap game: fill your own area from a fixed supply of stones; empty points left mean a win, stones left over mean a loss.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>응씨 규칙이 두 점 접바둑을 세는 법: 정해진 수의 돌로 자기 영역을 채웁니다. 빈 점이 남으면 이기고, 돌이 남으면 집니다.</translation>
        </message>
        <message>
            <source>A finished 9x9 game, a two-stone handicap game: White&apos;s compensation of 2 points is one White stone placed in Black&apos;s area. Black&apos;s area is 46 points (stones and territory), White&apos;s 35, and there are no neutral points. Dead stones have already been removed and the record holds no prisoners.

Ing&apos;s rules count by filling in. Each player has a fixed supply of stones (40 each on this 9x9 board, 180 on 19x19); prisoners and dead stones go back to their owners&apos; bowls, and each player fills his own area with his own stones. Whoever still has empty points has won; whoever has stones left over has lost. The loser puts his leftover stones, the losing stones, in the winner&apos;s empty points; the one point still empty after that is the winning point, and the margin counts two points for each losing stone and one for the winning point. Here Black has five empty points and White four stones left over; White&apos;s four stones fill four of Black&apos;s points and the fifth is the winning point: Black wins by 1 + 2 x 4 = 9.

Area counting gives the same result: the difference of the areas minus the compensation. Territory counting gives a different margin on the same board.</source>
            <extracomment>comment at the start</extracomment>
            <translation>9x9 판에서 끝난 두 점 접바둑입니다. 백의 보상 2집은 흑의 영역에 백돌 하나를 놓는 방식입니다. 흑의 영역은 46점(돌과 집), 백은 35점이며, 공배는 없습니다. 죽은 돌은 이미 들어냈고, 기보에 사석은 없습니다.

응씨 규칙은 채워 넣어서 셉니다(계점). 각 대국자는 정해진 수의 돌을 가집니다(이 9x9 판에서는 각자 40개, 19x19에서는 180개). 사석과 죽은 돌은 주인의 바둑통으로 돌아가고, 각 대국자는 자기 영역을 자기 돌로 채웁니다. 빈 점이 남은 쪽이 이기고, 돌이 남은 쪽이 집니다. 진 쪽은 남은 돌, 즉 &apos;지는 돌&apos;을 이긴 쪽의 빈 점에 놓습니다. 그러고도 비어 있는 한 점이 &apos;이기는 점&apos;이며, 차이는 지는 돌 하나에 2집, 이기는 점에 1집으로 셉니다. 여기서 흑은 빈 점이 다섯, 백은 돌이 넷 남습니다. 백돌 넷이 흑의 점 넷을 채우고, 다섯 번째가 이기는 점입니다. 흑이 1 + 2 x 4 = 9집 이깁니다.

영역 계산도 같은 결과를 줍니다. 영역의 차이에서 보상을 뺀 값입니다. 집 계산은 같은 판에서 다른 차이를 줍니다.</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 패스합니다.</translation>
        </message>
        <message>
            <source>White passes: play stops and the game is counted.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 패스합니다. 대국이 정지하고 계가합니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram long-life</name>
        <message>
            <source>Long life</source>
            <extracomment>title</extracomment>
            <translation>장생</translation>
        </message>
        <message>
            <source>eternal life</source>
            <extracomment>another name of the position</extracomment>
            <translation>장생</translation>
        </message>
        <message>
            <source>chosei (長生)</source>
            <extracomment>another name of the position</extracomment>
            <translation>chosei(長生)</translation>
        </message>
        <message>
            <source>jangsaeng (장생)</source>
            <extracomment>another name of the position</extracomment>
            <translation>장생</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Long life&apos;; Ing&apos;s SST rules, &apos;Double hot stones&apos;; Japanese rules 1989, article 12.</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library(영어 바둑 위키)의 &apos;Long life&apos;; 응씨 규칙(SST)의 &apos;Double hot stones&apos;; 일본 바둑 규약(1989) 제12조.</translation>
        </message>
        <message>
            <source>A four-move cycle of captures of two stones: no result in Japan and Korea, superko bars the fourth move, Ing&apos;s double hot stones bar the third.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>두 점씩 따내는 4수 순환입니다. 일본과 한국에서는 무승부(무효), 슈퍼코는 네 번째 수를 금지하고, 응씨 규칙의 이중 핫 스톤은 세 번째 수를 금지합니다.</translation>
        </message>
        <message>
            <source>Black&apos;s group A2-F2 has two liberties, A1 and E1; White&apos;s inner string B1-B2-C2-D2 has two, A1 and C1. White&apos;s F1 stone sits in the corner.

Black plays C1, which puts White&apos;s inner string in atari. White captures C1-D1 with E1. Black captures E1-F1 back at D1. White throws in again at F1, and the start has returned after four moves: long life.

Japanese and Korean rules: no result after the cycle repeats. Superko forbids White&apos;s fourth move. Ing&apos;s rules call E1-F1 double hot stones once they have captured: Black may take them only after an intervening move (the variation). Renaissance: a draw, as both sides capture four stones in the loop.</source>
            <extracomment>comment at the start</extracomment>
            <translation>흑 돌 무리 A2-F2는 활로가 A1과 E1 둘이고, 안쪽의 백 돌 B1-B2-C2-D2는 A1과 C1 둘입니다. 백 F1 돌은 귀에 있습니다.

흑이 C1에 두어 안쪽 백 돌을 단수로 몹니다. 백은 E1로 C1-D1을 따냅니다. 흑은 D1로 E1-F1을 되따냅니다. 백이 다시 F1에 먹여치면 4수 만에 처음 국면으로 돌아옵니다. 장생입니다.

일본 규칙과 한국 규칙: 순환이 되풀이되면 무승부(무효). 슈퍼코는 백의 네 번째 수를 금지합니다. 응씨 규칙은 E1-F1이 따낸 뒤에는 이중 핫 스톤으로 봅니다. 흑은 사이에 다른 수를 둔 뒤에만 그것을 따낼 수 있습니다(변화도). 르네상스 규칙: 한 순환에서 양쪽이 네 점씩 따내므로 비김.</translation>
        </message>
        <message>
            <source>Black plays C1: White&apos;s inner string is in atari at A1, and C1-D1 has one liberty, E1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 C1에 둡니다. 안쪽 백 돌이 단수가 되고(남은 활로는 A1), C1-D1은 활로가 E1 하나입니다.</translation>
        </message>
        <message>
            <source>White captures C1 and D1 with E1. Black&apos;s group is down to one liberty, A1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 E1로 C1과 D1을 따냅니다. 흑 돌 무리는 활로가 A1 하나로 줄었습니다.</translation>
        </message>
        <message>
            <source>Black captures E1-F1 at D1. Under Ing&apos;s rules these are double hot stones that just captured two: Black needs an intervening move first.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑이 D1에서 E1-F1을 따냅니다. 응씨 규칙에서는 이것이 방금 두 점을 따낸 이중 핫 스톤이므로, 흑은 먼저 사이에 다른 수를 두어야 합니다.</translation>
        </message>
        <message>
            <source>White throws in at F1 again: the start position, with Black to play. Every superko rule forbids this move.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>백이 다시 F1에 먹여칩니다. 흑 차례로 처음 국면입니다. 모든 슈퍼코 규칙이 이 수를 금지합니다.</translation>
        </message>
        <message>
            <source>Round two.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>두 번째 순환입니다.</translation>
        </message>
        <message>
            <source>White captures two.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>백이 두 점을 따냅니다.</translation>
        </message>
        <message>
            <source>Black captures two.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>흑이 두 점을 따냅니다.</translation>
        </message>
        <message>
            <source>The start stands for the third time with no pass between: no result under Japanese and Korean rules, a draw by threefold repetition under Renaissance rules.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>사이에 패스 없이 처음 국면이 세 번째로 나타났습니다. 일본 규칙과 한국 규칙에서는 무승부(무효), 르네상스 규칙에서는 세 번 반복으로 비김입니다.</translation>
        </message>
        <message>
            <source>Black plays elsewhere first (here A6).</source>
            <extracomment>comment on the Ing: double hot stones need an intervening move, node 3</extracomment>
            <translation>흑이 먼저 다른 곳(여기서는 A6)에 둡니다.</translation>
        </message>
        <message>
            <source>White answers elsewhere.</source>
            <extracomment>comment on the Ing: double hot stones need an intervening move, node 4</extracomment>
            <translation>백이 다른 곳에 응수합니다.</translation>
        </message>
        <message>
            <source>Now Black may capture E1-F1 under Ing&apos;s rules too.

What uses up a disturbance under Ing&apos;s rules: the first time the whole board comes back with the same player to move, the cycle is charged to the player whose move began it, here Black with C1. The exchange between the captures usually leaves new stones on the board, so nothing recurs. But if it leaves the board as it was (both players pass and the game is adjourned, or ko threats that undo each other), White&apos;s throw-in at F1 brings back the start, Black has used up its one disturbance, and Black may not send two at C1 again.</source>
            <extracomment>comment on the Ing: double hot stones need an intervening move, node 5</extracomment>
            <translation>이제 응씨 규칙에서도 흑은 E1-F1을 따낼 수 있습니다.

응씨 규칙에서 교란 한 번을 써 버리게 되는 경우: 같은 대국자가 둘 차례로 판 전체가 처음 되돌아오면, 그 순환은 그것을 시작한 수를 둔 대국자, 여기서는 C1을 둔 흑의 책임이 됩니다. 따내기 사이의 교환은 보통 판 위에 새 돌을 남기므로 아무것도 되풀이되지 않습니다. 그러나 교환 뒤 판이 그대로라면(양쪽이 패스하고 대국이 중단되거나, 서로 상쇄되는 팻감을 쓴 경우) 백이 F1에 먹여쳐 처음 국면으로 돌아오고, 흑은 한 번뿐인 교란을 써 버렸으므로 다시 C1에 두 점을 내줄 수 없습니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram molasses-ko</name>
        <message>
            <source>Molasses ko</source>
            <extracomment>title</extracomment>
            <translation>당밀 패</translation>
        </message>
        <message>
            <source>molasses</source>
            <extracomment>another name of the position</extracomment>
            <translation>당밀</translation>
        </message>
        <message>
            <source>Mechanism after T. Mark Hall and Zhao (1993/94) as described by the BGA page &apos;Some Repeating Go Positions&apos; and Sensei&apos;s Library &apos;Molasses Ko&apos;; this board is our own construction.</source>
            <extracomment>source</extracomment>
            <translation>T. Mark Hall과 Zhao(1993/94)가 발견한 구조로, BGA(영국 바둑 협회) 페이지 &apos;Some Repeating Go Positions&apos;와 Sensei&apos;s Library(영어 바둑 위키)의 &apos;Molasses Ko&apos;에 설명된 것; 이 판은 이 프로그램에서 만든 것입니다.</translation>
        </message>
        <message>
            <source>A capturing race with two kos in which every move elsewhere costs a four-move exchange: legal everywhere, but it slows the game to a crawl and makes passing fatal under superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>패 두 개가 걸린 수상전으로, 다른 곳에 한 수 둘 때마다 4수의 교환이 필요합니다. 어느 규칙에서나 합법이지만 대국이 매우 느려지고, 슈퍼코에서는 패스하면 치명적입니다.</translation>
        </message>
        <message>
            <source>Two eyeless groups in a capturing race. White&apos;s nine stones around D2-D6 have only the two-point eye E4-E5. Black&apos;s nine stones around F1-G6 have only E1 and F2. The walls around them are alive.

Black throws in at E5 (atari on White&apos;s group and on F4-F5). White must take the ko at E1, Black must capture F4-F5 at E4, and White must take the second ko at F2. The shape is now the colour-reversed start, and Black, who may not retake at once, plays one move elsewhere (F8). White must then make the same four-move exchange before its own move elsewhere (D8). After ten moves the local shape is back where it began.

No position repeats (the moves elsewhere change the board), so every ruleset allows the line. The trouble comes when the game nears its end: under the basic ko rule the exchanges can go on, and Japanese professionals have called it no result; under superko a player who passes instead of making the exchange loses the race, so the game turns into a contest of who runs out of harmless moves first.</source>
            <extracomment>comment at the start</extracomment>
            <translation>눈이 없는 두 돌 무리의 수상전입니다. D2-D6 주변의 백 아홉 점은 E4-E5의 두 칸짜리 눈만 있습니다. F1-G6 주변의 흑 아홉 점은 E1과 F2만 있습니다. 이들을 둘러싼 벽은 살아 있습니다.

흑이 E5에 먹여칩니다(백 돌 무리와 F4-F5에 단수). 백은 E1에서 패를 따내야 하고, 흑은 E4로 F4-F5를 따내야 하며, 백은 F2에서 두 번째 패를 따내야 합니다. 이제 모양은 처음 국면의 흑백을 바꾼 것이 되고, 곧바로 되따낼 수 없는 흑은 다른 곳(F8)에 한 수 둡니다. 그러면 백도 자신이 다른 곳(D8)에 두기 전에 같은 4수 교환을 해야 합니다. 10수 뒤 이 부분의 모양은 처음으로 돌아옵니다.

어떤 국면도 되풀이되지 않으므로(다른 곳에 둔 수가 판을 바꿈) 모든 규칙이 이 수순을 허용합니다. 문제는 대국이 끝에 가까워질 때 생깁니다. 기본 패 규칙에서는 교환을 계속할 수 있고, 일본의 프로 기사들은 이를 무승부(무효)로 처리한 적이 있습니다. 슈퍼코에서는 교환 대신 패스한 대국자가 수상전에서 지므로, 대국은 누가 먼저 해가 없는 수를 다 써 버리는지의 싸움이 됩니다.</translation>
        </message>
        <message>
            <source>Black throws in at E5: White&apos;s big group and F4-F5 are both in atari.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 E5에 먹여칩니다. 백의 큰 돌 무리와 F4-F5가 모두 단수입니다.</translation>
        </message>
        <message>
            <source>White must take the ko at E1 (capturing D1): Black&apos;s group is in atari at F2.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백은 E1에서 패를 따내야 합니다(D1을 따냄). 흑 돌 무리가 단수가 됩니다(남은 활로는 F2).</translation>
        </message>
        <message>
            <source>Black must capture F4-F5 with E4: White&apos;s group is in atari at D1.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑은 E4로 F4-F5를 따내야 합니다. 백 돌 무리가 단수가 됩니다(남은 활로는 D1).</translation>
        </message>
        <message>
            <source>White must take the second ko at F2 (capturing E2). The shape is the colour-reversed start.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>백은 F2에서 두 번째 패를 따내야 합니다(E2를 따냄). 모양은 처음 국면의 흑백을 바꾼 것입니다.</translation>
        </message>
        <message>
            <source>Black may not retake at E2 at once, so Black plays elsewhere: the one real move of this round.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>흑은 E2를 곧바로 되따낼 수 없으므로 다른 곳에 둡니다. 이번 순환의 유일한 실제 수입니다.</translation>
        </message>
        <message>
            <source>Now White has to throw in, at F5.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>이제 백이 F5에 먹여쳐야 합니다.</translation>
        </message>
        <message>
            <source>Black takes the ko at E2 (capturing F2).</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>흑이 E2에서 패를 따냅니다(F2를 따냄).</translation>
        </message>
        <message>
            <source>White captures E4-E5 with F4.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>백이 F4로 E4-E5를 따냅니다.</translation>
        </message>
        <message>
            <source>Black takes the other ko at D1 (capturing E1).</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>흑이 D1에서 다른 패를 따냅니다(E1을 따냄).</translation>
        </message>
        <message>
            <source>White plays its one move elsewhere. The local shape is back at the start: every real move cost a four-move exchange.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>백이 다른 곳에 한 수 둡니다. 이 부분의 모양은 처음으로 돌아왔습니다. 실제 수 하나마다 4수의 교환이 필요했습니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram moonshine-life</name>
        <message>
            <source>Moonshine life</source>
            <extracomment>title</extracomment>
            <translation>문샤인 라이프</translation>
        </message>
        <message>
            <source>gekkou no iki (月光の活き)</source>
            <extracomment>another name of the position</extracomment>
            <translation>gekkou no iki(月光の活き)</translation>
        </message>
        <message>
            <source>jia sheng (假生, false life)</source>
            <extracomment>another name of the position</extracomment>
            <translation>jia sheng(假生, 가짜 삶)</translation>
        </message>
        <message>
            <source>After the Nyobutsu position and the move pattern on Sensei&apos;s Library &apos;Moonshine Life&apos;; Renaissance rules example 4 (capture in a dispute phase).</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library(영어 바둑 위키)의 &apos;Moonshine Life&apos;에 실린 Nyobutsu 국면과 수순을 따름; 르네상스 규칙 예 4(다툼 단계에서 잡기).</translation>
        </message>
        <message>
            <source>A one-eyed group kept alive by a double ko elsewhere: no result in Japan and Korea, barred by superko, by Ing&apos;s disturbing rule and, after play stops, by Renaissance minimal superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>다른 곳의 양패 덕분에 살아 있는 한 눈의 돌 무리입니다. 일본과 한국에서는 무승부(무효)이고, 슈퍼코와 응씨 규칙의 교란 규칙, 그리고 대국이 정지한 뒤에는 르네상스 규칙의 미니멀 슈퍼코가 이를 막습니다.</translation>
        </message>
        <message>
            <source>Upper right: White&apos;s six stones have one eye (T19) and a ko at P19/Q19 they can never fill. Upper left: a double ko in a seki, which gives both sides an endless supply of ko threats. Black wants to capture the upper right group; White keeps it alive by using the double ko as threats.

Black takes the ko at Q19 and White is in atari. White flips a ko in the double ko (atari on Black&apos;s group there), Black answers by flipping the other, White retakes at P19, and the same happens the other way round. After six moves the start is back. The group&apos;s life is &apos;moonshine&apos;: it lasts only as long as the cycle may be repeated.

Japanese and Korean rules: the cycle goes round until the game ends without a result. Superko forbids the move that closes the cycle. Ing&apos;s rules let a player set off such a cycle only once per game. The Renaissance rules treat the repetition in the main game as a draw, but Black can wait until play stops and capture in the dispute phase, where minimal superko stops White from closing the cycle (the variation).

The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation>오른쪽 위: 백 여섯 점은 눈이 하나(T19)이고, 결코 메울 수 없는 패가 P19/Q19에 있습니다. 왼쪽 위: 빅 안의 양패로, 양쪽에 끝없이 팻감을 줍니다. 흑은 오른쪽 위의 돌 무리를 잡고 싶어 하고, 백은 양패를 팻감으로 써서 그것을 살려 둡니다.

흑이 Q19에서 패를 따내면 백은 단수가 됩니다. 백은 양패의 패 하나를 따내고(그곳의 흑 돌 무리에 단수), 흑은 다른 패를 따내어 응수하며, 백이 P19에서 되따내고, 같은 일이 반대 방향으로 일어납니다. 6수 뒤 처음 국면이 돌아옵니다. 이 돌 무리의 삶은 &apos;문샤인(달빛)&apos;입니다. 순환을 되풀이할 수 있는 동안만 이어집니다.

일본 규칙과 한국 규칙: 순환은 대국이 무승부(무효)로 끝날 때까지 계속됩니다. 슈퍼코는 순환을 닫는 수를 금지합니다. 응씨 규칙에서는 이런 순환을 한 판에 한 번만 일으킬 수 있습니다. 르네상스 규칙은 본 대국에서의 반복을 비김으로 처리하지만, 흑은 대국이 정지할 때까지 기다렸다가 다툼 단계에서 잡을 수 있으며, 그곳에서는 미니멀 슈퍼코 때문에 백이 순환을 닫을 수 없습니다(변화도).

판의 나머지 부분은 결정되어 있다고 봅니다.</translation>
        </message>
        <message>
            <source>Black takes the ko at Q19 (capturing P19). White&apos;s group has one liberty left, its eye at T19: it is in atari, and White needs a ko threat.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 Q19에서 패를 따냅니다(P19를 따냄). 백 돌 무리는 활로가 T19의 눈 하나만 남아 단수이고, 백은 팻감이 필요합니다.</translation>
        </message>
        <message>
            <source>White&apos;s threat: B17 captures B18 and puts Black&apos;s fourteen stones on the left in atari at F18.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백의 팻감: B17로 B18을 따내고, 왼쪽의 흑 열네 점을 단수로 몹니다(남은 활로는 F18).</translation>
        </message>
        <message>
            <source>Black must answer: D18 captures D17 and gives the left group a second liberty.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑은 응수해야 합니다. D18로 D17을 따내어 왼쪽 돌 무리에 두 번째 활로를 줍니다.</translation>
        </message>
        <message>
            <source>Now White may retake at P19 (capturing Q19): the upper right group has two liberties again.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>이제 백은 P19에서 되따낼 수 있습니다(Q19를 따냄). 오른쪽 위의 돌 무리는 다시 활로가 둘입니다.</translation>
        </message>
        <message>
            <source>Black flips the other way: B18 captures B17 and puts White&apos;s upper left stones in atari at F18.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>흑이 반대 방향으로 따냅니다. B18로 B17을 따내고, 왼쪽 위의 백돌을 단수로 몹니다(남은 활로는 F18).</translation>
        </message>
        <message>
            <source>White answers at D17 (capturing D18). The whole board is back to the start with Black to play: superko forbids this move under every superko rule.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>백이 D17로 응수합니다(D18을 따냄). 판 전체가 흑 차례로 처음 국면으로 돌아왔습니다. 모든 슈퍼코 규칙에서 이 수는 금지됩니다.</translation>
        </message>
        <message>
            <source>Round two: Black takes the ko again.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>두 번째 순환: 흑이 다시 패를 따냅니다.</translation>
        </message>
        <message>
            <source>White threatens again in the double ko. Under Ing&apos;s rules White has already set off this cycle once (White was the disturber in round one) and may not do it again.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>백이 다시 양패에서 팻감을 씁니다. 응씨 규칙에서는 백이 이미 이 순환을 한 번 일으켰으므로(첫 순환에서 교란한 쪽이 백) 다시 할 수 없습니다.</translation>
        </message>
        <message>
            <source>Black answers.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>흑이 응수합니다.</translation>
        </message>
        <message>
            <source>White retakes.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>백이 되따냅니다.</translation>
        </message>
        <message>
            <source>Black flips back.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>흑이 반대로 따냅니다.</translation>
        </message>
        <message>
            <source>The start stands for the third time with no pass between: no result under Japanese and Korean rules, a draw by threefold repetition under Renaissance rules (each side captured six stones in the loop).</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>사이에 패스 없이 처음 국면이 세 번째로 나타났습니다. 일본 규칙과 한국 규칙에서는 무승부(무효), 르네상스 규칙에서는 세 번 반복으로 비김입니다(한 순환에서 양쪽이 각각 여섯 점을 따냄).</translation>
        </message>
        <message>
            <source>Black does not start the cycle in the main game. Black passes...</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 1</extracomment>
            <translation>흑은 본 대국에서 순환을 시작하지 않습니다. 흑이 패스합니다...</translation>
        </message>
        <message>
            <source>...White passes...</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 2</extracomment>
            <translation>...백이 패스합니다...</translation>
        </message>
        <message>
            <source>...and Black passes again. Under Renaissance rules three successive passes stop play; the last two passes were made in this position, so minimal superko now forbids any board play that recreates it. Black disputes White&apos;s group and play resumes.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 3</extracomment>
            <translation>...흑이 다시 패스합니다. 르네상스 규칙에서는 세 번 연속 패스로 대국이 정지합니다. 마지막 두 번의 패스가 이 국면에서 이루어졌으므로, 이제 미니멀 슈퍼코는 이 국면을 다시 만드는 판 위의 수를 모두 금지합니다. 흑이 백 돌 무리에 이의를 제기하고 대국이 재개됩니다.</translation>
        </message>
        <message>
            <source>White has nothing useful to do and passes. (Under Japanese and Korean rules this is the second pass of the confirmation play, which ends it with nothing captured: for them the line stops here, and the ko fight below is never played.)</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 4</extracomment>
            <translation>백은 쓸모 있는 수가 없으므로 패스합니다. (일본 규칙과 한국 규칙에서는 이것이 사활 확인 착수의 두 번째 패스이며, 아무것도 따내지 못한 채 확인 착수가 끝납니다. 그 규칙에서는 수순이 여기서 멈추고, 아래의 패싸움은 두어지지 않습니다.)</translation>
        </message>
        <message>
            <source>Black takes the ko: White is in atari.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 5</extracomment>
            <translation>흑이 패를 따냅니다. 백이 단수가 됩니다.</translation>
        </message>
        <message>
            <source>White threatens in the double ko (Black&apos;s left group in atari).</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 6</extracomment>
            <translation>백이 양패에서 팻감을 씁니다(왼쪽의 흑 돌 무리에 단수).</translation>
        </message>
        <message>
            <source>White retakes the ko.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 8</extracomment>
            <translation>백이 패를 되따냅니다.</translation>
        </message>
        <message>
            <source>Black flips the double ko himself: White&apos;s upper left stones are in atari at F18.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 9</extracomment>
            <translation>흑이 직접 양패를 따냅니다. 왼쪽 위의 백돌이 단수가 됩니다(남은 활로는 F18).</translation>
        </message>
        <message>
            <source>White&apos;s answer would recreate the position in which the last two successive passes were made: minimal superko forbids it. White cannot both save the upper left and keep the ko, so one of the groups dies: the moonshine life is over.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 10</extracomment>
            <translation>백이 응수하면 마지막 두 번 연속 패스가 이루어진 국면이 다시 만들어집니다. 미니멀 슈퍼코가 이를 금지합니다. 백은 왼쪽 위를 살리면서 패도 지킬 수는 없으므로, 돌 무리 하나가 죽습니다. 문샤인 라이프는 끝났습니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram one-eye-flaw</name>
        <message>
            <source>1-eye flaw</source>
            <extracomment>title</extracomment>
            <translation>한 눈의 결함</translation>
        </message>
        <message>
            <source>dead ko</source>
            <extracomment>another name of the position</extracomment>
            <translation>죽은 패</translation>
        </message>
        <message>
            <source>kashou (仮生)</source>
            <extracomment>another name of the position</extracomment>
            <translation>kashou(仮生)</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;1-Eye-Flaw&apos;; Renaissance rules example 1; Japanese rules 1989, article 7-2.</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library(영어 바둑 위키)의 &apos;1-Eye-Flaw&apos;; 르네상스 규칙 예 1; 일본 바둑 규약(1989) 제7조 2항.</translation>
        </message>
        <message>
            <source>A one-eyed group with a ko: dead under most rules, but alive under positional and situational superko if the players pass first.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>패가 있는 한 눈의 돌 무리입니다. 대부분의 규칙에서는 죽은 돌이지만, 포지셔널 슈퍼코와 시추에이셔널 슈퍼코에서는 대국자가 먼저 패스하면 삽니다.</translation>
        </message>
        <message>
            <source>White&apos;s four stones A4-B4-B5-C4 have one eye (A5) and a ko at C5/D5. Black took the ko at C5 on an earlier turn, so White may retake now. Black has two eyes (B2 and E3) and every Black move other than the ko would fill one of them.

White retakes at D5. Black cannot retake at once, has nothing else to do, and passes; White passes too. Can Black now take the ko and then fill the eye at A5?

Under positional superko, and under situational superko, retaking at C5 would recreate the position after Black&apos;s earlier capture, so it is forbidden: the one-eyed group lives, a known flaw of those rules. Tromp-Taylor rules end the game after the two passes with every stone alive. Japanese and Korean rules decide in a confirmation play in which the retake after Black&apos;s pass is allowed, and Ing&apos;s and the Renaissance rules also let Black retake: the group is dead.

The Chinese preset follows the written positional superko rule; Chinese referees in practice rule the group dead. Komi is 0.</source>
            <extracomment>comment at the start</extracomment>
            <translation>백 네 점 A4-B4-B5-C4는 눈이 하나(A5)이고 C5/D5에 패가 있습니다. 흑이 앞 차례에 C5에서 패를 따냈으므로, 지금 백은 되따낼 수 있습니다. 흑은 두 눈(B2와 E3)이 있고, 패 외의 흑의 수는 모두 그 눈 중 하나를 메우게 됩니다.

백이 D5에서 되따냅니다. 흑은 곧바로 되따낼 수 없고 달리 둘 곳도 없으므로 패스하며, 백도 패스합니다. 이제 흑은 패를 따낸 뒤 A5의 눈을 메울 수 있을까요?

포지셔널 슈퍼코에서도, 시추에이셔널 슈퍼코에서도 C5에서 되따내면 흑이 앞서 따낸 뒤의 국면이 다시 만들어지므로 금지됩니다. 한 눈의 돌 무리가 삽니다. 이 규칙들의 알려진 결함입니다. 트롬프-테일러 규칙은 두 번의 패스 뒤 모든 돌을 산 돌로 하여 대국을 끝냅니다. 일본 규칙과 한국 규칙은 사활 확인 착수로 정하는데, 그 안에서는 흑이 패스한 뒤의 되따내기가 허용되며, 응씨 규칙과 르네상스 규칙도 흑의 되따내기를 허용합니다. 이 돌 무리는 죽은 돌입니다.

중국 규칙 프리셋은 조문에 쓰인 포지셔널 슈퍼코 규정을 따릅니다. 실제로 중국의 심판은 이 돌 무리를 죽은 돌로 판정합니다. 덤은 0입니다.</translation>
        </message>
        <message>
            <source>White retakes the ko at D5 (capturing C5).</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>백이 D5에서 패를 되따냅니다(C5를 따냄).</translation>
        </message>
        <message>
            <source>Black may not retake at once, and any other Black move fills an eye: Black passes.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>흑은 곧바로 되따낼 수 없고, 다른 흑의 수는 모두 눈을 메우게 됩니다. 흑이 패스합니다.</translation>
        </message>
        <message>
            <source>White passes. Under Tromp-Taylor rules the game is over: every stone on the board, White&apos;s one-eyed group included, counts as alive.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>백이 패스합니다. 트롬프-테일러 규칙에서는 대국이 끝납니다. 백의 한 눈 돌 무리를 포함해 판 위의 돌은 모두 산 돌로 셉니다.</translation>
        </message>
        <message>
            <source>Black takes the ko (in the confirmation play under Japanese and Korean rules, in resumed play elsewhere). Under positional superko this recreates the position after Black&apos;s first capture at C5, and is forbidden; situational superko (and New Zealand&apos;s rule, which is situational superko) also forbids it. Natural situational superko does not: here that position is the diagram&apos;s start, which no board play created, so the retake is legal there.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>흑이 패를 따냅니다(일본 규칙과 한국 규칙에서는 사활 확인 착수에서, 다른 곳에서는 재개된 대국에서). 포지셔널 슈퍼코에서는 이 수가 흑이 처음 C5에서 따낸 뒤의 국면을 다시 만들므로 금지됩니다. 시추에이셔널 슈퍼코(그리고 시추에이셔널 슈퍼코인 뉴질랜드 규칙)도 이를 금지합니다. 내추럴 시추에이셔널 슈퍼코는 금지하지 않습니다. 여기서 그 국면은 판 위의 수로 만들어진 것이 아닌 그림의 처음 국면이므로, 그 규칙에서는 되따내기가 합법입니다.</translation>
        </message>
        <message>
            <source>White may not retake at once and passes.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>백은 곧바로 되따낼 수 없으므로 패스합니다.</translation>
        </message>
        <message>
            <source>Black fills the eye and captures White&apos;s group.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>흑이 눈을 메우고 백 돌 무리를 따냅니다.</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>백이 패스합니다.</translation>
        </message>
        <message>
            <source>Black passes. The whole board is Black&apos;s.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>흑이 패스합니다. 판 전체가 흑의 것입니다.</translation>
        </message>
        <message>
            <source>Black passes as well...</source>
            <extracomment>comment on the Black does not take the ko: the flaw lives, node 4</extracomment>
            <translation>흑도 패스합니다...</translation>
        </message>
        <message>
            <source>...and so does White. With no board play from Black the one-eyed group stands, and it is counted as alive.</source>
            <extracomment>comment on the Black does not take the ko: the flaw lives, node 5</extracomment>
            <translation>...백도 패스합니다. 흑이 판 위에 두지 않았으므로 한 눈의 돌 무리는 그대로 남고, 산 돌로 셉니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram one-odd-dame</name>
        <message>
            <source>One odd dame</source>
            <extracomment>title</extracomment>
            <translation>남은 공배 하나</translation>
        </message>
        <message>
            <source>the last dame</source>
            <extracomment>another name of the position</extracomment>
            <translation>마지막 공배</translation>
        </message>
        <message>
            <source>last neutral point</source>
            <extracomment>another name of the position</extracomment>
            <translation>마지막 공배</translation>
        </message>
        <message>
            <source>"Simplified rules" commentary (the worthless extra dame of Japanese/Korean rules; shared/seeds/000); Renaissance rules, &apos;Area ~= territory&apos; (the last dame; shared/seeds/001). The board is our own.</source>
            <extracomment>source</extracomment>
            <translation>"Simplified rules"의 해설(일본 규칙과 한국 규칙에서 가치가 없는 남은 공배; shared/seeds/000); 르네상스 규칙의 &apos;Area ~= territory&apos;(마지막 공배; shared/seeds/001). 판은 이 프로그램에서 만든 것입니다.</translation>
        </message>
        <message>
            <source>One neutral point is left at the end: under area counting it is a point for whoever fills it, under territory counting it is worth nothing, so with their usual komi Japanese and Chinese rules name different winners.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>마지막에 공배가 하나 남습니다. 영역 계산에서는 그것을 메우는 쪽의 1점이 되고, 집 계산에서는 아무 가치가 없으므로, 각자의 일반적인 덤으로는 일본 규칙과 중국 규칙의 승자가 달라집니다.</translation>
        </message>
        <message>
            <source>An even game on 9x9, finished but for one point. White is to play. Black began and made the last move, so Black has put down 12 stones and White 11; nothing has been captured. Each side has one solid string: Black&apos;s wall runs from D9 down the D and E columns to F1, White&apos;s from F9 down the F column, with E7 and G1-G2. The territories are closed: Black has 32 points, White 25. The one point that belongs to nobody is E9, between Black&apos;s D9 and E8 and White&apos;s F9. A stone there needs no answer from either side.

Territory counting (Japanese, Korean, simplified Japanese/Korean and Renaissance B, komi 6.5) gives nothing for a stone on a neutral point: 32 - 25 = 7, B+0.5, whether E9 is filled or not, and by whom.

Area counting counts every stone on the board, so E9 is a point for whoever fills it. The board has 81 points. With E9 empty the two areas add up to 80 (Black 44, White 36) and their difference is even: 8. Filling E9 makes the total 81 and the difference odd: 7 if White fills it, 9 if Black does. A komi of 7.5 (Chinese, AGA, simplified Chinese, simplified AGA, Renaissance A, Tromp-Taylor) lies between 7 and 8, so this one point decides the game. White, to move, fills E9 and wins by 0.5 (the main line). If both pass at once it is B+0.5 (first variation); if White passes and Black fills it, B+1.5 (second variation). New Zealand&apos;s whole-point komi of 7 gives a draw, B+1 or B+2. Ing&apos;s komi of 8, paid as four White stones placed in Black&apos;s area, gives W+1, a tie that Black wins in an even game, or B+1.

So the same game ends B+0.5 under Japanese rules and W+0.5 under Chinese rules. The usual saying that a Chinese komi of 7.5 matches a Japanese 6.5 holds when Black has put down one stone more than White: then the area difference is one more than the territory difference. Once White takes the last point, both have put down 12 stones, the two differences are both 7, and the komis part by a full point. The simplified rules&apos; commentary lists this, the value of one extra dame that Japanese and Korean rules ignore, among their practical differences (its example: an even game containing one odd seki, komi 5.5 or 7.5).

AGA rules count the area but hand over a prisoner for every pass and let White pass last; counting territory and prisoners, pass stones included, then gives the same margin on every line, as the count&apos;s note shows.

The file sets no komi: each ruleset counts with its own (6.5 Japanese, Korean and Renaissance B; 7.5 Chinese, AGA, Renaissance A and Tromp-Taylor; 7 New Zealand; 8 Ing, Black winning ties).</source>
            <extracomment>comment at the start</extracomment>
            <translation>9x9의 호선 대국으로, 한 점만 빼고 끝났습니다. 백 차례입니다. 흑이 먼저 두고 마지막 수도 두었으므로 흑은 돌 12개, 백은 11개를 놓았고, 따낸 돌은 없습니다. 양쪽 모두 튼튼한 돌 무리가 하나씩 있습니다. 흑의 벽은 D9에서 D열과 E열을 따라 F1까지, 백의 벽은 F9에서 F열을 따라 E7과 G1-G2까지 이어집니다. 집은 닫혀 있습니다. 흑 32집, 백 25집입니다. 누구의 것도 아닌 한 점은 흑의 D9, E8과 백의 F9 사이에 있는 E9입니다. 그곳에 돌을 두어도 어느 쪽도 응수할 필요가 없습니다.

집 계산(일본 규칙, 한국 규칙, 간이 규칙 일본/한국, 르네상스 B, 덤 6.5)에서는 공배에 둔 돌은 아무것도 얻지 못합니다. E9를 메우든 안 메우든, 누가 메우든 32 - 25 = 7로 B+0.5입니다.

영역 계산은 판 위의 돌을 모두 세므로, E9는 그것을 메우는 쪽의 1점이 됩니다. 판은 81점입니다. E9가 비어 있으면 두 영역의 합은 80(흑 44, 백 36)이고 차이는 짝수인 8입니다. E9를 메우면 합은 81이 되고 차이는 홀수가 됩니다. 백이 메우면 7, 흑이 메우면 9입니다. 덤 7.5(중국 규칙, AGA 규칙, 간이 규칙 중국, 간이 규칙 AGA, 르네상스 A, 트롬프-테일러 규칙)는 7과 8 사이에 있으므로 이 한 점이 승부를 가릅니다. 둘 차례인 백이 E9를 메우고 0.5집 이깁니다(주 변화도). 양쪽이 곧바로 패스하면 B+0.5(첫 번째 변화도), 백이 패스하고 흑이 메우면 B+1.5(두 번째 변화도)입니다. 뉴질랜드 규칙의 정수 덤 7로는 비김, B+1 또는 B+2입니다. 흑의 영역에 백돌 네 개를 놓는 방식으로 지급되는 응씨 규칙의 덤 8로는 W+1, 호선에서 흑이 이기는 동점, 또는 B+1입니다.

그러므로 같은 대국이 일본 규칙에서는 B+0.5, 중국 규칙에서는 W+0.5로 끝납니다. 중국 규칙의 덤 7.5가 일본 규칙의 6.5에 해당한다는 흔한 말은 흑이 백보다 돌을 하나 더 놓았을 때 성립합니다. 그때는 영역의 차이가 집의 차이보다 1 큽니다. 백이 마지막 점을 차지하면 양쪽 모두 돌 12개를 놓은 것이 되어 두 차이는 모두 7이 되고, 두 덤은 1집 차이가 납니다. 간이 규칙의 해설은 일본 규칙과 한국 규칙이 무시하는 남은 공배 하나의 가치를 실제적인 차이의 하나로 듭니다(그 예: 홀수 빅이 하나 있는 호선 대국, 덤 5.5 또는 7.5).

AGA 규칙은 영역을 세지만 패스할 때마다 사석 하나를 넘겨주고 마지막 패스를 백이 하게 합니다. 그러면 패스 돌을 포함해 집과 사석을 세어도 모든 수순에서 같은 차이가 나옵니다. 계가의 주석이 보여 주는 대로입니다.

이 파일은 덤을 정하지 않습니다. 각 규칙은 자신의 덤으로 셉니다(일본 규칙, 한국 규칙, 르네상스 B는 6.5; 중국 규칙, AGA 규칙, 르네상스 A, 트롬프-테일러 규칙은 7.5; 뉴질랜드 규칙은 7; 응씨 규칙은 8이고 동점이면 흑 승).</translation>
        </message>
        <message>
            <source>White fills the last neutral point, E9. Under area counting this stone is one more point of White&apos;s area (37 instead of 36); under territory counting it earns nothing. Both players have now put down 12 stones.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>백이 마지막 공배 E9를 메웁니다. 영역 계산에서는 이 돌이 백의 영역 1점이 되고(36 대신 37), 집 계산에서는 아무것도 얻지 못합니다. 이제 양쪽 모두 돌 12개를 놓았습니다.</translation>
        </message>
        <message>
            <source>Black passes: nothing is left to play.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>흑이 패스합니다. 더 둘 곳이 없습니다.</translation>
        </message>
        <message>
            <source>White passes: play stops (Renaissance rules need a third pass). Area: Black 44, White 37, 7 apart: W+0.5 with komi 7.5, a draw with New Zealand&apos;s 7, and W+1 under Ing&apos;s 8, where White&apos;s stones leave one empty point in White&apos;s area. Territory: 32 - 25 = 7, B+0.5 with komi 6.5.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>백이 패스합니다. 대국이 정지합니다(르네상스 규칙에서는 세 번째 패스가 필요함). 영역: 흑 44, 백 37로 7 차이. 덤 7.5로는 W+0.5, 뉴질랜드 규칙의 7로는 비김, 응씨 규칙의 8로는 W+1이며, 이때 백의 영역에 빈 점이 하나 남습니다. 집: 32 - 25 = 7, 덤 6.5로 B+0.5.</translation>
        </message>
        <message>
            <source>White passes instead of filling E9. Under AGA rules the pass hands Black a prisoner.</source>
            <extracomment>comment on the Both pass: the dame stays open, node 1</extracomment>
            <translation>백이 E9를 메우지 않고 패스합니다. AGA 규칙에서는 이 패스로 흑에게 사석 하나를 줍니다.</translation>
        </message>
        <message>
            <source>Black passes too: play stops with E9 empty, and it counts for nobody. Area: Black 44, White 36, 8 apart: B+0.5 with komi 7.5 and B+1 with 7. Under Ing&apos;s komi of 8 the fill-in count comes out even (the one shared point stays empty), and Black wins the tie. Territory: still 7, B+0.5. Under AGA rules White adds a last pass, so Black holds two pass stones and White one: territory and prisoners give 34 against 26, the same 8 as the area count.</source>
            <extracomment>comment on the Both pass: the dame stays open, node 2</extracomment>
            <translation>흑도 패스합니다. E9가 빈 채로 대국이 정지하고, 그 점은 누구의 점수도 되지 않습니다. 영역: 흑 44, 백 36으로 8 차이. 덤 7.5로는 B+0.5, 7로는 B+1. 응씨 규칙의 덤 8로는 계점이 동점이 되고(나누어 가지는 점 하나가 빈 채로 남음), 흑이 동점으로 이깁니다. 집: 여전히 7, B+0.5. AGA 규칙에서는 백이 마지막 패스를 더하므로 흑은 패스 돌 두 개, 백은 하나를 가집니다. 집과 사석은 34 대 26으로, 영역 계산과 같은 8입니다.</translation>
        </message>
        <message>
            <source>Black fills E9 after White&apos;s pass. Black&apos;s area grows to 45; Black&apos;s territory stays 32.</source>
            <extracomment>comment on the White passes and Black fills the dame, node 2</extracomment>
            <translation>백이 패스한 뒤 흑이 E9를 메웁니다. 흑의 영역은 45로 늘고, 흑의 집은 32 그대로입니다.</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the White passes and Black fills the dame, node 3</extracomment>
            <translation>백이 패스합니다.</translation>
        </message>
        <message>
            <source>Black passes: play stops. Area: 45 - 36 = 9, B+1.5 with komi 7.5, B+2 with 7, B+1 under Ing. Territory: 7, B+0.5, as on every line. Under AGA rules White adds a last pass: Black holds three pass stones and White one, so territory and prisoners give 35 against 26, again 9.</source>
            <extracomment>comment on the White passes and Black fills the dame, node 4</extracomment>
            <translation>흑이 패스합니다. 대국이 정지합니다. 영역: 45 - 36 = 9, 덤 7.5로 B+1.5, 7로 B+2, 응씨 규칙으로 B+1. 집: 모든 수순에서와 같이 7, B+0.5. AGA 규칙에서는 백이 마지막 패스를 더합니다. 흑은 패스 돌 세 개, 백은 하나를 가지므로 집과 사석은 35 대 26으로, 역시 9입니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram pass-stones</name>
        <message>
            <source>Pass stones</source>
            <extracomment>title</extracomment>
            <translation>패스 돌</translation>
        </message>
        <message>
            <source>AGA pass stones</source>
            <extracomment>another name of the position</extracomment>
            <translation>AGA 규칙의 패스 돌</translation>
        </message>
        <message>
            <source>White passes last</source>
            <extracomment>another name of the position</extracomment>
            <translation>마지막 패스는 백</translation>
        </message>
        <message>
            <source>AGA rules and the AGA commentary of the &apos;Simplified rules&apos; (White passes last, every pass hands the opponent a prisoner); Japanese rules for territory counting without pass stones. The game is our own.</source>
            <extracomment>source</extracomment>
            <translation>AGA 규칙과 &apos;Simplified rules&apos;에 대한 AGA의 해설(마지막 패스는 백이 하고, 패스할 때마다 상대에게 사석 하나를 줌); 패스 돌 없는 집 계산에 대해서는 일본 규칙. 대국은 이 프로그램에서 만든 것입니다.</translation>
        </message>
        <message>
            <source>An 8x8 even game that ends with Black&apos;s pass: under the AGA rules White adds a pass, every pass hands over a prisoner, and counting territory then gives the same margin as counting area; the Japanese count, without pass stones, is two points lower and the winner changes.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>흑의 패스로 끝나는 8x8 호선 대국입니다. AGA 규칙에서는 백이 패스를 하나 더하고, 패스할 때마다 사석 하나를 넘겨주므로, 집 계산이 영역 계산과 같은 차이를 줍니다. 패스 돌이 없는 일본식 계가는 2집 적고, 승자가 바뀝니다.</translation>
        </message>
        <message>
            <source>A small even game on an 8x8 board, played to the end. White passes once while one neutral point, E4, is still open; Black fills it, White passes again and Black passes, so play stops with Black&apos;s pass. During play each side captured one stone: Black took B5, White took F5. No dead stones are left.

Area counting (Chinese, AGA): Black 36 (13 stones and 23 empty points), White 28 (11 stones and 17 empty points). Black is 8 ahead; with a komi of 7.5 Black wins by 0.5.

The AGA rules want White to pass last. Black passed last, so White adds one pass, and every pass hands the opponent a stone as a prisoner (a pass stone). White passed three times (twice during play and the added pass), Black once: Black holds 3 pass stones, White 1. Counting territory and prisoners with them: Black 23 + 1 captured + 3 pass stones = 27, White 17 + 1 + 1 = 19. Again 8 ahead, and again Black by 0.5: under the AGA rules the two ways of counting always agree. A player&apos;s area less his territory and prisoners is the number of stones on the board less the prisoners he holds, so the two margins part by how many more stones Black put down than White. Black played 14 stones and handed over 1 pass stone, White played 12 and handed over 3: 15 each. From an even start with alternate moves and White passing last both players always have as many turns as each other, and a pass stone makes a pass cost a stone like a move.

Japanese: no pass stones, and neutral points are worth nothing. Black 23 + 1 = 24, White 17 + 1 = 18: 6 ahead, two points less than the area count, because Black put down two more stones than White and White&apos;s two passes cost nothing. With a komi of 6.5 White wins by 0.5: the winner changes.

The variation: White fills E4 itself instead of passing. Then White passes last and nothing needs adding; each side hands over one pass stone. The area count is Black 35, White 29: 6 ahead, and territory with pass stones gives the same 25 - 19; the Japanese count is 24 - 18, also 6. AGA: White by 1.5, Japanese: White by 0.5. White&apos;s early pass in the main line cost it two points under the AGA rules (the neutral point and a pass stone) and nothing under the Japanese rules.</source>
            <extracomment>comment at the start</extracomment>
            <translation>8x8 판에서 끝까지 둔 작은 호선 대국입니다. 백은 공배 E4가 아직 열려 있을 때 한 번 패스합니다. 흑이 그곳을 메우고, 백이 다시 패스하고 흑이 패스하므로, 흑의 패스로 대국이 정지합니다. 대국 중에 양쪽이 한 점씩 따냈습니다. 흑은 B5를, 백은 F5를 따냈습니다. 죽은 돌은 남아 있지 않습니다.

영역 계산(중국 규칙, AGA 규칙): 흑 36(돌 13과 빈 점 23), 백 28(돌 11과 빈 점 17). 흑이 8 앞서며, 덤 7.5로 흑이 0.5집 이깁니다.

AGA 규칙은 마지막 패스를 백이 하기를 요구합니다. 흑이 마지막으로 패스했으므로 백이 패스를 하나 더하며, 패스할 때마다 상대에게 돌 하나를 사석으로 줍니다(패스 돌). 백은 세 번(대국 중 두 번과 추가 패스), 흑은 한 번 패스했으므로 흑은 패스 돌 3개, 백은 1개를 가집니다. 이것을 포함해 집과 사석을 세면 흑은 23 + 따낸 돌 1 + 패스 돌 3 = 27, 백은 17 + 1 + 1 = 19입니다. 역시 8 앞서며, 역시 흑 0.5집 승입니다. AGA 규칙에서는 두 계산 방법이 언제나 일치합니다. 대국자의 영역에서 집과 사석을 뺀 값은 판 위의 자기 돌 수에서 자기가 가진 사석 수를 뺀 값이므로, 두 차이는 흑이 백보다 몇 개 더 많은 돌을 놓았는지만큼 다릅니다. 흑은 돌 14개를 두고 패스 돌 1개를 넘겨주었고, 백은 12개를 두고 3개를 넘겨주었습니다. 각각 15개입니다. 호선에서 번갈아 두고 마지막 패스를 백이 하면 양쪽은 언제나 같은 수의 차례를 가지며, 패스 돌 때문에 패스도 착수처럼 돌 하나의 비용이 듭니다.

일본 규칙: 패스 돌이 없고, 공배는 가치가 없습니다. 흑 23 + 1 = 24, 백 17 + 1 = 18로 6 앞서며, 영역 계산보다 2집 적습니다. 흑이 백보다 돌을 두 개 더 놓았고 백의 두 번의 패스에는 비용이 들지 않았기 때문입니다. 덤 6.5로 백이 0.5집 이깁니다. 승자가 바뀝니다.

변화도: 백이 패스하지 않고 직접 E4를 메웁니다. 그러면 마지막 패스를 백이 하므로 더할 것이 없고, 양쪽이 패스 돌을 하나씩 넘겨줍니다. 영역 계산은 흑 35, 백 29로 6 앞서며, 패스 돌을 포함한 집 계산도 같은 25 - 19입니다. 일본식 계가는 24 - 18로 역시 6입니다. AGA 규칙: 백 1.5집 승, 일본 규칙: 백 0.5집 승. 주 변화도에서 백의 이른 패스는 AGA 규칙에서는 2집(공배와 패스 돌 하나)의 손해였고, 일본 규칙에서는 아무 손해도 없었습니다.</translation>
        </message>
        <message>
            <source>Black starts near the centre.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 중앙 근처에서 시작합니다.</translation>
        </message>
        <message>
            <source>White answers diagonally above.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 대각선 위에 응수합니다.</translation>
        </message>
        <message>
            <source>Black blocks White&apos;s way to the left.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑이 백의 왼쪽 길을 막습니다.</translation>
        </message>
        <message>
            <source>White turns toward the bottom right.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>백이 오른쪽 아래로 방향을 돌립니다.</translation>
        </message>
        <message>
            <source>Black follows below.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>흑이 아래에서 따라갑니다.</translation>
        </message>
        <message>
            <source>White.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>백.</translation>
        </message>
        <message>
            <source>Black.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>흑.</translation>
        </message>
        <message>
            <source>White reaches the right edge.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>백이 오른쪽 변에 닿습니다.</translation>
        </message>
        <message>
            <source>So does Black: the lower right border is set.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>흑도 마찬가지입니다. 오른쪽 아래의 경계가 정해졌습니다.</translation>
        </message>
        <message>
            <source>White turns to the top left.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>백이 왼쪽 위로 방향을 돌립니다.</translation>
        </message>
        <message>
            <source>Black cuts between E5 and F4.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>흑이 E5와 F4 사이를 끊습니다.</translation>
        </message>
        <message>
            <source>White ataris F5: its last liberty is G5.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>백이 F5를 단수칩니다. 마지막 활로는 G5입니다.</translation>
        </message>
        <message>
            <source>Black gives the cutting stone up and extends to the left.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation>흑은 끊은 돌을 버리고 왼쪽으로 뻗습니다.</translation>
        </message>
        <message>
            <source>White captures F5: a prisoner for White.</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>백이 F5를 따냅니다. 백의 사석 하나입니다.</translation>
        </message>
        <message>
            <source>Black reaches the top edge.</source>
            <extracomment>comment on the main line, node 21</extracomment>
            <translation>흑이 위쪽 변에 닿습니다.</translation>
        </message>
        <message>
            <source>White cuts between B6 and C5.</source>
            <extracomment>comment on the main line, node 22</extracomment>
            <translation>백이 B6과 C5 사이를 끊습니다.</translation>
        </message>
        <message>
            <source>Black ataris: B5&apos;s last liberty is A5.</source>
            <extracomment>comment on the main line, node 23</extracomment>
            <translation>흑이 단수칩니다. B5의 마지막 활로는 A5입니다.</translation>
        </message>
        <message>
            <source>White leaves B5 and closes the top border.</source>
            <extracomment>comment on the main line, node 24</extracomment>
            <translation>백은 B5를 버려 두고 위쪽 경계를 닫습니다.</translation>
        </message>
        <message>
            <source>Black captures B5: a prisoner for Black. Only E4, touching Black&apos;s D4 and E3 and White&apos;s E5 and F4, is still neutral.</source>
            <extracomment>comment on the main line, node 25</extracomment>
            <translation>흑이 B5를 따냅니다. 흑의 사석 하나입니다. 흑의 D4, E3과 백의 E5, F4에 닿아 있는 E4만 아직 공배입니다.</translation>
        </message>
        <message>
            <source>White passes with E4 still open. Under the Japanese rules that costs nothing, E4 being worth no point. Under the AGA rules the pass hands Black a stone as a prisoner.</source>
            <extracomment>comment on the main line, node 26</extracomment>
            <translation>백이 E4가 열린 채로 패스합니다. 일본 규칙에서는 E4가 1집의 가치도 없으므로 손해가 없습니다. AGA 규칙에서는 이 패스로 흑에게 돌 하나를 사석으로 줍니다.</translation>
        </message>
        <message>
            <source>Black fills E4: a point in an area count, nothing in a territory count. This is the last stone of the game.</source>
            <extracomment>comment on the main line, node 27</extracomment>
            <translation>흑이 E4를 메웁니다. 영역 계산에서는 1점, 집 계산에서는 아무것도 아닙니다. 이것이 이 대국의 마지막 돌입니다.</translation>
        </message>
        <message>
            <source>White passes: a second pass stone for Black under the AGA rules.</source>
            <extracomment>comment on the main line, node 28</extracomment>
            <translation>백이 패스합니다. AGA 규칙에서 흑의 두 번째 패스 돌입니다.</translation>
        </message>
        <message>
            <source>Black passes and play stops (a third pass is added under the Renaissance rules). Black passed last, so under the AGA rules White adds a pass: Black has 3 pass stones, White 1. Area: Black 36, White 28. Territory, prisoners and pass stones: Black 27, White 19. The same 8 points: with komi 7.5 Black wins by 0.5 either way. Japanese territory without pass stones: 24 to 18, 6 points; with komi 6.5 White wins by 0.5.</source>
            <extracomment>comment on the main line, node 29</extracomment>
            <translation>흑이 패스하고 대국이 정지합니다(르네상스 규칙에서는 세 번째 패스가 추가됨). 마지막 패스를 흑이 했으므로 AGA 규칙에서는 백이 패스를 하나 더합니다. 흑은 패스 돌 3개, 백은 1개입니다. 영역: 흑 36, 백 28. 집, 사석, 패스 돌: 흑 27, 백 19. 같은 8집 차이로, 덤 7.5로는 어느 방법으로 세어도 흑 0.5집 승입니다. 패스 돌 없는 일본식 집 계산: 24 대 18로 6집 차이, 덤 6.5로 백 0.5집 승.</translation>
        </message>
        <message>
            <source>White fills E4 instead of passing.</source>
            <extracomment>comment on the White fills the last neutral point instead of passing, node 26</extracomment>
            <translation>백이 패스하지 않고 E4를 메웁니다.</translation>
        </message>
        <message>
            <source>Black passes: a pass stone for White under the AGA rules.</source>
            <extracomment>comment on the White fills the last neutral point instead of passing, node 27</extracomment>
            <translation>흑이 패스합니다. AGA 규칙에서 백의 패스 돌 하나입니다.</translation>
        </message>
        <message>
            <source>White passes and play stops; White passed last, so nothing is added. Each side has one pass stone. Area: Black 35, White 29. Territory, prisoners and pass stones: Black 23 + 1 + 1 = 25, White 17 + 1 + 1 = 19. Japanese: Black 24, White 18. Every count has Black 6 ahead: AGA White by 1.5, Japanese White by 0.5.</source>
            <extracomment>comment on the White fills the last neutral point instead of passing, node 28</extracomment>
            <translation>백이 패스하고 대국이 정지합니다. 마지막 패스를 백이 했으므로 더할 것이 없습니다. 양쪽이 패스 돌을 하나씩 가집니다. 영역: 흑 35, 백 29. 집, 사석, 패스 돌: 흑 23 + 1 + 1 = 25, 백 17 + 1 + 1 = 19. 일본 규칙: 흑 24, 백 18. 모든 계산에서 흑이 6 앞섭니다. AGA 규칙은 백 1.5집 승, 일본 규칙은 백 0.5집 승입니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram playing-inside-own-territory</name>
        <message>
            <source>Playing inside your own territory</source>
            <extracomment>title</extracomment>
            <translation>자기 집 안에 두기</translation>
        </message>
        <message>
            <source>capturing a dead stone</source>
            <extracomment>another name of the position</extracomment>
            <translation>죽은 돌 따내기</translation>
        </message>
        <message>
            <source>removing a dead stone by play</source>
            <extracomment>another name of the position</extracomment>
            <translation>죽은 돌을 두어서 들어내기</translation>
        </message>
        <message>
            <source>Renaissance rules, variant B (pass stones and equal numbers of moves in dispute phases); &apos;Simplified rules&apos; (pass stones, and the imagined play that settles a disagreement at no cost); Japanese rules 1989 (the confirmation play). The board is our own.</source>
            <extracomment>source</extracomment>
            <translation>르네상스 규칙 변형 B(다툼 단계의 패스 돌과 같은 착수 수); &apos;Simplified rules&apos;(패스 돌, 그리고 의견 차이를 비용 없이 정하는 가상 착수); 일본 바둑 규약(1989)(사활 확인 착수). 판은 이 프로그램에서 만든 것입니다.</translation>
        </message>
        <message>
            <source>A hopeless White stone sits in a small closed corner of Black&apos;s territory. Capturing it costs nothing under area counting, costs Black a point per stone under territory counting, and is free again where passes hand over prisoners (AGA always, Renaissance B in a dispute) or where the dispute is settled by play that is not kept (Japanese, Korean).</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>흑 집의 닫힌 작은 귀에 가망 없는 백돌 하나가 있습니다. 그것을 따내는 데 영역 계산에서는 비용이 들지 않고, 집 계산에서는 흑이 돌 하나마다 1집을 잃습니다. 패스할 때마다 사석을 넘겨주는 규칙(AGA 규칙은 언제나, 르네상스 B는 다툼 단계에서)이나, 다툼을 남기지 않는 착수로 정하는 규칙(일본 규칙, 한국 규칙)에서는 다시 비용이 들지 않습니다.</translation>
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
            <translation>경계가 곧게 뻗은 9x9의 끝난 대국입니다. 흑은 왼쪽 다섯 줄을, 백은 오른쪽 네 줄을 차지합니다. 양쪽은 또 3선을 따라 늘어선 돌로 자기 아래쪽 귀를 막았습니다. 흑의 A3-D3은 여덟 점의 귀(A1에서 D2)를, 백의 G3-J3은 여섯 점의 귀(G1에서 J2)를 닫습니다. 양쪽 모두 돌 13개를 판 위에 놓았으므로, 영역 계산과 집 계산(패스 돌은 별도)이 일치합니다.

앞서 백이 흑의 닫힌 귀 안의 B2에 침입했습니다. 그 돌은 죽었습니다. 귀는 두 줄 깊이의 여덟 점뿐이고 흑의 벽과 판의 가장자리에 갇혀 있어, 백이 먼저 두어도 그곳에서 두 눈을 만들 수 없습니다. 백이 귀에서 무엇을 두든 흑이 응수하여 결국 백돌을 모두 따내고, 백이 둘 수 있는 점은 남지 않습니다. 귀를 둘러싼 흑의 벽은 E열 전체와 하나로 이어진 돌 무리이며, 백돌이 없는 위쪽 흑의 큰 영역에 활로가 아홉 개 있으므로 전혀 위험하지 않습니다. 백은 더 둘 곳이 없습니다.

문제는 죽은 돌이라고 그냥 합의하지 않고, 그 돌을 따내어(세 활로 A2, C2, B1에 두어) 판에서 들어내는 데 흑이 얼마의 비용을 치르느냐입니다.

영역 계산에서는 흑의 영역 안에 둔 흑돌은 그것이 메운 빈 점과 똑같이 세어지고, 따낸 돌이 있던 점은 어느 쪽이든 흑의 점수가 됩니다. 따내기에 비용이 들지 않습니다. 집 계산에서는 흑의 집 안에 둔 흑돌 하나마다 집이 1집 줄고, 따낸 돌은 사석 하나로 죽은 돌이었을 때와 다르지 않습니다. 세 수는 3집의 손해입니다. 백도 수를 쓰는 경우는 예외입니다(흑이 따내는 백돌 하나하나가 흑의 한 수를 갚는 사석이 됨).

패스 돌이 균형을 되찾아 줍니다. AGA 규칙에서는 패스할 때마다 상대에게 사석 하나를 주므로, 흑이 따내는 동안 백이 한 패스가 흑의 돌 값을 치릅니다. 르네상스 B도 같지만, 대국이 정지한 뒤의 다툼 단계에서만 그렇습니다. 일본 규칙과 한국 규칙(그리고 간이 규칙 일본/한국의 조문)은 다툼이 있는 돌을 남기지 않는 착수로 정합니다. 그 돌이 죽었음을 보이고 들어내며, 흑은 아무것도 잃지 않습니다.

트롬프-테일러 규칙은 대국이 정지했을 때 판 위에 남은 돌을 모두 산 돌로 세므로, 그 규칙에서는 흑이 패스하기 전에 따내야 합니다. 영역 계산이므로 비용은 들지 않습니다.

각 규칙은 자신의 덤을 씁니다. 뉴질랜드 규칙과 간이 규칙 응씨/뉴질랜드는 7, 응씨 규칙은 8, 집 계산 규칙은 6.5, 그 밖의 영역 계산 규칙은 7.5입니다.</translation>
        </message>
        <message>
            <source>White passes: there is nothing left to play.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>백이 패스합니다. 더 둘 곳이 없습니다.</translation>
        </message>
        <message>
            <source>Black passes and play stops (Renaissance rules add a third pass). The players agree that B2 is dead: it is removed and counted as a prisoner under territory rules. Area: Black 13 stones + 32 empty points (24 above the wall, 8 in the corner) = 45, White 12 stones + 24 empty points = 36, a lead of 9. Territory: Black 32 + 1 prisoner = 33 against White&apos;s 24, also 9. Under Tromp-Taylor rules nobody removes anything: B2 stays alive, the seven empty points around it touch a White stone and count for nobody, and the count is Black 13 + 24 = 37 against White 13 + 24 = 37, so komi decides it for White.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>흑이 패스하고 대국이 정지합니다(르네상스 규칙에서는 세 번째 패스가 추가됨). 대국자는 B2가 죽었다고 합의합니다. B2는 들어내고, 집 계산 규칙에서는 사석으로 셉니다. 영역: 흑은 돌 13 + 빈 점 32(벽 위 24, 귀 8) = 45, 백은 돌 12 + 빈 점 24 = 36으로 9 앞섭니다. 집: 흑 32 + 사석 1 = 33 대 백 24로 역시 9입니다. 트롬프-테일러 규칙에서는 아무도 돌을 들어내지 않습니다. B2는 산 돌로 남고, 그 주변의 빈 점 일곱 개는 백돌에 닿아 있어 누구의 점수도 되지 않으며, 계가는 흑 13 + 24 = 37 대 백 13 + 24 = 37이므로 덤으로 백이 이깁니다.</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the Black captures during play while White passes, node 1</extracomment>
            <translation>백이 패스합니다.</translation>
        </message>
        <message>
            <source>Black does not trust the agreement and starts capturing at A2, inside his own territory.</source>
            <extracomment>comment on the Black captures during play while White passes, node 2</extracomment>
            <translation>흑은 합의를 믿지 않고 자기 집 안의 A2부터 따내기 시작합니다.</translation>
        </message>
        <message>
            <source>White passes: saving the stone is hopeless, and under territory counting every White stone added here would only become one more prisoner.</source>
            <extracomment>comment on the Black captures during play while White passes, node 3</extracomment>
            <translation>백이 패스합니다. 돌을 살리는 것은 가망이 없고, 집 계산에서는 여기에 더하는 백돌이 모두 사석 하나가 늘어날 뿐입니다.</translation>
        </message>
        <message>
            <source>Black plays C2: the White stone has one liberty left, B1, and is in atari.</source>
            <extracomment>comment on the Black captures during play while White passes, node 4</extracomment>
            <translation>흑이 C2에 둡니다. 백돌은 활로가 B1 하나 남아 단수입니다.</translation>
        </message>
        <message>
            <source>White passes again.</source>
            <extracomment>comment on the Black captures during play while White passes, node 5</extracomment>
            <translation>백이 다시 패스합니다.</translation>
        </message>
        <message>
            <source>Black captures at B1. Black has put three stones inside his own territory.</source>
            <extracomment>comment on the Black captures during play while White passes, node 6</extracomment>
            <translation>흑이 B1에서 따냅니다. 흑은 자기 집 안에 돌 세 개를 놓았습니다.</translation>
        </message>
        <message>
            <source>Black passes: play stops with no dead stone left on the board (Renaissance rules add a third pass). Area counting gives the same as before: Black 16 stones + 29 empty points = 45, White 36. Territory counting does not: Black 29 + 1 prisoner = 30 against White&apos;s 24, three points less than before, and with komi 6.5 White now wins by 0.5 under the Japanese, Korean and Renaissance B rules. The AGA rules count the area, which has not changed, and their territory form with pass stones has not changed either: White&apos;s passes handed Black the prisoners that pay for the three stones (Black 29 + 1 captured + 5 pass stones = 35 against White&apos;s 24 + 1 = 25, as in the main line, where it was 32 + 1 + 2 against 24 + 1). Tromp-Taylor rules now count B2 as captured: Black wins there too.</source>
            <extracomment>comment on the Black captures during play while White passes, node 8</extracomment>
            <translation>흑이 패스합니다. 판 위에 죽은 돌이 남지 않은 채로 대국이 정지합니다(르네상스 규칙에서는 세 번째 패스가 추가됨). 영역 계산은 앞과 같습니다. 흑은 돌 16 + 빈 점 29 = 45, 백은 36입니다. 집 계산은 다릅니다. 흑 29 + 사석 1 = 30 대 백 24로 앞보다 3집 적고, 덤 6.5로 일본 규칙, 한국 규칙, 르네상스 B에서는 이제 백이 0.5집 이깁니다. AGA 규칙은 영역을 세므로 달라지지 않았고, 패스 돌을 포함한 집 계산 형태도 달라지지 않았습니다. 백의 패스가 흑에게 세 돌의 값을 치르는 사석을 주었기 때문입니다(흑 29 + 따낸 돌 1 + 패스 돌 5 = 35 대 백 24 + 1 = 25로, 주 변화도의 32 + 1 + 2 대 24 + 1과 같은 차이). 트롬프-테일러 규칙에서는 이제 B2가 따낸 돌로 세어지므로, 그 규칙에서도 흑이 이깁니다.</translation>
        </message>
        <message>
            <source>Black passes: under two-pass rules play stops here. White now claims that B2 is alive, so the players do not agree.</source>
            <extracomment>comment on the The dispute after play has stopped, node 2</extracomment>
            <translation>흑이 패스합니다. 두 번의 패스로 정지하는 규칙에서는 여기서 대국이 정지합니다. 이제 백이 B2가 살아 있다고 주장하므로 대국자의 의견이 일치하지 않습니다.</translation>
        </message>
        <message>
            <source>White passes once more. Under Renaissance rules this is the third pass that stops play. Elsewhere it is White&apos;s first move once the dispute begins (the AGA rules count it as White&apos;s obligatory last pass). Under the Japanese and Korean rules what follows is the confirmation play, and under the simplified Japanese/Korean text the imagined play: neither is kept.</source>
            <extracomment>comment on the The dispute after play has stopped, node 3</extracomment>
            <translation>백이 한 번 더 패스합니다. 르네상스 규칙에서는 이것이 대국을 정지시키는 세 번째 패스입니다. 다른 규칙에서는 다툼이 시작된 뒤 백의 첫 수입니다(AGA 규칙은 이것을 백의 의무적인 마지막 패스로 셈). 일본 규칙과 한국 규칙에서는 이어지는 것이 사활 확인 착수이고, 간이 규칙 일본/한국의 조문에서는 가상 착수입니다. 어느 쪽도 남기지 않습니다.</translation>
        </message>
        <message>
            <source>Black starts capturing at A2. Under Renaissance rules play has resumed in a dispute phase, where every pass hands the opponent a prisoner.</source>
            <extracomment>comment on the The dispute after play has stopped, node 4</extracomment>
            <translation>흑이 A2부터 따내기 시작합니다. 르네상스 규칙에서는 다툼 단계에서 대국이 재개되었으며, 그곳에서는 패스할 때마다 상대에게 사석 하나를 줍니다.</translation>
        </message>
        <message>
            <source>White passes: a prisoner for Black under AGA and Renaissance B.</source>
            <extracomment>comment on the The dispute after play has stopped, node 5</extracomment>
            <translation>백이 패스합니다. AGA 규칙과 르네상스 B에서 흑의 사석 하나입니다.</translation>
        </message>
        <message>
            <source>Black plays C2: atari, B1 is the last liberty.</source>
            <extracomment>comment on the The dispute after play has stopped, node 6</extracomment>
            <translation>흑이 C2에 둡니다. 단수이며, B1이 마지막 활로입니다.</translation>
        </message>
        <message>
            <source>White passes: another prisoner for Black.</source>
            <extracomment>comment on the The dispute after play has stopped, node 7</extracomment>
            <translation>백이 패스합니다. 흑의 사석이 또 하나 늘어납니다.</translation>
        </message>
        <message>
            <source>Black captures at B1: B2 has been shown to be dead.</source>
            <extracomment>comment on the The dispute after play has stopped, node 8</extracomment>
            <translation>흑이 B1에서 따냅니다. B2가 죽은 돌임이 증명되었습니다.</translation>
        </message>
        <message>
            <source>Black passes, and play stops again (Renaissance B: White&apos;s third pass follows, so that both players have made four moves in the dispute phase). Japanese and Korean rules keep none of the confirmation play: B2 is dead, and the count is the one of the first stop, Black by 2.5. Renaissance B keeps the moves but pays for them: Black&apos;s three stones cost three points of territory, and the pass stones give Black four prisoners and White one: Black 29 + 1 captured + 4 = 34, White 24 + 1 = 25, again a lead of 9 and Black by 2.5. Area counting is unchanged. Under Tromp-Taylor rules the game ended with the first two passes, B2 alive.</source>
            <extracomment>comment on the The dispute after play has stopped, node 10</extracomment>
            <translation>흑이 패스하고 대국이 다시 정지합니다(르네상스 B: 백의 세 번째 패스가 이어져, 다툼 단계에서 양쪽이 네 수씩 둔 것이 됨). 일본 규칙과 한국 규칙은 사활 확인 착수를 하나도 남기지 않습니다. B2는 죽은 돌이고, 계가는 처음 정지했을 때와 같아 흑 2.5집 승입니다. 르네상스 B는 수를 남기지만 그 값을 치러 줍니다. 흑의 세 돌로 집이 3집 줄지만, 패스 돌로 흑은 사석 넷, 백은 하나를 받습니다. 흑 29 + 따낸 돌 1 + 4 = 34, 백 24 + 1 = 25로 역시 9 앞서며 흑 2.5집 승입니다. 영역 계산은 달라지지 않습니다. 트롬프-테일러 규칙에서는 처음 두 번의 패스에서 B2가 산 채로 대국이 끝났습니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram seki-points</name>
        <message>
            <source>Seki points</source>
            <extracomment>title</extracomment>
            <translation>빅 안의 집</translation>
        </message>
        <message>
            <source>points in seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>빅 안의 점</translation>
        </message>
        <message>
            <source>seki with one eye</source>
            <extracomment>another name of the position</extracomment>
            <translation>한 눈이 있는 빅</translation>
        </message>
        <message>
            <source>asymmetric seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>비대칭 빅</translation>
        </message>
        <message>
            <source>"Simplified rules" commentary (asymmetrical seki among the practical differences of Japanese/Korean rules; shared/seeds/000); Japanese Rules of Go 1989 (no territory in seki, as summarised in shared/diagrams); Renaissance rules, B.6-B.7 (territory surrounded by live stones; shared/seeds/001). The board is our own.</source>
            <extracomment>source</extracomment>
            <translation>"Simplified rules"의 해설(일본 규칙과 한국 규칙의 실제적인 차이 중 하나로서의 비대칭 빅; shared/seeds/000); 일본 바둑 규약(1989)(빅 안에는 집이 없음, shared/diagrams의 요약); 르네상스 규칙 B.6-B.7(산 돌이 둘러싼 집; shared/seeds/001). 판은 이 프로그램에서 만든 것입니다.</translation>
        </message>
        <message>
            <source>A seki in which only one side has an eye: area counting and Renaissance B count the eye, Japanese and Korean rules count nothing in seki, so with the same komi the winner changes.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>한쪽에만 눈이 있는 빅입니다. 영역 계산과 르네상스 B는 그 눈을 세고, 일본 규칙과 한국 규칙은 빅 안의 것을 아무것도 세지 않으므로, 덤이 같아도 승자가 바뀝니다.</translation>
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
            <translation>9x9의 끝난 대국으로, 흑 차례이며 왼쪽 아래 귀에 빅이 있습니다.

귀: 흑돌 B1과 A2는 서로 떨어진 두 돌로, 한 집짜리 눈 A1을 함께 가집니다. 그 주위에서 백 일곱 점 A4, B4, B3, B2, C2, D2, D1은 눈이 없는 하나의 돌 무리를 이루며, 활로는 C1과 A3뿐입니다. C1은 B1의 두 번째 활로이기도 하고, A3은 A2의 두 번째 활로이기도 합니다. C1이나 A3에 두는 쪽은 자기 돌의 활로를 메우게 됩니다. 흑이 그곳에 두면 흑돌은 A1만 남아 백이 A1에 두어 따내고, 백이 그곳에 두면 백 일곱 점은 활로가 하나 남아 흑이 다른 점에 두어 따냅니다. 아무도 그곳에 둘 수 없으므로 세 돌 무리가 빅으로 함께 삽니다. A5에서 E1까지의 흑의 벽은 흑의 큰 돌 무리의 일부로 안전하며, 판의 나머지 부분도 결정되어 있습니다.

양쪽 모두 돌 20개를 놓았고 따낸 돌이 없으므로, 계가를 어긋나게 할 수 있는 것은 빅뿐인데, 그 빅은 한쪽으로 치우쳐 있습니다. 눈은 흑의 것이고 백에게는 없습니다.

영역 계산(중국 규칙, AGA 규칙, 뉴질랜드 규칙, 응씨 규칙, 트롬프-테일러 규칙, 르네상스 A, 간이 영역 계산 규칙)은 빅 안의 돌을 포함한 모든 산 돌과, 눈 A1을 포함해 한 가지 색으로 둘러싸인 모든 빈 점을 셉니다. 흑: 돌 20 + 집 22 + 눈 = 43. 백: 돌 20 + 집 16 = 36. C1과 A3은 양쪽 색에 닿아 있어 누구의 점수도 되지 않습니다. 흑이 7 앞섭니다.

일본 규칙과 한국 규칙, 그리고 간이 규칙 일본/한국은 빅 안에 집을 주지 않습니다. 공통 활로도, 눈도 세지 않습니다. 흑 22, 백 16으로 흑은 6만 앞섭니다.

르네상스 B는 패스 돌과 함께 집을 세며 빅에 대한 예외를 두지 않습니다. 눈은 살아 있는 흑돌에 둘러싸여 있으므로 흑의 집입니다. 흑 23, 백 16으로 영역 계산과 같이 7 앞섭니다.

이 파일은 빅의 효과만 계가에 드러나도록 모든 규칙에 덤 6.5(KM)를 정합니다. 영역 계산과 르네상스 B에서는 B+0.5, 일본 규칙과 한국 규칙에서는 W+0.5입니다. 각 프리셋 자신의 덤을 쓰면 눈의 효과가 가려집니다. 중국 규칙과 AGA 규칙의 덤 7.5는 일본 규칙의 6.5보다 정확히 눈의 가치인 1집 많으므로, 둘 다 W+0.5가 됩니다. 양쪽에 한 집짜리 눈이 하나씩 있는 빅이라면 차이는 전혀 달라지지 않습니다. 여기서는 눈이 한쪽에만 있습니다.</translation>
        </message>
        <message>
            <source>Black passes. Nothing useful is left: C1 or A3 would put Black&apos;s corner in atari, and A1 would fill Black&apos;s own eye.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 패스합니다. 쓸모 있는 수가 남아 있지 않습니다. C1이나 A3에 두면 흑의 귀가 단수가 되고, A1에 두면 흑 자신의 눈을 메우게 됩니다.</translation>
        </message>
        <message>
            <source>White passes: play stops. No stone is dead. The corner is seki: area rules count Black&apos;s eye at A1 and every stone, Japanese and Korean rules count no point of the seki, and Renaissance rules need a third pass before counting the eye as Black territory.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 패스합니다. 대국이 정지합니다. 죽은 돌은 없습니다. 귀는 빅입니다. 영역 계산 규칙은 A1의 흑의 눈과 모든 돌을 세고, 일본 규칙과 한국 규칙은 빅 안의 점을 하나도 세지 않으며, 르네상스 규칙에서는 눈을 흑의 집으로 세기 전에 세 번째 패스가 필요합니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-three-returning-one</name>
        <message>
            <source>Sending three, returning one</source>
            <extracomment>title</extracomment>
            <translation>세 점 주고 한 점 되따내기</translation>
        </message>
        <message>
            <source>打三还一 (da san huan yi)</source>
            <extracomment>another name of the position</extracomment>
            <translation>打三还一 (da san huan yi)</translation>
        </message>
        <message>
            <source>Renaissance rules, example 5 (&apos;Sending three returning one&apos;): the cycle B a, W pass, B b, W c, B at the marked point, W pass; Sensei&apos;s Library &apos;Sending three, returning one&apos;. The board is our own construction of the cycle the text describes.</source>
            <extracomment>source</extracomment>
            <translation>르네상스 규칙, 예 5(&apos;Sending three returning one&apos;): 흑 a, 백 패스, 흑 b, 백 c, 흑 표시된 점, 백 패스로 이루어지는 순환; Sensei&apos;s Library(영어 바둑 위키)의 &apos;Sending three, returning one&apos;. 바둑판은 조문이 설명하는 순환을 우리가 직접 구성한 것입니다.</translation>
        </message>
        <message>
            <source>A cycle with a pass in it in which Black gives three stones and takes one back each time: a loss for Black by threefold repetition under Renaissance rules, one round under situational superko and Ing&apos;s rules, none under positional superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>안에 패스가 들어 있는 순환으로, 흑은 매번 세 점을 주고 한 점을 되따냅니다. 르네상스 규칙에서는 세 번 반복으로 흑이 지고, 시추에이셔널 슈퍼코와 응씨 규칙에서는 한 바퀴만, 포지셔널 슈퍼코에서는 한 바퀴도 돌 수 없습니다.</translation>
        </message>
        <message>
            <source>Lower left corner of a 9x9 board. White&apos;s inner group (A5, B2-B5, C2, D2, E1, E2) has three liberties: C1, D1 and A4. Black&apos;s A2-A3 has A1 and A4; Black&apos;s marked stone at B1 has A1 and C1. The big Black group and White&apos;s group on the right have eyes and are alive, and no string is in atari.

The cycle of the Renaissance text: Black plays at C1 (&apos;a&apos;); White passes (every White move here would fill its own liberties); Black plays D1 (&apos;b&apos;), which puts White&apos;s group in atari; White must capture three stones with A1 (&apos;c&apos;); that leaves A2-A3 in atari, so Black must capture A1 by playing at B1 again (the marked point), which restores the start; White passes. Black sent three stones and got one back: White gains two prisoners each round.

Here Black is the one in trouble (with White to move, A4 would capture A2-A3), and the text&apos;s assumption is that Black uses the cycle to reach a draw by repetition or to keep play from stopping. Under Renaissance rules the third repetition ends the game, and Black, who captured fewer stones in the loop, loses: forcing the cycle was a mistake. Positional superko forbids the return at B1; situational superko and Ing&apos;s disturbing rule allow one round. Japanese and Korean rules end long cycles only when no pass comes between, so the players may go on; each round costs Black two points.

This board is built to show the cycle; it does not reproduce the text&apos;s claim that neither side wants to start a ko here.</source>
            <extracomment>comment at the start</extracomment>
            <translation>9x9 바둑판의 왼쪽 아래 귀입니다. 백의 안쪽 무리(A5, B2-B5, C2, D2, E1, E2)는 C1, D1, A4의 세 활로가 있습니다. 흑의 A2-A3은 A1과 A4, 표시된 흑 B1은 A1과 C1의 활로가 있습니다. 흑의 큰 무리와 오른쪽의 백 무리는 눈이 있어 살아 있고, 단수에 걸린 돌 무리는 없습니다.

르네상스 조문의 순환: 흑이 C1(&apos;a&apos;)에 둡니다. 백은 패스합니다(여기서 백이 어디에 두든 자기 활로를 메우게 됩니다). 흑이 D1(&apos;b&apos;)에 두어 백 무리를 단수로 만듭니다. 백은 A1(&apos;c&apos;)로 세 점을 따내야 합니다. 그러면 A2-A3이 단수가 되므로 흑은 다시 B1(표시된 점)에 두어 A1을 따내야 하고, 이로써 처음 국면으로 돌아갑니다. 백은 패스합니다. 흑은 세 점을 주고 한 점을 되찾았으니, 한 바퀴마다 백이 사석을 두 점 더 얻습니다.

여기서 곤란한 쪽은 흑이며(백 차례라면 A4로 A2-A3을 따냅니다), 조문은 흑이 이 순환을 이용해 반복에 의한 비김에 이르거나 대국이 정지하지 않게 하려 한다고 가정합니다. 르네상스 규칙에서는 세 번째 반복으로 대국이 끝나고, 순환 중에 돌을 더 적게 따낸 흑이 집니다. 순환을 강요한 것이 실수였습니다. 포지셔널 슈퍼코는 B1로 되돌아가는 수를 금지하고, 시추에이셔널 슈퍼코와 응씨 규칙의 교란 규칙은 한 바퀴를 허용합니다. 일본 규칙과 한국 규칙은 사이에 패스가 없을 때에만 긴 순환을 끝내므로 대국자는 계속 둘 수 있고, 한 바퀴마다 흑이 두 집씩 손해를 봅니다.

이 바둑판은 순환을 보여 주려고 만든 것으로, 여기서는 어느 쪽도 패를 시작하고 싶어 하지 않는다는 조문의 주장까지 재현하지는 않습니다.</translation>
        </message>
        <message>
            <source>Black plays at C1 (&apos;a&apos;): B1-C1 now has liberties A1 and D1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 C1(&apos;a&apos;)에 둡니다. 이제 B1-C1의 활로는 A1과 D1입니다.</translation>
        </message>
        <message>
            <source>White passes: A4 or D1 would fill White&apos;s own liberties, and A1 would be suicide.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백은 패스합니다. A4나 D1은 백 자신의 활로를 메우고, A1은 자살수입니다.</translation>
        </message>
        <message>
            <source>Black plays D1 (&apos;b&apos;). Black&apos;s B1-C1-D1 has one liberty, A1. White&apos;s inner group is in atari too: its last liberty is A4, where White cannot play (suicide).</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑이 D1(&apos;b&apos;)에 둡니다. 흑 B1-C1-D1의 활로는 A1 하나입니다. 백의 안쪽 무리도 단수입니다. 마지막 활로는 A4인데, 백은 그곳에 둘 수 없습니다(자살수).</translation>
        </message>
        <message>
            <source>White must capture: A1 (&apos;c&apos;) takes B1, C1 and D1. Now Black&apos;s A2-A3 is in atari at B1.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>백은 따내야 합니다. A1(&apos;c&apos;)로 B1, C1, D1을 따냅니다. 이제 흑 A2-A3이 B1에서 단수입니다.</translation>
        </message>
        <message>
            <source>Black must capture A1 by playing at B1, the marked point: sending three, returning one. The board is the start again, with White to play. Positional superko forbids this move.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>흑은 표시된 점인 B1에 두어 A1을 따내야 합니다. 세 점 주고 한 점 되따내기입니다. 바둑판은 다시 처음 국면이 되고 백의 차례입니다. 포지셔널 슈퍼코는 이 수를 금지합니다.</translation>
        </message>
        <message>
            <source>White passes: the start position, Black to play, after one round in which White took three stones and Black one.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>백은 패스합니다. 처음 국면으로 돌아와 흑의 차례이며, 한 바퀴 동안 백은 세 점을, 흑은 한 점을 따냈습니다.</translation>
        </message>
        <message>
            <source>Round two. Situational superko forbids this move (the position after Black&apos;s first C1 would recur with White to play), and so does natural situational superko. Under Ing&apos;s rules Black has had his one disturbance.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>두 번째 바퀴. 시추에이셔널 슈퍼코는 이 수를 금지합니다(흑이 처음 C1에 둔 뒤의 국면이 백 차례로 다시 나타나기 때문입니다). 내추럴 시추에이셔널 슈퍼코도 마찬가지입니다. 응씨 규칙에서는 흑이 한 번뿐인 교란을 이미 썼습니다.</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>백은 패스합니다.</translation>
        </message>
        <message>
            <source>Black plays D1.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>흑이 D1에 둡니다.</translation>
        </message>
        <message>
            <source>White captures three.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>백이 세 점을 따냅니다.</translation>
        </message>
        <message>
            <source>Black returns one.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>흑이 한 점을 되따냅니다.</translation>
        </message>
        <message>
            <source>The position after Black&apos;s C1 occurs for the third time (positions reached by passes do not count): under Renaissance rules the game ends by threefold repetition, and Black, who captured two stones in the loop against White&apos;s six, loses.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>흑이 C1에 둔 뒤의 국면이 세 번째로 나타납니다(패스로 이른 국면은 세지 않습니다). 르네상스 규칙에서는 세 번 반복으로 대국이 끝나고, 순환 중에 백의 여섯 점에 대해 두 점만 따낸 흑이 집니다.</translation>
        </message>
        <message>
            <source>Japanese and Korean rules let the players go on: White passes.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation>일본 규칙과 한국 규칙에서는 대국자가 계속 둘 수 있습니다. 백은 패스합니다.</translation>
        </message>
        <message>
            <source>White passes. After three rounds White has taken nine stones and Black three.</source>
            <extracomment>comment on the main line, node 18</extracomment>
            <translation>백은 패스합니다. 세 바퀴가 지나 백은 아홉 점을, 흑은 세 점을 따냈습니다.</translation>
        </message>
        <message>
            <source>Black passes first...</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 1</extracomment>
            <translation>흑이 먼저 패스합니다...</translation>
        </message>
        <message>
            <source>...and White passes. Two successive passes do not stop play under Renaissance rules, but they mark this position: no board play may recreate it (minimal superko).</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 2</extracomment>
            <translation>...그리고 백도 패스합니다. 르네상스 규칙에서는 연속 두 번의 패스로 대국이 정지하지 않지만, 이 국면이 표시됩니다. 바둑판 위의 착수로 이 국면을 다시 만들 수 없습니다(미니멀 슈퍼코).</translation>
        </message>
        <message>
            <source>Black starts the cycle now.</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 3</extracomment>
            <translation>이제 흑이 순환을 시작합니다.</translation>
        </message>
        <message>
            <source>Black plays D1: atari on White&apos;s group.</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 5</extracomment>
            <translation>흑이 D1에 둡니다. 백 무리에 단수입니다.</translation>
        </message>
        <message>
            <source>Black&apos;s return at B1 would recreate the position of the two passes: minimal superko forbids it, so A2-A3 stay in atari and White will capture them.</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 7</extracomment>
            <translation>흑이 B1로 한 점을 되따내면 두 번 패스했을 때의 국면이 다시 만들어집니다. 미니멀 슈퍼코가 이를 금지하므로 A2-A3은 단수로 남고, 백이 그것을 따낼 것입니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-two-returning-one</name>
        <message>
            <source>Sending two, returning one</source>
            <extracomment>title</extracomment>
            <translation>두 점 주고 한 점 되따내기</translation>
        </message>
        <message>
            <source>S2R1</source>
            <extracomment>another name of the position</extracomment>
            <translation>S2R1</translation>
        </message>
        <message>
            <source>打二还一 (da er huan yi)</source>
            <extracomment>another name of the position</extracomment>
            <translation>打二还一 (da er huan yi)</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Sending two returning one&apos;; Chinese rules 2002, article 20 commentary; Ing&apos;s SST rules (disturbing ko).</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library(영어 바둑 위키)의 &apos;Sending two returning one&apos;; 중국 바둑 규칙(中国围棋竞赛规则) 2002, 제20조 해설; 응씨 SST 규칙(교란하는 패).</translation>
        </message>
        <message>
            <source>A three-move cycle in a corner seki in which Black loses a point each time round: allowed in Japan, barred by superko, once only under Ing&apos;s rules, a loss for Black under Renaissance rules.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>귀의 빅에서 생기는 세 수짜리 순환으로, 한 바퀴마다 흑이 한 집을 손해 봅니다. 일본 규칙에서는 허용되고, 슈퍼코로는 금지되며, 응씨 규칙에서는 한 번만 허용되고, 르네상스 규칙에서는 흑이 집니다.</translation>
        </message>
        <message>
            <source>Lower right: a seki. White&apos;s eight stones have two liberties, R2 and T3. Black&apos;s R1-S1 has R2 and T1; Black&apos;s T2 has T1 and T3. Black&apos;s outer wall is alive.

Black can send two stones by playing T3 (T2-T3 then has one liberty), White captures them at T1, and Black returns one by capturing T1 at T2. The board is then the start again, with White to play: three moves, and Black gave two stones for one. White passes and Black may start again.

Japanese and Korean rules allow it (each round costs Black a point, and the passes mean no long-cycle no-result). Positional superko forbids returning one, since it recreates the start. Situational superko allows one round but not the start of a second, and so does natural situational superko. Ing&apos;s rules allow Black to disturb once. Renaissance rules end the game at the third repetition, and Black, who captured fewer stones in the loop, loses.</source>
            <extracomment>comment at the start</extracomment>
            <translation>오른쪽 아래는 빅입니다. 백 여덟 점의 활로는 R2와 T3 두 개입니다. 흑 R1-S1의 활로는 R2와 T1, 흑 T2의 활로는 T1과 T3입니다. 흑의 바깥 벽은 살아 있습니다.

흑은 T3에 두어 두 점을 줄 수 있고(그러면 T2-T3의 활로가 하나가 됩니다), 백이 T1에서 그 두 점을 따내면, 흑은 T2에 두어 T1을 따내며 한 점을 되따냅니다. 그러면 바둑판은 다시 처음 국면이 되고 백의 차례입니다. 세 수 만에 흑은 두 점을 주고 한 점을 얻었습니다. 백이 패스하면 흑은 다시 시작할 수 있습니다.

일본 규칙과 한국 규칙은 이를 허용합니다(한 바퀴마다 흑이 한 집을 손해 보며, 사이에 패스가 있으므로 긴 순환에 의한 무승부(무효)가 되지 않습니다). 포지셔널 슈퍼코는 처음 국면을 다시 만드는 한 점 되따내기를 금지합니다. 시추에이셔널 슈퍼코는 한 바퀴는 허용하지만 두 번째 바퀴의 시작은 허용하지 않으며, 내추럴 시추에이셔널 슈퍼코도 마찬가지입니다. 응씨 규칙에서는 흑이 한 번 교란할 수 있습니다. 르네상스 규칙에서는 세 번째 반복에서 대국이 끝나고, 순환 중에 돌을 더 적게 따낸 흑이 집니다.</translation>
        </message>
        <message>
            <source>Black sends two: T2-T3 now has one liberty (T1).</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 두 점을 줍니다. 이제 T2-T3의 활로는 하나(T1)입니다.</translation>
        </message>
        <message>
            <source>White captures the two stones at T1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 T1에서 두 점을 따냅니다.</translation>
        </message>
        <message>
            <source>Black returns one: T2 captures T1. The board is the start again, with White to play. Positional superko forbids this move.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑이 한 점을 되따냅니다. T2가 T1을 따냅니다. 바둑판은 다시 처음 국면이 되고 백의 차례입니다. 포지셔널 슈퍼코는 이 수를 금지합니다.</translation>
        </message>
        <message>
            <source>White has nothing better than to pass.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>백은 패스하는 것보다 나은 수가 없습니다.</translation>
        </message>
        <message>
            <source>Black sends two again. Situational superko forbids it: the position after Black&apos;s first T3 would recur with White to play. Under Ing&apos;s rules Black has used his one disturbance.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>흑이 다시 두 점을 줍니다. 시추에이셔널 슈퍼코는 이 수를 금지합니다. 흑이 처음 T3에 둔 뒤의 국면이 백 차례로 다시 나타나기 때문입니다. 응씨 규칙에서는 흑이 한 번뿐인 교란을 이미 썼습니다.</translation>
        </message>
        <message>
            <source>White captures two again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>백이 다시 두 점을 따냅니다.</translation>
        </message>
        <message>
            <source>Black returns one again.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>흑이 다시 한 점을 되따냅니다.</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>백은 패스합니다.</translation>
        </message>
        <message>
            <source>The position after Black&apos;s T3 occurs for the third time: under Renaissance rules the threefold repetition ends the game, and Black, who captured two stones in the loop against White&apos;s four, loses. Japanese and Korean rules let the players go on: the passes mean this is no long cycle of the no-result kind.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>흑이 T3에 둔 뒤의 국면이 세 번째로 나타납니다. 르네상스 규칙에서는 세 번 반복으로 대국이 끝나고, 순환 중에 백의 네 점에 대해 두 점만 따낸 흑이 집니다. 일본 규칙과 한국 규칙에서는 대국자가 계속 둘 수 있습니다. 사이에 패스가 있으므로 이것은 무승부(무효)가 되는 종류의 긴 순환이 아닙니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram suicide-as-a-ko-threat</name>
        <message>
            <source>Suicide as a ko threat</source>
            <extracomment>title</extracomment>
            <translation>팻감이 되는 자살수</translation>
        </message>
        <message>
            <source>self-capture threat</source>
            <extracomment>another name of the position</extracomment>
            <translation>자살수 위협</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Suicide&apos; (suicide can create a ko threat); Sensei&apos;s Library &apos;Suicide&apos;.</source>
            <extracomment>source</extracomment>
            <translation>응씨 SST 규칙, &apos;Suicide&apos;(자살수가 팻감이 될 수 있음); Sensei&apos;s Library(영어 바둑 위키)의 &apos;Suicide&apos;.</translation>
        </message>
        <message>
            <source>Where multi-stone suicide is legal, White&apos;s suicide leaves an empty straight three that Black must answer: a ko threat that does not exist under the other rulesets.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>여러 점의 자살수가 합법인 규칙에서는 백의 자살수가 흑이 받아야 하는 빈 일자 삼궁을 남깁니다. 다른 규칙에서는 존재하지 않는 팻감입니다.</translation>
        </message>
        <message>
            <source>Upper left: Black&apos;s corner group (A18-A19 and B18-E18, E19) has two liberties, C19 and A17. White&apos;s B19 and D19 are dead inside Black&apos;s eye space.

Where suicide of several stones is legal, White can play C19: the new stone and B19 and D19 have no liberties and are removed. That leaves Black an empty straight three (B19, C19, D19) with White threatening to play C19 again and kill. Black must answer at C19, so White&apos;s suicide works as a ko threat in a fight elsewhere. Where suicide is forbidden, the move is simply illegal.

Under Ing&apos;s rules only a one-stone suicide counts as a pass; this one removes three stones and is a real move. The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation>왼쪽 위: 흑의 귀 무리(A18-A19, B18-E18, E19)의 활로는 C19와 A17 두 개입니다. 백 B19와 D19는 흑의 눈 공간 안에서 죽어 있습니다.

여러 점의 자살수가 합법인 곳에서는 백이 C19에 둘 수 있습니다. 새로 놓은 돌과 B19, D19는 활로가 없으므로 들어냅니다. 그러면 흑에게는 빈 일자 삼궁(B19, C19, D19)이 남고, 백은 다시 C19에 두어 잡겠다고 위협합니다. 흑은 C19에 받아야 하므로, 백의 자살수는 다른 곳의 패싸움에서 팻감 구실을 합니다. 자살수가 금지된 곳에서는 이 수는 그냥 둘 수 없는 수입니다.

응씨 규칙에서는 한 점의 자살수만 패스로 간주합니다. 이 수는 세 점을 들어내므로 실제 착수입니다. 바둑판의 나머지 부분은 정리되어 있다고 가정합니다.</translation>
        </message>
        <message>
            <source>White C19 captures nothing and has no liberty: B19, C19 and D19 are removed together. Where suicide is forbidden this move is illegal.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>백 C19는 아무것도 따내지 못하고 활로도 없습니다. B19, C19, D19를 함께 들어냅니다. 자살수가 금지된 곳에서는 이 수를 둘 수 없습니다.</translation>
        </message>
        <message>
            <source>Black must answer at the vital point C19, making two eyes (B19 and D19).</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>흑은 급소인 C19에 받아 두 눈(B19와 D19)을 만들어야 합니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram triple-ko</name>
        <message>
            <source>Triple ko</source>
            <extracomment>title</extracomment>
            <translation>삼패</translation>
        </message>
        <message>
            <source>san-ko (三コウ)</source>
            <extracomment>another name of the position</extracomment>
            <translation>san-ko (三コウ)</translation>
        </message>
        <message>
            <source>三劫</source>
            <extracomment>another name of the position</extracomment>
            <translation>三劫</translation>
        </message>
        <message>
            <source>samp ae (삼패)</source>
            <extracomment>another name of the position</extracomment>
            <translation>삼패</translation>
        </message>
        <message>
            <source>Mechanism as in Sensei&apos;s Library &apos;Triple Ko&apos; (simple example); rulings from the Japanese rules of 1989 (article 12), Ing&apos;s SST rules (twin hot stones) and the Renaissance rules (example 3).</source>
            <extracomment>source</extracomment>
            <translation>구조는 Sensei&apos;s Library(영어 바둑 위키)의 &apos;Triple Ko&apos;(간단한 예)를 따랐고, 판정은 일본 바둑 규약(日本囲碁規約, 1989년)(제12조), 응씨 SST 규칙(쌍둥이 핫 스톤), 르네상스 규칙(예 3)에서 가져왔습니다.</translation>
        </message>
        <message>
            <source>Three kos in a capturing race: no result in Japan and Korea, a ko fight under superko and Ing&apos;s hot stones, a draw by threefold repetition under Renaissance rules.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>수상전 속의 패 세 개: 일본과 한국에서는 무승부(무효), 슈퍼코와 응씨 규칙의 핫 스톤에서는 패싸움, 르네상스 규칙에서는 세 번 반복에 의한 비김입니다.</translation>
        </message>
        <message>
            <source>A capturing race with three kos. White&apos;s top group has two liberties, D6 and F6. Black&apos;s middle group has one, B5: Black is in atari and must take a ko to survive. From then on every move is forced: each capture puts the other side in atari, and the only way out is the one ko that the basic ko rule does not bar at that moment.

After six moves the whole board is back where it started, with Black to play. Here the rulesets part ways. With the basic ko rule alone (Japan, Korea) the cycle could go on for ever, so the game ends without a result. Superko rules forbid the sixth move, which would recreate the start, so the race becomes an ordinary ko fight. Ing&apos;s rules reach the same place earlier: the stones that just captured are hot and may not be taken back at once. Renaissance rules let the cycle run until the position has occurred three times and then, since both sides captured equally, call it a draw.

Nothing else is on the board, so neither side has a ko threat.</source>
            <extracomment>comment at the start</extracomment>
            <translation>패가 셋인 수상전입니다. 백의 위쪽 무리는 D6과 F6의 두 활로가 있습니다. 흑의 가운데 무리는 B5 하나뿐입니다. 흑은 단수이므로 살려면 패를 따내야 합니다. 그 뒤로는 모든 수가 외길입니다. 따낼 때마다 상대가 단수가 되고, 빠져나가는 길은 그 순간 기본 패 규칙이 막지 않는 단 하나의 패뿐입니다.

여섯 수가 지나면 바둑판 전체가 처음으로 돌아오고 흑의 차례가 됩니다. 여기서 규칙들이 갈립니다. 기본 패 규칙만 있으면(일본, 한국) 순환이 끝없이 계속될 수 있으므로 대국은 무승부(무효)로 끝납니다. 슈퍼코 규칙은 처음 국면을 다시 만드는 여섯 번째 수를 금지하므로, 수상전은 보통의 패싸움이 됩니다. 응씨 규칙은 더 일찍 같은 결과에 이릅니다. 방금 따낸 돌은 핫이 되어 곧바로 되따낼 수 없습니다. 르네상스 규칙은 같은 국면이 세 번 나올 때까지 순환을 두고, 양쪽이 똑같이 따냈으므로 비김으로 판정합니다.

바둑판에는 다른 것이 없으므로 어느 쪽에도 팻감이 없습니다.</translation>
        </message>
        <message>
            <source>Black takes the ko at D6 (capturing D5). White&apos;s top group is now in atari at F6.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 D6에서 패를 따냅니다(D5를 따냄). 이제 백의 위쪽 무리가 F6에서 단수입니다.</translation>
        </message>
        <message>
            <source>White escapes by taking the ko at B5 (capturing B6), which puts Black back in atari, at D5. Ing&apos;s rules already forbid this move: D6 has just captured in a fighting ko, and B6 is its twin hot stone, which White may take only after an intervening move.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백은 B5에서 패를 따내어(B6을 따냄) 빠져나가고, 흑은 다시 D5에서 단수가 됩니다. 응씨 규칙에서는 이 수가 이미 금지됩니다. D6이 패싸움에서 방금 따냈고 B6은 그 쌍둥이 핫 스톤이므로, 백은 사이에 한 수를 둔 뒤에만 그것을 따낼 수 있습니다.</translation>
        </message>
        <message>
            <source>Black may not retake at B6 at once (basic ko), so Black takes the third ko at F6 (capturing F5). White is in atari at B6.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑은 B6을 곧바로 되따낼 수 없으므로(기본 패), 세 번째 패인 F6을 따냅니다(F5를 따냄). 백은 B6에서 단수입니다.</translation>
        </message>
        <message>
            <source>White retakes at D5 (capturing D6). Black is in atari at F5.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>백이 D5에서 되따냅니다(D6을 따냄). 흑은 F5에서 단수입니다.</translation>
        </message>
        <message>
            <source>Black retakes at B6 (capturing B5). White is in atari at D6.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>흑이 B6에서 되따냅니다(B5를 따냄). 백은 D6에서 단수입니다.</translation>
        </message>
        <message>
            <source>White retakes at F5 (capturing F6). The board is exactly the starting position, again with Black to play. Positional and situational superko forbid this move (New Zealand&apos;s rule is situational superko). Natural situational superko does not, since no board play created the starting position; it forbids Black&apos;s next move instead, which would recreate the board Black&apos;s own D6 made.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>백이 F5에서 되따냅니다(F6을 따냄). 바둑판은 처음 국면과 똑같고, 다시 흑의 차례입니다. 포지셔널 슈퍼코와 시추에이셔널 슈퍼코는 이 수를 금지합니다(뉴질랜드 규칙은 시추에이셔널 슈퍼코입니다). 내추럴 시추에이셔널 슈퍼코는 금지하지 않습니다. 처음 국면은 바둑판 위의 착수로 만들어진 것이 아니기 때문입니다. 대신 흑 자신의 D6이 만든 바둑판을 다시 만드는 흑의 다음 수를 금지합니다.</translation>
        </message>
        <message>
            <source>Round two. With the basic ko rule alone nothing stops the players.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>두 번째 바퀴. 기본 패 규칙만으로는 대국자를 막을 것이 없습니다.</translation>
        </message>
        <message>
            <source>White takes at B5 again.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>백이 다시 B5에서 따냅니다.</translation>
        </message>
        <message>
            <source>Black takes at F6.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>흑이 F6에서 따냅니다.</translation>
        </message>
        <message>
            <source>White retakes at D5.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>백이 D5에서 되따냅니다.</translation>
        </message>
        <message>
            <source>Black retakes at B6.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>흑이 B6에서 되따냅니다.</translation>
        </message>
        <message>
            <source>The start position now stands for the third time with no pass in between. Japanese and Korean rules end the game without a result. Renaissance rules apply threefold repetition: each side captured six stones in the loop, so the game is drawn.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>이제 사이에 패스 없이 처음 국면이 세 번째로 나타났습니다. 일본 규칙과 한국 규칙에서는 대국이 무승부(무효)로 끝납니다. 르네상스 규칙은 세 번 반복을 적용합니다. 순환 중에 양쪽이 여섯 점씩 따냈으므로 대국은 비김입니다.</translation>
        </message>
        <message>
            <source>Under Ing&apos;s rules White may not take the hot stone back yet, and this board offers no ko threat, so White has to play elsewhere (here A1).</source>
            <extracomment>comment on the Ing: the hot stones make it a ko fight, node 2</extracomment>
            <translation>응씨 규칙에서는 백이 아직 핫 스톤을 되따낼 수 없고, 이 바둑판에는 팻감이 없으므로 백은 다른 곳(여기서는 A1)에 두어야 합니다.</translation>
        </message>
        <message>
            <source>Black captures at F6. White&apos;s top group had only F6 left: eleven White stones and F5 come off the board and Black wins the race. Under superko the same happens one step later, when White&apos;s sixth move is barred.</source>
            <extracomment>comment on the Ing: the hot stones make it a ko fight, node 3</extracomment>
            <translation>흑이 F6에서 따냅니다. 백의 위쪽 무리에는 F6만 남아 있었으므로 백 열한 점과 F5가 바둑판에서 들어내지고 흑이 수상전에서 이깁니다. 슈퍼코에서도 한 수 늦게, 백의 여섯 번째 수가 금지될 때 같은 일이 일어납니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram two-unbalanced-double-kos</name>
        <message>
            <source>Two unbalanced double kos</source>
            <extracomment>title</extracomment>
            <translation>균형이 잡히지 않은 양패 두 개</translation>
        </message>
        <message>
            <source>two double ko deaths</source>
            <extracomment>another name of the position</extracomment>
            <translation>양패에 의한 두 번의 죽음</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Fighting Ko and Disturbing Ko&apos; and &apos;Superko Anomalies&apos;; Ing&apos;s SST rules (the disturbing ko rule).</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library(영어 바둑 위키)의 &apos;Fighting Ko and Disturbing Ko&apos;와 &apos;Superko Anomalies&apos;; 응씨 SST 규칙(교란하는 패 규칙).</translation>
        </message>
        <message>
            <source>Two dead White rings that, under superko, kill a living Black group; a long cycle without result under the basic ko rule; stopped after one round by Ing&apos;s disturbing rule.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>죽은 백의 고리 두 개가 슈퍼코에서는 살아 있는 흑 무리를 잡습니다. 기본 패 규칙에서는 무승부(무효)가 되는 긴 순환이고, 응씨 규칙의 교란 규칙에서는 한 바퀴 뒤에 멈춥니다.</translation>
        </message>
        <message>
            <source>Two copies of the unbalanced double ko, upper left and upper right. Each White ring is dead on its own. Together they let White alternate: every White move puts a Black group in atari and every Black answer is forced, and after eight moves the start would return with Black&apos;s eighth move.

Under any superko rule that eighth move is forbidden, so Black cannot answer the last atari and loses a living group of twenty stones to two dead rings. Under the basic ko rule the cycle runs on: no result in Japan and Korea, and under Renaissance rules a draw by threefold repetition (equal captures). Ing&apos;s disturbing rule lets White set off the cycle once only, which is what it was designed for. The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation>균형이 잡히지 않은 양패가 왼쪽 위와 오른쪽 위에 하나씩 있습니다. 백의 고리는 각각 그것만으로는 죽어 있습니다. 그러나 둘이 함께 있으면 백은 번갈아 둘 수 있습니다. 백이 둘 때마다 흑 무리 하나가 단수가 되고 흑의 응수는 모두 외길이며, 여덟 수가 지나면 흑의 여덟 번째 수로 처음 국면이 돌아올 것입니다.

어떤 슈퍼코 규칙에서든 그 여덟 번째 수는 금지되므로, 흑은 마지막 단수에 응수할 수 없어 죽은 고리 두 개에 살아 있는 스무 점의 무리를 잃습니다. 기본 패 규칙에서는 순환이 계속됩니다. 일본과 한국에서는 무승부(무효)이고, 르네상스 규칙에서는 세 번 반복에 의한 비김입니다(따낸 돌이 같음). 응씨 규칙의 교란 규칙은 백이 순환을 한 번만 일으킬 수 있게 하며, 바로 이런 경우를 위해 만들어졌습니다. 바둑판의 나머지 부분은 정리되어 있다고 가정합니다.</translation>
        </message>
        <message>
            <source>White takes a ko on the left (capturing B18): Black&apos;s left group is in atari at F16.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>백이 왼쪽에서 패를 따냅니다(B18을 따냄). 흑의 왼쪽 무리가 F16에서 단수입니다.</translation>
        </message>
        <message>
            <source>Black answers at D18 (capturing D17): White&apos;s left ring is in atari at B18.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>흑은 D18에 받습니다(D17을 따냄). 백의 왼쪽 고리가 B18에서 단수입니다.</translation>
        </message>
        <message>
            <source>White takes a ko on the right (capturing S18): Black&apos;s right group is in atari at O16.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>백이 오른쪽에서 패를 따냅니다(S18을 따냄). 흑의 오른쪽 무리가 O16에서 단수입니다.</translation>
        </message>
        <message>
            <source>Black answers at Q18 (capturing Q17): White&apos;s right ring is in atari at S18.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>흑은 Q18에 받습니다(Q17을 따냄). 백의 오른쪽 고리가 S18에서 단수입니다.</translation>
        </message>
        <message>
            <source>White retakes on the left (capturing D18): Black&apos;s left group is in atari again.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>백이 왼쪽에서 되따냅니다(D18을 따냄). 흑의 왼쪽 무리가 다시 단수입니다.</translation>
        </message>
        <message>
            <source>Black answers at B18 (capturing B17).</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>흑은 B18에 받습니다(B17을 따냄).</translation>
        </message>
        <message>
            <source>White retakes on the right (capturing Q18): Black&apos;s right group is in atari.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>백이 오른쪽에서 되따냅니다(Q18을 따냄). 흑의 오른쪽 무리가 단수입니다.</translation>
        </message>
        <message>
            <source>Black&apos;s answer (capturing S17) would recreate the start position: every superko rule forbids it, so Black loses the right-hand group.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>흑의 응수(S17을 따냄)는 처음 국면을 다시 만들게 됩니다. 모든 슈퍼코 규칙이 이를 금지하므로 흑은 오른쪽 무리를 잃습니다.</translation>
        </message>
        <message>
            <source>Round two under the basic ko rule. Under Ing&apos;s rules White, who set off the first round, may not disturb again.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>기본 패 규칙에서의 두 번째 바퀴. 응씨 규칙에서는 첫 번째 바퀴를 일으킨 백이 다시 교란할 수 없습니다.</translation>
        </message>
        <message>
            <source>Black answers.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>흑이 받습니다.</translation>
        </message>
        <message>
            <source>White takes on the right.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>백이 오른쪽에서 따냅니다.</translation>
        </message>
        <message>
            <source>White retakes on the left.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation>백이 왼쪽에서 되따냅니다.</translation>
        </message>
        <message>
            <source>White retakes on the right.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation>백이 오른쪽에서 되따냅니다.</translation>
        </message>
        <message>
            <source>The start stands for the third time: no result under Japanese and Korean rules, a draw by threefold repetition under Renaissance rules.</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation>처음 국면이 세 번째로 나타났습니다. 일본 규칙과 한국 규칙에서는 무승부(무효), 르네상스 규칙에서는 세 번 반복에 의한 비김입니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram unbalanced-double-ko</name>
        <message>
            <source>Unbalanced double ko</source>
            <extracomment>title</extracomment>
            <translation>균형이 잡히지 않은 양패</translation>
        </message>
        <message>
            <source>double ko death</source>
            <extracomment>another name of the position</extracomment>
            <translation>양패에 의한 죽음</translation>
        </message>
        <message>
            <source>life in double ko</source>
            <extracomment>another name of the position</extracomment>
            <translation>양패에 의한 삶</translation>
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Double Ko&apos; (life in double ko); Ing&apos;s SST rules (&apos;perfectly legal in any system&apos;).</source>
            <extracomment>source</extracomment>
            <translation>Sensei&apos;s Library(영어 바둑 위키)의 &apos;Double Ko&apos;(양패에 의한 삶); 응씨 SST 규칙(&apos;perfectly legal in any system&apos;, 어느 규칙에서도 완전히 합법).</translation>
        </message>
        <message>
            <source>A dead White ring that is a fount of ko threats: every ruleset allows the threat and its answer, and Black can remove the ring when it has time.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>죽은 백의 고리가 팻감의 샘이 됩니다. 모든 규칙이 그 팻감과 응수를 허용하며, 흑은 여유가 있을 때 고리를 들어낼 수 있습니다.</translation>
        </message>
        <message>
            <source>Upper left: White&apos;s ring of ten stones has one liberty, D18, and is dead. Black&apos;s twenty stones inside have one eye (F16) and hold the two kos B17/B18 and D17/D18.

White can take the ko at B17: that puts Black&apos;s group in atari at F16, so Black must answer by taking the other ko at D18, which puts White back in atari. Each such exchange gives White a ko threat for a fight elsewhere, as often as White likes, while Black can end it by capturing the ring whenever White plays elsewhere. Every ruleset allows this: the board never repeats, since White&apos;s threats are answered and then the ring is captured. The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation>왼쪽 위: 백 열 점의 고리는 활로가 D18 하나뿐이며 죽어 있습니다. 그 안의 흑 스무 점은 눈이 하나(F16)이고, B17/B18과 D17/D18의 두 패를 쥐고 있습니다.

백은 B17에서 패를 따낼 수 있습니다. 그러면 흑 무리가 F16에서 단수가 되므로, 흑은 다른 패인 D18을 따내 받아야 하고, 그러면 백이 다시 단수가 됩니다. 이런 교환마다 백은 다른 곳의 패싸움에 쓸 팻감을 원하는 만큼 얻지만, 흑은 백이 다른 곳에 둘 때 언제든 고리를 따내 이를 끝낼 수 있습니다. 모든 규칙이 이를 허용합니다. 백의 팻감에는 응수가 따르고 그 뒤 고리가 잡히므로 바둑판이 반복되는 일은 없습니다. 바둑판의 나머지 부분은 정리되어 있다고 가정합니다.</translation>
        </message>
        <message>
            <source>White takes the ko at B17 (capturing B18): Black&apos;s group is in atari at F16.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>백이 B17에서 패를 따냅니다(B18을 따냄). 흑 무리가 F16에서 단수입니다.</translation>
        </message>
        <message>
            <source>Black answers by taking the other ko, D18 (capturing D17): White&apos;s ring is in atari at B18.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>흑은 다른 패인 D18을 따내 받습니다(D17을 따냄). 백의 고리가 B18에서 단수입니다.</translation>
        </message>
        <message>
            <source>White has nothing more here (in a game, White would now play elsewhere).</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>백은 여기서 더 할 것이 없습니다(실전이라면 백은 이제 다른 곳에 둘 것입니다).</translation>
        </message>
        <message>
            <source>Black captures the ring: eleven White stones.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>흑이 고리를 따냅니다. 백 열한 점입니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram what-kind-of-ko</name>
        <message>
            <source>What kind of ko am I?</source>
            <extracomment>title</extracomment>
            <translation>나는 어떤 패일까?</translation>
        </message>
        <message>
            <source>balanced triple ko</source>
            <extracomment>another name of the position</extracomment>
            <translation>균형 잡힌 삼패</translation>
        </message>
        <message>
            <source>three-ko seki</source>
            <extracomment>another name of the position</extracomment>
            <translation>패 셋의 빅</translation>
        </message>
        <message>
            <source>Ing&apos;s SST rules, part 6B (&apos;What kind of ko am I?&apos;: the position whose three kos are all internal, and beside it, in the variation, the one whose left ko is external); the boards are our own.</source>
            <extracomment>source</extracomment>
            <translation>응씨 SST 규칙, 제6부 B(&apos;What kind of ko am I?&apos;, 나는 어떤 패일까?: 세 패가 모두 안쪽 패인 국면과, 그 옆의 변화도에서 왼쪽 패가 바깥 패인 국면); 바둑판은 우리가 직접 만든 것입니다.</translation>
        </message>
        <message>
            <source>Three kos between the same two groups, each group with two inside liberties: a balanced ko. Under Ing&apos;s rules each player may set off the cycle once and no more, and both groups live in seki; superko forbids the move that closes the cycle, Japan and Korea end in no result. Move one ko outside (the variation) and White has a single internal liberty: the kos are unbalanced, White may answer once, and White dies.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>같은 두 무리 사이의 패 셋으로, 각 무리의 안공배가 둘씩이므로 균형 잡힌 패입니다. 응씨 규칙에서는 각 대국자가 순환을 한 번만 일으킬 수 있고 두 무리는 빅으로 삽니다. 슈퍼코는 순환을 닫는 수를 금지하고, 일본과 한국에서는 무승부(무효)로 끝납니다. 패 하나를 바깥으로 옮기면(변화도) 백의 안공배는 하나뿐이 되어 패는 균형이 잡히지 않고, 백은 한 번만 응수할 수 있어 백이 죽습니다.</translation>
        </message>
        <message>
            <source>Two groups are locked together: Black&apos;s top group (rows 8 and 7) and White&apos;s ring below it (rows 6 and 5). Black&apos;s wall on rows 4 to 2 is alive, with the bottom row as its territory.

Three kos join the two groups. White&apos;s B7 and F7 sit inside Black&apos;s top group, and Black takes them at B6 and F6. Black&apos;s D6 sits inside White&apos;s ring, and White takes it at D7. So White holds two kos (liberties B6 and F6), and Black holds one ko and has the eye H8 (liberties D7 and H8). Every ko lies between these same two groups: a ko stone in the mouth of one group, its capturing point a liberty of the other. The kos are internal, and both groups have two internal liberties.

What kind of ko is this? Ing&apos;s rules call a ko balanced when both sides have the same number of separate internal liberties, at least two each. Here they do: whoever takes a ko puts the other in atari, and the other answers by taking a different ko back, so neither group can be captured.

Under Ing&apos;s rules a balanced ko is a disturbing ko. The player who attacks and sets off a cycle of repeated positions has disturbed, and may do it once in a game; answering an atari never counts. So each side can flip the kos round once, and then both live in seki: as a ko threat the shape is worth nothing to either side. Other rulesets see only repetition: superko forbids the move that would bring the whole board back; Japanese and Korean rules end the game without a result if the cycle is kept up; Renaissance rules call a draw on the third repetition.

The last variation sets the other position of the text beside this one: White&apos;s left ko moved outside, so that it lies against Black&apos;s wall. Then White has one internal liberty against Black&apos;s two, the kos are not balanced, and White&apos;s group dies: disturbing decides life.

Komi is 0 so the count shows the position as it is.</source>
            <extracomment>comment at the start</extracomment>
            <translation>두 무리가 서로 얽혀 있습니다. 흑의 위쪽 무리(8행과 7행)와 그 아래 백의 고리(6행과 5행)입니다. 4행에서 2행까지의 흑 벽은 살아 있고, 맨 아래 줄이 그 집입니다.

패 셋이 두 무리를 잇고 있습니다. 백 B7과 F7은 흑의 위쪽 무리 안에 있고, 흑은 B6과 F6에서 그것을 따냅니다. 흑 D6은 백의 고리 안에 있고, 백은 D7에서 그것을 따냅니다. 그래서 백은 패 둘을 쥐고 있고(활로 B6과 F6), 흑은 패 하나와 눈 H8을 가지고 있습니다(활로 D7과 H8). 모든 패가 같은 두 무리 사이에 있습니다. 패의 돌은 한 무리의 입구에 있고, 그것을 따내는 점은 다른 무리의 활로입니다. 이 패들은 안쪽 패이며, 두 무리 모두 안공배가 둘입니다.

이것은 어떤 패일까요? 응씨 규칙은 양쪽의 서로 떨어진 안공배 수가 같고 각각 둘 이상일 때 그 패를 균형 잡힌 패라고 부릅니다. 여기가 그렇습니다. 누가 패를 따내든 상대가 단수가 되고, 상대는 다른 패를 되따내 받으므로 어느 무리도 잡히지 않습니다.

응씨 규칙에서 균형 잡힌 패는 교란하는 패입니다. 공격하여 같은 국면이 되풀이되는 순환을 일으킨 대국자는 교란한 것이며, 이는 한 판에 한 번만 할 수 있습니다. 단수에 응수하는 것은 결코 교란으로 치지 않습니다. 그래서 양쪽이 한 번씩 패를 뒤집을 수 있고, 그 뒤에는 둘 다 빅으로 삽니다. 이 모양은 어느 쪽에게도 팻감으로서 가치가 없습니다. 다른 규칙들은 반복만을 봅니다. 슈퍼코는 바둑판 전체를 되돌리는 수를 금지하고, 일본 규칙과 한국 규칙은 순환이 계속되면 대국을 무승부(무효)로 끝내며, 르네상스 규칙은 세 번째 반복에서 비김을 선언합니다.

마지막 변화도는 조문의 또 다른 국면을 이것과 나란히 보여 줍니다. 백의 왼쪽 패가 바깥으로 옮겨져 흑의 벽에 맞닿아 있습니다. 그러면 백의 안공배는 흑의 둘에 대해 하나뿐이고, 패는 균형이 잡히지 않아 백 무리는 죽습니다. 교란 규칙이 사활을 결정합니다.

국면을 있는 그대로 보이도록 덤은 0입니다.</translation>
        </message>
        <message>
            <source>Black attacks: F6 takes White&apos;s ko stone F7. White&apos;s ring is down to one liberty, B6: atari.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 공격합니다. F6이 백의 패 돌 F7을 따냅니다. 백 고리의 활로는 B6 하나로 줄어 단수입니다.</translation>
        </message>
        <message>
            <source>White answers by taking a different ko: D7 captures D6, and White&apos;s ring is out of atari with two liberties, B6 and D6. Black&apos;s top group still has two, F7 and H8.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백은 다른 패를 따내 받습니다. D7이 D6을 따내고, 백 고리는 단수에서 벗어나 활로가 B6과 D6 둘이 됩니다. 흑의 위쪽 무리는 여전히 F7과 H8 둘입니다.</translation>
        </message>
        <message>
            <source>Black may not retake at D6 at once (basic ko), so Black attacks with the third ko: B6 takes B7, and White is in atari at D6.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑은 D6을 곧바로 되따낼 수 없으므로(기본 패), 세 번째 패로 공격합니다. B6이 B7을 따내고, 백은 D6에서 단수입니다.</translation>
        </message>
        <message>
            <source>White answers at F7 (capturing F6) and has two liberties again, D6 and F6.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>백은 F7에 받아(F6을 따냄) 다시 활로가 D6과 F6 둘이 됩니다.</translation>
        </message>
        <message>
            <source>Black takes at D6 (capturing D7): White is in atari at F6.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>흑이 D6에서 따냅니다(D7을 따냄). 백은 F6에서 단수입니다.</translation>
        </message>
        <message>
            <source>White takes at B7 (capturing B6): the start position, with Black to play. Each side has captured three stones in the round.

Superko forbids this move, because it would bring the whole board back; with no other answer White&apos;s ring would then be captured. Under Ing&apos;s rules the move is an answer to an atari and is legal: Black, who attacked with F6, has used up its one disturbance.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>백이 B7에서 따냅니다(B6을 따냄). 처음 국면이 되고 흑의 차례입니다. 이 바퀴에서 양쪽이 세 점씩 따냈습니다.

슈퍼코는 바둑판 전체를 되돌리는 이 수를 금지합니다. 다른 응수가 없으므로 그러면 백의 고리는 잡힙니다. 응씨 규칙에서는 이 수가 단수에 대한 응수이므로 합법입니다. F6으로 공격한 흑은 한 번뿐인 교란을 다 썼습니다.</translation>
        </message>
        <message>
            <source>Round two. Under Ing&apos;s rules Black may not attack in the balanced ko again: this capture would recreate the position after move 1. Under the basic ko rule it is legal and the cycle can go on.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>두 번째 바퀴. 응씨 규칙에서는 흑이 균형 잡힌 패에서 다시 공격할 수 없습니다. 이렇게 따내면 1수 뒤의 국면이 다시 만들어지기 때문입니다. 기본 패 규칙에서는 합법이며 순환이 계속될 수 있습니다.</translation>
        </message>
        <message>
            <source>White answers as before.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>백은 앞에서처럼 받습니다.</translation>
        </message>
        <message>
            <source>Black takes at B6.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>흑이 B6에서 따냅니다.</translation>
        </message>
        <message>
            <source>White takes at F7.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>백이 F7에서 따냅니다.</translation>
        </message>
        <message>
            <source>Black takes at D6.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>흑이 D6에서 따냅니다.</translation>
        </message>
        <message>
            <source>The start stands for the third time with no pass in between: Japanese and Korean rules end the game without a result, Renaissance rules call it a draw by threefold repetition (each side captured six stones in the loop).</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>사이에 패스 없이 처음 국면이 세 번째로 나타났습니다. 일본 규칙과 한국 규칙에서는 대국이 무승부(무효)로 끝나고, 르네상스 규칙에서는 세 번 반복에 의한 비김입니다(순환 중에 양쪽이 여섯 점씩 따냄).</translation>
        </message>
        <message>
            <source>Black passes at once.</source>
            <extracomment>comment on the Both pass: seki, node 1</extracomment>
            <translation>흑이 곧바로 패스합니다.</translation>
        </message>
        <message>
            <source>White passes too. Neither group can be captured, so both are alive in seki.

Area count: Black has 37 stones, the 8 points of the bottom row, and D7 and H8, which only Black stones touch: 47. White has 15 stones and B6 and F6: 17. Black wins by 30.

Territory count (Japanese, Korean): these rules leave seki points uncounted only where a neutral point (dame) touches both sides, and here no empty point does: every empty point touches one colour only. So each side&apos;s eyes count: Black has the 8 points of the bottom row plus D7 and H8, 10 in all; White has B6 and F6, 2. Black by 8. Renaissance rules need a third pass to stop play.</source>
            <extracomment>comment on the Both pass: seki, node 2</extracomment>
            <translation>백도 패스합니다. 어느 무리도 잡힐 수 없으므로 둘 다 빅으로 살아 있습니다.

영역 계산: 흑은 돌 37개, 맨 아래 줄의 8점, 그리고 흑돌만 닿아 있는 D7과 H8로 47입니다. 백은 돌 15개와 B6, F6으로 17입니다. 흑이 30 이깁니다.

집 계산(일본, 한국): 이 규칙들은 중립점(공배)이 양쪽에 닿아 있는 빅에서만 그 점들을 세지 않는데, 여기에는 그런 빈 점이 없습니다. 모든 빈 점이 한 색에만 닿아 있습니다. 그래서 양쪽의 눈이 집으로 셈해집니다. 흑은 맨 아래 줄의 8집과 D7, H8을 더해 모두 10집, 백은 B6과 F6의 2집입니다. 흑이 8집 이깁니다. 르네상스 규칙에서는 대국을 정지하려면 세 번째 패스가 필요합니다.</translation>
        </message>
        <message>
            <source>Black passes and lets White attack first.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 1</extracomment>
            <translation>흑이 패스하여 백이 먼저 공격하게 합니다.</translation>
        </message>
        <message>
            <source>White attacks: D7 takes Black&apos;s D6. Black&apos;s top group is in atari at H8.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 2</extracomment>
            <translation>백이 공격합니다. D7이 흑의 D6을 따냅니다. 흑의 위쪽 무리가 H8에서 단수입니다.</translation>
        </message>
        <message>
            <source>Black answers at F6 (capturing F7): White is down to B6 and D6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 3</extracomment>
            <translation>흑은 F6에 받습니다(F7을 따냄). 백의 활로는 B6과 D6으로 줄어듭니다.</translation>
        </message>
        <message>
            <source>White has nothing to take at once (Black has just taken at F6) and passes.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 4</extracomment>
            <translation>백은 곧바로 따낼 것이 없으므로(흑이 방금 F6에서 따냈습니다) 패스합니다.</translation>
        </message>
        <message>
            <source>Black retakes at D6 (capturing D7): White is in atari at B6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 5</extracomment>
            <translation>흑이 D6에서 되따냅니다(D7을 따냄). 백은 B6에서 단수입니다.</translation>
        </message>
        <message>
            <source>White answers at F7 (capturing F6): the start position with Black to play. White&apos;s D7 began this round, so under Ing&apos;s rules White has used up its one disturbance. Superko forbids this move.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 6</extracomment>
            <translation>백은 F7에 받습니다(F6을 따냄). 처음 국면이 되고 흑의 차례입니다. 이 바퀴는 백의 D7로 시작되었으므로, 응씨 규칙에서 백은 한 번뿐인 교란을 다 썼습니다. 슈퍼코는 이 수를 금지합니다.</translation>
        </message>
        <message>
            <source>Now Black sets off a round of its own: B6 takes B7, and White is in atari at F6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 7</extracomment>
            <translation>이제 흑이 자기 바퀴를 일으킵니다. B6이 B7을 따내고, 백은 F6에서 단수입니다.</translation>
        </message>
        <message>
            <source>White answers at D7 (capturing D6) and is out of atari. Answering an atari is always allowed.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 8</extracomment>
            <translation>백은 D7에 받아(D6을 따냄) 단수에서 벗어납니다. 단수에 응수하는 것은 언제나 허용됩니다.</translation>
        </message>
        <message>
            <source>Black goes on with its round: F6 takes F7, and White is in atari at D6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 9</extracomment>
            <translation>흑이 자기 바퀴를 이어 갑니다. F6이 F7을 따내고, 백은 D6에서 단수입니다.</translation>
        </message>
        <message>
            <source>White answers at B7 (capturing B6) and has two liberties again, B6 and D6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 10</extracomment>
            <translation>백은 B7에 받아(B6을 따냄) 다시 활로가 B6과 D6 둘이 됩니다.</translation>
        </message>
        <message>
            <source>Black takes at D6 (capturing D7), and White is in atari at B6. The position after move 5 has come back with White to play, and Black began this round: Black has used up its disturbance too.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 11</extracomment>
            <translation>흑이 D6에서 따내고(D7을 따냄), 백은 B6에서 단수입니다. 5수 뒤의 국면이 백 차례로 돌아왔고, 이 바퀴는 흑이 시작했습니다. 흑도 교란을 다 썼습니다.</translation>
        </message>
        <message>
            <source>White answers at F7 (capturing F6): the start again, Black to play. Both players have disturbed once. Neither may attack in the balanced ko again, and each can always answer the other&apos;s atari, so nothing more can happen here.

Renaissance rules stop here: the start has stood three times, and with five captures each the game is a draw. Japanese and Korean rules do not end the game, because White&apos;s pass at move 4 came between the repetitions.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 12</extracomment>
            <translation>백은 F7에 받습니다(F6을 따냄). 다시 처음 국면이 되고 흑의 차례입니다. 양쪽 모두 한 번씩 교란했습니다. 어느 쪽도 균형 잡힌 패에서 다시 공격할 수 없고, 각자 상대의 단수에 언제나 응수할 수 있으므로 여기서는 더 이상 아무 일도 일어날 수 없습니다.

르네상스 규칙에서는 여기서 멈춥니다. 처음 국면이 세 번 나왔고, 양쪽이 다섯 점씩 따냈으므로 대국은 비김입니다. 일본 규칙과 한국 규칙에서는 대국이 끝나지 않습니다. 4수째 백의 패스가 반복 사이에 있었기 때문입니다.</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 13</extracomment>
            <translation>흑이 패스합니다.</translation>
        </message>
        <message>
            <source>White passes: both groups live in seki. The board is the start position again. Each side captured five stones, so the prisoners cancel under territory counting: Black by 30 on area, by 8 on territory, as when both pass at once.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 14</extracomment>
            <translation>백이 패스합니다. 두 무리 모두 빅으로 삽니다. 바둑판은 다시 처음 국면입니다. 양쪽이 다섯 점씩 따냈으므로 집 계산에서는 사석이 상쇄됩니다. 곧바로 둘 다 패스했을 때와 마찬가지로 영역 계산으로 흑이 30, 집 계산으로 흑이 8 이깁니다.</translation>
        </message>
        <message>
            <source>The same shape with one change on the left. White&apos;s stone B4 now sits in the mouth of Black&apos;s wall, not of Black&apos;s top group, and B5, where Black takes it, is a liberty of White&apos;s ring. In the main line the left ko lay between the two locked groups; here it lies between White&apos;s ring and Black&apos;s living wall: it is an external ko.

White&apos;s ring still has two liberties, B5 and F6, and Black&apos;s top group two, D7 and the eye H8. Counted that way it looks like the balanced position again. But only F6 is an internal liberty of the ring: one against two. So this is no balanced ko, only an unbalanced double ko (the kos at D7 and F6, with Black&apos;s eye) next to an ordinary ko against the wall, and White is dead.

Ing&apos;s rules judge balance by internal liberties only: an eye, a liberty the two groups share, or a ko point whose ko stone sits in the other locked group&apos;s mouth. If White claims that the kos are balanced anyway, White can answer Black&apos;s capture on the left by taking at D7 once in the game; that round is White&apos;s one disturbance, and the next time White has no answer. Superko refuses the round&apos;s last move at once, with the same result.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 1</extracomment>
            <translation>같은 모양에서 왼쪽만 하나 바뀌었습니다. 백 B4는 이제 흑의 위쪽 무리가 아니라 흑 벽의 입구에 있고, 흑이 그것을 따내는 B5는 백 고리의 활로입니다. 본선에서는 왼쪽 패가 얽힌 두 무리 사이에 있었지만, 여기서는 백의 고리와 살아 있는 흑 벽 사이에 있습니다. 바깥 패입니다.

백의 고리는 여전히 B5와 F6의 두 활로가 있고, 흑의 위쪽 무리도 D7과 눈 H8의 두 활로가 있습니다. 이렇게 세면 다시 균형 잡힌 국면처럼 보입니다. 그러나 고리의 안공배는 F6뿐이므로 하나 대 둘입니다. 따라서 이것은 균형 잡힌 패가 아니라, 균형이 잡히지 않은 양패(D7과 F6의 패와 흑의 눈) 옆에 벽을 상대로 한 보통의 패가 있는 것일 뿐이며, 백은 죽어 있습니다.

응씨 규칙은 안공배만으로 균형을 판단합니다. 안공배란 눈, 두 무리가 함께 쓰는 활로, 또는 패 돌이 얽힌 상대 무리의 입구에 있는 패의 점입니다. 백이 그래도 패가 균형 잡혀 있다고 주장한다면, 백은 왼쪽에서 흑이 따낸 데 대해 한 판에 한 번 D7을 따내 받을 수 있습니다. 그 바퀴가 백의 한 번뿐인 교란이 되고, 다음번에는 백에게 응수가 없습니다. 슈퍼코는 그 바퀴의 마지막 수를 곧바로 거부하며, 결과는 같습니다.</translation>
        </message>
        <message>
            <source>Black takes the external ko: B5 captures B4, and White&apos;s ring is in atari at F6. Under Ing&apos;s rules this is an ordinary capture in a fighting ko (Black&apos;s wall is in no danger): it sets nothing off.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 2</extracomment>
            <translation>흑이 바깥 패를 따냅니다. B5가 B4를 따내고, 백의 고리는 F6에서 단수입니다. 응씨 규칙에서 이것은 패싸움에서의 보통의 따내기이며(흑 벽은 전혀 위험하지 않습니다), 아무것도 일으키지 않습니다.</translation>
        </message>
        <message>
            <source>White answers by taking a different ko: D7 captures D6. The ring has D6 again, and now Black&apos;s top group is in atari at its eye H8. Taking another ko instead of finding a ko threat is what begins the cycle: under Ing&apos;s rules this round is charged to White.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 3</extracomment>
            <translation>백은 다른 패를 따내 받습니다. D7이 D6을 따냅니다. 고리는 다시 D6을 얻고, 이제 흑의 위쪽 무리가 눈 H8에서 단수입니다. 팻감을 찾는 대신 다른 패를 따내는 것이 순환의 시작입니다. 응씨 규칙에서는 이 바퀴가 백의 몫으로 셈해집니다.</translation>
        </message>
        <message>
            <source>Black answers the atari: F6 captures F7. The top group has F7 and H8 again, and White&apos;s ring is in atari at D6.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 4</extracomment>
            <translation>흑이 단수에 응수합니다. F6이 F7을 따냅니다. 위쪽 무리는 다시 F7과 H8을 얻고, 백의 고리는 D6에서 단수입니다.</translation>
        </message>
        <message>
            <source>White retakes the external ko: B4 captures B5 (two moves have passed since Black&apos;s B5 captured, so it is no longer hot). The ring has B5 and D6.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 5</extracomment>
            <translation>백이 바깥 패를 되따냅니다. B4가 B5를 따냅니다(흑 B5가 따낸 뒤 두 수가 지났으므로 더는 핫이 아닙니다). 고리는 B5와 D6을 가집니다.</translation>
        </message>
        <message>
            <source>Black takes at D6 (capturing D7): the ring is in atari at B5.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 6</extracomment>
            <translation>흑이 D6에서 따냅니다(D7을 따냄). 고리는 B5에서 단수입니다.</translation>
        </message>
        <message>
            <source>White takes at F7 (capturing F6): the position this line started from, with Black to play.

Superko forbids this move, and with no other answer the ring would be captured. Under Ing&apos;s rules it is legal, but White, whose D7 began the round, has now used its one disturbance. The basic ko rule of the Japanese and Korean rules allows it too.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 7</extracomment>
            <translation>백이 F7에서 따냅니다(F6을 따냄). 이 변화가 시작된 국면이 되고 흑의 차례입니다.

슈퍼코는 이 수를 금지하며, 다른 응수가 없으므로 고리는 잡히게 됩니다. 응씨 규칙에서는 합법이지만, D7로 이 바퀴를 시작한 백은 이제 한 번뿐인 교란을 썼습니다. 일본 규칙과 한국 규칙의 기본 패 규칙도 이 수를 허용합니다.</translation>
        </message>
        <message>
            <source>Black takes the external ko again. Ing&apos;s rules allow it: Black has set no cycle going, its captures were a fight and answers to ataris. White&apos;s ring is in atari at F6.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 8</extracomment>
            <translation>흑이 다시 바깥 패를 따냅니다. 응씨 규칙은 이를 허용합니다. 흑은 순환을 일으킨 적이 없으며, 흑의 따내기는 패싸움이거나 단수에 대한 응수였습니다. 백의 고리는 F6에서 단수입니다.</translation>
        </message>
        <message>
            <source>Under Ing&apos;s rules White may not answer at D7 again: that would start White&apos;s cycle a second time. Nothing else saves the ring, so White passes. (Under the Japanese and Korean rules D7 is still legal and the kos could keep turning, until the game ends without a result as in the main line; this line shows what Ing&apos;s disturbing rule decides.)</source>
            <extracomment>comment on the One ko outside: Black attacks, node 9</extracomment>
            <translation>응씨 규칙에서는 백이 다시 D7에 받을 수 없습니다. 그러면 백의 순환을 두 번째로 시작하게 됩니다. 그 밖에는 고리를 살릴 수가 없으므로 백은 패스합니다. (일본 규칙과 한국 규칙에서는 D7이 여전히 합법이어서 본선처럼 대국이 무승부(무효)로 끝날 때까지 패가 계속 돌 수 있습니다. 이 변화는 응씨 규칙의 교란 규칙이 무엇을 결정하는지를 보여 줍니다.)</translation>
        </message>
        <message>
            <source>Black captures at F6: the ring and F7, fourteen stones. White&apos;s group was dead, and now it is off the board.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 10</extracomment>
            <translation>흑이 F6에서 따냅니다. 고리와 F7, 열네 점입니다. 백 무리는 죽어 있었고, 이제 바둑판에서 사라졌습니다.</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 11</extracomment>
            <translation>백이 패스합니다.</translation>
        </message>
        <message>
            <source>Black passes: the whole board is Black&apos;s. Area: 39 stones and 25 empty points, 64. Territory (Japanese, Korean, Renaissance B): 25 points and 18 prisoners for Black against White&apos;s 3 prisoners: Black by 40.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 12</extracomment>
            <translation>흑이 패스합니다. 바둑판 전체가 흑의 것입니다. 영역 계산: 돌 39개와 빈 점 25개로 64. 집 계산(일본, 한국, 르네상스 B): 흑은 25집과 사석 18개, 백은 사석 3개이므로 흑이 40집 이깁니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram area-and-territory</name>
        <message>
            <source>Two ways of counting</source>
            <extracomment>title</extracomment>
            <translation>두 가지 계산 방법</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Area counting as in the Chinese, New Zealand and Tromp-Taylor rules; territory counting as in the Japanese and Korean rules.</source>
            <extracomment>source</extracomment>
            <translation>이 강좌를 위해 만든 국면입니다. 영역 계산은 중국 규칙, 뉴질랜드 규칙, 트롬프-테일러 규칙을, 집 계산은 일본 규칙과 한국 규칙을 따릅니다.</translation>
        </message>
        <message>
            <source>A finished 7x7 game: two passes end play, area counting gives Black one point more than territory counting, because Black has one more stone on the board.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>끝난 7x7 대국: 두 번의 패스로 대국이 정지하고, 흑이 바둑판 위에 돌이 하나 더 많으므로 영역 계산이 집 계산보다 흑에게 1점을 더 줍니다.</translation>
        </message>
        <message>
            <source>A finished game on a 7x7 board. Black owns the left side, White the right; the two walls touch everywhere, so no point is left between them and nothing has been captured. Black began and made the last move, so Black has one stone more on the board: 8 against White&apos;s 7. There is no komi here (komi comes in a later lesson).

Territory is the empty points a player&apos;s stones surround: Black has 17 (the A and B columns and C3-C1), White has 17 (the F and G columns and E7-E5).

There are two ways to count. Area counting (Chinese, New Zealand, AGA, Ing, Tromp-Taylor, Renaissance A and the simplified rules other than the Japanese/Korean one) adds a player&apos;s stones on the board to the territory: Black 8 + 17 = 25, White 7 + 17 = 24. Territory counting (Japanese, Korean, the simplified Japanese/Korean rules and Renaissance B) adds the prisoners a player took instead of the stones: none were taken, so it is 17 to 17.

White is to play, and nothing worth a move is left.</source>
            <extracomment>comment at the start</extracomment>
            <translation>7x7 바둑판에서 끝난 대국입니다. 흑은 왼쪽, 백은 오른쪽을 차지했습니다. 두 벽이 모든 곳에서 맞닿아 있어 그 사이에 남은 점은 없고, 따낸 돌도 없습니다. 흑이 먼저 두고 마지막 수도 두었으므로, 흑은 바둑판 위에 돌이 하나 더 많습니다. 백의 7개에 대해 8개입니다. 여기서는 덤이 없습니다(덤은 나중 강좌에서 다룹니다).

집은 대국자의 돌이 둘러싼 빈 점입니다. 흑은 17집(A열과 B열, C3-C1), 백은 17집(F열과 G열, E7-E5)입니다.

계산 방법은 두 가지입니다. 영역 계산(중국, 뉴질랜드, AGA, 응씨, 트롬프-테일러, 르네상스 A, 그리고 일본/한국을 제외한 간이 규칙)은 바둑판 위 자기 돌의 수를 집에 더합니다. 흑 8 + 17 = 25, 백 7 + 17 = 24입니다. 집 계산(일본, 한국, 간이 규칙 일본/한국, 르네상스 B)은 돌 대신 따낸 사석을 더합니다. 따낸 돌이 없으므로 17 대 17입니다.

백의 차례이며, 둘 가치가 있는 곳은 남아 있지 않습니다.</translation>
        </message>
        <message>
            <source>White passes: no move would gain anything.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>백이 패스합니다. 어디에 두어도 얻을 것이 없습니다.</translation>
        </message>
        <message>
            <source>Black passes too: two passes in a row stop play (the Renaissance rules want a third), and the game is counted. Area counting: Black 25, White 24, so Black wins by 1. Territory counting: 17 to 17, a draw. The point between the two counts is Black&apos;s extra stone, which only area counting counts.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>흑도 패스합니다. 연속 두 번의 패스로 대국이 정지하고(르네상스 규칙은 세 번째 패스를 요구합니다), 계가를 합니다. 영역 계산: 흑 25, 백 24로 흑이 1점 이깁니다. 집 계산: 17 대 17로 비김입니다. 두 계산의 1점 차이는 영역 계산에서만 세는 흑의 돌 하나입니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram balanced-double-ko</name>
        <message>
            <source>Disturbing a balanced double ko</source>
            <extracomment>title</extracomment>
            <translation>균형 잡힌 양패의 교란</translation>
        </message>
        <message>
            <source>The double ko seki of the library (Sensei&apos;s Library &apos;Double Ko&apos;; Renaissance rules, example 2), turned upside down, with a line of our own for this lesson. Ing&apos;s SST rules, part 6B (balanced kos: disturbing, once per player per game; "Balanced double ko - Seki, no ko threats") and part 2 (During the game, item 5).</source>
            <extracomment>source</extracomment>
            <translation>이 라이브러리의 양패빅(Sensei&apos;s Library(영어 바둑 위키)의 &apos;Double Ko&apos;; 르네상스 규칙, 예 2)을 위아래로 뒤집고, 이 강좌를 위해 우리가 만든 변화를 붙였습니다. 응씨 SST 규칙, 제6부 B(균형 잡힌 패: 교란은 대국자마다 한 판에 한 번; "Balanced double ko - Seki, no ko threats", 균형 잡힌 양패 - 빅, 팻감 없음)와 제2부(During the game, 대국 중, 제5항).</translation>
        </message>
        <message>
            <source>A seki of two kos in which both groups have two inside liberties: a balanced ko. Under Ing&apos;s rules the player who sets off its cycle has disturbed, and may not do it a second time; the two groups stay in seki.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>두 무리 모두 안공배가 둘인 패 두 개의 빅으로, 균형 잡힌 패입니다. 응씨 규칙에서는 그 순환을 일으킨 대국자가 교란한 것이며 두 번째로는 할 수 없습니다. 두 무리는 빅으로 남습니다.</translation>
        </message>
        <message>
            <source>Three groups: White&apos;s wall on row 5, alive with the two rows above it; Black&apos;s middle group (rows 4 and 3); White&apos;s bottom group (rows 2 and 1). The middle and bottom groups are locked together by two kos. White&apos;s D3 sits in Black&apos;s mouth, and Black takes it at D2; Black&apos;s B2 sits in White&apos;s mouth, and White takes it at B3. Both groups also touch the empty point F2.

So Black&apos;s middle group has two liberties, B3 and F2, and White&apos;s bottom group two, D2 and F2, all of them inside the locked shape. Whoever takes a ko puts the other group in atari, and the other answers by taking the other ko: neither can capture. The groups live in seki, and every ruleset agrees on that if both pass (the variation).

Ing&apos;s rules call such a ko balanced: each side has two or more separate inside liberties, and as many as the other. Taking a ko in it does not fight for life; it only starts a cycle of captures, and Ing&apos;s rules call that disturbing. Each player may disturb once in a game. Answering the other&apos;s atari never counts as disturbing. So the balanced ko cannot serve as an endless supply of ko threats: each side gets one use of it, and the seki stays. Superko rules limit the cycle in their own way, by forbidding the move that brings back an earlier board; Japanese, Korean and Renaissance rules allow the moves here.

The komi is 0.</source>
            <extracomment>comment at the start</extracomment>
            <translation>무리가 셋 있습니다. 5행의 백 벽은 위쪽 두 줄과 함께 살아 있습니다. 흑의 가운데 무리(4행과 3행)와 백의 아래쪽 무리(2행과 1행)가 있습니다. 가운데 무리와 아래쪽 무리는 두 패로 얽혀 있습니다. 백 D3은 흑의 입구에 있고 흑은 D2에서 그것을 따냅니다. 흑 B2는 백의 입구에 있고 백은 B3에서 그것을 따냅니다. 두 무리는 빈 점 F2에도 닿아 있습니다.

그래서 흑의 가운데 무리는 B3과 F2, 백의 아래쪽 무리는 D2와 F2의 두 활로가 있으며, 모두 얽힌 모양의 안쪽에 있습니다. 누가 패를 따내든 상대 무리가 단수가 되고, 상대는 다른 패를 따내 받으므로 어느 쪽도 잡을 수 없습니다. 두 무리는 빅으로 살며, 둘 다 패스하면 모든 규칙이 이에 동의합니다(변화도).

응씨 규칙은 이런 패를 균형 잡힌 패라고 부릅니다. 양쪽 모두 서로 떨어진 안공배가 둘 이상이고 그 수가 같습니다. 여기서 패를 따내는 것은 사활을 건 싸움이 아니라 따내기의 순환을 일으킬 뿐이며, 응씨 규칙은 이를 교란이라고 부릅니다. 각 대국자는 한 판에 한 번 교란할 수 있습니다. 상대의 단수에 응수하는 것은 결코 교란으로 치지 않습니다. 그래서 균형 잡힌 패는 끝없는 팻감의 공급원이 될 수 없습니다. 양쪽이 한 번씩 쓸 수 있을 뿐이고, 빅은 그대로 남습니다. 슈퍼코 규칙은 이전의 바둑판을 되살리는 수를 금지하는 자기 방식으로 순환을 제한합니다. 일본, 한국, 르네상스 규칙은 여기서의 수들을 허용합니다.

덤은 0입니다.</translation>
        </message>
        <message>
            <source>Black disturbs: D2 takes White&apos;s ko stone D3. White&apos;s bottom group is in atari at F2.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 교란합니다. D2가 백의 패 돌 D3을 따냅니다. 백의 아래쪽 무리가 F2에서 단수입니다.</translation>
        </message>
        <message>
            <source>White answers by taking the other ko: B3 captures B2. White&apos;s group has two liberties again (F2 and B2); Black&apos;s middle group now has D3 and F2.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백은 다른 패를 따내 받습니다. B3이 B2를 따냅니다. 백 무리는 다시 활로가 둘(F2와 B2)이 되고, 흑의 가운데 무리의 활로는 이제 D3과 F2입니다.</translation>
        </message>
        <message>
            <source>Black may not take back at B2 at once (basic ko), and passes.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑은 B2를 곧바로 되따낼 수 없으므로(기본 패) 패스합니다.</translation>
        </message>
        <message>
            <source>White retakes at D3 (capturing D2). Black&apos;s middle group is in atari at F2.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>백이 D3에서 되따냅니다(D2를 따냄). 흑의 가운데 무리가 F2에서 단수입니다.</translation>
        </message>
        <message>
            <source>Black retakes at B2 (capturing B3) and both groups have two liberties again: the stones are as at the start, with White to play. Positional superko forbids this move.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>흑이 B2에서 되따내고(B3을 따냄) 두 무리 모두 다시 활로가 둘이 됩니다. 돌의 배치는 처음과 같고 백의 차례입니다. 포지셔널 슈퍼코는 이 수를 금지합니다.</translation>
        </message>
        <message>
            <source>White passes. Now the starting position has come back, with Black to play: the cycle that Black&apos;s D2 began has come round, and under Ing&apos;s rules it is charged to Black. Black has disturbed once.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>백이 패스합니다. 이제 처음 국면이 흑 차례로 돌아왔습니다. 흑의 D2로 시작된 순환이 한 바퀴 돌았으므로, 응씨 규칙에서는 이것이 흑의 몫으로 셈해집니다. 흑은 한 번 교란했습니다.</translation>
        </message>
        <message>
            <source>Black would take at D2 again, setting the cycle off a second time. Ing&apos;s rules forbid it: each player may disturb only once. Situational superko forbids it too; Japanese, Korean and Renaissance rules allow it.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>흑은 다시 D2에서 따내 순환을 두 번째로 일으키려 합니다. 응씨 규칙은 이를 금지합니다. 각 대국자는 한 번만 교란할 수 있습니다. 시추에이셔널 슈퍼코도 이를 금지하며, 일본, 한국, 르네상스 규칙은 허용합니다.</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the Both pass: seki, node 1</extracomment>
            <translation>흑이 패스합니다.</translation>
        </message>
        <message>
            <source>White passes too: every group is alive, the middle and bottom ones in seki. Area: White 19 stones, the 14 points above its wall and D2, which only White stones touch: 34; Black 13 stones and B3, which only Black stones touch: 14. White by 20. Japanese and Korean rules count nothing in a seki, so B3, D2 and F2 score for nobody: White&apos;s 14 points above the wall against Black&apos;s none, White by 14.</source>
            <extracomment>comment on the Both pass: seki, node 2</extracomment>
            <translation>백도 패스합니다. 모든 무리가 살아 있고, 가운데와 아래쪽 무리는 빅입니다. 영역 계산: 백은 돌 19개, 벽 위쪽의 14점, 백돌만 닿아 있는 D2로 34, 흑은 돌 13개와 흑돌만 닿아 있는 B3으로 14입니다. 백이 20 이깁니다. 일본 규칙과 한국 규칙은 빅 안의 점을 세지 않으므로 B3, D2, F2는 누구의 점수도 되지 않습니다. 벽 위쪽 백의 14집 대 흑의 0집으로 백이 14집 이깁니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram disputed-dead-stone</name>
        <message>
            <source>A dead stone in dispute</source>
            <extracomment>title</extracomment>
            <translation>사활 다툼이 된 죽은 돌</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Japanese rules of 1989, articles 7-9 (confirmation of life and death after play stops, as summarised in the library&apos;s notes); Simplified Japanese/Korean rules (hypothetical alternation settles disputes); Renaissance rules, rule 5 and B.8-B.9 (resumption, dispute phases); Tromp-Taylor (every stone on the board is alive).</source>
            <extracomment>source</extracomment>
            <translation>이 강좌를 위해 만든 국면입니다. 일본 바둑 규약(日本囲碁規約, 1989년), 제7-9조(대국 정지 뒤의 사활 확인, 라이브러리의 주석에 요약된 대로); 간이 규칙 일본/한국(가상의 번갈아 두기로 다툼을 해결); 르네상스 규칙, 규칙 5와 B.8-B.9(대국 재개, 다툼 단계); 트롬프-테일러 규칙(바둑판 위의 돌은 모두 삶).</translation>
        </message>
        <message>
            <source>A lone White stone at A1 inside Black&apos;s area, and White will not agree that it is dead. Japanese rules settle it in a confirmation play that costs nothing; under the other rules Black plays it out; under Tromp-Taylor rules the stone, never captured, counts as alive.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>흑의 영역 안 A1에 홀로 있는 백 한 점을 백이 죽은 돌로 인정하지 않습니다. 일본 규칙은 아무 부담도 없는 사활 확인 착수로 이를 해결하고, 다른 규칙에서는 흑이 실제로 두어서 해결하며, 트롬프-테일러 규칙에서는 한 번도 잡히지 않은 그 돌이 산 돌로 셈해집니다.</translation>
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
            <translation>계가 강좌의 끝난 대국이지만, 백이 흑의 영역 깊숙이 A1에 돌을 놓았습니다. 이 돌은 살 수 없습니다. 활로는 A2와 B1이고, 흑은 원할 때 언제든 둘 다 메울 수 있습니다. 각 규칙은 자기 덤으로 계산합니다.

흑 차례이지만 흑은 곧바로 따낼 필요가 없다고 보고 패스합니다. 백도 패스하여 대국이 정지합니다. 이제 대국자는 어느 돌이 죽었는지 합의해야 합니다. 백이 A1이 죽었다고 인정하면(변화도) 그 돌을 들어내고 모든 규칙이 그곳을 흑의 것으로 셉니다. 흑의 집은 17집에 죽은 돌 하나를 더한 것이고, 백은 17집입니다.

그러나 백이 이의를 제기합니다. 그러면 어떻게 될까요?
- 일본 규칙과 한국 규칙: 대국자는 대국 뒤의 사활 확인 착수로 이를 해결합니다. 흑이 A2와 B1을 메워 그 돌을 따내고, 백은 패스합니다. 사활 확인에서 둔 돌과 패스는 계가에 아무 영향도 주지 않습니다. 그 돌은 죽은 돌이고, 계가는 백이 인정했을 때와 같습니다. 간이 규칙 일본/한국도 실제로 두지 않고 상상 속에서(현명한 착수라면 따낼지) 같은 일을 합니다.
- 영역 계산(중국, AGA, 뉴질랜드, 응씨, 영역 계산의 간이 규칙): 대국이 그냥 계속됩니다. A2와 B1의 흑돌은 흑 자신의 영역 안에 있으므로 영역 계산에서는 아무 손해도 없습니다. AGA 규칙에서는 백이 패스할 때마다 흑에게 패스 돌을 하나 넘겨줍니다.
- 르네상스 규칙: 세 번 패스해야 대국이 정지하므로, 흑의 A2는 아직 본 대국의 일부입니다. 집을 세는 르네상스 B에서는 A2와 B1이 흑 자신의 집 두 점을 메우고, A1을 따내도 죽은 돌로 들어냈을 때와 같은 사석 하나만 얻습니다. 실제로 두어서 해결한 탓에 흑은 두 집을 손해 보았습니다.
- 트롬프-테일러 규칙은 두 번의 패스로 대국을 끝내고 바둑판 위의 돌을 모두 산 돌로 셉니다. A1은 한 번도 잡히지 않았으므로 A열과 B열, C1-C3은 백돌에 닿아 있어 누구의 것도 아닙니다. 흑은 패스하기 전에 따냈어야 했습니다.</translation>
        </message>
        <message>
            <source>Black passes without capturing A1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 A1을 따내지 않고 패스합니다.</translation>
        </message>
        <message>
            <source>White passes. Play stops (not yet under the Renaissance rules), and Tromp-Taylor rules end the game here: A1 counts as alive, and White wins by 24.5. White does not agree that A1 is dead.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 패스합니다. 대국이 정지하고(르네상스 규칙에서는 아직 아님), 트롬프-테일러 규칙에서는 여기서 대국이 끝납니다. A1은 산 돌로 셈해지고 백이 24.5 이깁니다. 백은 A1이 죽었다고 인정하지 않습니다.</translation>
        </message>
        <message>
            <source>Black fills A2: in the confirmation play under Japanese and Korean rules, in play that goes on elsewhere. A1 is in atari.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑이 A2를 메웁니다. 일본 규칙과 한국 규칙에서는 사활 확인 착수로, 다른 규칙에서는 계속되는 대국에서 둡니다. A1은 단수입니다.</translation>
        </message>
        <message>
            <source>White has nothing to do and passes.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>백은 할 것이 없으므로 패스합니다.</translation>
        </message>
        <message>
            <source>Black captures A1 with B1.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>흑이 B1로 A1을 따냅니다.</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>백이 패스합니다.</translation>
        </message>
        <message>
            <source>Black passes: the dispute is settled, and A1 was dead. Japanese and Korean rules count as if White had agreed at once, since the confirmation play is not kept. Where play went on, its moves count: under Renaissance B, Black&apos;s two stones in its own area cost two points of territory.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>흑이 패스합니다. 다툼이 해결되었고, A1은 죽은 돌이었습니다. 일본 규칙과 한국 규칙에서는 사활 확인 착수를 남기지 않으므로 백이 곧바로 인정했을 때처럼 계산합니다. 대국이 계속된 규칙에서는 그 수들이 계산에 들어갑니다. 르네상스 B에서는 흑 자신의 영역 안에 둔 흑돌 두 개 때문에 집이 두 집 줄어듭니다.</translation>
        </message>
        <message>
            <source>White agrees: A1 is dead and is taken off (marked as Black&apos;s territory). Territory: Black 17 + 1 dead stone = 18, White 17: with komi 6.5 White wins by 5.5 (Japanese, Korean, Renaissance B). Area: Black 25, White 24: with komi 7.5 White wins by 6.5. Only Tromp-Taylor rules have no agreement: the game ended at the two passes with A1 on the board and alive.</source>
            <extracomment>comment on the White agrees that A1 is dead, node 3</extracomment>
            <translation>백이 인정합니다. A1은 죽은 돌이므로 들어냅니다(흑의 집으로 표시됨). 집 계산: 흑 17 + 죽은 돌 1 = 18, 백 17. 덤 6.5이면 백이 5.5 이깁니다(일본, 한국, 르네상스 B). 영역 계산: 흑 25, 백 24. 덤 7.5이면 백이 6.5 이깁니다. 트롬프-테일러 규칙에만 합의가 없습니다. 대국은 A1이 바둑판 위에 산 채로 있는 상태에서 두 번의 패스로 끝났습니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram ing-fill-in-count</name>
        <message>
            <source>Counting with a bowl of stones</source>
            <extracomment>title</extracomment>
            <translation>바둑통의 돌로 세기</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Ing&apos;s SST rules, part 2 (Counting, items 1-4) and part 3 (Demonstrations of Ing counting: the even game).</source>
            <extracomment>source</extracomment>
            <translation>이 강좌를 위해 만든 국면입니다. 응씨 SST 규칙, 제2부(Counting, 계산, 제1-4항)와 제3부(Demonstrations of Ing counting, 응씨 계산의 실례: 호선).</translation>
        </message>
        <message>
            <source>A finished 7x7 game counted Ing&apos;s way: each side fills its own area from a fixed supply of stones, White&apos;s komi of 8 is four stones put in Black&apos;s area, and the stones left over show the winner at a glance: Black by 1 winning point and 3 losing stones, 7 points.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>응씨 방식으로 계산하는 끝난 7x7 대국: 양쪽이 정해진 수의 돌로 자기 영역을 채우고, 백의 덤 8점은 흑의 영역에 놓는 돌 4개로 치르며, 남은 돌로 승자가 한눈에 드러납니다. 이기는 1점과 지는 쪽의 남은 돌 3개로 흑이 7점 이깁니다.</translation>
        </message>
        <message>
            <source>An even game on a 7x7 board, finished, White to play. Black&apos;s wall (D7-D4 and E4-E1, 8 stones) surrounds the left: 24 empty points. White&apos;s wall (E7-E5 and F4-F1, 7 stones) surrounds the F and G columns on the right: 10 points. Nothing has been captured. Each ruleset counts with its own komi.

Ing&apos;s rules count area, but with stones instead of numbers. Each player begins with the same supply of stones: 180 on a 19x19 board, here 24 each, so that together they could fill every point but one. At the end, captured and dead stones go back to their owners&apos; bowls, and each player fills his own area with the stones he has left.

Black has put 8 stones on the board and keeps 16; White has put 7 and keeps 17. In an even game White&apos;s komi of 8 points is paid as four White stones placed in Black&apos;s area. Then Black fills: 24 empty points less the 4 White stones is 20, and Black&apos;s 16 stones leave 4 points empty. White, with 17 - 4 = 13 stones, fills its 10 points and has 3 stones left over: White has lost, and it shows without counting a single point.

To know by how much, White puts these losing stones into Black&apos;s area, and one empty point remains there, the winning point. The margin counts that point once and each losing stone twice: 1 + 2 x 3 = 7. It is the same as an area count with komi 8: Black 32, White 17 + 8 = 25. A tie can only happen when a seki leaves an odd shared point; Black wins ties in an even game.

The other rulesets: area with komi 7.5 (Chinese, AGA, Tromp-Taylor), Black by 7.5; area with komi 7 (New Zealand), Black by 8; territory (24 - 10) with komi 6.5 (Japanese, Korean), Black by 7.5.</source>
            <extracomment>comment at the start</extracomment>
            <translation>7x7 바둑판의 호선 대국이 끝났고 백의 차례입니다. 흑의 벽(D7-D4와 E4-E1, 돌 8개)이 왼쪽을 둘러싸 빈 점 24개가 있습니다. 백의 벽(E7-E5와 F4-F1, 돌 7개)이 오른쪽의 F열과 G열을 둘러싸 10점이 있습니다. 따낸 돌은 없습니다. 각 규칙은 자기 덤으로 계산합니다.

응씨 규칙은 영역을 세지만, 숫자 대신 돌로 셉니다. 각 대국자는 같은 수의 돌을 가지고 시작합니다. 19x19 바둑판에서는 180개, 여기서는 각각 24개로, 둘을 합치면 한 점만 빼고 모든 점을 채울 수 있습니다. 대국이 끝나면 따낸 돌과 죽은 돌은 주인의 바둑통으로 돌아가고, 각 대국자는 남은 돌로 자기 영역을 채웁니다.

흑은 바둑판에 돌 8개를 놓았으므로 16개가 남고, 백은 7개를 놓았으므로 17개가 남습니다. 호선에서 백의 덤 8점은 흑의 영역에 놓는 백돌 4개로 치릅니다. 그다음 흑이 채웁니다. 빈 점 24개에서 백돌 4개를 빼면 20개이고, 흑의 돌 16개로 채우면 빈 점 4개가 남습니다. 백은 17 - 4 = 13개의 돌로 자기 10점을 채우고 돌 3개가 남습니다. 백이 졌고, 한 점도 세지 않고 그것이 드러납니다.

얼마나 졌는지 알기 위해 백은 이 지는 돌들을 흑의 영역에 놓고, 그곳에 빈 점 하나가 남습니다. 이것이 이기는 점입니다. 차이는 그 점을 한 번, 지는 돌을 각각 두 번 셉니다. 1 + 2 x 3 = 7입니다. 덤 8의 영역 계산과 같습니다. 흑 32, 백 17 + 8 = 25입니다. 동점은 빅 때문에 공유점이 홀수 개 남을 때에만 생길 수 있으며, 호선에서는 동점이면 흑이 이깁니다.

다른 규칙들: 덤 7.5의 영역 계산(중국, AGA, 트롬프-테일러)에서는 흑이 7.5, 덤 7의 영역 계산(뉴질랜드)에서는 흑이 8, 덤 6.5의 집 계산(24 - 10, 일본, 한국)에서는 흑이 7.5 이깁니다.</translation>
        </message>
        <message>
            <source>White passes: nothing is left.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>백이 패스합니다. 남은 곳이 없습니다.</translation>
        </message>
        <message>
            <source>Black passes: play stops, nothing is dead. The Ing count: Black by 7, one winning point and three losing stones.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>흑이 패스합니다. 대국이 정지하고, 죽은 돌은 없습니다. 응씨 계산: 이기는 1점과 지는 돌 3개로 흑이 7 이깁니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram lone-ko</name>
        <message>
            <source>A lone ko</source>
            <extracomment>title</extracomment>
            <translation>홀로 있는 패</translation>
        </message>
        <message>
            <source>A purpose-made position for the course: the basic ko shape, found in every ruleset.</source>
            <extracomment>source</extracomment>
            <translation>이 강좌를 위해 만든 국면입니다. 모든 규칙에 있는 기본적인 패 모양입니다.</translation>
        </message>
        <message>
            <source>One ko on an empty 5x5 board: a stone that has just captured one stone cannot be taken back at once, under every ruleset.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>빈 5x5 바둑판 위의 패 하나: 방금 한 점을 따낸 돌은 어느 규칙에서든 곧바로 되따낼 수 없습니다.</translation>
        </message>
        <message>
            <source>A small board with a single ko and nothing else. Black&apos;s C3 is surrounded on three sides by White (C4, D3, C2), so its last liberty is B3. The point B3 is surrounded on three sides by Black (B4, A3, B2).

If White plays B3, it captures C3. The White stone at B3 then has exactly one liberty, C3, the point it has just emptied, so Black could capture it straight back, and the board would be what it was before. Then White could take again, and so on for ever. That shape is a ko.

Every ruleset has the same basic ko rule: a single stone that has just captured a single stone may not be captured back on the very next move. The other player has to play somewhere else first. White is to play.</source>
            <extracomment>comment at the start</extracomment>
            <translation>패 하나만 있고 다른 것은 없는 작은 바둑판입니다. 흑 C3은 세 방향이 백(C4, D3, C2)에 둘러싸여 있으므로 마지막 활로는 B3입니다. B3은 세 방향이 흑(B4, A3, B2)에 둘러싸여 있습니다.

백이 B3에 두면 C3을 따냅니다. 그러면 B3의 백돌은 활로가 방금 비운 C3 하나뿐이므로 흑이 곧바로 되따낼 수 있고, 바둑판은 전과 같아집니다. 그러면 백이 다시 따낼 수 있고, 이런 식으로 끝없이 계속됩니다. 이 모양이 패입니다.

모든 규칙에는 같은 기본 패 규칙이 있습니다. 방금 한 점을 따낸 한 점은 바로 다음 수에 되따낼 수 없습니다. 상대는 먼저 다른 곳에 두어야 합니다. 백의 차례입니다.</translation>
        </message>
        <message>
            <source>White takes the ko at B3, capturing C3. The White stone has one liberty left, C3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>백이 B3에서 패를 따내 C3을 따냅니다. 백돌의 활로는 C3 하나만 남았습니다.</translation>
        </message>
        <message>
            <source>Black tries to take back at once, capturing B3. Every ruleset forbids this: it would undo White&apos;s capture and put the board back as it was a move ago. Black must first play elsewhere (a ko threat, if there is one worth answering).</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>흑이 곧바로 되따내어 B3을 따내려 합니다. 모든 규칙이 이를 금지합니다. 백의 따내기를 무르고 바둑판을 한 수 전으로 되돌리게 되기 때문입니다. 흑은 먼저 다른 곳에 두어야 합니다(받을 가치가 있는 팻감이 있다면 팻감).</translation>
        </message>
        <message>
            <source>White takes the ko at B3, capturing C3.</source>
            <extracomment>comment on the Black plays elsewhere first, node 1</extracomment>
            <translation>백이 B3에서 패를 따내 C3을 따냅니다.</translation>
        </message>
        <message>
            <source>Black plays elsewhere, at E1. In a real game this would be a ko threat: a move White ought to answer.</source>
            <extracomment>comment on the Black plays elsewhere first, node 2</extracomment>
            <translation>흑이 다른 곳, E1에 둡니다. 실전이라면 이것이 팻감, 즉 백이 받아야 할 수입니다.</translation>
        </message>
        <message>
            <source>White does not end the ko (it could, by filling C3) and plays elsewhere too, at A5.</source>
            <extracomment>comment on the Black plays elsewhere first, node 3</extracomment>
            <translation>백은 패를 해소하지 않고(C3을 메우면 해소할 수 있습니다) 역시 다른 곳, A5에 둡니다.</translation>
        </message>
        <message>
            <source>Now Black may take back at C3, capturing B3: one move of each side has come between, so the board is not the one of a move ago, and no ruleset objects. It is White who must now wait a turn before retaking.</source>
            <extracomment>comment on the Black plays elsewhere first, node 4</extracomment>
            <translation>이제 흑은 C3에서 되따내 B3을 따낼 수 있습니다. 양쪽이 한 수씩 두었으므로 바둑판은 한 수 전과 같지 않고, 어떤 규칙도 이의를 제기하지 않습니다. 이제 되따내기 전에 한 차례 기다려야 하는 쪽은 백입니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram pass-stone-ending</name>
        <message>
            <source>A pass that costs a stone</source>
            <extracomment>title</extracomment>
            <translation>돌 하나의 값을 치르는 패스</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. AGA rules and the AGA commentary of the &apos;Simplified rules&apos; (every pass hands the opponent a prisoner; White passes last); Japanese rules for territory counting without pass stones.</source>
            <extracomment>source</extracomment>
            <translation>이 강좌를 위해 만든 국면입니다. AGA 규칙과 &apos;Simplified rules&apos;(간이 규칙)에 대한 AGA의 해설(패스할 때마다 상대에게 사석 하나를 넘겨주며, 마지막 패스는 백이 함); 패스 돌 없이 집을 세는 일본 규칙.</translation>
        </message>
        <message>
            <source>A 6x6 ending with one neutral point: White passes instead of filling it. Under AGA rules the pass hands Black a prisoner and White must pass last, so counting territory gives the same margin as counting area; the Japanese count ignores the pass, and the winner changes.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>중립점 하나가 남은 6x6 끝내기: 백은 그곳을 메우는 대신 패스합니다. AGA 규칙에서는 그 패스로 흑에게 사석 하나가 넘어가고 마지막 패스는 백이 해야 하므로, 집 계산이 영역 계산과 같은 차이를 냅니다. 일본식 계산은 패스를 무시하므로 승자가 바뀝니다.</translation>
        </message>
        <message>
            <source>An even game on a 6x6 board, almost finished, White to play. Black made the last move and has one stone more on the board (7 against 6); nothing has been captured. Black&apos;s territory is the A and B columns and C2-C3, 14 points; White&apos;s is E5-E6 and the F column, 8 points. One point belongs to nobody: D1, between Black&apos;s C1 and D2 and White&apos;s E1. Each ruleset counts with its own komi (lesson on handicaps and komi).

Territory counting without pass stones (Japanese, Korean): a pass costs nothing, and D1 is worth nothing to anybody. 14 - 8 = 6, whatever happens at D1: with komi 6.5 White wins by 0.5.

Area counting: D1 is a point for whoever fills it. If White passes and Black fills it, Black&apos;s area is 8 stones + 14 = 22, White&apos;s 6 + 8 = 14: 8 ahead, and with komi 7.5 Black wins by 0.5.

The AGA rules count area, but they add two things that make a count of territory and prisoners come out the same: every pass hands the opponent one stone as a prisoner (a pass stone), and if Black passed last White must add a final pass, so that both players have put down as many stones. That way passing costs a point, just as filling a neutral point would have gained one.</source>
            <extracomment>comment at the start</extracomment>
            <translation>6x6 바둑판의 호선 대국이 거의 끝났고 백의 차례입니다. 흑이 마지막 수를 두었으므로 바둑판 위에 돌이 하나 더 많고(6개에 대해 7개), 따낸 돌은 없습니다. 흑의 집은 A열과 B열, C2-C3의 14집이고, 백의 집은 E5-E6과 F열의 8집입니다. 한 점은 누구의 것도 아닙니다. 흑 C1, D2와 백 E1 사이의 D1입니다. 각 규칙은 자기 덤으로 계산합니다(치석과 덤에 관한 강좌).

패스 돌이 없는 집 계산(일본, 한국): 패스에는 부담이 없고, D1은 누구에게도 가치가 없습니다. D1에서 무슨 일이 일어나든 14 - 8 = 6이며, 덤 6.5이면 백이 0.5 이깁니다.

영역 계산: D1은 메우는 쪽의 1점입니다. 백이 패스하고 흑이 메우면 흑의 영역은 돌 8개 + 14 = 22, 백은 6 + 8 = 14로 8 앞서며, 덤 7.5이면 흑이 0.5 이깁니다.

AGA 규칙은 영역을 세지만, 집과 사석을 세는 계산이 같은 결과가 나오도록 두 가지를 더합니다. 패스할 때마다 상대에게 돌 하나를 사석으로 넘겨주고(패스 돌), 흑이 마지막으로 패스했다면 백이 마지막 패스를 하나 더 해서 양쪽이 같은 수의 돌을 내놓게 합니다. 이렇게 하면 중립점을 메우는 것이 1점을 얻는 것과 똑같이 패스는 1점을 잃게 됩니다.</translation>
        </message>
        <message>
            <source>White passes instead of filling D1. Under the AGA rules Black receives a pass stone. Under the Japanese rules the pass costs nothing.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>백이 D1을 메우는 대신 패스합니다. AGA 규칙에서는 흑이 패스 돌을 하나 받습니다. 일본 규칙에서는 패스에 아무 부담이 없습니다.</translation>
        </message>
        <message>
            <source>Black fills D1: one more point of Black&apos;s area, nothing in a territory count.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>흑이 D1을 메웁니다. 흑의 영역이 1점 늘어나지만, 집 계산에서는 아무것도 아닙니다.</translation>
        </message>
        <message>
            <source>White passes: a second pass stone for Black under the AGA rules.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>백이 패스합니다. AGA 규칙에서는 흑에게 두 번째 패스 돌입니다.</translation>
        </message>
        <message>
            <source>Black passes and play stops (the Renaissance rules need a third pass). Under the AGA rules White adds a last pass, so Black holds three pass stones and White one, and the territory count gives the same margin as the area count: 8 points. The Japanese count has no pass stones: 6 points.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>흑이 패스하여 대국이 정지합니다(르네상스 규칙에서는 세 번째 패스가 필요합니다). AGA 규칙에서는 백이 마지막 패스를 하나 더 하므로, 흑은 패스 돌 3개, 백은 1개를 가지며, 집 계산이 영역 계산과 같은 8점 차이를 냅니다. 일본식 계산에는 패스 돌이 없으므로 6점입니다.</translation>
        </message>
        <message>
            <source>White fills D1 itself.</source>
            <extracomment>comment on the White fills the neutral point, node 1</extracomment>
            <translation>백이 직접 D1을 메웁니다.</translation>
        </message>
        <message>
            <source>Black passes: a pass stone for White under the AGA rules.</source>
            <extracomment>comment on the White fills the neutral point, node 2</extracomment>
            <translation>흑이 패스합니다. AGA 규칙에서는 백에게 패스 돌 하나입니다.</translation>
        </message>
        <message>
            <source>White passes last, so nothing is added; each side has handed over one pass stone. Area: Black 7 + 14 = 21, White 7 + 8 = 15, 6 ahead. Territory, prisoners and pass stones: 15 to 9, also 6. Japanese: 14 to 8, also 6. Every count agrees: White wins by 1.5 under AGA rules and by 0.5 under Japanese rules.</source>
            <extracomment>comment on the White fills the neutral point, node 3</extracomment>
            <translation>백이 마지막으로 패스하므로 더할 것이 없습니다. 양쪽이 패스 돌을 하나씩 넘겨주었습니다. 영역 계산: 흑 7 + 14 = 21, 백 7 + 8 = 15로 6 앞섭니다. 집, 사석, 패스 돌: 15 대 9로 역시 6입니다. 일본식: 14 대 8로 역시 6입니다. 모든 계산이 일치합니다. AGA 규칙에서는 백이 1.5, 일본 규칙에서는 백이 0.5 이깁니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram seki-with-an-eye</name>
        <message>
            <source>An eye in seki</source>
            <extracomment>title</extracomment>
            <translation>빅 안의 눈</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. No territory in seki: Japanese rules of 1989 (as summarised in the library&apos;s notes) and the Simplified Japanese/Korean rules ("intersections in seki do not belong to a player&apos;s score"); Renaissance rules, B.6-B.7 (territory surrounded by live stones, no exception for seki).</source>
            <extracomment>source</extracomment>
            <translation>이 강좌를 위해 만든 국면입니다. 빅에는 집이 없음: 일본 바둑 규약(日本囲碁規約, 1989년)(라이브러리의 주석에 요약된 대로)과 간이 규칙 일본/한국("intersections in seki do not belong to a player&apos;s score", 빅 안의 교차점은 대국자의 점수에 속하지 않음); 르네상스 규칙, B.6-B.7(산 돌이 둘러싼 집, 빅에 대한 예외 없음).</translation>
        </message>
        <message>
            <source>A finished 7x7 game with a seki in which only Black has an eye: area counting and Renaissance B count the eye for Black, Japanese and Korean rules count nothing in a seki.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>흑에게만 눈이 있는 빅이 있는 끝난 7x7 대국: 영역 계산과 르네상스 B는 그 눈을 흑의 것으로 세고, 일본 규칙과 한국 규칙은 빅 안의 점을 아무것도 세지 않습니다.</translation>
        </message>
        <message>
            <source>A finished game on a 7x7 board, White to play. Black owns the upper left (D4-D5 and the eight points of rows 6-7 from A to D), White the G column. Nothing has been captured; Black made the last move, so Black has one stone more on the board (15 against 14). There is no komi.

Lower left is a seki. White&apos;s seven stones A4-B4-B3-B2-C2-D2-D1 have no eye: their two liberties are A3 and C1. Black&apos;s B1 and A2 share an eye at A1, and each has one more liberty: A2 at A3, B1 at C1. Whoever plays on A3 or C1 fills a liberty of his own stones and loses them (a Black stone there leaves Black&apos;s corner with only the eye, and White takes it at A1; a White stone there leaves White&apos;s seven stones in atari). So nobody plays there, and all these stones live together. A3 and C1 are shared and belong to nobody.

What about A1, Black&apos;s eye in the seki? Area counting (Chinese, AGA, New Zealand, Ing, Tromp-Taylor, Renaissance A, the simplified area rules) counts it for Black like any point Black surrounds: Black 15 stones + 10 + 1 = 26, White 14 + 7 = 21, Black by 5. Renaissance B counts territory and prisoners and makes no exception for seki: Black 10 + 1 = 11, White 7, Black by 4 (one less than the area count because of Black&apos;s extra stone, as in the lesson on counting). Japanese and Korean rules, and the simplified Japanese/Korean rules, give no points in a seki at all, an eye included: Black 10, White 7, Black by 3. A seki in which each side had one eye would change nothing; a lopsided one like this is worth a point.</source>
            <extracomment>comment at the start</extracomment>
            <translation>7x7 바둑판에서 끝난 대국이고 백의 차례입니다. 흑은 왼쪽 위(D4-D5와 6-7행의 A에서 D까지 여덟 점)를, 백은 G열을 차지했습니다. 따낸 돌은 없습니다. 흑이 마지막 수를 두었으므로 바둑판 위에 돌이 하나 더 많습니다(14개에 대해 15개). 덤은 없습니다.

왼쪽 아래는 빅입니다. 백 일곱 점 A4-B4-B3-B2-C2-D2-D1은 눈이 없고, 두 활로는 A3과 C1입니다. 흑 B1과 A2는 A1의 눈을 함께 가지며, 각각 활로가 하나씩 더 있습니다. A2는 A3, B1은 C1입니다. A3이나 C1에 두는 쪽은 자기 돌의 활로를 메워 그 돌을 잃습니다(흑돌을 두면 흑의 귀에는 눈만 남아 백이 A1에서 따내고, 백돌을 두면 백 일곱 점이 단수가 됩니다). 그래서 아무도 그곳에 두지 않고, 이 돌들은 모두 함께 삽니다. A3과 C1은 공유점이며 누구의 것도 아닙니다.

그러면 빅 안에 있는 흑의 눈 A1은 어떨까요? 영역 계산(중국, AGA, 뉴질랜드, 응씨, 트롬프-테일러, 르네상스 A, 영역 계산의 간이 규칙)은 흑이 둘러싼 다른 점과 마찬가지로 이를 흑의 것으로 셉니다. 흑 돌 15개 + 10 + 1 = 26, 백 14 + 7 = 21로 흑이 5 이깁니다. 르네상스 B는 집과 사석을 세며 빅에 대한 예외가 없습니다. 흑 10 + 1 = 11, 백 7로 흑이 4 이깁니다(계가 강좌에서처럼 흑의 돌 하나가 더 많아 영역 계산보다 하나 적습니다). 일본 규칙과 한국 규칙, 그리고 간이 규칙 일본/한국은 빅 안에서는 눈을 포함해 아무 점수도 주지 않습니다. 흑 10, 백 7로 흑이 3 이깁니다. 양쪽에 눈이 하나씩 있는 빅이라면 아무것도 바뀌지 않지만, 이렇게 한쪽으로 치우친 빅은 1집의 가치가 있습니다.</translation>
        </message>
        <message>
            <source>White passes: A3 and C1 would only cost White its own stones, and no other point is open.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>백이 패스합니다. A3과 C1에 두면 자기 돌을 잃을 뿐이고, 다른 빈 곳은 없습니다.</translation>
        </message>
        <message>
            <source>Black passes and play stops; nothing is dead. The eye at A1 is what the counts disagree on: area counting and Renaissance B count it for Black, Japanese and Korean rules count no point in a seki.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>흑이 패스하여 대국이 정지합니다. 죽은 돌은 없습니다. 계산이 엇갈리는 것은 A1의 눈입니다. 영역 계산과 르네상스 B는 이를 흑의 것으로 세고, 일본 규칙과 한국 규칙은 빅 안의 점을 세지 않습니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-two-and-a-pass</name>
        <message>
            <source>A pass repeats the situation</source>
            <extracomment>title</extracomment>
            <translation>패스가 상황을 되풀이한다</translation>
        </message>
        <message>
            <source>A purpose-made position for the course (the corner seki of &apos;sending two, returning one&apos; on a 7x7 board). Situational superko as in the AGA rules as commonly read and the New Zealand rules (a play may not repeat the board as it stood after any earlier move of the same player); positional superko as in the Common Simplified Rules.</source>
            <extracomment>source</extracomment>
            <translation>이 강좌를 위해 만든 국면입니다(&apos;두 점 주고 한 점 되따내기&apos;의 귀의 빅을 7x7 바둑판에 놓은 것). 시추에이셔널 슈퍼코는 흔히 해석되는 AGA 규칙과 뉴질랜드 규칙(같은 대국자가 이전에 둔 어느 수 직후의 바둑판도 되풀이할 수 없음)을, 포지셔널 슈퍼코는 공통 간이 규칙을 따릅니다.</translation>
        </message>
        <message>
            <source>The three-move cycle again: a pass is a move that hands the turn over, so after White&apos;s pass the stones and the player to play are as at the start, and situational superko forbids Black to set the cycle off again.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>다시 세 수짜리 순환: 패스는 차례를 넘기는 수이므로, 백이 패스한 뒤에는 돌의 배치와 둘 차례가 처음과 같아지고, 시추에이셔널 슈퍼코는 흑이 순환을 다시 일으키는 것을 금지합니다.</translation>
        </message>
        <message>
            <source>The corner seki of the superko lessons. Black sends two at G3, White takes them at G1, Black returns one at G2: the stones stand as at the start, with White to play. Positional superko forbids the return; situational superko (New Zealand, AGA) allows it, because the player to play is not the one the game began with.

Now White has nothing useful to do and passes. A pass puts no stone on the board, but it is a move: it hands the turn to Black. So the stones and the player to play are now exactly as at the start. If Black sends two again, the board after that move will be the one after Black&apos;s first G3, with White to play, a situation that has occurred before. Situational superko forbids it. New Zealand&apos;s rule says the same in its own words: a move is a play or a pass, and no play may bring back the board as it stood after any of the same player&apos;s earlier moves.

So under situational superko the cycle can go round once, and White&apos;s pass is what closes it. Had White played a real stone instead, the board would be new and Black could start again (the variation).</source>
            <extracomment>comment at the start</extracomment>
            <translation>슈퍼코 강좌의 귀의 빅입니다. 흑이 G3으로 두 점을 주고, 백이 G1에서 그것을 따내고, 흑이 G2로 한 점을 되따냅니다. 돌의 배치는 처음과 같고 백의 차례입니다. 포지셔널 슈퍼코는 이 되따내기를 금지하고, 시추에이셔널 슈퍼코(뉴질랜드, AGA)는 허용합니다. 둘 차례가 대국을 시작했을 때의 대국자가 아니기 때문입니다.

이제 백은 쓸모 있는 수가 없어 패스합니다. 패스는 바둑판에 돌을 놓지 않지만 하나의 수이며, 차례를 흑에게 넘깁니다. 그래서 이제 돌의 배치와 둘 차례가 처음과 똑같습니다. 흑이 다시 두 점을 주면, 그 수 뒤의 바둑판은 흑이 처음 G3에 둔 뒤의 바둑판과 같고 백의 차례이므로, 전에 나왔던 상황입니다. 시추에이셔널 슈퍼코는 이를 금지합니다. 뉴질랜드 규칙도 자기 말로 같은 것을 말합니다. 수는 착수 또는 패스이며, 어떤 착수도 같은 대국자가 이전에 둔 어느 수 직후의 바둑판을 되살릴 수 없습니다.

그래서 시추에이셔널 슈퍼코에서는 순환이 한 바퀴 돌 수 있고, 그것을 닫는 것은 백의 패스입니다. 백이 대신 실제로 돌을 두었다면 바둑판이 새로워져 흑은 다시 시작할 수 있었을 것입니다(변화도).</translation>
        </message>
        <message>
            <source>Black sends two at G3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 G3으로 두 점을 줍니다.</translation>
        </message>
        <message>
            <source>White takes the two stones at G1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 G1에서 두 점을 따냅니다.</translation>
        </message>
        <message>
            <source>Black returns one at G2. The stones are as at the start, but White is to play, not Black: situational superko (New Zealand, AGA) allows it; positional superko forbids it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑이 G2로 한 점을 되따냅니다. 돌의 배치는 처음과 같지만 흑이 아니라 백의 차례입니다. 시추에이셔널 슈퍼코(뉴질랜드, AGA)는 이를 허용하고, 포지셔널 슈퍼코는 금지합니다.</translation>
        </message>
        <message>
            <source>White passes: there is nothing to gain by playing. It is Black&apos;s turn with the stones as at the start: the very situation the game began with.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>백이 패스합니다. 두어서 얻을 것이 없습니다. 돌의 배치는 처음과 같고 흑의 차례입니다. 대국을 시작했을 때와 바로 같은 상황입니다.</translation>
        </message>
        <message>
            <source>Black sends two again. After White&apos;s pass this brings back the board after move 1 with White to play, so situational superko forbids it. With only the basic ko ban it is legal, and each time round costs Black a point. (Ing&apos;s rules forbid it too, for a reason a later lesson explains.)</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>흑이 다시 두 점을 줍니다. 백의 패스 뒤에 이 수를 두면 1수 뒤의 바둑판이 백 차례로 돌아오므로 시추에이셔널 슈퍼코는 이를 금지합니다. 기본 패 금지만 있으면 합법이며, 한 바퀴마다 흑이 1집을 손해 봅니다. (응씨 규칙도 이를 금지하는데, 그 이유는 나중 강좌에서 설명합니다.)</translation>
        </message>
        <message>
            <source>White plays a stone at A7 instead of passing (a wasted move inside Black&apos;s area).</source>
            <extracomment>comment on the White plays a stone instead of passing, node 4</extracomment>
            <translation>백이 패스하는 대신 A7에 돌을 둡니다(흑의 영역 안에 둔 헛수).</translation>
        </message>
        <message>
            <source>Black sends two again. The board now has White&apos;s A7 on it, so it is not one seen before: situational superko allows the move, and so does every other superko. Basic ko rules (Japanese, Korean, Renaissance) allow it as before, and so do Ing&apos;s rules: the whole board is not repeating.</source>
            <extracomment>comment on the White plays a stone instead of passing, node 5</extracomment>
            <translation>흑이 다시 두 점을 줍니다. 이제 바둑판에는 백 A7이 있으므로 전에 나온 바둑판이 아닙니다. 시추에이셔널 슈퍼코는 이 수를 허용하고, 다른 모든 슈퍼코도 마찬가지입니다. 기본 패 규칙(일본, 한국, 르네상스)은 앞에서처럼 이를 허용하고, 응씨 규칙도 허용합니다. 바둑판 전체가 반복되고 있지 않기 때문입니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-two-player-to-move</name>
        <message>
            <source>The same stones, the other player to play</source>
            <extracomment>title</extracomment>
            <translation>같은 돌, 다른 대국자의 차례</translation>
        </message>
        <message>
            <source>A purpose-made position for the course (the corner seki of &apos;sending two, returning one&apos; on a 7x7 board). Situational superko as in the AGA rules as commonly read and the New Zealand rules (a play may not repeat the board as it stood after any earlier move of the same player); positional superko as in the Common Simplified Rules.</source>
            <extracomment>source</extracomment>
            <translation>이 강좌를 위해 만든 국면입니다(&apos;두 점 주고 한 점 되따내기&apos;의 귀의 빅을 7x7 바둑판에 놓은 것). 시추에이셔널 슈퍼코는 흔히 해석되는 AGA 규칙과 뉴질랜드 규칙(같은 대국자가 이전에 둔 어느 수 직후의 바둑판도 되풀이할 수 없음)을, 포지셔널 슈퍼코는 공통 간이 규칙을 따릅니다.</translation>
        </message>
        <message>
            <source>The three-move cycle of the last lesson: situational superko, which looks at the stones and at who is to play, lets Black return one each time, because the stones come back with White to play, not Black.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>앞 강좌의 세 수짜리 순환: 돌의 배치와 둘 차례를 함께 보는 시추에이셔널 슈퍼코에서는 흑이 매번 한 점을 되따낼 수 있습니다. 돌의 배치가 돌아올 때 흑이 아니라 백의 차례이기 때문입니다.</translation>
        </message>
        <message>
            <source>The corner seki of the last lesson. Black sends two at G3, White takes them at G1, Black returns one at G2, and the stones stand as at the start. Positional superko forbids that third move.

Situational superko looks at the whole situation: the stones and the player to play. The game began with Black to play; after Black&apos;s return White is to play, so this situation has not occurred before and the move is legal. The superko of the AGA rules, as commonly read, is situational, and New Zealand&apos;s rule forbids exactly the same plays: no play may bring back the board as it stood after one of the same player&apos;s own moves. (Where a whole situation does come back, situational superko forbids it: the next lesson shows how a pass can do that here.)

Here White answers the cycle with a real move elsewhere, and Black starts it again. Each time Black returns one, the stones are as they were one move before White&apos;s answer, but with the other player to play: situational superko never objects. Positional superko stopped the cycle at its third move. Japanese, Korean, Renaissance and Ing&apos;s rules let the cycle go on too; each time round costs Black a point.</source>
            <extracomment>comment at the start</extracomment>
            <translation>앞 강좌의 귀의 빅입니다. 흑이 G3으로 두 점을 주고, 백이 G1에서 그것을 따내고, 흑이 G2로 한 점을 되따내면 돌의 배치가 처음과 같아집니다. 포지셔널 슈퍼코는 그 세 번째 수를 금지합니다.

시추에이셔널 슈퍼코는 돌의 배치와 둘 차례를 합친 상황 전체를 봅니다. 대국은 흑의 차례로 시작했고, 흑이 되따낸 뒤에는 백의 차례이므로 이 상황은 전에 나온 적이 없어 이 수는 합법입니다. 흔히 해석되는 AGA 규칙의 슈퍼코는 시추에이셔널이며, 뉴질랜드 규칙도 정확히 같은 착수를 금지합니다. 어떤 착수도 같은 대국자 자신이 둔 어느 수 직후의 바둑판을 되살릴 수 없습니다. (상황 전체가 정말로 돌아오는 경우에는 시추에이셔널 슈퍼코가 이를 금지합니다. 다음 강좌에서 여기서 패스가 어떻게 그렇게 만드는지 보여 줍니다.)

여기서 백은 순환에 대해 다른 곳에 실제로 수를 두어 응하고, 흑은 다시 순환을 시작합니다. 흑이 한 점을 되따낼 때마다 돌의 배치는 백이 응하기 한 수 전과 같지만 둘 차례가 다르므로, 시추에이셔널 슈퍼코는 결코 이의를 제기하지 않습니다. 포지셔널 슈퍼코는 세 번째 수에서 순환을 멈추었습니다. 일본, 한국, 르네상스, 응씨 규칙도 순환이 계속되게 두며, 한 바퀴마다 흑이 1집을 손해 봅니다.</translation>
        </message>
        <message>
            <source>Black sends two at G3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 G3으로 두 점을 줍니다.</translation>
        </message>
        <message>
            <source>White takes the two stones at G1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 G1에서 두 점을 따냅니다.</translation>
        </message>
        <message>
            <source>Black returns one at G2. The stones stand as at the start, but White is to play, not Black. Positional superko forbids this move; situational superko (New Zealand, AGA) allows it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑이 G2로 한 점을 되따냅니다. 돌의 배치는 처음과 같지만 흑이 아니라 백의 차례입니다. 포지셔널 슈퍼코는 이 수를 금지하고, 시추에이셔널 슈퍼코(뉴질랜드, AGA)는 허용합니다.</translation>
        </message>
        <message>
            <source>White plays a stone at A7, inside Black&apos;s area: a wasted move, but a real one.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>백이 흑의 영역 안 A7에 돌을 둡니다. 헛수이지만 실제 수입니다.</translation>
        </message>
        <message>
            <source>Black sends two again. This arrangement of stones (with White&apos;s A7) is new.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>흑이 다시 두 점을 줍니다. 이 돌의 배치(백 A7이 있는)는 새로운 것입니다.</translation>
        </message>
        <message>
            <source>White takes the two stones at G1 again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>백이 다시 G1에서 두 점을 따냅니다.</translation>
        </message>
        <message>
            <source>Black returns one again. The stones are as they were after White&apos;s A7, when Black was to play; now White is. Situational superko allows it again: the stones repeat, the situation does not.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>흑이 다시 한 점을 되따냅니다. 돌의 배치는 백이 A7에 둔 뒤 흑의 차례였을 때와 같지만, 이제는 백의 차례입니다. 시추에이셔널 슈퍼코는 이번에도 허용합니다. 돌의 배치는 반복되지만 상황은 반복되지 않습니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram sending-two-three-times</name>
        <message>
            <source>Three times round</source>
            <extracomment>title</extracomment>
            <translation>세 바퀴</translation>
        </message>
        <message>
            <source>A purpose-made position for the course (the corner seki of &apos;sending two, returning one&apos; on a 7x7 board). Renaissance rules: rule 3 (threefold repetition), rule 4 (minimal superko) and their example 5 (sending three returning one).</source>
            <extracomment>source</extracomment>
            <translation>이 강좌를 위해 만든 국면입니다(&apos;두 점 주고 한 점 되따내기&apos;의 귀의 빅을 7x7 바둑판에 놓은 것). 르네상스 규칙: 규칙 3(세 번 반복), 규칙 4(미니멀 슈퍼코)와 그 예 5(세 점 주고 한 점 되따내기).</translation>
        </message>
        <message>
            <source>The three-move cycle with White passing: the third time the same position comes round the Renaissance rules end the game, and Black, who captured fewer stones in the loop, loses. Their minimal superko forbids only the position in which both players last passed.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>백이 패스하는 세 수짜리 순환: 같은 국면이 세 번째로 돌아오면 르네상스 규칙은 대국을 끝내고, 순환 중에 돌을 더 적게 따낸 흑이 집니다. 르네상스 규칙의 미니멀 슈퍼코는 양쪽이 마지막으로 패스한 국면만을 금지합니다.</translation>
        </message>
        <message>
            <source>The corner of the superko lessons. Black sends two at G3, White takes them at G1, Black returns one at G2, and White, with nothing better to do, passes: the stones and the player to play are as at the start. Superko rules stop this cycle (positional superko at Black&apos;s return, situational superko when Black sends two a second time). With only the basic ko rule, Black could go round for ever, and because White passes each time, Japanese and Korean rules do not treat it as a long cycle without result.

The Renaissance rules keep the basic ko rule and let cycles run, but count repetitions: when the same position (the stones and the player to play) has occurred for the third time, the game ends. Who captured more stones since the first occurrence wins; if both captured as many, it is a draw. In this cycle White takes two stones each time round and Black only one, so Black loses. Sending two and returning one is a way to lose, not a way to stop the game.

Their second rule about repetition, minimal superko, forbids a play only one position: the one in which the last two passes in a row were made (the variation). The komi is 0 here.</source>
            <extracomment>comment at the start</extracomment>
            <translation>슈퍼코 강좌의 귀입니다. 흑이 G3으로 두 점을 주고, 백이 G1에서 그것을 따내고, 흑이 G2로 한 점을 되따내며, 더 나은 수가 없는 백은 패스합니다. 돌의 배치와 둘 차례가 처음과 같습니다. 슈퍼코 규칙은 이 순환을 멈춥니다(포지셔널 슈퍼코는 흑의 되따내기에서, 시추에이셔널 슈퍼코는 흑이 두 번째로 두 점을 줄 때). 기본 패 규칙만 있으면 흑은 끝없이 돌 수 있고, 백이 매번 패스하므로 일본 규칙과 한국 규칙은 이를 무승부(무효)가 되는 긴 순환으로 다루지 않습니다.

르네상스 규칙은 기본 패 규칙을 유지하며 순환이 돌게 두지만, 반복 횟수를 셉니다. 같은 국면(돌의 배치와 둘 차례)이 세 번째로 나타나면 대국이 끝납니다. 처음 나타난 뒤로 돌을 더 많이 따낸 쪽이 이기고, 양쪽이 같은 수를 따냈으면 비김입니다. 이 순환에서는 한 바퀴마다 백이 두 점, 흑이 한 점만 따내므로 흑이 집니다. 두 점 주고 한 점 되따내기는 대국을 멈추는 방법이 아니라 지는 방법입니다.

반복에 관한 르네상스 규칙의 두 번째 규칙인 미니멀 슈퍼코는 단 하나의 국면, 즉 마지막으로 연속 두 번의 패스가 나온 국면만을 착수로 만들지 못하게 합니다(변화도). 여기서 덤은 0입니다.</translation>
        </message>
        <message>
            <source>Black sends two at G3. This position (with White to play) occurs for the first time.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 G3으로 두 점을 줍니다. 이 국면(백 차례)은 처음 나타납니다.</translation>
        </message>
        <message>
            <source>White takes two stones at G1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 G1에서 두 점을 따냅니다.</translation>
        </message>
        <message>
            <source>Black returns one at G2, capturing one stone. Positional superko forbids it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑이 G2로 한 점을 되따내며 한 점을 따냅니다. 포지셔널 슈퍼코는 이를 금지합니다.</translation>
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>백이 패스합니다.</translation>
        </message>
        <message>
            <source>Black sends two again: the position after move 1 occurs a second time. Situational superko forbids it, and so do Ing&apos;s rules (a later lesson).</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>흑이 다시 두 점을 줍니다. 1수 뒤의 국면이 두 번째로 나타납니다. 시추에이셔널 슈퍼코는 이를 금지하고, 응씨 규칙도 금지합니다(나중 강좌).</translation>
        </message>
        <message>
            <source>White takes two again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>백이 다시 두 점을 따냅니다.</translation>
        </message>
        <message>
            <source>Black returns one again.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>흑이 다시 한 점을 되따냅니다.</translation>
        </message>
        <message>
            <source>White passes again.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>백이 다시 패스합니다.</translation>
        </message>
        <message>
            <source>The position after move 1 comes round a third time: the Renaissance rules end the game by threefold repetition. Since it first came, White has taken four stones and Black two, so White wins. With passes in the cycle, Japanese and Korean rules let play go on.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>1수 뒤의 국면이 세 번째로 돌아옵니다. 르네상스 규칙은 세 번 반복으로 대국을 끝냅니다. 그 국면이 처음 나온 뒤로 백은 네 점, 흑은 두 점을 따냈으므로 백이 이깁니다. 순환 안에 패스가 있으므로 일본 규칙과 한국 규칙에서는 대국이 계속됩니다.</translation>
        </message>
        <message>
            <source>Black passes at once.</source>
            <extracomment>comment on the Black passes first, and both pass, node 1</extracomment>
            <translation>흑이 곧바로 패스합니다.</translation>
        </message>
        <message>
            <source>White passes too. The last two passes in a row were made in the starting position, so under the Renaissance rules no board play may bring it back (minimal superko); they also need a third pass to stop play, and Black goes on instead. Most other rulesets stop play after two passes: Tromp-Taylor rules end the game here, and Japanese and Korean rules go on to settle it in a way a later lesson explains.</source>
            <extracomment>comment on the Black passes first, and both pass, node 2</extracomment>
            <translation>백도 패스합니다. 마지막 연속 두 번의 패스가 처음 국면에서 나왔으므로, 르네상스 규칙에서는 바둑판 위의 어떤 착수로도 이 국면을 되살릴 수 없습니다(미니멀 슈퍼코). 또 르네상스 규칙은 대국을 정지하려면 세 번째 패스가 필요하므로 흑은 대신 계속 둡니다. 다른 규칙 대부분은 두 번의 패스로 대국을 정지합니다. 트롬프-테일러 규칙은 여기서 대국을 끝내고, 일본 규칙과 한국 규칙은 나중 강좌에서 설명하는 방식으로 계속 해결해 나갑니다.</translation>
        </message>
        <message>
            <source>Black sends two at G3.</source>
            <extracomment>comment on the Black passes first, and both pass, node 3</extracomment>
            <translation>흑이 G3으로 두 점을 줍니다.</translation>
        </message>
        <message>
            <source>White takes two at G1.</source>
            <extracomment>comment on the Black passes first, and both pass, node 4</extracomment>
            <translation>백이 G1에서 두 점을 따냅니다.</translation>
        </message>
        <message>
            <source>Black&apos;s return at G2 would bring back the position in which both players passed: minimal superko forbids it, and Black&apos;s two stones are simply lost. Positional superko forbids it as well, and situational superko too (New Zealand, AGA): White was to play after Black&apos;s pass, as White would be now. Japanese and Korean rules allow it, and so do Ing&apos;s rules.</source>
            <extracomment>comment on the Black passes first, and both pass, node 5</extracomment>
            <translation>흑이 G2로 되따내면 양쪽이 패스했던 국면이 되살아납니다. 미니멀 슈퍼코가 이를 금지하므로 흑의 두 점은 그냥 잃게 됩니다. 포지셔널 슈퍼코도 이를 금지하고, 시추에이셔널 슈퍼코(뉴질랜드, AGA)도 금지합니다. 흑이 패스한 뒤에 백의 차례였고, 지금도 백의 차례가 될 것이기 때문입니다. 일본 규칙과 한국 규칙은 이를 허용하고, 응씨 규칙도 허용합니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram suicide</name>
        <message>
            <source>Suicide of three stones</source>
            <extracomment>title</extracomment>
            <translation>세 점의 자살수</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Suicide allowed: New Zealand rules, Ing&apos;s SST rules (part 2 and part 4), the Simplified Ing/NZ rules, the Renaissance rules (rule 1) and Tromp-Taylor; forbidden: the other simplified rules and the Japanese, Korean, Chinese and AGA rules.</source>
            <extracomment>source</extracomment>
            <translation>이 강좌를 위해 만든 국면입니다. 자살수 허용: 뉴질랜드 규칙, 응씨 SST 규칙(제2부와 제4부), 간이 규칙 응씨/뉴질랜드, 르네상스 규칙(규칙 1), 트롬프-테일러 규칙. 금지: 그 밖의 간이 규칙과 일본, 한국, 중국, AGA 규칙.</translation>
        </message>
        <message>
            <source>Black fills the last liberty of two of its own stones: a legal move that removes three Black stones under New Zealand, Ing, Renaissance and Tromp-Taylor rules, an illegal suicide under the others.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>흑이 자기 돌 두 점의 마지막 활로를 메웁니다. 뉴질랜드, 응씨, 르네상스, 트롬프-테일러 규칙에서는 흑 세 점을 들어내는 합법적인 수이고, 다른 규칙에서는 금지된 자살수입니다.</translation>
        </message>
        <message>
            <source>Black&apos;s two stones B3 and C3 are surrounded by White and have one liberty left, D3. White&apos;s stones all have plenty of liberties.

What if Black plays D3 itself? The new stone joins B3 and C3, and the string of three has no liberty at all; it captures nothing, since every White string still has liberties. A play that leaves one&apos;s own stones without liberties, without capturing anything, is suicide (self-capture).

The rulesets split in two. Japanese, Korean, Chinese and AGA rules, and the simplified Chinese, Japanese/Korean and AGA rules, forbid suicide: the play is illegal and Black must choose another. New Zealand, Ing&apos;s, the Renaissance and Tromp-Taylor rules, and the simplified Ing/NZ rules, allow it: the three Black stones come off the board at once. Where it is legal, such a move can serve as a threat in a ko fight or take a liberty away in a capturing race; here it only gives stones away. Black is to play.</source>
            <extracomment>comment at the start</extracomment>
            <translation>흑 B3과 C3 두 점은 백에 둘러싸여 활로가 D3 하나 남았습니다. 백돌은 모두 활로가 넉넉합니다.

흑이 직접 D3에 두면 어떻게 될까요? 새 돌은 B3, C3과 이어지고, 세 점의 돌 무리에는 활로가 하나도 없습니다. 백의 돌 무리는 모두 아직 활로가 있으므로 아무것도 따내지 못합니다. 아무것도 따내지 않으면서 자기 돌의 활로를 모두 없애는 착수가 자살수(자충으로 스스로 따내기)입니다.

규칙은 둘로 갈립니다. 일본, 한국, 중국, AGA 규칙과 간이 규칙 중국, 일본/한국, AGA는 자살수를 금지합니다. 이 수는 착수 금지이므로 흑은 다른 수를 골라야 합니다. 뉴질랜드, 응씨, 르네상스, 트롬프-테일러 규칙과 간이 규칙 응씨/뉴질랜드는 이를 허용합니다. 흑 세 점이 곧바로 바둑판에서 들어내집니다. 합법인 곳에서는 이런 수가 패싸움의 팻감이 되거나 수상전에서 활로를 줄이는 데 쓰일 수 있지만, 여기서는 돌을 내줄 뿐입니다. 흑의 차례입니다.</translation>
        </message>
        <message>
            <source>Black plays D3. Where suicide is forbidden this move is illegal. Where it is allowed, B3, C3 and D3 are removed at once, and the three points are empty again.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 D3에 둡니다. 자살수가 금지된 곳에서는 이 수는 착수 금지입니다. 허용되는 곳에서는 B3, C3, D3을 곧바로 들어내고, 세 점은 다시 빈 점이 됩니다.</translation>
        </message>
        <message>
            <source>White plays C3 (under the rulesets that allowed Black&apos;s suicide). The three points Black emptied are surrounded by White.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 C3에 둡니다(흑의 자살수를 허용한 규칙에서). 흑이 비운 세 점은 백에 둘러싸여 있습니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram three-move-cycle</name>
        <message>
            <source>A three-move cycle</source>
            <extracomment>title</extracomment>
            <translation>세 수짜리 순환</translation>
        </message>
        <message>
            <source>sending two, returning one</source>
            <extracomment>another name of the position</extracomment>
            <translation>두 점 주고 한 점 되따내기</translation>
        </message>
        <message>
            <source>A purpose-made position for the course: the corner seki of &apos;sending two, returning one&apos; (Sensei&apos;s Library) on a 7x7 board. Positional superko as in the Common Simplified Rules (no play may bring back an earlier arrangement of stones).</source>
            <extracomment>source</extracomment>
            <translation>이 강좌를 위해 만든 국면입니다. &apos;sending two, returning one&apos;(Sensei&apos;s Library(영어 바둑 위키), 두 점 주고 한 점 되따내기)의 귀의 빅을 7x7 바둑판에 놓은 것입니다. 포지셔널 슈퍼코는 공통 간이 규칙(어떤 착수도 이전의 돌 배치를 되살릴 수 없음)을 따릅니다.</translation>
        </message>
        <message>
            <source>Black gives two stones and takes one back, and the board is as it was after three moves: positional superko forbids the third move, basic ko does not.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>흑이 두 점을 주고 한 점을 되따내면 바둑판이 세 수 전과 같아집니다. 포지셔널 슈퍼코는 세 번째 수를 금지하지만, 기본 패 규칙은 금지하지 않습니다.</translation>
        </message>
        <message>
            <source>Lower right, a seki. White&apos;s eight stones (D1-D3, E3, F2-F4, G4) have two liberties, E2 and G3. Black&apos;s E1-F1 has two, E2 and G1; Black&apos;s lone G2 has G1 and G3. Nobody can fill a shared liberty without putting their own stones in atari, so the corner stays as it is. Black&apos;s outer wall, with the whole upper left, is alive.

Black can still start a cycle here. Black plays G3 and gives two stones, White takes them at G1, and Black takes the one stone at G1 back with G2. After these three moves every stone stands where it stood before.

No single stone takes back a single stone at once here, so the basic ko rule has nothing to say. Positional superko, the rule of the simplified rulesets, Chinese and Tromp-Taylor rules, forbids any play that brings back an arrangement of stones seen before in the game, whoever is to play: Black&apos;s third move is illegal. Japanese, Korean and the Renaissance rules have only the basic ko rule here and allow it. New Zealand and AGA rules allow it too: their superko also looks at who is to play, and that is the next lesson. Ing&apos;s rules also allow it, for a reason a later lesson explains.</source>
            <extracomment>comment at the start</extracomment>
            <translation>오른쪽 아래는 빅입니다. 백 여덟 점(D1-D3, E3, F2-F4, G4)의 활로는 E2와 G3 두 개입니다. 흑 E1-F1의 활로는 E2와 G1 두 개이고, 홀로 있는 흑 G2의 활로는 G1과 G3입니다. 누구든 공유 활로를 메우면 자기 돌이 단수가 되므로 귀는 그대로 있습니다. 왼쪽 위 전체를 차지한 흑의 바깥 벽은 살아 있습니다.

그래도 흑은 여기서 순환을 시작할 수 있습니다. 흑이 G3에 두어 두 점을 주고, 백이 G1에서 그것을 따내고, 흑이 G2로 G1의 한 점을 되따냅니다. 이 세 수가 지나면 모든 돌이 전에 있던 자리에 있습니다.

여기서는 한 점이 한 점을 곧바로 되따내는 것이 아니므로 기본 패 규칙은 아무 말도 하지 않습니다. 간이 규칙, 중국 규칙, 트롬프-테일러 규칙의 규칙인 포지셔널 슈퍼코는 누구의 차례이든 대국 중에 전에 나온 돌 배치를 되살리는 착수를 금지합니다. 흑의 세 번째 수는 착수 금지입니다. 일본, 한국, 르네상스 규칙은 여기서 기본 패 규칙만 있으므로 이를 허용합니다. 뉴질랜드 규칙과 AGA 규칙도 허용합니다. 이 규칙들의 슈퍼코는 둘 차례도 보기 때문이며, 그것이 다음 강좌입니다. 응씨 규칙도 허용하는데, 그 이유는 나중 강좌에서 설명합니다.</translation>
        </message>
        <message>
            <source>Black plays G3 and sends two stones: G2-G3 has one liberty left, G1. White&apos;s stones are in atari too (E2 is their last liberty), but it is White&apos;s turn.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 G3에 두어 두 점을 줍니다. G2-G3의 활로는 G1 하나만 남았습니다. 백돌도 단수이지만(E2가 마지막 활로), 백의 차례입니다.</translation>
        </message>
        <message>
            <source>White takes the two stones at G1. The White stone at G1 has one liberty, G2; Black&apos;s E1-F1 is in atari at E2.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 G1에서 두 점을 따냅니다. G1의 백돌은 활로가 G2 하나이고, 흑 E1-F1은 E2에서 단수입니다.</translation>
        </message>
        <message>
            <source>Black returns one at G2, capturing G1. The stones stand exactly as at the start, so positional superko forbids this move. The rules with only the basic ko ban allow it: two stones taken for one is not a basic ko.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑이 G2로 한 점을 되따내며 G1을 따냅니다. 돌의 배치가 처음과 똑같으므로 포지셔널 슈퍼코는 이 수를 금지합니다. 기본 패 금지만 있는 규칙은 이를 허용합니다. 한 점으로 두 점을 따내는 것은 기본 패가 아닙니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram two-corner-cycle</name>
        <message>
            <source>Two corners, one long cycle</source>
            <extracomment>title</extracomment>
            <translation>두 귀, 하나의 긴 순환</translation>
        </message>
        <message>
            <source>A purpose-made position for the course: two corner seki of &apos;sending two, returning one&apos;, one for each side. No result for a repeated long cycle: Japanese rules of 1989, article 12. Superko: Common Simplified Rules (positional), New Zealand rules (situational). Threefold repetition: Renaissance rules, rule 3. Ing&apos;s SST rules, part 6 (disturbing).</source>
            <extracomment>source</extracomment>
            <translation>이 강좌를 위해 만든 국면입니다. &apos;sending two, returning one&apos;(두 점 주고 한 점 되따내기)의 귀의 빅 두 개로, 양쪽에 하나씩입니다. 반복되는 긴 순환의 무승부(무효): 일본 바둑 규약(日本囲碁規約, 1989년), 제12조. 슈퍼코: 공통 간이 규칙(포지셔널), 뉴질랜드 규칙(시추에이셔널). 세 번 반복: 르네상스 규칙, 규칙 3. 응씨 SST 규칙, 제6부(교란).</translation>
        </message>
        <message>
            <source>Each side can give two stones and take one back in its own corner, so six moves bring the whole board back with Black to play and no pass in between: no result under Japanese and Korean rules, forbidden by superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>양쪽이 각자의 귀에서 두 점을 주고 한 점을 되따낼 수 있으므로, 여섯 수 만에 사이에 패스 없이 바둑판 전체가 흑 차례로 돌아옵니다. 일본 규칙과 한국 규칙에서는 무승부(무효), 슈퍼코에서는 금지입니다.</translation>
        </message>
        <message>
            <source>Two copies of the corner of the superko lessons. In the lower right White&apos;s eight stones are in seki with Black&apos;s G1-H1 and J2, as before. In the upper left the colours are swapped: Black&apos;s eight stones are in seki with White&apos;s B9-C9 and A8. The two outer walls have many liberties each and are not in danger.

Each side has a cycle of its own: Black can send two at J3, White takes them at J1, and Black returns one at J2. White can do the same upper left: send two at A7, Black takes at A9, White returns one at A8. One round in each corner is six moves, and after them every stone is back where it started, with Black to play: the whole situation repeats, and no one has passed.

With only the basic ko rule nothing forbids any of these moves, and the players could go round for ever. Japanese and Korean rules end such a game without a result when the players keep repeating the cycle (here, when the same situation has come round a third time with no pass in between). Positional superko forbids Black&apos;s first return (J2), which brings back the starting stones. Situational superko (New Zealand, AGA) allows it, since White is then to play, but forbids White&apos;s return at A8, which brings back the start with Black to play. The Renaissance rules end the game at the third repetition too, as a draw (the next lesson). Ing&apos;s rules let each side set off a cycle once and then forbid Black&apos;s second start (a later lesson).</source>
            <extracomment>comment at the start</extracomment>
            <translation>슈퍼코 강좌의 귀가 두 개 있습니다. 오른쪽 아래에서는 앞에서처럼 백 여덟 점이 흑 G1-H1, J2와 빅입니다. 왼쪽 위에서는 색이 바뀌어 흑 여덟 점이 백 B9-C9, A8과 빅입니다. 두 바깥 벽은 각각 활로가 많아 위험하지 않습니다.

양쪽에 각자의 순환이 있습니다. 흑은 J3으로 두 점을 주고, 백이 J1에서 따내면, 흑이 J2로 한 점을 되따낼 수 있습니다. 백도 왼쪽 위에서 같은 일을 할 수 있습니다. A7로 두 점을 주고, 흑이 A9에서 따내면, 백이 A8로 한 점을 되따냅니다. 각 귀에서 한 바퀴씩이면 여섯 수이고, 그 뒤에는 모든 돌이 처음 자리로 돌아와 흑의 차례가 됩니다. 상황 전체가 반복되며, 아무도 패스하지 않았습니다.

기본 패 규칙만 있으면 이 수들 가운데 어느 것도 금지되지 않으며, 대국자는 끝없이 돌 수 있습니다. 일본 규칙과 한국 규칙은 대국자가 순환을 계속 되풀이하면(여기서는 같은 상황이 사이에 패스 없이 세 번째로 돌아오면) 그 대국을 무승부(무효)로 끝냅니다. 포지셔널 슈퍼코는 처음 돌 배치를 되살리는 흑의 첫 되따내기(J2)를 금지합니다. 시추에이셔널 슈퍼코(뉴질랜드, AGA)는 그때 백의 차례이므로 이를 허용하지만, 처음 국면을 흑 차례로 되살리는 백의 A8 되따내기는 금지합니다. 르네상스 규칙도 세 번째 반복에서 대국을 비김으로 끝냅니다(다음 강좌). 응씨 규칙은 양쪽이 한 번씩 순환을 일으키게 한 뒤 흑의 두 번째 시작을 금지합니다(나중 강좌).</translation>
        </message>
        <message>
            <source>Black sends two at J3: J2-J3 has one liberty left, J1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 J3으로 두 점을 줍니다. J2-J3의 활로는 J1 하나만 남았습니다.</translation>
        </message>
        <message>
            <source>White takes the two stones at J1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 J1에서 두 점을 따냅니다.</translation>
        </message>
        <message>
            <source>Black returns one at J2, capturing J1: the lower right is as at the start, with White to play. Positional superko forbids this move; situational superko allows it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation>흑이 J2로 한 점을 되따내며 J1을 따냅니다. 오른쪽 아래는 처음과 같고 백의 차례입니다. 포지셔널 슈퍼코는 이 수를 금지하고, 시추에이셔널 슈퍼코는 허용합니다.</translation>
        </message>
        <message>
            <source>White now sends two at A7 in the upper left: A7-A8 has one liberty left, A9.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation>이제 백이 왼쪽 위에서 A7로 두 점을 줍니다. A7-A8의 활로는 A9 하나만 남았습니다.</translation>
        </message>
        <message>
            <source>Black takes the two stones at A9.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation>흑이 A9에서 두 점을 따냅니다.</translation>
        </message>
        <message>
            <source>White returns one at A8, capturing A9. The whole board is as at the start, and Black is to play: situational superko (New Zealand, AGA) forbids this move. Under the basic ko rule it is legal, and the cycle can begin again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation>백이 A8로 한 점을 되따내며 A9를 따냅니다. 바둑판 전체가 처음과 같고 흑의 차례입니다. 시추에이셔널 슈퍼코(뉴질랜드, AGA)는 이 수를 금지합니다. 기본 패 규칙에서는 합법이며, 순환이 다시 시작될 수 있습니다.</translation>
        </message>
        <message>
            <source>Round two: Black sends two again. Ing&apos;s rules forbid it: Black has already set off one cycle (a later lesson).</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation>두 번째 바퀴: 흑이 다시 두 점을 줍니다. 응씨 규칙은 이를 금지합니다. 흑은 이미 순환을 한 번 일으켰습니다(나중 강좌).</translation>
        </message>
        <message>
            <source>White takes two.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation>백이 두 점을 따냅니다.</translation>
        </message>
        <message>
            <source>Black returns one.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation>흑이 한 점을 되따냅니다.</translation>
        </message>
        <message>
            <source>White sends two.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation>백이 두 점을 줍니다.</translation>
        </message>
        <message>
            <source>Black takes two.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation>흑이 두 점을 따냅니다.</translation>
        </message>
        <message>
            <source>The starting situation comes round a third time with no pass in between: a long cycle. Japanese and Korean rules end the game with no result; the Renaissance rules end it by threefold repetition, a draw, since each side took three stones per round.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation>처음 상황이 사이에 패스 없이 세 번째로 돌아옵니다. 긴 순환입니다. 일본 규칙과 한국 규칙은 대국을 무승부(무효)로 끝내고, 르네상스 규칙은 세 번 반복으로 대국을 끝내며, 양쪽이 한 바퀴마다 세 점씩 따냈으므로 비김입니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram two-handicap-stones</name>
        <message>
            <source>Two handicap stones</source>
            <extracomment>title</extracomment>
            <translation>두 점 접바둑</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Handicap and komi as the presets read them: New Zealand rules (handicap by White passing, no komi), Ing&apos;s SST rules (&apos;Counting&apos; item 5: N points for N stones), the AGA commentary of the &apos;Simplified rules&apos;, Chinese, AGA, Japanese and Korean conventions.</source>
            <extracomment>source</extracomment>
            <translation>이 강좌를 위해 만든 국면입니다. 프리셋이 해석하는 치석과 덤: 뉴질랜드 규칙(백의 패스로 치석을 놓고, 덤 없음), 응씨 SST 규칙(&apos;Counting&apos;, 계산, 제5항: 치석 N개에 N점), &apos;Simplified rules&apos;(간이 규칙)에 대한 AGA의 해설, 그리고 중국, AGA, 일본, 한국의 관례.</translation>
        </message>
        <message>
            <source>A finished two-stone handicap game on 7x7: on the board Black is one point ahead by area and level by territory, and what each ruleset gives White for the handicap decides the winner.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>7x7에서 끝난 두 점 접바둑: 바둑판 위에서는 흑이 영역 계산으로 1점 앞서고 집 계산으로는 같으며, 각 규칙이 치석에 대해 백에게 무엇을 주는지가 승자를 정합니다.</translation>
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
            <translation>7x7 바둑판에서 끝난 접바둑입니다. 흑은 바둑판의 치석 자리인 C3과 E5에 치석 두 개를 놓고 시작했습니다. 그다음 백이 먼저 두고 번갈아 두었습니다. 마지막 수는 백이 두었으므로, 흑은 백보다 돌을 하나 더 놓았습니다. 10개에 대해 11개입니다. 따낸 돌은 없고, 벽은 모든 곳에서 맞닿아 있습니다.

흑은 오른쪽 아래를 차지했습니다. 영역으로 25점(돌 11개와 빈 점 14개. 흑 D4와 E2는 흑 자신의 영역 안에 있습니다)입니다. 나머지는 백의 것으로 24점(돌 10개와 빈 점 14개)입니다. 영역 계산으로는 흑이 1점 앞서고, 집 계산으로는 14 대 14입니다.

호선에서 백은 나중에 두는 대가로 덤을 받습니다. 일본 규칙과 한국 규칙에서는 6.5, 중국 규칙과 AGA 규칙에서는 7.5, 뉴질랜드에서는 7, 응씨 규칙에서는 8입니다. 접바둑에서는 그런 덤이 없고, 대신 치석에 대해 백에게 무엇을 돌려주는지가 규칙마다 다릅니다.
- 일본, 한국, 간이 규칙 일본/한국: 없음. 집을 세면 돌 자체로는 아무것도 얻지 못하므로, 치석의 가치는 그것이 둘러싸는 데 도운 만큼뿐입니다. 14 - 14로 비김(지고)입니다.
- 중국, 간이 규칙 중국, 응씨: 치석 하나에 1점으로 2점. 영역 계산에서는 치석 하나하나가 흑이 수를 쓰지 않고 얻은 1점이기 때문입니다. 25 - 24 - 2로 백이 1 이깁니다.
- AGA와 간이 규칙 AGA: 두 번째 치석부터 하나에 1점, 여기에 0.5. 25 - 24 - 1.5로 백이 0.5 이깁니다. 르네상스 A(영역 계산)와 B(집 계산, 14 - 14 - 0.5)도 같습니다.
- 뉴질랜드, 간이 규칙 응씨/뉴질랜드, 트롬프-테일러: 없음, 덤도 없음. 흑이 1 이깁니다.

흑의 차례이며, 더 얻을 것은 남아 있지 않습니다.</translation>
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>흑이 패스합니다.</translation>
        </message>
        <message>
            <source>White passes: play stops, and nothing is dead. What each ruleset gives White for Black&apos;s two handicap stones decides the winner: from Black by 1 (New Zealand, which gives nothing) to White by 1 (Chinese rules, a point per stone).</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>백이 패스합니다. 대국이 정지하고, 죽은 돌은 없습니다. 흑의 치석 두 개에 대해 각 규칙이 백에게 무엇을 주는지가 승자를 정합니다. 아무것도 주지 않는 뉴질랜드의 흑 1 승부터, 치석 하나에 1점을 주는 중국 규칙의 백 1 승까지입니다.</translation>
        </message>
    </context>
    <context>
        <name>Diagram two-stone-ko</name>
        <message>
            <source>Two stones take two</source>
            <extracomment>title</extracomment>
            <translation>두 점이 두 점을 따낸다</translation>
        </message>
        <message>
            <source>A purpose-made position for the course. Ing&apos;s SST rules, part 6A (fighting kos: hot stones, double hot stones) and part 2 (During the game, items 4 and 5).</source>
            <extracomment>source</extracomment>
            <translation>이 강좌를 위해 만든 국면입니다. 응씨 SST 규칙, 제6부 A(패싸움: 핫 스톤, 이중 핫 스톤)와 제2부(During the game, 대국 중, 제4항과 제5항).</translation>
        </message>
        <message>
            <source>White takes two stones with two, and Black could take those two straight back: every other ruleset allows it, Ing&apos;s rules call the two White stones hot and make Black play elsewhere first.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation>백이 두 점으로 두 점을 따내고, 흑은 그 두 점을 곧바로 되따낼 수 있습니다. 다른 모든 규칙은 이를 허용하지만, 응씨 규칙은 백 두 점을 핫 스톤으로 보아 흑이 먼저 다른 곳에 두게 합니다.</translation>
        </message>
        <message>
            <source>A fight on the bottom edge of a 5x5 board, White to play. White&apos;s corner A1-A2-B2-C2 has one liberty, A3. Black&apos;s B1-C1 and White&apos;s E1 each have one liberty, the same point D1, and Black&apos;s D2-E2 has two, D1 and E3.

White plays D1 and captures B1 and C1. Now White&apos;s D1-E1 has a single liberty, C1, and Black&apos;s D2-E2 is in atari at E3. If Black can take D1-E1 back at C1, Black&apos;s group is out of atari and White&apos;s corner is short of liberties again; if not, White captures D2-E2 at E3.

The basic ko rule speaks only of a single stone that has just taken a single stone: here two stones took two, so Japanese, Korean and the Renaissance rules let Black take back at once. Superko does not object either: after Black&apos;s capture B1 stays empty, so the board is a new one.

Ing&apos;s rules treat this as a ko fight. Stones that have just captured in a fighting ko are hot: they may be captured only after a move or a pass in between, and that holds for two stones (double hot stones) as well as for one. So under Ing&apos;s rules Black must first play elsewhere, a ko threat, as in a basic ko.</source>
            <extracomment>comment at the start</extracomment>
            <translation>5x5 바둑판 아래 변의 싸움이며, 백의 차례입니다. 백의 귀 A1-A2-B2-C2는 활로가 A3 하나입니다. 흑 B1-C1과 백 E1은 각각 활로가 하나인데 둘 다 같은 점 D1이고, 흑 D2-E2는 D1과 E3의 두 활로가 있습니다.

백이 D1에 두어 B1과 C1을 따냅니다. 이제 백 D1-E1의 활로는 C1 하나뿐이고, 흑 D2-E2는 E3에서 단수입니다. 흑이 C1에서 D1-E1을 되따낼 수 있으면 흑 무리는 단수에서 벗어나고 백의 귀는 다시 활로가 모자라게 됩니다. 그렇지 못하면 백이 E3에서 D2-E2를 따냅니다.

기본 패 규칙은 방금 한 점을 따낸 한 점에 대해서만 말합니다. 여기서는 두 점이 두 점을 따냈으므로, 일본, 한국, 르네상스 규칙에서는 흑이 곧바로 되따낼 수 있습니다. 슈퍼코도 이의를 제기하지 않습니다. 흑이 따낸 뒤에도 B1은 빈 채로 남으므로 바둑판은 새로운 것입니다.

응씨 규칙은 이것을 패싸움으로 다룹니다. 패싸움에서 방금 따낸 돌은 핫이 되어, 사이에 한 수나 패스를 둔 뒤에만 따낼 수 있으며, 이는 한 점뿐 아니라 두 점(이중 핫 스톤)에도 적용됩니다. 그래서 응씨 규칙에서는 기본 패에서처럼 흑이 먼저 다른 곳에 팻감을 두어야 합니다.</translation>
        </message>
        <message>
            <source>White captures B1 and C1 at D1. The White stones D1 and E1 have just captured and have one liberty, C1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation>백이 D1로 B1과 C1을 따냅니다. 백 D1과 E1은 방금 따낸 돌이며, 활로는 C1 하나입니다.</translation>
        </message>
        <message>
            <source>Black takes D1 and E1 back at C1 at once. Every ruleset allows this except Ing&apos;s: D1-E1 are hot stones, and Black needs an intervening move first.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation>흑이 곧바로 C1에서 D1과 E1을 되따냅니다. 응씨 규칙을 제외한 모든 규칙이 이를 허용합니다. 응씨 규칙에서는 D1-E1이 핫 스톤이므로 흑은 먼저 사이에 한 수를 두어야 합니다.</translation>
        </message>
        <message>
            <source>Black plays elsewhere first, at E5, against White&apos;s wall.</source>
            <extracomment>comment on the Black plays elsewhere first, node 2</extracomment>
            <translation>흑이 먼저 다른 곳, 백의 벽에 붙여 E5에 둡니다.</translation>
        </message>
        <message>
            <source>White answers elsewhere too, at A5 (White could instead have captured D2-E2 at E3).</source>
            <extracomment>comment on the Black plays elsewhere first, node 3</extracomment>
            <translation>백도 다른 곳, A5에 받습니다(백은 대신 E3에서 D2-E2를 따낼 수도 있었습니다).</translation>
        </message>
        <message>
            <source>Now Black may take D1 and E1 at C1 under Ing&apos;s rules too: moves have come between, and the stones are no longer hot.</source>
            <extracomment>comment on the Black plays elsewhere first, node 4</extracomment>
            <translation>이제 응씨 규칙에서도 흑은 C1에서 D1과 E1을 따낼 수 있습니다. 사이에 수가 있었으므로 그 돌들은 더 이상 핫이 아닙니다.</translation>
        </message>
    </context>
</TS>

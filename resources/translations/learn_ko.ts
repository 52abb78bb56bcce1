<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>Concepts</name>
    <message>
        <source>the basic ko rule</source>
        <translation>기본 패 규칙</translation>
    </message>
    <message>
        <source>the rules on passing, the end of play and counting</source>
        <translation>패스, 대국 정지와 계가 규칙</translation>
    </message>
    <message>
        <source>the rule on suicide</source>
        <translation>자살수 규칙</translation>
    </message>
    <message>
        <source>positional superko</source>
        <translation>포지셔널 슈퍼코</translation>
    </message>
    <message>
        <source>situational superko</source>
        <translation>시추에이셔널 슈퍼코</translation>
    </message>
    <message>
        <source>superko and passes</source>
        <translation>슈퍼코와 패스</translation>
    </message>
    <message>
        <source>the rules on long cycles</source>
        <translation>긴 순환 규칙</translation>
    </message>
    <message>
        <source>the rules on repetition (threefold repetition, minimal superko)</source>
        <translation>반복 규칙(세 번 반복, 미니멀 슈퍼코)</translation>
    </message>
    <message>
        <source>how points in seki are counted</source>
        <translation>빅의 집을 세는 법</translation>
    </message>
    <message>
        <source>komi and handicap compensation</source>
        <translation>덤과 치석 보상</translation>
    </message>
    <message>
        <source>pass stones and White passing last</source>
        <translation>패스 돌과 백의 마지막 패스</translation>
    </message>
    <message>
        <source>how a dispute about dead stones is settled</source>
        <translation>죽은 돌에 대한 다툼을 정하는 법</translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones</source>
        <translation>응씨 규칙의 핫 스톤</translation>
    </message>
    <message>
        <source>Ing&apos;s rule against disturbing a cycle</source>
        <translation>응씨 규칙의 교란 규칙</translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation>계점</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>{title}: {right} of {count} right.</source>
        <translation>{title}: {count}문제 중 {right}개 정답.</translation>
    </message>
    <message>
        <source>- {question} {why}</source>
        <translation>- {question} {why}</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>문제</translation>
    </message>
    <message>
        <source>Quiz: {line}</source>
        <translation>문제: {line}</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>복습</translation>
    </message>
</context>
<context>
    <name>LearnDock</name>
    <message>
        <source>Review the card due today</source>
        <translation>오늘 복습할 항목 복습하기(1개)</translation>
    </message>
    <message>
        <source>Review the {n} cards due today</source>
        <translation>오늘 복습할 항목 {n}개 복습하기</translation>
    </message>
    <message>
        <source>Resume: {lesson}</source>
        <translation>이어 하기: {lesson}</translation>
    </message>
    <message>
        <source>Next: {lesson}</source>
        <translation>다음: {lesson}</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Basic ko</source>
        <translation>기본 패</translation>
    </message>
    <message>
        <source>Positional superko</source>
        <translation>포지셔널 슈퍼코</translation>
    </message>
    <message>
        <source>Longer cycles than a single ko exist: with three kos on the board, or a double ko, the players can take in turn and come back to a board seen before. Positional superko forbids any play that makes the stones look exactly as they did at any earlier moment of the game, whoever is to move. The four simplified rulesets and Tromp-Taylor use it, and so does this app&apos;s reading of the Chinese ban on whole-board repetition; Japanese and Korean rules have only the basic ko ban.</source>
        <translation>패 하나보다 긴 순환도 있습니다. 바둑판에 패가 셋 있거나 양패일 때, 양쪽이 번갈아 따내다가 전에 나왔던 바둑판으로 돌아올 수 있습니다. 포지셔널 슈퍼코는 누구의 차례이든 대국 중 이전 어느 시점과 돌의 배치가 완전히 같아지는 착수를 금지합니다. 네 가지 간이 규칙과 트롬프-테일러 규칙이 이를 쓰며, 이 앱은 중국 규칙의 전체 국면 반복 금지도 이것으로 해석합니다. 일본 규칙과 한국 규칙에는 기본 패 금지만 있습니다.</translation>
    </message>
    <message>
        <source>Play stops when both players pass in a row (the Renaissance rules want a third pass), and the game is counted. Area counting adds a side&apos;s stones on the board to the empty points it surrounds; territory counting adds the surrounded points to the prisoners taken. The two counts often differ by a point: filling a neutral point gains a point only under area counting, and a move inside your own territory costs a point only under territory counting. White then adds komi, and the usual komi differ too: 6.5 in Japan, 7.5 in China.</source>
        <translation>두 대국자가 연속으로 패스하면 대국이 정지하고(르네상스 규칙에서는 세 번째 패스가 필요합니다) 계산에 들어갑니다. 영역 계산은 바둑판 위 자기 돌의 수와 그 돌이 둘러싼 빈 점의 수를 더합니다. 집 계산은 둘러싼 빈 점의 수와 따낸 사석의 수를 더합니다. 두 계산은 자주 한 집 차이가 납니다. 공배를 메우면 영역 계산에서만 한 집 이득이고, 자기 집 안에 두면 집 계산에서만 한 집 손해입니다. 마지막으로 백에게 덤이 더해지는데, 보통의 덤도 규칙마다 달라 일본은 6.5, 중국은 7.5입니다.</translation>
    </message>
    <message>
        <source>Situational superko</source>
        <translation>시추에이셔널 슈퍼코</translation>
    </message>
    <message>
        <source>Situational superko looks at the whole situation: the stones and the player to move. A play may not bring back a board that occurred before with the same player to move, so stones that stand as they once did are allowed when it is now the other player&apos;s turn. AGA rules, as commonly read, use it, and New Zealand&apos;s rule (no board as it stood after one of your own moves) forbids the same plays.</source>
        <translation>시추에이셔널 슈퍼코는 돌의 배치와 둘 차례를 합친 상황 전체를 봅니다. 전에 같은 차례로 나왔던 바둑판을 되살리는 착수는 둘 수 없습니다. 그래서 돌의 배치가 예전과 같아도 이번에 상대의 차례라면 허용됩니다. AGA 규칙은 흔히 이렇게 해석되며, 뉴질랜드 규칙의 조항(자기가 둔 어느 수 직후와 같은 바둑판을 만들 수 없다)도 같은 착수를 금지합니다.</translation>
    </message>
    <message>
        <source>A pass and superko</source>
        <translation>패스와 슈퍼코</translation>
    </message>
    <message>
        <source>A pass puts no stone on the board but hands the turn over, so after a pass the stones and the player to move can be just as they were earlier. Situational superko then forbids the play that would repeat the next board of the cycle, while the basic ko rule lets the cycle go on. Natural situational superko forbids a player only the boards that player made with a stone, so boards after a pass belong to nobody. Passes can also leave a ko that superko never lets anyone retake, and a one-eyed group then lives.</source>
        <translation>패스는 바둑판에 돌을 놓지 않지만 차례를 상대에게 넘깁니다. 그래서 패스 뒤에는 돌의 배치와 둘 차례가 예전과 똑같아질 수 있습니다. 그러면 시추에이셔널 슈퍼코는 순환의 다음 바둑판을 되풀이하는 착수를 금지하지만, 기본 패 규칙에서는 순환이 계속됩니다. 내추럴 시추에이셔널 슈퍼코가 금지하는 것은 그 대국자가 돌을 놓아 만든 바둑판뿐이므로, 패스 뒤의 바둑판은 누구의 것도 아닙니다. 패스 때문에 슈퍼코 아래에서는 아무도 되따낼 수 없는 패가 남기도 하며, 그러면 한 눈뿐인 돌이 삽니다.</translation>
    </message>
    <message>
        <source>Long cycles and no result</source>
        <translation>긴 순환과 무승부</translation>
    </message>
    <message>
        <source>Japanese and Korean rules have only the basic ko ban, so nothing forbids the move that repeats a triple ko, a moonshine life or a long life. If the players keep repeating such a cycle the game ends without result: the Japanese text asks for the players&apos; agreement, and this app ends it when the same position, with the same player to move, comes back a third time with no pass in between. The superko rulesets forbid the move that closes the cycle instead, and Ing&apos;s rules stop it with hot stones or the disturbing rule.</source>
        <translation>일본 규칙과 한국 규칙에는 기본 패 금지만 있으므로 삼패, 문샤인 라이프, 장생을 되풀이하는 착수를 막는 것이 없습니다. 대국자가 이런 순환을 계속 되풀이하면 대국은 무승부로 끝납니다. 일본 규약은 대국자의 합의를 요구하며, 이 앱은 같은 차례의 같은 국면이 사이에 패스 없이 세 번째로 나오면 대국을 끝냅니다. 슈퍼코를 쓰는 규칙은 대신 순환을 닫는 착수를 금지하고, 응씨 규칙은 핫 스톤이나 교란 규칙으로 이를 막습니다.</translation>
    </message>
    <message>
        <source>Threefold repetition and minimal superko</source>
        <translation>세 번 반복과 미니멀 슈퍼코</translation>
    </message>
    <message>
        <source>The Renaissance rules keep the basic ko ban and let cycles run, but the third time the same position comes round the game ends: a draw if both sides captured as many stones in the loop, otherwise a loss for whoever captured fewer. Their minimal superko forbids a board play only one position: the one in which the last two successive passes were made. Three passes in a row stop play.</source>
        <translation>르네상스 규칙은 기본 패 금지를 두고 순환은 이어지게 하지만, 같은 국면이 세 번째로 나오면 대국이 끝납니다. 순환하는 동안 양쪽이 따낸 돌 수가 같으면 비기고, 아니면 적게 따낸 쪽이 집니다. 이 규칙의 미니멀 슈퍼코가 바둑판 위 착수에 금지하는 국면은 하나뿐으로, 마지막 두 번의 연속 패스가 있었던 국면입니다. 세 번 연속 패스하면 대국이 정지합니다.</translation>
    </message>
    <message>
        <source>Disputes and the confirmation play</source>
        <translation>사활 다툼과 사활 확인 착수</translation>
    </message>
    <message>
        <source>When play has stopped the players agree which stones are dead. If they disagree, the rulesets part: most play on until the stones are captured or not, Tromp-Taylor counts every stone as alive, and Japan and Korea settle it in a confirmation play whose moves are not kept. There a player whose ko stone was taken must pass once for that ko before retaking it, which is why a bent four in a corner is dead under their rules. The simplified Japanese/Korean rules imagine wise play instead.</source>
        <translation>대국이 정지하면 두 대국자는 어느 돌이 죽었는지 합의합니다. 의견이 다르면 규칙마다 다릅니다. 대부분은 돌이 잡히는지 가려질 때까지 대국을 이어 가고, 트롬프-테일러 규칙은 모든 돌을 산 돌로 세며, 일본과 한국은 기록하지 않는 사활 확인 착수로 해결합니다. 여기서 패에서 돌이 잡힌 쪽은 그 패에 대해 한 번 패스한 다음에만 되따낼 수 있으며, 그래서 이 규칙들에서는 귀곡사가 죽은 돌입니다. 간이 규칙 일본/한국은 대신 최선의 착수를 가정합니다.</translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones</source>
        <translation>응씨 규칙의 핫 스톤</translation>
    </message>
    <message>
        <source>Ing&apos;s rules treat a ko fight apart from kos in which neither side can capture. In a ko fight the stones that have just captured are hot: the opponent may capture them only after a move or a pass in between. Hot stones can be two stones, as in long life (double hot stones), and in a triple ko the capturer&apos;s stones in the other kos that lock the same two groups are hot too (twin hot stones). That turns a triple ko or a long life into an ordinary fight instead of a cycle.</source>
        <translation>응씨 규칙은 패싸움을, 어느 쪽도 상대를 잡을 수 없는 패와 따로 다룹니다. 패싸움에서 방금 따낸 돌은 &apos;핫&apos;이 되어, 상대는 사이에 한 수나 패스를 둔 다음에만 그 돌을 따낼 수 있습니다. 장생처럼 핫 스톤이 두 점일 수도 있고(이중 핫 스톤), 삼패에서는 같은 두 무리를 묶고 있는 다른 패에 있는 따낸 쪽의 돌도 핫이 됩니다(쌍둥이 핫 스톤). 그래서 삼패나 장생이 순환이 아니라 보통의 패싸움이 됩니다.</translation>
    </message>
    <message>
        <source>Ing&apos;s disturbing rule and balanced kos</source>
        <translation>응씨 규칙의 교란 규칙과 균형 잡힌 패</translation>
    </message>
    <message>
        <source>Ing&apos;s rules also limit cycles in kos where neither group can capture the other: setting off such a cycle is called disturbing, and each player may disturb only once in a game. The kos are balanced when both groups have the same number of inside liberties, two or more: each side disturbs once, after that neither can be captured, and the groups live in seki. When one group has a single inside liberty the kos are unbalanced: that side may answer only once, and here it dies.</source>
        <translation>응씨 규칙은 어느 무리도 상대를 잡을 수 없는 패에서의 순환도 제한합니다. 그런 순환을 일으키는 것을 교란이라 하며, 각 대국자는 한 판에 한 번만 교란할 수 있습니다. 두 무리의 안공배 수가 같고 둘 이상이면 그 패는 균형이 잡혀 있습니다. 양쪽이 한 번씩 교란한 뒤에는 어느 쪽도 잡히지 않고 두 무리는 빅으로 삽니다. 한 무리의 안공배가 하나뿐이면 그 패는 균형이 잡혀 있지 않습니다. 그쪽은 한 번만 응수할 수 있고, 여기서는 그 무리가 죽습니다.</translation>
    </message>
    <message>
        <source>Lesson {number}: {title}</source>
        <translation>제{number}과: {title}</translation>
    </message>
    <message>
        <source>Suicide</source>
        <translation>자살수</translation>
    </message>
    <message>
        <source>When one stone takes one stone in a ko, the opponent could take straight back and the two could go on for ever. Every ruleset forbids that immediate recapture: the player must first play somewhere else, usually a threat the other side has to answer. Once each side has played a move elsewhere, the ko may be taken back. Rulesets with a superko rule need no separate ko rule: their superko forbids the recapture too, so the rulings name it positional or situational superko.</source>
        <translation>패에서 한 점이 한 점을 따내면 상대가 곧바로 되따낼 수 있어 끝없이 이어질 수 있습니다. 모든 규칙은 이렇게 곧바로 되따내는 것을 금지합니다. 되따내기 전에 먼저 다른 곳에 두어야 하며, 보통 상대가 받아야 하는 수(팻감)를 둡니다. 양쪽이 다른 곳에 한 수씩 둔 뒤에는 그 패를 되따낼 수 있습니다.슈퍼코 규칙이 있는 규칙에는 따로 패 규칙이 필요 없습니다. 슈퍼코가 이 되따내기도 금지하므로, 판정에서는 포지셔널 슈퍼코나 시추에이셔널 슈퍼코라고 부릅니다.</translation>
    </message>
    <message>
        <source>A play that leaves its own string without liberties, capturing nothing, is suicide. Japanese, Korean, Chinese and AGA rules forbid it, as do three of the simplified rulesets. New Zealand, Tromp-Taylor, the Renaissance rules and the simplified Ing/NZ rules allow it, and Ing&apos;s rules allow the suicide of several stones while a lone stone&apos;s suicide counts as a pass. Where it is legal it can even serve as a ko threat.</source>
        <translation>아무것도 따내지 않으면서 자기 돌무리의 활로를 모두 없애는 착수가 자살수입니다. 일본, 한국, 중국, AGA 규칙은 이를 금지하며, 간이 규칙 가운데 셋도 금지합니다. 뉴질랜드 규칙, 트롬프-테일러 규칙, 르네상스 규칙, 간이 규칙 응씨/뉴질랜드는 이를 허용하고, 응씨 규칙은 여러 점의 자살수는 허용하되 한 점의 자살수는 패스로 칩니다. 허용되는 곳에서는 팻감으로 쓰일 수도 있습니다.</translation>
    </message>
    <message>
        <source>Area and territory counting</source>
        <translation>영역 계산과 집 계산</translation>
    </message>
    <message>
        <source>Points in seki</source>
        <translation>빅 안의 집</translation>
    </message>
    <message>
        <source>An eye inside a seki is surrounded by one side&apos;s stones, yet Japanese and Korean rules count no point in a seki, while area counting and Renaissance B count it as usual. With the same komi, that one point can change the winner.</source>
        <translation>빅 안의 눈은 한쪽 돌에 둘러싸여 있지만, 일본 규칙과 한국 규칙은 빅 안의 점을 집으로 세지 않습니다. 반면 영역 계산과 르네상스 B는 보통대로 셉니다. 덤이 같아도 그 한 집으로 승자가 바뀔 수 있습니다.</translation>
    </message>
    <message>
        <source>Handicap compensation</source>
        <translation>접바둑의 보상</translation>
    </message>
    <message>
        <source>Under area counting each handicap stone is a point on the board, so most area rulesets give White some back: a point per stone (Chinese), one less than the number of stones (AGA), a point per stone paid with White stones put in Black&apos;s area at two points each (Ing, as the SST article proposes), or none at all (New Zealand). Territory counting needs no compensation.</source>
        <translation>영역 계산에서는 치석 하나가 바둑판 위의 한 집이 되므로, 영역 계산 규칙 대부분은 백에게 얼마간 돌려줍니다. 치석 하나에 한 집(중국 규칙), 치석 수보다 하나 적은 집(AGA), 흑의 영역에 놓는 백돌로 한 개에 두 집씩 치르는 치석 하나에 한 집(응씨 규칙, SST 조문이 제안하는 방식), 또는 전혀 돌려주지 않음(뉴질랜드 규칙). 집 계산에서는 보상이 필요 없습니다.</translation>
    </message>
    <message>
        <source>Pass stones</source>
        <translation>패스 돌</translation>
    </message>
    <message>
        <source>Under AGA rules every pass hands the opponent a stone as a prisoner, and White makes the last pass. In a game from an even start with alternate moves, the territory count then gives the same margin as the area count. The Japanese count has no pass stones, so here it gives Black two points less, and with each ruleset&apos;s usual komi the winner changes.</source>
        <translation>AGA 규칙에서는 패스할 때마다 상대에게 돌 하나를 사석으로 넘겨주며, 마지막 패스는 백이 합니다. 호선으로 시작해 번갈아 둔 대국이라면 이렇게 해서 집 계산의 차이가 영역 계산의 차이와 같아집니다. 일본식 계산에는 패스 돌이 없으므로 여기서는 흑이 두 집 적게 나오고, 각 규칙의 보통 덤으로는 승자가 바뀝니다.</translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation>응씨 규칙의 계점(채워 넣는 계산)</translation>
    </message>
    <message>
        <source>Ing&apos;s rules count with a fixed supply of stones for each side, 180 on a full board: fill your own area with your stones, and what is left tells the result, empty points over mean a win and stones over mean a loss. The komi is 8 points, paid as four White stones put in Black&apos;s area, and Black wins a tie in an even game. A handicap game compensates White the same way, a point per handicap stone, and then White wins a tie.</source>
        <translation>응씨 규칙은 양쪽에 정해진 수의 돌(19줄 바둑판에서 180개)을 주고 계산합니다. 자기 영역을 자기 돌로 채우고 무엇이 남는지로 결과가 정해집니다. 빈 점이 남으면 이기고 돌이 남으면 집니다. 덤은 8집으로, 흑의 영역에 백돌 4개를 놓아 치르며, 호선에서 동점이면 흑이 이깁니다. 접바둑에서도 같은 방법으로 치석 하나에 한 집씩 백에게 보상하고, 이때는 동점이면 백이 이깁니다.</translation>
    </message>
    <message>
        <source>{file}: CONCEPT must be one of {concepts}</source>
        <translation>{file}: CONCEPT은 {concepts} 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>no lesson position {id}; there are: {ids}</source>
        <translation>레슨 국면 {id}이(가) 없습니다. 있는 국면: {ids}</translation>
    </message>
    <message>
        <source>{verdict}: {rulesets}</source>
        <translation>{verdict}: {rulesets}</translation>
    </message>
    <message>
        <source>{verdict}: {count}</source>
        <translation>{verdict}: {count}</translation>
    </message>
    <message>
        <source>Lesson {number}. {title} [{id}]</source>
        <translation>제{number}과. {title} [{id}]</translation>
    </message>
    <message>
        <source>Concept: {concept}</source>
        <translation>개념: {concept}</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>규칙:</translation>
    </message>
    <message>
        <source>Steps: {steps}</source>
        <translation>단계: {steps}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>{diagram} ({line})</source>
        <translation>{diagram} ({line})</translation>
    </message>
    <message>
        <source>Worked example: {diagram} ({line})</source>
        <translation>풀이 예: {diagram} ({line})</translation>
    </message>
    <message>
        <source>No move</source>
        <translation>착수 없음</translation>
    </message>
    <message>
        <source>{node}. {move} (key step): {text}</source>
        <translation>{node}. {move} (핵심 단계): {text}</translation>
    </message>
    <message>
        <source>{node}. {move}: {text}</source>
        <translation>{node}. {move}: {text}</translation>
    </message>
</context>
<context>
    <name>LessonSource</name>
    <message>
        <source>{title}, Article 6 (ko)</source>
        <translation>{title}, Article 6(패)</translation>
    </message>
    <message>
        <source>{title}, Article 7-2 (a ko in the confirmation of life and death)</source>
        <translation>{title}, Article 7-2(사활 확인에서의 패)</translation>
    </message>
    <message>
        <source>{title}, Part 2, During the game, item 4 (basic ko, common to every rule system)</source>
        <translation>{title}, Part 2, During the game, item 4(기본 패, 모든 규칙 체계에 공통)</translation>
    </message>
    <message>
        <source>{title}, rule 2 (basic ko)</source>
        <translation>{title}, rule 2 (basic ko)</translation>
    </message>
    <message>
        <source>{title}, Common Simplified Rules (no play may bring back an earlier arrangement of stones), called positional superko in the commentaries</source>
        <translation>{title}, Common Simplified Rules(어떤 착수도 이전의 돌 배치를 되살릴 수 없음), 해설에서는 포지셔널 슈퍼코라고 부름</translation>
    </message>
    <message>
        <source>{title}, Article 20 (whole-board repetition forbidden in principle), read as positional superko, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}, Article 20(전체 국면 반복은 원칙적으로 금지), 포지셔널 슈퍼코로 해석(기보 그림 모음 주석의 요약)</translation>
    </message>
    <message>
        <source>{title}, positional superko, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}, 포지셔널 슈퍼코(기보 그림 모음 주석의 요약)</translation>
    </message>
    <message>
        <source>{title}, Article 6 (ko): the basic ko rule only</source>
        <translation>{title}, Article 6(패): 기본 패 규정만</translation>
    </message>
    <message>
        <source>{title}, superko as commonly read: situational, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}, 흔한 해석에 따른 슈퍼코: 시추에이셔널(기보 그림 모음 주석의 요약)</translation>
    </message>
    <message>
        <source>{title}, the definition of a move</source>
        <translation>{title}, move의 정의</translation>
    </message>
    <message>
        <source>natural situational superko, as commonly defined; the BGA&apos;s reading of the AGA rule, as summarised in the diagram library&apos;s notes</source>
        <translation>내추럴 시추에이셔널 슈퍼코(흔히 쓰이는 정의); 영국바둑협회(BGA)의 AGA 규정 해석(기보 그림 모음 주석의 요약)</translation>
    </message>
    <message>
        <source>positional superko: {title}, Common Simplified Rules</source>
        <translation>포지셔널 슈퍼코: {title}, Common Simplified Rules</translation>
    </message>
    <message>
        <source>{title}, Article 12 (no result: the whole-board position repeats and the players agree)</source>
        <translation>{title}, Article 12(무승부: 판 전체의 국면이 되풀이되고 대국자가 합의함)</translation>
    </message>
    <message>
        <source>Korean practice: a repeated long cycle annuls the game ({title}, Part 1, Introduction; Part 6A, Double hot stones)</source>
        <translation>한국의 관행: 긴 순환이 되풀이되면 대국은 무효가 됨({title}, Part 1, Introduction; Part 6A, Double hot stones)</translation>
    </message>
    <message>
        <source>positional superko ({title}, Common Simplified Rules) and situational superko ({other}, the definition of a move)</source>
        <translation>포지셔널 슈퍼코({title}, Common Simplified Rules)와 시추에이셔널 슈퍼코({other}, move의 정의)</translation>
    </message>
    <message>
        <source>{title}, rule 3 (threefold repetition)</source>
        <translation>{title}, rule 3 (threefold repetition)</translation>
    </message>
    <message>
        <source>{title}, rule 4 (minimal superko)</source>
        <translation>{title}, rule 4 (minimal superko)</translation>
    </message>
    <message>
        <source>{title}, rule 5 (three successive passes; dispute phases)</source>
        <translation>{title}, rule 5(세 번 연속 패스; 다툼 단계)</translation>
    </message>
    <message>
        <source>{title}, Part 6A (Fighting Kos: hot stones; Double hot stones; Twin hot stones)</source>
        <translation>{title}, Part 6A(Fighting Kos: 핫 스톤; Double hot stones; Twin hot stones)</translation>
    </message>
    <message>
        <source>{title}, Part 2, During the game, items 4 and 5</source>
        <translation>{title}, Part 2, During the game, items 4 and 5</translation>
    </message>
    <message>
        <source>{title}, Part 6B (Balanced Kos: disturbing, once per player per game)</source>
        <translation>{title}, Part 6B(Balanced Kos: 교란은 대국자마다 한 판에 한 번)</translation>
    </message>
    <message>
        <source>{title}, Part 6B (Balanced quadruple ko; Unbalanced double ko; &quot;What kind of ko am I?&quot;)</source>
        <translation>{title}, Part 6B (Balanced quadruple ko; Unbalanced double ko; &quot;What kind of ko am I?&quot;)</translation>
    </message>
    <message>
        <source>{title}, Part 2, During the game, item 5</source>
        <translation>{title}, Part 2, During the game, item 5</translation>
    </message>
    <message>
        <source>{title}, the definition of a play; Notes (no rule against suicide)</source>
        <translation>{title}, play의 정의; Notes(자살수를 금지하는 규정 없음)</translation>
    </message>
    <message>
        <source>{title}, Part 2, During the game, item 3; Part 4 (Suicide)</source>
        <translation>{title}, Part 2, During the game, item 3; Part 4 (Suicide)</translation>
    </message>
    <message>
        <source>{title}, rule 1 (suicide allowable)</source>
        <translation>{title}, rule 1(자살수 허용)</translation>
    </message>
    <message>
        <source>{title}, commentary on Simplified Ing/NZ (suicide allowed); Simplified Chinese and Japanese/Korean blocks and the AGA commentary (suicide prohibited)</source>
        <translation>{title}, Simplified Ing/NZ에 관한 Commentary(자살수 허용); Simplified Chinese 블록, Japanese/Korean 블록과 AGA에 관한 Commentary(자살수 금지)</translation>
    </message>
    <message>
        <source>{title}, suicide allowed, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}, 자살수 허용(기보 그림 모음 주석의 요약)</translation>
    </message>
    <message>
        <source>{title}, Article 4 (no group without a liberty may stay on the board)</source>
        <translation>{title}, Article 4(활로가 없는 돌은 판 위에 남을 수 없음)</translation>
    </message>
    <message>
        <source>Chinese, Korean and AGA rules, suicide illegal, as summarised in the diagram library&apos;s notes</source>
        <translation>중국, 한국, AGA 규칙, 자살수 금지(기보 그림 모음 주석의 요약)</translation>
    </message>
    <message>
        <source>{title}, Article 9 (end of the game: two passes in succession stop it, agreement ends it, resumption)</source>
        <translation>{title}, Article 9(대국의 종료: 연속 두 번의 패스로 정지, 합의로 종료, 재개)</translation>
    </message>
    <message>
        <source>Korean practice: disputes settled as under the Japanese rules, as summarised in the diagram library&apos;s notes</source>
        <translation>한국의 관행: 사활 다툼은 일본 규칙과 같이 해결함(기보 그림 모음 주석의 요약)</translation>
    </message>
    <message>
        <source>{title}, two passes end the game with every stone alive, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}, 두 번의 패스로 모든 돌을 산 돌로 하여 대국이 끝남(기보 그림 모음 주석의 요약)</translation>
    </message>
    <message>
        <source>{title}, Common Simplified Rules (the four phases); Simplified Japanese/Korean block (imagined wise alternation)</source>
        <translation>{title}, Common Simplified Rules(네 단계); Simplified Japanese/Korean 블록(가상의 현명한 교대 착수)</translation>
    </message>
    <message>
        <source>{title}, Simplified Ing/NZ block (score: stones plus surrounded empty regions) and Simplified Japanese/Korean block (score: surrounded empty regions plus prisoners)</source>
        <translation>{title}, Simplified Ing/NZ 블록(점수: 돌과 둘러싼 빈 구역), Simplified Japanese/Korean 블록(점수: 둘러싼 빈 구역과 사석)</translation>
    </message>
    <message>
        <source>{title}, area scoring, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}, 영역 계산(기보 그림 모음 주석의 요약)</translation>
    </message>
    <message>
        <source>{title}, Article 8 (territory)</source>
        <translation>{title}, Article 8(집)</translation>
    </message>
    <message>
        <source>{title}, Part 2, Ending the Game, item 3 (a move inside your own area costs nothing under area counting)</source>
        <translation>{title}, Part 2, Ending the Game, item 3(영역 계산에서는 자기 영역 안에 두어도 손해가 없음)</translation>
    </message>
    <message>
        <source>{title}, Article 8 (eye points of stones in seki are not territory)</source>
        <translation>{title}, Article 8(빅에 있는 돌의 눈은 집이 아님)</translation>
    </message>
    <message>
        <source>{title}, Simplified Japanese/Korean block (points in seki score for nobody)</source>
        <translation>{title}, Simplified Japanese/Korean 블록(빅 안의 점은 누구의 점수도 되지 않음)</translation>
    </message>
    <message>
        <source>Korean practice: seki counted as under the Japanese rules, as summarised in the diagram library&apos;s notes</source>
        <translation>한국의 관행: 빅은 일본 규칙과 같이 셈(기보 그림 모음 주석의 요약)</translation>
    </message>
    <message>
        <source>area counting: {title}, Simplified Ing/NZ block (score)</source>
        <translation>영역 계산: {title}, Simplified Ing/NZ 블록(점수)</translation>
    </message>
    <message>
        <source>{title}, B.6 and B.7 (territory: points surrounded by live stones, with no seki exception)</source>
        <translation>{title}, B.6 and B.7(집: 산 돌이 둘러싼 점, 빅의 예외 없음)</translation>
    </message>
    <message>
        <source>{title}, Commentary (Japanese/Korean rules give one excess dame no value)</source>
        <translation>{title}, Commentary(일본 규칙과 한국 규칙에서는 남은 공배 하나에 가치가 없음)</translation>
    </message>
    <message>
        <source>{title}, a point per handicap stone (the Chinese preset&apos;s description, {file})</source>
        <translation>{title}, 치석 하나에 한 집(중국 규칙 프리셋의 설명, {file})</translation>
    </message>
    <message>
        <source>{title}, a point per handicap stone after the first (the AGA preset&apos;s description, {file})</source>
        <translation>{title}, 두 번째 치석부터 하나에 한 집(AGA 규칙 프리셋의 설명, {file})</translation>
    </message>
    <message>
        <source>{title}, Part 2, Counting, item 5 (N points for N stones, to match territory counting; not in Ing&apos;s official texts) and Part 3 (handicap game counting)</source>
        <translation>{title}, Part 2, Counting, item 5(치석 N개에 N집, 집 계산과 맞추기 위함; 응씨 규칙의 공식 문서에는 없음), Part 3 (handicap game counting)</translation>
    </message>
    <message>
        <source>{title}, the handicap rule (White passes n - 1 times; no komi)</source>
        <translation>{title}, 접바둑 규정(백은 n - 1번 패스함; 덤 없음)</translation>
    </message>
    <message>
        <source>{title}, Simplified AGA block (each pass adds a prisoner; White&apos;s extra last pass) and its commentary (the two counts agree)</source>
        <translation>{title}, Simplified AGA 블록(패스할 때마다 사석이 하나 늘어남; 백의 추가 마지막 패스)과 그 Commentary(두 계산이 일치함)</translation>
    </message>
    <message>
        <source>{title}, pass stones and White passing last, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}, 패스 돌과 마지막 패스는 백이 한다는 것(기보 그림 모음 주석의 요약)</translation>
    </message>
    <message>
        <source>{title}, B.8 and B.9 (pass stones and equal moves in dispute phases)</source>
        <translation>{title}, B.8 and B.9(다툼 단계의 패스 돌과 같은 착수 수)</translation>
    </message>
    <message>
        <source>{title}, Part 2, Start of the game, item 1 (180 stones each) and Counting, items 1 to 4 (the fill-in)</source>
        <translation>{title}, Part 2, Start of the game, item 1(각자 180개), Counting, items 1 to 4(채워 넣는 계산)</translation>
    </message>
    <message>
        <source>{title}, Part 2, Start of the game, item 4 (komi 8) and Counting, items 4 and 5 (ties; handicap compensation)</source>
        <translation>{title}, Part 2, Start of the game, item 4(덤 8), Counting, items 4 and 5(동점; 접바둑의 보상)</translation>
    </message>
    <message>
        <source>{title}, Part 3 (Demonstrations of Ing Counting)</source>
        <translation>{title}, Part 3 (Demonstrations of Ing Counting)</translation>
    </message>
</context>
<context>
    <name>Mastery</name>
    <message>
        <source>not asked</source>
        <translation>출제 안 됨</translation>
    </message>
    <message>
        <source>not seen yet</source>
        <translation>아직 안 봄</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>학습 중</translation>
    </message>
    <message>
        <source>shaky</source>
        <translation>불안정</translation>
    </message>
    <message>
        <source>known</source>
        <translation>익힘</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>확실함</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>A progress file that could not be used was kept as {aside}. To use it again, close gogui, move {name} away and rename {aside_name} back to {name}.</source>
        <translation>사용할 수 없었던 진도 파일은 {aside}(으)로 남겨 두었습니다. 다시 사용하려면 gogui를 닫고 {name}을(를) 다른 곳으로 옮긴 뒤 {aside_name}의 이름을 {name}(으)로 되돌리십시오.</translation>
    </message>
    <message>
        <source>The progress could not be saved to {path} ({why}).</source>
        <translation>진도를 {path}에 저장할 수 없었습니다({why}).</translation>
    </message>
    <message>
        <source>The file {path} could not be read ({why}).</source>
        <translation>파일 {path}을(를) 읽을 수 없었습니다({why}).</translation>
    </message>
    <message>
        <source>The file {path} is not a gogui progress file ({why}).</source>
        <translation>파일 {path}은(는) gogui 진도 파일이 아닙니다({why}).</translation>
    </message>
    <message>
        <source>The progress folder {folder} cannot be made ({why}).</source>
        <translation>진도 폴더 {folder}을(를) 만들 수 없습니다({why}).</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>폴더입니다</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be read ({why}); it is left as it is.</source>
        <translation>진도 파일 {path}을(를) 읽을 수 없습니다({why}). 파일은 그대로 두었습니다.</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be written ({why}): its answers are shown, and new ones are not kept in it.</source>
        <translation>진도 파일 {path}에 쓸 수 없습니다({why}). 기록된 답은 보여 주지만 새 답은 이 파일에 남지 않습니다.</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be written just now ({why}): new answers are kept and written to it as soon as it can be.</source>
        <translation>지금은 진도 파일 {path}에 쓸 수 없습니다({why}). 새 답은 보관해 두었다가 쓸 수 있게 되는 대로 기록합니다.</translation>
    </message>
    <message>
        <source>Another program is using the progress file {path}: its answers show, and new answers are written to it, as soon as it is free.</source>
        <translation>다른 프로그램이 진도 파일 {path}을(를) 사용하고 있습니다. 파일이 풀리는 대로 기록된 답을 보여 주고 새 답을 기록합니다.</translation>
    </message>
    <message>
        <source>Another program is using the progress file {path}: new answers are kept and written to it as soon as it is free.</source>
        <translation>다른 프로그램이 진도 파일 {path}을(를) 사용하고 있습니다. 새 답은 보관해 두었다가 파일이 풀리는 대로 기록합니다.</translation>
    </message>
    <message>
        <source>The progress file {path} was written by a newer version of gogui (its schema version is {version}): its answers are shown, and new ones are not kept in it.</source>
        <translation>진도 파일 {path}은(는) 더 새로운 버전의 gogui가 쓴 것입니다(스키마 버전 {version}). 기록된 답은 보여 주지만 새 답은 이 파일에 남지 않습니다.</translation>
    </message>
    <message>
        <source>Progress is kept only until the program closes.</source>
        <translation>진도는 프로그램을 닫을 때까지만 보관됩니다.</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be used ({why}) and cannot be renamed aside ({again}); it is left as it is.</source>
        <translation>진도 파일 {path}은(는) 사용할 수 없고({why}) 이름을 바꿔 남겨 둘 수도 없습니다({again}). 파일은 그대로 두었습니다.</translation>
    </message>
    <message>
        <source>The progress file could not be used ({why}): it was kept as {aside} and a fresh one was started. To use it again, close gogui, move {name} away and rename {aside_name} back to {name}.</source>
        <translation>진도 파일을 사용할 수 없었습니다({why}). 파일은 {aside}(으)로 남겨 두고 새 파일로 시작했습니다. 다시 사용하려면 gogui를 닫고 {name}을(를) 다른 곳으로 옮긴 뒤 {aside_name}의 이름을 {name}(으)로 되돌리십시오.</translation>
    </message>
    <message>
        <source>it holds something else (schema version {version})</source>
        <translation>다른 내용이 들어 있습니다: 스키마 버전 {version}</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>손상되었습니다</translation>
    </message>
    <message>
        <source>it is not progress exported by gogui</source>
        <translation>gogui가 내보낸 진도가 아닙니다</translation>
    </message>
    <message>
        <source>its version {version} is not one this gogui reads</source>
        <translation>버전 {version}은(는) 이 gogui가 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>its {part} are not a list</source>
        <translation>{part}이(가) 목록이 아닙니다</translation>
    </message>
    <message>
        <source>entry {number} of its {part} is malformed</source>
        <translation>{part}의 {number}번째 항목의 형식이 잘못되었습니다</translation>
    </message>
    <message>
        <source>entry {number} of its {part} has no valid {field}</source>
        <translation>{part}의 {number}번째 항목에 올바른 {field}이(가) 없습니다</translation>
    </message>
</context>
<context>
    <name>QuestionSgf</name>
    <message>
        <source>Question {number}: {prompt}</source>
        <translation>문제 {number}: {prompt}</translation>
    </message>
    <message>
        <source>Answer by naming a point.</source>
        <translation>점 하나를 답하세요.</translation>
    </message>
    <message>
        <source>Tick every one that applies: {choices}</source>
        <translation>해당하는 것을 모두 고르세요: {choices}</translation>
    </message>
    <message>
        <source>Choose one: {choices}</source>
        <translation>하나를 고르세요: {choices}</translation>
    </message>
    <message>
        <source>Hint {number}: {hint}</source>
        <translation>힌트 {number}: {hint}</translation>
    </message>
    <message>
        <source>none of them</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <source>Answer: {answer}</source>
        <translation>답: {answer}</translation>
    </message>
    <message>
        <source>Why: {explanation}</source>
        <translation>이유: {explanation}</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>play goes on</source>
        <translation>대국이 이어진다</translation>
    </message>
    <message>
        <source>play stops</source>
        <translation>대국 정지</translation>
    </message>
    <message>
        <source>the game ends and is counted with every stone alive</source>
        <translation>대국이 끝나고 모든 돌을 산 돌로 하여 계가한다</translation>
    </message>
    <message>
        <source>the game ends without result</source>
        <translation>대국이 무승부로 끝난다</translation>
    </message>
    <message>
        <source>the game ends in a draw</source>
        <translation>대국이 비김으로 끝난다</translation>
    </message>
    <message>
        <source>Black wins by repetition</source>
        <translation>반복으로 흑이 이긴다</translation>
    </message>
    <message>
        <source>White wins by repetition</source>
        <translation>반복으로 백이 이긴다</translation>
    </message>
    <message>
        <source>the game ends</source>
        <translation>대국이 끝난다</translation>
    </message>
    <message>
        <source>{point} is not such a point.</source>
        <translation>{point}은(는) 그런 점이 아닙니다.</translation>
    </message>
    <message>
        <source>That is not such a point.</source>
        <translation>그곳은 그런 점이 아닙니다.</translation>
    </message>
    <message>
        <source>{point} is forbidden too, but by another rule ({ban}); the question asks about {asked}.</source>
        <translation>{point}도 금지되지만 다른 규칙({ban}) 때문입니다. 이 문제가 묻는 것은 {asked}입니다.</translation>
    </message>
    <message>
        <source>{ruleset}: forbids {forbidden}; allows {allowed}</source>
        <translation>{ruleset}: {forbidden} 금지; {allowed} 허용</translation>
    </message>
    <message>
        <source>{ruleset}: forbids {forbidden}</source>
        <translation>{ruleset}: {forbidden} 금지</translation>
    </message>
    <message>
        <source>{ruleset}: allows {allowed}</source>
        <translation>{ruleset}: {allowed} 허용</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>Black&apos;s pass</source>
        <translation>흑의 패스</translation>
    </message>
    <message>
        <source>White&apos;s pass</source>
        <translation>백의 패스</translation>
    </message>
    <message>
        <source>Black&apos;s {point}</source>
        <translation>흑의 {point}</translation>
    </message>
    <message>
        <source>White&apos;s {point}</source>
        <translation>백의 {point}</translation>
    </message>
    <message>
        <source>a tie: nobody wins</source>
        <translation>동점: 승자 없음</translation>
    </message>
    <message>
        <source>Black wins by {margin}</source>
        <translation>흑 {margin}집 승</translation>
    </message>
    <message>
        <source>Black wins on equal points</source>
        <translation>동점으로 흑 승</translation>
    </message>
    <message>
        <source>White wins by {margin}</source>
        <translation>백 {margin}집 승</translation>
    </message>
    <message>
        <source>White wins on equal points</source>
        <translation>동점으로 백 승</translation>
    </message>
    <message>
        <source>{ruleset}: {verdict}.</source>
        <translation>{ruleset}: {verdict}.</translation>
    </message>
    <message>
        <source>{ruleset}: {verdict}. {explanation}</source>
        <translation>{ruleset}: {verdict}. {explanation}</translation>
    </message>
    <message>
        <source>Under {ruleset} rules {player} {point} is illegal ({reason}): {explanation}</source>
        <translation>{ruleset}에서 {player} {point}은(는) 착수 금지입니다({reason}): {explanation}</translation>
    </message>
    <message>
        <source>Is {move} (move {number}) legal under {ruleset} rules?</source>
        <translation>{ruleset}에서 {move}({number}수)은(는) 둘 수 있는 수입니까?</translation>
    </message>
    <message>
        <source>Yes, it is legal</source>
        <translation>예, 둘 수 있습니다</translation>
    </message>
    <message>
        <source>No, it is illegal</source>
        <translation>아니요, 착수 금지입니다</translation>
    </message>
    <message>
        <source>{ruleset} forbids it ({reason}): {explanation}</source>
        <translation>{ruleset}은(는) 금지합니다({reason}): {explanation}</translation>
    </message>
    <message>
        <source>Which of these rulesets allow {move} (move {number})?</source>
        <translation>다음 중 {move}({number}수)을(를) 허용하는 규칙은 무엇입니까?</translation>
    </message>
    <message>
        <source>After {move} (move {number}), what happens under {ruleset} rules?</source>
        <translation>{ruleset}에서 {move}({number}수) 다음에는 어떻게 됩니까?</translation>
    </message>
    <message>
        <source>Under {ruleset} rules, {happening}: {explanation}</source>
        <translation>{ruleset}에서는 {happening}: {explanation}</translation>
    </message>
    <message>
        <source>{groups}.</source>
        <translation>{groups}.</translation>
    </message>
    <message>
        <source>{ruleset} allows it: {why}.</source>
        <translation>{ruleset}은(는) 허용합니다: {why}.</translation>
    </message>
    <message>
        <source>{ruleset} rules have no {rule} rule.</source>
        <translation>{ruleset}에는 {rule} 규칙이 없습니다.</translation>
    </message>
    <message>
        <source>Play has stopped. Counting only the part of the board shown, who wins under {ruleset} rules, and by how much?</source>
        <translation>대국이 정지했습니다. 보이는 판의 부분만 세면, {ruleset}에서는 누가 몇 집 차로 이깁니까?</translation>
    </message>
    <message>
        <source>Play has stopped. Who wins under {ruleset} rules, and by how much?</source>
        <translation>대국이 정지했습니다. {ruleset}에서는 누가 몇 집 차로 이깁니까?</translation>
    </message>
    <message>
        <source>Under {ruleset} rules: {explanation}</source>
        <translation>{ruleset}에서는: {explanation}</translation>
    </message>
    <message>
        <source>{ruleset}: {result}.</source>
        <translation>{ruleset}: {result}.</translation>
    </message>
    <message>
        <source>Play has stopped. Which of these rulesets give Black the win?</source>
        <translation>대국이 정지했습니다. 다음 중 흑의 승리로 보는 규칙은 무엇입니까?</translation>
    </message>
    <message>
        <source>Play has stopped. Which of these rulesets give White the win?</source>
        <translation>대국이 정지했습니다. 다음 중 백의 승리로 보는 규칙은 무엇입니까?</translation>
    </message>
    <message>
        <source>{ruleset}: {explanation}</source>
        <translation>{ruleset}: {explanation}</translation>
    </message>
    <message>
        <source>{point} ({ban}): {explanation}</source>
        <translation>{point}({ban}): {explanation}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 또는 </translation>
    </message>
    <message>
        <source>Under {ruleset} rules {player} may not play at {points}.</source>
        <translation>{ruleset}에서 {player}은 {points}에 둘 수 없습니다.</translation>
    </message>
    <message>
        <source>{point} ({ban})</source>
        <translation>{point}({ban})</translation>
    </message>
    <message>
        <source>Click a point where {player} may not play now under {ruleset} rules ({bans}).</source>
        <translation>{ruleset}에서 지금 {player}이 둘 수 없는 점을 클릭하세요({bans}).</translation>
    </message>
    <message>
        <source>That count adds up area (stones and surrounded points) where this ruleset counts territory and prisoners.</source>
        <translation>그 계산은 영역(돌과 둘러싼 점)을 더했지만, 이 규칙은 집과 사석을 셉니다.</translation>
    </message>
    <message>
        <source>That count adds up territory and prisoners where this ruleset counts area (stones and surrounded points).</source>
        <translation>그 계산은 집과 사석을 더했지만, 이 규칙은 영역(돌과 둘러싼 점)을 셉니다.</translation>
    </message>
    <message>
        <source>That count leaves out the komi.</source>
        <translation>그 계산은 덤을 빠뜨렸습니다.</translation>
    </message>
    <message>
        <source>That count leaves out White&apos;s handicap compensation.</source>
        <translation>그 계산은 백의 치석 보상을 빠뜨렸습니다.</translation>
    </message>
    <message>
        <source>That count gives the komi to Black instead of White.</source>
        <translation>그 계산은 덤을 백이 아니라 흑에게 주었습니다.</translation>
    </message>
    <message>
        <source>That count forgets the prisoners and the dead stones.</source>
        <translation>그 계산은 사석과 죽은 돌을 잊었습니다.</translation>
    </message>
    <message>
        <source>That count forgets the pass stones.</source>
        <translation>그 계산은 패스 돌을 잊었습니다.</translation>
    </message>
    <message>
        <source>That is what another ruleset counts here, not this one.</source>
        <translation>그것은 이 규칙이 아니라 다른 규칙이 여기서 센 결과입니다.</translation>
    </message>
    <message>
        <source>That count is off by a point.</source>
        <translation>그 계산은 한 집 틀렸습니다.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The rule under {ruleset}: {statement} ({source})</source>
        <translation>{ruleset}의 규칙: {statement} ({source})</translation>
    </message>
    <message>
        <source>The rule: {statement} ({source})</source>
        <translation>규칙: {statement} ({source})</translation>
    </message>
    <message>
        <source>suicide is allowed: the player&apos;s own stones without liberties are removed</source>
        <translation>자살수가 허용됨: 활로가 없는 자기 돌은 들어낸다</translation>
    </message>
    <message>
        <source>they have no {ban}; their superko is {own}: {rule}</source>
        <translation>{ban}는 없고, 슈퍼코는 {own}: {rule}</translation>
    </message>
    <message>
        <source>they have no {ban}: besides the basic ko rule they forbid only taking hot stones at once and disturbing a cycle a second time, and this move does neither</source>
        <translation>{ban}는 없고, 기본 패 규칙 외에 금지하는 것은 핫 스톤을 곧바로 따내는 것과 순환을 두 번째로 교란하는 것뿐인데, 이 수는 그 어느 것도 아니다</translation>
    </message>
    <message>
        <source>this move captures nothing</source>
        <translation>이 수는 아무것도 잡지 않는다</translation>
    </message>
    <message>
        <source>this move is no such immediate retake</source>
        <translation>이 수는 그런 즉시 되따내기가 아니다</translation>
    </message>
    <message>
        <source>this move captures {count} stones</source>
        <translation>이 수는 {count}개의 돌을 잡는다</translation>
    </message>
    <message>
        <source>they have no {ban}, only the basic ko rule, which forbids only taking back a single stone at once; {capture}</source>
        <translation>{ban}는 없고 기본 패 규칙만 있는데, 그것은 돌 하나를 곧바로 되따내는 것만 금지한다; {capture}</translation>
    </message>
    <message>
        <source>they have no {ban} rule</source>
        <translation>{ban} 규칙이 없다</translation>
    </message>
    <message>
        <source>the basic ko rule forbids only taking back a single stone at once; this move captures {count} stones</source>
        <translation>기본 패 규칙은 돌 하나를 곧바로 되따내는 것만 금지한다; 이 수는 {count}개의 돌을 잡는다</translation>
    </message>
    <message>
        <source>their {ban} rule does not reach this move: {rule}</source>
        <translation>그 {ban} 규칙은 이 수에 해당하지 않는다: {rule}</translation>
    </message>
    <message>
        <source>{ban}: {rule}</source>
        <translation>{ban}: {rule}</translation>
    </message>
    <message>
        <source>Under {ruleset} rules {move} is illegal ({ban}): {explanation}</source>
        <translation>{ruleset}에서 {move}는 착수 금지({ban}): {explanation}</translation>
    </message>
    <message>
        <source>Under {ruleset} rules {move} is legal: {why}.</source>
        <translation>{ruleset}에서 {move}는 둘 수 있음: {why}.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>forbid it — {why}</source>
        <translation>금지 — {why}</translation>
    </message>
    <message>
        <source>allow it — {why}</source>
        <translation>허용 — {why}</translation>
    </message>
    <message>
        <source>{rulesets}: {what}</source>
        <translation>{rulesets}: {what}</translation>
    </message>
    <message>
        <source>they have no {rule} rule</source>
        <translation>{rule} 규칙이 없다</translation>
    </message>
    <message>
        <source>play stops only after {count} passes in a row</source>
        <translation>대국은 {count}번 연속 패스한 뒤에야 정지한다</translation>
    </message>
    <message>
        <source>{count} passes in a row stop play</source>
        <translation>{count}번 연속 패스하면 대국이 정지한다</translation>
    </message>
    <message>
        <source>{count} passes in a row end the game</source>
        <translation>{count}번 연속 패스하면 대국이 끝난다</translation>
    </message>
    <message>
        <source>{happening} — {why}</source>
        <translation>{happening} — {why}</translation>
    </message>
    <message>
        <source>territory counting</source>
        <translation>집 계산</translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation>계점</translation>
    </message>
    <message>
        <source>area counting</source>
        <translation>영역 계산</translation>
    </message>
    <message>
        <source>{method}, komi {komi}</source>
        <translation>{method}, 덤 {komi}</translation>
    </message>
    <message>
        <source>{result} ({method})</source>
        <translation>{result} ({method})</translation>
    </message>
    <message>
        <source>Look at {rule} under {ruleset}: when does play stop, and when does the game end?</source>
        <translation>{ruleset}의 {rule}을(를) 보세요: 대국은 언제 정지하고, 언제 끝납니까?</translation>
    </message>
    <message>
        <source>Look at {rule}: which of these rulesets have such a rule, and what does it say here?</source>
        <translation>{rule}을(를) 보세요: 이 규칙들 중 어느 것에 그런 규정이 있고, 여기서 무엇이라고 합니까?</translation>
    </message>
    <message>
        <source>Look at {rule}: does {ruleset} have such a rule, and what does it forbid?</source>
        <translation>{rule}을(를) 보세요: {ruleset}에 그런 규정이 있습니까, 무엇을 금지합니까?</translation>
    </message>
    <message>
        <source>Look at {rule} under {ruleset}: {statement}</source>
        <translation>{ruleset}의 {rule}을(를) 보세요: {statement}</translation>
    </message>
    <message>
        <source>which single stone could be taken straight back?</source>
        <translation>곧바로 되따낼 수 있는 돌 하나는 어느 것입니까?</translation>
    </message>
    <message>
        <source>which empty point would leave the player&apos;s own stones without a liberty?</source>
        <translation>어느 빈 점이 자기 돌의 활로를 없애게 됩니까?</translation>
    </message>
    <message>
        <source>look back along the moves: which board would come back?</source>
        <translation>수순을 거슬러 보세요: 어느 판이 다시 나옵니까?</translation>
    </message>
    <message>
        <source>look back along the moves: which board would come back, with whom to play?</source>
        <translation>수순을 거슬러 보세요: 어느 판이 누구 차례로 다시 나옵니까?</translation>
    </message>
    <message>
        <source>look back along the moves, passes included: which situation would come back?</source>
        <translation>패스를 포함해 수순을 거슬러 보세요: 어느 국면이 다시 나옵니까?</translation>
    </message>
    <message>
        <source>look back along the moves: has this whole position come round before?</source>
        <translation>수순을 거슬러 보세요: 이 전체 국면이 전에도 나왔습니까?</translation>
    </message>
    <message>
        <source>look back along the moves: how often has this position come round?</source>
        <translation>수순을 거슬러 보세요: 이 국면이 몇 번 나왔습니까?</translation>
    </message>
    <message>
        <source>which stones have just captured, and may they be taken at once?</source>
        <translation>어느 돌이 방금 잡았고, 그 돌을 곧바로 잡을 수 있습니까?</translation>
    </message>
    <message>
        <source>which cycle has been disturbed already, and by whom?</source>
        <translation>어느 순환이 이미 교란되었고, 누가 했습니까?</translation>
    </message>
    <message>
        <source>count the passes in a row, and how many end play here.</source>
        <translation>연속된 패스의 수와, 여기서 몇 번이면 대국이 정지하는지 세어 보세요.</translation>
    </message>
    <message>
        <source>what happens to the stones both sides claim?</source>
        <translation>양쪽이 주장하는 돌은 어떻게 됩니까?</translation>
    </message>
    <message>
        <source>Look at the whole board: {question}</source>
        <translation>판 전체를 보세요: {question}</translation>
    </message>
    <message>
        <source>Look near {point}, where {player} just played: {question}</source>
        <translation>{player}이 방금 둔 {point} 근처를 보세요: {question}</translation>
    </message>
    <message>
        <source>Look at the moves just before this one: {question}</source>
        <translation>이 수 바로 앞의 수들을 보세요: {question}</translation>
    </message>
    <message>
        <source>Look at {point} and the stones next to it: {question}</source>
        <translation>{point}와 그 옆의 돌들을 보세요: {question}</translation>
    </message>
    <message>
        <source>Look at the empty points inside the seki: whose are they?</source>
        <translation>빅 안의 빈 점을 보세요: 누구의 것입니까?</translation>
    </message>
    <message>
        <source>Look at the handicap stones: how many, and what White gets for them.</source>
        <translation>치석을 보세요: 몇 개이고, 백은 그 대신 무엇을 받습니까.</translation>
    </message>
    <message>
        <source>Count the passes each side made: each may hand over a stone.</source>
        <translation>각자의 패스 수를 세어 보세요: 패스마다 돌 하나를 넘겨줄 수 있습니다.</translation>
    </message>
    <message>
        <source>Count how many stones each side needs to fill its area.</source>
        <translation>각자가 자기 영역을 채우는 데 돌이 몇 개 필요한지 세어 보세요.</translation>
    </message>
    <message>
        <source>Look at which stones the settling of the dispute removed.</source>
        <translation>다툼을 정리하면서 어느 돌이 들어내졌는지 보세요.</translation>
    </message>
    <message>
        <source>Count each side&apos;s stones and surrounded points (and the prisoners, for territory counting), then give White the komi of {komi}.</source>
        <translation>각자의 돌과 둘러싼 점(집 계산이면 사석도)을 세고, 백에게 덤 {komi}을(를) 더하세요.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Not answered yet.</source>
        <translation>아직 답하지 않았습니다.</translation>
    </message>
    <message>
        <source>Asked for: last answered {ago}.</source>
        <translation>요청한 복습입니다. 마지막으로 답한 때는 {ago}입니다.</translation>
    </message>
    <message>
        <source>Missed {ago}.</source>
        <translation>{ago} 틀렸습니다.</translation>
    </message>
    <message>
        <source>Answered right {ago}: time to check it is still known.</source>
        <translation>{ago} 맞혔습니다. 아직 기억하는지 확인할 때입니다.</translation>
    </message>
    <message>
        <source>a few minutes ago</source>
        <translation>몇 분 전</translation>
    </message>
    <message>
        <source>1 hour ago</source>
        <translation>1시간 전</translation>
    </message>
    <message>
        <source>{n} hours ago</source>
        <translation>{n}시간 전</translation>
    </message>
    <message>
        <source>1 day ago</source>
        <translation>1일 전</translation>
    </message>
    <message>
        <source>{n} days ago</source>
        <translation>{n}일 전</translation>
    </message>
</context>
<context>
    <name>RuleSource</name>
    <message>
        <source>Japanese Rules of Go (1989)</source>
        <translation>Japanese Rules of Go (1989)(일본 바둑 규약)</translation>
    </message>
    <message>
        <source>Ing&apos;s SST Rules of Go</source>
        <translation>Ing&apos;s SST Rules of Go(응씨 SST 규칙)</translation>
    </message>
    <message>
        <source>Renaissance rules</source>
        <translation>Renaissance rules(르네상스 규칙)</translation>
    </message>
    <message>
        <source>Simplified rules</source>
        <translation>Simplified rules(간이 규칙)</translation>
    </message>
    <message>
        <source>New Zealand Rules of Go</source>
        <translation>New Zealand Rules of Go(뉴질랜드 바둑 규칙)</translation>
    </message>
    <message>
        <source>Tromp-Taylor rules</source>
        <translation>Tromp-Taylor rules(트롬프-테일러 규칙)</translation>
    </message>
    <message>
        <source>Chinese Rules of Go (2002)</source>
        <translation>Chinese Rules of Go (2002)(중국 바둑 경기 규칙)</translation>
    </message>
    <message>
        <source>Chinese rules</source>
        <translation>중국 규칙</translation>
    </message>
    <message>
        <source>AGA rules</source>
        <translation>AGA 규칙</translation>
    </message>
</context>
</TS>

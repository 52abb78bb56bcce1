<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>Board</name>
    <message>
        <source>board size must be between {low} and {high}, not {size}</source>
        <extracomment>A player&apos;s colour, as the engine keeps it (1 Black, 2 White; the letters &quot;B&quot; and &quot;W&quot; outside). Column letters as Go programs write them: &quot;I&quot; is skipped so it cannot be read as &quot;J&quot; or &quot;1&quot;. What Board.play returns for no captured or no suicided stones (one shared empty tuple). What Board.play returns when it takes nothing off the board (one shared pair). Every vertex name by column and row (both from 0), one string object per name for every board size: a name read from a record is then the very key a board&apos;s lookup holds, which a dict finds at its first probe without comparing characters (a fifth of a replay&apos;s time otherwise).</extracomment>
        <translation>바둑판 크기는 {low}에서 {high} 사이여야 합니다({size}은(는) 안 됩니다)</translation>
    </message>
    <message>
        <source>{vertex} is not a point on a {size}x{size} board</source>
        <translation>{vertex}은(는) {size}×{size} 바둑판의 점이 아닙니다</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
</context>
<context>
    <name>Confirmation</name>
    <message>
        <source>Black may not retake the ko at {point} in the confirmation play until Black has passed once for this ko: White took it at move {number}, and under the Japanese rules 1989 (article 7-2) each pass serves one ko.</source>
        <translation>사활 확인 착수에서 흑은 이 패를 위해 한 번 패스하기 전에는 {point}의 패를 되따낼 수 없습니다. 백이 {number}수째에 이 패를 따냈으며, 일본 규칙(1989) 제7조 2항에 따라 패스 한 번은 패 하나에만 쓰입니다.</translation>
    </message>
    <message>
        <source>White may not retake the ko at {point} in the confirmation play until White has passed once for this ko: Black took it at move {number}, and under the Japanese rules 1989 (article 7-2) each pass serves one ko.</source>
        <translation>사활 확인 착수에서 백은 이 패를 위해 한 번 패스하기 전에는 {point}의 패를 되따낼 수 없습니다. 흑이 {number}수째에 이 패를 따냈으며, 일본 규칙(1989) 제7조 2항에 따라 패스 한 번은 패 하나에만 쓰입니다.</translation>
    </message>
    <message>
        <source>Black may not retake the ko at {point} in the hypothetical play until Black has passed once for this ko: White took it at move {number}, and the simplified text has the imagined wise play avoid any use of ko threats, which a pass for each ko before retaking it ensures.</source>
        <translation>가상 착수에서 흑은 이 패를 위해 한 번 패스하기 전에는 {point}의 패를 되따낼 수 없습니다. 백이 {number}수째에 이 패를 따냈으며, 간이 규칙의 조문은 상정하는 현명한 착수가 팻감을 전혀 쓰지 않도록 하는데, 되따내기 전에 패마다 한 번씩 패스하면 그것이 보장됩니다.</translation>
    </message>
    <message>
        <source>White may not retake the ko at {point} in the hypothetical play until White has passed once for this ko: Black took it at move {number}, and the simplified text has the imagined wise play avoid any use of ko threats, which a pass for each ko before retaking it ensures.</source>
        <translation>가상 착수에서 백은 이 패를 위해 한 번 패스하기 전에는 {point}의 패를 되따낼 수 없습니다. 흑이 {number}수째에 이 패를 따냈으며, 간이 규칙의 조문은 상정하는 현명한 착수가 팻감을 전혀 쓰지 않도록 하는데, 되따내기 전에 패마다 한 번씩 패스하면 그것이 보장됩니다.</translation>
    </message>
    <message>
        <source>Black&apos;s pass at move {number} has already served another ko.</source>
        <translation>흑의 {number}수째 패스는 이미 다른 패에 쓰였습니다.</translation>
    </message>
    <message>
        <source>White&apos;s pass at move {number} has already served another ko.</source>
        <translation>백의 {number}수째 패스는 이미 다른 패에 쓰였습니다.</translation>
    </message>
    <message>
        <source>the confirmation play ends with two successive passes</source>
        <translation>사활 확인 착수는 두 번 연속 패스로 끝납니다</translation>
    </message>
</context>
<context>
    <name>Count</name>
    <message>
        <source>1 stone</source>
        <translation>돌 1개</translation>
    </message>
    <message>
        <source>{n} stones</source>
        <translation>돌 {n}개</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1집</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n}집</translation>
    </message>
    <message>
        <source>1 empty point</source>
        <translation>빈 점 1개</translation>
    </message>
    <message>
        <source>{n} empty points</source>
        <translation>빈 점 {n}개</translation>
    </message>
    <message>
        <source>1 winning point</source>
        <translation>승리점 1개</translation>
    </message>
    <message>
        <source>{n} winning points</source>
        <translation>승리점 {n}개</translation>
    </message>
    <message>
        <source>1 losing stone</source>
        <translation>패자 돌 1개</translation>
    </message>
    <message>
        <source>{n} losing stones</source>
        <translation>패자 돌 {n}개</translation>
    </message>
    <message>
        <source>1 extra stone</source>
        <translation>여분 돌 1개</translation>
    </message>
    <message>
        <source>{n} extra stones</source>
        <translation>여분 돌 {n}개</translation>
    </message>
    <message>
        <source>1 compensation stone</source>
        <translation>보상 돌 1개</translation>
    </message>
    <message>
        <source>{n} compensation stones</source>
        <translation>보상 돌 {n}개</translation>
    </message>
    <message>
        <source>1 open point</source>
        <translation>비워 둘 점 1개</translation>
    </message>
    <message>
        <source>{n} open points</source>
        <translation>비워 둘 점 {n}개</translation>
    </message>
    <message>
        <source>1 pass stone</source>
        <translation>패스 돌 1개</translation>
    </message>
    <message>
        <source>{n} pass stones</source>
        <translation>패스 돌 {n}개</translation>
    </message>
    <message>
        <source>1 stone on the board</source>
        <translation>판 위의 돌 1개</translation>
    </message>
    <message>
        <source>{n} stones on the board</source>
        <translation>판 위의 돌 {n}개</translation>
    </message>
    <message>
        <source>1 point of territory</source>
        <translation>집 1집</translation>
    </message>
    <message>
        <source>{n} points of territory</source>
        <translation>집 {n}집</translation>
    </message>
    <message>
        <source>1 prisoner</source>
        <translation>사석 1개</translation>
    </message>
    <message>
        <source>{n} prisoners</source>
        <translation>사석 {n}개</translation>
    </message>
    <message>
        <source>1 dead stone</source>
        <translation>죽은 돌 1개</translation>
    </message>
    <message>
        <source>{n} dead stones</source>
        <translation>죽은 돌 {n}개</translation>
    </message>
    <message>
        <source>2 x {things}</source>
        <translation>2 × {things}</translation>
    </message>
    <message>
        <source>{colour}&apos;s {things}</source>
        <translation>{colour}의 {things}</translation>
    </message>
    <message>
        <source>{this} and {that}</source>
        <translation>{this}. 또한 {that}</translation>
    </message>
    <message>
        <source>0, a tie</source>
        <translation>0, 비김</translation>
    </message>
    <message>
        <source>{terms} = {margin}, a tie</source>
        <translation>{terms} = {margin}, 비김</translation>
    </message>
    <message>
        <source>just {terms} = {margin}</source>
        <translation>오직 {terms} = {margin}</translation>
    </message>
    <message>
        <source>{terms} = {margin}</source>
        <translation>{terms} = {margin}</translation>
    </message>
    <message>
        <source>with the stones on the board taken out (prisoners and dead stones go back to their owners), Black&apos;s bowl holds {black} and White&apos;s {white}</source>
        <translation>바둑판 위의 돌을 빼고 나면(따낸 돌과 죽은 돌은 주인에게 돌려줍니다) 흑의 바둑통에는 {black}개, 백의 바둑통에는 {white}개가 있습니다</translation>
    </message>
    <message>
        <source>the one shared point, in neither player&apos;s area, stays empty</source>
        <translation>어느 쪽 영역에도 속하지 않는 공유점 1개는 빈 채로 둡니다</translation>
    </message>
    <message>
        <source>the {count} shared points, in neither player&apos;s area, are filled alternately with {half} black and {half} white stones, and one stays empty</source>
        <translation>어느 쪽 영역에도 속하지 않는 공유점 {count}개는 흑돌 {half}개와 백돌 {half}개로 번갈아 채우고, 하나는 빈 채로 둡니다</translation>
    </message>
    <message>
        <source>the {count} shared points, in neither player&apos;s area, are filled alternately with {half} black and {half} white stones</source>
        <translation>어느 쪽 영역에도 속하지 않는 공유점 {count}개는 흑돌 {half}개와 백돌 {half}개로 번갈아 채웁니다</translation>
    </message>
    <message>
        <source>{colour} has {points} left</source>
        <translation>{colour}에게는 {points}가 남습니다</translation>
    </message>
    <message>
        <source>{colour} has {stones} left over</source>
        <translation>{colour}에게는 {stones}가 남습니다</translation>
    </message>
    <message>
        <source>{colour}&apos;s stones fill his area exactly</source>
        <translation>{colour}의 돌은 자기 영역을 꼭 맞게 채웁니다</translation>
    </message>
    <message>
        <source>filling their own areas, neither player has an empty point or a stone left over</source>
        <translation>각자 자기 영역을 채우면 어느 쪽에도 빈 점이나 남는 돌이 없습니다</translation>
    </message>
    <message>
        <source>filling their own areas, {black} and {white}</source>
        <translation>각자 자기 영역을 채우면 {black}. {white}</translation>
    </message>
    <message>
        <source>the margin is {formula}</source>
        <translation>차이는 {formula}입니다</translation>
    </message>
    <message>
        <source>; </source>
        <translation>. </translation>
    </message>
    <message>
        <source>{payer} puts {stones} in {receiver}&apos;s area and leaves 1 point of it open</source>
        <translation>{payer}은 {receiver}의 영역에 {stones}를 놓고, 그 가운데 한 점을 비워 둡니다</translation>
    </message>
    <message>
        <source>{payer} puts {stones} in {receiver}&apos;s area</source>
        <translation>{payer}은 {receiver}의 영역에 {stones}를 놓습니다</translation>
    </message>
    <message>
        <source>{payer} leaves 1 point of {receiver}&apos;s area open</source>
        <translation>{payer}은 {receiver}의 영역에서 한 점을 비워 둡니다</translation>
    </message>
    <message>
        <source>{paying} ({points} of compensation)</source>
        <translation>{paying}(보상 {points})</translation>
    </message>
    <message>
        <source>{receiver}&apos;s area has only {empty} for {payer}&apos;s {points} of compensation</source>
        <translation>{payer}이 치를 보상 {points}에 대해 {receiver}의 영역에는 {empty}밖에 없습니다</translation>
    </message>
    <message>
        <source>{receiver}&apos;s area has no empty point for {payer}&apos;s {points} of compensation</source>
        <translation>{payer}이 치를 보상 {points}에 대해 {receiver}의 영역에는 빈 점이 없습니다</translation>
    </message>
    <message>
        <source>the other {count} compensation stones count 2 points each without being placed</source>
        <translation>나머지 보상 돌 {count}개는 놓이지 않은 채 하나에 2집으로 셉니다</translation>
    </message>
    <message>
        <source>the other 1 compensation stone counts 2 points without being placed</source>
        <translation>나머지 보상 돌 1개는 놓이지 않은 채 2집으로 셉니다</translation>
    </message>
    <message>
        <source>{count} compensation stones count 2 points each without being placed</source>
        <translation>보상 돌 {count}개는 놓이지 않은 채 하나에 2집으로 셉니다</translation>
    </message>
    <message>
        <source>1 compensation stone counts 2 points without being placed</source>
        <translation>보상 돌 1개는 놓이지 않은 채 2집으로 셉니다</translation>
    </message>
    <message>
        <source>the open point counts 1 without a point to leave open</source>
        <translation>비워 둘 점은 비울 자리가 없는 채로 1집으로 셉니다</translation>
    </message>
    <message>
        <source>{room}: {paying}, and {unpaid}</source>
        <translation>{room}. {paying}. 그리고 {unpaid}</translation>
    </message>
    <message>
        <source>{room}: {unpaid}</source>
        <translation>{room}. {unpaid}</translation>
    </message>
    <message>
        <source>each player starts with {supply} stones</source>
        <translation>각 대국자는 돌 {supply}개를 가지고 시작합니다</translation>
    </message>
    <message>
        <source>{stones} on the board</source>
        <translation>바둑판 위의 {stones}</translation>
    </message>
    <message>
        <source>{stones} for shared points</source>
        <translation>공유점에 채울 {stones}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first}와 {second}</translation>
    </message>
    <message>
        <source>{first}, {second} and {third}</source>
        <translation>{first}, {second}와 {third}</translation>
    </message>
    <message>
        <source>each player starts with {supply} stones, not the usual {usual}, enough for {colour}&apos;s {uses}</source>
        <translation>각 대국자는 보통의 {usual}개가 아니라 {colour}의 {uses}에 충분한 돌 {supply}개를 가지고 시작합니다</translation>
    </message>
    <message>
        <source>no area has an empty point left for it, so {colour}&apos;s 1 stone left over counts 1 point against {colour}</source>
        <translation>그 돌을 놓을 빈 점이 어느 영역에도 남아 있지 않으므로, {colour}의 남은 돌 1개는 {colour}에게 불리한 1집으로 셉니다</translation>
    </message>
    <message>
        <source>no area has an empty point left for them, so {colour}&apos;s {count} stones left over count {count} points against {colour}</source>
        <translation>그 돌들을 놓을 빈 점이 어느 영역에도 남아 있지 않으므로, {colour}의 남은 돌 {count}개는 {colour}에게 불리한 {count}집으로 셉니다</translation>
    </message>
    <message>
        <source>no area has an empty point left for them, so the stones left over count one point each against their owner</source>
        <translation>그 돌들을 놓을 빈 점이 어느 영역에도 남아 있지 않으므로, 남은 돌은 하나에 1집씩 그 주인에게 불리하게 셉니다</translation>
    </message>
    <message>
        <source>{colour} has won</source>
        <translation>{colour}이 이겼습니다</translation>
    </message>
    <message>
        <source>{behind} has no losing stone, so {ahead}&apos;s 1 empty point is the winning point</source>
        <translation>{behind}에게는 패자 돌이 없으므로 {ahead}의 빈 점 1개가 승리점입니다</translation>
    </message>
    <message>
        <source>{behind} has no losing stone, so {ahead}&apos;s {count} empty points are the winning points</source>
        <translation>{behind}에게는 패자 돌이 없으므로 {ahead}의 빈 점 {count}개가 승리점입니다</translation>
    </message>
    <message>
        <source>{behind} puts the {stones} in {ahead}&apos;s area</source>
        <translation>{behind}은 {stones}를 {ahead}의 영역에 놓습니다</translation>
    </message>
    <message>
        <source>{behind} puts {spare} of his {left} stones in {ahead}&apos;s {points}, and 1 finds no empty point: an extra stone, which counts once as a losing stone</source>
        <translation>{behind}은 돌 {left}개 가운데 {spare}개를 {ahead}의 {points}에 놓고, 1개는 놓을 빈 점이 없습니다. 이것은 여분 돌로, 패자 돌로서 한 번만 셉니다</translation>
    </message>
    <message>
        <source>{behind} puts {spare} of his {left} stones in {ahead}&apos;s {points}, and {extra} find no empty point: extra stones, which count once each as losing stones</source>
        <translation>{behind}은 돌 {left}개 가운데 {spare}개를 {ahead}의 {points}에 놓고, {extra}개는 놓을 빈 점이 없습니다. 이것들은 여분 돌로, 각각 패자 돌로서 한 번만 셉니다</translation>
    </message>
    <message>
        <source>{placing}, which leaves {points} there, the winning points</source>
        <translation>{placing}. 그러면 그곳에 {points}가 남고, 이것들이 승리점입니다</translation>
    </message>
    <message>
        <source>{placing}, which leaves {points} there, the winning point</source>
        <translation>{placing}. 그러면 그곳에 {points}가 남고, 이것이 승리점입니다</translation>
    </message>
    <message>
        <source>there is no winning point: the two empty points are the odd shared point and the open point in {colour}&apos;s area</source>
        <translation>승리점은 없습니다. 빈 두 점은 홀수 개 공유점에서 남은 한 점과 {colour}의 영역에 비워 둔 점입니다</translation>
    </message>
    <message>
        <source>there is no winning point: the only empty point is the odd shared point</source>
        <translation>승리점은 없습니다. 유일한 빈 점은 홀수 개 공유점에서 남은 한 점입니다</translation>
    </message>
    <message>
        <source>there is no winning point: the only empty point is the open point in {colour}&apos;s area</source>
        <translation>승리점은 없습니다. 유일한 빈 점은 {colour}의 영역에 비워 둔 점입니다</translation>
    </message>
    <message>
        <source>there is no winning point: the raised supply holds more stones than the board has points to fill</source>
        <translation>승리점은 없습니다. 늘린 돌의 수가 바둑판에서 채울 점의 수보다 많습니다</translation>
    </message>
    <message>
        <source>there is no winning point: two supplies of {supply} fill this board&apos;s {points} points exactly</source>
        <translation>승리점은 없습니다. {supply}개씩 두 사람 몫의 돌이 이 바둑판의 {points}점을 꼭 맞게 채웁니다</translation>
    </message>
    <message>
        <source>there is no winning point</source>
        <translation>승리점은 없습니다</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Only the diagram&apos;s view is counted ({count} of the board&apos;s {points} points); the rest of the board is read as settled and even.</source>
        <translation>그림에 보이는 범위만 셉니다(바둑판의 {points}점 가운데 {count}점). 바둑판의 나머지 부분은 결말이 나 있고 서로 대등한 것으로 봅니다.</translation>
    </message>
    <message>
        <source>No stone was marked dead: every stone on the board counts as alive, and the 1 empty point beside both colours counts for nobody.</source>
        <translation>죽은 돌로 표시된 돌이 없으므로 판 위의 돌은 모두 산 돌로 세며, 양쪽 색의 돌에 닿은 빈 점 1개는 누구의 점수도 되지 않습니다.</translation>
    </message>
    <message>
        <source>No stone was marked dead: every stone on the board counts as alive, and the {count} empty points beside both colours count for nobody.</source>
        <translation>죽은 돌로 표시된 돌이 없으므로 판 위의 돌은 모두 산 돌로 세며, 양쪽 색의 돌에 닿은 빈 점 {count}개는 누구의 점수도 되지 않습니다.</translation>
    </message>
    <message>
        <source>To count stones as dead, mark them: with territory marks (TB/TW) on a record&apos;s last node, or, in the game window, with a click on them once play has stopped.</source>
        <translation>돌을 죽은 돌로 세려면 기보의 마지막 노드에 집 표시(TB/TW)를 하거나, 대국 창에서 대국이 정지한 뒤 그 돌을 클릭하십시오.</translation>
    </message>
    <message>
        <source>a tie</source>
        <translation>동점</translation>
    </message>
    <message>
        <source>Black by {margin}</source>
        <translation>흑 {margin}집 승</translation>
    </message>
    <message>
        <source>White by {margin}</source>
        <translation>백 {margin}집 승</translation>
    </message>
    <message>
        <source>Black {black}, White {white} + komi {komi} = {total}</source>
        <translation>흑 {black}, 백 {white} + 덤 {komi} = {total}</translation>
    </message>
    <message>
        <source>Black {black}, White {white}</source>
        <translation>흑 {black}, 백 {white}</translation>
    </message>
    <message>
        <source>Counting territory and prisoners instead, pass stones included, gives {counts}: the same margin.</source>
        <translation>대신 집과 사석(패스 돌 포함)으로 세어도 차이는 같습니다: {counts}.</translation>
    </message>
    <message>
        <source>Counting territory and prisoners instead, pass stones included, would give {counts}: {lead}, not {area_lead}.</source>
        <translation>대신 집과 사석(패스 돌 포함)으로 세면 다음과 같습니다: {counts}. 이 경우 {area_lead} 대신 {lead}입니다.</translation>
    </message>
    <message>
        <source>The two counts agree whenever both players have put down as many stones as each other, a pass counting as a stone handed over, as after an even start with alternate moves and White passing last, or when the handicap compensation makes up the difference.</source>
        <translation>두 계산은 양쪽이 놓은 돌의 수가 같을 때(패스는 돌 하나를 넘겨준 것으로 셉니다), 예를 들어 호선으로 시작해 번갈아 두고 백이 마지막에 패스했을 때, 또는 접바둑의 보상이 그 차이를 메울 때에는 언제나 일치합니다.</translation>
    </message>
    <message>
        <source>The two counts agree whenever both players have put down as many stones as each other, a pass counting as a stone handed over, as after an even start with alternate moves and White passing last.</source>
        <translation>두 계산은 양쪽이 놓은 돌의 수가 같을 때(패스는 돌 하나를 넘겨준 것으로 셉니다), 예를 들어 호선으로 시작해 번갈아 두고 백이 마지막에 패스했을 때에는 언제나 일치합니다.</translation>
    </message>
    <message>
        <source>The two counts agree only when both players have put down as many stones as each other, a pass counting as a stone handed over, as after an even start with alternate moves and White passing last, or when the handicap compensation makes up the difference.</source>
        <translation>두 계산이 일치하는 것은 양쪽이 놓은 돌의 수가 같을 때(패스는 돌 하나를 넘겨준 것으로 셉니다), 예를 들어 호선으로 시작해 번갈아 두고 백이 마지막에 패스했을 때, 또는 접바둑의 보상이 그 차이를 메울 때뿐입니다.</translation>
    </message>
    <message>
        <source>The two counts agree only when both players have put down as many stones as each other, a pass counting as a stone handed over, as after an even start with alternate moves and White passing last.</source>
        <translation>두 계산이 일치하는 것은 양쪽이 놓은 돌의 수가 같을 때(패스는 돌 하나를 넘겨준 것으로 셉니다), 예를 들어 호선으로 시작해 번갈아 두고 백이 마지막에 패스했을 때뿐입니다.</translation>
    </message>
    <message>
        <source>{stones}, all set up without a move,</source>
        <translation>{stones}(모두 착수 없이 배치)</translation>
    </message>
    <message>
        <source>{stones} ({count} of them set up without a move)</source>
        <translation>{stones}(그 가운데 {count}개는 착수 없이 배치)</translation>
    </message>
    <message>
        <source>Here Black put down {black_stones} and handed over {black_passes}, and White put down {white_stones} and handed over {white_passes}: {each} each.</source>
        <translation>여기서 흑은 {black_stones}를 놓고 {black_passes}를 넘겨주었고, 백은 {white_stones}를 놓고 {white_passes}를 넘겨주었습니다. 양쪽 모두 {each}개입니다.</translation>
    </message>
    <message>
        <source>Here Black put down {black_stones} and handed over {black_passes}, and White put down {white_stones} and handed over {white_passes}: {ahead} {gap} more, which the handicap compensation of {compensation} makes up.</source>
        <translation>여기서 흑은 {black_stones}를 놓고 {black_passes}를 넘겨주었고, 백은 {white_stones}를 놓고 {white_passes}를 넘겨주었습니다. {ahead}이 {gap}개 더 많고, 접바둑의 보상 {compensation}집이 이를 메웁니다.</translation>
    </message>
    <message>
        <source>Here Black put down {black_stones} and handed over {black_passes}, and White put down {white_stones} and handed over {white_passes}: {ahead} {gap} more, against a handicap compensation of {compensation}, so the area count is {points} better for {better}. The rules count the area.</source>
        <translation>여기서 흑은 {black_stones}를 놓고 {black_passes}를 넘겨주었고, 백은 {white_stones}를 놓고 {white_passes}를 넘겨주었습니다. {ahead}이 {gap}개 더 많고 접바둑의 보상은 {compensation}집이므로, 영역 계산이 {better}에게 {points} 더 유리합니다. 이 규칙은 영역으로 셉니다.</translation>
    </message>
    <message>
        <source>Here Black put down {black_stones} and handed over {black_passes}, and White put down {white_stones} and handed over {white_passes}: {ahead} {gap} more, so the area count is {points} better for {better}. The rules count the area.</source>
        <translation>여기서 흑은 {black_stones}를 놓고 {black_passes}를 넘겨주었고, 백은 {white_stones}를 놓고 {white_passes}를 넘겨주었습니다. {ahead}이 {gap}개 더 많으므로, 영역 계산이 {better}에게 {points} 더 유리합니다. 이 규칙은 영역으로 셉니다.</translation>
    </message>
    <message>
        <source>{territory} territory + {captured} captured + {dead} dead + {passes}</source>
        <translation>집 {territory} + 따낸 돌 {captured} + 죽은 돌 {dead} + {passes}</translation>
    </message>
    <message>
        <source>{stones} + {territory} territory</source>
        <translation>{stones} + 집 {territory}</translation>
    </message>
    <message>
        <source>1 point in seki scores for nobody.</source>
        <translation>빅 안의 1집은 누구의 점수도 되지 않습니다.</translation>
    </message>
    <message>
        <source>{count} points in seki score for nobody.</source>
        <translation>빅 안의 {count}집은 누구의 점수도 되지 않습니다.</translation>
    </message>
    <message>
        <source>{territory} territory + {captured} captured + {dead} dead</source>
        <translation>집 {territory} + 따낸 돌 {captured} + 죽은 돌 {dead}</translation>
    </message>
    <message>
        <source>Black {black} ({black_parts}); White {white} ({white_parts}) + komi {komi} + handicap compensation {compensation} = {total}.</source>
        <translation>흑 {black}({black_parts}), 백 {white}({white_parts}) + 덤 {komi} + 접바둑 보상 {compensation} = {total}.</translation>
    </message>
    <message>
        <source>Black {black} ({black_parts}); White {white} ({white_parts}) + komi {komi} = {total}.</source>
        <translation>흑 {black}({black_parts}), 백 {white}({white_parts}) + 덤 {komi} = {total}.</translation>
    </message>
    <message>
        <source>Black {black} ({black_parts}); White {white} ({white_parts}) + handicap compensation {compensation} = {total}.</source>
        <translation>흑 {black}({black_parts}), 백 {white}({white_parts}) + 접바둑 보상 {compensation} = {total}.</translation>
    </message>
    <message>
        <source>Black {black} ({black_parts}); White {white} ({white_parts}).</source>
        <translation>흑 {black}({black_parts}), 백 {white}({white_parts}).</translation>
    </message>
    <message>
        <source>Ing count: {count}.</source>
        <translation>응씨 규칙의 계점: {count}.</translation>
    </message>
    <message>
        <source>Ing count: a compensation of {points} points cannot be paid in whole stones, so there is no fill-in count; the area count decides.</source>
        <translation>응씨 규칙의 계점: 보상 {points}집은 돌 개수로 치를 수 없으므로 채워 넣는 계점은 하지 않고 영역 계산으로 정합니다.</translation>
    </message>
    <message>
        <source>The scores are equal: a draw.</source>
        <translation>점수가 같아 비겼습니다.</translation>
    </message>
    <message>
        <source>The scores are equal; in handicap games ties go to {colour}.</source>
        <translation>점수가 같습니다. 접바둑에서는 동점이면 {colour}이 이깁니다.</translation>
    </message>
    <message>
        <source>The scores are equal; in even games ties go to {colour}.</source>
        <translation>점수가 같습니다. 호선에서는 동점이면 {colour}이 이깁니다.</translation>
    </message>
    <message>
        <source>{colour} wins by {margin}.</source>
        <translation>{colour}이 {margin}집 차이로 이깁니다.</translation>
    </message>
</context>
<context>
    <name>Cycles</name>
    <message>
        <source>1 stone</source>
        <extracomment>Every occurrence of each situation (board hash and player to move): a situation seen once, nearly all of them, maps to its position index, one seen again to the list of its indices.</extracomment>
        <translation>돌 1개</translation>
    </message>
    <message>
        <source>{n} stones</source>
        <translation>돌 {n}개</translation>
    </message>
    <message>
        <source>The same position with Black to play has now occurred three times without a pass in between (first {position}): the players repeat a long cycle, so under {ruleset} the game ends without result.</source>
        <translation>흑 차례의 같은 국면이 사이에 패스 없이 세 번 나왔습니다(처음은 {position}). 대국자들이 긴 순환을 되풀이하고 있으므로 {ruleset}에서는 대국이 무승부로 끝납니다.</translation>
    </message>
    <message>
        <source>The same position with White to play has now occurred three times without a pass in between (first {position}): the players repeat a long cycle, so under {ruleset} the game ends without result.</source>
        <translation>백 차례의 같은 국면이 사이에 패스 없이 세 번 나왔습니다(처음은 {position}). 대국자들이 긴 순환을 되풀이하고 있으므로 {ruleset}에서는 대국이 무승부로 끝납니다.</translation>
    </message>
    <message>
        <source>Since {position}, the same position has occurred three times; in that loop Black captured {black} and White {white}. Threefold repetition with equal captures: the game is drawn.</source>
        <translation>{position} 이후 같은 국면이 세 번 나왔습니다. 그 순환에서 흑은 {black}, 백은 {white}를 따냈습니다. 따낸 수가 같은 세 번 반복이므로 비깁니다.</translation>
    </message>
    <message>
        <source>Since {position}, the same position has occurred three times; in that loop Black captured {black} and White {white}. Threefold repetition: White captured fewer stones and loses.</source>
        <translation>{position} 이후 같은 국면이 세 번 나왔습니다. 그 순환에서 흑은 {black}, 백은 {white}를 따냈습니다. 세 번 반복입니다. 따낸 돌이 적은 백이 집니다.</translation>
    </message>
    <message>
        <source>Since {position}, the same position has occurred three times; in that loop Black captured {black} and White {white}. Threefold repetition: Black captured fewer stones and loses.</source>
        <translation>{position} 이후 같은 국면이 세 번 나왔습니다. 그 순환에서 흑은 {black}, 백은 {white}를 따냈습니다. 세 번 반복입니다. 따낸 돌이 적은 흑이 집니다.</translation>
    </message>
</context>
<context>
    <name>Differences</name>
    <message>
        <source>draw</source>
        <translation>비김</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>illegal at move {number}</source>
        <translation>{number}수째가 금지된 수</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>끝나지 않음</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>agreement on dead stones comes after play has stopped</source>
        <translation>죽은 돌에 대한 합의는 대국이 정지한 뒤에 합니다</translation>
    </message>
    <message>
        <source>play can only resume after it has stopped</source>
        <translation>대국은 정지한 뒤에만 재개할 수 있습니다</translation>
    </message>
    <message>
        <source>under {ruleset} a disagreement is settled by a confirmation play that is not kept: use Confirmation(game)</source>
        <translation>{ruleset}에서는 의견 차이를 남기지 않는 사활 확인 착수로 해결합니다: Confirmation(game)을 쓰십시오</translation>
    </message>
    <message>
        <source>under {ruleset} a disagreement is settled by a hypothetical play that is not kept: use Confirmation(game)</source>
        <translation>{ruleset}에서는 의견 차이를 남기지 않는 가상 착수로 해결합니다: Confirmation(game)을 쓰십시오</translation>
    </message>
    <message>
        <source>the game can end with all stones alive only once play has stopped</source>
        <translation>모든 돌을 산 돌로 하여 대국을 끝내는 것은 대국이 정지한 뒤에만 할 수 있습니다</translation>
    </message>
    <message>
        <source>{ruleset} has no all-alive ending</source>
        <translation>{ruleset}에는 모든 돌을 산 돌로 하는 종국이 없습니다</translation>
    </message>
    <message>
        <source>confirmation comes after play has stopped</source>
        <translation>사활 확인은 대국이 정지한 뒤에 합니다</translation>
    </message>
    <message>
        <source>The game has not ended.</source>
        <translation>대국이 아직 끝나지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>Handicap</name>
    <message>
        <source>a {size}x{size} board has no standard points for {count} handicap stones</source>
        <translation>{size}×{size} 바둑판에는 치석 {count}점의 정해진 자리가 없습니다</translation>
    </message>
    <message>
        <source>{count} handicap stones need {count} points</source>
        <translation>치석 {count}점에는 점 {count}개가 필요합니다</translation>
    </message>
    <message>
        <source>under {ruleset} handicap stones go on the standard points ({points})</source>
        <translation>{ruleset}에서는 치석을 정해진 자리({points})에 놓습니다</translation>
    </message>
</context>
<context>
    <name>Illegal</name>
    <message>
        <source>The game is over: {result}</source>
        <translation>대국은 끝났습니다: {result}</translation>
    </message>
    <message>
        <source>Play stopped with the successive passes ending at move {number}; the players now agree on dead stones, or resume play if they disagree.</source>
        <translation>{number}수째로 끝난 연속 패스로 대국이 정지했습니다. 이제 대국자는 죽은 돌에 대해 합의하고, 의견이 다르면 대국을 재개합니다.</translation>
    </message>
    <message>
        <source>Play stopped with the successive passes ending at move {number}; the players now agree on dead stones, or settle a disagreement by a confirmation play, which is not kept.</source>
        <translation>{number}수째로 끝난 연속 패스로 대국이 정지했습니다. 이제 대국자는 죽은 돌에 대해 합의하고, 의견이 다르면 남기지 않는 사활 확인 착수로 해결합니다.</translation>
    </message>
    <message>
        <source>Play stopped with the successive passes ending at move {number}; the players now agree on dead stones, or settle a disagreement by hypothetical play, which is not kept.</source>
        <translation>{number}수째로 끝난 연속 패스로 대국이 정지했습니다. 이제 대국자는 죽은 돌에 대해 합의하고, 의견이 다르면 남기지 않는 가상 착수로 해결합니다.</translation>
    </message>
    <message>
        <source>{point} is already occupied by a black stone.</source>
        <translation>{point}에는 이미 흑돌이 있습니다.</translation>
    </message>
    <message>
        <source>{point} is already occupied by a white stone.</source>
        <translation>{point}에는 이미 백돌이 있습니다.</translation>
    </message>
    <message>
        <source>{colour} {point} would leave its own string without liberties and capture nothing: suicide is forbidden under {ruleset}.</source>
        <translation>{colour}이 {point}에 두면 자기 돌 무리의 활로가 모두 없어지고 아무것도 따내지 못합니다. {ruleset}에서는 자살수가 금지됩니다.</translation>
    </message>
    <message>
        <source>{colour} {point} would capture only itself: under {ruleset} a one-stone suicide counts as a pass.</source>
        <extracomment>Whether a subclass keeps state of its own (saved with _extra_state before every move); each game copies it to its _keeps_extra_state slot, which play() reads faster.</extracomment>
        <translation>{colour}이 {point}에 두면 자기 자신만 따내게 됩니다. {ruleset}에서는 한 점 자살수를 패스로 칩니다.</translation>
    </message>
</context>
<context>
    <name>Ing</name>
    <message>
        <source>{colour} has used up its one disturbance: {story} Under Ing&apos;s rules a player may disturb only once in a game, and {point} would attack in the balanced ko again, recreating {position}.</source>
        <translation>{colour}은 한 번뿐인 교란을 이미 썼습니다: {story} 응씨 규칙에서는 한 판에 한 번만 교란할 수 있는데, {point}에 두면 균형 잡힌 패에서 다시 공격하여 {position}을 되살리게 됩니다.</translation>
    </message>
    <message>
        <source>{colour} has used up its one disturbance: {story} Under Ing&apos;s rules a player may disturb only once in a game, and {point} would recreate a position of that cycle.</source>
        <translation>{colour}은 한 번뿐인 교란을 이미 썼습니다: {story} 응씨 규칙에서는 한 판에 한 번만 교란할 수 있는데, {point}에 두면 그 순환의 국면을 되살리게 됩니다.</translation>
    </message>
    <message>
        <source>{colour} has used up its one disturbance: {story} Under Ing&apos;s rules a player may disturb only once in a game, and {point} would begin a new cycle of repeated positions.</source>
        <translation>{colour}은 한 번뿐인 교란을 이미 썼습니다: {story} 응씨 규칙에서는 한 판에 한 번만 교란할 수 있는데, {point}에 두면 국면이 되풀이되는 새 순환을 시작하게 됩니다.</translation>
    </message>
    <message>
        <source>{move} (move {number}) attacked in a balanced ko and recreated {position}.</source>
        <translation>{move}({number}수째)가 균형 잡힌 패에서 공격하여 {position}을 되살렸습니다.</translation>
    </message>
    <message>
        <source>{colour} {point} would capture hot stones ({stones}): in the triple ko in which {move} just captured, {other}&apos;s ko stones in the other kos that lock the same two groups are twin hot stones. Under Ing&apos;s rules hot stones may be captured only after an intervening move or pass.</source>
        <translation>{colour}이 {point}에 두면 핫 스톤({stones})을 따내게 됩니다. {move} 착수로 방금 따낸 삼패에서는, 같은 두 무리를 서로 묶고 있는 다른 패들에 있는 {other}의 패 돌이 쌍둥이 핫 스톤입니다. 응씨 규칙에서는 사이에 한 수나 패스를 둔 다음에만 핫 스톤을 따낼 수 있습니다.</translation>
    </message>
    <message>
        <source>{colour} {point} would capture hot stones ({stones}): they are single hot stones of the fighting ko in which {move} just captured. Under Ing&apos;s rules hot stones may be captured only after an intervening move or pass.</source>
        <translation>{colour}이 {point}에 두면 핫 스톤({stones})을 따내게 됩니다. 이 돌들은 {move} 착수로 방금 따낸 패싸움의 단일 핫 스톤입니다. 응씨 규칙에서는 사이에 한 수나 패스를 둔 다음에만 핫 스톤을 따낼 수 있습니다.</translation>
    </message>
    <message>
        <source>{colour} {point} would capture hot stones ({stones}): they are double hot stones of the fighting ko in which {move} just captured. Under Ing&apos;s rules hot stones may be captured only after an intervening move or pass.</source>
        <translation>{colour}이 {point}에 두면 핫 스톤({stones})을 따내게 됩니다. 이 돌들은 {move} 착수로 방금 따낸 패싸움의 이중 핫 스톤입니다. 응씨 규칙에서는 사이에 한 수나 패스를 둔 다음에만 핫 스톤을 따낼 수 있습니다.</translation>
    </message>
    <message>
        <source>{colour} {point} would capture hot stones ({stones}): they are triple hot stones of the fighting ko in which {move} just captured. Under Ing&apos;s rules hot stones may be captured only after an intervening move or pass.</source>
        <translation>{colour}이 {point}에 두면 핫 스톤({stones})을 따내게 됩니다. 이 돌들은 {move} 착수로 방금 따낸 패싸움의 삼중 핫 스톤입니다. 응씨 규칙에서는 사이에 한 수나 패스를 둔 다음에만 핫 스톤을 따낼 수 있습니다.</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began came round when {closing} (move {closer}) brought back {position}.</source>
        <translation>{move}({number}수째)로 시작된 순환은 {closing}({closer}수째)가 {position}을 되살렸을 때 한 바퀴 돌았습니다.</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began came round when {passer}&apos;s pass (move {closer}) brought back {position}.</source>
        <translation>{move}({number}수째)로 시작된 순환은 {passer}의 패스({closer}수째)가 {position}을 되살렸을 때 한 바퀴 돌았습니다.</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began, answering {answered}&apos;s capture in a fighting ko, came round when {closing} (move {closer}) brought back {position}.</source>
        <translation>{answered}의 패싸움 따냄에 응하여 {move}({number}수째)로 시작된 순환은 {closing}({closer}수째)가 {position}을 되살렸을 때 한 바퀴 돌았습니다.</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began, answering {answered}&apos;s capture in a fighting ko, came round when {passer}&apos;s pass (move {closer}) brought back {position}.</source>
        <translation>{answered}의 패싸움 따냄에 응하여 {move}({number}수째)로 시작된 순환은 {passer}의 패스({closer}수째)가 {position}을 되살렸을 때 한 바퀴 돌았습니다.</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began, answering {answered}&apos;s capture in a fighting ko by taking another ko, came round when {closing} (move {closer}) brought back {position}.</source>
        <translation>{answered}의 패싸움 따냄에 다른 패를 따내어 응하며 {move}({number}수째)로 시작된 순환은 {closing}({closer}수째)가 {position}을 되살렸을 때 한 바퀴 돌았습니다.</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began, answering {answered}&apos;s capture in a fighting ko by taking another ko, came round when {passer}&apos;s pass (move {closer}) brought back {position}.</source>
        <translation>{answered}의 패싸움 따냄에 다른 패를 따내어 응하며 {move}({number}수째)로 시작된 순환은 {passer}의 패스({closer}수째)가 {position}을 되살렸을 때 한 바퀴 돌았습니다.</translation>
    </message>
</context>
<context>
    <name>Ko</name>
    <message>
        <source>White may not retake the ko at {point} at once: the black stone at {stone} has just captured one stone there, and retaking would repeat the position (basic ko). Play elsewhere first.</source>
        <extracomment>The capture a verdict is given for a play that is not on the board (check() and banned()): a rule that reads captures works it out by trying the play, and only if it needs to.</extracomment>
        <translation>백은 {point}의 패를 곧바로 되따낼 수 없습니다. {stone}의 흑돌이 방금 그곳에서 한 점을 따냈으므로, 되따내면 국면이 되풀이됩니다(기본 패). 먼저 다른 곳에 두십시오.</translation>
    </message>
    <message>
        <source>Black may not retake the ko at {point} at once: the white stone at {stone} has just captured one stone there, and retaking would repeat the position (basic ko). Play elsewhere first.</source>
        <translation>흑은 {point}의 패를 곧바로 되따낼 수 없습니다. {stone}의 백돌이 방금 그곳에서 한 점을 따냈으므로, 되따내면 국면이 되풀이됩니다(기본 패). 먼저 다른 곳에 두십시오.</translation>
    </message>
</context>
<context>
    <name>Move</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Black passes.</source>
        <translation>흑이 패스합니다.</translation>
    </message>
    <message>
        <source>White passes.</source>
        <translation>백이 패스합니다.</translation>
    </message>
    <message>
        <source>Black plays {point}.</source>
        <translation>흑이 {point}에 둡니다.</translation>
    </message>
    <message>
        <source>White plays {point}.</source>
        <translation>백이 {point}에 둡니다.</translation>
    </message>
    <message>
        <source>Black plays {point}. It captures 1 stone ({points}).</source>
        <translation>흑이 {point}에 둡니다. 돌 1개({points})를 따냅니다.</translation>
    </message>
    <message>
        <source>White plays {point}. It captures 1 stone ({points}).</source>
        <translation>백이 {point}에 둡니다. 돌 1개({points})를 따냅니다.</translation>
    </message>
    <message>
        <source>Black plays {point}. It captures {count} stones ({points}).</source>
        <translation>흑이 {point}에 둡니다. 돌 {count}개({points})를 따냅니다.</translation>
    </message>
    <message>
        <source>White plays {point}. It captures {count} stones ({points}).</source>
        <translation>백이 {point}에 둡니다. 돌 {count}개({points})를 따냅니다.</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>패스</translation>
    </message>
    <message>
        <source>{colour} pass</source>
        <extracomment>Colour codes by the letters SGF records and callers use (others go through parse_color).</extracomment>
        <translation>{colour} 패스</translation>
    </message>
    <message>
        <source>{colour} {point}</source>
        <translation>{colour} {point}</translation>
    </message>
</context>
<context>
    <name>Position</name>
    <message>
        <source>the starting position</source>
        <translation>시작 국면</translation>
    </message>
    <message>
        <source>the position set up before the first move</source>
        <translation>첫 수 전에 놓인 국면</translation>
    </message>
    <message>
        <source>the position set up after move {number}</source>
        <translation>{number}수째 뒤에 놓인 국면</translation>
    </message>
    <message>
        <source>the position after move {number} ({move})</source>
        <translation>{number}수째({move}) 뒤의 국면</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>no result</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>세 번 반복</translation>
    </message>
    <message>
        <source>hot stone</source>
        <translation>핫 스톤</translation>
    </message>
    <message>
        <source>disturbing ko</source>
        <translation>교란하는 패</translation>
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
        <source>natural situational superko</source>
        <translation>내추럴 시추에이셔널 슈퍼코</translation>
    </message>
    <message>
        <source>minimal superko</source>
        <translation>미니멀 슈퍼코</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>패스</translation>
    </message>
    <message>
        <source>ko</source>
        <extracomment>Stable reason codes for illegal plays (the CLI&apos;s JSON and the UI use them). What a verdict on a play hands back when the rules refuse it: the reason code and what the explanation needs (see KoRule.verdict).</extracomment>
        <translation>패</translation>
    </message>
    <message>
        <source>suicide</source>
        <translation>자살수</translation>
    </message>
    <message>
        <source>occupied</source>
        <translation>이미 돌이 있음</translation>
    </message>
    <message>
        <source>play is over</source>
        <translation>대국 종료 후</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>A {count}-stone handicap given as moves: Black&apos;s first {count} stones ({points}), White passing in between, are the handicap stones, and the game is counted as a handicap game.</source>
        <translation>착수로 둔 {count}점 치석: 백이 사이사이 패스하는 동안 흑이 처음 둔 {count}수({points})를 치석으로 보고, 이 대국은 접바둑으로 계산합니다.</translation>
    </message>
    <message>
        <source>A {count}-stone handicap given as moves: Black&apos;s first {count} stones ({points}), played in a row, are the handicap stones, and the game is counted as a handicap game.</source>
        <translation>착수로 둔 {count}점 치석: 흑이 연달아 처음 둔 {count}수({points})를 치석으로 보고, 이 대국은 접바둑으로 계산합니다.</translation>
    </message>
    <message>
        <source>Under {ruleset} handicap stones go on the standard points, which a {size}x{size} board does not have for {count} stones.</source>
        <translation>{ruleset}에서는 치석을 정해진 자리에 놓는데, {size}×{size} 바둑판에는 {count}점 치석의 정해진 자리가 없습니다.</translation>
    </message>
    <message>
        <source>Under {ruleset} handicap stones go on the standard points ({points}), and these do.</source>
        <translation>{ruleset}에서는 치석을 정해진 자리({points})에 놓으며, 이 치석들은 그 자리에 있습니다.</translation>
    </message>
    <message>
        <source>Under {ruleset} handicap stones go on the standard points ({points}); these do not.</source>
        <translation>{ruleset}에서는 치석을 정해진 자리({points})에 놓는데, 이 치석들은 그 자리에 있지 않습니다.</translation>
    </message>
</context>
<context>
    <name>Sentences</name>
    <message>
        <source>{sentence} {next}</source>
        <translation>{sentence} {next}</translation>
    </message>
</context>
<context>
    <name>Superko</name>
    <message>
        <source>{colour} {point} would recreate {position}; positional superko forbids it under {ruleset}.</source>
        <translation>{colour}이 {point}에 두면 {position}이 되살아납니다. {ruleset}에서는 포지셔널 슈퍼코에 따라 이 착수가 금지됩니다.</translation>
    </message>
    <message>
        <source>{colour} {point} would recreate {position} with White to play again; situational superko forbids it under {ruleset}.</source>
        <translation>{colour}이 {point}에 두면 {position}이 다시 백 차례로 되살아납니다. {ruleset}에서는 시추에이셔널 슈퍼코에 따라 이 착수가 금지됩니다.</translation>
    </message>
    <message>
        <source>{colour} {point} would recreate {position} with Black to play again; situational superko forbids it under {ruleset}.</source>
        <translation>{colour}이 {point}에 두면 {position}이 다시 흑 차례로 되살아납니다. {ruleset}에서는 시추에이셔널 슈퍼코에 따라 이 착수가 금지됩니다.</translation>
    </message>
    <message>
        <source>{colour} {point} would recreate {position}, which Black&apos;s own board play created; natural situational superko forbids it under {ruleset}.</source>
        <translation>{colour}이 {point}에 두면 흑 자신이 바둑판에 둔 수로 만든 {position}이 되살아납니다. {ruleset}에서는 내추럴 시추에이셔널 슈퍼코에 따라 이 착수가 금지됩니다.</translation>
    </message>
    <message>
        <source>{colour} {point} would recreate {position}, which White&apos;s own board play created; natural situational superko forbids it under {ruleset}.</source>
        <translation>{colour}이 {point}에 두면 백 자신이 바둑판에 둔 수로 만든 {position}이 되살아납니다. {ruleset}에서는 내추럴 시추에이셔널 슈퍼코에 따라 이 착수가 금지됩니다.</translation>
    </message>
    <message>
        <source>{colour} {point} would recreate {position}, in which the last two successive passes were made (ending at move {number}); minimal superko forbids it under {ruleset}.</source>
        <translation>{colour}이 {point}에 두면 {position}이 되살아납니다. 이 국면은 마지막 두 번의 연속 패스({number}수째까지)가 있었던 국면입니다. {ruleset}에서는 미니멀 슈퍼코에 따라 이 착수가 금지됩니다.</translation>
    </message>
</context>
</TS>

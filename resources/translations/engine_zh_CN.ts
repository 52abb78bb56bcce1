<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Board</name>
    <message>
        <source>board size must be between {low} and {high}, not {size}</source>
        <extracomment>A player&apos;s colour, as the engine keeps it (1 Black, 2 White; the letters &quot;B&quot; and &quot;W&quot; outside). Column letters as Go programs write them: &quot;I&quot; is skipped so it cannot be read as &quot;J&quot; or &quot;1&quot;. What Board.play returns for no captured or no suicided stones (one shared empty tuple). What Board.play returns when it takes nothing off the board (one shared pair). Every vertex name by column and row (both from 0), one string object per name for every board size: a name read from a record is then the very key a board&apos;s lookup holds, which a dict finds at its first probe without comparing characters (a fifth of a replay&apos;s time otherwise).</extracomment>
        <translation>棋盘大小必须在{low}到{high}之间，不能是{size}</translation>
    </message>
    <message>
        <source>{vertex} is not a point on a {size}x{size} board</source>
        <translation>{vertex}不是{size}×{size}棋盘上的点</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
</context>
<context>
    <name>Confirmation</name>
    <message>
        <source>Black may not retake the ko at {point} in the confirmation play until Black has passed once for this ko: White took it at move {number}, and under the Japanese rules 1989 (article 7-2) each pass serves one ko.</source>
        <translation>在死活确认着手中，黑方必须先为这个劫停一手，才能提回{point}的劫：白方在第{number}手提了这个劫，而按照日本规则（1989）第7条第2款，每一次停一手只能用于一个劫。</translation>
    </message>
    <message>
        <source>White may not retake the ko at {point} in the confirmation play until White has passed once for this ko: Black took it at move {number}, and under the Japanese rules 1989 (article 7-2) each pass serves one ko.</source>
        <translation>在死活确认着手中，白方必须先为这个劫停一手，才能提回{point}的劫：黑方在第{number}手提了这个劫，而按照日本规则（1989）第7条第2款，每一次停一手只能用于一个劫。</translation>
    </message>
    <message>
        <source>Black may not retake the ko at {point} in the hypothetical play until Black has passed once for this ko: White took it at move {number}, and the simplified text has the imagined wise play avoid any use of ko threats, which a pass for each ko before retaking it ensures.</source>
        <translation>在假想着手中，黑方必须先为这个劫停一手，才能提回{point}的劫：白方在第{number}手提了这个劫，而简化规则的条文要求设想的明智着手完全不使用劫材，在提回之前为每个劫停一手就能保证这一点。</translation>
    </message>
    <message>
        <source>White may not retake the ko at {point} in the hypothetical play until White has passed once for this ko: Black took it at move {number}, and the simplified text has the imagined wise play avoid any use of ko threats, which a pass for each ko before retaking it ensures.</source>
        <translation>在假想着手中，白方必须先为这个劫停一手，才能提回{point}的劫：黑方在第{number}手提了这个劫，而简化规则的条文要求设想的明智着手完全不使用劫材，在提回之前为每个劫停一手就能保证这一点。</translation>
    </message>
    <message>
        <source>Black&apos;s pass at move {number} has already served another ko.</source>
        <translation>黑方第{number}手的停一手已经用于另一个劫。</translation>
    </message>
    <message>
        <source>White&apos;s pass at move {number} has already served another ko.</source>
        <translation>白方第{number}手的停一手已经用于另一个劫。</translation>
    </message>
    <message>
        <source>the confirmation play ends with two successive passes</source>
        <translation>死活确认着手以连续两次停一手结束</translation>
    </message>
</context>
<context>
    <name>Count</name>
    <message>
        <source>1 stone</source>
        <translation>1子</translation>
    </message>
    <message>
        <source>{n} stones</source>
        <translation>{n}子</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1目</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n}目</translation>
    </message>
    <message>
        <source>1 empty point</source>
        <translation>1个空点</translation>
    </message>
    <message>
        <source>{n} empty points</source>
        <translation>{n}个空点</translation>
    </message>
    <message>
        <source>1 winning point</source>
        <translation>1个胜点</translation>
    </message>
    <message>
        <source>{n} winning points</source>
        <translation>{n}个胜点</translation>
    </message>
    <message>
        <source>1 losing stone</source>
        <translation>1个负方子</translation>
    </message>
    <message>
        <source>{n} losing stones</source>
        <translation>{n}个负方子</translation>
    </message>
    <message>
        <source>1 extra stone</source>
        <translation>1个多余的子</translation>
    </message>
    <message>
        <source>{n} extra stones</source>
        <translation>{n}个多余的子</translation>
    </message>
    <message>
        <source>1 compensation stone</source>
        <translation>1个补偿子</translation>
    </message>
    <message>
        <source>{n} compensation stones</source>
        <translation>{n}个补偿子</translation>
    </message>
    <message>
        <source>1 open point</source>
        <translation>1个空出的点</translation>
    </message>
    <message>
        <source>{n} open points</source>
        <translation>{n}个空出的点</translation>
    </message>
    <message>
        <source>1 pass stone</source>
        <translation>1个停着交子</translation>
    </message>
    <message>
        <source>{n} pass stones</source>
        <translation>{n}个停着交子</translation>
    </message>
    <message>
        <source>1 stone on the board</source>
        <translation>盘上棋子1子</translation>
    </message>
    <message>
        <source>{n} stones on the board</source>
        <translation>盘上棋子{n}子</translation>
    </message>
    <message>
        <source>1 point of territory</source>
        <translation>1目空</translation>
    </message>
    <message>
        <source>{n} points of territory</source>
        <translation>{n}目空</translation>
    </message>
    <message>
        <source>1 prisoner</source>
        <translation>提子1子</translation>
    </message>
    <message>
        <source>{n} prisoners</source>
        <translation>提子{n}子</translation>
    </message>
    <message>
        <source>1 dead stone</source>
        <translation>死子1子</translation>
    </message>
    <message>
        <source>{n} dead stones</source>
        <translation>死子{n}子</translation>
    </message>
    <message>
        <source>2 x {things}</source>
        <translation>2 × {things}</translation>
    </message>
    <message>
        <source>{colour}&apos;s {things}</source>
        <translation>{colour}方的{things}</translation>
    </message>
    <message>
        <source>{this} and {that}</source>
        <translation>{this}，并且{that}</translation>
    </message>
    <message>
        <source>0, a tie</source>
        <translation>0，和棋</translation>
    </message>
    <message>
        <source>{terms} = {margin}, a tie</source>
        <translation>{terms} = {margin}，和棋</translation>
    </message>
    <message>
        <source>just {terms} = {margin}</source>
        <translation>仅{terms} = {margin}</translation>
    </message>
    <message>
        <source>{terms} = {margin}</source>
        <translation>{terms} = {margin}</translation>
    </message>
    <message>
        <source>with the stones on the board taken out (prisoners and dead stones go back to their owners), Black&apos;s bowl holds {black} and White&apos;s {white}</source>
        <translation>除去盘上的棋子后（提子和死子还给原主），黑方棋盒中有{black}子，白方棋盒中有{white}子</translation>
    </message>
    <message>
        <source>the one shared point, in neither player&apos;s area, stays empty</source>
        <translation>不属于任何一方之空的1个公共点保持空着</translation>
    </message>
    <message>
        <source>the {count} shared points, in neither player&apos;s area, are filled alternately with {half} black and {half} white stones, and one stays empty</source>
        <translation>不属于任何一方之空的{count}个公共点由双方交替填入黑子{half}个和白子{half}个，其中1个保持空着</translation>
    </message>
    <message>
        <source>the {count} shared points, in neither player&apos;s area, are filled alternately with {half} black and {half} white stones</source>
        <translation>不属于任何一方之空的{count}个公共点由双方交替填入黑子{half}个和白子{half}个</translation>
    </message>
    <message>
        <source>{colour} has {points} left</source>
        <translation>{colour}方剩下{points}</translation>
    </message>
    <message>
        <source>{colour} has {stones} left over</source>
        <translation>{colour}方多出{stones}</translation>
    </message>
    <message>
        <source>{colour}&apos;s stones fill his area exactly</source>
        <translation>{colour}方的棋子正好填满自己的空</translation>
    </message>
    <message>
        <source>filling their own areas, neither player has an empty point or a stone left over</source>
        <translation>双方各自填满自己的空后，谁都没有剩下空点或多余的子</translation>
    </message>
    <message>
        <source>filling their own areas, {black} and {white}</source>
        <translation>双方各自填满自己的空后，{black}，{white}</translation>
    </message>
    <message>
        <source>the margin is {formula}</source>
        <translation>差距为 {formula}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>{payer} puts {stones} in {receiver}&apos;s area and leaves 1 point of it open</source>
        <translation>{payer}方在{receiver}方的空里放入{stones}，并在其中空出1个点</translation>
    </message>
    <message>
        <source>{payer} puts {stones} in {receiver}&apos;s area</source>
        <translation>{payer}方在{receiver}方的空里放入{stones}</translation>
    </message>
    <message>
        <source>{payer} leaves 1 point of {receiver}&apos;s area open</source>
        <translation>{payer}方在{receiver}方的空里空出1个点</translation>
    </message>
    <message>
        <source>{paying} ({points} of compensation)</source>
        <translation>{paying}（补偿{points}）</translation>
    </message>
    <message>
        <source>{receiver}&apos;s area has only {empty} for {payer}&apos;s {points} of compensation</source>
        <translation>对于{payer}方要支付的{points}补偿，{receiver}方的空里只有{empty}</translation>
    </message>
    <message>
        <source>{receiver}&apos;s area has no empty point for {payer}&apos;s {points} of compensation</source>
        <translation>对于{payer}方要支付的{points}补偿，{receiver}方的空里没有空点</translation>
    </message>
    <message>
        <source>the other {count} compensation stones count 2 points each without being placed</source>
        <translation>其余{count}个补偿子不放上棋盘，每个计2目</translation>
    </message>
    <message>
        <source>the other 1 compensation stone counts 2 points without being placed</source>
        <translation>其余1个补偿子不放上棋盘，计2目</translation>
    </message>
    <message>
        <source>{count} compensation stones count 2 points each without being placed</source>
        <translation>{count}个补偿子不放上棋盘，每个计2目</translation>
    </message>
    <message>
        <source>1 compensation stone counts 2 points without being placed</source>
        <translation>1个补偿子不放上棋盘，计2目</translation>
    </message>
    <message>
        <source>the open point counts 1 without a point to leave open</source>
        <translation>空出的点无处可空，计1目</translation>
    </message>
    <message>
        <source>{room}: {paying}, and {unpaid}</source>
        <translation>{room}：{paying}，而{unpaid}</translation>
    </message>
    <message>
        <source>{room}: {unpaid}</source>
        <translation>{room}：{unpaid}</translation>
    </message>
    <message>
        <source>each player starts with {supply} stones</source>
        <translation>双方各以{supply}子开始</translation>
    </message>
    <message>
        <source>{stones} on the board</source>
        <translation>盘上的{stones}</translation>
    </message>
    <message>
        <source>{stones} for shared points</source>
        <translation>填公共点的{stones}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first}和{second}</translation>
    </message>
    <message>
        <source>{first}, {second} and {third}</source>
        <translation>{first}、{second}和{third}</translation>
    </message>
    <message>
        <source>each player starts with {supply} stones, not the usual {usual}, enough for {colour}&apos;s {uses}</source>
        <translation>双方各以{supply}子开始，而不是通常的{usual}子，足够{colour}方用于{uses}</translation>
    </message>
    <message>
        <source>no area has an empty point left for it, so {colour}&apos;s 1 stone left over counts 1 point against {colour}</source>
        <translation>任何一方的空里都已没有空点可放它，所以{colour}方多出的1子算作对{colour}方不利的1目</translation>
    </message>
    <message>
        <source>no area has an empty point left for them, so {colour}&apos;s {count} stones left over count {count} points against {colour}</source>
        <translation>任何一方的空里都已没有空点可放它们，所以{colour}方多出的{count}子算作对{colour}方不利的{count}目</translation>
    </message>
    <message>
        <source>no area has an empty point left for them, so the stones left over count one point each against their owner</source>
        <translation>任何一方的空里都已没有空点可放它们，所以多出的子每个算作对其所有者不利的1目</translation>
    </message>
    <message>
        <source>{colour} has won</source>
        <translation>{colour}方胜</translation>
    </message>
    <message>
        <source>{behind} has no losing stone, so {ahead}&apos;s 1 empty point is the winning point</source>
        <translation>{behind}方没有负方子，所以{ahead}方的1个空点就是胜点</translation>
    </message>
    <message>
        <source>{behind} has no losing stone, so {ahead}&apos;s {count} empty points are the winning points</source>
        <translation>{behind}方没有负方子，所以{ahead}方的{count}个空点就是胜点</translation>
    </message>
    <message>
        <source>{behind} puts the {stones} in {ahead}&apos;s area</source>
        <translation>{behind}方把{stones}放进{ahead}方的空</translation>
    </message>
    <message>
        <source>{behind} puts {spare} of his {left} stones in {ahead}&apos;s {points}, and 1 finds no empty point: an extra stone, which counts once as a losing stone</source>
        <translation>{behind}方把{left}子中的{spare}子放进{ahead}方的{points}，有1子找不到空点：这是多余的子，作为负方子只计一次</translation>
    </message>
    <message>
        <source>{behind} puts {spare} of his {left} stones in {ahead}&apos;s {points}, and {extra} find no empty point: extra stones, which count once each as losing stones</source>
        <translation>{behind}方把{left}子中的{spare}子放进{ahead}方的{points}，有{extra}子找不到空点：这些是多余的子，每个作为负方子只计一次</translation>
    </message>
    <message>
        <source>{placing}, which leaves {points} there, the winning points</source>
        <translation>{placing}，那里剩下{points}，即胜点</translation>
    </message>
    <message>
        <source>{placing}, which leaves {points} there, the winning point</source>
        <translation>{placing}，那里剩下{points}，即胜点</translation>
    </message>
    <message>
        <source>there is no winning point: the two empty points are the odd shared point and the open point in {colour}&apos;s area</source>
        <translation>没有胜点：两个空点是公共点为奇数时余下的那个点和{colour}方空里空出的点</translation>
    </message>
    <message>
        <source>there is no winning point: the only empty point is the odd shared point</source>
        <translation>没有胜点：唯一的空点是公共点为奇数时余下的那个点</translation>
    </message>
    <message>
        <source>there is no winning point: the only empty point is the open point in {colour}&apos;s area</source>
        <translation>没有胜点：唯一的空点是{colour}方空里空出的点</translation>
    </message>
    <message>
        <source>there is no winning point: the raised supply holds more stones than the board has points to fill</source>
        <translation>没有胜点：增加后的用子数多于棋盘上要填的点数</translation>
    </message>
    <message>
        <source>there is no winning point: two supplies of {supply} fill this board&apos;s {points} points exactly</source>
        <translation>没有胜点：两份各{supply}子的用子正好填满本棋盘的{points}个点</translation>
    </message>
    <message>
        <source>there is no winning point</source>
        <translation>没有胜点</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Only the diagram&apos;s view is counted ({count} of the board&apos;s {points} points); the rest of the board is read as settled and even.</source>
        <translation>只计算图中显示的范围（棋盘{points}个点中的{count}个）；棋盘其余部分视为已经定型且双方相当。</translation>
    </message>
    <message>
        <source>No stone was marked dead: every stone on the board counts as alive, and the 1 empty point beside both colours counts for nobody.</source>
        <translation>没有标为死子的棋子：盘上所有棋子都算作活棋，与双方棋子相邻的1个空点不计入任何一方。</translation>
    </message>
    <message>
        <source>No stone was marked dead: every stone on the board counts as alive, and the {count} empty points beside both colours count for nobody.</source>
        <translation>没有标为死子的棋子：盘上所有棋子都算作活棋，与双方棋子相邻的{count}个空点不计入任何一方。</translation>
    </message>
    <message>
        <source>To count stones as dead, mark them: with territory marks (TB/TW) on a record&apos;s last node, or, in the game window, with a click on them once play has stopped.</source>
        <translation>要把棋子算作死子，请在棋谱的最后一个节点用目数标记（TB/TW）标出它们，或者在对局窗口中于对局停止后点击它们。</translation>
    </message>
    <message>
        <source>a tie</source>
        <translation>打平</translation>
    </message>
    <message>
        <source>Black by {margin}</source>
        <translation>黑方胜{margin}目</translation>
    </message>
    <message>
        <source>White by {margin}</source>
        <translation>白方胜{margin}目</translation>
    </message>
    <message>
        <source>Black {black}, White {white} + komi {komi} = {total}</source>
        <translation>黑方{black}，白方{white} + 贴目{komi} = {total}</translation>
    </message>
    <message>
        <source>Black {black}, White {white}</source>
        <translation>黑方{black}，白方{white}</translation>
    </message>
    <message>
        <source>Counting territory and prisoners instead, pass stones included, gives {counts}: the same margin.</source>
        <translation>改按目数与提子计算（含停着交子），得到{counts}：差距相同。</translation>
    </message>
    <message>
        <source>Counting territory and prisoners instead, pass stones included, would give {counts}: {lead}, not {area_lead}.</source>
        <translation>改按目数与提子计算（含停着交子），会得到{counts}：{lead}，而不是{area_lead}。</translation>
    </message>
    <message>
        <source>The two counts agree whenever both players have put down as many stones as each other, a pass counting as a stone handed over, as after an even start with alternate moves and White passing last, or when the handicap compensation makes up the difference.</source>
        <translation>只要双方放下的棋子一样多（停一手算作交出一子），例如分先开局、交替着手且白方最后停一手，或者让子的补偿弥补了差额，两种计算就一致。</translation>
    </message>
    <message>
        <source>The two counts agree whenever both players have put down as many stones as each other, a pass counting as a stone handed over, as after an even start with alternate moves and White passing last.</source>
        <translation>只要双方放下的棋子一样多（停一手算作交出一子），例如分先开局、交替着手且白方最后停一手，两种计算就一致。</translation>
    </message>
    <message>
        <source>The two counts agree only when both players have put down as many stones as each other, a pass counting as a stone handed over, as after an even start with alternate moves and White passing last, or when the handicap compensation makes up the difference.</source>
        <translation>只有当双方放下的棋子一样多（停一手算作交出一子），例如分先开局、交替着手且白方最后停一手，或者让子的补偿弥补了差额时，两种计算才一致。</translation>
    </message>
    <message>
        <source>The two counts agree only when both players have put down as many stones as each other, a pass counting as a stone handed over, as after an even start with alternate moves and White passing last.</source>
        <translation>只有当双方放下的棋子一样多（停一手算作交出一子），例如分先开局、交替着手且白方最后停一手时，两种计算才一致。</translation>
    </message>
    <message>
        <source>{stones}, all set up without a move,</source>
        <translation>{stones}（全部未经着手摆放）</translation>
    </message>
    <message>
        <source>{stones} ({count} of them set up without a move)</source>
        <translation>{stones}（其中{count}子未经着手摆放）</translation>
    </message>
    <message>
        <source>Here Black put down {black_stones} and handed over {black_passes}, and White put down {white_stones} and handed over {white_passes}: {each} each.</source>
        <translation>这里黑方放下{black_stones}，交出{black_passes}；白方放下{white_stones}，交出{white_passes}：双方各{each}子。</translation>
    </message>
    <message>
        <source>Here Black put down {black_stones} and handed over {black_passes}, and White put down {white_stones} and handed over {white_passes}: {ahead} {gap} more, which the handicap compensation of {compensation} makes up.</source>
        <translation>这里黑方放下{black_stones}，交出{black_passes}；白方放下{white_stones}，交出{white_passes}：{ahead}方多{gap}子，由让子的补偿{compensation}弥补。</translation>
    </message>
    <message>
        <source>Here Black put down {black_stones} and handed over {black_passes}, and White put down {white_stones} and handed over {white_passes}: {ahead} {gap} more, against a handicap compensation of {compensation}, so the area count is {points} better for {better}. The rules count the area.</source>
        <translation>这里黑方放下{black_stones}，交出{black_passes}；白方放下{white_stones}，交出{white_passes}：{ahead}方多{gap}子，而让子的补偿为{compensation}，所以数子法对{better}方有利{points}。本规则按数子计算。</translation>
    </message>
    <message>
        <source>Here Black put down {black_stones} and handed over {black_passes}, and White put down {white_stones} and handed over {white_passes}: {ahead} {gap} more, so the area count is {points} better for {better}. The rules count the area.</source>
        <translation>这里黑方放下{black_stones}，交出{black_passes}；白方放下{white_stones}，交出{white_passes}：{ahead}方多{gap}子，所以数子法对{better}方有利{points}。本规则按数子计算。</translation>
    </message>
    <message>
        <source>{territory} territory + {captured} captured + {dead} dead + {passes}</source>
        <translation>目数{territory} + 提子{captured} + 死子{dead} + {passes}</translation>
    </message>
    <message>
        <source>{stones} + {territory} territory</source>
        <translation>棋子{stones} + 目数{territory}</translation>
    </message>
    <message>
        <source>1 point in seki scores for nobody.</source>
        <translation>双活中的1目不计入任何一方。</translation>
    </message>
    <message>
        <source>{count} points in seki score for nobody.</source>
        <translation>双活中的{count}目不计入任何一方。</translation>
    </message>
    <message>
        <source>{territory} territory + {captured} captured + {dead} dead</source>
        <translation>目数{territory} + 提子{captured} + 死子{dead}</translation>
    </message>
    <message>
        <source>Black {black} ({black_parts}); White {white} ({white_parts}) + komi {komi} + handicap compensation {compensation} = {total}.</source>
        <translation>黑方{black}（{black_parts}）；白方{white}（{white_parts}）+ 贴目{komi} + 让子补偿{compensation} = {total}。</translation>
    </message>
    <message>
        <source>Black {black} ({black_parts}); White {white} ({white_parts}) + komi {komi} = {total}.</source>
        <translation>黑方{black}（{black_parts}）；白方{white}（{white_parts}）+ 贴目{komi} = {total}。</translation>
    </message>
    <message>
        <source>Black {black} ({black_parts}); White {white} ({white_parts}) + handicap compensation {compensation} = {total}.</source>
        <translation>黑方{black}（{black_parts}）；白方{white}（{white_parts}）+ 让子补偿{compensation} = {total}。</translation>
    </message>
    <message>
        <source>Black {black} ({black_parts}); White {white} ({white_parts}).</source>
        <translation>黑方{black}（{black_parts}）；白方{white}（{white_parts}）。</translation>
    </message>
    <message>
        <source>Ing count: {count}.</source>
        <translation>应氏计点：{count}。</translation>
    </message>
    <message>
        <source>Ing count: a compensation of {points} points cannot be paid in whole stones, so there is no fill-in count; the area count decides.</source>
        <translation>应氏计点：{points}目的补偿无法用整子支付，因此不进行填子计点，由数子结果决定。</translation>
    </message>
    <message>
        <source>The scores are equal: a draw.</source>
        <translation>双方得分相同：和棋。</translation>
    </message>
    <message>
        <source>The scores are equal; in handicap games ties go to {colour}.</source>
        <translation>双方得分相同；让子棋中同分判{colour}方胜。</translation>
    </message>
    <message>
        <source>The scores are equal; in even games ties go to {colour}.</source>
        <translation>双方得分相同；分先棋中同分判{colour}方胜。</translation>
    </message>
    <message>
        <source>{colour} wins by {margin}.</source>
        <translation>{colour}方胜{margin}目。</translation>
    </message>
</context>
<context>
    <name>Cycles</name>
    <message>
        <source>1 stone</source>
        <extracomment>Every occurrence of each situation (board hash and player to move): a situation seen once, nearly all of them, maps to its position index, one seen again to the list of its indices.</extracomment>
        <translation>1子</translation>
    </message>
    <message>
        <source>{n} stones</source>
        <translation>{n}子</translation>
    </message>
    <message>
        <source>The same position with Black to play has now occurred three times without a pass in between (first {position}): the players repeat a long cycle, so under {ruleset} the game ends without result.</source>
        <translation>轮黑方走的同一局面已经出现三次，中间没有停一手（第一次是{position}）：双方在重复长循环，因此按{ruleset}，本局以无胜负结束。</translation>
    </message>
    <message>
        <source>The same position with White to play has now occurred three times without a pass in between (first {position}): the players repeat a long cycle, so under {ruleset} the game ends without result.</source>
        <translation>轮白方走的同一局面已经出现三次，中间没有停一手（第一次是{position}）：双方在重复长循环，因此按{ruleset}，本局以无胜负结束。</translation>
    </message>
    <message>
        <source>Since {position}, the same position has occurred three times; in that loop Black captured {black} and White {white}. Threefold repetition with equal captures: the game is drawn.</source>
        <translation>自{position}以来，同一局面已出现三次；在这个循环中黑方提了{black}，白方提了{white}。三次重复且提子数相同：和棋。</translation>
    </message>
    <message>
        <source>Since {position}, the same position has occurred three times; in that loop Black captured {black} and White {white}. Threefold repetition: White captured fewer stones and loses.</source>
        <translation>自{position}以来，同一局面已出现三次；在这个循环中黑方提了{black}，白方提了{white}。三次重复：白方提子较少，判负。</translation>
    </message>
    <message>
        <source>Since {position}, the same position has occurred three times; in that loop Black captured {black} and White {white}. Threefold repetition: Black captured fewer stones and loses.</source>
        <translation>自{position}以来，同一局面已出现三次；在这个循环中黑方提了{black}，白方提了{white}。三次重复：黑方提子较少，判负。</translation>
    </message>
</context>
<context>
    <name>Differences</name>
    <message>
        <source>draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>无胜负</translation>
    </message>
    <message>
        <source>illegal at move {number}</source>
        <translation>第{number}手为禁着</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>未终局</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>agreement on dead stones comes after play has stopped</source>
        <translation>确认死子须在对局停止之后进行</translation>
    </message>
    <message>
        <source>play can only resume after it has stopped</source>
        <translation>只有在对局停止之后才能继续对局</translation>
    </message>
    <message>
        <source>under {ruleset} a disagreement is settled by a confirmation play that is not kept: use Confirmation(game)</source>
        <translation>按{ruleset}，分歧通过不保留的死活确认着手解决：请使用 Confirmation(game)</translation>
    </message>
    <message>
        <source>under {ruleset} a disagreement is settled by a hypothetical play that is not kept: use Confirmation(game)</source>
        <translation>按{ruleset}，分歧通过不保留的假想着手解决：请使用 Confirmation(game)</translation>
    </message>
    <message>
        <source>the game can end with all stones alive only once play has stopped</source>
        <translation>只有在对局停止之后，才能以所有棋子都算活棋的方式结束对局</translation>
    </message>
    <message>
        <source>{ruleset} has no all-alive ending</source>
        <translation>{ruleset}没有所有棋子都算活棋的终局方式</translation>
    </message>
    <message>
        <source>confirmation comes after play has stopped</source>
        <translation>死活确认须在对局停止之后进行</translation>
    </message>
    <message>
        <source>The game has not ended.</source>
        <translation>对局尚未结束。</translation>
    </message>
</context>
<context>
    <name>Handicap</name>
    <message>
        <source>a {size}x{size} board has no standard points for {count} handicap stones</source>
        <translation>{size}×{size}的棋盘没有{count}子让子的规定位置</translation>
    </message>
    <message>
        <source>{count} handicap stones need {count} points</source>
        <translation>{count}子让子需要{count}个点</translation>
    </message>
    <message>
        <source>under {ruleset} handicap stones go on the standard points ({points})</source>
        <translation>按{ruleset}，让子须放在规定位置（{points}）</translation>
    </message>
</context>
<context>
    <name>Illegal</name>
    <message>
        <source>The game is over: {result}</source>
        <translation>对局已经结束：{result}</translation>
    </message>
    <message>
        <source>Play stopped with the successive passes ending at move {number}; the players now agree on dead stones, or resume play if they disagree.</source>
        <translation>对局已因止于第{number}手的连续停一手而停止；双方现在确认死子，如有分歧则继续对局。</translation>
    </message>
    <message>
        <source>Play stopped with the successive passes ending at move {number}; the players now agree on dead stones, or settle a disagreement by a confirmation play, which is not kept.</source>
        <translation>对局已因止于第{number}手的连续停一手而停止；双方现在确认死子，如有分歧则通过不保留的死活确认着手解决。</translation>
    </message>
    <message>
        <source>Play stopped with the successive passes ending at move {number}; the players now agree on dead stones, or settle a disagreement by hypothetical play, which is not kept.</source>
        <translation>对局已因止于第{number}手的连续停一手而停止；双方现在确认死子，如有分歧则通过不保留的假想着手解决。</translation>
    </message>
    <message>
        <source>{point} is already occupied by a black stone.</source>
        <translation>{point}已有黑子。</translation>
    </message>
    <message>
        <source>{point} is already occupied by a white stone.</source>
        <translation>{point}已有白子。</translation>
    </message>
    <message>
        <source>{colour} {point} would leave its own string without liberties and capture nothing: suicide is forbidden under {ruleset}.</source>
        <translation>{colour}方下在{point}会使自己的棋串没有气，又提不掉任何子：{ruleset}禁止自杀。</translation>
    </message>
    <message>
        <source>{colour} {point} would capture only itself: under {ruleset} a one-stone suicide counts as a pass.</source>
        <extracomment>Whether a subclass keeps state of its own (saved with _extra_state before every move); each game copies it to its _keeps_extra_state slot, which play() reads faster.</extracomment>
        <translation>{colour}方下在{point}只会提掉自己：按{ruleset}，一子自杀算作停一手。</translation>
    </message>
</context>
<context>
    <name>Ing</name>
    <message>
        <source>{colour} has used up its one disturbance: {story} Under Ing&apos;s rules a player may disturb only once in a game, and {point} would attack in the balanced ko again, recreating {position}.</source>
        <translation>{colour}方已经用掉了唯一一次搅劫：{story}应氏规则规定每方一局只能搅劫一次，而下在{point}会在均衡劫中再次进攻，重现{position}。</translation>
    </message>
    <message>
        <source>{colour} has used up its one disturbance: {story} Under Ing&apos;s rules a player may disturb only once in a game, and {point} would recreate a position of that cycle.</source>
        <translation>{colour}方已经用掉了唯一一次搅劫：{story}应氏规则规定每方一局只能搅劫一次，而下在{point}会重现该循环中的局面。</translation>
    </message>
    <message>
        <source>{colour} has used up its one disturbance: {story} Under Ing&apos;s rules a player may disturb only once in a game, and {point} would begin a new cycle of repeated positions.</source>
        <translation>{colour}方已经用掉了唯一一次搅劫：{story}应氏规则规定每方一局只能搅劫一次，而下在{point}会开始一个局面重复的新循环。</translation>
    </message>
    <message>
        <source>{move} (move {number}) attacked in a balanced ko and recreated {position}.</source>
        <translation>{move}（第{number}手）在均衡劫中进攻，重现了{position}。</translation>
    </message>
    <message>
        <source>{colour} {point} would capture hot stones ({stones}): in the triple ko in which {move} just captured, {other}&apos;s ko stones in the other kos that lock the same two groups are twin hot stones. Under Ing&apos;s rules hot stones may be captured only after an intervening move or pass.</source>
        <translation>{colour}方下在{point}会提取热子（{stones}）：在{move}刚刚提子的三劫循环中，连着同样两块棋的其他劫里{other}方的劫子是孪生热子。按应氏规则，热子必须在中间隔一手或停一手之后才能提取。</translation>
    </message>
    <message>
        <source>{colour} {point} would capture hot stones ({stones}): they are single hot stones of the fighting ko in which {move} just captured. Under Ing&apos;s rules hot stones may be captured only after an intervening move or pass.</source>
        <translation>{colour}方下在{point}会提取热子（{stones}）：它们是{move}刚刚提子的争劫中的单热子。按应氏规则，热子必须在中间隔一手或停一手之后才能提取。</translation>
    </message>
    <message>
        <source>{colour} {point} would capture hot stones ({stones}): they are double hot stones of the fighting ko in which {move} just captured. Under Ing&apos;s rules hot stones may be captured only after an intervening move or pass.</source>
        <translation>{colour}方下在{point}会提取热子（{stones}）：它们是{move}刚刚提子的争劫中的双热子。按应氏规则，热子必须在中间隔一手或停一手之后才能提取。</translation>
    </message>
    <message>
        <source>{colour} {point} would capture hot stones ({stones}): they are triple hot stones of the fighting ko in which {move} just captured. Under Ing&apos;s rules hot stones may be captured only after an intervening move or pass.</source>
        <translation>{colour}方下在{point}会提取热子（{stones}）：它们是{move}刚刚提子的争劫中的三热子。按应氏规则，热子必须在中间隔一手或停一手之后才能提取。</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began came round when {closing} (move {closer}) brought back {position}.</source>
        <translation>{move}（第{number}手）开始的循环，在{closing}（第{closer}手）重现{position}时转完了一圈。</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began came round when {passer}&apos;s pass (move {closer}) brought back {position}.</source>
        <translation>{move}（第{number}手）开始的循环，在{passer}方停一手（第{closer}手）重现{position}时转完了一圈。</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began, answering {answered}&apos;s capture in a fighting ko, came round when {closing} (move {closer}) brought back {position}.</source>
        <translation>{move}（第{number}手）为应对{answered}在争劫中的提子而开始的循环，在{closing}（第{closer}手）重现{position}时转完了一圈。</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began, answering {answered}&apos;s capture in a fighting ko, came round when {passer}&apos;s pass (move {closer}) brought back {position}.</source>
        <translation>{move}（第{number}手）为应对{answered}在争劫中的提子而开始的循环，在{passer}方停一手（第{closer}手）重现{position}时转完了一圈。</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began, answering {answered}&apos;s capture in a fighting ko by taking another ko, came round when {closing} (move {closer}) brought back {position}.</source>
        <translation>{move}（第{number}手）以提另一个劫来应对{answered}在争劫中的提子而开始的循环，在{closing}（第{closer}手）重现{position}时转完了一圈。</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began, answering {answered}&apos;s capture in a fighting ko by taking another ko, came round when {passer}&apos;s pass (move {closer}) brought back {position}.</source>
        <translation>{move}（第{number}手）以提另一个劫来应对{answered}在争劫中的提子而开始的循环，在{passer}方停一手（第{closer}手）重现{position}时转完了一圈。</translation>
    </message>
</context>
<context>
    <name>Ko</name>
    <message>
        <source>White may not retake the ko at {point} at once: the black stone at {stone} has just captured one stone there, and retaking would repeat the position (basic ko). Play elsewhere first.</source>
        <extracomment>The capture a verdict is given for a play that is not on the board (check() and banned()): a rule that reads captures works it out by trying the play, and only if it needs to.</extracomment>
        <translation>白方不能立即提回{point}的劫：{stone}的黑子刚刚在那里提了一子，提回会重复局面（基本劫）。请先在别处下一手。</translation>
    </message>
    <message>
        <source>Black may not retake the ko at {point} at once: the white stone at {stone} has just captured one stone there, and retaking would repeat the position (basic ko). Play elsewhere first.</source>
        <translation>黑方不能立即提回{point}的劫：{stone}的白子刚刚在那里提了一子，提回会重复局面（基本劫）。请先在别处下一手。</translation>
    </message>
</context>
<context>
    <name>Move</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Black passes.</source>
        <translation>黑方停一手。</translation>
    </message>
    <message>
        <source>White passes.</source>
        <translation>白方停一手。</translation>
    </message>
    <message>
        <source>Black plays {point}.</source>
        <translation>黑方下在{point}。</translation>
    </message>
    <message>
        <source>White plays {point}.</source>
        <translation>白方下在{point}。</translation>
    </message>
    <message>
        <source>Black plays {point}. It captures 1 stone ({points}).</source>
        <translation>黑方下在{point}，提掉1子（{points}）。</translation>
    </message>
    <message>
        <source>White plays {point}. It captures 1 stone ({points}).</source>
        <translation>白方下在{point}，提掉1子（{points}）。</translation>
    </message>
    <message>
        <source>Black plays {point}. It captures {count} stones ({points}).</source>
        <translation>黑方下在{point}，提掉{count}子（{points}）。</translation>
    </message>
    <message>
        <source>White plays {point}. It captures {count} stones ({points}).</source>
        <translation>白方下在{point}，提掉{count}子（{points}）。</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>停一手</translation>
    </message>
    <message>
        <source>{colour} pass</source>
        <extracomment>Colour codes by the letters SGF records and callers use (others go through parse_color).</extracomment>
        <translation>{colour}方停一手</translation>
    </message>
    <message>
        <source>{colour} {point}</source>
        <translation>{colour}{point}</translation>
    </message>
</context>
<context>
    <name>Position</name>
    <message>
        <source>the starting position</source>
        <translation>开局局面</translation>
    </message>
    <message>
        <source>the position set up before the first move</source>
        <translation>第一手之前摆好的局面</translation>
    </message>
    <message>
        <source>the position set up after move {number}</source>
        <translation>第{number}手之后摆好的局面</translation>
    </message>
    <message>
        <source>the position after move {number} ({move})</source>
        <translation>第{number}手（{move}）之后的局面</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>no result</source>
        <translation>无胜负</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>三次重复</translation>
    </message>
    <message>
        <source>hot stone</source>
        <translation>热子</translation>
    </message>
    <message>
        <source>disturbing ko</source>
        <translation>搅劫</translation>
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
        <source>natural situational superko</source>
        <translation>自然情境超级劫</translation>
    </message>
    <message>
        <source>minimal superko</source>
        <translation>最小超级劫</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>停一手</translation>
    </message>
    <message>
        <source>ko</source>
        <extracomment>Stable reason codes for illegal plays (the CLI&apos;s JSON and the UI use them). What a verdict on a play hands back when the rules refuse it: the reason code and what the explanation needs (see KoRule.verdict).</extracomment>
        <translation>劫</translation>
    </message>
    <message>
        <source>suicide</source>
        <translation>自杀</translation>
    </message>
    <message>
        <source>occupied</source>
        <translation>已有棋子</translation>
    </message>
    <message>
        <source>play is over</source>
        <translation>对局已结束</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>A {count}-stone handicap given as moves: Black&apos;s first {count} stones ({points}), White passing in between, are the handicap stones, and the game is counted as a handicap game.</source>
        <translation>以着手方式给出的{count}子让子：黑方最初的{count}子（{points}，其间白方停一手）为让子，本局按让子棋计算。</translation>
    </message>
    <message>
        <source>A {count}-stone handicap given as moves: Black&apos;s first {count} stones ({points}), played in a row, are the handicap stones, and the game is counted as a handicap game.</source>
        <translation>以着手方式给出的{count}子让子：黑方连续下的最初{count}子（{points}）为让子，本局按让子棋计算。</translation>
    </message>
    <message>
        <source>Under {ruleset} handicap stones go on the standard points, which a {size}x{size} board does not have for {count} stones.</source>
        <translation>按{ruleset}，让子须放在规定位置，而{size}×{size}的棋盘没有{count}子的规定位置。</translation>
    </message>
    <message>
        <source>Under {ruleset} handicap stones go on the standard points ({points}), and these do.</source>
        <translation>按{ruleset}，让子须放在规定位置（{points}），这些让子正在那些位置上。</translation>
    </message>
    <message>
        <source>Under {ruleset} handicap stones go on the standard points ({points}); these do not.</source>
        <translation>按{ruleset}，让子须放在规定位置（{points}），而这些让子不在那些位置上。</translation>
    </message>
</context>
<context>
    <name>Sentences</name>
    <message>
        <source>{sentence} {next}</source>
        <translation>{sentence}{next}</translation>
    </message>
</context>
<context>
    <name>Superko</name>
    <message>
        <source>{colour} {point} would recreate {position}; positional superko forbids it under {ruleset}.</source>
        <translation>{colour}方下在{point}会重现{position}；按{ruleset}，位置超级劫禁止这样下。</translation>
    </message>
    <message>
        <source>{colour} {point} would recreate {position} with White to play again; situational superko forbids it under {ruleset}.</source>
        <translation>{colour}方下在{point}会重现{position}，并且又轮到白方走；按{ruleset}，情境超级劫禁止这样下。</translation>
    </message>
    <message>
        <source>{colour} {point} would recreate {position} with Black to play again; situational superko forbids it under {ruleset}.</source>
        <translation>{colour}方下在{point}会重现{position}，并且又轮到黑方走；按{ruleset}，情境超级劫禁止这样下。</translation>
    </message>
    <message>
        <source>{colour} {point} would recreate {position}, which Black&apos;s own board play created; natural situational superko forbids it under {ruleset}.</source>
        <translation>{colour}方下在{point}会重现由黑方自己的盘上着手形成的{position}；按{ruleset}，自然情境超级劫禁止这样下。</translation>
    </message>
    <message>
        <source>{colour} {point} would recreate {position}, which White&apos;s own board play created; natural situational superko forbids it under {ruleset}.</source>
        <translation>{colour}方下在{point}会重现由白方自己的盘上着手形成的{position}；按{ruleset}，自然情境超级劫禁止这样下。</translation>
    </message>
    <message>
        <source>{colour} {point} would recreate {position}, in which the last two successive passes were made (ending at move {number}); minimal superko forbids it under {ruleset}.</source>
        <translation>{colour}方下在{point}会重现{position}，即最近两次连续停一手（止于第{number}手）时的局面；按{ruleset}，最小超级劫禁止这样下。</translation>
    </message>
</context>
</TS>

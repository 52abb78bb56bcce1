<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>Board</name>
    <message>
        <source>board size must be between {low} and {high}, not {size}</source>
        <extracomment>A player&apos;s colour, as the engine keeps it (1 Black, 2 White; the letters &quot;B&quot; and &quot;W&quot; outside). Column letters as Go programs write them: &quot;I&quot; is skipped so it cannot be read as &quot;J&quot; or &quot;1&quot;. What Board.play returns for no captured or no suicided stones (one shared empty tuple). What Board.play returns when it takes nothing off the board (one shared pair). Every vertex name by column and row (both from 0), one string object per name for every board size: a name read from a record is then the very key a board&apos;s lookup holds, which a dict finds at its first probe without comparing characters (a fifth of a replay&apos;s time otherwise).</extracomment>
        <translation>盤のサイズは{low}から{high}の間でなければなりません（{size}は不可）</translation>
    </message>
    <message>
        <source>{vertex} is not a point on a {size}x{size} board</source>
        <translation>{vertex}は{size}×{size}の盤上の点ではありません</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>Black</source>
        <translation>黒</translation>
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
        <translation>死活確認の着手では、黒はこのコウのために一度パスするまで{point}のコウを取り返せません。白が{number}手目にこのコウを取っており、日本囲碁規約（1989年）第7条第2項では、1回のパスは1つのコウにしか使えません。</translation>
    </message>
    <message>
        <source>White may not retake the ko at {point} in the confirmation play until White has passed once for this ko: Black took it at move {number}, and under the Japanese rules 1989 (article 7-2) each pass serves one ko.</source>
        <translation>死活確認の着手では、白はこのコウのために一度パスするまで{point}のコウを取り返せません。黒が{number}手目にこのコウを取っており、日本囲碁規約（1989年）第7条第2項では、1回のパスは1つのコウにしか使えません。</translation>
    </message>
    <message>
        <source>Black may not retake the ko at {point} in the hypothetical play until Black has passed once for this ko: White took it at move {number}, and the simplified text has the imagined wise play avoid any use of ko threats, which a pass for each ko before retaking it ensures.</source>
        <translation>仮想の着手では、黒はこのコウのために一度パスするまで{point}のコウを取り返せません。白が{number}手目にこのコウを取っており、簡易ルールの条文では、想定する賢明な着手はコウ材を一切使わないものとされ、取り返す前にコウごとに1回パスすることでそれが保証されます。</translation>
    </message>
    <message>
        <source>White may not retake the ko at {point} in the hypothetical play until White has passed once for this ko: Black took it at move {number}, and the simplified text has the imagined wise play avoid any use of ko threats, which a pass for each ko before retaking it ensures.</source>
        <translation>仮想の着手では、白はこのコウのために一度パスするまで{point}のコウを取り返せません。黒が{number}手目にこのコウを取っており、簡易ルールの条文では、想定する賢明な着手はコウ材を一切使わないものとされ、取り返す前にコウごとに1回パスすることでそれが保証されます。</translation>
    </message>
    <message>
        <source>Black&apos;s pass at move {number} has already served another ko.</source>
        <translation>黒の{number}手目のパスは、すでに別のコウに使われています。</translation>
    </message>
    <message>
        <source>White&apos;s pass at move {number} has already served another ko.</source>
        <translation>白の{number}手目のパスは、すでに別のコウに使われています。</translation>
    </message>
    <message>
        <source>the confirmation play ends with two successive passes</source>
        <translation>死活確認の着手は2回連続のパスで終わります</translation>
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
        <translation>空き点1個</translation>
    </message>
    <message>
        <source>{n} empty points</source>
        <translation>空き点{n}個</translation>
    </message>
    <message>
        <source>1 winning point</source>
        <translation>勝ちの目1個</translation>
    </message>
    <message>
        <source>{n} winning points</source>
        <translation>勝ちの目{n}個</translation>
    </message>
    <message>
        <source>1 losing stone</source>
        <translation>負け石1子</translation>
    </message>
    <message>
        <source>{n} losing stones</source>
        <translation>負け石{n}子</translation>
    </message>
    <message>
        <source>1 extra stone</source>
        <translation>余り石1子</translation>
    </message>
    <message>
        <source>{n} extra stones</source>
        <translation>余り石{n}子</translation>
    </message>
    <message>
        <source>1 compensation stone</source>
        <translation>補償石1子</translation>
    </message>
    <message>
        <source>{n} compensation stones</source>
        <translation>補償石{n}子</translation>
    </message>
    <message>
        <source>1 open point</source>
        <translation>空けておく点1個</translation>
    </message>
    <message>
        <source>{n} open points</source>
        <translation>空けておく点{n}個</translation>
    </message>
    <message>
        <source>1 pass stone</source>
        <translation>パス石1子</translation>
    </message>
    <message>
        <source>{n} pass stones</source>
        <translation>パス石{n}子</translation>
    </message>
    <message>
        <source>1 stone on the board</source>
        <translation>盤上の石1子</translation>
    </message>
    <message>
        <source>{n} stones on the board</source>
        <translation>盤上の石{n}子</translation>
    </message>
    <message>
        <source>1 point of territory</source>
        <translation>地1目</translation>
    </message>
    <message>
        <source>{n} points of territory</source>
        <translation>地{n}目</translation>
    </message>
    <message>
        <source>1 prisoner</source>
        <translation>アゲハマ1子</translation>
    </message>
    <message>
        <source>{n} prisoners</source>
        <translation>アゲハマ{n}子</translation>
    </message>
    <message>
        <source>1 dead stone</source>
        <translation>死に石1子</translation>
    </message>
    <message>
        <source>{n} dead stones</source>
        <translation>死に石{n}子</translation>
    </message>
    <message>
        <source>2 x {things}</source>
        <translation>2 × {things}</translation>
    </message>
    <message>
        <source>{colour}&apos;s {things}</source>
        <translation>{colour}の{things}</translation>
    </message>
    <message>
        <source>{this} and {that}</source>
        <translation>{this}。さらに、{that}</translation>
    </message>
    <message>
        <source>0, a tie</source>
        <translation>0、持碁</translation>
    </message>
    <message>
        <source>{terms} = {margin}, a tie</source>
        <translation>{terms} = {margin}、持碁</translation>
    </message>
    <message>
        <source>just {terms} = {margin}</source>
        <translation>{terms}のみ = {margin}</translation>
    </message>
    <message>
        <source>{terms} = {margin}</source>
        <translation>{terms} = {margin}</translation>
    </message>
    <message>
        <source>with the stones on the board taken out (prisoners and dead stones go back to their owners), Black&apos;s bowl holds {black} and White&apos;s {white}</source>
        <translation>盤上の石を除くと（アゲハマと死に石は持ち主に返します）、黒の碁笥には{black}子、白の碁笥には{white}子が入っています</translation>
    </message>
    <message>
        <source>the one shared point, in neither player&apos;s area, stays empty</source>
        <translation>どちらの地域にも属さない共有点1か所は空いたままにします</translation>
    </message>
    <message>
        <source>the {count} shared points, in neither player&apos;s area, are filled alternately with {half} black and {half} white stones, and one stays empty</source>
        <translation>どちらの地域にも属さない共有点{count}か所には、黒石{half}子と白石{half}子を交互に詰め、1か所は空いたままにします</translation>
    </message>
    <message>
        <source>the {count} shared points, in neither player&apos;s area, are filled alternately with {half} black and {half} white stones</source>
        <translation>どちらの地域にも属さない共有点{count}か所には、黒石{half}子と白石{half}子を交互に詰めます</translation>
    </message>
    <message>
        <source>{colour} has {points} left</source>
        <translation>{colour}には{points}が残ります</translation>
    </message>
    <message>
        <source>{colour} has {stones} left over</source>
        <translation>{colour}は{stones}が余ります</translation>
    </message>
    <message>
        <source>{colour}&apos;s stones fill his area exactly</source>
        <translation>{colour}の石はちょうど自分の地域を埋め尽くします</translation>
    </message>
    <message>
        <source>filling their own areas, neither player has an empty point or a stone left over</source>
        <translation>それぞれが自分の地域を埋めると、どちらにも空き点も余る石も残りません</translation>
    </message>
    <message>
        <source>filling their own areas, {black} and {white}</source>
        <translation>それぞれが自分の地域を埋めると、{black}。{white}</translation>
    </message>
    <message>
        <source>the margin is {formula}</source>
        <translation>差は {formula} です</translation>
    </message>
    <message>
        <source>; </source>
        <translation>。</translation>
    </message>
    <message>
        <source>{payer} puts {stones} in {receiver}&apos;s area and leaves 1 point of it open</source>
        <translation>{payer}は{receiver}の地域に{stones}を置き、そのうち1か所を空けておきます</translation>
    </message>
    <message>
        <source>{payer} puts {stones} in {receiver}&apos;s area</source>
        <translation>{payer}は{receiver}の地域に{stones}を置きます</translation>
    </message>
    <message>
        <source>{payer} leaves 1 point of {receiver}&apos;s area open</source>
        <translation>{payer}は{receiver}の地域の1か所を空けておきます</translation>
    </message>
    <message>
        <source>{paying} ({points} of compensation)</source>
        <translation>{paying}（補償は{points}）</translation>
    </message>
    <message>
        <source>{receiver}&apos;s area has only {empty} for {payer}&apos;s {points} of compensation</source>
        <translation>{payer}が支払う補償{points}に対して、{receiver}の地域には{empty}しかありません</translation>
    </message>
    <message>
        <source>{receiver}&apos;s area has no empty point for {payer}&apos;s {points} of compensation</source>
        <translation>{payer}が支払う補償{points}に対して、{receiver}の地域には空き点がありません</translation>
    </message>
    <message>
        <source>the other {count} compensation stones count 2 points each without being placed</source>
        <translation>残りの補償石{count}子は、置かれないまま1子2目として数えます</translation>
    </message>
    <message>
        <source>the other 1 compensation stone counts 2 points without being placed</source>
        <translation>残りの補償石1子は、置かれないまま2目として数えます</translation>
    </message>
    <message>
        <source>{count} compensation stones count 2 points each without being placed</source>
        <translation>補償石{count}子は、置かれないまま1子2目として数えます</translation>
    </message>
    <message>
        <source>1 compensation stone counts 2 points without being placed</source>
        <translation>補償石1子は、置かれないまま2目として数えます</translation>
    </message>
    <message>
        <source>the open point counts 1 without a point to leave open</source>
        <translation>空けておく点は、空けられる点がないまま1目として数えます</translation>
    </message>
    <message>
        <source>{room}: {paying}, and {unpaid}</source>
        <translation>{room}。{paying}。また、{unpaid}</translation>
    </message>
    <message>
        <source>{room}: {unpaid}</source>
        <translation>{room}。{unpaid}</translation>
    </message>
    <message>
        <source>each player starts with {supply} stones</source>
        <translation>各対局者は石{supply}子を持って始めます</translation>
    </message>
    <message>
        <source>{stones} on the board</source>
        <translation>盤上の{stones}</translation>
    </message>
    <message>
        <source>{stones} for shared points</source>
        <translation>共有点に詰める{stones}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first}と{second}</translation>
    </message>
    <message>
        <source>{first}, {second} and {third}</source>
        <translation>{first}、{second}と{third}</translation>
    </message>
    <message>
        <source>each player starts with {supply} stones, not the usual {usual}, enough for {colour}&apos;s {uses}</source>
        <translation>各対局者は、通常の{usual}子ではなく、{colour}の{uses}に足りる{supply}子を持って始めます</translation>
    </message>
    <message>
        <source>no area has an empty point left for it, so {colour}&apos;s 1 stone left over counts 1 point against {colour}</source>
        <translation>それを置く空き点はどの地域にも残っていないので、{colour}の余った1子は{colour}に不利な1目として数えます</translation>
    </message>
    <message>
        <source>no area has an empty point left for them, so {colour}&apos;s {count} stones left over count {count} points against {colour}</source>
        <translation>それらを置く空き点はどの地域にも残っていないので、{colour}の余った{count}子は{colour}に不利な{count}目として数えます</translation>
    </message>
    <message>
        <source>no area has an empty point left for them, so the stones left over count one point each against their owner</source>
        <translation>それらを置く空き点はどの地域にも残っていないので、余った石は1子につき1目、持ち主に不利に数えます</translation>
    </message>
    <message>
        <source>{colour} has won</source>
        <translation>{colour}の勝ちです</translation>
    </message>
    <message>
        <source>{behind} has no losing stone, so {ahead}&apos;s 1 empty point is the winning point</source>
        <translation>{behind}には負け石がないので、{ahead}の空き点1個が勝ちの目です</translation>
    </message>
    <message>
        <source>{behind} has no losing stone, so {ahead}&apos;s {count} empty points are the winning points</source>
        <translation>{behind}には負け石がないので、{ahead}の空き点{count}個が勝ちの目です</translation>
    </message>
    <message>
        <source>{behind} puts the {stones} in {ahead}&apos;s area</source>
        <translation>{behind}は{stones}を{ahead}の地域に置きます</translation>
    </message>
    <message>
        <source>{behind} puts {spare} of his {left} stones in {ahead}&apos;s {points}, and 1 finds no empty point: an extra stone, which counts once as a losing stone</source>
        <translation>{behind}は{left}子のうち{spare}子を{ahead}の{points}に置き、1子は置く空き点がありません。これは余り石で、負け石として1回だけ数えます</translation>
    </message>
    <message>
        <source>{behind} puts {spare} of his {left} stones in {ahead}&apos;s {points}, and {extra} find no empty point: extra stones, which count once each as losing stones</source>
        <translation>{behind}は{left}子のうち{spare}子を{ahead}の{points}に置き、{extra}子は置く空き点がありません。これらは余り石で、それぞれ負け石として1回だけ数えます</translation>
    </message>
    <message>
        <source>{placing}, which leaves {points} there, the winning points</source>
        <translation>{placing}。そこに残る{points}が勝ちの目です</translation>
    </message>
    <message>
        <source>{placing}, which leaves {points} there, the winning point</source>
        <translation>{placing}。そこに残る{points}が勝ちの目です</translation>
    </message>
    <message>
        <source>there is no winning point: the two empty points are the odd shared point and the open point in {colour}&apos;s area</source>
        <translation>勝ちの目はありません。空いている2か所は、奇数の共有点のうち残った1か所と、{colour}の地域の空けておいた点です</translation>
    </message>
    <message>
        <source>there is no winning point: the only empty point is the odd shared point</source>
        <translation>勝ちの目はありません。唯一の空き点は、奇数の共有点のうち残った1か所です</translation>
    </message>
    <message>
        <source>there is no winning point: the only empty point is the open point in {colour}&apos;s area</source>
        <translation>勝ちの目はありません。唯一の空き点は、{colour}の地域の空けておいた点です</translation>
    </message>
    <message>
        <source>there is no winning point: the raised supply holds more stones than the board has points to fill</source>
        <translation>勝ちの目はありません。増やした持ち石の数が、盤上で埋める点の数を上回っています</translation>
    </message>
    <message>
        <source>there is no winning point: two supplies of {supply} fill this board&apos;s {points} points exactly</source>
        <translation>勝ちの目はありません。{supply}子ずつの持ち石2人分で、この盤の{points}点をちょうど埋め尽くします</translation>
    </message>
    <message>
        <source>there is no winning point</source>
        <translation>勝ちの目はありません</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Only the diagram&apos;s view is counted ({count} of the board&apos;s {points} points); the rest of the board is read as settled and even.</source>
        <translation>図に表示された範囲だけを数えます（盤の{points}点のうち{count}点）。盤の残りの部分は、決着がついていて互角であるとみなします。</translation>
    </message>
    <message>
        <source>No stone was marked dead: every stone on the board counts as alive, and the 1 empty point beside both colours counts for nobody.</source>
        <translation>死に石の指定がないので、盤上の石はすべて活き石として数え、両方の色の石に接する空点1か所はどちらの得点にもなりません。</translation>
    </message>
    <message>
        <source>No stone was marked dead: every stone on the board counts as alive, and the {count} empty points beside both colours count for nobody.</source>
        <translation>死に石の指定がないので、盤上の石はすべて活き石として数え、両方の色の石に接する空点{count}か所はどちらの得点にもなりません。</translation>
    </message>
    <message>
        <source>To count stones as dead, mark them: with territory marks (TB/TW) on a record&apos;s last node, or, in the game window, with a click on them once play has stopped.</source>
        <translation>石を死に石として数えるには、棋譜の最後のノードに地の印（TB/TW）を付けるか、対局ウィンドウで対局が停止した後にその石をクリックしてください。</translation>
    </message>
    <message>
        <source>a tie</source>
        <translation>同点</translation>
    </message>
    <message>
        <source>Black by {margin}</source>
        <translation>黒の{margin}目勝ち</translation>
    </message>
    <message>
        <source>White by {margin}</source>
        <translation>白の{margin}目勝ち</translation>
    </message>
    <message>
        <source>Black {black}, White {white} + komi {komi} = {total}</source>
        <translation>黒{black}、白{white} + コミ{komi} = {total}</translation>
    </message>
    <message>
        <source>Black {black}, White {white}</source>
        <translation>黒{black}、白{white}</translation>
    </message>
    <message>
        <source>Counting territory and prisoners instead, pass stones included, gives {counts}: the same margin.</source>
        <translation>代わりに地とアゲハマ（パス石を含む）で数えると{counts}となり、差は同じです。</translation>
    </message>
    <message>
        <source>Counting territory and prisoners instead, pass stones included, would give {counts}: {lead}, not {area_lead}.</source>
        <translation>代わりに地とアゲハマ（パス石を含む）で数えると{counts}となり、{area_lead}ではなく{lead}になります。</translation>
    </message>
    <message>
        <source>The two counts agree whenever both players have put down as many stones as each other, a pass counting as a stone handed over, as after an even start with alternate moves and White passing last, or when the handicap compensation makes up the difference.</source>
        <translation>2つの計算は、双方が置いた石の数が等しいとき（パスは石を1つ渡したものと数えます）、たとえば互先で交互に打ち最後に白がパスしたとき、または置碁の補償がその差を埋めるときには、いつも一致します。</translation>
    </message>
    <message>
        <source>The two counts agree whenever both players have put down as many stones as each other, a pass counting as a stone handed over, as after an even start with alternate moves and White passing last.</source>
        <translation>2つの計算は、双方が置いた石の数が等しいとき（パスは石を1つ渡したものと数えます）、たとえば互先で交互に打ち最後に白がパスしたときには、いつも一致します。</translation>
    </message>
    <message>
        <source>The two counts agree only when both players have put down as many stones as each other, a pass counting as a stone handed over, as after an even start with alternate moves and White passing last, or when the handicap compensation makes up the difference.</source>
        <translation>2つの計算が一致するのは、双方が置いた石の数が等しいとき（パスは石を1つ渡したものと数えます）、たとえば互先で交互に打ち最後に白がパスしたとき、または置碁の補償がその差を埋めるときだけです。</translation>
    </message>
    <message>
        <source>The two counts agree only when both players have put down as many stones as each other, a pass counting as a stone handed over, as after an even start with alternate moves and White passing last.</source>
        <translation>2つの計算が一致するのは、双方が置いた石の数が等しいとき（パスは石を1つ渡したものと数えます）、たとえば互先で交互に打ち最後に白がパスしたときだけです。</translation>
    </message>
    <message>
        <source>{stones}, all set up without a move,</source>
        <translation>{stones}（すべて着手によらず配置）</translation>
    </message>
    <message>
        <source>{stones} ({count} of them set up without a move)</source>
        <translation>{stones}（うち{count}子は着手によらず配置）</translation>
    </message>
    <message>
        <source>Here Black put down {black_stones} and handed over {black_passes}, and White put down {white_stones} and handed over {white_passes}: {each} each.</source>
        <translation>ここでは黒が{black_stones}を置いて{black_passes}を渡し、白が{white_stones}を置いて{white_passes}を渡しました。どちらも{each}子です。</translation>
    </message>
    <message>
        <source>Here Black put down {black_stones} and handed over {black_passes}, and White put down {white_stones} and handed over {white_passes}: {ahead} {gap} more, which the handicap compensation of {compensation} makes up.</source>
        <translation>ここでは黒が{black_stones}を置いて{black_passes}を渡し、白が{white_stones}を置いて{white_passes}を渡しました。{ahead}が{gap}子多く、それを置碁の補償{compensation}が埋めます。</translation>
    </message>
    <message>
        <source>Here Black put down {black_stones} and handed over {black_passes}, and White put down {white_stones} and handed over {white_passes}: {ahead} {gap} more, against a handicap compensation of {compensation}, so the area count is {points} better for {better}. The rules count the area.</source>
        <translation>ここでは黒が{black_stones}を置いて{black_passes}を渡し、白が{white_stones}を置いて{white_passes}を渡しました。{ahead}が{gap}子多く、これに対して置碁の補償は{compensation}なので、面積計算のほうが{better}に{points}有利です。このルールは面積で数えます。</translation>
    </message>
    <message>
        <source>Here Black put down {black_stones} and handed over {black_passes}, and White put down {white_stones} and handed over {white_passes}: {ahead} {gap} more, so the area count is {points} better for {better}. The rules count the area.</source>
        <translation>ここでは黒が{black_stones}を置いて{black_passes}を渡し、白が{white_stones}を置いて{white_passes}を渡しました。{ahead}が{gap}子多いので、面積計算のほうが{better}に{points}有利です。このルールは面積で数えます。</translation>
    </message>
    <message>
        <source>{territory} territory + {captured} captured + {dead} dead + {passes}</source>
        <translation>地{territory} + アゲハマ{captured} + 死に石{dead} + {passes}</translation>
    </message>
    <message>
        <source>{stones} + {territory} territory</source>
        <translation>石{stones} + 地{territory}</translation>
    </message>
    <message>
        <source>1 point in seki scores for nobody.</source>
        <translation>セキの中の1目はどちらの得点にもなりません。</translation>
    </message>
    <message>
        <source>{count} points in seki score for nobody.</source>
        <translation>セキの中の{count}目はどちらの得点にもなりません。</translation>
    </message>
    <message>
        <source>{territory} territory + {captured} captured + {dead} dead</source>
        <translation>地{territory} + アゲハマ{captured} + 死に石{dead}</translation>
    </message>
    <message>
        <source>Black {black} ({black_parts}); White {white} ({white_parts}) + komi {komi} + handicap compensation {compensation} = {total}.</source>
        <translation>黒{black}（{black_parts}）、白{white}（{white_parts}）+ コミ{komi} + 置碁の補償{compensation} = {total}。</translation>
    </message>
    <message>
        <source>Black {black} ({black_parts}); White {white} ({white_parts}) + komi {komi} = {total}.</source>
        <translation>黒{black}（{black_parts}）、白{white}（{white_parts}）+ コミ{komi} = {total}。</translation>
    </message>
    <message>
        <source>Black {black} ({black_parts}); White {white} ({white_parts}) + handicap compensation {compensation} = {total}.</source>
        <translation>黒{black}（{black_parts}）、白{white}（{white_parts}）+ 置碁の補償{compensation} = {total}。</translation>
    </message>
    <message>
        <source>Black {black} ({black_parts}); White {white} ({white_parts}).</source>
        <translation>黒{black}（{black_parts}）、白{white}（{white_parts}）。</translation>
    </message>
    <message>
        <source>Ing count: {count}.</source>
        <translation>応氏ルールの計点：{count}。</translation>
    </message>
    <message>
        <source>Ing count: a compensation of {points} points cannot be paid in whole stones, so there is no fill-in count; the area count decides.</source>
        <translation>応氏ルールの計点：補償{points}目は石の数で支払えないため、石を詰める計点は行わず、面積計算で決めます。</translation>
    </message>
    <message>
        <source>The scores are equal: a draw.</source>
        <translation>得点が同じなので持碁です。</translation>
    </message>
    <message>
        <source>The scores are equal; in handicap games ties go to {colour}.</source>
        <translation>得点は同じです。置碁では同点は{colour}の勝ちとなります。</translation>
    </message>
    <message>
        <source>The scores are equal; in even games ties go to {colour}.</source>
        <translation>得点は同じです。互先では同点は{colour}の勝ちとなります。</translation>
    </message>
    <message>
        <source>{colour} wins by {margin}.</source>
        <translation>{colour}の{margin}目勝ちです。</translation>
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
        <translation>黒番の同じ局面が、間にパスをはさまずに3回現れました（最初は{position}）。対局者が長い循環を繰り返しているので、{ruleset}では対局は無勝負で終わります。</translation>
    </message>
    <message>
        <source>The same position with White to play has now occurred three times without a pass in between (first {position}): the players repeat a long cycle, so under {ruleset} the game ends without result.</source>
        <translation>白番の同じ局面が、間にパスをはさまずに3回現れました（最初は{position}）。対局者が長い循環を繰り返しているので、{ruleset}では対局は無勝負で終わります。</translation>
    </message>
    <message>
        <source>Since {position}, the same position has occurred three times; in that loop Black captured {black} and White {white}. Threefold repetition with equal captures: the game is drawn.</source>
        <translation>{position}以来、同じ局面が3回現れました。その循環で黒は{black}、白は{white}を取りました。取った数が等しい3回反復なので、持碁です。</translation>
    </message>
    <message>
        <source>Since {position}, the same position has occurred three times; in that loop Black captured {black} and White {white}. Threefold repetition: White captured fewer stones and loses.</source>
        <translation>{position}以来、同じ局面が3回現れました。その循環で黒は{black}、白は{white}を取りました。3回反復です。取った石が少ない白の負けです。</translation>
    </message>
    <message>
        <source>Since {position}, the same position has occurred three times; in that loop Black captured {black} and White {white}. Threefold repetition: Black captured fewer stones and loses.</source>
        <translation>{position}以来、同じ局面が3回現れました。その循環で黒は{black}、白は{white}を取りました。3回反復です。取った石が少ない黒の負けです。</translation>
    </message>
</context>
<context>
    <name>Differences</name>
    <message>
        <source>draw</source>
        <translation>持碁</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>無勝負</translation>
    </message>
    <message>
        <source>illegal at move {number}</source>
        <translation>{number}手目が禁じ手</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>未終局</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>agreement on dead stones comes after play has stopped</source>
        <translation>死に石の合意は対局が停止してから行います</translation>
    </message>
    <message>
        <source>play can only resume after it has stopped</source>
        <translation>対局の再開は、対局が停止した後にしかできません</translation>
    </message>
    <message>
        <source>under {ruleset} a disagreement is settled by a confirmation play that is not kept: use Confirmation(game)</source>
        <translation>{ruleset}では、意見の相違は残さない死活確認の着手で解決します：Confirmation(game) を使ってください</translation>
    </message>
    <message>
        <source>under {ruleset} a disagreement is settled by a hypothetical play that is not kept: use Confirmation(game)</source>
        <translation>{ruleset}では、意見の相違は残さない仮想の着手で解決します：Confirmation(game) を使ってください</translation>
    </message>
    <message>
        <source>the game can end with all stones alive only once play has stopped</source>
        <translation>すべての石を活きとして対局を終えられるのは、対局が停止した後だけです</translation>
    </message>
    <message>
        <source>{ruleset} has no all-alive ending</source>
        <translation>{ruleset}には、すべての石を活きとする終局はありません</translation>
    </message>
    <message>
        <source>confirmation comes after play has stopped</source>
        <translation>死活確認は対局が停止した後に行います</translation>
    </message>
    <message>
        <source>The game has not ended.</source>
        <translation>対局はまだ終わっていません。</translation>
    </message>
</context>
<context>
    <name>Handicap</name>
    <message>
        <source>a {size}x{size} board has no standard points for {count} handicap stones</source>
        <translation>{size}×{size}の盤には、{count}子の置き石の所定の位置がありません</translation>
    </message>
    <message>
        <source>{count} handicap stones need {count} points</source>
        <translation>{count}子の置き石には{count}か所の点が必要です</translation>
    </message>
    <message>
        <source>under {ruleset} handicap stones go on the standard points ({points})</source>
        <translation>{ruleset}では置き石は所定の位置（{points}）に置きます</translation>
    </message>
</context>
<context>
    <name>Illegal</name>
    <message>
        <source>The game is over: {result}</source>
        <translation>対局は終わっています：{result}</translation>
    </message>
    <message>
        <source>Play stopped with the successive passes ending at move {number}; the players now agree on dead stones, or resume play if they disagree.</source>
        <translation>{number}手目で終わる連続パスで対局は停止しました。対局者はこれから死に石について合意し、意見が分かれれば対局を再開します。</translation>
    </message>
    <message>
        <source>Play stopped with the successive passes ending at move {number}; the players now agree on dead stones, or settle a disagreement by a confirmation play, which is not kept.</source>
        <translation>{number}手目で終わる連続パスで対局は停止しました。対局者はこれから死に石について合意し、意見が分かれれば残さない死活確認の着手で解決します。</translation>
    </message>
    <message>
        <source>Play stopped with the successive passes ending at move {number}; the players now agree on dead stones, or settle a disagreement by hypothetical play, which is not kept.</source>
        <translation>{number}手目で終わる連続パスで対局は停止しました。対局者はこれから死に石について合意し、意見が分かれれば残さない仮想の着手で解決します。</translation>
    </message>
    <message>
        <source>{point} is already occupied by a black stone.</source>
        <translation>{point}にはすでに黒石があります。</translation>
    </message>
    <message>
        <source>{point} is already occupied by a white stone.</source>
        <translation>{point}にはすでに白石があります。</translation>
    </message>
    <message>
        <source>{colour} {point} would leave its own string without liberties and capture nothing: suicide is forbidden under {ruleset}.</source>
        <translation>{colour}が{point}に打つと、自分の連のダメがなくなり、何も取れません。{ruleset}では自殺手は禁止されています。</translation>
    </message>
    <message>
        <source>{colour} {point} would capture only itself: under {ruleset} a one-stone suicide counts as a pass.</source>
        <extracomment>Whether a subclass keeps state of its own (saved with _extra_state before every move); each game copies it to its _keeps_extra_state slot, which play() reads faster.</extracomment>
        <translation>{colour}が{point}に打っても自分自身しか取れません。{ruleset}では1子の自殺手はパスとみなします。</translation>
    </message>
</context>
<context>
    <name>Ing</name>
    <message>
        <source>{colour} has used up its one disturbance: {story} Under Ing&apos;s rules a player may disturb only once in a game, and {point} would attack in the balanced ko again, recreating {position}.</source>
        <translation>{colour}はすでに1回きりのディスターブを使っています：{story}応氏ルールではディスターブは1局に1回しかできず、{point}に打つと、均衡したコウで再び仕掛けて{position}を再現することになります。</translation>
    </message>
    <message>
        <source>{colour} has used up its one disturbance: {story} Under Ing&apos;s rules a player may disturb only once in a game, and {point} would recreate a position of that cycle.</source>
        <translation>{colour}はすでに1回きりのディスターブを使っています：{story}応氏ルールではディスターブは1局に1回しかできず、{point}に打つと、その循環の局面を再現することになります。</translation>
    </message>
    <message>
        <source>{colour} has used up its one disturbance: {story} Under Ing&apos;s rules a player may disturb only once in a game, and {point} would begin a new cycle of repeated positions.</source>
        <translation>{colour}はすでに1回きりのディスターブを使っています：{story}応氏ルールではディスターブは1局に1回しかできず、{point}に打つと、局面が繰り返される新しい循環を始めることになります。</translation>
    </message>
    <message>
        <source>{move} (move {number}) attacked in a balanced ko and recreated {position}.</source>
        <translation>{move}（{number}手目）が均衡したコウで仕掛け、{position}を再現しました。</translation>
    </message>
    <message>
        <source>{colour} {point} would capture hot stones ({stones}): in the triple ko in which {move} just captured, {other}&apos;s ko stones in the other kos that lock the same two groups are twin hot stones. Under Ing&apos;s rules hot stones may be captured only after an intervening move or pass.</source>
        <translation>{colour}が{point}に打つとホットストーン（{stones}）を取ることになります。{move}が取ったばかりの三コウでは、同じ2つの石群を互いに閉じ込めている他のコウにある{other}のコウの石が、ツイン・ホットストーンです。応氏ルールでは、ホットストーンは間に1手かパスをはさんでからでなければ取れません。</translation>
    </message>
    <message>
        <source>{colour} {point} would capture hot stones ({stones}): they are single hot stones of the fighting ko in which {move} just captured. Under Ing&apos;s rules hot stones may be captured only after an intervening move or pass.</source>
        <translation>{colour}が{point}に打つとホットストーン（{stones}）を取ることになります。これらは、{move}が取ったばかりのコウ争いのシングル・ホットストーンです。応氏ルールでは、ホットストーンは間に1手かパスをはさんでからでなければ取れません。</translation>
    </message>
    <message>
        <source>{colour} {point} would capture hot stones ({stones}): they are double hot stones of the fighting ko in which {move} just captured. Under Ing&apos;s rules hot stones may be captured only after an intervening move or pass.</source>
        <translation>{colour}が{point}に打つとホットストーン（{stones}）を取ることになります。これらは、{move}が取ったばかりのコウ争いのダブル・ホットストーンです。応氏ルールでは、ホットストーンは間に1手かパスをはさんでからでなければ取れません。</translation>
    </message>
    <message>
        <source>{colour} {point} would capture hot stones ({stones}): they are triple hot stones of the fighting ko in which {move} just captured. Under Ing&apos;s rules hot stones may be captured only after an intervening move or pass.</source>
        <translation>{colour}が{point}に打つとホットストーン（{stones}）を取ることになります。これらは、{move}が取ったばかりのコウ争いのトリプル・ホットストーンです。応氏ルールでは、ホットストーンは間に1手かパスをはさんでからでなければ取れません。</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began came round when {closing} (move {closer}) brought back {position}.</source>
        <translation>{move}（{number}手目）が始めた循環は、{closing}（{closer}手目）が{position}を再現したときに一巡しました。</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began came round when {passer}&apos;s pass (move {closer}) brought back {position}.</source>
        <translation>{move}（{number}手目）が始めた循環は、{passer}のパス（{closer}手目）が{position}を再現したときに一巡しました。</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began, answering {answered}&apos;s capture in a fighting ko, came round when {closing} (move {closer}) brought back {position}.</source>
        <translation>{answered}のコウ争いでの取りに応じて{move}（{number}手目）が始めた循環は、{closing}（{closer}手目）が{position}を再現したときに一巡しました。</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began, answering {answered}&apos;s capture in a fighting ko, came round when {passer}&apos;s pass (move {closer}) brought back {position}.</source>
        <translation>{answered}のコウ争いでの取りに応じて{move}（{number}手目）が始めた循環は、{passer}のパス（{closer}手目）が{position}を再現したときに一巡しました。</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began, answering {answered}&apos;s capture in a fighting ko by taking another ko, came round when {closing} (move {closer}) brought back {position}.</source>
        <translation>{answered}のコウ争いでの取りに別のコウを取って応じ、{move}（{number}手目）が始めた循環は、{closing}（{closer}手目）が{position}を再現したときに一巡しました。</translation>
    </message>
    <message>
        <source>the cycle that {move} (move {number}) began, answering {answered}&apos;s capture in a fighting ko by taking another ko, came round when {passer}&apos;s pass (move {closer}) brought back {position}.</source>
        <translation>{answered}のコウ争いでの取りに別のコウを取って応じ、{move}（{number}手目）が始めた循環は、{passer}のパス（{closer}手目）が{position}を再現したときに一巡しました。</translation>
    </message>
</context>
<context>
    <name>Ko</name>
    <message>
        <source>White may not retake the ko at {point} at once: the black stone at {stone} has just captured one stone there, and retaking would repeat the position (basic ko). Play elsewhere first.</source>
        <extracomment>The capture a verdict is given for a play that is not on the board (check() and banned()): a rule that reads captures works it out by trying the play, and only if it needs to.</extracomment>
        <translation>白は{point}のコウをすぐには取り返せません。{stone}の黒石がそこで1子を取ったばかりで、取り返すと局面が繰り返されます（基本のコウ）。先に別の所に打ってください。</translation>
    </message>
    <message>
        <source>Black may not retake the ko at {point} at once: the white stone at {stone} has just captured one stone there, and retaking would repeat the position (basic ko). Play elsewhere first.</source>
        <translation>黒は{point}のコウをすぐには取り返せません。{stone}の白石がそこで1子を取ったばかりで、取り返すと局面が繰り返されます（基本のコウ）。先に別の所に打ってください。</translation>
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
        <translation>黒はパスします。</translation>
    </message>
    <message>
        <source>White passes.</source>
        <translation>白はパスします。</translation>
    </message>
    <message>
        <source>Black plays {point}.</source>
        <translation>黒は{point}に打ちます。</translation>
    </message>
    <message>
        <source>White plays {point}.</source>
        <translation>白は{point}に打ちます。</translation>
    </message>
    <message>
        <source>Black plays {point}. It captures 1 stone ({points}).</source>
        <translation>黒は{point}に打ちます。1子（{points}）を取ります。</translation>
    </message>
    <message>
        <source>White plays {point}. It captures 1 stone ({points}).</source>
        <translation>白は{point}に打ちます。1子（{points}）を取ります。</translation>
    </message>
    <message>
        <source>Black plays {point}. It captures {count} stones ({points}).</source>
        <translation>黒は{point}に打ちます。{count}子（{points}）を取ります。</translation>
    </message>
    <message>
        <source>White plays {point}. It captures {count} stones ({points}).</source>
        <translation>白は{point}に打ちます。{count}子（{points}）を取ります。</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>{colour} pass</source>
        <extracomment>Colour codes by the letters SGF records and callers use (others go through parse_color).</extracomment>
        <translation>{colour}のパス</translation>
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
        <translation>開始局面</translation>
    </message>
    <message>
        <source>the position set up before the first move</source>
        <translation>最初の着手の前に配置された局面</translation>
    </message>
    <message>
        <source>the position set up after move {number}</source>
        <translation>{number}手目の後に配置された局面</translation>
    </message>
    <message>
        <source>the position after move {number} ({move})</source>
        <translation>{number}手目（{move}）の後の局面</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>no result</source>
        <translation>無勝負</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>3回反復</translation>
    </message>
    <message>
        <source>hot stone</source>
        <translation>ホットストーン</translation>
    </message>
    <message>
        <source>disturbing ko</source>
        <translation>ディスターブのコウ</translation>
    </message>
    <message>
        <source>positional superko</source>
        <translation>ポジショナル・スーパーコウ</translation>
    </message>
    <message>
        <source>situational superko</source>
        <translation>シチュエーショナル・スーパーコウ</translation>
    </message>
    <message>
        <source>natural situational superko</source>
        <translation>ナチュラル・シチュエーショナル・スーパーコウ</translation>
    </message>
    <message>
        <source>minimal superko</source>
        <translation>ミニマル・スーパーコウ</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>ko</source>
        <extracomment>Stable reason codes for illegal plays (the CLI&apos;s JSON and the UI use them). What a verdict on a play hands back when the rules refuse it: the reason code and what the explanation needs (see KoRule.verdict).</extracomment>
        <translation>コウ</translation>
    </message>
    <message>
        <source>suicide</source>
        <translation>自殺手</translation>
    </message>
    <message>
        <source>occupied</source>
        <translation>既に石がある点</translation>
    </message>
    <message>
        <source>play is over</source>
        <translation>終局後</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>A {count}-stone handicap given as moves: Black&apos;s first {count} stones ({points}), White passing in between, are the handicap stones, and the game is counted as a handicap game.</source>
        <translation>着手として打たれた{count}子の置き石：白が間にパスしながら黒が最初に打った{count}子（{points}）を置き石とし、この対局は置碁として数えます。</translation>
    </message>
    <message>
        <source>A {count}-stone handicap given as moves: Black&apos;s first {count} stones ({points}), played in a row, are the handicap stones, and the game is counted as a handicap game.</source>
        <translation>着手として打たれた{count}子の置き石：黒が続けて最初に打った{count}子（{points}）を置き石とし、この対局は置碁として数えます。</translation>
    </message>
    <message>
        <source>Under {ruleset} handicap stones go on the standard points, which a {size}x{size} board does not have for {count} stones.</source>
        <translation>{ruleset}では置き石は所定の位置に置きますが、{size}×{size}の盤には{count}子の所定の位置がありません。</translation>
    </message>
    <message>
        <source>Under {ruleset} handicap stones go on the standard points ({points}), and these do.</source>
        <translation>{ruleset}では置き石は所定の位置（{points}）に置き、この置き石はその位置にあります。</translation>
    </message>
    <message>
        <source>Under {ruleset} handicap stones go on the standard points ({points}); these do not.</source>
        <translation>{ruleset}では置き石は所定の位置（{points}）に置きますが、この置き石はその位置にありません。</translation>
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
        <translation>{colour}が{point}に打つと{position}が再現されます。{ruleset}では、ポジショナル・スーパーコウによりこれは禁じられています。</translation>
    </message>
    <message>
        <source>{colour} {point} would recreate {position} with White to play again; situational superko forbids it under {ruleset}.</source>
        <translation>{colour}が{point}に打つと、{position}が再び白番で再現されます。{ruleset}では、シチュエーショナル・スーパーコウによりこれは禁じられています。</translation>
    </message>
    <message>
        <source>{colour} {point} would recreate {position} with Black to play again; situational superko forbids it under {ruleset}.</source>
        <translation>{colour}が{point}に打つと、{position}が再び黒番で再現されます。{ruleset}では、シチュエーショナル・スーパーコウによりこれは禁じられています。</translation>
    </message>
    <message>
        <source>{colour} {point} would recreate {position}, which Black&apos;s own board play created; natural situational superko forbids it under {ruleset}.</source>
        <translation>{colour}が{point}に打つと、黒自身の盤上の着手が作った{position}が再現されます。{ruleset}では、ナチュラル・シチュエーショナル・スーパーコウによりこれは禁じられています。</translation>
    </message>
    <message>
        <source>{colour} {point} would recreate {position}, which White&apos;s own board play created; natural situational superko forbids it under {ruleset}.</source>
        <translation>{colour}が{point}に打つと、白自身の盤上の着手が作った{position}が再現されます。{ruleset}では、ナチュラル・シチュエーショナル・スーパーコウによりこれは禁じられています。</translation>
    </message>
    <message>
        <source>{colour} {point} would recreate {position}, in which the last two successive passes were made (ending at move {number}); minimal superko forbids it under {ruleset}.</source>
        <translation>{colour}が{point}に打つと{position}が再現されます。これは直近の2回連続のパス（{number}手目まで）が行われた局面です。{ruleset}では、ミニマル・スーパーコウによりこれは禁じられています。</translation>
    </message>
</context>
</TS>

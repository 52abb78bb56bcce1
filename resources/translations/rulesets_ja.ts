<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>Diagrams</name>
    <message>
        <source>Cycles and ko</source>
        <translation>循環とコウ</translation>
    </message>
    <message>
        <source>Counting</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>Ing&apos;s rules</source>
        <translation>応氏ルール</translation>
    </message>
    <message>
        <source>Main line</source>
        <translation>本手順</translation>
    </message>
    <message>
        <source>Variation at move {number}</source>
        <translation>{number}手目からの変化</translation>
    </message>
    <message>
        <source>not a ruling: {text}</source>
        <translation>裁定の書式ではありません: {text}</translation>
    </message>
    <message>
        <source>not a ruling (move number): {text}</source>
        <translation>裁定の書式ではありません（手数）: {text}</translation>
    </message>
    <message>
        <source>not a ruling (extra word {word}): {text}</source>
        <translation>裁定の書式ではありません（余分な語 {word}）: {text}</translation>
    </message>
    <message>
        <source>{file}: RULING[{value}] needs &apos;preset ids: ruling&apos;</source>
        <translation>{file}: RULING[{value}] には「preset ids: ruling」（プリセットID: 裁定）の書式が必要です</translation>
    </message>
    <message>
        <source>{file}: RULING names an unknown preset {id}</source>
        <translation>{file}: RULING が未知のプリセット {id} を指定しています</translation>
    </message>
    <message>
        <source>{file}: two rulings for {id}</source>
        <translation>{file}: {id} の裁定が2つあります</translation>
    </message>
    <message>
        <source>{file} must hold exactly one game</source>
        <translation>{file} にはちょうど1局が入っていなければなりません</translation>
    </message>
    <message>
        <source>{file}: ORDER must be a number</source>
        <translation>{file}: ORDER は数でなければなりません</translation>
    </message>
    <message>
        <source>{file}: THEME must be one of {themes}, not {theme}</source>
        <translation>{file}: THEME は {themes} のいずれかでなければなりません（{theme} ではなく）</translation>
    </message>
    <message>
        <source>{file} could not be read: {reason}</source>
        <translation>{file} を読み込めませんでした: {reason}</translation>
    </message>
    <message>
        <source>no diagram {id}; the library has: {ids}</source>
        <translation>図 {id} はありません。ライブラリにある図: {ids}</translation>
    </message>
    <message>
        <source>{title} ({transform})</source>
        <translation>{title}（{transform}）</translation>
    </message>
    <message>
        <source>the library&apos;s folder is missing</source>
        <translation>ライブラリのフォルダがありません</translation>
    </message>
    <message>
        <source>The confirmation play goes on.</source>
        <translation>死活確認の着手が続きます。</translation>
    </message>
    <message>
        <source>The hypothetical play goes on.</source>
        <translation>仮想の着手が続きます。</translation>
    </message>
    <message>
        <source>Every move is legal; play goes on (Black to play).</source>
        <translation>すべての着手が合法で、対局は続きます（黒番）。</translation>
    </message>
    <message>
        <source>Every move is legal; play goes on (White to play).</source>
        <translation>すべての着手が合法で、対局は続きます（白番）。</translation>
    </message>
    <message>
        <source>The confirmation play captured nothing: every stone on the board is alive.</source>
        <translation>死活確認の着手では何も取られませんでした。盤上の石はすべて活き石です。</translation>
    </message>
    <message>
        <source>The hypothetical play captured nothing: every stone on the board is alive.</source>
        <translation>仮想の着手では何も取られませんでした。盤上の石はすべて活き石です。</translation>
    </message>
    <message>
        <source>The confirmation play captured {stones}: those stones are dead.</source>
        <translation>死活確認の着手で {stones} が取られました。それらの石は死に石です。</translation>
    </message>
    <message>
        <source>The hypothetical play captured {stones}: those stones are dead.</source>
        <translation>仮想の着手で {stones} が取られました。それらの石は死に石です。</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>無勝負</translation>
    </message>
    <message>
        <source>confirmation play</source>
        <translation>死活確認の着手</translation>
    </message>
    <message>
        <source>hypothetical play</source>
        <translation>仮想の着手</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>持碁</translation>
    </message>
    <message>
        <source>illegal at move {number} ({reason})</source>
        <translation>{number}手目が着手禁止（{reason}）</translation>
    </message>
    <message>
        <source>ended at move {number}: {result}, every stone alive</source>
        <translation>{number}手目で終局: {result}、すべての石が活き</translation>
    </message>
    <message>
        <source>ended at move {number}: Black wins by {reason}</source>
        <translation>{number}手目で終局: {reason}により黒の勝ち</translation>
    </message>
    <message>
        <source>ended at move {number}: White wins by {reason}</source>
        <translation>{number}手目で終局: {reason}により白の勝ち</translation>
    </message>
    <message>
        <source>ended at move {number}: draw by threefold repetition</source>
        <translation>{number}手目で終局: 3回反復により持碁</translation>
    </message>
    <message>
        <source>ended at move {number}: {result} by {reason}</source>
        <translation>{number}手目で終局: {reason}により{result}</translation>
    </message>
    <message>
        <source>ended at move {number}: {outcome}</source>
        <translation>{number}手目で終局: {outcome}</translation>
    </message>
    <message>
        <source>counted after the confirmation play at move {number}: {result}; dead: {dead}</source>
        <translation>死活確認の着手の後、{number}手目で計算: {result}、死に石: {dead}</translation>
    </message>
    <message>
        <source>counted after the confirmation play at move {number}: {result}; no dead stones</source>
        <translation>死活確認の着手の後、{number}手目で計算: {result}、死に石なし</translation>
    </message>
    <message>
        <source>counted after the hypothetical play at move {number}: {result}; dead: {dead}</source>
        <translation>仮想の着手の後、{number}手目で計算: {result}、死に石: {dead}</translation>
    </message>
    <message>
        <source>counted after the hypothetical play at move {number}: {result}; no dead stones</source>
        <translation>仮想の着手の後、{number}手目で計算: {result}、死に石なし</translation>
    </message>
    <message>
        <source>counted at move {number}: {result}; dead: {dead}</source>
        <translation>{number}手目で計算: {result}、死に石: {dead}</translation>
    </message>
    <message>
        <source>counted at move {number}: {result}; no dead stones</source>
        <translation>{number}手目で計算: {result}、死に石なし</translation>
    </message>
    <message>
        <source>the 1 move legal</source>
        <translation>1手が合法</translation>
    </message>
    <message>
        <source>all {number} moves legal</source>
        <translation>全{number}手が合法</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{option} must be one of {choices}, not {value}</source>
        <translation>{option} は {choices} のいずれかでなければなりません（{value} ではなく）</translation>
    </message>
    <message>
        <source>passes must be 2 or 3, not {value}</source>
        <translation>passes は 2 か 3 でなければなりません（{value} ではなく）</translation>
    </message>
    <message>
        <source>{option} must be a finite number, not {value}</source>
        <translation>{option} は有限の数でなければなりません（{value} ではなく）</translation>
    </message>
    <message>
        <source>{option} must be a number, not {value}</source>
        <translation>{option} は数でなければなりません（{value} ではなく）</translation>
    </message>
    <message>
        <source>unknown ruleset {id}; choose one of {ids}</source>
        <translation>未知のルール {id} です。次から選んでください: {ids}</translation>
    </message>
    <message>
        <source>rules option {item} should read key=value</source>
        <translation>ルールのオプション {item} は key=value の形で書いてください</translation>
    </message>
    <message>
        <source>unknown rules option {key}; options are base, {options}</source>
        <translation>未知のルールのオプション {key} です。オプションは base, {options} です</translation>
    </message>
    <message>
        <source>{base} with {options}</source>
        <translation>{base} で {options} としたもの</translation>
    </message>
    <message>
        <source>{option} must be yes or no, not {value}</source>
        <translation>{option} は yes か no でなければなりません（{value} ではなく）</translation>
    </message>
    <message>
        <source>Custom ({spec})</source>
        <translation>カスタム（{spec}）</translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>New Zealand</source>
        <translation>ニュージーランドルール</translation>
    </message>
    <message>
        <source>Ing SST</source>
        <translation>応氏ルール（SST）</translation>
    </message>
    <message>
        <source>Simplified Ing/NZ</source>
        <translation>簡易ルール 応氏/NZ</translation>
    </message>
    <message>
        <source>Simpl. Ing/NZ</source>
        <translation>簡易 応氏/NZ</translation>
    </message>
    <message>
        <source>Simplified Chinese</source>
        <translation>簡易ルール 中国</translation>
    </message>
    <message>
        <source>Simpl. Chinese</source>
        <translation>簡易 中国</translation>
    </message>
    <message>
        <source>Simplified Japanese/Korean</source>
        <translation>簡易ルール 日本/韓国</translation>
    </message>
    <message>
        <source>Simpl. Jp/Kr</source>
        <translation>簡易 日/韓</translation>
    </message>
    <message>
        <source>Simplified AGA</source>
        <translation>簡易ルール AGA</translation>
    </message>
    <message>
        <source>Simpl. AGA</source>
        <translation>簡易 AGA</translation>
    </message>
    <message>
        <source>Renaissance (area, A)</source>
        <translation>ルネサンスルール（面積計算、A）</translation>
    </message>
    <message>
        <source>Renaissance A</source>
        <translation>ルネサンス A</translation>
    </message>
    <message>
        <source>Renaissance (territory with pass stones, B)</source>
        <translation>ルネサンスルール（パス石つき地の計算、B）</translation>
    </message>
    <message>
        <source>Renaissance B</source>
        <translation>ルネサンス B</translation>
    </message>
    <message>
        <source>Japanese 1989</source>
        <translation>日本ルール（1989年）</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日本ルール</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>韓国ルール</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中国ルール</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA ルール</translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation>トロンプ・テイラールール</translation>
    </message>
</context>
<context>
    <name>RulesetText</name>
    <message>
        <source>Area scoring with suicide allowed and komi 7, so draws are possible. A play may not repeat the whole-board position as it stood after any earlier move of the same player, a pass included. Players who disagree about dead stones play on; if they cannot agree who moves next, every stone stays on the board and counts.</source>
        <translation>面積計算で、自殺手は許され、コミは7目なので持碁があり得ます。着手によって、同じ対局者の以前のいずれかの手（パスを含む）の直後の盤面全体を再現してはなりません。死に石について意見が分かれた対局者は対局を続けます。どちらが次に打つかで合意できないときは、すべての石が盤上に残り、数えられます。</translation>
    </message>
    <message>
        <source>Area counting by filling each area with a fixed supply of stones (180 each on 19x19); komi 8 given as four White stones in Black&apos;s area; shared points filled alternately with equal numbers of stones. The winner has empty points left, the loser stones left over; the margin is the winning point plus twice the losing stones, or just twice the losing stones when an odd shared point (or an odd handicap&apos;s open point) stays empty, and only then can there be a tie: Black wins ties in even games, White in handicap games. Suicide of one stone counts as a pass, of more stones is legal. Ko: the stones that just captured in a fighting ko are hot and may not be captured back until another move has been played (double hot stones in long life, twin hot stones in triple ko); each player may disturb, setting off a cycle of repeated positions, once per game. In a balanced ko only the attacker disturbs, so an atari there can always be answered and a balanced double ko stays seki.</source>
        <translation>各自の領域を決まった数の石（19路では各180個）で埋めて数える面積計算です。コミ8目は、黒の領域に置く白石4個として与えます。共有の点は同数の石で交互に埋めます。勝者には空いた点が残り、敗者には石が余ります。差は勝ちとなる1点に敗者の余った石の2倍を加えたものですが、奇数個の共有点（または奇数の置き石による空き点）が空いたまま残るときは敗者の余った石の2倍だけとなり、そのときに限り持碁があり得ます。持碁けは互先では黒の勝ち、置碁では白の勝ちです。1子の自殺手はパスとみなし、2子以上の自殺手は合法です。コウ: 争いのコウで取ったばかりの石はホットストーンであり、他の着手が打たれるまで取り返せません（長生ではダブル・ホットストーン、三コウではツイン・ホットストーン）。各対局者は1局に1回、同形の局面の循環を引き起こすディスターブを行えます。均衡したコウでは攻める側だけがディスターブするので、そこでのアタリには常に応じることができ、均衡した両コウはセキのままです。</translation>
    </message>
    <message>
        <source>The common simplified rules with area scoring and suicide allowed. No play may recreate an earlier board (positional superko). A disagreement on dead stones is settled by continuing play until two more passes.</source>
        <translation>共通の簡易ルールに、面積計算と自殺手の許可を組み合わせたものです。どの着手も以前の盤面を再現してはなりません（ポジショナル・スーパーコウ）。死に石についての意見の相違は、さらに2回パスが続くまで対局を続けて決着させます。</translation>
    </message>
    <message>
        <source>The common simplified rules with area scoring and suicide forbidden; positional superko; disagreements are played out.</source>
        <translation>共通の簡易ルールに、面積計算と自殺手の禁止を組み合わせたものです。ポジショナル・スーパーコウ。意見の相違は打って決着させます。</translation>
    </message>
    <message>
        <source>The common simplified rules with territory scoring: empty points surrounded by one player plus prisoners; points in seki score for nobody. Positional superko during play. There is no confirmation phase: the players fill dame and make the needed defensive moves during play, and a disagreement on dead stones is settled by imagined wise play that is not kept and costs nothing, in which ko threats are of no use and stones in seki are not removed.</source>
        <translation>共通の簡易ルールに地の計算を組み合わせたものです: 一方の対局者が囲んだ空き点とアゲハマを数え、セキの中の点はどちらの得点にもなりません。対局中はポジショナル・スーパーコウ。死活確認の段階はありません。対局者は対局中にダメを詰め、必要な守りの手を打ちます。死に石についての意見の相違は、記録に残らず何の負担もない、賢明な着手を想定した仮想の着手で決着させ、そこではコウ材は役に立たず、セキの石は取り除かれません。</translation>
    </message>
    <message>
        <source>The common simplified rules with pass stones: every pass hands the opponent a prisoner, and White passes last, so that in a game played from an even start with alternate moves area and territory counting give the same result. Positional superko; suicide forbidden; disagreements are played out.</source>
        <translation>共通の簡易ルールにパス石を組み合わせたものです: パスのたびに相手にアゲハマを1個渡し、最後のパスは白が行うので、互先から交互に打った対局では面積計算と地の計算が同じ結果になります。ポジショナル・スーパーコウ。自殺手は禁止。意見の相違は打って決着させます。</translation>
    </message>
    <message>
        <source>Basic ko; a third occurrence of the same position ends the game, drawn if both players captured equally many stones in the loop, otherwise lost by the player who captured fewer; a board play may not recreate the position in which the last two successive passes were made (minimal superko); three successive passes stop play, and play may resume in a dispute phase. Area scoring; suicide allowed.</source>
        <translation>基本のコウ規定。同じ局面が3度目に現れると終局し、その循環で両者が取った石の数が等しければ持碁、そうでなければ少なく取った側の負けです。盤上の着手で、直前の2回連続のパスが行われた局面を再現してはなりません（ミニマル・スーパーコウ）。3回連続のパスで対局は停止し、異議の段階で対局を再開できます。面積計算。自殺手は許されます。</translation>
    </message>
    <message>
        <source>The Renaissance ko and stop rules with territory scoring: territory plus prisoners plus dead stones. In dispute phases a pass hands the opponent a prisoner and both players make equally many moves (an extra pass completes the stop if needed).</source>
        <translation>ルネサンスルールのコウと停止の規定に地の計算を組み合わせたものです: 地とアゲハマと死に石を数えます。異議の段階ではパスのたびに相手にアゲハマを1個渡し、両者は同じ数の手を打ちます（必要なら追加のパスで停止が完了します）。</translation>
    </message>
    <message>
        <source>Territory scoring with prisoners; points in seki do not count. Only the basic ko rule during play; a long cycle (triple ko, eternal life) that the players repeat ends the game with no result. Life and death is confirmed after play by a confirmation play that is not kept, in which a player may retake a ko only after passing once for that ko.</source>
        <translation>アゲハマを含む地の計算。セキの中の点は数えません。対局中は基本のコウ規定のみです。対局者が繰り返す長い循環（三コウ、長生）は無勝負で対局を終えます。死活は対局の停止後に、記録に残らない死活確認の着手で確かめ、そこではそのコウについて1回パスした後でのみコウを取り返せます。</translation>
    </message>
    <message>
        <source>Like the Japanese rules: territory scoring, no points in seki, basic ko, and a repeating long cycle annuls the game (no result).</source>
        <translation>日本ルールと同様です: 地の計算、セキの中の点は数えない、基本のコウ規定、そして繰り返される長い循環は対局を無効にします（無勝負）。</translation>
    </message>
    <message>
        <source>Area scoring, suicide forbidden, no play may recreate an earlier whole-board position. In a handicap game White receives one point per handicap stone.</source>
        <translation>面積計算、自殺手は禁止、どの着手も以前の盤面全体を再現してはなりません。置碁では白は置き石1個につき1点を受け取ります。</translation>
    </message>
    <message>
        <source>The text&apos;s superko is not natural situational superko: it counts a pass as a move, so the positions after a player&apos;s passes are forbidden to that player too. Every position with the opponent to play arose after one of the player&apos;s moves, so the rule forbids exactly what situational superko forbids, and the engine applies situational superko. A diagram&apos;s starting position is read as following a move of the player who is not to play. A handicap game follows the text: Black plays the n stones anywhere while White passes its first n - 1 moves (a record may set the stones up instead, without the passes), and White gets no komi and no compensation.</source>
        <translation>条文のスーパーコウはナチュラル・シチュエーショナル・スーパーコウではありません。パスを手として数えるので、ある対局者のパスの直後の局面もその対局者には禁じられます。相手の手番である局面はどれもその対局者のいずれかの手の直後に生じたものなので、この規定が禁じるものはシチュエーショナル・スーパーコウが禁じるものとちょうど同じであり、エンジンはシチュエーショナル・スーパーコウを適用します。図の初期局面は、手番でない側の対局者の手に続くものとして読みます。置碁は条文に従います。白が最初のn - 1手をパスする間に黒がn子をどこにでも打ち（棋譜はパスを記さずに石を配置してもかまいません）、白にはコミも補償もありません。</translation>
    </message>
    <message>
        <source>Counting: each player&apos;s supply is half the board&apos;s points (40 each on 9x9); a diagram whose set-up stones would leave a bowl short gives both players the same larger supply, enough for its stones, and the account says so. Compensation that finds no empty point in Black&apos;s area counts two points a stone, and a komi other than whole points has no fill-in account. A handicap game follows the text: Black places the stones anywhere (White&apos;s first N-1 moves are passes), White gets no komi (the 8 points are for even games) and a point per handicap stone, given as N/2 White stones put in Black&apos;s area with one point of it left open for an odd N (Counting, item 5, which the SST says is not in Ing&apos;s official texts), and White wins ties. The SST text defines its ko rules by examples; we compute them as follows. A capture is a ko capture when the capturing string (one to three stones) took exactly as many stones and is left in atari at one of the points it emptied. The two locked groups are the opposing strings around the capturing stones and the capturer&apos;s strings around that point; the ko is balanced when, before or after the capture, both have the same number of internal liberties, at least two. A liberty is internal when the empty area it lies in is enclosed by the two locked groups alone, every stone around it belonging to one of them or being a ko stone between them (one to three stones in atari held only by the two groups): an eye counts, a ko point counts when its ko stone sits in the other group&apos;s mouth, and a liberty the two groups share counts for both; a ko point whose ko stone sits in the mouth of a third group (an external ko) does not, nor does a liberty open to the rest of the board. Basic one-stone kos are hot everywhere; in an unbalanced (fighting) ko, a capturing string of two or three stones is hot too, and when three or more kos lock the same groups the capturer&apos;s other ko stones there are twin hot stones (kos that lock the same two strings, each a separate ko, not a chain of kos where retaking one dissolves the next). A cycle is a return to an earlier board with the same player to move. In a balanced ko the attacker disturbs: a capture made while both locked groups had equally many internal liberties puts the opponent in atari, and if it recreates an earlier position it uses up the attacker&apos;s one disturbance; a capture that answers the atari (retaking another ko) never disturbs, so a balanced double or quadruple ko stays seki however often the game is adjourned and resumed. Any other cycle is charged, when a position first recurs, to the first player who attacked in a balanced ko in the lap, or else to the player whose board play began the lap, even if the moves between went through ko threats or passes that left the board as it was. A capture in a fighting ko that does not save the capturer&apos;s own locked group from atari begins no lap (taking a ko is the ordinary fight; the answer that takes another ko instead of finding a threat sets off the cycle): in the SST&apos;s external-ko example Black&apos;s capture of the external ko is free, and White, whose ring has one internal liberty, may answer it by taking an internal ko once only. In long life, when White&apos;s throw-in brings back the start, Black (who began with the sending move) has used up its disturbance. Each player may disturb once; after that the disturber may not attack in a balanced ko into an earlier position, recreate a position of its cycle, or begin a new one.</source>
        <translation>計算: 各対局者の石の持ち数は盤の点の数の半分です（9路では各40個）。配置された石のために碁笥の石が足りなくなる図では、両者に同じだけ多い、その石に足りる持ち数を与え、計算の説明にその旨を記します。黒の領域に空いた点が見つからない補償は石1個につき2点と数え、整数でないコミには石で埋める計算を行いません。置碁は条文に従います。黒は置き石をどこにでも置き（白の最初のN-1手はパスです）、白にはコミはなく（8目は互先のためのものです）、置き石1子につき1目の補償があります。補償は黒の領域に白石をN/2個置くことで与え、Nが奇数なら黒の領域の1点を空けたままにします（計算の第5項。SSTによれば応氏ルールの公式の条文にはありません）。持碁は白の勝ちです。SSTの条文はコウの規定を例で定めています。ここでは次のように計算します。取った側の連（1〜3子）がちょうど同数の石を取り、取って空けた点の一つでアタリになっているとき、その取りはコウの取りです。絡み合った二つの群とは、取った石を囲む相手の連と、その点を囲む取った側の連です。取りの前または後に両者の内ダメの数が等しく、かつ2以上であるとき、そのコウは均衡したコウです。ダメが内ダメであるのは、それがある空き領域が絡み合った二つの群だけで囲まれ、その周りの石がすべてどちらかの群に属するか、両者の間のコウ石（二つの群だけに挟まれてアタリになっている1〜3子）であるときです。眼は数えます。コウの点は、そのコウ石が相手の群の虎口の中にあるときに数えます。二つの群が共有するダメは両方に数えます。コウ石が第三の群の虎口の中にあるコウの点（外コウ）は数えず、盤の他の部分に開いたダメも数えません。1子の基本的なコウはどこでもホットストーンになります。不均衡な（争）コウでは、取った2子や3子の連もホットストーンとなり、三つ以上のコウが同じ群を絡み合わせているときは、そこにある取った側の他のコウ石がツイン・ホットストーンです（同じ二つの連を絡み合わせ、それぞれが別のコウであるもの。一つを取り返すと次のコウが解消するコウの連鎖ではありません）。循環とは、同じ対局者の手番で以前の盤面に戻ることです。均衡したコウでは攻める側がディスターブします。絡み合った両方の群の内ダメの数が等しいときに行った取りは相手をアタリにし、それが以前の局面を再現するなら、攻める側の1回のディスターブを使い切ります。アタリに応じる取り（別のコウを取り返すこと）は決してディスターブにならないので、均衡した両コウや四コウは、対局の打ち掛けと再開を何度繰り返してもセキのままです。それ以外の循環は、局面が初めて再現したときに、その一巡の中で最初に均衡したコウで攻めた対局者に、いなければその一巡を盤上の着手で始めた対局者に帰せられます。間の手がコウ材や、盤面をそのままにしたパスを経ていても同じです。争いのコウでの取りのうち、取った側自身の絡み合った群をアタリから救わないものは、一巡を始めません（コウを取るのは普通のコウ争いであり、コウ材を探す代わりに別のコウを取って応じる手が循環を引き起こします）。SSTの外コウの例では、黒が外コウを取るのは自由で、輪の内ダメが1つの白は、内側のコウを取ってそれに応じることが1回だけ許されます。長生では、白のホウリコミによって初めの局面に戻ったとき、（送りの手で始めた）黒はディスターブを使い切っています。各対局者は1回だけディスターブできます。その後、ディスターブした側は、均衡したコウで攻めて以前の局面にすること、自分の循環の局面を再現すること、新たな循環を始めることのいずれもできません。</translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. Komi 7 follows the New Zealand rules, and so does a handicap game: Black places the stones anywhere, and White gets no komi and no compensation.</source>
        <translation>簡易ルールの条文はコミなどの補償を大会規定に委ねています。ここでのコミは本ソフトの既定値で、変更できます。コミ7目はニュージーランドルールに従ったもので、置碁も同様です。黒は置き石をどこにでも置き、白にはコミも補償もありません。</translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. Komi and handicap compensation follow the Chinese rules: in a handicap game Black places the stones anywhere, and White gets no komi and a point per handicap stone.</source>
        <translation>簡易ルールの条文はコミなどの補償を大会規定に委ねています。ここでのコミは本ソフトの既定値で、変更できます。コミと置碁の補償は中国ルールに従います。置碁では黒は置き石をどこにでも置き、白にはコミはなく、置き石1子につき1目の補償があります。</translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. A handicap game follows the Japanese rules: the stones go on the standard points, and White gets no komi and no compensation, which territory counting does not need. The text leaves it to wisdom how recreating a position is treated in the imagined play, only that ko threats must be of no use there; we let a player retake a ko there only after passing once for that ko, which makes ko threats useless, and moves and passes there cost nothing. Points in seki are found as the text assumes dame are filled: an empty point next to both colours where a play by either would be self-atari is shared in seki, and the eyes of the groups next to it do not count.</source>
        <translation>簡易ルールの条文はコミなどの補償を大会規定に委ねています。ここでのコミは本ソフトの既定値で、変更できます。置碁は日本ルールに従います。置き石は所定の位置に置き、白にはコミも補償もありません。地の計算には補償が要らないからです。条文は、想定上の着手で局面の再現をどう扱うかを賢明さに委ね、そこではコウ材が役に立ってはならないとだけ定めています。ここでは、そのコウについて1回パスした後でのみそこでコウを取り返せるものとし、これによりコウ材は役に立たなくなります。そこでの着手とパスには何の負担もありません。セキの中の点は、条文が前提とするとおりダメが詰まっているものとして求めます: 両方の色の石に接し、どちらが打っても自らアタリになる空き点はセキで共有されており、それに接する群の眼も数えません。</translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. Komi and handicap compensation follow the AGA rules: in a handicap game the stones go on the standard points, and White gets komi 0.5 and a point per handicap stone after the first. The engine counts the area; the count&apos;s note gives territory and prisoners beside it and, where the two differ (a handicap, a diagram&apos;s set-up stones, moves out of turn), says why. White&apos;s extra pass when Black passed last is read as ending every phase of play, a dispute phase included.</source>
        <translation>簡易ルールの条文はコミなどの補償を大会規定に委ねています。ここでのコミは本ソフトの既定値で、変更できます。コミと置碁の補償はAGAルールに従います。置碁では置き石は所定の位置に置き、白にはコミ0.5目と、1子目を除く置き石1子につき1目の補償があります。エンジンは面積で数えます。計算の注記には地とアゲハマによる計算も併記し、両者が異なる場合（置碁、図の配置石、手番外の着手）はその理由を記します。黒が最後にパスしたときの白の追加のパスは、異議の段階を含むすべての対局段階の終わりに入るものと読みます。</translation>
    </message>
    <message>
        <source>Repetition counts the same board with the same player to move; an occurrence counts when a board play (or the start) produces it, passes do not. The text leaves the komi open and says nothing of handicap games beyond naming the handicap among the basic definitions it leaves out. Ours are defaults, each komi a half point, so that a count cannot tie and only repetition draws a game: komi 7.5 in an even game. In a handicap game Black places the stones anywhere, and White gets komi 0.5 and a point per handicap stone after the first, the compensation the AGA rules give for area counting.</source>
        <translation>反復は、同じ盤面で同じ対局者の手番であるものを数えます。盤上の着手（または開始）によってその局面が生じたときに1回と数え、パスでは数えません。条文はコミを定めておらず、置碁についても、省略した基本的な定義の中に置き石の名を挙げるほかは何も述べていません。ここでの値は既定値で、どのコミも半目を含むので計算が同点になることはなく、持碁は反復によってのみ生じます。互先ではコミ7.5目です。置碁では黒は置き石をどこにでも置き、白にはコミ0.5目と、1子目を除く置き石1子につき1目の補償があります。AGAルールが面積計算に定める補償です。</translation>
    </message>
    <message>
        <source>As for variant A. Territory counts the points surrounded by live stones, seki eyes included (the B text has no seki exception). The text leaves the komi open and says nothing of handicap games. Ours are defaults, half points as for variant A: komi 6.5 in an even game. In a handicap game Black places the stones anywhere, and White gets komi 0.5 and no compensation, which territory counting does not need.</source>
        <translation>A版と同じです。地は活き石に囲まれた点を数え、セキの眼も含みます（B版の条文にはセキの例外がありません）。条文はコミを定めておらず、置碁についても何も述べていません。ここでの値は既定値で、A版と同じく半目を含みます。互先ではコミ6.5目です。置碁では黒は置き石をどこにでも置き、白にはコミ0.5目があり、補償はありません。地の計算には補償が要らないからです。</translation>
    </message>
    <message>
        <source>The 1989 text needs the players&apos; agreement to end a repeating game without result; we end it when the same board with the same player to move occurs a third time with no pass in between. Article 7-2 lets the player whose stone was captured in a ko recapture there after passing once for that ko: each pass serves one ko, so two kos taken from the same player need two passes. A pass serves whichever ko, taken before the pass, the player retakes next (as if the player had named it), and a pass made before a ko was taken serves nothing there. The articles we model say nothing of handicap games; we follow Japanese practice: the stones go on the standard points, and White gets no komi and no compensation, which territory counting does not need, so a tie is a draw (jigo).</source>
        <translation>1989年の条文では、反復する対局を無勝負で終えるには対局者の合意が必要です。ここでは、同じ盤面で同じ対局者の手番の局面が、間にパスを挟まずに3度目に現れたときに終局とします。第7条第2項は、コウで石を取られた対局者が、そのコウについて1回パスした後にそこで取り返すことを認めています。1回のパスは1つのコウにのみ有効なので、同じ対局者から取られた2つのコウには2回のパスが必要です。パスは、そのパスより前に取られたコウのうち、その対局者が次に取り返すコウに対して有効となり（その対局者がそのコウを指定したかのように扱います）、コウが取られる前に行ったパスはそのコウには何の効果もありません。ここで扱う条文は置碁について何も述べていないので、日本の慣行に従います。置き石は所定の位置に置き、白にはコミも補償もありません（地の計算には補償が要りません）。したがって同点は持碁です。</translation>
    </message>
    <message>
        <source>As for the Japanese preset: the third occurrence without a pass ends the game, and a handicap game is read the same way: the stones go on the standard points, and White gets no komi and no compensation.</source>
        <translation>日本ルールのプリセットと同じく、パスを挟まない3度目の出現で終局とします。置碁も同じように読みます。置き石は所定の位置に置き、白にはコミも補償もありません。</translation>
    </message>
    <message>
        <source>We follow the written superko rule (positional). In practice Chinese referees rule some cycles differently (a triple ko may be voided, moonshine life is dead); the engine does not model a referee&apos;s discretion. In a handicap game Black places the stones anywhere, as the Chinese rules are commonly read, and White gets no komi and a point per handicap stone.</source>
        <translation>ここでは成文のスーパーコウ（ポジショナル・スーパーコウ）に従います。実際には中国の審判は一部の循環を別の形で裁定します（三コウは無効とされることがあり、月光の活き（moonshine life）は死とされます）。エンジンは審判の裁量を再現しません。置碁では、中国ルールの一般的な読み方に従い黒は置き石をどこにでも置き、白にはコミはなく、置き石1子につき1目の補償があります。</translation>
    </message>
    <message>
        <source>Area counting with pass stones and White passing last, so that in a game played from an even start with alternate moves territory counting gives the same result (handicap compensation makes up for the handicap stones); situational superko (no board may recur with the same player to move); suicide forbidden; handicap stones on the star points, White receives one point per handicap stone after the first.</source>
        <translation>パス石を用い、最後のパスを白が行う面積計算で、互先から交互に打った対局では地の計算でも同じ結果になります（置碁の補償が置き石の分を埋め合わせます）。シチュエーショナル・スーパーコウ（同じ対局者の手番で同じ盤面が再び現れてはなりません）。自殺手は禁止。置き石は星に置き、白は2個目以降の置き石1個につき1点を受け取ります。</translation>
    </message>
    <message>
        <source>Superko is read as situational, the common interpretation. The engine counts the area; the count&apos;s note gives territory and prisoners beside it and says why they differ where they do (a diagram&apos;s set-up stones, moves out of turn). White&apos;s extra pass when Black passed last is read as ending every phase of play, a dispute phase included. In a handicap game the stones go on the standard points, and White gets komi 0.5 and a point per handicap stone after the first.</source>
        <translation>スーパーコウは、一般的な解釈どおりシチュエーショナル・スーパーコウと読みます。エンジンは面積で数えます。計算の注記には地とアゲハマによる計算も併記し、両者が異なる場合はその理由（図の配置石、手番外の着手）を記します。黒が最後にパスしたときの白の追加のパスは、異議の段階を含むすべての対局段階の終わりに入るものと読みます。置碁では置き石は所定の位置に置き、白にはコミ0.5目と、1子目を除く置き石1子につき1目の補償があります。</translation>
    </message>
    <message>
        <source>The logical rules: positional superko, suicide allowed, two passes end the game and every stone still on the board is alive; area scoring.</source>
        <translation>論理的なルールです: ポジショナル・スーパーコウ、自殺手は許され、2回のパスで終局し、盤上に残っている石はすべて活き石です。面積計算。</translation>
    </message>
    <message>
        <source>The rules set no komi; 7.5 is our default. They say nothing of handicap games either; we read one as the New Zealand rules do: Black places the stones anywhere, and White gets no komi and no compensation.</source>
        <translation>ルールはコミを定めていません。7.5目は本ソフトの既定値です。置碁についても何も述べていないので、ニュージーランドルールと同じく読みます。黒は置き石をどこにでも置き、白にはコミも補償もありません。</translation>
    </message>
</context>
<context>
    <name>Transform</name>
    <message>
        <source>turned a quarter</source>
        <extracomment>The transforms, by name. rot90, rot180 and rot270 turn the board clockwise (as the learner looks at it, A1 at the bottom left) by a quarter, a half and three quarters; mirror reflects it left to right (A &lt;-&gt; T on 19x19); swap gives every stone, move and mark the other colour.</extracomment>
        <translation>右に90度回転</translation>
    </message>
    <message>
        <source>turned half way</source>
        <translation>180度回転</translation>
    </message>
    <message>
        <source>turned three quarters</source>
        <translation>右に270度回転</translation>
    </message>
    <message>
        <source>reflected</source>
        <translation>左右反転</translation>
    </message>
    <message>
        <source>colours swapped</source>
        <translation>白黒反転</translation>
    </message>
    <message>
        <source>no transform {name}; choose one of {names}</source>
        <translation>変換 {name} はありません。次のいずれかを選んでください: {names}</translation>
    </message>
</context>
<context>
    <name>gogui-rules</name>
    <message>
        <source>{prog}: error: {message}</source>
        <translation>{prog}: エラー: {message}</translation>
    </message>
    <message>
        <source>{prog}: warning: {message}</source>
        <translation>{prog}: 警告: {message}</translation>
    </message>
    <message>
        <source>Ruleset ids: {ids}. A custom ruleset: --rules base=ID,key=value,... with the option names ko, cycles, suicide, scoring, seki, passes, pass-stones, white-passes-last, disputes, removals, equal-dispute-moves, komi, handicap-komi, ties, handicap-ties, handicap-placement, handicap-compensation.</source>
        <translation>ルールのID: {ids}。カスタムルール: --rules base=ID,key=value,... の形で、オプション名は ko, cycles, suicide, scoring, seki, passes, pass-stones, white-passes-last, disputes, removals, equal-dispute-moves, komi, handicap-komi, ties, handicap-ties, handicap-placement, handicap-compensation です。</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>使い方: </translation>
    </message>
    <message>
        <source>{prog}: error: {message} (see {prog} --help)</source>
        <translation>{prog}: エラー: {message}（{prog} --help を参照）</translation>
    </message>
    <message>
        <source>Replay the main line of every game in an SGF file under one or more rulesets and report what each says: which move is illegal and why, when the game ends, who wins.</source>
        <translation>SGFファイル中のすべての対局の本手順を1つ以上のルールで再生し、それぞれのルールの判定を報告します: どの着手がなぜ着手禁止か、いつ終局するか、どちらが勝つか。</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>位置引数</translation>
    </message>
    <message>
        <source>options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>このヘルプを表示して終了する</translation>
    </message>
    <message>
        <source>an SGF file</source>
        <translation>SGFファイル</translation>
    </message>
    <message>
        <source>replay a diagram of the built-in library instead of a file</source>
        <translation>ファイルの代わりに内蔵ライブラリの図を再生する</translation>
    </message>
    <message>
        <source>list the built-in diagrams and exit</source>
        <translation>内蔵の図を一覧表示して終了する</translation>
    </message>
    <message>
        <source>a preset id, or &apos;all&apos; (repeatable; default: all presets)</source>
        <translation>プリセットのID、または &apos;all&apos;（繰り返し指定可。既定: すべてのプリセット）</translation>
    </message>
    <message>
        <source>a custom ruleset base=ID,key=value,... (repeatable)</source>
        <translation>カスタムルール base=ID,key=value,...（繰り返し指定可）</translation>
    </message>
    <message>
        <source>komi (default: the file&apos;s KM, else the ruleset&apos;s)</source>
        <translation>コミ（既定: ファイルの KM、なければルールのコミ）</translation>
    </message>
    <message>
        <source>score an unfinished game as if both players passed now</source>
        <translation>終わっていない対局を、両者が今パスしたものとして計算する</translation>
    </message>
    <message>
        <source>dead stones for the count (default: TB/TW marks on the last node)</source>
        <translation>計算で死に石とする石（既定: 最後のノードの TB/TW の印）</translation>
    </message>
    <message>
        <source>print the questions Learn mode asks on the diagram (its lessons&apos; questions) or on the file&apos;s main line, with their answers</source>
        <translation>学習モードがその図について出す問題（そのレッスンの問題）、またはファイルの本手順について出す問題を、答えとともに表示する</translation>
    </message>
    <message>
        <source>with --questions: the questions of one lesson of Learn mode&apos;s course (its ids: --course --json)</source>
        <translation>--questions と共に：学習モードの講座の1つの課の問題（課のID：--course --json）</translation>
    </message>
    <message>
        <source>with --questions: also write them as one SGF collection, a game per line asked on, each question, its answer and why in the comment of the node it is asked at, the move asked about marked: a handout to step through in any SGF viewer</source>
        <translation>--questions と共に：問題を1つのSGF集としても書き出す。問われた手順ごとに1局、各問題とその解答・理由は問われる局面のノードのコメントに、問われる着手には印を付ける。どのSGFビューアでも順にたどれる配布資料になる</translation>
    </message>
    <message>
        <source>with --questions or --differences: also write a worksheet as a PDF, each question (or move where the rulesets differ) with its board, the answers from a new page</source>
        <translation>--questions または --differences と併用：問題用紙を PDF にも書き出す。各問題（またはルールの判定が分かれる着手）に盤面図をつけ、解答は新しいページから</translation>
    </message>
    <message>
        <source>with --questions or --differences: also write the worksheet as one web page, its boards drawn in it, ready to print</source>
        <translation>--questions または --differences と併用：問題用紙を1つのウェブページにも書き出す。盤面図はページ内に描かれ、そのまま印刷できる</translation>
    </message>
    <message>
        <source>with --pdf: the paper (default: Letter where the system&apos;s country measures in US units, else A4)</source>
        <translation>--pdf と併用：用紙（既定：システムの国が米国式の単位を使う場合は Letter、それ以外は A4）</translation>
    </message>
    <message>
        <source>with --questions: ask them on the position turned (rot90, rot180, rot270: a quarter, a half, three quarters clockwise), reflected left to right (mirror) or with the colours swapped (swap)</source>
        <translation>--questions と一緒に使う: 問題を、盤面を回転した局面（rot90、rot180、rot270: 時計回りに90度、180度、270度）、左右反転した局面（mirror）、または白黒を入れ替えた局面（swap）で出題する</translation>
    </message>
    <message>
        <source>print Learn mode&apos;s whole course, lesson by lesson: its concept, introduction, rules and steps, its worked example and its questions with their answers</source>
        <translation>学習モードのコース全体を課ごとに表示する：概念、導入、ルール、ステップ、例題の解説、問題と解答</translation>
    </message>
    <message>
        <source>for each game of each SGF file (a folder: its .sgf and .mgt files, searched through), list the moves where the rulesets disagree, which say what, and the counts that differ at the end</source>
        <translation>各SGFファイル（フォルダなら、その中を下までたどって見つけた .sgf・.mgt ファイル）の各対局について、ルールの判定が分かれる着手、どのルールがどう判定するか、最後に異なる計算結果を一覧表示する</translation>
    </message>
    <message>
        <source>the language of the text output: en, ja, ko, zh_CN or zh_TW, or a locale name such as ja_JP (default: English; JSON keys and reason codes never change)</source>
        <translation>テキスト出力の言語: en, ja, ko, zh_CN, zh_TW、または ja_JP のようなロケール名（既定: 英語。JSON のキーと理由コードは変わりません）</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>プログラムのバージョン番号を表示して終了する</translation>
    </message>
    <message>
        <source>machine-readable output</source>
        <translation>機械可読な出力</translation>
    </message>
    <message>
        <source>a few lines per ruleset (the default)</source>
        <translation>ルールごとに数行（既定）</translation>
    </message>
    <message>
        <source>game {number}: {warning}</source>
        <translation>第{number}局: {warning}</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>play stopped by successive passes</source>
        <translation>連続したパスで対局が停止</translation>
    </message>
    <message>
        <source>a long cycle: no result</source>
        <translation>長い循環: 無勝負</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>3回反復</translation>
    </message>
    <message>
        <source>move {number} {player} {point} is illegal ({reason}): {explanation}</source>
        <translation>{number}手目 {player} {point} は着手禁止（{reason}）: {explanation}</translation>
    </message>
    <message>
        <source>1 move replayed; the game ended at move {number}: {how}</source>
        <translation>1手を再生。{number}手目で終局: {how}</translation>
    </message>
    <message>
        <source>{played} moves replayed; the game ended at move {number}: {how}</source>
        <translation>{played}手を再生。{number}手目で終局: {how}</translation>
    </message>
    <message>
        <source>the 1 move is legal; Black to play</source>
        <translation>1手が合法。黒番</translation>
    </message>
    <message>
        <source>all {played} moves are legal; Black to play</source>
        <translation>全{played}手が合法。黒番</translation>
    </message>
    <message>
        <source>the 1 move is legal; White to play</source>
        <translation>1手が合法。白番</translation>
    </message>
    <message>
        <source>all {played} moves are legal; White to play</source>
        <translation>全{played}手が合法。白番</translation>
    </message>
    <message>
        <source>move {number} {player} {point}: {events}</source>
        <translation>{number}手目 {player} {point}: {events}</translation>
    </message>
    <message>
        <source>result: {kind} - {explanation}</source>
        <translation>結果: {kind} - {explanation}</translation>
    </message>
    <message>
        <source>result: {kind}</source>
        <translation>結果: {kind}</translation>
    </message>
    <message>
        <source>--lang: no language {code}; choose one of {codes}</source>
        <translation>--lang: 言語 {code} はありません。次から選んでください: {codes}</translation>
    </message>
    <message>
        <source>--transform turns the position questions are asked on: give it with --questions</source>
        <translation>--transform は出題する局面を変換します。--questions と一緒に指定してください</translation>
    </message>
    <message>
        <source>--pdf and --html write a worksheet: give them with --questions or --differences</source>
        <translation>--pdf と --html は問題用紙を書き出します：--questions または --differences と一緒に指定してください</translation>
    </message>
    <message>
        <source>--paper goes with --pdf</source>
        <translation>--paper は --pdf と一緒に指定してください</translation>
    </message>
    <message>
        <source>--course prints the whole course: give no file, --diagram, --questions or --differences</source>
        <translation>--course はコース全体を表示します。ファイル、--diagram、--questions、--differences は指定しないでください</translation>
    </message>
    <message>
        <source>--differences takes its own files: give no other file or --diagram</source>
        <translation>--differences は専用のファイルを取ります。他のファイルや --diagram は指定しないでください</translation>
    </message>
    <message>
        <source>--lesson and --sgf go with --questions</source>
        <translation>--lesson と --sgf は --questions と共に指定します</translation>
    </message>
    <message>
        <source>give one of an SGF file, --diagram or --lesson</source>
        <translation>SGFファイル、--diagram、--lesson のいずれか1つを指定してください</translation>
    </message>
    <message>
        <source>give either an SGF file or --diagram, not both</source>
        <translation>SGFファイルか --diagram のどちらか一方を指定してください（両方は指定できません）</translation>
    </message>
    <message>
        <source>an SGF file (or --diagram ID) is required</source>
        <translation>SGFファイル（または --diagram ID）が必要です</translation>
    </message>
    <message>
        <source>Game {number} ({size}x{size})</source>
        <translation>第{number}局（{size}x{size}）</translation>
    </message>
    <message>
        <source>{folder}: 1 file left out, not a game record (.sgf or .mgt): {files}</source>
        <translation>{folder}：対局記録（.sgf・.mgt）でないファイル1件を除外しました：{files}</translation>
    </message>
    <message>
        <source>{folder}: {count} files left out, not game records (.sgf or .mgt): {files}</source>
        <translation>{folder}：対局記録（.sgf・.mgt）でないファイル{count}件を除外しました：{files}</translation>
    </message>
    <message>
        <source>{file} (game {number})</source>
        <translation>{file}（第{number}局）</translation>
    </message>
    <message>
        <source>{file}: 1 move where the rulesets differ</source>
        <translation>{file}: ルールの判定が分かれる着手は1手</translation>
    </message>
    <message>
        <source>{file}: {count} moves where the rulesets differ</source>
        <translation>{file}: ルールの判定が分かれる着手は{count}手</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>move {number} ({move}):</source>
        <translation>{number}手目（{move}）:</translation>
    </message>
    <message>
        <source>counts: {counts}</source>
        <translation>計算: {counts}</translation>
    </message>
    <message>
        <source>at the end the results differ: {results}</source>
        <translation>最後の結果はルールによって異なります: {results}</translation>
    </message>
    <message>
        <source>at the end every ruleset: {result}</source>
        <translation>最後の結果はすべてのルールで: {result}</translation>
    </message>
    <message>
        <source>Where the rulesets differ: {files}</source>
        <translation>ルールの判定が分かれる着手：{files}</translation>
    </message>
    <message>
        <source>{prog}: wrote the worksheet, with 1 board, to {path}</source>
        <translation>{prog}: 問題用紙（盤面図1枚）を {path} に書き出しました</translation>
    </message>
    <message>
        <source>{prog}: wrote the worksheet, with {count} boards, to {path}</source>
        <translation>{prog}: 問題用紙（盤面図{count}枚）を {path} に書き出しました</translation>
    </message>
    <message>
        <source>{file} ({transform})</source>
        <translation>{file}（{transform}）</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}</source>
        <translation>{path} に書き込めません：{why}</translation>
    </message>
    <message>
        <source>{prog}: wrote {count} questions on 1 line to {path}</source>
        <translation>{prog}: 1つの手順の問題 {count} 問を {path} に書き出しました</translation>
    </message>
    <message>
        <source>{prog}: wrote {count} questions on {games} lines to {path}</source>
        <translation>{prog}: {games} 個の手順の問題 {count} 問を {path} に書き出しました</translation>
    </message>
    <message>
        <source>lesson {number}</source>
        <translation>第{number}課</translation>
    </message>
    <message>
        <source>Questions: {title}</source>
        <translation>問題: {title}</translation>
    </message>
    <message>
        <source>No questions: the rulesets agree at every node of this line.</source>
        <translation>問題はありません。この手順のどのノードでもルールの判定は一致しています。</translation>
    </message>
    <message>
        <source>{line}, move {move}</source>
        <translation>{line}、{move}手目</translation>
    </message>
    <message>
        <source>{diagram}, {line}, move {move}</source>
        <translation>{diagram}、{line}、{move}手目</translation>
    </message>
    <message>
        <source>About: {concept}</source>
        <translation>テーマ：{concept}</translation>
    </message>
    <message>
        <source>Marked on the board: {points}</source>
        <translation>盤上の印：{points}</translation>
    </message>
    <message>
        <source>Counted: {count} points</source>
        <translation>数える範囲：{count} 点</translation>
    </message>
    <message>
        <source>Tick every one that applies: {choices}</source>
        <translation>当てはまるものをすべて選んでください: {choices}</translation>
    </message>
    <message>
        <source>Choose one: {choices}</source>
        <translation>1つ選んでください: {choices}</translation>
    </message>
    <message>
        <source>Hint {number}: {hint}</source>
        <translation>ヒント {number}：{hint}</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>none of them</source>
        <translation>どれも当てはまらない</translation>
    </message>
    <message>
        <source>{number}. {answer}. {because}</source>
        <translation>{number}. {answer}。{because}</translation>
    </message>
    <message>
        <source>The other rulesets:</source>
        <translation>ほかのルール：</translation>
    </message>
</context>
</TS>

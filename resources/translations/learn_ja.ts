<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>Concepts</name>
    <message>
        <source>the basic ko rule</source>
        <translation>基本のコウのルール</translation>
    </message>
    <message>
        <source>the rules on passing, the end of play and counting</source>
        <translation>パス、対局の停止と計算のルール</translation>
    </message>
    <message>
        <source>the rule on suicide</source>
        <translation>自殺手のルール</translation>
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
        <source>superko and passes</source>
        <translation>スーパーコウとパス</translation>
    </message>
    <message>
        <source>the rules on long cycles</source>
        <translation>長い循環のルール</translation>
    </message>
    <message>
        <source>the rules on repetition (threefold repetition, minimal superko)</source>
        <translation>反復のルール（3回反復、ミニマル・スーパーコウ）</translation>
    </message>
    <message>
        <source>how points in seki are counted</source>
        <translation>セキの目の数え方</translation>
    </message>
    <message>
        <source>komi and handicap compensation</source>
        <translation>コミと置き石の補償</translation>
    </message>
    <message>
        <source>pass stones and White passing last</source>
        <translation>パス石と白の最後のパス</translation>
    </message>
    <message>
        <source>how a dispute about dead stones is settled</source>
        <translation>死に石についての争いの決め方</translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones</source>
        <translation>応氏ルールのホットストーン</translation>
    </message>
    <message>
        <source>Ing&apos;s rule against disturbing a cycle</source>
        <translation>応氏ルールのディスターブの規定</translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation>計点（石を詰める計算）</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>{title}: {right} of {count} right.</source>
        <translation>{title}：{count} 問中 {right} 問正解。</translation>
    </message>
    <message>
        <source>- {question} {why}</source>
        <translation>- {question}{why}</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>出題</translation>
    </message>
    <message>
        <source>Quiz: {line}</source>
        <translation>出題：{line}</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>復習</translation>
    </message>
</context>
<context>
    <name>LearnDock</name>
    <message>
        <source>Review the card due today</source>
        <translation>今日が期限の復習をする（1 件）</translation>
    </message>
    <message>
        <source>Review the {n} cards due today</source>
        <translation>今日が期限の復習をする（{n} 件）</translation>
    </message>
    <message>
        <source>Resume: {lesson}</source>
        <translation>再開：{lesson}</translation>
    </message>
    <message>
        <source>Next: {lesson}</source>
        <translation>次：{lesson}</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Basic ko</source>
        <translation>基本のコウ</translation>
    </message>
    <message>
        <source>Positional superko</source>
        <translation>ポジショナル・スーパーコウ</translation>
    </message>
    <message>
        <source>Longer cycles than a single ko exist: with three kos on the board, or a double ko, the players can take in turn and come back to a board seen before. Positional superko forbids any play that makes the stones look exactly as they did at any earlier moment of the game, whoever is to move. The four simplified rulesets and Tromp-Taylor use it, and so does this app&apos;s reading of the Chinese ban on whole-board repetition; Japanese and Korean rules have only the basic ko ban.</source>
        <translation>1つのコウより長い循環もあります。盤上に3つのコウがあるときや両コウのとき、双方が交互に取り合って、以前に現れた盤面に戻ることがあります。ポジショナル・スーパーコウは、手番がどちらであっても、対局中のそれ以前のどの時点とも石の配置がまったく同じになる着手を禁じます。4つの簡易ルールとトロンプ・テイラールールがこれを採用し、中国ルールの全局同形反復の禁止も、このアプリではこれとして解釈しています。日本ルールと韓国ルールには基本のコウの禁止しかありません。</translation>
    </message>
    <message>
        <source>Play stops when both players pass in a row (the Renaissance rules want a third pass), and the game is counted. Area counting adds a side&apos;s stones on the board to the empty points it surrounds; territory counting adds the surrounded points to the prisoners taken. The two counts often differ by a point: filling a neutral point gains a point only under area counting, and a move inside your own territory costs a point only under territory counting. White then adds komi, and the usual komi differ too: 6.5 in Japan, 7.5 in China.</source>
        <translation>両者が続けてパスすると対局が停止し（ルネサンスルールでは3回目のパスが必要です）、計算に入ります。面積計算は、盤上にある自分の石の数と、それが囲む空点の数を足します。地の計算は、囲んだ空点の数とアゲハマの数を足します。両者はよく1目違います。中立点（ダメ）を埋めると面積計算でだけ1目得になり、自分の地の中に打つと地の計算でだけ1目損になります。最後に白にコミが加わりますが、ふつうのコミもルールで違い、日本では 6.5、中国では 7.5 です。</translation>
    </message>
    <message>
        <source>Situational superko</source>
        <translation>シチュエーショナル・スーパーコウ</translation>
    </message>
    <message>
        <source>Situational superko looks at the whole situation: the stones and the player to move. A play may not bring back a board that occurred before with the same player to move, so stones that stand as they once did are allowed when it is now the other player&apos;s turn. AGA rules, as commonly read, use it, and New Zealand&apos;s rule (no board as it stood after one of your own moves) forbids the same plays.</source>
        <translation>シチュエーショナル・スーパーコウは、石の配置と手番を合わせた局面全体を見ます。以前に同じ手番で現れた盤面を再現する着手はできません。したがって、石の配置が以前と同じでも、今度は相手の手番であれば許されます。AGA ルールは一般にこう解釈され、ニュージーランドルールの規定（自分のいずれかの手の直後と同じ盤面にしてはならない）も同じ着手を禁じます。</translation>
    </message>
    <message>
        <source>A pass and superko</source>
        <translation>パスとスーパーコウ</translation>
    </message>
    <message>
        <source>A pass puts no stone on the board but hands the turn over, so after a pass the stones and the player to move can be just as they were earlier. Situational superko then forbids the play that would repeat the next board of the cycle, while the basic ko rule lets the cycle go on. Natural situational superko forbids a player only the boards that player made with a stone, so boards after a pass belong to nobody. Passes can also leave a ko that superko never lets anyone retake, and a one-eyed group then lives.</source>
        <translation>パスは盤上に石を置きませんが、手番を相手に渡します。そのためパスの後では、石の配置と手番が以前とまったく同じになることがあります。するとシチュエーショナル・スーパーコウは循環の次の盤面を繰り返す着手を禁じますが、基本のコウのルールでは循環が続きます。ナチュラル・シチュエーショナル・スーパーコウが禁じるのは、その対局者が石を打って作った盤面だけなので、パスの後の盤面はどちらのものでもありません。パスによって、スーパーコウのもとでは誰も取り返せないコウが残ることもあり、そのとき一眼の石が生きます。</translation>
    </message>
    <message>
        <source>Long cycles and no result</source>
        <translation>長い循環と無勝負</translation>
    </message>
    <message>
        <source>Japanese and Korean rules have only the basic ko ban, so nothing forbids the move that repeats a triple ko, a moonshine life or a long life. If the players keep repeating such a cycle the game ends without result: the Japanese text asks for the players&apos; agreement, and this app ends it when the same position, with the same player to move, comes back a third time with no pass in between. The superko rulesets forbid the move that closes the cycle instead, and Ing&apos;s rules stop it with hot stones or the disturbing rule.</source>
        <translation>日本ルールと韓国ルールには基本のコウの禁止しかないため、三コウ、月光の活き、長生を繰り返す着手を禁じるものはありません。対局者がこうした循環を繰り返し続けると、対局は無勝負で終わります。日本の規約は対局者の合意を求めており、このアプリでは、同じ手番の同じ局面が、間にパスをはさまずに3回目に現れた時点で終わりとします。スーパーコウを採るルールは、循環を閉じる着手を代わりに禁じ、応氏ルールはホットストーンかディスターブの規定でこれを止めます。</translation>
    </message>
    <message>
        <source>Threefold repetition and minimal superko</source>
        <translation>3回反復とミニマル・スーパーコウ</translation>
    </message>
    <message>
        <source>The Renaissance rules keep the basic ko ban and let cycles run, but the third time the same position comes round the game ends: a draw if both sides captured as many stones in the loop, otherwise a loss for whoever captured fewer. Their minimal superko forbids a board play only one position: the one in which the last two successive passes were made. Three passes in a row stop play.</source>
        <translation>ルネサンスルールは基本のコウの禁止を残して循環は続けさせますが、同じ局面が3回目に現れると対局は終わります。循環の間に双方が同じ数の石を取っていれば持碁、そうでなければ取った数が少ない側の負けです。ミニマル・スーパーコウが盤上の着手に禁じる局面は1つだけで、直近の2回連続パスが行われた局面です。3回続けてパスすると対局は停止します。</translation>
    </message>
    <message>
        <source>Disputes and the confirmation play</source>
        <translation>死活の争いと死活確認の着手</translation>
    </message>
    <message>
        <source>When play has stopped the players agree which stones are dead. If they disagree, the rulesets part: most play on until the stones are captured or not, Tromp-Taylor counts every stone as alive, and Japan and Korea settle it in a confirmation play whose moves are not kept. There a player whose ko stone was taken must pass once for that ko before retaking it, which is why a bent four in a corner is dead under their rules. The simplified Japanese/Korean rules imagine wise play instead.</source>
        <translation>対局が停止したら、両者はどの石が死んでいるかを合意します。意見が分かれると、ルールによって扱いが異なります。多くのルールは石が取られるかどうかがはっきりするまで対局を続け、トロンプ・テイラールールはすべての石を活きとして数え、日本と韓国は記録に残らない死活確認の着手で決着をつけます。そこでは、コウで石を取られた側は、そのコウについて一度パスしてからでなければ取り返せません。そのため、これらのルールでは隅の曲がり四目は死にです。簡易ルールの日本/韓国は、代わりに最善の着手を想定します。</translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones</source>
        <translation>応氏ルールのホットストーン</translation>
    </message>
    <message>
        <source>Ing&apos;s rules treat a ko fight apart from kos in which neither side can capture. In a ko fight the stones that have just captured are hot: the opponent may capture them only after a move or a pass in between. Hot stones can be two stones, as in long life (double hot stones), and in a triple ko the capturer&apos;s stones in the other kos that lock the same two groups are hot too (twin hot stones). That turns a triple ko or a long life into an ordinary fight instead of a cycle.</source>
        <translation>応氏ルールは、コウ争いを、どちらも相手を取れないコウとは別に扱います。コウ争いでは、取ったばかりの石が「ホット」になり、相手は間に1手かパスをはさんでからでなければそれを取れません。長生のようにホットストーンが2子のこともあり（ダブル・ホットストーン）、三コウでは、同じ2つの石群を結びつけているほかのコウにある取った側の石もホットになります（ツイン・ホットストーン）。これにより三コウや長生は、循環ではなく通常のコウ争いになります。</translation>
    </message>
    <message>
        <source>Ing&apos;s disturbing rule and balanced kos</source>
        <translation>応氏ルールのディスターブの規定と均衡したコウ</translation>
    </message>
    <message>
        <source>Ing&apos;s rules also limit cycles in kos where neither group can capture the other: setting off such a cycle is called disturbing, and each player may disturb only once in a game. The kos are balanced when both groups have the same number of inside liberties, two or more: each side disturbs once, after that neither can be captured, and the groups live in seki. When one group has a single inside liberty the kos are unbalanced: that side may answer only once, and here it dies.</source>
        <translation>応氏ルールは、どちらの石群も相手を取れないコウでの循環も制限します。そうした循環を始めることをディスターブといい、各対局者は1局に1回しかディスターブできません。両方の石群の内ダメが同じ数（2つ以上）のとき、そのコウは均衡しています。双方が1回ずつディスターブすると、その後はどちらも取られず、石群はセキで生きます。一方の石群の内ダメが1つだけなら、そのコウは均衡していません。その側は1回しか応じられず、ここではその石群が死にます。</translation>
    </message>
    <message>
        <source>Lesson {number}: {title}</source>
        <translation>第{number}課：{title}</translation>
    </message>
    <message>
        <source>Suicide</source>
        <translation>自殺手</translation>
    </message>
    <message>
        <source>When one stone takes one stone in a ko, the opponent could take straight back and the two could go on for ever. Every ruleset forbids that immediate recapture: the player must first play somewhere else, usually a threat the other side has to answer. Once each side has played a move elsewhere, the ko may be taken back. Rulesets with a superko rule need no separate ko rule: their superko forbids the recapture too, so the rulings name it positional or situational superko.</source>
        <translation>コウで1子が1子を取ると、相手はすぐに取り返すことができ、これが永遠に続きかねません。どのルールもこの即座の取り返しを禁じています。取り返す前に、まず別の所に打たなければなりません。ふつうは相手が受けなければならない手（コウ材）です。双方が別の所に1手ずつ打った後なら、そのコウを取り返せます。スーパーコウの規定をもつルールには別にコウの規定は要りません。スーパーコウがこの取り返しも禁じるので、判定ではポジショナル・スーパーコウやシチュエーショナル・スーパーコウと呼ばれます。</translation>
    </message>
    <message>
        <source>A play that leaves its own string without liberties, capturing nothing, is suicide. Japanese, Korean, Chinese and AGA rules forbid it, as do three of the simplified rulesets. New Zealand, Tromp-Taylor, the Renaissance rules and the simplified Ing/NZ rules allow it, and Ing&apos;s rules allow the suicide of several stones while a lone stone&apos;s suicide counts as a pass. Where it is legal it can even serve as a ko threat.</source>
        <translation>何も取らずに自分の連のダメをなくす着手が自殺手です。日本・韓国・中国・AGA の各ルールはこれを禁じ、簡易ルールのうち3つも禁じています。ニュージーランドルール、トロンプ・テイラールール、ルネサンスルール、簡易ルールの応氏/NZ はこれを認めます。応氏ルールは複数の石の自殺手を認め、1子だけの自殺手はパスとみなします。合法なルールでは、自殺手がコウ材になることさえあります。</translation>
    </message>
    <message>
        <source>Area and territory counting</source>
        <translation>面積計算と地の計算</translation>
    </message>
    <message>
        <source>Points in seki</source>
        <translation>セキの中の目</translation>
    </message>
    <message>
        <source>An eye inside a seki is surrounded by one side&apos;s stones, yet Japanese and Korean rules count no point in a seki, while area counting and Renaissance B count it as usual. With the same komi, that one point can change the winner.</source>
        <translation>セキの中の眼は一方の石に囲まれていますが、日本ルールと韓国ルールはセキの中の目を地に数えません。一方、面積計算とルネサンス B はふつうに数えます。同じコミでも、この1目で勝者が変わることがあります。</translation>
    </message>
    <message>
        <source>Handicap compensation</source>
        <translation>置碁の補償</translation>
    </message>
    <message>
        <source>Under area counting each handicap stone is a point on the board, so most area rulesets give White some back: a point per stone (Chinese), one less than the number of stones (AGA), a point per stone paid with White stones put in Black&apos;s area at two points each (Ing, as the SST article proposes), or none at all (New Zealand). Territory counting needs no compensation.</source>
        <translation>面積計算では置き石1個が盤上の1目になるため、面積計算のルールの多くは白にいくらか返します。置き石1個につき1目（中国ルール）、置き石の数より1少ない目数（AGA）、黒の地に置く白石で1個2目として支払う、置き石1個につき1目（応氏ルール、SST の条文の提案による）、またはまったく返さない（ニュージーランドルール）。地の計算では補償は必要ありません。</translation>
    </message>
    <message>
        <source>Pass stones</source>
        <translation>パス石</translation>
    </message>
    <message>
        <source>Under AGA rules every pass hands the opponent a stone as a prisoner, and White makes the last pass. In a game from an even start with alternate moves, the territory count then gives the same margin as the area count. The Japanese count has no pass stones, so here it gives Black two points less, and with each ruleset&apos;s usual komi the winner changes.</source>
        <translation>AGA ルールでは、パスするたびに相手に石を1つアゲハマとして渡し、最後のパスは白がします。互先で交互に打った対局なら、これで地の計算の差は面積計算の差と同じになります。日本の計算にはパス石がないため、ここでは黒の目数が2目少なくなり、それぞれのルールのふつうのコミでは勝者が変わります。</translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation>応氏ルールの計点（石を詰める計算）</translation>
    </message>
    <message>
        <source>Ing&apos;s rules count with a fixed supply of stones for each side, 180 on a full board: fill your own area with your stones, and what is left tells the result, empty points over mean a win and stones over mean a loss. The komi is 8 points, paid as four White stones put in Black&apos;s area, and Black wins a tie in an even game. A handicap game compensates White the same way, a point per handicap stone, and then White wins a tie.</source>
        <translation>応氏ルールは、双方に決まった数の石（19路盤で180個）を持たせて計算します。自分の地を自分の石で埋め、何が残るかで結果が決まります。空点が余れば勝ち、石が余れば負けです。コミは8目で、黒の地に白石を4個置いて支払い、互先で同点なら黒の勝ちです。置碁でも同じ方法で置き石1個につき1目を白に補償し、その場合は同点なら白の勝ちです。</translation>
    </message>
    <message>
        <source>{file}: CONCEPT must be one of {concepts}</source>
        <translation>{file}: CONCEPT は {concepts} のいずれかでなければなりません</translation>
    </message>
    <message>
        <source>no lesson position {id}; there are: {ids}</source>
        <translation>レッスン局面 {id} はありません。ある局面: {ids}</translation>
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
        <translation>第{number}課&#x3000;{title} [{id}]</translation>
    </message>
    <message>
        <source>Concept: {concept}</source>
        <translation>概念：{concept}</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>ルール：</translation>
    </message>
    <message>
        <source>Steps: {steps}</source>
        <translation>ステップ：{steps}</translation>
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
        <translation>例題の解説：{diagram}（{line}）</translation>
    </message>
    <message>
        <source>No move</source>
        <translation>着手なし</translation>
    </message>
    <message>
        <source>{node}. {move} (key step): {text}</source>
        <translation>{node}. {move}（要所）：{text}</translation>
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
        <translation>{title}、Article 6（コウ）</translation>
    </message>
    <message>
        <source>{title}, Article 7-2 (a ko in the confirmation of life and death)</source>
        <translation>{title}、Article 7-2（死活確認でのコウ）</translation>
    </message>
    <message>
        <source>{title}, Part 2, During the game, item 4 (basic ko, common to every rule system)</source>
        <translation>{title}、Part 2, During the game, item 4（基本のコウ。すべてのルールに共通）</translation>
    </message>
    <message>
        <source>{title}, rule 2 (basic ko)</source>
        <translation>{title}、rule 2 (basic ko)</translation>
    </message>
    <message>
        <source>{title}, Common Simplified Rules (no play may bring back an earlier arrangement of stones), called positional superko in the commentaries</source>
        <translation>{title}、Common Simplified Rules（どの着手も以前の石の配置を再現してはならない）。解説ではポジショナル・スーパーコウと呼ばれる</translation>
    </message>
    <message>
        <source>{title}, Article 20 (whole-board repetition forbidden in principle), read as positional superko, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}、Article 20（全局同形反復は原則として禁止）。ポジショナル・スーパーコウとして解釈（図のライブラリの注記による要約）</translation>
    </message>
    <message>
        <source>{title}, positional superko, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}、ポジショナル・スーパーコウ（図のライブラリの注記による要約）</translation>
    </message>
    <message>
        <source>{title}, Article 6 (ko): the basic ko rule only</source>
        <translation>{title}、Article 6（コウ）：基本のコウの規定のみ</translation>
    </message>
    <message>
        <source>{title}, superko as commonly read: situational, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}、一般的な解釈によるスーパーコウ：シチュエーショナル（図のライブラリの注記による要約）</translation>
    </message>
    <message>
        <source>{title}, the definition of a move</source>
        <translation>{title}、move の定義</translation>
    </message>
    <message>
        <source>natural situational superko, as commonly defined; the BGA&apos;s reading of the AGA rule, as summarised in the diagram library&apos;s notes</source>
        <translation>ナチュラル・シチュエーショナル・スーパーコウ（一般的な定義）；英国囲碁協会（BGA）による AGA の規定の解釈（図のライブラリの注記による要約）</translation>
    </message>
    <message>
        <source>positional superko: {title}, Common Simplified Rules</source>
        <translation>ポジショナル・スーパーコウ：{title}、Common Simplified Rules</translation>
    </message>
    <message>
        <source>{title}, Article 12 (no result: the whole-board position repeats and the players agree)</source>
        <translation>{title}、Article 12（無勝負：盤全体の局面が繰り返され、対局者が合意する）</translation>
    </message>
    <message>
        <source>Korean practice: a repeated long cycle annuls the game ({title}, Part 1, Introduction; Part 6A, Double hot stones)</source>
        <translation>韓国の慣例：長い循環が繰り返されると対局は無効になる（{title}、Part 1, Introduction；Part 6A, Double hot stones）</translation>
    </message>
    <message>
        <source>positional superko ({title}, Common Simplified Rules) and situational superko ({other}, the definition of a move)</source>
        <translation>ポジショナル・スーパーコウ（{title}、Common Simplified Rules）とシチュエーショナル・スーパーコウ（{other}、move の定義）</translation>
    </message>
    <message>
        <source>{title}, rule 3 (threefold repetition)</source>
        <translation>{title}、rule 3 (threefold repetition)</translation>
    </message>
    <message>
        <source>{title}, rule 4 (minimal superko)</source>
        <translation>{title}、rule 4 (minimal superko)</translation>
    </message>
    <message>
        <source>{title}, rule 5 (three successive passes; dispute phases)</source>
        <translation>{title}、rule 5（3回連続のパス；死活の争いの段階）</translation>
    </message>
    <message>
        <source>{title}, Part 6A (Fighting Kos: hot stones; Double hot stones; Twin hot stones)</source>
        <translation>{title}、Part 6A（Fighting Kos：ホットストーン；Double hot stones；Twin hot stones）</translation>
    </message>
    <message>
        <source>{title}, Part 2, During the game, items 4 and 5</source>
        <translation>{title}、Part 2, During the game, items 4 and 5</translation>
    </message>
    <message>
        <source>{title}, Part 6B (Balanced Kos: disturbing, once per player per game)</source>
        <translation>{title}、Part 6B（Balanced Kos：ディスターブは各対局者が1局に1回）</translation>
    </message>
    <message>
        <source>{title}, Part 6B (Balanced quadruple ko; Unbalanced double ko; &quot;What kind of ko am I?&quot;)</source>
        <translation>{title}、Part 6B (Balanced quadruple ko; Unbalanced double ko; &quot;What kind of ko am I?&quot;)</translation>
    </message>
    <message>
        <source>{title}, Part 2, During the game, item 5</source>
        <translation>{title}、Part 2, During the game, item 5</translation>
    </message>
    <message>
        <source>{title}, the definition of a play; Notes (no rule against suicide)</source>
        <translation>{title}、play の定義；Notes（自殺手を禁じる規定はない）</translation>
    </message>
    <message>
        <source>{title}, Part 2, During the game, item 3; Part 4 (Suicide)</source>
        <translation>{title}、Part 2, During the game, item 3；Part 4 (Suicide)</translation>
    </message>
    <message>
        <source>{title}, rule 1 (suicide allowable)</source>
        <translation>{title}、rule 1（自殺手は認められる）</translation>
    </message>
    <message>
        <source>{title}, commentary on Simplified Ing/NZ (suicide allowed); Simplified Chinese and Japanese/Korean blocks and the AGA commentary (suicide prohibited)</source>
        <translation>{title}、Simplified Ing/NZ についての Commentary（自殺手は認められる）；Simplified Chinese と Japanese/Korean のブロック、AGA についての Commentary（自殺手は禁止）</translation>
    </message>
    <message>
        <source>{title}, suicide allowed, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}、自殺手は認められる（図のライブラリの注記による要約）</translation>
    </message>
    <message>
        <source>{title}, Article 4 (no group without a liberty may stay on the board)</source>
        <translation>{title}、Article 4（呼吸点のない石は盤上に残れない）</translation>
    </message>
    <message>
        <source>Chinese, Korean and AGA rules, suicide illegal, as summarised in the diagram library&apos;s notes</source>
        <translation>中国ルール・韓国ルール・AGA ルール、自殺手は禁止（図のライブラリの注記による要約）</translation>
    </message>
    <message>
        <source>{title}, Article 9 (end of the game: two passes in succession stop it, agreement ends it, resumption)</source>
        <translation>{title}、Article 9（終局：連続する2回のパスで対局が停止し、合意で終局する。再開）</translation>
    </message>
    <message>
        <source>Korean practice: disputes settled as under the Japanese rules, as summarised in the diagram library&apos;s notes</source>
        <translation>韓国の慣例：死活の争いは日本ルールと同じように解決する（図のライブラリの注記による要約）</translation>
    </message>
    <message>
        <source>{title}, two passes end the game with every stone alive, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}、2回のパスですべての石を活きとして対局が終わる（図のライブラリの注記による要約）</translation>
    </message>
    <message>
        <source>{title}, Common Simplified Rules (the four phases); Simplified Japanese/Korean block (imagined wise alternation)</source>
        <translation>{title}、Common Simplified Rules（4つの段階）；Simplified Japanese/Korean のブロック（仮想の賢明な交互着手）</translation>
    </message>
    <message>
        <source>{title}, Simplified Ing/NZ block (score: stones plus surrounded empty regions) and Simplified Japanese/Korean block (score: surrounded empty regions plus prisoners)</source>
        <translation>{title}、Simplified Ing/NZ のブロック（スコア：石と、囲んだ空の領域）、Simplified Japanese/Korean のブロック（スコア：囲んだ空の領域とアゲハマ）</translation>
    </message>
    <message>
        <source>{title}, area scoring, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}、面積計算（図のライブラリの注記による要約）</translation>
    </message>
    <message>
        <source>{title}, Article 8 (territory)</source>
        <translation>{title}、Article 8（地）</translation>
    </message>
    <message>
        <source>{title}, Part 2, Ending the Game, item 3 (a move inside your own area costs nothing under area counting)</source>
        <translation>{title}、Part 2, Ending the Game, item 3（面積計算では、自分の地域の中に打っても損にならない）</translation>
    </message>
    <message>
        <source>{title}, Article 8 (eye points of stones in seki are not territory)</source>
        <translation>{title}、Article 8（セキの石の眼は地ではない）</translation>
    </message>
    <message>
        <source>{title}, Simplified Japanese/Korean block (points in seki score for nobody)</source>
        <translation>{title}、Simplified Japanese/Korean のブロック（セキの中の点はどちらの得点にもならない）</translation>
    </message>
    <message>
        <source>Korean practice: seki counted as under the Japanese rules, as summarised in the diagram library&apos;s notes</source>
        <translation>韓国の慣例：セキは日本ルールと同じように数える（図のライブラリの注記による要約）</translation>
    </message>
    <message>
        <source>area counting: {title}, Simplified Ing/NZ block (score)</source>
        <translation>面積計算：{title}、Simplified Ing/NZ のブロック（スコア）</translation>
    </message>
    <message>
        <source>{title}, B.6 and B.7 (territory: points surrounded by live stones, with no seki exception)</source>
        <translation>{title}、B.6 and B.7（地：活き石に囲まれた点。セキの例外はない）</translation>
    </message>
    <message>
        <source>{title}, Commentary (Japanese/Korean rules give one excess dame no value)</source>
        <translation>{title}、Commentary（日本ルールと韓国ルールでは、余ったダメ1つに価値はない）</translation>
    </message>
    <message>
        <source>{title}, a point per handicap stone (the Chinese preset&apos;s description, {file})</source>
        <translation>{title}、置き石1個につき1目（中国ルールのプリセットの説明、{file}）</translation>
    </message>
    <message>
        <source>{title}, a point per handicap stone after the first (the AGA preset&apos;s description, {file})</source>
        <translation>{title}、2個目以降の置き石1個につき1目（AGA ルールのプリセットの説明、{file}）</translation>
    </message>
    <message>
        <source>{title}, Part 2, Counting, item 5 (N points for N stones, to match territory counting; not in Ing&apos;s official texts) and Part 3 (handicap game counting)</source>
        <translation>{title}、Part 2, Counting, item 5（置き石 N 個に N 目。地の計算に合わせるため。応氏の公式の文書にはない）、Part 3 (handicap game counting)</translation>
    </message>
    <message>
        <source>{title}, the handicap rule (White passes n - 1 times; no komi)</source>
        <translation>{title}、置碁の規定（白は n - 1 回パスする。コミなし）</translation>
    </message>
    <message>
        <source>{title}, Simplified AGA block (each pass adds a prisoner; White&apos;s extra last pass) and its commentary (the two counts agree)</source>
        <translation>{title}、Simplified AGA のブロック（パスするたびにアゲハマが1つ加わる；白の追加の最後のパス）とその Commentary（2つの計算が一致する）</translation>
    </message>
    <message>
        <source>{title}, pass stones and White passing last, as summarised in the diagram library&apos;s notes</source>
        <translation>{title}、パス石と、最後にパスするのは白であること（図のライブラリの注記による要約）</translation>
    </message>
    <message>
        <source>{title}, B.8 and B.9 (pass stones and equal moves in dispute phases)</source>
        <translation>{title}、B.8 and B.9（死活の争いの段階でのパス石と等しい手数）</translation>
    </message>
    <message>
        <source>{title}, Part 2, Start of the game, item 1 (180 stones each) and Counting, items 1 to 4 (the fill-in)</source>
        <translation>{title}、Part 2, Start of the game, item 1（各180子）、Counting, items 1 to 4（石を詰める計算）</translation>
    </message>
    <message>
        <source>{title}, Part 2, Start of the game, item 4 (komi 8) and Counting, items 4 and 5 (ties; handicap compensation)</source>
        <translation>{title}、Part 2, Start of the game, item 4（コミ8）、Counting, items 4 and 5（同点；置碁の補償）</translation>
    </message>
    <message>
        <source>{title}, Part 3 (Demonstrations of Ing Counting)</source>
        <translation>{title}、Part 3 (Demonstrations of Ing Counting)</translation>
    </message>
</context>
<context>
    <name>Mastery</name>
    <message>
        <source>not asked</source>
        <translation>出題なし</translation>
    </message>
    <message>
        <source>not seen yet</source>
        <translation>未出題</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>学習中</translation>
    </message>
    <message>
        <source>shaky</source>
        <translation>不安定</translation>
    </message>
    <message>
        <source>known</source>
        <translation>習得</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>定着</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>A progress file that could not be used was kept as {aside}. To use it again, close gogui, move {name} away and rename {aside_name} back to {name}.</source>
        <translation>使えなかった進み具合のファイルは {aside} として残してあります。もう一度使うには、gogui を閉じてから {name} を別の場所に移し、{aside_name} の名前を {name} に戻してください。</translation>
    </message>
    <message>
        <source>The progress could not be saved to {path} ({why}).</source>
        <translation>進み具合を {path} に保存できませんでした（{why}）。</translation>
    </message>
    <message>
        <source>The file {path} could not be read ({why}).</source>
        <translation>ファイル {path} を読み込めませんでした（{why}）。</translation>
    </message>
    <message>
        <source>The file {path} is not a gogui progress file ({why}).</source>
        <translation>ファイル {path} は gogui の進み具合のファイルではありません（{why}）。</translation>
    </message>
    <message>
        <source>The progress folder {folder} cannot be made ({why}).</source>
        <translation>進み具合のフォルダー {folder} を作れません（{why}）。</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>フォルダーになっています</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be read ({why}); it is left as it is.</source>
        <translation>進み具合のファイル {path} を読めません（{why}）。ファイルはそのままにしてあります。</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be written ({why}): its answers are shown, and new ones are not kept in it.</source>
        <translation>進み具合のファイル {path} に書き込めません（{why}）。記録済みの解答は表示しますが、新しい解答はこのファイルには残りません。</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be written just now ({why}): new answers are kept and written to it as soon as it can be.</source>
        <translation>進み具合のファイル {path} に今は書き込めません（{why}）。新しい解答は保持しておき、書き込めるようになりしだい書き込みます。</translation>
    </message>
    <message>
        <source>Another program is using the progress file {path}: its answers show, and new answers are written to it, as soon as it is free.</source>
        <translation>別のプログラムが進み具合のファイル {path} を使用中です。ファイルが空きしだい、記録済みの解答を表示し、新しい解答を書き込みます。</translation>
    </message>
    <message>
        <source>Another program is using the progress file {path}: new answers are kept and written to it as soon as it is free.</source>
        <translation>別のプログラムが進み具合のファイル {path} を使用中です。新しい解答は保持しておき、ファイルが空きしだい書き込みます。</translation>
    </message>
    <message>
        <source>The progress file {path} was written by a newer version of gogui (its schema version is {version}): its answers are shown, and new ones are not kept in it.</source>
        <translation>進み具合のファイル {path} は新しい版の gogui で書かれています（スキーマ版数 {version}）。記録済みの解答は表示しますが、新しい解答はこのファイルには残りません。</translation>
    </message>
    <message>
        <source>Progress is kept only until the program closes.</source>
        <translation>進み具合はプログラムを閉じるまでしか保持されません。</translation>
    </message>
    <message>
        <source>The progress file {path} cannot be used ({why}) and cannot be renamed aside ({again}); it is left as it is.</source>
        <translation>進み具合のファイル {path} は使えず（{why}）、名前を変えて残すこともできません（{again}）。ファイルはそのままにしてあります。</translation>
    </message>
    <message>
        <source>The progress file could not be used ({why}): it was kept as {aside} and a fresh one was started. To use it again, close gogui, move {name} away and rename {aside_name} back to {name}.</source>
        <translation>進み具合のファイルを使えませんでした（{why}）。ファイルは {aside} として残し、新しいファイルで始めました。もう一度使うには、gogui を閉じてから {name} を別の場所に移し、{aside_name} の名前を {name} に戻してください。</translation>
    </message>
    <message>
        <source>it holds something else (schema version {version})</source>
        <translation>別の内容が入っています：スキーマのバージョン {version}</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>壊れています</translation>
    </message>
    <message>
        <source>it is not progress exported by gogui</source>
        <translation>gogui が書き出した進み具合ではありません</translation>
    </message>
    <message>
        <source>its version {version} is not one this gogui reads</source>
        <translation>版数 {version} はこの gogui では読めません</translation>
    </message>
    <message>
        <source>its {part} are not a list</source>
        <translation>{part} がリストではありません</translation>
    </message>
    <message>
        <source>entry {number} of its {part} is malformed</source>
        <translation>{part} の {number} 番目の項目が正しい形ではありません</translation>
    </message>
    <message>
        <source>entry {number} of its {part} has no valid {field}</source>
        <translation>{part} の {number} 番目の項目に正しい {field} がありません</translation>
    </message>
</context>
<context>
    <name>QuestionSgf</name>
    <message>
        <source>Question {number}: {prompt}</source>
        <translation>問題 {number}：{prompt}</translation>
    </message>
    <message>
        <source>Answer by naming a point.</source>
        <translation>点を1つ答えてください。</translation>
    </message>
    <message>
        <source>Tick every one that applies: {choices}</source>
        <translation>当てはまるものをすべて選んでください：{choices}</translation>
    </message>
    <message>
        <source>Choose one: {choices}</source>
        <translation>1つ選んでください：{choices}</translation>
    </message>
    <message>
        <source>Hint {number}: {hint}</source>
        <translation>ヒント {number}：{hint}</translation>
    </message>
    <message>
        <source>none of them</source>
        <translation>どれも当てはまらない</translation>
    </message>
    <message>
        <source>Answer: {answer}</source>
        <translation>解答：{answer}</translation>
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
        <translation>対局が続く</translation>
    </message>
    <message>
        <source>play stops</source>
        <translation>対局が停止する</translation>
    </message>
    <message>
        <source>the game ends and is counted with every stone alive</source>
        <translation>対局が終わり、すべての石を活きとして計算する</translation>
    </message>
    <message>
        <source>the game ends without result</source>
        <translation>無勝負で対局が終わる</translation>
    </message>
    <message>
        <source>the game ends in a draw</source>
        <translation>持碁で対局が終わる</translation>
    </message>
    <message>
        <source>Black wins by repetition</source>
        <translation>反復により黒の勝ち</translation>
    </message>
    <message>
        <source>White wins by repetition</source>
        <translation>反復により白の勝ち</translation>
    </message>
    <message>
        <source>the game ends</source>
        <translation>対局が終わる</translation>
    </message>
    <message>
        <source>{point} is not such a point.</source>
        <translation>{point} はそのような点ではありません。</translation>
    </message>
    <message>
        <source>That is not such a point.</source>
        <translation>そこはそのような点ではありません。</translation>
    </message>
    <message>
        <source>{point} is forbidden too, but by another rule ({ban}); the question asks about {asked}.</source>
        <translation>{point}も着手禁止ですが、別の規定によるもの（{ban}）です。この問題が問うのは{asked}です。</translation>
    </message>
    <message>
        <source>{ruleset}: forbids {forbidden}; allows {allowed}</source>
        <translation>{ruleset}：{forbidden}を禁じ、{allowed}を認める</translation>
    </message>
    <message>
        <source>{ruleset}: forbids {forbidden}</source>
        <translation>{ruleset}：{forbidden}を禁じる</translation>
    </message>
    <message>
        <source>{ruleset}: allows {allowed}</source>
        <translation>{ruleset}：{allowed}を認める</translation>
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
        <source>Black&apos;s pass</source>
        <translation>黒のパス</translation>
    </message>
    <message>
        <source>White&apos;s pass</source>
        <translation>白のパス</translation>
    </message>
    <message>
        <source>Black&apos;s {point}</source>
        <translation>黒の {point}</translation>
    </message>
    <message>
        <source>White&apos;s {point}</source>
        <translation>白の {point}</translation>
    </message>
    <message>
        <source>a tie: nobody wins</source>
        <translation>同点：勝者なし</translation>
    </message>
    <message>
        <source>Black wins by {margin}</source>
        <translation>黒の {margin} 目勝ち</translation>
    </message>
    <message>
        <source>Black wins on equal points</source>
        <translation>同点で黒の勝ち</translation>
    </message>
    <message>
        <source>White wins by {margin}</source>
        <translation>白の {margin} 目勝ち</translation>
    </message>
    <message>
        <source>White wins on equal points</source>
        <translation>同点で白の勝ち</translation>
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
        <translation>{ruleset}では、{player}の {point} は着手禁止です（{reason}）：{explanation}</translation>
    </message>
    <message>
        <source>Is {move} (move {number}) legal under {ruleset} rules?</source>
        <translation>{ruleset}では、{move}（{number}手目）は合法ですか？</translation>
    </message>
    <message>
        <source>Yes, it is legal</source>
        <translation>はい、合法です</translation>
    </message>
    <message>
        <source>No, it is illegal</source>
        <translation>いいえ、着手禁止です</translation>
    </message>
    <message>
        <source>{ruleset} forbids it ({reason}): {explanation}</source>
        <translation>{ruleset}は禁じます（{reason}）：{explanation}</translation>
    </message>
    <message>
        <source>Which of these rulesets allow {move} (move {number})?</source>
        <translation>{move}（{number}手目）を認めるのは、次のうちどのルールですか？</translation>
    </message>
    <message>
        <source>After {move} (move {number}), what happens under {ruleset} rules?</source>
        <translation>{ruleset}では、{move}（{number}手目）の後どうなりますか？</translation>
    </message>
    <message>
        <source>Under {ruleset} rules, {happening}: {explanation}</source>
        <translation>{ruleset}では、{happening}：{explanation}</translation>
    </message>
    <message>
        <source>{groups}.</source>
        <translation>{groups}。</translation>
    </message>
    <message>
        <source>{ruleset} allows it: {why}.</source>
        <translation>{ruleset}は認めます：{why}。</translation>
    </message>
    <message>
        <source>{ruleset} rules have no {rule} rule.</source>
        <translation>{ruleset}には{rule}のルールがありません。</translation>
    </message>
    <message>
        <source>Play has stopped. Counting only the part of the board shown, who wins under {ruleset} rules, and by how much?</source>
        <translation>対局が停止しました。示された盤の部分だけを数えると、{ruleset}では、どちらが何目勝ちますか？</translation>
    </message>
    <message>
        <source>Play has stopped. Who wins under {ruleset} rules, and by how much?</source>
        <translation>対局が停止しました。{ruleset}では、どちらが何目勝ちますか？</translation>
    </message>
    <message>
        <source>Under {ruleset} rules: {explanation}</source>
        <translation>{ruleset}では：{explanation}</translation>
    </message>
    <message>
        <source>{ruleset}: {result}.</source>
        <translation>{ruleset}：{result}。</translation>
    </message>
    <message>
        <source>Play has stopped. Which of these rulesets give Black the win?</source>
        <translation>対局が停止しました。黒の勝ちとするのは、次のうちどのルールですか？</translation>
    </message>
    <message>
        <source>Play has stopped. Which of these rulesets give White the win?</source>
        <translation>対局が停止しました。白の勝ちとするのは、次のうちどのルールですか？</translation>
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
        <translation>または</translation>
    </message>
    <message>
        <source>Under {ruleset} rules {player} may not play at {points}.</source>
        <translation>{ruleset}では、{player}は {points} に打てません。</translation>
    </message>
    <message>
        <source>{point} ({ban})</source>
        <translation>{point}（{ban}）</translation>
    </message>
    <message>
        <source>Click a point where {player} may not play now under {ruleset} rules ({bans}).</source>
        <translation>{ruleset}で、今{player}が打てない点をクリックしてください（{bans}）。</translation>
    </message>
    <message>
        <source>That count adds up area (stones and surrounded points) where this ruleset counts territory and prisoners.</source>
        <translation>その計算は面積（石と囲んだ点）を足していますが、このルールは地とアゲハマを数えます。</translation>
    </message>
    <message>
        <source>That count adds up territory and prisoners where this ruleset counts area (stones and surrounded points).</source>
        <translation>その計算は地とアゲハマを足していますが、このルールは面積（石と囲んだ点）を数えます。</translation>
    </message>
    <message>
        <source>That count leaves out the komi.</source>
        <translation>その計算はコミを入れていません。</translation>
    </message>
    <message>
        <source>That count leaves out White&apos;s handicap compensation.</source>
        <translation>その計算は白の置き石の補償を入れていません。</translation>
    </message>
    <message>
        <source>That count gives the komi to Black instead of White.</source>
        <translation>その計算はコミを白ではなく黒に与えています。</translation>
    </message>
    <message>
        <source>That count forgets the prisoners and the dead stones.</source>
        <translation>その計算はアゲハマと死に石を忘れています。</translation>
    </message>
    <message>
        <source>That count forgets the pass stones.</source>
        <translation>その計算はパス石を忘れています。</translation>
    </message>
    <message>
        <source>That is what another ruleset counts here, not this one.</source>
        <translation>それは別のルールのこの局面の計算で、このルールのものではありません。</translation>
    </message>
    <message>
        <source>That count is off by a point.</source>
        <translation>その計算は1目ずれています。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The rule under {ruleset}: {statement} ({source})</source>
        <translation>{ruleset}のルール：{statement}（{source}）</translation>
    </message>
    <message>
        <source>The rule: {statement} ({source})</source>
        <translation>ルール：{statement}（{source}）</translation>
    </message>
    <message>
        <source>suicide is allowed: the player&apos;s own stones without liberties are removed</source>
        <translation>自殺手が認められている：ダメのない自分の石は取り除かれる</translation>
    </message>
    <message>
        <source>they have no {ban}; their superko is {own}: {rule}</source>
        <translation>{ban}はなく、スーパーコウは{own}：{rule}</translation>
    </message>
    <message>
        <source>they have no {ban}: besides the basic ko rule they forbid only taking hot stones at once and disturbing a cycle a second time, and this move does neither</source>
        <translation>{ban}はなく、基本のコウのルールのほかに禁じるのは、ホットストーンをすぐに取ることと、循環を2度目にディスターブすることだけで、この着手はそのどちらでもない</translation>
    </message>
    <message>
        <source>this move captures nothing</source>
        <translation>この手は何も取らない</translation>
    </message>
    <message>
        <source>this move is no such immediate retake</source>
        <translation>この手はそのような即座の取り返しではない</translation>
    </message>
    <message>
        <source>this move captures {count} stones</source>
        <translation>この手は {count} 子を取る</translation>
    </message>
    <message>
        <source>they have no {ban}, only the basic ko rule, which forbids only taking back a single stone at once; {capture}</source>
        <translation>{ban}はなく、基本のコウのルールだけで、それが禁じるのは1子をすぐに取り返すことだけ；{capture}</translation>
    </message>
    <message>
        <source>they have no {ban} rule</source>
        <translation>{ban}のルールはない</translation>
    </message>
    <message>
        <source>the basic ko rule forbids only taking back a single stone at once; this move captures {count} stones</source>
        <translation>基本のコウのルールが禁じるのは1子をすぐに取り返すことだけ；この手は {count} 子を取る</translation>
    </message>
    <message>
        <source>their {ban} rule does not reach this move: {rule}</source>
        <translation>その{ban}のルールはこの手には及ばない：{rule}</translation>
    </message>
    <message>
        <source>{ban}: {rule}</source>
        <translation>{ban}：{rule}</translation>
    </message>
    <message>
        <source>Under {ruleset} rules {move} is illegal ({ban}): {explanation}</source>
        <translation>{ruleset}では、{move}は着手禁止（{ban}）：{explanation}</translation>
    </message>
    <message>
        <source>Under {ruleset} rules {move} is legal: {why}.</source>
        <translation>{ruleset}では、{move}は合法：{why}。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>forbid it — {why}</source>
        <translation>禁じる — {why}</translation>
    </message>
    <message>
        <source>allow it — {why}</source>
        <translation>認める — {why}</translation>
    </message>
    <message>
        <source>{rulesets}: {what}</source>
        <translation>{rulesets}：{what}</translation>
    </message>
    <message>
        <source>they have no {rule} rule</source>
        <translation>{rule}のルールはない</translation>
    </message>
    <message>
        <source>play stops only after {count} passes in a row</source>
        <translation>対局が停止するのは {count} 回続けてパスした後だけ</translation>
    </message>
    <message>
        <source>{count} passes in a row stop play</source>
        <translation>{count} 回続けてパスすると対局が停止する</translation>
    </message>
    <message>
        <source>{count} passes in a row end the game</source>
        <translation>{count} 回続けてパスすると終局する</translation>
    </message>
    <message>
        <source>{happening} — {why}</source>
        <translation>{happening} — {why}</translation>
    </message>
    <message>
        <source>territory counting</source>
        <translation>地の計算</translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation>計点（石を詰める計算）</translation>
    </message>
    <message>
        <source>area counting</source>
        <translation>面積計算</translation>
    </message>
    <message>
        <source>{method}, komi {komi}</source>
        <translation>{method}、コミ {komi}</translation>
    </message>
    <message>
        <source>{result} ({method})</source>
        <translation>{result}（{method}）</translation>
    </message>
    <message>
        <source>Look at {rule} under {ruleset}: when does play stop, and when does the game end?</source>
        <translation>{ruleset}の{rule}を見てください：対局はいつ停止し、いつ終局しますか？</translation>
    </message>
    <message>
        <source>Look at {rule}: which of these rulesets have such a rule, and what does it say here?</source>
        <translation>{rule}を見てください：これらのルールのどれにその規定があり、ここで何と言いますか？</translation>
    </message>
    <message>
        <source>Look at {rule}: does {ruleset} have such a rule, and what does it forbid?</source>
        <translation>{rule}を見てください：{ruleset}にその規定はありますか、何を禁じますか？</translation>
    </message>
    <message>
        <source>Look at {rule} under {ruleset}: {statement}</source>
        <translation>{ruleset}の{rule}を見てください：{statement}</translation>
    </message>
    <message>
        <source>which single stone could be taken straight back?</source>
        <translation>すぐに取り返せる1子はどれですか？</translation>
    </message>
    <message>
        <source>which empty point would leave the player&apos;s own stones without a liberty?</source>
        <translation>どの空点なら自分の石のダメがなくなりますか？</translation>
    </message>
    <message>
        <source>look back along the moves: which board would come back?</source>
        <translation>手順をさかのぼってください：どの盤面が戻ってきますか？</translation>
    </message>
    <message>
        <source>look back along the moves: which board would come back, with whom to play?</source>
        <translation>手順をさかのぼってください：どの盤面が、どちらの手番で戻ってきますか？</translation>
    </message>
    <message>
        <source>look back along the moves, passes included: which situation would come back?</source>
        <translation>パスも含めて手順をさかのぼってください：どの局面が戻ってきますか？</translation>
    </message>
    <message>
        <source>look back along the moves: has this whole position come round before?</source>
        <translation>手順をさかのぼってください：この局面全体が以前にも現れましたか？</translation>
    </message>
    <message>
        <source>look back along the moves: how often has this position come round?</source>
        <translation>手順をさかのぼってください：この局面は何回現れましたか？</translation>
    </message>
    <message>
        <source>which stones have just captured, and may they be taken at once?</source>
        <translation>どの石が今取ったところで、すぐに取れますか？</translation>
    </message>
    <message>
        <source>which cycle has been disturbed already, and by whom?</source>
        <translation>どの循環がすでにディスターブされ、誰によってですか？</translation>
    </message>
    <message>
        <source>count the passes in a row, and how many end play here.</source>
        <translation>続いたパスの数と、ここで何回で対局が停止するかを数えてください。</translation>
    </message>
    <message>
        <source>what happens to the stones both sides claim?</source>
        <translation>双方が主張する石はどうなりますか？</translation>
    </message>
    <message>
        <source>Look at the whole board: {question}</source>
        <translation>盤全体を見てください：{question}</translation>
    </message>
    <message>
        <source>Look near {point}, where {player} just played: {question}</source>
        <translation>{player}が今打った {point} の近くを見てください：{question}</translation>
    </message>
    <message>
        <source>Look at the moves just before this one: {question}</source>
        <translation>この手の直前の手を見てください：{question}</translation>
    </message>
    <message>
        <source>Look at {point} and the stones next to it: {question}</source>
        <translation>{point} とその隣の石を見てください：{question}</translation>
    </message>
    <message>
        <source>Look at the empty points inside the seki: whose are they?</source>
        <translation>セキの中の空点を見てください：誰のものですか？</translation>
    </message>
    <message>
        <source>Look at the handicap stones: how many, and what White gets for them.</source>
        <translation>置き石を見てください：何子あり、白はその分何を得ますか。</translation>
    </message>
    <message>
        <source>Count the passes each side made: each may hand over a stone.</source>
        <translation>それぞれのパスの数を数えてください：パスごとに石を1子渡すことがあります。</translation>
    </message>
    <message>
        <source>Count how many stones each side needs to fill its area.</source>
        <translation>それぞれが自分の面積を埋めるのに何子必要かを数えてください。</translation>
    </message>
    <message>
        <source>Look at which stones the settling of the dispute removed.</source>
        <translation>争いの決着でどの石が取り除かれたかを見てください。</translation>
    </message>
    <message>
        <source>Count each side&apos;s stones and surrounded points (and the prisoners, for territory counting), then give White the komi of {komi}.</source>
        <translation>それぞれの石と囲んだ点（地の計算ならアゲハマも）を数え、白にコミ {komi} を足してください。</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Not answered yet.</source>
        <translation>まだ解答していません。</translation>
    </message>
    <message>
        <source>Asked for: last answered {ago}.</source>
        <translation>指定による復習です。前回の解答は{ago}。</translation>
    </message>
    <message>
        <source>Missed {ago}.</source>
        <translation>{ago}に間違えました。</translation>
    </message>
    <message>
        <source>Answered right {ago}: time to check it is still known.</source>
        <translation>{ago}に正解しました。まだ覚えているか確かめる時期です。</translation>
    </message>
    <message>
        <source>a few minutes ago</source>
        <translation>数分前</translation>
    </message>
    <message>
        <source>1 hour ago</source>
        <translation>1時間前</translation>
    </message>
    <message>
        <source>{n} hours ago</source>
        <translation>{n}時間前</translation>
    </message>
    <message>
        <source>1 day ago</source>
        <translation>1日前</translation>
    </message>
    <message>
        <source>{n} days ago</source>
        <translation>{n}日前</translation>
    </message>
</context>
<context>
    <name>RuleSource</name>
    <message>
        <source>Japanese Rules of Go (1989)</source>
        <translation>日本囲碁規約（1989年）</translation>
    </message>
    <message>
        <source>Ing&apos;s SST Rules of Go</source>
        <translation>Ing&apos;s SST Rules of Go（応氏SSTルール）</translation>
    </message>
    <message>
        <source>Renaissance rules</source>
        <translation>Renaissance rules（ルネサンスルール）</translation>
    </message>
    <message>
        <source>Simplified rules</source>
        <translation>Simplified rules（簡易ルール）</translation>
    </message>
    <message>
        <source>New Zealand Rules of Go</source>
        <translation>New Zealand Rules of Go（ニュージーランド囲碁規則）</translation>
    </message>
    <message>
        <source>Tromp-Taylor rules</source>
        <translation>Tromp-Taylor rules（トロンプ・テイラールール）</translation>
    </message>
    <message>
        <source>Chinese Rules of Go (2002)</source>
        <translation>Chinese Rules of Go (2002)（中国囲碁競技規則）</translation>
    </message>
    <message>
        <source>Chinese rules</source>
        <translation>中国ルール</translation>
    </message>
    <message>
        <source>AGA rules</source>
        <translation>AGA ルール</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About gogui</source>
        <translation>gogui について</translation>
    </message>
    <message>
        <source>How the rulesets of Go differ: every position ruled under every ruleset, with reasons.</source>
        <translation>囲碁のルールはどう違うか：どの局面もすべてのルールで判定し、その理由を示します。</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <source>Sources of the rulesets</source>
        <translation>ルールの出典</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <source>Each preset is implemented from a ruleset text. Every description, explanation and diagram comment in gogui is written in the project&apos;s own words.</source>
        <translation>各プリセットはルールの原文に基づいて実装しています。gogui の説明・解説・図のコメントはすべてこのプロジェクト独自の文章です。</translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <source>Export PNG</source>
        <translation>PNG に書き出す</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
    <message>
        <source>Could not write {path}</source>
        <translation>{path} に書き込めませんでした</translation>
    </message>
    <message>
        <source>Export SVG</source>
        <translation>SVG に書き出す</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>{path} に書き込めませんでした：{why}</translation>
    </message>
</context>
<context>
    <name>CasualGames</name>
    <message>
        <source>Continue a saved game</source>
        <translation>保存した対局を続ける</translation>
    </message>
    <message>
        <source>SGF files (*.sgf);;All files (*)</source>
        <translation>SGF ファイル (*.sgf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>対局を続けられません</translation>
    </message>
    <message>
        <source>Cannot recover the game</source>
        <translation>対局を復元できません</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>New position</source>
        <translation>新しい局面</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>Nothing was added: under {rules} the line did not get this far, so the board shows another position. Choose another ruleset to play here.</source>
        <translation>何も追加していません：{rules}では手順がここまで届かなかったため、盤には別の局面が表示されています。ここで打つには別のルールを選んでください。</translation>
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
        <source>{p} to play</source>
        <translation>{p}番</translation>
    </message>
    <message>
        <source>Set up {v}</source>
        <translation>{v} に配置</translation>
    </message>
    <message>
        <source>Mark {v}</source>
        <translation>{v} に印</translation>
    </message>
    <message>
        <source>{v} is already occupied: no ruleset allows a play there.</source>
        <translation>{v} にはすでに石があります。どのルールでもそこには打てません。</translation>
    </message>
    <message>
        <source>No ruleset allows this play: {why}</source>
        <translation>この着手を認めるルールはありません：{why}</translation>
    </message>
    <message>
        <source>The rulesets do not differ after this move on this line.</source>
        <translation>この手順では、この手より後にルールの違いはありません。</translation>
    </message>
    <message>
        <source>The rulesets do not differ before this move on this line.</source>
        <translation>この手順では、この手より前にルールの違いはありません。</translation>
    </message>
    <message>
        <source>{ruleset}: {verdict}.</source>
        <translation>{ruleset}：{verdict}。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Allowed under: {names}.</source>
        <translation>認めるルール：{names}。</translation>
    </message>
    <message>
        <source>No other ruleset allows it either.</source>
        <translation>ほかに認めるルールもありません。</translation>
    </message>
</context>
<context>
    <name>CountBox</name>
    <message>
        <source>Count</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>What if: the same position under every ruleset</source>
        <translation>もしも：同じ局面をすべてのルールで</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Black : White</source>
        <translation>黒 : 白</translation>
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
        <source>{side}: {parts}</source>
        <translation>{side}：{parts}</translation>
    </message>
    <message>
        <source>Points in seki, not counted: {n}</source>
        <translation>セキの中の目（数えない）：{n}</translation>
    </message>
    <message>
        <source>If the marked stones are dead</source>
        <translation>印をつけた石が死んでいるなら</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>持碁</translation>
    </message>
</context>
<context>
    <name>CustomRulesDialog</name>
    <message>
        <source>Custom ruleset</source>
        <translation>カスタムルール</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>元にするルール</translation>
    </message>
</context>
<context>
    <name>DiagramBrowser</name>
    <message>
        <source>Diagram library</source>
        <translation>図のライブラリ</translation>
    </message>
    <message>
        <source>Could not be read</source>
        <translation>読み込めませんでした</translation>
    </message>
    <message>
        <source>These files of the library are malformed and were left out.</source>
        <translation>ライブラリのこれらのファイルは形式が壊れているため除外しました。</translation>
    </message>
    <message>
        <source>Left out of the library (could not be read): {names}</source>
        <translation>ライブラリから除外（読み込めません）：{names}</translation>
    </message>
</context>
<context>
    <name>EngineBar</name>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the engine thinking; you may then play its move yourself</source>
        <translation>エンジンの思考を止めます。その後、エンジンの手を自分で打つこともできます</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Let the engines play again</source>
        <translation>エンジンにまた打たせます</translation>
    </message>
    <message>
        <source>The engine was stopped. Play its move yourself, or Continue to let it play.</source>
        <translation>エンジンを停止しました。エンジンの手を自分で打つか、「続ける」を押してエンジンに打たせてください。</translation>
    </message>
</context>
<context>
    <name>EngineChecker</name>
    <message>
        <source>The command has a quotation mark that is not closed.</source>
        <translation>コマンドに閉じていない引用符があります。</translation>
    </message>
    <message>
        <source>{engine} answers.</source>
        <translation>{engine} が応答しました。</translation>
    </message>
    <message>
        <source>{program} refused the GTP command “{command}”: {reason}</source>
        <translation>{program} は GTP コマンド「{command}」を拒否しました：{reason}</translation>
    </message>
    <message>
        <source>{program} does not speak GTP: it wrote {what}. Does the command start it in GTP mode?</source>
        <translation>{program} は GTP で応答しません（出力：{what}）。このコマンドで GTP モードで起動しますか？</translation>
    </message>
    <message>
        <source>{program} cannot be started: the folder {folder} does not exist.</source>
        <translation>{program} を起動できません：フォルダ {folder} がありません。</translation>
    </message>
    <message>
        <source>{program} cannot be started: it is not found, or may not be run.</source>
        <translation>{program} を起動できません：見つからないか、実行が許可されていません。</translation>
    </message>
    <message>
        <source>{program} stopped before answering (exit status {code}).</source>
        <translation>{program} は応答する前に終了しました（終了ステータス {code}）。</translation>
    </message>
    <message>
        <source>{program} started but gave no answer in {seconds} s. Does the command start it in GTP mode?</source>
        <translation>{program} は起動しましたが、{seconds} 秒以内に応答しませんでした。このコマンドで GTP モードで起動しますか？</translation>
    </message>
</context>
<context>
    <name>EngineEntryDialog</name>
    <message>
        <source>Add an engine</source>
        <translation>エンジンの追加</translation>
    </message>
    <message>
        <source>Edit an engine</source>
        <translation>エンジンの編集</translation>
    </message>
    <message>
        <source>the program&apos;s name</source>
        <translation>プログラムの名前</translation>
    </message>
    <message>
        <source>for example: gnugo --mode gtp</source>
        <translation>例：gnugo --mode gtp</translation>
    </message>
    <message>
        <source>the app&apos;s own</source>
        <translation>アプリ自身の作業フォルダ</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>選択...</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>コマンド(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>作業フォルダ(&amp;W):</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>確認(&amp;H)</translation>
    </message>
    <message>
        <source>Start the engine and ask its name and version</source>
        <translation>エンジンを起動し、名前とバージョンを問い合わせます</translation>
    </message>
    <message>
        <source>Starting {engine}...</source>
        <translation>{engine} を起動中...</translation>
    </message>
    <message>
        <source>Working folder</source>
        <translation>作業フォルダ</translation>
    </message>
</context>
<context>
    <name>EnginePlayer</name>
    <message>
        <source>{engine} answered nonsense ({what}) and was stopped.</source>
        <translation>{engine} が意味をなさない応答（{what}）を返したため、停止しました。</translation>
    </message>
    <message>
        <source>{engine} cannot follow this game ({what}) and was stopped.</source>
        <translation>{engine} はこの対局の手順をたどれない（{what}）ため、停止しました。</translation>
    </message>
    <message>
        <source>{engine} gave no answer in {n} s and was stopped.</source>
        <translation>{engine} は {n} 秒以内に応答しなかったため、停止しました。</translation>
    </message>
    <message>
        <source>{engine} could not be started ({command}): {why}</source>
        <translation>{engine} を起動できませんでした（{command}）：{why}</translation>
    </message>
    <message>
        <source>{engine} ended {n} times and was given up.</source>
        <translation>{engine} が {n} 回終了したため、この対局では使うのをやめました。</translation>
    </message>
</context>
<context>
    <name>EngineRules</name>
    <message>
        <source>Natural situational superko (a pass does not count as a play that changes the situation): the referee refuses what it forbids.</source>
        <translation>ナチュラル・シチュエーショナル・スーパーコウ（パスは状況を変える着手に数えない）：これが禁じる手は審判が拒否します。</translation>
    </message>
    <message>
        <source>The Renaissance ko rule (a position may repeat; the third time ends play): the engines play simple ko, and the referee ends play at the third repetition.</source>
        <translation>ルネサンスルールのコウの規定（局面は反復してよく、3回目で対局が停止する）：エンジンは基本のコウで打ち、3回目の反復で審判が対局を停止させます。</translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones and disturbing kos: the engines play simple ko, and the referee refuses a hot stone or a disturbing ko capture and asks again.</source>
        <translation>応氏ルールのホットストーンとディスターブのコウ：エンジンは基本のコウで打ち、ホットストーンを取る手やディスターブのコウを取る手は審判が拒否して、別の手を求めます。</translation>
    </message>
    <message>
        <source>A long cycle that makes the game no result: the referee ends the game.</source>
        <translation>対局を無勝負にする長い循環：審判が対局を終わらせます。</translation>
    </message>
    <message>
        <source>Threefold repetition, won or drawn by captures: the referee ends play and rules it.</source>
        <translation>取った石の数で勝ちか持碁が決まる3回反復：審判が対局を停止させて判定します。</translation>
    </message>
    <message>
        <source>Single-stone suicide: KataGo never plays it, and cannot follow a player who does.</source>
        <translation>1子の自殺手：KataGo はこれを打たず、相手が打つとその後の対局をたどれません。</translation>
    </message>
    <message>
        <source>Ing&apos;s count by filling in: the engines count area, which gives the same result; the referee counts.</source>
        <translation>応氏ルールの計点（石を詰める計算）：エンジンは面積計算で数え、結果は同じになります。計算は審判が行います。</translation>
    </message>
    <message>
        <source>Three passes in a row end play: the referee asks the engines again after two.</source>
        <translation>3回続けてパスすると対局が停止する：2回のパスの後、審判がエンジンにもう一度手を求めます。</translation>
    </message>
    <message>
        <source>Pass stones (a pass hands the opponent a stone): the referee gives them and counts them.</source>
        <translation>パス石（パスすると相手に石を1つ渡す）：審判が石を渡し、計算に入れます。</translation>
    </message>
    <message>
        <source>Pass stones in a dispute phase: the referee gives them and counts them.</source>
        <translation>死活の争いの段階でのパス石：審判が石を渡し、計算に入れます。</translation>
    </message>
    <message>
        <source>White passes last: the referee makes White&apos;s obligatory pass.</source>
        <translation>最後のパスは白：白の義務としてのパスは審判が行います。</translation>
    </message>
    <message>
        <source>The confirmation play of a dispute (not kept, each ko needs a pass): the referee runs it.</source>
        <translation>異議のときの死活確認の着手（記録に残らず、コウごとにパスが必要）：審判が進めます。</translation>
    </message>
    <message>
        <source>The imagined play that settles a dispute: the referee runs it.</source>
        <translation>異議を決着させる仮想の着手：審判が進めます。</translation>
    </message>
    <message>
        <source>A dispute leaves every stone alive: an engine that passes before capturing dead stones may lose them.</source>
        <translation>異議があるとすべての石が活きとなる：死に石を取る前にパスするエンジンは、その分を失うことがあります。</translation>
    </message>
    <message>
        <source>White&apos;s compensation of a point per handicap stone: GNU Go does not count it; the referee does.</source>
        <translation>置き石1個につき1目の白への補償：GNU Go は数えず、審判が数えます。</translation>
    </message>
    <message>
        <source>White&apos;s compensation of a point per handicap stone after the first: GNU Go does not count it; the referee does.</source>
        <translation>2個目からの置き石1個につき1目の白への補償：GNU Go は数えず、審判が数えます。</translation>
    </message>
    <message>
        <source>A tie goes to Black: the referee rules it.</source>
        <translation>同点は黒の勝ち：審判が判定します。</translation>
    </message>
    <message>
        <source>A tie goes to White: the referee rules it.</source>
        <translation>同点は白の勝ち：審判が判定します。</translation>
    </message>
    <message>
        <source>In a handicap game a tie goes to Black: the referee rules it.</source>
        <translation>置碁では同点は黒の勝ち：審判が判定します。</translation>
    </message>
    <message>
        <source>In a handicap game a tie goes to White: the referee rules it.</source>
        <translation>置碁では同点は白の勝ち：審判が判定します。</translation>
    </message>
    <message>
        <source>This engine is told only the komi and the board size: the referee refuses every move the ruleset forbids, and runs the end of the game.</source>
        <translation>このエンジンに伝えるのはコミと盤の大きさだけです。ルールが禁じる手はすべて審判が拒否し、終局の手続きも審判が進めます。</translation>
    </message>
    <message>
        <source>plays it as it is</source>
        <translation>このルールのとおりに打つ</translation>
    </message>
    <message>
        <source>plays its moves by it; the referee runs the end of the game</source>
        <translation>着手はこのルールのとおり。終局の手続きは審判が進める</translation>
    </message>
    <message>
        <source>plays nearby rules; the referee refuses the moves they differ on</source>
        <translation>近いルールで打つ。ルールの違いにかかわる手は審判が拒否する</translation>
    </message>
    <message>
        <source>its defaults (Japanese rules, simple ko)</source>
        <translation>既定の設定（日本ルール、基本のコウ）</translation>
    </message>
    <message>
        <source>komi and board size only</source>
        <translation>コミと盤の大きさのみ</translation>
    </message>
</context>
<context>
    <name>EngineSeats</name>
    <message>
        <source>{engine} (Black)</source>
        <translation>{engine}（黒）</translation>
    </message>
    <message>
        <source>{engine} (White)</source>
        <translation>{engine}（白）</translation>
    </message>
    <message>
        <source>{who} is thinking: wait for its move, or press Stop.</source>
        <translation>{who}が考えています。手を待つか、「停止」を押してください。</translation>
    </message>
    <message>
        <source>{who} is placing its handicap stones...</source>
        <translation>{who}が置き石を置いています...</translation>
    </message>
    <message>
        <source>{who} is thinking...</source>
        <translation>{who}が考えています...</translation>
    </message>
</context>
<context>
    <name>EngineSettings</name>
    <message>
        <source>Type the command that starts the engine in GTP mode, for example: gnugo --mode gtp</source>
        <translation>エンジンを GTP モードで起動するコマンドを入力してください。例：gnugo --mode gtp</translation>
    </message>
    <message>
        <source>The command has a quotation mark that is not closed; close it, or remove it.</source>
        <translation>コマンドに閉じていない引用符があります。閉じるか、削除してください。</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>フォルダ {folder} がありません。</translation>
    </message>
    <message>
        <source>This command starts {engine}, which is already in the list.</source>
        <translation>このコマンドで起動するのは {engine} で、すでに一覧にあります。</translation>
    </message>
</context>
<context>
    <name>EngineSettingsDialog</name>
    <message>
        <source>Engines</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>追加(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Edit...</source>
        <translation>編集(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>確認(&amp;H)</translation>
    </message>
    <message>
        <source>Start the engine and ask its name and version</source>
        <translation>エンジンを起動し、名前とバージョンを問い合わせます</translation>
    </message>
    <message>
        <source>The engines you can play in a new game:</source>
        <translation>新しい対局で相手にできるエンジン：</translation>
    </message>
    <message>
        <source>{engine} (found on this system)</source>
        <translation>{engine}（このシステムで検出）</translation>
    </message>
    <message>
        <source>No engine yet. Install GNU Go ({command}) and open this window again, or add a GTP engine with Add.</source>
        <translation>エンジンはまだありません。GNU Go をインストールして（{command}）このウィンドウを開き直すか、「追加」で GTP エンジンを追加してください。</translation>
    </message>
    <message>
        <source>Command: {command}</source>
        <translation>コマンド：{command}</translation>
    </message>
    <message>
        <source>Working folder: {folder}</source>
        <translation>作業フォルダ：{folder}</translation>
    </message>
    <message>
        <source>Starting {engine}...</source>
        <translation>{engine} を起動中...</translation>
    </message>
</context>
<context>
    <name>Explorer</name>
    <message>
        <source>game {number} of {path}</source>
        <extracomment>The board tools: play, the setup tools (a colour or erase) and the marks with their SGF names. &quot;label&quot; puts the next letter on a point, &quot;number&quot; the next number, &quot;text&quot; a text of one&apos;s own.</extracomment>
        <translation>{path} の第{number}局</translation>
    </message>
    <message>
        <source>A line of game {number} of the file has {longest} nodes; the teaching window follows lines of at most {most} under every ruleset (it would take minutes and gigabytes). Nothing was opened, and {file} is unchanged.</source>
        <translation>ファイルの第{number}局に{longest}ノードの手順があります。メインウィンドウがすべてのルールで追う手順は{most}ノードまでです（超えると数分の時間と数ギガバイトのメモリが必要になります）。何も開いておらず、{file} は変更されていません。</translation>
    </message>
    <message>
        <source>A line of the record has {longest} nodes; the teaching window follows lines of at most {most} under every ruleset (it would take minutes and gigabytes). Nothing was opened, and {file} is unchanged.</source>
        <translation>この棋譜に{longest}ノードの手順があります。メインウィンドウがすべてのルールで追う手順は{most}ノードまでです（超えると数分の時間と数ギガバイトのメモリが必要になります）。何も開いておらず、{file} は変更されていません。</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>第{number}局</translation>
    </message>
    <message>
        <source>Under {rules} the line did not get this far. The board shows its game where it stopped, at move {n}.</source>
        <translation>{rules}では手順がここまで届きませんでした。盤はその対局が止まった{n}手目の局面です。</translation>
    </message>
    <message>
        <source>{black} vs {white}</source>
        <translation>{black} 対 {white}</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export board</source>
        <translation>盤面を書き出す</translation>
    </message>
    <message>
        <source> pixels</source>
        <translation> ピクセル</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>サイズ(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Black and white, for printing</source>
        <translation>白黒（印刷用）(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Number the moves, from move:</source>
        <translation>手数を表示、開始手(&amp;N):</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Resign</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>対局は終わりました。</translation>
    </message>
    <message>
        <source>{v} already holds a handicap stone.</source>
        <translation>{v} にはすでに置き石があります。</translation>
    </message>
    <message>
        <source>Handicap stone at {v}</source>
        <translation>{v} に置き石</translation>
    </message>
    <message>
        <source>{who} captures {n}.</source>
        <translation>{who}が{n}子を取ります。</translation>
    </message>
    <message>
        <source>Passing is for the time of play.</source>
        <translation>パスができるのは対局中だけです。</translation>
    </message>
    <message>
        <source>Play has stopped. Click strings to mark them dead, then accept, or dispute.</source>
        <translation>対局が停止しました。石の連をクリックして死に石に印をつけ、承認するか、異議を唱えてください。</translation>
    </message>
    <message>
        <source>Black passed last, so White&apos;s obligatory last pass follows (it hands Black a stone). </source>
        <translation>最後にパスしたのは黒なので、白の義務としての最後のパスが続きます（黒に石を1つ渡します）。</translation>
    </message>
    <message>
        <source>The confirmation play has stopped: accept to count, with the stones it captured as dead.</source>
        <translation>死活確認の着手が停止しました。承認すると、そこで取られた石を死に石として計算します。</translation>
    </message>
    <message>
        <source>Confirmation play: moves are not kept, each ko needs a pass for it before it is retaken, and stones captured here are dead. Pass twice to finish.</source>
        <translation>死活確認の着手：手は記録に残りません。劫を取り返すには、その劫ごとに先に一度パスが必要です。ここで取られた石は死に石です。2回続けてパスすると終わります。</translation>
    </message>
    <message>
        <source>Hypothetical play (no confirmation phase): imagined wise play, not kept, without ko threats. Stones captured here are dead; pass twice to finish.</source>
        <translation>仮想の着手（確認段階なし）：最善を想定した着手で、記録に残らず、コウ材は使えません。ここで取られた石は死に石です。2回続けてパスすると終わります。</translation>
    </message>
    <message>
        <source>Play resumes. Pass until play stops again.</source>
        <translation>対局を再開します。再び停止するまでパスを続けてください。</translation>
    </message>
    <message>
        <source>Autosave failed: {e}</source>
        <translation>自動保存に失敗しました：{e}</translation>
    </message>
    <message>
        <source>{engine} takes every stone for alive: accept, or click strings to mark them dead.</source>
        <translation>{engine}はすべての石を生きとしました。承認するか、石の連をクリックして死に石に印をつけてください。</translation>
    </message>
    <message>
        <source>{engine} marks 1 stone as dead: accept, or click strings to change the marks.</source>
        <translation>{engine}は1子を死に石としました。承認するか、石の連をクリックして印を変えてください。</translation>
    </message>
    <message>
        <source>{engine} marks {n} stones as dead: accept, or click strings to change the marks.</source>
        <translation>{engine}は{n}子を死に石としました。承認するか、石の連をクリックして印を変えてください。</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Komi must be a number of points, such as 6.5 or 7.</source>
        <translation>コミは 6.5 や 7 のような目数で入力してください。</translation>
    </message>
    <message>
        <source>(none named)</source>
        <translation>（指定なし）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Game info</source>
        <translation>対局情報</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>題名(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>黒(&amp;B):</translation>
    </message>
    <message>
        <source>Black&apos;s ran&amp;k:</source>
        <translation>黒の段級位(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>白(&amp;W):</translation>
    </message>
    <message>
        <source>White&apos;s r&amp;ank:</source>
        <translation>白の段級位(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日付(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>棋戦(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation>場所(&amp;P):</translation>
    </message>
    <message>
        <source>the ruleset&apos;s own</source>
        <translation>ルールの既定値</translation>
    </message>
    <message>
        <source>Ko&amp;mi:</source>
        <translation>コミ(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <translation>置き石(&amp;H):</translation>
    </message>
    <message>
        <source>R&amp;uleset:</source>
        <translation>ルール(&amp;U):</translation>
    </message>
    <message>
        <source>B+3.5, W+R, 0 (a draw)...</source>
        <translation>B+3.5、W+R、0（持碁）…</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>結果(&amp;R):</translation>
    </message>
    <message>
        <source>New position</source>
        <translation>新しい局面</translation>
    </message>
    <message>
        <source>Board &amp;size (2 to 25):</source>
        <translation>盤の大きさ（2〜25）(&amp;S):</translation>
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
        <source>&amp;Player to move:</source>
        <translation>手番(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Komi:</source>
        <translation>コミ(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Handicap (standard points):</source>
        <translation>置き石（定位置）(&amp;H):</translation>
    </message>
    <message>
        <source>Edit game info</source>
        <translation>対局情報の編集</translation>
    </message>
    <message>
        <source>Black: {black}, White: {white}</source>
        <translation>黒：{black}、白：{white}</translation>
    </message>
    <message>
        <source>Komi {komi}</source>
        <translation>コミ {komi}</translation>
    </message>
    <message>
        <source>Handicap {stones}</source>
        <translation>置き石 {stones}</translation>
    </message>
    <message>
        <source>Ruleset {name}</source>
        <translation>ルール {name}</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>結果：{result}</translation>
    </message>
</context>
<context>
    <name>GameTreeView</name>
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
        <source>Move {n}: {colour} {where}</source>
        <translation>{n}手目：{colour} {where}</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>Empty node</source>
        <translation>空のノード</translation>
    </message>
    <message>
        <source>Delete this variation</source>
        <translation>この変化を削除</translation>
    </message>
    <message>
        <source>Make this the main line</source>
        <translation>これを本線にする</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>Both accept</source>
        <translation>双方が承認</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>異議</translation>
    </message>
    <message>
        <source>Nobody moves: all alive</source>
        <translation>誰も動かさない：すべて活き</translation>
    </message>
    <message>
        <source>Comment on the last move (saved with the game)</source>
        <translation>最後の手へのコメント（対局と一緒に保存）</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>新しい対局(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Save game...</source>
        <translation>対局を保存(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>移動(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>進む(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>最初へ(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Now</source>
        <translation>現在の局面へ(&amp;N)</translation>
    </message>
    <message>
        <source>The engine that played {players} is not among your engines now (Edit &gt; Engines): you play for it.</source>
        <translation>{players}を担当していたエンジンは、今はエンジンの一覧にありません（［編集］&gt;［エンジン］）。代わりにあなたが打ちます。</translation>
    </message>
    <message>
        <source>Are you sure?</source>
        <translation>よろしいですか？</translation>
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
        <source>{who} resigns and loses the game. Resign?</source>
        <translation>{who}は投了し、この対局に負けます。投了しますか？</translation>
    </message>
    <message>
        <source>Both players accept the dead stones as marked: the game is counted and over. Accept?</source>
        <translation>双方が印のとおりの死に石を承認します。計算して対局は終わります。承認しますか？</translation>
    </message>
    <message>
        <source>This is the position after move {k}, not the game now: press End (Go &gt; Now) to return to the game and play.</source>
        <translation>これは{k}手目の後の局面で、現在の対局ではありません。End キー（［移動］&gt;［現在の局面へ］）を押すと、対局に戻って打てます。</translation>
    </message>
    <message>
        <source>{name} (Black)</source>
        <translation>{name}（黒）</translation>
    </message>
    <message>
        <source>{name} (White)</source>
        <translation>{name}（白）</translation>
    </message>
    <message>
        <source>{b} vs {w}, {rules}, komi {komi}</source>
        <translation>{b} 対 {w}、{rules}、コミ {komi}</translation>
    </message>
    <message>
        <source>{player} resigns...</source>
        <translation>{player}が投了...</translation>
    </message>
    <message>
        <source>{p}: place handicap stone {k} of {n}.</source>
        <translation>{p}：置き石 {n} 個のうち {k} 個目を置いてください。</translation>
    </message>
    <message>
        <source>{p} to play.</source>
        <translation>{p}番です。</translation>
    </message>
    <message>
        <source>Play has stopped. Click strings to mark them dead; then accept, or dispute.</source>
        <translation>対局が停止しました。石の連をクリックして死に石に印をつけ、承認するか、異議を唱えてください。</translation>
    </message>
    <message>
        <source>Confirmation play (not kept): {p} to play.</source>
        <translation>死活確認の着手（記録に残りません）：{p}番です。</translation>
    </message>
    <message>
        <source>Hypothetical play (not kept, no ko threats): {p} to play.</source>
        <translation>仮想の着手（記録に残らず、コウ材なし）：{p}番です。</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>終局しました。</translation>
    </message>
    <message>
        <source>(dispute phase {n})</source>
        <translation>（異議の段階 {n}）</translation>
    </message>
    <message>
        <source>Looking at move {k} of {n}: press End to return to the game.</source>
        <translation>{n}手中{k}手目を表示中：End キーで対局に戻ります。</translation>
    </message>
    <message>
        <source>Prisoners taken: Black {b}, White {w}</source>
        <translation>アゲハマ：黒 {b}、白 {w}</translation>
    </message>
    <message>
        <source>; pass stones received: Black {b}, White {w}</source>
        <translation>；受け取ったパス石：黒 {b}、白 {w}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>対局を保存</translation>
    </message>
    <message>
        <source>SGF files (*.sgf)</source>
        <translation>SGF ファイル (*.sgf)</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>対局は保存されませんでした</translation>
    </message>
    <message>
        <source>Could not write {path}: {err}. Any earlier file there is unchanged.</source>
        <translation>{path} に書き込めませんでした：{err}。そこにあった以前のファイルは変わっていません。</translation>
    </message>
    <message>
        <source>Could not save to {path}: {err}. Any earlier file there is unchanged.</source>
        <translation>{path} に保存できませんでした：{err}。そこにあった以前のファイルは変わっていません。</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>{path} に保存しました</translation>
    </message>
    <message>
        <source>The game is not finished and not saved. Save it?</source>
        <translation>対局は終わっておらず、保存もされていません。保存しますか？</translation>
    </message>
    <message>
        <source>The game is not finished and not saved. {why} Save it?</source>
        <translation>対局は終わっておらず、保存もされていません。{why} 保存しますか？</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>対局を保存しますか？</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>How to read the &amp;panel</source>
        <translation>パネルの見方(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About gogui</source>
        <translation>gogui について(&amp;A)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>gogui will show the chosen language when it starts again.</source>
        <translation>選んだ言語は、gogui を次に起動したときから表示されます。</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>System &amp;default</source>
        <translation>システムの既定(&amp;D)</translation>
    </message>
</context>
<context>
    <name>LearnDock</name>
    <message>
        <source>Learn</source>
        <translation>学習</translation>
    </message>
    <message>
        <source>The progress file is free again: every answer is kept in it.</source>
        <translation>進み具合のファイルが空きました。すべての解答がファイルに記録されています。</translation>
    </message>
    <message>
        <source>The course asks before it tells: a position, a question, then what every ruleset says.</source>
        <translation>このコースは、説明の前に質問します。局面と問題を見てから、各ルールの判定を確かめます。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>復習</translation>
    </message>
    <message>
        <source>Quiz me here</source>
        <translation>ここで出題</translation>
    </message>
    <message>
        <source>Questions on the line the window shows, where the rulesets disagree</source>
        <translation>ウィンドウに表示中の手順で、ルールの判定が分かれる所を出題します</translation>
    </message>
    <message>
        <source>&amp;Progress</source>
        <translation>進み具合(&amp;P)</translation>
    </message>
    <message>
        <source>How well each concept is known under each ruleset</source>
        <translation>ルールごとに各概念をどれだけ身につけたか</translation>
    </message>
    <message>
        <source>&amp;Export progress...</source>
        <translation>進み具合を書き出す(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Import progress...</source>
        <translation>進み具合を読み込む(&amp;I)...</translation>
    </message>
    <message>
        <source>Reset progress...</source>
        <translation>進み具合をリセット...</translation>
    </message>
    <message>
        <source>Begin</source>
        <translation>始める</translation>
    </message>
    <message>
        <source>Back to the course</source>
        <translation>コースに戻る</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>次の手順</translation>
    </message>
    <message>
        <source>Start the questions</source>
        <translation>問題を始める</translation>
    </message>
    <message>
        <source>{title}: worked example, step {i} of {n}</source>
        <translation>{title}：例題、手順 {i}/{n}</translation>
    </message>
    <message>
        <source>What the rulesets do here:</source>
        <translation>ここで各ルールがすること：</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>飛ばす</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Show the answer; the question comes back in Review</source>
        <translation>答えを表示します。この問題は復習でまた出題されます</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>レッスンを終える</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>次のレッスン</translation>
    </message>
    <message>
        <source>1 question, not started</source>
        <translation>1 問、未着手</translation>
    </message>
    <message>
        <source>{n} questions, not started</source>
        <translation>{n} 問、未着手</translation>
    </message>
    <message>
        <source>{right} of {n} right</source>
        <translation>{n} 問中 {right} 問正解</translation>
    </message>
    <message>
        <source>{k} to review</source>
        <translation>復習 {k} 問</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>修了</translation>
    </message>
    <message>
        <source>at question {q}</source>
        <translation>{q} 問目まで</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>最初から</translation>
    </message>
    <message>
        <source>This lesson is about:</source>
        <translation>このレッスンで扱う規定：</translation>
    </message>
    <message>
        <source>You stopped before question {q} of {n}: you go on from there.</source>
        <translation>前回は {n} 問中 {q} 問目の前で中断しました。そこから続けます。</translation>
    </message>
    <message>
        <source>&amp;Review ({n} due today)</source>
        <translation>復習(&amp;R)（今日 {n} 件）</translation>
    </message>
    <message>
        <source>Review ({n} due)</source>
        <translation>復習（{n} 件）</translation>
    </message>
    <message>
        <source>Nothing is due for review today: come back tomorrow, or take the next lesson.</source>
        <translation>今日復習するものはありません。明日また来るか、次のレッスンに進んでください。</translation>
    </message>
    <message>
        <source>Progress exported.</source>
        <translation>進み具合を書き出しました。</translation>
    </message>
    <message>
        <source>this line</source>
        <translation>この手順</translation>
    </message>
    <message>
        <source>Working out questions on this line: {p}%</source>
        <translation>この手順の問題を作成中：{p}%</translation>
    </message>
    <message>
        <source>Every ruleset agrees all along this line: there is nothing to ask here.</source>
        <translation>この手順ではすべてのルールの判定が一致しています。ここで出せる問題はありません。</translation>
    </message>
    <message>
        <source>Reset progress?</source>
        <translation>進み具合をリセットしますか？</translation>
    </message>
    <message>
        <source>Forget every answer and where each lesson was left? This cannot be undone.</source>
        <translation>すべての解答と各レッスンの中断位置を消去しますか？元に戻せません。</translation>
    </message>
    <message>
        <source>Export lesson as S&amp;GF...</source>
        <translation>課をSGFで書き出す(&amp;G)...</translation>
    </message>
    <message>
        <source>The lesson&apos;s questions, answers and why as one SGF file, to step through in any SGF viewer</source>
        <translation>課の問題・解答・理由を1つのSGFファイルに。どのSGFビューアでも順にたどれます</translation>
    </message>
    <message>
        <source>Re&amp;set progress...</source>
        <translation>進み具合をリセット(&amp;S)...</translation>
    </message>
    <message>
        <source>The question&apos;s position could not be shown.</source>
        <translation>問題の局面を表示できませんでした。</translation>
    </message>
    <message>
        <source>{title}: question {q} of {n}</source>
        <translation>{title}：{n} 問中 {q} 問目</translation>
    </message>
    <message>
        <source>Click the point on the board.</source>
        <translation>盤上の点をクリックしてください。</translation>
    </message>
    <message>
        <source>Tick every one that applies, then Answer (or press Enter).</source>
        <translation>当てはまるものすべてにチェックを入れ、「解答」を押してください（Enter でも可）。</translation>
    </message>
    <message>
        <source>Choose one, then Answer (or press Enter).</source>
        <translation>1つ選んで「解答」を押してください（Enter でも可）。</translation>
    </message>
    <message>
        <source>Hint {i}:</source>
        <translation>ヒント {i}：</translation>
    </message>
    <message>
        <source>Not quite — try once more.</source>
        <translation>惜しい — もう一度どうぞ。</translation>
    </message>
    <message>
        <source>Skipped: this question comes back in Review.</source>
        <translation>飛ばしました：この問題は復習でまた出題されます。</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>正解。</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>不正解。</translation>
    </message>
    <message>
        <source>You clicked {v}.</source>
        <translation>クリックした点：{v}。</translation>
    </message>
    <message>
        <source>The answer:</source>
        <translation>答え：</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>The other rulesets:</source>
        <translation>ほかのルール：</translation>
    </message>
    <message>
        <source>What each ruleset says here:</source>
        <translation>この局面での各ルールの判定：</translation>
    </message>
    <message>
        <source>Review what is due</source>
        <translation>期限の来たものを復習</translation>
    </message>
    <message>
        <source>right at the second try</source>
        <translation>2回目で正解</translation>
    </message>
    <message>
        <source>See the summary</source>
        <translation>まとめを見る</translation>
    </message>
    <message>
        <source>The concepts due for review today, each asked on another position: turned, reflected, colour-swapped or another of the course</source>
        <translation>今日復習する概念を、それぞれ別の局面で出題します：回転、反転、白黒を入れ替えた局面、またはコースの別の局面</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進み具合</translation>
    </message>
    <message>
        <source>{k} more at the second try</source>
        <translation>2回目で正解がさらに {k} 問</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>飛ばした</translation>
    </message>
    <message>
        <source>You left {title} for another record; starting it again in the Learn panel comes back to this question.</source>
        <translation>別の棋譜を開いたため、{title} を離れました。学習パネルでもう一度始めると、この問題から続きます。</translation>
    </message>
    <message>
        <source>You left {title} for another record.</source>
        <translation>別の棋譜を開いたため、{title} を離れました。</translation>
    </message>
    <message>
        <source>Answer the question in the Learn panel first.</source>
        <translation>先に学習パネルの問題に答えてください。</translation>
    </message>
    <message>
        <source>&amp;Learn mode</source>
        <translation>学習モード(&amp;L)</translation>
    </message>
    <message>
        <source>The course: lessons that ask before they tell (Ctrl+L)</source>
        <translation>コース：説明の前に質問するレッスン (Ctrl+L)</translation>
    </message>
    <message>
        <source>&amp;Quiz me here</source>
        <translation>ここで出題(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>復習(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>学習(&amp;L)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>What you know, concept by ruleset</source>
        <translation>身についたこと：概念とルールごとに</translation>
    </message>
    <message>
        <source>A blank cell: not answered yet. Click a cell for a short review of it.</source>
        <translation>空欄はまだ答えていないものです。マスをクリックすると、その短い復習ができます。</translation>
    </message>
    <message>
        <source>Course done: {lessons} of {all_lessons} lessons finished, {right} of {questions} questions answered right at least once.</source>
        <translation>コースの進み具合：{all_lessons} レッスン中 {lessons} 終了、{questions} 問中 {right} 問に一度は正解。</translation>
    </message>
    <message>
        <source>The course asks nothing about {concept} under {ruleset}.</source>
        <translation>コースでは{ruleset}の{concept}について出題しません。</translation>
    </message>
    <message>
        <source>The same rule here: {rulesets}</source>
        <translation>ここで同じ規定：{rulesets}</translation>
    </message>
    <message>
        <source>{right} of {answered} answers right</source>
        <translation>{answered} 回中 {right} 回正解</translation>
    </message>
    <message>
        <source>Due for review today</source>
        <translation>今日が復習の期限</translation>
    </message>
    <message>
        <source>Next review: {day}</source>
        <translation>次の復習：{day}</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>進み具合の書き出し</translation>
    </message>
    <message>
        <source>Progress files (*.json)</source>
        <translation>進み具合のファイル (*.json)</translation>
    </message>
    <message>
        <source>Import progress</source>
        <translation>進み具合の読み込み</translation>
    </message>
    <message>
        <source>Progress imported: {answers} answers and {reviews} reviews of cards that were not here before.</source>
        <translation>進み具合を読み込みました：ここになかった解答 {answers} 件と復習記録 {reviews} 件。</translation>
    </message>
</context>
<context>
    <name>LessonExport</name>
    <message>
        <source>Export lesson as SGF</source>
        <translation>課をSGFで書き出す</translation>
    </message>
    <message>
        <source>SGF files (*.sgf)</source>
        <translation>SGF ファイル (*.sgf)</translation>
    </message>
    <message>
        <source>The lesson was not exported: {why}</source>
        <translation>課は書き出されませんでした：{why}</translation>
    </message>
    <message>
        <source>Exported {count} questions of {title} to {path}.</source>
        <translation>{title} の問題 {count} 問を {path} に書き出しました。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>gogui - how the rules of Go differ</source>
        <translation>gogui - 囲碁のルールの違い</translation>
    </message>
    <message>
        <source>Comment on this node (saved with the record)</source>
        <translation>このノードへのコメント（棋譜と一緒に保存）</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>図</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>棋譜ツリー</translation>
    </message>
    <message>
        <source>Custom...</source>
        <translation>カスタム...</translation>
    </message>
    <message>
        <source>Show all {n} characters of this comment (to edit it)</source>
        <translation>このコメントの全{n}文字を表示（編集するには）</translation>
    </message>
    <message>
        <source>Text label</source>
        <translation>文字ラベル</translation>
    </message>
    <message>
        <source>Label on {point} (empty: none):</source>
        <translation>{point} のラベル（空欄で削除）：</translation>
    </message>
    <message>
        <source>Game of this file</source>
        <translation>このファイルの対局</translation>
    </message>
    <message>
        <source>Show the game:</source>
        <translation>表示する対局：</translation>
    </message>
    <message>
        <source>{title}[*] - gogui</source>
        <translation>{title}[*] - gogui</translation>
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
        <source>Move {n}: {colour} {where}</source>
        <translation>{n}手目：{colour} {where}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Also called: {names}</source>
        <translation>別名：{names}</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>出典：{source}</translation>
    </message>
    <message>
        <source>Node {n}: setup</source>
        <translation>ノード {n}：配置</translation>
    </message>
    <message>
        <source>The rulings, the comment and the crossed points are hidden until you answer the question in the Learn panel.</source>
        <translation>判定、コメント、×印の点は、学習パネルの問題に答えるまで隠してあります。</translation>
    </message>
    <message>
        <source>{ruleset}: {verdict}</source>
        <translation>{ruleset}：{verdict}</translation>
    </message>
    <message>
        <source>Working out the rulings up to move {n}: {p}%</source>
        <translation>{n}手目までの判定を計算中：{p}%</translation>
    </message>
    <message>
        <source>{v} was not played: move {n} is shown once its rulings are worked out. Click again then.</source>
        <translation>{v} には打っていません：{n}手目は判定の計算が終わってから表示されます。表示されたらもう一度クリックしてください。</translation>
    </message>
    <message>
        <source>Go to move</source>
        <translation>手数へ移動</translation>
    </message>
    <message>
        <source>Move number (0 to {n}):</source>
        <translation>手数（0〜{n}）：</translation>
    </message>
    <message>
        <source>New &amp;position...</source>
        <translation>新しい局面(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Open SGF...</source>
        <translation>SGF を開く(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Game of this file...</source>
        <translation>このファイルの対局(&amp;G)...</translation>
    </message>
    <message>
        <source>Show another game of a file that holds several</source>
        <translation>複数の対局を含むファイルの、別の対局を表示します</translation>
    </message>
    <message>
        <source>Game &amp;info...</source>
        <translation>対局情報(&amp;I)...</translation>
    </message>
    <message>
        <source>Players, ranks, date, event, place, komi, handicap, ruleset and result</source>
        <translation>対局者、段級位、日付、棋戦、場所、コミ、置き石、ルール、結果</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>名前を付けて保存(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Export board as PNG...</source>
        <translation>盤面を PNG で書き出す(&amp;E)...</translation>
    </message>
    <message>
        <source>Export board as S&amp;VG...</source>
        <translation>盤面を SVG で書き出す(&amp;V)...</translation>
    </message>
    <message>
        <source>Export &amp;worksheet...</source>
        <translation>問題用紙を書き出す(&amp;W)...</translation>
    </message>
    <message>
        <source>A lesson&apos;s or this line&apos;s questions, or where the rulesets differ here, with their boards, as a PDF or a web page</source>
        <translation>課やこの手順の問題、またはここでルールの判定が分かれる着手を、盤面図つきで PDF またはウェブページに</translation>
    </message>
    <message>
        <source>Print wor&amp;ksheet...</source>
        <translation>問題用紙を印刷(&amp;K)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Delete this variation</source>
        <translation>この変化を削除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Make this the main line</source>
        <translation>これを本線にする(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Black to play here</source>
        <translation>ここで黒番にする(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White to play here</source>
        <translation>ここで白番にする(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Copy as ASCII diagram</source>
        <translation>ASCII 図としてコピー(&amp;C)</translation>
    </message>
    <message>
        <source>E&amp;ngines...</source>
        <translation>エンジン(&amp;N)...</translation>
    </message>
    <message>
        <source>The engines you can play in a new game: add, change or check one</source>
        <translation>新しい対局で相手にできるエンジンの追加・変更・確認</translation>
    </message>
    <message>
        <source>&amp;First</source>
        <translation>最初へ(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>前へ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Last</source>
        <translation>最後へ(&amp;L)</translation>
    </message>
    <message>
        <source>Previous &amp;variation</source>
        <translation>前の変化(&amp;V)</translation>
    </message>
    <message>
        <source>Next v&amp;ariation</source>
        <translation>次の変化(&amp;A)</translation>
    </message>
    <message>
        <source>Pa&amp;ss</source>
        <translation>パス(&amp;S)</translation>
    </message>
    <message>
        <source>The player to move passes here (Ctrl+P)</source>
        <translation>手番の側がここでパスします (Ctrl+P)</translation>
    </message>
    <message>
        <source>Next &amp;difference</source>
        <translation>次の相違点(&amp;D)</translation>
    </message>
    <message>
        <source>The next move where the rulesets&apos; verdicts or counts differ</source>
        <translation>ルールの判定か計算が分かれる次の手</translation>
    </message>
    <message>
        <source>Previous diff&amp;erence</source>
        <translation>前の相違点(&amp;E)</translation>
    </message>
    <message>
        <source>The previous move where the rulesets&apos; verdicts or counts differ</source>
        <translation>ルールの判定か計算が分かれる前の手</translation>
    </message>
    <message>
        <source>&amp;Go to move...</source>
        <translation>手数へ移動(&amp;G)...</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>新しい対局(&amp;N)...</translation>
    </message>
    <message>
        <source>Continue a saved &amp;game...</source>
        <translation>保存した対局を続ける(&amp;G)...</translation>
    </message>
    <message>
        <source>&amp;Play from here...</source>
        <translation>ここから打つ(&amp;P)...</translation>
    </message>
    <message>
        <source>Start a casual game from the current position under a ruleset you choose</source>
        <translation>現在の局面から、選んだルールで対局を始めます</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>座標(&amp;C)</translation>
    </message>
    <message>
        <source>Move &amp;numbers</source>
        <translation>手数(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rulesets reference</source>
        <translation>ルール一覧(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Play moves</source>
        <translation>着手(&amp;P)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>着手</translation>
    </message>
    <message>
        <source>Add &amp;black stones</source>
        <translation>黒石を置く(&amp;B)</translation>
    </message>
    <message>
        <source>+Black</source>
        <translation>+黒</translation>
    </message>
    <message>
        <source>Add &amp;white stones</source>
        <translation>白石を置く(&amp;W)</translation>
    </message>
    <message>
        <source>+White</source>
        <translation>+白</translation>
    </message>
    <message>
        <source>&amp;Erase stones</source>
        <translation>石を消す(&amp;E)</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>消去</translation>
    </message>
    <message>
        <source>&amp;Triangle</source>
        <translation>三角(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Square</source>
        <translation>四角(&amp;S)</translation>
    </message>
    <message>
        <source>C&amp;ircle</source>
        <translation>丸(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Cross</source>
        <translation>バツ(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Label (A, B, C...)</source>
        <translation>ラベル (A, B, C...)(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Number label (1, 2, 3...)</source>
        <translation>数字ラベル (1, 2, 3...)(&amp;N)</translation>
    </message>
    <message>
        <source>Te&amp;xt label...</source>
        <translation>文字ラベル(&amp;X)...</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>移動(&amp;G)</translation>
    </message>
    <message>
        <source>G&amp;ame</source>
        <translation>対局(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Diagrams</source>
        <translation>図(&amp;D)</translation>
    </message>
    <message>
        <source>Game &amp;tree</source>
        <translation>棋譜ツリー(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Tool for the board</source>
        <translation>盤のツール(&amp;T)</translation>
    </message>
    <message>
        <source>The mouse wheel over the board also steps back and forth through the line. Tab and Shift+Tab move between the parts of the window; Return on a row of the ruling table does what a double click does.</source>
        <translation>盤上でマウスホイールを回しても、手順を前後に進められます。Tab と Shift+Tab でウィンドウの各部を移動し、判定表の行で Return を押すとダブルクリックと同じ動作になります。</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>移動</translation>
    </message>
    <message>
        <source> Ruleset: </source>
        <translation> ルール: </translation>
    </message>
    <message>
        <source>Edit tools</source>
        <translation>編集ツール</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>{verdict}: {rulesets}</source>
        <translation>{verdict}：{rulesets}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>配置</translation>
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
        <source>{number}: {player} {point}</source>
        <translation>{number}：{player} {point}</translation>
    </message>
    <message>
        <source>[variation {k} of {n}]</source>
        <translation>［変化 {n} 個のうち {k} 番目］</translation>
    </message>
    <message>
        <source>rulesets differ</source>
        <translation>ルールで違う</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>対局者</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>着点</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>取った石</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <source>play resumes (dispute phase {n})</source>
        <translation>対局再開（死活の争いの段階 {n}）</translation>
    </message>
    <message>
        <source>White&apos;s obligatory last pass follows</source>
        <translation>白の義務としての最後のパスが続く</translation>
    </message>
    <message>
        <source>an obligatory pass evens the moves</source>
        <translation>義務としてのパスで手数をそろえる</translation>
    </message>
    <message>
        <source>suicide</source>
        <translation>自殺手</translation>
    </message>
    <message>
        <source>play stops</source>
        <translation>対局が停止する</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>fixed (star points)</source>
        <translation>固定（星）</translation>
    </message>
    <message>
        <source>free (Black places them)</source>
        <translation>自由（黒が置く）</translation>
    </message>
    <message>
        <source>Who plays this colour: a person, or an engine</source>
        <translation>この色を打つのは人間かエンジンか</translation>
    </message>
    <message>
        <source>The engine&apos;s strength</source>
        <translation>エンジンの強さ</translation>
    </message>
    <message>
        <source>level </source>
        <translation>レベル </translation>
    </message>
    <message>
        <source>To play the computer, install GNU Go ({command}), or add a GTP engine in Engines...</source>
        <translation>コンピュータと対局するには、GNU Go をインストールするか（{command}）、「エンジン...」で GTP エンジンを追加してください。</translation>
    </message>
    <message>
        <source>&amp;Engines...</source>
        <translation>エンジン(&amp;E)...</translation>
    </message>
    <message>
        <source>Add, change or check the engines you can play</source>
        <translation>対局できるエンジンの追加・変更・確認</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>置き石</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>置き方</translation>
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
        <source>Person</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>{engine} (level {level})</source>
        <translation>{engine}（レベル {level}）</translation>
    </message>
    <message>
        <source>{rules}: handicap stones go on {where}; White&apos;s compensation for a handicap: {comp}.</source>
        <translation>{rules}：置き石は{where}に置きます。置碁での白への補償：{comp}。</translation>
    </message>
    <message>
        <source>the star points</source>
        <translation>星</translation>
    </message>
    <message>
        <source>points Black chooses</source>
        <translation>黒が選ぶ点</translation>
    </message>
</context>
<context>
    <name>PanelGuideDialog</name>
    <message>
        <source>light grey</source>
        <translation>薄い灰色</translation>
    </message>
    <message>
        <source>The starting position (node 0), before any move of the line.</source>
        <translation>開始局面（ノード 0）、手順のどの手よりも前。</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>The ruleset allows this move and play goes on. A setup or comment node after legal play reads legal too.</source>
        <translation>ルールがこの手を認め、対局が続きます。合法な着手の後の配置やコメントのノードも合法と表示します。</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>The ruleset forbids this move; the reason says which rule (see below). The board shows the forbidden stone crossed out on the position before it.</source>
        <translation>ルールがこの手を禁じています。理由はどの規定によるかを示します（下記参照）。盤面では、禁じられた石を直前の局面に×印で示します。</translation>
    </message>
    <message>
        <source>amber</source>
        <translation>琥珀色</translation>
    </message>
    <message>
        <source>Successive passes (two, or three under the Renaissance rules) stop play here: next the players agree which stones are dead, or settle a disagreement the ruleset&apos;s way.</source>
        <translation>連続したパス（2回、ルネサンスルールでは3回）でここで対局が停止します。次に対局者がどの石が死んでいるかを合意するか、意見が分かれたときはそのルールのやり方で決着をつけます。</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>The game ends at this move: threefold repetition (decided by the stones each side captured in the loop), no result (a long cycle, Japanese and Korean rules) or passes (play stopped and the ruleset goes straight to the count).</source>
        <translation>この手で対局が終わります：同一局面の3回反復（循環の間にそれぞれが取った石の数で決まる）、無勝負（長い循環、日本ルールと韓国ルール）、またはパス（対局が停止し、ルールがそのまま計算に進む）。</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <source>The ruleset&apos;s replay of this line never gets here: it stopped at move n, after a move it forbids or where its game ended. The details pane says why; under the chosen ruleset the board shows its game where it stopped.</source>
        <translation>このルールでこの手順を再生すると、ここまで届きません。禁じる手か対局が終わった n 手目で止まっています。詳細欄に理由があります。選んだルールでは、盤にその対局が止まった局面が表示されます。</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>how</source>
        <translation>どのように</translation>
    </message>
    <message>
        <source>How to read the panel</source>
        <translation>パネルの見方</translation>
    </message>
    <message>
        <source>The panel beside the board says, for the node the board shows, what every ruleset makes of it.</source>
        <translation>盤の横のパネルは、盤に表示中のノードを各ルールがどう判定するかを示します。</translation>
    </message>
    <message>
        <source>Rulings here</source>
        <translation>この局面の判定</translation>
    </message>
    <message>
        <source>One row per ruleset (and your custom ruleset when you chose one), with its &lt;b&gt;Ruling&lt;/b&gt;: a symbol and a short verdict. The ruleset chosen in the toolbar is in bold and its verdict is in the status bar. The details pane under the panel gives the selected row&apos;s full explanation; click another row to read that ruleset&apos;s.</source>
        <translation>ルールごとに1行（カスタムルールを選んだときはその行も）あり、&lt;b&gt;判定&lt;/b&gt;として記号と短い判定を示します。ツールバーで選んだルールは太字で、その判定はステータスバーにも出ます。パネルの下の詳細欄には選んだ行の詳しい説明があります。別の行をクリックするとそのルールの説明を読めます。</translation>
    </message>
    <message>
        <source>Verdicts and colours</source>
        <translation>判定と色</translation>
    </message>
    <message>
        <source>The rows of Rulings here and the cells of Whole line take these symbols and colours (the colours follow a light or a dark system palette):</source>
        <translation>「この局面の判定」の行と「手順全体」のセルは、次の記号と色で表します（色はシステムの明るい配色・暗い配色に従います）：</translation>
    </message>
    <message>
        <source>Reasons an illegal move can have: {reasons}.</source>
        <translation>着手禁止の理由：{reasons}。</translation>
    </message>
    <message>
        <source>Whole line</source>
        <translation>手順全体</translation>
    </message>
    <message>
        <source>A matrix of rulesets (rows) by nodes of the current line (columns, 0 is the start), marked as above; the current move&apos;s column is outlined. Read a row to see where that ruleset forbids a move or ends the game, read a column to compare the rulesets at one move. Hover a cell for its ruling and explanation; click it to go to that node.</source>
        <translation>ルール（行）と現在の手順のノード（列、0 が開始）の表で、上と同じ印で示します。現在の手の列は枠で囲みます。行を読むとそのルールがどこで手を禁じたり対局を終えたりするかがわかり、列を読むと1つの手でルールを比べられます。セルにマウスを重ねると判定と説明が出て、クリックするとそのノードへ移動します。</translation>
    </message>
    <message>
        <source>Moves and the board</source>
        <translation>手順と盤</translation>
    </message>
    <message>
        <source>Moves lists the nodes of the current line and marks where it branches (&quot;variation 2 of 3&quot;). On the board, a red cross marks a point where the player to move may not play under the chosen ruleset; hover it to read why.</source>
        <translation>「手順」は現在の手順のノードを並べ、分岐する所に印をつけます（「変化 3 個のうち 2 番目」）。盤上の赤い×印は、選んだルールで手番の側が打てない点です。マウスを重ねると理由を読めます。</translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <source>Play from here</source>
        <translation>ここから打つ</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>コミ</translation>
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
        <source>Play</source>
        <translation>着手</translation>
    </message>
</context>
<context>
    <name>RecordEdits</name>
    <message>
        <source>Edit comment</source>
        <translation>コメントの編集</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>変化の削除</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>本線にする</translation>
    </message>
</context>
<context>
    <name>RecordFiles</name>
    <message>
        <source>Save the changes?</source>
        <translation>変更を保存しますか？</translation>
    </message>
    <message>
        <source>{title} has changes that are not saved. Save them?</source>
        <translation>{title} には保存していない変更があります。保存しますか？</translation>
    </message>
    <message>
        <source>Save SGF</source>
        <translation>SGF を保存</translation>
    </message>
    <message>
        <source>SGF files (*.sgf);;All files (*)</source>
        <translation>SGF ファイル (*.sgf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>{path} に書き込めませんでした：{why}</translation>
    </message>
    <message>
        <source>Could not save {path}: {why}. Any earlier file there is unchanged.</source>
        <translation>{path} を保存できませんでした：{why}。そこにあった以前のファイルは変わっていません。</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} を保存しました</translation>
    </message>
    <message>
        <source>The library&apos;s rulings, theme, order and summary were left out: they describe the diagram&apos;s lines, which this record has changed.</source>
        <translation>ライブラリの判定・テーマ・順序・要約は含めませんでした。それらは図の手順を説明するもので、この棋譜ではその手順が変わっています。</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（まだありません）</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>ファイルを開けません</translation>
    </message>
    <message>
        <source>This file holds {n} games: the first is shown (File &gt; Game of this file shows another), and Save writes them all.</source>
        <translation>このファイルには {n} 局あります。最初の対局を表示しています（別の対局は［ファイル］&gt;［このファイルの対局］）。保存するとすべての対局を書き込みます。</translation>
    </message>
    <message>
        <source>Open SGF</source>
        <translation>SGF を開く</translation>
    </message>
    <message>
        <source>SGF and MGT files (*.sgf *.SGF *.mgt *.MGT);;SGF files (*.sgf *.SGF);;MGT files (*.mgt *.MGT);;All files (*)</source>
        <translation>SGF・MGT ファイル (*.sgf *.SGF *.mgt *.MGT);;SGF ファイル (*.sgf *.SGF);;MGT ファイル (*.mgt *.MGT);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>保存していない作業を復元しますか？</translation>
    </message>
    <message>
        <source>The teaching window was not closed properly and had unsaved work: {what}. Restore it now?</source>
        <translation>メインウィンドウが正しく閉じられず、保存していない作業がありました：{what}。今すぐ復元しますか？</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message>
        <source>Recover a game?</source>
        <translation>対局を復元しますか？</translation>
    </message>
    <message>
        <source>A game in progress was not closed properly: {what} ({file}). Continue it now?</source>
        <translation>進行中の対局が正しく閉じられませんでした：{what}（{file}）。今すぐ続けますか？</translation>
    </message>
    <message>
        <source>A game in progress was not closed properly ({file}). Continue it now?</source>
        <translation>進行中の対局が正しく閉じられませんでした（{file}）。今すぐ続けますか？</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Later keeps it for the next start; Discard deletes it.</source>
        <translation>「後で」は次回の起動まで残し、「破棄」は削除します。</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>後で</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <source>Cannot restore the unsaved work</source>
        <translation>保存していない作業を復元できません</translation>
    </message>
    <message>
        <source>Restored the unsaved work on {title}.</source>
        <translation>{title} の保存していない作業を復元しました。</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>{path} is not the teaching window&apos;s work (no {property})</source>
        <translation>{path} はメインウィンドウの作業ではありません（{property} がありません）</translation>
    </message>
    <message>
        <source>the file {path}</source>
        <translation>ファイル {path}</translation>
    </message>
    <message>
        <source>the library diagram {id}</source>
        <translation>ライブラリの図 {id}</translation>
    </message>
    <message>
        <source>a new position</source>
        <translation>新しい局面</translation>
    </message>
    <message>
        <source>{title} ({where}), last changed {when}</source>
        <translation>{title}（{where}、最終更新 {when}）</translation>
    </message>
    <message>
        <source>The file was kept as {path}.</source>
        <translation>ファイルは {path} として残してあります。</translation>
    </message>
    <message>
        <source>The file was left at {path}.</source>
        <translation>ファイルは {path} に残っています。</translation>
    </message>
    <message>
        <source>{path}: the journal&apos;s move pass cannot be played</source>
        <translation>{path}：ジャーナルに記録されたパスを行えません</translation>
    </message>
    <message>
        <source>{path}: the journal&apos;s move {vertex} cannot be played</source>
        <translation>{path}：ジャーナルに記録された手 {vertex} を打てません</translation>
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
        <source>1 move</source>
        <translation>1手</translation>
    </message>
    <message>
        <source>{n} moves</source>
        <translation>{n}手</translation>
    </message>
    <message>
        <source>{black} vs {white}, {rules}, {moves}</source>
        <translation>{black} 対 {white}、{rules}、{moves}</translation>
    </message>
</context>
<context>
    <name>Referee</name>
    <message>
        <source>{engine} tried {vertex}, {why} under {rules}: refused. {explanation}</source>
        <translation>{engine}が {vertex} に打とうとしましたが、{rules}では{why}にあたるため拒否しました。{explanation}</translation>
    </message>
    <message>
        <source>{engine} offered no other move, so it passes.</source>
        <translation>{engine}がほかの手を出さなかったため、パスとします。</translation>
    </message>
    <message>
        <source>the engine refused &quot;{command}&quot;: {why}</source>
        <translation>エンジンが「{command}」を拒否しました：{why}</translation>
    </message>
    <message>
        <source>{vertex} is not empty.</source>
        <translation>{vertex} にはすでに石があります。</translation>
    </message>
</context>
<context>
    <name>RulesetOption</name>
    <message>
        <source>basic ko only</source>
        <translation>基本のコウのみ</translation>
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
        <source>basic ko and minimal superko</source>
        <translation>基本のコウとミニマル・スーパーコウ</translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones and disturbing</source>
        <translation>応氏ルールのホットストーンとディスターブの規定</translation>
    </message>
    <message>
        <source>nothing: play goes on</source>
        <translation>なし（対局は続く）</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>無勝負</translation>
    </message>
    <message>
        <source>threefold repetition ends the game</source>
        <translation>3回反復で終局</translation>
    </message>
    <message>
        <source>forbidden</source>
        <translation>禁止</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>許可</translation>
    </message>
    <message>
        <source>of one stone, a pass; of more, allowed</source>
        <translation>1子ならパスとみなし、2子以上なら許可</translation>
    </message>
    <message>
        <source>area</source>
        <translation>面積計算</translation>
    </message>
    <message>
        <source>territory and prisoners</source>
        <translation>地とアゲハマ</translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation>計点（石を詰める計算）</translation>
    </message>
    <message>
        <source>counted as any other point</source>
        <translation>ほかの点と同じく数える</translation>
    </message>
    <message>
        <source>count for nobody</source>
        <translation>どちらの得点にもならない</translation>
    </message>
    <message>
        <source>never</source>
        <translation>渡さない</translation>
    </message>
    <message>
        <source>always</source>
        <translation>常に</translation>
    </message>
    <message>
        <source>in dispute phases</source>
        <translation>死活の争いの段階で</translation>
    </message>
    <message>
        <source>play on</source>
        <translation>対局を続ける</translation>
    </message>
    <message>
        <source>the confirmation play, not kept</source>
        <translation>死活確認の着手（記録に残らない）</translation>
    </message>
    <message>
        <source>a hypothetical play, not kept</source>
        <translation>仮想の着手（記録に残らない）</translation>
    </message>
    <message>
        <source>play on; every stone alive if nobody moves</source>
        <translation>対局を続ける。誰も打たなければすべての石が活き</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>合意による</translation>
    </message>
    <message>
        <source>none: every stone on the board is alive</source>
        <translation>なし（盤上の石はすべて活き）</translation>
    </message>
    <message>
        <source>nobody: a draw</source>
        <translation>どちらでもない（持碁）</translation>
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
        <source>on fixed points</source>
        <translation>決まった点に置く</translation>
    </message>
    <message>
        <source>anywhere</source>
        <translation>自由に置く</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>N points</source>
        <translation>N 目</translation>
    </message>
    <message>
        <source>N - 1 points</source>
        <translation>N - 1 目</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
</context>
<context>
    <name>RulesetReference</name>
    <message>
        <source>which repetitions a play may not make</source>
        <translation>着手で作ってはならない反復</translation>
    </message>
    <message>
        <source>what a cycle of repeated positions does to the game</source>
        <translation>同一局面の循環が対局にもたらすこと</translation>
    </message>
    <message>
        <source>whether a play may leave its own string without liberties</source>
        <translation>自分の連のダメをなくす着手（自殺手）が許されるか</translation>
    </message>
    <message>
        <source>how the game is counted</source>
        <translation>勝敗の計算方法</translation>
    </message>
    <message>
        <source>whether points in seki count</source>
        <translation>セキの中の目を数えるか</translation>
    </message>
    <message>
        <source>successive passes that stop play</source>
        <translation>対局を停止させる連続パスの回数</translation>
    </message>
    <message>
        <source>whether a pass hands the opponent a prisoner</source>
        <translation>パスで相手にハマを1つ渡すか</translation>
    </message>
    <message>
        <source>whether White must make the last pass</source>
        <translation>最後のパスを白がしなければならないか</translation>
    </message>
    <message>
        <source>what happens when the players disagree about dead stones</source>
        <translation>死に石について対局者の意見が分かれたときの扱い</translation>
    </message>
    <message>
        <source>how dead stones leave the board</source>
        <translation>死に石を盤から取り除く方法</translation>
    </message>
    <message>
        <source>whether a dispute needs equal numbers of moves</source>
        <translation>死活の争いで双方の手数を同じにする必要があるか</translation>
    </message>
    <message>
        <source>White&apos;s compensation for moving second, in an even game</source>
        <translation>互先で後手の白が受け取る補償</translation>
    </message>
    <message>
        <source>komi in a handicap game</source>
        <translation>置碁のコミ</translation>
    </message>
    <message>
        <source>who wins a tie in an even game</source>
        <translation>互先で同点のときの勝者</translation>
    </message>
    <message>
        <source>who wins a tie in a handicap game</source>
        <translation>置碁で同点のときの勝者</translation>
    </message>
    <message>
        <source>where handicap stones go</source>
        <translation>置き石の位置</translation>
    </message>
    <message>
        <source>points White gets for N handicap stones</source>
        <translation>置き石 N 個に対して白が受け取る目数</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>設定項目</translation>
    </message>
    <message>
        <source>How we read the text</source>
        <translation>原文の解釈</translation>
    </message>
    <message>
        <source>A custom ruleset: the option values above, built on the preset its rules spec names.</source>
        <translation>カスタムルール：上の設定値を、ルール指定が示すプリセットの上に組み立てたもの。</translation>
    </message>
    <message>
        <source>Playing the computer</source>
        <translation>コンピュータとの対局</translation>
    </message>
    <message>
        <source>An engine is told the nearest rules it knows; gogui referees every move it offers under this ruleset.</source>
        <translation>エンジンには、知っているルールのうち最も近いものを伝えます。エンジンが出す手はすべて、gogui がこのルールで審判します。</translation>
    </message>
    <message>
        <source>told: {what}</source>
        <translation>伝える設定：{what}</translation>
    </message>
    <message>
        <source>Rulesets reference</source>
        <translation>ルール一覧</translation>
    </message>
</context>
<context>
    <name>Ruling</name>
    <message>
        <source>illegal: {reason}</source>
        <translation>着手禁止：{reason}</translation>
    </message>
    <message>
        <source>game ends ({reason})</source>
        <translation>終局（{reason}）</translation>
    </message>
    <message>
        <source>play stops</source>
        <translation>対局が停止する</translation>
    </message>
    <message>
        <source>not reached: move {number} was illegal</source>
        <translation>未到達：{number}手目が着手禁止</translation>
    </message>
    <message>
        <source>not reached: play ended at move {number}</source>
        <translation>未到達：{number}手目で対局が終わった</translation>
    </message>
    <message>
        <source>start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>合法</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>着手禁止</translation>
    </message>
    <message>
        <source>game ends</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>未到達</translation>
    </message>
    <message>
        <source>No move here: setup or a comment.</source>
        <translation>ここに着手はありません（石の配置かコメントだけです）。</translation>
    </message>
    <message>
        <source>Play has stopped; this move comes after the end.</source>
        <translation>対局は停止しています。この手は対局が終わった後の手です。</translation>
    </message>
    <message>
        <source>The starting position.</source>
        <translation>開始局面です。</translation>
    </message>
    <message>
        <source>{passes} successive passes stop play under {ruleset}: the players now agree which stones are dead, or settle a disagreement the ruleset&apos;s way.</source>
        <translation>{ruleset}では{passes}回続けてパスすると対局が停止します。対局者はここでどの石が死に石かを合意し、意見が分かれたときはそのルールの方法で決着させます。</translation>
    </message>
</context>
<context>
    <name>RulingMatrixModel</name>
    <message>
        <source>{ruleset}, {column}: {verdict}</source>
        <translation>{ruleset}、{column}：{verdict}</translation>
    </message>
    <message>
        <source>start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>setup (no move)</source>
        <translation>配置（着手なし）</translation>
    </message>
    <message>
        <source>move {n}</source>
        <translation>{n}手目</translation>
    </message>
</context>
<context>
    <name>RulingPanel</name>
    <message>
        <source>Ruleset</source>
        <extracomment>A row asks for its ruleset&apos;s page of the reference (a double click or the row&apos;s menu).</extracomment>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Rulings here</source>
        <translation>この局面の判定</translation>
    </message>
    <message>
        <source>Whole line</source>
        <translation>手順全体</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手順</translation>
    </message>
    <message>
        <source>Go to move {n}</source>
        <translation>{n}手目へ移動</translation>
    </message>
    <message>
        <source>About {name}...</source>
        <translation>{name} について...</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>持碁</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>無勝負</translation>
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
        <source>{ruleset}: {verdict}</source>
        <translation>{ruleset}：{verdict}</translation>
    </message>
    <message>
        <source>Under {rules} the line did not get this far. At move {n}: {why}</source>
        <translation>{rules}では手順がここまで届きませんでした。{n}手目：{why}</translation>
    </message>
    <message>
        <source>The count:</source>
        <translation>計算：</translation>
    </message>
    <message>
        <source>The rule:</source>
        <translation>規定：</translation>
    </message>
    <message>
        <source>ruling…</source>
        <translation>判定中…</translation>
    </message>
    <message>
        <source>The rulings of this move are being worked out.</source>
        <translation>この手の判定を計算中です。</translation>
    </message>
    <message>
        <source>outlined column: the current move</source>
        <translation>枠で囲んだ列：現在の手</translation>
    </message>
</context>
<context>
    <name>SaveChecks</name>
    <message>
        <source>{path} belongs to the diagram library, which is never written. Save under a name of your own.</source>
        <translation>{path} は図のライブラリのファイルで、ライブラリには書き込みません。ご自分で決めた名前で保存してください。</translation>
    </message>
    <message>
        <source>comments</source>
        <translation>コメント</translation>
    </message>
    <message>
        <source>node names</source>
        <translation>ノード名</translation>
    </message>
    <message>
        <source>labels</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>marks</source>
        <translation>印</translation>
    </message>
    <message>
        <source>set-up stones</source>
        <translation>配置した石</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>手</translation>
    </message>
    <message>
        <source>the player to move</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>territory marks</source>
        <translation>地の印</translation>
    </message>
    <message>
        <source>variations</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>the board size</source>
        <translation>碁盤のサイズ</translation>
    </message>
    <message>
        <source>{count} more games of the collection</source>
        <translation>コレクションの残り{count}局</translation>
    </message>
    <message>
        <source>1 more game of the collection</source>
        <translation>コレクションの残り1局</translation>
    </message>
    <message>
        <source>{path} cannot be read as SGF, so what it holds could not be kept. Save under a new name.</source>
        <translation>{path} はSGFとして読み込めないため、その内容を残すことができません。新しい名前で保存してください。</translation>
    </message>
    <message>
        <source>{path} holds what this program could not read ({warnings}), which would be lost if the game were written over it. Save under a new name.</source>
        <translation>{path} にはこのプログラムが読み込めなかった内容（{warnings}）があり、対局を上書きするとそれが失われます。新しい名前で保存してください。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{path} holds more than this game: its {lost} would be lost if the game were written over it. Save under a new name.</source>
        <translation>{path} にはこの対局以外の内容もあります。対局を上書きすると、その{lost}が失われます。新しい名前で保存してください。</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>{vertex} already holds a handicap stone</source>
        <extracomment>What a game in progress waits for (see GameSession).</extracomment>
        <translation>{vertex} にはすでに置き石があります</translation>
    </message>
    <message>
        <source>Black resigned: White wins.</source>
        <translation>黒が投了しました。白の勝ちです。</translation>
    </message>
    <message>
        <source>White resigned: Black wins.</source>
        <translation>白が投了しました。黒の勝ちです。</translation>
    </message>
    <message>
        <source>the confirmation play ends when both players pass</source>
        <translation>死活確認の着手は両者がパスすると終わります</translation>
    </message>
    <message>
        <source>dead stones are agreed once play has stopped</source>
        <translation>死に石の合意は対局が停止してから行います</translation>
    </message>
    <message>
        <source>a dispute arises once play has stopped</source>
        <translation>異議は対局が停止してから唱えます</translation>
    </message>
    <message>
        <source>HA[{handicap}] names more handicap stones than the {stones} on the board; the game goes on with those.</source>
        <translation>HA[{handicap}] は盤上の{stones}子より多い置き石を指定しています。対局は盤上の石で続けます。</translation>
    </message>
    <message>
        <source>the position the game starts from does not fit the rules: {err}</source>
        <translation>対局の開始局面がルールに合いません：{err}</translation>
    </message>
    <message>
        <source>the handicap stones do not fit the rules: {err}</source>
        <translation>置き石がルールに合いません：{err}</translation>
    </message>
    <message>
        <source>the setup after move {number} does not fit: {err}</source>
        <translation>{number}手目の後の配置が合いません：{err}</translation>
    </message>
    <message>
        <source>it comes after play stopped at move {number}</source>
        <translation>{number}手目で対局が停止した後の手です</translation>
    </message>
    <message>
        <source>move {number} ({colour} {vertex}) is illegal under {ruleset}: {why}</source>
        <translation>{number}手目（{colour} {vertex}）は{ruleset}では着手禁止です：{why}</translation>
    </message>
    <message>
        <source>a saved confirmation play move cannot be read: {err}</source>
        <translation>保存された死活確認の着手を読み込めません：{err}</translation>
    </message>
    <message>
        <source>a saved hypothetical play move cannot be read: {err}</source>
        <translation>保存された仮想の着手を読み込めません：{err}</translation>
    </message>
    <message>
        <source>the saved confirmation play move {colour} {where} is illegal: {why}</source>
        <translation>保存された死活確認の着手 {colour} {where} は着手禁止です：{why}</translation>
    </message>
    <message>
        <source>the saved hypothetical play move {colour} {where} is illegal: {why}</source>
        <translation>保存された仮想の着手 {colour} {where} は着手禁止です：{why}</translation>
    </message>
    <message>
        <source>RE[{result}] differs from the count of the saved position, {count}; the count is shown.</source>
        <translation>RE[{result}] は保存された局面の計算結果 {count} と異なります。計算結果を表示します。</translation>
    </message>
    <message>
        <source>Play ended.</source>
        <translation>対局が終了しました。</translation>
    </message>
    <message>
        <source>Under {ruleset} the line&apos;s game ended at move {number}. {ended}</source>
        <translation>{ruleset}では、手順の対局は{number}手目で終わりました。{ended}</translation>
    </message>
    <message>
        <source>The game continues the line ({count} move): its captures count, and {ruleset} bans retaking a ko or repeating a position as it would in the line.</source>
        <translation>この対局は手順の続きです（{count}手）。手順で取った石も数に入り、{ruleset}は手順の中と同じようにコウの取り返しや局面の繰り返しを禁じます。</translation>
    </message>
    <message>
        <source>The game continues the line ({count} moves): its captures count, and {ruleset} bans retaking a ko or repeating a position as it would in the line.</source>
        <translation>この対局は手順の続きです（{count}手）。手順で取った石も数に入り、{ruleset}は手順の中と同じようにコウの取り返しや局面の繰り返しを禁じます。</translation>
    </message>
    <message>
        <source>a game cannot start from this position: {err}</source>
        <translation>この局面から対局を始められません：{err}</translation>
    </message>
    <message>
        <source>{why}. So the game starts from this position with its stones set up: the line&apos;s captures and ko bans do not carry over.</source>
        <translation>{why}。そのため、対局はこの局面の石を配置した状態から始まります。手順で取った石やコウの禁止は引き継がれません。</translation>
    </message>
    <message>
        <source>The game starts from this position.</source>
        <translation>対局はこの局面から始まります。</translation>
    </message>
    <message>
        <source>RU[{text}] is not a rules spec this program knows: {err}</source>
        <translation>RU[{text}] はこのプログラムが扱えるルール指定ではありません：{err}</translation>
    </message>
    <message>
        <source>RU[{text}] names no ruleset this program knows</source>
        <translation>RU[{text}] はこのプログラムが扱えるルールを指していません</translation>
    </message>
</context>
<context>
    <name>Sgf</name>
    <message>
        <source>the file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>{source} is not readable SGF: {err}</source>
        <translation>{source} は読み込めるSGFではありません：{err}</translation>
    </message>
    <message>
        <source>{source} holds no SGF game</source>
        <translation>{source} にはSGFの対局がありません</translation>
    </message>
    <message>
        <source>game {number} of {source}</source>
        <translation>{source} の第{number}局</translation>
    </message>
    <message>
        <source>{where} cannot be read: {err}</source>
        <translation>{where} を読み込めません：{err}</translation>
    </message>
    <message>
        <source>CA[{declared}] names no character set for SGF text; it was read as {charset}</source>
        <translation>CA[{declared}] はSGFのテキストに使える文字コードではありません。{charset} として読み込みました</translation>
    </message>
    <message>
        <source>the text is not valid {declared} as its CA property says; it was read as {charset}, with the characters that could not be read shown as �</source>
        <translation>テキストはCAプロパティが示す {declared} として正しくありません。{charset} として読み込み、読めなかった文字は � で表示しています</translation>
    </message>
    <message>
        <source>the text is not valid {declared} as its CA property says; it was read as {charset}</source>
        <translation>テキストはCAプロパティが示す {declared} として正しくありません。{charset} として読み込みました</translation>
    </message>
    <message>
        <source>{count} moves were written across a line break and read without it</source>
        <translation>{count}個の手が改行をまたいで書かれていたため、改行を除いて読み込みました</translation>
    </message>
    <message>
        <source>1 move was written across a line break and read without it</source>
        <translation>1個の手が改行をまたいで書かれていたため、改行を除いて読み込みました</translation>
    </message>
    <message>
        <source>KM[{komi}] is not a number of points; the ruleset&apos;s komi applies</source>
        <translation>KM[{komi}] は目数ではありません。ルールのコミを使います</translation>
    </message>
    <message>
        <source>LB[{label}] is not a label (point:text) and was left out</source>
        <translation>LB[{label}] はラベル（点:テキスト）ではないため除外しました</translation>
    </message>
    <message>
        <source>{count} labels were not point:text and were left out, the first LB[{label}]</source>
        <translation>{count}個のラベルが点:テキストの形でないため除外しました（最初のものは LB[{label}]）</translation>
    </message>
    <message>
        <source>{path} is larger than {megabytes} MB, far more than any game record: it was not read</source>
        <translation>{path} は{megabytes} MBより大きく、どんな棋譜よりもはるかに大きいため、読み込みませんでした</translation>
    </message>
    <message>
        <source>cannot open {path}: {reason}</source>
        <translation>{path} を開けません：{reason}</translation>
    </message>
    <message>
        <source>{where} is for a {size}x{size} board; boards from {smallest} to {largest} are supported</source>
        <translation>{where} は{size}x{size}の碁盤の棋譜です。対応する碁盤は{smallest}路から{largest}路までです</translation>
    </message>
    <message>
        <source>HA[{handicap}] names a {handicap}-stone handicap, but the record sets up one Black stone (AB) and no White stones; read as an even game</source>
        <translation>HA[{handicap}] は{handicap}子の置碁を示していますが、棋譜に配置されているのは黒石1個（AB）だけで、白石はありません。互先として読み込みました</translation>
    </message>
    <message>
        <source>HA[{handicap}] names {handicap} handicap stones, but the record sets up {given} Black stones (AB) and no White stones; read as a {given}-stone handicap</source>
        <translation>HA[{handicap}] は置き石{handicap}子を示していますが、棋譜に配置されているのは黒石{given}個（AB）で、白石はありません。{given}子の置碁として読み込みました</translation>
    </message>
    <message>
        <source>HA[{handicap}] names a {handicap}-stone handicap, but the record sets up no handicap stones and does not begin with Black&apos;s stones; read as an even game</source>
        <translation>HA[{handicap}] は{handicap}子の置碁を示していますが、棋譜には置き石の配置がなく、黒の石で始まってもいません。互先として読み込みました</translation>
    </message>
    <message>
        <source>HA[{handicap}] names {handicap} handicap stones, but the record gives {given} (Black&apos;s first stones, White passing in between); read as a {given}-stone handicap</source>
        <translation>HA[{handicap}] は置き石{handicap}子を示していますが、棋譜にあるのは{given}子です（黒の最初の石、間に白のパス）。{given}子の置碁として読み込みました</translation>
    </message>
    <message>
        <source>HA[{handicap}] names {handicap} handicap stones, but the record gives {given} (Black&apos;s first stones, played in a row); read as a {given}-stone handicap</source>
        <translation>HA[{handicap}] は置き石{handicap}子を示していますが、棋譜にあるのは{given}子です（黒の最初の石、続けて打ったもの）。{given}子の置碁として読み込みました</translation>
    </message>
    <message>
        <source>{where}: bad {ident} property: {err}</source>
        <translation>{where}：{ident} プロパティが不正です：{err}</translation>
    </message>
    <message>
        <source>{where}: bad move: {err}</source>
        <extracomment>sgfmill&apos;s colour letters as moves name them (shared strings: see VERTEX_NAMES)</extracomment>
        <translation>{where}：不正な手です：{err}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Window</source>
        <translation>ウィンドウ</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>メニュー</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
</context>
<context>
    <name>WorkAutosave</name>
    <message>
        <source>Autosave failed: {e}</source>
        <translation>自動保存に失敗しました：{e}</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>{title}: questions on {line}</source>
        <translation>{title}：{line}の問題</translation>
    </message>
    <message>
        <source>Where the rulesets differ: {title}</source>
        <translation>ルールの判定が分かれる着手：{title}</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>問題用紙</translation>
    </message>
    <message>
        <source>A &amp;lesson of the course:</source>
        <translation>コースの課(&amp;L)：</translation>
    </message>
    <message>
        <source>The questions the lessons ask about this &amp;diagram</source>
        <translation>各課がこの図について出す問題(&amp;D)</translation>
    </message>
    <message>
        <source>The questions Quiz me here asks on this l&amp;ine</source>
        <translation>「ここで出題」がこの手順で出す問題(&amp;I)</translation>
    </message>
    <message>
        <source>Where the rulesets di&amp;ffer on this line</source>
        <translation>この手順でルールの判定が分かれる着手(&amp;F)</translation>
    </message>
    <message>
        <source>this line</source>
        <translation>この手順</translation>
    </message>
    <message>
        <source>{name}-questions</source>
        <translation>{name}-問題</translation>
    </message>
    <message>
        <source>{name}-differences</source>
        <translation>{name}-判定の違い</translation>
    </message>
    <message>
        <source>Drawing up the worksheet...</source>
        <translation>問題用紙を作成しています...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>No worksheet</source>
        <translation>問題用紙を作れません</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm)</source>
        <translation>ウェブページ (*.html *.htm)</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <translation>問題用紙を書き出す</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>{path} に書き込めませんでした：{why}</translation>
    </message>
    <message>
        <source>Wrote the worksheet “{title}” to {path}.</source>
        <translation>問題用紙「{title}」を {path} に書き出しました。</translation>
    </message>
    <message>
        <source>Print worksheet: {title}</source>
        <translation>問題用紙の印刷：{title}</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>The other rulesets:</source>
        <translation>ほかのルール：</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>{page} / {pages} ページ</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前：</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>At the end:</source>
        <translation>最後に：</translation>
    </message>
    <message>
        <source>No questions: the rulesets agree at every node of this line.</source>
        <translation>問題はありません：この手順のどの局面でもルールの判定は同じです。</translation>
    </message>
    <message>
        <source>The rulesets agree at every move of this line.</source>
        <translation>この手順のどの着手でもルールの判定は同じです。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{diagram}, {line}, move {move}</source>
        <translation>{diagram}、{line}、{move}手目</translation>
    </message>
    <message>
        <source>{line}, move {move}</source>
        <translation>{line}、{move}手目</translation>
    </message>
    <message>
        <source>Name the point, or mark it on the board.</source>
        <translation>点を答えるか、盤上に印をつけてください。</translation>
    </message>
    <message>
        <source>Tick every one that applies:</source>
        <translation>当てはまるものをすべて選んでください：</translation>
    </message>
    <message>
        <source>Choose one:</source>
        <translation>1つ選んでください：</translation>
    </message>
    <message>
        <source>none of them</source>
        <translation>どれも当てはまらない</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Rulesets asked about</source>
        <translation>問われるルール</translation>
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
        <source>Move {number}: {player} {point}</source>
        <translation>{number}手目：{player} {point}</translation>
    </message>
    <message>
        <source>Move {number}: {player} passes</source>
        <translation>{number}手目：{player}のパス</translation>
    </message>
    <message>
        <source>Move {number}</source>
        <translation>{number}手目</translation>
    </message>
    <message>
        <source>1 move where the rulesets differ</source>
        <translation>ルールの判定が分かれる着手は1手</translation>
    </message>
    <message>
        <source>{count} moves where the rulesets differ</source>
        <translation>ルールの判定が分かれる着手は{count}手</translation>
    </message>
    <message>
        <source>Rulesets compared</source>
        <translation>比べるルール</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>Opened with warnings: {list}</source>
        <translation>警告付きで開きました：{list}</translation>
    </message>
</context>
<context>
    <name>override_errors</name>
    <message>
        <source>Something went wrong ({error}). The window and its work are kept; the details are on the standard error output.</source>
        <translation>問題が発生しました（{error}）。ウィンドウと作業内容はそのまま残っています。詳細は標準エラー出力にあります。</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
</context>
</TS>

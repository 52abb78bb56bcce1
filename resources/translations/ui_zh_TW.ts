<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About gogui</source>
        <translation>關於 gogui</translation>
    </message>
    <message>
        <source>How the rulesets of Go differ: every position ruled under every ruleset, with reasons.</source>
        <translation>圍棋規則有何不同：每個局面都按每種規則判定，並說明理由。</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>授權條款</translation>
    </message>
    <message>
        <source>Sources of the rulesets</source>
        <translation>規則的出處</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>內建規則</translation>
    </message>
    <message>
        <source>Each preset is implemented from a ruleset text. Every description, explanation and diagram comment in gogui is written in the project&apos;s own words.</source>
        <translation>每個內建規則都依據規則原文實現。gogui 中的所有說明、解釋和圖例註釋都由本專案自行撰寫。</translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <source>Export PNG</source>
        <translation>匯出 PNG</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>Could not write {path}</source>
        <translation>無法寫入 {path}</translation>
    </message>
    <message>
        <source>Export SVG</source>
        <translation>匯出 SVG</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>無法寫入 {path}：{why}</translation>
    </message>
</context>
<context>
    <name>CasualGames</name>
    <message>
        <source>Continue a saved game</source>
        <translation>繼續儲存的對局</translation>
    </message>
    <message>
        <source>SGF files (*.sgf);;All files (*)</source>
        <translation>SGF 檔案 (*.sgf);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>無法繼續對局</translation>
    </message>
    <message>
        <source>Cannot recover the game</source>
        <translation>無法還原對局</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>New position</source>
        <translation>新局面</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>Nothing was added: under {rules} the line did not get this far, so the board shows another position. Choose another ruleset to play here.</source>
        <translation>未新增任何內容：按{rules}，路線沒有走到這裡，所以棋盤顯示的是另一個局面。要在這裡落子，請選擇另一種規則。</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>停一手</translation>
    </message>
    <message>
        <source>{p} to play</source>
        <translation>輪到{p}</translation>
    </message>
    <message>
        <source>Set up {v}</source>
        <translation>在 {v} 擺子</translation>
    </message>
    <message>
        <source>Mark {v}</source>
        <translation>標記 {v}</translation>
    </message>
    <message>
        <source>{v} is already occupied: no ruleset allows a play there.</source>
        <translation>{v} 已有棋子：任何規則都不允許在那裡落子。</translation>
    </message>
    <message>
        <source>No ruleset allows this play: {why}</source>
        <translation>沒有規則允許這一著：{why}</translation>
    </message>
    <message>
        <source>The rulesets do not differ after this move on this line.</source>
        <translation>在這一路線上，這手之後各規則沒有差別。</translation>
    </message>
    <message>
        <source>The rulesets do not differ before this move on this line.</source>
        <translation>在這一路線上，這手之前各規則沒有差別。</translation>
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
        <translation>允許的規則：{names}。</translation>
    </message>
    <message>
        <source>No other ruleset allows it either.</source>
        <translation>也沒有其他規則允許。</translation>
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
        <translation>假如：同一局面在各規則下</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Black : White</source>
        <translation>黑 : 白</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
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
        <translation>雙活中的目（不計）：{n}</translation>
    </message>
    <message>
        <source>If the marked stones are dead</source>
        <translation>如果標記的子是死子</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>和棋</translation>
    </message>
</context>
<context>
    <name>CustomRulesDialog</name>
    <message>
        <source>Custom ruleset</source>
        <translation>自訂規則</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>基於規則</translation>
    </message>
</context>
<context>
    <name>DiagramBrowser</name>
    <message>
        <source>Diagram library</source>
        <translation>圖例庫</translation>
    </message>
    <message>
        <source>Could not be read</source>
        <translation>無法讀取</translation>
    </message>
    <message>
        <source>These files of the library are malformed and were left out.</source>
        <translation>圖例庫中的這些檔案格式有誤，已略去。</translation>
    </message>
    <message>
        <source>Left out of the library (could not be read): {names}</source>
        <translation>已從圖例庫略去（無法讀取）：{names}</translation>
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
        <translation>讓引擎停止思考；之後你可以自己替它下這一手</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>Let the engines play again</source>
        <translation>讓引擎重新開始下棋</translation>
    </message>
    <message>
        <source>The engine was stopped. Play its move yourself, or Continue to let it play.</source>
        <translation>引擎已停止。請自己替它下這一手，或按「繼續」讓它下。</translation>
    </message>
</context>
<context>
    <name>EngineChecker</name>
    <message>
        <source>The command has a quotation mark that is not closed.</source>
        <translation>命令中有未閉合的引號。</translation>
    </message>
    <message>
        <source>{engine} answers.</source>
        <translation>{engine} 已回應。</translation>
    </message>
    <message>
        <source>{program} refused the GTP command “{command}”: {reason}</source>
        <translation>{program} 拒絕了 GTP 命令「{command}」：{reason}</translation>
    </message>
    <message>
        <source>{program} does not speak GTP: it wrote {what}. Does the command start it in GTP mode?</source>
        <translation>{program} 不使用 GTP 回應：它輸出了 {what}。該命令是否以 GTP 模式啟動它？</translation>
    </message>
    <message>
        <source>{program} cannot be started: the folder {folder} does not exist.</source>
        <translation>無法啟動 {program}：資料夾 {folder} 不存在。</translation>
    </message>
    <message>
        <source>{program} cannot be started: it is not found, or may not be run.</source>
        <translation>無法啟動 {program}：找不到該程式，或不允許執行它。</translation>
    </message>
    <message>
        <source>{program} stopped before answering (exit status {code}).</source>
        <translation>{program} 在回應前就結束了（結束狀態 {code}）。</translation>
    </message>
    <message>
        <source>{program} started but gave no answer in {seconds} s. Does the command start it in GTP mode?</source>
        <translation>{program} 已啟動，但在 {seconds} 秒內沒有回應。該命令是否以 GTP 模式啟動它？</translation>
    </message>
</context>
<context>
    <name>EngineEntryDialog</name>
    <message>
        <source>Add an engine</source>
        <translation>新增引擎</translation>
    </message>
    <message>
        <source>Edit an engine</source>
        <translation>編輯引擎</translation>
    </message>
    <message>
        <source>the program&apos;s name</source>
        <translation>程式的名稱</translation>
    </message>
    <message>
        <source>for example: gnugo --mode gtp</source>
        <translation>例如：gnugo --mode gtp</translation>
    </message>
    <message>
        <source>the app&apos;s own</source>
        <translation>本程式自己的工作資料夾</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>選擇...</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名稱(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>命令(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>工作資料夾(&amp;W):</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>檢查(&amp;H)</translation>
    </message>
    <message>
        <source>Start the engine and ask its name and version</source>
        <translation>啟動引擎並詢問它的名稱和版本</translation>
    </message>
    <message>
        <source>Starting {engine}...</source>
        <translation>正在啟動 {engine}...</translation>
    </message>
    <message>
        <source>Working folder</source>
        <translation>工作資料夾</translation>
    </message>
</context>
<context>
    <name>EnginePlayer</name>
    <message>
        <source>{engine} answered nonsense ({what}) and was stopped.</source>
        <translation>{engine} 給出了無法理解的回應（{what}），已停止。</translation>
    </message>
    <message>
        <source>{engine} cannot follow this game ({what}) and was stopped.</source>
        <translation>{engine} 無法跟上本局的進程（{what}），已停止。</translation>
    </message>
    <message>
        <source>{engine} gave no answer in {n} s and was stopped.</source>
        <translation>{engine} 在 {n} 秒內沒有回應，已停止。</translation>
    </message>
    <message>
        <source>{engine} could not be started ({command}): {why}</source>
        <translation>無法啟動 {engine}（{command}）：{why}</translation>
    </message>
    <message>
        <source>{engine} ended {n} times and was given up.</source>
        <translation>{engine} 已結束 {n} 次，本局不再使用。</translation>
    </message>
</context>
<context>
    <name>EngineRules</name>
    <message>
        <source>Natural situational superko (a pass does not count as a play that changes the situation): the referee refuses what it forbids.</source>
        <translation>自然情境超級劫（停一手不算改變局面狀態的著手）：它禁止的著手由裁判拒絕。</translation>
    </message>
    <message>
        <source>The Renaissance ko rule (a position may repeat; the third time ends play): the engines play simple ko, and the referee ends play at the third repetition.</source>
        <translation>文藝復興規則的劫規則（局面可以重複，第三次時對局停止）：引擎按基本劫下棋，裁判在第三次重複時停止對局。</translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones and disturbing kos: the engines play simple ko, and the referee refuses a hot stone or a disturbing ko capture and asks again.</source>
        <translation>應氏規則的熱子與攪劫：引擎按基本劫下棋，裁判拒絕提熱子或攪劫的提子，並要求另下一手。</translation>
    </message>
    <message>
        <source>A long cycle that makes the game no result: the referee ends the game.</source>
        <translation>使對局無勝負的長循環：由裁判結束對局。</translation>
    </message>
    <message>
        <source>Threefold repetition, won or drawn by captures: the referee ends play and rules it.</source>
        <translation>按提子數決定勝負或和棋的三次重複：由裁判停止對局並判定。</translation>
    </message>
    <message>
        <source>Single-stone suicide: KataGo never plays it, and cannot follow a player who does.</source>
        <translation>單子自殺：KataGo 從不這樣下，對方這樣下後它也無法跟上。</translation>
    </message>
    <message>
        <source>Ing&apos;s count by filling in: the engines count area, which gives the same result; the referee counts.</source>
        <translation>應氏計點（填子計算）：引擎按數子計算，結果相同；由裁判計算。</translation>
    </message>
    <message>
        <source>Three passes in a row end play: the referee asks the engines again after two.</source>
        <translation>連續三次停一手才停止對局：兩次停一手之後，裁判再次要求引擎著手。</translation>
    </message>
    <message>
        <source>Pass stones (a pass hands the opponent a stone): the referee gives them and counts them.</source>
        <translation>停著交子（停一手時交給對方一子）：由裁判交子並計入。</translation>
    </message>
    <message>
        <source>Pass stones in a dispute phase: the referee gives them and counts them.</source>
        <translation>死活爭議階段的停著交子：由裁判交子並計入。</translation>
    </message>
    <message>
        <source>White passes last: the referee makes White&apos;s obligatory pass.</source>
        <translation>白方最後停一手：由裁判替白方完成必須的停一手。</translation>
    </message>
    <message>
        <source>The confirmation play of a dispute (not kept, each ko needs a pass): the referee runs it.</source>
        <translation>異議時的死活確認著手（不保留，每個劫都需要停一手）：由裁判進行。</translation>
    </message>
    <message>
        <source>The imagined play that settles a dispute: the referee runs it.</source>
        <translation>解決異議的假想著手：由裁判進行。</translation>
    </message>
    <message>
        <source>A dispute leaves every stone alive: an engine that passes before capturing dead stones may lose them.</source>
        <translation>有異議時所有棋子都算活棋：提掉死子之前就停一手的引擎可能因此吃虧。</translation>
    </message>
    <message>
        <source>White&apos;s compensation of a point per handicap stone: GNU Go does not count it; the referee does.</source>
        <translation>每個讓子補償白方一目：GNU Go 不計，由裁判計入。</translation>
    </message>
    <message>
        <source>White&apos;s compensation of a point per handicap stone after the first: GNU Go does not count it; the referee does.</source>
        <translation>從第二個讓子起每子補償白方一目：GNU Go 不計，由裁判計入。</translation>
    </message>
    <message>
        <source>A tie goes to Black: the referee rules it.</source>
        <translation>同分時黑方勝：由裁判判定。</translation>
    </message>
    <message>
        <source>A tie goes to White: the referee rules it.</source>
        <translation>同分時白方勝：由裁判判定。</translation>
    </message>
    <message>
        <source>In a handicap game a tie goes to Black: the referee rules it.</source>
        <translation>讓子棋同分時黑方勝：由裁判判定。</translation>
    </message>
    <message>
        <source>In a handicap game a tie goes to White: the referee rules it.</source>
        <translation>讓子棋同分時白方勝：由裁判判定。</translation>
    </message>
    <message>
        <source>This engine is told only the komi and the board size: the referee refuses every move the ruleset forbids, and runs the end of the game.</source>
        <translation>只告訴此引擎貼目和棋盤大小：規則禁止的著手都由裁判拒絕，終局也由裁判處理。</translation>
    </message>
    <message>
        <source>plays it as it is</source>
        <translation>完全按此規則下</translation>
    </message>
    <message>
        <source>plays its moves by it; the referee runs the end of the game</source>
        <translation>著手按此規則；終局由裁判處理</translation>
    </message>
    <message>
        <source>plays nearby rules; the referee refuses the moves they differ on</source>
        <translation>按相近的規則下；規則不同的著手由裁判拒絕</translation>
    </message>
    <message>
        <source>its defaults (Japanese rules, simple ko)</source>
        <translation>它的預設設定（日本規則，基本劫）</translation>
    </message>
    <message>
        <source>komi and board size only</source>
        <translation>僅貼目和棋盤大小</translation>
    </message>
</context>
<context>
    <name>EngineSeats</name>
    <message>
        <source>{engine} (Black)</source>
        <translation>{engine}（黑）</translation>
    </message>
    <message>
        <source>{engine} (White)</source>
        <translation>{engine}（白）</translation>
    </message>
    <message>
        <source>{who} is thinking: wait for its move, or press Stop.</source>
        <translation>{who}正在思考：請等它落子，或按「停止」。</translation>
    </message>
    <message>
        <source>{who} is placing its handicap stones...</source>
        <translation>{who}正在放置讓子...</translation>
    </message>
    <message>
        <source>{who} is thinking...</source>
        <translation>{who}正在思考...</translation>
    </message>
</context>
<context>
    <name>EngineSettings</name>
    <message>
        <source>Type the command that starts the engine in GTP mode, for example: gnugo --mode gtp</source>
        <translation>請輸入以 GTP 模式啟動引擎的命令，例如：gnugo --mode gtp</translation>
    </message>
    <message>
        <source>The command has a quotation mark that is not closed; close it, or remove it.</source>
        <translation>命令中有未閉合的引號；請補上或刪除它。</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>資料夾 {folder} 不存在。</translation>
    </message>
    <message>
        <source>This command starts {engine}, which is already in the list.</source>
        <translation>此命令啟動的是 {engine}，它已在清單中。</translation>
    </message>
</context>
<context>
    <name>EngineSettingsDialog</name>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>新增(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Edit...</source>
        <translation>編輯(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>檢查(&amp;H)</translation>
    </message>
    <message>
        <source>Start the engine and ask its name and version</source>
        <translation>啟動引擎並詢問它的名稱和版本</translation>
    </message>
    <message>
        <source>The engines you can play in a new game:</source>
        <translation>可在新對局中對弈的引擎：</translation>
    </message>
    <message>
        <source>{engine} (found on this system)</source>
        <translation>{engine}（在本系統中找到）</translation>
    </message>
    <message>
        <source>No engine yet. Install GNU Go ({command}) and open this window again, or add a GTP engine with Add.</source>
        <translation>還沒有引擎。請安裝 GNU Go（{command}）後重新開啟此視窗，或用「新增」加入 GTP 引擎。</translation>
    </message>
    <message>
        <source>Command: {command}</source>
        <translation>命令：{command}</translation>
    </message>
    <message>
        <source>Working folder: {folder}</source>
        <translation>工作資料夾：{folder}</translation>
    </message>
    <message>
        <source>Starting {engine}...</source>
        <translation>正在啟動 {engine}...</translation>
    </message>
</context>
<context>
    <name>Explorer</name>
    <message>
        <source>game {number} of {path}</source>
        <extracomment>The board tools: play, the setup tools (a colour or erase) and the marks with their SGF names. &quot;label&quot; puts the next letter on a point, &quot;number&quot; the next number, &quot;text&quot; a text of one&apos;s own.</extracomment>
        <translation>{path} 的第 {number} 局</translation>
    </message>
    <message>
        <source>A line of game {number} of the file has {longest} nodes; the teaching window follows lines of at most {most} under every ruleset (it would take minutes and gigabytes). Nothing was opened, and {file} is unchanged.</source>
        <translation>檔案第 {number} 局中有一條 {longest} 個節點的路線；主視窗在每種規則下最多只跟隨 {most} 個節點的路線（更長的路線要花幾分鐘和幾 GB 記憶體）。沒有開啟任何內容，{file} 未被改動。</translation>
    </message>
    <message>
        <source>A line of the record has {longest} nodes; the teaching window follows lines of at most {most} under every ruleset (it would take minutes and gigabytes). Nothing was opened, and {file} is unchanged.</source>
        <translation>該棋譜中有一條 {longest} 個節點的路線；主視窗在每種規則下最多只跟隨 {most} 個節點的路線（更長的路線要花幾分鐘和幾 GB 記憶體）。沒有開啟任何內容，{file} 未被改動。</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>第 {number} 局</translation>
    </message>
    <message>
        <source>Under {rules} the line did not get this far. The board shows its game where it stopped, at move {n}.</source>
        <translation>按{rules}，路線沒有走到這裡。棋盤顯示它在第 {n} 手停下時的局面。</translation>
    </message>
    <message>
        <source>{black} vs {white}</source>
        <translation>{black} 對 {white}</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export board</source>
        <translation>匯出棋盤</translation>
    </message>
    <message>
        <source> pixels</source>
        <translation> 畫素</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>尺寸(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Black and white, for printing</source>
        <translation>黑白（用於列印）(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Number the moves, from move:</source>
        <translation>標出手數，起始手(&amp;N):</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Resign</source>
        <translation>認輸</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>對局已結束。</translation>
    </message>
    <message>
        <source>{v} already holds a handicap stone.</source>
        <translation>{v} 已有讓子。</translation>
    </message>
    <message>
        <source>Handicap stone at {v}</source>
        <translation>在 {v} 放讓子</translation>
    </message>
    <message>
        <source>{who} captures {n}.</source>
        <translation>{who}提掉 {n} 子。</translation>
    </message>
    <message>
        <source>Passing is for the time of play.</source>
        <translation>只有對局進行中才能停一手。</translation>
    </message>
    <message>
        <source>Play has stopped. Click strings to mark them dead, then accept, or dispute.</source>
        <translation>對局已停止。點選棋串將其標為死子，然後確認或提出異議。</translation>
    </message>
    <message>
        <source>Black passed last, so White&apos;s obligatory last pass follows (it hands Black a stone). </source>
        <translation>最後停一手的是黑方，因此接著是白方必須的最後一次停一手（交給黑方一子）。</translation>
    </message>
    <message>
        <source>The confirmation play has stopped: accept to count, with the stones it captured as dead.</source>
        <translation>死活確認的著手已停止：確認後計算勝負，其間被提的子算作死子。</translation>
    </message>
    <message>
        <source>Confirmation play: moves are not kept, each ko needs a pass for it before it is retaken, and stones captured here are dead. Pass twice to finish.</source>
        <translation>死活確認著手：著手不保留；每個劫要先為它停一手才能提回；這裡被提的子算作死子。連續停一手兩次即結束。</translation>
    </message>
    <message>
        <source>Hypothetical play (no confirmation phase): imagined wise play, not kept, without ko threats. Stones captured here are dead; pass twice to finish.</source>
        <translation>假想著手（無確認階段）：設想雙方最佳著法，不保留，也不能用劫材。這裡被提的子算作死子；連續停一手兩次即結束。</translation>
    </message>
    <message>
        <source>Play resumes. Pass until play stops again.</source>
        <translation>對局恢復進行。請繼續停一手，直到對局再次停止。</translation>
    </message>
    <message>
        <source>Autosave failed: {e}</source>
        <translation>自動儲存失敗：{e}</translation>
    </message>
    <message>
        <source>{engine} takes every stone for alive: accept, or click strings to mark them dead.</source>
        <translation>{engine} 認為所有棋子都是活棋：請確認，或點選棋串將其標為死子。</translation>
    </message>
    <message>
        <source>{engine} marks 1 stone as dead: accept, or click strings to change the marks.</source>
        <translation>{engine} 將 1 子標為死子：請確認，或點選棋串變更標記。</translation>
    </message>
    <message>
        <source>{engine} marks {n} stones as dead: accept, or click strings to change the marks.</source>
        <translation>{engine} 將 {n} 子標為死子：請確認，或點選棋串變更標記。</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Komi must be a number of points, such as 6.5 or 7.</source>
        <translation>貼目須為目數，例如 6.5 或 7。</translation>
    </message>
    <message>
        <source>(none named)</source>
        <translation>（未指定）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Game info</source>
        <translation>對局資訊</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>標題(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>黑方(&amp;B):</translation>
    </message>
    <message>
        <source>Black&apos;s ran&amp;k:</source>
        <translation>黑方段位(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>白方(&amp;W):</translation>
    </message>
    <message>
        <source>White&apos;s r&amp;ank:</source>
        <translation>白方段位(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>賽事(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation>地點(&amp;P):</translation>
    </message>
    <message>
        <source>the ruleset&apos;s own</source>
        <translation>規則預設值</translation>
    </message>
    <message>
        <source>Ko&amp;mi:</source>
        <translation>貼目(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <translation>讓子(&amp;H):</translation>
    </message>
    <message>
        <source>R&amp;uleset:</source>
        <translation>規則(&amp;U):</translation>
    </message>
    <message>
        <source>B+3.5, W+R, 0 (a draw)...</source>
        <translation>B+3.5、W+R、0（和棋）…</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>結果(&amp;R):</translation>
    </message>
    <message>
        <source>New position</source>
        <translation>新局面</translation>
    </message>
    <message>
        <source>Board &amp;size (2 to 25):</source>
        <translation>棋盤大小（2 至 25）(&amp;S):</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>&amp;Player to move:</source>
        <translation>輪到(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Komi:</source>
        <translation>貼目(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Handicap (standard points):</source>
        <translation>讓子（固定位置）(&amp;H):</translation>
    </message>
    <message>
        <source>Edit game info</source>
        <translation>編輯對局資訊</translation>
    </message>
    <message>
        <source>Black: {black}, White: {white}</source>
        <translation>黑方：{black}，白方：{white}</translation>
    </message>
    <message>
        <source>Komi {komi}</source>
        <translation>貼目 {komi}</translation>
    </message>
    <message>
        <source>Handicap {stones}</source>
        <translation>讓子 {stones}</translation>
    </message>
    <message>
        <source>Ruleset {name}</source>
        <translation>規則 {name}</translation>
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
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>停一手</translation>
    </message>
    <message>
        <source>Move {n}: {colour} {where}</source>
        <translation>第 {n} 手：{colour} {where}</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>擺子</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起始局面</translation>
    </message>
    <message>
        <source>Empty node</source>
        <translation>空節點</translation>
    </message>
    <message>
        <source>Delete this variation</source>
        <translation>刪除此變化</translation>
    </message>
    <message>
        <source>Make this the main line</source>
        <translation>設為主線</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <source>Pass</source>
        <translation>停一手</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>認輸</translation>
    </message>
    <message>
        <source>Both accept</source>
        <translation>雙方確認</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>異議</translation>
    </message>
    <message>
        <source>Nobody moves: all alive</source>
        <translation>無人落子：全部為活棋</translation>
    </message>
    <message>
        <source>Comment on the last move (saved with the game)</source>
        <translation>對最後一手的註釋（隨對局儲存）</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>新對局(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Save game...</source>
        <translation>儲存對局(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>對局(&amp;G)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>轉到(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>後退(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>前進(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>起始局面(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Now</source>
        <translation>目前局面(&amp;N)</translation>
    </message>
    <message>
        <source>The engine that played {players} is not among your engines now (Edit &gt; Engines): you play for it.</source>
        <translation>為{players}下棋的引擎已不在你的引擎清單中（「編輯 &gt; 引擎」）：由你替它下。</translation>
    </message>
    <message>
        <source>Are you sure?</source>
        <translation>確定嗎？</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>{who} resigns and loses the game. Resign?</source>
        <translation>{who}認輸並輸掉這局。要認輸嗎？</translation>
    </message>
    <message>
        <source>Both players accept the dead stones as marked: the game is counted and over. Accept?</source>
        <translation>雙方確認按標記的死子：計算勝負，對局結束。確認嗎？</translation>
    </message>
    <message>
        <source>This is the position after move {k}, not the game now: press End (Go &gt; Now) to return to the game and play.</source>
        <translation>這是第 {k} 手之後的局面，不是目前的對局：按 End（「轉到 &gt; 目前局面」）回到對局繼續下。</translation>
    </message>
    <message>
        <source>{name} (Black)</source>
        <translation>{name}（黑）</translation>
    </message>
    <message>
        <source>{name} (White)</source>
        <translation>{name}（白）</translation>
    </message>
    <message>
        <source>{b} vs {w}, {rules}, komi {komi}</source>
        <translation>{b} 對 {w}，{rules}，貼目 {komi}</translation>
    </message>
    <message>
        <source>{player} resigns...</source>
        <translation>{player}認輸...</translation>
    </message>
    <message>
        <source>{p}: place handicap stone {k} of {n}.</source>
        <translation>{p}：請放第 {k} 個讓子（共 {n} 個）。</translation>
    </message>
    <message>
        <source>{p} to play.</source>
        <translation>輪到{p}。</translation>
    </message>
    <message>
        <source>Play has stopped. Click strings to mark them dead; then accept, or dispute.</source>
        <translation>對局已停止。點選棋串將其標為死子，然後確認或提出異議。</translation>
    </message>
    <message>
        <source>Confirmation play (not kept): {p} to play.</source>
        <translation>死活確認著手（不保留）：輪到{p}。</translation>
    </message>
    <message>
        <source>Hypothetical play (not kept, no ko threats): {p} to play.</source>
        <translation>假想著手（不保留，無劫材）：輪到{p}。</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>對局結束。</translation>
    </message>
    <message>
        <source>(dispute phase {n})</source>
        <translation>（異議階段 {n}）</translation>
    </message>
    <message>
        <source>Looking at move {k} of {n}: press End to return to the game.</source>
        <translation>正在檢視第 {k} 手（共 {n} 手）：按 End 回到對局。</translation>
    </message>
    <message>
        <source>Prisoners taken: Black {b}, White {w}</source>
        <translation>提子：黑 {b}，白 {w}</translation>
    </message>
    <message>
        <source>; pass stones received: Black {b}, White {w}</source>
        <translation>；因停一手得子：黑 {b}，白 {w}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>儲存對局</translation>
    </message>
    <message>
        <source>SGF files (*.sgf)</source>
        <translation>SGF 檔案 (*.sgf)</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>對局未儲存</translation>
    </message>
    <message>
        <source>Could not write {path}: {err}. Any earlier file there is unchanged.</source>
        <translation>無法寫入 {path}：{err}。該處原有的檔案未改變。</translation>
    </message>
    <message>
        <source>Could not save to {path}: {err}. Any earlier file there is unchanged.</source>
        <translation>無法儲存到 {path}：{err}。該處原有的檔案未改變。</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>已儲存到 {path}</translation>
    </message>
    <message>
        <source>The game is not finished and not saved. Save it?</source>
        <translation>對局尚未結束，也未儲存。要儲存嗎？</translation>
    </message>
    <message>
        <source>The game is not finished and not saved. {why} Save it?</source>
        <translation>對局尚未結束，也未儲存。{why} 要儲存嗎？</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>儲存對局嗎？</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>幫助(&amp;H)</translation>
    </message>
    <message>
        <source>How to read the &amp;panel</source>
        <translation>如何閱讀面板(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>鍵盤快捷鍵(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About gogui</source>
        <translation>關於 gogui(&amp;A)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>gogui will show the chosen language when it starts again.</source>
        <translation>gogui 下次啟動時將顯示所選語言。</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>System &amp;default</source>
        <translation>系統預設(&amp;D)</translation>
    </message>
</context>
<context>
    <name>LearnDock</name>
    <message>
        <source>Learn</source>
        <translation>學習</translation>
    </message>
    <message>
        <source>The progress file is free again: every answer is kept in it.</source>
        <translation>進度檔案已空閒：所有作答都已存入其中。</translation>
    </message>
    <message>
        <source>The course asks before it tells: a position, a question, then what every ruleset says.</source>
        <translation>本課程先提問後講解：先看局面和問題，再看各規則怎麼說。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>複習</translation>
    </message>
    <message>
        <source>Quiz me here</source>
        <translation>在此出題</translation>
    </message>
    <message>
        <source>Questions on the line the window shows, where the rulesets disagree</source>
        <translation>就視窗所示路線上各規則判定不同之處出題</translation>
    </message>
    <message>
        <source>&amp;Progress</source>
        <translation>進度(&amp;P)</translation>
    </message>
    <message>
        <source>How well each concept is known under each ruleset</source>
        <translation>每種規則下各個概念掌握得如何</translation>
    </message>
    <message>
        <source>&amp;Export progress...</source>
        <translation>匯出進度(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Import progress...</source>
        <translation>匯入進度(&amp;I)...</translation>
    </message>
    <message>
        <source>Reset progress...</source>
        <translation>重置進度...</translation>
    </message>
    <message>
        <source>Begin</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Back to the course</source>
        <translation>返回課程</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Start the questions</source>
        <translation>開始答題</translation>
    </message>
    <message>
        <source>{title}: worked example, step {i} of {n}</source>
        <translation>{title}：例題，第 {i} 步，共 {n} 步</translation>
    </message>
    <message>
        <source>What the rulesets do here:</source>
        <translation>各規則在此的處理：</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>作答</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>跳過</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一題</translation>
    </message>
    <message>
        <source>Show the answer; the question comes back in Review</source>
        <translation>顯示答案；此題會在複習中再次出現</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>離開本課</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>下一課</translation>
    </message>
    <message>
        <source>1 question, not started</source>
        <translation>1 題，未開始</translation>
    </message>
    <message>
        <source>{n} questions, not started</source>
        <translation>{n} 題，未開始</translation>
    </message>
    <message>
        <source>{right} of {n} right</source>
        <translation>{n} 題答對 {right} 題</translation>
    </message>
    <message>
        <source>{k} to review</source>
        <translation>待複習 {k} 題</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>at question {q}</source>
        <translation>進行到第 {q} 題</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>重新開始</translation>
    </message>
    <message>
        <source>This lesson is about:</source>
        <translation>本課涉及的條文：</translation>
    </message>
    <message>
        <source>You stopped before question {q} of {n}: you go on from there.</source>
        <translation>上次停在第 {q} 題之前（共 {n} 題），將從那裡繼續。</translation>
    </message>
    <message>
        <source>&amp;Review ({n} due today)</source>
        <translation>複習(&amp;R)（今天 {n} 項）</translation>
    </message>
    <message>
        <source>Review ({n} due)</source>
        <translation>複習（{n} 項）</translation>
    </message>
    <message>
        <source>Nothing is due for review today: come back tomorrow, or take the next lesson.</source>
        <translation>今天沒有要複習的內容：明天再來，或者進入下一課。</translation>
    </message>
    <message>
        <source>Progress exported.</source>
        <translation>已匯出進度。</translation>
    </message>
    <message>
        <source>this line</source>
        <translation>這一路線</translation>
    </message>
    <message>
        <source>Working out questions on this line: {p}%</source>
        <translation>正在為這一路線出題：{p}%</translation>
    </message>
    <message>
        <source>Every ruleset agrees all along this line: there is nothing to ask here.</source>
        <translation>在這一路線上各規則的判定始終一致，這裡沒有可出的題。</translation>
    </message>
    <message>
        <source>Reset progress?</source>
        <translation>重置進度嗎？</translation>
    </message>
    <message>
        <source>Forget every answer and where each lesson was left? This cannot be undone.</source>
        <translation>清除所有答題記錄和各課的進度嗎？此操作無法復原。</translation>
    </message>
    <message>
        <source>Export lesson as S&amp;GF...</source>
        <translation>將本課匯出為 SGF(&amp;G)...</translation>
    </message>
    <message>
        <source>The lesson&apos;s questions, answers and why as one SGF file, to step through in any SGF viewer</source>
        <translation>把本課的問題、答案和理由寫成一個 SGF 檔案，可在任何 SGF 檢視器中逐步瀏覽</translation>
    </message>
    <message>
        <source>Re&amp;set progress...</source>
        <translation>重置進度(&amp;S)...</translation>
    </message>
    <message>
        <source>The question&apos;s position could not be shown.</source>
        <translation>無法顯示該題的局面。</translation>
    </message>
    <message>
        <source>{title}: question {q} of {n}</source>
        <translation>{title}：第 {q} 題（共 {n} 題）</translation>
    </message>
    <message>
        <source>Click the point on the board.</source>
        <translation>請點選棋盤上的點。</translation>
    </message>
    <message>
        <source>Tick every one that applies, then Answer (or press Enter).</source>
        <translation>勾選所有符合的選項，然後點「作答」（或按 Enter）。</translation>
    </message>
    <message>
        <source>Choose one, then Answer (or press Enter).</source>
        <translation>選擇一項，然後點「作答」（或按 Enter）。</translation>
    </message>
    <message>
        <source>Hint {i}:</source>
        <translation>提示 {i}：</translation>
    </message>
    <message>
        <source>Not quite — try once more.</source>
        <translation>不太對——再試一次。</translation>
    </message>
    <message>
        <source>Skipped: this question comes back in Review.</source>
        <translation>已跳過：此題會在複習中再次出現。</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>正確。</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>不正確。</translation>
    </message>
    <message>
        <source>You clicked {v}.</source>
        <translation>你點選了 {v}。</translation>
    </message>
    <message>
        <source>The answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>原因：</translation>
    </message>
    <message>
        <source>The other rulesets:</source>
        <translation>其他規則：</translation>
    </message>
    <message>
        <source>What each ruleset says here:</source>
        <translation>各規則在此的判定：</translation>
    </message>
    <message>
        <source>Review what is due</source>
        <translation>複習到期的內容</translation>
    </message>
    <message>
        <source>right at the second try</source>
        <translation>第二次答對</translation>
    </message>
    <message>
        <source>See the summary</source>
        <translation>檢視總結</translation>
    </message>
    <message>
        <source>The concepts due for review today, each asked on another position: turned, reflected, colour-swapped or another of the course</source>
        <translation>今天要複習的概念，每個都在另一個局面上提問：旋轉、翻轉、黑白互換，或課程中的另一個局面</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進度</translation>
    </message>
    <message>
        <source>{k} more at the second try</source>
        <translation>另有 {k} 題第二次答對</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳過</translation>
    </message>
    <message>
        <source>You left {title} for another record; starting it again in the Learn panel comes back to this question.</source>
        <translation>因開啟了另一個棋譜，已離開 {title}。在學習面板中再次開始時，會從這道題繼續。</translation>
    </message>
    <message>
        <source>You left {title} for another record.</source>
        <translation>因開啟了另一個棋譜，已離開 {title}。</translation>
    </message>
    <message>
        <source>Answer the question in the Learn panel first.</source>
        <translation>請先在學習面板中作答。</translation>
    </message>
    <message>
        <source>&amp;Learn mode</source>
        <translation>學習模式(&amp;L)</translation>
    </message>
    <message>
        <source>The course: lessons that ask before they tell (Ctrl+L)</source>
        <translation>課程：先提問後講解的課 (Ctrl+L)</translation>
    </message>
    <message>
        <source>&amp;Quiz me here</source>
        <translation>在此出題(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>複習(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>學習(&amp;L)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>What you know, concept by ruleset</source>
        <translation>已掌握的內容：按概念和規則</translation>
    </message>
    <message>
        <source>A blank cell: not answered yet. Click a cell for a short review of it.</source>
        <translation>空白格：尚未作答。點擊一格可對其做簡短複習。</translation>
    </message>
    <message>
        <source>Course done: {lessons} of {all_lessons} lessons finished, {right} of {questions} questions answered right at least once.</source>
        <translation>課程進度：{all_lessons} 課中已完成 {lessons} 課，{questions} 題中 {right} 題至少答對一次。</translation>
    </message>
    <message>
        <source>The course asks nothing about {concept} under {ruleset}.</source>
        <translation>課程不會就{ruleset}的{concept}提問。</translation>
    </message>
    <message>
        <source>The same rule here: {rulesets}</source>
        <translation>此處規定相同：{rulesets}</translation>
    </message>
    <message>
        <source>{right} of {answered} answers right</source>
        <translation>{answered} 次中答對 {right} 次</translation>
    </message>
    <message>
        <source>Due for review today</source>
        <translation>今天到期複習</translation>
    </message>
    <message>
        <source>Next review: {day}</source>
        <translation>下次複習：{day}</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>匯出進度</translation>
    </message>
    <message>
        <source>Progress files (*.json)</source>
        <translation>進度檔案 (*.json)</translation>
    </message>
    <message>
        <source>Import progress</source>
        <translation>匯入進度</translation>
    </message>
    <message>
        <source>Progress imported: {answers} answers and {reviews} reviews of cards that were not here before.</source>
        <translation>已匯入進度：此處原先沒有的 {answers} 個答案和 {reviews} 筆複習記錄。</translation>
    </message>
</context>
<context>
    <name>LessonExport</name>
    <message>
        <source>Export lesson as SGF</source>
        <translation>將本課匯出為 SGF</translation>
    </message>
    <message>
        <source>SGF files (*.sgf)</source>
        <translation>SGF 檔案 (*.sgf)</translation>
    </message>
    <message>
        <source>The lesson was not exported: {why}</source>
        <translation>本課未匯出：{why}</translation>
    </message>
    <message>
        <source>Exported {count} questions of {title} to {path}.</source>
        <translation>已將{title}的 {count} 道題匯出到 {path}。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>gogui - how the rules of Go differ</source>
        <translation>gogui - 圍棋規則有何不同</translation>
    </message>
    <message>
        <source>Comment on this node (saved with the record)</source>
        <translation>對此節點的註釋（隨棋譜儲存）</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>圖例</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>棋譜樹</translation>
    </message>
    <message>
        <source>Custom...</source>
        <translation>自訂...</translation>
    </message>
    <message>
        <source>Show all {n} characters of this comment (to edit it)</source>
        <translation>顯示這則註解的全部 {n} 個字元（以便編輯）</translation>
    </message>
    <message>
        <source>Text label</source>
        <translation>文字標籤</translation>
    </message>
    <message>
        <source>Label on {point} (empty: none):</source>
        <translation>{point} 的標籤（留空則刪除）：</translation>
    </message>
    <message>
        <source>Game of this file</source>
        <translation>此檔案中的對局</translation>
    </message>
    <message>
        <source>Show the game:</source>
        <translation>顯示對局：</translation>
    </message>
    <message>
        <source>{title}[*] - gogui</source>
        <translation>{title}[*] - gogui</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Move {n}: {colour} {where}</source>
        <translation>第 {n} 手：{colour} {where}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>停一手</translation>
    </message>
    <message>
        <source>Also called: {names}</source>
        <translation>又稱：{names}</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>出處：{source}</translation>
    </message>
    <message>
        <source>Node {n}: setup</source>
        <translation>節點 {n}：擺子</translation>
    </message>
    <message>
        <source>The rulings, the comment and the crossed points are hidden until you answer the question in the Learn panel.</source>
        <translation>在學習面板中作答之前，判定、註釋和打叉的點都會隱藏。</translation>
    </message>
    <message>
        <source>{ruleset}: {verdict}</source>
        <translation>{ruleset}：{verdict}</translation>
    </message>
    <message>
        <source>Working out the rulings up to move {n}: {p}%</source>
        <translation>正在計算到第{n}手的判定：{p}%</translation>
    </message>
    <message>
        <source>{v} was not played: move {n} is shown once its rulings are worked out. Click again then.</source>
        <translation>未在 {v} 落子：第{n}手要等判定計算完畢才會顯示。顯示後請再點擊一次。</translation>
    </message>
    <message>
        <source>Go to move</source>
        <translation>跳到某手</translation>
    </message>
    <message>
        <source>Move number (0 to {n}):</source>
        <translation>手數（0 至 {n}）：</translation>
    </message>
    <message>
        <source>New &amp;position...</source>
        <translation>新局面(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Open SGF...</source>
        <translation>開啟 SGF(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Game of this file...</source>
        <translation>此檔案中的對局(&amp;G)...</translation>
    </message>
    <message>
        <source>Show another game of a file that holds several</source>
        <translation>顯示含多局的檔案中的另一局</translation>
    </message>
    <message>
        <source>Game &amp;info...</source>
        <translation>對局資訊(&amp;I)...</translation>
    </message>
    <message>
        <source>Players, ranks, date, event, place, komi, handicap, ruleset and result</source>
        <translation>對局者、段位、日期、賽事、地點、貼目、讓子、規則和結果</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存為(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Export board as PNG...</source>
        <translation>將棋盤匯出為 PNG(&amp;E)...</translation>
    </message>
    <message>
        <source>Export board as S&amp;VG...</source>
        <translation>將棋盤匯出為 SVG(&amp;V)...</translation>
    </message>
    <message>
        <source>Export &amp;worksheet...</source>
        <translation>匯出練習題(&amp;W)...</translation>
    </message>
    <message>
        <source>A lesson&apos;s or this line&apos;s questions, or where the rulesets differ here, with their boards, as a PDF or a web page</source>
        <translation>把一課或這條線的問題，或這裡各規則裁定不同的著手，連同棋盤圖匯出為 PDF 或網頁</translation>
    </message>
    <message>
        <source>Print wor&amp;ksheet...</source>
        <translation>列印練習題(&amp;K)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Delete this variation</source>
        <translation>刪除此變化(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Make this the main line</source>
        <translation>設為主線(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Black to play here</source>
        <translation>此處輪黑方下(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White to play here</source>
        <translation>此處輪白方下(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Copy as ASCII diagram</source>
        <translation>複製為 ASCII 圖(&amp;C)</translation>
    </message>
    <message>
        <source>E&amp;ngines...</source>
        <translation>引擎(&amp;N)...</translation>
    </message>
    <message>
        <source>The engines you can play in a new game: add, change or check one</source>
        <translation>可在新對局中對弈的引擎：新增、變更或檢查</translation>
    </message>
    <message>
        <source>&amp;First</source>
        <translation>最前(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>上一手(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一手(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Last</source>
        <translation>最後(&amp;L)</translation>
    </message>
    <message>
        <source>Previous &amp;variation</source>
        <translation>上一個變化(&amp;V)</translation>
    </message>
    <message>
        <source>Next v&amp;ariation</source>
        <translation>下一個變化(&amp;A)</translation>
    </message>
    <message>
        <source>Pa&amp;ss</source>
        <translation>停一手(&amp;S)</translation>
    </message>
    <message>
        <source>The player to move passes here (Ctrl+P)</source>
        <translation>輪到的一方在此停一手 (Ctrl+P)</translation>
    </message>
    <message>
        <source>Next &amp;difference</source>
        <translation>下一處差別(&amp;D)</translation>
    </message>
    <message>
        <source>The next move where the rulesets&apos; verdicts or counts differ</source>
        <translation>各規則判定或計算結果不同的下一手</translation>
    </message>
    <message>
        <source>Previous diff&amp;erence</source>
        <translation>上一處差別(&amp;E)</translation>
    </message>
    <message>
        <source>The previous move where the rulesets&apos; verdicts or counts differ</source>
        <translation>各規則判定或計算結果不同的上一手</translation>
    </message>
    <message>
        <source>&amp;Go to move...</source>
        <translation>跳到某手(&amp;G)...</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>新對局(&amp;N)...</translation>
    </message>
    <message>
        <source>Continue a saved &amp;game...</source>
        <translation>繼續儲存的對局(&amp;G)...</translation>
    </message>
    <message>
        <source>&amp;Play from here...</source>
        <translation>從這裡下(&amp;P)...</translation>
    </message>
    <message>
        <source>Start a casual game from the current position under a ruleset you choose</source>
        <translation>從當前局面按所選規則開始對局</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>座標(&amp;C)</translation>
    </message>
    <message>
        <source>Move &amp;numbers</source>
        <translation>手數(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rulesets reference</source>
        <translation>規則參考(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Play moves</source>
        <translation>落子(&amp;P)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>落子</translation>
    </message>
    <message>
        <source>Add &amp;black stones</source>
        <translation>擺黑子(&amp;B)</translation>
    </message>
    <message>
        <source>+Black</source>
        <translation>+黑</translation>
    </message>
    <message>
        <source>Add &amp;white stones</source>
        <translation>擺白子(&amp;W)</translation>
    </message>
    <message>
        <source>+White</source>
        <translation>+白</translation>
    </message>
    <message>
        <source>&amp;Erase stones</source>
        <translation>擦除棋子(&amp;E)</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>擦除</translation>
    </message>
    <message>
        <source>&amp;Triangle</source>
        <translation>三角(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Square</source>
        <translation>方塊(&amp;S)</translation>
    </message>
    <message>
        <source>C&amp;ircle</source>
        <translation>圓圈(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Cross</source>
        <translation>叉號(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Label (A, B, C...)</source>
        <translation>字母標籤 (A, B, C...)(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Number label (1, 2, 3...)</source>
        <translation>數字標籤 (1, 2, 3...)(&amp;N)</translation>
    </message>
    <message>
        <source>Te&amp;xt label...</source>
        <translation>文字標籤(&amp;X)...</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>轉到(&amp;G)</translation>
    </message>
    <message>
        <source>G&amp;ame</source>
        <translation>對局(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Diagrams</source>
        <translation>圖例(&amp;D)</translation>
    </message>
    <message>
        <source>Game &amp;tree</source>
        <translation>棋譜樹(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Tool for the board</source>
        <translation>棋盤工具(&amp;T)</translation>
    </message>
    <message>
        <source>The mouse wheel over the board also steps back and forth through the line. Tab and Shift+Tab move between the parts of the window; Return on a row of the ruling table does what a double click does.</source>
        <translation>在棋盤上滾動滑鼠滾輪也能在路線上前後移動。Tab 和 Shift+Tab 在視窗各部分之間切換；在判定表的一行上按 Return 與雙擊效果相同。</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>瀏覽</translation>
    </message>
    <message>
        <source> Ruleset: </source>
        <translation> 規則: </translation>
    </message>
    <message>
        <source>Edit tools</source>
        <translation>編輯工具</translation>
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
        <translation>起始局面</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>擺子</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>停一手</translation>
    </message>
    <message>
        <source>{number}: {player} {point}</source>
        <translation>{number}：{player} {point}</translation>
    </message>
    <message>
        <source>[variation {k} of {n}]</source>
        <translation>[變化 {k}/{n}]</translation>
    </message>
    <message>
        <source>rulesets differ</source>
        <translation>規則有別</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手數</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>落點</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>提子</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>play resumes (dispute phase {n})</source>
        <translation>對局恢復進行（死活爭議階段 {n}）</translation>
    </message>
    <message>
        <source>White&apos;s obligatory last pass follows</source>
        <translation>接著是白方必須的最後一次停一手</translation>
    </message>
    <message>
        <source>an obligatory pass evens the moves</source>
        <translation>必須的停一手使雙方手數相等</translation>
    </message>
    <message>
        <source>suicide</source>
        <translation>自殺</translation>
    </message>
    <message>
        <source>play stops</source>
        <translation>對局停止</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新對局</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>fixed (star points)</source>
        <translation>固定（星位）</translation>
    </message>
    <message>
        <source>free (Black places them)</source>
        <translation>自由（黑方自選）</translation>
    </message>
    <message>
        <source>Who plays this colour: a person, or an engine</source>
        <translation>由誰執此色：真人，或引擎</translation>
    </message>
    <message>
        <source>The engine&apos;s strength</source>
        <translation>引擎的棋力</translation>
    </message>
    <message>
        <source>level </source>
        <translation>等級 </translation>
    </message>
    <message>
        <source>To play the computer, install GNU Go ({command}), or add a GTP engine in Engines...</source>
        <translation>要與電腦對弈，請安裝 GNU Go（{command}），或在「引擎...」中加入 GTP 引擎。</translation>
    </message>
    <message>
        <source>&amp;Engines...</source>
        <translation>引擎(&amp;E)...</translation>
    </message>
    <message>
        <source>Add, change or check the engines you can play</source>
        <translation>新增、變更或檢查可對弈的引擎</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盤</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>貼目</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>讓子</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>擺放方式</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>{engine} (level {level})</source>
        <translation>{engine}（等級 {level}）</translation>
    </message>
    <message>
        <source>{rules}: handicap stones go on {where}; White&apos;s compensation for a handicap: {comp}.</source>
        <translation>{rules}：讓子放在{where}；讓子棋中白方所得的補償：{comp}。</translation>
    </message>
    <message>
        <source>the star points</source>
        <translation>星位</translation>
    </message>
    <message>
        <source>points Black chooses</source>
        <translation>黑方選擇的點</translation>
    </message>
</context>
<context>
    <name>PanelGuideDialog</name>
    <message>
        <source>light grey</source>
        <translation>淺灰</translation>
    </message>
    <message>
        <source>The starting position (node 0), before any move of the line.</source>
        <translation>起始局面（節點 0），在路線的任何一手之前。</translation>
    </message>
    <message>
        <source>green</source>
        <translation>綠色</translation>
    </message>
    <message>
        <source>The ruleset allows this move and play goes on. A setup or comment node after legal play reads legal too.</source>
        <translation>規則允許這手，對局繼續。合法著手之後的擺子或註釋節點也顯示為合法。</translation>
    </message>
    <message>
        <source>red</source>
        <translation>紅色</translation>
    </message>
    <message>
        <source>The ruleset forbids this move; the reason says which rule (see below). The board shows the forbidden stone crossed out on the position before it.</source>
        <translation>規則禁止這手；理由說明依據哪條規定（見下）。棋盤在前一局面上以叉號顯示被禁止的子。</translation>
    </message>
    <message>
        <source>amber</source>
        <translation>琥珀色</translation>
    </message>
    <message>
        <source>Successive passes (two, or three under the Renaissance rules) stop play here: next the players agree which stones are dead, or settle a disagreement the ruleset&apos;s way.</source>
        <translation>連續停一手（兩次，文藝復興規則為三次）使對局在此停止：接著雙方商定哪些子是死子，意見不一時按該規則的方式解決。</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>藍色</translation>
    </message>
    <message>
        <source>The game ends at this move: threefold repetition (decided by the stones each side captured in the loop), no result (a long cycle, Japanese and Korean rules) or passes (play stopped and the ruleset goes straight to the count).</source>
        <translation>對局在這手結束：同一局面第三次出現（按循環中雙方提子數決定）、無勝負（長循環，日本規則和韓國規則）或停一手（對局停止，規則直接進入計算）。</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <source>The ruleset&apos;s replay of this line never gets here: it stopped at move n, after a move it forbids or where its game ended. The details pane says why; under the chosen ruleset the board shows its game where it stopped.</source>
        <translation>按此規則重放這一路線到不了這裡：它在第 n 手停下，那是它禁止的一手或對局結束之處。詳情欄會說明原因；若是所選規則，棋盤顯示它停下時的局面。</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>how</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>How to read the panel</source>
        <translation>如何閱讀面板</translation>
    </message>
    <message>
        <source>The panel beside the board says, for the node the board shows, what every ruleset makes of it.</source>
        <translation>棋盤旁的面板顯示各規則對棋盤當前節點的判定。</translation>
    </message>
    <message>
        <source>Rulings here</source>
        <translation>此處判定</translation>
    </message>
    <message>
        <source>One row per ruleset (and your custom ruleset when you chose one), with its &lt;b&gt;Ruling&lt;/b&gt;: a symbol and a short verdict. The ruleset chosen in the toolbar is in bold and its verdict is in the status bar. The details pane under the panel gives the selected row&apos;s full explanation; click another row to read that ruleset&apos;s.</source>
        <translation>每種規則一行（選了自訂規則時也有一行），其&lt;b&gt;判定&lt;/b&gt;為一個符號和簡短結論。工具欄中選定的規則以粗體顯示，其判定也顯示在狀態列。面板下方的詳情欄給出所選行的完整解釋；點選另一行可閱讀該規則的解釋。</translation>
    </message>
    <message>
        <source>Verdicts and colours</source>
        <translation>判定與顏色</translation>
    </message>
    <message>
        <source>The rows of Rulings here and the cells of Whole line take these symbols and colours (the colours follow a light or a dark system palette):</source>
        <translation>「此處判定」的行和「整條路線」的格子使用以下符號和顏色（顏色隨系統的淺色或深色配色變化）：</translation>
    </message>
    <message>
        <source>Reasons an illegal move can have: {reasons}.</source>
        <translation>禁著的理由：{reasons}。</translation>
    </message>
    <message>
        <source>Whole line</source>
        <translation>整條路線</translation>
    </message>
    <message>
        <source>A matrix of rulesets (rows) by nodes of the current line (columns, 0 is the start), marked as above; the current move&apos;s column is outlined. Read a row to see where that ruleset forbids a move or ends the game, read a column to compare the rulesets at one move. Hover a cell for its ruling and explanation; click it to go to that node.</source>
        <translation>由規則（行）和當前路線的節點（列，0 為起始）組成的表，標記方式同上；當前一手所在的列加框顯示。看一行可知該規則在哪裡禁止著手或結束對局，看一列可比較各規則對同一手的判定。滑鼠停在格子上會顯示判定和解釋；點選即跳到該節點。</translation>
    </message>
    <message>
        <source>Moves and the board</source>
        <translation>著手與棋盤</translation>
    </message>
    <message>
        <source>Moves lists the nodes of the current line and marks where it branches (&quot;variation 2 of 3&quot;). On the board, a red cross marks a point where the player to move may not play under the chosen ruleset; hover it to read why.</source>
        <translation>「著手」列出當前路線的節點，並標出分支之處（「變化 2/3」）。棋盤上的紅叉表示按所選規則輪到的一方不能下的點；滑鼠停在上面可看原因。</translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <source>Play from here</source>
        <translation>從這裡下</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>貼目</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>落子</translation>
    </message>
</context>
<context>
    <name>RecordEdits</name>
    <message>
        <source>Edit comment</source>
        <translation>編輯註釋</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>刪除變化</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>設為主線</translation>
    </message>
</context>
<context>
    <name>RecordFiles</name>
    <message>
        <source>Save the changes?</source>
        <translation>儲存更改嗎？</translation>
    </message>
    <message>
        <source>{title} has changes that are not saved. Save them?</source>
        <translation>{title} 有未儲存的更改。要儲存嗎？</translation>
    </message>
    <message>
        <source>Save SGF</source>
        <translation>儲存 SGF</translation>
    </message>
    <message>
        <source>SGF files (*.sgf);;All files (*)</source>
        <translation>SGF 檔案 (*.sgf);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>無法儲存</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>無法寫入 {path}：{why}</translation>
    </message>
    <message>
        <source>Could not save {path}: {why}. Any earlier file there is unchanged.</source>
        <translation>無法儲存 {path}：{why}。該處原有的檔案未改變。</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>已儲存 {path}</translation>
    </message>
    <message>
        <source>The library&apos;s rulings, theme, order and summary were left out: they describe the diagram&apos;s lines, which this record has changed.</source>
        <translation>未寫入圖例庫的判定、主題、順序和摘要：它們描述的是圖例的路線，而此棋譜已改動了這些路線。</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（暫無）</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>無法開啟檔案</translation>
    </message>
    <message>
        <source>This file holds {n} games: the first is shown (File &gt; Game of this file shows another), and Save writes them all.</source>
        <translation>此檔案包含 {n} 局：顯示的是第一局（「檔案 &gt; 此檔案中的對局」可顯示其他局），儲存時會寫入全部對局。</translation>
    </message>
    <message>
        <source>Open SGF</source>
        <translation>開啟 SGF</translation>
    </message>
    <message>
        <source>SGF and MGT files (*.sgf *.SGF *.mgt *.MGT);;SGF files (*.sgf *.SGF);;MGT files (*.mgt *.MGT);;All files (*)</source>
        <translation>SGF 和 MGT 檔案 (*.sgf *.SGF *.mgt *.MGT);;SGF 檔案 (*.sgf *.SGF);;MGT 檔案 (*.mgt *.MGT);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>還原未儲存的工作嗎？</translation>
    </message>
    <message>
        <source>The teaching window was not closed properly and had unsaved work: {what}. Restore it now?</source>
        <translation>主視窗未正常關閉，有未儲存的工作：{what}。現在還原嗎？</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>還原</translation>
    </message>
    <message>
        <source>Recover a game?</source>
        <translation>還原對局嗎？</translation>
    </message>
    <message>
        <source>A game in progress was not closed properly: {what} ({file}). Continue it now?</source>
        <translation>一局進行中的對局未正常關閉：{what}（{file}）。現在繼續嗎？</translation>
    </message>
    <message>
        <source>A game in progress was not closed properly ({file}). Continue it now?</source>
        <translation>一局進行中的對局未正常關閉（{file}）。現在繼續嗎？</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>Later keeps it for the next start; Discard deletes it.</source>
        <translation>「稍後」會保留到下次啟動；「丟棄」會刪除它。</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍後</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丟棄</translation>
    </message>
    <message>
        <source>Cannot restore the unsaved work</source>
        <translation>無法還原未儲存的工作</translation>
    </message>
    <message>
        <source>Restored the unsaved work on {title}.</source>
        <translation>已還原 {title} 未儲存的工作。</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>{path} is not the teaching window&apos;s work (no {property})</source>
        <translation>{path} 不是主視窗的工作（沒有 {property}）</translation>
    </message>
    <message>
        <source>the file {path}</source>
        <translation>檔案 {path}</translation>
    </message>
    <message>
        <source>the library diagram {id}</source>
        <translation>庫中的棋圖 {id}</translation>
    </message>
    <message>
        <source>a new position</source>
        <translation>新局面</translation>
    </message>
    <message>
        <source>{title} ({where}), last changed {when}</source>
        <translation>{title}（{where}，最後修改於 {when}）</translation>
    </message>
    <message>
        <source>The file was kept as {path}.</source>
        <translation>檔案已保留為 {path}。</translation>
    </message>
    <message>
        <source>The file was left at {path}.</source>
        <translation>檔案仍在 {path}。</translation>
    </message>
    <message>
        <source>{path}: the journal&apos;s move pass cannot be played</source>
        <translation>{path}：日誌中記錄的停一手無法進行</translation>
    </message>
    <message>
        <source>{path}: the journal&apos;s move {vertex} cannot be played</source>
        <translation>{path}：日誌中記錄的著手 {vertex} 無法下出</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 手</translation>
    </message>
    <message>
        <source>{n} moves</source>
        <translation>{n} 手</translation>
    </message>
    <message>
        <source>{black} vs {white}, {rules}, {moves}</source>
        <translation>{black} 對 {white}，{rules}，{moves}</translation>
    </message>
</context>
<context>
    <name>Referee</name>
    <message>
        <source>{engine} tried {vertex}, {why} under {rules}: refused. {explanation}</source>
        <translation>{engine} 試下 {vertex}，在{rules}下屬於{why}：已拒絕。{explanation}</translation>
    </message>
    <message>
        <source>{engine} offered no other move, so it passes.</source>
        <translation>{engine} 沒有給出其他著手，因此停一手。</translation>
    </message>
    <message>
        <source>the engine refused &quot;{command}&quot;: {why}</source>
        <translation>引擎拒絕了「{command}」：{why}</translation>
    </message>
    <message>
        <source>{vertex} is not empty.</source>
        <translation>{vertex} 已有棋子。</translation>
    </message>
</context>
<context>
    <name>RulesetOption</name>
    <message>
        <source>basic ko only</source>
        <translation>僅基本劫</translation>
    </message>
    <message>
        <source>positional superko</source>
        <translation>位置超級劫</translation>
    </message>
    <message>
        <source>situational superko</source>
        <translation>情境超級劫</translation>
    </message>
    <message>
        <source>natural situational superko</source>
        <translation>自然情境超級劫</translation>
    </message>
    <message>
        <source>basic ko and minimal superko</source>
        <translation>基本劫與最小超級劫</translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones and disturbing</source>
        <translation>應氏規則的熱子與攪劫</translation>
    </message>
    <message>
        <source>nothing: play goes on</source>
        <translation>無（對局繼續）</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>無勝負</translation>
    </message>
    <message>
        <source>threefold repetition ends the game</source>
        <translation>第三次重複再現即終局</translation>
    </message>
    <message>
        <source>forbidden</source>
        <translation>禁止</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>允許</translation>
    </message>
    <message>
        <source>of one stone, a pass; of more, allowed</source>
        <translation>一子視為停一手，多子允許</translation>
    </message>
    <message>
        <source>area</source>
        <translation>數子</translation>
    </message>
    <message>
        <source>territory and prisoners</source>
        <translation>數目（目數與提子）</translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation>計點</translation>
    </message>
    <message>
        <source>counted as any other point</source>
        <translation>與其他點一樣計算</translation>
    </message>
    <message>
        <source>count for nobody</source>
        <translation>不計入任何一方</translation>
    </message>
    <message>
        <source>never</source>
        <translation>從不</translation>
    </message>
    <message>
        <source>always</source>
        <translation>總是</translation>
    </message>
    <message>
        <source>in dispute phases</source>
        <translation>在爭議階段</translation>
    </message>
    <message>
        <source>play on</source>
        <translation>繼續對局</translation>
    </message>
    <message>
        <source>the confirmation play, not kept</source>
        <translation>死活確認著手（不保留）</translation>
    </message>
    <message>
        <source>a hypothetical play, not kept</source>
        <translation>假想著手（不保留）</translation>
    </message>
    <message>
        <source>play on; every stone alive if nobody moves</source>
        <translation>繼續對局；若無人落子則所有棋子皆活</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>經雙方同意</translation>
    </message>
    <message>
        <source>none: every stone on the board is alive</source>
        <translation>無（盤上棋子皆活）</translation>
    </message>
    <message>
        <source>nobody: a draw</source>
        <translation>無人（和棋）</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>on fixed points</source>
        <translation>固定點位</translation>
    </message>
    <message>
        <source>anywhere</source>
        <translation>自由放置</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
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
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>RulesetReference</name>
    <message>
        <source>which repetitions a play may not make</source>
        <translation>著手不得造成的重複</translation>
    </message>
    <message>
        <source>what a cycle of repeated positions does to the game</source>
        <translation>局面循環對對局的影響</translation>
    </message>
    <message>
        <source>whether a play may leave its own string without liberties</source>
        <translation>著手能否使己方棋串沒有氣（自殺）</translation>
    </message>
    <message>
        <source>how the game is counted</source>
        <translation>勝負計算方法</translation>
    </message>
    <message>
        <source>whether points in seki count</source>
        <translation>雙活中的目是否計算</translation>
    </message>
    <message>
        <source>successive passes that stop play</source>
        <translation>使對局停止的連續停一手次數</translation>
    </message>
    <message>
        <source>whether a pass hands the opponent a prisoner</source>
        <translation>停一手是否要交給對方一枚提子</translation>
    </message>
    <message>
        <source>whether White must make the last pass</source>
        <translation>白方是否必須最後停一手</translation>
    </message>
    <message>
        <source>what happens when the players disagree about dead stones</source>
        <translation>雙方對死子意見不一時如何處理</translation>
    </message>
    <message>
        <source>how dead stones leave the board</source>
        <translation>死子如何從棋盤上取走</translation>
    </message>
    <message>
        <source>whether a dispute needs equal numbers of moves</source>
        <translation>死活爭議中雙方著手數是否須相等</translation>
    </message>
    <message>
        <source>White&apos;s compensation for moving second, in an even game</source>
        <translation>分先對局中後行的白方所得補償</translation>
    </message>
    <message>
        <source>komi in a handicap game</source>
        <translation>讓子棋的貼目</translation>
    </message>
    <message>
        <source>who wins a tie in an even game</source>
        <translation>分先對局同分時誰勝</translation>
    </message>
    <message>
        <source>who wins a tie in a handicap game</source>
        <translation>讓子棋同分時誰勝</translation>
    </message>
    <message>
        <source>where handicap stones go</source>
        <translation>讓子的位置</translation>
    </message>
    <message>
        <source>points White gets for N handicap stones</source>
        <translation>讓 N 子時白方所得的目數</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出處</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>選項</translation>
    </message>
    <message>
        <source>How we read the text</source>
        <translation>對原文的解讀</translation>
    </message>
    <message>
        <source>A custom ruleset: the option values above, built on the preset its rules spec names.</source>
        <translation>自訂規則：以規則說明所指的內建規則為基礎，採用上面的選項值。</translation>
    </message>
    <message>
        <source>Playing the computer</source>
        <translation>與電腦對弈</translation>
    </message>
    <message>
        <source>An engine is told the nearest rules it knows; gogui referees every move it offers under this ruleset.</source>
        <translation>引擎會被告知它所知道的最接近的規則；gogui 按此規則裁判它給出的每一手。</translation>
    </message>
    <message>
        <source>told: {what}</source>
        <translation>告知：{what}</translation>
    </message>
    <message>
        <source>Rulesets reference</source>
        <translation>規則參考</translation>
    </message>
</context>
<context>
    <name>Ruling</name>
    <message>
        <source>illegal: {reason}</source>
        <translation>禁著：{reason}</translation>
    </message>
    <message>
        <source>game ends ({reason})</source>
        <translation>對局結束（{reason}）</translation>
    </message>
    <message>
        <source>play stops</source>
        <translation>對局停止</translation>
    </message>
    <message>
        <source>not reached: move {number} was illegal</source>
        <translation>未到達：第{number}手是禁著</translation>
    </message>
    <message>
        <source>not reached: play ended at move {number}</source>
        <translation>未到達：對局在第{number}手結束</translation>
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
        <translation>禁著</translation>
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
        <translation>這裡沒有著手：只有擺放棋子或註解。</translation>
    </message>
    <message>
        <source>Play has stopped; this move comes after the end.</source>
        <translation>對局已停止；這一手在對局結束之後。</translation>
    </message>
    <message>
        <source>The starting position.</source>
        <translation>起始局面。</translation>
    </message>
    <message>
        <source>{passes} successive passes stop play under {ruleset}: the players now agree which stones are dead, or settle a disagreement the ruleset&apos;s way.</source>
        <translation>在{ruleset}中，連續{passes}次停一手使對局停止：雙方此時商定哪些棋子是死子，意見不一致時按該規則的方式解決。</translation>
    </message>
</context>
<context>
    <name>RulingMatrixModel</name>
    <message>
        <source>{ruleset}, {column}: {verdict}</source>
        <translation>{ruleset}，{column}：{verdict}</translation>
    </message>
    <message>
        <source>start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>setup (no move)</source>
        <translation>擺子（非著手）</translation>
    </message>
    <message>
        <source>move {n}</source>
        <translation>第 {n} 手</translation>
    </message>
</context>
<context>
    <name>RulingPanel</name>
    <message>
        <source>Ruleset</source>
        <extracomment>A row asks for its ruleset&apos;s page of the reference (a double click or the row&apos;s menu).</extracomment>
        <translation>規則</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Rulings here</source>
        <translation>此處判定</translation>
    </message>
    <message>
        <source>Whole line</source>
        <translation>整條路線</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>著手</translation>
    </message>
    <message>
        <source>Go to move {n}</source>
        <translation>跳到第 {n} 手</translation>
    </message>
    <message>
        <source>About {name}...</source>
        <translation>關於{name}...</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>無勝負</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
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
        <translation>按{rules}，路線沒有走到這裡。第 {n} 手：{why}</translation>
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
        <translation>正在計算這一手的判定。</translation>
    </message>
    <message>
        <source>outlined column: the current move</source>
        <translation>加框的列：當前一手</translation>
    </message>
</context>
<context>
    <name>SaveChecks</name>
    <message>
        <source>{path} belongs to the diagram library, which is never written. Save under a name of your own.</source>
        <translation>{path} 屬於圖例庫，圖例庫從不寫入。請以你自己的檔名儲存。</translation>
    </message>
    <message>
        <source>comments</source>
        <translation>註釋</translation>
    </message>
    <message>
        <source>node names</source>
        <translation>節點名稱</translation>
    </message>
    <message>
        <source>labels</source>
        <translation>標籤</translation>
    </message>
    <message>
        <source>marks</source>
        <translation>標記</translation>
    </message>
    <message>
        <source>set-up stones</source>
        <translation>擺放的棋子</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>著手</translation>
    </message>
    <message>
        <source>the player to move</source>
        <translation>輪到哪方</translation>
    </message>
    <message>
        <source>territory marks</source>
        <translation>目數標記</translation>
    </message>
    <message>
        <source>variations</source>
        <translation>變化</translation>
    </message>
    <message>
        <source>the board size</source>
        <translation>棋盤大小</translation>
    </message>
    <message>
        <source>{count} more games of the collection</source>
        <translation>合輯中的另外 {count} 局</translation>
    </message>
    <message>
        <source>1 more game of the collection</source>
        <translation>合輯中的另外 1 局</translation>
    </message>
    <message>
        <source>{path} cannot be read as SGF, so what it holds could not be kept. Save under a new name.</source>
        <translation>{path} 無法作為 SGF 讀取，因此無法保留其內容。請以新檔名儲存。</translation>
    </message>
    <message>
        <source>{path} holds what this program could not read ({warnings}), which would be lost if the game were written over it. Save under a new name.</source>
        <translation>{path} 含有本程式無法讀取的內容（{warnings}），若用這局覆寫它，這些內容將會遺失。請以新檔名儲存。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{path} holds more than this game: its {lost} would be lost if the game were written over it. Save under a new name.</source>
        <translation>{path} 含有的內容不止這一局：若用這局覆寫它，其中的{lost}將會遺失。請以新檔名儲存。</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>{vertex} already holds a handicap stone</source>
        <extracomment>What a game in progress waits for (see GameSession).</extracomment>
        <translation>{vertex} 已有讓子</translation>
    </message>
    <message>
        <source>Black resigned: White wins.</source>
        <translation>黑方認輸：白方勝。</translation>
    </message>
    <message>
        <source>White resigned: Black wins.</source>
        <translation>白方認輸：黑方勝。</translation>
    </message>
    <message>
        <source>the confirmation play ends when both players pass</source>
        <translation>死活確認著手在雙方都停一手時結束</translation>
    </message>
    <message>
        <source>dead stones are agreed once play has stopped</source>
        <translation>死子要在對局停止後才能商定</translation>
    </message>
    <message>
        <source>a dispute arises once play has stopped</source>
        <translation>異議要在對局停止後才能提出</translation>
    </message>
    <message>
        <source>HA[{handicap}] names more handicap stones than the {stones} on the board; the game goes on with those.</source>
        <translation>HA[{handicap}] 指定的讓子多於盤上的 {stones} 子；對局按盤上的這些子繼續。</translation>
    </message>
    <message>
        <source>the position the game starts from does not fit the rules: {err}</source>
        <translation>對局的起始局面不符合規則：{err}</translation>
    </message>
    <message>
        <source>the handicap stones do not fit the rules: {err}</source>
        <translation>讓子不符合規則：{err}</translation>
    </message>
    <message>
        <source>the setup after move {number} does not fit: {err}</source>
        <translation>第 {number} 手之後的擺子不符合：{err}</translation>
    </message>
    <message>
        <source>it comes after play stopped at move {number}</source>
        <translation>這一手在對局於第 {number} 手停止之後</translation>
    </message>
    <message>
        <source>move {number} ({colour} {vertex}) is illegal under {ruleset}: {why}</source>
        <translation>第 {number} 手（{colour} {vertex}）按{ruleset}是禁著：{why}</translation>
    </message>
    <message>
        <source>a saved confirmation play move cannot be read: {err}</source>
        <translation>無法讀取儲存的死活確認著手：{err}</translation>
    </message>
    <message>
        <source>a saved hypothetical play move cannot be read: {err}</source>
        <translation>無法讀取儲存的假想著手：{err}</translation>
    </message>
    <message>
        <source>the saved confirmation play move {colour} {where} is illegal: {why}</source>
        <translation>儲存的死活確認著手 {colour} {where} 是禁著：{why}</translation>
    </message>
    <message>
        <source>the saved hypothetical play move {colour} {where} is illegal: {why}</source>
        <translation>儲存的假想著手 {colour} {where} 是禁著：{why}</translation>
    </message>
    <message>
        <source>RE[{result}] differs from the count of the saved position, {count}; the count is shown.</source>
        <translation>RE[{result}] 與儲存局面的計算結果 {count} 不同；顯示的是計算結果。</translation>
    </message>
    <message>
        <source>Play ended.</source>
        <translation>對局已結束。</translation>
    </message>
    <message>
        <source>Under {ruleset} the line&apos;s game ended at move {number}. {ended}</source>
        <translation>按{ruleset}，路線中的對局在第 {number} 手結束。{ended}</translation>
    </message>
    <message>
        <source>The game continues the line ({count} move): its captures count, and {ruleset} bans retaking a ko or repeating a position as it would in the line.</source>
        <translation>對局接續這條路線（{count} 手）：路線中的提子計入，{ruleset}也像在路線中一樣禁止提回劫或重複局面。</translation>
    </message>
    <message>
        <source>The game continues the line ({count} moves): its captures count, and {ruleset} bans retaking a ko or repeating a position as it would in the line.</source>
        <translation>對局接續這條路線（{count} 手）：路線中的提子計入，{ruleset}也像在路線中一樣禁止提回劫或重複局面。</translation>
    </message>
    <message>
        <source>a game cannot start from this position: {err}</source>
        <translation>無法從此局面開始對局：{err}</translation>
    </message>
    <message>
        <source>{why}. So the game starts from this position with its stones set up: the line&apos;s captures and ko bans do not carry over.</source>
        <translation>{why}。因此對局從此局面開始，盤上的棋子作為擺子放置：路線中的提子和劫的禁止不會延續。</translation>
    </message>
    <message>
        <source>The game starts from this position.</source>
        <translation>對局從此局面開始。</translation>
    </message>
    <message>
        <source>RU[{text}] is not a rules spec this program knows: {err}</source>
        <translation>RU[{text}] 不是本程式認識的規則設定：{err}</translation>
    </message>
    <message>
        <source>RU[{text}] names no ruleset this program knows</source>
        <translation>RU[{text}] 沒有指明本程式認識的規則</translation>
    </message>
</context>
<context>
    <name>Sgf</name>
    <message>
        <source>the file</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>{source} is not readable SGF: {err}</source>
        <translation>{source} 不是可讀的 SGF：{err}</translation>
    </message>
    <message>
        <source>{source} holds no SGF game</source>
        <translation>{source} 中沒有 SGF 對局</translation>
    </message>
    <message>
        <source>game {number} of {source}</source>
        <translation>{source} 的第 {number} 局</translation>
    </message>
    <message>
        <source>{where} cannot be read: {err}</source>
        <translation>無法讀取 {where}：{err}</translation>
    </message>
    <message>
        <source>CA[{declared}] names no character set for SGF text; it was read as {charset}</source>
        <translation>CA[{declared}] 不是 SGF 文字可用的字元集；已按 {charset} 讀取</translation>
    </message>
    <message>
        <source>the text is not valid {declared} as its CA property says; it was read as {charset}, with the characters that could not be read shown as �</source>
        <translation>文字並非其 CA 屬性所說的有效 {declared}；已按 {charset} 讀取，無法讀取的字元顯示為 �</translation>
    </message>
    <message>
        <source>the text is not valid {declared} as its CA property says; it was read as {charset}</source>
        <translation>文字並非其 CA 屬性所說的有效 {declared}；已按 {charset} 讀取</translation>
    </message>
    <message>
        <source>{count} moves were written across a line break and read without it</source>
        <translation>有 {count} 手跨行書寫，已去掉換行讀取</translation>
    </message>
    <message>
        <source>1 move was written across a line break and read without it</source>
        <translation>有 1 手跨行書寫，已去掉換行讀取</translation>
    </message>
    <message>
        <source>KM[{komi}] is not a number of points; the ruleset&apos;s komi applies</source>
        <translation>KM[{komi}] 不是目數；採用規則的貼目</translation>
    </message>
    <message>
        <source>LB[{label}] is not a label (point:text) and was left out</source>
        <translation>LB[{label}] 不是標籤（點:文字），已略去</translation>
    </message>
    <message>
        <source>{count} labels were not point:text and were left out, the first LB[{label}]</source>
        <translation>有 {count} 個標籤不是「點:文字」形式，已略去，第一個是 LB[{label}]</translation>
    </message>
    <message>
        <source>{path} is larger than {megabytes} MB, far more than any game record: it was not read</source>
        <translation>{path} 大於 {megabytes} MB，遠超任何棋譜：未讀取</translation>
    </message>
    <message>
        <source>cannot open {path}: {reason}</source>
        <translation>無法開啟 {path}：{reason}</translation>
    </message>
    <message>
        <source>{where} is for a {size}x{size} board; boards from {smallest} to {largest} are supported</source>
        <translation>{where} 是 {size}x{size} 棋盤的棋譜；支援的棋盤為 {smallest} 路到 {largest} 路</translation>
    </message>
    <message>
        <source>HA[{handicap}] names a {handicap}-stone handicap, but the record sets up one Black stone (AB) and no White stones; read as an even game</source>
        <translation>HA[{handicap}] 指定讓 {handicap} 子，但棋譜只擺放了 1 個黑子（AB），沒有白子；按分先讀取</translation>
    </message>
    <message>
        <source>HA[{handicap}] names {handicap} handicap stones, but the record sets up {given} Black stones (AB) and no White stones; read as a {given}-stone handicap</source>
        <translation>HA[{handicap}] 指定 {handicap} 個讓子，但棋譜擺放了 {given} 個黑子（AB），沒有白子；按讓 {given} 子讀取</translation>
    </message>
    <message>
        <source>HA[{handicap}] names a {handicap}-stone handicap, but the record sets up no handicap stones and does not begin with Black&apos;s stones; read as an even game</source>
        <translation>HA[{handicap}] 指定讓 {handicap} 子，但棋譜既沒有擺放讓子，也不是以黑方的棋子開始；按分先讀取</translation>
    </message>
    <message>
        <source>HA[{handicap}] names {handicap} handicap stones, but the record gives {given} (Black&apos;s first stones, White passing in between); read as a {given}-stone handicap</source>
        <translation>HA[{handicap}] 指定 {handicap} 個讓子，但棋譜只給出 {given} 個（黑方最初的棋子，其間白方停一手）；按讓 {given} 子讀取</translation>
    </message>
    <message>
        <source>HA[{handicap}] names {handicap} handicap stones, but the record gives {given} (Black&apos;s first stones, played in a row); read as a {given}-stone handicap</source>
        <translation>HA[{handicap}] 指定 {handicap} 個讓子，但棋譜只給出 {given} 個（黑方最初的棋子，連續落下）；按讓 {given} 子讀取</translation>
    </message>
    <message>
        <source>{where}: bad {ident} property: {err}</source>
        <translation>{where}：{ident} 屬性有誤：{err}</translation>
    </message>
    <message>
        <source>{where}: bad move: {err}</source>
        <extracomment>sgfmill&apos;s colour letters as moves name them (shared strings: see VERTEX_NAMES)</extracomment>
        <translation>{where}：著手有誤：{err}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Window</source>
        <translation>視窗</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>鍵盤快捷鍵</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>選單</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
</context>
<context>
    <name>WorkAutosave</name>
    <message>
        <source>Autosave failed: {e}</source>
        <translation>自動儲存失敗：{e}</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>{title}: questions on {line}</source>
        <translation>{title}：{line}上的問題</translation>
    </message>
    <message>
        <source>Where the rulesets differ: {title}</source>
        <translation>各規則裁定不同之處：{title}</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>練習題</translation>
    </message>
    <message>
        <source>A &amp;lesson of the course:</source>
        <translation>課程中的一課(&amp;L)：</translation>
    </message>
    <message>
        <source>The questions the lessons ask about this &amp;diagram</source>
        <translation>各課就這個圖出的問題(&amp;D)</translation>
    </message>
    <message>
        <source>The questions Quiz me here asks on this l&amp;ine</source>
        <translation>「在此出題」在這條線上出的問題(&amp;I)</translation>
    </message>
    <message>
        <source>Where the rulesets di&amp;ffer on this line</source>
        <translation>這條線上各規則裁定不同的著手(&amp;F)</translation>
    </message>
    <message>
        <source>this line</source>
        <translation>這條線</translation>
    </message>
    <message>
        <source>{name}-questions</source>
        <translation>{name}-問題</translation>
    </message>
    <message>
        <source>{name}-differences</source>
        <translation>{name}-裁定差異</translation>
    </message>
    <message>
        <source>Drawing up the worksheet...</source>
        <translation>正在產生練習題...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>No worksheet</source>
        <translation>無法產生練習題</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm)</source>
        <translation>網頁 (*.html *.htm)</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <translation>匯出練習題</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>無法寫入 {path}：{why}</translation>
    </message>
    <message>
        <source>Wrote the worksheet “{title}” to {path}.</source>
        <translation>已將練習題「{title}」寫入 {path}。</translation>
    </message>
    <message>
        <source>Print worksheet: {title}</source>
        <translation>列印練習題：{title}</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>The other rulesets:</source>
        <translation>其他規則：</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>第 {page} 頁，共 {pages} 頁</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>出處</translation>
    </message>
    <message>
        <source>At the end:</source>
        <translation>最後：</translation>
    </message>
    <message>
        <source>No questions: the rulesets agree at every node of this line.</source>
        <translation>沒有問題：這條線上每個局面各規則的裁定都相同。</translation>
    </message>
    <message>
        <source>The rulesets agree at every move of this line.</source>
        <translation>這條線上每一手各規則的裁定都相同。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{diagram}, {line}, move {move}</source>
        <translation>{diagram}，{line}，第{move}手</translation>
    </message>
    <message>
        <source>{line}, move {move}</source>
        <translation>{line}，第{move}手</translation>
    </message>
    <message>
        <source>Name the point, or mark it on the board.</source>
        <translation>請說出該點，或在棋盤上標出。</translation>
    </message>
    <message>
        <source>Tick every one that applies:</source>
        <translation>選出所有符合的：</translation>
    </message>
    <message>
        <source>Choose one:</source>
        <translation>選一個：</translation>
    </message>
    <message>
        <source>none of them</source>
        <translation>都不符合</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Rulesets asked about</source>
        <translation>涉及的規則</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Move {number}: {player} {point}</source>
        <translation>第{number}手：{player} {point}</translation>
    </message>
    <message>
        <source>Move {number}: {player} passes</source>
        <translation>第{number}手：{player}停一手</translation>
    </message>
    <message>
        <source>Move {number}</source>
        <translation>第{number}手</translation>
    </message>
    <message>
        <source>1 move where the rulesets differ</source>
        <translation>各規則裁定不同的著手有1手</translation>
    </message>
    <message>
        <source>{count} moves where the rulesets differ</source>
        <translation>各規則裁定不同的著手有{count}手</translation>
    </message>
    <message>
        <source>Rulesets compared</source>
        <translation>比較的規則</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>Opened with warnings: {list}</source>
        <translation>已開啟，但有警告：{list}</translation>
    </message>
</context>
<context>
    <name>override_errors</name>
    <message>
        <source>Something went wrong ({error}). The window and its work are kept; the details are on the standard error output.</source>
        <translation>出了問題（{error}）。視窗和其中的工作都保留著；詳情見標準錯誤輸出。</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>錯誤</translation>
    </message>
</context>
</TS>

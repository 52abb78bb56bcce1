<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About gogui</source>
        <translation>关于 gogui</translation>
    </message>
    <message>
        <source>How the rulesets of Go differ: every position ruled under every ruleset, with reasons.</source>
        <translation>围棋规则有何不同：每个局面都按每种规则判定，并说明理由。</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>Sources of the rulesets</source>
        <translation>规则的出处</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Each preset is implemented from a ruleset text. Every description, explanation and diagram comment in gogui is written in the project&apos;s own words.</source>
        <translation>每个预设都依据规则原文实现。gogui 中的所有说明、解释和图例注释都由本项目自行撰写。</translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <source>Export PNG</source>
        <translation>导出 PNG</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Could not write {path}</source>
        <translation>无法写入 {path}</translation>
    </message>
    <message>
        <source>Export SVG</source>
        <translation>导出 SVG</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>无法写入 {path}：{why}</translation>
    </message>
</context>
<context>
    <name>CasualGames</name>
    <message>
        <source>Continue a saved game</source>
        <translation>继续保存的对局</translation>
    </message>
    <message>
        <source>SGF files (*.sgf);;All files (*)</source>
        <translation>SGF 文件 (*.sgf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>无法继续对局</translation>
    </message>
    <message>
        <source>Cannot recover the game</source>
        <translation>无法恢复对局</translation>
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
        <translation>未添加任何内容：按{rules}，路线没有走到这里，所以棋盘显示的是另一个局面。要在这里落子，请选择另一种规则。</translation>
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
        <translation>轮到{p}</translation>
    </message>
    <message>
        <source>Set up {v}</source>
        <translation>在 {v} 摆子</translation>
    </message>
    <message>
        <source>Mark {v}</source>
        <translation>标记 {v}</translation>
    </message>
    <message>
        <source>{v} is already occupied: no ruleset allows a play there.</source>
        <translation>{v} 已有棋子：任何规则都不允许在那里落子。</translation>
    </message>
    <message>
        <source>No ruleset allows this play: {why}</source>
        <translation>没有规则允许这一着：{why}</translation>
    </message>
    <message>
        <source>The rulesets do not differ after this move on this line.</source>
        <translation>在这一路线上，这手之后各规则没有差别。</translation>
    </message>
    <message>
        <source>The rulesets do not differ before this move on this line.</source>
        <translation>在这一路线上，这手之前各规则没有差别。</translation>
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
        <translation>允许的规则：{names}。</translation>
    </message>
    <message>
        <source>No other ruleset allows it either.</source>
        <translation>也没有其他规则允许。</translation>
    </message>
</context>
<context>
    <name>CountBox</name>
    <message>
        <source>Count</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>What if: the same position under every ruleset</source>
        <translation>假如：同一局面在各规则下</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
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
        <translation>双活中的目（不计）：{n}</translation>
    </message>
    <message>
        <source>If the marked stones are dead</source>
        <translation>如果标记的子是死子</translation>
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
        <translation>自定义规则</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>基于规则</translation>
    </message>
</context>
<context>
    <name>DiagramBrowser</name>
    <message>
        <source>Diagram library</source>
        <translation>图例库</translation>
    </message>
    <message>
        <source>Could not be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>These files of the library are malformed and were left out.</source>
        <translation>图例库中的这些文件格式有误，已略去。</translation>
    </message>
    <message>
        <source>Left out of the library (could not be read): {names}</source>
        <translation>已从图例库略去（无法读取）：{names}</translation>
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
        <translation>让引擎停止思考；之后你可以自己替它下这一手</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Let the engines play again</source>
        <translation>让引擎重新开始下棋</translation>
    </message>
    <message>
        <source>The engine was stopped. Play its move yourself, or Continue to let it play.</source>
        <translation>引擎已停止。请自己替它下这一手，或按“继续”让它下。</translation>
    </message>
</context>
<context>
    <name>EngineChecker</name>
    <message>
        <source>The command has a quotation mark that is not closed.</source>
        <translation>命令中有未闭合的引号。</translation>
    </message>
    <message>
        <source>{engine} answers.</source>
        <translation>{engine} 已应答。</translation>
    </message>
    <message>
        <source>{program} refused the GTP command “{command}”: {reason}</source>
        <translation>{program} 拒绝了 GTP 命令“{command}”：{reason}</translation>
    </message>
    <message>
        <source>{program} does not speak GTP: it wrote {what}. Does the command start it in GTP mode?</source>
        <translation>{program} 不使用 GTP 应答：它输出了 {what}。该命令是否以 GTP 模式启动它？</translation>
    </message>
    <message>
        <source>{program} cannot be started: the folder {folder} does not exist.</source>
        <translation>无法启动 {program}：文件夹 {folder} 不存在。</translation>
    </message>
    <message>
        <source>{program} cannot be started: it is not found, or may not be run.</source>
        <translation>无法启动 {program}：找不到该程序，或不允许运行它。</translation>
    </message>
    <message>
        <source>{program} stopped before answering (exit status {code}).</source>
        <translation>{program} 在应答前就退出了（退出状态 {code}）。</translation>
    </message>
    <message>
        <source>{program} started but gave no answer in {seconds} s. Does the command start it in GTP mode?</source>
        <translation>{program} 已启动，但在 {seconds} 秒内没有应答。该命令是否以 GTP 模式启动它？</translation>
    </message>
</context>
<context>
    <name>EngineEntryDialog</name>
    <message>
        <source>Add an engine</source>
        <translation>添加引擎</translation>
    </message>
    <message>
        <source>Edit an engine</source>
        <translation>编辑引擎</translation>
    </message>
    <message>
        <source>the program&apos;s name</source>
        <translation>程序的名称</translation>
    </message>
    <message>
        <source>for example: gnugo --mode gtp</source>
        <translation>例如：gnugo --mode gtp</translation>
    </message>
    <message>
        <source>the app&apos;s own</source>
        <translation>本程序自己的工作文件夹</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>选择...</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>命令(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>工作文件夹(&amp;W):</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>检查(&amp;H)</translation>
    </message>
    <message>
        <source>Start the engine and ask its name and version</source>
        <translation>启动引擎并询问它的名称和版本</translation>
    </message>
    <message>
        <source>Starting {engine}...</source>
        <translation>正在启动 {engine}...</translation>
    </message>
    <message>
        <source>Working folder</source>
        <translation>工作文件夹</translation>
    </message>
</context>
<context>
    <name>EnginePlayer</name>
    <message>
        <source>{engine} answered nonsense ({what}) and was stopped.</source>
        <translation>{engine} 给出了无法理解的应答（{what}），已停止。</translation>
    </message>
    <message>
        <source>{engine} cannot follow this game ({what}) and was stopped.</source>
        <translation>{engine} 无法跟上本局的进程（{what}），已停止。</translation>
    </message>
    <message>
        <source>{engine} gave no answer in {n} s and was stopped.</source>
        <translation>{engine} 在 {n} 秒内没有应答，已停止。</translation>
    </message>
    <message>
        <source>{engine} could not be started ({command}): {why}</source>
        <translation>无法启动 {engine}（{command}）：{why}</translation>
    </message>
    <message>
        <source>{engine} ended {n} times and was given up.</source>
        <translation>{engine} 已退出 {n} 次，本局不再使用。</translation>
    </message>
</context>
<context>
    <name>EngineRules</name>
    <message>
        <source>Natural situational superko (a pass does not count as a play that changes the situation): the referee refuses what it forbids.</source>
        <translation>自然情境超级劫（停一手不算改变局面状态的着手）：它禁止的着手由裁判拒绝。</translation>
    </message>
    <message>
        <source>The Renaissance ko rule (a position may repeat; the third time ends play): the engines play simple ko, and the referee ends play at the third repetition.</source>
        <translation>文艺复兴规则的劫规则（局面可以重复，第三次时对局停止）：引擎按基本劫下棋，裁判在第三次重复时停止对局。</translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones and disturbing kos: the engines play simple ko, and the referee refuses a hot stone or a disturbing ko capture and asks again.</source>
        <translation>应氏规则的热子与搅劫：引擎按基本劫下棋，裁判拒绝提热子或搅劫的提子，并要求另下一手。</translation>
    </message>
    <message>
        <source>A long cycle that makes the game no result: the referee ends the game.</source>
        <translation>使对局无胜负的长循环：由裁判结束对局。</translation>
    </message>
    <message>
        <source>Threefold repetition, won or drawn by captures: the referee ends play and rules it.</source>
        <translation>按提子数决定胜负或和棋的三次重复：由裁判停止对局并判定。</translation>
    </message>
    <message>
        <source>Single-stone suicide: KataGo never plays it, and cannot follow a player who does.</source>
        <translation>单子自杀：KataGo 从不这样下，对方这样下后它也无法跟上。</translation>
    </message>
    <message>
        <source>Ing&apos;s count by filling in: the engines count area, which gives the same result; the referee counts.</source>
        <translation>应氏计点（填子计算）：引擎按数子计算，结果相同；由裁判计算。</translation>
    </message>
    <message>
        <source>Three passes in a row end play: the referee asks the engines again after two.</source>
        <translation>连续三次停一手才停止对局：两次停一手之后，裁判再次要求引擎着手。</translation>
    </message>
    <message>
        <source>Pass stones (a pass hands the opponent a stone): the referee gives them and counts them.</source>
        <translation>停着交子（停一手时交给对方一子）：由裁判交子并计入。</translation>
    </message>
    <message>
        <source>Pass stones in a dispute phase: the referee gives them and counts them.</source>
        <translation>死活争议阶段的停着交子：由裁判交子并计入。</translation>
    </message>
    <message>
        <source>White passes last: the referee makes White&apos;s obligatory pass.</source>
        <translation>白方最后停一手：由裁判替白方完成必须的停一手。</translation>
    </message>
    <message>
        <source>The confirmation play of a dispute (not kept, each ko needs a pass): the referee runs it.</source>
        <translation>异议时的死活确认着手（不保留，每个劫都需要停一手）：由裁判进行。</translation>
    </message>
    <message>
        <source>The imagined play that settles a dispute: the referee runs it.</source>
        <translation>解决异议的假想着手：由裁判进行。</translation>
    </message>
    <message>
        <source>A dispute leaves every stone alive: an engine that passes before capturing dead stones may lose them.</source>
        <translation>有异议时所有棋子都算活棋：提掉死子之前就停一手的引擎可能因此吃亏。</translation>
    </message>
    <message>
        <source>White&apos;s compensation of a point per handicap stone: GNU Go does not count it; the referee does.</source>
        <translation>每个让子补偿白方一目：GNU Go 不计，由裁判计入。</translation>
    </message>
    <message>
        <source>White&apos;s compensation of a point per handicap stone after the first: GNU Go does not count it; the referee does.</source>
        <translation>从第二个让子起每子补偿白方一目：GNU Go 不计，由裁判计入。</translation>
    </message>
    <message>
        <source>A tie goes to Black: the referee rules it.</source>
        <translation>同分时黑方胜：由裁判判定。</translation>
    </message>
    <message>
        <source>A tie goes to White: the referee rules it.</source>
        <translation>同分时白方胜：由裁判判定。</translation>
    </message>
    <message>
        <source>In a handicap game a tie goes to Black: the referee rules it.</source>
        <translation>让子棋同分时黑方胜：由裁判判定。</translation>
    </message>
    <message>
        <source>In a handicap game a tie goes to White: the referee rules it.</source>
        <translation>让子棋同分时白方胜：由裁判判定。</translation>
    </message>
    <message>
        <source>This engine is told only the komi and the board size: the referee refuses every move the ruleset forbids, and runs the end of the game.</source>
        <translation>只告诉此引擎贴目和棋盘大小：规则禁止的着手都由裁判拒绝，终局也由裁判处理。</translation>
    </message>
    <message>
        <source>plays it as it is</source>
        <translation>完全按此规则下</translation>
    </message>
    <message>
        <source>plays its moves by it; the referee runs the end of the game</source>
        <translation>着手按此规则；终局由裁判处理</translation>
    </message>
    <message>
        <source>plays nearby rules; the referee refuses the moves they differ on</source>
        <translation>按相近的规则下；规则不同的着手由裁判拒绝</translation>
    </message>
    <message>
        <source>its defaults (Japanese rules, simple ko)</source>
        <translation>它的默认设置（日本规则，基本劫）</translation>
    </message>
    <message>
        <source>komi and board size only</source>
        <translation>仅贴目和棋盘大小</translation>
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
        <translation>{who}正在思考：请等它落子，或按“停止”。</translation>
    </message>
    <message>
        <source>{who} is placing its handicap stones...</source>
        <translation>{who}正在放置让子...</translation>
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
        <translation>请输入以 GTP 模式启动引擎的命令，例如：gnugo --mode gtp</translation>
    </message>
    <message>
        <source>The command has a quotation mark that is not closed; close it, or remove it.</source>
        <translation>命令中有未闭合的引号；请补上或删除它。</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>文件夹 {folder} 不存在。</translation>
    </message>
    <message>
        <source>This command starts {engine}, which is already in the list.</source>
        <translation>此命令启动的是 {engine}，它已在列表中。</translation>
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
        <translation>添加(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Edit...</source>
        <translation>编辑(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>检查(&amp;H)</translation>
    </message>
    <message>
        <source>Start the engine and ask its name and version</source>
        <translation>启动引擎并询问它的名称和版本</translation>
    </message>
    <message>
        <source>The engines you can play in a new game:</source>
        <translation>可在新对局中对弈的引擎：</translation>
    </message>
    <message>
        <source>{engine} (found on this system)</source>
        <translation>{engine}（在本系统中找到）</translation>
    </message>
    <message>
        <source>No engine yet. Install GNU Go ({command}) and open this window again, or add a GTP engine with Add.</source>
        <translation>还没有引擎。请安装 GNU Go（{command}）后重新打开此窗口，或用“添加”添加 GTP 引擎。</translation>
    </message>
    <message>
        <source>Command: {command}</source>
        <translation>命令：{command}</translation>
    </message>
    <message>
        <source>Working folder: {folder}</source>
        <translation>工作文件夹：{folder}</translation>
    </message>
    <message>
        <source>Starting {engine}...</source>
        <translation>正在启动 {engine}...</translation>
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
        <translation>文件第 {number} 局中有一条 {longest} 个节点的路线；主窗口在每种规则下最多只跟随 {most} 个节点的路线（更长的路线要花几分钟和几 GB 内存）。没有打开任何内容，{file} 未被改动。</translation>
    </message>
    <message>
        <source>A line of the record has {longest} nodes; the teaching window follows lines of at most {most} under every ruleset (it would take minutes and gigabytes). Nothing was opened, and {file} is unchanged.</source>
        <translation>该棋谱中有一条 {longest} 个节点的路线；主窗口在每种规则下最多只跟随 {most} 个节点的路线（更长的路线要花几分钟和几 GB 内存）。没有打开任何内容，{file} 未被改动。</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>第 {number} 局</translation>
    </message>
    <message>
        <source>Under {rules} the line did not get this far. The board shows its game where it stopped, at move {n}.</source>
        <translation>按{rules}，路线没有走到这里。棋盘显示它在第 {n} 手停下时的局面。</translation>
    </message>
    <message>
        <source>{black} vs {white}</source>
        <translation>{black} 对 {white}</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export board</source>
        <translation>导出棋盘</translation>
    </message>
    <message>
        <source> pixels</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>尺寸(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Black and white, for printing</source>
        <translation>黑白（用于打印）(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Number the moves, from move:</source>
        <translation>标出手数，起始手(&amp;N):</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>对局已结束。</translation>
    </message>
    <message>
        <source>{v} already holds a handicap stone.</source>
        <translation>{v} 已有让子。</translation>
    </message>
    <message>
        <source>Handicap stone at {v}</source>
        <translation>在 {v} 放让子</translation>
    </message>
    <message>
        <source>{who} captures {n}.</source>
        <translation>{who}提掉 {n} 子。</translation>
    </message>
    <message>
        <source>Passing is for the time of play.</source>
        <translation>只有对局进行中才能停一手。</translation>
    </message>
    <message>
        <source>Play has stopped. Click strings to mark them dead, then accept, or dispute.</source>
        <translation>对局已停止。点击棋串将其标为死子，然后确认或提出异议。</translation>
    </message>
    <message>
        <source>Black passed last, so White&apos;s obligatory last pass follows (it hands Black a stone). </source>
        <translation>最后停一手的是黑方，因此接着是白方必须的最后一次停一手（交给黑方一子）。</translation>
    </message>
    <message>
        <source>The confirmation play has stopped: accept to count, with the stones it captured as dead.</source>
        <translation>死活确认的着手已停止：确认后计算胜负，其间被提的子算作死子。</translation>
    </message>
    <message>
        <source>Confirmation play: moves are not kept, each ko needs a pass for it before it is retaken, and stones captured here are dead. Pass twice to finish.</source>
        <translation>死活确认着手：着手不保留；每个劫要先为它停一手才能提回；这里被提的子算作死子。连续停一手两次即结束。</translation>
    </message>
    <message>
        <source>Hypothetical play (no confirmation phase): imagined wise play, not kept, without ko threats. Stones captured here are dead; pass twice to finish.</source>
        <translation>假想着手（无确认阶段）：设想双方最佳着法，不保留，也不能用劫材。这里被提的子算作死子；连续停一手两次即结束。</translation>
    </message>
    <message>
        <source>Play resumes. Pass until play stops again.</source>
        <translation>对局恢复。请继续停一手，直到对局再次停止。</translation>
    </message>
    <message>
        <source>Autosave failed: {e}</source>
        <translation>自动保存失败：{e}</translation>
    </message>
    <message>
        <source>{engine} takes every stone for alive: accept, or click strings to mark them dead.</source>
        <translation>{engine} 认为所有棋子都是活棋：请确认，或点击棋串将其标为死子。</translation>
    </message>
    <message>
        <source>{engine} marks 1 stone as dead: accept, or click strings to change the marks.</source>
        <translation>{engine} 将 1 子标为死子：请确认，或点击棋串更改标记。</translation>
    </message>
    <message>
        <source>{engine} marks {n} stones as dead: accept, or click strings to change the marks.</source>
        <translation>{engine} 将 {n} 子标为死子：请确认，或点击棋串更改标记。</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Komi must be a number of points, such as 6.5 or 7.</source>
        <translation>贴目须为目数，例如 6.5 或 7。</translation>
    </message>
    <message>
        <source>(none named)</source>
        <translation>（未指定）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Game info</source>
        <translation>对局信息</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T):</translation>
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
        <translation>赛事(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation>地点(&amp;P):</translation>
    </message>
    <message>
        <source>the ruleset&apos;s own</source>
        <translation>规则默认值</translation>
    </message>
    <message>
        <source>Ko&amp;mi:</source>
        <translation>贴目(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <translation>让子(&amp;H):</translation>
    </message>
    <message>
        <source>R&amp;uleset:</source>
        <translation>规则(&amp;U):</translation>
    </message>
    <message>
        <source>B+3.5, W+R, 0 (a draw)...</source>
        <translation>B+3.5、W+R、0（和棋）…</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>结果(&amp;R):</translation>
    </message>
    <message>
        <source>New position</source>
        <translation>新局面</translation>
    </message>
    <message>
        <source>Board &amp;size (2 to 25):</source>
        <translation>棋盘大小（2 至 25）(&amp;S):</translation>
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
        <translation>轮到(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Komi:</source>
        <translation>贴目(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Handicap (standard points):</source>
        <translation>让子（固定位置）(&amp;H):</translation>
    </message>
    <message>
        <source>Edit game info</source>
        <translation>编辑对局信息</translation>
    </message>
    <message>
        <source>Black: {black}, White: {white}</source>
        <translation>黑方：{black}，白方：{white}</translation>
    </message>
    <message>
        <source>Komi {komi}</source>
        <translation>贴目 {komi}</translation>
    </message>
    <message>
        <source>Handicap {stones}</source>
        <translation>让子 {stones}</translation>
    </message>
    <message>
        <source>Ruleset {name}</source>
        <translation>规则 {name}</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>结果：{result}</translation>
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
        <translation>摆子</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起始局面</translation>
    </message>
    <message>
        <source>Empty node</source>
        <translation>空节点</translation>
    </message>
    <message>
        <source>Delete this variation</source>
        <translation>删除此变化</translation>
    </message>
    <message>
        <source>Make this the main line</source>
        <translation>设为主线</translation>
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
        <translation>认输</translation>
    </message>
    <message>
        <source>Both accept</source>
        <translation>双方确认</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>异议</translation>
    </message>
    <message>
        <source>Nobody moves: all alive</source>
        <translation>无人落子：全部为活棋</translation>
    </message>
    <message>
        <source>Comment on the last move (saved with the game)</source>
        <translation>对最后一手的注释（随对局保存）</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>新对局(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Save game...</source>
        <translation>保存对局(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>转到(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>前进(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>起始局面(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Now</source>
        <translation>当前局面(&amp;N)</translation>
    </message>
    <message>
        <source>The engine that played {players} is not among your engines now (Edit &gt; Engines): you play for it.</source>
        <translation>为{players}下棋的引擎已不在你的引擎列表中（“编辑 &gt; 引擎”）：由你替它下。</translation>
    </message>
    <message>
        <source>Are you sure?</source>
        <translation>确定吗？</translation>
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
        <translation>{who}认输并输掉这局。要认输吗？</translation>
    </message>
    <message>
        <source>Both players accept the dead stones as marked: the game is counted and over. Accept?</source>
        <translation>双方确认按标记的死子：计算胜负，对局结束。确认吗？</translation>
    </message>
    <message>
        <source>This is the position after move {k}, not the game now: press End (Go &gt; Now) to return to the game and play.</source>
        <translation>这是第 {k} 手之后的局面，不是当前对局：按 End（“转到 &gt; 当前局面”）回到对局继续下。</translation>
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
        <translation>{b} 对 {w}，{rules}，贴目 {komi}</translation>
    </message>
    <message>
        <source>{player} resigns...</source>
        <translation>{player}认输...</translation>
    </message>
    <message>
        <source>{p}: place handicap stone {k} of {n}.</source>
        <translation>{p}：请放第 {k} 个让子（共 {n} 个）。</translation>
    </message>
    <message>
        <source>{p} to play.</source>
        <translation>轮到{p}。</translation>
    </message>
    <message>
        <source>Play has stopped. Click strings to mark them dead; then accept, or dispute.</source>
        <translation>对局已停止。点击棋串将其标为死子，然后确认或提出异议。</translation>
    </message>
    <message>
        <source>Confirmation play (not kept): {p} to play.</source>
        <translation>死活确认着手（不保留）：轮到{p}。</translation>
    </message>
    <message>
        <source>Hypothetical play (not kept, no ko threats): {p} to play.</source>
        <translation>假想着手（不保留，无劫材）：轮到{p}。</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>对局结束。</translation>
    </message>
    <message>
        <source>(dispute phase {n})</source>
        <translation>（异议阶段 {n}）</translation>
    </message>
    <message>
        <source>Looking at move {k} of {n}: press End to return to the game.</source>
        <translation>正在查看第 {k} 手（共 {n} 手）：按 End 回到对局。</translation>
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
        <translation>保存对局</translation>
    </message>
    <message>
        <source>SGF files (*.sgf)</source>
        <translation>SGF 文件 (*.sgf)</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>对局未保存</translation>
    </message>
    <message>
        <source>Could not write {path}: {err}. Any earlier file there is unchanged.</source>
        <translation>无法写入 {path}：{err}。该处原有的文件未改变。</translation>
    </message>
    <message>
        <source>Could not save to {path}: {err}. Any earlier file there is unchanged.</source>
        <translation>无法保存到 {path}：{err}。该处原有的文件未改变。</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>已保存到 {path}</translation>
    </message>
    <message>
        <source>The game is not finished and not saved. Save it?</source>
        <translation>对局尚未结束，也未保存。要保存吗？</translation>
    </message>
    <message>
        <source>The game is not finished and not saved. {why} Save it?</source>
        <translation>对局尚未结束，也未保存。{why} 要保存吗？</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>保存对局吗？</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>How to read the &amp;panel</source>
        <translation>如何阅读面板(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About gogui</source>
        <translation>关于 gogui(&amp;A)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>gogui will show the chosen language when it starts again.</source>
        <translation>gogui 下次启动时将显示所选语言。</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>System &amp;default</source>
        <translation>系统默认(&amp;D)</translation>
    </message>
</context>
<context>
    <name>LearnDock</name>
    <message>
        <source>Learn</source>
        <translation>学习</translation>
    </message>
    <message>
        <source>The progress file is free again: every answer is kept in it.</source>
        <translation>进度文件已空闲：所有作答都已存入其中。</translation>
    </message>
    <message>
        <source>The course asks before it tells: a position, a question, then what every ruleset says.</source>
        <translation>本课程先提问后讲解：先看局面和问题，再看各规则怎么说。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复习</translation>
    </message>
    <message>
        <source>Quiz me here</source>
        <translation>在此出题</translation>
    </message>
    <message>
        <source>Questions on the line the window shows, where the rulesets disagree</source>
        <translation>就窗口所示路线上各规则判定不同之处出题</translation>
    </message>
    <message>
        <source>&amp;Progress</source>
        <translation>进度(&amp;P)</translation>
    </message>
    <message>
        <source>How well each concept is known under each ruleset</source>
        <translation>每种规则下各个概念掌握得如何</translation>
    </message>
    <message>
        <source>&amp;Export progress...</source>
        <translation>导出进度(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Import progress...</source>
        <translation>导入进度(&amp;I)...</translation>
    </message>
    <message>
        <source>Reset progress...</source>
        <translation>重置进度...</translation>
    </message>
    <message>
        <source>Begin</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Back to the course</source>
        <translation>返回课程</translation>
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
        <translation>开始答题</translation>
    </message>
    <message>
        <source>{title}: worked example, step {i} of {n}</source>
        <translation>{title}：例题，第 {i} 步，共 {n} 步</translation>
    </message>
    <message>
        <source>What the rulesets do here:</source>
        <translation>各规则在此的处理：</translation>
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
        <translation>跳过</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一题</translation>
    </message>
    <message>
        <source>Show the answer; the question comes back in Review</source>
        <translation>显示答案；此题会在复习中再次出现</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>离开本课</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>下一课</translation>
    </message>
    <message>
        <source>1 question, not started</source>
        <translation>1 题，未开始</translation>
    </message>
    <message>
        <source>{n} questions, not started</source>
        <translation>{n} 题，未开始</translation>
    </message>
    <message>
        <source>{right} of {n} right</source>
        <translation>{n} 题答对 {right} 题</translation>
    </message>
    <message>
        <source>{k} to review</source>
        <translation>待复习 {k} 题</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>at question {q}</source>
        <translation>进行到第 {q} 题</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>This lesson is about:</source>
        <translation>本课涉及的条文：</translation>
    </message>
    <message>
        <source>You stopped before question {q} of {n}: you go on from there.</source>
        <translation>上次停在第 {q} 题之前（共 {n} 题），将从那里继续。</translation>
    </message>
    <message>
        <source>&amp;Review ({n} due today)</source>
        <translation>复习(&amp;R)（今天 {n} 项）</translation>
    </message>
    <message>
        <source>Review ({n} due)</source>
        <translation>复习（{n} 项）</translation>
    </message>
    <message>
        <source>Nothing is due for review today: come back tomorrow, or take the next lesson.</source>
        <translation>今天没有要复习的内容：明天再来，或者进入下一课。</translation>
    </message>
    <message>
        <source>Progress exported.</source>
        <translation>已导出进度。</translation>
    </message>
    <message>
        <source>this line</source>
        <translation>这一路线</translation>
    </message>
    <message>
        <source>Working out questions on this line: {p}%</source>
        <translation>正在为这一路线出题：{p}%</translation>
    </message>
    <message>
        <source>Every ruleset agrees all along this line: there is nothing to ask here.</source>
        <translation>在这一路线上各规则的判定始终一致，这里没有可出的题。</translation>
    </message>
    <message>
        <source>Reset progress?</source>
        <translation>重置进度吗？</translation>
    </message>
    <message>
        <source>Forget every answer and where each lesson was left? This cannot be undone.</source>
        <translation>清除所有答题记录和各课的进度吗？此操作无法撤销。</translation>
    </message>
    <message>
        <source>Export lesson as S&amp;GF...</source>
        <translation>将本课导出为 SGF(&amp;G)...</translation>
    </message>
    <message>
        <source>The lesson&apos;s questions, answers and why as one SGF file, to step through in any SGF viewer</source>
        <translation>把本课的问题、答案和理由写成一个 SGF 文件，可在任何 SGF 查看器中逐步浏览</translation>
    </message>
    <message>
        <source>Re&amp;set progress...</source>
        <translation>重置进度(&amp;S)...</translation>
    </message>
    <message>
        <source>The question&apos;s position could not be shown.</source>
        <translation>无法显示该题的局面。</translation>
    </message>
    <message>
        <source>{title}: question {q} of {n}</source>
        <translation>{title}：第 {q} 题（共 {n} 题）</translation>
    </message>
    <message>
        <source>Click the point on the board.</source>
        <translation>请点击棋盘上的点。</translation>
    </message>
    <message>
        <source>Tick every one that applies, then Answer (or press Enter).</source>
        <translation>勾选所有符合的选项，然后点“作答”（或按 Enter）。</translation>
    </message>
    <message>
        <source>Choose one, then Answer (or press Enter).</source>
        <translation>选择一项，然后点“作答”（或按 Enter）。</translation>
    </message>
    <message>
        <source>Hint {i}:</source>
        <translation>提示 {i}：</translation>
    </message>
    <message>
        <source>Not quite — try once more.</source>
        <translation>不太对——再试一次。</translation>
    </message>
    <message>
        <source>Skipped: this question comes back in Review.</source>
        <translation>已跳过：此题会在复习中再次出现。</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>正确。</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>不正确。</translation>
    </message>
    <message>
        <source>You clicked {v}.</source>
        <translation>你点击了 {v}。</translation>
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
        <translation>其他规则：</translation>
    </message>
    <message>
        <source>What each ruleset says here:</source>
        <translation>各规则在此的判定：</translation>
    </message>
    <message>
        <source>Review what is due</source>
        <translation>复习到期的内容</translation>
    </message>
    <message>
        <source>right at the second try</source>
        <translation>第二次答对</translation>
    </message>
    <message>
        <source>See the summary</source>
        <translation>查看总结</translation>
    </message>
    <message>
        <source>The concepts due for review today, each asked on another position: turned, reflected, colour-swapped or another of the course</source>
        <translation>今天要复习的概念，每个都在另一个局面上提问：旋转、翻转、黑白互换，或课程中的另一个局面</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>{k} more at the second try</source>
        <translation>另有 {k} 题第二次答对</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>You left {title} for another record; starting it again in the Learn panel comes back to this question.</source>
        <translation>因打开了另一个棋谱，已离开 {title}。在学习面板中再次开始时，会从这道题继续。</translation>
    </message>
    <message>
        <source>You left {title} for another record.</source>
        <translation>因打开了另一个棋谱，已离开 {title}。</translation>
    </message>
    <message>
        <source>Answer the question in the Learn panel first.</source>
        <translation>请先在学习面板中作答。</translation>
    </message>
    <message>
        <source>&amp;Learn mode</source>
        <translation>学习模式(&amp;L)</translation>
    </message>
    <message>
        <source>The course: lessons that ask before they tell (Ctrl+L)</source>
        <translation>课程：先提问后讲解的课 (Ctrl+L)</translation>
    </message>
    <message>
        <source>&amp;Quiz me here</source>
        <translation>在此出题(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>复习(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>学习(&amp;L)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>What you know, concept by ruleset</source>
        <translation>已掌握的内容：按概念和规则</translation>
    </message>
    <message>
        <source>A blank cell: not answered yet. Click a cell for a short review of it.</source>
        <translation>空白格：尚未作答。点击一格可对其做简短复习。</translation>
    </message>
    <message>
        <source>Course done: {lessons} of {all_lessons} lessons finished, {right} of {questions} questions answered right at least once.</source>
        <translation>课程进度：{all_lessons} 课中已完成 {lessons} 课，{questions} 题中 {right} 题至少答对一次。</translation>
    </message>
    <message>
        <source>The course asks nothing about {concept} under {ruleset}.</source>
        <translation>课程不会就{ruleset}的{concept}提问。</translation>
    </message>
    <message>
        <source>The same rule here: {rulesets}</source>
        <translation>此处规定相同：{rulesets}</translation>
    </message>
    <message>
        <source>{right} of {answered} answers right</source>
        <translation>{answered} 次中答对 {right} 次</translation>
    </message>
    <message>
        <source>Due for review today</source>
        <translation>今天到期复习</translation>
    </message>
    <message>
        <source>Next review: {day}</source>
        <translation>下次复习：{day}</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>导出进度</translation>
    </message>
    <message>
        <source>Progress files (*.json)</source>
        <translation>进度文件 (*.json)</translation>
    </message>
    <message>
        <source>Import progress</source>
        <translation>导入进度</translation>
    </message>
    <message>
        <source>Progress imported: {answers} answers and {reviews} reviews of cards that were not here before.</source>
        <translation>已导入进度：此处原先没有的 {answers} 个答案和 {reviews} 条复习记录。</translation>
    </message>
</context>
<context>
    <name>LessonExport</name>
    <message>
        <source>Export lesson as SGF</source>
        <translation>将本课导出为 SGF</translation>
    </message>
    <message>
        <source>SGF files (*.sgf)</source>
        <translation>SGF 文件 (*.sgf)</translation>
    </message>
    <message>
        <source>The lesson was not exported: {why}</source>
        <translation>本课未导出：{why}</translation>
    </message>
    <message>
        <source>Exported {count} questions of {title} to {path}.</source>
        <translation>已将{title}的 {count} 道题导出到 {path}。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>gogui - how the rules of Go differ</source>
        <translation>gogui - 围棋规则有何不同</translation>
    </message>
    <message>
        <source>Comment on this node (saved with the record)</source>
        <translation>对此节点的注释（随棋谱保存）</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>棋谱树</translation>
    </message>
    <message>
        <source>Custom...</source>
        <translation>自定义...</translation>
    </message>
    <message>
        <source>Show all {n} characters of this comment (to edit it)</source>
        <translation>显示这条注释的全部 {n} 个字符（以便编辑）</translation>
    </message>
    <message>
        <source>Text label</source>
        <translation>文字标签</translation>
    </message>
    <message>
        <source>Label on {point} (empty: none):</source>
        <translation>{point} 的标签（留空则删除）：</translation>
    </message>
    <message>
        <source>Game of this file</source>
        <translation>此文件中的对局</translation>
    </message>
    <message>
        <source>Show the game:</source>
        <translation>显示对局：</translation>
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
        <translation>又称：{names}</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>出处：{source}</translation>
    </message>
    <message>
        <source>Node {n}: setup</source>
        <translation>节点 {n}：摆子</translation>
    </message>
    <message>
        <source>The rulings, the comment and the crossed points are hidden until you answer the question in the Learn panel.</source>
        <translation>在学习面板中作答之前，判定、注释和打叉的点都会隐藏。</translation>
    </message>
    <message>
        <source>{ruleset}: {verdict}</source>
        <translation>{ruleset}：{verdict}</translation>
    </message>
    <message>
        <source>Working out the rulings up to move {n}: {p}%</source>
        <translation>正在计算到第{n}手的判定：{p}%</translation>
    </message>
    <message>
        <source>{v} was not played: move {n} is shown once its rulings are worked out. Click again then.</source>
        <translation>未在 {v} 落子：第{n}手要等判定计算完毕才会显示。显示后请再点击一次。</translation>
    </message>
    <message>
        <source>Go to move</source>
        <translation>跳到某手</translation>
    </message>
    <message>
        <source>Move number (0 to {n}):</source>
        <translation>手数（0 至 {n}）：</translation>
    </message>
    <message>
        <source>New &amp;position...</source>
        <translation>新局面(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Open SGF...</source>
        <translation>打开 SGF(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Game of this file...</source>
        <translation>此文件中的对局(&amp;G)...</translation>
    </message>
    <message>
        <source>Show another game of a file that holds several</source>
        <translation>显示含多局的文件中的另一局</translation>
    </message>
    <message>
        <source>Game &amp;info...</source>
        <translation>对局信息(&amp;I)...</translation>
    </message>
    <message>
        <source>Players, ranks, date, event, place, komi, handicap, ruleset and result</source>
        <translation>对局者、段位、日期、赛事、地点、贴目、让子、规则和结果</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Export board as PNG...</source>
        <translation>将棋盘导出为 PNG(&amp;E)...</translation>
    </message>
    <message>
        <source>Export board as S&amp;VG...</source>
        <translation>将棋盘导出为 SVG(&amp;V)...</translation>
    </message>
    <message>
        <source>Export &amp;worksheet...</source>
        <translation>导出练习题(&amp;W)...</translation>
    </message>
    <message>
        <source>A lesson&apos;s or this line&apos;s questions, or where the rulesets differ here, with their boards, as a PDF or a web page</source>
        <translation>把一课或这条线的问题，或这里各规则裁定不同的着手，连同棋盘图导出为 PDF 或网页</translation>
    </message>
    <message>
        <source>Print wor&amp;ksheet...</source>
        <translation>打印练习题(&amp;K)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Delete this variation</source>
        <translation>删除此变化(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Make this the main line</source>
        <translation>设为主线(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Black to play here</source>
        <translation>此处轮黑方下(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White to play here</source>
        <translation>此处轮白方下(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Copy as ASCII diagram</source>
        <translation>复制为 ASCII 图(&amp;C)</translation>
    </message>
    <message>
        <source>E&amp;ngines...</source>
        <translation>引擎(&amp;N)...</translation>
    </message>
    <message>
        <source>The engines you can play in a new game: add, change or check one</source>
        <translation>可在新对局中对弈的引擎：添加、更改或检查</translation>
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
        <translation>最后(&amp;L)</translation>
    </message>
    <message>
        <source>Previous &amp;variation</source>
        <translation>上一个变化(&amp;V)</translation>
    </message>
    <message>
        <source>Next v&amp;ariation</source>
        <translation>下一个变化(&amp;A)</translation>
    </message>
    <message>
        <source>Pa&amp;ss</source>
        <translation>停一手(&amp;S)</translation>
    </message>
    <message>
        <source>The player to move passes here (Ctrl+P)</source>
        <translation>轮到的一方在此停一手 (Ctrl+P)</translation>
    </message>
    <message>
        <source>Next &amp;difference</source>
        <translation>下一处差别(&amp;D)</translation>
    </message>
    <message>
        <source>The next move where the rulesets&apos; verdicts or counts differ</source>
        <translation>各规则判定或计算结果不同的下一手</translation>
    </message>
    <message>
        <source>Previous diff&amp;erence</source>
        <translation>上一处差别(&amp;E)</translation>
    </message>
    <message>
        <source>The previous move where the rulesets&apos; verdicts or counts differ</source>
        <translation>各规则判定或计算结果不同的上一手</translation>
    </message>
    <message>
        <source>&amp;Go to move...</source>
        <translation>跳到某手(&amp;G)...</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>新对局(&amp;N)...</translation>
    </message>
    <message>
        <source>Continue a saved &amp;game...</source>
        <translation>继续保存的对局(&amp;G)...</translation>
    </message>
    <message>
        <source>&amp;Play from here...</source>
        <translation>从这里下(&amp;P)...</translation>
    </message>
    <message>
        <source>Start a casual game from the current position under a ruleset you choose</source>
        <translation>从当前局面按所选规则开始对局</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>坐标(&amp;C)</translation>
    </message>
    <message>
        <source>Move &amp;numbers</source>
        <translation>手数(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rulesets reference</source>
        <translation>规则参考(&amp;R)</translation>
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
        <translation>摆黑子(&amp;B)</translation>
    </message>
    <message>
        <source>+Black</source>
        <translation>+黑</translation>
    </message>
    <message>
        <source>Add &amp;white stones</source>
        <translation>摆白子(&amp;W)</translation>
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
        <translation>方块(&amp;S)</translation>
    </message>
    <message>
        <source>C&amp;ircle</source>
        <translation>圆圈(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Cross</source>
        <translation>叉号(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Label (A, B, C...)</source>
        <translation>字母标签 (A, B, C...)(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Number label (1, 2, 3...)</source>
        <translation>数字标签 (1, 2, 3...)(&amp;N)</translation>
    </message>
    <message>
        <source>Te&amp;xt label...</source>
        <translation>文字标签(&amp;X)...</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <source>G&amp;ame</source>
        <translation>对局(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Diagrams</source>
        <translation>图例(&amp;D)</translation>
    </message>
    <message>
        <source>Game &amp;tree</source>
        <translation>棋谱树(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Tool for the board</source>
        <translation>棋盘工具(&amp;T)</translation>
    </message>
    <message>
        <source>The mouse wheel over the board also steps back and forth through the line. Tab and Shift+Tab move between the parts of the window; Return on a row of the ruling table does what a double click does.</source>
        <translation>在棋盘上滚动鼠标滚轮也能在路线上前后移动。Tab 和 Shift+Tab 在窗口各部分之间切换；在判定表的一行上按 Return 与双击效果相同。</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>导航</translation>
    </message>
    <message>
        <source> Ruleset: </source>
        <translation> 规则: </translation>
    </message>
    <message>
        <source>Edit tools</source>
        <translation>编辑工具</translation>
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
        <translation>摆子</translation>
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
        <translation>[变化 {k}/{n}]</translation>
    </message>
    <message>
        <source>rulesets differ</source>
        <translation>规则有别</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>落点</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>提子</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>play resumes (dispute phase {n})</source>
        <translation>对局恢复（死活争议阶段 {n}）</translation>
    </message>
    <message>
        <source>White&apos;s obligatory last pass follows</source>
        <translation>接着是白方必须的最后一次停一手</translation>
    </message>
    <message>
        <source>an obligatory pass evens the moves</source>
        <translation>必须的停一手使双方手数相等</translation>
    </message>
    <message>
        <source>suicide</source>
        <translation>自杀</translation>
    </message>
    <message>
        <source>play stops</source>
        <translation>对局停止</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
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
        <translation>自由（黑方自选）</translation>
    </message>
    <message>
        <source>Who plays this colour: a person, or an engine</source>
        <translation>由谁执此色：真人，或引擎</translation>
    </message>
    <message>
        <source>The engine&apos;s strength</source>
        <translation>引擎的棋力</translation>
    </message>
    <message>
        <source>level </source>
        <translation>等级 </translation>
    </message>
    <message>
        <source>To play the computer, install GNU Go ({command}), or add a GTP engine in Engines...</source>
        <translation>要与电脑对弈，请安装 GNU Go（{command}），或在“引擎...”中添加 GTP 引擎。</translation>
    </message>
    <message>
        <source>&amp;Engines...</source>
        <translation>引擎(&amp;E)...</translation>
    </message>
    <message>
        <source>Add, change or check the engines you can play</source>
        <translation>添加、更改或检查可对弈的引擎</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>让子</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>摆放方式</translation>
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
        <translation>{engine}（等级 {level}）</translation>
    </message>
    <message>
        <source>{rules}: handicap stones go on {where}; White&apos;s compensation for a handicap: {comp}.</source>
        <translation>{rules}：让子放在{where}；让子棋中白方所得的补偿：{comp}。</translation>
    </message>
    <message>
        <source>the star points</source>
        <translation>星位</translation>
    </message>
    <message>
        <source>points Black chooses</source>
        <translation>黑方选择的点</translation>
    </message>
</context>
<context>
    <name>PanelGuideDialog</name>
    <message>
        <source>light grey</source>
        <translation>浅灰</translation>
    </message>
    <message>
        <source>The starting position (node 0), before any move of the line.</source>
        <translation>起始局面（节点 0），在路线的任何一手之前。</translation>
    </message>
    <message>
        <source>green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>The ruleset allows this move and play goes on. A setup or comment node after legal play reads legal too.</source>
        <translation>规则允许这手，对局继续。合法着手之后的摆子或注释节点也显示为合法。</translation>
    </message>
    <message>
        <source>red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>The ruleset forbids this move; the reason says which rule (see below). The board shows the forbidden stone crossed out on the position before it.</source>
        <translation>规则禁止这手；理由说明依据哪条规定（见下）。棋盘在前一局面上以叉号显示被禁止的子。</translation>
    </message>
    <message>
        <source>amber</source>
        <translation>琥珀色</translation>
    </message>
    <message>
        <source>Successive passes (two, or three under the Renaissance rules) stop play here: next the players agree which stones are dead, or settle a disagreement the ruleset&apos;s way.</source>
        <translation>连续停一手（两次，文艺复兴规则为三次）使对局在此停止：接着双方商定哪些子是死子，意见不一时按该规则的方式解决。</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>The game ends at this move: threefold repetition (decided by the stones each side captured in the loop), no result (a long cycle, Japanese and Korean rules) or passes (play stopped and the ruleset goes straight to the count).</source>
        <translation>对局在这手结束：同一局面第三次出现（按循环中双方提子数决定）、无胜负（长循环，日本规则和韩国规则）或停一手（对局停止，规则直接进入计算）。</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <source>The ruleset&apos;s replay of this line never gets here: it stopped at move n, after a move it forbids or where its game ended. The details pane says why; under the chosen ruleset the board shows its game where it stopped.</source>
        <translation>按此规则重放这一路线到不了这里：它在第 n 手停下，那是它禁止的一手或对局结束之处。详情栏会说明原因；若是所选规则，棋盘显示它停下时的局面。</translation>
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
        <translation>如何阅读面板</translation>
    </message>
    <message>
        <source>The panel beside the board says, for the node the board shows, what every ruleset makes of it.</source>
        <translation>棋盘旁的面板显示各规则对棋盘当前节点的判定。</translation>
    </message>
    <message>
        <source>Rulings here</source>
        <translation>此处判定</translation>
    </message>
    <message>
        <source>One row per ruleset (and your custom ruleset when you chose one), with its &lt;b&gt;Ruling&lt;/b&gt;: a symbol and a short verdict. The ruleset chosen in the toolbar is in bold and its verdict is in the status bar. The details pane under the panel gives the selected row&apos;s full explanation; click another row to read that ruleset&apos;s.</source>
        <translation>每种规则一行（选了自定义规则时也有一行），其&lt;b&gt;判定&lt;/b&gt;为一个符号和简短结论。工具栏中选定的规则以粗体显示，其判定也显示在状态栏。面板下方的详情栏给出所选行的完整解释；点击另一行可阅读该规则的解释。</translation>
    </message>
    <message>
        <source>Verdicts and colours</source>
        <translation>判定与颜色</translation>
    </message>
    <message>
        <source>The rows of Rulings here and the cells of Whole line take these symbols and colours (the colours follow a light or a dark system palette):</source>
        <translation>“此处判定”的行和“整条路线”的格子使用以下符号和颜色（颜色随系统的浅色或深色配色变化）：</translation>
    </message>
    <message>
        <source>Reasons an illegal move can have: {reasons}.</source>
        <translation>禁着的理由：{reasons}。</translation>
    </message>
    <message>
        <source>Whole line</source>
        <translation>整条路线</translation>
    </message>
    <message>
        <source>A matrix of rulesets (rows) by nodes of the current line (columns, 0 is the start), marked as above; the current move&apos;s column is outlined. Read a row to see where that ruleset forbids a move or ends the game, read a column to compare the rulesets at one move. Hover a cell for its ruling and explanation; click it to go to that node.</source>
        <translation>由规则（行）和当前路线的节点（列，0 为起始）组成的表，标记方式同上；当前一手所在的列加框显示。看一行可知该规则在哪里禁止着手或结束对局，看一列可比较各规则对同一手的判定。鼠标停在格子上会显示判定和解释；点击即跳到该节点。</translation>
    </message>
    <message>
        <source>Moves and the board</source>
        <translation>着手与棋盘</translation>
    </message>
    <message>
        <source>Moves lists the nodes of the current line and marks where it branches (&quot;variation 2 of 3&quot;). On the board, a red cross marks a point where the player to move may not play under the chosen ruleset; hover it to read why.</source>
        <translation>“着手”列出当前路线的节点，并标出分支之处（“变化 2/3”）。棋盘上的红叉表示按所选规则轮到的一方不能下的点；鼠标停在上面可看原因。</translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <source>Play from here</source>
        <translation>从这里下</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>贴目</translation>
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
        <translation>编辑注释</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>删除变化</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>设为主线</translation>
    </message>
</context>
<context>
    <name>RecordFiles</name>
    <message>
        <source>Save the changes?</source>
        <translation>保存更改吗？</translation>
    </message>
    <message>
        <source>{title} has changes that are not saved. Save them?</source>
        <translation>{title} 有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>Save SGF</source>
        <translation>保存 SGF</translation>
    </message>
    <message>
        <source>SGF files (*.sgf);;All files (*)</source>
        <translation>SGF 文件 (*.sgf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>无法写入 {path}：{why}</translation>
    </message>
    <message>
        <source>Could not save {path}: {why}. Any earlier file there is unchanged.</source>
        <translation>无法保存 {path}：{why}。该处原有的文件未改变。</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>已保存 {path}</translation>
    </message>
    <message>
        <source>The library&apos;s rulings, theme, order and summary were left out: they describe the diagram&apos;s lines, which this record has changed.</source>
        <translation>未写入图例库的判定、主题、顺序和摘要：它们描述的是图例的路线，而此棋谱已改动了这些路线。</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（暂无）</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <source>This file holds {n} games: the first is shown (File &gt; Game of this file shows another), and Save writes them all.</source>
        <translation>此文件包含 {n} 局：显示的是第一局（“文件 &gt; 此文件中的对局”可显示其他局），保存时会写入全部对局。</translation>
    </message>
    <message>
        <source>Open SGF</source>
        <translation>打开 SGF</translation>
    </message>
    <message>
        <source>SGF and MGT files (*.sgf *.SGF *.mgt *.MGT);;SGF files (*.sgf *.SGF);;MGT files (*.mgt *.MGT);;All files (*)</source>
        <translation>SGF 和 MGT 文件 (*.sgf *.SGF *.mgt *.MGT);;SGF 文件 (*.sgf *.SGF);;MGT 文件 (*.mgt *.MGT);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>恢复未保存的工作吗？</translation>
    </message>
    <message>
        <source>The teaching window was not closed properly and had unsaved work: {what}. Restore it now?</source>
        <translation>主窗口未正常关闭，有未保存的工作：{what}。现在恢复吗？</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Recover a game?</source>
        <translation>恢复对局吗？</translation>
    </message>
    <message>
        <source>A game in progress was not closed properly: {what} ({file}). Continue it now?</source>
        <translation>一局进行中的对局未正常关闭：{what}（{file}）。现在继续吗？</translation>
    </message>
    <message>
        <source>A game in progress was not closed properly ({file}). Continue it now?</source>
        <translation>一局进行中的对局未正常关闭（{file}）。现在继续吗？</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Later keeps it for the next start; Discard deletes it.</source>
        <translation>“稍后”会保留到下次启动；“丢弃”会删除它。</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Cannot restore the unsaved work</source>
        <translation>无法恢复未保存的工作</translation>
    </message>
    <message>
        <source>Restored the unsaved work on {title}.</source>
        <translation>已恢复 {title} 未保存的工作。</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>{path} is not the teaching window&apos;s work (no {property})</source>
        <translation>{path} 不是主窗口的工作（没有 {property}）</translation>
    </message>
    <message>
        <source>the file {path}</source>
        <translation>文件 {path}</translation>
    </message>
    <message>
        <source>the library diagram {id}</source>
        <translation>库中的棋图 {id}</translation>
    </message>
    <message>
        <source>a new position</source>
        <translation>新局面</translation>
    </message>
    <message>
        <source>{title} ({where}), last changed {when}</source>
        <translation>{title}（{where}，最后修改于 {when}）</translation>
    </message>
    <message>
        <source>The file was kept as {path}.</source>
        <translation>文件已保留为 {path}。</translation>
    </message>
    <message>
        <source>The file was left at {path}.</source>
        <translation>文件仍在 {path}。</translation>
    </message>
    <message>
        <source>{path}: the journal&apos;s move pass cannot be played</source>
        <translation>{path}：日志中记录的停一手无法进行</translation>
    </message>
    <message>
        <source>{path}: the journal&apos;s move {vertex} cannot be played</source>
        <translation>{path}：日志中记录的着手 {vertex} 无法下出</translation>
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
        <translation>{black} 对 {white}，{rules}，{moves}</translation>
    </message>
</context>
<context>
    <name>Referee</name>
    <message>
        <source>{engine} tried {vertex}, {why} under {rules}: refused. {explanation}</source>
        <translation>{engine} 试下 {vertex}，在{rules}下属于{why}：已拒绝。{explanation}</translation>
    </message>
    <message>
        <source>{engine} offered no other move, so it passes.</source>
        <translation>{engine} 没有给出其他着手，因此停一手。</translation>
    </message>
    <message>
        <source>the engine refused &quot;{command}&quot;: {why}</source>
        <translation>引擎拒绝了“{command}”：{why}</translation>
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
        <translation>仅基本劫</translation>
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
        <source>basic ko and minimal superko</source>
        <translation>基本劫与最小超级劫</translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones and disturbing</source>
        <translation>应氏规则的热子与搅劫</translation>
    </message>
    <message>
        <source>nothing: play goes on</source>
        <translation>无（对局继续）</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>无胜负</translation>
    </message>
    <message>
        <source>threefold repetition ends the game</source>
        <translation>第三次重复再现即终局</translation>
    </message>
    <message>
        <source>forbidden</source>
        <translation>禁止</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>允许</translation>
    </message>
    <message>
        <source>of one stone, a pass; of more, allowed</source>
        <translation>一子视为停一手，多子允许</translation>
    </message>
    <message>
        <source>area</source>
        <translation>数子</translation>
    </message>
    <message>
        <source>territory and prisoners</source>
        <translation>数目（目数与提子）</translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation>计点</translation>
    </message>
    <message>
        <source>counted as any other point</source>
        <translation>与其他点一样计算</translation>
    </message>
    <message>
        <source>count for nobody</source>
        <translation>不计入任何一方</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>always</source>
        <translation>总是</translation>
    </message>
    <message>
        <source>in dispute phases</source>
        <translation>在争议阶段</translation>
    </message>
    <message>
        <source>play on</source>
        <translation>继续对局</translation>
    </message>
    <message>
        <source>the confirmation play, not kept</source>
        <translation>死活确认着手（不保留）</translation>
    </message>
    <message>
        <source>a hypothetical play, not kept</source>
        <translation>假想着手（不保留）</translation>
    </message>
    <message>
        <source>play on; every stone alive if nobody moves</source>
        <translation>继续对局；若无人落子则所有棋子皆活</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>经双方同意</translation>
    </message>
    <message>
        <source>none: every stone on the board is alive</source>
        <translation>无（盘上棋子皆活）</translation>
    </message>
    <message>
        <source>nobody: a draw</source>
        <translation>无人（和棋）</translation>
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
        <translation>固定点位</translation>
    </message>
    <message>
        <source>anywhere</source>
        <translation>自由放置</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
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
        <translation>着手不得造成的重复</translation>
    </message>
    <message>
        <source>what a cycle of repeated positions does to the game</source>
        <translation>局面循环对对局的影响</translation>
    </message>
    <message>
        <source>whether a play may leave its own string without liberties</source>
        <translation>着手能否使己方棋串没有气（自杀）</translation>
    </message>
    <message>
        <source>how the game is counted</source>
        <translation>胜负计算方法</translation>
    </message>
    <message>
        <source>whether points in seki count</source>
        <translation>双活中的目是否计算</translation>
    </message>
    <message>
        <source>successive passes that stop play</source>
        <translation>使对局停止的连续停一手次数</translation>
    </message>
    <message>
        <source>whether a pass hands the opponent a prisoner</source>
        <translation>停一手是否要交给对方一枚提子</translation>
    </message>
    <message>
        <source>whether White must make the last pass</source>
        <translation>白方是否必须最后停一手</translation>
    </message>
    <message>
        <source>what happens when the players disagree about dead stones</source>
        <translation>双方对死子意见不一时如何处理</translation>
    </message>
    <message>
        <source>how dead stones leave the board</source>
        <translation>死子如何从棋盘上取走</translation>
    </message>
    <message>
        <source>whether a dispute needs equal numbers of moves</source>
        <translation>死活争议中双方着手数是否须相等</translation>
    </message>
    <message>
        <source>White&apos;s compensation for moving second, in an even game</source>
        <translation>分先对局中后行的白方所得补偿</translation>
    </message>
    <message>
        <source>komi in a handicap game</source>
        <translation>让子棋的贴目</translation>
    </message>
    <message>
        <source>who wins a tie in an even game</source>
        <translation>分先对局同分时谁胜</translation>
    </message>
    <message>
        <source>who wins a tie in a handicap game</source>
        <translation>让子棋同分时谁胜</translation>
    </message>
    <message>
        <source>where handicap stones go</source>
        <translation>让子的位置</translation>
    </message>
    <message>
        <source>points White gets for N handicap stones</source>
        <translation>让 N 子时白方所得的目数</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出处</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>How we read the text</source>
        <translation>对原文的解读</translation>
    </message>
    <message>
        <source>A custom ruleset: the option values above, built on the preset its rules spec names.</source>
        <translation>自定义规则：以规则说明所指的预设为基础，采用上面的选项值。</translation>
    </message>
    <message>
        <source>Playing the computer</source>
        <translation>与电脑对弈</translation>
    </message>
    <message>
        <source>An engine is told the nearest rules it knows; gogui referees every move it offers under this ruleset.</source>
        <translation>引擎会被告知它所知道的最接近的规则；gogui 按此规则裁判它给出的每一手。</translation>
    </message>
    <message>
        <source>told: {what}</source>
        <translation>告知：{what}</translation>
    </message>
    <message>
        <source>Rulesets reference</source>
        <translation>规则参考</translation>
    </message>
</context>
<context>
    <name>Ruling</name>
    <message>
        <source>illegal: {reason}</source>
        <translation>禁着：{reason}</translation>
    </message>
    <message>
        <source>game ends ({reason})</source>
        <translation>对局结束（{reason}）</translation>
    </message>
    <message>
        <source>play stops</source>
        <translation>对局停止</translation>
    </message>
    <message>
        <source>not reached: move {number} was illegal</source>
        <translation>未到达：第{number}手是禁着</translation>
    </message>
    <message>
        <source>not reached: play ended at move {number}</source>
        <translation>未到达：对局在第{number}手结束</translation>
    </message>
    <message>
        <source>start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>合法</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>禁着</translation>
    </message>
    <message>
        <source>game ends</source>
        <translation>终局</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>未到达</translation>
    </message>
    <message>
        <source>No move here: setup or a comment.</source>
        <translation>这里没有着手：只有摆放棋子或注释。</translation>
    </message>
    <message>
        <source>Play has stopped; this move comes after the end.</source>
        <translation>对局已停止；这一手在对局结束之后。</translation>
    </message>
    <message>
        <source>The starting position.</source>
        <translation>起始局面。</translation>
    </message>
    <message>
        <source>{passes} successive passes stop play under {ruleset}: the players now agree which stones are dead, or settle a disagreement the ruleset&apos;s way.</source>
        <translation>在{ruleset}中，连续{passes}次停一手使对局停止：双方此时商定哪些棋子是死子，意见不一致时按该规则的方式解决。</translation>
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
        <translation>开始</translation>
    </message>
    <message>
        <source>setup (no move)</source>
        <translation>摆子（非着手）</translation>
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
        <translation>规则</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Rulings here</source>
        <translation>此处判定</translation>
    </message>
    <message>
        <source>Whole line</source>
        <translation>整条路线</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>着手</translation>
    </message>
    <message>
        <source>Go to move {n}</source>
        <translation>跳到第 {n} 手</translation>
    </message>
    <message>
        <source>About {name}...</source>
        <translation>关于{name}...</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>无胜负</translation>
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
        <translation>按{rules}，路线没有走到这里。第 {n} 手：{why}</translation>
    </message>
    <message>
        <source>The count:</source>
        <translation>计算：</translation>
    </message>
    <message>
        <source>The rule:</source>
        <translation>规定：</translation>
    </message>
    <message>
        <source>ruling…</source>
        <translation>判定中…</translation>
    </message>
    <message>
        <source>The rulings of this move are being worked out.</source>
        <translation>正在计算这一手的判定。</translation>
    </message>
    <message>
        <source>outlined column: the current move</source>
        <translation>加框的列：当前一手</translation>
    </message>
</context>
<context>
    <name>SaveChecks</name>
    <message>
        <source>{path} belongs to the diagram library, which is never written. Save under a name of your own.</source>
        <translation>{path} 属于图例库，图例库从不写入。请以你自己的文件名保存。</translation>
    </message>
    <message>
        <source>comments</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>node names</source>
        <translation>节点名</translation>
    </message>
    <message>
        <source>labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>marks</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>set-up stones</source>
        <translation>摆放的棋子</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>着手</translation>
    </message>
    <message>
        <source>the player to move</source>
        <translation>轮到哪方</translation>
    </message>
    <message>
        <source>territory marks</source>
        <translation>目数标记</translation>
    </message>
    <message>
        <source>variations</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>the board size</source>
        <translation>棋盘大小</translation>
    </message>
    <message>
        <source>{count} more games of the collection</source>
        <translation>合集中的另外 {count} 局</translation>
    </message>
    <message>
        <source>1 more game of the collection</source>
        <translation>合集中的另外 1 局</translation>
    </message>
    <message>
        <source>{path} cannot be read as SGF, so what it holds could not be kept. Save under a new name.</source>
        <translation>{path} 无法作为 SGF 读取，因此无法保留其内容。请以新文件名保存。</translation>
    </message>
    <message>
        <source>{path} holds what this program could not read ({warnings}), which would be lost if the game were written over it. Save under a new name.</source>
        <translation>{path} 含有本程序无法读取的内容（{warnings}），若用这局覆盖它，这些内容将会丢失。请以新文件名保存。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{path} holds more than this game: its {lost} would be lost if the game were written over it. Save under a new name.</source>
        <translation>{path} 含有的内容不止这一局：若用这局覆盖它，其中的{lost}将会丢失。请以新文件名保存。</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>{vertex} already holds a handicap stone</source>
        <extracomment>What a game in progress waits for (see GameSession).</extracomment>
        <translation>{vertex} 已有让子</translation>
    </message>
    <message>
        <source>Black resigned: White wins.</source>
        <translation>黑方认输：白方胜。</translation>
    </message>
    <message>
        <source>White resigned: Black wins.</source>
        <translation>白方认输：黑方胜。</translation>
    </message>
    <message>
        <source>the confirmation play ends when both players pass</source>
        <translation>死活确认着手在双方都停一手时结束</translation>
    </message>
    <message>
        <source>dead stones are agreed once play has stopped</source>
        <translation>死子要在对局停止后才能商定</translation>
    </message>
    <message>
        <source>a dispute arises once play has stopped</source>
        <translation>异议要在对局停止后才能提出</translation>
    </message>
    <message>
        <source>HA[{handicap}] names more handicap stones than the {stones} on the board; the game goes on with those.</source>
        <translation>HA[{handicap}] 指定的让子多于盘上的 {stones} 子；对局按盘上的这些子继续。</translation>
    </message>
    <message>
        <source>the position the game starts from does not fit the rules: {err}</source>
        <translation>对局的起始局面不符合规则：{err}</translation>
    </message>
    <message>
        <source>the handicap stones do not fit the rules: {err}</source>
        <translation>让子不符合规则：{err}</translation>
    </message>
    <message>
        <source>the setup after move {number} does not fit: {err}</source>
        <translation>第 {number} 手之后的摆子不符合：{err}</translation>
    </message>
    <message>
        <source>it comes after play stopped at move {number}</source>
        <translation>这一手在对局于第 {number} 手停止之后</translation>
    </message>
    <message>
        <source>move {number} ({colour} {vertex}) is illegal under {ruleset}: {why}</source>
        <translation>第 {number} 手（{colour} {vertex}）按{ruleset}是禁着：{why}</translation>
    </message>
    <message>
        <source>a saved confirmation play move cannot be read: {err}</source>
        <translation>无法读取保存的死活确认着手：{err}</translation>
    </message>
    <message>
        <source>a saved hypothetical play move cannot be read: {err}</source>
        <translation>无法读取保存的假想着手：{err}</translation>
    </message>
    <message>
        <source>the saved confirmation play move {colour} {where} is illegal: {why}</source>
        <translation>保存的死活确认着手 {colour} {where} 是禁着：{why}</translation>
    </message>
    <message>
        <source>the saved hypothetical play move {colour} {where} is illegal: {why}</source>
        <translation>保存的假想着手 {colour} {where} 是禁着：{why}</translation>
    </message>
    <message>
        <source>RE[{result}] differs from the count of the saved position, {count}; the count is shown.</source>
        <translation>RE[{result}] 与保存局面的计算结果 {count} 不同；显示的是计算结果。</translation>
    </message>
    <message>
        <source>Play ended.</source>
        <translation>对局已结束。</translation>
    </message>
    <message>
        <source>Under {ruleset} the line&apos;s game ended at move {number}. {ended}</source>
        <translation>按{ruleset}，路线中的对局在第 {number} 手结束。{ended}</translation>
    </message>
    <message>
        <source>The game continues the line ({count} move): its captures count, and {ruleset} bans retaking a ko or repeating a position as it would in the line.</source>
        <translation>对局接续这条路线（{count} 手）：路线中的提子计入，{ruleset}也像在路线中一样禁止提回劫或重复局面。</translation>
    </message>
    <message>
        <source>The game continues the line ({count} moves): its captures count, and {ruleset} bans retaking a ko or repeating a position as it would in the line.</source>
        <translation>对局接续这条路线（{count} 手）：路线中的提子计入，{ruleset}也像在路线中一样禁止提回劫或重复局面。</translation>
    </message>
    <message>
        <source>a game cannot start from this position: {err}</source>
        <translation>无法从此局面开始对局：{err}</translation>
    </message>
    <message>
        <source>{why}. So the game starts from this position with its stones set up: the line&apos;s captures and ko bans do not carry over.</source>
        <translation>{why}。因此对局从此局面开始，盘上的棋子作为摆子放置：路线中的提子和劫的禁止不会延续。</translation>
    </message>
    <message>
        <source>The game starts from this position.</source>
        <translation>对局从此局面开始。</translation>
    </message>
    <message>
        <source>RU[{text}] is not a rules spec this program knows: {err}</source>
        <translation>RU[{text}] 不是本程序认识的规则设定：{err}</translation>
    </message>
    <message>
        <source>RU[{text}] names no ruleset this program knows</source>
        <translation>RU[{text}] 没有指明本程序认识的规则</translation>
    </message>
</context>
<context>
    <name>Sgf</name>
    <message>
        <source>the file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>{source} is not readable SGF: {err}</source>
        <translation>{source} 不是可读的 SGF：{err}</translation>
    </message>
    <message>
        <source>{source} holds no SGF game</source>
        <translation>{source} 中没有 SGF 对局</translation>
    </message>
    <message>
        <source>game {number} of {source}</source>
        <translation>{source} 的第 {number} 局</translation>
    </message>
    <message>
        <source>{where} cannot be read: {err}</source>
        <translation>无法读取 {where}：{err}</translation>
    </message>
    <message>
        <source>CA[{declared}] names no character set for SGF text; it was read as {charset}</source>
        <translation>CA[{declared}] 不是 SGF 文本可用的字符集；已按 {charset} 读取</translation>
    </message>
    <message>
        <source>the text is not valid {declared} as its CA property says; it was read as {charset}, with the characters that could not be read shown as �</source>
        <translation>文本并非其 CA 属性所说的有效 {declared}；已按 {charset} 读取，无法读取的字符显示为 �</translation>
    </message>
    <message>
        <source>the text is not valid {declared} as its CA property says; it was read as {charset}</source>
        <translation>文本并非其 CA 属性所说的有效 {declared}；已按 {charset} 读取</translation>
    </message>
    <message>
        <source>{count} moves were written across a line break and read without it</source>
        <translation>有 {count} 手跨行书写，已去掉换行读取</translation>
    </message>
    <message>
        <source>1 move was written across a line break and read without it</source>
        <translation>有 1 手跨行书写，已去掉换行读取</translation>
    </message>
    <message>
        <source>KM[{komi}] is not a number of points; the ruleset&apos;s komi applies</source>
        <translation>KM[{komi}] 不是目数；采用规则的贴目</translation>
    </message>
    <message>
        <source>LB[{label}] is not a label (point:text) and was left out</source>
        <translation>LB[{label}] 不是标签（点:文字），已略去</translation>
    </message>
    <message>
        <source>{count} labels were not point:text and were left out, the first LB[{label}]</source>
        <translation>有 {count} 个标签不是“点:文字”形式，已略去，第一个是 LB[{label}]</translation>
    </message>
    <message>
        <source>{path} is larger than {megabytes} MB, far more than any game record: it was not read</source>
        <translation>{path} 大于 {megabytes} MB，远超任何棋谱：未读取</translation>
    </message>
    <message>
        <source>cannot open {path}: {reason}</source>
        <translation>无法打开 {path}：{reason}</translation>
    </message>
    <message>
        <source>{where} is for a {size}x{size} board; boards from {smallest} to {largest} are supported</source>
        <translation>{where} 是 {size}x{size} 棋盘的棋谱；支持的棋盘为 {smallest} 路到 {largest} 路</translation>
    </message>
    <message>
        <source>HA[{handicap}] names a {handicap}-stone handicap, but the record sets up one Black stone (AB) and no White stones; read as an even game</source>
        <translation>HA[{handicap}] 指定让 {handicap} 子，但棋谱只摆放了 1 个黑子（AB），没有白子；按分先读取</translation>
    </message>
    <message>
        <source>HA[{handicap}] names {handicap} handicap stones, but the record sets up {given} Black stones (AB) and no White stones; read as a {given}-stone handicap</source>
        <translation>HA[{handicap}] 指定 {handicap} 个让子，但棋谱摆放了 {given} 个黑子（AB），没有白子；按让 {given} 子读取</translation>
    </message>
    <message>
        <source>HA[{handicap}] names a {handicap}-stone handicap, but the record sets up no handicap stones and does not begin with Black&apos;s stones; read as an even game</source>
        <translation>HA[{handicap}] 指定让 {handicap} 子，但棋谱既没有摆放让子，也不是以黑方的棋子开始；按分先读取</translation>
    </message>
    <message>
        <source>HA[{handicap}] names {handicap} handicap stones, but the record gives {given} (Black&apos;s first stones, White passing in between); read as a {given}-stone handicap</source>
        <translation>HA[{handicap}] 指定 {handicap} 个让子，但棋谱只给出 {given} 个（黑方最初的棋子，其间白方停一手）；按让 {given} 子读取</translation>
    </message>
    <message>
        <source>HA[{handicap}] names {handicap} handicap stones, but the record gives {given} (Black&apos;s first stones, played in a row); read as a {given}-stone handicap</source>
        <translation>HA[{handicap}] 指定 {handicap} 个让子，但棋谱只给出 {given} 个（黑方最初的棋子，连续落下）；按让 {given} 子读取</translation>
    </message>
    <message>
        <source>{where}: bad {ident} property: {err}</source>
        <translation>{where}：{ident} 属性有误：{err}</translation>
    </message>
    <message>
        <source>{where}: bad move: {err}</source>
        <extracomment>sgfmill&apos;s colour letters as moves name them (shared strings: see VERTEX_NAMES)</extracomment>
        <translation>{where}：着手有误：{err}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
</context>
<context>
    <name>WorkAutosave</name>
    <message>
        <source>Autosave failed: {e}</source>
        <translation>自动保存失败：{e}</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>{title}: questions on {line}</source>
        <translation>{title}：{line}上的问题</translation>
    </message>
    <message>
        <source>Where the rulesets differ: {title}</source>
        <translation>各规则裁定不同之处：{title}</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>练习题</translation>
    </message>
    <message>
        <source>A &amp;lesson of the course:</source>
        <translation>课程中的一课(&amp;L)：</translation>
    </message>
    <message>
        <source>The questions the lessons ask about this &amp;diagram</source>
        <translation>各课就这个图出的问题(&amp;D)</translation>
    </message>
    <message>
        <source>The questions Quiz me here asks on this l&amp;ine</source>
        <translation>“在此出题”在这条线上出的问题(&amp;I)</translation>
    </message>
    <message>
        <source>Where the rulesets di&amp;ffer on this line</source>
        <translation>这条线上各规则裁定不同的着手(&amp;F)</translation>
    </message>
    <message>
        <source>this line</source>
        <translation>这条线</translation>
    </message>
    <message>
        <source>{name}-questions</source>
        <translation>{name}-问题</translation>
    </message>
    <message>
        <source>{name}-differences</source>
        <translation>{name}-裁定差异</translation>
    </message>
    <message>
        <source>Drawing up the worksheet...</source>
        <translation>正在生成练习题...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>No worksheet</source>
        <translation>无法生成练习题</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm)</source>
        <translation>网页 (*.html *.htm)</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <translation>导出练习题</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>无法写入 {path}：{why}</translation>
    </message>
    <message>
        <source>Wrote the worksheet “{title}” to {path}.</source>
        <translation>已将练习题“{title}”写入 {path}。</translation>
    </message>
    <message>
        <source>Print worksheet: {title}</source>
        <translation>打印练习题：{title}</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>The other rulesets:</source>
        <translation>其他规则：</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>第 {page} 页，共 {pages} 页</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>出处</translation>
    </message>
    <message>
        <source>At the end:</source>
        <translation>最后：</translation>
    </message>
    <message>
        <source>No questions: the rulesets agree at every node of this line.</source>
        <translation>没有问题：这条线上每个局面各规则的裁定都相同。</translation>
    </message>
    <message>
        <source>The rulesets agree at every move of this line.</source>
        <translation>这条线上每一手各规则的裁定都相同。</translation>
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
        <translation>请说出该点，或在棋盘上标出。</translation>
    </message>
    <message>
        <source>Tick every one that applies:</source>
        <translation>选出所有符合的：</translation>
    </message>
    <message>
        <source>Choose one:</source>
        <translation>选一个：</translation>
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
        <translation>涉及的规则</translation>
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
        <translation>各规则裁定不同的着手有1手</translation>
    </message>
    <message>
        <source>{count} moves where the rulesets differ</source>
        <translation>各规则裁定不同的着手有{count}手</translation>
    </message>
    <message>
        <source>Rulesets compared</source>
        <translation>比较的规则</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>Opened with warnings: {list}</source>
        <translation>已打开，但有警告：{list}</translation>
    </message>
</context>
<context>
    <name>override_errors</name>
    <message>
        <source>Something went wrong ({error}). The window and its work are kept; the details are on the standard error output.</source>
        <translation>出了问题（{error}）。窗口和其中的工作都保留着；详情见标准错误输出。</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
</context>
</TS>

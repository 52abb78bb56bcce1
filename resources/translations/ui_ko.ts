<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About gogui</source>
        <translation>gogui 정보</translation>
    </message>
    <message>
        <source>How the rulesets of Go differ: every position ruled under every ruleset, with reasons.</source>
        <translation>바둑 규칙은 어떻게 다른가: 모든 국면을 모든 규칙으로 판정하고 그 이유를 보여 줍니다.</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>버전</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>라이선스</translation>
    </message>
    <message>
        <source>Sources of the rulesets</source>
        <translation>규칙의 출처</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>프리셋</translation>
    </message>
    <message>
        <source>Each preset is implemented from a ruleset text. Every description, explanation and diagram comment in gogui is written in the project&apos;s own words.</source>
        <translation>각 프리셋은 규칙 원문을 바탕으로 구현했습니다. gogui의 설명, 해설, 기보 그림의 주석은 모두 이 프로젝트가 직접 쓴 글입니다.</translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <source>Export PNG</source>
        <translation>PNG로 내보내기</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>내보내기 실패</translation>
    </message>
    <message>
        <source>Could not write {path}</source>
        <translation>{path}에 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>Export SVG</source>
        <translation>SVG로 내보내기</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>{path}에 쓸 수 없습니다: {why}</translation>
    </message>
</context>
<context>
    <name>CasualGames</name>
    <message>
        <source>Continue a saved game</source>
        <translation>저장한 대국 이어 두기</translation>
    </message>
    <message>
        <source>SGF files (*.sgf);;All files (*)</source>
        <translation>SGF 파일 (*.sgf);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>대국을 이어 둘 수 없습니다</translation>
    </message>
    <message>
        <source>Cannot recover the game</source>
        <translation>대국을 복구할 수 없습니다</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>New position</source>
        <translation>새 국면</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>Nothing was added: under {rules} the line did not get this far, so the board shows another position. Choose another ruleset to play here.</source>
        <translation>아무것도 추가하지 않았습니다. {rules}에서는 수순이 여기까지 오지 못해 바둑판에 다른 국면이 표시되어 있습니다. 여기에 두려면 다른 규칙을 고르세요.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>패스</translation>
    </message>
    <message>
        <source>{p} to play</source>
        <translation>{p} 차례</translation>
    </message>
    <message>
        <source>Set up {v}</source>
        <translation>{v}에 배치</translation>
    </message>
    <message>
        <source>Mark {v}</source>
        <translation>{v}에 표시</translation>
    </message>
    <message>
        <source>{v} is already occupied: no ruleset allows a play there.</source>
        <translation>{v}에는 이미 돌이 있습니다. 어떤 규칙도 그곳의 착수를 허용하지 않습니다.</translation>
    </message>
    <message>
        <source>No ruleset allows this play: {why}</source>
        <translation>이 착수를 허용하는 규칙이 없습니다: {why}</translation>
    </message>
    <message>
        <source>The rulesets do not differ after this move on this line.</source>
        <translation>이 수순에서는 이 수 다음에 규칙 사이의 차이가 없습니다.</translation>
    </message>
    <message>
        <source>The rulesets do not differ before this move on this line.</source>
        <translation>이 수순에서는 이 수 이전에 규칙 사이의 차이가 없습니다.</translation>
    </message>
    <message>
        <source>{ruleset}: {verdict}.</source>
        <translation>{ruleset}: {verdict}.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Allowed under: {names}.</source>
        <translation>허용하는 규칙: {names}.</translation>
    </message>
    <message>
        <source>No other ruleset allows it either.</source>
        <translation>허용하는 다른 규칙도 없습니다.</translation>
    </message>
</context>
<context>
    <name>CountBox</name>
    <message>
        <source>Count</source>
        <translation>계가</translation>
    </message>
    <message>
        <source>What if: the same position under every ruleset</source>
        <translation>만약: 같은 국면을 모든 규칙으로</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Black : White</source>
        <translation>흑 : 백</translation>
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
        <source>{side}: {parts}</source>
        <translation>{side}: {parts}</translation>
    </message>
    <message>
        <source>Points in seki, not counted: {n}</source>
        <translation>빅 안의 집(세지 않음): {n}</translation>
    </message>
    <message>
        <source>If the marked stones are dead</source>
        <translation>표시한 돌이 죽은 돌이라면</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>비김</translation>
    </message>
</context>
<context>
    <name>CustomRulesDialog</name>
    <message>
        <source>Custom ruleset</source>
        <translation>사용자 규칙</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>바탕이 되는 규칙</translation>
    </message>
</context>
<context>
    <name>DiagramBrowser</name>
    <message>
        <source>Diagram library</source>
        <translation>기보 그림 모음</translation>
    </message>
    <message>
        <source>Could not be read</source>
        <translation>읽을 수 없음</translation>
    </message>
    <message>
        <source>These files of the library are malformed and were left out.</source>
        <translation>모음의 이 파일들은 형식이 잘못되어 제외했습니다.</translation>
    </message>
    <message>
        <source>Left out of the library (could not be read): {names}</source>
        <translation>모음에서 제외됨(읽을 수 없음): {names}</translation>
    </message>
</context>
<context>
    <name>EngineBar</name>
    <message>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <source>Stop the engine thinking; you may then play its move yourself</source>
        <translation>엔진의 생각을 멈춥니다. 그 뒤에 엔진의 수를 직접 둘 수도 있습니다</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>계속</translation>
    </message>
    <message>
        <source>Let the engines play again</source>
        <translation>엔진이 다시 두게 합니다</translation>
    </message>
    <message>
        <source>The engine was stopped. Play its move yourself, or Continue to let it play.</source>
        <translation>엔진을 멈췄습니다. 엔진의 수를 직접 두거나, [계속]을 눌러 엔진이 두게 하세요.</translation>
    </message>
</context>
<context>
    <name>EngineChecker</name>
    <message>
        <source>The command has a quotation mark that is not closed.</source>
        <translation>명령에 닫히지 않은 따옴표가 있습니다.</translation>
    </message>
    <message>
        <source>{engine} answers.</source>
        <translation>{engine}이(가) 응답했습니다.</translation>
    </message>
    <message>
        <source>{program} refused the GTP command “{command}”: {reason}</source>
        <translation>{program}이(가) GTP 명령 “{command}”을(를) 거부했습니다: {reason}</translation>
    </message>
    <message>
        <source>{program} does not speak GTP: it wrote {what}. Does the command start it in GTP mode?</source>
        <translation>{program}은(는) GTP로 응답하지 않습니다: {what}을(를) 출력했습니다. 이 명령으로 GTP 모드로 시작됩니까?</translation>
    </message>
    <message>
        <source>{program} cannot be started: the folder {folder} does not exist.</source>
        <translation>{program}을(를) 시작할 수 없습니다: {folder} 폴더가 없습니다.</translation>
    </message>
    <message>
        <source>{program} cannot be started: it is not found, or may not be run.</source>
        <translation>{program}을(를) 시작할 수 없습니다: 찾을 수 없거나 실행이 허용되지 않습니다.</translation>
    </message>
    <message>
        <source>{program} stopped before answering (exit status {code}).</source>
        <translation>{program}이(가) 응답하기 전에 종료했습니다(종료 상태 {code}).</translation>
    </message>
    <message>
        <source>{program} started but gave no answer in {seconds} s. Does the command start it in GTP mode?</source>
        <translation>{program}이(가) 시작했지만 {seconds}초 안에 응답하지 않았습니다. 이 명령으로 GTP 모드로 시작됩니까?</translation>
    </message>
</context>
<context>
    <name>EngineEntryDialog</name>
    <message>
        <source>Add an engine</source>
        <translation>엔진 추가</translation>
    </message>
    <message>
        <source>Edit an engine</source>
        <translation>엔진 편집</translation>
    </message>
    <message>
        <source>the program&apos;s name</source>
        <translation>프로그램 이름</translation>
    </message>
    <message>
        <source>for example: gnugo --mode gtp</source>
        <translation>예: gnugo --mode gtp</translation>
    </message>
    <message>
        <source>the app&apos;s own</source>
        <translation>앱 자체의 작업 폴더</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>선택...</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>명령(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>작업 폴더(&amp;W):</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>확인(&amp;H)</translation>
    </message>
    <message>
        <source>Start the engine and ask its name and version</source>
        <translation>엔진을 시작하고 이름과 버전을 묻습니다</translation>
    </message>
    <message>
        <source>Starting {engine}...</source>
        <translation>{engine} 시작 중...</translation>
    </message>
    <message>
        <source>Working folder</source>
        <translation>작업 폴더</translation>
    </message>
</context>
<context>
    <name>EnginePlayer</name>
    <message>
        <source>{engine} answered nonsense ({what}) and was stopped.</source>
        <translation>{engine}이(가) 알 수 없는 응답({what})을 보내 중지했습니다.</translation>
    </message>
    <message>
        <source>{engine} cannot follow this game ({what}) and was stopped.</source>
        <translation>{engine}이(가) 이 대국의 진행을 따라갈 수 없어({what}) 중지했습니다.</translation>
    </message>
    <message>
        <source>{engine} gave no answer in {n} s and was stopped.</source>
        <translation>{engine}이(가) {n}초 안에 응답하지 않아 중지했습니다.</translation>
    </message>
    <message>
        <source>{engine} could not be started ({command}): {why}</source>
        <translation>{engine}을(를) 시작할 수 없었습니다({command}): {why}</translation>
    </message>
    <message>
        <source>{engine} ended {n} times and was given up.</source>
        <translation>{engine}이(가) {n}번 종료되어 이 대국에서는 더 쓰지 않습니다.</translation>
    </message>
</context>
<context>
    <name>EngineRules</name>
    <message>
        <source>Natural situational superko (a pass does not count as a play that changes the situation): the referee refuses what it forbids.</source>
        <translation>내추럴 시추에이셔널 슈퍼코(패스는 상황을 바꾸는 착수로 치지 않음): 이 규칙이 금지하는 수는 심판이 거부합니다.</translation>
    </message>
    <message>
        <source>The Renaissance ko rule (a position may repeat; the third time ends play): the engines play simple ko, and the referee ends play at the third repetition.</source>
        <translation>르네상스 규칙의 패 규칙(국면이 반복되어도 되며, 세 번째에 대국이 정지함): 엔진은 기본 패로 두고, 세 번째 반복에서 심판이 대국을 정지시킵니다.</translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones and disturbing kos: the engines play simple ko, and the referee refuses a hot stone or a disturbing ko capture and asks again.</source>
        <translation>응씨 규칙의 핫 스톤과 교란하는 패: 엔진은 기본 패로 두고, 핫 스톤을 따내는 수나 교란하는 패를 따내는 수는 심판이 거부하고 다른 수를 묻습니다.</translation>
    </message>
    <message>
        <source>A long cycle that makes the game no result: the referee ends the game.</source>
        <translation>대국을 무승부로 만드는 긴 순환: 심판이 대국을 끝냅니다.</translation>
    </message>
    <message>
        <source>Threefold repetition, won or drawn by captures: the referee ends play and rules it.</source>
        <translation>따낸 돌 수로 승패나 비김이 정해지는 세 번 반복: 심판이 대국을 끝내고 판정합니다.</translation>
    </message>
    <message>
        <source>Single-stone suicide: KataGo never plays it, and cannot follow a player who does.</source>
        <translation>한 점 자살수: KataGo는 이 수를 두지 않으며, 상대가 두면 그 뒤의 대국을 따라갈 수 없습니다.</translation>
    </message>
    <message>
        <source>Ing&apos;s count by filling in: the engines count area, which gives the same result; the referee counts.</source>
        <translation>응씨 규칙의 계점: 엔진은 영역 계산으로 세며 결과는 같습니다. 계산은 심판이 합니다.</translation>
    </message>
    <message>
        <source>Three passes in a row end play: the referee asks the engines again after two.</source>
        <translation>세 번 연속 패스하면 대국이 정지함: 두 번의 패스 뒤에 심판이 엔진에게 다시 수를 묻습니다.</translation>
    </message>
    <message>
        <source>Pass stones (a pass hands the opponent a stone): the referee gives them and counts them.</source>
        <translation>패스 돌(패스하면 상대에게 돌 하나를 넘겨줌): 심판이 돌을 넘겨주고 계산에 넣습니다.</translation>
    </message>
    <message>
        <source>Pass stones in a dispute phase: the referee gives them and counts them.</source>
        <translation>사활 다툼 단계의 패스 돌: 심판이 돌을 넘겨주고 계산에 넣습니다.</translation>
    </message>
    <message>
        <source>White passes last: the referee makes White&apos;s obligatory pass.</source>
        <translation>마지막 패스는 백: 백의 의무적인 패스는 심판이 합니다.</translation>
    </message>
    <message>
        <source>The confirmation play of a dispute (not kept, each ko needs a pass): the referee runs it.</source>
        <translation>이의가 있을 때의 사활 확인 착수(기록되지 않으며, 패마다 패스가 필요함): 심판이 진행합니다.</translation>
    </message>
    <message>
        <source>The imagined play that settles a dispute: the referee runs it.</source>
        <translation>이의를 결정하는 가상 착수: 심판이 진행합니다.</translation>
    </message>
    <message>
        <source>A dispute leaves every stone alive: an engine that passes before capturing dead stones may lose them.</source>
        <translation>이의가 있으면 모든 돌이 산 돌이 됨: 죽은 돌을 따내기 전에 패스하는 엔진은 그만큼 손해를 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>White&apos;s compensation of a point per handicap stone: GNU Go does not count it; the referee does.</source>
        <translation>치석 하나당 1집인 백의 보상: GNU Go는 세지 않으며, 심판이 셉니다.</translation>
    </message>
    <message>
        <source>White&apos;s compensation of a point per handicap stone after the first: GNU Go does not count it; the referee does.</source>
        <translation>두 번째 치석부터 하나당 1집인 백의 보상: GNU Go는 세지 않으며, 심판이 셉니다.</translation>
    </message>
    <message>
        <source>A tie goes to Black: the referee rules it.</source>
        <translation>동점이면 흑의 승리: 심판이 판정합니다.</translation>
    </message>
    <message>
        <source>A tie goes to White: the referee rules it.</source>
        <translation>동점이면 백의 승리: 심판이 판정합니다.</translation>
    </message>
    <message>
        <source>In a handicap game a tie goes to Black: the referee rules it.</source>
        <translation>접바둑에서 동점이면 흑의 승리: 심판이 판정합니다.</translation>
    </message>
    <message>
        <source>In a handicap game a tie goes to White: the referee rules it.</source>
        <translation>접바둑에서 동점이면 백의 승리: 심판이 판정합니다.</translation>
    </message>
    <message>
        <source>This engine is told only the komi and the board size: the referee refuses every move the ruleset forbids, and runs the end of the game.</source>
        <translation>이 엔진에게는 덤과 바둑판 크기만 알려 줍니다. 규칙이 금지하는 수는 모두 심판이 거부하고, 종국 절차도 심판이 진행합니다.</translation>
    </message>
    <message>
        <source>plays it as it is</source>
        <translation>이 규칙 그대로 둡니다</translation>
    </message>
    <message>
        <source>plays its moves by it; the referee runs the end of the game</source>
        <translation>착수는 이 규칙대로 둡니다. 종국 절차는 심판이 진행합니다</translation>
    </message>
    <message>
        <source>plays nearby rules; the referee refuses the moves they differ on</source>
        <translation>가까운 규칙으로 둡니다. 규칙이 다른 수는 심판이 거부합니다</translation>
    </message>
    <message>
        <source>its defaults (Japanese rules, simple ko)</source>
        <translation>기본 설정(일본 규칙, 기본 패)</translation>
    </message>
    <message>
        <source>komi and board size only</source>
        <translation>덤과 바둑판 크기만</translation>
    </message>
</context>
<context>
    <name>EngineSeats</name>
    <message>
        <source>{engine} (Black)</source>
        <translation>{engine} (흑)</translation>
    </message>
    <message>
        <source>{engine} (White)</source>
        <translation>{engine} (백)</translation>
    </message>
    <message>
        <source>{who} is thinking: wait for its move, or press Stop.</source>
        <translation>{who}이(가) 생각 중입니다. 수를 기다리거나 [중지]를 누르세요.</translation>
    </message>
    <message>
        <source>{who} is placing its handicap stones...</source>
        <translation>{who}이(가) 치석을 놓는 중...</translation>
    </message>
    <message>
        <source>{who} is thinking...</source>
        <translation>{who}이(가) 생각 중...</translation>
    </message>
</context>
<context>
    <name>EngineSettings</name>
    <message>
        <source>Type the command that starts the engine in GTP mode, for example: gnugo --mode gtp</source>
        <translation>엔진을 GTP 모드로 시작하는 명령을 입력하세요. 예: gnugo --mode gtp</translation>
    </message>
    <message>
        <source>The command has a quotation mark that is not closed; close it, or remove it.</source>
        <translation>명령에 닫히지 않은 따옴표가 있습니다. 닫거나 지우세요.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>{folder} 폴더가 없습니다.</translation>
    </message>
    <message>
        <source>This command starts {engine}, which is already in the list.</source>
        <translation>이 명령은 {engine}을(를) 시작하는데, 이미 목록에 있습니다.</translation>
    </message>
</context>
<context>
    <name>EngineSettingsDialog</name>
    <message>
        <source>Engines</source>
        <translation>엔진</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>추가(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Edit...</source>
        <translation>편집(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>제거(&amp;R)</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>확인(&amp;H)</translation>
    </message>
    <message>
        <source>Start the engine and ask its name and version</source>
        <translation>엔진을 시작하고 이름과 버전을 묻습니다</translation>
    </message>
    <message>
        <source>The engines you can play in a new game:</source>
        <translation>새 대국에서 상대할 수 있는 엔진:</translation>
    </message>
    <message>
        <source>{engine} (found on this system)</source>
        <translation>{engine}(이 시스템에서 찾음)</translation>
    </message>
    <message>
        <source>No engine yet. Install GNU Go ({command}) and open this window again, or add a GTP engine with Add.</source>
        <translation>아직 엔진이 없습니다. GNU Go를 설치({command})한 뒤 이 창을 다시 열거나, [추가]로 GTP 엔진을 추가하세요.</translation>
    </message>
    <message>
        <source>Command: {command}</source>
        <translation>명령: {command}</translation>
    </message>
    <message>
        <source>Working folder: {folder}</source>
        <translation>작업 폴더: {folder}</translation>
    </message>
    <message>
        <source>Starting {engine}...</source>
        <translation>{engine} 시작 중...</translation>
    </message>
</context>
<context>
    <name>Explorer</name>
    <message>
        <source>game {number} of {path}</source>
        <extracomment>The board tools: play, the setup tools (a colour or erase) and the marks with their SGF names. &quot;label&quot; puts the next letter on a point, &quot;number&quot; the next number, &quot;text&quot; a text of one&apos;s own.</extracomment>
        <translation>{path}의 제{number}국</translation>
    </message>
    <message>
        <source>A line of game {number} of the file has {longest} nodes; the teaching window follows lines of at most {most} under every ruleset (it would take minutes and gigabytes). Nothing was opened, and {file} is unchanged.</source>
        <translation>파일의 제{number}국에 노드가 {longest}개인 수순이 있습니다. 메인 창은 모든 규칙에서 노드 {most}개까지의 수순만 따라갑니다(그보다 길면 몇 분의 시간과 몇 기가바이트의 메모리가 듭니다). 아무것도 열지 않았으며 {file}은(는) 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <source>A line of the record has {longest} nodes; the teaching window follows lines of at most {most} under every ruleset (it would take minutes and gigabytes). Nothing was opened, and {file} is unchanged.</source>
        <translation>기보에 노드가 {longest}개인 수순이 있습니다. 메인 창은 모든 규칙에서 노드 {most}개까지의 수순만 따라갑니다(그보다 길면 몇 분의 시간과 몇 기가바이트의 메모리가 듭니다). 아무것도 열지 않았으며 {file}은(는) 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <source>game {number}</source>
        <translation>제{number}국</translation>
    </message>
    <message>
        <source>Under {rules} the line did not get this far. The board shows its game where it stopped, at move {n}.</source>
        <translation>{rules}에서는 수순이 여기까지 오지 못했습니다. 바둑판은 그 대국이 멈춘 {n}수의 국면입니다.</translation>
    </message>
    <message>
        <source>{black} vs {white}</source>
        <translation>{black} 대 {white}</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export board</source>
        <translation>바둑판 내보내기</translation>
    </message>
    <message>
        <source> pixels</source>
        <translation> 픽셀</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>크기(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Black and white, for printing</source>
        <translation>흑백(인쇄용)(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Number the moves, from move:</source>
        <translation>수 번호 표시, 시작 수(&amp;N):</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Resign</source>
        <translation>기권</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>대국이 끝났습니다.</translation>
    </message>
    <message>
        <source>{v} already holds a handicap stone.</source>
        <translation>{v}에는 이미 치석이 있습니다.</translation>
    </message>
    <message>
        <source>Handicap stone at {v}</source>
        <translation>{v}에 치석</translation>
    </message>
    <message>
        <source>{who} captures {n}.</source>
        <translation>{who}이 {n}점을 따냅니다.</translation>
    </message>
    <message>
        <source>Passing is for the time of play.</source>
        <translation>패스는 대국 중에만 할 수 있습니다.</translation>
    </message>
    <message>
        <source>Play has stopped. Click strings to mark them dead, then accept, or dispute.</source>
        <translation>대국이 정지했습니다. 돌무리를 클릭해 죽은 돌로 표시한 뒤 승인하거나 이의를 제기하세요.</translation>
    </message>
    <message>
        <source>Black passed last, so White&apos;s obligatory last pass follows (it hands Black a stone). </source>
        <translation>마지막으로 패스한 쪽이 흑이므로 백의 의무적인 마지막 패스가 이어집니다(흑에게 돌 하나를 넘겨줍니다). </translation>
    </message>
    <message>
        <source>The confirmation play has stopped: accept to count, with the stones it captured as dead.</source>
        <translation>사활 확인 착수가 정지했습니다. 승인하면 그때 따낸 돌을 죽은 돌로 하여 계가합니다.</translation>
    </message>
    <message>
        <source>Confirmation play: moves are not kept, each ko needs a pass for it before it is retaken, and stones captured here are dead. Pass twice to finish.</source>
        <translation>사활 확인 착수: 수는 기록되지 않으며, 패를 되따내려면 그 패마다 먼저 한 번 패스해야 하고, 여기서 따낸 돌은 죽은 돌입니다. 두 번 연속 패스하면 끝납니다.</translation>
    </message>
    <message>
        <source>Hypothetical play (no confirmation phase): imagined wise play, not kept, without ko threats. Stones captured here are dead; pass twice to finish.</source>
        <translation>가상 착수(확인 단계 없음): 최선의 착수를 가정한 것으로, 기록되지 않고 팻감도 쓸 수 없습니다. 여기서 따낸 돌은 죽은 돌입니다. 두 번 연속 패스하면 끝납니다.</translation>
    </message>
    <message>
        <source>Play resumes. Pass until play stops again.</source>
        <translation>대국을 재개합니다. 다시 정지할 때까지 패스하세요.</translation>
    </message>
    <message>
        <source>Autosave failed: {e}</source>
        <translation>자동 저장 실패: {e}</translation>
    </message>
    <message>
        <source>{engine} takes every stone for alive: accept, or click strings to mark them dead.</source>
        <translation>{engine}이(가) 모든 돌을 산 돌로 보았습니다. 승인하거나, 돌무리를 클릭해 죽은 돌로 표시하세요.</translation>
    </message>
    <message>
        <source>{engine} marks 1 stone as dead: accept, or click strings to change the marks.</source>
        <translation>{engine}이(가) 돌 1개를 죽은 돌로 표시했습니다. 승인하거나, 돌무리를 클릭해 표시를 바꾸세요.</translation>
    </message>
    <message>
        <source>{engine} marks {n} stones as dead: accept, or click strings to change the marks.</source>
        <translation>{engine}이(가) 돌 {n}개를 죽은 돌로 표시했습니다. 승인하거나, 돌무리를 클릭해 표시를 바꾸세요.</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Komi must be a number of points, such as 6.5 or 7.</source>
        <translation>덤은 6.5나 7 같은 집 수로 입력하세요.</translation>
    </message>
    <message>
        <source>(none named)</source>
        <translation>(지정 없음)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Game info</source>
        <translation>대국 정보</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>제목(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>흑(&amp;B):</translation>
    </message>
    <message>
        <source>Black&apos;s ran&amp;k:</source>
        <translation>흑의 급수/단(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>백(&amp;W):</translation>
    </message>
    <message>
        <source>White&apos;s r&amp;ank:</source>
        <translation>백의 급수/단(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>날짜(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>대회(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation>장소(&amp;P):</translation>
    </message>
    <message>
        <source>the ruleset&apos;s own</source>
        <translation>규칙의 기본값</translation>
    </message>
    <message>
        <source>Ko&amp;mi:</source>
        <translation>덤(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <translation>치석(&amp;H):</translation>
    </message>
    <message>
        <source>R&amp;uleset:</source>
        <translation>규칙(&amp;U):</translation>
    </message>
    <message>
        <source>B+3.5, W+R, 0 (a draw)...</source>
        <translation>B+3.5, W+R, 0 (비김)…</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>결과(&amp;R):</translation>
    </message>
    <message>
        <source>New position</source>
        <translation>새 국면</translation>
    </message>
    <message>
        <source>Board &amp;size (2 to 25):</source>
        <translation>바둑판 크기(2~25)(&amp;S):</translation>
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
        <source>&amp;Player to move:</source>
        <translation>둘 차례(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Komi:</source>
        <translation>덤(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Handicap (standard points):</source>
        <translation>치석(정해진 자리)(&amp;H):</translation>
    </message>
    <message>
        <source>Edit game info</source>
        <translation>대국 정보 편집</translation>
    </message>
    <message>
        <source>Black: {black}, White: {white}</source>
        <translation>흑: {black}, 백: {white}</translation>
    </message>
    <message>
        <source>Komi {komi}</source>
        <translation>덤 {komi}</translation>
    </message>
    <message>
        <source>Handicap {stones}</source>
        <translation>치석 {stones}</translation>
    </message>
    <message>
        <source>Ruleset {name}</source>
        <translation>규칙 {name}</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>결과: {result}</translation>
    </message>
</context>
<context>
    <name>GameTreeView</name>
    <message>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>패스</translation>
    </message>
    <message>
        <source>Move {n}: {colour} {where}</source>
        <translation>{n}수: {colour} {where}</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>배치</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작 국면</translation>
    </message>
    <message>
        <source>Empty node</source>
        <translation>빈 노드</translation>
    </message>
    <message>
        <source>Delete this variation</source>
        <translation>이 변화도 삭제</translation>
    </message>
    <message>
        <source>Make this the main line</source>
        <translation>이것을 본선으로</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <source>Pass</source>
        <translation>패스</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>기권</translation>
    </message>
    <message>
        <source>Both accept</source>
        <translation>양쪽 승인</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>이의</translation>
    </message>
    <message>
        <source>Nobody moves: all alive</source>
        <translation>아무도 두지 않음: 모두 삶</translation>
    </message>
    <message>
        <source>Comment on the last move (saved with the game)</source>
        <translation>마지막 수에 대한 주석(대국과 함께 저장)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>되돌리기(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 하기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>새 대국(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Save game...</source>
        <translation>대국 저장(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>대국(&amp;G)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>되돌리기</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>다시 하기</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>이동(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>뒤로(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>앞으로(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>처음(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Now</source>
        <translation>현재 국면(&amp;N)</translation>
    </message>
    <message>
        <source>The engine that played {players} is not among your engines now (Edit &gt; Engines): you play for it.</source>
        <translation>{players}을(를) 맡았던 엔진이 지금은 엔진 목록에 없습니다([편집] &gt; [엔진]). 대신 직접 두세요.</translation>
    </message>
    <message>
        <source>Are you sure?</source>
        <translation>정말 하시겠습니까?</translation>
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
        <source>{who} resigns and loses the game. Resign?</source>
        <translation>{who}이 기권하여 대국에 집니다. 기권하시겠습니까?</translation>
    </message>
    <message>
        <source>Both players accept the dead stones as marked: the game is counted and over. Accept?</source>
        <translation>두 대국자가 표시된 대로 죽은 돌을 승인합니다. 계가하고 대국을 마칩니다. 승인하시겠습니까?</translation>
    </message>
    <message>
        <source>This is the position after move {k}, not the game now: press End (Go &gt; Now) to return to the game and play.</source>
        <translation>이것은 {k}수째 뒤의 국면이며, 지금의 대국이 아닙니다. End 키([이동] &gt; [현재 국면])를 눌러 대국으로 돌아가 두세요.</translation>
    </message>
    <message>
        <source>{name} (Black)</source>
        <translation>{name} (흑)</translation>
    </message>
    <message>
        <source>{name} (White)</source>
        <translation>{name} (백)</translation>
    </message>
    <message>
        <source>{b} vs {w}, {rules}, komi {komi}</source>
        <translation>{b} 대 {w}, {rules}, 덤 {komi}</translation>
    </message>
    <message>
        <source>{player} resigns...</source>
        <translation>{player} 기권...</translation>
    </message>
    <message>
        <source>{p}: place handicap stone {k} of {n}.</source>
        <translation>{p}: 치석 {n}점 중 {k}번째를 놓으세요.</translation>
    </message>
    <message>
        <source>{p} to play.</source>
        <translation>{p} 차례입니다.</translation>
    </message>
    <message>
        <source>Play has stopped. Click strings to mark them dead; then accept, or dispute.</source>
        <translation>대국이 정지했습니다. 돌무리를 클릭해 죽은 돌로 표시한 뒤 승인하거나 이의를 제기하세요.</translation>
    </message>
    <message>
        <source>Confirmation play (not kept): {p} to play.</source>
        <translation>사활 확인 착수(기록되지 않음): {p} 차례입니다.</translation>
    </message>
    <message>
        <source>Hypothetical play (not kept, no ko threats): {p} to play.</source>
        <translation>가상 착수(기록되지 않음, 팻감 없음): {p} 차례입니다.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>대국 종료.</translation>
    </message>
    <message>
        <source>(dispute phase {n})</source>
        <translation>(이의 단계 {n})</translation>
    </message>
    <message>
        <source>Looking at move {k} of {n}: press End to return to the game.</source>
        <translation>{n}수 중 {k}수째를 보는 중: End 키를 누르면 대국으로 돌아갑니다.</translation>
    </message>
    <message>
        <source>Prisoners taken: Black {b}, White {w}</source>
        <translation>사석: 흑 {b}, 백 {w}</translation>
    </message>
    <message>
        <source>; pass stones received: Black {b}, White {w}</source>
        <translation>; 받은 패스 돌: 흑 {b}, 백 {w}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>대국 저장</translation>
    </message>
    <message>
        <source>SGF files (*.sgf)</source>
        <translation>SGF 파일 (*.sgf)</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>대국을 저장하지 못했습니다</translation>
    </message>
    <message>
        <source>Could not write {path}: {err}. Any earlier file there is unchanged.</source>
        <translation>{path}에 쓸 수 없습니다: {err}. 그곳에 있던 이전 파일은 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <source>Could not save to {path}: {err}. Any earlier file there is unchanged.</source>
        <translation>{path}에 저장할 수 없습니다: {err}. 그곳에 있던 이전 파일은 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>{path}에 저장했습니다</translation>
    </message>
    <message>
        <source>The game is not finished and not saved. Save it?</source>
        <translation>대국이 끝나지 않았고 저장되지도 않았습니다. 저장하시겠습니까?</translation>
    </message>
    <message>
        <source>The game is not finished and not saved. {why} Save it?</source>
        <translation>대국이 끝나지 않았고 저장되지도 않았습니다. {why} 저장하시겠습니까?</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>대국을 저장하시겠습니까?</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>How to read the &amp;panel</source>
        <translation>패널 읽는 법(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>단축키(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About gogui</source>
        <translation>gogui 정보(&amp;A)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>gogui will show the chosen language when it starts again.</source>
        <translation>선택한 언어는 gogui를 다시 시작하면 적용됩니다.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>System &amp;default</source>
        <translation>시스템 기본값(&amp;D)</translation>
    </message>
</context>
<context>
    <name>LearnDock</name>
    <message>
        <source>Learn</source>
        <translation>학습</translation>
    </message>
    <message>
        <source>The progress file is free again: every answer is kept in it.</source>
        <translation>진도 파일이 풀렸습니다. 모든 답이 파일에 기록되어 있습니다.</translation>
    </message>
    <message>
        <source>The course asks before it tells: a position, a question, then what every ruleset says.</source>
        <translation>이 과정은 설명하기 전에 먼저 묻습니다. 국면과 문제를 보고 나서 각 규칙의 판정을 확인합니다.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>복습</translation>
    </message>
    <message>
        <source>Quiz me here</source>
        <translation>여기서 문제 내기</translation>
    </message>
    <message>
        <source>Questions on the line the window shows, where the rulesets disagree</source>
        <translation>창에 보이는 수순에서 규칙의 판정이 갈리는 곳을 문제로 냅니다</translation>
    </message>
    <message>
        <source>&amp;Progress</source>
        <translation>진도(&amp;P)</translation>
    </message>
    <message>
        <source>How well each concept is known under each ruleset</source>
        <translation>규칙마다 각 개념을 얼마나 익혔는지</translation>
    </message>
    <message>
        <source>&amp;Export progress...</source>
        <translation>진도 내보내기(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Import progress...</source>
        <translation>진도 가져오기(&amp;I)...</translation>
    </message>
    <message>
        <source>Reset progress...</source>
        <translation>진도 초기화...</translation>
    </message>
    <message>
        <source>Begin</source>
        <translation>시작하기</translation>
    </message>
    <message>
        <source>Back to the course</source>
        <translation>과정으로 돌아가기</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>이전</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>다음 단계</translation>
    </message>
    <message>
        <source>Start the questions</source>
        <translation>문제 시작하기</translation>
    </message>
    <message>
        <source>{title}: worked example, step {i} of {n}</source>
        <translation>{title}: 풀이 예시, {n}단계 중 {i}단계</translation>
    </message>
    <message>
        <source>What the rulesets do here:</source>
        <translation>여기서 각 규칙이 하는 일:</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>답하기</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>힌트</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>건너뛰기</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>다음</translation>
    </message>
    <message>
        <source>Show the answer; the question comes back in Review</source>
        <translation>정답을 보여 줍니다. 이 문제는 복습에서 다시 나옵니다</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>강의 나가기</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>다음 강의</translation>
    </message>
    <message>
        <source>1 question, not started</source>
        <translation>1문제, 시작 전</translation>
    </message>
    <message>
        <source>{n} questions, not started</source>
        <translation>{n}문제, 시작 전</translation>
    </message>
    <message>
        <source>{right} of {n} right</source>
        <translation>{n}문제 중 {right}개 정답</translation>
    </message>
    <message>
        <source>{k} to review</source>
        <translation>복습 {k}개</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>마침</translation>
    </message>
    <message>
        <source>at question {q}</source>
        <translation>{q}번 문제까지</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>이어 하기</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>처음부터</translation>
    </message>
    <message>
        <source>This lesson is about:</source>
        <translation>이 강의에서 다루는 조항:</translation>
    </message>
    <message>
        <source>You stopped before question {q} of {n}: you go on from there.</source>
        <translation>지난번에 {n}문제 중 {q}번 문제 앞에서 멈췄습니다. 거기서부터 이어 갑니다.</translation>
    </message>
    <message>
        <source>&amp;Review ({n} due today)</source>
        <translation>복습(&amp;R) (오늘 {n}개)</translation>
    </message>
    <message>
        <source>Review ({n} due)</source>
        <translation>복습 ({n}개)</translation>
    </message>
    <message>
        <source>Nothing is due for review today: come back tomorrow, or take the next lesson.</source>
        <translation>오늘 복습할 것이 없습니다. 내일 다시 오거나 다음 강의로 넘어가세요.</translation>
    </message>
    <message>
        <source>Progress exported.</source>
        <translation>진도를 내보냈습니다.</translation>
    </message>
    <message>
        <source>this line</source>
        <translation>이 수순</translation>
    </message>
    <message>
        <source>Working out questions on this line: {p}%</source>
        <translation>이 수순의 문제를 만드는 중: {p}%</translation>
    </message>
    <message>
        <source>Every ruleset agrees all along this line: there is nothing to ask here.</source>
        <translation>이 수순 내내 모든 규칙의 판정이 같습니다. 여기서는 낼 문제가 없습니다.</translation>
    </message>
    <message>
        <source>Reset progress?</source>
        <translation>진도를 초기화하시겠습니까?</translation>
    </message>
    <message>
        <source>Forget every answer and where each lesson was left? This cannot be undone.</source>
        <translation>모든 답과 각 강의를 멈춘 위치를 지우시겠습니까? 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <source>Export lesson as S&amp;GF...</source>
        <translation>과를 SGF로 내보내기(&amp;G)...</translation>
    </message>
    <message>
        <source>The lesson&apos;s questions, answers and why as one SGF file, to step through in any SGF viewer</source>
        <translation>과의 문제, 답, 이유를 하나의 SGF 파일로. 어떤 SGF 뷰어로도 따라갈 수 있습니다</translation>
    </message>
    <message>
        <source>Re&amp;set progress...</source>
        <translation>진도 초기화(&amp;S)...</translation>
    </message>
    <message>
        <source>The question&apos;s position could not be shown.</source>
        <translation>문제의 국면을 보여 줄 수 없습니다.</translation>
    </message>
    <message>
        <source>{title}: question {q} of {n}</source>
        <translation>{title}: {n}문제 중 {q}번</translation>
    </message>
    <message>
        <source>Click the point on the board.</source>
        <translation>바둑판의 점을 클릭하세요.</translation>
    </message>
    <message>
        <source>Tick every one that applies, then Answer (or press Enter).</source>
        <translation>해당하는 것을 모두 고른 뒤 &apos;답하기&apos;를 누르세요(Enter도 됩니다).</translation>
    </message>
    <message>
        <source>Choose one, then Answer (or press Enter).</source>
        <translation>하나를 고른 뒤 &apos;답하기&apos;를 누르세요(Enter도 됩니다).</translation>
    </message>
    <message>
        <source>Hint {i}:</source>
        <translation>힌트 {i}:</translation>
    </message>
    <message>
        <source>Not quite — try once more.</source>
        <translation>아쉽습니다 — 한 번 더 해 보세요.</translation>
    </message>
    <message>
        <source>Skipped: this question comes back in Review.</source>
        <translation>건너뜀: 이 문제는 복습에서 다시 나옵니다.</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>정답.</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>오답.</translation>
    </message>
    <message>
        <source>You clicked {v}.</source>
        <translation>클릭한 점: {v}.</translation>
    </message>
    <message>
        <source>The answer:</source>
        <translation>정답:</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>이유:</translation>
    </message>
    <message>
        <source>The other rulesets:</source>
        <translation>다른 규칙:</translation>
    </message>
    <message>
        <source>What each ruleset says here:</source>
        <translation>이 국면에 대한 각 규칙의 판정:</translation>
    </message>
    <message>
        <source>Review what is due</source>
        <translation>복습할 때가 된 것 복습하기</translation>
    </message>
    <message>
        <source>right at the second try</source>
        <translation>두 번째에 정답</translation>
    </message>
    <message>
        <source>See the summary</source>
        <translation>요약 보기</translation>
    </message>
    <message>
        <source>The concepts due for review today, each asked on another position: turned, reflected, colour-swapped or another of the course</source>
        <translation>오늘 복습할 개념을 각각 다른 국면에서 묻습니다: 돌리거나 뒤집거나 흑백을 바꾼 국면, 또는 과정의 다른 국면</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>진도</translation>
    </message>
    <message>
        <source>{k} more at the second try</source>
        <translation>두 번째에 정답 {k}문제 더</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>건너뜀</translation>
    </message>
    <message>
        <source>You left {title} for another record; starting it again in the Learn panel comes back to this question.</source>
        <translation>다른 기보를 열어서 {title}에서 나왔습니다. 학습 패널에서 다시 시작하면 이 문제부터 이어집니다.</translation>
    </message>
    <message>
        <source>You left {title} for another record.</source>
        <translation>다른 기보를 열어서 {title}에서 나왔습니다.</translation>
    </message>
    <message>
        <source>Answer the question in the Learn panel first.</source>
        <translation>먼저 학습 패널의 문제에 답하세요.</translation>
    </message>
    <message>
        <source>&amp;Learn mode</source>
        <translation>학습 모드(&amp;L)</translation>
    </message>
    <message>
        <source>The course: lessons that ask before they tell (Ctrl+L)</source>
        <translation>과정: 설명하기 전에 먼저 묻는 강의 (Ctrl+L)</translation>
    </message>
    <message>
        <source>&amp;Quiz me here</source>
        <translation>여기서 문제 내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>복습(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>학습(&amp;L)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>What you know, concept by ruleset</source>
        <translation>익힌 것: 개념과 규칙별로</translation>
    </message>
    <message>
        <source>A blank cell: not answered yet. Click a cell for a short review of it.</source>
        <translation>빈 칸은 아직 답하지 않은 것입니다. 칸을 누르면 그 칸을 짧게 복습합니다.</translation>
    </message>
    <message>
        <source>Course done: {lessons} of {all_lessons} lessons finished, {right} of {questions} questions answered right at least once.</source>
        <translation>과정 진도: 강의 {all_lessons}개 중 {lessons}개 끝남, 문제 {questions}개 중 {right}개는 한 번 이상 맞힘.</translation>
    </message>
    <message>
        <source>The course asks nothing about {concept} under {ruleset}.</source>
        <translation>과정은 {ruleset}의 {concept}에 대해 묻지 않습니다.</translation>
    </message>
    <message>
        <source>The same rule here: {rulesets}</source>
        <translation>여기서 같은 규정: {rulesets}</translation>
    </message>
    <message>
        <source>{right} of {answered} answers right</source>
        <translation>{answered}번 중 {right}번 맞힘</translation>
    </message>
    <message>
        <source>Due for review today</source>
        <translation>오늘 복습할 차례</translation>
    </message>
    <message>
        <source>Next review: {day}</source>
        <translation>다음 복습: {day}</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>진도 내보내기</translation>
    </message>
    <message>
        <source>Progress files (*.json)</source>
        <translation>진도 파일 (*.json)</translation>
    </message>
    <message>
        <source>Import progress</source>
        <translation>진도 가져오기</translation>
    </message>
    <message>
        <source>Progress imported: {answers} answers and {reviews} reviews of cards that were not here before.</source>
        <translation>진도를 가져왔습니다: 여기에 없던 답 {answers}개와 복습 기록 {reviews}개.</translation>
    </message>
</context>
<context>
    <name>LessonExport</name>
    <message>
        <source>Export lesson as SGF</source>
        <translation>과를 SGF로 내보내기</translation>
    </message>
    <message>
        <source>SGF files (*.sgf)</source>
        <translation>SGF 파일 (*.sgf)</translation>
    </message>
    <message>
        <source>The lesson was not exported: {why}</source>
        <translation>과를 내보내지 못했습니다: {why}</translation>
    </message>
    <message>
        <source>Exported {count} questions of {title} to {path}.</source>
        <translation>{title}의 문제 {count}개를 {path}(으)로 내보냈습니다.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>gogui - how the rules of Go differ</source>
        <translation>gogui - 바둑 규칙은 어떻게 다른가</translation>
    </message>
    <message>
        <source>Comment on this node (saved with the record)</source>
        <translation>이 노드에 대한 주석(기보와 함께 저장)</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>기보 그림</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>기보 트리</translation>
    </message>
    <message>
        <source>Custom...</source>
        <translation>사용자 규칙...</translation>
    </message>
    <message>
        <source>Show all {n} characters of this comment (to edit it)</source>
        <translation>이 주석의 {n}자 전체 보기(편집하려면)</translation>
    </message>
    <message>
        <source>Text label</source>
        <translation>글자 표시</translation>
    </message>
    <message>
        <source>Label on {point} (empty: none):</source>
        <translation>{point}의 표시(비우면 없음):</translation>
    </message>
    <message>
        <source>Game of this file</source>
        <translation>이 파일의 대국</translation>
    </message>
    <message>
        <source>Show the game:</source>
        <translation>보여 줄 대국:</translation>
    </message>
    <message>
        <source>{title}[*] - gogui</source>
        <translation>{title}[*] - gogui</translation>
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
        <source>Move {n}: {colour} {where}</source>
        <translation>{n}수: {colour} {where}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>패스</translation>
    </message>
    <message>
        <source>Also called: {names}</source>
        <translation>다른 이름: {names}</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>출처: {source}</translation>
    </message>
    <message>
        <source>Node {n}: setup</source>
        <translation>노드 {n}: 배치</translation>
    </message>
    <message>
        <source>The rulings, the comment and the crossed points are hidden until you answer the question in the Learn panel.</source>
        <translation>판정, 주석, X 표시한 점은 학습 패널의 문제에 답할 때까지 가려 둡니다.</translation>
    </message>
    <message>
        <source>{ruleset}: {verdict}</source>
        <translation>{ruleset}: {verdict}</translation>
    </message>
    <message>
        <source>Working out the rulings up to move {n}: {p}%</source>
        <translation>{n}수까지의 판정을 계산하는 중: {p}%</translation>
    </message>
    <message>
        <source>{v} was not played: move {n} is shown once its rulings are worked out. Click again then.</source>
        <translation>{v}에 두지 않았습니다. {n}수는 판정 계산이 끝나면 표시됩니다. 그때 다시 클릭하세요.</translation>
    </message>
    <message>
        <source>Go to move</source>
        <translation>수로 이동</translation>
    </message>
    <message>
        <source>Move number (0 to {n}):</source>
        <translation>수 번호(0~{n}):</translation>
    </message>
    <message>
        <source>New &amp;position...</source>
        <translation>새 국면(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Open SGF...</source>
        <translation>SGF 열기(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Game of this file...</source>
        <translation>이 파일의 대국(&amp;G)...</translation>
    </message>
    <message>
        <source>Show another game of a file that holds several</source>
        <translation>여러 대국이 든 파일에서 다른 대국을 보여 줍니다</translation>
    </message>
    <message>
        <source>Game &amp;info...</source>
        <translation>대국 정보(&amp;I)...</translation>
    </message>
    <message>
        <source>Players, ranks, date, event, place, komi, handicap, ruleset and result</source>
        <translation>대국자, 급수/단, 날짜, 대회, 장소, 덤, 치석, 규칙, 결과</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>다른 이름으로 저장(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Export board as PNG...</source>
        <translation>바둑판을 PNG로 내보내기(&amp;E)...</translation>
    </message>
    <message>
        <source>Export board as S&amp;VG...</source>
        <translation>바둑판을 SVG로 내보내기(&amp;V)...</translation>
    </message>
    <message>
        <source>Export &amp;worksheet...</source>
        <translation>문제지 내보내기(&amp;W)...</translation>
    </message>
    <message>
        <source>A lesson&apos;s or this line&apos;s questions, or where the rulesets differ here, with their boards, as a PDF or a web page</source>
        <translation>강의나 이 수순의 문제, 또는 여기서 규칙의 판정이 갈리는 수를 바둑판 그림과 함께 PDF나 웹 페이지로</translation>
    </message>
    <message>
        <source>Print wor&amp;ksheet...</source>
        <translation>문제지 인쇄(&amp;K)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Delete this variation</source>
        <translation>이 변화도 삭제(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Make this the main line</source>
        <translation>이것을 본선으로(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Black to play here</source>
        <translation>여기서 흑 차례로(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;White to play here</source>
        <translation>여기서 백 차례로(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Copy as ASCII diagram</source>
        <translation>ASCII 그림으로 복사(&amp;C)</translation>
    </message>
    <message>
        <source>E&amp;ngines...</source>
        <translation>엔진(&amp;N)...</translation>
    </message>
    <message>
        <source>The engines you can play in a new game: add, change or check one</source>
        <translation>새 대국에서 상대할 수 있는 엔진: 추가, 변경, 확인</translation>
    </message>
    <message>
        <source>&amp;First</source>
        <translation>처음(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>이전(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>다음(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Last</source>
        <translation>마지막(&amp;L)</translation>
    </message>
    <message>
        <source>Previous &amp;variation</source>
        <translation>이전 변화도(&amp;V)</translation>
    </message>
    <message>
        <source>Next v&amp;ariation</source>
        <translation>다음 변화도(&amp;A)</translation>
    </message>
    <message>
        <source>Pa&amp;ss</source>
        <translation>패스(&amp;S)</translation>
    </message>
    <message>
        <source>The player to move passes here (Ctrl+P)</source>
        <translation>둘 차례인 쪽이 여기서 패스합니다 (Ctrl+P)</translation>
    </message>
    <message>
        <source>Next &amp;difference</source>
        <translation>다음 차이(&amp;D)</translation>
    </message>
    <message>
        <source>The next move where the rulesets&apos; verdicts or counts differ</source>
        <translation>규칙의 판정이나 계가가 갈리는 다음 수</translation>
    </message>
    <message>
        <source>Previous diff&amp;erence</source>
        <translation>이전 차이(&amp;E)</translation>
    </message>
    <message>
        <source>The previous move where the rulesets&apos; verdicts or counts differ</source>
        <translation>규칙의 판정이나 계가가 갈리는 이전 수</translation>
    </message>
    <message>
        <source>&amp;Go to move...</source>
        <translation>수로 이동(&amp;G)...</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>새 대국(&amp;N)...</translation>
    </message>
    <message>
        <source>Continue a saved &amp;game...</source>
        <translation>저장한 대국 이어 두기(&amp;G)...</translation>
    </message>
    <message>
        <source>&amp;Play from here...</source>
        <translation>여기서부터 두기(&amp;P)...</translation>
    </message>
    <message>
        <source>Start a casual game from the current position under a ruleset you choose</source>
        <translation>지금 국면에서 고른 규칙으로 대국을 시작합니다</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>좌표(&amp;C)</translation>
    </message>
    <message>
        <source>Move &amp;numbers</source>
        <translation>수 번호(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rulesets reference</source>
        <translation>규칙 참고(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Play moves</source>
        <translation>착수(&amp;P)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>착수</translation>
    </message>
    <message>
        <source>Add &amp;black stones</source>
        <translation>흑돌 놓기(&amp;B)</translation>
    </message>
    <message>
        <source>+Black</source>
        <translation>+흑</translation>
    </message>
    <message>
        <source>Add &amp;white stones</source>
        <translation>백돌 놓기(&amp;W)</translation>
    </message>
    <message>
        <source>+White</source>
        <translation>+백</translation>
    </message>
    <message>
        <source>&amp;Erase stones</source>
        <translation>돌 지우기(&amp;E)</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>지우기</translation>
    </message>
    <message>
        <source>&amp;Triangle</source>
        <translation>삼각형(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Square</source>
        <translation>사각형(&amp;S)</translation>
    </message>
    <message>
        <source>C&amp;ircle</source>
        <translation>원(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Cross</source>
        <translation>X 표(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Label (A, B, C...)</source>
        <translation>글자 표시 (A, B, C...)(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Number label (1, 2, 3...)</source>
        <translation>숫자 표시 (1, 2, 3...)(&amp;N)</translation>
    </message>
    <message>
        <source>Te&amp;xt label...</source>
        <translation>텍스트 표시(&amp;X)...</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>이동(&amp;G)</translation>
    </message>
    <message>
        <source>G&amp;ame</source>
        <translation>대국(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>되돌리기(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 하기(&amp;R)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>되돌리기</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>다시 하기</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 파일(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Diagrams</source>
        <translation>기보 그림(&amp;D)</translation>
    </message>
    <message>
        <source>Game &amp;tree</source>
        <translation>기보 트리(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Tool for the board</source>
        <translation>바둑판 도구(&amp;T)</translation>
    </message>
    <message>
        <source>The mouse wheel over the board also steps back and forth through the line. Tab and Shift+Tab move between the parts of the window; Return on a row of the ruling table does what a double click does.</source>
        <translation>바둑판 위에서 마우스 휠을 돌려도 수순을 앞뒤로 옮길 수 있습니다. Tab과 Shift+Tab으로 창의 각 부분 사이를 옮기고, 판정 표의 행에서 Return을 누르면 더블 클릭과 같습니다.</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>이동</translation>
    </message>
    <message>
        <source> Ruleset: </source>
        <translation> 규칙: </translation>
    </message>
    <message>
        <source>Edit tools</source>
        <translation>편집 도구</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>{verdict}: {rulesets}</source>
        <translation>{verdict}: {rulesets}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작 국면</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>배치</translation>
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
        <source>pass</source>
        <translation>패스</translation>
    </message>
    <message>
        <source>{number}: {player} {point}</source>
        <translation>{number}: {player} {point}</translation>
    </message>
    <message>
        <source>[variation {k} of {n}]</source>
        <translation>[변화도 {n}개 중 {k}번째]</translation>
    </message>
    <message>
        <source>rulesets differ</source>
        <translation>규칙마다 다름</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>수</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>대국자</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>착점</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>따낸 돌</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>메모</translation>
    </message>
    <message>
        <source>play resumes (dispute phase {n})</source>
        <translation>대국 재개(사활 다툼 단계 {n})</translation>
    </message>
    <message>
        <source>White&apos;s obligatory last pass follows</source>
        <translation>백의 의무적인 마지막 패스가 이어짐</translation>
    </message>
    <message>
        <source>an obligatory pass evens the moves</source>
        <translation>의무적인 패스로 수를 맞춤</translation>
    </message>
    <message>
        <source>suicide</source>
        <translation>자살수</translation>
    </message>
    <message>
        <source>play stops</source>
        <translation>대국 정지</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>새 대국</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>기타</translation>
    </message>
    <message>
        <source>fixed (star points)</source>
        <translation>고정(화점)</translation>
    </message>
    <message>
        <source>free (Black places them)</source>
        <translation>자유(흑이 놓음)</translation>
    </message>
    <message>
        <source>Who plays this colour: a person, or an engine</source>
        <translation>이 색을 두는 쪽: 사람 또는 엔진</translation>
    </message>
    <message>
        <source>The engine&apos;s strength</source>
        <translation>엔진의 기력</translation>
    </message>
    <message>
        <source>level </source>
        <translation>레벨 </translation>
    </message>
    <message>
        <source>To play the computer, install GNU Go ({command}), or add a GTP engine in Engines...</source>
        <translation>컴퓨터와 두려면 GNU Go를 설치({command})하거나, [엔진...]에서 GTP 엔진을 추가하세요.</translation>
    </message>
    <message>
        <source>&amp;Engines...</source>
        <translation>엔진(&amp;E)...</translation>
    </message>
    <message>
        <source>Add, change or check the engines you can play</source>
        <translation>상대할 수 있는 엔진을 추가, 변경, 확인합니다</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>바둑판</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>덤</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>치석</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>놓는 방식</translation>
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
        <source>Person</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>{engine} (level {level})</source>
        <translation>{engine}(레벨 {level})</translation>
    </message>
    <message>
        <source>{rules}: handicap stones go on {where}; White&apos;s compensation for a handicap: {comp}.</source>
        <translation>{rules}: 치석은 {where}에 놓습니다. 접바둑에서 백이 받는 보상: {comp}.</translation>
    </message>
    <message>
        <source>the star points</source>
        <translation>화점</translation>
    </message>
    <message>
        <source>points Black chooses</source>
        <translation>흑이 고른 자리</translation>
    </message>
</context>
<context>
    <name>PanelGuideDialog</name>
    <message>
        <source>light grey</source>
        <translation>연회색</translation>
    </message>
    <message>
        <source>The starting position (node 0), before any move of the line.</source>
        <translation>시작 국면(노드 0), 수순의 어떤 수보다 앞.</translation>
    </message>
    <message>
        <source>green</source>
        <translation>초록</translation>
    </message>
    <message>
        <source>The ruleset allows this move and play goes on. A setup or comment node after legal play reads legal too.</source>
        <translation>규칙이 이 수를 허용하고 대국이 이어집니다. 허용된 착수 뒤의 배치나 주석 노드도 착수 가능으로 표시합니다.</translation>
    </message>
    <message>
        <source>red</source>
        <translation>빨강</translation>
    </message>
    <message>
        <source>The ruleset forbids this move; the reason says which rule (see below). The board shows the forbidden stone crossed out on the position before it.</source>
        <translation>규칙이 이 수를 금지합니다. 이유는 어느 조항 때문인지 알려 줍니다(아래 참고). 바둑판은 금지된 돌을 바로 앞 국면 위에 X로 그어 보여 줍니다.</translation>
    </message>
    <message>
        <source>amber</source>
        <translation>호박색</translation>
    </message>
    <message>
        <source>Successive passes (two, or three under the Renaissance rules) stop play here: next the players agree which stones are dead, or settle a disagreement the ruleset&apos;s way.</source>
        <translation>연속된 패스(두 번, 르네상스 규칙에서는 세 번)로 여기서 대국이 정지합니다. 다음에 대국자가 어느 돌이 죽었는지 합의하거나, 의견이 다르면 그 규칙의 방식으로 해결합니다.</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>파랑</translation>
    </message>
    <message>
        <source>The game ends at this move: threefold repetition (decided by the stones each side captured in the loop), no result (a long cycle, Japanese and Korean rules) or passes (play stopped and the ruleset goes straight to the count).</source>
        <translation>이 수에서 대국이 끝납니다: 같은 국면의 세 번 반복(순환 중에 양쪽이 따낸 돌 수로 결정), 무승부(긴 순환, 일본 규칙과 한국 규칙), 또는 패스(대국이 정지하고 규칙이 곧바로 계가로 넘어감).</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>회색</translation>
    </message>
    <message>
        <source>The ruleset&apos;s replay of this line never gets here: it stopped at move n, after a move it forbids or where its game ended. The details pane says why; under the chosen ruleset the board shows its game where it stopped.</source>
        <translation>이 규칙으로 수순을 재현하면 여기까지 오지 못합니다. 금지된 수나 대국이 끝난 n수에서 멈췄습니다. 자세한 이유는 상세 창에 있습니다. 선택한 규칙이면 바둑판에 그 대국이 멈춘 국면이 표시됩니다.</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>이유</translation>
    </message>
    <message>
        <source>how</source>
        <translation>방식</translation>
    </message>
    <message>
        <source>How to read the panel</source>
        <translation>패널 읽는 법</translation>
    </message>
    <message>
        <source>The panel beside the board says, for the node the board shows, what every ruleset makes of it.</source>
        <translation>바둑판 옆 패널은 바둑판에 보이는 노드를 각 규칙이 어떻게 판정하는지 보여 줍니다.</translation>
    </message>
    <message>
        <source>Rulings here</source>
        <translation>이 국면의 판정</translation>
    </message>
    <message>
        <source>One row per ruleset (and your custom ruleset when you chose one), with its &lt;b&gt;Ruling&lt;/b&gt;: a symbol and a short verdict. The ruleset chosen in the toolbar is in bold and its verdict is in the status bar. The details pane under the panel gives the selected row&apos;s full explanation; click another row to read that ruleset&apos;s.</source>
        <translation>규칙마다 한 행(사용자 규칙을 골랐다면 그 행도)이 있고, &lt;b&gt;판정&lt;/b&gt;으로 기호와 짧은 판정을 보여 줍니다. 도구 모음에서 고른 규칙은 굵게 표시되고 그 판정은 상태 표시줄에도 나옵니다. 패널 아래 상세 창에는 선택한 행의 자세한 설명이 나옵니다. 다른 행을 클릭하면 그 규칙의 설명을 읽을 수 있습니다.</translation>
    </message>
    <message>
        <source>Verdicts and colours</source>
        <translation>판정과 색</translation>
    </message>
    <message>
        <source>The rows of Rulings here and the cells of Whole line take these symbols and colours (the colours follow a light or a dark system palette):</source>
        <translation>&apos;이 국면의 판정&apos;의 행과 &apos;수순 전체&apos;의 칸은 다음 기호와 색을 씁니다(색은 시스템의 밝은 테마나 어두운 테마를 따릅니다):</translation>
    </message>
    <message>
        <source>Reasons an illegal move can have: {reasons}.</source>
        <translation>착수 금지의 이유: {reasons}.</translation>
    </message>
    <message>
        <source>Whole line</source>
        <translation>수순 전체</translation>
    </message>
    <message>
        <source>A matrix of rulesets (rows) by nodes of the current line (columns, 0 is the start), marked as above; the current move&apos;s column is outlined. Read a row to see where that ruleset forbids a move or ends the game, read a column to compare the rulesets at one move. Hover a cell for its ruling and explanation; click it to go to that node.</source>
        <translation>규칙(행)과 현재 수순의 노드(열, 0은 시작)로 이루어진 표이며, 위와 같은 표시를 씁니다. 현재 수의 열은 테두리로 표시합니다. 행을 읽으면 그 규칙이 어디서 수를 금지하거나 대국을 끝내는지 알 수 있고, 열을 읽으면 한 수에서 규칙들을 비교할 수 있습니다. 칸 위에 마우스를 올리면 판정과 설명이 나오고, 클릭하면 그 노드로 이동합니다.</translation>
    </message>
    <message>
        <source>Moves and the board</source>
        <translation>수순과 바둑판</translation>
    </message>
    <message>
        <source>Moves lists the nodes of the current line and marks where it branches (&quot;variation 2 of 3&quot;). On the board, a red cross marks a point where the player to move may not play under the chosen ruleset; hover it to read why.</source>
        <translation>&apos;수순&apos;은 현재 수순의 노드를 나열하고 갈라지는 곳을 표시합니다(&quot;변화도 3개 중 2번째&quot;). 바둑판의 빨간 X는 고른 규칙에서 둘 차례인 쪽이 둘 수 없는 점입니다. 마우스를 올리면 이유를 읽을 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <source>Play from here</source>
        <translation>여기서부터 두기</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>덤</translation>
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
        <source>Play</source>
        <translation>착수</translation>
    </message>
</context>
<context>
    <name>RecordEdits</name>
    <message>
        <source>Edit comment</source>
        <translation>주석 편집</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>변화도 삭제</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>본선으로 만들기</translation>
    </message>
</context>
<context>
    <name>RecordFiles</name>
    <message>
        <source>Save the changes?</source>
        <translation>변경 사항을 저장하시겠습니까?</translation>
    </message>
    <message>
        <source>{title} has changes that are not saved. Save them?</source>
        <translation>{title}에 저장하지 않은 변경 사항이 있습니다. 저장하시겠습니까?</translation>
    </message>
    <message>
        <source>Save SGF</source>
        <translation>SGF 저장</translation>
    </message>
    <message>
        <source>SGF files (*.sgf);;All files (*)</source>
        <translation>SGF 파일 (*.sgf);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>저장할 수 없습니다</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>{path}에 쓸 수 없습니다: {why}</translation>
    </message>
    <message>
        <source>Could not save {path}: {why}. Any earlier file there is unchanged.</source>
        <translation>{path}을(를) 저장할 수 없습니다: {why}. 그곳에 있던 이전 파일은 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} 저장함</translation>
    </message>
    <message>
        <source>The library&apos;s rulings, theme, order and summary were left out: they describe the diagram&apos;s lines, which this record has changed.</source>
        <translation>모음의 판정, 주제, 순서, 요약은 넣지 않았습니다. 그것들은 그림의 수순을 설명하는데, 이 기보에서는 그 수순이 바뀌었습니다.</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(아직 없음)</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>파일을 열 수 없습니다</translation>
    </message>
    <message>
        <source>This file holds {n} games: the first is shown (File &gt; Game of this file shows another), and Save writes them all.</source>
        <translation>이 파일에는 대국이 {n}개 있습니다. 첫 번째를 보여 주며(다른 대국은 [파일] &gt; [이 파일의 대국]), 저장하면 모두 씁니다.</translation>
    </message>
    <message>
        <source>Open SGF</source>
        <translation>SGF 열기</translation>
    </message>
    <message>
        <source>SGF and MGT files (*.sgf *.SGF *.mgt *.MGT);;SGF files (*.sgf *.SGF);;MGT files (*.mgt *.MGT);;All files (*)</source>
        <translation>SGF·MGT 파일 (*.sgf *.SGF *.mgt *.MGT);;SGF 파일 (*.sgf *.SGF);;MGT 파일 (*.mgt *.MGT);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>저장하지 않은 작업을 복원하시겠습니까?</translation>
    </message>
    <message>
        <source>The teaching window was not closed properly and had unsaved work: {what}. Restore it now?</source>
        <translation>메인 창이 제대로 닫히지 않아 저장하지 않은 작업이 있습니다: {what}. 지금 복원하시겠습니까?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>복원</translation>
    </message>
    <message>
        <source>Recover a game?</source>
        <translation>대국을 복구하시겠습니까?</translation>
    </message>
    <message>
        <source>A game in progress was not closed properly: {what} ({file}). Continue it now?</source>
        <translation>진행 중이던 대국이 제대로 닫히지 않았습니다: {what}({file}). 지금 이어 두시겠습니까?</translation>
    </message>
    <message>
        <source>A game in progress was not closed properly ({file}). Continue it now?</source>
        <translation>진행 중이던 대국이 제대로 닫히지 않았습니다({file}). 지금 이어 두시겠습니까?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>이어 두기</translation>
    </message>
    <message>
        <source>Later keeps it for the next start; Discard deletes it.</source>
        <translation>&apos;나중에&apos;는 다음 시작 때까지 남겨 두고, &apos;버리기&apos;는 삭제합니다.</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>나중에</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>버리기</translation>
    </message>
    <message>
        <source>Cannot restore the unsaved work</source>
        <translation>저장하지 않은 작업을 복원할 수 없습니다</translation>
    </message>
    <message>
        <source>Restored the unsaved work on {title}.</source>
        <translation>{title}의 저장하지 않은 작업을 복원했습니다.</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>{path} is not the teaching window&apos;s work (no {property})</source>
        <translation>{path}은(는) 메인 창의 작업이 아닙니다({property} 없음)</translation>
    </message>
    <message>
        <source>the file {path}</source>
        <translation>파일 {path}</translation>
    </message>
    <message>
        <source>the library diagram {id}</source>
        <translation>라이브러리 기보도 {id}</translation>
    </message>
    <message>
        <source>a new position</source>
        <translation>새 국면</translation>
    </message>
    <message>
        <source>{title} ({where}), last changed {when}</source>
        <translation>{title} ({where}, 마지막 변경 {when})</translation>
    </message>
    <message>
        <source>The file was kept as {path}.</source>
        <translation>파일은 {path}(으)로 남겨 두었습니다.</translation>
    </message>
    <message>
        <source>The file was left at {path}.</source>
        <translation>파일은 {path}에 남아 있습니다.</translation>
    </message>
    <message>
        <source>{path}: the journal&apos;s move pass cannot be played</source>
        <translation>{path}: 저널에 기록된 패스를 할 수 없습니다</translation>
    </message>
    <message>
        <source>{path}: the journal&apos;s move {vertex} cannot be played</source>
        <translation>{path}: 저널에 기록된 수 {vertex}을(를) 둘 수 없습니다</translation>
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
        <source>1 move</source>
        <translation>1수</translation>
    </message>
    <message>
        <source>{n} moves</source>
        <translation>{n}수</translation>
    </message>
    <message>
        <source>{black} vs {white}, {rules}, {moves}</source>
        <translation>{black} 대 {white}, {rules}, {moves}</translation>
    </message>
</context>
<context>
    <name>Referee</name>
    <message>
        <source>{engine} tried {vertex}, {why} under {rules}: refused. {explanation}</source>
        <translation>{engine}이(가) {vertex}에 두려 했으나, {rules}에서 {why}에 해당하여 거부했습니다. {explanation}</translation>
    </message>
    <message>
        <source>{engine} offered no other move, so it passes.</source>
        <translation>{engine}이(가) 다른 수를 내지 않아 패스합니다.</translation>
    </message>
    <message>
        <source>the engine refused &quot;{command}&quot;: {why}</source>
        <translation>엔진이 “{command}”을(를) 거부했습니다: {why}</translation>
    </message>
    <message>
        <source>{vertex} is not empty.</source>
        <translation>{vertex}에는 이미 돌이 있습니다.</translation>
    </message>
</context>
<context>
    <name>RulesetOption</name>
    <message>
        <source>basic ko only</source>
        <translation>기본 패만</translation>
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
        <source>basic ko and minimal superko</source>
        <translation>기본 패와 미니멀 슈퍼코</translation>
    </message>
    <message>
        <source>Ing&apos;s hot stones and disturbing</source>
        <translation>응씨 규칙의 핫 스톤과 교란 규칙</translation>
    </message>
    <message>
        <source>nothing: play goes on</source>
        <translation>없음(대국이 계속됨)</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>threefold repetition ends the game</source>
        <translation>세 번 반복으로 종국</translation>
    </message>
    <message>
        <source>forbidden</source>
        <translation>금지</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>허용</translation>
    </message>
    <message>
        <source>of one stone, a pass; of more, allowed</source>
        <translation>돌 1개면 패스로 보고, 2개 이상이면 허용</translation>
    </message>
    <message>
        <source>area</source>
        <translation>영역 계산</translation>
    </message>
    <message>
        <source>territory and prisoners</source>
        <translation>집과 사석</translation>
    </message>
    <message>
        <source>Ing&apos;s fill-in count</source>
        <translation>계점</translation>
    </message>
    <message>
        <source>counted as any other point</source>
        <translation>다른 점과 똑같이 센다</translation>
    </message>
    <message>
        <source>count for nobody</source>
        <translation>누구의 점수도 되지 않음</translation>
    </message>
    <message>
        <source>never</source>
        <translation>넘겨주지 않음</translation>
    </message>
    <message>
        <source>always</source>
        <translation>항상</translation>
    </message>
    <message>
        <source>in dispute phases</source>
        <translation>다툼 단계에서</translation>
    </message>
    <message>
        <source>play on</source>
        <translation>대국을 계속함</translation>
    </message>
    <message>
        <source>the confirmation play, not kept</source>
        <translation>사활 확인 착수(남기지 않음)</translation>
    </message>
    <message>
        <source>a hypothetical play, not kept</source>
        <translation>가상 착수(남기지 않음)</translation>
    </message>
    <message>
        <source>play on; every stone alive if nobody moves</source>
        <translation>대국을 계속함; 아무도 두지 않으면 모든 돌이 삶</translation>
    </message>
    <message>
        <source>by agreement</source>
        <translation>합의로</translation>
    </message>
    <message>
        <source>none: every stone on the board is alive</source>
        <translation>없음(판 위의 돌은 모두 삶)</translation>
    </message>
    <message>
        <source>nobody: a draw</source>
        <translation>아무도 아님(비김)</translation>
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
        <source>on fixed points</source>
        <translation>정해진 점에</translation>
    </message>
    <message>
        <source>anywhere</source>
        <translation>자유롭게</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>N points</source>
        <translation>N집</translation>
    </message>
    <message>
        <source>N - 1 points</source>
        <translation>N - 1집</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>no</source>
        <translation>아니요</translation>
    </message>
</context>
<context>
    <name>RulesetReference</name>
    <message>
        <source>which repetitions a play may not make</source>
        <translation>착수로 만들어서는 안 되는 반복</translation>
    </message>
    <message>
        <source>what a cycle of repeated positions does to the game</source>
        <translation>같은 국면의 순환이 대국에 미치는 결과</translation>
    </message>
    <message>
        <source>whether a play may leave its own string without liberties</source>
        <translation>자기 돌무리의 활로를 없애는 착수(자살수)를 허용하는지</translation>
    </message>
    <message>
        <source>how the game is counted</source>
        <translation>계가 방법</translation>
    </message>
    <message>
        <source>whether points in seki count</source>
        <translation>빅 안의 집을 세는지</translation>
    </message>
    <message>
        <source>successive passes that stop play</source>
        <translation>대국을 정지시키는 연속 패스 횟수</translation>
    </message>
    <message>
        <source>whether a pass hands the opponent a prisoner</source>
        <translation>패스할 때 상대에게 사석 하나를 넘겨주는지</translation>
    </message>
    <message>
        <source>whether White must make the last pass</source>
        <translation>마지막 패스를 백이 해야 하는지</translation>
    </message>
    <message>
        <source>what happens when the players disagree about dead stones</source>
        <translation>죽은 돌에 대해 대국자의 의견이 다를 때 어떻게 하는지</translation>
    </message>
    <message>
        <source>how dead stones leave the board</source>
        <translation>죽은 돌을 바둑판에서 들어내는 방법</translation>
    </message>
    <message>
        <source>whether a dispute needs equal numbers of moves</source>
        <translation>사활 다툼에서 양쪽의 수가 같아야 하는지</translation>
    </message>
    <message>
        <source>White&apos;s compensation for moving second, in an even game</source>
        <translation>호선에서 나중에 두는 백이 받는 보상</translation>
    </message>
    <message>
        <source>komi in a handicap game</source>
        <translation>접바둑의 덤</translation>
    </message>
    <message>
        <source>who wins a tie in an even game</source>
        <translation>호선에서 동점일 때의 승자</translation>
    </message>
    <message>
        <source>who wins a tie in a handicap game</source>
        <translation>접바둑에서 동점일 때의 승자</translation>
    </message>
    <message>
        <source>where handicap stones go</source>
        <translation>치석을 놓는 자리</translation>
    </message>
    <message>
        <source>points White gets for N handicap stones</source>
        <translation>치석 N점에 대해 백이 받는 집 수</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>설정 항목</translation>
    </message>
    <message>
        <source>How we read the text</source>
        <translation>원문 해석</translation>
    </message>
    <message>
        <source>A custom ruleset: the option values above, built on the preset its rules spec names.</source>
        <translation>사용자 규칙: 위의 설정값을 규칙 지정이 가리키는 프리셋 위에 얹은 것.</translation>
    </message>
    <message>
        <source>Playing the computer</source>
        <translation>컴퓨터와 두기</translation>
    </message>
    <message>
        <source>An engine is told the nearest rules it knows; gogui referees every move it offers under this ruleset.</source>
        <translation>엔진에게는 엔진이 아는 규칙 가운데 가장 가까운 것을 알려 줍니다. 엔진이 내는 수는 모두 gogui가 이 규칙으로 심판합니다.</translation>
    </message>
    <message>
        <source>told: {what}</source>
        <translation>알려 주는 설정: {what}</translation>
    </message>
    <message>
        <source>Rulesets reference</source>
        <translation>규칙 참고</translation>
    </message>
</context>
<context>
    <name>Ruling</name>
    <message>
        <source>illegal: {reason}</source>
        <translation>착수 금지: {reason}</translation>
    </message>
    <message>
        <source>game ends ({reason})</source>
        <translation>대국 종료({reason})</translation>
    </message>
    <message>
        <source>play stops</source>
        <translation>대국 정지</translation>
    </message>
    <message>
        <source>not reached: move {number} was illegal</source>
        <translation>도달하지 않음: {number}번째 수가 착수 금지</translation>
    </message>
    <message>
        <source>not reached: play ended at move {number}</source>
        <translation>도달하지 않음: {number}번째 수에서 대국이 끝남</translation>
    </message>
    <message>
        <source>start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>착수 가능</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>착수 금지</translation>
    </message>
    <message>
        <source>game ends</source>
        <translation>대국 종료</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>도달하지 않음</translation>
    </message>
    <message>
        <source>No move here: setup or a comment.</source>
        <translation>여기에는 착수가 없습니다(돌 배치나 설명만 있습니다).</translation>
    </message>
    <message>
        <source>Play has stopped; this move comes after the end.</source>
        <translation>대국이 정지되었습니다. 이 수는 대국이 끝난 뒤의 수입니다.</translation>
    </message>
    <message>
        <source>The starting position.</source>
        <translation>시작 국면입니다.</translation>
    </message>
    <message>
        <source>{passes} successive passes stop play under {ruleset}: the players now agree which stones are dead, or settle a disagreement the ruleset&apos;s way.</source>
        <translation>{ruleset}에서는 연속으로 {passes}번 패스하면 대국이 정지됩니다. 대국자는 이제 어떤 돌이 죽은 돌인지 합의하고, 의견이 다르면 그 규칙의 방식으로 해결합니다.</translation>
    </message>
</context>
<context>
    <name>RulingMatrixModel</name>
    <message>
        <source>{ruleset}, {column}: {verdict}</source>
        <translation>{ruleset}, {column}: {verdict}</translation>
    </message>
    <message>
        <source>start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>setup (no move)</source>
        <translation>배치(착수 없음)</translation>
    </message>
    <message>
        <source>move {n}</source>
        <translation>{n}수</translation>
    </message>
</context>
<context>
    <name>RulingPanel</name>
    <message>
        <source>Ruleset</source>
        <extracomment>A row asks for its ruleset&apos;s page of the reference (a double click or the row&apos;s menu).</extracomment>
        <translation>규칙</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>판정</translation>
    </message>
    <message>
        <source>Rulings here</source>
        <translation>이 국면의 판정</translation>
    </message>
    <message>
        <source>Whole line</source>
        <translation>수순 전체</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>수순</translation>
    </message>
    <message>
        <source>Go to move {n}</source>
        <translation>{n}수로 이동</translation>
    </message>
    <message>
        <source>About {name}...</source>
        <translation>{name} 정보...</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>비김</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>무승부</translation>
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
        <source>{ruleset}: {verdict}</source>
        <translation>{ruleset}: {verdict}</translation>
    </message>
    <message>
        <source>Under {rules} the line did not get this far. At move {n}: {why}</source>
        <translation>{rules}에서는 수순이 여기까지 오지 못했습니다. {n}수: {why}</translation>
    </message>
    <message>
        <source>The count:</source>
        <translation>계가:</translation>
    </message>
    <message>
        <source>The rule:</source>
        <translation>조항:</translation>
    </message>
    <message>
        <source>ruling…</source>
        <translation>판정 중…</translation>
    </message>
    <message>
        <source>The rulings of this move are being worked out.</source>
        <translation>이 수의 판정을 계산하고 있습니다.</translation>
    </message>
    <message>
        <source>outlined column: the current move</source>
        <translation>테두리 열: 현재 수</translation>
    </message>
</context>
<context>
    <name>SaveChecks</name>
    <message>
        <source>{path} belongs to the diagram library, which is never written. Save under a name of your own.</source>
        <translation>{path}은(는) 기보 그림 모음의 파일이며, 모음에는 절대 쓰지 않습니다. 직접 정한 이름으로 저장하세요.</translation>
    </message>
    <message>
        <source>comments</source>
        <translation>주석</translation>
    </message>
    <message>
        <source>node names</source>
        <translation>노드 이름</translation>
    </message>
    <message>
        <source>labels</source>
        <translation>레이블</translation>
    </message>
    <message>
        <source>marks</source>
        <translation>표시</translation>
    </message>
    <message>
        <source>set-up stones</source>
        <translation>배치한 돌</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>수</translation>
    </message>
    <message>
        <source>the player to move</source>
        <translation>둘 차례</translation>
    </message>
    <message>
        <source>territory marks</source>
        <translation>집 표시</translation>
    </message>
    <message>
        <source>variations</source>
        <translation>변화도</translation>
    </message>
    <message>
        <source>the board size</source>
        <translation>바둑판 크기</translation>
    </message>
    <message>
        <source>{count} more games of the collection</source>
        <translation>모음 파일의 나머지 대국 {count}개</translation>
    </message>
    <message>
        <source>1 more game of the collection</source>
        <translation>모음 파일의 나머지 대국 1개</translation>
    </message>
    <message>
        <source>{path} cannot be read as SGF, so what it holds could not be kept. Save under a new name.</source>
        <translation>{path}을(를) SGF로 읽을 수 없어 그 내용을 보존할 수 없습니다. 새 이름으로 저장하세요.</translation>
    </message>
    <message>
        <source>{path} holds what this program could not read ({warnings}), which would be lost if the game were written over it. Save under a new name.</source>
        <translation>{path}에는 이 프로그램이 읽지 못한 내용({warnings})이 있어, 대국을 덮어쓰면 그 내용이 사라집니다. 새 이름으로 저장하세요.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{path} holds more than this game: its {lost} would be lost if the game were written over it. Save under a new name.</source>
        <translation>{path}에는 이 대국 이외의 내용도 있습니다. 대국을 덮어쓰면 그 파일의 {lost}이(가) 사라집니다. 새 이름으로 저장하세요.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>{vertex} already holds a handicap stone</source>
        <extracomment>What a game in progress waits for (see GameSession).</extracomment>
        <translation>{vertex}에는 이미 치석이 있습니다</translation>
    </message>
    <message>
        <source>Black resigned: White wins.</source>
        <translation>흑이 기권했습니다. 백이 이깁니다.</translation>
    </message>
    <message>
        <source>White resigned: Black wins.</source>
        <translation>백이 기권했습니다. 흑이 이깁니다.</translation>
    </message>
    <message>
        <source>the confirmation play ends when both players pass</source>
        <translation>사활 확인 착수는 양쪽이 패스하면 끝납니다</translation>
    </message>
    <message>
        <source>dead stones are agreed once play has stopped</source>
        <translation>죽은 돌은 대국이 정지한 뒤에 합의합니다</translation>
    </message>
    <message>
        <source>a dispute arises once play has stopped</source>
        <translation>이의는 대국이 정지한 뒤에 제기합니다</translation>
    </message>
    <message>
        <source>HA[{handicap}] names more handicap stones than the {stones} on the board; the game goes on with those.</source>
        <translation>HA[{handicap}]은(는) 바둑판 위의 {stones}개보다 많은 치석을 지정합니다. 대국은 놓인 돌로 계속합니다.</translation>
    </message>
    <message>
        <source>the position the game starts from does not fit the rules: {err}</source>
        <translation>대국을 시작하는 국면이 규칙에 맞지 않습니다: {err}</translation>
    </message>
    <message>
        <source>the handicap stones do not fit the rules: {err}</source>
        <translation>치석이 규칙에 맞지 않습니다: {err}</translation>
    </message>
    <message>
        <source>the setup after move {number} does not fit: {err}</source>
        <translation>{number}수 뒤의 배치가 맞지 않습니다: {err}</translation>
    </message>
    <message>
        <source>it comes after play stopped at move {number}</source>
        <translation>{number}수에서 대국이 정지한 뒤의 수입니다</translation>
    </message>
    <message>
        <source>move {number} ({colour} {vertex}) is illegal under {ruleset}: {why}</source>
        <translation>{number}수({colour} {vertex})는 {ruleset}에서 착수 금지입니다: {why}</translation>
    </message>
    <message>
        <source>a saved confirmation play move cannot be read: {err}</source>
        <translation>저장된 사활 확인 착수를 읽을 수 없습니다: {err}</translation>
    </message>
    <message>
        <source>a saved hypothetical play move cannot be read: {err}</source>
        <translation>저장된 가상 착수를 읽을 수 없습니다: {err}</translation>
    </message>
    <message>
        <source>the saved confirmation play move {colour} {where} is illegal: {why}</source>
        <translation>저장된 사활 확인 착수 {colour} {where}은(는) 착수 금지입니다: {why}</translation>
    </message>
    <message>
        <source>the saved hypothetical play move {colour} {where} is illegal: {why}</source>
        <translation>저장된 가상 착수 {colour} {where}은(는) 착수 금지입니다: {why}</translation>
    </message>
    <message>
        <source>RE[{result}] differs from the count of the saved position, {count}; the count is shown.</source>
        <translation>RE[{result}]이(가) 저장된 국면의 계가 결과 {count}와(과) 다릅니다. 계가 결과를 보여 줍니다.</translation>
    </message>
    <message>
        <source>Play ended.</source>
        <translation>대국이 끝났습니다.</translation>
    </message>
    <message>
        <source>Under {ruleset} the line&apos;s game ended at move {number}. {ended}</source>
        <translation>{ruleset}에서는 수순의 대국이 {number}수에서 끝났습니다. {ended}</translation>
    </message>
    <message>
        <source>The game continues the line ({count} move): its captures count, and {ruleset} bans retaking a ko or repeating a position as it would in the line.</source>
        <translation>이 대국은 수순을 이어 갑니다({count}수). 수순에서 따낸 돌도 세며, {ruleset}은(는) 수순에서와 마찬가지로 패를 되따내거나 국면을 되풀이하는 것을 금지합니다.</translation>
    </message>
    <message>
        <source>The game continues the line ({count} moves): its captures count, and {ruleset} bans retaking a ko or repeating a position as it would in the line.</source>
        <translation>이 대국은 수순을 이어 갑니다({count}수). 수순에서 따낸 돌도 세며, {ruleset}은(는) 수순에서와 마찬가지로 패를 되따내거나 국면을 되풀이하는 것을 금지합니다.</translation>
    </message>
    <message>
        <source>a game cannot start from this position: {err}</source>
        <translation>이 국면에서 대국을 시작할 수 없습니다: {err}</translation>
    </message>
    <message>
        <source>{why}. So the game starts from this position with its stones set up: the line&apos;s captures and ko bans do not carry over.</source>
        <translation>{why}. 그래서 대국은 이 국면의 돌을 배치한 상태에서 시작합니다. 수순에서 따낸 돌과 패의 금지는 이어지지 않습니다.</translation>
    </message>
    <message>
        <source>The game starts from this position.</source>
        <translation>대국은 이 국면에서 시작합니다.</translation>
    </message>
    <message>
        <source>RU[{text}] is not a rules spec this program knows: {err}</source>
        <translation>RU[{text}]은(는) 이 프로그램이 아는 규칙 지정이 아닙니다: {err}</translation>
    </message>
    <message>
        <source>RU[{text}] names no ruleset this program knows</source>
        <translation>RU[{text}]은(는) 이 프로그램이 아는 규칙을 가리키지 않습니다</translation>
    </message>
</context>
<context>
    <name>Sgf</name>
    <message>
        <source>the file</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>{source} is not readable SGF: {err}</source>
        <translation>{source}은(는) 읽을 수 있는 SGF가 아닙니다: {err}</translation>
    </message>
    <message>
        <source>{source} holds no SGF game</source>
        <translation>{source}에 SGF 대국이 없습니다</translation>
    </message>
    <message>
        <source>game {number} of {source}</source>
        <translation>{source}의 제{number}국</translation>
    </message>
    <message>
        <source>{where} cannot be read: {err}</source>
        <translation>{where}을(를) 읽을 수 없습니다: {err}</translation>
    </message>
    <message>
        <source>CA[{declared}] names no character set for SGF text; it was read as {charset}</source>
        <translation>CA[{declared}]은(는) SGF 텍스트에 쓸 수 있는 문자 집합이 아닙니다. {charset}(으)로 읽었습니다</translation>
    </message>
    <message>
        <source>the text is not valid {declared} as its CA property says; it was read as {charset}, with the characters that could not be read shown as �</source>
        <translation>텍스트가 CA 속성이 말하는 {declared}(으)로서 올바르지 않습니다. {charset}(으)로 읽었으며, 읽을 수 없던 문자는 �로 표시했습니다</translation>
    </message>
    <message>
        <source>the text is not valid {declared} as its CA property says; it was read as {charset}</source>
        <translation>텍스트가 CA 속성이 말하는 {declared}(으)로서 올바르지 않습니다. {charset}(으)로 읽었습니다</translation>
    </message>
    <message>
        <source>{count} moves were written across a line break and read without it</source>
        <translation>수 {count}개가 줄바꿈을 사이에 두고 쓰여 있어 줄바꿈을 빼고 읽었습니다</translation>
    </message>
    <message>
        <source>1 move was written across a line break and read without it</source>
        <translation>수 1개가 줄바꿈을 사이에 두고 쓰여 있어 줄바꿈을 빼고 읽었습니다</translation>
    </message>
    <message>
        <source>KM[{komi}] is not a number of points; the ruleset&apos;s komi applies</source>
        <translation>KM[{komi}]은(는) 집 수가 아닙니다. 규칙의 덤을 적용합니다</translation>
    </message>
    <message>
        <source>LB[{label}] is not a label (point:text) and was left out</source>
        <translation>LB[{label}]은(는) 레이블(점:텍스트)이 아니어서 제외했습니다</translation>
    </message>
    <message>
        <source>{count} labels were not point:text and were left out, the first LB[{label}]</source>
        <translation>레이블 {count}개가 점:텍스트 형식이 아니어서 제외했습니다(첫 번째는 LB[{label}])</translation>
    </message>
    <message>
        <source>{path} is larger than {megabytes} MB, far more than any game record: it was not read</source>
        <translation>{path}은(는) {megabytes} MB보다 커서 어떤 기보보다도 훨씬 크므로 읽지 않았습니다</translation>
    </message>
    <message>
        <source>cannot open {path}: {reason}</source>
        <translation>{path}을(를) 열 수 없습니다: {reason}</translation>
    </message>
    <message>
        <source>{where} is for a {size}x{size} board; boards from {smallest} to {largest} are supported</source>
        <translation>{where}은(는) {size}x{size} 바둑판의 기보입니다. 지원하는 바둑판은 {smallest}줄부터 {largest}줄까지입니다</translation>
    </message>
    <message>
        <source>HA[{handicap}] names a {handicap}-stone handicap, but the record sets up one Black stone (AB) and no White stones; read as an even game</source>
        <translation>HA[{handicap}]은(는) {handicap}점 접바둑을 지정하지만, 기보에 배치된 것은 흑돌 1개(AB)뿐이고 백돌은 없습니다. 호선으로 읽었습니다</translation>
    </message>
    <message>
        <source>HA[{handicap}] names {handicap} handicap stones, but the record sets up {given} Black stones (AB) and no White stones; read as a {given}-stone handicap</source>
        <translation>HA[{handicap}]은(는) 치석 {handicap}개를 지정하지만, 기보에 배치된 것은 흑돌 {given}개(AB)이고 백돌은 없습니다. {given}점 접바둑으로 읽었습니다</translation>
    </message>
    <message>
        <source>HA[{handicap}] names a {handicap}-stone handicap, but the record sets up no handicap stones and does not begin with Black&apos;s stones; read as an even game</source>
        <translation>HA[{handicap}]은(는) {handicap}점 접바둑을 지정하지만, 기보에 치석 배치가 없고 흑의 돌로 시작하지도 않습니다. 호선으로 읽었습니다</translation>
    </message>
    <message>
        <source>HA[{handicap}] names {handicap} handicap stones, but the record gives {given} (Black&apos;s first stones, White passing in between); read as a {given}-stone handicap</source>
        <translation>HA[{handicap}]은(는) 치석 {handicap}개를 지정하지만, 기보에 있는 것은 {given}개입니다(흑의 첫 돌들, 사이에 백의 패스). {given}점 접바둑으로 읽었습니다</translation>
    </message>
    <message>
        <source>HA[{handicap}] names {handicap} handicap stones, but the record gives {given} (Black&apos;s first stones, played in a row); read as a {given}-stone handicap</source>
        <translation>HA[{handicap}]은(는) 치석 {handicap}개를 지정하지만, 기보에 있는 것은 {given}개입니다(흑의 첫 돌들, 연달아 둔 것). {given}점 접바둑으로 읽었습니다</translation>
    </message>
    <message>
        <source>{where}: bad {ident} property: {err}</source>
        <translation>{where}: {ident} 속성이 잘못되었습니다: {err}</translation>
    </message>
    <message>
        <source>{where}: bad move: {err}</source>
        <extracomment>sgfmill&apos;s colour letters as moves name them (shared strings: see VERTEX_NAMES)</extracomment>
        <translation>{where}: 잘못된 수: {err}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Window</source>
        <translation>창</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>단축키</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>메뉴</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>키</translation>
    </message>
</context>
<context>
    <name>WorkAutosave</name>
    <message>
        <source>Autosave failed: {e}</source>
        <translation>자동 저장 실패: {e}</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>{title}: questions on {line}</source>
        <translation>{title}: {line}의 문제</translation>
    </message>
    <message>
        <source>Where the rulesets differ: {title}</source>
        <translation>규칙의 판정이 갈리는 수: {title}</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>문제지</translation>
    </message>
    <message>
        <source>A &amp;lesson of the course:</source>
        <translation>과정의 강의(&amp;L):</translation>
    </message>
    <message>
        <source>The questions the lessons ask about this &amp;diagram</source>
        <translation>강의들이 이 그림에 대해 내는 문제(&amp;D)</translation>
    </message>
    <message>
        <source>The questions Quiz me here asks on this l&amp;ine</source>
        <translation>&quot;여기서 문제 내기&quot;가 이 수순에서 내는 문제(&amp;I)</translation>
    </message>
    <message>
        <source>Where the rulesets di&amp;ffer on this line</source>
        <translation>이 수순에서 규칙의 판정이 갈리는 수(&amp;F)</translation>
    </message>
    <message>
        <source>this line</source>
        <translation>이 수순</translation>
    </message>
    <message>
        <source>{name}-questions</source>
        <translation>{name}-문제</translation>
    </message>
    <message>
        <source>{name}-differences</source>
        <translation>{name}-판정 차이</translation>
    </message>
    <message>
        <source>Drawing up the worksheet...</source>
        <translation>문제지를 만드는 중...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>No worksheet</source>
        <translation>문제지를 만들 수 없음</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web page (*.html *.htm)</source>
        <translation>웹 페이지 (*.html *.htm)</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <translation>문제지 내보내기</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>내보내기 실패</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>{path}에 쓸 수 없습니다: {why}</translation>
    </message>
    <message>
        <source>Wrote the worksheet “{title}” to {path}.</source>
        <translation>문제지 &quot;{title}&quot;을(를) {path}에 내보냈습니다.</translation>
    </message>
    <message>
        <source>Print worksheet: {title}</source>
        <translation>문제지 인쇄: {title}</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>문제</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>답</translation>
    </message>
    <message>
        <source>The other rulesets:</source>
        <translation>다른 규칙:</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>{page} / {pages}쪽</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>이름:</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>At the end:</source>
        <translation>마지막에:</translation>
    </message>
    <message>
        <source>No questions: the rulesets agree at every node of this line.</source>
        <translation>문제 없음: 이 수순의 모든 국면에서 규칙의 판정이 같습니다.</translation>
    </message>
    <message>
        <source>The rulesets agree at every move of this line.</source>
        <translation>이 수순의 모든 수에서 규칙의 판정이 같습니다.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{diagram}, {line}, move {move}</source>
        <translation>{diagram}, {line}, {move}수째</translation>
    </message>
    <message>
        <source>{line}, move {move}</source>
        <translation>{line}, {move}수째</translation>
    </message>
    <message>
        <source>Name the point, or mark it on the board.</source>
        <translation>점을 답하거나 바둑판에 표시하세요.</translation>
    </message>
    <message>
        <source>Tick every one that applies:</source>
        <translation>해당하는 것을 모두 고르세요:</translation>
    </message>
    <message>
        <source>Choose one:</source>
        <translation>하나를 고르세요:</translation>
    </message>
    <message>
        <source>none of them</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <source>Rulesets asked about</source>
        <translation>묻는 규칙</translation>
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
        <source>Move {number}: {player} {point}</source>
        <translation>{number}수째: {player} {point}</translation>
    </message>
    <message>
        <source>Move {number}: {player} passes</source>
        <translation>{number}수째: {player} 패스</translation>
    </message>
    <message>
        <source>Move {number}</source>
        <translation>{number}수째</translation>
    </message>
    <message>
        <source>1 move where the rulesets differ</source>
        <translation>규칙들의 판정이 갈리는 수 1개</translation>
    </message>
    <message>
        <source>{count} moves where the rulesets differ</source>
        <translation>규칙들의 판정이 갈리는 수 {count}개</translation>
    </message>
    <message>
        <source>Rulesets compared</source>
        <translation>비교하는 규칙</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>Opened with warnings: {list}</source>
        <translation>경고와 함께 열었습니다: {list}</translation>
    </message>
</context>
<context>
    <name>override_errors</name>
    <message>
        <source>Something went wrong ({error}). The window and its work are kept; the details are on the standard error output.</source>
        <translation>문제가 발생했습니다({error}). 창과 작업 내용은 그대로 남아 있습니다. 자세한 내용은 표준 오류 출력에 있습니다.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>오류</translation>
    </message>
</context>
</TS>

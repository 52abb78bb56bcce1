<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>Diagrams</name>
    <message>
        <source>Cycles and ko</source>
        <translation>순환과 패</translation>
    </message>
    <message>
        <source>Counting</source>
        <translation>계가</translation>
    </message>
    <message>
        <source>Ing&apos;s rules</source>
        <translation>응씨 규칙</translation>
    </message>
    <message>
        <source>Main line</source>
        <translation>주 수순</translation>
    </message>
    <message>
        <source>Variation at move {number}</source>
        <translation>{number}수째부터의 변화</translation>
    </message>
    <message>
        <source>not a ruling: {text}</source>
        <translation>판정 형식이 아닙니다: {text}</translation>
    </message>
    <message>
        <source>not a ruling (move number): {text}</source>
        <translation>판정 형식이 아닙니다(수 번호): {text}</translation>
    </message>
    <message>
        <source>not a ruling (extra word {word}): {text}</source>
        <translation>판정 형식이 아닙니다(불필요한 단어 {word}): {text}</translation>
    </message>
    <message>
        <source>{file}: RULING[{value}] needs &apos;preset ids: ruling&apos;</source>
        <translation>{file}: RULING[{value}]은(는) &apos;preset ids: ruling&apos;(프리셋 ID: 판정) 형식이어야 합니다</translation>
    </message>
    <message>
        <source>{file}: RULING names an unknown preset {id}</source>
        <translation>{file}: RULING이 알 수 없는 프리셋 {id}을(를) 가리킵니다</translation>
    </message>
    <message>
        <source>{file}: two rulings for {id}</source>
        <translation>{file}: {id}에 대한 판정이 두 개 있습니다</translation>
    </message>
    <message>
        <source>{file} must hold exactly one game</source>
        <translation>{file}에는 정확히 한 판의 대국이 들어 있어야 합니다</translation>
    </message>
    <message>
        <source>{file}: ORDER must be a number</source>
        <translation>{file}: ORDER는 숫자여야 합니다</translation>
    </message>
    <message>
        <source>{file}: THEME must be one of {themes}, not {theme}</source>
        <translation>{file}: THEME은 {themes} 중 하나여야 합니다({theme}이(가) 아니라)</translation>
    </message>
    <message>
        <source>{file} could not be read: {reason}</source>
        <translation>{file}을(를) 읽을 수 없습니다: {reason}</translation>
    </message>
    <message>
        <source>no diagram {id}; the library has: {ids}</source>
        <translation>기보도 {id}이(가) 없습니다. 라이브러리에 있는 기보도: {ids}</translation>
    </message>
    <message>
        <source>{title} ({transform})</source>
        <translation>{title}({transform})</translation>
    </message>
    <message>
        <source>the library&apos;s folder is missing</source>
        <translation>라이브러리 폴더가 없습니다</translation>
    </message>
    <message>
        <source>The confirmation play goes on.</source>
        <translation>사활 확인 착수가 계속됩니다.</translation>
    </message>
    <message>
        <source>The hypothetical play goes on.</source>
        <translation>가상 착수가 계속됩니다.</translation>
    </message>
    <message>
        <source>Every move is legal; play goes on (Black to play).</source>
        <translation>모든 수가 적법하며 대국이 계속됩니다(흑 차례).</translation>
    </message>
    <message>
        <source>Every move is legal; play goes on (White to play).</source>
        <translation>모든 수가 적법하며 대국이 계속됩니다(백 차례).</translation>
    </message>
    <message>
        <source>The confirmation play captured nothing: every stone on the board is alive.</source>
        <translation>사활 확인 착수에서 따낸 돌이 없습니다. 판 위의 돌은 모두 산 돌입니다.</translation>
    </message>
    <message>
        <source>The hypothetical play captured nothing: every stone on the board is alive.</source>
        <translation>가상 착수에서 따낸 돌이 없습니다. 판 위의 돌은 모두 산 돌입니다.</translation>
    </message>
    <message>
        <source>The confirmation play captured {stones}: those stones are dead.</source>
        <translation>사활 확인 착수에서 {stones}을(를) 따냈습니다. 그 돌들은 죽은 돌입니다.</translation>
    </message>
    <message>
        <source>The hypothetical play captured {stones}: those stones are dead.</source>
        <translation>가상 착수에서 {stones}을(를) 따냈습니다. 그 돌들은 죽은 돌입니다.</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>confirmation play</source>
        <translation>사활 확인 착수</translation>
    </message>
    <message>
        <source>hypothetical play</source>
        <translation>가상 착수</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>비김</translation>
    </message>
    <message>
        <source>illegal at move {number} ({reason})</source>
        <translation>{number}수째 착수 금지({reason})</translation>
    </message>
    <message>
        <source>ended at move {number}: {result}, every stone alive</source>
        <translation>{number}수째 종국: {result}, 모든 돌이 삶</translation>
    </message>
    <message>
        <source>ended at move {number}: Black wins by {reason}</source>
        <translation>{number}수째 종국: {reason}(으)로 흑 승</translation>
    </message>
    <message>
        <source>ended at move {number}: White wins by {reason}</source>
        <translation>{number}수째 종국: {reason}(으)로 백 승</translation>
    </message>
    <message>
        <source>ended at move {number}: draw by threefold repetition</source>
        <translation>{number}수째 종국: 세 번 반복으로 비김</translation>
    </message>
    <message>
        <source>ended at move {number}: {result} by {reason}</source>
        <translation>{number}수째 종국: {reason}(으)로 {result}</translation>
    </message>
    <message>
        <source>ended at move {number}: {outcome}</source>
        <translation>{number}수째 종국: {outcome}</translation>
    </message>
    <message>
        <source>counted after the confirmation play at move {number}: {result}; dead: {dead}</source>
        <translation>사활 확인 착수 후 {number}수째에 계가: {result}; 죽은 돌: {dead}</translation>
    </message>
    <message>
        <source>counted after the confirmation play at move {number}: {result}; no dead stones</source>
        <translation>사활 확인 착수 후 {number}수째에 계가: {result}; 죽은 돌 없음</translation>
    </message>
    <message>
        <source>counted after the hypothetical play at move {number}: {result}; dead: {dead}</source>
        <translation>가상 착수 후 {number}수째에 계가: {result}; 죽은 돌: {dead}</translation>
    </message>
    <message>
        <source>counted after the hypothetical play at move {number}: {result}; no dead stones</source>
        <translation>가상 착수 후 {number}수째에 계가: {result}; 죽은 돌 없음</translation>
    </message>
    <message>
        <source>counted at move {number}: {result}; dead: {dead}</source>
        <translation>{number}수째에 계가: {result}; 죽은 돌: {dead}</translation>
    </message>
    <message>
        <source>counted at move {number}: {result}; no dead stones</source>
        <translation>{number}수째에 계가: {result}; 죽은 돌 없음</translation>
    </message>
    <message>
        <source>the 1 move legal</source>
        <translation>1수 적법</translation>
    </message>
    <message>
        <source>all {number} moves legal</source>
        <translation>{number}수 모두 적법</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{option} must be one of {choices}, not {value}</source>
        <translation>{option}은(는) {choices} 중 하나여야 합니다({value}이(가) 아니라)</translation>
    </message>
    <message>
        <source>passes must be 2 or 3, not {value}</source>
        <translation>passes는 2 또는 3이어야 합니다({value}이(가) 아니라)</translation>
    </message>
    <message>
        <source>{option} must be a finite number, not {value}</source>
        <translation>{option}은(는) 유한한 수여야 합니다({value}이(가) 아니라)</translation>
    </message>
    <message>
        <source>{option} must be a number, not {value}</source>
        <translation>{option}은(는) 숫자여야 합니다({value}이(가) 아니라)</translation>
    </message>
    <message>
        <source>unknown ruleset {id}; choose one of {ids}</source>
        <translation>알 수 없는 규칙 {id}입니다. 다음 중에서 고르세요: {ids}</translation>
    </message>
    <message>
        <source>rules option {item} should read key=value</source>
        <translation>규칙 옵션 {item}은(는) key=value 형식이어야 합니다</translation>
    </message>
    <message>
        <source>unknown rules option {key}; options are base, {options}</source>
        <translation>알 수 없는 규칙 옵션 {key}입니다. 옵션은 base, {options}입니다</translation>
    </message>
    <message>
        <source>{base} with {options}</source>
        <translation>{base}에 {options}을(를) 적용한 것</translation>
    </message>
    <message>
        <source>{option} must be yes or no, not {value}</source>
        <translation>{option}은(는) yes 또는 no여야 합니다({value}이(가) 아니라)</translation>
    </message>
    <message>
        <source>Custom ({spec})</source>
        <translation>사용자 정의({spec})</translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>New Zealand</source>
        <translation>뉴질랜드 규칙</translation>
    </message>
    <message>
        <source>Ing SST</source>
        <translation>응씨 규칙(SST)</translation>
    </message>
    <message>
        <source>Simplified Ing/NZ</source>
        <translation>간이 규칙 응씨/뉴질랜드</translation>
    </message>
    <message>
        <source>Simpl. Ing/NZ</source>
        <translation>간이 응씨/NZ</translation>
    </message>
    <message>
        <source>Simplified Chinese</source>
        <translation>간이 규칙 중국</translation>
    </message>
    <message>
        <source>Simpl. Chinese</source>
        <translation>간이 중국</translation>
    </message>
    <message>
        <source>Simplified Japanese/Korean</source>
        <translation>간이 규칙 일본/한국</translation>
    </message>
    <message>
        <source>Simpl. Jp/Kr</source>
        <translation>간이 일/한</translation>
    </message>
    <message>
        <source>Simplified AGA</source>
        <translation>간이 규칙 AGA</translation>
    </message>
    <message>
        <source>Simpl. AGA</source>
        <translation>간이 AGA</translation>
    </message>
    <message>
        <source>Renaissance (area, A)</source>
        <translation>르네상스 규칙(영역 계산, A)</translation>
    </message>
    <message>
        <source>Renaissance A</source>
        <translation>르네상스 A</translation>
    </message>
    <message>
        <source>Renaissance (territory with pass stones, B)</source>
        <translation>르네상스 규칙(패스 돌이 있는 집 계산, B)</translation>
    </message>
    <message>
        <source>Renaissance B</source>
        <translation>르네상스 B</translation>
    </message>
    <message>
        <source>Japanese 1989</source>
        <translation>일본 규칙(1989)</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>일본 규칙</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>한국 규칙</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>중국 규칙</translation>
    </message>
    <message>
        <source>AGA</source>
        <translation>AGA 규칙</translation>
    </message>
    <message>
        <source>Tromp-Taylor</source>
        <translation>트롬프-테일러 규칙</translation>
    </message>
</context>
<context>
    <name>RulesetText</name>
    <message>
        <source>Area scoring with suicide allowed and komi 7, so draws are possible. A play may not repeat the whole-board position as it stood after any earlier move of the same player, a pass included. Players who disagree about dead stones play on; if they cannot agree who moves next, every stone stays on the board and counts.</source>
        <translation>영역 계산이며 자살수가 허용되고 덤이 7집이므로 비길 수 있습니다. 착수는 같은 대국자의 이전 어느 수(패스 포함) 직후의 판 전체 국면을 되풀이해서는 안 됩니다. 죽은 돌에 대해 의견이 다른 대국자는 대국을 계속합니다. 누가 다음에 둘지 합의하지 못하면 모든 돌이 판 위에 남아 계산됩니다.</translation>
    </message>
    <message>
        <source>Area counting by filling each area with a fixed supply of stones (180 each on 19x19); komi 8 given as four White stones in Black&apos;s area; shared points filled alternately with equal numbers of stones. The winner has empty points left, the loser stones left over; the margin is the winning point plus twice the losing stones, or just twice the losing stones when an odd shared point (or an odd handicap&apos;s open point) stays empty, and only then can there be a tie: Black wins ties in even games, White in handicap games. Suicide of one stone counts as a pass, of more stones is legal. Ko: the stones that just captured in a fighting ko are hot and may not be captured back until another move has been played (double hot stones in long life, twin hot stones in triple ko); each player may disturb, setting off a cycle of repeated positions, once per game. In a balanced ko only the attacker disturbs, so an atari there can always be answered and a balanced double ko stays seki.</source>
        <translation>각자의 영역을 정해진 수의 돌(19줄 판에서 각 180개)로 채워서 세는 영역 계산입니다. 덤 8집은 흑의 영역에 놓는 백돌 4개로 줍니다. 공유점은 같은 수의 돌로 번갈아 채웁니다. 이긴 쪽에는 빈 점이 남고 진 쪽에는 돌이 남습니다. 차이는 이기는 1점에 진 쪽의 남은 돌의 2배를 더한 것이지만, 홀수 개의 공유점(또는 홀수 치석에 의한 빈 점)이 빈 채로 남으면 진 쪽의 남은 돌의 2배뿐이며, 그때에만 비길 수 있습니다. 비기면 호선에서는 흑이, 접바둑에서는 백이 이깁니다. 한 점 자살수는 패스로 간주하고, 두 점 이상의 자살수는 적법합니다. 패: 다투는 패에서 방금 따낸 돌은 핫 스톤이며, 다른 수가 두어질 때까지 되따낼 수 없습니다(장생에서는 이중 핫 스톤, 삼패에서는 쌍둥이 핫 스톤). 각 대국자는 한 판에 한 번, 같은 국면이 되풀이되는 순환을 일으키는 교란을 할 수 있습니다. 균형 잡힌 패에서는 공격하는 쪽만 교란하므로, 그곳의 단수에는 언제나 응수할 수 있고 균형 양패는 빅으로 남습니다.</translation>
    </message>
    <message>
        <source>The common simplified rules with area scoring and suicide allowed. No play may recreate an earlier board (positional superko). A disagreement on dead stones is settled by continuing play until two more passes.</source>
        <translation>공통 간이 규칙에 영역 계산과 자살수 허용을 더한 것입니다. 어떤 착수도 이전 판을 되풀이해서는 안 됩니다(포지셔널 슈퍼코). 죽은 돌에 대한 이견은 패스가 두 번 더 나올 때까지 대국을 계속하여 해결합니다.</translation>
    </message>
    <message>
        <source>The common simplified rules with area scoring and suicide forbidden; positional superko; disagreements are played out.</source>
        <translation>공통 간이 규칙에 영역 계산과 자살수 금지를 더한 것입니다. 포지셔널 슈퍼코. 이견은 두어서 해결합니다.</translation>
    </message>
    <message>
        <source>The common simplified rules with territory scoring: empty points surrounded by one player plus prisoners; points in seki score for nobody. Positional superko during play. There is no confirmation phase: the players fill dame and make the needed defensive moves during play, and a disagreement on dead stones is settled by imagined wise play that is not kept and costs nothing, in which ko threats are of no use and stones in seki are not removed.</source>
        <translation>공통 간이 규칙에 집 계산을 더한 것입니다: 한 대국자가 둘러싼 빈 점과 사석을 세며, 빅 안의 점은 어느 쪽의 점수도 되지 않습니다. 대국 중에는 포지셔널 슈퍼코. 사활 확인 단계는 없습니다. 대국자는 대국 중에 공배를 메우고 필요한 수비 수를 두며, 죽은 돌에 대한 이견은 기록에 남지 않고 아무 부담도 없는, 현명한 착수를 가정한 가상 착수로 해결합니다. 그 가상 착수에서 팻감은 소용이 없고, 빅의 돌은 들어내지 않습니다.</translation>
    </message>
    <message>
        <source>The common simplified rules with pass stones: every pass hands the opponent a prisoner, and White passes last, so that in a game played from an even start with alternate moves area and territory counting give the same result. Positional superko; suicide forbidden; disagreements are played out.</source>
        <translation>공통 간이 규칙에 패스 돌을 더한 것입니다: 패스할 때마다 상대에게 사석 하나를 넘겨주고 마지막 패스는 백이 하므로, 호선에서 시작하여 번갈아 둔 대국에서는 영역 계산과 집 계산의 결과가 같습니다. 포지셔널 슈퍼코. 자살수 금지. 이견은 두어서 해결합니다.</translation>
    </message>
    <message>
        <source>Basic ko; a third occurrence of the same position ends the game, drawn if both players captured equally many stones in the loop, otherwise lost by the player who captured fewer; a board play may not recreate the position in which the last two successive passes were made (minimal superko); three successive passes stop play, and play may resume in a dispute phase. Area scoring; suicide allowed.</source>
        <translation>기본 패 규정. 같은 국면이 세 번째로 나타나면 종국하며, 그 순환에서 두 대국자가 따낸 돌의 수가 같으면 비기고, 그렇지 않으면 적게 따낸 쪽이 집니다. 판 위의 착수는 마지막 두 번의 연속 패스가 이루어진 국면을 되풀이해서는 안 됩니다(미니멀 슈퍼코). 세 번 연속 패스하면 대국이 정지하며, 이의 단계에서 대국을 재개할 수 있습니다. 영역 계산. 자살수 허용.</translation>
    </message>
    <message>
        <source>The Renaissance ko and stop rules with territory scoring: territory plus prisoners plus dead stones. In dispute phases a pass hands the opponent a prisoner and both players make equally many moves (an extra pass completes the stop if needed).</source>
        <translation>르네상스 규칙의 패 규정과 정지 규정에 집 계산을 더한 것입니다: 집과 사석과 죽은 돌을 셉니다. 이의 단계에서는 패스할 때마다 상대에게 사석 하나를 넘겨주며, 두 대국자는 같은 수의 수를 둡니다(필요하면 추가 패스로 정지가 완료됩니다).</translation>
    </message>
    <message>
        <source>Territory scoring with prisoners; points in seki do not count. Only the basic ko rule during play; a long cycle (triple ko, eternal life) that the players repeat ends the game with no result. Life and death is confirmed after play by a confirmation play that is not kept, in which a player may retake a ko only after passing once for that ko.</source>
        <translation>사석을 포함한 집 계산. 빅 안의 점은 세지 않습니다. 대국 중에는 기본 패 규정만 있습니다. 대국자가 되풀이하는 긴 순환(삼패, 장생)은 무승부로 대국을 끝냅니다. 사활은 대국이 정지한 뒤 기록에 남지 않는 사활 확인 착수로 확인하며, 그곳에서는 그 패에 대해 한 번 패스한 뒤에만 패를 되따낼 수 있습니다.</translation>
    </message>
    <message>
        <source>Like the Japanese rules: territory scoring, no points in seki, basic ko, and a repeating long cycle annuls the game (no result).</source>
        <translation>일본 규칙과 같습니다: 집 계산, 빅 안의 점은 세지 않음, 기본 패 규정, 그리고 되풀이되는 긴 순환은 대국을 무효로 합니다(무승부).</translation>
    </message>
    <message>
        <source>Area scoring, suicide forbidden, no play may recreate an earlier whole-board position. In a handicap game White receives one point per handicap stone.</source>
        <translation>영역 계산, 자살수 금지, 어떤 착수도 이전의 판 전체 국면을 되풀이해서는 안 됩니다. 접바둑에서 백은 치석 하나당 1점을 받습니다.</translation>
    </message>
    <message>
        <source>The text&apos;s superko is not natural situational superko: it counts a pass as a move, so the positions after a player&apos;s passes are forbidden to that player too. Every position with the opponent to play arose after one of the player&apos;s moves, so the rule forbids exactly what situational superko forbids, and the engine applies situational superko. A diagram&apos;s starting position is read as following a move of the player who is not to play. A handicap game follows the text: Black plays the n stones anywhere while White passes its first n - 1 moves (a record may set the stones up instead, without the passes), and White gets no komi and no compensation.</source>
        <translation>조문의 슈퍼코는 내추럴 시추에이셔널 슈퍼코가 아닙니다. 패스를 한 수로 세므로, 어떤 대국자의 패스 직후 국면도 그 대국자에게 금지됩니다. 상대 차례인 국면은 모두 그 대국자의 어느 수 직후에 생긴 것이므로, 이 규정이 금지하는 것은 시추에이셔널 슈퍼코가 금지하는 것과 정확히 같으며, 엔진은 시추에이셔널 슈퍼코를 적용합니다. 기보도의 시작 국면은 둘 차례가 아닌 대국자의 수에 이어지는 것으로 읽습니다. 접바둑은 조문을 따릅니다. 백이 처음 n - 1수를 패스하는 동안 흑이 n개의 돌을 어디에든 두며(기보는 패스 없이 돌을 배치해 두어도 됩니다), 백은 덤도 보상도 받지 않습니다.</translation>
    </message>
    <message>
        <source>Counting: each player&apos;s supply is half the board&apos;s points (40 each on 9x9); a diagram whose set-up stones would leave a bowl short gives both players the same larger supply, enough for its stones, and the account says so. Compensation that finds no empty point in Black&apos;s area counts two points a stone, and a komi other than whole points has no fill-in account. A handicap game follows the text: Black places the stones anywhere (White&apos;s first N-1 moves are passes), White gets no komi (the 8 points are for even games) and a point per handicap stone, given as N/2 White stones put in Black&apos;s area with one point of it left open for an odd N (Counting, item 5, which the SST says is not in Ing&apos;s official texts), and White wins ties. The SST text defines its ko rules by examples; we compute them as follows. A capture is a ko capture when the capturing string (one to three stones) took exactly as many stones and is left in atari at one of the points it emptied. The two locked groups are the opposing strings around the capturing stones and the capturer&apos;s strings around that point; the ko is balanced when, before or after the capture, both have the same number of internal liberties, at least two. A liberty is internal when the empty area it lies in is enclosed by the two locked groups alone, every stone around it belonging to one of them or being a ko stone between them (one to three stones in atari held only by the two groups): an eye counts, a ko point counts when its ko stone sits in the other group&apos;s mouth, and a liberty the two groups share counts for both; a ko point whose ko stone sits in the mouth of a third group (an external ko) does not, nor does a liberty open to the rest of the board. Basic one-stone kos are hot everywhere; in an unbalanced (fighting) ko, a capturing string of two or three stones is hot too, and when three or more kos lock the same groups the capturer&apos;s other ko stones there are twin hot stones (kos that lock the same two strings, each a separate ko, not a chain of kos where retaking one dissolves the next). A cycle is a return to an earlier board with the same player to move. In a balanced ko the attacker disturbs: a capture made while both locked groups had equally many internal liberties puts the opponent in atari, and if it recreates an earlier position it uses up the attacker&apos;s one disturbance; a capture that answers the atari (retaking another ko) never disturbs, so a balanced double or quadruple ko stays seki however often the game is adjourned and resumed. Any other cycle is charged, when a position first recurs, to the first player who attacked in a balanced ko in the lap, or else to the player whose board play began the lap, even if the moves between went through ko threats or passes that left the board as it was. A capture in a fighting ko that does not save the capturer&apos;s own locked group from atari begins no lap (taking a ko is the ordinary fight; the answer that takes another ko instead of finding a threat sets off the cycle): in the SST&apos;s external-ko example Black&apos;s capture of the external ko is free, and White, whose ring has one internal liberty, may answer it by taking an internal ko once only. In long life, when White&apos;s throw-in brings back the start, Black (who began with the sending move) has used up its disturbance. Each player may disturb once; after that the disturber may not attack in a balanced ko into an earlier position, recreate a position of its cycle, or begin a new one.</source>
        <translation>계가: 각 대국자의 돌 수는 판의 점 수의 절반입니다(9줄 판에서 각 40개). 배치된 돌 때문에 바둑통의 돌이 모자라게 되는 기보도에서는 두 대국자에게 똑같이 더 많은, 그 돌들에 충분한 수의 돌을 주고, 계가 설명에 그렇게 밝힙니다. 흑의 영역에서 빈 점을 찾지 못하는 보상은 돌 하나에 2점으로 세며, 정수가 아닌 덤에는 돌로 채우는 계가를 하지 않습니다. 접바둑은 조문을 따릅니다. 흑은 치석을 어디에든 놓고(백의 처음 N-1수는 패스입니다), 백은 덤이 없으며(8집은 호선을 위한 것입니다) 치석 하나에 1집의 보상을 받습니다. 보상은 흑의 영역에 백돌 N/2개를 놓아 주며, N이 홀수이면 흑의 영역 한 점을 비워 둡니다(계가 제5항. SST에 따르면 응씨 규칙의 공식 조문에는 없습니다). 비기면 백이 이깁니다. SST 조문은 패 규정을 예로 정의합니다. 여기서는 다음과 같이 계산합니다. 따낸 쪽의 돌무리(1~3점)가 정확히 같은 수의 돌을 따냈고, 따내어 비운 점 중 하나에서 단수로 남아 있으면 그 따냄은 패 따냄입니다. 서로 얽힌 두 무리는 따낸 돌을 둘러싼 상대의 돌무리와 그 점을 둘러싼 따낸 쪽의 돌무리입니다. 따내기 전이나 후에 둘의 안공배 수가 같고 2 이상이면 그 패는 균형 잡힌 패입니다. 공배가 안공배인 것은 그 공배가 있는 빈 영역이 서로 얽힌 두 무리만으로 둘러싸이고, 그 주위의 돌이 모두 두 무리 중 하나에 속하거나 둘 사이의 패 돌(두 무리에만 붙잡혀 단수인 1~3점)일 때입니다. 눈은 셉니다. 패 자리는 그 패 돌이 상대 무리의 호구 안에 있을 때 셉니다. 두 무리가 공유하는 공배는 양쪽 모두에 셉니다. 패 돌이 제3의 무리의 호구 안에 있는 패 자리(바깥 패)는 세지 않으며, 판의 나머지 부분으로 열린 공배도 세지 않습니다. 한 점의 기본 패는 어디서나 핫 스톤입니다. 불균형(쟁)패에서는 두 점이나 세 점의 따낸 돌무리도 핫 스톤이며, 셋 이상의 패가 같은 무리를 얽고 있으면 따낸 쪽의 그곳의 다른 패 돌은 쌍둥이 핫 스톤입니다(같은 두 돌무리를 얽으며 각각 별개의 패인 것으로, 하나를 되따내면 다음 패가 풀리는 패의 연쇄가 아닙니다). 순환이란 같은 대국자의 차례로 이전 판으로 되돌아오는 것입니다. 균형 잡힌 패에서는 공격하는 쪽이 교란합니다. 서로 얽힌 두 무리의 안공배 수가 같을 때 한 따냄은 상대를 단수로 만들며, 그것이 이전 국면을 되풀이하면 공격하는 쪽의 한 번의 교란을 써 버립니다. 단수에 응수하는 따냄(다른 패를 되따내는 것)은 결코 교란이 아니므로, 균형 양패나 사패는 대국을 몇 번 중단했다가 재개하더라도 빅으로 남습니다. 그 밖의 순환은 국면이 처음 되풀이될 때, 그 한 바퀴 안에서 균형 잡힌 패로 처음 공격한 대국자에게, 그런 대국자가 없으면 그 한 바퀴를 판 위의 착수로 시작한 대국자에게 책임이 돌아갑니다. 그 사이의 수가 팻감이나 판을 그대로 둔 패스를 거쳤더라도 마찬가지입니다. 다투는 패에서의 따냄 중 따낸 쪽 자신의 얽힌 무리를 단수에서 구하지 않는 것은 한 바퀴를 시작하지 않습니다(패를 따내는 것은 보통의 패싸움이며, 팻감을 찾는 대신 다른 패를 따내는 응수가 순환을 일으킵니다). SST의 바깥 패 예에서는 흑이 바깥 패를 따내는 것은 자유이며, 고리 모양 무리의 안공배가 하나인 백은 안쪽 패를 따내어 응수하는 것이 한 번만 허용됩니다. 장생에서 백의 먹여치기로 처음 국면이 돌아오면, (보내는 수로 시작한) 흑은 교란을 써 버린 것입니다. 각 대국자는 한 번만 교란할 수 있습니다. 그 뒤 교란한 쪽은 균형 잡힌 패에서 공격하여 이전 국면을 만드는 것, 자기 순환의 국면을 되풀이하는 것, 새 순환을 시작하는 것을 모두 할 수 없습니다.</translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. Komi 7 follows the New Zealand rules, and so does a handicap game: Black places the stones anywhere, and White gets no komi and no compensation.</source>
        <translation>간이 규칙의 조문은 덤 등의 보상을 대회 규정에 맡깁니다. 여기서의 덤은 이 프로그램의 기본값이며 바꿀 수 있습니다. 덤 7집은 뉴질랜드 규칙을 따른 것이며, 접바둑도 마찬가지입니다. 흑은 치석을 어디에든 놓고, 백은 덤도 보상도 받지 않습니다.</translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. Komi and handicap compensation follow the Chinese rules: in a handicap game Black places the stones anywhere, and White gets no komi and a point per handicap stone.</source>
        <translation>간이 규칙의 조문은 덤 등의 보상을 대회 규정에 맡깁니다. 여기서의 덤은 이 프로그램의 기본값이며 바꿀 수 있습니다. 덤과 접바둑 보상은 중국 규칙을 따릅니다. 접바둑에서는 흑이 치석을 어디에든 놓고, 백은 덤 없이 치석 하나에 1집의 보상을 받습니다.</translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. A handicap game follows the Japanese rules: the stones go on the standard points, and White gets no komi and no compensation, which territory counting does not need. The text leaves it to wisdom how recreating a position is treated in the imagined play, only that ko threats must be of no use there; we let a player retake a ko there only after passing once for that ko, which makes ko threats useless, and moves and passes there cost nothing. Points in seki are found as the text assumes dame are filled: an empty point next to both colours where a play by either would be self-atari is shared in seki, and the eyes of the groups next to it do not count.</source>
        <translation>간이 규칙의 조문은 덤 등의 보상을 대회 규정에 맡깁니다. 여기서의 덤은 이 프로그램의 기본값이며 바꿀 수 있습니다. 접바둑은 일본 규칙을 따릅니다. 치석은 정해진 자리에 놓고, 백은 덤도 보상도 받지 않습니다. 집 계산에는 보상이 필요 없기 때문입니다. 조문은 가상 착수에서 국면의 재현을 어떻게 다룰지를 현명함에 맡기고, 그곳에서 팻감이 소용없어야 한다고만 정합니다. 여기서는 그 패에 대해 한 번 패스한 뒤에만 그곳에서 패를 되따낼 수 있게 하며, 이로써 팻감은 소용없게 됩니다. 그곳에서의 착수와 패스에는 아무 부담도 없습니다. 빅 안의 점은 조문이 전제하는 대로 공배가 메워진 것으로 보고 구합니다: 양쪽 색의 돌에 닿아 있고 어느 쪽이 두어도 자충으로 단수가 되는 빈 점은 빅으로 공유되며, 그 점에 닿은 무리의 눈도 세지 않습니다.</translation>
    </message>
    <message>
        <source>The simplified texts leave compensation to tournament rules; the komi here is our default and can be changed. Komi and handicap compensation follow the AGA rules: in a handicap game the stones go on the standard points, and White gets komi 0.5 and a point per handicap stone after the first. The engine counts the area; the count&apos;s note gives territory and prisoners beside it and, where the two differ (a handicap, a diagram&apos;s set-up stones, moves out of turn), says why. White&apos;s extra pass when Black passed last is read as ending every phase of play, a dispute phase included.</source>
        <translation>간이 규칙의 조문은 덤 등의 보상을 대회 규정에 맡깁니다. 여기서의 덤은 이 프로그램의 기본값이며 바꿀 수 있습니다. 덤과 접바둑 보상은 AGA 규칙을 따릅니다. 접바둑에서는 치석을 정해진 자리에 놓고, 백은 덤 0.5집과, 첫 번째를 뺀 치석 하나에 1집의 보상을 받습니다. 엔진은 면적으로 셉니다. 계가 설명에는 집과 사석에 의한 계가도 함께 적고, 둘이 다를 때(접바둑, 기보도의 배치 돌, 차례가 아닌 착수)는 그 이유를 밝힙니다. 흑이 마지막으로 패스했을 때 백이 하는 추가 패스는 이의 단계를 포함한 모든 대국 단계의 끝에 들어가는 것으로 읽습니다.</translation>
    </message>
    <message>
        <source>Repetition counts the same board with the same player to move; an occurrence counts when a board play (or the start) produces it, passes do not. The text leaves the komi open and says nothing of handicap games beyond naming the handicap among the basic definitions it leaves out. Ours are defaults, each komi a half point, so that a count cannot tie and only repetition draws a game: komi 7.5 in an even game. In a handicap game Black places the stones anywhere, and White gets komi 0.5 and a point per handicap stone after the first, the compensation the AGA rules give for area counting.</source>
        <translation>반복은 같은 판에 같은 대국자의 차례인 것을 셉니다. 판 위의 착수(또는 시작)로 그 국면이 생겼을 때 한 번으로 세며, 패스로는 세지 않습니다. 조문은 덤을 정하지 않으며, 접바둑에 대해서도 생략한 기본 정의 가운데 치석을 언급하는 것 외에는 아무것도 말하지 않습니다. 여기서의 값은 기본값이며, 모든 덤에 반집이 있어 계가가 동점이 될 수 없고 비김은 반복으로만 생깁니다. 호선에서는 덤 7.5집입니다. 접바둑에서는 흑이 치석을 어디에든 놓고, 백은 덤 0.5집과, 첫 번째를 뺀 치석 하나에 1집의 보상을 받습니다. AGA 규칙이 영역 계산에 정한 보상입니다.</translation>
    </message>
    <message>
        <source>As for variant A. Territory counts the points surrounded by live stones, seki eyes included (the B text has no seki exception). The text leaves the komi open and says nothing of handicap games. Ours are defaults, half points as for variant A: komi 6.5 in an even game. In a handicap game Black places the stones anywhere, and White gets komi 0.5 and no compensation, which territory counting does not need.</source>
        <translation>A판과 같습니다. 집은 산 돌에 둘러싸인 점을 세며, 빅의 눈도 포함합니다(B판 조문에는 빅에 대한 예외가 없습니다). 조문은 덤을 정하지 않으며, 접바둑에 대해서도 아무것도 말하지 않습니다. 여기서의 값은 기본값이며, A판과 마찬가지로 반집이 있습니다. 호선에서는 덤 6.5집입니다. 접바둑에서는 흑이 치석을 어디에든 놓고, 백은 덤 0.5집을 받으며 보상은 없습니다. 집 계산에는 보상이 필요 없기 때문입니다.</translation>
    </message>
    <message>
        <source>The 1989 text needs the players&apos; agreement to end a repeating game without result; we end it when the same board with the same player to move occurs a third time with no pass in between. Article 7-2 lets the player whose stone was captured in a ko recapture there after passing once for that ko: each pass serves one ko, so two kos taken from the same player need two passes. A pass serves whichever ko, taken before the pass, the player retakes next (as if the player had named it), and a pass made before a ko was taken serves nothing there. The articles we model say nothing of handicap games; we follow Japanese practice: the stones go on the standard points, and White gets no komi and no compensation, which territory counting does not need, so a tie is a draw (jigo).</source>
        <translation>1989년 조문에서는 반복되는 대국을 무승부로 끝내려면 대국자의 합의가 필요합니다. 여기서는 같은 판에 같은 대국자의 차례인 국면이 사이에 패스 없이 세 번째로 나타날 때 종국합니다. 제7조 제2항은 패에서 돌을 따먹힌 대국자가 그 패에 대해 한 번 패스한 뒤 그곳에서 되따내는 것을 허용합니다. 한 번의 패스는 하나의 패에만 유효하므로, 같은 대국자에게서 따낸 두 패에는 두 번의 패스가 필요합니다. 패스는 그 패스 이전에 따낸 패 가운데 그 대국자가 다음에 되따내는 패에 대해 유효하며(그 대국자가 그 패를 지정한 것처럼 다룹니다), 패를 따내기 전에 한 패스는 그 패에 아무 효력이 없습니다. 여기서 다루는 조문은 접바둑에 대해 아무것도 말하지 않으므로, 일본의 관행을 따릅니다. 치석은 정해진 자리에 놓고, 백은 덤도 보상도 받지 않으며(집 계산에는 보상이 필요 없습니다), 따라서 동점은 비김입니다.</translation>
    </message>
    <message>
        <source>As for the Japanese preset: the third occurrence without a pass ends the game, and a handicap game is read the same way: the stones go on the standard points, and White gets no komi and no compensation.</source>
        <translation>일본 규칙 프리셋과 마찬가지로, 패스 없는 세 번째 출현으로 종국합니다. 접바둑도 같은 방식으로 읽습니다. 치석은 정해진 자리에 놓고, 백은 덤도 보상도 받지 않습니다.</translation>
    </message>
    <message>
        <source>We follow the written superko rule (positional). In practice Chinese referees rule some cycles differently (a triple ko may be voided, moonshine life is dead); the engine does not model a referee&apos;s discretion. In a handicap game Black places the stones anywhere, as the Chinese rules are commonly read, and White gets no komi and a point per handicap stone.</source>
        <translation>여기서는 성문화된 슈퍼코 규정(포지셔널 슈퍼코)을 따릅니다. 실제로 중국 심판은 일부 순환을 달리 판정합니다(삼패는 무효가 될 수 있고, 문샤인 라이프(moonshine life)는 죽은 것으로 봅니다). 엔진은 심판의 재량을 재현하지 않습니다. 접바둑에서는 중국 규칙의 일반적인 해석대로 흑이 치석을 어디에든 놓고, 백은 덤 없이 치석 하나에 1집의 보상을 받습니다.</translation>
    </message>
    <message>
        <source>Area counting with pass stones and White passing last, so that in a game played from an even start with alternate moves territory counting gives the same result (handicap compensation makes up for the handicap stones); situational superko (no board may recur with the same player to move); suicide forbidden; handicap stones on the star points, White receives one point per handicap stone after the first.</source>
        <translation>패스 돌을 쓰고 마지막 패스를 백이 하는 영역 계산으로, 호선에서 시작하여 번갈아 둔 대국에서는 집 계산으로도 같은 결과가 나옵니다(접바둑 보상이 치석만큼을 메워 줍니다). 시추에이셔널 슈퍼코(같은 대국자의 차례로 같은 판이 다시 나타나서는 안 됩니다). 자살수 금지. 치석은 화점에 놓으며, 백은 두 번째 치석부터 치석 하나당 1점을 받습니다.</translation>
    </message>
    <message>
        <source>Superko is read as situational, the common interpretation. The engine counts the area; the count&apos;s note gives territory and prisoners beside it and says why they differ where they do (a diagram&apos;s set-up stones, moves out of turn). White&apos;s extra pass when Black passed last is read as ending every phase of play, a dispute phase included. In a handicap game the stones go on the standard points, and White gets komi 0.5 and a point per handicap stone after the first.</source>
        <translation>슈퍼코는 일반적인 해석대로 시추에이셔널 슈퍼코로 읽습니다. 엔진은 면적으로 셉니다. 계가 설명에는 집과 사석에 의한 계가도 함께 적고, 둘이 다를 때는 그 이유(기보도의 배치 돌, 차례가 아닌 착수)를 밝힙니다. 흑이 마지막으로 패스했을 때 백이 하는 추가 패스는 이의 단계를 포함한 모든 대국 단계의 끝에 들어가는 것으로 읽습니다. 접바둑에서는 치석을 정해진 자리에 놓고, 백은 덤 0.5집과, 첫 번째를 뺀 치석 하나에 1집의 보상을 받습니다.</translation>
    </message>
    <message>
        <source>The logical rules: positional superko, suicide allowed, two passes end the game and every stone still on the board is alive; area scoring.</source>
        <translation>논리적인 규칙입니다: 포지셔널 슈퍼코, 자살수 허용, 두 번의 패스로 종국하며 판 위에 남은 돌은 모두 산 돌입니다. 영역 계산.</translation>
    </message>
    <message>
        <source>The rules set no komi; 7.5 is our default. They say nothing of handicap games either; we read one as the New Zealand rules do: Black places the stones anywhere, and White gets no komi and no compensation.</source>
        <translation>규칙은 덤을 정하지 않습니다. 7.5집은 이 프로그램의 기본값입니다. 접바둑에 대해서도 아무것도 말하지 않으므로, 뉴질랜드 규칙처럼 읽습니다. 흑은 치석을 어디에든 놓고, 백은 덤도 보상도 받지 않습니다.</translation>
    </message>
</context>
<context>
    <name>Transform</name>
    <message>
        <source>turned a quarter</source>
        <extracomment>The transforms, by name. rot90, rot180 and rot270 turn the board clockwise (as the learner looks at it, A1 at the bottom left) by a quarter, a half and three quarters; mirror reflects it left to right (A &lt;-&gt; T on 19x19); swap gives every stone, move and mark the other colour.</extracomment>
        <translation>시계 방향 90도 회전</translation>
    </message>
    <message>
        <source>turned half way</source>
        <translation>180도 회전</translation>
    </message>
    <message>
        <source>turned three quarters</source>
        <translation>시계 방향 270도 회전</translation>
    </message>
    <message>
        <source>reflected</source>
        <translation>좌우 반전</translation>
    </message>
    <message>
        <source>colours swapped</source>
        <translation>흑백 반전</translation>
    </message>
    <message>
        <source>no transform {name}; choose one of {names}</source>
        <translation>변환 {name}이(가) 없습니다. 다음 중 하나를 고르세요: {names}</translation>
    </message>
</context>
<context>
    <name>gogui-rules</name>
    <message>
        <source>{prog}: error: {message}</source>
        <translation>{prog}: 오류: {message}</translation>
    </message>
    <message>
        <source>{prog}: warning: {message}</source>
        <translation>{prog}: 경고: {message}</translation>
    </message>
    <message>
        <source>Ruleset ids: {ids}. A custom ruleset: --rules base=ID,key=value,... with the option names ko, cycles, suicide, scoring, seki, passes, pass-stones, white-passes-last, disputes, removals, equal-dispute-moves, komi, handicap-komi, ties, handicap-ties, handicap-placement, handicap-compensation.</source>
        <translation>규칙 ID: {ids}. 사용자 정의 규칙: --rules base=ID,key=value,... 형식이며, 옵션 이름은 ko, cycles, suicide, scoring, seki, passes, pass-stones, white-passes-last, disputes, removals, equal-dispute-moves, komi, handicap-komi, ties, handicap-ties, handicap-placement, handicap-compensation입니다.</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>사용법: </translation>
    </message>
    <message>
        <source>{prog}: error: {message} (see {prog} --help)</source>
        <translation>{prog}: 오류: {message} ({prog} --help 참고)</translation>
    </message>
    <message>
        <source>Replay the main line of every game in an SGF file under one or more rulesets and report what each says: which move is illegal and why, when the game ends, who wins.</source>
        <translation>SGF 파일에 있는 모든 대국의 주 수순을 하나 이상의 규칙으로 재생하고 각 규칙의 판정을 보고합니다: 어느 수가 왜 착수 금지인지, 언제 종국하는지, 누가 이기는지.</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>위치 인수</translation>
    </message>
    <message>
        <source>options</source>
        <translation>옵션</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>이 도움말을 보여 주고 끝냄</translation>
    </message>
    <message>
        <source>an SGF file</source>
        <translation>SGF 파일</translation>
    </message>
    <message>
        <source>replay a diagram of the built-in library instead of a file</source>
        <translation>파일 대신 내장 라이브러리의 기보도를 재생</translation>
    </message>
    <message>
        <source>list the built-in diagrams and exit</source>
        <translation>내장 기보도 목록을 보여 주고 끝냄</translation>
    </message>
    <message>
        <source>a preset id, or &apos;all&apos; (repeatable; default: all presets)</source>
        <translation>프리셋 ID 또는 &apos;all&apos; (반복 가능; 기본값: 모든 프리셋)</translation>
    </message>
    <message>
        <source>a custom ruleset base=ID,key=value,... (repeatable)</source>
        <translation>사용자 정의 규칙 base=ID,key=value,... (반복 가능)</translation>
    </message>
    <message>
        <source>komi (default: the file&apos;s KM, else the ruleset&apos;s)</source>
        <translation>덤 (기본값: 파일의 KM, 없으면 규칙의 덤)</translation>
    </message>
    <message>
        <source>score an unfinished game as if both players passed now</source>
        <translation>끝나지 않은 대국을 두 대국자가 지금 패스한 것으로 보고 계가</translation>
    </message>
    <message>
        <source>dead stones for the count (default: TB/TW marks on the last node)</source>
        <translation>계가에서 죽은 돌로 볼 돌 (기본값: 마지막 노드의 TB/TW 표시)</translation>
    </message>
    <message>
        <source>print the questions Learn mode asks on the diagram (its lessons&apos; questions) or on the file&apos;s main line, with their answers</source>
        <translation>학습 모드가 그 기보도에 대해 내는 문제(그 레슨의 문제) 또는 파일의 주 수순에 대해 내는 문제를 답과 함께 출력</translation>
    </message>
    <message>
        <source>with --questions: the questions of one lesson of Learn mode&apos;s course (its ids: --course --json)</source>
        <translation>--questions와 함께: 학습 모드 강좌의 한 과의 문제 (과의 ID: --course --json)</translation>
    </message>
    <message>
        <source>with --questions: also write them as one SGF collection, a game per line asked on, each question, its answer and why in the comment of the node it is asked at, the move asked about marked: a handout to step through in any SGF viewer</source>
        <translation>--questions와 함께: 문제를 하나의 SGF 모음으로도 저장합니다. 묻는 수순마다 한 판, 각 문제와 답과 이유는 묻는 국면 노드의 코멘트에, 묻는 착수에는 표시를 합니다. 어떤 SGF 뷰어로도 따라갈 수 있는 배포 자료가 됩니다</translation>
    </message>
    <message>
        <source>with --questions or --differences: also write a worksheet as a PDF, each question (or move where the rulesets differ) with its board, the answers from a new page</source>
        <translation>--questions 또는 --differences와 함께: 문제지를 PDF로도 쓴다. 각 문제(또는 규칙의 판정이 갈리는 수)에 바둑판 그림을 붙이고, 답은 새 쪽부터</translation>
    </message>
    <message>
        <source>with --questions or --differences: also write the worksheet as one web page, its boards drawn in it, ready to print</source>
        <translation>--questions 또는 --differences와 함께: 문제지를 웹 페이지 하나로도 쓴다. 바둑판 그림이 페이지 안에 그려져 그대로 인쇄할 수 있다</translation>
    </message>
    <message>
        <source>with --pdf: the paper (default: Letter where the system&apos;s country measures in US units, else A4)</source>
        <translation>--pdf와 함께: 용지(기본값: 시스템의 국가가 미국식 단위를 쓰면 Letter, 아니면 A4)</translation>
    </message>
    <message>
        <source>with --questions: ask them on the position turned (rot90, rot180, rot270: a quarter, a half, three quarters clockwise), reflected left to right (mirror) or with the colours swapped (swap)</source>
        <translation>--questions와 함께: 판을 회전한 국면(rot90, rot180, rot270: 시계 방향으로 90도, 180도, 270도), 좌우 반전한 국면(mirror) 또는 흑백을 바꾼 국면(swap)에서 문제를 냅니다</translation>
    </message>
    <message>
        <source>print Learn mode&apos;s whole course, lesson by lesson: its concept, introduction, rules and steps, its worked example and its questions with their answers</source>
        <translation>학습 모드의 전체 과정을 과별로 출력: 개념, 소개, 규칙, 단계, 풀이 예, 문제와 답</translation>
    </message>
    <message>
        <source>for each game of each SGF file (a folder: its .sgf and .mgt files, searched through), list the moves where the rulesets disagree, which say what, and the counts that differ at the end</source>
        <translation>각 SGF 파일(폴더이면 그 안을 하위까지 찾은 .sgf·.mgt 파일)의 각 대국에 대해, 규칙들의 판정이 갈리는 수, 어느 규칙이 어떻게 판정하는지, 마지막에 달라지는 계가 결과를 나열</translation>
    </message>
    <message>
        <source>the language of the text output: en, ja, ko, zh_CN or zh_TW, or a locale name such as ja_JP (default: English; JSON keys and reason codes never change)</source>
        <translation>텍스트 출력의 언어: en, ja, ko, zh_CN, zh_TW 또는 ja_JP 같은 로캘 이름 (기본값: 영어; JSON의 키와 이유 코드는 바뀌지 않음)</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>프로그램의 버전 번호를 보여 주고 끝냄</translation>
    </message>
    <message>
        <source>machine-readable output</source>
        <translation>기계가 읽을 수 있는 출력</translation>
    </message>
    <message>
        <source>a few lines per ruleset (the default)</source>
        <translation>규칙마다 몇 줄 (기본값)</translation>
    </message>
    <message>
        <source>game {number}: {warning}</source>
        <translation>{number}번째 대국: {warning}</translation>
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
        <source>play stopped by successive passes</source>
        <translation>연속 패스로 대국 정지</translation>
    </message>
    <message>
        <source>a long cycle: no result</source>
        <translation>긴 순환: 무승부</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>세 번 반복</translation>
    </message>
    <message>
        <source>move {number} {player} {point} is illegal ({reason}): {explanation}</source>
        <translation>{number}수째 {player} {point}은(는) 착수 금지({reason}): {explanation}</translation>
    </message>
    <message>
        <source>1 move replayed; the game ended at move {number}: {how}</source>
        <translation>1수를 재생; {number}수째에 종국: {how}</translation>
    </message>
    <message>
        <source>{played} moves replayed; the game ended at move {number}: {how}</source>
        <translation>{played}수를 재생; {number}수째에 종국: {how}</translation>
    </message>
    <message>
        <source>the 1 move is legal; Black to play</source>
        <translation>1수 적법; 흑 차례</translation>
    </message>
    <message>
        <source>all {played} moves are legal; Black to play</source>
        <translation>{played}수 모두 적법; 흑 차례</translation>
    </message>
    <message>
        <source>the 1 move is legal; White to play</source>
        <translation>1수 적법; 백 차례</translation>
    </message>
    <message>
        <source>all {played} moves are legal; White to play</source>
        <translation>{played}수 모두 적법; 백 차례</translation>
    </message>
    <message>
        <source>move {number} {player} {point}: {events}</source>
        <translation>{number}수째 {player} {point}: {events}</translation>
    </message>
    <message>
        <source>result: {kind} - {explanation}</source>
        <translation>결과: {kind} - {explanation}</translation>
    </message>
    <message>
        <source>result: {kind}</source>
        <translation>결과: {kind}</translation>
    </message>
    <message>
        <source>--lang: no language {code}; choose one of {codes}</source>
        <translation>--lang: {code} 언어가 없습니다. 다음 중에서 고르세요: {codes}</translation>
    </message>
    <message>
        <source>--transform turns the position questions are asked on: give it with --questions</source>
        <translation>--transform은 문제를 내는 국면을 변환합니다. --questions와 함께 주세요</translation>
    </message>
    <message>
        <source>--pdf and --html write a worksheet: give them with --questions or --differences</source>
        <translation>--pdf와 --html은 문제지를 씁니다: --questions 또는 --differences와 함께 주세요</translation>
    </message>
    <message>
        <source>--paper goes with --pdf</source>
        <translation>--paper는 --pdf와 함께 씁니다</translation>
    </message>
    <message>
        <source>--course prints the whole course: give no file, --diagram, --questions or --differences</source>
        <translation>--course는 전체 과정을 출력합니다. 파일, --diagram, --questions, --differences를 주지 마십시오</translation>
    </message>
    <message>
        <source>--differences takes its own files: give no other file or --diagram</source>
        <translation>--differences는 자체 파일을 받습니다: 다른 파일이나 --diagram을 주지 마세요</translation>
    </message>
    <message>
        <source>--lesson and --sgf go with --questions</source>
        <translation>--lesson과 --sgf는 --questions와 함께 씁니다</translation>
    </message>
    <message>
        <source>give one of an SGF file, --diagram or --lesson</source>
        <translation>SGF 파일, --diagram, --lesson 중 하나를 지정하세요</translation>
    </message>
    <message>
        <source>give either an SGF file or --diagram, not both</source>
        <translation>SGF 파일과 --diagram 중 하나만 주세요(둘 다는 안 됩니다)</translation>
    </message>
    <message>
        <source>an SGF file (or --diagram ID) is required</source>
        <translation>SGF 파일(또는 --diagram ID)이 필요합니다</translation>
    </message>
    <message>
        <source>Game {number} ({size}x{size})</source>
        <translation>{number}번째 대국 ({size}x{size})</translation>
    </message>
    <message>
        <source>{folder}: 1 file left out, not a game record (.sgf or .mgt): {files}</source>
        <translation>{folder}: 대국 기록(.sgf·.mgt)이 아닌 파일 1개를 제외했습니다: {files}</translation>
    </message>
    <message>
        <source>{folder}: {count} files left out, not game records (.sgf or .mgt): {files}</source>
        <translation>{folder}: 대국 기록(.sgf·.mgt)이 아닌 파일 {count}개를 제외했습니다: {files}</translation>
    </message>
    <message>
        <source>{file} (game {number})</source>
        <translation>{file} ({number}번째 대국)</translation>
    </message>
    <message>
        <source>{file}: 1 move where the rulesets differ</source>
        <translation>{file}: 규칙들의 판정이 갈리는 수 1개</translation>
    </message>
    <message>
        <source>{file}: {count} moves where the rulesets differ</source>
        <translation>{file}: 규칙들의 판정이 갈리는 수 {count}개</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>배치</translation>
    </message>
    <message>
        <source>move {number} ({move}):</source>
        <translation>{number}수째 ({move}):</translation>
    </message>
    <message>
        <source>counts: {counts}</source>
        <translation>계가: {counts}</translation>
    </message>
    <message>
        <source>at the end the results differ: {results}</source>
        <translation>마지막 결과가 규칙마다 다름: {results}</translation>
    </message>
    <message>
        <source>at the end every ruleset: {result}</source>
        <translation>마지막 결과는 모든 규칙에서: {result}</translation>
    </message>
    <message>
        <source>Where the rulesets differ: {files}</source>
        <translation>규칙의 판정이 갈리는 수: {files}</translation>
    </message>
    <message>
        <source>{prog}: wrote the worksheet, with 1 board, to {path}</source>
        <translation>{prog}: 문제지(바둑판 그림 1개)를 {path}에 썼습니다</translation>
    </message>
    <message>
        <source>{prog}: wrote the worksheet, with {count} boards, to {path}</source>
        <translation>{prog}: 문제지(바둑판 그림 {count}개)를 {path}에 썼습니다</translation>
    </message>
    <message>
        <source>{file} ({transform})</source>
        <translation>{file}({transform})</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}</source>
        <translation>{path}에 쓸 수 없습니다: {why}</translation>
    </message>
    <message>
        <source>{prog}: wrote {count} questions on 1 line to {path}</source>
        <translation>{prog}: 한 수순의 문제 {count}개를 {path}에 저장했습니다</translation>
    </message>
    <message>
        <source>{prog}: wrote {count} questions on {games} lines to {path}</source>
        <translation>{prog}: {games}개 수순의 문제 {count}개를 {path}에 저장했습니다</translation>
    </message>
    <message>
        <source>lesson {number}</source>
        <translation>제{number}과</translation>
    </message>
    <message>
        <source>Questions: {title}</source>
        <translation>문제: {title}</translation>
    </message>
    <message>
        <source>No questions: the rulesets agree at every node of this line.</source>
        <translation>문제가 없습니다: 이 수순의 모든 노드에서 규칙들의 판정이 같습니다.</translation>
    </message>
    <message>
        <source>{line}, move {move}</source>
        <translation>{line}, {move}수째</translation>
    </message>
    <message>
        <source>{diagram}, {line}, move {move}</source>
        <translation>{diagram}, {line}, {move}수째</translation>
    </message>
    <message>
        <source>About: {concept}</source>
        <translation>주제: {concept}</translation>
    </message>
    <message>
        <source>Marked on the board: {points}</source>
        <translation>판 위 표시: {points}</translation>
    </message>
    <message>
        <source>Counted: {count} points</source>
        <translation>세는 범위: {count}점</translation>
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
        <source>Answers</source>
        <translation>답</translation>
    </message>
    <message>
        <source>none of them</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <source>{number}. {answer}. {because}</source>
        <translation>{number}. {answer}. {because}</translation>
    </message>
    <message>
        <source>The other rulesets:</source>
        <translation>다른 규칙:</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>A mainstream ruleset a learner compares against; gogui keeps no copy of its text and follows it as it is commonly summarised.</source>
        <translation>배우는 사람이 비교의 기준으로 삼는 주요 규칙입니다. gogui는 그 조문의 사본을 두지 않고, 흔히 요약되는 내용을 따릅니다.</translation>
    </message>
    <message>
        <source>A proposal of simplified rulesets: one common core of play, then simplified Ing/NZ, Chinese, Japanese/Korean and AGA rules, each with a commentary, meant as steps towards one world-wide ruleset.</source>
        <translation>간이 규칙의 제안입니다. 공통된 대국의 핵심에 간이판 응씨/뉴질랜드, 중국, 일본/한국, AGA 규칙을 더하고 각각 해설을 붙인 것으로, 세계 공통 규칙으로 가는 단계로 쓰였습니다.</translation>
    </message>
    <message>
        <source>A community wiki page (last edited October 2021) proposing basic ko with threefold repetition, minimal superko and a three-pass stop, in an area and a territory variant, with worked examples.</source>
        <translation>커뮤니티 위키 페이지(마지막 편집 2021년 10월)입니다. 기본 패와 세 번 반복 규칙, 미니멀 슈퍼코, 세 번의 패스에 의한 정지를 영역 계산과 집 계산의 두 가지 형태로 제안하고, 예를 들어 설명합니다.</translation>
    </message>
    <message>
        <source>The rules of the New Zealand Go Society, as given on a community wiki page.</source>
        <translation>뉴질랜드 바둑 협회의 규칙으로, 커뮤니티 위키 페이지에 실린 것을 따릅니다.</translation>
    </message>
    <message>
        <source>Janice Kim, Michael Simon and Phil Straus&apos;s explanation of the rules proposed by Ing Chang-ki; many of its examples come from Ing&apos;s SST Laws of Wei-Ch&apos;i (1991).</source>
        <translation>응씨(應昌期)가 제안한 규칙에 대한 Janice Kim, Michael Simon, Phil Straus의 해설입니다. 예의 상당수는 응씨의 『SST Laws of Wei-Ch&apos;i』(1991)에서 가져왔습니다.</translation>
    </message>
</context>
<context>
    <name>RuleSource</name>
    <message>
        <source>{citation}; {next_citation}</source>
        <translation>{citation}; {next_citation}</translation>
    </message>
    <message>
        <source>Simplified rules</source>
        <extracomment>The title every source of that text begins with, translated where the text has an official title in the language (日本囲碁規約, 中国围棋竞赛规则), else kept as written with a gloss.</extracomment>
        <translation>Simplified rules(간이 규칙)</translation>
    </message>
    <message>
        <source>Renaissance rules</source>
        <translation>Renaissance rules(르네상스 규칙)</translation>
    </message>
    <message>
        <source>New Zealand Rules of Go</source>
        <translation>New Zealand Rules of Go(뉴질랜드 바둑 규칙)</translation>
    </message>
    <message>
        <source>Ing&apos;s SST Rules of Go (Kim, Simon and Straus)</source>
        <translation>Ing&apos;s SST Rules of Go(응씨 SST 규칙, Kim·Simon·Straus의 해설)</translation>
    </message>
    <message>
        <source>Japanese Rules of Go (1989)</source>
        <translation>Japanese Rules of Go (1989)(일본 바둑 규약)</translation>
    </message>
    <message>
        <source>Korean Baduk Association practice</source>
        <translation>한국기원의 관행</translation>
    </message>
    <message>
        <source>Chinese Rules of Go (1988/2002)</source>
        <translation>Chinese Rules of Go (1988/2002)(중국 바둑 경기 규칙)</translation>
    </message>
    <message>
        <source>American Go Association rules</source>
        <translation>American Go Association rules(미국 바둑 협회 규칙)</translation>
    </message>
    <message>
        <source>Tromp-Taylor rules</source>
        <translation>Tromp-Taylor rules(트롬프-테일러 규칙)</translation>
    </message>
    <message>
        <source>{title}, {place} ({file})</source>
        <translation>{title}, {place} ({file})</translation>
    </message>
    <message>
        <source>{title}, as summarised in {file}: {place}</source>
        <translation>{title}, {file}의 요약: {place}</translation>
    </message>
    <message>
        <source>Common Simplified Rules (what a move is)</source>
        <translation>Common Simplified Rules(착수란 무엇인가)</translation>
    </message>
    <message>
        <source>Common Simplified Rules (the four phases)</source>
        <translation>Common Simplified Rules(네 단계)</translation>
    </message>
    <message>
        <source>Common Simplified Rules (the rule against recreating a distribution of stones)</source>
        <translation>Common Simplified Rules(돌의 배치를 다시 만드는 것을 금지하는 규정)</translation>
    </message>
    <message>
        <source>Simplified Chinese block (second ruleset; heading lost in the copy)</source>
        <translation>Simplified Chinese 블록(두 번째 규칙, 사본에서 제목이 빠짐)</translation>
    </message>
    <message>
        <source>Simplified Japanese / Korean block (third ruleset; heading lost in the copy)</source>
        <translation>Simplified Japanese / Korean 블록(세 번째 규칙, 사본에서 제목이 빠짐)</translation>
    </message>
    <message>
        <source>Simplified AGA block (fourth ruleset; heading lost in the copy)</source>
        <translation>Simplified AGA 블록(네 번째 규칙, 사본에서 제목이 빠짐)</translation>
    </message>
    <message>
        <source>Commentary on Simplified Ing / New Zealand (first block)</source>
        <translation>Commentary(Simplified Ing / New Zealand에 관한 것, 첫 번째 블록)</translation>
    </message>
    <message>
        <source>Commentary on Simplified Chinese (second block)</source>
        <translation>Commentary(Simplified Chinese에 관한 것, 두 번째 블록)</translation>
    </message>
    <message>
        <source>Commentary on Simplified Japanese / Korean (third block)</source>
        <translation>Commentary(Simplified Japanese / Korean에 관한 것, 세 번째 블록)</translation>
    </message>
    <message>
        <source>Commentary on Simplified AGA (fourth block)</source>
        <translation>Commentary(Simplified AGA에 관한 것, 네 번째 블록)</translation>
    </message>
    <message>
        <source>{commentary} (no special treatment of cycles longer than two moves)</source>
        <translation>{commentary}(두 수보다 긴 순환에 대한 특별한 처리 없음)</translation>
    </message>
    <message>
        <source>{commentary} (ko simplified as positional superko)</source>
        <translation>{commentary}(패를 포지셔널 슈퍼코로 단순화함)</translation>
    </message>
    <message>
        <source>not stated in the text</source>
        <translation>본문에 쓰여 있지 않음</translation>
    </message>
    <message>
        <source>the definitions of a play and of a move</source>
        <translation>play와 move의 정의</translation>
    </message>
    <message>
        <source>Notes (no rule forbids suicide)</source>
        <translation>Notes(자살수를 금지하는 규정 없음)</translation>
    </message>
    <message>
        <source>the definition of a play</source>
        <translation>play의 정의</translation>
    </message>
    <message>
        <source>the definition of a move</source>
        <translation>move의 정의</translation>
    </message>
    <message>
        <source>the end of the game</source>
        <translation>대국의 끝</translation>
    </message>
    <message>
        <source>the end of the game, territory and the winner</source>
        <translation>대국의 끝, 집과 승자</translation>
    </message>
    <message>
        <source>Part 2, During the game, items 1, 3 and 5</source>
        <translation>Part 2, During the game, items 1, 3 and 5</translation>
    </message>
    <message>
        <source>Part 6 (The Ing Ko Rules)</source>
        <translation>Part 6 (The Ing Ko Rules)</translation>
    </message>
    <message>
        <source>Part 2, During the game, item 1 (the basic rule common to every ruleset, not restated there)</source>
        <translation>Part 2, During the game, item 1(모든 규칙에 공통인 기본 규정으로, 그곳에서 다시 설명하지 않음)</translation>
    </message>
    <message>
        <source>Part 2, During the game, item 3</source>
        <translation>Part 2, During the game, item 3</translation>
    </message>
    <message>
        <source>Part 4 (Suicide)</source>
        <translation>Part 4 (Suicide)</translation>
    </message>
    <message>
        <source>Part 2, During the game, item 4</source>
        <translation>Part 2, During the game, item 4</translation>
    </message>
    <message>
        <source>Part 6A (Fighting Kos)</source>
        <translation>Part 6A (Fighting Kos)</translation>
    </message>
    <message>
        <source>Part 6A (Fighting Kos; Double hot stones; Twin hot stones)</source>
        <translation>Part 6A (Fighting Kos; Double hot stones; Twin hot stones)</translation>
    </message>
    <message>
        <source>Part 2, During the game, item 5</source>
        <translation>Part 2, During the game, item 5</translation>
    </message>
    <message>
        <source>Part 6B (Balanced Kos; The questionable case in Superko)</source>
        <translation>Part 6B (Balanced Kos; The questionable case in Superko)</translation>
    </message>
    <message>
        <source>Part 2, Ending the Game, item 2</source>
        <translation>Part 2, Ending the Game, item 2</translation>
    </message>
    <message>
        <source>Part 2, Ending the Game (note after item 3) and Counting</source>
        <translation>Part 2, Ending the Game(item 3 다음의 주석), Counting</translation>
    </message>
    <message>
        <source>Part 7 (The Clock)</source>
        <translation>Part 7 (The Clock)</translation>
    </message>
    <message>
        <source>Simplified Ing / New Zealand Rules</source>
        <translation>Simplified Ing / New Zealand Rules</translation>
    </message>
    <message>
        <source>Simplified Japanese / Korean block (third ruleset; heading lost in the copy) (no use of ko threats in the disagreement alternation)</source>
        <translation>Simplified Japanese / Korean 블록(세 번째 규칙, 사본에서 제목이 빠짐)(의견 불일치 때의 교대 착수에서는 팻감을 쓸 수 없음)</translation>
    </message>
    <message>
        <source>the pass-for-each-ko reading is the preset&apos;s (gogui/engine/rules.py)</source>
        <translation>패마다 한 번 패스한다는 해석은 이 프리셋의 것임(gogui/engine/rules.py)</translation>
    </message>
    <message>
        <source>rules 1, 2 and 4</source>
        <translation>rules 1, 2 and 4</translation>
    </message>
    <message>
        <source>rule 1 (basic rules and trivial definitions)</source>
        <translation>rule 1 (basic rules and trivial definitions)</translation>
    </message>
    <message>
        <source>rule 2 (basic ko)</source>
        <translation>rule 2 (basic ko)</translation>
    </message>
    <message>
        <source>rule 4 (minimal superko)</source>
        <translation>rule 4 (minimal superko)</translation>
    </message>
    <message>
        <source>rule 3 (threefold repetition)</source>
        <translation>rule 3 (threefold repetition)</translation>
    </message>
    <message>
        <source>rules 3 and 5</source>
        <translation>rules 3 and 5</translation>
    </message>
    <message>
        <source>rule 1 (basic rules)</source>
        <translation>rule 1 (basic rules)</translation>
    </message>
    <message>
        <source>rule 5</source>
        <translation>rule 5</translation>
    </message>
    <message>
        <source>A.7</source>
        <translation>A.7</translation>
    </message>
    <message>
        <source>B.8 and B.9</source>
        <translation>B.8 and B.9</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989)</source>
        <translation>Ruleset notes (Japanese 1989)</translation>
    </message>
    <message>
        <source>Suicide as a ko threat (Art. 4)</source>
        <translation>Suicide as a ko threat (Art. 4)</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989) (the basic rule common to every ruleset, not restated there)</source>
        <translation>Ruleset notes (Japanese 1989)(모든 규칙에 공통인 기본 규정으로, 그곳에서 다시 설명하지 않음)</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989) (basic ko rule only; Art. 7-2)</source>
        <translation>Ruleset notes (Japanese 1989)(기본 패 규정만; Art. 7-2)</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989) (Art. 12)</source>
        <translation>Ruleset notes (Japanese 1989) (Art. 12)</translation>
    </message>
    <message>
        <source>Triple ko</source>
        <translation>Triple ko</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989) (confirmation phase, Art. 7-2)</source>
        <translation>Ruleset notes (Japanese 1989)(사활 확인 단계, Art. 7-2)</translation>
    </message>
    <message>
        <source>Double ko seki (&apos;no territory&apos;)</source>
        <translation>Double ko seki (&apos;no territory&apos;)</translation>
    </message>
    <message>
        <source>not stated in the summary</source>
        <translation>요약에 쓰여 있지 않음</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean)</source>
        <translation>Ruleset notes (Korean)</translation>
    </message>
    <message>
        <source>Suicide as a ko threat (Korean: illegal)</source>
        <translation>Suicide as a ko threat(한국 규칙: 금지)</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (the basic rule common to every ruleset, not restated there)</source>
        <translation>Ruleset notes (Korean)(모든 규칙에 공통인 기본 규정으로, 그곳에서 다시 설명하지 않음)</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (basic ko rule)</source>
        <translation>Ruleset notes (Korean)(기본 패 규정)</translation>
    </message>
    <message>
        <source>Double ko seki and Bent four (Korean: as Japanese)</source>
        <translation>Double ko seki, Bent four(한국 규칙: 일본 규칙과 같음)</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (long cycles)</source>
        <translation>Ruleset notes (Korean)(긴 순환)</translation>
    </message>
    <message>
        <source>Part 1 (Introduction)</source>
        <translation>Part 1 (Introduction)</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (territory scoring)</source>
        <translation>Ruleset notes (Korean)(집 계산)</translation>
    </message>
    <message>
        <source>Double ko seki (Korean: as Japanese)</source>
        <translation>Double ko seki(한국 규칙: 일본 규칙과 같음)</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (suicide illegal; 2002 Art. 20)</source>
        <translation>Ruleset notes (Chinese)(자살수 금지; 2002 Art. 20)</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (the basic rule common to every ruleset, not restated there)</source>
        <translation>Ruleset notes (Chinese)(모든 규칙에 공통인 기본 규정으로, 그곳에서 다시 설명하지 않음)</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (suicide illegal)</source>
        <translation>Ruleset notes (Chinese)(자살수 금지)</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (2002 Art. 20)</source>
        <translation>Ruleset notes (Chinese) (2002 Art. 20)</translation>
    </message>
    <message>
        <source>{citation}; two passes: {design}</source>
        <translation>{citation}; 두 번의 패스: {design}</translation>
    </message>
    <message>
        <source>Bent four in the corner (must be played out)</source>
        <translation>Bent four in the corner(실제로 두어서 결말을 내야 함)</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (area scoring)</source>
        <translation>Ruleset notes (Chinese)(영역 계산)</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA)</source>
        <translation>Ruleset notes (AGA)</translation>
    </message>
    <message>
        <source>Suicide as a ko threat (AGA: self-capture illegal)</source>
        <translation>Suicide as a ko threat(AGA: 자살수 금지)</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA) (the basic rule common to every ruleset, not restated there)</source>
        <translation>Ruleset notes (AGA)(모든 규칙에 공통인 기본 규정으로, 그곳에서 다시 설명하지 않음)</translation>
    </message>
    <message>
        <source>Triple ko and Sending two, returning one (AGA)</source>
        <translation>Triple ko, Sending two, returning one (AGA)</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA) (pass stones; White passes last)</source>
        <translation>Ruleset notes (AGA)(패스 돌; 마지막 패스는 백)</translation>
    </message>
    <message>
        <source>Bent four in the corner (play it out)</source>
        <translation>Bent four in the corner(두어서 결말을 냄)</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA) (area-equivalent scoring with pass stones)</source>
        <translation>Ruleset notes (AGA)(패스 돌로 영역 계산과 같은 결과를 내는 계산)</translation>
    </message>
    <message>
        <source>Ruleset notes (Tromp-Taylor)</source>
        <translation>Ruleset notes (Tromp-Taylor)</translation>
    </message>
    <message>
        <source>Ruleset notes (Tromp-Taylor) (the basic rule common to every ruleset, not restated there)</source>
        <translation>Ruleset notes (Tromp-Taylor)(모든 규칙에 공통인 기본 규정으로, 그곳에서 다시 설명하지 않음)</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989: basic ko rule only)</source>
        <translation>Ruleset notes(Japanese 1989: 기본 패 규정만)</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989: confirmation, Art. 7-2)</source>
        <translation>Ruleset notes(Japanese 1989: 사활 확인, Art. 7-2)</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA superko as the BGA reads it)</source>
        <translation>Ruleset notes(BGA가 해석하는 AGA 슈퍼코)</translation>
    </message>
    <message>
        <source>Part 6B (Balanced Kos)</source>
        <translation>Part 6B (Balanced Kos)</translation>
    </message>
    <message>
        <source>rules 2 and 4</source>
        <translation>rules 2 and 4</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989, Art. 12)</source>
        <translation>Ruleset notes(Japanese 1989, Art. 12)</translation>
    </message>
    <message>
        <source>{source} [custom combination based on {ruleset}; {options}]</source>
        <translation>{source} [{ruleset}을(를) 바탕으로 한 사용자 조합; {options}]</translation>
    </message>
    <message>
        <source>{source} [custom combination; {options}]</source>
        <translation>{source} [사용자 조합; {options}]</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989, Art. 7-2)</source>
        <translation>Ruleset notes(Japanese 1989, Art. 7-2)</translation>
    </message>
    <message>
        <source>B.8</source>
        <translation>B.8</translation>
    </message>
    <message>
        <source>B.9</source>
        <translation>B.9</translation>
    </message>
    <message>
        <source>Simplified Ing / New Zealand Rules (score)</source>
        <translation>Simplified Ing / New Zealand Rules(점수)</translation>
    </message>
    <message>
        <source>Simplified Japanese / Korean block (third ruleset; heading lost in the copy) (score)</source>
        <translation>Simplified Japanese / Korean 블록(세 번째 규칙, 사본에서 제목이 빠짐)(점수)</translation>
    </message>
    <message>
        <source>Part 2, Counting</source>
        <translation>Part 2, Counting</translation>
    </message>
    <message>
        <source>Simplified Japanese / Korean block (third ruleset; heading lost in the copy) (seki)</source>
        <translation>Simplified Japanese / Korean 블록(세 번째 규칙, 사본에서 제목이 빠짐)(빅)</translation>
    </message>
    <message>
        <source>no option decides this rule</source>
        <translation>이 규정을 정하는 옵션 없음</translation>
    </message>
    <message>
        <source>the diagram library&apos;s notes</source>
        <translation>기보 그림 모음의 주석</translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message>
        <source>{sentence} {next_sentence}</source>
        <translation>{sentence} {next_sentence}</translation>
    </message>
    <message>
        <source>A player may resign at any time and the opponent wins; no ruleset forbids it, though this text does not spell it out.</source>
        <translation>대국자는 언제든지 기권할 수 있으며 상대가 이긴다. 이를 금지하는 규칙은 없지만, 이 본문은 이를 명시하지 않는다.</translation>
    </message>
    <message>
        <source>A player may resign at any time and the opponent wins; no ruleset forbids it, though the summary does not mention it.</source>
        <translation>대국자는 언제든지 기권할 수 있으며 상대가 이긴다. 이를 금지하는 규칙은 없지만, 요약은 이를 언급하지 않는다.</translation>
    </message>
    <message>
        <source>A move is either a pass or one of the player&apos;s own stones on an empty intersection; opposing regions left without an adjacent empty intersection are removed before the player&apos;s own. Suicide is allowed, so a play may also remove the player&apos;s own region, and no play may bring back an arrangement of stones the board has shown before.</source>
        <translation>착수는 패스이거나 빈 교차점에 자기 돌을 하나 놓는 것이다. 인접한 빈 교차점이 없게 된 상대의 구역은 자기 구역보다 먼저 들어낸다. 자살수가 허용되므로 착수로 자기 구역을 들어낼 수도 있으며, 어떤 착수도 판 위에 전에 나타났던 돌의 배치를 다시 만들 수 없다.</translation>
    </message>
    <message>
        <source>A move is either a pass or one of the player&apos;s own stones on an empty intersection; opposing regions left without an adjacent empty intersection are removed before the player&apos;s own. A play that would need the removal of one of the player&apos;s own regions is prohibited, and no play may bring back an arrangement of stones the board has shown before.</source>
        <translation>착수는 패스이거나 빈 교차점에 자기 돌을 하나 놓는 것이다. 인접한 빈 교차점이 없게 된 상대의 구역은 자기 구역보다 먼저 들어낸다. 자기 구역 중 하나를 들어내야 하게 되는 착수는 금지되며, 어떤 착수도 판 위에 전에 나타났던 돌의 배치를 다시 만들 수 없다.</translation>
    </message>
    <message>
        <source>No play may bring back an arrangement of black and white stones that the board has shown before, looking at the board after the play and its removals. Cycles longer than two moves get no other special treatment.</source>
        <translation>어떤 착수도 판 위에 전에 나타났던 흑돌과 백돌의 배치를 다시 만들 수 없으며, 판단은 착수와 그에 따른 들어냄 이후의 판으로 한다. 두 수보다 긴 순환에는 그 밖의 특별한 처리가 없다.</translation>
    </message>
    <message>
        <source>No play may bring back an arrangement of black and white stones that the board has shown before, looking at the board after the play and its removals. The commentary names this positional superko: who is to move does not matter.</source>
        <translation>어떤 착수도 판 위에 전에 나타났던 흑돌과 백돌의 배치를 다시 만들 수 없으며, 판단은 착수와 그에 따른 들어냄 이후의 판으로 한다. 해설(Commentary)은 이를 포지셔널 슈퍼코라고 부른다. 누구 차례인지는 상관없다.</translation>
    </message>
    <message>
        <source>A play puts one of the player&apos;s own stones on an empty intersection, so an intersection that already holds a stone cannot be played.</source>
        <translation>착수는 빈 교차점에 자기 돌을 하나 놓는 것이므로, 이미 돌이 있는 교차점에는 둘 수 없다.</translation>
    </message>
    <message>
        <source>Once the alternation has ended and the removals are agreed or settled, no more moves are made: the winning phase gives the game to the player with the better score.</source>
        <translation>교대 착수 단계가 끝나고 들어낼 돌이 합의되거나 결정되면 더 이상 착수하지 않는다. 승패 단계에서 점수가 더 좋은 대국자가 이긴다.</translation>
    </message>
    <message>
        <source>On a turn a player either says &apos;pass&apos; or places a stone of their colour on an unoccupied intersection; opposing stones without liberties are removed first, then the player&apos;s own, so suicide is allowed. The play counts as a move only if the board it leaves differs from every board left by that player&apos;s earlier moves.</source>
        <translation>자기 차례에 대국자는 &apos;패스&apos;라고 말하거나 빈 교차점에 자기 색의 돌을 하나 놓는다. 활로가 없는 상대 돌을 먼저 들어내고 그다음에 자기 돌을 들어내므로 자살수가 허용된다. 그 수는 그것이 남긴 판이 그 대국자의 이전 착수 뒤에 남았던 모든 판과 다를 때에만 정식 착수(move)로 인정된다.</translation>
    </message>
    <message>
        <source>A play places a stone on an unoccupied intersection; an occupied one cannot take a stone.</source>
        <translation>두는 수는 빈 교차점에 돌을 놓는 것이며, 돌이 있는 교차점에는 돌을 놓을 수 없다.</translation>
    </message>
    <message>
        <source>A play is not a legal move if the whole board it leaves is the board &quot;after any of that player&apos;s previous moves&quot;, passes included. This is situational superko: a board may come back only with the other player to move.</source>
        <translation>남기는 판 전체가 &quot;그 대국자의 이전 착수 중 어느 하나의 뒤&quot;(패스 포함)의 판과 같아지는 수는 정식 착수가 아니다. 이것이 시추에이셔널 슈퍼코이며, 같은 판은 상대 차례로만 다시 나타날 수 있다.</translation>
    </message>
    <message>
        <source>The game ends once both players agree there is nothing worthwhile left to play, and dead stones may then be taken off by mutual agreement. Players who disagree about dead stones keep playing; if they cannot settle who is to move next, every stone stays on the board as alive and is counted.</source>
        <translation>두 대국자가 더 둘 가치가 있는 곳이 남지 않았다고 합의하면 대국이 끝나고, 그 뒤 죽은 돌은 서로 합의하여 들어낼 수 있다. 죽은 돌에 대해 의견이 다른 대국자는 계속 둔다. 다음에 누가 둘지 정하지 못하면 모든 돌이 산 것으로 판 위에 남아 계산된다.</translation>
    </message>
    <message>
        <source>Once the players have agreed that the game is finished and settled the dead stones, no more moves are made; each player&apos;s territory is counted (stones plus the empty points they surround) and the player with more points wins.</source>
        <translation>대국 종료에 합의하고 죽은 돌을 정리하면 더 이상 착수하지 않는다. 각 대국자의 집(돌과 그 돌이 둘러싼 빈 점)을 세어 점수가 많은 쪽이 이긴다.</translation>
    </message>
    <message>
        <source>On each turn a player plays a stone or passes. A single stone that would only capture itself counts as a pass, a suicide of more stones is legal, and a play is refused only when it recaptures a hot stone at once or disturbs a cycle a second time.</source>
        <translation>자기 차례마다 대국자는 돌을 두거나 패스한다. 자기 자신만 따내게 되는 한 점은 패스로 간주되고, 두 점 이상의 자살수는 합법이며, 착수가 거부되는 것은 핫 스톤을 곧바로 되따내거나 순환을 두 번째로 교란할 때뿐이다.</translation>
    </message>
    <message>
        <source>A turn puts a stone on an empty point or is a pass; a point that holds a stone cannot be played.</source>
        <translation>한 차례는 빈 점에 돌을 놓거나 패스하는 것이다. 돌이 있는 점에는 둘 수 없다.</translation>
    </message>
    <message>
        <source>Self-capture of a single stone is treated as a pass play. Suicide of two or more stones is legal: the player&apos;s own stones come off, which can make a ko threat or change liberty counts but never gains points.</source>
        <translation>한 점의 자살은 패스로 취급한다. 두 점 이상의 자살은 합법이다. 자기 돌이 판에서 들어내지며, 이것이 팻감이 되거나 활로 수를 바꿀 수는 있지만 점수를 얻는 일은 결코 없다.</translation>
    </message>
    <message>
        <source>A stone that has just captured in a basic ko may not be captured back at once; the SST article calls this basic to every rule system. Such a stone is the simplest kind of hot stone.</source>
        <translation>기본 패에서 방금 따낸 돌은 곧바로 되따낼 수 없다. SST 글은 이를 모든 규칙 체계에 공통인 기본이라고 한다. 이런 돌은 가장 단순한 종류의 핫 스톤이다.</translation>
    </message>
    <message>
        <source>In a fighting ko the stones that have just captured are hot stones: they may not be taken until some other move or pass has been played in between. Hot stones may be several stones (double hot stones in long life, twin hot stones in a triple ko), which turns complex kos into basic kos.</source>
        <translation>다투는 패에서 방금 따낸 돌들은 핫 스톤이다. 그 사이에 다른 착수나 패스가 두어질 때까지 핫 스톤은 따낼 수 없다. 핫 스톤은 여러 점일 수도 있으며(장생의 이중 핫 스톤, 삼패의 쌍둥이 핫 스톤), 이로써 복잡한 패가 기본 패로 바뀐다.</translation>
    </message>
    <message>
        <source>Setting off a cyclic sequence of repeated positions is called disturbing, and each player may disturb only once in the whole game. After that the disturber may not start the cycle again, so a balanced ko is no endless source of ko threats and false-eyed groups cannot kill real-eyed ones.</source>
        <translation>같은 국면이 되풀이되는 순환을 시작하는 것을 교란이라고 하며, 각 대국자는 대국 전체에서 한 번만 교란할 수 있다. 그 뒤에는 교란한 쪽이 그 순환을 다시 시작할 수 없으므로, 균형 잡힌 패가 끝없는 팻감의 원천이 되지 않고 가짜 눈을 가진 돌이 진짜 눈을 가진 돌을 잡을 수 없다.</translation>
    </message>
    <message>
        <source>Two consecutive passes adjourn the game so that the players can settle which groups are alive. If they agree the game is over; if not, play resumes until the dispute is settled, and two more passes after agreement end the game.</source>
        <translation>두 번 연속 패스하면 대국이 중단되고, 대국자는 어느 돌이 살았는지 정한다. 합의하면 대국이 끝나고, 합의하지 못하면 다툼이 정리될 때까지 대국을 재개하며, 합의한 뒤 다시 두 번 패스하면 대국이 끝난다.</translation>
    </message>
    <message>
        <source>After the final pass, or once counting has begun, play may not resume, even for an overlooked point. Each side then fills its area with its remaining stones (Ing counting) and the winner is the side with empty points left.</source>
        <translation>마지막 패스 뒤나 계산이 시작된 뒤에는 놓친 점이 있더라도 대국을 재개할 수 없다. 그 뒤 각자 남은 돌로 자기 영역을 채우며(응씨 규칙의 계산법), 빈 점이 남는 쪽이 이긴다.</translation>
    </message>
    <message>
        <source>A game may end by resignation; once it is resigned, a win on time can no longer be called.</source>
        <translation>대국은 기권으로 끝날 수 있다. 기권한 뒤에는 시간패로 인한 승리를 주장할 수 없다.</translation>
    </message>
    <message>
        <source>Two successive passes end the alternation, and the players then agree or disagree on which stones to remove. If they disagree, nothing is removed and alternation continues as a contest of skill until two more successive passes; then the score (stones plus surrounded empty regions) decides.</source>
        <translation>두 번 연속 패스하면 교대 착수 단계가 끝나고, 대국자는 들어낼 돌에 대해 합의하거나 합의하지 않는다. 합의하지 않으면 아무것도 들어내지 않고, 실력을 겨루는 교대 착수가 다시 두 번 연속 패스할 때까지 이어진다. 그 뒤 점수(돌과 둘러싼 빈 구역)로 승패를 정한다.</translation>
    </message>
    <message>
        <source>Suicide is forbidden: no play may be made that would need one of the player&apos;s own regions removed.</source>
        <translation>자살수는 금지된다. 자기 구역 중 하나를 들어내야 하게 되는 착수는 둘 수 없다.</translation>
    </message>
    <message>
        <source>Two successive passes end the alternation, and the players then agree or disagree on which stones to remove. A disagreement is played out in continued alternation, a contest of skill a referee may not overrule, until two more successive passes.</source>
        <translation>두 번 연속 패스하면 교대 착수 단계가 끝나고, 대국자는 들어낼 돌에 대해 합의하거나 합의하지 않는다. 의견 불일치는 다시 두 번 연속 패스할 때까지 교대 착수를 이어 가서 결말을 내며, 이는 심판이 뒤집을 수 없는 실력 겨루기이다.</translation>
    </message>
    <message>
        <source>In the imagined wise play that settles a disagreement, recreating a position is treated wisely so that ko threats are of no use. We read this as: a player whose stone was taken in a ko may retake it there only after passing once for that ko.</source>
        <translation>의견 불일치를 정리하는 가상의 현명한 착수에서는 국면의 재현도 현명하게 다루어 팻감이 쓸모없다. gogui는 이를 다음과 같이 읽는다. 패에서 자기 돌이 따내진 대국자는 그 패에 대해 한 번 패스한 뒤에야 그곳에서 되따낼 수 있다.</translation>
    </message>
    <message>
        <source>Two successive passes end the alternation. If the players disagree on removals, the stones that wise continued play could have removed are removed, judged by imagined play that is not kept and costs nothing, with stones in seki left alone; there is no confirmation phase, so dame and needed defensive moves belong in the alternation.</source>
        <translation>두 번 연속 패스하면 교대 착수 단계가 끝난다. 들어낼 돌에 대해 의견이 다르면, 현명하게 교대 착수를 이어 갔다면 들어낼 수 있었던 돌을 들어낸다. 이 판단은 기록되지 않고 대가도 없는 가상의 착수로 하며, 빅의 돌은 그대로 둔다. 사활 확인 단계가 없으므로 공배와 필요한 수비 수는 교대 착수 단계에서 두어야 한다.</translation>
    </message>
    <message>
        <source>Once the alternation has ended and the removals are settled, the winning phase scores each player&apos;s surrounded empty regions plus prisoners; intersections in seki score for nobody.</source>
        <translation>교대 착수 단계가 끝나고 들어낼 돌이 정해지면, 승패 단계에서 각 대국자가 둘러싼 빈 구역과 사석을 센다. 빅의 교차점은 누구의 점수도 되지 않는다.</translation>
    </message>
    <message>
        <source>Suicide is prohibited: a play may not require the removal of one of the player&apos;s own regions.</source>
        <translation>자살수는 금지된다. 착수로 자기 구역 중 하나를 들어내야 하게 되어서는 안 된다.</translation>
    </message>
    <message>
        <source>Two successive passes end the alternation, with an extra pass by White if White did not pass last. Every pass adds one of the passer&apos;s stones to the prisoners, and a disagreement on removals is played out in continued alternation until two more passes.</source>
        <translation>두 번 연속 패스하면 교대 착수 단계가 끝나며, 백이 마지막으로 패스하지 않았으면 백이 한 번 더 패스한다. 패스할 때마다 패스한 쪽의 돌 하나가 사석에 더해지고, 들어낼 돌에 대한 의견 불일치는 다시 두 번 패스할 때까지 교대 착수를 이어 가서 결말을 낸다.</translation>
    </message>
    <message>
        <source>A move is a board play or a pass, and suicide is allowable. A board play is illegal only as an immediate basic ko recapture or when it would recreate the position in which the last two successive passes were made (minimal superko).</source>
        <translation>착수는 판 위 착수이거나 패스이며, 자살수는 허용된다. 판 위 착수가 불법인 것은 기본 패를 곧바로 되따낼 때와, 마지막으로 두 번 연속 패스했던 국면을 다시 만들 때(미니멀 슈퍼코)뿐이다.</translation>
    </message>
    <message>
        <source>A board play puts a stone on an empty intersection; the text counts this among the trivial basic definitions it leaves out.</source>
        <translation>판 위 착수는 빈 교차점에 돌을 놓는다. 본문은 이를 생략한 자명한 기본 정의의 하나로 꼽는다.</translation>
    </message>
    <message>
        <source>Basic ko: when a single stone has captured a single stone, it may not be captured back on the very next move.</source>
        <translation>기본 패: 한 점이 한 점을 따냈을 때, 그 돌을 바로 다음 수에 되따낼 수 없다.</translation>
    </message>
    <message>
        <source>Minimal superko: a board play may not recreate the position in which the last two successive passes were made. Only that one position is remembered, so two passes block a later return to it.</source>
        <translation>미니멀 슈퍼코: 판 위 착수로 마지막으로 두 번 연속 패스했던 국면을 다시 만들 수 없다. 기억하는 것은 그 한 국면뿐이므로, 두 번의 패스는 나중에 그 국면으로 돌아가는 것을 막는다.</translation>
    </message>
    <message>
        <source>Threefold repetition: when board plays bring the same position about a third time, the game ends. It is a draw if both players captured equally many stones in the loop; otherwise the player who captured fewer loses.</source>
        <translation>세 번 반복: 판 위 착수로 같은 국면이 세 번째로 생기면 대국이 끝난다. 그 순환에서 양쪽이 따낸 돌의 수가 같으면 비기고, 그렇지 않으면 더 적게 따낸 쪽이 진다.</translation>
    </message>
    <message>
        <source>Play is over when nobody resumes after a stop, and the stopped position is then scored; a threefold repetition ends the game at once, decided by the captures in the loop.</source>
        <translation>정지 뒤에 아무도 재개하지 않으면 대국이 끝나고 정지한 국면을 계산한다. 세 번 반복이 생기면 대국은 곧바로 끝나며, 그 순환에서 따낸 돌로 승패를 정한다.</translation>
    </message>
    <message>
        <source>Resigning is one of the basic rules: a player may resign and the opponent wins.</source>
        <translation>기권은 기본 규정의 하나이다. 대국자는 기권할 수 있으며 상대가 이긴다.</translation>
    </message>
    <message>
        <source>Three successive passes stop play and end the game phase. Resumption may be requested, a limited number of times, and starts a dispute phase with the move order kept; in the stopped position dead strings are those their owner acknowledges.</source>
        <translation>세 번 연속 패스하면 대국이 정지하고 대국 단계가 끝난다. 재개는 정해진 횟수까지 요청할 수 있으며, 수순을 유지한 채 다툼 단계를 시작한다. 정지한 국면에서 죽은 돌무리는 그 주인이 인정한 것이다.</translation>
    </message>
    <message>
        <source>Three successive passes stop play and end the game phase; resumption may be requested a limited number of times and starts a dispute phase with the move order kept. In dispute phases a pass hands the opponent a prisoner and both players must make equally many moves, with an obligatory extra pass if needed.</source>
        <translation>세 번 연속 패스하면 대국이 정지하고 대국 단계가 끝난다. 재개는 정해진 횟수까지 요청할 수 있으며, 수순을 유지한 채 다툼 단계를 시작한다. 다툼 단계에서는 패스하면 상대에게 사석 하나를 넘겨주고, 양쪽이 같은 수만큼 착수해야 하며, 필요하면 의무적인 패스를 한 번 더 한다.</translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. A play that would leave a group of one&apos;s own without liberties is not allowed (article 4), and the basic ko rule forbids retaking a ko at once; there is no superko.</source>
        <translation>대국자는 번갈아 빈 점에 돌을 놓거나 패스한다. 자기 돌의 활로를 모두 없애는 착수는 허용되지 않으며(제4조), 기본 패 규정에 따라 패를 곧바로 되따낼 수 없다. 슈퍼코는 없다.</translation>
    </message>
    <message>
        <source>A stone is placed on a vacant point; a point that holds a stone cannot be played.</source>
        <translation>돌은 빈 점에 놓는다. 돌이 있는 점에는 둘 수 없다.</translation>
    </message>
    <message>
        <source>No group without liberties may exist on the board, so a play that would leave the player&apos;s own stones without liberties is illegal (article 4).</source>
        <translation>활로가 없는 돌은 판 위에 있을 수 없으므로, 자기 돌의 활로를 모두 없애는 착수는 불법이다(제4조).</translation>
    </message>
    <message>
        <source>Ko: a stone that has just captured a single stone in a ko may not be captured back at once, so a ko threat must come first. In the confirmation after play, a player whose stone was taken in a ko may retake it only after passing once for that ko (article 7-2).</source>
        <translation>패: 패에서 한 점을 방금 따낸 돌은 곧바로 되따낼 수 없으므로 먼저 팻감을 써야 한다. 대국 후의 사활 확인에서는 패에서 자기 돌이 따내진 대국자가 그 패에 대해 한 번 패스(착수 포기)한 뒤에야 되따낼 수 있다(제7조 제2항).</translation>
    </message>
    <message>
        <source>A long cycle such as a triple ko or eternal life can repeat for ever under the basic ko rule; when the whole-board position repeats and the players agree, the game ends with no result (article 12). We end it when the same position with the same player to move comes a third time without a pass.</source>
        <translation>삼패나 장생 같은 긴 순환은 기본 패 규정 아래에서 끝없이 되풀이될 수 있다. 판 전체의 국면이 되풀이되고 대국자가 합의하면 대국은 무승부로 끝난다(제12조). gogui는 같은 차례의 같은 국면이 패스 없이 세 번째로 나타나면 대국을 끝낸다.</translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops and they agree which stones are dead. A disagreement is settled by confirmation, play that is not kept, in which a ko may be retaken only after a pass for that ko (article 7-2).</source>
        <translation>양쪽이 차례로 패스하면 대국이 정지하고, 어느 돌이 죽었는지 합의한다. 의견 불일치는 기록되지 않는 착수인 사활 확인으로 정리하며, 그 안에서 패는 그 패에 대해 한 번 패스한 뒤에야 되따낼 수 있다(제7조 제2항).</translation>
    </message>
    <message>
        <source>Once play has stopped and life and death is confirmed, the game is over: territory and prisoners are counted, and points in seki count for nobody.</source>
        <translation>대국이 정지하고 사활이 확인되면 대국이 끝난다. 집과 사석을 세며, 빅 안의 집은 누구의 것도 되지 않는다.</translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. Suicide is illegal and the basic ko rule forbids retaking a ko at once; there is no superko.</source>
        <translation>대국자는 번갈아 빈 점에 돌을 놓거나 패스한다. 자살수는 금지되며, 기본 패 규정에 따라 패를 곧바로 되따낼 수 없다. 슈퍼코는 없다.</translation>
    </message>
    <message>
        <source>A play that would leave the player&apos;s own stones without liberties is illegal.</source>
        <translation>자기 돌의 활로를 모두 없애는 착수는 불법이다.</translation>
    </message>
    <message>
        <source>Ko: a stone that has just captured a single stone in a ko may not be captured back at once. Life and death is confirmed as under the Japanese rules, where a ko may be retaken only after passing once for it.</source>
        <translation>패: 패에서 한 점을 방금 따낸 돌은 곧바로 되따낼 수 없다. 사활은 일본 규칙과 같이 확인하며, 그때 패는 그 패에 대해 한 번 패스한 뒤에야 되따낼 수 있다.</translation>
    </message>
    <message>
        <source>A long cycle that the players keep repeating annuls the game: it ends without result (the Korean word is rendered as a draw). The SST article likewise reports that the Korean association voids games that contain complex or multiple kos unless a player concedes the local fight.</source>
        <translation>대국자가 계속 되풀이하는 긴 순환은 대국을 무효로 한다. 대국은 무승부로 끝난다(영어로는 이 한국어 낱말을 draw로 옮긴다). SST 글도 마찬가지로, 한국기원은 복잡한 패나 여러 개의 패가 생긴 대국을 한쪽이 그 국지전을 양보하지 않는 한 무효로 한다고 전한다.</translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops and they agree which stones are dead; a disagreement is settled by confirmation as under the Japanese rules.</source>
        <translation>양쪽이 차례로 패스하면 대국이 정지하고 어느 돌이 죽었는지 합의한다. 의견 불일치는 일본 규칙과 같이 사활 확인으로 정리한다.</translation>
    </message>
    <message>
        <source>Once play has stopped and life and death is settled, territory and prisoners are counted, and points in seki count for nobody.</source>
        <translation>대국이 정지하고 사활이 정해지면 집과 사석을 세며, 빅 안의 집은 누구의 것도 되지 않는다.</translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. Suicide is illegal, and a play may not repeat a whole-board position that has occurred before (we apply the written superko rule as positional superko).</source>
        <translation>대국자는 번갈아 빈 점에 돌을 놓거나 패스한다. 자살수는 금지되며, 전에 나왔던 판 전체의 국면을 되풀이하는 착수는 둘 수 없다(gogui는 명문화된 슈퍼코 규정을 포지셔널 슈퍼코로 적용한다).</translation>
    </message>
    <message>
        <source>The 2002 rules forbid whole-board repetition in principle (article 20), read here as positional superko: no play may recreate an earlier board. In practice referees settle some long cycles otherwise (no result, draw or replay).</source>
        <translation>2002년 규칙은 판 전체의 동형 반복을 원칙적으로 금지하며(제20조), 여기서는 이를 포지셔널 슈퍼코로 읽는다. 즉 어떤 착수도 이전의 판을 다시 만들 수 없다. 실제로는 심판이 일부 긴 순환을 다른 방식(무승부, 비김, 재대국)으로 처리한다.</translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops and they agree which stones are dead. Under area scoring a disputed position is simply played out, since playing inside one&apos;s own area costs nothing.</source>
        <translation>양쪽이 차례로 패스하면 대국이 정지하고 어느 돌이 죽었는지 합의한다. 영역 계산에서는 다툼이 있는 국면을 그대로 두어서 결말을 낸다. 자기 영역 안에 두어도 손해가 없기 때문이다.</translation>
    </message>
    <message>
        <source>Once play has stopped and the dead stones are agreed, each side&apos;s area, its stones plus the points it surrounds, is counted.</source>
        <translation>대국이 정지하고 죽은 돌이 합의되면, 각자의 영역, 곧 자기 돌과 그 돌이 둘러싼 점을 센다.</translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. Self-capture is an illegal move, and superko forbids a play that brings back an earlier board with the same player to move.</source>
        <translation>대국자는 번갈아 빈 점에 돌을 놓거나 패스한다. 자살은 불법 착수이며, 슈퍼코에 따라 같은 차례로 이전의 판을 다시 만드는 착수는 금지된다.</translation>
    </message>
    <message>
        <source>Self-capture is an illegal move: a play may not leave the player&apos;s own stones without liberties.</source>
        <translation>자살은 불법 착수이다. 어떤 착수도 자기 돌의 활로를 모두 없앨 수 없다.</translation>
    </message>
    <message>
        <source>Superko, commonly read as situational: a play may not recreate an earlier board position with the same player to move. (The BGA reads it as natural situational superko instead.)</source>
        <translation>슈퍼코, 흔히 시추에이셔널로 해석한다. 어떤 착수도 같은 차례로 이전의 판을 다시 만들 수 없다. (영국바둑협회(BGA)는 이를 내추럴 시추에이셔널 슈퍼코로 해석한다.)</translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops; each pass hands the opponent a stone as a prisoner, and White passes last, adding a pass if Black passed last. A disagreement about dead stones is played out.</source>
        <translation>양쪽이 차례로 패스하면 대국이 정지한다. 패스할 때마다 상대에게 돌 하나를 사석으로 넘겨주며, 마지막 패스는 백이 하고, 흑이 마지막으로 패스했으면 백이 패스를 한 번 더 한다. 죽은 돌에 대한 의견 불일치는 두어서 결말을 낸다.</translation>
    </message>
    <message>
        <source>Once play has stopped and the dead stones are agreed, the area is counted; with the pass stones and White passing last, territory counting gives the same result.</source>
        <translation>대국이 정지하고 죽은 돌이 합의되면 영역을 센다. 패스 돌과 백의 마지막 패스가 있으므로 집을 세어도 결과는 같다.</translation>
    </message>
    <message>
        <source>Players alternately place a stone on an empty point or pass. Suicide is allowed, and positional superko forbids any play that recreates an earlier board.</source>
        <translation>대국자는 번갈아 빈 점에 돌을 놓거나 패스한다. 자살수는 허용되며, 포지셔널 슈퍼코에 따라 이전의 판을 다시 만드는 착수는 모두 금지된다.</translation>
    </message>
    <message>
        <source>A stone is placed on an empty point; a point that holds a stone cannot be played.</source>
        <translation>돌은 빈 점에 놓는다. 돌이 있는 점에는 둘 수 없다.</translation>
    </message>
    <message>
        <source>Positional superko: no play may recreate a board position that occurred earlier in the game, whoever is to move.</source>
        <translation>포지셔널 슈퍼코: 누구 차례이든, 그 대국에서 전에 나왔던 판의 국면을 다시 만드는 착수는 둘 수 없다.</translation>
    </message>
    <message>
        <source>Two successive passes end the game. Every stone still on the board counts as alive, and the area is scored as it stands.</source>
        <translation>두 번 연속 패스하면 대국이 끝난다. 판 위에 남은 모든 돌은 산 것으로 보며, 영역은 그대로의 상태로 계산한다.</translation>
    </message>
    <message>
        <source>After two successive passes the game is over and no more moves are made; the stones left on the board all count as alive and the area is counted.</source>
        <translation>두 번 연속 패스하면 대국이 끝나고 더 이상 착수하지 않는다. 판 위에 남은 돌은 모두 산 것으로 보며 영역을 센다.</translation>
    </message>
    <message>
        <source>Basic ko: a stone that has just captured a single stone in a ko may not be captured back at once; no other repetition is forbidden.</source>
        <translation>기본 패: 패에서 한 점을 방금 따낸 돌은 곧바로 되따낼 수 없다. 그 밖의 반복은 금지되지 않는다.</translation>
    </message>
    <message>
        <source>A stone that has just captured in a basic ko may not be captured back at once; under the Ing rules such a stone is the simplest kind of hot stone.</source>
        <translation>기본 패에서 방금 따낸 돌은 곧바로 되따낼 수 없다. 응씨 규칙에서 이런 돌은 가장 단순한 종류의 핫 스톤이다.</translation>
    </message>
    <message>
        <source>In the confirmation play after play stops, a player whose stone was taken in a ko may retake it only after passing once for that ko (article 7-2).</source>
        <translation>대국 정지 뒤의 사활 확인 착수에서는 패에서 자기 돌이 따내진 대국자가 그 패에 대해 한 번 패스한 뒤에야 되따낼 수 있다(제7조 제2항).</translation>
    </message>
    <message>
        <source>In the imagined wise play that settles a disagreement, ko threats are of no use: a player whose stone was taken in a ko may retake it only after passing once for that ko.</source>
        <translation>의견 불일치를 정리하는 가상의 현명한 착수에서는 팻감이 쓸모없다. 패에서 자기 돌이 따내진 대국자는 그 패에 대해 한 번 패스한 뒤에야 되따낼 수 있다.</translation>
    </message>
    <message>
        <source>Positional superko: no play may bring back an arrangement of black and white stones that the board has shown before, whoever is to move.</source>
        <translation>포지셔널 슈퍼코: 누구 차례이든, 판 위에 전에 나타났던 흑돌과 백돌의 배치를 다시 만드는 착수는 둘 수 없다.</translation>
    </message>
    <message>
        <source>Situational superko: a play may not leave the whole board as it stood &quot;after any of that player&apos;s previous moves&quot;, so a board may come back only with the other player to move.</source>
        <translation>시추에이셔널 슈퍼코: 판 전체를 &quot;그 대국자의 이전 착수 중 어느 하나의 뒤&quot;의 상태로 남기는 착수는 둘 수 없다. 따라서 같은 판은 상대 차례로만 다시 나타날 수 있다.</translation>
    </message>
    <message>
        <source>Natural situational superko: a player may not use a board play to recreate a board that the same player created with a board play; boards after passes and the start are nobody&apos;s creation.</source>
        <translation>내추럴 시추에이셔널 슈퍼코: 대국자는 자신이 판 위 착수로 만든 판을 판 위 착수로 다시 만들 수 없다. 패스 뒤의 판과 시작 판은 누가 만든 것도 아니다.</translation>
    </message>
    <message>
        <source>Minimal superko: a board play may not recreate the position in which the last two successive passes were made.</source>
        <translation>미니멀 슈퍼코: 판 위 착수로 마지막으로 두 번 연속 패스했던 국면을 다시 만들 수 없다.</translation>
    </message>
    <message>
        <source>In a fighting ko the stones that have just captured are hot stones, which may not be taken until some other move or pass has been played in between; this turns complex kos into basic kos.</source>
        <translation>다투는 패에서 방금 따낸 돌들은 핫 스톤이며, 그 사이에 다른 착수나 패스가 두어질 때까지 따낼 수 없다. 이로써 복잡한 패가 기본 패로 바뀐다.</translation>
    </message>
    <message>
        <source>Setting off a cyclic sequence of repeated positions is called disturbing, and each player may disturb only once in the game.</source>
        <translation>같은 국면이 되풀이되는 순환을 시작하는 것을 교란이라고 하며, 각 대국자는 대국에서 한 번만 교란할 수 있다.</translation>
    </message>
    <message>
        <source>Only basic ko restricts repetition: a ko may not be retaken at once.</source>
        <translation>반복을 제한하는 것은 기본 패뿐이다. 패는 곧바로 되따낼 수 없다.</translation>
    </message>
    <message>
        <source>No play may recreate an earlier board, whoever is to move (positional superko).</source>
        <translation>누구 차례이든 이전의 판을 다시 만드는 착수는 둘 수 없다(포지셔널 슈퍼코).</translation>
    </message>
    <message>
        <source>No play may recreate an earlier board with the same player to move (situational superko).</source>
        <translation>같은 차례로 이전의 판을 다시 만드는 착수는 둘 수 없다(시추에이셔널 슈퍼코).</translation>
    </message>
    <message>
        <source>No board play may recreate a board that the same player created (natural situational superko).</source>
        <translation>같은 대국자가 만든 판을 판 위 착수로 다시 만들 수 없다(내추럴 시추에이셔널 슈퍼코).</translation>
    </message>
    <message>
        <source>Basic ko applies, and no board play may recreate the position in which the last two successive passes were made (minimal superko).</source>
        <translation>기본 패가 적용되며, 판 위 착수로 마지막으로 두 번 연속 패스했던 국면을 다시 만들 수 없다(미니멀 슈퍼코).</translation>
    </message>
    <message>
        <source>Hot stones may not be captured back at once, and each player may disturb a cycle only once.</source>
        <translation>핫 스톤은 곧바로 되따낼 수 없으며, 각 대국자는 순환을 한 번만 교란할 수 있다.</translation>
    </message>
    <message>
        <source>Self-capture of a single stone is treated as a pass play; suicide of two or more stones is legal.</source>
        <translation>한 점의 자살은 패스로 취급하며, 두 점 이상의 자살은 합법이다.</translation>
    </message>
    <message>
        <source>A long cycle that the players repeat ends the game with no result (article 12); we end it when the same position with the same player to move comes a third time without a pass.</source>
        <translation>대국자가 되풀이하는 긴 순환은 대국을 무승부로 끝낸다(제12조). gogui는 같은 차례의 같은 국면이 패스 없이 세 번째로 나타나면 대국을 끝낸다.</translation>
    </message>
    <message>
        <source>Threefold repetition: the same position arising a third time ends the game, drawn if both players captured equally many stones in the loop, otherwise lost by the player who captured fewer.</source>
        <translation>세 번 반복: 같은 국면이 세 번째로 생기면 대국이 끝나며, 그 순환에서 양쪽이 따낸 돌의 수가 같으면 비기고, 그렇지 않으면 더 적게 따낸 쪽이 진다.</translation>
    </message>
    <message>
        <source>A move is a pass or a stone on an empty intersection, and suicide is forbidden.</source>
        <translation>착수는 패스이거나 빈 교차점에 놓는 돌이며, 자살수는 금지된다.</translation>
    </message>
    <message>
        <source>A move is a pass or a stone on an empty intersection, and suicide is allowed.</source>
        <translation>착수는 패스이거나 빈 교차점에 놓는 돌이며, 자살수는 허용된다.</translation>
    </message>
    <message>
        <source>A move is a pass or a stone on an empty intersection, and a one-stone suicide counts as a pass and a larger one is legal.</source>
        <translation>착수는 패스이거나 빈 교차점에 놓는 돌이며, 한 점의 자살은 패스로 간주되고 두 점 이상의 자살은 합법이다.</translation>
    </message>
    <message>
        <source>Three successive passes stop play.</source>
        <translation>세 번 연속 패스하면 대국이 정지한다.</translation>
    </message>
    <message>
        <source>Three successive passes stop play, with an extra pass by White if Black passed last.</source>
        <translation>세 번 연속 패스하면 대국이 정지하며, 흑이 마지막으로 패스했으면 백이 패스를 한 번 더 한다.</translation>
    </message>
    <message>
        <source>Two successive passes stop play.</source>
        <translation>두 번 연속 패스하면 대국이 정지한다.</translation>
    </message>
    <message>
        <source>Two successive passes stop play, with an extra pass by White if Black passed last.</source>
        <translation>두 번 연속 패스하면 대국이 정지하며, 흑이 마지막으로 패스했으면 백이 패스를 한 번 더 한다.</translation>
    </message>
    <message>
        <source>Every pass hands the opponent a prisoner.</source>
        <translation>패스할 때마다 상대에게 사석 하나를 넘겨준다.</translation>
    </message>
    <message>
        <source>Every pass hands the opponent a prisoner, and both players make equally many moves in a dispute phase.</source>
        <translation>패스할 때마다 상대에게 사석 하나를 넘겨주며, 다툼 단계에서는 양쪽이 같은 수만큼 착수한다.</translation>
    </message>
    <message>
        <source>A pass in a dispute phase hands the opponent a prisoner.</source>
        <translation>다툼 단계의 패스는 상대에게 사석 하나를 넘겨준다.</translation>
    </message>
    <message>
        <source>A pass in a dispute phase hands the opponent a prisoner, and both players make equally many moves in a dispute phase.</source>
        <translation>다툼 단계의 패스는 상대에게 사석 하나를 넘겨주며, 다툼 단계에서는 양쪽이 같은 수만큼 착수한다.</translation>
    </message>
    <message>
        <source>The game then ends and every stone on the board counts as alive.</source>
        <translation>그러면 대국이 끝나고 판 위의 모든 돌은 산 것으로 본다.</translation>
    </message>
    <message>
        <source>The players agree on dead stones; a disagreement is settled by a confirmation play that is not kept (article 7-2).</source>
        <translation>대국자가 죽은 돌에 합의한다. 의견 불일치는 기록되지 않는 사활 확인 착수로 정리한다(제7조 제2항).</translation>
    </message>
    <message>
        <source>The players agree on removals; a disagreement is settled by imagined wise play that is not kept and costs nothing.</source>
        <translation>대국자가 들어낼 돌에 합의한다. 의견 불일치는 기록되지 않고 대가도 없는 가상의 현명한 착수로 정리한다.</translation>
    </message>
    <message>
        <source>The players agree on dead stones or play on; if they cannot agree who moves next, every stone stays on the board as alive.</source>
        <translation>대국자는 죽은 돌에 합의하거나 계속 둔다. 다음에 누가 둘지 합의하지 못하면 모든 돌이 산 것으로 판 위에 남는다.</translation>
    </message>
    <message>
        <source>The players agree on dead stones, and a disagreement is played out by resuming play.</source>
        <translation>대국자가 죽은 돌에 합의하며, 의견 불일치는 대국을 재개하여 두어서 결말을 낸다.</translation>
    </message>
    <message>
        <source>Both players make equally many moves in a dispute phase.</source>
        <translation>다툼 단계에서는 양쪽이 같은 수만큼 착수한다.</translation>
    </message>
    <message>
        <source>Once the game has ended no more moves are made; each side&apos;s stones plus the empty points it surrounds are counted.</source>
        <translation>대국이 끝나면 더 이상 착수하지 않는다. 각자의 돌과 그 돌이 둘러싼 빈 점을 센다.</translation>
    </message>
    <message>
        <source>Once the game has ended no more moves are made; surrounded empty points plus prisoners are counted.</source>
        <translation>대국이 끝나면 더 이상 착수하지 않는다. 둘러싼 빈 점과 사석을 센다.</translation>
    </message>
    <message>
        <source>Once the game has ended no more moves are made; each side fills its area with its remaining stones (Ing counting).</source>
        <translation>대국이 끝나면 더 이상 착수하지 않는다. 각자 남은 돌로 자기 영역을 채운다(응씨 규칙의 계산법).</translation>
    </message>
    <message>
        <source>Points in seki count for nobody.</source>
        <translation>빅 안의 집은 누구의 점수도 되지 않는다.</translation>
    </message>
</context>
</TS>

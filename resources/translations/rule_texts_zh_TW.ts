<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>A mainstream ruleset a learner compares against; gogui keeps no copy of its text and follows it as it is commonly summarised.</source>
        <translation>學習者用來對照的主流規則；gogui 未收錄其條文，按通常的概述來處理。</translation>
    </message>
    <message>
        <source>A proposal of simplified rulesets: one common core of play, then simplified Ing/NZ, Chinese, Japanese/Korean and AGA rules, each with a commentary, meant as steps towards one world-wide ruleset.</source>
        <translation>簡化規則的提案：一個共同的對局核心，加上簡化的應氏/紐西蘭、中國、日本/韓國和AGA規則，各附評註，意在逐步走向一套世界通用的規則。</translation>
    </message>
    <message>
        <source>A community wiki page (last edited October 2021) proposing basic ko with threefold repetition, minimal superko and a three-pass stop, in an area and a territory variant, with worked examples.</source>
        <translation>一個社群維基頁面（最後編輯於2021年10月），提出基本劫加三次重複規則、最小超級劫和三次停一手即停止對局，分數子和數目兩種形式，並附有實例。</translation>
    </message>
    <message>
        <source>The rules of the New Zealand Go Society, as given on a community wiki page.</source>
        <translation>紐西蘭圍棋協會的規則，依據一個社群維基頁面所載。</translation>
    </message>
    <message>
        <source>Janice Kim, Michael Simon and Phil Straus&apos;s explanation of the rules proposed by Ing Chang-ki; many of its examples come from Ing&apos;s SST Laws of Wei-Ch&apos;i (1991).</source>
        <translation>Janice Kim、Michael Simon 和 Phil Straus 對應昌期所提規則的解說；其中許多例子取自應氏的《SST Laws of Wei-Ch&apos;i》（1991年）。</translation>
    </message>
</context>
<context>
    <name>RuleSource</name>
    <message>
        <source>{citation}; {next_citation}</source>
        <translation>{citation}；{next_citation}</translation>
    </message>
    <message>
        <source>Simplified rules</source>
        <extracomment>The title every source of that text begins with, translated where the text has an official title in the language (日本囲碁規約, 中国围棋竞赛规则), else kept as written with a gloss.</extracomment>
        <translation>Simplified rules（簡化規則）</translation>
    </message>
    <message>
        <source>Renaissance rules</source>
        <translation>Renaissance rules（文藝復興規則）</translation>
    </message>
    <message>
        <source>New Zealand Rules of Go</source>
        <translation>New Zealand Rules of Go（紐西蘭圍棋規則）</translation>
    </message>
    <message>
        <source>Ing&apos;s SST Rules of Go (Kim, Simon and Straus)</source>
        <translation>Ing&apos;s SST Rules of Go（應氏SST規則，Kim、Simon、Straus 的解說）</translation>
    </message>
    <message>
        <source>Japanese Rules of Go (1989)</source>
        <translation>Japanese Rules of Go (1989)（日本圍棋規約）</translation>
    </message>
    <message>
        <source>Korean Baduk Association practice</source>
        <translation>韓國棋院的慣例</translation>
    </message>
    <message>
        <source>Chinese Rules of Go (1988/2002)</source>
        <translation>中國圍棋競賽規則（1988/2002年）</translation>
    </message>
    <message>
        <source>American Go Association rules</source>
        <translation>American Go Association rules（美國圍棋協會規則）</translation>
    </message>
    <message>
        <source>Tromp-Taylor rules</source>
        <translation>Tromp-Taylor rules（Tromp-Taylor 規則）</translation>
    </message>
    <message>
        <source>{title}, {place} ({file})</source>
        <translation>{title}，{place}（{file}）</translation>
    </message>
    <message>
        <source>{title}, as summarised in {file}: {place}</source>
        <translation>{title}（據{file}摘要）：{place}</translation>
    </message>
    <message>
        <source>Common Simplified Rules (what a move is)</source>
        <translation>Common Simplified Rules（何為著手）</translation>
    </message>
    <message>
        <source>Common Simplified Rules (the four phases)</source>
        <translation>Common Simplified Rules（四個階段）</translation>
    </message>
    <message>
        <source>Common Simplified Rules (the rule against recreating a distribution of stones)</source>
        <translation>Common Simplified Rules（禁止重現棋子分佈的規定）</translation>
    </message>
    <message>
        <source>Simplified Chinese block (second ruleset; heading lost in the copy)</source>
        <translation>Simplified Chinese 部分（第二種規則；抄本中缺少標題）</translation>
    </message>
    <message>
        <source>Simplified Japanese / Korean block (third ruleset; heading lost in the copy)</source>
        <translation>Simplified Japanese / Korean 部分（第三種規則；抄本中缺少標題）</translation>
    </message>
    <message>
        <source>Simplified AGA block (fourth ruleset; heading lost in the copy)</source>
        <translation>Simplified AGA 部分（第四種規則；抄本中缺少標題）</translation>
    </message>
    <message>
        <source>Commentary on Simplified Ing / New Zealand (first block)</source>
        <translation>Commentary（關於 Simplified Ing / New Zealand，第一部分）</translation>
    </message>
    <message>
        <source>Commentary on Simplified Chinese (second block)</source>
        <translation>Commentary（關於 Simplified Chinese，第二部分）</translation>
    </message>
    <message>
        <source>Commentary on Simplified Japanese / Korean (third block)</source>
        <translation>Commentary（關於 Simplified Japanese / Korean，第三部分）</translation>
    </message>
    <message>
        <source>Commentary on Simplified AGA (fourth block)</source>
        <translation>Commentary（關於 Simplified AGA，第四部分）</translation>
    </message>
    <message>
        <source>{commentary} (no special treatment of cycles longer than two moves)</source>
        <translation>{commentary}（對長於兩手的循環不作特別處理）</translation>
    </message>
    <message>
        <source>{commentary} (ko simplified as positional superko)</source>
        <translation>{commentary}（把劫簡化為位置超級劫）</translation>
    </message>
    <message>
        <source>not stated in the text</source>
        <translation>原文未寫明</translation>
    </message>
    <message>
        <source>the definitions of a play and of a move</source>
        <translation>play 與 move 的定義</translation>
    </message>
    <message>
        <source>Notes (no rule forbids suicide)</source>
        <translation>Notes（沒有禁止自殺的規定）</translation>
    </message>
    <message>
        <source>the definition of a play</source>
        <translation>play 的定義</translation>
    </message>
    <message>
        <source>the definition of a move</source>
        <translation>move 的定義</translation>
    </message>
    <message>
        <source>the end of the game</source>
        <translation>對局的結束</translation>
    </message>
    <message>
        <source>the end of the game, territory and the winner</source>
        <translation>對局的結束、目數與勝者</translation>
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
        <translation>Part 2, During the game, item 1（各種規則共有的基本規定，該處未再重述）</translation>
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
        <translation>Part 2, Ending the Game（item 3 之後的註釋）及 Counting</translation>
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
        <translation>Simplified Japanese / Korean 部分（第三種規則；抄本中缺少標題）（意見不一時的輪流著手中劫材無用）</translation>
    </message>
    <message>
        <source>the pass-for-each-ko reading is the preset&apos;s (gogui/engine/rules.py)</source>
        <translation>「每個劫停一手」的解讀出自本內建規則（gogui/engine/rules.py）</translation>
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
        <translation>Ruleset notes (Japanese 1989)（各種規則共有的基本規定，該處未再重述）</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989) (basic ko rule only; Art. 7-2)</source>
        <translation>Ruleset notes (Japanese 1989)（僅有基本劫規定；Art. 7-2）</translation>
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
        <translation>Ruleset notes (Japanese 1989)（死活確認階段，Art. 7-2）</translation>
    </message>
    <message>
        <source>Double ko seki (&apos;no territory&apos;)</source>
        <translation>Double ko seki (&apos;no territory&apos;)</translation>
    </message>
    <message>
        <source>not stated in the summary</source>
        <translation>摘要未寫明</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean)</source>
        <translation>Ruleset notes (Korean)</translation>
    </message>
    <message>
        <source>Suicide as a ko threat (Korean: illegal)</source>
        <translation>Suicide as a ko threat（韓國規則：禁止）</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (the basic rule common to every ruleset, not restated there)</source>
        <translation>Ruleset notes (Korean)（各種規則共有的基本規定，該處未再重述）</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (basic ko rule)</source>
        <translation>Ruleset notes (Korean)（基本劫規定）</translation>
    </message>
    <message>
        <source>Double ko seki and Bent four (Korean: as Japanese)</source>
        <translation>Double ko seki 及 Bent four（韓國規則：與日本規則相同）</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (long cycles)</source>
        <translation>Ruleset notes (Korean)（長循環）</translation>
    </message>
    <message>
        <source>Part 1 (Introduction)</source>
        <translation>Part 1 (Introduction)</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (territory scoring)</source>
        <translation>Ruleset notes (Korean)（數目法）</translation>
    </message>
    <message>
        <source>Double ko seki (Korean: as Japanese)</source>
        <translation>Double ko seki（韓國規則：與日本規則相同）</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (suicide illegal; 2002 Art. 20)</source>
        <translation>Ruleset notes (Chinese)（禁止自殺；2002 Art. 20）</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (the basic rule common to every ruleset, not restated there)</source>
        <translation>Ruleset notes (Chinese)（各種規則共有的基本規定，該處未再重述）</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (suicide illegal)</source>
        <translation>Ruleset notes (Chinese)（禁止自殺）</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (2002 Art. 20)</source>
        <translation>Ruleset notes (Chinese) (2002 Art. 20)</translation>
    </message>
    <message>
        <source>{citation}; two passes: {design}</source>
        <translation>{citation}；兩次停一手：{design}</translation>
    </message>
    <message>
        <source>Bent four in the corner (must be played out)</source>
        <translation>Bent four in the corner（必須實際下完）</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (area scoring)</source>
        <translation>Ruleset notes (Chinese)（數子法）</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA)</source>
        <translation>Ruleset notes (AGA)</translation>
    </message>
    <message>
        <source>Suicide as a ko threat (AGA: self-capture illegal)</source>
        <translation>Suicide as a ko threat（AGA：禁止自提）</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA) (the basic rule common to every ruleset, not restated there)</source>
        <translation>Ruleset notes (AGA)（各種規則共有的基本規定，該處未再重述）</translation>
    </message>
    <message>
        <source>Triple ko and Sending two, returning one (AGA)</source>
        <translation>Triple ko 及 Sending two, returning one (AGA)</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA) (pass stones; White passes last)</source>
        <translation>Ruleset notes (AGA)（停著交子；白方最後停一手）</translation>
    </message>
    <message>
        <source>Bent four in the corner (play it out)</source>
        <translation>Bent four in the corner（下完以見分曉）</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA) (area-equivalent scoring with pass stones)</source>
        <translation>Ruleset notes (AGA)（借停著交子與數子法結果相同的計算）</translation>
    </message>
    <message>
        <source>Ruleset notes (Tromp-Taylor)</source>
        <translation>Ruleset notes (Tromp-Taylor)</translation>
    </message>
    <message>
        <source>Ruleset notes (Tromp-Taylor) (the basic rule common to every ruleset, not restated there)</source>
        <translation>Ruleset notes (Tromp-Taylor)（各種規則共有的基本規定，該處未再重述）</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989: basic ko rule only)</source>
        <translation>Ruleset notes（Japanese 1989：僅有基本劫規定）</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989: confirmation, Art. 7-2)</source>
        <translation>Ruleset notes（Japanese 1989：死活確認，Art. 7-2）</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA superko as the BGA reads it)</source>
        <translation>Ruleset notes（英國圍棋協會 BGA 對 AGA 超級劫的解讀）</translation>
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
        <translation>Ruleset notes（Japanese 1989，Art. 12）</translation>
    </message>
    <message>
        <source>{source} [custom combination based on {ruleset}; {options}]</source>
        <translation>{source} [以{ruleset}為基礎的自訂組合；{options}]</translation>
    </message>
    <message>
        <source>{source} [custom combination; {options}]</source>
        <translation>{source} [自訂組合；{options}]</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989, Art. 7-2)</source>
        <translation>Ruleset notes（Japanese 1989，Art. 7-2）</translation>
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
        <translation>Simplified Ing / New Zealand Rules（得分）</translation>
    </message>
    <message>
        <source>Simplified Japanese / Korean block (third ruleset; heading lost in the copy) (score)</source>
        <translation>Simplified Japanese / Korean 部分（第三種規則；抄本中缺少標題）（得分）</translation>
    </message>
    <message>
        <source>Part 2, Counting</source>
        <translation>Part 2, Counting</translation>
    </message>
    <message>
        <source>Simplified Japanese / Korean block (third ruleset; heading lost in the copy) (seki)</source>
        <translation>Simplified Japanese / Korean 部分（第三種規則；抄本中缺少標題）（雙活）</translation>
    </message>
    <message>
        <source>no option decides this rule</source>
        <translation>沒有選項決定此規定</translation>
    </message>
    <message>
        <source>the diagram library&apos;s notes</source>
        <translation>圖例庫的說明</translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message>
        <source>{sentence} {next_sentence}</source>
        <translation>{sentence}{next_sentence}</translation>
    </message>
    <message>
        <source>A player may resign at any time and the opponent wins; no ruleset forbids it, though this text does not spell it out.</source>
        <translation>對局者可以隨時認輸，由對方獲勝；沒有哪種規則禁止這一點，只是本文沒有明言。</translation>
    </message>
    <message>
        <source>A player may resign at any time and the opponent wins; no ruleset forbids it, though the summary does not mention it.</source>
        <translation>對局者可以隨時認輸，由對方獲勝；沒有哪種規則禁止這一點，只是摘要沒有提及。</translation>
    </message>
    <message>
        <source>A move is either a pass or one of the player&apos;s own stones on an empty intersection; opposing regions left without an adjacent empty intersection are removed before the player&apos;s own. Suicide is allowed, so a play may also remove the player&apos;s own region, and no play may bring back an arrangement of stones the board has shown before.</source>
        <translation>著手是停一手，或是在空交叉點上放一枚己方棋子；失去所有相鄰空交叉點的對方區塊先於己方區塊被提取。自殺是允許的，因此著子也可以提取己方區塊；任何著子都不得重現棋盤上曾經出現過的棋子排列。</translation>
    </message>
    <message>
        <source>A move is either a pass or one of the player&apos;s own stones on an empty intersection; opposing regions left without an adjacent empty intersection are removed before the player&apos;s own. A play that would need the removal of one of the player&apos;s own regions is prohibited, and no play may bring back an arrangement of stones the board has shown before.</source>
        <translation>著手是停一手，或是在空交叉點上放一枚己方棋子；失去所有相鄰空交叉點的對方區塊先於己方區塊被提取。需要提取己方某一區塊的著子是禁止的，任何著子也都不得重現棋盤上曾經出現過的棋子排列。</translation>
    </message>
    <message>
        <source>No play may bring back an arrangement of black and white stones that the board has shown before, looking at the board after the play and its removals. Cycles longer than two moves get no other special treatment.</source>
        <translation>任何著子都不得重現棋盤上曾經出現過的黑白棋子排列，以著子及其提子之後的棋盤為準。對長於兩手的循環沒有其他特別處理。</translation>
    </message>
    <message>
        <source>No play may bring back an arrangement of black and white stones that the board has shown before, looking at the board after the play and its removals. The commentary names this positional superko: who is to move does not matter.</source>
        <translation>任何著子都不得重現棋盤上曾經出現過的黑白棋子排列，以著子及其提子之後的棋盤為準。解說（Commentary）稱之為位置超級劫：輪到誰下無關緊要。</translation>
    </message>
    <message>
        <source>A play puts one of the player&apos;s own stones on an empty intersection, so an intersection that already holds a stone cannot be played.</source>
        <translation>著子是在空交叉點上放一枚己方棋子，因此已有棋子的交叉點不能著子。</translation>
    </message>
    <message>
        <source>Once the alternation has ended and the removals are agreed or settled, no more moves are made: the winning phase gives the game to the player with the better score.</source>
        <translation>輪流著手階段結束、提取的棋子經協商一致或裁定之後，不再著手：勝負階段判得分較優的一方獲勝。</translation>
    </message>
    <message>
        <source>On a turn a player either says &apos;pass&apos; or places a stone of their colour on an unoccupied intersection; opposing stones without liberties are removed first, then the player&apos;s own, so suicide is allowed. The play counts as a move only if the board it leaves differs from every board left by that player&apos;s earlier moves.</source>
        <translation>每輪對局者或者說「停一手」，或者在空交叉點上放一枚己色棋子；先提取無氣的對方棋子，再提取己方棋子，因此允許自殺。只有當這手棋留下的棋盤與該方此前每一著之後留下的棋盤都不同時，它才算作合法著手（move）。</translation>
    </message>
    <message>
        <source>A play places a stone on an unoccupied intersection; an occupied one cannot take a stone.</source>
        <translation>著子是把棋子放在空交叉點上；已有棋子的交叉點不能再放棋子。</translation>
    </message>
    <message>
        <source>A play is not a legal move if the whole board it leaves is the board &quot;after any of that player&apos;s previous moves&quot;, passes included. This is situational superko: a board may come back only with the other player to move.</source>
        <translation>若一手棋留下的整個棋盤與「該方此前任何一著之後」（包括停一手）的棋盤相同，它就不是合法著手。這就是情境超級劫：同一棋盤只能在輪到對方下時再次出現。</translation>
    </message>
    <message>
        <source>The game ends once both players agree there is nothing worthwhile left to play, and dead stones may then be taken off by mutual agreement. Players who disagree about dead stones keep playing; if they cannot settle who is to move next, every stone stays on the board as alive and is counted.</source>
        <translation>雙方一致認為已無值得下的地方時，對局結束，之後可經雙方同意取走死子。對死子有分歧的對局者繼續下；如果無法決定下一手由誰下，所有棋子都作為活子留在棋盤上並計算在內。</translation>
    </message>
    <message>
        <source>Once the players have agreed that the game is finished and settled the dead stones, no more moves are made; each player&apos;s territory is counted (stones plus the empty points they surround) and the player with more points wins.</source>
        <translation>雙方同意對局結束並處理好死子後，不再著手；計算各方的子空（棋子加上所圍的空點），點數多的一方獲勝。</translation>
    </message>
    <message>
        <source>On each turn a player plays a stone or passes. A single stone that would only capture itself counts as a pass, a suicide of more stones is legal, and a play is refused only when it recaptures a hot stone at once or disturbs a cycle a second time.</source>
        <translation>每輪對局者著子或停一手。只會提掉自己的單個棋子視為停一手，多子自殺是合法的；只有立即回提熱子或第二次攪劫時，著子才會被拒絕。</translation>
    </message>
    <message>
        <source>A turn puts a stone on an empty point or is a pass; a point that holds a stone cannot be played.</source>
        <translation>一輪是在空點上放一枚棋子或停一手；已有棋子的點不能著子。</translation>
    </message>
    <message>
        <source>Self-capture of a single stone is treated as a pass play. Suicide of two or more stones is legal: the player&apos;s own stones come off, which can make a ko threat or change liberty counts but never gains points.</source>
        <translation>單子自殺視為停一手。兩子以上的自殺是合法的：己方棋子被提走，這可以製造劫材或改變氣數，但絕不會得分。</translation>
    </message>
    <message>
        <source>A stone that has just captured in a basic ko may not be captured back at once; the SST article calls this basic to every rule system. Such a stone is the simplest kind of hot stone.</source>
        <translation>在基本劫中剛提子的棋子不得立即被回提；SST 一文稱這一點是各種規則體系的基礎。這樣的棋子是最簡單的一種熱子。</translation>
    </message>
    <message>
        <source>In a fighting ko the stones that have just captured are hot stones: they may not be taken until some other move or pass has been played in between. Hot stones may be several stones (double hot stones in long life, twin hot stones in a triple ko), which turns complex kos into basic kos.</source>
        <translation>在爭劫中，剛提子的棋子是熱子：在中間下過另一手棋或停一手之前，不得提取它們。熱子可以是幾枚棋子（長生劫中的雙熱子、三劫循環中的孿生熱子），這樣複雜的劫就變成了基本劫。</translation>
    </message>
    <message>
        <source>Setting off a cyclic sequence of repeated positions is called disturbing, and each player may disturb only once in the whole game. After that the disturber may not start the cycle again, so a balanced ko is no endless source of ko threats and false-eyed groups cannot kill real-eyed ones.</source>
        <translation>開始一個局面重複的循環稱為攪劫，每位對局者在整局中只能攪劫一次。此後攪劫者不得再次開始該循環，因此均衡劫不會成為取之不盡的劫材來源，有假眼的棋也無法殺死有真眼的棋。</translation>
    </message>
    <message>
        <source>Two consecutive passes adjourn the game so that the players can settle which groups are alive. If they agree the game is over; if not, play resumes until the dispute is settled, and two more passes after agreement end the game.</source>
        <translation>連續兩次停一手使對局暫停，以便雙方確定哪些棋是活棋。若雙方一致，對局結束；若不一致，則恢復對局直到爭議解決，達成一致後再連續兩次停一手即結束對局。</translation>
    </message>
    <message>
        <source>After the final pass, or once counting has begun, play may not resume, even for an overlooked point. Each side then fills its area with its remaining stones (Ing counting) and the winner is the side with empty points left.</source>
        <translation>最後一次停一手之後，或開始計算之後，即使有遺漏的點也不得恢復對局。然後各方用剩餘的棋子填滿自己的空（應氏計點法），仍有空點剩餘的一方獲勝。</translation>
    </message>
    <message>
        <source>A game may end by resignation; once it is resigned, a win on time can no longer be called.</source>
        <translation>對局可以以認輸結束；認輸之後，不能再以超時判勝。</translation>
    </message>
    <message>
        <source>Two successive passes end the alternation, and the players then agree or disagree on which stones to remove. If they disagree, nothing is removed and alternation continues as a contest of skill until two more successive passes; then the score (stones plus surrounded empty regions) decides.</source>
        <translation>連續兩次停一手結束輪流著手階段，之後雙方就提取哪些棋子達成一致或不一致。若不一致，則不提取任何棋子，作為技藝較量的輪流著手繼續進行，直到再連續兩次停一手；然後以得分（棋子加上所圍的空區塊）決定勝負。</translation>
    </message>
    <message>
        <source>Suicide is forbidden: no play may be made that would need one of the player&apos;s own regions removed.</source>
        <translation>禁止自殺：不得下需要提取己方某一區塊的著子。</translation>
    </message>
    <message>
        <source>Two successive passes end the alternation, and the players then agree or disagree on which stones to remove. A disagreement is played out in continued alternation, a contest of skill a referee may not overrule, until two more successive passes.</source>
        <translation>連續兩次停一手結束輪流著手階段，之後雙方就提取哪些棋子達成一致或不一致。分歧以繼續輪流著手來解決，這是裁判不得推翻的技藝較量，直到再連續兩次停一手為止。</translation>
    </message>
    <message>
        <source>In the imagined wise play that settles a disagreement, recreating a position is treated wisely so that ko threats are of no use. We read this as: a player whose stone was taken in a ko may retake it there only after passing once for that ko.</source>
        <translation>在解決分歧的假想明智著手中，局面的重現也被明智地處理，使劫材沒有用處。gogui 對此的理解是：在劫中被提子的一方，只有為該劫停一手之後，才能在那裡回提。</translation>
    </message>
    <message>
        <source>Two successive passes end the alternation. If the players disagree on removals, the stones that wise continued play could have removed are removed, judged by imagined play that is not kept and costs nothing, with stones in seki left alone; there is no confirmation phase, so dame and needed defensive moves belong in the alternation.</source>
        <translation>連續兩次停一手結束輪流著手階段。若雙方對提子有分歧，則提取明智地繼續輪流著手本可提取的棋子，以不保留、也無代價的假想著手來判斷，雙活中的棋子不動；沒有死活確認階段，所以單官和必要的防守著手應在輪流著手階段下完。</translation>
    </message>
    <message>
        <source>Once the alternation has ended and the removals are settled, the winning phase scores each player&apos;s surrounded empty regions plus prisoners; intersections in seki score for nobody.</source>
        <translation>輪流著手階段結束、提取的棋子確定之後，勝負階段計算各方所圍的空區塊加上提子；雙活中的交叉點不歸任何一方。</translation>
    </message>
    <message>
        <source>Suicide is prohibited: a play may not require the removal of one of the player&apos;s own regions.</source>
        <translation>禁止自殺：著子不得需要提取己方某一區塊。</translation>
    </message>
    <message>
        <source>Two successive passes end the alternation, with an extra pass by White if White did not pass last. Every pass adds one of the passer&apos;s stones to the prisoners, and a disagreement on removals is played out in continued alternation until two more passes.</source>
        <translation>連續兩次停一手結束輪流著手階段，若白方不是最後停一手的一方，則白方再停一手。每次停一手都要把停著方的一枚棋子加入提子，對提子的分歧以繼續輪流著手來解決，直到再兩次停一手。</translation>
    </message>
    <message>
        <source>A move is a board play or a pass, and suicide is allowable. A board play is illegal only as an immediate basic ko recapture or when it would recreate the position in which the last two successive passes were made (minimal superko).</source>
        <translation>著手是盤上著子或停一手，允許自殺。只有立即回提基本劫，或重現最後一次連續兩次停一手時的局面（最小超級劫），盤上著子才是非法的。</translation>
    </message>
    <message>
        <source>A board play puts a stone on an empty intersection; the text counts this among the trivial basic definitions it leaves out.</source>
        <translation>盤上著子是在空交叉點上放一枚棋子；原文把這一點列為它所略去的簡單基本定義之一。</translation>
    </message>
    <message>
        <source>Basic ko: when a single stone has captured a single stone, it may not be captured back on the very next move.</source>
        <translation>基本劫：單子提取單子後，緊接著的下一手不得將其回提。</translation>
    </message>
    <message>
        <source>Minimal superko: a board play may not recreate the position in which the last two successive passes were made. Only that one position is remembered, so two passes block a later return to it.</source>
        <translation>最小超級劫：盤上著子不得重現最後一次連續兩次停一手時的局面。只記住這一個局面，因此兩次停一手會阻止此後回到該局面。</translation>
    </message>
    <message>
        <source>Threefold repetition: when board plays bring the same position about a third time, the game ends. It is a draw if both players captured equally many stones in the loop; otherwise the player who captured fewer loses.</source>
        <translation>三次重複：盤上著子第三次造成同一局面時，對局結束。若雙方在循環中提子數相同則為和棋；否則提子較少的一方負。</translation>
    </message>
    <message>
        <source>Play is over when nobody resumes after a stop, and the stopped position is then scored; a threefold repetition ends the game at once, decided by the captures in the loop.</source>
        <translation>停止後無人恢復對局，對局即告結束，隨後對停止時的局面計分；出現三次重複時對局立即結束，由循環中的提子決定勝負。</translation>
    </message>
    <message>
        <source>Resigning is one of the basic rules: a player may resign and the opponent wins.</source>
        <translation>認輸是基本規定之一：對局者可以認輸，由對方獲勝。</translation>
    </message>
    <message>
        <source>Three successive passes stop play and end the game phase. Resumption may be requested, a limited number of times, and starts a dispute phase with the move order kept; in the stopped position dead strings are those their owner acknowledges.</source>
        <translation>連續三次停一手使對局停止並結束對局階段。可以請求恢復對局，次數有限，恢復後保持著手順序開始爭議階段；在停止時的局面中，死棋串是其所有者承認的那些棋串。</translation>
    </message>
    <message>
        <source>Three successive passes stop play and end the game phase; resumption may be requested a limited number of times and starts a dispute phase with the move order kept. In dispute phases a pass hands the opponent a prisoner and both players must make equally many moves, with an obligatory extra pass if needed.</source>
        <translation>連續三次停一手使對局停止並結束對局階段；可以請求恢復對局，次數有限，恢復後保持著手順序開始爭議階段。在爭議階段，停一手要交給對方一枚提子，雙方必須下同樣多的著手，必要時須強制再停一手。</translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. A play that would leave a group of one&apos;s own without liberties is not allowed (article 4), and the basic ko rule forbids retaking a ko at once; there is no superko.</source>
        <translation>雙方輪流在空點上放一枚棋子或停一手。使己方棋子無氣的著子是不允許的（第4條），基本劫規定禁止立即回提劫；沒有超級劫規定。</translation>
    </message>
    <message>
        <source>A stone is placed on a vacant point; a point that holds a stone cannot be played.</source>
        <translation>棋子放在空點上；已有棋子的點不能著子。</translation>
    </message>
    <message>
        <source>No group without liberties may exist on the board, so a play that would leave the player&apos;s own stones without liberties is illegal (article 4).</source>
        <translation>棋盤上不得存在無氣的棋子，因此使己方棋子無氣的著子是禁止的（第4條）。</translation>
    </message>
    <message>
        <source>Ko: a stone that has just captured a single stone in a ko may not be captured back at once, so a ko threat must come first. In the confirmation after play, a player whose stone was taken in a ko may retake it only after passing once for that ko (article 7-2).</source>
        <translation>劫：在劫中剛提取單子的棋子不得立即被回提，所以必須先找劫材。在對局後的死活確認中，在劫中被提子的一方，只有為該劫停一手（放棄著手）之後才能回提（第7條第2項）。</translation>
    </message>
    <message>
        <source>A long cycle such as a triple ko or eternal life can repeat for ever under the basic ko rule; when the whole-board position repeats and the players agree, the game ends with no result (article 12). We end it when the same position with the same player to move comes a third time without a pass.</source>
        <translation>在基本劫規定下，三劫循環或長生劫之類的長循環可以無限重複；當全局局面重複且雙方同意時，對局以無勝負結束（第12條）。gogui 在同一方輪走的同一局面未經停一手而第三次出現時結束對局。</translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops and they agree which stones are dead. A disagreement is settled by confirmation, play that is not kept, in which a ko may be retaken only after a pass for that ko (article 7-2).</source>
        <translation>雙方相繼停一手後對局停止，雙方商定哪些棋子是死子。分歧以死活確認解決，這是不保留的著手，其中只有為該劫停一手之後才能回提劫（第7條第2項）。</translation>
    </message>
    <message>
        <source>Once play has stopped and life and death is confirmed, the game is over: territory and prisoners are counted, and points in seki count for nobody.</source>
        <translation>對局停止並確認死活之後，對局結束：計算所圍的目和提子，雙活中的目不歸任何一方。</translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. Suicide is illegal and the basic ko rule forbids retaking a ko at once; there is no superko.</source>
        <translation>雙方輪流在空點上放一枚棋子或停一手。禁止自殺，基本劫規定禁止立即回提劫；沒有超級劫規定。</translation>
    </message>
    <message>
        <source>A play that would leave the player&apos;s own stones without liberties is illegal.</source>
        <translation>使己方棋子無氣的著子是禁止的。</translation>
    </message>
    <message>
        <source>Ko: a stone that has just captured a single stone in a ko may not be captured back at once. Life and death is confirmed as under the Japanese rules, where a ko may be retaken only after passing once for it.</source>
        <translation>劫：在劫中剛提取單子的棋子不得立即被回提。死活的確認與日本規則相同，其中只有為該劫停一手之後才能回提劫。</translation>
    </message>
    <message>
        <source>A long cycle that the players keep repeating annuls the game: it ends without result (the Korean word is rendered as a draw). The SST article likewise reports that the Korean association voids games that contain complex or multiple kos unless a player concedes the local fight.</source>
        <translation>雙方一再重複的長循環使對局無效：對局以無勝負結束（這個韓語詞在英語中譯作 draw）。SST 一文同樣提到，韓國棋院會將含有複雜劫或多個劫的對局判為無效，除非一方在局部讓步。</translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops and they agree which stones are dead; a disagreement is settled by confirmation as under the Japanese rules.</source>
        <translation>雙方相繼停一手後對局停止，雙方商定哪些棋子是死子；分歧與日本規則一樣以死活確認解決。</translation>
    </message>
    <message>
        <source>Once play has stopped and life and death is settled, territory and prisoners are counted, and points in seki count for nobody.</source>
        <translation>對局停止並確定死活之後，計算所圍的目和提子，雙活中的目不歸任何一方。</translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. Suicide is illegal, and a play may not repeat a whole-board position that has occurred before (we apply the written superko rule as positional superko).</source>
        <translation>雙方輪流在空點上放一枚棋子或停一手。禁止自殺，著子也不得重複此前出現過的全局局面（gogui 將成文的全局同形規定作為位置超級劫來執行）。</translation>
    </message>
    <message>
        <source>The 2002 rules forbid whole-board repetition in principle (article 20), read here as positional superko: no play may recreate an earlier board. In practice referees settle some long cycles otherwise (no result, draw or replay).</source>
        <translation>2002 年的規則原則上禁止全局同形再現（第20條），此處將其理解為位置超級劫：任何著子都不得重現此前的棋盤。實際上，裁判對某些長循環另作處理（無勝負、和棋或重賽）。</translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops and they agree which stones are dead. Under area scoring a disputed position is simply played out, since playing inside one&apos;s own area costs nothing.</source>
        <translation>雙方相繼停一手後對局停止，雙方商定哪些棋子是死子。在數子法下，有爭議的局面只需下完即可，因為在自己的空內著子沒有損失。</translation>
    </message>
    <message>
        <source>Once play has stopped and the dead stones are agreed, each side&apos;s area, its stones plus the points it surrounds, is counted.</source>
        <translation>對局停止並商定死子之後，計算各方的子空，即己方棋子加上所圍的點。</translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. Self-capture is an illegal move, and superko forbids a play that brings back an earlier board with the same player to move.</source>
        <translation>雙方輪流在空點上放一枚棋子或停一手。自提是非法著手，超級劫規定禁止在同一方輪走時重現此前的棋盤。</translation>
    </message>
    <message>
        <source>Self-capture is an illegal move: a play may not leave the player&apos;s own stones without liberties.</source>
        <translation>自提是非法著手：著子不得使己方棋子無氣。</translation>
    </message>
    <message>
        <source>Superko, commonly read as situational: a play may not recreate an earlier board position with the same player to move. (The BGA reads it as natural situational superko instead.)</source>
        <translation>超級劫，通常理解為情境超級劫：著子不得在同一方輪走時重現此前的棋盤局面。（英國圍棋協會（BGA）則將其理解為自然情境超級劫。）</translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops; each pass hands the opponent a stone as a prisoner, and White passes last, adding a pass if Black passed last. A disagreement about dead stones is played out.</source>
        <translation>雙方相繼停一手後對局停止；每次停一手都要交給對方一枚棋子作為提子，並由白方最後停一手，若黑方最後停一手，白方要再停一手。對死子的分歧通過下完來解決。</translation>
    </message>
    <message>
        <source>Once play has stopped and the dead stones are agreed, the area is counted; with the pass stones and White passing last, territory counting gives the same result.</source>
        <translation>對局停止並商定死子之後，按數子法計算；由於有停著交子和白方最後停一手，按數目法計算的結果相同。</translation>
    </message>
    <message>
        <source>Players alternately place a stone on an empty point or pass. Suicide is allowed, and positional superko forbids any play that recreates an earlier board.</source>
        <translation>雙方輪流在空點上放一枚棋子或停一手。允許自殺，位置超級劫禁止任何重現此前棋盤的著子。</translation>
    </message>
    <message>
        <source>A stone is placed on an empty point; a point that holds a stone cannot be played.</source>
        <translation>棋子放在空點上；已有棋子的點不能著子。</translation>
    </message>
    <message>
        <source>Positional superko: no play may recreate a board position that occurred earlier in the game, whoever is to move.</source>
        <translation>位置超級劫：無論輪到誰下，著子都不得重現本局此前出現過的棋盤局面。</translation>
    </message>
    <message>
        <source>Two successive passes end the game. Every stone still on the board counts as alive, and the area is scored as it stands.</source>
        <translation>連續兩次停一手即結束對局。仍在棋盤上的每一枚棋子都算作活子，按當時的局面數子計分。</translation>
    </message>
    <message>
        <source>After two successive passes the game is over and no more moves are made; the stones left on the board all count as alive and the area is counted.</source>
        <translation>連續兩次停一手後對局結束，不再著手；留在棋盤上的棋子全部算作活子，按數子法計算。</translation>
    </message>
    <message>
        <source>Basic ko: a stone that has just captured a single stone in a ko may not be captured back at once; no other repetition is forbidden.</source>
        <translation>基本劫：在劫中剛提取單子的棋子不得立即被回提；其他重複都不禁止。</translation>
    </message>
    <message>
        <source>A stone that has just captured in a basic ko may not be captured back at once; under the Ing rules such a stone is the simplest kind of hot stone.</source>
        <translation>在基本劫中剛提子的棋子不得立即被回提；在應氏規則下，這樣的棋子是最簡單的一種熱子。</translation>
    </message>
    <message>
        <source>In the confirmation play after play stops, a player whose stone was taken in a ko may retake it only after passing once for that ko (article 7-2).</source>
        <translation>在對局停止後的死活確認著手中，在劫中被提子的一方，只有為該劫停一手之後才能回提（第7條第2項）。</translation>
    </message>
    <message>
        <source>In the imagined wise play that settles a disagreement, ko threats are of no use: a player whose stone was taken in a ko may retake it only after passing once for that ko.</source>
        <translation>在解決分歧的假想明智著手中，劫材沒有用處：在劫中被提子的一方，只有為該劫停一手之後才能回提。</translation>
    </message>
    <message>
        <source>Positional superko: no play may bring back an arrangement of black and white stones that the board has shown before, whoever is to move.</source>
        <translation>位置超級劫：無論輪到誰下，著子都不得重現棋盤上曾經出現過的黑白棋子排列。</translation>
    </message>
    <message>
        <source>Situational superko: a play may not leave the whole board as it stood &quot;after any of that player&apos;s previous moves&quot;, so a board may come back only with the other player to move.</source>
        <translation>情境超級劫：著子不得使整個棋盤迴到「該方此前任何一著之後」的樣子，因此同一棋盤只能在輪到對方下時再次出現。</translation>
    </message>
    <message>
        <source>Natural situational superko: a player may not use a board play to recreate a board that the same player created with a board play; boards after passes and the start are nobody&apos;s creation.</source>
        <translation>自然情境超級劫：對局者不得以盤上著子重現自己曾以盤上著子造成的棋盤；停一手之後的棋盤和開局時的棋盤不算任何人造成的。</translation>
    </message>
    <message>
        <source>Minimal superko: a board play may not recreate the position in which the last two successive passes were made.</source>
        <translation>最小超級劫：盤上著子不得重現最後一次連續兩次停一手時的局面。</translation>
    </message>
    <message>
        <source>In a fighting ko the stones that have just captured are hot stones, which may not be taken until some other move or pass has been played in between; this turns complex kos into basic kos.</source>
        <translation>在爭劫中，剛提子的棋子是熱子，在中間下過另一手棋或停一手之前不得提取；這樣複雜的劫就變成了基本劫。</translation>
    </message>
    <message>
        <source>Setting off a cyclic sequence of repeated positions is called disturbing, and each player may disturb only once in the game.</source>
        <translation>開始一個局面重複的循環稱為攪劫，每位對局者在一局中只能攪劫一次。</translation>
    </message>
    <message>
        <source>Only basic ko restricts repetition: a ko may not be retaken at once.</source>
        <translation>只有基本劫限制重複：劫不得立即回提。</translation>
    </message>
    <message>
        <source>No play may recreate an earlier board, whoever is to move (positional superko).</source>
        <translation>無論輪到誰下，著子都不得重現此前的棋盤（位置超級劫）。</translation>
    </message>
    <message>
        <source>No play may recreate an earlier board with the same player to move (situational superko).</source>
        <translation>著子不得在同一方輪走時重現此前的棋盤（情境超級劫）。</translation>
    </message>
    <message>
        <source>No board play may recreate a board that the same player created (natural situational superko).</source>
        <translation>盤上著子不得重現同一方曾造成的棋盤（自然情境超級劫）。</translation>
    </message>
    <message>
        <source>Basic ko applies, and no board play may recreate the position in which the last two successive passes were made (minimal superko).</source>
        <translation>適用基本劫，且盤上著子不得重現最後一次連續兩次停一手時的局面（最小超級劫）。</translation>
    </message>
    <message>
        <source>Hot stones may not be captured back at once, and each player may disturb a cycle only once.</source>
        <translation>熱子不得立即被回提，每位對局者只能攪劫一次。</translation>
    </message>
    <message>
        <source>Self-capture of a single stone is treated as a pass play; suicide of two or more stones is legal.</source>
        <translation>單子自殺視為停一手；兩子以上的自殺是合法的。</translation>
    </message>
    <message>
        <source>A long cycle that the players repeat ends the game with no result (article 12); we end it when the same position with the same player to move comes a third time without a pass.</source>
        <translation>雙方反覆進行的長循環使對局以無勝負結束（第12條）；gogui 在同一方輪走的同一局面未經停一手而第三次出現時結束對局。</translation>
    </message>
    <message>
        <source>Threefold repetition: the same position arising a third time ends the game, drawn if both players captured equally many stones in the loop, otherwise lost by the player who captured fewer.</source>
        <translation>三次重複：同一局面第三次出現時對局結束；若雙方在循環中提子數相同則為和棋，否則提子較少的一方負。</translation>
    </message>
    <message>
        <source>A move is a pass or a stone on an empty intersection, and suicide is forbidden.</source>
        <translation>著手是停一手或在空交叉點上放一枚棋子，禁止自殺。</translation>
    </message>
    <message>
        <source>A move is a pass or a stone on an empty intersection, and suicide is allowed.</source>
        <translation>著手是停一手或在空交叉點上放一枚棋子，允許自殺。</translation>
    </message>
    <message>
        <source>A move is a pass or a stone on an empty intersection, and a one-stone suicide counts as a pass and a larger one is legal.</source>
        <translation>著手是停一手或在空交叉點上放一枚棋子，單子自殺視為停一手，兩子以上的自殺是合法的。</translation>
    </message>
    <message>
        <source>Three successive passes stop play.</source>
        <translation>連續三次停一手使對局停止。</translation>
    </message>
    <message>
        <source>Three successive passes stop play, with an extra pass by White if Black passed last.</source>
        <translation>連續三次停一手使對局停止，若黑方最後停一手，白方要再停一手。</translation>
    </message>
    <message>
        <source>Two successive passes stop play.</source>
        <translation>連續兩次停一手使對局停止。</translation>
    </message>
    <message>
        <source>Two successive passes stop play, with an extra pass by White if Black passed last.</source>
        <translation>連續兩次停一手使對局停止，若黑方最後停一手，白方要再停一手。</translation>
    </message>
    <message>
        <source>Every pass hands the opponent a prisoner.</source>
        <translation>每次停一手都要交給對方一枚提子。</translation>
    </message>
    <message>
        <source>Every pass hands the opponent a prisoner, and both players make equally many moves in a dispute phase.</source>
        <translation>每次停一手都要交給對方一枚提子，並且在爭議階段雙方要下同樣多的著手。</translation>
    </message>
    <message>
        <source>A pass in a dispute phase hands the opponent a prisoner.</source>
        <translation>爭議階段中的停一手要交給對方一枚提子。</translation>
    </message>
    <message>
        <source>A pass in a dispute phase hands the opponent a prisoner, and both players make equally many moves in a dispute phase.</source>
        <translation>爭議階段中的停一手要交給對方一枚提子，並且在爭議階段雙方要下同樣多的著手。</translation>
    </message>
    <message>
        <source>The game then ends and every stone on the board counts as alive.</source>
        <translation>之後對局結束，棋盤上的每一枚棋子都算作活子。</translation>
    </message>
    <message>
        <source>The players agree on dead stones; a disagreement is settled by a confirmation play that is not kept (article 7-2).</source>
        <translation>雙方商定死子；分歧以不保留的死活確認著手解決（第7條第2項）。</translation>
    </message>
    <message>
        <source>The players agree on removals; a disagreement is settled by imagined wise play that is not kept and costs nothing.</source>
        <translation>雙方商定提取哪些棋子；分歧以不保留、也無代價的假想明智著手解決。</translation>
    </message>
    <message>
        <source>The players agree on dead stones or play on; if they cannot agree who moves next, every stone stays on the board as alive.</source>
        <translation>雙方商定死子，或者繼續下；如果無法商定下一手由誰下，所有棋子都作為活子留在棋盤上。</translation>
    </message>
    <message>
        <source>The players agree on dead stones, and a disagreement is played out by resuming play.</source>
        <translation>雙方商定死子，分歧通過恢復對局下完來解決。</translation>
    </message>
    <message>
        <source>Both players make equally many moves in a dispute phase.</source>
        <translation>在爭議階段，雙方要下同樣多的著手。</translation>
    </message>
    <message>
        <source>Once the game has ended no more moves are made; each side&apos;s stones plus the empty points it surrounds are counted.</source>
        <translation>對局結束後不再著手；計算各方的棋子加上所圍的空點。</translation>
    </message>
    <message>
        <source>Once the game has ended no more moves are made; surrounded empty points plus prisoners are counted.</source>
        <translation>對局結束後不再著手；計算所圍的空點加上提子。</translation>
    </message>
    <message>
        <source>Once the game has ended no more moves are made; each side fills its area with its remaining stones (Ing counting).</source>
        <translation>對局結束後不再著手；各方用剩餘的棋子填滿自己的空（應氏計點法）。</translation>
    </message>
    <message>
        <source>Points in seki count for nobody.</source>
        <translation>雙活中的目不歸任何一方。</translation>
    </message>
</context>
</TS>

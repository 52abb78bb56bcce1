<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>A mainstream ruleset a learner compares against; gogui keeps no copy of its text and follows it as it is commonly summarised.</source>
        <translation>学习者用来对照的主流规则；gogui 未收录其条文，按通常的概述来处理。</translation>
    </message>
    <message>
        <source>A proposal of simplified rulesets: one common core of play, then simplified Ing/NZ, Chinese, Japanese/Korean and AGA rules, each with a commentary, meant as steps towards one world-wide ruleset.</source>
        <translation>简化规则的提案：一个共同的对局核心，加上简化的应氏/新西兰、中国、日本/韩国和AGA规则，各附评注，意在逐步走向一套世界通用的规则。</translation>
    </message>
    <message>
        <source>A community wiki page (last edited October 2021) proposing basic ko with threefold repetition, minimal superko and a three-pass stop, in an area and a territory variant, with worked examples.</source>
        <translation>一个社区维基页面（最后编辑于2021年10月），提出基本劫加三次重复规则、最小超级劫和三次停一手即停止对局，分数子和数目两种形式，并附有实例。</translation>
    </message>
    <message>
        <source>The rules of the New Zealand Go Society, as given on a community wiki page.</source>
        <translation>新西兰围棋协会的规则，依据一个社区维基页面所载。</translation>
    </message>
    <message>
        <source>Janice Kim, Michael Simon and Phil Straus&apos;s explanation of the rules proposed by Ing Chang-ki; many of its examples come from Ing&apos;s SST Laws of Wei-Ch&apos;i (1991).</source>
        <translation>Janice Kim、Michael Simon 和 Phil Straus 对应昌期所提规则的解说；其中许多例子取自应氏的《SST Laws of Wei-Ch&apos;i》（1991年）。</translation>
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
        <translation>Simplified rules（简化规则）</translation>
    </message>
    <message>
        <source>Renaissance rules</source>
        <translation>Renaissance rules（文艺复兴规则）</translation>
    </message>
    <message>
        <source>New Zealand Rules of Go</source>
        <translation>New Zealand Rules of Go（新西兰围棋规则）</translation>
    </message>
    <message>
        <source>Ing&apos;s SST Rules of Go (Kim, Simon and Straus)</source>
        <translation>Ing&apos;s SST Rules of Go（应氏SST规则，Kim、Simon、Straus 的解说）</translation>
    </message>
    <message>
        <source>Japanese Rules of Go (1989)</source>
        <translation>Japanese Rules of Go (1989)（日本围棋规约）</translation>
    </message>
    <message>
        <source>Korean Baduk Association practice</source>
        <translation>韩国棋院的惯例</translation>
    </message>
    <message>
        <source>Chinese Rules of Go (1988/2002)</source>
        <translation>中国围棋竞赛规则（1988/2002年）</translation>
    </message>
    <message>
        <source>American Go Association rules</source>
        <translation>American Go Association rules（美国围棋协会规则）</translation>
    </message>
    <message>
        <source>Tromp-Taylor rules</source>
        <translation>Tromp-Taylor rules（Tromp-Taylor 规则）</translation>
    </message>
    <message>
        <source>{title}, {place} ({file})</source>
        <translation>{title}，{place}（{file}）</translation>
    </message>
    <message>
        <source>{title}, as summarised in {file}: {place}</source>
        <translation>{title}（据{file}摘要）：{place}</translation>
    </message>
    <message>
        <source>Common Simplified Rules (what a move is)</source>
        <translation>Common Simplified Rules（何为着手）</translation>
    </message>
    <message>
        <source>Common Simplified Rules (the four phases)</source>
        <translation>Common Simplified Rules（四个阶段）</translation>
    </message>
    <message>
        <source>Common Simplified Rules (the rule against recreating a distribution of stones)</source>
        <translation>Common Simplified Rules（禁止重现棋子分布的规定）</translation>
    </message>
    <message>
        <source>Simplified Chinese block (second ruleset; heading lost in the copy)</source>
        <translation>Simplified Chinese 部分（第二种规则；抄本中缺少标题）</translation>
    </message>
    <message>
        <source>Simplified Japanese / Korean block (third ruleset; heading lost in the copy)</source>
        <translation>Simplified Japanese / Korean 部分（第三种规则；抄本中缺少标题）</translation>
    </message>
    <message>
        <source>Simplified AGA block (fourth ruleset; heading lost in the copy)</source>
        <translation>Simplified AGA 部分（第四种规则；抄本中缺少标题）</translation>
    </message>
    <message>
        <source>Commentary on Simplified Ing / New Zealand (first block)</source>
        <translation>Commentary（关于 Simplified Ing / New Zealand，第一部分）</translation>
    </message>
    <message>
        <source>Commentary on Simplified Chinese (second block)</source>
        <translation>Commentary（关于 Simplified Chinese，第二部分）</translation>
    </message>
    <message>
        <source>Commentary on Simplified Japanese / Korean (third block)</source>
        <translation>Commentary（关于 Simplified Japanese / Korean，第三部分）</translation>
    </message>
    <message>
        <source>Commentary on Simplified AGA (fourth block)</source>
        <translation>Commentary（关于 Simplified AGA，第四部分）</translation>
    </message>
    <message>
        <source>{commentary} (no special treatment of cycles longer than two moves)</source>
        <translation>{commentary}（对长于两手的循环不作特别处理）</translation>
    </message>
    <message>
        <source>{commentary} (ko simplified as positional superko)</source>
        <translation>{commentary}（把劫简化为位置超级劫）</translation>
    </message>
    <message>
        <source>not stated in the text</source>
        <translation>原文未写明</translation>
    </message>
    <message>
        <source>the definitions of a play and of a move</source>
        <translation>play 与 move 的定义</translation>
    </message>
    <message>
        <source>Notes (no rule forbids suicide)</source>
        <translation>Notes（没有禁止自杀的规定）</translation>
    </message>
    <message>
        <source>the definition of a play</source>
        <translation>play 的定义</translation>
    </message>
    <message>
        <source>the definition of a move</source>
        <translation>move 的定义</translation>
    </message>
    <message>
        <source>the end of the game</source>
        <translation>对局的结束</translation>
    </message>
    <message>
        <source>the end of the game, territory and the winner</source>
        <translation>对局的结束、目数与胜者</translation>
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
        <translation>Part 2, During the game, item 1（各种规则共有的基本规定，该处未再重述）</translation>
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
        <translation>Part 2, Ending the Game（item 3 之后的注释）及 Counting</translation>
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
        <translation>Simplified Japanese / Korean 部分（第三种规则；抄本中缺少标题）（意见不一时的轮流着手中劫材无用）</translation>
    </message>
    <message>
        <source>the pass-for-each-ko reading is the preset&apos;s (gogui/engine/rules.py)</source>
        <translation>“每个劫停一手”的解读出自本预设（gogui/engine/rules.py）</translation>
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
        <translation>Ruleset notes (Japanese 1989)（各种规则共有的基本规定，该处未再重述）</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989) (basic ko rule only; Art. 7-2)</source>
        <translation>Ruleset notes (Japanese 1989)（仅有基本劫规定；Art. 7-2）</translation>
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
        <translation>Ruleset notes (Japanese 1989)（死活确认阶段，Art. 7-2）</translation>
    </message>
    <message>
        <source>Double ko seki (&apos;no territory&apos;)</source>
        <translation>Double ko seki (&apos;no territory&apos;)</translation>
    </message>
    <message>
        <source>not stated in the summary</source>
        <translation>摘要未写明</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean)</source>
        <translation>Ruleset notes (Korean)</translation>
    </message>
    <message>
        <source>Suicide as a ko threat (Korean: illegal)</source>
        <translation>Suicide as a ko threat（韩国规则：禁止）</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (the basic rule common to every ruleset, not restated there)</source>
        <translation>Ruleset notes (Korean)（各种规则共有的基本规定，该处未再重述）</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (basic ko rule)</source>
        <translation>Ruleset notes (Korean)（基本劫规定）</translation>
    </message>
    <message>
        <source>Double ko seki and Bent four (Korean: as Japanese)</source>
        <translation>Double ko seki 及 Bent four（韩国规则：与日本规则相同）</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (long cycles)</source>
        <translation>Ruleset notes (Korean)（长循环）</translation>
    </message>
    <message>
        <source>Part 1 (Introduction)</source>
        <translation>Part 1 (Introduction)</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (territory scoring)</source>
        <translation>Ruleset notes (Korean)（数目法）</translation>
    </message>
    <message>
        <source>Double ko seki (Korean: as Japanese)</source>
        <translation>Double ko seki（韩国规则：与日本规则相同）</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (suicide illegal; 2002 Art. 20)</source>
        <translation>Ruleset notes (Chinese)（禁止自杀；2002 Art. 20）</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (the basic rule common to every ruleset, not restated there)</source>
        <translation>Ruleset notes (Chinese)（各种规则共有的基本规定，该处未再重述）</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (suicide illegal)</source>
        <translation>Ruleset notes (Chinese)（禁止自杀）</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (2002 Art. 20)</source>
        <translation>Ruleset notes (Chinese) (2002 Art. 20)</translation>
    </message>
    <message>
        <source>{citation}; two passes: {design}</source>
        <translation>{citation}；两次停一手：{design}</translation>
    </message>
    <message>
        <source>Bent four in the corner (must be played out)</source>
        <translation>Bent four in the corner（必须实际下完）</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (area scoring)</source>
        <translation>Ruleset notes (Chinese)（数子法）</translation>
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
        <translation>Ruleset notes (AGA)（各种规则共有的基本规定，该处未再重述）</translation>
    </message>
    <message>
        <source>Triple ko and Sending two, returning one (AGA)</source>
        <translation>Triple ko 及 Sending two, returning one (AGA)</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA) (pass stones; White passes last)</source>
        <translation>Ruleset notes (AGA)（停着交子；白方最后停一手）</translation>
    </message>
    <message>
        <source>Bent four in the corner (play it out)</source>
        <translation>Bent four in the corner（下完以见分晓）</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA) (area-equivalent scoring with pass stones)</source>
        <translation>Ruleset notes (AGA)（借停着交子与数子法结果相同的计算）</translation>
    </message>
    <message>
        <source>Ruleset notes (Tromp-Taylor)</source>
        <translation>Ruleset notes (Tromp-Taylor)</translation>
    </message>
    <message>
        <source>Ruleset notes (Tromp-Taylor) (the basic rule common to every ruleset, not restated there)</source>
        <translation>Ruleset notes (Tromp-Taylor)（各种规则共有的基本规定，该处未再重述）</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989: basic ko rule only)</source>
        <translation>Ruleset notes（Japanese 1989：仅有基本劫规定）</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989: confirmation, Art. 7-2)</source>
        <translation>Ruleset notes（Japanese 1989：死活确认，Art. 7-2）</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA superko as the BGA reads it)</source>
        <translation>Ruleset notes（英国围棋协会 BGA 对 AGA 超级劫的解读）</translation>
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
        <translation>{source} [以{ruleset}为基础的自定义组合；{options}]</translation>
    </message>
    <message>
        <source>{source} [custom combination; {options}]</source>
        <translation>{source} [自定义组合；{options}]</translation>
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
        <translation>Simplified Japanese / Korean 部分（第三种规则；抄本中缺少标题）（得分）</translation>
    </message>
    <message>
        <source>Part 2, Counting</source>
        <translation>Part 2, Counting</translation>
    </message>
    <message>
        <source>Simplified Japanese / Korean block (third ruleset; heading lost in the copy) (seki)</source>
        <translation>Simplified Japanese / Korean 部分（第三种规则；抄本中缺少标题）（双活）</translation>
    </message>
    <message>
        <source>no option decides this rule</source>
        <translation>没有选项决定此规定</translation>
    </message>
    <message>
        <source>the diagram library&apos;s notes</source>
        <translation>图例库的说明</translation>
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
        <translation>对局者可以随时认输，由对方获胜；没有哪种规则禁止这一点，只是本文没有明言。</translation>
    </message>
    <message>
        <source>A player may resign at any time and the opponent wins; no ruleset forbids it, though the summary does not mention it.</source>
        <translation>对局者可以随时认输，由对方获胜；没有哪种规则禁止这一点，只是摘要没有提及。</translation>
    </message>
    <message>
        <source>A move is either a pass or one of the player&apos;s own stones on an empty intersection; opposing regions left without an adjacent empty intersection are removed before the player&apos;s own. Suicide is allowed, so a play may also remove the player&apos;s own region, and no play may bring back an arrangement of stones the board has shown before.</source>
        <translation>着手是停一手，或是在空交叉点上放一枚己方棋子；失去所有相邻空交叉点的对方区块先于己方区块被提取。自杀是允许的，因此着子也可以提取己方区块；任何着子都不得重现棋盘上曾经出现过的棋子排列。</translation>
    </message>
    <message>
        <source>A move is either a pass or one of the player&apos;s own stones on an empty intersection; opposing regions left without an adjacent empty intersection are removed before the player&apos;s own. A play that would need the removal of one of the player&apos;s own regions is prohibited, and no play may bring back an arrangement of stones the board has shown before.</source>
        <translation>着手是停一手，或是在空交叉点上放一枚己方棋子；失去所有相邻空交叉点的对方区块先于己方区块被提取。需要提取己方某一区块的着子是禁止的，任何着子也都不得重现棋盘上曾经出现过的棋子排列。</translation>
    </message>
    <message>
        <source>No play may bring back an arrangement of black and white stones that the board has shown before, looking at the board after the play and its removals. Cycles longer than two moves get no other special treatment.</source>
        <translation>任何着子都不得重现棋盘上曾经出现过的黑白棋子排列，以着子及其提子之后的棋盘为准。对长于两手的循环没有其他特别处理。</translation>
    </message>
    <message>
        <source>No play may bring back an arrangement of black and white stones that the board has shown before, looking at the board after the play and its removals. The commentary names this positional superko: who is to move does not matter.</source>
        <translation>任何着子都不得重现棋盘上曾经出现过的黑白棋子排列，以着子及其提子之后的棋盘为准。解说（Commentary）称之为位置超级劫：轮到谁下无关紧要。</translation>
    </message>
    <message>
        <source>A play puts one of the player&apos;s own stones on an empty intersection, so an intersection that already holds a stone cannot be played.</source>
        <translation>着子是在空交叉点上放一枚己方棋子，因此已有棋子的交叉点不能着子。</translation>
    </message>
    <message>
        <source>Once the alternation has ended and the removals are agreed or settled, no more moves are made: the winning phase gives the game to the player with the better score.</source>
        <translation>轮流着手阶段结束、提取的棋子经协商一致或裁定之后，不再着手：胜负阶段判得分较优的一方获胜。</translation>
    </message>
    <message>
        <source>On a turn a player either says &apos;pass&apos; or places a stone of their colour on an unoccupied intersection; opposing stones without liberties are removed first, then the player&apos;s own, so suicide is allowed. The play counts as a move only if the board it leaves differs from every board left by that player&apos;s earlier moves.</source>
        <translation>每轮对局者或者说“停一手”，或者在空交叉点上放一枚己色棋子；先提取无气的对方棋子，再提取己方棋子，因此允许自杀。只有当这手棋留下的棋盘与该方此前每一着之后留下的棋盘都不同时，它才算作合法着手（move）。</translation>
    </message>
    <message>
        <source>A play places a stone on an unoccupied intersection; an occupied one cannot take a stone.</source>
        <translation>着子是把棋子放在空交叉点上；已有棋子的交叉点不能再放棋子。</translation>
    </message>
    <message>
        <source>A play is not a legal move if the whole board it leaves is the board &quot;after any of that player&apos;s previous moves&quot;, passes included. This is situational superko: a board may come back only with the other player to move.</source>
        <translation>若一手棋留下的整个棋盘与“该方此前任何一着之后”（包括停一手）的棋盘相同，它就不是合法着手。这就是情境超级劫：同一棋盘只能在轮到对方下时再次出现。</translation>
    </message>
    <message>
        <source>The game ends once both players agree there is nothing worthwhile left to play, and dead stones may then be taken off by mutual agreement. Players who disagree about dead stones keep playing; if they cannot settle who is to move next, every stone stays on the board as alive and is counted.</source>
        <translation>双方一致认为已无值得下的地方时，对局结束，之后可经双方同意取走死子。对死子有分歧的对局者继续下；如果无法决定下一手由谁下，所有棋子都作为活子留在棋盘上并计算在内。</translation>
    </message>
    <message>
        <source>Once the players have agreed that the game is finished and settled the dead stones, no more moves are made; each player&apos;s territory is counted (stones plus the empty points they surround) and the player with more points wins.</source>
        <translation>双方同意对局结束并处理好死子后，不再着手；计算各方的子空（棋子加上所围的空点），点数多的一方获胜。</translation>
    </message>
    <message>
        <source>On each turn a player plays a stone or passes. A single stone that would only capture itself counts as a pass, a suicide of more stones is legal, and a play is refused only when it recaptures a hot stone at once or disturbs a cycle a second time.</source>
        <translation>每轮对局者着子或停一手。只会提掉自己的单个棋子视为停一手，多子自杀是合法的；只有立即回提热子或第二次搅劫时，着子才会被拒绝。</translation>
    </message>
    <message>
        <source>A turn puts a stone on an empty point or is a pass; a point that holds a stone cannot be played.</source>
        <translation>一轮是在空点上放一枚棋子或停一手；已有棋子的点不能着子。</translation>
    </message>
    <message>
        <source>Self-capture of a single stone is treated as a pass play. Suicide of two or more stones is legal: the player&apos;s own stones come off, which can make a ko threat or change liberty counts but never gains points.</source>
        <translation>单子自杀视为停一手。两子以上的自杀是合法的：己方棋子被提走，这可以制造劫材或改变气数，但绝不会得分。</translation>
    </message>
    <message>
        <source>A stone that has just captured in a basic ko may not be captured back at once; the SST article calls this basic to every rule system. Such a stone is the simplest kind of hot stone.</source>
        <translation>在基本劫中刚提子的棋子不得立即被回提；SST 一文称这一点是各种规则体系的基础。这样的棋子是最简单的一种热子。</translation>
    </message>
    <message>
        <source>In a fighting ko the stones that have just captured are hot stones: they may not be taken until some other move or pass has been played in between. Hot stones may be several stones (double hot stones in long life, twin hot stones in a triple ko), which turns complex kos into basic kos.</source>
        <translation>在争劫中，刚提子的棋子是热子：在中间下过另一手棋或停一手之前，不得提取它们。热子可以是几枚棋子（长生劫中的双热子、三劫循环中的孪生热子），这样复杂的劫就变成了基本劫。</translation>
    </message>
    <message>
        <source>Setting off a cyclic sequence of repeated positions is called disturbing, and each player may disturb only once in the whole game. After that the disturber may not start the cycle again, so a balanced ko is no endless source of ko threats and false-eyed groups cannot kill real-eyed ones.</source>
        <translation>开始一个局面重复的循环称为搅劫，每位对局者在整局中只能搅劫一次。此后搅劫者不得再次开始该循环，因此均衡劫不会成为取之不尽的劫材来源，有假眼的棋也无法杀死有真眼的棋。</translation>
    </message>
    <message>
        <source>Two consecutive passes adjourn the game so that the players can settle which groups are alive. If they agree the game is over; if not, play resumes until the dispute is settled, and two more passes after agreement end the game.</source>
        <translation>连续两次停一手使对局暂停，以便双方确定哪些棋是活棋。若双方一致，对局结束；若不一致，则恢复对局直到争议解决，达成一致后再连续两次停一手即结束对局。</translation>
    </message>
    <message>
        <source>After the final pass, or once counting has begun, play may not resume, even for an overlooked point. Each side then fills its area with its remaining stones (Ing counting) and the winner is the side with empty points left.</source>
        <translation>最后一次停一手之后，或开始计算之后，即使有遗漏的点也不得恢复对局。然后各方用剩余的棋子填满自己的空（应氏计点法），仍有空点剩余的一方获胜。</translation>
    </message>
    <message>
        <source>A game may end by resignation; once it is resigned, a win on time can no longer be called.</source>
        <translation>对局可以以认输结束；认输之后，不能再以超时判胜。</translation>
    </message>
    <message>
        <source>Two successive passes end the alternation, and the players then agree or disagree on which stones to remove. If they disagree, nothing is removed and alternation continues as a contest of skill until two more successive passes; then the score (stones plus surrounded empty regions) decides.</source>
        <translation>连续两次停一手结束轮流着手阶段，之后双方就提取哪些棋子达成一致或不一致。若不一致，则不提取任何棋子，作为技艺较量的轮流着手继续进行，直到再连续两次停一手；然后以得分（棋子加上所围的空区块）决定胜负。</translation>
    </message>
    <message>
        <source>Suicide is forbidden: no play may be made that would need one of the player&apos;s own regions removed.</source>
        <translation>禁止自杀：不得下需要提取己方某一区块的着子。</translation>
    </message>
    <message>
        <source>Two successive passes end the alternation, and the players then agree or disagree on which stones to remove. A disagreement is played out in continued alternation, a contest of skill a referee may not overrule, until two more successive passes.</source>
        <translation>连续两次停一手结束轮流着手阶段，之后双方就提取哪些棋子达成一致或不一致。分歧以继续轮流着手来解决，这是裁判不得推翻的技艺较量，直到再连续两次停一手为止。</translation>
    </message>
    <message>
        <source>In the imagined wise play that settles a disagreement, recreating a position is treated wisely so that ko threats are of no use. We read this as: a player whose stone was taken in a ko may retake it there only after passing once for that ko.</source>
        <translation>在解决分歧的假想明智着手中，局面的重现也被明智地处理，使劫材没有用处。gogui 对此的理解是：在劫中被提子的一方，只有为该劫停一手之后，才能在那里回提。</translation>
    </message>
    <message>
        <source>Two successive passes end the alternation. If the players disagree on removals, the stones that wise continued play could have removed are removed, judged by imagined play that is not kept and costs nothing, with stones in seki left alone; there is no confirmation phase, so dame and needed defensive moves belong in the alternation.</source>
        <translation>连续两次停一手结束轮流着手阶段。若双方对提子有分歧，则提取明智地继续轮流着手本可提取的棋子，以不保留、也无代价的假想着手来判断，双活中的棋子不动；没有死活确认阶段，所以单官和必要的防守着手应在轮流着手阶段下完。</translation>
    </message>
    <message>
        <source>Once the alternation has ended and the removals are settled, the winning phase scores each player&apos;s surrounded empty regions plus prisoners; intersections in seki score for nobody.</source>
        <translation>轮流着手阶段结束、提取的棋子确定之后，胜负阶段计算各方所围的空区块加上提子；双活中的交叉点不归任何一方。</translation>
    </message>
    <message>
        <source>Suicide is prohibited: a play may not require the removal of one of the player&apos;s own regions.</source>
        <translation>禁止自杀：着子不得需要提取己方某一区块。</translation>
    </message>
    <message>
        <source>Two successive passes end the alternation, with an extra pass by White if White did not pass last. Every pass adds one of the passer&apos;s stones to the prisoners, and a disagreement on removals is played out in continued alternation until two more passes.</source>
        <translation>连续两次停一手结束轮流着手阶段，若白方不是最后停一手的一方，则白方再停一手。每次停一手都要把停着方的一枚棋子加入提子，对提子的分歧以继续轮流着手来解决，直到再两次停一手。</translation>
    </message>
    <message>
        <source>A move is a board play or a pass, and suicide is allowable. A board play is illegal only as an immediate basic ko recapture or when it would recreate the position in which the last two successive passes were made (minimal superko).</source>
        <translation>着手是盘上着子或停一手，允许自杀。只有立即回提基本劫，或重现最后一次连续两次停一手时的局面（最小超级劫），盘上着子才是非法的。</translation>
    </message>
    <message>
        <source>A board play puts a stone on an empty intersection; the text counts this among the trivial basic definitions it leaves out.</source>
        <translation>盘上着子是在空交叉点上放一枚棋子；原文把这一点列为它所略去的简单基本定义之一。</translation>
    </message>
    <message>
        <source>Basic ko: when a single stone has captured a single stone, it may not be captured back on the very next move.</source>
        <translation>基本劫：单子提取单子后，紧接着的下一手不得将其回提。</translation>
    </message>
    <message>
        <source>Minimal superko: a board play may not recreate the position in which the last two successive passes were made. Only that one position is remembered, so two passes block a later return to it.</source>
        <translation>最小超级劫：盘上着子不得重现最后一次连续两次停一手时的局面。只记住这一个局面，因此两次停一手会阻止此后回到该局面。</translation>
    </message>
    <message>
        <source>Threefold repetition: when board plays bring the same position about a third time, the game ends. It is a draw if both players captured equally many stones in the loop; otherwise the player who captured fewer loses.</source>
        <translation>三次重复：盘上着子第三次造成同一局面时，对局结束。若双方在循环中提子数相同则为和棋；否则提子较少的一方负。</translation>
    </message>
    <message>
        <source>Play is over when nobody resumes after a stop, and the stopped position is then scored; a threefold repetition ends the game at once, decided by the captures in the loop.</source>
        <translation>停止后无人恢复对局，对局即告结束，随后对停止时的局面计分；出现三次重复时对局立即结束，由循环中的提子决定胜负。</translation>
    </message>
    <message>
        <source>Resigning is one of the basic rules: a player may resign and the opponent wins.</source>
        <translation>认输是基本规定之一：对局者可以认输，由对方获胜。</translation>
    </message>
    <message>
        <source>Three successive passes stop play and end the game phase. Resumption may be requested, a limited number of times, and starts a dispute phase with the move order kept; in the stopped position dead strings are those their owner acknowledges.</source>
        <translation>连续三次停一手使对局停止并结束对局阶段。可以请求恢复对局，次数有限，恢复后保持着手顺序开始争议阶段；在停止时的局面中，死棋串是其所有者承认的那些棋串。</translation>
    </message>
    <message>
        <source>Three successive passes stop play and end the game phase; resumption may be requested a limited number of times and starts a dispute phase with the move order kept. In dispute phases a pass hands the opponent a prisoner and both players must make equally many moves, with an obligatory extra pass if needed.</source>
        <translation>连续三次停一手使对局停止并结束对局阶段；可以请求恢复对局，次数有限，恢复后保持着手顺序开始争议阶段。在争议阶段，停一手要交给对方一枚提子，双方必须下同样多的着手，必要时须强制再停一手。</translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. A play that would leave a group of one&apos;s own without liberties is not allowed (article 4), and the basic ko rule forbids retaking a ko at once; there is no superko.</source>
        <translation>双方轮流在空点上放一枚棋子或停一手。使己方棋子无气的着子是不允许的（第4条），基本劫规定禁止立即回提劫；没有超级劫规定。</translation>
    </message>
    <message>
        <source>A stone is placed on a vacant point; a point that holds a stone cannot be played.</source>
        <translation>棋子放在空点上；已有棋子的点不能着子。</translation>
    </message>
    <message>
        <source>No group without liberties may exist on the board, so a play that would leave the player&apos;s own stones without liberties is illegal (article 4).</source>
        <translation>棋盘上不得存在无气的棋子，因此使己方棋子无气的着子是禁止的（第4条）。</translation>
    </message>
    <message>
        <source>Ko: a stone that has just captured a single stone in a ko may not be captured back at once, so a ko threat must come first. In the confirmation after play, a player whose stone was taken in a ko may retake it only after passing once for that ko (article 7-2).</source>
        <translation>劫：在劫中刚提取单子的棋子不得立即被回提，所以必须先找劫材。在对局后的死活确认中，在劫中被提子的一方，只有为该劫停一手（放弃着手）之后才能回提（第7条第2项）。</translation>
    </message>
    <message>
        <source>A long cycle such as a triple ko or eternal life can repeat for ever under the basic ko rule; when the whole-board position repeats and the players agree, the game ends with no result (article 12). We end it when the same position with the same player to move comes a third time without a pass.</source>
        <translation>在基本劫规定下，三劫循环或长生劫之类的长循环可以无限重复；当全局局面重复且双方同意时，对局以无胜负结束（第12条）。gogui 在同一方轮走的同一局面未经停一手而第三次出现时结束对局。</translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops and they agree which stones are dead. A disagreement is settled by confirmation, play that is not kept, in which a ko may be retaken only after a pass for that ko (article 7-2).</source>
        <translation>双方相继停一手后对局停止，双方商定哪些棋子是死子。分歧以死活确认解决，这是不保留的着手，其中只有为该劫停一手之后才能回提劫（第7条第2项）。</translation>
    </message>
    <message>
        <source>Once play has stopped and life and death is confirmed, the game is over: territory and prisoners are counted, and points in seki count for nobody.</source>
        <translation>对局停止并确认死活之后，对局结束：计算所围的目和提子，双活中的目不归任何一方。</translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. Suicide is illegal and the basic ko rule forbids retaking a ko at once; there is no superko.</source>
        <translation>双方轮流在空点上放一枚棋子或停一手。禁止自杀，基本劫规定禁止立即回提劫；没有超级劫规定。</translation>
    </message>
    <message>
        <source>A play that would leave the player&apos;s own stones without liberties is illegal.</source>
        <translation>使己方棋子无气的着子是禁止的。</translation>
    </message>
    <message>
        <source>Ko: a stone that has just captured a single stone in a ko may not be captured back at once. Life and death is confirmed as under the Japanese rules, where a ko may be retaken only after passing once for it.</source>
        <translation>劫：在劫中刚提取单子的棋子不得立即被回提。死活的确认与日本规则相同，其中只有为该劫停一手之后才能回提劫。</translation>
    </message>
    <message>
        <source>A long cycle that the players keep repeating annuls the game: it ends without result (the Korean word is rendered as a draw). The SST article likewise reports that the Korean association voids games that contain complex or multiple kos unless a player concedes the local fight.</source>
        <translation>双方一再重复的长循环使对局无效：对局以无胜负结束（这个韩语词在英语中译作 draw）。SST 一文同样提到，韩国棋院会将含有复杂劫或多个劫的对局判为无效，除非一方在局部让步。</translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops and they agree which stones are dead; a disagreement is settled by confirmation as under the Japanese rules.</source>
        <translation>双方相继停一手后对局停止，双方商定哪些棋子是死子；分歧与日本规则一样以死活确认解决。</translation>
    </message>
    <message>
        <source>Once play has stopped and life and death is settled, territory and prisoners are counted, and points in seki count for nobody.</source>
        <translation>对局停止并确定死活之后，计算所围的目和提子，双活中的目不归任何一方。</translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. Suicide is illegal, and a play may not repeat a whole-board position that has occurred before (we apply the written superko rule as positional superko).</source>
        <translation>双方轮流在空点上放一枚棋子或停一手。禁止自杀，着子也不得重复此前出现过的全局局面（gogui 将成文的全局同形规定作为位置超级劫来执行）。</translation>
    </message>
    <message>
        <source>The 2002 rules forbid whole-board repetition in principle (article 20), read here as positional superko: no play may recreate an earlier board. In practice referees settle some long cycles otherwise (no result, draw or replay).</source>
        <translation>2002 年的规则原则上禁止全局同形再现（第20条），此处将其理解为位置超级劫：任何着子都不得重现此前的棋盘。实际上，裁判对某些长循环另作处理（无胜负、和棋或重赛）。</translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops and they agree which stones are dead. Under area scoring a disputed position is simply played out, since playing inside one&apos;s own area costs nothing.</source>
        <translation>双方相继停一手后对局停止，双方商定哪些棋子是死子。在数子法下，有争议的局面只需下完即可，因为在自己的空内着子没有损失。</translation>
    </message>
    <message>
        <source>Once play has stopped and the dead stones are agreed, each side&apos;s area, its stones plus the points it surrounds, is counted.</source>
        <translation>对局停止并商定死子之后，计算各方的子空，即己方棋子加上所围的点。</translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. Self-capture is an illegal move, and superko forbids a play that brings back an earlier board with the same player to move.</source>
        <translation>双方轮流在空点上放一枚棋子或停一手。自提是非法着手，超级劫规定禁止在同一方轮走时重现此前的棋盘。</translation>
    </message>
    <message>
        <source>Self-capture is an illegal move: a play may not leave the player&apos;s own stones without liberties.</source>
        <translation>自提是非法着手：着子不得使己方棋子无气。</translation>
    </message>
    <message>
        <source>Superko, commonly read as situational: a play may not recreate an earlier board position with the same player to move. (The BGA reads it as natural situational superko instead.)</source>
        <translation>超级劫，通常理解为情境超级劫：着子不得在同一方轮走时重现此前的棋盘局面。（英国围棋协会（BGA）则将其理解为自然情境超级劫。）</translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops; each pass hands the opponent a stone as a prisoner, and White passes last, adding a pass if Black passed last. A disagreement about dead stones is played out.</source>
        <translation>双方相继停一手后对局停止；每次停一手都要交给对方一枚棋子作为提子，并由白方最后停一手，若黑方最后停一手，白方要再停一手。对死子的分歧通过下完来解决。</translation>
    </message>
    <message>
        <source>Once play has stopped and the dead stones are agreed, the area is counted; with the pass stones and White passing last, territory counting gives the same result.</source>
        <translation>对局停止并商定死子之后，按数子法计算；由于有停着交子和白方最后停一手，按数目法计算的结果相同。</translation>
    </message>
    <message>
        <source>Players alternately place a stone on an empty point or pass. Suicide is allowed, and positional superko forbids any play that recreates an earlier board.</source>
        <translation>双方轮流在空点上放一枚棋子或停一手。允许自杀，位置超级劫禁止任何重现此前棋盘的着子。</translation>
    </message>
    <message>
        <source>A stone is placed on an empty point; a point that holds a stone cannot be played.</source>
        <translation>棋子放在空点上；已有棋子的点不能着子。</translation>
    </message>
    <message>
        <source>Positional superko: no play may recreate a board position that occurred earlier in the game, whoever is to move.</source>
        <translation>位置超级劫：无论轮到谁下，着子都不得重现本局此前出现过的棋盘局面。</translation>
    </message>
    <message>
        <source>Two successive passes end the game. Every stone still on the board counts as alive, and the area is scored as it stands.</source>
        <translation>连续两次停一手即结束对局。仍在棋盘上的每一枚棋子都算作活子，按当时的局面数子计分。</translation>
    </message>
    <message>
        <source>After two successive passes the game is over and no more moves are made; the stones left on the board all count as alive and the area is counted.</source>
        <translation>连续两次停一手后对局结束，不再着手；留在棋盘上的棋子全部算作活子，按数子法计算。</translation>
    </message>
    <message>
        <source>Basic ko: a stone that has just captured a single stone in a ko may not be captured back at once; no other repetition is forbidden.</source>
        <translation>基本劫：在劫中刚提取单子的棋子不得立即被回提；其他重复都不禁止。</translation>
    </message>
    <message>
        <source>A stone that has just captured in a basic ko may not be captured back at once; under the Ing rules such a stone is the simplest kind of hot stone.</source>
        <translation>在基本劫中刚提子的棋子不得立即被回提；在应氏规则下，这样的棋子是最简单的一种热子。</translation>
    </message>
    <message>
        <source>In the confirmation play after play stops, a player whose stone was taken in a ko may retake it only after passing once for that ko (article 7-2).</source>
        <translation>在对局停止后的死活确认着手中，在劫中被提子的一方，只有为该劫停一手之后才能回提（第7条第2项）。</translation>
    </message>
    <message>
        <source>In the imagined wise play that settles a disagreement, ko threats are of no use: a player whose stone was taken in a ko may retake it only after passing once for that ko.</source>
        <translation>在解决分歧的假想明智着手中，劫材没有用处：在劫中被提子的一方，只有为该劫停一手之后才能回提。</translation>
    </message>
    <message>
        <source>Positional superko: no play may bring back an arrangement of black and white stones that the board has shown before, whoever is to move.</source>
        <translation>位置超级劫：无论轮到谁下，着子都不得重现棋盘上曾经出现过的黑白棋子排列。</translation>
    </message>
    <message>
        <source>Situational superko: a play may not leave the whole board as it stood &quot;after any of that player&apos;s previous moves&quot;, so a board may come back only with the other player to move.</source>
        <translation>情境超级劫：着子不得使整个棋盘回到“该方此前任何一着之后”的样子，因此同一棋盘只能在轮到对方下时再次出现。</translation>
    </message>
    <message>
        <source>Natural situational superko: a player may not use a board play to recreate a board that the same player created with a board play; boards after passes and the start are nobody&apos;s creation.</source>
        <translation>自然情境超级劫：对局者不得以盘上着子重现自己曾以盘上着子造成的棋盘；停一手之后的棋盘和开局时的棋盘不算任何人造成的。</translation>
    </message>
    <message>
        <source>Minimal superko: a board play may not recreate the position in which the last two successive passes were made.</source>
        <translation>最小超级劫：盘上着子不得重现最后一次连续两次停一手时的局面。</translation>
    </message>
    <message>
        <source>In a fighting ko the stones that have just captured are hot stones, which may not be taken until some other move or pass has been played in between; this turns complex kos into basic kos.</source>
        <translation>在争劫中，刚提子的棋子是热子，在中间下过另一手棋或停一手之前不得提取；这样复杂的劫就变成了基本劫。</translation>
    </message>
    <message>
        <source>Setting off a cyclic sequence of repeated positions is called disturbing, and each player may disturb only once in the game.</source>
        <translation>开始一个局面重复的循环称为搅劫，每位对局者在一局中只能搅劫一次。</translation>
    </message>
    <message>
        <source>Only basic ko restricts repetition: a ko may not be retaken at once.</source>
        <translation>只有基本劫限制重复：劫不得立即回提。</translation>
    </message>
    <message>
        <source>No play may recreate an earlier board, whoever is to move (positional superko).</source>
        <translation>无论轮到谁下，着子都不得重现此前的棋盘（位置超级劫）。</translation>
    </message>
    <message>
        <source>No play may recreate an earlier board with the same player to move (situational superko).</source>
        <translation>着子不得在同一方轮走时重现此前的棋盘（情境超级劫）。</translation>
    </message>
    <message>
        <source>No board play may recreate a board that the same player created (natural situational superko).</source>
        <translation>盘上着子不得重现同一方曾造成的棋盘（自然情境超级劫）。</translation>
    </message>
    <message>
        <source>Basic ko applies, and no board play may recreate the position in which the last two successive passes were made (minimal superko).</source>
        <translation>适用基本劫，且盘上着子不得重现最后一次连续两次停一手时的局面（最小超级劫）。</translation>
    </message>
    <message>
        <source>Hot stones may not be captured back at once, and each player may disturb a cycle only once.</source>
        <translation>热子不得立即被回提，每位对局者只能搅劫一次。</translation>
    </message>
    <message>
        <source>Self-capture of a single stone is treated as a pass play; suicide of two or more stones is legal.</source>
        <translation>单子自杀视为停一手；两子以上的自杀是合法的。</translation>
    </message>
    <message>
        <source>A long cycle that the players repeat ends the game with no result (article 12); we end it when the same position with the same player to move comes a third time without a pass.</source>
        <translation>双方反复进行的长循环使对局以无胜负结束（第12条）；gogui 在同一方轮走的同一局面未经停一手而第三次出现时结束对局。</translation>
    </message>
    <message>
        <source>Threefold repetition: the same position arising a third time ends the game, drawn if both players captured equally many stones in the loop, otherwise lost by the player who captured fewer.</source>
        <translation>三次重复：同一局面第三次出现时对局结束；若双方在循环中提子数相同则为和棋，否则提子较少的一方负。</translation>
    </message>
    <message>
        <source>A move is a pass or a stone on an empty intersection, and suicide is forbidden.</source>
        <translation>着手是停一手或在空交叉点上放一枚棋子，禁止自杀。</translation>
    </message>
    <message>
        <source>A move is a pass or a stone on an empty intersection, and suicide is allowed.</source>
        <translation>着手是停一手或在空交叉点上放一枚棋子，允许自杀。</translation>
    </message>
    <message>
        <source>A move is a pass or a stone on an empty intersection, and a one-stone suicide counts as a pass and a larger one is legal.</source>
        <translation>着手是停一手或在空交叉点上放一枚棋子，单子自杀视为停一手，两子以上的自杀是合法的。</translation>
    </message>
    <message>
        <source>Three successive passes stop play.</source>
        <translation>连续三次停一手使对局停止。</translation>
    </message>
    <message>
        <source>Three successive passes stop play, with an extra pass by White if Black passed last.</source>
        <translation>连续三次停一手使对局停止，若黑方最后停一手，白方要再停一手。</translation>
    </message>
    <message>
        <source>Two successive passes stop play.</source>
        <translation>连续两次停一手使对局停止。</translation>
    </message>
    <message>
        <source>Two successive passes stop play, with an extra pass by White if Black passed last.</source>
        <translation>连续两次停一手使对局停止，若黑方最后停一手，白方要再停一手。</translation>
    </message>
    <message>
        <source>Every pass hands the opponent a prisoner.</source>
        <translation>每次停一手都要交给对方一枚提子。</translation>
    </message>
    <message>
        <source>Every pass hands the opponent a prisoner, and both players make equally many moves in a dispute phase.</source>
        <translation>每次停一手都要交给对方一枚提子，并且在争议阶段双方要下同样多的着手。</translation>
    </message>
    <message>
        <source>A pass in a dispute phase hands the opponent a prisoner.</source>
        <translation>争议阶段中的停一手要交给对方一枚提子。</translation>
    </message>
    <message>
        <source>A pass in a dispute phase hands the opponent a prisoner, and both players make equally many moves in a dispute phase.</source>
        <translation>争议阶段中的停一手要交给对方一枚提子，并且在争议阶段双方要下同样多的着手。</translation>
    </message>
    <message>
        <source>The game then ends and every stone on the board counts as alive.</source>
        <translation>之后对局结束，棋盘上的每一枚棋子都算作活子。</translation>
    </message>
    <message>
        <source>The players agree on dead stones; a disagreement is settled by a confirmation play that is not kept (article 7-2).</source>
        <translation>双方商定死子；分歧以不保留的死活确认着手解决（第7条第2项）。</translation>
    </message>
    <message>
        <source>The players agree on removals; a disagreement is settled by imagined wise play that is not kept and costs nothing.</source>
        <translation>双方商定提取哪些棋子；分歧以不保留、也无代价的假想明智着手解决。</translation>
    </message>
    <message>
        <source>The players agree on dead stones or play on; if they cannot agree who moves next, every stone stays on the board as alive.</source>
        <translation>双方商定死子，或者继续下；如果无法商定下一手由谁下，所有棋子都作为活子留在棋盘上。</translation>
    </message>
    <message>
        <source>The players agree on dead stones, and a disagreement is played out by resuming play.</source>
        <translation>双方商定死子，分歧通过恢复对局下完来解决。</translation>
    </message>
    <message>
        <source>Both players make equally many moves in a dispute phase.</source>
        <translation>在争议阶段，双方要下同样多的着手。</translation>
    </message>
    <message>
        <source>Once the game has ended no more moves are made; each side&apos;s stones plus the empty points it surrounds are counted.</source>
        <translation>对局结束后不再着手；计算各方的棋子加上所围的空点。</translation>
    </message>
    <message>
        <source>Once the game has ended no more moves are made; surrounded empty points plus prisoners are counted.</source>
        <translation>对局结束后不再着手；计算所围的空点加上提子。</translation>
    </message>
    <message>
        <source>Once the game has ended no more moves are made; each side fills its area with its remaining stones (Ing counting).</source>
        <translation>对局结束后不再着手；各方用剩余的棋子填满自己的空（应氏计点法）。</translation>
    </message>
    <message>
        <source>Points in seki count for nobody.</source>
        <translation>双活中的目不归任何一方。</translation>
    </message>
</context>
</TS>

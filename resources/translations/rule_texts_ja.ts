<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>A mainstream ruleset a learner compares against; gogui keeps no copy of its text and follows it as it is commonly summarised.</source>
        <translation>学ぶ人が比較の基準にする主要なルールです。gogui はその条文の写しを持たず、一般に要約されている内容に従います。</translation>
    </message>
    <message>
        <source>A proposal of simplified rulesets: one common core of play, then simplified Ing/NZ, Chinese, Japanese/Korean and AGA rules, each with a commentary, meant as steps towards one world-wide ruleset.</source>
        <translation>簡易ルールの提案です。共通の対局の核に、簡易版の応氏/NZ・中国・日本/韓国・AGAルールを加え、それぞれに解説を付けたもので、世界共通のルールへ向かう段階として書かれています。</translation>
    </message>
    <message>
        <source>A community wiki page (last edited October 2021) proposing basic ko with threefold repetition, minimal superko and a three-pass stop, in an area and a territory variant, with worked examples.</source>
        <translation>コミュニティのウィキのページ（最終編集2021年10月）です。基本のコウと3回反復の規定、ミニマル・スーパーコウ、3回のパスによる停止を、面積計算と地の計算の2つの形で提案し、例を挙げて説明しています。</translation>
    </message>
    <message>
        <source>The rules of the New Zealand Go Society, as given on a community wiki page.</source>
        <translation>ニュージーランド囲碁協会のルールです。コミュニティのウィキのページに載っているものによります。</translation>
    </message>
    <message>
        <source>Janice Kim, Michael Simon and Phil Straus&apos;s explanation of the rules proposed by Ing Chang-ki; many of its examples come from Ing&apos;s SST Laws of Wei-Ch&apos;i (1991).</source>
        <translation>応昌期が提案したルールについての、Janice Kim、Michael Simon、Phil Straus による解説です。例の多くは応氏の『SST Laws of Wei-Ch&apos;i』（1991年）から取られています。</translation>
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
        <translation>Simplified rules（簡易ルール）</translation>
    </message>
    <message>
        <source>Renaissance rules</source>
        <translation>Renaissance rules（ルネサンスルール）</translation>
    </message>
    <message>
        <source>New Zealand Rules of Go</source>
        <translation>New Zealand Rules of Go（ニュージーランド囲碁規則）</translation>
    </message>
    <message>
        <source>Ing&apos;s SST Rules of Go (Kim, Simon and Straus)</source>
        <translation>Ing&apos;s SST Rules of Go（応氏SSTルール、Kim・Simon・Strausによる解説）</translation>
    </message>
    <message>
        <source>Japanese Rules of Go (1989)</source>
        <translation>日本囲碁規約（1989年）</translation>
    </message>
    <message>
        <source>Korean Baduk Association practice</source>
        <translation>韓国棋院の慣行</translation>
    </message>
    <message>
        <source>Chinese Rules of Go (1988/2002)</source>
        <translation>Chinese Rules of Go (1988/2002)（中国囲碁競技規則）</translation>
    </message>
    <message>
        <source>American Go Association rules</source>
        <translation>American Go Association rules（米国囲碁協会ルール）</translation>
    </message>
    <message>
        <source>Tromp-Taylor rules</source>
        <translation>Tromp-Taylor rules（トロンプ・テイラールール）</translation>
    </message>
    <message>
        <source>{title}, {place} ({file})</source>
        <translation>{title}、{place}（{file}）</translation>
    </message>
    <message>
        <source>{title}, as summarised in {file}: {place}</source>
        <translation>{title}（{file}による要約）：{place}</translation>
    </message>
    <message>
        <source>Common Simplified Rules (what a move is)</source>
        <translation>Common Simplified Rules（着手とは何か）</translation>
    </message>
    <message>
        <source>Common Simplified Rules (the four phases)</source>
        <translation>Common Simplified Rules（4つの段階）</translation>
    </message>
    <message>
        <source>Common Simplified Rules (the rule against recreating a distribution of stones)</source>
        <translation>Common Simplified Rules（石の配置の再現を禁じる規定）</translation>
    </message>
    <message>
        <source>Simplified Chinese block (second ruleset; heading lost in the copy)</source>
        <translation>Simplified Chinese のブロック（2番目のルール。写しでは見出しが欠落）</translation>
    </message>
    <message>
        <source>Simplified Japanese / Korean block (third ruleset; heading lost in the copy)</source>
        <translation>Simplified Japanese / Korean のブロック（3番目のルール。写しでは見出しが欠落）</translation>
    </message>
    <message>
        <source>Simplified AGA block (fourth ruleset; heading lost in the copy)</source>
        <translation>Simplified AGA のブロック（4番目のルール。写しでは見出しが欠落）</translation>
    </message>
    <message>
        <source>Commentary on Simplified Ing / New Zealand (first block)</source>
        <translation>Commentary（Simplified Ing / New Zealand について。1番目のブロック）</translation>
    </message>
    <message>
        <source>Commentary on Simplified Chinese (second block)</source>
        <translation>Commentary（Simplified Chinese について。2番目のブロック）</translation>
    </message>
    <message>
        <source>Commentary on Simplified Japanese / Korean (third block)</source>
        <translation>Commentary（Simplified Japanese / Korean について。3番目のブロック）</translation>
    </message>
    <message>
        <source>Commentary on Simplified AGA (fourth block)</source>
        <translation>Commentary（Simplified AGA について。4番目のブロック）</translation>
    </message>
    <message>
        <source>{commentary} (no special treatment of cycles longer than two moves)</source>
        <translation>{commentary}（2手より長い循環に特別な扱いはない）</translation>
    </message>
    <message>
        <source>{commentary} (ko simplified as positional superko)</source>
        <translation>{commentary}（コウをポジショナル・スーパーコウとして簡略化）</translation>
    </message>
    <message>
        <source>not stated in the text</source>
        <translation>本文には書かれていない</translation>
    </message>
    <message>
        <source>the definitions of a play and of a move</source>
        <translation>play と move の定義</translation>
    </message>
    <message>
        <source>Notes (no rule forbids suicide)</source>
        <translation>Notes（自殺手を禁じる規定はない）</translation>
    </message>
    <message>
        <source>the definition of a play</source>
        <translation>play の定義</translation>
    </message>
    <message>
        <source>the definition of a move</source>
        <translation>move の定義</translation>
    </message>
    <message>
        <source>the end of the game</source>
        <translation>対局の終わり</translation>
    </message>
    <message>
        <source>the end of the game, territory and the winner</source>
        <translation>対局の終わり、地と勝者</translation>
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
        <translation>Part 2, During the game, item 1（すべてのルールに共通する基本の規定で、そこでは改めて述べられていない）</translation>
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
        <translation>Part 2, Ending the Game（item 3 の後の注記）、Counting</translation>
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
        <translation>Simplified Japanese / Korean のブロック（3番目のルール。写しでは見出しが欠落）（不一致時の交互着手ではコウ材が役に立たない）</translation>
    </message>
    <message>
        <source>the pass-for-each-ko reading is the preset&apos;s (gogui/engine/rules.py)</source>
        <translation>コウごとに一度パスするという読み方はこのプリセットのもの（gogui/engine/rules.py）</translation>
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
        <translation>Ruleset notes (Japanese 1989)（すべてのルールに共通する基本の規定で、そこでは改めて述べられていない）</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989) (basic ko rule only; Art. 7-2)</source>
        <translation>Ruleset notes (Japanese 1989)（基本のコウの規定のみ；Art. 7-2）</translation>
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
        <translation>Ruleset notes (Japanese 1989)（死活確認の段階、Art. 7-2）</translation>
    </message>
    <message>
        <source>Double ko seki (&apos;no territory&apos;)</source>
        <translation>Double ko seki (&apos;no territory&apos;)</translation>
    </message>
    <message>
        <source>not stated in the summary</source>
        <translation>要約には書かれていない</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean)</source>
        <translation>Ruleset notes (Korean)</translation>
    </message>
    <message>
        <source>Suicide as a ko threat (Korean: illegal)</source>
        <translation>Suicide as a ko threat（韓国ルール：禁止）</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (the basic rule common to every ruleset, not restated there)</source>
        <translation>Ruleset notes (Korean)（すべてのルールに共通する基本の規定で、そこでは改めて述べられていない）</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (basic ko rule)</source>
        <translation>Ruleset notes (Korean)（基本のコウの規定）</translation>
    </message>
    <message>
        <source>Double ko seki and Bent four (Korean: as Japanese)</source>
        <translation>Double ko seki、Bent four（韓国ルール：日本ルールと同じ）</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (long cycles)</source>
        <translation>Ruleset notes (Korean)（長い循環）</translation>
    </message>
    <message>
        <source>Part 1 (Introduction)</source>
        <translation>Part 1 (Introduction)</translation>
    </message>
    <message>
        <source>Ruleset notes (Korean) (territory scoring)</source>
        <translation>Ruleset notes (Korean)（地の計算）</translation>
    </message>
    <message>
        <source>Double ko seki (Korean: as Japanese)</source>
        <translation>Double ko seki（韓国ルール：日本ルールと同じ）</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (suicide illegal; 2002 Art. 20)</source>
        <translation>Ruleset notes (Chinese)（自殺手は禁止；2002 Art. 20）</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (the basic rule common to every ruleset, not restated there)</source>
        <translation>Ruleset notes (Chinese)（すべてのルールに共通する基本の規定で、そこでは改めて述べられていない）</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (suicide illegal)</source>
        <translation>Ruleset notes (Chinese)（自殺手は禁止）</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (2002 Art. 20)</source>
        <translation>Ruleset notes (Chinese) (2002 Art. 20)</translation>
    </message>
    <message>
        <source>{citation}; two passes: {design}</source>
        <translation>{citation}；2回のパス：{design}</translation>
    </message>
    <message>
        <source>Bent four in the corner (must be played out)</source>
        <translation>Bent four in the corner（実際に打って決着させなければならない）</translation>
    </message>
    <message>
        <source>Ruleset notes (Chinese) (area scoring)</source>
        <translation>Ruleset notes (Chinese)（面積計算）</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA)</source>
        <translation>Ruleset notes (AGA)</translation>
    </message>
    <message>
        <source>Suicide as a ko threat (AGA: self-capture illegal)</source>
        <translation>Suicide as a ko threat（AGA：自殺手は禁止）</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA) (the basic rule common to every ruleset, not restated there)</source>
        <translation>Ruleset notes (AGA)（すべてのルールに共通する基本の規定で、そこでは改めて述べられていない）</translation>
    </message>
    <message>
        <source>Triple ko and Sending two, returning one (AGA)</source>
        <translation>Triple ko、Sending two, returning one (AGA)</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA) (pass stones; White passes last)</source>
        <translation>Ruleset notes (AGA)（パス石；最後のパスは白）</translation>
    </message>
    <message>
        <source>Bent four in the corner (play it out)</source>
        <translation>Bent four in the corner（打って決着させる）</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA) (area-equivalent scoring with pass stones)</source>
        <translation>Ruleset notes (AGA)（パス石による、面積計算と同じ結果になる計算）</translation>
    </message>
    <message>
        <source>Ruleset notes (Tromp-Taylor)</source>
        <translation>Ruleset notes (Tromp-Taylor)</translation>
    </message>
    <message>
        <source>Ruleset notes (Tromp-Taylor) (the basic rule common to every ruleset, not restated there)</source>
        <translation>Ruleset notes (Tromp-Taylor)（すべてのルールに共通する基本の規定で、そこでは改めて述べられていない）</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989: basic ko rule only)</source>
        <translation>Ruleset notes（Japanese 1989：基本のコウの規定のみ）</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989: confirmation, Art. 7-2)</source>
        <translation>Ruleset notes（Japanese 1989：死活確認、Art. 7-2）</translation>
    </message>
    <message>
        <source>Ruleset notes (AGA superko as the BGA reads it)</source>
        <translation>Ruleset notes（BGA の読み方による AGA のスーパーコウ）</translation>
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
        <translation>Ruleset notes（Japanese 1989、Art. 12）</translation>
    </message>
    <message>
        <source>{source} [custom combination based on {ruleset}; {options}]</source>
        <translation>{source} [{ruleset}をもとにしたカスタムの組み合わせ；{options}]</translation>
    </message>
    <message>
        <source>{source} [custom combination; {options}]</source>
        <translation>{source} [カスタムの組み合わせ；{options}]</translation>
    </message>
    <message>
        <source>Ruleset notes (Japanese 1989, Art. 7-2)</source>
        <translation>Ruleset notes（Japanese 1989、Art. 7-2）</translation>
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
        <translation>Simplified Ing / New Zealand Rules（スコア）</translation>
    </message>
    <message>
        <source>Simplified Japanese / Korean block (third ruleset; heading lost in the copy) (score)</source>
        <translation>Simplified Japanese / Korean のブロック（3番目のルール。写しでは見出しが欠落）（スコア）</translation>
    </message>
    <message>
        <source>Part 2, Counting</source>
        <translation>Part 2, Counting</translation>
    </message>
    <message>
        <source>Simplified Japanese / Korean block (third ruleset; heading lost in the copy) (seki)</source>
        <translation>Simplified Japanese / Korean のブロック（3番目のルール。写しでは見出しが欠落）（セキ）</translation>
    </message>
    <message>
        <source>no option decides this rule</source>
        <translation>このルールを決めるオプションはない</translation>
    </message>
    <message>
        <source>the diagram library&apos;s notes</source>
        <translation>図のライブラリの注記</translation>
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
        <translation>対局者はいつでも投了でき、相手の勝ちとなる。これを禁じるルールはないが、この本文には明記されていない。</translation>
    </message>
    <message>
        <source>A player may resign at any time and the opponent wins; no ruleset forbids it, though the summary does not mention it.</source>
        <translation>対局者はいつでも投了でき、相手の勝ちとなる。これを禁じるルールはないが、要約はこれに触れていない。</translation>
    </message>
    <message>
        <source>A move is either a pass or one of the player&apos;s own stones on an empty intersection; opposing regions left without an adjacent empty intersection are removed before the player&apos;s own. Suicide is allowed, so a play may also remove the player&apos;s own region, and no play may bring back an arrangement of stones the board has shown before.</source>
        <translation>着手とは、パスか、空いている交点に自分の石を1つ置くことである。隣接する空いた交点を持たなくなった相手の領域は、自分の領域より先に取り除かれる。自殺手は許されるので、着手によって自分の領域が取り除かれることもある。また、どの着手も、盤上にかつて現れた石の配置を再び作ってはならない。</translation>
    </message>
    <message>
        <source>A move is either a pass or one of the player&apos;s own stones on an empty intersection; opposing regions left without an adjacent empty intersection are removed before the player&apos;s own. A play that would need the removal of one of the player&apos;s own regions is prohibited, and no play may bring back an arrangement of stones the board has shown before.</source>
        <translation>着手とは、パスか、空いている交点に自分の石を1つ置くことである。隣接する空いた交点を持たなくなった相手の領域は、自分の領域より先に取り除かれる。自分の領域のどれかを取り除く必要が生じる着手は禁止され、また、どの着手も、盤上にかつて現れた石の配置を再び作ってはならない。</translation>
    </message>
    <message>
        <source>No play may bring back an arrangement of black and white stones that the board has shown before, looking at the board after the play and its removals. Cycles longer than two moves get no other special treatment.</source>
        <translation>どの着手も、盤上にかつて現れた黒石と白石の配置を再び作ってはならない。判定は、着手とそれによる取り除きの後の盤面で行う。2手より長い循環には、ほかに特別な扱いはない。</translation>
    </message>
    <message>
        <source>No play may bring back an arrangement of black and white stones that the board has shown before, looking at the board after the play and its removals. The commentary names this positional superko: who is to move does not matter.</source>
        <translation>どの着手も、盤上にかつて現れた黒石と白石の配置を再び作ってはならない。判定は、着手とそれによる取り除きの後の盤面で行う。解説（Commentary）はこれをポジショナル・スーパーコウと呼んでいる。手番がどちらであるかは問わない。</translation>
    </message>
    <message>
        <source>A play puts one of the player&apos;s own stones on an empty intersection, so an intersection that already holds a stone cannot be played.</source>
        <translation>着手は空いている交点に自分の石を1つ置くことなので、すでに石のある交点には打てない。</translation>
    </message>
    <message>
        <source>Once the alternation has ended and the removals are agreed or settled, no more moves are made: the winning phase gives the game to the player with the better score.</source>
        <translation>交互着手の段階が終わり、取り除く石が合意または決着によって決まると、それ以上の着手はない。勝敗の段階で、スコアの良い方の対局者の勝ちとなる。</translation>
    </message>
    <message>
        <source>On a turn a player either says &apos;pass&apos; or places a stone of their colour on an unoccupied intersection; opposing stones without liberties are removed first, then the player&apos;s own, so suicide is allowed. The play counts as a move only if the board it leaves differs from every board left by that player&apos;s earlier moves.</source>
        <translation>各手番で、対局者は「パス」と言うか、空いている交点に自分の色の石を1つ置く。呼吸点のない相手の石が先に取り除かれ、次に自分の石が取り除かれるので、自殺手は許される。その手が正規の着手（move）と認められるのは、それによってできる盤面が、その対局者のそれまでの着手の後のどの盤面とも異なる場合だけである。</translation>
    </message>
    <message>
        <source>A play places a stone on an unoccupied intersection; an occupied one cannot take a stone.</source>
        <translation>打つ手は空いている交点に石を置くものであり、石のある交点には石を置けない。</translation>
    </message>
    <message>
        <source>A play is not a legal move if the whole board it leaves is the board &quot;after any of that player&apos;s previous moves&quot;, passes included. This is situational superko: a board may come back only with the other player to move.</source>
        <translation>できる盤面全体が「その対局者のそれまでのいずれかの着手の後」（パスを含む）の盤面と同じになる手は、正規の着手ではない。これがシチュエーショナル・スーパーコウであり、同じ盤面は相手の手番としてのみ再び現れることができる。</translation>
    </message>
    <message>
        <source>The game ends once both players agree there is nothing worthwhile left to play, and dead stones may then be taken off by mutual agreement. Players who disagree about dead stones keep playing; if they cannot settle who is to move next, every stone stays on the board as alive and is counted.</source>
        <translation>双方が、もう打つ価値のある所は残っていないと合意すると対局は終わり、その後、死に石は合意によって取り除いてよい。死に石について意見が合わない対局者は打ち続ける。次にどちらが打つかで折り合えないときは、すべての石が生きているものとして盤上に残り、数えられる。</translation>
    </message>
    <message>
        <source>Once the players have agreed that the game is finished and settled the dead stones, no more moves are made; each player&apos;s territory is counted (stones plus the empty points they surround) and the player with more points wins.</source>
        <translation>対局の終了に合意し、死に石の扱いが決まると、それ以上の着手はない。各対局者の地（石と、それが囲む空いた交点）を数え、点数の多い方が勝つ。</translation>
    </message>
    <message>
        <source>On each turn a player plays a stone or passes. A single stone that would only capture itself counts as a pass, a suicide of more stones is legal, and a play is refused only when it recaptures a hot stone at once or disturbs a cycle a second time.</source>
        <translation>各手番で、対局者は石を打つかパスをする。自分だけを取ることになる単独の1子はパスとみなされ、2子以上の自殺手は合法である。着手が拒まれるのは、ホットストーンをすぐに取り返す場合と、循環を2度目にディスターブする場合だけである。</translation>
    </message>
    <message>
        <source>A turn puts a stone on an empty point or is a pass; a point that holds a stone cannot be played.</source>
        <translation>各手番は、空いている点に石を置くか、パスをするかである。石のある点には打てない。</translation>
    </message>
    <message>
        <source>Self-capture of a single stone is treated as a pass play. Suicide of two or more stones is legal: the player&apos;s own stones come off, which can make a ko threat or change liberty counts but never gains points.</source>
        <translation>単独の1子の自殺はパスとして扱われる。2子以上の自殺は合法である。自分の石が盤上から取り除かれ、それがコウ材になったり呼吸点の数を変えたりすることはあるが、得点になることは決してない。</translation>
    </message>
    <message>
        <source>A stone that has just captured in a basic ko may not be captured back at once; the SST article calls this basic to every rule system. Such a stone is the simplest kind of hot stone.</source>
        <translation>基本のコウで取ったばかりの石は、すぐに取り返してはならない。SST の記事は、これをあらゆるルール体系に共通する基本としている。このような石は、ホットストーンのうち最も単純なものである。</translation>
    </message>
    <message>
        <source>In a fighting ko the stones that have just captured are hot stones: they may not be taken until some other move or pass has been played in between. Hot stones may be several stones (double hot stones in long life, twin hot stones in a triple ko), which turns complex kos into basic kos.</source>
        <translation>争いのコウでは、取ったばかりの石がホットストーンとなる。ホットストーンは、間にほかの着手かパスが打たれるまで取ってはならない。ホットストーンは複数の石のこともあり（長生のダブル・ホットストーン、三コウのツイン・ホットストーン）、これによって複雑なコウが基本のコウに変わる。</translation>
    </message>
    <message>
        <source>Setting off a cyclic sequence of repeated positions is called disturbing, and each player may disturb only once in the whole game. After that the disturber may not start the cycle again, so a balanced ko is no endless source of ko threats and false-eyed groups cannot kill real-eyed ones.</source>
        <translation>同一局面が繰り返される循環を始めることをディスターブといい、各対局者は対局全体を通じて一度しかディスターブできない。その後、ディスターブした側はその循環を再び始めることができないので、均衡したコウが尽きることのないコウ材の源になることはなく、欠け眼の石が本物の眼を持つ石を殺すこともできない。</translation>
    </message>
    <message>
        <source>Two consecutive passes adjourn the game so that the players can settle which groups are alive. If they agree the game is over; if not, play resumes until the dispute is settled, and two more passes after agreement end the game.</source>
        <translation>2回続けてパスすると対局は中断し、対局者はどの石が生きているかを決める。合意すれば対局は終わる。合意しなければ争いが決着するまで対局を再開し、合意の後にさらに2回パスすると対局は終わる。</translation>
    </message>
    <message>
        <source>After the final pass, or once counting has begun, play may not resume, even for an overlooked point. Each side then fills its area with its remaining stones (Ing counting) and the winner is the side with empty points left.</source>
        <translation>最後のパスの後、あるいは計算が始まった後は、見落とした点があっても対局を再開できない。その後、各側は残りの石で自分の地を埋め（応氏の計算法）、空いた点が残った側が勝ちとなる。</translation>
    </message>
    <message>
        <source>A game may end by resignation; once it is resigned, a win on time can no longer be called.</source>
        <translation>対局は投了によって終わることがある。投了された後は、時間切れによる勝ちを主張することはできない。</translation>
    </message>
    <message>
        <source>Two successive passes end the alternation, and the players then agree or disagree on which stones to remove. If they disagree, nothing is removed and alternation continues as a contest of skill until two more successive passes; then the score (stones plus surrounded empty regions) decides.</source>
        <translation>2回続けてパスすると交互着手の段階が終わり、対局者は取り除く石について合意するか、しないかを決める。合意しなければ何も取り除かれず、技量を競う交互着手が、さらに2回続けてパスされるまで続く。その後、スコア（石と、囲んだ空いた領域）で勝敗が決まる。</translation>
    </message>
    <message>
        <source>Suicide is forbidden: no play may be made that would need one of the player&apos;s own regions removed.</source>
        <translation>自殺手は禁止：自分の領域のどれかを取り除く必要が生じる着手はしてはならない。</translation>
    </message>
    <message>
        <source>Two successive passes end the alternation, and the players then agree or disagree on which stones to remove. A disagreement is played out in continued alternation, a contest of skill a referee may not overrule, until two more successive passes.</source>
        <translation>2回続けてパスすると交互着手の段階が終わり、対局者は取り除く石について合意するか、しないかを決める。不一致は、さらに2回続けてパスされるまで交互着手を続けて決着させる。これは審判が覆すことのできない技量の勝負である。</translation>
    </message>
    <message>
        <source>In the imagined wise play that settles a disagreement, recreating a position is treated wisely so that ko threats are of no use. We read this as: a player whose stone was taken in a ko may retake it there only after passing once for that ko.</source>
        <translation>不一致を決着させる仮想の賢明な着手の中では、局面の再現も賢明に扱われ、コウ材は役に立たない。gogui はこれを次のように読む：コウで石を取られた対局者は、そのコウについて一度パスした後でなければ、そこで取り返すことはできない。</translation>
    </message>
    <message>
        <source>Two successive passes end the alternation. If the players disagree on removals, the stones that wise continued play could have removed are removed, judged by imagined play that is not kept and costs nothing, with stones in seki left alone; there is no confirmation phase, so dame and needed defensive moves belong in the alternation.</source>
        <translation>2回続けてパスすると交互着手の段階が終わる。取り除く石について意見が分かれると、賢明に交互着手を続けていれば取り除けたはずの石が取り除かれる。その判定は記録に残らず代償もない仮想の着手で行い、セキの石はそのまま残す。死活確認の段階はないので、ダメや必要な守りの手は交互着手の段階で打っておくものである。</translation>
    </message>
    <message>
        <source>Once the alternation has ended and the removals are settled, the winning phase scores each player&apos;s surrounded empty regions plus prisoners; intersections in seki score for nobody.</source>
        <translation>交互着手の段階が終わり取り除く石が決まると、勝敗の段階で各対局者の囲んだ空いた領域とアゲハマを数える。セキの交点はどちらの得点にもならない。</translation>
    </message>
    <message>
        <source>Suicide is prohibited: a play may not require the removal of one of the player&apos;s own regions.</source>
        <translation>自殺手は禁止：自分の領域のどれかを取り除く必要がある着手はしてはならない。</translation>
    </message>
    <message>
        <source>Two successive passes end the alternation, with an extra pass by White if White did not pass last. Every pass adds one of the passer&apos;s stones to the prisoners, and a disagreement on removals is played out in continued alternation until two more passes.</source>
        <translation>2回続けてパスすると交互着手の段階が終わる。白が最後にパスしていなければ、白がもう1回パスする。パスのたびにパスした側の石が1つアゲハマに加わり、取り除く石についての不一致は、さらに2回パスされるまで交互着手を続けて決着させる。</translation>
    </message>
    <message>
        <source>A move is a board play or a pass, and suicide is allowable. A board play is illegal only as an immediate basic ko recapture or when it would recreate the position in which the last two successive passes were made (minimal superko).</source>
        <translation>着手とは盤上への着手かパスであり、自殺手は許される。盤上への着手が違法となるのは、基本のコウをすぐに取り返す場合と、最後に2回続けてパスされたときの局面を再び作る場合（ミニマル・スーパーコウ）だけである。</translation>
    </message>
    <message>
        <source>A board play puts a stone on an empty intersection; the text counts this among the trivial basic definitions it leaves out.</source>
        <translation>盤上への着手は空いている交点に石を置く。本文はこれを、省略した自明な基本定義の一つに数えている。</translation>
    </message>
    <message>
        <source>Basic ko: when a single stone has captured a single stone, it may not be captured back on the very next move.</source>
        <translation>基本のコウ：1子が1子を取ったとき、その石をすぐ次の着手で取り返してはならない。</translation>
    </message>
    <message>
        <source>Minimal superko: a board play may not recreate the position in which the last two successive passes were made. Only that one position is remembered, so two passes block a later return to it.</source>
        <translation>ミニマル・スーパーコウ：盤上への着手で、最後に2回続けてパスされたときの局面を再び作ってはならない。記憶されるのはその1つの局面だけなので、2回のパスによって、その後その局面に戻ることができなくなる。</translation>
    </message>
    <message>
        <source>Threefold repetition: when board plays bring the same position about a third time, the game ends. It is a draw if both players captured equally many stones in the loop; otherwise the player who captured fewer loses.</source>
        <translation>3回反復：盤上への着手によって同じ局面が3度目に生じると、対局は終わる。その循環の中で双方が取った石の数が同じなら持碁、そうでなければ取った石の少ない方の負けとなる。</translation>
    </message>
    <message>
        <source>Play is over when nobody resumes after a stop, and the stopped position is then scored; a threefold repetition ends the game at once, decided by the captures in the loop.</source>
        <translation>停止の後に誰も再開しなければ対局は終わり、停止した局面で計算する。3回反復が起これば対局はただちに終わり、その循環の中で取った石の数で勝敗が決まる。</translation>
    </message>
    <message>
        <source>Resigning is one of the basic rules: a player may resign and the opponent wins.</source>
        <translation>投了は基本規定の一つである：対局者は投了でき、相手の勝ちとなる。</translation>
    </message>
    <message>
        <source>Three successive passes stop play and end the game phase. Resumption may be requested, a limited number of times, and starts a dispute phase with the move order kept; in the stopped position dead strings are those their owner acknowledges.</source>
        <translation>3回続けてパスすると対局が停止し、対局の段階が終わる。再開は限られた回数まで要求でき、手順を保ったまま死活の争いの段階が始まる。停止した局面では、持ち主が死にと認めた連が死に石となる。</translation>
    </message>
    <message>
        <source>Three successive passes stop play and end the game phase; resumption may be requested a limited number of times and starts a dispute phase with the move order kept. In dispute phases a pass hands the opponent a prisoner and both players must make equally many moves, with an obligatory extra pass if needed.</source>
        <translation>3回続けてパスすると対局が停止し、対局の段階が終わる。再開は限られた回数まで要求でき、手順を保ったまま死活の争いの段階が始まる。死活の争いの段階では、パスすると相手にアゲハマを1つ渡し、双方が同じ数だけ着手しなければならず、必要ならパスを1回義務として追加する。</translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. A play that would leave a group of one&apos;s own without liberties is not allowed (article 4), and the basic ko rule forbids retaking a ko at once; there is no superko.</source>
        <translation>対局者は交互に空点に石を置くか、パスをする。自分の石の呼吸点をなくしてしまう着手はできず（第4条）、基本のコウの規定によりコウをすぐに取り返すことは禁じられる。スーパーコウはない。</translation>
    </message>
    <message>
        <source>A stone is placed on a vacant point; a point that holds a stone cannot be played.</source>
        <translation>石は空点に置く。石のある点には打てない。</translation>
    </message>
    <message>
        <source>No group without liberties may exist on the board, so a play that would leave the player&apos;s own stones without liberties is illegal (article 4).</source>
        <translation>呼吸点のない石は盤上に存在できないので、自分の石の呼吸点をなくしてしまう着手は禁じられる（第4条）。</translation>
    </message>
    <message>
        <source>Ko: a stone that has just captured a single stone in a ko may not be captured back at once, so a ko threat must come first. In the confirmation after play, a player whose stone was taken in a ko may retake it only after passing once for that ko (article 7-2).</source>
        <translation>コウ：コウで1子を取ったばかりの石はすぐに取り返してはならないので、先にコウ材を打たなければならない。対局後の死活確認では、コウで石を取られた対局者は、そのコウについて一度パス（着手放棄）した後でなければ取り返すことはできない（第7条第2項）。</translation>
    </message>
    <message>
        <source>A long cycle such as a triple ko or eternal life can repeat for ever under the basic ko rule; when the whole-board position repeats and the players agree, the game ends with no result (article 12). We end it when the same position with the same player to move comes a third time without a pass.</source>
        <translation>三コウや長生のような長い循環は、基本のコウの規定のもとでは限りなく繰り返されうる。盤全体の局面が繰り返され、対局者が合意したときは、対局は無勝負となる（第12条）。gogui では、同じ手番の同じ局面がパスを挟まずに3度目に現れたときに対局を終える。</translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops and they agree which stones are dead. A disagreement is settled by confirmation, play that is not kept, in which a ko may be retaken only after a pass for that ko (article 7-2).</source>
        <translation>一方がパスし、続いて相手もパスすると対局は停止し、どの石が死んでいるかを合意する。不一致は死活確認（記録に残らない着手）で決着させ、その中では、コウはそのコウについて一度パスした後でなければ取り返せない（第7条第2項）。</translation>
    </message>
    <message>
        <source>Once play has stopped and life and death is confirmed, the game is over: territory and prisoners are counted, and points in seki count for nobody.</source>
        <translation>対局が停止して死活が確認されると終局となる。地とアゲハマを数え、セキの中の目はどちらの地にもならない。</translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. Suicide is illegal and the basic ko rule forbids retaking a ko at once; there is no superko.</source>
        <translation>対局者は交互に空点に石を置くか、パスをする。自殺手は禁止され、基本のコウの規定によりコウをすぐに取り返すことは禁じられる。スーパーコウはない。</translation>
    </message>
    <message>
        <source>A play that would leave the player&apos;s own stones without liberties is illegal.</source>
        <translation>自分の石の呼吸点をなくしてしまう着手は禁じられる。</translation>
    </message>
    <message>
        <source>Ko: a stone that has just captured a single stone in a ko may not be captured back at once. Life and death is confirmed as under the Japanese rules, where a ko may be retaken only after passing once for it.</source>
        <translation>コウ：コウで1子を取ったばかりの石はすぐに取り返してはならない。死活は日本ルールと同じように確認され、そこではコウは、そのコウについて一度パスした後でなければ取り返せない。</translation>
    </message>
    <message>
        <source>A long cycle that the players keep repeating annuls the game: it ends without result (the Korean word is rendered as a draw). The SST article likewise reports that the Korean association voids games that contain complex or multiple kos unless a player concedes the local fight.</source>
        <translation>対局者が繰り返し続ける長い循環は対局を無効にする：対局は無勝負で終わる（この韓国語の用語は英語では draw（引き分け）と訳されている）。SST の記事も同様に、韓国棋院は複雑なコウや複数のコウを含む対局を、一方が局所の戦いを譲らない限り無効にすると伝えている。</translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops and they agree which stones are dead; a disagreement is settled by confirmation as under the Japanese rules.</source>
        <translation>一方がパスし、続いて相手もパスすると対局は停止し、どの石が死んでいるかを合意する。不一致は日本ルールと同じように死活確認で決着させる。</translation>
    </message>
    <message>
        <source>Once play has stopped and life and death is settled, territory and prisoners are counted, and points in seki count for nobody.</source>
        <translation>対局が停止して死活が決まると、地とアゲハマを数え、セキの中の目はどちらの地にもならない。</translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. Suicide is illegal, and a play may not repeat a whole-board position that has occurred before (we apply the written superko rule as positional superko).</source>
        <translation>対局者は交互に空いている点に石を置くか、パスをする。自殺手は禁止され、また、以前に現れた盤全体の局面を繰り返す着手はできない（gogui は明文のスーパーコウ規定をポジショナル・スーパーコウとして適用する）。</translation>
    </message>
    <message>
        <source>The 2002 rules forbid whole-board repetition in principle (article 20), read here as positional superko: no play may recreate an earlier board. In practice referees settle some long cycles otherwise (no result, draw or replay).</source>
        <translation>2002年のルールは盤全体の同形反復を原則として禁じており（第20条）、ここではそれをポジショナル・スーパーコウと読む：以前の盤面を再び作る着手はできない。実際には、審判が一部の長い循環を別の形（無勝負、持碁、打ち直し）で裁定する。</translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops and they agree which stones are dead. Under area scoring a disputed position is simply played out, since playing inside one&apos;s own area costs nothing.</source>
        <translation>一方がパスし、続いて相手もパスすると対局は停止し、どの石が死んでいるかを合意する。面積計算では、争いのある局面はそのまま打って決着させる。自分の地の中に打っても損にならないからである。</translation>
    </message>
    <message>
        <source>Once play has stopped and the dead stones are agreed, each side&apos;s area, its stones plus the points it surrounds, is counted.</source>
        <translation>対局が停止して死に石について合意すると、各側の石と、それが囲む点を合わせた面積を数える。</translation>
    </message>
    <message>
        <source>Players alternately place a stone on a vacant point or pass. Self-capture is an illegal move, and superko forbids a play that brings back an earlier board with the same player to move.</source>
        <translation>対局者は交互に空いている点に石を置くか、パスをする。自殺手は違法な着手であり、スーパーコウにより、同じ手番で以前の盤面を再び作る着手は禁じられる。</translation>
    </message>
    <message>
        <source>Self-capture is an illegal move: a play may not leave the player&apos;s own stones without liberties.</source>
        <translation>自殺手は違法な着手である：自分の石の呼吸点をなくしてしまう着手はできない。</translation>
    </message>
    <message>
        <source>Superko, commonly read as situational: a play may not recreate an earlier board position with the same player to move. (The BGA reads it as natural situational superko instead.)</source>
        <translation>スーパーコウ。一般にはシチュエーショナルと読まれる：同じ手番で以前の盤面を再び作る着手はできない。（英国囲碁協会（BGA）は、これをナチュラル・シチュエーショナル・スーパーコウと読む。）</translation>
    </message>
    <message>
        <source>When both players pass in turn, play stops; each pass hands the opponent a stone as a prisoner, and White passes last, adding a pass if Black passed last. A disagreement about dead stones is played out.</source>
        <translation>一方がパスし、続いて相手もパスすると対局は停止する。パスのたびに相手に石を1つアゲハマとして渡し、最後のパスは白で、黒が最後にパスした場合は白がパスを1回追加する。死に石についての不一致は打って決着させる。</translation>
    </message>
    <message>
        <source>Once play has stopped and the dead stones are agreed, the area is counted; with the pass stones and White passing last, territory counting gives the same result.</source>
        <translation>対局が停止して死に石について合意すると、面積を数える。パス石と白の最後のパスがあるので、地を数えても同じ結果になる。</translation>
    </message>
    <message>
        <source>Players alternately place a stone on an empty point or pass. Suicide is allowed, and positional superko forbids any play that recreates an earlier board.</source>
        <translation>対局者は交互に空いている点に石を置くか、パスをする。自殺手は許され、ポジショナル・スーパーコウにより、以前の盤面を再び作る着手はすべて禁じられる。</translation>
    </message>
    <message>
        <source>A stone is placed on an empty point; a point that holds a stone cannot be played.</source>
        <translation>石は空いている点に置く。石のある点には打てない。</translation>
    </message>
    <message>
        <source>Positional superko: no play may recreate a board position that occurred earlier in the game, whoever is to move.</source>
        <translation>ポジショナル・スーパーコウ：手番がどちらであれ、その対局でそれまでに現れた盤面を再び作る着手はできない。</translation>
    </message>
    <message>
        <source>Two successive passes end the game. Every stone still on the board counts as alive, and the area is scored as it stands.</source>
        <translation>2回続けてパスすると対局は終わる。盤上に残っているすべての石は生きているものとみなされ、そのままの状態で面積を計算する。</translation>
    </message>
    <message>
        <source>After two successive passes the game is over and no more moves are made; the stones left on the board all count as alive and the area is counted.</source>
        <translation>2回続けてパスすると対局は終わり、それ以上の着手はない。盤上に残った石はすべて生きているものとみなされ、面積を数える。</translation>
    </message>
    <message>
        <source>Basic ko: a stone that has just captured a single stone in a ko may not be captured back at once; no other repetition is forbidden.</source>
        <translation>基本のコウ：コウで1子を取ったばかりの石は、すぐに取り返してはならない。ほかの反復は禁じられない。</translation>
    </message>
    <message>
        <source>A stone that has just captured in a basic ko may not be captured back at once; under the Ing rules such a stone is the simplest kind of hot stone.</source>
        <translation>基本のコウで取ったばかりの石は、すぐに取り返してはならない。応氏ルールでは、このような石はホットストーンのうち最も単純なものである。</translation>
    </message>
    <message>
        <source>In the confirmation play after play stops, a player whose stone was taken in a ko may retake it only after passing once for that ko (article 7-2).</source>
        <translation>対局停止後の死活確認の着手では、コウで石を取られた対局者は、そのコウについて一度パスした後でなければ取り返せない（第7条第2項）。</translation>
    </message>
    <message>
        <source>In the imagined wise play that settles a disagreement, ko threats are of no use: a player whose stone was taken in a ko may retake it only after passing once for that ko.</source>
        <translation>不一致を決着させる仮想の賢明な着手の中では、コウ材は役に立たない：コウで石を取られた対局者は、そのコウについて一度パスした後でなければ取り返せない。</translation>
    </message>
    <message>
        <source>Positional superko: no play may bring back an arrangement of black and white stones that the board has shown before, whoever is to move.</source>
        <translation>ポジショナル・スーパーコウ：手番がどちらであれ、盤上にかつて現れた黒石と白石の配置を再び作る着手はできない。</translation>
    </message>
    <message>
        <source>Situational superko: a play may not leave the whole board as it stood &quot;after any of that player&apos;s previous moves&quot;, so a board may come back only with the other player to move.</source>
        <translation>シチュエーショナル・スーパーコウ：盤面全体を「その対局者のそれまでのいずれかの着手の後」の状態に戻す着手はできない。そのため、同じ盤面は相手の手番としてのみ再び現れることができる。</translation>
    </message>
    <message>
        <source>Natural situational superko: a player may not use a board play to recreate a board that the same player created with a board play; boards after passes and the start are nobody&apos;s creation.</source>
        <translation>ナチュラル・シチュエーショナル・スーパーコウ：対局者は、自分が盤上への着手で作った盤面を、盤上への着手で再び作ってはならない。パスの後の盤面と開始時の盤面は、誰が作ったものでもない。</translation>
    </message>
    <message>
        <source>Minimal superko: a board play may not recreate the position in which the last two successive passes were made.</source>
        <translation>ミニマル・スーパーコウ：盤上への着手で、最後に2回続けてパスされたときの局面を再び作ってはならない。</translation>
    </message>
    <message>
        <source>In a fighting ko the stones that have just captured are hot stones, which may not be taken until some other move or pass has been played in between; this turns complex kos into basic kos.</source>
        <translation>争いのコウでは、取ったばかりの石がホットストーンとなり、間にほかの着手かパスが打たれるまで取ってはならない。これによって複雑なコウが基本のコウに変わる。</translation>
    </message>
    <message>
        <source>Setting off a cyclic sequence of repeated positions is called disturbing, and each player may disturb only once in the game.</source>
        <translation>同一局面が繰り返される循環を始めることをディスターブといい、各対局者は対局中に一度しかディスターブできない。</translation>
    </message>
    <message>
        <source>Only basic ko restricts repetition: a ko may not be retaken at once.</source>
        <translation>反復を制限するのは基本のコウだけである：コウはすぐに取り返してはならない。</translation>
    </message>
    <message>
        <source>No play may recreate an earlier board, whoever is to move (positional superko).</source>
        <translation>手番がどちらであれ、以前の盤面を再び作る着手はできない（ポジショナル・スーパーコウ）。</translation>
    </message>
    <message>
        <source>No play may recreate an earlier board with the same player to move (situational superko).</source>
        <translation>同じ手番で以前の盤面を再び作る着手はできない（シチュエーショナル・スーパーコウ）。</translation>
    </message>
    <message>
        <source>No board play may recreate a board that the same player created (natural situational superko).</source>
        <translation>同じ対局者が作った盤面を、盤上への着手で再び作ってはならない（ナチュラル・シチュエーショナル・スーパーコウ）。</translation>
    </message>
    <message>
        <source>Basic ko applies, and no board play may recreate the position in which the last two successive passes were made (minimal superko).</source>
        <translation>基本のコウが適用され、また、盤上への着手で、最後に2回続けてパスされたときの局面を再び作ってはならない（ミニマル・スーパーコウ）。</translation>
    </message>
    <message>
        <source>Hot stones may not be captured back at once, and each player may disturb a cycle only once.</source>
        <translation>ホットストーンはすぐに取り返してはならず、各対局者は循環を一度しかディスターブできない。</translation>
    </message>
    <message>
        <source>Self-capture of a single stone is treated as a pass play; suicide of two or more stones is legal.</source>
        <translation>単独の1子の自殺はパスとして扱われ、2子以上の自殺は合法である。</translation>
    </message>
    <message>
        <source>A long cycle that the players repeat ends the game with no result (article 12); we end it when the same position with the same player to move comes a third time without a pass.</source>
        <translation>対局者が繰り返す長い循環は、対局を無勝負で終わらせる（第12条）。gogui では、同じ手番の同じ局面がパスを挟まずに3度目に現れたときに対局を終える。</translation>
    </message>
    <message>
        <source>Threefold repetition: the same position arising a third time ends the game, drawn if both players captured equally many stones in the loop, otherwise lost by the player who captured fewer.</source>
        <translation>3回反復：同じ局面が3度目に生じると対局は終わる。その循環の中で双方が取った石の数が同じなら持碁、そうでなければ取った石の少ない方の負けとなる。</translation>
    </message>
    <message>
        <source>A move is a pass or a stone on an empty intersection, and suicide is forbidden.</source>
        <translation>着手とはパスか空いている交点への石であり、自殺手は禁止される。</translation>
    </message>
    <message>
        <source>A move is a pass or a stone on an empty intersection, and suicide is allowed.</source>
        <translation>着手とはパスか空いている交点への石であり、自殺手は許される。</translation>
    </message>
    <message>
        <source>A move is a pass or a stone on an empty intersection, and a one-stone suicide counts as a pass and a larger one is legal.</source>
        <translation>着手とはパスか空いている交点への石であり、1子の自殺はパスとみなされ、2子以上の自殺は合法である。</translation>
    </message>
    <message>
        <source>Three successive passes stop play.</source>
        <translation>3回続けてパスすると対局が停止する。</translation>
    </message>
    <message>
        <source>Three successive passes stop play, with an extra pass by White if Black passed last.</source>
        <translation>3回続けてパスすると対局が停止する。黒が最後にパスした場合は、白がパスを1回追加する。</translation>
    </message>
    <message>
        <source>Two successive passes stop play.</source>
        <translation>2回続けてパスすると対局が停止する。</translation>
    </message>
    <message>
        <source>Two successive passes stop play, with an extra pass by White if Black passed last.</source>
        <translation>2回続けてパスすると対局が停止する。黒が最後にパスした場合は、白がパスを1回追加する。</translation>
    </message>
    <message>
        <source>Every pass hands the opponent a prisoner.</source>
        <translation>パスのたびに相手にアゲハマを1つ渡す。</translation>
    </message>
    <message>
        <source>Every pass hands the opponent a prisoner, and both players make equally many moves in a dispute phase.</source>
        <translation>パスのたびに相手にアゲハマを1つ渡し、死活の争いの段階では双方が同じ数だけ着手する。</translation>
    </message>
    <message>
        <source>A pass in a dispute phase hands the opponent a prisoner.</source>
        <translation>死活の争いの段階でのパスは、相手にアゲハマを1つ渡す。</translation>
    </message>
    <message>
        <source>A pass in a dispute phase hands the opponent a prisoner, and both players make equally many moves in a dispute phase.</source>
        <translation>死活の争いの段階でのパスは、相手にアゲハマを1つ渡す。また、死活の争いの段階では双方が同じ数だけ着手する。</translation>
    </message>
    <message>
        <source>The game then ends and every stone on the board counts as alive.</source>
        <translation>その後、対局は終わり、盤上のすべての石は生きているものとみなされる。</translation>
    </message>
    <message>
        <source>The players agree on dead stones; a disagreement is settled by a confirmation play that is not kept (article 7-2).</source>
        <translation>死に石は対局者が合意して決める。不一致は記録に残らない死活確認の着手で決着させる（第7条第2項）。</translation>
    </message>
    <message>
        <source>The players agree on removals; a disagreement is settled by imagined wise play that is not kept and costs nothing.</source>
        <translation>取り除く石は対局者が合意して決める。不一致は、記録に残らず代償もない仮想の賢明な着手で決着させる。</translation>
    </message>
    <message>
        <source>The players agree on dead stones or play on; if they cannot agree who moves next, every stone stays on the board as alive.</source>
        <translation>対局者は死に石について合意するか、打ち続ける。次にどちらが打つかで合意できなければ、すべての石が生きているものとして盤上に残る。</translation>
    </message>
    <message>
        <source>The players agree on dead stones, and a disagreement is played out by resuming play.</source>
        <translation>死に石は対局者が合意して決め、不一致は対局を再開して打って決着させる。</translation>
    </message>
    <message>
        <source>Both players make equally many moves in a dispute phase.</source>
        <translation>死活の争いの段階では、双方が同じ数だけ着手する。</translation>
    </message>
    <message>
        <source>Once the game has ended no more moves are made; each side&apos;s stones plus the empty points it surrounds are counted.</source>
        <translation>対局が終わるとそれ以上の着手はない。各側の石と、それが囲む空いた点を数える。</translation>
    </message>
    <message>
        <source>Once the game has ended no more moves are made; surrounded empty points plus prisoners are counted.</source>
        <translation>対局が終わるとそれ以上の着手はない。囲んだ空いた点とアゲハマを数える。</translation>
    </message>
    <message>
        <source>Once the game has ended no more moves are made; each side fills its area with its remaining stones (Ing counting).</source>
        <translation>対局が終わるとそれ以上の着手はない。各側は残りの石で自分の地を埋める（応氏の計算法）。</translation>
    </message>
    <message>
        <source>Points in seki count for nobody.</source>
        <translation>セキの中の目はどちらの得点にもならない。</translation>
    </message>
</context>
</TS>

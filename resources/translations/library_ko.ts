<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
    <context>
        <name>Diagram balanced-quadruple-ko</name>
        <message>
            <source>Balanced quadruple ko seki</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>quadruple ko seki</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>四劫循环</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Quadruple ko seki&apos;; Ing&apos;s SST rules (balanced kos are disturbing kos).</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Four kos, two held by each side: a seki under superko and Ing&apos;s rules, but a player who is behind can force no result in Japan and Korea.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White&apos;s top group has two liberties (F8 and H8); Black&apos;s middle group has two (B7 and D7). Black holds two kos (B8, D8), White two (F7, H7). Whoever takes a ko puts the other side in atari, and the other side takes another ko back. With two kos each, neither can win: a seki.

A player who would lose the game on the count can keep taking kos. After eight moves the start returns. Japanese and Korean rules: no result. Superko forbids the eighth move. Ing&apos;s rules see a balanced (disturbing) ko: each player may set off the cycle once, and only the attacker disturbs, so an atari here can always be answered by taking another ko and neither group can be captured. Renaissance: a draw by threefold repetition.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes the ko at F8 (capturing F7): White&apos;s top group is in atari at H8.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes a ko back at B7 (capturing B8): Black is in atari at D7.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes the other White ko at H8: White in atari at F7.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes the other Black ko at D7: Black in atari at B8.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black retakes at B8.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes at F7.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black retakes at D8.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes at H7: the start position with Black to play. Superko forbids it.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round two. Under Ing&apos;s rules Black set off the first round and may not disturb again: this attack would recreate the position after move 1. White, who only answered, has not disturbed yet.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes at B7.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes at H8.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes at D7.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black retakes.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The start stands for the third time: no result in Japan and Korea, a draw under Renaissance rules (eight stones captured by each side in the loop).</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram bent-four</name>
        <message>
            <source>Bent four in the corner</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>magari shimoku (隅の曲がり四目)</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>盘角曲四</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese rules 1989, article 7-2 and its commentary (bent four is dead as it stands); Ing&apos;s SST rules, &apos;Bent four in the corner&apos;.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dead by rule in Japan whatever ko threats exist; under every other ruleset it must be played out, and an unanswered ko threat can save it.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White&apos;s corner group (eleven stones) has only two liberties, A17 and C19, and can never play either itself. Black&apos;s stones at A18 and B19 are inside. Black&apos;s wall is alive.

To capture, Black connects at A19, throws in at C19 (four Black stones in the bent four shape), White must capture them with A17, Black plays the 1-2 point B19, White answers A19, and Black takes the ko at A18. White can retake only after a ko threat.

Japanese and Korean rules settle it without play: after both pass, the confirmation play decides, and in it a ko may be retaken only after a pass, so ko threats are useless and the group is dead. Everyone else plays it out. Tromp-Taylor rules count every stone on the board as alive once both pass, so Black must capture before passing. With a ko threat Black cannot answer (the variation), White wins the ko everywhere but in Japan and Korea. Ing&apos;s rules add a case: when White&apos;s threat lies in a seki that Black cannot remove, and ignoring it would cost Black more than the corner is worth, Black does better to answer it and let White live (the variation &apos;A ko threat worth more than the corner&apos;).

The rest of the board is assumed settled; komi 0.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes without playing the corner out...</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>...and White passes: play stops. Under Tromp-Taylor rules the game is over and every stone on the board is alive, White&apos;s corner included. Japanese and Korean players who disagree about the corner settle it by a confirmation play that does not count; elsewhere play resumes.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black connects at A19.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White cannot do anything useful in the corner: A17 or C19 would put its own group in atari.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black throws in at C19: four Black stones in atari.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White has to capture them (A17 takes A18, A19, B19 and C19), or Black captures White.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays the 1-2 point.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White&apos;s only answer: A19 (atari on B19).</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes the ko at A18 (capturing A19). White&apos;s group is in atari at C19.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White has no ko threat. In the Japanese confirmation play White could retake only after a pass anyway; here White passes.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black captures the corner: twelve White stones.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes. The corner is Black&apos;s.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The same corner, and in the lower right a Black group with a straight four eye space (Q1, R1, S1, T1). It is alive, but a White stone at R1 or S1 threatens to kill it, so White has one ko threat. Black could remove it by playing R1 or S1 first; here Black leaves it.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes...</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>...and White passes: play stops (over, with every stone alive, under Tromp-Taylor rules).</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black throws in at C19.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White captures four.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White answers at A19.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes the ko.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 10</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White&apos;s ko threat: R1 inside Black&apos;s straight four.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 11</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black must answer at S1, or lose the group.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 12</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes the ko. In the Japanese and Korean confirmation play this is forbidden: White has not passed since Black took the ko, so the threat did not help.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 13</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black has no threat of his own.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 14</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White captures B19 and has two eyes: the corner lives.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 15</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 16</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes. R1 is a dead White stone inside Black&apos;s eye.</source>
            <extracomment>comment on the With a White ko threat Black did not remove, node 17</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The same corner, and in the lower left a seki. Black&apos;s marked group (thirteen stones) has one eye, A1, and one more liberty, C1. White&apos;s five stones D1, D2, E2, F2 and F1 have one eye, E1, and the same liberty C1. Neither side can fill C1 without putting its own group in atari with the other to play, so both live: a seki.

The seki gives White a ko threat Black cannot remove: White at C1 puts White&apos;s own stones and the marked group in atari together. Black must capture White&apos;s six stones at E1, or lose the marked group at A1. Black cannot play C1 first (White would take the marked group at A1), nor E1 (White&apos;s eye: suicide).

Losing the marked group would give White the whole lower left, where answering the threat gives it to Black: a swing larger than the corner. So Black answers the threat and lets White live; the sub-variation shows what killing the corner costs. The lower left belongs to the view.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>...and White passes: play stops (under Tromp-Taylor rules the game is over with every stone alive). Elsewhere the corner is played out as in the main line.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White captures four with A17.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays the 1-2 point, B19.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes the ko at A18; White&apos;s corner is in atari at C19.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 10</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White&apos;s ko threat from the seki: C1. White&apos;s six stones are in atari at E1, and Black&apos;s marked group is in atari at A1. Black must choose: capture at E1 and lose the ko, or kill the corner and lose the marked group.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 11</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black answers: E1 captures six White stones. The marked group now has two eyes and the whole lower left.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 12</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes the ko at A19. In the Japanese and Korean confirmation play (and the simplified Japanese/Korean imagined play) this is forbidden: White has not passed since Black took the ko. There the corner is dead as in the main line, whatever White&apos;s threat is worth.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 13</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black has no ko threat left.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 14</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White captures B19 at C19: the corner has two eyes, A18 and B19, and lives.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 15</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes. Area: Black has the wall around the corner (9) and the lower left (14 stones + 7 empty points), 30; White has the corner (14 stones + 2 eyes) and the wall around the lower left (11), 27: Black by 3. Territory (Renaissance B): Black 7 points + 7 prisoners (A19 and the six) = 14, White 2 eyes + 6 prisoners (the four thrown in, A18 and B19) = 8: Black by 6. Under Tromp-Taylor rules the game ended at the first two passes with every stone alive.</source>
            <extracomment>comment on the A ko threat worth more than the corner, node 17</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black ignores the threat and captures the corner at C19: twelve White stones.</source>
            <extracomment>comment on the Black ignores the threat and kills the corner, node 12</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White captures the thirteen marked stones at A1.</source>
            <extracomment>comment on the Black ignores the threat and kills the corner, node 13</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes. Black has the corner, White the whole lower left. Area: Black 25, White 32 (18 stones + 14 empty points): White by 7, where answering the threat won by 3. Territory (Renaissance B): Black 13 points + 13 prisoners = 26, White 14 points + 17 prisoners (the four thrown in and the thirteen marked stones) = 31: White by 5, where answering won by 6. Under the Japanese and Korean rules the confirmation play is not kept, but the stones it captured are dead, and here Black let White capture the marked group: the stopped position is counted with the corner and the marked group removed, Black 14 points + 11 dead = 25, White 16 points + 13 dead = 29, White by 4. Played properly there, Black answers the threat, White may not retake, and Black has both.</source>
            <extracomment>comment on the Black ignores the threat and kills the corner, node 15</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bent four can also be one side of a race for liberties, and then the count of liberties and the turn decide whether it kills or dies. The upper-left corner stays as in the main line (dead: it is marked so at the end). In the upper right the same corner is set up again, mirrored: White&apos;s bent four at T19 with Black&apos;s S19 and T18 inside. But this time Black&apos;s wall around it (nine stones, P19-P15 and Q15-T15) is not safe. A White ring of eleven stones (O19-O14 and P14-T14) shuts it in, and Black&apos;s outer stones (columns M and N and row 13) shut in the ring.

Count the liberties. The wall has two, Q16 and R16, and both belong to the corner too. The ring has two, N16 and N18. Nobody has an eye, so each side needs two moves: the side to move gets there first.

If Black wins, the wall has plenty of room again and the corner is the bent four of the main line: Black fills R16 and plays out the ko, and White has no threat. If White wins, taking the wall gives the corner all the space it needs: the bent four kills instead of dying. Black moves first here; the sub-variation lets White move first. Komi 0.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black fills N18. The ring is down to one liberty, N16; the wall still has two.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White fills Q16, joining the corner and taking a liberty from the wall. The wall has one left, R16, but Black is a move ahead.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black captures the ring at N16: eleven stones. The wall now has a dozen liberties and is out of danger, so the corner is an ordinary bent four again.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White has nothing useful to do: R16, R19 or T17 would only take away the corner&apos;s own liberties. White passes.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black fills R16. The corner is left with T17 and R19, the two liberties of the main line&apos;s bent four.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black connects at T19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: T17 or R19 would put the corner in atari.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black throws in at R19. Four Black stones in the bent shape are in atari, and so is the corner.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 10</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White must capture the four at T17.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 11</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays the 1-2 point, S19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 12</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White answers at T19, threatening S19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 13</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes the ko at T18; the corner is in atari at R19.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 14</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White has no ko threat: the ring is off the board. White passes. All of this is ordinary play, under every ruleset: the corner is captured before anyone passes twice, so no confirmation play is needed. (Under the Japanese and Korean rules Black could also have passed once the ring was captured: the confirmation play after the game kills the corner as in the main line.)</source>
            <extracomment>comment on the Whoever moves first wins the race, node 15</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black captures the corner at R19: eleven stones.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 16</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes. The upper left is marked dead, as the main line shows it is. Area: Black has 42 stones and 39 empty points in the view, 81, White nothing: Black by 81. Japanese territory: Black 39 points + 23 prisoners (ring, corner and T19) + 11 dead = 73, White 4 prisoners (the throw-in): Black by 69. Under Tromp-Taylor rules every stone on the board counts as alive, the upper-left corner included: Black by 57.</source>
            <extracomment>comment on the Whoever moves first wins the race, node 18</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White moves first and fills Q16 from the corner. The wall is in atari at R16.</source>
            <extracomment>comment on the White moves first, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black fills N18, but the ring still has N16: one move too slow. Nothing else saves the wall.</source>
            <extracomment>comment on the White moves first, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White captures the wall at R16: nine stones. The corner now has a large, safe area and two eyes&apos; worth of space; Black&apos;s S19 and T18 are dead inside it, and the ring has the wall&apos;s nine points as liberties.</source>
            <extracomment>comment on the White moves first, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black fills N16, the last neutral point between the ring and the outer stones.</source>
            <extracomment>comment on the White moves first, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes. S19 and T18 are dead (marked), and so is the upper-left corner. Area: Black 29 stones + 16 points = 45, White 22 stones + 14 points = 36: Black by 9, the upper-left corner making up for the upper right. Japanese territory: Black 16 points + 11 dead = 27, White 14 points + 9 prisoners + 2 dead = 25: Black by 2. Under Tromp-Taylor rules S19, T18 and the upper-left corner all count as alive: White by 7.</source>
            <extracomment>comment on the White moves first, node 7</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Library lines</name>
        <message>
            <source>With a White ko threat Black did not remove</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A ko threat worth more than the corner</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black ignores the threat and kills the corner</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whoever moves first wins the race</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White moves first</source>
            <extracomment>name of a line of bent-four</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Renaissance: flipping back into the two-pass position</source>
            <extracomment>name of a line of double-ko-seki</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Both pass: seki</source>
            <extracomment>name of a line of double-ko-seki</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ing: double hot stones need an intervening move</source>
            <extracomment>name of a line of long-life</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Renaissance: captured in a dispute phase</source>
            <extracomment>name of a line of moonshine-life</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black does not take the ko: the flaw lives</source>
            <extracomment>name of a line of one-eye-flaw</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Both pass: the dame stays open</source>
            <extracomment>name of a line of one-odd-dame</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes and Black fills the dame</source>
            <extracomment>name of a line of one-odd-dame</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White fills the last neutral point instead of passing</source>
            <extracomment>name of a line of pass-stones</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black captures during play while White passes</source>
            <extracomment>name of a line of playing-inside-own-territory</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The dispute after play has stopped</source>
            <extracomment>name of a line of playing-inside-own-territory</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Renaissance: after two passes Black cannot return one</source>
            <extracomment>name of a line of sending-three-returning-one</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ing: the hot stones make it a ko fight</source>
            <extracomment>name of a line of triple-ko</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ing: each side disturbs once, then seki</source>
            <extracomment>name of a line of what-kind-of-ko</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One ko outside: Black attacks</source>
            <extracomment>name of a line of what-kind-of-ko</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White agrees that A1 is dead</source>
            <extracomment>name of a line of disputed-dead-stone</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays elsewhere first</source>
            <extracomment>name of a line of lone-ko</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White fills the neutral point</source>
            <extracomment>name of a line of pass-stone-ending</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White plays a stone instead of passing</source>
            <extracomment>name of a line of sending-two-and-a-pass</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes first, and both pass</source>
            <extracomment>name of a line of sending-two-three-times</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram double-ko-seki</name>
        <message>
            <source>Double ko seki</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>balanced double ko</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>two-ko seki</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Double Ko&apos; (seki in double ko); Renaissance rules example 2.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two kos that neither side can win make a seki: superko and Renaissance minimal superko limit how often the kos may be flipped.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black&apos;s middle group has two liberties, B5 and F6; White&apos;s top group has two, D6 and F6. F6 is shared, and neither side can fill it without putting itself in atari. Each side holds one ko: Black&apos;s B6 and White&apos;s D5. Whoever takes a ko gives the other side a ko to take back, so neither can win the race: the groups live in seki, and the kos can be flipped back and forth without end.

The main line flips both kos and back: after five moves the board is the start again, now with White to play. Positional superko forbids the fifth move. Situational superko does not: the situation (board and player to move) is new. Under Renaissance rules two passes mark the position, and flipping back into it later is forbidden (the second variation, from the Renaissance text). If both players simply pass, the groups are counted as seki (the first variation).

Komi is 0 so the count shows the position as it is.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black flips a ko: D6 captures D5. White&apos;s top group is in atari at F6.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White flips the other: B5 captures B6. Black&apos;s group is in atari at D5.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black has no reason to go on and passes.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes D5 (capturing D6): both groups have two liberties again.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black retakes B6 (capturing B5). The board is the start again, now with White to play. Positional superko forbids this move; under situational superko the situation is new, so it is legal.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes...</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>...and White passes too. Under Renaissance rules two passes do not stop play, but this position is now the one &apos;of the last two successive passes&apos;: no board play may recreate it.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black flips back at B6 (capturing B5).</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White flips back at D5 (capturing D6).</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White flips first: B5 captures B6 and Black&apos;s group is in atari at D5.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black&apos;s answer at D6 would recreate the position of the two passes: minimal superko forbids it, so Black&apos;s group is lost. The Renaissance text&apos;s verdict: starting the flips was Black&apos;s mistake.

Under Ing&apos;s rules the answer is legal: White&apos;s B5 attacked, and retaking the other ko in answer to an atari in a balanced ko never counts as disturbing. Black used up its one disturbance with B6 (move 5), so Black may not attack again, but it can always answer: the seki stands.</source>
            <extracomment>comment on the Renaissance: flipping back into the two-pass position, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes. Neither side can fill F6, so both groups are alive in seki. Territory rules give no points for it: F6 belongs to neither side. Area rules count the stones; the empty points B5 and D6 inside the seki count under some rulesets and not others. Renaissance rules need a third pass to stop play.</source>
            <extracomment>comment on the Both pass: seki, node 2</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram handicap-four-stones</name>
        <message>
            <source>Handicap compensation: four stones</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>handicap komi</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chinese, AGA, Japanese and Korean handicap conventions as the presets read them; Ing&apos;s SST rules, &apos;Counting&apos; item 5 (N points for N stones, N/2 stones placed in Black&apos;s area); the New Zealand rules (handicap by White passing, no komi); the AGA commentary of the &apos;Simplified rules&apos; (White passes last, a prisoner for every pass). The game is our own.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A four-stone game in which Black plays the last stone: on the board Black is 3 ahead, but with 4 points of compensation (Chinese, Ing) or 3.5 (AGA) White wins, as under Japanese territory counting; only New Zealand&apos;s rules, with no compensation, give it to Black.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A finished four-stone handicap game on a 9x9 board. Black&apos;s handicap stones stand on the four standard points C3, G3, C7 and G7; White moves first and the players alternate. White kills the lower right corner stone (G3) early, slides under C3 along the bottom, and Black plays safe, thick moves all game. Black plays the last stone (A3, which closes his left side), White passes and Black passes. During play White captured the handicap stone G3 and Black captured one White stone (D8). No dead stones are left.

The board: Black&apos;s area is 42 points (21 stones and 21 empty points), White&apos;s 39 (17 stones and 22 empty points): Black is 3 points ahead. Counted by territory and prisoners: Black 21 + 1 = 22, White 22 + 1 = 23: White is 1 ahead.

What each ruleset gives White for the four handicap stones:
- Chinese and Simplified Chinese: 4 points. 42 - 39 - 4: White wins by 1.
- Ing SST: 4 points, paid as two White stones put into Black&apos;s area when filling in. White wins by 1.
- AGA and Simplified AGA: 3 points (one per stone after the first) plus a komi of 0.5: White wins by 0.5. Renaissance A: the same, White by 0.5 (its text sets nothing for handicap games; this is our reading, in the Rulesets reference).
- Japanese, Korean and Simplified Japanese/Korean: nothing; territory 22 against 23, White wins by 1. Renaissance B: nothing but a komi of 0.5 (our reading: its text sets nothing for handicap games), White by 1.5.
- New Zealand, Simplified Ing/NZ and Tromp-Taylor: nothing, no komi. Black wins by 3. (Under the New Zealand rules White passed three times before its first move, between Black&apos;s four handicap stones; the record leaves those passes out.)

Why area counting needs compensation. Every stone on the board is a point in an area count, and Black put four stones on the board without spending moves on them. In a territory count they score nothing by themselves. So the two counts part by how many more stones Black has put down than White: here 22 (four handicap stones and 18 moves) against 18, four stones, because Black also played the last stone. The Chinese and Ing compensation of N = 4 gives exactly that back: both say White by 1, as the Japanese territory count does.

AGA reckons with White passing last: then Black is only N - 1 stones ahead, and N - 1 is its compensation. Here Black passed last, so under the AGA rules White adds a pass at the end. Under the AGA rules each pass gives the other player one prisoner: Black receives two pass stones (White&apos;s pass in play and the added one) and White one. Counted by territory, prisoners and pass stones, Black has 21 + 1 + 2 = 24 and White 22 + 1 + 1 = 24, plus the komi of 0.5: White by 0.5, the same as the area count 42 - 39 - 3 - 0.5.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White attaches on top of the handicap stone G3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black does not answer; he builds toward the top.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White blocks G3 on the right: it has two liberties left, F3 and G2.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays on top again.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White ataris G3.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black gives the corner stone up and takes another point on top.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White captures the handicap stone G3: a prisoner for White.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black extends down from C7 toward C3.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White comes up to the centre.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black connects his left side solidly.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White pushes in between.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black answers solidly.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White extends along the fifth line.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black guards the link between F6 and G7.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black makes his top thick (a slow move).</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White pushes between F6 and G7.</source>
            <extracomment>comment on the main line, node 17</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black blocks.</source>
            <extracomment>comment on the main line, node 18</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black reaches the right edge: his top is closed on the right.</source>
            <extracomment>comment on the main line, node 20</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White too.</source>
            <extracomment>comment on the main line, node 21</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Another safe move inside Black&apos;s top.</source>
            <extracomment>comment on the main line, node 22</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White drops a stone into Black&apos;s top to see what Black does.</source>
            <extracomment>comment on the main line, node 23</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes one of its three liberties.</source>
            <extracomment>comment on the main line, node 24</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White builds the wall toward the bottom.</source>
            <extracomment>comment on the main line, node 25</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black ataris D8.</source>
            <extracomment>comment on the main line, node 26</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White continues down.</source>
            <extracomment>comment on the main line, node 27</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black captures D8: a prisoner for Black.</source>
            <extracomment>comment on the main line, node 28</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White slides under the handicap stone C3 on the second line.</source>
            <extracomment>comment on the main line, node 29</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White crawls further.</source>
            <extracomment>comment on the main line, node 31</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays safe again.</source>
            <extracomment>comment on the main line, node 32</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White reaches the left edge.</source>
            <extracomment>comment on the main line, node 33</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black adds yet another stone inside his own area.</source>
            <extracomment>comment on the main line, node 34</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White mends the cut at D2: a Black stone there would separate A2, B2 and C2 from the rest.</source>
            <extracomment>comment on the main line, node 35</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black closes his left side at A3. This is the last stone of the game: no empty point now touches both colours.</source>
            <extracomment>comment on the main line, node 36</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes. Under the AGA rules the pass hands Black one stone as a prisoner.</source>
            <extracomment>comment on the main line, node 37</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes and play stops (a third pass is added under the Renaissance rules). Black has passed last, so under the AGA rules White adds a pass, which hands Black a second pass stone. Count: Black area 42, White 39; territory and prisoners Black 22, White 23. Chinese, Ing and Japanese White by 1; AGA White by 0.5; New Zealand Black by 3.</source>
            <extracomment>comment on the main line, node 38</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram handicap-two-stones</name>
        <message>
            <source>Handicap compensation: two stones</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>handicap komi</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reverse komi in handicap games</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chinese, AGA, Japanese and Korean handicap conventions as the presets read them; Ing&apos;s SST rules, &apos;Counting&apos; item 5 (N points for N stones, N/2 stones placed in Black&apos;s area); the New Zealand rules (handicap by White passing, no komi); the AGA commentary of the &apos;Simplified rules&apos;. The game is our own.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A close two-stone game: on the board Black is 1 point ahead, and the compensation each ruleset gives White decides the winner: New Zealand Black by 1, Chinese and Ing White by 1, AGA White by 0.5, Japanese a tie.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A finished two-stone handicap game on a 9x9 board. Black&apos;s handicap stones stand on the standard points C3 and G7, the points the Japanese and AGA rules prescribe; then White moves first and the players alternate. White plays the last stone (G4, the last neutral point), Black passes and White passes. During play Black captured one White stone (G6) and White two Black stones (C6 and D6). No dead stones are left on the board, so nothing has to be agreed before counting.

The board: Black&apos;s area is 41 points (20 stones and 21 empty points), White&apos;s 40 (20 stones and 20 empty points), so on the board Black is 1 point ahead. Counted by territory and prisoners, Black has 21 + 1 = 22 and White 20 + 2 = 22: level.

What each ruleset gives White for the two handicap stones:
- Chinese and Simplified Chinese: one point per handicap stone, 2 points. 41 - 40 - 2: White wins by 1.
- Ing SST: also N points (the text&apos;s fifth counting rule), paid in the fill-in count as N/2 White stones put into Black&apos;s area, here a single stone. White wins by 1; in handicap games a tie would go to White.
- AGA and Simplified AGA: one point per stone after the first, so 1 point, plus a komi of 0.5. 41 - 40 - 1.5: White wins by 0.5. Renaissance A (area) uses the same N - 1 and 0.5: its text sets nothing for handicap games, and this is our reading (see the Rulesets reference).
- Japanese, Korean and Simplified Japanese/Korean: nothing. 22 - 22 is a tie (jigo). Renaissance B (territory), by our reading too, gives no compensation either but keeps a komi of 0.5: White wins by 0.5.
- New Zealand: nothing and no komi. There the handicap is given by White passing before its first move, once in a two-stone game, between Black&apos;s two stones; the engine does not record those passes. Black wins by 1. Simplified Ing/NZ and Tromp-Taylor give nothing too: Black by 1.

Why area counting needs compensation and territory counting does not. In an area count every stone on the board is a point for its owner. The handicap stones are stones Black put down without spending a move on them, so they stand in Black&apos;s area as points (here 2) that Black never played for. In a territory count a stone earns nothing by itself: only the empty points it surrounds and the prisoners score, so the handicap stones are worth only what they help Black surround, which is the handicap White meant to give. Here Black put down 22 stones (2 handicap stones and 20 moves) and White 21: that is why the area count is 1 point better for Black than the territory count. AGA&apos;s N - 1 gives back exactly that point, Chinese and Ing&apos;s N one point more, New Zealand nothing, and the winner changes with the rules.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes the empty lower right corner.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black caps from above, working with the handicap stone at G7.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes the other empty corner, the upper left.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black builds on the left, above his C3 stone.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White jumps into the centre between Black&apos;s stones.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black blocks on the right side of the centre, next to G5.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White extends from G3 toward the centre, next to F5.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays between them. The four centre stones form a crosscut: E4 and F5 Black, E5 and F4 White.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White tries a stone between G5 and G7, hoping to cut.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black answers at F6: G6 has one liberty left, H6.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White saves the centre stone E5, which had only two liberties, and gives up G6.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black captures G6: one prisoner for Black.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White extends up the E line.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black keeps pace on the F line.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black.</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black reaches the top edge.</source>
            <extracomment>comment on the main line, node 18</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White too: the two walls run side by side from the centre to the top.</source>
            <extracomment>comment on the main line, node 19</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black pushes into White&apos;s upper left.</source>
            <extracomment>comment on the main line, node 20</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White blocks: D6 is in atari.</source>
            <extracomment>comment on the main line, node 21</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black extends, but the two stones have only two liberties, B6 and C5.</source>
            <extracomment>comment on the main line, node 22</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White ataris from below.</source>
            <extracomment>comment on the main line, node 23</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black gives the two stones up and firms up his own side.</source>
            <extracomment>comment on the main line, node 24</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White captures C6 and D6: two prisoners for White.</source>
            <extracomment>comment on the main line, node 25</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black moves out toward the left edge.</source>
            <extracomment>comment on the main line, node 26</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White blocks.</source>
            <extracomment>comment on the main line, node 27</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black pushes along the edge.</source>
            <extracomment>comment on the main line, node 28</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White blocks again: A5 is in atari.</source>
            <extracomment>comment on the main line, node 29</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black connects. The upper left is settled.</source>
            <extracomment>comment on the main line, node 30</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White blocks on the right side.</source>
            <extracomment>comment on the main line, node 31</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black blocks too.</source>
            <extracomment>comment on the main line, node 32</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White reaches the right edge.</source>
            <extracomment>comment on the main line, node 33</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>So does Black. Black&apos;s upper right (G5 to J5, F5 to F9) is closed.</source>
            <extracomment>comment on the main line, node 34</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White extends down toward the bottom edge.</source>
            <extracomment>comment on the main line, node 35</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black keeps pace.</source>
            <extracomment>comment on the main line, node 36</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White reaches the bottom edge.</source>
            <extracomment>comment on the main line, node 39</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>So does Black. Every border is closed except one point.</source>
            <extracomment>comment on the main line, node 40</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White fills G4, the last neutral point (it touched Black&apos;s G5 and White&apos;s stones). This is the last stone of the game; no empty point now touches both colours.</source>
            <extracomment>comment on the main line, node 41</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes. Under the AGA rules this pass hands White one stone as a prisoner (a pass stone).</source>
            <extracomment>comment on the main line, node 42</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes and play stops (a third pass is added under the Renaissance rules). White has passed last, so AGA needs no extra pass; each side has handed the other one pass stone, which leaves the AGA count unchanged. Count: Black area 41, White 40; territory and prisoners 22 each. Compensation decides the winner: Chinese and Ing White by 1, AGA White by 0.5, Japanese a tie, New Zealand Black by 1.</source>
            <extracomment>comment on the main line, node 43</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram ing-counting-even-game</name>
        <message>
            <source>Ing counting: an even game</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fill-in counting</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stone counting</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Counting&apos; (the three 9x9 examples with 40 stones each); the board is our own, built to the numbers of the text.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How Ing&apos;s rules count an even game: fill your own area from a fixed supply of stones; empty points left mean a win, stones left over mean a loss.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A finished 9x9 game, an even game: White&apos;s komi of 8 points is paid as four White stones placed in Black&apos;s area. Black&apos;s area is 46 points (stones and territory), White&apos;s 35, and there are no neutral points. Dead stones have already been removed and the record holds no prisoners.

Ing&apos;s rules count by filling in. Each player has a fixed supply of stones (40 each on this 9x9 board, 180 on 19x19); prisoners and dead stones go back to their owners&apos; bowls, and each player fills his own area with his own stones. Whoever still has empty points has won; whoever has stones left over has lost. The loser puts his leftover stones, the losing stones, in the winner&apos;s empty points; the one point still empty after that is the winning point, and the margin counts two points for each losing stone and one for the winning point. Here Black has two empty points and White one stone left over; White&apos;s stone fills one of Black&apos;s points and the other is the winning point: Black wins by 1 + 2 x 1 = 3.

Area counting gives the same result: the difference of the areas minus the compensation. Territory counting gives a different margin on the same board.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: play stops and the game is counted.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram ing-counting-three-stone-handicap</name>
        <message>
            <source>Ing counting: a three-stone handicap</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fill-in counting</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stone counting</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Counting&apos; (the three 9x9 examples with 40 stones each); the board is our own, built to the numbers of the text.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How Ing&apos;s rules count a three-stone handicap game: fill your own area from a fixed supply of stones; empty points left mean a win, stones left over mean a loss.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A finished 9x9 game, a three-stone handicap game: White&apos;s compensation of 3 points is one White stone placed in Black&apos;s area and one point of it left open. Black&apos;s area is 46 points (stones and territory), White&apos;s 35, and there are no neutral points. Dead stones have already been removed and the record holds no prisoners.

Ing&apos;s rules count by filling in. Each player has a fixed supply of stones (40 each on this 9x9 board, 180 on 19x19); prisoners and dead stones go back to their owners&apos; bowls, and each player fills his own area with his own stones. Whoever still has empty points has won; whoever has stones left over has lost. The loser puts his leftover stones, the losing stones, in the winner&apos;s empty points; the one point still empty after that is the winning point, and the margin counts two points for each losing stone and one for the winning point. When a point of the compensation is left open (an odd handicap) or an odd shared point stays empty, that is the one empty point at the end: there is no winning point, and the margin is just twice the losing stones. Here Black has four empty points besides the open point and White four stones left over; White&apos;s four stones fill them, the open point is the only empty point left, and Black wins by just twice the losing stones: 2 x 4 = 8.

Area counting gives the same result: the difference of the areas minus the compensation. Territory counting gives a different margin on the same board.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: play stops and the game is counted.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram ing-counting-two-stone-handicap</name>
        <message>
            <source>Ing counting: a two-stone handicap</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fill-in counting</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stone counting</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Counting&apos; (the three 9x9 examples with 40 stones each); the board is our own, built to the numbers of the text.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How Ing&apos;s rules count a two-stone handicap game: fill your own area from a fixed supply of stones; empty points left mean a win, stones left over mean a loss.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A finished 9x9 game, a two-stone handicap game: White&apos;s compensation of 2 points is one White stone placed in Black&apos;s area. Black&apos;s area is 46 points (stones and territory), White&apos;s 35, and there are no neutral points. Dead stones have already been removed and the record holds no prisoners.

Ing&apos;s rules count by filling in. Each player has a fixed supply of stones (40 each on this 9x9 board, 180 on 19x19); prisoners and dead stones go back to their owners&apos; bowls, and each player fills his own area with his own stones. Whoever still has empty points has won; whoever has stones left over has lost. The loser puts his leftover stones, the losing stones, in the winner&apos;s empty points; the one point still empty after that is the winning point, and the margin counts two points for each losing stone and one for the winning point. Here Black has five empty points and White four stones left over; White&apos;s four stones fill four of Black&apos;s points and the fifth is the winning point: Black wins by 1 + 2 x 4 = 9.

Area counting gives the same result: the difference of the areas minus the compensation. Territory counting gives a different margin on the same board.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: play stops and the game is counted.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram long-life</name>
        <message>
            <source>Long life</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>eternal life</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>chosei (長生)</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>jangsaeng (장생)</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Long life&apos;; Ing&apos;s SST rules, &apos;Double hot stones&apos;; Japanese rules 1989, article 12.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A four-move cycle of captures of two stones: no result in Japan and Korea, superko bars the fourth move, Ing&apos;s double hot stones bar the third.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black&apos;s group A2-F2 has two liberties, A1 and E1; White&apos;s inner string B1-B2-C2-D2 has two, A1 and C1. White&apos;s F1 stone sits in the corner.

Black plays C1, which puts White&apos;s inner string in atari. White captures C1-D1 with E1. Black captures E1-F1 back at D1. White throws in again at F1, and the start has returned after four moves: long life.

Japanese and Korean rules: no result after the cycle repeats. Superko forbids White&apos;s fourth move. Ing&apos;s rules call E1-F1 double hot stones once they have captured: Black may take them only after an intervening move (the variation). Renaissance: a draw, as both sides capture four stones in the loop.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays C1: White&apos;s inner string is in atari at A1, and C1-D1 has one liberty, E1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White captures C1 and D1 with E1. Black&apos;s group is down to one liberty, A1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black captures E1-F1 at D1. Under Ing&apos;s rules these are double hot stones that just captured two: Black needs an intervening move first.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White throws in at F1 again: the start position, with Black to play. Every superko rule forbids this move.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round two.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White captures two.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black captures two.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The start stands for the third time with no pass between: no result under Japanese and Korean rules, a draw by threefold repetition under Renaissance rules.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays elsewhere first (here A6).</source>
            <extracomment>comment on the Ing: double hot stones need an intervening move, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White answers elsewhere.</source>
            <extracomment>comment on the Ing: double hot stones need an intervening move, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now Black may capture E1-F1 under Ing&apos;s rules too.

What uses up a disturbance under Ing&apos;s rules: the first time the whole board comes back with the same player to move, the cycle is charged to the player whose move began it, here Black with C1. The exchange between the captures usually leaves new stones on the board, so nothing recurs. But if it leaves the board as it was (both players pass and the game is adjourned, or ko threats that undo each other), White&apos;s throw-in at F1 brings back the start, Black has used up its one disturbance, and Black may not send two at C1 again.</source>
            <extracomment>comment on the Ing: double hot stones need an intervening move, node 5</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram molasses-ko</name>
        <message>
            <source>Molasses ko</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>molasses</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mechanism after T. Mark Hall and Zhao (1993/94) as described by the BGA page &apos;Some Repeating Go Positions&apos; and Sensei&apos;s Library &apos;Molasses Ko&apos;; this board is our own construction.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A capturing race with two kos in which every move elsewhere costs a four-move exchange: legal everywhere, but it slows the game to a crawl and makes passing fatal under superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two eyeless groups in a capturing race. White&apos;s nine stones around D2-D6 have only the two-point eye E4-E5. Black&apos;s nine stones around F1-G6 have only E1 and F2. The walls around them are alive.

Black throws in at E5 (atari on White&apos;s group and on F4-F5). White must take the ko at E1, Black must capture F4-F5 at E4, and White must take the second ko at F2. The shape is now the colour-reversed start, and Black, who may not retake at once, plays one move elsewhere (F8). White must then make the same four-move exchange before its own move elsewhere (D8). After ten moves the local shape is back where it began.

No position repeats (the moves elsewhere change the board), so every ruleset allows the line. The trouble comes when the game nears its end: under the basic ko rule the exchanges can go on, and Japanese professionals have called it no result; under superko a player who passes instead of making the exchange loses the race, so the game turns into a contest of who runs out of harmless moves first.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black throws in at E5: White&apos;s big group and F4-F5 are both in atari.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White must take the ko at E1 (capturing D1): Black&apos;s group is in atari at F2.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black must capture F4-F5 with E4: White&apos;s group is in atari at D1.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White must take the second ko at F2 (capturing E2). The shape is the colour-reversed start.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black may not retake at E2 at once, so Black plays elsewhere: the one real move of this round.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now White has to throw in, at F5.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes the ko at E2 (capturing F2).</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White captures E4-E5 with F4.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes the other ko at D1 (capturing E1).</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White plays its one move elsewhere. The local shape is back at the start: every real move cost a four-move exchange.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram moonshine-life</name>
        <message>
            <source>Moonshine life</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gekkou no iki (月光の活き)</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>jia sheng (假生, false life)</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After the Nyobutsu position and the move pattern on Sensei&apos;s Library &apos;Moonshine Life&apos;; Renaissance rules example 4 (capture in a dispute phase).</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A one-eyed group kept alive by a double ko elsewhere: no result in Japan and Korea, barred by superko, by Ing&apos;s disturbing rule and, after play stops, by Renaissance minimal superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Upper right: White&apos;s six stones have one eye (T19) and a ko at P19/Q19 they can never fill. Upper left: a double ko in a seki, which gives both sides an endless supply of ko threats. Black wants to capture the upper right group; White keeps it alive by using the double ko as threats.

Black takes the ko at Q19 and White is in atari. White flips a ko in the double ko (atari on Black&apos;s group there), Black answers by flipping the other, White retakes at P19, and the same happens the other way round. After six moves the start is back. The group&apos;s life is &apos;moonshine&apos;: it lasts only as long as the cycle may be repeated.

Japanese and Korean rules: the cycle goes round until the game ends without a result. Superko forbids the move that closes the cycle. Ing&apos;s rules let a player set off such a cycle only once per game. The Renaissance rules treat the repetition in the main game as a draw, but Black can wait until play stops and capture in the dispute phase, where minimal superko stops White from closing the cycle (the variation).

The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes the ko at Q19 (capturing P19). White&apos;s group has one liberty left, its eye at T19: it is in atari, and White needs a ko threat.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White&apos;s threat: B17 captures B18 and puts Black&apos;s fourteen stones on the left in atari at F18.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black must answer: D18 captures D17 and gives the left group a second liberty.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now White may retake at P19 (capturing Q19): the upper right group has two liberties again.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black flips the other way: B18 captures B17 and puts White&apos;s upper left stones in atari at F18.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White answers at D17 (capturing D18). The whole board is back to the start with Black to play: superko forbids this move under every superko rule.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round two: Black takes the ko again.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White threatens again in the double ko. Under Ing&apos;s rules White has already set off this cycle once (White was the disturber in round one) and may not do it again.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black answers.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black flips back.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The start stands for the third time with no pass between: no result under Japanese and Korean rules, a draw by threefold repetition under Renaissance rules (each side captured six stones in the loop).</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black does not start the cycle in the main game. Black passes...</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>...White passes...</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>...and Black passes again. Under Renaissance rules three successive passes stop play; the last two passes were made in this position, so minimal superko now forbids any board play that recreates it. Black disputes White&apos;s group and play resumes.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White has nothing useful to do and passes. (Under Japanese and Korean rules this is the second pass of the confirmation play, which ends it with nothing captured: for them the line stops here, and the ko fight below is never played.)</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes the ko: White is in atari.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White threatens in the double ko (Black&apos;s left group in atari).</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes the ko.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black flips the double ko himself: White&apos;s upper left stones are in atari at F18.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White&apos;s answer would recreate the position in which the last two successive passes were made: minimal superko forbids it. White cannot both save the upper left and keep the ko, so one of the groups dies: the moonshine life is over.</source>
            <extracomment>comment on the Renaissance: captured in a dispute phase, node 10</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram one-eye-flaw</name>
        <message>
            <source>1-eye flaw</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>dead ko</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>kashou (仮生)</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;1-Eye-Flaw&apos;; Renaissance rules example 1; Japanese rules 1989, article 7-2.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A one-eyed group with a ko: dead under most rules, but alive under positional and situational superko if the players pass first.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White&apos;s four stones A4-B4-B5-C4 have one eye (A5) and a ko at C5/D5. Black took the ko at C5 on an earlier turn, so White may retake now. Black has two eyes (B2 and E3) and every Black move other than the ko would fill one of them.

White retakes at D5. Black cannot retake at once, has nothing else to do, and passes; White passes too. Can Black now take the ko and then fill the eye at A5?

Under positional superko, and under situational superko, retaking at C5 would recreate the position after Black&apos;s earlier capture, so it is forbidden: the one-eyed group lives, a known flaw of those rules. Tromp-Taylor rules end the game after the two passes with every stone alive. Japanese and Korean rules decide in a confirmation play in which the retake after Black&apos;s pass is allowed, and Ing&apos;s and the Renaissance rules also let Black retake: the group is dead.

The Chinese preset follows the written positional superko rule; Chinese referees in practice rule the group dead. Komi is 0.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes the ko at D5 (capturing C5).</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black may not retake at once, and any other Black move fills an eye: Black passes.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes. Under Tromp-Taylor rules the game is over: every stone on the board, White&apos;s one-eyed group included, counts as alive.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes the ko (in the confirmation play under Japanese and Korean rules, in resumed play elsewhere). Under positional superko this recreates the position after Black&apos;s first capture at C5, and is forbidden; situational superko (and New Zealand&apos;s rule, which is situational superko) also forbids it. Natural situational superko does not: here that position is the diagram&apos;s start, which no board play created, so the retake is legal there.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White may not retake at once and passes.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black fills the eye and captures White&apos;s group.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes. The whole board is Black&apos;s.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes as well...</source>
            <extracomment>comment on the Black does not take the ko: the flaw lives, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>...and so does White. With no board play from Black the one-eyed group stands, and it is counted as alive.</source>
            <extracomment>comment on the Black does not take the ko: the flaw lives, node 5</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram one-odd-dame</name>
        <message>
            <source>One odd dame</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the last dame</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>last neutral point</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"Simplified rules" commentary (the worthless extra dame of Japanese/Korean rules; shared/seeds/000); Renaissance rules, &apos;Area ~= territory&apos; (the last dame; shared/seeds/001). The board is our own.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One neutral point is left at the end: under area counting it is a point for whoever fills it, under territory counting it is worth nothing, so with their usual komi Japanese and Chinese rules name different winners.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An even game on 9x9, finished but for one point. White is to play. Black began and made the last move, so Black has put down 12 stones and White 11; nothing has been captured. Each side has one solid string: Black&apos;s wall runs from D9 down the D and E columns to F1, White&apos;s from F9 down the F column, with E7 and G1-G2. The territories are closed: Black has 32 points, White 25. The one point that belongs to nobody is E9, between Black&apos;s D9 and E8 and White&apos;s F9. A stone there needs no answer from either side.

Territory counting (Japanese, Korean, simplified Japanese/Korean and Renaissance B, komi 6.5) gives nothing for a stone on a neutral point: 32 - 25 = 7, B+0.5, whether E9 is filled or not, and by whom.

Area counting counts every stone on the board, so E9 is a point for whoever fills it. The board has 81 points. With E9 empty the two areas add up to 80 (Black 44, White 36) and their difference is even: 8. Filling E9 makes the total 81 and the difference odd: 7 if White fills it, 9 if Black does. A komi of 7.5 (Chinese, AGA, simplified Chinese, simplified AGA, Renaissance A, Tromp-Taylor) lies between 7 and 8, so this one point decides the game. White, to move, fills E9 and wins by 0.5 (the main line). If both pass at once it is B+0.5 (first variation); if White passes and Black fills it, B+1.5 (second variation). New Zealand&apos;s whole-point komi of 7 gives a draw, B+1 or B+2. Ing&apos;s komi of 8, paid as four White stones placed in Black&apos;s area, gives W+1, a tie that Black wins in an even game, or B+1.

So the same game ends B+0.5 under Japanese rules and W+0.5 under Chinese rules. The usual saying that a Chinese komi of 7.5 matches a Japanese 6.5 holds when Black has put down one stone more than White: then the area difference is one more than the territory difference. Once White takes the last point, both have put down 12 stones, the two differences are both 7, and the komis part by a full point. The simplified rules&apos; commentary lists this, the value of one extra dame that Japanese and Korean rules ignore, among their practical differences (its example: an even game containing one odd seki, komi 5.5 or 7.5).

AGA rules count the area but hand over a prisoner for every pass and let White pass last; counting territory and prisoners, pass stones included, then gives the same margin on every line, as the count&apos;s note shows.

The file sets no komi: each ruleset counts with its own (6.5 Japanese, Korean and Renaissance B; 7.5 Chinese, AGA, Renaissance A and Tromp-Taylor; 7 New Zealand; 8 Ing, Black winning ties).</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White fills the last neutral point, E9. Under area counting this stone is one more point of White&apos;s area (37 instead of 36); under territory counting it earns nothing. Both players have now put down 12 stones.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes: nothing is left to play.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: play stops (Renaissance rules need a third pass). Area: Black 44, White 37, 7 apart: W+0.5 with komi 7.5, a draw with New Zealand&apos;s 7, and W+1 under Ing&apos;s 8, where White&apos;s stones leave one empty point in White&apos;s area. Territory: 32 - 25 = 7, B+0.5 with komi 6.5.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes instead of filling E9. Under AGA rules the pass hands Black a prisoner.</source>
            <extracomment>comment on the Both pass: the dame stays open, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes too: play stops with E9 empty, and it counts for nobody. Area: Black 44, White 36, 8 apart: B+0.5 with komi 7.5 and B+1 with 7. Under Ing&apos;s komi of 8 the fill-in count comes out even (the one shared point stays empty), and Black wins the tie. Territory: still 7, B+0.5. Under AGA rules White adds a last pass, so Black holds two pass stones and White one: territory and prisoners give 34 against 26, the same 8 as the area count.</source>
            <extracomment>comment on the Both pass: the dame stays open, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black fills E9 after White&apos;s pass. Black&apos;s area grows to 45; Black&apos;s territory stays 32.</source>
            <extracomment>comment on the White passes and Black fills the dame, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the White passes and Black fills the dame, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes: play stops. Area: 45 - 36 = 9, B+1.5 with komi 7.5, B+2 with 7, B+1 under Ing. Territory: 7, B+0.5, as on every line. Under AGA rules White adds a last pass: Black holds three pass stones and White one, so territory and prisoners give 35 against 26, again 9.</source>
            <extracomment>comment on the White passes and Black fills the dame, node 4</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram pass-stones</name>
        <message>
            <source>Pass stones</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>AGA pass stones</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes last</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>AGA rules and the AGA commentary of the &apos;Simplified rules&apos; (White passes last, every pass hands the opponent a prisoner); Japanese rules for territory counting without pass stones. The game is our own.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An 8x8 even game that ends with Black&apos;s pass: under the AGA rules White adds a pass, every pass hands over a prisoner, and counting territory then gives the same margin as counting area; the Japanese count, without pass stones, is two points lower and the winner changes.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A small even game on an 8x8 board, played to the end. White passes once while one neutral point, E4, is still open; Black fills it, White passes again and Black passes, so play stops with Black&apos;s pass. During play each side captured one stone: Black took B5, White took F5. No dead stones are left.

Area counting (Chinese, AGA): Black 36 (13 stones and 23 empty points), White 28 (11 stones and 17 empty points). Black is 8 ahead; with a komi of 7.5 Black wins by 0.5.

The AGA rules want White to pass last. Black passed last, so White adds one pass, and every pass hands the opponent a stone as a prisoner (a pass stone). White passed three times (twice during play and the added pass), Black once: Black holds 3 pass stones, White 1. Counting territory and prisoners with them: Black 23 + 1 captured + 3 pass stones = 27, White 17 + 1 + 1 = 19. Again 8 ahead, and again Black by 0.5: under the AGA rules the two ways of counting always agree. A player&apos;s area less his territory and prisoners is the number of stones on the board less the prisoners he holds, so the two margins part by how many more stones Black put down than White. Black played 14 stones and handed over 1 pass stone, White played 12 and handed over 3: 15 each. From an even start with alternate moves and White passing last both players always have as many turns as each other, and a pass stone makes a pass cost a stone like a move.

Japanese: no pass stones, and neutral points are worth nothing. Black 23 + 1 = 24, White 17 + 1 = 18: 6 ahead, two points less than the area count, because Black put down two more stones than White and White&apos;s two passes cost nothing. With a komi of 6.5 White wins by 0.5: the winner changes.

The variation: White fills E4 itself instead of passing. Then White passes last and nothing needs adding; each side hands over one pass stone. The area count is Black 35, White 29: 6 ahead, and territory with pass stones gives the same 25 - 19; the Japanese count is 24 - 18, also 6. AGA: White by 1.5, Japanese: White by 0.5. White&apos;s early pass in the main line cost it two points under the AGA rules (the neutral point and a pass stone) and nothing under the Japanese rules.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black starts near the centre.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White answers diagonally above.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black blocks White&apos;s way to the left.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White turns toward the bottom right.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black follows below.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White reaches the right edge.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>So does Black: the lower right border is set.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White turns to the top left.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black cuts between E5 and F4.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White ataris F5: its last liberty is G5.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black gives the cutting stone up and extends to the left.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White captures F5: a prisoner for White.</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black reaches the top edge.</source>
            <extracomment>comment on the main line, node 21</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White cuts between B6 and C5.</source>
            <extracomment>comment on the main line, node 22</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black ataris: B5&apos;s last liberty is A5.</source>
            <extracomment>comment on the main line, node 23</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White leaves B5 and closes the top border.</source>
            <extracomment>comment on the main line, node 24</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black captures B5: a prisoner for Black. Only E4, touching Black&apos;s D4 and E3 and White&apos;s E5 and F4, is still neutral.</source>
            <extracomment>comment on the main line, node 25</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes with E4 still open. Under the Japanese rules that costs nothing, E4 being worth no point. Under the AGA rules the pass hands Black a stone as a prisoner.</source>
            <extracomment>comment on the main line, node 26</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black fills E4: a point in an area count, nothing in a territory count. This is the last stone of the game.</source>
            <extracomment>comment on the main line, node 27</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: a second pass stone for Black under the AGA rules.</source>
            <extracomment>comment on the main line, node 28</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes and play stops (a third pass is added under the Renaissance rules). Black passed last, so under the AGA rules White adds a pass: Black has 3 pass stones, White 1. Area: Black 36, White 28. Territory, prisoners and pass stones: Black 27, White 19. The same 8 points: with komi 7.5 Black wins by 0.5 either way. Japanese territory without pass stones: 24 to 18, 6 points; with komi 6.5 White wins by 0.5.</source>
            <extracomment>comment on the main line, node 29</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White fills E4 instead of passing.</source>
            <extracomment>comment on the White fills the last neutral point instead of passing, node 26</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes: a pass stone for White under the AGA rules.</source>
            <extracomment>comment on the White fills the last neutral point instead of passing, node 27</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes and play stops; White passed last, so nothing is added. Each side has one pass stone. Area: Black 35, White 29. Territory, prisoners and pass stones: Black 23 + 1 + 1 = 25, White 17 + 1 + 1 = 19. Japanese: Black 24, White 18. Every count has Black 6 ahead: AGA White by 1.5, Japanese White by 0.5.</source>
            <extracomment>comment on the White fills the last neutral point instead of passing, node 28</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram playing-inside-own-territory</name>
        <message>
            <source>Playing inside your own territory</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>capturing a dead stone</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>removing a dead stone by play</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Renaissance rules, variant B (pass stones and equal numbers of moves in dispute phases); &apos;Simplified rules&apos; (pass stones, and the imagined play that settles a disagreement at no cost); Japanese rules 1989 (the confirmation play). The board is our own.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A hopeless White stone sits in a small closed corner of Black&apos;s territory. Capturing it costs nothing under area counting, costs Black a point per stone under territory counting, and is free again where passes hand over prisoners (AGA always, Renaissance B in a dispute) or where the dispute is settled by play that is not kept (Japanese, Korean).</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A finished 9x9 game with a straight border: Black owns the left five columns, White the right four. Each side has also walled off its bottom corner with a row of stones along the third line: Black&apos;s A3-D3 closes an eight-point corner (A1 to D2), White&apos;s G3-J3 a six-point corner (G1 to J2). Both sides have put thirteen stones on the board, so the area count and the territory count (pass stones aside) agree.

Earlier White invaded at B2, inside Black&apos;s closed corner. That stone is dead: the corner has only eight points, two rows deep, shut in by Black&apos;s wall and the edge of the board, and White cannot make two eyes there even with the move. Whatever White plays in the corner, Black answers and ends with every White stone captured and no point left where White may play. Black&apos;s wall around the corner is one string with the whole E column, and it has nine liberties in Black&apos;s big area above, where White has no stones: it is in no danger. White has nothing more to play.

The question is what it costs Black to take the dead stone off the board by capturing it (A2, C2 and B1, its three liberties) instead of simply agreeing that it is dead.

Under area counting a Black stone inside Black&apos;s area counts exactly like the empty point it fills, and the captured stone&apos;s point counts for Black either way: capturing is free. Under territory counting each Black stone put inside Black&apos;s territory is a point of territory gone, and the captured stone is one prisoner, no more than the dead stone would have been: three moves cost three points, unless White spends moves too (every White stone Black captures is a prisoner that pays for one Black move).

Pass stones restore the balance: under the AGA rules every pass hands the opponent a prisoner, so White&apos;s passes while Black captures pay for Black&apos;s stones. Renaissance B does the same, but only in a dispute phase, after play has stopped. The Japanese and Korean rules (and the simplified Japanese/Korean text) settle a disputed stone by play that is not kept: the stone is shown to be dead, removed, and Black loses nothing.

Tromp-Taylor rules count every stone left on the board when play stops as alive, so there Black must capture before passing; being area counting, that costs nothing.

Each ruleset uses its own komi: 7 for New Zealand and Simplified Ing/NZ, 8 for Ing, 6.5 for the territory rules, 7.5 for the other area rules.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: there is nothing left to play.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes and play stops (Renaissance rules add a third pass). The players agree that B2 is dead: it is removed and counted as a prisoner under territory rules. Area: Black 13 stones + 32 empty points (24 above the wall, 8 in the corner) = 45, White 12 stones + 24 empty points = 36, a lead of 9. Territory: Black 32 + 1 prisoner = 33 against White&apos;s 24, also 9. Under Tromp-Taylor rules nobody removes anything: B2 stays alive, the seven empty points around it touch a White stone and count for nobody, and the count is Black 13 + 24 = 37 against White 13 + 24 = 37, so komi decides it for White.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the Black captures during play while White passes, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black does not trust the agreement and starts capturing at A2, inside his own territory.</source>
            <extracomment>comment on the Black captures during play while White passes, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: saving the stone is hopeless, and under territory counting every White stone added here would only become one more prisoner.</source>
            <extracomment>comment on the Black captures during play while White passes, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays C2: the White stone has one liberty left, B1, and is in atari.</source>
            <extracomment>comment on the Black captures during play while White passes, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes again.</source>
            <extracomment>comment on the Black captures during play while White passes, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black captures at B1. Black has put three stones inside his own territory.</source>
            <extracomment>comment on the Black captures during play while White passes, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes: play stops with no dead stone left on the board (Renaissance rules add a third pass). Area counting gives the same as before: Black 16 stones + 29 empty points = 45, White 36. Territory counting does not: Black 29 + 1 prisoner = 30 against White&apos;s 24, three points less than before, and with komi 6.5 White now wins by 0.5 under the Japanese, Korean and Renaissance B rules. The AGA rules count the area, which has not changed, and their territory form with pass stones has not changed either: White&apos;s passes handed Black the prisoners that pay for the three stones (Black 29 + 1 captured + 5 pass stones = 35 against White&apos;s 24 + 1 = 25, as in the main line, where it was 32 + 1 + 2 against 24 + 1). Tromp-Taylor rules now count B2 as captured: Black wins there too.</source>
            <extracomment>comment on the Black captures during play while White passes, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes: under two-pass rules play stops here. White now claims that B2 is alive, so the players do not agree.</source>
            <extracomment>comment on the The dispute after play has stopped, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes once more. Under Renaissance rules this is the third pass that stops play. Elsewhere it is White&apos;s first move once the dispute begins (the AGA rules count it as White&apos;s obligatory last pass). Under the Japanese and Korean rules what follows is the confirmation play, and under the simplified Japanese/Korean text the imagined play: neither is kept.</source>
            <extracomment>comment on the The dispute after play has stopped, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black starts capturing at A2. Under Renaissance rules play has resumed in a dispute phase, where every pass hands the opponent a prisoner.</source>
            <extracomment>comment on the The dispute after play has stopped, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: a prisoner for Black under AGA and Renaissance B.</source>
            <extracomment>comment on the The dispute after play has stopped, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays C2: atari, B1 is the last liberty.</source>
            <extracomment>comment on the The dispute after play has stopped, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: another prisoner for Black.</source>
            <extracomment>comment on the The dispute after play has stopped, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black captures at B1: B2 has been shown to be dead.</source>
            <extracomment>comment on the The dispute after play has stopped, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes, and play stops again (Renaissance B: White&apos;s third pass follows, so that both players have made four moves in the dispute phase). Japanese and Korean rules keep none of the confirmation play: B2 is dead, and the count is the one of the first stop, Black by 2.5. Renaissance B keeps the moves but pays for them: Black&apos;s three stones cost three points of territory, and the pass stones give Black four prisoners and White one: Black 29 + 1 captured + 4 = 34, White 24 + 1 = 25, again a lead of 9 and Black by 2.5. Area counting is unchanged. Under Tromp-Taylor rules the game ended with the first two passes, B2 alive.</source>
            <extracomment>comment on the The dispute after play has stopped, node 10</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram seki-points</name>
        <message>
            <source>Seki points</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>points in seki</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seki with one eye</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>asymmetric seki</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"Simplified rules" commentary (asymmetrical seki among the practical differences of Japanese/Korean rules; shared/seeds/000); Japanese Rules of Go 1989 (no territory in seki, as summarised in shared/diagrams); Renaissance rules, B.6-B.7 (territory surrounded by live stones; shared/seeds/001). The board is our own.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A seki in which only one side has an eye: area counting and Renaissance B count the eye, Japanese and Korean rules count nothing in seki, so with the same komi the winner changes.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A finished 9x9 game, Black to play, with a seki in the lower left corner.

The corner: Black&apos;s stones B1 and A2 are two separate strings that share a one-point eye, A1. Around them, White&apos;s seven stones A4, B4, B3, B2, C2, D2 and D1 form one string with no eye: its only liberties are C1 and A3. C1 is also the second liberty of B1, and A3 the second liberty of A2. Whoever plays on C1 or A3 takes a liberty from his own stones: a Black stone there leaves the Black string with A1 alone, and White captures by playing A1; a White stone there leaves White&apos;s seven stones with one liberty, and Black captures them on the other point. Nobody can play there, so the three strings live together in seki. Black&apos;s wall from A5 to E1 is part of Black&apos;s big string and safe; the rest of the board is settled.

Both players have put down 20 stones and nothing has been captured, so only the seki can make the counts disagree, and it is lopsided: the eye is Black&apos;s, and White has none.

Area counting (Chinese, AGA, New Zealand, Ing, Tromp-Taylor, Renaissance A and the simplified area rules) counts every live stone, seki stones included, and every empty point surrounded by one colour, the eye A1 included. Black: 20 stones + 22 territory + the eye = 43. White: 20 stones + 16 territory = 36. C1 and A3 touch both colours and count for nobody. Black is 7 ahead.

Japanese and Korean rules, and the simplified Japanese/Korean rules, give no points in seki: not the shared liberties and not the eye either. Black 22, White 16: Black is only 6 ahead.

Renaissance B counts territory with pass stones and makes no exception for seki: the eye is surrounded by live Black stones, so it is Black territory. Black 23, White 16: 7 ahead, as under area counting.

The file sets komi 6.5 for every ruleset (KM), so that the count shows the seki alone: B+0.5 under area counting and Renaissance B, W+0.5 under Japanese and Korean rules. With each preset&apos;s own komi the eye would be hidden: the Chinese and AGA komi of 7.5 is one point more than the Japanese 6.5, exactly the value of the eye, and both would give W+0.5. A seki in which each side has a one-point eye would not change the margin at all: here the eyes are unequal.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes. Nothing useful is left: C1 or A3 would put Black&apos;s corner in atari, and A1 would fill Black&apos;s own eye.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: play stops. No stone is dead. The corner is seki: area rules count Black&apos;s eye at A1 and every stone, Japanese and Korean rules count no point of the seki, and Renaissance rules need a third pass before counting the eye as Black territory.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram sending-three-returning-one</name>
        <message>
            <source>Sending three, returning one</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>打三还一 (da san huan yi)</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Renaissance rules, example 5 (&apos;Sending three returning one&apos;): the cycle B a, W pass, B b, W c, B at the marked point, W pass; Sensei&apos;s Library &apos;Sending three, returning one&apos;. The board is our own construction of the cycle the text describes.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A cycle with a pass in it in which Black gives three stones and takes one back each time: a loss for Black by threefold repetition under Renaissance rules, one round under situational superko and Ing&apos;s rules, none under positional superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lower left corner of a 9x9 board. White&apos;s inner group (A5, B2-B5, C2, D2, E1, E2) has three liberties: C1, D1 and A4. Black&apos;s A2-A3 has A1 and A4; Black&apos;s marked stone at B1 has A1 and C1. The big Black group and White&apos;s group on the right have eyes and are alive, and no string is in atari.

The cycle of the Renaissance text: Black plays at C1 (&apos;a&apos;); White passes (every White move here would fill its own liberties); Black plays D1 (&apos;b&apos;), which puts White&apos;s group in atari; White must capture three stones with A1 (&apos;c&apos;); that leaves A2-A3 in atari, so Black must capture A1 by playing at B1 again (the marked point), which restores the start; White passes. Black sent three stones and got one back: White gains two prisoners each round.

Here Black is the one in trouble (with White to move, A4 would capture A2-A3), and the text&apos;s assumption is that Black uses the cycle to reach a draw by repetition or to keep play from stopping. Under Renaissance rules the third repetition ends the game, and Black, who captured fewer stones in the loop, loses: forcing the cycle was a mistake. Positional superko forbids the return at B1; situational superko and Ing&apos;s disturbing rule allow one round. Japanese and Korean rules end long cycles only when no pass comes between, so the players may go on; each round costs Black two points.

This board is built to show the cycle; it does not reproduce the text&apos;s claim that neither side wants to start a ko here.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays at C1 (&apos;a&apos;): B1-C1 now has liberties A1 and D1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: A4 or D1 would fill White&apos;s own liberties, and A1 would be suicide.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays D1 (&apos;b&apos;). Black&apos;s B1-C1-D1 has one liberty, A1. White&apos;s inner group is in atari too: its last liberty is A4, where White cannot play (suicide).</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White must capture: A1 (&apos;c&apos;) takes B1, C1 and D1. Now Black&apos;s A2-A3 is in atari at B1.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black must capture A1 by playing at B1, the marked point: sending three, returning one. The board is the start again, with White to play. Positional superko forbids this move.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: the start position, Black to play, after one round in which White took three stones and Black one.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round two. Situational superko forbids this move (the position after Black&apos;s first C1 would recur with White to play), and so does natural situational superko. Under Ing&apos;s rules Black has had his one disturbance.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays D1.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White captures three.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black returns one.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The position after Black&apos;s C1 occurs for the third time (positions reached by passes do not count): under Renaissance rules the game ends by threefold repetition, and Black, who captured two stones in the loop against White&apos;s six, loses.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Japanese and Korean rules let the players go on: White passes.</source>
            <extracomment>comment on the main line, node 14</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes. After three rounds White has taken nine stones and Black three.</source>
            <extracomment>comment on the main line, node 18</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes first...</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>...and White passes. Two successive passes do not stop play under Renaissance rules, but they mark this position: no board play may recreate it (minimal superko).</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black starts the cycle now.</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays D1: atari on White&apos;s group.</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black&apos;s return at B1 would recreate the position of the two passes: minimal superko forbids it, so A2-A3 stay in atari and White will capture them.</source>
            <extracomment>comment on the Renaissance: after two passes Black cannot return one, node 7</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram sending-two-returning-one</name>
        <message>
            <source>Sending two, returning one</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S2R1</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>打二还一 (da er huan yi)</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Sending two returning one&apos;; Chinese rules 2002, article 20 commentary; Ing&apos;s SST rules (disturbing ko).</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A three-move cycle in a corner seki in which Black loses a point each time round: allowed in Japan, barred by superko, once only under Ing&apos;s rules, a loss for Black under Renaissance rules.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lower right: a seki. White&apos;s eight stones have two liberties, R2 and T3. Black&apos;s R1-S1 has R2 and T1; Black&apos;s T2 has T1 and T3. Black&apos;s outer wall is alive.

Black can send two stones by playing T3 (T2-T3 then has one liberty), White captures them at T1, and Black returns one by capturing T1 at T2. The board is then the start again, with White to play: three moves, and Black gave two stones for one. White passes and Black may start again.

Japanese and Korean rules allow it (each round costs Black a point, and the passes mean no long-cycle no-result). Positional superko forbids returning one, since it recreates the start. Situational superko allows one round but not the start of a second, and so does natural situational superko. Ing&apos;s rules allow Black to disturb once. Renaissance rules end the game at the third repetition, and Black, who captured fewer stones in the loop, loses.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black sends two: T2-T3 now has one liberty (T1).</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White captures the two stones at T1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black returns one: T2 captures T1. The board is the start again, with White to play. Positional superko forbids this move.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White has nothing better than to pass.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black sends two again. Situational superko forbids it: the position after Black&apos;s first T3 would recur with White to play. Under Ing&apos;s rules Black has used his one disturbance.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White captures two again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black returns one again.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The position after Black&apos;s T3 occurs for the third time: under Renaissance rules the threefold repetition ends the game, and Black, who captured two stones in the loop against White&apos;s four, loses. Japanese and Korean rules let the players go on: the passes mean this is no long cycle of the no-result kind.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram suicide-as-a-ko-threat</name>
        <message>
            <source>Suicide as a ko threat</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>self-capture threat</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ing&apos;s SST rules, &apos;Suicide&apos; (suicide can create a ko threat); Sensei&apos;s Library &apos;Suicide&apos;.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Where multi-stone suicide is legal, White&apos;s suicide leaves an empty straight three that Black must answer: a ko threat that does not exist under the other rulesets.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Upper left: Black&apos;s corner group (A18-A19 and B18-E18, E19) has two liberties, C19 and A17. White&apos;s B19 and D19 are dead inside Black&apos;s eye space.

Where suicide of several stones is legal, White can play C19: the new stone and B19 and D19 have no liberties and are removed. That leaves Black an empty straight three (B19, C19, D19) with White threatening to play C19 again and kill. Black must answer at C19, so White&apos;s suicide works as a ko threat in a fight elsewhere. Where suicide is forbidden, the move is simply illegal.

Under Ing&apos;s rules only a one-stone suicide counts as a pass; this one removes three stones and is a real move. The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White C19 captures nothing and has no liberty: B19, C19 and D19 are removed together. Where suicide is forbidden this move is illegal.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black must answer at the vital point C19, making two eyes (B19 and D19).</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram triple-ko</name>
        <message>
            <source>Triple ko</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>san-ko (三コウ)</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>三劫</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>samp ae (삼패)</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mechanism as in Sensei&apos;s Library &apos;Triple Ko&apos; (simple example); rulings from the Japanese rules of 1989 (article 12), Ing&apos;s SST rules (twin hot stones) and the Renaissance rules (example 3).</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three kos in a capturing race: no result in Japan and Korea, a ko fight under superko and Ing&apos;s hot stones, a draw by threefold repetition under Renaissance rules.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A capturing race with three kos. White&apos;s top group has two liberties, D6 and F6. Black&apos;s middle group has one, B5: Black is in atari and must take a ko to survive. From then on every move is forced: each capture puts the other side in atari, and the only way out is the one ko that the basic ko rule does not bar at that moment.

After six moves the whole board is back where it started, with Black to play. Here the rulesets part ways. With the basic ko rule alone (Japan, Korea) the cycle could go on for ever, so the game ends without a result. Superko rules forbid the sixth move, which would recreate the start, so the race becomes an ordinary ko fight. Ing&apos;s rules reach the same place earlier: the stones that just captured are hot and may not be taken back at once. Renaissance rules let the cycle run until the position has occurred three times and then, since both sides captured equally, call it a draw.

Nothing else is on the board, so neither side has a ko threat.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes the ko at D6 (capturing D5). White&apos;s top group is now in atari at F6.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White escapes by taking the ko at B5 (capturing B6), which puts Black back in atari, at D5. Ing&apos;s rules already forbid this move: D6 has just captured in a fighting ko, and B6 is its twin hot stone, which White may take only after an intervening move.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black may not retake at B6 at once (basic ko), so Black takes the third ko at F6 (capturing F5). White is in atari at B6.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes at D5 (capturing D6). Black is in atari at F5.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black retakes at B6 (capturing B5). White is in atari at D6.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes at F5 (capturing F6). The board is exactly the starting position, again with Black to play. Positional and situational superko forbid this move (New Zealand&apos;s rule is situational superko). Natural situational superko does not, since no board play created the starting position; it forbids Black&apos;s next move instead, which would recreate the board Black&apos;s own D6 made.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round two. With the basic ko rule alone nothing stops the players.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes at B5 again.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes at F6.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes at D5.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black retakes at B6.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The start position now stands for the third time with no pass in between. Japanese and Korean rules end the game without a result. Renaissance rules apply threefold repetition: each side captured six stones in the loop, so the game is drawn.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Under Ing&apos;s rules White may not take the hot stone back yet, and this board offers no ko threat, so White has to play elsewhere (here A1).</source>
            <extracomment>comment on the Ing: the hot stones make it a ko fight, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black captures at F6. White&apos;s top group had only F6 left: eleven White stones and F5 come off the board and Black wins the race. Under superko the same happens one step later, when White&apos;s sixth move is barred.</source>
            <extracomment>comment on the Ing: the hot stones make it a ko fight, node 3</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram two-unbalanced-double-kos</name>
        <message>
            <source>Two unbalanced double kos</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>two double ko deaths</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Fighting Ko and Disturbing Ko&apos; and &apos;Superko Anomalies&apos;; Ing&apos;s SST rules (the disturbing ko rule).</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two dead White rings that, under superko, kill a living Black group; a long cycle without result under the basic ko rule; stopped after one round by Ing&apos;s disturbing rule.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two copies of the unbalanced double ko, upper left and upper right. Each White ring is dead on its own. Together they let White alternate: every White move puts a Black group in atari and every Black answer is forced, and after eight moves the start would return with Black&apos;s eighth move.

Under any superko rule that eighth move is forbidden, so Black cannot answer the last atari and loses a living group of twenty stones to two dead rings. Under the basic ko rule the cycle runs on: no result in Japan and Korea, and under Renaissance rules a draw by threefold repetition (equal captures). Ing&apos;s disturbing rule lets White set off the cycle once only, which is what it was designed for. The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes a ko on the left (capturing B18): Black&apos;s left group is in atari at F16.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black answers at D18 (capturing D17): White&apos;s left ring is in atari at B18.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes a ko on the right (capturing S18): Black&apos;s right group is in atari at O16.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black answers at Q18 (capturing Q17): White&apos;s right ring is in atari at S18.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes on the left (capturing D18): Black&apos;s left group is in atari again.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black answers at B18 (capturing B17).</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes on the right (capturing Q18): Black&apos;s right group is in atari.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black&apos;s answer (capturing S17) would recreate the start position: every superko rule forbids it, so Black loses the right-hand group.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round two under the basic ko rule. Under Ing&apos;s rules White, who set off the first round, may not disturb again.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black answers.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes on the right.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes on the left.</source>
            <extracomment>comment on the main line, node 13</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes on the right.</source>
            <extracomment>comment on the main line, node 15</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The start stands for the third time: no result under Japanese and Korean rules, a draw by threefold repetition under Renaissance rules.</source>
            <extracomment>comment on the main line, node 16</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram unbalanced-double-ko</name>
        <message>
            <source>Unbalanced double ko</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>double ko death</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>life in double ko</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sensei&apos;s Library &apos;Double Ko&apos; (life in double ko); Ing&apos;s SST rules (&apos;perfectly legal in any system&apos;).</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A dead White ring that is a fount of ko threats: every ruleset allows the threat and its answer, and Black can remove the ring when it has time.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Upper left: White&apos;s ring of ten stones has one liberty, D18, and is dead. Black&apos;s twenty stones inside have one eye (F16) and hold the two kos B17/B18 and D17/D18.

White can take the ko at B17: that puts Black&apos;s group in atari at F16, so Black must answer by taking the other ko at D18, which puts White back in atari. Each such exchange gives White a ko threat for a fight elsewhere, as often as White likes, while Black can end it by capturing the ring whenever White plays elsewhere. Every ruleset allows this: the board never repeats, since White&apos;s threats are answered and then the ring is captured. The rest of the board is assumed settled.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes the ko at B17 (capturing B18): Black&apos;s group is in atari at F16.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black answers by taking the other ko, D18 (capturing D17): White&apos;s ring is in atari at B18.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White has nothing more here (in a game, White would now play elsewhere).</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black captures the ring: eleven White stones.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram what-kind-of-ko</name>
        <message>
            <source>What kind of ko am I?</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>balanced triple ko</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>three-ko seki</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ing&apos;s SST rules, part 6B (&apos;What kind of ko am I?&apos;: the position whose three kos are all internal, and beside it, in the variation, the one whose left ko is external); the boards are our own.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three kos between the same two groups, each group with two inside liberties: a balanced ko. Under Ing&apos;s rules each player may set off the cycle once and no more, and both groups live in seki; superko forbids the move that closes the cycle, Japan and Korea end in no result. Move one ko outside (the variation) and White has a single internal liberty: the kos are unbalanced, White may answer once, and White dies.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two groups are locked together: Black&apos;s top group (rows 8 and 7) and White&apos;s ring below it (rows 6 and 5). Black&apos;s wall on rows 4 to 2 is alive, with the bottom row as its territory.

Three kos join the two groups. White&apos;s B7 and F7 sit inside Black&apos;s top group, and Black takes them at B6 and F6. Black&apos;s D6 sits inside White&apos;s ring, and White takes it at D7. So White holds two kos (liberties B6 and F6), and Black holds one ko and has the eye H8 (liberties D7 and H8). Every ko lies between these same two groups: a ko stone in the mouth of one group, its capturing point a liberty of the other. The kos are internal, and both groups have two internal liberties.

What kind of ko is this? Ing&apos;s rules call a ko balanced when both sides have the same number of separate internal liberties, at least two each. Here they do: whoever takes a ko puts the other in atari, and the other answers by taking a different ko back, so neither group can be captured.

Under Ing&apos;s rules a balanced ko is a disturbing ko. The player who attacks and sets off a cycle of repeated positions has disturbed, and may do it once in a game; answering an atari never counts. So each side can flip the kos round once, and then both live in seki: as a ko threat the shape is worth nothing to either side. Other rulesets see only repetition: superko forbids the move that would bring the whole board back; Japanese and Korean rules end the game without a result if the cycle is kept up; Renaissance rules call a draw on the third repetition.

The last variation sets the other position of the text beside this one: White&apos;s left ko moved outside, so that it lies against Black&apos;s wall. Then White has one internal liberty against Black&apos;s two, the kos are not balanced, and White&apos;s group dies: disturbing decides life.

Komi is 0 so the count shows the position as it is.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black attacks: F6 takes White&apos;s ko stone F7. White&apos;s ring is down to one liberty, B6: atari.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White answers by taking a different ko: D7 captures D6, and White&apos;s ring is out of atari with two liberties, B6 and D6. Black&apos;s top group still has two, F7 and H8.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black may not retake at D6 at once (basic ko), so Black attacks with the third ko: B6 takes B7, and White is in atari at D6.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White answers at F7 (capturing F6) and has two liberties again, D6 and F6.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes at D6 (capturing D7): White is in atari at F6.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes at B7 (capturing B6): the start position, with Black to play. Each side has captured three stones in the round.

Superko forbids this move, because it would bring the whole board back; with no other answer White&apos;s ring would then be captured. Under Ing&apos;s rules the move is an answer to an atari and is legal: Black, who attacked with F6, has used up its one disturbance.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round two. Under Ing&apos;s rules Black may not attack in the balanced ko again: this capture would recreate the position after move 1. Under the basic ko rule it is legal and the cycle can go on.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White answers as before.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes at B6.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes at F7.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes at D6.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The start stands for the third time with no pass in between: Japanese and Korean rules end the game without a result, Renaissance rules call it a draw by threefold repetition (each side captured six stones in the loop).</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes at once.</source>
            <extracomment>comment on the Both pass: seki, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes too. Neither group can be captured, so both are alive in seki.

Area count: Black has 37 stones, the 8 points of the bottom row, and D7 and H8, which only Black stones touch: 47. White has 15 stones and B6 and F6: 17. Black wins by 30.

Territory count (Japanese, Korean): these rules leave seki points uncounted only where a neutral point (dame) touches both sides, and here no empty point does: every empty point touches one colour only. So each side&apos;s eyes count: Black has the 8 points of the bottom row plus D7 and H8, 10 in all; White has B6 and F6, 2. Black by 8. Renaissance rules need a third pass to stop play.</source>
            <extracomment>comment on the Both pass: seki, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes and lets White attack first.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White attacks: D7 takes Black&apos;s D6. Black&apos;s top group is in atari at H8.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black answers at F6 (capturing F7): White is down to B6 and D6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White has nothing to take at once (Black has just taken at F6) and passes.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black retakes at D6 (capturing D7): White is in atari at B6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White answers at F7 (capturing F6): the start position with Black to play. White&apos;s D7 began this round, so under Ing&apos;s rules White has used up its one disturbance. Superko forbids this move.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now Black sets off a round of its own: B6 takes B7, and White is in atari at F6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White answers at D7 (capturing D6) and is out of atari. Answering an atari is always allowed.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black goes on with its round: F6 takes F7, and White is in atari at D6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White answers at B7 (capturing B6) and has two liberties again, B6 and D6.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 10</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes at D6 (capturing D7), and White is in atari at B6. The position after move 5 has come back with White to play, and Black began this round: Black has used up its disturbance too.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 11</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White answers at F7 (capturing F6): the start again, Black to play. Both players have disturbed once. Neither may attack in the balanced ko again, and each can always answer the other&apos;s atari, so nothing more can happen here.

Renaissance rules stop here: the start has stood three times, and with five captures each the game is a draw. Japanese and Korean rules do not end the game, because White&apos;s pass at move 4 came between the repetitions.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 12</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 13</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: both groups live in seki. The board is the start position again. Each side captured five stones, so the prisoners cancel under territory counting: Black by 30 on area, by 8 on territory, as when both pass at once.</source>
            <extracomment>comment on the Ing: each side disturbs once, then seki, node 14</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The same shape with one change on the left. White&apos;s stone B4 now sits in the mouth of Black&apos;s wall, not of Black&apos;s top group, and B5, where Black takes it, is a liberty of White&apos;s ring. In the main line the left ko lay between the two locked groups; here it lies between White&apos;s ring and Black&apos;s living wall: it is an external ko.

White&apos;s ring still has two liberties, B5 and F6, and Black&apos;s top group two, D7 and the eye H8. Counted that way it looks like the balanced position again. But only F6 is an internal liberty of the ring: one against two. So this is no balanced ko, only an unbalanced double ko (the kos at D7 and F6, with Black&apos;s eye) next to an ordinary ko against the wall, and White is dead.

Ing&apos;s rules judge balance by internal liberties only: an eye, a liberty the two groups share, or a ko point whose ko stone sits in the other locked group&apos;s mouth. If White claims that the kos are balanced anyway, White can answer Black&apos;s capture on the left by taking at D7 once in the game; that round is White&apos;s one disturbance, and the next time White has no answer. Superko refuses the round&apos;s last move at once, with the same result.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes the external ko: B5 captures B4, and White&apos;s ring is in atari at F6. Under Ing&apos;s rules this is an ordinary capture in a fighting ko (Black&apos;s wall is in no danger): it sets nothing off.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White answers by taking a different ko: D7 captures D6. The ring has D6 again, and now Black&apos;s top group is in atari at its eye H8. Taking another ko instead of finding a ko threat is what begins the cycle: under Ing&apos;s rules this round is charged to White.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black answers the atari: F6 captures F7. The top group has F7 and H8 again, and White&apos;s ring is in atari at D6.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes the external ko: B4 captures B5 (two moves have passed since Black&apos;s B5 captured, so it is no longer hot). The ring has B5 and D6.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes at D6 (capturing D7): the ring is in atari at B5.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes at F7 (capturing F6): the position this line started from, with Black to play.

Superko forbids this move, and with no other answer the ring would be captured. Under Ing&apos;s rules it is legal, but White, whose D7 began the round, has now used its one disturbance. The basic ko rule of the Japanese and Korean rules allows it too.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes the external ko again. Ing&apos;s rules allow it: Black has set no cycle going, its captures were a fight and answers to ataris. White&apos;s ring is in atari at F6.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Under Ing&apos;s rules White may not answer at D7 again: that would start White&apos;s cycle a second time. Nothing else saves the ring, so White passes. (Under the Japanese and Korean rules D7 is still legal and the kos could keep turning, until the game ends without a result as in the main line; this line shows what Ing&apos;s disturbing rule decides.)</source>
            <extracomment>comment on the One ko outside: Black attacks, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black captures at F6: the ring and F7, fourteen stones. White&apos;s group was dead, and now it is off the board.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 10</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 11</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes: the whole board is Black&apos;s. Area: 39 stones and 25 empty points, 64. Territory (Japanese, Korean, Renaissance B): 25 points and 18 prisoners for Black against White&apos;s 3 prisoners: Black by 40.</source>
            <extracomment>comment on the One ko outside: Black attacks, node 12</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram area-and-territory</name>
        <message>
            <source>Two ways of counting</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A purpose-made position for the course. Area counting as in the Chinese, New Zealand and Tromp-Taylor rules; territory counting as in the Japanese and Korean rules.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A finished 7x7 game: two passes end play, area counting gives Black one point more than territory counting, because Black has one more stone on the board.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A finished game on a 7x7 board. Black owns the left side, White the right; the two walls touch everywhere, so no point is left between them and nothing has been captured. Black began and made the last move, so Black has one stone more on the board: 8 against White&apos;s 7. There is no komi here (komi comes in a later lesson).

Territory is the empty points a player&apos;s stones surround: Black has 17 (the A and B columns and C3-C1), White has 17 (the F and G columns and E7-E5).

There are two ways to count. Area counting (Chinese, New Zealand, AGA, Ing, Tromp-Taylor, Renaissance A and the simplified rules other than the Japanese/Korean one) adds a player&apos;s stones on the board to the territory: Black 8 + 17 = 25, White 7 + 17 = 24. Territory counting (Japanese, Korean, the simplified Japanese/Korean rules and Renaissance B) adds the prisoners a player took instead of the stones: none were taken, so it is 17 to 17.

White is to play, and nothing worth a move is left.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: no move would gain anything.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes too: two passes in a row stop play (the Renaissance rules want a third), and the game is counted. Area counting: Black 25, White 24, so Black wins by 1. Territory counting: 17 to 17, a draw. The point between the two counts is Black&apos;s extra stone, which only area counting counts.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram balanced-double-ko</name>
        <message>
            <source>Disturbing a balanced double ko</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The double ko seki of the library (Sensei&apos;s Library &apos;Double Ko&apos;; Renaissance rules, example 2), turned upside down, with a line of our own for this lesson. Ing&apos;s SST rules, part 6B (balanced kos: disturbing, once per player per game; "Balanced double ko - Seki, no ko threats") and part 2 (During the game, item 5).</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A seki of two kos in which both groups have two inside liberties: a balanced ko. Under Ing&apos;s rules the player who sets off its cycle has disturbed, and may not do it a second time; the two groups stay in seki.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three groups: White&apos;s wall on row 5, alive with the two rows above it; Black&apos;s middle group (rows 4 and 3); White&apos;s bottom group (rows 2 and 1). The middle and bottom groups are locked together by two kos. White&apos;s D3 sits in Black&apos;s mouth, and Black takes it at D2; Black&apos;s B2 sits in White&apos;s mouth, and White takes it at B3. Both groups also touch the empty point F2.

So Black&apos;s middle group has two liberties, B3 and F2, and White&apos;s bottom group two, D2 and F2, all of them inside the locked shape. Whoever takes a ko puts the other group in atari, and the other answers by taking the other ko: neither can capture. The groups live in seki, and every ruleset agrees on that if both pass (the variation).

Ing&apos;s rules call such a ko balanced: each side has two or more separate inside liberties, and as many as the other. Taking a ko in it does not fight for life; it only starts a cycle of captures, and Ing&apos;s rules call that disturbing. Each player may disturb once in a game. Answering the other&apos;s atari never counts as disturbing. So the balanced ko cannot serve as an endless supply of ko threats: each side gets one use of it, and the seki stays. Superko rules limit the cycle in their own way, by forbidding the move that brings back an earlier board; Japanese, Korean and Renaissance rules allow the moves here.

The komi is 0.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black disturbs: D2 takes White&apos;s ko stone D3. White&apos;s bottom group is in atari at F2.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White answers by taking the other ko: B3 captures B2. White&apos;s group has two liberties again (F2 and B2); Black&apos;s middle group now has D3 and F2.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black may not take back at B2 at once (basic ko), and passes.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White retakes at D3 (capturing D2). Black&apos;s middle group is in atari at F2.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black retakes at B2 (capturing B3) and both groups have two liberties again: the stones are as at the start, with White to play. Positional superko forbids this move.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes. Now the starting position has come back, with Black to play: the cycle that Black&apos;s D2 began has come round, and under Ing&apos;s rules it is charged to Black. Black has disturbed once.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black would take at D2 again, setting the cycle off a second time. Ing&apos;s rules forbid it: each player may disturb only once. Situational superko forbids it too; Japanese, Korean and Renaissance rules allow it.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the Both pass: seki, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes too: every group is alive, the middle and bottom ones in seki. Area: White 19 stones, the 14 points above its wall and D2, which only White stones touch: 34; Black 13 stones and B3, which only Black stones touch: 14. White by 20. Japanese and Korean rules count nothing in a seki, so B3, D2 and F2 score for nobody: White&apos;s 14 points above the wall against Black&apos;s none, White by 14.</source>
            <extracomment>comment on the Both pass: seki, node 2</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram disputed-dead-stone</name>
        <message>
            <source>A dead stone in dispute</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A purpose-made position for the course. Japanese rules of 1989, articles 7-9 (confirmation of life and death after play stops, as summarised in the library&apos;s notes); Simplified Japanese/Korean rules (hypothetical alternation settles disputes); Renaissance rules, rule 5 and B.8-B.9 (resumption, dispute phases); Tromp-Taylor (every stone on the board is alive).</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A lone White stone at A1 inside Black&apos;s area, and White will not agree that it is dead. Japanese rules settle it in a confirmation play that costs nothing; under the other rules Black plays it out; under Tromp-Taylor rules the stone, never captured, counts as alive.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The finished game of the counting lesson, but White has put a stone at A1, deep inside Black&apos;s area. It cannot live: its liberties are A2 and B1, and Black can fill both whenever Black likes. Each ruleset counts with its own komi.

Black, to play, sees no need to capture it at once and passes; White passes too, and play stops. Now the players must agree which stones are dead. If White agrees that A1 is dead (the variation), it is taken off and every ruleset counts it as Black&apos;s: Black&apos;s territory is 17 points plus the dead stone, White&apos;s 17.

But White disputes it. What then?
- Japanese and Korean rules: the players settle it in a confirmation play after the game. Black fills A2 and B1 and captures the stone; White passes. The stones played and passed in the confirmation change nothing in the count: the stone is dead, and the count is as if White had agreed. The simplified Japanese/Korean rules do the same in imagination (what wise play would capture), without playing it out.
- Area counting (Chinese, AGA, New Zealand, Ing, the simplified area rules): play simply goes on. Black&apos;s stones at A2 and B1 cost nothing in an area count: they stand in Black&apos;s own area. Under the AGA rules each White pass hands Black a pass stone.
- Renaissance rules: they stop play only after three passes, so Black&apos;s A2 is still the main game. Under Renaissance B, which counts territory, A2 and B1 fill two points of Black&apos;s own territory, and capturing A1 gains only the one prisoner it would have been as a dead stone: playing it out cost Black two points.
- Tromp-Taylor rules end the game at two passes and count every stone on the board as alive. A1 was never captured, so the A and B columns and C1-C3 touch a White stone and belong to nobody: Black should have captured before passing.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes without capturing A1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes. Play stops (not yet under the Renaissance rules), and Tromp-Taylor rules end the game here: A1 counts as alive, and White wins by 24.5. White does not agree that A1 is dead.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black fills A2: in the confirmation play under Japanese and Korean rules, in play that goes on elsewhere. A1 is in atari.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White has nothing to do and passes.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black captures A1 with B1.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes: the dispute is settled, and A1 was dead. Japanese and Korean rules count as if White had agreed at once, since the confirmation play is not kept. Where play went on, its moves count: under Renaissance B, Black&apos;s two stones in its own area cost two points of territory.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White agrees: A1 is dead and is taken off (marked as Black&apos;s territory). Territory: Black 17 + 1 dead stone = 18, White 17: with komi 6.5 White wins by 5.5 (Japanese, Korean, Renaissance B). Area: Black 25, White 24: with komi 7.5 White wins by 6.5. Only Tromp-Taylor rules have no agreement: the game ended at the two passes with A1 on the board and alive.</source>
            <extracomment>comment on the White agrees that A1 is dead, node 3</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram ing-fill-in-count</name>
        <message>
            <source>Counting with a bowl of stones</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A purpose-made position for the course. Ing&apos;s SST rules, part 2 (Counting, items 1-4) and part 3 (Demonstrations of Ing counting: the even game).</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A finished 7x7 game counted Ing&apos;s way: each side fills its own area from a fixed supply of stones, White&apos;s komi of 8 is four stones put in Black&apos;s area, and the stones left over show the winner at a glance: Black by 1 winning point and 3 losing stones, 7 points.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An even game on a 7x7 board, finished, White to play. Black&apos;s wall (D7-D4 and E4-E1, 8 stones) surrounds the left: 24 empty points. White&apos;s wall (E7-E5 and F4-F1, 7 stones) surrounds the F and G columns on the right: 10 points. Nothing has been captured. Each ruleset counts with its own komi.

Ing&apos;s rules count area, but with stones instead of numbers. Each player begins with the same supply of stones: 180 on a 19x19 board, here 24 each, so that together they could fill every point but one. At the end, captured and dead stones go back to their owners&apos; bowls, and each player fills his own area with the stones he has left.

Black has put 8 stones on the board and keeps 16; White has put 7 and keeps 17. In an even game White&apos;s komi of 8 points is paid as four White stones placed in Black&apos;s area. Then Black fills: 24 empty points less the 4 White stones is 20, and Black&apos;s 16 stones leave 4 points empty. White, with 17 - 4 = 13 stones, fills its 10 points and has 3 stones left over: White has lost, and it shows without counting a single point.

To know by how much, White puts these losing stones into Black&apos;s area, and one empty point remains there, the winning point. The margin counts that point once and each losing stone twice: 1 + 2 x 3 = 7. It is the same as an area count with komi 8: Black 32, White 17 + 8 = 25. A tie can only happen when a seki leaves an odd shared point; Black wins ties in an even game.

The other rulesets: area with komi 7.5 (Chinese, AGA, Tromp-Taylor), Black by 7.5; area with komi 7 (New Zealand), Black by 8; territory (24 - 10) with komi 6.5 (Japanese, Korean), Black by 7.5.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: nothing is left.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes: play stops, nothing is dead. The Ing count: Black by 7, one winning point and three losing stones.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram lone-ko</name>
        <message>
            <source>A lone ko</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A purpose-made position for the course: the basic ko shape, found in every ruleset.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One ko on an empty 5x5 board: a stone that has just captured one stone cannot be taken back at once, under every ruleset.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A small board with a single ko and nothing else. Black&apos;s C3 is surrounded on three sides by White (C4, D3, C2), so its last liberty is B3. The point B3 is surrounded on three sides by Black (B4, A3, B2).

If White plays B3, it captures C3. The White stone at B3 then has exactly one liberty, C3, the point it has just emptied, so Black could capture it straight back, and the board would be what it was before. Then White could take again, and so on for ever. That shape is a ko.

Every ruleset has the same basic ko rule: a single stone that has just captured a single stone may not be captured back on the very next move. The other player has to play somewhere else first. White is to play.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes the ko at B3, capturing C3. The White stone has one liberty left, C3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black tries to take back at once, capturing B3. Every ruleset forbids this: it would undo White&apos;s capture and put the board back as it was a move ago. Black must first play elsewhere (a ko threat, if there is one worth answering).</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes the ko at B3, capturing C3.</source>
            <extracomment>comment on the Black plays elsewhere first, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays elsewhere, at E1. In a real game this would be a ko threat: a move White ought to answer.</source>
            <extracomment>comment on the Black plays elsewhere first, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White does not end the ko (it could, by filling C3) and plays elsewhere too, at A5.</source>
            <extracomment>comment on the Black plays elsewhere first, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now Black may take back at C3, capturing B3: one move of each side has come between, so the board is not the one of a move ago, and no ruleset objects. It is White who must now wait a turn before retaking.</source>
            <extracomment>comment on the Black plays elsewhere first, node 4</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram pass-stone-ending</name>
        <message>
            <source>A pass that costs a stone</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A purpose-made position for the course. AGA rules and the AGA commentary of the &apos;Simplified rules&apos; (every pass hands the opponent a prisoner; White passes last); Japanese rules for territory counting without pass stones.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A 6x6 ending with one neutral point: White passes instead of filling it. Under AGA rules the pass hands Black a prisoner and White must pass last, so counting territory gives the same margin as counting area; the Japanese count ignores the pass, and the winner changes.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An even game on a 6x6 board, almost finished, White to play. Black made the last move and has one stone more on the board (7 against 6); nothing has been captured. Black&apos;s territory is the A and B columns and C2-C3, 14 points; White&apos;s is E5-E6 and the F column, 8 points. One point belongs to nobody: D1, between Black&apos;s C1 and D2 and White&apos;s E1. Each ruleset counts with its own komi (lesson on handicaps and komi).

Territory counting without pass stones (Japanese, Korean): a pass costs nothing, and D1 is worth nothing to anybody. 14 - 8 = 6, whatever happens at D1: with komi 6.5 White wins by 0.5.

Area counting: D1 is a point for whoever fills it. If White passes and Black fills it, Black&apos;s area is 8 stones + 14 = 22, White&apos;s 6 + 8 = 14: 8 ahead, and with komi 7.5 Black wins by 0.5.

The AGA rules count area, but they add two things that make a count of territory and prisoners come out the same: every pass hands the opponent one stone as a prisoner (a pass stone), and if Black passed last White must add a final pass, so that both players have put down as many stones. That way passing costs a point, just as filling a neutral point would have gained one.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes instead of filling D1. Under the AGA rules Black receives a pass stone. Under the Japanese rules the pass costs nothing.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black fills D1: one more point of Black&apos;s area, nothing in a territory count.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: a second pass stone for Black under the AGA rules.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes and play stops (the Renaissance rules need a third pass). Under the AGA rules White adds a last pass, so Black holds three pass stones and White one, and the territory count gives the same margin as the area count: 8 points. The Japanese count has no pass stones: 6 points.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White fills D1 itself.</source>
            <extracomment>comment on the White fills the neutral point, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes: a pass stone for White under the AGA rules.</source>
            <extracomment>comment on the White fills the neutral point, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes last, so nothing is added; each side has handed over one pass stone. Area: Black 7 + 14 = 21, White 7 + 8 = 15, 6 ahead. Territory, prisoners and pass stones: 15 to 9, also 6. Japanese: 14 to 8, also 6. Every count agrees: White wins by 1.5 under AGA rules and by 0.5 under Japanese rules.</source>
            <extracomment>comment on the White fills the neutral point, node 3</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram seki-with-an-eye</name>
        <message>
            <source>An eye in seki</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A purpose-made position for the course. No territory in seki: Japanese rules of 1989 (as summarised in the library&apos;s notes) and the Simplified Japanese/Korean rules ("intersections in seki do not belong to a player&apos;s score"); Renaissance rules, B.6-B.7 (territory surrounded by live stones, no exception for seki).</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A finished 7x7 game with a seki in which only Black has an eye: area counting and Renaissance B count the eye for Black, Japanese and Korean rules count nothing in a seki.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A finished game on a 7x7 board, White to play. Black owns the upper left (D4-D5 and the eight points of rows 6-7 from A to D), White the G column. Nothing has been captured; Black made the last move, so Black has one stone more on the board (15 against 14). There is no komi.

Lower left is a seki. White&apos;s seven stones A4-B4-B3-B2-C2-D2-D1 have no eye: their two liberties are A3 and C1. Black&apos;s B1 and A2 share an eye at A1, and each has one more liberty: A2 at A3, B1 at C1. Whoever plays on A3 or C1 fills a liberty of his own stones and loses them (a Black stone there leaves Black&apos;s corner with only the eye, and White takes it at A1; a White stone there leaves White&apos;s seven stones in atari). So nobody plays there, and all these stones live together. A3 and C1 are shared and belong to nobody.

What about A1, Black&apos;s eye in the seki? Area counting (Chinese, AGA, New Zealand, Ing, Tromp-Taylor, Renaissance A, the simplified area rules) counts it for Black like any point Black surrounds: Black 15 stones + 10 + 1 = 26, White 14 + 7 = 21, Black by 5. Renaissance B counts territory and prisoners and makes no exception for seki: Black 10 + 1 = 11, White 7, Black by 4 (one less than the area count because of Black&apos;s extra stone, as in the lesson on counting). Japanese and Korean rules, and the simplified Japanese/Korean rules, give no points in a seki at all, an eye included: Black 10, White 7, Black by 3. A seki in which each side had one eye would change nothing; a lopsided one like this is worth a point.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: A3 and C1 would only cost White its own stones, and no other point is open.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes and play stops; nothing is dead. The eye at A1 is what the counts disagree on: area counting and Renaissance B count it for Black, Japanese and Korean rules count no point in a seki.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram sending-two-and-a-pass</name>
        <message>
            <source>A pass repeats the situation</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A purpose-made position for the course (the corner seki of &apos;sending two, returning one&apos; on a 7x7 board). Situational superko as in the AGA rules as commonly read and the New Zealand rules (a play may not repeat the board as it stood after any earlier move of the same player); positional superko as in the Common Simplified Rules.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The three-move cycle again: a pass is a move that hands the turn over, so after White&apos;s pass the stones and the player to play are as at the start, and situational superko forbids Black to set the cycle off again.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The corner seki of the superko lessons. Black sends two at G3, White takes them at G1, Black returns one at G2: the stones stand as at the start, with White to play. Positional superko forbids the return; situational superko (New Zealand, AGA) allows it, because the player to play is not the one the game began with.

Now White has nothing useful to do and passes. A pass puts no stone on the board, but it is a move: it hands the turn to Black. So the stones and the player to play are now exactly as at the start. If Black sends two again, the board after that move will be the one after Black&apos;s first G3, with White to play, a situation that has occurred before. Situational superko forbids it. New Zealand&apos;s rule says the same in its own words: a move is a play or a pass, and no play may bring back the board as it stood after any of the same player&apos;s earlier moves.

So under situational superko the cycle can go round once, and White&apos;s pass is what closes it. Had White played a real stone instead, the board would be new and Black could start again (the variation).</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black sends two at G3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes the two stones at G1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black returns one at G2. The stones are as at the start, but White is to play, not Black: situational superko (New Zealand, AGA) allows it; positional superko forbids it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: there is nothing to gain by playing. It is Black&apos;s turn with the stones as at the start: the very situation the game began with.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black sends two again. After White&apos;s pass this brings back the board after move 1 with White to play, so situational superko forbids it. With only the basic ko ban it is legal, and each time round costs Black a point. (Ing&apos;s rules forbid it too, for a reason a later lesson explains.)</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White plays a stone at A7 instead of passing (a wasted move inside Black&apos;s area).</source>
            <extracomment>comment on the White plays a stone instead of passing, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black sends two again. The board now has White&apos;s A7 on it, so it is not one seen before: situational superko allows the move, and so does every other superko. Basic ko rules (Japanese, Korean, Renaissance) allow it as before, and so do Ing&apos;s rules: the whole board is not repeating.</source>
            <extracomment>comment on the White plays a stone instead of passing, node 5</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram sending-two-player-to-move</name>
        <message>
            <source>The same stones, the other player to play</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A purpose-made position for the course (the corner seki of &apos;sending two, returning one&apos; on a 7x7 board). Situational superko as in the AGA rules as commonly read and the New Zealand rules (a play may not repeat the board as it stood after any earlier move of the same player); positional superko as in the Common Simplified Rules.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The three-move cycle of the last lesson: situational superko, which looks at the stones and at who is to play, lets Black return one each time, because the stones come back with White to play, not Black.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The corner seki of the last lesson. Black sends two at G3, White takes them at G1, Black returns one at G2, and the stones stand as at the start. Positional superko forbids that third move.

Situational superko looks at the whole situation: the stones and the player to play. The game began with Black to play; after Black&apos;s return White is to play, so this situation has not occurred before and the move is legal. The superko of the AGA rules, as commonly read, is situational, and New Zealand&apos;s rule forbids exactly the same plays: no play may bring back the board as it stood after one of the same player&apos;s own moves. (Where a whole situation does come back, situational superko forbids it: the next lesson shows how a pass can do that here.)

Here White answers the cycle with a real move elsewhere, and Black starts it again. Each time Black returns one, the stones are as they were one move before White&apos;s answer, but with the other player to play: situational superko never objects. Positional superko stopped the cycle at its third move. Japanese, Korean, Renaissance and Ing&apos;s rules let the cycle go on too; each time round costs Black a point.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black sends two at G3.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes the two stones at G1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black returns one at G2. The stones stand as at the start, but White is to play, not Black. Positional superko forbids this move; situational superko (New Zealand, AGA) allows it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White plays a stone at A7, inside Black&apos;s area: a wasted move, but a real one.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black sends two again. This arrangement of stones (with White&apos;s A7) is new.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes the two stones at G1 again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black returns one again. The stones are as they were after White&apos;s A7, when Black was to play; now White is. Situational superko allows it again: the stones repeat, the situation does not.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram sending-two-three-times</name>
        <message>
            <source>Three times round</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A purpose-made position for the course (the corner seki of &apos;sending two, returning one&apos; on a 7x7 board). Renaissance rules: rule 3 (threefold repetition), rule 4 (minimal superko) and their example 5 (sending three returning one).</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The three-move cycle with White passing: the third time the same position comes round the Renaissance rules end the game, and Black, who captured fewer stones in the loop, loses. Their minimal superko forbids only the position in which both players last passed.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The corner of the superko lessons. Black sends two at G3, White takes them at G1, Black returns one at G2, and White, with nothing better to do, passes: the stones and the player to play are as at the start. Superko rules stop this cycle (positional superko at Black&apos;s return, situational superko when Black sends two a second time). With only the basic ko rule, Black could go round for ever, and because White passes each time, Japanese and Korean rules do not treat it as a long cycle without result.

The Renaissance rules keep the basic ko rule and let cycles run, but count repetitions: when the same position (the stones and the player to play) has occurred for the third time, the game ends. Who captured more stones since the first occurrence wins; if both captured as many, it is a draw. In this cycle White takes two stones each time round and Black only one, so Black loses. Sending two and returning one is a way to lose, not a way to stop the game.

Their second rule about repetition, minimal superko, forbids a play only one position: the one in which the last two passes in a row were made (the variation). The komi is 0 here.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black sends two at G3. This position (with White to play) occurs for the first time.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes two stones at G1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black returns one at G2, capturing one stone. Positional superko forbids it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black sends two again: the position after move 1 occurs a second time. Situational superko forbids it, and so do Ing&apos;s rules (a later lesson).</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes two again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black returns one again.</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes again.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The position after move 1 comes round a third time: the Renaissance rules end the game by threefold repetition. Since it first came, White has taken four stones and Black two, so White wins. With passes in the cycle, Japanese and Korean rules let play go on.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes at once.</source>
            <extracomment>comment on the Black passes first, and both pass, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes too. The last two passes in a row were made in the starting position, so under the Renaissance rules no board play may bring it back (minimal superko); they also need a third pass to stop play, and Black goes on instead. Most other rulesets stop play after two passes: Tromp-Taylor rules end the game here, and Japanese and Korean rules go on to settle it in a way a later lesson explains.</source>
            <extracomment>comment on the Black passes first, and both pass, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black sends two at G3.</source>
            <extracomment>comment on the Black passes first, and both pass, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes two at G1.</source>
            <extracomment>comment on the Black passes first, and both pass, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black&apos;s return at G2 would bring back the position in which both players passed: minimal superko forbids it, and Black&apos;s two stones are simply lost. Positional superko forbids it as well, and situational superko too (New Zealand, AGA): White was to play after Black&apos;s pass, as White would be now. Japanese and Korean rules allow it, and so do Ing&apos;s rules.</source>
            <extracomment>comment on the Black passes first, and both pass, node 5</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram suicide</name>
        <message>
            <source>Suicide of three stones</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A purpose-made position for the course. Suicide allowed: New Zealand rules, Ing&apos;s SST rules (part 2 and part 4), the Simplified Ing/NZ rules, the Renaissance rules (rule 1) and Tromp-Taylor; forbidden: the other simplified rules and the Japanese, Korean, Chinese and AGA rules.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black fills the last liberty of two of its own stones: a legal move that removes three Black stones under New Zealand, Ing, Renaissance and Tromp-Taylor rules, an illegal suicide under the others.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black&apos;s two stones B3 and C3 are surrounded by White and have one liberty left, D3. White&apos;s stones all have plenty of liberties.

What if Black plays D3 itself? The new stone joins B3 and C3, and the string of three has no liberty at all; it captures nothing, since every White string still has liberties. A play that leaves one&apos;s own stones without liberties, without capturing anything, is suicide (self-capture).

The rulesets split in two. Japanese, Korean, Chinese and AGA rules, and the simplified Chinese, Japanese/Korean and AGA rules, forbid suicide: the play is illegal and Black must choose another. New Zealand, Ing&apos;s, the Renaissance and Tromp-Taylor rules, and the simplified Ing/NZ rules, allow it: the three Black stones come off the board at once. Where it is legal, such a move can serve as a threat in a ko fight or take a liberty away in a capturing race; here it only gives stones away. Black is to play.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays D3. Where suicide is forbidden this move is illegal. Where it is allowed, B3, C3 and D3 are removed at once, and the three points are empty again.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White plays C3 (under the rulesets that allowed Black&apos;s suicide). The three points Black emptied are surrounded by White.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram three-move-cycle</name>
        <message>
            <source>A three-move cycle</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sending two, returning one</source>
            <extracomment>another name of the position</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A purpose-made position for the course: the corner seki of &apos;sending two, returning one&apos; (Sensei&apos;s Library) on a 7x7 board. Positional superko as in the Common Simplified Rules (no play may bring back an earlier arrangement of stones).</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black gives two stones and takes one back, and the board is as it was after three moves: positional superko forbids the third move, basic ko does not.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lower right, a seki. White&apos;s eight stones (D1-D3, E3, F2-F4, G4) have two liberties, E2 and G3. Black&apos;s E1-F1 has two, E2 and G1; Black&apos;s lone G2 has G1 and G3. Nobody can fill a shared liberty without putting their own stones in atari, so the corner stays as it is. Black&apos;s outer wall, with the whole upper left, is alive.

Black can still start a cycle here. Black plays G3 and gives two stones, White takes them at G1, and Black takes the one stone at G1 back with G2. After these three moves every stone stands where it stood before.

No single stone takes back a single stone at once here, so the basic ko rule has nothing to say. Positional superko, the rule of the simplified rulesets, Chinese and Tromp-Taylor rules, forbids any play that brings back an arrangement of stones seen before in the game, whoever is to play: Black&apos;s third move is illegal. Japanese, Korean and the Renaissance rules have only the basic ko rule here and allow it. New Zealand and AGA rules allow it too: their superko also looks at who is to play, and that is the next lesson. Ing&apos;s rules also allow it, for a reason a later lesson explains.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays G3 and sends two stones: G2-G3 has one liberty left, G1. White&apos;s stones are in atari too (E2 is their last liberty), but it is White&apos;s turn.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes the two stones at G1. The White stone at G1 has one liberty, G2; Black&apos;s E1-F1 is in atari at E2.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black returns one at G2, capturing G1. The stones stand exactly as at the start, so positional superko forbids this move. The rules with only the basic ko ban allow it: two stones taken for one is not a basic ko.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram two-corner-cycle</name>
        <message>
            <source>Two corners, one long cycle</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A purpose-made position for the course: two corner seki of &apos;sending two, returning one&apos;, one for each side. No result for a repeated long cycle: Japanese rules of 1989, article 12. Superko: Common Simplified Rules (positional), New Zealand rules (situational). Threefold repetition: Renaissance rules, rule 3. Ing&apos;s SST rules, part 6 (disturbing).</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each side can give two stones and take one back in its own corner, so six moves bring the whole board back with Black to play and no pass in between: no result under Japanese and Korean rules, forbidden by superko.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two copies of the corner of the superko lessons. In the lower right White&apos;s eight stones are in seki with Black&apos;s G1-H1 and J2, as before. In the upper left the colours are swapped: Black&apos;s eight stones are in seki with White&apos;s B9-C9 and A8. The two outer walls have many liberties each and are not in danger.

Each side has a cycle of its own: Black can send two at J3, White takes them at J1, and Black returns one at J2. White can do the same upper left: send two at A7, Black takes at A9, White returns one at A8. One round in each corner is six moves, and after them every stone is back where it started, with Black to play: the whole situation repeats, and no one has passed.

With only the basic ko rule nothing forbids any of these moves, and the players could go round for ever. Japanese and Korean rules end such a game without a result when the players keep repeating the cycle (here, when the same situation has come round a third time with no pass in between). Positional superko forbids Black&apos;s first return (J2), which brings back the starting stones. Situational superko (New Zealand, AGA) allows it, since White is then to play, but forbids White&apos;s return at A8, which brings back the start with Black to play. The Renaissance rules end the game at the third repetition too, as a draw (the next lesson). Ing&apos;s rules let each side set off a cycle once and then forbid Black&apos;s second start (a later lesson).</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black sends two at J3: J2-J3 has one liberty left, J1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes the two stones at J1.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black returns one at J2, capturing J1: the lower right is as at the start, with White to play. Positional superko forbids this move; situational superko allows it.</source>
            <extracomment>comment on the main line, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White now sends two at A7 in the upper left: A7-A8 has one liberty left, A9.</source>
            <extracomment>comment on the main line, node 4</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes the two stones at A9.</source>
            <extracomment>comment on the main line, node 5</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White returns one at A8, capturing A9. The whole board is as at the start, and Black is to play: situational superko (New Zealand, AGA) forbids this move. Under the basic ko rule it is legal, and the cycle can begin again.</source>
            <extracomment>comment on the main line, node 6</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round two: Black sends two again. Ing&apos;s rules forbid it: Black has already set off one cycle (a later lesson).</source>
            <extracomment>comment on the main line, node 7</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes two.</source>
            <extracomment>comment on the main line, node 8</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black returns one.</source>
            <extracomment>comment on the main line, node 9</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White sends two.</source>
            <extracomment>comment on the main line, node 10</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes two.</source>
            <extracomment>comment on the main line, node 11</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The starting situation comes round a third time with no pass in between: a long cycle. Japanese and Korean rules end the game with no result; the Renaissance rules end it by threefold repetition, a draw, since each side took three stones per round.</source>
            <extracomment>comment on the main line, node 12</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram two-handicap-stones</name>
        <message>
            <source>Two handicap stones</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A purpose-made position for the course. Handicap and komi as the presets read them: New Zealand rules (handicap by White passing, no komi), Ing&apos;s SST rules (&apos;Counting&apos; item 5: N points for N stones), the AGA commentary of the &apos;Simplified rules&apos;, Chinese, AGA, Japanese and Korean conventions.</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A finished two-stone handicap game on 7x7: on the board Black is one point ahead by area and level by territory, and what each ruleset gives White for the handicap decides the winner.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A finished handicap game on a 7x7 board. Black began with two handicap stones on the board&apos;s handicap points, C3 and E5; then White moved first and the players took turns. White made the last move, so Black has put down one stone more than White: 11 against 10. Nothing was captured, and the walls touch everywhere.

Black owns the lower right: 25 points by area (11 stones and 14 empty points; Black&apos;s D4 and E2 stand inside Black&apos;s own area). White owns the rest: 24 points (10 stones and 14 empty points). By area Black is 1 point ahead; by territory it is 14 to 14.

In an even game White receives komi for moving second: 6.5 under Japanese and Korean rules, 7.5 under Chinese and AGA rules, 7 in New Zealand, 8 under Ing&apos;s rules. In a handicap game there is no such komi; instead the rulesets disagree on what White gets back for the handicap stones:
- Japanese, Korean and simplified Japanese/Korean: nothing. Counting territory, a stone earns nothing by itself, so the handicap stones are worth only what they helped surround. 14 - 14: a tie (jigo).
- Chinese, simplified Chinese and Ing: one point per handicap stone, 2 points, because under area counting every handicap stone is a point Black never spent a move on. 25 - 24 - 2: White by 1.
- AGA and simplified AGA: one point per stone after the first, plus 0.5. 25 - 24 - 1.5: White by 0.5. Renaissance A (area) and B (territory, 14 - 14 - 0.5) give the same.
- New Zealand, simplified Ing/NZ and Tromp-Taylor: nothing and no komi. Black by 1.

Black is to play; nothing is left to gain.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black passes.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White passes: play stops, and nothing is dead. What each ruleset gives White for Black&apos;s two handicap stones decides the winner: from Black by 1 (New Zealand, which gives nothing) to White by 1 (Chinese rules, a point per stone).</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Diagram two-stone-ko</name>
        <message>
            <source>Two stones take two</source>
            <extracomment>title</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A purpose-made position for the course. Ing&apos;s SST rules, part 6A (fighting kos: hot stones, double hot stones) and part 2 (During the game, items 4 and 5).</source>
            <extracomment>source</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White takes two stones with two, and Black could take those two straight back: every other ruleset allows it, Ing&apos;s rules call the two White stones hot and make Black play elsewhere first.</source>
            <extracomment>summary for the library&apos;s list</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A fight on the bottom edge of a 5x5 board, White to play. White&apos;s corner A1-A2-B2-C2 has one liberty, A3. Black&apos;s B1-C1 and White&apos;s E1 each have one liberty, the same point D1, and Black&apos;s D2-E2 has two, D1 and E3.

White plays D1 and captures B1 and C1. Now White&apos;s D1-E1 has a single liberty, C1, and Black&apos;s D2-E2 is in atari at E3. If Black can take D1-E1 back at C1, Black&apos;s group is out of atari and White&apos;s corner is short of liberties again; if not, White captures D2-E2 at E3.

The basic ko rule speaks only of a single stone that has just taken a single stone: here two stones took two, so Japanese, Korean and the Renaissance rules let Black take back at once. Superko does not object either: after Black&apos;s capture B1 stays empty, so the board is a new one.

Ing&apos;s rules treat this as a ko fight. Stones that have just captured in a fighting ko are hot: they may be captured only after a move or a pass in between, and that holds for two stones (double hot stones) as well as for one. So under Ing&apos;s rules Black must first play elsewhere, a ko threat, as in a basic ko.</source>
            <extracomment>comment at the start</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White captures B1 and C1 at D1. The White stones D1 and E1 have just captured and have one liberty, C1.</source>
            <extracomment>comment on the main line, node 1</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black takes D1 and E1 back at C1 at once. Every ruleset allows this except Ing&apos;s: D1-E1 are hot stones, and Black needs an intervening move first.</source>
            <extracomment>comment on the main line, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black plays elsewhere first, at E5, against White&apos;s wall.</source>
            <extracomment>comment on the Black plays elsewhere first, node 2</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>White answers elsewhere too, at A5 (White could instead have captured D2-E2 at E3).</source>
            <extracomment>comment on the Black plays elsewhere first, node 3</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now Black may take D1 and E1 at C1 under Ing&apos;s rules too: moves have come between, and the stones are no longer hot.</source>
            <extracomment>comment on the Black plays elsewhere first, node 4</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
</TS>

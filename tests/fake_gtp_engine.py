"""A GTP engine for tests: it plays a scripted list of moves, and can crash, hang or talk nonsense on cue.

    python fake_gtp_engine.py --moves "C5 D4 pass" [--crash-at N --crash-once FILE] [--hang-at N]
        [--nonsense-at N] [--dead "A1 B2"] [--no-restricted] [--handicap "D4 F6"] [--log FILE]

The Nth genmove (from 1) is where a cue applies. It keeps no board: genmove answers the next
scripted move (a pass once the script is used up), restricted_genmove the first point offered
(or the next scripted move when it is among them), and every other known command succeeds.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

COMMANDS = ["protocol_version", "name", "version", "known_command", "list_commands", "quit", "boardsize",
            "clear_board", "komi", "play", "genmove", "undo", "final_status_list", "set_free_handicap",
            "fixed_handicap", "place_free_handicap", "restricted_genmove"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", default="")
    parser.add_argument("--name", default="Fake")
    parser.add_argument("--crash-at", type=int, default=0)
    parser.add_argument("--crash-once", default="")
    parser.add_argument("--hang-at", type=int, default=0)
    parser.add_argument("--nonsense-at", type=int, default=0)
    parser.add_argument("--dead", default="")
    parser.add_argument("--no-restricted", action="store_true")
    parser.add_argument("--handicap", default="")
    parser.add_argument("--log", default="")
    parser.add_argument("--katago", action="store_true", help="answer KataGo's rules and avoid commands instead "
                        "of restricted_genmove")
    args, _rest = parser.parse_known_args()
    script = args.moves.split()
    commands = [c for c in COMMANDS if not ((args.no_restricted or args.katago) and c == "restricted_genmove")]
    if args.katago:
        commands += ["kata-set-rules", "kata-genmove_analyze"]
    genmoves = 0
    log = open(args.log, "a", encoding="utf-8") if args.log else None  # noqa: SIM115 - kept open while it runs
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        if log is not None:
            log.write(line + "\n")
            log.flush()
        ident, _, rest = line.partition(" ") if line.split()[0].isdigit() else ("", "", line)
        words = rest.split()
        name, arguments = words[0], words[1:]
        answer, ok = "", True
        if name == "quit":
            print(f"={ident}\n", flush=True)
            return
        if name == "name":
            answer = args.name
        elif name == "version":
            answer = "1.0"
        elif name == "protocol_version":
            answer = "2"
        elif name == "list_commands":
            answer = "\n".join(commands)
        elif name == "known_command":
            answer = "true" if arguments and arguments[0] in commands else "false"
        elif name == "genmove":
            genmoves += 1
            if genmoves == args.crash_at and not (args.crash_once and Path(args.crash_once).exists()):
                if args.crash_once:
                    Path(args.crash_once).write_text("crashed")
                sys.exit(3)
            if genmoves == args.hang_at:
                time.sleep(3600)
            if genmoves == args.nonsense_at:
                print(f"={ident} banana\n", flush=True)
                continue
            answer = script.pop(0) if script else "pass"
        elif name == "restricted_genmove":
            offered = arguments[1:]
            if script and script[0].upper() in offered:
                answer = script.pop(0)
            else:
                answer = offered[0] if offered else "pass"
        elif name == "kata-genmove_analyze":
            # kata-genmove_analyze COLOUR avoid COLOUR V,V,... DEPTH: the next scripted move
            # unless it is avoided (then a pass), after a line of analysis as KataGo prints.
            avoided = arguments[3].upper().split(",") if len(arguments) > 3 else []
            move = script.pop(0) if script else "pass"
            move = "pass" if move.upper() in avoided else move
            answer = f"info move {move} visits 1 winrate 5000\nplay {move}"
        elif name == "final_status_list":
            answer = args.dead
        elif name == "place_free_handicap":
            answer = args.handicap
        elif name == "fixed_handicap":
            ok = False
            answer = "fixed handicap not supported here"
        elif name not in commands:
            ok, answer = False, "unknown command"
        print(f"{'=' if ok else '?'}{ident} {answer}\n", flush=True)


if __name__ == "__main__":
    main()

# SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
# SPDX-License-Identifier: MIT
"""Power cuts on the emulated Pico's flash: is anything lost but the write under way?

    python tools/pico_cuts.py [--scenario NAME ...] [--fractions 3] [--reboot-every 1]
                              [--jobs 2] [--json OUT]     (make cuts: all six, about 90 min)

Each scenario starts from a board that has booted once (and, for some, played on: its
setup), and runs once uncut: every flash erase and page program it makes is listed.
Then, for every one of those operations, the same run is repeated with the power cut
right after the operation before it, and part way through it (``--fractions`` points
spread over the page programmed or the sector erased; half way only for the 16 page
programs that follow a rewrite's erase, each like the next). After each cut:

- the CIRCUITPY drive (everything from 0x100000) must be byte for byte what it was
  before the scenario: the game never writes it, so it stays mountable;
- each record in ``microcontroller.nvm`` (read on the host with ``hal.nvmstore``) must
  hold a state it had before the scenario or on the way to the uncut run's end (both
  replayed record by record from the append-only log), unless the store reports the
  loss (``lost``: a torn record, a rewrite cut short), or the cut fell inside the
  rewrite's erase and the sector reads as new;
- the board boots again from that flash (every ``--reboot-every``-th cut, and every
  cut with a loss) and its first frame is the simulator's title on the same records,
  the one line "Power cut: save lost" included when the store reports a loss.

Scenarios: ``start`` (a first deal from the menus: settings and the save), ``autosave``
(ten draws: the save written again), ``settings`` (brightness changed), ``end`` (a
deal's last draws: the final save, the statistics, the save removed), and each of
``start``/``end`` again as ``start-full``/``end-full`` on a sector whose log is nearly
full, so the write rewrites it (one erase, then 16 page programs).
"""

import argparse
import json
import os
import sys
import tempfile

import pico

sys.path.insert(0, pico.ROOT)
sys.path.insert(0, os.path.join(pico.ROOT, "tests", "portable"))

import flashnvm  # (the filler of a log, shared with the tests)

from hal.nvmstore import HEAD, NvmStorage

NVM = 0xFF000  # CIRCUITPY_INTERNAL_NVM_START_ADDR - the flash's base, on a Pico
NVM_SIZE = 4096
DRIVE = 0x100000
SEED = 11  # PSC_SEED: deals from the menus are numbered from here, as in the simulator
START = ["A", "A", "A", "A"]  # the game list, Farsky, New game, the options' Start
CONTINUE = ["A", "A", "A"]  # the game list, Farsky, Continue
SETTINGS = ["A"] + ["DOWN"] * 5 + ["A", "RIGHT", "B"]  # Settings, brightness, back
FREE = 120  # bytes left free in a "full" log: a settings record fits, a save does not
PLAYED = 30  # draws before the ``end`` scenario (three autosaves)


def draws_to_end():
    """Presses of A after Continue until the deal of ``end`` is over (the simulator's
    count: its frames equal the board's)."""
    from engine.ui.app import App
    from engine.ui.screens import press
    from hal.headless import MemoryStorage

    store = MemoryStorage()
    app = App(store, seed_source=lambda: SEED)
    press(app, START + ["A"] * PLAYED)
    app = App(store, seed_source=lambda: SEED)  # the power off, then on
    press(app, CONTINUE)
    n = 0
    while app.game is not None and not app.game.over():
        press(app, ["A"])
        n += 1
    return n


def scenarios():
    """{name: (setup keys, keys, log nearly full)}."""
    end = ["A"] * draws_to_end()
    return {
        "start": ([], START, False),
        "start-full": ([], START, True),
        "autosave": ([], START + ["A"] * 10, False),
        "settings": ([], SETTINGS, False),
        "end": (START + ["A"] * PLAYED, CONTINUE + end, False),
        "end-full": (START + ["A"] * PLAYED, CONTINUE + end, True),
    }


def changes():
    return {"PSC_SEED": str(SEED)}


def fill(flash):
    """Fill the nvm log of ``flash`` (a whole-flash image) until about FREE bytes are free:
    other games' statistics, a whole record each."""
    nvm = bytearray(flash[NVM : NVM + NVM_SIZE])
    flashnvm.fill(NvmStorage(nvm), FREE)
    return flash[:NVM] + bytes(nvm) + flash[NVM + NVM_SIZE :]


def names():
    """Every record the app keeps: settings, and each game's statistics and save."""
    from engine.game import GAME_IDS

    out = ["settings.txt"]
    for gid in GAME_IDS:
        out += ["stats_%s.txt" % gid, "save_%s.txt" % gid]
    return out


def records(flash):
    """{name: text} of the nvm log in ``flash``, the store's ``lost``, its bytes in use."""
    store = NvmStorage(bytearray(flash[NVM : NVM + NVM_SIZE]))
    out = {}
    try:
        for name in names():  # (the log knows keys; the names are the app's)
            text = store.read(name, 0xFFFF)
            if text is not None:
                out[name] = text
    except ValueError:
        out = {"(damaged)": ""}
    return out, store.lost, store.used()


def base_flash(setup, full, tmp):
    """The board before the scenario: booted once, the setup played, the log filled."""
    path = os.path.join(tmp, "base.bin")
    pico.run([{"boot": 0}] + pico.key_steps(setup), changes=changes(), flash_out=path)
    with open(path, "rb") as f:
        flash = f.read()
    if full:
        flash = fill(flash)
        with open(path, "wb") as f:
            f.write(flash)
    return path, flash


def states(flash):
    """{name: [text or None, ...]}: every state each record took in the nvm log of
    ``flash``, replayed record by record (an append-only log keeps its history until it
    is rewritten)."""
    nvm = flash[NVM : NVM + NVM_SIZE]
    ends = [0] + [o + HEAD + n for o, _, _, n in NvmStorage(bytearray(nvm))._records()]
    out = {}
    for end in ends:
        part = bytearray(nvm[:end]) + b"\xff" * (NVM_SIZE - end)
        files, _, _ = records(bytes(NVM) + bytes(part))
        for name in set(out) | set(files):
            seen = out.setdefault(name, [None])
            if files.get(name) not in seen:
                seen.append(files.get(name))
    return out


def check(before, old, new, cut):
    """Problems (a list of strings) with the flash ``cut`` against ``before`` and the
    ``states`` of the records before the scenario (``old``) and after it (``new``): each
    record must hold a state it had before the scenario or on the way to the uncut
    run's end (the write under way, lost or made, and all before it made)."""
    bad = []
    if cut[DRIVE:] != before[DRIVE:]:
        bad.append("the drive changed")
    got, lost, used = records(cut)
    if lost or not used:
        return bad, lost  # told on the title (lost), or a sector erased: reads as new
    for name in set(old) | set(new) | set(got):
        if got.get(name) not in old.get(name, [None]) + new.get(name, [None]):
            bad.append("%s in a state it never had" % name)
    return bad, lost


def erased(ops, k):
    """True if op ``k`` programs a sector erased earlier in the same scenario (a rewrite)."""
    return any(op[0].startswith("erase") and op[1] == ops[k][1] & ~0xFFF for op in ops[:k])


def title_after(path, flash):
    """Boot from ``path``: does the first frame equal the simulator's title on the same
    records?"""
    steps, _ = pico.run([{"boot": 0, "max": 6000}], flash=path)
    store = NvmStorage(bytearray(flash[NVM : NVM + NVM_SIZE]))
    want = pico.sim_pages(storage=store, source=SEED)[0]
    return bytes.fromhex(steps[0]["pixels"]) == want


def sweep(name, setup, keys, full, fractions=3, reboot_every=1, jobs=2, pick=None):
    """Run one scenario's sweep; a dict of the figures. ``pick(points)`` may choose a
    sample of the (op index, fraction into it) instants."""
    steps = [{"boot": 0}] + pico.key_steps(keys)
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        path, before = base_flash(setup, full, tmp)
        whole = os.path.join(tmp, "after.bin")
        _, end = pico.run(steps, flash=path, flash_out=whole)
        with open(whole, "rb") as f:
            after = f.read()
        old, new = states(before), states(after)  # (each record's history, once)
        ops = end["flashOps"]
        points = []
        for k in range(len(ops)):
            points.append((k, 0))
            # a page program of a rewrite is like the next one: half way is enough there;
            # an erase, and a program that appends, at every fraction
            part = 1 if ops[k][0] == "program" and erased(ops, k) else fractions
            points += [(k, (i + 1) / (part + 1)) for i in range(part)]
        if pick is not None:
            points = pick(points)
        n = 0
        while n < len(points):
            batch = points[n : n + jobs]
            runs = []
            for j, (k, inside) in enumerate(batch):
                out = os.path.join(tmp, "cut%d.bin" % j)
                opts = {"cutAfter": k, "cutInside": inside}
                runs.append((k, inside, out, pico.Run(steps, flash=path, flash_out=out, **opts)))
            for k, inside, out, run in runs:
                run.result()
                with open(out, "rb") as f:
                    cut = f.read()
                bad, lost = check(before, old, new, cut)
                title = None
                if lost or (n % reboot_every == 0):
                    title = title_after(out, cut)
                    if not title:
                        bad.append("no title")
                op = ops[k][0]
                results.append(
                    {"op": k, "kind": op, "inside": inside, "lost": lost, "title": title}
                )
                results[-1]["bad"] = bad
                print(
                    "%s: cut %s op %d of %d (%s): %s%s"
                    % (
                        name,
                        "%.2f into" % inside if inside else "before",
                        k + 1,
                        len(ops),
                        op,
                        "; ".join(bad) or "ok",
                        ", lost and told" if lost else "",
                    ),
                    flush=True,
                )
                n += 1
    erases = sum(1 for op in ops if op[0].startswith("erase"))
    return {
        "scenario": name,
        "ops": len(ops),
        "erases": erases,
        "cuts": len(results),
        "ok": sum(1 for r in results if not r["bad"]),
        "lost": sum(1 for r in results if r["lost"]),
        "rebooted": sum(1 for r in results if r["title"] is not None),
        "results": results,
    }


def main(argv=None):
    all_ = scenarios()
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--scenario", nargs="*", choices=list(all_), default=list(all_))
    p.add_argument("--fractions", type=int, default=3, help="cuts inside each op")
    p.add_argument("--reboot-every", type=int, default=1)
    p.add_argument("--jobs", type=int, default=2, help="emulators at once")
    p.add_argument("--json", help="write the results here")
    args = p.parse_args(argv)
    problem = pico.missing()
    if problem:
        print("pico_cuts: %s" % problem, file=sys.stderr)
        return 1
    out = []
    for name in args.scenario:
        setup, keys, full = all_[name]
        r = sweep(name, setup, keys, full, args.fractions, args.reboot_every, args.jobs)
        out.append(r)
        print(
            "%s: %d flash ops (%d erases); %d cuts, %d as they should be, %d told a loss, "
            "%d booted again"
            % (name, r["ops"], r["erases"], r["cuts"], r["ok"], r["lost"], r["rebooted"]),
            flush=True,
        )
    if args.json:
        with open(args.json, "w") as f:
            json.dump(out, f, indent=1)
    return 0 if all(r["ok"] == r["cuts"] for r in out) else 1


if __name__ == "__main__":
    sys.exit(main())

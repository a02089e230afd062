// SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
// SPDX-License-Identifier: MIT
/**
 * Run a script on the emulated Pico and print what happened, one JSON object a line.
 *
 *     node tools/pico/run.mjs SCRIPT.json
 *
 * The script (written by tools/pico.py):
 *   firmware, bootrom      paths (UF2, raw boot ROM)
 *   image | flash          a CIRCUITPY image for 0x100000, or a whole 2 MB flash image
 *   flashOut               where to write the flash at the end (for the next boot)
 *   oledAddr, oledKind     the panel (0x3C, "SSD1306")
 *   i2cHz, flashTimes      bus speed (0: instant) and whether flash ops take their time
 *   cutAfter, cutInside    cut the power right after that many flash ops (or inside the next:
 *                          true half way, a number that fraction of it)
 *   steps                  [{boot: ms}, {key: "A", hold: ms}, {wait: ms}], each then waits
 *                          until the panel has had no data for ``quiet`` ms (max ``max``);
 *                          with ``frame``, the quiet counts from the first data after it
 *
 * Lines: {"ev": "step", ...} after each step with the panel's pixels (hex of 1,024 bytes),
 * the press time and the landing time of every panel byte after it, grouped in frames;
 * {"ev": "done", ...} at the end with the flash ops, the console and the cycle count.
 */

import { readFileSync, writeFileSync } from 'fs';
import { Board, NS_PER_CYCLE } from './board.mjs';

const MS = 1e6;
const script = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const read = (p) => (p ? new Uint8Array(readFileSync(p)) : null);
const board = new Board({
  firmware: script.flash ? null : read(script.firmware),
  bootrom: read(script.bootrom),
  image: read(script.image),
  flash: read(script.flash),
  oledAddr: script.oledAddr,
  oledKind: script.oledKind,
  i2cHz: script.i2cHz ?? 400000,
  flashTimes: script.flashTimes,
  cutAfter: script.cutAfter,
  cutInside: script.cutInside,
});
const out = (obj) => process.stdout.write(JSON.stringify(obj) + '\n');
const hex = (bytes) => Buffer.from(bytes).toString('hex');
const GAP = 3 * MS; // panel bytes closer than this belong to one frame

/** Group byte landing times into frames: [[first, last, count], ...] (ns). */
function frames(times) {
  const list = [];
  for (const t of times) {
    const f = list[list.length - 1];
    if (f && t - f[1] < GAP) {
      f[1] = t;
      f[2]++;
    } else list.push([t, t, 1]);
  }
  return list;
}

/** Run until the panel has had no data for ``quiet`` ms, ``min`` ms at least, ``max`` at most
 * (with ``frame``, the quiet counts only once the panel has had data). */
function settle(from, quiet, min, max, frame = false) {
  const end = from + max * MS;
  board.runUntil(Math.max(board.nanos, from + min * MS));
  if (frame) board.runUntil(end, () => board.lastData > from);
  while (!board.powerCut && board.nanos < end) {
    const last = Math.max(board.lastData, from);
    const due = last + quiet * MS;
    if (board.nanos >= due) break;
    board.runUntil(Math.min(due, end));
  }
}

const cycles0 = board.core.cycles;
const steps = script.steps || [];
const quiet = script.quiet ?? 500;
const max = script.max ?? 20000;
for (let i = 0; i < steps.length && !board.powerCut; i++) {
  const s = steps[i];
  board.takeBytes();
  const t0 = board.nanos;
  if (s.boot !== undefined) {
    settle(t0, s.quiet ?? quiet, s.boot, s.max ?? max, true);
  } else if (s.key) {
    const hold = s.hold ?? 60;
    board.button(s.key, true);
    board.runUntil(t0 + hold * MS);
    board.button(s.key, false);
    settle(t0, s.quiet ?? quiet, s.min ?? hold, s.max ?? max, !!s.frame);
  } else {
    settle(t0, s.quiet ?? quiet, s.wait ?? 0, s.max ?? max);
  }
  const fr = frames(board.takeBytes()).map(([a, b, n]) => [(a - t0) / MS, (b - t0) / MS, n]);
  out({ ev: 'step', i, key: s.key || null, t: t0 / MS, frames: fr, pixels: hex(board.panel.pages(script.colstart || 0)), on: board.panel.on, contrast: board.panel.contrast });
}
if (script.after) board.runUntil(board.nanos + script.after * MS);
if (script.flashOut) writeFileSync(script.flashOut, board.mcu.flash.subarray(0, 2 * 1024 * 1024));
out({
  ev: 'done',
  t: board.nanos / MS,
  cycles: board.core.cycles - cycles0,
  busyMs: ((board.core.cycles - cycles0) * NS_PER_CYCLE) / MS,
  powerCut: board.powerCut,
  flashOps: board.flashOps.map((o) => [o.op, o.addr, o.t / MS]),
  panelErrors: board.panel.errors.slice(0, 5),
  console: board.console,
});

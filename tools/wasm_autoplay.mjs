// SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
// SPDX-License-Identifier: MIT
//
// engine.autoplay under the 32-bit MicroPython WebAssembly (the npm package pinned in
// package.json): the same JSON lines as `python -m engine.autoplay`, one per deal.
//
//     node tools/wasm_autoplay.mjs GAME_ID COUNT [FIRST_SEED] [OPTS] [LEVELS]
//
// The engine's .py files are copied into the interpreter's in-memory file system, then
// engine.autoplay.main runs there. Prints the interpreter's sys.maxsize first as
// {"wasm":...} so a caller can tell it ran on 32 bits. Exit status: autoplay's own
// (2 for a bad argument), 1 when the interpreter raised.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PKG = "@micropython/micropython-webassembly-pyscript";

/** Copy every .py file under `dir` (relative to ROOT) into the interpreter's FS at /app. */
export function copyTree(FS, dir, root = ROOT) {
  const here = path.join(root, dir);
  try {
    FS.mkdir("/app/" + dir);
  } catch {
    // made already
  }
  for (const e of fs.readdirSync(here, { withFileTypes: true })) {
    const rel = dir + "/" + e.name;
    if (e.isDirectory() && e.name !== "__pycache__") copyTree(FS, rel, root);
    else if (e.isFile() && e.name.endsWith(".py")) FS.writeFile("/app/" + rel, fs.readFileSync(path.join(root, rel)));
  }
}

/** A MicroPython WASM with the engine in /app (its working folder); lines go to `out`. */
export async function load(out, heapsize = 8 * 1024 * 1024) {
  const modPath = path.join(ROOT, "node_modules", PKG, "micropython.mjs");
  if (!fs.existsSync(modPath)) {
    throw new Error("no " + PKG + " in node_modules: run `npm ci` first");
  }
  const { loadMicroPython } = await import(modPath);
  const mp = await loadMicroPython({ heapsize, stdout: out, stderr: out });
  mp.FS.mkdir("/app");
  copyTree(mp.FS, "engine");
  mp.runPython("import os, sys\nos.chdir('/app')\nsys.path.insert(0, '/app')");
  return mp;
}

async function main(argv) {
  if (argv.length < 2 || argv.length > 5) {
    process.stderr.write("usage: node tools/wasm_autoplay.mjs GAME_ID COUNT [FIRST_SEED] [OPTS] [LEVELS]\n");
    return 2;
  }
  let mp;
  try {
    mp = await load((line) => process.stdout.write(line + "\n"));
  } catch (e) {
    process.stderr.write("wasm_autoplay: " + e.message + "\n");
    return 1;
  }
  mp.globals.set("_argv", ["autoplay"].concat(argv));
  try {
    mp.runPython(
      "import sys\nprint('{\"wasm\":%d}' % sys.maxsize)\n" +
        "from engine.autoplay import main as _main\n_status = _main(list(_argv))",
    );
  } catch (e) {
    const lines = String(e.message || e).trim().split("\n");
    process.stderr.write("wasm_autoplay: " + lines[lines.length - 1] + "\n");
    return 1;
  }
  return mp.globals.get("_status") || 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}

// SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
// SPDX-License-Identifier: MIT
//
// Drives the built page (build/web, served at URL) in headless Chromium through
// playwright-core (pinned in package.json; the browser is Debian's, never a download).
//
//     node tools/web_drive.mjs PLAN.json
//
// PLAN: {"url", "chromium", "game", "seed", "keys": [...], "resume": [...],
//        "screenshot": optional PNG path}. Opens url?game=G&seed=S, presses each key on
// the keyboard (the page's own key map), waiting after each until the app is idle; reads
// the canvas; reloads the plain url, presses the resume keys; reads the canvas again.
// Prints one JSON line: {"browser", "first", "resumed", "saves": [localStorage keys]},
// the canvases as 8,192 "0"/"1" characters, row by row. Exit 1 with one line on failure.
// With "hint": {"game", "seed"} it also opens that deal three times and reads the canvas
// after H ("hkey"), after holding the on-screen B ("hold") and after tapping it ("tap");
// with "widths": [px...] it reports the page's layout at each ("layout": viewport width,
// the page's scroll width, the canvas's CSS width); "missing" lists every URL that
// answered 400 or more (the console's 404s).
import fs from "node:fs";

const KEYS = { UP: "ArrowUp", DOWN: "ArrowDown", LEFT: "ArrowLeft", RIGHT: "ArrowRight", A: "z", B: "x" };

async function ready(page) {
  await page.waitForFunction(() => window.psc && (window.psc.ready || window.psc.error), null, {
    timeout: 60000,
  });
  const error = await page.evaluate(() => window.psc.error || "");
  if (error) throw new Error(error);
}

async function idle(page) {
  await page.waitForFunction(() => window.psc.page.error || window.psc.page.idle(), null, {
    timeout: 60000,
    polling: 50,
  });
  const error = await page.evaluate(() => window.psc.page.error);
  if (error) throw new Error("page: " + error);
  await page.waitForTimeout(60); // the next timer step paints what the last one drew
}

async function press(page, keys) {
  await idle(page);
  for (const k of keys) {
    await page.keyboard.press(KEYS[k]);
    await idle(page);
  }
}

function canvas(page) {
  return page.evaluate(() => {
    const c = document.getElementById("screen");
    const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    let s = "";
    for (let i = 0; i < d.length; i += 4) s += d[i] > 127 ? "1" : "0";
    return s;
  });
}

async function main(planPath) {
  const plan = JSON.parse(fs.readFileSync(planPath, "utf8"));
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: plan.chromium,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 640, height: 620 } });
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e.message).split("\n")[0]));
    const missing = [];
    page.on("response", (r) => { if (r.status() >= 400) missing.push(r.status() + " " + r.url()); });
    await page.goto(plan.url + "?game=" + plan.game + "&seed=" + plan.seed);
    await ready(page);
    await press(page, plan.keys);
    const first = await canvas(page);
    await page.goto(plan.url); // leaving the page saves the game (pagehide)
    await ready(page);
    await press(page, plan.resume);
    const resumed = await canvas(page);
    const saves = await page.evaluate(() => Object.keys(localStorage).sort());
    if (plan.screenshot) await page.screenshot({ path: plan.screenshot });
    const out = { browser: "Chromium " + browser.version(), first, resumed, saves, missing };
    if (plan.hint) {
      const deal = plan.url + "?game=" + plan.hint.game + "&seed=" + plan.hint.seed;
      const b = 'button[data-key="B"]';
      await page.goto(deal);
      await ready(page);
      await idle(page);
      await page.keyboard.press("h");
      await idle(page);
      out.hkey = await canvas(page);
      for (const [name, ms] of [["hold", 800], ["tap", 60]]) {
        await page.evaluate(() => localStorage.clear()); // the same fresh deal each time
        await page.goto(deal);
        await ready(page);
        await idle(page);
        const box = await page.locator(b).boundingBox();
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.waitForTimeout(ms);
        await page.mouse.up();
        await idle(page);
        out[name] = await canvas(page);
      }
    }
    if (plan.widths) {
      out.layout = [];
      for (const w of plan.widths) {
        await page.setViewportSize({ width: w, height: 800 });
        await page.waitForTimeout(100);
        out.layout.push(await page.evaluate(() => ({
          width: document.documentElement.clientWidth,
          scroll: document.documentElement.scrollWidth,
          canvas: document.getElementById("screen").getBoundingClientRect().width,
        })));
      }
    }
    if (errors.length) throw new Error("page error: " + errors[0]);
    return out;
  } finally {
    await browser.close();
  }
}

try {
  process.stdout.write(JSON.stringify(await main(process.argv[2])) + "\n");
} catch (e) {
  process.stderr.write("web_drive: " + String(e && e.message || e).split("\n")[0] + "\n");
  process.exitCode = 1;
}

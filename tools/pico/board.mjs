// SPDX-FileCopyrightText: 2026 Pocket Space Cards contributors
// SPDX-License-Identifier: MIT
/**
 * The reference device, emulated: a Raspberry Pi Pico (rp2040js) running CircuitPython's own
 * firmware, with the parts the game is wired to.
 *
 * - an SSD1306 (or SH1106) on I2C0, GP4 = SDA, GP5 = SCL, that decodes the bus into its RAM;
 * - six buttons on GP10-GP15 to GND with the pins' pull-ups (pressed reads low);
 * - the W25Q16JV flash: erase and page program decoded from the SSI command stream, so the
 *   CIRCUITPY drive keeps what the game writes, each op busy for its datasheet time;
 * - the USB console (CDC), captured.
 *
 * What rp2040js 1.4.1 needs before this firmware runs (see ../shared/pico/README.md):
 * BOOTSEL must read released, the I2C probe is bit-banged on the pins, flash writes are
 * dropped unless decoded, the CDC OUT endpoint must not answer empty reads at once, and a
 * WFI with an interrupt already pending must not sleep. Each fix is below, named.
 *
 * Time is emulated: 125 MHz, one count per cycle, the same on every run.
 */

import { ConsoleLogger, LogLevel, RP2040, USBCDC } from 'rp2040js';

export const NS_PER_CYCLE = 8; // 125 MHz
export const FS_OFFSET = 0x100000; // CIRCUITPY in flash
export const FLASH_SIZE = 2 * 1024 * 1024;
const FLASH_TIMES_NS = { erase4k: 45e6, erase32k: 120e6, erase64k: 150e6, program: 0.4e6 }; // W25Q16JV typical
const BUTTON_PINS = { UP: 10, DOWN: 11, LEFT: 12, RIGHT: 13, A: 14, B: 15 };
const SDA = 4;
const SCL = 5;

/** UF2 blocks (512 bytes each) into the flash array. */
export function loadUF2(flash, data) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let off = 0; off + 512 <= data.length; off += 512) {
    if (view.getUint32(off, true) !== 0x0a324655 || view.getUint32(off + 4, true) !== 0x9e5d5157) {
      throw new Error(`not a UF2 block at byte ${off}`);
    }
    const addr = view.getUint32(off + 12, true);
    const size = view.getUint32(off + 16, true);
    if (size > 476 || addr < 0x10000000 || addr + size > 0x10000000 + flash.length) {
      throw new Error(`UF2 block at byte ${off} is out of the flash`);
    }
    flash.set(data.subarray(off + 32, off + 32 + size), addr - 0x10000000);
  }
}

/**
 * The panel: the SSD1306 command set as the I2C bus delivers it (control byte: Co bit 7,
 * D/C bit 6), the three addressing modes; an SH1106 has 132 columns and page mode only.
 */
export class Panel {
  constructor(kind = 'SSD1306') {
    this.kind = kind;
    this.cols = kind === 'SH1106' ? 132 : 128;
    this.ram = new Uint8Array(8 * this.cols);
    for (let i = 0; i < this.ram.length; i++) this.ram[i] = (i * 37) & 0xff; // power-up garbage
    this.on = false;
    this.contrast = 0x7f;
    this.mode = 2;
    this.col0 = 0;
    this.col1 = 127;
    this.page0 = 0;
    this.page1 = 7;
    this.col = 0;
    this.page = 0;
    this.cmd = null;
    this.need = 0;
    this.dataBytes = 0;
    this.errors = [];
    this.start();
  }

  /** A new I2C write begins: the next byte is a control byte. */
  start() {
    this.expect = 'ctrl';
  }

  /** One byte of an I2C write, after the address. */
  byte(b) {
    if (this.expect === 'ctrl') {
      if (b & 0x3f) this.errors.push(`bad control byte 0x${b.toString(16)}`);
      this.isData = !!(b & 0x40);
      this.expect = b & 0x80 ? 'one' : 'stream';
      return;
    }
    if (this.expect === 'one') this.expect = 'ctrl';
    if (this.isData) this.data(b);
    else this.command(b);
  }

  command(b) {
    const PARAMS = { 0x20: 1, 0x21: 2, 0x22: 2, 0x81: 1, 0x8d: 1, 0xa8: 1, 0xad: 1, 0xd3: 1, 0xd5: 1, 0xd9: 1, 0xda: 1, 0xdb: 1 };
    if (this.cmd) {
      this.cmd.push(b);
      if (this.cmd.length === 1 + PARAMS[this.cmd[0]]) {
        this.run(this.cmd);
        this.cmd = null;
      }
      return;
    }
    if (b in PARAMS) this.cmd = [b];
    else this.run([b]);
  }

  run(c) {
    const op = c[0];
    if (op === 0xae) this.on = false;
    else if (op === 0xaf) this.on = true;
    else if (op === 0x81) this.contrast = c[1];
    else if (op === 0x20) {
      if (this.kind === 'SSD1306') this.mode = c[1] & 3;
    } else if (op === 0x21) {
      this.col0 = c[1] & 0x7f;
      this.col1 = c[2] & 0x7f;
      this.col = this.col0;
    } else if (op === 0x22) {
      this.page0 = c[1] & 7;
      this.page1 = c[2] & 7;
      this.page = this.page0;
    } else if (op >= 0xb0 && op <= 0xb7) this.page = op & 7;
    else if (op <= 0x0f) this.col = (this.col & 0xf0) | op;
    else if (op <= 0x1f) this.col = (this.col & 0x0f) | ((op & 0x0f) << 4);
  }

  data(b) {
    this.ram[this.page * this.cols + this.col] = b;
    this.dataBytes++;
    if (this.mode === 0) {
      if (++this.col > this.col1) {
        this.col = this.col0;
        this.page = this.page >= this.page1 ? this.page0 : this.page + 1;
      }
    } else if (this.mode === 1) {
      if (++this.page > this.page1) {
        this.page = this.page0;
        this.col = this.col >= this.col1 ? this.col0 : this.col + 1;
      }
    } else {
      this.col = Math.min(this.col + 1, this.cols - 1);
    }
  }

  /** The 1,024 bytes the module shows (8 pages of 128 columns from column ``colstart``). */
  pages(colstart = 0) {
    const out = new Uint8Array(1024);
    for (let p = 0; p < 8; p++) out.set(this.ram.subarray(p * this.cols + colstart, p * this.cols + colstart + 128), p * 128);
    return out;
  }
}

/** The emulated Pico with its parts. ``opts``: firmware (UF2 bytes), bootrom (bytes),
 * flash (a whole flash image) or image (a CIRCUITPY image for 0x100000), oledAddr,
 * oledKind, i2cHz (0: the bus takes no time), flashTimes (false: writes take no time). */
export class Board {
  constructor(opts) {
    const mcu = new RP2040();
    mcu.logger = new ConsoleLogger(LogLevel.Error);
    const rom = opts.bootrom;
    mcu.loadBootrom(new Uint32Array(rom.buffer, rom.byteOffset, rom.byteLength >> 2));
    if (opts.flash) mcu.flash.set(opts.flash.subarray(0, FLASH_SIZE));
    if (opts.firmware) loadUF2(mcu.flash, opts.firmware);
    if (opts.image) mcu.flash.set(opts.image, FS_OFFSET);
    this.mcu = mcu;
    this.clock = mcu.clock;
    this.core = mcu.core;
    this.console = '';
    this.flashOps = []; // {op, addr, t}
    this.cutAfter = opts.cutAfter ?? -1; // stop the power right after this many flash ops
    // ... part way through the next one instead (true: half way; a number: that fraction)
    this.cutInside = opts.cutInside === true ? 0.5 : Number(opts.cutInside) || 0;
    this.powerCut = false;
    this.flashTimes = opts.flashTimes !== false;
    this.busyUntil = 0;
    this.panel = new Panel(opts.oledKind || 'SSD1306');
    this.oledAddr = opts.oledAddr ?? 0x3c;
    this.byteNs = opts.i2cHz ? Math.round((9 * 1e9) / opts.i2cHz) : 0;
    this.i2cLog = []; // times (ns) at which panel data bytes landed, cleared by takeBytes
    this.lastData = 0;
    this._bootsel();
    this._flash();
    this._i2c();
    this._probe();
    this._buttons();
    this._usb();
    mcu.core.PC = 0x10000000; // boot stage 2 at the start of flash, as rp2040js's demos do
  }

  get nanos() {
    return this.clock.nanos;
  }

  // -- BOOTSEL: CircuitPython reads the flash chip-select pad at start-up; rp2040js leaves
  // that pad's input disabled, which reads as the button held (the board would wait for ever).
  _bootsel() {
    Object.defineProperty(this.mcu.qspi[1], 'inputValue', { get: () => true });
  }

  // -- flash: the boot ROM's erase and program go out on the SSI with chip-select forced low
  // through IO_QSPI (unmodelled in rp2040js): decode them, or every save is silently lost.
  _flash() {
    const board = this;
    const mcu = this.mcu;
    let ssCtrl = 0;
    let bytes = null; // bytes sent while chip-select is low
    const rx = [];
    const regs = {};
    mcu.peripherals[0x40018] = {
      readUint32: (off) => (off === 0x0c ? ssCtrl : regs[off] ?? 0),
      writeUint32Atomic(off, value, type) {
        if (off !== 0x0c) {
          regs[off] = value;
          return;
        }
        const cur = ssCtrl;
        ssCtrl = type === 1 ? cur ^ value : type === 2 ? cur | value : type === 3 ? cur & ~value : value;
        const over = (ssCtrl >> 8) & 3;
        if (over === 2 && bytes === null) bytes = [];
        else if (over !== 2 && bytes !== null) {
          board._command(bytes);
          bytes = null;
        }
      },
    };
    const ssi = mcu.peripherals[0x18000];
    const write = ssi.writeUint32.bind(ssi);
    const read = ssi.readUint32.bind(ssi);
    ssi.writeUint32 = (off, value) => {
      if (off === 0x60) {
        // Every byte sent clocks one back. The status register (0x05) reads busy while an
        // erase or program is under way; the rest of the replies are not used by the game.
        const status = bytes !== null && bytes[0] === 0x05 && bytes.length >= 1;
        rx.push(status && board.nanos < board.busyUntil ? 1 : 0);
        if (bytes !== null) bytes.push(value & 0xff);
        return;
      }
      write(off, value);
    };
    ssi.readUint32 = (off) => {
      if (off === 0x60 && rx.length) return rx.shift();
      if (off === 0x24) return rx.length; // RXFLR
      return read(off);
    };
  }

  _command(b) {
    const op = b[0];
    const addr = ((b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;
    let size = 0;
    let name = null;
    if (op === 0x20) [size, name] = [4096, 'erase4k'];
    else if (op === 0x52) [size, name] = [32768, 'erase32k'];
    else if (op === 0xd8) [size, name] = [65536, 'erase64k'];
    else if (op === 0x02 && b.length > 4) name = 'program';
    if (!name || this.powerCut) return;
    const cut = this.cutAfter >= 0 && this.flashOps.length >= this.cutAfter;
    if (cut && !this.cutInside) {
      this.powerCut = true;
      return;
    }
    const flash = this.mcu.flash;
    if (size) {
      const base = addr & ~(size - 1);
      // Cut inside an erase: its first part happened (the rest keeps old bits).
      flash.fill(0xff, base, base + (cut ? Math.floor(size * this.cutInside) : size));
    } else {
      const data = b.slice(4);
      const n = cut ? Math.floor(data.length * this.cutInside) : data.length;
      const page = addr & ~0xff;
      for (let i = 0; i < n; i++) flash[page + ((addr + i) & 0xff)] &= data[i];
    }
    this.flashOps.push({ op: name, addr: size ? addr & ~(size - 1) : addr, t: this.nanos });
    if (cut) this.powerCut = true;
    if (this.flashTimes) this.busyUntil = this.nanos + FLASH_TIMES_NS[name];
  }

  // -- I2C0: the panel answers at its address; each byte takes 9 bit times on the bus.
  _i2c() {
    const i2c = this.mcu.i2c[0];
    const panel = this.panel;
    const later = (fn) => {
      if (!this.byteNs) return fn();
      const alarm = this.clock.createAlarm(fn);
      alarm.schedule(this.byteNs);
    };
    let ours = false;
    i2c.onStart = () => later(() => i2c.completeStart());
    i2c.onConnect = (address, mode) => {
      ours = address === this.oledAddr && mode === 0;
      panel.start();
      later(() => i2c.completeConnect(ours));
    };
    i2c.onWriteByte = (value) => {
      if (ours) {
        const before = panel.dataBytes;
        panel.byte(value);
        if (panel.dataBytes !== before) this.dataByte = true;
      }
      later(() => {
        if (this.dataByte) {
          this.dataByte = false;
          this.lastData = this.nanos;
          this.i2cLog.push(this.nanos);
        }
        i2c.completeWrite(ours);
      });
    };
    i2c.onReadByte = () => later(() => i2c.completeRead(0xff));
    i2c.onStop = () => i2c.completeStop();
  }

  // -- The RP2040 port cannot send a zero-length write from the I2C block, so busio's probe
  // (scan, and I2CDisplayBus's check) bit-bangs the pins: ACK our address at pin level.
  _probe() {
    const sda = this.mcu.gpio[SDA];
    const scl = this.mcu.gpio[SCL];
    let drive = false; // the panel pulls SDA low (its ACK)
    let state = 'idle';
    let bits = 0;
    let byte = 0;
    let lastScl = true;
    let lastSda = true;
    const line = (pin) => !(pin.outputEnable && !pin.outputValue);
    const update = () => {
      const c = line(scl);
      const d = line(sda) && !drive;
      if (c && lastScl && lastSda && !d) {
        state = 'addr'; // START
        bits = 0;
        byte = 0;
      } else if (c && lastScl && !lastSda && d) {
        state = 'idle'; // STOP
        drive = false;
      } else if (c && !lastScl && state === 'addr' && bits < 8) {
        byte = (byte << 1) | (d ? 1 : 0);
        bits++;
      } else if (!c && lastScl) {
        if (state === 'addr' && bits === 8) {
          state = 'ack';
          drive = byte >> 1 === this.oledAddr && !(byte & 1);
        } else if (state === 'ack') {
          state = 'data';
          drive = false;
        }
      }
      lastScl = c;
      lastSda = line(sda) && !drive;
      sda.setInputValue(lastSda);
      scl.setInputValue(c);
    };
    sda.setInputValue(true); // the module's pull-ups
    scl.setInputValue(true);
    sda.addListener(update);
    scl.addListener(update);
  }

  // -- buttons: pulled up, a press reads low
  _buttons() {
    for (const pin of Object.values(BUTTON_PINS)) this.mcu.gpio[pin].setInputValue(true);
  }

  /** Press (true) or let go of a button by name. */
  button(name, down) {
    const pin = BUTTON_PINS[name];
    if (pin === undefined) throw new Error(`no button ${name}`);
    this.mcu.gpio[pin].setInputValue(!down);
  }

  // -- USB console. rp2040js's CDC answers each OUT read at once, with 0 bytes when it has
  // nothing: TinyUSB re-arms at once and Python runs 2.6x slower. Nothing is ever typed
  // here, so the read is never answered.
  _usb() {
    const cdc = new USBCDC(this.mcu.usbCtrl);
    this.mcu.usbCtrl.onEndpointRead = () => {};
    const decoder = new TextDecoder();
    cdc.onSerialData = (data) => {
      this.console += decoder.decode(data, { stream: true });
    };
  }

  /** Run until emulated time ``until`` (ns), the power is cut, or ``stop()`` returns true. */
  runUntil(until, stop = null) {
    const { core, clock } = this;
    const wfiFix = () => {
      // A WFI with an enabled interrupt already pending completes at once on a Cortex-M0+,
      // even with PRIMASK set; rp2040js sleeps until a new one, so keypad's tick stalls.
      if (this.mcu.readUint16((core.PC - 2) >>> 0) !== 0xbf30) return;
      if (core.pendingInterrupts & core.enabledInterrupts || core.pendingSystick || core.pendingPendSV || core.pendingSVCall || core.pendingNMI) {
        core.waiting = false;
        core.interruptsUpdated = true;
      }
    };
    let n = 0;
    while (clock.nanos < until && !this.powerCut) {
      if (core.waiting) {
        const next = clock.nanosToNextAlarm;
        const dt = next > 0 ? Math.min(next, until - clock.nanos) : until - clock.nanos;
        clock.tick(dt);
        this.idleNs = (this.idleNs || 0) + dt;
      } else {
        const cycles = core.executeInstruction();
        clock.tick(cycles * NS_PER_CYCLE);
        if (core.waiting) wfiFix();
      }
      if (stop && (++n & 1023) === 0 && stop()) return true;
    }
    return false;
  }

  /** Take the landing times of the panel data bytes since the last call. */
  takeBytes() {
    const out = this.i2cLog;
    this.i2cLog = [];
    return out;
  }
}

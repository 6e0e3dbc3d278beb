/**
 * Slider-puzzle human verification ("drag the piece into the hole") — image side.
 *
 * Everything is generated procedurally on the server with plain loops over typed
 * arrays and encoded with pngjs, so no native image library is needed.
 *
 * Coordinates: `x`/`y` are the top-left corner of the piece's bounding box (knobs
 * included) inside the background. The client draws the piece image at
 * (dragOffset, y); the puzzle is solved when dragOffset ≈ x. Only `y`, the two
 * PNGs and the piece size may be sent to the client — `x` is the answer and must
 * stay on the server.
 */
import { PNG } from 'pngjs';

export interface PuzzleGeometry {
  /** Canvas width in px. */
  width: number;
  /** Canvas height in px. */
  height: number;
  /** Side of the piece's square body in px. */
  pieceSize: number;
  /** Radius of the knobs (and of the notch) in px. */
  radius: number;
  /** Minimum distance of the hole from the left edge (the piece starts at x = 0). */
  margin: number;
}

export const DEFAULT_PUZZLE: PuzzleGeometry = Object.freeze({
  width: 300,
  height: 150,
  pieceSize: 42,
  radius: 10,
  margin: 38,
});

export interface Puzzle {
  /** PNG, width × height, with the hole drawn (darkened + light outline). */
  background: Buffer;
  /** PNG of the piece only, transparent outside its shape; pieceWidth × pieceHeight. */
  piece: Buffer;
  /** Hole's left offset in the background — the answer, keep it server-side. */
  x: number;
  /** Hole's top offset — sent to the client so it can place the piece vertically. */
  y: number;
  pieceWidth: number;
  pieceHeight: number;
}

/** Gap kept between the piece's bounding box and the right / top / bottom canvas edges. */
const EDGE_GAP = 2;
/** Corner rounding of the square body (keeps every bounding-box corner transparent). */
const CORNER_RADIUS = 3;
/** Blend width used to fuse knobs with the body (avoids a seam across the knob's neck). */
const SMOOTH_K = 6;
/** Width of the light outline band, in px, inside the shape's edge. */
const OUTLINE_WIDTH = 1.5;
/** Opacity of the black overlay in the hole. */
const HOLE_DARKEN = 0.5;
/** Opacity of the white outline on the hole and on the piece. */
const HOLE_OUTLINE_ALPHA = 0.7;
const PIECE_OUTLINE_ALPHA = 0.65;
/** Peak-to-peak amplitude of the per-pixel grain. */
const GRAIN = 8;

/* ------------------------------------------------------------------------ */
/* Piece shape                                                               */
/* ------------------------------------------------------------------------ */

interface Shape {
  width: number;
  height: number;
  /** Signed distance (px, negative inside) of point (u, v) in bounding-box coordinates. */
  sd(u: number, v: number): number;
}

/**
 * Classic jigsaw piece: a square body with an outward round knob on the top and on
 * the right, and an inward round notch on the left. A knob's centre sits
 * `radius - 2` px outside the edge (so it has a visible neck) and reaches
 * `2 * radius - 2` px beyond it; the bounding box includes the knobs.
 */
function pieceShape(geometry: PuzzleGeometry): Shape {
  const s = geometry.pieceSize;
  const r = geometry.radius;
  const d = Math.max(0, r - 2); // knob centre distance outside the edge
  const ext = Math.ceil(d + r); // how far a knob sticks out of the body
  const top = ext; // body's top edge in bounding-box coordinates
  const half = s / 2;
  const cx = half; // body centre
  const cy = top + half;
  const cr = Math.min(CORNER_RADIUS, half);
  const inner = half - cr;

  const topKnobX = half;
  const topKnobY = top - d;
  const rightKnobX = s + d;
  const rightKnobY = cy;
  const notchX = d;
  const notchY = cy;

  return {
    width: s + ext,
    height: s + ext,
    sd(u, v) {
      // rounded box
      const qx = Math.abs(u - cx) - inner;
      const qy = Math.abs(v - cy) - inner;
      const ox = qx > 0 ? qx : 0;
      const oy = qy > 0 ? qy : 0;
      const body = Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) - cr;
      // knobs (smoothly united with the body)
      const k1 = Math.sqrt((u - topKnobX) ** 2 + (v - topKnobY) ** 2) - r;
      const k2 = Math.sqrt((u - rightKnobX) ** 2 + (v - rightKnobY) ** 2) - r;
      const united = smoothMin(smoothMin(body, k1, SMOOTH_K), k2, SMOOTH_K);
      // notch (subtracted)
      const notch = Math.sqrt((u - notchX) ** 2 + (v - notchY) ** 2) - r;
      return Math.max(united, -notch);
    },
  };
}

function smoothMin(a: number, b: number, k: number): number {
  const h = clamp01(0.5 + (0.5 * (b - a)) / k);
  return b + (a - b) * h - k * h * (1 - h);
}

/** Anti-aliased coverage of a pixel whose centre has signed distance `sd`. */
function coverage(sd: number): number {
  return clamp01(0.5 - sd);
}

/* ------------------------------------------------------------------------ */
/* Background picture                                                        */
/* ------------------------------------------------------------------------ */

type Rgb = [number, number, number];

/**
 * Paints a random, smooth picture into a float RGB buffer (clamped to 0..255):
 * a multi-stop gradient along a random direction, soft translucent blobs, gentle
 * wavy stripes, low-frequency value noise and fine grain.
 */
function paintBackground(random: () => number, w: number, h: number): Float32Array {
  const rgb = new Float32Array(w * h * 3);
  const baseHue = random() * 360;
  const hueStep = 25 + random() * 45;

  // 1) multi-stop gradient
  const stopCount = 3 + Math.floor(random() * 2);
  const stops: { t: number; c: Rgb }[] = [];
  for (let i = 0; i < stopCount; i++) {
    const t = i === 0 ? 0 : i === stopCount - 1 ? 1 : (i + (random() - 0.5) * 0.6) / (stopCount - 1);
    stops.push({
      t,
      c: hslToRgb(baseHue + i * hueStep, 0.45 + random() * 0.3, 0.42 + random() * 0.22),
    });
  }
  const angle = random() * Math.PI * 2;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const projections = [0, w * dx, h * dy, w * dx + h * dy];
  const pMin = Math.min(...projections);
  const pSpan = Math.max(...projections) - pMin || 1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = (x * dx + y * dy - pMin) / pSpan;
      let j = 0;
      while (j < stops.length - 2 && t > stops[j + 1]!.t) j++;
      const a = stops[j]!;
      const b = stops[j + 1]!;
      const f = smoothstep(a.t, b.t, t);
      const o = (y * w + x) * 3;
      rgb[o] = a.c[0] + (b.c[0] - a.c[0]) * f;
      rgb[o + 1] = a.c[1] + (b.c[1] - a.c[1]) * f;
      rgb[o + 2] = a.c[2] + (b.c[2] - a.c[2]) * f;
    }
  }

  // 2) soft translucent blobs
  const blobCount = 7 + Math.floor(random() * 5);
  for (let i = 0; i < blobCount; i++) {
    const bx = -20 + random() * (w + 40);
    const by = -20 + random() * (h + 40);
    const br = 12 + random() * 45;
    const alpha = 0.22 + random() * 0.35;
    const hue = baseHue + 180 * (random() < 0.35 ? 1 : 0) + (random() - 0.5) * 120;
    const c = hslToRgb(hue, 0.4 + random() * 0.45, 0.3 + random() * 0.5);
    const inner = br * (0.35 + random() * 0.4);
    const x0 = Math.max(0, Math.floor(bx - br));
    const x1 = Math.min(w - 1, Math.ceil(bx + br));
    const y0 = Math.max(0, Math.floor(by - br));
    const y1 = Math.min(h - 1, Math.ceil(by + br));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const dist = Math.sqrt((x + 0.5 - bx) ** 2 + (y + 0.5 - by) ** 2);
        if (dist >= br) continue;
        const a = alpha * (1 - smoothstep(inner, br, dist));
        const o = (y * w + x) * 3;
        rgb[o] = rgb[o]! + (c[0] - rgb[o]!) * a;
        rgb[o + 1] = rgb[o + 1]! + (c[1] - rgb[o + 1]!) * a;
        rgb[o + 2] = rgb[o + 2]! + (c[2] - rgb[o + 2]!) * a;
      }
    }
  }

  // 3) wavy stripes (brightness modulation) + 4) value noise + 5) grain
  const wave = (present: boolean) => {
    const a = random() * Math.PI;
    return {
      dx: Math.cos(a),
      dy: Math.sin(a),
      freq: (Math.PI * 2) / (18 + random() * 40),
      phase: random() * Math.PI * 2,
      amp: present ? 0.05 + random() * 0.08 : 0,
      wob: 2 + random() * 6,
    };
  };
  const w1 = wave(true);
  const w2 = wave(random() < 0.5);
  const noise = valueNoise(random, w, h, 22 + random() * 14);
  const noiseAmp = 14 + random() * 12;
  let seed = Math.floor(random() * 0x100000000) >>> 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p1 = x * w1.dx + y * w1.dy + w1.wob * fastSin((x * w1.dy - y * w1.dx) * 0.05);
      const p2 = x * w2.dx + y * w2.dy + w2.wob * fastSin((x * w2.dy - y * w2.dx) * 0.05);
      const m = 1 + w1.amp * fastSin(p1 * w1.freq + w1.phase) + w2.amp * fastSin(p2 * w2.freq + w2.phase);
      const i = y * w + x;
      seed = xorshift32(seed);
      const add = noise[i]! * noiseAmp + ((seed & 0xff) / 255 - 0.5) * GRAIN;
      const o = i * 3;
      rgb[o] = clamp255(rgb[o]! * m + add);
      rgb[o + 1] = clamp255(rgb[o + 1]! * m + add);
      rgb[o + 2] = clamp255(rgb[o + 2]! * m + add);
    }
  }
  return rgb;
}

/** Smooth 2-D value noise in [-1, 1] on a lattice of `cell` px, one value per pixel. */
function valueNoise(random: () => number, w: number, h: number, cell: number): Float32Array {
  const gw = Math.ceil(w / cell) + 2;
  const gh = Math.ceil(h / cell) + 2;
  const grid = new Float32Array(gw * gh);
  for (let i = 0; i < grid.length; i++) grid[i] = random() * 2 - 1;
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const gy = y / cell;
    const iy = Math.floor(gy);
    const fy = smooth01(gy - iy);
    for (let x = 0; x < w; x++) {
      const gx = x / cell;
      const ix = Math.floor(gx);
      const fx = smooth01(gx - ix);
      const g00 = grid[iy * gw + ix]!;
      const g10 = grid[iy * gw + ix + 1]!;
      const g01 = grid[(iy + 1) * gw + ix]!;
      const g11 = grid[(iy + 1) * gw + ix + 1]!;
      const top = g00 + (g10 - g00) * fx;
      const bottom = g01 + (g11 - g01) * fx;
      out[y * w + x] = top + (bottom - top) * fy;
    }
  }
  return out;
}

/* ------------------------------------------------------------------------ */
/* Public API                                                                */
/* ------------------------------------------------------------------------ */

/**
 * Generates one puzzle. Deterministic for a given `random` (values in [0, 1)).
 * Throws a RangeError when the geometry leaves no room for the hole.
 */
export function generatePuzzle(random: () => number = Math.random, geometry: PuzzleGeometry = DEFAULT_PUZZLE): Puzzle {
  const w = Math.round(geometry.width);
  const h = Math.round(geometry.height);
  const shape = pieceShape(geometry);
  const pw = shape.width;
  const ph = shape.height;

  const xMin = Math.ceil(geometry.margin);
  const xMax = w - pw - EDGE_GAP;
  const yMin = Math.ceil(geometry.radius) + EDGE_GAP;
  const yMax = h - ph - EDGE_GAP;
  if (!(w > 0 && h > 0 && geometry.pieceSize > 0 && geometry.radius >= 0) || xMax < xMin || yMax < yMin) {
    throw new RangeError('generatePuzzle: the geometry leaves no room for the hole');
  }

  const rand = (): number => {
    const v = random();
    return Number.isFinite(v) ? Math.min(Math.max(v, 0), 1 - Number.EPSILON) : 0;
  };
  const x = xMin + Math.floor(rand() * (xMax - xMin + 1));
  const y = yMin + Math.floor(rand() * (yMax - yMin + 1));

  const picture = paintBackground(rand, w, h);

  // Piece: cut from the clean picture, with a light outline along its edge.
  const piece = new PNG({ width: pw, height: ph });
  const pd = piece.data;
  // Hole: darken the picture inside the shape and draw a light outline.
  const bg = new PNG({ width: w, height: h });
  const bd = bg.data;

  // Clamped view: assignments clamp to 0..255 and round, no per-pixel helper calls.
  const bdc = new Uint8ClampedArray(bd.buffer, bd.byteOffset, bd.length);
  for (let i = 0, o = 0, p = 0; i < w * h; i++, o += 4, p += 3) {
    bdc[o] = picture[p]!;
    bdc[o + 1] = picture[p + 1]!;
    bdc[o + 2] = picture[p + 2]!;
    bdc[o + 3] = 255;
  }

  for (let v = 0; v < ph; v++) {
    for (let u = 0; u < pw; u++) {
      const sd = shape.sd(u + 0.5, v + 0.5);
      const po = (v * pw + u) * 4;
      const cov = coverage(sd);
      if (cov <= 0) {
        pd[po] = pd[po + 1] = pd[po + 2] = pd[po + 3] = 0;
        continue;
      }
      const edge = cov - coverage(sd + OUTLINE_WIDTH); // outline band weight
      const bi = (y + v) * w + (x + u);
      const bo = bi * 4;
      for (let c = 0; c < 3; c++) {
        const src = picture[bi * 3 + c]!;
        const pieceVal = src + (255 - src) * edge * PIECE_OUTLINE_ALPHA;
        pd[po + c] = clampByte(pieceVal);
        const dark = src * (1 - HOLE_DARKEN * cov);
        bd[bo + c] = clampByte(dark + (255 - dark) * edge * HOLE_OUTLINE_ALPHA);
      }
      pd[po + 3] = clampByte(cov * 255);
    }
  }

  return {
    // A fixed Sub filter skips pngjs's per-row filter search (~2x faster, ~5% larger).
    background: PNG.sync.write(bg, { colorType: 2, filterType: 1 }),
    piece: PNG.sync.write(piece, { colorType: 6 }),
    x,
    y,
    pieceWidth: pw,
    pieceHeight: ph,
  };
}

/** True when the submitted left offset is within `tolerance` px of the answer. */
export function isSolved(answerX: number, submittedX: number, tolerance = 5): boolean {
  if (!Number.isFinite(answerX) || !Number.isFinite(submittedX) || !Number.isFinite(tolerance)) return false;
  return Math.abs(submittedX - answerX) <= tolerance;
}

/* ------------------------------------------------------------------------ */
/* Small helpers                                                             */
/* ------------------------------------------------------------------------ */

function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

function clamp255(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : v;
}

function clampByte(v: number): number {
  return v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
}

function smooth01(t: number): number {
  return t * t * (3 - 2 * t);
}

function smoothstep(e0: number, e1: number, v: number): number {
  if (e1 <= e0) return v < e0 ? 0 : 1;
  return smooth01(clamp01((v - e0) / (e1 - e0)));
}

const SIN_SIZE = 4096;
const SIN_SCALE = SIN_SIZE / (Math.PI * 2);
const SIN_TABLE = Float32Array.from({ length: SIN_SIZE }, (_, i) => Math.sin(i / SIN_SCALE));

/** Table-based sine, accurate to ~0.002 — plenty for soft stripes. */
function fastSin(a: number): number {
  return SIN_TABLE[((a * SIN_SCALE) | 0) & (SIN_SIZE - 1)]!;
}

function xorshift32(s: number): number {
  s ^= s << 13;
  s ^= s >>> 17;
  s ^= s << 5;
  return s >>> 0 || 0x9e3779b9;
}

function hslToRgb(hueDeg: number, s: number, l: number): Rgb {
  const hue = (((hueDeg % 360) + 360) % 360) / 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number): number => {
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    let v: number;
    if (t < 1 / 6) v = p + (q - p) * 6 * t;
    else if (t < 1 / 2) v = q;
    else if (t < 2 / 3) v = p + (q - p) * (2 / 3 - t) * 6;
    else v = p;
    return v * 255;
  };
  return [channel(hue + 1 / 3), channel(hue), channel(hue - 1 / 3)];
}

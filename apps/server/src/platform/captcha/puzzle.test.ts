import { describe, it, expect } from 'vitest';
import { PNG } from 'pngjs';
import { DEFAULT_PUZZLE, generatePuzzle, isSolved, type Puzzle, type PuzzleGeometry } from './puzzle.ts';

/** Small seeded PRNG (mulberry32) returning values in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function decode(puzzle: Puzzle) {
  return { bg: PNG.sync.read(puzzle.background), piece: PNG.sync.read(puzzle.piece) };
}

function alphaAt(png: PNG, x: number, y: number): number {
  return png.data[(y * png.width + x) * 4 + 3]!;
}

/** Pixels of the piece that are fully opaque and away from its outline (alpha 255 in a 5×5 neighbourhood). */
function deepInteriorPixels(piece: PNG): [number, number][] {
  const out: [number, number][] = [];
  for (let v = 2; v < piece.height - 2; v++) {
    for (let u = 2; u < piece.width - 2; u++) {
      let solid = true;
      for (let dv = -2; dv <= 2 && solid; dv++) {
        for (let du = -2; du <= 2 && solid; du++) solid = alphaAt(piece, u + du, v + dv) === 255;
      }
      if (solid) out.push([u, v]);
    }
  }
  return out;
}

describe('DEFAULT_PUZZLE', () => {
  it('matches the spec numbers', () => {
    expect(DEFAULT_PUZZLE).toEqual({ width: 300, height: 150, pieceSize: 42, radius: 10, margin: 38 });
  });
});

describe('generatePuzzle', () => {
  it('returns PNGs that decode to the right sizes', () => {
    const puzzle = generatePuzzle(mulberry32(1));
    const { bg, piece } = decode(puzzle);
    expect(bg.width).toBe(300);
    expect(bg.height).toBe(150);
    expect(piece.width).toBe(puzzle.pieceWidth);
    expect(piece.height).toBe(puzzle.pieceHeight);
    // the bounding box includes the knobs, so it is larger than the square body
    expect(puzzle.pieceWidth).toBeGreaterThan(DEFAULT_PUZZLE.pieceSize + DEFAULT_PUZZLE.radius);
    expect(puzzle.pieceHeight).toBeGreaterThan(DEFAULT_PUZZLE.pieceSize + DEFAULT_PUZZLE.radius);
    expect(puzzle.pieceWidth).toBeLessThanOrEqual(DEFAULT_PUZZLE.pieceSize + 2 * DEFAULT_PUZZLE.radius);
    expect(puzzle.pieceHeight).toBeLessThanOrEqual(DEFAULT_PUZZLE.pieceSize + 2 * DEFAULT_PUZZLE.radius);
  });

  it('produces an opaque background', () => {
    const { bg } = decode(generatePuzzle(mulberry32(2)));
    for (let i = 3; i < bg.data.length; i += 4) {
      if (bg.data[i] !== 255) throw new Error(`transparent background pixel at byte ${i}`);
    }
  });

  it('cuts a piece with transparent corners and an opaque centre', () => {
    for (const seed of [3, 4, 5]) {
      const puzzle = generatePuzzle(mulberry32(seed));
      const { piece } = decode(puzzle);
      const w = piece.width;
      const h = piece.height;
      for (const [x, y] of [[0, 0], [w - 1, 0], [0, h - 1], [w - 1, h - 1]] as const) {
        expect(alphaAt(piece, x, y)).toBe(0);
      }
      expect(alphaAt(piece, Math.floor(w / 2), Math.floor(h / 2))).toBe(255);
      // centre of the square body (bottom-left part of the box: knobs stick out top and right)
      const s = DEFAULT_PUZZLE.pieceSize;
      expect(alphaAt(piece, Math.floor(s / 2), h - Math.floor(s / 2))).toBe(255);
      // the knobs are part of the piece: top knob above the body, right knob right of it
      expect(alphaAt(piece, Math.floor(s / 2), 3)).toBe(255);
      expect(alphaAt(piece, w - 4, h - Math.floor(s / 2))).toBe(255);
      // the inward notch on the left is cut out
      expect(alphaAt(piece, 1, h - Math.floor(s / 2))).toBe(0);
    }
  });

  it('draws a light outline on the piece edge', () => {
    const { piece } = decode(generatePuzzle(mulberry32(6)));
    const interior = deepInteriorPixels(piece);
    let edgeSum = 0;
    let edgeCount = 0;
    for (let i = 0; i < piece.width * piece.height; i++) {
      if (piece.data[i * 4 + 3] !== 255) continue;
      // opaque but with a transparent pixel in its 4-neighbourhood: an edge pixel
      const x = i % piece.width;
      const y = Math.floor(i / piece.width);
      const neighbours = [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ].filter(([nx, ny]) => nx! >= 0 && ny! >= 0 && nx! < piece.width && ny! < piece.height);
      if (neighbours.length === 4 && neighbours.every(([nx, ny]) => alphaAt(piece, nx!, ny!) === 255)) continue;
      edgeSum += piece.data[i * 4]! + piece.data[i * 4 + 1]! + piece.data[i * 4 + 2]!;
      edgeCount++;
    }
    let innerSum = 0;
    for (const [u, v] of interior) {
      const o = (v * piece.width + u) * 4;
      innerSum += piece.data[o]! + piece.data[o + 1]! + piece.data[o + 2]!;
    }
    expect(edgeCount).toBeGreaterThan(0);
    expect(edgeSum / edgeCount).toBeGreaterThan(innerSum / interior.length);
  });

  it('darkens the hole: background pixels there are darker than the same piece pixels', () => {
    for (const seed of [7, 8, 9, 10]) {
      const puzzle = generatePuzzle(mulberry32(seed));
      const { bg, piece } = decode(puzzle);
      const interior = deepInteriorPixels(piece);
      expect(interior.length).toBeGreaterThan(500);
      let bgSum = 0;
      let pieceSum = 0;
      let exactHalf = 0;
      for (const [u, v] of interior) {
        const po = (v * piece.width + u) * 4;
        const bo = ((puzzle.y + v) * bg.width + puzzle.x + u) * 4;
        let b = 0;
        let p = 0;
        let half = true;
        for (let c = 0; c < 3; c++) {
          b += bg.data[bo + c]!;
          p += piece.data[po + c]!;
          if (Math.abs(bg.data[bo + c]! - piece.data[po + c]! * 0.5) > 1) half = false;
        }
        if (p > 12) expect(b).toBeLessThan(p);
        if (half) exactHalf++;
        bgSum += b;
        pieceSum += p;
      }
      expect(bgSum).toBeLessThan(pieceSum * 0.6);
      // the piece is cut from the very picture under the ~50 % black hole overlay
      // (a few pixels near the knob necks still carry a trace of the outline)
      expect(exactHalf / interior.length).toBeGreaterThan(0.97);
    }
  });

  it('draws a light outline around the hole', () => {
    const puzzle = generatePuzzle(mulberry32(11));
    const { bg, piece } = decode(puzzle);
    let edgeSum = 0;
    let edgeCount = 0;
    let innerSum = 0;
    let innerCount = 0;
    const interior = new Set(deepInteriorPixels(piece).map(([u, v]) => v * piece.width + u));
    for (let v = 0; v < piece.height; v++) {
      for (let u = 0; u < piece.width; u++) {
        const a = alphaAt(piece, u, v);
        const bo = ((puzzle.y + v) * bg.width + puzzle.x + u) * 4;
        const lum = bg.data[bo]! + bg.data[bo + 1]! + bg.data[bo + 2]!;
        if (interior.has(v * piece.width + u)) {
          innerSum += lum;
          innerCount++;
        } else if (a === 255) {
          edgeSum += lum;
          edgeCount++;
        }
      }
    }
    expect(edgeSum / edgeCount).toBeGreaterThan((innerSum / innerCount) * 1.3);
  });

  it('keeps the hole inside the canvas, away from the start, over 200 seeds', () => {
    const { width, height, radius, margin } = DEFAULT_PUZZLE;
    for (let seed = 0; seed < 200; seed++) {
      const p = generatePuzzle(mulberry32(seed));
      expect(Number.isInteger(p.x)).toBe(true);
      expect(Number.isInteger(p.y)).toBe(true);
      expect(p.x).toBeGreaterThanOrEqual(margin);
      expect(p.x).toBeLessThanOrEqual(width - p.pieceWidth - 2);
      expect(p.y).toBeGreaterThanOrEqual(radius + 2);
      expect(p.y).toBeLessThanOrEqual(height - p.pieceHeight - 2);
    }
  });

  it('reaches both ends of the allowed range for extreme random values', () => {
    const low = generatePuzzle(() => 0);
    expect(low.x).toBe(DEFAULT_PUZZLE.margin);
    expect(low.y).toBe(DEFAULT_PUZZLE.radius + 2);
    const high = generatePuzzle(() => 0.999999999);
    expect(high.x).toBe(DEFAULT_PUZZLE.width - high.pieceWidth - 2);
    expect(high.y).toBe(DEFAULT_PUZZLE.height - high.pieceHeight - 2);
    // out-of-contract values are clamped rather than escaping the canvas
    const silly = generatePuzzle(() => 1);
    expect(silly.x).toBe(high.x);
    expect(generatePuzzle(() => Number.NaN).x).toBe(low.x);
  });

  it('is deterministic for a seed and varies across seeds', () => {
    const a = generatePuzzle(mulberry32(1234));
    const b = generatePuzzle(mulberry32(1234));
    expect(b.x).toBe(a.x);
    expect(b.y).toBe(a.y);
    expect(b.background.equals(a.background)).toBe(true);
    expect(b.piece.equals(a.piece)).toBe(true);

    const c = generatePuzzle(mulberry32(1));
    const d = generatePuzzle(mulberry32(2));
    expect(c.x).not.toBe(d.x);
    expect(c.background.equals(d.background)).toBe(false);
    expect(c.piece.equals(d.piece)).toBe(false);

    const xs = new Set<number>();
    for (let seed = 0; seed < 50; seed++) xs.add(generatePuzzle(mulberry32(seed)).x);
    expect(xs.size).toBeGreaterThan(30);
  });

  it('works with Math.random by default', () => {
    const p = generatePuzzle();
    const { bg } = decode(p);
    expect(bg.width).toBe(300);
    expect(p.x).toBeGreaterThanOrEqual(DEFAULT_PUZZLE.margin);
  });

  it('supports a custom geometry', () => {
    const geometry: PuzzleGeometry = { width: 360, height: 180, pieceSize: 50, radius: 12, margin: 60 };
    for (let seed = 0; seed < 20; seed++) {
      const p = generatePuzzle(mulberry32(seed), geometry);
      const { bg, piece } = decode(p);
      expect([bg.width, bg.height]).toEqual([360, 180]);
      expect([piece.width, piece.height]).toEqual([p.pieceWidth, p.pieceHeight]);
      expect(p.x).toBeGreaterThanOrEqual(60);
      expect(p.x + p.pieceWidth).toBeLessThanOrEqual(358);
      expect(p.y).toBeGreaterThanOrEqual(14);
      expect(p.y + p.pieceHeight).toBeLessThanOrEqual(178);
    }
  });

  it('rejects a geometry that leaves no room for the hole', () => {
    expect(() => generatePuzzle(mulberry32(1), { ...DEFAULT_PUZZLE, width: 90 })).toThrow(RangeError);
    expect(() => generatePuzzle(mulberry32(1), { ...DEFAULT_PUZZLE, height: 70 })).toThrow(RangeError);
  });
});

describe('isSolved', () => {
  it('accepts offsets within the tolerance on both sides', () => {
    expect(isSolved(120, 120)).toBe(true);
    expect(isSolved(120, 125)).toBe(true);
    expect(isSolved(120, 115)).toBe(true);
    expect(isSolved(120, 123.7)).toBe(true);
  });

  it('rejects offsets beyond the tolerance on both sides', () => {
    expect(isSolved(120, 126)).toBe(false);
    expect(isSolved(120, 114)).toBe(false);
    expect(isSolved(120, 125.01)).toBe(false);
    expect(isSolved(120, 0)).toBe(false);
  });

  it('honours a custom tolerance', () => {
    expect(isSolved(80, 82, 2)).toBe(true);
    expect(isSolved(80, 83, 2)).toBe(false);
    expect(isSolved(80, 70, 10)).toBe(true);
    expect(isSolved(80, 69, 10)).toBe(false);
  });

  it('rejects non-finite submissions', () => {
    expect(isSolved(80, Number.NaN)).toBe(false);
    expect(isSolved(80, Number.POSITIVE_INFINITY)).toBe(false);
    expect(isSolved(80, 80, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

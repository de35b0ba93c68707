import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32Combine, deflatePiece, gzipOf, storedPiece } from '../../server/catalogue/spliced-gzip.ts';

describe('spliced gzip', () => {
  it('pieces deflated apart gunzip to the pieces joined, whatever they hold', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 3000 }), { maxLength: 12 }), (arrays) => {
        const pieces = arrays.map((a) => Buffer.from(a));
        const gz = gzipOf(pieces.map((p) => deflatePiece(p)));
        expect(zlib.gunzipSync(gz).equals(Buffer.concat(pieces))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('stored pieces (no zlib call) mixed with deflated ones gunzip to the pieces joined', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.uint8Array({ maxLength: 3000 }), fc.boolean()), { maxLength: 12 }),
        (arrays) => {
          const pieces = arrays.map(([a, stored]) => ({ bytes: Buffer.from(a), stored }));
          const gz = gzipOf(pieces.map((p) => (p.stored ? storedPiece(p.bytes) : deflatePiece(p.bytes))));
          expect(zlib.gunzipSync(gz).equals(Buffer.concat(pieces.map((p) => p.bytes)))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
    // Longer than one stored block holds (65,535 bytes).
    const big = Buffer.alloc(150_000, 'learner fields ');
    const gz = gzipOf([deflatePiece(Buffer.from('{')), storedPiece(big), deflatePiece(Buffer.from('}'))]);
    expect(zlib.gunzipSync(gz).toString()).toBe(`{${big.toString()}}`);
  });

  it('combines CRC-32s as computing the whole would', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 5000 }), fc.uint8Array({ maxLength: 70_000 }), (a, b) => {
        const whole = zlib.crc32(Buffer.concat([a, b]));
        expect(crc32Combine(zlib.crc32(a), zlib.crc32(b), b.length)).toBe(whole);
      }),
      { numRuns: 100 },
    );
  });
});

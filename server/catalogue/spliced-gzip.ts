import zlib from 'node:zlib';

/**
 * A gzip body put together from pieces compressed separately: each piece is raw deflate ended with a
 * sync flush (byte-aligned, not final, no reference to bytes before it), so pieces compressed once
 * can be joined with pieces compressed now — a shared catalogue page with one learner's own fields
 * spliced in costs deflating those fields (~100 bytes each), not the page. The CRC-32 of the whole
 * is combined from the pieces' CRCs (zlib's crc32_combine), so no byte is read twice.
 */
export interface Deflated {
  data: Buffer;
  crc: number;
  length: number;
  /** x^(8·length) modulo the CRC polynomial: appending this piece to a CRC is one multiplication. */
  shift: number;
}

const POLY = 0xedb88320;

/** a(x)·b(x) modulo the CRC polynomial (reflected), as zlib's multmodp. */
function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}
/** x^(2^k) modulo the polynomial, k = 0..31. */
const X2N = new Uint32Array(32);
X2N[0] = 0x40000000;
for (let k = 1; k < 32; k++) X2N[k] = multmodp(X2N[k - 1]!, X2N[k - 1]!);

/** x^(8·n) modulo the polynomial (zlib's x2nmodp(n, 3)). */
function shiftOf(length: number): number {
  let p = 0x80000000;
  let n = length;
  let k = 3; // bytes to bits
  while (n) {
    if (n & 1) p = multmodp(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The CRC-32 of A followed by B from crc(A), crc(B) and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multmodp(shiftOf(lengthB), crcA) ^ crcB) >>> 0;
}

/** One piece, deflated on its own and ended with a sync flush. */
export function deflatePiece(data: Buffer, level = 6): Deflated {
  return {
    data: zlib.deflateRawSync(data, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    crc: zlib.crc32(data),
    length: data.length,
    shift: shiftOf(data.length),
  };
}

/**
 * One piece as stored (uncompressed) deflate blocks: no zlib call at all. For the few bytes made per
 * request (a learner's fields, ~120 bytes, on each touched item of a page) a zlib stream per piece
 * cost more CPU than the bytes it saved. A piece follows a sync flush, so it starts byte-aligned:
 * each block is a 0x00 header byte (not final, stored), LEN and its complement, then the bytes.
 */
export function storedPiece(data: Buffer): Deflated {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length || !blocks.length; at += 0xffff) {
    const part = data.subarray(at, at + 0xffff);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(part.length, 1);
    head.writeUInt16LE(~part.length & 0xffff, 3);
    blocks.push(head, part);
  }
  return {
    data: Buffer.concat(blocks),
    crc: zlib.crc32(data),
    length: data.length,
    shift: shiftOf(data.length),
  };
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final fixed-Huffman block: the deflate stream ends. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** The gzip member whose uncompressed body is the pieces in order. */
export function gzipOf(pieces: Deflated[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    crc = (multmodp(piece.shift, crc) ^ piece.crc) >>> 0;
    length += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([HEADER, ...pieces.map((p) => p.data), LAST_BLOCK, trailer]);
}

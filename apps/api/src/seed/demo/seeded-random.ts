import { createHash } from 'node:crypto';

/** A repeatable pseudo-random sequence (mulberry32) per name: every seed of the demo writes the same figures. */
export function randomFor(name: string): () => number {
  let state = createHash('sha256').update(name).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

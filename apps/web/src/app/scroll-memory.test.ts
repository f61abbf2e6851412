import { describe, expect, it } from 'vitest';
import { ScrollMemory } from './scroll-memory.ts';

describe('ScrollMemory', () => {
  it('keeps the latest position of each history entry', () => {
    const memory = new ScrollMemory();
    memory.save('home', 2400);
    memory.save('detail', 300);
    memory.save('home', 2500);
    expect(memory.get('home')).toBe(2500);
    expect(memory.get('detail')).toBe(300);
    expect(memory.get('never-seen')).toBeUndefined();
  });

  it('forgets the entries used longest ago once full', () => {
    const memory = new ScrollMemory(2);
    memory.save('a', 1);
    memory.save('b', 2);
    memory.save('a', 3);
    memory.save('c', 4);
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('a')).toBe(3);
    expect(memory.get('c')).toBe(4);
  });
});

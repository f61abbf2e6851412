import { describe, expect, it } from 'vitest';
import { displayName, initialOf } from './display-name.ts';

const user = (given_name: string, family_name: string) => ({ account: 'demo', given_name, family_name });

describe('displayName', () => {
  it('writes Latin names given name first', () => {
    expect(displayName(user('Alex', 'Lee'))).toBe('Alex Lee');
  });

  it('writes Chinese, Japanese and Korean names family name first without a space', () => {
    expect(displayName(user('小明', '王'))).toBe('王小明');
    expect(displayName(user('민수', '김'))).toBe('김민수');
  });

  it('falls back to the account when no name is set', () => {
    expect(displayName(user(' ', ''))).toBe('demo');
  });

  it('uses whichever half of the name is set', () => {
    expect(displayName(user('', 'Lee'))).toBe('Lee');
  });
});

describe('initialOf', () => {
  it('takes the first character, upper-cased, even outside the basic plane', () => {
    expect(initialOf('alex')).toBe('A');
    expect(initialOf('𠮷野')).toBe('𠮷');
    expect(initialOf('')).toBe('?');
  });
});

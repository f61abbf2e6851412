import { describe, expect, it } from 'vitest';
import { RequestError } from '../request/request-error.ts';
import { shouldRetry } from './query-client.ts';

describe('a desk read retries', () => {
  it('a lost connection or a server fault, twice at most; never a refusal', () => {
    expect(shouldRetry(0, new RequestError('offline', 0))).toBe(true);
    expect(shouldRetry(1, new RequestError('fault', 502))).toBe(true);
    expect(shouldRetry(2, new RequestError('fault', 502))).toBe(false);
    expect(shouldRetry(0, new RequestError('refused', 200, { key: 'VALIDATION' }))).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });
});

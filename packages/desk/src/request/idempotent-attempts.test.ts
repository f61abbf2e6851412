import { describe, expect, it } from 'vitest';
import { IdempotentAttempts, isAnswered } from './idempotent-attempts.ts';
import { RequestError, hasErrorKey } from './request-error.ts';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('idempotent attempts', () => {
  it('keeps the key while the same body is sent again, and takes a new one for another body', () => {
    const attempts = new IdempotentAttempts(counter());
    expect(attempts.keyFor({ id: 1, amount: '10' })).toBe('key-1');
    expect(attempts.keyFor({ id: 1, amount: '10' })).toBe('key-1');
    expect(attempts.keyFor({ id: 1, amount: '9.50' })).toBe('key-2');
    expect(attempts.keyFor({ id: 2, amount: '9.50' })).toBe('key-3');
  });

  it('starts a new attempt once the server has answered', () => {
    const attempts = new IdempotentAttempts(counter());
    attempts.keyFor({ id: 1 });
    attempts.answered();
    expect(attempts.keyFor({ id: 1 })).toBe('key-2');
  });

  it('uses random UUIDs by default', () => {
    expect(new IdempotentAttempts().keyFor({ id: 1 })).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts lost connections, 5xx and "in progress" as no answer, business refusals as an answer', () => {
    expect(isAnswered(new RequestError('Cannot reach the server', 0))).toBe(false);
    expect(isAnswered(new RequestError('Server error', 502))).toBe(false);
    expect(isAnswered(new RequestError('Processing', 409, { code: 0, key: 'REQUEST_IN_PROGRESS' }))).toBe(false);
    expect(isAnswered(new Error('boom'))).toBe(false);
    expect(isAnswered(new RequestError('Already audited', 200, { code: 0, key: 'AUDIT_DONE' }))).toBe(true);
    expect(isAnswered(new RequestError('Invalid', 400, { code: 0, key: 'VALIDATION' }))).toBe(true);
  });
});

describe('error keys', () => {
  it('matches a refusal by its stable key, never a plain error', () => {
    const done = new RequestError('Already audited', 200, { code: 0, key: 'AUDIT_DONE' });
    expect(hasErrorKey(done, ['AUDIT_DONE', 'NOT_FOUND'])).toBe(true);
    expect(hasErrorKey(done, new Set(['AUDIT_DONE']))).toBe(true);
    expect(hasErrorKey(done, ['VALIDATION'])).toBe(false);
    expect(hasErrorKey(new Error('AUDIT_DONE'), ['AUDIT_DONE'])).toBe(false);
  });
});

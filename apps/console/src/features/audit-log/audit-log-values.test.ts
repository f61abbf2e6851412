import { describe, expect, it } from 'vitest';
import { compactJson, isTargetType } from './audit-log-values.ts';

describe('audit log values', () => {
  it('shows logged states as compact one-line JSON', () => {
    expect(compactJson({ status: 1, actual_amount: '98.50' })).toBe('{"status":1,"actual_amount":"98.50"}');
    expect(compactJson(null)).toBe('—');
    expect(compactJson(undefined)).toBe('—');
  });

  it('knows the target types the server logs', () => {
    expect(isTargetType('recharge')).toBe(true);
    expect(isTargetType('operator')).toBe(false);
  });
});

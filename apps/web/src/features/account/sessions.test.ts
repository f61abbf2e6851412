import { deviceOf } from '@shop/contract/account-security';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/date-time.ts';
import { deviceKind, lastActive, orderSessions } from './sessions.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('a session as the security centre shows it', () => {
  it('takes phones and tablets for phones, anything else for a computer', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    expect(deviceKind(deviceOf(android))).toBe('phone');
    expect(deviceKind(deviceOf(iphone))).toBe('phone');
    expect(deviceKind('Safari · iPad')).toBe('phone');
    expect(deviceKind(deviceOf(mac))).toBe('desktop');
    expect(deviceKind('Chrome · Windows')).toBe('desktop');
    expect(deviceKind('API client')).toBe('desktop');
    expect(deviceKind('')).toBe('desktop');
  });

  it('says when it was last used: now, minutes or hours ago, then the date and time', () => {
    expect(lastActive(before(30_000), 'en', NOW)).toBeNull();
    expect(lastActive(new Date(NOW.getTime() + 90_000).toISOString(), 'en', NOW)).toBeNull();
    expect(lastActive(before(60_000), 'en', NOW)).toBe('1 minute ago');
    expect(lastActive(before(59 * 60_000), 'en', NOW)).toBe('59 minutes ago');
    expect(lastActive(before(3 * 3_600_000 + 5 * 60_000), 'en', NOW)).toBe('3 hours ago');
    const older = before(26 * 3_600_000);
    expect(lastActive(older, 'en', NOW)).toBe(formatDateTime(older, 'en'));
    expect(lastActive(before(5 * 60_000), 'zh-CN', NOW)).toBe('5分钟前');
  });

  it('puts this session first, then the others latest first', () => {
    const at = (id: number, last: string, current = false) => ({
      id,
      device: '',
      ip: '',
      created_at: last,
      last_used_at: last,
      current,
    });
    const ordered = orderSessions([
      at(1, '2026-02-01T00:00:00.000Z'),
      at(2, '2026-02-03T00:00:00.000Z'),
      at(3, '2026-01-01T00:00:00.000Z', true),
    ]);
    expect(ordered.map((row) => row.id)).toEqual([3, 2, 1]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiProcess,
  SLOW_TEST_MS,
  STARTUP_MS,
  startTopology,
  type Topology,
  skipReason,
} from '../multi-process.ts';
import { http, loginOver, registerOver } from './http-client.ts';

/**
 * Accounts with two API processes on one PostgreSQL database behind nginx: what one process decides about a
 * session, a lockout or a client address, the other one sees, because none of it lives in a process.
 */
const unavailable = skipReason('accounts across processes');

describe.skipIf(!!unavailable)(
  `accounts across two API processes behind nginx${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let top: Topology;
    let a: ApiProcess;
    let b: ApiProcess;

    beforeAll(async () => {
      top = await startTopology();
      [a, b] = top.processes as [ApiProcess, ApiProcess];
    }, STARTUP_MS);
    afterAll(() => top?.close());

    const me = (base: string, token: string) => http(base, 'GET', '/api/user/getUserInfo', { token });

    it('a session made on one process is valid on the other; a logout on either ends it on both', async () => {
      const shopper = await registerOver(a.url);
      expect((await me(b.url, shopper.token)).data.account).toBe(shopper.account);
      const second = await loginOver(b.url, shopper.account, shopper.password);
      expect(second.code).toBe(1);
      const secondToken = second.data.userinfo.token as string;
      expect((await me(a.url, secondToken)).code).toBe(1);

      expect((await http(a.url, 'POST', '/api/user/logout', { token: shopper.token })).code).toBe(1);
      expect((await me(b.url, shopper.token)).status).toBe(401);
      expect((await me(a.url, shopper.token)).status).toBe(401);
      // The other session of the same shopper lives on, on both.
      expect((await me(a.url, secondToken)).code).toBe(1);
      expect((await me(b.url, secondToken)).code).toBe(1);
      expect((await http(b.url, 'POST', '/api/user/logout', { token: secondToken })).code).toBe(1);
      expect((await me(a.url, secondToken)).status).toBe(401);
    });

    it('a password changed on one process ends every session on the other, and only the new one logs in', async () => {
      const shopper = await registerOver(a.url);
      const onB = (await loginOver(b.url, shopper.account, shopper.password)).data.userinfo.token as string;
      const changed = await http(b.url, 'POST', '/api/user/resetpwd', {
        token: onB,
        body: { old_password: shopper.password, new_password: 'brandnew1', confirm_password: 'brandnew1' },
      });
      expect(changed.code).toBe(1);
      expect((await me(a.url, shopper.token)).status).toBe(401);
      expect((await me(a.url, onB)).status).toBe(401);
      expect((await loginOver(a.url, shopper.account, shopper.password)).data.error).toBe('WRONG_CREDENTIALS');
      expect((await loginOver(a.url, shopper.account, 'brandnew1')).code).toBe(1);
    });

    it('the login lockout counts the failures made on both processes: 10 wrong, then 429 on either', async () => {
      const shopper = await registerOver(a.url);
      for (let i = 0; i < 10; i += 1) {
        // Each from another address: this is the per-account count, not the per-address one.
        const res = await loginOver(i % 2 ? b.url : a.url, shopper.account, `wrong-${i}`);
        expect(res.data.error).toBe('WRONG_CREDENTIALS');
      }
      expect((await loginOver(a.url, shopper.account, shopper.password)).status).toBe(429);
      expect((await loginOver(b.url, shopper.account, shopper.password)).status).toBe(429);
    });

    it(
      'through nginx, 65 logins from one client with made-up X-Forwarded-For are counted as one address: 60 pass, then 429',
      async () => {
        const shopper = await registerOver(a.url);
        const before = top.accessLog().length;
        const answers: number[] = [];
        for (let i = 0; i < 65; i += 1) {
          // What a client would write to pass for another client behind another proxy.
          const made = `198.51.${i}.${(i * 7) % 250}, 203.0.113.${i}`;
          const res = await http(top.baseUrl, 'POST', '/api/user/login', {
            body: { account: shopper.account, password: shopper.password },
            headers: { 'x-forwarded-for': made },
          });
          answers.push(res.status === 429 ? 429 : res.code);
        }
        expect(answers.slice(0, 60).every((answer) => answer === 1)).toBe(true);
        expect(answers.slice(60)).toEqual([429, 429, 429, 429, 429]);

        // Both processes took their share of those logins (round robin), and both counted them under the address
        // nginx saw, never under one the client wrote.
        const logins = (await top.accessLogAfter(before, 65)).filter((line) => line.includes('POST /api/user/login'));
        expect(logins).toHaveLength(65);
        const split = [a, b].map((p) => logins.filter((line) => line.includes(p.address)).length);
        for (const share of split) expect(share).toBeGreaterThan(20);
        console.info(`logins through nginx: process A ${split[0]}, process B ${split[1]}`);
        const counters = await top.db
          .selectFrom('rate_limits')
          .select(['key', 'count'])
          .where('key', 'like', 'login:ip:%')
          .execute();
        expect(counters.filter((row) => !row.key.startsWith('login:ip:10.200.'))).toEqual([
          { key: 'login:ip:127.0.0.1', count: 65 },
        ]);
      },
      SLOW_TEST_MS,
    );

    it('nginx keeps answering when one process stops (SIGTERM): requests go to the other', async () => {
      const shopper = await registerOver(a.url);
      await b.stop();
      const before = top.accessLog().length;
      for (let i = 0; i < 6; i += 1) {
        expect((await http(top.baseUrl, 'GET', '/api/health/ready')).code).toBe(1);
        expect((await me(top.baseUrl, shopper.token)).data.account).toBe(shopper.account);
      }
      const served = await top.accessLogAfter(before, 12);
      expect(served).toHaveLength(12);
      expect(served.every((line) => / 200 /.test(line))).toBe(true);
    });
  },
);

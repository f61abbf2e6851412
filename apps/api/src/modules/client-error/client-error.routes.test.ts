import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestDb, engine } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { seedEssentials } from '../../seed/seed.ts';
import { CLIENT_ERRORS_PER_IP, redact } from './client-error.service.ts';

describe(`POST /api/client-errors (${engine})`, () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  /** The server log's lines, as JSON objects: the reports must land there and nowhere else. */
  const logged: Array<Record<string, any>> = [];

  beforeAll(async () => {
    const test = await createTestDb();
    drop = test.drop;
    await seedEssentials(test.db);
    const config = loadConfig({ LOG_LEVEL: 'warn', SEED_DEMO: 'false' });
    const stream = { write: (line: string) => logged.push(JSON.parse(line) as Record<string, any>) };
    app = await buildApp({ config, db: test.db, logger: { level: 'warn', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const reports = () => logged.filter((line) => line.clientError);

  it('logs the message, route and version, truncated and with personal data masked', async () => {
    const res = await call(app, 'POST', '/api/client-errors', {
      ip: '198.51.100.1',
      body: {
        message: `Cannot read properties of undefined (reading 'amount') for ana@example.com ${'x'.repeat(400)}`,
        route: '/orderInfo/:id?phone=5551234567',
        app_version: '1.4.0',
      },
    });
    expect(res).toMatchObject({ status: 200, code: 1 });
    const [line] = reports();
    expect(line?.clientError.route).toBe('/orderInfo/:id');
    expect(line?.clientError.appVersion).toBe('1.4.0');
    expect(line?.clientError.message).toContain("reading 'amount'");
    expect(line?.clientError.message).toContain('[email]');
    expect(line?.clientError.message).not.toContain('ana@example.com');
    expect(line?.clientError.message.length).toBeLessThanOrEqual(300);
  });

  it('accepts a limited number of reports per address, then answers RATE_LIMITED without logging', async () => {
    const before = reports().length;
    const body = { message: 'boom', route: '/home', app_version: 'test' };
    const answers = [];
    for (let i = 0; i < CLIENT_ERRORS_PER_IP.max + 2; i += 1) {
      answers.push(await call(app, 'POST', '/api/client-errors', { ip: '198.51.100.2', body }));
    }
    expect(answers.filter((a) => a.code === 1)).toHaveLength(CLIENT_ERRORS_PER_IP.max);
    expect(answers.at(-1)).toMatchObject({ status: 429, data: { error: 'RATE_LIMITED' } });
    expect(reports().length - before).toBe(CLIENT_ERRORS_PER_IP.max);
    // Another address still reports.
    const other = await call(app, 'POST', '/api/client-errors', { ip: '198.51.100.3', body });
    expect(other.code).toBe(1);
  });

  it('refuses a report without a message', async () => {
    const res = await call(app, 'POST', '/api/client-errors', { ip: '198.51.100.4', body: { route: '/home' } });
    expect(res.code).not.toBe(1);
  });
});

describe('redact', () => {
  it('masks addresses, long numbers and token-like strings, and keeps the rest', () => {
    expect(redact('user bob@shop.io failed')).toBe('user [email] failed');
    expect(redact('call +66 81 234 5678 now')).toBe('call +[number] now');
    expect(redact('token abcdefghijklmnopqrstuvwxyz123456')).toBe('token [token]');
    expect(redact("reading 'amount' at line 12")).toBe("reading 'amount' at line 12");
  });
});

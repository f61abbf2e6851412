import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('loadConfig accepted a bad environment');
}

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      smtpUrl: undefined,
      mailFrom: 'Shop <no-reply@shop.invalid>',
      merchantUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      seedDemo: true,
      sessionDays: 3,
      orderSweepSeconds: 30,
      catalogueCache: true,
      databaseReplicaUrl: undefined,
      objectStorage: undefined,
      metricsToken: undefined,
    });
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', SMTP_URL: '', TRUST_PROXY: '', SEED_DEMO: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.seedDemo).toBe(true);
  });

  it('reads every variable when they are valid', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/shop-data',
      DATABASE_URL: 'postgresql://user:pw@db:5432/shop',
      DATABASE_POOL_SIZE: '25',
      SMTP_URL: 'smtps://user:pw@mail.example:465',
      MAIL_FROM: 'Shop <shop@example.com>',
      MERCHANT_URL: 'https://merchant.example.com/login',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      SESSION_DAYS: '7',
      ORDER_SWEEP_SECONDS: '0',
      CATALOGUE_CACHE: 'off',
      DATABASE_REPLICA_URL: 'postgres://reader:pw@replica:5432/shop',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'shop-pictures',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.com/pictures',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/shop-data',
      databaseUrl: 'postgresql://user:pw@db:5432/shop',
      databasePoolSize: 25,
      smtpUrl: 'smtps://user:pw@mail.example:465',
      mailFrom: 'Shop <shop@example.com>',
      merchantUrl: 'https://merchant.example.com/login',
      logLevel: 'warn',
      trustProxy: true,
      seedDemo: false,
      sessionDays: 7,
      orderSweepSeconds: 0,
      catalogueCache: false,
      databaseReplicaUrl: 'postgres://reader:pw@replica:5432/shop',
      objectStorage: {
        endpoint: 'https://s3.example.com',
        bucket: 'shop-pictures',
        region: 'eu-west-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.example.com/pictures',
      },
      metricsToken: 'a-long-enough-metrics-token',
    });
  });

  it('accepts a postgres:// database URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/shop' }).databaseUrl).toBe('postgres://localhost/shop');
  });

  it('throws one ConfigError naming every bad variable at once', () => {
    const error = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(error.name).toBe('ConfigError');
    expect(error.problems).toHaveLength(2);
    expect(error.problems.some((p) => p.startsWith('PORT="abc"'))).toBe(true);
    expect(error.problems.some((p) => p.startsWith('DATABASE_URL="mysql://x"'))).toBe(true);
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('DATABASE_URL');
    expect(error.message).toContain('must be a postgres:// or postgresql:// URL');
  });

  it('names each of many bad variables with its value', () => {
    const error = configError({
      PORT: '70000',
      DATABASE_POOL_SIZE: '0',
      SMTP_URL: 'http://mail',
      MERCHANT_URL: 'not a url',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'yes',
      SEED_DEMO: '1',
      SESSION_DAYS: '365',
    });
    const named = error.problems.map((p) => p.split('=')[0]);
    expect(named.sort()).toEqual(
      [
        'DATABASE_POOL_SIZE',
        'LOG_LEVEL',
        'MERCHANT_URL',
        'PORT',
        'SEED_DEMO',
        'SESSION_DAYS',
        'SMTP_URL',
        'TRUST_PROXY',
      ].sort(),
    );
    expect(error.message).toContain('SMTP_URL="http://mail"');
  });

  it('refuses a non-integer port', () => {
    expect(configError({ PORT: '80.5' }).problems).toEqual([expect.stringMatching(/^PORT="80\.5": /)]);
  });

  it('reads TRUST_PROXY as all, none, a number of hops or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(configError({ TRUST_PROXY: '0' }).problems).toEqual([expect.stringMatching(/^TRUST_PROXY="0": /)]);
    expect(configError({ TRUST_PROXY: 'proxy.internal' }).problems).toHaveLength(1);
  });

  it('takes object storage only with its endpoint, bucket and both keys', () => {
    const error = configError({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'pictures' });
    expect(error.problems[0]).toContain('S3_ACCESS_KEY_ID');
    expect(loadConfig({}).objectStorage).toBeUndefined();
  });

  it('ignores variables it does not know', () => {
    expect(loadConfig({ SOMETHING_ELSE: 'x', PATH: '/usr/bin' }).port).toBe(3000);
  });
});

import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting the server reads from the environment, validated once at start. A bad value stops the start
 * with one error that names every bad variable (see README "Configuration").
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Shop <no-reply@shop.invalid>'),
  MERCHANT_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) {
        ctx.addIssue({ code: 'custom', message: 'must be true, false, a number of hops or a list of addresses' });
        return z.NEVER;
      }
      return trust;
    }),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(3),
  ORDER_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  CATALOGUE_CACHE: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  S3_ENDPOINT: z.url({ message: 'must be an absolute URL' }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

/**
 * Which proxies in front of the API may name the client's address (X-Forwarded-For): `false` none, `true` every
 * hop (only behind a proxy that overwrites the header), a number of hops counted from the API, or a comma list of
 * addresses or CIDR ranges. Answers what Fastify's `trustProxy` takes, or undefined for a value it does not.
 */
export function parseTrustProxy(value: string): boolean | number | string[] | undefined {
  const text = value.trim();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? hops : undefined;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
  return entries.length > 0 && entries.every((entry) => address.test(entry)) ? entries : undefined;
}

/** The S3-compatible store of pictures; absent: pictures stay on the local disk under DATA_DIR/uploads. */
export interface ObjectStorageConfig {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where pictures are served from (a CDN); absent: the API serves /uploads/… from the store. */
  publicUrl: string | undefined;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  merchantUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** See parseTrustProxy. */
  trustProxy: boolean | number | string[];
  seedDemo: boolean;
  sessionDays: number;
  /** How often each process runs the order scheduler's sweeps; 0 turns the scheduler off in this process. */
  orderSweepSeconds: number;
  /** The in-process cache of public catalogue responses (off: every read goes to the database; benchmarks). */
  catalogueCache: boolean;
  /** A streaming replica for shoppers' public catalogue reads (docs/operations.md#read-replicas); absent: all on the primary. */
  databaseReplicaUrl: string | undefined;
  objectStorage: ObjectStorageConfig | undefined;
  /** With it, /metrics answers only `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Where the built shopper app and console are served from; absent in API-only tests. */
  webDist?: string;
  consoleDist?: string;
  sellerDist?: string;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once; throws a ConfigError naming every bad variable. Empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name}=${JSON.stringify(env[name])}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  const s3 = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new ConfigError([
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all four for object storage, or none',
    ]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    merchantUrl: e.MERCHANT_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    sessionDays: e.SESSION_DAYS,
    orderSweepSeconds: e.ORDER_SWEEP_SECONDS,
    catalogueCache: e.CATALOGUE_CACHE,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    objectStorage:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : undefined,
    metricsToken: e.METRICS_TOKEN,
  };
}

/** For the command-line entry points: the config, or one clear message naming every bad variable and exit 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

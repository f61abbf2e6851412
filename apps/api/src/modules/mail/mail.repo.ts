import type { Executor } from '../../db/database.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
  purpose: string;
  status: 'logged' | 'sent' | 'failed';
  error?: string;
}

export async function insertMail(db: Executor, mail: OutboxMail): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      body: mail.body,
      purpose: mail.purpose,
      status: mail.status,
      error: mail.error ?? null,
    })
    .execute();
}

export async function countMailSince(db: Executor, purpose: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('purpose', '=', purpose)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

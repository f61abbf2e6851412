import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { insertMail } from './mail.repo.ts';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  purpose: string;
}

export interface Mailer {
  /** Records the mail in the outbox, then delivers it by SMTP when configured, else writes it to the log. */
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail lands in the `mail_outbox` table (what was sent, to whom, and how it went), so operators and tests
 * can read it. Without SMTP_URL the mail goes to the server log instead, which is how demo installs get codes.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      if (!transport) {
        options.log.info({ mail: { to: mail.to, subject: mail.subject, body: mail.body } }, 'mail (no SMTP_URL set)');
        await insertMail(db, { ...mail, status: 'logged' });
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.body });
        await insertMail(db, { ...mail, status: 'sent' });
      } catch (err) {
        options.log.error({ err, to: mail.to, purpose: mail.purpose }, 'mail delivery failed');
        await insertMail(db, { ...mail, status: 'failed', error: err instanceof Error ? err.message : String(err) });
      }
    },
  };
}

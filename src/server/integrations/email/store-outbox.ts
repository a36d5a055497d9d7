import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createMailer, type MailLog } from './mailer';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outbox-worker';

/**
 * The store's outbox worker for a configuration: SMTP when SMTP_URL is set, else the log mailer.
 * Without SMTP outside production the outbox is the developer's mailbox (/dev/mail), so its links
 * stay usable there; everywhere else a sent email keeps no working link.
 */
export function storeOutboxWorker(db: Db, config: Config, log: MailLog & OutboxWorkerOptions['log']): OutboxWorker {
  const production = config.env === 'production';
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, log, production });
  return createOutboxWorker({ db, mailer, log, keepSentLinks: mailer.kind === 'log' && !production });
}

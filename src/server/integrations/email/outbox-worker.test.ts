import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-database';
import type { Mailer, MailMessage } from './mailer';
import { createOutboxWorker } from './outbox-worker';
import { countRecentEmails, enqueueEmail } from './outbox.queries';

const quietLog = { error: () => undefined, warn: () => undefined };

function recordingMailer(fail: (message: MailMessage) => boolean = () => false): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'log',
    sent,
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail(message)) throw new Error('mailbox unavailable');
      sent.push(message);
    },
    close: () => undefined,
  };
}

const email = (to: string, kind = 'confirm') => ({ to, subject: `Hello ${to}`, text: 'Open https://store.example/x?token=abc', html: '<p>x</p>', kind });

describe.each(testEngines())('email outbox on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.dispose();
  });

  it('sends every unsent email once and marks it sent', async () => {
    await enqueueEmail(database.db, email('a@example.com'));
    await enqueueEmail(database.db, email('b@example.com'));
    const mailer = recordingMailer();
    const worker = createOutboxWorker({ db: database.db, mailer, log: quietLog });
    await worker.kick();
    await worker.kick();
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    const rows = await database.db.selectFrom('email_outbox').selectAll().execute();
    expect(rows.every((row) => row.sent_at !== null && row.attempts === 1 && row.last_error === null)).toBe(true);
    await worker.stop();
  });

  it('records a failure and retries only after the back-off', async () => {
    await enqueueEmail(database.db, email('c@example.com'));
    let clock = new Date('2026-11-21T10:00:00Z');
    let failing = true;
    const mailer = recordingMailer(() => failing);
    const worker = createOutboxWorker({ db: database.db, mailer, log: quietLog, now: () => clock });
    await worker.kick();
    let row = await database.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sent_at: null, attempts: 1, last_error: 'mailbox unavailable' });

    failing = false;
    await worker.kick();
    expect(mailer.sent).toHaveLength(0);

    clock = new Date('2026-11-21T10:01:01Z');
    await worker.kick();
    row = await database.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mailer.sent).toHaveLength(1);
    expect(row.sent_at).not.toBeNull();
    await worker.stop();
  });

  it('sends a row once when two server copies race for it', async () => {
    for (let i = 0; i < 5; i += 1) await enqueueEmail(database.db, email(`race${i}@example.com`));
    const mailer = recordingMailer();
    const one = createOutboxWorker({ db: database.db, mailer, log: quietLog });
    const two = createOutboxWorker({ db: database.db, mailer, log: quietLog });
    await Promise.all([one.kick(), two.kick()]);
    expect(mailer.sent).toHaveLength(5);
    expect(new Set(mailer.sent.map((m) => m.to)).size).toBe(5);
    await Promise.all([one.stop(), two.stop()]);
  });

  it('keeps no usable link once an email is sent, and none once it is given up on', async () => {
    await enqueueEmail(database.db, { ...email('sent@example.com'), html: '<a href="https://store.example/x?token=abc&amp;lang=fr">Reset</a>' });
    await enqueueEmail(database.db, email('bounced@example.com'));
    const mailer = recordingMailer((message) => message.to.startsWith('bounced'));
    let clock = new Date('2026-11-21T10:00:00Z');
    const worker = createOutboxWorker({ db: database.db, mailer, log: quietLog, now: () => clock, maxAttempts: 2 });
    await worker.kick();
    expect(mailer.sent[0]!.text).toContain('token=abc');
    const rows = async () => database.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();
    const [sent, bounced] = await rows();
    expect(sent).toMatchObject({ body_text: 'Open https://store.example/x?token=[redacted]', body_html: '<a href="https://store.example/x?token=[redacted]&amp;lang=fr">Reset</a>' });
    expect(bounced!.body_text).toContain('token=abc');
    clock = new Date('2026-11-21T11:00:00Z');
    await worker.kick();
    const [, givenUp] = await rows();
    expect(givenUp).toMatchObject({ attempts: 2, sent_at: null, body_text: 'Open https://store.example/x?token=[redacted]' });
    await worker.stop();
  });

  it('keeps the links of the development mailbox (no SMTP, not production)', async () => {
    await enqueueEmail(database.db, email('dev@example.com'));
    const worker = createOutboxWorker({ db: database.db, mailer: recordingMailer(), log: quietLog, keepSentLinks: true });
    await worker.kick();
    const row = await database.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.body_text).toBe('Open https://store.example/x?token=abc');
    await worker.stop();
  });

  it('counts recent emails of some kinds to one address', async () => {
    await enqueueEmail(database.db, email('d@example.com', 'reset'), new Date('2026-11-21T09:00:00Z'));
    await enqueueEmail(database.db, email('d@example.com', 'reset'), new Date('2026-11-21T10:00:00Z'));
    await enqueueEmail(database.db, email('d@example.com', 'welcome'), new Date('2026-11-21T10:00:00Z'));
    expect(await countRecentEmails(database.db, 'd@example.com', ['reset', 'confirm'], new Date('2026-11-21T09:30:00Z'))).toBe(1);
  });
});

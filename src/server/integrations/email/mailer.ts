import nodemailer from 'nodemailer';

/** An email ready to send. Both bodies are always present: plain text for every client, HTML for most. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends one email or throws. The outbox worker is the only caller: features enqueue rows in their
 * own transaction and never talk to a mailer directly (DESIGN §4).
 */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailLog {
  info(data: object, message: string): void;
}

/** SMTP through nodemailer, for `SMTP_URL` such as smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/**
 * No SMTP server: nothing leaves the machine and no link is logged (a link opens an account, and
 * logs are kept and shipped). Outside production the email stays readable with its links at
 * GET /dev/mail, the development mailbox; in production the line says what was not sent.
 */
export function createLogMailer(log: MailLog, { production }: { production: boolean }): Mailer {
  const note = production ? 'email not sent: SMTP_URL is not set' : 'email not sent (SMTP_URL unset): read it at /dev/mail';
  return {
    kind: 'log',
    async send(message) {
      log.info({ to: message.to, subject: message.subject }, note);
    },
    close: () => undefined,
  };
}

export function createMailer(options: { smtpUrl: string | undefined; mailFrom: string; log: MailLog; production: boolean }): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.mailFrom) : createLogMailer(options.log, options);
}

/** E-mail: SMTP through nodemailer when SMTP_URL is set, otherwise an outbox folder. */
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import { OutboxMailer } from './outbox.js';
import type { MailMessage, Mailer } from './types.js';

class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}

export function createMailer(config: Config): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(config.dataDir, config.mailFrom);
}

/** The offline mailer: each message becomes a JSON file under DATA_DIR/outbox. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { MailMessage, Mailer } from './types.js';

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  date: string;
}

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  readonly dir: string;

  constructor(
    dataDir: string,
    private readonly from: string,
  ) {
    this.dir = path.join(dataDir, 'outbox');
  }

  async send(message: MailMessage): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const date = new Date().toISOString();
    const id = `${date.replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
    const mail: StoredMail = { id, from: this.from, date, ...message };
    await fs.writeFile(path.join(this.dir, `${id}.json`), JSON.stringify(mail, null, 2));
  }

  /** Newest first. */
  async list(limit = 100): Promise<StoredMail[]> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    const newest = names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse()
      .slice(0, limit);
    return Promise.all(
      newest.map(async (n) => JSON.parse(await fs.readFile(path.join(this.dir, n), 'utf8')) as StoredMail),
    );
  }
}

/**
 * The staff's audit log (issue 25 point 9): a destructive staff action is recorded with who, what, when,
 * and the state before and after; the partner modal and the task dialog show a subject's entries.
 */
import { checkAccess, ROLES, withFeatures, type CallOutput } from '@tt/contract';
import type { UserRecord } from '../../db/schema.js';
import { ApiProblem } from '../../errors.js';
import type { Db } from '../../db/client.js';
import type { UsersModule } from '../users/index.js';
import * as repo from './repository.js';

export interface AuditEntry {
  actorId: number;
  action: string;
  subject: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const SHOWN = 50;

/**
 * Who reads a subject's audit (issue 32 §4): the roles that act on it, no one else — a partner's
 * verification and type changes (user:) the team, a story task's decisions the moderators, refunds the
 * payments admins, payout statements the team.
 */
const AUDIT_READERS = {
  user: ROLES.team,
  task: ROLES.moderators,
  payment: ROLES.payments,
  statement: ROLES.team,
} as const;

export interface AuditDeps {
  db: Db;
  users: Pick<UsersModule, 'findUserById'>;
}

export function createAuditModule({ db, users }: AuditDeps) {
  return {
    record: (entry: AuditEntry) => repo.insertEntry(db, entry),

    /** A subject's entries, newest first, with the actor's e-mail; only to the roles that act on that subject. */
    async listFor(reader: UserRecord, subject: string): Promise<CallOutput<'team/audit/list'>> {
      const readers = AUDIT_READERS[subject.split(':')[0] as keyof typeof AUDIT_READERS] ?? [];
      if (checkAccess(withFeatures(readers), reader) !== 'ok') throw new ApiProblem(403, 'errors.forbidden');
      const rows = await repo.entriesFor(db, subject, SHOWN);
      const emails = new Map<number, string | null>();
      for (const id of new Set(rows.map((r) => r.actorId).filter((id): id is number => id !== null)))
        emails.set(id, (await users.findUserById(id))?.email ?? null);
      return {
        data: rows.map((r) => ({
          id: r.id,
          action: r.action,
          actor: r.actorId === null ? null : (emails.get(r.actorId) ?? null),
          before: r.before,
          after: r.after,
          date: r.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type AuditModule = ReturnType<typeof createAuditModule>;

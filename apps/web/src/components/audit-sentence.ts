/**
 * A staff action as a sentence in the reader's language (issue 34 point 3): "admin@example.com refunded
 * 100,00 ₽ (100,00 ₽ refunded in all)", with money as money, types and steps by name. An action this
 * version does not know is left to the before → after lines.
 */
import type { TFunction } from 'i18next';
import type { CallOutput } from '@tt/contract';
import { formatMoney } from '../lib/money';

export type AuditLine = CallOutput<'team/audit/list'>['data'][number];

const STEPS = ['news', 'writer', 'safety', 'illustrator', 'narrator', 'composer', 'assembler'];

/** "account number 4070…0001 → 4070…0999, BIC 044525225 → 044525974", field names in the reader's language. */
function partnerChanges(t: TFunction, before: Record<string, unknown>, after: Record<string, unknown>): string {
  const value = (v: unknown) => (typeof v === 'string' && v ? v : t('audit.noValue'));
  return Object.keys(after)
    .filter((field) => field !== 'recheck')
    .map((field) => {
      const name = t(`partner.field.${field}`, { defaultValue: field });
      return `${name} ${value(before[field])} → ${value(after[field])}`;
    })
    .join(', ');
}

export function auditSentence(t: TFunction, language: string, entry: AuditLine): string | null {
  const { before, after } = entry;
  const actor = entry.actor ?? t('audit.goneActor');
  const money = (v: unknown) => (typeof v === 'number' ? formatMoney(v, 'rub', language) : '—');
  const typeName = (v: unknown) => t(`users.typeName.${String(v)}`, { defaultValue: String(v) });
  switch (entry.action) {
    case 'typeChange':
      return t('audit.say.typeChange', { actor, from: typeName(before.type), to: typeName(after.type) });
    case 'verify':
    case 'unverify':
    case 'publish':
    case 'reject':
    case 'narrationRestored':
      return t(`audit.say.${entry.action}`, { actor });
    case 'remake': {
      const step = String(after.from ?? '');
      return t('audit.say.remake', { actor, step: STEPS.includes(step) ? t(`audit.step.${step}`) : step });
    }
    case 'narrationSaved': {
      const scenes = Array.isArray(after.scenes) ? after.scenes.map(String) : [];
      return t('audit.say.narrationSaved', { actor, scenes: scenes.join(', '), count: scenes.length });
    }
    case 'feedStoryWritten':
    case 'feedSuggestedTold':
      return t(`audit.say.${entry.action}`, {
        actor,
        title: String(after.title ?? ''),
        scenes: Number(after.scenes ?? 0),
      });
    case 'refund':
      return t('audit.say.refund', { actor, amount: money(after.amount), total: money(after.refunded) });
    case 'refundRefused':
      return t('audit.say.refundRefused', { actor, amount: money(after.amount) });
    case 'markPaid':
      return t('audit.say.markPaid', { actor, reference: String(after.reference ?? '—') });
    case 'unmarkPaid':
      return t('audit.say.unmarkPaid', { actor, reference: String(before.reference ?? '—') });
    case 'partnerEdit':
      return t(after.recheck ? 'audit.say.partnerEditRecheck' : 'audit.say.partnerEdit', {
        actor,
        changes: partnerChanges(t, before, after),
      });
    default:
      return null;
  }
}

/**
 * Why a staff action was taken, when it says: a refund's reason and note (decision 087), an unverify's or a
 * bank's refusal's reason as written.
 */
export function auditReason(t: TFunction, after: Record<string, unknown>): string | null {
  const parts: string[] = [];
  if (typeof after.why === 'string') {
    const why = t(`refund.reason.${after.why}`, { defaultValue: after.why });
    parts.push(typeof after.note === 'string' && after.note ? `${why} — “${after.note}”` : why);
  }
  if (typeof after.reason === 'string' && after.reason) parts.push(after.reason);
  return parts.length ? parts.join('; ') : null;
}

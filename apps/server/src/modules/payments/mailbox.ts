/**
 * The mailbox an address delivers to, for the one free trial (decision 046): `name+tag@` reaches
 * `name@` everywhere that supports sub-addressing, and Gmail ignores dots and treats googlemail.com
 * as gmail.com. The sign-in address stays as typed; only the trial is keyed by this.
 */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

export function trialMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  const local = address.slice(0, at).split('+')[0]!;
  return GMAIL.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}

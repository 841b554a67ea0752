import type { TFunction } from 'i18next';
import { i18n } from '../i18n';
import { ApiError } from './client';

/**
 * Field messages whose texts need numbers (a minimum length…) are shown as the server wrote
 * them; the client does not know those numbers. Every other key is shown translated.
 */
function needsServerText(key: string): boolean {
  const text = i18n.getResource(i18n.language, 'translation', key) as string | undefined;
  return !!text && /\{\{(?!label\}\})/.test(text);
}

/** The text to show for a failed call: its field errors, the catalogue text of its key, or the general error. */
export function errorText(t: TFunction, err: unknown): string {
  if (!(err instanceof ApiError)) return t('errors.general');
  if (err.errors.length) {
    return err.errors
      .map((e) => (needsServerText(e.key) ? e.message : t(e.key, { label: e.field, defaultValue: e.message })))
      .join(', ');
  }
  return t(err.key, { defaultValue: err.message });
}

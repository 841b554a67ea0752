import type { TFunction } from 'i18next';
import { ApiError } from './api';

/** The text to show for a failed call: field errors, the catalogue text of its key, or the general error. */
export function errorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    if (err.errors.length) return err.errors.map((e) => t(e.key, { label: e.field, defaultValue: e.message })).join(', ');
    return t(err.key, { defaultValue: err.message });
  }
  return t('errors.general');
}

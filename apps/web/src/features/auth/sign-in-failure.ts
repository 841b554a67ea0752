/** What a failed sign-in tells the user (consumer §8). */
import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@tt/contract';
import { ApiError } from '../../lib/api/client';
import type { DialogMessage } from '../../components/Dialog';

/** 401 or 511: "Invalid Access Details"; 20: a connection problem; anything else: "Something went wrong". */
export function signInFailure(t: TFunction, err: unknown): DialogMessage {
  const code = err instanceof ApiError ? err.code : ERROR_CODES.general;
  if (code === ERROR_CODES.unauthorized || code === ERROR_CODES.needCredentials) {
    return { title: t('errors.invalidAccess.title'), text: t('errors.invalidAccess.text') };
  }
  if (code === ERROR_CODES.network) return { title: t('signin.failed'), text: t('errors.network') };
  if (code === ERROR_CODES.tooMany) return { title: t('signin.failed'), text: t('errors.tooMany') };
  return { title: t('signin.failed'), text: t('errors.general') };
}

/** Empty sign-in data is answered as 511 would be, without asking the server. */
export const emptySignIn = (t: TFunction): DialogMessage => ({
  title: t('errors.invalidAccess.title'),
  text: t('errors.invalidAccess.text'),
});

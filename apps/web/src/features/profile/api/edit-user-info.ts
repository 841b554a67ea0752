/** user/info/commonEdit: saves the locale and the birthday; the answer is the updated user. */
import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth';

export interface UserInfoChange {
  locale?: Locale;
  /** YYYY-MM-DD */
  bday?: string;
  /** the parental pin (when one is set the server asks it for a new birthday or language) */
  pin?: string;
}

export const editUserInfo = ({ pin, ...info }: UserInfoChange) =>
  api('user/info/commonEdit', { info, ...(pin ? { pin } : {}) });

export function useEditUserInfo() {
  const { profile, setProfile } = useAuth();
  return useMutation({
    mutationKey: ['user/info/commonEdit'],
    mutationFn: editUserInfo,
    onSuccess: (info) => profile && setProfile({ ...profile, info }),
  });
}

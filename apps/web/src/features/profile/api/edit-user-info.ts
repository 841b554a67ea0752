/** user/info/commonEdit: saves the locale and the birthday; the answer is the updated user. */
import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth';

export interface UserInfoChange {
  locale?: Locale;
  /** YYYY-MM-DD */
  bday?: string;
}

export const editUserInfo = (info: UserInfoChange) => api('user/info/commonEdit', { info });

export function useEditUserInfo() {
  const { profile, setProfile } = useAuth();
  return useMutation({
    mutationKey: ['user/info/commonEdit'],
    mutationFn: editUserInfo,
    onSuccess: (info) => profile && setProfile({ ...profile, info }),
  });
}

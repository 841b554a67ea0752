/** "Sign in with Google" on the sign-in page: the ID token Google hands back is sent to user/link. */
import { useTranslation } from 'react-i18next';
import type { SignedIn } from '@tt/contract';
import { GoogleButton as GoogleIdentityButton } from '../../../components/GoogleButton';
import { errorText } from '../../../lib/api/error-text';
import type { DialogMessage } from '../../../components/Dialog';
import { useLinkGoogle } from '../api/link-google';

interface Props {
  onStart(): void;
  onSignedIn(result: SignedIn): void;
  onError(message: DialogMessage): void;
}

export function GoogleButton({ onStart, onSignedIn, onError }: Props) {
  const { t } = useTranslation();
  const link = useLinkGoogle();
  const failed = (detail?: string) =>
    onError({
      title: t('signin.failed'),
      text: detail ? `${t('errors.googleFailed')}: ${detail}` : t('errors.googleFailed'),
    });
  return (
    <GoogleIdentityButton
      onCredential={(credential) => {
        onStart();
        link.mutate(credential, { onSuccess: onSignedIn, onError: (err) => failed(errorText(t, err)) });
      }}
      onUnavailable={() => failed()}
    />
  );
}

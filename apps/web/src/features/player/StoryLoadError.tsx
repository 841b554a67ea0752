/**
 * A story that cannot be played shows why in its place (consumer §8). When the licence does not
 * cover it (LIGHT_MODE, decision 008) the plans page is the way on, so it is linked.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@tt/contract';
import { paths } from '../../lib/paths';
import { ApiError } from '../../lib/api/client';
import { errorText } from '../../lib/api/error-text';

/** The story is there but only for signed-in users (a visitor without a share link). */
export const needsSignIn = (error: unknown) =>
  error instanceof ApiError && (error.code === ERROR_CODES.needCredentials || error.status === 401);

export function StoryLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const byLicence = error instanceof ApiError && error.code === ERROR_CODES.licence;
  return (
    <section className="card center">
      <p role="alert">{errorText(t, error)}</p>
      {byLicence && (
        <p>
          <Link to={paths.features} className="button">
            {t('player.seePlans')}
          </Link>
        </p>
      )}
      <Link to={paths.home}>{t('common.backHome')}</Link>
    </section>
  );
}

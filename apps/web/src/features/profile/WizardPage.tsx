/** User data wizard (consumer §2): asks for what is missing, then goes home after 2 s. */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, TIMINGS, type Locale } from '@tt/contract';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { setLocale } from '../../lib/i18n';
import { useAuth } from '../../app/auth';
import { missingUserData } from '../../app/access';
import { paths } from '../../app/paths';
import { AgePicker, birthdayForAge } from './AgePicker';

export function WizardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile, setProfile } = useAuth();
  const [started, setStarted] = useState(false);
  const [error, setError] = useState('');
  const missing = profile ? missingUserData(profile) : [];
  const done = started && missing.length === 0;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.home, { replace: true }), TIMINGS.wizardRedirectMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const save = async (change: { locale?: Locale; bday?: string }) => {
    if (!profile) return;
    try {
      setProfile({ ...profile, info: await api('user/info/commonEdit', { info: change }) });
      setError('');
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  return (
    <section className="card center wizard">
      {!started ? (
        <>
          <h1>{t('wizard.title')}</h1>
          <p>{t('wizard.text')}</p>
          <button type="button" className="button button--big" onClick={() => setStarted(true)}>{t('wizard.start')}</button>
        </>
      ) : done ? (
        <p role="status">🎉 {t('wizard.done')}</p>
      ) : missing[0] === 'locale' ? (
        <>
          <h2>{t('wizard.locale')}</h2>
          <div className="row">
            {LOCALES.map((l) => (
              <button key={l} type="button" className="button" onClick={() => { setLocale(l); void save({ locale: l }); }}>{t(`lang.${l}`)}</button>
            ))}
          </div>
        </>
      ) : (
        <>
          <h2>{t('wizard.age')}</h2>
          <AgePicker current={null} onSet={(age) => void save({ bday: birthdayForAge(age) })} />
        </>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}

/**
 * User data wizard (consumer §2, §4): a start button, then the locale and/or the birthday until
 * nothing is missing, each saved with user/info/commonEdit; then home after 2 s.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, TIMINGS } from '@tt/contract';
import { errorText } from '../../../lib/api/error-text';
import { setLocale } from '../../../lib/i18n';
import { saveParentLocale } from '../../../lib/parent-locale';
import { useAuth } from '../../../lib/auth';
import { missingUserData } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { useEditUserInfo } from '../api/edit-user-info';
import { BirthdayPicker } from './BirthdayPicker';
import { PartyPopper, Sparkles } from 'lucide-react';
import { fireEffect } from '../../../lib/effects';

export function WizardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile } = useAuth();
  const edit = useEditUserInfo();
  const [started, setStarted] = useState(false);
  const missing = profile ? missingUserData(profile) : [];
  const done = started && missing.length === 0;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.home, { replace: true }), TIMINGS.wizardRedirectMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  let step;
  if (!started) {
    step = (
      <>
        <div className="big-emoji" aria-hidden>
          <Sparkles size={72} strokeWidth={1.5} />
        </div>
        <h1>{t('wizard.title')}</h1>
        <p>{t('wizard.text')}</p>
        <button type="button" className="button button--big" onClick={() => setStarted(true)}>
          {t('wizard.start')}
        </button>
      </>
    );
  } else if (done) {
    step = (
      <p role="status" className="wizard__done">
        <PartyPopper aria-hidden size={22} /> {t('wizard.done')}
      </p>
    );
  } else if (missing[0] === 'locale') {
    step = (
      <>
        <h2>{t('wizard.locale')}</h2>
        <div className="row">
          {LOCALES.map((l) => (
            <button
              key={l}
              type="button"
              className="button button--big"
              disabled={edit.isPending}
              onClick={() => {
                setLocale(l);
                saveParentLocale(l); // the parent's own language, for the e-mails (decision 083)
                edit.mutate({ locale: l });
              }}
            >
              {t(`lang.${l}`)}
            </button>
          ))}
        </div>
      </>
    );
  } else {
    step = (
      <>
        <h2>{t('wizard.age')}</h2>
        <BirthdayPicker
          current={null}
          onSet={(bday) => edit.mutate({ bday }, { onSuccess: () => fireEffect('birthday') })}
        />
      </>
    );
  }

  return (
    <section className="card center wizard">
      {step}
      {edit.isError && <p role="alert">{errorText(t, edit.error)}</p>}
    </section>
  );
}

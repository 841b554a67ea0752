/** Profile (consumer §2): user card, e-mail, settings, support, sign out, version. */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, type Locale } from '@tt/contract';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { storage } from '../../lib/storage';
import { useAuth } from '../../app/auth';
import { paths } from '../../app/paths';
import { LocaleSelect } from '../../components/LocaleSelect';
import { useModals } from '../../components/ModalHost';
import { useToasts } from '../../components/Toasts';
import { useTheme } from '../../app/theme';
import { AgePicker, birthdayForAge } from './AgePicker';

const EFFECTS = ['animatedBackground', 'emoji', 'particles'] as const;

export function ProfilePage() {
  const { t } = useTranslation();
  const { profile, setProfile, signOut } = useAuth();
  const modals = useModals();
  const toasts = useToasts();
  const [theme, setTheme] = useTheme();
  const [effects, setEffects] = useState(storage.effects());
  if (!profile) return null;
  const { info } = profile;

  const save = async (change: { locale?: Locale; bday?: string }) => {
    try {
      const updated = await api('user/info/commonEdit', { info: change });
      setProfile({ ...profile, info: updated });
      toasts.show(t('profile.saved'), { icon: 'success' });
    } catch (err) {
      toasts.show(errorText(t, err), { icon: 'error' });
    }
  };
  const openBirthday = () =>
    modals.open({
      name: 'bday',
      title: t('bday.title'),
      content: <AgePicker current={info.age} onCancel={modals.close} onSet={(age) => { modals.close(); void save({ bday: birthdayForAge(age) }); }} />,
    });
  const toggleEffect = (name: (typeof EFFECTS)[number]) => {
    const next = { ...effects, [name]: !effects[name] };
    setEffects(next);
    storage.setEffects(next);
  };

  return (
    <section className="card profile">
      <div className="user-card">
        <span className="avatar avatar--big">{info.image ? <img src={info.image} alt="" /> : (info.email ?? '?').slice(0, 1).toUpperCase()}</span>
        <div>
          <h1>{[info.firstName, info.lastName].filter(Boolean).join(' ') || t('profile.title')}</h1>
          <p>{t('profile.email')}: {info.email}</p>
          {!info.emailConfirmed && info.email && <p className="muted">{t('profile.emailNotConfirmed')}</p>}
        </div>
        <Link to={`${paths.chat}?support=true`} className="icon-button" aria-label={t('profile.support')}>💬</Link>
      </div>
      <h2>{t('profile.settings')}</h2>
      <fieldset>
        <legend>{t('profile.interface')}</legend>
        <label className="toggle"><input type="checkbox" checked={theme === 'black'} onChange={() => setTheme(theme === 'black' ? 'white' : 'black')} /> {t('profile.darkTheme')}</label>
      </fieldset>
      <fieldset>
        <legend>{t('profile.account')}</legend>
        <Link to={paths.features}>{t('profile.licence')}</Link>
        <button type="button" className="link-button" onClick={openBirthday}>
          {t('profile.birthday')}: {info.age !== null ? t('age.years', { count: info.age }) : t('profile.birthdayNotSet')}
        </button>
        <LocaleSelect onChange={(locale) => void save({ locale })} />
        <Link to={paths.changePassword}>{t('profile.changePassword')}</Link>
      </fieldset>
      <fieldset>
        <legend>{t('profile.effects')}</legend>
        {EFFECTS.map((name) => (
          <label key={name} className="toggle"><input type="checkbox" checked={effects[name] !== false} onChange={() => toggleEffect(name)} /> {t(`profile.effect.${name}`)}</label>
        ))}
      </fieldset>
      {/* Signed out, the page's guard sends the user to sign-in. */}
      <button type="button" className="button button--ghost" onClick={() => void signOut()}>
        {t('profile.signout')}
      </button>
      <p className="muted">{t('profile.version', { version: APP_VERSION })}</p>
    </section>
  );
}

/**
 * Profile settings (consumer §2): interface (theme, the parent's language), account (licence, the chosen
 * child's birthday, password), effects.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/error-text';
import { EFFECT_NAMES, storage, type EffectName } from '../../../lib/storage';
import type { Profile } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { useTheme } from '../../../lib/theme';
import { LocaleButton } from '../../../components/LocaleDialog';
import { useModals } from '../../../components/ModalHost';
import { useToasts } from '../../../components/Toasts';
import { useEditUserInfo, type UserInfoChange } from '../api/edit-user-info';
import { Toggle } from '../../../components/Toggle';
import { BirthdayPicker } from './BirthdayPicker';
import { PushToggle } from './PushToggle';
import { PinSection } from './PinSection';
import { AccountDataSection } from './AccountDataSection';
import { fireEffect } from '../../../lib/effects';
import { useChildren } from '../../../lib/api/children';

/** `pin`: the parental pin that unlocked the settings, when one is set. */
export function ProfileSettings({ profile, pin }: { profile: Profile; pin?: string }) {
  const { t } = useTranslation();
  const modals = useModals();
  const toasts = useToasts();
  const { theme, setTheme } = useTheme();
  const edit = useEditUserInfo();
  const { info } = profile;
  const chosen = useChildren().data?.children.find((c) => c.chosen);
  const chosenName = chosen?.name ?? t('children.unnamed');

  const save = (change: UserInfoChange) =>
    edit.mutate(
      { ...change, pin },
      {
        onSuccess: () => {
          toasts.show(t('profile.saved'), { icon: 'success' });
          // a saved birthday gets the star effect (consumer §2, 2000 ms)
          if (change.bday) fireEffect('birthday');
        },
        onError: (err) => toasts.show(errorText(t, err), { icon: 'error' }),
      },
    );
  const openBirthday = () =>
    modals.open({
      name: 'bday',
      title: t('bday.title'),
      content: (
        <BirthdayPicker
          current={info.bday}
          onCancel={modals.close}
          onSet={(bday) => {
            modals.close();
            save({ bday });
          }}
        />
      ),
    });

  return (
    <div className="settings">
      <h2>{t('profile.settings')}</h2>
      <fieldset>
        <legend>{t('profile.interface')}</legend>
        <Toggle
          label={t('profile.darkTheme')}
          checked={theme === 'black'}
          onChange={() => setTheme(theme === 'black' ? 'white' : 'black')}
        />
        <PushToggle />
        {/* the parent's own, on this device: the stories' language is each child's (decision 083) */}
        <LocaleButton label={t('profile.interfaceLanguage')} />
      </fieldset>
      <fieldset>
        <legend>{t('profile.account')}</legend>
        <Link to={paths.features}>{t('profile.licence')}</Link>
        <button type="button" className="link-button" onClick={openBirthday}>
          {/* the chosen child's: named, since the children are listed below (issue 32 §12) */}
          {t('profile.childAge', { name: chosenName })}:{' '}
          {info.age !== null ? t('age.years', { count: info.age }) : t('profile.birthdayNotSet')}
        </button>
        <Link to={paths.changePassword}>{t('profile.changePassword')}</Link>
      </fieldset>
      <EffectsFieldset />
      <PinSection />
      <AccountDataSection />
    </div>
  );
}

/** The screen effects, each on or off on this device. */
function EffectsFieldset() {
  const { t } = useTranslation();
  const [effects, setEffects] = useState(storage.effects);
  const toggleEffect = (name: EffectName) => {
    const next = { ...effects, [name]: !effects[name] };
    setEffects(next);
    storage.setEffects(next);
  };
  return (
    <fieldset>
      <legend>{t('profile.effects')}</legend>
      {EFFECT_NAMES.map((name) => (
        <Toggle
          key={name}
          label={t(`profile.effect.${name}`)}
          checked={effects[name]}
          onChange={() => toggleEffect(name)}
        />
      ))}
    </fieldset>
  );
}

/**
 * The share dialog (consumer §2): Share (the Web Share API where present), Copy link and Get link.
 * The link adds a parameter set to 1 for each enabled setting; Get link stores the settings
 * (userdata/PublicSettings) so a visitor can open the story.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/client';
import { paths } from '../../app/paths';

export const SHARE_SETTINGS = ['muted', 'noimagesinstory'] as const;
type Setting = (typeof SHARE_SETTINGS)[number];

export function shareLink(uid: string, settings: Record<Setting, boolean>, shareId?: string): string {
  const params = new URLSearchParams();
  if (shareId) params.set('share', shareId);
  for (const name of SHARE_SETTINGS) if (settings[name]) params.set(name, '1');
  const query = params.toString();
  return `${window.location.origin}${paths.story(uid)}${query ? `?${query}` : ''}`;
}

export function ShareDialog({ uid, title }: { uid: string; title: string }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<Record<Setting, boolean>>({ muted: false, noimagesinstory: false });
  const [link, setLink] = useState('');
  const [message, setMessage] = useState('');
  const plain = shareLink(uid, settings);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setMessage(t('share.copied'));
    } catch {
      setMessage(text);
    }
  };
  const getLink = async () => {
    try {
      const { id } = await api('userdata/PublicSettings/create', { Info: { url: plain, subject: title, settings } });
      setLink(shareLink(uid, settings, id));
    } catch {
      setMessage(t('errors.linkFailed'));
    }
  };

  return (
    <div className="share">
      {SHARE_SETTINGS.map((name) => (
        <label key={name} className="toggle">
          <input type="checkbox" checked={settings[name]} onChange={() => { setSettings({ ...settings, [name]: !settings[name] }); setLink(''); }} /> {t(`playlist.${name}`)}
        </label>
      ))}
      <div className="row">
        {typeof navigator.share === 'function' && (
          <button type="button" className="button" onClick={() => void navigator.share({ title, url: plain }).catch(() => undefined)}>{t('share.share')}</button>
        )}
        <button type="button" className="button button--ghost" onClick={() => void copy(plain)}>{t('share.copy')}</button>
        <button type="button" className="button button--ghost" onClick={() => void getLink()}>{t('share.get')}</button>
      </div>
      {link && (
        <p>
          <input className="share__link" readOnly value={link} aria-label={t('share.link')} onFocus={(e) => e.target.select()} />
        </p>
      )}
      {message && <p role="status">{message}</p>}
    </div>
  );
}

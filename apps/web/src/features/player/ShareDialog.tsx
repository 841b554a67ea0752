/**
 * The share dialog (consumer §2): Share (the Web Share API where present), Copy link and Get link.
 * The link adds a parameter set to 1 for each enabled setting; each way stores the settings
 * (userdata/PublicSettings) first, so a visitor can open the story through the link's share id.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateShare } from './api/create-share';
import { paths } from '../../lib/paths';
import { Toggle } from '../../components/Toggle';

export const SHARE_SETTINGS = ['muted', 'noimagesinstory'] as const;
type Setting = (typeof SHARE_SETTINGS)[number];

export function shareLink(uid: string, settings: Record<Setting, boolean>, shareId?: string): string {
  const params = new URLSearchParams();
  if (shareId) params.set('share', shareId);
  for (const name of SHARE_SETTINGS) if (settings[name]) params.set(name, '1');
  const query = params.toString();
  return `${window.location.origin}${paths.story(uid)}${query ? `?${query}` : ''}`;
}

/**
 * Every way hands out a link with a share id: without it a visitor is asked to sign in (or refused by
 * the licence) instead of seeing the story. One stored share per choice of settings, whichever way it
 * is handed out; null (and onFailed) when it cannot be made.
 */
function useShareUrl(uid: string, title: string, onFailed: () => void) {
  const create = useCreateShare();
  const made = useRef(new Map<string, Promise<string>>());
  return async (settings: Record<Setting, boolean>): Promise<string | null> => {
    const key = JSON.stringify(settings);
    let pending = made.current.get(key);
    if (!pending) {
      pending = create
        .mutateAsync({ url: shareLink(uid, settings), subject: title, settings })
        .then(({ id }) => shareLink(uid, settings, id));
      made.current.set(key, pending);
    }
    try {
      return await pending;
    } catch {
      made.current.delete(key);
      onFailed();
      return null;
    }
  };
}

export function ShareDialog({ uid, title }: { uid: string; title: string }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<Record<Setting, boolean>>({ muted: false, noimagesinstory: false });
  const [link, setLink] = useState('');
  const [message, setMessage] = useState('');
  const shareUrl = useShareUrl(uid, title, () => setMessage(t('errors.linkFailed')));
  const share = async () => {
    const url = await shareUrl(settings);
    if (url) await navigator.share({ title, url }).catch(() => undefined);
  };
  const copy = async () => {
    const url = await shareUrl(settings);
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setMessage(t('share.copied'));
    } catch {
      setMessage(url);
    }
  };
  const getLink = async () => {
    const url = await shareUrl(settings);
    if (url) setLink(url);
  };

  return (
    <div className="share">
      {SHARE_SETTINGS.map((name) => (
        <Toggle
          key={name}
          label={t(`playlist.${name}`)}
          checked={settings[name]}
          onChange={() => {
            setSettings({ ...settings, [name]: !settings[name] });
            setLink('');
            setMessage('');
          }}
        />
      ))}
      <div className="row">
        {typeof navigator.share === 'function' && (
          <button type="button" className="button" onClick={() => void share()}>
            {t('share.share')}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {t('share.copy')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => void getLink()}>
          {t('share.get')}
        </button>
      </div>
      {link && (
        <p>
          <input
            className="share__link"
            readOnly
            value={link}
            aria-label={t('share.link')}
            onFocus={(e) => e.target.select()}
          />
        </p>
      )}
      {message && <p role="status">{message}</p>}
    </div>
  );
}

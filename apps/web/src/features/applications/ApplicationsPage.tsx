/**
 * /applications (consumer §2): slides (what the app is, why, how to install) and the download
 * button, which asks for the latest release and downloads its .apk (decision 033). Without a
 * releases API configured, or with no .apk in the latest release, the page offers installing
 * the web app instead (decision 034).
 */
import { useTranslation } from 'react-i18next';
import { BookHeart, Download, Smartphone, Sparkles, SquarePlus } from 'lucide-react';
import { errorText } from '../../lib/api/error-text';
import { formatBytes } from '../../lib/format-bytes';
import { promptInstall, useInstallState } from '../../lib/install-prompt';
import { Slides } from '../../components/Slides';
import { Preloader } from '../../components/Preloader';
import { SiteFooter } from '../../components/SiteFooter';
import { useDownloadLatestApk, useLatestRelease } from './api/latest-release';

function InstallWebApp() {
  const { t } = useTranslation();
  const state = useInstallState();
  return (
    <div className="install-web-app" data-install={state}>
      <h2>{t('apps.web.title')}</h2>
      <p>{t('apps.web.text')}</p>
      {state === 'installed' && <p role="status">{t('apps.web.installed')}</p>}
      {state === 'available' && (
        <button type="button" className="button button--big" onClick={() => void promptInstall()}>
          <SquarePlus size={20} aria-hidden /> {t('apps.web.install')}
        </button>
      )}
      {state === 'manual' && (
        <ol className="install-steps">
          <li>{t('apps.web.android')}</li>
          <li>{t('apps.web.iphone')}</li>
          <li>{t('apps.web.desktop')}</li>
        </ol>
      )}
    </div>
  );
}

function DownloadSection() {
  const { t, i18n } = useTranslation();
  const release = useLatestRelease();
  const download = useDownloadLatestApk();

  if (release.isPending) return <Preloader />;
  if (release.error)
    return (
      <>
        <p role="alert">{errorText(t, release.error)}</p>
        <InstallWebApp />
      </>
    );
  const { configured, apk, version } = release.data;
  if (!configured) return <InstallWebApp />;
  if (!apk)
    return (
      <>
        <p role="status">{t('apps.noApk')}</p>
        <InstallWebApp />
      </>
    );

  return (
    <div className="apk-download">
      <button
        type="button"
        className="button button--big"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        <Download size={20} aria-hidden /> {t('apps.download')}
      </button>
      <p className="muted">
        {[version && t('apps.version', { version }), apk.size ? formatBytes(apk.size, i18n.language) : null]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {download.error && <p role="alert">{errorText(t, download.error)}</p>}
      <details>
        <summary>{t('apps.orWeb')}</summary>
        <InstallWebApp />
      </details>
    </div>
  );
}

export function ApplicationsPage() {
  const { t } = useTranslation();
  const slides = [
    { key: 'what', icon: BookHeart, title: t('apps.what.title'), text: t('apps.what.text') },
    { key: 'why', icon: Sparkles, title: t('apps.why.title'), text: t('apps.why.text') },
    { key: 'how', icon: Smartphone, title: t('apps.how.title'), text: t('apps.how.text') },
  ];
  return (
    <div className="landing applications">
      <div className="landing__brand">
        <img src="/icons/icon-192.png" alt="" width={88} height={88} />
        <h1>{t('apps.title')}</h1>
        <p>{t('apps.tagline')}</p>
      </div>
      <Slides slides={slides} label={t('apps.title')} />
      <DownloadSection />
      <SiteFooter />
    </div>
  );
}

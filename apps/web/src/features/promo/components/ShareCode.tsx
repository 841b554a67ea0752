/**
 * Sharing one promo code (issue 34 point 1): its referral link (the site opens with the code kept for
 * checkout), copy buttons for the link and the code, a QR code of the link as SVG to show or download,
 * and, for the code's owner, pausing and resuming it.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, Download, Pause, Play } from 'lucide-react';
import type { CallOutput } from '@tt/contract';
import { referralLink } from '../../../lib/referral';
import { saveFile } from '../../../lib/save-file';
import { errorText } from '../../../lib/api/error-text';
import { usePauseCode } from '../api/pause-code';

type PromoCode = CallOutput<'payments/promo/list'>['data'][number];

/** The link's QR code as SVG text; the library loads only when a code is shared. */
async function qrSvg(text: string): Promise<string> {
  const loaded = await import('qrcode');
  // a CommonJS package: its functions are the module's default export or its named ones, by bundler
  const QRCode = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // no clipboard permission: select the text so it can be copied by hand
    field?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

export function ShareCode({ code, owned }: { code: PromoCode; owned: boolean }) {
  const { t } = useTranslation();
  const link = referralLink(code.code);
  const linkField = useRef<HTMLInputElement>(null);
  const [svg, setSvg] = useState<string | null>(null);
  const [copied, setCopied] = useState<'link' | 'code' | 'failed' | null>(null);
  const pause = usePauseCode();

  useEffect(() => {
    let live = true;
    void qrSvg(link).then((made) => live && setSvg(made));
    return () => {
      live = false;
    };
  }, [link]);

  const copy = async (what: 'link' | 'code') =>
    setCopied((await copyText(what === 'link' ? link : code.code, linkField.current)) ? what : 'failed');

  return (
    <div className="share-code" data-testid="share-code">
      <label className="share-code__link">
        <span>{t('promoShare.link')}</span>
        <input ref={linkField} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <div className="row share-code__actions">
        <button type="button" className="button button--ghost" onClick={() => void copy('link')}>
          <Copy size={16} aria-hidden /> {t('promoShare.copyLink')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => void copy('code')}>
          <Copy size={16} aria-hidden /> {t('promoShare.copyCode')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={!svg}
          onClick={() => svg && saveFile(new Blob([svg], { type: 'image/svg+xml' }), `${code.code}-qr.svg`)}
        >
          <Download size={16} aria-hidden /> {t('promoShare.downloadQr')}
        </button>
      </div>
      {copied && (
        <p className="share-code__copied" role="status">
          {copied === 'failed'
            ? t('promoShare.copyByHand')
            : t(copied === 'link' ? 'promoShare.linkCopied' : 'promoShare.codeCopied')}
        </p>
      )}
      {svg && (
        <img
          className="share-code__qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t('promoShare.qrAlt', { code: code.code })}
          width={160}
          height={160}
        />
      )}
      {owned && code.status !== 'end' && (
        <div className="share-code__pause">
          <button
            type="button"
            className="button button--ghost"
            disabled={pause.isPending}
            onClick={() => pause.mutate({ id: code.id, paused: !code.switchedOff })}
          >
            {code.switchedOff ? <Play size={16} aria-hidden /> : <Pause size={16} aria-hidden />}{' '}
            {code.switchedOff ? t('promoShare.resume') : t('promoShare.pause')}
          </button>
          <p className="muted">{code.switchedOff ? t('promoShare.pausedHint') : t('promoShare.pauseHint')}</p>
          {pause.error && <p role="alert">{errorText(t, pause.error)}</p>}
        </div>
      )}
    </div>
  );
}

/**
 * Landing / about (consumer §2): the logo, five slides (who we are, how we speak, what we don't
 * like, what we like, ready to try), a button to sign in, the language and the footer.
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SWIPE } from '@tt/contract';
import { paths } from '../../../lib/paths';
import { LocaleSelect } from '../../../components/LocaleSelect';
import { SiteFooter } from '../../../components/SiteFooter';

const SLIDES = [
  { key: 'who', emoji: '🦉' },
  { key: 'how', emoji: '🌙' },
  { key: 'dislike', emoji: '🙅' },
  { key: 'like', emoji: '🐼' },
  { key: 'ready', emoji: '🎈' },
] as const;

export function LandingPage() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const slide = SLIDES[index]!;
  const go = (to: number) => setIndex(Math.max(0, Math.min(SLIDES.length - 1, to)));
  const swipeEnd = (x: number) => {
    if (touchX.current === null) return;
    const moved = x - touchX.current;
    touchX.current = null;
    if (Math.abs(moved) >= SWIPE.thresholdPx) go(index + (moved < 0 ? 1 : -1));
  };

  return (
    <div className="landing">
      <div className="landing__brand">
        <img src="/favicon.svg" alt="" width={88} height={88} />
        <h1>{t('app.name')}</h1>
        <p>{t('app.tagline')}</p>
      </div>
      <section
        className={`card slide slide--${slide.key}`}
        aria-roledescription={t('landing.slide')}
        aria-label={t('landing.slideOf', { n: index + 1, all: SLIDES.length })}
        onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
        onTouchEnd={(e) => swipeEnd(e.changedTouches[0]?.clientX ?? 0)}
      >
        <div className="big-emoji" aria-hidden>
          {slide.emoji}
        </div>
        <h2>{t(`landing.${slide.key}.title`)}</h2>
        <p>{t(`landing.${slide.key}.text`)}</p>
        <div className="slide__nav">
          <button
            type="button"
            className="icon-button"
            aria-label={t('landing.prev')}
            disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            ‹
          </button>
          <span className="dots">
            {SLIDES.map((s, i) => (
              <button
                key={s.key}
                type="button"
                className={i === index ? 'dot dot--on' : 'dot'}
                aria-label={t(`landing.${s.key}.title`)}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
          </span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('landing.next')}
            disabled={index === SLIDES.length - 1}
            onClick={() => go(index + 1)}
          >
            ›
          </button>
        </div>
      </section>
      <Link to={paths.signin} className="button button--big">
        {t('landing.start')}
      </Link>
      <LocaleSelect />
      <SiteFooter />
    </div>
  );
}

/** Landing / about: five slides, a button to sign-in, logo and footer (consumer §2). */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { LocaleSelect } from '../../components/LocaleSelect';

const SLIDES = [
  { key: 'slide1', emoji: '🦉' },
  { key: 'slide2', emoji: '🌙' },
  { key: 'slide3', emoji: '🙅' },
  { key: 'slide4', emoji: '🐼' },
  { key: 'slide5', emoji: '🎈' },
];

export function LandingPage() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const slide = SLIDES[index]!;
  return (
    <div className="landing">
      <div className="landing__brand">
        <img src="/favicon.svg" alt="" width={72} height={72} />
        <h1>{t('app.name')}</h1>
        <p>{t('app.tagline')}</p>
      </div>
      <section className="card slide" aria-roledescription="slide" aria-label={`${index + 1} / ${SLIDES.length}`}>
        <div className="big-emoji" aria-hidden>{slide.emoji}</div>
        <h2>{t(`landing.${slide.key}.title`)}</h2>
        <p>{t(`landing.${slide.key}.text`)}</p>
        <div className="slide__nav">
          <button type="button" className="icon-button" aria-label={t('landing.prev')} disabled={index === 0} onClick={() => setIndex(index - 1)}>‹</button>
          <span className="dots">{SLIDES.map((s, i) => <span key={s.key} className={i === index ? 'dot dot--on' : 'dot'} />)}</span>
          <button type="button" className="icon-button" aria-label={t('landing.nextSlide')} disabled={index === SLIDES.length - 1} onClick={() => setIndex(index + 1)}>›</button>
        </div>
      </section>
      <Link to={paths.signin} className="button button--big">{t('landing.start')}</Link>
      <LocaleSelect />
      <footer className="footer">
        <Link to={paths.applications}>{t('footer.applications')}</Link>
        <Link to={paths.about}>{t('footer.about')}</Link>
        <Link to={paths.partnership}>{t('footer.partnership')}</Link>
        <Link to={paths.privacy}>{t('footer.privacy')}</Link>
        <Link to={paths.terms}>{t('footer.terms')}</Link>
        <Link to={paths.csae}>{t('footer.csae')}</Link>
      </footer>
      <p className="muted credit">{t('footer.pictures')}</p>
    </div>
  );
}

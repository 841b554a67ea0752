/**
 * A row of slides with previous/next buttons, dots and swiping (consumer §9 swipe threshold), each
 * slide a lucide icon, a title and a text.
 */
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { SWIPE } from '@tt/contract';

export interface Slide {
  key: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  title: string;
  text: string;
}

export function Slides({ slides, label }: { slides: Slide[]; label: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const slide = slides[index]!;
  const go = (to: number) => setIndex(Math.max(0, Math.min(slides.length - 1, to)));
  const swipeEnd = (x: number) => {
    if (touchX.current === null) return;
    const moved = x - touchX.current;
    touchX.current = null;
    if (Math.abs(moved) >= SWIPE.thresholdPx) go(index + (moved < 0 ? 1 : -1));
  };
  return (
    <section
      className={`card slide slide--${slide.key}`}
      aria-roledescription={t('landing.slide')}
      aria-label={`${label}: ${t('landing.slideOf', { n: index + 1, all: slides.length })}`}
      onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => swipeEnd(e.changedTouches[0]?.clientX ?? 0)}
    >
      {/* every slide is laid out in the same place and only the current one shows, so the card is as
          tall as its tallest slide and nothing below it moves from slide to slide (issue 26 §7) */}
      <div className="slide__stack">
        {slides.map(({ key, icon: Icon, title, text }, i) => (
          <div
            key={key}
            className="slide__body"
            aria-hidden={i !== index || undefined}
            style={i === index ? undefined : { visibility: 'hidden' }}
          >
            <div className="slide__icon">
              <Icon size={64} aria-hidden />
            </div>
            <h2>{title}</h2>
            <p>{text}</p>
          </div>
        ))}
      </div>
      <div className="slide__nav">
        <button
          type="button"
          className="icon-button"
          aria-label={t('landing.prev')}
          disabled={index === 0}
          onClick={() => go(index - 1)}
        >
          <ChevronLeft size={22} aria-hidden />
        </button>
        <span className="dots">
          {slides.map((s, i) => (
            <button
              key={s.key}
              type="button"
              className={i === index ? 'dot dot--on' : 'dot'}
              aria-label={s.title}
              aria-current={i === index}
              onClick={() => go(i)}
            />
          ))}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label={t('landing.next')}
          disabled={index === slides.length - 1}
          onClick={() => go(index + 1)}
        >
          <ChevronRight size={22} aria-hidden />
        </button>
      </div>
    </section>
  );
}

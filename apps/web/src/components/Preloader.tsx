import { useTranslation } from 'react-i18next';

/** Three bouncing dots in place of content that is still loading. */
export function Preloader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="preloader" role="status" aria-live="polite">
      <span className="preloader__dot" />
      <span className="preloader__dot" />
      <span className="preloader__dot" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}

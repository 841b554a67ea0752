import { useTranslation } from 'react-i18next';

export function Preloader() {
  const { t } = useTranslation();
  return (
    <div className="preloader" role="status" aria-live="polite">
      <span className="preloader__dot" />
      <span className="preloader__dot" />
      <span className="preloader__dot" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/**
 * The partner's switch for the per-sale notices (issue 25 point 6); statements and payouts always tell,
 * as the hint says.
 */
import { useTranslation } from 'react-i18next';
import { Toggle } from '../../../components/Toggle';
import { errorText } from '../../../lib/api/error-text';
import { useSaleNotices, useSetSaleNotices } from '../api/sale-notices';

export function SaleNoticesToggle() {
  const { t } = useTranslation();
  const settings = useSaleNotices();
  const save = useSetSaleNotices();
  if (!settings.data) return null;
  const on = settings.data.sales;
  return (
    <div className="field">
      <Toggle
        label={t('payouts.saleNotices')}
        checked={on}
        disabled={save.isPending}
        onChange={() => save.mutate(!on)}
      />
      <p className="field__hint">{t('payouts.saleNoticesHint')}</p>
      {save.error && <p role="alert">{errorText(t, save.error)}</p>}
    </div>
  );
}

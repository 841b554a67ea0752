/** The fast menu (consumer §2, modal `fastmenu`): explore, help (the support page) and the FAQ. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleHelp, LifeBuoy, Search } from 'lucide-react';
import { paths } from '../lib/paths';

export function FastMenu({ close }: { close(): void }) {
  const { t } = useTranslation();
  const items = [
    { to: paths.explore, label: t('menu.explore'), Icon: Search },
    { to: paths.support, label: t('menu.help'), Icon: LifeBuoy },
    { to: paths.faq, label: t('menu.faq'), Icon: CircleHelp },
  ];
  return (
    <nav className="fast-menu" aria-label={t('fastmenu.title')}>
      {items.map(({ to, label, Icon }) => (
        <Link key={to} to={to} onClick={close}>
          <Icon aria-hidden size={22} />
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** The home modal (consumer §2 Home screen): an add menu built from the user's features, then the notifications. */
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@tt/contract';
import { useAuth } from '../../lib/auth';
import { canOpen } from '../../lib/access';
import { paths } from '../../lib/paths';
import { NotificationsList } from './NotificationsList';
import { BookOpen, LayoutDashboard, LifeBuoy, MessagesSquare } from 'lucide-react';

export function HomeScreen({ close }: { close(): void }) {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const navigate = useNavigate();
  const go = (to: string) => {
    close();
    navigate(to);
  };
  const entries = [
    { show: !!profile?.features.includes('news'), to: paths.chat, icon: BookOpen, label: t('menu.stories') },
    { show: !!profile?.features.includes('chats'), to: paths.chats, icon: MessagesSquare, label: t('menu.chats') },
    { show: canOpen(profile, ROLES.panel), to: paths.panel, icon: LayoutDashboard, label: t('menu.panel') },
    { show: !!profile, to: paths.supportChat, icon: LifeBuoy, label: t('chat.supportTitle') },
  ].filter((e) => e.show);
  return (
    <div className="home-screen">
      <nav className="add-menu" aria-label={t('home.addMenu')}>
        {entries.map((e) => (
          <button key={e.to} type="button" className="add-menu__item" onClick={() => go(e.to)}>
            <e.icon aria-hidden size={22} />
            {e.label}
          </button>
        ))}
      </nav>
      <NotificationsList close={close} />
    </div>
  );
}

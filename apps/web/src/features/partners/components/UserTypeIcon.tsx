/** A picture for each user type of the users list (panel §1, §3: 0, 1, 2, 3, 4 and 8), from lucide. */
import { Crown, Megaphone, ShieldCheck, User, UserCog, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<number, LucideIcon> = { 0: User, 1: UserCog, 2: Users, 3: ShieldCheck, 4: Megaphone, 8: Crown };

export function UserTypeIcon({ type }: { type: number }) {
  const { t } = useTranslation();
  const Icon = ICONS[type] ?? User;
  const label = t('users.type', { type, name: t(`users.typeName.${type}`, { defaultValue: String(type) }) });
  return <Icon className="user-type-icon" data-type={type} role="img" aria-label={label} size={20} />;
}

import type { TFunction } from 'i18next';
import { ageFromBirthday, type Child } from '@tt/contract';

/** A child as a list shows it: the name (or "Your child" for an unnamed one) and the age. */
export function childLabel(t: TFunction, child: Pick<Child, 'name' | 'birthday'>) {
  const age = ageFromBirthday(child.birthday) ?? 0;
  return { name: child.name ?? t('children.unnamed'), age: t('age.years', { count: age }) };
}

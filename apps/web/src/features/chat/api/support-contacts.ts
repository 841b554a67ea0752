/** support/contacts: the support e-mail, phone and third-party widget, as the server is configured. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const useSupportContacts = () =>
  useQuery({ queryKey: ['support/contacts'], queryFn: () => api('support/contacts', {}), staleTime: 10 * 60_000 });

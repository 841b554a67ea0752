/** team/support/chats: the staff inbox of support chats, newest activity first (panel §2). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const supportInboxKey = ['support-inbox'] as const;

export const getSupportInbox = () => api('team/support/chats', { pageNumber: 0, pageSize: 100 });

export const supportInboxQuery = queryOptions({ queryKey: supportInboxKey, queryFn: getSupportInbox });

export const useSupportInbox = () => useQuery(supportInboxQuery);

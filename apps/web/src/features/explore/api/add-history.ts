/** explore/history/add: one item on top of the history (type, key and data required). */
import type { CallInput } from '@tt/contract';
import { api } from '../../../lib/api/client';

export const addHistory = (item: CallInput<'explore/history/add'>) => api('explore/history/add', item);

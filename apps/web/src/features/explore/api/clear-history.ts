/** explore/history/clear: the whole history, or one type of it. */
import { api } from '../../../lib/api/client';

export const clearHistory = (type?: string) => api('explore/history/clear', type ? { type } : {});

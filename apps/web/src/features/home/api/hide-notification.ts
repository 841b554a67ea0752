/** notifications/hide: removes one notification from the list. */
import { api } from '../../../lib/api/client';

export const hideNotification = (id: number) => api('notifications/hide', { id });

/** notifications/read: marks the given notifications read. */
import { api } from '../../../lib/api/client';

export const readNotifications = (ids: number[]) => api('notifications/read', { ids });

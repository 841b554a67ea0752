/** notifications/readall: marks every notification read. */
import { api } from '../../../lib/api/client';

export const readAllNotifications = () => api('notifications/readall', {});

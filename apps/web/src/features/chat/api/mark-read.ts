/** chat/read: everything in the room counts as read by me. */
import { api } from '../../../lib/api/client';

export const markRoomRead = (room: string) => api('chat/read', { ids: [room] });

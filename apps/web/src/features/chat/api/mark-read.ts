/** chat/read: everything in the room counts as read by me. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export const markRoomRead = (room: string) => api('chat/read', { ids: [room] });

export const useMarkRoomRead = () => useMutation({ mutationKey: ['chat/read'], mutationFn: markRoomRead });

/** chat/create/support: opens the user's support chat (or gives the one that exists). */
import { api } from '../../../lib/api/client';

export const createSupportChat = () => api('chat/create/support', {});

/** user/signout: revokes this device's session on the server. */
import { api } from './client';

export const signOut = () => api('user/signout', {});

/** user/info/get: the signed-in user's info and features (the session's profile). */
import { api, type CallOptions } from './client';

export const getUserInfo = (options?: CallOptions) => api('user/info/get', {}, options);

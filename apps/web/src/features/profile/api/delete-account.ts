/** userdata/account/delete: the signed-in account is deleted at once (decision 060). */
import { api } from '../../../lib/api/client';

export const deleteAccount = () => api('userdata/account/delete', {});

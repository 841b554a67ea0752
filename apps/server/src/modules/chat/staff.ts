/** Who answers support chats (ROLES.supportStaff). */
import { hasAnyFeature, ROLES } from '@tt/contract';
import type { UserRecord } from '../../db/schema.js';

export const isStaff = (user: UserRecord) => hasAnyFeature(user, ROLES.supportStaff);

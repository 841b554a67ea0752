/** Query keys of what arrives live, in one place: the live layer reloads them after a reset. */
export const notificationsKey = ['notifications'] as const;
/** Every chat room's events; one room's key starts with it. */
export const roomsKey = ['chat'] as const;
export const roomKey = (room: string) => [...roomsKey, room];

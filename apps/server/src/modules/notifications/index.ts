/** The notifications module's public entry. */
export { createNotificationsModule, type NewNotification, type NotificationsModule } from './service.js';
export { notificationHandlers } from './handlers.js';
export { notificationTexts } from './texts.js';

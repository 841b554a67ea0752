/** The address the static pages give for questions; a deployment sets its own with VITE_CONTACT_EMAIL. */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'hello@tinytidings.local';

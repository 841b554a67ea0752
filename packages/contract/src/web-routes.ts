/** Web pages the server links to (in e-mails, chat actions and notifications); the web's own routes agree. */

export const webRoutes = {
  supportChat: '/chat?support=true',
  supportPage: '/support',
  confirmEmail: (hash: string) => `/confirm?type=email&hash=${encodeURIComponent(hash)}`,
  setNewPassword: (hash: string, email: string) =>
    `/setnewpassword?hash=${encodeURIComponent(hash)}&email=${encodeURIComponent(email)}`,
} as const;

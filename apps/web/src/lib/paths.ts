/** Every route of the app in one place (consumer §2, panel §2). */
import { toHex, webRoutes } from '@tt/contract';

export const paths = {
  home: '/',
  /** `time` (seconds) starts the player there instead of at 0. */
  story: (id: string, time = 0) => `/stories/${encodeURIComponent(id)}${time > 0 ? `?time=${time.toFixed(2)}` : ''}`,
  applications: '/applications',
  chat: '/chat',
  /** The server links here too (notifications, e-mails): the contract holds the address. */
  supportChat: webRoutes.supportChat,
  chats: '/chats',
  profile: '/profile',
  explore: '/explore',
  features: '/features',
  wizard: '/userdatawizard',
  authorization: '/authorization',
  signin: '/signin',
  registration: '/registration',
  bloggerRegistration: '/registration?type=blogger',
  terms: '/terms',
  privacy: '/privacy',
  csae: '/csae',
  faq: '/faq',
  about: '/about',
  partnership: '/partnership',
  changePassword: '/changepassword',
  setNewPassword: '/setnewpassword',
  forgotPassword: '/forgotpassword',
  confirm: '/confirm',
  confirmation: '/confirmation',
  support: '/support',
  /** consumer §2 names /help for the fast menu's help; decision 028 shows the support page there. */
  help: '/help',
  panel: '/panel',
  panelUsers: '/panel/users',
  /** The users list searched for one e-mail (the payments list's links to a buyer and a partner). */
  panelUsersFound: (email: string) => `/panel/users?search=${encodeURIComponent(email)}`,
  panelEarnings: '/panel/earnings',
  panelModeration: '/panel/moderation',
  panelPartnerInfo: '/panel/partnerinfo',
  panelPayments: '/panel/payments',
  /** A customer's view: all of one parent's payments (decision 087). */
  panelPaymentsOf: (userId: number) => `/panel/payments?customer=${userId}`,
  panelPromocodes: '/panel/promocodes',
  panelSupport: '/panel/support',
} as const;

/** /signin with the page asked for, hex-encoded in the redirect query (consumer §2). */
export const signinRedirecting = (target: string) => `${paths.signin}?redirect=${toHex(target)}`;

/** The top bar is hidden on the story, authorization, sign-in and registration routes. */
export function showsTopBar(pathname: string): boolean {
  if (pathname.startsWith('/stories/')) return false;
  return !([paths.authorization, paths.signin, paths.registration] as string[]).includes(pathname);
}

/**
 * Every visible English text of the web app shell and the pages of the first load. Error and validation
 * texts come from the contract (messagesEn, shared with the server) and are not restated here. The pages
 * that load on demand bring theirs (en.later.ts).
 */
import { messagesEn } from '@tt/contract';
import { enFeatures } from './en.features';
import { enSupport } from './en.support';
import { enExplore } from './en.explore';
import { enParent } from './en.parent';
import { enStudio } from './en.studio';

const shell = {
  'app.name': 'Tiny Tidings',
  'app.tagline': 'Gentle news for little ones',
  'common.close': 'Close',
  'common.next': 'Next',
  'common.cancel': 'Cancel',
  'common.yesClose': 'Yes, close',
  'common.no': 'No',
  'common.closeAsk': 'Close this window? What you entered will be lost.',
  'common.loading': 'Loading…',
  'common.backHome': 'Back to the start',
  'common.contactSupport': 'Contact support',
  'common.language': 'Language',
  'common.menu': 'Menu',
  'common.closeMenu': 'Close the menu',
  'common.profile': 'Profile',
  'common.home': 'Tiny Tidings, home',
  'lang.en': 'English',
  'lang.ru': 'Русский',
  'menu.panel': 'Control panel',
  'menu.chats': 'Chats',
  'menu.stories': 'Story chat',
  'menu.profile': 'Profile',
  'menu.signin': 'Sign in',
  'menu.registration': 'Create account',
  'menu.unread': 'Unread',
  'auth.email': 'E-mail',
  'auth.password': 'Password',
  'auth.confirmPassword': 'Confirm password',
  'signin.title': 'Welcome back',
  'signin.text': 'Sign in, and today’s story will be waiting for you.',
  'signin.submit': 'Sign in',
  'signin.forgot': 'Forgot password?',
  'signin.create': 'Create account',
  'signin.google': 'Sign in with Google',
  'signin.googleNew': 'This Google account is new to Tiny Tidings. To create your family’s account, confirm:',
  'signin.googleCreate': 'Create the account',
  'signin.failed': 'Sign-in failed',
  'registration.title': 'Create an account',
  'registration.text': 'One account for the whole family. It takes a minute.',
  'registration.bloggerTitle': 'Become a Tiny Tidings partner',
  'registration.bloggerText':
    'Partners earn up to {{income}}% of income, and their followers get up to {{discount}}% off.',
  'registration.haveAccount': 'I already have an account',
  'registration.consent':
    'I am a parent or guardian of the children who will listen, and I accept the <notice>privacy policy</notice>',
  'registration.failed': 'Registration failed',
  'registration.taken.title': 'Check your e-mail',
  'registration.taken.text':
    'This address already has an account, so we sent its owner an e-mail. If it is yours, sign in or restore the password.',
  'age.years_one': '{{count}} year',
  'age.years_other': '{{count}} years',
  'bday.title': "Your child's age",
  'bday.age': 'Age',
  'bday.date': 'Or the date of birth',
  'panel.title': 'Control panel',
  'panel.back': 'Back',
  'panel.noMatch': 'Nothing matches “{{search}}”.',
  panel_users: 'Users',
  panel_moderation: 'Moderation',
  panel_earnings: 'Earnings',
  panel_promocodes: 'Promo codes',
  panel_partnerinfo: 'Partner information',
  panel_support: 'Support chats',
  panel_payments: 'Payments',
  'notfound.title': 'Page not found',
  'notfound.text': 'We looked under every pillow, but this page is not here.',
  'footer.label': 'About Tiny Tidings',
  'footer.applications': 'Android app',
  'footer.about': 'About',
  'footer.partnership': 'Partners',
  'footer.privacy': 'Privacy',
  'footer.terms': 'Terms',
  'footer.csae': 'Child safety',
  'footer.faq': 'Questions',
  'footer.pictures': 'Pictures: Twemoji by Twitter, Inc and contributors, CC-BY 4.0; OpenMoji, CC BY-SA 4.0',
};

export const en = {
  ...messagesEn,
  ...shell,
  ...enFeatures,
  ...enSupport,
  ...enExplore,
  ...enParent,
  ...enStudio,
};
export type MessageKey = keyof typeof en;

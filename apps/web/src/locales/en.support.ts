/** English texts of the support page, the applications page and offline stories (issue 14 items 5–7). */
export const enSupport = {
  'support.title': 'Support',
  'support.text': 'Something not working, or a question about the stories? Write to us, we answer every message.',
  'support.form.intro': 'Leave your e-mail and your question: we will answer by e-mail.',
  'support.form.email': 'Your e-mail',
  'support.form.text': 'Your message',
  'support.form.send': 'Send',
  'support.form.sent': 'Thank you! Your message reached our team; the answer will come to {{email}}.',
  'support.inbox.byEmail': 'visitor, answers go by e-mail',
  'support.inbox.browser': 'browser {{browser}}, address not confirmed',
  'support.form.another': 'Write another message',

  'apps.title': 'Tiny Tidings for Android',
  'apps.tagline': 'The daily story on your phone or tablet',
  'apps.what.title': 'What the app is',
  'apps.what.text':
    'The same Tiny Tidings: a gentle news story every day, with pictures, a kind voice and music, sized for your child’s age.',
  'apps.why.title': 'Why install it',
  'apps.why.text':
    'It opens in one tap from the home screen, tells you when a new story arrives, and plays saved stories on the road with no internet.',
  'apps.how.title': 'How to install',
  'apps.how.text':
    'Press Download, open the downloaded file and allow installing from this source when Android asks. Then sign in with your usual e-mail and password.',
  'apps.download': 'Download for Android',
  'apps.version': 'Version {{version}}',
  'apps.noApk': 'The latest release has no Android file yet.',
  'apps.orWeb': 'Or install the web app',
  'apps.web.title': 'Install the web app',
  'apps.web.text':
    'Tiny Tidings installs straight from the browser, on any phone, tablet or computer, and works offline.',
  'apps.web.install': 'Install Tiny Tidings',
  'apps.web.installed': 'Tiny Tidings is already installed on this device.',
  'apps.web.android': 'Android, Chrome: open the menu (three dots) and choose Install app or Add to Home screen.',
  'apps.web.iphone': 'iPhone and iPad, Safari: press Share, then Add to Home Screen.',
  'apps.web.desktop': 'Computer, Chrome or Edge: press the install icon at the right of the address bar.',

  'offline.save': 'Save for offline',
  'offline.savedLabel': 'Saved for offline; press to remove',
  'offline.saved': 'Saved: the story plays without internet',
  'offline.removed': 'Removed from this device',
  'offline.saveFailed': 'Could not save the story; check the connection and the free space',
  'offline.title': 'Offline stories',
  'offline.text': 'Saved stories play on this device with no internet, pictures and sounds included.',
  'offline.empty': 'No saved stories yet: press the cloud in the player to save one.',
  'offline.remove': 'Remove “{{title}}” from this device',
  'offline.recent': 'Stories played last, also kept for offline: {{count}} of {{keep}}',
  'offline.total': 'Space taken on this device: {{size}}',
  'offline.shelfTitle': 'No connection: stories on this device',
  'offline.shelfText': 'These play without the internet, pictures and sounds included.',
  'offline.shelfEmpty':
    'No connection, and no stories are kept on this device yet. Stories you save or play are kept for times like this.',
};

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

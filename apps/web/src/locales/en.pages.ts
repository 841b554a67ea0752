/**
 * English texts of the landing and the static pages (consumer §1, §2). In page bodies a line
 * starting with "## " is a heading; {{email}} is the contact address.
 */
export const enPages = {
  'landing.slide': 'slide',
  'landing.slideOf': '{{n}} of {{all}}',
  'landing.prev': 'Previous slide',
  'landing.next': 'Next slide',
  'landing.start': 'Start listening',
  'landing.who.title': 'Who we are',
  'landing.who.text':
    'Tiny Tidings tells children aged 1 to 7 what happened in the world today, as a short story with pictures, a kind voice and soft music. One new story every day, in English or Russian.',
  'landing.how.title': 'How we speak',
  'landing.how.text':
    'Simply and warmly, like a fairy tale read before bed. Short sentences for the youngest, a few new words for the older ones, and never a hurry.',
  'landing.dislike.title': "What we don't like",
  'landing.dislike.text': 'Scary pictures, loud alarms, adverts and collecting personal data. None of that lives here.',
  'landing.like.title': 'What we like',
  'landing.like.text':
    'Pandas in the snow, new stars in the sky, brave little boats and kind people. Every story ends with a smile and two questions to talk about together.',
  'landing.ready.title': 'Ready to try?',
  'landing.ready.text': 'Create an account, tell us how old your child is, and the first story is already waiting.',

  'faq.title': 'Questions and answers',
  'faq.support': 'Ask support',
  'faq.what.q': 'What is Tiny Tidings?',
  'faq.what.a':
    'A daily news story for children aged 1 to 7. Each story retells one real, gentle piece of news as a fairy tale with pictures, voice-over and music, sized for your child’s age. It ends with a note for parents: what really happened, and two questions to talk about. There are no adverts, and we collect no personal data about children.',

  'terms.title': 'Terms of use',
  'terms.body': [
    '## Subscription and fees',
    'Tiny Tidings is a paid subscription. Fees are billed automatically each month to the card you gave at registration.',
    'Rates may change at any time. A new rate applies from the next billing after it is announced.',
    '## Cancelling',
    'You can cancel at any time through your account page with the unsubscribe action. The stories stay open until the end of the period you have paid for.',
    '## The service',
    'We may suspend or terminate the service, or your access to it, at any time.',
    '## Refunds',
    'Refunds are at our sole discretion. The refund policy lasts one month after termination.',
    '## Liability',
    'Our liability is capped at the amount you paid us in the 12 months before the claim.',
    '## Card data and personal data',
    'Card data is collected with 128-bit encryption over SSL. We do not sell personal data.',
    '## Questions',
    'Write to {{email}}.',
  ].join('\n'),

  'privacy.title': 'Privacy policy',
  'privacy.date': 'Last updated: May 06, 2025',
  'privacy.body': [
    '## What we keep',
    'Only what the service needs: the parent’s e-mail, a hash of the password (never the password itself), the chosen language and the child’s birthday, from which we work out the age to pick fitting stories.',
    '## What we never do',
    'Tiny Tidings shows no adverts, does not track anyone for advertising, does not sell data and does not collect personal data about children. Children do not have their own accounts.',
    '## Payments',
    'Payments are handled by the card payment provider over an encrypted connection. We do not store card numbers.',
    '## Your choices',
    'You can change the language and the birthday in your profile at any time, and ask us to delete your account and everything kept with it.',
    '## Contact',
    'Questions and requests about your data: write to {{email}}.',
  ].join('\n'),

  'csae.title': 'Child safety standards',
  'csae.body': [
    '## Our promise',
    'Tiny Tidings is made for young children. We follow the Children’s Online Privacy Protection Act (COPPA): we collect no personal data from children, and parents hold the account.',
    '## Safe stories',
    'Every story is written to be gentle and is checked for scary or violent words. Staff moderate what is published.',
    '## No strangers',
    'Children cannot talk to strangers in the app. The only chats are with the story bot and with our support team.',
    '## Zero tolerance',
    'We have zero tolerance for child sexual abuse and exploitation (CSAE). Any such material or behaviour is removed, the account is closed, and we report it to the authorities.',
    '## Reporting a concern',
    'To report a concern, write to {{email}}. We read every message.',
  ].join('\n'),
};

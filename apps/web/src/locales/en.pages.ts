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

  'privacy.title': 'Privacy policy',
  'privacy.date': 'Last updated: December 5, 2026',

  'csae.title': 'Child safety standards',
};

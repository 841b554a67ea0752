/**
 * Calls that may be sent twice with the same effect as once: reads, and writes that set a state or are
 * keyed by the client (a chat send by its events' uids). A proxy may hand one of these to another
 * server process when the first does not answer in time (docs/deployment.md), and the server runs one
 * again after a database blip even when its lost statement may have been applied.
 */
export const RESENDABLE_CALLS: readonly string[] = [
  // reads
  'admin/moderation/data',
  'admin/moderation/list',
  'admin/payments/list',
  'app/info',
  'app/release/latest',
  'chat/events/get',
  'explore/history/list',
  'explore/search',
  'notifications/list',
  'partner/info/get',
  'payments/checkpromo',
  'payments/payouts/list',
  'payments/promo/codeusage',
  'payments/promo/list',
  'payments/promo/notices',
  'payments/userplans',
  'res/files',
  'support/contacts',
  'team/audit/list',
  'team/partner/info',
  'team/payouts/list',
  'team/promo/codeusage',
  'team/promo/list',
  'team/support/chats',
  'team/users/list',
  'tidings/story/cangetany',
  'tidings/story/get',
  'tidings/story/poster',
  'tidings/story/reactions/get',
  'tidings/story/views/get',
  'tidings/story/views/getmy',
  'user/children/list',
  'user/info/get',
  'userdata/narration/get',
  'userdata/narration/list',
  'userdata/pin/status',
  // writes whose second sending changes nothing
  'chat/send', // stored once per event uid
  'chat/read',
  'explore/history/add', // the same item moves to the top
  'explore/history/clear',
  'notifications/hide',
  'notifications/read',
  'notifications/readall',
  'tidings/story/reaction', // a like, which cannot be unset
];

const resendable = new Set(RESENDABLE_CALLS);

export const isResendable = (path: string): boolean => resendable.has(path);

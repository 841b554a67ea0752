/** Query keys of the partners feature: partner information (own and the team's view) and the users list. */
export const partnerKeys = {
  own: ['partner', 'info'] as const,
  ofPartner: (userid: number) => ['team', 'partner', userid] as const,
  users: ['team', 'users'] as const,
};

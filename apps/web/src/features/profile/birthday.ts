/** Birthday arithmetic for the birthday dialog; dates are YYYY-MM-DD in UTC, as the server keeps them. */

/** A birthday for an age: the same day that many years ago. */
export function birthdayForAge(age: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** Whole years from a birthday to today. */
export function ageFromBirthday(bday: string, today = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(bday);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age--;
  return age >= 0 ? age : null;
}

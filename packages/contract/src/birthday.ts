/** Birthday arithmetic shared by the server and the web; dates are YYYY-MM-DD in UTC. */

/** Whole years from a birthday to today, or null when there is no birthday, it is malformed or in the future. */
export function ageFromBirthday(bday: string | null | undefined, today = new Date()): number | null {
  const match = bday ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(bday) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const thisMonth = today.getUTCMonth() + 1;
  let age = today.getUTCFullYear() - year;
  if (thisMonth < month || (thisMonth === month && today.getUTCDate() < day)) age--;
  return age >= 0 ? age : null;
}

/** A birthday for an age: the same day that many years ago. */
export function birthdayForAge(age: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

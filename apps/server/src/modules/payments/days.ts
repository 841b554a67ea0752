/** Plan dates: a trial's end, a rebill's retry and due window are whole days from a moment. */
const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** 'YYYY-MM-DD' to 'June 1, 2025', fixed to UTC so the build machine's zone never shifts the day. */
export function formatLongDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

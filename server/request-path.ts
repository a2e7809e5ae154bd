/** Only the path: query strings can carry personal data (e-mail addresses in tracking links). */
export function pathOnly(url: string | undefined): string {
  const value = url ?? '';
  const query = value.indexOf('?');
  return query === -1 ? value : value.slice(0, query);
}

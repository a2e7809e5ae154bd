/**
 * The desk's inbox query, written once for both SQL dialects: the WHERE clause of a DeskQuery with
 * its parameters. Source and campaign are computed from the stored attribution JSON exactly as
 * touchSource() and the report do (last touch, else first), so a filter finds what the report counts.
 */
import { CLICK_ID_KEYS } from '../../lib/attribution';
import { DIRECT, NONE } from '../attribution';
import type { DeskQuery } from './types';

export type Dialect = 'sqlite' | 'postgres';

const CLICK_ID_PLATFORMS: readonly [string, readonly (typeof CLICK_ID_KEYS)[number][]][] = [
  ['google', ['gclid', 'gbraid', 'wbraid']],
  ['facebook', ['fbclid']],
  ['bing', ['msclkid']],
];

/** SQL reading one key of the enquiry's counted touch (alias `e` for enquiries). */
function touchField(dialect: Dialect, key: string): string {
  if (dialect === 'postgres') return `(COALESCE(e.attribution::jsonb -> 'last', e.attribution::jsonb -> 'first') ->> '${key}')`;
  // json_valid: a row damaged by hand reads as no attribution rather than failing the whole list.
  return `(CASE WHEN json_valid(e.attribution) THEN json_extract(COALESCE(json_extract(e.attribution, '$.last'), json_extract(e.attribution, '$.first')), '$.${key}') END)`;
}

export function sourceSql(dialect: Dialect): string {
  const field = (key: string) => touchField(dialect, key);
  const platforms = CLICK_ID_PLATFORMS.map(([platform, keys]) => `WHEN ${keys.map((key) => `${field(key)} IS NOT NULL`).join(' OR ')} THEN '${platform}'`).join(' ');
  return `COALESCE(${field('utm_source')}, CASE ${platforms} END, ${field('referrer_host')}, '${DIRECT}')`;
}

export function campaignSql(dialect: Dialect): string {
  return `COALESCE(${touchField(dialect, 'utm_campaign')}, '${NONE}')`;
}

/** LIKE pattern matching `text` literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The WHERE clause (empty or starting with WHERE) and its parameters, placeholders numbered from 1. */
export function deskWhere(dialect: Dialect, query: DeskQuery): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return dialect === 'postgres' ? `$${params.length}` : '?';
  };
  const conditions: string[] = [];
  const search = query.search?.trim();
  if (search) {
    const like = dialect === 'postgres' ? 'ILIKE' : 'LIKE';
    const pattern = containsPattern(search);
    conditions.push(`(${['e.name', 'e.email', 'e.message'].map((column) => `${column} ${like} ${param(pattern)} ESCAPE '\\'`).join(' OR ')})`);
  }
  if (query.status !== undefined) {
    // Written so that the planner can use the status index for every status but New.
    conditions.push(query.status === 'new' ? "(s.status IS NULL OR s.status = 'new')" : `s.status = ${param(query.status)}`);
  }
  if (query.source !== undefined) conditions.push(`${sourceSql(dialect)} = ${param(query.source)}`);
  if (query.campaign !== undefined) conditions.push(`${campaignSql(dialect)} = ${param(query.campaign)}`);
  if (query.from !== undefined) conditions.push(`e.created_at >= ${param(query.from)}`);
  if (query.to !== undefined) conditions.push(`e.created_at < ${param(query.to)}`);
  return { where: conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`, params };
}

export const DESK_FROM = 'FROM enquiries e LEFT JOIN enquiry_status s ON s.enquiry_id = e.id';

/** The report's rows: enquiries in [from, to) counted per day, source, campaign and status. */
export function deskReportSql(dialect: Dialect): string {
  const count = dialect === 'postgres' ? 'COUNT(*)::int' : 'COUNT(*)';
  const range = dialect === 'postgres' ? 'e.created_at >= $1 AND e.created_at < $2' : 'e.created_at >= ? AND e.created_at < ?';
  return `SELECT substr(e.created_at, 1, 10) AS day, ${sourceSql(dialect)} AS source, ${campaignSql(dialect)} AS campaign, COALESCE(s.status, 'new') AS status, ${count} AS n
    ${DESK_FROM} WHERE ${range} GROUP BY 1, 2, 3, 4`;
}

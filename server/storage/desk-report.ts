/**
 * The desk's campaign report, computed from the enquiries in a date range: enquiries per week by
 * source and by campaign, and the won rate by campaign. Source and campaign follow the CLI's report
 * (server/attribution.ts) with the last touch, so both tools count alike; the database counts them
 * per day (desk-sql.ts), and the weeks are added up here.
 */
import { NONE, touchSource } from '../attribution';
import { parseAttributionColumn } from '../enquiries';
import type { DeskListItem, EnquiryStatus } from './types';

const DAY_MS = 86_400_000;
/** At most this many weeks in one report (about four years): a chart wider than that is unreadable. */
export const MAX_REPORT_WEEKS = 210;

export interface DeskReportRange {
  /** ISO, inclusive. */
  from: string;
  /** ISO, exclusive. */
  to: string;
}

/** Enquiries counted by day (YYYY-MM-DD, UTC), source, campaign and status, as the database groups them. */
export interface DeskReportRow {
  day: string;
  source: string;
  campaign: string;
  status: EnquiryStatus;
  n: number;
}

export interface WeeklySeries {
  value: string;
  /** One count per entry of `weeks`. */
  counts: number[];
  total: number;
}

export interface WonRate {
  campaign: string;
  total: number;
  won: number;
  /** won / total, 0 to 1. */
  rate: number;
}

export interface DeskReport extends DeskReportRange {
  total: number;
  /** Monday (UTC) of each week in the range, YYYY-MM-DD, oldest first. */
  weeks: string[];
  bySource: WeeklySeries[];
  byCampaign: WeeklySeries[];
  /** Most enquiries first. */
  wonByCampaign: WonRate[];
}

/** The Monday (UTC) that starts the week of an ISO time. */
export function weekStart(iso: string): string {
  const date = new Date(iso);
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

function weeksBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  const last = weekStart(new Date(Date.parse(to) - 1).toISOString());
  for (let week = weekStart(from); week <= last && weeks.length < MAX_REPORT_WEEKS;) {
    weeks.push(week);
    week = new Date(Date.parse(`${week}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);
  }
  return weeks;
}

/** Source and campaign of a stored attribution: the last touch, or the first when there is no last. */
export function sourceAndCampaign(attributionText: string | null): { source: string; campaign: string } {
  const attribution = parseAttributionColumn(attributionText);
  const touch = attribution?.last ?? attribution?.first;
  return { source: touchSource(touch), campaign: touch?.utm_campaign ?? NONE };
}

/** A page row as the inbox query returns it; `matches` (filtered queries) is the number of matches. */
export interface DeskPageRow {
  id: string;
  created_at: string;
  name: string;
  email: string;
  status: EnquiryStatus;
  attribution: string | null;
  matches?: number;
}

export function deskListItem({ id, created_at, name, email, status, attribution }: DeskPageRow): DeskListItem {
  return { id, created_at, name, email, status, ...sourceAndCampaign(attribution) };
}

export function buildDeskReport(rows: readonly DeskReportRow[], range: DeskReportRange): DeskReport {
  const weeks = weeksBetween(range.from, range.to);
  const index = new Map(weeks.map((week, i) => [week, i]));
  const sources = new Map<string, number[]>();
  const campaigns = new Map<string, number[]>();
  const won = new Map<string, { total: number; won: number }>();
  const add = (series: Map<string, number[]>, value: string, week: number, n: number): void => {
    let counts = series.get(value);
    if (counts === undefined) {
      counts = weeks.map(() => 0);
      series.set(value, counts);
    }
    counts[week] = (counts[week] ?? 0) + n;
  };
  let total = 0;
  for (const { day, source, campaign, status, n } of rows) {
    const week = index.get(weekStart(`${day}T00:00:00.000Z`));
    if (week === undefined) continue;
    total += n;
    add(sources, source, week, n);
    add(campaigns, campaign, week, n);
    const rate = won.get(campaign) ?? { total: 0, won: 0 };
    rate.total += n;
    if (status === 'won') rate.won += n;
    won.set(campaign, rate);
  }
  const series = (map: Map<string, number[]>): WeeklySeries[] =>
    [...map]
      .map(([value, counts]) => ({ value, counts, total: counts.reduce((sum, count) => sum + count, 0) }))
      .sort((a, b) => b.total - a.total || a.value.localeCompare(b.value));
  return {
    ...range,
    total,
    weeks,
    bySource: series(sources),
    byCampaign: series(campaigns),
    wonByCampaign: [...won]
      .map(([campaign, counts]) => ({ campaign, ...counts, rate: counts.won / counts.total }))
      .sort((a, b) => b.total - a.total || a.campaign.localeCompare(b.campaign)),
  };
}

/**
 * Reading enquiries back out for staff (scripts/enquiries.ts). CSV output is meant to be opened in
 * a spreadsheet, so cells are guarded against formula injection as well as properly quoted.
 */
import { ATTRIBUTION_COLUMNS, attributionCells, REPORT_SECTIONS, type AttributionReport } from './attribution';
import { ENQUIRY_COLUMNS, type StoredEnquiry } from './enquiries';
import type { EnquiryStatus } from './storage/types';
import { ENQUIRY_PACKAGE_NAMES } from '../lib/enquiry/packages';

/** The stored columns a cell shows as they are; the package (by name) and the attribution (flattened) are written below. */
type PlainColumn = Exclude<(typeof ENQUIRY_COLUMNS)[number], 'attribution' | 'package'>;
export const EXPORT_COLUMNS = ENQUIRY_COLUMNS.filter((column): column is PlainColumn => column !== 'attribution' && column !== 'package');
/** Every CSV column: the stored fields, the package's name ('' for none), the desk's status, then the attribution flattened (first_utm_source … last_at). */
export const CSV_COLUMNS = [...EXPORT_COLUMNS, 'package', 'status', ...ATTRIBUTION_COLUMNS] as const;

/**
 * One CSV cell, always quoted (RFC 4180), so that no list separator inside it splits it: Excel
 * with a semicolon separator (most of continental Europe) and tab-splitting imports included.
 * A value a spreadsheet would evaluate is prefixed with a quote, per OWASP's advice: one starting
 * with = + - @ (or a tab/CR that some apps strip before evaluating), and likewise every segment
 * that starts so after a `,` `;` tab or line break, for an import that splits cells on those
 * regardless of quotes.
 */
export function csvCell(value: string): string {
  const leading = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const guarded = leading.replace(/([,;\t\r\n][ \t]*)(?=[=+\-@])/g, "$1'");
  return `"${guarded.replace(/"/g, '""')}"`;
}

/** `statuses` holds every status other than New (Storage.listStatuses). */
export function toCsv(rows: readonly StoredEnquiry[], statuses: ReadonlyMap<string, EnquiryStatus> = new Map()): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const cells = { ...row, package: row.package ? ENQUIRY_PACKAGE_NAMES[row.package] : '', status: statuses.get(row.id) ?? 'new', ...attributionCells(row.attribution) };
    lines.push(CSV_COLUMNS.map((column) => csvCell(cells[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The campaign report as CSV: one line per counted value. */
export function reportToCsv(report: AttributionReport): string {
  const lines = ['dimension,value,count'];
  for (const [key, dimension] of REPORT_SECTIONS) {
    for (const { value, count } of report[key]) lines.push([dimension, csvCell(value), String(count)].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Parses --since: a date (taken as midnight UTC) or a full ISO date-time.
 * Returns the ISO string stored rows are compared with, or null when unparseable.
 */
export function parseSince(value: string): string | null {
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

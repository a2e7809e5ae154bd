/**
 * Reads enquiries back from the receiver's database: PostgreSQL when DATABASE_URL is set, else the
 * SQLite file in DATA_DIR (default ./data), exactly as the receiver chooses.
 *
 *   npm run enquiries -- list   [--since DATE] [--limit N] [--format table|csv|json]
 *   npm run enquiries -- export [--since DATE] [--format csv|json]      (csv by default)
 *   npm run enquiries -- report --since DATE [--touch first|last] [--format table|csv|json]
 *   npm run enquiries -- outbox [--status pending|delivered|failed]
 *   npm run enquiries -- retry-failed
 *
 * Safe to run while the receiver is running (SQLite WAL: readers never block the writer; PostgreSQL:
 * ordinary transactions).
 *
 * Stored text came from visitors. Everything printed for people shows control, bidi and zero-width
 * characters as escapes (`\x1b`, `\u202e`) so none can act on the terminal; JSON keeps the data
 * with those characters escaped, and CSV keeps it as it is unless it is printed to a terminal.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { escapeUnsafeInJson, showUnsafeCharacters } from '../lib/enquiry/characters';
import { buildReport, describeTouch, REPORT_SECTIONS, type AttributionReport } from '../server/attribution';
import { ENQUIRY_PACKAGE_NAMES } from '../lib/enquiry/packages';
import { databasePath, openOrExit } from '../server/db';
import type { StoredEnquiry } from '../server/enquiries';
import { parseSince, reportToCsv, toCsv } from '../server/export';
import { redactUrlCredentials } from '../server/outbox';
import { openStorage, type OutboxRow, type Storage } from '../server/storage';

const USAGE = `Usage: npm run enquiries -- <command> [options]

Commands:
  list          recent enquiries, one per line (or --format csv|json)
  export        every enquiry with all stored fields and its desk status, to stdout (--format csv|json, default csv)
  report        enquiries counted by source, campaign and landing page (needs --since)
  outbox        staff notifications and their delivery state
  retry-failed  give notifications that ran out of attempts another full set

Options:
  --since DATE   only enquiries received on or after DATE (YYYY-MM-DD, UTC, or an ISO date-time)
  --limit N      at most N enquiries, N up to 1000000000 (list only)
  --format F     table, csv or json
  --status S     pending, delivered or failed (outbox only)
  --touch T      first or last: which touch the report counts (default last)

Environment:
  DATABASE_URL   the receiver's PostgreSQL database, when it uses one
  DATA_DIR       otherwise, the folder holding enquiries.db (default ./data)`;

/** The largest --limit: far more than any listing needs, and exact as a number. */
const MAX_LIMIT = 1_000_000_000;

/** Shorthand: every value printed for people goes through this. */
const show = (value: string): string => showUnsafeCharacters(value);

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

/** A table cell: whitespace runs become one space, long text is cut, unsafe characters are shown. */
function cell(value: string, max = Number.MAX_SAFE_INTEGER): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return show(flat.length > max ? `${flat.slice(0, max - 1)}…` : flat);
}

/** The attribution under an enquiry's line, indented; nothing when it carried none. */
function attributionLines(row: StoredEnquiry): string[] {
  const { attribution } = row;
  if (attribution === null) return [];
  return (['first', 'last'] as const).flatMap((name) => {
    const touch = attribution[name];
    return touch ? [`    ${name}: ${cell(describeTouch(touch), 200)}`] : [];
  });
}

/** The package line under an enquiry's line; nothing when the visitor chose none. */
function packageLines(row: StoredEnquiry): string[] {
  return row.package ? [`    package: ${ENQUIRY_PACKAGE_NAMES[row.package]}`] : [];
}

function table(rows: readonly StoredEnquiry[]): string {
  if (rows.length === 0) return 'No enquiries.';
  return rows
    .flatMap((row) => [
      [cell(row.created_at), cell(row.id.slice(0, 8)), cell(row.name, 30), cell(row.email), cell(row.phone) || '-', cell(row.message, 60)].join('  '),
      ...packageLines(row),
      ...attributionLines(row),
    ])
    .join('\n');
}

function reportTable(report: AttributionReport): string {
  const lines = [`Enquiries received since ${report.since}: ${report.total} (${report.without_attribution} without attribution; counted by ${report.touch} touch)`];
  for (const [key, dimension] of REPORT_SECTIONS) {
    const rows = report[key];
    const width = Math.max(5, ...rows.map((row) => String(row.count).length));
    lines.push('', `By ${dimension.replace('_', ' ')}`, `  ${'count'.padStart(width)}  ${dimension}`);
    for (const row of rows) lines.push(`  ${String(row.count).padStart(width)}  ${cell(row.value, 80)}`);
  }
  return lines.join('\n');
}

function outboxTable(rows: readonly OutboxRow[]): string {
  if (rows.length === 0) return 'No notifications.';
  return rows
    .map((row) =>
      [
        `#${row.id}`,
        cell(row.channel),
        cell(row.status),
        `attempts=${row.attempts}`,
        cell(row.enquiry_id.slice(0, 8)),
        row.last_error ? cell(redactUrlCredentials(row.last_error), 80) : '',
      ].join('  '),
    )
    .join('\n');
}

function json(value: unknown): string {
  return `${escapeUnsafeInJson(JSON.stringify(value, null, 2))}\n`;
}

/** CSV keeps the data exactly for a file or a pipe; read on a terminal, it is shown safely. */
function csv(text: string): string {
  return process.stdout.isTTY ? showUnsafeCharacters(text, { keepLayout: true }) : text;
}

/** The receiver's storage; a missing SQLite file is not created here, as it would hold nothing. */
async function open(): Promise<Storage> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || null;
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || 'data');
  if (databaseUrl === null) {
    const file = databasePath(dataDir);
    if (!fs.existsSync(file)) {
      console.error(
        `No enquiry database at ${show(file)}. The receiver creates it when it first starts; set DATA_DIR if it lives elsewhere, or DATABASE_URL for PostgreSQL.`,
      );
      process.exit(1);
    }
  }
  return openOrExit(() => openStorage({ dataDir, databaseUrl }, { poolSize: 2 }));
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      limit: { type: 'string' },
      format: { type: 'string' },
      status: { type: 'string' },
      touch: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || command === undefined) {
    console.log(USAGE);
    return;
  }

  const storage = await open();

  try {
    const since = values.since === undefined ? undefined : (parseSince(values.since) ?? fail(`--since "${show(values.since)}" is not a date`));
    switch (command) {
      case 'list':
      case 'export': {
        const format = values.format ?? (command === 'list' ? 'table' : 'csv');
        if (!['table', 'csv', 'json'].includes(format) || (command === 'export' && format === 'table')) {
          fail(`--format must be ${command === 'list' ? 'table, csv or json' : 'csv or json'}`);
        }
        let limit: number | undefined;
        if (values.limit !== undefined) {
          if (command !== 'list' || !/^\d+$/.test(values.limit)) fail('--limit takes a whole number, with list');
          limit = Number(values.limit);
          // A number beyond this is no limit at all, and one beyond 2^53 reaches the database as a float.
          if (limit > MAX_LIMIT) fail(`--limit must be at most ${MAX_LIMIT} (got ${show(values.limit)})`);
        }
        const rows = await storage.listEnquiries({ since, limit });
        // The desk's status (New unless staff changed it) goes with every exported row.
        const statuses = format === 'table' ? new Map() : await storage.listStatuses();
        if (format === 'csv') process.stdout.write(csv(toCsv(rows, statuses)));
        else if (format === 'json') process.stdout.write(json(rows.map((row) => ({ ...row, status: statuses.get(row.id) ?? 'new' }))));
        else console.log(table(rows));
        break;
      }
      case 'report': {
        if (since === undefined) fail('report needs --since DATE');
        const format = values.format ?? 'table';
        if (format !== 'table' && format !== 'csv' && format !== 'json') fail('--format must be table, csv or json');
        const touch = values.touch ?? 'last';
        if (touch !== 'first' && touch !== 'last') fail('--touch must be first or last');
        const report = buildReport(await storage.listEnquiries({ since }), since, touch);
        if (format === 'csv') process.stdout.write(csv(reportToCsv(report)));
        else if (format === 'json') process.stdout.write(json(report));
        else console.log(reportTable(report));
        break;
      }
      case 'outbox': {
        const status = values.status;
        if (status !== undefined && status !== 'pending' && status !== 'delivered' && status !== 'failed') {
          fail('--status must be pending, delivered or failed');
        }
        // Rows stored before the receiver removed credentials from errors are shown without them too.
        const rows = (await storage.listOutbox(status)).map((row) => ({ ...row, last_error: row.last_error === null ? null : redactUrlCredentials(row.last_error) }));
        if (values.format === 'json') process.stdout.write(json(rows));
        else console.log(outboxTable(rows));
        break;
      }
      case 'retry-failed': {
        const count = await storage.retryFailed(Date.now());
        console.log(`${count} notification(s) queued again; a running receiver sends them within its poll interval.`);
        break;
      }
      default:
        fail(`Unknown command "${show(command)}"`);
    }
  } finally {
    await storage.close();
  }
}

void main();

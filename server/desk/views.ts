/**
 * The desk's pages, rendered on the server. No inline script or style: the CSP allows only the
 * desk's own /desk/assets/ files. The script is an enhancement (copying a link); every task works
 * with plain forms and links.
 */
import { TOUCH_KEYS } from '../../lib/attribution';
import { ENQUIRY_PACKAGE_NAMES } from '../../lib/enquiry/packages';
import type { StoredTouch } from '../../lib/enquiry/schema';
import type { DeskReport, WeeklySeries } from '../storage/desk-report';
import type { DeskEnquiry, DeskListItem, EnquiryStatus } from '../storage/types';
import { ENQUIRY_STATUSES } from '../storage/types';
import { esc, html, Html } from './html';

export const STATUS_LABELS: Readonly<Record<EnquiryStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

export interface Viewer {
  email: string;
  csrf: string;
}

type Section = 'inbox' | 'report' | 'links' | null;

export function layout(options: { title: string; viewer: Viewer | null; section: Section; body: Html }): string {
  const { title, viewer, section, body } = options;
  const link = (href: string, label: string, name: Section) => html`<li><a href="${href}"${section === name ? new Html(' aria-current="page"') : ''}>${label}</a></li>`;
  const nav = viewer
    ? html`<nav aria-label="Desk"><ul>${link('/desk/', 'Inbox', 'inbox')}${link('/desk/report', 'Report', 'report')}${link('/desk/links', 'Link builder', 'links')}</ul></nav>
      <form method="post" action="/desk/auth/sign-out" class="sign-out"><span class="who">Signed in as ${viewer.email}</span>
        <input type="hidden" name="_csrf" value="${viewer.csrf}"><button type="submit">Sign out</button></form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${esc(title)} | Staff desk</title>
<link rel="stylesheet" href="/desk/assets/desk.css">
<script src="/desk/assets/desk.js" defer></script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top"><p class="brand">Staff desk</p>${nav}</header>
<main id="main">
${body}
</main>
</body>
</html>
`;
}

export function messagePage(title: string, message: string, viewer: Viewer | null = null, extra: Html = html``): string {
  return layout({ title, viewer, section: null, body: html`<h1>${title}</h1><p>${message}</p>${extra}` });
}

function statusSelect(id: string, name: string, selected: EnquiryStatus | '', withAny: boolean): Html {
  return html`<select id="${id}" name="${name}">${withAny ? html`<option value="">Any</option>` : ''}${ENQUIRY_STATUSES.map(
    (status) => html`<option value="${status}"${status === selected ? new Html(' selected') : ''}>${STATUS_LABELS[status]}</option>`,
  )}</select>`;
}

export interface InboxFilters {
  search: string;
  status: EnquiryStatus | '';
  source: string;
  campaign: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

function when(iso: string): string {
  return iso
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC')
    .replace(/Z$/, ' UTC');
}

export function inboxPage(viewer: Viewer, filters: InboxFilters, result: { rows: DeskListItem[]; total: number }, page: number, pageSize: number): string {
  const pages = Math.max(1, Math.ceil(result.total / pageSize));
  const query = (target: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
    if (target > 1) params.set('page', String(target));
    const text = params.toString();
    return text ? `/desk/?${text}` : '/desk/';
  };
  const rows = result.rows.map(
    (row) => html`<tr>
      <td>${when(row.created_at)}</td>
      <td><a href="/desk/enquiries/${encodeURIComponent(row.id)}">${row.name || '(no name)'}</a></td>
      <td>${row.email}</td>
      <td><span class="status status-${row.status}">${STATUS_LABELS[row.status]}</span></td>
      <td>${row.source}</td>
      <td>${row.campaign}</td>
    </tr>`,
  );
  const body = html`<h1>Inbox</h1>
<form method="get" action="/desk/" class="filters" role="search" aria-label="Filter enquiries">
  <div><label for="search">Search</label><input id="search" name="search" type="search" value="${filters.search}" placeholder="Name, e-mail or message"></div>
  <div><label for="filter-status">Filter by status</label>${statusSelect('filter-status', 'status', filters.status, true)}</div>
  <div><label for="source">Source</label><input id="source" name="source" value="${filters.source}"></div>
  <div><label for="campaign">Campaign</label><input id="campaign" name="campaign" value="${filters.campaign}"></div>
  <div><label for="from">Received from</label><input id="from" name="from" type="date" value="${filters.from}"></div>
  <div><label for="to">Received until</label><input id="to" name="to" type="date" value="${filters.to}"></div>
  <div class="actions"><button type="submit">Apply</button> <a href="/desk/">Clear</a></div>
</form>
<p aria-live="polite">${result.total === 1 ? '1 enquiry' : `${result.total} enquiries`}${pages > 1 ? `, page ${page} of ${pages}` : ''}</p>
${
  result.rows.length === 0
    ? html`<p>No enquiries match.</p>`
    : html`<div class="table-wrap" role="region" aria-label="Enquiries" tabindex="0"><table class="numbers">
  <caption class="visually-hidden">Enquiries, newest first</caption>
  <thead><tr><th scope="col">Received</th><th scope="col">Name</th><th scope="col">E-mail</th><th scope="col">Status</th><th scope="col">Source</th><th scope="col">Campaign</th></tr></thead>
  <tbody>${rows}</tbody>
</table></div>`
}
${
  pages > 1
    ? html`<nav aria-label="Pages" class="pager">${page > 1 ? html`<a href="${query(page - 1)}" rel="prev">Previous page</a>` : ''} ${
        page < pages ? html`<a href="${query(page + 1)}" rel="next">Next page</a>` : ''
      }</nav>`
    : ''
}`;
  return layout({ title: 'Inbox', viewer, section: 'inbox', body });
}

function touchTable(caption: string, touch: StoredTouch | undefined): Html {
  if (touch === undefined) return html`<h3>${caption}</h3><p>None recorded.</p>`;
  const rows = TOUCH_KEYS.flatMap((key) => (touch[key] === undefined ? [] : [html`<tr><th scope="row">${key}</th><td>${touch[key]}</td></tr>`]));
  return html`<h3>${caption}</h3><table class="pairs"><tbody>${rows}</tbody></table>`;
}

export function enquiryPage(viewer: Viewer, detail: DeskEnquiry, saved: 'status' | 'note' | null): string {
  const { enquiry, outbox, history, status } = detail;
  const field = (label: string, value: Html | string) => html`<dt>${label}</dt><dd>${value}</dd>`;
  const historyItems = history.map((entry) =>
    entry.action === 'status'
      ? html`<li><time datetime="${entry.at}">${when(entry.at)}</time>: ${entry.actor} set the status to ${STATUS_LABELS[entry.detail as EnquiryStatus] ?? entry.detail}${
          entry.previous ? ` (was ${STATUS_LABELS[entry.previous]})` : ''
        }</li>`
      : html`<li><time datetime="${entry.at}">${when(entry.at)}</time>: ${entry.actor} added a note: <q class="note">${entry.detail}</q></li>`,
  );
  const body = html`<p><a href="/desk/">Back to the inbox</a></p>
<h1>Enquiry from ${enquiry.name || '(no name)'}</h1>
${saved ? html`<p class="saved" role="status">${saved === 'status' ? 'Status saved.' : 'Note added.'}</p>` : ''}
<div class="columns">
<section aria-labelledby="details-heading">
<h2 id="details-heading">Details</h2>
<dl class="fields">
  ${field('Received', when(enquiry.created_at))}
  ${field('Name', enquiry.name)}
  ${field('E-mail', enquiry.email)}
  ${field('Phone', enquiry.phone || '(none)')}
          ${field('Package', enquiry.package ? ENQUIRY_PACKAGE_NAMES[enquiry.package] : '(not chosen)')}
  ${field('Message', html`<div class="message">${enquiry.message}</div>`)}
  ${field('Page', html`<span class="url">${enquiry.page_url}</span>`)}
  ${field('Browser', enquiry.user_agent || '(none)')}
  ${field('Enquiry id', enquiry.id)}
</dl>
<h2>Attribution</h2>
${touchTable('First touch', enquiry.attribution?.first)}
${touchTable('Last touch', enquiry.attribution?.last)}
<h2>Notifications</h2>
${
  outbox.length === 0
    ? html`<p>No notifications were owed for this enquiry.</p>`
    : html`<table><thead><tr><th scope="col">Channel</th><th scope="col">State</th><th scope="col">Attempts</th><th scope="col">Delivered</th><th scope="col">Last error</th></tr></thead><tbody>${outbox.map(
        (row) =>
          html`<tr><td>${row.channel}</td><td>${row.status}</td><td>${row.attempts}</td><td>${row.delivered_at ? when(row.delivered_at) : '-'}</td><td>${row.last_error ?? '-'}</td></tr>`,
      )}</tbody></table>`
}
</section>
<section aria-labelledby="work-heading">
<h2 id="work-heading">Follow-up</h2>
<form method="post" action="/desk/enquiries/${encodeURIComponent(enquiry.id)}/status" class="stack">
  <input type="hidden" name="_csrf" value="${viewer.csrf}">
  <label for="status">Status</label>
  ${statusSelect('status', 'status', status, false)}
  <button type="submit">Save status</button>
</form>
<form method="post" action="/desk/enquiries/${encodeURIComponent(enquiry.id)}/notes" class="stack">
  <input type="hidden" name="_csrf" value="${viewer.csrf}">
  <label for="note">Note</label>
  <textarea id="note" name="note" rows="4" maxlength="4000" required></textarea>
  <button type="submit">Add note</button>
</form>
<h2>History</h2>
${history.length === 0 ? html`<p>No changes yet.</p>` : html`<ol class="history">${historyItems}</ol>`}
</section>
</div>`;
  return layout({ title: `Enquiry from ${enquiry.name}`, viewer, section: 'inbox', body });
}

/** Colour-blind-safe palette (Okabe and Ito), darkened where needed for contrast on white. */
const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#8a6d00', '#56B4E9', '#000000', '#999999'];
const MAX_SERIES = 7;

/** The largest series, and the rest added up as "Other", so a chart stays readable. */
export function topSeries(series: readonly WeeklySeries[], weeks: number): WeeklySeries[] {
  if (series.length <= MAX_SERIES + 1) return [...series];
  const kept = series.slice(0, MAX_SERIES);
  const counts = Array.from({ length: weeks }, (_, week) => series.slice(MAX_SERIES).reduce((sum, item) => sum + (item.counts[week] ?? 0), 0));
  return [...kept, { value: 'Other', counts, total: counts.reduce((sum, count) => sum + count, 0) }];
}

function chart(id: string, title: string, weeks: readonly string[], series: readonly WeeklySeries[]): Html {
  const width = 640;
  const height = 260;
  const left = 36;
  const top = 12;
  const bottom = 40;
  const plotHeight = height - top - bottom;
  const plotWidth = width - left - 8;
  const totals = weeks.map((_, week) => series.reduce((sum, item) => sum + (item.counts[week] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const step = plotWidth / Math.max(1, weeks.length);
  const bar = Math.max(2, step * 0.7);
  const y = (value: number) => top + plotHeight - (value / max) * plotHeight;
  const bars: Html[] = [];
  weeks.forEach((week, index) => {
    let base = 0;
    series.forEach((item, seriesIndex) => {
      const count = item.counts[index] ?? 0;
      if (count === 0) return;
      const x = left + index * step + (step - bar) / 2;
      bars.push(
        html`<rect x="${x.toFixed(1)}" y="${y(base + count).toFixed(1)}" width="${bar.toFixed(1)}" height="${(y(base) - y(base + count)).toFixed(1)}" fill="${COLOURS[seriesIndex % COLOURS.length]}"><title>${week}: ${item.value}, ${count}</title></rect>`,
      );
      base += count;
    });
  });
  const labelEvery = Math.ceil(weeks.length / 8);
  const labels = weeks.map((week, index) =>
    index % labelEvery === 0
      ? html`<text x="${(left + index * step + step / 2).toFixed(1)}" y="${height - bottom + 16}" text-anchor="middle" class="axis">${week.slice(5)}</text>`
      : '',
  );
  const summary = series.length === 0 ? 'No enquiries in this range.' : series.map((item) => `${item.value}: ${item.total}`).join('; ');
  const legend = html`<ul class="legend">${series.map(
    (item, index) =>
      html`<li><svg width="12" height="12" aria-hidden="true" focusable="false"><rect width="12" height="12" fill="${COLOURS[index % COLOURS.length]}"/></svg> ${item.value} (${item.total})</li>`,
  )}</ul>`;
  return html`<figure class="chart">
<svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title ${id}-desc" focusable="false">
  <title id="${id}-title">${title}</title>
  <desc id="${id}-desc">Stacked bars, one per week starting ${weeks[0] ?? ''}. Totals: ${summary}</desc>
  <line x1="${left}" y1="${top + plotHeight}" x2="${width - 8}" y2="${top + plotHeight}" class="axis-line"/>
  <text x="${left - 6}" y="${top + 4}" text-anchor="end" class="axis">${max}</text>
  <text x="${left - 6}" y="${top + plotHeight}" text-anchor="end" class="axis">0</text>
  ${bars}
  ${labels}
</svg>
<figcaption>${legend}</figcaption>
</figure>`;
}

function seriesTable(caption: string, label: string, weeks: readonly string[], series: readonly WeeklySeries[]): Html {
  return html`<div class="table-wrap" role="region" aria-label="${caption}" tabindex="0"><table class="numbers">
<caption>${caption}</caption>
<thead><tr><th scope="col">${label}</th>${weeks.map((week) => html`<th scope="col"><span class="visually-hidden">Week of </span>${week}</th>`)}<th scope="col">Total</th></tr></thead>
<tbody>${series.map((item) => html`<tr><th scope="row">${item.value}</th>${item.counts.map((count) => html`<td>${count}</td>`)}<td>${item.total}</td></tr>`)}</tbody>
</table></div>`;
}

export function reportPage(viewer: Viewer, report: DeskReport, range: { from: string; to: string }): string {
  const csvHref = `/desk/report.csv?${new URLSearchParams(range).toString()}`;
  const sources = topSeries(report.bySource, report.weeks.length);
  const campaigns = topSeries(report.byCampaign, report.weeks.length);
  const body = html`<h1>Campaign report</h1>
<form method="get" action="/desk/report" class="filters">
  <div><label for="from">From</label><input id="from" name="from" type="date" value="${range.from}" required></div>
  <div><label for="to">Until (inclusive)</label><input id="to" name="to" type="date" value="${range.to}" required></div>
  <div class="actions"><button type="submit">Show</button> <a href="${csvHref}" download>Download CSV</a></div>
</form>
<p>${report.total === 1 ? '1 enquiry' : `${report.total} enquiries`} received from ${range.from} to ${range.to}, counted by the last touch.</p>
<section>
<h2 id="by-campaign">Enquiries per week by campaign</h2>
<div class="chart-and-table">${chart('chart-campaign', 'Enquiries per week by campaign', report.weeks, campaigns)}${seriesTable('Enquiries per week by campaign', 'Campaign', report.weeks, report.byCampaign)}</div>
</section>
<section>
<h2 id="by-source">Enquiries per week by source</h2>
<div class="chart-and-table">${chart('chart-source', 'Enquiries per week by source', report.weeks, sources)}${seriesTable('Enquiries per week by source', 'Source', report.weeks, report.bySource)}</div>
</section>
<section>
<h2 id="won-rate">Won rate by campaign</h2>
${
  report.wonByCampaign.length === 0
    ? html`<p>No enquiries in this range.</p>`
    : html`<table><thead><tr><th scope="col">Campaign</th><th scope="col">Enquiries</th><th scope="col">Won</th><th scope="col">Won rate</th></tr></thead><tbody>${report.wonByCampaign.map(
        (row) => html`<tr><th scope="row">${row.campaign}</th><td>${row.total}</td><td>${row.won}</td><td>${(row.rate * 100).toFixed(1)}%</td></tr>`,
      )}</tbody></table>`
}
</section>`;
  return layout({ title: 'Report', viewer, section: 'report', body });
}

export const UTM_FIELDS = [
  ['utm_source', 'Source (utm_source)', 'google'],
  ['utm_medium', 'Medium (utm_medium)', 'cpc'],
  ['utm_campaign', 'Campaign (utm_campaign)', 'spring-memoir'],
  ['utm_term', 'Term (utm_term)', ''],
  ['utm_content', 'Content (utm_content)', ''],
] as const;

export function linksPage(viewer: Viewer, options: { origin: string; pages: readonly string[]; page: string; values: Record<string, string>; url: string }): string {
  const body = html`<h1>Link builder</h1>
<p>Pick a landing page, fill in the campaign fields and copy the tagged link into the ad or the e-mail.</p>
<form method="get" action="/desk/links" class="stack" id="link-builder" data-origin="${options.origin}">
  <label for="page">Landing page</label>
  <select id="page" name="page">${options.pages.map((path) => html`<option value="${path}"${path === options.page ? new Html(' selected') : ''}>${path}</option>`)}</select>
  ${UTM_FIELDS.map(
    ([name, label, example]) =>
      html`<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${options.values[name] ?? ''}"${example ? html` placeholder="${example}"` : ''}${
        name === 'utm_source' || name === 'utm_campaign' ? new Html(' required') : ''
      }>`,
  )}
  <button type="submit">Build link</button>
</form>
<label for="tagged-url">Tagged link</label>
<div class="copy-row"><input id="tagged-url" readonly value="${options.url}"><button type="button" id="copy-url" hidden>Copy link</button></div>
<p id="copy-result" role="status"></p>`;
  return layout({ title: 'Link builder', viewer, section: 'links', body });
}

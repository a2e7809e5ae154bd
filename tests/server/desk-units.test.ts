/** The desk's pure pieces: escaping, the allow list, sessions, the report's weeks, range and CSV. */
import { describe, expect, it } from 'vitest';

import { isAllowedEmail } from '../../server/desk/config';
import { html } from '../../server/desk/html';
import { deskReportCsv, reportRange } from '../../server/desk/index';
import { createSealer, MAX_SESSION_MS, readSession } from '../../server/desk/session';
import { inboxPage, topSeries } from '../../server/desk/views';
import { buildDeskReport, weekStart } from '../../server/storage/desk-report';

describe('desk escaping', () => {
  it('escapes every interpolation, in text and in attributes, unless it is markup the desk built', () => {
    const hostile = `"><img src=x onerror=alert(1)>'&`;
    expect(html`<p title="${hostile}">${hostile}</p>`.value).toBe(
      '<p title="&#34;&#62;&#60;img src=x onerror=alert(1)&#62;&#39;&#38;">&#34;&#62;&#60;img src=x onerror=alert(1)&#62;&#39;&#38;</p>',
    );
    expect(html`<div>${html`<b>${hostile}</b>`}</div>`.value).toBe('<div><b>&#34;&#62;&#60;img src=x onerror=alert(1)&#62;&#39;&#38;</b></div>');
  });

  it('renders the inbox with visitor text escaped everywhere it appears', () => {
    const page = inboxPage(
      { email: 'sam@example.com', csrf: 'token' },
      { search: '"><script>', status: '', source: '', campaign: '', from: '', to: '' },
      {
        total: 1,
        rows: [
          { id: 'id', created_at: '2026-01-01T00:00:00.000Z', name: '<script>x</script>', email: 'e@x.co', status: 'new', source: '<i>s</i>', campaign: '<u>c</u>' },
        ],
      },
      1,
      50,
    );
    expect(page).not.toMatch(/<script>x|<i>s|<u>c|"><script>/);
    expect(page).toContain('&#60;script&#62;x&#60;/script&#62;');
  });
});

describe('desk allow list', () => {
  const allowed = ['sam@example.com', '@staff.example'];
  it('admits listed addresses and whole domains, in any case', () => {
    expect(isAllowedEmail(allowed, 'Sam@Example.com')).toBe(true);
    expect(isAllowedEmail(allowed, 'anyone@STAFF.example')).toBe(true);
  });
  it('refuses everything else, including look-alike domains and subdomains', () => {
    expect(isAllowedEmail(allowed, 'sam@example.com.evil.test')).toBe(false);
    expect(isAllowedEmail(allowed, 'x@sub.staff.example')).toBe(false);
    expect(isAllowedEmail(allowed, 'x@evilstaff.example')).toBe(false);
    expect(isAllowedEmail(allowed, '@staff.example')).toBe(false);
    expect(isAllowedEmail(allowed, '')).toBe(false);
  });
});

describe('desk sessions', () => {
  const sealer = createSealer('a-secret-of-at-least-thirty-two-characters');
  const now = Date.parse('2026-01-01T12:00:00.000Z');
  const session = (createdAt: number, lastSeenAt: number) => sealer.seal('session', { id: 'i', email: 'a@b.co', csrf: 'c', createdAt, lastSeenAt });
  it('opens a recent session and refuses an idle, too old, future-dated or malformed one', () => {
    expect(readSession(sealer, session(now - 60_000, now - 60_000), now, 30 * 60_000)).toMatchObject({ email: 'a@b.co' });
    expect(readSession(sealer, session(now - 60_000, now - 31 * 60_000), now, 30 * 60_000)).toBeNull();
    expect(readSession(sealer, session(now - MAX_SESSION_MS - 1, now), now, 30 * 60_000)).toBeNull();
    expect(readSession(sealer, session(now, now + 3_600_000), now, 30 * 60_000)).toBeNull();
    expect(readSession(sealer, sealer.seal('session', { email: 'a@b.co' }), now, 30 * 60_000)).toBeNull();
    expect(readSession(sealer, 'not a cookie', now, 30 * 60_000)).toBeNull();
    expect(readSession(sealer, undefined, now, 30 * 60_000)).toBeNull();
  });
});

describe('desk report', () => {
  it('starts weeks on Monday, UTC', () => {
    expect(weekStart('2026-01-05T00:00:00.000Z')).toBe('2026-01-05');
    expect(weekStart('2026-01-11T23:59:59.999Z')).toBe('2026-01-05');
    expect(weekStart('2026-01-12T00:00:00.000Z')).toBe('2026-01-12');
    expect(weekStart('2026-01-01T10:00:00.000Z')).toBe('2025-12-29');
  });

  it('takes the last twelve weeks by default, puts dates in order and bounds the range', () => {
    const now = Date.parse('2026-03-31T15:00:00.000Z');
    expect(reportRange({}, now)).toEqual({ from: '2026-01-07', to: '2026-03-31' });
    expect(reportRange({ from: '2026-03-01', to: '2026-02-01' }, now)).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    expect(reportRange({ from: 'yesterday', to: '2026-02-30x' }, now)).toEqual({ from: '2026-01-07', to: '2026-03-31' });
    expect(reportRange({ from: '1990-01-01', to: '2026-03-31' }, now).from > '2021-01-01').toBe(true);
  });

  it('writes CSV through the CLI formula guard', () => {
    const report = buildDeskReport(
      [
        { day: '2026-01-05', source: '@evil', campaign: '=HYPERLINK("http://x")', status: 'won', n: 2 },
        { day: '2026-01-06', source: 'google', campaign: 'plain, with comma', status: 'new', n: 1 },
      ],
      { from: '2026-01-05T00:00:00.000Z', to: '2026-01-12T00:00:00.000Z' },
    );
    const csv = deskReportCsv(report);
    expect(csv).toContain(`campaign,"'=HYPERLINK(""http://x"")",2026-01-05,2,,`);
    expect(csv).toContain(`source,"'@evil",2026-01-05,2,,`);
    expect(csv).toContain('campaign_total,"plain, with comma",,1,0,0.0000');
    expect(csv).toContain(`campaign_total,"'=HYPERLINK(""http://x"")",,2,2,1.0000`);
    expect(csv.split('\r\n')[0]).toBe('dimension,value,week_start,enquiries,won,won_rate');
  });

  it('keeps the seven largest series of a chart and adds up the rest as Other', () => {
    const series = Array.from({ length: 10 }, (_, i) => ({ value: `c${i}`, counts: [10 - i, 1], total: 11 - i }));
    const top = topSeries(series, 2);
    expect(top.map((item) => item.value)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'Other']);
    expect(top.at(-1)).toEqual({ value: 'Other', counts: [3 + 2 + 1, 3], total: 9 });
  });
});

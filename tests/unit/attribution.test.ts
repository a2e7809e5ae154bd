import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ATTRIBUTION_LIMITS,
  ATTRIBUTION_STORAGE_KEY,
  CLICK_ID_KEYS,
  UTM_KEYS,
  attributionHeadScript,
  captureAttribution,
  pageUrlForRecord,
  parseStoredAttribution,
  readAttribution,
  referrerHost,
  touchFromLanding,
} from '@/lib/attribution';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const DAY = 86_400_000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY);

/** A Map-backed Storage, or one whose every call throws (private modes, blocked storage). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

interface FakeVisit {
  href: string;
  referrer?: string;
  gpc?: boolean;
}

/** Just what captureAttribution reads from a window. */
function fakeWindow(storage: Storage | 'blocked', visit: FakeVisit): Window {
  const win = {
    location: { href: visit.href },
    document: { referrer: visit.referrer ?? '' },
    navigator: { globalPrivacyControl: visit.gpc },
  };
  Object.defineProperty(win, 'localStorage', {
    get() {
      if (storage === 'blocked') throw new DOMException('Access is denied for this document.', 'SecurityError');
      return storage;
    },
  });
  return win as unknown as Window;
}

describe('what a landing records', () => {
  it('reads every UTM field and click id, the landing path and the time', () => {
    const params = [...UTM_KEYS, ...CLICK_ID_KEYS].map((key) => `${key}=${key}-value`).join('&');
    const touch = touchFromLanding(`https://www.example.com/lp/?${params}&other=x#top`, '', NOW);
    expect(touch).toEqual({
      utm_source: 'utm_source-value',
      utm_medium: 'utm_medium-value',
      utm_campaign: 'utm_campaign-value',
      utm_term: 'utm_term-value',
      utm_content: 'utm_content-value',
      gclid: 'gclid-value',
      gbraid: 'gbraid-value',
      wbraid: 'wbraid-value',
      fbclid: 'fbclid-value',
      msclkid: 'msclkid-value',
      landing_path: '/lp/',
      at: '2026-03-01T12:00:00.000Z',
    });
  });

  it('treats each parameter alone as a touch, decoded and trimmed', () => {
    for (const key of [...UTM_KEYS, ...CLICK_ID_KEYS]) {
      expect(touchFromLanding(`https://www.example.com/?${key}=%20A%26B%20`, '', NOW)).toEqual({ [key]: 'A&B', landing_path: '/', at: NOW.toISOString() });
    }
  });

  it('keeps no query string, fragment or unknown parameter, and ignores empty values', () => {
    expect(touchFromLanding('https://www.example.com/lp/?utm_source=&email=ada@example.com', '', NOW)).toBeNull();
    const touch = touchFromLanding('https://www.example.com/lp/?gclid=abc&email=ada@example.com', '', NOW);
    expect(JSON.stringify(touch)).not.toContain('ada');
  });

  it('cuts each value to the cap the receiver enforces', () => {
    const touch = touchFromLanding(`https://www.example.com/${'p'.repeat(600)}?utm_term=${'t'.repeat(500)}&gclid=${'g'.repeat(500)}`, '', NOW);
    expect(touch?.utm_term).toHaveLength(ATTRIBUTION_LIMITS.utm_term);
    expect(touch?.gclid).toHaveLength(ATTRIBUTION_LIMITS.gclid);
    expect(touch?.landing_path).toHaveLength(ATTRIBUTION_LIMITS.landing_path);
  });

  it('counts another site as the referrer by its host only; this site or none is no touch', () => {
    expect(touchFromLanding('https://www.example.com/about/', 'https://news.example/story?id=7', NOW)).toEqual({
      referrer_host: 'news.example',
      landing_path: '/about/',
      at: NOW.toISOString(),
    });
    expect(touchFromLanding('https://www.example.com/about/', 'https://www.example.com/lp/', NOW)).toBeNull();
    expect(touchFromLanding('https://www.example.com/about/', '', NOW)).toBeNull();
    expect(referrerHost('android-app://com.google.android.gm/', 'www.example.com')).toBe('');
    expect(referrerHost('not a url', 'www.example.com')).toBe('');
  });

  it('leaves the click ids out under Global Privacy Control, keeping the campaign', () => {
    expect(touchFromLanding('https://www.example.com/lp/?utm_source=google&gclid=abc&fbclid=f', '', NOW, false)).toEqual({
      utm_source: 'google',
      landing_path: '/lp/',
      at: NOW.toISOString(),
    });
  });
});

describe('first and last touch in the browser', () => {
  it('keeps the first touch and replaces the last; browsing the site changes neither', () => {
    const storage = memoryStorage();
    captureAttribution(fakeWindow(storage, { href: 'https://www.example.com/lp/?utm_source=google&utm_campaign=memoir&gclid=abc' }), NOW);
    // A later page of the site, loaded from the landing page: not a touch.
    expect(captureAttribution(fakeWindow(storage, { href: 'https://www.example.com/about/', referrer: 'https://www.example.com/lp/' }), later(0))).toBeNull();
    const first = { utm_source: 'google', utm_campaign: 'memoir', gclid: 'abc', landing_path: '/lp/', at: NOW.toISOString() };
    expect(readAttribution(fakeWindow(storage, { href: 'https://www.example.com/' }), later(1))).toEqual({ first, last: first });

    captureAttribution(fakeWindow(storage, { href: 'https://www.example.com/blog/', referrer: 'https://news.example/' }), later(10));
    expect(readAttribution(fakeWindow(storage, { href: 'https://www.example.com/' }), later(11))).toEqual({
      first,
      last: { referrer_host: 'news.example', landing_path: '/blog/', at: later(10).toISOString() },
    });
    expect(JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? '')).toHaveProperty('first.gclid', 'abc');
  });

  it('forgets a touch 90 days after it happened', () => {
    const storage = memoryStorage();
    captureAttribution(fakeWindow(storage, { href: 'https://www.example.com/lp/?utm_source=google' }), NOW);
    captureAttribution(fakeWindow(storage, { href: 'https://www.example.com/lp/?utm_source=bing' }), later(60));
    const win = fakeWindow(storage, { href: 'https://www.example.com/' });
    expect(readAttribution(win, later(90))?.first.utm_source).toBe('google');
    // The first touch has expired; the earliest one still kept is the last.
    expect(readAttribution(win, later(91))).toEqual({ first: expect.objectContaining({ utm_source: 'bing' }), last: expect.objectContaining({ utm_source: 'bing' }) });
    expect(readAttribution(win, later(151))).toBeNull();
    expect(storage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
    // A new touch after expiry starts afresh as both first and last.
    captureAttribution(fakeWindow(storage, { href: 'https://www.example.com/?utm_source=newsletter' }), later(200));
    expect(readAttribution(win, later(200))?.first.utm_source).toBe('newsletter');
  });

  it('ignores stored data it cannot trust', () => {
    expect(parseStoredAttribution('{not json', NOW)).toBeNull();
    expect(parseStoredAttribution('null', NOW)).toBeNull();
    expect(parseStoredAttribution(JSON.stringify({ last: { utm_source: 'x' } }), NOW)).toBeNull();
    expect(parseStoredAttribution(JSON.stringify({ last: { landing_path: '/', at: 'soon' } }), NOW)).toBeNull();
    expect(parseStoredAttribution(JSON.stringify({ last: { landing_path: '/', at: '2026-03-01' } }), NOW)).toBeNull();
    expect(parseStoredAttribution(JSON.stringify({ last: { landing_path: 'lp', at: NOW.toISOString() } }), NOW)).toBeNull();
    const kept = parseStoredAttribution(
      JSON.stringify({ last: { landing_path: '/', at: NOW.toISOString(), utm_source: 7, email: 'a@b.co', gclid: 'g'.repeat(999) } }),
      NOW,
    );
    expect(kept?.last).toEqual({ landing_path: '/', at: NOW.toISOString(), gclid: 'g'.repeat(ATTRIBUTION_LIMITS.gclid) });
    expect(kept?.first).toEqual(kept?.last);
  });

  it('never throws when storage is blocked or failing: nothing is kept and nothing is sent', () => {
    for (const storage of ['blocked', throwingStorage()] as const) {
      const win = fakeWindow(storage, { href: 'https://www.example.com/lp/?utm_source=google' });
      expect(() => captureAttribution(win, NOW)).not.toThrow();
      expect(captureAttribution(win, NOW)).toBeNull();
      expect(readAttribution(win, NOW)).toBeNull();
    }
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(captureAttribution(fakeWindow(full, { href: 'https://www.example.com/lp/?utm_source=google' }), NOW)).toBeNull();
  });
});

describe('the inline head script', () => {
  const setGpc = (value: boolean | undefined) => Object.defineProperty(window.navigator, 'globalPrivacyControl', { value, configurable: true });
  /** Runs the script as the browser does, in this window (jsdom), on the given address. */
  function runHeadScript(path: string) {
    window.history.replaceState(null, '', path);
    // The page's own inline script text, run as the browser runs it.
    new Function(attributionHeadScript())();
  }

  afterEach(() => {
    setGpc(undefined);
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('records a touch by the same rules as the module: first kept, last replaced, nothing from browsing', () => {
    runHeadScript('/lp/?utm_source=google&utm_campaign=memoir&gclid=abc&email=jane%40doe.com');
    const first = readAttribution(window)?.first;
    expect(first).toEqual({ utm_source: 'google', utm_campaign: 'memoir', gclid: 'abc', landing_path: '/lp/', at: expect.any(String) });
    runHeadScript('/about/');
    expect(readAttribution(window)).toEqual({ first, last: first });
    runHeadScript('/blog/?utm_source=newsletter');
    expect(readAttribution(window)).toEqual({ first, last: { utm_source: 'newsletter', landing_path: '/blog/', at: expect.any(String) } });
  });

  it('keeps no click id under Global Privacy Control', () => {
    setGpc(true);
    runHeadScript('/lp/?utm_source=google&gclid=abc&msclkid=m');
    expect(readAttribution(window)?.last).toEqual({ utm_source: 'google', landing_path: '/lp/', at: expect.any(String) });
  });

  it('never throws with storage blocked', () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(() => runHeadScript('/lp/?utm_source=google')).not.toThrow();
    } finally {
      blocked.mockRestore();
    }
  });
});

describe('the page address as stored', () => {
  it('keeps origin, path and the UTM fields only', () => {
    expect(pageUrlForRecord('https://www.example.com/lp/?utm_source=google&gclid=abc&email=jane%40doe.com&utm_campaign=memoir%20x&utm_term=#faq')).toBe(
      'https://www.example.com/lp/?utm_source=google&utm_campaign=memoir%20x',
    );
    expect(pageUrlForRecord('https://www.example.com/contact/?name=Jane')).toBe('https://www.example.com/contact/');
    expect(pageUrlForRecord('not a url')).toBe('not a url');
  });
});

import { describe, expect, it } from 'vitest';
import {
  alreadyLoggedPage,
  confirmPage,
  FAVICON_LINK,
  invalidPage,
  loggedPage,
  type DoseLinkView,
} from './dose-link-page';

// Issue 24 item 17: every page a dose link opens names its icon, so the browser does not ask
// for /favicon.ico (a 404 in the console).

const view = {
  action: 'given',
  petName: 'Pepper',
  medicationName: 'Carprofen',
  when: '8:00 AM',
  already: { status: 'given', name: 'Sam', time: '8:02 AM' },
} satisfies DoseLinkView;

describe('dose-link pages', () => {
  it.each([
    ['confirm', confirmPage(view, '/api/dose-links/x')],
    ['logged', loggedPage(view, 'http://localhost/PawRx/')],
    ['already logged', alreadyLoggedPage(view, 'http://localhost/PawRx/')],
    ['invalid', invalidPage('Link not valid', 'http://localhost/PawRx/')],
  ])('the %s page links the inline icon in its head', (_name, html) => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(FAVICON_LINK);
    expect(FAVICON_LINK).toMatch(/^<link rel="icon" href="data:image\/svg\+xml,/);
  });
});

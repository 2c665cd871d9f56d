import { describe, expect, it } from 'vitest';
import { isServerPath, RETURN_PATH_MAX, safeReturnPath, signInPathFor, withReturnPath } from './return-path';

const ORIGIN = 'https://app.example';

/** Where a browser would go for `path` on our site, and through every decoding of it. */
function staysHome(path: string): boolean {
  let current = path;
  for (let round = 0; round < 6; round += 1) {
    if (new URL(current, `${ORIGIN}/signin`).origin !== ORIGIN) return false;
    // Browsers drop tabs and newlines before parsing; the stripped form must stay home too.
    if (new URL(current.replace(/[\t\n\r]/g, ''), `${ORIGIN}/signin`).origin !== ORIGIN) return false;
    try {
      const decoded = decodeURIComponent(current);
      if (decoded === current) break;
      current = decoded;
    } catch {
      break;
    }
  }
  return true;
}

describe('safeReturnPath', () => {
  it.each([
    '/profile',
    '/profile?tab=data',
    '/community-enhanced/3f2c6a4e?sort=new#comments',
    '/api/user/data-exports/3f2c6a4e-8d1b-4c5a-9e7f-0a1b2c3d4e5f/download',
    '/practitioners?q=back%20pain',
    '/community?q=100%25',
    '/a%zz',
    '/',
  ])('keeps our own path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/profile'],
    ['a scheme-relative URL', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash after the slash, twice', '/\\\\evil.example'],
    ['a backslash later on', '/profile\\..\\x'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a relative path', 'profile'],
    ['a dot path', './profile'],
    ['a tab that hides a second slash', '/\t/evil.example'],
    ['a newline that hides a second slash', '/\n/evil.example'],
    ['a space', '/ /evil.example'],
    ['an encoded slash', '/%2Fevil.example'],
    ['an encoded slash, lower case', '/%2fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a doubly encoded slash', '/%252Fevil.example'],
    ['a triply encoded slash', '/%25252Fevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded newline', '/%0A/evil.example'],
    ['an encoded full URL', '%2F%2Fevil.example'],
    ['the sign-in page', '/signin'],
    ['the sign-in page with its own next', '/signin?next=/profile'],
    ['the signup page', '/signup'],
    ['an encoded sign-in page', '/%73ignin'],
    ['Google sign-in', '/auth/google'],
    ['the auth API', '/api/auth/signout'],
    ['an empty value', ''],
    ['a number', 42],
    ['nothing', null],
    ['a path that is too long', `/${'a'.repeat(RETURN_PATH_MAX)}`],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('never accepts a path that leaves the site, over generated tricky strings', () => {
    // Pieces attackers combine; a seeded generator makes the run repeatable.
    const pieces = [
      '/',
      '\\',
      '%2F',
      '%5C',
      '%2f',
      '%25',
      '%09',
      '%0A',
      '\t',
      '\n',
      ' ',
      ':',
      'http',
      'https:',
      'evil.example',
      '@',
      '.',
      '..',
      '?',
      '#',
      'a',
      '%',
      '%252F',
      'javascript:',
      '//',
      '/\\',
      '%E2%80%A8',
      '\u2028',
    ];
    let seed = 20261124;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    let accepted = 0;
    const cases = 20000;
    for (let i = 0; i < cases; i += 1) {
      const length = 1 + Math.floor(random() * 6);
      let value = random() < 0.8 ? '/' : '';
      for (let j = 0; j < length; j += 1) value += pieces[Math.floor(random() * pieces.length)];
      const result = safeReturnPath(value);
      if (result !== null) {
        accepted += 1;
        expect(result).toBe(value);
        expect(staysHome(value), JSON.stringify(value)).toBe(true);
      }
    }
    // The generator must produce both kinds, or the property says nothing.
    expect(accepted).toBeGreaterThan(500);
    expect(accepted).toBeLessThan(cases - 500);
  });
});

describe('signInPathFor and withReturnPath', () => {
  it('carries our own path, encoded, and drops anything else', () => {
    expect(signInPathFor('/profile?tab=data')).toBe('/signin?next=%2Fprofile%3Ftab%3Ddata');
    expect(new URLSearchParams(signInPathFor('/practitioners?q=back%20pain').split('?')[1]).get('next')).toBe(
      '/practitioners?q=back%20pain',
    );
    expect(signInPathFor('//evil.example')).toBe('/signin');
    expect(signInPathFor('/')).toBe('/signin');
    expect(withReturnPath('/signup', '/chat')).toBe('/signup?next=%2Fchat');
    expect(withReturnPath('/auth/google', null)).toBe('/auth/google');
  });

  it('tells server paths (downloads) from pages', () => {
    expect(isServerPath('/api/user/data-exports/x/download')).toBe(true);
    expect(isServerPath('/profile')).toBe(false);
    expect(isServerPath('/apiary')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, PERMISSIONS_POLICY, securityHeaders } from './security';

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('the content security policy and Stripe', () => {
  it('allows no foreign script, frame or API without Stripe', () => {
    const csp = directives(contentSecurityPolicy(false));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.has('frame-src')).toBe(false);
    expect(securityHeaders(false)['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it("allows Stripe's script, frames and API, and its wallets' payment requests, when Stripe is the processor", () => {
    const csp = directives(contentSecurityPolicy(true, true));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(csp.get('frame-src')).toContain('https://js.stripe.com');
    expect(csp.get('frame-src')).toContain('https://hooks.stripe.com');
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(securityHeaders(true, true)['permissions-policy']).toContain(
      'payment=(self "https://js.stripe.com")',
    );
  });
});

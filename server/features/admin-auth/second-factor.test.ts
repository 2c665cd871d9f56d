import { describe, expect, it } from 'vitest';
import {
  acceptedStep,
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  otpauthUri,
  qrCodeSvg,
  recoveryCodeHash,
  totpCode,
} from './second-factor';

// RFC 6238's SHA-1 test secret ("12345678901234567890") in base32, and its published values.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes', () => {
  it('computes the RFC 6238 test vectors (last 6 digits)', () => {
    expect(totpCode(RFC_SECRET, 59)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1111111109)).toBe('081804');
    expect(totpCode(RFC_SECRET, 2000000000)).toBe('279037');
  });

  it('accepts a code of the step before, now and after, and answers its step', async () => {
    const now = 1_800_000_015; // step 60_000_000
    expect(await acceptedStep(RFC_SECRET, totpCode(RFC_SECRET, now), null, now)).toBe(60_000_000);
    expect(await acceptedStep(RFC_SECRET, totpCode(RFC_SECRET, now - 30), null, now)).toBe(59_999_999);
    expect(await acceptedStep(RFC_SECRET, totpCode(RFC_SECRET, now + 30), null, now)).toBe(60_000_001);
    expect(await acceptedStep(RFC_SECRET, totpCode(RFC_SECRET, now - 90), null, now)).toBeNull();
  });

  it('refuses a code of a step at or before the last one used', async () => {
    const now = 1_800_000_015;
    const code = totpCode(RFC_SECRET, now);
    expect(await acceptedStep(RFC_SECRET, code, 60_000_000, now)).toBeNull();
    expect(await acceptedStep(RFC_SECRET, code, 59_999_999, now)).toBe(60_000_000);
  });

  it('refuses a code of another secret', async () => {
    expect(await acceptedStep(newTotpSecret(), totpCode(RFC_SECRET), null)).toBeNull();
  });

  it('makes base32 secrets of 32 characters, different each time', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('writes the enrolment URI with the issuer and the email, and its QR code as SVG', async () => {
    const uri = otpauthUri('maya@example.com', RFC_SECRET);
    const url = new URL(uri);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Infinite Wellness:maya@example.com');
    expect(url.searchParams.get('secret')).toBe(RFC_SECRET);
    expect(url.searchParams.get('issuer')).toBe('Infinite Wellness');
    const svg = await qrCodeSvg(uri);
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
  });
});

describe('recovery codes', () => {
  it('are two groups of five characters without look-alikes', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    expect(codes).toHaveLength(200);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(200);
  });

  it('hash the same whatever the case, spaces and dashes, and differently for another code', () => {
    expect(normaliseRecoveryCode(' K7PWQ 3xz9m ')).toBe('k7pwq3xz9m');
    expect(recoveryCodeHash('k7pwq-3xz9m')).toBe(recoveryCodeHash('K7PWQ 3XZ9M'));
    expect(recoveryCodeHash('k7pwq-3xz9m')).not.toBe(recoveryCodeHash('k7pwq-3xz9n'));
    expect(recoveryCodeHash('k7pwq-3xz9m')).not.toContain('k7pwq');
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZAuthStatus } from '../../contract/auth';
import { ZSymptomList } from '../../contract/symptoms';
import { shareImmutable } from '../lib/immutable';
import { compileFast, responseSerializerCompiler } from './serializer';

const symptom = {
  id: 'b7f9c2f4-1f0e-4a53-9a38-1f0e4a539a38',
  userId: 'u-1',
  symptomName: 'Headache',
  severity: 7,
  description: 'Throbbing "behind" the eyes \u2028 after screens \ud800',
  triggers: ['stress', 'caffeine'],
  timestamp: '2026-11-21T07:45:58.123Z',
};

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('response serializer', () => {
  it('writes exactly what the zod serializer wrote, without properties outside the contract', () => {
    const fast = compileFast(ZSymptomList);
    expect(fast).not.toBeNull();
    const rows = [
      { ...symptom, passwordHash: 'never sent' },
      { ...symptom, description: null, triggers: null },
    ];
    const written = fast?.(rows) ?? '';
    expect(written).toBe(JSON.stringify(z.encode(ZSymptomList, rows)));
    expect(written).not.toContain('never sent');
    expect(compileFast(ZAuthStatus)?.({ authenticated: false, user: null })).toBe(
      '{"authenticated":false,"user":null}',
    );
  });

  it('writes each shared immutable list item once, as bytes, and the list exactly as a whole', () => {
    const fast = compileFast(ZSymptomList);
    let reads = 0;
    const counted = shareImmutable({
      ...symptom,
      get symptomName() {
        reads += 1;
        return 'Fatigue';
      },
    });
    const other = shareImmutable({ ...symptom, id: 'second', triggers: null });
    const expected = JSON.stringify(z.encode(ZSymptomList, [counted, other]));
    reads = 0;
    const bytes = fast?.([counted, other]);
    // Kept as bytes: sent as they are, neither measured nor encoded again.
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(String(bytes)).toBe(expected);
    expect(String(fast?.([counted, other]))).toBe(expected);
    expect(reads).toBe(1);
    // A list with any item not shared is written whole, from the item's current values.
    expect(fast?.([counted, { ...symptom }])).toBe(
      JSON.stringify(z.encode(ZSymptomList, [counted, symptom])),
    );
    expect(Object.isFrozen(other)).toBe(true);
    expect(Object.isFrozen(counted.triggers)).toBe(true);
  });

  it('keeps the zod serializer for schemas JSON Schema cannot express exactly', () => {
    expect(compileFast(z.object({ at: z.date() }))).toBeNull();
    expect(compileFast(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]))).toBeNull();
    expect(compileFast(z.object({ a: z.string().default('x') }))).toBeNull();
    expect(compileFast(z.tuple([z.string(), z.number()]))).toBeNull();
    const withDate = responseSerializerCompiler({ verify: false })(route(z.object({ at: z.date() })));
    expect(withDate({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });

  it('in verify mode still refuses an answer outside its contract', () => {
    const strict = responseSerializerCompiler({ verify: true })(route(ZSymptomList));
    expect(() => strict([{ ...symptom, severity: 'seven' }])).toThrow();
    expect(strict([symptom])).toBe(JSON.stringify([symptom]));
  });
});

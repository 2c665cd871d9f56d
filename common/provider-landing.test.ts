import { describe, expect, it } from 'vitest';
import { formatLandingFigure, landingFigure, roleHomePath, roundDownFriendly } from './provider-landing';

describe('the provider landing figures', () => {
  it('rounds counts down, never up', () => {
    expect(roundDownFriendly(29)).toBe(20);
    expect(roundDownFriendly(999)).toBe(990);
    expect(roundDownFriendly(1_299)).toBe(1_200);
    expect(roundDownFriendly(12_999)).toBe(12_000);
    expect(roundDownFriendly(-3)).toBe(0);
  });

  it('leaves a figure out while it is below its minimum', () => {
    expect(landingFigure(999, 'members')).toBeNull();
    expect(landingFigure(1_000, 'members')).toBe(1_000);
    expect(landingFigure(24, 'practitioners')).toBeNull();
    expect(landingFigure(57, 'practitioners')).toBe(50);
  });

  it('writes figures with a plus, in thousands from 10,000', () => {
    expect(formatLandingFigure(1_200)).toBe('1,200+');
    expect(formatLandingFigure(50)).toBe('50+');
    expect(formatLandingFigure(12_000)).toBe('12K+');
  });
});

describe('roleHomePath', () => {
  it('sends practitioners to their dashboard and everyone else home', () => {
    expect(roleHomePath('practitioner')).toBe('/provider-dashboard');
    expect(roleHomePath('user')).toBe('/');
    expect(roleHomePath('admin')).toBe('/');
    expect(roleHomePath(undefined)).toBe('/');
  });
});

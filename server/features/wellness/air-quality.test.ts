import { describe, expect, it, vi } from 'vitest';
import {
  airQualityForAqi,
  createAirQualityProvider,
  DEFAULT_AIR_QUALITY,
  extractAqi,
  pm25ToAqi,
  providerUrl,
} from './air-quality';

describe('air quality', () => {
  it('defaults to Moderate with indoor exercise suggested', () => {
    expect(DEFAULT_AIR_QUALITY.status).toBe('Moderate');
    expect(DEFAULT_AIR_QUALITY.recommendations.join(' ')).toMatch(/indoors/);
  });

  it('maps an AQI to its US EPA category', () => {
    expect(airQualityForAqi(12, 'x').status).toBe('Good');
    expect(airQualityForAqi(50, 'x').status).toBe('Good');
    expect(airQualityForAqi(51, 'x').status).toBe('Moderate');
    expect(airQualityForAqi(120, 'x').status).toBe('Unhealthy for Sensitive Groups');
    expect(airQualityForAqi(180, 'x').status).toBe('Unhealthy');
    expect(airQualityForAqi(250, 'x').status).toBe('Very Unhealthy');
    expect(airQualityForAqi(420, 'x')).toMatchObject({ status: 'Hazardous', aqi: 420, source: 'x' });
  });

  it('converts PM2.5 to AQI with the 2024 EPA breakpoints', () => {
    expect(pm25ToAqi(0)).toBe(0);
    expect(pm25ToAqi(9.0)).toBe(50);
    expect(pm25ToAqi(9.1)).toBe(51);
    expect(pm25ToAqi(35.4)).toBe(100);
    expect(pm25ToAqi(55.5)).toBe(151);
    expect(pm25ToAqi(900)).toBe(500);
  });

  it('reads the AQI from the provider shapes it understands', () => {
    expect(extractAqi({ aqi: 42 })).toBe(42);
    expect(extractAqi({ status: 'ok', data: { aqi: 77 } })).toBe(77);
    expect(extractAqi({ pm25: 9.0 })).toBe(50);
    expect(extractAqi({ results: [{ parameter: 'pm25', value: 35.4 }] })).toBe(100);
    expect(extractAqi({ results: [{ parameter: { name: 'pm25' }, value: 9.0 }] })).toBe(50);
    expect(
      extractAqi({
        results: [
          {
            measurements: [
              { parameter: 'o3', value: 0.03 },
              { parameter: 'pm25', value: 9.1 },
            ],
          },
        ],
      }),
    ).toBe(51);
    expect(extractAqi([{ aqi: 15 }])).toBe(15);
    expect(extractAqi({ results: [] })).toBeNull();
    expect(extractAqi('nonsense')).toBeNull();
  });

  it('fills the location into the provider URL, or gives up when it is needed and unknown', () => {
    const location = { latitude: 37.7485, longitude: -122.4184, zip: '94110' };
    expect(providerUrl('https://aq.example/?lat={lat}&lon={lon}&zip={zip}', location)).toBe(
      'https://aq.example/?lat=37.7485&lon=-122.4184&zip=94110',
    );
    expect(providerUrl('https://aq.example/here', null)).toBe('https://aq.example/here');
    expect(providerUrl('https://aq.example/?zip={zip}', null)).toBeNull();
  });

  it('answers the default without a provider, and after a provider failure (cached for a minute)', async () => {
    expect(await createAirQualityProvider({ urlTemplate: undefined })(null)).toEqual(DEFAULT_AIR_QUALITY);
    let clock = 0;
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('down', { status: 503 }));
    const onError = vi.fn();
    const provider = createAirQualityProvider({
      urlTemplate: 'http://aq.example/now',
      fetch: fetchMock,
      now: () => clock,
      onError,
    });
    expect(await provider(null)).toEqual(DEFAULT_AIR_QUALITY);
    expect(await provider(null)).toEqual(DEFAULT_AIR_QUALITY);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    clock += 61_000;
    fetchMock.mockResolvedValueOnce(Response.json({ aqi: 30 }));
    expect(await provider(null)).toMatchObject({ status: 'Good', aqi: 30, source: 'aq.example' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

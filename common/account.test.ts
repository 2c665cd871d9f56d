import { describe, expect, it } from 'vitest';
import { exportDownloadPath, exportFhirDownloadPath } from './account';

describe('data export paths', () => {
  it('builds the download paths', () => {
    expect(exportDownloadPath('abc')).toBe('/api/user/data-exports/abc/download');
    expect(exportFhirDownloadPath('abc')).toBe('/api/user/data-exports/abc/fhir');
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LibraryCatalogueError, loadLibraryCatalogue } from './catalogue';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

describe('loadLibraryCatalogue', () => {
  it('reads every file of a directory, sorted by slug', () => {
    const entries = loadLibraryCatalogue(path.join(fixtures, 'good'));
    expect(entries.map((entry) => entry.slug)).toEqual([
      'cafe-sleep-guide',
      'gut-reset-course',
      'pacing-basics',
    ]);
  });

  it('stops with the file’s name and the problem when a file breaks the format', () => {
    expect(() => loadLibraryCatalogue(path.join(fixtures, 'bad'))).toThrow(LibraryCatalogueError);
    expect(() => loadLibraryCatalogue(path.join(fixtures, 'bad'))).toThrow(
      /fixtures\/bad\/no-sources\.md: the item must end with a '## Sources' section/,
    );
  });

  it('stops when the directory cannot be read', () => {
    expect(() => loadLibraryCatalogue(path.join(fixtures, 'missing'))).toThrow(/cannot be read/);
  });

  it('accepts every item of the library itself, with 4–6 featured', () => {
    const entries = loadLibraryCatalogue();
    expect(entries.length).toBeGreaterThan(0);
    const featured = entries.filter((entry) => entry.featured).length;
    expect(featured).toBeGreaterThanOrEqual(4);
    expect(featured).toBeLessThanOrEqual(6);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseLibraryFile, type TLibraryEntry } from '../../../common/library-format';

/** The library's files in the repository (docs/product/library.md#file-format). */
export const DEFAULT_LIBRARY_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'content',
  'library',
);

export class LibraryCatalogueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LibraryCatalogueError';
  }
}

/**
 * Reads and checks every `<slug>.md` of the library's directory, once at start: a file that breaks the
 * format stops the start with its name and the problem ('content/library/x.md: line 12: HTML is not
 * allowed'). Other files (a .gitkeep) are ignored. Sorted by slug.
 */
export function loadLibraryCatalogue(dir: string = DEFAULT_LIBRARY_DIR): TLibraryEntry[] {
  const shown = (file: string) => path.relative(process.cwd(), path.join(dir, file)) || file;
  let files: string[];
  try {
    files = fs.readdirSync(dir).filter((file) => file.endsWith('.md'));
  } catch (error) {
    throw new LibraryCatalogueError(
      `The wellness library's directory ${dir} cannot be read: ${String(error)}`,
    );
  }
  const entries = files.sort().map((file) => {
    try {
      return parseLibraryFile(file.slice(0, -'.md'.length), fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      throw new LibraryCatalogueError(
        `${shown(file)}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
  const titles = new Map<string, string>();
  for (const entry of entries) {
    const other = titles.get(entry.title.toLowerCase());
    if (other) throw new LibraryCatalogueError(`${shown(`${entry.slug}.md`)}: the same title as ${other}.md`);
    titles.set(entry.title.toLowerCase(), entry.slug);
  }
  return entries;
}

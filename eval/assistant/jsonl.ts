import type { z } from 'zod';

/**
 * Parses the text of one JSON-lines file of an eval set against its schema. Blank lines and lines
 * starting with `//` are skipped. Throws one readable error that lists every bad line
 * (`file:line: why`), so a mistyped entry never silently drops out of a set. `check` may add a
 * problem of its own for a line that parsed (a duplicate id, say).
 */
export function parseJsonLines<S extends z.ZodType>(
  text: string,
  fileName: string,
  schema: S,
  options: { title: string; what: string; check?: (item: z.output<S>) => string | null },
): z.output<S>[] {
  const out: z.output<S>[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('//')) return;
    const where = `${fileName}:${index + 1}`;
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch (error) {
      problems.push(`${where}: not JSON (${(error as Error).message})`);
      return;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const why = parsed.error.issues
        .map((i) => `${i.path.join('.') || `(${options.what})`}: ${i.message}`)
        .join('; ');
      problems.push(`${where}: ${why}`);
      return;
    }
    const problem = options.check?.(parsed.data);
    if (problem) problems.push(`${where}: ${problem}`);
    out.push(parsed.data);
  });
  if (problems.length > 0) throw new Error(`${options.title}:\n${problems.join('\n')}`);
  return out;
}

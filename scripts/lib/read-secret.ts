import type { Readable, Writable } from 'node:stream';

/**
 * Reading a password or passphrase from standard input, never from the command line (where it would
 * stay in the shell history and show in the process list): a prompt that does not echo when the
 * input is a terminal, otherwise the first line of what is piped in. Used by `npm run admin:create`
 * and the database backup scripts (docs/operations.md).
 */

/** A terminal's input stream, or anything else readable. */
export type SecretInput = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

/** Why no secret could be read; the message is meant for the person at the terminal. */
export class SecretInputError extends Error {}

const MAX_LENGTH = 4096;

/** Asks for a secret and reads it; with `confirm`, asks twice on a terminal and requires both to match. */
export async function readSecret(options: {
  prompt: string;
  confirm?: string;
  input?: SecretInput;
  output?: Writable;
}): Promise<string> {
  const input = options.input ?? (process.stdin as SecretInput);
  const output = options.output ?? process.stderr;
  if (input.isTTY && input.setRawMode) {
    const first = await promptHidden(options.prompt, input, output);
    if (options.confirm) {
      const again = await promptHidden(options.confirm, input, output);
      if (again !== first) throw new SecretInputError('The two entries do not match; nothing was changed.');
    }
    return first;
  }
  const line = await readFirstLine(input);
  if (line === null || line === '') {
    throw new SecretInputError('Nothing was read from standard input.');
  }
  return line;
}

/** Shows `prompt`, reads one line in raw mode without echoing it, and restores the terminal. */
export function promptHidden(prompt: string, input: SecretInput, output: Writable): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error: Error | null) => {
      input.removeListener('data', onData);
      input.removeListener('end', onEnd);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish(null);
        if (char === '\u0003') return finish(new SecretInputError('Cancelled; nothing was changed.'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ' && value.length < MAX_LENGTH) value += char;
      }
    };
    const onEnd = () => finish(null);
    output.write(prompt);
    input.setRawMode?.(true);
    input.on('data', onData);
    input.on('end', onEnd);
    input.resume();
  });
}

/** The first line of `input` without its line ending; null when the input ends with nothing in it. */
export function readFirstLine(input: Readable): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let text = '';
    let received = false;
    const done = (line: string | null) => {
      input.removeListener('data', onData);
      input.removeListener('end', onEnd);
      input.removeListener('error', onError);
      input.pause();
      resolve(line);
    };
    const onData = (chunk: Buffer | string) => {
      received = true;
      text += chunk.toString();
      const newline = text.indexOf('\n');
      if (newline >= 0) done(text.slice(0, newline).replace(/\r$/, ''));
      else if (text.length > MAX_LENGTH) {
        input.removeListener('data', onData);
        reject(
          new SecretInputError(`The first line of standard input is longer than ${MAX_LENGTH} characters.`),
        );
      }
    };
    const onEnd = () => done(received ? text.replace(/\r$/, '') : null);
    const onError = (error: Error) => reject(error);
    input.on('data', onData);
    input.on('end', onEnd);
    input.on('error', onError);
    input.resume();
  });
}

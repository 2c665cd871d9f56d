import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { promptHidden, readFirstLine, readSecret, type SecretInput } from './read-secret';

/** A fake terminal: records raw-mode switches; `type` sends keystrokes. */
function terminal() {
  const input = new PassThrough() as PassThrough & SecretInput;
  const rawModes: boolean[] = [];
  input.isTTY = true;
  input.setRawMode = (raw: boolean) => rawModes.push(raw);
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => {
    shown += chunk.toString();
  });
  return { input, output, rawModes, shown: () => shown };
}

describe('readFirstLine', () => {
  it('returns the first line without its line ending, whatever follows', async () => {
    const piped = (text: string) => {
      const input = new PassThrough();
      input.end(text);
      return readFirstLine(input);
    };
    expect(await piped('Secret123\nsomething else\n')).toBe('Secret123');
    expect(await piped('Secret123\r\n')).toBe('Secret123');
    expect(await piped('Secret123')).toBe('Secret123');
    expect(await piped('')).toBeNull();
  });
});

describe('promptHidden', () => {
  it('reads a line in raw mode without echoing it, honours backspace, and restores the terminal', async () => {
    const tty = terminal();
    const answer = promptHidden('Password: ', tty.input, tty.output);
    tty.input.write('Secrex');
    tty.input.write('\u007ft123\r');
    expect(await answer).toBe('Secret123');
    expect(tty.shown()).toBe('Password: \n');
    expect(tty.rawModes).toEqual([true, false]);
  });

  it('is cancelled by Ctrl+C', async () => {
    const tty = terminal();
    const answer = promptHidden('Password: ', tty.input, tty.output);
    tty.input.write('Sec\u0003');
    await expect(answer).rejects.toThrow('Cancelled');
    expect(tty.rawModes).toEqual([true, false]);
  });
});

describe('readSecret', () => {
  it('on a terminal asks twice when told to and refuses two different entries', async () => {
    const tty = terminal();
    const answer = readSecret({
      prompt: 'Password: ',
      confirm: 'Again: ',
      input: tty.input,
      output: tty.output,
    });
    tty.input.write('Secret123\r');
    await new Promise((resolve) => setImmediate(resolve));
    tty.input.write('Secret124\r');
    await expect(answer).rejects.toThrow('do not match');
    expect(tty.shown()).toBe('Password: \nAgain: \n');
  });

  it('reads piped input without prompting, and refuses empty input', async () => {
    const output = new PassThrough();
    const piped = new PassThrough();
    piped.end('Secret123\n');
    expect(await readSecret({ prompt: 'Password: ', confirm: 'Again: ', input: piped, output })).toBe(
      'Secret123',
    );
    expect(output.read()).toBeNull();
    const empty = new PassThrough();
    empty.end('');
    await expect(readSecret({ prompt: 'Password: ', input: empty, output })).rejects.toThrow(
      'Nothing was read from standard input',
    );
  });
});

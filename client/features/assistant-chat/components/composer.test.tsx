// @vitest-environment jsdom

import { prepareDomEnvironment, resetBrowserState } from '@client/test-utils';
import { ASSISTANT_LIMITS } from '@contract/assistant';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COUNT_SHOWN_FROM, Composer } from './composer';
import type { ChatVariant } from './message-list';

beforeAll(() => prepareDomEnvironment());
afterEach(() => resetBrowserState());

/** The page's side: it owns the draft and clears it once a message is sent. */
function Harness({
  variant,
  isPending = false,
  onSend,
  initial = '',
}: {
  variant: ChatVariant;
  isPending?: boolean;
  onSend: (message: string) => void;
  initial?: string;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <>
      <Composer
        variant={variant}
        value={draft}
        onChange={setDraft}
        onSend={(message) => {
          onSend(message);
          setDraft('');
        }}
        isPending={isPending}
      />
      <button type="button" onClick={() => setDraft('restored draft')}>
        Restore
      </button>
    </>
  );
}

const box = () => screen.getByLabelText('Message the assistant') as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('Composer', () => {
  it('sends the trimmed message on Enter and the page clears the box', async () => {
    const onSend = vi.fn();
    render(<Harness variant="simple" onSend={onSend} />);
    type('  I have a headache  ');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('I have a headache'));
    expect(onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(box().value).toBe(''));
  });

  it('starts a new line on Shift+Enter and does not send while composing with an IME', async () => {
    const onSend = vi.fn();
    render(<Harness variant="full" onSend={onSend} />);
    type('first line');
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    // A later Enter does send, so the two above would have been seen by now.
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  });

  it('does not send a blank message: Send stays disabled and Enter does nothing', async () => {
    const onSend = vi.fn();
    render(<Harness variant="simple" onSend={onSend} />);
    type('   ');
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.submit(box().form as HTMLFormElement);
    await act(async () => {});
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disables the box and sends nothing while a reply is pending', async () => {
    const onSend = vi.fn();
    render(<Harness variant="simple" isPending onSend={onSend} initial="Are you there?" />);
    expect(box().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    fireEvent.submit(box().form as HTMLFormElement);
    await act(async () => {});
    expect(onSend).not.toHaveBeenCalled();
  });

  it('shows a draft the page puts back, and sends it', async () => {
    const onSend = vi.fn();
    render(<Harness variant="simple" onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(box().value).toBe('restored draft'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('restored draft'));
  });

  it('caps the message at the limit and counts characters from 90 % of it', () => {
    render(<Harness variant="full" onSend={vi.fn()} />);
    expect(box().maxLength).toBe(ASSISTANT_LIMITS.messageMax);
    expect(screen.getByText('Up to 2,000 characters').className).toContain('sr-only');
    type('a'.repeat(COUNT_SHOWN_FROM));
    expect(screen.getByText('1,800 / 2,000 characters')).toBeTruthy();
    type('a'.repeat(ASSISTANT_LIMITS.messageMax));
    const count = screen.getByText('2,000 / 2,000 characters');
    expect(count.className).toContain('text-bad');
    expect(box().getAttribute('aria-describedby')).toBe('assistant-message-hint assistant-message-count');
  });
});

// @vitest-environment jsdom

import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckChips, Chips } from './chips';

afterEach(() => cleanup());

const TOPICS = ['Sleep', 'Pain', 'Mood'] as const;
type Topic = (typeof TOPICS)[number];

function Harness({
  onChange,
  isDeselectable,
}: {
  onChange?: (v: Topic | null) => void;
  isDeselectable?: boolean;
}) {
  const [value, setValue] = useState<Topic | null>(null);
  return (
    <Chips
      label="Filter by topic"
      options={TOPICS}
      value={value}
      allLabel="All"
      isDeselectable={isDeselectable}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const checked = (view: ReturnType<typeof render>) =>
  view
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.textContent);

describe('Chips', () => {
  it("is a named radio group with 'All' first and chosen", () => {
    const view = render(<Harness />);
    expect(view.getByRole('radiogroup', { name: 'Filter by topic' })).toBeTruthy();
    expect(view.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['All', ...TOPICS]);
    expect(checked(view)).toEqual(['All']);
  });

  it('chooses a chip on click and marks it with a check, not colour alone', () => {
    const onChange = vi.fn();
    const view = render(<Harness onChange={onChange} />);
    const pain = view.getByRole('radio', { name: 'Pain' });
    expect(pain.querySelector('svg')).toBeNull();
    fireEvent.click(pain);
    expect(onChange).toHaveBeenLastCalledWith('Pain');
    expect(checked(view)).toEqual(['Pain']);
    expect(pain.querySelector('svg')).not.toBeNull();
  });

  it('moves the choice and the focus with the arrow keys, wrapping at the ends, and Home and End', () => {
    const view = render(<Harness />);
    const all = view.getByRole('radio', { name: 'All' });
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    expect(checked(view)).toEqual(['Sleep']);
    expect(document.activeElement).toBe(view.getByRole('radio', { name: 'Sleep' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(checked(view)).toEqual(['Mood']);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(checked(view)).toEqual(['All']);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(checked(view)).toEqual(['Mood']);
    expect(document.activeElement).toBe(view.getByRole('radio', { name: 'Mood' }));
  });

  it('keeps one tab stop: the chosen chip', () => {
    const view = render(<Harness />);
    fireEvent.click(view.getByRole('radio', { name: 'Mood' }));
    const stops = view.getAllByRole('radio').filter((radio) => radio.tabIndex === 0);
    expect(stops.map((radio) => radio.textContent)).toEqual(['Mood']);
  });

  it("goes back to 'All' when the chosen chip is clicked again, if deselectable", () => {
    const view = render(<Harness isDeselectable />);
    const sleep = view.getByRole('radio', { name: 'Sleep' });
    fireEvent.click(sleep);
    fireEvent.click(sleep);
    expect(checked(view)).toEqual(['All']);
  });

  it('keeps the choice when the chosen chip is clicked again otherwise', () => {
    const view = render(<Harness />);
    const sleep = view.getByRole('radio', { name: 'Sleep' });
    fireEvent.click(sleep);
    fireEvent.click(sleep);
    expect(checked(view)).toEqual(['Sleep']);
  });
});

function Many({ onChange }: { onChange: (values: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <CheckChips
      legend="Symptoms"
      options={['Fatigue', 'Headache', 'Nausea']}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('CheckChips', () => {
  it('takes any number of choices under one legend and gives them back in the options’ order', () => {
    const onChange = vi.fn();
    const view = render(<Many onChange={onChange} />);
    expect(view.getByRole('group', { name: 'Symptoms' })).toBeTruthy();
    fireEvent.click(view.getByRole('checkbox', { name: 'Nausea' }));
    fireEvent.click(view.getByRole('checkbox', { name: 'Fatigue' }));
    expect(onChange).toHaveBeenLastCalledWith(['Fatigue', 'Nausea']);
    expect((view.getByRole('checkbox', { name: 'Fatigue' }) as HTMLInputElement).checked).toBe(true);
    expect((view.getByRole('checkbox', { name: 'Headache' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(view.getByRole('checkbox', { name: 'Nausea' }));
    expect(onChange).toHaveBeenLastCalledWith(['Fatigue']);
  });
});

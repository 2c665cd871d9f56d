// @vitest-environment jsdom

import type { TExercisePlan } from '@contract/exercise';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompleteForm } from './complete-form';
import { WorkoutPlayer } from './workout-player';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PLAN: TExercisePlan = {
  id: 'chair-yoga',
  title: 'Chair Yoga',
  type: 'flexibility',
  difficulty: 'beginner',
  position: 'seated',
  duration: 4,
  description: 'Gentle yoga sitting down.',
  steps: [
    { instruction: 'Sit tall and breathe slowly.', minutes: 2 },
    { instruction: 'Seated cat-cow, six times.', minutes: 2 },
  ],
  equipment: ['A chair'],
  benefits: ['Improves mobility'],
  contraindications: ['Stop if you feel chest pain, dizziness or faintness, or unusual shortness of breath'],
  met: 2,
  nextStepId: null,
  calories: 5,
  isCompleted: false,
  progressPercent: 0,
  completionsThisWeek: 0,
};

describe('the workout player', () => {
  it('counts time, pauses, moves through the steps and finishes with the elapsed seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const onFinish = vi.fn();
    const view = render(<WorkoutPlayer plan={PLAN} onFinish={onFinish} onCancel={() => {}} />);
    expect(view.getByText('Step 1 of 2 · about 2 min')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(view.getByRole('timer').textContent).toBe('1:05');

    fireEvent.click(view.getByRole('button', { name: 'Pause' }));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(view.getByRole('timer').textContent).toBe('1:05');
    fireEvent.click(view.getByRole('button', { name: 'Resume' }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));

    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    expect(view.getByText('Seated cat-cow, six times.')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledWith(75);
  });
});

describe('the completion form', () => {
  it('prefills the minutes, sends the feeling as a number, and shows the contract message for 0 minutes', async () => {
    const onSave = vi.fn(async (_request: unknown, _setErrors: unknown) => {});
    const view = render(
      <CompleteForm defaultMinutes={12} isSaving={false} onSave={onSave} onCancel={() => {}} />,
    );
    const minutes = view.getByLabelText('Duration (minutes)') as HTMLInputElement;
    expect(minutes.value).toBe('12');
    fireEvent.click(view.getByLabelText(/A bit better/));
    fireEvent.click(view.getByRole('button', { name: 'Save Workout' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ durationMinutes: 12, feeling: 4 });

    fireEvent.change(minutes, { target: { value: '0' } });
    fireEvent.click(view.getByRole('button', { name: 'Save Workout' }));
    expect(await view.findByText('Duration must be a whole number of minutes from 1 to 300')).toBeTruthy();
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});

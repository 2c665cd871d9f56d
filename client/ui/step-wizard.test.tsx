// @vitest-environment jsdom

import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepWizard, type StepWizardProps, useStepWizard } from './step-wizard';

afterEach(() => cleanup());

const STEPS = ['About you', 'Your health', 'Your goals'] as const;

type Harness = Partial<Omit<StepWizardProps, 'step' | 'onStepChange'>> & { start?: number };

function Wizard({ start = 0, onFinish = () => {}, children, ...props }: Harness) {
  const [step, setStep] = useState(start);
  return (
    <StepWizard
      steps={STEPS}
      step={step}
      onStepChange={setStep}
      onFinish={onFinish}
      progressLabel="Setup progress"
      labels={{ finish: 'Done' }}
      {...props}
    >
      {children ?? (
        <label>
          Answer for {STEPS[step]}
          <input />
        </label>
      )}
    </StepWizard>
  );
}

/** A step's own form (a chat box, say) whose submit is Next. */
function InnerForm() {
  const { next } = useStepWizard();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <input aria-label="Inner" />
    </form>
  );
}

describe('StepWizard', () => {
  it('says which step of how many, in text and on the progress bar', async () => {
    const view = render(<Wizard showPercent />);
    expect(view.getByText('Step 1 of 3')).toBeTruthy();
    expect(view.getByText('33% complete')).toBeTruthy();
    const bar = view.getByRole('progressbar', { name: 'Setup progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(bar.getAttribute('aria-valuetext')).toBe('Step 1 of 3: About you');
    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    await view.findByText('Step 2 of 3');
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect(bar.getAttribute('aria-valuetext')).toBe('Step 2 of 3: Your health');
    expect(view.getByText('67% complete')).toBeTruthy();
  });

  it('disables Back on the first step, or hides it behind the first-step action', () => {
    const first = render(<Wizard />);
    expect((first.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    const onCancel = vi.fn();
    const withCancel = render(<Wizard firstStepAction={{ label: 'Cancel', onClick: onCancel }} />);
    expect(withCancel.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(withCancel.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('moves focus to the new step’s heading on Next and on Back', async () => {
    const view = render(<Wizard />);
    // Not on the first render: the page decides where focus starts.
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    const heading = await view.findByRole('heading', { level: 2, name: 'Your health' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.click(view.getByRole('button', { name: 'Back' }));
    const back = await view.findByRole('heading', { level: 2, name: 'About you' });
    await waitFor(() => expect(document.activeElement).toBe(back));
    expect((view.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('stays on a step that does not validate, and moves on once it does', async () => {
    let isValid = false;
    const validate = vi.fn(async () => isValid);
    const view = render(<Wizard validate={validate} />);
    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(validate).toHaveBeenCalledWith(0));
    expect(view.getByRole('heading', { level: 2, name: 'About you' })).toBeTruthy();
    expect(view.getByText('Step 1 of 3')).toBeTruthy();
    isValid = true;
    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    expect(await view.findByRole('heading', { level: 2, name: 'Your health' })).toBeTruthy();
  });

  it('submits as Next when Enter is pressed in a field of the step', async () => {
    const view = render(<Wizard />);
    fireEvent.submit(view.getByLabelText('Answer for About you'));
    expect(await view.findByRole('heading', { level: 2, name: 'Your health' })).toBeTruthy();
  });

  it('runs the last step’s action only after the step validates, and shows it busy', async () => {
    const onFinish = vi.fn();
    let isValid = false;
    const view = render(<Wizard start={2} validate={() => isValid} onFinish={onFinish} />);
    expect(view.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(view.getByRole('button', { name: 'Done' })).toBeTruthy());
    expect(onFinish).not.toHaveBeenCalled();
    isValid = true;
    fireEvent.click(view.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    cleanup();
    const busy = render(<Wizard start={2} isFinishing labels={{ finish: 'Done', finishing: 'Saving...' }} />);
    expect((busy.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true);
    expect((busy.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('waits while a step is busy', () => {
    const view = render(<Wizard isBusy />);
    expect((view.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('in a dialog, makes the progress line the heading that takes focus', async () => {
    const view = render(<Wizard variant="compact" headingLevel={3} progressId="wizard-progress" />);
    expect(view.getByRole('heading', { level: 3, name: 'Step 1 of 3: About you' }).id).toBe(
      'wizard-progress',
    );
    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    const heading = await view.findByRole('heading', { level: 3, name: 'Step 2 of 3: Your health' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('lets a form inside a step move on like Next', async () => {
    const view = render(
      <Wizard asForm={false}>
        <InnerForm />
      </Wizard>,
    );
    fireEvent.submit(view.getByLabelText('Inner'));
    expect(await view.findByRole('heading', { level: 2, name: 'Your health' })).toBeTruthy();
  });
});

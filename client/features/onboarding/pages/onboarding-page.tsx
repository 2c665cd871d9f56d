import { errorMessage } from '@client/api/http';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { StepWizard } from '@client/ui/step-wizard';
import { toast } from '@client/ui/use-toast';
import { defaultMeasurementSystem } from '@common/units';
import { ONBOARDING_MESSAGES, ONBOARDING_STEP_TITLES } from '@contract/onboarding';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { GoalsStep } from '../components/goals-step';
import { HealthHistoryStep } from '../components/health-history-step';
import { LifestyleStep } from '../components/lifestyle-step';
import { PersonalInfoStep } from '../components/personal-info-step';
import { SymptomsStep } from '../components/symptoms-step';
import { initialForm, type OnboardingForm, stepResolver, toPayload } from '../form';
import { useCompleteOnboarding, useOnboardingRecord } from '../hooks';
import { useUnitChoice } from '../use-unit-choice';

/**
 * The simple onboarding (docs/product/onboarding.md#simple-questionnaire): 5 steps, each checked with
 * its contract schema on Next, then POST /api/onboarding/complete → /.
 */
export default function OnboardingPage() {
  useDocumentTitle('Health Questionnaire');
  const [, navigate] = useLocation();
  const complete = useCompleteOnboarding();
  const saved = useOnboardingRecord();
  const [step, setStep] = useState(0);
  const stepRef = useRef(step);
  stepRef.current = step;
  const defaultValues = useMemo(
    () => initialForm(defaultMeasurementSystem(globalThis.navigator?.language)),
    [],
  );
  const form = useForm<OnboardingForm>({
    defaultValues,
    resolver: stepResolver(() => stepRef.current),
    // Focus goes to the first wrong field on screen, which may not be the schema's first.
    shouldFocusError: false,
  });
  const onUnitsChange = useUnitChoice(form, saved.data?.answers?.personalInfo?.units);
  const stepBody = useRef<HTMLDivElement>(null);

  const validate = async () => {
    const isValid = await form.trigger();
    if (!isValid) {
      requestAnimationFrame(() =>
        stepBody.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    }
    return isValid;
  };

  const finish = async () => {
    try {
      await complete.mutateAsync(toPayload(form.getValues()));
    } catch (error) {
      toast({
        title: ONBOARDING_MESSAGES.saveError,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: ONBOARDING_MESSAGES.saved, description: ONBOARDING_MESSAGES.savedDescription });
    navigate('/');
  };

  return (
    <>
      <PageHeader
        title="Health Questionnaire"
        subtitle="A few questions to personalise your wellness plan."
      />
      <div className="px-4 pb-8">
        <FormProvider {...form}>
          <StepWizard
            steps={ONBOARDING_STEP_TITLES}
            step={step}
            onStepChange={(next) => {
              form.clearErrors();
              setStep(next);
            }}
            validate={validate}
            onFinish={finish}
            progressLabel="Questionnaire progress"
            showPercent
            labels={{ back: 'Previous', finish: 'Complete Setup', finishing: 'Saving...' }}
            isFinishing={complete.isPending}
          >
            <div ref={stepBody}>
              {step === 0 ? <PersonalInfoStep onUnitsChange={onUnitsChange} /> : null}
              {step === 1 ? <HealthHistoryStep /> : null}
              {step === 2 ? <LifestyleStep /> : null}
              {step === 3 ? <SymptomsStep /> : null}
              {step === 4 ? <GoalsStep /> : null}
            </div>
          </StepWizard>
        </FormProvider>
      </div>
    </>
  );
}

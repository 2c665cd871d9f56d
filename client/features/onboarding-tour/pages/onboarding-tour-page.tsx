import { errorMessage } from '@client/api/http';
import { PageHeader } from '@client/layouts/page-header';
import { trackFeature } from '@client/lib/analytics';
import { STORAGE_KEYS, writeFlag } from '@client/lib/storage';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Card, CardContent } from '@client/ui/card';
import { StepWizard } from '@client/ui/step-wizard';
import { toast } from '@client/ui/use-toast';
import { ONBOARDING_TOUR_LIMITS, ONBOARDING_TOUR_MESSAGES } from '@contract/onboarding-tour';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { AnalysisStep } from '../components/analysis-step';
import type { ChatEntry } from '../components/assistant-chat';
import { CommunitiesStep } from '../components/communities-step';
import { DoctorsStep } from '../components/doctors-step';
import { type EntryMode, HistoryStep } from '../components/history-step';
import { LogSymptomsChoice } from '../components/log-symptoms-choice';
import { fieldId } from '../components/questionnaire';
import { StepSkeleton } from '../components/step-states';
import { TestsStep } from '../components/tests-step';
import { WelcomeStep } from '../components/welcome-step';
import {
  answersFromForm,
  formFromAnswers,
  GUIDED_FORM_DEFAULTS,
  GUIDED_MESSAGES,
  GUIDED_STEP_TITLES,
  type GuidedFormInput,
  STEP,
  symptomsToLog,
  type TGuidedProfile,
  ZGuidedForm,
} from '../form';
import {
  useAnalysis,
  useClearTourProgress,
  useFindDoctors,
  useForgetGuidedAnswers,
  useLogTourSymptoms,
  useProfileZip,
  useRecommendedCommunities,
  useRecommendedTests,
  useSaveTourProgress,
  useTourProgress,
} from '../hooks';

/** Answers typed on step 1 are saved this long after the last keystroke. */
const SAVE_DELAY_MS = 800;

/** Redirect delay after completion. */
const REDIRECT_DELAY_MS = 1000;

/**
 * The guided onboarding (docs/product/onboarding.md#guided-tour): Welcome → Health History & Symptoms
 * (questionnaire or AI Assistant) → analysis → tests → doctors → communities, on the real calls. The
 * step, the answers and the conversation are saved on the server as the person goes, so a reload
 * resumes where they were (docs/product/onboarding.md#resuming-the-tour); at the end, with their
 * consent, the symptoms go to their symptom log.
 */
export default function OnboardingTourPage() {
  useDocumentTitle('Health Assessment');
  const [, navigate] = useLocation();
  const [step, setStep] = useState<number>(STEP.welcome);
  const [mode, setMode] = useState<EntryMode>('questionnaire');
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [profile, setProfile] = useState<TGuidedProfile | null>(null);
  const [isCompleting, setIsCompleting] = useState(false);
  const forgetAnswers = useForgetGuidedAnswers();
  const saved = useTourProgress();
  const saveProgress = useSaveTourProgress();
  const clearProgress = useClearTourProgress();
  const logSymptoms = useLogTourSymptoms();
  const profileZip = useProfileZip();
  const [isRestored, setIsRestored] = useState(false);
  const [addToLog, setAddToLog] = useState(false);

  const form = useForm<GuidedFormInput, unknown, TGuidedProfile>({
    resolver: zodResolver(ZGuidedForm),
    defaultValues: GUIDED_FORM_DEFAULTS,
    shouldFocusError: false,
  });

  // Each call starts when its step is reached, with the answers of step 1.
  const analysis = useAnalysis(profile, step >= STEP.analysis);
  const tests = useRecommendedTests(profile, step >= STEP.tests);
  const doctorsRequest = useMemo(
    () =>
      profile && !analysis.isPending
        ? {
            location: {
              zipCode: profile.personalInfo.location.zipCode,
              city: profile.personalInfo.location.city,
              state: profile.personalInfo.location.state,
            },
            // If the analysis failed, the nearest practitioners of any specialty.
            specialties: analysis.data?.recommendedSpecialties ?? [],
          }
        : null,
    [profile, analysis.isPending, analysis.data],
  );
  const doctors = useFindDoctors(doctorsRequest, step >= STEP.doctors);
  const communities = useRecommendedCommunities(profile, step >= STEP.communities);
  const isBusy =
    analysis.isFetching || tests.isFetching || doctors.isFetching || communities.isFetching || isCompleting;

  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Leaving the page: no late redirect, and the answers (health data) are not kept in memory.
  useEffect(
    () => () => {
      clearTimeout(redirectTimer.current);
      forgetAnswers();
    },
    [forgetAnswers],
  );

  // What a save sends: the latest step, mode and conversation, read when the save happens.
  const latest = useRef({ step, mode, entries });
  latest.current = { step, mode, entries };
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { mutate: saveMutate } = saveProgress;
  const persist = useCallback(
    (overrides: { step?: number; mode?: EntryMode; entries?: ChatEntry[] } = {}) => {
      clearTimeout(saveTimer.current);
      const current = { ...latest.current, ...overrides };
      // A save that fails is not worth interrupting the person for: the next one carries everything.
      saveMutate({
        step: current.step,
        mode: current.mode,
        answers: answersFromForm(form.getValues()),
        chat: current.entries.slice(-ONBOARDING_TOUR_LIMITS.chatMax),
      });
    },
    [form, saveMutate],
  );

  // Once: the saved place, if any, comes back (step, answers, conversation); else a fresh start with
  // the ZIP code of the person's profile.
  useEffect(() => {
    if (isRestored || saved.isPending) return;
    const progress = saved.data ?? null;
    if (progress) {
      const values = formFromAnswers(progress.answers);
      form.reset(values);
      setMode(progress.mode);
      setEntries(progress.chat);
      let resumeAt = progress.step;
      if (resumeAt >= STEP.analysis) {
        // The later steps run on the answers of step 1; if they no longer pass, step 1 is where to go.
        const parsed = ZGuidedForm.safeParse(values);
        if (parsed.success) setProfile(parsed.data);
        else resumeAt = STEP.history;
      }
      setStep(resumeAt);
    }
    setIsRestored(true);
  }, [isRestored, saved.isPending, saved.data, form]);

  useEffect(() => {
    if (!isRestored || !profileZip || form.getValues('zipCode') !== '') return;
    form.setValue('zipCode', profileZip);
  }, [isRestored, profileZip, form]);

  // Answers typed on step 1 are saved shortly after the person stops typing.
  useEffect(() => {
    if (!isRestored) return;
    const subscription = form.watch((_values, { type }) => {
      if (type !== 'change') return;
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => persist(), SAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(saveTimer.current);
    };
  }, [isRestored, form, persist]);

  // The wizard puts focus on the new step's title, so screen readers announce where the person is.
  const goTo = (next: number) => {
    setStep(next);
    persist({ step: next });
  };

  const onStepOneInvalid = (errors: FieldErrors<GuidedFormInput>) => {
    toast({
      title: GUIDED_MESSAGES.requiredTitle,
      description: GUIDED_MESSAGES.requiredDescription,
      variant: 'destructive',
    });
    // The messages are shown beside the questionnaire's fields, so that is where the person goes.
    setMode('questionnaire');
    const first = (Object.keys(GUIDED_FORM_DEFAULTS) as (keyof GuidedFormInput)[]).find((key) => errors[key]);
    if (first) {
      requestAnimationFrame(() => {
        const element = document.getElementById(fieldId(first));
        const target =
          element instanceof HTMLFieldSetElement
            ? element.querySelector('input')
            : (element as HTMLElement | null);
        target?.focus();
      });
    }
  };

  const toLog = profile ? symptomsToLog(profile) : [];

  const complete = async () => {
    setIsCompleting(true);
    clearTimeout(saveTimer.current);
    if (addToLog && toLog.length > 0) {
      try {
        await logSymptoms.mutateAsync({ symptoms: toLog });
      } catch (error) {
        toast({
          title: ONBOARDING_TOUR_MESSAGES.symptomsLogFailed,
          description: errorMessage(error) ?? 'Please try again.',
          variant: 'destructive',
        });
        setIsCompleting(false);
        return;
      }
      toast({
        title: ONBOARDING_TOUR_MESSAGES.symptomsLogged,
        description: toLog.map((s) => s.symptomName).join(', '),
      });
    }
    // The tour is done: its saved place goes (a failure leaves it to be replaced next time).
    await clearProgress.mutateAsync().catch(() => undefined);
    writeFlag(STORAGE_KEYS.hasSeenOnboarding, 'true');
    writeFlag(STORAGE_KEYS.onboardingCompleted, 'true');
    // Only that it was completed: the answers never reach analytics.
    trackFeature('guided_onboarding', { action: 'completed' });
    toast({ title: GUIDED_MESSAGES.welcomeTitle, description: GUIDED_MESSAGES.welcomeDescription });
    redirectTimer.current = setTimeout(() => navigate('/'), REDIRECT_DELAY_MS);
  };

  // Step 1's answers must pass before the later steps run on them.
  const validate = async (current: number) => {
    if (current !== STEP.history) return true;
    let isValid = false;
    await form.handleSubmit((values) => {
      setProfile(values);
      isValid = true;
    }, onStepOneInvalid)();
    return isValid;
  };

  const changeMode = (next: EntryMode) => {
    setMode(next);
    persist({ mode: next });
  };

  return (
    <>
      <PageHeader title="Health Assessment" subtitle="Your guided start with Infinite Wellness." />
      <div className="px-4 pb-8">
        {!isRestored ? (
          <Card>
            <CardContent>
              <StepSkeleton label="Finding where you left off…" />
            </CardContent>
          </Card>
        ) : (
          <StepWizard
            steps={GUIDED_STEP_TITLES}
            step={step}
            onStepChange={goTo}
            validate={validate}
            onFinish={complete}
            progressLabel="Health assessment progress"
            showPercent
            labels={{ finish: 'Complete', finishing: 'Complete' }}
            isBusy={isBusy}
            isFinishing={isCompleting}
            // Step 1 holds forms of its own (the questionnaire, the chat box).
            asForm={false}
          >
            {step === STEP.welcome ? <WelcomeStep /> : null}
            {step === STEP.history ? (
              <HistoryStep
                form={form}
                mode={mode}
                onModeChange={changeMode}
                entries={entries}
                onReply={(user, assistant) => {
                  const next = [...entries, user, assistant];
                  setEntries(next);
                  persist({ entries: next });
                }}
              />
            ) : null}
            {step === STEP.analysis ? <AnalysisStep query={analysis} /> : null}
            {step === STEP.tests ? <TestsStep query={tests} /> : null}
            {step === STEP.doctors ? (
              <DoctorsStep query={doctors} zipCode={profile?.personalInfo.location.zipCode ?? ''} />
            ) : null}
            {step === STEP.communities ? <CommunitiesStep query={communities} /> : null}
            {step === STEP.communities && toLog.length > 0 ? (
              <LogSymptomsChoice symptoms={toLog} checked={addToLog} onCheckedChange={setAddToLog} />
            ) : null}
          </StepWizard>
        )}
      </div>
    </>
  );
}

import { errorMessage } from '@client/api/http';
import { Button } from '@client/ui/button';
import { Textarea } from '@client/ui/input';
import { Skeleton } from '@client/ui/skeleton';
import { toast } from '@client/ui/use-toast';
import { NUTRITION_LIMITS, NUTRITION_MESSAGES } from '@contract/nutrition-analysis';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranscribe } from '../analysis-api';
import { useVoiceRecorder, voiceMode } from '../voice';
import {
  type MealFormProps,
  type TMealVoiceForm,
  type TMealVoiceFormInput,
  ZMealVoiceForm,
} from './meal-forms';

type MealVoiceFormProps = MealFormProps & { serverTranscription: boolean; loading: boolean };

/**
 * The Voice tab: record up to 30 seconds, see the words (typed by the browser as they are heard, or
 * transcribed by the server after stopping), correct them, then analyse them. Without either way of
 * turning speech into text, a note points to the Text tab.
 */
export function MealVoiceForm({ pending, onAnalyse, serverTranscription, loading }: MealVoiceFormProps) {
  const mode = loading ? 'none' : voiceMode(serverTranscription);
  const transcribe = useTranscribe();
  const id = useId();
  const form = useForm<TMealVoiceFormInput, unknown, TMealVoiceForm>({
    resolver: zodResolver(ZMealVoiceForm),
    defaultValues: { recorded: false, input: '' },
  });
  const heard = form.watch('input');
  const recorder = useVoiceRecorder(mode, (kind) => {
    toast({
      title: NUTRITION_MESSAGES.recordingFailedTitle,
      description:
        kind === 'denied' ? NUTRITION_MESSAGES.recordingFailed : NUTRITION_MESSAGES.analysisFailedFallback,
      variant: 'destructive',
    });
  });

  // Browser recognition gives the words as they are heard (copied here so the person can correct
  // them); the server transcribes after stopping.
  useEffect(() => {
    if (mode === 'browser') form.setValue('input', recorder.transcript);
  }, [form, mode, recorder.transcript]);

  const runTranscription = (blob: Blob) => {
    transcribe.mutate(blob, {
      onSuccess: (words) => {
        if (!words.trim())
          toast({
            title: NUTRITION_MESSAGES.recordingRequiredTitle,
            description: NUTRITION_MESSAGES.transcriptEmpty,
            variant: 'destructive',
          });
        form.setValue('input', words);
      },
      onError: (error) =>
        toast({
          title: NUTRITION_MESSAGES.analysisFailedTitle,
          description: errorMessage(error) ?? NUTRITION_MESSAGES.analysisFailedFallback,
          variant: 'destructive',
        }),
    });
  };

  const submit = (event: FormEvent) => {
    form.setValue('recorded', recorder.state === 'recorded');
    void form.handleSubmit(
      ({ input }) =>
        onAnalyse({ type: 'voice', input }, () => {
          recorder.reset();
          form.reset();
        }),
      (errors) =>
        toast({
          title: NUTRITION_MESSAGES.recordingRequiredTitle,
          description: errors.input?.message ?? NUTRITION_MESSAGES.recordingRequired,
          variant: 'destructive',
        }),
    )(event);
  };

  if (loading) return <Skeleton className="h-24 w-full" />;
  if (mode === 'none') {
    return (
      <p className="rounded-lg bg-watch-soft p-3 text-sm text-watch" role="note">
        {NUTRITION_MESSAGES.transcriptionUnavailable}
      </p>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <p className="text-sm text-ink-muted">
        Say what you ate, with amounts — up to {NUTRITION_LIMITS.recordingSeconds} seconds.{' '}
        {mode === 'browser'
          ? 'Your browser turns the words into text.'
          : 'The words are transcribed on our server.'}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {recorder.state === 'recording' ? (
          <Button type="button" variant="destructive" onClick={() => recorder.stop()}>
            Stop Recording
          </Button>
        ) : (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              form.setValue('input', '');
              void recorder.start();
            }}
            disabled={pending}
          >
            {recorder.state === 'recorded' ? 'Record Again' : 'Start Recording'}
          </Button>
        )}
        <span className="text-sm text-ink-muted" aria-live="polite">
          {recorder.state === 'recording'
            ? `Recording… ${recorder.seconds}s of ${NUTRITION_LIMITS.recordingSeconds}s`
            : recorder.state === 'recorded'
              ? 'Recorded'
              : ''}
        </span>
      </div>
      {mode === 'server' && recorder.state === 'recorded' && recorder.recording && !heard && (
        <Button
          type="button"
          variant="outline"
          disabled={transcribe.isPending}
          onClick={() => recorder.recording && runTranscription(recorder.recording)}
        >
          {transcribe.isPending ? 'Transcribing…' : 'Transcribe Recording'}
        </Button>
      )}
      {(heard || recorder.state === 'recorded') && (
        <div className="space-y-1">
          <label htmlFor={id} className="block text-sm font-semibold text-ink">
            What we heard — correct it if needed
          </label>
          <Textarea
            id={id}
            rows={2}
            {...form.register('input')}
            maxLength={NUTRITION_LIMITS.textMax}
            readOnly={mode === 'browser' && recorder.state === 'recording'}
          />
        </div>
      )}
      <Button type="submit" block disabled={pending || recorder.state === 'recording'}>
        {pending ? 'Analyzing…' : 'Analyze What I Said'}
      </Button>
    </form>
  );
}

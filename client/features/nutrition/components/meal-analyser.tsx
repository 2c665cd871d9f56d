import * as Tabs from '@radix-ui/react-tabs';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  NUTRITION_LIMITS,
  NUTRITION_MESSAGES,
  type TNutritionAnalysisResult,
} from '../../../../contract/nutrition-analysis';
import { ApiError, errorMessage } from '../../../api/http';
import { Button, buttonClasses } from '../../../ui/button';
import { Chart, type ChartPoint } from '../../../ui/chart';
import { cn } from '../../../ui/cn';
import { Textarea } from '../../../ui/input';
import { Skeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/use-toast';
import {
  type TAnalyseInput,
  useAnalyseNutrition,
  useNutritionCapabilities,
  useNutritionHistory,
  useTranscribe,
} from '../analysis-api';
import { useVoiceRecorder, voiceMode } from '../voice';

/**
 * The Premium Nutrition Assistant's analyser (docs/product/nutrition.md#screens): tabs for text,
 * image and voice input, the analysis result and the 5 most recent analyses.
 * Shown to premium and trial users only (the page shows the upsell to everyone else).
 */

const TAB_CLASSES = cn(
  'min-h-12 flex-1 rounded-lg px-2 text-sm font-semibold text-ink-muted',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'data-[state=active]:bg-surface-raised data-[state=active]:text-brand-ink data-[state=active]:shadow-raised',
);

const round = (n: number) => Math.round(n);
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

function failureToast(error: unknown) {
  // Past a trial limit or without premium the server answers 402 with its own message.
  const description = errorMessage(error) ?? NUTRITION_MESSAGES.analysisFailedFallback;
  toast({ title: NUTRITION_MESSAGES.analysisFailedTitle, description, variant: 'destructive' });
}

export function MealAnalyser() {
  const analyse = useAnalyseNutrition();
  const history = useNutritionHistory(true);
  const capabilities = useNutritionCapabilities(true);
  const [result, setResult] = useState<TNutritionAnalysisResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resultRef = useRef<HTMLElement>(null);

  const run = (request: TAnalyseInput, onSuccess?: () => void) => {
    setFailure(null);
    analyse.mutate(request, {
      onSuccess: (analysis) => {
        setResult(analysis);
        onSuccess?.();
        toast({
          title: NUTRITION_MESSAGES.analysisCompleteTitle,
          description: NUTRITION_MESSAGES.analysisComplete,
        });
        requestAnimationFrame(() => resultRef.current?.focus());
      },
      onError: (error) => {
        setFailure(NUTRITION_MESSAGES.failedToAnalyze);
        failureToast(error);
      },
    });
  };

  const upgradeNeeded = analyse.error instanceof ApiError && analyse.error.status === 402;

  return (
    <section id="meal-analyser" aria-labelledby="meal-analyser-title" className="space-y-4">
      <h2 id="meal-analyser-title" className="text-lg font-bold text-ink">
        Meal analysis
      </h2>
      <p className="text-sm text-ink-muted">
        Describe a meal, photograph a nutrition label, or say what you ate. Values come from the USDA food
        composition tables.
      </p>
      <Tabs.Root defaultValue="text">
        <Tabs.List
          aria-label="How to describe your meal"
          className="mb-3 flex gap-1 rounded-xl bg-surface-muted p-1"
        >
          <Tabs.Trigger value="text" className={TAB_CLASSES}>
            Text
          </Tabs.Trigger>
          <Tabs.Trigger value="image" className={TAB_CLASSES}>
            Photo
          </Tabs.Trigger>
          <Tabs.Trigger value="voice" className={TAB_CLASSES}>
            Voice
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="text">
          <TextInput pending={analyse.isPending} onAnalyse={run} />
        </Tabs.Content>
        <Tabs.Content value="image">
          <PhotoInput
            pending={analyse.isPending}
            onAnalyse={run}
            mealPhotos={capabilities.data?.mealPhotos ?? false}
          />
        </Tabs.Content>
        <Tabs.Content value="voice">
          <VoiceInput
            pending={analyse.isPending}
            onAnalyse={run}
            serverTranscription={capabilities.data?.transcription ?? false}
            loading={capabilities.isPending}
          />
        </Tabs.Content>
      </Tabs.Root>

      {failure && (
        <p role="alert" className="rounded-lg bg-bad-soft p-3 text-sm text-bad">
          {failure}
          {upgradeNeeded && (
            <>
              {' '}
              <Link href="/premium" className="font-semibold underline">
                Upgrade to Premium
              </Link>
            </>
          )}
        </p>
      )}
      {analyse.isPending && (
        <div aria-live="polite" className="space-y-2">
          <span className="sr-only">Analyzing your meal…</span>
          <Skeleton className="h-24 w-full" />
        </div>
      )}
      {result && !analyse.isPending && <AnalysisResult result={result} ref={resultRef} />}
      <RecentAnalyses history={history} />
    </section>
  );
}

type InputProps = { pending: boolean; onAnalyse: (request: TAnalyseInput, onSuccess?: () => void) => void };

function TextInput({ pending, onAnalyse }: InputProps) {
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = text.trim();
    if (!input) {
      toast({
        title: NUTRITION_MESSAGES.inputRequiredTitle,
        description: NUTRITION_MESSAGES.inputRequired,
        variant: 'destructive',
      });
      return;
    }
    onAnalyse({ type: 'text', input }, () => setText(''));
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        What did you eat?
      </label>
      <Textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={NUTRITION_LIMITS.textMax}
        rows={3}
        placeholder="2 eggs and a slice of whole wheat toast"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        Name each food with an amount: grams, cups, slices, or small/medium/large.
      </p>
      <Button type="submit" block disabled={pending}>
        {pending ? 'Analyzing…' : 'Analyze Meal'}
      </Button>
    </form>
  );
}

function PhotoInput({ pending, onAnalyse, mealPhotos }: InputProps & { mealPhotos: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const choose = (chosen: File | undefined) => {
    if (preview) URL.revokeObjectURL(preview);
    setFile(null);
    setPreview(null);
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      toast({
        title: NUTRITION_MESSAGES.imageRequiredTitle,
        description: NUTRITION_MESSAGES.imageOnly,
        variant: 'destructive',
      });
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    if (chosen.size > NUTRITION_LIMITS.imageMaxBytes) {
      toast({
        title: NUTRITION_MESSAGES.imageRequiredTitle,
        description: NUTRITION_MESSAGES.imageTooLarge,
        variant: 'destructive',
      });
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast({
        title: NUTRITION_MESSAGES.imageRequiredTitle,
        description: NUTRITION_MESSAGES.imageRequired,
        variant: 'destructive',
      });
      return;
    }
    onAnalyse({ type: 'image', file });
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Photo of a nutrition label{mealPhotos ? ' or a meal' : ''}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        onChange={(event) => choose(event.target.files?.[0])}
        className="block w-full text-sm text-ink-muted file:mr-3 file:min-h-12 file:rounded-xl file:border-0 file:bg-brand-soft file:px-4 file:font-semibold file:text-brand-ink"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {mealPhotos
          ? 'A straight-on photo of the Nutrition Facts panel is read exactly; a meal photo is described by the AI service and looked up in the USDA tables.'
          : 'A straight-on, well-lit photo of the Nutrition Facts panel works best. Meal photos without a label cannot be measured here; describe them on the Text tab.'}
      </p>
      {preview && (
        <img
          src={preview}
          alt="Preview of what you chose to analyze"
          className="max-h-48 rounded-lg border border-line object-contain"
        />
      )}
      <Button type="submit" block disabled={pending}>
        {pending ? 'Reading the photo…' : 'Analyze Photo'}
      </Button>
    </form>
  );
}

function VoiceInput({
  pending,
  onAnalyse,
  serverTranscription,
  loading,
}: InputProps & { serverTranscription: boolean; loading: boolean }) {
  const mode = loading ? 'none' : voiceMode(serverTranscription);
  const transcribe = useTranscribe();
  const [transcript, setTranscript] = useState('');
  const id = useId();
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
    if (mode === 'browser') setTranscript(recorder.transcript);
  }, [mode, recorder.transcript]);
  const heard = transcript;

  const stopAndTranscribe = () => {
    recorder.stop();
  };

  const runTranscription = (blob: Blob) => {
    transcribe.mutate(blob, {
      onSuccess: (words) => {
        if (!words.trim())
          toast({
            title: NUTRITION_MESSAGES.recordingRequiredTitle,
            description: NUTRITION_MESSAGES.transcriptEmpty,
            variant: 'destructive',
          });
        setTranscript(words);
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
    event.preventDefault();
    const words = heard.trim();
    if (recorder.state !== 'recorded' || !words) {
      toast({
        title: NUTRITION_MESSAGES.recordingRequiredTitle,
        description: NUTRITION_MESSAGES.recordingRequired,
        variant: 'destructive',
      });
      return;
    }
    onAnalyse({ type: 'voice', input: words }, () => {
      recorder.reset();
      setTranscript('');
    });
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
          <Button type="button" variant="destructive" onClick={stopAndTranscribe}>
            Stop Recording
          </Button>
        ) : (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setTranscript('');
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
      {mode === 'server' && recorder.state === 'recorded' && recorder.recording && !transcript && (
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
            value={heard}
            maxLength={NUTRITION_LIMITS.textMax}
            onChange={(event) => setTranscript(event.target.value)}
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

function AnalysisResult({ result, ref }: { result: TNutritionAnalysisResult; ref: React.Ref<HTMLElement> }) {
  const { analysis } = result;
  const stats = [
    { label: 'Calories', value: `${round(analysis.totalCalories)}`, unit: 'kcal' },
    { label: 'Protein', value: `${oneDecimal(analysis.totalProtein)}`, unit: 'g' },
    { label: 'Carbs', value: `${oneDecimal(analysis.totalCarbs)}`, unit: 'g' },
    { label: 'Fat', value: `${oneDecimal(analysis.totalFat)}`, unit: 'g' },
  ];
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="analysis-result-title"
      className="space-y-3 border-t border-line pt-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus"
    >
      <h3 id="analysis-result-title" className="font-bold text-ink">
        Analysis results
      </h3>
      {/* Two by two, so each number keeps its unit on the same line at 320 px and up. */}
      <dl className="grid grid-cols-2 gap-2">
        {stats.map((s) => (
          <div key={s.label} className="rounded-lg bg-brand-soft px-3 py-2">
            <dt className="text-sm text-ink-muted">{s.label}</dt>
            <dd className="text-lg font-bold whitespace-nowrap text-brand-ink">
              {s.value}
              <span className="text-sm font-normal"> {s.unit}</span>
            </dd>
          </div>
        ))}
      </dl>
      <MacroChart protein={analysis.totalProtein} carbs={analysis.totalCarbs} fat={analysis.totalFat} />
      {result.servingSize && <p className="text-sm text-ink-muted">Per serving: {result.servingSize}</p>}
      {result.items.length > 0 && (
        <ul aria-label="Foods" className="divide-y divide-line text-sm">
          {result.items.map((item) => (
            <li
              key={`${item.text}|${item.usdaId ?? ''}|${item.grams ?? ''}`}
              className="flex justify-between gap-2 py-2"
            >
              <span>
                <span className="font-semibold text-ink">{item.text}</span>
                <span className="block text-xs text-ink-muted">
                  {item.description}
                  {item.grams !== null ? ` · ${round(item.grams)} g` : ''}
                </span>
              </span>
              <span className="shrink-0 text-ink">{round(item.calories)} kcal</span>
            </li>
          ))}
        </ul>
      )}
      {result.notes.length > 0 && (
        <ul className="space-y-1 rounded-lg bg-watch-soft p-3 text-sm text-watch">
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <div className="text-sm text-ink">
        <p>
          <span className="font-semibold">Your daily protein goal:</span>{' '}
          {round(result.recommendations.proteinGoal)} g
        </p>
        {result.recommendations.suggestions.length > 0 && (
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {result.recommendations.suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        )}
      </div>
      <p className="text-xs text-ink-muted">
        {result.source === 'label'
          ? 'Values read from the nutrition label.'
          : 'Values from USDA SR24 food composition data.'}
      </p>
    </section>
  );
}

/** Protein, carbs and fat in grams as bars beside the numbers (docs/architecture.md#charts). */
function MacroChart({ protein, carbs, fat }: { protein: number; carbs: number; fat: number }) {
  const points: ChartPoint[] = [
    { label: 'Protein', value: oneDecimal(protein) },
    { label: 'Carbs', value: oneDecimal(carbs) },
    { label: 'Fat', value: oneDecimal(fat) },
  ];
  const largest = points.reduce((a, b) => ((b.value ?? 0) > (a.value ?? 0) ? b : a));
  if ((largest.value ?? 0) <= 0) return null;
  const grams = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} g`;
  const summary =
    `Macros by weight: protein ${grams(points[0]?.value ?? 0)}, carbs ${grams(points[1]?.value ?? 0)}, ` +
    `fat ${grams(points[2]?.value ?? 0)}; the most is ${largest.label.toLowerCase()}.`;
  return (
    <Chart
      kind="bar"
      points={points}
      color={(point) => (point.label === 'Protein' ? 'protein' : point.label === 'Carbs' ? 'carbs' : 'fat')}
      formatValue={(n) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} g`}
      height={144}
      summary={summary}
      table={{ caption: 'Macros in grams', label: 'Nutrient', value: 'Grams' }}
    />
  );
}

function RecentAnalyses({ history }: { history: ReturnType<typeof useNutritionHistory> }) {
  return (
    <section aria-labelledby="recent-analyses-title" className="space-y-2">
      <h3 id="recent-analyses-title" className="font-bold text-ink">
        Recent analyses
      </h3>
      {history.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : history.isError ? (
        <p className="text-sm text-ink-muted">
          Your recent analyses could not be loaded.{' '}
          <button
            type="button"
            className="font-semibold text-brand-ink underline"
            onClick={() => void history.refetch()}
          >
            Try again
          </button>
        </p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-ink-muted">No analyses yet. Your first one will appear here.</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface-raised">
          {history.data.slice(0, NUTRITION_LIMITS.historyShown).map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-2 p-3 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-semibold text-ink">{entry.summary}</span>
                <span className="text-xs text-ink-muted">
                  {entry.inputType === 'image' ? 'Photo' : entry.inputType === 'voice' ? 'Voice' : 'Text'} ·{' '}
                  {new Date(entry.timestamp).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}
                </span>
              </span>
              <span className="shrink-0 text-right text-ink">
                {round(entry.analysis.totalCalories)} kcal
                <span className="block text-xs text-ink-muted">
                  {oneDecimal(entry.analysis.totalProtein)} g protein
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-ink-muted">
        <Link
          href="/premium"
          className={cn(buttonClasses({ variant: 'ghost' }), 'min-h-0 px-0 text-xs underline')}
        >
          Your plan and trial usage
        </Link>
      </p>
    </section>
  );
}

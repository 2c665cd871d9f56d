import { cn } from '@client/ui/cn';
import * as Tabs from '@radix-ui/react-tabs';
import type { MealFormProps } from './meal-forms';
import { MealPhotoForm } from './meal-photo-form';
import { MealTextForm } from './meal-text-form';
import { MealVoiceForm } from './meal-voice-form';

const TAB_CLASSES = cn(
  'min-h-12 flex-1 rounded-lg px-2 text-sm font-semibold text-ink-muted',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'data-[state=active]:bg-surface-raised data-[state=active]:text-brand-ink data-[state=active]:shadow-raised',
);

type MealInputTabsProps = MealFormProps & {
  /** What this server can do with photos and voice; unknown while it loads. */
  capabilities: { mealPhotos: boolean; transcription: boolean } | undefined;
  capabilitiesLoading: boolean;
};

/** How the meal is described: typed, photographed (a label, or a meal where supported) or said. */
export function MealInputTabs({ pending, onAnalyse, capabilities, capabilitiesLoading }: MealInputTabsProps) {
  return (
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
        <MealTextForm pending={pending} onAnalyse={onAnalyse} />
      </Tabs.Content>
      <Tabs.Content value="image">
        <MealPhotoForm
          pending={pending}
          onAnalyse={onAnalyse}
          mealPhotos={capabilities?.mealPhotos ?? false}
        />
      </Tabs.Content>
      <Tabs.Content value="voice">
        <MealVoiceForm
          pending={pending}
          onAnalyse={onAnalyse}
          serverTranscription={capabilities?.transcription ?? false}
          loading={capabilitiesLoading}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}

import { FieldError, FormField } from '@client/ui/form-field';
import { fieldClasses, Input } from '@client/ui/input';
import { Label } from '@client/ui/label';
import {
  PRACTITIONER_DISTANCES,
  PRACTITIONER_LIMITS,
  PRACTITIONER_SPECIALTIES,
  type TPractitionerDistance,
  type TPractitionerSpecialty,
  ZPractitionerDistanceParam,
  ZPractitionerSearchQuery,
  ZPractitionerSpecialty,
} from '@contract/practitioners';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search, X } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

export type PractitionerFilterState = {
  text: string;
  specialty: TPractitionerSpecialty | null;
  distance: TPractitionerDistance | null;
};

export const NO_FILTERS: PractitionerFilterState = { text: '', specialty: null, distance: null };

export type ActiveFilter = { key: keyof PractitionerFilterState; label: string };

/** The chips shown for the filters in use, in the order of the controls. */
export function activeFilters(filters: PractitionerFilterState): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  const text = filters.text.trim();
  if (text) chips.push({ key: 'text', label: `“${text}”` });
  if (filters.specialty) chips.push({ key: 'specialty', label: filters.specialty });
  if (filters.distance) chips.push({ key: 'distance', label: `Within ${filters.distance} miles` });
  return chips;
}

/**
 * The contract's rules for a search (`?q=`) and the path's specialty and distance, on the form's
 * strings: '' in a select is 'any'. The text is checked, not trimmed, so a space typed between two
 * words stays in the box.
 */
const ZPractitionerFilterForm = z.object({
  text: z.string().superRefine((text, ctx) => {
    const checked = ZPractitionerSearchQuery.shape.q.safeParse(text);
    if (!checked.success)
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  }),
  specialty: z
    .union([ZPractitionerSpecialty, z.literal('')])
    .transform((specialty): TPractitionerSpecialty | null => (specialty === '' ? null : specialty)),
  distance: z
    .union([ZPractitionerDistanceParam, z.literal('')])
    .transform((miles): TPractitionerDistance | null =>
      miles === '' ? null : (Number(miles) as TPractitionerDistance),
    ),
});
type PractitionerFilterInput = z.input<typeof ZPractitionerFilterForm>;

const toFormValues = (filters: PractitionerFilterState): PractitionerFilterInput => ({
  text: filters.text,
  specialty: filters.specialty ?? '',
  distance:
    filters.distance === null ? '' : (String(filters.distance) as PractitionerFilterInput['distance']),
});

type PractitionerFiltersProps = {
  filters: PractitionerFilterState;
  /** Called with every valid change as it is made: the list follows the form without a submit. */
  onChange: (next: PractitionerFilterState) => void;
};

/** Search box (name, specialty, condition or a word from a bio), specialty select, distance select, active-filter chips. */
export function PractitionerFilters({ filters, onChange }: PractitionerFiltersProps) {
  const form = useForm<PractitionerFilterInput, unknown, PractitionerFilterState>({
    resolver: zodResolver(ZPractitionerFilterForm),
    // The page owns the filters (a link's ?q=, the chips, 'Clear all'); the form follows them.
    values: toFormValues(filters),
    mode: 'onChange',
  });
  const { errors } = form.formState;

  useEffect(() => {
    const subscription = form.watch((values, { type }) => {
      // Only what the person changes; the page's own changes arrive through `values`.
      if (type !== 'change') return;
      const parsed = ZPractitionerFilterForm.safeParse(values);
      if (parsed.success) onChange(parsed.data);
    });
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  const chips = activeFilters(filters);
  const remove = (key: ActiveFilter['key']) => onChange({ ...filters, [key]: NO_FILTERS[key] });
  const searchError = errors.text?.message;

  return (
    <div className="space-y-3">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023 (and to jsdom); a form with the role is a landmark everywhere. */}
      <form role="search" aria-label="Practitioners" noValidate onSubmit={form.handleSubmit(onChange)}>
        <Label htmlFor="practitioner-search" className="sr-only">
          Search by name, specialty or condition
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-ink-muted"
            aria-hidden="true"
          />
          <Input
            id="practitioner-search"
            type="search"
            {...form.register('text')}
            aria-invalid={Boolean(searchError)}
            aria-describedby={searchError ? 'practitioner-search-error' : undefined}
            placeholder="Name, specialty or condition"
            maxLength={PRACTITIONER_LIMITS.searchMax}
            autoComplete="off"
            className="pl-10"
          />
        </div>
        <FieldError id="practitioner-search-error" message={searchError} />
      </form>

      <div className="grid grid-cols-2 gap-3">
        <FormField id="practitioner-specialty" label="Specialty" error={errors.specialty?.message}>
          {(aria) => (
            <select {...aria} {...form.register('specialty')} className={`${fieldClasses} min-h-12`}>
              <option value="">All specialties</option>
              {PRACTITIONER_SPECIALTIES.map((specialty) => (
                <option key={specialty} value={specialty}>
                  {specialty}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="practitioner-distance" label="Distance" error={errors.distance?.message}>
          {(aria) => (
            <select {...aria} {...form.register('distance')} className={`${fieldClasses} min-h-12`}>
              <option value="">Any distance</option>
              {PRACTITIONER_DISTANCES.map((miles) => (
                <option key={miles} value={miles}>
                  Within {miles} miles
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      {chips.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <ul aria-label="Active filters" className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  onClick={() => remove(chip.key)}
                  aria-label={`Remove filter: ${chip.label}`}
                  className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-brand py-1 pr-2 pl-3 text-sm font-medium text-on-brand hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                  {chip.label}
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          {chips.length > 1 ? (
            <button
              type="button"
              onClick={() => onChange(NO_FILTERS)}
              className="min-h-9 rounded-full px-2 text-sm font-semibold text-brand-ink underline underline-offset-2 hover:text-brand-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              Clear all
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

import { fieldClasses, Input } from '@client/ui/input';
import { Label } from '@client/ui/label';
import { isPractitionerDistance, isPractitionerSpecialty } from '@common/practitioners';
import {
  PRACTITIONER_DISTANCES,
  PRACTITIONER_LIMITS,
  PRACTITIONER_SPECIALTIES,
  type TPractitionerDistance,
  type TPractitionerSpecialty,
} from '@contract/practitioners';
import { Search, X } from 'lucide-react';

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

type PractitionerFiltersProps = {
  filters: PractitionerFilterState;
  onChange: (next: PractitionerFilterState) => void;
};

/** Search box (name, specialty, condition or a word from a bio), specialty select, distance select, active-filter chips. */
export function PractitionerFilters({ filters, onChange }: PractitionerFiltersProps) {
  const chips = activeFilters(filters);
  const remove = (key: ActiveFilter['key']) => onChange({ ...filters, [key]: NO_FILTERS[key] });

  return (
    <div className="space-y-3">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023 (and to jsdom); a form with the role is a landmark everywhere. */}
      <form role="search" aria-label="Practitioners" onSubmit={(event) => event.preventDefault()}>
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
            value={filters.text}
            onChange={(event) => onChange({ ...filters, text: event.target.value })}
            placeholder="Name, specialty or condition"
            maxLength={PRACTITIONER_LIMITS.searchMax}
            autoComplete="off"
            className="pl-10"
          />
        </div>
      </form>

      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <Label htmlFor="practitioner-specialty">Specialty</Label>
          <select
            id="practitioner-specialty"
            value={filters.specialty ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ ...filters, specialty: isPractitionerSpecialty(value) ? value : null });
            }}
            className={`${fieldClasses} min-h-12`}
          >
            <option value="">All specialties</option>
            {PRACTITIONER_SPECIALTIES.map((specialty) => (
              <option key={specialty} value={specialty}>
                {specialty}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="practitioner-distance">Distance</Label>
          <select
            id="practitioner-distance"
            value={filters.distance ?? ''}
            onChange={(event) => {
              const miles = Number(event.target.value);
              onChange({ ...filters, distance: isPractitionerDistance(miles) ? miles : null });
            }}
            className={`${fieldClasses} min-h-12`}
          >
            <option value="">Any distance</option>
            {PRACTITIONER_DISTANCES.map((miles) => (
              <option key={miles} value={miles}>
                Within {miles} miles
              </option>
            ))}
          </select>
        </div>
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

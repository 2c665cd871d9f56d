import type { TMeasurementSystem } from '@contract/onboarding';
import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { type CarriedMeasures, MEASURE_FIELDS, type OnboardingForm, switchUnits } from './form';

/**
 * The unit choice of step 1 (docs/product/onboarding.md#units): switching carries the typed weight and
 * height over (and back, as typed), and the units saved last time are offered again unless the person
 * already picked units or typed a measure.
 */
export function useUnitChoice(
  form: UseFormReturn<OnboardingForm>,
  savedUnits: TMeasurementSystem | undefined,
) {
  const carried = useRef<CarriedMeasures | undefined>(undefined);
  const isTouched = useRef(false);

  const apply = useCallback(
    (units: TMeasurementSystem) => {
      const switched = switchUnits(form.getValues(), units, carried.current);
      carried.current = switched.carried;
      form.setValue('units', switched.form.units);
      for (const key of MEASURE_FIELDS) form.setValue(key, switched.form[key]);
    },
    [form],
  );

  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type === 'change' && (MEASURE_FIELDS as readonly string[]).includes(name ?? '')) {
        isTouched.current = true;
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (!savedUnits || isTouched.current) return;
    apply(savedUnits);
  }, [savedUnits, apply]);

  return (units: TMeasurementSystem) => {
    isTouched.current = true;
    form.clearErrors([...MEASURE_FIELDS]);
    apply(units);
  };
}

import { ApiError } from '@client/api/http';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Puts the server's per-field messages (a 400's `error.fields`) under the matching form fields. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (message) setError(name, { type: 'server', message });
  }
}

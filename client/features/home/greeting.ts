/**
 * Morning before 12:00, afternoon before 18:00, otherwise evening (local time; docs/product/home.md#screens).
 */
export function greetingFor(date: Date): 'Good morning' | 'Good afternoon' | 'Good evening' {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The first name, falling back to the word "there". */
export function greetingName(firstName: string | null | undefined): string {
  return firstName?.trim() || 'there';
}

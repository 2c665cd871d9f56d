/** '$9.99' from 999 (amounts are integer US cents everywhere; docs/product/payments.md#prices). */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices, paymentEvents, paymentMethods, payments } from '../../db/schema/billing';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** Statuses after which a payment no longer changes. */
const PENDING_STATUSES = ['requires_payment_method', 'requires_action', 'processing'] as const;

/** Every query of the billing area (docs/conventions.md#repositories-own-the-sql). */
export const billingRepository = {
  /**
   * Our payment row for this user and idempotency key: created, or the one a first request (a double
   * click, a retried job) already created. `created` says which.
   */
  async createOrGetPayment(
    db: DbOrTx,
    values: typeof payments.$inferInsert,
  ): Promise<{ payment: PaymentRow; created: boolean }> {
    const [created] = await db.insert(payments).values(values).onConflictDoNothing().returning();
    if (created) return { payment: created, created: true };
    const [existing] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, values.userId), eq(payments.idempotencyKey, values.idempotencyKey)));
    if (!existing) throw new Error('A payment conflicted on its idempotency key but cannot be read');
    return { payment: existing, created: false };
  },

  async payment(db: DbOrTx, id: string): Promise<PaymentRow | null> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id));
    return row ?? null;
  },

  async paymentOfUser(db: DbOrTx, userId: string, id: string): Promise<PaymentRow | null> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, userId)));
    return row ?? null;
  },

  /** The payment locked until the caller's transaction ends (one event applies at a time). */
  async lockPayment(db: DbOrTx, id: string): Promise<PaymentRow | null> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
    return row ?? null;
  },

  async paymentByProviderRef(db: DbOrTx, provider: string, ref: string): Promise<PaymentRow | null> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)));
    return row ?? null;
  },

  async updatePayment(
    db: DbOrTx,
    id: string,
    patch: Partial<Omit<typeof payments.$inferInsert, 'id' | 'userId'>>,
  ): Promise<void> {
    await db
      .update(payments)
      .set({ ...patch, updatedAt: patch.updatedAt ?? sql`now()` })
      .where(eq(payments.id, id));
  },

  /** Payments not granted and still pending, created after `since` (reconciliation). */
  async pendingSince(db: DbOrTx, since: Date, limit: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(
        and(
          isNull(payments.grantedAt),
          inArray(payments.status, [...PENDING_STATUSES]),
          gt(payments.createdAt, since),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(limit);
  },

  /** Records a processor event; false when it was already recorded (a replay). */
  async recordEvent(
    db: DbOrTx,
    event: { provider: string; eventId: string; type: string; payload: Record<string, unknown> },
  ): Promise<boolean> {
    const inserted = await db
      .insert(paymentEvents)
      .values(event)
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    return inserted.length > 0;
  },

  /** The card, saved once per processor reference; a card seen again is attached to this user again. */
  async saveCard(
    db: DbOrTx,
    values: Omit<typeof paymentMethods.$inferInsert, 'id' | 'createdAt' | 'detachedAt'>,
  ): Promise<PaymentMethodRow> {
    const [row] = await db
      .insert(paymentMethods)
      .values(values)
      .onConflictDoUpdate({
        target: [paymentMethods.provider, paymentMethods.providerRef],
        set: {
          brand: values.brand,
          last4: values.last4,
          expMonth: values.expMonth,
          expYear: values.expYear,
          customerRef: values.customerRef,
          detachedAt: null,
        },
        setWhere: eq(paymentMethods.userId, values.userId),
      })
      .returning();
    if (!row) throw new Error('A card reference is already saved for another account');
    return row;
  },

  async paymentMethod(db: DbOrTx, id: string): Promise<PaymentMethodRow | null> {
    const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
    return row ?? null;
  },

  async nextInvoiceNumber(db: DbOrTx): Promise<number> {
    const result = await db.execute<{ n: string }>(sql`SELECT nextval('invoice_number_seq') AS n`);
    return Number(result.rows[0]?.n);
  },

  async insertInvoice(db: DbOrTx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
    const [row] = await db.insert(invoices).values(values).returning();
    if (!row) throw new Error('The invoice was not written');
    return row;
  },

  async invoice(db: DbOrTx, id: string): Promise<InvoiceRow | null> {
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    return row ?? null;
  },

  async invoiceOfPayment(db: DbOrTx, paymentId: string): Promise<InvoiceRow | null> {
    const [row] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
    return row ?? null;
  },

  async invoicesOfUser(db: DbOrTx, userId: string): Promise<InvoiceRow[]> {
    return db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.number));
  },

  async invoiceOfUser(db: DbOrTx, userId: string, id: string): Promise<InvoiceRow | null> {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
    return row ?? null;
  },

  async markReceiptSent(db: DbOrTx, invoiceId: string, at: Date): Promise<void> {
    await db.update(invoices).set({ receiptSentAt: at }).where(eq(invoices.id, invoiceId));
  },

  async paymentsOfUser(db: DbOrTx, userId: string): Promise<PaymentRow[]> {
    return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt));
  },

  async cardsOfUser(db: DbOrTx, userId: string): Promise<PaymentMethodRow[]> {
    return db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, userId))
      .orderBy(asc(paymentMethods.createdAt));
  },

  /**
   * The account erasure: the invoices stay, detached from the person and their card; the processor
   * events of their payments, the payments and the saved cards go.
   */
  async eraseUser(db: DbOrTx, userId: string): Promise<void> {
    await db
      .update(invoices)
      .set({ userId: null, paymentId: null, cardLast4: null })
      .where(eq(invoices.userId, userId));
    await db.execute(
      sql`DELETE FROM ${paymentEvents} WHERE ${paymentEvents.payload}->>'paymentId' IN (SELECT id::text FROM ${payments} WHERE ${payments.userId} = ${userId})`,
    );
    await db.delete(payments).where(eq(payments.userId, userId));
    await db.delete(paymentMethods).where(eq(paymentMethods.userId, userId));
  },
};

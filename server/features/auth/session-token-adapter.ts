import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter, Where } from 'better-auth';
import { SESSION_TOKEN_KEY_PREFIX, sessionTokenKey } from '../../lib/session-store';

/**
 * better-auth's database adapter with session tokens stored hashed (docs/data-protection.md#sign-in-secrets).
 * better-auth 1.7.7 has no option for it, so every session operation passes through here: a token
 * written or searched for becomes `sessionTokenKey(token)`, and a session read back by its token
 * carries the token it was asked for (better-auth signs it into the cookie). A session found another
 * way (by user) carries the stored key, which is never hashed again when it comes back, so listing
 * and revoking sessions keep working. Other models pass through unchanged.
 */
export function withHashedSessionTokens(
  factory: (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>,
): (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions> {
  return (options) => {
    const adapter = factory(options);
    return {
      ...wrap(adapter),
      transaction: (callback) => adapter.transaction((trx) => callback(wrap(trx))),
    };
  };
}

const SESSION = 'session';
const TOKEN = 'token';

const keyOf = (value: unknown): unknown =>
  typeof value === 'string' && !value.startsWith(SESSION_TOKEN_KEY_PREFIX) ? sessionTokenKey(value) : value;

/** The where clause with tokens replaced by their keys, and each key's token to put back in the answer. */
function hashWhere(where: Where[] | undefined): { where: Where[] | undefined; tokens: Map<string, string> } {
  const tokens = new Map<string, string>();
  const remember = (value: unknown) => {
    const key = keyOf(value);
    if (typeof value === 'string' && typeof key === 'string') tokens.set(key, value);
    return key;
  };
  const hashed = where?.map((clause) => {
    if (clause.field !== TOKEN) return clause;
    const value = Array.isArray(clause.value) ? clause.value.map(remember) : remember(clause.value);
    return { ...clause, value } as Where;
  });
  return { where: hashed, tokens };
}

function restore<T>(row: T, tokens: Map<string, string>): T {
  if (row === null || typeof row !== 'object') return row;
  const stored = (row as { token?: unknown }).token;
  if (typeof stored !== 'string') return row;
  const token = tokens.get(stored);
  return token === undefined ? row : { ...row, token };
}

function hashData<T extends Record<string, unknown>>(data: T): { data: T; tokens: Map<string, string> } {
  const tokens = new Map<string, string>();
  if (typeof data[TOKEN] !== 'string') return { data, tokens };
  const key = keyOf(data[TOKEN]) as string;
  tokens.set(key, data[TOKEN]);
  return { data: { ...data, [TOKEN]: key }, tokens };
}

function wrap<A extends DBTransactionAdapter<BetterAuthOptions>>(adapter: A): A {
  return {
    ...adapter,
    async create(args) {
      if (args.model !== SESSION) return adapter.create(args);
      const { data, tokens } = hashData(args.data as Record<string, unknown>);
      return restore(await adapter.create({ ...args, data: data as typeof args.data }), tokens);
    },
    async findOne(args) {
      if (args.model !== SESSION) return adapter.findOne(args);
      const { where, tokens } = hashWhere(args.where);
      return restore(await adapter.findOne({ ...args, where: where ?? [] }), tokens);
    },
    async findMany(args) {
      if (args.model !== SESSION) return adapter.findMany(args);
      const { where, tokens } = hashWhere(args.where);
      const rows = await adapter.findMany({ ...args, where });
      return rows.map((row) => restore(row, tokens));
    },
    async count(args) {
      if (args.model !== SESSION) return adapter.count(args);
      return adapter.count({ ...args, where: hashWhere(args.where).where });
    },
    async update(args) {
      if (args.model !== SESSION) return adapter.update(args);
      const { where, tokens } = hashWhere(args.where);
      const { data, tokens: written } = hashData(args.update);
      for (const [key, token] of written) tokens.set(key, token);
      return restore(await adapter.update({ ...args, where: where ?? [], update: data }), tokens);
    },
    async updateMany(args) {
      if (args.model !== SESSION) return adapter.updateMany(args);
      return adapter.updateMany({
        ...args,
        where: hashWhere(args.where).where ?? [],
        update: hashData(args.update).data,
      });
    },
    async delete(args) {
      if (args.model !== SESSION) return adapter.delete(args);
      return adapter.delete({ ...args, where: hashWhere(args.where).where ?? [] });
    },
    async deleteMany(args) {
      if (args.model !== SESSION) return adapter.deleteMany(args);
      return adapter.deleteMany({ ...args, where: hashWhere(args.where).where ?? [] });
    },
    async consumeOne(args) {
      if (args.model !== SESSION) return adapter.consumeOne(args);
      const { where, tokens } = hashWhere(args.where);
      return restore(await adapter.consumeOne({ ...args, where: where ?? [] }), tokens);
    },
    async incrementOne(args) {
      if (args.model !== SESSION) return adapter.incrementOne(args);
      const { where, tokens } = hashWhere(args.where);
      const set = args.set === undefined ? undefined : hashData(args.set).data;
      return restore(await adapter.incrementOne({ ...args, where: where ?? [], set }), tokens);
    },
  };
}

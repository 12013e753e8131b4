/**
 * Stable message keys (decision 022). Each area names its texts once:
 *
 *   export const authMessages = { usernameMin: 'Username must be at least 3 characters', … } as const;
 *   export const authKeys = defineMessages('auth', authMessages);   // authKeys.usernameMin === 'auth.usernameMin'
 *
 * The zod schemas and the services speak keys (`.min(3, authKeys.usernameMin)`,
 * `notFound(reviewKeys.reviewNotFound)`). The server answers with the English text as `message` (and
 * in `fields`) for API clients, and with the key as `key` (and in `fieldKeys`); the web shows the key's
 * entry of the `errors` catalogue. Anything that is not a registered key — a sentence written before
 * keys existed, or by a library — travels as it is, with no key, and is shown as it came.
 */
const englishByKey = new Map<string, string>();

export type MessageKeys<A extends string, T> = { readonly [K in keyof T & string]: `${A}.${K}` };

/** Registers an area's English texts under `<area>.<name>` and returns the keys by name. */
export function defineMessages<const A extends string, const T extends Record<string, string>>(
  area: A,
  texts: T,
): MessageKeys<A, T> {
  const keys: Record<string, string> = {};
  for (const [name, text] of Object.entries(texts)) {
    const key = `${area}.${name}`;
    englishByKey.set(key, text);
    keys[name] = key;
  }
  return keys as MessageKeys<A, T>;
}

/** The English text of a registered key, else undefined. */
export function englishText(key: string): string | undefined {
  return englishByKey.get(key);
}

/** Every registered key (the catalogue check walks them). */
export function registeredKeys(): string[] {
  return [...englishByKey.keys()];
}

/** The shape of a key: `area.name` (letters, digits and underscores; no spaces, so never a sentence). */
const KEY_SHAPE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

export function hasKeyShape(value: string): boolean {
  return KEY_SHAPE.test(value);
}

/**
 * What to send for a message a service or schema produced: a registered key becomes its English text
 * plus the key; anything else is sent as it is, without a key.
 */
export function resolveMessage(value: string): { message: string; key?: string } {
  const text = englishByKey.get(value);
  return text === undefined ? { message: value } : { message: text, key: value };
}

/** The same for per-field messages: English texts by field, and the keys of those that have one. */
export function resolveFields(fields: Record<string, string>): {
  fields: Record<string, string>;
  fieldKeys?: Record<string, string>;
} {
  const texts: Record<string, string> = {};
  const keys: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    const { message, key } = resolveMessage(value);
    texts[field] = message;
    if (key) keys[field] = key;
  }
  return Object.keys(keys).length > 0 ? { fields: texts, fieldKeys: keys } : { fields: texts };
}

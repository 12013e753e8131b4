const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a string PostgreSQL accepts as a uuid (checked before querying so bad ids are 404s). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

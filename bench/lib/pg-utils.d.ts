// The part of node-postgres's utilities the bench uses (@types/pg does not declare the module).
declare module 'pg/lib/utils' {
  const utils: {
    /** A bound value as node-postgres sends it: text (arrays as array literals, objects as JSON), a Buffer, or null. */
    prepareValue(value: unknown): string | Buffer | null;
  };
  export default utils;
}

// node-postgres's own value preparation (Date, array, object → the text it sends), which the
// embedded database's client reuses so both drivers send a parameter the same way.
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): string | null };
  export default utils;
}

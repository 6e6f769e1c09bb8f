/** The error catalogue of the wire (spec §8 and the wire agreement). */
export const DV_CODES = {
  badInput: 40000,
  wrongPassword: 40100,
  noSession: 40101,
  /** the session ended because it was idle longer than its inactivity limit */
  inactivityLogout: 40102,
  /** the server ended the session for a reason (role, access, password changed); the message says which */
  sessionEnded: 40103,
  forbidden: 40300,
  companyNotAllowed: 40301,
  csrf: 40310,
  smsRequired: 40320,
  /** the endpoint's plugin is not enabled for the selected company (per-company enablement) */
  pluginDisabled: 40330,
  unknownLogin: 40400,
  notFound: 40401,
  tooManyAttempts: 42900,
  internal: 50000,
  maintenance: 50300,
} as const;
export type DvCode = (typeof DV_CODES)[keyof typeof DV_CODES];

/**
 * Thrown by handlers (usually through `ctx.fail`); the host turns it into
 * `{ dvCode, message, field? }` with `status`. `message` is already translated.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly dvCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** an ApiError of another copy of core (a plugin loaded beside the bundled host) is one too */
  static override [Symbol.hasInstance](x: unknown): boolean {
    return (
      typeof x === 'object' &&
      x !== null &&
      (x as Error).name === 'ApiError' &&
      typeof (x as ApiError).dvCode === 'number' &&
      typeof (x as ApiError).toBody === 'function'
    );
  }

  toBody(): { dvCode: number; message: string; field?: string } {
    return this.field === undefined ? { dvCode: this.dvCode, message: this.message } : { dvCode: this.dvCode, message: this.message, field: this.field };
  }
}

/**
 * A reply whose JSON text the handler already has (a big list kept serialized
 * in a cache): the host sends `json` as is instead of serializing `value` again.
 */
export class JsonReply<T> {
  /** `json`: the text, or its UTF-8 bytes (a big cached reply then skips encoding too) */
  constructor(
    readonly value: T,
    readonly json: string | Uint8Array,
  ) {}
  readonly $$jsonReply = true;

  /** a JsonReply of another copy of core is one too */
  static [Symbol.hasInstance](x: unknown): boolean {
    return typeof x === 'object' && x !== null && (x as { $$jsonReply?: unknown }).$$jsonReply === true;
  }
}

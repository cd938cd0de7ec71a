import type { ZodType } from 'zod';

// Routes whose answers are big and mostly shared text (the cart, issue 13) can give their response
// schema a hand-written stringify; app.ts then uses it in every mode. Outside production the
// answer is still checked against the schema first, so tests keep catching contract drift.

type Stringify = (data: unknown) => string;

const registry = new WeakMap<ZodType, Stringify>();

/** Registers `stringify` for answers of `schema`; answers the schema, for use in a route's `response`. */
export function withStringify<S extends ZodType>(schema: S, stringify: Stringify): S {
  registry.set(schema, stringify);
  return schema;
}

/** The hand-written stringify of a response schema, if it has one. */
export function stringifyOf(schema: unknown): Stringify | undefined {
  return typeof schema === 'object' && schema !== null ? registry.get(schema as ZodType) : undefined;
}

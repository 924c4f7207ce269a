import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';

const byEngine = new WeakMap<Ajv2020, Map<string, ValidateFunction>>();

/**
 * A schema compiled once per engine however many operations or responses name it: the contract repeats the same few
 * (problem answers, common parameters), and ajv keys its own cache by the schema object, not its content.
 */
export function compiledOnce(engine: Ajv2020, schema: object): ValidateFunction {
  let known = byEngine.get(engine);
  if (!known) {
    known = new Map();
    byEngine.set(engine, known);
  }
  const key = JSON.stringify(schema);
  let validate = known.get(key);
  if (!validate) {
    validate = engine.compile(schema);
    known.set(key, validate);
  }
  return validate;
}

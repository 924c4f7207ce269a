// biome-ignore lint/suspicious/noExplicitAny: the parsed OpenAPI document, whose shape is the YAML's own
export type Schema = Record<string, any>;
export type Contract = { info: Schema; tags?: { name: string; description?: string }[]; paths: Record<string, Record<string, Schema>>; components: Schema };

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The name of a component a `$ref` points at (`#/components/schemas/Draft` → `Draft`), or null. */
export const refName = (s: Schema | undefined): string | null =>
  typeof s?.$ref === 'string' ? (s.$ref.split('/').pop() ?? '').replace(/~1/g, '/').replace(/~0/g, '~') : null;

/** What a local `$ref` points at (followed until it is not one); anything else as it is. */
export function resolved(contract: Contract, s: Schema | undefined): Schema {
  let node: Schema | undefined = s;
  for (let hops = 0; typeof node?.$ref === 'string' && hops < 20; hops++)
    node = (node.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<Schema | undefined>((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], contract as Schema);
  return node ?? {};
}

/** The parts of an `allOf` (and of the `allOf`s inside them) as one object schema. */
export function merged(contract: Contract, parts: Schema[]): Schema {
  const out: Schema = { properties: {}, required: [] };
  for (const given of parts) {
    const part = resolved(contract, given);
    const flat = Array.isArray(part.allOf) ? { ...part, ...merged(contract, part.allOf), allOf: undefined } : part;
    const { properties, required, ...rest } = flat;
    Object.assign(out, rest);
    Object.assign(out.properties, properties);
    out.required.push(...(required ?? []));
  }
  return out;
}

export type Operation = { method: string; path: string; op: Schema };

/** Every operation in the contract's order. */
export const operationsOf = (contract: Contract): Operation[] =>
  Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method, op]) => HTTP_METHODS.includes(method) && op?.operationId)
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

/** The JSON schema of a request body or response, if it has one. */
export const jsonSchemaOf = (contract: Contract, holder: Schema | undefined): Schema | null => {
  const content = resolved(contract, holder).content as Record<string, { schema?: Schema }> | undefined;
  if (!content) return null;
  const json = Object.entries(content).find(([type]) => type.includes('json'));
  return json?.[1].schema ?? null;
};

/**
 * The operation table's paths, compiled once into a method + path lookup: a request finds its
 * operation by comparing segments with the templates of its length, with none of a general
 * router's layer walk. Static segments match case-insensitively and one trailing slash is
 * ignored, as Express's default routing does.
 */
export type RouteMatch<T> =
  | { kind: 'found'; route: T; params: Record<string, string> }
  /** A parameter whose percent-encoding is not valid UTF-8: named, never a bare 400. */
  | { kind: 'undecodable'; param: string }
  /** The path is known, the method is not one of its operations. */
  | { kind: 'method'; template: string; allowed: string[] }
  | { kind: 'none' };

type Segment = { literal: string } | { param: string };
type Template<T> = { template: string; segments: Segment[]; byMethod: Map<string, T> };

const split = (path: string) => {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/');
};

export class RouteTable<T> {
  private readonly bySize = new Map<number, Template<T>[]>();

  add(method: string, template: string, route: T): this {
    const segments: Segment[] = template.split('/').map((part) => {
      const param = /^\{(.+)\}$/.exec(part);
      return param ? { param: param[1] } : { literal: part.toLowerCase() };
    });
    const same = this.bySize.get(segments.length) ?? [];
    this.bySize.set(segments.length, same);
    let entry = same.find((t) => t.template === template);
    if (!entry) {
      entry = { template, segments, byMethod: new Map() };
      same.push(entry);
    }
    entry.byMethod.set(method.toUpperCase(), route);
    return this;
  }

  match(method: string, path: string): RouteMatch<T> {
    const parts = split(path);
    let known: Template<T> | undefined;
    for (const t of this.bySize.get(parts.length) ?? []) {
      if (!t.segments.every((s, i) => !('literal' in s) || s.literal === parts[i].toLowerCase())) continue;
      // HEAD is answered by the GET operation: Node sends its headers and drops the body.
      const route = t.byMethod.get(method) ?? (method === 'HEAD' ? t.byMethod.get('GET') : undefined);
      if (route === undefined) {
        known ??= t;
        continue;
      }
      const params: Record<string, string> = {};
      for (const [i, s] of t.segments.entries()) {
        if (!('param' in s)) continue;
        try {
          params[s.param] = decodeURIComponent(parts[i]);
        } catch {
          return { kind: 'undecodable', param: s.param };
        }
      }
      return { kind: 'found', route, params };
    }
    return known ? { kind: 'method', template: known.template, allowed: [...known.byMethod.keys()] } : { kind: 'none' };
  }
}

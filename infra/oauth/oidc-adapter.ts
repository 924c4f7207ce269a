import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { DocumentStore } from '../../domain/ports/document-store.ts';
import { sha256 } from '../secrets/node-secrets.ts';

type Stored = { id: string; payload: AdapterPayload; expires_at: number | null; uid: string | null; user_code: string | null; grant_id: string | null };

/** Models whose id is itself a bearer secret: their payload is stored without it. */
const SECRET_IDS = new Set([
  'AccessToken',
  'RefreshToken',
  'AuthorizationCode',
  'ClientCredentials',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'RegistrationAccessToken',
]);

let sequence = 0;
/** Writes here are not events: a strictly growing stamp stands in for the log position. */
const stamp = () => {
  sequence = (sequence + 1) % 1000;
  return Date.now() * 1000 + sequence;
};

/**
 * oidc-provider's storage (grants, codes, tokens, sessions, interactions, registered clients) in
 * the read-model store. Entries are keyed by the SHA-256 of their id, so a token or code never
 * sits in the store in clear.
 */
export function oidcAdapterFactory(docs: DocumentStore): AdapterConstructor {
  return class DocumentStoreAdapter implements Adapter {
    private readonly name: string;
    constructor(name: string) {
      this.name = name;
    }

    private get c() {
      return docs.collection<Stored>(`oidc_${this.name.replace(/[^A-Za-z0-9]/g, '')}`);
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const { jti: _secret, ...withoutId } = payload;
      const doc: Stored = {
        id: sha256(id),
        payload: SECRET_IDS.has(this.name) ? withoutId : payload,
        expires_at: expiresIn ? Date.now() + expiresIn * 1000 : null,
        uid: payload.uid ?? null,
        user_code: payload.userCode ?? null,
        grant_id: payload.grantId ?? null,
      };
      await this.c.write([{ op: 'put', doc, position: stamp() }]);
    }

    private live(doc: Stored | null | undefined) {
      if (!doc || (doc.expires_at !== null && doc.expires_at < Date.now())) return undefined;
      return doc.payload;
    }

    async find(id: string) {
      const payload = this.live(await this.c.get(sha256(id)));
      return payload && SECRET_IDS.has(this.name) ? { ...payload, jti: id } : payload;
    }

    async findByUid(uid: string) {
      return this.live((await this.c.find({ where: { uid }, limit: 1 })).items[0]);
    }

    async findByUserCode(userCode: string) {
      return this.live((await this.c.find({ where: { user_code: userCode }, limit: 1 })).items[0]);
    }

    async consume(id: string) {
      const doc = await this.c.get(sha256(id));
      if (doc) await this.c.write([{ op: 'put', doc: { ...doc, payload: { ...doc.payload, consumed: Math.floor(Date.now() / 1000) } }, position: stamp() }]);
    }

    async destroy(id: string) {
      await this.c.write([{ op: 'delete', id: sha256(id), position: stamp() }]);
    }

    async revokeByGrantId(grantId: string) {
      const found = await this.c.find({ where: { grant_id: grantId } });
      await this.c.write(found.items.map((d) => ({ op: 'delete' as const, id: d.id, position: stamp() })));
    }
  };
}

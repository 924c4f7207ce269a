/**
 * When each API key was last used: operational data, not history, so no event records it. Uses
 * are noted cheaply on the hot path and written in the background, at most once a minute per key.
 */
export interface CredentialUsage {
  noteUse(credentialId: string, at: Date): void;
  lastUsed(credentialIds: string[]): Promise<Map<string, string>>;
  close(): Promise<void>;
}

/** One answer of the MCP endpoint: its HTTP status, the raw text, and the JSON-RPC message it carried (JSON or one SSE event). */
export type RpcAnswer = { status: number; text: string; message: any };

/**
 * A Streamable HTTP session with the service's MCP endpoint as a bare client speaks it (protocol
 * 2025-06-18): call `initialize` first; the session id it answers is sent from then on. A call
 * without params is a notification.
 */
export function mcpRpc(base: string, key: string) {
  let session = '';
  let id = 0;
  return async (method: string, params?: unknown): Promise<RpcAnswer> => {
    const res = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
        ...(session ? { 'mcp-session-id': session } : {}),
      },
      body: JSON.stringify(params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', id: ++id, method, params }),
    });
    session = res.headers.get('mcp-session-id') ?? session;
    const text = await res.text();
    const data = text.split('\n').find((l) => l.startsWith('data:'));
    const message = text && (data || text.startsWith('{')) ? JSON.parse(data ? data.slice(5) : text) : null;
    return { status: res.status, text, message };
  };
}

/** A session that has been initialised, ready for tools/list and tools/call. */
export async function initialisedMcp(base: string, key: string, client = 'test') {
  const rpc = mcpRpc(base, key);
  await rpc('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: client, version: '1' } });
  await rpc('notifications/initialized');
  return rpc;
}

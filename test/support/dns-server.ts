import dns2 from 'dns2';
import { freePort } from './free-port.ts';

export type TestDns = { server: string; txt: Map<string, string[]>; asked: string[]; close(): Promise<void> };

/** A DNS server on loopback answering TXT questions from a map the test fills in; every other name gets no answer. */
export async function startTestDns(): Promise<TestDns> {
  const txt = new Map<string, string[]>();
  const asked: string[] = [];
  const server = dns2.createServer({
    udp: true,
    tcp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      for (const q of request.questions) {
        asked.push(q.name);
        if (q.type !== dns2.Packet.TYPE.TXT) continue;
        for (const value of txt.get(q.name.toLowerCase()) ?? [])
          response.answers.push(new dns2.Packet.Resource({ name: q.name, type: dns2.Packet.TYPE.TXT, class: dns2.Packet.CLASS.IN, ttl: 1, data: value }));
      }
      send(response);
    },
  });
  const port = await freePort();
  await server.listen({ udp: { port, address: '127.0.0.1' }, tcp: { port, address: '127.0.0.1' } });
  return { server: `127.0.0.1:${port}`, txt, asked, close: () => server.close() };
}

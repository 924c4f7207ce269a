import assert from 'node:assert/strict';
import type { ServiceProcess } from './service-process.ts';

/**
 * Admin commands (one new category each) sent in a steady stream until `killAfter` of them are
 * acknowledged; the service is then killed with SIGKILL while others are still in flight. Answers
 * the categories whose command got a 200: each must survive the crash.
 */
export async function burstUntilKilled(service: ServiceProcess, adminToken: string, killAfter = 40, most = 3000): Promise<string[]> {
  const acknowledged: string[] = [];
  let killed = false;
  const put = async (n: number) => {
    const slug = `burst-${n}`;
    try {
      const res = await fetch(`${service.url}/admin/v1/categories/${slug}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Burst ${n}`, description: 'written during a crash test' }),
      });
      if (res.status === 200) acknowledged.push(slug);
      else assert.fail(`unexpected ${res.status}: ${await res.text()}`);
    } catch (error) {
      if (!killed) throw error;
    }
  };
  const burst: Promise<void>[] = [];
  for (let n = 0; n < most && !killed; n++) {
    burst.push(put(n));
    if (n % 8 === 7) await new Promise((r) => setTimeout(r, 2));
    if (acknowledged.length >= killAfter) {
      killed = true;
      service.child.kill('SIGKILL');
    }
  }
  await Promise.allSettled(burst);
  await service.stop();
  assert.ok(killed, 'the kill happened during the burst');
  assert.ok(acknowledged.length >= killAfter);
  return acknowledged;
}

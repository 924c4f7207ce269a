import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { operationTable } from '../../api/operations/index.ts';
import { contractChecked } from '../../api/response-check.ts';
import { ContractViolation, describeViolations, responseViolations } from '../../api/response-contract.ts';
import type { GetListingOutput } from '../../schemas/operation-outputs.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let listing: Record<string, unknown>;

/**
 * The check every test runs on every answer (VALIDATE_RESPONSES): shown here on a real answer of
 * get_listing, changed the way a careless change of the service would change it.
 */
describe('an answer the contract does not describe', () => {
  before(async () => {
    svc = await startInProcess();
    const r = await callApi(`${svc.url}/api/v1`, 'GET', '/listings/pipewright', null);
    assert.equal(r.status, 200);
    listing = r.body;
  });
  after(() => svc?.close());

  it('passes as the service answers it today', () => {
    assert.deepEqual(responseViolations('get_listing', 200, listing), []);
  });

  it('fails with a field the contract does not name, naming the operation, the status and the JSON path', () => {
    const found = responseViolations('get_listing', 200, { ...listing, internal_score: 7 });
    assert.equal(describeViolations(found), 'get_listing 200 /internal_score: is not in the contract');
  });

  it('fails with an undocumented field deep inside an answer', () => {
    const founders = [{ name: 'Ann', title: null, bio: null, founder_slug: null, account_id: 'acct-1' }];
    assert.equal(
      describeViolations(responseViolations('get_listing', 200, { ...listing, founders })),
      'get_listing 200 /founders/0/account_id: is not in the contract',
    );
  });

  it('fails with a status the operation does not document', () => {
    assert.equal(describeViolations(responseViolations('get_listing', 418, listing)), 'get_listing 418 : status 418 is not documented');
  });

  it('fails without a header the contract requires, or with one of the wrong kind', () => {
    assert.equal(
      describeViolations(responseViolations('get_listing', 200, listing, {})),
      'get_listing 200 header etag: is required by the contract and missing',
    );
    assert.equal(
      describeViolations(
        responseViolations(
          'get_listing',
          429,
          { error: 'rate_limited', message: 'x', limit: 1, window_seconds: 60, retry_after_seconds: 1 },
          { 'retry-after': 'soon' },
        ),
      ),
      'get_listing 429 header retry-after: must be integer',
    );
  });

  it('fails with a value of the wrong kind', () => {
    assert.match(describeViolations(responseViolations('get_listing', 200, { ...listing, votes: 'many' })), /^get_listing 200 \/votes: must be integer$/);
  });

  it('stops an operation that answers a field the contract does not name, as MCP and the site call it', async () => {
    const careless = { ...operationTable.get_listing, run: async () => ({ body: { ...listing, internal_score: 7 } as unknown as GetListingOutput }) };
    const table = contractChecked({ ...operationTable, get_listing: careless });
    await assert.rejects(
      table.get_listing.run({ path: { slug: 'pipewright' }, query: {}, body: undefined }, {} as never),
      (e: unknown) => e instanceof ContractViolation && /get_listing 200 \/internal_score: is not in the contract/.test(e.message),
    );
  });
});

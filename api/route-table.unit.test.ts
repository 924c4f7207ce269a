import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RouteTable } from './route-table.ts';

const table = () =>
  new RouteTable<string>()
    .add('GET', '/listings', 'list_listings')
    .add('GET', '/listings/{slug}', 'get_listing')
    .add('POST', '/orders/checkout', 'checkout')
    .add('GET', '/orders/{number}', 'get_order')
    .add('PATCH', '/drafts/{id}', 'update_draft')
    .add('GET', '/drafts/{id}', 'get_draft');

describe('the route table', () => {
  it('finds the operation of a method and path, with its parameters decoded', () => {
    assert.deepEqual(table().match('GET', '/listings/caf%C3%A9'), { kind: 'found', route: 'get_listing', params: { slug: 'café' } });
  });

  it('matches static segments whatever their case, and ignores one trailing slash', () => {
    assert.deepEqual(table().match('GET', '/Listings/'), { kind: 'found', route: 'list_listings', params: {} });
  });

  it('answers HEAD with the GET operation', () => {
    assert.equal(table().match('HEAD', '/listings/x').kind, 'found');
  });

  it('prefers a later template that has the method to an earlier one that does not', () => {
    assert.deepEqual(table().match('GET', '/orders/checkout'), { kind: 'found', route: 'get_order', params: { number: 'checkout' } });
  });

  it('names the methods of a known path asked with another', () => {
    assert.deepEqual(table().match('PUT', '/drafts/1'), { kind: 'method', template: '/drafts/{id}', allowed: ['PATCH', 'GET'] });
  });

  it('names the parameter whose percent-encoding is not UTF-8', () => {
    assert.deepEqual(table().match('GET', '/listings/%ED%A0%80'), { kind: 'undecodable', param: 'slug' });
  });

  it('knows nothing of a path of another shape', () => {
    assert.deepEqual(table().match('GET', '/listings/x/y/z'), { kind: 'none' });
  });
});

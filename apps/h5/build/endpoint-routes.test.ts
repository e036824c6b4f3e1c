import { endpointRoutes, endpoints } from '@freight/contract/endpoints/index';
import { describe, expect, it } from 'vitest';
import { endpointRoutes as built } from 'virtual:endpoint-routes';
import { endpointRoutesSource } from './endpoint-routes';

describe('the endpoint route module', () => {
  it('is plain data: it imports nothing, so no schema (no zod) reaches the browser', () => {
    expect(endpointRoutesSource()).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it('holds every endpoint of the registry, as the app gets it', () => {
    expect(Object.keys(built)).toEqual(Object.keys(endpoints));
    expect(built).toEqual(endpointRoutes());
    expect(built.voteSubmit).toMatchObject({
      service: 'vote-service',
      client: { encrypt: false, loading: false },
    });
  });
});

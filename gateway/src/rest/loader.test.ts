import type { PageJson } from '@aid/common/rest';
import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { RestClient } from './client.js';
import { RecordLoader } from './loader.js';

type Program = { programId: string; programName: string };

/** A REST client answering the batch endpoint from `stored` and a list with `listed`, counting calls. */
function fakeRest(stored: Program[], listed: Program[] = []) {
  const calls: string[] = [];
  const rest = {
    get: async (path: string, query: { ids: string }) => {
      calls.push(`GET ${path}?ids=${query.ids}`);
      return { items: stored.filter((p) => query.ids.split(',').includes(p.programId)) };
    },
    list: async (path: string): Promise<PageJson<Program>> => {
      calls.push(`LIST ${path}`);
      const cursors = listed.map((p) => p.programId);
      return {
        items: listed,
        cursors,
        totalCount: null,
        startCursor: null,
        endCursor: null,
        hasNextPage: false,
        hasPreviousPage: false,
      };
    },
  };
  return { rest: rest as unknown as RestClient, calls };
}

const info = { fieldNodes: [], fragments: {}, variableValues: {} } as unknown as GraphQLResolveInfo;
const program = (programId: string, programName = 'A'): Program => ({ programId, programName });

describe('record loaders', () => {
  it('read ids of one tick in one batch call, a missing one as null', async () => {
    const { rest, calls } = fakeRest([program('prg--a'), program('prg--b')]);
    const loader = new RecordLoader<Program>(rest, '/programs', (p) => p.programId);
    const found = await Promise.all([loader.load('prg--a'), loader.load('prg--b'), loader.load('prg--c')]);
    expect(found.map((p) => p?.programId ?? null)).toEqual(['prg--a', 'prg--b', null]);
    expect(calls).toEqual(['GET /programs?ids=prg--a,prg--b,prg--c']);
  });

  it('put a changed record in place of the copy read before it', async () => {
    const { rest, calls } = fakeRest([program('prg--a', 'old')]);
    const loader = new RecordLoader<Program>(rest, '/programs', (p) => p.programId);
    expect((await loader.load('prg--a'))?.programName).toBe('old');
    expect(loader.remember(program('prg--a', 'new')).programName).toBe('new');
    expect((await loader.load('prg--a'))?.programName).toBe('new');
    expect(calls).toHaveLength(1);
  });

  it('prime the records a list page answered, so reading them again costs no call', async () => {
    const { rest, calls } = fakeRest([], [program('prg--a'), program('prg--b')]);
    const loader = new RecordLoader<Program>(rest, '/programs', (p) => p.programId);
    const connection = await loader.connection('/programs', { first: 2 }, info);
    expect(connection.edges.map((e) => e.cursor)).toEqual(['prg--a', 'prg--b']);
    expect((await loader.load('prg--b'))?.programId).toBe('prg--b');
    expect(calls).toEqual(['LIST /programs']);
  });
});

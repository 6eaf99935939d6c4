// The SDL's @devOnly parts (DEMO jobs) are served only where demo jobs are offered; the directive is never served.
import { type GraphQLEnumType, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema, loadTypeDefs } from './schema.js';

const offered = buildGatewaySchema();
const production = buildGatewaySchema(undefined, { demoJobs: false });
const jobKinds = (schema: typeof offered) =>
  (schema.getType('JobKind') as GraphQLEnumType).getValues().map((value) => value.name);

describe('@devOnly', () => {
  it('marks DEMO, StartDemoJobInput and startDemoJob in the SDL codegen reads', () => {
    const jobs = loadTypeDefs().join('\n');
    expect(jobs).toMatch(/DEMO @devOnly/);
    expect(jobs).toMatch(/input StartDemoJobInput @devOnly/);
    expect(jobs).toMatch(/startDemoJob\([\s\S]*?\): JobResult! @authenticated @devOnly/);
  });

  it('serves DEMO jobs by default (development and tests)', () => {
    expect(jobKinds(offered)).toContain('DEMO');
    expect(offered.getType('StartDemoJobInput')).toBeDefined();
    expect(offered.getMutationType()?.getFields().startDemoJob).toBeDefined();
  });

  it('leaves them out when demo jobs are off, and nothing else', () => {
    expect(jobKinds(production)).not.toContain('DEMO');
    expect(jobKinds(production)).toEqual(jobKinds(offered).filter((kind) => kind !== 'DEMO'));
    expect(production.getType('StartDemoJobInput')).toBeUndefined();
    expect(production.getMutationType()?.getFields().startDemoJob).toBeUndefined();
    expect(production.getMutationType()?.getFields().cancelJob).toBeDefined();
    const types = (schema: typeof offered) => Object.keys(schema.getTypeMap()).sort();
    expect(types(production)).toEqual(types(offered).filter((name) => name !== 'StartDemoJobInput'));
    const mutations = (schema: typeof offered) => Object.keys(schema.getMutationType()?.getFields() ?? {});
    expect(mutations(production)).toEqual(mutations(offered).filter((name) => name !== 'startDemoJob'));
  });

  it('never serves the directive itself', () => {
    for (const schema of [offered, production]) {
      expect(schema.getDirective('devOnly')).toBeUndefined();
      expect(printSchema(schema)).not.toContain('devOnly');
    }
  });
});

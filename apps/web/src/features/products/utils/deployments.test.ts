import { describe, expect, it } from 'vitest';
import type { ApiDeployment, ApiVersion } from '@dc/contracts';
import { isOpenApi, pickDeployment, pickVersion, sortDeployments, throttlingSummary } from './deployments';

const dep = (environment: ApiDeployment['environment'], url = `https://${environment.toLowerCase()}.example.com`) => ({
  environment,
  deployed_url: url,
  spec_url: '',
  config: { throttling: null },
});

describe('deployments', () => {
  it('lists environments alphabetically', () => {
    const sorted = sortDeployments([dep('STAGE'), dep('DEV'), dep('PROD'), dep('QA')]);
    expect(sorted.map((d) => d.environment)).toEqual(['DEV', 'PROD', 'QA', 'STAGE']);
  });

  it('shows production first in the viewer unless another environment is asked for', () => {
    expect(pickDeployment([dep('DEV'), dep('PROD')])?.environment).toBe('PROD');
    expect(pickDeployment([dep('QA'), dep('DEV')])?.environment).toBe('DEV');
    expect(pickDeployment([dep('QA'), dep('PROD')], 'QA')?.environment).toBe('QA');
    expect(pickDeployment([])).toBeUndefined();
  });

  it('summarises the first throttling resource', () => {
    expect(throttlingSummary(null)).toBeNull();
    expect(
      throttlingSummary({
        resources: [
          { name: 'a', spike: { rate: 100, unit: 'second' }, quota: { limit: 1000, period: 'month' } },
          { name: 'b', spike: { rate: 5, unit: 'minute' } },
        ],
      }),
    ).toEqual({ rate: 100, unit: 'second', quota: { limit: 1000, period: 'month' } });
    expect(throttlingSummary({ resources: [{ name: 'b', spike: { rate: 5, unit: 'minute' } }] })).toEqual({
      rate: 5,
      unit: 'minute',
    });
  });

  it('picks the asked version or the newest', () => {
    const versions = [{ key: '2.0.0' }, { key: '1.0.0' }] as ApiVersion[];
    expect(pickVersion(versions)?.key).toBe('2.0.0');
    expect(pickVersion(versions, '1.0.0')?.key).toBe('1.0.0');
    expect(pickVersion(versions, '9')?.key).toBe('2.0.0');
    expect(isOpenApi({ format: 'openapi-3.1' })).toBe(true);
    expect(isOpenApi({ format: 'asyncapi-3.0' })).toBe(false);
  });
});

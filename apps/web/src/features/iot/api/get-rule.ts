/** iot GET /rules/{ruleId} and /legacy/rules/{ruleId} (spec 1 section 7.2). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api-call';
import type { AnyIotRule } from './get-rules';
import { iotKeys } from './keys';

export function getRule(ruleId: string, legacy: boolean): Promise<AnyIotRule> {
  return api.call(legacy ? 'iot.legacyRule' : 'iot.rule', { params: { ruleId } });
}

export const getRuleQueryOptions = (ruleId: string, legacy: boolean) =>
  queryOptions({ queryKey: iotKeys.rule(ruleId, legacy), queryFn: () => getRule(ruleId, legacy) });

export const useRule = (ruleId: string, legacy: boolean) => useQuery(getRuleQueryOptions(ruleId, legacy));

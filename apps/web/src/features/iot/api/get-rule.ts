/** iot GET /rules/{ruleId} and /legacy/rules/{ruleId} (spec 1 section 7.2). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/lib/api-client';
import type { AnyIotRule } from './get-rules';
import { iotKeys } from './keys';

export function getRule(ruleId: string, legacy: boolean): Promise<AnyIotRule> {
  return apiClient('iot').get<AnyIotRule>(`${legacy ? '/legacy/rules' : '/rules'}/${encodeURIComponent(ruleId)}`);
}

export const getRuleQueryOptions = (ruleId: string, legacy: boolean) =>
  queryOptions({ queryKey: iotKeys.rule(ruleId, legacy), queryFn: () => getRule(ruleId, legacy) });

export const useRule = (ruleId: string, legacy: boolean) => useQuery(getRuleQueryOptions(ruleId, legacy));

/**
 * The three kinds of device group (spec 1 section 3): the current type, the region-based second type, legacy. The
 * kind picks the service paths (legacy ones under /legacy) and the tabs (region groups have Routes, not Rules).
 */
import { iotResourceTypeSchema, type IotResourceType } from '@dc/contracts';

/** The resourceType query parameter; a missing or unknown one means the current type. */
export const parseResourceType = (value: string | null | undefined): IotResourceType => {
  const parsed = iotResourceTypeSchema.safeParse(value);
  return parsed.success ? parsed.data : 'current';
};

export const isLegacy = (type: IotResourceType): boolean => type === 'legacy';

/** The group's third tab. */
export const groupItemsTab = (type: IotResourceType): 'rules' | 'routes' => (type === 'region' ? 'routes' : 'rules');

/** The reference's parts as queries: the index first, then each operation and schema when it is opened. */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ReferenceSource } from './reference-source';

/** Parts of a version never change; a session keeps what it opened. */
const KEEP = { staleTime: Infinity, gcTime: 10 * 60_000, retry: 1 } as const;

export const ReferenceSourceContext = createContext<ReferenceSource | null>(null);

export const useReferenceIndex = (source: ReferenceSource) =>
  useQuery({ queryKey: ['api-reference', source.key, 'index'], queryFn: () => source.index(), ...KEEP });

export const useReferenceOperation = (source: ReferenceSource, index: number) =>
  useQuery({
    queryKey: ['api-reference', source.key, 'operation', index],
    queryFn: () => source.operation(index),
    ...KEEP,
  });

/** A named schema of the source in context; without a source (an AsyncAPI document, already resolved): none. */
export function useReferenceSchema(name: string | undefined) {
  const source = useContext(ReferenceSourceContext);
  return useQuery({
    queryKey: ['api-reference', source?.key ?? '', 'schema', name ?? ''],
    queryFn: () => source!.schema(name!),
    enabled: Boolean(source && name),
    ...KEEP,
  });
}
